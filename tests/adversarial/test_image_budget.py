"""What a hostile image costs a real server (issue 19, item 1; docs/security.md, "Images").

A `devnet serve` process of the test's own gets the files that used to take it from 150 MB to
1.7 GB (or, at the 40 MP cap, about 16 GB): each is refused with the spec's message or stored, and
the process's peak memory (VmHWM, which the kernel keeps for us) rises by less than 200 MB over what
it was after a first ordinary upload. Ten such uploads in parallel queue in the decode pool while
the server keeps answering /api/health.

It runs on SQLite and again on PostgreSQL + Redis: the memory at stake is the decoder's, the same
on either, but the stored rows and the upload limit's counters are not."""

from __future__ import annotations

import asyncio
import io
import itertools
from pathlib import Path

import pytest
from aiohttp import ClientSession, ClientTimeout, CookieJar
from PIL import Image

from devnet_api.services import media
from tests import backing_services
from tests.adversarial.hostile_images import AT_CAP, data_url, huge_png, jpeg, png, rgba_png, tiny_frames_gif
from tests.conftest import BACKENDS, require_services
from tests.processes import DevnetServer, sqlite_env

BUDGET_MB = 200
GUARD = ClientTimeout(total=120)  # a guard against a hang, not a timing assertion
_names = itertools.count()


def _later_frame_far_out(n: int, width: int, height: int) -> tuple[int, int]:
    return (0, 0) if n < 2 else (6999, 6999)  # the third frame grows the canvas to 7000 x 7000


# (id, the file as a data: URL, the status, the message of a refusal)
FILES = [
    (
        "gif-99-one-pixel-frames-on-2000x2000",
        lambda: data_url(tiny_frames_gif(2000, 2000, 99), "gif"),
        400,
        media.TOO_MUCH_ANIMATION,
    ),
    (
        "gif-99-one-pixel-frames-at-the-40mp-cap",
        lambda: data_url(tiny_frames_gif(AT_CAP, AT_CAP, 99), "gif"),
        400,
        media.TOO_MUCH_ANIMATION,
    ),
    (
        "gif-canvas-grown-by-a-later-frame",
        lambda: data_url(tiny_frames_gif(100, 100, 3, at=_later_frame_far_out), "gif"),
        400,
        media.TOO_MANY_PIXELS,
    ),
    ("png-20000x20000-under-1mb", lambda: data_url(huge_png(20000, 20000), "png"), 400, media.TOO_MANY_PIXELS),
    # The largest animation accepted: 25 canvases of 2000 x 2000, 100 megapixels of frames in all.
    ("gif-25-frames-on-2000x2000-stored", lambda: data_url(tiny_frames_gif(2000, 2000, 25), "gif"), 201, None),
]
# Still images at the cap, stored: 160 MB of pixels each while they are re-encoded, and nothing more
# (no premultiplied copy for the thumbnail, no libjpeg coefficient buffer).
AT_THE_CAP = [
    ("rgba-png-8000x5000-stored", lambda: data_url(rgba_png(8000, 5000), "png"), 201, None),
    ("rgb-jpeg-8000x5000-stored", lambda: data_url(jpeg((8000, 5000), "teal", quality=60), "jpeg"), 201, None),
]


def memory_kb(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise AssertionError(f"no {field} for process {pid}")


class Budget:
    """The server, a signed-in member's cookies, and the peak memory after the first upload."""

    def __init__(self, server: DevnetServer) -> None:
        self.server = server
        self.cookies: dict[str, str] = {}
        self.baseline_kb = 0

    def session(self) -> ClientSession:
        session = ClientSession(base_url=self.server.url, cookie_jar=CookieJar(unsafe=True), timeout=GUARD)
        session.cookie_jar.update_cookies(self.cookies)
        return session

    def rise_mb(self) -> float:
        return (memory_kb(self.server.pid, "VmHWM") - self.baseline_kb) / 1024

    async def sign_up(self) -> None:
        name = f"budget{next(_names)}"
        async with ClientSession(base_url=self.server.url, cookie_jar=CookieJar(unsafe=True), timeout=GUARD) as session:
            response = await session.post(
                "/api/auth/register", json={"email": f"{name}@example.com", "username": name, "password": "Passw0rd!"}
            )
            assert response.status == 201, await response.text()
            self.cookies = {cookie.key: cookie.value for cookie in session.cookie_jar}
            # A first ordinary upload: Pillow's plugins loaded, the pool's threads started.
            warm = await session.post(
                "/api/posts", json={"content": "hello", "mediaUrls": [data_url(png((800, 600), "teal"), "png")]}
            )
            assert warm.status == 201, await warm.text()
        self.baseline_kb = memory_kb(self.server.pid, "VmHWM")


@pytest.fixture(scope="module", params=BACKENDS)
def budget(request, tmp_path_factory, testrun_uid, worker_id):
    """One server per backend for the module: SQLite, then PostgreSQL + Redis with the images in a
    bucket (the decode path is the same; the storage and the limits' counters are not)."""
    var = tmp_path_factory.mktemp(f"image-budget-{request.param}")
    env = sqlite_env(var)
    database = f"devnet_budget_{testrun_uid[:8]}_{worker_id}"
    if request.param == "postgres":
        require_services()
        asyncio.run(backing_services.recreate_database(database))
        env = sqlite_env(
            var,
            DEVNET_DATABASE_URL=backing_services.pg_url(database),
            DEVNET_REDIS_URL=backing_services.REDIS_URL,
            DEVNET_REDIS_PREFIX=f"devnet-budget:{testrun_uid[:8]}:{worker_id}:",
            **request.getfixturevalue("s3_server").env(f"budget-{testrun_uid[:8]}-{worker_id}"),
        )
    try:
        with DevnetServer(var, env) as server:
            measured = Budget(server)
            asyncio.run(measured.sign_up())
            yield measured
    finally:
        if request.param == "postgres":
            asyncio.run(backing_services.drop_database(database))


async def _post(session: ClientSession, value: str):
    response = await session.post("/api/posts", json={"content": "", "mediaUrls": [value]})
    return response.status, await response.json()


async def _photo(session: ClientSession, value: str):
    """The same file as a profile photo: answered 200 (not 201) when stored."""
    response = await session.patch("/api/auth/profile", json={"profilePhoto": value})
    return (201 if response.status == 200 else response.status), await response.json()


@pytest.mark.parametrize(
    "make, status, message", [f[1:] for f in FILES + AT_THE_CAP], ids=[f[0] for f in FILES + AT_THE_CAP]
)
async def test_a_hostile_image_is_refused_or_stored_within_the_memory_budget(budget, make, status, message):
    async with budget.session() as session:
        answer, body = await _post(session, make())
        assert answer == status, body
        if message:
            assert body == {"message": message, "errors": {"mediaUrls": [message]}}
        else:
            stored = await session.get(body["mediaUrls"][0])
            assert stored.status == 200
            image = Image.open(io.BytesIO(await stored.read()))
            assert image.n_frames == 25 if image.format == "GIF" else image.size == (8000, 5000)
    assert budget.rise_mb() < BUDGET_MB, f"peak memory rose {budget.rise_mb():.0f} MB"


async def test_ten_parallel_hostile_uploads_queue_while_the_server_keeps_answering(budget):
    values = [make() for _, make, _, _ in itertools.islice(itertools.cycle(FILES), 10)]
    expected = [status for _, _, status, _ in itertools.islice(itertools.cycle(FILES), 10)]
    async with budget.session() as session:
        # Half as feed posts, half as profile photos: both go through the same decode pool.
        uploads = asyncio.gather(*((_post if n % 2 else _photo)(session, value) for n, value in enumerate(values)))
        health: list[int] = []
        while not uploads.done():
            async with session.get("/api/health") as response:
                health.append(response.status)
            await asyncio.sleep(0.05)
        answers = await uploads
        assert [status for status, _ in answers] == expected
        assert health and set(health) == {200}
        async with session.get("/api/health") as response:
            assert response.status == 200
    assert budget.rise_mb() < BUDGET_MB, f"peak memory rose {budget.rise_mb():.0f} MB"
