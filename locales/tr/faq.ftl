# Her kural sayfasının kendi sorularından sonra, bu sırayla yanıtladığı site soruları.

faq-site-1-q = Bir arkadaşımla nasıl oynarım?
faq-site-1-a = Ana sayfada oyunun kartında “{ mode-friend }” seçeneğini seç ve bağlantıyı arkadaşına gönder. Bağlantıyı ilk açan diğer yeri alır ve oyun başlar. Kartların üstünden önce bir süre seçebilirsin.
faq-site-2-q = Bu cihazda yan yana oynayabilir miyiz?
faq-site-2-a = Evet. “{ mode-local }” seçeneğini seç: Tek bir tahtayı paylaşır, sırayla hamle yaparsınız. Oyun bu tarayıcıda kalır; sayfayı kapatıp daha sonra ana sayfadan devam edebilirsin.
faq-site-3-q = Bilgisayara karşı oynayabilir miyim?
faq-site-3-a = Evet, her oyunda. “{ mode-ai }” seçeneğini seç, 1 (yeni başlayan biri kazanabilir) ile 8 (tam güç) arasında bir seviye ve rengini belirle, sonra başlat.
faq-site-4-q = Burada hangi kurallar geçerli?
faq-site-4-a = Her tür oyunda tam olarak bu sayfadaki kurallar. Başka sitelerin ya da programların farklı davrandığı yerlerde, “{ guide-heading-elsewhere }” bölümü bizim ne yaptığımızı anlatır.
faq-site-5-q = Oyunlarım kaydediliyor mu, nereye?
faq-site-5-a = Bir arkadaşa, bilgisayara ya da lobiden birine karşı oynanan oyunlar oynandıkça bu sunucuda saklanır; sana özel bağlantın seni kendi oyununa geri getirir. Bu cihazdaki oyunlar yalnızca bu tarayıcıda tutulur: Tarayıcının site verilerini silersen onlar da silinir. Her oyun PGN olarak indirilebilir.
faq-site-6-q = Hesap gerekiyor mu?
faq-site-6-a = Hayır. Kaydolman gereken hiçbir şey yok: Bir çerez ve sana özel oyun bağlantın yerini korur. Başka bir tarayıcıdan dönmek istersen bağlantıyı sakla.
