## The worksheet and quiz dialog's form and the printed sheet: the worksheet's chunk

worksheet-dialog-intro = Drucke ein Blatt mit Stellungen zum Lösen auf Papier, mit den Lösungen auf einer eigenen Seite. Dieselbe Blattnummer ergibt immer dieselben Fragen.
worksheet-game-field = Spiel
worksheet-count-field = Anzahl der Fragen
worksheet-level-field = Schwierigkeit
worksheet-seed-field = Blattnummer
worksheet-link-field = Link, der dieses Blatt druckfertig öffnet
worksheet-print = Drucken
worksheet-close = Arbeitsblatt schließen
worksheet-level-1 = 1 — wenige, kleine Haufen; volle Ringe
worksheet-level-2 = 2 — mehr und größere Haufen; Ringe mit Lücken
worksheet-level-3 = 3 — viele große Haufen; unterbrochene Ringe; kein Satz
worksheet-bad-count = Wähle 1 bis { $max } Fragen.
worksheet-bad-seed = Die Blattnummer ist eine ganze Zahl ab 0.
worksheet-title = Arbeitsblatt: { $game }
worksheet-details =
    { $count ->
        [one] Stufe { $level } · { $count } Frage · Blatt { $seed }
       *[other] Stufe { $level } · { $count } Fragen · Blatt { $seed }
    }
worksheet-instructions-nim = Schreibe für jede Stellung die Haufen in Binärschreibweise in die Tabelle und die Nim-Summe in ihre letzte Zeile. Wer gewinnt: der Spieler am Zug (erster Spieler) oder der andere (zweiter Spieler)? Wenn der erste Spieler gewinnt, gib einen Gewinnzug an.
worksheet-instructions-misere = Wer den letzten Stein nimmt, verliert. Schreibe für jede Stellung die Haufen in Binärschreibweise und die Nim-Summe; zähle die Haufen mit mehr als einem Stein. Wer gewinnt: der Spieler am Zug (erster Spieler) oder der andere (zweiter Spieler)? Wenn der erste Spieler gewinnt, gib einen Gewinnzug an.
worksheet-instructions-circle = Nimm eine Marke oder zwei benachbarte Marken; wer die letzte Marke nimmt, gewinnt. Wer gewinnt: der Spieler am Zug (erster Spieler) oder der andere (zweiter Spieler)? Wenn der erste Spieler gewinnt, gib einen Gewinnzug an.
worksheet-instructions-blocking = Vor jedem Zug verbietet der Blockierer Züge, dann nimmt der Ziehende Steine. Wer gewinnt aus jeder Stellung: der Ziehende oder der Blockierer? Gib die Züge an, die zu P-Positionen führen.
worksheet-instructions-pass = Nim, bei dem jeder Spieler einmal in der ganzen Partie passen darf, aber nie als letzten Zug. Schreibe für jede Stellung die Haufen in Binärschreibweise und die Nim-Summe: Nach dem Passen ist das Spiel Nim, also gewinnt Passen, wenn die Nim-Summe 0 ist. Wer gewinnt: der Spieler am Zug (erster Spieler) oder der andere (zweiter Spieler)? Wenn der erste Spieler gewinnt, gib einen Gewinnzug an (Passen zählt).
worksheet-instructions-sum = Jede Stellung ist eine Summe von Spielen: Gib den Grundy-Wert jeder Komponente an (den mex der Werte ihrer Folgestellungen), schreibe die Werte in Binärschreibweise und ihre Nim-Summe, den Wert der Summe. Ist sie P oder N: Gewinnt der Spieler am Zug (erster Spieler) oder der andere (zweiter Spieler)? Wenn der erste Spieler gewinnt, gib einen Gewinnzug an.
worksheet-question = Frage { $number }
worksheet-heap = Haufen { $heap }
worksheet-heap-counters =
    { $count ->
        [one] Haufen { $heap }: { $count } Stein
       *[other] Haufen { $heap }: { $count } Steine
    }
worksheet-place-marker = Platz { $place }: Marke
worksheet-place-empty = Platz { $place }: leer
worksheet-nim-sum-row = Nim-Summe
worksheet-heap-column = Haufen
worksheet-answer-blank = Antwort:
worksheet-value-blank = Wert der Summe:
worksheet-part-column = Komponente
worksheet-value-column = Wert
worksheet-key-title = Lösungen
worksheet-key-heading = Lösungen — Arbeitsblatt: { $game }

## The quiz's dialog

quiz-dialog-intro = Zehn Fragen zu Stellungen eines Spiels: Sag bei jeder, ob sie P oder N ist, mach einen Gewinnzug auf dem Brett oder gib bei einer Summe von Spielen ihren Wert an. Dieselbe Quiznummer gibt allen dieselben Fragen, so kann eine Klasse einen einzigen Link teilen.
quiz-seed-field = Quiznummer
quiz-link-field = Link für die Klasse (alle bekommen dieselben Fragen)
quiz-copy-link = Link kopieren
quiz-copied = In die Zwischenablage kopiert.
quiz-not-copied = Kopieren war hier nicht erlaubt: Markiere den Link und kopiere ihn mit Strg+C (⌘C).
quiz-bad-seed = Die Quiznummer ist eine ganze Zahl ab 0.
quiz-start = Quiz starten

## The Quiz dialog's package for a school's LMS, and the package's launch page

quiz-lms-legend = Für Ihre Lernplattform (LMS)
quiz-lms-intro = Ein SCORM-1.2-Paket für Moodle, Canvas, Blackboard und andere Lernplattformen: Es zeigt dieses Quiz und schickt das Ergebnis jeder Schülerin und jedes Schülers an Ihre Bewertungsübersicht.
quiz-pass-mark-field = Bestehensgrenze (%)
quiz-bad-pass-mark = Die Bestehensgrenze ist eine ganze Zahl von 0 bis 100.
quiz-lms-download = Für Ihr LMS herunterladen (SCORM 1.2)
quiz-lms-making = Das Paket wird erstellt …
quiz-lms-made = { $file } heruntergeladen.
quiz-lms-failed = Das Paket konnte nicht erstellt werden: Prüfen Sie die Verbindung und versuchen Sie es erneut.
scorm-frame-title = { $game }-Quiz
scorm-looking = Ihr LMS wird gesucht …
scorm-no-script = Dieses Quiz braucht JavaScript.
scorm-connected = Mit Ihrem LMS verbunden: Ihr Ergebnis wird gesendet, wenn Sie das Quiz beenden.
scorm-no-lms = Kein LMS gefunden, daher wird Ihr Ergebnis nicht gespeichert. Das Quiz funktioniert trotzdem.
scorm-sent = Ihr Ergebnis wurde an Ihr LMS gesendet.
scorm-sent-passed = Ihr Ergebnis, { $score } von { $total } ({ $percent } %), wurde an Ihr LMS gesendet: bestanden.
scorm-sent-failed = Ihr Ergebnis, { $score } von { $total } ({ $percent } %), wurde an Ihr LMS gesendet: nicht bestanden (Grenze { $pass } %).
scorm-refused = Ihr LMS hat das Ergebnis nicht angenommen. Sagen Sie Ihrer Lehrkraft Bescheid.

worksheet-instructions-wythoff = Man nimmt beliebig viele Steine von einem Haufen oder gleich viele von beiden; wer den letzten Stein nimmt, gewinnt. Vergleiche jede Stellung mit den Verlustpaaren (⌊nφ⌋, ⌊nφ²⌋): (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)… Wer gewinnt: der Spieler am Zug (erster Spieler) oder der andere (zweiter Spieler)? Wenn der erste Spieler gewinnt, gib einen Gewinnzug an.
worksheet-instructions-staircase = Schiebe beliebig viele Münzen von einer Stufe auf die Stufe darunter (von Stufe 1 von der Treppe); wer den letzten Zug macht, gewinnt. Nur die ungeraden Stufen zählen: Bestimme die Nim-Summe ihrer Münzen. Wer gewinnt: der Spieler am Zug (erster Spieler) oder der andere (zweiter Spieler)? Gewinnt der erste Spieler, gib einen Gewinnzug an.
worksheet-step-row = Stufe { $step }: { $coins }

worksheet-instructions-fibonacci = Ein Haufen: Der erste Zug nimmt beliebig viele Steine, aber nicht den ganzen Haufen; jeder weitere Zug nimmt mindestens 1 und höchstens doppelt so viele wie der Zug davor; wer den letzten Stein nimmt, gewinnt. Schreibe den Haufen als Summe von Fibonacci-Zahlen (1, 2, 3, 5, 8, 13, 21…), von denen keine zwei in dieser Liste nebeneinanderstehen. Wer gewinnt: der Spieler am Zug (erster Spieler) oder der andere (zweiter Spieler)? Wenn der erste Spieler gewinnt, gib einen Gewinnzug an.
worksheet-instructions-moore = Nimm aus mindestens einem und höchstens k Haufen jeweils beliebig viele Steine (k steht bei jeder Stellung); wer den letzten Stein nimmt, gewinnt. Schreibe die Haufen in Binärschreibweise und zähle die Einsen jeder Spalte modulo k + 1. Wer gewinnt: der Spieler am Zug (erster Spieler) oder der andere (zweiter Spieler)? Wenn der erste Spieler gewinnt, gib einen Gewinnzug an.
worksheet-instructions-coins = Eine Reihe von Münzen, H für Kopf und T für Zahl, Münze 1 links. Ein Zug wendet Münzen, wie die Regel es erlaubt (Turning Turtles: eine oder zwei; Mock Turtles: bis zu drei; Lineal: beliebig viele nebeneinander; Zwillinge: genau zwei), die rechte von Kopf auf Zahl; wer den letzten Zug macht, gewinnt. Gib jedem Kopf seinen Wert und addiere die Werte binär ohne Übertrag. Wer gewinnt: der Spieler am Zug (erster Spieler) oder der andere (zweiter Spieler)? Wenn der erste Spieler gewinnt, gib einen Gewinnzug an.
worksheet-instructions-corners = Ein Gitter aus Münzen, x nach rechts und y nach unten ab 0 gezählt; die Köpfe sind als x:y aufgeführt. Ein Zug wendet die vier Ecken eines Rechtecks, die von 0:0 am weitesten entfernte von Kopf zu Zahl; wer den letzten Zug macht, gewinnt. Gib jedem Kopf seinen Wert, das Nim-Produkt x ⊗ y (die Tafel der Nim-Multiplikation hilft), und addiere die Werte binär ohne Übertrag. Wer gewinnt: wer am Zug ist (erste Person) oder die andere (zweite Person)? Gewinnt die erste Person, gib einen Gewinnzug an.
