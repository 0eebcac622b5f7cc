"""What a test needs to look at the media store its settings name, whichever backend it is."""

from __future__ import annotations

from devnet_api.backing import media_storage
from devnet_api.settings import Settings


async def stored_names(settings: Settings) -> list[str]:
    """The names of every image stored for ``settings`` (a folder, or a bucket's prefix)."""
    async with media_storage.connect(settings) as store:
        return [item.name async for item in store.names()]


async def stored(settings: Settings, name: str) -> bytes | None:
    async with media_storage.connect(settings) as store:
        return await store.get(name)


def media_env(settings: Settings) -> dict[str, str]:
    """The DEVNET_* variables that give a ``devnet`` process the same media store as ``settings``."""
    env = {
        "DEVNET_MEDIA_DIR": str(settings.media_dir),
        "DEVNET_MEDIA_URL": settings.media_url or "",
        "DEVNET_S3_ENDPOINT_URL": settings.s3_endpoint_url or "",
        "DEVNET_S3_REGION": settings.s3_region,
        "DEVNET_MEDIA_REDIRECT": "true" if settings.media_redirect else "",
    }
    return env
