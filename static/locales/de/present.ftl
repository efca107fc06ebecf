# Die Meldungen von Nim Lab auf Deutsch: der Beamer-Modus (seine Knöpfe, die Abstimmung der
# Klasse, der Schritt-für-Schritt-Gang). Glossar: docs/glossary.md.

## Was der Gang über einen ganzen Ring sagt

present-whole-ring = { $markers ->
        [one] Der einzige Platz des Rings trägt eine Marke.
       *[other] Alle { $markers } Plätze des Rings tragen eine Marke: Es gibt keine Lücke.
    }
present-symmetry-answer = Was auch immer der Spieler am Zug nimmt (eine Marke oder zwei Nachbarn), der andere antwortet, indem er die eine oder zwei Marken genau gegenüber nimmt, sodass zwei gleich lange Reihen bleiben.
present-symmetry-mirror = Danach ahmt der andere Spieler jeden Zug in der anderen Reihe nach, hat also immer eine Antwort und nimmt die letzte Marke.
present-symmetry-verdict = Wer am Zug ist, verliert also bei perfektem Spiel: die Symmetriestrategie.
present-small-ring = { $markers ->
        [one] Wer am Zug ist, nimmt die einzige Marke und gewinnt.
       *[other] Die { $markers } Marken sind Nachbarn: Wer am Zug ist, nimmt sie alle und gewinnt.
    }

## Der Gang durch Blockier-Nim

present-moves-to-p = Züge, die zu P-Positionen führen (was auch immer verboten wird):

## Knöpfe und Tasten des Beamer-Modus

present-undo = ↶ Rückgängig
present-new-game = Neues Spiel
present-exit = Beenden (Esc)
present-back = ← Zurück
present-next = Weiter →
present-table = Binärtabelle
present-powers = Zweierpotenzen
present-vote = Abstimmung der Klasse (H)
present-qr = QR-Code (Q)
present-qr-title = Scannen, um diese Stellung zu öffnen
present-qr-label = QR-Code des Links zu dieser Stellung
present-qr-too-long = Der Link dieser Stellung ist zu lang für einen QR-Code: Teile ihn mit der Schaltfläche Teilen.
present-voting = Abstimmung der Klasse: Ist das eine N-Position (wer am Zug ist, gewinnt) oder eine P-Position? Drücke H, um die Antwort zu zeigen.
present-keys = → nächster Schritt · ← zurück · H Antwort verbergen oder zeigen · Q QR-Code · Esc verlassen
present-keys-no-walk = H Antwort verbergen oder zeigen · Q QR-Code · Esc verlassen
present-no-walk = Kein Schritt-für-Schritt-Gang: Diese Stellung hat keine Analyse.

## Der Gang: seine Bereiche und der Name jedes Schritts

present-walk-nim-sum = Die Nim-Summe, Schritt für Schritt
present-walk-rows = Die Kayles-Reihen und ihre Nim-Summe, Schritt für Schritt
present-walk-ring = Der ganze Ring, Schritt für Schritt
present-walk-blocking = Die Züge zu P-Positionen gegen die Sperren, Schritt für Schritt
present-step = Schritt { $step } von { $last }: { $name }
present-progress-detail = { $shown }. { $detail }
present-detail-after = . { $detail }
present-step-heaps = { $rows ->
        [parts] die Werte der Komponenten
        [steps] die Münzen der ungeraden Stufen
        [heads] die Werte der Köpfe
       *[heaps] die Haufen
    }
present-step-column = die { $column }er-Spalte (das { $column }er-Bit { $rows ->
        [heaps] jedes Haufens
       *[other] jedes Werts
    })
present-step-parity = die Paritätszeile: Ungerade Spalten ergeben die Nim-Summe { $nim_sum }
present-step-change = der zu ändernde Haufen und seine neue Größe
present-step-broken = der Ring ist in { $rows ->
        [one] 1 Reihe
       *[other] { $rows } Reihen
    } zerfallen
present-step-ring = der Ring
present-step-blocks = die Haufen und { $blocks ->
        [one] 1 Sperre
       *[other] { $blocks } Sperren
    } pro Zug
present-step-row = Reihe { $row }, Plätze { $places } ({ $markers ->
        [one] 1 Marke
       *[other] { $markers } Marken
    }): Kayles-Wert { $value }
present-step-rows-lose = die Nim-Summe der Kayles-Werte, { $values } = { $nim_sum }, ist 0: Wer am Zug ist, verliert
present-step-rows-win = die Nim-Summe der Kayles-Werte, { $values } = { $nim_sum }, ist nicht 0: Wer am Zug ist, gewinnt
present-step-whole = der Ring ist ganz
present-step-answer = die Antwort gegenüber im Ring
present-step-mirror = der Spiegel
present-step-verdict = das Urteil
present-step-count = die Zählung gegen die Sperren
present-step-forbids = die gewinnenden Verbote des Blockierers
present-step-move = der Gewinnzug
present-step-move-to-p = Zug zu einer P-Position { $index } von { $count }: { $change }

## Die Schlüsse des Gangs und sein Zug

present-nim-sum-is = Die Nim-Summe ist { $nim_sum }.
present-count-none = Kein Zug führt zu einer P-Position, also verliert der Ziehende, was auch immer verboten wird.
present-count-more = { $moves ->
        [one] 1 Zug führt
       *[other] { $moves } Züge führen
    } zu P-Positionen, mehr als die { $blocks }, die der Blockierer verbieten kann: Der Ziehende gewinnt.
present-count-uncovered = { $moves ->
        [one] 1 Zug führt
       *[other] { $moves } Züge führen
    } zu P-Positionen, nicht mehr als die { $blocks }, die der Blockierer verbieten kann, aber die Verbote dieses Zuges können nicht alle abdecken: Der Ziehende gewinnt.
present-count-covered = { $moves ->
        [one] 1 Zug führt
       *[other] { $moves } Züge führen
    } zu P-Positionen, nicht mehr als die { $blocks }, die der Blockierer verbieten kann: Der Blockierer verbietet sie alle, und der Ziehende verliert.
present-no-move = Kein Zug gewinnt.
present-blocker-wins = Der Blockierer gewinnt: { $moves }.
present-winning-move = Der Gewinnzug: { $change }.
present-winning-move-of = Der Gewinnzug: { $change } (einer von { $count }).

## Wythoffs Spiel Schritt für Schritt

present-walk-wythoff = Wythoffs Paare, Schritt für Schritt
present-step-wythoff-start = die Haufen ({ $low }, { $high })
present-step-wythoff-pairs = die Paare (⌊nφ⌋, ⌊nφ²⌋)
present-step-wythoff-why = warum kein Zug zwei Paare verbindet
present-wythoff-no-pair = ({ $low }, { $high }) ist kein Paar: Ein Zug erreicht ein Paar, also gewinnt, wer am Zug ist.
present-walk-moore = Moores Spalten, Schritt für Schritt
present-step-moore-start = die Haufen binär
present-step-moore-column = die { $column }er-Spalte: { $count ->
        [one] { $count } Eins
       *[other] { $count } Einsen
    }, { $residue } modulo { $modulus }

## Fibonacci Nim's walk
# $heap: the heap's counters; $part: a Fibonacci number; $left: what is left of the heap before it

present-walk-fibonacci = Die Zeckendorf-Summe des Haufens, Schritt für Schritt
present-step-fibonacci-start = der Haufen von { $heap } und die Fibonacci-Zahlen bis dahin
present-step-fibonacci-part = { $part }, die größte Fibonacci-Zahl höchstens { $left }
