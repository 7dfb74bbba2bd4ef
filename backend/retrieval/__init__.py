"""Retrieval over the corpus store: tokenisation, persisted sparse indexes, law/article reference lookup."""
