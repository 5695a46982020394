"""Wall wording as frameworks translate it: the documented sentences of a wall in the languages their
translators give them, read by :mod:`kotoba.web.verdict.walls_rules` beside its own lists.

Each tuple is the ``msgstr`` of one ``msgid`` (or of a few, each named beside it) across a framework's
catalogues, English left out (the rules say it already), as shipped in the framework's own package. The
log-in stops and the paywall boxes (:data:`LOGIN_STOPS`, :data:`PAYWALL_NOTICES`) count only where the page
says them, as the rules' own sentences do: a long article that quotes one, or a comment box under an article
that asks its reader to log in, is read.
"""

from __future__ import annotations

# Django admin's not-found page (django/contrib/admin/templates/admin/404.html: its heading "Page not found"
# and "We’re sorry, but the requested page could not be found."), as django/contrib/admin/locale/*/
# LC_MESSAGES/django.po translate it (Django 5.2): a site's own not-found page says it in these words too.
NOT_FOUND_HEADINGS: tuple[str, ...] = (
    "Bladsy nie gevind nie",  # af
    "ድህረ-ገጹ የለም",  # am
    "تعذر العثور على الصفحة",  # ar
    "تعذر العثور على الصفحة",  # ar_DZ
    "Nun s'alcontró la páxina",  # ast
    "Səhifə tapılmadı",  # az
    "Бачыну не знайшлі",  # be
    "Страница не е намерена",  # bg
    "পৃষ্ঠা পাওয়া যায়নি",  # bn
    "N'eo ket bet kavet ar bajenn",  # br
    "Stranica nije pronađena",  # bs
    "No s'ha pogut trobar la pàgina",  # ca
    "پەڕە نەدۆزرایەوە",  # ckb
    "Stránka nenalezena",  # cs
    "Ni ddarganfyddwyd y dudalen",  # cy
    "Siden blev ikke fundet",  # da
    "Seite nicht gefunden",  # de
    "Bok njejo se namakał",  # dsb
    "Η σελίδα δεν βρέθηκε",  # el
    "Paĝo ne trovita",  # eo
    "Página no encontrada",  # es
    "Página no encontrada",  # es_AR
    "Página no encontrada",  # es_CO
    "Página no encontrada",  # es_MX
    "Página no encontrada",  # es_VE
    "Lehte ei leitud",  # et
    "Ez da orririk aurkitu",  # eu
    "صفحه یافت نشد",  # fa
    "Sivua ei löydy",  # fi
    "Page non trouvée",  # fr
    "Ní bhfuarthas an leathanach",  # ga
    "Cha deach an duilleag a lorg",  # gd
    "Páxina non atopada",  # gl
    "דף לא קיים",  # he
    "पृष्ठ लापता",  # hi
    "Stranica nije pronađena",  # hr
    "Strona njeje so namakała",  # hsb
    "Nincs ilyen oldal",  # hu
    "Էջը գտնված չէ",  # hy
    "Pagina non trovate",  # ia
    "Laman tidak ditemukan",  # id
    "La pagino ne renkontresis",  # io
    "Síða fannst ekki",  # is
    "Pagina non trovata",  # it
    "ページが見つかりません",  # ja
    "გვერდი ვერ მოიძებნა",  # ka
    "Asebtar ulac-it",  # kab
    "Бет табылмады",  # kk
    "ទំព័រ​ដែល​លោកអ្នកចង់​រក​នេះពុំមាន​នៅក្នុងម៉ាស៊ីនរបស់យើងខ្ញុំទេ",  # km
    "ಪುಟ ಸಿಗಲಿಲ್ಲ",  # kn
    "페이지를 찾을 수 없습니다",  # ko
    "Барак табылган жок",  # ky
    "Puslapis nerastas",  # lt
    "Lapa nav atrasta",  # lv
    "Страницата не е најдена",  # mk
    "പേജ് കണ്ടെത്താനായില്ല",  # ml
    "Хуудас олдсонгүй",  # mn
    "पान मिळाले नाही",  # mr
    "Laman tidak dijumpai",  # ms
    "Fant ikke siden",  # nb
    "पृष्ठ भेटिएन",  # ne
    "Pagina niet gevonden",  # nl
    "Fann ikkje sida",  # nn
    "Фарс нӕ зыны",  # os
    "ਸਫ਼ਾ ਨਹੀਂ ਲੱਭਿਆ",  # pa
    "Strona nie została znaleziona",  # pl
    "Página não encontrada",  # pt
    "Página não encontrada",  # pt_BR
    "Pagină inexistentă",  # ro
    "Страница не найдена",  # ru
    "Stránka nenájdená",  # sk
    "Strani ni mogoče najti",  # sl
    "S’u gjet faqe",  # sq
    "Страница није пронађена",  # sr
    "Stranica nije pronađena",  # sr_Latn
    "Sidan kunde inte hittas",  # sv
    "Ukurasa haujapatikana",  # sw
    "பக்கத்தைக் காணவில்லை",  # ta
    "పుట  దొరకలేదు",  # te
    "Саҳифа ёфт нашуд",  # tg
    "ไม่พบหน้านี้",  # th
    "Sayfa bulunamadı",  # tr
    "Сәхифә табылмаган",  # tt
    "بەت تېپىلمىدى",  # ug
    "Сторінка не знайдена",  # uk
    "صفحہ نھیں ملا",  # ur
    "Không tìm thấy trang nào",  # vi
    "页面没有找到",  # zh_Hans
    "找不到頁面",  # zh_Hant
)
NOT_FOUND_SENTENCES: tuple[str, ...] = (
    "Jammer! Die aangevraagde bladsy kon nie gevind word nie.",  # af
    "عذراً، تعذَّر العثور على الصفحة المطلوبة.",  # ar
    "نحن آسفون، لكننا لم نعثر على الصفحة المطلوبة.",  # ar_DZ
    "Üzr istəyirik, amma sorğulanan səhifə tapılmadı.",  # az
    "На жаль, запытаную бачыну немагчыма знайсьці.",  # be
    "Съжаляваме, но поисканата страница не може да бъде намерена.",  # bg
    "আমরা দুঃখিত, কিন্তু অনুরোধকৃত পাতা খুঁজে পাওয়া যায়নি।",  # bn
    "Ho sentim, però no s'ha pogut trobar la pàgina sol·licitada",  # ca
    "داوای لێبوردن ئەکەین، بەڵام ناتوانرێت پەڕەی داواکراو بدۆزرێتەوە.",  # ckb
    "Požadovaná stránka nebyla bohužel nalezena.",  # cs
    "Vi beklager, men den ønskede side kunne ikke findes",  # da
    "Es tut uns leid, aber die angeforderte Seite konnte nicht gefunden werden.",  # de
    "Jo nam luto, ale pominany bok njedajo se namakaś.",  # dsb
    "Λυπούμαστε, αλλά η σελίδα που ζητήθηκε δεν βρέθηκε.",  # el
    "Bedaŭrinde la petita paĝo ne estis trovita.",  # eo
    "Lo sentimos, pero no se pudo encontrar la página solicitada.",  # es
    "Lo lamentamos, no se encontró la página solicitada.",  # es_AR
    "Vabandame, kuid soovitud lehte ei leitud.",  # et
    "Sentitzen dugu, baina eskatutako orria ezin da aurkitu.",  # eu
    "شرمنده، صفحه مورد تقاضا یافت نشد.",  # fa
    "Pahoittelemme, pyydettyä sivua ei löytynyt.",  # fi
    "Nous sommes désolés, mais la page demandée est introuvable.",  # fr
    "Ár leithscéal, ach níorbh fhéidir an leathanach iarrtha a aimsiú.",  # ga
    "Tha sinn duilich ach cha do lorg sinn an duilleag a dh’iarr thu.",  # gd
    "Sentímolo, pero non se atopou a páxina solicitada.",  # gl
    "אנו מתנצלים, העמוד המבוקש אינו קיים.",  # he
    "Je nam žel, ale požadana strona njeda so namakać.",  # hsb
    "Sajnáljuk, de a keresett oldal nem található.",  # hu
    "Maaf, laman yang Anda minta tidak ditemukan.",  # id
    "Því miður fannst umbeðin síða ekki.",  # is
    "Spiacenti, ma la pagina richiesta non è stata trovata.",  # it
    "申し訳ありませんが、お探しのページは見つかりませんでした。",  # ja
    "죄송합니다, 요청한 페이지를 찾을 수 없습니다.",  # ko
    "Кечирим сурайбыз, сиз сураган барак табылбады.",  # ky
    "Atvainojamies, pieprasītā lapa nav atrodama.",  # lv
    "Се извинуваме, страница која ја побаравте не е пронајдена",  # mk
    "ക്ഷമിക്കണം, ആവശ്യപ്പെട്ട പേജ് കണ്ടെത്താന്‍ കഴിഞ്ഞില്ല.",  # ml
    "Уучлаарай, хүссэн хуудас олдсонгүй.",  # mn
    "आम्ही क्षमस्व आहोत, पण विनंती केलेले पान मिळाले नाही.",  # mr
    "Maaf, tetapi laman yang diminta tidak dijumpai.",  # ms
    "Beklager, men siden du spør etter finnes ikke.",  # nb
    "हामी क्षमाप्रार्थी छौं, तर अनुरोध गरिएको पृष्ठ फेला पार्न सकिएन।",  # ne
    "Het spijt ons, maar de opgevraagde pagina kon niet worden gevonden.",  # nl
    "Sida du spør etter finst ikkje.",  # nn
    "Przykro nam, ale żądana strona nie została znaleziona.",  # pl
    "Pedimos desculpa mas a página solicitada não foi encontrada.",  # pt
    "Lamentamos, mas a página requisitada não pode ser encontrada.",  # pt_BR
    "Din păcate nu am găsit pagina solicitată",  # ro
    "К сожалению, запрашиваемая вами страница не найдена.",  # ru
    "Ľutujeme, ale požadovaná stránka nebola nájdená.",  # sk
    "Opravičujemo se, a zahtevane strani ni mogoče najti.",  # sl
    "Na ndjeni, por faqja e kërkuar s’u gjet dot.",  # sq
    "Жао нам је, тражена страница није пронађена.",  # sr
    "Žao nam je, tražena stranica nije pronađena.",  # sr_Latn
    "Tyvärr kunde inte den begärda sidan hittas.",  # sv
    "Samahani, ukurasa uliotafutwa haukupatikana.",  # sw
    "Üzgünüz, istediğiniz sayfa bulunamadı.",  # tr
    "كەچۈرۈڭ، لېكىن تەلەب قىلىنغان بەت تېپىلمىدى.",  # ug
    "На жаль, запрошену сторінку не знайдено.",  # uk
    "Rất tiếc, không thể tìm thấy trang được yêu cầu.",  # vi
    "非常抱歉，请求的页面不存在。",  # zh_Hans
    "很抱歉，請求頁面不存在。",  # zh_Hant
)


# The reader told that their log-in succeeded: Flask-Security-Too's "You have successfully logged in."
# (flask_security/translations/*/LC_MESSAGES/flask_security.po, 5.9) and Devise's "Signed in successfully."
# as devise-i18n's de.yml gives it (devise.sessions.signed_in)
LOGGED_IN: tuple[str, ...] = (
    "Jy het met sukses in geteken",  # af
    "تم تسجيل الدخول بنجاح",  # ar
    "La sessió s'ha iniciat amb èxit",  # ca
    "Du er hermed blevet logget ind",  # da
    "Sie wurden angemeldet",  # de
    "Erfolgreich angemeldet",  # de (Devise)
    "Has iniciado sesión correctamente",  # es
    "Behar bezala hasi duzu saioa",  # eu
    "Vous êtes bien connecté(e)",  # fr
    "Sikeresen bejelentkezett",  # hu
    "Դուք բարեհաջող մուտք էք գործել",  # hy
    "Þér tókst að skrá þig inn",  # is
    "Hai effettuato l'accesso",  # it
    "ログインしました",  # ja
    "U bent succesvol ingelogd",  # nl
    "Zostałeś zalogowany pomyślnie",  # pl
    "Você logou com sucesso",  # pt_BR
    "Sessão iniciada com sucesso",  # pt_PT
    "Вы успешно вошли в систему",  # ru
    "Başarıyla giriş yaptınız",  # tr
    "你已成功登录",  # zh_Hans
)


# A log-in asked for before the page is shown (a log-in wall's sentence), in the words the sites' own auth
# libraries put in the page's place, where the rules' patterns and the platforms' tables
# (:mod:`kotoba.web.verdict.walls_platforms`, :mod:`kotoba.web.verdict.walls_platforms3`) do not already
# say them; read beside them in the tables' format (an apostrophe matches the straight one and the curly one):
#
# - Devise's stop for a reader not logged in (``devise.failure.unauthenticated``, "You need to sign in or
#   sign up before continuing.") and its time-out (``devise.failure.timeout``, "Your session expired. Please
#   sign in again to continue."), which a Rails site shows over its sign-in form, as devise-i18n translates
#   them (tigrish/devise-i18n, ``rails/locales/{af,ar,az,be,bg,bs,et,fa,hi,hr,is,ka,lt,lv,mk,ms,nb,sl,sq,
#   sr,sr-RS,th,ur}.yml``). Of a time-out, the sentence that asks to log in again: the one before it ("Your
#   session expired.") is a sentence of its own, and a wall's sentence is read one sentence at a time.
#   Georgian's time-out ("your session has ended", and nothing asked) is left out, and so is every sentence
#   the rules or the platforms' tables read already (Devise's stop in de, fr, es, it, pt, pt-BR, nl, pl, ru,
#   hu, ja, ko, zh-CN, zh-TW, tr, cs, vi, da, sv, uk, id, ro, el, sk, ca and he; and these catalogues'
#   Bulgarian, Bosnian, Serbian, Croatian, Slovenian and Norwegian stop, their Finnish stop and time-out,
#   and their Persian and Thai time-out);
# - Flask-Security-Too's stop (``Please log in to access this page.``, flask_security/core.py's
#   ``UNAUTHENTICATED`` message, which Flask-Login's default ``login_message`` also says) as its German,
#   Catalan, Danish and Dutch catalogues give it (pallets-eco/flask-security,
#   ``flask_security/translations/{de_DE,ca_ES,da_DK,nl_NL}/LC_MESSAGES/flask_security.po``).
LOGIN_STOPS: tuple[str, ...] = (
    "Jy moet aanteken of inteken voor jy voortgaan.",  # af, unauthenticated
    "Teken asseblief aan om voort te gaan.",  # af, timeout
    "تحتاج إلى تسجيل الدخول أو التسجيل قبل المتابعة.",  # ar
    "الرجاء تسجيل الدخول مرة أخرى للمتابعة.",  # ar, timeout
    "Davam etmək üçün hesabınıza daxil olmalı və ya qeydiyyatdan keçməlisiniz.",  # az
    "Davam etmək üçün, zəhmət olmasa yenidən daxil olun.",  # az, timeout
    "Вам трэба ўвайсці ў сістэму ці зарэгістравацца",  # be
    "Калі ласка, увайдзіце ў сістэму зноў.",  # be, timeout
    "Сесията Ви е изтекла, моля влезте отново, за да продължите.",  # bg, timeout
    "Molimo prijavite se ponovo.",  # bs, timeout
    "Sa pead sisse logima või registreeruma enne jätkamist.",  # et
    "Sinu sessioon on aegunud, jätkamiseks logi palun sisse.",  # et, timeout
    "پیش از ادامه باید وارد شوید یا ثبت نام کنید.",  # fa
    "जारी रखने से पहले आपको साइन इन या साइन अप करने की आवश्यकता है।",  # hi
    "जारी रखने के लिए कृपया पुन: साइन इन करें।",  # hi, timeout
    "Za nastavak se prijavite ponovno.",  # hr, timeout
    "Þú þarft að vera innskráð(ur) til þess að halda áfram.",  # is
    "Seta þín hefur runnið út, skráðu þig aftur inn til að halda áfram.",  # is, timeout
    "გასაგრძელებლად თქვენ უნდა გაიაროთ ავტორიზაცია ან დარეგისტრირდეთ.",  # ka
    "Būtina prisijungti arba prisiregistruoti prieš tęsiant.",  # lt
    "Prisijunkite iš naujo norėdami tęsti.",  # lt, timeout
    "Jums ir jāpieslēdzas vai jāreģistrējas, lai turpinātu.",  # lv
    "Lūdzu, pieslēdzieties vēlreiz, lai turpinātu.",  # lv, timeout
    "Мора да се најавите или да креирате профил за да можете да продолжите.",  # mk
    "Ве молиме најавете се повторно за да продолжите.",  # mk, timeout
    "Anda perlu log masuk atau daftar sebelum meneruskan.",  # ms
    "Sila log masuk lagi untuk meneruskan.",  # ms, timeout
    "Logg inn igjen for å gå videre.",  # nb, timeout
    "Za nadaljevanje se prosim ponovno prijavite.",  # sl, timeout
    "Përpara se të vazhdohet, lypset të bëni hyrjen ose të regjistroheni.",  # sq
    "Ju lutemi, që të vazhdohet, ribëni hyrjen.",  # sq, timeout
    "Za nastavak prijavite se ponovo.",  # sr, timeout
    "За наставак се морате пријавити или регистровати.",  # sr-RS
    "За наставак пријавите се поново.",  # sr-RS, timeout
    "คุณต้องเข้าสู่ระบบหรือลงทะเบียนก่อนดำเนินการต่อ",  # th
    "آپ کو ویب سایٹ میں داخل ھونے سے پہلے سائن ان یا سائن اپ کرنا ہوگا۔",  # ur
    "براے مہربانی دوبارہ لاگ ان کریں۔",  # ur, timeout
    # Flask-Security-Too
    "Bitte anmelden, um diese Seite zu sehen.",  # de_DE
    "Has d'iniciar sessió per tal d'accedir a aquesta pàgina.",  # ca_ES
    "Log in for at få adgang til denne side.",  # da_DK
    "Gelieve in te loggen om deze pagina te zien.",  # nl_NL
)

# The box a paid post ends on, under its opening (a paywall's notice), as Ghost's default theme translates
# it where the rules and the platforms' tables do not already say it: Source's Korean catalogue (TryGhost/
# Source, ``locales/ko.json``: its heading for paying subscribers, for subscribers and for a tier's, on a post
# and on a page, the rules read already; its free member's upgrade line, "Upgrade to a paid account to get
# full access.", here), and the box its Dutch and Swedish catalogues give for "This content is for paying
# subscribers only" and "This content is for subscribers only" (``locales/{nl,sv}.json``).
PAYWALL_NOTICES: tuple[str, ...] = (
    "유료 계정으로 업그레이드하여 전체 콘텐츠를 이용하세요.",  # ko
    "Deze pagina is alleen voor betalende leden zichtbaar",  # nl
    "Deze pagina is alleen voor leden zichtbaar",  # nl
    "Det här innehållet är endast för betalande medlemmar",  # sv
    "Det här innehållet är endast för medlemmar",  # sv
)
