# Les mots de Green Hackenbush que seuls ses chunks dessinent d'abord : le plateau du dessin, son explication et son éditeur, les coupes et leurs refus.

picture-ground = sol
picture-loop-at = boucle en { $vertex }
picture-joins = { $from } à { $to }
picture-edge-name = Arête { $edge }, { $ends }{ $standing ->
    [yes] {""}
   *[no] , non reliée au sol
}
picture-chop = Couper l'arête { $edge } ({ $ends })
picture-label = Un dessin { $count ->
    [one] d'une arête
   *[other] de { $count } arêtes
} sur le sol
picture-edge-list = Les arêtes en liste
picture-value = Valeur du dessin : { $value }.
picture-component-column = Dessin
picture-component-row = { $count ->
    [one] arête { $edges }
   *[other] arêtes { $edges }
}
picture-rules = Un dessin d'arêtes posé sur le sol. À votre tour, coupez une arête : elle disparaît, et toute arête qu'aucun chemin ne relie plus au sol tombe avec elle. Qui coupe la dernière arête gagne.
picture-hint = une tige de n arêtes est un tas de Nim de n ; les branches qui se rejoignent en un sommet forment une tige, la somme de Nim des leurs ; les sommets d'un cycle fusionnent en un seul, ses arêtes deviennent des boucles. Laissez un dessin de valeur 0.
picture-the-ground = le sol
picture-vertex = le sommet { $vertex }
picture-fusion = { $count ->
    [one] Fusionner { $vertices }
   *[other] Fusionner { $vertices } en un seul
} : { $loops ->
    [one] l'arête { $edges } devient une boucle
   *[other] les arêtes { $edges } deviennent des boucles
} ({ $parity ->
    [odd] un nombre impair : autant qu'une boucle, une tige de 1
   *[even] un nombre pair : ne vaut rien
}).
picture-branch = l'arête { $edge } portant une tige de { $above } : une tige de { $stalk }
picture-colon = En { $vertex } : { $branches ->
    [0] {""}
    [one] la branche { $listed }{ $loops ->
        [0] {""}
       *[other] {" ; "}
    }
   *[other] les branches { $listed }{ $loops ->
        [0] {""}
       *[other] {" ; "}
    }
}{ $loops ->
    [0] {""}
    [one] une boucle, une tige de 1
   *[other] { $loops } boucles, chacune une tige de 1
}. Ensemble : { $sum }, une tige de { $stalk }.
picture-source = { $title }, chapitre 6, et { $other }, chapitre 7 : par le principe de fusion, les sommets d'un cycle peuvent être fusionnés en un seul, ses arêtes devenant des boucles ; par le principe des deux-points, les branches en un sommet peuvent être remplacées par une seule tige, la somme de Nim des leurs.
picture-principles = Fusionnez d'abord chaque cycle, puis remplacez les branches par des tiges, de haut en bas : la tige qui reste sur le sol est la valeur du dessin.
picture-no-cycle = Aucun cycle : le dessin est déjà un arbre.
picture-total = Le dessin vaut une tige de { $value } : sa valeur est { $value }{ $value ->
    [0] , donc le joueur qui doit jouer perd.
   *[other] , donc le joueur qui doit jouer gagne en laissant 0.
}
picture-caption = Chaque dessin sur le sol, sa valeur en binaire, et leur somme de Nim
picture-edit-edges = Arêtes
picture-edit-from = De
picture-edit-to = À
picture-edit-new = un nouveau sommet
picture-edit-join = Ajouter l'arête
picture-edit-loop = Ajouter une boucle
picture-edit-delete = Supprimer l'arête { $edge } ({ $ends })
picture-edit-move = Place du sommet { $vertex }
picture-edit-x = horizontale
picture-edit-y = hauteur
picture-edit-too-many = Un dessin a au plus { $limit } arêtes.
moves-chop = couper l'arête { $edge }
players-chop-no-edge = Il n'y a pas d'arête { $edge } : le dessin a { $count } arêtes.
players-chop-fallen = L'arête { $edge } n'est pas reliée au sol : elle est déjà tombée.
board-limits-picture = Un dessin de 1 à { $edges } arêtes sur le sol, chacune reliant deux sommets, un sommet au sol ou un sommet à lui-même (une boucle).
board-preset-picture = { $name ->
    [stalk-3] Tige de 3
    [loop-on-stalk] Boucle sur une tige
    [tree] Arbre
    [triangle] Triangle (cycle impair)
    [square] Carré (cycle pair)
    [two-stalks-and-a-cycle] Deux tiges et un cycle
    [girl] Fille (Winning Ways)
    [house] Maison (Winning Ways)
   *[other] Dessin
}
worksheet-picture = Le dessin { $edges } (g est le sol ; a-b une arête entre les sommets a et b).
worksheet-instructions-picture = Un dessin d'arêtes sur le sol (g), écrit en paires de sommets. Un coup coupe une arête ; toute arête qui n'est plus reliée au sol tombe. Qui coupe la dernière arête gagne. Trouvez la valeur du dessin en fusionnant les cycles et en remplaçant les branches par des tiges. Qui gagne : le joueur qui doit jouer (premier joueur) ou l'autre (second joueur) ? Si le premier joueur gagne, donnez une coupe gagnante.
present-walk-picture = La valeur du dessin : cycles fusionnés, puis branches changées en tiges
present-step-picture-start = Le dessin{ $cycles ->
    [0] , un arbre sans cycle
   *[other] {""}
}
present-step-picture-fusion = un cycle fusionné
present-step-picture-colon = la tige en { $vertex }
