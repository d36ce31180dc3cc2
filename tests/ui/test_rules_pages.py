"""The rules pages say what the game does (issue 26): every page, in both languages, is read
against docs/rules.md and the registry.

- Options and bounds live in the registry only (engine/registry.py `Option`): docs/rules.md's
  option tables must say the same defaults and allowed values, and every page shows them
  through the table the rules window draws from the registry (`<!-- options -->`), never
  a table of its own; a number of hands or deals a page names must be one some variant
  allows.
- The rules the issue found stated wrongly are checked point by point: each point quotes
  the sentence of docs/rules.md it rests on (which must be there) and what each page must
  say, and must not say, in each language."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from biscambiggia_gui.engine.registry import families, get_variant, variants
from biscambiggia_gui.ui.rules_window import (LANGUAGES, OPTIONS_MARK, RulesWindow, options_table,
                                              rules_html, rules_path)

ROOT = Path(__file__).resolve().parents[2]
RULES_MD = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
PAGES = [(game, lang) for game in families() for lang in LANGUAGES]


# --- docs/rules.md against the registry ---------------------------------------------------------
def _words(value) -> str:
    return {True: "on", False: "off"}.get(value, str(value)) if isinstance(value, bool) else str(value)


def rules_md_options() -> dict[tuple[str, str], tuple[list[str], str]]:
    """(variant, option) -> (each default the table gives, in order, the allowed text), read
    from every table of docs/rules.md headed | variant | option | default | allowed |."""
    out: dict[tuple[str, str], tuple[list[str], str]] = {}
    rows = []
    in_table = False
    for line in RULES_MD.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.startswith("|") else None
        if cells and [c.lower() for c in cells] == ["variant", "option", "default", "allowed"]:
            in_table = True
            continue
        if not cells:
            in_table = False
            continue
        if in_table and not set("".join(cells)) <= set("-: "):
            rows.append(cells)
    last: list[str] = []
    for variant_cell, option_cell, default_cell, allowed in rows:
        named: list[str] = []
        if variant_cell == "both":
            named = last
        else:
            prefix = ""
            for part in (p.strip() for p in variant_cell.split(",")):
                if part.startswith("-"):
                    named.append(prefix + part[1:])
                else:
                    named.append(part)
                    prefix = part.rsplit("-", 1)[0] + "-"
        last = named
        for option in (o.strip().split(" ")[0] for o in option_cell.split(",")):
            defaults = [d.strip() for d in default_cell.split(";")]
            for i, v in enumerate(named):
                out[(v, option)] = ([defaults[min(i, len(defaults) - 1)]], allowed)
    return out


def allowed_values(text: str) -> set[str]:
    """"1 to 5" -> {"1".."5"}, "2, 4, 6" -> {...}, "on, off", "2, 3 (a note)" -> {"2", "3"}."""
    text = re.sub(r"\(.*?\)", "", text)
    span = re.fullmatch(r"\s*(\d+) to (\d+)\s*", text)
    if span:
        return {str(n) for n in range(int(span[1]), int(span[2]) + 1)}
    return {v.strip() for v in text.split(",") if v.strip()}


def test_the_rule_book_gives_every_option_as_the_registry_has_it():
    table = rules_md_options()
    for v in variants().values():
        for opt in v.options:
            assert (v.id, opt.name) in table, f"docs/rules.md has no row for {v.id} {opt.name}"
            (default,), allowed = table[(v.id, opt.name)]
            assert default == _words(opt.default), (v.id, opt.name, default, opt.default)
            if opt.kind is bool:
                want = {"on", "off"}
            elif opt.choices:
                want = {_words(c) for c in opt.choices}
            else:
                want = {str(n) for n in range(opt.low, opt.high + 1)} if opt.high - opt.low < 100 \
                    else None
            if want is None:                          # a wide range: its two ends
                assert allowed_values(allowed) == set() or re.search(
                    rf"\b{opt.low} to {opt.high}\b", allowed), (v.id, opt.name, allowed)
            else:
                assert allowed_values(allowed) == want, (v.id, opt.name, allowed, want)
    for (variant, option) in table:
        assert variant in variants() and option in {o.name for o in variants()[variant].options}, \
            f"docs/rules.md names {variant} {option}, which the registry does not have"


# --- the pages against the registry ------------------------------------------------------------
@pytest.mark.parametrize("game", list(families()))
def test_every_italian_page_writes_the_catalogue_s_apostrophe(game):
    """Every Italian rules page, as the window shows it, writes "’" ("un’asta", "l’Asso"),
    as every other Italian text of the app does (docs/i18n.md); before, the pages wrote a
    straight "'" beside the window's own "’" ("Briscola chiamata: un'asta decide ...")."""
    text = re.sub(r"<[^>]+>", " ", rules_html(game, "it") or "")
    assert text.strip()
    assert re.findall(r"\w+'\w+", text) == []
    assert "’" in text


@pytest.mark.parametrize("game, language", PAGES)
def test_every_page_shows_the_options_of_the_registry(qapp, game, language):
    raw = rules_path(game, language).read_text(encoding="utf-8")
    assert raw.count(OPTIONS_MARK) == 1, "the page must say where its options table goes"
    shown = rules_html(game, language)
    rows = options_table(game)
    assert rows and all("".join(r) in re.sub(r"</?t[dr]>", "", shown) for r in rows)
    for v in (v for v in variants().values() if v.game == game):
        assert len([r for r in rows if r[0] == str(v.players)]) == len(v.options) + 1
    # no cell of values left empty: the match's row says the options under it set it (an
    # empty cell read as values missing)
    assert all(r[3] for r in rows if len([o for o in rows if o[0] == r[0]]) > 1), rows
    # no hand-written list of match lengths: a number of hands or deals a page names is one
    # some variant of the game allows (or its default)
    allowed: set[int] = set()
    for v in (v for v in variants().values() if v.game == game):
        for opt in v.options:
            if opt.name == "hands":
                allowed |= set(opt.choices) or set(range(opt.low, opt.high + 1))
                allowed.add(opt.default)
    text = re.sub(r"<[^>]+>", " ", raw)
    for m in re.finditer(r"((?:\d+\s*(?:,|or|o|and|e)\s*)*\d+)\s+(?:hands|deals|mani|smazzate)\b", text):
        for n in re.findall(r"\d+", m.group(1)):
            assert int(n) in allowed, f"{game}/{language}: {m.group(0)!r} names {n}, not allowed"


def test_the_rules_window_draws_the_options_table(qtbot):
    window = RulesWindow("en")
    qtbot.addWidget(window)
    window.show_game("briscola")
    text = window.text()
    assert "Deals in the match" in text and "5, 7, 9" in text and "6, 8" in text
    assert "1, 3, 7" not in text
    window.show_game("mariagio")
    assert "1 to 2000" in window.text()


# --- the rules the issue found wrong ---------------------------------------------------------------
POINTS = [
    # (game, the sentence of docs/rules.md, {language: must say}, {language: must not say})
    ("tarocchi", "any one card captured in a trick that player wins after the one in which the "
                 "matto was played",
     {"en": [r"any trick its owner wins after the one with the\s+matto",
             r"at the latest when the last trick has been played"],
      "it": [r"qualsiasi presa che vince dopo quella del\s+matto",
             r"al\s+più tardi quando è stata giocata l’ultima presa"]},
     {"en": [r"first trick its owner wins"], "it": [r"prima presa che vince dopo"]}),
    ("tarocchi", "at any turn of theirs once they have won such a trick",
     {"en": [r"at any turn of theirs"], "it": [r"a ogni suo turno"]}, {}),
    ("briscola", "**except in the first deal of the match**",
     {"en": [r"except in the first deal of the\s+match"], "it": [r"tranne che nella prima smazzata"]},
     {}),
    ("briscola", "The Briscola text forbids looking at the cards of one's pile",
     {"en": [r"nobody may look through", r"no points on the piles"],
      "it": [r"nessuno può sfogliare", r"niente punti\s+sui mazzetti"]}, {}),
    ("biscambiggia", "Biscambiggia's partners never see each other's hands",
     {"en": [r"nobody sees a partner's cards"], "it": [r"nessuno vede le carte del compagno"]}, {}),
    ("briscola-chiamata", "everybody else learns the partner's seat when the called card is played",
     {"en": [r"find\s+out when that card is played"], "it": [r"in segreto"]}, {}),
    ("biscambiggia-chiamata", "everybody else learns the partner's seat when the called card is played",
     {"en": [r"find\s+out when that card is played"], "it": [r"in segreto"]}, {}),
    ("mariagio", "the reply must follow the suit led and beat the card led if it can",
     {"en": [r"must play one, and one that <b>beats</b>"], "it": [r"superare|supera"]}, {}),
    # the source texts' own words, beside the project's (mariagio.it.txt: "una coppia
    # re-regina dello stesso seme (detto matrimonio o buona)"; tarocchi-a-pizzico.it.txt,
    # the table of card points: "regine 3"): a player who learnt them reads them here too
    ("mariagio", 'the text\'s "matrimonio o buona"',
     {"en": [r"also calls it a <i>buona</i>"], "it": [r"detto anche <i>buona</i>"]}, {}),
    # "la mano passa" reads as the lead ("essere di mano") or the hand: the dealer's turn
    # passes, "il ruolo passa agli altri in senso antiorario" (biscambiggia.it.txt)
    ("briscola-chiamata", "then the deal passes counter-clockwise (the next seat)",
     {"it": [r"il ruolo di mazziere passa"]}, {"it": [r"la mano passa"]}),
    ("biscambiggia-chiamata", "then the deal passes counter-clockwise (the next seat)",
     {"it": [r"il ruolo di mazziere passa"]}, {"it": [r"la mano passa"]}),
    ("tarocchi", 'the text calls the donna "regina" too',
     {"en": [r"<i>donna</i> or <i>regina</i>"], "it": [r"donna \(D, detta anche regina\)"]}, {}),
]


@pytest.mark.parametrize("game, quote, must, must_not", POINTS)
def test_each_page_says_what_the_rule_book_says(game, quote, must, must_not):
    flat = " ".join(RULES_MD.split())
    assert " ".join(quote.split()) in flat, f"docs/rules.md no longer says {quote!r}"
    for language in LANGUAGES:
        raw = rules_path(game, language).read_text(encoding="utf-8")
        for pattern in must.get(language, []):
            assert re.search(pattern, raw), f"{game}/{language} does not say {pattern!r}"
        for pattern in must_not.get(language, []):
            assert not re.search(pattern, raw), f"{game}/{language} still says {pattern!r}"


# --- the chiamata games: the tokens and the end of the auction, as the engine has them ----------
CHIAMATA = ("briscola-chiamata", "biscambiggia-chiamata")


def token_rows(raw: str) -> list[tuple[int, int]]:
    """The (caller's side wins, caller's side loses) tokens of each row of a page's token
    table, in order ("&minus;1" read as -1)."""
    table = raw.split('<a name="tokens">', 1)[1].split("</table>", 1)[0]
    rows = []
    for row in re.findall(r"<tr>(.*?)</tr>", table, re.S):
        cells = re.findall(r'<td align="center">(.*?)</td>', row)
        if cells:
            rows.append(tuple(int(c.replace("&minus;", "-").replace("+", "")) for c in cells))
    return rows


@pytest.mark.parametrize("game, language", [(g, lang) for g in CHIAMATA for lang in LANGUAGES])
def test_the_token_table_gives_every_player_the_engine_s_tokens(game, language):
    """docs/rules.md section 11: "A caller who called a card of their own hand plays alone:
    4 tokens against 1 from (or to) each of the four others". The pages' table gave the
    caller alone +4/-4 and said nothing of the four others (its row "each of the other
    three" is the hand with a partner). Each row, in order, is what the engine's `tokens`
    gives: the caller, the partner, a defender; the caller alone, a defender against them."""
    from biscambiggia_gui.games.chiamata.rules import tokens
    flat = " ".join(RULES_MD.split())
    assert "4 tokens against 1 from (or to) each of the four others" in flat
    pair = [0, 0, 1, 1, 1]                 # seat 0 calls seat 1's card
    alone = [0, 1, 1, 1, 1]                # seat 0 called a card of their own hand
    win, lose = tokens(True, False, False, pair, 0), tokens(False, False, False, pair, 0)
    win_alone, lose_alone = tokens(True, True, False, alone, 0), tokens(False, True, False, alone, 0)
    want = [(win[0], lose[0]), (win[1], lose[1]), (win[2], lose[2]),
            (win_alone[0], lose_alone[0]), (win_alone[1], lose_alone[1])]
    assert token_rows(rules_path(game, language).read_text(encoding="utf-8")) == want


@pytest.mark.parametrize("game, top, words", [
    ("briscola-chiamata", "120", {"en": r"someone bids the 2 at 120", "it": r"qualcuno offre il 2 a 120"}),
    ("biscambiggia-chiamata", "120", {"en": r"someone bids 120", "it": r"qualcuno offre 120"}),
])
def test_the_auction_ends_at_the_top_bid_and_the_page_says_so(game, top, words):
    """docs/rules.md section 11: "The auction ends when every other player has passed after
    a bid, or at the highest bid". The engine closes the auction at once on the top bid
    (the others never speak); the Briscola chiamata page named only the passes."""
    from biscambiggia_gui.engine import deck_for, new_hand
    flat = " ".join(RULES_MD.split())
    assert "The auction ends when every other player has passed after a bid, or at the highest bid" in flat
    hand = new_hand(game, {}, deck_for(40), 0)
    first = hand.turn
    hand.apply("bid:" + top)
    assert hand.stage in ("call", "trump") and hand.caller == first and hand.turn == first
    for language in LANGUAGES:
        raw = " ".join(rules_path(game, language).read_text(encoding="utf-8").split())
        assert re.search(words[language], raw), f"{game}/{language} does not say {words[language]!r}"


# --- the pages' tables of card points, read against the engine ---------------------------------
RANK_NAMES = {"ace": "A", "asso": "A", "king": "K", "re": "K", "queen": "Q", "donna": "Q",
              "knight": "Q", "cavallo": "Q", "jack": "J", "fante": "J", "tre": "3", "three": "3",
              "sette": "7", "seven": "7"}
TRUMP_GAMES = {"biscambiggia": "biscambiggia-2", "briscola": "briscola-2", "mariagio": "mariagio",
               "briscola-chiamata": "briscola-chiamata",
               "biscambiggia-chiamata": "biscambiggia-chiamata"}


def first_table_rows(raw: str) -> list[list[str]]:
    """The cells of each row of the page's first table (the header aside), tags removed."""
    table = raw.split("<table", 1)[1].split("</table>", 1)[0]
    return [[re.sub(r"<[^>]+>", "", c).strip() for c in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)]
            for row in re.findall(r"<tr>(.*?)</tr>", table, re.S) if "<td" in row]


@pytest.mark.parametrize("game, language", [(g, lang) for g in TRUMP_GAMES for lang in LANGUAGES])
def test_each_page_s_table_of_cards_is_the_engine_s_order_and_points(game, language):
    """docs/rules.md section 2: "Biscambiggia and Mariagio: A (11), 7 (10), K (4), Q (3), J
    (2), 6, 5, 4, 3, 2; Briscola: A (11), 3 (10), K (4), Q (3), J (2), 7, 6, 5, 4, 2". Each
    page's table, strongest first, is the engine's rank order and card points, the cards
    worth nothing on the last row."""
    variant = get_variant(TRUMP_GAMES[game])
    strength, value = variant.family.strength({}), variant.family.card_values({})
    spades = sorted((c for c in strength if c.endswith("S")), key=lambda c: -strength[c])
    want = [(c[:-1], value[c]) for c in spades if value[c]]
    want.append((", ".join(c[:-1] for c in spades if not value[c]), 0))
    rows = first_table_rows(rules_path(game, language).read_text(encoding="utf-8"))
    got = [(RANK_NAMES.get(name.split(" ")[0].lower(), name), int(points)) for name, points in rows]
    assert got == want


def test_the_tarocchi_tables_are_the_engine_s_card_points_and_buone():
    """docs/rules.md section 5: "4 for T1, T20 (...), the matto and each king; 3 for each
    donna; 2 for each cavallo; 1 for each fante", and the buone: tarocchi one per tarot,
    gatti, famiglia and quaterno 10, terno 5. Each page's two tables hold the engine's
    numbers (games/tarocchi/cards.py `tarot_honours`, rules.py `buona_worth`)."""
    from biscambiggia_gui.games.tarocchi.cards import tarot_honours
    from biscambiggia_gui.games.tarocchi.rules import buona_worth
    honours = tarot_honours()
    want_points = [honours["T1"], honours["QS"], honours["CS"], honours["JS"]]
    assert honours["T20"] == honours["M"] == honours["KS"] == honours["T1"]
    tarots = [f"T{n}" for n in range(1, 13)]
    want_buone = [(len(tarots), buona_worth("tarocchi", tarots, {})),
                  buona_worth("gatti", ["M", "T1", "T20"], {}),
                  buona_worth("famiglia", ["JS", "CS", "QS", "KS"], {}),
                  buona_worth("quaterno", ["KH", "KD", "KC", "KS"], {}),
                  buona_worth("terno", ["KH", "KD", "KC"], {})]
    assert want_buone[0] == (12, 12)                      # one point per tarot shown
    for language in LANGUAGES:
        raw = rules_path("tarocchi", language).read_text(encoding="utf-8")
        points = raw.split('<a name="points">', 1)[1]
        assert [int(r[-1]) for r in first_table_rows(points)] == want_points
        assert re.match(r"(Tarot|Tarocco) 1, (tarot|tarocco) 20, (the|il) matto, (each king|ogni re)$",
                        first_table_rows(points)[0][0])
        buone = first_table_rows(raw.split('<a name="buone">', 1)[1])
        assert [r[0].lower() for r in buone] == ["tarocchi", "gatti", "famiglia", "quaterno", "terno"]
        assert re.fullmatch(r"1 (per tarot|per tarocco)", buone[0][-1])
        assert [int(r[-1]) for r in buone[1:]] == want_buone[1:]
