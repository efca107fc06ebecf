# Die Wörter von Turning Corners, die zuerst nur seine Chunks zeichnen: das Gitter, seine Erklärung und sein Editor sowie die Züge und Ablehnungen auf diesem Gitter.

corner-cell-name = Münze { $cell }, { $heads ->
    [yes] Kopf
   *[no] Zahl
}
corner-choose = Wähle einen Kopf als fernste Ecke eines Rechtecks (unten rechts), dann die gegenüberliegende Ecke.
corner-choose-other = Ecke { $cell } gewählt: Wähle jetzt die gegenüberliegende Ecke, oberhalb und links davon.
corner-chosen = Ecken { $heads } und { $other } gewählt.
corner-legal = Das ist ein Zug: Drücke Wenden, um die vier Ecken zu wenden.
corner-grid-label = Ein Gitter aus { $side } mal { $side } Münzen, x nach rechts ab 0, y nach unten ab 0
corner-grid-value = Wert des Gitters: { $value }, die Nim-Summe der Werte seiner Köpfe.
corner-rules = Ein Gitter aus Münzen, jede Kopf oder Zahl, x nach rechts und y nach unten ab 0 gezählt. Wer am Zug ist, wählt ein Rechteck und wendet seine vier Ecken; die von 0:0 am weitesten entfernte Ecke muss von Kopf zu Zahl wechseln. Wer den letzten Zug macht, gewinnt.
corner-hint = Ein Kopf auf x:y ist das Nim-Produkt x ⊗ y wert; das Gitter ist die Nim-Summe der Werte seiner Köpfe wert. Hinterlasse ein Gitter vom Wert 0: Wende vier Ecken, deren Produkte zusammen (binär, ohne Übertrag) den Wert des Gitters ergeben.
corner-head-row = { $x } ⊗ { $y }
corner-source = { $title }, Kapitel 5: Turning Corners ist Münzenwenden in zwei Dimensionen, das Produkt von Zwillinge mit Zwillinge (jede Koordinate wendet genau zwei Münzen); nach dem Tartan-Theorem ist ein Kopf auf x:y das Nim-Produkt von x und y wert und ein Gitter die Nim-Summe seiner Köpfe.
corner-formula = Ein Kopf auf x:y ist x ⊗ y wert, das Nim-Produkt: die kleinste Zahl, der kein x′ ⊗ y ⊕ x ⊗ y′ ⊕ x′ ⊗ y′ mit x′ < x und y′ < y gleicht (die Werte der Züge von einem einzelnen Kopf aus).
corner-caption = Der Wert x ⊗ y jedes Kopfes im Binärsystem und ihre Nim-Summe
corner-balanced = Die Werte der Köpfe ergeben zusammen 0: Wer am Zug ist, verliert, denn jeder Zug ändert die Summe.
corner-move = { $move }: { $sum }, der Wert des Gitters.
corner-table-title = Nim-Multiplikation von 0 bis 15
corner-table-caption = x ⊗ y, x am linken Rand und y oben; die Produkte der Köpfe des Gitters sind fett.
corner-rule-smaller = Eine Fermat-Zweierpotenz ist 2, 4, 16, 256, … (2 hoch 2ⁿ). Eine Fermat-Zweierpotenz F mal eine kleinere Zahl ist das gewöhnliche Produkt: 4 ⊗ 3 = 12, 16 ⊗ 5 = 80.
corner-rule-square = Eine Fermat-Zweierpotenz mal sich selbst ist das Anderthalbfache: 2 ⊗ 2 = 3, 4 ⊗ 4 = 6, 16 ⊗ 16 = 24.
corner-rule-spread = ⊗ verteilt sich über ⊕ wie × über +, also folgt jeder Eintrag aus diesen beiden Regeln: 3 ⊗ 5 = (2 ⊕ 1) ⊗ (4 ⊕ 1) = 8 ⊕ 2 ⊕ 4 ⊕ 1 = 15.
corner-edit-heads = Köpfe (Felder x:y von 0 bis { $last }, durch Kommas getrennt)
corner-edit-malformed = { $text } ist kein Feld: Schreibe x:y, etwa 3:5.
corner-edit-off-grid = { $cell } liegt außerhalb des Gitters: x und y reichen von 0 bis { $last }.
corner-edit-repeated = { $cell } ist doppelt aufgeführt.
board-limits-corners = Ein Gitter aus { $side } mal { $side } Münzen; jede darf Kopf zeigen.
moves-corner = die Ecken von { $heads } und { $other } wenden
players-corner-off-grid = { $cell } liegt außerhalb des Gitters: x und y reichen von 0 bis 15.
players-corner-not-below = Die gegenüberliegende Ecke { $other } muss oberhalb und links von { $heads } liegen: beide Zahlen kleiner.
players-corner-not-heads = Die fernste Ecke { $cell } zeigt Zahl: Sie muss von Kopf zu Zahl wechseln.
worksheet-corners = Turning Corners: Köpfe auf { $heads } (x:y, x nach rechts und y nach unten ab 0:0).
