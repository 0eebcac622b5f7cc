"""The vocabulary every layer shares: domain errors, limits and their messages (rules), catalogues."""
