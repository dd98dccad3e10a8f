# The site with no network: the page shown for pages that need it, and a
# same-device game's note about the analysis.
offline-title = Du är offline
offline-text = Den här sidan behöver nätverket. Den öppnas igen när din enhet är uppkopplad.
offline-local = Partier på den här enheten kan fortfarande startas, spelas och sparas utan nätverk: startsidan listar dem.
offline-analysis = Offline: analysen och partigenomgången behöver nätverket. Själva partiet fortsätter.
