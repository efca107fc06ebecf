## La fiche d’exercices à imprimer : sa boîte de dialogue, son titre, ses consignes, chaque position et le corrigé

worksheet-button = Fiche d’exercices
worksheet-loading = Chargement de la fiche d'exercices…
worksheet-not-loaded = La page n'a pas pu charger la fiche d'exercices. Vérifiez la connexion, puis appuyez sur Réessayer.
# Said in the Worksheet and Quiz dialogs while their form's part of the app is on its way, and when it cannot be had
worksheet-dialog-loading = Chargement des choix…
worksheet-dialog-not-loaded = La page n'a pas pu charger ces choix. Vérifiez la connexion, puis appuyez sur Réessayer.
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
worksheet-value-is = { $what ->
    [picture] La valeur du dessin est { $value }.
    [row] La valeur de la rangée est { $value }.
    [grid] La valeur de la grille est { $value }.
   *[sum] La valeur de la somme est { $value }.
}
worksheet-value-why =
    { $what ->
        [picture]
            { $count ->
                [one] Le dessin sur le sol a pour valeur { $values } ; { $sum }.
               *[other] Les dessins sur le sol ont pour valeurs { $values } ; { $sum }.
            }
        [row]
            { $count ->
                [one] La face a pour valeur { $values } ; { $sum }.
               *[other] Les faces ont pour valeurs { $values } ; { $sum }.
            }
        [grid]
            { $count ->
                [one] La face a pour valeur { $values } ; { $sum }.
               *[other] Les faces ont pour valeurs { $values } ; { $sum }.
            }
       *[sum]
            { $count ->
            [one] La composante a pour valeur { $values } ; { $sum }.
           *[other] Les composantes ont pour valeurs { $values } ; { $sum }.
            }
    }
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
worksheet-steps = Pièces sur les marches 1, 2, 3, … : { $steps }.

worksheet-fibonacci-start = Un tas de { $heap } ; le premier coup.
worksheet-fibonacci = Un tas de { $heap } ; le dernier coup a pris { $last }.
worksheet-heaps-moore = Tas { $heaps } ; un coup prend dans au plus { $k } tas.
