## Jugadas como las dice una persona, montones y lugares del anillo contados desde 1 (dentro de frases, en minúscula)

moves-take = retirar { $taken } del montón { $heap } ({ $from } → { $to })
moves-take-unfit = montón { $heap } → { $to }
moves-pass = pasar
moves-remove-one = quitar la marca { $place }
moves-remove-two = quitar las marcas { $first } y { $second }
moves-forbid = prohibir retirar { $taken } del montón { $heap } ({ $from } → { $to })
moves-forbid-unfit = prohibir montón { $heap } → { $to }
moves-part-to = parte { $part }: { $from } → { $to }
moves-part-empty = parte { $part }: { $from } → nada
moves-part-split = parte { $part }: { $from } → { $first } + { $second }
moves-none = ninguna

## Jugadores como etiquetas (papeles, historial)

players-you = Tú
players-computer = Ordenador
players-player1 = Jugador 1
players-player2 = Jugador 2
players-opponent = Oponente

## La fuerza del ordenador

players-strength-perfect = Perfecto
players-strength-strong = Fuerte (comete algún error)
players-strength-casual = Informal (a menudo juega al azar)

## Por qué se rechazó una jugada

players-no-such-heap = No hay montón { $heap }: esta posición tiene { $count ->
        [one] { $count } montón
       *[other] { $count } montones
    }.
players-not-smaller = El montón { $heap } tiene { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }, así que no puede quedar en { $to }: una jugada retira al menos una ficha.
players-no-such-place = No hay lugar { $place } en el anillo: tiene { $count ->
        [one] { $count } lugar
       *[other] { $count } lugares
    }.
players-empty-place = El lugar { $place } del anillo no tiene marca.
players-not-adjacent = Los lugares { $first } y { $second } no son contiguos: dos marcas quitadas a la vez deben ser vecinas.
players-forbidden = Dejar el montón { $heap } en { $to } está prohibido en este turno: el bloqueador lo marcó.
players-already-forbidden = Dejar el montón { $heap } en { $to } ya está prohibido.
players-pass-used = El pase ya se ha usado en esta partida.
players-not-in-rule = La parte { $part } ({ $count }) no puede quedar así según las reglas de su juego.
players-pass-on-empty = No puedes pasar cuando todos los montones están vacíos.
players-wrong-kind = Ese tipo de jugada no es posible ahora.
players-game-over = La partida ha terminado: empieza una nueva para volver a jugar.

## Veredictos

verdict-too-large = Esta posición es demasiado grande para resolverla con exactitud ({ $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    } de búsqueda; el límite es { $limit }). Aún puedes jugarla; las pistas vuelven cuando sea más pequeña.
verdict-winning-moves-title = { $count ->
        [one] La jugada ganadora:
       *[other] Las { $count } jugadas ganadoras:
    }
verdict-winning-moves-more = Se muestran las primeras { $shown } de las { $count } jugadas ganadoras.
verdict-passing-wins = Pasar ahora gana.
verdict-passing-does-not-win = Pasar ahora no gana.
verdict-pass-used = El pase ya se ha usado: el resto es Nim normal.

moves-both = quitar { $taken } de ambos montones
players-not-from-both = De ambos montones puedes quitar de 1 a { $most }, no { $taken }.
moves-stairs = bajar { $moved } del escalón { $step } { $below ->
        [0] fuera de la escalera
       *[other] al escalón { $below }
    } ({ $from } → { $to })

players-over-limit = Ahora puedes quitar como máximo { $most }, no { $taken }.
players-heaps-in-move = Una jugada quita como máximo de { $most ->
        [one] un montón
       *[other] { $most } montones
    }, no de { $heaps }.
players-heap-twice = El montón { $heap } está elegido dos veces en la misma jugada.
