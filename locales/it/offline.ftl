# The site with no network: the page shown for pages that need it, and a
# same-device game's note about the analysis.
offline-title = Sei offline
offline-text = Questa pagina ha bisogno della rete. Si aprirà di nuovo quando il dispositivo tornerà online.
offline-local = Le partite su questo dispositivo si possono ancora iniziare, giocare e conservare senza rete: la pagina iniziale le elenca.
offline-analysis = Offline: l'analisi e la revisione della partita hanno bisogno della rete. La partita continua.
