# Les messages de Nim Lab en français : le panneau d’analyse et les règles de « Comment jouer ».
# Glossaire : docs/glossary.md.

## Le panneau

explain-analysis = Analyse
explain-how-to-win = Comment gagner :

## Nim

explain-nim-name = Nim
explain-nim-rules = Des jetons sont répartis en tas. Les joueurs jouent à tour de rôle. À votre tour, choisissez un tas et prenez-y un ou plusieurs jetons : autant que vous voulez, même le tas entier. Celui qui prend le dernier jeton gagne.
explain-nim-hint = écrivez les tas en binaire et laissez à l’adversaire une position où chaque colonne contient un nombre pair de 1 (somme de Nim 0).
explain-nim-sum-caption = Les tas en binaire et leur somme de Nim

## La table de la somme de Nim

explain-column-unbalanced = , déséquilibrée (nombre impair de 1)
explain-heap-row = Tas { $heap }
explain-heap-column = Tas
explain-size-column = Taille
explain-new-column = Nouveau
explain-nim-sum-row = Somme de Nim
explain-balanced = Chaque colonne contient un nombre pair de 1 : la somme de Nim est 0.
explain-unbalanced = Les colonnes ★ contiennent un nombre impair de 1 ; la plus haute est la colonne { $column }.
explain-balancing-move = { $unbalanced } Changer les chiffres encadrés équilibre chaque colonne : { $change }.
explain-other-changes = D’autres tas ayant un 1 dans cette colonne l’équilibrent aussi : { $moves }.

## Les puissances de deux

explain-powers-title = Puissances de deux
explain-powers-intro = Chaque tas décomposé en puissances de deux ; deux puissances égales dans deux tas s’annulent par paires (barrées).
explain-powers-intro-parts = La valeur de chaque composante décomposée en puissances de deux ; deux puissances égales dans deux valeurs s’annulent par paires (barrées).
explain-powers-source = Cette image est celle de { $title } (C. Mäsak, 2011)
explain-powers-heap = Tas { $heap } : { $size }
explain-powers-part = { $part } : *{ $value }
explain-cancels = (s’annule)
explain-powers-all-cancel = Chaque composante s’annule avec une partenaire : il ne reste rien, donc la somme de Nim est 0.
explain-powers-left-over = Il reste : { $terms }, ensemble la somme de Nim { $nim_sum }.

## Les règles de chaque variante, pour « Comment jouer »

explain-misere-name = Nim misère
explain-misere-rules = Des jetons sont répartis en tas. Les joueurs jouent à tour de rôle. À votre tour, choisissez un tas et prenez-y un ou plusieurs jetons. Celui qui doit prendre le dernier jeton perd.
explain-misere-hint = jouez comme au Nim ordinaire (laissez une somme de Nim nulle) jusqu’à ce que votre coup ne laisse plus aucun tas de plus de 1 jeton ; laissez alors plutôt un nombre impair de tas d’un jeton.
explain-circle-name = Nim circulaire
explain-circle-rules = Des marqueurs occupent les places d’un anneau. Les joueurs jouent à tour de rôle. À votre tour, prenez un marqueur, ou deux marqueurs voisins sans place vide entre eux. Celui qui prend le dernier marqueur gagne.
explain-circle-hint = sur un anneau entier de trois marqueurs ou plus, laissez l’adversaire commencer ; prenez ensuite le ou les deux marqueurs juste en face sur l’anneau pour laisser deux rangées égales, puis copiez chacun de ses coups dans l’autre rangée.
explain-blocking-name = Nim avec blocage
explain-blocking-rules = Des jetons sont répartis en tas, comme au Nim. Avant chaque coup, y compris le premier, l’autre joueur interdit { $blocks ->
        [one] un des coups possibles du joueur qui joue
       *[other] { $blocks } des coups possibles du joueur qui joue
    } : un coup, c’est un tas et la taille qu’il aurait ensuite. Le joueur qui joue fait alors n’importe quel coup non interdit. Les rôles s’échangent après chaque coup, et le dernier à jouer un coup permis gagne : un joueur dont tous les coups sont interdits perd.
explain-blocking-hint-theorem = triez les tas a ≤ b ≤ c et laissez à l’adversaire a = b = c ou a + b + 1 = c ; quand vous bloquez, interdisez le coup qui laisserait une telle position.
explain-blocking-hint-search = { $blocks ->
        [one] laissez des positions d’où au plus un coup mène à une position perdante, puis interdisez exactement ce coup ; le panneau des indices l’indique.
       *[other] laissez des positions d’où au plus { $blocks } coups mènent à une position perdante, puis interdisez exactement ces coups ; le panneau des indices les indique.
    }
explain-pass-name = Nim avec passe
explain-pass-rules = Des jetons sont répartis en tas. Les joueurs jouent à tour de rôle. À votre tour, choisissez un tas et prenez-y un ou plusieurs jetons ; celui qui prend le dernier jeton gagne. Une fois dans toute la partie, l’un ou l’autre joueur peut passer au lieu de prendre. Personne ne peut passer quand tous les tas sont vides, et après la passe c’est du Nim ordinaire.
explain-pass-hint = tant que la passe n’a pas servi, passer gagne chaque fois que la somme de Nim des tas est 0 ; après la passe, laissez à l’adversaire une somme de Nim nulle comme au Nim.

## Le panneau du Nim misère : grandes rangées (plus d’un jeton) et rangées simples (un seul)

explain-misere-title = Misère : grandes rangées
explain-misere-source = La règle du Classic Nim dans les notes de cours { $title }.
explain-misere-row-counts = { $big ->
        [one] { $big } grande rangée
       *[other] { $big } grandes rangées
    } (plus d’un jeton) et { $single ->
        [one] { $single } rangée simple
       *[other] { $single } rangées simples
    } (exactement un jeton).
explain-misere-regime = { $name } : { $rule }
explain-misere-like-nim = Deux grandes rangées ou plus
explain-misere-like-nim-rule = On joue exactement comme au Nim : le joueur qui a le trait gagne si et seulement si la somme de Nim n’est pas 0.
explain-misere-one-big = Exactement une grande rangée
explain-misere-one-big-rule = Le joueur qui a le trait gagne : il réduit la grande rangée à 0 ou 1 jeton pour laisser un nombre impair de rangées simples. Ici, la somme de Nim ne décide pas.
explain-misere-no-big = Aucune grande rangée
explain-misere-no-big-rule = Il ne reste que des rangées simples : le joueur qui a le trait gagne si et seulement si leur nombre est pair. Ici, la somme de Nim ne décide pas.
explain-misere-big-row = La grande rangée : tas { $heap } ({ $size ->
        [one] { $size } jeton
       *[other] { $size } jetons
    }).
explain-misere-singles-even = Rangées simples : { $singles }, un nombre pair.
explain-misere-singles-odd = Rangées simples : { $singles }, un nombre impair.
explain-misere-winning-move = Coup gagnant : { $change }, qui laisse { $singles ->
        [one] { $singles } rangée simple
       *[other] { $singles } rangées simples
    }, un nombre impair : l’adversaire finit par prendre le dernier jeton.
explain-misere-no-move = Tout coup laisse un nombre pair de rangées simples : le joueur qui a le trait perd.

## Le panneau du Nim avec passe et son bouton Passer

explain-pass-theorem = Théorème { $number } de { $title } { $statement } La recherche exhaustive sur { $states } positions le confirme.
explain-pass-theorem-two-heaps = (deux tas [m, n], m ≤ n) : le joueur qui a le trait perd exactement quand m est impair et n = m + 1. Ici m = { $m }, n = { $n }.
explain-pass-theorem-one-mn = (tas [1, m, n], 1 ≤ m ≤ n) : le joueur qui a le trait perd exactement quand m = n et m n’est pas 2. Ici m = { $m }, n = { $n }.
explain-pass-theorem-ones-twos = (uniquement des tas de 1 et 2, m1 + 2·m2 ≥ 7) : le joueur qui a le trait perd exactement quand le nombre m1 de tas de 1 est impair et le nombre m2 de tas de 2 est pair. Ici m1 = { $m1 }, m2 = { $m2 }.
explain-pass-theorem-ones-twos-threes = (uniquement des tas de 1, 2 et 3, m1 + 2·m2 + 3·m3 ≥ 10) : le joueur qui a le trait perd exactement quand m1 est impair et m2, m3 sont pairs, ou m1 est pair et m2, m3 sont impairs. Ici m1 = { $m1 }, m2 = { $m2 }, m3 = { $m3 }.
explain-pass-listed = L’article { $title } range cette position parmi les positions perdantes à trois tas dont le plus petit vaut { $smallest } : { $family }. L’article donne ces listes sans démonstration ; la recherche exhaustive sur { $states } positions le prouve : le joueur qui a le trait perd.
explain-pass-family-k = { $family } avec k = { $k }
explain-pass-search = Aucun théorème de { $title } ne couvre ces tas : la réponse vient d’une recherche exhaustive sur { $states } positions.
explain-pass-wins-now = Passer gagne maintenant : la somme de Nim des tas est 0, donc après une passe l’adversaire se trouve dans une position perdante du Nim ordinaire.
explain-pass-loses-now = Passer ne gagne pas maintenant : après une passe, l’adversaire aurait un Nim ordinaire de somme de Nim non nulle, qu’il gagne.
explain-pass-caption = Après une passe : Nim ordinaire sur ces tas

## Le panneau du Nim circulaire : un anneau entier, ou les rangées de Kayles qu’il est devenu

explain-circle-symmetry = L’anneau est entier, avec { $markers } marqueurs. Quoi que prenne le premier joueur, le second répond en prenant le ou les deux marqueurs juste en face sur l’anneau, ce qui laisse deux rangées de même longueur ; ensuite il copie chaque coup dans l’autre rangée. Le joueur qui a le trait perd donc face à un jeu parfait (la stratégie de symétrie).
explain-circle-opening = Vu comme une somme de jeux : le premier coup ouvre l’anneau en une seule rangée de Kayles, de { $one } marqueurs si l’on en prend un (valeur de Kayles { $one_value }) ou de { $two } si l’on en prend deux (valeur { $two_value }). Aucune de ces valeurs n’est 0 : le joueur qui répond au premier coup gagne, comme le montre la symétrie.
explain-circle-broken = L’anneau est rompu : chaque suite de marqueurs se joue comme une rangée de Kayles (prendre un marqueur ou deux voisins) ; une rangée vaut sa valeur de Kayles.
explain-circle-rows-label = Rangées de l’anneau
explain-circle-caption = Rangées de l’anneau et leurs valeurs de Kayles
explain-circle-row-column = Rangée
explain-circle-places-column = Places
explain-circle-markers-column = Marqueurs
explain-circle-kayles-column = Valeur de Kayles
explain-circle-row = Rangée { $row }
explain-circle-empty = Il ne reste aucun marqueur.
explain-circle-sum = Somme de Nim des valeurs de Kayles des rangées : { $values } = { $nim_sum }. Le joueur qui a le trait gagne si et seulement si elle n’est pas 0.

## Le panneau du Nim avec blocage

explain-blocking-title = Nim avec blocage : { $blocks ->
        [one] { $blocks } blocage
       *[other] { $blocks } blocages
    } par tour
explain-blocking-theorem = Le théorème de { $title } (trois tas, un blocage par tour) : triez les tas a ≤ b ≤ c. Le joueur qui joue perd (une position P) exactement quand a = b = c ou a + b + 1 = c. Ici (a, b, c) = ({ $a }, { $b }, { $c }).
explain-blocking-all-equal-holds = a = b = c : { $a }, { $b }, { $c } — vérifié
explain-blocking-all-equal-fails = a = b = c : { $a }, { $b }, { $c } — non vérifié
explain-blocking-sum-holds = a + b + 1 = c : { $a } + { $b } + 1 = { $sum }, c = { $c } — vérifié
explain-blocking-sum-fails = a + b + 1 = c : { $a } + { $b } + 1 = { $sum }, c = { $c } — non vérifié
explain-blocking-search = Le théorème de { $title } ne couvre que trois tas avec un blocage ; au-delà, c’est la question ouverte de l’article, donc la réponse vient d’une recherche exhaustive sur { $states } positions : le joueur qui joue gagne si et seulement si au moins { $needed } de ses coups mènent à des positions P, plus que le bloqueur ne peut en interdire.
explain-blocking-forbidden = Interdits à ce tour : { $moves }.
explain-blocking-must-forbid = Pour gagner, le bloqueur doit interdire : { $moves }.
explain-blocking-no-move-to-p = Aucun coup ne mène à une position P : quoi qu’on interdise, le joueur qui joue perd.
explain-blocking-unstoppable = { $moves ->
        [one] { $moves } coup mène
       *[other] { $moves } coups mènent
    } à des positions P, mais le bloqueur n’en interdit que { $blocks } : on ne peut pas arrêter le joueur qui joue.
explain-blocking-moves-to-p = Coups menant à des positions P ({ $count }) : { $moves }.

explain-wythoff-name = Jeu de Wythoff
explain-wythoff-rules = Deux tas de jetons. Les joueurs jouent à tour de rôle. À ton tour, prends autant de jetons que tu veux dans un tas, ou le même nombre dans les deux tas. Celui qui prend le dernier jeton gagne.
explain-wythoff-hint = laisse l’une des paires (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)… : la n-ième paire est (⌊nφ⌋, ⌊nφ²⌋), φ le nombre d’or, et ses tas diffèrent de n.
explain-wythoff-source = Les positions perdantes trouvées dans { $title } (W. A. Wythoff, 1907) sont les paires (⌊nφ⌋, ⌊nφ²⌋) pour n = 0, 1, 2, …, où φ = (1 + √5) / 2 ≈ 1,618.
explain-wythoff-why = Les tas de la n-ième paire diffèrent de n, et chaque taille est dans exactement une paire. Aucun coup ne mène donc d’une paire à une paire : un coup dans un tas garde l’autre tas, et un coup dans les deux garde la différence. De toute autre position, un coup atteint une paire : garde un tas et ramène l’autre à son partenaire, ou prends dans les deux jusqu’à la paire de même différence.
explain-wythoff-is-pair = ({ $low }, { $high }) est la paire n = { $n } : tout coup laisse une position qui n’est pas une paire, donc le joueur qui a le trait perd.
explain-wythoff-reach = { $move } laisse la paire n = { $n }, ({ $low }, { $high }).
explain-wythoff-caption = Les positions P (⌊nφ⌋, ⌊nφ²⌋)
explain-wythoff-here = cette position
explain-wythoff-reached = un coup gagnant laisse cette paire
explain-wythoff-note-column = Remarque
explain-wythoff-column-n = n
explain-wythoff-column-low = ⌊nφ⌋
explain-wythoff-column-high = ⌊nφ²⌋

## Nim en escalier

explain-staircase-name = Nim en escalier
explain-staircase-rules = Des pièces sont posées sur les marches d'un escalier. Les joueurs jouent à tour de rôle. À votre tour, descendez autant de pièces que vous voulez d'une marche sur la marche juste en dessous ; les pièces descendues de la marche 1 quittent l'escalier. Qui joue le dernier coup gagne.
explain-staircase-hint = seules les marches impaires (1, 3, 5, …) comptent : jouez au Nim sur elles et laissez leur somme de Nim à 0. Quand l'adversaire descend des pièces d'une marche paire, descendez les mêmes pièces d'une marche de plus.
explain-staircase-source = Le Nim en escalier est le Nim des marches impaires, un exercice de { $title } (T. S. Ferguson).
explain-staircase-why = Les pièces descendues d'une marche paire arrivent sur une marche impaire ; l'autre joueur peut les descendre aussitôt sur la marche paire suivante (ou hors de l'escalier), et les marches impaires sont comme avant. Les pièces descendues d'une marche impaire la quittent, comme on prend dans un tas de Nim. Les marches impaires forment donc une partie de Nim, et les marches paires ne changent pas qui gagne.
explain-staircase-caption = Les pièces des marches impaires en binaire
explain-staircase-step = Marche { $step }
explain-staircase-step-column = Marche
explain-staircase-coins-column = Pièces
explain-staircase-balanced = La somme de Nim des marches impaires est 0 : tout coup la déséquilibre, donc le joueur qui doit jouer perd.
explain-staircase-move = { $move } : la marche { $step } a alors { $to } pièces, et la somme de Nim des marches impaires est 0.
## Nim de Fibonacci : le tas comme somme de nombres de Fibonacci non consécutifs (théorème de Zeckendorf)
explain-fibonacci-name = Nim de Fibonacci
explain-fibonacci-rules = Un tas de jetons. Les joueurs jouent à tour de rôle. Le premier joueur prend autant de jetons qu’il veut, mais pas le tas entier. Ensuite, chaque coup prend au moins un jeton et au plus le double du coup précédent. Celui qui prend le dernier jeton gagne.
explain-fibonacci-hint = écris le tas comme une somme de nombres de Fibonacci (1, 2, 3, 5, 8, 13, 21…), sans deux voisins dans cette liste, et prends le plus petit d’entre eux quand tu le peux. Si le tas est lui-même un nombre de Fibonacci, le premier joueur perd.
explain-fibonacci-source = { $title } (M. J. Whinihan, 1963) : le premier joueur gagne exactement quand le tas n’est pas un nombre de Fibonacci. Tout entier est une seule somme de nombres de Fibonacci, sans deux consécutifs (théorème de Zeckendorf), et le joueur qui a le trait perd exactement quand la plus petite part de cette somme dépasse ce qu’il peut prendre.
explain-fibonacci-why = Prendre la plus petite part laisse un tas dont la plus petite part est au moins deux nombres de Fibonacci plus haut, donc plus que le double du coup : l’adversaire ne peut pas la prendre, et quoi qu’il prenne, la plus petite part du reste est de nouveau à portée.
explain-fibonacci-caption = Le tas comme somme de nombres de Fibonacci non consécutifs
explain-fibonacci-row-now = Maintenant
explain-fibonacci-row-after = Après en avoir pris { $taken }
explain-fibonacci-part-used = dans la somme
explain-fibonacci-smallest = , la plus petite part
explain-fibonacci-limit-first = Premier coup : prends au plus { $limit } (tout sauf le tas entier).
explain-fibonacci-limit = Le dernier coup a pris { $last } : prends au plus { $limit } maintenant.
explain-fibonacci-losing = La plus petite part, { $smallest }, dépasse { $limit } : le joueur qui a le trait perd. Quoi qu’il prenne, l’adversaire peut prendre la plus petite part du reste.
explain-fibonacci-winning = La plus petite part, { $smallest }, vaut au plus { $limit } : le joueur qui a le trait gagne en la prenant.
explain-fibonacci-take = { $move } laisse { $sum } : sa plus petite part, { $smallest }, dépasse { $double }, le maximum que l’adversaire peut prendre.
explain-fibonacci-take-all = { $move } prend le dernier jeton.
explain-fibonacci-no-winning-move = Aucun coup ne gagne : chaque prise laisse une plus petite part que l’adversaire peut prendre.

## Le jeu de Wythoff comme une dame sur un échiquier

explain-queen-caption = La même position, une dame en colonne { $x }, rangée { $y } : elle va à gauche, vers le bas ou en diagonale vers le bas à gauche, d'autant de cases qu'on veut. Qui la met dans le coin (0, 0) gagne.
explain-queen-label = Échiquier de la dame, la dame en colonne { $x }, rangée { $y }
explain-queen-here = La dame, en colonne { $x }, rangée { $y }
explain-queen-square = Déplacer la dame en colonne { $x }, rangée { $y }{ $p ->
        [yes] , une position P
       *[other] {""}
    }{ $wins ->
        [yes] , coup gagnant
       *[other] {""}
    }
explain-queen-pairs = Les cases marquées P sont les positions perdantes (⌊nφ⌋, ⌊nφ²⌋) et leurs symétriques : { $count } paires jusqu'à cet échiquier.

## Nim de Moore
explain-moore-name = Nim de Moore
explain-moore-rules = Des jetons sont répartis en tas. Les joueurs jouent à tour de rôle. À votre tour, choisissez au moins un tas et au plus { $k }, et prenez dans chacun autant de jetons que vous voulez (k = { $k } dans cette partie). Celui qui prend le dernier jeton gagne. Avec k = 1, c’est le Nim.
explain-moore-hint = écrivez les tas en binaire et comptez les 1 de chaque colonne : laissez dans chaque colonne un nombre de 1 multiple de { $modulus } (k + 1).
explain-moore-source = { $title } (E. H. Moore, 1910) : le joueur qui doit jouer perd exactement quand, les tas étant écrits en binaire, chaque colonne contient un nombre de 1 multiple de k + 1. Avec k = 1, c’est la règle de Bouton pour le Nim : un nombre pair dans chaque colonne.
explain-moore-caption = Les tas en binaire ; les 1 de chaque colonne comptés modulo k + 1 = { $modulus }
explain-moore-heap = Tas
explain-moore-heap-name = le tas { $heap }
explain-moore-ones = Nombre de 1
explain-moore-modulo = Modulo { $modulus }
explain-moore-after = Après
explain-moore-losing = Chaque colonne contient un nombre de 1 multiple de { $modulus }. Un coup modifie au plus { $k } tas ; dans la plus haute colonne qu’il modifie, de 1 à { $k } chiffres 1 disparaissent, et leur nombre n’est plus un multiple de { $modulus }. Le joueur qui doit jouer perd : l’adversaire peut toujours ramener chaque colonne à un multiple.
explain-moore-winning = Une colonne ne contient pas un nombre de 1 multiple de { $modulus } : le joueur qui doit jouer gagne. La construction de Moore trouve un coup gagnant colonne par colonne, en partant de la plus haute :
explain-moore-step-lower = Colonne { $column } : { $ones ->
        [one] { $ones } chiffre 1
       *[other] { $ones } chiffres 1
    } dans les tas pas encore modifiés, soit { $extra } de plus qu’un multiple de { $modulus }, et trop peu de tas déjà modifiés pour compléter jusqu’au multiple suivant : { $heaps } { $count ->
        [one] perd ici son 1 et finit donc plus petit
       *[other] perdent ici leur 1 et finissent donc plus petits
    }, quoi que contiennent les colonnes inférieures.
explain-moore-step-raise = Colonne { $column } : { $ones ->
        [one] { $ones } chiffre 1
       *[other] { $ones } chiffres 1
    } dans les tas pas encore modifiés ; { $heaps } { $count ->
        [one] reçoit ici un 1
       *[other] reçoivent ici un 1
    } (un tas déjà modifié le peut), ce qui fait { $total }, un multiple de { $modulus }.
explain-moore-step-keep = Colonne { $column } : { $ones ->
        [one] { $ones } chiffre 1
       *[other] { $ones } chiffres 1
    } dans les tas pas encore modifiés, un multiple de { $modulus }{ $changed ->
        [yes] , et les tas déjà modifiés reçoivent ici un 0.
       *[no] .
    }
explain-moore-move = Le coup : { $move }. { $count ->
        [one] Il prend dans un seul tas
       *[other] Il prend dans { $count } tas
    }, sans dépasser k = { $k }.
