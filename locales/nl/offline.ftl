# The site with no network: the page shown for pages that need it, and a
# same-device game's note about the analysis.
offline-title = Je bent offline
offline-text = Deze pagina heeft het netwerk nodig. Ze opent weer zodra je apparaat online is.
offline-local = Partijen op dit apparaat kun je nog steeds zonder netwerk beginnen, spelen en bewaren: de startpagina toont ze.
offline-analysis = Offline: de analyse en de partijbespreking hebben het netwerk nodig. De partij zelf gaat door.
