"""devnet_api.db.sql: one statement text answers the same rows on SQLite and PostgreSQL."""

from __future__ import annotations

from devnet_api.db.sql import Statement

POSTS = Statement(
    """SELECT p.id, p.content, u.username FROM posts p JOIN users u ON u.id = p.user_id
    WHERE p.user_id = :author AND p.id IN (:ids) AND (:author = :author)
    ORDER BY p.id DESC LIMIT :limit"""
)
NOW = Statement("SELECT {CAST(now() AS text)|datetime('now')} AS now, CAST(:x AS integer) AS x")


async def test_named_repeated_and_list_parameters_answer_dicts(signed_in):
    agent, user = signed_in
    ids = []
    for text in ("one", "two", "three"):
        response = await agent.post("/api/posts", json={"content": text})
        assert response.status == 201, await response.text()
        ids.append((await response.json())["id"])

    rows = await POSTS.rows(author=user["id"], ids=ids[:2], limit=10)
    assert rows == [
        {"id": ids[1], "content": "two", "username": user["username"]},
        {"id": ids[0], "content": "one", "username": user["username"]},
    ]
    assert await POSTS.rows(author=user["id"], ids=[], limit=10) == []  # an empty list matches nothing
    assert (await POSTS.row(author=user["id"], ids=ids, limit=1))["content"] == "three"
    assert await POSTS.row(author=user["id"] + 1, ids=ids, limit=1) is None


async def test_a_dialect_choice_picks_each_backends_spelling(client):
    row = await NOW.row(x=5)
    assert row["x"] == 5 and str(row["now"])[:2] == "20"
    assert await NOW.scalar(x=1) is not None


async def test_keyset_pages_of_a_statement_walk_every_row_once(signed_in):
    from devnet_api.db.pagination import Order, paginate_rows

    agent, user = signed_in
    for n in range(5):
        response = await agent.post("/api/posts", json={"content": f"post {n}"})
        assert response.status == 201, await response.text()
    order = Order(("id",))
    condition, order_by = order.sql(("p.id",))
    base = "SELECT p.id, p.content FROM posts p WHERE p.user_id = :author {} ORDER BY " + order_by + " LIMIT :limit"
    first, later = Statement(base.format("")), Statement(base.format("AND " + condition))
    seen, cursor = [], None
    while True:
        page = await paginate_rows(first, later, order, 2, cursor, author=user["id"])
        seen.extend(row["content"] for row in page.items)
        if not page.next_cursor:
            break
        cursor = page.next_cursor
    assert seen == [f"post {n}" for n in range(4, -1, -1)]
