## The Explore view's panel: these words come with the app; its code is fetched when Explore first opens.

## Explorer : l’atlas des positions P, une grille de deux tas libres a et b à côté de tas fixes
# $game : le nom d’un jeu ; $title : le titre d’un document source (les titres ne sont pas traduits)

explore-title = Explorer les positions P
explore-close = Fermer
explore-game = Jeu
explore-blocks = Blocages par tour (k)
explore-heaps = Tas
explore-fixed-heap = Tas { $heap }
explore-free-up-to = Tas libres a, b jusqu’à
# Le jeu avec ses blocages par tour, tel que la grille le nomme
explore-family-blocks = { $game }, k = { $blocks }

## Calculer une tranche

explore-progress-label = Part de la tranche déjà calculée
explore-progress = Calcul de la tranche… { $percent } %
explore-cancel = Annuler
explore-cancelled = Annulé. Modifiez la tranche, ou appuyez sur Calculer pour recommencer.
explore-compute = Calculer
explore-failed = La page n’a pas pu démarrer son processus d’arrière-plan : elle ne peut pas calculer de tranches ici.
explore-try-again = Réessayer
# $work, $limit : étapes de la recherche exhaustive
explore-refusal = Cette tranche ({ $side } × { $side } cases, { $heaps } tas) est trop grande pour être calculée ici : il faut { $work } étapes, la limite est { $limit }. Réduisez la limite des tas libres ou un tas fixe.
explore-refusal-beyond = Cette tranche ({ $side } × { $side } cases, { $heaps } tas) est trop grande pour être calculée ici : il faut plus d’étapes que la recherche exhaustive n’en permet (la limite est { $limit }). Réduisez la limite des tas libres ou un tas fixe.

## La grille et son équivalent textuel
# $family : le jeu, avec ses blocages par tour s’il y en a ; $position : les tas de la case, p. ex. « 5, 2, 8 »

explore-grid-role = grille de positions
explore-grid-label = Issues de { $family }, { $side } sur { $side } cases : les flèches déplacent le curseur, Entrée place la position sur le plateau
explore-axis-b-first = b = 0
explore-axis-b-last = b = { $max } →
explore-axis-a-first = a = 0
explore-axis-a-last = ↓ a = { $max }
# $outcome : p ou n ; $source : agrees, differs ou none (aucune source ne parle de cette case)
explore-cell = Tas { $position } (ligne { $row }, colonne { $column }) : { $outcome ->
        [p] P, le joueur qui vient de jouer gagne
       *[n] N, le joueur qui doit jouer gagne
    }.{ $source ->
        [agrees] { " " }La source est d’accord.
        [differs] { " " }Une découverte : la source dit le contraire.
       *[none] {""}
    } Entrée la place sur le plateau.
# $heaps : les tas fixes, p. ex. « 5 » ou « 5, 3 » ; $check : agrees, findings ou none (pas de source pour cette grille)
explore-summary = { $family } : { $fixed ->
        [none] deux tas a, b
       *[some] tas { $heaps }, a, b
    } avec a et b de 0 à { $max }. { $p ->
        [one] { $p } des { $cells } cases est une position P.
       *[other] { $p } des { $cells } cases sont des positions P.
    }{ $check ->
        [agrees] { " " }Chaque case est conforme à la source.
        [findings] { " " }{ explore-finding }
       *[none] {""}
    }
explore-finding = { $findings ->
        [one] Découverte : la recherche exhaustive contredit la source sur { $findings } case, marquée d’une croix rouge. Merci de le signaler.
       *[other] Découverte : la recherche exhaustive contredit la source sur { $findings } cases, marquées d’une croix rouge. Merci de le signaler.
    }
explore-legend-p = Position P (carré plein)
explore-legend-n = Position N (vide)
explore-legend-predicted = P selon la source (losange)
explore-legend-silent = Aucun énoncé (hachuré)
explore-overlay = Positions P de la source
explore-csv = Exporter en CSV
explore-png = Exporter en PNG

## Ce que l’on sait de la grille de chaque jeu

explore-statement-nim = Théorème de Bouton : une position est P exactement quand sa somme de Nim vaut 0.
explore-statement-misere = { $game } : une position est P quand sa somme de Nim vaut 0, sauf quand aucun tas n’a plus d’un jeton : elle est alors P quand le nombre de tas d’un jeton est impair.
explore-statement-blocking = { $title } : les tas triés a ≤ b ≤ c, une position est P exactement quand a = b = c ou a + b + 1 = c. Les cases marquées d’un losange sont les positions P du théorème.
explore-statement-blocking-open = { $title } démontre sa règle pour trois tas et un blocage par tour seulement, et demande comment l’étendre : cette grille est la réponse de la recherche exhaustive.
# $last : le plus grand « plus petit tas » que l’article liste ; $open : yes quand la grille atteint l’endroit où les listes s’arrêtent
explore-statement-pass = { $title } : deux tas sont P quand le plus petit est impair et le plus grand vaut un de plus ; 1, m, n est P quand m = n ≠ 2 ; et l’article liste toutes les positions P dont le plus petit tas va de 2 à { $last }. Les cases marquées d’un losange sont les positions P que donnent ces règles et ces listes.{ $open ->
        [yes] { " " }{ explore-statement-pass-open }
       *[no] {""}
    }
# $heap : le plus petit tas où les listes de l’article s’arrêtent ; $from : où commence le coin hachuré
explore-statement-pass-open = Pour un plus petit tas de { $heap }, la liste de l’article s’arrête : « il n’y a pas de motif évident ». Le coin hachuré, les deux tas libres à { $from } ou plus, est cette question ouverte.
explore-statement-pass-unlisted = { $title } ne liste que des positions à trois tas : cette grille est la réponse de la recherche exhaustive.

## Wythoff's game: two heaps, and a second picture of every pair's Grundy value
# $title: the source's title (not translated); $pair: the pairs' formula; $first: the first pairs, e.g. "(0, 0), (1, 2), (3, 5)"
explore-statement-wythoff = { $title } : deux tas sont P exactement quand ils forment une paire { $pair }, φ le nombre d’or : { $first }… Les cases marquées d’un losange sont ces paires. La grille elle-même est trouvée par mex, la valeur de Grundy de chaque case à partir des valeurs à un coup de distance, et les paires sont vérifiées sur elle.
explore-picture = Image
explore-picture-outcomes = Positions P
explore-picture-values = Valeurs de Grundy
explore-values-grid-label = Valeurs de Grundy de { $family }, { $side } sur { $side } cases : les flèches déplacent le curseur, Entrée place la position sur le plateau
# $value: the cell's Grundy value; 0 is a P-position
explore-value-cell = Tas { $position } (ligne { $row }, colonne { $column }) : valeur de Grundy { $value }{ $value ->
        [0] , une position P : le joueur qui vient de jouer gagne.
       *[other] .
    } Entrée la place sur le plateau.
# $top: the largest value in the grid; $zeros: how many cells have value 0
explore-values-summary = { $family } : la valeur de Grundy de chaque paire a, b de 0 à { $max }, trouvée par mex, va de 0 à { $top }. { $zeros ->
        [one] La valeur 0, une position P, est dans { $zeros } case, en noir.
       *[other] La valeur 0, les positions P, est dans { $zeros } cases, en noir.
    } Aucune valeur n’apparaît deux fois dans une même ligne, colonne ou diagonale : la valeur de chaque case diffère de toutes celles à un coup de distance.
explore-legend-value-zero = Valeur 0 : position P (noir)
explore-legend-values = Valeurs de 1 à { $top }, du clair au foncé
