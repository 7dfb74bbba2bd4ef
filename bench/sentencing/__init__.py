"""Benchmarks of the sentencing engine: CAIL2018-small dev and LawBench 3-4/3-5 (see run.py)."""
