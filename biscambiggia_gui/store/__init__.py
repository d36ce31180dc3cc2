"""What the application keeps in the user's data folder: saved matches (`saves`), the
statistics database (`stats`) and crash logs (`crashlog`). Plain Python, no Qt: the
window calls these and shows their messages."""
