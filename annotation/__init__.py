"""Annotation: rubrics, inter-annotator agreement and export of training data."""
