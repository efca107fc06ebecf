## Fuentes: los documentos de los que procede la teoría (los títulos se dejan como en el original)

sources-button = Fuentes
sources-title = Fuentes
sources-intro = Las reglas, los teoremas y las figuras que usa la aplicación proceden de estos documentos; sus respuestas proceden de un resolvedor exacto que concuerda con ellos.
sources-credit-blocking = Un artículo sobre un juego de tres montones en el que las jugadas pueden bloquearse.
sources-credit-nim-games = Apuntes de clase.
sources-credit-bouton = Adaptado de los apuntes de teoría de juegos de T. Ferguson.
sources-credit-thing-with-nim = C. Mäsak, 2011.
sources-credit-nim-with-a-pass = Un artículo sobre la variante de Nim de David Gale.
sources-credit-game-theory = T. S. Ferguson, apuntes del curso, UCLA.
sources-proves-blocking = Con tres montones y un bloqueo por turno, el jugador que mueve pierde exactamente cuando todos los montones son iguales o los dos menores suman uno menos que el mayor.
sources-proves-nim-games = Nim 4-3-2, la suma nim y los lemas de Bouton, la jugada ganadora, el Nim clásico (misère) con sus filas grandes y el Nim circular.
sources-proves-bouton = Cómo etiquetar las posiciones P y N una a una, y por qué la suma nim decide el Nim (teorema de Bouton).
sources-proves-thing-with-nim = Cada montón como potencias de dos que se anulan por parejas; la jugada ganadora parte de la mayor que queda sin pareja.
sources-proves-nim-with-a-pass = Quién gana con dos montones, con montones [1, m, n] y con montones de tamaños 1, 2 y 3 solamente; listas de posiciones perdedoras de tres montones con el montón menor de 2 a 9.
sources-proves-game-theory = El teorema de Sprague–Grundy y las sumas de juegos; el Nim de Lasker, cuyos valores se repiten con período 4.
