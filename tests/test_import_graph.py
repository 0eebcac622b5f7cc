"""The module graph of ``devnet_api`` has no cycle (issue 31): every import counts, the ones inside
functions too (a loop hidden in a function still ties the modules together), but not those under
``if TYPE_CHECKING:`` (types only, never run). An import of a package names its ``__init__``;
``from package import module`` names the module."""

from __future__ import annotations

from pathlib import Path

from tests.test_layers import PACKAGE, _runtime_imports


def module_graph(root: Path, package: str) -> dict[str, set[str]]:
    """module -> the modules of ``package`` it imports (``root`` is the package's folder)."""
    names = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join([package, *parts])] = path
    graph: dict[str, set[str]] = {name: set() for name in names}
    for name, path in names.items():
        for _, imported in _runtime_imports(path):
            # `from a.b import c` yields both a.b and a.b.c: keep c when it is a module, else a.b.
            if imported in names:
                graph[name].add(imported)
    for name, targets in graph.items():
        # `from devnet_api.x import name` lists devnet_api.x and devnet_api.x.name: when the latter
        # is a module, the package's __init__ is not what was asked for.
        graph[name] = {t for t in targets if not any(o != t and o.startswith(t + ".") for o in targets)} - {name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each strongly connected group of more than one module (Tarjan), as a sorted list."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_module_graph_of_devnet_api_has_no_cycle():
    assert cycles(module_graph(PACKAGE, "devnet_api")) == []


def test_the_check_finds_a_planted_cycle(tmp_path):
    """settings -> ratelimit -> metrics -> keys -> settings, the loop issue 31 found, one import
    inside a function; and a clean module beside it is not reported."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "settings.py").write_text("from pkg.ratelimit import parse\n")
    (package / "ratelimit.py").write_text("from pkg import metrics\n")
    (package / "metrics.py").write_text("def numbers():\n    from pkg import keys\n")
    (package / "keys.py").write_text("from pkg.settings import Settings\nfrom pkg import clean\n")
    (package / "clean.py").write_text(
        "import json\nfrom typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.keys import X\n"
    )
    assert cycles(module_graph(package, "pkg")) == [["pkg.keys", "pkg.metrics", "pkg.ratelimit", "pkg.settings"]]
