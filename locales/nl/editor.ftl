# De stellingeditor (/editor/{variant}) en de woorden van de regels voor
# stellingen die niet gespeeld kunnen worden (position-problem-<code>).

editor-title = { $game }: een stelling opzetten
editor-link = Een stelling opzetten
editor-board-label = Stellingeditor
editor-palette-white = Witte stukken
editor-palette-black = Zwarte stukken
editor-tools = Gereedschap
editor-tool-move = Verplaatsen
editor-tool-erase = Weghalen
editor-tool-crown = Kroon
editor-help = Kies een stuk boven of onder het bord en klik op velden om het daar te zetten (nog een klik haalt het weg). Sleep stukken om ze te verplaatsen, of van het bord af om ze weg te halen.
editor-help-lielow = Kies een stapel boven of onder het bord en klik op velden om hem daar te zetten (nog een klik haalt hem weg). Met het kroongereedschap zet je de kroon van een speler op een stapel of haal je hem eraf. Sleep stapels om ze te verplaatsen, of van het bord af om ze weg te halen.
editor-turn = Aan zet
editor-castling = Rokaderechten
editor-castle-white-short = Wit O-O
editor-castle-white-long = Wit O-O-O
editor-castle-black-short = Zwart O-O
editor-castle-black-long = Zwart O-O-O
editor-en-passant = En-passantveld
editor-en-passant-none = Geen
editor-start = Beginstelling
editor-clear = Bord leegmaken
editor-fen = FEN
editor-position-text = Stellingtekst
editor-load = Laden
editor-copied = Stellingtekst gekopieerd
editor-checking = Stelling wordt gecontroleerd…
editor-valid = { $color ->
    [white] Geldige stelling. Wit aan zet.
   *[black] Geldige stelling. Zwart aan zet.
}
editor-in-check = { $color ->
    [white] Wit staat schaak.
   *[black] Zwart staat schaak.
}
editor-over = In deze stelling is de partij al voorbij, dus er kan geen partij van uitgaan:
editor-invalid = Deze stelling kan niet gespeeld worden:
editor-unreadable = Die tekst is geen stelling van dit spel, dus er is niets veranderd.
editor-play-title = Spelen vanuit deze stelling
editor-analyse = Analyseren
editor-placed = Op { $square }: { $piece }
editor-removed = { $square } leeggemaakt
editor-crowned = { $piece } op { $square }
editor-chosen = Gekozen: { $piece }
editor-move-tool-chosen = Gekozen: stukken verplaatsen
editor-erase-tool-chosen = Gekozen: stukken weghalen
editor-crown-tool-chosen = Gekozen: een stapel kronen
editor-picked = Opgepakt: { $piece } op { $square }
editor-keyboard-help = Bord van de editor. De pijltjestoetsen verplaatsen de cursor; Enter of spatie gebruikt het gekozen gereedschap op dat veld.

position-problem-malformed = De tekst is niet te lezen als een stelling van dit spel.
position-problem-empty-board = Het bord is leeg.
position-problem-missing-king = { $color ->
    [white] Wit heeft geen koning.
   *[black] Zwart heeft geen koning.
}
position-problem-too-many-kings = { $color ->
    [white] Wit heeft meer dan één koning.
   *[black] Zwart heeft meer dan één koning.
}
position-problem-pawn-on-back-rank = Er staat een pion op de eerste of de laatste rij.
position-problem-castling-rights = Een rokaderecht klopt niet met de koningen en torens.
position-problem-en-passant-square = Geen pionzet kan dit en-passantveld hebben achtergelaten.
position-problem-opposite-check = De kant die niet aan zet is, staat schaak.
position-problem-impossible-check = Geen reglementaire zet kan dit schaak hebben gegeven.
position-problem-too-much-material = Een kant heeft meer stukken dan promoties zouden kunnen opleveren.
position-problem-not-this-game = Dit is geen stelling van dit spel.
position-problem-racing-kings-pawns = Racing Kings wordt zonder pionnen gespeeld.
position-problem-racing-kings-castling = Racing Kings kent geen rokade.
position-problem-racing-kings-check = Een koning staat schaak, en dat gebeurt in Racing Kings nooit.
position-problem-racing-kings-both-home = Beide koningen staan op de laatste rij en Zwart is aan zet: de witte koning kwam eerst aan, dus de race zou al voorbij zijn.
position-problem-lielow-too-many-stacks = { $color ->
    [white] { $count ->
        [one] Wit heeft { $count } stapel, meer dan de 8 van het begin.
       *[other] Wit heeft { $count } stapels, meer dan de 8 van het begin.
    }
   *[black] { $count ->
        [one] Zwart heeft { $count } stapel, meer dan de 8 van het begin.
       *[other] Zwart heeft { $count } stapels, meer dan de 8 van het begin.
    }
}
position-problem-lielow-two-crowns = { $color ->
    [white] Wit draagt twee kronen; elke speler heeft er maar één.
   *[black] Zwart draagt twee kronen; elke speler heeft er maar één.
}
position-problem-lielow-lost-crown-worn = { $color ->
    [white] De witte kroon staat als verloren genoteerd, maar een witte stapel draagt hem.
   *[black] De zwarte kroon staat als verloren genoteerd, maar een zwarte stapel draagt hem.
}
position-problem-lielow-captured-crown-turn = { $color ->
    [white] De witte kroon is geslagen, dus Wit moet aan zet zijn.
   *[black] De zwarte kroon is geslagen, dus Zwart moet aan zet zijn.
}
position-problem-lielow-off-crown-turn = { $color ->
    [white] Wit heeft zijn eigen kroon van het bord gezet, dus Zwart moet aan zet zijn.
   *[black] Zwart heeft zijn eigen kroon van het bord gezet, dus Wit moet aan zet zijn.
}
position-problem-lielow-no-stacks = { $color ->
    [white] Wit heeft geen stapels meer; de laatste stapel van een speler draagt altijd de kroon.
   *[black] Zwart heeft geen stapels meer; de laatste stapel van een speler draagt altijd de kroon.
}
position-problem-lielow-crown-not-on-tallest = { $color ->
    [white] De hoogste witte stapel (op { $square }, hoogte { $height }) moet de kroon dragen.
   *[black] De hoogste zwarte stapel (op { $square }, hoogte { $height }) moet de kroon dragen.
}
position-problem-lielow-grown-without-crown = { $color ->
    [white] Wit heeft geen kroon, maar zijn stapel op { $square } heeft hoogte { $height }: de eerste stapel die groeit, krijgt altijd de kroon.
   *[black] Zwart heeft geen kroon, maar zijn stapel op { $square } heeft hoogte { $height }: de eerste stapel die groeit, krijgt altijd de kroon.
}
