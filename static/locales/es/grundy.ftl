## La vista de sucesiones de Grundy: g(n), el valor de Grundy de un montón de n fichas, para cada n hasta un límite
# $code: un código octal como 0.77, y $set un conjunto de sustracción como {1, 2, 3} (ninguno se traduce);
# $game: el nombre de un juego. g(n), n, p, q y t son la notación de Winning Ways (se dejan igual).

toolbar-grundy = Sucesiones de Grundy
grundy-loading = Cargando la vista Sucesiones de Grundy…
grundy-not-loaded = La página no pudo cargar la vista Sucesiones de Grundy. Comprueba la conexión y vuelve a abrir Sucesiones de Grundy.
grundy-title = Sucesiones de Grundy
grundy-close = Cerrar
grundy-intro = El valor de Grundy g(n) de un montón de n fichas, para cada n hasta un límite: una suma de montones la gana el jugador que mueve a una posición cuyos valores tienen suma nim 0.
grundy-rule-label = Juego
grundy-game-kayles = Kayles
grundy-game-dawson = Kayles de Dawson
grundy-game-guiles = Guiles
grundy-game-dawson-chess = Ajedrez de Dawson
grundy-game-grundy = Juego de Grundy
grundy-option = { $game } ({ $code })
grundy-choice-code = Otro código octal…
grundy-choice-set = Un conjunto de sustracción…
grundy-code-label = Código octal (0. y hasta { $limit } dígitos del 0 al 7)
grundy-set-label = Conjunto de sustracción (los números de fichas que una jugada puede quitar, separados por comas)
grundy-max-label = Montón más grande n (de 0 a { $limit })
grundy-compute = Calcular

grundy-rule-named = { $game } es el juego octal { $code }.
grundy-rule-octal = En el juego octal { $code }, el dígito i tras el punto dice qué puede dejar una jugada que quita i fichas de un montón: 1 nada, 2 un montón, 4 dos montones (un dígito suma estos casos).
grundy-rule-subtraction = El juego octal { $code } es el juego de sustracción S = { $set }: una jugada quita s fichas de un montón, para cualquier s de S.
grundy-rule-grundy = Juego de Grundy: una jugada divide un montón en dos montones de tamaños distintos.

grundy-progress-label = Valores ya calculados
grundy-progress = Calculando g(0) a g({ $max })… { $percent } %
grundy-computing = Calculando g(0) a g({ $max })…
grundy-cancel = Cancelar
grundy-cancelled = Cancelado. Pulsa Calcular para empezar de nuevo.
grundy-unavailable = La página no pudo iniciar su cálculo en segundo plano, así que aquí no puede calcular sucesiones.
grundy-failed-rule = El cálculo en segundo plano no pudo leer la regla { $rule }.
grundy-failed-max = El cálculo en segundo plano llega hasta el montón { $limit }, no { $max }.
grundy-failed-value = El valor de Grundy del montón { $heap } es 65 536 o más, más de lo que guarda esta vista: elige un montón más grande menor.
grundy-computed = Calculados g(0) a g({ $max }): { $found }
grundy-computed-period = periodo { $period }, preperiodo { $preperiod }, demostrado.
grundy-computed-no-period = ningún periodo demostrado.

grundy-period-proven = Periodo p = { $period } y preperiodo q = { $preperiod }: g(n + { $period }) = g(n) para todo n ≥ { $preperiod }. Demostrado por el teorema de periodicidad de Guy y Smith: el patrón se cumple para todo n con { $preperiod } ≤ n < 2q + p + t = { $bound } (t = { $digits } dígitos), así que se cumple para todo n.
grundy-last-exception = La última excepción es g({ $last }) ≠ g({ $last } + { $period }).
grundy-exceptions-outlined = Las excepciones están recuadradas en la tira.
grundy-period-none = No se encontró ningún periodo hasta { $max }. El teorema de Guy y Smith demuestra un periodo p con preperiodo q cuando los valores llegan a 2q + 2p + t: prueba con un montón más grande.
grundy-period-grundy = El juego de Grundy no tiene periodo demostrado: el teorema de Guy y Smith trata de juegos octales, y el juego de Grundy no lo es (sus divisiones no quitan fichas y deben ser desiguales). No se conoce ningún periodo, aunque se ha calculado hasta montones muy grandes.

grundy-strip-title = Los primeros valores
grundy-strip-caption = g(n) para n de 0 a { $last }, { $width } por fila{ $periodic ->
        [yes] : un múltiplo del periodo, así que cada columna se repite tras el preperiodo.
       *[no] .
    }
grundy-strip-corner = n
grundy-strip-more = La tira muestra los primeros { $shown } de { $count } valores; el gráfico y el CSV los contienen todos.
grundy-legend-exception = Excepción: g(n) ≠ g(n + p) antes del preperiodo
grundy-plot-title = g(n) frente a n
grundy-plot-label = Gráfico de g(n) para n de 0 a { $max }, valores de 0 a { $largest }.{ $proven ->
        [yes] { " " }La línea vertical marca el preperiodo, { $preperiod }: periódico desde ahí.
       *[no] {""}
    }{ $per ->
        [1] {""}
       *[other] { " " }Cada columna reúne { $per } montones, dibujados desde su valor más bajo hasta el más alto.
    }
grundy-axis-n-first = n = 0
grundy-axis-n-last = n = { $max } →
grundy-axis-g-top = g = { $largest }
grundy-axis-g-bottom = g = 0
grundy-legend-preperiod = Preperiodo: periódico desde esta línea
grundy-csv = Exportar CSV

grundy-link-part = La parte { $part } del enlace no sirve para la vista de Grundy: { $problem }
grundy-typed-rule = El código { $value } no se puede usar: { $problem }
grundy-typed-set = El conjunto de sustracción { $value } no se puede usar: { $problem }
grundy-typed-max = El montón más grande { $value } no se puede usar: { $problem }
grundy-problem-empty = da un nombre como kayles o grundy, o un código como 0.77.
grundy-problem-no-point = un código octal empieza por «0.», como 0.77.
grundy-problem-unknown-name = usa kayles, dawson, guiles, dawson-chess, grundy o un código como 0.77.
grundy-problem-no-digits = el código no tiene dígitos tras «0.».
grundy-problem-too-many-digits = el código tiene { $count } dígitos tras el punto, y se permiten { $limit } como mucho.
grundy-problem-not-octal = el dígito { $position } tras el punto es { $digit }, y un dígito octal va del 0 al 7.
grundy-problem-set-empty = da los números que una jugada puede quitar, como 1, 2, 3.
grundy-problem-set-zero = un conjunto de sustracción no puede contener 0: una jugada quita al menos una ficha.
grundy-problem-set-duplicate = { $take } está dos veces en el conjunto.
grundy-problem-set-take = { $take } es demasiado grande: aquí una jugada quita como mucho { $limit } fichas, el código octal más largo.
grundy-problem-set-not-number = { $entry } no es un número entero: escribe los números separados por comas, como 1, 2, 3.
grundy-problem-max-not-whole = el montón más grande es un número entero de 0 a { $limit }.
grundy-problem-max-too-large = la sucesión llega como mucho al montón { $limit }, no { $max }.
