## Fuentes: los documentos de los que procede la teoría (los títulos se dejan como en el original)

sources-button = Fuentes
sources-title = Fuentes
