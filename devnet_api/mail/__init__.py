"""Mail templates (Jinja2, package data under ``templates/``): each mail is a text and an HTML
template of one name, rendered from the same values. HTML is autoescaped; text is not."""

from __future__ import annotations

from functools import cache

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape


@cache
def _environment(html: bool) -> Environment:
    return Environment(
        loader=PackageLoader("devnet_api.mail", "templates"),
        autoescape=select_autoescape(enabled_extensions=("html",), default=html),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


def render(template: str, /, **values: object) -> tuple[str, str]:
    """The text and the HTML of mail ``template`` (``templates/<template>.txt`` and ``.html``)."""
    text = _environment(False).get_template(f"{template}.txt").render(**values)
    html = _environment(True).get_template(f"{template}.html").render(**values)
    return text, html
