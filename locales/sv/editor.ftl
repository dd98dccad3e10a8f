# Ställningsredigeraren (/editor/{variant}) och reglernas ord för
# ställningar som inte går att spela (position-problem-<code>).

editor-title = { $game }: ställ upp en ställning
editor-link = Ställ upp en ställning
editor-board-label = Ställningsredigerare
editor-palette-white = Vita pjäser
editor-palette-black = Svarta pjäser
editor-tools = Verktyg
editor-tool-move = Flytta
editor-tool-erase = Ta bort
editor-tool-crown = Krona
editor-help = Välj en pjäs ovanför eller under brädet och klicka på rutor för att ställa den där (ett klick till tar bort den). Dra pjäser för att flytta dem, eller av brädet för att ta bort dem.
editor-help-lielow = Välj en stapel ovanför eller under brädet och klicka på rutor för att ställa den där (ett klick till tar bort den). Kronverktyget sätter en spelares krona på en stapel eller tar av den. Dra staplar för att flytta dem, eller av brädet för att ta bort dem.
editor-turn = Vem drar
editor-castling = Rätt att rockera
editor-castle-white-short = Vit O-O
editor-castle-white-long = Vit O-O-O
editor-castle-black-short = Svart O-O
editor-castle-black-long = Svart O-O-O
editor-en-passant = En passant-ruta
editor-en-passant-none = Ingen
editor-start = Utgångsställning
editor-clear = Töm brädet
editor-fen = FEN
editor-position-text = Ställningstext
editor-load = Läs in
editor-copied = Ställningstexten kopierad
editor-checking = Ställningen kontrolleras…
editor-valid = { $color ->
    [white] Giltig ställning. Vit drar.
   *[black] Giltig ställning. Svart drar.
}
editor-in-check = { $color ->
    [white] Vit står i schack.
   *[black] Svart står i schack.
}
editor-over = Partiet är redan slut i den här ställningen, så inget parti kan börja från den:
editor-invalid = Den här ställningen går inte att spela:
editor-unreadable = Den texten är ingen ställning i det här spelet, så inget ändrades.
editor-play-title = Spela från den här ställningen
editor-analyse = Analysera
editor-placed = På { $square }: { $piece }
editor-removed = { $square } tömd
editor-crowned = { $piece } på { $square }
editor-chosen = Valt: { $piece }
editor-move-tool-chosen = Valt: flytta pjäser
editor-erase-tool-chosen = Valt: ta bort pjäser
editor-crown-tool-chosen = Valt: kröna en stapel
editor-picked = Upplyft: { $piece } på { $square }
editor-keyboard-help = Redigerarens bräde. Piltangenterna flyttar markören; Enter eller mellanslag använder det valda verktyget på rutan.

position-problem-malformed = Texten går inte att läsa som en ställning i det här spelet.
position-problem-empty-board = Brädet är tomt.
position-problem-missing-king = { $color ->
    [white] Vit har ingen kung.
   *[black] Svart har ingen kung.
}
position-problem-too-many-kings = { $color ->
    [white] Vit har mer än en kung.
   *[black] Svart har mer än en kung.
}
position-problem-pawn-on-back-rank = En bonde står på första eller sista raden.
position-problem-castling-rights = En rockadrätt stämmer inte med kungarna och tornen.
position-problem-en-passant-square = Inget bondedrag kan ha lämnat den här en passant-rutan.
position-problem-opposite-check = Sidan som inte är vid draget står i schack.
position-problem-impossible-check = Inget lagligt drag kan ha gett den här schacken.
position-problem-too-much-material = En sida har fler pjäser än förvandlingar skulle kunna ge.
position-problem-not-this-game = Det här är ingen ställning i det här spelet.
position-problem-racing-kings-pawns = Racing Kings spelas utan bönder.
position-problem-racing-kings-castling = Racing Kings har ingen rockad.
position-problem-racing-kings-check = En kung står i schack, vilket aldrig händer i Racing Kings.
position-problem-racing-kings-both-home = Båda kungarna står på sista raden och Svart drar: den vita kungen kom fram först, så loppet skulle redan vara över.
position-problem-lielow-too-many-stacks = { $color ->
    [white] { $count ->
        [one] Vit har { $count } stapel, fler än de 8 från början.
       *[other] Vit har { $count } staplar, fler än de 8 från början.
    }
   *[black] { $count ->
        [one] Svart har { $count } stapel, fler än de 8 från början.
       *[other] Svart har { $count } staplar, fler än de 8 från början.
    }
}
position-problem-lielow-two-crowns = { $color ->
    [white] Vit bär två kronor; varje spelare har bara en.
   *[black] Svart bär två kronor; varje spelare har bara en.
}
position-problem-lielow-lost-crown-worn = { $color ->
    [white] Vits krona är markerad som förlorad, men en vit stapel bär den.
   *[black] Svarts krona är markerad som förlorad, men en svart stapel bär den.
}
position-problem-lielow-captured-crown-turn = { $color ->
    [white] Vits krona har slagits, så det måste vara Vit som drar.
   *[black] Svarts krona har slagits, så det måste vara Svart som drar.
}
position-problem-lielow-off-crown-turn = { $color ->
    [white] Vit flyttade sin egen krona av brädet, så det måste vara Svart som drar.
   *[black] Svart flyttade sin egen krona av brädet, så det måste vara Vit som drar.
}
position-problem-lielow-no-stacks = { $color ->
    [white] Vit har inga staplar kvar; en spelares sista stapel bär alltid kronan.
   *[black] Svart har inga staplar kvar; en spelares sista stapel bär alltid kronan.
}
position-problem-lielow-crown-not-on-tallest = { $color ->
    [white] Vits högsta stapel (på { $square }, höjd { $height }) måste bära kronan.
   *[black] Svarts högsta stapel (på { $square }, höjd { $height }) måste bära kronan.
}
position-problem-lielow-grown-without-crown = { $color ->
    [white] Vit har ingen krona, men dess stapel på { $square } har höjden { $height }: den första stapeln som växer får alltid kronan.
   *[black] Svart har ingen krona, men dess stapel på { $square } har höjden { $height }: den första stapeln som växer får alltid kronan.
}
