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
    }{ $beyond ->
        [yes] , más de lo que esta jugada puede retirar
       *[other] {""}
    }{ $wins ->
        [part] , parte de una jugada ganadora en varios montones
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

## El editor de posiciones ($what es lo que cuenta un campo: counters, places o blocks)

board-edit-title = Preparar una posición
board-edit-note = Elegir o editar una posición empieza una nueva partida desde ella.
board-edit-presets = Posiciones predefinidas
board-edit-random = Aleatoria interesante
board-edit-ring-size = Tamaño del anillo
board-edit-add-heap = + Añadir un montón
board-edit-remove-heap = Quitar el montón { $heap }
board-edit-blocks = Jugadas prohibidas por turno
board-edit-pass-available = El pase sigue disponible
board-edit-heap-error = Montón { $heap }: { $problem }
board-edit-ring-error = Tamaño del anillo: { $problem }
board-edit-blocks-error = Bloqueos por turno: { $problem }
board-edit-empty = Escribe un número de { $what ->
        [places] lugares
        [blocks] bloqueos
        [heaps] montones
       *[counters] fichas
    } entre { $low } y { $high }.
board-edit-negative = { $text } es negativo: { $what ->
        [places] los lugares van
        [blocks] los bloqueos van
        [heaps] los montones van
       *[counters] las fichas van
    } de { $low } a { $high }.
board-edit-out-of-range = { $n } está fuera de rango: { $what ->
        [places] los lugares van
        [blocks] los bloqueos van
        [heaps] los montones van
       *[counters] las fichas van
    } de { $low } a { $high }.
board-edit-too-many = Son demasiados: { $what ->
        [places] los lugares van
        [blocks] los bloqueos van
        [heaps] los montones van
       *[counters] las fichas van
    } de { $low } a { $high }.
board-edit-not-a-number = «{ $text }» no es un número entero.

## Posiciones predefinidas y límites de la aplicación

board-preset-ring = Anillo de { $places }
board-preset-broken-ring = Anillo roto de { $places }
board-limits-nim = Hasta { $heaps ->
        [one] { $heaps } montón
       *[other] { $heaps } montones
    } de como mucho { $size ->
        [one] { $size } ficha
       *[other] { $size } fichas
    }: cinco columnas binarias, 16 8 4 2 1.
board-limits-circle = Anillos de 1 a { $places ->
        [one] { $places } lugar
       *[other] { $places } lugares
    }.
board-limits-searched = Hasta { $heaps ->
        [one] { $heaps } montón
       *[other] { $heaps } montones
    } de como mucho { $size ->
        [one] { $size } ficha
       *[other] { $size } fichas
    }, y no más de { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    } de búsqueda exacta (posiciones y listas de tamaños P que lee), para que cada respuesta llegue en un solo fotograma; una posición mayor se rechaza indicando su tamaño.
board-limit-no-heaps = Una partida necesita al menos un montón.
board-limit-too-many-heaps = { $heaps ->
        [one] { $heaps } montón son
       *[other] { $heaps } montones son
    } demasiados: el límite es { $limit }.
board-limit-heap-too-large = Un montón de { $size } es demasiado grande: el límite es { $limit }.
board-limit-empty-ring = Un anillo necesita al menos un lugar.
board-limit-too-many-parts = { $parts } partes con { $tokens } fichas: una suma se forma con { $limit } partes como mucho, y al dividirlas el juego nunca reúne más de { $most } fichas en total.
board-limit-part-too-large = Una parte de { $size } supera el máximo permitido de { $limit }.
board-limit-ring-too-large = Un anillo de { $places ->
        [one] { $places } lugar
       *[other] { $places } lugares
    } es demasiado grande: el límite es { $limit }.
board-limit-bad-blocks = No se puede { $blocks ->
        [one] { $blocks } bloqueo
       *[other] { $blocks } bloqueos
    } por turno: elige de 1 a { $limit }.
board-limit-too-large-to-solve = Esta posición es demasiado grande para analizarla: su búsqueda exacta lleva { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    }; el límite es { $limit }.

## Los juegos y los modos, como los nombran los menús

board-variant-nim = Nim
board-variant-misere = Nim misère
board-variant-circle = Nim circular
board-variant-blocking = Nim con bloqueo
board-variant-pass = Nim con pase
board-variant-sum = Suma de juegos
board-variant-wythoff = Juego de Wythoff
board-mode-computer = Contra el ordenador
board-mode-two-players = Dos jugadores
board-mode-analysis = Análisis

# On a phone: the button that shows or hides the game settings, new game, diagram and review.
board-settings-toggle = Ajustes

## Drawn on the board before any chunk: the board's name in projector mode, the Review button
present-board-label = Tablero de { $game }
review-title = Revisión

## Nim with a Pass: the Pass button beside the board and its status
explain-pass-button = Pasar
explain-pass-badge = ★ gana
explain-pass-available = El pase sigue disponible (una vez por partida, para cualquiera de los dos).
explain-pass-on-empty = No se puede pasar cuando todos los montones están vacíos.
explain-pass-used = El pase ya se ha usado.

board-limits-wythoff = Dos montones, cada uno de { $size } fichas como máximo.
board-limit-heap-count = Este juego se juega con { $needs } montones; la posición tiene { $heaps }.
board-both-title = Quitar lo mismo de ambos montones:
board-both-none = Un montón está vacío: no se puede quitar nada de ambos.
board-both-button = { $taken } de ambos montones, quedan { $first } y { $second }{ $wins ->
        [yes] , una jugada ganadora
       *[other] {""}
    }

## Nim en escalera

board-variant-staircase = Nim en escalera
board-limits-staircase = Hasta { $steps } escalones, con { $coins } monedas como máximo entre todos.
board-stairs-label = Escalera
board-step-name = Escalón { $step }
board-step-odd = impar
board-step-label = escalón { $step }{ $odd ->
        [yes] {" "}(impar)
       *[other] {""}
    }, { $coins ->
        [one] { $coins } moneda
       *[other] { $coins } monedas
    }
board-coin-label = escalón { $step }, moneda { $coin } de { $coins }: bajar { $moved } { $below ->
        [0] fuera de la escalera
       *[other] al escalón { $below }
    }{ $wins ->
        [yes] , jugada ganadora
       *[other] {""}
    }
board-coin-title = Bajar { $moved } { $below ->
        [0] fuera de la escalera
       *[other] al escalón { $below }
    }
board-edit-add-step = + Añadir un escalón
board-edit-remove-step = Quitar el escalón { $step }
board-edit-step-error = Escalón { $step }: { $problem }
board-your-move-stairs = Te toca: haz clic en una moneda para bajarla un escalón junto con todas las de encima.
## Nim de Fibonacci: lo que esta jugada puede retirar, y la jugada anterior en el editor
board-variant-fibonacci = Nim de Fibonacci
board-limits-fibonacci = Un montón de { $size } fichas como máximo. La jugada anterior es 0 antes de la primera jugada; el montón y la jugada anterior suman como máximo { $size }.
board-limit-last-take-too-large = Una jugada anterior de { $last } no cabe con este montón: puede ser como máximo { $most }.
board-edit-last-take = Jugada anterior (0 antes de la primera jugada)
board-edit-last-take-error = Jugada anterior: { $problem }
board-fibonacci-limit-first = Primera jugada: quita como máximo { $limit }, no el montón entero.
board-fibonacci-limit = La última jugada quitó { $last }: quita ahora como máximo { $limit }.
board-queen-switch = Mostrar como una dama en un tablero

## Nim de Moore
board-variant-moore = Nim de Moore
board-limits-moore = Hasta { $heaps } montones de { $size } fichas como máximo cada uno; una jugada quita de entre 1 y k montones, con k de 1 a 4; una posición tiene como máximo { $moves } jugadas posibles.
board-limit-bad-k = k = { $k } no es posible: una jugada quita de entre 1 y { $most } montones.
board-limit-too-many-moves = Esta posición tiene { $moves } jugadas posibles; aquí el Nim de Moore se juega con { $limit } jugadas posibles como máximo: usa menos montones o montones más pequeños, o un k menor.
board-edit-k = Montones de los que puede quitar una jugada (k)
board-edit-k-error = Montones por jugada: { $problem }
board-choice-hint = Haz clic en una ficha de cada montón que elijas, hasta { $k ->
        [one] un montón
       *[other] { $k } montones
    }, para indicar qué quitar, y luego en «Quitar».
board-choice-chosen = Elección: { $move }.
board-choice-take = Quitar
board-choice-clear = Borrar la elección
board-choice-group = Tu jugada en varios montones
board-preset-heaps-per-move = { $heaps } (k = { $k })
board-your-move-several = Te toca: elige qué quitar de hasta { $k } montones y pulsa «Quitar».
board-limit-too-many-steps = { $steps } escalones son demasiados: una escalera tiene como máximo { $limit }.
board-limit-too-many-coins = { $coins } monedas son demasiadas: una escalera admite como máximo { $limit } entre todos sus escalones.
board-variant-coins = Juegos de voltear monedas
board-your-move-coins = Te toca: elige las monedas que vas a voltear, la de más a la derecha en cara, y pulsa Voltear.
board-variant-corners = Turning Corners
board-your-move-corners = Te toca: elige una cara como esquina más lejana de un rectángulo y su esquina opuesta, y pulsa Voltear.
board-variant-hackenbush = Green Hackenbush
board-your-move-picture = Te toca: corta una arista (púlsala en el dibujo o en la lista).
