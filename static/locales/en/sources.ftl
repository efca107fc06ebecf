## Sources: the header button and its dialog

sources-button = Sources
sources-title = Sources
