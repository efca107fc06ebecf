## Les joueurs nommés dans une phrase : en tête et à l’intérieur. Les phrases choisissent
## selon $…_who (you, computer, player1, player2, opponent) pour s’accorder avec le nom.

players-you-first = Vous
players-computer-first = L’ordinateur
players-player1-first = Joueur 1
players-player2-first = Joueur 2
players-opponent-first = L’adversaire
players-you-within = vous
players-computer-within = l’ordinateur
players-player1-within = Joueur 1
players-player2-within = Joueur 2
players-opponent-within = l’adversaire

## Pourquoi la partie s’est terminée

players-ending-no-moves = { $winner } { $winner_who ->
        [you] avez
       *[other] a
    } joué le dernier coup, donc { $loser } { $loser_who ->
        [you] n’avez
       *[other] n’a
    } plus de coup.
players-ending-last-counter = { $loser } { $loser_who ->
        [you] avez
       *[other] a
    } pris le dernier jeton, et en Nim misère, cela fait perdre.
players-ending-all-blocked = { $winner } { $winner_who ->
        [you] avez
       *[other] a
    } interdit tous les coups que { $loser } { $loser_who ->
        [you] pouviez
       *[other] pouvait
    } jouer, donc { $loser } { $loser_who ->
        [you] ne pouvez plus jouer et perdez
       *[other] ne peut plus jouer et perd
    }.

## Qui gagne avec un jeu parfait

verdict-over-no-moves = Partie terminée : { $next } { $next_who ->
        [you] n’avez
       *[other] n’a
    } plus de coup, donc { $previous } { $previous_who ->
        [you] gagnez
       *[other] gagne
    }.
verdict-over-last-counter = Partie terminée : { $previous } { $previous_who ->
        [you] avez
       *[other] a
    } pris le dernier jeton, donc { $next } { $next_who ->
        [you] gagnez
       *[other] gagne
    }.
verdict-over-all-blocked = Partie terminée : tous les coups que { $next } { $next_who ->
        [you] aviez
       *[other] avait
    } sont interdits, donc { $previous } { $previous_who ->
        [you] gagnez
       *[other] gagne
    }.
verdict-next-wins = { $next } (au trait) { $next_who ->
        [you] gagnez
       *[other] gagne
    } avec un jeu parfait — { $count ->
        [one] { $count } coup gagnant
       *[other] { $count } coups gagnants
    }.
verdict-previous-wins = { $previous } { $previous_who ->
        [you] gagnez
       *[other] gagne
    } avec un jeu parfait — { $next } (au trait) { $next_who ->
        [you] n’avez
       *[other] n’a
    } aucun coup gagnant.
verdict-blocker-now = { $blocker } { $blocker_who ->
        [you] bloquez
       *[other] bloque
    } maintenant : { $count ->
        [one] { $count } coup à interdire
       *[other] { $count } coups à interdire
    } avant que { $mover } { $mover_who ->
        [you] jouiez
       *[other] joue
    }.
verdict-blocker-wins = { $blocker } (au blocage) { $blocker_who ->
        [you] gagnez
       *[other] gagne
    } avec un jeu parfait — { $count ->
        [one] { $count } interdiction gagnante
       *[other] { $count } interdictions gagnantes
    }.
verdict-mover-beats-blocker = { $mover } (qui { $mover_who ->
        [you] jouez
       *[other] joue
    } ensuite) { $mover_who ->
        [you] gagnez
       *[other] gagne
    } avec un jeu parfait — { $blocker } { $blocker_who ->
        [you] ne pouvez
       *[other] ne peut
    } pas interdire tous les coups gagnants.
