## Sources : les documents dont vient la théorie (les titres restent ceux des documents)

sources-button = Sources
sources-title = Sources
sources-intro = Les règles, théorèmes et figures qu’utilise l’application viennent de ces documents ; ses réponses viennent d’un solveur exact qui s’accorde avec eux.
sources-credit-blocking = Un article sur un jeu à trois tas où les coups peuvent être bloqués.
sources-credit-nim-games = Notes de cours.
sources-credit-bouton = Adapté des notes de théorie des jeux de T. Ferguson.
sources-credit-thing-with-nim = C. Mäsak, 2011.
sources-credit-nim-with-a-pass = Un article sur la variante de Nim de David Gale.
sources-credit-game-theory = T. S. Ferguson, notes de cours, UCLA.
sources-proves-blocking = Avec trois tas et un blocage par tour, le joueur qui joue perd exactement quand tous les tas sont égaux ou que les deux plus petits totalisent un de moins que le plus grand.
sources-proves-nim-games = Le Nim 4-3-2, la somme de Nim et les lemmes de Bouton, le coup gagnant, le Nim classique (misère) avec ses grandes rangées, et le Nim circulaire.
sources-proves-bouton = Étiqueter les positions P et N une à une, et pourquoi la somme de Nim décide le Nim (théorème de Bouton).
sources-proves-thing-with-nim = Chaque tas comme puissances de deux qui s’annulent par paires ; le coup gagnant part de la plus grande qui reste.
sources-proves-nim-with-a-pass = Qui gagne avec deux tas, avec les tas [1, m, n], et avec des tas de tailles 1, 2 et 3 seulement ; listes des positions perdantes à trois tas pour un plus petit tas de 2 à 9.
sources-proves-game-theory = Le théorème de Sprague–Grundy et les sommes de jeux ; le Nim de Lasker, dont les valeurs se répètent avec une période 4.
