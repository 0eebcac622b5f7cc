"""Uploaded images, stored once by content hash."""

from __future__ import annotations

from tortoise import fields
from tortoise.models import Model


class MediaFile(Model):
    # sha256 of the bytes: the same image uploaded twice is one file.
    hash = fields.CharField(max_length=64, primary_key=True)
    ext = fields.CharField(max_length=8)
    content_type = fields.CharField(max_length=32)
    size = fields.IntField()
    created_at = fields.DatetimeField(auto_now_add=True)
    # Set by a moderator's `devnet media takedown`: the files are gone, /media answers 410 and the
    # same picture cannot be posted again.
    taken_down_at = fields.DatetimeField(null=True)

    class Meta:
        table = "media_files"

    def __str__(self) -> str:
        return self.url

    @property
    def url(self) -> str:
        return f"/media/{self.hash}.{self.ext}"
