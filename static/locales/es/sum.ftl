### Sumas de juegos: partes de Nim, juegos octales (Kayles, juegos de sustracción) y juego de Grundy,
### cada una con el valor de un montón de Nim de su valor de Grundy (el teorema de Sprague–Grundy).

## Los juegos que puede ser una parte

sum-game-nim = Nim
sum-game-kayles = Kayles
sum-game-dawson = Kayles de Dawson
sum-game-guiles = Guiles
sum-game-dawson-chess = Ajedrez de Dawson
sum-game-grundy = Juego de Grundy
sum-game-lasker = Nim de Lasker
sum-game-octal = Juego octal { $code }
sum-game-subtraction = Juego de sustracción S = {"{"}{ $set }{"}"}
sum-game-with-code = { $game } ({ $code })
sum-game-custom = Otro código octal…

## Las partes en el tablero

sum-parts-label = Partes de la suma
sum-part-name = Parte { $part }
sum-part-label = parte { $part }: { $game }, { $kind ->
        [pins] { $size ->
            [one] { $size } bolo
           *[other] { $size } bolos
        }
       *[other] { $size ->
            [one] { $size } ficha
           *[other] { $size } fichas
        }
    }
sum-part-value = valor *{ $value } (en binario { $binary })
sum-part-moves = Jugadas en la parte { $part }
sum-part-no-moves = No queda ninguna jugada en esta parte.
sum-move-to = → { $into }
sum-move-nothing = → nada
sum-move-and = { $first } + { $second }
sum-move-wins = jugada ganadora
sum-total = Suma nim de los valores: *{ $value }
sum-your-move = Te toca: elige en qué se convierte una parte.

## Una parte jugada en una fila de bolos: pulsa un bolo, luego sus vecinos, y después Derribar

sum-pins-hint = Para derribar bolos, pulsa uno, luego un vecino para alargar el grupo y, por último, Derribar.
sum-pins-label = Fila de { $count ->
        [one] { $count } bolo
       *[other] { $count } bolos
    } en la parte { $part }
sum-pins-run = { $count ->
        [one] el bolo { $from }
       *[other] los bolos { $from }–{ $to }
    }
sum-knock-nothing = nada
sum-pin-label = parte { $part }, bolo { $pin } de { $pins }: { $action ->
        [add] añádelo al grupo; derribar { $run } deja { $into }
        [drop] quítalo del grupo; derribar { $run } deja { $into }
        [unselect] seleccionado; púlsalo otra vez para deseleccionarlo
       *[select] selecciónalo; derribarlo solo deja { $into }
    }{ $wins ->
        [yes] , parte de una jugada ganadora
       *[other] {""}
    }
sum-knock = Derribar { $run } → { $into }
sum-knock-group = Derribar bolos en la parte { $part }
sum-moves-list = { $count ->
        [one] La jugada como botón
       *[other] Las { $count } jugadas como botones
    }
sum-not-in-code = La parte { $part } es { $game }: una jugada no puede derribar { $count ->
        [one] { $count } bolo
       *[other] { $count } bolos
    } dejando { $leaves ->
        [nothing] nada
        [one] una fila
       *[two] dos filas
    } (la cifra { $count } de su código es { $digit }).

## El editor

sum-editor-label = Partes
sum-editor-game = Juego de la parte { $part }
sum-editor-code = Código de la parte { $part }
sum-editor-size = Tamaño de la parte { $part }
sum-editor-remove = Quitar la parte { $part }
sum-editor-add = Añadir una parte
sum-editor-both = { $code } es el juego de sustracción S = {"{"}{ $set }{"}"}.

## El panel

sum-name = Suma de juegos
sum-rules = La posición está formada por partes, cada una un montón de su propio juego. Una jugada se hace en una sola parte, según las reglas de esa parte: en el Nim se toman las fichas que se quiera; en el Kayles se derriba un bolo o dos bolos vecinos, lo que puede partir una fila en dos; un juego octal 0.d₁d₂… permite que una jugada retire i fichas sin dejar ningún montón si dᵢ incluye el 1, dejando un montón si incluye el 2 y dos montones si incluye el 4 (un código 4.d₁d₂… permite además partir un montón en dos sin quitar nada); el juego de Grundy divide un montón en dos montones de tamaños distintos; en el Nim de Lasker se toman las fichas que se quiera de un montón, o se parte en dos montones sin quitar nada. Gana quien hace la última jugada.
sum-hint = Cada parte vale un montón de Nim de su valor de Grundy: el menor valor que no alcanza ninguna de sus jugadas (mex). Juega como en el Nim con esos valores: deja una suma nim 0.
sum-caption = Los valores de Grundy de las partes en binario y su suma nim
sum-value-column = Valor
sum-part-row = { $game } { $size }
sum-theorem = Por el teorema de Sprague–Grundy, cada parte se juega como un montón de Nim de su valor, así que la suma se gana exactamente como el Nim: es una posición P cuando la suma nim de los valores es 0.
sum-lasker-pattern = Nim de Lasker, como demuestra { $title } por inducción con el mex: un montón de 4k + 1 o 4k + 2 fichas vale su tamaño, uno de 4k + 3 vale 4k + 4 y uno de 4k + 4 vale 4k + 3.
sum-lasker-part = Parte { $part }: { $equation }, así que su valor es { $value }.
sum-change = Juega en la parte { $part } ({ $game }) hacia una posición de valor { $value }.
sum-winning-moves = Jugadas ganadoras
sum-no-winning-move = Ninguna jugada gana: todas dejan una suma nim distinta de 0.
sum-limits = Hasta { $parts } partes, cada una de { $size } como mucho.
sum-editor-set = Conjunto de sustracción de la parte { $part }
sum-editor-bad-code = El código { $code } no se puede usar: { $problem ->
        [digit] las cifras de un código octal van de 0 a 7.
        [point] un código octal empieza por «0.», como 0.77, o por «4.» si un montón también puede partirse en dos sin quitar nada.
        [long] un código tiene como mucho { $limit } cifras tras el punto ({ $longest } para el código de un juego de sustracción, de cifras 0 y 3).
       *[empty] da un código como 0.77.
    }
sum-editor-bad-set = El conjunto { $set } no se puede usar: { $problem ->
        [has-zero] una jugada retira al menos una ficha, así que no puede contener el 0.
        [twice] { $take } aparece dos veces.
        [high] { $take } es mayor que { $limit }, lo máximo que puede retirar una jugada.
       *[number] escribe números enteros separados por comas, como 1, 3, 4.
    }
