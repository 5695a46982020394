"""What a page's inline scripts write, read as a wall's message: the strings found, and no stall on markup
built to make a scan of it quadratic (thousands of ``<script>`` tags that never close)."""

from __future__ import annotations

import time

from kotoba.web.verdict.scripted import SCRIPTS_READ, written_lines
from kotoba.web.verdict.walls import judge_walls


def test_the_strings_a_script_writes_are_read_whatever_the_tags_case() -> None:
    markup = (
        '<script>gate.innerHTML = "You must be <b>18</b> or older to enter"</script>'
        "<SCRIPT type='text/javascript'>document.write('Are you of legal drinking age?')</Script >"
        '<script>console.log("not written into the page")</script>'
    )
    assert written_lines(markup) == ["You must be 18 or older to enter", "Are you of legal drinking age?"]


def test_an_unclosed_script_ends_the_search_and_only_the_first_scripts_are_read() -> None:
    closed = "".join(f'<script>el.textContent = "line {n}"</script>' for n in range(SCRIPTS_READ + 5))
    assert written_lines(closed) == [f"line {n}" for n in range(SCRIPTS_READ)]
    unclosed = (
        '<script>el.textContent = "first"</script><script>var a = 1;<p>text</p><script>x.innerHTML = "late"'
    )
    assert written_lines(unclosed) == ["first"]


def test_thousands_of_unclosed_script_tags_do_not_stall_the_judge() -> None:
    # Matching each opening tag lazily to a close that never comes scans the rest of the page once per tag:
    # 12,000 tags (93 KB) took over ten seconds in the wall judge, in a thread no deadline can stop.
    markup = "<html><head><title>Hi</title></head><body>" + "<script>" * 12_000 + "</body></html>"
    started = time.thread_time()  # the read's own work: a busy machine stretches the wall clock, not this
    assert written_lines(markup) == []
    judge_walls(article="", markup=markup, url="https://example.org/", status=200)
    assert time.thread_time() - started < 2.0  # a bound far above a linear scan's milliseconds


def test_jquery_s_insertions_and_a_message_variable_are_read_and_other_strings_are_not() -> None:
    # looked at: a content warning kept in "var message = …" and appended to the body by jQuery
    markup = (
        "<script>$(function () { var message = 'This page should only be viewed by readers over 18.';"
        "$('body').append('<div class=\"warn\"><p>' + message + '</p><a href=\"#go\">Continue</a></div>');"
        '$("#note").text("Saved");  var total = "42"; console.log("ready"); });</script>'
    )
    # (the appended markup's own literal holds tags only; the log line and the number are no message)
    assert written_lines(markup) == ["This page should only be viewed by readers over 18.", "Saved"]


def test_a_script_drawn_age_warning_appended_by_jquery_is_an_age_gate() -> None:
    markup = (
        "<style>.warn{position:fixed}</style><script>$(document).ready(function () {"
        ' var message = "You must be 18 or older to view this page.";'
        " $('body').append('<div class=\"warn\"><p>' + message + '</p><p><a href=\"#continue\">Continue</a> or"
        ' <a href="/">Leave</a></p></div>\'); });</script>'
    )
    wall = judge_walls(article="", markup=markup, url="https://gallery.example/warning.html", status=200)
    assert wall is not None and wall.kind == "age"


def test_a_dialog_followed_by_a_long_run_of_spaces_does_not_stall_the_judge() -> None:
    # Spaces after a dialog's ")" could be split between the run before an optional ";" and the run after it
    # in every way: 16 KB of them in one script took 12 s to extract, in a thread no deadline can stop.
    script = "<script>" + "".join('alert("Members only")' + " " * 16_000 + "y;" for _ in range(3)) + "</script>"
    markup = "<html><head><title>Hi</title></head><body>" + script + "</body></html>"
    started = time.thread_time()  # the read's own work: a busy machine stretches the wall clock, not this
    assert written_lines(markup) == []
    assert time.thread_time() - started < 1.0  # a bound far above a linear scan's 15 milliseconds
    told = '<script>alert("Please log in first.")  ;\n  location.href = "/login";</script>'
    assert written_lines(told) == ["Please log in first."]


def test_a_page_s_own_written_word_is_read_and_only_a_dialog_s_icon_name_is_dropped() -> None:
    # A one-word line the page writes ("Error") is its message; "error" as a SweetAlert icon is not.
    assert written_lines("<script>document.write('Error');document.write('Warning')</script>") == [
        "Error",
        "Warning",
    ]
    dialog = "<script>Swal.fire({icon: 'error', title: 'Access denied', text: 'Log in to continue'})</script>"
    assert "error" not in [line.lower() for line in written_lines(dialog)]
    assert "Access denied" in written_lines(dialog)
