## Erkunden: der Atlas der P-Positionen, ein Raster aus zwei freien Haufen a und b neben festen Haufen
# $game: der Name eines Spiels; $title: der Titel eines Quelldokuments (Titel werden nicht übersetzt)

explore-loading = Die Ansicht „Erkunden“ wird geladen …
explore-not-loaded = Die Seite konnte die Ansicht „Erkunden“ nicht laden. Prüfe die Verbindung und wähle dann „Erneut versuchen“.

## Ausschnitte außerhalb der Grenzen der Ansicht und Links, die sie nicht verwenden kann
# $part: der Teil des Links, wie er geschrieben ist, z. B. k=9

explore-problem-heaps = „Erkunden“ zeichnet { $low } bis { $high } Haufen, nicht { $heaps }.
explore-problem-heaps-exactly = { $game } wird auf genau { $needs } Haufen gespielt, daher zeichnet „Erkunden“ es mit { $needs } Haufen, nicht mit { $heaps }.
explore-problem-blocks = „Erkunden“ zeichnet { $game } mit 1 bis { $limit } Sperren pro Zug, nicht { $blocks }.
explore-problem-max = Die freien Haufen reichen höchstens bis { $limit } Steine (und mindestens bis 1), nicht bis { $max }.
explore-problem-not-whole = Haufengrößen sind ganze Zahlen von Steinen, ab 0.
explore-problem-fixed = Ein fester Haufen von { $size } ist zu groß: Die Grenze liegt bei { $limit }.
# $families: die Wörter, die der Link verwenden darf, z. B. „nim, misere, blocking, pass“
explore-link-family = Der Teil { $part } des Links ist für „Erkunden“ nicht verwendbar: Verwende eines von { $families }.
explore-link-blocks = Der Teil { $part } des Links ist für „Erkunden“ nicht verwendbar: Verwende 1 bis { $limit }.
explore-link-fixed = Der Teil { $part } des Links ist für „Erkunden“ nicht verwendbar: Gib { $low } bis { $high } Haufengrößen an, durch Kommas getrennt.
explore-link-number = Der Teil { $part } des Links ist für „Erkunden“ nicht verwendbar: Verwende eine ganze Zahl.
