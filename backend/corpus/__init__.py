"""The legal corpus: laws and their articles, from any source kind, and the importers that fill it."""
