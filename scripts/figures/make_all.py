#!/usr/bin/python3
"""Regenerate the documentation figures and the manifest ``figures.json``.

Usage (from the repository root, with Debian's Python):

    /usr/bin/python3 scripts/figures/make_all.py              # every figure
    /usr/bin/python3 scripts/figures/make_all.py kmeans roc   # names/scripts matching
    /usr/bin/python3 scripts/figures/make_all.py 'tree-*'     # shell-style pattern
    /usr/bin/python3 scripts/figures/make_all.py --check      # verify only, render nothing
    /usr/bin/python3 scripts/figures/make_all.py --list       # list figures

A filter matches a figure when it is a substring of the figure name, equals
the script name (e.g. ``opencv_basics``) or matches the name as a glob.

The manifest is derived from the registry (the ``@figure`` decorators), so it
is rewritten in full on every run, filtered or not; ``--check`` compares it
with the file on disk and also verifies that every image exists, stays within
the size budget, and that every ``after_heading`` is a real heading of its page.
"""

from __future__ import annotations

import argparse
import fnmatch
import importlib
import json
import re
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.dont_write_bytecode = True  # keep __pycache__ out of the repository

import common  # noqa: E402  (sets thread limits before numpy is imported)

SCRIPTS = [
    "opencv_basics",
    "opencv_operations",
    "opencv_processing",
    "opencv_advanced",
    "opencv_features",
    "kmeans",
    "knn",
    "decision_tree",
    "random_forest",
    "linear_regression",
    "logistic_regression",
    "neural_networks",
]
MANIFEST = HERE / "figures.json"


def load_registry() -> dict[str, common.FigureSpec]:
    for name in SCRIPTS:
        importlib.import_module(name)
    return common.FIGURES


def select(specs, patterns):
    if not patterns:
        return list(specs)
    chosen = []
    for spec in specs:
        for p in patterns:
            if p in spec.name or p == spec.module or fnmatch.fnmatch(spec.name, p):
                chosen.append(spec)
                break
    return chosen


def manifest_text(specs) -> str:
    entries = [s.manifest_entry() for s in specs]
    return json.dumps(entries, indent=2, ensure_ascii=False) + "\n"


def page_headings(page: Path) -> dict[str, str]:
    """## and ### headings outside fenced code blocks: text -> "##" or "###"."""
    headings, fenced = {}, False
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        m = None if fenced else re.match(r"^(#{2,3})\s+(.+?)\s*$", line)
        if m:
            headings.setdefault(m.group(2), m.group(1))
    return headings


def validate(specs) -> list[str]:
    problems = []
    cache: dict[str, dict[str, str]] = {}
    for s in specs:
        page = common.REPO / s.page
        if not page.exists():
            problems.append(f"{s.name}: page {s.page} does not exist")
            continue
        heads = cache.setdefault(s.page, page_headings(page))
        if s.heading not in heads:
            problems.append(f"{s.name}: heading {s.heading!r} not found in {s.page}")
        for rel in s.files:
            f = common.REPO / rel
            if not f.exists():
                problems.append(f"{s.name}: missing file {rel}")
            elif f.stat().st_size > 250_000:
                problems.append(f"{s.name}: {rel} is {f.stat().st_size} bytes (> 250 kB)")
        if len(s.alt) < 40 or len(s.caption) < 20:
            problems.append(f"{s.name}: alt text or caption is too short")
    return problems


def stale_files(specs) -> list[str]:
    """PNG files in the img/ folders that no registered figure produces."""
    known = {f for s in specs for f in s.files}
    folders = {common.REPO / Path(s.page).parent / "img" for s in specs}
    found = {str(p.relative_to(common.REPO))
             for d in folders if d.exists() for p in d.glob("*.png")}
    return sorted(found - known)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("patterns", nargs="*", help="figure-name filters")
    ap.add_argument("--check", action="store_true", help="verify manifest and files only")
    ap.add_argument("--list", action="store_true", help="list the registered figures")
    args = ap.parse_args()

    specs = list(load_registry().values())
    if args.list:
        for s in specs:
            level = page_headings(common.REPO / s.page).get(s.heading, "??")
            print(f"{s.name:28s} {s.module:20s} {s.page}  {level} {s.heading}")
        return 0

    wanted = manifest_text(specs)
    if args.check:
        problems = validate(specs)
        current = MANIFEST.read_text(encoding="utf-8") if MANIFEST.exists() else ""
        if current != wanted:
            problems.append("figures.json is out of date: run make_all.py")
        for p in problems:
            print("PROBLEM:", p)
        print(f"{len(specs)} figures, {sum(len(s.files) for s in specs)} files: "
              + ("OK" if not problems else f"{len(problems)} problem(s)"))
        return 1 if problems else 0

    chosen = select(specs, args.patterns)
    if not chosen:
        print("no figure matches", args.patterns)
        return 1
    wall0, cpu0 = time.perf_counter(), time.process_time()
    total = 0
    for s in chosen:
        t0, c0 = time.perf_counter(), time.process_time()
        written = common.render_spec(s)
        size = sum(n for _, n in written)
        total += size
        print(f"{s.name:34s} {len(written)} file(s) {size / 1024:7.1f} kB  "
              f"{time.perf_counter() - t0:5.2f} s wall {time.process_time() - c0:5.2f} s CPU")
    MANIFEST.write_text(wanted, encoding="utf-8")

    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    print(f"\n{len(chosen)} figures, {sum(len(s.files) for s in chosen)} files, "
          f"{total / 1024:.0f} kB in {wall:.1f} s wall / {cpu:.1f} s CPU")
    print(f"manifest: {MANIFEST.relative_to(common.REPO)} ({len(specs)} entries)")

    problems = validate(chosen)
    problems += [f"number differs from page: {m}" for m in common.MISMATCHES]
    stale = stale_files(specs)
    for p in problems:
        print("PROBLEM:", p)
    for f in stale:
        print("note: not produced by any script:", f)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
