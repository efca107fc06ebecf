## Explorer : l’atlas des positions P, une grille de deux tas libres a et b à côté de tas fixes
# $game : le nom d’un jeu ; $title : le titre d’un document source (les titres ne sont pas traduits)

explore-loading = Chargement de la vue Explorer…
explore-not-loaded = La page n’a pas pu charger la vue Explorer. Vérifiez la connexion, puis appuyez sur Réessayer.

## Tranches hors des limites de la vue, et liens qu’elle ne peut pas utiliser
# $part : la partie du lien telle qu’écrite, p. ex. k=9

explore-problem-heaps = Explorer dessine de { $low } à { $high } tas, pas { $heaps }.
explore-problem-heaps-exactly = { $game } se joue sur exactement { $needs } tas : Explorer le dessine donc avec { $needs } tas, pas { $heaps }.
explore-problem-blocks = Explorer dessine { $game } avec 1 à { $limit } blocages par tour, pas { $blocks }.
explore-problem-max = Les tas libres vont au plus jusqu’à { $limit } jetons (et au moins jusqu’à 1), pas { $max }.
explore-problem-not-whole = La taille d’un tas est un nombre entier de jetons, à partir de 0.
explore-problem-fixed = Un tas fixe de { $size } est trop grand : la limite est { $limit }.
# $families : les mots que le lien peut utiliser, p. ex. « nim, misere, blocking, pass »
explore-link-family = La partie { $part } du lien ne convient pas à Explorer : utilisez l’un de { $families }.
explore-link-blocks = La partie { $part } du lien ne convient pas à Explorer : utilisez 1 à { $limit }.
explore-link-fixed = La partie { $part } du lien ne convient pas à Explorer : donnez de { $low } à { $high } tailles de tas séparées par des virgules.
explore-link-number = La partie { $part } du lien ne convient pas à Explorer : utilisez un nombre entier.
