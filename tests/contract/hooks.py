"""Schemathesis hooks for the contract test (loaded through SCHEMATHESIS_HOOKS).

The document names two formats of its own whose rule no JSON Schema keyword can state; here they
get values the server must accept, so "valid data is accepted" is checked for them too.
"""

from __future__ import annotations

from hypothesis import strategies as st

import schemathesis

# A cursor is valid only as the server issued it for the same list and order; without one, the
# only cursor a client may send is none at all (the first page).
schemathesis.openapi.format("devnet-cursor", st.just(""))


def _tiny_png() -> str:
    import base64
    import io

    from PIL import Image

    buffer = io.BytesIO()
    Image.new("RGB", (2, 2), (30, 120, 200)).save(buffer, format="PNG")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()


# An image must really be one (its bytes are decoded and checked): a real PNG as a data: URL.
schemathesis.openapi.format("devnet-image", st.just(_tiny_png()))
