# Regalia: oyun ve konum paylaşma (Türkçe): bağlantı önizlemeleri, resimler, gömülü tahtalar.

## Buttons on a game's page
game-download-png = PNG indir
game-share-gif = GIF olarak paylaş
game-embed = Göm
game-embed-title = Bu oyunu göm
game-embed-hint = Tahtayı hamleleriyle göstermek için bu kodu bir web sayfasına yapıştırın.

## The embedded board
embed-open = Regalia'da aç

## Link previews
preview-game-title = { $game }: { $white } - { $black }
preview-invite-title = { $game }: { $name } sizi oynamaya davet ediyor
preview-invite-anonymous = { $game }: bir oyun daveti
preview-invite-text = Boş yeri almak ve Regalia'da hesapsız oynamak için bağlantıyı açın.
preview-playing = Şu anda Regalia'da oynanıyor.
preview-position-title = { $game }: incelenecek bir konum
preview-position-text = Bu konumu Regalia'nın analiz tahtasında açın.
