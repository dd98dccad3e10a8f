# The game chat: its two rooms, the preset lines (by id), mute and
# report; and the chat reports page (/reports).

chat-title = Chat
chat-room-players = Chat de los jugadores
chat-room-spectators = Chat de los espectadores
chat-author-white = Blancas
chat-author-black = Negras
chat-author-spectator = Espectador
chat-you = Tú
chat-label = Mensaje
chat-placeholder = Escribe algo (140 caracteres como máximo)
chat-send = Enviar
chat-presets-only = Los jugadores sin nombre solo hablan con estas frases.
chat-empty = Todavía no se ha dicho nada.
chat-mute = Silenciar al rival
chat-muted = Los mensajes de tu rival están ocultos en este navegador.
chat-report = Denunciar
chat-report-confirm = ¿Denunciar este chat? La partida y sus mensajes se guardan para que los lea una persona.
chat-reported = Denunciado: una persona leerá este chat.
chat-preset-hello = Hola
chat-preset-good-luck = Buena suerte
chat-preset-have-fun = ¡Que te diviertas!
chat-preset-you-too = ¡Igualmente!
chat-preset-good-game = Buena partida
chat-preset-well-played = Bien jugado
chat-preset-thank-you = Gracias
chat-preset-gotta-go = Me tengo que ir
chat-preset-bye = ¡Adiós!
reports-title = Denuncias de chat
reports-hint = Las 100 denuncias más recientes, de la más nueva a la más antigua, cada una con los mensajes tal como estaban al hacerla.
reports-none = No se ha denunciado ningún chat.
