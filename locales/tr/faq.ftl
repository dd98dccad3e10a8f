# Site hakkında sorular: her kural rehberi bunları kendi sorularından sonra, bu sırayla yanıtlar.

faq-site-1-q = Bir arkadaşımla nasıl oynarım?
faq-site-1-a = Ana sayfada oyunun kartında “{ mode-friend }” seçeneğini seçin ve bağlantıyı arkadaşınıza gönderin. Bağlantıyı ilk açan kişi diğer yeri alır ve oyun başlar. Önce kartların üstünden bir süre seçebilirsiniz.
faq-site-2-q = Bu cihazda yan yana oynayabilir miyiz?
faq-site-2-a = Evet. “{ mode-local }” seçeneğini seçin: Tek bir tahtayı paylaşır, sırayla hamle yaparsınız. Oyun bu tarayıcıda kalır; sayfayı kapatıp daha sonra ana sayfadan devam edebilirsiniz.
faq-site-3-q = Bilgisayara karşı oynayabilir miyim?
faq-site-3-a = Evet, her oyunda. “{ mode-ai }” seçeneğini seçin, 1 (yeni başlayan biri kazanabilir) ile 8 (tam güç) arasında bir seviye ve renginizi belirleyip başlayın.
faq-site-4-q = Burada hangi kurallar geçerli?
faq-site-4-a = Her tür oyunda tam olarak bu sayfadaki kurallar. Başka sitelerin ya da programların farklı davrandığı yerlerde, “{ guide-heading-elsewhere }” bölümü bizim ne yaptığımızı anlatır.
faq-site-5-q = Oyunlarım kaydediliyor mu, nereye?
faq-site-5-a = Bir arkadaşa, bilgisayara ya da lobiden birine karşı oynanan oyunlar, oynandıkça bu sunucuda saklanır; size özel bağlantınız sizi kendi oyunlarınıza geri getirir. Bu cihazdaki oyunlar yalnızca bu tarayıcıda tutulur: tarayıcının site verilerini silmek onları da siler. Her oyun PGN olarak indirilebilir.
faq-site-6-q = Hesap açmam gerekiyor mu?
faq-site-6-a = Hayır. Kaydolmanız gereken hiçbir şey yok: bir çerez ve oyununuza özel bağlantı yerinizi korur. Başka bir tarayıcıdan dönmek isterseniz bağlantıyı saklayın.
