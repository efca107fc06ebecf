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
