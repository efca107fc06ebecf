## La page elle-même : ce qui est lu avant que l’application ne démarre (la description du site, son manifeste) ou après qu’elle s’est arrêtée

page-description = Jouez à Nim et à ses variantes pour les apprendre : misère, circulaire, avec blocage et avec passe.
page-no-script = { -app-name } a besoin de JavaScript et de WebAssembly pour fonctionner.
page-stopped-title = { -app-name } s’est arrêté
page-stopped-text = Une erreur s’est produite dans l’application, qui ne peut pas continuer. Rechargez la page pour recommencer. Les détails se trouvent dans la console du navigateur.
page-reload = Recharger
chunk-retry = Réessayer
chunk-loading = Chargement…
chunk-failed = Cette partie de la page n’a pas pu être chargée. Vérifiez la connexion, puis appuyez sur Réessayer ; si le site a changé depuis l’ouverture de cette page, rechargez-la.
