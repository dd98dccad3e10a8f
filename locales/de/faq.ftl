# Fragen zur Website, die jede Regelseite nach ihren eigenen beantwortet, in dieser Reihenfolge.

faq-site-1-q = Wie spiele ich gegen einen Freund?
faq-site-1-a = Wähle auf der Startseite auf der Karte des Spiels „{ mode-friend }“ und schick deinem Freund den Link. Wer ihn zuerst öffnet, bekommt den zweiten Platz, und die Partie beginnt. Über den Karten kannst du vorher eine Bedenkzeit wählen.
faq-site-2-q = Können wir zusammen an diesem Gerät spielen?
faq-site-2-a = Ja. Wähle „{ mode-local }“: Ihr teilt euch ein Brett und zieht abwechselnd. Die Partie bleibt in diesem Browser, du kannst die Seite also schließen und sie später auf der Startseite fortsetzen.
faq-site-3-q = Kann ich gegen den Computer spielen?
faq-site-3-a = Ja, in jedem Spiel. Wähle „{ mode-ai }“, eine Stufe von 1 (ein Anfänger kann gewinnen) bis 8 (volle Stärke) und deine Farbe, dann starte.
faq-site-4-q = Welche Regeln gelten hier?
faq-site-4-a = Genau die Regeln auf dieser Seite, in jeder Art von Partie. Wo andere Websites oder Programme abweichen, steht im Abschnitt „{ guide-heading-elsewhere }“, wie wir es halten.
faq-site-5-q = Werden meine Partien gespeichert, und wo?
faq-site-5-a = Partien gegen einen Freund, den Computer oder jemanden aus der Lobby werden Zug für Zug auf diesem Server gespeichert; dein privater Link führt dich zu deiner zurück. Partien auf diesem Gerät bleiben nur in diesem Browser: Wer dessen Websitedaten löscht, löscht sie mit. Jede Partie lässt sich als PGN herunterladen.
faq-site-6-q = Brauche ich ein Konto?
faq-site-6-a = Nein. Es gibt nichts, wofür du dich anmelden müsstest: Ein Cookie und dein privater Partielink halten deinen Platz. Heb den Link auf, wenn du aus einem anderen Browser zurückkommen willst.
