# Nim Lab auf Deutsch. Dieselben IDs und Variablen wie en.ftl; Glossar: docs/glossary.md.

## Seitenkopf

-app-name = Nim Lab
tagline = Spiele Nim und seine Varianten und sieh, warum die Gewinnzüge gewinnen.
keyboard-help = Tastatur: Tab zu einem Haufen, Pfeiltasten entlang, Eingabe oder Leertaste zum Nehmen. Strg+Z macht rückgängig, Strg+Y wiederholt. Im Quiz antworten P und N.

## Werkzeugleiste

toolbar-how-to-play = Spielregeln
toolbar-share = Teilen
toolbar-embed = </> Einbetten
toolbar-explore = Erkunden
toolbar-more = Mehr
toolbar-present = Präsentieren
how-to-play-title = So spielt man { $game }
share-title = Diese Stellung teilen
share-link-label = Link zu diesem Brett, Modus und Hinweis-Einstellung
share-copying = Wird kopiert …
share-copied = In die Zwischenablage kopiert.
share-copy-refused = Kopieren ist hier nicht erlaubt: Der Link ist unten markiert, kopiere ihn mit Strg+C (⌘C).
embed-title = In eine Unterrichtsseite einbetten
embed-intro = Füge dies in das HTML deiner Seite ein. Das eingebettete Brett hat keinen Seitenkopf und behält diese Stellung, den Modus und die Hinweis-Einstellung; das Skript lässt den Rahmen mit dem Brett mitwachsen.
embed-controls-label = Bedienelemente
embed-panel-label = Analyse (mit Hinweisen)
embed-snippet-label = HTML-Ausschnitt
embed-controls-full = Alle Einstellungen und Befehle
embed-controls-min = Rückgängig, Neues Spiel und Hinweise
embed-controls-none = Keine: nur das Brett
embed-panel-none = Keine
embed-panel-verdict = Wer gewinnt
embed-panel-table = Wer gewinnt, mit Tabelle
embed-panel-full = Die ganze Analyse
embed-frame-title = { -app-name }: { $game }
embed-fallback = { $game } auf { -app-name } spielen
embed-view-label = Was es zeigt
embed-view-board = Das Spielbrett
embed-view-diagram = Nur das Zustandsdiagramm
embed-view-grundy = Nur die Grundy-Folge
embed-element-label = Oder das Element: ein Skript, dann so viele Spielbretter, wie die Seite braucht
embed-kept = Beide übernehmen Modus, Spielstärke des Computers, wer beginnt, Hinweise und Sprache dieser Seite.

## Sprachen: jede in ihrer eigenen Sprache

language-label = Sprache
language-en = English
language-es = Español
language-fr = Français
language-de = Deutsch
language-zh-CN = 中文（简体）
language-ar = العربية
language-en-XA = [Ƥşḗḗŭŭḓǿǿ]
language-unknown = Der Link verlangt die Sprache „{ $tag }“, die Nim Lab nicht hat. Angezeigte Sprache: { $shown }.
language-load-failed = { $language } konnte nicht geladen werden (keine Verbindung?): Die Seite wird auf Englisch gezeigt.
# The name of the ✕ button that closes a dialog
dialog-close = Schließen
