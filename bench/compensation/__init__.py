"""Benchmarks of the compensation engine: LawBench 3-7 (criminal amounts) and the held-out questions."""
