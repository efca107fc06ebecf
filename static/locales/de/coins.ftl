# Brett, Erklärung und Editor der Münzwendespiele (nur von ihren Chunks gezeichnet).

coin-name = Münze { $coin }, { $heads ->
    [yes] Kopf
   *[no] Zahl
}
coin-value = Wert
coin-choose = Wähle die Münzen zum Wenden; die rechte muss Kopf zeigen.
coin-legal = Das ist ein Zug: Drücke Wenden.
coin-chosen = { $count ->
    [one] Münze
   *[other] Münzen
} { $coins } gewählt.
coin-row-label = Eine Reihe von { $count } Münzen
coin-turn = Wenden
coin-clear = Leeren
coin-row-value = Wert der Reihe: { $value }, die Nim-Summe der Werte ihrer Köpfe.
coin-rules = { $rule ->
    [turtles] Eine Reihe von Münzen, jede Kopf oder Zahl. Wende in deinem Zug eine oder zwei Münzen; die rechte gewendete muss von Kopf auf Zahl gehen. Wer den letzten Zug macht, gewinnt.
    [mock] Eine Reihe von Münzen, jede Kopf oder Zahl. Wende in deinem Zug eine, zwei oder drei Münzen; die rechte gewendete muss von Kopf auf Zahl gehen. Wer den letzten Zug macht, gewinnt.
    [ruler] Eine Reihe von Münzen, jede Kopf oder Zahl. Wende in deinem Zug beliebig viele nebeneinanderliegende Münzen; die rechte gewendete muss von Kopf auf Zahl gehen. Wer den letzten Zug macht, gewinnt.
   *[twins] Eine Reihe von Münzen, jede Kopf oder Zahl. Wende in deinem Zug genau zwei Münzen; die rechte gewendete muss von Kopf auf Zahl gehen. Wer den letzten Zug macht, gewinnt.
}
coin-hint = Jeder Kopf ist eine Zahl wert, seinen Wert; die Reihe ist die Nim-Summe der Werte ihrer Köpfe wert. Hinterlasse eine Reihe vom Wert 0: Wende Münzen, deren Werte zusammen (binär, ohne Übertrag) den Wert der Reihe ergeben.
coin-head-row = Münze { $coin }
coin-source = { $title }, Kapitel 5: Die Münzen eines Zuges hängen nur von seiner rechten Münze ab, also ist eine Reihe die Nim-Summe ihrer einzelnen Köpfe wert (jeder allein, als zeigten die anderen Münzen Zahl).
coin-formula = { $rule ->
    [turtles] Turning Turtles: Ein Kopf auf Münze n ist n wert. Das ist Nim: Jeder Kopf ist ein Haufen von n.
    [mock] Mock Turtles: Ein Kopf auf Münze n ist die n-te „odious“ Zahl wert (1, 2, 4, 7, 8, 11, 13, 14…, die Zahlen mit einer ungeraden Anzahl Einsen im Binären).
    [ruler] Lineal: Ein Kopf auf Münze n ist die größte Zweierpotenz wert, die n teilt (1, 2, 1, 4, 1, 2, 1, 8…).
   *[twins] Zwillinge: Ein Kopf auf Münze n ist n − 1 wert (der Kopf auf Münze 1 hat keinen Zug).
}
coin-caption = Der Wert jedes Kopfes binär und ihre Nim-Summe
coin-head-column = Kopf
coin-balanced = Die Werte der Köpfe ergeben zusammen 0: Der Spieler am Zug verliert, denn jeder Zug ändert die Summe.
coin-move = { $move }: { $sum }, der Wert der Reihe.
coin-edit-rule = Regel
coin-edit-row = Münzen (H oder T, Münze 1 links)
coin-edit-empty = Die Reihe braucht mindestens eine Münze.
coin-edit-too-many = { $count } Münzen: Eine Reihe hat höchstens { $limit }.
coin-edit-letter = Münze { $coin } ist { $found }: Schreibe H für Kopf oder T für Zahl.
board-limits-coins = Eine Reihe von 1 bis { $coins } Münzen, jede Kopf (H) oder Zahl (T); die Regel ist Turning Turtles, Mock Turtles, Lineal oder Zwillinge.
board-preset-coins = { $rule }: { $row }
board-coin-rule = { $rule ->
    [turtles] Turning Turtles
    [mock] Mock Turtles
    [ruler] Lineal
   *[twins] Zwillinge
}
moves-turn = { $count ->
    [one] Münze
   *[other] Münzen
} { $coins } wenden
players-turn-empty = Keine Münze gewählt: Wähle die Münzen zum Wenden.
players-turn-out-of-range = Es gibt keine Münze { $coin }: Die Reihe hat { $count } Münzen.
players-turn-repeated = Münze { $coin } ist zweimal gewählt.
players-turn-too-many = { $count } Münzen gewählt: Diese Regel wendet höchstens { $most }.
players-turn-not-consecutive = Die Münzen müssen nebeneinander liegen: Münze { $next } folgt nicht auf Münze { $after }.
players-turn-not-two = { $count ->
    [one] Eine Münze ist gewählt
   *[other] { $count } Münzen sind gewählt
}: Zwillinge wendet genau zwei.
players-turn-rightmost-tails = Die rechte gewählte Münze, Münze { $coin }, zeigt Zahl: Sie muss von Kopf auf Zahl gewendet werden.
worksheet-coins = { $rule }: die Reihe { $row } (Münze 1 links).
