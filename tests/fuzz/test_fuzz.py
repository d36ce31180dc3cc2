"""Fuzzing (issue 15), seeded: records, saves, settings and bot lines, mutated from real
ones. No input may end in anything but an answer or a refusal: a record or save opens or
gets its SaveError (the window's message), the replay command agrees with the window on
every input (exit 0 with the same summary, or exit 2 with the same one line), a setting
reads as a valid value, and the bot answers an action from `legal` or an error."""
import io
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from hypothesis import event, given, settings
from hypothesis import strategies as st

from biscambiggia_gui.ai import Budget, make_player, protocol
from biscambiggia_gui.engine.record import summary
from biscambiggia_gui.store import saves
from fuzz_inputs import FUZZ, VARIANTS, json_values, mutated_json, played, records, save_files

ROOT = Path(__file__).resolve().parents[2]


def window_reader(path):
    """What Open in the window makes of a file: ("ok", summary) or ("refused", message)."""
    try:
        return "ok", summary(saves.load_match(path).match)
    except saves.SaveError as exc:
        return "refused", " ".join(str(exc).split())


def agree(outcome, code, out, err):
    kind, detail = outcome
    if kind == "ok":
        assert code == 0 and json.loads(out) == json.loads(json.dumps(detail)) and err == ""
    else:
        assert code == 2 and out == "" and err.strip() == detail and "\n" not in err.strip()


@FUZZ
@given(records())
def test_records_are_opened_or_refused_alike_by_the_window_and_the_command(data):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        path.write_bytes(data)
        outcome = window_reader(path)
        event(outcome[0])
        out, err = io.StringIO(), io.StringIO()
        from biscambiggia_gui.store.saves import replay_command
        code = replay_command(str(path), out, err)
        agree(outcome, code, out.getvalue(), err.getvalue())


def test_the_real_command_agrees_with_the_window_on_generated_records(tmp_path):
    """The same, through `python -m biscambiggia_gui replay` in real processes."""
    samples = []

    @settings(FUZZ, max_examples=16)
    @given(records())
    def collect(data):
        samples.append(data)

    collect()
    from fuzz_inputs import base_record
    samples += [json.dumps(base_record(v, 1, 30)).encode() for v in VARIANTS[:2]]
    files = []
    for i, data in enumerate(samples):
        path = tmp_path / f"r{i:02d}.json"
        path.write_bytes(data)
        files.append(path)
    script = "\n".join(f'{sys.executable} -m biscambiggia_gui replay "{p}" '
                       f'>"{p}.out" 2>"{p}.err"; echo $? >"{p}.rc"' for p in files)
    subprocess.run(["bash", "-c", script], cwd=ROOT, check=True, timeout=600)
    kinds = set()
    for path in files:
        outcome = window_reader(path)
        kinds.add(outcome[0])
        agree(outcome, int(Path(f"{path}.rc").read_text()), Path(f"{path}.out").read_text(),
              Path(f"{path}.err").read_text())
    assert kinds == {"ok", "refused"}


@FUZZ
@given(save_files())
def test_saves_open_or_are_refused_and_what_opens_can_be_played_on(data):
    from biscambiggia_gui.ui.setup import MatchSetup
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "autosave.json"
        path.write_bytes(data)
        try:
            loaded = saves.load_match(path)
        except saves.SaveError as exc:
            assert exc.message_id in saves.MESSAGES and str(exc)
            return
        payload = loaded.payload
        setup = MatchSetup.from_saved(loaded.match.variant.id, loaded.match.options,
                                      loaded.seats, str(payload.get("deck") or ""))
        assert len(setup.seats) == loaded.match.variant.players
        assert 0 <= int(payload.get("stats_from", 0)) <= len(loaded.match.results)
        assert isinstance(payload.get("undo_used", False), bool)


storable = st.recursive(
    st.none() | st.booleans() | st.integers(-10 ** 12, 10 ** 12) | st.floats(allow_nan=False)
    | st.text(max_size=20) | st.binary(max_size=8)
    | st.sampled_from(["it", "en", "fast", "true", "genoese", "[]", '{"variant": "mariagio"}']),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(min_size=1, max_size=5), inner, max_size=3),
    max_leaves=8)


@FUZZ
@given(st.dictionaries(st.sampled_from(["match/last", "match/default", "player/names", "table/speed",
                                        "table/card_size", "table/show_played", "ui/language",
                                        "deck/biscambiggia", "deck/briscola", "deck/tarocchi"]),
                       storable | st.builds(json.dumps, json_values), max_size=6))
def test_any_setting_value_reads_as_a_valid_one(_private_settings, values):
    from biscambiggia_gui import i18n
    from biscambiggia_gui.ui import setup
    s = setup.settings()
    s.clear()
    for key, value in values.items():
        s.setValue(key, value)
    s.sync()
    assert setup.setting("table/speed") in setup.SPEEDS          # fills setup.SETTINGS
    for key, spec in setup.SETTINGS.items():
        value = setup.setting(key)
        if spec.kind == "flag":
            assert isinstance(value, bool)
        elif spec.choices is not None:
            assert value in spec.choices
        else:
            assert isinstance(value, str)
    assert setup.load_setup().variant and setup.default_setup().seats
    assert len(setup.player_names()) == 6 and setup.load_speed() in setup.SPEEDS
    assert setup.setting("ui/language") in ("",) + i18n.LANGUAGES


def good_line(variant, seed):
    match = played(variant, seed, seed * 5)
    if not match.hand_in_progress():
        match = played(variant, seed, 0)
        match.start_hand()
    seat = match.current.current_player()
    return {"observation": match.observation(seat), "legal": match.current.legal_actions()}


FAST = Budget(worlds=4, time_limit=30.0, tarocchi_horizon=3, max_candidates=3)
PLAYERS = {level: make_player(level, seed=1, **({"budget": FAST} if level == "hard" else {}))
           for level in ("random", "easy", "medium", "hard")}


@st.composite
def bot_lines(draw):
    if draw(st.integers(0, 5)) == 0:
        return draw(st.binary(max_size=200)).replace(b"\n", b" ")    # one line
    base = good_line(draw(st.sampled_from(VARIANTS)), draw(st.integers(0, 4)))
    return draw(mutated_json(base)).replace(b"\n", b" ")


@FUZZ
@given(bot_lines(), st.sampled_from(sorted(PLAYERS)))
def test_every_bot_line_gets_an_action_from_legal_or_an_error(line, level):
    out = io.StringIO()
    assert protocol.serve(level, 1, io.BytesIO(line + b"\n"), out) == 0
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    if not line.strip():
        assert answers == []
        return
    [answer] = answers
    if "error" in answer:
        assert set(answer) == {"error"} and isinstance(answer["error"], str)
        return
    message = json.loads(line)
    assert answer["action"] in message["legal"]
    event("answered")
