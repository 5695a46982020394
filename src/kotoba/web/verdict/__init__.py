""" "Is this the page that was asked for?": a response in, a verdict out. Vendors' verification and block
pages (``blockpage``, with their marks as data in ``blockpage_rules``), and the pages a site serves in the
article's place — soft 404s, consent, login and age walls, geo blocks, a paywall's teaser (``walls``, with
``walls_rules``) — both read by one measure of a page's main message (``message``).

Pure: it judges what was fetched and never fetches (checked by import-linter).
"""
