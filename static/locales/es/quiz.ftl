## El cuestionario: su diálogo, cada pregunta, el veredicto sobre una respuesta y la puntuación

quiz-title = Cuestionario
quiz-leave = Salir del cuestionario
quiz-next = Siguiente pregunta
quiz-see-score = Ver la puntuación
quiz-retry = Repetir las falladas
quiz-back = Volver a la partida
quiz-another = Siguiente cuestionario (número { $seed })
quiz-missed-title = Preguntas falladas
quiz-all-right = Todas las respuestas son correctas.
quiz-keys = Teclas: P o N.
quiz-answers-label = Tu respuesta
quiz-heading = Cuestionario { $seed } · { $game } · nivel { $level }
quiz-progress = Pregunta { $number } de { $total }
quiz-progress-retry = Pregunta fallada { $number } de { $total } (intento { $round })
quiz-prompt-outcome = ¿P o N? Con juego perfecto, ¿gana el jugador al que le toca mover (N) o el otro jugador (P)?
quiz-prompt-outcome-blocking = ¿P o N? Con juego perfecto, ¿gana el jugador que mueve (N) o el bloqueador (P)?
quiz-prompt-move = Haz una jugada ganadora en el tablero.
quiz-prompt-move-pass = Haz una jugada ganadora en el tablero (el pase cuenta).
quiz-prompt-move-blocking = El bloqueador ha prohibido las jugadas marcadas con ✕. Haz una jugada ganadora en el tablero.
quiz-prompt-value = { $what ->
    [picture] ¿Cuál es el valor de este dibujo? Escribe su valor de Grundy, un número entero.
    [row] ¿Cuál es el valor de esta fila? Escribe su valor de Grundy, un número entero.
    [grid] ¿Cuál es el valor de esta cuadrícula? Escribe su valor de Grundy, un número entero.
   *[sum] ¿Cuál es el valor de esta suma? Escribe su valor de Grundy, un número entero.
}
quiz-value-field = { $what ->
    [picture] Valor del dibujo
    [row] Valor de la fila
    [grid] Valor de la cuadrícula
   *[sum] Valor de la suma
}
quiz-value-submit = Responder
quiz-value-empty = Escribe primero el valor: un número entero como 0, 3 o 12.
quiz-value-not-a-number = Escribe el valor solo con cifras, un número entero como 6.
quiz-value-negative = Un valor nunca es negativo: escribe un número entero desde 0.
quiz-value-too-large = Es demasiado grande: escribe un número entero de 0 a { $max }.
quiz-value-wrong = No es { $given }. { $key }
quiz-means-to-move-wins = gana el jugador al que le toca mover
quiz-means-other-wins = gana el otro jugador
quiz-means-mover-wins = gana el jugador que mueve
quiz-means-blocker-wins = gana el bloqueador
quiz-right = ✓ Correcto.
quiz-wrong = ✗ No exactamente.
quiz-outcome-wrong = Es { $answer }, no { $given }. { $key }
quiz-outcome-is = Es { $answer }. { $key }
quiz-move-right = Deja una posición P: el rival pierde con juego perfecto.
quiz-move-wrong = Deja una posición N, en la que gana el rival. { $solution }
quiz-winning-moves =
    { $count ->
        [one] La jugada ganadora: { $moves }.
        [many] Jugadas ganadoras: { $moves }.
       *[other] Jugadas ganadoras: { $moves }.
    }
quiz-you-said = Dijiste { $answer }.
quiz-you-played = Jugaste: { $played }.
quiz-forbidden = { $position } Prohibidas en este turno: { $moves }.
quiz-missed-heading = Pregunta { $number }: { $position }
quiz-score = { $right } de { $total } correctas
quiz-asked = Pregunta { $number } de { $total }. { $position } { $prompt }
quiz-over = Fin del cuestionario: { $right } de { $total } correctas.
quiz-to-retry =
    { $count ->
        [one] { $count } pregunta para volver a intentar.
        [many] { $count } de preguntas para volver a intentar.
       *[other] { $count } preguntas para volver a intentar.
    }
quiz-left = Cuestionario cerrado: de vuelta a la partida.
quiz-bad-link-seed = El quiz={ $value } del enlace debería ser un número de cuestionario (un número entero desde 0); no se empieza ningún cuestionario.
quiz-bad-link-level = El nivel del cuestionario level={ $value } del enlace debería ser 1, 2 o 3; el cuestionario es de nivel 1.
