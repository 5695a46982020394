"""Pure decisions: which tools an iteration offers, and which prompt blocks a run gets."""

from __future__ import annotations

import pytest

from kotoba.agent.budget import BUDGET_NOTE, Budget
from kotoba.agent.offer import decide, link_in_play
from kotoba.agent.prompt import LATEST_RULE, NO_SEARCH_BLOCK, SEARCH_BLOCK, system_prompt
from kotoba.agent.provenance import Provenance, urls_in
from kotoba.agent.provider import PROVIDERS, ProviderError, resolve
from kotoba.settings import Settings

ALL = ("web_search", "web_extract", "read_file", "delegate")


def _offer(provider: str = "openai", *, spent: int = 0, messages: tuple[str, ...] = ("hi",), **kw: bool):
    budget = Budget(limit=8, used=spent)
    return decide(
        provider=PROVIDERS[provider],
        web=kw.get("web", True),
        available=ALL,
        budget=budget,
        user_messages=messages,
        extract_failed=kw.get("failed", False),
        last_iteration=kw.get("last", False),
    )


@pytest.mark.parametrize(
    ("messages", "expected"),
    [
        (("see https://a.example/",), True),
        (("see HTTP://a.example/",), True),
        (("https://a.example/", "b", "c"), True),
        (("https://a.example/", "b", "c", "d"), False),
        (("ftp://a.example/", "www.a.example"), False),
        ((), False),
    ],
)
def test_link_lookback_is_three_user_messages(messages: tuple[str, ...], expected: bool) -> None:
    assert link_in_play(messages) is expected


def test_everything_on_the_table_on_openai_with_a_link() -> None:
    offer = _offer(messages=("read https://a.example/",))
    assert offer.tools == ALL and offer.max_tool_calls == 8


def test_withdrawals_and_their_reasons() -> None:
    assert "web_extract" not in _offer().tools
    assert (
        _offer(messages=("https://a.example/",), failed=True)
        .withheld["web_extract"]
        .startswith("web_extract failed")
    )
    spent = _offer(spent=8)
    assert "web_search" not in spent.tools and spent.max_tool_calls is None
    assert _offer(spent=5).max_tool_calls == 3
    assert _offer("xai").max_tool_calls is None and "web_search" in _offer("xai").tools
    assert "web_search" not in _offer("openrouter").tools
    assert "web_search" not in _offer("compatible").tools
    off = _offer(web=False, messages=("https://a.example/",))
    assert off.tools == ("read_file", "delegate")
    assert _offer(last=True).tools == ()


def test_prompt_blocks_follow_what_is_on_the_table() -> None:
    work = system_prompt(mode="work", search=True, web=True)
    assert SEARCH_BLOCK in work and LATEST_RULE in work and NO_SEARCH_BLOCK not in work
    chat = system_prompt(mode="chat", search=True, web=True)
    assert SEARCH_BLOCK in chat and LATEST_RULE not in chat
    for prompt in (
        system_prompt(mode="work", search=False, web=True),
        system_prompt(mode="work", search=False, web=False),
    ):
        assert NO_SEARCH_BLOCK in prompt and LATEST_RULE not in prompt and SEARCH_BLOCK not in prompt
    spent = system_prompt(mode="work", search=True, web=True, searching=False)
    assert SEARCH_BLOCK not in spent and LATEST_RULE not in spent and NO_SEARCH_BLOCK not in spent


def test_the_spec_wording_is_kept() -> None:
    assert "your default for any QUESTION you would otherwise answer out of your own memory" in SEARCH_BLOCK
    assert LATEST_RULE.lower().startswith(
        "when the question is about the latest / last / current / most recent"
    )
    assert LATEST_RULE.endswith(
        "do NOT put a year in the search query. Any year you'd add comes from your training, not from the "
        "question, and it silently pins the search to a stale edition."
    )
    assert BUDGET_NOTE.startswith("You've already run {n} web searches this turn — that's the limit")
    assert BUDGET_NOTE.endswith(
        "SYNTHESIZE the answer (or write the report) from the results you already have, citing the real "
        "source URLs you were given."
    )


def test_providers_resolve_with_their_own_key_and_base_url() -> None:
    keys = {"OPENAI_API_KEY": "o", "XAI_API_KEY": "x", "OPENROUTER_API_KEY": "r", "KOTOBA_API_KEY": "k"}
    settings = Settings(api_keys=keys)
    assert resolve(settings).base_url == "https://api.openai.com/v1"
    assert (
        resolve(settings.replace(openai_base_url="http://proxy.example/v1")).base_url
        == "http://proxy.example/v1"
    )
    assert resolve(settings.replace(provider="xai")).api_key == "x"
    assert resolve(settings.replace(provider="openrouter")).base_url == "https://openrouter.ai/api/v1"
    # OPENAI_BASE_URL belongs to the openai provider only
    assert (
        resolve(settings.replace(provider="xai", openai_base_url="http://p/v1")).base_url
        == "https://api.x.ai/v1"
    )
    compatible = settings.replace(provider="compatible", base_url="http://local/v1", model="m")
    assert (resolve(compatible).api_key, resolve(compatible).model) == ("k", "m")
    with pytest.raises(ProviderError, match="needs a base URL"):
        resolve(settings.replace(provider="compatible"))
    with pytest.raises(ProviderError, match="needs a model"):
        resolve(settings.replace(provider="compatible", base_url="http://local/v1"))
    with pytest.raises(ProviderError, match="unknown provider 'nope'"):
        resolve(settings.replace(provider="nope"))
    assert [p.name for p in PROVIDERS.values() if p.max_tool_calls] == ["openai"]


@pytest.mark.parametrize(
    ("text", "urls"),
    [
        ("see https://a.example/x.", ["https://a.example/x"]),
        ("(see https://a.example/x)", ["https://a.example/x"]),
        ("[docs](https://a.example/docs), then", ["https://a.example/docs"]),
        ("https://en.wikipedia.org/wiki/Foo_(bar) is it", ["https://en.wikipedia.org/wiki/Foo_(bar)"]),
        (
            "two: http://a.example/1?x=1&y=2 and <https://b.example/2>",
            ["http://a.example/1?x=1&y=2", "https://b.example/2"],
        ),
        ("no links here, www.a.example", []),
    ],
)
def test_urls_in_messages(text: str, urls: list[str]) -> None:
    assert urls_in(text) == urls


def test_provenance_matches_the_same_url_loosely_but_not_another() -> None:
    known = Provenance(["read https://A.example/Page/ please"])
    assert known.allows("https://a.example/Page")
    assert known.allows("https://a.example/Page/#section")
    assert not known.allows("https://a.example/page")  # paths are case-sensitive
    assert not known.allows("https://a.example/Page?id=2")
    assert not known.allows("https://evil.example/Page/")
    known.add_url("https://found.example/result")
    assert known.allows("https://found.example/result/")
