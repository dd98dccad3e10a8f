# /learn/{variant} dersleri: her biri için bir başlık, hedef, ipucu ve akılda kalacak ders.

lesson-hill-walk-title = Tepeye yürü
lesson-hill-walk-goal = d4, e4, d5 ve e5 merkez kareleri tepeyi oluşturur. Şahını bunlardan birine götür: iki hamlen var.
lesson-hill-walk-hint = Önce çapraz olarak merkeze doğru bir adım at; d3'ten hem d4 hem e4 bir adım uzaktadır.
lesson-hill-walk-done = Şahın tepeye çıktığı anda kazanırsın. Rakibin bir hamle daha yapamaz.

lesson-hill-guarded-title = Korunan tepe karesine gidilmez
lesson-hill-guarded-goal = Siyah kale bütün d dikeyini kontrol ediyor. Yine de şahını tepeye çıkar.
lesson-hill-guarded-hint = Şah, tepe olsun olmasın, asla tehdit altındaki bir kareye gidemez. Kale hangi tepe karesini görmüyor?
lesson-hill-guarded-done = Doğru: d4 korunuyordu, yani yasal bir hamle bile değildi. e4 boştu.

lesson-hill-capture-title = Tepeye taş alarak çık
lesson-hill-capture-goal = Siyah bir at d4'te, tepede duruyor ve onu hiçbir şey korumuyor. Hemen kazan.
lesson-hill-capture-hint = Şahın korunmayan bir taşı alabilir; taş alarak tepeye çıkmak da sayılır.
lesson-hill-capture-done = Taş alarak tepeye çıkmak, oraya adım atmak kadar kazandırır.

lesson-hill-race-title = Merkeze giden yarışı kazan
lesson-hill-race-goal = İki şah da tepeye yöneliyor ve ilk hamle senin. Oraya Siyah'tan önce var.
lesson-hill-race-hint = Adımları say: iki adıma ihtiyacın var, o yüzden hiç hamle harcama. Önce d3'e git.
lesson-hill-race-done = Bir hamle öndeydin ve bunu kullandın. Tepenin Kralı'nda her tempo önemlidir.

lesson-hill-mate-title = Mat yine kazandırır
lesson-hill-mate-goal = Tepe uzakta, ama siyah şah piyonlarının arkasında sıkışmış. Tek hamlede kazan.
lesson-hill-mate-hint = Siyah'ın sekizinci yatayda kaçacak karesi yok. Kalen en yukarıya kadar gidebilir.
lesson-hill-mate-done = Mat, oyunu burada da satrançtaki gibi bitirir.

lesson-hill-bare-kings-title = Yalnız şahlarla oyun sürer
lesson-hill-bare-kings-goal = Yalnızca iki şah kaldı. Satrançta bu beraberlik olurdu; burada kazan.
lesson-hill-bare-kings-hint = Hiç taş kalmasa da iki şah da tepeye yürüyebilir. Seninki bir adım uzakta.
lesson-hill-bare-kings-done = Tepenin Kralı'nda şaha karşı şah beraberlik değildir: merkeze ilk varan kazanır.

lesson-race-walk-title = Sekizinci yataya yarış
lesson-race-walk-goal = Şahlar Yarışı'nda 8. yataya ilk ulaşan şah kazanır. Oraya iki hamlede var.
lesson-race-walk-hint = Dümdüz yukarı yürü: b7, sonra 8. yataydaki herhangi bir kare.
lesson-race-walk-done = Şahın en üst yataya ulaştı ve siyah şah peşinden gelemeyecek kadar geride kaldı.

lesson-race-no-check-title = Asla şah çekme
lesson-race-no-check-goal = Kalenle siyah şahın 7. yataya yolunu kes.
lesson-race-no-check-hint = Şahlar Yarışı'nda şah çeken hamle yasaktır. Kale c6'da ya da e dikeyinde şaha şah çekerdi; bir yatay yukarıya bak.
lesson-race-no-check-done = c7'deki kalen şah çekmeden yedinci yatayı kontrol ediyor.

lesson-race-capture-check-title = Taş alırken de şah çekilmez
lesson-race-capture-check-goal = Kalenle siyah atlardan birini al.
lesson-race-capture-check-hint = d5'te taş almak d dikeyini siyah şaha açardı: bu şah olur, o yüzden yasaktır.
lesson-race-capture-check-done = Kuralın istisnası yok: şah çekecek bir taş alma da yasaktır.

lesson-race-attacked-title = Asla tehdit altındaki bir kareye
lesson-race-attacked-goal = Şahın hedefe bir adım uzakta. Yarışı şimdi kazan.
lesson-race-attacked-hint = At e8'i, fil de f8'i kontrol ediyor. Şah tehdit altındaki bir kareye gidemez.
lesson-race-attacked-done = Yalnızca g8 boştu, yani yukarı çıkmanın tek yolu oydu.

lesson-race-too-far-title = Siyah yetişemeyecek kadar uzakta
lesson-race-too-far-goal = Beyaz 8. yataya ulaştığında Siyah, ancak kendisi de 8. yataya ulaşabiliyorsa bir hamle daha yapar. Şimdi kazan.
lesson-race-too-far-hint = Siyah şah üç yatay uzakta: 8. yataya çık.
lesson-race-too-far-done = Siyah hemen peşinden gelemedi, bu yüzden anında kazandın.

lesson-race-follow-title = Siyah'ın son hamlesi beraberlik getirir
lesson-race-follow-goal = Beyaz şah 8. yataya ulaştı, ama sen Siyah olarak hâlâ yetişebilirsin. Oyunu kurtar.
lesson-race-follow-hint = Şahınla 8. yataya çık: g8, f8 ve h8'in hepsi boş.
lesson-race-follow-done = İki şah da 8. yatayda: yarış berabere biter. Bu son hamle, Beyaz'ın önce oynamasını dengeler.

lesson-lielow-height-title = Yığın tam yüksekliği kadar gider
lesson-lielow-height-goal = c3'teki yığının yüksekliği iki, yani herhangi bir düz çizgide tam iki kare gider. e5'teki siyah yığını al.
lesson-lielow-height-hint = Çapraz olarak iki kare, yukarı ve sağa. Aradaki kare önemli değil: yığınlar sıçrar.
lesson-lielow-height-done = Yüksekliği iki olan yığın her zaman iki kare gider; asla bir ya da üç değil.

lesson-lielow-grow-title = Boş kareye inen yığın büyür
lesson-lielow-grow-goal = d2'deki yığınını boş bir kareye götür ve büyümesini izle.
lesson-lielow-grow-hint = Yüksekliği bir olan yığın, sekiz yönden herhangi birine bir kare gider.
lesson-lielow-grow-done = Artık yüksekliği iki ve en yüksek yığının olduğu için tacını o aldı.

lesson-lielow-capture-title = Taş almak yığını bire indirir
lesson-lielow-capture-goal = d1'deki taçlı yığınının yüksekliği üç. d4'teki siyah yığını al.
lesson-lielow-capture-hint = Dümdüz yukarı üç kare seni d4'e indirir.
lesson-lielow-capture-done = Taş aldıktan sonra yığının yeniden bir yüksekliğinde: taş almak yüksekliğe mal olur.

lesson-lielow-own-title = Asla kendi yığınının üstüne
lesson-lielow-own-goal = c3'teki yığınının yüksekliği iki. Onunla siyah yığını al.
lesson-lielow-own-hint = e3 iki kare uzakta, ama orada kendi yığının duruyor: oraya inmek bir hamle değil. c dikeyinde yukarı bak.
lesson-lielow-own-done = Kendi yığınının üstüne inmek yasaktır; rakip yığının üstüne inmek onu alır.

lesson-lielow-crown-title = Taç, tek başına en yüksek olan yığına geçer
lesson-lielow-crown-goal = Tacın d2'de. Başka bir yığını ondan daha yüksek yap ki taç oraya geçsin.
lesson-lielow-crown-hint = b2'deki yığının yüksekliği iki; onu boş bir kareye götürürsen üç olur.
lesson-lielow-crown-done = Her hamleden sonra taç, nerede olursa olsun tek başına en yüksek yığının üstündedir.

lesson-lielow-tie-title = Eşitlikte taç yerinde kalır
lesson-lielow-tie-goal = e2'deki küçük yığını boş bir kareye götür; iki yüksekliğine çıkıp taçlı yığının kadar yükselsin.
lesson-lielow-tie-hint = e2'nin sekiz komşu karesinden herhangi biri olur.
lesson-lielow-tie-done = Yüksekliği iki olan iki yığın: tek başına en yüksek olan olmadığından taç a2'de kalır.

lesson-lielow-off-title = Tahtadan çıkmak
lesson-lielow-off-goal = Yüksekliği kadar bir hamle bir yığını kenarın ötesine götürecekse, o yığın tahtadan çıkabilir. a2'deki yığınını tahtadan çıkar.
lesson-lielow-off-hint = Yığını sürükleyip tahtanın dışına bırak ya da seçip tahtadan çıkarma düğmesine bas.
lesson-lielow-off-done = Yığın gitti. Sıradan bir yığın için sorun değil, ama bunu taçlı yığınınla asla yapma.

lesson-lielow-take-crown-title = Tacı al ve kazan
lesson-lielow-take-crown-goal = Siyah'ın tacı f4'te. Onu al.
lesson-lielow-take-crown-hint = d2'deki taçlı yığınının yüksekliği iki: çapraz iki kare f4'e ulaşır.
lesson-lielow-take-crown-done = Rakibin taçlı yığınını almak oyunu anında kazandırır.

lesson-lielow-keep-crown-title = Tacını tahtada tut
lesson-lielow-keep-crown-goal = c4'teki siyah yığın a2'deki tacını tehdit ediyor. Onu kurtar.
lesson-lielow-keep-crown-hint = Taçlı yığınını tahtadan çıkarmak anında kaybettirir; a4 ve c2 de tehdit altında. Saldırana saldır.
lesson-lielow-keep-crown-done = Saldıranı almak tacını kurtardı. Onu tahtadan çıkarmak oyunu kaybettirirdi.
