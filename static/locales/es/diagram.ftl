## El lugar del diagrama de estados junto al tablero, mientras se carga su propia parte de la aplicación

diagram-loading = Cargando el diagrama de estados…
diagram-not-loaded = La página no pudo cargar el diagrama de estados. Comprueba la conexión y pulsa Reintentar.
