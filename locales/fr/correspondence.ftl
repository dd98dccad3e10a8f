# Parties par correspondance (jours par coup) et avis « à vous de jouer ».

clock-correspondence = Par correspondance
clock-days = { $count ->
    [one] { $count } jour par coup
   *[other] { $count } jours par coup
}
time-left-days = { $days } j { $hours } h
time-left-hours = { $hours } h { $minutes } min
time-left-minutes = { $minutes } min
mine-time-left = encore { $time }
mine-time-out = temps écoulé
mine-turns-waiting = { $count ->
    [one] { $count } partie attend votre coup
   *[other] { $count } parties attendent votre coup
}
game-claim-timeout = Réclamer la victoire (le temps de votre adversaire est écoulé)

# Web Push notices (title and text, in the subscriber's language) and the
# home page's switch for them.
push-turn-title = À vous de jouer : { $game }
push-turn-body = Votre adversaire a joué.
push-joined-title = Votre partie commence : { $game }
push-joined-body = Un adversaire a pris l’autre place.
push-arena-title = Votre partie d’arène commence : { $game }
push-arena-body = Votre prochaine partie d’arène a commencé.
push-enable = Me prévenir quand c’est mon tour
push-enabled = Les notifications sont activées
push-disable = Désactiver les notifications
push-refused = Les notifications sont bloquées dans ce navigateur : votre tour s’affiche sur la page à la place.
push-unavailable = Ce navigateur ne peut pas afficher les notifications de ce site : votre tour s’affiche sur la page à la place.
