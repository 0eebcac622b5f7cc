"""The systemd units in ops/systemd/ (docs/operations.md, "systemd") are ones systemd accepts:
`systemd-analyze verify` on each, with the install paths pointed at this checkout (verify checks
that each command exists)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.processes import ROOT

UNITS = ROOT / "ops" / "systemd"


@pytest.mark.skipif(
    shutil.which("systemd-analyze") is None, reason="systemd-analyze is not installed (Debian: systemd)"
)
def test_systemd_analyze_verify_accepts_every_unit(tmp_path: Path):
    names = sorted(path.name for path in UNITS.iterdir() if path.suffix in (".service", ".target"))
    assert {"devnet-web@.service", "devnet-worker.service", "devnet-beat.service", "devnet.target"} <= set(names)
    for name in names:
        text = (UNITS / name).read_text()
        text = text.replace("/opt/devnet/.venv/bin", str(Path(sys.executable).parent)).replace("/opt/devnet", str(ROOT))
        (tmp_path / name).write_text(text)
    result = subprocess.run(
        ["systemd-analyze", "verify", *(str(tmp_path / name) for name in names)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    complaints = [line for line in (result.stdout + result.stderr).splitlines() if "devnet" in line]
    assert result.returncode == 0 and not complaints, result.stdout + result.stderr


def test_the_units_run_what_the_scaled_set_runs():
    """The same commands as Procfile.scaled, so both ways of running DevNet behave alike."""
    procfile = (ROOT / "Procfile.scaled").read_text()
    for unit, program in (
        ("devnet-web@.service", "devnet serve --reuse-port"),
        ("devnet-worker.service", "-A tasks --quiet worker"),
        ("devnet-beat.service", "-A tasks --quiet beat"),
    ):
        assert program in (UNITS / unit).read_text()
        assert program in procfile


def test_every_unit_writes_files_its_account_alone_can_read():
    """UMask=0077: the SQLite database, backups and logs a unit writes are the devnet account's only."""
    services = sorted(UNITS.glob("*.service"))
    assert services
    for unit in services:
        assert "\nUMask=0077\n" in unit.read_text(), unit.name
