## The worksheet and quiz dialog's form and the printed sheet: the worksheet's chunk

worksheet-dialog-intro = Imprimez une fiche de positions à résoudre sur papier, avec un corrigé sur une page à part. Le même numéro de fiche donne toujours les mêmes questions.
worksheet-game-field = Jeu
worksheet-count-field = Nombre de questions
worksheet-level-field = Difficulté
worksheet-seed-field = Numéro de fiche
worksheet-link-field = Lien qui ouvre cette fiche, prête à imprimer
worksheet-print = Imprimer
worksheet-close = Fermer la fiche
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
worksheet-key-title = Corrigé
worksheet-key-heading = Corrigé — Fiche d’exercices : { $game }

## The quiz's dialog

quiz-dialog-intro = Dix questions sur des positions d’un même jeu : dites si chacune est P ou N, jouez un coup gagnant sur le plateau ou, pour une somme de jeux, donnez sa valeur. Le même numéro de quiz donne à tous les mêmes questions : une classe peut partager un seul lien.
quiz-seed-field = Numéro du quiz
quiz-link-field = Lien pour la classe (tout le monde a les mêmes questions)
quiz-copy-link = Copier le lien
quiz-copied = Copié dans le presse-papiers.
quiz-not-copied = La copie n’est pas autorisée ici : sélectionnez le lien et copiez-le avec Ctrl+C (⌘C).
quiz-bad-seed = Le numéro du quiz est un nombre entier à partir de 0.
quiz-start = Commencer le quiz

## The Quiz dialog's package for a school's LMS, and the package's launch page

quiz-lms-legend = Pour votre plateforme (LMS)
quiz-lms-intro = Un paquet SCORM 1.2 pour Moodle, Canvas, Blackboard et les autres plateformes : il affiche ce quiz et envoie la note de chaque élève à votre carnet de notes.
quiz-pass-mark-field = Note de réussite (%)
quiz-bad-pass-mark = La note de réussite est un nombre entier de 0 à 100.
quiz-lms-download = Télécharger pour votre LMS (SCORM 1.2)
quiz-lms-making = Préparation du paquet…
quiz-lms-made = { $file } téléchargé.
quiz-lms-failed = Le paquet n’a pas pu être préparé : vérifiez la connexion et réessayez.
scorm-frame-title = Quiz de { $game }
scorm-looking = Recherche de votre LMS…
scorm-no-script = Ce quiz a besoin de JavaScript.
scorm-connected = Connecté à votre LMS : votre note est envoyée à la fin du quiz.
scorm-no-lms = Aucun LMS trouvé : votre note ne sera pas enregistrée. Le quiz fonctionne quand même.
scorm-sent = Votre note a été envoyée à votre LMS.
scorm-sent-passed = Votre note, { $score } sur { $total } ({ $percent } %), a été envoyée à votre LMS : réussi.
scorm-sent-failed = Votre note, { $score } sur { $total } ({ $percent } %), a été envoyée à votre LMS : pas réussi (il faut { $pass } %).
scorm-refused = Votre LMS n’a pas accepté la note. Prévenez votre enseignant.

worksheet-instructions-wythoff = On prend autant de jetons qu’on veut dans un tas, ou autant dans les deux ; celui qui prend le dernier jeton gagne. Compare chaque position aux paires perdantes (⌊nφ⌋, ⌊nφ²⌋) : (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)… Qui gagne : le joueur qui a le trait (premier joueur) ou l’autre (second joueur) ? Si le premier joueur gagne, donne un coup gagnant.
worksheet-instructions-staircase = Descendez autant de pièces que vous voulez d'une marche sur celle du dessous (de la marche 1, hors de l'escalier) ; qui joue le dernier coup gagne. Seules les marches impaires comptent : calculez la somme de Nim de leurs pièces. Qui gagne : le joueur qui doit jouer (premier joueur) ou l'autre (second joueur) ? Si le premier joueur gagne, donnez un coup gagnant.
worksheet-step-row = Marche { $step } : { $coins }

worksheet-instructions-fibonacci = Un seul tas : le premier coup prend autant de jetons qu’on veut, mais pas le tas entier ; chaque coup suivant prend au moins 1 et au plus le double du coup précédent ; celui qui prend le dernier jeton gagne. Écris le tas comme une somme de nombres de Fibonacci (1, 2, 3, 5, 8, 13, 21…), sans deux voisins dans cette liste. Qui gagne : le joueur qui a le trait (premier joueur) ou l’autre (second joueur) ? Si le premier joueur gagne, donne un coup gagnant.
worksheet-instructions-moore = On choisit au moins un tas et au plus k (k est indiqué pour chaque position) et on prend dans chacun autant de jetons qu’on veut ; celui qui prend le dernier jeton gagne. Écrivez les tas en binaire et comptez les 1 de chaque colonne modulo k + 1. Qui gagne : le joueur qui doit jouer (premier joueur) ou l’autre (second joueur) ? Si le premier joueur gagne, donnez un coup gagnant.
worksheet-instructions-coins = Une rangée de pièces, H pour face et T pour pile, la pièce 1 à gauche. Un coup retourne des pièces comme la règle le permet (Turning Turtles : une ou deux ; Mock Turtles : jusqu’à trois ; Règle : des voisines en nombre quelconque ; Jumelles : exactement deux), la plus à droite de face à pile ; qui joue le dernier coup gagne. Donnez à chaque face sa valeur et additionnez les valeurs en binaire sans retenue. Qui gagne : le joueur qui a le trait (premier joueur) ou l’autre (second joueur) ? Si le premier joueur gagne, donnez un coup gagnant.
worksheet-instructions-corners = Une grille de pièces, x compté vers la droite et y vers le bas depuis 0 ; les faces sont notées x:y. Un coup retourne les quatre coins d’un rectangle, le coin le plus éloigné de 0:0 passant de face à pile ; celui qui joue le dernier coup gagne. Donnez à chaque face sa valeur, le produit de Nim x ⊗ y (la table de multiplication de Nim aide), et additionnez les valeurs en binaire sans retenue. Qui gagne : le joueur qui doit jouer (premier joueur) ou l’autre (second joueur) ? Si le premier joueur gagne, donnez un coup gagnant.
