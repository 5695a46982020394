"""Types of the compiled first pass (``_kernel.pyx``; built only where a C compiler was, see kernel.py)."""

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

STAMP: str
LXML_BUILT: str

class Kernel:
    def __init__(
        self,
        block_tags: Collection[str],
        headings: Mapping[str, int],
        sentence_around_links: int,
        space: str,
        leaf: list[Any],
        good_min_chars: int,
        sentence_check_below: int,
        good_max_link_share: float,
        bad_link_share: float,
        link_weight: float,
        neutral_weight: float,
        cjk_weight: int,
    ) -> None: ...
    def measure(
        self, elements: list[Any], anchors: list[Any], prose_blocks: set[Any]
    ) -> tuple[Any, ...] | None: ...

class Cut:
    def __init__(
        self,
        line_blocks: Collection[str],
        cell_tags: Collection[str],
        ancestor_bits: dict[str, int],
        up: int,
        names_cache: dict[Any, tuple[str, ...]],
        named: Callable[[Any], tuple[str, ...]],
        block: Callable[..., Any],
        no_words: frozenset[str],
        no_names: tuple[None, None],
    ) -> None: ...
    def cut(
        self,
        elements: list[Any],
        names: dict[Any, Any],
        texts: list[Any],
        tails: list[Any],
        cells: Collection[Any],
        own: tuple[str, ...],
        chain: tuple[tuple[str, ...], ...],
        top: list[str],
        body_parent: Any,
    ) -> list[Any] | None: ...

class Measures:
    def __init__(self, python: Callable[[str], tuple[float, ...]]) -> None: ...
    def columns(self, texts: list[str]) -> tuple[tuple[float, ...], ...]: ...

def block_rows(
    blocks: list[Any],
    texts: list[str],
    measured: tuple[Sequence[float], ...],
    repeated: Mapping[str, int],
    ends: Collection[str],
    page_chars: float,
    page_blocks: float,
    total: int,
    kinds: list[list[float]],
    bits: list[list[float]],
    regions: list[list[float]],
    is_prose: list[float],
    in_article: list[float],
    around: list[list[float]],
    forms: list[tuple[float, float, float]],
) -> list[list[float]] | None: ...
def measured_apart(text: str) -> bool: ...

class Attributes:
    def __init__(self, named_by_tag: Collection[str], poster_props: tuple[str, ...]) -> None: ...
    def read(
        self, elements: list[Any], authors: list[Any], props: set[Any]
    ) -> list[tuple[Any, str, str | None, str | None, str | None]] | None: ...

def context_rows(first: list[float]) -> list[list[float]] | None: ...
def class_columns(blocks: list[Any], vocabulary: dict[str, int], base_width: int) -> list[list[int]]: ...
def block_shapes(
    blocks: list[Any], in_article: list[float], cap: int
) -> list[tuple[float, float, float]] | None: ...
def inside_of_blocks(blocks: list[Any], known: dict[Any, int], marks: dict[Any, int]) -> list[int]: ...

class Trees:
    def __init__(self, base: float, trees: Sequence[Any], width: int) -> None: ...
    def margins_beside(self, rows: list[Any], more: list[Any]) -> list[float] | None: ...

PLAIN_SUM: bool

def linear(bias: float, dense: list[float], rows: list[list[float]]) -> list[float] | None: ...

def utf8(text: str) -> bytes | None: ...

class AnyOf:
    def __init__(self, characters: str) -> None: ...
    def __call__(self, text: str) -> bool: ...

def ascii_lowered(text: str) -> str: ...
