## The Explore view's panel: these words come with the app; its code is fetched when Explore first opens.

## Explorar: el atlas de posiciones P, una cuadrícula de dos montones libres a y b junto a montones fijos
# $game: el nombre de un juego; $title: el título de un documento fuente (los títulos no se traducen)

explore-title = Explorar las posiciones P
explore-close = Cerrar
explore-game = Juego
explore-blocks = Bloqueos por turno (k)
explore-heaps = Montones
explore-fixed-heap = Montón { $heap }
explore-free-up-to = Montones libres a, b hasta
# El juego con sus bloqueos por turno, como lo nombra la cuadrícula
explore-family-blocks = { $game }, k = { $blocks }

## Calcular una sección

explore-progress-label = Parte de la sección ya calculada
explore-progress = Calculando la sección… { $percent } %
explore-cancel = Cancelar
explore-cancelled = Cancelado. Cambia la sección o pulsa Calcular para empezar de nuevo.
explore-compute = Calcular
explore-failed = La página no pudo iniciar su proceso en segundo plano, así que no puede calcular secciones aquí.
explore-try-again = Reintentar
# $work, $limit: pasos de la búsqueda exhaustiva
explore-refusal = Esta sección ({ $side } × { $side } casillas, { $heaps } montones) es demasiado grande para calcularla aquí: requiere { $work } pasos y el límite es { $limit }. Reduce el límite de los montones libres o un montón fijo.
explore-refusal-beyond = Esta sección ({ $side } × { $side } casillas, { $heaps } montones) es demasiado grande para calcularla aquí: requiere más pasos de los que permite la búsqueda exhaustiva (el límite es { $limit }). Reduce el límite de los montones libres o un montón fijo.

## La cuadrícula y su alternativa textual
# $family: el juego, con sus bloqueos por turno si los hay; $position: los montones de la casilla, p. ej. "5, 2, 8"

explore-grid-role = cuadrícula de posiciones
explore-grid-label = Resultados de { $family }, { $side } por { $side } casillas: las flechas mueven el cursor, Intro lleva la posición al tablero
explore-axis-b-first = b = 0
explore-axis-b-last = b = { $max } →
explore-axis-a-first = a = 0
explore-axis-a-last = ↓ a = { $max }
# $outcome: p o n; $source: agrees, differs o none (ninguna fuente habla de esta casilla)
explore-cell = Montones { $position } (fila { $row }, columna { $column }): { $outcome ->
        [p] P, gana el jugador que acaba de mover
       *[n] N, gana el jugador al que le toca mover
    }.{ $source ->
        [agrees] { " " }La fuente coincide.
        [differs] { " " }Un hallazgo: la fuente dice lo contrario.
       *[none] {""}
    } Intro la lleva al tablero.
# $heaps: los montones fijos, p. ej. "5" o "5, 3"; $check: agrees, findings o none (sin fuente para esta cuadrícula)
explore-summary = { $family }: { $fixed ->
        [none] dos montones a, b
       *[some] montones { $heaps }, a, b
    } con a y b de 0 a { $max }. { $p ->
        [one] { $p } de las { $cells } casillas es una posición P.
       *[other] { $p } de las { $cells } casillas son posiciones P.
    }{ $check ->
        [agrees] { " " }Todas las casillas coinciden con la fuente.
        [findings] { " " }{ explore-finding }
       *[none] {""}
    }
explore-finding = { $findings ->
        [one] Hallazgo: la búsqueda exhaustiva contradice la fuente en { $findings } casilla, marcada con una cruz roja. Por favor, infórmalo.
       *[other] Hallazgo: la búsqueda exhaustiva contradice la fuente en { $findings } casillas, marcadas con una cruz roja. Por favor, infórmalo.
    }
explore-legend-p = Posición P (cuadrado relleno)
explore-legend-n = Posición N (vacía)
explore-legend-predicted = P según la fuente (rombo)
explore-legend-silent = Sin afirmación (rayado)
explore-overlay = Posiciones P de la fuente
explore-csv = Exportar CSV
explore-png = Exportar PNG

## Lo que se sabe de la cuadrícula de cada juego

explore-statement-nim = Teorema de Bouton: una posición es P exactamente cuando su suma nim es 0.
explore-statement-misere = { $game }: una posición es P cuando su suma nim es 0, salvo cuando ningún montón tiene más de una ficha: entonces es P cuando el número de montones de una ficha es impar.
explore-statement-blocking = { $title }: con los montones ordenados a ≤ b ≤ c, una posición es P exactamente cuando a = b = c o a + b + 1 = c. Las casillas marcadas con un rombo son las posiciones P del teorema.
explore-statement-blocking-open = { $title } demuestra su regla solo para tres montones y un bloqueo por turno, y pregunta cómo extenderla: esta cuadrícula es la respuesta de la búsqueda exhaustiva.
# $last: el mayor montón más pequeño que el artículo enumera; $open: yes cuando la cuadrícula llega a donde acaban las listas
explore-statement-pass = { $title }: dos montones son P cuando el menor es impar y el mayor tiene uno más; 1, m, n es P cuando m = n ≠ 2; y el artículo enumera todas las posiciones P con montón más pequeño de 2 a { $last }. Las casillas marcadas con un rombo son las posiciones P que dan estas reglas y listas.{ $open ->
        [yes] { " " }{ explore-statement-pass-open }
       *[no] {""}
    }
# $heap: el montón más pequeño donde acaban las listas del artículo; $from: dónde empieza la esquina rayada
explore-statement-pass-open = Para el montón más pequeño { $heap } la lista del artículo se detiene: «no hay un patrón evidente». La esquina rayada, con ambos montones libres de { $from } o más, es esa pregunta abierta.
explore-statement-pass-unlisted = { $title } solo enumera posiciones de tres montones: esta cuadrícula es la respuesta de la búsqueda exhaustiva.

## Wythoff's game: two heaps, and a second picture of every pair's Grundy value
# $title: the source's title (not translated); $pair: the pairs' formula; $first: the first pairs, e.g. "(0, 0), (1, 2), (3, 5)"
explore-statement-wythoff = { $title }: dos montones son P exactamente cuando forman un par { $pair }, φ el número áureo: { $first }… Las casillas marcadas con un rombo son esos pares. La cuadrícula misma se halla por mex, el valor de Grundy de cada casilla a partir de los valores a una jugada, y los pares se comprueban con ella.
explore-picture = Imagen
explore-picture-outcomes = Posiciones P
explore-picture-values = Valores de Grundy
explore-values-grid-label = Valores de Grundy de { $family }, { $side } por { $side } casillas: las flechas mueven el cursor, Intro lleva la posición al tablero
# $value: the cell's Grundy value; 0 is a P-position
explore-value-cell = Montones { $position } (fila { $row }, columna { $column }): valor de Grundy { $value }{ $value ->
        [0] , una posición P: gana quien acaba de jugar.
       *[other] .
    } Intro la lleva al tablero.
# $top: the largest value in the grid; $zeros: how many cells have value 0
explore-values-summary = { $family }: el valor de Grundy de cada par a, b de 0 a { $max }, hallado por mex, va de 0 a { $top }. { $zeros ->
        [one] El valor 0, una posición P, está en { $zeros } casilla, en negro.
       *[other] El valor 0, las posiciones P, está en { $zeros } casillas, en negro.
    } Ningún valor se repite en una fila, columna o diagonal: el valor de cada casilla difiere de todos los valores a una jugada.
explore-legend-value-zero = Valor 0: posición P (negro)
explore-legend-values = Valores de 1 a { $top }, de claro a oscuro
