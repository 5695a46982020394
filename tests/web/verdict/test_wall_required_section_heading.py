"""A reference's section headed "Authentication required" (HTTP's name for a 401, a log-in wall's heading when
it heads the page) is read: under a headline of the page's own, with no log-in form, it heads a section, as a
help page's "Sign in" step does.

HTTP's name for the stop as a heading alone, in six languages, was made a log-in wall's sentence; a short API
reference with a section so headed ("Authorization Required", "Authentifizierung erforderlich") was then
refused as a log-in wall. The page headed by it, or a log-in form under it, is still the wall.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import ReadFailed
from kotoba.web.verdict.walls import LOGIN_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

REFERENCE = (
    "Every request to the widgets API must carry an API key in the Authorization header.",
    "Keys are created in the dashboard under Settings, and each key may be limited to read-only access.",
    "A request without a key is answered with status 401 and an error body naming the missing header.",
)
HEADINGS = [
    "Authorization Required",
    "Authentifizierung erforderlich",
    "Autenticazione richiesta",
    "Autenticação necessária",
    "Wymagane uwierzytelnienie",
]


def _reference(heading: str, *, form: str = "") -> str:
    body = "".join(f"<p>{paragraph}</p>" for paragraph in REFERENCE)
    return (
        "<html><head><title>Widgets API reference</title></head><body><main><h1>Widgets API</h1>"
        f"<h2>{heading}</h2>{form}{body}</main></body></html>"
    )


# (the rules read every one; the wall model retrained at round 29's freeze refused the reference under the German
# heading, the one retrained at round 30's freeze reads it and refuses the one under the English heading, the one
# retrained at round 31's freeze refuses both: false positives kept as found until a model that reads such a
# heading as a section's is trained)
_MODEL_REFUSES = {"Authorization Required", "Authentifizierung erforderlich"}


@pytest.mark.parametrize(
    "heading",
    [
        pytest.param(
            h,
            marks=pytest.mark.xfail(
                strict=True, reason="refused as a log-in wall by the wall model of rounds 30 and 31"
            ),
        )
        if h in _MODEL_REFUSES
        else h
        for h in HEADINGS
    ],
)
def test_a_reference_section_headed_authentication_required_is_read(heading: str) -> None:
    outcome = read_html(_reference(heading), "https://docs.example/api/widgets")
    assert read_as_page(outcome, "Every request to the widgets API"), outcome


@pytest.mark.parametrize("heading", HEADINGS[:3])
def test_the_heading_over_a_log_in_form_or_as_the_headline_is_still_a_wall(heading: str) -> None:
    form = (
        "<form action='/login'><input name='user'><input type='password' name='pw'><button>Go</button></form>"
    )
    outcome = read_html(_reference(heading, form=form), "https://docs.example/api/widgets")
    assert failed_with(outcome, LOGIN_REASON), outcome
    alone = read_html(
        f"<html><head><title>{heading}</title></head><body><h1>{heading}</h1>"
        "<p>This server could not verify that you are authorized to access the document requested.</p>"
        "</body></html>"
    )
    assert isinstance(alone, ReadFailed) and failed_with(alone, LOGIN_REASON), alone
