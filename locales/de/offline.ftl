# The site with no network: the page shown for pages that need it, and a
# same-device game's note about the analysis.
offline-title = Du bist offline
offline-text = Diese Seite braucht das Netz. Sie öffnet sich wieder, sobald dein Gerät online ist.
offline-local = Partien auf diesem Gerät lassen sich weiterhin ohne Netz beginnen, spielen und speichern: die Startseite listet sie auf.
offline-analysis = Offline: Analyse und Partiebesprechung brauchen das Netz. Die Partie selbst geht weiter.
