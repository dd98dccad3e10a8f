# Regalia: Seiten, Schaltflächen und Meldungen des Clients (Deutsch).

## Rahmen
site-description = Spiele King of the Hill, Racing Kings, Lielow und Schach im Browser, ganz ohne Konto.
site-skip = Zum Hauptinhalt springen
site-beta = Beta
site-beta-title = Regalia ist neu: Sag uns, was nicht funktioniert.
nav-label = Hauptmenü
nav-play = Spielen
nav-rules = Regeln
nav-stats = Statistik
lang-label = Sprache
lang-apply = Wechseln
footer-tagline = Schachvarianten ohne Konto

## Fehler
error-not-found-title = Seite nicht gefunden
error-no-such-game = Diese Partie gibt es hier nicht. Vielleicht ist der Link unvollständig.
error-back-home = Zurück zur Startseite
error-network = Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es noch einmal.
error-generic = Etwas ist schiefgelaufen: { $name }

## Spiele
game-kingofthehill = King of the Hill
game-kingofthehill-blurb = Schach mit einem zusätzlichen Weg zum Sieg: Bring deinen König auf eines der vier Zentrumsfelder.
game-racingkings = Racing Kings
game-racingkings-blurb = Schachgebote sind verboten: Der König, der zuerst die letzte Reihe erreicht, gewinnt das Rennen.
game-lielow = Lielow
game-lielow-blurb = Steinstapel, die so weit ziehen, wie sie hoch sind. Schlag die gegnerische Krone.
game-chess = Schach
game-chess-blurb = Das klassische Spiel mit allen Regeln, die du kennst.

## Startseite
home-page-title = Schachvarianten spielen
home-title = Schachvarianten spielen, ganz ohne Konto
home-intro = Wähle ein Spiel und spiele dann auf diesem Gerät, schick einem Freund einen Link, tritt gegen den Computer an oder warte in der Lobby auf einen Gegner.
home-games-title = Spiele
home-counts-loading = Suche nach Spielern…
home-players-online = { $count ->
    [0] Gerade spielt niemand
    [one] Ein Spieler online
   *[other] { $count } Spieler online
}
home-rooms-waiting = { $count ->
    [0] Keine wartende Partie
    [one] { $count } wartende Partie
   *[other] { $count } wartende Partien
}
home-clock-label = Bedenkzeit für Partien per Link oder in der Lobby (Minuten + Sekunden pro Zug)
clock-unlimited = Ohne Uhr
mode-local = Auf diesem Gerät spielen
mode-friend = Gegen einen Freund (Link)
mode-ai = Gegen den Computer
mode-seek = Herausforderung eröffnen
ai-level = Stufe
ai-color = Deine Farbe
ai-start = Partie starten
color-white = Weiß
color-black = Schwarz
color-random = Zufällig
card-rules = So wird gespielt
lobby-title = Offene Herausforderungen
lobby-intro = Spieler, die auf einen Gegner warten. Ein Klick genügt zum Mitspielen.
lobby-loading = Lobby wird geladen…
lobby-empty = Keine offenen Herausforderungen. Eröffne eine, dann kann der nächste Besucher gegen dich spielen.
lobby-join = Mitspielen
lobby-cancel = Zurückziehen
lobby-yours = Deine Herausforderung: Warte auf einen Gegner…
lobby-seek-of = { $name }: { $color }
lobby-anonymous = Anonym
local-title = Deine Partien auf diesem Gerät
local-empty = Auf diesem Gerät läuft keine Partie.
local-resume = Weiterspielen
local-delete = Löschen
local-moves = { $count ->
    [0] noch nicht begonnen
    [one] { $count } Zug
   *[other] { $count } Züge
}
local-finished = beendet
local-delete-confirm = Diese Partie endgültig löschen?

## Partieseite
game-page-title = Partie
local-page-title = Partie auf diesem Gerät
game-board-label = Brett
game-needs-script = Das Brett braucht JavaScript. Schalte es in deinem Browser ein, um zu spielen.
game-connection = Verbindung
game-promote = Umwandeln in
game-flip = Brett drehen
game-off-board = Vom Brett ziehen
game-sound = Töne an oder aus
game-accept = Annehmen
game-decline = Ablehnen
game-moves = Züge
game-nav = Durch die Partie blättern
game-nav-first = Ausgangsstellung
game-nav-prev = Vorheriger Zug
game-nav-next = Nächster Zug
game-nav-last = Aktuelle Stellung
game-input-label = Zug eingeben
game-input-placeholder = e2e4, Nf3, a2-off
game-input-help = Koordinaten (e2e4), algebraische Notation mit englischen Buchstaben (Nf3 für Sf3) oder Lielow (a2-off). Mit Enter ziehen.
game-input-play = Ziehen
game-abort = Abbrechen
game-resign = Aufgeben
game-offer-draw = Remis anbieten
game-claim-threefold = Remis beanspruchen (dreifache Wiederholung)
game-claim-fifty = Remis beanspruchen (50-Züge-Regel)
game-takeback = Zug zurücknehmen
game-rematch = Revanche
game-claim-victory = Sieg beanspruchen (dein Gegner ist weg)
game-new-local = Neue Partie
game-delete-local = Diese Partie löschen
game-pgn = PGN herunterladen
game-rules-link = Regeln dieses Spiels
game-loading = Partie wird geladen…
game-your-turn = Du bist am Zug
game-their-turn = Warte auf deinen Gegner
game-turn = { $color ->
    [white] Weiß am Zug
   *[black] Schwarz am Zug
}
game-you-are = Du spielst { $color ->
    [white] Weiß
   *[black] Schwarz
}
game-spectating = Du schaust bei dieser Partie zu
game-waiting-opponent = Warte, bis dein Freund den Link öffnet
game-waiting-seek = Deine Herausforderung steht in der Lobby. Die Partie beginnt, sobald jemand mitspielt.
game-ai-thinking = Der Computer denkt nach…
game-ai-busy = { $count ->
    [one] Der Computer denkt nach… (ausgelastet: { $count } Partie vor deiner)
   *[other] Der Computer denkt nach… (ausgelastet: { $count } Partien vor deiner)
}
game-ai-name = Computer, Stufe { $level }
game-you = Du
game-opponent = Gegner
game-white = Weiß
game-black = Schwarz
game-online = online
game-offline = offline
game-reconnecting = Verbindung wird wiederhergestellt…
page-fault = Auf dieser Seite ist etwas schiefgelaufen. Lade sie neu, um weiterzumachen.
game-draw-offered = Dein Gegner bietet Remis an.
game-draw-offer-sent = Remis angeboten. Warte auf eine Antwort.
game-takeback-offered = Dein Gegner möchte den letzten Zug zurücknehmen.
game-takeback-offered-two = Dein Gegner möchte zwei Züge zurücknehmen: deinen letzten Zug und seinen davor.
game-takeback-sent = Zurücknahme erbeten. Warte auf eine Antwort.
game-rematch-offered = Dein Gegner möchte eine Revanche.
game-rematch-sent = Revanche angeboten. Warte auf eine Antwort.
game-resign-confirm = Diese Partie aufgeben?
game-illegal-move = { $move } ist hier kein regelgerechter Zug.
game-move-unconfirmed = vom Server noch nicht bestätigt
race-illegal-move = { $move } ist hier kein regelgerechter Zug. Bei Racing Kings darf kein Zug Schach bieten, und kein König darf auf ein angegriffenes Feld ziehen.
race-black-may-draw = Weiß hat die letzte Reihe erreicht: Schwarz hat einen Zug, um sie ebenfalls zu erreichen und remis zu machen.
game-unknown-move = „{ $move }“ ist kein Zug. Versuche e2e4, Nf3 oder a2-off.
game-viewing-past = Du siehst eine frühere Stellung. Geh zur aktuellen Stellung, um zu ziehen.
game-moved = { $color ->
    [white] Weiß zog { $move }
   *[black] Schwarz zog { $move }
}
game-lielow-stack = { $color ->
    [white] Weißer Stapel der Höhe { $count }
   *[black] Schwarzer Stapel der Höhe { $count }
}
game-lielow-crown = gekrönt
game-promote-queen = Dame
game-promote-rook = Turm
game-promote-bishop = Läufer
game-promote-knight = Springer
game-promote-king = König
game-promote-cancel = Abbrechen
game-position = Stellung
game-piece-pawn = Bauer
share-title = Einen Freund einladen
share-hint = Schick diesen Link an deinen Gegner. Wer ihn zuerst öffnet, bekommt den Platz.
share-copy = Kopieren
share-copied = Kopiert
share-watch-title = Link für Zuschauer
join-text = In dieser Partie ist ein Platz frei.
join-button = Platz einnehmen und spielen

## Ergebnisse
result-white-wins = Weiß gewinnt
result-black-wins = Schwarz gewinnt
result-draw = Remis
result-aborted = Partie abgebrochen
reason-checkmate = { $color ->
    [white] Weiß hat Schwarz mattgesetzt
   *[black] Schwarz hat Weiß mattgesetzt
}
reason-stalemate = Patt
reason-insufficient-material = Keine Seite kann mehr mattsetzen
reason-hill = { $color ->
    [white] Der weiße König hat den Hügel erreicht
   *[black] Der schwarze König hat den Hügel erreicht
}
reason-race = { $color ->
    [white] Der weiße König hat das Rennen zur letzten Reihe gewonnen
   *[black] Der schwarze König hat das Rennen zur letzten Reihe gewonnen
}
reason-race-draw = Beide Könige haben die letzte Reihe erreicht
reason-crown-captured = { $color ->
    [white] Weiß hat die schwarze Krone geschlagen
   *[black] Schwarz hat die weiße Krone geschlagen
}
reason-crown-off-board = { $color ->
    [white] Der gekrönte schwarze Stapel hat das Brett verlassen
   *[black] Der gekrönte weiße Stapel hat das Brett verlassen
}
reason-resignation = { $color ->
    [white] Schwarz hat aufgegeben
   *[black] Weiß hat aufgegeben
}
reason-timeout = { $color ->
    [white] Schwarz hat die Zeit überschritten
   *[black] Weiß hat die Zeit überschritten
}
reason-agreement = Remis durch Einigung
reason-threefold = Remis durch dreifache Stellungswiederholung
reason-fifty-moves = Remis nach der 50-Züge-Regel
reason-abandoned = { $color ->
    [white] Schwarz hat die Partie verlassen
   *[black] Weiß hat die Partie verlassen
}
reason-aborted = Die Partie wurde abgebrochen, bevor sie richtig begann

## Regelseiten (Rahmen um guides.ftl)
guide-diagram-label = Die Ausgangsstellung
guide-diagram-caption = Die Ausgangsstellung
guide-other-games = Weitere Spiele
guide-back-fallback = Zurück zu deiner Partie

## Statistik
stats-title = Statistik
stats-intro = Ergebnisse aller beendeten Partien auf diesem Server.
stats-loading = Partien werden gezählt…
stats-games = { $count ->
    [0] Noch keine beendete Partie
    [one] { $count } beendete Partie
   *[other] { $count } beendete Partien
}
stats-results = Ergebnisse
stats-white-wins = Siege Weiß
stats-black-wins = Siege Schwarz
stats-share = { $label }: { $number } ({ $percent })
stats-draws = Remis
stats-endings = Wie die Partien endeten
stats-nothing = Spiel eine Partie, dann erscheint sie hier.
ending-checkmate = Schachmatt
ending-stalemate = Patt
ending-insufficient-material = Ungenügendes Material
ending-hill = König auf dem Hügel
ending-race = König gewann das Rennen
ending-race-draw = Beide Könige auf der letzten Reihe
ending-crown-captured = Krone geschlagen
ending-crown-off-board = Krone hat das Brett verlassen
ending-resignation = Aufgabe
ending-timeout = Zeit abgelaufen
ending-agreement = Remis vereinbart
ending-threefold = Dreifache Wiederholung
ending-fifty-moves = 50-Züge-Regel
ending-abandoned = Partie verlassen
ending-aborted = Abgebrochen

## Why a move is not legal (after “…is not legal here:”).
why-not-a-move = „{ $move }“ lässt sich nicht als Zug lesen.
why-game-over = die Partie ist schon zu Ende.
why-no-piece = keine Figur der Seite am Zug kann diesen Zug machen.
why-ambiguous = mehr als eine Figur kann diesen Zug machen — gib an, welche (etwa Nbd2).
why-in-check = der König steht im Schach, und dieser Zug hebt das Schach nicht auf.
why-pinned = diese Figur ist gefesselt — zöge sie, stünde der eigene König im Schach.
why-king-attacked = der König darf nicht auf ein Feld ziehen, das die andere Seite angreift.
why-hill-attacked = dieses Zentrumsfeld wird angegriffen, also darf der König es nicht betreten.
why-gives-check = { $move } würde Schach bieten, und das verbietet Racing Kings.
why-castling = eine Rochade ist jetzt nicht möglich.
why-not-this-way = dieser Stapel kann so nicht ziehen.
game-illegal-why = { $move } ist hier nicht regelgerecht: { $why }

## TV (/tv)
tv-title = TV
tv-intro = Die laufende Partie der am höchsten bewerteten Spieler, live. Wenn sie endet, geht das TV zur nächsten.
tv-all = Alle Spiele
tv-channels = TV-Kanäle
tv-empty = Hier spielt gerade niemand. Das TV zeigt die nächste Partie, sobald eine beginnt.
home-tv = Die beste laufende Partie im TV ansehen
