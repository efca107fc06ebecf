# Nim Lab's messages in English: projector mode (its buttons, the class vote, the step-by-step
# walk). Glossary: docs/glossary.md.

## The walk's statements about a whole ring

present-whole-ring = { $markers ->
        [one] The ring's one place holds a marker.
       *[other] All { $markers } places of the ring hold a marker: there is no gap.
    }
present-symmetry-answer = Whatever the player to move takes (one marker or two neighbours), the other player answers by taking the one or two markers straight across the ring, leaving two rows of equal length.
present-symmetry-mirror = From then on the other player copies every move in the other row, so they always have a reply and take the last marker.
present-symmetry-verdict = So the player to move loses against perfect play: the symmetry strategy.
present-small-ring = { $markers ->
        [one] The player to move takes the one marker and wins.
       *[other] The { $markers } markers are neighbours: the player to move takes them all and wins.
    }

## Blocking Nim's walk

present-moves-to-p = Moves that lead to P-positions (whatever is forbidden):
