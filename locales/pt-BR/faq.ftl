# Perguntas sobre o site: todo guia de regras responde a elas depois das suas, nesta ordem.

faq-site-1-q = Como jogo com um amigo?
faq-site-1-a = Na página inicial, escolha “{ mode-friend }” no cartão do jogo e mande o link para o seu amigo. Quem abrir primeiro fica com o outro lugar, e a partida começa. Antes, se quiser, escolha um relógio acima dos cartões.
faq-site-2-q = Dá para jogar a dois neste aparelho?
faq-site-2-a = Dá. Escolha “{ mode-local }”: vocês dividem um só tabuleiro e jogam cada um na sua vez. A partida fica guardada neste navegador, então você pode fechar a página e continuar depois pela página inicial.
faq-site-3-q = Posso jogar contra o computador?
faq-site-3-a = Pode, em todos os jogos. Escolha “{ mode-ai }”, um nível de 1 (um iniciante consegue ganhar) a 8 (força máxima) e a sua cor, e comece.
faq-site-4-q = Quais regras valem aqui?
faq-site-4-a = Exatamente as desta página, em qualquer tipo de partida. Onde outros sites ou programas fazem diferente, a seção “{ guide-heading-elsewhere }” explica o que fazemos.
faq-site-5-q = Minhas partidas ficam salvas? Onde?
faq-site-5-a = As partidas contra um amigo, o computador ou alguém do saguão ficam salvas neste servidor, lance a lance; o seu link pessoal leva você de volta a elas. As partidas neste aparelho ficam só neste navegador: limpar os dados do site apaga todas. Qualquer partida pode ser baixada em PGN.
faq-site-6-q = Preciso criar uma conta?
faq-site-6-a = Não. Não há cadastro: um cookie e o link pessoal da partida guardam o seu lugar. Guarde o link se quiser voltar por outro navegador.
