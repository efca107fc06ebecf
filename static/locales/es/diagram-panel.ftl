## El diagrama de estados: sus controles, la razón de cada paso del etiquetado, los nombres de los nodos para lectores de pantalla, los rechazos

diagram-title = Diagrama de estados
diagram-close = Cerrar
diagram-along = Mostrar las posiciones por las que pasó esta partida
diagram-along-note = Las posiciones por las que pasó esta partida, cada una con sus jugadas; las letras son las del resolvedor.
diagram-label-yourself = Etiquétalo tú
diagram-select-first = Selecciona una posición y luego etiquétala:
diagram-label-this = Etiquetar { $position }:
diagram-quiz-keys = Teclas: P o N sobre una posición enfocada la etiqueta; Intro la pone en el tablero.
diagram-step = Paso
diagram-run = Ejecutar
diagram-reset = Reiniciar
diagram-as-list = El diagrama como lista
diagram-legend-p = P (cuadrado): gana el jugador anterior
diagram-legend-n = N (redondo): gana el siguiente jugador
diagram-legend-win = jugada ganadora
diagram-legend-pass = el pase (*: el pase aún no se ha usado)
diagram-ring = el anillo { $ring }
diagram-with-pass = { $position } con el pase
diagram-without-pass = { $position } sin el pase
diagram-by-passing = { $position } pasando
diagram-step-ended-misere = { $letter }: { $here } es donde termina la partida. En misère, el jugador que tomó la última ficha perdió, así que el jugador al que le toca mover aquí ya ha ganado: este primer paso es N, no P.
diagram-step-ended = { $letter }: { $here } es donde termina la partida: el jugador al que le toca mover no tiene jugada y ha perdido, así que ganó el jugador anterior.
diagram-step-reaches-p =
    { $count ->
        [one] { $letter }: desde { $here } el jugador al que le toca mover puede llegar a la posición P { $targets } (la flecha resaltada).
       *[other] { $letter }: desde { $here } el jugador al que le toca mover puede llegar a las posiciones P { $targets } (las flechas resaltadas).
    }
diagram-step-pass-note = Un pase deja al rival Nim normal con los mismos montones.
diagram-step-only-move-n = { $letter }: la única jugada desde { $here } lleva a una posición N.
diagram-step-every-move-n =
    { $count ->
        [one] { $letter }: toda jugada desde { $here } ({ $count } jugada) lleva a una posición N.
       *[other] { $letter }: toda jugada desde { $here } ({ $count } jugadas) lleva a una posición N.
    }
diagram-step-counted-p =
    { $reaching ->
        [one] { $letter }: { $reaching } jugada desde { $here } lleva a posiciones P, y el bloqueador prohíbe { $blocks } en cada turno: toda jugada que queda abierta lleva a una posición N.
       *[other] { $letter }: { $reaching } jugadas desde { $here } llevan a posiciones P, y el bloqueador prohíbe { $blocks } en cada turno: toda jugada que queda abierta lleva a una posición N.
    }
diagram-step-counted-n =
    { $reaching ->
        [one] { $letter }: ya { $reaching } jugada desde { $here } lleva a posiciones P ({ $targets }), más de las { $blocks } que puede prohibir el bloqueador.
       *[other] { $letter }: ya { $reaching } jugadas desde { $here } llevan a posiciones P ({ $targets }), más de las { $blocks } que puede prohibir el bloqueador.
    }
diagram-why-ended-misere = { $here } es donde termina la partida, y en misère el jugador al que le toca mover allí ha ganado
diagram-why-ended = { $here } es donde termina la partida: el jugador al que le toca mover no tiene jugada y ha perdido
diagram-why-counted =
    { $reaching ->
        [one] { $reaching } jugada desde { $here } lleva a posiciones P, y el bloqueador prohíbe { $blocks } en cada turno
       *[other] { $reaching } jugadas desde { $here } llevan a posiciones P, y el bloqueador prohíbe { $blocks } en cada turno
    }
diagram-why-every-move-n = toda jugada desde { $here } lleva a una posición N
diagram-why-reaches-p =
    { $count ->
        [one] desde { $here } el jugador al que le toca mover puede llegar a la posición P { $targets }
       *[other] desde { $here } el jugador al que le toca mover puede llegar a las posiciones P { $targets }
    }
diagram-guess-right = Correcto: { $letter }, porque { $why }.
diagram-guess-wrong = No es { $guessed }: { $why } (resaltado), así que { $here } es { $letter }.
diagram-score = Puntuación: { $right } correctas, { $wrong } incorrectas; quedan { $left } por etiquetar.
diagram-node-labelled = { $shown } { $letter }: { $here }, posición { $letter }
diagram-node-labelled-on-board = { $shown } { $letter }: { $here }, posición { $letter }, en el tablero
diagram-node-unlabelled = { $shown }: { $here }, aún sin etiquetar
diagram-node-unlabelled-on-board = { $shown }: { $here }, aún sin etiquetar, en el tablero
diagram-line = { $position } { $letter }: lleva a { $children }
diagram-line-end = { $position } { $letter }: la partida termina aquí
diagram-child = { $position } { $letter }
diagram-child-pass = { $position } (pase) { $letter }
diagram-progress = Paso { $shown } de { $total }
diagram-start = Sin etiquetar. Paso etiqueta una posición cada vez, empezando donde termina la partida (P), luego N para una posición con una jugada a P, y P para una cuyas jugadas llevan todas a N.
diagram-start-misere = Sin etiquetar. Paso etiqueta una posición cada vez, empezando donde termina la partida; en misère esa posición es N, una victoria para el jugador al que le toca mover.
diagram-too-large = Este diagrama tendría { $size } posiciones: demasiadas para leerlo (el límite es { $limit }). Empieza desde una posición más pequeña, o mira solo las posiciones por las que pasó esta partida, con sus jugadas.
diagram-too-large-over = Este diagrama tendría más de { $size } posiciones: demasiadas para leerlo (el límite es { $limit }). Empieza desde una posición más pequeña, o mira solo las posiciones por las que pasó esta partida, con sus jugadas.
diagram-unsolved = Una posición de este diagrama es demasiado grande para que el resolvedor la decida.
diagram-not-drawn = Esta posición no se puede dibujar.
diagram-moves-to-p = { $reaching } a P { $sign } { $blocks }

# Games with Grundy values (normal-play impartial games)
diagram-quiz-keys-values = Teclas: una cifra sobre una posición enfocada empieza su valor en la casilla; Intro allí lo comprueba. Intro sobre una posición la pone en el tablero.
diagram-check-value = Comprobar
diagram-not-a-value = «{ $typed }» no es un valor: escribe un número entero, 0 o más.
diagram-legend-value = *2: el valor de Grundy, el menor valor que no tiene ninguna de las opciones (0 es P, cualquier otro valor N)
diagram-value-label = *{ $value } { $letter }
diagram-why-mex =
    { $options ->
        [one] la única opción de { $here } tiene valor { $values }: el menor valor que falta es { $value }
       *[other] { $count ->
            [one] todas las opciones de { $here } tienen valor { $values }: el menor valor que falta es { $value }
           *[other] las opciones de { $here } tienen valores { $values }: el menor valor que falta es { $value }
        }
    }
diagram-why-no-options = { $here } no tiene opciones: su valor es 0
diagram-step-mex = { $letter }, *{ $value }: { $why }.
diagram-guess-right-value = Correcto: *{ $value }, porque { $why }.
diagram-guess-wrong-value = No es *{ $guessed }: { $why } (resaltado), así que { $here } es *{ $value }.
diagram-node-valued = { $shown }: { $here }, valor { $value }, posición { $letter }
diagram-node-valued-on-board = { $shown }: { $here }, valor { $value }, posición { $letter }, en el tablero
diagram-start-values = Sin etiquetar. Paso da a una posición cada vez su valor de Grundy, empezando donde termina la partida (sin opciones: valor 0): el valor de una posición es el menor valor que no tiene ninguna de sus opciones (el mex). El valor 0 es una posición P; cualquier otro valor, una posición N.
