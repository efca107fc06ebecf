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
    }{ $beyond ->
        [yes] , plus que ce coup ne peut prendre
       *[other] {""}
    }{ $wins ->
        [part] , partie d'un coup gagnant sur plusieurs tas
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

## L’éditeur de position ($what est ce que compte un champ : counters, places ou blocks)

board-edit-title = Préparer une position
board-edit-note = Choisir ou modifier une position lance une nouvelle partie à partir d’elle.
board-edit-presets = Positions prêtes
board-edit-random = Aléatoire intéressante
board-edit-ring-size = Taille de l’anneau
board-edit-add-heap = + Ajouter un tas
board-edit-remove-heap = Retirer le tas { $heap }
board-edit-blocks = Coups interdits par tour
board-edit-pass-available = La passe est encore disponible
board-edit-heap-error = Tas { $heap } : { $problem }
board-edit-ring-error = Taille de l’anneau : { $problem }
board-edit-blocks-error = Blocages par tour : { $problem }
board-edit-empty = Tapez un nombre de { $what ->
        [places] places
        [blocks] blocages
        [heaps] tas
       *[counters] jetons
    } entre { $low } et { $high }.
board-edit-negative = { $text } est négatif : { $what ->
        [places] les places vont
        [blocks] les blocages vont
        [heaps] les tas vont
       *[counters] les jetons vont
    } de { $low } à { $high }.
board-edit-out-of-range = { $n } est hors limites : { $what ->
        [places] les places vont
        [blocks] les blocages vont
        [heaps] les tas vont
       *[counters] les jetons vont
    } de { $low } à { $high }.
board-edit-too-many = C’est beaucoup trop : { $what ->
        [places] les places vont
        [blocks] les blocages vont
        [heaps] les tas vont
       *[counters] les jetons vont
    } de { $low } à { $high }.
board-edit-not-a-number = « { $text } » n’est pas un nombre entier.

## Positions prêtes et limites de l’application

board-preset-ring = Anneau de { $places }
board-preset-broken-ring = Anneau brisé de { $places }
board-limits-nim = Jusqu’à { $heaps } tas d’au plus { $size ->
        [one] { $size } jeton
       *[other] { $size } jetons
    } : cinq colonnes binaires, 16 8 4 2 1.
board-limits-circle = Anneaux de 1 à { $places ->
        [one] { $places } place
       *[other] { $places } places
    }.
board-limits-searched = Jusqu’à { $heaps } tas d’au plus { $size ->
        [one] { $size } jeton
       *[other] { $size } jetons
    }, et pas plus de { $steps ->
        [one] { $steps } étape
       *[other] { $steps } étapes
    } de recherche exacte (positions et listes de tailles P qu’elle lit), pour que chaque réponse arrive en une image d’écran ; une position plus grande est refusée avec sa taille.
board-limit-no-heaps = Une partie a besoin d’au moins un tas.
board-limit-too-many-heaps = { $heaps } tas, c’est trop : la limite est de { $limit }.
board-limit-heap-too-large = Un tas de { $size } est trop grand : la limite est de { $limit }.
board-limit-empty-ring = Un anneau a besoin d’au moins une place.
board-limit-too-many-parts = { $parts } composantes de { $tokens } jetons en tout : une somme compte au plus { $limit } composantes, et le jeu qui les divise ne dépasse jamais { $most } jetons en tout.
board-limit-part-too-large = Une composante de { $size } dépasse le maximum autorisé de { $limit }.
board-limit-ring-too-large = Un anneau de { $places ->
        [one] { $places } place
       *[other] { $places } places
    } est trop grand : la limite est de { $limit }.
board-limit-bad-blocks = { $blocks ->
        [one] { $blocks } blocage
       *[other] { $blocks } blocages
    } par tour, ce n’est pas possible : choisissez de 1 à { $limit }.
board-limit-too-large-to-solve = Cette position est trop grande pour être analysée : sa recherche exacte prend { $steps ->
        [one] { $steps } étape
       *[other] { $steps } étapes
    }, la limite est de { $limit }.

## Les jeux et les modes, tels que les menus les nomment

board-variant-nim = Nim
board-variant-misere = Nim misère
board-variant-circle = Nim circulaire
board-variant-blocking = Nim avec blocage
board-variant-pass = Nim avec passe
board-variant-sum = Somme de jeux
board-variant-wythoff = Jeu de Wythoff
board-mode-computer = Contre l’ordinateur
board-mode-two-players = Deux joueurs
board-mode-analysis = Analyse

# On a phone: the button that shows or hides the game settings, new game, diagram and review.
board-settings-toggle = Réglages

## Drawn on the board before any chunk: the board's name in projector mode, the Review button
present-board-label = Plateau du { $game }
review-title = Revue

## Nim with a Pass: the Pass button beside the board and its status
explain-pass-button = Passer
explain-pass-badge = ★ gagne
explain-pass-available = La passe est encore disponible (une fois par partie, pour l’un ou l’autre joueur).
explain-pass-on-empty = Pas de passe quand tous les tas sont vides.
explain-pass-used = La passe a été utilisée.

board-limits-wythoff = Deux tas, chacun d’au plus { $size } jetons.
board-limit-heap-count = Ce jeu se joue avec { $needs } tas ; la position en a { $heaps }.
board-both-title = Prendre autant dans les deux tas :
board-both-none = Un tas est vide : on ne peut rien prendre dans les deux.
board-both-button = { $taken } dans les deux tas, il reste { $first } et { $second }{ $wins ->
        [yes] , un coup gagnant
       *[other] {""}
    }

## Nim en escalier

board-variant-staircase = Nim en escalier
board-limits-staircase = Jusqu'à { $steps } marches, avec au plus { $coins } pièces sur l'ensemble.
board-stairs-label = Escalier
board-step-name = Marche { $step }
board-step-odd = impaire
board-step-label = marche { $step }{ $odd ->
        [yes] {" "}(impaire)
       *[other] {""}
    }, { $coins ->
        [one] { $coins } pièce
       *[other] { $coins } pièces
    }
board-coin-label = marche { $step }, pièce { $coin } sur { $coins } : descendre { $moved } { $below ->
        [0] hors de l'escalier
       *[other] sur la marche { $below }
    }{ $wins ->
        [yes] , coup gagnant
       *[other] {""}
    }
board-coin-title = Descendre { $moved } { $below ->
        [0] hors de l'escalier
       *[other] sur la marche { $below }
    }
board-edit-add-step = + Ajouter une marche
board-edit-remove-step = Retirer la marche { $step }
board-edit-step-error = Marche { $step } : { $problem }
board-your-move-stairs = À vous de jouer : cliquez sur une pièce pour la descendre d'une marche, avec toutes les pièces au-dessus.
## Nim de Fibonacci : ce que ce coup peut prendre, et le coup précédent dans l’éditeur
board-variant-fibonacci = Nim de Fibonacci
board-limits-fibonacci = Un tas d’au plus { $size } jetons. Le coup précédent vaut 0 avant le premier coup ; le tas et le coup précédent font ensemble au plus { $size }.
board-limit-last-take-too-large = Un coup précédent de { $last } ne va pas avec ce tas : il peut valoir au plus { $most }.
board-edit-last-take = Coup précédent (0 avant le premier coup)
board-edit-last-take-error = Coup précédent : { $problem }
board-fibonacci-limit-first = Premier coup : prends au plus { $limit }, pas le tas entier.
board-fibonacci-limit = Le dernier coup a pris { $last } : prends au plus { $limit } maintenant.
board-queen-switch = Montrer comme une dame sur un échiquier

## Nim de Moore
board-variant-moore = Nim de Moore
board-limits-moore = Jusqu’à { $heaps } tas, chacun d’au plus { $size } jetons ; un coup prend dans 1 à k tas, avec k de 1 à 4 ; une position a au plus { $moves } coups possibles.
board-limit-bad-k = k = { $k } n’est pas possible : un coup prend dans 1 à { $most } tas.
board-limit-too-many-moves = Cette position a { $moves } coups possibles ; le Nim de Moore se joue ici avec au plus { $limit } coups possibles : choisissez moins de tas, des tas plus petits ou un k plus petit.
board-edit-k = Tas dans lesquels un coup peut prendre (k)
board-edit-k-error = Tas par coup : { $problem }
board-choice-hint = Cliquez sur un jeton dans chaque tas choisi (jusqu’à { $k } tas) pour indiquer ce que vous prenez, puis sur « Prendre ».
board-choice-chosen = Choix : { $move }.
board-choice-take = Prendre
board-choice-clear = Effacer le choix
board-choice-group = Votre coup dans plusieurs tas
board-preset-heaps-per-move = { $heaps } (k = { $k })
board-your-move-several = À vous de jouer : choisissez ce que vous prenez dans { $k } tas au plus, puis appuyez sur « Prendre ».
board-limit-too-many-steps = { $steps } marches, c'est trop : un escalier en a au plus { $limit }.
board-limit-too-many-coins = { $coins } pièces, c'est trop : un escalier en porte au plus { $limit } sur l'ensemble de ses marches.
board-variant-coins = Jeux de pièces à retourner
board-your-move-coins = À vous de jouer : choisissez les pièces à retourner, la plus à droite montrant face, puis appuyez sur Retourner.
board-variant-corners = Turning Corners
board-your-move-corners = À vous de jouer : choisissez une face comme coin le plus éloigné d’un rectangle et le coin opposé, puis appuyez sur Retourner.
board-variant-hackenbush = Green Hackenbush
board-your-move-picture = À vous de jouer : coupez une arête (appuyez dessus dans le dessin ou dans la liste).
