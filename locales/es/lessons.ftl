# Las lecciones de /learn/{variant}: para cada una, un título, el objetivo, una pista y lo que se aprende.

lesson-hill-walk-title = Camina hasta la colina
lesson-hill-walk-goal = Las cuatro casillas centrales d4, e4, d5 y e5 forman la colina. Lleva tu rey a una de ellas: tienes dos jugadas.
lesson-hill-walk-hint = Primero da un paso en diagonal hacia el centro; desde d3, tanto d4 como e4 quedan a un paso.
lesson-hill-walk-done = En cuanto tu rey pisa la colina, ganas. Tu rival ya no puede mover.

lesson-hill-guarded-title = Una casilla de la colina vigilada no es una jugada
lesson-hill-guarded-goal = La torre negra controla toda la columna d. Aun así, sube tu rey a la colina.
lesson-hill-guarded-hint = El rey nunca puede ir a una casilla atacada, sea de la colina o no. ¿Qué casilla de la colina no ve la torre?
lesson-hill-guarded-done = Exacto: d4 estaba vigilada, así que ni siquiera era una jugada legal. e4 estaba libre.

lesson-hill-capture-title = Capturar sobre la colina
lesson-hill-capture-goal = Un caballo negro está en d4, en la colina, y nada lo defiende. Gana ya.
lesson-hill-capture-hint = Tu rey puede capturar una pieza sin defensa, y llegar a la colina capturando también cuenta.
lesson-hill-capture-done = Llegar a la colina capturando gana igual que llegar con un paso normal.

lesson-hill-race-title = Gana la carrera hacia el centro
lesson-hill-race-goal = Los dos reyes van hacia la colina y mueves tú primero. Llega antes que las negras.
lesson-hill-race-hint = Cuenta los pasos: necesitas dos, así que no pierdas ni una jugada. Ve primero a d3.
lesson-hill-race-done = Ibas una jugada por delante y la aprovechaste. En el Rey de la colina cada tiempo cuenta.

lesson-hill-mate-title = El jaque mate sigue ganando
lesson-hill-mate-goal = La colina queda lejos, pero el rey negro está encerrado detrás de sus peones. Gana con una jugada.
lesson-hill-mate-hint = Las negras no tienen casilla de escape en la octava fila. Tu torre puede subir hasta arriba.
lesson-hill-mate-done = Aquí el jaque mate termina la partida igual que en el ajedrez.

lesson-hill-bare-kings-title = Rey contra rey, se sigue jugando
lesson-hill-bare-kings-goal = Solo quedan los dos reyes. En el ajedrez serían tablas; aquí, gana.
lesson-hill-bare-kings-hint = Sin piezas, cualquiera de los dos reyes puede seguir caminando hacia la colina. El tuyo está a un paso.
lesson-hill-bare-kings-done = Rey contra rey no es tablas en el Rey de la colina: gana quien llegue primero al centro.

lesson-race-walk-title = Carrera hasta la octava fila
lesson-race-walk-goal = En Racing Kings gana el primer rey que llega a la fila 8. Llega en dos jugadas.
lesson-race-walk-hint = Sube en línea recta: b7 y luego cualquier casilla de la fila 8.
lesson-race-walk-done = Tu rey llegó a la última fila y el negro estaba demasiado atrás para seguirlo.

lesson-race-no-check-title = Nunca jaque
lesson-race-no-check-goal = Corta el paso del rey negro hacia la fila 7 con tu torre.
lesson-race-no-check-hint = En Racing Kings una jugada que da jaque es ilegal. La torre en c6 o en la columna e daría jaque al rey; mira una fila más arriba.
lesson-race-no-check-done = Desde c7 tu torre controla la séptima fila sin dar jaque.

lesson-race-capture-check-title = Las capturas tampoco pueden dar jaque
lesson-race-capture-check-goal = Captura uno de los caballos negros con tu torre.
lesson-race-capture-check-hint = Capturar en d5 abriría la columna d hacia el rey negro: eso es jaque, así que no está permitido.
lesson-race-capture-check-done = La regla no tiene excepciones: una captura que daría jaque también es ilegal.

lesson-race-attacked-title = Nunca a una casilla atacada
lesson-race-attacked-goal = Tu rey está a un paso de la meta. Gana la carrera ya.
lesson-race-attacked-hint = El caballo controla e8 y el alfil controla f8. Un rey no puede ir a una casilla atacada.
lesson-race-attacked-done = Solo g8 estaba libre, así que era el único camino.

lesson-race-too-far-title = Las negras, demasiado lejos para seguir
lesson-race-too-far-goal = Cuando las blancas llegan a la fila 8, las negras solo tienen una jugada más si también pueden llegar a la fila 8. Gana ya.
lesson-race-too-far-hint = El rey negro está a tres filas: pisa la fila 8.
lesson-race-too-far-done = Las negras no podían seguirte en una jugada, así que ganaste en el acto.

lesson-race-follow-title = La última jugada de las negras empata
lesson-race-follow-goal = El rey blanco ha llegado a la fila 8, pero tú, con negras, todavía puedes seguirlo. Salva la partida.
lesson-race-follow-hint = Lleva tu rey a la fila 8: g8, f8 y h8 están libres.
lesson-race-follow-done = Los dos reyes en la fila 8: la carrera termina en tablas. Esa última jugada compensa que las blancas muevan primero.

lesson-lielow-height-title = Una pila avanza exactamente su altura
lesson-lielow-height-goal = Tu pila de c3 tiene altura dos, así que avanza exactamente dos casillas, en cualquier línea recta. Captura la pila negra de e5.
lesson-lielow-height-hint = Dos casillas en diagonal, hacia arriba y a la derecha. La casilla intermedia no importa: las pilas saltan.
lesson-lielow-height-done = Una pila de altura dos siempre avanza dos casillas, nunca una ni tres.

lesson-lielow-grow-title = Caer en una casilla vacía hace crecer la pila
lesson-lielow-grow-goal = Mueve tu pila de d2 a una casilla vacía y mira cómo crece.
lesson-lielow-grow-hint = Una pila de altura uno avanza una casilla, en cualquiera de las ocho direcciones.
lesson-lielow-grow-done = Ahora tiene altura dos y, como es tu pila más alta, se ha quedado con tu corona.

lesson-lielow-capture-title = Capturar devuelve la pila a uno
lesson-lielow-capture-goal = Tu pila coronada de d1 tiene altura tres. Captura la pila negra de d4.
lesson-lielow-capture-hint = Tres casillas en línea recta hacia arriba te dejan en d4.
lesson-lielow-capture-done = Después de capturar, tu pila vuelve a altura uno: capturar cuesta altura.

lesson-lielow-own-title = Nunca sobre tu propia pila
lesson-lielow-own-goal = Tu pila de c3 tiene altura dos. Captura con ella la pila negra.
lesson-lielow-own-hint = e3 está a dos casillas, pero allí hay una pila tuya: caer ahí no es una jugada. Mira la columna c hacia arriba.
lesson-lielow-own-done = Caer sobre una pila propia es ilegal; caer sobre una pila rival la captura.

lesson-lielow-crown-title = La corona va a la pila más alta, si es única
lesson-lielow-crown-goal = Tu corona está en d2. Haz que otra pila sea más alta que ella para que la corona pase allí.
lesson-lielow-crown-hint = La pila de b2 tiene altura dos; si la mueves a una casilla vacía, pasa a tener tres.
lesson-lielow-crown-done = Después de cada jugada, la corona está en la pila más alta si es única, esté donde esté.

lesson-lielow-tie-title = Un empate deja la corona donde está
lesson-lielow-tie-goal = Mueve la pila pequeña de e2 a una casilla vacía para que crezca hasta dos, tan alta como tu pila coronada.
lesson-lielow-tie-hint = Sirve cualquiera de las ocho casillas vecinas de e2.
lesson-lielow-tie-done = Dos pilas de altura dos: como ninguna es la única más alta, la corona se queda en a2.

lesson-lielow-off-title = Salir del tablero
lesson-lielow-off-goal = Una pila puede salir del tablero cuando un movimiento de su altura la llevaría más allá del borde. Saca del tablero tu pila de a2.
lesson-lielow-off-hint = Arrastra la pila fuera del tablero, o selecciónala y pulsa el botón para sacarla.
lesson-lielow-off-done = La pila ya no está. Con una pila normal no pasa nada, pero nunca lo hagas con la coronada.

lesson-lielow-take-crown-title = Captura la corona y gana
lesson-lielow-take-crown-goal = La corona negra está en f4. Captúrala.
lesson-lielow-take-crown-hint = Tu pila coronada de d2 tiene altura dos: dos casillas en diagonal llegan a f4.
lesson-lielow-take-crown-done = Capturar la pila coronada rival gana la partida en el acto.

lesson-lielow-keep-crown-title = Mantén tu corona en el tablero
lesson-lielow-keep-crown-goal = La pila negra de c4 amenaza tu corona en a2. Sálvala.
lesson-lielow-keep-crown-hint = Sacar del tablero tu pila coronada pierde en el acto, y a4 y c2 también están atacadas. Ataca al atacante.
lesson-lielow-keep-crown-done = Capturar al atacante puso tu corona a salvo. Sacarla del tablero habría perdido la partida.
