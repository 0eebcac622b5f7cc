"""The one Tortoise configuration, shared by the app, the CLI, the tasks and migrations."""

from __future__ import annotations

from pathlib import Path

from tortoise import Tortoise

MODEL_MODULES = [
    "devnet_api.models.accounts",
    "devnet_api.models.media",
]
MIGRATIONS_ROOT = Path(__file__).resolve().parent.parent / "migrations"


def normalize_url(url: str) -> str:
    """Tortoise spells PostgreSQL as ``postgres://``; accept ``postgresql://`` too."""
    if url.startswith("postgresql://"):
        return "postgres://" + url[len("postgresql://") :]
    return url


def dialect_of(url: str) -> str:
    return "postgres" if normalize_url(url).startswith("postgres://") else "sqlite"


def tortoise_config(database_url: str) -> dict:
    url = normalize_url(database_url)
    if url.startswith("sqlite://") and not url.startswith("sqlite://:memory:"):
        Path(url[len("sqlite://") :]).parent.mkdir(parents=True, exist_ok=True)
    return {
        "connections": {"default": url},
        "apps": {"models": {"models": [*MODEL_MODULES, "aerich.models"], "default_connection": "default"}},
        "use_tz": True,
        "timezone": "UTC",
    }


def migrations_dir(database_url: str) -> Path:
    """aerich writes dialect-specific SQL, so each dialect has its own tree."""
    return MIGRATIONS_ROOT / dialect_of(database_url)


async def init_orm(database_url: str) -> None:
    await Tortoise.init(config=tortoise_config(database_url))


async def close_orm() -> None:
    await Tortoise.close_connections()
