/*
 * pitengnaqsaraq_board.h: what a person's drag means in Pitengnaqsaraq, as
 * a pure function of the state (no SDL; compiled into pg_core and tested in
 * tests/test_pitengnaqsaraq_board.c). The scene's board (pg_board.h) asks
 * it which move a dragged, clicked or keyed piece makes on a target, and
 * why not when it makes none.
 *
 * Pieces: a family's piece on the map (PIT_BOARD_FAMILY + seat), and a
 * family's food cards of one kind (pit_board_card(seat, food)). Zones: the
 * villages of the map (PIT_BOARD_VILLAGE + village) and the families'
 * panels (PIT_BOARD_PANEL + seat). So:
 *   family piece on a village   choose a home (set-up) or travel there
 *   own card on another family  give it (or Raven's payment to the poorest)
 *   giver's card on own panel   pick it (a roll of 3 or 9)
 * PG_BOARD_NONE (-1) as the zone means "wherever it can go": a card that
 * can only go one way (Raven's payment, a pick) goes there.
 */
#ifndef PITENGNAQSARAQ_BOARD_H
#define PITENGNAQSARAQ_BOARD_H

#include <stdbool.h>
#include <stddef.h>

#include "pg_game.h"
#include "pitengnaqsaraq/pitengnaqsaraq_rules.h"

enum {
	PIT_BOARD_FAMILY = 0, /* + seat */
	PIT_BOARD_CARD = 8,   /* + seat * PIT_FOODS + food */
	PIT_BOARD_PIECES = PIT_BOARD_CARD + PIT_MAX_PLAYERS * PIT_FOODS,
	PIT_BOARD_VILLAGE = 0, /* + village */
	PIT_BOARD_PANEL = 40,  /* + seat */
	PIT_BOARD_ZONES = PIT_BOARD_PANEL + PIT_MAX_PLAYERS,
};

/* What the mapping needs besides the state: who may act now and their
 * legal moves (empty when nobody may), and whether the roll pending is a
 * person's own (for "Roll the dice first."). */
typedef struct pit_board_ask {
	const pit_state *state;
	int seat; /* the person who may act now, or -1 */
	const pg_move *legal;
	int legal_count;
	bool person_rolls_next;
} pit_board_ask;

static inline int pit_board_card(int seat, int food)
{
	return PIT_BOARD_CARD + seat * PIT_FOODS + food;
}

/* The moves piece on zone makes now, into out (at most cap): 0 or 1. */
int pit_board_moves(const pit_board_ask *ask, int piece, int zone, pg_move *out, int cap);
/* Why piece may not go on zone now, one sentence. */
void pit_board_refusal(const pit_board_ask *ask, int piece, int zone, char *buf, size_t size);
/* Why the family of seat cannot travel to village now (the weather, the
 * season's transport, the strait, the distance), one sentence; false when
 * it can. */
bool pit_board_travel_refusal(const pit_state *state, int seat, int village, char *buf,
                              size_t size);
/* Why the family of seat can reach no village now, one sentence (the
 * reason for the nearest village: the weather keeping kayaks off the open
 * sea, the distance, ...); false when some village is in its reach. Whether
 * it has already travelled this turn is the caller's to say. */
bool pit_board_travel_blocked(const pit_state *state, int seat, char *buf, size_t size);

#endif
