"""The bot protocol, end to end: `python -m biscambiggia_gui bot` in a subprocess plays a
whole hand, one JSON line in, one out."""
import json
import os
import subprocess
import sys

from biscambiggia_gui.ai import protocol
from helpers import dealt

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def start(level="medium", seed=3):
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.Popen([sys.executable, "-m", "biscambiggia_gui", "bot", "--level", level,
                             "--seed", str(seed)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)


def test_round_trip_plays_a_whole_hand():
    bot = start()
    try:
        hand, _ = dealt("mariagio", 8)
        while not hand.is_over():
            seat = hand.current_player()
            msg = {"observation": hand.observation(seat), "legal": hand.legal_actions()}
            bot.stdin.write(json.dumps(msg) + "\n")
            bot.stdin.flush()
            answer = json.loads(bot.stdout.readline())
            assert answer["action"] in hand.legal_actions()
            hand.apply(answer["action"], seat)
        bot.stdin.close()
        assert bot.wait(timeout=10) == 0
    finally:
        if bot.poll() is None:
            bot.kill()


def test_bad_lines_get_an_error_and_the_bot_goes_on():
    import io
    hand, _ = dealt("briscola-2", 1)
    good = json.dumps({"observation": hand.observation(hand.turn), "legal": hand.legal_actions()})
    out = io.StringIO()
    code = protocol.serve("easy", 1, io.StringIO("nonsense\n{}\n\n" + good + "\n"), out)
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    assert code == 0
    assert "error" in lines[0] and "error" in lines[1]
    assert lines[2]["action"] in hand.legal_actions()
