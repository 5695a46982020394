"""Boosted decision trees read from data and evaluated in pure Python: the learned extractor's second stage.

A forest is a sum: each block's log-odds is ``base`` plus, for every tree, the value of the leaf the block
reaches (a node sends a block left when its input is at most the node's threshold). The trees are trained by
scikit-learn's gradient boosting in ``bench/learned/train.py``, a training-time tool only; here they are
plain lists, so the read path imports nothing heavier than the standard library. The file's numbers are
checked when read, so a damaged or hand-edited model is refused with the reason instead of scoring blocks
wrongly or looping.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass


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
    :func:`forest`)."""

    base: float
    trees: tuple[Tree, ...]

    def margins(self, columns: Sequence[Sequence[float]]) -> list[float]:
        """Each row's log-odds, given the inputs column by column (``columns[f][row]``).

        Rows go down each tree together, split into the two children's lists at every node: a few list
        comprehensions per node instead of a Python loop step per row and node.
        """
        n = len(columns[0]) if columns else 0
        out = [self.base] * n
        for tree in self.trees:
            feature, threshold, left, right, value = (
                tree.feature,
                tree.threshold,
                tree.left,
                tree.right,
                tree.value,
            )
            # the root splits every row: read its column straight, without indexing
            f, t = feature[0], threshold[0]
            if f < 0:
                out = [o + value[0] for o in out]
                continue
            root = columns[f]
            stack = [
                (left[0], [i for i, x in enumerate(root) if x <= t]),
                (right[0], [i for i, x in enumerate(root) if not x <= t]),
            ]
            while stack:
                node, rows = stack.pop()
                if not rows:
                    continue
                f = feature[node]
                if f < 0:
                    v = value[node]
                    for i in rows:
                        out[i] += v
                    continue
                column, t = columns[f], threshold[node]
                low = [i for i in rows if column[i] <= t]
                stack.append((left[node], low))
                if len(low) < len(rows):
                    stack.append((right[node], [i for i in rows if not column[i] <= t]))
        return out


def forest(data: Mapping[str, object], positions: Mapping[str, int]) -> Forest:
    """The forest described by ``data`` (``inputs``: names; ``base``; ``trees``: per tree the lists
    ``feature``, ``threshold``, ``left``, ``right``, ``value``), its input names mapped to row positions by
    ``positions``. Raises :class:`MalformedModel` naming what is wrong."""
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
    return Forest(base, tuple(_tree(raw, mapped, number) for number, raw in enumerate(raw_trees)))


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
