/*
 * totem_pole_board.h: what a person's pyramid on the pole means in Totem
 * Pole, as a pure function of the state (no SDL; compiled into pg_core
 * and tested in tests/test_totem_pole_board.c). The scene's board
 * (pg_board.h) asks it which move a dragged, clicked or keyed pyramid
 * makes, and why not when it makes none.
 *
 * Pieces are the groups of alike pyramids in a hand: piece id
 * colour * TP_SIZES + size (the grey dummy's too, colour TP_GREY). The
 * one drop zone is the pole (TOTEM_POLE_ZONE_POLE); PG_BOARD_NONE (-1) as
 * the zone means "wherever it can go", which is the pole too.
 */
#ifndef TOTEM_POLE_BOARD_H
#define TOTEM_POLE_BOARD_H

#include <stdbool.h>
#include <stddef.h>

#include "pg_game.h"
#include "totem_pole/totem_pole_rules.h"

enum {
	TOTEM_POLE_ZONE_POLE = 0,
	TOTEM_POLE_AREA_PANEL = 100, /* + taker: a seat's panel, a board area (no target) */
	TOTEM_POLE_PIECES = TP_COLOURS * TP_SIZES,
	TOTEM_POLE_CONTROL_PASS = 0, /* the board's controls: the Pass button */
	TOTEM_POLE_CONTROL_COUP = 1, /* and Count coup */
};

/* What the mapping needs besides the state: who may act now and their
 * legal moves (empty when nobody may), and whether the roll pending is
 * a person's own (for "Roll the die first."). */
typedef struct totem_pole_ask {
	const tp_state *state;
	int seat; /* the person who may act now, or -1 */
	const pg_move *legal;
	int legal_count;
	bool person_rolls_next; /* the seat to roll is a person */
} totem_pole_ask;

static inline int totem_pole_piece(int colour, int size)
{
	return colour * TP_SIZES + size;
}

static inline int totem_pole_piece_colour(int piece)
{
	return piece / TP_SIZES;
}

static inline int totem_pole_piece_size(int piece)
{
	return piece % TP_SIZES;
}

/* The move that puts piece on zone, into out[0]: 1, or 0 for none. On a
 * two-player double the pyramid picked goes on first and the other size
 * follows on top: an own pyramid picks the pair with the dummy's on top,
 * a grey one the pair with the dummy's below. */
int totem_pole_board_moves(const totem_pole_ask *ask, int piece, int zone, pg_move *out,
                           int cap);
/* Why piece may not go on the pole now, one sentence. */
void totem_pole_board_refusal(const totem_pole_ask *ask, int piece, char *buf, size_t size);
/* Why Pass or Count coup (move) is refused when a key asks for it. */
void totem_pole_board_special_refusal(const totem_pole_ask *ask, pg_move move, char *buf,
                                      size_t size);
/* "small", "small or medium", ... for a die face. */
const char *totem_pole_face_words(int face);

#endif
