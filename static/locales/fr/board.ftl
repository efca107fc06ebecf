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

## Réglages et commandes du plateau

board-settings-label = Réglages de la partie
board-game-field = Jeu
board-mode-field = Mode
board-computer-field = Ordinateur
board-first-move-field = Premier coup
board-first-move-you = Vous
board-first-move-computer = Ordinateur
board-hints = Indices
board-undo = ↶ Annuler
board-redo = ↷ Rétablir
board-new-game = Nouvelle partie
board-state-diagram = Diagramme des états

## La liste des coups

board-history-title = Coups
board-history-empty = Aucun coup pour l’instant.
board-history-undone = (annulé)
board-history-nim-sum = somme de Nim { $sum } ({ $outcome })
board-history-position = position { $outcome }

## Les tas

board-heaps-label = Tas
board-heap-name = Tas { $heap }
board-heap-label = tas { $heap }, { $count ->
        [one] { $count } jeton
       *[other] { $count } jetons
    }
board-heap-empty = vide
board-counter-label = tas { $heap }, jeton { $counter } sur { $size } : { $phase ->
        [block] interdire de prendre
       *[other] prendre
    } { $taken }{ $forbidden ->
        [yes] , interdit ce tour-ci
       *[other] {""}
    }{ $wins ->
        [mover] , un coup gagnant pour le joueur qui joue
        [yes] , coup gagnant
       *[other] {""}
    }{ $must_forbid ->
        [yes] , le bloqueur doit interdire ce coup
       *[other] {""}
    }
board-counter-title = { $phase ->
        [block] Interdire de prendre
       *[other] Prendre
    } { $taken }, il en reste { $to }

## L’anneau

board-ring-label = Anneau de { $places ->
        [one] { $places } place
       *[other] { $places } places
    }, { $count ->
        [one] { $count } marqueur restant
       *[other] { $count } marqueurs restants
    }
board-marker-label = marqueur à la place { $place } sur { $places }{ $wins ->
        [yes] , fait partie d’un coup gagnant
       *[other] {""}
    }
board-take-marker = Prendre le marqueur { $place }
board-take-with-neighbour = Prendre { $place } avec son voisin { $neighbour }
board-take-wins = ★ gagne
board-cancel = Annuler
board-ring-hint = Sélectionnez un marqueur pour le prendre, seul ou avec un voisin.
