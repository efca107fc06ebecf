## Der Platz des Zustandsdiagramms neben dem Spielfeld, während sein eigener Teil der App lädt

diagram-loading = Das Zustandsdiagramm wird geladen …
diagram-not-loaded = Die Seite konnte das Zustandsdiagramm nicht laden. Prüfe die Verbindung und wähle dann „Erneut versuchen“.
