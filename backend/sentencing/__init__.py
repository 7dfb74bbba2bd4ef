"""Sentencing: factor extraction with evidence, a cited rule engine over editable data files, a learned
component that picks inside the engine's ranges, and MSR² rollouts for capable models."""

from backend.sentencing.intervals import month_to_interval
from backend.sentencing.predict import factor_catalog, predict_sentence

__all__ = ["factor_catalog", "month_to_interval", "predict_sentence"]
