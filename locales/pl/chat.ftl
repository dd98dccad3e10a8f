# The game chat: its two rooms, the preset lines (by id), mute and
# report; and the chat reports page (/reports).

chat-title = Czat
chat-room-players = Czat graczy
chat-room-spectators = Czat widzów
chat-author-white = Białe
chat-author-black = Czarne
chat-author-spectator = Widz
chat-you = Ty
chat-label = Wiadomość
chat-placeholder = Napisz coś (najwyżej 140 znaków)
chat-send = Wyślij
chat-presets-only = Gracze bez nazwy rozmawiają tylko tymi zwrotami.
chat-empty = Nikt jeszcze nic nie napisał.
chat-mute = Wycisz przeciwnika
chat-muted = Wiadomości przeciwnika są ukryte w tej przeglądarce.
chat-report = Zgłoś
chat-report-confirm = Zgłosić ten czat? Partia i jej wiadomości zostaną zachowane, aby przeczytał je człowiek.
chat-reported = Zgłoszono: człowiek przeczyta ten czat.
chat-preset-hello = Cześć
chat-preset-good-luck = Powodzenia
chat-preset-have-fun = Miłej gry!
chat-preset-you-too = Nawzajem!
chat-preset-good-game = Dobra partia
chat-preset-well-played = Dobrze zagrane
chat-preset-thank-you = Dziękuję
chat-preset-gotta-go = Muszę iść
chat-preset-bye = Pa!
reports-title = Zgłoszone czaty
reports-hint = 100 najnowszych zgłoszeń, od najnowszego, każde z wiadomościami w chwili zgłoszenia.
reports-none = Nie zgłoszono żadnego czatu.
