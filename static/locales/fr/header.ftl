# Nim Lab en français. Mêmes identifiants et variables que en.ftl ; glossaire : docs/glossary.md.

## En-tête de la page

-app-name = Nim Lab
tagline = Jouez au Nim et à ses variantes, et voyez pourquoi les coups gagnants gagnent.
keyboard-help = Clavier : Tab pour aller à un tas, flèches pour le parcourir, Entrée ou Espace pour prendre. Ctrl+Z annule, Ctrl+Y rétablit. Dans un quiz, P et N répondent.

## Barre d’outils

toolbar-how-to-play = Règles du jeu
toolbar-share = Partager
toolbar-embed = </> Intégrer
toolbar-explore = Explorer
toolbar-more = Plus
toolbar-present = Présenter
how-to-play-title = Comment jouer à { $game }
share-title = Partager cette position
share-link-label = Lien vers ce plateau, ce mode et ce réglage des indices
share-copying = Copie…
share-copied = Copié dans le presse-papiers.
share-copy-refused = La copie n’est pas autorisée ici : le lien est sélectionné ci-dessous, copiez-le avec Ctrl+C (⌘C).
embed-title = Intégrer dans une page de cours
embed-intro = Collez ceci dans le HTML de votre page. Le plateau intégré n’a pas d’en-tête et garde cette position, ce mode et ce réglage des indices ; le script laisse le cadre s’agrandir à la taille du plateau.
embed-controls-label = Commandes
embed-panel-label = Analyse (indices activés)
embed-snippet-label = Extrait HTML
embed-controls-full = Tous les réglages et commandes
embed-controls-min = Annuler, Nouvelle partie et Indices
embed-controls-none = Aucune : le plateau seul
embed-panel-none = Aucune
embed-panel-verdict = Qui gagne
embed-panel-table = Qui gagne et le tableau
embed-panel-full = L’analyse complète
embed-frame-title = { -app-name } : { $game }
embed-fallback = Jouer à { $game } sur { -app-name }
embed-view-label = Ce qu'il montre
embed-view-board = Le plateau
embed-view-diagram = Le diagramme d'états seul
embed-view-grundy = La suite de Grundy seule
embed-element-label = Ou l'élément : un script, puis autant de plateaux que la page en demande
embed-kept = Les deux gardent le mode, la force de l'ordinateur, le premier joueur, les indices et la langue de cette page.

## Langues : chacune dans sa propre langue

language-label = Langue
language-en = English
language-es = Español
language-fr = Français
language-de = Deutsch
language-zh-CN = 中文（简体）
language-ar = العربية
language-en-XA = [Ƥşḗḗŭŭḓǿǿ]
language-unknown = Le lien demande la langue « { $tag } », que Nim Lab n’a pas. Langue affichée : { $shown }.
language-load-failed = Impossible de charger { $language } (pas de connexion ?) : la page s’affiche en anglais.
# The name of the ✕ button that closes a dialog
dialog-close = Fermer
