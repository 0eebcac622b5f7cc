"""`devnet run --scaled` asks the kernel to hand a stopping web process's queued connections to
another (net.ipv4.tcp_migrate_req), so a reload resets none (tests/ops: the SIGHUP reload under
load); where it may not, it says why instead of failing."""

from __future__ import annotations

from pathlib import Path

from devnet_cli import supervision


def test_it_turns_the_setting_on(tmp_path: Path) -> None:
    setting = tmp_path / "tcp_migrate_req"
    setting.write_text("0\n")
    assert supervision.migrate_queued_connections(setting) is None
    assert setting.read_text().strip() == "1"
    assert supervision.migrate_queued_connections(setting) is None  # already on: left alone


def test_a_kernel_without_it_is_said_not_fatal(tmp_path: Path) -> None:
    said = supervision.migrate_queued_connections(tmp_path / "no-such-setting")
    assert said is not None and "could not be turned on" in said
