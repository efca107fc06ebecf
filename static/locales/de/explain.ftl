# Die Meldungen von Nim Lab auf Deutsch: die Analyse neben dem Brett und die Regeln unter
# „So wird gespielt“. Glossar: docs/glossary.md.

## Die Analyse

explain-analysis = Analyse
explain-how-to-win = So gewinnst du:

## Nim

explain-nim-name = Nim
explain-nim-rules = Die Steine liegen in Haufen. Gezogen wird abwechselnd. Wähle in deinem Zug einen Haufen und nimm einen oder mehrere Steine davon: so viele du willst, auch den ganzen Haufen. Wer den letzten Stein nimmt, gewinnt.
explain-nim-hint = Schreibe die Haufen binär und hinterlasse deinem Gegner eine Stellung, in der jede Spalte eine gerade Anzahl Einsen enthält (Nim-Summe 0).
explain-nim-sum-caption = Die Haufen binär und ihre Nim-Summe

## Die Tabelle der Nim-Summe

explain-column-unbalanced = , unausgeglichen (ungerade Anzahl Einsen)
explain-heap-row = Haufen { $heap }
explain-heap-column = Haufen
explain-size-column = Größe
explain-new-column = Neu
explain-nim-sum-row = Nim-Summe
explain-balanced = Jede Spalte enthält eine gerade Anzahl Einsen: Die Nim-Summe ist 0.
explain-unbalanced = Die ★-Spalten enthalten eine ungerade Anzahl Einsen; die höchste ist die { $column }er-Spalte.
explain-balancing-move = { $unbalanced } Die umrahmten Ziffern zu ändern gleicht jede Spalte aus: { $change }.
explain-other-changes = Andere Haufen mit einer 1 in dieser Spalte gleichen sie ebenfalls aus: { $moves }.

## Die Zweierpotenzen

explain-powers-title = Zweierpotenzen
explain-powers-intro = Jeder Haufen in Zweierpotenzen zerlegt; gleiche Potenzen in zwei Haufen heben sich paarweise auf (durchgestrichen).
explain-powers-intro-parts = Der Wert jeder Komponente in Zweierpotenzen zerlegt; gleiche Potenzen in zwei Werten heben sich paarweise auf (durchgestrichen).
explain-powers-source = Dieses Bild stammt aus { $title } (C. Mäsak, 2011)
explain-powers-heap = Haufen { $heap }: { $size }
explain-powers-part = { $part }: *{ $value }
explain-cancels = (hebt sich auf)
explain-powers-all-cancel = Jeder Summand hebt sich mit einem Partner auf: Es bleibt nichts übrig, also ist die Nim-Summe 0.
explain-powers-left-over = Übrig: { $terms } – zusammen die Nim-Summe { $nim_sum }.

## Die Regeln jeder Variante, für „So wird gespielt“

explain-misere-name = Misère-Nim
explain-misere-rules = Die Steine liegen in Haufen. Gezogen wird abwechselnd. Wähle in deinem Zug einen Haufen und nimm einen oder mehrere Steine davon. Wer den letzten Stein nehmen muss, verliert.
explain-misere-hint = Spiele wie im gewöhnlichen Nim (hinterlasse Nim-Summe 0), bis dein Zug keinen Haufen größer als 1 übrig ließe; hinterlasse dann stattdessen eine ungerade Anzahl von Haufen mit einem Stein.
explain-circle-name = Kreis-Nim
explain-circle-rules = Marken liegen auf den Plätzen eines Rings. Gezogen wird abwechselnd. Nimm in deinem Zug eine Marke oder zwei benachbarte Marken ohne leeren Platz dazwischen. Wer die letzte Marke nimmt, gewinnt.
explain-circle-hint = Lass auf einem ganzen Ring aus drei oder mehr Marken deinen Gegner anfangen; nimm dann die eine oder zwei Marken genau gegenüber, sodass zwei gleich lange Reihen übrig bleiben, und ahme jeden seiner Züge in der anderen Reihe nach.
explain-blocking-name = Blockier-Nim
explain-blocking-rules = Die Steine liegen in Haufen, wie im Nim. Vor jedem Zug, auch dem ersten, verbietet der andere Spieler { $blocks ->
        [one] einen der möglichen Züge des Ziehenden
       *[other] { $blocks } der möglichen Züge des Ziehenden
    }: Ein Zug ist ein Haufen und die Größe, die er danach hätte. Der Ziehende macht dann einen beliebigen nicht verbotenen Zug. Nach jedem Zug werden die Rollen getauscht, und wer den letzten erlaubten Zug macht, gewinnt: Ein Ziehender, dessen Züge alle verboten sind, verliert.
explain-blocking-hint-theorem = Sortiere die Haufen a ≤ b ≤ c und hinterlasse deinem Gegner a = b = c oder a + b + 1 = c; verbiete beim Blockieren den Zug, der eine solche Stellung hinterließe.
explain-blocking-hint-search = { $blocks ->
        [one] Hinterlasse Stellungen, aus denen höchstens ein Zug in eine Verluststellung führt, und verbiete dann genau diesen Zug; das Hinweisfeld nennt ihn.
       *[other] Hinterlasse Stellungen, aus denen höchstens { $blocks } Züge in eine Verluststellung führen, und verbiete dann genau diese Züge; das Hinweisfeld nennt sie.
    }
explain-pass-name = Nim mit Passen
explain-pass-rules = Die Steine liegen in Haufen. Gezogen wird abwechselnd. Wähle in deinem Zug einen Haufen und nimm einen oder mehrere Steine davon; wer den letzten Stein nimmt, gewinnt. Einmal im ganzen Spiel darf einer der beiden Spieler passen, statt zu nehmen. Niemand darf passen, wenn alle Haufen leer sind, und nach dem Passen ist es gewöhnliches Nim.
explain-pass-hint = Solange nicht gepasst wurde, gewinnt Passen immer dann, wenn die Nim-Summe der Haufen 0 ist; hinterlasse nach dem Passen deinem Gegner Nim-Summe 0 wie im Nim.

## Die Analyse von Misère-Nim: große Reihen (mehr als ein Stein) und Einzelreihen (genau einer)

explain-misere-title = Misère: große Reihen
explain-misere-source = Die Regel für Classic Nim im Vorlesungsskript { $title }.
explain-misere-row-counts = { $big ->
        [one] 1 große Reihe
       *[other] { $big } große Reihen
    } (mehr als ein Stein) und { $single ->
        [one] 1 Einzelreihe
       *[other] { $single } Einzelreihen
    } (genau ein Stein).
explain-misere-regime = { $name }: { $rule }
explain-misere-like-nim = Zwei oder mehr große Reihen
explain-misere-like-nim-rule = Spiele genau wie im Nim: Wer am Zug ist, gewinnt genau dann, wenn die Nim-Summe nicht 0 ist.
explain-misere-one-big = Genau eine große Reihe
explain-misere-one-big-rule = Wer am Zug ist, gewinnt: Verkleinere die große Reihe auf 0 oder 1 Stein, sodass eine ungerade Anzahl Einzelreihen übrig bleibt. Die Nim-Summe entscheidet hier nicht.
explain-misere-no-big = Keine große Reihe
explain-misere-no-big-rule = Es sind nur Einzelreihen übrig: Wer am Zug ist, gewinnt genau dann, wenn ihre Anzahl gerade ist. Die Nim-Summe entscheidet hier nicht.
explain-misere-big-row = Die große Reihe: Haufen { $heap } ({ $size ->
        [one] { $size } Stein
       *[other] { $size } Steine
    }).
explain-misere-singles-even = Einzelreihen: { $singles } – eine gerade Anzahl.
explain-misere-singles-odd = Einzelreihen: { $singles } – eine ungerade Anzahl.
explain-misere-winning-move = Gewinnzug: { $change }; er lässt { $singles ->
        [one] 1 Einzelreihe
       *[other] { $singles } Einzelreihen
    } übrig – eine ungerade Anzahl, also muss der Gegner am Ende den letzten Stein nehmen.
explain-misere-no-move = Jeder Zug lässt eine gerade Anzahl Einzelreihen übrig: Wer am Zug ist, verliert.

## Die Analyse von Nim mit Passen und sein Knopf zum Passen

explain-pass-theorem = Satz { $number } aus { $title } { $statement } Die vollständige Suche über { $states } Stellungen bestätigt es.
explain-pass-theorem-two-heaps = (zwei Haufen [m, n], m ≤ n): Wer am Zug ist, verliert genau dann, wenn m ungerade ist und n = m + 1. Hier m = { $m }, n = { $n }.
explain-pass-theorem-one-mn = (Haufen [1, m, n], 1 ≤ m ≤ n): Wer am Zug ist, verliert genau dann, wenn m = n und m nicht 2 ist. Hier m = { $m }, n = { $n }.
explain-pass-theorem-ones-twos = (nur Haufen mit 1 und 2, m1 + 2·m2 ≥ 7): Wer am Zug ist, verliert genau dann, wenn die Anzahl m1 der 1er-Haufen ungerade und die Anzahl m2 der 2er-Haufen gerade ist. Hier m1 = { $m1 }, m2 = { $m2 }.
explain-pass-theorem-ones-twos-threes = (nur Haufen mit 1, 2 und 3, m1 + 2·m2 + 3·m3 ≥ 10): Wer am Zug ist, verliert genau dann, wenn m1 ungerade und m2, m3 gerade sind oder m1 gerade und m2, m3 ungerade sind. Hier m1 = { $m1 }, m2 = { $m2 }, m3 = { $m3 }.
explain-pass-listed = Die Arbeit { $title } führt diese Stellung unter den Verluststellungen mit drei Haufen und kleinstem Haufen { $smallest }: { $family }. Die Arbeit gibt die Listen ohne Beweis an; die vollständige Suche über { $states } Stellungen beweist es: Wer am Zug ist, verliert.
explain-pass-family-k = { $family } mit k = { $k }
explain-pass-search = Kein Satz aus { $title } erfasst diese Haufen, also kommt die Antwort aus der vollständigen Suche über { $states } Stellungen.
explain-pass-wins-now = Passen gewinnt jetzt: Die Nim-Summe der Haufen ist 0, also steht der Gegner nach dem Passen in einer Verluststellung des gewöhnlichen Nim.
explain-pass-loses-now = Passen gewinnt jetzt nicht: Nach dem Passen hätte der Gegner gewöhnliches Nim mit einer Nim-Summe ungleich 0 vor sich, das er gewinnt.
explain-pass-caption = Nach dem Passen: gewöhnliches Nim mit diesen Haufen

## Die Analyse von Kreis-Nim: ein ganzer Ring oder die Kayles-Reihen, in die er zerfallen ist

explain-circle-symmetry = Der Ring ist ganz, mit { $markers } Marken. Was auch immer der erste Spieler nimmt, der zweite antwortet, indem er die eine oder zwei Marken genau gegenüber nimmt, sodass zwei gleich lange Reihen bleiben; danach ahmt er jeden Zug in der anderen Reihe nach. Wer am Zug ist, verliert also bei perfektem Spiel (die Symmetriestrategie).
explain-circle-opening = Als Summe von Spielen gesehen: Der erste Zug öffnet den Ring zu einer einzigen Kayles-Reihe, mit { $one } Marken, wenn eine genommen wird (Kayles-Wert { $one_value }), oder mit { $two }, wenn zwei genommen werden (Wert { $two_value }). Keiner der beiden Werte ist 0, also gewinnt, wer auf den ersten Zug antwortet – wie die Symmetrie zeigt.
explain-circle-broken = Der Ring ist unterbrochen, also spielt sich jede Folge von Marken wie eine Kayles-Reihe (eine Marke oder zwei Nachbarn nehmen); eine Reihe ist ihren Kayles-Wert wert.
explain-circle-rows-label = Reihen des Rings
explain-circle-caption = Reihen des Rings und ihre Kayles-Werte
explain-circle-row-column = Reihe
explain-circle-places-column = Plätze
explain-circle-markers-column = Marken
explain-circle-kayles-column = Kayles-Wert
explain-circle-row = Reihe { $row }
explain-circle-empty = Es sind keine Marken mehr übrig.
explain-circle-sum = Nim-Summe der Kayles-Werte der Reihen: { $values } = { $nim_sum }. Wer am Zug ist, gewinnt genau dann, wenn sie nicht 0 ist.

## Die Analyse von Blockier-Nim

explain-blocking-title = Blockier-Nim: { $blocks ->
        [one] 1 Sperre
       *[other] { $blocks } Sperren
    } pro Zug
explain-blocking-theorem = Der Satz aus { $title } (drei Haufen, eine Sperre pro Zug): Sortiere die Haufen a ≤ b ≤ c. Der Ziehende verliert (eine P-Position) genau dann, wenn a = b = c oder a + b + 1 = c. Hier (a, b, c) = ({ $a }, { $b }, { $c }).
explain-blocking-all-equal-holds = a = b = c: { $a }, { $b }, { $c } – gilt
explain-blocking-all-equal-fails = a = b = c: { $a }, { $b }, { $c } – gilt nicht
explain-blocking-sum-holds = a + b + 1 = c: { $a } + { $b } + 1 = { $sum }, c = { $c } – gilt
explain-blocking-sum-fails = a + b + 1 = c: { $a } + { $b } + 1 = { $sum }, c = { $c } – gilt nicht
explain-blocking-search = Der Satz aus { $title } erfasst nur drei Haufen mit einer Sperre; darüber hinaus ist es die offene Frage der Arbeit, also kommt die Antwort aus der vollständigen Suche über { $states } Stellungen: Der Ziehende gewinnt genau dann, wenn mindestens { $needed } seiner Züge zu P-Positionen führen, mehr als der Blockierer verbieten kann.
explain-blocking-forbidden = In diesem Zug verboten: { $moves }.
explain-blocking-must-forbid = Um zu gewinnen, muss der Blockierer verbieten: { $moves }.
explain-blocking-no-move-to-p = Kein Zug führt zu einer P-Position, also verliert der Ziehende, was auch immer verboten wird.
explain-blocking-unstoppable = { $moves ->
        [one] 1 Zug führt
       *[other] { $moves } Züge führen
    } zu P-Positionen, aber der Blockierer verbietet nur { $blocks }: Der Ziehende ist nicht aufzuhalten.
explain-blocking-moves-to-p = Züge, die zu P-Positionen führen ({ $count }): { $moves }.

explain-wythoff-name = Wythoffs Spiel
explain-wythoff-rules = Zwei Haufen mit Steinen. Die Spieler ziehen abwechselnd. Wer am Zug ist, nimmt beliebig viele Steine von einem Haufen oder gleich viele von beiden Haufen. Wer den letzten Stein nimmt, gewinnt.
explain-wythoff-hint = Hinterlasse eines der Paare (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)…: Das n-te Paar ist (⌊nφ⌋, ⌊nφ²⌋), φ der Goldene Schnitt, und seine Haufen unterscheiden sich um n.
explain-wythoff-source = Die Verlustpositionen aus { $title } (W. A. Wythoff, 1907) sind die Paare (⌊nφ⌋, ⌊nφ²⌋) für n = 0, 1, 2, …, mit φ = (1 + √5) / 2 ≈ 1,618.
explain-wythoff-why = Die Haufen des n-ten Paares unterscheiden sich um n, und jede Größe steht in genau einem Paar. Also führt kein Zug von einem Paar zu einem Paar: Ein Zug von einem Haufen lässt den anderen stehen, ein Zug von beiden lässt den Unterschied gleich. Von jeder anderen Stellung erreicht ein Zug ein Paar: Behalte einen Haufen und verkleinere den anderen auf seinen Partner, oder nimm von beiden bis zum Paar mit demselben Unterschied.
explain-wythoff-is-pair = ({ $low }, { $high }) ist das Paar n = { $n }: Jeder Zug hinterlässt eine Stellung, die kein Paar ist, also verliert der Spieler am Zug.
explain-wythoff-reach = { $move } hinterlässt das Paar n = { $n }, ({ $low }, { $high }).
explain-wythoff-caption = Die P-Positionen (⌊nφ⌋, ⌊nφ²⌋)
explain-wythoff-here = diese Stellung
explain-wythoff-reached = ein Gewinnzug hinterlässt dieses Paar
explain-wythoff-note-column = Hinweis
explain-wythoff-column-n = n
explain-wythoff-column-low = ⌊nφ⌋
explain-wythoff-column-high = ⌊nφ²⌋

## Treppen-Nim

explain-staircase-name = Treppen-Nim
explain-staircase-rules = Münzen liegen auf den Stufen einer Treppe. Die Spieler ziehen abwechselnd. Wer am Zug ist, schiebt beliebig viele Münzen von einer Stufe auf die Stufe direkt darunter; Münzen von Stufe 1 verlassen die Treppe. Wer den letzten Zug macht, gewinnt.
explain-staircase-hint = nur die ungeraden Stufen (1, 3, 5, …) zählen: Spiele Nim auf ihnen und hinterlasse die Nim-Summe 0. Schiebt dein Gegner Münzen von einer geraden Stufe herab, schiebe dieselben Münzen eine Stufe weiter.
explain-staircase-source = Treppen-Nim ist Nim auf den ungeraden Stufen, eine Übungsaufgabe in { $title } (T. S. Ferguson).
explain-staircase-why = Münzen von einer geraden Stufe landen auf einer ungeraden; der andere Spieler kann dieselben Münzen auf die nächste gerade Stufe (oder von der Treppe) weiterschieben, und die ungeraden Stufen sind wie zuvor. Münzen von einer ungeraden Stufe verlassen sie, wie beim Nehmen von einem Nim-Haufen. Die ungeraden Stufen sind also ein Nim-Spiel, und die geraden ändern nicht, wer gewinnt.
explain-staircase-caption = Die Münzen der ungeraden Stufen im Binärsystem
explain-staircase-step = Stufe { $step }
explain-staircase-step-column = Stufe
explain-staircase-coins-column = Münzen
explain-staircase-balanced = Die Nim-Summe der ungeraden Stufen ist 0: Jeder Zug bringt sie aus dem Gleichgewicht, also verliert, wer am Zug ist.
explain-staircase-move = { $move }: Danach hat Stufe { $step } { $to }, und die Nim-Summe der ungeraden Stufen ist 0.
## Fibonacci-Nim: der Haufen als Summe nicht benachbarter Fibonacci-Zahlen (Satz von Zeckendorf)
explain-fibonacci-name = Fibonacci-Nim
explain-fibonacci-rules = Ein Haufen mit Steinen. Die Spieler ziehen abwechselnd. Der erste Spieler nimmt beliebig viele Steine, aber nicht den ganzen Haufen. Danach nimmt jeder Zug mindestens einen Stein und höchstens doppelt so viele wie der Zug davor. Wer den letzten Stein nimmt, gewinnt.
explain-fibonacci-hint = Schreibe den Haufen als Summe von Fibonacci-Zahlen (1, 2, 3, 5, 8, 13, 21…), von denen keine zwei in dieser Liste nebeneinanderstehen, und nimm die kleinste davon, wenn du darfst. Ist der Haufen selbst eine Fibonacci-Zahl, verliert der erste Spieler.
explain-fibonacci-source = { $title } (M. J. Whinihan, 1963): Der erste Spieler gewinnt genau dann, wenn der Haufen keine Fibonacci-Zahl ist. Jede natürliche Zahl ist genau eine Summe von Fibonacci-Zahlen, keine zwei benachbart (Satz von Zeckendorf), und der Spieler am Zug verliert genau dann, wenn der kleinste Teil dieser Summe größer ist, als er nehmen darf.
explain-fibonacci-why = Wer den kleinsten Teil nimmt, hinterlässt einen Haufen, dessen kleinster Teil mindestens zwei Fibonacci-Zahlen höher liegt, also größer als das Doppelte des Zugs ist: Der Gegner darf ihn nicht nehmen, und was er auch nimmt, der kleinste Teil des Rests ist wieder erreichbar.
explain-fibonacci-caption = Der Haufen als Summe nicht benachbarter Fibonacci-Zahlen
explain-fibonacci-row-now = Jetzt
explain-fibonacci-row-after = Nach { $taken } genommen
explain-fibonacci-part-used = in der Summe
explain-fibonacci-smallest = , der kleinste Teil
explain-fibonacci-limit-first = Erster Zug: Nimm höchstens { $limit } (alles außer dem ganzen Haufen).
explain-fibonacci-limit = Der letzte Zug nahm { $last }: Nimm jetzt höchstens { $limit }.
explain-fibonacci-losing = Der kleinste Teil, { $smallest }, ist größer als { $limit }: Der Spieler am Zug verliert. Was er auch nimmt, der Gegner kann den kleinsten Teil des Rests nehmen.
explain-fibonacci-winning = Der kleinste Teil, { $smallest }, ist höchstens { $limit }: Der Spieler am Zug gewinnt, indem er ihn nimmt.
explain-fibonacci-take = { $move } hinterlässt { $sum }: Sein kleinster Teil, { $smallest }, ist größer als { $double }, das Höchste, was der Gegner nehmen darf.
explain-fibonacci-take-all = { $move } nimmt den letzten Stein.
explain-fibonacci-no-winning-move = Kein Zug gewinnt: Jeder Zug hinterlässt einen kleinsten Teil, den der Gegner nehmen darf.

## Wythoffs Spiel als Dame auf einem Brett

explain-queen-caption = Dieselbe Stellung als Dame in Spalte { $x }, Zeile { $y }: Sie zieht beliebig weit nach links, nach unten oder schräg nach links unten. Wer sie in die Ecke (0, 0) zieht, gewinnt.
explain-queen-label = Damenbrett, die Dame in Spalte { $x }, Zeile { $y }
explain-queen-here = Die Dame, in Spalte { $x }, Zeile { $y }
explain-queen-square = Dame auf Spalte { $x }, Zeile { $y } ziehen{ $p ->
        [yes] , eine P-Position
       *[other] {""}
    }{ $wins ->
        [yes] , Gewinnzug
       *[other] {""}
    }
explain-queen-pairs = Mit P markierte Felder sind die Verluststellungen (⌊nφ⌋, ⌊nφ²⌋) und ihre Spiegelbilder: { $count } Paare bis zu diesem Brett.

## Moores Nim
explain-moore-name = Moores Nim
explain-moore-rules = Die Steine liegen in Haufen. Die Spieler ziehen abwechselnd. Wähle in deinem Zug mindestens einen und höchstens { $k } Haufen und nimm aus jedem davon beliebig viele Steine (in diesem Spiel ist k = { $k }). Wer den letzten Stein nimmt, gewinnt. Mit k = 1 ist das Nim.
explain-moore-hint = Schreibe die Haufen binär und zähle die Einsen in jeder Spalte: Hinterlasse in jeder Spalte ein Vielfaches von { $modulus } Einsen (k + 1).
explain-moore-source = { $title } (E. H. Moore, 1910): Der Spieler am Zug verliert genau dann, wenn bei binär geschriebenen Haufen jede Spalte ein Vielfaches von k + 1 Einsen enthält. Mit k = 1 ist das Boutons Regel für Nim: eine gerade Anzahl in jeder Spalte.
explain-moore-caption = Die Haufen binär; die Einsen jeder Spalte modulo k + 1 = { $modulus } gezählt
explain-moore-heap = Haufen
explain-moore-heap-name = Haufen { $heap }
explain-moore-ones = Einsen
explain-moore-modulo = Modulo { $modulus }
explain-moore-after = Nachher
explain-moore-losing = Jede Spalte enthält ein Vielfaches von { $modulus } Einsen. Ein Zug ändert höchstens { $k } Haufen; in der höchsten Spalte, die er ändert, fallen also 1 bis { $k } Einsen weg, und ihre Anzahl ist kein Vielfaches von { $modulus } mehr. Der Spieler am Zug verliert: Der Gegner kann jede Spalte immer wieder zu einem Vielfachen machen.
explain-moore-winning = Eine Spalte enthält kein Vielfaches von { $modulus } Einsen: Der Spieler am Zug gewinnt. Moores Konstruktion findet einen Gewinnzug Spalte für Spalte, von der höchsten an:
explain-moore-step-lower = { $column }er-Spalte: { $ones ->
        [one] { $ones } Eins
       *[other] { $ones } Einsen
    } in den noch nicht geänderten Haufen, { $extra } mehr als ein Vielfaches von { $modulus }, und zu wenige bereits geänderte Haufen, um bis zum nächsten Vielfachen aufzufüllen: { $heaps } { $count ->
        [one] verliert hier seine 1 und wird damit kleiner
       *[other] verlieren hier ihre 1 und werden damit kleiner
    }, was auch immer in den Spalten darunter steht.
explain-moore-step-raise = { $column }er-Spalte: { $ones ->
        [one] { $ones } Eins
       *[other] { $ones } Einsen
    } in den noch nicht geänderten Haufen; { $heaps } { $count ->
        [one] bekommt hier eine 1
       *[other] bekommen hier eine 1
    } (ein geänderter Haufen darf das), das ergibt { $total }, ein Vielfaches von { $modulus }.
explain-moore-step-keep = { $column }er-Spalte: { $ones ->
        [one] { $ones } Eins
       *[other] { $ones } Einsen
    } in den noch nicht geänderten Haufen, ein Vielfaches von { $modulus }{ $changed ->
        [yes] ; die geänderten Haufen bekommen hier eine 0.
       *[no] .
    }
explain-moore-move = Der Zug: { $move }. { $count ->
        [one] Er nimmt aus einem Haufen
       *[other] Er nimmt aus { $count } Haufen
    }, nicht mehr als k = { $k }.
