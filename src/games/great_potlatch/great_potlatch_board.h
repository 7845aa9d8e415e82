/*
 * great_potlatch_board.h: what a person's drag means at The Great Potlatch
 * table, as a pure function of the state (no SDL; compiled into pg_core
 * and tested in tests/test_great_potlatch_board.c). The scene's board
 * (pg_board.h) asks it which move a role marker or a card dropped on a
 * place makes, and why not when it makes none.
 *
 * Pieces: a role marker from the middle (GP_PIECE_ROLE + role), a
 * Potlatch card in hand (GP_PIECE_CARD + card), a Totem Pole card in hand
 * (GP_PIECE_TOTEM + totem). Zones: an Ancestor's row of two spaces of one
 * totem icon (GP_ZONE_SPACE + family * 3 + icon), and the person's own
 * places: the role spot, the Totem Pole row (carving), the ritual row, the
 * gift row (the Potlatch) and the discard pile (Sunrise). PG_BOARD_NONE
 * (-1) as the zone means "wherever it can go now".
 *
 * A Ritual is one move (the Totem Pole card and the three Potlatch cards
 * it needs), so it is built in steps the scene keeps: the Totem Pole card
 * dropped on the ritual row takes the game's first pick of cards
 * (gp_board_stage), a Potlatch card dropped there afterwards changes the
 * pick, and a button plays the staged move.
 */
#ifndef GREAT_POTLATCH_BOARD_H
#define GREAT_POTLATCH_BOARD_H

#include <stdbool.h>
#include <stddef.h>

#include "great_potlatch/great_potlatch_rules.h"
#include "pg_game.h"

enum {
	GP_PIECE_ROLE = 0,  /* + role */
	GP_PIECE_CARD = 8,  /* + Potlatch card, 8..55 */
	GP_PIECE_TOTEM = 64, /* + Totem Pole card, 64..83 */
	GP_PIECE_END = GP_PIECE_TOTEM + GP_TOTEM_CARDS,

	GP_ZONE_SPACE = 0, /* + family * GP_ICONS + icon, 0..11 */
	GP_ZONE_ROLE = 12,
	GP_ZONE_POLES = 13,
	GP_ZONE_RITUAL = 14,
	GP_ZONE_GIFT = 15,
	GP_ZONE_DISCARD = 16,
	GP_ZONE_END = 17,
};

/* What the mapping needs besides the state: who may act now and their
 * legal moves (none when nobody may), and the Ritual being built. */
typedef struct gp_board_ask {
	const gp_state *state; /* the viewer's observation is enough */
	int seat;              /* the person who may act now, or -1 */
	const pg_move *legal;
	int legal_count;
	pg_move staged; /* the Ritual set out in the ritual row, or PG_NO_MOVE */
} gp_board_ask;

static inline int gp_zone_space(int family, int icon)
{
	return GP_ZONE_SPACE + family * GP_ICONS + icon;
}

/* The moves piece on zone makes now (at most cap; 0 for none). */
int gp_board_moves(const gp_board_ask *ask, int piece, int zone, pg_move *out, int cap);
/* Why piece may not go on zone now: one sentence. */
void gp_board_refusal(const gp_board_ask *ask, int piece, int zone, char *buf, size_t size);
/* A drop on the ritual row that builds a Ritual rather than plays: a
 * Totem Pole card (the game picks the Potlatch cards), or with one staged
 * a Potlatch card of a crest on it (it takes the place of a card of its
 * family, keeping the others where it can). Writes the new staged move
 * and returns true, or false when the drop builds nothing. */
bool gp_board_stage(const gp_board_ask *ask, int piece, int zone, pg_move *staged);
/* True if the staged Ritual is still a legal move now. */
bool gp_board_staged_legal(const gp_board_ask *ask);

#endif
