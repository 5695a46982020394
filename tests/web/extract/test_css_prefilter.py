"""The stylesheet reader's quick pre-check never changes its answer: on generated stylesheets full of near
misses (other properties, other values, odd case, letters that case-blind matching folds, at-rule blocks,
comments), :func:`hidden_selectors` finds exactly the selectors that judging every rule with the full
HIDING_STYLE regex finds."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from kotoba.web.extract import css as extract_css
from kotoba.web.extract.css import HIDING_STYLE, MAX_CSS_CHARS, MAX_RULES, hidden_selectors, hides


def every_rule_judged(css: str) -> tuple[frozenset[str], frozenset[str]]:
    """The plain reading: every top-level rule's body through HIDING_STYLE, no pre-check."""
    css = css[:MAX_CSS_CHARS]
    if "/*" in css:
        css = extract_css._COMMENT.sub("", css)
    classes: set[str] = set()
    ids: set[str] = set()
    depth = 0
    for piece in css.split("}")[:MAX_RULES]:
        opens = piece.count("{")
        if depth == 0 and opens == 1:
            selectors, _, body = piece.partition("{")
            lowered = body.lower()
            if any(key in lowered for key in extract_css._KEYS) and HIDING_STYLE.search(body) is not None:
                for selector in selectors.rsplit(";", 1)[-1].split(","):
                    simple = extract_css._SIMPLE.fullmatch(selector.strip())
                    if simple is not None:
                        (classes if simple.group(1) == "." else ids).add(simple.group(2))
        depth = max(0, depth + opens - 1)
    return frozenset(classes), frozenset(ids)


PROPERTIES = [
    "display", "DISPLAY", "Display", "visibility", "VISIBİLITY", "vısıbılıty", "left", "LEFT", "top", "ToP",
    "text-indent", "margin-left", "font-size", "FONT-SİZE", "fonT-ſize", "width", "height", "margin", "color",
    "outline", "overflow", "opacity", "white-space", "line-height", "padding-top", "z-index",
]  # fmt: skip
VALUES = [
    "none", "NONE", "None", "hidden", "HİDDEN", "hıdden", "-9999px", "-999em", "-10000", "-99px", "-5000.5rem",
    "0", "0px", "0PX", "0em", "0rem", "0%", "0.5em", "00", "block", "1px", "auto", "0 !important", "none!important",
]  # fmt: skip
SPACE = st.sampled_from(["", " ", "  ", "\n", "\t", "\u00a0", "\u2003"])


@st.composite
def declaration(draw: st.DrawFn) -> str:
    return draw(st.sampled_from(PROPERTIES)) + draw(SPACE) + ":" + draw(SPACE) + draw(st.sampled_from(VALUES))


@st.composite
def rule(draw: st.DrawFn) -> str:
    selector = draw(st.sampled_from([".hide", "#gone", "div.x", ".a, .b", "p", ".sr-only", "@import x; .y"]))
    body = (draw(st.sampled_from([";", "; ", ""]))).join(draw(st.lists(declaration(), max_size=4)))
    trailer = draw(st.sampled_from(["", ";", " ", "\n", ";\n"]))
    return f"{selector}{draw(SPACE)}{{{draw(SPACE)}{body}{trailer}}}"


@st.composite
def stylesheet(draw: st.DrawFn) -> str:
    parts = []
    for _ in range(draw(st.integers(0, 8))):
        kind = draw(st.sampled_from(["rule", "rule", "rule", "media", "comment", "stray"]))
        if kind == "rule":
            parts.append(draw(rule()))
        elif kind == "media":
            parts.append("@media (max-width: 600px) {" + "".join(draw(st.lists(rule(), max_size=2))) + "}")
        elif kind == "comment":
            parts.append("/* " + draw(rule()) + " */")
        else:
            parts.append(draw(st.sampled_from(["}", "{", ";", "}}", "{{"])))
    return draw(SPACE).join(parts)


@settings(max_examples=500, deadline=None)
@given(stylesheet())
def test_the_pre_check_keeps_every_selector_the_full_regex_finds(css: str) -> None:
    assert hidden_selectors(css) == every_rule_judged(css)


def test_whatever_hides_passes_the_pre_check() -> None:
    spaces = ["", " ", "\n", "\u00a0"]
    for prop, value, before, after in itertools.product(PROPERTIES, VALUES, spaces, spaces):
        for body in (f"{prop}{before}:{after}{value}", f"color:red;{prop}{before}:{after}{value};"):
            if HIDING_STYLE.search(body) is not None:
                assert extract_css._MAYBE_HIDING.search(body) is not None, body


def test_the_usual_hiding_rules_are_found() -> None:
    css = ".a{display:none} #b{ visibility : hidden } .c{left:-9999px} .d{font-size:0} .e{color:red}"
    assert hidden_selectors(css) == (frozenset({"a", "c", "d"}), frozenset({"b"}))


@settings(max_examples=500, deadline=None)
@given(st.lists(declaration(), max_size=4), st.sampled_from([";", "; ", ""]), SPACE)
def test_an_inline_style_hides_exactly_when_the_full_regex_says_so(
    declarations: list[str], joint: str, around: str
) -> None:
    style = around + joint.join(declarations) + around
    assert hides(style) == (HIDING_STYLE.search(style) is not None)
