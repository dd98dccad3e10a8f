# Regalia: hitta dina partier igen, inbjudningar, fel med kod, datorns
# nivåer, förhandsdrag och bekräftelser (svenska).

## Okända adresser
error-page-not-found = Det finns ingen sida på den här adressen. Länken kan vara felskriven eller inaktuell.

## Fel som servern rapporterar, per kod
error-code-bad-request = Servern kunde inte ta emot den här begäran.
error-code-no-game = Det finns inget sådant parti här. Länken kan vara ofullständig.
error-code-wrong-seat = Den här länken hör inte till någon plats i partiet. Kontrollera att hela länken kopierades.
error-code-no-open-seat = Ingen kan längre gå med i partiet: platsen är tagen eller inbjudan stängd.
error-code-conflict = Det går inte i partiet som det står nu.
error-code-too-large = Begäran är för stor.
error-code-uri-too-long = Den begärda adressen är för lång.
error-code-headers-too-large = Begäran har för många eller för långa rubrikrader.
error-code-unavailable = Servern håller på att flytta partiet. Försök igen om en stund.
error-code-unknown-address = Det finns ingenting på den här adressen.
error-code-bad-message = Servern kunde inte läsa det sidan skickade. Ladda om sidan.
error-code-not-your-turn = Det är inte din tur.
error-code-illegal-move = Draget är inte tillåtet här.
error-code-stale-move = Partiet hann gå vidare innan ditt drag kom fram. Titta på brädet och spela igen.
error-code-not-a-player = Åskådare kan inte spela i partiet.
error-code-not-playing = Partiet pågår inte: det har inte börjat eller är slut.
error-code-no-offer = Det finns inget erbjudande att svara på.
error-code-no-claim = Det finns ingen remi att kräva just nu.
error-code-cannot-abort = Partiet kan inte längre avbrytas.
error-code-cannot-takeback = Det finns inget drag att ta tillbaka.
error-code-not-claimable = Din motståndare har inte varit borta länge nog för att du ska kunna kräva vinst.
error-code-rate-limited = För många förfrågningar. Vänta några sekunder och försök igen.
error-code-unfinished-games = Du har redan så många pågående partier mot den starkaste datorn som en spelare får ha. Spela klart eller avbryt ett först.
error-code-open-seeks = Du har redan så många öppna utmaningar som en spelare får ha. Vänta på en motståndare eller ta bort en först.
error-code-open-invitations = Du har redan så många obesvarade inbjudningar som en spelare får ha. Vänta på en vän eller ta bort en först.
refusal-unfinished-games = { $count ->
    [one] Du har { $count } pågående parti mot datorn på nivå { $level }: spela klart eller avbryt det först.
   *[other] Du har { $count } pågående partier mot datorn på nivå { $level }: spela klart eller avbryt ett först.
}
refusal-open-seeks = { $count ->
    [one] Du har { $count } utmaning som väntar på en motståndare: ta bort den eller vänta på en spelare.
   *[other] Du har { $count } utmaningar som väntar på en motståndare: ta bort en eller vänta på en spelare.
}
refusal-open-invitations = { $count ->
    [one] Du har { $count } inbjudan som ingen har svarat på än: ta bort den eller vänta på din vän.
   *[other] Du har { $count } inbjudningar som ingen har svarat på än: ta bort en eller vänta på dina vänner.
}
refusal-game = Parti { $name }
error-code-storage = Servern kunde inte spara det. Försök igen.
error-code-bad-pgn = Den här partitexten (PGN) gick inte att läsa.
error-code-unknown-variant = Det spelet finns inte på den här webbplatsen.
error-code-no-puzzle = Den uppgiften finns inte här.
error-code-bad-position = Ställningen hör inte till det här spelet. Kontrollera den i brädeditorn.
error-code-position-over = Partiet vore redan slut i den här ställningen: inget drag kan göras.
error-code-bad-clock = Den betänketiden erbjuds inte: välj en ur listan.
error-code-bad-level = Datorn spelar på nivå 1 till 8: välj en av dem.
error-code-too-many-moves = Partiet har fler drag än servern spelar upp på en gång.
error-code-not-this-site = Bara den här webbplatsens egna sidor kan ansluta hit.
error-code-name-length = Ett namn har 3 till 20 tecken.
error-code-name-characters = Ett namn får bara innehålla bokstäver, siffror, _ och -.
error-code-name-reserved = Det här namnet är reserverat. Välj ett annat.
error-code-name-taken = En annan spelare har redan det här namnet. Välj ett annat.
error-code-already-named = Den här webbläsaren spelar redan under ett namn.
error-code-no-name = Bara spelare med namn kan göra detta. Välj ett namn först.
error-code-no-player = Det finns ingen spelare med det här namnet.
error-code-wrong-key = Den här spelarnyckeln fungerar inte. Den kan vara felskriven eller ersatt av en nyare.
error-code-no-device = Den här enheten är inte en av dina.
error-code-rated-needs-clock = Ett rankat parti behöver en klocka: välj en betänketid.
error-code-rated-not-computer = Partier mot datorn är aldrig rankade.
error-code-out-of-range = Din rating ligger utanför det intervall den här spelaren bad om.
error-code-chat-empty = Meddelandet är tomt.
error-code-chat-too-long = Ett meddelande har högst 140 tecken.
error-code-chat-control = Ett meddelande får inte innehålla radbrytningar eller andra styrtecken.
error-code-chat-flood = För många meddelanden: högst 4 på 10 sekunder. Vänta en stund.
error-code-chat-repeated = Det sa du nyss.
error-code-chat-presets-only = I det här partiet kan bara de färdiga fraserna skickas.
error-code-chat-full = Chatten är full: inga fler meddelanden kan sparas i det här partiet.
error-code-not-finished = Bara ett avslutat parti kan delas som GIF.
error-code-no-arena = Ingen arena har den här adressen.
error-code-arena-length = En arena varar 10 till 180 minuter.
error-code-arena-start = En arena börjar tidigast nu och senast om 7 dagar.
error-code-arena-joined = Du är redan med i den här arenan.
error-code-arena-over = Den här arenan är slut.
error-code-not-in-arena = Du är inte med i den här arenan.
error-code-berserk-moved = Bärsärk går bara före ditt första drag.
error-code-not-arena = Bärsärk finns bara i arenapartier.
error-code-in-arena = Arenapartier har inga ångrade drag och inga returpartier.
error-code-arena-limit = Du har skapat så många arenor som du får för tillfället: vänta tills en är slut.
error-code-wrong-token = Den här token är inte (längre) en token för den här webbplatsen.
error-code-not-a-bot = Bara ett botkonto får använda bot-API:t.
error-code-bot-account = Ett botkonto kan inte göra detta: botar spelar bara på utmaning.
error-code-no-challenge = Det finns ingen öppen utmaning med detta id till dig.

## Dina partier (startsidan)
mine-title = Dina partier
mine-empty = Inga partier än. Starta ett ovan så visas det här.
mine-finished-title = Avslutade
mine-your-turn = Din tur
mine-their-turn = Motståndarens tur
mine-waiting = Väntar på en motståndare
mine-resume = Fortsätt
mine-view = Visa
mine-vs-computer = mot datorn, { $name }
mine-vs-friend = mot en vän
mine-vs-seek = mot en motståndare från lobbyn
mine-same-device = på den här enheten
mine-you-play = { $color ->
    [white] du spelar vit
   *[black] du spelar svart
}
mine-won = Vinst
mine-lost = Förlust
mine-drawn = Remi
mine-moves = { $count ->
    [0] inget drag än
    [one] { $count } drag
   *[other] { $count } drag
}

## Datorns nivåer
level-1 = Nybörjare
level-2 = Lätt
level-3 = Avslappnad
level-4 = Klubbspelare
level-5 = Stark klubbspelare
level-6 = Expert
level-7 = Mästare
level-8 = Starkast
level-option = { $level } · { $name }
level-about = cirka { $rating }

## Inbjudningssidan
challenge-title = Du är inbjuden att spela: { $name }
challenge-clock = Klocka: { $name }
challenge-color = { $color ->
    [white] Du skulle spela vit.
    [black] Du skulle spela svart.
   *[random] Din färg lottas.
}
challenge-accept = Anta
challenge-decline = Tacka nej
challenge-declined = Du tackade nej till inbjudan. Den som skickade den har fått veta det.
invite-declined = Din inbjudan avböjdes.
share-share = Dela
share-text = Spela med mig på Regalia: { $name }

## Flikens titel
title-your-turn = Din tur

## Svar på erbjudanden
offer-draw-declined = Din motståndare tackade nej till remi.
offer-takeback-declined = Din motståndare tackade nej till att ta tillbaka draget.
offer-rematch-declined = Din motståndare tackade nej till returparti.

## Förhandsdrag
premove-queued = Förhandsdraget { $move } väntar på din tur. Högerklicka eller tryck Esc för att ångra det.

## Lielow
lielow-losing-confirm = Det här draget förlorar partiet. Spela det ändå?
