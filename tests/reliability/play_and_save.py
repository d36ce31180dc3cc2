"""A playing process for test_kill.py: resumes the autosave of BISCAMBIGGIA_DATA if there is
one (as the window does), else starts a match; then plays random legal actions for ever,
saving after every one through store.saves (the window's path, fsync included), and prints
what it has saved once the save returned: "saved SERIAL ACTIONS", or "ending SERIAL" before
a finished match's autosave is discarded. Run: python play_and_save.py SEED [--ready-only]
(the latter only starts: it cleans up and resumes, then exits)."""
import random
import sys

from biscambiggia_gui.engine import Match
from biscambiggia_gui.store import saves

SEATS = [{"name": "Anna", "kind": "person", "level": None},
         {"name": "Bruno", "kind": "computer", "level": "easy"}]
VARIANT, OPTIONS = "briscola-2", {"hands": 2}


def actions(match) -> int:
    return sum(len(h.actions) for h in match.hands)


def main(seed: int, stop_at_ready: bool = False) -> None:
    rng = random.Random(seed)
    saves.clean_temporaries()                 # as the window does with the folder's lock held
    if saves.has_autosave():
        loaded = saves.load_autosave()
        match, serial = loaded.match, int(loaded.payload["match_id"])
    else:
        match, serial = Match(VARIANT, OPTIONS, seed=seed), 1
    print("ready", flush=True)
    while not stop_at_ready:
        if match.is_over():
            print(f"ending {serial}", flush=True)
            saves.discard_autosave()
            serial += 1
            match = Match(VARIANT, OPTIONS, seed=rng.randrange(1 << 30))
        if not match.hand_in_progress():
            match.start_hand()
        match.apply(rng.choice(match.current.legal_actions()))
        saves.autosave(match, SEATS, match_id=str(serial))
        print(f"saved {serial} {actions(match)}", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]), stop_at_ready="--ready-only" in sys.argv)
