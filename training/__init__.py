"""Training: configs, rewards and trainers (SFT warm-up, GRPO, PPO) in the trl idiom."""
