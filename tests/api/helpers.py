"""Small helpers the API tests share: reading lists and following their pages."""

from __future__ import annotations

import re


async def get_json(agent, path: str, status: int = 200):
    """GET ``path``, check the status, return the body."""
    response = await agent.get(path)
    assert response.status == status, await response.text()
    return await response.json()


async def ids(agent, path: str) -> list[int]:
    return [item["id"] for item in await get_json(agent, path)]


def next_link(response) -> str | None:
    """The target of an RFC 8288 ``Link: <...>; rel="next"`` header, or None."""
    header = response.headers.get("Link")
    if header is None:
        return None
    match = re.fullmatch(r'<([^>]+)>; rel="next"', header)
    assert match, header
    return match.group(1)


async def walk(agent, path: str) -> list[int]:
    """Every id of a list, following the Link header page by page."""
    seen: list[int] = []
    url: str | None = path
    while url is not None:
        response = await agent.get(url)
        assert response.status == 200, await response.text()
        page = await response.json()
        assert page, f"{url} answered an empty page"
        seen.extend(item["id"] for item in page)
        url = next_link(response)
        assert len(seen) < 1000, "the pages never end"
    return seen


async def staff(make_user, role: str = "moderator"):
    """A moderator (or admin) as the moderation services take them: the acting User row."""
    from devnet_api.models.accounts import User

    _, user = await make_user()
    await User.filter(id=user["id"]).update(role=role)
    return await User.get(id=user["id"])
