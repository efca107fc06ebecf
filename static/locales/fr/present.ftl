# Les messages de Nim Lab en français : le mode projecteur (ses boutons, le vote de la classe,
# le parcours pas à pas). Glossaire : docs/glossary.md.

## Ce que dit le parcours d’un anneau entier

present-whole-ring = { $markers ->
        [one] L’unique place de l’anneau porte un marqueur.
       *[other] Les { $markers } places de l’anneau portent un marqueur : il n’y a aucun trou.
    }
present-symmetry-answer = Quoi que prenne le joueur qui a le trait (un marqueur ou deux voisins), l’autre joueur répond en prenant le ou les deux marqueurs juste en face sur l’anneau, ce qui laisse deux rangées de même longueur.
present-symmetry-mirror = Ensuite l’autre joueur copie chaque coup dans l’autre rangée : il a toujours une réponse et prend le dernier marqueur.
present-symmetry-verdict = Le joueur qui a le trait perd donc face à un jeu parfait : c’est la stratégie de symétrie.
present-small-ring = { $markers ->
        [one] Le joueur qui a le trait prend l’unique marqueur et gagne.
       *[other] Les { $markers } marqueurs sont voisins : le joueur qui a le trait les prend tous et gagne.
    }

## Le parcours du Nim avec blocage

present-moves-to-p = Coups menant à des positions P (quoi qu’on interdise) :
