"""One module per game family: trump games (Biscambiggia, Briscola), Mariagio, Tarocchi."""
