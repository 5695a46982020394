"""A block's parent element: the one cut() found, else the tree's, read alike wherever the features ask."""

from __future__ import annotations

from lxml import html as lxml_html  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract.blocks import Block, cut


def test_a_blocks_parent_is_the_one_cut_found_else_the_trees() -> None:
    body = lxml_html.fromstring("<div><section><p>One paragraph of words.</p></section><p>Two.</p></div>")
    blocks = cut(body)
    assert blocks and all(block.parent_element is block.element.getparent() for block in blocks)
    paragraph = body.find(".//p")
    assert Block(paragraph).parent_element is paragraph.getparent()  # not known: asked of the tree
    assert Block(paragraph, parent=body).parent_element is body  # known: taken as found
    assert Block(body.getroottree().getroot()).parent_element is None  # the root has none
