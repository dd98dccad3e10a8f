## Guias de regras: Rei da Colina, Corrida de Reis, Lielow e xadrez.
## Somente texto simples; a estrutura vem do modelo da página.

## Títulos compartilhados

guide-heading-card = Resumo
guide-heading-setup = Posição inicial
guide-heading-moves = Movimentos e capturas
guide-heading-win = Como vencer
guide-heading-draws = Empates
guide-heading-special = Regras especiais
guide-heading-differences = O que muda em relação ao xadrez
guide-heading-elsewhere = Nossas regras e as de outros sites
guide-heading-history = História
guide-heading-faq = Dúvidas de quem está começando
guide-diff-topic = Assunto
guide-diff-chess = Xadrez
guide-diff-this-game = Este jogo
guide-back-to-game = Voltar à partida
guide-play-now = Jogar agora
guide-index-title = Guias de regras
guide-index-intro = Como jogar cada jogo do Regalia: a posição inicial, os lances, como vencer e os poucos detalhes em que nossas regras diferem do que você talvez tenha visto por aí.

## Rei da Colina

guide-kingofthehill-title = Rei da Colina
guide-kingofthehill-tagline = Xadrez com uma segunda forma de vencer: leve seu rei a uma das quatro casas centrais.

guide-kingofthehill-setup-1 = A partida começa na posição normal do xadrez, mostrada no diagrama. As brancas jogam primeiro.
guide-kingofthehill-setup-2 = A colina é formada pelas quatro casas do meio do tabuleiro: d4, e4, d5 e e5.

guide-kingofthehill-moves-1 = Todas as peças se movem e capturam exatamente como no xadrez. O roque, o en passant e a promoção funcionam como de costume.
guide-kingofthehill-moves-2 = Como no xadrez, o rei nunca pode ir para uma casa atacada, permanecer em xeque, nem rocar saindo de uma casa atacada, passando por ela ou chegando a ela. A colina não é exceção: uma casa da colina atacada por uma peça adversária simplesmente não é uma casa para onde seu rei possa ir.

guide-kingofthehill-win-1 = Leve seu rei a qualquer uma das quatro casas da colina e você vence na hora, seja com um passo comum, seja capturando uma peça adversária que esteja na colina. O adversário não tem direito a resposta.
guide-kingofthehill-win-2 = O xeque-mate também vence, exatamente como no xadrez.

guide-kingofthehill-draws-1 = O afogamento é empate: o jogador da vez não tem nenhum lance legal e não está em xeque.
guide-kingofthehill-draws-2 = O jogador da vez pode reivindicar o empate quando a posição atual já tiver ocorrido três vezes (as mesmas peças nas mesmas casas, o mesmo jogador da vez, as mesmas possibilidades de roque e de en passant), ou quando cada lado tiver feito 50 lances sem captura nem lance de peão. Nenhuma dessas situações encerra a partida sozinha: se ninguém reivindicar, o jogo continua.
guide-kingofthehill-draws-3 = Nas partidas online, os jogadores também podem combinar o empate.
guide-kingofthehill-draws-4 = Não existe empate por falta de material. Até um rei sozinho contra outro rei sozinho ainda pode vencer chegando à colina, então a partida continua.

guide-kingofthehill-special-1 = A colina é um objetivo, não um abrigo. Seu rei só chega lá com um lance legal: uma casa da colina controlada por uma peça adversária fica fora de alcance enquanto esse controle durar.
guide-kingofthehill-special-2 = A partida termina assim que um rei está na colina: uma posição com um rei em d4, e4, d5 ou e5 não tem mais nenhum lance legal.
guide-kingofthehill-special-3 = A partida pode começar na posição normal ou em qualquer posição válida de Rei da Colina dada em FEN.

guide-kingofthehill-diff-1-topic = Objetivo
guide-kingofthehill-diff-1-chess = Dar xeque-mate no rei adversário
guide-kingofthehill-diff-1-this = Dar xeque-mate, ou levar o próprio rei a d4, e4, d5 ou e5
guide-kingofthehill-diff-2-topic = Rei que chega ao centro
guide-kingofthehill-diff-2-chess = Nada de especial
guide-kingofthehill-diff-2-this = Vitória imediata, sem resposta do adversário
guide-kingofthehill-diff-3-topic = O rei no meio-jogo
guide-kingofthehill-diff-3-chess = Costuma ficar protegido atrás dos peões
guide-kingofthehill-diff-3-this = Muitas vezes marcha para o centro, e os dois lados precisam vigiar a colina
guide-kingofthehill-diff-4-topic = Rei contra rei
guide-kingofthehill-diff-4-chess = Empate: ninguém consegue dar mate
guide-kingofthehill-diff-4-this = O jogo continua: o primeiro rei a chegar à colina vence
guide-kingofthehill-diff-5-topic = Casas atacadas
guide-kingofthehill-diff-5-chess = Proibidas para o rei
guide-kingofthehill-diff-5-this = Também proibidas, inclusive as casas da colina
guide-kingofthehill-diff-6-topic = Peças, roque, en passant, promoção
guide-kingofthehill-diff-6-chess = Regras normais
guide-kingofthehill-diff-6-this = Exatamente como no xadrez

guide-kingofthehill-elsewhere-1 = O Rei da Colina é oferecido em vários sites e programas, e os detalhes nem sempre são iguais. Veja exatamente o que aplicamos aqui.
guide-kingofthehill-elsewhere-2 = Uma casa da colina atacada não é um destino legal para o rei. Não dá para correr para uma casa atacada e vencer mesmo assim.
guide-kingofthehill-elsewhere-3 = A vitória é imediata. No instante em que o rei chega, a partida acaba; o adversário não ganha um último lance.
guide-kingofthehill-elsewhere-4 = Rei contra rei não é empate. Onde se aplica a regra comum do xadrez sobre material insuficiente, essa partida terminaria; aqui ela continua, porque qualquer um dos reis ainda pode chegar à colina.
guide-kingofthehill-elsewhere-5 = A repetição tripla e a regra dos 50 lances só dão empate quando um jogador o reivindica; elas nunca encerram a partida automaticamente. Também não há fim automático após uma repetição quíntupla ou 75 lances, como acontece em alguns sites muito populares.

guide-kingofthehill-history-1 = O Rei da Colina é uma variante antiga do xadrez: dar ao rei um alvo no centro é uma das formas mais simples e mais antigas de mudar o jogo. Ela ficou muito popular quando os sites de xadrez online passaram a oferecê-la.
guide-kingofthehill-history-2 = Ela vira de cabeça para baixo um velho hábito. No xadrez, o rei se esconde até o final; aqui, um rei ousado pode decidir a partida ainda no meio-jogo, e os dois jogadores precisam pensar o centro de outro jeito.

guide-kingofthehill-faq-1-q = Meu rei pode entrar na colina se a casa estiver atacada?
guide-kingofthehill-faq-1-a = Não. Uma casa da colina atacada é proibida, como qualquer outra casa atacada. Para manter o rei adversário longe, controle a colina com suas peças.
guide-kingofthehill-faq-2-q = Capturar uma peça na colina vale?
guide-kingofthehill-faq-2-a = Vale. Se seu rei capturar uma peça adversária em d4, e4, d5 ou e5, e essa peça não estiver protegida, você vence na hora.
guide-kingofthehill-faq-3-q = Meu adversário ainda joga mais um lance depois que meu rei chega à colina?
guide-kingofthehill-faq-3-a = Não. A partida acaba no momento em que seu rei chega.
guide-kingofthehill-faq-4-q = Rei contra rei é empate?
guide-kingofthehill-faq-4-a = Não. Quando só restam os dois reis, a partida continua, e o primeiro rei a chegar à colina vence.
guide-kingofthehill-faq-5-q = Ainda dá para vencer por xeque-mate?
guide-kingofthehill-faq-5-a = Dá. O xeque-mate vence como no xadrez, e o afogamento é empate.
guide-kingofthehill-faq-6-q = A partida termina sozinha quando uma posição se repete três vezes?
guide-kingofthehill-faq-6-a = Não. Na sua vez, você pode reivindicar o empate quando a posição já tiver ocorrido três vezes, ou depois de 50 lances de cada lado sem captura nem lance de peão. Se ninguém reivindicar, a partida continua.

## Corrida de Reis (Racing Kings)

guide-racingkings-title = Corrida de Reis
guide-racingkings-tagline = Uma corrida, não uma luta: seja o primeiro a levar seu rei ao outro lado do tabuleiro, sem nunca dar xeque.

guide-racingkings-setup-1 = Não há peões. Cada lado tem um rei, uma dama, duas torres, dois bispos e dois cavalos, todos nas duas primeiras fileiras, como mostra o diagrama: as peças pretas na metade esquerda (colunas a até d), as brancas na metade direita (colunas e até h).
guide-racingkings-setup-2 = Na 1ª fileira, de a1 a h1: dama, torre, bispo e cavalo pretos, depois cavalo, bispo, torre e dama brancos. Na 2ª fileira, de a2 a h2: rei, torre, bispo e cavalo pretos, depois cavalo, bispo, torre e rei brancos.
guide-racingkings-setup-3 = Os dois jogadores correm no mesmo sentido, em direção à 8ª fileira, e por isso veem o tabuleiro do mesmo lado. As brancas jogam primeiro.

guide-racingkings-moves-1 = Todas as peças se movem e capturam como no xadrez. Não há roque, nem en passant, nem promoção, já que não existem peões.
guide-racingkings-moves-2 = O xeque é proibido para os dois lados. Um lance que daria xeque no rei adversário é ilegal, mesmo que fosse xeque-mate no xadrez, e isso inclui o xeque descoberto, quando uma peça sai do caminho e revela o ataque de outra.
guide-racingkings-moves-3 = O rei nunca pode ir para uma casa atacada e, como no xadrez, nenhum lance pode deixar o seu próprio rei atacado.
guide-racingkings-moves-4 = Capturas são permitidas e muitas vezes úteis, para abrir caminho ao seu rei ou eliminar uma peça que controla as casas à frente dele.

guide-racingkings-win-1 = O objetivo é levar seu rei à 8ª fileira, do outro lado do tabuleiro. Qualquer casa dessa fileira serve.
guide-racingkings-win-2 = Se o rei preto chegar à 8ª fileira enquanto o rei branco não estiver lá, as pretas vencem na hora.
guide-racingkings-win-3 = Quando o rei branco chega à 8ª fileira, o desfecho depende das pretas, para compensar o fato de as brancas jogarem primeiro. Se o rei preto não puder chegar à 8ª fileira com um único lance legal, as brancas vencem imediatamente.
guide-racingkings-win-4 = Se o rei preto puder chegar à 8ª fileira já no lance seguinte, as pretas fazem um último lance. Se chegarem de fato à 8ª fileira, a partida é empate; se jogarem qualquer outra coisa, as brancas vencem.

guide-racingkings-draws-1 = Os dois reis na 8ª fileira: quando as pretas respondem à chegada do rei branco chegando também à 8ª fileira, a corrida termina empatada.
guide-racingkings-draws-2 = O afogamento, quando o jogador da vez não tem nenhum lance legal, é empate.
guide-racingkings-draws-3 = O jogador da vez pode reivindicar o empate quando a posição atual já tiver ocorrido três vezes (as mesmas peças nas mesmas casas, o mesmo jogador da vez), ou quando cada lado tiver feito 50 lances sem captura. Nenhuma dessas situações encerra a partida sozinha: se ninguém reivindicar, o jogo continua.
guide-racingkings-draws-4 = Nas partidas online, os jogadores também podem combinar o empate.
guide-racingkings-draws-5 = Não existe empate por falta de material: até dois reis sozinhos continuam a corrida.

guide-racingkings-special-1 = Como nenhum lance pode dar xeque, nenhum rei fica em xeque, nunca. Não dá para perseguir o rei adversário com xeques; em vez disso, você o atrasa controlando as casas à frente dele, já que um rei não pode ir para uma casa atacada.
guide-racingkings-special-2 = Uma única torre ou um único bispo bem colocado pode fechar uma fileira ou uma diagonal inteira para o rei adversário sem nunca encostar nele.
guide-racingkings-special-3 = A partida pode começar na posição normal ou em qualquer posição válida de Corrida de Reis dada em FEN. Uma posição em que o jogador da vez está em xeque não é válida.

guide-racingkings-diff-1-topic = Peões
guide-racingkings-diff-1-chess = Oito de cada lado
guide-racingkings-diff-1-this = Nenhum
guide-racingkings-diff-2-topic = Posição inicial
guide-racingkings-diff-2-chess = Os dois exércitos frente a frente, cada um numa ponta do tabuleiro
guide-racingkings-diff-2-this = Lado a lado nas fileiras 1 e 2, pretas à esquerda, brancas à direita
guide-racingkings-diff-3-topic = Objetivo
guide-racingkings-diff-3-chess = Dar xeque-mate no rei adversário
guide-racingkings-diff-3-this = Ser o primeiro a levar o rei à 8ª fileira
guide-racingkings-diff-4-topic = Xeque
guide-racingkings-diff-4-chess = Permitido, e precisa ser respondido
guide-racingkings-diff-4-this = Nunca permitido: um lance que dá xeque é ilegal
guide-racingkings-diff-5-topic = Roque, en passant, promoção
guide-racingkings-diff-5-chess = Fazem parte do jogo
guide-racingkings-diff-5-this = Não existem
guide-racingkings-diff-6-topic = Sentido do jogo
guide-racingkings-diff-6-chess = Cada lado avança em direção ao outro
guide-racingkings-diff-6-this = Os dois lados sobem o tabuleiro rumo à 8ª fileira
guide-racingkings-diff-7-topic = Falta de material
guide-racingkings-diff-7-chess = Empate quando ninguém consegue dar mate
guide-racingkings-diff-7-this = Esse empate não existe: a corrida continua
guide-racingkings-diff-8-topic = Jogar primeiro
guide-racingkings-diff-8-chess = Pequena vantagem para as brancas
guide-racingkings-diff-8-this = Compensada pelo último lance das pretas, que podem empatar a corrida se alcançarem a 8ª fileira

guide-racingkings-elsewhere-1 = É na linha de chegada que as versões da Corrida de Reis diferem. Aqui, quando o rei branco chega à 8ª fileira, as pretas só ganham um último lance se o rei preto puder realmente chegar à 8ª fileira com ele; caso contrário, as brancas vencem na hora. Essa é a regra da versão mais jogada online.
guide-racingkings-elsewhere-2 = Alguns programas e engines sempre dão esse lance extra às pretas, mesmo quando ele não pode mudar nada. O resultado é o mesmo, mas as contagens de lances e as análises perto da chegada podem ser diferentes das nossas.
guide-racingkings-elsewhere-3 = A repetição tripla e a regra dos 50 lances só dão empate quando um jogador o reivindica; elas nunca encerram a partida automaticamente. Também não há fim automático após uma repetição quíntupla ou 75 lances, como acontece em alguns sites muito populares.

guide-racingkings-history-1 = A Corrida de Reis (Racing Kings, em inglês) foi inventada por Vernon R. Parton em 1961. Parton criou muitas variantes de xadrez; a mais conhecida delas é provavelmente o Xadrez de Alice (Alice Chess).
guide-racingkings-history-2 = O jogo abandona de vez a ideia de atacar o rei: com o xeque proibido, o xadrez vira uma corrida de manobras e bloqueios. O jogo online, onde é fácil experimentá-lo, trouxe a ele um grande público novo.

guide-racingkings-faq-1-q = Posso dar xeque na Corrida de Reis?
guide-racingkings-faq-1-a = Não. Qualquer lance que daria xeque no rei adversário é ilegal, inclusive um xeque descoberto. Neste jogo, um rei nunca está em xeque.
guide-racingkings-faq-2-q = O que acontece quando os dois reis chegam à última fileira?
guide-racingkings-faq-2-a = Isso só acontece quando as brancas chegam primeiro e as pretas chegam logo no lance seguinte. A partida, então, é empate.
guide-racingkings-faq-3-q = As brancas jogam primeiro: isso não é injusto?
guide-racingkings-faq-3-a = É para isso que serve o último lance das pretas. Quando o rei branco chega à 8ª fileira e o rei preto também pode chegar lá com um lance legal, as pretas fazem esse lance e podem empatar a corrida.
guide-racingkings-faq-4-q = Por que a partida acabou sem que as pretas tivessem um último lance?
guide-racingkings-faq-4-a = Porque o rei preto não podia chegar à 8ª fileira com um único lance legal. O lance extra não mudaria nada, então as brancas vencem imediatamente.
guide-racingkings-faq-5-q = Meu rei pode ficar ao lado do rei adversário?
guide-racingkings-faq-5-a = Não. Dois reis lado a lado atacariam um ao outro, o que seria xeque, e o xeque nunca é permitido.
guide-racingkings-faq-6-q = Posso capturar peças?
guide-racingkings-faq-6-a = Pode, como no xadrez, desde que a captura não dê xeque. Capturar uma peça que bloqueia seu caminho ou que controla as casas à frente do seu rei muitas vezes decide a corrida.

## Lielow

guide-lielow-title = Lielow
guide-lielow-tagline = Pilhas que saltam tão longe quanto são altas: proteja sua pilha coroada e capture a do adversário.

guide-lielow-setup-1 = Lielow é jogado num tabuleiro de 8x8 casas com pilhas de peças de damas, e nenhuma outra peça. Cada jogador começa com oito pilhas de altura 1: as brancas de a2 a h2, as pretas de a7 a h7, como no diagrama.
guide-lielow-setup-2 = Ninguém tem coroa no início. As brancas jogam primeiro.

guide-lielow-moves-1 = Na sua vez, mova uma das suas pilhas em linha reta: ao longo de uma fileira, de uma coluna ou de uma diagonal, em qualquer uma das oito direções. Ela precisa andar exatamente tantas casas quanto a sua altura: uma pilha de 1 anda uma casa, uma pilha de 3 anda três casas. As casas do meio do caminho não importam, porque as pilhas saltam. Não é permitido passar a vez.
guide-lielow-moves-2 = Chegando a uma casa vazia: a pilha cresce uma unidade. Uma pilha de 2 que anda duas casas até uma casa vazia vira uma pilha de 3.
guide-lielow-moves-3 = Chegando a uma pilha adversária: essa pilha é capturada e retirada, qualquer que seja a sua altura, e a sua pilha volta à altura 1. Uma pilha de 1 que captura continua com 1.
guide-lielow-moves-4 = Não é permitido chegar a uma das suas próprias pilhas.
guide-lielow-moves-5 = Saindo do tabuleiro: se, em pelo menos uma direção, a casa de chegada ficaria além da borda, você pode tirar a pilha do tabuleiro, e ela sai do jogo. Seja qual for a direção que a leva para fora, isso conta como um único lance.
guide-lielow-moves-6 = A altura máxima é 8. Uma pilha de 7 ainda pode crescer para 8; uma pilha de 8 só pode sair do tabuleiro.

guide-lielow-win-1 = Você vence quando a pilha coroada do adversário deixa o tabuleiro: ou você a captura, ou o próprio dono a tira do tabuleiro.
guide-lielow-win-2 = Capturar outras pilhas nunca dá a vitória por si só. E enquanto o adversário não tiver coroa, ele não pode perder: a caçada só começa quando ele tiver uma.

guide-lielow-draws-1 = Lielow não tem empates. Todo lance retira uma pilha ou deixa uma pilha mais alta, então uma posição nunca pode se repetir, e toda partida termina com um vencedor.
guide-lielow-draws-2 = Pelo mesmo motivo, não há regra de repetição nem regra dos 50 lances. Um jogador sempre tem pelo menos um lance legal, então também não existe afogamento.

guide-lielow-special-1 = A coroa. Depois de cada lance, de qualquer um dos jogadores, olham-se as pilhas de cada jogador: se uma das suas pilhas for estritamente mais alta que todas as suas outras pilhas, a sua coroa vai para ela.
guide-lielow-special-2 = Em caso de empate na maior altura, a coroa não se mexe. Ela fica onde está, mesmo que essa pilha agora seja mais baixa que outras, e um jogador que ainda não tem coroa continua sem ela.
guide-lielow-special-3 = A coroa viaja com a sua pilha. Nada mais move uma coroa.
guide-lielow-special-4 = Sua coroa pode mudar de lugar durante a vez do adversário. Se ele capturar uma das suas pilhas, outra pilha sua pode passar a ser a única mais alta, e a coroa vai para ela na hora.
guide-lielow-special-5 = Uma pilha coroada que captura volta à altura 1. Se outra pilha sua passar a ser a única mais alta, a coroa vai para ela; se não, a coroa fica na pilha pequena que acabou de capturar.
guide-lielow-special-6 = A sua última pilha sempre leva a sua coroa, já que ela é necessariamente a sua única pilha mais alta.
guide-lielow-special-7 = Nos registros das partidas, um lance para uma casa vazia é escrito como e2-e3, uma captura como d4xg7 e uma saída do tabuleiro como a2-off.

guide-lielow-diff-1-topic = Peças
guide-lielow-diff-1-chess = Seis tipos, cada um com seu movimento
guide-lielow-diff-1-this = Só pilhas de peças, que seguem todas a mesma regra
guide-lielow-diff-2-topic = Quanto uma peça anda
guide-lielow-diff-2-chess = Depende da peça
guide-lielow-diff-2-this = Exatamente a sua altura, numa das oito direções
guide-lielow-diff-3-topic = Bloqueio
guide-lielow-diff-3-chess = Só o cavalo salta; as outras peças são bloqueadas
guide-lielow-diff-3-this = Todas as pilhas saltam; as casas do meio do caminho não importam
guide-lielow-diff-4-topic = Depois de uma captura
guide-lielow-diff-4-chess = A peça que captura não muda
guide-lielow-diff-4-this = A pilha que captura volta à altura 1
guide-lielow-diff-5-topic = Objetivo
guide-lielow-diff-5-chess = Dar xeque-mate no rei
guide-lielow-diff-5-this = Fazer a pilha coroada do adversário deixar o tabuleiro
guide-lielow-diff-6-topic = A peça que importa
guide-lielow-diff-6-chess = O rei, a mesma peça do começo ao fim
guide-lielow-diff-6-this = A coroa, que aparece durante o jogo e passa para a única pilha mais alta
guide-lielow-diff-7-topic = Sair do tabuleiro
guide-lielow-diff-7-chess = Impossível
guide-lielow-diff-7-this = Um lance legal quando o salto de uma pilha terminaria além da borda
guide-lielow-diff-8-topic = Empates
guide-lielow-diff-8-chess = Afogamento, repetição, regra dos 50 lances, acordo e outros
guide-lielow-diff-8-this = Nenhum: toda partida tem um vencedor
guide-lielow-diff-9-topic = Crescimento
guide-lielow-diff-9-chess = Os peões são promovidos na última fileira
guide-lielow-diff-9-this = As pilhas crescem uma unidade a cada lance para uma casa vazia, até 8

guide-lielow-elsewhere-1 = Lielow é um jogo recente. Se você o aprendeu em outro lugar, estes são os pontos que vale a pena conferir com as regras que aplicamos.
guide-lielow-elsewhere-2 = Tirar uma pilha do tabuleiro é um único lance, não importa quantas direções a levariam para fora.
guide-lielow-elsewhere-3 = A coroa é redefinida depois de cada lance de qualquer um dos jogadores: ela vai para a única pilha mais alta e, em caso de empate, fica onde está, mesmo numa pilha mais baixa.
guide-lielow-elsewhere-4 = Tirar do tabuleiro a sua própria pilha coroada faz você perder a partida, assim como tê-la capturada.
guide-lielow-elsewhere-5 = Uma pilha nunca passa da altura 8; uma pilha de 8 só pode sair do tabuleiro.

guide-lielow-history-1 = Lielow foi criado por Michael Amundsen e Alek Erickson em 2021. É um jogo moderno de estratégia abstrata: sem sorte, sem informação oculta e com só um punhado de regras.
guide-lielow-history-2 = Tudo gira em torno de uma tensão entre altura e segurança. Uma pilha alta anda longe e atrai a coroa, mas cada captura a faz voltar a 1.

guide-lielow-faq-1-q = Por que a coroa foi para outra pilha?
guide-lielow-faq-1-a = Depois de cada lance, de qualquer um dos jogadores, a sua coroa vai para a sua única pilha mais alta. Talvez outra pilha sua tenha ficado mais alta que as demais, talvez a sua pilha coroada tenha voltado a 1 depois de uma captura, ou talvez o adversário tenha capturado uma de duas pilhas empatadas na maior altura, deixando a outra sozinha no topo.
guide-lielow-faq-2-q = Por que a coroa não foi para a minha pilha mais alta?
guide-lielow-faq-2-a = Por causa de um empate. Quando duas ou mais pilhas suas têm a mesma altura máxima, a coroa fica onde estava, mesmo numa pilha mais baixa.
guide-lielow-faq-3-q = Posso vencer capturando todas as outras pilhas?
guide-lielow-faq-3-a = Capturar pilhas que não sejam a coroada nunca dá a vitória por si só. Mas a última pilha do adversário sempre leva a coroa: quando você a captura, está capturando a coroa de qualquer jeito.
guide-lielow-faq-4-q = Existe empate em Lielow?
guide-lielow-faq-4-a = Não. Todo lance retira uma pilha ou deixa uma mais alta, então as posições nunca se repetem e a partida sempre termina com um vencedor.
guide-lielow-faq-5-q = Por que eu tiraria uma pilha do tabuleiro?
guide-lielow-faq-5-a = É um sacrifício, mas às vezes útil: pode ser o lance mais seguro quando todos os outros enfraqueceriam a sua posição, e retirar uma pilha empatada na maior altura pode fazer a sua coroa passar para a outra. Só nunca faça isso com a sua pilha coroada: você perderia na hora.
guide-lielow-faq-6-q = Ninguém tem coroa no começo: posso perder nos primeiros lances?
guide-lielow-faq-6-a = Não enquanto você não tiver coroa. Mas o seu primeiro lance para uma casa vazia forma uma pilha de 2, a sua única mais alta, e ela é coroada na hora.

## Xadrez

guide-chess-title = Xadrez
guide-chess-tagline = O jogo clássico: dê xeque-mate no rei adversário.

guide-chess-setup-1 = Cada lado tem um rei, uma dama, duas torres, dois bispos, dois cavalos e oito peões, dispostos como no diagrama. As brancas jogam primeiro.

guide-chess-moves-1 = O rei anda uma casa em qualquer direção. A dama anda quantas casas quiser em linha reta ou na diagonal, a torre ao longo das fileiras e colunas, o bispo pelas diagonais; nenhuma delas pode saltar sobre outras peças.
guide-chess-moves-2 = O cavalo anda em L: duas casas numa direção e depois uma para o lado. É a única peça que salta.
guide-chess-moves-3 = O peão anda uma casa para a frente, ou duas a partir da sua casa inicial, e captura uma casa na diagonal para a frente.
guide-chess-moves-4 = Uma peça captura indo para uma casa ocupada por uma peça adversária, que é retirada. Você nunca pode fazer um lance que deixe o seu próprio rei em xeque.

guide-chess-win-1 = O xeque-mate vence: o rei adversário está em xeque e não tem nenhuma saída legal.

guide-chess-draws-1 = O afogamento é empate: o jogador da vez não tem nenhum lance legal e não está em xeque.
guide-chess-draws-2 = A partida termina empatada na hora quando nenhum dos lados tem material suficiente para dar mate, por exemplo rei contra rei.
guide-chess-draws-3 = O jogador da vez pode reivindicar o empate quando a posição atual já tiver ocorrido três vezes, ou depois de 50 lances de cada lado sem captura nem lance de peão. Nas partidas online, os jogadores também podem combinar o empate.

guide-chess-special-1 = Roque: o rei anda duas casas em direção a uma das suas torres, e essa torre salta para a casa que o rei atravessou. Nenhuma das duas peças pode ter se movido antes, as casas entre elas precisam estar vazias, e o rei não pode rocar estando em xeque, nem passar por uma casa atacada ou chegar a ela.
guide-chess-special-2 = En passant: quando um peão avança duas casas e para ao lado de um peão adversário, esse peão pode capturá-lo como se ele tivesse avançado só uma casa, mas apenas no lance imediatamente seguinte.
guide-chess-special-3 = Promoção: um peão que chega à última fileira vira uma dama, uma torre, um bispo ou um cavalo da sua cor.

guide-chess-elsewhere-1 = A repetição tripla e a regra dos 50 lances só dão empate quando um jogador o reivindica; elas nunca encerram a partida automaticamente. Também não há fim automático após uma repetição quíntupla ou 75 lances, como acontece em alguns sites muito populares.

guide-chess-history-1 = O xadrez ganhou sua forma moderna no sul da Europa no fim do século XV, quando a dama e o bispo passaram a andar longas distâncias. O Rei da Colina e a Corrida de Reis derivam dele.

guide-chess-faq-1-q = Uma posição repetida é empate automático?
guide-chess-faq-1-a = Não. Na sua vez, você pode reivindicar o empate quando a posição já tiver ocorrido três vezes; se ninguém reivindicar, a partida continua.
guide-chess-faq-2-q = O que acontece se eu não tiver nenhum lance legal?
guide-chess-faq-2-a = Se o seu rei estiver em xeque, é xeque-mate e você perde. Se não estiver, é afogamento e a partida termina empatada.
guide-chess-faq-3-q = Posso rocar para sair de um xeque?
guide-chess-faq-3-a = Não. O rei não pode rocar estando em xeque, nem passar por uma casa atacada ou chegar a ela.
