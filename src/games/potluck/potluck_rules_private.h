/*
 * potluck_rules_private.h: what the three files of the POTLUCK! rules
 * share (private to them; everyone else reads potluck_rules.h).
 *
 *   potluck_rules.c        moves, turns, legal moves, apply, the outcome
 *   potluck_sheet_rules.c  the sheet's layout and names, its bit sets,
 *                          scores, seat checks
 *   potluck_text_rules.c   prompts, notation, sentences, state as text
 */
#ifndef POTLUCK_RULES_PRIVATE_H
#define POTLUCK_RULES_PRIVATE_H

#include "potluck_rules.h"

static inline uint64_t potluck_bit(int seat)
{
	return (uint64_t)1 << seat;
}

static inline const potluck_sheet *potluck_mover_sheet(const potluck_state *state)
{
	return &state->sheet[state->to_move];
}

/* The seat a lifted guest came from (none for a lawn chair). */
static inline uint64_t potluck_origin_mask(const potluck_state *state)
{
	return state->holding_from < POTLUCK_TARGET_LAWN ? potluck_bit(state->holding_from) : 0;
}

/* ---- potluck_sheet_rules.c ---- */
/* The seats beside any of seats. */
uint64_t potluck_neighbours_of(uint64_t seats);
/* Empties seat, keeping the bit sets in step; returns who sat there. */
int potluck_sheet_remove(potluck_sheet *sheet, int seat);
/* Free seats where a guest of generation may sit (0 or GEN_ANY: any). */
uint64_t potluck_open_for(const potluck_sheet *sheet, int generation);
/* The next empty lawn chair or server space, or -1. */
int potluck_free_lawn_chair(const potluck_sheet *sheet);
int potluck_free_server(const potluck_sheet *sheet);

/* ---- potluck_rules.c ---- */
int potluck_legal_moves_now(const potluck_state *state, pg_move *out, int cap);

/* ---- potluck_text_rules.c (the game table's entries) ---- */
int potluck_move_to_text(const void *state, pg_move move, char *buf, size_t size);
bool potluck_move_from_text(const void *state, const char *text, pg_move *out);
int potluck_describe_move(const void *state, pg_move move, char *buf, size_t size);
int potluck_state_to_text(const void *state, char *buf, size_t size);

#endif
