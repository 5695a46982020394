"""What the real verification and block pages carry, vendor by vendor, as data.

Read by :mod:`kotoba.web.verdict.blockpage`. Three strengths, because most vendors' marks also sit on
the pages they let through:

``STRONG``
    Marks only a challenge or a refusal carries: a challenge script's path, a header the vendor sets only
    when it challenges, the ids of its error template, the sentence of its block page. One decides, at any
    page size (a sentence of the page's text where it is the page's message: see ``blockpage``).
``PRESENCE``
    Marks the vendor sets on every page it fronts (a bot-manager cookie, a sensor script, a captcha widget
    on a contact form). They name the vendor and decide only with an error status, or over a page that has
    no text of its own.
``WEAK``
    Words a block page says ("access denied", "enable JavaScript", "captcha"). They decide only on a short
    page, and only where they are the page's message rather than an aside (see ``blockpage``).

Ordinary words ("security check", "access") are in none of them: a news brief about airport security
checks is a page to read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from kotoba.web.verdict.alternation import top_level_branches

Where = Literal["header", "cookie", "markup", "title", "text"]

# How a rule's vendor and kind read in a reason: "the site served a verification/block page (<label>) …".
DISPLAY = {"PerimeterX": "PerimeterX/HUMAN", "Imperva": "Imperva/Incapsula"}


@dataclass(frozen=True)
class Rule:
    """One mark: where it is looked for, the pattern, and whose it is.

    ``header`` rules name the header (lower case) in ``header`` and match its value; ``cookie`` rules match
    the names of the cookies the response sets. ``with_presence`` makes the rule count only when a
    presence mark of the same vendor is also there (a title such as "Just a moment..." is Cloudflare's
    only on a Cloudflare-fronted site). A ``plumbing`` presence mark is the site's CDN or host rather than a
    bot defence: it names a block page found by other signals, but an empty page or an error status behind
    it is most often the site's own.
    """

    vendor: str
    kind: str
    where: Where
    pattern: re.Pattern[str]
    header: str = ""
    with_presence: bool = False
    plumbing: bool = False
    needles: tuple[str, ...] = ()
    """Literal text one of which any match contains (lower case for a ``text`` rule, looked for in the
    lower-cased text): where none is there, the pattern is not run."""


def _rule(vendor: str, kind: str, where: Where, pattern: str, **options: object) -> Rule:
    # Markup is matched as written (vendors' templates do not vary in case), which lets a literal search
    # skip the pattern on pages that cannot match: 90 patterns over a large page's markup cost 300 ms
    # case-blind, and a few milliseconds this way.
    if where == "markup":
        flags = re.DOTALL
        options["needles"] = _needles(pattern)
    else:
        flags = re.IGNORECASE | re.DOTALL
        if where == "text":  # looked for in the lower-cased text, so an article's length costs little
            options.setdefault("needles", tuple(needle.lower() for needle in _needles(pattern)))
    return Rule(vendor, kind, where, re.compile(pattern, flags), **options)  # type: ignore[arg-type]


def _needles(pattern: str) -> tuple[str, ...]:
    """The literal start of each top-level branch of ``pattern``
    (:func:`~kotoba.web.verdict.alternation.top_level_branches`, the walls' cut too), or () when a branch has
    none to speak of."""
    needles = tuple(_literal_start(branch) for branch in top_level_branches(pattern))
    return needles if all(len(n) >= 4 for n in needles) else ()


def _literal_start(branch: str) -> str:
    literal: list[str] = []
    i = 0
    while i < len(branch):
        char = branch[i]
        if char == "\\" and i + 1 < len(branch):
            following = branch[i + 1]
            if following == "b":  # a word boundary matches no text
                i += 2
                continue
            if following.isalnum():  # a class such as \d or \s: the literal ends here
                break
            char, i = following, i + 1
        elif char in ".^$()[]|":
            break
        elif char in "?*{":  # the character before is optional
            literal = literal[:-1]
            break
        elif char == "+":
            break
        literal.append(char)
        i += 1
    return "".join(literal)


# Statuses vendors answer a challenge or a refusal with (AWS WAF: 202 and 405; LinkedIn: 999).
CHALLENGE_STATUSES = frozenset({202, 401, 403, 405, 406, 429, 503, 999})

STRONG: tuple[Rule, ...] = (
    # Cloudflare: every generation of its interstitial, and its refusals (1006-1010, 1012, 1020).
    _rule("Cloudflare", "challenge", "header", r"^challenge$", header="cf-mitigated"),
    _rule(
        "Cloudflare",
        "challenge",
        "markup",
        r"window\._cf_chl_opt|/cdn-cgi/challenge-platform/\S*orchestrate|name=\"jschl_vc\"|id=\"challenge-form\""
        r"|__cf_chl_(?:captcha|jschl|managed|rt|f)_tk__|data-translate=\"(?:managed_)?challenge_headline\""
        r"|data-translate=\"checking_browser\"|cf-captcha-container|/cdn-cgi/l/chk_(?:jschl|captcha)",
    ),
    _rule(
        "Cloudflare",
        "block",
        "markup",
        r"data-translate=\"block_headline\"|class=\"cf-error-code\">10(?:0[6-9]|1[02])",
    ),
    _rule(
        "Cloudflare",
        "block",
        "text",
        r"\bError (?:10(?:0[6-9]|1[02]|20))\b.{0,200}Cloudflare|error code: 1020",
    ),
    _rule("Cloudflare", "challenge", "title", r"^(?:Attention Required!|Please Wait\.\.\.) \| Cloudflare$"),
    _rule("Cloudflare", "block", "title", r"^Access denied \| .{1,200} used Cloudflare to restrict access$"),
    _rule("Cloudflare", "challenge", "title", r"^Just a moment(?:\.\.\.|…)?$", with_presence=True),
    _rule(
        "Cloudflare",
        "challenge",
        "text",
        r"DDoS protection by Cloudflare|Checking your browser before accessing"
        r".{0,200}Cloudflare",
    ),
    # Akamai: the refusal with its reference number, and the bot manager's own interstitials.
    _rule("Akamai", "block", "text", r"Reference #?\d{1,3}\.[0-9a-f]{6,10}\.\d{9,11}\.[0-9a-f]{4,10}"),
    _rule("Akamai", "block", "markup", r"errors\.edgesuite\.net/|Reference&#32;&#35;\d"),
    _rule(
        "Akamai", "challenge", "markup", r"id=\"sec-if-cpt-container\"|/_sec/cp_challenge/|id=\"sec-cpt-if\""
    ),
    # Imperva / Incapsula.
    _rule("Imperva", "block", "text", r"Incapsula incident ID"),
    _rule("Imperva", "block", "markup", r"_Incapsula_Resource\?CWUDNSAI="),
    # Imperva's Advanced Bot Protection (formerly Distil Networks).
    _rule("Imperva", "challenge", "title", r"^Pardon Our Interruption"),
    _rule("Imperva", "challenge", "markup", r"window\.isImpervaSpaSupport"),
    # DataDome: its challenge is served from captcha-delivery.com; x-dd-b is set only on blocks.
    _rule("DataDome", "challenge", "markup", r"captcha-delivery\.com"),
    _rule("DataDome", "challenge", "header", r"^\d", header="x-dd-b"),
    _rule("DataDome", "challenge", "text", r"Please enable JS and disable any ad blocker"),
    # PerimeterX / HUMAN.
    _rule(
        "PerimeterX",
        "challenge",
        "markup",
        r"id=\"px-captcha\"|content=\"px-captcha\"|captcha\.px-c(?:dn|loud)\.net"
        r"|/captcha/captcha\.js\?a=c",
    ),
    _rule(
        "PerimeterX", "challenge", "text", r"Press (?:&|and) Hold to confirm you are|Powered by PerimeterX"
    ),
    _rule("PerimeterX", "challenge", "title", r"^Robot or human\??$"),
    _rule("PerimeterX", "block", "title", r"^Access to this page has been denied\.?$", with_presence=True),
    # Kasada: its interstitial loads ips.js; KPSDK alone sits on pages it lets through too.
    _rule("Kasada", "challenge", "markup", r"KPSDK\.scriptStart|/ips\.js\?"),
    # AWS WAF.
    _rule("AWS WAF", "challenge", "header", r"^(?:challenge|captcha|block)$", header="x-amzn-waf-action"),
    _rule("AWS WAF", "challenge", "markup", r"window\.gokuProps\s*="),
    # F5 BIG-IP ASM and NGINX App Protect.
    _rule(
        "F5",
        "block",
        "text",
        r"The requested URL was rejected\.\s+(?:Please consult with your administrator|For "
        r"additional information)",
    ),
    # Sucuri (also white-labelled as GoDaddy Security).
    _rule("Sucuri", "block", "header", r".", header="x-sucuri-block"),
    _rule("Sucuri", "challenge", "markup", r"sucuri_cloudproxy_js"),
    _rule("Sucuri", "block", "markup", r"cdn\.sucuri\.net/(?:sucuri-firewall-block\.css|css/whitelabel)"),
    _rule("Sucuri", "block", "title", r"^(?:Sucuri WebSite Firewall|GoDaddy Security) - Access Denied$"),
    # Wordfence.
    _rule(
        "Wordfence",
        "block",
        "text",
        r"Generated by Wordfence|Your access to this site has been limited by the site"
        r" owner|The owner of this site is using Wordfence to manage access",
    ),
    _rule("Wordfence", "block", "markup", r"wordfence\.com/help/\?query=locked-out"),
    # Imunify360.
    _rule(
        "Imunify360",
        "challenge",
        "text",
        r"\bImunify360\b.{0,80}(?:bot[- ]protection|verif|access denied)"
        r"|(?:bot[- ]protection|access denied)\b.{0,80}\bImunify360",
        needles=("imunify360",),
    ),
    _rule("Imunify360", "challenge", "title", r"^One moment, please\.\.\.$", with_presence=True),
    # Anubis.
    _rule("Anubis", "challenge", "title", r"^Making sure you(?:'|’)re not a bot!?$"),
    _rule("Anubis", "challenge", "markup", r"id=\"anubis_challenge\"|/\.within\.website/x/cmd/anubis/"),
    # Vercel.
    _rule("Vercel", "challenge", "header", r"^challenge$", header="x-vercel-mitigated"),
    _rule("Vercel", "challenge", "title", r"^Vercel Security Checkpoint"),
    _rule("Vercel", "challenge", "text", r"Vercel Security Checkpoint"),
    # DDoS-Guard.
    _rule("DDoS-Guard", "challenge", "title", r"^DDoS-Guard$|^DDOS-GUARD"),
    _rule("DDoS-Guard", "challenge", "markup", r"check\.ddos-guard\.net|/\.well-known/ddos-guard/"),
    _rule("DDoS-Guard", "challenge", "text", r"DDoS protection by DDoS-Guard"),
    # StackPath, SiteGround.
    _rule("StackPath", "block", "title", r"^StackPath$", with_presence=True),
    _rule("SiteGround", "challenge", "markup", r"/\.well-known/sgcaptcha/"),
    # Fastly (Next-Gen WAF client challenge; its script also sits on pages it lets through).
    _rule("Fastly", "challenge", "title", r"^Client Challenge$", with_presence=True),
    # Rate limits that say so in their headers, with nothing else to read.
    _rule(
        "Reddit", "rate limit", "header", r"^0(?:\.0+)?$", header="x-ratelimit-remaining", with_presence=True
    ),
    _rule("GitHub", "rate limit", "header", r"^0$", header="x-ratelimit-remaining", with_presence=True),
    # The aes.js cookie wall of free hosts: a script decrypts a cookie with slowAES and reloads the page.
    _rule("aes.js", "cookie wall", "markup", r"slowAES\.decrypt\("),
    # Google's unusual-traffic page ("/sorry/").
    _rule(
        "Google", "captcha", "text", r"Our systems have detected unusual traffic from your computer network"
    ),
    _rule(
        "Google", "captcha", "markup", r"<form id=\"captcha-form\" action=\"index\"|google\.com/sorry/index"
    ),
    # Amazon's robot check.
    _rule(
        "Amazon",
        "robot check",
        "text",
        r"Sorry, we just need to make sure you(?:'|’|\\')re not a robot"
        r"|Enter the characters you see below",
    ),
    _rule("Amazon", "robot check", "markup", r"/errors/validateCaptcha|opfcaptcha\.amazon\.com"),
    # Reddit.
    _rule(
        "Reddit",
        "block",
        "text",
        r"You(?:'|’)ve been blocked by network security|Your request has been blocked "
        r"(?:due to a network policy|by network security)|whoa there, pardner!",
        needles=("blocked by network security", "blocked due to a network policy", "whoa there, pardner"),
    ),
    # GitHub.
    _rule(
        "GitHub",
        "rate limit",
        "text",
        r"You have exceeded a secondary rate limit|API rate limit exceeded for",
    ),
    # X (Twitter).
    _rule(
        "X", "JavaScript wall", "text", r"JavaScript (?:is not available|不可用).{0,300}(?:x|twitter)\.com"
    ),
    _rule("X", "JavaScript wall", "markup", r"twitter\.com/i/nojs_router"),
)

PRESENCE: tuple[Rule, ...] = (
    _rule("Cloudflare", "challenge", "markup", r"challenges\.cloudflare\.com/turnstile"),
    _rule("Cloudflare", "challenge", "header", r"^cloudflare$", header="server", plumbing=True),
    _rule("Cloudflare", "challenge", "cookie", r"^(?:__cf_bm|__cfduid)$", plumbing=True),
    _rule("Cloudflare", "challenge", "markup", r"/cdn-cgi/", plumbing=True),
    _rule("Akamai", "block", "header", r"^AkamaiGHost$", header="server", plumbing=True),
    _rule("Akamai", "challenge", "cookie", r"^(?:_abck|bm_sz|ak_bmsc|bm_sv)$"),
    _rule("Akamai", "challenge", "markup", r"\bbmak\.|_abck"),
    _rule("Imperva", "block", "header", r".", header="x-iinfo"),
    _rule("Imperva", "block", "header", r"incapsula|imperva", header="x-cdn"),
    _rule("Imperva", "block", "cookie", r"^(?:incap_ses_|visid_incap_|nlbi_)"),
    _rule("Imperva", "block", "markup", r"/_Incapsula_Resource\?"),
    _rule("DataDome", "challenge", "header", r".", header="x-datadome"),
    _rule("DataDome", "challenge", "cookie", r"^datadome$"),
    _rule("DataDome", "challenge", "markup", r"js\.datadome\.co/"),
    _rule("PerimeterX", "challenge", "cookie", r"^_px(?:hd|vid|3|2|cc|de)?$"),
    _rule("PerimeterX", "challenge", "markup", r"_pxAppId|px-cdn\.net|px-cloud\.net|client\.perimeterx\.net"),
    _rule("Kasada", "challenge", "header", r".", header="x-kpsdk-ct"),
    _rule("Kasada", "challenge", "markup", r"\bKPSDK\b"),
    _rule("AWS WAF", "challenge", "markup", r"\.awswaf\.com/"),
    _rule("AWS WAF", "challenge", "cookie", r"^aws-waf-token$"),
    _rule("F5", "block", "cookie", r"^(?:TS[0-9a-f]{6,8}|BIGipServer)"),
    _rule("Sucuri", "block", "header", r"^Sucuri/Cloudproxy$", header="server"),
    _rule("Sucuri", "block", "header", r".", header="x-sucuri-id"),
    _rule("Imunify360", "challenge", "header", r"^imunify360-webshield", header="server"),
    _rule("Anubis", "challenge", "cookie", r"anubis"),
    _rule("Vercel", "challenge", "header", r"^Vercel$", header="server", plumbing=True),
    _rule("DDoS-Guard", "challenge", "header", r"^ddos-guard$", header="server"),
    _rule("DDoS-Guard", "challenge", "cookie", r"^__ddg"),
    _rule("StackPath", "block", "header", r"stackpath", header="x-hw", plumbing=True),
    _rule("StackPath", "block", "cookie", r"^SPSI$", plumbing=True),
    _rule("Fastly", "challenge", "markup", r"/_fs-ch-[A-Za-z0-9]+/"),
    _rule("Fastly", "challenge", "header", r"varnish", header="via", plumbing=True),
    _rule("Reddit", "block", "header", r"^snooserv$", header="server", plumbing=True),
    _rule("GitHub", "rate limit", "header", r".", header="x-github-request-id", plumbing=True),
    _rule("hCaptcha", "captcha", "markup", r"hcaptcha\.com/1/api\.js|class=\"h-captcha\""),
    _rule("reCAPTCHA", "captcha", "markup", r"google\.com/recaptcha/|class=\"g-recaptcha\""),
    _rule("Arkose Labs", "captcha", "markup", r"arkoselabs\.com/|funcaptcha\.com/"),
    _rule("Tencent Captcha", "captcha", "markup", r"captcha\.qcloud\.com/|TCaptcha\.js"),
    _rule("CHEQ", "block", "markup", r"cheqzone\.com/"),
)

# Words a block page says. Each pattern is one signal; see ``blockpage`` for when they decide.
WEAK: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, re.IGNORECASE)
    for p in (
        r"verify(?:ing)? (?:that )?you(?: are|'re|’re) (?:a )?human"
        r"|prove (?:that )?you(?: are|'re) (?:a )?human",
        r"are you a (?:robot|human)|not a robot|robot or human|human verification",
        r"access denied|access to this page has been denied|you don't have permission to access",
        r"enable javascript|javascript is (?:disabled|required|not available|not enabled)|requires javascript"
        r"|turn javascript on",
        r"captcha",
        r"checking (?:if the site connection is secure|your browser)|verifying your browser",
        r"just a moment",
        r"attention required",
        r"unusual traffic|automated (?:queries|requests|access)|suspicious (?:activity|behaviou?r)",
        r"\b(?:you|your (?:request|access|connection|ip(?: address)?)|request|access|connection)\b[^.]{0,40}"
        r"\b(?:has been|have been|was|is|'ve been|been) blocked",
        r"please enable cookies|enable cookies and reload",
        r"ddos protection|bot protection",
        r"too many requests|rate limit(?:ed)?\b",
        r"press (?:&|and) hold",
    )
)

# Literal text (lower case) one of which every match of a ``WEAK`` pattern contains: a sentence holding
# none of these, nor a vendor sentence's needles, is no block page's sentence, with no pattern run.
WEAK_NEEDLES: tuple[str, ...] = (
    "human",
    "robot",
    "denied",
    "permission",
    "javascript",
    "captcha",
    "checking",
    "verifying your browser",
    "just a moment",
    "attention required",
    "unusual traffic",
    "automated",
    "suspicious",
    "blocked",
    "enable cookies",
    "ddos protection",
    "bot protection",
    "too many requests",
    "rate limit",
    "press",
)
