# The site with no network: the page shown for pages that need it, and a
# same-device game's note about the analysis.
offline-title = Çevrimdışısınız
offline-text = Bu sayfa ağa ihtiyaç duyuyor. Cihazınız yeniden çevrimiçi olduğunda tekrar açılır.
offline-local = Bu cihazdaki oyunlar ağ olmadan da başlatılabilir, oynanabilir ve saklanabilir: ana sayfa onları listeler.
offline-analysis = Çevrimdışı: analiz ve oyun incelemesi ağa ihtiyaç duyar. Oyunun kendisi sürüyor.
