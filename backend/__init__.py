"""LexLoop core library: configuration, corpus store, retrieval, pipelines, HTTP API and CLI."""
