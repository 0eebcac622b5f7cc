"""Settings, read once from ``DEVNET_*`` environment variables into one object.

Reading settings only reads the environment: it never touches the disk (the Celery app and the CLI
build them at import time).
"""

from __future__ import annotations

import difflib
import ipaddress
import os
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from urllib.parse import urlsplit

from devnet_api.backing.rate_limits import parse_overrides


class ConfigError(ValueError):
    """A ``DEVNET_*`` variable holds a value that cannot be used; the message names the variable."""


# Every DEVNET_* variable DevNet reads (README's Configuration table, docs/operations.md). Any other
# DEVNET_* name is refused at start, with the nearest of these as a "did you mean": a misspelt database
# URL variable must not quietly fall back to the default SQLite file. A new variable is added here;
# tests/ops/test_clear_failures.py finds any DEVNET_ name the code reads that is missing.
KNOWN = frozenset(
    {
        "DEVNET_ADDRESS_LIMIT_FACTOR",
        "DEVNET_ALLOWED_ORIGINS",
        "DEVNET_BACKUP_EVERY_HOURS",
        "DEVNET_BACKUP_KEEP",
        "DEVNET_BACKUP_URL",
        "DEVNET_BENCH",
        "DEVNET_CELERY_VISIBILITY_TIMEOUT",
        "DEVNET_DATABASE_URL",
        "DEVNET_FRONTEND_DIR",
        "DEVNET_HOST",
        "DEVNET_LOG_FORMAT",
        "DEVNET_LOG_LEVEL",
        "DEVNET_MAIL_FROM",
        "DEVNET_MAIL_HOURLY_CAP",
        "DEVNET_MAIL_IN_WORKER",
        "DEVNET_SESSION_CACHE_SECONDS",
        "DEVNET_SEARCH_CACHE_SECONDS",
        "DEVNET_READ_CACHE_SECONDS",
        "DEVNET_MAIL_KICK",
        "DEVNET_MAIL_UNSUBSCRIBE_MAILTO",
        "DEVNET_MEDIA_DIR",
        "DEVNET_MEDIA_PUBLIC_URL",
        "DEVNET_MEDIA_REDIRECT",
        "DEVNET_MEDIA_URL",
        "DEVNET_METRICS_HOST",
        "DEVNET_METRICS_PORT",
        "DEVNET_METRICS_TOKEN",
        "DEVNET_OPERATOR",
        "DEVNET_OUTBOX_DIR",
        "DEVNET_PORT",
        "DEVNET_PROCESS_KIND",
        "DEVNET_PUBLIC_URL",
        "DEVNET_RATE_LIMITS",
        "DEVNET_REDIS_PREFIX",
        "DEVNET_REDIS_URL",
        "DEVNET_REQUIRE_2FA_FOR_STAFF",
        "DEVNET_S3_ENDPOINT_URL",
        "DEVNET_S3_REGION",
        "DEVNET_SMTP_URL",
        "DEVNET_TRUSTED_PROXIES",
        "DEVNET_VAR_DIR",
        "DEVNET_WEB_PROCESSES",
    }
)
# The test suite's and the tools' own knobs (tests/, bench/, make): known, never read by DevNet itself.
TOOLING_PREFIXES = ("DEVNET_TEST_", "DEVNET_CONTRACT_", "DEVNET_STORYBOOK_", "DEVNET_BENCH_", "DEVNET_SOAK_")
TOOLING = frozenset({"DEVNET_REQUIRE_SERVICES", "DEVNET_CHROMIUM", "DEVNET_EXPORT_BUDGET_MB"})


def unknown_variables(env: dict[str, str]) -> list[str]:
    """The DEVNET_* names in ``env`` that nothing reads (typos, retired settings), sorted."""
    return sorted(
        name
        for name in env
        if name.startswith("DEVNET_")
        and name not in KNOWN
        and name not in TOOLING
        and not name.startswith(TOOLING_PREFIXES)
    )


def _refuse_unknown(env: dict[str, str]) -> None:
    unknown = unknown_variables(env)
    if not unknown:
        return
    parts = []
    for name in unknown:
        near = difflib.get_close_matches(name, sorted(KNOWN), n=1, cutoff=0.75)
        parts.append(f"{name} (did you mean {near[0]}?)" if near else name)
    plural = "s" if len(unknown) > 1 else ""
    raise ConfigError(
        f"Unknown setting{plural} {', '.join(parts)}: DevNet does not read {'them' if plural else 'it'}; "
        "fix the name or remove it (the settings are listed in README.md, Configuration)"
    )


def _split(value: str | None) -> tuple[str, ...]:
    return tuple(part.strip() for part in (value or "").split(",") if part.strip())


BUCKET_NAME = re.compile(r"[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]")  # S3's rule for new buckets
MEDIA_PREFIX = re.compile(r"[A-Za-z0-9!_.*'()/-]*")  # S3's "safe characters" for keys
TRUE, FALSE = ("1", "true", "yes", "on"), ("", "0", "false", "no", "off")


def _flag(env: dict[str, str], name: str) -> bool:
    raw = (env.get(name) or "").strip().lower()
    if raw in TRUE:
        return True
    if raw in FALSE:
        return False
    raise ConfigError(f"{name} must be true or false, not {env[name]!r}")


def _http_url(env: dict[str, str], name: str) -> str | None:
    raw = (env.get(name) or "").strip()
    if not raw:
        return None
    parts = urlsplit(raw)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ConfigError(f"{name} must be an http:// or https:// URL, not {raw!r}")
    return raw.rstrip("/")


def _service_url(env: dict[str, str], name: str, schemes: tuple[str, ...], example: str) -> str | None:
    """A service's URL (database, Redis, SMTP): one of ``schemes``, a host where it needs one, a
    numeric port. None when unset."""
    raw = (env.get(name) or "").strip()
    if not raw:
        return None
    problem = None
    try:
        parts = urlsplit(raw)
        parts.port  # noqa: B018  (raises ValueError on a port that is not a number in 0-65535)
    except ValueError:
        problem = True
    else:
        networked = parts.scheme not in ("sqlite", "unix")
        problem = parts.scheme not in schemes or (networked and not parts.hostname) or "://" not in raw
    if problem:
        raise ConfigError(f"{name} must be a URL like {example}, not {raw!r}")
    return raw


def _redis_url(env: dict[str, str]) -> str | None:
    url = _service_url(env, "DEVNET_REDIS_URL", ("redis", "rediss", "unix"), "redis://127.0.0.1:6379/0")
    if url and not url.startswith("unix"):
        database = urlsplit(url).path.strip("/")
        if database and not database.isdigit():
            raise ConfigError(f"DEVNET_REDIS_URL must end with a database number (/0), not {url!r}")
    return url


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def _media_url(env: dict[str, str]) -> str | None:
    """DEVNET_MEDIA_URL: unset or a path (local disk, DEVNET_MEDIA_DIR), or s3://bucket[/prefix]."""
    raw = (env.get("DEVNET_MEDIA_URL") or "").strip()
    if not raw:
        return None
    if "://" not in raw:  # a path: the local folder, as DEVNET_MEDIA_DIR would name it
        return raw
    scheme, _, rest = raw.partition("://")
    bucket, _, prefix = rest.partition("/")
    if scheme != "s3" or not BUCKET_NAME.fullmatch(bucket) or ".." in bucket or not MEDIA_PREFIX.fullmatch(prefix):
        raise ConfigError(f"DEVNET_MEDIA_URL must be a folder or s3://bucket (or s3://bucket/prefix), not {raw!r}")
    return raw


def _backup_url(env: dict[str, str]) -> str | None:
    """DEVNET_BACKUP_URL: a folder, or s3://bucket[/prefix] (the media store's S3 settings reach it)."""
    raw = (env.get("DEVNET_BACKUP_URL") or "").strip()
    if not raw or "://" not in raw:
        return raw or None
    scheme, _, rest = raw.partition("://")
    bucket, _, prefix = rest.partition("/")
    if scheme != "s3" or not BUCKET_NAME.fullmatch(bucket) or ".." in bucket or not MEDIA_PREFIX.fullmatch(prefix):
        raise ConfigError(f"DEVNET_BACKUP_URL must be a folder or s3://bucket (or s3://bucket/prefix), not {raw!r}")
    return raw


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


def _seconds(env: dict[str, str], name: str, default: float, high: float = 60.0) -> float:
    """``env[name]`` as seconds from 0 to ``high`` (a decimal allowed), ``default`` when unset or empty."""
    raw = (env.get(name) or "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not 0 <= value <= high:
        raise ConfigError(f"{name} must be a number of seconds from 0 to {high:g}, not {raw!r}")
    return value


LOG_FORMATS = ("text", "json")


def check_smtp_url(url: str) -> str | None:
    """What is wrong with a DEVNET_SMTP_URL (one line, the password left out), None when usable."""
    parts = urlsplit(url)
    shown = url.replace(f":{parts.password}@", ":***@", 1) if parts.password else url
    try:
        parts.port  # noqa: B018  (raises on a port that is not a number)
    except ValueError:
        return f"DEVNET_SMTP_URL has a port that is not a number from 1 to 65535: {shown!r}"
    if parts.scheme not in ("smtp", "smtps") or not parts.hostname:
        return f"DEVNET_SMTP_URL must be smtp://[user:password@]host[:port] or smtps://..., not {shown!r}"
    return None


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


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
    mail_from: str | None = None  # DEVNET_MAIL_FROM: the From of every mail (default services.outbox.SENDER)
    mail_unsubscribe_mailto: str | None = None  # DEVNET_MAIL_UNSUBSCRIBE_MAILTO: an address for mailto: unsubscribes
    mail_hourly_cap: int = 10  # DEVNET_MAIL_HOURLY_CAP: notification mails a member gets an hour at most
    # DEVNET_MAIL_KICK (default on): a request that wrote mail intents starts their delivery at once;
    # off, they wait for the delivery job's next minute (the API tests turn it off).
    mail_kick: bool = True
    public_url: str | None = None  # the site's address in links sent by mail or printed by the CLI
    address_limit_factor: int = 1
    session_max_age: int = 60 * 60 * 24 * 30  # absolute: a session ends 30 days after sign-in
    session_idle: int = 60 * 60 * 24 * 14  # idle: or after 14 days without use
    # DEVNET_SESSION_CACHE_SECONDS: how long a web process answers a session from memory (0: never);
    # revocations end it at once everywhere, other changes to a member within this long.
    session_cache_seconds: float = 1.0
    # DEVNET_SEARCH_CACHE_SECONDS: how long /api/search answers are kept per query and visibility
    # (0: never); a write in this process empties them, another process's shows within this long.
    search_cache_seconds: float = 5.0
    # DEVNET_READ_CACHE_SECONDS: how long a web process keeps a thread, a project or a profile as
    # a visitor reads it, and the global feed's first page (0: never); a write in this process
    # empties them, a post's live event in any process empties them, other writes show within this long.
    read_cache_seconds: float = 1.0
    rate_limits: dict[str, tuple[int, int]] = field(default_factory=dict)  # name -> (count, window)
    run_schedule: bool = True
    log_format: str = "text"  # DEVNET_LOG_FORMAT: text (make run) or json (one object a line)
    metrics_port: int | None = None  # DEVNET_METRICS_PORT: /metrics on this port; off when unset
    metrics_host: str = "127.0.0.1"  # DEVNET_METRICS_HOST
    metrics_token: str | None = None  # DEVNET_METRICS_TOKEN: a bearer token /metrics asks for
    mail_in_worker: bool = False  # DEVNET_MAIL_IN_WORKER: reset mails go through the Celery worker
    # Media storage (docs/storage.md): local disk under media_dir unless media_url is s3://bucket[/prefix].
    media_url: str | None = None
    s3_endpoint_url: str | None = None  # an S3-compatible server (MinIO, moto); None: AWS itself
    s3_region: str = "us-east-1"
    media_redirect: bool = False  # /media/<name> answers 302 to the store instead of streaming it
    media_public_url: str | None = None  # the base of those redirects; default endpoint/bucket
    # DEVNET_BENCH=1: the benchmark's instruments (X-DevNet-Queries on every answer, the ceiling
    # routes under /_bench/). Never set in production: the ceiling routes store what they are sent.
    bench: bool = False
    # DEVNET_REQUIRE_2FA_FOR_STAFF=1: moderators and admins without two-factor sign-in can do
    # nothing but set it up (docs/account.md).
    require_2fa_for_staff: bool = False
    # DEVNET_CELERY_VISIBILITY_TIMEOUT: seconds before a task whose worker died goes to another one.
    celery_visibility_timeout: int = 3600
    web_processes: int = 2  # DEVNET_WEB_PROCESSES: how many web processes `devnet run --scaled` starts
    var_dir: Path = Path("var")  # DEVNET_VAR_DIR: local state (the SQLite database, the read-only switch)
    # Backups (docs/operations.md, "Backups and restore"): where `devnet backup` writes (a folder or
    # s3://bucket[/prefix]), how many it keeps, and every how many hours beat takes one (0: never).
    backup_url: str | None = None
    backup_keep: int = 7
    backup_every_hours: int = 0

    @property
    def embedded(self) -> bool:
        """Embedded mode: no Redis, tasks run in the web process."""
        return not self.redis_url

    @property
    def media_bucket(self) -> tuple[str, str] | None:
        """``(bucket, prefix)`` when media live in an S3-compatible store, None for local disk. The
        prefix is empty or ends with ``/``."""
        if not self.media_url or not self.media_url.startswith("s3://"):
            return None
        bucket, _, prefix = self.media_url.removeprefix("s3://").partition("/")
        prefix = prefix.strip("/")
        return bucket, f"{prefix}/" if prefix else ""

    @property
    def media_location(self) -> dict[str, str | None]:
        """Where media live, as JSON a job can carry (credentials stay in the environment)."""
        return {
            "url": self.media_url,
            "dir": str(self.media_dir),
            "endpoint": self.s3_endpoint_url,
            "region": self.s3_region,
        }

    def with_media_at(self, location: str | dict) -> Settings:
        """These settings with the media at ``location``: a media_location, or a folder's path."""
        if isinstance(location, str):
            return replace(self, media_url=None, media_dir=Path(location))
        return replace(
            self,
            media_url=location.get("url"),
            media_dir=Path(location.get("dir") or self.media_dir),
            s3_endpoint_url=location.get("endpoint"),
            s3_region=location.get("region") or self.s3_region,
        )

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
        _refuse_unknown(env)
        try:
            rate_limits = parse_overrides(env.get("DEVNET_RATE_LIMITS"))
        except ValueError as exc:
            raise ConfigError(str(exc)) from None
        var_dir = Path(env.get("DEVNET_VAR_DIR", "var"))
        database_url = (
            _service_url(
                env, "DEVNET_DATABASE_URL", ("postgres", "postgresql", "sqlite"), "postgres://user@host:5432/devnet"
            )
            or f"sqlite://{var_dir}/devnet.sqlite3"
        )
        log_level = (env.get("DEVNET_LOG_LEVEL") or "INFO").strip().upper()
        if log_level not in LOG_LEVELS:
            raise ConfigError(
                f"DEVNET_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {env['DEVNET_LOG_LEVEL']!r}"
            )
        log_format = (env.get("DEVNET_LOG_FORMAT") or "text").strip().lower()
        if log_format not in LOG_FORMATS:
            raise ConfigError(f"DEVNET_LOG_FORMAT must be text or json, not {env['DEVNET_LOG_FORMAT']!r}")
        metrics_port = _number(env, "DEVNET_METRICS_PORT", 0, high=65535) or None
        metrics_host = (env.get("DEVNET_METRICS_HOST") or "127.0.0.1").strip()
        metrics_token = env.get("DEVNET_METRICS_TOKEN") or None
        if metrics_port and not metrics_token and not _is_loopback(metrics_host):
            raise ConfigError(
                f"DEVNET_METRICS_HOST {metrics_host!r} is reachable from other machines: "
                "set DEVNET_METRICS_TOKEN too, or keep the metrics on 127.0.0.1"
            )
        redis_url = _redis_url(env)
        mail_in_worker = _flag(env, "DEVNET_MAIL_IN_WORKER")
        if mail_in_worker and not redis_url:
            raise ConfigError("DEVNET_MAIL_IN_WORKER needs DEVNET_REDIS_URL (the worker's queue)")
        smtp_url = (env.get("DEVNET_SMTP_URL") or "").strip() or None
        if smtp_url:
            problem = check_smtp_url(smtp_url)
            if problem:
                raise ConfigError(problem)
        mail_hourly_cap = _number(env, "DEVNET_MAIL_HOURLY_CAP", 10, high=1000)
        media_url = _media_url(env)
        media_dir = Path(env.get("DEVNET_MEDIA_DIR") or var_dir / "media")
        if media_url and "://" not in media_url:
            media_dir, media_url = Path(media_url), None
        media_redirect = _flag(env, "DEVNET_MEDIA_REDIRECT")
        if media_redirect and not media_url:
            raise ConfigError("DEVNET_MEDIA_REDIRECT needs media in a bucket (DEVNET_MEDIA_URL=s3://bucket)")
        return cls(
            database_url=database_url,
            redis_url=redis_url,
            redis_prefix=env.get("DEVNET_REDIS_PREFIX") or "devnet:",
            media_dir=media_dir,
            media_url=media_url,
            s3_endpoint_url=_http_url(env, "DEVNET_S3_ENDPOINT_URL"),
            s3_region=(env.get("DEVNET_S3_REGION") or "us-east-1").strip(),
            media_redirect=media_redirect,
            media_public_url=_http_url(env, "DEVNET_MEDIA_PUBLIC_URL"),
            frontend_dir=Path(env.get("DEVNET_FRONTEND_DIR") or "frontend/dist"),
            allowed_origins=_split(env.get("DEVNET_ALLOWED_ORIGINS")),
            trusted_proxies=_split(env.get("DEVNET_TRUSTED_PROXIES")),
            host=env.get("DEVNET_HOST") or "127.0.0.1",
            port=_number(env, "DEVNET_PORT", 8080, high=65535),
            log_level=log_level,
            smtp_url=smtp_url,
            mail_unsubscribe_mailto=(env.get("DEVNET_MAIL_UNSUBSCRIBE_MAILTO") or "").strip() or None,
            mail_from=(env.get("DEVNET_MAIL_FROM") or "").strip() or None,
            mail_hourly_cap=mail_hourly_cap,
            mail_kick=_flag(env, "DEVNET_MAIL_KICK") if (env.get("DEVNET_MAIL_KICK") or "").strip() else True,
            outbox_dir=Path(env.get("DEVNET_OUTBOX_DIR") or var_dir / "outbox"),
            public_url=_http_url(env, "DEVNET_PUBLIC_URL"),
            address_limit_factor=_number(env, "DEVNET_ADDRESS_LIMIT_FACTOR", 1),
            rate_limits=rate_limits,
            log_format=log_format,
            metrics_port=metrics_port,
            metrics_host=metrics_host,
            metrics_token=metrics_token,
            mail_in_worker=mail_in_worker,
            bench=_flag(env, "DEVNET_BENCH"),
            celery_visibility_timeout=_number(env, "DEVNET_CELERY_VISIBILITY_TIMEOUT", 3600),
            web_processes=_number(env, "DEVNET_WEB_PROCESSES", 2, high=64),
            session_cache_seconds=_seconds(env, "DEVNET_SESSION_CACHE_SECONDS", 1.0),
            search_cache_seconds=_seconds(env, "DEVNET_SEARCH_CACHE_SECONDS", 5.0),
            read_cache_seconds=_seconds(env, "DEVNET_READ_CACHE_SECONDS", 1.0),
            require_2fa_for_staff=_flag(env, "DEVNET_REQUIRE_2FA_FOR_STAFF"),
            var_dir=var_dir,
            backup_url=_backup_url(env),
            backup_keep=_number(env, "DEVNET_BACKUP_KEEP", 7, high=1000),
            backup_every_hours=_number(env, "DEVNET_BACKUP_EVERY_HOURS", 0, low=0, high=24 * 30),
        )
