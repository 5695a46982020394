"""A page's "Was this page useful?" box opens furniture, as "Related stories" does after a story.

GOV.UK's pages, and the service and help pages built on its design system or after it, close with a
feedback box: a heading asking "Is this page useful?" (or "Was this article helpful?", "Did you find what you
were looking for?"), Yes and No buttons and a "Report a problem" link. The rule pass kept its heading and
link under the page's last table. The heading names the box, as a related-stories heading names that
section. The page is written for this test in the shape GOV.UK's templates give a service page; the read goes
through a real HTTP server on loopback, through the allow-list.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from kotoba.web.extract.rules import SECTION_HEADINGS
from tests.support.served import shown_served

STEPS = [
    "You need a mooring permit to leave a boat on a harbour mooring for more than 24 hours. The permit "
    "lasts twelve months and is tied to one boat and one mooring.",
    "Apply at least ten working days before you want to moor. You will need the boat's registration, its "
    "length, and proof of third-party insurance for at least two million pounds.",
]
FEES = "".join(
    f"<tr class='govuk-table__row'><td class='govuk-table__cell'>{band}</td>"
    f"<td class='govuk-table__cell'>{fee}</td></tr>"
    for band, fee in [("Boats under 6 m", "£310 a year"), ("Boats 6 m to 9 m", "£480 a year")]
)
MENU = "".join(f"<li><a href='/topic/{i}'>Topic number {i}</a></li>" for i in range(8))
# The site's footer, as long as a council's: a page this size is not read whole, as a small one is.
FOOTER = (
    "<footer class='govuk-footer' role='contentinfo'><ul class='govuk-footer__inline-list'>"
    "<li><a href='/accessibility'>Accessibility statement</a></li><li><a href='/cookies'>Cookies</a></li></ul>"
    "<span class='govuk-footer__licence-description'>All content is available under the Open Government "
    "Licence v3.0, except where otherwise stated</span></footer><div class='footer-links' role='navigation'>"
    + "".join(
        f"<div class='footer-col'><h4>{title}</h4><ul>"
        + "".join(f"<li><a href='/f/{i}'>{title} page {i}</a></li>" for i in range(5))
        + "</ul></div>"
        for title in ("About the council", "Help and support", "Legal notices", "Follow the council")
    )
    + "</div>"
)


def _service(question: str) -> str:
    return (
        "<html><head><title>Apply for a mooring permit - GOV.UK</title></head><body><header class='govuk-header'>"
        f"<ul>{MENU}</ul></header><div class='govuk-width-container'><main class='govuk-main-wrapper' id='main'>"
        "<div class='govuk-grid-row'><div class='govuk-grid-column-two-thirds'><h1 class='govuk-heading-l'>"
        "Apply for a mooring permit</h1>"
        + "".join(f"<p class='govuk-body'>{step}</p>" for step in STEPS)
        + "<h2 class='govuk-heading-m'>Fees</h2><table class='govuk-table'><thead><tr><th>Boat length</th>"
        f"<th>Fee</th></tr></thead><tbody>{FEES}</tbody></table>"
        f"<div class='app-feedback'><h2 class='govuk-heading-s'>{question}</h2><button>Yes</button>"
        "<button>No</button><a href='/report-a-problem'>Report a problem with this page</a></div></div></div>"
        f"</main></div>{FOOTER}</body></html>"
    )


@pytest.mark.parametrize(
    "question", ["Is this page useful?", "Was this page useful?", "Did you find what you were looking for?"]
)
def test_the_feedback_box_goes_and_the_page_stays(question: str) -> None:
    text = extract_article(_service(question), url="https://www.gov.example/mooring-permit").text
    assert all(step in text for step in STEPS) and "£480 a year" in text
    assert question not in text and "Report a problem" not in text


@pytest.mark.parametrize("heading", ["Was this the right call?", "Useful links for boat owners"])
def test_other_questions_open_no_furniture(heading: str) -> None:
    assert not SECTION_HEADINGS.match(heading)


async def test_the_model_is_shown_the_service_alone() -> None:
    shown = await shown_served(_service("Is this page useful?"), "/mooring-permit")
    assert STEPS[1] in shown and "Report a problem" not in shown
