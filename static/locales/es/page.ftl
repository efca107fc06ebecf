## La página en sí: lo que se lee antes de que la aplicación arranque (la descripción del sitio, su manifiesto) o después de que se detenga

page-description = Juega y aprende Nim y sus variantes: misère, circular, con bloqueo y con pase.
page-no-script = { -app-name } necesita JavaScript y WebAssembly para funcionar.
page-stopped-title = { -app-name } se ha detenido
page-stopped-text = Algo falló dentro de la aplicación y no puede continuar. Recarga la página para empezar de nuevo. Los detalles están en la consola del navegador.
page-reload = Recargar
chunk-retry = Reintentar
chunk-loading = Cargando…
chunk-failed = No se pudo cargar esta parte de la página. Comprueba la conexión y pulsa Reintentar; si el sitio ha cambiado desde que se abrió esta página, recárgala.
