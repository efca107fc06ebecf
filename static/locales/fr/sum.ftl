### Sommes de jeux : composantes de Nim, jeux octaux (Kayles, jeux de soustraction) et jeu de Grundy,
### chacune valant un tas de Nim de sa valeur de Grundy (le théorème de Sprague–Grundy).

## Les jeux qu’une composante peut être

sum-game-nim = Nim
sum-game-kayles = Kayles
sum-game-dawson = Kayles de Dawson
sum-game-guiles = Guiles
sum-game-dawson-chess = Échecs de Dawson
sum-game-grundy = Jeu de Grundy
sum-game-lasker = Nim de Lasker
sum-game-octal = Jeu octal { $code }
sum-game-subtraction = Jeu de soustraction S = {"{"}{ $set }{"}"}
sum-game-with-code = { $game } ({ $code })
sum-game-custom = Autre code octal…

## Les composantes sur le plateau

sum-parts-label = Composantes de la somme
sum-part-name = Composante { $part }
sum-part-label = composante { $part } : { $game }, { $kind ->
        [pins] { $size ->
            [one] { $size } quille
           *[other] { $size } quilles
        }
       *[other] { $size ->
            [one] { $size } jeton
           *[other] { $size } jetons
        }
    }
sum-part-value = valeur *{ $value } (en binaire { $binary })
sum-part-moves = Coups dans la composante { $part }
sum-part-no-moves = Il ne reste aucun coup dans cette composante.
sum-move-to = → { $into }
sum-move-nothing = → rien
sum-move-and = { $first } + { $second }
sum-move-wins = coup gagnant
sum-total = Somme de Nim des valeurs : *{ $value }
sum-your-move = À vous de jouer : choisissez ce que devient une composante.

## Une composante jouée sur une rangée de quilles : appuyez sur une quille, puis sur ses voisines, puis sur Renverser

sum-pins-hint = Pour renverser des quilles, appuyez sur une quille, puis sur une voisine pour allonger la série, puis sur Renverser.
sum-pins-label = Rangée de { $count ->
        [one] { $count } quille
       *[other] { $count } quilles
    } dans la composante { $part }
sum-pins-run = { $count ->
        [one] la quille { $from }
       *[other] les quilles { $from } à { $to }
    }
sum-knock-nothing = rien
sum-pin-label = composante { $part }, quille { $pin } sur { $pins } : { $action ->
        [add] l’ajouter à la série ; renverser { $run } laisse { $into }
        [drop] la retirer de la série ; renverser { $run } laisse { $into }
        [unselect] sélectionnée ; appuyez de nouveau pour la désélectionner
       *[select] la sélectionner ; la renverser seule laisse { $into }
    }{ $wins ->
        [yes] , fait partie d’un coup gagnant
       *[other] {""}
    }
sum-knock = Renverser { $run } → { $into }
sum-knock-group = Renverser des quilles dans la composante { $part }
sum-moves-list = { $count ->
        [one] Le coup sous forme de bouton
       *[other] Les { $count } coups sous forme de boutons
    }
sum-not-in-code = Composante { $part }, { $game } : un coup ne peut pas renverser { $count ->
        [one] { $count } quille
       *[other] { $count } quilles
    } en laissant { $leaves ->
        [nothing] rien
        [one] une rangée
       *[two] deux rangées
    } (le chiffre { $count } de son code est { $digit }).

## L’éditeur

sum-editor-label = Composantes
sum-editor-game = Jeu de la composante { $part }
sum-editor-code = Code de la composante { $part }
sum-editor-size = Taille de la composante { $part }
sum-editor-remove = Retirer la composante { $part }
sum-editor-add = Ajouter une composante
sum-editor-both = { $code } est le jeu de soustraction S = {"{"}{ $set }{"}"}.

## Le panneau

sum-name = Somme de jeux
sum-rules = La position est formée de composantes, chacune un tas de son propre jeu. Un coup se joue dans une seule composante, selon ses règles : au Nim, on prend autant de jetons qu’on veut ; au Kayles, on renverse une quille ou deux quilles voisines, ce qui peut couper une rangée en deux ; un jeu octal 0.d₁d₂… permet à un coup de retirer i jetons sans laisser de tas si dᵢ contient 1, en laissant un tas s’il contient 2 et deux tas s’il contient 4 (un code 4.d₁d₂… permet aussi de couper un tas en deux sans rien retirer) ; le jeu de Grundy partage un tas en deux tas de tailles différentes ; au Nim de Lasker, on prend autant de jetons qu’on veut dans un tas, ou on le coupe en deux tas sans rien retirer. Celui qui joue le dernier coup gagne.
sum-hint = Chaque composante vaut un tas de Nim de sa valeur de Grundy : la plus petite valeur qu’aucun de ses coups n’atteint (mex). Jouez comme au Nim sur ces valeurs : laissez une somme de Nim 0.
sum-caption = Les valeurs de Grundy des composantes en binaire, et leur somme de Nim
sum-value-column = Valeur
sum-part-row = { $game } { $size }
sum-theorem = D’après le théorème de Sprague–Grundy, chaque composante se joue comme un tas de Nim de sa valeur, donc la somme se gagne exactement comme le Nim : c’est une position P quand la somme de Nim des valeurs vaut 0.
sum-lasker-pattern = Nim de Lasker, comme le démontre { $title } par récurrence avec le mex : un tas de 4k + 1 ou 4k + 2 jetons vaut sa taille, un tas de 4k + 3 vaut 4k + 4 et un tas de 4k + 4 vaut 4k + 3.
sum-lasker-part = Composante { $part } : { $equation }, donc sa valeur est { $value }.
sum-change = Jouez dans la composante { $part } ({ $game }) vers une position de valeur { $value }.
sum-winning-moves = Coups gagnants
sum-no-winning-move = Aucun coup ne gagne : chaque coup laisse une somme de Nim non nulle.
sum-limits = Jusqu’à { $parts } composantes, chacune d’au plus { $size }.
sum-editor-set = Ensemble de soustraction de la composante { $part }
sum-editor-bad-code = Le code { $code } est inutilisable : { $problem ->
        [digit] les chiffres d’un code octal vont de 0 à 7.
        [point] un code octal commence par « 0. », comme 0.77, ou par « 4. » si un tas peut aussi être coupé en deux sans rien retirer.
        [long] un code a au plus { $limit } chiffres après le point ({ $longest } pour le code d’un jeu de soustraction, de chiffres 0 et 3).
       *[empty] donnez un code comme 0.77.
    }
sum-editor-bad-set = L’ensemble { $set } est inutilisable : { $problem ->
        [has-zero] un coup prend au moins un jeton, il ne peut donc pas contenir 0.
        [twice] { $take } y figure deux fois.
        [high] { $take } dépasse { $limit }, le plus qu’un coup puisse prendre.
       *[number] écrivez des nombres entiers séparés par des virgules, comme 1, 3, 4.
    }
