"""A member takes their data and closes their account through the Settings page (docs/account.md)."""

from __future__ import annotations

import json
import re
import uuid
import zipfile

from playwright.sync_api import Page, expect

from tests.e2e.test_accounts import register

PASSWORD = "Lovelace1815"


def _sign_up(page: Page) -> dict:
    token = uuid.uuid4().hex[:10]
    register(page, f"ada{token}@example.com", f"ada_{token}", PASSWORD)
    return page.evaluate("fetch('/api/auth/me').then(r => r.json())")


def _open_settings(page: Page) -> None:
    page.goto("/feed")
    page.get_by_role("button", name="Account menu").click()
    page.get_by_role("menuitem", name="Settings").click()
    expect(page).to_have_url(re.compile(r"/settings$"))
    expect(page.get_by_role("heading", name="Settings", level=1)).to_be_visible()


def test_download_my_data_gives_a_zip_with_the_members_thread(page: Page, tmp_path):
    _sign_up(page)
    title = f"My exported thread {uuid.uuid4().hex[:6]}"
    status = page.evaluate(
        """(title) => fetch('/api/threads', {method: 'POST', headers: {'Content-Type': 'application/json'},
             body: JSON.stringify({title, body: 'This thread must be in the data export.', tags: ['export']})})
           .then(r => r.status)""",
        title,
    )
    assert status == 201
    _open_settings(page)
    data = page.get_by_role("region", name="Download my data")
    data.get_by_role("button", name="Request my data").click()
    link = data.get_by_role("link", name="Download my data")
    expect(link).to_be_visible()  # the page asks again every few seconds until the job is done
    with page.expect_download() as download:
        link.click()
    saved = tmp_path / "export.zip"
    download.value.save_as(saved)
    threads = json.loads(zipfile.ZipFile(saved).read("threads.json"))
    assert [thread["title"] for thread in threads] == [title]
    expect(data.get_by_text("You downloaded your data.")).to_be_visible()
    # Once only.
    assert page.evaluate("fetch('/api/me/export/download').then(r => r.status)") == 410


def test_delete_my_account_signs_out_and_removes_the_profile(page: Page):
    user = _sign_up(page)
    _open_settings(page)
    page.get_by_role("button", name="Delete my account").click()
    dialog = page.get_by_role("dialog", name="Delete your account?")
    dialog.get_by_label("Your password").fill("Wrong1password")
    dialog.get_by_role("button", name="Delete my account forever").click()
    expect(dialog.get_by_text("Password is incorrect")).to_be_visible()
    dialog.get_by_label("Your password").fill(PASSWORD)
    dialog.get_by_role("button", name="Delete my account forever").click()
    expect(page).to_have_url(re.compile(r"/$"))
    expect(page.get_by_text("Your account and everything you posted have been deleted.")).to_be_visible()
    expect(page.get_by_role("button", name="Account menu")).to_have_count(0)
    assert page.evaluate("fetch('/api/auth/me').then(r => r.status)") == 401
    page.goto(f"/profile/{user['id']}")
    expect(page.get_by_role("heading", name="User Not Found")).to_be_visible()
