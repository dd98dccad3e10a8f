# Regalia: je partijen terugvinden, uitnodigingen, fouten per code,
# computerniveaus, voorzetten en bevestigingen (Nederlands).

## Onbekende adressen
error-page-not-found = Op dit adres staat geen pagina. Misschien is de link verkeerd overgenomen of verouderd.

## Fouten die de server meldt, per code
error-code-bad-request = De server kon dit verzoek niet aannemen.
error-code-no-game = Deze partij bestaat hier niet. Misschien is de link onvolledig.
error-code-wrong-seat = Deze link hoort bij geen enkele plaats in deze partij. Controleer of hij helemaal gekopieerd is.
error-code-no-open-seat = Niemand kan nog meedoen aan deze partij: de plaats is bezet of de uitnodiging is gesloten.
error-code-conflict = Dat kan niet in de partij zoals die nu staat.
error-code-too-large = Het verzoek is te groot.
error-code-uri-too-long = Het gevraagde adres is te lang.
error-code-headers-too-large = Het verzoek heeft te veel of te lange headers.
error-code-unavailable = De server draagt deze partij net over. Probeer het zo meteen opnieuw.
error-code-unknown-address = Op dit adres staat niets.
error-code-bad-message = De server kon niet lezen wat deze pagina stuurde. Laad de pagina opnieuw.
error-code-not-your-turn = Je bent niet aan zet.
error-code-illegal-move = Deze zet is hier niet toegestaan.
error-code-stale-move = De partij ging verder voordat je zet aankwam. Kijk naar het bord en zet opnieuw.
error-code-not-a-player = Toeschouwers kunnen in deze partij niet meespelen.
error-code-not-playing = De partij is niet bezig: hij is nog niet begonnen of al afgelopen.
error-code-no-offer = Er is geen aanbod om op te antwoorden.
error-code-no-claim = Er is nu geen remise te claimen.
error-code-cannot-abort = De partij kan niet meer worden afgebroken.
error-code-cannot-takeback = Er is geen zet om terug te nemen.
error-code-not-claimable = Je tegenstander is nog niet lang genoeg weg om de winst te claimen.
error-code-rate-limited = Te veel verzoeken. Wacht een paar seconden en probeer het opnieuw.
error-code-unfinished-games = Je hebt al zoveel lopende partijen tegen de sterkste computer als één speler mag hebben. Speel er eerst een uit of breek er een af.
error-code-open-seeks = Je hebt al zoveel open uitdagingen als één speler mag hebben. Wacht op een tegenstander of trek er eerst een in.
error-code-open-invitations = Je hebt al zoveel onbeantwoorde uitnodigingen als één speler mag hebben. Wacht op een vriend of trek er eerst een in.
refusal-unfinished-games = { $count ->
    [one] Je hebt { $count } lopende partij tegen de computer op niveau { $level }: speel die eerst uit of breek hem af.
   *[other] Je hebt { $count } lopende partijen tegen de computer op niveau { $level }: speel er eerst een uit of breek er een af.
}
refusal-open-seeks = { $count ->
    [one] Je hebt { $count } uitdaging die op een tegenstander wacht: trek die in of wacht op een speler.
   *[other] Je hebt { $count } uitdagingen die op een tegenstander wachten: trek er een in of wacht op een speler.
}
refusal-open-invitations = { $count ->
    [one] Je hebt { $count } uitnodiging waarop nog niemand heeft gereageerd: trek die in of wacht op je vriend.
   *[other] Je hebt { $count } uitnodigingen waarop nog niemand heeft gereageerd: trek er een in of wacht op je vrienden.
}
refusal-game = Partij { $name }
error-code-storage = De server kon dit niet opslaan. Probeer het opnieuw.
error-code-bad-pgn = Deze partijtekst (PGN) kon niet worden gelezen.
error-code-unknown-variant = Dat spel wordt op deze site niet gespeeld.
error-code-no-puzzle = Die opgave bestaat hier niet.
error-code-bad-position = Deze stelling hoort niet bij dit spel. Controleer haar in de bordeditor.
error-code-position-over = In deze stelling zou de partij al voorbij zijn: er kan geen zet meer gespeeld worden.
error-code-bad-clock = Dit tempo wordt niet aangeboden: kies er een uit de lijst.
error-code-bad-level = De computer speelt op niveau 1 tot en met 8: kies er een.
error-code-too-many-moves = Deze partij heeft meer zetten dan de server in één keer naspeelt.
error-code-not-this-site = Alleen de eigen pagina’s van deze site kunnen hier verbinden.
error-code-name-length = Een naam heeft 3 tot 20 tekens.
error-code-name-characters = Een naam mag alleen letters, cijfers, _ en - bevatten.
error-code-name-reserved = Deze naam is gereserveerd. Kies een andere.
error-code-name-taken = Een andere speler heeft deze naam al. Kies een andere.
error-code-already-named = Deze browser speelt al onder een naam.
error-code-no-name = Alleen spelers met een naam kunnen dit. Kies eerst een naam.
error-code-no-player = Er is geen speler met deze naam.
error-code-wrong-key = Deze spelerssleutel werkt niet. Misschien is hij verkeerd overgenomen of vervangen door een nieuwere.
error-code-no-device = Dit apparaat is niet een van de jouwe.
error-code-rated-needs-clock = Een partij met rating heeft een klok nodig: kies een bedenktijd.
error-code-rated-not-computer = Partijen tegen de computer tellen nooit mee voor de rating.
error-code-out-of-range = Jouw rating valt buiten het bereik dat deze speler vroeg.
error-code-chat-empty = Het bericht is leeg.
error-code-chat-too-long = Een bericht heeft hoogstens 140 tekens.
error-code-chat-control = Een bericht mag geen regeleinden of andere stuurtekens bevatten.
error-code-chat-flood = Te veel berichten: hoogstens 4 in 10 seconden. Wacht even.
error-code-chat-repeated = Dat zei je net al.
error-code-chat-presets-only = In deze partij kunnen alleen de vaste berichten worden verstuurd.
error-code-chat-full = Deze chat is vol: er kunnen geen berichten meer worden bewaard voor deze partij.
error-code-not-finished = Alleen een afgelopen partij kan als GIF gedeeld worden.
error-code-no-arena = Geen arena heeft dit adres.
error-code-arena-length = Een arena duurt 10 tot 180 minuten.
error-code-arena-start = Een arena begint op zijn vroegst nu en op zijn laatst over 7 dagen.
error-code-arena-joined = Je doet al mee aan deze arena.
error-code-arena-over = Deze arena is voorbij.
error-code-not-in-arena = Je doet niet mee aan deze arena.
error-code-berserk-moved = Berserk kan alleen vóór je eerste zet.
error-code-not-arena = Berserk bestaat alleen in arenapartijen.
error-code-in-arena = Arenapartijen kennen geen terugnemen en geen revanche.
error-code-arena-limit = Je hebt voorlopig zoveel arena’s gemaakt als mag: wacht tot er een afloopt.
error-code-wrong-token = Dit token is geen (of niet langer een) token van deze site.
error-code-not-a-bot = Alleen een botaccount mag de bot-API gebruiken.
error-code-bot-account = Een botaccount kan dit niet: bots spelen alleen op uitdaging.
error-code-no-challenge = Er is geen open uitdaging met deze id voor jou.

## Jouw partijen (startpagina)
mine-title = Jouw partijen
mine-empty = Nog geen partij. Begin er hierboven een: die verschijnt dan hier.
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
    [white] jij speelt met wit
   *[black] jij speelt met zwart
}
mine-won = Gewonnen
mine-lost = Verloren
mine-drawn = Remise
mine-moves = { $count ->
    [0] nog geen zet
    [one] { $count } zet
   *[other] { $count } zetten
}

## Computerniveaus
level-1 = Beginner
level-2 = Nieuweling
level-3 = Recreatief
level-4 = Clubspeler
level-5 = Sterke clubspeler
level-6 = Expert
level-7 = Meester
level-8 = Sterkste
level-option = { $level } · { $name }
level-about = ongeveer { $rating }

## De uitnodigingspagina
challenge-title = Je bent uitgenodigd voor een partij: { $name }
challenge-clock = Bedenktijd: { $name }
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
share-text = Speel met me op Regalia: { $name }

## Titel van het tabblad
title-your-turn = Jij bent aan zet

## Antwoorden op aanbiedingen
offer-draw-declined = Je tegenstander heeft de remise afgeslagen.
offer-takeback-declined = Je tegenstander wil de zet niet terugnemen.
offer-rematch-declined = Je tegenstander heeft de revanche afgeslagen.

## Voorzetten
premove-queued = Voorzet { $move } wacht tot je aan zet bent. Rechtsklik of Escape annuleert hem.

## Lielow
lielow-losing-confirm = Met deze zet verlies je de partij. Toch spelen?
