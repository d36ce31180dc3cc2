"""docs/bot-protocol.md's examples are true: each example line is fed to the real bot
(`python -m biscambiggia_gui bot --level hard`, a subprocess) and answered with one of its
legal actions; the examples cover every game package, and the actions table names every
kind of action a game registers."""
import json
import os
import subprocess
import sys
from pathlib import Path

from biscambiggia_gui.ai.protocol import check_observation
from biscambiggia_gui.engine.actions import ACTION_KINDS
from biscambiggia_gui.engine.registry import get_variant, variants

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "bot-protocol.md"


def example_lines() -> list[str]:
    """Every line of the doc's ```json blocks that is a whole message to the bot."""
    lines, inside = [], False
    for line in DOC.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            inside = line == "```json"
            continue
        if inside and line.startswith('{"observation": {"variant"'):
            lines.append(line)
    return lines


def package_of(variant_id: str) -> str:
    """The game package (games/<package>/) a variant's rules live in."""
    return get_variant(variant_id).family.hand_class.__module__.split(".")[2]


def test_every_documented_example_gets_a_legal_answer_from_the_real_bot():
    lines = example_lines()
    messages = [json.loads(line) for line in lines]
    assert {package_of(m["observation"]["variant"]) for m in messages} == \
        {package_of(v) for v in variants()}, "every game package has an example"
    for m in messages:      # each is an observation the engine could send (a copy: it resolves options)
        assert check_observation(json.loads(json.dumps(m["observation"]))) is None
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "biscambiggia_gui", "bot", "--level", "hard",
                           "--seed", "1"], input="\n".join(lines) + "\n", capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr
    answers = [json.loads(a) for a in done.stdout.splitlines()]
    assert len(answers) == len(messages)
    for m, answer in zip(messages, answers):
        assert "error" not in answer, (m["observation"]["variant"], answer)
        assert answer["action"] in m["legal"], (m["observation"]["variant"], answer)
        assert answer["reason"]


def test_the_examples_show_the_chiamata_decisions():
    legal = {a.split(":")[0] for line in example_lines() for a in json.loads(line)["legal"]}
    assert {"bid", "pass", "trump", "call"} <= legal


def test_the_actions_table_names_every_registered_kind():
    variants()                                   # the games registered their kinds
    text = DOC.read_text(encoding="utf-8")
    missing = [name for name in ACTION_KINDS if name != "play" and f'`"{name}' not in text]
    assert not missing, f"docs/bot-protocol.md does not name the actions {missing}"
