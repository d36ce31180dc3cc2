"""A system's refusal (an OSError) in words a person can act on, in their language: the
one place an errno is sorted (`fault_kind`), the reason said (`os_reason`), and the
notices the start shows about the data folder's lock, the settings files and a missing
translation (ui/instance.first_steps shows them). Every path they name is shown by
engine.messages.shown_path, quotes included."""
from __future__ import annotations

import errno
import logging
import os
from pathlib import Path

from ..engine.messages import shown_path

log = logging.getLogger(__name__)


class LockRefused(OSError):
    """The system refused the lock itself (not the lock file): `flock` said ENOLCK (a
    network folder whose server takes no locks), EOPNOTSUPP, EPERM, EINVAL ... The errno
    and the lock path are kept for the words (os_reason)."""


# what locking a file can meet where the folder cannot lock (never "held by another")
LOCK_REFUSALS = {errno.ENOLCK, errno.EOPNOTSUPP, getattr(errno, "ENOTSUP", errno.EOPNOTSUPP),
                 errno.ENOSYS, errno.EPERM, errno.EINVAL}


def fault_kind(exc: OSError | None) -> str:
    """The class of a system's refusal, the one place an errno is sorted: "full",
    "read-only", "permission", "no-lock" (the folder cannot lock files: a network share
    whose server takes no locks; LockRefused), "in-the-way", "folder", "name-too-long",
    "loop", "disk-error", "missing" (ENOENT: the file, or the folder it was to be
    written in, is no longer there), or "other"."""
    code = getattr(exc, "errno", None) or 0
    if isinstance(exc, LockRefused) or code == errno.ENOLCK:
        return "no-lock"
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)):
        return "full"
    return {errno.EROFS: "read-only", errno.EACCES: "permission", errno.EPERM: "permission",
            errno.ENOTDIR: "in-the-way", errno.EEXIST: "in-the-way", errno.EISDIR: "folder",
            errno.ENAMETOOLONG: "name-too-long", errno.ELOOP: "loop",
            errno.EIO: "disk-error", errno.ENOENT: "missing"}.get(code, "other")


def os_reason(exc: OSError | None, reading: bool = False, subject=None) -> str:
    """An OSError in words a person can act on, in their language; `reading`: it came
    from reading a file (a permission is then to read it); `subject`: the path the
    sentence is about (a file in the way that is the subject itself is "it")."""
    from .text import tr
    kind = fault_kind(exc)
    if kind == "no-lock":
        return tr("files cannot be locked there: it may be a network folder whose server "
                  "does not lock files")
    if kind == "full":
        return tr("the disk is full")
    if kind == "read-only":
        return tr("the disk is read-only")
    if kind == "permission":
        return (tr("you do not have permission to read it") if reading
                else tr("you do not have permission to write there"))
    if kind == "in-the-way":
        in_the_way = file_in_the_way(getattr(exc, "filename", None))
        if in_the_way is not None and subject is not None \
                and in_the_way == Path(os.path.abspath(subject)):
            return tr("it is a file, not a folder")
        if in_the_way is not None:              # "it is not a folder" left "it" to guess
            return tr("{path} is a file, not a folder", path=shown_path(in_the_way))
        return tr("a file stands where a folder belongs")
    if kind == "folder":
        return tr("a folder has that name")
    if kind == "name-too-long":
        return tr("the name is too long")
    if kind == "loop":
        return tr("its links lead round in a circle")
    if kind == "disk-error":
        return tr("the disk reports an error")
    if kind == "missing":
        return _missing(exc, reading, subject)
    log.warning("the system refused: %s", exc)      # its own words: for the log only
    return tr("the system refused it")


def _missing(exc: OSError | None, reading: bool, subject) -> str:
    """ENOENT in words: a file to read that is not there ("it does not exist": a file
    moved away since it was chosen, a name mistyped on the command line); a write, the
    folder it was to go in, named (removed while the game ran, even after
    saves.write_atomic made it again)."""
    from .text import tr
    name = getattr(exc, "filename", None)
    if reading:
        return tr("it does not exist")
    if name is None:
        return tr("its folder no longer exists")
    if subject is not None and Path(os.path.abspath(name)) == Path(os.path.abspath(subject)):
        return tr("it no longer exists")
    return tr("the folder {path} no longer exists",
              path=shown_path(Path(os.path.abspath(name)).parent))


def lock_notice(folder: str, exc: OSError) -> tuple[str, str]:
    """(title, text) when no lock could be taken on the data folder: why, in true words,
    and what helps for that cause (space freed, the permissions or the disk fixed; a
    folder that cannot lock files stays so: only one window at a time, on any computer)."""
    from .text import tr
    kind = fault_kind(exc)
    what = tr("Biscambiggia could not lock the data folder {folder} ({reason}), so it cannot "
              "make sure that no other Biscambiggia window uses it.", folder=shown_path(folder),
              reason=os_reason(exc))
    if kind == "no-lock":
        advice = tr("Open only one Biscambiggia window at a time with this folder, on this "
                    "computer and on any other that uses the same folder: two windows would "
                    "save over each other’s match.")
    elif kind == "full":
        advice = tr("Open only one window until you have freed some space, then start "
                    "Biscambiggia again.")
    elif kind == "permission":
        advice = tr("Open only one window until you have made the folder writable for you, "
                    "then start Biscambiggia again.")
    elif kind == "read-only":
        advice = tr("Open only one window until the disk can be written to again, then "
                    "start Biscambiggia again.")
    else:
        advice = tr("Open only one window until the folder is fixed, then start "
                    "Biscambiggia again.")
    return tr("Only one window, please"), what + " " + advice


def file_in_the_way(path) -> Path | None:
    """The file that stands where a folder of `path` belongs (the first, from the root),
    or None: an ENOTDIR's or a mkdir's EEXIST's culprit, to be named."""
    if not path or not isinstance(path, (str, os.PathLike)):
        return None
    target = Path(os.path.abspath(path))
    for place in (*reversed(target.parents), target):
        try:
            if place.exists() and not place.is_dir():
                return place
        except OSError:
            return None
    return None


def settings_notice(trouble) -> str:
    """What the start says of settings files set aside (store/settings.make_safe)."""
    from .text import tr
    why = {"not-file": tr("it is not a regular file"),
           "too-large": tr("it is far too large"),
           "unsafe": tr("it holds data this program cannot read safely"),
           "unreadable": tr("it cannot be read")}
    lines = []
    for t in trouble:
        if t.aside is not None:
            lines.append(tr("The settings file {path} could not be used ({reason}), so it was "
                            "set aside as {name}.", path=shown_path(t.path),
                            reason=why.get(t.reason, t.reason), name=shown_path(t.aside.name)))
        else:
            lines.append(tr("The settings file {path} could not be used ({reason}) and could "
                            "not be moved: remove or replace it.", path=shown_path(t.path),
                            reason=why.get(t.reason, t.reason)))
    lines.append(tr("Biscambiggia starts with its default settings; choose yours again in "
                    "Settings."))
    return "\n\n".join(lines)


def settings_kept_notice() -> tuple[str, str] | None:
    """(title, text) when the settings file cannot be written (a read-only disk or file, a
    plain file where its folder belongs), else None: Qt drops every setting changed without
    a word. Asked again for each word it says (and at each retranslation): the start logs the
    fault, once."""
    from ..store.settings import settings_file
    from .setup import settings
    from .text import tr
    if settings().isWritable():
        return None
    path = settings_file()
    return (tr("Settings will not be kept"),
            tr("The settings file {path} cannot be written ({reason}), so the settings you "
               "change will not be kept for the next start.", path=shown_path(path),
               reason=_why_not_written(path, tr("it is read-only"))))


def settings_unsaved_notice(path: Path) -> tuple[str, str]:
    """(title, text) when the settings could not be written to `path` while the game ran
    (setup.take_unsaved: a disk that filled up, a file where the folder belongs)."""
    from .text import tr
    return (tr("Settings not saved"),
            tr("Your settings could not be written to {path} ({reason}), so they will not "
               "be kept for the next start.", path=shown_path(path),
               reason=_why_not_written(path, tr("the disk may be full"))))


def _why_not_written(path: Path, otherwise: str) -> str:
    """Why no file can be written at `path`, from its folder (paths.folder_error), in
    words; `otherwise` when the folder takes a file (the file itself refuses)."""
    from ..paths import folder_error
    error = folder_error(path.parent)
    return os_reason(error) if error is not None else otherwise


def language_notice() -> tuple[str, str] | None:
    """(title, text) when the language last asked for has no translation to load (a broken
    installation): the game speaks English, and says why. Else None."""
    from .. import i18n
    from .text import tr
    code = i18n.missing_language()
    if code is None:
        return None
    name = i18n.LANGUAGE_NAMES.get(code, code)
    return (tr("{language} is not available", language=name),
            tr("The translation into {language} is missing from this installation ({path}), "
               "so Biscambiggia speaks English. Installing Biscambiggia again brings it "
               "back.", language=name, path=shown_path(i18n.ts_path(code).with_suffix(".qm"))))
