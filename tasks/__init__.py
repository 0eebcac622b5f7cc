"""Celery tasks: thin wrappers around devnet_api services (``celery -A tasks worker``)."""

from tasks.celery_app import app

__all__ = ["app"]
