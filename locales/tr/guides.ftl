## Kural rehberleri: Tepenin Kralı, Şahlar Yarışı, Lielow ve satranç.
## Yalnızca düz metin; yapıyı sayfa şablonu ekler.

## Ortak başlıklar

guide-heading-card = Bir bakışta
guide-heading-setup = Başlangıç dizilişi
guide-heading-moves = Hamleler ve taş alma
guide-heading-win = Nasıl kazanılır
guide-heading-draws = Beraberlik
guide-heading-special = Özel kurallar
guide-heading-differences = Satrançtan farkları
guide-heading-elsewhere = Bizim kurallarımız ve diğer siteler
guide-heading-history = Tarihçe
guide-heading-faq = Yeni başlayanların soruları
guide-diff-topic = Konu
guide-diff-chess = Satranç
guide-diff-this-game = Bu oyun
guide-back-to-game = Oyuna dön
guide-play-now = Hemen oyna
guide-index-title = Kural rehberleri
guide-index-intro = Regalia'daki her oyun nasıl oynanır: başlangıç dizilişi, hamleler, nasıl kazanılacağı ve kurallarımızın başka yerlerde görmüş olabileceğinizden ayrıldığı birkaç ayrıntı.

## Tepenin Kralı

guide-kingofthehill-title = Tepenin Kralı
guide-kingofthehill-tagline = Kazanmak için ikinci bir yolu olan satranç: şahınızı dört merkez karesinden birine çıkarın.

guide-kingofthehill-setup-1 = Oyun, diyagramda görülen olağan satranç dizilişiyle başlar. İlk hamleyi Beyaz yapar.
guide-kingofthehill-setup-2 = Tepe, tahtanın ortasındaki dört karedir: d4, e4, d5 ve e5.

guide-kingofthehill-moves-1 = Bütün taşlar tam olarak satrançtaki gibi hareket eder ve taş alır. Rok, geçerken alma ve terfi her zamanki gibi işler.
guide-kingofthehill-moves-2 = Satrançta olduğu gibi şah hiçbir zaman tehdit altındaki bir kareye gidemez, şah altında kalamaz; şah altındayken, tehdit altındaki bir kareden geçerek ya da böyle bir kareye varacak şekilde de rok yapamaz. Tepe bir istisna değildir: rakip bir taşın tehdit ettiği tepe karesi, şahınızın gidebileceği bir kare değildir.

guide-kingofthehill-win-1 = Şahınızı dört tepe karesinden herhangi birine çıkarırsanız anında kazanırsınız. Şah oraya sıradan bir adımla ya da tepede duran bir rakip taşı alarak varabilir. Rakibiniz karşılık veremez.
guide-kingofthehill-win-2 = Mat da satrançta olduğu gibi kazandırır.

guide-kingofthehill-draws-1 = Pat beraberliktir: sırası gelen oyuncunun yasal bir hamlesi yoktur ve şah altında değildir.
guide-kingofthehill-draws-2 = Sırası gelen oyuncu, mevcut konum üçüncü kez ortaya çıktığında (aynı taşlar aynı karelerde, sıra aynı oyuncuda, rok ve geçerken alma olanakları aynı) ya da iki taraf da taş almadan ve piyon oynamadan 50'şer hamle yaptığında beraberlik isteyebilir. Bu durumların hiçbiri oyunu kendiliğinden bitirmez: kimse beraberlik istemezse oyun sürer.
guide-kingofthehill-draws-3 = Çevrimiçi oyunlarda oyuncular beraberlikte de anlaşabilir.
guide-kingofthehill-draws-4 = Yetersiz materyal nedeniyle beraberlik yoktur. Tek şaha karşı tek şah bile tepeye ulaşarak kazanabilir, bu yüzden oyun devam eder.

guide-kingofthehill-special-1 = Tepe bir hedeftir, sığınak değil. Şahınız oraya yalnızca yasal bir hamleyle varabilir; bu yüzden rakip bir taşın kontrol ettiği tepe karesine, o kontrol ortadan kalkana kadar ulaşılamaz.
guide-kingofthehill-special-2 = Bir şah tepeye çıktığı anda oyun biter: d4, e4, d5 ya da e5 karelerinden birinde şah bulunan bir konumda artık hiçbir yasal hamle kalmaz.
guide-kingofthehill-special-3 = Oyunlar olağan dizilişten ya da FEN olarak verilen herhangi bir geçerli Tepenin Kralı konumundan başlayabilir.

guide-kingofthehill-diff-1-topic = Amaç
guide-kingofthehill-diff-1-chess = Rakip şahı mat etmek
guide-kingofthehill-diff-1-this = Mat etmek ya da kendi şahını d4, e4, d5 veya e5 karelerinden birine çıkarmak
guide-kingofthehill-diff-2-topic = Şahın merkeze ulaşması
guide-kingofthehill-diff-2-chess = Özel bir şey olmaz
guide-kingofthehill-diff-2-this = Rakibe karşılık hakkı tanımayan anında galibiyet
guide-kingofthehill-diff-3-topic = Oyun ortasında şah
guide-kingofthehill-diff-3-chess = Genellikle piyonlarının arkasına saklanır
guide-kingofthehill-diff-3-this = Sık sık merkeze yürür, bu yüzden iki taraf da tepeyi korumalıdır
guide-kingofthehill-diff-4-topic = Şaha karşı şah
guide-kingofthehill-diff-4-chess = Beraberlik: kimse mat edemez
guide-kingofthehill-diff-4-this = Oyun sürer: tepeye ilk ulaşan şah kazanır
guide-kingofthehill-diff-5-topic = Tehdit altındaki kareler
guide-kingofthehill-diff-5-chess = Şah bu karelere giremez
guide-kingofthehill-diff-5-this = Aynısı, tepe kareleri de buna dahil
guide-kingofthehill-diff-6-topic = Taşlar, rok, geçerken alma, terfi
guide-kingofthehill-diff-6-chess = Standart kurallar
guide-kingofthehill-diff-6-this = Tıpatıp satrançtaki gibi

guide-kingofthehill-elsewhere-1 = Tepenin Kralı birçok sitede ve programda sunuluyor ve ayrıntılar her zaman aynı değil. İşte tam olarak uyguladığımız kurallar.
guide-kingofthehill-elsewhere-2 = Tehdit altındaki bir tepe karesi, şah için yasal bir hedef değildir. Tehdit altındaki bir tepe karesine atılıp yine de kazanamazsınız.
guide-kingofthehill-elsewhere-3 = Galibiyet anındadır. Şah vardığı anda oyun biter; rakip son bir hamle yapamaz.
guide-kingofthehill-elsewhere-4 = Şaha karşı şah beraberlik değildir. Yetersiz materyalle ilgili olağan satranç kuralının uygulandığı yerlerde böyle bir oyun biterdi; burada sürer, çünkü iki şahtan her biri hâlâ tepeye ulaşabilir.
guide-kingofthehill-elsewhere-5 = Üç kez tekrar ve 50 hamle kuralı, yalnızca bir oyuncu istediğinde beraberlik sağlar; oyunu asla kendiliğinden bitirmez. Bazı popüler sitelerde olduğu gibi beş kez tekrardan ya da 75 hamleden sonra kendiliğinden biten bir oyun da yoktur.

guide-kingofthehill-history-1 = Tepenin Kralı köklü bir satranç varyantıdır: şaha merkezde bir hedef vermek, oyunu değiştirmenin en eski ve en basit yollarından biridir. Çevrimiçi satranç siteleri onu sunmaya başlayınca büyük bir ilgi gördü.
guide-kingofthehill-history-2 = Eski bir alışkanlığı tersyüz eder. Satrançta şah oyun sonuna kadar saklanır; burada cesur bir şah oyunu daha oyun ortasında belirleyebilir ve iki oyuncu da merkezi yeni bir gözle düşünmek zorunda kalır.

guide-kingofthehill-faq-1-q = Tepe tehdit altındayken şahım oraya çıkabilir mi?
guide-kingofthehill-faq-1-a = Hayır. Tehdit altındaki bir tepe karesi, tehdit altındaki her kare gibi yasal olmayan bir hedeftir. Rakip şahı uzak tutmak için tepeyi kendi taşlarınızla kontrol edin.
guide-kingofthehill-faq-2-q = Tepedeki bir taşı almak sayılır mı?
guide-kingofthehill-faq-2-a = Evet. Şahınız d4, e4, d5 ya da e5 karesinde duran bir rakip taşı alırsa ve o taş korunmuyorsa, hemen kazanırsınız.
guide-kingofthehill-faq-3-q = Şahım tepeye ulaştıktan sonra rakibim bir hamle daha yapabilir mi?
guide-kingofthehill-faq-3-a = Hayır. Oyun, şahınız oraya vardığı anda biter.
guide-kingofthehill-faq-4-q = Şaha karşı şah beraberlik mi?
guide-kingofthehill-faq-4-a = Hayır. Tahtada yalnızca iki şah kaldığında oyun sürer ve tepeye ilk ulaşan şah kazanır.
guide-kingofthehill-faq-5-q = Mat ederek yine de kazanabilir miyim?
guide-kingofthehill-faq-5-a = Evet. Mat satrançtaki gibi kazandırır, pat ise beraberliktir.
guide-kingofthehill-faq-6-q = Bir konum üç kez tekrarlandığında oyun kendiliğinden biter mi?
guide-kingofthehill-faq-6-a = Hayır. Sıra sizdeyken, konum üç kez ortaya çıktığında ya da iki taraf da taş almadan ve piyon oynamadan 50'şer hamle yaptıktan sonra beraberlik isteyebilirsiniz. Kimse istemezse oyun sürer.

## Şahlar Yarışı (Racing Kings)

guide-racingkings-title = Şahlar Yarışı
guide-racingkings-tagline = Bir savaş değil, bir yarış: hiç şah çekmeden, şahınızı tahtanın öbür ucuna ilk siz ulaştırın.

guide-racingkings-setup-1 = Piyon yoktur. Her tarafın bir şahı, bir veziri, iki kalesi, iki fili ve iki atı vardır; diyagramda görüldüğü gibi hepsi ilk iki yataydadır: Siyah'ın taşları tahtanın sol yarısında (a'dan d'ye dikeyler), Beyaz'ınkiler sağ yarısında (e'den h'ye dikeyler).
guide-racingkings-setup-2 = 1. yatayda, a1'den h1'e: siyah vezir, kale, fil ve at, ardından beyaz at, fil, kale ve vezir. 2. yatayda, a2'den h2'ye: siyah şah, kale, fil ve at, ardından beyaz at, fil, kale ve şah.
guide-racingkings-setup-3 = İki oyuncu da aynı yöne, tahtanın yukarısına, 8. yataya doğru yarışır; bu yüzden ikisi de tahtaya aynı taraftan bakar. İlk hamleyi Beyaz yapar.

guide-racingkings-moves-1 = Bütün taşlar satrançtaki gibi hareket eder ve taş alır. Rok ve geçerken alma yoktur; piyon olmadığı için terfi de yoktur.
guide-racingkings-moves-2 = Şah çekmek iki taraf için de yasaktır. Rakip şaha şah çekecek bir hamle, satrançta mat olacak olsa bile yasal değildir; başka bir taşın çekilmesiyle açılan şah da buna dahildir.
guide-racingkings-moves-3 = Şah hiçbir zaman tehdit altındaki bir kareye gidemez ve satrançta olduğu gibi hiçbir hamle kendi şahınızı tehdit altında bırakamaz.
guide-racingkings-moves-4 = Taş almak serbesttir ve çoğu zaman işe yarar: şahınızın yolunu açmak ya da önündeki kareleri kontrol eden bir taşı ortadan kaldırmak için.

guide-racingkings-win-1 = Amaç, şahınızı tahtanın öbür ucu olan 8. yataya ulaştırmaktır. 8. yataydaki herhangi bir kare yeterlidir.
guide-racingkings-win-2 = Siyah şah 8. yataya ulaştığında beyaz şah orada değilse, Siyah hemen kazanır.
guide-racingkings-win-3 = Beyaz şah 8. yataya ulaştığında, Beyaz'ın önce oynamasını dengelemek için sonuç Siyah'a bağlıdır. Siyah şah tek bir yasal hamleyle 8. yataya ulaşamıyorsa, Beyaz hemen kazanır.
guide-racingkings-win-4 = Siyah şah bir sonraki hamlesiyle 8. yataya ulaşabiliyorsa, Siyah son bir hamle yapar. Siyah bu hamleyle 8. yataya gerçekten ulaşırsa oyun berabere biter; başka bir hamle yaparsa Beyaz kazanır.

guide-racingkings-draws-1 = İki şah da 8. yatayda: Siyah, beyaz şahın varışına kendisi de 8. yataya ulaşarak karşılık verirse yarış berabere biter.
guide-racingkings-draws-2 = Sırası gelen oyuncunun hiç yasal hamlesi olmadığında ortaya çıkan pat beraberliktir.
guide-racingkings-draws-3 = Sırası gelen oyuncu, mevcut konum üçüncü kez ortaya çıktığında (aynı taşlar aynı karelerde, sıra aynı oyuncuda) ya da iki taraf da taş almadan 50'şer hamle yaptığında beraberlik isteyebilir. Bu durumların hiçbiri oyunu kendiliğinden bitirmez: kimse beraberlik istemezse oyun sürer.
guide-racingkings-draws-4 = Çevrimiçi oyunlarda oyuncular beraberlikte de anlaşabilir.
guide-racingkings-draws-5 = Yetersiz materyal nedeniyle beraberlik yoktur: iki yalnız şah bile yarışmayı sürdürür.

guide-racingkings-special-1 = Hiçbir hamle şah çekemediği için hiçbir şah asla şah altında olmaz. Rakip şahı şah çekerek kovalayamazsınız; bunun yerine önündeki kareleri kontrol ederek onu yavaşlatırsınız, çünkü şah tehdit altındaki bir kareye giremez.
guide-racingkings-special-2 = İyi yerleştirilmiş tek bir kale ya da fil, rakip şaha hiç dokunmadan koca bir yatayı ya da çaprazı kapatabilir.
guide-racingkings-special-3 = Oyunlar olağan dizilişten ya da FEN olarak verilen herhangi bir geçerli Şahlar Yarışı konumundan başlayabilir. Sırası gelen oyuncunun şah altında olduğu bir konum geçerli değildir.

guide-racingkings-diff-1-topic = Piyonlar
guide-racingkings-diff-1-chess = Her tarafta sekiz tane
guide-racingkings-diff-1-this = Hiç yok
guide-racingkings-diff-2-topic = Başlangıç konumu
guide-racingkings-diff-2-chess = İki ordu tahtanın karşı uçlarında yüz yüze durur
guide-racingkings-diff-2-this = 1. ve 2. yatayda yan yana, Siyah solda, Beyaz sağda
guide-racingkings-diff-3-topic = Amaç
guide-racingkings-diff-3-chess = Rakip şahı mat etmek
guide-racingkings-diff-3-this = Kendi şahını 8. yataya ilk ulaştıran olmak
guide-racingkings-diff-4-topic = Şah çekmek
guide-racingkings-diff-4-chess = Serbest ve karşılık verilmesi gerekir
guide-racingkings-diff-4-this = Asla serbest değil: şah çeken bir hamle yasal değildir
guide-racingkings-diff-5-topic = Rok, geçerken alma, terfi
guide-racingkings-diff-5-chess = Oyunun parçası
guide-racingkings-diff-5-this = Yoktur
guide-racingkings-diff-6-topic = Oyunun yönü
guide-racingkings-diff-6-chess = Her taraf ötekine doğru ilerler
guide-racingkings-diff-6-this = İki taraf da tahtanın yukarısına, 8. yataya doğru gider
guide-racingkings-diff-7-topic = Yetersiz materyal
guide-racingkings-diff-7-chess = Kimse mat edemiyorsa beraberlik
guide-racingkings-diff-7-this = Böyle bir beraberlik yok: yarış sürer
guide-racingkings-diff-8-topic = İlk hamle
guide-racingkings-diff-8-chess = Beyaz için küçük bir avantaj
guide-racingkings-diff-8-this = Siyah şah 8. yataya ulaşabiliyorsa yarışı berabere bitirebilen son Siyah hamlesiyle dengelenir

guide-racingkings-elsewhere-1 = Şahlar Yarışı sürümleri bitiş çizgisinde ayrışır. Burada beyaz şah 8. yataya ulaştığında, Siyah yalnızca kendi şahı bu hamleyle 8. yataya gerçekten ulaşabiliyorsa son bir hamle yapabilir; aksi hâlde Beyaz hemen kazanır. En çok oynanan çevrimiçi sürümün kuralı budur.
guide-racingkings-elsewhere-2 = Bazı programlar ve motorlar, hiçbir şeyi değiştiremeyecek olsa bile Siyah'a ek hamleyi her zaman verir. Sonuç aynıdır, ancak bitiş çizgisine yakın yerlerde hamle sayıları ve analizleri bizimkinden farklı olabilir.
guide-racingkings-elsewhere-3 = Üç kez tekrar ve 50 hamle kuralı, yalnızca bir oyuncu istediğinde beraberlik sağlar; oyunu asla kendiliğinden bitirmez. Bazı popüler sitelerde olduğu gibi beş kez tekrardan ya da 75 hamleden sonra kendiliğinden biten bir oyun da yoktur.

guide-racingkings-history-1 = Şahlar Yarışı (İngilizce adıyla Racing Kings), 1961'de Vernon R. Parton tarafından icat edildi. Parton pek çok satranç varyantı yarattı; bunların en bilineni muhtemelen Alice Satrancı'dır (Alice Chess).
guide-racingkings-history-2 = Oyun, şaha saldırma fikrini tamamen bir kenara bırakır: şah çekmek yasak olunca satranç bir manevra ve abluka yarışına dönüşür. Denemenin kolay olduğu çevrimiçi oyun, ona geniş yeni bir kitle kazandırdı.

guide-racingkings-faq-1-q = Şahlar Yarışı'nda şah çekebilir miyim?
guide-racingkings-faq-1-a = Hayır. Rakip şaha şah çekecek her hamle yasal değildir; başka bir taş çekildiğinde açılan şah da buna dahildir. Bu oyunda bir şah asla şah altında olmaz.
guide-racingkings-faq-2-q = İki şah da son yataya ulaşırsa ne olur?
guide-racingkings-faq-2-a = Bu yalnızca önce Beyaz ulaşıp Siyah hemen bir sonraki hamlede onu izlediğinde olabilir. Bu durumda oyun berabere biter.
guide-racingkings-faq-3-q = İlk hamleyi Beyaz yapıyor: bu haksızlık değil mi?
guide-racingkings-faq-3-a = Siyah'ın son hamlesi tam da bunun için var. Beyaz şah 8. yataya ulaştığında siyah şah da tek bir yasal hamleyle oraya ulaşabiliyorsa, Siyah bu hamleyi yapar ve yarışı berabere bitirebilir.
guide-racingkings-faq-4-q = Oyun neden Siyah son bir hamle yapmadan bitti?
guide-racingkings-faq-4-a = Çünkü siyah şah tek bir yasal hamleyle 8. yataya ulaşamıyordu. Bu durumda ek hamle sonucu değiştiremezdi, bu yüzden Beyaz hemen kazanır.
guide-racingkings-faq-5-q = Şahım rakip şahın yanına gidebilir mi?
guide-racingkings-faq-5-a = Hayır. Yan yana duran iki şah birbirini tehdit eder; bu da şah demektir ve şah çekmek asla serbest değildir.
guide-racingkings-faq-6-q = Taş alabilir miyim?
guide-racingkings-faq-6-a = Evet, satrançtaki gibi, yeter ki taş alma şah çekmesin. Yolunuzu kesen ya da şahınızın önündeki kareleri kontrol eden bir taşı almak çoğu zaman yarışın anahtarıdır.

## Lielow

guide-lielow-title = Lielow
guide-lielow-tagline = Yükseklikleri kadar uzağa sıçrayan yığınlar: taçlı yığınınızı koruyun, rakibinizinkini alın.

guide-lielow-setup-1 = Lielow, 8x8'lik bir tahtada yalnızca dama taşlarından oluşan yığınlarla oynanır. Her oyuncu yüksekliği 1 olan sekiz yığınla başlar: diyagramdaki gibi Beyaz a2'den h2'ye, Siyah a7'den h7'ye.
guide-lielow-setup-2 = Başlangıçta kimsenin tacı yoktur. İlk hamleyi Beyaz yapar.

guide-lielow-moves-1 = Sıra sizdeyken yığınlarınızdan birini düz bir çizgide hareket ettirin: bir yatay, bir dikey ya da bir çapraz boyunca, sekiz yönden herhangi birine. Yığın tam olarak yüksekliği kadar kare ilerlemelidir: yüksekliği 1 olan yığın bir kare, yüksekliği 3 olan üç kare gider. Aradaki kareler önemli değildir, çünkü yığınlar sıçrar. Pas geçilemez.
guide-lielow-moves-2 = Boş bir kareye inen yığın bir büyür. Yüksekliği 2 olan ve iki kare ilerleyip boş bir kareye inen yığın, yüksekliği 3 olan bir yığına dönüşür.
guide-lielow-moves-3 = Rakip bir yığının üzerine inerse, o yığın yüksekliği ne olursa olsun alınır ve tahtadan kaldırılır; sizin yığınınız da 1 yüksekliğine iner. Taş alan 1 yüksekliğindeki bir yığın 1'de kalır.
guide-lielow-moves-4 = Kendi yığınlarınızdan birinin üzerine inmek yasaktır.
guide-lielow-moves-5 = Tahtadan çıkma: en az bir yönde varış karesi tahtanın kenarının ötesine düşecekse, yığını tahtadan çıkarabilirsiniz ve yığın oyundan ayrılır. Hangi yönden çıkarsa çıksın, bu tek bir hamle sayılır.
guide-lielow-moves-6 = En büyük yükseklik 8'dir. Yüksekliği 7 olan bir yığın hâlâ 8'e çıkabilir; yüksekliği 8 olan bir yığın ise yalnızca tahtadan çıkabilir.

guide-lielow-win-1 = Rakibinizin taçlı yığını tahtadan ayrıldığında kazanırsınız: ya siz onu alırsınız ya da sahibi onu tahtadan çıkarır.
guide-lielow-win-2 = Başka yığınları almak tek başına asla kazandırmaz. Rakibinizin tacı olmadığı sürece kaybedemez; bu yüzden av, ancak onun bir tacı olduğunda başlar.

guide-lielow-draws-1 = Lielow'da beraberlik yoktur. Her hamle ya bir yığını kaldırır ya da bir yığını yükseltir; bu yüzden bir konum asla geri gelemez ve her oyun bir kazananla biter.
guide-lielow-draws-2 = Aynı nedenle tekrar kuralı da 50 hamle kuralı da yoktur. Bir oyuncunun her zaman en az bir yasal hamlesi vardır, dolayısıyla pat da yoktur.

guide-lielow-special-1 = Taç. Kim oynamış olursa olsun, her hamleden sonra her oyuncunun yığınlarına bakılır: yığınlarınızdan biri diğer bütün yığınlarınızdan kesin olarak daha yüksekse, tacınız ona geçer.
guide-lielow-special-2 = En yüksek yığınlar eşitse taç yer değiştirmez. O yığın artık başkalarından alçak olsa bile olduğu yerde kalır; henüz tacı olmayan oyuncunun da tacı olmamaya devam eder.
guide-lielow-special-3 = Taç, yığınıyla birlikte yolculuk eder. Tacı başka hiçbir şey hareket ettirmez.
guide-lielow-special-4 = Tacınız rakibinizin hamlesi sırasında da yer değiştirebilir. Rakip yığınlarınızdan birini alırsa, başka bir yığınınız tek en yüksek yığınınız olabilir ve taç hemen ona geçer.
guide-lielow-special-5 = Taş alan taçlı bir yığın 1 yüksekliğine iner. Şimdi başka bir yığınınız tek en yüksek yığınsa taç ona geçer; değilse taç, az önce taş alan küçük yığının üzerinde kalır.
guide-lielow-special-6 = Geriye kalan son yığınınız her zaman tacınızı taşır, çünkü zorunlu olarak tek en yüksek yığınınızdır.
guide-lielow-special-7 = Oyun kayıtlarında boş bir kareye yapılan hamle e2-e3, taş alma d4xg7, tahtadan çıkma ise a2-off biçiminde yazılır.

guide-lielow-diff-1-topic = Taşlar
guide-lielow-diff-1-chess = Her birinin kendi hareketi olan altı tür
guide-lielow-diff-1-this = Yalnızca hepsi aynı kurala uyan dama taşı yığınları
guide-lielow-diff-2-topic = Bir taşın gittiği mesafe
guide-lielow-diff-2-chess = Taşa göre değişir
guide-lielow-diff-2-this = Sekiz yönden birinde, tam olarak yüksekliği kadar
guide-lielow-diff-3-topic = Engellenme
guide-lielow-diff-3-chess = Yalnızca at sıçrar; diğer taşların yolu kesilebilir
guide-lielow-diff-3-this = Her yığın sıçrar; aradaki kareler önemli değildir
guide-lielow-diff-4-topic = Taş aldıktan sonra
guide-lielow-diff-4-chess = Taşı alan taş değişmez
guide-lielow-diff-4-this = Taşı alan yığın 1 yüksekliğine iner
guide-lielow-diff-5-topic = Amaç
guide-lielow-diff-5-chess = Şahı mat etmek
guide-lielow-diff-5-this = Rakibin taçlı yığınının tahtadan ayrılmasını sağlamak
guide-lielow-diff-6-topic = Önemli olan taş
guide-lielow-diff-6-chess = Baştan sona aynı taş olan şah
guide-lielow-diff-6-this = Oyun sırasında ortaya çıkan ve tek en yüksek yığına geçen taç
guide-lielow-diff-7-topic = Tahtadan çıkma
guide-lielow-diff-7-chess = İmkânsız
guide-lielow-diff-7-this = Bir yığının sıçrayışı kenarın ötesinde bitecekse yasal bir hamle
guide-lielow-diff-8-topic = Beraberlik
guide-lielow-diff-8-chess = Pat, tekrar, 50 hamle kuralı, anlaşma ve daha fazlası
guide-lielow-diff-8-this = Yok: her oyunun bir kazananı vardır
guide-lielow-diff-9-topic = Büyüme
guide-lielow-diff-9-chess = Piyonlar son yatayda terfi eder
guide-lielow-diff-9-this = Yığınlar boş bir kareye yapılan her hamlede bir büyür, 8'e kadar

guide-lielow-elsewhere-1 = Lielow genç bir oyun. Onu başka bir yerde öğrendiyseniz, uyguladığımız kurallarla karşılaştırmaya değer noktalar şunlardır.
guide-lielow-elsewhere-2 = Bir yığını tahtadan çıkarmak, kaç yönden çıkabilirse çıksın tek bir hamledir.
guide-lielow-elsewhere-3 = Taç, iki oyuncudan birinin yaptığı her hamleden sonra belirlenir: tek en yüksek yığına geçer, eşitlik durumunda ise daha alçak bir yığının üzerinde bile olsa olduğu yerde kalır.
guide-lielow-elsewhere-4 = Kendi taçlı yığınınızı tahtadan çıkarmak, onun alınması gibi oyunu kaybettirir.
guide-lielow-elsewhere-5 = Bir yığın asla 8'den yüksek olamaz; yüksekliği 8 olan bir yığın yalnızca tahtadan çıkabilir.

guide-lielow-history-1 = Lielow, 2021'de Michael Amundsen ve Alek Erickson tarafından tasarlandı. Modern bir soyut strateji oyunudur: şans yok, gizli bilgi yok ve yalnızca bir avuç kural var.
guide-lielow-history-2 = Özünde yükseklik ile güvenlik arasındaki gerilim yatar. Yüksek bir yığın uzağa gider ve tacı kendine çeker, ama her taş alma onu yeniden 1'e indirir.

guide-lielow-faq-1-q = Taç neden başka bir yığına geçti?
guide-lielow-faq-1-a = Kim oynamış olursa olsun, her hamleden sonra tacınız tek en yüksek yığınınıza geçer. Başka bir yığınınız diğerlerinin üstüne çıkmış, taçlı yığınınız taş aldıktan sonra 1'e inmiş ya da rakibiniz eşit yükseklikteki iki yığınınızdan birini alıp diğerini tepede yalnız bırakmış olabilir.
guide-lielow-faq-2-q = Taç neden en yüksek yığınıma geçmedi?
guide-lielow-faq-2-a = Eşitlik yüzünden. Yığınlarınızdan iki ya da daha fazlası aynı en büyük yüksekliğe sahipse, taç daha alçak bir yığının üzerinde bile olsa olduğu yerde kalır.
guide-lielow-faq-3-q = Diğer bütün yığınları alarak kazanabilir miyim?
guide-lielow-faq-3-a = Taçlı olanın dışındaki yığınları almak tek başına asla kazandırmaz. Ama rakibinizin son yığını her zaman tacı taşır; yani onu aldığınızda zaten tacı almış olursunuz.
guide-lielow-faq-4-q = Lielow'da hiç beraberlik olur mu?
guide-lielow-faq-4-a = Hayır. Her hamle bir yığını kaldırır ya da bir yığını yükseltir; bu yüzden konumlar asla tekrarlanmaz ve oyun her zaman bir kazananla biter.
guide-lielow-faq-5-q = Bir yığını neden tahtadan çıkarayım?
guide-lielow-faq-5-a = Bu bir fedadır, ama bazen işe yarar: diğer her hamle konumunuzu zayıflatacaksa en güvenli hamle olabilir, eşit yükseklikteki iki yığından birini kaldırmak da tacınızı diğerine geçirebilir. Yalnız bunu asla taçlı yığınınızla yapmayın: anında kaybedersiniz.
guide-lielow-faq-6-q = Başta kimsenin tacı yok: ilk hamlelerde kaybedebilir miyim?
guide-lielow-faq-6-a = Tacınız olmadığı sürece hayır. Ama boş bir kareye yaptığınız ilk hamle, yüksekliği 2 olan bir yığın, yani tek en yüksek yığınınızı oluşturur ve bu yığın hemen taç giyer.

## Satranç

guide-chess-title = Satranç
guide-chess-tagline = Klasik oyun: rakip şahı mat edin.

guide-chess-setup-1 = Her tarafın bir şahı, bir veziri, iki kalesi, iki fili, iki atı ve sekiz piyonu vardır; taşlar diyagramdaki gibi dizilir. İlk hamleyi Beyaz yapar.

guide-chess-moves-1 = Şah her yöne bir kare gider. Vezir yataylar, dikeyler ve çaprazlar boyunca istediği kadar gider; kale yataylar ve dikeyler, fil ise çaprazlar boyunca gider. Bunların hiçbiri başka taşların üzerinden atlayamaz.
guide-chess-moves-2 = At L biçiminde gider: bir yönde iki kare, ardından yana bir kare. Atlayabilen tek taştır.
guide-chess-moves-3 = Piyon bir kare düz ileri gider, başlangıç karesinden ise iki kare gidebilir; taş alırken bir kare çapraz ileri gider.
guide-chess-moves-4 = Bir taş, rakip bir taşın bulunduğu kareye giderek onu alır ve alınan taş tahtadan kaldırılır. Kendi şahınızı şah altında bırakan bir hamle asla yapamazsınız.

guide-chess-win-1 = Mat kazandırır: rakip şah şah altındadır ve kurtulmak için hiçbir yasal yolu yoktur.

guide-chess-draws-1 = Pat beraberliktir: sırası gelen oyuncunun yasal bir hamlesi yoktur ve şah altında değildir.
guide-chess-draws-2 = İki tarafta da mat etmeye yetecek materyal kalmadığında, örneğin şaha karşı şah durumunda, oyun hemen berabere biter.
guide-chess-draws-3 = Sırası gelen oyuncu, mevcut konum üçüncü kez ortaya çıktığında ya da iki taraf da taş almadan ve piyon oynamadan 50'şer hamle yaptıktan sonra beraberlik isteyebilir. Çevrimiçi oyunlarda oyuncular beraberlikte de anlaşabilir.

guide-chess-special-1 = Rok: şah kalelerinden birine doğru iki kare gider ve o kale, şahın üzerinden geçtiği kareye atlar. İki taş da daha önce hiç oynamamış olmalı, aralarındaki kareler boş olmalıdır; şah, şah altındayken, tehdit altındaki bir kareden geçerek ya da böyle bir kareye varacak şekilde rok yapamaz.
guide-chess-special-2 = Geçerken alma: bir piyon iki kare ilerleyip rakip bir piyonun yanına geldiğinde, o rakip piyon onu yalnızca bir kare ilerlemiş gibi alabilir; ama bunu yalnızca hemen bir sonraki hamlede yapabilir.
guide-chess-special-3 = Terfi: son yataya ulaşan piyon, kendi renginde bir vezire, kaleye, file ya da ata dönüşür.

guide-chess-elsewhere-1 = Üç kez tekrar ve 50 hamle kuralı, yalnızca bir oyuncu istediğinde beraberlik sağlar; oyunu asla kendiliğinden bitirmez. Bazı popüler sitelerde olduğu gibi beş kez tekrardan ya da 75 hamleden sonra kendiliğinden biten bir oyun da yoktur.

guide-chess-history-1 = Satranç, bugünkü biçimini 15. yüzyılın sonunda Güney Avrupa'da, vezir ve fil uzun hamlelerini kazandığında aldı. Tepenin Kralı ve Şahlar Yarışı da satranç üzerine kuruludur.

guide-chess-faq-1-q = Tekrarlanan bir konum kendiliğinden beraberlik midir?
guide-chess-faq-1-a = Hayır. Sıra sizdeyken, konum üç kez ortaya çıktıysa beraberlik isteyebilirsiniz; kimse istemezse oyun sürer.
guide-chess-faq-2-q = Hiç yasal hamlem yoksa ne olur?
guide-chess-faq-2-a = Şahınız şah altındaysa bu mattır ve kaybedersiniz. Değilse bu pattır ve oyun berabere biter.
guide-chess-faq-3-q = Şahtan kurtulmak için rok yapabilir miyim?
guide-chess-faq-3-a = Hayır. Şah, şah altındayken rok yapamaz; tehdit altındaki bir kareden geçemez ya da böyle bir kareye inemez.
