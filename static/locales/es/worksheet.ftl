## La hoja de ejercicios imprimible: su diálogo, título, instrucciones, cada posición y las soluciones

worksheet-button = Hoja de ejercicios
worksheet-dialog-intro = Imprime una hoja de posiciones para resolver en papel, con las soluciones en una página aparte. El mismo número de hoja da siempre las mismas preguntas.
worksheet-game-field = Juego
worksheet-count-field = Número de preguntas
worksheet-level-field = Dificultad
worksheet-seed-field = Número de hoja
worksheet-link-field = Enlace que abre esta hoja, lista para imprimir
worksheet-print = Imprimir
worksheet-close = Cerrar la hoja de ejercicios
worksheet-loading = Cargando la hoja de ejercicios…
worksheet-not-loaded = La página no pudo cargar la hoja de ejercicios. Compruebe la conexión y vuelva a pulsar Imprimir.
worksheet-level-1 = 1 — pocos montones pequeños; anillos completos
worksheet-level-2 = 2 — más montones y más grandes; anillos con huecos
worksheet-level-3 = 3 — muchos montones grandes; anillos rotos; sin teorema
worksheet-bad-count = Elige de 1 a { $max } preguntas.
worksheet-bad-seed = El número de hoja es un número entero desde 0.
worksheet-title = Hoja de ejercicios de { $game }
worksheet-details =
    { $count ->
        [one] Nivel { $level } · { $count } pregunta · hoja { $seed }
        [many] Nivel { $level } · { $count } de preguntas · hoja { $seed }
       *[other] Nivel { $level } · { $count } preguntas · hoja { $seed }
    }
worksheet-instructions-nim = Para cada posición, escribe los montones en binario en la tabla y la suma nim en su última fila. ¿Quién gana: el jugador al que le toca mover (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da una jugada ganadora.
worksheet-instructions-misere = El jugador que toma la última ficha pierde. Para cada posición, escribe los montones en binario y la suma nim; cuenta los montones con más de una ficha. ¿Quién gana: el jugador al que le toca mover (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da una jugada ganadora.
worksheet-instructions-circle = Toma una marca, o dos marcas contiguas; quien toma la última marca gana. ¿Quién gana: el jugador al que le toca mover (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da una jugada ganadora.
worksheet-instructions-blocking = Antes de cada jugada el bloqueador prohíbe jugadas, y luego el jugador que mueve toma fichas. ¿Quién gana desde cada posición: el jugador que mueve o el bloqueador? Da las jugadas que llevan a posiciones P.
worksheet-instructions-pass = Nim en el que cada jugador puede pasar una vez en toda la partida, nunca como última jugada. Para cada posición, escribe los montones en binario y la suma nim: tras el pase el juego es Nim, así que pasar gana cuando la suma nim es 0. ¿Quién gana: el jugador al que le toca mover (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da una jugada ganadora (el pase cuenta).
worksheet-instructions-sum = Cada posición es una suma de juegos: da el valor de Grundy de cada parte (el mex de los valores de sus opciones), escribe los valores en binario y su suma nim, que es el valor de la suma. ¿Es P o N: gana el jugador al que le toca mover (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da una jugada ganadora.
worksheet-question = Pregunta { $number }
worksheet-ring =
    Un anillo de { $places ->
        [one] { $places } lugar
       *[other] { $places } lugares
    } con { $markers ->
        [one] { $markers } marca
       *[other] { $markers } marcas
    }.
worksheet-heaps = Montones { $heaps }.
worksheet-parts = Partes: { $parts }.
worksheet-heaps-pass = Montones { $heaps }; el pase no se ha usado.
worksheet-heaps-blocking =
    { $blocks ->
        [one] Montones { $heaps }; el bloqueador prohíbe { $blocks } jugada por turno.
       *[other] Montones { $heaps }; el bloqueador prohíbe { $blocks } jugadas por turno.
    }
worksheet-heap = Montón { $heap }
worksheet-heap-counters =
    { $count ->
        [one] Montón { $heap }: { $count } ficha
        [many] Montón { $heap }: { $count } de fichas
       *[other] Montón { $heap }: { $count } fichas
    }
worksheet-place-marker = lugar { $place }: marca
worksheet-place-empty = lugar { $place }: vacío
worksheet-nim-sum-row = Suma nim
worksheet-heap-column = Montón
worksheet-answer-blank = Respuesta:
worksheet-value-blank = Valor de la suma:
worksheet-part-column = Parte
worksheet-value-column = Valor
worksheet-value-is = El valor de la suma es { $value }.
worksheet-value-why =
    { $count ->
        [one] La parte tiene valor { $values }; { $sum }.
       *[other] Las partes tienen valores { $values }; { $sum }.
    }
worksheet-key-title = Soluciones
worksheet-key-heading = Soluciones — Hoja de ejercicios de { $game }
worksheet-moves-or = { $first } o { $last }
worksheet-moves-more =
    { $count ->
        [one] { $first }, o { $count } otra jugada ganadora
       *[other] { $first }, o una de otras { $count } jugadas ganadoras
    }
worksheet-first-wins = Gana el primer jugador: { $moves }.
worksheet-second-wins = Gana el segundo jugador: toda jugada pierde.
worksheet-mover-wins =
    { $count ->
        [one] Gana el jugador que mueve: { $count } jugada lleva a posiciones P, más de las que el bloqueador puede prohibir ({ $moves }).
       *[other] Gana el jugador que mueve: { $count } jugadas llevan a posiciones P, más de las que el bloqueador puede prohibir ({ $moves }).
    }
worksheet-blocker-wins-outright = Gana el bloqueador: ninguna jugada lleva a una posición P.
worksheet-blocker-wins = Gana el bloqueador prohibiendo { $moves }.
worksheet-three-heap-theorem = Lo decide el teorema de los tres montones.
worksheet-exact-search = Ningún teorema lo cubre: se halló por búsqueda exhaustiva.
worksheet-theorem-two-heaps = Lo decide el teorema 1 (dos montones).
worksheet-theorem-one-m-n = Lo decide el teorema 2 ([1, m, n]).
worksheet-theorem-ones-twos = Lo decide el teorema 3 (unos y doses).
worksheet-theorem-ones-twos-threes = Lo decide el teorema 4 (unos, doses y treses).
worksheet-bad-link-seed = El worksheet={ $value } del enlace debería ser un número de hoja (un número entero desde 0); no se muestra ninguna hoja.
worksheet-bad-link-count = El count={ $value } de la hoja del enlace debería ir de 1 a { $max }; la hoja tiene 10 preguntas.
worksheet-bad-link-level = El level={ $value } de la hoja del enlace debería ser 1, 2 o 3; la hoja es de nivel 1.
