"""The SSRF boundary, the part to audit: what may be dialled (``policy``), how names resolve (``resolve``),
the transport that dials only the checked address (``transport``), one guarded GET with its redirects, byte
cap and content decoding (``fetch``, ``decode``), and what a body's media type means (``media``).

It knows sockets and HTTP only: nothing here extracts, judges or renders a page.
"""
