## La vue des suites de Grundy : g(n), la valeur de Grundy d'un tas de n jetons, pour chaque n jusqu'à une limite
# $code : un code octal comme 0.77, et $set un ensemble de soustraction comme {1, 2, 3} (ni l'un ni l'autre ne se traduit) ;
# $game : le nom d'un jeu. g(n), n, p, q et t sont la notation de Winning Ways (gardée telle quelle).

toolbar-grundy = Suites de Grundy
grundy-loading = Chargement de la vue Suites de Grundy…
grundy-not-loaded = La page n’a pas pu charger la vue Suites de Grundy. Vérifiez la connexion, puis appuyez sur Réessayer.
grundy-game-kayles = Kayles
grundy-game-dawson = Kayles de Dawson
grundy-game-guiles = Guiles
grundy-game-dawson-chess = Échecs de Dawson
grundy-game-grundy = Jeu de Grundy
grundy-option = { $game } ({ $code })
grundy-rule-named = { $game } est le jeu octal { $code }.
grundy-rule-octal = Dans le jeu octal { $code }, le chiffre i après la virgule dit ce que peut laisser un coup qui prend i jetons d'un tas : 1 rien, 2 un tas, 4 deux tas (un chiffre additionne ces cas).
grundy-rule-subtraction = Le jeu octal { $code } est le jeu de soustraction S = { $set } : un coup prend s jetons d'un tas, pour tout s de S.
grundy-rule-grundy = Jeu de Grundy : un coup partage un tas en deux tas de tailles différentes.
grundy-link-part = La partie { $part } du lien ne convient pas à la vue de Grundy : { $problem }
grundy-typed-rule = Le code { $value } ne convient pas : { $problem }
grundy-typed-set = L'ensemble de soustraction { $value } ne convient pas : { $problem }
grundy-typed-max = Le plus grand tas { $value } ne convient pas : { $problem }
grundy-problem-empty = donnez un nom comme kayles ou grundy, ou un code comme 0.77.
grundy-problem-no-point = un code octal commence par « 0. », comme 0.77, ou par « 4. » si un tas peut aussi être coupé en deux sans rien retirer.
grundy-problem-unknown-name = utilisez kayles, dawson, guiles, dawson-chess, grundy ou un code comme 0.77.
grundy-problem-no-digits = le code n'a aucun chiffre après le point.
grundy-problem-too-many-digits = le code a { $count } chiffres après la virgule, et { $limit } au plus sont permis ({ $longest } pour le code d’un jeu de soustraction, de chiffres 0 et 3).
grundy-problem-not-octal = le chiffre { $position } après la virgule est { $digit }, et un chiffre octal va de 0 à 7.
grundy-problem-set-empty = donnez les nombres qu'un coup peut prendre, comme 1, 2, 3.
grundy-problem-set-zero = un ensemble de soustraction ne peut pas contenir 0 : un coup prend au moins un jeton.
grundy-problem-set-duplicate = { $take } figure deux fois dans l'ensemble.
grundy-problem-set-take = { $take } est trop grand : un ensemble de soustraction contient des nombres de 1 à { $limit }.
grundy-problem-set-not-number = { $entry } n'est pas un nombre entier : écrivez les nombres séparés par des virgules, comme 1, 2, 3.
grundy-problem-max-not-whole = le plus grand tas est un nombre entier de 0 à { $limit }.
grundy-problem-max-too-large = la suite va au plus jusqu'au tas { $limit }, pas { $max }.
