"""The list of sources an article cites, closing it under "References" or "Sources", is its apparatus, not its
prose: it goes from its heading to the end, however long.

A blog post or an explainer that cites studies ends with a heading and a list of citations (authors, title,
journal, year, address). The closing-section cut stops at a few hundred characters, so a list of a dozen
citations stayed. Under such a heading every line is a list item or a citation's length; a section so
titled that goes on in paragraphs ("Sources" over an account of where the reporting came from) is the
article's, and stays, and so does a heading of that name in the middle of the article. The page is written
for these tests in the shape such posts give.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article

STORY = [
    "Precision psychiatry asks which treatment will help which patient before the first prescription is written, "
    "rather than after months of trying one drug and then another until something works for the person.",
    "Blood tests that measure how quickly a patient breaks down a drug are already used in some clinics, and the "
    "first studies suggest that choosing a dose from them shortens the time to a working treatment.",
    "Brain imaging is the other hope. It is not yet part of routine care, but it is used to rule out other causes "
    "of a patient's symptoms, and a few trials are testing whether it can predict who will respond.",
    "None of this replaces the conversation between a patient and a psychiatrist; what it may do is make the "
    "first choice of treatment a better one more often, and spare patients some of the months of waiting.",
]
CITATIONS = [
    "Niculescu AB. Precise, personalized and preventive psychiatry. Psychiatric News. 2024;59(12):1-4.",
    "Vogel AC, Black KJ. Brain imaging in routine psychiatric practice. Mo Med. 2024;121(1):37-43.",
    "Lee RA, Jung ME. Evaluation of a mental health app on university students: pilot trial. 2018;5(1):e2.",
]
HISTORY = (
    "Our reporting drew on interviews with eleven psychiatrists at four hospitals, on the published trials "
    "listed in the journal's registry, and on the records of two clinics that shared anonymised figures with us "
    "on the condition that neither clinic be named; where a figure came from one clinic alone, we say so above."
)


def _page(closing: str) -> str:
    body = "".join(f"<p>{words}</p>" for words in STORY)
    return (
        "<html><head><title>Precision psychiatry</title></head><body>"
        "<nav><a href='/'>Home</a> <a href='/blog'>Blog</a></nav>"
        f"<article><h1>Precision psychiatry</h1>{body}{closing}</article>"
        "<footer><p>The Psychiatry Blog</p></footer></body></html>"
    )


@pytest.mark.parametrize("heading", ["<h2>References</h2>", "<h3>Sources</h3>", "<p>Works cited:</p>"])
@pytest.mark.parametrize("shape", ["list", "paragraphs"])
@pytest.mark.parametrize("fmt", ["markdown", "text"])
def test_a_closing_list_of_references_goes(heading: str, shape: str, fmt: str) -> None:
    if shape == "list":
        cited = "<ol>" + "".join(f"<li>{c}</li>" for c in CITATIONS) + "</ol>"
    else:
        cited = "".join(f"<p>{c}</p>" for c in CITATIONS)
    text = extract_article(_page(heading + cited), format=fmt).text
    assert STORY[0] in text and STORY[-1] in text
    assert "Brain imaging in routine psychiatric practice" not in text


@pytest.mark.parametrize("fmt", ["markdown", "text"])
def test_a_section_so_titled_in_paragraphs_stays(fmt: str) -> None:
    text = extract_article(_page(f"<h3>Sources</h3><p>{HISTORY}</p>"), format=fmt).text
    assert "Our reporting drew on interviews with eleven psychiatrists" in text


@pytest.mark.parametrize("fmt", ["markdown", "text"])
def test_a_references_heading_before_more_of_the_story_stays(fmt: str) -> None:
    cited = "<ul>" + "".join(f"<li>{c}</li>" for c in CITATIONS) + "</ul>"
    closing = f"<h2>References</h2>{cited}<h2>What comes next</h2><p>{HISTORY}</p>"
    text = extract_article(_page(closing), format=fmt).text
    assert "Brain imaging in routine psychiatric practice" in text
    assert "Our reporting drew on interviews" in text
