## Quellen: die Dokumente, aus denen die Theorie stammt (Titel bleiben, wie die Dokumente sie haben)

sources-button = Quellen
sources-title = Quellen
sources-intro = Die Regeln, Sätze und Bilder der App stammen aus diesen Dokumenten; ihre Antworten kommen von einem exakten Löser, der mit ihnen übereinstimmt.
sources-credit-blocking = Ein Artikel über ein Spiel mit drei Haufen, in dem Züge blockiert werden können.
sources-credit-nim-games = Vorlesungsskript.
sources-credit-bouton = Nach T. Fergusons Skript zur Spieltheorie.
sources-credit-thing-with-nim = C. Mäsak, 2011.
sources-credit-nim-with-a-pass = Ein Artikel über David Gales Variante von Nim.
sources-credit-game-theory = T. S. Ferguson, Vorlesungsskript, UCLA.
sources-proves-blocking = Mit drei Haufen und einer Blockade pro Zug verliert der Ziehende genau dann, wenn alle Haufen gleich sind oder die zwei kleineren zusammen eins weniger als der größte ergeben.
sources-proves-nim-games = 4-3-2-Nim, die Nim-Summe und Boutons Lemmata, der Gewinnzug, klassisches Nim (Misère) mit seinen großen Reihen und Kreis-Nim.
sources-proves-bouton = Positionen eine nach der anderen mit P und N beschriften, und warum die Nim-Summe Nim entscheidet (Satz von Bouton).
sources-proves-thing-with-nim = Jeder Haufen als Zweierpotenzen, die sich paarweise aufheben; der Gewinnzug beginnt bei der größten, die übrig bleibt.
sources-proves-nim-with-a-pass = Wer mit zwei Haufen gewinnt, mit den Haufen [1, m, n] und mit Haufen nur der Größen 1, 2 und 3; Listen der verlorenen Positionen mit drei Haufen für den kleinsten Haufen von 2 bis 9.
sources-proves-game-theory = Der Satz von Sprague–Grundy und Summen von Spielen; Laskers Nim, dessen Werte sich mit Periode 4 wiederholen.
