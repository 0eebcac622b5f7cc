"""Domain operations: the only code that writes models. Used by routes, the CLI and tasks.

Services take ids and values, raise devnet_api.domain.errors, and never import aiohttp.web.
"""
