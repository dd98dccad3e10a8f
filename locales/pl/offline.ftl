# The site with no network: the page shown for pages that need it, and a
# same-device game's note about the analysis.
offline-title = Jesteś offline
offline-text = Ta strona potrzebuje sieci. Otworzy się znowu, gdy urządzenie wróci do sieci.
offline-local = Partie na tym urządzeniu można nadal zaczynać, rozgrywać i zachowywać bez sieci: strona główna je wymienia.
offline-analysis = Offline: analiza i przegląd partii potrzebują sieci. Sama partia toczy się dalej.
