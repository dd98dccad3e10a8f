# Regalia: Arenen (Turniere): die Liste, das Formular zum Anlegen, die Seite
# einer Arena, der Kasten auf der Partieseite und die Zeile der Startseite (Deutsch).

## Kopfzeile
nav-arenas = Arenen

## Die Liste (/tournaments)
arena-list-title = Arenen
arena-list-intro = Spiel so viele Partien, wie du kannst, bevor die Zeit abläuft. Ein Sieg bringt 2 Punkte, ein Remis 1; zwei Siege in Folge bringen dich in Fahrt, und deine Siege zählen doppelt. Zuschauen darf jeder; mitspielen kann, wer einen Namen hat.
arena-upcoming = Beginnen bald
arena-running = Laufen gerade
arena-finished = Beendet
arena-none = Gerade keine Arena in diesem Spiel.
arena-by-link = Per Link
arena-winner = Sieger: { $name }
arena-players = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
arena-minutes = { $number } Min.
arena-starts-countdown = Beginnt in { $clock }
arena-ends-countdown = Endet in { $clock }
arena-over = Beendet
arena-loading = Wird geladen…

## Eine Arena anlegen
arena-create-title = Eine Arena anlegen
arena-create-intro = Wähle Spiel, Bedenkzeit und Dauer und teile dann den Link zur Seite der Arena.
arena-need-name = Um eine Arena anzulegen oder mitzuspielen, brauchst du einen Namen.
arena-game = Spiel
arena-clock = Bedenkzeit
arena-length = Dauer
arena-starts-in = Beginn
arena-in-minutes = in { $number } Min.
arena-at-once = Sofort
arena-rated = Gewertet
arena-private = Nur für Leute mit dem Link
arena-create = Arena anlegen
arena-error-length = Eine Arena dauert 10 bis 180 Minuten.
arena-error-start = Wähle, wann die Arena beginnt.

## Eine Arena (/tournament/{id})
arena-title = Arena
arena-of-game = Arena: { $game }
arena-not-found = Diese Arena gibt es nicht.
arena-join = Mitspielen
arena-resume = Wieder mitspielen
arena-pause = Pause
arena-withdraw = Aussteigen
arena-take-name = Nimm einen Namen, um mitzuspielen
arena-standings = Tabelle
arena-rank = Platz
arena-player = Spieler
arena-rating = Wertung
arena-sheet = Partien
arena-score = Punkte
arena-on-fire = In Fahrt: Der nächste Sieg zählt doppelt
arena-paused = pausiert
arena-empty = Noch spielt niemand mit.
arena-pages = Seiten der Tabelle
arena-previous = Zurück
arena-next = Weiter
arena-page = Seite { $number } von { $total }
arena-find-me = Meine Zeile zeigen
arena-game-starting = Deine Partie beginnt…
arena-game-on = Du hast eine laufende Partie.
arena-go-to-game = Zu deiner Partie
arena-featured-title = Ausgewählte Partie
arena-watch = Zuschauen
arena-podium-title = Siegertreppchen
arena-points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}
arena-close = Schließen
arena-no-games = Noch keine Partie.
arena-games-count = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}
arena-performance = Leistung { $number }
arena-summary-title = Zusammenfassung
arena-summary-games = Partien
arena-summary-white = Siege von Weiß
arena-summary-black = Siege von Schwarz
arena-summary-draws = Remis
arena-summary-berserk = Berserk-Anteil
arena-summary-rating = Durchschnittliche Wertung
arena-how-title = So funktioniert es
arena-how = Sobald deine Partie endet, wartest du ein paar Sekunden und bekommst einen neuen Gegner, der in der Tabelle nahe bei dir steht. Ein Sieg bringt 2 Punkte, ein Remis 1, eine Niederlage 0. Nach zwei Siegen in Folge bist du in Fahrt: Ein Sieg bringt 4 und ein Remis 2, bis du eine Partie nicht gewinnst. Ein Remis in weniger als 10 Zügen bringt nichts. Berserk halbiert deine eigene Bedenkzeit für einen Punkt mehr, wenn du nach mindestens 7 Zügen gewinnst. Mit Pause wirst du nicht mehr gepaart; deine Punkte bleiben.

## Partieseite und Startseite
arena-back = Zurück zur Arena
arena-berserk = Berserk
arena-berserk-hint = Halbiere deine Bedenkzeit (ohne Inkrement) für einen Punkt mehr, wenn du gewinnst
arena-returning = Gleich geht es zurück in die Arena, zu deiner nächsten Partie…
arena-home-next = Nächste Arena ({ $game }) in { $number } Min.
arena-home-all = Alle Arenen
