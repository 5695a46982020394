""""Is this the page that was asked for?": a response in, a verdict out. Vendors' verification and block
pages (``blockpage``, with their marks as data in ``blockpage_rules``).

Pure: it judges what was fetched and never fetches (checked by import-linter).
"""
