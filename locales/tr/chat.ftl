# The game chat: its two rooms, the preset lines (by id), mute and
# report; and the chat reports page (/reports).

chat-title = Sohbet
chat-room-players = Oyuncuların sohbeti
chat-room-spectators = İzleyicilerin sohbeti
chat-author-white = Beyaz
chat-author-black = Siyah
chat-author-spectator = İzleyici
chat-you = Siz
chat-label = Sohbet mesajı
chat-placeholder = Bir şey yazın (en fazla 140 karakter)
chat-send = Gönder
chat-presets-only = Adı olmayan oyuncular yalnızca bu cümlelerle konuşur.
chat-empty = Henüz kimse bir şey yazmadı.
chat-mute = Rakibi sustur
chat-muted = Rakibinizin mesajları bu tarayıcıda gizli.
chat-report = Bildir
chat-report-confirm = Bu sohbet bildirilsin mi? Oyun ve mesajları bir kişinin okuması için saklanır.
chat-reported = Bildirildi: bir kişi bu sohbeti okuyacak.
chat-preset-hello = Merhaba
chat-preset-good-luck = İyi şanslar
chat-preset-have-fun = İyi eğlenceler!
chat-preset-you-too = Size de!
chat-preset-good-game = İyi oyundu
chat-preset-well-played = İyi oynadınız
chat-preset-thank-you = Teşekkürler
chat-preset-gotta-go = Gitmem gerek
chat-preset-bye = Hoşça kalın!
reports-title = Bildirilen sohbetler
reports-hint = En yeni 100 bildirim, en yenisi önce; her biri bildirildiği andaki mesajlarla.
reports-none = Bildirilen sohbet yok.
