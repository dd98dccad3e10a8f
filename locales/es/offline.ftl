# The site with no network: the page shown for pages that need it, and a
# same-device game's note about the analysis.
offline-title = Estás sin conexión
offline-text = Esta página necesita la red. Se abrirá de nuevo cuando tu dispositivo vuelva a estar en línea.
offline-local = Las partidas en este dispositivo se pueden seguir empezando, jugando y guardando sin red: la página de inicio las muestra.
offline-analysis = Sin conexión: el análisis y la revisión de la partida necesitan la red. La partida sigue.
