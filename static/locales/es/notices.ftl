## Avisos y anuncios

notice-dismiss = Cerrar el aviso
notice-wait-for-computer = Espera la jugada del ordenador.
notice-computer-cannot-analyse = El ordenador no puede analizar esta posición: supera el límite de tamaño.
notice-sentence-separator = {" "}
notice-moved = { $player }: { $played }.
notice-taken-back = Jugada deshecha.
notice-played-again = Jugada rehecha.
notice-new-game = Nueva partida.
notice-new-position = Nueva posición preparada.
notice-random-position = Posición aleatoria preparada.

## Qué falló en un enlace ($value es el texto del propio enlace; las palabras tras «usa» son claves del enlace y no se traducen)

notice-link-default-position = Se muestra la posición predeterminada en su lugar.
notice-link-unknown-game = El enlace nombra un juego desconocido { $value }: usa nim, misere, circle, blocking o pass.
notice-link-unknown-mode = El enlace nombra un modo desconocido { $value }: usa computer, two o analysis.
notice-link-unknown-controls = El enlace nombra unos controles desconocidos { $value }: usa full, min o none.
notice-link-unknown-panel = El enlace nombra un panel desconocido { $value }: usa none, verdict, table o full.
notice-link-unknown-strength = El enlace nombra una fuerza desconocida { $value }: usa perfect, strong o casual.
notice-link-unknown-first = El enlace nombra un primer jugador desconocido { $value }: usa you o computer.
notice-link-unknown-view = El enlace nombra una vista desconocida { $value }: usa board, diagram, explore, review o grundy.
notice-link-bad-origin = El parámetro origin={ $value } del enlace no es un origen de página (como https://example.org): ninguna página puede controlar esta inserción.
notice-link-bad-switch = En el enlace, { $key }={ $value } debería ser 0 o 1.
notice-link-heap-negative = El montón { $value } del enlace no se puede usar: un montón no puede ser negativo.
notice-link-heap-not-a-number = El montón { $value } del enlace no se puede usar: el tamaño de un montón debe ser un número entero.
notice-link-heap-huge = El montón { $value } del enlace no se puede usar: es demasiado grande.
notice-link-bad-ring = El anillo { $value } del enlace no se puede usar: escribe o para una marca y . para un lugar vacío.
notice-link-bad-part = La parte { $value } del enlace se ha omitido: { $problem ->
        [shape] escribe una parte como JUEGO:TAMAÑO, por ejemplo kayles:8.
        [digit] las cifras de un código octal van de 0 a 7.
        [point] un código octal empieza por «0.», como 0.77, o por «4.» si un montón también puede partirse en dos sin quitar nada.
        [long] un código tiene como mucho { $limit } cifras tras el punto ({ $longest } para el código de un juego de sustracción, de cifras 0 y 3).
        [name] usa nim, kayles, grundy o un código octal como 0.77.
       *[size] su tamaño no es un número entero.
    }
notice-link-bad-blocks = En el enlace, blocks={ $value } debería ser un número entero pequeño.
notice-link-bad-forbid = Las jugadas prohibidas { $value } del enlace no son jugadas que el bloqueador pueda prohibir en su posición: el bloqueador vuelve a elegir.
notice-link-bad-turn = En el enlace, turn={ $value } debería ser 1 o 2: el jugador 1 mueve primero.
notice-link-limit = La posición del enlace: { $problem }

## Órdenes rechazadas de la página anfitriona (los nombres de órdenes y campos no se traducen)

host-error-version = La orden es para la versión { $found } de los mensajes de Nim Lab; esta página lee la versión { $read }.
host-error-unknown = Orden desconocida { $command }: usa setPosition, newGame, undo, redo, setHints, getState o setState.
host-error-field = La orden { $command } necesita su campo { $field }.
host-error-link = No se puede poner la posición: { $problems }
host-error-empty = El texto del enlace no nombra ninguna posición, vista, cuestionario ni ajuste.
host-error-nothing-to-undo = No hay ninguna jugada que deshacer.
host-error-nothing-to-redo = No hay ninguna jugada que rehacer.
host-error-move = La jugada { $number } ({ $played }) no se puede jugar donde va.
notice-link-step-negative = El escalón { $value } del enlace no se puede usar: un escalón no puede tener un número negativo de monedas.
notice-link-step-not-a-number = El escalón { $value } del enlace no se puede usar: las monedas de un escalón deben ser un número entero.
notice-link-step-huge = El escalón { $value } del enlace no se puede usar: es demasiado grande.

notice-link-bad-last = En el enlace, last={ $value } no es una jugada anterior que este montón permita: la partida empieza por su primera jugada.
notice-link-other-field = En el enlace, { $key }= no se lee: la posición de este juego se escribe { $own }=.
notice-link-bad-k = En el enlace, k={ $value } no es un número de montones de 1 a 4 de los que pueda quitar una jugada: se usa k={ $k }.
notice-link-bad-coin-rule = rule={ $value } del enlace no es una regla de voltear monedas (turtles, mock, ruler o twins): se juega a Turning Turtles.
notice-link-bad-coin = La moneda { $coin } del enlace es { $value }, ni H ni T: se lee como cruz.
notice-link-too-many-coins = La fila del enlace tiene { $count } monedas, más de las { $limit } que puede tener una fila: no se ha leído.
notice-link-bad-head = La cara { $value } del enlace no es una casilla escrita x:y: se omite.
notice-link-head-off-grid = La cara { $value } del enlace está fuera de la cuadrícula (de 0 a { $last } en cada sentido): se omite.
notice-link-head-repeated = La cara { $value } aparece dos veces en el enlace: cuenta una vez.
notice-link-too-many-edges = El dibujo del enlace tiene { $count } aristas, más de las { $limit } que puede tener un dibujo: no se ha leído.
notice-link-bad-edge = La arista { $edge } del enlace es { $value }, no dos extremos unidos por - (como g-1 o 1-2): se omite.
notice-link-no-such-vertex = La arista { $edge } del enlace nombra { $value }, que no es un vértice (g para el suelo, o un número de 1 a { $most }): se omite.
notice-link-bad-place = El lugar { $value } del enlace no es vértice:x:y en la cuadrícula del dibujo: se omite y el vértice se coloca solo.
