# Les mots de Turning Corners que seuls ses fragments affichent d’abord : la grille, son explication et son éditeur, et les coups et refus joués sur cette grille.

corner-cell-name = pièce { $cell }, { $heads ->
    [yes] face
   *[no] pile
}
corner-choose = Choisissez une face comme coin le plus éloigné d’un rectangle (en bas à droite), puis le coin opposé.
corner-choose-other = Coin { $cell } choisi : choisissez maintenant le coin opposé, au-dessus et à sa gauche.
corner-chosen = Coins { $heads } et { $other } choisis.
corner-legal = C’est un coup : appuyez sur Retourner pour retourner les quatre coins.
corner-grid-label = Une grille de { $side } sur { $side } pièces, x vers la droite depuis 0, y vers le bas depuis 0
corner-grid-value = Valeur de la grille : { $value }, la somme de Nim des valeurs de ses faces.
corner-rules = Une grille de pièces, chacune côté face ou côté pile, x compté vers la droite et y vers le bas depuis 0. À votre tour, choisissez un rectangle et retournez ses quatre coins ; le coin le plus éloigné de 0:0 doit passer de face à pile. Celui qui joue le dernier coup gagne.
corner-hint = une face en x:y vaut le produit de Nim x ⊗ y ; la grille vaut la somme de Nim des valeurs de ses faces. Laissez une grille de valeur 0 : retournez quatre coins dont les produits s’additionnent (en binaire, sans retenue) pour donner la valeur de la grille.
corner-head-row = { $x } ⊗ { $y }
corner-source = { $title }, chapitre 5 : Turning Corners est un jeu de pièces à retourner en deux dimensions, le produit de Jumelles par Jumelles (chaque coordonnée retourne exactement deux pièces) ; par le théorème du tartan, une face en x:y vaut le produit de Nim de x et y, et une grille la somme de Nim de ses faces.
corner-formula = Une face en x:y vaut x ⊗ y, le produit de Nim : le plus petit nombre différent de tous les x′ ⊗ y ⊕ x ⊗ y′ ⊕ x′ ⊗ y′ avec x′ < x et y′ < y (les valeurs des coups depuis une face seule).
corner-caption = La valeur x ⊗ y de chaque face en binaire, et leur somme de Nim
corner-balanced = Les valeurs des faces s’annulent : le joueur qui doit jouer perd, car tout coup change la somme.
corner-move = { $move } : { $sum }, la valeur de la grille.
corner-table-title = La multiplication de Nim de 0 à 15
corner-table-caption = x ⊗ y, x sur le côté et y en haut ; les produits des faces de la grille sont en gras.
corner-rule-smaller = Une puissance de 2 de Fermat est 2, 4, 16, 256, … (2 puissance 2ⁿ). Une puissance de Fermat F fois un nombre plus petit donne le produit ordinaire : 4 ⊗ 3 = 12, 16 ⊗ 5 = 80.
corner-rule-square = Une puissance de Fermat fois elle-même donne une fois et demie sa valeur : 2 ⊗ 2 = 3, 4 ⊗ 4 = 6, 16 ⊗ 16 = 24.
corner-rule-spread = ⊗ se distribue sur ⊕ comme × sur +, donc chaque case découle de ces deux règles : 3 ⊗ 5 = (2 ⊕ 1) ⊗ (4 ⊕ 1) = 8 ⊕ 2 ⊕ 4 ⊕ 1 = 15.
corner-edit-heads = Faces (cases x:y de 0 à { $last }, séparées par des virgules)
corner-edit-malformed = { $text } n’est pas une case : écrivez x:y, par exemple 3:5.
corner-edit-off-grid = { $cell } est hors de la grille : x et y vont de 0 à { $last }.
corner-edit-repeated = { $cell } figure deux fois.
board-limits-corners = Une grille de { $side } sur { $side } pièces ; chacune peut montrer face.
moves-corner = retourner les coins de { $heads } et { $other }
players-corner-off-grid = { $cell } est hors de la grille : x et y vont de 0 à 15.
players-corner-not-below = Le coin opposé { $other } doit être au-dessus et à gauche de { $heads } : ses deux nombres plus petits.
players-corner-not-heads = Le coin le plus éloigné, { $cell }, montre pile : il doit passer de face à pile.
worksheet-corners = Turning Corners : faces en { $heads } (x:y, x vers la droite et y vers le bas depuis 0:0).
