"""Settings, read once from ``DEVNET_*`` environment variables into one object.

Reading settings only reads the environment: it never touches the disk (the Celery app and the CLI
build them at import time).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path

from devnet_api.ratelimit import parse_overrides


class ConfigError(ValueError):
    """A ``DEVNET_*`` variable holds a value that cannot be used; the message names the variable."""


def _split(value: str | None) -> tuple[str, ...]:
    return tuple(part.strip() for part in (value or "").split(",") if part.strip())


def _number(env: dict[str, str], name: str, default: int, low: int = 1, high: int | None = None) -> int:
    """``env[name]`` as a whole number in [low, high], ``default`` when unset or empty."""
    raw = (env.get(name) or "").strip()
    if not raw:
        return default
    allowed = f"from {low} to {high}" if high is not None else f"of at least {low}"
    try:
        value = int(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a whole number {allowed}, not {raw!r}") from None
    if value < low or (high is not None and value > high):
        raise ConfigError(f"{name} must be a whole number {allowed}, not {raw!r}")
    return value


@dataclass(frozen=True)
class Settings:
    database_url: str = "sqlite://var/devnet.sqlite3"
    redis_url: str | None = None
    redis_prefix: str = "devnet:"
    media_dir: Path = Path("var/media")
    frontend_dir: Path = Path("frontend/dist")
    allowed_origins: tuple[str, ...] = ()
    trusted_proxies: tuple[str, ...] = ()
    host: str = "127.0.0.1"
    port: int = 8080
    log_level: str = "INFO"
    smtp_url: str | None = None
    outbox_dir: Path = Path("var/outbox")
    public_url: str | None = None  # the site's address in links sent by mail or printed by the CLI
    address_limit_factor: int = 1
    session_max_age: int = 60 * 60 * 24 * 30  # absolute: a session ends 30 days after sign-in
    session_idle: int = 60 * 60 * 24 * 14  # idle: or after 14 days without use
    rate_limits: dict[str, tuple[int, int]] = field(default_factory=dict)  # name -> (count, window)
    run_schedule: bool = True
    # DEVNET_BENCH=1: the benchmark's instruments (X-DevNet-Queries on every answer, the ceiling
    # routes under /_bench/). Never set in production: the ceiling routes store what they are sent.
    bench: bool = False

    @property
    def embedded(self) -> bool:
        """Embedded mode: no Redis, tasks run in the web process."""
        return not self.redis_url

    @property
    def dialect(self) -> str:
        return "postgres" if self.database_url.startswith(("postgres://", "postgresql://")) else "sqlite"

    @property
    def site_url(self) -> str:
        """Where people reach the site: DEVNET_PUBLIC_URL, else the address `devnet serve` listens on."""
        return (self.public_url or f"http://{self.host}:{self.port}").rstrip("/")

    def with_(self, **changes) -> Settings:
        return replace(self, **changes)

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> Settings:
        """Raises ConfigError, naming the variable, when a value cannot be used."""
        env = dict(os.environ if env is None else env)
        try:
            rate_limits = parse_overrides(env.get("DEVNET_RATE_LIMITS"))
        except ValueError as exc:
            raise ConfigError(str(exc)) from None
        var_dir = Path(env.get("DEVNET_VAR_DIR", "var"))
        database_url = env.get("DEVNET_DATABASE_URL") or f"sqlite://{var_dir}/devnet.sqlite3"
        return cls(
            database_url=database_url,
            redis_url=env.get("DEVNET_REDIS_URL") or None,
            redis_prefix=env.get("DEVNET_REDIS_PREFIX") or "devnet:",
            media_dir=Path(env.get("DEVNET_MEDIA_DIR") or var_dir / "media"),
            frontend_dir=Path(env.get("DEVNET_FRONTEND_DIR") or "frontend/dist"),
            allowed_origins=_split(env.get("DEVNET_ALLOWED_ORIGINS")),
            trusted_proxies=_split(env.get("DEVNET_TRUSTED_PROXIES")),
            host=env.get("DEVNET_HOST") or "127.0.0.1",
            port=_number(env, "DEVNET_PORT", 8080, high=65535),
            log_level=(env.get("DEVNET_LOG_LEVEL") or "INFO").upper(),
            smtp_url=env.get("DEVNET_SMTP_URL") or None,
            outbox_dir=Path(env.get("DEVNET_OUTBOX_DIR") or var_dir / "outbox"),
            public_url=env.get("DEVNET_PUBLIC_URL") or None,
            address_limit_factor=_number(env, "DEVNET_ADDRESS_LIMIT_FACTOR", 1),
            rate_limits=rate_limits,
            bench=(env.get("DEVNET_BENCH") or "").strip() in ("1", "true", "yes"),
        )
