/*
 * potluck_rules.c: the POTLUCK! rule engine (see potluck_rules.h for the
 * sheet, the move encoding and the notation, docs/rules/potluck.md for the
 * decisions where the book is silent): moves, turns, legal moves, applying
 * a move, the outcome and the game's table. The sheet's layout, masks and
 * scores are in potluck_sheet_rules.c; prompts, notation and sentences in
 * potluck_text_rules.c.
 *
 * Speed matters here: the AI and the benchmark play hundreds of thousands
 * of games a second, so a sheet keeps its seats as bit sets and a seat's
 * legality is three mask operations.
 */
#include "potluck_rules_private.h"

#include "pg_i18n.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- moves ------------------------------------------------------------- */

enum { SHIFT_GEN = 6, SHIFT_DIE = 9, SHIFT_ACTION = 10, SHIFT_AGAIN = 14 };

pg_move potluck_move_make(potluck_action action, int die, int generation, int target,
			  bool again)
{
	return (pg_move)((again ? 1 << SHIFT_AGAIN : 0) | (int)action << SHIFT_ACTION |
			 die << SHIFT_DIE | generation << SHIFT_GEN | target);
}

potluck_action potluck_move_action(pg_move move)
{
	return (potluck_action)((move >> SHIFT_ACTION) & 15);
}

int potluck_move_die(pg_move move)
{
	return (move >> SHIFT_DIE) & 1;
}

int potluck_move_generation(pg_move move)
{
	return (move >> SHIFT_GEN) & 7;
}

int potluck_move_target(pg_move move)
{
	return move & 63;
}

bool potluck_move_again(pg_move move)
{
	return (move >> SHIFT_AGAIN) & 1;
}


/* ---- reading the state ------------------------------------------------- */

const potluck_sheet *potluck_sheet_of(const potluck_state *state, int player)
{
	return &state->sheet[player];
}

int potluck_die_wedge(const potluck_state *state, int die)
{
	return state->die_wedge[die];
}

int potluck_die_roll(const potluck_state *state, int die)
{
	return state->die_roll[die];
}

bool potluck_rolled_doubles(const potluck_state *state)
{
	return state->die_roll[0] != 0 && state->die_roll[0] == state->die_roll[1];
}

int potluck_die_generation(const potluck_state *state, int die)
{
	return state->changed[die] ? state->changed[die] : state->die_wedge[die];
}

int potluck_guests_waiting(const potluck_state *state)
{
	return (state->chosen_die < 0) + state->owed[0] + state->owed[1];
}

bool potluck_die_usable(const potluck_state *state, int die)
{
	if (state->phase != POTLUCK_PHASE_PLACE)
		return false;
	return state->chosen_die < 0 || state->owed[die] > 0;
}

static bool bonus_payable(const potluck_sheet *sheet, int bonus, bool via_again)
{
	uint8_t b = (uint8_t)(1u << bonus);
	if (!via_again)
		return (sheet->unlocked & b) && !(sheet->used & b);
	/* Again repeats a bonus already used: copying an unused one would only
	 * spend the more flexible box, so it is not offered. */
	uint8_t again = 1u << POTLUCK_BONUS_AGAIN;
	return bonus != POTLUCK_BONUS_AGAIN && (sheet->unlocked & again) &&
	       !(sheet->used & again) && (sheet->used & b);
}

bool potluck_bonus_available(const potluck_state *state, int bonus, bool via_again)
{
	if (state->phase != POTLUCK_PHASE_PLACE)
		return false;
	return bonus_payable(potluck_mover_sheet(state), bonus, via_again);
}

/* Whether the guest at from (a seat, or TARGET_LAWN + chair) has a seat to
 * move to. */
static bool relocation_possible(const potluck_sheet *sheet, int from)
{
	if (from >= POTLUCK_TARGET_LAWN)
		return potluck_open_for(sheet, sheet->lawn[from - POTLUCK_TARGET_LAWN]) != 0;
	int generation = sheet->seat[from];
	uint64_t free_seats = POTLUCK_ALL_SEATS & ~sheet->occupied;
	/* Lifting the guest only opens seats, so when some free seat is open
	 * already the exact (slower) recount is not needed to say "some". */
	uint64_t open_now = free_seats & ~sheet->next_to_gen[generation];
	if (open_now)
		return true;
	uint64_t others = sheet->with_gen[generation] & ~potluck_bit(from);
	return (free_seats & ~potluck_neighbours_of(others) & ~potluck_bit(from)) != 0;
}

/* Whether some bonus box is unlocked and unused (Again included). */
static bool has_spare_bonus(const potluck_sheet *sheet)
{
	return (sheet->unlocked & ~sheet->used) != 0;
}


/* ---- scoring and outcome ----------------------------------------------- */

void potluck_scores(const potluck_state *state, int *out)
{
	for (int p = 0; p < state->players; p++)
		out[p] = potluck_sheet_score(&state->sheet[p]);
}

/* Solo scores map linearly onto [0,1] so that maximising the expected
 * return maximises the expected score: -19 (three lawn chairs, nothing
 * seated) to 177 (every table full with its most generations). */
static double solo_return(int score)
{
	double value = (double)(score - POTLUCK_WORST_SCORE) /
		       (double)(POTLUCK_BEST_SCORE - POTLUCK_WORST_SCORE);
	return value < 0 ? 0 : value > 1 ? 1 : value;
}

static void potluck_returns(const void *opaque, double *out)
{
	const potluck_state *state = opaque;
	int scores[POTLUCK_MAX_PLAYERS];
	potluck_scores(state, scores);
	if (state->players == 1) {
		out[0] = solo_return(scores[0]);
		return;
	}
	int best = scores[0], winners = 0;
	for (int p = 1; p < state->players; p++)
		if (scores[p] > best)
			best = scores[p];
	for (int p = 0; p < state->players; p++)
		winners += scores[p] == best;
	for (int p = 0; p < state->players; p++)
		out[p] = scores[p] == best ? 1.0 / winners : 0.0;
}

static void potluck_scores_hook(const void *opaque, int *out)
{
	potluck_scores(opaque, out);
}

static void potluck_score_breakdown(const void *opaque, int seat, pg_breakdown *out)
{
	const potluck_sheet *sheet = &((const potluck_state *)opaque)->sheet[seat];
	for (int t = 0; t < POTLUCK_TABLES; t++) {
		int kinds = potluck_table_generations(sheet, t);
		if (potluck_table_full(sheet, t))
			pg_breakdown_add(out, potluck_table_score(sheet, t),
					 _("Table %c: %d generations squared + %d seats full"),
					 potluck_table_letter(t), kinds, potluck_table_seat_count(t));
		else
			pg_breakdown_add(out, kinds * kinds, _("Table %c: %d generations squared"),
					 potluck_table_letter(t), kinds);
	}
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++)
		if (sheet->lawn[k])
			pg_breakdown_add(out, -potluck_lawn_penalty(k), _("Lawn chair %d"), k + 1);
}


/* ---- turn flow --------------------------------------------------------- */

static void begin_turn(potluck_state *state, int player, pg_event_list *events);

static bool can_erase_someone(const potluck_sheet *sheet)
{
	return sheet->occupied || potluck_lawn_count(sheet);
}

static bool can_move_someone(const potluck_sheet *sheet)
{
	uint64_t seated = sheet->occupied;
	while (seated) {
		int seat = __builtin_ctzll(seated);
		seated &= seated - 1;
		if (relocation_possible(sheet, seat))
			return true;
	}
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++)
		if (sheet->lawn[k] && relocation_possible(sheet, POTLUCK_TARGET_LAWN + k))
			return true;
	return false;
}

/* Whether the bonus action could be taken now for these payment options
 * (ignores Change, which needs a guest waiting). */
static bool bonus_action_open(const potluck_state *state, int bonus)
{
	const potluck_sheet *sheet = potluck_mover_sheet(state);
	if (!bonus_payable(sheet, bonus, false) && !bonus_payable(sheet, bonus, true))
		return false;
	switch (bonus) {
	case POTLUCK_BONUS_BOTH:
	case POTLUCK_BONUS_TWICE:
		return state->chosen_die >= 0;
	case POTLUCK_BONUS_ERASE:
		return can_erase_someone(sheet);
	case POTLUCK_BONUS_MOVE:
		return can_move_someone(sheet);
	default:
		return false;
	}
}

/* After every guest of the turn is placed the turn ends by itself, unless
 * a bonus could still be used (then the player says "end"). */
static bool turn_has_options(const potluck_state *state)
{
	if (!has_spare_bonus(potluck_mover_sheet(state)))
		return false;
	for (int b = POTLUCK_BONUS_BOTH; b <= POTLUCK_BONUS_MOVE; b++)
		if (bonus_action_open(state, b))
			return true;
	return false;
}

static void end_round(potluck_state *state, pg_event_list *events)
{
	if (state->final_round) {
		state->phase = POTLUCK_PHASE_GAME_OVER;
		double returns[POTLUCK_MAX_PLAYERS];
		potluck_returns(state, returns);
		int winner = state->players == 1 ? 0 : -1;
		for (int p = 0; p < state->players && state->players > 1; p++)
			if (returns[p] == 1.0)
				winner = p;
		pg_event_push(events, PG_EVENT_GAME_OVER, 0, -1, winner, 0, 0, 0);
		return;
	}
	if (state->end_triggered) {
		state->final_round = 1;
		pg_event_push(events, PG_EVENT_PHASE_CHANGED, POTLUCK_PHASE_ROLL_DIE1, -1, 1, 0, 0,
			      0);
	}
	if (state->round < 255)
		state->round++;
	state->phase = POTLUCK_PHASE_ROLL_DIE1;
}

static void finish_turn(potluck_state *state, pg_event_list *events)
{
	pg_event_push(events, PG_EVENT_SPECIAL, POTLUCK_SPECIAL_TURN_ENDED, state->to_move, -1, 0,
		      0, 0);
	state->chosen_die = -1;
	state->owed[0] = state->owed[1] = 0;
	state->changed[0] = state->changed[1] = 0;
	if (state->to_move + 1 < state->players)
		begin_turn(state, state->to_move + 1, events);
	else
		end_round(state, events);
}

static void settle(potluck_state *state, pg_event_list *events)
{
	if (state->phase == POTLUCK_PHASE_PLACE && potluck_guests_waiting(state) == 0 &&
	    !turn_has_options(state))
		finish_turn(state, events);
}

static void begin_turn(potluck_state *state, int player, pg_event_list *events)
{
	state->to_move = (uint8_t)player;
	state->chosen_die = -1;
	state->owed[0] = state->owed[1] = 0;
	state->changed[0] = state->changed[1] = 0;
	state->holding = 0;
	state->holding_from = 0;
	pg_event_push(events, PG_EVENT_TURN_BEGAN, 0, player, 0, 0, 0, 0);
	bool unlock = potluck_rolled_doubles(state) &&
		      state->sheet[player].unlocked != POTLUCK_ALL_BONUSES;
	state->phase = unlock ? POTLUCK_PHASE_UNLOCK : POTLUCK_PHASE_PLACE;
}

static void trigger_end(potluck_state *state, pg_event_list *events)
{
	uint8_t mine = (uint8_t)(1u << state->to_move);
	if (state->end_triggered & mine)
		return;
	state->end_triggered |= mine;
	pg_event_push(events, PG_EVENT_SPECIAL, POTLUCK_SPECIAL_END_TRIGGERED, state->to_move, -1,
		      0, 0, 0);
}

static void seat_guest(potluck_state *state, int seat, int generation, pg_event_list *events)
{
	potluck_sheet *sheet = &state->sheet[state->to_move];
	potluck_sheet_place(sheet, seat, generation);
	if (potluck_sheet_all_full(sheet))
		trigger_end(state, events);
}

/* The guest of die leaves the dice: the turn's first guest fixes the
 * chosen die; later ones pay off what Both/Twice owe. */
static void take_guest(potluck_state *state, int die)
{
	if (state->chosen_die < 0)
		state->chosen_die = (int8_t)die;
	else if (state->owed[die])
		state->owed[die]--;
}

static void pay_bonus(potluck_state *state, int bonus, bool again, pg_event_list *events)
{
	potluck_sheet *sheet = &state->sheet[state->to_move];
	sheet->used |= (uint8_t)(1u << (again ? POTLUCK_BONUS_AGAIN : bonus));
	pg_event_push(events, PG_EVENT_SPECIAL, POTLUCK_SPECIAL_BONUS_USED, state->to_move, bonus,
		      again, 0, 0);
}

/* ---- init, current player, chance -------------------------------------- */

static void potluck_init(void *opaque, const pg_options *options)
{
	potluck_state *state = opaque;
	memset(state, 0, sizeof *state);
	int players = options->players;
	state->players = (uint8_t)(players < 1 ? 1 : players > 4 ? 4 : players);
	state->phase = POTLUCK_PHASE_ROLL_DIE1;
	state->round = 1;
	state->chosen_die = -1;
}

static int potluck_num_seats(const void *opaque)
{
	return ((const potluck_state *)opaque)->players;
}

static int potluck_current_player(const void *opaque)
{
	const potluck_state *state = opaque;
	switch (state->phase) {
	case POTLUCK_PHASE_ROLL_DIE1:
	case POTLUCK_PHASE_ROLL_DIE2:
		return PG_CHANCE;
	case POTLUCK_PHASE_GAME_OVER:
		return PG_TERMINAL;
	default:
		return state->to_move;
	}
}

static int potluck_chance_outcomes(const void *opaque, pg_chance_outcome *out, int cap)
{
	const potluck_state *state = opaque;
	if (state->phase > POTLUCK_PHASE_ROLL_DIE2)
		return 0;
	int n = 0;
	for (int face = 1; face <= 6 && n < cap; face++) {
		out[n].move = potluck_move_make(POTLUCK_ACT_ROLL, 0, 0, face, false);
		out[n].probability = 1.0 / 6.0;
		n++;
	}
	return n;
}

/* ---- legal moves ------------------------------------------------------- */

typedef struct move_list {
	pg_move *out;
	int cap;
	int count;
} move_list;

static void push(move_list *list, potluck_action action, int die, int generation, int target,
		 bool again)
{
	if (list->count < list->cap)
		list->out[list->count++] = potluck_move_make(action, die, generation, target, again);
}

static void push_seats(move_list *list, potluck_action action, int die, int generation,
		       uint64_t seats)
{
	while (seats) {
		int seat = __builtin_ctzll(seats);
		seats &= seats - 1;
		push(list, action, die, generation, seat, false);
	}
}

/* Generations die's guest may take: its own, or each one if Wild. */
static int die_generation_range(const potluck_state *state, int die, int *low, int *high)
{
	int generation = potluck_die_generation(state, die);
	*low = generation ? generation : 1;
	*high = generation ? generation : POTLUCK_GENERATIONS;
	return generation;
}

/* Seats, servers, lawn chairs for the guests waiting; returns whether some
 * guest could be seated at a table. */
static void guest_moves(const potluck_state *state, move_list *list)
{
	const potluck_sheet *sheet = potluck_mover_sheet(state);
	bool seatable = false;
	for (int die = 0; die < 2; die++) {
		if (!potluck_die_usable(state, die))
			continue;
		uint64_t numbered = potluck_number_masks[state->die_roll[die]];
		int low, high;
		die_generation_range(state, die, &low, &high);
		for (int g = low; g <= high; g++) {
			uint64_t seats = numbered & potluck_open_for(sheet, g);
			seatable |= seats != 0;
			push_seats(list, POTLUCK_ACT_SEAT, die, g, seats);
		}
	}
	int server = potluck_free_server(sheet);
	for (int die = 0; die < 2 && server >= 0; die++)
		if (potluck_die_usable(state, die))
			push(list, POTLUCK_ACT_SERVER, die, 0, server, false);
	if (seatable)
		return;
	int chair = potluck_free_lawn_chair(sheet);
	for (int die = 0; die < 2 && chair >= 0; die++) {
		if (!potluck_die_usable(state, die))
			continue;
		/* A Wild guest in a lawn chair keeps no letter: no choice to
		 * make now, and Move seats it as any generation later. */
		int generation = potluck_die_generation(state, die);
		push(list, POTLUCK_ACT_LAWN, die, generation ? generation : POTLUCK_GEN_ANY,
		     POTLUCK_TARGET_LAWN + chair, false);
	}
	for (int die = 0; die < 2 && chair < 0; die++)
		if (potluck_die_usable(state, die))
			push(list, POTLUCK_ACT_AWAY, die, 0, 0, false);
}

static void erase_moves(const potluck_sheet *sheet, move_list *list, bool again)
{
	uint64_t seated = sheet->occupied;
	while (seated) {
		int seat = __builtin_ctzll(seated);
		seated &= seated - 1;
		push(list, POTLUCK_ACT_ERASE, 0, 0, seat, again);
	}
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++)
		if (sheet->lawn[k])
			push(list, POTLUCK_ACT_ERASE, 0, 0, POTLUCK_TARGET_LAWN + k, again);
}

static void move_moves(const potluck_sheet *sheet, move_list *list, bool again)
{
	uint64_t seated = sheet->occupied;
	while (seated) {
		int seat = __builtin_ctzll(seated);
		seated &= seated - 1;
		if (relocation_possible(sheet, seat))
			push(list, POTLUCK_ACT_MOVE, 0, 0, seat, again);
	}
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++)
		if (sheet->lawn[k] && relocation_possible(sheet, POTLUCK_TARGET_LAWN + k))
			push(list, POTLUCK_ACT_MOVE, 0, 0, POTLUCK_TARGET_LAWN + k, again);
}

static void change_moves(const potluck_state *state, move_list *list, bool again)
{
	for (int die = 0; die < 2; die++) {
		/* Changing a Wild die would change nothing. */
		if (!potluck_die_usable(state, die) || state->die_wedge[die] == POTLUCK_WILD)
			continue;
		int now = potluck_die_generation(state, die);
		for (int g = 1; g <= POTLUCK_GENERATIONS; g++)
			if (g != now)
				push(list, POTLUCK_ACT_CHANGE, die, g, 0, again);
	}
}

/* Bonus actions paid for by the bonus itself (again false) or by Again. */
static void bonus_moves(const potluck_state *state, move_list *list, bool again)
{
	const potluck_sheet *sheet = potluck_mover_sheet(state);
	if (!has_spare_bonus(sheet))
		return;
	bool chosen = state->chosen_die >= 0;
	if (chosen && bonus_payable(sheet, POTLUCK_BONUS_BOTH, again))
		push(list, POTLUCK_ACT_BOTH, 0, 0, 0, again);
	if (chosen && bonus_payable(sheet, POTLUCK_BONUS_TWICE, again))
		push(list, POTLUCK_ACT_TWICE, 0, 0, 0, again);
	if (bonus_payable(sheet, POTLUCK_BONUS_ERASE, again))
		erase_moves(sheet, list, again);
	if (bonus_payable(sheet, POTLUCK_BONUS_MOVE, again))
		move_moves(sheet, list, again);
	if (potluck_guests_waiting(state) && bonus_payable(sheet, POTLUCK_BONUS_CHANGE, again))
		change_moves(state, list, again);
}

/* Moves are pushed in ascending encoded order: action by action, then die,
 * generation and target ascending, and the Again-paid ones (top bit) last. */
static int potluck_legal_moves(const void *opaque, pg_move *out, int cap)
{
	const potluck_state *state = opaque;
	const potluck_sheet *sheet = potluck_mover_sheet(state);
	move_list list = {.out = out, .cap = cap, .count = 0};
	switch (state->phase) {
	case POTLUCK_PHASE_UNLOCK:
		for (int b = 0; b < POTLUCK_BONUSES; b++)
			if (!(sheet->unlocked & (1u << b)))
				push(&list, POTLUCK_ACT_UNLOCK, 0, 0, b, false);
		break;
	case POTLUCK_PHASE_PLACE:
		if (potluck_guests_waiting(state))
			guest_moves(state, &list);
		bonus_moves(state, &list, false);
		if (!potluck_guests_waiting(state))
			push(&list, POTLUCK_ACT_END, 0, 0, 0, false);
		bonus_moves(state, &list, true);
		break;
	case POTLUCK_PHASE_WILD:
		for (int g = 1; g <= POTLUCK_GENERATIONS; g++)
			push_seats(&list, POTLUCK_ACT_WILD, 0, g, potluck_open_for(sheet, g));
		break;
	case POTLUCK_PHASE_RELOCATE:
		if (state->holding != POTLUCK_GEN_ANY) {
			push_seats(&list, POTLUCK_ACT_PUT, 0, state->holding,
				   potluck_open_for(sheet, state->holding) &
					   ~potluck_origin_mask(state));
			break;
		}
		for (int g = 1; g <= POTLUCK_GENERATIONS; g++)
			push_seats(&list, POTLUCK_ACT_PUT, 0, g,
				   potluck_open_for(sheet, g) & ~potluck_origin_mask(state));
		break;
	default:
		break;
	}
	return list.count;
}

/* ---- apply ------------------------------------------------------------- */

static void apply_roll(potluck_state *state, int face, pg_event_list *events)
{
	int die = state->phase == POTLUCK_PHASE_ROLL_DIE1 ? 0 : 1;
	int from = state->die_wedge[die];
	state->die_wedge[die] = (uint8_t)((from + face) % POTLUCK_WEDGES);
	state->die_roll[die] = (uint8_t)face;
	pg_event_push(events, PG_EVENT_DICE_ROLLED, die, -1, face, from, state->die_wedge[die], 0);
	if (die == 0) {
		state->phase = POTLUCK_PHASE_ROLL_DIE2;
		return;
	}
	begin_turn(state, 0, events);
}

static void apply_server(potluck_state *state, int die, pg_event_list *events)
{
	potluck_sheet *sheet = &state->sheet[state->to_move];
	int slot = potluck_free_server(sheet);
	int generation = potluck_die_generation(state, die);
	take_guest(state, die);
	sheet->server[slot] = (uint8_t)(generation ? generation : POTLUCK_GEN_ANY);
	pg_event_push(events, PG_EVENT_PIECE_PLACED, POTLUCK_PLACE_SERVER, state->to_move, slot,
		      sheet->server[slot], die, 0);
	if (slot < POTLUCK_SERVERS - 1)
		return;
	/* Both servers are filled: the wild must be seated at once, and is
	 * lost only when no seat at all is free. */
	if (sheet->occupied != POTLUCK_ALL_SEATS) {
		state->phase = POTLUCK_PHASE_WILD;
		pg_event_push(events, PG_EVENT_SPECIAL, POTLUCK_SPECIAL_WILD_DUE, state->to_move,
			      -1, 0, 0, 0);
	} else {
		pg_event_push(events, PG_EVENT_SPECIAL, POTLUCK_SPECIAL_WILD_LOST, state->to_move,
			      -1, 0, 0, 0);
	}
}

static void apply_lawn(potluck_state *state, int die, int generation, pg_event_list *events)
{
	potluck_sheet *sheet = &state->sheet[state->to_move];
	int chair = potluck_free_lawn_chair(sheet);
	take_guest(state, die);
	sheet->lawn[chair] = (uint8_t)generation;
	pg_event_push(events, PG_EVENT_PIECE_PLACED, POTLUCK_PLACE_LAWN, state->to_move,
		      POTLUCK_TARGET_LAWN + chair, generation, die, 0);
	if (chair == POTLUCK_LAWN_CHAIRS - 1)
		trigger_end(state, events);
}

static int take_from(potluck_state *state, int target)
{
	potluck_sheet *sheet = &state->sheet[state->to_move];
	if (target < POTLUCK_TARGET_LAWN)
		return potluck_sheet_remove(sheet, target);
	int generation = sheet->lawn[target - POTLUCK_TARGET_LAWN];
	sheet->lawn[target - POTLUCK_TARGET_LAWN] = 0;
	return generation;
}

static void apply_bonus(potluck_state *state, pg_move move, pg_event_list *events)
{
	potluck_action action = potluck_move_action(move);
	bool again = potluck_move_again(move);
	int die = potluck_move_die(move), target = potluck_move_target(move);
	int generation;
	switch (action) {
	case POTLUCK_ACT_BOTH:
		pay_bonus(state, POTLUCK_BONUS_BOTH, again, events);
		state->owed[1 - state->chosen_die]++;
		break;
	case POTLUCK_ACT_TWICE:
		pay_bonus(state, POTLUCK_BONUS_TWICE, again, events);
		state->owed[state->chosen_die]++;
		break;
	case POTLUCK_ACT_ERASE:
		pay_bonus(state, POTLUCK_BONUS_ERASE, again, events);
		generation = take_from(state, target);
		pg_event_push(events, PG_EVENT_PIECE_TAKEN,
			      target < POTLUCK_TARGET_LAWN ? POTLUCK_PLACE_SEAT : POTLUCK_PLACE_LAWN,
			      state->to_move, target, generation, 0, 0);
		break;
	case POTLUCK_ACT_MOVE:
		pay_bonus(state, POTLUCK_BONUS_MOVE, again, events);
		generation = take_from(state, target);
		state->holding = (uint8_t)generation;
		state->holding_from = (uint8_t)target;
		state->phase = POTLUCK_PHASE_RELOCATE;
		pg_event_push(events, PG_EVENT_PIECE_TAKEN,
			      target < POTLUCK_TARGET_LAWN ? POTLUCK_PLACE_SEAT : POTLUCK_PLACE_LAWN,
			      state->to_move, target, generation, 0, 0);
		break;
	case POTLUCK_ACT_CHANGE:
		pay_bonus(state, POTLUCK_BONUS_CHANGE, again, events);
		state->changed[die] = (uint8_t)potluck_move_generation(move);
		break;
	default:
		break;
	}
}

static void potluck_apply_move(void *opaque, pg_move move, pg_event_list *events)
{
	potluck_state *state = opaque;
	potluck_action action = potluck_move_action(move);
	int die = potluck_move_die(move), generation = potluck_move_generation(move);
	int target = potluck_move_target(move);
	int me = state->to_move;
	switch (action) {
	case POTLUCK_ACT_ROLL:
		apply_roll(state, target, events);
		return;
	case POTLUCK_ACT_UNLOCK:
		state->sheet[me].unlocked |= (uint8_t)(1u << target);
		pg_event_push(events, PG_EVENT_SPECIAL, POTLUCK_SPECIAL_UNLOCKED, me, target, 0, 0,
			      0);
		state->phase = POTLUCK_PHASE_PLACE;
		break;
	case POTLUCK_ACT_SEAT:
		take_guest(state, die);
		seat_guest(state, target, generation, events);
		pg_event_push(events, PG_EVENT_PIECE_PLACED, POTLUCK_PLACE_SEAT, me, target,
			      generation, die, 0);
		break;
	case POTLUCK_ACT_SERVER:
		apply_server(state, die, events);
		break;
	case POTLUCK_ACT_LAWN:
		apply_lawn(state, die, generation, events);
		break;
	case POTLUCK_ACT_AWAY:
		take_guest(state, die);
		pg_event_push(events, PG_EVENT_PIECE_PLACED, POTLUCK_PLACE_AWAY, me, -1,
			      potluck_die_generation(state, die), die, 0);
		break;
	case POTLUCK_ACT_WILD:
		seat_guest(state, target, generation, events);
		pg_event_push(events, PG_EVENT_PIECE_PLACED, POTLUCK_PLACE_WILD, me, target,
			      generation, -1, 0);
		state->phase = POTLUCK_PHASE_PLACE;
		break;
	case POTLUCK_ACT_PUT:
		generation = state->holding == POTLUCK_GEN_ANY ? generation : state->holding;
		seat_guest(state, target, generation, events);
		pg_event_push(events, PG_EVENT_PIECE_PLACED, POTLUCK_PLACE_RELOCATED, me, target,
			      generation, state->holding_from, 0);
		state->holding = 0;
		state->holding_from = 0;
		state->phase = POTLUCK_PHASE_PLACE;
		break;
	case POTLUCK_ACT_END:
		finish_turn(state, events);
		return;
	default:
		apply_bonus(state, move, events);
		break;
	}
	settle(state, events);
}


int potluck_legal_moves_now(const potluck_state *state, pg_move *out, int cap)
{
	return potluck_legal_moves(state, out, cap);
}

/* ---- invariants ------------------------------------------------------------ */

static bool potluck_check_invariants(const void *opaque, char *why, size_t size)
{
	const potluck_state *state = opaque;
	for (int p = 0; p < state->players; p++) {
		const potluck_sheet *sheet = &state->sheet[p];
		uint64_t occupied = 0;
		for (int s = 0; s < POTLUCK_SEATS; s++) {
			int g = sheet->seat[s];
			bool in_mask = g && (sheet->with_gen[g] & potluck_bit(s));
			if (g > POTLUCK_GENERATIONS || in_mask != (g != 0)) {
				snprintf(why, size, "player %d seat %d: masks disagree", p, s);
				return false;
			}
			if (g)
				occupied |= potluck_bit(s);
			if (g && (sheet->seat[potluck_seat_neighbour(s, 1)] == g)) {
				snprintf(why, size, "player %d seat %d: same generation beside", p, s);
				return false;
			}
		}
		if (occupied != sheet->occupied) {
			snprintf(why, size, "player %d: occupied mask is wrong", p);
			return false;
		}
		for (int g = 1; g <= POTLUCK_GENERATIONS; g++) {
			if (sheet->next_to_gen[g] != potluck_neighbours_of(sheet->with_gen[g])) {
				snprintf(why, size, "player %d: neighbour mask of %d is wrong", p, g);
				return false;
			}
		}
		if ((sheet->used & ~sheet->unlocked) || (sheet->unlocked & ~POTLUCK_ALL_BONUSES)) {
			snprintf(why, size, "player %d: a bonus is used but not unlocked", p);
			return false;
		}
		if (sheet->server[1] && !sheet->server[0]) {
			snprintf(why, size, "player %d: server spaces filled out of order", p);
			return false;
		}
	}
	return true;
}


/* ---- the table ---------------------------------------------------------- */

/* The dice are shared and rolled once a round for everyone; the book lets
 * anyone roll, so round 1 is rolled by the first player, round 2 by the
 * second, and so on round the table (alone, always by the player). */
static int potluck_chance_seat(const void *state)
{
	const potluck_state *s = state;
	if (s->phase != POTLUCK_PHASE_ROLL_DIE1 && s->phase != POTLUCK_PHASE_ROLL_DIE2)
		return -1;
	int players = s->players > 0 ? s->players : 1;
	return (s->round > 0 ? s->round - 1 : 0) % players;
}

const pg_game potluck_game = {
	.id = "potluck",
	.name = "POTLUCK!",
	.tagline = N_("Roll the rondel, seat every generation at your tables"),
	.min_players = 1,
	.max_players = POTLUCK_MAX_PLAYERS,
	.default_players = 1,
	.state_size = sizeof(potluck_state),
	.option_specs = NULL,
	.option_count = 0,
	.init = potluck_init,
	.num_seats = potluck_num_seats,
	.current_player = potluck_current_player,
	.legal_moves = potluck_legal_moves,
	.chance_outcomes = potluck_chance_outcomes,
	.apply_move = potluck_apply_move,
	.returns = potluck_returns,
	.scores = potluck_scores_hook,
	.score_breakdown = potluck_score_breakdown,
	.move_to_text = potluck_move_to_text,
	.move_from_text = potluck_move_from_text,
	.describe_move = potluck_describe_move,
	.state_to_text = potluck_state_to_text,
	.determinize = NULL,
	.chance_seat = potluck_chance_seat,
	.ai = &potluck_ai,
	.check_invariants = potluck_check_invariants,
};
