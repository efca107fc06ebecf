## The state diagram's place beside the board, while its own part of the app loads

diagram-loading = Loading the state diagram…
diagram-not-loaded = The page could not load the state diagram. Check the connection, then press Retry.
