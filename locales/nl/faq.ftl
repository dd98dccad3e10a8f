# Vragen over de site die elke spelregelpagina na haar eigen vragen beantwoordt, in deze volgorde.

faq-site-1-q = Hoe speel ik tegen een vriend?
faq-site-1-a = Kies op de startpagina ‘{ mode-friend }’ op de kaart van het spel en stuur de link naar je vriend. Wie hem het eerst opent, krijgt de andere plek en de partij begint. Boven de kaarten kun je eerst een klok kiezen.
faq-site-2-q = Kunnen we samen op dit apparaat spelen?
faq-site-2-a = Ja. Kies ‘{ mode-local }’: jullie delen één bord en zetten om de beurt. De partij blijft in deze browser, dus je kunt de pagina sluiten en later verder spelen vanaf de startpagina.
faq-site-3-q = Kan ik tegen de computer spelen?
faq-site-3-a = Ja, in elk spel. Kies ‘{ mode-ai }’, een niveau van 1 (een beginner kan winnen) tot 8 (volle sterkte) en je kleur, en begin.
faq-site-4-q = Welke regels gelden hier?
faq-site-4-a = Precies de regels op deze pagina, in elk soort partij. Waar andere sites of programma's afwijken, staat in het onderdeel ‘{ guide-heading-elsewhere }’ wat wij doen.
faq-site-5-q = Worden mijn partijen bewaard, en waar?
faq-site-5-a = Partijen tegen een vriend, de computer of iemand uit de lobby worden tijdens het spelen op deze server bewaard; je privélink brengt je terug naar de jouwe. Partijen op dit apparaat staan alleen in deze browser: wie de sitegegevens wist, wist ze ook. Elke partij kun je als PGN downloaden.
faq-site-6-q = Heb ik een account nodig?
faq-site-6-a = Nee. Je hoeft je nergens voor aan te melden: een cookie en je privélink naar de partij houden je plek vast. Bewaar de link als je vanuit een andere browser terug wilt komen.
