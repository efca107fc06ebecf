## Die Ansicht der Grundy-Folgen: g(n), der Grundy-Wert eines Haufens aus n Steinen, für jedes n bis zu einer Grenze
# $code: ein Oktalcode wie 0.77, und $set eine Subtraktionsmenge wie {1, 2, 3} (beide werden nicht übersetzt);
# $game: der Name eines Spiels. g(n), n, p, q und t sind die Schreibweise von Winning Ways (unverändert).

toolbar-grundy = Grundy-Folgen
grundy-loading = Die Ansicht „Grundy-Folgen“ wird geladen …
grundy-not-loaded = Die Seite konnte die Ansicht „Grundy-Folgen“ nicht laden. Prüfe die Verbindung und wähle dann „Erneut versuchen“.
grundy-game-kayles = Kayles
grundy-game-dawson = Dawsons Kayles
grundy-game-guiles = Guiles
grundy-game-dawson-chess = Dawsons Schach
grundy-game-grundy = Grundys Spiel
grundy-option = { $game } ({ $code })
grundy-rule-named = { $game } ist das Oktalspiel { $code }.
grundy-rule-octal = Im Oktalspiel { $code } sagt die i-te Ziffer nach dem Punkt, was ein Zug übrig lassen darf, der i Steine von einem Haufen nimmt: 1 nichts, 2 einen Haufen, 4 zwei Haufen (eine Ziffer zählt diese Fälle zusammen).
grundy-rule-subtraction = Das Oktalspiel { $code } ist das Subtraktionsspiel S = { $set }: Ein Zug nimmt s Steine von einem Haufen, für jedes s aus S.
grundy-rule-grundy = Grundys Spiel: Ein Zug teilt einen Haufen in zwei verschieden große Haufen.
grundy-link-part = Der Teil { $part } des Links ist für die Grundy-Ansicht nicht verwendbar: { $problem }
grundy-typed-rule = Der Code { $value } ist nicht verwendbar: { $problem }
grundy-typed-set = Die Subtraktionsmenge { $value } ist nicht verwendbar: { $problem }
grundy-typed-max = Der größte Haufen { $value } ist nicht verwendbar: { $problem }
grundy-problem-empty = Gib einen Namen wie kayles oder grundy oder einen Code wie 0.77 an.
grundy-problem-no-point = Ein Oktalcode beginnt mit „0.“, wie 0.77, oder mit „4.“, wenn ein Haufen auch ohne Wegnehmen in zwei geteilt werden darf.
grundy-problem-unknown-name = Verwende kayles, dawson, guiles, dawson-chess, grundy oder einen Code wie 0.77.
grundy-problem-no-digits = Der Code hat keine Ziffern nach dem Punkt.
grundy-problem-too-many-digits = Der Code hat { $count } Ziffern nach dem Punkt, erlaubt sind höchstens { $limit } ({ $longest } für den Code eines Subtraktionsspiels aus den Ziffern 0 und 3).
grundy-problem-not-octal = Die { $position }. Ziffer nach dem Punkt ist { $digit }, eine Oktalziffer ist 0 bis 7.
grundy-problem-set-empty = Gib die Anzahlen an, die ein Zug nehmen darf, etwa 1, 2, 3.
grundy-problem-set-zero = Eine Subtraktionsmenge kann 0 nicht enthalten: Ein Zug nimmt mindestens einen Stein.
grundy-problem-set-duplicate = { $take } steht zweimal in der Menge.
grundy-problem-set-take = { $take } ist zu groß: Eine Subtraktionsmenge enthält Zahlen von 1 bis { $limit }.
grundy-problem-set-not-number = { $entry } ist keine ganze Zahl: Schreibe die Zahlen durch Kommas getrennt, etwa 1, 2, 3.
grundy-problem-max-not-whole = Der größte Haufen ist eine ganze Zahl von 0 bis { $limit }.
grundy-problem-max-too-large = Die Folge reicht höchstens bis Haufen { $limit }, nicht { $max }.
