## La vue des suites de Grundy : g(n), la valeur de Grundy d'un tas de n jetons, pour chaque n jusqu'à une limite
# $code : un code octal comme 0.77, et $set un ensemble de soustraction comme {1, 2, 3} (ni l'un ni l'autre ne se traduit) ;
# $game : le nom d'un jeu. g(n), n, p, q et t sont la notation de Winning Ways (gardée telle quelle).

grundy-title = Suites de Grundy
grundy-close = Fermer
grundy-intro = La valeur de Grundy g(n) d'un tas de n jetons, pour chaque n jusqu'à une limite : une somme de tas est gagnée par le joueur qui joue vers une position dont les valeurs ont une somme de Nim nulle.
grundy-rule-label = Jeu
grundy-choice-code = Un autre code octal…
grundy-choice-set = Un ensemble de soustraction…
grundy-code-label = Code octal (0. puis jusqu'à { $limit } chiffres de 0 à 7)
grundy-set-label = Ensemble de soustraction (les nombres de jetons qu'un coup peut prendre, séparés par des virgules)
grundy-max-label = Plus grand tas n (0 à { $limit })
grundy-compute = Calculer
grundy-progress-label = Valeurs déjà calculées
grundy-progress = Calcul de g(0) à g({ $max })… { $percent } %
grundy-computing = Calcul de g(0) à g({ $max })…
grundy-cancel = Annuler
grundy-cancelled = Annulé. Appuyez sur Calculer pour recommencer.
grundy-unavailable = La page n'a pas pu lancer son calcul en arrière-plan : elle ne peut pas calculer de suites ici.
grundy-failed-rule = Le calcul en arrière-plan n'a pas pu lire la règle { $rule }.
grundy-failed-max = Le calcul en arrière-plan va jusqu'au tas { $limit }, pas { $max }.
grundy-failed-value = La valeur de Grundy du tas { $heap } atteint 65 536 ou plus, au-delà de ce que cette vue conserve : choisissez un plus grand tas plus petit.
grundy-failed-reply = La page et son calcul en arrière-plan n'ont pas pu se comprendre (ils viennent peut-être de deux versions de l'application). Rechargez la page pour calculer de nouveau des suites.
grundy-computed = g(0) à g({ $max }) calculés : { $found }
grundy-computed-period = période { $period }, prépériode { $preperiod }, démontrée.
grundy-computed-no-period = aucune période démontrée.
grundy-period-proven = Période p = { $period } et prépériode q = { $preperiod } : g(n + { $period }) = g(n) pour tout n ≥ { $preperiod }. Démontré par le théorème de périodicité de Guy et Smith : le motif vaut pour tout n avec { $preperiod } ≤ n < 2q + p + t = { $bound } (t = { $digits } chiffres), donc pour tout n.
grundy-last-exception = La dernière exception est g({ $last }) ≠ g({ $last } + { $period }).
grundy-exceptions-outlined = Les exceptions sont entourées dans la bande.
grundy-period-none = Aucune période trouvée jusqu'à { $max }. Le théorème de Guy et Smith démontre une période p de prépériode q dès que les valeurs atteignent 2q + 2p + t : essayez un tas plus grand.
grundy-period-grundy = Le jeu de Grundy n'a pas de période démontrée : le théorème de Guy et Smith porte sur les jeux octaux, et le jeu de Grundy n'en est pas un (ses partages ne prennent aucun jeton et doivent être inégaux). Aucune période n'est connue, bien qu'il ait été calculé jusqu'à de très grands tas.
grundy-strip-title = Les premières valeurs
grundy-strip-caption = g(n) pour n de 0 à { $last }, { $width } par ligne{ $periodic ->
        [yes] { "" } : un multiple de la période, donc chaque colonne se répète après la prépériode.
       *[no] .
    }
grundy-strip-corner = n
grundy-strip-more = La bande montre les { $shown } premières des { $count } valeurs ; le graphique et le CSV les contiennent toutes.
grundy-legend-exception = Exception : g(n) ≠ g(n + p) avant la prépériode
grundy-plot-title = g(n) en fonction de n
grundy-plot-label = Graphique de g(n) pour n de 0 à { $max }, valeurs de 0 à { $largest }.{ $proven ->
        [yes] { " " }La ligne verticale marque la prépériode, { $preperiod } : périodique à partir de là.
       *[no] {""}
    }{ $per ->
        [1] {""}
       *[other] { " " }Chaque colonne réunit { $per } tas, tracés de leur plus petite à leur plus grande valeur.
    }
grundy-axis-n-first = n = 0
grundy-axis-n-last = n = { $max } →
grundy-axis-g-top = g = { $largest }
grundy-axis-g-bottom = g = 0
grundy-legend-preperiod = Prépériode : périodique à partir de cette ligne
grundy-csv = Exporter en CSV
