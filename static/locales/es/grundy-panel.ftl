## La vista de sucesiones de Grundy: g(n), el valor de Grundy de un montón de n fichas, para cada n hasta un límite
# $code: un código octal como 0.77, y $set un conjunto de sustracción como {1, 2, 3} (ninguno se traduce);
# $game: el nombre de un juego. g(n), n, p, q y t son la notación de Winning Ways (se dejan igual).

grundy-title = Sucesiones de Grundy
grundy-close = Cerrar
grundy-intro = El valor de Grundy g(n) de un montón de n fichas, para cada n hasta un límite: una suma de montones la gana el jugador que mueve a una posición cuyos valores tienen suma nim 0.
grundy-rule-label = Juego
grundy-choice-code = Otro código octal…
grundy-choice-set = Un conjunto de sustracción…
grundy-code-label = Código octal (0. y hasta { $limit } dígitos del 0 al 7)
grundy-set-label = Conjunto de sustracción (los números de fichas que una jugada puede quitar, separados por comas)
grundy-max-label = Montón más grande n (de 0 a { $limit })
grundy-compute = Calcular
grundy-progress-label = Valores ya calculados
grundy-progress = Calculando g(0) a g({ $max })… { $percent } %
grundy-computing = Calculando g(0) a g({ $max })…
grundy-cancel = Cancelar
grundy-cancelled = Cancelado. Pulsa Calcular para empezar de nuevo.
grundy-unavailable = La página no pudo iniciar su cálculo en segundo plano, así que aquí no puede calcular sucesiones.
grundy-failed-rule = El cálculo en segundo plano no pudo leer la regla { $rule }.
grundy-failed-max = El cálculo en segundo plano llega hasta el montón { $limit }, no { $max }.
grundy-failed-value = El valor de Grundy del montón { $heap } es 65 536 o más, más de lo que guarda esta vista: elige un montón más grande menor.
grundy-failed-reply = La página y su cálculo en segundo plano no pudieron entenderse (quizá son de dos versiones de la aplicación). Recarga la página para volver a calcular sucesiones.
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
