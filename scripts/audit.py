"""`make audit`: known advisories in the Python environment (pip-audit) and in the web client's
production packages (npm audit --omit=dev).

A finding fails the run. An advisory database that cannot be reached (no network, a registry
mirror without the advisory endpoints) is not a finding: the run says so on one clear SKIP line
per tool and goes on, so `make test` still works offline.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 300


def run(command: list[str], cwd: Path) -> tuple[int, str, str]:
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return -1, "", f"timed out after {TIMEOUT} s"
    except FileNotFoundError as exc:
        return -1, "", str(exc)
    return done.returncode, done.stdout, done.stderr


def last_line(text: str) -> str:
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return lines[-1] if lines else "no output"


def pip_audit() -> bool:
    """True unless a known vulnerability was found."""
    pip_audit = Path(sys.executable).with_name("pip-audit")
    code, out, err = run([str(pip_audit), "--skip-editable", "--progress-spinner", "off", "-f", "json"], ROOT)
    try:
        report = json.loads(out)
        dependencies = report["dependencies"]
    except (ValueError, KeyError, TypeError):
        print(f"audit: SKIP pip-audit: the advisory database could not be reached ({last_line(err)})")
        return True
    vulnerable = [d for d in dependencies if d.get("vulns")]
    audited = [d for d in dependencies if "skip_reason" not in d]
    for dependency in vulnerable:
        for vuln in dependency["vulns"]:
            fixes = ", ".join(vuln.get("fix_versions") or []) or "no fix yet"
            print(f"audit: {dependency['name']} {dependency['version']}: {vuln['id']} (fixed in {fixes})")
    if vulnerable:
        print(f"audit: FAIL pip-audit: {len(vulnerable)} Python package(s) with known vulnerabilities")
        return False
    if not audited:
        print(
            "audit: SKIP pip-audit: the advisory database could not be reached "
            f"(no package could be looked up: {dependencies[0]['skip_reason'] if dependencies else 'none'})"
        )
        return True
    if code != 0:
        print(f"audit: FAIL pip-audit exited {code}: {last_line(err)}")
        return False
    skipped = len(dependencies) - len(audited)
    note = f", {skipped} not found in the database" if skipped else ""
    print(f"audit: ok pip-audit: {len(audited)} Python packages, no known vulnerabilities{note}")
    return True


def npm_audit() -> bool:
    _code, out, err = run(
        ["npm", "audit", "--omit=dev", "--json", "--no-fund", "--no-update-notifier"], ROOT / "frontend"
    )
    try:
        report = json.loads(out)
    except ValueError:
        print(f"audit: SKIP npm audit: the advisory database could not be reached ({last_line(err)})")
        return True
    counts = (report.get("metadata") or {}).get("vulnerabilities")
    if counts is None:
        reason = report.get("message") or (report.get("error") or {}).get("summary") or last_line(err)
        print(f"audit: SKIP npm audit: the advisory database could not be reached ({reason})")
        return True
    total = counts.get("total", sum(v for k, v in counts.items() if k != "total"))
    if total:
        for name, entry in sorted((report.get("vulnerabilities") or {}).items()):
            print(f"audit: {name}: {entry.get('severity')} ({entry.get('range', '')})")
        print(f"audit: FAIL npm audit --omit=dev: {total} vulnerable production package(s); see `npm audit --omit=dev`")
        return False
    print("audit: ok npm audit --omit=dev: no known vulnerabilities")
    return True


def main() -> int:
    results = [pip_audit(), npm_audit()]  # both run, whatever the first found
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
