"""Check every quotation in the lessons against the articles (run by hand; the articles are not in the repo).

    .venv/bin/python tools/check_quotes.py ../shared/seeds

Every text in double quotes ("…" or “…”) in a markdown cell of a lesson or an
exercise must either be an article's title, or appear word for word in one of
the articles (case, spacing, curly quotes and an elided "…" ignored). Prints each
quotation that is not found, and exits 1 if there is one. Code spans and
quoted strings in code cells are not quotations.
"""

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QUOTE = re.compile(r'"([^"\n]{3,}?)"|“([^”\n]{3,}?)”')
TITLES = {
    "simple collision detection",
    "collision detection algorithm",
    "collision shapes",
    "how to detect collisions between moving gui-objects?",
}


def normal(text: str) -> str:
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    text = re.sub(r"[`*_]", "", text)
    return re.sub(r"\s+", " ", text).strip().lower()


def found(quote: str, articles: str) -> bool:
    parts = [p.strip(" .,") for p in re.split(r"…|\.\.\.", normal(quote)) if p.strip(" .,")]
    return all(part in articles for part in parts)


def main(seeds: Path) -> int:
    articles = normal(" ".join(p.read_text() for p in sorted(seeds.glob("*.txt"))))
    missing = 0
    for path in sorted((ROOT / "notebooks").rglob("*.ipynb")):
        if ".ipynb_checkpoints" in path.parts:
            continue
        cells = json.loads(path.read_text())["cells"]
        for index, cell in enumerate(cells):
            if cell["cell_type"] != "markdown":
                continue
            text = re.sub(r"`[^`]*`", "", "".join(cell["source"]))
            for match in QUOTE.finditer(text):
                quote = match.group(1) or match.group(2)
                if normal(quote).rstrip("?") in {t.rstrip("?") for t in TITLES} or found(quote, articles):
                    continue
                missing += 1
                print(f'{path.relative_to(ROOT)} cell {index}: not in any article: "{quote}"')
    print(f"{missing} quotations not found")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else ROOT.parent / "shared" / "seeds")))
