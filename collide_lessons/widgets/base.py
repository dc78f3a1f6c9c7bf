"""Small HTML helpers the playgrounds share: a verdict word and a two-column table."""

from __future__ import annotations

import html

__all__: list = []


def _table(rows: dict) -> str:
    cells = "".join(
        f"<tr><td style='padding-right:1em'><b>{html.escape(k)}</b></td>"
        f"<td><code>{html.escape(str(v))}</code></td></tr>"
        for k, v in rows.items()
    )
    return f"<table>{cells}</table>"


def _word(hit: bool) -> str:
    return "HIT" if hit else "miss"
