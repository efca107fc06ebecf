# El tablero, el panel y el editor de los juegos de voltear monedas (solo los dibujan sus chunks).

coin-name = moneda { $coin }, { $heads ->
    [yes] cara
   *[no] cruz
}
coin-value = valor
coin-choose = Elige las monedas que vas a voltear; la de más a la derecha debe mostrar cara.
coin-legal = Es una jugada: pulsa Voltear.
coin-chosen = { $count ->
    [one] Moneda { $coins } elegida.
   *[other] Monedas { $coins } elegidas.
}
coin-row-label = Una fila de { $count } monedas
coin-turn = Voltear
coin-clear = Borrar
coin-row-value = Valor de la fila: { $value }, la suma nim de los valores de sus caras.
coin-rules = { $rule ->
    [turtles] Una fila de monedas, cada una cara o cruz. En tu turno, voltea una o dos monedas; la de más a la derecha debe pasar de cara a cruz. Gana quien hace la última jugada.
    [mock] Una fila de monedas, cada una cara o cruz. En tu turno, voltea una, dos o tres monedas; la de más a la derecha debe pasar de cara a cruz. Gana quien hace la última jugada.
    [ruler] Una fila de monedas, cada una cara o cruz. En tu turno, voltea cualquier número de monedas seguidas; la de más a la derecha debe pasar de cara a cruz. Gana quien hace la última jugada.
   *[twins] Una fila de monedas, cada una cara o cruz. En tu turno, voltea exactamente dos monedas; la de más a la derecha debe pasar de cara a cruz. Gana quien hace la última jugada.
}
coin-hint = cada cara vale un número, su valor; la fila vale la suma nim de los valores de sus caras. Deja una fila de valor 0: voltea monedas cuyos valores sumen (en binario, sin llevar) el valor de la fila.
coin-head-row = moneda { $coin }
coin-source = { $title }, capítulo 5: las monedas de una jugada dependen solo de su moneda de más a la derecha, así que una fila vale la suma nim de sus caras sueltas (cada una sola, como si las demás monedas mostraran cruz).
coin-formula = { $rule ->
    [turtles] Turning Turtles: una cara en la moneda n vale n. Es Nim: cada cara es un montón de n.
    [mock] Mock Turtles: una cara en la moneda n vale el n-ésimo número «odioso» (1, 2, 4, 7, 8, 11, 13, 14…, los números con una cantidad impar de unos en binario).
    [ruler] Regla: una cara en la moneda n vale la mayor potencia de 2 que divide a n (1, 2, 1, 4, 1, 2, 1, 8…).
   *[twins] Gemelas: una cara en la moneda n vale n − 1 (la cara en la moneda 1 no tiene jugada).
}
coin-caption = El valor de cada cara en binario, y su suma nim
coin-head-column = Cara
coin-balanced = Los valores de las caras suman 0: pierde el jugador al que le toca, porque cada jugada cambia la suma.
coin-move = { $move }: { $sum }, el valor de la fila.
coin-edit-rule = Regla
coin-edit-row = Monedas (H o T, moneda 1 a la izquierda)
coin-edit-empty = La fila necesita al menos una moneda.
coin-edit-too-many = { $count } monedas: una fila tiene como máximo { $limit }.
coin-edit-letter = La moneda { $coin } es { $found }: escribe H para cara o T para cruz.
board-limits-coins = Una fila de 1 a { $coins } monedas, cada una cara (H) o cruz (T); la regla es Turning Turtles, Mock Turtles, Regla o Gemelas.
board-preset-coins = { $rule }: { $row }
board-coin-rule = { $rule ->
    [turtles] Turning Turtles
    [mock] Mock Turtles
    [ruler] Regla
   *[twins] Gemelas
}
moves-turn = voltear { $count ->
    [one] la moneda
   *[other] las monedas
} { $coins }
players-turn-empty = No hay ninguna moneda elegida: elige las monedas que vas a voltear.
players-turn-out-of-range = No hay moneda { $coin }: la fila tiene { $count } monedas.
players-turn-repeated = La moneda { $coin } está elegida dos veces.
players-turn-too-many = Hay { $count } monedas elegidas: esta regla voltea como máximo { $most }.
players-turn-not-consecutive = Las monedas deben estar seguidas: la moneda { $next } no sigue a la moneda { $after }.
players-turn-not-two = { $count ->
    [one] Hay una moneda elegida
   *[other] Hay { $count } monedas elegidas
}: Gemelas voltea exactamente dos.
players-turn-rightmost-tails = La moneda elegida más a la derecha, la moneda { $coin }, muestra cruz: debe pasar de cara a cruz.
worksheet-coins = { $rule }: la fila { $row } (moneda 1 a la izquierda).
