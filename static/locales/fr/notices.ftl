## Avis et annonces

notice-dismiss = Fermer l’avis
notice-wait-for-computer = Attendez le coup de l’ordinateur.
notice-computer-cannot-analyse = L’ordinateur ne peut pas analyser cette position : elle dépasse la limite de taille.
notice-sentence-separator = {" "}
notice-moved = { $player } : { $played }.
notice-taken-back = Coup annulé.
notice-played-again = Coup rejoué.
notice-new-game = Nouvelle partie.
notice-new-position = Nouvelle position en place.
notice-random-position = Position aléatoire en place.

## Ce qui n’allait pas dans un lien ($value est le texte du lien ; les mots après « utilisez » sont des mots-clés du lien et restent tels quels)

notice-link-default-position = La position par défaut est affichée à la place.
notice-link-unknown-game = Le lien nomme un jeu inconnu { $value } : utilisez nim, misere, circle, blocking ou pass.
notice-link-unknown-mode = Le lien nomme un mode inconnu { $value } : utilisez computer, two ou analysis.
notice-link-unknown-controls = Le lien nomme des commandes inconnues { $value } : utilisez full, min ou none.
notice-link-unknown-panel = Le lien nomme un panneau inconnu { $value } : utilisez none, verdict, table ou full.
notice-link-unknown-strength = Le lien nomme une force inconnue { $value } : utilisez perfect, strong ou casual.
notice-link-unknown-first = Le lien nomme un premier joueur inconnu { $value } : utilisez you ou computer.
notice-link-unknown-view = Le lien nomme une vue inconnue { $value } : utilisez board, diagram, explore, review ou grundy.
notice-link-bad-origin = Le paramètre origin={ $value } du lien n'est pas une origine de page (comme https://example.org) : aucune page ne peut commander cette intégration.
notice-link-bad-switch = Dans le lien, { $key }={ $value } devrait valoir 0 ou 1.
notice-link-heap-negative = Le tas { $value } du lien est inutilisable : un tas ne peut pas être négatif.
notice-link-heap-not-a-number = Le tas { $value } du lien est inutilisable : la taille d’un tas doit être un nombre entier.
notice-link-heap-huge = Le tas { $value } du lien est inutilisable : c’est beaucoup trop grand.
notice-link-bad-ring = L’anneau { $value } du lien est inutilisable : écrivez o pour un marqueur et . pour une place vide.
notice-link-bad-part = La composante { $value } du lien a été ignorée : { $problem ->
        [shape] écrivez une composante sous la forme JEU:TAILLE, comme kayles:8.
        [digit] les chiffres d’un code octal vont de 0 à 7.
        [point] un code octal commence par « 0. », comme 0.77, ou par « 4. » si un tas peut aussi être coupé en deux sans rien retirer.
        [long] un code a au plus { $limit } chiffres après le point ({ $longest } pour le code d’un jeu de soustraction, de chiffres 0 et 3).
        [name] utilisez nim, kayles, grundy ou un code octal comme 0.77.
       *[size] sa taille n’est pas un nombre entier.
    }
notice-link-bad-blocks = Dans le lien, blocks={ $value } devrait être un petit nombre entier.
notice-link-bad-forbid = Les coups interdits { $value } du lien ne sont pas des coups que le bloqueur peut interdire dans sa position : le bloqueur choisit à nouveau.
notice-link-bad-turn = Dans le lien, turn={ $value } devrait valoir 1 ou 2 : le joueur 1 joue en premier.
notice-link-limit = La position du lien : { $problem }

## Commandes de la page hôte refusées (les noms de commandes et de champs restent tels quels)

host-error-version = La commande est pour la version { $found } des messages de Nim Lab ; cette page lit la version { $read }.
host-error-unknown = Commande inconnue { $command } : utilisez setPosition, newGame, undo, redo, setHints, getState ou setState.
host-error-field = La commande { $command } a besoin de son champ { $field }.
host-error-link = La position ne peut pas être posée : { $problems }
host-error-empty = Le texte du lien ne nomme ni position, ni vue, ni quiz, ni réglage.
host-error-nothing-to-undo = Il n'y a aucun coup à annuler.
host-error-nothing-to-redo = Il n'y a aucun coup à rejouer.
host-error-move = Le coup { $number } ({ $played }) ne peut pas être joué à sa place.
notice-link-step-negative = La marche { $value } du lien n'est pas utilisable : une marche ne peut pas porter un nombre négatif de pièces.
notice-link-step-not-a-number = La marche { $value } du lien n'est pas utilisable : les pièces d'une marche doivent être un nombre entier.
notice-link-step-huge = La marche { $value } du lien n'est pas utilisable : c'est beaucoup trop grand.

notice-link-bad-last = Dans le lien, last={ $value } n’est pas un coup précédent que ce tas permet : la partie commence à son premier coup.
notice-link-other-field = Dans le lien, { $key }= n’est pas lu : la position de ce jeu s’écrit { $own }=.
notice-link-bad-k = Dans le lien, k={ $value } devrait être le nombre de tas dans lesquels un coup peut prendre, de 1 à 4 : k={ $k } est utilisé.
notice-link-bad-coin-rule = rule={ $value } dans le lien n’est pas une règle de pièces à retourner (turtles, mock, ruler ou twins) : on joue à Turning Turtles.
notice-link-bad-coin = La pièce { $coin } du lien est { $value }, ni H ni T : elle est lue comme pile.
notice-link-too-many-coins = La rangée du lien a { $count } pièces, plus que les { $limit } qu’une rangée peut avoir : elle n’a pas été lue.
notice-link-bad-head = La face { $value } du lien n’est pas une case écrite x:y : elle est ignorée.
notice-link-head-off-grid = La face { $value } du lien est hors de la grille (0 à { $last } dans chaque sens) : elle est ignorée.
notice-link-head-repeated = La face { $value } figure deux fois dans le lien : elle compte une fois.
notice-link-too-many-edges = Le dessin du lien a { $count } arêtes, plus que les { $limit } qu'un dessin peut avoir : il n'a pas été lu.
notice-link-bad-edge = L'arête { $edge } du lien est { $value }, et non deux extrémités reliées par - (comme g-1 ou 1-2) : elle est omise.
notice-link-no-such-vertex = L'arête { $edge } du lien nomme { $value }, qui n'est pas un sommet (g pour le sol, ou un nombre de 1 à { $most }) : elle est omise.
notice-link-bad-place = La place { $value } du lien n'est pas sommet:x:y sur la grille du dessin : elle est omise, et le sommet placé automatiquement.
