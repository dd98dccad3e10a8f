# The game chat: its two rooms, the preset lines (by id), mute and
# report; and the chat reports page (/reports).

chat-title = Discussion
chat-room-players = Discussion des joueurs
chat-room-spectators = Discussion des spectateurs
chat-author-white = Blancs
chat-author-black = Noirs
chat-author-spectator = Spectateur
chat-you = Vous
chat-label = Message
chat-placeholder = Écrivez quelque chose (140 caractères au plus)
chat-send = Envoyer
chat-presets-only = Les joueurs sans nom ne parlent qu’avec ces phrases.
chat-empty = Rien n’a encore été dit.
chat-mute = Masquer l’adversaire
chat-muted = Les messages de votre adversaire sont masqués sur ce navigateur.
chat-report = Signaler
chat-report-confirm = Signaler cette discussion ? La partie et ses messages sont gardés pour être lus par une personne.
chat-reported = Signalé : une personne lira cette discussion.
chat-preset-hello = Bonjour
chat-preset-good-luck = Bonne chance
chat-preset-have-fun = Amusez-vous bien !
chat-preset-you-too = Vous aussi !
chat-preset-good-game = Bonne partie
chat-preset-well-played = Bien joué
chat-preset-thank-you = Merci
chat-preset-gotta-go = Je dois partir
chat-preset-bye = Au revoir !
reports-title = Signalements de discussion
reports-hint = Les 100 derniers signalements, du plus récent au plus ancien, chacun avec les messages tels qu’ils étaient au moment du signalement.
reports-none = Aucune discussion n’a été signalée.
