# Die Wörter von Green Hackenbush, die nur seine Chunks zuerst zeichnen: das Brett des Bildes, seine Erklärung und sein Editor, die Schnitte und ihre Ablehnungen.

picture-ground = Boden
picture-loop-at = Schleife an { $vertex }
picture-joins = { $from } bis { $to }
picture-edge-name = Kante { $edge }, { $ends }{ $standing ->
    [yes] {""}
   *[no] , nicht mit dem Boden verbunden
}
picture-chop = Kante { $edge } abhacken ({ $ends })
picture-label = Ein Bild aus { $count ->
    [one] einer Kante
   *[other] { $count } Kanten
} auf dem Boden
picture-edge-list = Kanten als Liste
picture-value = Wert des Bildes: { $value }.
picture-component-column = Bild
picture-component-row = { $count ->
    [one] Kante { $edges }
   *[other] Kanten { $edges }
}
picture-rules = Ein Bild aus Kanten, das auf dem Boden steht. Wer am Zug ist, hackt eine Kante ab: Sie verschwindet, und jede Kante, die kein Weg mehr mit dem Boden verbindet, fällt mit. Wer die letzte Kante abhackt, gewinnt.
picture-hint = Ein Halm aus n Kanten ist ein Nim-Haufen von n; Zweige an einer Ecke sind ein Halm, die Nim-Summe der ihren; die Ecken eines Kreises verschmelzen zu einer, seine Kanten werden Schleifen. Hinterlasse ein Bild vom Wert 0.
picture-the-ground = der Boden
picture-vertex = Ecke { $vertex }
picture-fusion = { $count ->
    [one] { $vertices } verschmelzen
   *[other] { $vertices } zu einer verschmelzen
}: { $loops ->
    [one] Kante { $edges } wird eine Schleife
   *[other] Kanten { $edges } werden Schleifen
} ({ $parity ->
    [odd] eine ungerade Anzahl: so viel wert wie eine Schleife, ein Halm von 1
   *[even] eine gerade Anzahl: nichts wert
}).
picture-branch = Kante { $edge } mit einem Halm von { $above } darüber: ein Halm von { $stalk }
picture-colon = An { $vertex }: { $branches ->
    [0] {""}
    [one] der Zweig { $listed }{ $loops ->
        [0] {""}
       *[other] {"; "}
    }
   *[other] die Zweige { $listed }{ $loops ->
        [0] {""}
       *[other] {"; "}
    }
}{ $loops ->
    [0] {""}
    [one] eine Schleife, ein Halm von 1
   *[other] { $loops } Schleifen, jede ein Halm von 1
}. Zusammen: { $sum }, ein Halm von { $stalk }.
picture-source = { $title }, Kapitel 6, und { $other }, Kapitel 7: Nach dem Verschmelzungsprinzip dürfen die Ecken eines Kreises zu einer verschmolzen werden, seine Kanten werden Schleifen; nach dem Doppelpunktprinzip dürfen die Zweige an einer Ecke durch einen Halm ersetzt werden, die Nim-Summe der ihren.
picture-principles = Zuerst jeden Kreis verschmelzen, dann von oben nach unten Zweige durch Halme ersetzen: Der Halm, der auf dem Boden bleibt, ist der Wert des Bildes.
picture-no-cycle = Kein Kreis: Das Bild ist schon ein Baum.
picture-total = Das Bild ist so viel wert wie ein Halm von { $value }: Sein Wert ist { $value }{ $value ->
    [0] , also verliert, wer am Zug ist.
   *[other] , also gewinnt, wer am Zug ist, indem er 0 hinterlässt.
}
picture-caption = Jedes Bild auf dem Boden, sein Wert in binär und ihre Nim-Summe
picture-edit-edges = Kanten
picture-edit-from = Von
picture-edit-to = Bis
picture-edit-new = eine neue Ecke
picture-edit-join = Kante hinzufügen
picture-edit-loop = Schleife hinzufügen
picture-edit-delete = Kante { $edge } löschen ({ $ends })
picture-edit-move = Ort von Ecke { $vertex }
picture-edit-x = waagerecht
picture-edit-y = hoch
picture-edit-too-many = Ein Bild hat höchstens { $limit } Kanten.
moves-chop = Kante { $edge } abhacken
players-chop-no-edge = Es gibt keine Kante { $edge }: Das Bild hat { $count } Kanten.
players-chop-fallen = Kante { $edge } ist nicht mit dem Boden verbunden: Sie ist schon gefallen.
board-limits-picture = Ein Bild aus 1 bis { $edges } Kanten auf dem Boden; jede verbindet zwei Ecken, eine Ecke mit dem Boden oder eine Ecke mit sich selbst (eine Schleife).
board-preset-picture = { $name ->
    [stalk-3] Halm aus 3
    [loop-on-stalk] Schleife auf einem Halm
    [tree] Baum
    [triangle] Dreieck (ungerader Kreis)
    [square] Quadrat (gerader Kreis)
    [two-stalks-and-a-cycle] Zwei Halme und ein Kreis
    [girl] Mädchen (Winning Ways)
    [house] Haus (Winning Ways)
   *[other] Bild
}
worksheet-picture = Das Bild { $edges } (g ist der Boden; a-b eine Kante zwischen den Ecken a und b).
worksheet-instructions-picture = Ein Bild aus Kanten auf dem Boden (g), geschrieben als Paare von Ecken. Ein Zug hackt eine Kante ab; jede Kante, die nicht mehr mit dem Boden verbunden ist, fällt. Wer die letzte Kante abhackt, gewinnt. Bestimme den Wert des Bildes, indem du Kreise verschmilzt und Zweige durch Halme ersetzt. Wer gewinnt: wer am Zug ist (erster Spieler) oder der andere (zweiter Spieler)? Wenn der erste Spieler gewinnt, gib einen gewinnenden Schnitt an.
present-walk-picture = Der Wert des Bildes: Kreise verschmolzen, dann Zweige zu Halmen
present-step-picture-start = Das Bild{ $cycles ->
    [0] , ein Baum ohne Kreis
   *[other] {""}
}
present-step-picture-fusion = ein Kreis verschmolzen
present-step-picture-colon = der Halm an { $vertex }
