"""How the review of a hand (biscambiggia_gui/review.py) names what a move gave away: the
loss in expected points (ai/values.py) against thresholds, written in
docs/lessons-and-review.md ("The labels"), and the words of the labels in the catalogue."""
from __future__ import annotations

from ..engine.messages import template

GOOD, INACCURACY, MISTAKE, BLUNDER = "good", "inaccuracy", "mistake", "blunder"
UNCLEAR = "unclear"             # a loss of 3 or more the sampled deals cannot tell from nothing
LABELS = (GOOD, UNCLEAR, INACCURACY, MISTAKE, BLUNDER)
THRESHOLDS = ((BLUNDER, 10.0), (MISTAKE, 6.0), (INACCURACY, 3.0))   # the lowest loss of each
SHOWN_PLACES = 1                # the review shows a loss with one decimal (ui/review_words.py loss_text)
NOISE = 2.0                     # a loss under this many standard errors is not charged
LABEL_WORDS = {GOOD: template("review.good", "good"),
               UNCLEAR: template("review.unclear", "unclear"),
               INACCURACY: template("review.inaccuracy", "inaccuracy"),
               MISTAKE: template("review.mistake", "mistake"),
               BLUNDER: template("review.blunder", "blunder")}
BAD_SEAT = template("review.seat", "{seat} is not a seat of {variant} (0 to {last})")
NOTHING_TO_REVIEW = template("review.nothing", "nothing to review for {seat}: never a choice "
                             "between two moves or more")


def label(loss: float, error: float = 0.0) -> str:
    """The label of a loss of `loss` expected points measured with standard error `error`:
    under 3, good; a loss the sampling cannot tell from nothing (under NOISE standard
    errors) is unclear from 3 up (it was rated good, beside "8.9" points lost: a player
    read the two as contradicting each other); else by the thresholds. The loss and its
    error are rated as the review shows them, to one decimal (2.96 was "3,0 ± 1,8 · good"
    beside a legend that says good is under 3)."""
    loss, error = round(loss, SHOWN_PLACES), round(error, SHOWN_PLACES)
    for name, low in THRESHOLDS:
        if loss >= low:
            return UNCLEAR if loss < NOISE * error else name
    return GOOD


def charged(name: str) -> bool:
    """Whether a label says the move lost points for sure (an inaccuracy or worse): not
    good, not unclear."""
    return name not in (GOOD, UNCLEAR)
