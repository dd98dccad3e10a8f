# Pytania o stronę, na które każda strona zasad odpowiada po swoich własnych, w tej kolejności.

faq-site-1-q = Jak zagrać ze znajomym?
faq-site-1-a = Na stronie głównej wybierz „{ mode-friend }” na karcie gry i wyślij link znajomemu. Kto pierwszy go otworzy, zajmuje drugie miejsce i partia się zaczyna. Wcześniej możesz wybrać tempo gry nad kartami.
faq-site-2-q = Czy możemy grać razem na tym urządzeniu?
faq-site-2-a = Tak. Wybierz „{ mode-local }”: gracie na jednej szachownicy i ruszacie się na zmianę. Partia zostaje w tej przeglądarce, więc możesz zamknąć stronę i wrócić do niej później ze strony głównej.
faq-site-3-q = Czy mogę zagrać z komputerem?
faq-site-3-a = Tak, w każdej grze. Wybierz „{ mode-ai }”, poziom od 1 (początkujący może wygrać) do 8 (pełna siła) i swój kolor, a potem zacznij.
faq-site-4-q = Jakie zasady tu obowiązują?
faq-site-4-a = Dokładnie te z tej strony, w każdym rodzaju partii. Tam, gdzie inne strony lub programy się różnią, sekcja „{ guide-heading-elsewhere }” mówi, jak robimy to my.
faq-site-5-q = Czy moje partie są zapisywane? Gdzie?
faq-site-5-a = Partie ze znajomym, z komputerem lub z kimś z poczekalni są zapisywane na tym serwerze w trakcie gry; twój prywatny link prowadzi z powrotem do twojej. Partie na tym urządzeniu są tylko w tej przeglądarce: wyczyszczenie jej danych witryn je usuwa. Każdą partię można pobrać jako PGN.
faq-site-6-q = Czy potrzebuję konta?
faq-site-6-a = Nie. Nie trzeba się nigdzie rejestrować: plik cookie i twój prywatny link do partii pilnują twojego miejsca. Zachowaj link, jeśli chcesz wrócić z innej przeglądarki.
