## Le quiz : sa boîte de dialogue, chaque question, le verdict sur une réponse et le score

quiz-title = Quiz
quiz-leave = Quitter le quiz
quiz-next = Question suivante
quiz-see-score = Voir le score
quiz-retry = Refaire les questions manquées
quiz-back = Retour à la partie
quiz-another = Quiz suivant (numéro { $seed })
quiz-missed-title = Questions manquées
quiz-all-right = Toutes les réponses sont justes.
quiz-keys = Touches : P ou N.
quiz-answers-label = Votre réponse
quiz-heading = Quiz { $seed } · { $game } · niveau { $level }
quiz-progress = Question { $number } sur { $total }
quiz-progress-retry = Question manquée { $number } sur { $total } (essai { $round })
quiz-prompt-outcome = P ou N ? Avec un jeu parfait, est-ce le joueur qui doit jouer (N) ou l’autre joueur (P) qui gagne ?
quiz-prompt-outcome-blocking = P ou N ? Avec un jeu parfait, est-ce le joueur qui joue (N) ou le bloqueur (P) qui gagne ?
quiz-prompt-move = Jouez un coup gagnant sur le plateau.
quiz-prompt-move-pass = Jouez un coup gagnant sur le plateau (une passe compte).
quiz-prompt-move-blocking = Le bloqueur a interdit les coups marqués ✕. Jouez un coup gagnant sur le plateau.
quiz-prompt-value = { $what ->
    [picture] Quelle est la valeur de ce dessin ? Tapez sa valeur de Grundy, un nombre entier.
    [row] Quelle est la valeur de cette rangée ? Saisissez sa valeur de Grundy, un nombre entier.
    [grid] Quelle est la valeur de cette grille ? Tapez sa valeur de Grundy, un nombre entier.
   *[sum] Quelle est la valeur de cette somme ? Saisissez sa valeur de Grundy, un nombre entier.
}
quiz-value-field = { $what ->
    [picture] Valeur du dessin
    [row] Valeur de la rangée
    [grid] Valeur de la grille
   *[sum] Valeur de la somme
}
quiz-value-submit = Répondre
quiz-value-empty = Saisissez d’abord la valeur : un nombre entier comme 0, 3 ou 12.
quiz-value-not-a-number = Saisissez la valeur en chiffres uniquement, un nombre entier comme 6.
quiz-value-negative = Une valeur n’est jamais négative : saisissez un nombre entier à partir de 0.
quiz-value-too-large = C’est trop grand : saisissez un nombre entier de 0 à { $max }.
quiz-value-wrong = Pas { $given }. { $key }
quiz-means-to-move-wins = le joueur qui doit jouer gagne
quiz-means-other-wins = l’autre joueur gagne
quiz-means-mover-wins = le joueur qui joue gagne
quiz-means-blocker-wins = le bloqueur gagne
quiz-right = ✓ Juste.
quiz-wrong = ✗ Pas tout à fait.
quiz-outcome-wrong = C’est { $answer }, pas { $given }. { $key }
quiz-outcome-is = C’est { $answer }. { $key }
quiz-move-right = Il laisse une position P : l’adversaire perd avec un jeu parfait.
quiz-move-wrong = Il laisse une position N, où l’adversaire gagne. { $solution }
quiz-winning-moves =
    { $count ->
        [one] Le coup gagnant : { $moves }.
       *[other] Coups gagnants : { $moves }.
    }
quiz-you-said = Vous avez dit { $answer }.
quiz-you-played = Vous avez joué : { $played }.
quiz-forbidden = { $position } Interdits à ce tour : { $moves }.
quiz-missed-heading = Question { $number } : { $position }
quiz-score = { $right } sur { $total } justes
quiz-asked = Question { $number } sur { $total }. { $position } { $prompt }
quiz-over = Quiz terminé : { $right } sur { $total } justes.
quiz-to-retry =
    { $count ->
        [one] { $count } question à refaire.
       *[other] { $count } questions à refaire.
    }
quiz-left = Quiz fermé : retour à la partie.
quiz-bad-link-seed = Le quiz={ $value } du lien devrait être un numéro de quiz (un nombre entier à partir de 0) ; aucun quiz n’est lancé.
quiz-bad-link-level = Le niveau level={ $value } du lien devrait être 1, 2 ou 3 ; le quiz est de niveau 1.
