"""The shipped alert rules and dashboard (ops/, docs/operations.md "What to watch"): the rules pass
`promtool test rules` (each alert fires on the series that should fire it, the pool alert included),
and the Grafana dashboard names only metrics a DevNet process exposes."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest
from aiohttp.test_utils import TestClient, TestServer

from devnet_api.telemetry import metrics_page
from tests import backing_services
from tests.processes import ROOT

RULES = ROOT / "ops" / "prometheus"
DASHBOARD = ROOT / "ops" / "grafana" / "devnet.json"
METRIC = re.compile(r"\b(devnet_[a-z_]+)")
HISTOGRAM_PARTS = ("_bucket", "_count", "_sum")


def promtool() -> str:
    """promtool's path (Debian's `prometheus` package: `make promtool`); skipped without it, or failed
    with DEVNET_REQUIRE_SERVICES=1, as the suite treats a missing PostgreSQL."""
    found = shutil.which("promtool")
    if found:
        return found
    problem = "promtool is not installed (make promtool: Debian's prometheus package)"
    if backing_services.REQUIRED:
        pytest.fail(f"DEVNET_REQUIRE_SERVICES=1 but {problem}", pytrace=False)
    pytest.skip(problem)


def test_the_alert_rules_pass_promtool_check_and_their_unit_tests():
    tool = promtool()
    checked = subprocess.run([tool, "check", "rules", "alerts.yml"], cwd=RULES, capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    tested = subprocess.run([tool, "test", "rules", "alerts_test.yml"], cwd=RULES, capture_output=True, text=True)
    assert tested.returncode == 0, tested.stdout + tested.stderr


def _exposed(page: str) -> set[str]:
    return {line.split()[2] for line in page.splitlines() if line.startswith("# TYPE ")}


def _named(expr: str) -> set[str]:
    names = set()
    for name in METRIC.findall(expr):
        for part in HISTOGRAM_PARTS:
            name = name.removesuffix(part)
        names.add(name)
    return names


@pytest.mark.parametrize("backend", ["sqlite"])
async def test_the_dashboard_names_only_metrics_the_metrics_page_shows(client, backend):
    dashboard = json.loads(DASHBOARD.read_text())
    named = {name for panel in dashboard["panels"] for target in panel["targets"] for name in _named(target["expr"])}
    # The runbook's metrics table: one row per metric, its name first.
    rows = [
        line for line in (ROOT / "docs" / "operations.md").read_text().splitlines() if line.startswith("| `devnet_")
    ]
    documented = {METRIC.search(row).group(1) for row in rows}
    page_client = TestClient(TestServer(metrics_page.make_app(client.app)))
    await page_client.start_server()
    try:
        assert (await client.get("/api/skills")).status == 200
        page = await (await page_client.get("/metrics")).text()
    finally:
        await page_client.close()
    exposed = _exposed(page)
    assert named - exposed == set(), "the dashboard names metrics /metrics does not show"
    # Every metric the runbook lists exists, and has a panel.
    assert len(documented) == 14
    assert documented - exposed == set(), "the runbook lists metrics /metrics does not show"
    assert documented - named == set(), "a documented metric has no panel"
