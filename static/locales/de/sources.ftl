## Quellen: die Dokumente, aus denen die Theorie stammt (Titel bleiben, wie die Dokumente sie haben)

sources-button = Quellen
sources-title = Quellen
