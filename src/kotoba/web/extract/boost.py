"""Boosted decision trees read from data and evaluated in pure Python: the learned extractor's second stage.

A forest is a sum: each block's log-odds is ``base`` plus, for every tree, the value of the leaf the block
reaches (a node sends a block left when its input is at most the node's threshold). The trees are trained by
scikit-learn's gradient boosting in ``bench/learned/train.py``, a training-time tool only; here they are
plain lists, compiled when read into one Python function of conditional expressions (:func:`compiled`), so
the read path imports nothing heavier than the standard library. The file's numbers are checked when read,
so a damaged or hand-edited model is refused with the reason instead of scoring blocks wrongly or looping.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from kotoba.web.extract import kernel


class MalformedModel(ValueError):
    """A model file whose trees cannot be what the trainer wrote."""


@dataclass(frozen=True)
class Tree:
    """One tree, its nodes in arrays; node 0 is the root, a leaf has feature -1."""

    feature: tuple[int, ...]  # index into the forest's input row
    threshold: tuple[float, ...]
    left: tuple[int, ...]
    right: tuple[int, ...]
    value: tuple[float, ...]  # a leaf's addition to the log-odds (learning rate included)


@dataclass(frozen=True)
class Forest:
    """Trees whose nodes read the caller's inputs by position (mapped from the file's names by
    :func:`forest`), with the function that sums them for one row (:func:`compiled`)."""

    base: float
    trees: tuple[Tree, ...]
    margin: Callable[[Sequence[float]], float]
    # the function behind margins_beside: the inputs at and past ``width`` read from a second row
    beside: Callable[[Iterable[Sequence[float]], Iterable[Sequence[float]]], list[float]] | None = None
    width: int | None = None

    def margins(self, rows: Iterable[Sequence[float]]) -> list[float]:
        """Each row's log-odds (``rows[i][f]`` is input ``f`` of row ``i``)."""
        return list(map(self.margin, rows))

    def margins_beside(self, rows: Iterable[Sequence[float]], more: Iterable[Sequence[float]]) -> list[float]:
        """:meth:`margins` of each row of ``rows`` followed by the matching row of ``more`` (the first
        ``width`` inputs from ``rows``, the rest from ``more``), to the last bit, without a list made to join
        each pair: the learned extractor's block features and their context (:func:`forest` with ``width``).
        Raises ValueError when ``rows`` and ``more`` are not as many."""
        if self.beside is None:
            return [self.margin([*row, *other]) for row, other in zip(rows, more, strict=True)]
        return self.beside(rows, more)


def forest(data: Mapping[str, object], positions: Mapping[str, int], width: int | None = None) -> Forest:
    """The forest described by ``data`` (``inputs``: names; ``base``; ``trees``: per tree the lists
    ``feature``, ``threshold``, ``left``, ``right``, ``value``), its input names mapped to row positions by
    ``positions``; with ``width``, its rows may also come in two parts, the positions from ``width`` on in
    the second (:meth:`Forest.margins_beside`). Raises :class:`MalformedModel` naming what is wrong."""
    try:
        names = [str(name) for name in data["inputs"]]  # type: ignore[attr-defined]
        base = float(data["base"])  # type: ignore[arg-type]
        raw_trees = list(data["trees"])  # type: ignore[call-overload]
    except (KeyError, TypeError, ValueError) as e:
        raise MalformedModel(f"the trees lack a field or hold a wrong one ({e})") from None
    unknown = [name for name in names if name not in positions]
    if unknown:
        raise MalformedModel(f"the trees read inputs this version does not compute: {', '.join(unknown)}")
    mapped = [positions[name] for name in names]
    if not math.isfinite(base):
        raise MalformedModel(f"the trees' base is not a finite number ({base})")
    trees = tuple(_tree(raw, mapped, number) for number, raw in enumerate(raw_trees))
    beside = None if width is None else summed_beside(base, trees, width)
    return Forest(base, trees, compiled(base, trees), beside, width)


Beside = Callable[[Iterable[Sequence[float]], Iterable[Sequence[float]]], list[float]]


def summed_beside(base: float, trees: Sequence[Tree], width: int) -> Beside:
    """:func:`compiled_beside`'s function, or the compiled kernel's sum of the same trees where it is built
    and current (:mod:`kotoba.web.extract.kernel`): the same floats, a fraction of the time. The kernel reads
    lists of floats; any other rows go to the Python function."""
    python = compiled_beside(base, trees, width)
    built = kernel.built()
    if built is None:
        return python
    summed = built.Trees(base, trees, width).margins_beside

    def margins(rows: Iterable[Sequence[float]], more: Iterable[Sequence[float]]) -> list[float]:
        out = summed(rows, more) if type(rows) is list and type(more) is list else None
        return python(rows, more) if out is None else out

    return margins


# How many trees' leaves one line of the compiled function adds up.
SUM_TERMS = 25

# Deeper trees than this are refused: the trainer's are 3 deep, and the nested expressions compiled for a
# tree must stay within what Python's parser nests.
MAX_DEPTH = 32


def compiled(base: float, trees: Sequence[Tree]) -> Callable[[Sequence[float]], float]:
    """One function summing ``base`` and every tree's leaf for a row, written as straight-line Python (a
    conditional expression per node) and compiled once, when the model is read.

    Walking the node arrays costs an index lookup and a loop step per node; the compiled comparisons cost a
    few bytecodes each: about a third of the time on the read path. The text holds nothing from the file but
    numbers already parsed by ``int()`` and ``float()`` (written back with ``repr``, which reads back as
    the same float), and the trees are added in file order, as a loop over them would: the sums are the
    same floats.
    """
    lines = ["def margin(r):", *_body(base, trees, "    ", lambda f: f"r[{f}]"), "    return s"]
    margin: Callable[[Sequence[float]], float] = _compiled(lines, "margin")  # type: ignore[assignment]
    return margin


# mirrored by _kernel.pyx: from here (kernel.Trees sums the same trees the same way)
def compiled_beside(
    base: float, trees: Sequence[Tree], width: int
) -> Callable[[Iterable[Sequence[float]], Iterable[Sequence[float]]], list[float]]:
    """:func:`compiled`'s sum for pairs of rows, the inputs at and past ``width`` read from the second of
    each pair (at that position less ``width``), in one loop over the pairs: no joined list, and no call,
    a row (the same comparisons and the same additions in the same order: the same floats)."""
    lines = [
        "def margins(rows, more):",
        "    out = []",
        "    append = out.append",
        "    for r, c in zip(rows, more, strict=True):",
        *_body(base, trees, "        ", lambda f: f"r[{f}]" if f < width else f"c[{f - width}]"),
        "        append(s)",
        "    return out",
    ]
    beside: Callable[[Iterable[Sequence[float]], Iterable[Sequence[float]]], list[float]] = _compiled(
        lines, "margins"
    )  # type: ignore[assignment]
    return beside


def _body(base: float, trees: Sequence[Tree], indent: str, source: Callable[[int], str]) -> list[str]:
    """The statements that leave in ``s`` the sum of ``base`` and each tree's leaf (input ``f`` read from
    ``source(f)``)."""
    terms = [_expression(tree, number) for number, tree in enumerate(trees)]
    read = sorted({f for tree in trees for f in tree.feature if f >= 0})
    # each input read once into a local: a tree's comparisons then load it without indexing the row
    lines = [*(f"{indent}x{f} = {source(f)}" for f in read), f"{indent}s = {base!r}"]
    # the trees summed in one expression per SUM_TERMS of them, left to right (s + a + b is (s + a) + b, as
    # s += a; s += b), about a tenth faster than a statement per tree, and no nesting deep enough to trouble
    # the compiler, whatever the number of trees
    for start in range(0, len(terms), SUM_TERMS):
        lines.append(f"{indent}s = {' + '.join(['s', *terms[start : start + SUM_TERMS]])}")
    return lines


def _compiled(lines: list[str], name: str) -> object:
    """The function ``name`` that ``lines`` define, compiled with no builtins but ``zip``."""
    namespace: dict[str, object] = {}
    exec(compile("\n".join(lines), "<boosted trees>", "exec"), {"__builtins__": {}, "zip": zip}, namespace)
    return namespace[name]


def _expression(tree: Tree, number: int) -> str:
    """``tree`` as one conditional expression over the row ``r``. Raises :class:`MalformedModel` for a tree
    too deep to compile or whose nodes share a child (a graph, not a tree: its text could grow without
    bound)."""
    seen: set[int] = set()

    def node(at: int, depth: int) -> str:
        if at in seen:
            raise MalformedModel(f"tree {number}, node {at} is the child of two nodes")
        seen.add(at)
        f = tree.feature[at]
        if f < 0:
            return repr(tree.value[at])
        if depth >= MAX_DEPTH:
            raise MalformedModel(f"tree {number} is deeper than {MAX_DEPTH} nodes")
        low, high = node(tree.left[at], depth + 1), node(tree.right[at], depth + 1)
        return f"({low} if x{f} <= {tree.threshold[at]!r} else {high})"

    return node(0, 0)


# mirrored by _kernel.pyx: to here


def _tree(raw: object, mapped: list[int], number: int) -> Tree:
    try:
        fields = {key: list(raw[key]) for key in ("feature", "threshold", "left", "right", "value")}  # type: ignore[index]
        feature = tuple(int(f) for f in fields["feature"])
        threshold = tuple(float(t) for t in fields["threshold"])
        left = tuple(int(c) for c in fields["left"])
        right = tuple(int(c) for c in fields["right"])
        value = tuple(float(v) for v in fields["value"])
    except (KeyError, TypeError, ValueError) as e:
        raise MalformedModel(f"tree {number} lacks a field or holds a wrong one ({e})") from None
    size = len(feature)
    if not all(map(math.isfinite, (*threshold, *value))):
        raise MalformedModel(f"tree {number} holds a number that is not finite")
    if size == 0 or any(len(part) != size for part in (threshold, left, right, value)):
        raise MalformedModel(f"tree {number}'s node lists are empty or of different lengths")
    for node in range(size):
        f = feature[node]
        if f < 0:
            continue
        if f >= len(mapped):
            raise MalformedModel(f"tree {number}, node {node} reads input {f} of {len(mapped)}")
        # children come after their parent: every walk ends, and at a leaf
        if not (node < left[node] < size and node < right[node] < size):
            raise MalformedModel(f"tree {number}, node {node} points at a child that is not after it")
    return Tree(tuple(mapped[f] if f >= 0 else -1 for f in feature), threshold, left, right, value)
