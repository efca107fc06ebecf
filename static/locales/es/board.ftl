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

## Ajustes y órdenes del tablero

board-settings-label = Ajustes de la partida
board-game-field = Juego
board-mode-field = Modo
board-computer-field = Ordenador
board-first-move-field = Primera jugada
board-first-move-you = Tú
board-first-move-computer = Ordenador
board-hints = Pistas
board-undo = ↶ Deshacer
board-redo = ↷ Rehacer
board-new-game = Nueva partida
board-state-diagram = Diagrama de estados

## La lista de jugadas

board-history-title = Jugadas
board-history-empty = Aún no hay jugadas.
board-history-undone = (deshecha)
board-history-nim-sum = suma nim { $sum } ({ $outcome })
board-history-position = posición { $outcome }

## Los montones

board-heaps-label = Montones
board-heap-name = Montón { $heap }
board-heap-label = montón { $heap }, { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }
board-heap-empty = vacío
board-counter-label = montón { $heap }, ficha { $counter } de { $size }: { $phase ->
        [block] prohibir retirar
       *[other] retirar
    } { $taken }{ $forbidden ->
        [yes] , prohibida en este turno
       *[other] {""}
    }{ $wins ->
        [mover] , una jugada ganadora para quien mueve
        [yes] , jugada ganadora
       *[other] {""}
    }{ $must_forbid ->
        [yes] , el bloqueador debe prohibir esta
       *[other] {""}
    }
board-counter-title = { $phase ->
        [block] Prohibir retirar
       *[other] Retirar
    } { $taken } y dejar { $to }

## El anillo

board-ring-label = Anillo de { $places ->
        [one] { $places } lugar
       *[other] { $places } lugares
    }, { $count ->
        [one] queda { $count } marca
       *[other] quedan { $count } marcas
    }
board-marker-label = marca en el lugar { $place } de { $places }{ $wins ->
        [yes] , parte de una jugada ganadora
       *[other] {""}
    }
board-take-marker = Quitar la marca { $place }
board-take-with-neighbour = Quitar { $place } con su vecina { $neighbour }
board-take-wins = ★ gana
board-cancel = Cancelar
board-ring-hint = Selecciona una marca para quitarla, sola o con una vecina contigua.
