## La hoja de ejercicios imprimible: su diálogo, título, instrucciones, cada posición y las soluciones

worksheet-button = Hoja de ejercicios
worksheet-loading = Cargando la hoja de ejercicios…
worksheet-not-loaded = La página no pudo cargar la hoja de ejercicios. Compruebe la conexión y pulse Reintentar.
# Said in the Worksheet and Quiz dialogs while their form's part of the app is on its way, and when it cannot be had
worksheet-dialog-loading = Cargando las opciones…
worksheet-dialog-not-loaded = La página no pudo cargar estas opciones. Compruebe la conexión, luego pulse Reintentar.
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
worksheet-value-is = { $what ->
    [picture] El valor del dibujo es { $value }.
    [row] El valor de la fila es { $value }.
    [grid] El valor de la cuadrícula es { $value }.
   *[sum] El valor de la suma es { $value }.
}
worksheet-value-why =
    { $what ->
        [picture]
            { $count ->
                [one] El dibujo sobre el suelo tiene valor { $values }; { $sum }.
               *[other] Los dibujos sobre el suelo tienen valores { $values }; { $sum }.
            }
        [row]
            { $count ->
                [one] La cara tiene valor { $values }; { $sum }.
               *[other] Las caras tienen valores { $values }; { $sum }.
            }
        [grid]
            { $count ->
                [one] La cara tiene valor { $values }; { $sum }.
               *[other] Las caras tienen valores { $values }; { $sum }.
            }
       *[sum]
            { $count ->
            [one] La parte tiene valor { $values }; { $sum }.
           *[other] Las partes tienen valores { $values }; { $sum }.
            }
    }
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
worksheet-steps = Monedas en los escalones 1, 2, 3, …: { $steps }.

worksheet-fibonacci-start = Un montón de { $heap }; la primera jugada.
worksheet-fibonacci = Un montón de { $heap }; la última jugada quitó { $last }.
worksheet-heaps-moore = Montones { $heaps }; una jugada quita como máximo de { $k ->
        [one] un montón
       *[other] { $k } montones
    }.
