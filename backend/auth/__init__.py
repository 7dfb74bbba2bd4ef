"""Users, roles, hashed passwords and API tokens."""
