## La fiche d’exercices à imprimer : sa boîte de dialogue, son titre, ses consignes, chaque position et le corrigé

worksheet-button = Fiche d’exercices
worksheet-dialog-intro = Imprimez une fiche de positions à résoudre sur papier, avec un corrigé sur une page à part. Le même numéro de fiche donne toujours les mêmes questions.
worksheet-game-field = Jeu
worksheet-count-field = Nombre de questions
worksheet-level-field = Difficulté
worksheet-seed-field = Numéro de fiche
worksheet-link-field = Lien qui ouvre cette fiche, prête à imprimer
worksheet-print = Imprimer
worksheet-close = Fermer la fiche
worksheet-loading = Chargement de la fiche d'exercices…
worksheet-not-loaded = La page n'a pas pu charger la fiche d'exercices. Vérifiez la connexion, puis appuyez de nouveau sur Imprimer.
worksheet-level-1 = 1 — peu de tas, petits ; anneaux complets
worksheet-level-2 = 2 — plus de tas, plus grands ; anneaux avec des trous
worksheet-level-3 = 3 — beaucoup de grands tas ; anneaux brisés ; aucun théorème
worksheet-bad-count = Choisissez de 1 à { $max } questions.
worksheet-bad-seed = Le numéro de fiche est un nombre entier à partir de 0.
worksheet-title = Fiche d’exercices : { $game }
worksheet-details =
    { $count ->
        [one] Niveau { $level } · { $count } question · fiche { $seed }
       *[other] Niveau { $level } · { $count } questions · fiche { $seed }
    }
worksheet-instructions-nim = Pour chaque position, écrivez les tas en binaire dans le tableau et la somme de Nim dans sa dernière ligne. Qui gagne : le joueur qui doit jouer (premier joueur) ou l’autre (second joueur) ? Si le premier joueur gagne, donnez un coup gagnant.
worksheet-instructions-misere = Le joueur qui prend le dernier jeton perd. Pour chaque position, écrivez les tas en binaire et la somme de Nim ; comptez les tas de plus d’un jeton. Qui gagne : le joueur qui doit jouer (premier joueur) ou l’autre (second joueur) ? Si le premier joueur gagne, donnez un coup gagnant.
worksheet-instructions-circle = Prenez un marqueur, ou deux marqueurs voisins ; celui qui prend le dernier marqueur gagne. Qui gagne : le joueur qui doit jouer (premier joueur) ou l’autre (second joueur) ? Si le premier joueur gagne, donnez un coup gagnant.
worksheet-instructions-blocking = Avant chaque coup, le bloqueur interdit des coups, puis le joueur qui joue prend des jetons. Qui gagne depuis chaque position : le joueur qui joue ou le bloqueur ? Donnez les coups qui mènent à des positions P.
worksheet-instructions-pass = Un Nim où chaque joueur peut passer une fois dans toute la partie, jamais comme dernier coup. Pour chaque position, écrivez les tas en binaire et la somme de Nim : après la passe, le jeu est du Nim, donc passer gagne quand la somme de Nim vaut 0. Qui gagne : le joueur qui doit jouer (premier joueur) ou l’autre (second joueur) ? Si le premier joueur gagne, donnez un coup gagnant (une passe compte).
worksheet-instructions-sum = Chaque position est une somme de jeux : donnez la valeur de Grundy de chaque composante (le mex des valeurs de ses options), écrivez les valeurs en binaire et leur somme de Nim, qui est la valeur de la somme. Est-ce P ou N : qui gagne, le joueur qui doit jouer (premier joueur) ou l’autre (second joueur) ? Si le premier joueur gagne, donnez un coup gagnant.
worksheet-question = Question { $number }
worksheet-ring =
    Un anneau de { $places ->
        [one] { $places } place
       *[other] { $places } places
    } avec { $markers ->
        [one] { $markers } marqueur
       *[other] { $markers } marqueurs
    }.
worksheet-heaps = Tas { $heaps }.
worksheet-parts = Composantes : { $parts }.
worksheet-heaps-pass = Tas { $heaps } ; la passe n’est pas utilisée.
worksheet-heaps-blocking =
    { $blocks ->
        [one] Tas { $heaps } ; le bloqueur interdit { $blocks } coup par tour.
       *[other] Tas { $heaps } ; le bloqueur interdit { $blocks } coups par tour.
    }
worksheet-heap = Tas { $heap }
worksheet-heap-counters =
    { $count ->
        [one] Tas { $heap } : { $count } jeton
       *[other] Tas { $heap } : { $count } jetons
    }
worksheet-place-marker = place { $place } : marqueur
worksheet-place-empty = place { $place } : vide
worksheet-nim-sum-row = Somme de Nim
worksheet-heap-column = Tas
worksheet-answer-blank = Réponse :
worksheet-value-blank = Valeur de la somme :
worksheet-part-column = Composante
worksheet-value-column = Valeur
worksheet-value-is = La valeur de la somme est { $value }.
worksheet-value-why =
    { $count ->
        [one] La composante a pour valeur { $values } ; { $sum }.
       *[other] Les composantes ont pour valeurs { $values } ; { $sum }.
    }
worksheet-key-title = Corrigé
worksheet-key-heading = Corrigé — Fiche d’exercices : { $game }
worksheet-moves-or = { $first } ou { $last }
worksheet-moves-more =
    { $count ->
        [one] { $first }, ou { $count } autre coup gagnant
       *[other] { $first }, ou l’un de { $count } autres coups gagnants
    }
worksheet-first-wins = Le premier joueur gagne : { $moves }.
worksheet-second-wins = Le second joueur gagne : tout coup perd.
worksheet-mover-wins =
    { $count ->
        [one] Le joueur qui joue gagne : { $count } coup mène à des positions P, plus que le bloqueur ne peut en interdire ({ $moves }).
       *[other] Le joueur qui joue gagne : { $count } coups mènent à des positions P, plus que le bloqueur ne peut en interdire ({ $moves }).
    }
worksheet-blocker-wins-outright = Le bloqueur gagne : aucun coup ne mène à une position P.
worksheet-blocker-wins = Le bloqueur gagne en interdisant { $moves }.
worksheet-three-heap-theorem = Le théorème des trois tas le décide.
worksheet-exact-search = Aucun théorème ne le couvre : trouvé par recherche exhaustive.
worksheet-theorem-two-heaps = Le théorème 1 (deux tas) le décide.
worksheet-theorem-one-m-n = Le théorème 2 ([1, m, n]) le décide.
worksheet-theorem-ones-twos = Le théorème 3 (des uns et des deux) le décide.
worksheet-theorem-ones-twos-threes = Le théorème 4 (des uns, des deux et des trois) le décide.
worksheet-bad-link-seed = Le worksheet={ $value } du lien devrait être un numéro de fiche (un nombre entier à partir de 0) ; aucune fiche n’est affichée.
worksheet-bad-link-count = Le count={ $value } de la fiche dans le lien devrait aller de 1 à { $max } ; la fiche a 10 questions.
worksheet-bad-link-level = Le level={ $value } de la fiche dans le lien devrait être 1, 2 ou 3 ; la fiche est de niveau 1.
