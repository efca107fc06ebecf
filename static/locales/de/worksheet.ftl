## Das druckbare Arbeitsblatt: sein Dialog, Titel, Aufgabenstellung, jede Stellung und die Lösungen

worksheet-button = Arbeitsblatt
worksheet-loading = Das Arbeitsblatt wird geladen …
worksheet-not-loaded = Die Seite konnte das Arbeitsblatt nicht laden. Prüfen Sie die Verbindung und wählen Sie dann „Erneut versuchen“.
# Said in the Worksheet and Quiz dialogs while their form's part of the app is on its way, and when it cannot be had
worksheet-dialog-loading = Die Auswahl wird geladen …
worksheet-dialog-not-loaded = Die Seite konnte diese Auswahl nicht laden. Prüfen Sie die Verbindung und wählen Sie dann „Erneut versuchen“.
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
worksheet-value-is = { $what ->
    [picture] Der Wert des Bildes ist { $value }.
    [row] Der Wert der Reihe ist { $value }.
    [grid] Der Wert des Gitters ist { $value }.
   *[sum] Der Wert der Summe ist { $value }.
}
worksheet-value-why =
    { $what ->
        [picture]
            { $count ->
                [one] Das Bild auf dem Boden hat den Wert { $values }; { $sum }.
               *[other] Die Bilder auf dem Boden haben die Werte { $values }; { $sum }.
            }
        [row]
            { $count ->
                [one] Der Kopf hat den Wert { $values }; { $sum }.
               *[other] Die Köpfe haben die Werte { $values }; { $sum }.
            }
        [grid]
            { $count ->
                [one] Der Kopf hat den Wert { $values }; { $sum }.
               *[other] Die Köpfe haben die Werte { $values }; { $sum }.
            }
       *[sum]
            { $count ->
            [one] Die Komponente hat den Wert { $values }; { $sum }.
           *[other] Die Komponenten haben die Werte { $values }; { $sum }.
            }
    }
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
worksheet-steps = Münzen auf den Stufen 1, 2, 3, …: { $steps }.

worksheet-fibonacci-start = Ein Haufen mit { $heap }; der erste Zug.
worksheet-fibonacci = Ein Haufen mit { $heap }; der letzte Zug nahm { $last }.
worksheet-heaps-moore = Haufen { $heaps }; ein Zug nimmt aus höchstens { $k } Haufen.
