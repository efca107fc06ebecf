# Le plateau, le panneau et l’éditeur des jeux de pièces à retourner (dessinés par leurs seuls chunks).

coin-name = pièce { $coin }, { $heads ->
    [yes] face
   *[no] pile
}
coin-value = valeur
coin-choose = Choisissez les pièces à retourner ; la plus à droite doit montrer face.
coin-legal = C’est un coup : appuyez sur Retourner.
coin-chosen = { $count ->
    [one] Pièce { $coins } choisie.
   *[other] Pièces { $coins } choisies.
}
coin-row-label = Une rangée de { $count } pièces
coin-turn = Retourner
coin-clear = Effacer
coin-row-value = Valeur de la rangée : { $value }, la somme de Nim des valeurs de ses faces.
coin-rules = { $rule ->
    [turtles] Une rangée de pièces, chacune pile ou face. À votre tour, retournez une ou deux pièces ; la plus à droite doit passer de face à pile. Qui joue le dernier coup gagne.
    [mock] Une rangée de pièces, chacune pile ou face. À votre tour, retournez une, deux ou trois pièces ; la plus à droite doit passer de face à pile. Qui joue le dernier coup gagne.
    [ruler] Une rangée de pièces, chacune pile ou face. À votre tour, retournez autant de pièces voisines que vous voulez ; la plus à droite doit passer de face à pile. Qui joue le dernier coup gagne.
   *[twins] Une rangée de pièces, chacune pile ou face. À votre tour, retournez exactement deux pièces ; la plus à droite doit passer de face à pile. Qui joue le dernier coup gagne.
}
coin-hint = chaque face vaut un nombre, sa valeur ; la rangée vaut la somme de Nim des valeurs de ses faces. Laissez une rangée de valeur 0 : retournez des pièces dont les valeurs s’additionnent (en binaire, sans retenue) pour donner la valeur de la rangée.
coin-head-row = pièce { $coin }
coin-source = { $title }, chapitre 5 : les pièces d’un coup ne dépendent que de sa pièce la plus à droite, donc une rangée vaut la somme de Nim de ses faces isolées (chacune seule, comme si les autres pièces montraient pile).
coin-formula = { $rule ->
    [turtles] Turning Turtles : une face sur la pièce n vaut n. C’est le Nim : chaque face est un tas de n.
    [mock] Mock Turtles : une face sur la pièce n vaut le n-ième nombre « odieux » (1, 2, 4, 7, 8, 11, 13, 14…, les nombres qui ont un nombre impair de 1 en binaire).
    [ruler] Règle : une face sur la pièce n vaut la plus grande puissance de 2 qui divise n (1, 2, 1, 4, 1, 2, 1, 8…).
   *[twins] Jumelles : une face sur la pièce n vaut n − 1 (la face sur la pièce 1 n’a pas de coup).
}
coin-caption = La valeur de chaque face en binaire, et leur somme de Nim
coin-head-column = Face
coin-balanced = Les valeurs des faces s’annulent : le joueur qui a le trait perd, car chaque coup change la somme.
coin-move = { $move } : { $sum }, la valeur de la rangée.
coin-edit-rule = Règle
coin-edit-row = Pièces (H ou T, pièce 1 à gauche)
coin-edit-empty = La rangée doit avoir au moins une pièce.
coin-edit-too-many = { $count } pièces : une rangée en a au plus { $limit }.
coin-edit-letter = La pièce { $coin } est { $found } : écrivez H pour face ou T pour pile.
board-limits-coins = Une rangée de 1 à { $coins } pièces, chacune pile ou face (H pour face, T pour pile) ; la règle est Turning Turtles, Mock Turtles, Règle ou Jumelles.
board-preset-coins = { $rule } : { $row }
board-coin-rule = { $rule ->
    [turtles] Turning Turtles
    [mock] Mock Turtles
    [ruler] Règle
   *[twins] Jumelles
}
moves-turn = retourner { $count ->
    [one] la pièce
   *[other] les pièces
} { $coins }
players-turn-empty = Aucune pièce choisie : choisissez les pièces à retourner.
players-turn-out-of-range = Il n’y a pas de pièce { $coin } : la rangée a { $count } pièces.
players-turn-repeated = La pièce { $coin } est choisie deux fois.
players-turn-too-many = { $count } pièces choisies : cette règle en retourne au plus { $most }.
players-turn-not-consecutive = Les pièces doivent se suivre : la pièce { $next } ne suit pas la pièce { $after }.
players-turn-not-two = { $count ->
    [one] Une pièce est choisie
   *[other] { $count } pièces sont choisies
} : Jumelles en retourne exactement deux.
players-turn-rightmost-tails = La pièce choisie la plus à droite, la pièce { $coin }, montre pile : elle doit passer de face à pile.
worksheet-coins = { $rule } : la rangée { $row } (pièce 1 à gauche).
