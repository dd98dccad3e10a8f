# Regalia: deine Partien, Einladungen, Fehler nach Code, Computerstufen,
# Vorzüge und Bestätigungen (Deutsch).

error-page-not-found = Unter dieser Adresse gibt es keine Seite. Der Link ist vielleicht falsch geschrieben oder veraltet.

error-code-bad-request = Der Server konnte diese Anfrage nicht annehmen.
error-code-no-game = Diese Partie gibt es hier nicht. Der Link ist vielleicht unvollständig.
error-code-wrong-seat = Dieser Link gehört zu keinem Platz dieser Partie. Prüfe, ob er vollständig kopiert wurde.
error-code-no-open-seat = Niemand kann dieser Partie mehr beitreten: Der Platz ist besetzt oder die Einladung geschlossen.
error-code-conflict = Das geht in der Partie, wie sie gerade steht, nicht.
error-code-too-large = Die Anfrage ist zu groß.
error-code-unavailable = Der Server übergibt diese Partie gerade. Versuche es gleich noch einmal.
error-code-unknown-address = Unter dieser Adresse gibt es nichts.
error-code-bad-message = Der Server konnte nicht lesen, was diese Seite geschickt hat. Lade die Seite neu.
error-code-not-your-turn = Du bist nicht am Zug.
error-code-illegal-move = Dieser Zug ist hier nicht erlaubt.
error-code-stale-move = Die Partie ging weiter, bevor dein Zug ankam. Sieh dir das Brett an und spiele erneut.
error-code-not-a-player = Zuschauer können in dieser Partie nicht spielen.
error-code-not-playing = Die Partie läuft nicht: Sie hat noch nicht begonnen oder ist vorbei.
error-code-no-offer = Es gibt kein Angebot zu beantworten.
error-code-no-claim = Im Moment kann kein Remis beansprucht werden.
error-code-cannot-abort = Die Partie kann nicht mehr abgebrochen werden.
error-code-cannot-takeback = Es gibt keinen Zug zum Zurücknehmen.
error-code-not-claimable = Dein Gegner ist noch nicht lange genug weg, um den Sieg zu beanspruchen.
error-code-rate-limited = Zu viele Anfragen. Warte ein paar Sekunden und versuche es erneut.
error-code-storage = Der Server konnte das nicht speichern. Versuche es erneut.

mine-title = Deine Partien
mine-empty = Noch keine Partie. Starte oben eine: Sie erscheint dann hier.
mine-finished-title = Beendet
mine-your-turn = Du bist am Zug
mine-their-turn = Gegner am Zug
mine-waiting = Wartet auf einen Gegner
mine-resume = Fortsetzen
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

level-1 = Anfänger
level-2 = Neuling
level-3 = Gelegenheitsspieler
level-4 = Vereinsspieler
level-5 = Starker Vereinsspieler
level-6 = Experte
level-7 = Meister
level-8 = Am stärksten
level-option = { $level } · { $name }

challenge-title = Einladung zum Spiel: { $name }
challenge-clock = Uhr: { $name }
challenge-color = { $color ->
    [white] Du würdest Weiß spielen.
    [black] Du würdest Schwarz spielen.
   *[random] Deine Farbe wird ausgelost.
}
challenge-accept = Annehmen
challenge-decline = Ablehnen
challenge-declined = Du hast diese Einladung abgelehnt. Wer sie geschickt hat, weiß Bescheid.
invite-declined = Deine Einladung wurde abgelehnt.
share-share = Teilen
share-text = Spiel mit mir auf Regalia: { $name }

title-your-turn = Du bist am Zug

offer-draw-declined = Dein Gegner hat das Remis abgelehnt.
offer-takeback-declined = Dein Gegner hat die Zugrücknahme abgelehnt.
offer-rematch-declined = Dein Gegner hat die Revanche abgelehnt.

premove-queued = Der Vorzug { $move } wartet auf deinen Zug. Rechtsklick oder Esc bricht ihn ab.

lielow-losing-confirm = Dieser Zug verliert die Partie. Trotzdem spielen?
