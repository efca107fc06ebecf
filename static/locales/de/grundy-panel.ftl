## Die Ansicht der Grundy-Folgen: g(n), der Grundy-Wert eines Haufens aus n Steinen, für jedes n bis zu einer Grenze
# $code: ein Oktalcode wie 0.77, und $set eine Subtraktionsmenge wie {1, 2, 3} (beide werden nicht übersetzt);
# $game: der Name eines Spiels. g(n), n, p, q und t sind die Schreibweise von Winning Ways (unverändert).

grundy-title = Grundy-Folgen
grundy-close = Schließen
grundy-intro = Der Grundy-Wert g(n) eines Haufens aus n Steinen, für jedes n bis zu einer Grenze: Eine Summe von Haufen gewinnt, wer in eine Stellung zieht, deren Werte die Nim-Summe 0 haben.
grundy-rule-label = Spiel
grundy-choice-code = Ein anderer Oktalcode …
grundy-choice-set = Eine Subtraktionsmenge …
grundy-code-label = Oktalcode (0. und bis zu { $limit } Ziffern von 0 bis 7)
grundy-set-label = Subtraktionsmenge (die Anzahlen Steine, die ein Zug nehmen darf, durch Kommas getrennt)
grundy-max-label = Größter Haufen n (0 bis { $limit })
grundy-compute = Berechnen
grundy-progress-label = Bereits berechnete Werte
grundy-progress = Berechne g(0) bis g({ $max }) … { $percent } %
grundy-computing = Berechne g(0) bis g({ $max }) …
grundy-cancel = Abbrechen
grundy-cancelled = Abgebrochen. Drücke „Berechnen“, um neu zu beginnen.
grundy-unavailable = Die Seite konnte ihre Hintergrundberechnung nicht starten und kann hier keine Folgen berechnen.
grundy-failed-rule = Die Hintergrundberechnung konnte die Regel { $rule } nicht lesen.
grundy-failed-max = Die Hintergrundberechnung reicht bis Haufen { $limit }, nicht { $max }.
grundy-failed-value = Der Grundy-Wert von Haufen { $heap } ist 65.536 oder mehr, mehr als diese Ansicht speichert: Wähle einen kleineren größten Haufen.
grundy-failed-reply = Die Seite und ihre Hintergrundberechnung konnten einander nicht verstehen (sie stammen vielleicht aus zwei Versionen der App). Lade die Seite neu, um wieder Folgen zu berechnen.
grundy-computed = g(0) bis g({ $max }) berechnet: { $found }
grundy-computed-period = Periode { $period }, Vorperiode { $preperiod }, bewiesen.
grundy-computed-no-period = keine Periode bewiesen.
grundy-period-proven = Periode p = { $period } und Vorperiode q = { $preperiod }: g(n + { $period }) = g(n) für jedes n ≥ { $preperiod }. Bewiesen durch den Periodizitätssatz von Guy und Smith: Das Muster gilt für jedes n mit { $preperiod } ≤ n < 2q + p + t = { $bound } (t = { $digits } Ziffern), also für jedes n.
grundy-last-exception = Die letzte Ausnahme ist g({ $last }) ≠ g({ $last } + { $period }).
grundy-exceptions-outlined = Die Ausnahmen sind im Streifen umrandet.
grundy-period-none = Keine Periode bis { $max } gefunden. Der Satz von Guy und Smith beweist eine Periode p mit Vorperiode q, sobald die Werte 2q + 2p + t erreichen: Versuche einen größeren Haufen.
grundy-period-grundy = Grundys Spiel hat keine bewiesene Periode: Der Satz von Guy und Smith handelt von Oktalspielen, und Grundys Spiel ist keines (seine Teilungen nehmen keine Steine und müssen ungleich sein). Es ist keine Periode bekannt, obwohl es bis zu sehr großen Haufen berechnet wurde.
grundy-strip-title = Die ersten Werte
grundy-strip-caption = g(n) für n von 0 bis { $last }, { $width } pro Zeile{ $periodic ->
        [yes] : ein Vielfaches der Periode, daher wiederholt sich jede Spalte nach der Vorperiode.
       *[no] .
    }
grundy-strip-corner = n
grundy-strip-more = Der Streifen zeigt die ersten { $shown } von { $count } Werten; das Diagramm und die CSV-Datei enthalten alle.
grundy-legend-exception = Ausnahme: g(n) ≠ g(n + p) vor der Vorperiode
grundy-plot-title = g(n) über n
grundy-plot-label = Diagramm von g(n) für n von 0 bis { $max }, Werte von 0 bis { $largest }.{ $proven ->
        [yes] { " " }Die senkrechte Linie markiert die Vorperiode, { $preperiod }: ab dort periodisch.
       *[no] {""}
    }{ $per ->
        [1] {""}
       *[other] { " " }Jede Spalte fasst { $per } Haufen zusammen, gezeichnet von ihrem kleinsten bis zu ihrem größten Wert.
    }
grundy-axis-n-first = n = 0
grundy-axis-n-last = n = { $max } →
grundy-axis-g-top = g = { $largest }
grundy-axis-g-bottom = g = 0
grundy-legend-preperiod = Vorperiode: ab dieser Linie periodisch
grundy-csv = Als CSV exportieren
