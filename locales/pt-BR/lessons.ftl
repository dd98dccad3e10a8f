# As lições de /learn/{variant}: para cada uma, um título, o objetivo, uma dica e o que fica aprendido.

lesson-hill-walk-title = Caminhe até a colina
lesson-hill-walk-goal = As quatro casas centrais d4, e4, d5 e e5 formam a colina. Leve seu rei a uma delas: você tem dois lances.
lesson-hill-walk-hint = Primeiro ande na diagonal rumo ao centro; de d3, tanto d4 quanto e4 ficam a um passo.
lesson-hill-walk-done = No instante em que seu rei pisa na colina, você vence. O adversário não joga de novo.

lesson-hill-guarded-title = Casa da colina atacada não é lance
lesson-hill-guarded-goal = A torre preta vigia toda a coluna d. Mesmo assim, coloque seu rei na colina.
lesson-hill-guarded-hint = O rei nunca pode ir para uma casa atacada, seja da colina ou não. Que casa da colina a torre não vê?
lesson-hill-guarded-done = Isso: d4 estava atacada, então nem era um lance legal. e4 estava livre.

lesson-hill-capture-title = Capture em cima da colina
lesson-hill-capture-goal = Um cavalo preto está em d4, na colina, e nada o defende. Vença agora.
lesson-hill-capture-hint = Seu rei pode capturar uma peça indefesa, e chegar à colina capturando também vale.
lesson-hill-capture-done = Capturar em cima da colina vence do mesmo jeito que andar até ela.

lesson-hill-race-title = Vença a corrida até o centro
lesson-hill-race-goal = Os dois reis correm para a colina e você joga primeiro. Chegue antes das Pretas.
lesson-hill-race-hint = Conte os passos: você precisa de dois, não perca tempo. Vá primeiro para d3.
lesson-hill-race-done = Você estava um lance à frente e aproveitou. No Rei da Colina, cada tempo conta.

lesson-hill-mate-title = O xeque-mate continua vencendo
lesson-hill-mate-goal = A colina está longe, mas o rei preto está preso atrás dos próprios peões. Vença com um lance.
lesson-hill-mate-hint = A oitava fileira não tem casa de fuga para as Pretas. Sua torre pode subir até o fim.
lesson-hill-mate-done = O xeque-mate termina a partida aqui como no xadrez.

lesson-hill-bare-kings-title = Só os reis: o jogo continua
lesson-hill-bare-kings-goal = Restam apenas os dois reis. No xadrez seria empate; aqui, vença.
lesson-hill-bare-kings-hint = Sem outras peças, qualquer rei ainda pode caminhar até a colina. O seu está a um passo.
lesson-hill-bare-kings-done = Rei contra rei não é empate no Rei da Colina: quem chegar primeiro ao centro vence.

lesson-race-walk-title = Corra até a oitava fileira
lesson-race-walk-goal = No Racing Kings, o primeiro rei a chegar à 8ª fileira vence. Chegue lá em dois lances.
lesson-race-walk-hint = Suba em linha reta: b7, depois qualquer casa da 8ª fileira.
lesson-race-walk-done = Seu rei chegou à última fileira e o das Pretas estava longe demais para acompanhar.

lesson-race-no-check-title = Xeque, nunca
lesson-race-no-check-goal = Com sua torre, corte o caminho do rei preto para a 7ª fileira.
lesson-race-no-check-hint = Um lance que dá xeque é ilegal no Racing Kings. A torre em c6 ou na coluna e daria xeque; olhe uma fileira acima.
lesson-race-no-check-done = De c7 sua torre guarda a sétima fileira sem dar xeque.

lesson-race-capture-check-title = Capturas também não podem dar xeque
lesson-race-capture-check-goal = Capture um dos cavalos pretos com sua torre.
lesson-race-capture-check-hint = Capturar em d5 abriria a coluna d até o rei preto: seria xeque, então não é permitido.
lesson-race-capture-check-done = A regra não tem exceção: uma captura que daria xeque também é ilegal.

lesson-race-attacked-title = Nunca para uma casa atacada
lesson-race-attacked-goal = Seu rei está a um passo da meta. Vença a corrida agora.
lesson-race-attacked-hint = O cavalo guarda e8 e o bispo guarda f8. Um rei não pode ir para uma casa atacada.
lesson-race-attacked-done = Só g8 estava livre, então era o único caminho.

lesson-race-too-far-title = Pretas longe demais para acompanhar
lesson-race-too-far-goal = Quando as Brancas chegam à 8ª fileira, as Pretas só jogam mais uma vez se também puderem chegar lá. Vença agora.
lesson-race-too-far-hint = O rei preto está a três fileiras: suba para a 8ª fileira.
lesson-race-too-far-done = As Pretas não podiam acompanhar de imediato, então você venceu na hora.

lesson-race-follow-title = O último lance das Pretas empata
lesson-race-follow-goal = O rei branco chegou à 8ª fileira, mas você, com as Pretas, ainda pode acompanhar. Salve a partida.
lesson-race-follow-hint = Suba seu rei para a 8ª fileira: g8, f8 e h8 estão livres.
lesson-race-follow-done = Os dois reis na 8ª fileira: a corrida empata. Esse último lance compensa a saída das Brancas.

lesson-lielow-height-title = Uma pilha anda exatamente a sua altura
lesson-lielow-height-goal = Sua pilha em c3 tem altura dois, então anda exatamente duas casas, em linha reta para qualquer lado. Capture a pilha preta em e5.
lesson-lielow-height-hint = Duas casas na diagonal, para cima e para a direita. A casa do meio não importa: as pilhas saltam.
lesson-lielow-height-done = Uma pilha de altura dois sempre anda duas casas, nunca uma nem três.

lesson-lielow-grow-title = Parar numa casa vazia faz a pilha crescer
lesson-lielow-grow-goal = Mova sua pilha de d2 para uma casa vazia e veja-a crescer.
lesson-lielow-grow-hint = Uma pilha de altura um anda uma casa, em qualquer das oito direções.
lesson-lielow-grow-done = Agora ela tem altura dois e, sendo sua pilha mais alta, ficou com a sua coroa.

lesson-lielow-capture-title = Capturar faz a pilha voltar a um
lesson-lielow-capture-goal = Sua pilha coroada em d1 tem altura três. Capture a pilha preta em d4.
lesson-lielow-capture-hint = Três casas em linha reta para cima chegam a d4.
lesson-lielow-capture-done = Depois da captura, sua pilha volta à altura um: capturar custa altura.

lesson-lielow-own-title = Nunca sobre a própria pilha
lesson-lielow-own-goal = Sua pilha em c3 tem altura dois. Capture com ela a pilha preta.
lesson-lielow-own-hint = e3 fica a duas casas, mas lá está sua própria pilha: isso não é lance. Olhe para cima, pela coluna c.
lesson-lielow-own-done = Parar sobre a própria pilha é proibido; parar sobre uma pilha adversária a captura.

lesson-lielow-crown-title = A coroa vai para a única pilha mais alta
lesson-lielow-crown-goal = Sua coroa está em d2. Deixe outra pilha mais alta que ela, para a coroa passar para lá.
lesson-lielow-crown-hint = A pilha de b2 tem altura dois; levá-la a uma casa vazia a deixa com três.
lesson-lielow-crown-done = Depois de cada lance, a coroa fica na única pilha mais alta, onde quer que ela esteja.

lesson-lielow-tie-title = Empate de altura mantém a coroa onde está
lesson-lielow-tie-goal = Mova a pilha pequena de e2 para uma casa vazia, para que chegue a dois, tão alta quanto sua pilha coroada.
lesson-lielow-tie-hint = Qualquer uma das oito casas vizinhas de e2 serve.
lesson-lielow-tie-done = Duas pilhas de altura dois: sem uma única mais alta, a coroa fica em a2.

lesson-lielow-off-title = Sair do tabuleiro
lesson-lielow-off-goal = Uma pilha pode sair do tabuleiro quando um movimento da sua altura a levaria além da borda. Tire do tabuleiro sua pilha de a2.
lesson-lielow-off-hint = Arraste a pilha para fora do tabuleiro, ou selecione-a e use o botão para tirá-la.
lesson-lielow-off-done = A pilha saiu. Tudo bem para uma pilha comum, mas nunca faça isso com a coroada.

lesson-lielow-take-crown-title = Capture a coroa e vença
lesson-lielow-take-crown-goal = A coroa preta está em f4. Capture-a.
lesson-lielow-take-crown-hint = Sua pilha coroada em d2 tem altura dois: duas casas na diagonal chegam a f4.
lesson-lielow-take-crown-done = Capturar a pilha coroada do adversário vence a partida na hora.

lesson-lielow-keep-crown-title = Mantenha sua coroa no tabuleiro
lesson-lielow-keep-crown-goal = A pilha preta de c4 ameaça sua coroa em a2. Salve-a.
lesson-lielow-keep-crown-hint = Tirar sua pilha coroada do tabuleiro perde na hora, e a4 e c2 também estão atacadas. Ataque quem ataca.
lesson-lielow-keep-crown-done = Capturar o atacante deixou sua coroa a salvo. Tirá-la do tabuleiro teria perdido a partida.
