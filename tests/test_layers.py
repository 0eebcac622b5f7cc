"""Import rules (DESIGN.md, STYLE.md), checked on the source so a violation fails the suite.

- ``devnet_api.services`` and ``devnet_api.models`` never import the HTTP layer: ``aiohttp.web``
  (or ``aiohttp`` itself), ``devnet_api.web.route_table``, ``devnet_api.web.wire``, ``devnet_api.web.caller``,
  ``devnet_api.routes``, ``devnet_api.web.middlewares``, ``devnet_api.app`` or ``devnet_api.web.session_store``.
- ``devnet_api.services`` never import ``devnet_api.schemas`` (request validation): a limit both
  need lives in ``devnet_api.domain.rules``. Nor ``devnet_api.reads``: routes call the reads, and reads
  may use services (views, blocks, kinds), never the other way round.
- ``devnet_api.reads`` (the read layer) never import the HTTP layer either; they may import models,
  schemas (their shapes), services and sql.
- ``devnet_api.models`` import nothing from services, routes, tasks or the CLI.
- ``devnet_api.routes`` never import ``devnet_api.models`` nor ``tortoise``: they parse, call a
  service and serialize. DESIGN.md would let a route read a row by id; none needs to (every
  service answers with its row), so the rule is stricter: reading by id goes through a service
  too. Imports under ``if TYPE_CHECKING:`` (types only, never run) are not flagged.
- Nothing in ``devnet_api`` imports ``tasks``: the API enqueues by task name (``send_task``).
- ``devnet_api.services`` open transactions with ``devnet_api.realtime.collector.transaction``, never
  tortoise's ``in_transaction`` (so what a rolled-back transaction recorded is never published), and
  never flush a unit of work themselves (``devnet_api.realtime.flush``: the entry points do).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "devnet_api"
HTTP_LAYER = (
    "aiohttp",
    "devnet_api.web.route_table",
    "devnet_api.web.wire",
    "devnet_api.web.caller",
    "devnet_api.routes",
    "devnet_api.web.middlewares",
    "devnet_api.app",
    "devnet_api.web.session_store",
)
RULES = {
    "services": HTTP_LAYER
    + (
        "devnet_api.schemas",
        "devnet_api.reads",
        "tasks",
        "devnet_cli",
        "tortoise.transactions",
        "devnet_api.realtime.flush",
    ),
    "reads": HTTP_LAYER + ("tasks", "devnet_cli"),
    "models": HTTP_LAYER + ("devnet_api.services", "tasks", "devnet_cli"),
    "routes": ("devnet_api.models", "tortoise", "tasks"),
}


def _runtime_imports(path: Path) -> list[tuple[int, str]]:
    """Every module ``path`` imports at run time (imports under ``if TYPE_CHECKING:`` are types only)."""
    tree = ast.parse(path.read_text(), filename=str(path))
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(child) for stmt in node.body for child in ast.walk(stmt))
    found = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
            # `from devnet_api import http` imports devnet_api.web.route_table
            found += [(node.lineno, f"{node.module}.{alias.name}") for alias in node.names]
    return found


def _matches(module: str, banned: str) -> bool:
    return module == banned or module.startswith(banned + ".")


def violations(layer_dir: Path, banned: tuple[str, ...]) -> list[str]:
    return [
        f"{path.relative_to(layer_dir if not layer_dir.is_relative_to(ROOT) else ROOT)}:{line} imports {module}"
        for path in sorted(layer_dir.rglob("*.py"))
        for line, module in _runtime_imports(path)
        if any(_matches(module, rule) for rule in banned)
    ]


@pytest.mark.parametrize("layer", sorted(RULES))
def test_layer_imports_go_one_way(layer):
    assert violations(PACKAGE / layer, RULES[layer]) == []


def test_nothing_in_devnet_api_imports_tasks():
    assert violations(PACKAGE, ("tasks",)) == []


def test_the_checker_sees_a_violation(tmp_path):
    """The rules above are only as good as this: each way of importing is caught."""
    (tmp_path / "bad.py").write_text(
        "from aiohttp import web\nimport devnet_api.web.route_table\nfrom devnet_api import routes\nimport tasks.jobs\n"
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from devnet_api.app import create_app\n"
    )
    assert violations(tmp_path, HTTP_LAYER + ("tasks",)) == [
        "bad.py:1 imports aiohttp",
        "bad.py:1 imports aiohttp.web",
        "bad.py:2 imports devnet_api.web.route_table",
        "bad.py:3 imports devnet_api.routes",
        "bad.py:4 imports tasks.jobs",
    ]
