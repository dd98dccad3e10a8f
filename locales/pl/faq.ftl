# Pytania o serwis: każdy opis zasad odpowiada na nie po własnych pytaniach, w tej kolejności.

faq-site-1-q = Jak zagrać ze znajomym?
faq-site-1-a = Na stronie głównej wybierz „{ mode-friend }” na karcie gry i wyślij link znajomemu. Kto pierwszy go otworzy, zajmuje drugie miejsce, i partia się zaczyna. Wcześniej możesz wybrać tempo gry nad kartami.
faq-site-2-q = Czy możemy grać razem na tym urządzeniu?
faq-site-2-a = Tak. Wybierz „{ mode-local }”: gracie na jednej planszy i ruszacie się na zmianę. Partia zostaje w tej przeglądarce, więc możesz zamknąć stronę i dokończyć ją później ze strony głównej.
faq-site-3-q = Czy mogę zagrać z komputerem?
faq-site-3-a = Tak, w każdej grze. Wybierz „{ mode-ai }”, poziom od 1 (początkujący może wygrać) do 8 (pełna siła) i swój kolor, a potem zacznij.
faq-site-4-q = Jakie zasady tu obowiązują?
faq-site-4-a = Dokładnie te z tej strony, w każdym rodzaju partii. Tam, gdzie inne serwisy lub programy robią to inaczej, sekcja „{ guide-heading-elsewhere }” wyjaśnia, co robimy my.
faq-site-5-q = Czy moje partie są zapisywane, i gdzie?
faq-site-5-a = Partie ze znajomym, z komputerem lub z kimś z poczekalni są zapisywane na tym serwerze na bieżąco; twój prywatny link prowadzi cię z powrotem do twoich. Partie na tym urządzeniu są przechowywane tylko w tej przeglądarce: wyczyszczenie danych strony je usuwa. Każdą partię można pobrać jako PGN.
faq-site-6-q = Czy potrzebuję konta?
faq-site-6-a = Nie. Nie trzeba się nigdzie rejestrować: ciasteczko i prywatny link do partii pilnują twojego miejsca. Zachowaj link, jeśli chcesz wrócić z innej przeglądarki.
