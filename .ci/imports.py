#!/usr/bin/env python3
"""Fails when two modules of a crate import each other, directly or through others.

A module is a source file or a folder of them. A path `crate::a::b::Name`, `super::Name`, `self::x::Name` or
`x::Name` (x a child module) points at the longest module path that is a file. No files may import each other
in a circle, and within each folder, its files and subfolders must not either (a subfolder counts as one module: everything under it, together), so both the files and
the rooms they are grouped in are layered. A folder's `mod.rs` declaring its children (`mod x;`) is no import;
its `pub use` of a child is one, so a child naming a sibling's type through the folder's re-export closes a
circle. Usage: imports.py SRC_DIR [SRC_DIR ...]; prints each circle and exits 1 if there is one.
"""

import re
import sys
from pathlib import Path

PATH = re.compile(r"(?<!\bin )\b(crate|super|self)((?:::[A-Za-z_][A-Za-z0-9_]*)++)(?!::\{)")
GROUP = re.compile(r"\b(crate|super|self)((?:::[A-Za-z_][A-Za-z0-9_]*)*)::\{")
# a path that starts at a child module, as a folder's `mod.rs` writes `pub use child::Name` or `child::plugin`
RELATIVE = re.compile(r"(?<![:\w])([a-z_][a-z0-9_]*)((?:::[A-Za-z_][A-Za-z0-9_]*)++)(?!::\{)")
COMMENT = re.compile(r"//.*$", re.M)
ROOT_FILES = ("mod.rs", "lib.rs", "main.rs")


def module_of(root, file):
    parts = list(file.relative_to(root).with_suffix("").parts)
    if file.name in ROOT_FILES:
        parts.pop()
    return tuple(parts)


def group_paths(text, start):
    """The paths inside a `use prefix::{...}` group whose brace ends just before `start`."""
    depth, out, cur, prefixes = 1, [], "", [""]
    for c in text[start:]:
        if not depth:
            break
        if c == "{":
            prefixes.append(prefixes[-1] + cur.strip())
            cur, depth = "", depth + 1
        elif c in ",}":
            if cur.strip():
                out.append(prefixes[-1] + cur.strip().split(" as ")[0])
            cur = ""
            if c == "}":
                prefixes.pop()
                depth -= 1
        else:
            cur += c
    return out


def resolve(modules, here, kind, rest):
    """The file a path names: `crate` starts at the root, `self` at the module itself, `super` at its parent."""
    base = () if kind == "crate" else here
    names = [name for name in rest.split("::") if name]
    if kind == "super":
        base = base[:-1]
    while names and names[0] == "super":
        base, names = base[:-1], names[1:]
    best = base if base in modules else None
    for name in names:
        base = base + (name,)
        if base in modules:
            best = base
    return best


def file_edges(root):
    files = {module_of(root, f): f for f in sorted(root.rglob("*.rs"))}
    edges = {}
    for here, file in files.items():
        text = COMMENT.sub("", file.read_text())
        refs = [(m.group(1), m.group(2)) for m in PATH.finditer(text)]
        refs += [("self", "::" + m.group(1) + m.group(2)) for m in RELATIVE.finditer(text) if here + (m.group(1),) in files]
        for m in GROUP.finditer(text):
            refs += [(m.group(1), m.group(2) + "::" + inner) for inner in group_paths(text, m.end())]
        targets = {resolve(files, here, kind, rest) for kind, rest in refs}
        edges[here] = {t for t in targets if t is not None and t != here}
    return edges


def circles(nodes, edges):
    """Strongly connected components of more than one node (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while not component or component[-1] != v:
                component.append(stack.pop())
                on.discard(component[-1])
            if len(component) > 1:
                out.append(sorted(component))

    sys.setrecursionlimit(10_000)
    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return out


def sibling_circles(edges):
    """Within each folder, the circles among its children, a child folder standing for all under it."""
    folders = {m[:k] for m in edges for k in range(len(m))}
    found = []
    for folder in sorted(folders):
        child = lambda m: m[: len(folder) + 1] if m[: len(folder)] == folder and len(m) > len(folder) else None
        graph = {}
        for a, targets in edges.items():
            for b in targets:
                ca, cb = child(a), child(b)
                if ca and cb and ca != cb:
                    graph.setdefault(ca, set()).add(cb)
        found += circles(set(graph) | {t for ts in graph.values() for t in ts}, graph)
    return found


def main():
    bad = False
    for arg in sys.argv[1:]:
        edges = file_edges(Path(arg))
        found = circles(set(edges), edges) + sibling_circles(edges)
        for circle in found:
            bad = True
            print(f"{arg}: modules importing each other: {', '.join('::'.join(m) or 'crate' for m in circle)}")
        if not found:
            print(f"{arg}: {len(edges)} modules, {sum(map(len, edges.values()))} imports, no circle")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
