## Züge, wie man sie sagt, Haufen und Stellen des Rings ab 1 gezählt (stehen im Satz)

moves-take = { $taken } von Haufen { $heap } nehmen ({ $from } → { $to })
moves-take-unfit = Haufen { $heap } → { $to }
moves-pass = passen
moves-remove-one = Marke { $place } entfernen
moves-remove-two = Marken { $first } und { $second } entfernen
moves-forbid = verbieten, { $taken } von Haufen { $heap } zu nehmen ({ $from } → { $to })
moves-forbid-unfit = Haufen { $heap } → { $to } verbieten
moves-part-to = Komponente { $part }: { $from } → { $to }
moves-part-empty = Komponente { $part }: { $from } → nichts
moves-part-split = Komponente { $part }: { $from } → { $first } + { $second }
moves-none = keiner

## Spieler als Beschriftung (Rollen, Verlauf)

players-you = Du
players-computer = Computer
players-player1 = Spieler 1
players-player2 = Spieler 2
players-opponent = Gegner

## Die Spielstärke des Computers

players-strength-perfect = Perfekt
players-strength-strong = Stark (macht ab und zu einen Fehler)
players-strength-casual = Locker (spielt oft zufällig)

## Warum ein Zug abgelehnt wurde

players-no-such-heap = Es gibt keinen Haufen { $heap }: Diese Position hat { $count } Haufen.
players-not-smaller = Haufen { $heap } hat { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }, also kann er nicht { $to } werden: Ein Zug nimmt mindestens einen Stein.
players-no-such-place = Es gibt keine Stelle { $place } auf dem Ring: Er hat { $count ->
        [one] { $count } Stelle
       *[other] { $count } Stellen
    }.
players-empty-place = Stelle { $place } auf dem Ring hat keine Marke.
players-not-adjacent = Die Stellen { $first } und { $second } liegen nicht nebeneinander: Zwei zusammen genommene Marken müssen Nachbarn sein.
players-forbidden = Haufen { $heap } auf { $to } zu verkleinern ist in diesem Zug verboten: Der Blockierer hat es markiert.
players-already-forbidden = Haufen { $heap } auf { $to } zu verkleinern ist schon verboten.
players-pass-used = Das Passen wurde in diesem Spiel schon genutzt.
players-not-in-rule = Komponente { $part } ({ $count }) kann nach den Regeln ihres Spiels nicht so werden.
players-pass-on-empty = Du kannst nicht passen, wenn alle Haufen leer sind.
players-wrong-kind = Diese Art von Zug ist jetzt nicht möglich.
players-game-over = Das Spiel ist vorbei: Starte ein neues, um wieder zu spielen.

## Urteile

verdict-too-large = Diese Position ist zu groß, um sie exakt zu lösen ({ $steps ->
        [one] { $steps } Suchschritt
       *[other] { $steps } Suchschritte
    }, die Grenze ist { $limit }). Du kannst sie trotzdem spielen; Hinweise kommen zurück, sobald sie kleiner ist.
verdict-winning-moves-title = { $count ->
        [one] Der Gewinnzug:
       *[other] Die { $count } Gewinnzüge:
    }
verdict-winning-moves-more = Gezeigt sind die ersten { $shown } der { $count } Gewinnzüge.
verdict-passing-wins = Jetzt zu passen gewinnt.
verdict-passing-does-not-win = Jetzt zu passen gewinnt nicht.
verdict-pass-used = Das Passen ist verbraucht: Der Rest ist gewöhnliches Nim.

moves-both = { $taken } von beiden Haufen nehmen
players-not-from-both = Von beiden Haufen kannst du 1 bis { $most } nehmen, nicht { $taken }.
moves-stairs = { $moved } von Stufe { $step } { $below ->
        [0] von der Treppe nehmen
       *[other] auf Stufe { $below } schieben
    } ({ $from } → { $to })

players-over-limit = Du darfst jetzt höchstens { $most } nehmen, nicht { $taken }.
players-heaps-in-move = Ein Zug nimmt aus höchstens { $most } Haufen, nicht aus { $heaps }.
players-heap-twice = Haufen { $heap } ist in einem Zug zweimal gewählt.
