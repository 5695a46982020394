"""Where a "registered users only" box counts: anywhere in what the page says of its own, as all a forum's or
a magazine's page shows a guest in its article's place.

The log-in rules read a wall's sentence where the page opens (its first sentences of prose). A site whose
header says something of its own — its description in a plain block, a forum engine's greeting to every guest
("Уважаемый посетитель, Вы зашли на сайт как незарегистрированный пользователь…") —, or whose page puts its
ways in first, pushes the box ("Этот материал доступен только зарегистрированным пользователям", "Ta treść
jest dostępna tylko dla zalogowanych użytkowników", "Konten ini hanya untuk pengguna terdaftar", phpBB's "The
board requires you to be registered and logged in to view this forum":
:data:`~kotoba.web.verdict.walls_rules.REGISTERED_ONLY_SAID`) past that opening, and the page was read as an
article of one sentence. The box names the content it stands in for, so where it stands matters less than how
much else the page says, which the rules still measure: a whole article beside the box is read. The site's
chrome (its navigation, asides, header and footer) is not the page's own, and an index naming one closed
section among its entries (a forum's board list) is the index.
"""

from __future__ import annotations

from collections.abc import Callable

from kotoba.web.verdict.walls_exempt import INDEX_ENTRIES, index_entries
from kotoba.web.verdict.walls_markup import page_own
from kotoba.web.verdict.walls_rules import REGISTERED_ONLY_SAID


def registered_box(prose: list[str], markup: str, states: Callable[[str], bool]) -> bool:
    """Whether a piece of the page's own ``prose`` (the site's chrome set aside) is a "registered users only"
    box that ``states`` reads as told, on a page that is no index of its own (fewer than
    :data:`~kotoba.web.verdict.walls_exempt.INDEX_ENTRIES` entries outside its chrome)."""
    if not any(REGISTERED_ONLY_SAID.search(piece) is not None and states(piece) for piece in prose):
        return False
    return not markup or index_entries(page_own(markup)) < INDEX_ENTRIES
