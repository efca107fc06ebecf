## El panel de turno del tablero

board-turn-label = Turno
board-result-label = Resultado
board-headline = { $winner_who ->
        [you] ¡Ganas!
        [computer] Gana el ordenador.
        [opponent] Gana el oponente.
       *[other] ¡Gana { $winner }!
    }
board-play-again = Jugar otra vez
board-step-block = Paso 1 de 2
board-step-take = Paso 2 de 2
board-role-blocker = Bloqueador:
board-role-mover = Jugador que mueve:
board-block-phase = { $blocker } { $blocker_who ->
        [you] prohíbes
       *[other] prohíbe
    } { $remaining ->
        [one] { $remaining } jugada más
       *[other] { $remaining } jugadas más
    } { $mover_who ->
        [you] de las tuyas
        [computer] de las del ordenador
        [opponent] de las del oponente
       *[other] de las de { $mover }
    } ({ $blocks } por turno): haz clic en una ficha para marcar esa jugada con ✕.
board-take-phase = { $mover } { $mover_who ->
        [you] retiras
       *[other] retira
    } fichas. Las jugadas marcadas con ✕ están prohibidas en este turno.
board-your-move-heaps = Te toca: haz clic en una ficha para retirarla junto con todas las que la siguen.
board-your-move-ring = Te toca: selecciona una marca y luego quítala sola o con una vecina.
board-to-move = { $mover } tiene el turno.
board-computer-moving = El ordenador está haciendo su jugada (resaltada).
board-skip = Saltar
board-computer-thinking = El ordenador está pensando…
