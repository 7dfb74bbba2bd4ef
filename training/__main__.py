"""`python -m training <recipe>`: what `accelerate launch -m training` runs on every process."""

import sys

from training.cli import main

sys.exit(main())
