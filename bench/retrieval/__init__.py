"""Retrieval benchmark: LawBench 3-8 (consultation -> cited article) and 3-1 (facts -> criminal articles)."""
