## Guías de reglas: Rey de la colina, Racing Kings, Lielow y ajedrez.
## Solo texto plano; la plantilla de la página añade la estructura.

## Encabezados comunes

guide-heading-card = De un vistazo
guide-heading-setup = Posición inicial
guide-heading-moves = Movimientos y capturas
guide-heading-win = Cómo se gana
guide-heading-draws = Tablas
guide-heading-special = Reglas especiales
guide-heading-differences = Qué cambia respecto al ajedrez
guide-heading-elsewhere = Nuestras reglas y las de otros sitios
guide-heading-history = Historia
guide-heading-faq = Preguntas frecuentes de quien empieza
guide-diff-topic = Aspecto
guide-diff-chess = Ajedrez
guide-diff-this-game = Este juego
guide-back-to-game = Volver a la partida
guide-play-now = Jugar ahora
guide-index-title = Guías de reglas
guide-index-intro = Las reglas de cada juego de Regalia: la posición inicial, los movimientos, cómo se gana y los pocos detalles en los que nuestras reglas se apartan de lo que quizá hayas visto en otros sitios.

## Rey de la colina

guide-kingofthehill-title = Rey de la colina
guide-kingofthehill-tagline = Ajedrez con una segunda forma de ganar: lleva tu rey a una de las cuatro casillas centrales.

guide-kingofthehill-setup-1 = La partida empieza desde la posición normal del ajedrez, la del diagrama. Juegan primero las blancas.
guide-kingofthehill-setup-2 = La colina son las cuatro casillas del centro del tablero: d4, e4, d5 y e5.

guide-kingofthehill-moves-1 = Todas las piezas se mueven y capturan exactamente igual que en el ajedrez. El enroque, la captura al paso y la promoción funcionan como siempre.
guide-kingofthehill-moves-2 = Como en el ajedrez, el rey nunca puede ir a una casilla atacada ni quedarse en jaque, y no puede enrocar estando en jaque, pasando por una casilla atacada o terminando en ella. La colina no es una excepción: si una pieza rival ataca una casilla de la colina, tu rey sencillamente no puede ir allí.

guide-kingofthehill-win-1 = Si llevas tu rey a cualquiera de las cuatro casillas de la colina, ganas en el acto. Puede llegar con un paso normal o capturando una pieza rival que esté en la colina. Tu rival no tiene derecho a respuesta.
guide-kingofthehill-win-2 = El jaque mate también gana, igual que en el ajedrez.

guide-kingofthehill-draws-1 = El ahogado es tablas: el jugador al que le toca mover no tiene ninguna jugada legal y no está en jaque.
guide-kingofthehill-draws-2 = El jugador al que le toca mover puede reclamar tablas cuando la posición actual se ha repetido tres veces (mismas piezas en las mismas casillas, mismo turno, mismos derechos de enroque y de captura al paso), o cuando cada bando ha hecho 50 jugadas sin ninguna captura ni movimiento de peón. Ninguna de las dos situaciones termina la partida por sí sola: si nadie reclama, se sigue jugando.
guide-kingofthehill-draws-3 = En las partidas en línea, los jugadores también pueden acordar tablas.
guide-kingofthehill-draws-4 = No hay tablas por falta de material. Incluso un rey solo contra un rey solo puede ganar llegando a la colina, así que la partida continúa.

guide-kingofthehill-special-1 = La colina es una meta, no un refugio. Tu rey solo puede llegar a ella con una jugada legal, así que una casilla de la colina controlada por una pieza rival queda fuera de su alcance mientras siga controlada.
guide-kingofthehill-special-2 = La partida termina en cuanto un rey pisa la colina: en una posición con un rey en d4, e4, d5 o e5 ya no queda ninguna jugada legal.
guide-kingofthehill-special-3 = Las partidas pueden empezar desde la posición habitual o desde cualquier posición válida de Rey de la colina escrita en FEN.

guide-kingofthehill-diff-1-topic = Objetivo
guide-kingofthehill-diff-1-chess = Dar jaque mate al rey rival
guide-kingofthehill-diff-1-this = Dar jaque mate, o llevar tu propio rey a d4, e4, d5 o e5
guide-kingofthehill-diff-2-topic = El rey llega al centro
guide-kingofthehill-diff-2-chess = No pasa nada especial
guide-kingofthehill-diff-2-this = Victoria inmediata, sin respuesta del rival
guide-kingofthehill-diff-3-topic = El rey en el medio juego
guide-kingofthehill-diff-3-chess = Suele esconderse detrás de sus peones
guide-kingofthehill-diff-3-this = A menudo avanza hacia el centro, así que ambos bandos deben vigilar la colina
guide-kingofthehill-diff-4-topic = Rey contra rey
guide-kingofthehill-diff-4-chess = Tablas: nadie puede dar mate
guide-kingofthehill-diff-4-this = La partida sigue: gana el primer rey que llegue a la colina
guide-kingofthehill-diff-5-topic = Casillas atacadas
guide-kingofthehill-diff-5-chess = El rey no puede ir a ellas
guide-kingofthehill-diff-5-this = Lo mismo, también en las casillas de la colina
guide-kingofthehill-diff-6-topic = Piezas, enroque, captura al paso, promoción
guide-kingofthehill-diff-6-chess = Reglas de siempre
guide-kingofthehill-diff-6-this = Exactamente igual que en el ajedrez

guide-kingofthehill-elsewhere-1 = Rey de la colina se ofrece en varios sitios y programas, y la letra pequeña no siempre coincide. Esto es exactamente lo que aplicamos nosotros.
guide-kingofthehill-elsewhere-2 = Una casilla de la colina atacada no es un destino legal para el rey. No puedes lanzarte a una casilla atacada de la colina y ganar de todos modos.
guide-kingofthehill-elsewhere-3 = La victoria es inmediata. En cuanto el rey llega, la partida termina; el rival no tiene una última jugada.
guide-kingofthehill-elsewhere-4 = Rey contra rey no es tablas. Con la regla habitual del ajedrez sobre material insuficiente, esa partida terminaría; aquí continúa, porque cualquiera de los dos reyes aún puede llegar a la colina.
guide-kingofthehill-elsewhere-5 = La triple repetición y la regla de las 50 jugadas solo dan tablas cuando un jugador las reclama; nunca terminan la partida automáticamente. Tampoco hay final automático tras una quíntuple repetición o 75 jugadas, como ocurre en algunos sitios muy populares.

guide-kingofthehill-history-1 = Rey de la colina es una variante de ajedrez con mucha tradición: dar al rey un objetivo en el centro es una de las formas más antiguas y sencillas de cambiar el juego. Se hizo muy popular cuando los sitios de ajedrez en línea empezaron a ofrecerla.
guide-kingofthehill-history-2 = Le da la vuelta a una vieja costumbre. En el ajedrez el rey se esconde hasta el final; aquí un rey atrevido puede decidir la partida en pleno medio juego, y los dos jugadores tienen que pensar en el centro de otra manera.

guide-kingofthehill-faq-1-q = ¿Puede mi rey subir a la colina si está atacada?
guide-kingofthehill-faq-1-a = No. Una casilla de la colina atacada es un destino ilegal, como cualquier otra casilla atacada. Para mantener alejado al rey rival, cubre la colina con tus propias piezas.
guide-kingofthehill-faq-2-q = ¿Cuenta capturar una pieza que está en la colina?
guide-kingofthehill-faq-2-a = Sí. Si tu rey captura una pieza rival situada en d4, e4, d5 o e5, y esa pieza no está protegida, ganas al instante.
guide-kingofthehill-faq-3-q = ¿Mi rival tiene una jugada más cuando mi rey llega a la colina?
guide-kingofthehill-faq-3-a = No. La partida termina en el momento en que llega tu rey.
guide-kingofthehill-faq-4-q = ¿Rey contra rey es tablas?
guide-kingofthehill-faq-4-a = No. Con solo los dos reyes en el tablero la partida sigue, y gana el primer rey que llega a la colina.
guide-kingofthehill-faq-5-q = ¿Todavía puedo ganar por jaque mate?
guide-kingofthehill-faq-5-a = Sí. El jaque mate gana como en el ajedrez, y el ahogado es tablas.
guide-kingofthehill-faq-6-q = ¿La partida termina sola cuando una posición se repite tres veces?
guide-kingofthehill-faq-6-a = No. En tu turno puedes reclamar tablas cuando la posición se ha dado tres veces, o después de 50 jugadas de cada bando sin capturas ni movimientos de peón. Si nadie reclama, la partida sigue.

## Racing Kings

guide-racingkings-title = Racing Kings
guide-racingkings-tagline = Una carrera, no una pelea: sé el primero en llevar tu rey al otro extremo del tablero, sin dar jaque nunca.

guide-racingkings-setup-1 = No hay peones. Cada bando tiene un rey, una dama, dos torres, dos alfiles y dos caballos, todos en las dos primeras filas, como muestra el diagrama: las piezas negras en la mitad izquierda del tablero (columnas de la a a la d) y las blancas en la mitad derecha (columnas de la e a la h).
guide-racingkings-setup-2 = En la fila 1, de a1 a h1: dama, torre, alfil y caballo negros, y después caballo, alfil, torre y dama blancos. En la fila 2, de a2 a h2: rey, torre, alfil y caballo negros, y después caballo, alfil, torre y rey blancos.
guide-racingkings-setup-3 = Los dos jugadores corren en la misma dirección, hacia arriba, hacia la fila 8, así que ambos ven el tablero desde el mismo lado. Juegan primero las blancas.

guide-racingkings-moves-1 = Todas las piezas se mueven y capturan como en el ajedrez. No hay enroque ni captura al paso y, como no hay peones, tampoco promoción.
guide-racingkings-moves-2 = El jaque está prohibido para los dos bandos. Una jugada que pondría en jaque al rey rival es ilegal, aunque en el ajedrez fuera jaque mate, y eso incluye el jaque descubierto al apartar otra pieza.
guide-racingkings-moves-3 = El rey nunca puede ir a una casilla atacada y, como en el ajedrez, ninguna jugada puede dejar atacado a tu propio rey.
guide-racingkings-moves-4 = Las capturas están permitidas y suelen ser útiles, para despejar el camino de tu rey o para eliminar una pieza que controla las casillas que tiene delante.

guide-racingkings-win-1 = El objetivo es llevar tu rey a la fila 8, el otro extremo del tablero. Sirve cualquier casilla de la fila 8.
guide-racingkings-win-2 = Si el rey negro llega a la fila 8 y el rey blanco no está allí, ganan las negras en el acto.
guide-racingkings-win-3 = Cuando el rey blanco llega a la fila 8, el final depende de las negras, para compensar que las blancas mueven primero. Si el rey negro no puede llegar a la fila 8 con una sola jugada legal, ganan las blancas inmediatamente.
guide-racingkings-win-4 = Si el rey negro puede llegar a la fila 8 en su siguiente jugada, las negras hacen una última jugada. Si con ella llegan a la fila 8, la partida es tablas; si juegan cualquier otra cosa, ganan las blancas.

guide-racingkings-draws-1 = Los dos reyes en la fila 8: cuando las negras responden a la llegada del rey blanco llegando también a la fila 8, la carrera termina en tablas.
guide-racingkings-draws-2 = El ahogado, cuando el jugador al que le toca mover no tiene ninguna jugada legal, es tablas.
guide-racingkings-draws-3 = El jugador al que le toca mover puede reclamar tablas cuando la posición actual se ha repetido tres veces (mismas piezas en las mismas casillas, mismo turno), o cuando cada bando ha hecho 50 jugadas sin ninguna captura. Ninguna de las dos situaciones termina la partida por sí sola: si nadie reclama, se sigue jugando.
guide-racingkings-draws-4 = En las partidas en línea, los jugadores también pueden acordar tablas.
guide-racingkings-draws-5 = No hay tablas por falta de material: incluso dos reyes solos siguen con la carrera.

guide-racingkings-special-1 = Como ninguna jugada puede dar jaque, ningún rey está nunca en jaque. No puedes perseguir al rey rival a base de jaques; lo que haces es frenarlo controlando las casillas que tiene delante, ya que un rey no puede ir a una casilla atacada.
guide-racingkings-special-2 = Una sola torre o un solo alfil bien colocados pueden cerrarle al rey rival toda una fila o una diagonal sin llegar a tocarlo.
guide-racingkings-special-3 = Las partidas pueden empezar desde la posición habitual o desde cualquier posición válida de Racing Kings escrita en FEN. Una posición en la que el jugador que mueve está en jaque no es válida.

guide-racingkings-diff-1-topic = Peones
guide-racingkings-diff-1-chess = Ocho por bando
guide-racingkings-diff-1-this = Ninguno
guide-racingkings-diff-2-topic = Posición inicial
guide-racingkings-diff-2-chess = Los dos ejércitos frente a frente, cada uno en un extremo
guide-racingkings-diff-2-this = Uno al lado del otro en las filas 1 y 2, las negras a la izquierda y las blancas a la derecha
guide-racingkings-diff-3-topic = Objetivo
guide-racingkings-diff-3-chess = Dar jaque mate al rey rival
guide-racingkings-diff-3-this = Ser el primero en llevar tu rey a la fila 8
guide-racingkings-diff-4-topic = Jaque
guide-racingkings-diff-4-chess = Permitido, y hay que responder a él
guide-racingkings-diff-4-this = Nunca permitido: una jugada que da jaque es ilegal
guide-racingkings-diff-5-topic = Enroque, captura al paso, promoción
guide-racingkings-diff-5-chess = Forman parte del juego
guide-racingkings-diff-5-this = No existen
guide-racingkings-diff-6-topic = Sentido de la marcha
guide-racingkings-diff-6-chess = Cada bando avanza hacia el otro
guide-racingkings-diff-6-this = Los dos bandos suben por el tablero hacia la fila 8
guide-racingkings-diff-7-topic = Falta de material
guide-racingkings-diff-7-chess = Tablas cuando nadie puede dar mate
guide-racingkings-diff-7-this = No existen esas tablas: la carrera continúa
guide-racingkings-diff-8-topic = Mover primero
guide-racingkings-diff-8-chess = Una pequeña ventaja para las blancas
guide-racingkings-diff-8-this = Compensada con la última jugada de las negras, que pueden igualar la carrera si su rey alcanza la fila 8

guide-racingkings-elsewhere-1 = Las versiones de Racing Kings se diferencian en la línea de meta. Aquí, cuando el rey blanco llega a la fila 8, las negras solo tienen una última jugada si su rey puede llegar de verdad a la fila 8 con ella; si no, ganan las blancas en el acto. Es la regla de la versión más jugada en línea.
guide-racingkings-elsewhere-2 = Algunos programas y motores dan siempre la jugada extra a las negras, aunque no pueda cambiar nada. El resultado es el mismo, pero su recuento de jugadas y su análisis cerca de la meta pueden diferir de los nuestros.
guide-racingkings-elsewhere-3 = La triple repetición y la regla de las 50 jugadas solo dan tablas cuando un jugador las reclama; nunca terminan la partida automáticamente. Tampoco hay final automático tras una quíntuple repetición o 75 jugadas, como ocurre en algunos sitios muy populares.

guide-racingkings-history-1 = Racing Kings lo inventó Vernon R. Parton en 1961. Parton creó muchas variantes de ajedrez; la más conocida es probablemente el ajedrez de Alicia (Alice Chess).
guide-racingkings-history-2 = El juego renuncia por completo a la idea de atacar al rey: con el jaque prohibido, el ajedrez se convierte en una carrera de maniobras y bloqueos. El juego en línea, donde es fácil probarlo, le ha dado un gran público nuevo.

guide-racingkings-faq-1-q = ¿Puedo dar jaque en Racing Kings?
guide-racingkings-faq-1-a = No. Cualquier jugada que pondría en jaque al rey rival es ilegal, incluido el jaque descubierto cuando otra pieza se aparta. En este juego un rey nunca está en jaque.
guide-racingkings-faq-2-q = ¿Qué pasa cuando los dos reyes llegan a la última fila?
guide-racingkings-faq-2-a = Eso solo puede ocurrir cuando las blancas llegan primero y las negras las siguen en la jugada inmediatamente posterior. La partida es entonces tablas.
guide-racingkings-faq-3-q = Las blancas mueven primero: ¿no es injusto?
guide-racingkings-faq-3-a = Para eso está la última jugada de las negras. Cuando el rey blanco llega a la fila 8 y el rey negro también puede llegar con una jugada legal, las negras tienen esa jugada y pueden igualar la carrera.
guide-racingkings-faq-4-q = ¿Por qué terminó la partida sin que las negras tuvieran una última jugada?
guide-racingkings-faq-4-a = Porque el rey negro no podía llegar a la fila 8 con una sola jugada legal. En ese caso la jugada extra no podía cambiar el resultado, así que las blancas ganan inmediatamente.
guide-racingkings-faq-5-q = ¿Puede mi rey ponerse al lado del rey rival?
guide-racingkings-faq-5-a = No. Dos reyes uno al lado del otro se atacarían mutuamente, lo que sería jaque, y el jaque nunca está permitido.
guide-racingkings-faq-6-q = ¿Puedo capturar piezas?
guide-racingkings-faq-6-a = Sí, como en el ajedrez, siempre que la captura no dé jaque. Comerse una pieza que te cierra el paso o que controla las casillas por delante de tu rey suele ser la clave de la carrera.

## Lielow

guide-lielow-title = Lielow
guide-lielow-tagline = Pilas que saltan tanto como miden: protege tu pila coronada y captura la de tu rival.

guide-lielow-setup-1 = Lielow se juega en un tablero de 8x8 con pilas de fichas y ninguna otra pieza. Cada jugador empieza con ocho pilas de altura 1: las blancas de a2 a h2 y las negras de a7 a h7, como en el diagrama.
guide-lielow-setup-2 = Al principio nadie tiene corona. Juegan primero las blancas.

guide-lielow-moves-1 = En tu turno, mueve una de tus pilas en línea recta: por una fila, una columna o una diagonal, en cualquiera de las ocho direcciones. Tiene que recorrer exactamente tantas casillas como su altura: una pila de 1 avanza una casilla, una pila de 3 avanza tres. Las casillas intermedias no importan, porque las pilas saltan. No se puede pasar.
guide-lielow-moves-2 = Si cae en una casilla vacía, la pila crece en uno. Una pila de 2 que avanza dos casillas hasta una casilla vacía se convierte en una pila de 3.
guide-lielow-moves-3 = Si cae sobre una pila rival, esa pila queda capturada y sale del tablero, sea cual sea su altura, y tu pila baja a altura 1. Una pila de 1 que captura se queda en 1.
guide-lielow-moves-4 = No está permitido caer sobre una de tus propias pilas.
guide-lielow-moves-5 = Salir del tablero: si, al menos en una dirección, la casilla de llegada quedaría fuera del borde, puedes sacar la pila del tablero, y esa pila queda fuera del juego. Sea cual sea la dirección por la que sale, cuenta como una sola jugada.
guide-lielow-moves-6 = La altura máxima es 8. Una pila de 7 todavía puede crecer hasta 8; una pila de 8 solo puede salir del tablero.

guide-lielow-win-1 = Ganas cuando la pila coronada de tu rival sale del tablero: o la capturas tú, o su dueño la saca del tablero.
guide-lielow-win-2 = Capturar otras pilas nunca da la victoria por sí solo. Y mientras tu rival no tenga corona no puede perder, así que la caza solo empieza cuando tiene una.

guide-lielow-draws-1 = En Lielow no hay tablas. Cada jugada o bien elimina una pila o bien hace más alta una pila, así que una posición nunca puede repetirse, y toda partida termina con un ganador.
guide-lielow-draws-2 = Por la misma razón no hay regla de repetición ni regla de las 50 jugadas. Un jugador siempre tiene al menos una jugada legal, así que tampoco hay ahogado.

guide-lielow-special-1 = La corona. Después de cada jugada, de cualquiera de los dos jugadores, se miran las pilas de cada jugador: si una de tus pilas es estrictamente más alta que todas tus demás pilas, tu corona pasa a ella.
guide-lielow-special-2 = Si hay empate en la altura máxima, la corona no se mueve. Se queda donde está, aunque esa pila sea ahora más baja que otras, y quien todavía no tiene corona sigue sin tenerla.
guide-lielow-special-3 = La corona viaja con su pila. Nada más mueve una corona.
guide-lielow-special-4 = Tu corona puede moverse durante el turno de tu rival. Si te captura una pila, otra de las tuyas puede convertirse en tu única pila más alta, y la corona pasa a ella en el acto.
guide-lielow-special-5 = Una pila coronada que captura baja a altura 1. Si otra de tus pilas pasa a ser la única más alta, la corona se traslada a ella; si no, la corona se queda en la pila pequeña que acaba de capturar.
guide-lielow-special-6 = Tu última pila siempre lleva tu corona, porque es necesariamente tu única pila más alta.
guide-lielow-special-7 = En las anotaciones de las partidas, una jugada a una casilla vacía se escribe como e2-e3, una captura como d4xg7 y una salida del tablero como a2-off.

guide-lielow-diff-1-topic = Piezas
guide-lielow-diff-1-chess = Seis tipos, cada uno con su propio movimiento
guide-lielow-diff-1-this = Solo pilas de fichas, que siguen todas la misma regla
guide-lielow-diff-2-topic = Cuánto avanza una pieza
guide-lielow-diff-2-chess = Depende de la pieza
guide-lielow-diff-2-this = Exactamente su altura, en una de ocho direcciones
guide-lielow-diff-3-topic = Bloqueos
guide-lielow-diff-3-chess = Solo el caballo salta; las demás piezas pueden quedar bloqueadas
guide-lielow-diff-3-this = Todas las pilas saltan; las casillas intermedias no importan
guide-lielow-diff-4-topic = Tras una captura
guide-lielow-diff-4-chess = La pieza que captura no cambia
guide-lielow-diff-4-this = La pila que captura baja a altura 1
guide-lielow-diff-5-topic = Objetivo
guide-lielow-diff-5-chess = Dar jaque mate al rey
guide-lielow-diff-5-this = Hacer que la pila coronada del rival salga del tablero
guide-lielow-diff-6-topic = La pieza que importa
guide-lielow-diff-6-chess = El rey, la misma pieza de principio a fin
guide-lielow-diff-6-this = La corona, que aparece durante la partida y pasa a la única pila más alta
guide-lielow-diff-7-topic = Salir del tablero
guide-lielow-diff-7-chess = Imposible
guide-lielow-diff-7-this = Una jugada legal cuando el salto de una pila acabaría fuera del borde
guide-lielow-diff-8-topic = Tablas
guide-lielow-diff-8-chess = Ahogado, repetición, regla de las 50 jugadas, acuerdo y más
guide-lielow-diff-8-this = Ninguna: toda partida tiene un ganador
guide-lielow-diff-9-topic = Crecimiento
guide-lielow-diff-9-chess = Los peones promocionan en la última fila
guide-lielow-diff-9-this = Las pilas crecen en uno con cada jugada a una casilla vacía, hasta 8

guide-lielow-elsewhere-1 = Lielow es un juego joven. Si lo aprendiste en otro sitio, estos son los puntos que conviene comparar con las reglas que aplicamos.
guide-lielow-elsewhere-2 = Sacar una pila del tablero es una sola jugada, por muchas direcciones que la saquen.
guide-lielow-elsewhere-3 = La corona se decide después de cada jugada de cualquiera de los dos jugadores: va a la única pila más alta y, si hay empate, se queda donde está, incluso sobre una pila más baja.
guide-lielow-elsewhere-4 = Sacar del tablero tu propia pila coronada hace perder la partida, igual que dejar que te la capturen.
guide-lielow-elsewhere-5 = Una pila nunca puede medir más de 8; una pila de 8 solo puede salir del tablero.

guide-lielow-history-1 = Lielow lo diseñaron Michael Amundsen y Alek Erickson en 2021. Es un juego moderno de estrategia abstracta: sin azar, sin información oculta y con solo un puñado de reglas.
guide-lielow-history-2 = Su esencia es la tensión entre altura y seguridad. Una pila alta llega lejos y atrae la corona, pero cada captura la devuelve a altura 1.

guide-lielow-faq-1-q = ¿Por qué ha pasado la corona a otra pila?
guide-lielow-faq-1-a = Después de cada jugada, de cualquiera de los dos jugadores, tu corona va a tu única pila más alta. Puede que otra de tus pilas haya crecido por encima de las demás, que tu pila coronada haya bajado a 1 tras una captura, o que tu rival haya capturado una de dos pilas empatadas en altura y la otra se haya quedado sola arriba.
guide-lielow-faq-2-q = ¿Por qué la corona no ha ido a mi pila más alta?
guide-lielow-faq-2-a = Por un empate. Cuando dos o más de tus pilas comparten la altura máxima, la corona se queda donde estaba, incluso sobre una pila más baja.
guide-lielow-faq-3-q = ¿Puedo ganar capturando todas las demás pilas?
guide-lielow-faq-3-a = Capturar pilas que no sean la coronada nunca da la victoria por sí solo. Pero la última pila de tu rival siempre lleva la corona, así que cuando la capturas estás capturando la corona de todos modos.
guide-lielow-faq-4-q = ¿Hay tablas alguna vez en Lielow?
guide-lielow-faq-4-a = No. Cada jugada elimina una pila o hace una más alta, así que las posiciones nunca se repiten y la partida siempre termina con un ganador.
guide-lielow-faq-5-q = ¿Para qué iba a sacar una pila del tablero?
guide-lielow-faq-5-a = Es un sacrificio, pero a veces útil: puede ser la jugada más segura cuando cualquier otra debilitaría tu posición, y quitar una pila empatada en altura puede hacer que tu corona pase a la otra. Eso sí, nunca lo hagas con tu pila coronada: pierdes en el acto.
guide-lielow-faq-6-q = Al principio nadie tiene corona: ¿puedo perder en las primeras jugadas?
guide-lielow-faq-6-a = No mientras no tengas corona. Pero tu primera jugada a una casilla vacía crea una pila de 2, tu única pila más alta, y queda coronada en el acto.

## Ajedrez

guide-chess-title = Ajedrez
guide-chess-tagline = El juego clásico: da jaque mate al rey rival.

guide-chess-setup-1 = Cada bando tiene un rey, una dama, dos torres, dos alfiles, dos caballos y ocho peones, colocados como en el diagrama. Juegan primero las blancas.

guide-chess-moves-1 = El rey se mueve una casilla en cualquier dirección. La dama se mueve cualquier número de casillas por filas, columnas y diagonales; la torre, por filas y columnas; el alfil, por diagonales. Ninguna de ellas puede saltar por encima de otras piezas.
guide-chess-moves-2 = El caballo se mueve en forma de L: dos casillas en una dirección y luego una hacia un lado. Es la única pieza que salta.
guide-chess-moves-3 = El peón avanza en línea recta una casilla, o dos desde su casilla inicial, y captura una casilla en diagonal hacia delante.
guide-chess-moves-4 = Una pieza captura al moverse a una casilla ocupada por una pieza rival, que sale del tablero. Nunca puedes hacer una jugada que deje a tu propio rey en jaque.

guide-chess-win-1 = El jaque mate gana: el rey rival está en jaque y no tiene ninguna forma legal de salir de él.

guide-chess-draws-1 = El ahogado es tablas: el jugador al que le toca mover no tiene ninguna jugada legal y no está en jaque.
guide-chess-draws-2 = La partida es tablas en el acto cuando a ninguno de los dos bandos le queda material suficiente para dar mate, por ejemplo rey contra rey.
guide-chess-draws-3 = El jugador al que le toca mover puede reclamar tablas cuando la posición actual se ha repetido tres veces, o después de 50 jugadas de cada bando sin capturas ni movimientos de peón. En las partidas en línea, los jugadores también pueden acordar tablas.

guide-chess-special-1 = Enroque: el rey se mueve dos casillas hacia una de sus torres, y esa torre salta a la casilla que el rey ha cruzado. Ninguna de las dos piezas puede haberse movido antes, las casillas entre ellas deben estar vacías, y el rey no puede enrocar estando en jaque, pasando por una casilla atacada o terminando en ella.
guide-chess-special-2 = Captura al paso: cuando un peón avanza dos casillas y queda al lado de un peón rival, ese peón puede capturarlo como si solo hubiera avanzado una casilla, pero únicamente en la jugada inmediatamente siguiente.
guide-chess-special-3 = Promoción: un peón que llega a la última fila se convierte en una dama, una torre, un alfil o un caballo de su mismo color.

guide-chess-elsewhere-1 = La triple repetición y la regla de las 50 jugadas solo dan tablas cuando un jugador las reclama; nunca terminan la partida automáticamente. Tampoco hay final automático tras una quíntuple repetición o 75 jugadas, como ocurre en algunos sitios muy populares.

guide-chess-history-1 = El ajedrez adquirió su forma moderna en el sur de Europa a finales del siglo XV, cuando la dama y el alfil ganaron sus movimientos largos. Rey de la colina y Racing Kings se basan en él.

guide-chess-faq-1-q = ¿Una posición repetida es tablas automáticamente?
guide-chess-faq-1-a = No. En tu turno puedes reclamar tablas cuando la posición se ha dado tres veces; si nadie reclama, la partida sigue.
guide-chess-faq-2-q = ¿Qué pasa si no tengo ninguna jugada legal?
guide-chess-faq-2-a = Si tu rey está en jaque, es jaque mate y pierdes. Si no lo está, es ahogado y la partida es tablas.
guide-chess-faq-3-q = ¿Puedo enrocar para salir del jaque?
guide-chess-faq-3-a = No. El rey no puede enrocar estando en jaque, ni pasar por una casilla atacada ni terminar en ella.
