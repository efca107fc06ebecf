## Hinweise und Ansagen

notice-dismiss = Meldung schließen
notice-wait-for-computer = Warte auf den Zug des Computers.
notice-computer-cannot-analyse = Der Computer kann diese Position nicht analysieren: Sie überschreitet die Größengrenze.
notice-sentence-separator = {" "}
notice-moved = { $player }: { $played }.
notice-taken-back = Zug zurückgenommen.
notice-played-again = Zug erneut gespielt.
notice-new-game = Neues Spiel.
notice-new-position = Neue Position aufgestellt.
notice-random-position = Zufällige Position aufgestellt.

## Was an einem Link nicht stimmte ($value ist der Text des Links; die Wörter nach „verwende“ sind Schlüsselwörter des Links und bleiben, wie sie sind)

notice-link-default-position = Stattdessen wird die Standardposition gezeigt.
notice-link-unknown-game = Der Link nennt ein unbekanntes Spiel { $value }: Verwende nim, misere, circle, blocking oder pass.
notice-link-unknown-mode = Der Link nennt einen unbekannten Modus { $value }: Verwende computer, two oder analysis.
notice-link-unknown-controls = Der Link nennt unbekannte Bedienelemente { $value }: Verwende full, min oder none.
notice-link-unknown-panel = Der Link nennt ein unbekanntes Feld { $value }: Verwende none, verdict, table oder full.
notice-link-unknown-strength = Der Link nennt eine unbekannte Spielstärke { $value }: Verwende perfect, strong oder casual.
notice-link-unknown-first = Der Link nennt einen unbekannten ersten Spieler { $value }: Verwende you oder computer.
notice-link-unknown-view = Der Link nennt eine unbekannte Ansicht { $value }: Verwende board, diagram, explore, review oder grundy.
notice-link-bad-origin = Der Link-Parameter origin={ $value } ist kein Seitenursprung (etwa https://example.org): keine Seite kann diese Einbettung steuern.
notice-link-bad-switch = Im Link sollte { $key }={ $value } 0 oder 1 sein.
notice-link-heap-negative = Der Haufen { $value } im Link ist unbrauchbar: Ein Haufen kann nicht negativ sein.
notice-link-heap-not-a-number = Der Haufen { $value } im Link ist unbrauchbar: Eine Haufengröße muss eine ganze Zahl sein.
notice-link-heap-huge = Der Haufen { $value } im Link ist unbrauchbar: Das ist viel zu groß.
notice-link-bad-ring = Der Ring { $value } im Link ist unbrauchbar: Schreibe o für eine Marke und . für eine leere Stelle.
notice-link-bad-part = Die Komponente { $value } im Link wurde weggelassen: { $problem ->
        [shape] Schreibe eine Komponente als SPIEL:GRÖSSE, etwa kayles:8.
        [digit] Die Ziffern eines Oktalcodes gehen von 0 bis 7.
        [point] Ein Oktalcode beginnt mit „0.“, wie 0.77, oder mit „4.“, wenn ein Haufen auch ohne Wegnehmen in zwei geteilt werden darf.
        [long] Ein Code hat höchstens { $limit } Ziffern nach dem Punkt ({ $longest } für den Code eines Subtraktionsspiels aus den Ziffern 0 und 3).
        [name] Verwende nim, kayles, grundy oder einen Oktalcode wie 0.77.
       *[size] Ihre Größe ist keine ganze Zahl.
    }
notice-link-bad-blocks = Im Link sollte blocks={ $value } eine kleine ganze Zahl sein.
notice-link-bad-forbid = Die verbotenen Züge { $value } im Link sind keine Züge, die der Blockierer in seiner Position verbieten kann: Der Blockierer wählt neu.
notice-link-bad-turn = Im Link sollte turn={ $value } 1 oder 2 sein: Spieler 1 zieht zuerst.
notice-link-limit = Die Position des Links: { $problem }

## Abgelehnte Befehle der einbettenden Seite (Befehls- und Feldnamen bleiben unverändert)

host-error-version = Der Befehl ist für Version { $found } der Nachrichten von Nim Lab; diese Seite liest Version { $read }.
host-error-unknown = Unbekannter Befehl { $command }: verwende setPosition, newGame, undo, redo, setHints, getState oder setState.
host-error-field = Der Befehl { $command } braucht sein Feld { $field }.
host-error-link = Die Stellung kann nicht gesetzt werden: { $problems }
host-error-empty = Der Link-Text nennt keine Stellung, Ansicht, kein Quiz und keine Einstellung.
host-error-nothing-to-undo = Es gibt keinen Zug zum Zurücknehmen.
host-error-nothing-to-redo = Es gibt keinen Zug zum Wiederholen.
host-error-move = Zug { $number } ({ $played }) kann an seiner Stelle nicht gespielt werden.
notice-link-step-negative = Die Stufe { $value } im Link ist nicht verwendbar: Eine Stufe kann keine negative Zahl von Münzen tragen.
notice-link-step-not-a-number = Die Stufe { $value } im Link ist nicht verwendbar: Die Münzen einer Stufe müssen eine ganze Zahl sein.
notice-link-step-huge = Die Stufe { $value } im Link ist nicht verwendbar: Das ist viel zu groß.

notice-link-bad-last = Im Link ist last={ $value } kein voriger Zug, den dieser Haufen zulässt: Das Spiel beginnt mit dem ersten Zug.
notice-link-other-field = Im Link wird { $key }= nicht gelesen: Die Stellung dieses Spiels steht in { $own }=.
notice-link-bad-k = Im Link sollte k={ $value } die Zahl der Haufen von 1 bis 4 sein, aus denen ein Zug nehmen darf: Es wird k={ $k } verwendet.
notice-link-bad-coin-rule = rule={ $value } im Link ist keine Münzwenderegel (turtles, mock, ruler oder twins): Es wird Turning Turtles gespielt.
notice-link-bad-coin = Münze { $coin } im Link ist { $value }, weder H noch T: Sie wird als Zahl gelesen.
notice-link-too-many-coins = Die Reihe im Link hat { $count } Münzen, mehr als die { $limit }, die eine Reihe haben darf: Sie wurde nicht gelesen.
notice-link-bad-head = Der Kopf { $value } im Link ist kein Feld der Form x:y: Er wird weggelassen.
notice-link-head-off-grid = Der Kopf { $value } im Link liegt außerhalb des Gitters (je 0 bis { $last }): Er wird weggelassen.
notice-link-head-repeated = Der Kopf { $value } steht zweimal im Link: Er zählt einmal.
notice-link-too-many-edges = Das Bild im Link hat { $count } Kanten, mehr als die { $limit }, die ein Bild haben darf: Es wurde nicht gelesen.
notice-link-bad-edge = Kante { $edge } im Link ist { $value }, nicht zwei durch - verbundene Enden (wie g-1 oder 1-2): Sie wird weggelassen.
notice-link-no-such-vertex = Kante { $edge } im Link nennt { $value }, keine Ecke (g für den Boden oder eine Zahl von 1 bis { $most }): Sie wird weggelassen.
notice-link-bad-place = Der Ort { $value } im Link ist nicht Ecke:x:y auf dem Raster der Zeichnung: Er wird weggelassen und die Ecke von selbst platziert.
