"""The two sentence cuts the judges share (:mod:`kotoba.web.verdict.message`): the block-page judge and the
welcome-back landing count a page's lines by :func:`sentences_of`, and a wall's sentence is read in its own
sentence by :func:`sentence_around`. They differ on purpose, and these cases pin where."""

from __future__ import annotations

import pytest

from kotoba.web.verdict.message import sentence_around, sentences_of


@pytest.mark.parametrize(
    "text, expected",
    [
        pytest.param("Welcome back! Log in below.", ["Welcome back!", "Log in below."], id="spaced-stops"),
        pytest.param("Log in\n\n\nor join", ["Log in", "or join"], id="line-break-run"),
        pytest.param("Visit example.com today", ["Visit example.com today"], id="unspaced-stop-no-cut"),
        pytest.param("请登录。 立即注册", ["请登录。", "立即注册"], id="ideographic-stop-spaced"),
        pytest.param("请登录。立即注册", ["请登录。立即注册"], id="ideographic-stop-unspaced-no-cut"),
        pytest.param("- Log in.\n", ["- Log in.", ""], id="marks-and-empty-kept"),
    ],
)
def test_sentences_of_cuts_at_spaced_stops_and_line_breaks(text: str, expected: list[str]) -> None:
    assert sentences_of(text) == expected


@pytest.mark.parametrize(
    "text, needle, reach, expected",
    [
        pytest.param(
            "Read on. You must be logged in to comment. Thanks",
            "logged in",
            200,
            " You must be logged in to comment.",
            id="between-stops",
        ),
        pytest.param(
            "Go to example.com and log in to comment",
            "log in",
            200,
            "com and log in to comment",
            id="unspaced-stop-bounds",
        ),
        pytest.param("abcdefghij log in", "log in", 5, "ghij log in", id="reach-without-stop"),
        pytest.param("先に登録。ログインしてください。次へ", "ログイン", 50, "ログインしてください。", id="ideographic"),
        pytest.param("Header\nPlease log in\nFooter", "log in", 50, "Please log in\n", id="line-breaks"),
    ],
)
def test_sentence_around_reads_the_sentence_holding_the_match(
    text: str, needle: str, reach: int, expected: str
) -> None:
    start = text.index(needle)
    assert sentence_around(text, start, start + len(needle), reach) == expected
