/*
 * kloone_board.h: what a person's pawn or chip put on a hex means in
 * Potlatch Kloone, as a pure function of the state (no SDL; compiled into
 * pg_core and tested in tests/test_kloone_board.c). The scene's board
 * (pg_board.h) asks it which move a dragged, clicked or keyed piece makes,
 * and why not when it makes none.
 *
 * Two pieces: the pawn of the player to move and the chip at its feet
 * (the top chip of its stack, or the chip a pawn run will add there).
 * A zone is a hex by its cell number (kloone_rules.h); zone -1 means
 * "wherever it can go", which in Kloone is nowhere in particular, so it
 * makes no move and its refusal says why the piece cannot move at all.
 */
#ifndef KLOONE_BOARD_H
#define KLOONE_BOARD_H

#include <stdbool.h>
#include <stddef.h>

#include "kloone/kloone_rules.h"
#include "pg_game.h"

enum {
	KLOONE_PIECE_PAWN = 0,
	KLOONE_PIECE_CHIP = 1,
	KLOONE_PIECES = 2,
};

/* What the mapping needs besides the state: who may act now and their
 * legal moves (empty when nobody may). */
typedef struct kloone_ask {
	const kloone_state *state;
	int seat; /* the person who may act now, or -1 */
	const pg_move *legal;
	int legal_count;
} kloone_ask;

/* The move that puts piece on the hex at zone (a cell), into out[0]: 1, or
 * 0 when it is not legal now. */
int kloone_board_moves(const kloone_ask *ask, int piece, int zone, pg_move *out, int cap);
/* The rules' check of piece going on the hex at cell now: KLOONE_OK, or
 * why not. */
kloone_block kloone_board_block(const kloone_state *s, int piece, int cell);
/* True if piece has any legal move now. */
bool kloone_board_can_move(const kloone_ask *ask, int piece);
/* Why piece may not go on zone now, one sentence ("Pawn: The other pawn
 * stands there."); for zone -1, why the piece has nowhere to go at all.
 * Empty for the hex the pawn stands on (a piece put back where it was). */
void kloone_board_refusal(const kloone_ask *ask, int piece, int zone, char *buf, size_t size);
/* The piece a click on a hex means when none was picked: the pawn, for a
 * hex next to it (its refusal says why when it cannot go), else -1. */
int kloone_board_click_piece(const kloone_ask *ask, int zone);

#endif
