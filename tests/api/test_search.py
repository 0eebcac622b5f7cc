"""GET /api/search: one ranked search over threads, projects, feed posts and people, on both databases."""

from __future__ import annotations

from urllib.parse import quote

from devnet_api.demo import texts
from devnet_api.services.moderation import hiding, members
from tests.api.helpers import get_json, next_link, staff

_, POOL_TITLE, POOL_BODY, POOL_TAGS = texts.POOL_TIMEOUT


async def thread(agent, title: str, body: str, tags: list[str] | None = None) -> dict:
    response = await agent.post("/api/threads", json={"title": title, "body": body, "tags": tags or []})
    assert response.status == 201, await response.text()
    return await response.json()


async def project(agent, title: str, description: str, tags: list[str] | None = None) -> dict:
    response = await agent.post("/api/projects", json={"title": title, "description": description, "tags": tags or []})
    assert response.status == 201, await response.text()
    return await response.json()


async def post(agent, content: str) -> dict:
    response = await agent.post("/api/posts", json={"content": content})
    assert response.status == 201, await response.text()
    return await response.json()


async def search(agent, q: str, status: int = 200, **params) -> dict:
    query = "&".join(f"{name}={quote(str(value))}" for name, value in {"q": q, **params}.items())
    return await get_json(agent, f"/api/search?{query}", status)


def titles(body: dict) -> list[str]:
    return [hit["title"] for hit in body["results"]]


async def pool_world(make_user):
    """The demo's pool-timeout thread among threads, a project and posts that share its words."""
    ada, ada_user = await make_user("ada_pool", displayName="Ada Lovelace", bio="Databases and connection pools")
    bob, bob_user = await make_user("bob")
    await thread(
        bob,
        "Connection pooling for PostgreSQL: PgBouncer or the application pool?",
        "We run several processes. Do you size each process's pool from max_connections?",
        ["postgres"],
    )
    await thread(bob, "Request timeout in aiohttp", "What timeout do you set on the client session?", ["python"])
    featured = await thread(ada, POOL_TITLE, POOL_BODY, POOL_TAGS)
    await thread(bob, "Thread pool executors in Python", "When is a process pool better than threads?", ["python"])
    await project(bob, "poolwatch", "Watches the pool of a Django app and alerts on timeout spikes.", ["python"])
    await post(bob, "Finally understood why our queries kept timing out: a connection pool of one. #postgres")
    return {"ada": ada, "ada_user": ada_user, "bob": bob, "bob_user": bob_user, "featured": featured}


async def test_pool_timeout_finds_the_demo_thread_first(client, make_user):
    world = await pool_world(make_user)
    body = await search(client, "pool timeout")
    assert body["query"] == "pool timeout"
    first = body["results"][0]
    assert (first["type"], first["id"], first["title"]) == ("thread", world["featured"]["id"], POOL_TITLE)
    assert first["url"] == f"/threads/{world['featured']['id']}"
    assert first["author"]["username"] == "ada_pool"
    assert first["tags"] == POOL_TAGS
    assert first["createdAt"].endswith("Z")
    # The snippet is text segments; the words searched for are marked.
    assert any(part["match"] and part["text"].lower().startswith("pool") for part in first["snippet"])
    assert all(set(part) == {"text", "match"} for part in first["snippet"])
    assert body["counts"]["threads"] >= 1 and body["counts"]["projects"] == 1
    assert {hit["type"] for hit in body["results"]} >= {"thread", "project"}


async def test_a_quoted_phrase_needs_the_words_together(client, make_user):
    agent, _ = await make_user()
    together = await thread(agent, "Pool timeout after deploy", "The pool timeout fires at peak.")
    await thread(agent, "Timeout of the worker pool", "Timeout first, pool later, never side by side here.")
    body = await search(client, '"pool timeout"', type="threads")
    assert [hit["id"] for hit in body["results"]] == [together["id"]]


async def test_minus_a_word_leaves_out_what_has_it(client, make_user):
    agent, _ = await make_user()
    await thread(agent, "Redis cache eviction", "Eviction with an LRU policy, tuned.")
    kept = await thread(agent, "Cache headers for static files", "Long max-age and a content hash.")
    body = await search(client, "cache -redis")
    assert [hit["id"] for hit in body["results"]] == [kept["id"]]
    assert body["counts"] == {"threads": 1, "projects": 0, "posts": 0, "people": 0}


async def test_hash_tag_filters_like_the_tag_parameter(client, make_user):
    agent, _ = await make_user()
    tagged = await thread(agent, "Migrations that lock tables", "Adding a column with a default value.", ["postgres"])
    await thread(agent, "Migrations in Django", "makemigrations and squashing them.", ["django"])
    by_syntax = await search(client, "migrations #postgres")
    by_param = await search(client, "migrations", tag="postgres")
    assert [hit["id"] for hit in by_syntax["results"]] == [tagged["id"]]
    assert by_param["results"] == by_syntax["results"] and by_param["counts"] == by_syntax["counts"]


async def test_at_name_finds_the_person_and_what_they_wrote(client, make_user):
    world = await pool_world(make_user)
    body = await search(client, "@ada_pool")
    first = body["results"][0]
    assert (first["type"], first["id"], first["title"]) == ("person", world["ada_user"]["id"], "Ada Lovelace")
    assert first["url"] == f"/profile/{world['ada_user']['id']}" and first["author"] is None
    assert {hit["author"]["username"] for hit in body["results"][1:]} == {"ada_pool"}
    assert body["counts"] == {"threads": 1, "projects": 0, "posts": 0, "people": 1}
    only_bob = await search(client, "pool", author="bob", type="threads")
    assert only_bob["results"] and {hit["author"]["username"] for hit in only_bob["results"]} == {"bob"}


async def test_people_are_found_by_name_bio_and_skill(client, make_user):
    _, grace = await make_user("grace", displayName="Grace Hopper", bio="Compilers and COBOL", skills=["Rust"])
    await make_user("linus", displayName="Linus")
    for q in ("hopper", "compilers", "grace", "#rust"):
        body = await search(client, q, type="people")
        assert [hit["id"] for hit in body["results"]] == [grace["id"]], q
        assert body["results"][0]["tags"] == ["Rust"]


async def test_type_syntax_is_the_type_parameter(client, make_user):
    world = await pool_world(make_user)
    by_syntax = await search(client, "pool type:project")
    by_param = await search(client, "pool", type="projects")
    assert {hit["type"] for hit in by_syntax["results"]} == {"project"}
    assert by_syntax["results"] == by_param["results"]
    # The counts stay per type, so the other tabs say what they hold.
    assert by_syntax["counts"]["threads"] >= 3
    assert world


async def test_hidden_content_and_banned_members_are_never_found(client, make_user):
    world = await pool_world(make_user)
    moderator = await staff(make_user)
    hidden = await thread(world["bob"], "Zebra pool sizing", "How large should a zebra pool be?")
    hidden_post = await post(world["bob"], "zebra pools everywhere")
    await hiding.hide(moderator, "thread", hidden["id"], "spam")
    await hiding.hide(moderator, "post", hidden_post["id"], "spam")
    body = await search(client, "zebra")
    assert body["results"] == [] and body["counts"] == {"threads": 0, "projects": 0, "posts": 0, "people": 0}

    from devnet_api.models.accounts import User

    await members.ban(moderator, await User.get(id=world["ada_user"]["id"]), "spam")
    body = await search(client, "pool timeout")
    assert world["featured"]["id"] not in [hit["id"] for hit in body["results"] if hit["type"] == "thread"]
    assert await search(client, "@ada_pool") == {
        "query": "@ada_pool",
        "counts": {"threads": 0, "projects": 0, "posts": 0, "people": 0},
        "results": [],
        "nextCursor": None,
    }


async def test_pages_follow_the_link_without_repeats_or_gaps(client, make_user):
    agent, _ = await make_user()
    for n in range(7):
        await thread(agent, f"Kubernetes note {n}", "kubernetes " * (n + 3))
    await post(agent, "kubernetes everywhere")
    everything = await search(client, "kubernetes", limit=50)
    assert len(everything["results"]) == 8 and everything["nextCursor"] is None
    seen, url = [], "/api/search?q=kubernetes&limit=3"
    while url:
        response = await client.get(url)
        assert response.status == 200, await response.text()
        page = await response.json()
        seen.extend((hit["type"], hit["id"]) for hit in page["results"])
        url = next_link(response)
        assert (url is None) == (page["nextCursor"] is None)
    assert seen == [(hit["type"], hit["id"]) for hit in everything["results"]]


async def test_bad_queries_are_400(client):
    for path in (
        "/api/search",
        "/api/search?q=",
        "/api/search?q=%20%20",
        f"/api/search?q={'a' * 201}",
        "/api/search?q=pool&type=groups",
        "/api/search?q=pool&limit=51",
        "/api/search?q=pool&limit=0",
        "/api/search?q=pool&cursor=nonsense",
    ):
        response = await client.get(path)
        assert response.status == 400, path
        assert "message" in await response.json()


async def test_a_query_of_only_punctuation_finds_nothing(client, make_user):
    agent, _ = await make_user()
    await thread(agent, "Something", "Anything at all, really, anything.")
    body = await search(client, "!!! ???")
    assert body["results"] == [] and body["nextCursor"] is None


async def test_excluded_members_and_their_content_are_left_out(client, make_user):
    """The seam blocking and muting plug into: the service leaves out whom it is told to."""
    from devnet_api.reads import search as search_service

    world = await pool_world(make_user)
    seen = await search_service.search("pool", limit=50)
    assert world["bob_user"]["id"] in {hit.author["id"] for hit in seen.hits if hit.author}
    hidden = await search_service.search("pool", limit=50, exclude_author_ids={world["bob_user"]["id"]})
    assert {hit.author["id"] for hit in hidden.hits if hit.author} == {world["ada_user"]["id"]}
    assert hidden.counts["projects"] == 0 and hidden.counts["posts"] == 0
    people = await search_service.search("@bob", exclude_author_ids={world["bob_user"]["id"]})
    assert people.hits == [] and people.counts["people"] == 0


async def test_counts_stop_past_the_cap_and_every_hit_still_pages(client, make_user, monkeypatch):
    """A count reads at most COUNT_CAP + 1 matches (the page then says "1,000+"); the hits of such a
    common word still come newest-ranked, page after page, none lost."""
    from devnet_api.reads import search as search_service

    monkeypatch.setattr(search_service, "COUNT_CAP", 2)
    agent, _ = await make_user("capper")
    for n in range(5):
        await thread(agent, f"Borrow checker {n}", "The borrow checker again.")
    response = await client.get("/api/search?q=borrow&limit=3")
    assert response.status == 200
    first = await response.json()
    assert first["counts"]["threads"] == 3  # COUNT_CAP + 1: "more than 2"
    second = await get_json(client, next_link(response))
    found = [hit["title"] for hit in first["results"] + second["results"]]
    assert sorted(found) == [f"Borrow checker {n}" for n in range(5)]


async def test_trigram_matches_count_only_while_full_text_is_within_the_cap(client, make_user, monkeypatch, backend):
    """PostgreSQL's fuzzy title match (a typo) is counted and ranked while the full-text matches of a
    type are within COUNT_CAP; once they alone pass it, the trigram alternative is left out (its
    per-row cost) and the count is "more than" either way. SQLite has no fuzzy match."""
    from devnet_api.reads import search as search_service

    monkeypatch.setattr(search_service, "COUNT_CAP", 2)
    agent, _ = await make_user("fuzzer")
    await thread(agent, "Borow checker typo", "Nothing spelled right here.")
    for n in range(2):
        await thread(agent, f"Borrow checker {n}", "The borrow checker again.")
    few = await search(client, "borrow", limit=10)
    if backend == "postgres":
        assert few["counts"]["threads"] == 3  # two full-text matches and the typo: past the cap
        assert "Borow checker typo" in titles(few)
        assert titles(few)[-1] == "Borow checker typo"  # a trigram-only hit ranks below
    else:
        assert few["counts"]["threads"] == 2 and "Borow checker typo" not in titles(few)
    await thread(agent, "Borrow checker 2", "The borrow checker again.")
    many = await search(client, "borrow", limit=10)
    assert many["counts"]["threads"] == 3  # "more than 2"
    assert sorted(titles(many)) == [f"Borrow checker {n}" for n in range(3)]
