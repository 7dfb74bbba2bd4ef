"""Language-model side: backends behind one interface, prompts, and parsers of model output."""
