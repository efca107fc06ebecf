# Los mensajes de Nim Lab en español: el panel de análisis y las reglas de «Cómo jugar».
# Glosario: docs/glossary.md.

## El panel

explain-analysis = Análisis
explain-how-to-win = Cómo ganar:

## Nim

explain-nim-name = Nim
explain-nim-rules = Las fichas están en montones. Los jugadores se turnan. En tu turno, elige un montón y toma de él una o más fichas: tantas como quieras, incluso el montón entero. Gana quien toma la última ficha.
explain-nim-hint = escribe los montones en binario y deja a tu rival una posición en la que cada columna tenga un número par de unos (suma nim 0).
explain-nim-sum-caption = Los montones en binario y su suma nim

## La tabla de la suma nim

explain-column-unbalanced = , desequilibrada (número impar de unos)
explain-heap-row = Montón { $heap }
explain-heap-column = Montón
explain-size-column = Tamaño
explain-new-column = Nuevo
explain-nim-sum-row = Suma nim
explain-balanced = Cada columna tiene un número par de unos: la suma nim es 0.
explain-unbalanced = Las columnas ★ tienen un número impar de unos; la más alta es la columna del { $column }.
explain-balancing-move = { $unbalanced } Cambiar las cifras recuadradas equilibra todas las columnas: { $change }.
explain-other-changes = Otros montones con un 1 en esa columna también la equilibran: { $moves }.

## Las potencias de dos

explain-powers-title = Potencias de dos
explain-powers-intro = Cada montón descompuesto en potencias de dos; las potencias iguales de dos montones se anulan por parejas (tachadas).
explain-powers-intro-parts = El valor de cada parte descompuesto en potencias de dos; las potencias iguales de dos valores se anulan por parejas (tachadas).
explain-powers-source = Esta imagen es la de { $title } (C. Mäsak, 2011)
explain-powers-heap = Montón { $heap }: { $size }
explain-powers-part = { $part }: *{ $value }
explain-cancels = (se anula)
explain-powers-all-cancel = Cada componente se anula con su pareja: no sobra nada, así que la suma nim es 0.
explain-powers-left-over = Sobran: { $terms }; juntos, la suma nim { $nim_sum }.

## Las reglas de cada variante, para «Cómo jugar»

explain-misere-name = Nim misère
explain-misere-rules = Las fichas están en montones. Los jugadores se turnan. En tu turno, elige un montón y toma de él una o más fichas. Pierde quien tiene que tomar la última ficha.
explain-misere-hint = juega como en el Nim normal (deja una suma nim 0) hasta que tu jugada no deje ningún montón mayor que 1; entonces deja en su lugar un número impar de montones de una ficha.
explain-circle-name = Nim circular
explain-circle-rules = Las marcas ocupan los lugares de un anillo. Los jugadores se turnan. En tu turno, toma una marca, o dos marcas contiguas sin ningún lugar vacío entre ellas. Gana quien toma la última marca.
explain-circle-hint = en un anillo entero de tres o más marcas, deja empezar a tu rival; luego toma la marca o las dos marcas justo enfrente en el anillo, de modo que queden dos filas iguales, y copia cada una de sus jugadas en la otra fila.
explain-blocking-name = Nim con bloqueo
explain-blocking-rules = Las fichas están en montones, como en el Nim. Antes de cada jugada, incluida la primera, el otro jugador prohíbe { $blocks ->
        [one] una de las jugadas posibles del jugador que mueve
       *[other] { $blocks } de las jugadas posibles del jugador que mueve
    }: una jugada es un montón y el tamaño que tendría después. Luego el jugador que mueve hace cualquier jugada no prohibida. Los papeles se intercambian tras cada jugada, y gana el último que hace una jugada permitida: quien tiene todas sus jugadas prohibidas pierde.
explain-blocking-hint-theorem = ordena los montones a ≤ b ≤ c y deja a tu rival a = b = c o a + b + 1 = c; cuando bloquees, prohíbe la jugada que dejaría una posición así.
explain-blocking-hint-search = { $blocks ->
        [one] deja posiciones desde las que como mucho una jugada lleve a una posición perdedora, y prohíbe exactamente esa jugada; el panel de pistas la indica.
       *[other] deja posiciones desde las que como mucho { $blocks } jugadas lleven a una posición perdedora, y prohíbe exactamente esas jugadas; el panel de pistas las indica.
    }
explain-pass-name = Nim con pase
explain-pass-rules = Las fichas están en montones. Los jugadores se turnan. En tu turno, elige un montón y toma de él una o más fichas; gana quien toma la última ficha. Una vez en toda la partida, cualquiera de los dos puede pasar en lugar de tomar. Nadie puede pasar cuando todos los montones están vacíos, y tras el pase se juega Nim normal.
explain-pass-hint = mientras no se haya usado el pase, pasar gana siempre que la suma nim de los montones sea 0; tras el pase, deja a tu rival una suma nim 0 como en el Nim.

## El panel del Nim misère: filas grandes (más de una ficha) y filas sueltas (exactamente una)

explain-misere-title = Misère: filas grandes
explain-misere-source = La regla del Classic Nim en los apuntes { $title }.
explain-misere-row-counts = { $big ->
        [one] 1 fila grande
       *[other] { $big } filas grandes
    } (más de una ficha) y { $single ->
        [one] 1 fila suelta
       *[other] { $single } filas sueltas
    } (exactamente una ficha).
explain-misere-regime = { $name }: { $rule }
explain-misere-like-nim = Dos o más filas grandes
explain-misere-like-nim-rule = Se juega exactamente como en el Nim: el jugador que mueve gana si y solo si la suma nim no es 0.
explain-misere-one-big = Exactamente una fila grande
explain-misere-one-big-rule = El jugador que mueve gana: reduce la fila grande a 0 o 1 ficha de modo que quede un número impar de filas sueltas. Aquí no decide la suma nim.
explain-misere-no-big = Ninguna fila grande
explain-misere-no-big-rule = Solo quedan filas sueltas: el jugador que mueve gana si y solo si su número es par. Aquí no decide la suma nim.
explain-misere-big-row = La fila grande: montón { $heap } ({ $size ->
        [one] { $size } ficha
       *[other] { $size } fichas
    }).
explain-misere-singles-even = Filas sueltas: { $singles }, un número par.
explain-misere-singles-odd = Filas sueltas: { $singles }, un número impar.
explain-misere-winning-move = Jugada ganadora: { $change }, que deja { $singles ->
        [one] 1 fila suelta
       *[other] { $singles } filas sueltas
    }, un número impar, así que el rival acaba tomando la última ficha.
explain-misere-no-move = Toda jugada deja un número par de filas sueltas: el jugador que mueve pierde.

## El panel del Nim con pase y su botón Pasar

explain-pass-theorem = Teorema { $number } de { $title } { $statement } La búsqueda exacta en { $states } posiciones lo confirma.
explain-pass-theorem-two-heaps = (dos montones [m, n], m ≤ n): el jugador que mueve pierde exactamente cuando m es impar y n = m + 1. Aquí m = { $m }, n = { $n }.
explain-pass-theorem-one-mn = (montones [1, m, n], 1 ≤ m ≤ n): el jugador que mueve pierde exactamente cuando m = n y m no es 2. Aquí m = { $m }, n = { $n }.
explain-pass-theorem-ones-twos = (solo montones de 1 y 2, m1 + 2·m2 ≥ 7): el jugador que mueve pierde exactamente cuando el número m1 de montones de 1 es impar y el número m2 de montones de 2 es par. Aquí m1 = { $m1 }, m2 = { $m2 }.
explain-pass-theorem-ones-twos-threes = (solo montones de 1, 2 y 3, m1 + 2·m2 + 3·m3 ≥ 10): el jugador que mueve pierde exactamente cuando m1 es impar y m2, m3 son pares, o m1 es par y m2, m3 son impares. Aquí m1 = { $m1 }, m2 = { $m2 }, m3 = { $m3 }.
explain-pass-listed = El artículo { $title } incluye esta posición entre las posiciones perdedoras de tres montones con montón menor { $smallest }: { $family }. El artículo da las listas sin demostración; la búsqueda exacta en { $states } posiciones lo demuestra: el jugador que mueve pierde.
explain-pass-family-k = { $family } con k = { $k }
explain-pass-search = Ningún teorema de { $title } cubre estos montones, así que la respuesta sale de una búsqueda exacta en { $states } posiciones.
explain-pass-wins-now = Pasar gana ahora: la suma nim de los montones es 0, así que tras el pase el rival queda en una posición perdedora del Nim normal.
explain-pass-loses-now = Pasar no gana ahora: tras el pase el rival tendría un Nim normal con suma nim distinta de 0, que gana.
explain-pass-caption = Tras un pase: Nim normal con estos montones

## El panel del Nim circular: un anillo entero, o las filas de Kayles en que se ha roto

explain-circle-symmetry = El anillo está entero, con { $markers } marcas. Tome lo que tome el primer jugador, el segundo responde tomando la marca o las dos marcas justo enfrente en el anillo, y deja dos filas de igual longitud; a partir de ahí copia cada jugada en la otra fila. Así que el jugador que mueve pierde ante un juego perfecto (la estrategia de simetría).
explain-circle-opening = Visto como suma de juegos: la primera jugada abre el anillo en una sola fila de Kayles, de { $one } marcas si se quita una (valor de Kayles { $one_value }) o de { $two } si se quitan dos (valor { $two_value }). Ninguno de los dos valores es 0, así que gana quien responde a la primera jugada, como muestra la simetría.
explain-circle-broken = El anillo está roto, así que cada tramo de marcas se juega como una fila de Kayles (tomar una marca o dos vecinas); una fila vale su valor de Kayles.
explain-circle-rows-label = Filas del anillo
explain-circle-caption = Filas del anillo y sus valores de Kayles
explain-circle-row-column = Fila
explain-circle-places-column = Lugares
explain-circle-markers-column = Marcas
explain-circle-kayles-column = Valor de Kayles
explain-circle-row = Fila { $row }
explain-circle-empty = No queda ninguna marca.
explain-circle-sum = Suma nim de los valores de Kayles de las filas: { $values } = { $nim_sum }. El jugador que mueve gana si y solo si no es 0.

## El panel del Nim con bloqueo

explain-blocking-title = Nim con bloqueo: { $blocks ->
        [one] 1 bloqueo
       *[other] { $blocks } bloqueos
    } por turno
explain-blocking-theorem = El teorema de { $title } (tres montones, un bloqueo por turno): ordena los montones a ≤ b ≤ c. El jugador que mueve pierde (una posición P) exactamente cuando a = b = c o a + b + 1 = c. Aquí (a, b, c) = ({ $a }, { $b }, { $c }).
explain-blocking-all-equal-holds = a = b = c: { $a }, { $b }, { $c }; se cumple
explain-blocking-all-equal-fails = a = b = c: { $a }, { $b }, { $c }; no se cumple
explain-blocking-sum-holds = a + b + 1 = c: { $a } + { $b } + 1 = { $sum }, c = { $c }; se cumple
explain-blocking-sum-fails = a + b + 1 = c: { $a } + { $b } + 1 = { $sum }, c = { $c }; no se cumple
explain-blocking-search = El teorema de { $title } solo cubre tres montones con un bloqueo; más allá está la pregunta abierta del artículo, así que la respuesta sale de una búsqueda exacta en { $states } posiciones: el jugador que mueve gana si y solo si al menos { $needed } de sus jugadas llevan a posiciones P, más de las que el bloqueador puede prohibir.
explain-blocking-forbidden = Prohibidas en este turno: { $moves }.
explain-blocking-must-forbid = Para ganar, el bloqueador debe prohibir: { $moves }.
explain-blocking-no-move-to-p = Ninguna jugada lleva a una posición P, así que, se prohíba lo que se prohíba, el jugador que mueve pierde.
explain-blocking-unstoppable = { $moves ->
        [one] 1 jugada lleva
       *[other] { $moves } jugadas llevan
    } a posiciones P, pero el bloqueador solo prohíbe { $blocks }: no se puede detener al jugador que mueve.
explain-blocking-moves-to-p = Jugadas que llevan a posiciones P ({ $count }): { $moves }.

explain-wythoff-name = Juego de Wythoff
explain-wythoff-rules = Dos montones de fichas. Los jugadores se turnan. En tu turno, quita las fichas que quieras de un montón, o el mismo número de ambos montones. Gana quien quita la última ficha.
explain-wythoff-hint = deja uno de los pares (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)…: el n-ésimo par es (⌊nφ⌋, ⌊nφ²⌋), con φ el número áureo, y sus montones se diferencian en n.
explain-wythoff-source = Las posiciones perdedoras halladas en { $title } (W. A. Wythoff, 1907) son los pares (⌊nφ⌋, ⌊nφ²⌋) para n = 0, 1, 2, …, donde φ = (1 + √5) / 2 ≈ 1,618.
explain-wythoff-why = Los montones del n-ésimo par se diferencian en n, y cada tamaño está en exactamente un par. Así que ninguna jugada lleva de un par a otro: una jugada en un montón conserva el otro, y una jugada en ambos conserva la diferencia. Desde cualquier otra posición una jugada llega a un par: conserva un montón y baja el otro hasta su pareja, o quita de ambos hasta el par con la misma diferencia.
explain-wythoff-is-pair = ({ $low }, { $high }) es el par n = { $n }: toda jugada deja una posición que no es un par, así que pierde el jugador al que le toca.
explain-wythoff-reach = { $move } deja el par n = { $n }, ({ $low }, { $high }).
explain-wythoff-caption = Las posiciones P (⌊nφ⌋, ⌊nφ²⌋)
explain-wythoff-here = esta posición
explain-wythoff-reached = una jugada ganadora deja este par
explain-wythoff-note-column = Nota
explain-wythoff-column-n = n
explain-wythoff-column-low = ⌊nφ⌋
explain-wythoff-column-high = ⌊nφ²⌋

## Nim en escalera

explain-staircase-name = Nim en escalera
explain-staircase-rules = Hay monedas en los escalones de una escalera. Los jugadores juegan por turnos. En tu turno, baja cualquier número de monedas de un escalón al escalón justo debajo; las monedas que bajan del escalón 1 salen de la escalera. Gana quien hace la última jugada.
explain-staircase-hint = solo cuentan los escalones impares (1, 3, 5, …): juega al Nim en ellos y deja su suma Nim en 0. Cuando tu rival baje monedas de un escalón par, baja esas mismas monedas un escalón más.
explain-staircase-source = El Nim en escalera es Nim en los escalones impares, un ejercicio de { $title } (T. S. Ferguson).
explain-staircase-why = Las monedas que bajan de un escalón par caen en uno impar; el otro jugador puede bajarlas enseguida al siguiente escalón par (o fuera de la escalera), y los escalones impares quedan como estaban. Las monedas que bajan de un escalón impar lo dejan, como al tomar de un montón de Nim. Así que los escalones impares son una partida de Nim, y los pares no cambian quién gana.
explain-staircase-caption = Las monedas de los escalones impares en binario
explain-staircase-step = Escalón { $step }
explain-staircase-step-column = Escalón
explain-staircase-coins-column = Monedas
explain-staircase-balanced = La suma Nim de los escalones impares es 0: cualquier jugada la desequilibra, así que pierde quien debe jugar.
explain-staircase-move = { $move }: el escalón { $step } queda con { $to } y la suma Nim de los escalones impares es 0.
## Nim de Fibonacci: el montón como suma de números de Fibonacci no consecutivos (teorema de Zeckendorf)
explain-fibonacci-name = Nim de Fibonacci
explain-fibonacci-rules = Un montón de fichas. Los jugadores se turnan. El primer jugador quita las fichas que quiera, pero no el montón entero. Después, cada jugada quita al menos una ficha y como máximo el doble que la jugada anterior. Gana quien quita la última ficha.
explain-fibonacci-hint = escribe el montón como suma de números de Fibonacci (1, 2, 3, 5, 8, 13, 21…), sin dos vecinos en esa lista, y quita el más pequeño de ellos cuando puedas. Si el montón es él mismo un número de Fibonacci, pierde el primer jugador.
explain-fibonacci-source = { $title } (M. J. Whinihan, 1963): el primer jugador gana exactamente cuando el montón no es un número de Fibonacci. Todo número entero es una única suma de números de Fibonacci, sin dos consecutivos (teorema de Zeckendorf), y el jugador al que le toca pierde exactamente cuando la parte más pequeña de esa suma es mayor que lo que puede quitar.
explain-fibonacci-why = Quitar la parte más pequeña deja un montón cuya parte más pequeña está al menos dos números de Fibonacci más arriba, así que es mayor que el doble de lo quitado: el rival no puede quitarla, y quite lo que quite, la parte más pequeña de lo que queda vuelve a estar al alcance.
explain-fibonacci-caption = El montón como suma de números de Fibonacci no consecutivos
explain-fibonacci-row-now = Ahora
explain-fibonacci-row-after = Tras quitar { $taken }
explain-fibonacci-part-used = en la suma
explain-fibonacci-smallest = , la parte más pequeña
explain-fibonacci-limit-first = Primera jugada: quita como máximo { $limit } (todo menos el montón entero).
explain-fibonacci-limit = La última jugada quitó { $last }: quita ahora como máximo { $limit }.
explain-fibonacci-losing = La parte más pequeña, { $smallest }, es mayor que { $limit }: pierde el jugador al que le toca. Quite lo que quite, el rival puede quitar la parte más pequeña de lo que queda.
explain-fibonacci-winning = La parte más pequeña, { $smallest }, es como máximo { $limit }: el jugador al que le toca gana quitándola.
explain-fibonacci-take = { $move } deja { $sum }: su parte más pequeña, { $smallest }, es mayor que { $double }, lo máximo que puede quitar el rival.
explain-fibonacci-take-all = { $move } quita la última ficha.
explain-fibonacci-no-winning-move = Ninguna jugada gana: cada jugada deja una parte más pequeña que el rival puede quitar.

## El juego de Wythoff como una dama en un tablero

explain-queen-caption = La misma posición como una dama en la columna { $x }, fila { $y }: se mueve a la izquierda, hacia abajo o en diagonal hacia abajo a la izquierda, tanto como quiera. Gana quien la lleva a la esquina (0, 0).
explain-queen-label = Tablero de la dama, la dama en la columna { $x }, fila { $y }
explain-queen-here = La dama, en la columna { $x }, fila { $y }
explain-queen-square = Mover la dama a la columna { $x }, fila { $y }{ $p ->
        [yes] , una posición P
       *[other] {""}
    }{ $wins ->
        [yes] , jugada ganadora
       *[other] {""}
    }
explain-queen-pairs = Las casillas marcadas con P son las posiciones perdedoras (⌊nφ⌋, ⌊nφ²⌋) y sus simétricas: { $count } pares hasta este tablero.

## Nim de Moore
explain-moore-name = Nim de Moore
explain-moore-rules = Las fichas están en montones. Los jugadores se turnan. En tu turno, elige al menos un montón y como máximo { $k }, y quita de cada uno las fichas que quieras (en esta partida, k = { $k }). Gana quien quita la última ficha. Con k = 1, es el Nim.
explain-moore-hint = escribe los montones en binario y cuenta los unos de cada columna: deja en cada columna un número de unos múltiplo de { $modulus } (k + 1).
explain-moore-source = { $title } (E. H. Moore, 1910): el jugador al que le toca pierde exactamente cuando, con los montones escritos en binario, cada columna tiene un número de unos múltiplo de k + 1. Con k = 1, es la regla de Bouton para el Nim: un número par en cada columna.
explain-moore-caption = Los montones en binario; los unos de cada columna contados módulo k + 1 = { $modulus }
explain-moore-heap = Montón
explain-moore-heap-name = el montón { $heap }
explain-moore-ones = Unos
explain-moore-modulo = Módulo { $modulus }
explain-moore-after = Después
explain-moore-losing = Cada columna tiene un número de unos múltiplo de { $modulus }. Una jugada cambia como máximo { $k ->
        [one] un montón
       *[other] { $k } montones
    }, así que en la columna más alta que cambia desaparecen de 1 a { $k } unos y la cuenta deja de ser múltiplo de { $modulus }. Pierde el jugador al que le toca: el rival siempre puede volver a dejar cada columna en un múltiplo.
explain-moore-winning = Una columna no tiene un número de unos múltiplo de { $modulus }: gana el jugador al que le toca. La construcción de Moore encuentra una jugada ganadora columna a columna, empezando por la más alta:
explain-moore-step-lower = Columna del { $column }: { $ones ->
        [one] { $ones } uno
       *[other] { $ones } unos
    } en los montones aún sin cambiar, { $extra } más que un múltiplo de { $modulus }, y demasiado pocos montones ya cambiados para llegar al siguiente: { $heaps } { $count ->
        [one] pierde aquí su 1, así que acaba siendo menor
       *[other] pierden aquí su 1, así que acaban siendo menores
    }, tengan lo que tengan las columnas de abajo.
explain-moore-step-raise = Columna del { $column }: { $ones ->
        [one] { $ones } uno
       *[other] { $ones } unos
    } en los montones aún sin cambiar; { $heaps } { $count ->
        [one] recibe aquí un 1
       *[other] reciben aquí un 1
    } (un montón ya cambiado puede hacerlo), lo que da { $total }, un múltiplo de { $modulus }.
explain-moore-step-keep = Columna del { $column }: { $ones ->
        [one] { $ones } uno
       *[other] { $ones } unos
    } en los montones aún sin cambiar, un múltiplo de { $modulus }{ $changed ->
        [yes] ; los montones ya cambiados reciben aquí un 0.
       *[no] .
    }
explain-moore-move = La jugada: { $move }. { $count ->
        [one] Quita de un solo montón
       *[other] Quita de { $count } montones
    }, no más de k = { $k }.
