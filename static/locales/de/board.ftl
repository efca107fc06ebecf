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
    }{ $wins ->
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
