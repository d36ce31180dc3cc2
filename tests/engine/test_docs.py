"""The user's docs keep up with the registry: every variant id the engine registers is named
in README.md (its games list, where a developer finds the ids `--variant` and the records
take) and in docs/rules.md (the rule book the program plays), and the README's count of
variants is the registry's."""
import re
from pathlib import Path

import pytest

from biscambiggia_gui.engine import variants

ROOT = Path(__file__).resolve().parents[2]
DOCS = {"README.md": ROOT / "README.md", "docs/rules.md": ROOT / "docs" / "rules.md"}
NUMBERS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
           "fourteen fifteen sixteen seventeen eighteen nineteen twenty").split()


def names(text: str, variant_id: str) -> bool:
    """Whether `text` names `variant_id` as a whole id (not inside a longer one)."""
    return re.search(rf"(?<![\w-]){re.escape(variant_id)}(?![\w-])", text) is not None


@pytest.mark.parametrize("doc", sorted(DOCS))
def test_every_registered_variant_is_named_in_the_doc(doc):
    text = DOCS[doc].read_text(encoding="utf-8")
    missing = [v for v in variants() if not names(text, v)]
    assert not missing, f"{doc} does not name the variants {missing}"


def test_the_readme_counts_the_variants_of_the_registry():
    text = " ".join(DOCS["README.md"].read_text(encoding="utf-8").split())
    counts = re.findall(r"\ball (\w+) variants\b", text)
    assert counts, "the README says how many variants the rule book describes"
    assert all(c in NUMBERS and NUMBERS.index(c) == len(variants()) for c in counts), counts
