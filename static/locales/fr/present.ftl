# Les messages de Nim Lab en français : le mode projecteur (ses boutons, le vote de la classe,
# le parcours pas à pas). Glossaire : docs/glossary.md.

## Ce que dit le parcours d’un anneau entier

present-whole-ring = { $markers ->
        [one] L’unique place de l’anneau porte un marqueur.
       *[other] Les { $markers } places de l’anneau portent un marqueur : il n’y a aucun trou.
    }
present-symmetry-answer = Quoi que prenne le joueur qui a le trait (un marqueur ou deux voisins), l’autre joueur répond en prenant le ou les deux marqueurs juste en face sur l’anneau, ce qui laisse deux rangées de même longueur.
present-symmetry-mirror = Ensuite l’autre joueur copie chaque coup dans l’autre rangée : il a toujours une réponse et prend le dernier marqueur.
present-symmetry-verdict = Le joueur qui a le trait perd donc face à un jeu parfait : c’est la stratégie de symétrie.
present-small-ring = { $markers ->
        [one] Le joueur qui a le trait prend l’unique marqueur et gagne.
       *[other] Les { $markers } marqueurs sont voisins : le joueur qui a le trait les prend tous et gagne.
    }

## Le parcours du Nim avec blocage

present-moves-to-p = Coups menant à des positions P (quoi qu’on interdise) :

## Les boutons et touches du mode projecteur

present-undo = ↶ Annuler
present-new-game = Nouvelle partie
present-exit = Quitter (Échap)
present-back = ← Retour
present-next = Suivant →
present-table = Table binaire
present-powers = Puissances de deux
present-vote = Vote de la classe (H)
present-qr = Code QR (Q)
present-qr-title = Scannez pour ouvrir cette position
present-qr-label = Code QR du lien vers cette position
present-qr-too-long = Le lien de cette position est trop long pour un code QR : partagez-le avec le bouton Partager.
present-voting = Vote de la classe : est-ce une position N (le joueur qui a le trait gagne) ou une position P ? Appuyez sur H pour afficher la réponse.
present-keys = → étape suivante · ← retour · H masquer ou afficher la réponse · Q code QR · Échap quitter
present-keys-no-walk = H masquer ou afficher la réponse · Q code QR · Échap quitter
present-no-walk = Pas de parcours pas à pas : cette position n’a pas d’analyse.

## Le parcours : ses régions et le nom de chaque étape

present-walk-nim-sum = La somme de Nim, pas à pas
present-walk-rows = Les rangées de Kayles et leur somme de Nim, pas à pas
present-walk-ring = L’anneau entier, pas à pas
present-walk-blocking = Les coups vers des positions P face aux blocages, pas à pas
present-step = Étape { $step } sur { $last } : { $name }
present-progress-detail = { $shown }. { $detail }
present-detail-after = . { $detail }
present-step-heaps = { $rows ->
        [parts] les valeurs des composantes
        [steps] les pièces des marches impaires
        [heads] les valeurs des faces
       *[heaps] les tas
    }
present-step-column = la colonne { $column } (le bit { $column } de { $rows ->
        [heaps] chaque tas
       *[other] chaque valeur
    })
present-step-parity = la ligne de parité : les colonnes impaires donnent la somme de Nim { $nim_sum }
present-step-change = le tas à changer et sa nouvelle taille
present-step-broken = l’anneau est rompu en { $rows ->
        [one] { $rows } rangée
       *[other] { $rows } rangées
    }
present-step-ring = l’anneau
present-step-blocks = les tas, et { $blocks ->
        [one] { $blocks } blocage
       *[other] { $blocks } blocages
    } par tour
present-step-row = rangée { $row }, places { $places } ({ $markers ->
        [one] { $markers } marqueur
       *[other] { $markers } marqueurs
    }) : valeur de Kayles { $value }
present-step-rows-lose = la somme de Nim des valeurs de Kayles, { $values } = { $nim_sum }, vaut 0 : le joueur qui a le trait perd
present-step-rows-win = la somme de Nim des valeurs de Kayles, { $values } = { $nim_sum }, n’est pas 0 : le joueur qui a le trait gagne
present-step-whole = l’anneau est entier
present-step-answer = la réponse en face sur l’anneau
present-step-mirror = le miroir
present-step-verdict = le verdict
present-step-count = le compte face aux blocages
present-step-forbids = les interdictions gagnantes du bloqueur
present-step-move = le coup gagnant
present-step-move-to-p = coup vers une position P { $index } sur { $count } : { $change }

## Les conclusions du parcours et son coup

present-nim-sum-is = La somme de Nim vaut { $nim_sum }.
present-count-none = Aucun coup ne mène à une position P : quoi qu’on interdise, le joueur qui joue perd.
present-count-more = { $moves ->
        [one] { $moves } coup mène
       *[other] { $moves } coups mènent
    } à des positions P, plus que les { $blocks } que le bloqueur peut interdire : le joueur qui joue gagne.
present-count-uncovered = { $moves ->
        [one] { $moves } coup mène
       *[other] { $moves } coups mènent
    } à des positions P, pas plus que les { $blocks } que le bloqueur peut interdire, mais les interdictions de ce tour ne peuvent pas tous les couvrir : le joueur qui joue gagne.
present-count-covered = { $moves ->
        [one] { $moves } coup mène
       *[other] { $moves } coups mènent
    } à des positions P, pas plus que les { $blocks } que le bloqueur peut interdire : le bloqueur les interdit tous et le joueur qui joue perd.
present-no-move = Aucun coup ne gagne.
present-blocker-wins = Le bloqueur gagne : { $moves }.
present-winning-move = Le coup gagnant : { $change }.
present-winning-move-of = Le coup gagnant : { $change } (parmi { $count }).

## Le jeu de Wythoff pas à pas

present-walk-wythoff = Les paires de Wythoff, pas à pas
present-step-wythoff-start = les tas ({ $low }, { $high })
present-step-wythoff-pairs = les paires (⌊nφ⌋, ⌊nφ²⌋)
present-step-wythoff-why = pourquoi aucun coup ne relie deux paires
present-wythoff-no-pair = ({ $low }, { $high }) n'est pas une paire : un coup atteint une paire, donc le joueur qui doit jouer gagne.
present-walk-moore = Les colonnes de Moore, pas à pas
present-step-moore-start = les tas en binaire
present-step-moore-column = la colonne { $column } : { $count ->
        [one] { $count } chiffre 1
       *[other] { $count } chiffres 1
    }, soit { $residue } modulo { $modulus }

## Fibonacci Nim's walk
# $heap: the heap's counters; $part: a Fibonacci number; $left: what is left of the heap before it

present-walk-fibonacci = La somme de Zeckendorf du tas, pas à pas
present-step-fibonacci-start = le tas de { $heap } et les nombres de Fibonacci jusqu'à lui
present-step-fibonacci-part = { $part }, le plus grand nombre de Fibonacci au plus égal à { $left }
