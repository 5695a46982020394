"""Written pages in a site's or an app's chrome, for the wall tests that serve a page to the read path.

A wall's own part is often one message (a heading, a sentence, one way on) standing in the same navigation,
sidebar and footer as every other page of its site; what the judge has to tell apart is that part, not the
chrome. The tests build many such pages in many languages, so the page's frame is built here once: the
document's head (its language and title), the chrome around the content, and the one message itself.
"""

from __future__ import annotations

from dataclasses import dataclass


def wrapped(element: str, inner: str) -> str:
    """``inner`` inside ``element``, written as its opening tag's contents ("div class='box'")."""
    return f"<{element}>{inner}</{element.split()[0]}>"


@dataclass(frozen=True)
class Chrome:
    """A site's chrome: its header and navigation above the content, its sidebar beside it, its footer below.
    ``content`` is the element holding the page's own part; ``frame``, where given, the element holding the
    sidebar and the content together (an admin theme's wrapper)."""

    top: str = ""
    aside: str = ""
    end: str = ""
    content: str = "main"
    frame: str = ""

    def around(self, own: str) -> str:
        """The body of a page whose own part is ``own``, in this chrome."""
        middle = self.aside + wrapped(self.content, own)
        return self.top + (wrapped(self.frame, middle) if self.frame else middle) + self.end


def chrome_page(
    own: str, *, title: str = "Acme", lang: str | None = "en", chrome: Chrome | None = None
) -> str:
    """A whole HTML document in ``lang`` (no language said for ``None``) titled ``title``, whose body is
    ``own`` in ``chrome`` — or ``own`` alone, a view served without its site's layout."""
    opening = f"<html lang='{lang}'>" if lang else "<html>"
    body = chrome.around(own) if chrome else own
    return (
        f"<!DOCTYPE html>{opening}<head><meta charset=utf-8><title>{title}</title></head>"
        f"<body>{body}</body></html>"
    )


def one_message(
    heading: str,
    message: str,
    way_on: str = "",
    href: str = "/",
    *,
    box: str = "div class='container'",
    level: int = 1,
    button: str = "btn btn-primary",
) -> str:
    """A page's own part that says one thing: a heading, its one message and at most one way on (a link
    labelled ``way_on``, drawn as a button of the classes ``button`` names, a plain link for none), inside
    ``box`` (an element as its opening tag's contents; the bare lines for none)."""
    drawn = f" class='{button}'" if button else ""
    link = f"<a{drawn} href='{href}'>{way_on}</a>" if way_on else ""
    lines = f"<h{level}>{heading}</h{level}><p>{message}</p>{link}"
    return wrapped(box, lines) if box else lines
