## La revisión de la partida: el veredicto de cada fila, su jugada, su error y la jugada que conservaba la victoria

review-close = Cerrar
review-why-label = Por qué esta jugada fue un error
review-chart-label = Historial de valores: cada fila es una posición, dibujada del lado del jugador que ganaba en ella; el camino entre filas se cruza en cada error. La tabla de al lado contiene las mismas filas.
review-legend = ● N: gana el jugador al que le toca · ■ P: gana el jugador que acaba de mover · ✗ un error, donde el camino se cruza
review-caption = Cada posición de la partida, quién ganaba en ella, la jugada hecha y los errores
review-column-position = Posición
review-column-to-act = Le toca
review-column-winning = Gana
review-column-nim-sum = Suma nim
review-column-move = Jugada hecha
review-column-why = Por qué
review-why-table-caption = Los montones en binario en el error, y el montón que conservaba la victoria
review-no-moves = Aún no hay jugadas: la revisión se completa a medida que se juega la partida.
review-row = { $row }. { $position }
review-go-to = { $row }. { $position }: poner esta posición en el tablero
review-back-to-start = De vuelta al inicio de la partida.
review-back-to = De vuelta a la posición { $row } de la partida.
review-wins = { $shape } { $letter }, gana
review-loses = { $shape } { $letter }, pierde
review-won = { $shape } { $letter }, ganó
review-lost = { $shape } { $letter }, perdió
review-too-large = demasiado grande para analizar
review-move-pass = pasar (el único pase, usado aquí)
review-move-mistake = { $made } ✗
review-game-over = fin de la partida
review-to-play = por jugar
review-short-take = montón { $heap }: { $from } → { $to }
review-short-forbid = prohibir montón { $heap } → { $to }
review-no-mistakes =
    { $moves ->
        [one] { $moves } jugada, sin errores: quien ganaba conservó la victoria.
        [many] { $moves } de jugadas, sin errores: quien ganaba conservó la victoria.
       *[other] { $moves } jugadas, sin errores: quien ganaba conservó la victoria.
    }
review-mistakes =
    { $mistakes ->
        [one] { $moves } jugadas, { $mistakes } error ({ $who }): entrega la victoria al otro jugador.
        [many] { $moves } jugadas, { $mistakes } de errores ({ $who }): cada uno entrega la victoria al otro jugador.
       *[other] { $moves } jugadas, { $mistakes } errores ({ $who }): cada uno entrega la victoria al otro jugador.
    }
review-mistake-by =
    { $player ->
        [you] Tú en la posición { $row }
        [computer] El ordenador en la posición { $row }
        [player1] Jugador 1 en la posición { $row }
        [player2] Jugador 2 en la posición { $row }
       *[opponent] El rival en la posición { $row }
    }
review-start-favoured =
    { $player ->
        [you] Tú tenías la victoria al inicio.
        [computer] El ordenador tenía la victoria al inicio.
        [player1] Jugador 1 tenía la victoria al inicio.
        [player2] Jugador 2 tenía la victoria al inicio.
       *[opponent] El rival tenía la victoria al inicio.
    }
review-why-show = ✗ ¿Por qué?
review-why-hide = ✗ Ocultar
review-mistake =
    { $actor ->
        [you] En la posición { $row }, ibas ganando;
        [computer] En la posición { $row }, el ordenador iba ganando;
        [player1] En la posición { $row }, Jugador 1 iba ganando;
        [player2] En la posición { $row }, Jugador 2 iba ganando;
       *[opponent] En la posición { $row }, el rival iba ganando;
    } «{ $made }» entregó la victoria { $other ->
        [you] a ti.
        [computer] al ordenador.
        [player1] a Jugador 1.
        [player2] a Jugador 2.
       *[opponent] al rival.
    }
review-keeping =
    { $count ->
        [one] Esta jugada conservaba la victoria: { $moves }.
        [many] Estas jugadas conservaban la victoria: { $moves }.
       *[other] Estas jugadas conservaban la victoria: { $moves }.
    }
review-recipe-why = : el montón que hay que cambiar tiene un 1 en la columna más alta de la suma nim, y su tamaño ⊕ la suma nim es menor, así que la jugada es legal y deja una suma nim de 0.
review-recipe = Montón { $heap } → { $from } ⊕ { $sum } = { $to }
review-short-step = escalón { $step }: { $from } → { $to }
