# The site with no network: the page shown for pages that need it, and a
# same-device game's note about the analysis.
offline-title = Немає підключення до мережі
offline-text = Цій сторінці потрібна мережа. Вона відкриється знову, щойно пристрій буде в мережі.
offline-local = Партії на цьому пристрої й далі можна починати, грати та зберігати без мережі: їх перелічено на головній сторінці.
offline-analysis = Немає мережі: аналізу й розбору партії потрібна мережа. Сама партія триває.
