## Explorar: el atlas de posiciones P, una cuadrícula de dos montones libres a y b junto a montones fijos
# $game: el nombre de un juego; $title: el título de un documento fuente (los títulos no se traducen)

explore-loading = Cargando la vista Explorar…
explore-not-loaded = La página no pudo cargar la vista Explorar. Comprueba la conexión y pulsa Reintentar.

## Secciones fuera de los límites de la vista, y enlaces que no puede usar
# $part: la parte del enlace tal como está escrita, p. ej. k=9

explore-problem-heaps = Explorar dibuja de { $low } a { $high } montones, no { $heaps }.
explore-problem-heaps-exactly = { $game } se juega con exactamente { $needs } montones, así que Explorar lo dibuja con { $needs } montones, no con { $heaps }.
explore-problem-blocks = Explorar dibuja { $game } con 1 a { $limit } bloqueos por turno, no { $blocks }.
explore-problem-max = Los montones libres llegan como mucho a { $limit } fichas (y como mínimo a 1), no a { $max }.
explore-problem-not-whole = El tamaño de un montón es un número entero de fichas, desde 0.
explore-problem-fixed = Un montón fijo de { $size } es demasiado grande: el límite es { $limit }.
# $families: las palabras que puede usar el enlace, p. ej. "nim, misere, blocking, pass"
explore-link-family = El { $part } del enlace no sirve para Explorar: usa uno de { $families }.
explore-link-blocks = El { $part } del enlace no sirve para Explorar: usa de 1 a { $limit }.
explore-link-fixed = El { $part } del enlace no sirve para Explorar: da de { $low } a { $high } tamaños de montón separados por comas.
explore-link-number = El { $part } del enlace no sirve para Explorar: usa un número entero.
