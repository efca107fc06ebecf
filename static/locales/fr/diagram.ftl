## La place du diagramme des états à côté du plateau, pendant que sa propre partie de l’application se charge

diagram-loading = Chargement du diagramme des états…
diagram-not-loaded = La page n’a pas pu charger le diagramme des états. Vérifiez la connexion, puis appuyez sur Réessayer.
