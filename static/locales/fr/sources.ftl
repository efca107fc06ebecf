## Sources : les documents dont vient la théorie (les titres restent ceux des documents)

sources-button = Sources
sources-title = Sources
