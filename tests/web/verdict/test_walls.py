"""The wall judge: every page of tests/web/verdict/walls judged as a read judges it, and the rules' edges on small pages.

Walls of each kind must come out as that kind, with the reason the model is given; every trap must be read
as the page it is. The corpus's held-out part is tested here too (as a regression test: the figures that
say how the rules reach beyond what they were written on are ``bench/walls.py``'s).
"""

from __future__ import annotations

import json

import pytest

from kotoba.web.outcome import PageRead, ReadFailed, ReadOutcome
from kotoba.web.verdict.walls import (
    AGE_REASON,
    CONSENT_REASON,
    GEO_REASON,
    LEGAL_REASON,
    LINK_GONE_REASON,
    LOGIN_REASON,
    PAGE_CHARS,
    SOFT_404_REASON,
    judge_walls,
)
from tests.web.verdict.walls.corpus import HERE, Page, load, outcome_of, part_of

PAGES = {page.file: page for page in load()}


def load_entries() -> list[dict[str, object]]:
    """The manifest's entries as written (with the fields :class:`Page` does not carry)."""
    entries: list[dict[str, object]] = json.loads((HERE / "manifest.json").read_text(encoding="utf-8"))
    return entries


REASONS = {
    "soft404": SOFT_404_REASON,
    "consent": CONSENT_REASON,
    "login": LOGIN_REASON,
    "age": AGE_REASON,
    "geo": GEO_REASON,
}
NAV = "<nav><a href='/'>Home</a> <a href='/news'>News</a> <a href='/about'>About</a></nav>"


def _html(title: str, body: str) -> str:
    return f"<html><head><title>{title}</title></head><body>{NAV}<main>{body}</main></body></html>"


def test_the_corpus_holds_what_the_issue_asks_for() -> None:
    kinds = [page.kind for page in PAGES.values()]
    for kind in REASONS.keys() | {"paywall"}:
        assert kinds.count(kind) >= 10, kind
    assert kinds.count("trap") >= 30
    for page in PAGES.values():  # every page cites where it came from, and says how it was obtained
        assert page.source and page.how in ("captured", "rebuilt", "written")
    sites = {}
    for page in load(pending=True):  # one site, one part: the held-out part shares no site with the rest
        assert sites.setdefault(page.site, page.part) == page.part, page.site


def test_a_page_captured_for_a_later_score_is_read_by_nothing_until_it_is_scored() -> None:
    # a blind round captured before the rules it measures are frozen waits, unjudged, for its one score
    pending = [entry for entry in load_entries() if entry.get("pending")]
    for entry in pending:
        assert "first_score" not in entry and "model_score" not in entry, entry["file"]
        assert str(entry.get("batch", "")).startswith("round"), entry["file"]
        assert entry["file"] not in PAGES and entry["file"] not in KNOWN_MISSES, entry["file"]
    assert {page.file for page in load(pending=True)} == set(PAGES) | {str(e["file"]) for e in pending}


def test_every_site_added_after_the_rules_has_the_part_its_name_fixes() -> None:
    # a page's part is decided by its site's name, not by what the rules make of it (see corpus.part_of)
    hashed = [p for p in load_entries() if p.get("part_by") == "hash"]
    assert hashed
    for entry in hashed:
        assert entry["part"] == part_of(entry["site"]), entry["file"]


# Walls the rules miss, kept as found: a held-out page is never a reason to change a rule. Strict, so the
# day a rule catches one, this list must shrink. A held-out page's reason names only how it was read, never
# its words: whoever writes rules reads this file, and a quoted sentence would be a rule written from it.
KNOWN_MISSES = {
    # captured after the rules of 5d464ec were frozen, parted by the hash, scored once
    # captured after the rules of 50e23e0 were frozen, parted by the hash, scored once
    "geo-gumball.html": "held out: failed as a page with no text",
    # captured in the fifth round, the rules of e222a32 unchanged, parted by the hash, scored once (the
    # looked-at misses of this batch are caught since the rules of the next commit, but for a joke page)
    "paywall-yatree-pay-image.html": "held out: read as a page",
    "paywall-kocurgames-fake-news-paywall.html": "held out: failed as a page with no text",
    "paywall-tikkun-chapter-locked.html": "held out: read as a page",
    "login-donantes-acceso-requerido-es.html": "held out: read as a page",
    # captured after the rules of 2bd890f were frozen, parted by the hash, scored once (its two looked-at
    # pay gates are caught since the rules of the next commit)
    # captured after the rules of c4e6aec were frozen, parted by the hash, scored once
    "paywall-family-ground-trial-ended.html": "held out: read as a page",
    # captured in the sixth round after the rules of 1043730 were frozen, parted by the hash, scored once
    "age-heighten-over-21.html": "held out: read as a page",
    # the sixth round's second batch, scored once under the same frozen rules of 1043730
    # the sixth round's third batch, captured after the rules of 3c9212d were frozen, scored once
    "consent-kabo-books-preferences.html": "held out: read as a page",
    # the sixth round's fourth batch, captured after the rules of 22e02e0 were frozen, scored once
    "soft404-jacuipe-locadora-erro-consulta-pt.html": "held out: read as a page",
    # the sixth round's fifth batch, captured after the rules of 22e02e0 were frozen, scored once
    "login-http-error-pages-401-zh.html": "held out: read as a page",
    "age-advertencia-fecha-nacimiento-es.html": "held out: read as a page",
    "age-scribe-unmoored-halt.html": "held out: read as a page",
    # the sixth round's sixth batch, captured after the rules of 24f31a6 were frozen, scored once
    "login-pbw-not-logged-in-zh-tw.html": "held out: read as a page",
    # the sixth round's seventh batch, captured after the rules of f7c084c were frozen, scored once
    "paywall-hotspot-isolir-make-payment.html": "held out: read as a page",
    "login-hattieu-stop-here-click-to-login.html": "held out: read as a page",
    # the sixth round's eighth batch, captured after the rules of 356f658 were frozen, scored once
    # the sixth round's ninth batch, captured after the rules of 613fb63 were frozen, scored once
    # the sixth round's tenth batch, captured after the rules of f0a83cc were frozen, scored once
    "age-sf-breweries-minimum-drinking-age.html": "held out: read as a page",
    "age-bela-grown-up-sippers-only.html": "held out: read as a page",
    # the sixth round's eleventh batch, captured after the rules of 2fee9de were frozen, scored once
    "age-pachiko-hard-drinks-section.html": "held out: read as a page",
    # the sixth round's twelfth batch, the rules of 2fee9de still frozen, scored once
    # the seventh round's first batch, captured after the rules of 6d31265 were frozen, scored once
    "paywall-hotspot-masa-aktif-perpanjang-id.html": "held out: read as a page",
    "paywall-blue-hotspot-service-closed-ar.html": "held out: read as a page",
    # the seventh round's second batch, the rules of 6d31265 still frozen, scored once
    "login-sci-hub-login-bolmaly-tk.html": "held out: read as a page",
    # the seventh round's third batch, the rules of 6d31265 still frozen, scored once
    "paywall-trailcontrol-prueba-finalizada-es.html": "held out: read as a page",
    # the seventh round's fourth batch, the rules of 6d31265 still frozen, scored once
    # the seventh round's fifth batch, the rules of 6d31265 still frozen, scored once
    # the seventh round's sixth batch, captured after main's code of 5f5421e was merged, scored once
    "login-pappa-mi-autenticazione-openid-it.html": "held out: read as a page",
    # the seventh round's seventh batch, captured after main's code of 2ade70d was merged, scored once
    # the eighth round's first batch, captured under main's code of 22eb9db, scored once (rules and model)
    "age-velvt-is-for-adults.html": "held out: read as a page",
    "soft404-flask-cupcake-404-page.html": "held out: read as a page",
    "geo-cis-bel-423-dostup-zapreshchen-ru.html": "held out: failed as HTTP 423 Locked, no wall named",
    # the eighth round's second batch, captured under main's code of 22eb9db, scored once (rules and model)
    "paywall-cozinha-digital-liberar-cardapio-pt.html": "held out: read as a page",
    "paywall-formation-ia-pass-premium-fr.html": "held out: read as a page",
    "consent-aimtravel-biskvitki-modal-bg.html": "held out: read as a page",
    "soft404-ediary-it-seems-you-are-lost.html": "held out: read as a page",
    # the eighth round's third batch, captured under main's code of 7e056ed, scored once (rules and model)
    # the ninth round's first batch, captured under main's code of 82b8113, scored once (rules and model);
    # held-out pages are named by what they are, not quoted
    "paywall-mailsift-unlock-license-key.html": "held out: read as a page",
    "geo-misskey-vip-kuni-chiiki-block-ja.html": "held out: read as a page",
    "geo-opawra-access-from-country-restricted.html": "held out: failed as a verification/block page, no wall named",
    # the ninth round's second batch, captured under main's code of 6a4130f, scored once (rules and model)
    "paywall-scatterbrainz-20-free-songs-gateway.html": "held out: failed as a page with no readable text (no wall named)",
    "paywall-fightify-unlock-training.html": "held out: read as a page",
    "paywall-hm-finance-acesso-restrito-pt.html": "held out: read as a page",
    "age-renpy-adult-content-warning.html": "held out: read as a page",
    # the ninth round's third batch, captured under main's code of c60815c, scored once (rules and model)
    # the tenth round's first batch, captured under main's code of 72a31a3, scored once (rules and model);
    # held-out pages are named by what they are, not quoted (one held-out pay stop, first scored missed, is
    # caught since main's padlock-over-offer rule of 1fbda07, committed before this batch reached main)
    "geo-parliament-outside-united-states.html": "held out: read as a page",
    "geo-yahoo-japan-eea-uk-shutter-ja-en.html": "held out: read as a page",
    "paywall-bitacora-activa-acceso-pago-unico-es.html": "held out: read as a page",
    "age-dzivnieku-patversme-vismaz-16-lv.html": "held out: read as a page",
    "age-iqos-store-dostup-ogranichen-18-ru.html": "held out: read as a page",
    # the tenth round's second batch, captured under main's code of 501e051, scored once (rules and model)
    "login-poketable-reserve-aux-membres-fr.html": "held out: read as a page",
    # the tenth round's third batch, captured under main's code of a534899, scored once (rules and model)
    "paywall-posture-analyzer-oshiharai-hitsuyou-ja.html": "held out: read as a page",
    "geo-nivelato-es.html": "looked at: refused as a log-in wall (its title says access is restricted, its only "
    "way back leads to the site's log-in host), no geo block named",
    # the eleventh round, captured before the rules and model of this session were frozen (pending until
    # then), scored once under the frozen main 0c7b468 (rules and model); pages named by what they are
    "paywall-dictation-subscription-expired-contact-admin.html": "looked at: a subscription-expired stop with "
    "renewal steps: failed as a page with no readable text (no wall named)",
    "age-draft-brasserie-acces-refuse-fr.html": "held out: read as a page",
    "soft404-gervalova-takoi-stranitsy-net-ru.html": "held out: read as a page",
    "consent-aceptar-cookies-consentimiento-es.html": "held out: read as a page",
    "consent-cookies-flask-cookies-en-nuestro-sitio-es.html": "held out: read as a page",
    "consent-emeraldthunder-cookies-accept-reject-all.html": "held out: read as a page",
    "paywall-fingestpro-subscricao-expirada-pt.html": "held out: read as a page",
    "login-voor-de-win-aanmelden-registreren-nl.html": "held out: read as a page",
    "login-valipalautus-et-ole-kirjautunut-fi.html": "held out: read as a page",
    "login-politikon-graj-zaloguj-sie-pl.html": "held out: read as a page",
    "login-rokolify-sesion-expirada-es.html": "held out: read as a page",
    # the twelfth round, captured before the rules and model of this session were frozen (pending until
    # then), scored once under the frozen main 04d52b3 (rules and model); pages named by what they are
    "soft404-very-short-links-that-link-doesnt-exist.html": "held out: read as a page",
    "paywall-medium-magazin-zugang-kaufen-de.html": "held out: read as a page",
    # held-out walls the wall model caught until it was retrained with round 12's looked-at pages and the
    # fourth harvest (soft 404 .95, raised for a written test; the rules read them as pages)
    "soft404-bardena-negra-no-encuentro-esa-pagina-es.html": "held out: read as a page since the model of round 12",
    # the thirteenth round, captured before the rules and model of this session were frozen (pending until
    # then), scored once under the frozen main 56c70b8 (rules and model); pages named by what they are
    "age-skillstake-18-plus-real-money-gaming.html": "held out: read as a page",
    "paywall-steamhourboost-net-podpiski-ru.html": "held out: read as a page",
    "paywall-digital-darling-todays-3-free-reads.html": "held out: read as a page",
    "soft404-fuwa-410-file-removed.html": "held out: read as a page",
    "login-math-tournir-voidite-v-akkaunt-komandy-ru.html": "held out: read as a page",
    # a trade of round 13, said to the lead: a title or heading saying something is required makes a pay gate
    # only over a way to a paid tier (an upgrade, a plan, a subscription), so that "Visa required" over "Apply
    # and pay online" and "Registration required" over "Register now – €45" are read; this held-out page, caught
    # since the rules of round 12, is read as a page again
    "paywall-student-loan-calculator-access-required.html": "held out: read as a page since the rules of "
    "round 13 (traded for two pages refused)",
    # a trade of the wall model of round 13 (round 13's looked-at pages and the fifth harvest learnt, a wall
    # named where it holds nine tenths of the probability of any wall), said to the lead: it catches three
    # held-out walls and a looked-at one more, and this held-out page, caught before, is read as a page
    "consent-aitorrm-barra-cookies-es.html": "held out: read as a page since the model of round 13",
    # the fourteenth round, captured before the rules and model of this session were frozen (pending until
    # then), scored once under the frozen main 97bba05 (rules and model); pages named by what they are
    "soft404-ks-news-takoi-stati-ne-sushchestvuet-ru.html": "held out: read as a page",
    "login-preventivi-accesso-richiesto-it.html": "held out: read as a page",
    "login-wechat-bbs-qing-denglu-zh.html": "held out: read as a page",
    "soft404-shortyurl-link-doesnt-exist.html": "held out: read as a page",
    "paywall-dhruvatara-feature-lok-kora-ase-as.html": "held out: read as a page",
    "paywall-healthcrm-feature-not-in-your-plan.html": "held out: failed as a verification/block page, no wall "
    "named",
    "login-eptm-net-dostupa-voidite-v-sistemu-ru.html": "held out: read as a page",
    "paywall-vbc-fiber-your-plan-got-expired-recharge.html": "held out: read as a page",
    "soft404-raduga-cafe-tovar-ne-naiden-ru.html": "held out: read as a page",
    "soft404-plantshop-produkten-kunde-inte-hittas-sv.html": "held out: read as a page",
    # held out, caught at this round's start and read as pages by the model retrained with round 14's
    # looked-at pages (a trade: three other held-out walls are caught by it)
    "login-canvases-of-words-login-required-bare.html": "held out: read as a page since the model of round 14",
    # the fifteenth round, captured before the rules and model of this session were frozen (pending until
    # then), scored once under the frozen main 3556ced (rules and model); pages named by what they are
    "soft404-teamready-404-not-found-previous-page.html": "held out: read as a page",
    "login-ggcm-cars-antes-de-prosseguir-realize-o-login-pt.html": "held out: read as a page",
    # (one held-out pay stop of this batch is caught since the thing asked for was read as held for
    # paying or premium subscribers, walls_premium_only)
    "consent-policy-text-ispolzuet-faily-cookie-soglasie-ru.md": "held out: read as a page",
    "consent-physiotherapie-cookie-richtlinie-alle-akzeptieren-de.html": "held out: read as a page",
    "age-lumennyx-adults-only-notice-18-or-older.html": "held out: read as a page",
    # the sixteenth round, captured before the rules and model of this session were frozen (pending until
    # then), scored once under the frozen main 3fc5ca3 (rules and model); pages named by what they are
    "login-parceltrack-akses-ditolak-harap-masuk-id.html": "held out: read as a page",
    # the seventeenth round, captured before the rules and model of this session were frozen (pending until
    # then), scored once under the frozen main d9094a9 (rules and model); pages named by what they are
    "age-fraukruner-zugang-nur-ab-18-jahren-de.html": "held out: read as a page",
    "paywall-footconnect-finalize-sua-assinatura-pt.html": "held out: read as a page",
    "soft404-visionguard-al-safha-mish-mawgouda-full-chrome-ar.html": "held out: read as a page",
    # held out, caught before and read as pages by the model retrained with round 17 on the rules of 146d241
    "paywall-learnitmyway-premium-article-purchase.html": "held out: read as a page since the model of "
    "round 17",
    # the eighteenth round, captured before the rules and model of this session were frozen (pending until
    # then), scored once under the frozen main f69f500 (rules and model); pages named by what they are
    "login-petadopt-entre-para-continuar-pt.html": "held out: read as a page",
    "login-beatwager-login-required-telegram-bot.html": "held out: read as a page",
    "login-ai-books-manager-authentication-required-full-chrome.html": "held out: read as a page",
    "login-polyheath-dlya-prodolzheniya-voidite-ru.html": "held out: read as a page",
    "consent-adiyaman-dijital-haber-cerez-tercihleri-tr.html": "held out: read as a page",
    "age-vrworld-age-verification-18-or-older-to-enter.html": "held out: read as a page",
    # the wall model retrained with round 18's looked-at pages (soft 404 .95, consent .98, chosen on leave-batch-out and the written tests before the held-out part was scored)
    # the nineteenth round, captured before the rules and model of this session were frozen (pending until
    # then), scored once under the frozen main c3aea73 (rules and model); pages named by what they are
    "soft404-education-platform-al-safha-ghair-mutawaffira-ar.html": "held out: read as a page",
    "geo-mmall-bu-zhichi-haiwai-yonghu-goumai-zh.html": "held out: read as a page",
    "soft404-abclinuxu-stranka-nebyla-nalezena-cs.html": "held out: read as a page",
    # since the wall model was refitted on this round's rules and extractor
    "paywall-orcamentos-trial-encerrado-pt.html": "held out: read otherwise since the wall model was retrained",
    # the twentieth round, captured before the rules and model of this session were frozen (pending until
    # then), scored once under the frozen main 0ea793d (rules and model); pages named by what they are
    "paywall-stomasoft-abunelik-muddeti-bitib-az.html": "held out: read as a page",
    "login-habr-gae-helloworld-please-login-google.html": "held out: read as a page",
    "login-gameserverapp-to-view-this-page-you-need-to-log-in.html": "held out: read as a page",
    "consent-frietzakje-we-gebruiken-alleen-functionele-cookies-nl.html": "held out: read as a page",
    # the wall model retrained with round 20, views' declared titles and written wording (counts in the commit)
    # the twenty-first round, captured before the rules and model of this session were frozen (pending until
    # then), scored once under the frozen main a1e46b5 (rules and model); pages named by what they are
    "login-sungai-meranti-sesi-berakhir-login-kembali-id.html": "held out: read as a page",
    "login-sintek-tu-sesion-ha-expirado-es.html": "held out: read as a page",
    "geo-nomad-bridge-ofac-guidelines-were-sorry.html": "held out: read as a page",
    # the twenty-first round's wall model, scored with the rules frozen
    # the twenty-second round, captured before the rules and model of this session were frozen (pending until
    # then), scored once under the frozen main 17f7ad4 (rules and model); pages named by what they are
    # the twenty-third round, captured before the rules and model of this session were frozen (pending until
    # then), scored once under the frozen main 853dec4 (rules and model); pages named by what they are
    "paywall-audio-feed-fixture-members-only-investigation.html": "held out: read as a login wall",
    "paywall-capture-for-tolaria-fixture-subscribe-to-continue.html": "held out: read as a login wall",
    "soft404-aesob-aradiginiz-sayfayi-bulamadik-tr.html": "held out: read as a page",
    "login-mental-health-pristup-zamietnuty-sk.html": "held out: read as a page",
    "soft404-haicop-al-talab-ghair-mawjud-ar.html": "held out: read as a page",
    # the twenty-fourth round, captured before the rules and model of this session were frozen (pending until
    # then), scored once under the frozen rules and the refitted model; pages named by what they are
    "age-mevzuat-raporu-yas-kisitlamasi-16-tr.html": "held out: read as a page",
    "consent-kylin-imagens-uso-de-cookies-aceitar-pt.html": "held out: read as a page",
    "paywall-zingbot-crm-pay-to-unlock-access.html": "held out: read as a page",
    "login-magazine-challenge-log-in-om-verder-te-lezen-nl.html": "held out: read as a page",
    # the wall model retrained with round 24's looked-at pages and the walls the prose tells (thresholds chosen on
    # the written tests before these were seen): held-out walls it no longer catches
    "paywall-wex-theory-extended-access-ended.html": "held out: missed since the wall model was retrained",
    # the wall model retrained with round 26's looked-at pages (thresholds chosen on leave-batch-out and the
    # written tests before these were seen): held-out walls it no longer catches (four more were caught again
    # by the model retrained with round 27's)
    "consent-cepac-ao-usar-o-nosso-website-aceitar-cookies-pt.html": "held out: missed since the wall model was "
    "retrained",
    # the twenty-fifth round, captured before the rules and model of this session were frozen (pending until
    # then), scored once under the frozen rules and the retrained model; pages named by what they are
    "consent-cookieinformer-diese-seite-verwendet-cookies-de.html": "held out: read as a page",
    "geo-hancock-your-country-not-accessible.html": "held out: failed as a page with no text",
    "login-forum-project-log-in-first.html": "held out: read as a page",
    "soft404-savegram-your-link-is-expired-telegram.html": "held out: read as a page",
    "soft404-privacy-ci-this-link-is-no-longer-valid.html": "held out: read as a page",
    # the twenty-sixth round, captured before the rules and model of this session were frozen (pending until
    # then), scored once under the frozen rules and the retrained model; pages named by what they are
    # and a held-out pay stop the wall model retrained with round 25's looked-at pages no longer catches
    "paywall-mikrotik-invoice-trial-habis-beli-license-id.html": "held out: missed since the wall model was "
    "retrained",
    "consent-cinerytm-please-accept-cookies-to-continue.html": "held out: read as a page",
    "consent-cybercareer-datenschutz-cookies-de.html": "held out: read as a page",
    "geo-lightingale-ugc-availability-denied-countries.md": "held out: read as a page",
    "soft404-snakesladders-link-has-expired.html": "held out: read as a page",
    # the twenty-seventh round, captured while the rules and model were being changed (pending until they were
    # frozen), scored once under the frozen rules and the retrained model; pages named by what they are
    "login-ulak-giris-yapiniz-tr.html": "held out: read as a page",
    # the twenty-eighth round's first batch, captured before this session's rules were changed (pending until
    # then), scored once under the rules and model of main as they stood; pages named by what they are
    "soft404-melodia-errore-404-non-riusciamo-a-trovare-la-pagina-it.html": "held out: read as a page",
    "geo-stustanet-wiki-von-dir-aus-nicht-erreichbar-de.html": "held out: read as a page",
    "login-equilibre-vital-reconnectez-vous-espace-membre-fr.html": "held out: read as a page",
    # (its four looked-at misses are caught since the rules that followed the score)
    # the twenty-eighth round's second batch, captured while this session's rules were being changed (pending
    # until they were frozen), scored once under the frozen rules and the retrained model
    "paywall-rstatistics-lesson-window-closed.html": "held out: read as a page",
    "geo-travelbloom-vpn-detected.html": "held out: failed as a verification/block page, no wall named",
    # the twenty-ninth round's first batch, captured before this session's rules were changed (pending until
    # then), scored once under the rules and model of main as they stood; pages named by what they are
    "login-boomstocks-nuzhno-zaregistrirovatsya-ru.html": "held out: read as a page",
    "geo-tinder-interno-acesso-externo-bloqueado-pt.html": "held out: read as a page",
    # the twenty-ninth round's second batch, captured while this session's rules were being changed (pending
    # until they were frozen), scored once under the frozen rules and the retrained model
    "geo-imperialcasino-nao-disponivel-na-sua-regiao-pt.html": "held out: read as a page",
    # (its looked-at miss and refused trap are read as they are since the rules that followed the score)
    # a held-out log-in wall the wall model retrained at this round's freeze (round 28's and round 29's first
    # batch's looked-at pages learnt) no longer catches; three it had missed since an earlier retraining it
    # catches again, and round 29's looked-at Japanese pay stop with them
    "login-skylpworld.html": "held out: missed since the wall model was retrained",
    # the thirtieth round's first batch, captured before this session's rules were changed (pending until
    # then), scored once under the rules and model of main as they stood; pages named by what they are (its
    # two looked-at log-in walls, and one held-out, are caught since the rules of the next commits, mended as
    # classes; with them two held-out log-in walls of earlier batches, and one more once the ask to log in
    # was widened)
    "login-verghote-veuillez-vous-connecter-fr.html": "held out: read as a page",
    "login-pawstar-google-gyejeong-injeung-ko.html": "held out: read as a page",
    # the thirtieth round's second batch, captured while this session's rules were being changed (pending
    # until they were frozen), scored once under the frozen rules and the retrained model (its two looked-at
    # pay stops are caught since the rules of the next commit)
    # held-out walls the wall model retrained at round 30's freeze (round 29's second batch's and round 30's
    # first batch's looked-at pages learnt, settings unchanged) no longer catches, kept as found
    "paywall-restoprime-trial-ended-ar.html": "held out: missed since the wall model was retrained",
    "paywall-ievent-ishtirak-sharikatikum-ghair-faal-ar.html": "held out: missed since the wall model was retrained",
    "paywall-dershane-lisans-sureniz-sona-ermistir-tr.html": "held out: missed since the wall model was retrained",
    # (two held-out walls it had missed, an age gate and a pay stop, the model retrained at round 31's freeze
    # catches again; the looked-at consent wall it no longer caught, a cookie notice window in traditional
    # Chinese, the rules catch since its opening was read as the notice's: CJK_NOTICE_OPENINGS)
    # the thirty-first round's first batch, captured before this session's rules were changed (pending until
    # then), scored once under the rules and model of main as they stood; pages named by what they are
    "soft404-simplycity-hadaf-pispes-et-hapniya-he.html": "held out: read as a page",
    "consent-pampa-seltzer-que-se-passe-t-il-si-je-refuse-fr.html": "held out: refused as an age gate, not as "
    "a consent wall",
    # the thirty-first round's second batch, captured while this session's rules were being changed (pending
    # until they were frozen), scored once under the frozen rules and the retrained model
    "age-h3nt4i-acesso-bloqueado-18-anos-pt.html": "held out: read as a page",
    "paywall-confereapp-acesso-gratuito-expirou-upgrade-pt.html": "held out: read as a page",
}
# Traps the rules refuse, kept as found, strict as above.
KNOWN_REFUSED: dict[str, str] = {
    # held-out traps marked as a paywall's teaser once the wall model learnt the third harvest (paywall .85,
    # chosen on leave-batch-out before the held-out part was scored): read as the page, with a paywall's note
    "trap-tma-tarot-plans.html": "held out: marked as a paywall's teaser by the wall model (a plans page)",
    # the wall model of round 13, the same trade: the page of round 12 saying a subscription is active is read
    # again, this one is marked instead
    "trap-zapit-paywall-invoice-creator.html": "a form whose only words are placeholders: failed as a page "
    "with no readable text (no wall named)",
    # the sixth round's second batch, scored once under the frozen rules of 1043730
    "trap-jlms-mobile-login-screen.html": "held out: refused as a login wall",
    # the sixth round's fourth batch, captured after the rules of 22e02e0 were frozen, scored once
    # the sixth round's fifth batch, captured after the rules of 22e02e0 were frozen, scored once
    "trap-mvumu-cookie-consent-page.html": "held out: refused as a consent wall since the rules of 24f31a6",
    # the sixth round's ninth batch, captured after the rules of 613fb63 were frozen, scored once
    # the sixth round's eleventh batch, captured after the rules of 2fee9de were frozen, scored once
    # the seventh round's fourth batch, read when scored once under the rules of 6d31265
    # the eighth round's second batch, captured under main's code of 22eb9db, scored once (rules and model)
    # the ninth round's first batch, captured under main's code of 82b8113, scored once (rules and model)
    # the ninth round's third batch, captured under main's code of c60815c, scored once (rules and model)
    # the twelfth round, scored once under the frozen main 04d52b3 (rules and model)
    "trap-marketmultiply-cookie-notice-page.html": "held out: refused as a consent wall by the learned model (the "
    "rules read it)",
    # the fifteenth round, scored once under the frozen main 3556ced (rules and model)
    # the sixteenth round, scored once under the frozen main 3fc5ca3 (rules and model)
    "trap-authdemo-require-login-page-itself.html": "held out: refused as a login wall",
    # round 16's looked-at pages learnt (and soft 404 at .99, chosen on leave-batch-out and the written
    # tests before the held-out part was scored): a held-out trap refused, kept as found
    # the eighteenth round, scored once under the frozen main f69f500 (rules and model)
    # the wall model retrained with round 18's looked-at pages (soft 404 .95, consent .98, chosen on leave-batch-out and the written tests before the held-out part was scored)
    # the nineteenth round, scored once under the frozen main c3aea73 (rules and model)
    "trap-mc-choose-your-country-list.html": "held out: refused as a geo block",
    # the wall model retrained with round 20, views' declared titles and written wording (counts in the commit)
    "trap-recipe-generator-exceed-api-calls-come-back-tomorrow.html": "held out: refused or marked since the wall model was retrained",
    # the twenty-first round, scored once under the frozen main a1e46b5 (rules and model)
    "trap-smart-kos-langganan-anda-sudah-aktif-id.html": "held out: marked as a paywall's teaser by the "
    "wall model (the rules read it)",
    # the twenty-fifth round, scored once under the frozen rules and model of this session
    "trap-wistia-labs-age-gate-tool.html": "held out: refused as an age gate",
    # the wall model retrained with round 27's looked-at pages (the settings of the round before, nothing chosen
    # after the held-out part was scored): held-out traps it refuses or marks, kept as found
    "trap-agify-you-must-be-age-guess.html": "held out: refused as an age gate since the wall model was retrained",
    # held-out traps the wall model retrained at round 31's freeze refuses or marks, kept as found
    "trap-duebook-monthly-limit.html": "held out: refused or marked since the wall model was retrained",
    "trap-novanovel-get-premium-unlock-all-chapters.html": "held out: refused or marked since the wall model was "
    "retrained",
    # (three held-out traps the wall models of rounds 27 and 29 marked as a paywall's teaser are read again since
    # the model was retrained at round 30's freeze)
}


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN_MISSES[n]))
        if n in KNOWN_MISSES
        else n
        for n, p in PAGES.items()
        if p.kind in REASONS
    ],
)
def test_every_wall_fails_with_the_reason_naming_what_the_site_asked_for(name: str) -> None:
    page = PAGES[name]
    outcome = outcome_of(page)
    assert isinstance(outcome, ReadFailed), outcome
    # (a 451 whose page names no place is withheld from every reader, for legal reasons: its own reason)
    reasons = {REASONS[page.kind], LEGAL_REASON} if page.status == 451 else {REASONS[page.kind]}
    if page.kind == "soft404":
        reasons.add(LINK_GONE_REASON)  # (a link said expired names what ended: the address followed)
    assert outcome.wall == page.kind and outcome.reason in reasons
    # a soft 404 is the site's own "no such page", as a 404 is; the other walls may let another road through
    assert outcome.definitive == (page.kind == "soft404")
    assert outcome.bug is None


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN_MISSES[n]))
        if n in KNOWN_MISSES
        else n
        for n, p in PAGES.items()
        if p.kind == "paywall"
    ],
)
def test_every_paywall_is_read_as_its_teaser_and_says_so(name: str) -> None:
    outcome = outcome_of(PAGES[name])
    assert isinstance(outcome, PageRead), outcome
    assert outcome.wall == "paywall" and outcome.text


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN_REFUSED[n]))
        if n in KNOWN_REFUSED
        else n
        for n, p in PAGES.items()
        if p.kind == "trap"
    ],
)
def test_every_trap_is_read_as_the_page_it_is(name: str) -> None:
    outcome = outcome_of(PAGES[name])
    assert isinstance(outcome, PageRead), outcome
    assert outcome.wall is None and outcome.chars > 0  # (a short page of thanks is 91 characters)


def test_a_wall_sentence_inside_quotation_marks_is_quoted_not_said() -> None:
    said = "<h1>Sorry, we couldn’t find that page</h1><p>Check the address or search for it below.</p>"
    quoted = "<p>Most broadcasters now say “Sorry, we couldn’t find that page” and offer a search box.</p>"
    assert judge_walls(
        article="Sorry, we couldn’t find that page\nCheck the address.", markup=_html("x", said)
    )
    assert judge_walls(article=quoted[3:-4], markup=_html("Broadcast notes", quoted)) is None


def test_a_wall_sentence_as_an_aside_far_down_a_page_is_not_its_message() -> None:
    text = (
        "We meet every Tuesday at 7.30pm in the upstairs room of the community centre.\n"
        "Players of every strength are welcome, and the first three visits are free.\n"
        "Members can log in to see the fixture list."
    )
    assert judge_walls(article=text, markup=_html("Westfield Chess Club", text)) is None
    # the same sentence as the page's opening, with nothing else to say, is a login wall
    wall = judge_walls(article="Please log in to view this page.", markup=_html("Members", ""))
    assert wall is not None and wall.kind == "login"


def test_a_page_that_says_much_of_its_own_beside_a_wall_sentence_is_read() -> None:
    story = " ".join(
        f"The council met on day {i} and voted on the river bridge budget again." for i in range(6)
    )
    assert judge_walls(article=f"Page not found\n{story}", markup=_html("Page not found", story)) is None
    assert judge_walls(article="Page not found\nTry the search box.", markup=_html("Page not found", ""))


def test_an_article_length_text_is_never_a_wall() -> None:
    text = "Sorry, we couldn’t find that page. " + "Real prose about the harbour and its market. " * 80
    assert len(text) > PAGE_CHARS
    assert judge_walls(article=text, markup=_html("404: Page not found", text)) is None


def test_the_paywall_notice_dropped_by_extraction_is_found_in_the_markup() -> None:
    teaser = "The harbour authority voted on Tuesday to close the old fish market for two years."
    markup = _html(
        "Market closes",
        f"<article><p>{teaser}</p></article><div class='paywall'>"
        "<h3>Subscribe to continue reading</h3><p>Already a subscriber? <a>Log in</a></p></div>",
    )
    wall = judge_walls(article=teaser, markup=markup)
    assert wall is not None and wall.kind == "paywall" and not wall.failure


def test_schema_markup_alone_or_a_newsletter_box_does_not_make_a_paywall() -> None:
    teaser = "The harbour authority voted on Tuesday to close the old fish market for two years."
    declared = '<script type="application/ld+json">{"isAccessibleForFree": false}</script>'
    box = "<aside><h3>Subscribe to our newsletter</h3><p>Already a subscriber? Sign in.</p></aside>"
    assert judge_walls(article=teaser, markup=_html("Market", declared + teaser + box)) is None


def test_a_geo_block_is_named_by_its_status_and_sentence() -> None:
    wall = judge_walls(
        article="This site is not available in your country due to legal restrictions.",
        markup=_html("Unavailable For Legal Reasons", ""),
        status=451,
    )
    assert wall is not None and wall.kind == "geo" and "status" in wall.signal


@pytest.mark.parametrize(
    ("title", "text", "url", "kind"),
    [
        (
            "Before you continue to Google",
            "Reject all\nAccept all",
            "https://consent.google.com/ml",
            "consent",
        ),
        ("Steam", "Please enter your birth date to continue:", "https://store.example/agecheck/app/1", "age"),
        (
            "Sign Up | LinkedIn",
            "Join LinkedIn\nMake the most of your professional life",
            "https://x/authwall",
            "login",
        ),
        (
            "YouTube",
            "Sign in to confirm your age\nThis video may be inappropriate for some users.",
            "",
            "age",
        ),
    ],
)
def test_small_walls_of_each_kind(title: str, text: str, url: str, kind: str) -> None:
    wall = judge_walls(article=text, markup=_html(title, ""), url=url)
    assert wall is not None and wall.kind == kind, wall


def test_hostile_markup_is_judged_in_bounded_time() -> None:
    import time

    markup = "<h1>" * 200_000 + "<p>" + "subscription " * 100_000 + "</p>"
    started = time.thread_time()  # the read's own work: a busy machine stretches the wall clock, not this
    judge_walls(article="Short text.", markup=markup)
    assert time.thread_time() - started < 2.0


def test_good_news_about_a_country_is_no_geo_block() -> None:
    text = "Free delivery is available in your country on orders over 30 euros.\nShop the spring range."
    assert judge_walls(article=text, markup=_html("Delivery", text)) is None
    refused = "This video is currently unavailable to watch in your location."
    wall = judge_walls(article=refused, markup=_html("Prime Video", refused))
    assert wall is not None and wall.kind == "geo"


def test_words_about_walls_in_a_short_brief_or_a_captcha_are_not_walls_of_that_kind() -> None:
    brief = (
        "Regulators fined the publisher on Tuesday over its pay or okay model, which asks readers to accept "
        "advertising cookies or buy a subscription. The company said it would appeal."
    )
    assert judge_walls(article=brief, markup=_html("Publisher fined over cookie choice", brief)) is None
    captcha = "Please verify that you are human to continue."
    assert (
        judge_walls(article=captcha, markup=_html("Checking", captcha)) is None
    )  # the block judge's, not age


@pytest.mark.parametrize(
    ("title", "body"),
    [
        # age-gate plugins' defaults ("You must be %s years old to visit this site.", "Please verify your age")
        ("Welcome", "<h2>You must be 18 years old to visit this site.</h2><p>Please verify your age</p>"),
        ("Vine Estate", "<h1>Are you 21 years of age or older?</h1><button>Yes, enter</button>"),
        ("Shop", "<h2>Please confirm that you are above the legal drinking age in your country.</h2>"),
        ("Altersverifikation", "<p>Sind Sie 18 Jahre oder älter?</p><button>Ja</button>"),
        ("Vérification de l'âge", "<p>Avez-vous plus de 18 ans ?</p><button>Oui</button>"),
        ("Bodega", "<h1>¿Eres mayor de 18 años?</h1><button>Sí</button>"),
        ("Brouwerij", "<h1>Ben je 18 jaar of ouder?</h1><button>Ja</button>"),
    ],
)
def test_an_age_gate_is_caught_in_the_words_age_gates_are_written_in(title: str, body: str) -> None:
    text = _visible_text(body)
    wall = judge_walls(article=text, markup=_html(title, body))
    assert wall is not None and wall.kind == "age", (title, wall)


def test_an_age_said_in_an_article_is_not_an_age_gate() -> None:
    story = (
        "The state senate voted on Tuesday to raise the age for buying vapes. Under the bill you must be 21 "
        "years old to visit a vape shop, and shops that sell to younger buyers lose their licence for a year. "
        "The governor is expected to sign it next week; retailers said they would comply."
    )
    assert judge_walls(article=story, markup=_html("Vape bill passes", f"<p>{story}</p>")) is None
    assert judge_walls(article="Are you human?", markup=_html("Check", "<h1>Are you human?</h1>")) is None


def test_a_metered_notice_under_a_teaser_is_a_paywall_and_log_in_to_continue_reading_is_not_a_login_wall() -> (
    None
):
    teaser = "The harbour authority voted on Tuesday to close the old fish market for two years."
    for notice in (
        "Thanks for reading! You’ve read all your free articles this month.",
        "You have reached your monthly article limit.",
        "Create your free account or log in to continue reading.",
    ):
        markup = _html("Market closes", f"<article><p>{teaser}</p></article><div><h3>{notice}</h3></div>")
        wall = judge_walls(article=teaser, markup=markup)
        assert wall is not None and wall.kind == "paywall", (notice, wall)


def _visible_text(body: str) -> str:
    import re

    return "\n".join(line for line in re.sub(r"<[^>]+>", "\n", body).splitlines() if line.strip())


def test_a_short_question_that_opens_the_page_is_its_message_and_a_label_further_down_is_not() -> None:
    # "Hello", "Are you over 18?" and Yes/No: no sentence of five words, and all of it the gate
    gate = "Hello\nAre you over 18?\nYes\nNo"
    wall = judge_walls(article=gate, markup=_html("Welcome", ""))
    assert wall is not None and wall.kind == "age"
    # a page of labels (a gallery, a shop's grid) whose sixth label is "Sign in" is not a log-in page
    labels = "Spring range\nLinen shirts\nWool coats\nCanvas bags\nGift cards\nSign in"
    assert judge_walls(article=labels, markup=_html("Spring range", "")) is None


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Page non trouvée", "<h1>Erreur 404</h1><p>Désolé, la page que vous recherchez n'existe pas.</p>"),
        ("Fehler", "<h1>404</h1><p>Die angeforderte Seite konnte nicht gefunden werden.</p>"),
        ("Error", "<h1>404</h1><p>Lo sentimos, la página que estás buscando no existe.</p>"),
        ("Errore", "<h1>Oops</h1><p>La pagina che stai cercando non esiste.</p>"),
        ("Página não encontrada", "<p>Voltar para o início</p>"),
    ],
)
def test_a_not_found_page_is_caught_in_the_languages_such_pages_are_written_in(title: str, body: str) -> None:
    wall = judge_walls(article=_visible_text(body), markup=_html(title, body))
    assert wall is not None and wall.kind == "soft404", (title, wall)


def test_a_story_that_says_a_page_does_not_exist_in_another_language_is_read() -> None:
    story = (
        "Le ministère a retiré mardi le rapport de son site. Depuis, la page que vous recherchez n'existe pas, "
        "répond le serveur, mais des copies circulent. Les syndicats demandent sa publication intégrale et une "
        "enquête parlementaire sur les raisons du retrait, qui intervient deux jours avant le vote du budget."
    )
    assert judge_walls(article=story, markup=_html("Le rapport retiré", f"<p>{story}</p>")) is None


@pytest.mark.parametrize(
    "refusal",
    [
        "The page is blocked due to the decision of the authorities in your area.",
        "Your country is temporarily blacklisted from viewing this site.",
        "Downloads are available only in Sri Lanka.",
    ],
)
def test_a_geo_block_is_caught_whichever_way_round_it_names_the_reader_s_place(refusal: str) -> None:
    wall = judge_walls(article=f"Access Restricted\n{refusal}", markup=_html("Access Restricted", ""))
    assert wall is not None and wall.kind == "geo", (refusal, wall)


def test_a_feature_unavailable_in_some_regions_inside_an_article_is_no_geo_block() -> None:
    story = (
        "The phone maker released its new assistant on Tuesday. Some features may be unavailable in your region "
        "at launch, the company said, and will arrive over the summer. Reviewers praised the battery life and "
        "the camera, but said the assistant still misunderstood simple requests about calendars and reminders, "
        "and that the price had risen by a hundred dollars since last year's model went on sale in March."
    )
    assert judge_walls(article=story, markup=_html("New phone reviewed", f"<p>{story}</p>")) is None


@pytest.mark.parametrize(
    ("said", "reason"),
    [
        ("Repository unavailable due to DMCA takedown. This repository is currently disabled.", LEGAL_REASON),
        ("Dieser Inhalt wurde aufgrund einer gerichtlichen Verfügung entfernt.", LEGAL_REASON),
        ("", LEGAL_REASON),
        ("This website is unavailable in your location.", GEO_REASON),
        ("Ce contenu n'est pas disponible dans votre pays.", GEO_REASON),
        ("很抱歉，你所在的地区暂时无法访问此服务。", GEO_REASON),
    ],
)
def test_a_451_s_reason_names_a_location_only_where_its_page_names_a_place(said: str, reason: str) -> None:
    text = f"451 Unavailable For Legal Reasons\n{said}"
    wall = judge_walls(article=text, markup=_html("451 Unavailable For Legal Reasons", ""), status=451)
    assert wall is not None and wall.kind == "geo" and wall.reason == reason


def test_an_answer_of_451_is_a_legal_block_whatever_its_page_explains_besides() -> None:
    explained = " ".join(
        f"Paragraph {i} of the operator's notes tells the history of the forum and its moderators."
        for i in range(6)
    )
    text = f"451 Unavailable For Legal Reasons\n{explained}"
    wall = judge_walls(article=text, markup=_html("451 Unavailable For Legal Reasons", ""), status=451)
    assert wall is not None and wall.kind == "geo"
    # the same page served with 200 has a message of its own
    assert (
        judge_walls(article=text, markup=_html("451 Unavailable For Legal Reasons", ""), status=200) is None
    )


@pytest.mark.parametrize(
    "refusal",
    [
        "Désolé, ce contenu n'est pas disponible dans votre pays.",
        "Lo sentimos, este servicio no está disponible en tu país.",
        "Dieses Angebot ist in Ihrem Land nicht verfügbar.",
    ],
)
def test_a_geo_block_is_caught_in_the_languages_geo_blocks_are_written_in(refusal: str) -> None:
    wall = judge_walls(article=f"Accès restreint\n{refusal}", markup=_html("Accès restreint", ""))
    assert wall is not None and wall.kind == "geo", (refusal, wall)


def test_a_travel_story_that_says_a_service_is_not_available_in_a_country_is_read() -> None:
    story = (
        "À Lisbonne, les nouveaux trottinettes partagés ont disparu en une nuit. Le service n'est pas disponible "
        "dans votre pays, répondait l'application aux touristes français, qui ont dû marcher jusqu'au port. "
        "La mairie dit vouloir encadrer ces engins avant l'été et réserver des places de stationnement près des "
        "stations de tramway, comme à Porto et à Madrid, où les accidents ont baissé d'un tiers en un an."
    )
    assert judge_walls(article=story, markup=_html("Lisbonne et les trottinettes", f"<p>{story}</p>")) is None


@pytest.mark.parametrize(
    ("title", "body"),
    [
        # gates that say who may enter rather than ask, as adult sites' and age-gate plugins' notices do
        ("Welcome", "<h1>ADULTS ONLY</h1><p>If you are under the age of 18, please leave now.</p>"),
        (
            "Club",
            "<p>This website contains age-restricted materials.</p><p>By entering, you affirm that you "
            "are at least 18 years of age or the age of majority where you live.</p><button>Enter</button>",
        ),
        ("Cellar", "<h2>Please enter your date of birth</h2><select name='dob'></select><button>Go</button>"),
        # the same in Russian, Indonesian, Polish and Chinese
        ("Пивоварня", "<h1>Вам есть 18 лет?</h1><button>Да</button><button>Нет</button>"),
        (
            "Toko",
            "<h1>Verifikasi usia</h1><p>Saya sudah berusia 18 tahun atau lebih.</p><button>Masuk</button>",
        ),
        ("Browar", "<h1>Czy masz ukończone 18 lat?</h1><button>Tak</button>"),
        ("酒庄", "<h1>您是否已满18岁？</h1><button>是</button>"),
        ("Borház", "<h1>Elmúltál már 18 éves?</h1><a href='#'>Igen</a><a href='#'>Nem</a>"),
        ("Bryggeri", "<h1>Är du över 18 år?</h1><button>Ja</button><button>Nej</button>"),
        ("Pivovar", "<h1>Je vám více než 18 let?</h1><button>Ano</button><button>Ne</button>"),
    ],
)
def test_an_age_gate_that_states_who_may_enter_or_asks_for_a_birth_date_is_caught(
    title: str, body: str
) -> None:
    wall = judge_walls(article=_visible_text(body), markup=_html(title, body))
    assert wall is not None and wall.kind == "age", (title, wall)


def test_a_story_that_asks_the_age_question_in_another_language_is_read() -> None:
    story = (
        "A parlament kedden elfogadta a törvényt. Elmúltál már 18 éves? – kérdezi ezentúl minden webshop, "
        "mielőtt bort árulna, de a kereskedők szerint a szabály a nagy külföldi oldalakra nem vonatkozik, "
        "és a hatóság sem tudja ellenőrizni, ki mit kattint. A törvény jövő nyáron lép hatályba."
    )
    assert judge_walls(article=story, markup=_html("Új törvény", f"<p>{story}</p>")) is None


def test_a_story_about_adults_only_venues_or_a_birth_date_form_is_read() -> None:
    story = (
        "The council licensed two new bars on Friday. Both will be for adults only after nine in the evening, "
        "and staff must ask anyone who looks under twenty-five for proof of age. Residents had asked for the "
        "licences to be refused, citing noise, but the committee said the owners had agreed to close their "
        "terraces at ten and to pay for a night warden on the high street through the summer months."
    )
    assert judge_walls(article=story, markup=_html("Bars licensed", f"<p>{story}</p>")) is None
    form = (
        "Renew your library card online. Enter your date of birth and card number below, and we will email a "
        "new card within two working days. Cards are free for residents of the borough and cost ten pounds a "
        "year for everyone else. You can also renew in person at any branch, bringing proof of address, and "
        "borrow up to twelve books, four films and two games at a time."
    )
    assert judge_walls(article=form, markup=_html("Renew your card", f"<p>{form}</p>")) is None


@pytest.mark.parametrize(
    "refusal",
    [
        "The owner of this website has banned the country or region your IP address is in from accessing it.",
        "Access from your area has been temporarily limited for security reasons.",
        "We are unable to serve visitors from the European Economic Area at this time.",
        "This service is not available to residents of Ontario.",
    ],
)
def test_a_country_block_of_a_cdn_a_plugin_or_a_site_is_caught(refusal: str) -> None:
    # and however long the site explains why: laws, licences and a launch to come are the block's own words
    why = (
        "Due to local laws and regulations we cannot offer our services in some markets. We apologise for "
        "the inconvenience and hope to launch in more countries soon. If you believe this is an error, "
        "please contact our support team."
    )
    wall = judge_walls(article=f"Not available\n{refusal}\n{why}", markup=_html("Not available", ""))
    assert wall is not None and wall.kind == "geo", (refusal, wall)


def test_a_not_found_page_above_a_long_licence_footer_is_a_not_found_page() -> None:
    footer = (
        "Content on this site is licensed under a Creative Commons Attribution 4.0 International License, "
        "except where otherwise noted. Code samples are released under the MIT License. The names and logos "
        "of third parties are trademarks of their owners and are used for identification only. "
        "Hosted by a volunteer team; we do not sell or share the personal data of our visitors."
    )
    text = f"Page not found\nSorry, we couldn't find that page.\nGo back home\n{footer}"
    wall = judge_walls(article=text, markup=_html("Page not found", ""))
    assert wall is not None and wall.kind == "soft404", wall
    # a short article whose last lines are its licence is still the article
    story = (
        "The river rose a metre overnight and the old bridge was closed to traffic at six in the morning. "
        "Engineers will inspect it once the water falls, and buses will run by the ring road until then. "
        "Sorry, we couldn't find that page, the council's site told residents looking for the diversion map. "
        "Shops on the quay put sandbags out before noon and most stayed open through the afternoon."
    )
    assert judge_walls(article=f"Bridge closed\n{story}\n{footer}", markup=_html("Bridge closed", "")) is None


def test_a_page_whose_only_message_is_an_image_says_what_the_image_is_named() -> None:
    lost = "<img src='/img/logo.png' alt='Acme'><img src='/images/page-not-found.jpg' alt=''><a href='/'>Back</a>"
    wall = judge_walls(article="Back", markup=_html("Acme", lost))
    assert wall is not None and wall.kind == "soft404" and wall.signal == "image"
    blocked = "<img src='./images/block-ip.png' alt='block area'>"
    wall = judge_walls(article="", markup=_html("Block IP", blocked))
    assert wall is not None and wall.kind == "geo"
    # a gallery with no prose is read, and so is an article about 404 pages that opens with an example of one
    gallery = (
        "<img src='/photos/harbour-at-dawn.jpg' alt='Harbour'><img src='/photos/market.jpg' alt='Market'>"
    )
    assert judge_walls(article="Harbour Market", markup=_html("Photos", gallery)) is None
    story = (
        "Designers have turned the humble error page into a small art form. The best ones admit the mistake, "
        "offer a search box and a link home, and make the visitor smile on the way out of a dead end."
    )
    article = f"<img src='/img/404-page-example.png' alt='a 404 page'><p>{story}</p>"
    assert judge_walls(article=story, markup=_html("The art of the error page", article)) is None


def test_a_consent_manager_s_own_page_is_a_consent_wall_and_a_cookie_policy_is_read() -> None:
    dialog = "We use cookies and similar technologies to improve your experience. Review your choices."
    wall = judge_walls(article=dialog, markup=_html("Cookie consent", f"<p>{dialog}</p>"))
    assert wall is not None and wall.kind == "consent"
    policy = (
        "This policy explains how the museum uses cookies on its website. We use cookies to remember your "
        "language, to count visits so that we can see which exhibitions people read about, and to keep the "
        "shop's basket between pages. We do not sell what we learn to anyone, and you can refuse every cookie "
        "but the basket's in the settings at the foot of each page. Questions go to the museum's data officer."
    )
    assert judge_walls(article=policy, markup=_html("Cookie policy", f"<p>{policy}</p>")) is None
    # a cookie banner's sentence at the top of a not-found page does not make it a consent wall
    lost = "We use cookies to improve your experience.\n\nSorry, we couldn't find that page."
    wall = judge_walls(article=lost, markup=_html("Page not found", f"<p>{lost}</p>"))
    assert wall is not None and wall.kind == "soft404"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        (
            "Shop",
            "<h1>Welcome</h1><p>Please provide your date of birth. You must be 19 or older to enter.</p>",
        ),
        ("閱覽確認", "<h2>年齡確認</h2><p>請確認您的年齡以繼續。</p><button>是</button>"),
        ("年齢確認 | 学園", "<h1>ようこそ</h1><p>このサイトは18歳以上の方のみ閲覧可能です。</p>"),
        (
            "Vérification d'âge",
            "<h1>Vérification d'âge</h1><p>Pour accéder au contenu marqué 18+, envoie un lien vers une photo de "
            "toi tenant une pièce d'identité, sur laquelle tout est caché sauf ton visage et ta date de "
            "naissance. Un modérateur vérifiera manuellement.</p>",
        ),
    ],
)
def test_a_birth_date_prompt_a_chinese_or_japanese_gate_and_an_id_check_are_age_gates(
    title: str, body: str
) -> None:
    wall = judge_walls(article=_visible_text(body), markup=_html(title, body))
    assert wall is not None and wall.kind == "age", (title, wall)


def test_a_story_on_age_checks_in_chinese_or_on_id_photos_is_read() -> None:
    story = (
        "監管機構週二公布新規，要求所有販售酒類的網店在結帳前進行年齡確認。業者表示，系統上線需要數月時間，"
        "而消費者團體則擔心個人資料外洩的風險。新規將於明年一月起實施，違者最高可罰款五十萬元。"
        "部分大型平台已表示將提前完成系統更新，小型商家則希望政府提供補助與技術協助。"
    )
    assert judge_walls(article=story, markup=_html("網購新規", f"<p>{story}</p>")) is None
    japanese = (
        "政府は火曜日、酒類を販売するすべてのネットショップに対し、購入前に18歳以上であることの確認を義務づける"
        "新しい規則を発表した。事業者はシステムの導入に数か月かかると述べ、消費者団体は個人情報の流出を懸念している。"
        "大手の通販サイトはすでに対応を始めているが、小さな酒屋の多くは費用の負担に頭を抱えている。"
        "新規則は来年一月から施行される。"
    )
    assert judge_walls(article=japanese, markup=_html("新規則", f"<p>{japanese}</p>")) is None
    photos = (
        "The forum's moderators now ask new members for a photo of an identity document before they can post "
        "in the trading section. Members complained on Tuesday that the rule was announced without warning, "
        "and the site's owner said the photos are deleted after a moderator has looked at them. The change "
        "follows a wave of scams last spring, in which sellers took payment for goods they never sent."
    )
    assert judge_walls(article=photos, markup=_html("New rules", f"<p>{photos}</p>")) is None


def test_a_not_found_heading_with_its_way_home_and_a_licence_line_after_the_message_are_a_soft_404() -> None:
    art = "/$$$$$$ /$$ /$$$$$$ /$$ /$$ /$$$$$$\n| $$ /$$$$$$ /$$$$$$ /$$$$$$$ | $$ /$$$$$$\n"
    body = f"<pre>{art}</pre><h2>Page not found get back to the <a href='/'>Home Page..</a></h2>"
    wall = judge_walls(
        article=art + "\nPage not found get back to the Home Page..", markup=_html("Legion", body)
    )
    assert wall is not None and wall.kind == "soft404"
    lost = (
        "404\n\nSorry, the page you're looking for doesn't exist or has been moved.\n\nGo to Homepage\n\n"
        "Life Insurance License: M-124004-SP-2025 (Alberta) • Accident & Sickness License: Q-124004 (Alberta)\n\n"
        "Regulated by: the Alberta Insurance Council, representing a national life insurance company.\n\n"
        "Insurance products are provided through Acme Ltd. and our licensed partners across the country."
    )
    wall = judge_walls(article=lost, markup=_html("Page Not Found | Acme", f"<p>{lost}</p>"))
    assert wall is not None and wall.kind == "soft404"


def test_a_story_opening_with_page_not_found_errors_is_read() -> None:
    story = (
        "Page not found errors cost online shops more than they think. A study published on Monday counted "
        "the dead links on a thousand retail sites and found that one visit in forty ended on an error page, "
        "most of them after a product was withdrawn. License: the study is published under a free licence "
        "and its data can be downloaded from the university's website along with the scripts used."
    )
    assert judge_walls(article=story, markup=_html("Dead ends", f"<p>{story}</p>")) is None


def test_told_to_log_in_is_a_login_wall_and_a_help_page_on_logging_in_is_read() -> None:
    told = "To generate more brand names, you need to log in.\n\nSign in with Google\n\nOr\n\nReturn to Home Page"
    wall = judge_walls(article=told, markup=_html("BrandGenix", f"<p>{told}</p>"))
    assert wall is not None and wall.kind == "login"
    help_page = (
        "Our library catalogue works without an account: anyone may search it and read the opening hours, "
        "events and reading lists. You need to be logged in only to renew a loan or reserve a book, and the "
        "desk staff can do both for you by phone. The catalogue was rebuilt this spring with larger type, "
        "and it now lists the e-books and audiobooks the county lends alongside the printed stock."
    )
    assert judge_walls(article=help_page, markup=_html("Using the catalogue", f"<p>{help_page}</p>")) is None


def test_a_navigation_s_login_link_on_a_short_page_is_no_login_wall() -> None:
    text = "Readme\nLogin\nRegister\nRestricted Area\nExample-Dashboard\nYou are logged in as:\nname\nemail"
    body = "".join(f"<li>{line}</li>" for line in text.splitlines())
    assert judge_walls(article=text, markup=_html("Verify", body)) is None
    # the same word as the whole of the page's text is a log-in page
    wall = judge_walls(article="Login", markup=_html("Members", "<h1>Login</h1><input type='password'>"))
    assert wall is not None and wall.kind == "login"


def test_a_page_with_no_text_but_a_wall_s_form_is_that_wall_and_a_sign_up_form_with_labels_is_not() -> None:
    bare = '<form method="post"><input type="text" name="birthdate"/><input type="submit"/></form>'
    wall = judge_walls(article="", markup=f"<html><body>{bare}</body></html>")
    assert wall is not None and wall.kind == "age" and "form" in wall.signal
    # a log-in box on a page whose text a script writes (a forum thread) is no log-in wall
    login_box = '<div id="main"></div><div class="modal"><input type="password" name="password"></div>'
    assert judge_walls(article="", markup=f"<html><body>{login_box}</body></html>") is None
    labelled = (
        "<p>Create your account to join the running club and get the weekly training plan.</p>"
        "<label>Name</label><input name='name'><label>Birthday</label><input type='date' name='birthday'>"
    )
    text = "Create your account to join the running club and get the weekly training plan.\nName\nBirthday"
    verdict = judge_walls(article=text, markup=_html("Join the club", labelled))
    assert verdict is None or verdict.kind != "age"


def test_a_page_titled_as_an_age_gate_is_one_and_a_headline_on_age_checks_is_not() -> None:
    for title in ("AgeGate", "Age-Gate", "Green remedy Age Gate", "Age Verification | Cellar"):
        wall = judge_walls(
            article="", markup=f"<html><head><title>{title}</title></head><body></body></html>"
        )
        assert wall is not None and wall.kind == "age", title
    brief = "The state senate passed a bill on Tuesday requiring adult websites to check visitors' ages."
    for title in ("State passes age verification law", "Why the age-gate law will not work"):
        assert judge_walls(article=brief, markup=_html(title, f"<p>{brief}</p>")) is None, title


_POLICY = [
    (
        "Why We Verify Age",
        "Some features or content categories may have minimum-age requirements imposed by law, "
        "platform policy, payment providers, or the nature of the feature.",
    ),
    (
        "When Verification May Be Required",
        "Verification may be required for designated age-restricted areas, "
        "certain creator categories, payouts, higher-risk features, or re-establishing account eligibility.",
    ),
    (
        "Verification Methods",
        "Depending on feature and jurisdiction, methods may include government-issued "
        "documents, selfie comparison, age assurance technology, lawful database checks, or manual review.",
    ),
    (
        "Identity Documents",
        "Potential document types include passports, driver's licenses, national identity "
        "cards, residence permits, and other government-issued documents supported by our provider.",
    ),
]


def test_a_policy_on_age_checks_in_headed_sections_is_a_document_and_a_gate_with_two_sections_is_a_gate() -> (
    None
):
    lead = "How the platform plans to use age assurance and identity verification for restricted features."
    text = "Age Verification\n" + lead + "\n" + "\n".join(f"{h}\n{b}" for h, b in _POLICY)
    body = f"<h1>Age Verification</h1><p>{lead}</p>" + "".join(f"<h2>{h}</h2><p>{b}</p>" for h, b in _POLICY)
    assert judge_walls(article=text, markup=_html("Age Verification — Example", body)) is None
    gate = (
        "<h1>Age Verification</h1><p>You must be 18 years old or older to enter this site.</p>"
        "<h2>Your date of birth</h2><p>Please enter your date of birth to continue to the shop.</p>"
    )
    gate_text = (
        "Age Verification\nYou must be 18 years old or older to enter this site.\nYour date of birth\n"
        "Please enter your date of birth to continue to the shop."
    )
    wall = judge_walls(article=gate_text, markup=_html("Age Verification", gate))
    assert wall is not None and wall.kind == "age"


def test_a_persian_age_check_is_caught_and_login_in_a_template_s_title_alone_makes_no_login_wall() -> None:
    body = "<h1>تایید سن</h1><label>لطفاً سن خود را وارد کنید:</label><input type='number'>"
    wall = judge_walls(article="تایید سن\nلطفاً سن خود را وارد کنید:", markup=_html("تایید سن", body))
    assert wall is not None and wall.kind == "age"
    upload = "<h1>Incluir Arquivos na Página Inicial</h1><form><input type='file'></form>"
    text = "Incluir Arquivos na Página Inicial\nIncluir arquivo\nContratos Armazenados:"
    assert judge_walls(article=text, markup=_html("LOGIN| GESTÃO DE ARQUIVOS", upload)) is None
    form = '<h1>Members</h1><form><input type="password"></form>'
    wall = judge_walls(article="Members\nPassword", markup=_html("Login | Club", form))
    assert wall is not None and wall.kind == "login"


def test_a_metered_wall_and_access_asked_in_money_are_paywalls_and_an_appeal_for_donations_is_read() -> None:
    # the looked-at part of the fifth-round batch: a newsletter's metered wall, a blog and a game behind a
    # donation, a Portuguese news wall
    for title, said in (
        ("Newsletter", "Ooops, you've reached your limit of free articles"),
        ("Blog", "Donate to access the blog"),
        ("Game", "To access this game, please support us with a donation using PayPal."),
        ("Economia", "O conteúdo que você está acessando é exclusivo para assinantes do Jornal"),
        ("Economía", "Para seguir leyendo, suscríbete."),
    ):
        wall = judge_walls(article=said, markup=_html(title, f"<p>{said}</p>"))
        assert wall is not None and wall.kind == "paywall", said
    appeal = (
        "Join hands with other Kenyans to donate one shilling only to help Childline fight for children "
        "facing child abuse. Donate now!"
    )
    assert judge_walls(article=appeal, markup=_html("Be a hero", appeal)) is None
    story = " ".join(
        f"On day {i} the museum board discussed the archive's opening hours and its new reading room."
        for i in range(8)
    )
    aside = f"{story} Some visitors asked whether they must donate to access the archive; they need not."
    assert judge_walls(article=aside, markup=_html("Museum news", aside)) is None


def test_a_log_in_asked_for_in_japanese_or_as_a_required_heading_is_a_login_wall_and_a_story_is_read() -> (
    None
):
    said = "このアプリは社内アカウント専用です。\n社内アカウントでログインしてください。"
    wall = judge_walls(article=f"アクセスできません\n{said}", markup=_html("アクセスできません", said))
    assert wall is not None and wall.kind == "login"
    heading = "<h1>Sign-in required</h1><p>Use your school account.</p>"
    wall = judge_walls(article="Sign-in required\nUse your school account.", markup=_html("Portal", heading))
    assert wall is not None and wall.kind == "login"
    story = (
        "図書館は月曜日に新しい閲覧室を開きました。" * 12 + "会員はログインしてください、と案内板にあります。"
    )
    assert judge_walls(article=story, markup=_html("図書館だより", story)) is None


def test_a_price_asked_as_the_key_is_a_paywall_and_a_price_list_is_read() -> None:
    # the looked-at part of the batch after 2bd890f: an app's day pass, a course's locked lessons
    for said in (
        "Unlock Access\nPay $1 to unlock 24 hours of full access.",
        "Pay With PayPal\nAfter payment, you'll be redirected back and your access will be unlocked on this device.",
    ):
        wall = judge_walls(article=said, markup=_html("Academy", f"<p>{said}</p>"))
        assert wall is not None and wall.kind == "paywall", said
    plans = "Pick the plan that fits your business\nStarter $49/month\nUnlock AI Pro\nAI Pro $99/month"
    assert judge_walls(article=plans, markup=_html("Choose your plan", plans)) is None
    story = "The museum will pay $2 million to unlock the archive's sealed rooms, the board said on Monday."
    assert judge_walls(article=story, markup=_html("Museum news", story)) is None


# An IAB TCF dialog's first layer, in the framework's own words (Quantcast/InMobi Choice's wording; the
# purpose "Store and/or access information on a device" is the TCF's first).
TCF_DIALOG = """<div id="qc-cmp2-container"><div class="qc-cmp2-summary-section"><h2>We value your privacy</h2>
<p>We and our partners store and/or access information on a device, such as cookies and process personal data,
such as unique identifiers and standard information sent by a device for personalised ads and content, ad and
content measurement, and audience insights, as well as to develop and improve products. With your permission we
and our partners may use precise geolocation data and identification through device scanning. You may click to
consent to our and our partners' processing as described above. Alternatively you may access more detailed
information and change your preferences before consenting or to refuse consenting.</p>
<button mode="secondary">MORE OPTIONS</button><button mode="primary">AGREE</button></div></div>"""


def _served(url: str, html: str) -> ReadOutcome:
    page = Page(
        file="inline.html",
        kind="",
        site="",
        part="",
        status=200,
        headers=(),
        url=url,
        how="written for this test",
        source="",
        body=html.encode(),
    )
    return outcome_of(page)


def test_a_tcf_dialog_over_an_empty_page_is_a_consent_wall_and_over_an_article_is_a_banner() -> None:
    empty = f"<html><head><title>The Daily Example</title></head><body><div id='app'></div>{TCF_DIALOG}</body></html>"
    wall = _served("https://news.example/2026/harbour", empty)
    assert isinstance(wall, ReadFailed) and wall.reason == CONSENT_REASON, wall
    story = "The council voted on Tuesday to rebuild the old harbour wall, which storms breached twice. " * 12
    article = (
        "<html><head><title>Harbour wall to be rebuilt</title></head><body><article>"
        f"<h1>Harbour wall to be rebuilt</h1><p>{story}</p></article>{TCF_DIALOG}</body></html>"
    )
    read = _served("https://news.example/2026/harbour", article)
    assert isinstance(read, PageRead) and read.wall is None and "harbour wall" in read.text, read


COOKIE_SETTINGS = """<html><head><title>Cookie settings</title></head><body><main><h1>Cookie settings</h1>
<p>Cookies are small files saved to your device when you visit a website. We use them to make the site work and
to learn which pages are read.</p><p>We would like your permission to set some more cookies to understand how the
site is used. Rest assured: we value your privacy.</p>
<h2>Necessary cookies</h2><p>They keep you signed in and remember your basket.</p>
<form><label><input type=checkbox name=analytics> Allow analytics cookies</label><button>Save changes</button>
</form></main></body></html>"""


@pytest.mark.parametrize(
    "url",
    [
        "https://shop.example/privacy/cookie-settings/",
        "https://shop.example/cookies",
        "https://shop.example/en/privacy-policy.html",
        "https://shop.example/datenschutz",
    ],
)
def test_a_site_s_own_cookie_settings_page_is_read_where_it_was_asked_for(url: str) -> None:
    read = _served(url, COOKIE_SETTINGS)
    assert isinstance(read, PageRead) and "analytics cookies" in read.text, read


def test_the_same_cookie_settings_page_served_in_an_article_s_place_is_a_consent_wall() -> None:
    wall = _served("https://shop.example/news/privacy-row", COOKIE_SETTINGS)
    assert isinstance(wall, ReadFailed) and wall.reason == CONSENT_REASON, wall
