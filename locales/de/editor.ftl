# Der Stellungseditor (/editor/{variant}) und die Worte der Regeln für
# Stellungen, die sich nicht spielen lassen (position-problem-<code>).

editor-title = { $game }: Stellung aufbauen
editor-link = Stellung aufbauen
editor-board-label = Stellungseditor
editor-palette-white = Weiße Figuren
editor-palette-black = Schwarze Figuren
editor-tools = Werkzeuge
editor-tool-move = Verschieben
editor-tool-erase = Entfernen
editor-tool-crown = Krone
editor-help = Wähle über oder unter dem Brett eine Figur und klicke auf Felder, um sie dorthin zu stellen (ein zweiter Klick nimmt sie wieder weg). Ziehe Figuren, um sie zu versetzen, oder vom Brett, um sie zu entfernen.
editor-help-lielow = Wähle über oder unter dem Brett einen Stapel und klicke auf Felder, um ihn dorthin zu stellen (ein zweiter Klick nimmt ihn wieder weg). Mit dem Kronenwerkzeug setzt du die Krone eines Spielers auf einen Stapel oder nimmst sie ab. Ziehe Stapel, um sie zu versetzen, oder vom Brett, um sie zu entfernen.
editor-turn = Am Zug
editor-castling = Rochaderechte
editor-castle-white-short = Weiß O-O
editor-castle-white-long = Weiß O-O-O
editor-castle-black-short = Schwarz O-O
editor-castle-black-long = Schwarz O-O-O
editor-en-passant = En-passant-Feld
editor-en-passant-none = Keines
editor-start = Grundstellung
editor-clear = Brett leeren
editor-fen = FEN
editor-position-text = Stellungstext
editor-load = Laden
editor-copied = Stellungstext kopiert
editor-checking = Stellung wird geprüft …
editor-valid = { $color ->
    [white] Gültige Stellung. Weiß am Zug.
   *[black] Gültige Stellung. Schwarz am Zug.
}
editor-in-check = { $color ->
    [white] Weiß steht im Schach.
   *[black] Schwarz steht im Schach.
}
editor-over = In dieser Stellung ist die Partie schon vorbei, also kann keine Partie von ihr ausgehen:
editor-invalid = Diese Stellung lässt sich nicht spielen:
editor-unreadable = Dieser Text ist keine Stellung dieses Spiels, darum wurde nichts geändert.
editor-play-title = Von dieser Stellung aus spielen
editor-analyse = Analysieren
editor-placed = Auf { $square }: { $piece }
editor-removed = { $square } geleert
editor-crowned = { $piece } auf { $square }
editor-chosen = Gewählt: { $piece }
editor-move-tool-chosen = Gewählt: Figuren verschieben
editor-erase-tool-chosen = Gewählt: Figuren entfernen
editor-crown-tool-chosen = Gewählt: einen Stapel krönen
editor-picked = Aufgenommen: { $piece } auf { $square }
editor-keyboard-help = Brett des Editors. Die Pfeiltasten bewegen den Cursor; Eingabe oder Leertaste wendet das gewählte Werkzeug auf dieses Feld an.

position-problem-malformed = Der Text lässt sich nicht als Stellung dieses Spiels lesen.
position-problem-empty-board = Das Brett ist leer.
position-problem-missing-king = { $color ->
    [white] Weiß hat keinen König.
   *[black] Schwarz hat keinen König.
}
position-problem-too-many-kings = { $color ->
    [white] Weiß hat mehr als einen König.
   *[black] Schwarz hat mehr als einen König.
}
position-problem-pawn-on-back-rank = Ein Bauer steht auf der ersten oder letzten Reihe.
position-problem-castling-rights = Ein Rochaderecht passt nicht zu den Königen und Türmen.
position-problem-en-passant-square = Kein Bauernzug kann dieses En-passant-Feld hinterlassen haben.
position-problem-opposite-check = Die Seite, die nicht am Zug ist, steht im Schach.
position-problem-impossible-check = Kein regelgerechter Zug kann dieses Schach gegeben haben.
position-problem-too-much-material = Eine Seite hat mehr Figuren, als Umwandlungen ergeben könnten.
position-problem-not-this-game = Das ist keine Stellung dieses Spiels.
position-problem-racing-kings-pawns = Racing Kings wird ohne Bauern gespielt.
position-problem-racing-kings-castling = In Racing Kings gibt es keine Rochade.
position-problem-racing-kings-check = Ein König steht im Schach, was in Racing Kings nie vorkommt.
position-problem-racing-kings-both-home = Beide Könige stehen auf der letzten Reihe und Schwarz ist am Zug: Der weiße König kam zuerst an, das Rennen wäre also schon vorbei.
position-problem-lielow-too-many-stacks = { $color ->
    [white] { $count ->
        [one] Weiß hat { $count } Stapel, mehr als die 8 vom Anfang.
       *[other] Weiß hat { $count } Stapel, mehr als die 8 vom Anfang.
    }
   *[black] { $count ->
        [one] Schwarz hat { $count } Stapel, mehr als die 8 vom Anfang.
       *[other] Schwarz hat { $count } Stapel, mehr als die 8 vom Anfang.
    }
}
position-problem-lielow-two-crowns = { $color ->
    [white] Weiß trägt zwei Kronen; jeder Spieler hat nur eine.
   *[black] Schwarz trägt zwei Kronen; jeder Spieler hat nur eine.
}
position-problem-lielow-lost-crown-worn = { $color ->
    [white] Die weiße Krone gilt als verloren, doch ein weißer Stapel trägt sie.
   *[black] Die schwarze Krone gilt als verloren, doch ein schwarzer Stapel trägt sie.
}
position-problem-lielow-captured-crown-turn = { $color ->
    [white] Die weiße Krone wurde geschlagen, also muss Weiß am Zug sein.
   *[black] Die schwarze Krone wurde geschlagen, also muss Schwarz am Zug sein.
}
position-problem-lielow-off-crown-turn = { $color ->
    [white] Weiß hat die eigene Krone vom Brett gezogen, also muss Schwarz am Zug sein.
   *[black] Schwarz hat die eigene Krone vom Brett gezogen, also muss Weiß am Zug sein.
}
position-problem-lielow-no-stacks = { $color ->
    [white] Weiß hat keinen Stapel mehr; der letzte Stapel eines Spielers trägt immer die Krone.
   *[black] Schwarz hat keinen Stapel mehr; der letzte Stapel eines Spielers trägt immer die Krone.
}
position-problem-lielow-crown-not-on-tallest = { $color ->
    [white] Der höchste weiße Stapel (auf { $square }, Höhe { $height }) muss die Krone tragen.
   *[black] Der höchste schwarze Stapel (auf { $square }, Höhe { $height }) muss die Krone tragen.
}
position-problem-lielow-grown-without-crown = { $color ->
    [white] Weiß hat keine Krone, doch sein Stapel auf { $square } hat die Höhe { $height }: Der erste Stapel, der wächst, bekommt immer die Krone.
   *[black] Schwarz hat keine Krone, doch sein Stapel auf { $square } hat die Höhe { $height }: Der erste Stapel, der wächst, bekommt immer die Krone.
}
