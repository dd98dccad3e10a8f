## Regelerklärungen: King of the Hill, Racing Kings, Lielow und Schach.
## Nur reiner Text; die Seitenvorlage fügt die Struktur hinzu.

## Gemeinsame Überschriften

guide-heading-card = Auf einen Blick
guide-heading-setup = Aufstellung
guide-heading-moves = Züge und Schlagen
guide-heading-win = So gewinnst du
guide-heading-draws = Remis
guide-heading-special = Besondere Regeln
guide-heading-differences = Was anders ist als im Schach
guide-heading-elsewhere = Unsere Regeln und andere Seiten
guide-heading-history = Geschichte
guide-heading-faq = Häufige Fragen von Einsteigern
guide-diff-topic = Thema
guide-diff-chess = Schach
guide-diff-this-game = Dieses Spiel
guide-back-to-game = Zurück zur Partie
guide-play-now = Jetzt spielen
guide-index-title = Spielregeln
guide-index-intro = So spielst du jedes Spiel auf Regalia: die Aufstellung, die Züge, wie man gewinnt, und die wenigen Punkte, in denen unsere Regeln von dem abweichen, was du vielleicht anderswo gesehen hast.

## King of the Hill

guide-kingofthehill-title = King of the Hill
guide-kingofthehill-tagline = Schach mit einem zweiten Weg zum Sieg: Bring deinen König auf eines der vier Zentrumsfelder.

guide-kingofthehill-setup-1 = Die Partie beginnt mit der gewöhnlichen Schach-Grundstellung, die das Diagramm zeigt. Weiß zieht zuerst.
guide-kingofthehill-setup-2 = Der Hügel besteht aus den vier Feldern in der Mitte des Bretts: d4, e4, d5 und e5.

guide-kingofthehill-moves-1 = Alle Figuren ziehen und schlagen genau wie im Schach. Rochade, Schlagen en passant und Umwandlung funktionieren wie gewohnt.
guide-kingofthehill-moves-2 = Wie im Schach darf ein König nie auf ein angegriffenes Feld ziehen, nicht im Schach stehen bleiben und weder aus dem Schach heraus noch über oder auf ein angegriffenes Feld rochieren. Der Hügel ist keine Ausnahme: Ein Hügelfeld, das eine gegnerische Figur angreift, kann dein König schlicht nicht betreten.

guide-kingofthehill-win-1 = Bringst du deinen König auf eines der vier Hügelfelder, gewinnst du sofort. Er kann mit einem normalen Schritt dorthin gelangen oder indem er eine gegnerische Figur schlägt, die auf dem Hügel steht. Dein Gegner darf nicht mehr antworten.
guide-kingofthehill-win-2 = Schachmatt gewinnt ebenfalls, genau wie im Schach.

guide-kingofthehill-draws-1 = Patt ist remis: Die Seite am Zug hat keinen legalen Zug und steht nicht im Schach.
guide-kingofthehill-draws-2 = Wer am Zug ist, darf Remis beanspruchen, wenn die aktuelle Stellung zum dritten Mal aufgetreten ist (dieselben Figuren auf denselben Feldern, dieselbe Seite am Zug, dieselben Rochade- und En-passant-Möglichkeiten) oder wenn beide Seiten je 50 Züge ohne Schlagen und ohne Bauernzug gespielt haben. Keiner der beiden Fälle beendet die Partie von selbst: Beansprucht niemand das Remis, wird weitergespielt.
guide-kingofthehill-draws-3 = In Online-Partien können sich die Spieler auch auf ein Remis einigen.
guide-kingofthehill-draws-4 = Es gibt kein Remis wegen ungenügenden Materials. Selbst ein blanker König gegen einen blanken König kann noch gewinnen, indem er den Hügel erreicht, also geht die Partie weiter.

guide-kingofthehill-special-1 = Der Hügel ist ein Ziel, kein sicherer Hafen. Dein König kann ihn nur mit einem legalen Zug erreichen, also bleibt ein Hügelfeld, das eine gegnerische Figur deckt, unerreichbar, bis diese Deckung wegfällt.
guide-kingofthehill-special-2 = Eine Partie ist vorbei, sobald ein König auf dem Hügel steht: In einer Stellung mit einem König auf d4, e4, d5 oder e5 gibt es keinen legalen Zug mehr.
guide-kingofthehill-special-3 = Partien können aus der üblichen Grundstellung beginnen oder aus jeder gültigen King-of-the-Hill-Stellung, die als FEN angegeben wird.

guide-kingofthehill-diff-1-topic = Ziel
guide-kingofthehill-diff-1-chess = Den gegnerischen König mattsetzen
guide-kingofthehill-diff-1-this = Mattsetzen oder den eigenen König nach d4, e4, d5 oder e5 bringen
guide-kingofthehill-diff-2-topic = Der König erreicht das Zentrum
guide-kingofthehill-diff-2-chess = Nichts Besonderes passiert
guide-kingofthehill-diff-2-this = Sofortiger Sieg, ohne Antwort des Gegners
guide-kingofthehill-diff-3-topic = Der König im Mittelspiel
guide-kingofthehill-diff-3-chess = Versteckt sich meist hinter seinen Bauern
guide-kingofthehill-diff-3-this = Marschiert oft Richtung Zentrum, daher müssen beide Seiten den Hügel bewachen
guide-kingofthehill-diff-4-topic = König gegen König
guide-kingofthehill-diff-4-chess = Remis: Niemand kann mattsetzen
guide-kingofthehill-diff-4-this = Es wird weitergespielt: Der erste König auf dem Hügel gewinnt
guide-kingofthehill-diff-5-topic = Angegriffene Felder
guide-kingofthehill-diff-5-chess = Der König darf sie nicht betreten
guide-kingofthehill-diff-5-this = Genauso, und das gilt auch für die Hügelfelder
guide-kingofthehill-diff-6-topic = Figuren, Rochade, en passant, Umwandlung
guide-kingofthehill-diff-6-chess = Normale Regeln
guide-kingofthehill-diff-6-this = Genau wie im Schach

guide-kingofthehill-elsewhere-1 = King of the Hill wird auf mehreren Seiten und in mehreren Programmen angeboten, und das Kleingedruckte ist nicht immer dasselbe. Hier steht genau, was bei uns gilt.
guide-kingofthehill-elsewhere-2 = Ein angegriffenes Hügelfeld ist kein legales Zielfeld für den König. Du kannst nicht auf ein angegriffenes Hügelfeld stürmen und trotzdem gewinnen.
guide-kingofthehill-elsewhere-3 = Der Sieg tritt sofort ein. In dem Moment, in dem der König ankommt, ist die Partie vorbei; der Gegner bekommt keinen letzten Zug.
guide-kingofthehill-elsewhere-4 = König gegen König ist kein Remis. Wo die übliche Schachregel zu ungenügendem Material gilt, wäre eine solche Partie beendet; hier geht sie weiter, weil jeder der beiden Könige den Hügel noch erreichen kann.
guide-kingofthehill-elsewhere-5 = Dreifache Stellungswiederholung und 50-Züge-Regel ergeben nur dann ein Remis, wenn ein Spieler es beansprucht; sie beenden die Partie nie automatisch. Ein automatisches Ende nach fünffacher Wiederholung oder 75 Zügen, wie es manche beliebte Seiten kennen, gibt es ebenfalls nicht.

guide-kingofthehill-history-1 = King of the Hill ist eine altbekannte Schachvariante: Dem König ein Ziel im Zentrum zu geben, ist eine der ältesten und einfachsten Arten, das Spiel zu verändern. Richtig beliebt wurde sie, als Online-Schachseiten sie ins Programm nahmen.
guide-kingofthehill-history-2 = Sie stellt eine alte Gewohnheit auf den Kopf. Im Schach versteckt sich der König bis zum Endspiel; hier kann ein mutiger König die Partie schon im Mittelspiel entscheiden, und beide Spieler müssen das Zentrum neu denken.

guide-kingofthehill-faq-1-q = Darf mein König auf den Hügel ziehen, wenn dieser angegriffen ist?
guide-kingofthehill-faq-1-a = Nein. Ein angegriffenes Hügelfeld ist ein illegales Zielfeld wie jedes andere angegriffene Feld. Um den gegnerischen König fernzuhalten, deckst du den Hügel mit deinen eigenen Figuren.
guide-kingofthehill-faq-2-q = Zählt es, eine Figur auf dem Hügel zu schlagen?
guide-kingofthehill-faq-2-a = Ja. Schlägt dein König eine gegnerische Figur auf d4, e4, d5 oder e5, die nicht gedeckt ist, gewinnst du sofort.
guide-kingofthehill-faq-3-q = Bekommt mein Gegner noch einen Zug, wenn mein König den Hügel erreicht?
guide-kingofthehill-faq-3-a = Nein. Die Partie endet in dem Moment, in dem dein König ankommt.
guide-kingofthehill-faq-4-q = Ist König gegen König remis?
guide-kingofthehill-faq-4-a = Nein. Wenn nur noch die beiden Könige übrig sind, geht die Partie weiter, und der erste König auf dem Hügel gewinnt.
guide-kingofthehill-faq-5-q = Kann ich trotzdem durch Schachmatt gewinnen?
guide-kingofthehill-faq-5-a = Ja. Schachmatt gewinnt wie im Schach, und Patt ist remis.
guide-kingofthehill-faq-6-q = Endet die Partie von selbst, wenn sich eine Stellung dreimal wiederholt?
guide-kingofthehill-faq-6-a = Nein. Wenn du am Zug bist, darfst du Remis beanspruchen, sobald die Stellung dreimal aufgetreten ist oder nachdem beide Seiten je 50 Züge ohne Schlagen und ohne Bauernzug gespielt haben. Beansprucht es niemand, geht die Partie weiter.

## Racing Kings

guide-racingkings-title = Racing Kings
guide-racingkings-tagline = Ein Wettrennen, kein Kampf: Bring deinen König als Erster auf die andere Seite des Bretts, ohne jemals Schach zu geben.

guide-racingkings-setup-1 = Es gibt keine Bauern. Jede Seite hat einen König, eine Dame, zwei Türme, zwei Läufer und zwei Springer, alle auf den ersten beiden Reihen, wie das Diagramm zeigt: die schwarzen Figuren auf der linken Bretthälfte (Linien a bis d), die weißen auf der rechten (Linien e bis h).
guide-racingkings-setup-2 = Auf der 1. Reihe, von a1 bis h1: schwarze Dame, Turm, Läufer und Springer, dann weißer Springer, Läufer, Turm und Dame. Auf der 2. Reihe, von a2 bis h2: schwarzer König, Turm, Läufer und Springer, dann weißer Springer, Läufer, Turm und König.
guide-racingkings-setup-3 = Beide Spieler laufen in dieselbe Richtung, das Brett hinauf zur 8. Reihe, und sehen das Brett deshalb von derselben Seite. Weiß zieht zuerst.

guide-racingkings-moves-1 = Alle Figuren ziehen und schlagen wie im Schach. Es gibt keine Rochade, kein en passant und, da es keine Bauern gibt, auch keine Umwandlung.
guide-racingkings-moves-2 = Schach ist für beide Seiten verboten. Ein Zug, der den gegnerischen König ins Schach stellen würde, ist illegal, selbst wenn er im Schach ein Matt wäre, und das gilt auch für ein Abzugsschach, bei dem eine andere Figur den Weg freigibt.
guide-racingkings-moves-3 = Ein König darf nie auf ein angegriffenes Feld ziehen, und wie im Schach darf kein Zug den eigenen König angegriffen lassen.
guide-racingkings-moves-4 = Schlagen ist erlaubt und oft nützlich, um deinem König den Weg freizumachen oder eine Figur zu beseitigen, die die Felder vor ihm bewacht.

guide-racingkings-win-1 = Das Ziel ist, deinen König auf die 8. Reihe zu bringen, die andere Seite des Bretts. Jedes Feld der 8. Reihe zählt.
guide-racingkings-win-2 = Erreicht der schwarze König die 8. Reihe, während der weiße König nicht dort steht, gewinnt Schwarz sofort.
guide-racingkings-win-3 = Erreicht der weiße König die 8. Reihe, hängt das Ende von Schwarz ab, als Ausgleich dafür, dass Weiß zuerst zieht. Kann der schwarze König die 8. Reihe nicht mit einem einzigen legalen Zug erreichen, gewinnt Weiß sofort.
guide-racingkings-win-4 = Kann der schwarze König die 8. Reihe gleich mit seinem nächsten Zug erreichen, spielt Schwarz noch einen letzten Zug. Erreicht Schwarz damit die 8. Reihe, endet die Partie remis; spielt Schwarz etwas anderes, gewinnt Weiß.

guide-racingkings-draws-1 = Beide Könige auf der 8. Reihe: Antwortet Schwarz auf die Ankunft des weißen Königs, indem es ebenfalls die 8. Reihe erreicht, endet das Rennen remis.
guide-racingkings-draws-2 = Patt, also wenn die Seite am Zug keinen legalen Zug hat, ist remis.
guide-racingkings-draws-3 = Wer am Zug ist, darf Remis beanspruchen, wenn die aktuelle Stellung zum dritten Mal aufgetreten ist (dieselben Figuren auf denselben Feldern, dieselbe Seite am Zug) oder wenn beide Seiten je 50 Züge ohne Schlagen gespielt haben. Keiner der beiden Fälle beendet die Partie von selbst: Beansprucht niemand das Remis, wird weitergespielt.
guide-racingkings-draws-4 = In Online-Partien können sich die Spieler auch auf ein Remis einigen.
guide-racingkings-draws-5 = Es gibt kein Remis wegen ungenügenden Materials: Selbst zwei blanke Könige rennen weiter.

guide-racingkings-special-1 = Da kein Zug Schach geben darf, steht nie ein König im Schach. Du kannst den gegnerischen König nicht mit Schachgeboten jagen; stattdessen bremst du ihn, indem du die Felder vor ihm kontrollierst, denn ein König darf kein angegriffenes Feld betreten.
guide-racingkings-special-2 = Ein einziger gut platzierter Turm oder Läufer kann dem gegnerischen König eine ganze Reihe oder Diagonale versperren, ohne ihn je zu berühren.
guide-racingkings-special-3 = Partien können aus der üblichen Grundstellung beginnen oder aus jeder gültigen Racing-Kings-Stellung, die als FEN angegeben wird. Eine Stellung, in der die Seite am Zug im Schach steht, ist ungültig.

guide-racingkings-diff-1-topic = Bauern
guide-racingkings-diff-1-chess = Acht auf jeder Seite
guide-racingkings-diff-1-this = Überhaupt keine
guide-racingkings-diff-2-topic = Ausgangsstellung
guide-racingkings-diff-2-chess = Die beiden Armeen stehen sich an entgegengesetzten Enden gegenüber
guide-racingkings-diff-2-this = Nebeneinander auf der 1. und 2. Reihe, Schwarz links, Weiß rechts
guide-racingkings-diff-3-topic = Ziel
guide-racingkings-diff-3-chess = Den gegnerischen König mattsetzen
guide-racingkings-diff-3-this = Als Erster den eigenen König auf die 8. Reihe bringen
guide-racingkings-diff-4-topic = Schach
guide-racingkings-diff-4-chess = Erlaubt, und es muss pariert werden
guide-racingkings-diff-4-this = Nie erlaubt: Ein Zug, der Schach gibt, ist illegal
guide-racingkings-diff-5-topic = Rochade, en passant, Umwandlung
guide-racingkings-diff-5-chess = Gehören zum Spiel
guide-racingkings-diff-5-this = Gibt es nicht
guide-racingkings-diff-6-topic = Spielrichtung
guide-racingkings-diff-6-chess = Jede Seite rückt auf die andere zu
guide-racingkings-diff-6-this = Beide Seiten ziehen das Brett hinauf zur 8. Reihe
guide-racingkings-diff-7-topic = Ungenügendes Material
guide-racingkings-diff-7-chess = Remis, wenn niemand mattsetzen kann
guide-racingkings-diff-7-this = Kein solches Remis: Das Rennen geht weiter
guide-racingkings-diff-8-topic = Wer zuerst zieht
guide-racingkings-diff-8-chess = Ein kleiner Vorteil für Weiß
guide-racingkings-diff-8-this = Ausgeglichen durch den letzten Zug von Schwarz, der das Rennen remis machen kann, wenn der schwarze König die 8. Reihe erreicht

guide-racingkings-elsewhere-1 = An der Ziellinie unterscheiden sich die Versionen von Racing Kings. Bei uns bekommt Schwarz, wenn der weiße König die 8. Reihe erreicht, nur dann einen letzten Zug, wenn der schwarze König die 8. Reihe damit tatsächlich erreichen kann; andernfalls gewinnt Weiß sofort. Das ist die Regel der meistgespielten Online-Version.
guide-racingkings-elsewhere-2 = Manche Programme und Engines geben Schwarz den Extrazug immer, auch wenn er nichts mehr ändern kann. Das Ergebnis ist dasselbe, aber ihre Zugzählung und ihre Analyse kurz vor der Ziellinie können von unseren abweichen.
guide-racingkings-elsewhere-3 = Dreifache Stellungswiederholung und 50-Züge-Regel ergeben nur dann ein Remis, wenn ein Spieler es beansprucht; sie beenden die Partie nie automatisch. Ein automatisches Ende nach fünffacher Wiederholung oder 75 Zügen, wie es manche beliebte Seiten kennen, gibt es ebenfalls nicht.

guide-racingkings-history-1 = Racing Kings wurde 1961 von Vernon R. Parton erfunden. Parton schuf viele Schachvarianten; die bekannteste davon ist wohl Alice-Schach.
guide-racingkings-history-2 = Das Spiel verabschiedet sich ganz von der Idee, den König anzugreifen: Weil Schach verboten ist, wird die Partie zu einem Rennen aus Manövern und Blockaden. Das Online-Spiel, bei dem man es leicht ausprobieren kann, hat ihm ein großes neues Publikum verschafft.

guide-racingkings-faq-1-q = Darf ich bei Racing Kings Schach geben?
guide-racingkings-faq-1-a = Nein. Jeder Zug, der den gegnerischen König ins Schach stellen würde, ist illegal, auch ein Abzugsschach, bei dem eine andere Figur wegzieht. In diesem Spiel steht ein König nie im Schach.
guide-racingkings-faq-2-q = Was passiert, wenn beide Könige die letzte Reihe erreichen?
guide-racingkings-faq-2-a = Das kann nur passieren, wenn Weiß zuerst ankommt und Schwarz gleich im nächsten Zug folgt. Dann endet die Partie remis.
guide-racingkings-faq-3-q = Weiß zieht zuerst: Ist das nicht unfair?
guide-racingkings-faq-3-a = Genau dafür gibt es den letzten Zug von Schwarz. Wenn der weiße König die 8. Reihe erreicht und der schwarze König sie mit einem legalen Zug ebenfalls erreichen kann, bekommt Schwarz diesen Zug und kann das Rennen remis halten.
guide-racingkings-faq-4-q = Warum war die Partie zu Ende, ohne dass Schwarz einen letzten Zug bekam?
guide-racingkings-faq-4-a = Weil der schwarze König die 8. Reihe nicht mit einem einzigen legalen Zug erreichen konnte. Dann hätte der Extrazug am Ergebnis nichts geändert, also gewinnt Weiß sofort.
guide-racingkings-faq-5-q = Darf mein König direkt neben den gegnerischen König ziehen?
guide-racingkings-faq-5-a = Nein. Zwei Könige nebeneinander würden sich gegenseitig angreifen, das wäre Schach, und Schach ist nie erlaubt.
guide-racingkings-faq-6-q = Darf ich Figuren schlagen?
guide-racingkings-faq-6-a = Ja, wie im Schach, solange das Schlagen kein Schach gibt. Eine Figur zu schlagen, die dir den Weg versperrt oder die Felder vor deinem König bewacht, ist oft der Schlüssel zum Rennen.

## Lielow

guide-lielow-title = Lielow
guide-lielow-tagline = Stapel, die so weit springen, wie sie hoch sind: Schütze deinen gekrönten Stapel und schlage den deines Gegners.

guide-lielow-setup-1 = Lielow wird auf einem 8x8-Brett mit Stapeln aus Spielsteinen gespielt, ohne andere Figuren. Jeder Spieler beginnt mit acht Stapeln der Höhe 1: Weiß auf a2 bis h2, Schwarz auf a7 bis h7, wie im Diagramm.
guide-lielow-setup-2 = Zu Beginn hat niemand eine Krone. Weiß zieht zuerst.

guide-lielow-moves-1 = Wenn du am Zug bist, ziehst du einen deiner Stapel in gerader Linie: entlang einer Reihe, einer Linie oder einer Diagonale, in eine der acht Richtungen. Er muss genau so viele Felder weit ziehen, wie er hoch ist: Ein Stapel der Höhe 1 zieht ein Feld, ein Stapel der Höhe 3 drei Felder. Die Felder dazwischen spielen keine Rolle, denn Stapel springen. Passen ist nicht erlaubt.
guide-lielow-moves-2 = Landet der Stapel auf einem leeren Feld, wächst er um eins. Ein Stapel der Höhe 2, der zwei Felder weit auf ein leeres Feld zieht, wird zu einem Stapel der Höhe 3.
guide-lielow-moves-3 = Landet er auf einem gegnerischen Stapel, wird dieser geschlagen und entfernt, egal wie hoch er ist, und dein Stapel schrumpft auf Höhe 1. Ein Stapel der Höhe 1, der schlägt, bleibt bei 1.
guide-lielow-moves-4 = Auf einem deiner eigenen Stapel zu landen, ist nicht erlaubt.
guide-lielow-moves-5 = Das Brett verlassen: Läge das Zielfeld in mindestens einer Richtung jenseits des Randes, darfst du den Stapel vom Brett ziehen, und er scheidet aus dem Spiel aus. Egal in welche Richtung er das Brett verlässt, es zählt als ein einziger Zug.
guide-lielow-moves-6 = Die größte Höhe ist 8. Ein Stapel der Höhe 7 kann noch auf 8 wachsen; ein Stapel der Höhe 8 kann nur noch das Brett verlassen.

guide-lielow-win-1 = Du gewinnst, wenn der gekrönte Stapel deines Gegners das Brett verlässt: Entweder schlägst du ihn, oder sein Besitzer zieht ihn vom Brett.
guide-lielow-win-2 = Andere Stapel zu schlagen, gewinnt nie von selbst. Und solange dein Gegner keine Krone hat, kann er nicht verlieren; die Jagd beginnt also erst, wenn er eine hat.

guide-lielow-draws-1 = Lielow kennt kein Remis. Jeder Zug entfernt entweder einen Stapel oder macht einen Stapel höher, daher kann sich eine Stellung nie wiederholen, und jede Partie endet mit einem Sieger.
guide-lielow-draws-2 = Aus demselben Grund gibt es keine Wiederholungsregel und keine 50-Züge-Regel. Ein Spieler hat immer mindestens einen legalen Zug, also gibt es auch kein Patt.

guide-lielow-special-1 = Die Krone. Nach jedem Zug, egal welches Spielers, werden die Stapel jedes Spielers betrachtet: Ist einer deiner Stapel echt höher als alle deine anderen Stapel, wandert deine Krone auf ihn.
guide-lielow-special-2 = Bei Gleichstand um den höchsten Stapel bewegt sich die Krone nicht. Sie bleibt, wo sie ist, auch wenn dieser Stapel jetzt niedriger ist als andere, und wer noch keine Krone hat, hat weiterhin keine.
guide-lielow-special-3 = Die Krone reist mit ihrem Stapel. Sonst bewegt nichts eine Krone.
guide-lielow-special-4 = Deine Krone kann sich während des Zuges deines Gegners bewegen. Schlägt er einen deiner Stapel, kann ein anderer deiner Stapel zu deinem alleinigen höchsten werden, und die Krone geht sofort auf ihn über.
guide-lielow-special-5 = Ein gekrönter Stapel, der schlägt, schrumpft auf Höhe 1. Ist nun ein anderer deiner Stapel der alleinige höchste, geht die Krone auf ihn über; wenn nicht, bleibt die Krone auf dem kleinen Stapel, der gerade geschlagen hat.
guide-lielow-special-6 = Dein letzter verbliebener Stapel trägt immer deine Krone, denn er ist zwangsläufig dein alleiniger höchster.
guide-lielow-special-7 = In Partienotationen wird ein Zug auf ein leeres Feld wie e2-e3 geschrieben, ein Schlagzug wie d4xg7 und ein Zug vom Brett wie a2-off.

guide-lielow-diff-1-topic = Figuren
guide-lielow-diff-1-chess = Sechs Arten, jede mit eigener Gangart
guide-lielow-diff-1-this = Nur Stapel aus Spielsteinen, die alle derselben Regel folgen
guide-lielow-diff-2-topic = Wie weit eine Figur zieht
guide-lielow-diff-2-chess = Hängt von der Figur ab
guide-lielow-diff-2-this = Genau ihre Höhe, in eine von acht Richtungen
guide-lielow-diff-3-topic = Blockieren
guide-lielow-diff-3-chess = Nur der Springer springt; andere Figuren werden blockiert
guide-lielow-diff-3-this = Jeder Stapel springt; die Felder dazwischen spielen keine Rolle
guide-lielow-diff-4-topic = Nach dem Schlagen
guide-lielow-diff-4-chess = Die schlagende Figur bleibt unverändert
guide-lielow-diff-4-this = Der schlagende Stapel schrumpft auf Höhe 1
guide-lielow-diff-5-topic = Ziel
guide-lielow-diff-5-chess = Den König mattsetzen
guide-lielow-diff-5-this = Den gekrönten Stapel des Gegners vom Brett bringen
guide-lielow-diff-6-topic = Die entscheidende Figur
guide-lielow-diff-6-chess = Der König, vom Anfang bis zum Ende dieselbe Figur
guide-lielow-diff-6-this = Die Krone, die im Lauf der Partie erscheint und auf den alleinigen höchsten Stapel wandert
guide-lielow-diff-7-topic = Das Brett verlassen
guide-lielow-diff-7-chess = Unmöglich
guide-lielow-diff-7-this = Ein legaler Zug, wenn der Sprung eines Stapels jenseits des Randes enden würde
guide-lielow-diff-8-topic = Remis
guide-lielow-diff-8-chess = Patt, Wiederholung, 50-Züge-Regel, Einigung und mehr
guide-lielow-diff-8-this = Keins: Jede Partie hat einen Sieger
guide-lielow-diff-9-topic = Wachstum
guide-lielow-diff-9-chess = Bauern werden auf der letzten Reihe umgewandelt
guide-lielow-diff-9-this = Stapel wachsen mit jedem Zug auf ein leeres Feld um eins, bis 8

guide-lielow-elsewhere-1 = Lielow ist ein junges Spiel. Wenn du es anderswo gelernt hast, lohnt es sich, diese Punkte mit den Regeln zu vergleichen, die bei uns gelten.
guide-lielow-elsewhere-2 = Einen Stapel vom Brett zu ziehen, ist ein einziger Zug, egal in wie viele Richtungen er das Brett verlassen könnte.
guide-lielow-elsewhere-3 = Die Krone wird nach jedem Zug beider Spieler neu bestimmt: Sie geht auf den alleinigen höchsten Stapel, und bei Gleichstand bleibt sie, wo sie ist, auch auf einem niedrigeren Stapel.
guide-lielow-elsewhere-4 = Wer den eigenen gekrönten Stapel vom Brett zieht, verliert die Partie, genauso als wäre er geschlagen worden.
guide-lielow-elsewhere-5 = Ein Stapel kann nie höher als 8 sein; ein Stapel der Höhe 8 kann nur noch das Brett verlassen.

guide-lielow-history-1 = Lielow wurde 2021 von Michael Amundsen und Alek Erickson entworfen. Es ist ein modernes abstraktes Strategiespiel: kein Glück, keine verdeckten Informationen und nur eine Handvoll Regeln.
guide-lielow-history-2 = Im Kern steht die Spannung zwischen Höhe und Sicherheit. Ein hoher Stapel kommt weit und lockt die Krone an, aber jeder Schlagzug bringt ihn zurück auf 1.

guide-lielow-faq-1-q = Warum ist die Krone auf einen anderen Stapel gewandert?
guide-lielow-faq-1-a = Nach jedem Zug, egal welches Spielers, geht deine Krone auf deinen alleinigen höchsten Stapel. Vielleicht ist ein anderer deiner Stapel über die übrigen hinausgewachsen, vielleicht ist dein gekrönter Stapel nach einem Schlagzug auf 1 geschrumpft, oder dein Gegner hat einen von zwei gleich hohen Stapeln geschlagen, sodass der andere allein oben steht.
guide-lielow-faq-2-q = Warum ist die Krone nicht auf meinen höchsten Stapel gegangen?
guide-lielow-faq-2-a = Wegen eines Gleichstands. Wenn zwei oder mehr deiner Stapel die größte Höhe teilen, bleibt die Krone, wo sie war, auch auf einem niedrigeren Stapel.
guide-lielow-faq-3-q = Kann ich gewinnen, indem ich alle anderen Stapel schlage?
guide-lielow-faq-3-a = Andere Stapel als den gekrönten zu schlagen, gewinnt nie von selbst. Aber der letzte Stapel deines Gegners trägt immer die Krone; wenn du ihn schlägst, schlägst du also ohnehin die Krone.
guide-lielow-faq-4-q = Gibt es bei Lielow jemals ein Remis?
guide-lielow-faq-4-a = Nein. Jeder Zug entfernt einen Stapel oder macht einen höher, daher wiederholen sich Stellungen nie, und die Partie endet immer mit einem Sieger.
guide-lielow-faq-5-q = Warum sollte ich einen Stapel vom Brett ziehen?
guide-lielow-faq-5-a = Es ist ein Opfer, aber manchmal ein nützliches: Es kann der sicherste Zug sein, wenn jeder andere Zug deine Stellung schwächen würde, und wenn du einen von zwei gleich hohen Stapeln entfernst, kann deine Krone auf den anderen wandern. Tu es nur nie mit deinem gekrönten Stapel: Das verliert sofort.
guide-lielow-faq-6-q = Am Anfang hat niemand eine Krone: Kann ich in den ersten Zügen verlieren?
guide-lielow-faq-6-a = Nicht, solange du keine Krone hast. Aber dein erster Zug auf ein leeres Feld macht einen Stapel der Höhe 2, deinen alleinigen höchsten, und der wird sofort gekrönt.

## Schach

guide-chess-title = Schach
guide-chess-tagline = Das klassische Spiel: Setze den gegnerischen König matt.

guide-chess-setup-1 = Jede Seite hat einen König, eine Dame, zwei Türme, zwei Läufer, zwei Springer und acht Bauern, aufgestellt wie im Diagramm. Weiß zieht zuerst.

guide-chess-moves-1 = Der König zieht ein Feld in jede Richtung. Die Dame zieht beliebig weit entlang von Reihen, Linien und Diagonalen, der Turm entlang von Reihen und Linien, der Läufer entlang von Diagonalen; keine dieser Figuren kann über andere springen.
guide-chess-moves-2 = Der Springer zieht in L-Form: zwei Felder in eine Richtung, dann eins zur Seite. Er ist die einzige Figur, die springt.
guide-chess-moves-3 = Ein Bauer zieht ein Feld geradeaus, von seinem Ausgangsfeld aus auch zwei, und schlägt ein Feld schräg nach vorn.
guide-chess-moves-4 = Eine Figur schlägt, indem sie auf ein Feld zieht, auf dem eine gegnerische Figur steht; diese wird entfernt. Du darfst nie einen Zug machen, der deinen eigenen König im Schach lässt.

guide-chess-win-1 = Schachmatt gewinnt: Der gegnerische König steht im Schach und hat keinen legalen Ausweg.

guide-chess-draws-1 = Patt ist remis: Die Seite am Zug hat keinen legalen Zug und steht nicht im Schach.
guide-chess-draws-2 = Die Partie ist sofort remis, wenn keine Seite mehr genug Material zum Mattsetzen hat, zum Beispiel König gegen König.
guide-chess-draws-3 = Wer am Zug ist, darf Remis beanspruchen, wenn die aktuelle Stellung zum dritten Mal aufgetreten ist oder nachdem beide Seiten je 50 Züge ohne Schlagen und ohne Bauernzug gespielt haben. In Online-Partien können sich die Spieler auch auf ein Remis einigen.

guide-chess-special-1 = Rochade: Der König zieht zwei Felder in Richtung eines seiner Türme, und dieser Turm springt auf das Feld, das der König überquert hat. Keine der beiden Figuren darf vorher gezogen haben, die Felder zwischen ihnen müssen frei sein, und der König darf weder aus dem Schach heraus noch über oder auf ein angegriffenes Feld rochieren.
guide-chess-special-2 = En passant: Zieht ein Bauer zwei Felder vor und landet neben einem gegnerischen Bauern, darf dieser ihn so schlagen, als wäre er nur ein Feld vorgerückt, aber nur unmittelbar im nächsten Zug.
guide-chess-special-3 = Umwandlung: Ein Bauer, der die letzte Reihe erreicht, wird zu einer Dame, einem Turm, einem Läufer oder einem Springer seiner Farbe.

guide-chess-elsewhere-1 = Dreifache Stellungswiederholung und 50-Züge-Regel ergeben nur dann ein Remis, wenn ein Spieler es beansprucht; sie beenden die Partie nie automatisch. Ein automatisches Ende nach fünffacher Wiederholung oder 75 Zügen, wie es manche beliebte Seiten kennen, gibt es ebenfalls nicht.

guide-chess-history-1 = Schach erhielt seine moderne Form Ende des 15. Jahrhunderts in Südeuropa, als Dame und Läufer ihre weiten Züge bekamen. King of the Hill und Racing Kings bauen beide darauf auf.

guide-chess-faq-1-q = Ist eine wiederholte Stellung automatisch remis?
guide-chess-faq-1-a = Nein. Wenn du am Zug bist, darfst du Remis beanspruchen, sobald die Stellung dreimal aufgetreten ist; beansprucht es niemand, geht die Partie weiter.
guide-chess-faq-2-q = Was passiert, wenn ich keinen legalen Zug habe?
guide-chess-faq-2-a = Steht dein König im Schach, ist es Schachmatt und du verlierst. Steht er nicht im Schach, ist es Patt und die Partie endet remis.
guide-chess-faq-3-q = Darf ich rochieren, um aus dem Schach zu kommen?
guide-chess-faq-3-a = Nein. Der König darf nicht rochieren, während er im Schach steht, und auch nicht über ein angegriffenes Feld ziehen oder auf einem landen.
