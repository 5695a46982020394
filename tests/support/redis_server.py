"""A real ``redis-server`` (Debian's package) for the shared-cache tests, on loopback and a private socket.

Each server is a child process with no persistence, listening on a free port of 127.0.0.1 and on a unix
socket in a temporary folder; ``stop()`` ends it. Tests skip with the reason when the binary is missing
(``.ci/run`` installs it, so CI runs them).
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

REDIS_SERVER = shutil.which("redis-server")
MISSING = "redis-server is not installed (Debian package redis-server; .ci/run installs it)"


@dataclass
class RedisServer:
    process: subprocess.Popen[bytes]
    port: int
    socket_path: Path

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    @property
    def unix_url(self) -> str:
        return f"unix://{self.socket_path}?db=0"

    def command(self, *args: str) -> bytes:
        """One command over RESP on the unix socket, its raw reply (for checks such as TTL and DBSIZE)."""
        parts = [f"*{len(args)}\r\n".encode()] + [f"${len(a.encode())}\r\n{a}\r\n".encode() for a in args]
        with socket.socket(socket.AF_UNIX) as conn:
            conn.settimeout(5)
            conn.connect(str(self.socket_path))
            conn.sendall(b"".join(parts))
            return conn.recv(65536)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def redis_server(*extra: str) -> Iterator[RedisServer]:
    """Start ``redis-server`` with ``extra`` arguments (``--maxmemory 1mb``…); stop it after the block."""
    if REDIS_SERVER is None:
        raise RuntimeError(MISSING)
    folder = Path(tempfile.mkdtemp(prefix="kotoba-redis-"))
    sock = folder / "redis.sock"
    port = free_port()
    args = [
        REDIS_SERVER,
        "--port", str(port),
        "--bind", "127.0.0.1",
        "--unixsocket", str(sock),
        "--unixsocketperm", "700",
        "--save", "",
        "--appendonly", "no",
        "--dir", str(folder),
        *extra,
    ]  # fmt: skip
    process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    server = RedisServer(process, port, sock)
    try:
        deadline = time.monotonic() + 10
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"redis-server exited with {process.returncode}")
            try:
                if sock.exists() and server.command("PING").startswith(b"+PONG"):
                    break
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("redis-server did not start within 10 s")
            time.sleep(0.02)
        yield server
    finally:
        server.stop()
        shutil.rmtree(folder, ignore_errors=True)


@contextmanager
def silent_server() -> Iterator[int]:
    """A TCP port on 127.0.0.1 that accepts connections and never answers: a Redis that hangs."""
    import threading

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        listener.settimeout(0.1)
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
                held.append(conn)
            except TimeoutError:
                continue
            except OSError:
                return

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        yield int(listener.getsockname()[1])
    finally:
        stop.set()
        thread.join(timeout=2)
        for conn in held:
            conn.close()
        listener.close()
