"""The lessons as data (engine/lessons.py, docs/lessons-and-review.md): every family has
one, every script replays on the engine with each move legal and made by the seat it
names, every step points at something the table has, and every sentence is a catalogue
message."""
import pytest

from biscambiggia_gui.engine import families, get_variant
from biscambiggia_gui.engine.lessons import Do, Lesson, Move, Say, Skip, check, lessons, register_lesson
from biscambiggia_gui.engine.messages import TEMPLATES, Message


def test_every_game_family_has_a_lesson():
    taught = {get_variant(lesson.variant).game for lesson in lessons().values()}
    # Biscambiggia's lesson teaches Briscola too, and the chiamata lesson both chiamata games
    covered = taught | {"briscola", "biscambiggia-chiamata"}
    assert set(families()) <= covered
    assert any(get_variant(l_.variant).teams for l_ in lessons().values())    # the team games


def test_every_variant_has_the_lesson_that_teaches_it():
    """The new-match dialog's Learn to play opens the list on the lesson of the game and
    players chosen: every variant is covered by a lesson, the one of its own kind."""
    from biscambiggia_gui.engine.lessons import lesson_for
    from biscambiggia_gui.engine.registry import variants
    for lesson in lessons().values():
        assert lesson.variant in (lesson.covers or (lesson.variant,))
        assert all(v in variants() for v in lesson.covers)
    for vid in variants():
        lesson = lesson_for(vid)
        assert lesson is not None, vid
        taught, v = get_variant(lesson.variant), get_variant(vid)
        assert taught.teams == v.teams and (taught.seat_sides is None) == (v.seat_sides is None)
    assert lesson_for("briscola-6").id == "team" and lesson_for("briscola-3").id == "trump"
    assert lesson_for("biscambiggia-chiamata").id == "chiamata"


@pytest.mark.parametrize("lesson_id", list(lessons()))
def test_each_script_replays_on_the_engine(lesson_id):
    lesson = lessons()[lesson_id]
    check(lesson)
    steps = lesson.steps()
    assert steps and any(isinstance(s, Do) for s in steps)
    for item in lesson.script:
        if isinstance(item, (Say, Do, Skip)):
            assert isinstance(item.message, Message) and item.message.code in TEMPLATES
    for code in (lesson.title, lesson.about):
        assert code in TEMPLATES


def test_a_wrong_script_is_refused():
    good = lessons()["trump"]
    moved = Lesson("bad", good.variant, good.title, good.about, good.dealer, good.hands,
                   (Move("2C"),), good.turned, good.talon)
    with pytest.raises(ValueError, match="moves for the person"):
        check(moved)
    illegal = Lesson("bad", good.variant, good.title, good.about, good.dealer, good.hands,
                     (Do(Message(good.title), "AD"),), good.turned, good.talon)
    with pytest.raises(ValueError, match="AD"):
        check(illegal)
    with pytest.raises(ValueError, match="registered twice"):
        register_lesson(Lesson("trump", good.variant, good.title, good.about, good.dealer,
                               good.hands, ()))


def test_the_marriage_step_reads_as_a_sentence():
    """The Mariagio lesson said "Shown before you lead it scores 40", which reads as leading
    the marriage; the clause is set off: "Shown before you lead, it scores 40" (and the
    Italian "Mostrato prima di attaccare, vale 40")."""
    lesson = lessons()["mariagio"]
    words = [str(item.message) for item in lesson.script
             if isinstance(item, Do) and item.action.startswith("marriage:")]
    assert len(words) == 1 and "Shown before you lead, it scores 40" in words[0], words
