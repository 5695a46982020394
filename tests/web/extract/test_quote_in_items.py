"""A quote inside a thread's list of posts keeps its marks in line, whether the post's first line was
left out or a line inside the post was.

Some forums set a thread as an ordered list, a post to an item: its date line, the poster's title, the
post's words in a block quote. Where the first item's date was trimmed, its lines were set back to the
margin so as not to read as code, but the quote mark between the quote's paragraphs was left indented
("   >"), which closes the quote; and where a line inside a later item was left out (a "Read more"), that
item's quote was set back to the margin as if its marker had gone too, which takes it out of the item. The
pages are written for these tests in the shape such a forum gives; the read goes through a real HTTP
server on loopback.
"""

from __future__ import annotations

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

POSTS = [
    "What do you pay attention to when you are about to buy a web hosting service for a small shop, and does "
    "the place where the servers stand matter to you at all?",
    "I have read the reviews of a dozen hosts and they all promise the same uptime, the same support and the "
    "same prices, so I would like to hear how the people here choose.",
    "Confidence that the chosen supplier will give good service, little downtime and good support after the "
    "sale; the location is a close second, because I want my data kept in the country.",
    "Price matters too, but it is not the whole story: a cheap host that goes down on the busiest day of the "
    "year costs far more than it saved over the months before.",
]


def _page() -> str:
    return (
        "<html><head><title>What matters in a host</title></head><body>"
        "<nav><a href='/'>Forums</a> <a href='/new'>New posts</a></nav>"
        "<main><h1>What matters in a host</h1><ol class='posts'>"
        "<li class='post'><div class='date'>11-29-2024, 01:50 PM</div>"
        f"<blockquote class='message'><p>{POSTS[0]}</p><p>{POSTS[1]}</p></blockquote></li>"
        "<li class='post'><div class='date'>11-29-2024, 02:43 PM <a href='#post2'>#2</a></div>"
        "<div class='title'>Junior Guru Wannabe</div><div class='more'>Read more</div>"
        f"<blockquote class='message'><p>{POSTS[2]}</p><p>{POSTS[3]}</p></blockquote></li>"
        "</ol></main><footer><p>© Hosting Talk</p></footer></body></html>"
    )


def _quoted(text: str) -> list[str]:
    """The lines of ``text`` that hold a quote mark, as written."""
    return [line for line in text.splitlines() if line.lstrip().startswith(">")]


def test_a_set_back_quote_keeps_its_marks_at_the_margin() -> None:
    text = extract_article(_page(), format="markdown").text
    first = _quoted(text.split("Junior Guru Wannabe")[0])
    assert first == [f"> {POSTS[0]}", ">", f"> {POSTS[1]}"]


def test_a_quote_under_a_shown_marker_stays_in_its_item() -> None:
    text = extract_article(_page(), format="markdown").text
    assert "2. 11-29-2024, 02:43 PM" in text
    second = _quoted(text.split("Junior Guru Wannabe")[1])
    assert second == [f"   > {POSTS[2]}", "   >", f"   > {POSTS[3]}"]


async def test_the_model_is_shown_the_quotes_in_line() -> None:
    shown = await shown_served(_page(), "/threads/host")
    assert f"\n>\n> {POSTS[1]}" in shown and f"\n   >\n   > {POSTS[3]}" in shown
