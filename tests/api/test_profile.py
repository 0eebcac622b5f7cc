"""PATCH /api/auth/profile: the spec's rules, the skill catalogue, avatars and profile photos."""

from __future__ import annotations

import base64
import hashlib
import io
import json
import os

from PIL import Image

PHOTO_INVALID = "Please upload an image file (PNG, JPG, GIF, etc.)"
PHOTO_TOO_LARGE = "Please upload an image smaller than 5MB"


def image_bytes(fmt: str = "PNG", size: tuple[int, int] = (4, 4), color: str = "teal") -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, color).save(buffer, fmt)
    return buffer.getvalue()


def data_url(raw: bytes, kind: str = "png") -> str:
    return f"data:image/{kind};base64,{base64.b64encode(raw).decode()}"


async def patch(agent, **changes):
    response = await agent.patch("/api/auth/profile", json=changes)
    return response.status, await response.json()


async def me(agent) -> dict:
    response = await agent.get("/api/auth/me")
    assert response.status == 200
    return await response.json()


# --- the spec's rules -------------------------------------------------------------------------

SPEC_RULES = [
    ({"displayName": ""}, "displayName", "Display name is required"),
    ({"displayName": "   "}, "displayName", "Display name is required"),
    ({"displayName": "x" * 51}, "displayName", "Display name must be less than 50 characters"),
    ({"bio": "b" * 501}, "bio", "Bio must be less than 500 characters"),
    ({"hourlyRate": -1}, "hourlyRate", "Hourly rate must be positive"),
    ({"hourlyRate": -0.01}, "hourlyRate", "Hourly rate must be positive"),
]


async def test_profile_rules_answer_the_spec_messages_and_change_nothing(signed_in):
    agent, before = signed_in
    for changes, field, message in SPEC_RULES:
        status, body = await patch(agent, **changes)
        assert (status, body) == (400, {"message": message, "errors": {field: [message]}}), changes
    assert await me(agent) == before


async def test_profile_limits_are_inclusive(signed_in):
    agent, _ = signed_in
    status, user = await patch(agent, displayName="d" * 50, bio="b" * 500, hourlyRate=0)
    assert status == 200
    assert user["displayName"] == "d" * 50 and user["bio"] == "b" * 500 and user["hourlyRate"] == 0
    assert await me(agent) == user


async def test_profile_update_changes_only_the_fields_sent(signed_in):
    agent, before = signed_in
    status, user = await patch(agent, displayName="Ada Lovelace", hourlyRate=75.5, isAvailableForWork=True)
    assert status == 200
    assert user["displayName"] == "Ada Lovelace" and user["hourlyRate"] == 75.5 and user["isAvailableForWork"] is True
    status, user = await patch(agent, bio="Engines and notes.")
    assert status == 200
    assert user == {
        **before,
        "displayName": "Ada Lovelace",
        "hourlyRate": 75.5,
        "isAvailableForWork": True,
        "bio": "Engines and notes.",
    }
    assert await me(agent) == user


async def test_profile_display_name_is_trimmed(signed_in):
    agent, _ = signed_in
    status, user = await patch(agent, displayName="  Grace  ")
    assert status == 200
    assert user["displayName"] == "Grace"


async def test_hourly_rate_null_clears_the_rate(signed_in):
    agent, _ = signed_in
    assert (await patch(agent, hourlyRate=120))[1]["hourlyRate"] == 120
    status, user = await patch(agent, hourlyRate=None)
    assert status == 200
    assert user["hourlyRate"] is None
    assert (await me(agent))["hourlyRate"] is None


async def test_hourly_rate_keeps_cents(signed_in):
    agent, _ = signed_in
    status, user = await patch(agent, hourlyRate=49.99)
    assert status == 200
    assert user["hourlyRate"] == 49.99
    assert (await me(agent))["hourlyRate"] == 49.99


async def test_hourly_rate_is_kept_in_cents_and_answered_as_stored(signed_in):
    agent, _ = signed_in
    status, user = await patch(agent, hourlyRate=10.555)
    assert status == 200
    assert user["hourlyRate"] == 10.56
    assert (await me(agent))["hourlyRate"] == 10.56


WRONG_TYPES = [
    ({"displayName": 5}, "displayName", "Display name must be text"),
    ({"isAvailableForWork": "yes"}, "isAvailableForWork", "Available for work must be true or false"),
    ({"skills": "python"}, "skills", "Skills must be a list"),
    ({"skills": ["Python", 3]}, "skills", "Skills must be text"),
    ({"hourlyRate": "50"}, "hourlyRate", "Hourly rate must be a number"),
    ({"hourlyRate": True}, "hourlyRate", "Hourly rate must be a number"),
]


async def test_profile_wrong_types_are_400_naming_the_field(signed_in):
    agent, before = signed_in
    for changes, field, message in WRONG_TYPES:
        status, body = await patch(agent, **changes)
        assert (status, body) == (400, {"message": message, "errors": {field: [message]}}), changes
    assert await me(agent) == before


async def test_profile_reports_every_broken_field_at_once(signed_in):
    agent, _ = signed_in
    status, body = await patch(agent, displayName="", bio="b" * 501, hourlyRate=-5)
    assert status == 400
    assert body["errors"] == {
        "displayName": ["Display name is required"],
        "bio": ["Bio must be less than 500 characters"],
        "hourlyRate": ["Hourly rate must be positive"],
    }


async def test_profile_ignores_fields_a_member_may_not_set(signed_in):
    agent, before = signed_in
    status, user = await patch(
        agent, role="admin", email="evil@example.com", subscriptionTier="free", id=999, projectCount=50, bio="hi"
    )
    assert status == 200
    assert user == {**before, "bio": "hi"}


async def test_unauthenticated_profile_update_is_401(client):
    response = await client.patch("/api/auth/profile", json={"displayName": "Nobody"})
    assert response.status == 401
    assert await response.json() == {"message": "Not authenticated"}


# --- skills -----------------------------------------------------------------------------------


async def test_skills_match_the_catalogue_ignoring_case_and_keep_its_spelling(signed_in):
    agent, _ = signed_in
    status, user = await patch(agent, skills=["python", "REACT", " typescript ", "c++"])
    assert status == 200
    assert user["skills"] == ["Python", "React", "TypeScript", "C++"]
    assert (await me(agent))["skills"] == ["Python", "React", "TypeScript", "C++"]


async def test_duplicate_skills_are_merged_in_the_order_sent(signed_in):
    agent, _ = signed_in
    status, user = await patch(agent, skills=["Go", "python", "go", "Python", "GO"])
    assert status == 200
    assert user["skills"] == ["Go", "Python"]


async def test_unknown_skill_is_a_400_naming_it(signed_in):
    agent, before = signed_in
    status, body = await patch(agent, skills=["Python", "Basket weaving"])
    assert status == 400
    assert "Basket weaving" in body["message"]
    assert body["errors"] == {"skills": [body["message"]]}
    assert (await me(agent))["skills"] == before["skills"] == []


async def test_ten_skills_are_allowed_and_eleven_are_not(signed_in, client):
    catalogue = await (await client.get("/api/skills")).json()
    agent, _ = signed_in
    status, user = await patch(agent, skills=catalogue[:10])
    assert status == 200
    assert user["skills"] == catalogue[:10]
    status, body = await patch(agent, skills=catalogue[:11])
    assert status == 400
    assert body == {"message": "Maximum 10 skills allowed", "errors": {"skills": ["Maximum 10 skills allowed"]}}
    assert (await me(agent))["skills"] == catalogue[:10]


async def test_many_skills_get_the_spec_message(signed_in, client):
    catalogue = await (await client.get("/api/skills")).json()
    agent, _ = signed_in
    status, body = await patch(agent, skills=catalogue[:150])
    assert status == 400
    assert body["errors"] == {"skills": ["Maximum 10 skills allowed"]}


async def test_duplicates_are_merged_and_the_limit_counts_what_is_sent(signed_in, client):
    # The limit is the document's maxItems (docs/api-contract.md): what is sent, duplicates too.
    catalogue = await (await client.get("/api/skills")).json()
    agent, _ = signed_in
    status, user = await patch(agent, skills=catalogue[:8] + [catalogue[0].upper(), catalogue[1].lower()])
    assert status == 200
    assert user["skills"] == catalogue[:8]
    status, body = await patch(agent, skills=catalogue[:10] + [catalogue[0].upper()])
    assert status == 400
    assert body["errors"] == {"skills": ["Maximum 10 skills allowed"]}


async def test_empty_skill_list_clears_skills(signed_in):
    agent, _ = signed_in
    await patch(agent, skills=["Rust"])
    status, user = await patch(agent, skills=[])
    assert status == 200
    assert user["skills"] == []


# --- avatars and photos -----------------------------------------------------------------------


async def test_choosing_an_avatar_clears_the_photo(signed_in):
    agent, _ = signed_in
    status, user = await patch(agent, profilePhoto=data_url(image_bytes()))
    assert status == 200 and user["profilePhoto"]
    status, user = await patch(agent, avatarSeed="sunny", avatarStyle="bottts")
    assert status == 200
    assert (user["avatarSeed"], user["avatarStyle"], user["profilePhoto"]) == ("sunny", "bottts", None)
    assert (await me(agent))["profilePhoto"] is None


async def test_choosing_only_an_avatar_style_also_clears_the_photo(signed_in):
    agent, _ = signed_in
    await patch(agent, profilePhoto=data_url(image_bytes()))
    status, user = await patch(agent, avatarStyle="pixel-art")
    assert status == 200
    assert user["avatarStyle"] == "pixel-art" and user["profilePhoto"] is None


async def test_setting_a_photo_clears_avatar_seed_and_style(signed_in):
    agent, _ = signed_in
    await patch(agent, avatarSeed="sunny", avatarStyle="bottts")
    status, user = await patch(agent, profilePhoto=data_url(image_bytes()))
    assert status == 200
    assert user["profilePhoto"].startswith("/media/")
    assert user["avatarSeed"] is None and user["avatarStyle"] is None
    assert await me(agent) == user


async def test_unknown_avatar_style_is_refused(signed_in):
    agent, before = signed_in
    status, body = await patch(agent, avatarStyle="clip-art")
    assert status == 400
    assert list(body["errors"]) == ["avatarStyle"]
    assert "bottts" in body["message"]
    assert await me(agent) == before


async def test_png_photo_is_stored_by_hash_and_served_for_a_day(signed_in):
    agent, _ = signed_in
    raw = image_bytes()
    status, user = await patch(agent, profilePhoto=data_url(raw))
    assert status == 200
    served = await agent.get(user["profilePhoto"])
    assert served.status == 200
    assert served.headers["Content-Type"] == "image/png"
    assert served.headers["Cache-Control"] == "public, max-age=86400"  # a takedown must reach caches
    assert served.headers["X-Content-Type-Options"] == "nosniff"
    assert user["profilePhoto"] == f"/media/{hashlib.sha256(await served.read()).hexdigest()}.png"


async def test_jpeg_gif_and_webp_photos_are_accepted_too(signed_in):
    agent, _ = signed_in
    for fmt, kind, ext, mime in [
        ("JPEG", "jpeg", "jpg", "image/jpeg"),
        ("JPEG", "jpg", "jpg", "image/jpeg"),
        ("GIF", "gif", "gif", "image/gif"),
        ("WEBP", "webp", "webp", "image/webp"),
    ]:
        raw = image_bytes(fmt, color="navy" if kind == "jpg" else "teal")
        status, user = await patch(agent, profilePhoto=data_url(raw, kind))
        assert status == 200, kind
        served = await agent.get(user["profilePhoto"])
        assert served.status == 200
        assert served.headers["Content-Type"] == mime
        assert user["profilePhoto"] == f"/media/{hashlib.sha256(await served.read()).hexdigest()}.{ext}"


async def test_same_image_twice_gives_the_same_url(make_user):
    first, _ = await make_user()
    second, _ = await make_user()
    photo = data_url(image_bytes(color="orange"))
    status_a, user_a = await patch(first, profilePhoto=photo)
    status_b, user_b = await patch(second, profilePhoto=photo)
    assert status_a == status_b == 200
    assert user_a["profilePhoto"] == user_b["profilePhoto"]


async def test_a_media_url_the_server_issued_is_accepted_back(signed_in):
    agent, _ = signed_in
    _, user = await patch(agent, profilePhoto=data_url(image_bytes()))
    url = user["profilePhoto"]
    status, user = await patch(agent, profilePhoto=url, displayName="Edited")
    assert status == 200
    assert user["profilePhoto"] == url and user["displayName"] == "Edited"


async def test_photo_null_removes_the_photo(signed_in):
    agent, _ = signed_in
    await patch(agent, profilePhoto=data_url(image_bytes()))
    status, user = await patch(agent, profilePhoto=None)
    assert status == 200
    assert user["profilePhoto"] is None
    assert (await me(agent))["profilePhoto"] is None


def _jpeg_labelled_png() -> str:
    return data_url(image_bytes("JPEG"), "png")


def _svg() -> str:
    svg = b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    return "data:image/svg+xml;base64," + base64.b64encode(svg).decode()


NOT_IMAGES = {
    "svg": _svg(),
    "random bytes labelled png": data_url(os.urandom(2048)),
    "jpeg labelled png": _jpeg_labelled_png(),
    "truncated png": data_url(image_bytes()[:40]),
    "broken base64": "data:image/png;base64,not base64 at all!",
    "html": "data:text/html;base64,PHNjcmlwdD4=",
    "http url": "https://example.com/me.png",
    "javascript": "javascript:alert(1)",
    "media url never issued": "/media/" + "0" * 64 + ".png",
    "media path escape": "/media/../../etc/passwd",
}


async def test_anything_but_a_real_image_is_refused_and_changes_nothing(signed_in):
    agent, _ = signed_in
    await patch(agent, avatarSeed="kept")
    before = await me(agent)
    for label, photo in NOT_IMAGES.items():
        status, body = await patch(agent, profilePhoto=photo, displayName="Changed")
        assert (status, body) == (400, {"message": PHOTO_INVALID, "errors": {"profilePhoto": [PHOTO_INVALID]}}), label
    assert await me(agent) == before


def _just_over_five_mib_png() -> str:
    """A real PNG (random pixels do not compress) a little over 5 MiB."""
    width, height = 1024, 1712
    buffer = io.BytesIO()
    Image.frombytes("RGB", (width, height), os.urandom(width * height * 3)).save(buffer, "PNG", compress_level=0)
    raw = buffer.getvalue()
    assert 5 * 1024 * 1024 < len(raw) < 5 * 1024 * 1024 + 64 * 1024
    return data_url(raw)


async def test_image_over_five_mib_is_refused_with_the_spec_message(signed_in):
    agent, before = signed_in
    payload = json.dumps({"profilePhoto": _just_over_five_mib_png()}).encode()
    response = await agent.patch(
        "/api/auth/profile", data=io.BytesIO(payload), headers={"Content-Type": "application/json"}
    )
    status, body = response.status, await response.json()
    assert status == 400
    assert body == {"message": PHOTO_TOO_LARGE, "errors": {"profilePhoto": [PHOTO_TOO_LARGE]}}
    assert await me(agent) == before


async def test_media_that_does_not_exist_is_a_404(client):
    response = await client.get("/media/" + "a" * 64 + ".png")
    assert response.status == 404
    response = await client.get("/media/notahash.png")
    assert response.status == 404


# --- privacy ----------------------------------------------------------------------------------


async def test_own_object_carries_email_and_role_but_never_secrets(signed_in):
    agent, user = signed_in
    status, updated = await patch(agent, bio="hello")
    assert status == 200
    for own in (user, updated, await me(agent)):
        assert own["email"] == user["email"] and own["role"] == "member"
        assert "passwordHash" not in own and "status" not in own and "password" not in own
