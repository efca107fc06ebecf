# Las palabras de Turning Corners que al principio solo dibujan sus fragmentos: la cuadrícula, su explicación y su editor, y las jugadas y rechazos hechos en ella.

corner-cell-name = moneda { $cell }, { $heads ->
    [yes] cara
   *[no] cruz
}
corner-choose = Elige una cara como esquina más lejana de un rectángulo (abajo a la derecha) y luego la esquina opuesta.
corner-choose-other = Esquina { $cell } elegida: elige ahora la esquina opuesta, encima y a su izquierda.
corner-chosen = Esquinas { $heads } y { $other } elegidas.
corner-legal = Es una jugada: pulsa Voltear para voltear las cuatro esquinas.
corner-grid-label = Una cuadrícula de { $side } por { $side } monedas, x hacia la derecha desde 0, y hacia abajo desde 0
corner-grid-value = Valor de la cuadrícula: { $value }, la suma nim de los valores de sus caras.
corner-rules = Una cuadrícula de monedas, cada una en cara o cruz, x contada hacia la derecha e y hacia abajo desde 0. En tu turno, elige un rectángulo y voltea sus cuatro esquinas; la esquina más lejana de 0:0 debe pasar de cara a cruz. Gana quien hace la última jugada.
corner-hint = una cara en x:y vale el producto nim x ⊗ y; la cuadrícula vale la suma nim de los valores de sus caras. Deja una cuadrícula de valor 0: voltea cuatro esquinas cuyos productos sumen (en binario, sin llevar) el valor de la cuadrícula.
corner-head-row = { $x } ⊗ { $y }
corner-source = { $title }, capítulo 5: Turning Corners es voltear monedas en dos dimensiones, el producto de Gemelas por Gemelas (cada coordenada voltea exactamente dos monedas); por el teorema del tartán, una cara en x:y vale el producto nim de x e y, y una cuadrícula la suma nim de sus caras.
corner-formula = Una cara en x:y vale x ⊗ y, el producto nim: el menor número distinto de todos los x′ ⊗ y ⊕ x ⊗ y′ ⊕ x′ ⊗ y′ con x′ < x e y′ < y (los valores de las jugadas desde una cara sola).
corner-caption = El valor x ⊗ y de cada cara en binario, y su suma nim
corner-balanced = Los valores de las caras suman 0: pierde quien mueve, porque toda jugada cambia la suma.
corner-move = { $move }: { $sum }, el valor de la cuadrícula.
corner-table-title = Multiplicación nim de 0 a 15
corner-table-caption = x ⊗ y, x en el lateral e y arriba; los productos de las caras de la cuadrícula van en negrita.
corner-rule-smaller = Una potencia de 2 de Fermat es 2, 4, 16, 256, … (2 elevado a 2ⁿ). Una potencia de Fermat F por un número menor es el producto ordinario: 4 ⊗ 3 = 12, 16 ⊗ 5 = 80.
corner-rule-square = Una potencia de Fermat por sí misma es vez y media ella: 2 ⊗ 2 = 3, 4 ⊗ 4 = 6, 16 ⊗ 16 = 24.
corner-rule-spread = ⊗ se distribuye sobre ⊕ como × sobre +, así que cada casilla sale de esas dos reglas: 3 ⊗ 5 = (2 ⊕ 1) ⊗ (4 ⊕ 1) = 8 ⊕ 2 ⊕ 4 ⊕ 1 = 15.
corner-edit-heads = Caras (casillas x:y de 0 a { $last }, separadas por comas)
corner-edit-malformed = { $text } no es una casilla: escribe x:y, como 3:5.
corner-edit-off-grid = { $cell } está fuera de la cuadrícula: x e y van de 0 a { $last }.
corner-edit-repeated = { $cell } aparece dos veces.
board-limits-corners = Una cuadrícula de { $side } por { $side } monedas; cualquiera puede mostrar cara.
moves-corner = voltear las esquinas de { $heads } y { $other }
players-corner-off-grid = { $cell } está fuera de la cuadrícula: x e y van de 0 a 15.
players-corner-not-below = La esquina opuesta { $other } debe estar encima y a la izquierda de { $heads }: sus dos números, menores.
players-corner-not-heads = La esquina más lejana, { $cell }, muestra cruz: debe pasar de cara a cruz.
worksheet-corners = Turning Corners: caras en { $heads } (x:y, x hacia la derecha e y hacia abajo desde 0:0).
