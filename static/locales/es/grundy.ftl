## La vista de sucesiones de Grundy: g(n), el valor de Grundy de un montón de n fichas, para cada n hasta un límite
# $code: un código octal como 0.77, y $set un conjunto de sustracción como {1, 2, 3} (ninguno se traduce);
# $game: el nombre de un juego. g(n), n, p, q y t son la notación de Winning Ways (se dejan igual).

toolbar-grundy = Sucesiones de Grundy
grundy-loading = Cargando la vista Sucesiones de Grundy…
grundy-not-loaded = La página no pudo cargar la vista Sucesiones de Grundy. Comprueba la conexión y pulsa Reintentar.
grundy-game-kayles = Kayles
grundy-game-dawson = Kayles de Dawson
grundy-game-guiles = Guiles
grundy-game-dawson-chess = Ajedrez de Dawson
grundy-game-grundy = Juego de Grundy
grundy-option = { $game } ({ $code })
grundy-rule-named = { $game } es el juego octal { $code }.
grundy-rule-octal = En el juego octal { $code }, el dígito i tras el punto dice qué puede dejar una jugada que quita i fichas de un montón: 1 nada, 2 un montón, 4 dos montones (un dígito suma estos casos).
grundy-rule-subtraction = El juego octal { $code } es el juego de sustracción S = { $set }: una jugada quita s fichas de un montón, para cualquier s de S.
grundy-rule-grundy = Juego de Grundy: una jugada divide un montón en dos montones de tamaños distintos.
grundy-link-part = La parte { $part } del enlace no sirve para la vista de Grundy: { $problem }
grundy-typed-rule = El código { $value } no se puede usar: { $problem }
grundy-typed-set = El conjunto de sustracción { $value } no se puede usar: { $problem }
grundy-typed-max = El montón más grande { $value } no se puede usar: { $problem }
grundy-problem-empty = da un nombre como kayles o grundy, o un código como 0.77.
grundy-problem-no-point = un código octal empieza por «0.», como 0.77, o por «4.» si un montón también puede partirse en dos sin quitar nada.
grundy-problem-unknown-name = usa kayles, dawson, guiles, dawson-chess, grundy o un código como 0.77.
grundy-problem-no-digits = el código no tiene dígitos tras el punto.
grundy-problem-too-many-digits = el código tiene { $count } dígitos tras el punto, y se permiten { $limit } como mucho ({ $longest } para el código de un juego de sustracción, de dígitos 0 y 3).
grundy-problem-not-octal = el dígito { $position } tras el punto es { $digit }, y un dígito octal va del 0 al 7.
grundy-problem-set-empty = da los números que una jugada puede quitar, como 1, 2, 3.
grundy-problem-set-zero = un conjunto de sustracción no puede contener 0: una jugada quita al menos una ficha.
grundy-problem-set-duplicate = { $take } está dos veces en el conjunto.
grundy-problem-set-take = { $take } es demasiado grande: un conjunto de sustracción contiene números del 1 al { $limit }.
grundy-problem-set-not-number = { $entry } no es un número entero: escribe los números separados por comas, como 1, 2, 3.
grundy-problem-max-not-whole = el montón más grande es un número entero de 0 a { $limit }.
grundy-problem-max-too-large = la sucesión llega como mucho al montón { $limit }, no { $max }.
