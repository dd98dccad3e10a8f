# Regalia: oyunlarınız, davetler, koda göre hatalar, bilgisayar seviyeleri,
# ön hamleler ve onaylar (Türkçe).

error-page-not-found = Bu adreste bir sayfa yok. Bağlantı yanlış yazılmış ya da eskimiş olabilir.

error-code-bad-request = Sunucu bu isteği kabul edemedi.
error-code-no-game = Burada böyle bir oyun yok. Bağlantı eksik olabilir.
error-code-wrong-seat = Bu bağlantı bu oyundaki hiçbir yere ait değil. Tamamının kopyalandığını kontrol edin.
error-code-no-open-seat = Artık kimse bu oyuna katılamaz: yer dolu ya da davet kapandı.
error-code-conflict = Oyunun şu anki durumunda bu yapılamaz.
error-code-too-large = İstek çok büyük.
error-code-unavailable = Sunucu bu oyunu devrediyor. Birazdan yeniden deneyin.
error-code-unknown-address = Bu adreste hiçbir şey yok.
error-code-bad-message = Sunucu bu sayfanın gönderdiğini okuyamadı. Sayfayı yenileyin.
error-code-not-your-turn = Sıra sizde değil.
error-code-illegal-move = Bu hamle burada kurallara uygun değil.
error-code-stale-move = Hamleniz ulaşmadan oyun ilerledi. Tahtaya bakıp yeniden oynayın.
error-code-not-a-player = İzleyiciler bu oyunda oynayamaz.
error-code-not-playing = Oyun sürmüyor: henüz başlamadı ya da bitti.
error-code-no-offer = Yanıtlanacak bir teklif yok.
error-code-no-claim = Şu anda beraberlik istenemez.
error-code-cannot-abort = Oyun artık iptal edilemez.
error-code-cannot-takeback = Geri alınacak hamle yok.
error-code-not-claimable = Rakibiniz galibiyet istemenize yetecek kadar uzun süredir ayrılmış değil.
error-code-rate-limited = Çok fazla istek. Birkaç saniye bekleyip yeniden deneyin.
error-code-storage = Sunucu bunu kaydedemedi. Yeniden deneyin.

mine-title = Oyunlarınız
mine-empty = Henüz oyun yok. Yukarıdan bir tane başlatın, burada görünecek.
mine-finished-title = Bitenler
mine-your-turn = Sıra sizde
mine-their-turn = Sıra rakipte
mine-waiting = Rakip bekleniyor
mine-resume = Devam et
mine-view = Görüntüle
mine-vs-computer = bilgisayara karşı, { $name }
mine-vs-friend = bir arkadaşa karşı
mine-vs-seek = lobiden bir rakibe karşı
mine-same-device = bu cihazda
mine-you-play = { $color ->
    [white] beyazla oynuyorsunuz
   *[black] siyahla oynuyorsunuz
}
mine-won = Kazanıldı
mine-lost = Kaybedildi
mine-drawn = Berabere
mine-moves = { $count ->
    [0] henüz hamle yok
    [one] { $count } hamle
   *[other] { $count } hamle
}

level-1 = Acemi
level-2 = Yeni başlayan
level-3 = Amatör
level-4 = Kulüp oyuncusu
level-5 = Güçlü kulüp oyuncusu
level-6 = Uzman
level-7 = Usta
level-8 = En güçlü
level-option = { $level } · { $name }

challenge-title = Oyun daveti: { $name }
challenge-clock = Saat: { $name }
challenge-color = { $color ->
    [white] Beyazla oynardınız.
    [black] Siyahla oynardınız.
   *[random] Renginiz kurayla belirlenecek.
}
challenge-accept = Kabul et
challenge-decline = Reddet
challenge-declined = Bu daveti reddettiniz. Gönderen kişiye bildirildi.
invite-declined = Davetiniz reddedildi.
share-share = Paylaş
share-text = Regalia'da benimle oyna: { $name }

title-your-turn = Sıra sizde

offer-draw-declined = Rakibiniz beraberliği reddetti.
offer-takeback-declined = Rakibiniz hamleyi geri almayı reddetti.
offer-rematch-declined = Rakibiniz rövanşı reddetti.

premove-queued = Ön hamle { $move } sıranızı bekliyor. Sağ tık ya da Esc ile iptal edilir.

lielow-losing-confirm = Bu hamle oyunu kaybettirir. Yine de oynansın mı?
