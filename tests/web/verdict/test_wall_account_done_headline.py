"""The page after an account step went through is exempt from the log-in and pay verdicts only where its
headline *is* that notice ("Your password has been changed successfully."), not where a story's headline
speaks of such a step: a paywalled news story headed "Your password was changed overnight? You are not
alone" is a paywall still, and its reader must be told so."""

from __future__ import annotations

import pytest

from kotoba.web.verdict.walls_account_done import account_step_done
from tests.web.verdict.walls.corpus import read_html


def _paywalled_story(headline: str) -> str:
    return (
        f"<html><head><title>{headline} | The Daily Ledger</title></head><body><article><h1>{headline}</h1>"
        "<p>By Ann Reporter, 4 March 2026</p>"
        "<p>Thousands of readers woke on Tuesday to an alert from their bank that their login details had been "
        "altered overnight, in what investigators now believe was a coordinated attack on a payments provider."
        "</p><div class='paywall'><h2>Subscribe to continue reading</h2><p>This article is for subscribers "
        "only. Subscribe now for $1 a week to keep reading.</p><a href='/subscribe'>Subscribe</a> "
        "<a href='/login'>Log in</a></div></article></body></html>"
    )


STORY_HEADLINES = [
    "Your password was changed overnight? You are not alone",
    "Email address confirmed as source of leak",
    "Voter registration is complete, officials say",
    "Account verified: how the fake profile fooled thousands",
]


@pytest.mark.parametrize("headline", STORY_HEADLINES)
def test_a_paywalled_story_headed_with_an_account_step_keeps_its_paywall_note(headline: str) -> None:
    assert read_html(_paywalled_story("Bank customers targeted overnight")).wall == "paywall"  # type: ignore[union-attr]
    outcome = read_html(_paywalled_story(headline))
    assert outcome.wall == "paywall"  # type: ignore[union-attr]


@pytest.mark.parametrize("headline", STORY_HEADLINES)
def test_a_storys_headline_is_no_account_notice(headline: str) -> None:
    assert not account_step_done(f"{headline} | The Daily Ledger", [headline], [])


NOTICES = [
    "Password changed | Example",
    "Success! Your password has been changed.",
    "Congratulations, your account has been activated!",
    "Thanks for verifying your email address!",
    "Thank you for confirming your subscription",
    "You're subscribed!",
    "La tua password è stata modificata con successo.",
    "Sua senha foi alterada com sucesso",
    "Ваш пароль успешно изменён",
    "Ваша подписка подтверждена",
    "Your email has been verified - Example",
]


@pytest.mark.parametrize("notice", NOTICES)
def test_a_notice_headline_is_an_account_step_done(notice: str) -> None:
    assert account_step_done(notice, [], [])


LOG_OUT_STORIES = [
    "Why you've been logged out of Gmail, and what to do",
    "You have been logged out of Netflix? Here is why",
]


@pytest.mark.parametrize("headline", LOG_OUT_STORIES)
def test_a_paywalled_story_headed_with_a_log_out_keeps_its_paywall_note(headline: str) -> None:
    outcome = read_html(_paywalled_story(headline))
    assert outcome.wall == "paywall"  # type: ignore[union-attr]


LOG_OUT_NOTICES = [
    "You have been logged out successfully.",
    "You are now logged out of your account.",
    "Sie wurden erfolgreich abgemeldet.",
    "Вы успешно вышли из системы",
    "Has cerrado sesión correctamente",
]


@pytest.mark.parametrize("notice", LOG_OUT_NOTICES)
def test_a_log_out_notice_headline_is_an_account_step_done(notice: str) -> None:
    assert account_step_done(notice, [], [], "Please log in to continue.")
