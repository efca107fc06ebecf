# Los mensajes de Nim Lab en español: el modo proyector (sus botones, la votación de la clase,
# el recorrido paso a paso). Glosario: docs/glossary.md.

## Lo que dice el recorrido de un anillo entero

present-whole-ring = { $markers ->
        [one] El único lugar del anillo tiene una marca.
       *[other] Los { $markers } lugares del anillo tienen marca: no hay ningún hueco.
    }
present-symmetry-answer = Tome lo que tome el jugador que mueve (una marca o dos vecinas), el otro jugador responde tomando la marca o las dos marcas justo enfrente en el anillo, y deja dos filas de igual longitud.
present-symmetry-mirror = A partir de ahí el otro jugador copia cada jugada en la otra fila, así que siempre tiene respuesta y toma la última marca.
present-symmetry-verdict = Así que el jugador que mueve pierde ante un juego perfecto: la estrategia de simetría.
present-small-ring = { $markers ->
        [one] El jugador que mueve toma la única marca y gana.
       *[other] Las { $markers } marcas son vecinas: el jugador que mueve las toma todas y gana.
    }

## El recorrido del Nim con bloqueo

present-moves-to-p = Jugadas que llevan a posiciones P (se prohíba lo que se prohíba):

## Los botones y teclas del modo proyector

present-undo = ↶ Deshacer
present-new-game = Nueva partida
present-exit = Salir (Esc)
present-back = ← Atrás
present-next = Siguiente →
present-table = Tabla binaria
present-powers = Potencias de dos
present-vote = Votación de la clase (H)
present-qr = Código QR (Q)
present-qr-title = Escanea para abrir esta posición
present-qr-label = Código QR del enlace a esta posición
present-qr-too-long = El enlace de esta posición es demasiado largo para un código QR: compártelo con el botón Compartir.
present-voting = Votación de la clase: ¿es una posición N (gana quien mueve) o una posición P? Pulsa H para ver la respuesta.
present-keys = → paso siguiente · ← atrás · H ocultar o mostrar la respuesta · Q código QR · Esc salir
present-keys-no-walk = H ocultar o mostrar la respuesta · Q código QR · Esc salir
present-no-walk = No hay recorrido paso a paso: esta posición no tiene análisis.

## El recorrido: sus regiones y el nombre de cada paso

present-walk-nim-sum = La suma nim, paso a paso
present-walk-rows = Las filas de Kayles y su suma nim, paso a paso
present-walk-ring = El anillo entero, paso a paso
present-walk-blocking = Las jugadas a posiciones P frente a los bloqueos, paso a paso
present-step = Paso { $step } de { $last }: { $name }
present-progress-detail = { $shown }. { $detail }
present-detail-after = . { $detail }
present-step-heaps = { $rows ->
        [parts] los valores de las partes
        [steps] las monedas de los escalones impares
        [heads] los valores de las caras
       *[heaps] los montones
    }
present-step-column = la columna del { $column } (el bit { $column } de { $rows ->
        [heaps] cada montón
       *[other] cada valor
    })
present-step-parity = la fila de paridad: las columnas impares dan la suma nim { $nim_sum }
present-step-change = el montón que hay que cambiar y su nuevo tamaño
present-step-broken = el anillo está roto en { $rows ->
        [one] 1 fila
       *[other] { $rows } filas
    }
present-step-ring = el anillo
present-step-blocks = los montones, y { $blocks ->
        [one] 1 bloqueo
       *[other] { $blocks } bloqueos
    } por turno
present-step-row = fila { $row }, lugares { $places } ({ $markers ->
        [one] 1 marca
       *[other] { $markers } marcas
    }): valor de Kayles { $value }
present-step-rows-lose = la suma nim de los valores de Kayles, { $values } = { $nim_sum }, es 0: el jugador que mueve pierde
present-step-rows-win = la suma nim de los valores de Kayles, { $values } = { $nim_sum }, no es 0: el jugador que mueve gana
present-step-whole = el anillo está entero
present-step-answer = la respuesta al otro lado del anillo
present-step-mirror = el espejo
present-step-verdict = el veredicto
present-step-count = la cuenta frente a los bloqueos
present-step-forbids = las prohibiciones ganadoras del bloqueador
present-step-move = la jugada ganadora
present-step-move-to-p = jugada a una posición P { $index } de { $count }: { $change }

## Las conclusiones del recorrido y su jugada

present-nim-sum-is = La suma nim es { $nim_sum }.
present-count-none = Ninguna jugada lleva a una posición P, así que, se prohíba lo que se prohíba, el jugador que mueve pierde.
present-count-more = { $moves ->
        [one] 1 jugada lleva
       *[other] { $moves } jugadas llevan
    } a posiciones P, más que los { $blocks } que el bloqueador puede prohibir: el jugador que mueve gana.
present-count-uncovered = { $moves ->
        [one] 1 jugada lleva
       *[other] { $moves } jugadas llevan
    } a posiciones P, no más que los { $blocks } que el bloqueador puede prohibir, pero las prohibiciones de este turno no pueden cubrirlas todas: el jugador que mueve gana.
present-count-covered = { $moves ->
        [one] 1 jugada lleva
       *[other] { $moves } jugadas llevan
    } a posiciones P, no más que los { $blocks } que el bloqueador puede prohibir: el bloqueador las prohíbe todas y el jugador que mueve pierde.
present-no-move = Ninguna jugada gana.
present-blocker-wins = Gana el bloqueador: { $moves }.
present-winning-move = La jugada ganadora: { $change }.
present-winning-move-of = La jugada ganadora: { $change } (una de { $count }).

## El juego de Wythoff paso a paso

present-walk-wythoff = Los pares de Wythoff, paso a paso
present-step-wythoff-start = los montones ({ $low }, { $high })
present-step-wythoff-pairs = los pares (⌊nφ⌋, ⌊nφ²⌋)
present-step-wythoff-why = por qué ninguna jugada une dos pares
present-wythoff-no-pair = ({ $low }, { $high }) no es un par: una jugada llega a un par, así que gana quien mueve.
present-walk-moore = Las columnas de Moore, paso a paso
present-step-moore-start = los montones en binario
present-step-moore-column = la columna del { $column }: { $count ->
        [one] { $count } uno
       *[other] { $count } unos
    }, { $residue } módulo { $modulus }

## Fibonacci Nim's walk
# $heap: the heap's counters; $part: a Fibonacci number; $left: what is left of the heap before it

present-walk-fibonacci = La suma de Zeckendorf del montón, paso a paso
present-step-fibonacci-start = el montón de { $heap } y los números de Fibonacci hasta él
present-step-fibonacci-part = { $part }, el mayor número de Fibonacci que no pasa de { $left }
