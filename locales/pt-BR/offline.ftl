# The site with no network: the page shown for pages that need it, and a
# same-device game's note about the analysis.
offline-title = Você está sem conexão
offline-text = Esta página precisa da rede. Ela abrirá de novo quando seu aparelho voltar a ficar on-line.
offline-local = As partidas neste aparelho ainda podem ser começadas, jogadas e guardadas sem a rede: a página inicial as lista.
offline-analysis = Sem conexão: a análise e a revisão da partida precisam da rede. A partida em si continua.
