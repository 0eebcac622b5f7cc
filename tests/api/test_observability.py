"""What an operator reads off one process: request ids, the one log line per request, /metrics on
a port of its own, liveness and readiness (docs/operations.md). The scaled set's own checks, across
processes, are in tests/ops."""

from __future__ import annotations

import io
import json
import logging

import pytest
from aiohttp.test_utils import TestClient, TestServer

from devnet_api.settings import ConfigError, Settings
from devnet_api.telemetry import metrics_page
from devnet_api.telemetry.logs import setup_logging
from devnet_api.web import keys


@pytest.fixture
def json_log():
    """The root logger writing JSON lines into a buffer, as DEVNET_LOG_FORMAT=json does."""
    root = logging.getLogger()
    saved = (list(root.handlers), root.level)
    pool = logging.getLogger("multiprocessing")
    saved_pool = (list(pool.handlers), pool.propagate)
    stream = io.StringIO()
    setup_logging("INFO", "json", stream)

    def lines() -> list[dict]:
        return [json.loads(line) for line in stream.getvalue().splitlines() if line.startswith("{")]

    yield lines
    for handler in list(root.handlers):
        root.removeHandler(handler)
    for handler in saved[0]:
        root.addHandler(handler)
    root.setLevel(saved[1])
    logging.getLogger("aiohttp.access").disabled = False
    pool.handlers[:] = saved_pool[0]
    pool.propagate = saved_pool[1]


def test_the_celery_pools_own_lines_are_json_too(json_log):
    """billiard (Celery's pool) logs through a logger that does not propagate; a child killed by
    SIGTERM was a bare text line among the JSON ones (seen in the supervised set's log)."""
    import billiard.util

    billiard.util.get_logger()
    billiard.util.error("Process %r pid:%r exited with %r", "ForkPoolWorker-2", 4242, "signal 15 (SIGTERM)")
    [line] = [line for line in json_log() if line["logger"] == "multiprocessing"]
    assert line["message"] == "Process 'ForkPoolWorker-2' pid:4242 exited with 'signal 15 (SIGTERM)'"
    assert line["level"] == "ERROR"


async def test_every_answer_names_its_request_and_a_strangers_id_is_not_taken(client):
    response = await client.get("/api/skills", headers={"X-Request-ID": "forged-by-a-client"})
    given = response.headers["X-Request-ID"]
    assert given != "forged-by-a-client"
    assert len(given) == 32
    other = await client.get("/no-such-page.png")
    assert other.headers["X-Request-ID"] not in ("", given)


@pytest.mark.settings(trusted_proxies=("127.0.0.1",))
async def test_a_trusted_proxys_request_id_is_kept_and_a_malformed_one_replaced(app, aiohttp_client, settings):
    app[keys.SETTINGS] = settings.with_(trusted_proxies=("127.0.0.1",))
    client = await aiohttp_client(app)
    response = await client.get("/api/health/live", headers={"X-Request-ID": "edge-7f3a.1"})
    assert response.headers["X-Request-ID"] == "edge-7f3a.1"
    forged_line = await client.get("/api/health/live", headers={"X-Request-ID": 'x" level="ERROR'})
    assert forged_line.headers["X-Request-ID"] not in ('x" level="ERROR', "")


async def test_one_json_line_per_request_with_route_template_status_member_and_id(signed_in, json_log):
    agent, user = signed_in
    response = await agent.get(f"/api/users/{user['id']}?secret=do-not-log")
    assert response.status == 200
    request_id = response.headers["X-Request-ID"]
    lines = [line for line in json_log() if line.get("request_id") == request_id]
    assert len(lines) == 1
    line = lines[0]
    assert line["logger"] == "devnet.access"
    assert (line["method"], line["status"], line["member_id"]) == ("GET", 200, user["id"])
    assert line["route"].startswith("/api/users/{")  # the template, not the path
    assert isinstance(line["duration_ms"], float)
    assert "do-not-log" not in json.dumps(json_log())
    assert "AIOHTTP_SESSION" not in json.dumps(json_log())


async def test_liveness_answers_without_the_database_and_readiness_wants_migrations(client):
    live = await client.get("/api/health/live")
    assert (live.status, await live.json()) == (200, {"status": "ok"})
    # The test database was built from the models, not by `devnet db upgrade`: not ready.
    ready = await client.get("/api/health/ready")
    body = await ready.json()
    assert ready.status == 503
    assert ready.headers["Retry-After"]
    assert body["migrations"] == "pending" and body["database"] == "ok" and body["status"] == "unready"
    assert body["message"]


async def test_a_stopping_process_is_not_ready(client):
    client.app[keys.IN_FLIGHT].stopping = True
    ready = await client.get("/api/health/ready")
    assert ready.status == 503
    assert (await ready.json())["status"] == "stopping"
    assert (await client.get("/api/health/live")).status == 200


async def scrape(metrics_client: TestClient) -> str:
    response = await metrics_client.get("/metrics")
    assert response.status == 200
    return await response.text()


def value(text: str, sample: str) -> float:
    for line in text.splitlines():
        if line.startswith(sample + " "):
            return float(line.rsplit(" ", 1)[1])
    return 0.0


async def test_metrics_count_requests_by_route_template_and_status(client):
    page = TestClient(TestServer(metrics_page.make_app(client.app)))
    await page.start_server()
    try:
        sample = 'devnet_http_requests_total{method="GET",route="/api/skills",status="200"}'
        before = value(await scrape(page), sample)
        for _ in range(3):
            assert (await client.get("/api/skills")).status == 200
        after = await scrape(page)
        assert value(after, sample) == before + 3
        assert value(after, 'devnet_http_request_duration_seconds_count{route="/api/skills"}') >= 3
        assert "# TYPE devnet_throttle_hits_total counter" in after
        assert "# TYPE devnet_websockets_open gauge" in after
        # The site's own port has no /metrics (the client app's catch-all answers it).
        assert "devnet_http_requests_total" not in await (await client.get("/metrics")).text()
    finally:
        await page.close()


async def test_metrics_ask_for_the_bearer_token_when_one_is_set(client):
    page = TestClient(TestServer(metrics_page.make_app(client.app, token="s3cret-token")))
    await page.start_server()
    try:
        assert (await page.get("/metrics")).status == 401
        assert (await page.get("/metrics", headers={"Authorization": "Bearer wrong"})).status == 401
        answer = await page.get("/metrics", headers={"Authorization": "Bearer s3cret-token"})
        assert answer.status == 200
    finally:
        await page.close()


@pytest.mark.parametrize(
    ("env", "named"),
    [
        ({"DEVNET_LOG_FORMAT": "xml"}, "DEVNET_LOG_FORMAT"),
        ({"DEVNET_METRICS_PORT": "9464", "DEVNET_METRICS_HOST": "0.0.0.0"}, "DEVNET_METRICS_HOST"),
        ({"DEVNET_METRICS_PORT": "nine"}, "DEVNET_METRICS_PORT"),
        ({"DEVNET_MAIL_IN_WORKER": "true"}, "DEVNET_MAIL_IN_WORKER"),
    ],
)
def test_settings_refuse_what_would_break_or_expose(env, named):
    with pytest.raises(ConfigError, match=named):
        Settings.from_env(env)


def test_settings_metrics_are_off_by_default_and_public_only_with_a_token():
    assert Settings.from_env({}).metrics_port is None
    assert Settings.from_env({}).log_format == "text"
    exposed = Settings.from_env(
        {"DEVNET_METRICS_PORT": "9464", "DEVNET_METRICS_HOST": "0.0.0.0", "DEVNET_METRICS_TOKEN": "t"}
    )
    assert (exposed.metrics_port, exposed.metrics_host) == (9464, "0.0.0.0")
