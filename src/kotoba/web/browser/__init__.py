"""Chromium behind the guard: the renderer that runs a page's scripts (``renderer``) and the pinning proxy
that is the browser's only way to the network (``proxy``), which dials only what :mod:`kotoba.web.net`'s
policy allows.
"""
