# Los mensajes de Nim Lab en español: el modo proyector (sus botones, la votación de la clase,
# el recorrido paso a paso). Glosario: docs/glossary.md.

## Lo que dice el recorrido de un anillo entero

present-whole-ring = { $markers ->
        [one] El único lugar del anillo tiene una marca.
       *[other] Los { $markers } lugares del anillo tienen marca: no hay ningún hueco.
    }
present-symmetry-answer = Tome lo que tome el jugador que mueve (una marca o dos vecinas), el otro jugador responde tomando la marca o las dos marcas justo enfrente en el anillo, y deja dos filas de igual longitud.
present-symmetry-mirror = A partir de ahí el otro jugador copia cada jugada en la otra fila, así que siempre tiene respuesta y toma la última marca.
present-symmetry-verdict = Así que el jugador que mueve pierde ante un juego perfecto: la estrategia de simetría.
present-small-ring = { $markers ->
        [one] El jugador que mueve toma la única marca y gana.
       *[other] Las { $markers } marcas son vecinas: el jugador que mueve las toma todas y gana.
    }

## El recorrido del Nim con bloqueo

present-moves-to-p = Jugadas que llevan a posiciones P (se prohíba lo que se prohíba):
