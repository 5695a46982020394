"""Wall wording as frameworks translate it: the documented sentences of a wall in the languages their
translators give them, read by :mod:`kotoba.web.verdict.walls_rules` beside its own lists.

Each tuple is the ``msgstr`` of one ``msgid`` across a framework's catalogues, English left out (the rules
say it already), as shipped in the framework's own package.
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
