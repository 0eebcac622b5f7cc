"""Tags and mentions are parsed by the server only (devnet_api/services/markup.py), on the cases
the client's suite reads too (frontend/src/components/RichText/textRules.cases.json)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from devnet_api.services.markup import hashtags, mentioned_names, merge_tags

CASES = json.loads(
    (Path(__file__).resolve().parents[1] / "frontend/src/components/RichText/textRules.cases.json").read_text()
)


@pytest.mark.parametrize("case", CASES["mentions"], ids=lambda case: case["text"][:30])
def test_mentions(case):
    assert mentioned_names(case["text"]) == case["names"]


@pytest.mark.parametrize("case", CASES["hashtags"], ids=lambda case: case["text"][:30])
def test_hashtags(case):
    assert hashtags(case["text"]) == case["tags"]


@pytest.mark.parametrize("case", CASES["sentTags"], ids=lambda case: case["text"][:30])
def test_a_tag_sent_that_cuts_a_hashtag_short_gives_way_to_it(case):
    assert merge_tags(case["sent"], case["text"]) == case["tags"]
