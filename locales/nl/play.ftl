# Regalia: je partijen, uitnodigingen, fouten per code, computerniveaus,
# voorzetten en bevestigingen (Nederlands).

error-page-not-found = Op dit adres staat geen pagina. De link is misschien verkeerd getypt of verouderd.

error-code-bad-request = De server kon dit verzoek niet aannemen.
error-code-no-game = Deze partij bestaat hier niet. De link is misschien onvolledig.
error-code-wrong-seat = Deze link hoort bij geen enkele plaats in deze partij. Controleer of hij helemaal is gekopieerd.
error-code-no-open-seat = Niemand kan nog meedoen aan deze partij: de plaats is bezet of de uitnodiging is gesloten.
error-code-conflict = Dat kan niet in de partij zoals die nu staat.
error-code-too-large = Het verzoek is te groot.
error-code-unavailable = De server draagt deze partij over. Probeer het zo meteen opnieuw.
error-code-unknown-address = Op dit adres staat niets.
error-code-bad-message = De server kon niet lezen wat deze pagina stuurde. Laad de pagina opnieuw.
error-code-not-your-turn = Je bent niet aan zet.
error-code-illegal-move = Deze zet is hier niet toegestaan.
error-code-stale-move = De partij ging verder voordat je zet aankwam. Kijk naar het bord en speel opnieuw.
error-code-not-a-player = Toeschouwers kunnen in deze partij niet spelen.
error-code-not-playing = De partij is niet bezig: ze is nog niet begonnen of al afgelopen.
error-code-no-offer = Er is geen aanbod om op te antwoorden.
error-code-no-claim = Er valt nu geen remise te claimen.
error-code-cannot-abort = De partij kan niet meer worden afgebroken.
error-code-cannot-takeback = Er is geen zet om terug te nemen.
error-code-not-claimable = Je tegenstander is nog niet lang genoeg weg om de winst te claimen.
error-code-rate-limited = Te veel verzoeken. Wacht een paar seconden en probeer het opnieuw.
error-code-storage = De server kon dit niet opslaan. Probeer het opnieuw.

mine-title = Je partijen
mine-empty = Nog geen partijen. Begin er hierboven een: die verschijnt dan hier.
mine-finished-title = Afgelopen
mine-your-turn = Jij bent aan zet
mine-their-turn = Tegenstander aan zet
mine-waiting = Wacht op een tegenstander
mine-resume = Verder spelen
mine-view = Bekijken
mine-vs-computer = tegen de computer, { $name }
mine-vs-friend = tegen een vriend
mine-vs-seek = tegen een tegenstander uit de lobby
mine-same-device = op dit apparaat
mine-you-play = { $color ->
    [white] je speelt wit
   *[black] je speelt zwart
}
mine-won = Gewonnen
mine-lost = Verloren
mine-drawn = Remise
mine-moves = { $count ->
    [0] nog geen zet
    [one] { $count } zet
   *[other] { $count } zetten
}

level-1 = Beginner
level-2 = Nieuweling
level-3 = Recreant
level-4 = Clubspeler
level-5 = Sterke clubspeler
level-6 = Expert
level-7 = Meester
level-8 = Sterkst
level-option = { $level } · { $name }

challenge-title = Uitnodiging om te spelen: { $name }
challenge-clock = Klok: { $name }
challenge-color = { $color ->
    [white] Je zou met wit spelen.
    [black] Je zou met zwart spelen.
   *[random] Je kleur wordt geloot.
}
challenge-accept = Aannemen
challenge-decline = Afslaan
challenge-declined = Je hebt deze uitnodiging afgeslagen. Wie hem stuurde, weet het nu.
invite-declined = Je uitnodiging is afgeslagen.
share-share = Delen
share-text = Speel met mij op Regalia: { $name }

title-your-turn = Jij bent aan zet

offer-draw-declined = Je tegenstander heeft de remise afgeslagen.
offer-takeback-declined = Je tegenstander wil de zet niet terugnemen.
offer-rematch-declined = Je tegenstander heeft de revanche afgeslagen.

premove-queued = Voorzet { $move } wacht op jouw beurt. Rechtsklik of Esc annuleert hem.

lielow-losing-confirm = Met deze zet verlies je de partij. Toch spelen?
