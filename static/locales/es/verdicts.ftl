## Jugadores nombrados en una frase: al principio y dentro de ella. Las frases seleccionan
## según $…_who (you, computer, player1, player2, opponent) para concordar con el nombre.

players-you-first = Tú
players-computer-first = El ordenador
players-player1-first = Jugador 1
players-player2-first = Jugador 2
players-opponent-first = El oponente
players-you-within = tú
players-computer-within = el ordenador
players-player1-within = Jugador 1
players-player2-within = Jugador 2
players-opponent-within = el oponente

## Por qué terminó la partida

players-ending-no-moves = { $winner } { $winner_who ->
        [you] hiciste
       *[other] hizo
    } la última jugada, así que { $loser } ya no { $loser_who ->
        [you] tienes
       *[other] tiene
    } jugadas.
players-ending-last-counter = { $loser } { $loser_who ->
        [you] retiraste
       *[other] retiró
    } la última ficha, y en el Nim misère eso pierde.
players-ending-all-blocked = { $winner } { $winner_who ->
        [you] prohibiste
       *[other] prohibió
    } todas las jugadas que { $loser } { $loser_who ->
        [you] podías
       *[other] podía
    } hacer, así que { $loser } no { $loser_who ->
        [you] puedes mover y pierdes
       *[other] puede mover y pierde
    }.

## Quién gana con juego perfecto

verdict-over-no-moves = Fin de la partida: { $next } ya no { $next_who ->
        [you] tienes
       *[other] tiene
    } jugadas, así que { $previous } { $previous_who ->
        [you] ganas
       *[other] gana
    }.
verdict-over-last-counter = Fin de la partida: { $previous } { $previous_who ->
        [you] retiraste
       *[other] retiró
    } la última ficha, así que { $next } { $next_who ->
        [you] ganas
       *[other] gana
    }.
verdict-over-all-blocked = Fin de la partida: todas las jugadas que { $next } { $next_who ->
        [you] tenías
       *[other] tenía
    } están prohibidas, así que { $previous } { $previous_who ->
        [you] ganas
       *[other] gana
    }.
verdict-next-wins = { $next } ({ $next_who ->
        [you] te toca mover
       *[other] le toca mover
    }) { $next_who ->
        [you] ganas
       *[other] gana
    } con juego perfecto: { $count ->
        [one] { $count } jugada ganadora
       *[other] { $count } jugadas ganadoras
    }.
verdict-previous-wins = { $previous } { $previous_who ->
        [you] ganas
       *[other] gana
    } con juego perfecto: { $next } ({ $next_who ->
        [you] te toca mover
       *[other] le toca mover
    }) no { $next_who ->
        [you] tienes
       *[other] tiene
    } ninguna jugada ganadora.
verdict-blocker-now = { $blocker } { $blocker_who ->
        [you] bloqueas
       *[other] bloquea
    } ahora: { $count ->
        [one] { $count } jugada que prohibir
       *[other] { $count } jugadas que prohibir
    } antes de que { $mover } { $mover_who ->
        [you] muevas
       *[other] mueva
    }.
verdict-blocker-wins = { $blocker } (bloqueando) { $blocker_who ->
        [you] ganas
       *[other] gana
    } con juego perfecto: { $count ->
        [one] { $count } prohibición ganadora
       *[other] { $count } prohibiciones ganadoras
    }.
verdict-mover-beats-blocker = { $mover } ({ $mover_who ->
        [you] mueves
       *[other] mueve
    } a continuación) { $mover_who ->
        [you] ganas
       *[other] gana
    } con juego perfecto: { $blocker } no { $blocker_who ->
        [you] puedes
       *[other] puede
    } prohibir todas las jugadas ganadoras.
