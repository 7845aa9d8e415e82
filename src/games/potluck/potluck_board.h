/*
 * potluck_board.h: what a person's guest dropped on a place of the sheet
 * means in POTLUCK!, as a pure function of the state (no SDL; compiled
 * into pg_core and tested in tests/test_potluck_board.c). The scene asks
 * it which moves a dragged, clicked or keyed guest makes, which places
 * glow, and why not when a place takes no guest.
 *
 * Pieces are where a guest comes from: die 1's or die 2's guest, the
 * servers' wild, the guest the Move bonus lifted, or "either die" (a seat
 * clicked before a die is chosen). Zones are the places a guest goes: a
 * seat (its index 0..29), the lawn chairs (one zone: the next chair is
 * always the one taken) and the server spaces.
 */
#ifndef POTLUCK_BOARD_H
#define POTLUCK_BOARD_H

#include <stdbool.h>
#include <stddef.h>

#include "pg_game.h"
#include "potluck/potluck_rules.h"

enum {
	POTLUCK_PIECE_DIE1 = 0,
	POTLUCK_PIECE_DIE2 = 1,
	POTLUCK_PIECE_WILD = 2,   /* the servers' wild, waiting to be seated */
	POTLUCK_PIECE_HELD = 3,   /* the guest the Move bonus lifted */
	POTLUCK_PIECE_EITHER = 4, /* either die's guest */
	POTLUCK_PIECES = 5,
	/* zones besides the seats 0..29 */
	POTLUCK_ZONE_LAWN = POTLUCK_TARGET_LAWN,
	POTLUCK_ZONE_SERVERS = 40,
	/* One move per generation (index 1..6); index 0 for a move that fixes
	 * none (a server, home, a Wild guest to a lawn chair). */
	POTLUCK_BOARD_CHOICES = POTLUCK_GENERATIONS + 1,
};

/* What the mapping needs besides the state: who may act now and their
 * legal moves (empty when nobody may). */
typedef struct potluck_ask {
	const potluck_state *state;
	int seat; /* the person who may act now, or -1 */
	const pg_move *legal;
	int legal_count;
} potluck_ask;

/* The legal moves that take piece's guest to zone, one per generation:
 * out[g] for generation g (out[0] for a move that fixes none), the rest
 * PG_NO_MOVE. Returns how many there are. */
int potluck_board_choices(const potluck_ask *ask, int piece, int zone,
                          pg_move out[POTLUCK_BOARD_CHOICES]);
/* The same as a list (at most cap, generation ascending), except that a
 * move fixing no generation, when there is one, is the only move (as a
 * person would mean it: nothing to choose). */
int potluck_board_moves(const potluck_ask *ask, int piece, int zone, pg_move *out, int cap);
/* Where a guest comes from now, given the die a person chose (-1 none):
 * the wild, the lifted guest, the chosen die, either die, or -1 when no
 * guest waits. */
int potluck_board_waiting_piece(const potluck_ask *ask, int chosen_die);
/* Why piece's guest may not go to zone now, in the rules' words: one
 * sentence per die for a seat ("Die 1 (3): ..."), lines joined by
 * separator (" " for a toast, "\n" for a note). */
void potluck_board_refusal(const potluck_ask *ask, int piece, int zone, const char *separator,
                           char *buf, size_t size);

#endif
