## The Explore view's panel: these words come with the app; its code is fetched when Explore first opens.

## Erkunden: der Atlas der P-Positionen, ein Raster aus zwei freien Haufen a und b neben festen Haufen
# $game: der Name eines Spiels; $title: der Titel eines Quelldokuments (Titel werden nicht übersetzt)

explore-title = Die P-Positionen erkunden
explore-close = Schließen
explore-game = Spiel
explore-blocks = Sperren pro Zug (k)
explore-heaps = Haufen
explore-fixed-heap = Haufen { $heap }
explore-free-up-to = Freie Haufen a, b bis
# Das Spiel mit seinen Sperren pro Zug, wie das Raster es nennt
explore-family-blocks = { $game }, k = { $blocks }

## Einen Ausschnitt berechnen

explore-progress-label = Bereits berechneter Teil des Ausschnitts
explore-progress = Der Ausschnitt wird berechnet … { $percent } %
explore-cancel = Abbrechen
explore-cancelled = Abgebrochen. Ändere den Ausschnitt oder drücke „Berechnen“, um neu zu beginnen.
explore-compute = Berechnen
explore-failed = Die Seite konnte ihren Hintergrundprozess nicht starten und kann hier daher keine Ausschnitte berechnen.
explore-try-again = Erneut versuchen
# $work, $limit: Schritte der vollständigen Suche
explore-refusal = Dieser Ausschnitt ({ $side } × { $side } Felder, { $heaps } Haufen) ist zu groß, um ihn hier zu berechnen: Er braucht { $work } Schritte, die Grenze liegt bei { $limit }. Verkleinere die Grenze der freien Haufen oder einen festen Haufen.
explore-refusal-beyond = Dieser Ausschnitt ({ $side } × { $side } Felder, { $heaps } Haufen) ist zu groß, um ihn hier zu berechnen: Er braucht mehr Schritte, als die vollständige Suche erlaubt (die Grenze liegt bei { $limit }). Verkleinere die Grenze der freien Haufen oder einen festen Haufen.

## Das Raster und seine Textalternative
# $family: das Spiel, gegebenenfalls mit seinen Sperren pro Zug; $position: die Haufen des Feldes, z. B. „5, 2, 8“

explore-grid-role = Raster der Stellungen
explore-grid-label = Ergebnisse von { $family }, { $side } mal { $side } Felder: Die Pfeiltasten bewegen die Markierung, die Eingabetaste setzt die Stellung aufs Spielbrett
explore-axis-b-first = b = 0
explore-axis-b-last = b = { $max } →
explore-axis-a-first = a = 0
explore-axis-a-last = ↓ a = { $max }
# $outcome: p oder n; $source: agrees, differs oder none (keine Quelle spricht über dieses Feld)
explore-cell = Haufen { $position } (Zeile { $row }, Spalte { $column }): { $outcome ->
        [p] P, wer gerade gezogen hat, gewinnt
       *[n] N, der Spieler am Zug gewinnt
    }.{ $source ->
        [agrees] { " " }Die Quelle stimmt zu.
        [differs] { " " }Ein Befund: Die Quelle sagt etwas anderes.
       *[none] {""}
    } Die Eingabetaste setzt sie aufs Spielbrett.
# $heaps: die festen Haufen, z. B. „5“ oder „5, 3“; $check: agrees, findings oder none (keine Quelle für dieses Raster)
explore-summary = { $family }: { $fixed ->
        [none] zwei Haufen a, b
       *[some] Haufen { $heaps }, a, b
    } mit a und b von 0 bis { $max }. { $p ->
        [one] { $p } der { $cells } Felder ist eine P-Position.
       *[other] { $p } der { $cells } Felder sind P-Positionen.
    }{ $check ->
        [agrees] { " " }Jedes Feld stimmt mit der Quelle überein.
        [findings] { " " }{ explore-finding }
       *[none] {""}
    }
explore-finding = { $findings ->
        [one] Befund: Die vollständige Suche widerspricht der Quelle in { $findings } Feld, markiert mit einem roten Kreuz. Bitte melde es.
       *[other] Befund: Die vollständige Suche widerspricht der Quelle in { $findings } Feldern, markiert mit roten Kreuzen. Bitte melde es.
    }
explore-legend-p = P-Position (gefülltes Quadrat)
explore-legend-n = N-Position (leer)
explore-legend-predicted = P laut Quelle (Raute)
explore-legend-silent = Keine Aussage (schraffiert)
explore-overlay = P-Positionen der Quelle
explore-csv = Als CSV exportieren
explore-png = Als PNG exportieren

## Was über das Raster jedes Spiels bekannt ist

explore-statement-nim = Satz von Bouton: Eine Stellung ist genau dann P, wenn ihre Nim-Summe 0 ist.
explore-statement-misere = { $game }: Eine Stellung ist P, wenn ihre Nim-Summe 0 ist, außer wenn kein Haufen mehr als einen Stein hat: Dann ist sie P, wenn die Zahl der Haufen mit einem Stein ungerade ist.
explore-statement-blocking = { $title }: Mit den Haufen sortiert als a ≤ b ≤ c ist eine Stellung genau dann P, wenn a = b = c oder a + b + 1 = c. Die mit einer Raute markierten Felder sind die P-Positionen des Satzes.
explore-statement-blocking-open = { $title } beweist seine Regel nur für drei Haufen und eine Sperre pro Zug und fragt, wie sie sich erweitern lässt: Dieses Raster ist die Antwort der vollständigen Suche.
# $last: der größte kleinste Haufen, den die Arbeit auflistet; $open: yes, wenn das Raster bis dorthin reicht, wo die Listen enden
explore-statement-pass = { $title }: Zwei Haufen sind P, wenn der kleinere ungerade ist und der größere einen mehr hat; 1, m, n ist P, wenn m = n ≠ 2; und die Arbeit listet jede P-Position mit kleinstem Haufen 2 bis { $last } auf. Die mit einer Raute markierten Felder sind die P-Positionen, die diese Regeln und Listen angeben.{ $open ->
        [yes] { " " }{ explore-statement-pass-open }
       *[no] {""}
    }
# $heap: der kleinste Haufen, bei dem die Listen der Arbeit enden; $from: wo die schraffierte Ecke beginnt
explore-statement-pass-open = Für den kleinsten Haufen { $heap } endet die Liste der Arbeit: „es gibt kein offensichtliches Muster“. Die schraffierte Ecke, beide freien Haufen { $from } oder mehr, ist diese offene Frage.
explore-statement-pass-unlisted = { $title } listet nur Stellungen mit drei Haufen auf: Dieses Raster ist die Antwort der vollständigen Suche.

## Wythoff's game: two heaps, and a second picture of every pair's Grundy value
# $title: the source's title (not translated); $pair: the pairs' formula; $first: the first pairs, e.g. "(0, 0), (1, 2), (3, 5)"
explore-statement-wythoff = { $title }: Zwei Haufen sind genau dann P, wenn sie ein Paar { $pair } bilden, φ der Goldene Schnitt: { $first }… Mit einer Raute markierte Felder sind diese Paare. Das Gitter selbst wird per Mex bestimmt, der Grundy-Wert jedes Feldes aus den Werten einen Zug entfernt, und die Paare werden daran geprüft.
explore-picture = Bild
explore-picture-outcomes = P-Positionen
explore-picture-values = Grundy-Werte
explore-values-grid-label = Grundy-Werte von { $family }, { $side } mal { $side } Felder: Die Pfeiltasten bewegen die Markierung, die Eingabetaste setzt die Stellung aufs Spielbrett
# $value: the cell's Grundy value; 0 is a P-position
explore-value-cell = Haufen { $position } (Zeile { $row }, Spalte { $column }): Grundy-Wert { $value }{ $value ->
        [0] , eine P-Position: Wer zuletzt gezogen hat, gewinnt.
       *[other] .
    } Die Eingabetaste setzt sie aufs Spielbrett.
# $top: the largest value in the grid; $zeros: how many cells have value 0
explore-values-summary = { $family }: Der Grundy-Wert jedes Paares a, b von 0 bis { $max }, per Mex bestimmt, reicht von 0 bis { $top }. { $zeros ->
        [one] Der Wert 0, eine P-Position, steht in { $zeros } Feld, schwarz gezeichnet.
       *[other] Der Wert 0, die P-Positionen, steht in { $zeros } Feldern, schwarz gezeichnet.
    } Kein Wert kommt in einer Zeile, Spalte oder Diagonale zweimal vor: Der Wert jedes Feldes unterscheidet sich von allen Werten einen Zug entfernt.
explore-legend-value-zero = Wert 0: P-Position (schwarz)
explore-legend-values = Werte 1 bis { $top }, von hell nach dunkel
