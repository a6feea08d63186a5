"""A tiny in-process S3 endpoint on 127.0.0.1 that can *ignore* conditional headers.

It is the test double for an unsafe endpoint: PutObject/DeleteObject succeed whatever
``If-Match``/``If-None-Match`` say (unless told to honour them). Enough of the S3 REST
API for the backend: GET/PUT/HEAD/DELETE object and ListObjectsV2, path-style, no auth.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlsplit
from xml.sax.saxutils import escape


class FakeS3:
    def __init__(self, *, honour_put: bool = False, honour_delete: bool = False) -> None:
        self.honour_put = honour_put
        self.honour_delete = honour_delete
        self.objects: dict[str, bytes] = {}
        self.lock = threading.Lock()
        self.seen_headers: list[str] = []
        #: store the next PUT to a key containing this text, then drop the connection
        #: without answering (a response lost in transit: the client retries)
        self.lose_put_response_for: str | None = None
        #: with it: another writer's bytes replacing ours right after (the race is lost)
        self.then_store: bytes | None = None


def _etag(data: bytes) -> str:
    return '"' + hashlib.md5(data).hexdigest() + '"'


def _handler(fake: FakeS3) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: object) -> None:
            pass

        def _split(self) -> tuple[str, str, dict[str, list[str]]]:
            url = urlsplit(self.path)
            bucket, _, key = unquote(url.path).lstrip("/").partition("/")
            return bucket, key, parse_qs(url.query)

        def _reply(self, status: int, body: bytes = b"", headers: dict[str, str] | None = None,
                   *, head: bool = False) -> None:
            self.send_response(status)
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if not head:
                self.wfile.write(body)

        def _error(self, status: int, code: str, *, head: bool = False) -> None:
            body = f"<Error><Code>{code}</Code><Message>{code}</Message></Error>".encode()
            self._reply(status, body, {"Content-Type": "application/xml"}, head=head)

        def _conditions(self) -> None:
            for h in ("If-Match", "If-None-Match"):
                if self.headers.get(h):
                    fake.seen_headers.append(f"{self.command} {h}")

        def do_PUT(self) -> None:
            _, key, _ = self._split()
            data = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            self._conditions()
            if not key:
                self._reply(200)
                return
            with fake.lock:
                cur = fake.objects.get(key)
                if fake.honour_put:
                    if self.headers.get("If-None-Match") == "*" and cur is not None:
                        self._error(412, "PreconditionFailed")
                        return
                    match = self.headers.get("If-Match")
                    if match and (cur is None or _etag(cur) != match):
                        self._error(412, "PreconditionFailed")
                        return
                fake.objects[key] = data
                lose = fake.lose_put_response_for is not None and fake.lose_put_response_for in key
                if lose:
                    fake.lose_put_response_for = None
                    if fake.then_store is not None:
                        fake.objects[key] = fake.then_store
            if lose:
                self.close_connection = True
                return
            self._reply(200, headers={"ETag": _etag(data)})

        def do_GET(self) -> None:
            _, key, query = self._split()
            if not key:
                self._list(query)
                return
            with fake.lock:
                data = fake.objects.get(key)
            if data is None:
                self._error(404, "NoSuchKey")
                return
            self._reply(200, data, {"ETag": _etag(data)})

        def do_HEAD(self) -> None:
            _, key, _ = self._split()
            with fake.lock:
                data = fake.objects.get(key)
            if data is None:
                self._error(404, "NoSuchKey", head=True)
                return
            self._reply(200, b"", {"ETag": _etag(data)}, head=True)

        def do_DELETE(self) -> None:
            _, key, _ = self._split()
            self._conditions()
            with fake.lock:
                cur = fake.objects.get(key)
                match = self.headers.get("If-Match")
                if fake.honour_delete and match and (cur is None or _etag(cur) != match):
                    self._error(412, "PreconditionFailed")
                    return
                fake.objects.pop(key, None)
            self._reply(204)

        def _list(self, query: dict[str, list[str]]) -> None:
            prefix = query.get("prefix", [""])[0]
            with fake.lock:
                items = sorted((k, v) for k, v in fake.objects.items() if k.startswith(prefix))
            contents = "".join(
                f"<Contents><Key>{escape(k)}</Key><ETag>{escape(_etag(v))}</ETag>"
                f"<Size>{len(v)}</Size></Contents>" for k, v in items
            )
            body = (
                '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult>'
                f"<Prefix>{escape(prefix)}</Prefix><KeyCount>{len(items)}</KeyCount>"
                f"<IsTruncated>false</IsTruncated>{contents}</ListBucketResult>"
            ).encode()
            self._reply(200, body, {"Content-Type": "application/xml"})

    return Handler


@contextmanager
def fake_s3(*, honour_put: bool = False, honour_delete: bool = False) -> Iterator[
    tuple[str, FakeS3]
]:
    """Serve a FakeS3 on a free 127.0.0.1 port; yield (endpoint URL, state)."""
    fake = FakeS3(honour_put=honour_put, honour_delete=honour_delete)
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(fake))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", fake
    finally:
        server.shutdown()
        server.server_close()
