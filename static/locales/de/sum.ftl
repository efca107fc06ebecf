### Summen von Spielen: Komponenten aus Nim, Oktalspielen (Kayles, Subtraktionsspiele) und Grundys Spiel,
### jede so viel wert wie ein Nim-Haufen ihres Grundy-Werts (der Satz von Sprague–Grundy).

## Die Spiele, die eine Komponente sein kann

sum-game-nim = Nim
sum-game-kayles = Kayles
sum-game-dawson = Dawsons Kayles
sum-game-guiles = Guiles
sum-game-dawson-chess = Dawsons Schach
sum-game-grundy = Grundys Spiel
sum-game-lasker = Laskers Nim
sum-game-octal = Oktalspiel { $code }
sum-game-subtraction = Subtraktionsspiel S = {"{"}{ $set }{"}"}
sum-game-with-code = { $game } ({ $code })
sum-game-custom = Anderer Oktalcode…

## Die Komponenten auf dem Brett

sum-parts-label = Komponenten der Summe
sum-part-name = Komponente { $part }
sum-part-label = Komponente { $part }: { $game }, { $kind ->
        [pins] { $size ->
            [one] { $size } Kegel
           *[other] { $size } Kegel
        }
       *[other] { $size ->
            [one] { $size } Stein
           *[other] { $size } Steine
        }
    }
sum-part-value = Wert *{ $value } (binär { $binary })
sum-part-moves = Züge in Komponente { $part }
sum-part-no-moves = In dieser Komponente ist kein Zug mehr möglich.
sum-move-to = → { $into }
sum-move-nothing = → nichts
sum-move-and = { $first } + { $second }
sum-move-wins = Gewinnzug
sum-total = Nim-Summe der Werte: *{ $value }
sum-your-move = Du bist am Zug: Wähle, was aus einer Komponente wird.

## Eine Komponente auf einer Kegelreihe: drücke einen Kegel, dann seine Nachbarn, dann Umwerfen

sum-pins-hint = Um Kegel umzuwerfen, drücke einen, dann einen Nachbarn, um die Gruppe zu verlängern, und zuletzt Umwerfen.
sum-pins-label = Reihe mit { $count ->
        [one] { $count } Kegel
       *[other] { $count } Kegeln
    } in Komponente { $part }
sum-pins-run = { $count ->
        [one] Kegel { $from }
       *[other] Kegel { $from }–{ $to }
    }
sum-knock-nothing = nichts
sum-pin-label = Komponente { $part }, Kegel { $pin } von { $pins }: { $action ->
        [add] zur Gruppe hinzufügen; { $run } umzuwerfen lässt { $into } übrig
        [drop] aus der Gruppe nehmen; { $run } umzuwerfen lässt { $into } übrig
        [unselect] ausgewählt; drücke ihn noch einmal, um die Auswahl aufzuheben
       *[select] auswählen; ihn allein umzuwerfen lässt { $into } übrig
    }{ $wins ->
        [yes] , Teil eines Gewinnzugs
       *[other] {""}
    }
sum-knock = { $run } umwerfen → { $into }
sum-knock-group = Kegel umwerfen in Komponente { $part }
sum-moves-list = { $count ->
        [one] Der Zug als Schaltfläche
       *[other] Alle { $count } Züge als Schaltflächen
    }
sum-not-in-code = Komponente { $part }, { $game }: Ein Zug kann nicht { $count } Kegel umwerfen und dabei { $leaves ->
        [nothing] nichts
        [one] eine Reihe
       *[two] zwei Reihen
    } übrig lassen (Ziffer { $count } ihres Codes ist { $digit }).

## Der Editor

sum-editor-label = Komponenten
sum-editor-game = Spiel von Komponente { $part }
sum-editor-code = Code von Komponente { $part }
sum-editor-size = Größe von Komponente { $part }
sum-editor-remove = Komponente { $part } entfernen
sum-editor-add = Komponente hinzufügen
sum-editor-both = { $code } ist das Subtraktionsspiel S = {"{"}{ $set }{"}"}.

## Die Analyse

sum-name = Summe von Spielen
sum-rules = Die Stellung besteht aus Komponenten, jede ein Haufen ihres eigenen Spiels. Ein Zug wird in einer Komponente gemacht, nach deren Regeln: In Nim nimmt man beliebig viele Steine; in Kayles wirft man einen Kegel oder zwei benachbarte Kegel um, was eine Reihe in zwei teilen kann; in einem Oktalspiel 0.d₁d₂… darf ein Zug i Steine entfernen und dabei keinen Haufen übrig lassen, wenn dᵢ die 1 enthält, einen Haufen, wenn es die 2 enthält, und zwei Haufen, wenn es die 4 enthält (ein Code 4.d₁d₂… erlaubt außerdem, einen Haufen ohne Wegnehmen in zwei zu teilen); in Grundys Spiel teilt man einen Haufen in zwei verschieden große Haufen; in Laskers Nim nimmt man beliebig viele Steine von einem Haufen oder teilt ihn ohne Wegnehmen in zwei Haufen. Wer den letzten Zug macht, gewinnt.
sum-hint = Jede Komponente ist so viel wert wie ein Nim-Haufen ihres Grundy-Werts: der kleinste Wert, den keiner ihrer Züge erreicht (mex). Spiele mit diesen Werten wie in Nim: Hinterlasse eine Nim-Summe von 0.
sum-caption = Die Grundy-Werte der Komponenten binär und ihre Nim-Summe
sum-value-column = Wert
sum-part-row = { $game } { $size }
sum-theorem = Nach dem Satz von Sprague–Grundy spielt sich jede Komponente wie ein Nim-Haufen ihres Werts, also gewinnt man die Summe genau wie Nim: Sie ist eine P-Position, wenn die Nim-Summe der Werte 0 ist.
sum-lasker-pattern = Laskers Nim, wie { $title } durch Induktion mit dem Mex beweist: Ein Haufen mit 4k + 1 oder 4k + 2 Steinen ist so viel wert wie seine Größe, ein Haufen mit 4k + 3 Steinen ist 4k + 4 wert und einer mit 4k + 4 Steinen ist 4k + 3 wert.
sum-lasker-part = Komponente { $part }: { $equation }, also ist ihr Wert { $value }.
sum-change = Ziehe in Komponente { $part } ({ $game }) zu einer Stellung mit dem Wert { $value }.
sum-winning-moves = Gewinnzüge
sum-no-winning-move = Kein Zug gewinnt: Jeder Zug hinterlässt eine Nim-Summe ungleich 0.
sum-limits = Bis zu { $parts } Komponenten, jede höchstens { $size } groß.
sum-editor-set = Subtraktionsmenge von Komponente { $part }
sum-editor-bad-code = Der Code { $code } ist unbrauchbar: { $problem ->
        [digit] Die Ziffern eines Oktalcodes gehen von 0 bis 7.
        [point] Ein Oktalcode beginnt mit „0.“, wie 0.77, oder mit „4.“, wenn ein Haufen auch ohne Wegnehmen in zwei geteilt werden darf.
        [long] Ein Code hat höchstens { $limit } Ziffern nach dem Punkt ({ $longest } für den Code eines Subtraktionsspiels aus den Ziffern 0 und 3).
       *[empty] Gib einen Code wie 0.77 an.
    }
sum-editor-bad-set = Die Menge { $set } ist unbrauchbar: { $problem ->
        [has-zero] Ein Zug nimmt mindestens einen Stein, also darf sie keine 0 enthalten.
        [twice] { $take } kommt zweimal darin vor.
        [high] { $take } ist größer als { $limit }, das Meiste, was ein Zug nehmen kann.
       *[number] Schreibe ganze Zahlen, durch Kommas getrennt, etwa 1, 3, 4.
    }
