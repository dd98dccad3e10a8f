# Preguntas sobre el sitio que cada guía responde después de las suyas, en este orden.

faq-site-1-q = ¿Cómo juego con un amigo?
faq-site-1-a = En la página de inicio, elige «{ mode-friend }» en la tarjeta del juego y envía el enlace a tu amigo. Quien lo abra primero ocupa el otro asiento y la partida empieza. Antes puedes elegir un reloj, encima de las tarjetas.
faq-site-2-q = ¿Podemos jugar juntos en este dispositivo?
faq-site-2-a = Sí. Elige «{ mode-local }»: compartís un tablero y movéis por turnos. La partida se queda en este navegador, así que puedes cerrar la página y continuarla más tarde desde la página de inicio.
faq-site-3-q = ¿Puedo jugar contra el ordenador?
faq-site-3-a = Sí, en todos los juegos. Elige «{ mode-ai }», un nivel del 1 (un principiante puede ganar) al 8 (toda su fuerza) y tu color, y empieza.
faq-site-4-q = ¿Qué reglas se aplican aquí?
faq-site-4-a = Exactamente las de esta página, en cualquier tipo de partida. Donde otros sitios o programas difieren, la sección «{ guide-heading-elsewhere }» explica qué hacemos nosotros.
faq-site-5-q = ¿Se guardan mis partidas? ¿Dónde?
faq-site-5-a = Las partidas contra un amigo, el ordenador o alguien de la sala se guardan en este servidor a medida que se juegan; tu enlace privado te devuelve a la tuya. Las partidas en este dispositivo solo se guardan en este navegador: si borras sus datos de sitios, desaparecen. Cualquier partida se puede descargar en PGN.
faq-site-6-q = ¿Necesito una cuenta?
faq-site-6-a = No. No hay que registrarse: una cookie y tu enlace privado de la partida guardan tu asiento. Conserva el enlace si quieres volver desde otro navegador.
