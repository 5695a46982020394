"""Genuine pages that carry the words of the walls' newest rules, on pages written for these tests (not the
corpus's): each rule's sentence said of something the page is not holding back, or said not to hold, beside a
wall the same rule rightly reads, so each mend keeps the class it narrows:

- the reader's IP address said NOT to be blocked ("Su dirección IP no está bloqueada.", an address checker's
  result, in Spanish, Portuguese, Italian and Polish) is no refusal, where "… ha sido bloqueada." is
  (:mod:`kotoba.web.verdict.walls_ip_refused`).
"""

from __future__ import annotations

import pytest

from kotoba.web.verdict.walls import GEO_REASON
from tests.support.chrome_pages import chrome_page, one_message
from tests.web.verdict.walls.corpus import card, failed_with, read_as_page, read_html

# (language, an address checker's result saying the reader's address is not blocked, its next line)
IP_NOT_BLOCKED = [
    (
        "es",
        "Su dirección IP no está bloqueada en nuestra red.",
        "Puede usar todos los servicios con normalidad.",
    ),
    ("es", "Tu dirección IP no ha sido bloqueada.", "Puedes usar todos los servicios con normalidad."),
    ("pt", "Seu endereço IP não está bloqueado.", "Você pode usar todos os serviços normalmente."),
    ("it", "Il tuo indirizzo IP non è bloccato.", "Puoi usare tutti i servizi normalmente."),
    ("it", "Il tuo indirizzo IP non è stato bloccato.", "Puoi usare tutti i servizi normalmente."),
    ("pl", "Twój adres IP nie jest zablokowany.", "Możesz normalnie korzystać ze wszystkich usług."),
    ("pl", "Twój adres IP nie został zablokowany.", "Możesz normalnie korzystać ze wszystkich usług."),
]


@pytest.mark.parametrize(("lang", "result", "next_line"), IP_NOT_BLOCKED)
def test_an_address_checkers_result_that_the_address_is_not_blocked_is_read(
    lang: str, result: str, next_line: str
) -> None:
    page = card("IP check", "IP check", [result, next_line], "OK")
    assert read_as_page(read_html(page, "https://status.example/ip-check"), next_line[:12])


# (the same sentences, the refusal said: still a geo block)
IP_BLOCKED = [
    ("es", "Su dirección IP ha sido bloqueada."),
    ("pt", "Seu endereço IP foi bloqueado."),
    ("it", "Il tuo indirizzo IP è stato bloccato."),
    ("pl", "Twój adres IP został zablokowany."),
]


@pytest.mark.parametrize(("lang", "line"), IP_BLOCKED)
def test_the_readers_ip_address_said_blocked_is_still_a_geo_block(lang: str, line: str) -> None:
    page = chrome_page(one_message("403", line), title="403", lang=lang)
    assert failed_with(read_html(page, "https://site.example/blocked"), GEO_REASON)
