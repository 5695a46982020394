"""A platform's wall sentence that a help page works into a sentence of its own is read as the help page:
WordPress's German password notice is a wall where it is said as the notice, a sentence ending there
("Dieser Inhalt ist passwortgeschützt."), as the English rule asks for the form's whole wording (the notice
itself is still a wall: test_wall_r26_platforms.py)."""

from __future__ import annotations

from tests.web.verdict.walls.corpus import read_as_page, read_html


def test_a_help_page_working_the_german_password_notice_into_its_sentence_is_read() -> None:
    help_page = (
        "<html><head><title>Hilfe</title></head><body><main><h1>Passwortgeschützte Beiträge</h1>"
        "<p>Setzt du ein Passwort, zeigt WordPress statt des Beitrags ein Formular. Dieser Inhalt ist "
        "passwortgeschützt, steht dann über dem Feld.</p></main></body></html>"
    )
    assert read_as_page(read_html(help_page), "Formular")
