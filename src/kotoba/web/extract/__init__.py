"""Markup or bytes → article, pure: charsets (``charset``), the parse and its hidden-text pass (``parse``,
``css``), what is content (``rules``, ``core``, with the fitted thresholds in ``fit``), the text renderer
(``text``), the extractors behind one call (``article``) and PDFs (``pdf``).

It never touches the network and never imports :mod:`kotoba.web.net` (checked by import-linter).
"""
