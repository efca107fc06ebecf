## The page itself: what is read before the app runs (the site's description, its manifest) or after it stops

page-description = Play and learn Nim and its variants: misère, Circle, Blocking and Nim with a Pass.
page-no-script = { -app-name } needs JavaScript and WebAssembly to run.
page-stopped-title = { -app-name } stopped
page-stopped-text = Something went wrong inside the app and it cannot go on. Reload the page to start again. The details are in the browser's console.
page-reload = Reload
# A view whose file could not be fetched: try again.
chunk-retry = Retry
# A part of the page fetched on first use, while it is fetched.
chunk-loading = Loading…
# A part of the page that could not be fetched.
chunk-failed = This part of the page could not be loaded. Check the connection, then press Retry; if the site has changed since this page was opened, reload the page.
