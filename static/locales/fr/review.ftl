## La revue de partie : le verdict de chaque ligne, son coup, son erreur et le coup qui gardait la victoire

review-close = Fermer
review-why-label = Pourquoi ce coup était une erreur
review-chart-label = Historique des valeurs : chaque ligne est une position, dessinée du côté du joueur qui gagnait là ; le chemin entre les lignes change de côté à chaque erreur. Le tableau à côté contient les mêmes lignes.
review-legend = ● N : le joueur qui doit jouer gagne · ■ P : le joueur qui vient de jouer gagne · ✗ une erreur, où le chemin change de côté
review-caption = Chaque position de la partie, qui gagnait là, le coup joué et les erreurs
review-column-position = Position
review-column-to-act = Au trait
review-column-winning = Gagnant
review-column-nim-sum = Somme de Nim
review-column-move = Coup joué
review-column-why = Pourquoi
review-why-table-caption = Les tas en binaire au moment de l’erreur, et le tas qui gardait la victoire
review-no-moves = Pas encore de coups : la revue se remplit au fil de la partie.
review-row = { $row }. { $position }
review-go-to = { $row }. { $position } : mettre cette position sur le plateau
review-back-to-start = Retour au début de la partie.
review-back-to = Retour à la position { $row } de la partie.
review-wins = { $shape } { $letter }, gagne
review-loses = { $shape } { $letter }, perd
review-won = { $shape } { $letter }, a gagné
review-lost = { $shape } { $letter }, a perdu
review-too-large = trop grand pour être analysé
review-move-pass = passe (l’unique passe, utilisée ici)
review-move-mistake = { $made } ✗
review-game-over = partie finie
review-to-play = à jouer
review-short-take = tas { $heap } : { $from } → { $to }
review-short-forbid = interdire tas { $heap } → { $to }
review-no-mistakes =
    { $moves ->
        [one] { $moves } coup, aucune erreur : qui gagnait a gardé la victoire.
       *[other] { $moves } coups, aucune erreur : qui gagnait a gardé la victoire.
    }
review-mistakes =
    { $mistakes ->
        [one] { $moves } coups, { $mistakes } erreur ({ $who }) : elle donne la victoire à l’autre joueur.
       *[other] { $moves } coups, { $mistakes } erreurs ({ $who }) : chacune donne la victoire à l’autre joueur.
    }
review-mistake-by =
    { $player ->
        [you] Toi à la position { $row }
        [computer] L’ordinateur à la position { $row }
        [player1] Joueur 1 à la position { $row }
        [player2] Joueur 2 à la position { $row }
       *[opponent] L’adversaire à la position { $row }
    }
review-start-favoured =
    { $player ->
        [you] Tu avais la victoire au départ.
        [computer] L’ordinateur avait la victoire au départ.
        [player1] Joueur 1 avait la victoire au départ.
        [player2] Joueur 2 avait la victoire au départ.
       *[opponent] L’adversaire avait la victoire au départ.
    }
review-why-show = ✗ Pourquoi ?
review-why-hide = ✗ Masquer
review-mistake =
    { $actor ->
        [you] À la position { $row }, vous gagniez ;
        [computer] À la position { $row }, l’ordinateur gagnait ;
        [player1] À la position { $row }, Joueur 1 gagnait ;
        [player2] À la position { $row }, Joueur 2 gagnait ;
       *[opponent] À la position { $row }, l’adversaire gagnait ;
    } « { $made } » a donné la victoire { $other ->
        [you] à vous.
        [computer] à l’ordinateur.
        [player1] à Joueur 1.
        [player2] à Joueur 2.
       *[opponent] à l’adversaire.
    }
review-keeping =
    { $count ->
        [one] Ce coup gardait la victoire : { $moves }.
       *[other] Ces coups gardaient la victoire : { $moves }.
    }
review-recipe-why =  : le tas à changer a un 1 dans la colonne la plus haute de la somme de Nim, et sa taille ⊕ la somme de Nim est plus petite : le coup est donc légal et laisse une somme de Nim de 0.
review-recipe = Tas { $heap } → { $from } ⊕ { $sum } = { $to }
review-short-step = marche { $step } : { $from } → { $to }
