"""The browser suite, once, against the scaled set (`devnet run --scaled`: two web processes on one
port, a Celery worker and beat, PostgreSQL, Redis, S3 media), with two journeys that cross processes:
a live post reaching another member whose socket may sit on the other web process (Redis fan-out),
and a reset mail that the worker sends (the request queues it)."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from tests import backing_services
from tests.conftest import require_services
from tests.e2e import test_live_feed, test_recovery
from tests.processes import ROOT, RedisServer, ScaledSet


@pytest.fixture(scope="module")
def scaled_site(tmp_path_factory) -> ScaledSet:
    require_services()
    if not (ROOT / "frontend" / "dist" / "index.html").is_file():
        pytest.fail("The web client is not built: run `make build` first", pytrace=False)
    var = tmp_path_factory.mktemp("scaled-e2e")
    with RedisServer(var) as redis:
        world = ScaledSet(
            var / "var",
            redis.url,
            backing_services.pg_url(f"devnet_scaled_e2e_{uuid.uuid4().hex[:8]}"),
            DEVNET_FRONTEND_DIR=str(ROOT / "frontend" / "dist"),
            DEVNET_ADDRESS_LIMIT_FACTOR="100",
            DEVNET_RATE_LIMITS="thread=1000/3600,post=1000/3600",
        )
        try:
            world.start()
        except RuntimeError as exc:
            world.drop_database()
            pytest.fail(str(exc), pytrace=False)
        yield world
        code = world.stop()
        assert code == 0, world.log()[-3000:]


@pytest.fixture
def scaled_page(browser: Browser, scaled_site: ScaledSet) -> Page:
    context = browser.new_context(base_url=scaled_site.url)
    context.set_default_timeout(15_000)
    page = context.new_page()
    yield page
    context.close()


def test_scaled_a_post_appears_live_on_another_members_feed(scaled_page: Page, scaled_site: ScaledSet):
    test_live_feed.test_a_post_appears_on_another_members_feed_without_a_feed_read(scaled_page, scaled_site.url)


def test_scaled_the_worker_mails_the_reset_link(scaled_page: Page, scaled_site: ScaledSet):
    test_recovery.test_forgot_password_mail_link_sets_a_new_password(
        scaled_page, Path(scaled_site.var), scaled_site.url
    )
    worker = [line for line in scaled_site.json_lines("worker") if line.get("logger") == "devnet.recovery"]
    assert worker and worker[-1]["request_id"], "the worker sent the mail, under the request's id"
