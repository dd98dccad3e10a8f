# Regalia: eigene Partien wiederfinden, Einladungen, Fehler nach Code,
# Computerstufen, Vorauszüge und Rückfragen (Deutsch).

## Unbekannte Adressen
error-page-not-found = Unter dieser Adresse gibt es keine Seite. Vielleicht ist der Link falsch geschrieben oder veraltet.

## Fehler, die der Server meldet, nach Code
error-code-bad-request = Der Server konnte diese Anfrage nicht annehmen.
error-code-no-game = Diese Partie gibt es hier nicht. Vielleicht ist der Link unvollständig.
error-code-wrong-seat = Dieser Link gehört zu keinem Platz in dieser Partie. Prüfe, ob er vollständig kopiert wurde.
error-code-no-open-seat = Dieser Partie kann niemand mehr beitreten: Der Platz ist vergeben oder die Einladung geschlossen.
error-code-conflict = Das geht in der Partie, so wie sie steht, nicht.
error-code-too-large = Die Anfrage ist zu groß.
error-code-uri-too-long = Die angefragte Adresse ist zu lang.
error-code-headers-too-large = Die Anfrage hat zu viele oder zu lange Kopfzeilen.
error-code-unavailable = Der Server übergibt diese Partie gerade. Versuch es gleich noch einmal.
error-code-unknown-address = Unter dieser Adresse gibt es nichts.
error-code-bad-message = Der Server konnte nicht lesen, was diese Seite geschickt hat. Lade die Seite neu.
error-code-not-your-turn = Du bist nicht am Zug.
error-code-illegal-move = Dieser Zug ist hier nicht erlaubt.
error-code-stale-move = Die Partie ist weitergegangen, bevor dein Zug ankam. Sieh dir das Brett an und zieh noch einmal.
error-code-not-a-player = Zuschauer können in dieser Partie nicht mitspielen.
error-code-not-playing = Die Partie läuft nicht: Sie hat noch nicht begonnen oder ist vorbei.
error-code-no-offer = Es gibt kein Angebot, auf das du antworten könntest.
error-code-no-claim = Im Moment gibt es kein Remis zu beanspruchen.
error-code-cannot-abort = Die Partie kann nicht mehr abgebrochen werden.
error-code-cannot-takeback = Es gibt keinen Zug, der zurückgenommen werden könnte.
error-code-not-claimable = Dein Gegner ist noch nicht lange genug weg, um den Sieg zu beanspruchen.
error-code-rate-limited = Zu viele Anfragen. Warte ein paar Sekunden und versuch es noch einmal.
error-code-unfinished-games = Du hast schon so viele laufende Partien gegen den stärksten Computer, wie ein Spieler haben darf. Beende oder brich zuerst eine ab.
error-code-open-seeks = Du hast schon so viele offene Herausforderungen, wie ein Spieler haben darf. Warte auf einen Gegner oder zieh zuerst eine zurück.
error-code-open-invitations = Du hast schon so viele unbeantwortete Einladungen, wie ein Spieler haben darf. Warte auf einen Freund oder zieh zuerst eine zurück.
refusal-unfinished-games = { $count ->
    [one] Du hast { $count } laufende Partie gegen den Computer auf Stufe { $level }: Beende sie oder brich sie zuerst ab.
   *[other] Du hast { $count } laufende Partien gegen den Computer auf Stufe { $level }: Beende zuerst eine oder brich eine ab.
}
refusal-open-seeks = { $count ->
    [one] Du hast { $count } Herausforderung, die auf einen Gegner wartet: Zieh sie zurück oder warte auf einen Spieler.
   *[other] Du hast { $count } Herausforderungen, die auf einen Gegner warten: Zieh eine zurück oder warte auf einen Spieler.
}
refusal-open-invitations = { $count ->
    [one] Du hast { $count } Einladung, auf die noch niemand geantwortet hat: Zieh sie zurück oder warte auf deinen Freund.
   *[other] Du hast { $count } Einladungen, auf die noch niemand geantwortet hat: Zieh eine zurück oder warte auf deine Freunde.
}
refusal-game = Partie { $name }
error-code-storage = Der Server konnte das nicht speichern. Versuch es noch einmal.
error-code-bad-pgn = Dieser Partietext (PGN) konnte nicht gelesen werden.
error-code-unknown-variant = Dieses Spiel gibt es auf dieser Seite nicht.
error-code-no-puzzle = Diese Aufgabe gibt es hier nicht.
error-code-bad-position = Diese Stellung ist keine Stellung dieses Spiels. Prüfe sie im Brett-Editor.
error-code-position-over = In dieser Stellung wäre die Partie schon vorbei: Es ist kein Zug mehr möglich.
error-code-bad-clock = Diese Bedenkzeit wird nicht angeboten: Wähle eine aus der Liste.
error-code-bad-level = Der Computer spielt auf den Stufen 1 bis 8: Wähle eine davon.
error-code-too-many-moves = Diese Partie hat mehr Züge, als der Server auf einmal nachspielt.
error-code-not-this-site = Nur die Seiten dieser Website können sich hier verbinden.
error-code-name-length = Ein Name hat 3 bis 20 Zeichen.
error-code-name-characters = Ein Name darf nur Buchstaben, Ziffern, _ und - enthalten.
error-code-name-reserved = Dieser Name ist reserviert. Wähle einen anderen.
error-code-name-taken = Ein anderer Spieler hat diesen Namen schon. Wähle einen anderen.
error-code-already-named = Dieser Browser spielt schon unter einem Namen.
error-code-no-name = Das können nur Spieler mit Namen. Wähle zuerst einen Namen.
error-code-no-player = Es gibt keinen Spieler mit diesem Namen.
error-code-wrong-key = Dieser Spielerschlüssel funktioniert nicht. Vielleicht ist er falsch kopiert oder wurde durch einen neueren ersetzt.
error-code-no-device = Dieses Gerät gehört nicht zu deinen.
error-code-rated-needs-clock = Eine gewertete Partie braucht eine Uhr: Wähle eine Bedenkzeit.
error-code-rated-not-computer = Partien gegen den Computer werden nie gewertet.
error-code-out-of-range = Deine Wertung liegt außerhalb des Bereichs, den dieser Spieler gewählt hat.
error-code-chat-empty = Die Nachricht ist leer.
error-code-chat-too-long = Eine Nachricht hat höchstens 140 Zeichen.
error-code-chat-control = Eine Nachricht darf keine Zeilenumbrüche oder anderen Steuerzeichen enthalten.
error-code-chat-flood = Zu viele Nachrichten: höchstens 4 in 10 Sekunden. Warte einen Moment.
error-code-chat-repeated = Das hast du gerade schon gesagt.
error-code-chat-presets-only = In dieser Partie können nur die vorgegebenen Nachrichten gesendet werden.
error-code-chat-full = Dieser Chat ist voll: Für diese Partie können keine weiteren Nachrichten aufbewahrt werden.
error-code-not-finished = Nur eine beendete Partie kann als GIF geteilt werden.
error-code-no-arena = Keine Arena hat diese Adresse.
error-code-arena-length = Eine Arena dauert 10 bis 180 Minuten.
error-code-arena-start = Eine Arena beginnt frühestens jetzt und spätestens in 7 Tagen.
error-code-arena-joined = Du spielst schon in dieser Arena mit.
error-code-arena-over = Diese Arena ist vorbei.
error-code-not-in-arena = Du spielst nicht in dieser Arena mit.
error-code-berserk-moved = Berserk geht nur vor deinem ersten Zug.
error-code-not-arena = Berserk gibt es nur in Arena-Partien.
error-code-in-arena = Arena-Partien kennen keine Zugrücknahme und keine Revanche.
error-code-arena-limit = Du hast vorerst so viele Arenen erstellt, wie du darfst: Warte, bis eine endet.
error-code-wrong-token = Dieses Token ist kein (oder kein gültiges) Token dieser Seite mehr.
error-code-not-a-bot = Nur ein Bot-Konto darf die Bot-API nutzen.
error-code-bot-account = Ein Bot-Konto kann das nicht: Bots spielen nur auf Herausforderung.
error-code-no-challenge = Es gibt keine offene Herausforderung mit dieser Kennung für dich.

## Deine Partien (Startseite)
mine-title = Deine Partien
mine-empty = Noch keine Partie. Starte oben eine, dann erscheint sie hier.
mine-finished-title = Beendet
mine-your-turn = Du bist am Zug
mine-their-turn = Dein Gegner ist am Zug
mine-waiting = Wartet auf einen Gegner
mine-resume = Weiterspielen
mine-view = Ansehen
mine-vs-computer = gegen den Computer, { $name }
mine-vs-friend = gegen einen Freund
mine-vs-seek = gegen einen Gegner aus der Lobby
mine-same-device = auf diesem Gerät
mine-you-play = { $color ->
    [white] du spielst Weiß
   *[black] du spielst Schwarz
}
mine-won = Gewonnen
mine-lost = Verloren
mine-drawn = Remis
mine-moves = { $count ->
    [0] noch kein Zug
    [one] { $count } Zug
   *[other] { $count } Züge
}

## Computerstufen
level-1 = Anfänger
level-2 = Neuling
level-3 = Gelegenheitsspieler
level-4 = Vereinsspieler
level-5 = Starker Vereinsspieler
level-6 = Experte
level-7 = Meister
level-8 = Stärkste Stufe
level-option = { $level } · { $name }
level-about = etwa { $rating }

## Die Einladungsseite
challenge-title = Du bist zu einer Partie { $name } eingeladen
challenge-clock = Bedenkzeit: { $name }
challenge-color = { $color ->
    [white] Du würdest Weiß spielen.
    [black] Du würdest Schwarz spielen.
   *[random] Deine Farbe wird ausgelost.
}
challenge-accept = Annehmen
challenge-decline = Ablehnen
challenge-declined = Du hast diese Einladung abgelehnt. Wer sie geschickt hat, weiß jetzt Bescheid.
invite-declined = Deine Einladung wurde abgelehnt.
share-share = Teilen
share-text = Spiel mit mir auf Regalia: { $name }

## Titel im Tab
title-your-turn = Du bist am Zug

## Antworten auf Angebote
offer-draw-declined = Dein Gegner hat das Remis abgelehnt.
offer-takeback-declined = Dein Gegner hat die Zugrücknahme abgelehnt.
offer-rematch-declined = Dein Gegner hat die Revanche abgelehnt.

## Vorauszüge
premove-queued = Der Vorauszug { $move } wartet, bis du am Zug bist. Rechtsklick oder Escape hebt ihn auf.

## Lielow
lielow-losing-confirm = Mit diesem Zug verlierst du die Partie. Trotzdem ziehen?
