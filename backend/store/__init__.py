"""What LexLoop stores about its own work: every produced output with its provenance."""
