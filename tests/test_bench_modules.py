"""The benchmark (``bench/``, ``make bench``) is not part of ``make test``, so a rename in the app
would only break it on the next quiet-machine run: every bench module must still import (a
module it names moved: the import fails here, not an hour into a run)."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from tests.processes import ROOT

MODULES = sorted(f"bench.{path.stem}" for path in (ROOT / "bench").glob("*.py") if path.stem != "__init__")


def test_the_bench_has_modules() -> None:
    assert {"bench.run", "bench.dataset", "bench.lighthouse"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_every_bench_module_imports(name: str) -> None:
    module = importlib.import_module(name)
    assert Path(module.__file__).parent == ROOT / "bench"
