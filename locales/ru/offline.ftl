# The site with no network: the page shown for pages that need it, and a
# same-device game's note about the analysis.
offline-title = Нет подключения к сети
offline-text = Этой странице нужна сеть. Она откроется снова, когда устройство снова будет в сети.
offline-local = Партии на этом устройстве по-прежнему можно начинать, играть и сохранять без сети: они перечислены на главной странице.
offline-analysis = Нет сети: анализу и разбору партии нужна сеть. Сама партия продолжается.
