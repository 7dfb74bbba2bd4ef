"""Gradio pages. They talk to the backend only through its HTTP API (app.client)."""
