# Vragen over de site: elke spelregeluitleg beantwoordt ze na de eigen vragen, in deze volgorde.

faq-site-1-q = Hoe speel ik tegen een vriend?
faq-site-1-a = Kies op de startpagina ‘{ mode-friend }’ op de kaart van het spel en stuur de link naar je vriend. Wie hem het eerst opent, neemt de andere plaats in en de partij begint. Je kunt eerst boven de kaarten een bedenktijd kiezen.
faq-site-2-q = Kunnen we samen op dit apparaat spelen?
faq-site-2-a = Ja. Kies ‘{ mode-local }’: jullie delen één bord en zetten om de beurt. De partij blijft in deze browser, dus je kunt de pagina sluiten en later verdergaan vanaf de startpagina.
faq-site-3-q = Kan ik tegen de computer spelen?
faq-site-3-a = Ja, in elk spel. Kies ‘{ mode-ai }’, kies een niveau van 1 (een beginner kan winnen) tot 8 (volle sterkte) en je kleur, en begin.
faq-site-4-q = Welke regels gelden hier?
faq-site-4-a = Precies de regels op deze pagina, in elke soort partij. Waar andere sites of programma's het anders doen, staat in het onderdeel ‘{ guide-heading-elsewhere }’ wat wij doen.
faq-site-5-q = Worden mijn partijen bewaard, en waar?
faq-site-5-a = Partijen tegen een vriend, de computer of iemand uit de lobby worden tijdens het spelen op deze server bewaard; met je privélink kom je bij de jouwe terug. Partijen op dit apparaat staan alleen in deze browser: wis je de sitegegevens, dan zijn ze weg. Elke partij kun je als PGN downloaden.
faq-site-6-q = Heb ik een account nodig?
faq-site-6-a = Nee. Je hoeft je nergens voor aan te melden: een cookie en de privélink van je partij houden je plaats vast. Bewaar de link als je vanuit een andere browser terug wilt komen.
