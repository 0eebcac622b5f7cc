"""The built web client is sent precompressed (Brotli or gzip) to clients that accept it, plain
to the rest, with Vary, the original Content-Type and the cache rules of hashed files."""

from __future__ import annotations

import gzip

import pytest

from devnet_api.routes.site import accepted_encodings

SCRIPT = ("export const greeting = 'hello, developers';\n" * 200).encode()
# Not real Brotli (the Python side has no Brotli codec): the server must send the file's bytes as
# they are, which is what the browser would decode.
BROTLI_BYTES = b"\x1b\x8f\x07\x00brotli-stand-in"
INDEX = b"<!doctype html><title>DevNet</title><div id=root></div>"


@pytest.fixture
def built_client(settings):
    dist = settings.frontend_dir
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_bytes(INDEX)
    (dist / "index.html.gz").write_bytes(gzip.compress(INDEX))
    script = dist / "assets" / "main.0123abcdef.js"
    script.write_bytes(SCRIPT)
    (dist / "assets" / "main.0123abcdef.js.gz").write_bytes(gzip.compress(SCRIPT))
    (dist / "assets" / "main.0123abcdef.js.br").write_bytes(BROTLI_BYTES)
    (dist / "assets" / "tiny.0123abcdef.js").write_bytes(b"1")  # too small to be worth compressing
    return dist


async def fetch(client, path: str, accept_encoding: str | None):
    headers = {"Accept-Encoding": accept_encoding} if accept_encoding is not None else {"Accept-Encoding": ""}
    response = await client.get(path, headers=headers, auto_decompress=False)
    return response, await response.read()


@pytest.mark.parametrize("accept", ["br", "gzip, deflate, br, zstd", "br;q=0.5, gzip;q=1"])
async def test_brotli_when_the_client_accepts_it(client, built_client, accept):
    response, body = await fetch(client, "/assets/main.0123abcdef.js", accept)
    assert response.status == 200
    assert response.headers["Content-Encoding"] == "br"
    assert response.headers["Vary"] == "Accept-Encoding"
    assert response.headers["Content-Type"].startswith("text/javascript")
    assert response.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert body == BROTLI_BYTES


@pytest.mark.parametrize("accept", ["gzip", "gzip, deflate", "br;q=0, gzip", "*;q=1, br;q=0"])
async def test_gzip_when_the_client_takes_gzip_but_not_brotli(client, built_client, accept):
    response, body = await fetch(client, "/assets/main.0123abcdef.js", accept)
    assert response.headers["Content-Encoding"] == "gzip"
    assert response.headers["Vary"] == "Accept-Encoding"
    assert response.headers["Content-Type"].startswith("text/javascript")
    assert gzip.decompress(body) == SCRIPT
    assert len(body) < len(SCRIPT) / 10


@pytest.mark.parametrize("accept", [None, "identity", "deflate", "gzip;q=0, br;q=0", "*;q=0"])
async def test_plain_when_the_client_accepts_neither(client, built_client, accept):
    response, body = await fetch(client, "/assets/main.0123abcdef.js", accept)
    assert response.status == 200
    assert "Content-Encoding" not in response.headers
    assert response.headers["Vary"] == "Accept-Encoding"
    assert response.headers["Content-Type"].startswith("text/javascript")
    assert body == SCRIPT


async def test_a_file_without_compressed_copies_is_plain_without_vary(client, built_client):
    response, body = await fetch(client, "/assets/tiny.0123abcdef.js", "gzip, br")
    assert body == b"1"
    assert "Content-Encoding" not in response.headers
    assert "Vary" not in response.headers


async def test_the_app_page_is_compressed_too_and_never_cached(client, built_client):
    for path in ("/", "/threads?cursor=abc"):
        response, body = await fetch(client, path, "gzip")
        assert response.headers["Content-Encoding"] == "gzip"
        assert response.headers["Content-Type"].startswith("text/html")
        assert response.headers["Cache-Control"] == "no-cache"
        assert gzip.decompress(body) == INDEX


def test_accept_encoding_is_read_with_its_weights():
    assert accepted_encodings("gzip, deflate, br") == {"gzip", "deflate", "br"}
    assert accepted_encodings("BR;q=0.8 , gzip;q=0") == {"br"}
    assert accepted_encodings("*") >= {"br", "gzip"}
    assert accepted_encodings("*, gzip;q=0") == {"*", "br"}
    assert accepted_encodings("gzip;q=nonsense") == set()
    assert accepted_encodings("") == set()
