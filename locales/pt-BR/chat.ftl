# The game chat: its two rooms, the preset lines (by id), mute and
# report; and the chat reports page (/reports).

chat-title = Conversa
chat-room-players = Conversa dos jogadores
chat-room-spectators = Conversa dos espectadores
chat-author-white = Brancas
chat-author-black = Pretas
chat-author-spectator = Espectador
chat-you = Você
chat-label = Mensagem
chat-placeholder = Escreva algo (no máximo 140 caracteres)
chat-send = Enviar
chat-presets-only = Jogadores sem nome conversam só com estas frases.
chat-empty = Nada foi dito ainda.
chat-mute = Silenciar adversário
chat-muted = As mensagens do seu adversário estão ocultas neste navegador.
chat-report = Denunciar
chat-report-confirm = Denunciar esta conversa? A partida e as mensagens ficam guardadas para uma pessoa ler.
chat-reported = Denunciada: uma pessoa vai ler esta conversa.
chat-preset-hello = Olá
chat-preset-good-luck = Boa sorte
chat-preset-have-fun = Divirta-se!
chat-preset-you-too = Você também!
chat-preset-good-game = Boa partida
chat-preset-well-played = Bem jogado
chat-preset-thank-you = Obrigado
chat-preset-gotta-go = Preciso ir
chat-preset-bye = Tchau!
reports-title = Denúncias de conversa
reports-hint = As 100 denúncias mais recentes, da mais nova à mais antiga, cada uma com as mensagens como estavam quando foi feita.
reports-none = Nenhuma conversa foi denunciada.
