/* The compiled core of the Hard player's search in the plain trump games (Biscambiggia and
 * Briscola for two to six, the chiamata games for five): sampled worlds, roll-outs by the
 * heuristic policy and an exact alpha-beta over the last tricks of each world. It is an
 * accelerator of rules written in Python in the games' packages (the trick winner of
 * engine/tricks.py, the draws, the policy of games/trump/policy.py):
 * tests/engine/test_accelerators.py plays seeded worlds here (`playout`) and replays them
 * on the game's state, step by step, and checks the exact values against a minimax over the
 * state (ai/solver.py). biscambiggia_gui/ai/core.py says what each argument means.
 *
 * Cards are ints 0..39: suit * 10 + rank index (engine deck_40 order). Seats are counted
 * from the searching player: seat 0 plays now, seat 1 after it, and so on. Each seat has a
 * side (0: the searcher's); a seat whose side the searcher does not know yet (a chiamata
 * game before the called card shows) is on the caller's side in a world where it holds
 * the called card, else on the other. The searcher's side maximises its margin over the
 * best other side; every other side minimises it (with three sides, the two others
 * together: a paranoid search). Nothing here sees a hidden card: the caller passes the
 * unseen cards and how many of them each other seat holds, and this module deals them at
 * random, world by world.
 *
 * The parts, one translation unit: core_common.h (what both share), core_trump.h (the
 * trump games and Mariagio), core_tarot.h (Tarocchi a pizzico).
 */
/* the limited API of Python 3.10: one abi3 build serves every CPython from 3.10 on */
#define Py_LIMITED_API 0x030A0000
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#include "core_common.h"
#include "core_trump.h"
#include "core_tarot.h"

static PyMethodDef methods[] = {
    {"evaluate", core_evaluate, METH_VARARGS,
     "Sampled-world evaluation of candidate cards (see biscambiggia_gui/ai/core.py)."},
    {"playout", core_playout, METH_VARARGS,
     "One whole world played by the policy, then solved (see biscambiggia_gui/ai/core.py)."},
    {"tarocchi_evaluate", core_tarocchi_evaluate, METH_VARARGS,
     "Sampled-world evaluation in Tarocchi a pizzico (see biscambiggia_gui/ai/core.py)."},
    {"tarocchi_playout", core_tarocchi_playout, METH_VARARGS,
     "One whole Tarocchi world played by the policy, then solved (see biscambiggia_gui/ai/core.py)."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_core",
                                    "The Hard player's search core in C.", -1, methods};

PyMODINIT_FUNC PyInit__core(void) { return PyModule_Create(&module); }
