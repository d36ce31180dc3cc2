"""Every dialog's buttons the same way: words, no icons. A desktop theme (Qt's generic Unix
theme, KDE's) gives the standard buttons of a QDialogButtonBox or a QMessageBox an icon
(Cancel's red circle, Close's cross) and none to the buttons a dialog names itself (Play,
Defaults, Rules, Keep them): the New match dialog showed one icon among five buttons. The
application's style says no button of a dialog has an icon, on every platform (installed
once, by app.build; tests/ui/test_dialog_buttons.py)."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleFactory


class PlainButtons(QProxyStyle):
    """The application's own style (its look unchanged) whose dialog buttons have no icon."""

    def styleHint(self, hint, option=None, widget=None, returnData=None):  # noqa: N802 (Qt's)
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 0
        return super().styleHint(hint, option, widget, returnData)


def install_plain_buttons(app: QApplication, base: QStyle | None = None) -> None:
    """Give `app` its own style again (the same kind, -style or the desktop's; `base`, a
    style of the caller's, instead), wrapped so that dialog buttons have no icon; once (a
    second call finds it there)."""
    style = app.style()
    if isinstance(style, PlainButtons):
        return
    if isinstance(style, QProxyStyle) and style.baseStyle() is not None:
        style = style.baseStyle()                       # a proxy's own name is empty
    base = base or QStyleFactory.create(style.name())
    app.setStyle(PlainButtons(base) if base is not None else PlainButtons())
