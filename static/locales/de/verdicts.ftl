## Spieler, im Satz genannt: am Satzanfang und im Satz. Sätze wählen nach $…_who
## (you, computer, player1, player2, opponent), damit sie zum Namen passen.

players-you-first = Du
players-computer-first = Der Computer
players-player1-first = Spieler 1
players-player2-first = Spieler 2
players-opponent-first = Der Gegner
players-you-within = du
players-computer-within = der Computer
players-player1-within = Spieler 1
players-player2-within = Spieler 2
players-opponent-within = der Gegner

## Warum das Spiel endete

players-ending-no-moves = { $winner } { $winner_who ->
        [you] hast
       *[other] hat
    } den letzten Zug gemacht, also { $loser_who ->
        [you] hast
       *[other] hat
    } { $loser } keinen Zug mehr.
players-ending-last-counter = { $loser } { $loser_who ->
        [you] hast
       *[other] hat
    } den letzten Stein genommen, und im Misère-Nim verliert man damit.
players-ending-all-blocked = { $winner } { $winner_who ->
        [you] hast
       *[other] hat
    } jeden Zug verboten, den { $loser } machen { $loser_who ->
        [you] konntest
       *[other] konnte
    }, also { $loser_who ->
        [you] kannst
       *[other] kann
    } { $loser } nicht ziehen und { $loser_who ->
        [you] verlierst
       *[other] verliert
    }.

## Wer bei perfektem Spiel gewinnt

verdict-over-no-moves = Das Spiel ist vorbei, denn { $next } { $next_who ->
        [you] hast
       *[other] hat
    } keinen Zug mehr, also { $previous_who ->
        [you] gewinnst
       *[other] gewinnt
    } { $previous }.
verdict-over-last-counter = Das Spiel ist vorbei, denn { $previous } { $previous_who ->
        [you] hast
       *[other] hat
    } den letzten Stein genommen, also { $next_who ->
        [you] gewinnst
       *[other] gewinnt
    } { $next }.
verdict-over-all-blocked = Das Spiel ist vorbei, denn jeder Zug, den { $next } { $next_who ->
        [you] hattest
       *[other] hatte
    }, ist verboten, also { $previous_who ->
        [you] gewinnst
       *[other] gewinnt
    } { $previous }.
verdict-next-wins = { $next } (am Zug) { $next_who ->
        [you] gewinnst
       *[other] gewinnt
    } bei perfektem Spiel – { $count ->
        [one] { $count } Gewinnzug
       *[other] { $count } Gewinnzüge
    }.
verdict-previous-wins = { $previous } { $previous_who ->
        [you] gewinnst
       *[other] gewinnt
    } bei perfektem Spiel – { $next } (am Zug) { $next_who ->
        [you] hast
       *[other] hat
    } keinen Gewinnzug.
verdict-blocker-now = { $blocker } { $blocker_who ->
        [you] blockierst
       *[other] blockiert
    } jetzt: { $count ->
        [one] { $count } Zug zu verbieten
       *[other] { $count } Züge zu verbieten
    }, bevor { $mover } { $mover_who ->
        [you] ziehst
       *[other] zieht
    }.
verdict-blocker-wins = { $blocker } (blockierend) { $blocker_who ->
        [you] gewinnst
       *[other] gewinnt
    } bei perfektem Spiel – { $count ->
        [one] { $count } gewinnendes Verbot
       *[other] { $count } gewinnende Verbote
    }.
verdict-mover-beats-blocker = { $mover } (als Nächstes am Zug) { $mover_who ->
        [you] gewinnst
       *[other] gewinnt
    } bei perfektem Spiel – { $blocker } { $blocker_who ->
        [you] kannst
       *[other] kann
    } nicht jeden Gewinnzug verbieten.
