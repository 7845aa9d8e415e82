/*
 * potluck_rules.c: the POTLUCK! rule engine (see potluck_rules.h for the
 * sheet, the move encoding and the notation, docs/rules/potluck.md for the
 * decisions where the book is silent).
 *
 * Speed matters here: the AI and the benchmark play hundreds of thousands
 * of games a second, so a sheet keeps its seats as bit sets and a seat's
 * legality is three mask operations.
 */
#include "potluck_rules.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the sheet's layout (docs/rules/potluck.md says why) --------------- */

static const uint8_t table_first[POTLUCK_TABLES] = {0, 5, 9, 12, 18, 23};
static const uint8_t table_size[POTLUCK_TABLES] = {5, 4, 3, 6, 5, 7};
static const uint8_t seat_numbers[POTLUCK_SEATS] = {
	1, 2, 3, 4, 5,       /* A */
	3, 4, 3, 4,          /* B */
	4, 5, 3,             /* C */
	2, 3, 4, 5, 4, 3,    /* D */
	3, 4, 2, 3, 4,       /* E */
	1, 2, 3, 4, 5, 6, 6, /* F */
};
static const uint8_t seat_tables[POTLUCK_SEATS] = {
	0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3,
	3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5,
};
/* Seats printed with each number (index 1..6); the test suite checks these
 * against seat_numbers. */
const uint64_t potluck_number_masks[7] = {
	0, 0x800001, 0x1101002, 0x22628a4, 0x4494348, 0x8008410, 0x30000000,
};
static const int lawn_penalties[POTLUCK_LAWN_CHAIRS] = {3, 6, 10};

static const char generation_letters[] = "?CTYMOS?";
static const char *const generation_names[] = {
	"Wild", "Child", "Teenager", "Young adult", "Middle-aged adult", "Older adult",
	"Senior", "Wild guest",
};
/* The same as plurals ("makes die 1's guests Children") and with their
 * article ("a Child", "an Older adult"), for the move log's sentences. */
static const char *const generation_plurals[] = {
	"Wild guests", "Children", "Teenagers", "Young adults", "Middle-aged adults",
	"Older adults", "Seniors", "Wild guests",
};
static const char *const generation_articles[] = {
	"a", "a", "a", "a", "a", "an", "a", "a",
};
static const char *const bonus_names[POTLUCK_BONUSES] = {
	"both", "twice", "erase", "move", "change", "again",
};
static const char *const bonus_titles[POTLUCK_BONUSES] = {
	"Seat both guests", "Use a die twice", "Erase a guest",
	"Relocate a guest", "Change a die's generation", "Use a bonus again",
};
static const char *const bonus_hints[POTLUCK_BONUSES] = {
	"Bonus in use: seat the other die's guest too",
	"Bonus in use: seat your die's guest once more",
	"Bonus in use: erase a guest",
	"Bonus in use: pick a guest to relocate (any free seat, number ignored)",
	"Bonus in use: choose a new generation for a die",
	"Bonus in use: repeat a bonus you have already used",
};

int potluck_table_seat_count(int table)
{
	return table_size[table];
}

int potluck_table_first_seat(int table)
{
	return table_first[table];
}

char potluck_table_letter(int table)
{
	return (char)('A' + table);
}

int potluck_seat_table(int seat)
{
	return seat_tables[seat];
}

int potluck_seat_number(int seat)
{
	return seat_numbers[seat];
}

int potluck_seat_neighbour(int seat, int side)
{
	int table = seat_tables[seat];
	int first = table_first[table], size = table_size[table];
	int offset = seat - first + (side ? 1 : size - 1);
	return first + offset % size;
}

const uint64_t potluck_table_masks[POTLUCK_TABLES] = {
	0x1f, 0x1e0, 0xe00, 0x3f000, 0x7c0000, 0x3f800000,
};

uint64_t potluck_table_mask(int table)
{
	return potluck_table_masks[table];
}

uint64_t potluck_number_mask(int number)
{
	return (number >= 1 && number <= 6) ? potluck_number_masks[number] : 0;
}

int potluck_lawn_penalty(int chair)
{
	return lawn_penalties[chair];
}

char potluck_generation_letter(int generation)
{
	return (generation >= 0 && generation <= POTLUCK_GEN_ANY) ? generation_letters[generation]
								   : '?';
}

const char *potluck_generation_name(int generation)
{
	return (generation >= 0 && generation <= POTLUCK_GEN_ANY) ? generation_names[generation]
								   : "?";
}

const char *potluck_bonus_name(int bonus)
{
	return bonus_names[bonus];
}

const char *potluck_bonus_title(int bonus)
{
	return bonus_titles[bonus];
}

const char *potluck_bonus_hint(int bonus)
{
	return (bonus >= 0 && bonus < POTLUCK_BONUSES) ? bonus_hints[bonus] : "";
}

void potluck_seat_label(int seat, char *buf, size_t size)
{
	int table = seat_tables[seat];
	snprintf(buf, size, "%c%d", potluck_table_letter(table), seat - table_first[table] + 1);
}

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

/* ---- sheet mechanics --------------------------------------------------- */

static uint64_t bit(int seat)
{
	return (uint64_t)1 << seat;
}

static uint64_t seat_neighbour_mask(int seat)
{
	return bit(potluck_seat_neighbour(seat, 0)) | bit(potluck_seat_neighbour(seat, 1));
}

static uint64_t neighbours_of(uint64_t seats)
{
	uint64_t out = 0;
	while (seats) {
		int seat = __builtin_ctzll(seats);
		seats &= seats - 1;
		out |= seat_neighbour_mask(seat);
	}
	return out;
}

void potluck_sheet_place(potluck_sheet *sheet, int seat, int generation)
{
	sheet->seat[seat] = (uint8_t)generation;
	sheet->occupied |= bit(seat);
	sheet->with_gen[generation] |= bit(seat);
	sheet->next_to_gen[generation] |= seat_neighbour_mask(seat);
}

static int sheet_remove(potluck_sheet *sheet, int seat)
{
	int generation = sheet->seat[seat];
	sheet->seat[seat] = 0;
	sheet->occupied &= ~bit(seat);
	sheet->with_gen[generation] &= ~bit(seat);
	sheet->next_to_gen[generation] = neighbours_of(sheet->with_gen[generation]);
	return generation;
}

/* Free seats where a guest of generation may sit (0: any generation). */
static uint64_t open_for(const potluck_sheet *sheet, int generation)
{
	uint64_t blocked = 0;
	if (generation >= 1 && generation <= POTLUCK_GENERATIONS) {
		blocked = sheet->next_to_gen[generation];
	} else {
		/* A seat is closed to "any generation" only if every one is
		 * beside it, which two neighbours can never manage. */
		blocked = POTLUCK_ALL_SEATS;
		for (int g = 1; g <= POTLUCK_GENERATIONS; g++)
			blocked &= sheet->next_to_gen[g];
	}
	return POTLUCK_ALL_SEATS & ~sheet->occupied & ~blocked;
}

int potluck_table_generations(const potluck_sheet *sheet, int table)
{
	uint64_t mask = potluck_table_mask(table);
	int count = 0;
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++)
		count += (sheet->with_gen[g] & mask) != 0;
	return count;
}

bool potluck_table_full(const potluck_sheet *sheet, int table)
{
	uint64_t mask = potluck_table_mask(table);
	return (sheet->occupied & mask) == mask;
}

int potluck_table_score(const potluck_sheet *sheet, int table)
{
	int kinds = potluck_table_generations(sheet, table);
	return kinds * kinds + (potluck_table_full(sheet, table) ? table_size[table] : 0);
}

int potluck_lawn_total(const potluck_sheet *sheet)
{
	int total = 0;
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++)
		if (sheet->lawn[k])
			total -= lawn_penalties[k];
	return total;
}

int potluck_lawn_count(const potluck_sheet *sheet)
{
	return (sheet->lawn[0] != 0) + (sheet->lawn[1] != 0) + (sheet->lawn[2] != 0);
}

int potluck_server_count(const potluck_sheet *sheet)
{
	return (sheet->server[0] != 0) + (sheet->server[1] != 0);
}

int potluck_sheet_score(const potluck_sheet *sheet)
{
	int total = potluck_lawn_total(sheet);
	for (int t = 0; t < POTLUCK_TABLES; t++)
		total += potluck_table_score(sheet, t);
	return total;
}

bool potluck_sheet_all_full(const potluck_sheet *sheet)
{
	return sheet->occupied == POTLUCK_ALL_SEATS;
}

static int free_lawn_chair(const potluck_sheet *sheet)
{
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++)
		if (!sheet->lawn[k])
			return k;
	return -1;
}

static int free_server(const potluck_sheet *sheet)
{
	for (int k = 0; k < POTLUCK_SERVERS; k++)
		if (!sheet->server[k])
			return k;
	return -1;
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

static const potluck_sheet *mover_sheet(const potluck_state *state)
{
	return &state->sheet[state->to_move];
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
	return bonus_payable(mover_sheet(state), bonus, via_again);
}

/* Whether the guest at from (a seat, or TARGET_LAWN + chair) has a seat to
 * move to. */
static bool relocation_possible(const potluck_sheet *sheet, int from)
{
	if (from >= POTLUCK_TARGET_LAWN)
		return open_for(sheet, sheet->lawn[from - POTLUCK_TARGET_LAWN]) != 0;
	int generation = sheet->seat[from];
	uint64_t free_seats = POTLUCK_ALL_SEATS & ~sheet->occupied;
	/* Lifting the guest only opens seats, so when some free seat is open
	 * already the exact (slower) recount is not needed to say "some". */
	uint64_t open_now = free_seats & ~sheet->next_to_gen[generation];
	if (open_now)
		return true;
	uint64_t others = sheet->with_gen[generation] & ~bit(from);
	return (free_seats & ~neighbours_of(others) & ~bit(from)) != 0;
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
					 "Table %c: %d generations squared + %d seats full",
					 potluck_table_letter(t), kinds, table_size[t]);
		else
			pg_breakdown_add(out, kinds * kinds, "Table %c: %d generations squared",
					 potluck_table_letter(t), kinds);
	}
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++)
		if (sheet->lawn[k])
			pg_breakdown_add(out, -lawn_penalties[k], "Lawn chair %d", k + 1);
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
	const potluck_sheet *sheet = mover_sheet(state);
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
	if (!has_spare_bonus(mover_sheet(state)))
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
	const potluck_sheet *sheet = mover_sheet(state);
	bool seatable = false;
	for (int die = 0; die < 2; die++) {
		if (!potluck_die_usable(state, die))
			continue;
		uint64_t numbered = potluck_number_masks[state->die_roll[die]];
		int low, high;
		die_generation_range(state, die, &low, &high);
		for (int g = low; g <= high; g++) {
			uint64_t seats = numbered & open_for(sheet, g);
			seatable |= seats != 0;
			push_seats(list, POTLUCK_ACT_SEAT, die, g, seats);
		}
	}
	int server = free_server(sheet);
	for (int die = 0; die < 2 && server >= 0; die++)
		if (potluck_die_usable(state, die))
			push(list, POTLUCK_ACT_SERVER, die, 0, server, false);
	if (seatable)
		return;
	int chair = free_lawn_chair(sheet);
	for (int die = 0; die < 2 && chair >= 0; die++) {
		if (!potluck_die_usable(state, die))
			continue;
		int low, high;
		die_generation_range(state, die, &low, &high);
		for (int g = low; g <= high; g++)
			push(list, POTLUCK_ACT_LAWN, die, g, POTLUCK_TARGET_LAWN + chair, false);
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
	const potluck_sheet *sheet = mover_sheet(state);
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

/* The seat a lifted guest came from (none for a lawn chair). */
static uint64_t origin_mask(const potluck_state *state)
{
	return state->holding_from < POTLUCK_TARGET_LAWN ? bit(state->holding_from) : 0;
}

/* Moves are pushed in ascending encoded order: action by action, then die,
 * generation and target ascending, and the Again-paid ones (top bit) last. */
static int potluck_legal_moves(const void *opaque, pg_move *out, int cap)
{
	const potluck_state *state = opaque;
	const potluck_sheet *sheet = mover_sheet(state);
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
			push_seats(&list, POTLUCK_ACT_WILD, 0, g, open_for(sheet, g));
		break;
	case POTLUCK_PHASE_RELOCATE:
		push_seats(&list, POTLUCK_ACT_PUT, 0, state->holding,
			   open_for(sheet, state->holding) & ~origin_mask(state));
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
	int slot = free_server(sheet);
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
	int chair = free_lawn_chair(sheet);
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
		return sheet_remove(sheet, target);
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
		seat_guest(state, target, state->holding, events);
		pg_event_push(events, PG_EVENT_PIECE_PLACED, POTLUCK_PLACE_RELOCATED, me, target,
			      state->holding, state->holding_from, 0);
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

/* ---- prompts and seat checks for the scene ----------------------------- */

potluck_seat_problem potluck_check_seat(const potluck_sheet *sheet, int seat, int generation,
					int number)
{
	if (seat < 0 || seat >= POTLUCK_SEATS)
		return POTLUCK_SEAT_NO_SUCH_SEAT;
	if (number && seat_numbers[seat] != number)
		return POTLUCK_SEAT_WRONG_NUMBER;
	if (sheet->occupied & bit(seat))
		return POTLUCK_SEAT_TAKEN;
	if (!(open_for(sheet, generation) & bit(seat)))
		return POTLUCK_SEAT_SAME_GENERATION_NEXT;
	return POTLUCK_SEAT_OK;
}

potluck_seat_problem potluck_die_seat_problem(const potluck_state *state, int die, int seat)
{
	if (!potluck_die_usable(state, die))
		return POTLUCK_SEAT_NO_GUEST;
	return potluck_check_seat(mover_sheet(state), seat, potluck_die_generation(state, die),
				  state->die_roll[die]);
}

potluck_seat_problem potluck_free_seat_problem(const potluck_state *state, int seat)
{
	if (state->phase == POTLUCK_PHASE_WILD)
		return potluck_check_seat(mover_sheet(state), seat, 0, 0);
	if (state->phase != POTLUCK_PHASE_RELOCATE)
		return POTLUCK_SEAT_NO_GUEST;
	if (seat >= 0 && seat < POTLUCK_SEATS && (origin_mask(state) & bit(seat)))
		return POTLUCK_SEAT_WHERE_IT_CAME_FROM;
	return potluck_check_seat(mover_sheet(state), seat, state->holding, 0);
}

const char *potluck_seat_problem_text(potluck_seat_problem problem)
{
	static const char *const texts[] = {
		"This seat is free for the guest.",
		"There is no such seat.",
		"The seat's number is not the number rolled.",
		"Someone already sits there.",
		"A guest of the same generation sits next to it.",
		"That is where the guest came from.",
		"No guest is waiting from there.",
	};
	return ((unsigned)problem < sizeof texts / sizeof texts[0]) ? texts[problem] : "";
}

static const char *place_prompt(const potluck_state *state)
{
	if (potluck_guests_waiting(state) == 0)
		return "Use a bonus or end your turn";
	if (state->chosen_die < 0) {
		pg_move moves[PG_MAX_MOVES];
		int n = potluck_legal_moves(state, moves, PG_MAX_MOVES);
		for (int i = 0; i < n; i++)
			if (potluck_move_action(moves[i]) == POTLUCK_ACT_SEAT)
				return "Choose a die and seat its guest";
		for (int i = 0; i < n; i++)
			if (potluck_move_action(moves[i]) == POTLUCK_ACT_LAWN)
				return "No seat fits: send a guest to a server space or a lawn chair";
		return "No seat fits and the lawn chairs are full: the guest goes home";
	}
	return state->owed[0] ? "Seat the extra guest of die 1" : "Seat the extra guest of die 2";
}

int potluck_prompt(const potluck_state *state, char *buf, size_t size)
{
	const char *text = "";
	switch (state->phase) {
	case POTLUCK_PHASE_ROLL_DIE1: text = "Roll die 1"; break;
	case POTLUCK_PHASE_ROLL_DIE2: text = "Roll die 2"; break;
	case POTLUCK_PHASE_UNLOCK: text = "Doubles! Choose a bonus to unlock"; break;
	case POTLUCK_PHASE_PLACE: text = place_prompt(state); break;
	case POTLUCK_PHASE_WILD: text = "Seat the servers' wild: any generation, any seat"; break;
	case POTLUCK_PHASE_RELOCATE: text = bonus_hints[POTLUCK_BONUS_MOVE]; break;
	case POTLUCK_PHASE_GAME_OVER: text = "The potluck is over"; break;
	default: break;
	}
	bool last = state->final_round && state->phase != POTLUCK_PHASE_GAME_OVER;
	return snprintf(buf, size, "%s%s", last ? "Final round: " : "", text);
}

/* ---- notation ----------------------------------------------------------- */

static int target_text(int target, char *buf, size_t size)
{
	if (target >= POTLUCK_TARGET_LAWN)
		return snprintf(buf, size, "L%d", target - POTLUCK_TARGET_LAWN + 1);
	potluck_seat_label(target, buf, size);
	return (int)strlen(buf);
}

static int potluck_move_to_text(const void *opaque, pg_move move, char *buf, size_t size)
{
	(void)opaque;
	potluck_action action = potluck_move_action(move);
	int die = potluck_move_die(move) + 1, target = potluck_move_target(move);
	char g = potluck_generation_letter(potluck_move_generation(move));
	char where[8];
	target_text(target, where, sizeof where);
	const char *again = potluck_move_again(move) ? "again:" : "";
	switch (action) {
	case POTLUCK_ACT_ROLL: return snprintf(buf, size, "roll:%d", target);
	case POTLUCK_ACT_UNLOCK: return snprintf(buf, size, "unlock:%s", bonus_names[target % 6]);
	case POTLUCK_ACT_SEAT: return snprintf(buf, size, "d%d%c@%s", die, g, where);
	case POTLUCK_ACT_SERVER: return snprintf(buf, size, "d%d@srv", die);
	case POTLUCK_ACT_LAWN: return snprintf(buf, size, "d%d%c@lawn", die, g);
	case POTLUCK_ACT_AWAY: return snprintf(buf, size, "d%d@away", die);
	case POTLUCK_ACT_WILD: return snprintf(buf, size, "wild:%c@%s", g, where);
	case POTLUCK_ACT_BOTH: return snprintf(buf, size, "%sboth", again);
	case POTLUCK_ACT_TWICE: return snprintf(buf, size, "%stwice", again);
	case POTLUCK_ACT_ERASE: return snprintf(buf, size, "%serase@%s", again, where);
	case POTLUCK_ACT_MOVE: return snprintf(buf, size, "%smove@%s", again, where);
	case POTLUCK_ACT_PUT: return snprintf(buf, size, "put@%s", where);
	case POTLUCK_ACT_CHANGE: return snprintf(buf, size, "%schange:d%d%c", again, die, g);
	case POTLUCK_ACT_END: return snprintf(buf, size, "end");
	default: return snprintf(buf, size, "?");
	}
}

static int parse_generation(char c)
{
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++)
		if (generation_letters[g] == c)
			return g;
	return 0;
}

/* "B3" -> seat index, "L2" -> TARGET_LAWN + 1; -1 if neither. */
static int parse_target(const char *text)
{
	if (text[0] == 'L' && text[1] >= '1' && text[1] <= '3' && !text[2])
		return POTLUCK_TARGET_LAWN + text[1] - '1';
	if (text[0] < 'A' || text[0] > 'F' || text[1] < '1' || text[1] > '9' || text[2])
		return -1;
	int table = text[0] - 'A', index = text[1] - '1';
	return index < table_size[table] ? table_first[table] + index : -1;
}

static bool parse_seat_target(const char *text, int *seat)
{
	*seat = parse_target(text);
	return *seat >= 0 && *seat < POTLUCK_SEATS;
}

/* "d1T@B3", "d1@B3", "d2@srv", "d1C@lawn", "d1@away". */
static bool parse_die_move(const potluck_state *state, const char *text, pg_move *out)
{
	if (text[0] != 'd' || (text[1] != '1' && text[1] != '2'))
		return false;
	int die = text[1] - '1';
	const char *rest = text + 2;
	int generation = 0;
	if (*rest != '@') {
		generation = parse_generation(*rest);
		if (!generation || rest[1] != '@')
			return false;
		rest++;
	}
	rest++;
	int fixed = potluck_die_generation(state, die);
	if (!generation)
		generation = fixed;
	const potluck_sheet *sheet = mover_sheet(state);
	if (!strcmp(rest, "srv")) {
		int slot = free_server(sheet);
		*out = potluck_move_make(POTLUCK_ACT_SERVER, die, 0, slot < 0 ? 0 : slot, false);
		return true;
	}
	if (!strcmp(rest, "away")) {
		*out = potluck_move_make(POTLUCK_ACT_AWAY, die, 0, 0, false);
		return true;
	}
	if (!generation)
		return false; /* a Wild die's guest needs its letter */
	if (!strcmp(rest, "lawn")) {
		int chair = free_lawn_chair(sheet);
		*out = potluck_move_make(POTLUCK_ACT_LAWN, die, generation,
					 POTLUCK_TARGET_LAWN + (chair < 0 ? 0 : chair), false);
		return true;
	}
	int seat;
	if (!parse_seat_target(rest, &seat))
		return false;
	*out = potluck_move_make(POTLUCK_ACT_SEAT, die, generation, seat, false);
	return true;
}

static bool parse_bonus_move(const char *text, bool again, pg_move *out)
{
	int target;
	if (!strcmp(text, "both")) {
		*out = potluck_move_make(POTLUCK_ACT_BOTH, 0, 0, 0, again);
		return true;
	}
	if (!strcmp(text, "twice")) {
		*out = potluck_move_make(POTLUCK_ACT_TWICE, 0, 0, 0, again);
		return true;
	}
	if (!strncmp(text, "erase@", 6) && (target = parse_target(text + 6)) >= 0) {
		*out = potluck_move_make(POTLUCK_ACT_ERASE, 0, 0, target, again);
		return true;
	}
	if (!strncmp(text, "move@", 5) && (target = parse_target(text + 5)) >= 0) {
		*out = potluck_move_make(POTLUCK_ACT_MOVE, 0, 0, target, again);
		return true;
	}
	if (!strncmp(text, "change:d", 8) && (text[8] == '1' || text[8] == '2') &&
	    parse_generation(text[9]) && !text[10]) {
		*out = potluck_move_make(POTLUCK_ACT_CHANGE, text[8] - '1',
					 parse_generation(text[9]), 0, again);
		return true;
	}
	return false;
}

static bool potluck_move_from_text(const void *opaque, const char *text, pg_move *out)
{
	const potluck_state *state = opaque;
	if (!strncmp(text, "roll:", 5) && text[5] >= '1' && text[5] <= '6' && !text[6]) {
		*out = potluck_move_make(POTLUCK_ACT_ROLL, 0, 0, text[5] - '0', false);
		return true;
	}
	if (!strncmp(text, "unlock:", 7)) {
		for (int b = 0; b < POTLUCK_BONUSES; b++) {
			if (!strcmp(text + 7, bonus_names[b])) {
				*out = potluck_move_make(POTLUCK_ACT_UNLOCK, 0, 0, b, false);
				return true;
			}
		}
		return false;
	}
	if (!strcmp(text, "end")) {
		*out = potluck_move_make(POTLUCK_ACT_END, 0, 0, 0, false);
		return true;
	}
	int seat, generation;
	if (!strncmp(text, "wild:", 5) && (generation = parse_generation(text[5])) &&
	    text[6] == '@' && parse_seat_target(text + 7, &seat)) {
		*out = potluck_move_make(POTLUCK_ACT_WILD, 0, generation, seat, false);
		return true;
	}
	if (!strncmp(text, "put@", 4) && parse_seat_target(text + 4, &seat)) {
		*out = potluck_move_make(POTLUCK_ACT_PUT, 0, state->holding, seat, false);
		return true;
	}
	if (text[0] == 'd')
		return parse_die_move(state, text, out);
	if (!strncmp(text, "again:", 6))
		return parse_bonus_move(text + 6, true, out);
	return parse_bonus_move(text, false, out);
}

/* ---- sentences ----------------------------------------------------------- */

static int potluck_describe_move(const void *opaque, pg_move move, char *buf, size_t size)
{
	const potluck_state *state = opaque;
	potluck_action action = potluck_move_action(move);
	int die = potluck_move_die(move) + 1, target = potluck_move_target(move);
	const char *who_name = generation_names[potluck_move_generation(move)];
	const char *article = generation_articles[potluck_move_generation(move)];
	char where[8];
	target_text(target, where, sizeof where);
	/* "at B3" for a seat, "in lawn chair 2" for a chair. */
	char place[24];
	if (target >= POTLUCK_TARGET_LAWN && target < POTLUCK_TARGET_LAWN + POTLUCK_LAWN_CHAIRS)
		snprintf(place, sizeof place, "in lawn chair %d", target - POTLUCK_TARGET_LAWN + 1);
	else
		snprintf(place, sizeof place, "at %s", where);
	char who[24];
	snprintf(who, sizeof who, "Player %d", state->to_move + 1);
	const char *paid = potluck_move_again(move) ? " (paid with the Again bonus)" : "";
	switch (action) {
	case POTLUCK_ACT_ROLL:
		return snprintf(buf, size, "Die %d rolls %d.",
				state->phase == POTLUCK_PHASE_ROLL_DIE1 ? 1 : 2, target);
	case POTLUCK_ACT_UNLOCK:
		return snprintf(buf, size, "%s unlocks the bonus \"%s\".", who,
				bonus_titles[target % 6]);
	case POTLUCK_ACT_SEAT:
		return snprintf(buf, size, "%s seats die %d's guest, %s %s, at %s.", who, die,
				article, who_name, where);
	case POTLUCK_ACT_SERVER:
		return snprintf(buf, size, "%s makes die %d's guest a server.", who, die);
	case POTLUCK_ACT_LAWN:
		return snprintf(buf, size, "%s has no seat for die %d's guest, %s %s: lawn chair %d.",
				who, die, article, who_name, target - POTLUCK_TARGET_LAWN + 1);
	case POTLUCK_ACT_AWAY:
		return snprintf(buf, size, "%s has no seat or lawn chair left: die %d's guest goes home.",
				who, die);
	case POTLUCK_ACT_WILD:
		return snprintf(buf, size, "%s seats the servers' wild as %s %s at %s.", who, article,
				who_name, where);
	case POTLUCK_ACT_BOTH:
		return snprintf(buf, size, "%s will seat both dice's guests this turn%s.", who, paid);
	case POTLUCK_ACT_TWICE:
		return snprintf(buf, size, "%s will seat die %d's guest twice%s.", who,
				state->chosen_die + 1, paid);
	case POTLUCK_ACT_ERASE:
		return snprintf(buf, size, "%s erases the guest %s%s.", who, place, paid);
	case POTLUCK_ACT_MOVE:
		return snprintf(buf, size, "%s lifts the guest %s to relocate them%s.", who, place,
				paid);
	case POTLUCK_ACT_PUT:
		return snprintf(buf, size, "%s relocates the guest to %s.", who, where);
	case POTLUCK_ACT_CHANGE:
		return snprintf(buf, size, "%s makes die %d's guests %s this turn%s.", who, die,
				generation_plurals[potluck_move_generation(move)], paid);
	case POTLUCK_ACT_END:
		return snprintf(buf, size, "%s ends the turn.", who);
	default:
		return snprintf(buf, size, "?");
	}
}

/* ---- state as text -------------------------------------------------------- */

static const char *const phase_names[] = {
	"roll-die-1", "roll-die-2", "unlock", "place", "wild", "relocate", "game-over",
};

static size_t append(char *buf, size_t size, size_t used, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 4, 5)))
#endif
	;

static size_t append(char *buf, size_t size, size_t used, const char *fmt, ...)
{
	if (used >= size)
		return used;
	va_list args;
	va_start(args, fmt);
	int n = vsnprintf(buf + used, size - used, fmt, args);
	va_end(args);
	return n < 0 ? used : used + (size_t)n;
}

static size_t sheet_text(const potluck_sheet *sheet, char *buf, size_t size, size_t used)
{
	for (int t = 0; t < POTLUCK_TABLES; t++) {
		used = append(buf, size, used, " %c:", potluck_table_letter(t));
		for (int s = table_first[t]; s < table_first[t] + table_size[t]; s++)
			used = append(buf, size, used, "%c",
				      sheet->seat[s] ? generation_letters[sheet->seat[s]] : '.');
	}
	used = append(buf, size, used, " srv:%c%c lawn:%c%c%c bonus:",
		      sheet->server[0] ? generation_letters[sheet->server[0]] : '.',
		      sheet->server[1] ? generation_letters[sheet->server[1]] : '.',
		      sheet->lawn[0] ? generation_letters[sheet->lawn[0]] : '.',
		      sheet->lawn[1] ? generation_letters[sheet->lawn[1]] : '.',
		      sheet->lawn[2] ? generation_letters[sheet->lawn[2]] : '.');
	for (int b = 0; b < POTLUCK_BONUSES; b++) {
		char mark = (sheet->used & (1u << b))       ? 'x'
			    : (sheet->unlocked & (1u << b)) ? 'o'
							    : '-';
		used = append(buf, size, used, "%c", mark);
	}
	return append(buf, size, used, " score:%d\n", potluck_sheet_score(sheet));
}

static int potluck_state_to_text(const void *opaque, char *buf, size_t size)
{
	const potluck_state *state = opaque;
	size_t used = append(buf, size, 0, "round %d%s phase %s to_move %d\n", state->round,
			     state->final_round ? " (final)" : "", phase_names[state->phase],
			     state->to_move);
	used = append(buf, size, used, "die1 %c rolled %d, die2 %c rolled %d\n",
		      generation_letters[state->die_wedge[0]], state->die_roll[0],
		      generation_letters[state->die_wedge[1]], state->die_roll[1]);
	for (int p = 0; p < state->players; p++) {
		used = append(buf, size, used, "player %d:", p + 1);
		used = sheet_text(&state->sheet[p], buf, size, used);
	}
	return (int)(used < size ? used : size ? size - 1 : 0);
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
			bool in_mask = g && (sheet->with_gen[g] & bit(s));
			if (g > POTLUCK_GENERATIONS || in_mask != (g != 0)) {
				snprintf(why, size, "player %d seat %d: masks disagree", p, s);
				return false;
			}
			if (g)
				occupied |= bit(s);
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
			if (sheet->next_to_gen[g] != neighbours_of(sheet->with_gen[g])) {
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
	.tagline = "Roll the rondel, seat every generation at your tables",
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
