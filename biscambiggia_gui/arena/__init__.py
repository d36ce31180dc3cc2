"""Arena: two players (or two teams) over the same deals, every deal in every seating.

    python -m biscambiggia_gui arena --variant briscola-2 --a hard --b hard-2026 --deals 2000 --sprt 0,20
    python -m biscambiggia_gui arena --variant mariagio --a hard --b hard-ref --deals 400 --out run.jsonl
    python -m biscambiggia_gui arena --variant mariagio --a hard --b hard-ref --deals 400 --out run.jsonl --resume
    python -m biscambiggia_gui arena --variant briscola-2 --a "cmd:python -m biscambiggia_gui bot --level hard" --b easy
    python -m biscambiggia_gui arena --variant briscola-4 --executor ray --address HOST:PORT --deals 20000

(`python bench/arena.py ...` is the same command.) Players: the levels random, easy, medium
and hard; the frozen levels hard-2026 (the Hard of 2026-11-24, e110d85) and hard-ref (the
Hard of cc4b3a4); or "cmd:COMMAND", a program speaking the bot protocol
(docs/bot-protocol.md), run once per worker.

Seatings. Each deal is played once with A in the seats of side 0 and once in those of side
1; in the three-player games A takes each seat in turn against two B players (a player as
strong as B wins a third of the hands, not half; its margin over the better B is then
below 0); in the token games (the chiamata games: five players, sides made by the auction)
A takes each seat in turn against four B players and the summary gives A's mean tokens per
hand (a player as strong as B: 0), the auctions A won and how often it then made its bid.
Hand variants count hands; where the match adds points up (Mariagio, Tarocchi) whole
matches are played by default (`--unit hands` counts their hands), every match of a deal
replayed with the same sequence of decks; a match not over after --max-hands hands fails
its deal, with a message (nothing is cut silently).

Budgets. The players search a fixed number of worlds (`--worlds` for hard-ref, `--hard
NAME=VALUE` for a field of Hard's budget) with no time limit: the same seed gives the same
result whatever the machine's load, the number of workers or the executor.

Reported: A's share of the hands (or matches; a void hand or drawn match counts half) with
its 95% interval on deal pairs (each deal's seatings as one sample: that is the interval a
result rests on) and on hands, the mean point difference A - B with its interval on deal
pairs, the Elo of that share; in the team games the partner blunders (overtaking a
partner's winning card with a trump as the last to play; an ace or ten thrown under the
opponents' winning card when a cheaper card was legal).

`--sprt LOW,HIGH` runs a sequential test (stats.py) and stops as soon as it decides: H1
(A is HIGH Elo over B, or more) or H0 (A is LOW or less); `--sprt-unit points` tests the
mean point difference per hand instead (tokens per hand in the token games).

Long runs: `--out FILE` appends every finished deal (one JSON line), so a run stopped at any
point loses only the deals in progress; `--resume` plays only the deals of the range the
file lacks (a deal that failed, or a line cut by a kill, is played again); a deal that
fails is saved with its error, named on stderr and left out of the summary, and the run
goes on; `--start K` plays deals K, K+1, ... (to split a seed's deals over processes or
machines); `--pool FILE...` prints the summary of the deals saved in those files (refusing a
deal saved twice, or files of different match-ups); `--compare FILE BASE` tells two players
apart that each played the same B on the same deals (a change of Hard against today's
Hard, both against hard-2026): FILE's A minus BASE's, deal by deal, with the intervals on
the deals both finished (compare.py). Without --resume, --out adds deals only
to a file of the same run that lacks them all (docs/ai.md "The arena"). Ctrl-C stops a run
with the summary of the deals finished; so does an --out the disk no longer takes (a full
disk: one line says so, exit 1, and --resume goes on once there is room).

As a library (runner.py): `run(ArenaConfig(...), range(n), make_executor("local", 2), ...)`;
executors.py has the local processes (default) and Ray (`pip install '.[cluster]'`).
"""
from .deals import ArenaConfig, hard_setting, play_deal
from .executors import Executor, InProcess, LocalProcesses, RayExecutor, make_executor
from .runner import Report, run
from .stats import Sprt, summarize
from .cli import main

__all__ = ["ArenaConfig", "Executor", "InProcess", "LocalProcesses", "RayExecutor", "Report",
           "Sprt", "hard_setting", "main", "make_executor", "play_deal", "run", "summarize"]
