## Das Zustandsdiagramm: seine Bedienelemente, der Grund jedes Beschriftungsschritts, Knotennamen für Screenreader, Ablehnungen

diagram-title = Zustandsdiagramm
diagram-close = Schließen
diagram-along = Die Stellungen zeigen, die diese Partie durchlaufen hat
diagram-along-note = Die Stellungen, die diese Partie durchlaufen hat, jede mit ihren Zügen; die Buchstaben stammen vom Löser.
diagram-label-yourself = Selbst beschriften
diagram-select-first = Wähle eine Stellung und beschrifte sie dann:
diagram-label-this = { $position } beschriften:
diagram-quiz-keys = Tasten: P oder N auf einer fokussierten Stellung beschriftet sie; Enter bringt sie aufs Brett.
diagram-step = Schritt
diagram-run = Ablaufen
diagram-reset = Zurücksetzen
diagram-as-list = Das Diagramm als Liste
diagram-legend-p = P (eckig): Der vorige Spieler gewinnt
diagram-legend-n = N (rund): Der nächste Spieler gewinnt
diagram-legend-win = Gewinnzug
diagram-legend-pass = das Passen (*: Das Passen ist noch nicht genutzt)
diagram-ring = der Ring { $ring }
diagram-with-pass = { $position } mit Passen
diagram-without-pass = { $position } ohne Passen
diagram-by-passing = { $position } durch Passen
diagram-step-ended-misere = { $letter }: Bei { $here } endet die Partie. In Misère hat der Spieler verloren, der den letzten Stein genommen hat, also hat der Spieler am Zug hier schon gewonnen: Dieser erste Schritt ist N, nicht P.
diagram-step-ended = { $letter }: Bei { $here } endet die Partie: Der Spieler am Zug hat keinen Zug und hat verloren, also hat der vorige Spieler gewonnen.
diagram-step-reaches-p =
    { $count ->
        [one] { $letter }: Von { $here } aus kann der Spieler am Zug die P-Position { $targets } erreichen (der hervorgehobene Pfeil).
       *[other] { $letter }: Von { $here } aus kann der Spieler am Zug die P-Positionen { $targets } erreichen (die hervorgehobenen Pfeile).
    }
diagram-step-pass-note = Passen überlässt dem Gegner normales Nim mit denselben Haufen.
diagram-step-only-move-n = { $letter }: Der einzige Zug von { $here } führt zu einer N-Position.
diagram-step-every-move-n =
    { $count ->
        [one] { $letter }: Jeder Zug von { $here } ({ $count } Zug) führt zu einer N-Position.
       *[other] { $letter }: Jeder Zug von { $here } ({ $count } Züge) führt zu einer N-Position.
    }
diagram-step-counted-p =
    { $reaching ->
        [one] { $letter }: { $reaching } Zug von { $here } führt zu P-Positionen, und der Blockierer verbietet { $blocks } pro Runde: Jeder offene Zug führt zu einer N-Position.
       *[other] { $letter }: { $reaching } Züge von { $here } führen zu P-Positionen, und der Blockierer verbietet { $blocks } pro Runde: Jeder offene Zug führt zu einer N-Position.
    }
diagram-step-counted-n =
    { $reaching ->
        [one] { $letter }: Schon { $reaching } Zug von { $here } führt zu P-Positionen ({ $targets }), mehr als die { $blocks }, die der Blockierer verbieten darf.
       *[other] { $letter }: Schon { $reaching } Züge von { $here } führen zu P-Positionen ({ $targets }), mehr als die { $blocks }, die der Blockierer verbieten darf.
    }
diagram-why-ended-misere = bei { $here } endet die Partie, und in Misère hat der Spieler am Zug dort gewonnen
diagram-why-ended = bei { $here } endet die Partie: Der Spieler am Zug hat keinen Zug und hat verloren
diagram-why-counted =
    { $reaching ->
        [one] { $reaching } Zug von { $here } führt zu P-Positionen, und der Blockierer verbietet { $blocks } pro Runde
       *[other] { $reaching } Züge von { $here } führen zu P-Positionen, und der Blockierer verbietet { $blocks } pro Runde
    }
diagram-why-every-move-n = jeder Zug von { $here } führt zu einer N-Position
diagram-why-reaches-p =
    { $count ->
        [one] von { $here } aus kann der Spieler am Zug die P-Position { $targets } erreichen
       *[other] von { $here } aus kann der Spieler am Zug die P-Positionen { $targets } erreichen
    }
diagram-guess-right = Richtig: { $letter }, denn { $why }.
diagram-guess-wrong = Nicht { $guessed }: { $why } (hervorgehoben), also ist { $here } { $letter }.
diagram-score = Punkte: { $right } richtig, { $wrong } falsch; { $left } noch zu beschriften.
diagram-node-labelled = { $shown } { $letter }: { $here }, { $letter }-Position
diagram-node-labelled-on-board = { $shown } { $letter }: { $here }, { $letter }-Position, auf dem Brett
diagram-node-unlabelled = { $shown }: { $here }, noch nicht beschriftet
diagram-node-unlabelled-on-board = { $shown }: { $here }, noch nicht beschriftet, auf dem Brett
diagram-line = { $position } { $letter }: Züge nach { $children }
diagram-line-end = { $position } { $letter }: Hier endet die Partie
diagram-child = { $position } { $letter }
diagram-child-pass = { $position } (Passen) { $letter }
diagram-progress = Schritt { $shown } von { $total }
diagram-start = Unbeschriftet. „Schritt“ beschriftet eine Stellung nach der anderen, beginnend dort, wo die Partie endet (P), dann N für eine Stellung mit einem Zug nach P und P für eine, deren Züge alle nach N führen.
diagram-start-misere = Unbeschriftet. „Schritt“ beschriftet eine Stellung nach der anderen, beginnend dort, wo die Partie endet; in Misère ist diese Stellung N, ein Gewinn für den Spieler am Zug.
diagram-too-large = Dieses Diagramm hätte { $size } Stellungen: zu viele zum Lesen (die Grenze ist { $limit }). Beginne mit einer kleineren Stellung oder sieh dir nur die Stellungen an, die diese Partie durchlaufen hat, mit ihren Zügen.
diagram-too-large-over = Dieses Diagramm hätte mehr als { $size } Stellungen: zu viele zum Lesen (die Grenze ist { $limit }). Beginne mit einer kleineren Stellung oder sieh dir nur die Stellungen an, die diese Partie durchlaufen hat, mit ihren Zügen.
diagram-unsolved = Eine Stellung dieses Diagramms ist zu groß, als dass der Löser sie entscheiden könnte.
diagram-not-drawn = Diese Stellung kann nicht gezeichnet werden.
diagram-moves-to-p = { $reaching } nach P { $sign } { $blocks }

# Games with Grundy values (normal-play impartial games)
diagram-quiz-keys-values = Tasten: Eine Ziffer auf einer fokussierten Stellung beginnt ihren Wert im Feld; Enter dort prüft ihn. Enter auf einer Stellung bringt sie aufs Brett.
diagram-check-value = Prüfen
diagram-not-a-value = „{ $typed }“ ist kein Wert: Gib eine ganze Zahl ein, 0 oder größer.
diagram-legend-value = *2: der Grundy-Wert, der kleinste Wert, den keine Folgestellung hat (0 ist P, jeder andere Wert N)
diagram-value-label = *{ $value } { $letter }
diagram-why-mex =
    { $options ->
        [one] die einzige Folgestellung von { $here } hat den Wert { $values }: Der kleinste fehlende Wert ist { $value }
       *[other] { $count ->
            [one] die Folgestellungen von { $here } haben alle den Wert { $values }: Der kleinste fehlende Wert ist { $value }
           *[other] die Folgestellungen von { $here } haben die Werte { $values }: Der kleinste fehlende Wert ist { $value }
        }
    }
diagram-why-no-options = { $here } hat keine Folgestellungen: Sein Wert ist 0
diagram-step-mex = { $letter }, *{ $value }: { $why }.
diagram-guess-right-value = Richtig: *{ $value }, denn { $why }.
diagram-guess-wrong-value = Nicht *{ $guessed }: { $why } (hervorgehoben), also hat { $here } den Wert *{ $value }.
diagram-node-valued = { $shown }: { $here }, Wert { $value }, { $letter }-Position
diagram-node-valued-on-board = { $shown }: { $here }, Wert { $value }, { $letter }-Position, auf dem Brett
diagram-start-values = Unbeschriftet. „Schritt“ gibt einer Stellung nach der anderen ihren Grundy-Wert, beginnend dort, wo die Partie endet (keine Folgestellungen: Wert 0): Der Wert einer Stellung ist der kleinste Wert, den keine ihrer Folgestellungen hat (der Mex). Wert 0 ist eine P-Position, jeder andere Wert eine N-Position.
