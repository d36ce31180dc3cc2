"""The main window's dialogs and files (a mixin of MainWindow, to keep each module short):
the start-up question (ResumeDialog: resume the unfinished match or start a new one),
the new-match dialog, opening and saving game records, the settings (applied at once),
the statistics, the rules, the last trick, error boxes."""
from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, QStandardPaths, Qt, QTimer
from PySide6.QtWidgets import (QApplication, QDialog, QDialogButtonBox, QFileDialog,
                               QFileIconProvider, QHBoxLayout, QLabel, QMessageBox, QStyle,
                               QVBoxLayout, QWidget)

from .. import i18n
from ..engine.messages import shown_path
from ..engine.record import to_record
from ..engine.registry import default_variant
from ..store import saves
from .keeper import begun, save_fault_reason, translate_save_error
from .logline import LogLine
from .modality import ask
from .messages import score_words, word
from .newmatch import NewMatchDialog
from .setup import (CARD_SIZES, COMPUTER_NAMES, count_switch, load_setup, save_choice,
                    distinct_names, name_key, settings_seat_dicts, variant_title)
from .summary import PAPER, LastTrickDialog
from .text import display_name, named_score, names_joined, tr
from .wordsbox import Words, WordsBox, say

RECORD_FILTER = "*.json"
LAST_DIR_KEY = "files/last_dir"          # the folder Open and Save used last


if TYPE_CHECKING:                      # for the checker: a mixin of the main window
    from PySide6.QtWidgets import QMainWindow

    from .controller import GameController
    from .keeper import MatchKeeper
    from .announcer import Announcer
    from .panel import SidePanel
    from .panel_frame import PanelFrame
    from .settings_dialog import SettingsDialog
    from .stats_window import StatsWindow
    from .table.scene import TableScene
    _Window = QMainWindow
else:
    _Window = object


class WindowDialogs(_Window):
    """Mixed into MainWindow, whose parts it uses (declared here for the checker)."""
    ctrl: GameController
    keeper: MatchKeeper
    scene: TableScene
    panel: SidePanel
    panel_frame: PanelFrame
    announcer: Announcer
    if TYPE_CHECKING:
        def start_match(self, setup, remember: bool = True, deck=None, dealer=None) -> None: ...
        def continue_match(self, setup, match, opened: LogLine | None = None,
                           notes: Sequence[LogLine] = ()) -> None: ...
        def set_speed(self, name: str) -> None: ...
        def set_show_played(self, shown: bool, remember: bool = True) -> None: ...
        def retranslate(self) -> None: ...
        def refresh(self) -> None: ...
        def covered(self) -> bool: ...

    def init_dialogs(self) -> None:
        self.dialog: NewMatchDialog | None = None
        self.resume_dialog: ResumeDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.stats_window: StatsWindow | None = None
        self.message: WordsBox | None = None
        self.leave_box: WordsBox | None = None
        from .setup import settings
        self.last_dir = str(settings().value(LAST_DIR_KEY, "") or "")

    def retranslate_dialogs(self) -> None:
        from shiboken6 import isValid
        from .rules_window import _windows
        window = _windows.get(id(self))          # (an id a window gone before may have had)
        if window is not None and isValid(window) and window.isVisible():
            window.set_language(i18n.current_language())
            window.retranslate()
        for name in ("lesson_window", "review_window"):    # a lesson, a review beside the match
            other = getattr(self, name, None)
            if other is not None and isValid(other) and other.isVisible():
                other.retranslate()
        from .crash_dialog import CrashDialog            # boxes and the crash dialog up now
        for box in self.findChildren(WordsBox):
            if isValid(box) and box.isVisible():
                box.retranslate()
        for crash in self.findChildren(CrashDialog):
            if isValid(crash) and crash.isVisible():
                crash.retranslate()

    # --- start-up ---------------------------------------------------------------------------
    given_path: str | None = None          # a file to open once the first steps are done
    steps_done = False                     # instance.first_steps has reached start_up

    def start_up(self, given: str | None = None) -> None:
        """The first thing after the window shows: offer the unfinished match, if any,
        else the new-match dialog. With `given` (a game record from the command line or
        the desktop) that file opens instead: over an unfinished match, the match is put
        back on the table and the question of Game > Open record comes first."""
        self.keeper.catch_up()                   # statistics an earlier window could not write
        after = (lambda: self.open_given(given)) if given else self.ask_new_match
        if not saves.has_autosave():
            after()
            return
        try:
            loaded = saves.load_autosave()
        except saves.SaveError as exc:
            refused = exc
            failed: OSError | None = None
            try:
                aside = saves.discard_autosave(keep_copy=True)
            except OSError as not_aside:         # a read-only folder: it stays where it is
                aside, failed = None, not_aside

            def text() -> str:
                from .fault_words import os_reason
                said = translate_save_error(refused)
                if failed is not None:
                    said += "\n\n" + tr("It could not be set aside ({reason}), so it will "
                                         "be offered again at the next start.",
                                         reason=os_reason(failed))
                if aside is not None:
                    said += "\n\n" + tr("It has been set aside, not deleted: {path}",
                                         path=shown_path(aside))  # where to find it again
                return said
            self.show_error(lambda: tr("The unfinished match cannot be resumed"), text)
            if self.message is not None:
                self.message.finished.connect(lambda _=0: after())
            return
        if given:
            self.resume(loaded)                  # the match left: "Leave this match?" is about it
            self.open_given(given)
            return
        self.resume_dialog = ResumeDialog(loaded, self)
        self.resume_dialog.accepted.connect(lambda: self.resume(loaded))
        self.resume_dialog.rejected.connect(self.ask_new_match)
        self.resume_dialog.open()

    def resume(self, loaded: saves.LoadedMatch) -> None:
        notes: list[LogLine] = []         # an autosave of a newer version's: said too
        setup = self.keeper.adopt(loaded, resumed=True, notes=notes)
        self.continue_match(setup, loaded.match, notes=notes)

    def ask_new_match(self) -> None:
        self.dialog = NewMatchDialog(load_setup(), self)
        self.dialog.accepted.connect(self._new_match_chosen)
        self.dialog.open()

    def _new_match_chosen(self) -> None:
        if self.dialog is None:
            return
        setup = self.dialog.setup()
        self.unless_unfinished(lambda: self.start_match(setup))

    # --- leaving a match --------------------------------------------------------------------
    def unfinished(self) -> bool:
        """Whether a match is on the table, begun and not over."""
        return begun(self.ctrl.match)

    def unless_unfinished(self, go=None) -> bool:
        """The one way out of the match on the table: New match, Open game record, a file
        handed over (`go`: what follows), and closing the window (Quit, Ctrl+Q, its close
        button: `go` None). `go` runs now when nothing is left behind; else once the
        person agrees (then the window closes, for `go` None), and False is returned.

        Over an unfinished match the question is whether to leave it (the match stays in
        the autosave until another one begins; closing asks nothing: it is resumed at the
        next start). Where the autosave fails (a full disk), the question says what would
        be lost (the moves since the last save; when closing, the statistics the disk did
        not take) and offers to save the match elsewhere first. The question is
        `self.leave_box`; one still unanswered gives way to this one: one at a time,
        about what was asked last."""
        closing = go is None
        moves, stats = self.keeper.at_risk(closing)
        if not (moves or stats) and (closing or not self.unfinished()):
            if go is not None:
                go()
            return True
        self.withdraw_leave_box()
        agreed = go if go is not None else self._close_agreed
        if moves or stats:
            box = self._unsaved_question(agreed, closing, moves, stats)
        else:
            box = WordsBox(QMessageBox.Icon.Question, lambda: tr("Leave this match?"),
                           lambda: tr("The match on the table is not finished. Leave it for "
                                      "another?"), self)
            leave = box.add_button(lambda: tr("&Leave it"), QMessageBox.ButtonRole.AcceptRole)
            stay = box.add_button(lambda: tr("&Keep playing"), QMessageBox.ButtonRole.RejectRole)
            box.setDefaultButton(stay)
            box.setEscapeButton(stay)
            leave.clicked.connect(agreed)
        box.setProperty("closing", closing)
        self.leave_box = box
        box.open()
        return False

    def withdraw_leave_box(self) -> None:
        """The leaving question still up gives way (to a newer one, or to the session's
        end: ui/session_end.py): rejected, its Leave never clicked, nothing done; not kept."""
        box = self.leave_box
        if box is not None:
            if box.isVisible():
                box.reject()
            box.deleteLater()
            self.leave_box = None

    def _unsaved_question(self, agreed, closing: bool, moves: bool, stats: bool,
                          on_save=None) -> WordsBox:
        """What leaving now would lose, and the way to keep it: Save elsewhere... (then
        `agreed`; `on_save` instead, for a question answered at once: a session's end),
        leave (or close) anyway, or back to the game. Its words are said from
        the faults as they stand now (unsaved_words), in the language of the moment."""
        fault = self.keeper.save_fault if moves else None
        unkept = self.keeper.stats_unkept if stats else None
        box = WordsBox(QMessageBox.Icon.Warning,
                       (lambda: tr("Close without saving?")) if closing
                       else (lambda: tr("Leave the match without saving?")),
                       lambda: unsaved_words(moves, fault, stats, unkept), self)
        save = box.add_button(lambda: tr("&Save elsewhere..."), QMessageBox.ButtonRole.AcceptRole)
        leave = box.add_button((lambda: tr("&Close anyway")) if closing
                               else (lambda: tr("&Leave it anyway")),
                               QMessageBox.ButtonRole.DestructiveRole)
        back = box.add_button(lambda: tr("&Back to the game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(save)
        box.setEscapeButton(back)
        save.clicked.connect(on_save or (lambda: QTimer.singleShot(
            0, self, lambda: self.save_elsewhere(then=agreed))))
        leave.clicked.connect(agreed)
        box.setProperty("choices", {"save": save, "leave": leave, "back": back})
        return box

    _may_close = False                    # the person agreed to close: no question again

    def _close_agreed(self) -> None:
        self._may_close = True
        QTimer.singleShot(0, self, self.close)

    def may_close(self) -> bool:
        """Whether the window may close now (closeEvent): nothing would be lost, or the
        person agreed; else the question is up (once, however often the close is asked)."""
        if self._may_close:
            return True
        box = self.leave_box
        if box is not None and box.isVisible() and box.property("closing"):
            box.raise_()
            box.activateWindow()
            return False
        return self.unless_unfinished(None)

    def save_elsewhere(self, path: str | None = None, then=None) -> bool:
        """The match on the table saved, as the autosave is, to a file the person chooses
        (`path` in tests): Open game record plays it on. Then `then` (the leaving or the
        close asked for); a file not saved is said, and the window stays."""
        match = self.ctrl.match
        if match is None:
            return False
        path = path or self._save_path(match)
        if path is None:
            return False                             # cancelled: back to the game
        self._remember_dir(path)
        try:
            self.keeper.save_to(path)
        except saves.SaveError as exc:
            self.show_error(lambda: tr("The match cannot be saved there"),
                            partial(translate_save_error, exc))
            return False
        self._log_saved(path)
        if then is not None:
            then()
        return True

    # --- records -------------------------------------------------------------------------------
    def _log_saved(self, path: str) -> None:
        """The match log's line for a match saved to a file: its name whole, on one line
        (engine.messages.shown_path)."""
        name = shown_path(Path(path).name)
        self.panel.add_log(LogLine(lambda: tr("Saved to {name}", name=name)))

    def _save_path(self, match) -> str | None:
        """The file the person chooses to save the match on the table in (Save game record,
        Save elsewhere...): "<game>.json" in the last folder offered, ".json" added to a
        name without it; None if cancelled."""
        suggested = str(Path(self._folder()) / f"{match.variant.id}.json")
        path = self._choose_file(record_dialog(self, "save", suggested))
        if path is not None and not path.lower().endswith(".json"):
            path += ".json"
        return path

    def _folder(self) -> str:
        """The folder Open and Save start in: the last one used (if it is still there),
        else the player's documents folder where there is one, else the home folder (a
        system without ~/Documents: the dialog offered a folder that was not there)."""
        if self.last_dir and Path(self.last_dir).is_dir():
            return self.last_dir
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        return documents if documents and Path(documents).is_dir() else str(Path.home())

    def open_record(self, path: str | None = None) -> bool:
        """Open a game record (or a save) and play on from where it stops. A file that
        cannot be opened gives its message; the match in progress goes on untouched."""
        if not path:
            if self.unfinished() and not self._leaving:
                self.unless_unfinished(self._open_after_leaving)
                return False
            path = self._choose_file(record_dialog(self, "open", self._folder()))
            if path is None:
                return False
        self._remember_dir(path)
        try:
            loaded = saves.load_match(path, default_seats_for=self._record_seats)
        except saves.SaveError as exc:
            self.show_error(lambda: tr("The file cannot be opened"),
                            partial(translate_save_error, exc))
            return False
        notes: list[LogLine] = []         # what the file says and this version plays otherwise
        setup = self.keeper.adopt(loaded, resumed=False, notes=notes)   # (a record of ours
        name = shown_path(Path(path).name)   # names its seats and levels); the file's name
        self.continue_match(setup, loaded.match,                        # whole, one line,
                            opened=LogLine(lambda: tr("Opened {name}", name=name)),  # the words translated
                            notes=notes)
        if not loaded.bare_record:
            self.keeper.record_stats()           # its hands finished: counted (once each)
        return True

    _choosing = False                      # the Open or Save record dialog is up

    def receive_file(self, path: str) -> None:
        """A game record handed over from outside (another start on this data folder, the
        macOS Finder): kept for the end of the first steps or of the Open or Save record
        dialog (the match being saved is the one on the table when Save was chosen), else
        opened now (open_given)."""
        if not self.steps_done or self._choosing:
            self.given_path = path
            return
        self.open_given(path)

    def _choose_file(self, box: QFileDialog) -> str | None:
        """The file chosen in the Open or Save record dialog `box`, None if none was; a
        record handed over meanwhile opens next (receive_file)."""
        self._choosing = True
        try:
            chosen = ask(box) == QDialog.DialogCode.Accepted and box.selectedFiles()
            files = box.selectedFiles()
        finally:
            self._choosing = False
            box.deleteLater()                           # one dialog per choice, not kept
        waiting, self.given_path = self.given_path, None
        if waiting:
            QTimer.singleShot(0, self, lambda: self.open_given(waiting))
        return files[0] if chosen and files else None

    def open_given(self, path: str) -> None:
        """Open `path` as Game > Open record does (its message when it cannot be opened;
        over an unfinished match, first the question whether to leave it). The start-up
        dialogs give way: the unfinished match offered goes on the table (the question is
        then about it), the new-match dialog closes (and comes back after the message
        when nothing could be put on the table)."""
        if self.resume_dialog is not None and self.resume_dialog.isVisible():
            self.resume_dialog.accept()
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.reject()
        self.unless_unfinished(lambda: self._open_given(path))

    def _open_given(self, path: str) -> None:
        if self.open_record(path) or self.ctrl.match is not None or self.message is None:
            return
        self.message.finished.connect(lambda _=0: self.ask_new_match())   # an empty table

    _leaving = False

    def _open_after_leaving(self) -> None:
        self._leaving = True
        try:
            self.open_record()
        finally:
            self._leaving = False

    def _remember_dir(self, path: str) -> None:
        from .setup import settings, stored
        self.last_dir = str(Path(path).parent)
        s = settings()
        s.setValue(LAST_DIR_KEY, self.last_dir)
        stored(s)

    _record_seats = staticmethod(settings_seat_dicts)    # the settings' seats

    def save_record_as(self, path: str | None = None) -> bool:
        """The match so far as a game record (docs/rules.md section 8), written atomically."""
        match = self.ctrl.match
        if match is None:
            return False
        path = path or self._save_path(match)
        if path is None:
            return False
        self._remember_dir(path)
        record = to_record(match)
        record["seats"] = self.ctrl.seated.seat_dicts()   # who played, and how strong (old
        try:                                             # records without it still open)
            saves.save_match(path, record)
        except saves.SaveError as exc:
            self.show_error(lambda: tr("The game record cannot be saved"),
                            partial(translate_save_error, exc))
            return False
        self._log_saved(path)
        return True

    def show_error(self, title: Words, text: Words,
                   icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> None:
        """A message box that does not stop the table (tests read `self.message`); `icon`
        Information for what is no fault ("Nothing to review yet"). `title` and `text`
        are functions saying them in the language installed (ui/wordsbox.py: the box
        follows a language change), or words that stay as they are; file and player
        names in them are plain text, never markup."""
        box = WordsBox(icon, title, text, self, QMessageBox.StandardButton.Ok)
        box.name_button(QMessageBox.StandardButton.Ok, lambda: tr("OK"))
        self.message = box
        box.open()
        self.announcer.say(f"{say(title)}. {say(text)}")

    # --- settings -------------------------------------------------------------------------------
    def show_settings(self) -> None:
        from .settings_dialog import SettingsDialog
        dialog = self.settings_dialog = SettingsDialog(parent=self)
        dialog.applied.connect(self.apply_preferences)
        dialog.open()

    def _person_called(self, name: str, seat: int, wanted: list[str]) -> bool:
        """Whether a person at another seat of the match on the table is called `name`
        (letter case and spaces aside), as the Settings would leave them (`wanted`: two
        people's names swapped are no clash): a name from the Settings does not take it
        from them, so "Pass to Anna" still names one person."""
        seats = self.ctrl.seated.seats
        return any(o != seat and s.is_person and name_key(wanted[o]) == name_key(name)
                   for o, s in enumerate(seats))

    def _rename_alike(self, renamed) -> None:
        """A computer now called as a seat renamed in the Settings (your name changed to
        "Anna" beside the computer Anna) takes the first free computer's name, so that no
        two seats of the match on the table are alike ("Trick to Anna": which one?). Alike
        as everywhere: setup.name_key (letter case, spaces and the way an accent is typed
        aside)."""
        seats = self.ctrl.seated.seats
        for seat, s in enumerate(seats):
            alike = any(o != seat and renamed(o) and name_key(seats[o].name) == name_key(s.name)
                        for o in range(len(seats)))
            if s.is_person or not alike:
                continue
            taken = {name_key(x.name) for x in seats}
            free = next((n for n in COMPUTER_NAMES if name_key(n) not in taken), None)
            if free is not None:
                s.name = free
                self.scene.plates[seat].set_state(name=free)

    def apply_preferences(self, prefs) -> None:
        """Settings take effect at once: language, speed, card size, deck, names, the list
        of cards played, "count the points for me"."""
        app = QApplication.instance()
        if i18n.normalise(prefs.language) != i18n.current_language():
            i18n.install(app, prefs.language)           # Qt posts LanguageChange to all widgets
            self.retranslate()                          # ... the window's words change now
            if self.settings_dialog is not None:
                self.settings_dialog.retranslate()
            from .fault_words import language_notice
            missing = language_notice()                 # a broken installation: English,
            if missing is not None and prefs.language:  # said when chosen (the system's: logged)
                self.show_error(lambda: (language_notice() or missing)[0],
                                lambda: (language_notice() or missing)[1])
        self.set_speed(prefs.speed)
        self.scene.set_card_size(CARD_SIZES[prefs.card_size])
        self.set_show_played(prefs.show_played, remember=False)
        ctrl = self.ctrl
        ctrl.set_count(count_switch(prefs.count_points))

        def renamed(seat: int) -> bool:        # a name changed in the dialog, not one kept
            return prefs.renamed is None or seat in prefs.renamed
        if ctrl.match is not None:
            game = ctrl.match.variant.game
            if game in prefs.decks:
                ctrl.set_deck(prefs.decks[game])
            seats = ctrl.seated.seats
            wanted = [prefs.names[seat] if seat < len(prefs.names) and prefs.names[seat]
                      and renamed(seat) else s.name for seat, s in enumerate(seats)]
            for seat, name in enumerate(wanted):
                if seats[seat].name != name and not self._person_called(name, seat, wanted):
                    seats[seat].name = name
                    self.scene.plates[seat].set_state(name=name)
            self._rename_alike(renamed)
            before = [s.name for s in seats]            # settings with two names alike:
            distinct_names(seats, len(ctrl.seated.persons()) > 1)    # still one each
            for seat, s in enumerate(seats):
                if s.name != before[seat]:
                    self.scene.plates[seat].set_state(name=s.name)
            self.panel.log.retranslate()            # its lines with the deck's card names and
            self.keeper.autosave()                  # the seats' names the table shows now
        remembered = load_setup()
        for seat, name in enumerate(prefs.names[:len(remembered.seats)]):
            if name and renamed(seat):
                remembered.seats[seat].name = name
        save_choice("match/last", remembered.to_json())
        self.refresh()
        from .setup import take_unsaved
        unsaved = take_unsaved()                        # a full or read-only disk: say so
        if unsaved is not None:
            from .fault_words import settings_unsaved_notice
            self.show_error(lambda: settings_unsaved_notice(Path(unsaved))[0],
                            lambda: settings_unsaved_notice(Path(unsaved))[1])

    # --- other windows ----------------------------------------------------------------------------
    def show_statistics(self) -> None:
        from .stats_window import StatsWindow
        window = self.stats_window = StatsWindow(self.keeper.statistics(), self)
        window.open()

    def show_rules(self, variant: str | None = "") -> QWidget:
        """F1: the rules of the game on the table (or of the last one chosen); with None
        the rules window opens on the first game."""
        from .rules_window import show_rules
        if variant == "":
            variant = self.ctrl.match.variant.id if self.ctrl.match else load_setup().variant
        return show_rules(self, variant or default_variant().id, i18n.current_language())

    def show_last_trick(self) -> None:
        if self.ctrl.match is not None and not self.covered():      # nothing behind the pass screen
            self.last_trick_dialog = LastTrickDialog(self.ctrl, self)
            self.last_trick_dialog.open()


def unsaved_words(moves: bool, fault: saves.SaveError | None, stats: bool,
                  unkept: OSError | None) -> str:
    """The leaving question's words: the moves the autosave could not keep (`fault`: why),
    the statistics rows nothing took (`unkept`), and the way to keep them."""
    from .fault_words import os_reason
    said = []
    if moves:
        where = shown_path(fault.path if fault is not None else saves.autosave_path())
        reason = save_fault_reason(fault) if fault is not None else tr("it is not a regular file")
        said.append(tr("The match on the table could not be saved to {path} ({reason}): "
                       "the moves played since it was last saved will be lost.",
                       path=where, reason=reason))
    if stats:
        reason = os_reason(unkept)
        said.append(tr("The statistics of the hands just finished could not be written "
                       "either ({reason}): they will be lost too.", reason=reason) if moves
                    else tr("The statistics of the hands just finished could not be "
                            "written ({reason}): they will be lost if you close now.",
                            reason=reason))
    said.append(tr("You can save the match elsewhere (another disk, a USB stick) and "
                   "play it on later with Game > Open game record; its hands are then "
                   "counted in the statistics too."))
    return "\n\n".join(said)


# --- the file dialogs ------------------------------------------------------------------------------
class FolderWords(QFileIconProvider):
    """The file dialog's "Folder" in the language installed (Qt's own Italian lacks it)."""

    def type(self, info) -> str:
        return tr("Folder") if info.isDir() else super().type(info)


def record_dialog(parent, which: str, where: str) -> QFileDialog:
    """The dialog that opens ("open") or saves ("save") a game record, starting at `where`
    (a folder, or the file suggested). Where Qt draws the dialog itself, every word on it is
    the game's own, in the language installed: Qt's translations leave some in English."""
    box = QFileDialog(parent, tr("Open game record") if which == "open" else tr("Save game record"),
                      where, tr("Game records") + f" ({RECORD_FILTER})")
    box.setObjectName(f"{which}RecordDialog")
    box.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen if which == "open" else QFileDialog.AcceptMode.AcceptSave)
    box.setFileMode(QFileDialog.FileMode.ExistingFile if which == "open" else QFileDialog.FileMode.AnyFile)
    if which == "save":
        box.setDefaultSuffix("json")
        box.selectFile(where)
    box.setLabelText(QFileDialog.DialogLabel.LookIn, tr("Look in:"))
    box.setLabelText(QFileDialog.DialogLabel.FileName, tr("File name:"))
    box.setLabelText(QFileDialog.DialogLabel.FileType, tr("Files of type:"))
    box.setLabelText(QFileDialog.DialogLabel.Accept, tr("&Open") if which == "open" else tr("&Save"))
    box.setLabelText(QFileDialog.DialogLabel.Reject, tr("Cancel"))
    provider = FolderWords()
    setattr(box, "provider", provider)       # kept alive with the dialog
    box.setIconProvider(provider)
    return box


# --- the start-up question ---------------------------------------------------------------
def describe(loaded: saves.LoadedMatch) -> str:
    match = loaded.match
    v = match.variant
    title = variant_title(v)
    names = [display_name(s.get("name") or "") or "?" for s in loaded.seats]   # cut by saves
    people = ", ".join(names)
    hand, _ = match.hand_number(len(match.hands) - 1)
    return word(v.family, "resume", title=title, people=people, n=hand,
                score=standing_words(match, names))


def standing_words(match, names: list[str]) -> str:
    """The standing as the resume prompt says it: each party with its name and its score
    in words, as the panel says it ("You (1 hand); Anna (0 hands)", "You and Carla (2
    deals); Anna and Bruno (1 deal)", "You (-1 tokens); Anna (1 token); ..."), as the log's
    line for a hand names three sides or more (GameController.result_points), after a
    colon, so that "You" keeps its capital in every game, a team's or not; never bare
    numbers in a row, which said nothing of who had which and read as sums where a score
    is negative (the chiamata games' tokens: "-1 \u2013 1 \u2013 1 \u2013 1 \u2013 -2"), nor a
    bare number after a name that ends in one ("Player 1 and Player 3 1", the names of
    several people at one screen: text.named_score). A name and its score are one piece a
    wrapped line never breaks."""
    score = match.score()
    parties = [names_joined([n for s, n in enumerate(names) if match.party_of(s) == p])
               for p in range(len(score))]
    return "; ".join(named_score(who, score_words(match, n)) for who, n in zip(parties, score))


def saved_when(loaded: saves.LoadedMatch) -> str:
    stamp = loaded.saved_at
    if not stamp:
        return ""
    moment = QDateTime.fromString(stamp, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return ""
    text = QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)
    return tr("Saved on {when}.", when=text)


class ResumeDialog(QDialog):
    """accept(): resume; reject(): a new match (the autosave stays until one starts)."""

    def __init__(self, loaded: saves.LoadedMatch, parent=None):
        super().__init__(parent)
        self.setObjectName("resumeDialog")
        self.setWindowTitle(tr("Resume the match?"))
        self.setStyleSheet(PAPER)
        icon = QLabel()
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxQuestion).pixmap(40, 40))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.heading = QLabel(tr("A match was left unfinished."))
        self.heading.setObjectName("heading")
        self.detail = QLabel(describe(loaded), wordWrap=True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)            # names from a file: never markup
        self.when = QLabel(saved_when(loaded), wordWrap=True)
        self.when.setTextFormat(Qt.TextFormat.PlainText)
        self.when.setStyleSheet("color: #555;")
        self.note = QLabel(tr("Resume it where you left it, or start a new match (the "
                              "unfinished one is kept until the new match begins)."),
                           wordWrap=True)
        text = QVBoxLayout()
        for w in (self.heading, self.detail, self.when, self.note):
            text.addWidget(w)
        top = QHBoxLayout()
        top.addWidget(icon)
        top.addLayout(text, 1)
        buttons = QDialogButtonBox()
        self.resume = buttons.addButton(tr("&Resume"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.new = buttons.addButton(tr("&New match"), QDialogButtonBox.ButtonRole.RejectRole)
        self.resume.setDefault(True)
        self.resume.setAutoDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(buttons)
        self.setMinimumWidth(480)
