## Les coups tels qu’on les dit, tas et places de l’anneau comptés à partir de 1 (dans une phrase, donc en minuscules)

moves-take = prendre { $taken } du tas { $heap } ({ $from } → { $to })
moves-take-unfit = tas { $heap } → { $to }
moves-pass = passer
moves-remove-one = retirer le marqueur { $place }
moves-remove-two = retirer les marqueurs { $first } et { $second }
moves-forbid = interdire de prendre { $taken } du tas { $heap } ({ $from } → { $to })
moves-forbid-unfit = interdire tas { $heap } → { $to }
moves-part-to = composante { $part } : { $from } → { $to }
moves-part-empty = composante { $part } : { $from } → rien
moves-part-split = composante { $part } : { $from } → { $first } + { $second }
moves-none = aucun

## Les joueurs comme étiquettes (rôles, historique)

players-you = Vous
players-computer = Ordinateur
players-player1 = Joueur 1
players-player2 = Joueur 2
players-opponent = Adversaire

## La force de l’ordinateur

players-strength-perfect = Parfait
players-strength-strong = Fort (fait une erreur de temps en temps)
players-strength-casual = Détendu (joue souvent au hasard)

## Pourquoi un coup a été refusé

players-no-such-heap = Il n’y a pas de tas { $heap } : cette position a { $count } tas.
players-not-smaller = Le tas { $heap } a { $count ->
        [one] { $count } jeton
       *[other] { $count } jetons
    }, il ne peut donc pas passer à { $to } : un coup prend au moins un jeton.
players-no-such-place = Il n’y a pas de place { $place } sur l’anneau : il a { $count ->
        [one] { $count } place
       *[other] { $count } places
    }.
players-empty-place = La place { $place } de l’anneau n’a pas de marqueur.
players-not-adjacent = Les places { $first } et { $second } ne sont pas voisines : deux marqueurs retirés ensemble doivent être voisins.
players-forbidden = Ramener le tas { $heap } à { $to } est interdit ce tour-ci : le bloqueur l’a marqué.
players-already-forbidden = Ramener le tas { $heap } à { $to } est déjà interdit.
players-pass-used = La passe a déjà été utilisée dans cette partie.
players-not-in-rule = La composante { $part } ({ $count }) ne peut pas devenir cela selon les règles de son jeu.
players-pass-on-empty = Vous ne pouvez pas passer quand tous les tas sont vides.
players-wrong-kind = Ce genre de coup n’est pas possible maintenant.
players-game-over = La partie est finie : commencez-en une nouvelle pour rejouer.

## Verdicts

verdict-too-large = Cette position est trop grande pour être résolue exactement ({ $steps ->
        [one] { $steps } étape
       *[other] { $steps } étapes
    } de recherche, la limite est de { $limit }). Vous pouvez quand même la jouer ; les indices reviennent dès qu’elle est plus petite.
verdict-winning-moves-title = { $count ->
        [one] Le coup gagnant :
       *[other] Les { $count } coups gagnants :
    }
verdict-winning-moves-more = Seuls les { $shown } premiers des { $count } coups gagnants sont listés.
verdict-passing-wins = Passer maintenant gagne.
verdict-passing-does-not-win = Passer maintenant ne gagne pas.
verdict-pass-used = La passe a été utilisée : la suite est du Nim ordinaire.

moves-both = prendre { $taken } dans les deux tas
players-not-from-both = Dans les deux tas, tu peux prendre de 1 à { $most }, pas { $taken }.
moves-stairs = descendre { $moved } de la marche { $step } { $below ->
        [0] hors de l'escalier
       *[other] sur la marche { $below }
    } ({ $from } → { $to })

players-over-limit = Tu peux prendre au plus { $most } maintenant, pas { $taken }.
players-heaps-in-move = Un coup prend dans au plus { $most } tas, pas dans { $heaps }.
players-heap-twice = Le tas { $heap } est choisi deux fois dans le même coup.
