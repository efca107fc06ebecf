## Die Zuganzeige über dem Brett

board-turn-label = Am Zug
board-result-label = Ergebnis
board-headline = { $winner_who ->
        [you] Du gewinnst!
        [computer] Der Computer gewinnt.
        [opponent] Der Gegner gewinnt.
       *[other] { $winner } gewinnt!
    }
board-play-again = Noch einmal spielen
board-step-block = Schritt 1 von 2
board-step-take = Schritt 2 von 2
board-role-blocker = Blockierer:
board-role-mover = Ziehender:
board-block-phase = { $blocker } { $blocker_who ->
        [you] verbietest
       *[other] verbietet
    } noch { $remaining ->
        [one] { $remaining } Zug
       *[other] { $remaining } Züge
    } { $mover_who ->
        [you] von dir
        [computer] des Computers
        [opponent] des Gegners
       *[other] von { $mover }
    } ({ $blocks } pro Runde): Klicke auf einen Stein, um diesen Zug mit ✕ zu markieren.
board-take-phase = { $mover } { $mover_who ->
        [you] nimmst
       *[other] nimmt
    } Steine. Mit ✕ markierte Züge sind in dieser Runde verboten.
board-your-move-heaps = Du bist am Zug: Klicke auf einen Stein, um ihn und alle Steine danach zu nehmen.
board-your-move-ring = Du bist am Zug: Wähle eine Marke und nimm sie allein oder mit einer benachbarten.
board-to-move = { $mover } ist am Zug.
board-computer-moving = Der Computer macht seinen Zug (hervorgehoben).
board-skip = Überspringen
board-computer-thinking = Der Computer denkt nach…

## Einstellungen und Befehle am Brett

board-settings-label = Spieleinstellungen
board-game-field = Spiel
board-mode-field = Modus
board-computer-field = Computer
board-first-move-field = Erster Zug
board-first-move-you = Du
board-first-move-computer = Computer
board-hints = Hinweise
board-undo = ↶ Rückgängig
board-redo = ↷ Wiederholen
board-new-game = Neues Spiel
board-state-diagram = Zustandsdiagramm

## Die Zugliste

board-history-title = Züge
board-history-empty = Noch keine Züge.
board-history-undone = (zurückgenommen)
board-history-nim-sum = Nim-Summe { $sum } ({ $outcome })
board-history-position = { $outcome }-Position

## Die Haufen

board-heaps-label = Haufen
board-heap-name = Haufen { $heap }
board-heap-label = Haufen { $heap }, { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }
board-heap-empty = leer
board-counter-label = Haufen { $heap }, Stein { $counter } von { $size }: { $phase ->
        [block] verbieten, { $taken } zu nehmen
       *[other] { $taken } nehmen
    }{ $forbidden ->
        [yes] , in dieser Runde verboten
       *[other] {""}
    }{ $beyond ->
        [yes] , mehr als dieser Zug nehmen darf
       *[other] {""}
    }{ $wins ->
        [part] , Teil eines Gewinnzugs aus mehreren Haufen
        [mover] , ein Gewinnzug für den Ziehenden
        [yes] , Gewinnzug
       *[other] {""}
    }{ $must_forbid ->
        [yes] , der Blockierer muss das verbieten
       *[other] {""}
    }
board-counter-title = { $phase ->
        [block] Verbieten, { $taken } zu nehmen
       *[other] { $taken } nehmen
    }, übrig bleiben { $to }

## Der Ring

board-ring-label = Ring mit { $places ->
        [one] { $places } Stelle
       *[other] { $places } Stellen
    }, { $count ->
        [one] { $count } Marke übrig
       *[other] { $count } Marken übrig
    }
board-marker-label = Marke an Stelle { $place } von { $places }{ $wins ->
        [yes] , Teil eines Gewinnzugs
       *[other] {""}
    }
board-take-marker = Marke { $place } nehmen
board-take-with-neighbour = { $place } mit der Nachbarin { $neighbour } nehmen
board-take-wins = ★ gewinnt
board-cancel = Abbrechen
board-ring-hint = Wähle eine Marke, um sie allein oder mit einer benachbarten zu nehmen.

## Der Positionseditor ($what ist, was ein Feld zählt: counters, places oder blocks)

board-edit-title = Position aufstellen
board-edit-note = Eine Position zu wählen oder zu ändern startet von ihr aus ein neues Spiel.
board-edit-presets = Vorlagen
board-edit-random = Zufällig und interessant
board-edit-ring-size = Ringgröße
board-edit-add-heap = + Haufen hinzufügen
board-edit-remove-heap = Haufen { $heap } entfernen
board-edit-blocks = Verbotene Züge pro Runde
board-edit-pass-available = Passen ist noch möglich
board-edit-heap-error = Haufen { $heap }: { $problem }
board-edit-ring-error = Ringgröße: { $problem }
board-edit-blocks-error = Blockaden pro Runde: { $problem }
board-edit-empty = Gib eine Anzahl { $what ->
        [places] Stellen
        [blocks] Blockaden
        [heaps] Haufen
       *[counters] Steine
    } von { $low } bis { $high } ein.
board-edit-negative = { $text } ist negativ: { $what ->
        [places] Stellen gehen
        [blocks] Blockaden gehen
        [heaps] Haufen gehen
       *[counters] Steine gehen
    } von { $low } bis { $high }.
board-edit-out-of-range = { $n } liegt außerhalb des Bereichs: { $what ->
        [places] Stellen gehen
        [blocks] Blockaden gehen
        [heaps] Haufen gehen
       *[counters] Steine gehen
    } von { $low } bis { $high }.
board-edit-too-many = Das sind viel zu viele: { $what ->
        [places] Stellen gehen
        [blocks] Blockaden gehen
        [heaps] Haufen gehen
       *[counters] Steine gehen
    } von { $low } bis { $high }.
board-edit-not-a-number = „{ $text }“ ist keine ganze Zahl.

## Vorlagen und die Grenzen der App

board-preset-ring = Ring aus { $places }
board-preset-broken-ring = Unterbrochener Ring aus { $places }
board-limits-nim = Bis zu { $heaps } Haufen mit höchstens { $size ->
        [one] { $size } Stein
       *[other] { $size } Steinen
    }: fünf Binärspalten, 16 8 4 2 1.
board-limits-circle = Ringe mit 1 bis { $places ->
        [one] { $places } Stelle
       *[other] { $places } Stellen
    }.
board-limits-searched = Bis zu { $heaps } Haufen mit höchstens { $size ->
        [one] { $size } Stein
       *[other] { $size } Steinen
    } und nicht mehr als { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    } exakter Suche (Positionen und die gelesenen Listen der P-Größen), damit jede Antwort innerhalb eines Bildschirmbilds kommt; eine größere Position wird mit ihrer Größe abgelehnt.
board-limit-no-heaps = Ein Spiel braucht mindestens einen Haufen.
board-limit-too-many-heaps = { $heaps } Haufen sind zu viele: Die Grenze ist { $limit }.
board-limit-heap-too-large = Ein Haufen mit { $size } ist zu groß: Die Grenze ist { $limit }.
board-limit-empty-ring = Ein Ring braucht mindestens eine Stelle.
board-limit-too-many-parts = { $parts } Komponenten mit { $tokens } Steinen: Eine Summe besteht aus höchstens { $limit } Komponenten, und wenn das Spiel sie teilt, sind es nie mehr als { $most } Steine insgesamt.
board-limit-part-too-large = Eine Komponente mit { $size } ist größer als die erlaubten { $limit }.
board-limit-ring-too-large = Ein Ring mit { $places ->
        [one] { $places } Stelle
       *[other] { $places } Stellen
    } ist zu groß: Die Grenze ist { $limit }.
board-limit-bad-blocks = { $blocks ->
        [one] { $blocks } Blockade
       *[other] { $blocks } Blockaden
    } pro Runde sind nicht möglich: Wähle 1 bis { $limit }.
board-limit-too-large-to-solve = Diese Position ist zu groß für die Analyse: Ihre exakte Suche braucht { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    }, die Grenze ist { $limit }.

## Die Spiele und die Modi, wie die Menüs sie nennen

board-variant-nim = Nim
board-variant-misere = Misère-Nim
board-variant-circle = Kreis-Nim
board-variant-blocking = Blockier-Nim
board-variant-pass = Nim mit Passen
board-variant-sum = Summe von Spielen
board-variant-wythoff = Wythoffs Spiel
board-mode-computer = Gegen den Computer
board-mode-two-players = Zwei Spieler
board-mode-analysis = Analyse

# On a phone: the button that shows or hides the game settings, new game, diagram and review.
board-settings-toggle = Einstellungen

## Drawn on the board before any chunk: the board's name in projector mode, the Review button
present-board-label = Brett: { $game }
review-title = Analyse

## Nim with a Pass: the Pass button beside the board and its status
explain-pass-button = Passen
explain-pass-badge = ★ gewinnt
explain-pass-available = Passen ist noch möglich (einmal pro Spiel, für einen der beiden Spieler).
explain-pass-on-empty = Kein Passen, wenn alle Haufen leer sind.
explain-pass-used = Es wurde bereits gepasst.

board-limits-wythoff = Zwei Haufen mit jeweils höchstens { $size } Steinen.
board-limit-heap-count = Dieses Spiel wird mit { $needs } Haufen gespielt; die Stellung hat { $heaps }.
board-both-title = Von beiden Haufen gleich viele nehmen:
board-both-none = Ein Haufen ist leer: Von beiden kann nichts genommen werden.
board-both-button = { $taken } von beiden Haufen, es bleiben { $first } und { $second }{ $wins ->
        [yes] , ein Gewinnzug
       *[other] {""}
    }

## Treppen-Nim

board-variant-staircase = Treppen-Nim
board-limits-staircase = Bis zu { $steps } Stufen mit höchstens { $coins } Münzen auf allen zusammen.
board-stairs-label = Treppe
board-step-name = Stufe { $step }
board-step-odd = ungerade
board-step-label = Stufe { $step }{ $odd ->
        [yes] {" "}(ungerade)
       *[other] {""}
    }, { $coins ->
        [one] { $coins } Münze
       *[other] { $coins } Münzen
    }
board-coin-label = Stufe { $step }, Münze { $coin } von { $coins }: { $moved } { $below ->
        [0] von der Treppe nehmen
       *[other] auf Stufe { $below } schieben
    }{ $wins ->
        [yes] , Gewinnzug
       *[other] {""}
    }
board-coin-title = { $moved } { $below ->
        [0] von der Treppe nehmen
       *[other] auf Stufe { $below } schieben
    }
board-edit-add-step = + Stufe hinzufügen
board-edit-remove-step = Stufe { $step } entfernen
board-edit-step-error = Stufe { $step }: { $problem }
board-your-move-stairs = Du bist am Zug: Klicke eine Münze an, um sie und alle Münzen darüber eine Stufe hinabzuschieben.
## Fibonacci-Nim: wie viel dieser Zug nehmen darf, und der vorige Zug im Editor
board-variant-fibonacci = Fibonacci-Nim
board-limits-fibonacci = Ein Haufen mit höchstens { $size } Steinen. Der vorige Zug ist 0 vor dem ersten Zug; Haufen und voriger Zug ergeben zusammen höchstens { $size }.
board-limit-last-take-too-large = Ein voriger Zug von { $last } passt nicht zu diesem Haufen: Er kann höchstens { $most } sein.
board-edit-last-take = Voriger Zug (0 vor dem ersten Zug)
board-edit-last-take-error = Voriger Zug: { $problem }
board-fibonacci-limit-first = Erster Zug: Nimm höchstens { $limit }, nicht den ganzen Haufen.
board-fibonacci-limit = Der letzte Zug nahm { $last }: Nimm jetzt höchstens { $limit }.
board-queen-switch = Als Dame auf einem Brett zeigen

## Moores Nim
board-variant-moore = Moores Nim
board-limits-moore = Bis zu { $heaps } Haufen mit jeweils höchstens { $size } Steinen; ein Zug nimmt aus 1 bis k Haufen, mit k von 1 bis 4; eine Stellung hat höchstens { $moves } mögliche Züge.
board-limit-bad-k = k = { $k } ist nicht möglich: Ein Zug nimmt aus 1 bis { $most } Haufen.
board-limit-too-many-moves = Diese Stellung hat { $moves } mögliche Züge; Moores Nim wird hier mit höchstens { $limit } möglichen Zügen gespielt: Wähle weniger oder kleinere Haufen oder ein kleineres k.
board-edit-k = Haufen, aus denen ein Zug nehmen darf (k)
board-edit-k-error = Haufen pro Zug: { $problem }
board-choice-hint = Klicke in bis zu { $k } Haufen auf je einen Stein, um zu wählen, was du nimmst, und dann auf „Nehmen“.
board-choice-chosen = Gewählt: { $move }.
board-choice-take = Nehmen
board-choice-clear = Auswahl aufheben
board-choice-group = Dein Zug aus mehreren Haufen
board-preset-heaps-per-move = { $heaps } (k = { $k })
board-your-move-several = Du bist am Zug: Wähle, was du aus bis zu { $k } Haufen nimmst, und drücke dann „Nehmen“.
board-limit-too-many-steps = { $steps } Stufen sind zu viele: Eine Treppe hat höchstens { $limit }.
board-limit-too-many-coins = { $coins } Münzen sind zu viele: Eine Treppe trägt auf allen Stufen zusammen höchstens { $limit }.
board-variant-coins = Münzwendespiele
board-your-move-coins = Du bist am Zug: Wähle die Münzen zum Wenden, die rechte muss Kopf zeigen, und drücke dann Wenden.
board-variant-corners = Turning Corners
board-your-move-corners = Du bist am Zug: Wähle einen Kopf als fernste Ecke eines Rechtecks und die gegenüberliegende Ecke, dann drücke Wenden.
board-variant-hackenbush = Green Hackenbush
board-your-move-picture = Du bist am Zug: Hacke eine Kante ab (drücke sie im Bild oder in der Liste).
