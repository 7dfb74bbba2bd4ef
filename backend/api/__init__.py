"""The HTTP API (FastAPI). Routers stay thin: validation in, pipeline call, JSON out."""
