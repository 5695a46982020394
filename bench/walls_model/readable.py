"""Ordinary pages in a wall's words, written here, for the wall model to learn what is no wall ("none").

    train.py learns from them beside the harvest, ``wording.py`` and ``forums.py`` (``--harvest``): their
    words only (title, headings, text, the text's length), never their markup or address, which were written
    here.

The traps the model comes nearest to refusing (by the margin between its probability and the kind's
threshold, on the looked-at traps as each round's model saw them and on the shippable extraction corpora by
5-fold) are pages of a few shapes: an article about paywalls, cookie banners or log-in walls that names
them; a pricing page with its plans, a trial and an upgrade button; a members' page the reader is let into;
a forum's index with its log-in box beside the boards; a site's cookie policy. Each is the page the reader
asked for. Here each shape is written in ten languages inside one site's chrome (navigation with "Log in"
and "Sign up", a footer with cookie settings): the words of a wall around a page that is read.

Every sentence is written here. No page of the wall corpus, of an extraction corpus or of any other source
was read to write them.
"""

from __future__ import annotations

import html
import sys
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from data import Record, written_records  # noqa: E402

from kotoba.settings import Settings  # noqa: E402

ADDRESS = "https://readable.invalid/"
SHAPES = ("essay", "pricing", "members", "forum", "cookies", "account", "signedout", "age")

# Per language: the site's chrome, then each shape's title, heading and paragraphs (the pricing page's plans,
# the forum's boards and its log-in box are lines of their own).
SITES: dict[str, dict[str, object]] = {
    "en": {
        "chrome": ("Home", "Blog", "Pricing", "Log in", "Sign up", "Privacy", "Cookie settings", "Terms"),
        "essay": (
            "Why paywalls and cookie walls keep readers away",
            [
                "Every newspaper I read this year asked me for something before the second paragraph: "
                "subscribe to continue reading, accept all cookies, or sign in to keep going.",
                "Paywalls are not new. The metered model, a few free articles a month and then a "
                "subscription, has kept many local papers alive, and I pay for two of them gladly.",
                "What bothers me is the wall that gives no reason. A log-in wall on a recipe, a cookie "
                "banner that hides the whole page until you agree: readers leave, and they do not come back.",
                "A good wall says what it costs and what you get. The rest is friction.",
            ],
        ),
        "pricing": (
            "Plans and pricing",
            [
                "Free — $0 per month — 3 projects, community support",
                "Pro — $12 per month — unlimited projects, priority support, start a 14-day free trial",
                "Team — $29 per user per month — shared workspaces, single sign-on, audit log",
                "Upgrade or cancel at any time. Prices exclude VAT. Billed monthly or yearly (save 20%).",
            ],
        ),
        "members": (
            "Members' newsletter — March",
            [
                "Welcome back, Anna. Thank you for being a member of the Riverside Camera Club.",
                "This month's meeting is on Thursday at 7 pm in the library's upstairs room. Bring two "
                "prints on the theme of water; the judge this time is Tom Hale.",
                "The darkroom is open to members on Saturdays. Book a slot with Maria, and remember to log "
                "the chemicals you use.",
                "Your membership is active until 31 December. You can renew from your account page.",
            ],
        ),
        "forum": (
            "Riverside Cyclists — Forum index",
            [
                "Routes and rides — Share your favourite loops around the valley. 214 topics",
                "Repairs and maintenance — Chains, brakes, wheels. 97 topics",
                "Buy and sell — Members' classifieds. 41 topics",
                "Log in — Username — Password — Remember me — Forgot your password? — Register",
                "Who is online: 12 users (2 registered, 10 guests).",
            ],
        ),
        "cookies": (
            "Cookie policy",
            [
                "This cookie policy explains what cookies are, which cookies this website uses and how you "
                "can manage them.",
                "Strictly necessary cookies keep you logged in and remember your cart. Analytics cookies "
                "count visits so that we know which pages are read; we use them only if you accept them.",
                "You can change your choice at any time under Cookie settings at the foot of every page, or "
                "delete cookies in your browser's settings.",
                "Last updated: 2 May 2024.",
            ],
        ),
    },
    "de": {
        "chrome": (
            "Start",
            "Blog",
            "Preise",
            "Anmelden",
            "Registrieren",
            "Datenschutz",
            "Cookie-Einstellungen",
            "Impressum",
        ),
        "essay": (
            "Bezahlschranken, Cookie-Banner und warum Leser abspringen",
            [
                "Fast jede Zeitung fragt heute nach etwas, bevor man den zweiten Absatz sieht: jetzt "
                "abonnieren und weiterlesen, alle Cookies akzeptieren oder anmelden.",
                "Bezahlschranken sind nicht neu. Das Freemium-Modell mit einigen freien Artikeln im Monat "
                "hat vielen Lokalzeitungen geholfen, und ich zahle für zwei davon gern.",
                "Was stört, ist die Schranke ohne Begründung: eine Anmeldepflicht für ein Rezept, ein "
                "Cookie-Banner, das die ganze Seite verdeckt. Leser gehen und kommen nicht wieder.",
                "Eine gute Schranke sagt, was sie kostet und was man dafür bekommt.",
            ],
        ),
        "pricing": (
            "Tarife und Preise",
            [
                "Basis — 0 € pro Monat — 3 Projekte, Hilfe in der Community",
                "Pro — 12 € pro Monat — unbegrenzte Projekte, bevorzugter Support, 14 Tage kostenlos testen",
                "Team — 29 € pro Nutzer und Monat — gemeinsame Arbeitsbereiche, Single Sign-on",
                "Jederzeit upgraden oder kündigen. Alle Preise zzgl. MwSt. Jährliche Zahlung spart 20 %.",
            ],
        ),
        "members": (
            "Mitgliederbrief — März",
            [
                "Willkommen zurück, Anna. Danke, dass du Mitglied im Fotoclub am Fluss bist.",
                "Das nächste Treffen ist am Donnerstag um 19 Uhr im Obergeschoss der Bücherei. Bring zwei "
                "Abzüge zum Thema Wasser mit.",
                "Die Dunkelkammer ist samstags für Mitglieder geöffnet. Trag dich bei Maria ein.",
                "Deine Mitgliedschaft ist bis zum 31. Dezember aktiv. Verlängern kannst du in deinem Konto.",
            ],
        ),
        "forum": (
            "Radfreunde am Fluss — Foren-Übersicht",
            [
                "Touren — Eure liebsten Runden im Tal. 214 Themen",
                "Reparatur und Wartung — Ketten, Bremsen, Laufräder. 97 Themen",
                "Biete und suche — Kleinanzeigen der Mitglieder. 41 Themen",
                "Anmelden — Benutzername — Passwort — Angemeldet bleiben — Passwort vergessen? — "
                "Registrieren",
                "Wer ist online: 12 Besucher (2 registriert, 10 Gäste).",
            ],
        ),
        "cookies": (
            "Cookie-Richtlinie",
            [
                "Diese Cookie-Richtlinie erklärt, was Cookies sind, welche Cookies diese Website verwendet "
                "und wie du sie verwalten kannst.",
                "Notwendige Cookies halten dich angemeldet und merken sich deinen Warenkorb. "
                "Statistik-Cookies setzen wir nur, wenn du zustimmst.",
                "Deine Auswahl kannst du jederzeit unter Cookie-Einstellungen am Ende jeder Seite ändern.",
                "Stand: 2. Mai 2024.",
            ],
        ),
    },
    "fr": {
        "chrome": (
            "Accueil",
            "Blog",
            "Tarifs",
            "Se connecter",
            "S'inscrire",
            "Confidentialité",
            "Gérer les cookies",
            "Mentions légales",
        ),
        "essay": (
            "Murs payants et bandeaux cookies : pourquoi les lecteurs s'en vont",
            [
                "Presque chaque journal me demande quelque chose avant le deuxième paragraphe : abonnez-vous "
                "pour lire la suite, acceptez tous les cookies ou connectez-vous.",
                "Le mur payant n'est pas nouveau. Le modèle à compteur, quelques articles gratuits par mois "
                "puis un abonnement, fait vivre bien des journaux locaux.",
                "Ce qui agace, c'est le mur sans raison : une connexion exigée pour une recette, un bandeau "
                "cookies qui cache toute la page. Le lecteur part et ne revient pas.",
                "Un bon mur dit ce qu'il coûte et ce qu'on y gagne.",
            ],
        ),
        "pricing": (
            "Offres et tarifs",
            [
                "Gratuit — 0 € par mois — 3 projets, aide de la communauté",
                "Pro — 12 € par mois — projets illimités, support prioritaire, essai gratuit de 14 jours",
                "Équipe — 29 € par utilisateur et par mois — espaces partagés, authentification unique",
                "Changez d'offre ou résiliez à tout moment. Prix hors TVA. Paiement annuel : 20 % de remise.",
            ],
        ),
        "members": (
            "Lettre aux adhérents — mars",
            [
                "Bon retour, Anna. Merci d'être adhérente du club photo de la Rivière.",
                "La prochaine réunion a lieu jeudi à 19 h à la bibliothèque. Apportez deux tirages sur le "
                "thème de l'eau.",
                "Le labo est ouvert aux adhérents le samedi. Réservez un créneau auprès de Maria.",
                "Votre adhésion est active jusqu'au 31 décembre. Vous pouvez la renouveler depuis votre "
                "compte.",
            ],
        ),
        "forum": (
            "Cyclistes de la vallée — Index du forum",
            [
                "Sorties et parcours — Vos boucles préférées. 214 sujets",
                "Réparations — Chaînes, freins, roues. 97 sujets",
                "Petites annonces — Entre membres. 41 sujets",
                "Connexion — Nom d'utilisateur — Mot de passe — Se souvenir de moi — Mot de passe oublié ? "
                "— S'enregistrer",
                "Qui est en ligne : 12 utilisateurs (2 inscrits, 10 invités).",
            ],
        ),
        "cookies": (
            "Politique relative aux cookies",
            [
                "Cette politique explique ce que sont les cookies, lesquels ce site utilise et comment les "
                "gérer.",
                "Les cookies nécessaires vous gardent connecté et retiennent votre panier. Les cookies de "
                "mesure d'audience ne sont déposés qu'avec votre accord.",
                "Vous pouvez modifier votre choix à tout moment via « Gérer les cookies » en bas de page.",
                "Dernière mise à jour : 2 mai 2024.",
            ],
        ),
    },
    "es": {
        "chrome": (
            "Inicio",
            "Blog",
            "Precios",
            "Iniciar sesión",
            "Registrarse",
            "Privacidad",
            "Configuración de cookies",
            "Aviso legal",
        ),
        "essay": (
            "Muros de pago y avisos de cookies: por qué se van los lectores",
            [
                "Casi todos los periódicos me piden algo antes del segundo párrafo: suscríbete para seguir "
                "leyendo, acepta todas las cookies o inicia sesión.",
                "El muro de pago no es nuevo. El modelo medido, unos artículos gratis al mes y luego una "
                "suscripción, mantiene vivos a muchos diarios locales.",
                "Lo que molesta es el muro sin motivo: pedir registro para ver una receta, un aviso de "
                "cookies que tapa toda la página. El lector se va y no vuelve.",
                "Un buen muro dice cuánto cuesta y qué se obtiene.",
            ],
        ),
        "pricing": (
            "Planes y precios",
            [
                "Gratis — 0 € al mes — 3 proyectos, ayuda de la comunidad",
                "Pro — 12 € al mes — proyectos ilimitados, soporte prioritario, prueba gratis de 14 días",
                "Equipo — 29 € por usuario al mes — espacios compartidos, inicio de sesión único",
                "Cambia de plan o cancela cuando quieras. Precios sin IVA. Pago anual con un 20 % de "
                "descuento.",
            ],
        ),
        "members": (
            "Boletín para socios — marzo",
            [
                "Hola de nuevo, Ana. Gracias por ser socia del club de fotografía del Río.",
                "La próxima reunión es el jueves a las 19 h en la biblioteca. Trae dos copias sobre el tema "
                "del agua.",
                "El laboratorio abre para socios los sábados. Reserva tu turno con María.",
                "Tu membresía está activa hasta el 31 de diciembre. Puedes renovarla desde tu cuenta.",
            ],
        ),
        "forum": (
            "Ciclistas del Valle — Índice del foro",
            [
                "Rutas — Vuestras vueltas favoritas. 214 temas",
                "Reparaciones — Cadenas, frenos, ruedas. 97 temas",
                "Compraventa — Anuncios de socios. 41 temas",
                "Iniciar sesión — Usuario — Contraseña — Recordarme — ¿Olvidaste tu contraseña? — "
                "Registrarse",
                "Quién está conectado: 12 usuarios (2 registrados, 10 invitados).",
            ],
        ),
        "cookies": (
            "Política de cookies",
            [
                "Esta política de cookies explica qué son las cookies, cuáles usa este sitio y cómo "
                "gestionarlas.",
                "Las cookies necesarias mantienen tu sesión iniciada y recuerdan tu carrito. Las cookies "
                "analíticas solo se instalan si las aceptas.",
                "Puedes cambiar tu elección en cualquier momento en Configuración de cookies, al pie de cada "
                "página.",
                "Última actualización: 2 de mayo de 2024.",
            ],
        ),
    },
    "it": {
        "chrome": (
            "Home",
            "Blog",
            "Prezzi",
            "Accedi",
            "Registrati",
            "Privacy",
            "Impostazioni cookie",
            "Termini",
        ),
        "essay": (
            "Paywall e banner dei cookie: perché i lettori se ne vanno",
            [
                "Quasi ogni giornale mi chiede qualcosa prima del secondo paragrafo: abbonati per continuare "
                "a leggere, accetta tutti i cookie oppure accedi.",
                "Il paywall non è una novità. Il modello a consumo, qualche articolo gratis al mese e poi "
                "l'abbonamento, tiene in vita molti giornali locali.",
                "Ciò che infastidisce è il muro senza motivo: l'accesso obbligatorio per una ricetta, un "
                "banner dei cookie che copre tutta la pagina. Il lettore se ne va.",
                "Un buon paywall dice quanto costa e che cosa offre.",
            ],
        ),
        "pricing": (
            "Piani e prezzi",
            [
                "Free — 0 € al mese — 3 progetti, supporto della community",
                "Pro — 12 € al mese — progetti illimitati, supporto prioritario, prova gratuita di 14 giorni",
                "Team — 29 € per utente al mese — spazi condivisi, accesso unico",
                "Passa a un altro piano o disdici quando vuoi. Prezzi IVA esclusa.",
            ],
        ),
        "members": (
            "Lettera ai soci — marzo",
            [
                "Bentornata, Anna. Grazie di essere socia del circolo fotografico del Fiume.",
                "Il prossimo incontro è giovedì alle 19 in biblioteca. Porta due stampe sul tema dell'acqua.",
                "La camera oscura è aperta ai soci il sabato. Prenota un turno con Maria.",
                "La tua iscrizione è attiva fino al 31 dicembre. Puoi rinnovarla dal tuo account.",
            ],
        ),
        "forum": (
            "Ciclisti della Valle — Indice del forum",
            [
                "Percorsi — I vostri giri preferiti. 214 argomenti",
                "Riparazioni — Catene, freni, ruote. 97 argomenti",
                "Mercatino — Annunci dei soci. 41 argomenti",
                "Accedi — Nome utente — Password — Ricordami — Password dimenticata? — Registrati",
                "Chi c'è in linea: 12 utenti (2 registrati, 10 ospiti).",
            ],
        ),
        "cookies": (
            "Informativa sui cookie",
            [
                "Questa informativa spiega che cosa sono i cookie, quali usa questo sito e come gestirli.",
                "I cookie tecnici mantengono l'accesso e ricordano il carrello. I cookie statistici sono "
                "installati solo con il tuo consenso.",
                "Puoi cambiare la tua scelta in ogni momento da Impostazioni cookie, in fondo a ogni pagina.",
                "Ultimo aggiornamento: 2 maggio 2024.",
            ],
        ),
    },
    "pt": {
        "chrome": (
            "Início",
            "Blog",
            "Preços",
            "Entrar",
            "Cadastre-se",
            "Privacidade",
            "Configurar cookies",
            "Termos",
        ),
        "essay": (
            "Paywalls e avisos de cookies: por que os leitores desistem",
            [
                "Quase todo jornal me pede algo antes do segundo parágrafo: assine para continuar lendo, "
                "aceite todos os cookies ou faça login.",
                "O paywall não é novidade. O modelo medido, algumas matérias grátis por mês e depois a "
                "assinatura, sustenta muitos jornais locais.",
                "O que incomoda é o bloqueio sem motivo: login obrigatório para ver uma receita, um aviso de "
                "cookies que cobre a página inteira. O leitor vai embora.",
                "Um bom paywall diz quanto custa e o que se ganha.",
            ],
        ),
        "pricing": (
            "Planos e preços",
            [
                "Grátis — R$ 0 por mês — 3 projetos, ajuda da comunidade",
                "Pro — R$ 49 por mês — projetos ilimitados, suporte prioritário, teste grátis por 14 dias",
                "Equipe — R$ 99 por usuário por mês — espaços compartilhados, login único",
                "Faça upgrade ou cancele quando quiser. Plano anual com 20% de desconto.",
            ],
        ),
        "members": (
            "Boletim dos sócios — março",
            [
                "Bem-vinda de volta, Ana. Obrigado por ser sócia do clube de fotografia do Rio.",
                "O próximo encontro é na quinta às 19h na biblioteca. Traga duas fotos sobre o tema água.",
                "O laboratório abre para sócios aos sábados. Reserve um horário com a Maria.",
                "Sua assinatura está ativa até 31 de dezembro. Você pode renová-la na sua conta.",
            ],
        ),
        "forum": (
            "Ciclistas do Vale — Índice do fórum",
            [
                "Rotas — Seus passeios favoritos. 214 tópicos",
                "Manutenção — Correntes, freios, rodas. 97 tópicos",
                "Classificados — Anúncios dos membros. 41 tópicos",
                "Entrar — Usuário — Senha — Lembrar-me — Esqueceu a senha? — Registrar",
                "Quem está online: 12 usuários (2 registrados, 10 visitantes).",
            ],
        ),
        "cookies": (
            "Política de cookies",
            [
                "Esta política explica o que são cookies, quais este site usa e como você pode gerenciá-los.",
                "Os cookies necessários mantêm você conectado e lembram o seu carrinho. Os cookies de "
                "análise só são usados se você aceitar.",
                "Você pode mudar sua escolha a qualquer momento em Configurar cookies, no rodapé.",
                "Última atualização: 2 de maio de 2024.",
            ],
        ),
    },
    "pl": {
        "chrome": (
            "Strona główna",
            "Blog",
            "Cennik",
            "Zaloguj się",
            "Załóż konto",
            "Prywatność",
            "Ustawienia cookies",
            "Regulamin",
        ),
        "essay": (
            "Paywalle i banery cookies: dlaczego czytelnicy odchodzą",
            [
                "Prawie każda gazeta prosi mnie o coś przed drugim akapitem: wykup subskrypcję, aby czytać "
                "dalej, zaakceptuj wszystkie pliki cookies albo zaloguj się.",
                "Paywall to nic nowego. Model licznikowy, kilka darmowych artykułów w miesiącu, a potem "
                "abonament, utrzymuje wiele lokalnych gazet.",
                "Irytuje mur bez powodu: logowanie wymagane do przepisu, baner cookies zasłaniający całą "
                "stronę. Czytelnik odchodzi.",
                "Dobry paywall mówi, ile kosztuje i co za to dostajesz.",
            ],
        ),
        "pricing": (
            "Plany i ceny",
            [
                "Darmowy — 0 zł miesięcznie — 3 projekty, pomoc społeczności",
                "Pro — 49 zł miesięcznie — bez limitu projektów, szybsze wsparcie, 14 dni za darmo",
                "Zespół — 99 zł za użytkownika miesięcznie — wspólne przestrzenie, jedno logowanie",
                "Zmień plan lub zrezygnuj w dowolnym momencie. Ceny netto.",
            ],
        ),
        "members": (
            "List do członków — marzec",
            [
                "Witaj ponownie, Anno. Dziękujemy, że jesteś członkinią klubu fotograficznego Nad Rzeką.",
                "Najbliższe spotkanie w czwartek o 19:00 w bibliotece. Przynieś dwie odbitki na temat wody.",
                "Ciemnia jest otwarta dla członków w soboty. Zapisz się u Marii.",
                "Twoje członkostwo jest aktywne do 31 grudnia. Możesz je przedłużyć na swoim koncie.",
            ],
        ),
        "forum": (
            "Rowerzyści z Doliny — Strona główna forum",
            [
                "Trasy — Wasze ulubione pętle. 214 tematów",
                "Naprawy — Łańcuchy, hamulce, koła. 97 tematów",
                "Giełda — Ogłoszenia członków. 41 tematów",
                "Zaloguj — Nazwa użytkownika — Hasło — Zapamiętaj mnie — Nie pamiętasz hasła? — Zarejestruj",
                "Kto jest online: 12 użytkowników (2 zarejestrowanych, 10 gości).",
            ],
        ),
        "cookies": (
            "Polityka plików cookies",
            [
                "Ta polityka wyjaśnia, czym są pliki cookies, których używa ta strona i jak nimi zarządzać.",
                "Niezbędne pliki cookies utrzymują zalogowanie i pamiętają koszyk. Analityczne zapisujemy "
                "tylko za Twoją zgodą.",
                "Wybór możesz zmienić w każdej chwili w Ustawieniach cookies na dole strony.",
                "Ostatnia aktualizacja: 2 maja 2024.",
            ],
        ),
    },
    "ru": {
        "chrome": (
            "Главная",
            "Блог",
            "Тарифы",
            "Войти",
            "Регистрация",
            "Конфиденциальность",
            "Настройки cookie",
            "Условия",
        ),
        "essay": (
            "Пейволы и баннеры cookie: почему читатели уходят",
            [
                "Почти каждая газета просит меня о чём-то до второго абзаца: оформите подписку, чтобы "
                "читать дальше, примите все файлы cookie или войдите.",
                "Пейвол не новость. Счётчик бесплатных статей в месяц, а потом подписка — так живут многие "
                "местные газеты.",
                "Раздражает стена без причины: вход ради рецепта, баннер cookie на всю страницу. Читатель "
                "уходит и не возвращается.",
                "Хороший пейвол говорит, сколько стоит и что вы получаете.",
            ],
        ),
        "pricing": (
            "Тарифы и цены",
            [
                "Бесплатный — 0 ₽ в месяц — 3 проекта, помощь сообщества",
                "Про — 490 ₽ в месяц — без ограничений, приоритетная поддержка, 14 дней бесплатно",
                "Команда — 990 ₽ за пользователя в месяц — общие пространства, единый вход",
                "Сменить тариф или отменить подписку можно в любой момент.",
            ],
        ),
        "members": (
            "Письмо участникам — март",
            [
                "С возвращением, Анна. Спасибо, что вы участница фотоклуба «У реки».",
                "Следующая встреча в четверг в 19:00 в библиотеке. Принесите два снимка на тему воды.",
                "Лаборатория открыта для участников по субботам. Запишитесь у Марии.",
                "Ваше членство активно до 31 декабря. Продлить его можно в личном кабинете.",
            ],
        ),
        "forum": (
            "Велосипедисты долины — Список форумов",
            [
                "Маршруты — Ваши любимые поездки. 214 тем",
                "Ремонт — Цепи, тормоза, колёса. 97 тем",
                "Барахолка — Объявления участников. 41 тема",
                "Вход — Имя пользователя — Пароль — Запомнить меня — Забыли пароль? — Регистрация",
                "Сейчас на форуме: 12 пользователей (2 зарегистрированных, 10 гостей).",
            ],
        ),
        "cookies": (
            "Политика использования файлов cookie",
            [
                "Эта политика объясняет, что такое файлы cookie, какие из них использует сайт и как ими "
                "управлять.",
                "Необходимые cookie сохраняют вход и корзину. Аналитические мы используем только с вашего "
                "согласия.",
                "Изменить выбор можно в любой момент в разделе «Настройки cookie» внизу страницы.",
                "Обновлено 2 мая 2024 года.",
            ],
        ),
    },
    "ja": {
        "chrome": (
            "ホーム",
            "ブログ",
            "料金",
            "ログイン",
            "新規登録",
            "プライバシー",
            "クッキー設定",
            "利用規約",
        ),
        "essay": (
            "ペイウォールとクッキーバナーが読者を遠ざける理由",
            [
                "今年読んだ新聞のほとんどが、二段落目の前に何かを求めてきた。続きを読むには購読してください、"
                "すべてのクッキーを受け入れてください、ログインしてください。",
                "ペイウォール自体は新しくない。月に数本は無料で、その先は有料という仕組みが多くの地方紙を支えている。",
                "困るのは理由のない壁だ。レシピを見るためのログイン、ページ全体を覆うクッキーバナー。読者は去っていく。",
                "よい壁は、いくらかかり、何が得られるかをはっきり書いている。",
            ],
        ),
        "pricing": (
            "料金プラン",
            [
                "フリー — 月額0円 — プロジェクト3件、コミュニティサポート",
                "プロ — 月額1,200円 — プロジェクト無制限、優先サポート、14日間の無料トライアル",
                "チーム — 1ユーザーあたり月額2,900円 — 共有ワークスペース、シングルサインオン",
                "アップグレードや解約はいつでも可能です。年払いなら20%お得です。",
            ],
        ),
        "members": (
            "会員通信 3月号",
            [
                "おかえりなさい、アンナさん。川辺写真クラブの会員でいてくださりありがとうございます。",
                "次の例会は木曜日19時、図書館2階です。「水」をテーマにしたプリントを2枚お持ちください。",
                "暗室は土曜日に会員へ開放しています。マリアさんに予約してください。",
                "会員資格は12月31日まで有効です。マイページから更新できます。",
            ],
        ),
        "forum": (
            "川辺サイクリスト — 掲示板トップ",
            [
                "ルート紹介 — お気に入りのコース。214トピック",
                "整備と修理 — チェーン、ブレーキ、ホイール。97トピック",
                "売ります・買います — 会員の掲示板。41トピック",
                "ログイン — ユーザー名 — パスワード — ログイン状態を保持 — パスワードを忘れた方 — 新規登録",
                "オンライン中：12人（登録ユーザー2人、ゲスト10人）",
            ],
        ),
        "cookies": (
            "クッキーポリシー",
            [
                "このクッキーポリシーでは、クッキーとは何か、当サイトがどのクッキーを使うか、その管理方法を説明します。",
                "必須クッキーはログイン状態やカートの中身を保持します。分析用クッキーは同意いただいた場合のみ使用します。",
                "選択は各ページ下部の「クッキー設定」からいつでも変更できます。",
                "最終更新日：2024年5月2日",
            ],
        ),
    },
    "zh": {
        "chrome": ("首页", "博客", "价格", "登录", "注册", "隐私", "Cookie 设置", "条款"),
        "essay": (
            "付费墙和 Cookie 横幅为什么赶走读者",
            [
                "今年我读过的报纸几乎都在第二段之前向我要点什么："
                "订阅后继续阅读，接受全部 Cookie，或者先登录。",
                "付费墙并不新鲜。每月几篇免费文章、之后付费订阅的计量模式，养活了许多地方报纸。",
                "让人烦的是没有理由的墙：看个菜谱也要登录，Cookie 横幅盖住整个页面。读者就此离开。",
                "好的付费墙会说清楚价格和能得到什么。",
            ],
        ),
        "pricing": (
            "套餐与价格",
            [
                "免费版 — 每月 0 元 — 3 个项目，社区支持",
                "专业版 — 每月 68 元 — 不限项目，优先支持，可免费试用 14 天",
                "团队版 — 每位用户每月 158 元 — 共享空间，单点登录",
                "可随时升级或取消。按年付费可享八折。",
            ],
        ),
        "members": (
            "会员通讯 · 三月",
            [
                "欢迎回来，安娜。感谢你成为河畔摄影俱乐部的会员。",
                "下次聚会在周四晚上七点，图书馆二楼。请带两张以水为主题的照片。",
                "暗房每周六向会员开放，请向玛丽亚预约。",
                "你的会员资格有效期至 12 月 31 日，可在个人账户中续费。",
            ],
        ),
        "forum": (
            "河谷骑行论坛 — 论坛首页",
            [
                "路线分享 — 你最喜欢的骑行路线。214 个主题",
                "维修保养 — 链条、刹车、车轮。97 个主题",
                "二手交易 — 会员广告。41 个主题",
                "登录 — 用户名 — 密码 — 记住我 — 忘记密码？ — 注册",
                "当前在线：12 人（2 位会员，10 位游客）",
            ],
        ),
        "cookies": (
            "Cookie 政策",
            [
                "本 Cookie 政策说明什么是 Cookie、本网站使用哪些 Cookie 以及你如何管理它们。",
                "必要的 Cookie 用于保持登录状态和记住购物车。分析类 Cookie 仅在你同意后使用。",
                "你可以随时通过每页底部的“Cookie 设置”更改选择。",
                "最后更新：2024 年 5 月 2 日",
            ],
        ),
    },
}


# A second set of shapes, in eight of the languages: a subscriber's account page (its plan active, an older
# plan expired), the page after signing out, an age calculator.
MORE: dict[str, dict[str, object]] = {
    "en": {
        "account": (
            "Your subscription",
            [
                "Plan: Pro, billed monthly. Status: active. Next payment: $12.00 on 14 June.",
                "Payment method: Visa ending 4242. Update card · Download invoices",
                "History: Starter plan — expired on 2 March (replaced by Pro). Trial — ended on 1 February.",
                "You can cancel or change your plan at any time; access continues until the end of the "
                "period.",
            ],
        ),
        "signedout": (
            "You have signed out",
            [
                "You have been signed out of your account on this device. Thanks for stopping by.",
                "To use your account again, sign in from the home page. Closing the browser on a shared "
                "computer "
                "keeps your account safe.",
            ],
        ),
        "age": (
            "Age calculator",
            [
                "Enter a date of birth to find the exact age in years, months and days.",
                "Date of birth: 14 March 1990. Age today: 34 years, 2 months and 18 days.",
                "The calculator counts leap years and works for any date after the year 1900.",
            ],
        ),
    },
    "de": {
        "account": (
            "Dein Abo",
            [
                "Tarif: Pro, monatliche Zahlung. Status: aktiv. Nächste Zahlung: 12,00 € am 14. Juni.",
                "Zahlungsart: Visa, endet auf 4242. Karte ändern · Rechnungen herunterladen",
                "Verlauf: Starter-Tarif — abgelaufen am 2. März (ersetzt durch Pro). Testphase — beendet am "
                "1. Februar.",
                "Du kannst jederzeit kündigen oder den Tarif wechseln; der Zugang bleibt bis zum Ende des "
                "Zeitraums.",
            ],
        ),
        "signedout": (
            "Du hast dich abgemeldet",
            [
                "Du wurdest auf diesem Gerät von deinem Konto abgemeldet. Danke für deinen Besuch.",
                "Um dein Konto wieder zu nutzen, melde dich auf der Startseite an.",
            ],
        ),
        "age": (
            "Altersrechner",
            [
                "Gib ein Geburtsdatum ein und erfahre das genaue Alter in Jahren, Monaten und Tagen.",
                "Geburtsdatum: 14. März 1990. Alter heute: 34 Jahre, 2 Monate und 18 Tage.",
                "Der Rechner berücksichtigt Schaltjahre.",
            ],
        ),
    },
    "fr": {
        "account": (
            "Votre abonnement",
            [
                "Offre : Pro, paiement mensuel. Statut : actif. Prochain prélèvement : 12,00 € le 14 juin.",
                "Moyen de paiement : Visa se terminant par 4242. Modifier la carte · Télécharger les "
                "factures",
                "Historique : offre Starter — expirée le 2 mars (remplacée par Pro). Essai — terminé le 1er "
                "février.",
                "Vous pouvez résilier ou changer d'offre à tout moment ; l'accès reste ouvert jusqu'à la "
                "fin de la période.",
            ],
        ),
        "signedout": (
            "Vous êtes déconnecté",
            [
                "Vous avez été déconnecté de votre compte sur cet appareil. Merci de votre visite.",
                "Pour utiliser à nouveau votre compte, connectez-vous depuis la page d'accueil.",
            ],
        ),
        "age": (
            "Calculateur d'âge",
            [
                "Saisissez une date de naissance pour connaître l'âge exact en années, mois et jours.",
                "Date de naissance : 14 mars 1990. Âge aujourd'hui : 34 ans, 2 mois et 18 jours.",
                "Le calcul tient compte des années bissextiles.",
            ],
        ),
    },
    "es": {
        "account": (
            "Tu suscripción",
            [
                "Plan: Pro, pago mensual. Estado: activa. Próximo cobro: 12,00 € el 14 de junio.",
                "Método de pago: Visa terminada en 4242. Cambiar tarjeta · Descargar facturas",
                "Historial: plan Starter — caducó el 2 de marzo (sustituido por Pro). Prueba — terminó el 1 "
                "de febrero.",
                "Puedes cancelar o cambiar de plan cuando quieras; el acceso sigue hasta el final del "
                "periodo.",
            ],
        ),
        "signedout": (
            "Has cerrado sesión",
            [
                "Has cerrado la sesión de tu cuenta en este dispositivo. Gracias por tu visita.",
                "Para volver a usar tu cuenta, inicia sesión desde la página de inicio.",
            ],
        ),
        "age": (
            "Calculadora de edad",
            [
                "Introduce una fecha de nacimiento para saber la edad exacta en años, meses y días.",
                "Fecha de nacimiento: 14 de marzo de 1990. Edad hoy: 34 años, 2 meses y 18 días.",
                "La calculadora tiene en cuenta los años bisiestos.",
            ],
        ),
    },
    "pt": {
        "account": (
            "Sua assinatura",
            [
                "Plano: Pro, cobrança mensal. Status: ativa. Próxima cobrança: R$ 49,00 em 14 de junho.",
                "Forma de pagamento: Visa final 4242. Alterar cartão · Baixar notas fiscais",
                "Histórico: plano Starter — expirou em 2 de março (substituído pelo Pro). Teste — terminou "
                "em 1º de fevereiro.",
                "Você pode cancelar ou mudar de plano quando quiser; o acesso continua até o fim do período.",
            ],
        ),
        "signedout": (
            "Você saiu da sua conta",
            [
                "Você saiu da sua conta neste dispositivo. Obrigado pela visita.",
                "Para usar sua conta novamente, entre pela página inicial.",
            ],
        ),
        "age": (
            "Calculadora de idade",
            [
                "Digite uma data de nascimento para saber a idade exata em anos, meses e dias.",
                "Data de nascimento: 14 de março de 1990. Idade hoje: 34 anos, 2 meses e 18 dias.",
                "A calculadora considera os anos bissextos.",
            ],
        ),
    },
    "ru": {
        "account": (
            "Ваша подписка",
            [
                "Тариф: Про, оплата помесячно. Статус: активна. Следующий платёж: 490 ₽ 14 июня.",
                "Способ оплаты: Visa, оканчивается на 4242. Сменить карту · Скачать счета",
                "История: тариф «Старт» — истёк 2 марта (заменён на «Про»). Пробный период — закончился 1 "
                "февраля.",
                "Отменить подписку или сменить тариф можно в любой момент; доступ сохранится до конца "
                "периода.",
            ],
        ),
        "signedout": (
            "Вы вышли из аккаунта",
            [
                "Вы вышли из своего аккаунта на этом устройстве. Спасибо, что заглянули.",
                "Чтобы снова пользоваться аккаунтом, войдите с главной страницы.",
            ],
        ),
        "age": (
            "Калькулятор возраста",
            [
                "Введите дату рождения, чтобы узнать точный возраст в годах, месяцах и днях.",
                "Дата рождения: 14 марта 1990 года. Возраст сегодня: 34 года, 2 месяца и 18 дней.",
                "Калькулятор учитывает високосные годы.",
            ],
        ),
    },
    "ja": {
        "account": (
            "ご契約中のプラン",
            [
                "プラン：プロ（月払い）。状態：有効。次回のお支払い：6月14日に1,200円。",
                "お支払い方法：末尾4242のVisa。カードを変更 · 領収書をダウンロード",
                "履歴：スタータープラン — 3月2日に期限切れ（プロに変更）。無料トライアル — 2月1日に終了。",
                "解約やプラン変更はいつでもできます。期間の終わりまで引き続きご利用いただけます。",
            ],
        ),
        "signedout": (
            "ログアウトしました",
            [
                "この端末でアカウントからログアウトしました。ご利用ありがとうございました。",
                "再びご利用になるには、トップページからログインしてください。",
            ],
        ),
        "age": (
            "年齢計算",
            [
                "生年月日を入力すると、年・月・日単位の正確な年齢がわかります。",
                "生年月日：1990年3月14日。今日の年齢：34歳2か月18日。",
                "うるう年も考慮して計算します。",
            ],
        ),
    },
    "pl": {
        "account": (
            "Twoja subskrypcja",
            [
                "Plan: Pro, płatność miesięczna. Status: aktywna. Następna płatność: 49 zł 14 czerwca.",
                "Metoda płatności: Visa kończąca się na 4242. Zmień kartę · Pobierz faktury",
                "Historia: plan Starter — wygasł 2 marca (zastąpiony przez Pro). Okres próbny — zakończony "
                "1 lutego.",
                "Możesz zrezygnować lub zmienić plan w każdej chwili; dostęp trwa do końca okresu.",
            ],
        ),
        "signedout": (
            "Wylogowano",
            [
                "Wylogowano Cię z konta na tym urządzeniu. Dziękujemy za wizytę.",
                "Aby znów korzystać z konta, zaloguj się na stronie głównej.",
            ],
        ),
        "age": (
            "Kalkulator wieku",
            [
                "Podaj datę urodzenia, aby poznać dokładny wiek w latach, miesiącach i dniach.",
                "Data urodzenia: 14 marca 1990. Wiek dzisiaj: 34 lata, 2 miesiące i 18 dni.",
                "Kalkulator uwzględnia lata przestępne.",
            ],
        ),
    },
}
for _lang, _shapes in MORE.items():
    SITES[_lang].update(_shapes)


def page(lang: str, shape: str) -> str:
    """One site's page of ``shape`` in ``lang``: its chrome (navigation with the log-in and sign-up links, a
    footer with cookie settings) around the shape's heading and lines."""
    site = SITES[lang]
    chrome = site["chrome"]
    assert isinstance(chrome, Sequence)
    home, blog, pricing, log_in, sign_up, privacy, cookies, terms = (html.escape(str(c)) for c in chrome)
    title, lines = site[shape]  # type: ignore[misc]
    if shape in ("pricing", "forum"):  # a list of plans, of boards and the log-in box
        body = "<ul>" + "".join(f"<li>{html.escape(line)}</li>" for line in lines) + "</ul>"
    else:
        body = "".join(f"<p>{html.escape(line)}</p>" for line in lines)
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{html.escape(title)}</title>\n</head>\n<body>\n"
        f'<header><nav><a href="/">{home}</a> <a href="/blog">{blog}</a> <a href="/pricing">{pricing}</a> '
        f'<a href="/login">{log_in}</a> <a href="/signup">{sign_up}</a></nav></header>\n'
        f"<main><article><h1>{html.escape(title)}</h1>\n{body}\n</article></main>\n"
        f'<footer><a href="/privacy">{privacy}</a> · <a href="#cookies">{cookies}</a> · '
        f'<a href="/terms">{terms}</a></footer>\n</body>\n</html>\n'
    )


def pages() -> list[tuple[str, str, str]]:
    """Every written page: its key (language, shape), its label ("none": each is the page asked for), its
    markup."""
    return [
        (f"{lang}/{shape}", "none", page(lang, shape))
        for lang in SITES
        for shape in SHAPES
        if shape in SITES[lang]
    ]


def records(settings: Settings | None = None) -> list[Record]:
    """The written pages as the model's records (source ``wording``), their words' features only."""
    return written_records(pages(), ADDRESS, settings, prefix="readable/", part_at=0)
