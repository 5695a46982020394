"""A raw listener on a forbidden address that counts every TCP connection it accepts.

The guard's tests put one on each address kotoba must never dial; any hit is a hole.
"""

from __future__ import annotations

import socket
import threading


class Canary:
    """Listens on ``host:port`` (IPv4 or IPv6) in a thread until :meth:`close`; ``hits`` counts connections."""

    def __init__(self, host: str, port: int) -> None:
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self.sock = socket.socket(family, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            self.sock.bind((host, port))
            self.sock.listen(64)
        except OSError:
            self.sock.close()
            raise
        self.name = f"[{host}]:{port}" if family == socket.AF_INET6 else f"{host}:{port}"
        self.hits = 0
        threading.Thread(target=self._accept, daemon=True).start()

    def close(self) -> None:
        """Stop listening now: shutdown wakes the accept() blocked in the thread, which close alone does not."""
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.sock.close()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.hits += 1
            conn.close()
