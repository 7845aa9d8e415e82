/*
 * kloone_board.c: a pawn or a chip on a hex as a move, or the reason why
 * not (see kloone_board.h).
 */
#include "kloone/kloone_board.h"

#include <stdio.h>

#include "pg_i18n.h"

static pg_move move_for(int piece, int cell)
{
	int q = kloone_cell_q(cell), r = kloone_cell_r(cell);
	return piece == KLOONE_PIECE_PAWN ? kloone_move_pawn(q, r) : kloone_move_chip(q, r);
}

static bool is_piece_move(int piece, pg_move move)
{
	return piece == KLOONE_PIECE_PAWN ? kloone_move_is_pawn(move)
	                                  : kloone_move_is_chip(move);
}

int kloone_board_moves(const kloone_ask *ask, int piece, int zone, pg_move *out, int cap)
{
	if (cap < 1 || piece < 0 || piece >= KLOONE_PIECES || zone < 0 || zone >= KLOONE_CELLS)
		return 0;
	pg_move move = move_for(piece, zone);
	if (!pg_moves_contain(ask->legal, ask->legal_count, move))
		return 0;
	out[0] = move;
	return 1;
}

kloone_block kloone_board_block(const kloone_state *s, int piece, int cell)
{
	int q = kloone_cell_q(cell), r = kloone_cell_r(cell);
	return piece == KLOONE_PIECE_PAWN ? kloone_pawn_move_check(s, q, r)
	                                  : kloone_chip_move_check(s, q, r);
}

bool kloone_board_can_move(const kloone_ask *ask, int piece)
{
	for (int i = 0; i < ask->legal_count; i++)
		if (is_piece_move(piece, ask->legal[i]))
			return true;
	return false;
}

/* Why the chip at the pawn's feet can go nowhere: no chip there, or no
 * white chip for the exchange, else every neighbour refuses it. */
static void chip_stuck(const kloone_state *s, char *buf, size_t size)
{
	kloone_block b = kloone_chip_source_check(s);
	if (b != KLOONE_OK)
		snprintf(buf, size, _("Chip: %s"), kloone_block_text(b));
	else
		snprintf(buf, size, "%s", _("Chip: no neighbouring hex can take it now."));
}

void kloone_board_refusal(const kloone_ask *ask, int piece, int zone, char *buf, size_t size)
{
	const kloone_state *s = ask->state;
	buf[0] = '\0';
	if (ask->seat < 0 || s->phase != KLOONE_PHASE_PLAY) {
		snprintf(buf, size, "%s", kloone_block_text(KLOONE_BLOCK_NOT_PLAYING));
		return;
	}
	if (zone < 0 || zone >= KLOONE_CELLS) {
		if (piece == KLOONE_PIECE_PAWN)
			snprintf(buf, size, "%s", _("Your pawn has no hex to go to now."));
		else
			chip_stuck(s, buf, size);
		return;
	}
	int t = s->pawn_tile[s->to_move];
	if (t >= 0 && s->tile_cell[t] == zone)
		return;
	kloone_block block = kloone_board_block(s, piece, zone);
	if (block == KLOONE_OK)
		return;
	snprintf(buf, size, piece == KLOONE_PIECE_PAWN ? _("Pawn: %s") : _("Chip: %s"),
	         kloone_block_text(block));
}

int kloone_board_click_piece(const kloone_ask *ask, int zone)
{
	const kloone_state *s = ask->state;
	if (ask->seat < 0 || s->phase != KLOONE_PHASE_PLAY || zone < 0 || zone >= KLOONE_CELLS)
		return -1;
	int t = s->pawn_tile[s->to_move];
	if (t < 0 || kloone_cell_distance(s->tile_cell[t], zone) != 1)
		return -1;
	return KLOONE_PIECE_PAWN;
}
