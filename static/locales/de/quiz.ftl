## Das Quiz: sein Dialog, jede Frage, das Urteil über eine Antwort und die Punktzahl

quiz-title = Quiz
quiz-leave = Quiz verlassen
quiz-next = Nächste Frage
quiz-see-score = Zur Punktzahl
quiz-retry = Die verpassten noch einmal versuchen
quiz-back = Zurück zum Spiel
quiz-another = Nächstes Quiz (Nummer { $seed })
quiz-missed-title = Verpasste Fragen
quiz-all-right = Jede Antwort richtig.
quiz-keys = Tasten: P oder N.
quiz-answers-label = Deine Antwort
quiz-heading = Quiz { $seed } · { $game } · Stufe { $level }
quiz-progress = Frage { $number } von { $total }
quiz-progress-retry = Verpasste Frage { $number } von { $total } (Versuch { $round })
quiz-prompt-outcome = P oder N? Gewinnt bei perfektem Spiel der Spieler am Zug (N) oder der andere Spieler (P)?
quiz-prompt-outcome-blocking = P oder N? Gewinnt bei perfektem Spiel der Ziehende (N) oder der Blockierer (P)?
quiz-prompt-move = Mach einen Gewinnzug auf dem Brett.
quiz-prompt-move-pass = Mach einen Gewinnzug auf dem Brett (Passen zählt).
quiz-prompt-move-blocking = Der Blockierer hat die mit ✕ markierten Züge verboten. Mach einen Gewinnzug auf dem Brett.
quiz-prompt-value = { $what ->
    [picture] Welchen Wert hat dieses Bild? Gib seinen Grundy-Wert ein, eine ganze Zahl.
    [row] Welchen Wert hat diese Reihe? Gib ihren Grundy-Wert als ganze Zahl ein.
    [grid] Welchen Wert hat dieses Gitter? Gib seinen Grundy-Wert als ganze Zahl ein.
   *[sum] Welchen Wert hat diese Summe? Gib ihren Grundy-Wert als ganze Zahl ein.
}
quiz-value-field = { $what ->
    [picture] Wert des Bildes
    [row] Wert der Reihe
    [grid] Wert des Gitters
   *[sum] Wert der Summe
}
quiz-value-submit = Antworten
quiz-value-empty = Gib zuerst den Wert ein: eine ganze Zahl wie 0, 3 oder 12.
quiz-value-not-a-number = Gib den Wert nur mit Ziffern ein, als ganze Zahl wie 6.
quiz-value-negative = Ein Wert ist nie negativ: Gib eine ganze Zahl ab 0 ein.
quiz-value-too-large = Das ist zu groß: Gib eine ganze Zahl von 0 bis { $max } ein.
quiz-value-wrong = Nicht { $given }. { $key }
quiz-means-to-move-wins = der Spieler am Zug gewinnt
quiz-means-other-wins = der andere Spieler gewinnt
quiz-means-mover-wins = der Ziehende gewinnt
quiz-means-blocker-wins = der Blockierer gewinnt
quiz-right = ✓ Richtig.
quiz-wrong = ✗ Nicht ganz.
quiz-outcome-wrong = Es ist { $answer }, nicht { $given }. { $key }
quiz-outcome-is = Es ist { $answer }. { $key }
quiz-move-right = Er hinterlässt eine P-Position: Der Gegner verliert bei perfektem Spiel.
quiz-move-wrong = Er hinterlässt eine N-Position, in der der Gegner gewinnt. { $solution }
quiz-winning-moves =
    { $count ->
        [one] Der Gewinnzug: { $moves }.
       *[other] Gewinnzüge: { $moves }.
    }
quiz-you-said = Du hast { $answer } gesagt.
quiz-you-played = Du hast gezogen: { $played }.
quiz-forbidden = { $position } In diesem Zug verboten: { $moves }.
quiz-missed-heading = Frage { $number }: { $position }
quiz-score = { $right } von { $total } richtig
quiz-asked = Frage { $number } von { $total }. { $position } { $prompt }
quiz-over = Quiz beendet: { $right } von { $total } richtig.
quiz-to-retry =
    { $count ->
        [one] { $count } Frage zum erneuten Versuchen.
       *[other] { $count } Fragen zum erneuten Versuchen.
    }
quiz-left = Quiz geschlossen: zurück zum Spiel.
quiz-bad-link-seed = Das quiz={ $value } des Links sollte eine Quiznummer sein (eine ganze Zahl ab 0); es wird kein Quiz gestartet.
quiz-bad-link-level = Die Quizstufe level={ $value } des Links sollte 1, 2 oder 3 sein; das Quiz hat Stufe 1.
