# The site with no network: the page shown for pages that need it, and a
# same-device game's note about the analysis.
offline-title = You are offline
offline-text = This page needs the network. It opens again once your device is back online.
offline-local = Games on this device can still be started, played and kept without the network: the home page lists them.
offline-analysis = Offline: the analysis and the game review need the network. The game itself plays on.
