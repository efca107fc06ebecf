## Die Seite selbst: was gelesen wird, bevor die App läuft (die Beschreibung der Seite, ihr Manifest) oder nachdem sie angehalten hat

page-description = Spiele und lerne Nim und seine Varianten: Misère, Kreis-Nim, Blockier-Nim und Nim mit Passen.
page-no-script = { -app-name } braucht JavaScript und WebAssembly.
page-stopped-title = { -app-name } wurde angehalten
page-stopped-text = In der App ist etwas schiefgegangen, und sie kann nicht weiterlaufen. Lade die Seite neu, um von vorn zu beginnen. Die Einzelheiten stehen in der Konsole des Browsers.
page-reload = Neu laden
chunk-retry = Erneut versuchen
chunk-loading = Wird geladen …
chunk-failed = Dieser Teil der Seite konnte nicht geladen werden. Prüfe die Verbindung und wähle dann „Erneut versuchen“; hat sich die Website geändert, seit diese Seite geöffnet wurde, lade die Seite neu.
