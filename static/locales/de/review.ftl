## Die Spielanalyse: das Urteil jeder Zeile, ihr Zug, ihr Fehler und der Zug, der den Gewinn gehalten hätte

review-close = Schließen
review-why-label = Warum dieser Zug ein Fehler war
review-chart-label = Wertverlauf: Jede Zeile ist eine Stellung, gezeichnet auf der Seite des Spielers, der dort gewann; der Pfad zwischen den Zeilen wechselt bei jedem Fehler die Seite. Die Tabelle daneben enthält dieselben Zeilen.
review-legend = ● N: Der Spieler am Zug gewinnt · ■ P: Der Spieler, der gerade gezogen hat, gewinnt · ✗ ein Fehler, wo der Pfad die Seite wechselt
review-caption = Jede Stellung der Partie, wer dort gewann, der gespielte Zug und die Fehler
review-column-position = Stellung
review-column-to-act = Am Zug
review-column-winning = Gewinnt
review-column-nim-sum = Nim-Summe
review-column-move = Gespielter Zug
review-column-why = Warum
review-why-table-caption = Die Haufen in Binärschreibweise beim Fehler und der Haufen, der den Gewinn gehalten hätte
review-no-moves = Noch keine Züge: Die Analyse füllt sich, während die Partie gespielt wird.
review-row = { $row }. { $position }
review-go-to = { $row }. { $position }: diese Stellung aufs Brett bringen
review-back-to-start = Zurück zum Anfang der Partie.
review-back-to = Zurück zu Stellung { $row } der Partie.
review-wins = { $shape } { $letter }, gewinnt
review-loses = { $shape } { $letter }, verliert
review-won = { $shape } { $letter }, gewonnen
review-lost = { $shape } { $letter }, verloren
review-too-large = zu groß für die Analyse
review-move-pass = Passen (das eine Passen, hier genutzt)
review-move-mistake = { $made } ✗
review-game-over = Partie vorbei
review-to-play = am Zug
review-short-take = Haufen { $heap }: { $from } → { $to }
review-short-forbid = Haufen { $heap } → { $to } verbieten
review-no-mistakes =
    { $moves ->
        [one] { $moves } Zug, keine Fehler: Wer gewann, hat den Gewinn gehalten.
       *[other] { $moves } Züge, keine Fehler: Wer gewann, hat den Gewinn gehalten.
    }
review-mistakes =
    { $mistakes ->
        [one] { $moves } Züge, { $mistakes } Fehler ({ $who }): Er gibt den Gewinn an den anderen Spieler ab.
       *[other] { $moves } Züge, { $mistakes } Fehler ({ $who }): Jeder gibt den Gewinn an den anderen Spieler ab.
    }
review-mistake-by =
    { $player ->
        [you] Du bei Stellung { $row }
        [computer] Der Computer bei Stellung { $row }
        [player1] Spieler 1 bei Stellung { $row }
        [player2] Spieler 2 bei Stellung { $row }
       *[opponent] Der Gegner bei Stellung { $row }
    }
review-start-favoured =
    { $player ->
        [you] Du hattest am Anfang den Gewinn.
        [computer] Der Computer hatte am Anfang den Gewinn.
        [player1] Spieler 1 hatte am Anfang den Gewinn.
        [player2] Spieler 2 hatte am Anfang den Gewinn.
       *[opponent] Der Gegner hatte am Anfang den Gewinn.
    }
review-why-show = ✗ Warum?
review-why-hide = ✗ Ausblenden
review-mistake =
    { $actor ->
        [you] Bei Stellung { $row } standest du auf Gewinn;
        [computer] Bei Stellung { $row } stand der Computer auf Gewinn;
        [player1] Bei Stellung { $row } stand Spieler 1 auf Gewinn;
        [player2] Bei Stellung { $row } stand Spieler 2 auf Gewinn;
       *[opponent] Bei Stellung { $row } stand der Gegner auf Gewinn;
    } „{ $made }“ gab den Gewinn { $other ->
        [you] an dich ab.
        [computer] an den Computer ab.
        [player1] an Spieler 1 ab.
        [player2] an Spieler 2 ab.
       *[opponent] an den Gegner ab.
    }
review-keeping =
    { $count ->
        [one] Dieser Zug hätte den Gewinn gehalten: { $moves }.
       *[other] Diese Züge hätten den Gewinn gehalten: { $moves }.
    }
review-recipe-why = : Der zu ändernde Haufen hat eine 1 in der höchsten Spalte der Nim-Summe, und seine Größe ⊕ die Nim-Summe ist kleiner, also ist der Zug erlaubt und hinterlässt die Nim-Summe 0.
review-recipe = Haufen { $heap } → { $from } ⊕ { $sum } = { $to }
review-short-step = Stufe { $step }: { $from } → { $to }
