# Die Lektionen unter /learn/{variant}: zu jeder ein Titel, das Ziel, ein Tipp und was man daraus mitnimmt.

lesson-hill-walk-title = Auf den Hügel
lesson-hill-walk-goal = Die vier Zentrumsfelder d4, e4, d5 und e5 bilden den Hügel. Bring deinen König auf eines davon: Du hast zwei Züge.
lesson-hill-walk-hint = Geh zuerst diagonal Richtung Mitte; von d3 aus sind d4 und e4 jeweils nur einen Schritt entfernt.
lesson-hill-walk-done = Sobald dein König auf dem Hügel steht, hast du gewonnen. Dein Gegner kommt nicht mehr zum Zug.

lesson-hill-guarded-title = Ein bewachtes Hügelfeld ist kein Zug
lesson-hill-guarded-goal = Der schwarze Turm beherrscht die ganze d-Linie. Bring deinen König trotzdem auf den Hügel.
lesson-hill-guarded-hint = Der König darf nie auf ein angegriffenes Feld ziehen, ob Hügel oder nicht. Welches Hügelfeld sieht der Turm nicht?
lesson-hill-guarded-done = Richtig: d4 war bewacht, also nicht einmal ein legaler Zug. e4 war frei.

lesson-hill-capture-title = Mit Schlagen auf den Hügel
lesson-hill-capture-goal = Ein schwarzer Springer steht auf d4, auf dem Hügel, und nichts deckt ihn. Gewinne sofort.
lesson-hill-capture-hint = Dein König darf eine ungedeckte Figur schlagen, und auch ein Schlagzug, der auf dem Hügel endet, zählt.
lesson-hill-capture-done = Mit einem Schlagzug auf den Hügel zu kommen, gewinnt genauso wie ein gewöhnlicher Schritt dorthin.

lesson-hill-race-title = Gewinne das Rennen zur Mitte
lesson-hill-race-goal = Beide Könige wollen auf den Hügel, und du ziehst zuerst. Sei vor Schwarz dort.
lesson-hill-race-hint = Zähl die Schritte: Du brauchst zwei, also verschenke keinen Zug. Zieh zuerst nach d3.
lesson-hill-race-done = Du warst einen Zug voraus und hast ihn genutzt. In King of the Hill zählt jedes Tempo.

lesson-hill-mate-title = Schachmatt gewinnt weiterhin
lesson-hill-mate-goal = Der Hügel ist weit weg, aber der schwarze König sitzt hinter seinen Bauern fest. Gewinne mit einem Zug.
lesson-hill-mate-hint = Auf der achten Reihe hat Schwarz kein Fluchtfeld. Dein Turm kann ganz nach oben ziehen.
lesson-hill-mate-done = Schachmatt beendet die Partie hier genau wie im Schach.

lesson-hill-bare-kings-title = Nackte Könige spielen weiter
lesson-hill-bare-kings-goal = Nur noch die beiden Könige sind übrig. Im Schach wäre das remis; hier gewinnst du.
lesson-hill-bare-kings-hint = Auch ohne Figuren kann jeder König noch zum Hügel laufen. Deiner ist einen Schritt entfernt.
lesson-hill-bare-kings-done = König gegen König ist in King of the Hill kein Remis: Wer zuerst in der Mitte ist, gewinnt.

lesson-race-walk-title = Rennen zur 8. Reihe
lesson-race-walk-goal = In Racing Kings gewinnt der König, der zuerst die 8. Reihe erreicht. Schaff es in zwei Zügen.
lesson-race-walk-hint = Geh geradeaus nach oben: b7, dann ein beliebiges Feld der 8. Reihe.
lesson-race-walk-done = Dein König hat die oberste Reihe erreicht, und der schwarze war zu weit zurück, um nachzuziehen.

lesson-race-no-check-title = Niemals Schach
lesson-race-no-check-goal = Schneide den schwarzen König mit deinem Turm von der 7. Reihe ab.
lesson-race-no-check-hint = Ein Zug, der Schach gibt, ist in Racing Kings verboten. Der Turm auf c6 oder auf der e-Linie würde dem König Schach bieten; schau eine Reihe höher.
lesson-race-no-check-done = Von c7 aus bewacht dein Turm die siebte Reihe, ohne Schach zu geben.

lesson-race-capture-check-title = Auch Schlagzüge dürfen kein Schach geben
lesson-race-capture-check-goal = Schlag mit deinem Turm einen der schwarzen Springer.
lesson-race-capture-check-hint = Auf d5 zu schlagen, würde die d-Linie zum schwarzen König öffnen: Das ist Schach und deshalb verboten.
lesson-race-capture-check-done = Die Regel kennt keine Ausnahme: Auch ein Schlagzug, der Schach geben würde, ist verboten.

lesson-race-attacked-title = Nie auf ein angegriffenes Feld
lesson-race-attacked-goal = Dein König ist einen Schritt vom Ziel entfernt. Gewinne das Rennen jetzt.
lesson-race-attacked-hint = Der Springer bewacht e8 und der Läufer f8. Ein König darf kein angegriffenes Feld betreten.
lesson-race-attacked-done = Nur g8 war frei, also war es der einzige Weg nach oben.

lesson-race-too-far-title = Schwarz ist zu weit weg, um nachzuziehen
lesson-race-too-far-goal = Erreicht Weiß die 8. Reihe, bekommt Schwarz nur dann noch einen Zug, wenn es die 8. Reihe ebenfalls erreichen kann. Gewinne jetzt.
lesson-race-too-far-hint = Der schwarze König ist drei Reihen entfernt: Zieh auf die 8. Reihe.
lesson-race-too-far-done = Schwarz konnte nicht sofort nachziehen, also hast du auf der Stelle gewonnen.

lesson-race-follow-title = Der letzte Zug von Schwarz rettet das Remis
lesson-race-follow-goal = Der weiße König hat die 8. Reihe erreicht, aber du als Schwarz kannst noch nachziehen. Rette die Partie.
lesson-race-follow-hint = Zieh mit deinem König auf die 8. Reihe: g8, f8 und h8 sind alle frei.
lesson-race-follow-done = Beide Könige auf der 8. Reihe: Das Rennen endet remis. Dieser letzte Zug gleicht aus, dass Weiß zuerst zieht.

lesson-lielow-height-title = Ein Stapel zieht genau so weit, wie er hoch ist
lesson-lielow-height-goal = Dein Stapel auf c3 ist zwei hoch, also zieht er genau zwei Felder weit, in jeder geraden Linie. Schlag den schwarzen Stapel auf e5.
lesson-lielow-height-hint = Zwei Felder diagonal, nach oben und nach rechts. Das Feld dazwischen spielt keine Rolle: Stapel springen.
lesson-lielow-height-done = Ein Stapel der Höhe zwei zieht immer zwei Felder, nie eins oder drei.

lesson-lielow-grow-title = Auf einem leeren Feld wächst der Stapel
lesson-lielow-grow-goal = Zieh deinen Stapel von d2 auf ein leeres Feld und sieh zu, wie er wächst.
lesson-lielow-grow-hint = Ein Stapel der Höhe eins zieht ein Feld weit, in eine der acht Richtungen.
lesson-lielow-grow-done = Jetzt ist er zwei hoch, und als dein höchster Stapel hat er deine Krone übernommen.

lesson-lielow-capture-title = Schlagen setzt den Stapel auf eins zurück
lesson-lielow-capture-goal = Dein gekrönter Stapel auf d1 ist drei hoch. Schlag den schwarzen Stapel auf d4.
lesson-lielow-capture-hint = Drei Felder geradeaus nach oben landen auf d4.
lesson-lielow-capture-done = Nach dem Schlagen hat dein Stapel wieder die Höhe eins: Schlagen kostet Höhe.

lesson-lielow-own-title = Nie auf den eigenen Stapel
lesson-lielow-own-goal = Dein Stapel auf c3 ist zwei hoch. Schlag damit den schwarzen Stapel.
lesson-lielow-own-hint = e3 ist zwei Felder entfernt, aber dort steht dein eigener Stapel: Dort zu landen, ist kein Zug. Schau die c-Linie hinauf.
lesson-lielow-own-done = Auf dem eigenen Stapel zu landen, ist verboten; auf einem gegnerischen Stapel zu landen, schlägt ihn.

lesson-lielow-crown-title = Die Krone geht an den einzigen höchsten Stapel
lesson-lielow-crown-goal = Deine Krone steht auf d2. Mach einen anderen Stapel höher als sie, damit die Krone dorthin wandert.
lesson-lielow-crown-hint = Der Stapel auf b2 ist zwei hoch; zieht er auf ein leeres Feld, wird er drei hoch.
lesson-lielow-crown-done = Nach jedem Zug sitzt die Krone auf dem einzigen höchsten Stapel, wo immer er steht.

lesson-lielow-tie-title = Bei Gleichstand bleibt die Krone, wo sie ist
lesson-lielow-tie-goal = Zieh den kleinen Stapel von e2 auf ein leeres Feld, damit er auf zwei wächst, so hoch wie dein gekrönter Stapel.
lesson-lielow-tie-hint = Jedes der acht Nachbarfelder von e2 ist recht.
lesson-lielow-tie-done = Zwei Stapel der Höhe zwei: Da keiner allein der höchste ist, bleibt die Krone auf a2.

lesson-lielow-off-title = Vom Brett ziehen
lesson-lielow-off-goal = Ein Stapel darf das Brett verlassen, wenn ein Zug seiner Höhe ihn über den Rand hinaus führen würde. Zieh deinen Stapel auf a2 vom Brett.
lesson-lielow-off-hint = Zieh den Stapel mit der Maus vom Brett, oder wähle ihn aus und drück die Schaltfläche, um ihn vom Brett zu nehmen.
lesson-lielow-off-done = Der Stapel ist weg. Bei einem gewöhnlichen Stapel ist das in Ordnung, aber tu es nie mit deinem gekrönten.

lesson-lielow-take-crown-title = Schlag die Krone und gewinne
lesson-lielow-take-crown-goal = Die schwarze Krone steht auf f4. Schlag sie.
lesson-lielow-take-crown-hint = Dein gekrönter Stapel auf d2 ist zwei hoch: Zwei Felder diagonal erreichen f4.
lesson-lielow-take-crown-done = Wer den gekrönten Stapel des Gegners schlägt, gewinnt die Partie sofort.

lesson-lielow-keep-crown-title = Behalte deine Krone auf dem Brett
lesson-lielow-keep-crown-goal = Der schwarze Stapel auf c4 bedroht deine Krone auf a2. Rette sie.
lesson-lielow-keep-crown-hint = Deinen gekrönten Stapel vom Brett zu ziehen, verliert sofort, und a4 und c2 sind ebenfalls angegriffen. Greif den Angreifer an.
lesson-lielow-keep-crown-done = Den Angreifer zu schlagen, hat deine Krone gerettet. Sie vom Brett zu ziehen, hätte die Partie verloren.
