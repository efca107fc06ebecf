## Le diagramme des états : ses commandes, la raison de chaque étape de l’étiquetage, les noms des nœuds pour les lecteurs d’écran, les refus

diagram-title = Diagramme des états
diagram-close = Fermer
diagram-along = Montrer les positions par lesquelles cette partie est passée
diagram-along-note = Les positions par lesquelles cette partie est passée, chacune avec ses coups ; les lettres sont celles du solveur.
diagram-label-yourself = Étiquetez-le vous-même
diagram-select-first = Choisissez une position, puis étiquetez-la :
diagram-label-this = Étiqueter { $position } :
diagram-quiz-keys = Touches : P ou N sur une position active l’étiquette ; Entrée la met sur le plateau.
diagram-step = Étape
diagram-run = Lancer
diagram-reset = Réinitialiser
diagram-as-list = Le diagramme sous forme de liste
diagram-legend-p = P (carré) : le joueur précédent gagne
diagram-legend-n = N (rond) : le joueur suivant gagne
diagram-legend-win = coup gagnant
diagram-legend-pass = la passe (* : la passe n’est pas encore utilisée)
diagram-ring = l’anneau { $ring }
diagram-with-pass = { $position } avec la passe
diagram-without-pass = { $position } sans la passe
diagram-by-passing = { $position } en passant
diagram-step-ended-misere = { $letter } : { $here } est là où la partie se termine. En misère, le joueur qui a pris le dernier jeton a perdu, donc le joueur qui doit jouer ici a déjà gagné : cette première étape est N, pas P.
diagram-step-ended = { $letter } : { $here } est là où la partie se termine : le joueur qui doit jouer n’a aucun coup et a perdu, donc le joueur précédent a gagné.
diagram-step-reaches-p =
    { $count ->
        [one] { $letter } : depuis { $here }, le joueur qui doit jouer peut atteindre la position P { $targets } (la flèche en surbrillance).
       *[other] { $letter } : depuis { $here }, le joueur qui doit jouer peut atteindre les positions P { $targets } (les flèches en surbrillance).
    }
diagram-step-pass-note = Une passe laisse à l’adversaire un Nim normal sur les mêmes tas.
diagram-step-only-move-n = { $letter } : le seul coup depuis { $here } mène à une position N.
diagram-step-every-move-n =
    { $count ->
        [one] { $letter } : tout coup depuis { $here } ({ $count } coup) mène à une position N.
       *[other] { $letter } : chaque coup depuis { $here } ({ $count } coups) mène à une position N.
    }
diagram-step-counted-p =
    { $reaching ->
        [one] { $letter } : { $reaching } coup depuis { $here } mène à des positions P, et le bloqueur en interdit { $blocks } à chaque tour : tout coup resté ouvert mène à une position N.
       *[other] { $letter } : { $reaching } coups depuis { $here } mènent à des positions P, et le bloqueur en interdit { $blocks } à chaque tour : tout coup resté ouvert mène à une position N.
    }
diagram-step-counted-n =
    { $reaching ->
        [one] { $letter } : déjà { $reaching } coup depuis { $here } mène à des positions P ({ $targets }), plus que les { $blocks } que le bloqueur peut interdire.
       *[other] { $letter } : déjà { $reaching } coups depuis { $here } mènent à des positions P ({ $targets }), plus que les { $blocks } que le bloqueur peut interdire.
    }
diagram-why-ended-misere = { $here } est là où la partie se termine, et en misère le joueur qui doit y jouer a gagné
diagram-why-ended = { $here } est là où la partie se termine : le joueur qui doit jouer n’a aucun coup et a perdu
diagram-why-counted =
    { $reaching ->
        [one] { $reaching } coup depuis { $here } mène à des positions P, et le bloqueur en interdit { $blocks } à chaque tour
       *[other] { $reaching } coups depuis { $here } mènent à des positions P, et le bloqueur en interdit { $blocks } à chaque tour
    }
diagram-why-every-move-n = chaque coup depuis { $here } mène à une position N
diagram-why-reaches-p =
    { $count ->
        [one] depuis { $here }, le joueur qui doit jouer peut atteindre la position P { $targets }
       *[other] depuis { $here }, le joueur qui doit jouer peut atteindre les positions P { $targets }
    }
diagram-guess-right = Juste : { $letter }, car { $why }.
diagram-guess-wrong = Pas { $guessed } : { $why } (en surbrillance), donc { $here } est { $letter }.
diagram-score = Score : { $right } justes, { $wrong } fausses ; { $left } restant à étiqueter.
diagram-node-labelled = { $shown } { $letter } : { $here }, position { $letter }
diagram-node-labelled-on-board = { $shown } { $letter } : { $here }, position { $letter }, sur le plateau
diagram-node-unlabelled = { $shown } : { $here }, pas encore étiquetée
diagram-node-unlabelled-on-board = { $shown } : { $here }, pas encore étiquetée, sur le plateau
diagram-line = { $position } { $letter } : mène à { $children }
diagram-line-end = { $position } { $letter } : la partie se termine ici
diagram-child = { $position } { $letter }
diagram-child-pass = { $position } (passe) { $letter }
diagram-progress = Étape { $shown } sur { $total }
diagram-start = Non étiqueté. Étape étiquette une position à la fois, en partant de là où la partie se termine (P), puis N pour une position ayant un coup vers P, et P pour une position dont chaque coup mène à N.
diagram-start-misere = Non étiqueté. Étape étiquette une position à la fois, en partant de là où la partie se termine ; en misère cette position est N, une victoire pour le joueur qui doit jouer.
diagram-too-large = Ce diagramme aurait { $size } positions : trop pour être lu (la limite est { $limit }). Pars d’une position plus petite, ou ne regarde que les positions par lesquelles cette partie est passée, avec leurs coups.
diagram-too-large-over = Ce diagramme aurait plus de { $size } positions : trop pour être lu (la limite est { $limit }). Pars d’une position plus petite, ou ne regarde que les positions par lesquelles cette partie est passée, avec leurs coups.
diagram-unsolved = Une position de ce diagramme est trop grande pour que le solveur la décide.
diagram-not-drawn = Cette position ne peut pas être dessinée.
diagram-moves-to-p = { $reaching } vers P { $sign } { $blocks }

# Games with Grundy values (normal-play impartial games)
diagram-quiz-keys-values = Touches : un chiffre sur une position active commence sa valeur dans la case ; Entrée dans la case la vérifie. Entrée sur une position la met sur le plateau.
diagram-check-value = Vérifier
diagram-not-a-value = « { $typed } » n’est pas une valeur : saisissez un nombre entier, 0 ou plus.
diagram-legend-value = *2 : la valeur de Grundy, la plus petite valeur qu’aucune option n’a (0 est P, toute autre valeur N)
diagram-value-label = *{ $value } { $letter }
diagram-why-mex =
    { $options ->
        [one] la seule option de { $here } a la valeur { $values } : la plus petite valeur manquante est { $value }
       *[other] { $count ->
            [one] les options de { $here } ont toutes la valeur { $values } : la plus petite valeur manquante est { $value }
           *[other] les options de { $here } ont les valeurs { $values } : la plus petite valeur manquante est { $value }
        }
    }
diagram-why-no-options = { $here } n’a aucune option : sa valeur est 0
diagram-step-mex = { $letter }, *{ $value } : { $why }.
diagram-guess-right-value = Juste : *{ $value }, car { $why }.
diagram-guess-wrong-value = Pas *{ $guessed } : { $why } (en surbrillance), donc { $here } vaut *{ $value }.
diagram-node-valued = { $shown } : { $here }, valeur { $value }, position { $letter }
diagram-node-valued-on-board = { $shown } : { $here }, valeur { $value }, position { $letter }, sur le plateau
diagram-start-values = Non étiqueté. Étape donne à une position à la fois sa valeur de Grundy, en partant de là où la partie se termine (aucune option : valeur 0) : la valeur d’une position est la plus petite valeur qu’aucune de ses options n’a (le mex). La valeur 0 est une position P, toute autre valeur une position N.
