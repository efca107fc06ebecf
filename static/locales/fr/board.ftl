## Le panneau du tour

board-turn-label = Tour
board-result-label = Résultat
board-headline = { $winner_who ->
        [you] Vous gagnez !
        [computer] L’ordinateur gagne.
        [opponent] L’adversaire gagne.
       *[other] { $winner } gagne !
    }
board-play-again = Rejouer
board-step-block = Étape 1 sur 2
board-step-take = Étape 2 sur 2
board-role-blocker = Bloqueur :
board-role-mover = Joueur qui joue :
board-block-phase = { $blocker } { $blocker_who ->
        [you] interdisez
       *[other] interdit
    } encore { $remaining ->
        [one] { $remaining } coup
       *[other] { $remaining } coups
    } { $mover_who ->
        [you] parmi les vôtres
        [computer] de l’ordinateur
        [opponent] de l’adversaire
       *[other] de { $mover }
    } ({ $blocks } par tour) : cliquez sur un jeton pour marquer ce coup ✕.
board-take-phase = { $mover } { $mover_who ->
        [you] prenez
       *[other] prend
    } des jetons. Les coups marqués ✕ sont interdits ce tour-ci.
board-your-move-heaps = À vous de jouer : cliquez sur un jeton pour le prendre avec tous ceux qui le suivent.
board-your-move-ring = À vous de jouer : sélectionnez un marqueur, puis prenez-le seul ou avec un voisin.
board-to-move = { $mover } a le trait.
board-computer-moving = L’ordinateur joue son coup (en surbrillance).
board-skip = Sauter
board-computer-thinking = L’ordinateur réfléchit…
