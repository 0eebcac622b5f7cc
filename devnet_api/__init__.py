"""DevNet: the aiohttp application of the developer social network."""

__version__ = "0.2.0"
