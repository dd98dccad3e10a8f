# The site with no network: the page shown for pages that need it, and a
# same-device game's note about the analysis.
offline-title = Vous êtes hors ligne
offline-text = Cette page a besoin du réseau. Elle s'ouvrira de nouveau dès que votre appareil sera en ligne.
offline-local = Les parties sur cet appareil peuvent toujours être commencées, jouées et gardées sans réseau : la page d'accueil les liste.
offline-analysis = Hors ligne : l'analyse et la revue de partie ont besoin du réseau. La partie elle-même continue.
