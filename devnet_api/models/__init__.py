"""Tortoise models, one module per aggregate. Models import nothing from routes, services, tasks or the CLI."""
