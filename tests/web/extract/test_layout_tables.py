"""An older page laid out in a table: the story's column is its article, not the table with the columns
beside it; a thread laid out in a table's rows stays whole."""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article

STORY = [
    "The city council voted 5-2 on Tuesday night to close the Main Street bridge to traffic for at least "
    "eighteen months, after engineers reported that two of its steel supports had corroded far more than "
    "expected.",
    "Mayor Daniel Ortiz said the decision was the hardest the council had faced in his time in office. "
    '"Nobody wants to cut the town in half, but we cannot ask people to drive over a bridge our own engineers '
    'will not stand under," he said.',
    "The bridge, built in 1931, carries about 9,000 vehicles a day between the downtown business district and "
    "the neighborhoods east of the river. Drivers will be detoured to the Route 9 crossing, roughly two miles "
    "to the north, which the state has agreed to widen temporarily.",
    "Business owners on Main Street said they feared the closure would drive away customers. The council set "
    "aside $200,000 for a parking and advertising program to help the district through the closure.",
    "Repairs are expected to cost $14 million, most of it from a state infrastructure fund. Bids will be "
    "opened in July, and work could begin as soon as September, the city engineer said.",
]
TEASERS = [
    (
        "School board picks new superintendent",
        "The board chose a former principal from Marion County after a six-month search, saying she had the "
        "experience the district needs.",
    ),
    (
        "Tigers win regional title",
        "A late goal from junior striker Sam Ruiz gave the Tigers their first regional soccer title since 1994 "
        "in front of a packed home crowd.",
    ),
    (
        "Fire damages warehouse on Water Street",
        "Firefighters spent four hours on the blaze, which started in a storage room; no one was hurt, and the "
        "cause is under investigation.",
    ),
]
SIDE = "Get the Courier delivered to your door every morning for just $3 a week. Call 555-0142 today."


def _columns_page() -> str:
    """A news page of the 2000s: a masthead row, then a table row of three columns (sections and archives,
    the story in ``<font>`` with ``<br>`` between its paragraphs, teasers and notices), then a footer row."""
    sections = "".join(
        f'<a href="/{name.lower()}/">{name}</a><br>' for name in ("News", "Sports", "Business")
    )
    archives = "".join(f'<a href="/archive/2008/{m:02d}/">Month {m} 2008</a><br>' for m in range(1, 6))
    teasers = "".join(
        f'<a href="/news/{i}.html"><b>{title}</b></a><br><font size="1">{summary}</font><br><br>'
        for i, (title, summary) in enumerate(TEASERS)
    )
    story = "<br><br>\n".join(STORY)
    return f"""<html><head><title>Council votes to close Main Street bridge - The Valley Courier</title></head>
<body><table width="760" cellpadding="0" cellspacing="0" border="0">
<tr><td colspan="3"><img src="/img/masthead.gif" alt="The Valley Courier"><br>
<font size="1"><a href="/">Home</a> | <a href="/news/">News</a> | <a href="/contact/">Contact us</a></font></td></tr>
<tr>
<td width="150" valign="top"><font size="2"><b>Sections</b><br>{sections}<br><b>Archives</b><br>{archives}</font></td>
<td width="460" valign="top"><font size="3"><font size="5"><b>Council votes to close Main Street bridge</b></font><br>
<font size="2"><i>By Martha Klein, Courier staff writer</i></font><br><br>
{story}<br><br></font></td>
<td width="150" valign="top"><font size="2"><b>Top stories</b><br>{teasers}
<b>Weather</b><br>Sunny, high of 72. Winds light from the west, clear tonight.<br><br>
<b>Subscribe</b><br>{SIDE}<br></font></td>
</tr>
<tr><td colspan="3"><font size="1">Copyright 2008 The Valley Courier. <a href="/privacy/">Privacy</a></font></td></tr>
</table></body></html>"""


@pytest.mark.parametrize("extractor", ["auto", "kotoba"])
def test_an_old_table_layout_story_is_read_whole_without_the_columns_beside_it(extractor: str) -> None:
    text = extract_article(_columns_page(), extractor=extractor).text
    for paragraph in STORY:
        assert paragraph[:60] in text
    for _title, summary in TEASERS:
        assert summary[:40] not in text
    assert "Sunny, high of 72" not in text
    assert SIDE[:30] not in text


def _thread_page() -> str:
    """A forum thread laid out in a table: a row a post, the poster's cell beside the post's; the opening
    post is long, the replies short."""
    opening = " ".join(STORY)
    replies = [
        "Thanks for posting this, I drive over that bridge every morning and had no idea it was that bad.",
        "Eighteen months sounds optimistic to me. The Route 9 work took three years and ran over budget.",
    ]
    rows = "".join(
        f'<tr><td width="120" valign="top"><b>{name}</b><br>Posts: {n}</td><td valign="top">{post}</td></tr>'
        for name, n, post in zip(
            ("riverrat", "jhoward", "ellenp"), (412, 37, 5), [opening, *replies], strict=True
        )
    )
    return f"""<html><head><title>Main Street bridge closing - Valley Forums</title></head><body>
<div><a href="/">Forums</a> &gt; <a href="/local/">Local news</a></div>
<table width="100%" cellspacing="1">{rows}</table>
<div>Powered by a forum script. <a href="/rules/">Forum rules</a></div></body></html>"""


@pytest.mark.parametrize("extractor", ["auto", "kotoba"])
def test_a_thread_laid_out_in_a_tables_rows_keeps_its_replies(extractor: str) -> None:
    text = extract_article(_thread_page(), extractor=extractor).text
    assert STORY[0][:60] in text
    assert "I drive over that bridge every morning" in text
    assert "The Route 9 work took three years" in text
