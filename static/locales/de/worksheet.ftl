## Das druckbare Arbeitsblatt: sein Dialog, Titel, Aufgabenstellung, jede Stellung und die Lösungen

worksheet-button = Arbeitsblatt
worksheet-dialog-intro = Drucke ein Blatt mit Stellungen zum Lösen auf Papier, mit den Lösungen auf einer eigenen Seite. Dieselbe Blattnummer ergibt immer dieselben Fragen.
worksheet-game-field = Spiel
worksheet-count-field = Anzahl der Fragen
worksheet-level-field = Schwierigkeit
worksheet-seed-field = Blattnummer
worksheet-link-field = Link, der dieses Blatt druckfertig öffnet
worksheet-print = Drucken
worksheet-close = Arbeitsblatt schließen
worksheet-loading = Das Arbeitsblatt wird geladen …
worksheet-not-loaded = Die Seite konnte das Arbeitsblatt nicht laden. Prüfen Sie die Verbindung und drücken Sie dann erneut auf Drucken.
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
worksheet-ring =
    Ein Ring mit { $places ->
        [one] { $places } Platz
       *[other] { $places } Plätzen
    } und { $markers ->
        [one] { $markers } Marke
       *[other] { $markers } Marken
    }.
worksheet-heaps = Haufen { $heaps }.
worksheet-parts = Komponenten: { $parts }.
worksheet-heaps-pass = Haufen { $heaps }; das Passen ist ungenutzt.
worksheet-heaps-blocking =
    { $blocks ->
        [one] Haufen { $heaps }; der Blockierer verbietet { $blocks } Zug pro Runde.
       *[other] Haufen { $heaps }; der Blockierer verbietet { $blocks } Züge pro Runde.
    }
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
worksheet-value-is = Der Wert der Summe ist { $value }.
worksheet-value-why =
    { $count ->
        [one] Die Komponente hat den Wert { $values }; { $sum }.
       *[other] Die Komponenten haben die Werte { $values }; { $sum }.
    }
worksheet-key-title = Lösungen
worksheet-key-heading = Lösungen — Arbeitsblatt: { $game }
worksheet-moves-or = { $first } oder { $last }
worksheet-moves-more =
    { $count ->
        [one] { $first } oder { $count } weiterer Gewinnzug
       *[other] { $first } oder einer von { $count } weiteren Gewinnzügen
    }
worksheet-first-wins = Der erste Spieler gewinnt: { $moves }.
worksheet-second-wins = Der zweite Spieler gewinnt: Jeder Zug verliert.
worksheet-mover-wins =
    { $count ->
        [one] Der Ziehende gewinnt: { $count } Zug führt zu P-Positionen, mehr als der Blockierer verbieten kann ({ $moves }).
       *[other] Der Ziehende gewinnt: { $count } Züge führen zu P-Positionen, mehr als der Blockierer verbieten kann ({ $moves }).
    }
worksheet-blocker-wins-outright = Der Blockierer gewinnt: Kein Zug führt zu einer P-Position.
worksheet-blocker-wins = Der Blockierer gewinnt, indem er { $moves } verbietet.
worksheet-three-heap-theorem = Der Drei-Haufen-Satz entscheidet es.
worksheet-exact-search = Kein Satz deckt es ab: durch vollständige Suche gefunden.
worksheet-theorem-two-heaps = Satz 1 (zwei Haufen) entscheidet es.
worksheet-theorem-one-m-n = Satz 2 ([1, m, n]) entscheidet es.
worksheet-theorem-ones-twos = Satz 3 (Einsen und Zweien) entscheidet es.
worksheet-theorem-ones-twos-threes = Satz 4 (Einsen, Zweien und Dreien) entscheidet es.
worksheet-bad-link-seed = Das worksheet={ $value } des Links sollte eine Blattnummer sein (eine ganze Zahl ab 0); es wird kein Arbeitsblatt gezeigt.
worksheet-bad-link-count = Das count={ $value } des Arbeitsblatts im Link sollte von 1 bis { $max } gehen; das Blatt hat 10 Fragen.
worksheet-bad-link-level = Das level={ $value } des Arbeitsblatts im Link sollte 1, 2 oder 3 sein; das Blatt hat Stufe 1.
