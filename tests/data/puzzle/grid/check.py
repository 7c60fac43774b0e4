#!/usr/bin/env python3
"""Independent brute-force checker for the logic-grid corpus in this folder.

Usage:  python3 check.py [NAME ...]      (default: every NAME.py beside this file)
        python3 check.py --naive [NAME ...]   cross-check the search against plain
                                              enumeration with no pruning (puzzles of
                                              up to 2,000,000 assignments)
        python3 check.py --explore NAME ...   for writing puzzles: the open cells
        python3 check.py --write-answers [NAME ...]   write NAME.answers: the answers
                                              to the questions, one per line (checked
                                              against the file on every other run)

Each puzzle NAME.txt has a companion NAME.py in which its clues are re-encoded
by hand as Python predicates.  NAME.py defines

  CATEGORIES = [(name, [values...]) or (name, [values...], [numbers...]), ...]
      The first category's values name the entities.  Numbers, when given, are
      what comparative clues compare (prices, years, minutes past midnight,
      positions).
  CLUES = [(clue text, predicate), ...]
      One entry per clue line of NAME.txt, in order, with the text exactly as
      written there (after any leading "12." or "12)" number).  A predicate
      takes a Grid `s` (see below) and returns True when the clue holds.
  QUESTIONS = [(question text, function of s giving the answer), ...]  optional
  REMARKS = [line, ...]        optional: lines of NAME.txt that are not clues
  CATEGORY_LINES = False       optional: the text has no "Category: ..." lines
  EXPECT = n                   optional (bad_* only): the expected number of
                               solutions of CLUES when it is not exactly one
  CONFLICT = [k, ...]          optional (bad_* with EXPECT = 0): clue numbers
                               that together contradict each other, none of
                               which can be dropped from the puzzle's
                               contradiction
  REFUSED = {clue text: {reading: predicate, ...}}   optional (bad_* only):
      clues a reader must refuse; they are left out of CLUES, and the checker
      reports how many solutions each possible reading would give.

The checker verifies that the category lines and the clue lines of NAME.txt are
exactly those encoded, enumerates every assignment (one permutation of each
category's values onto the entities; a clue is tested as soon as every category
it mentions is assigned, so no assignment is skipped that could satisfy all
clues), and checks that there is exactly one solution (or EXPECT) and that it
equals NAME.key: one line per entity, in the order of the first category's
values, "Category=value; Category=value; ...".
"""

import importlib.util
import itertools
import os
import re
import sys
import time

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))


class Unassigned(Exception):
    """A clue mentions a category that the search has not assigned yet."""


class Grid:
    """A (partial) assignment: for each category, the value of each entity."""

    def __init__(self, cats):
        self.cats = cats  # name -> (values, numbers)
        self.where = {}  # value -> category name
        for name, (values, _) in cats.items():
            for v in values:
                if v in self.where:
                    raise ValueError(f"value {v!r} occurs in two categories")
                self.where[v] = name
        self.assign = {}  # category -> list: entity index -> value
        self.entity_of = {}  # category -> dict value -> entity index

    def set(self, cat, perm):
        self.assign[cat] = list(perm)
        self.entity_of[cat] = {v: i for i, v in enumerate(perm)}

    def unset(self, cat):
        del self.assign[cat]
        del self.entity_of[cat]

    def e(self, value):
        """The entity (an index) that has `value`."""
        cat = self.where[value]
        if cat not in self.entity_of:
            raise Unassigned(cat)
        return self.entity_of[cat][value]

    def same(self, a, b):
        """`a` and `b` belong to the same entity."""
        return self.e(a) == self.e(b)

    def v(self, cat, x):
        """The value in category `cat` of the entity that has value `x`."""
        if cat not in self.assign:
            raise Unassigned(cat)
        return self.assign[cat][self.e(x)]

    def n(self, cat, x):
        """The number of the value in `cat` of the entity that has `x`."""
        values, numbers = self.cats[cat]
        return numbers[values.index(self.v(cat, x))]


def load(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, name + ".py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def normalise_categories(mod):
    cats = {}
    order = []
    for entry in mod.CATEGORIES:
        name, values = entry[0], list(entry[1])
        numbers = list(entry[2]) if len(entry) > 2 else list(range(1, len(values) + 1))
        if len(numbers) != len(values):
            raise ValueError(f"{name}: {len(values)} values but {len(numbers)} numbers")
        cats[name] = (values, numbers)
        order.append(name)
    sizes = {len(v) for v, _ in cats.values()}
    if len(sizes) != 1:
        raise ValueError(f"categories of different sizes: {sizes}")
    return cats, order


def check_text(name, mod, order, cats):
    """The category and clue lines of NAME.txt are exactly those encoded."""
    problems = []
    with open(os.path.join(HERE, name + ".txt"), encoding="utf-8") as f:
        lines = [ln.strip() for ln in f if ln.strip()]
    if getattr(mod, "CATEGORY_LINES", True):
        head, lines = lines[: len(order)], lines[len(order):]
        for line, cat in zip(head, order):
            title, _, rest = line.partition(": ")
            values = [v.strip() for v in rest.rstrip(".").split(",")]
            if title != cat or values != cats[cat][0]:
                problems.append(f"category line {line!r} does not list {cat}: {cats[cat][0]}")
    remarks = set(getattr(mod, "REMARKS", []))
    questions = [q for q, _ in getattr(mod, "QUESTIONS", [])]
    refused = set(getattr(mod, "REFUSED", {}))
    clue_lines = []
    for line in lines:
        body = re.sub(r"^\d+[.)]\s+", "", line)
        if line in remarks or body in remarks:
            continue
        if body.endswith("?"):
            if body not in questions:
                problems.append(f"question not encoded: {body!r}")
            continue
        if body in refused:
            continue
        clue_lines.append(body)
    encoded = [text for text, _ in mod.CLUES]
    if clue_lines != encoded:
        for a, b in itertools.zip_longest(clue_lines, encoded):
            if a != b:
                problems.append(f"text has {a!r} where the encoding has {b!r}")
                break
    return problems


def solve(cats, order, clues, limit=None):
    """All solutions (up to `limit`), each a dict category -> list of values."""
    grid = Grid(cats)
    first = order[0]
    grid.set(first, cats[first][0])
    solutions = []

    def test(pending):
        still = []
        for clue in pending:
            try:
                if not clue(grid):
                    return None
            except Unassigned:
                still.append(clue)
        return still

    def search(k, pending):
        if limit is not None and len(solutions) >= limit:
            return
        if k == len(order):
            if pending:
                raise RuntimeError("a clue mentions no known category")
            solutions.append({c: list(grid.assign[c]) for c in order})
            return
        cat = order[k]
        for perm in itertools.permutations(cats[cat][0]):
            grid.set(cat, perm)
            still = test(pending)
            if still is not None:
                search(k + 1, still)
            grid.unset(cat)

    pending = test(clues)
    if pending is not None:
        search(1, pending)
    return solutions


def render(order, sol):
    n = len(sol[order[0]])
    return [
        "; ".join(f"{c}={sol[c][i]}" for c in order) for i in range(n)
    ]


class Answer:
    def __init__(self, cats, order, sol):
        self.grid = Grid(cats)
        for c in order:
            self.grid.set(c, sol[c])


def check(name):
    mod = load(name)
    cats, order = normalise_categories(mod)
    problems = check_text(name, mod, order, cats)
    clues = [fn for _, fn in mod.CLUES]
    expect = getattr(mod, "EXPECT", 1)
    t0 = time.time()
    sols = solve(cats, order, clues, limit=max(expect, 1) + 1)
    dt = time.time() - t0
    size = f"{len(order)}x{len(cats[order[0]][0])}"
    notes = []
    if len(sols) != expect:
        more = "+" if len(sols) > expect else ""
        problems.append(f"{len(sols)}{more} solutions, expected {expect}")
    key_path = os.path.join(HERE, name + ".key")
    if expect == 1 and len(sols) == 1:
        got = render(order, sols[0])
        if not os.path.exists(key_path):
            problems.append("no .key file; the solution is:\n    " + "\n    ".join(got))
        else:
            with open(key_path, encoding="utf-8") as f:
                key = [ln.rstrip("\n") for ln in f if ln.strip()]
            if key != got:
                problems.append("key differs; the solution is:\n    " + "\n    ".join(got))
        grid = Answer(cats, order, sols[0]).grid
        answers = []
        for q, fn in getattr(mod, "QUESTIONS", []):
            notes.append(f"{q} -> {fn(grid)}")
            if fn is None:
                answers = None
            elif answers is not None:
                a = fn(grid)
                answers.extend(str(x) for x in (a if isinstance(a, tuple) else (a,)))
        problems.extend(check_answers(name, answers))
    elif expect != 1 and os.path.exists(key_path):
        problems.append("a puzzle without a unique solution has a .key file")
    if expect == 1 and len(sols) == 1:
        spare = [i + 1 for i in range(len(clues))
                 if len(solve(cats, order, clues[:i] + clues[i + 1:], limit=2)) == 1]
        notes.append("every clue is needed" if not spare else
                     "clues not needed for uniqueness: " + ", ".join(map(str, spare)))
    if expect == 2 and len(sols) == 2:
        a, b = render(order, sols[0]), render(order, sols[1])
        notes.append("the two solutions differ in: " + " | ".join(
            f"{x}  vs  {y}" for x, y in zip(a, b) if x != y))
    conflict = getattr(mod, "CONFLICT", None)
    if conflict:
        core = [clues[k - 1] for k in conflict]
        if solve(cats, order, core, limit=1):
            problems.append(f"clues {conflict} do not contradict each other")
        for k in conflict:
            rest = [clues[j] for j in range(len(clues)) if j + 1 != k]
            if not solve(cats, order, rest, limit=1):
                problems.append(f"the puzzle has no solution even without clue {k}")
        if not problems:
            notes.append(f"clues {conflict} contradict each other; without any one of them "
                         "the puzzle has a solution")
    for text, readings in getattr(mod, "REFUSED", {}).items():
        if not readings:
            notes.append(f"refused {text!r}: no reading")
        for label, fn in readings.items():
            rs = solve(cats, order, clues + [fn], limit=3)
            shown = f"{len(rs)}" + ("+" if len(rs) == 3 else "")
            first = f": {render(order, rs[0])}" if len(rs) == 1 else ""
            notes.append(f"refused {text!r} read as {label}: {shown} solution(s){first}")
    if not os.path.exists(os.path.join(HERE, name + ".txt")):
        problems.append("no .txt file")
    status = "ok" if not problems else "FAIL"
    print(f"{status:4} {name:24} {size:4} {len(clues):2} clues  {len(sols)} solution(s)  {dt:6.2f}s")
    for p in problems:
        print("     - " + p)
    for note in notes:
        print("       " + note)
    return not problems


def naive(name, limit=2_000_000):
    """Cross-check without pruning: test every clue on every full assignment."""
    mod = load(name)
    cats, order = normalise_categories(mod)
    n = len(cats[order[0]][0])
    total = 1
    for _ in order[1:]:
        total *= len(list(itertools.permutations(range(n))))
    if total > limit:
        print(f"skip {name:24} {total} assignments is too many for the naive check")
        return True
    clues = [fn for _, fn in mod.CLUES]
    grid = Grid(cats)
    grid.set(order[0], cats[order[0]][0])
    found = []
    perms = [list(itertools.permutations(cats[c][0])) for c in order[1:]]
    for combo in itertools.product(*perms):
        for c, perm in zip(order[1:], combo):
            grid.set(c, perm)
        if all(clue(grid) for clue in clues):
            found.append({c: list(grid.assign[c]) for c in order})
    pruned = solve(cats, order, clues)
    same = sorted(map(render_key(order), found)) == sorted(map(render_key(order), pruned))
    print(f"{'ok' if same else 'FAIL':4} {name:24} {total:8} assignments, {len(found)} solution(s)"
          + ("" if same else f", the pruned search found {len(pruned)}"))
    return same


def render_key(order):
    return lambda sol: tuple(render(order, sol))


def explore(name):
    """For writing puzzles: which cells the clues leave open."""
    mod = load(name)
    cats, order = normalise_categories(mod)
    sols = solve(cats, order, [fn for _, fn in mod.CLUES], limit=5000)
    print(f"{name}: {len(sols)}{'+' if len(sols) == 5000 else ''} solutions")
    if len(sols) == 1:
        print("\n".join(render(order, sols[0])))
    for i, ent in enumerate(cats[order[0]][0]):
        open_cells = []
        for c in order[1:]:
            seen = sorted({s[c][i] for s in sols}, key=cats[c][0].index)
            if len(seen) > 1:
                open_cells.append(f"{c}: {'/'.join(seen)}")
        if open_cells:
            print(f"  {ent}: " + "; ".join(open_cells))


WRITE_ANSWERS = False


def check_answers(name, answers):
    """NAME.answers holds the answers to the questions, one per line in
    order (a question of two parts gives two): written with
    --write-answers, checked otherwise."""
    path = os.path.join(HERE, name + ".answers")
    if not answers:
        return []
    if WRITE_ANSWERS:
        with open(path, "w", encoding="utf-8") as f:
            f.write("".join(a + "\n" for a in answers))
        return []
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        written = [ln.rstrip("\n") for ln in f if ln.strip()]
    return [] if written == answers else [f".answers differ: {written} vs {answers}"]


def puzzle_names():
    return sorted(f[:-3] for f in os.listdir(HERE) if f.endswith(".py") and f != "check.py")


def main(argv):
    if argv[:1] == ["--naive"]:
        names = argv[1:] or puzzle_names()
        bad = [n for n in names if not naive(n)]
        return 1 if bad else 0
    if argv[:1] == ["--explore"]:
        for n in argv[1:]:
            explore(n)
        return 0
    if argv[:1] == ["--write-answers"]:
        global WRITE_ANSWERS
        WRITE_ANSWERS = True
        argv = argv[1:]
    names = argv or puzzle_names()
    failures = [n for n in names if not check(n)]
    print(f"{len(names) - len(failures)} of {len(names)} puzzles pass")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
