# Nim Lab en español. Mismos identificadores y variables que en.ftl; glosario: docs/glossary.md.

## Cabecera de la página

-app-name = Nim Lab
tagline = Juega al Nim y sus variantes, y descubre por qué ganan las jugadas ganadoras.
keyboard-help = Teclado: Tab para ir a un montón, flechas para recorrerlo, Intro o Espacio para retirar. Ctrl+Z deshace, Ctrl+Y rehace. En un cuestionario, P y N responden.

## Barra de herramientas

toolbar-how-to-play = Cómo se juega
toolbar-share = Compartir
toolbar-embed = </> Insertar
toolbar-explore = Explorar
toolbar-more = Más
toolbar-present = Presentar
how-to-play-title = Cómo se juega a { $game }
share-title = Compartir esta posición
share-link-label = Enlace a este tablero, modo y ajuste de pistas
share-copying = Copiando…
share-copied = Copiado al portapapeles.
share-copy-refused = Aquí no se permite copiar: el enlace está seleccionado abajo, cópialo con Ctrl+C (⌘C).
embed-title = Insertar en una página didáctica
embed-intro = Pega esto en el HTML de tu página. El tablero insertado no tiene cabecera y conserva esta posición, el modo y el ajuste de pistas; el script deja que el marco crezca hasta ajustarse al tablero.
embed-controls-label = Controles
embed-panel-label = Análisis (con pistas activadas)
embed-snippet-label = Fragmento HTML
embed-controls-full = Todos los ajustes y órdenes
embed-controls-min = Deshacer, Nueva partida y Pistas
embed-controls-none = Ninguno: solo el tablero
embed-panel-none = Ninguno
embed-panel-verdict = Quién gana
embed-panel-table = Quién gana y la tabla
embed-panel-full = El análisis completo
embed-frame-title = { -app-name }: { $game }
embed-fallback = Juega a { $game } en { -app-name }
embed-view-label = Qué muestra
embed-view-board = El tablero
embed-view-diagram = Solo el diagrama de estados
embed-view-grundy = Solo la sucesión de Grundy
embed-element-label = O el elemento: un script y luego tantos tableros como necesite la página
embed-kept = Ambos conservan el modo, la fuerza del ordenador, quién empieza, las pistas y el idioma de esta página.

## Idiomas: cada uno con su propio nombre

language-label = Idioma
language-en = English
language-es = Español
language-fr = Français
language-de = Deutsch
language-zh-CN = 中文（简体）
language-ar = العربية
language-en-XA = [Ƥşḗḗŭŭḓǿǿ]
language-unknown = El enlace pide el idioma «{ $tag }», que Nim Lab no tiene. Idioma mostrado: { $shown }.
language-load-failed = No se pudo cargar { $language } (¿sin conexión?): la página se muestra en inglés.
# The name of the ✕ button that closes a dialog
dialog-close = Cerrar
