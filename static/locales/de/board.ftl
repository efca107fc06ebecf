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
