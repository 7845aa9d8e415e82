/*
 * potluck_ai.c: what the AI knows about POTLUCK!.
 *
 * Two sheet values:
 *
 *  - The policy's estimate (sheet_estimate): the sheet's points now plus a
 *    weighted sum of features (the generations its free seats can still
 *    add, how near each table is to full, numbers left without a free seat,
 *    lawn chairs, empty server spaces, unused bonuses), weights tuned by
 *    the cross-entropy method for the one-move policy below. The playout
 *    policy and NORMAL's leaves use it; evaluate() maps it to [0,1] (linearly when
 *    solo, as a win estimate against the best rival otherwise).
 *  - The search's leaf value (value_estimate): points now plus a
 *    calibrated estimate of the points still to come, fitted by least
 *    squares to self-play outcomes (tools/potluck_fit.c), with the risk of
 *    the free seats' numbers running out (fill_risk, a small dynamic
 *    programme) as its strongest feature. Games that are ending are valued
 *    exactly (late_gain).
 *
 * The levels:
 *   GREEDY  the baseline: the move with the best immediate sheet
 *           value (the most points now, no thought for later)
 *   EASY    a beginner: plays as GREEDY does
 *   NORMAL  the whole turn searched (bonuses, unlocks, the guest, the
 *           servers' wild), each way it can end valued over the next roll
 *           and its best guest (expectimax, depth 1), with the policy's
 *           estimate at the leaves
 *   HARD    the same with the search's leaf value, and the budget's best
 *           few ends of the turn searched two rolls deep (the next roll,
 *           its best guest, the roll after and its best guest)
 * Alone the search maximises the expected final score; with several
 * players it maximises the chance of beating the best rival's estimated
 * score. Budgets are counts (turn ends searched deep, depth), so a seeded
 * game plays the same on any machine; max_seconds is only a safety net.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "pg_ai.h"
#include "potluck_rules.h"

/* Features of a sheet whose weighted sum estimates the points it will
 * still make. */
enum {
	F_NEW_GENERATIONS,   /* sum over tables of x = min(free seats, missing generations) */
	F_NEW_TIMES_HAVE,    /* sum of x * generations present (bigger squares) */
	F_NEW_SQUARED,       /* sum of x * x */
	F_FULL_IN_1,         /* seats of tables one guest from full */
	F_FULL_IN_2,
	F_FULL_IN_3,
	F_FULL_IN_MORE,
	F_FREE_SEATS,
	F_DEAD_NUMBERS,      /* numbers with no free seat left */
	F_DEAD_SQUARED,
	F_LAST_SEAT_NUMBERS, /* numbers with one free seat left */
	F_LAWN,              /* lawn chairs taken */
	F_NEW_TIMES_LAWN,    /* potential fades as the lawn fills (the end nears) */
	F_NEAR_FULL_TIMES_LAWN,
	F_FREE_SERVERS,
	F_SPARE_BONUS,       /* + bonus: unlocked and not yet used */
	FEATURE_COUNT = F_SPARE_BONUS + POTLUCK_BONUSES
};

typedef struct potluck_weights {
	double feature[FEATURE_COUNT];
	double late_guest; /* what one more guest adds when the game is ending */
} potluck_weights;

static const potluck_weights default_weights = {
	.feature = {
		[F_NEW_GENERATIONS] = 2.758,
		[F_NEW_TIMES_HAVE] = 1.100,
		[F_NEW_SQUARED] = -0.249,
		[F_FULL_IN_1] = 0.506,
		[F_FULL_IN_2] = 0.036,
		[F_FULL_IN_3] = -0.248,
		[F_FULL_IN_MORE] = -0.387,
		[F_FREE_SEATS] = -0.287,
		[F_DEAD_NUMBERS] = -1.421,
		[F_DEAD_SQUARED] = -0.351,
		[F_LAST_SEAT_NUMBERS] = -1.446,
		[F_LAWN] = -0.461,
		[F_NEW_TIMES_LAWN] = -0.341,
		[F_NEAR_FULL_TIMES_LAWN] = -0.049,
		[F_FREE_SERVERS] = 3.339,
		[F_SPARE_BONUS] = 2.223, 2.021, 2.498, 4.027, 4.359, 3.664,
	},
	.late_guest = 3.869,
};

/* ---- the sheet heuristic ------------------------------------------------ */

/* What both sheet values read off the tables, in one pass: the points
 * the tables score now, and over the tables not yet full the generations
 * their free seats can still add ("more"), with its products, and the
 * seats of the tables that are 1, 2, 3 or more seats from full. */
typedef struct table_sums {
	int score;
	double more, more_have, more_squared;
	double full_in[4]; /* 1, 2, 3, more free seats */
	double near_full;  /* seats of tables 1 or 2 seats from full */
} table_sums;

static void sum_tables(const potluck_sheet *sheet, uint64_t free_seats, table_sums *t)
{
	memset(t, 0, sizeof *t);
	for (int i = 0; i < POTLUCK_TABLES; i++) {
		uint64_t mask = potluck_table_masks[i];
		int have = 0;
		for (int g = 1; g <= POTLUCK_GENERATIONS; g++)
			have += (sheet->with_gen[g] & mask) != 0;
		int open = potluck_bits(mask & free_seats), size = potluck_bits(mask);
		t->score += have * have;
		if (open == 0) {
			t->score += size;
			continue;
		}
		int missing = POTLUCK_GENERATIONS - have;
		double more = open < missing ? open : missing;
		t->more += more;
		t->more_have += more * have;
		t->more_squared += more * more;
		t->full_in[open < 4 ? open - 1 : 3] += size;
		if (open <= 2)
			t->near_full += size;
	}
}

/* Fills x with the features of sheet and returns its score now (both in
 * one pass: this is the AI's innermost loop). */
static int sheet_features(const potluck_sheet *sheet, double *x)
{
	memset(x, 0, sizeof(double) * FEATURE_COUNT);
	uint64_t free_seats = POTLUCK_ALL_SEATS & ~sheet->occupied;
	table_sums t;
	sum_tables(sheet, free_seats, &t);
	int score = potluck_lawn_total(sheet) + t.score;
	x[F_NEW_GENERATIONS] = t.more;
	x[F_NEW_TIMES_HAVE] = t.more_have;
	x[F_NEW_SQUARED] = t.more_squared;
	x[F_FULL_IN_1] = t.full_in[0];
	x[F_FULL_IN_2] = t.full_in[1];
	x[F_FULL_IN_3] = t.full_in[2];
	x[F_FULL_IN_MORE] = t.full_in[3];
	x[F_FREE_SEATS] = potluck_bits(free_seats);
	for (int n = 1; n <= 6; n++) {
		uint64_t left = potluck_number_masks[n] & free_seats;
		x[F_DEAD_NUMBERS] += left == 0;
		x[F_LAST_SEAT_NUMBERS] += left && !(left & (left - 1));
	}
	x[F_DEAD_SQUARED] = x[F_DEAD_NUMBERS] * x[F_DEAD_NUMBERS];
	x[F_LAWN] = potluck_lawn_count(sheet);
	x[F_NEW_TIMES_LAWN] = x[F_NEW_GENERATIONS] * x[F_LAWN];
	x[F_NEAR_FULL_TIMES_LAWN] = t.near_full * x[F_LAWN];
	x[F_FREE_SERVERS] = POTLUCK_SERVERS - potluck_server_count(sheet);
	for (int b = 0; b < POTLUCK_BONUSES; b++)
		x[F_SPARE_BONUS + b] = ((sheet->unlocked & ~sheet->used) >> b) & 1;
	return score;
}

/* The estimated final score of a sheet while the game is not ending. */
static double sheet_estimate(const potluck_sheet *sheet, const potluck_weights *w)
{
	double x[FEATURE_COUNT];
	double value = sheet_features(sheet, x);
	for (int i = 0; i < FEATURE_COUNT; i++)
		value += w->feature[i] * x[i];
	return value;
}

/* ---- the risk of the numbers running out --------------------------------- */

/*
 * Most points lost in POTLUCK! are lost at the end: when the seats still
 * free carry numbers the dice seldom show together, rounds pass with no
 * seat for either guest and the lawn chairs fill (-3, -6, -10), and a game
 * ended by the third chair leaves tables unfinished. The leaf value reads
 * this risk off a small dynamic programme over the free seats' numbers
 * only (generations ignored): counts of free seats per number (the 3s and
 * 4s capped at four), server spaces used and lawn chairs taken. Each round
 * two numbers are rolled and the guest goes where it keeps the most value:
 * a seat of its number, a server space (the second brings a wild for any
 * seat), or, when no seat fits, the next lawn chair. It returns the
 * expected lawn points plus UNFILLED_COST per seat left empty when the game
 * ends. States are worked out on demand and kept for one search.
 */
enum {
	UNFILLED_COST = 8,
	RISK_STATES = 3 * 5 * 5 * 5 * 5 * 3 * 3 * 3,
};

static const int risk_cap[7] = {0, 2, 4, 4, 4, 4, 2};

static int risk_index(const int *c, int servers, int chairs)
{
	int index = 0;
	for (int n = 1; n <= 6; n++)
		index = index * (risk_cap[n] + 1) + c[n];
	return (index * 3 + servers) * 3 + chairs;
}

/* All seats are full: the last guest goes to a server space, else to a
 * lawn chair. */
static double risk_when_full(int servers, int chairs)
{
	if (servers < POTLUCK_SERVERS)
		return 0;
	return chairs < POTLUCK_LAWN_CHAIRS ? -potluck_lawn_penalty(chairs) : 0;
}

/* The third chair is taken: one more guest, then the empty seats cost. */
static double risk_after_third_chair(const int *c, int servers)
{
	int total = 0;
	for (int n = 1; n <= 6; n++)
		total += c[n];
	if (total == 0)
		return 0;
	if (servers == POTLUCK_SERVERS - 1)
		return -UNFILLED_COST * (total - 1.0); /* the wild fills one */
	int dead = 0;
	for (int n = 1; n <= 6; n++)
		dead += c[n] == 0;
	double miss = (dead / 6.0) * (dead / 6.0);
	return -UNFILLED_COST * (total - 1.0 + miss);
}

static double risk_value(float *memo, int *c, int servers, int chairs);

/* The value after a guest takes a seat numbered n. */
static double risk_after_seat(float *memo, int *c, int n, int servers, int chairs)
{
	c[n]--;
	int total = 0;
	for (int k = 1; k <= 6; k++)
		total += c[k];
	double value = total == 0 ? risk_when_full(servers, chairs)
				  : risk_value(memo, c, servers, chairs);
	c[n]++;
	return value;
}

static double risk_value(float *memo, int *c, int servers, int chairs)
{
	int index = risk_index(c, servers, chairs);
	if (memo[index] == memo[index]) /* not NaN: known */
		return memo[index];
	double seat[7];
	for (int n = 1; n <= 6; n++)
		seat[n] = c[n] ? risk_after_seat(memo, c, n, servers, chairs) : -INFINITY;
	double server = -INFINITY;
	if (servers == 0) {
		server = risk_value(memo, c, 1, chairs);
	} else if (servers == 1) {
		for (int n = 1; n <= 6; n++)
			if (c[n]) {
				double value = risk_after_seat(memo, c, n, 2, chairs);
				server = value > server ? value : server;
			}
	}
	double lawn = -potluck_lawn_penalty(chairs) +
		      (chairs == POTLUCK_LAWN_CHAIRS - 1 ? risk_after_third_chair(c, servers)
							 : risk_value(memo, c, servers, chairs + 1));
	double total = 0;
	for (int a = 1; a <= 6; a++) {
		for (int b = 1; b <= 6; b++) {
			double best = seat[a] > seat[b] ? seat[a] : seat[b];
			if (server > best)
				best = server;
			if (seat[a] == -INFINITY && seat[b] == -INFINITY && lawn > best)
				best = lawn;
			total += best;
		}
	}
	memo[index] = (float)(total / 36.0);
	return memo[index];
}

/* The expected points the numbers' running out will cost sheet (game not
 * ending); memo: RISK_STATES floats, NaN where not worked out yet. */
static double fill_risk(const potluck_sheet *sheet, float *memo)
{
	int c[7] = {0};
	uint64_t free_seats = POTLUCK_ALL_SEATS & ~sheet->occupied;
	int total = 0;
	for (int n = 1; n <= 6; n++) {
		int left = potluck_bits(potluck_number_masks[n] & free_seats);
		c[n] = left < risk_cap[n] ? left : risk_cap[n];
		total += c[n];
	}
	int chairs = potluck_lawn_count(sheet);
	int servers = potluck_server_count(sheet);
	if (chairs >= POTLUCK_LAWN_CHAIRS)
		return 0;
	if (total == 0)
		return risk_when_full(servers, chairs);
	return risk_value(memo, c, servers, chairs);
}

static float *risk_memo_new(void)
{
	float *memo = malloc(sizeof *memo * RISK_STATES);
	if (memo)
		for (int i = 0; i < RISK_STATES; i++)
			memo[i] = NAN;
	return memo;
}

/* ---- the search's leaf value -------------------------------------------- */

/* The expectimax below compares sheets at different depths and averages
 * them over the dice, so its leaf value must be calibrated: an unbiased
 * estimate of the points a sheet will still make, not just a good way to
 * rank one move's results. These features, and the same features scaled by
 * the share of seats still free (so every weight slides smoothly from the
 * opening to the end game), were fitted by least squares to the points
 * actually made after each turn in self-play of the search itself
 * (tools/potluck_fit.c). */
enum {
	V_CONST,
	V_NEW,        /* sum over tables of x = min(free seats, missing generations) */
	V_NEW_HAVE,   /* x * generations present */
	V_NEW_SQ,     /* x * x */
	V_FULL_IN_1,  /* seats of tables one guest from full */
	V_FULL_IN_2,
	V_FULL_IN_3,
	V_FULL_IN_MORE,
	V_FREE,       /* free seats */
	V_DEAD,       /* numbers without a free seat */
	V_DEAD_SQ,
	V_LAST,       /* numbers with one free seat */
	V_TWO_LEFT,   /* numbers with two free seats */
	V_LAWN,       /* lawn chairs taken */
	V_NEXT_CHAIR, /* the next lawn chair's penalty */
	V_RISK,       /* dead numbers squared times the next chair's penalty */
	V_TIGHT,      /* (free seat, generation) pairs blocked by a neighbour */
	V_SERVERS,    /* free server spaces */
	V_FILL_RISK,  /* fill_risk() */
	V_BONUS,      /* + bonus: unlocked and not yet used */
	V_BASE = V_BONUS + POTLUCK_BONUSES,
	V_COUNT = 2 * V_BASE,
};

static const double value_weights[V_COUNT] = {
	5.8619, 0.5601, 1.1356, 0.1153, 0.5708, 0.4358,
	0.3261, 0.1715, 0.2977, -1.8939, -0.0696, -1.8970,
	-0.3950, -5.6206, 1.4589, 0.0623, 0.0183, 3.7006,
	0.5050, -0.1261, -1.4116, -1.1109, 10.0562, 2.6962,
	5.1614, 8.9302, 0.5317, 0.4607, 0.1534, 0.4082,
	0.3949, 0.4324, 0.4811, 0.4195, -9.4630, -1.0558,
	-4.1550, -2.9124, -5.2313, 3.0425, -1.5154, -0.1852,
	6.2556, -0.8716, -8.5047, 3.3638, 6.5199, -2.9126,
	-4.9405, -8.6759,
};

/* Fills x with the value features of sheet and returns its score now. */
static int value_features(const potluck_sheet *sheet, double *x, float *memo)
{
	memset(x, 0, sizeof(double) * V_COUNT);
	uint64_t free_seats = POTLUCK_ALL_SEATS & ~sheet->occupied;
	table_sums t;
	sum_tables(sheet, free_seats, &t);
	int score = potluck_lawn_total(sheet) + t.score;
	x[V_CONST] = 1;
	x[V_NEW] = t.more;
	x[V_NEW_HAVE] = t.more_have;
	x[V_NEW_SQ] = t.more_squared;
	x[V_FULL_IN_1] = t.full_in[0];
	x[V_FULL_IN_2] = t.full_in[1];
	x[V_FULL_IN_3] = t.full_in[2];
	x[V_FULL_IN_MORE] = t.full_in[3];
	int free_count = potluck_bits(free_seats);
	x[V_FREE] = free_count;
	for (int n = 1; n <= 6; n++) {
		int left = potluck_bits(potluck_number_masks[n] & free_seats);
		x[V_DEAD] += left == 0;
		x[V_LAST] += left == 1;
		x[V_TWO_LEFT] += left == 2;
	}
	x[V_DEAD_SQ] = x[V_DEAD] * x[V_DEAD];
	int chairs = potluck_lawn_count(sheet);
	x[V_LAWN] = chairs;
	x[V_NEXT_CHAIR] = chairs < POTLUCK_LAWN_CHAIRS ? potluck_lawn_penalty(chairs) : 0;
	x[V_RISK] = x[V_DEAD_SQ] * x[V_NEXT_CHAIR] / 10.0;
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++)
		x[V_TIGHT] += potluck_bits(free_seats & sheet->next_to_gen[g]);
	x[V_SERVERS] = POTLUCK_SERVERS - potluck_server_count(sheet);
	x[V_FILL_RISK] = memo ? fill_risk(sheet, memo) : 0;
	for (int b = 0; b < POTLUCK_BONUSES; b++)
		x[V_BONUS + b] = ((sheet->unlocked & ~sheet->used) >> b) & 1;
	double late = free_count / (double)POTLUCK_SEATS;
	for (int i = 0; i < V_BASE; i++)
		x[V_BASE + i] = x[i] * late;
	return score;
}

static double value_estimate(const potluck_sheet *sheet, const double *vw, float *memo)
{
	double x[V_COUNT];
	double value = value_features(sheet, x, memo);
	for (int i = 0; i < V_COUNT; i++)
		value += vw[i] * x[i];
	return value;
}

/* What unlocking bonus b adds to value_estimate() of sheet. */
static double value_of_bonus(const potluck_sheet *sheet, int b, const double *vw)
{
	double late = potluck_bits(POTLUCK_ALL_SEATS & ~sheet->occupied) / (double)POTLUCK_SEATS;
	return vw[V_BONUS + b] + vw[V_BASE + V_BONUS + b] * late;
}

/* Guests seat will still place after this moment when the game is ending
 * (the end was triggered), or -1 while it is not. */
static int guests_to_come(const potluck_state *state, int seat)
{
	if (state->phase == POTLUCK_PHASE_GAME_OVER)
		return 0;
	if (!state->end_triggered)
		return -1;
	bool played = state->phase >= POTLUCK_PHASE_UNLOCK && state->to_move >= seat;
	return (state->final_round ? 0 : 1) + (played ? 0 : 1);
}

/* The estimated final score of seat's sheet in this state (guests still
 * pending in seat's turn are not counted here; see turn_value). */
static double sheet_value(const potluck_state *state, int seat, const potluck_weights *w)
{
	const potluck_sheet *sheet = &state->sheet[seat];
	int late = guests_to_come(state, seat);
	if (late >= 0)
		return potluck_sheet_score(sheet) + late * w->late_guest;
	return sheet_estimate(sheet, w);
}

/* ---- the player to move's turn ------------------------------------------ */

static bool in_turn_of(const potluck_state *state, int seat)
{
	return state->phase >= POTLUCK_PHASE_UNLOCK && state->phase <= POTLUCK_PHASE_RELOCATE &&
	       state->to_move == seat;
}

static bool places_a_guest(pg_move move)
{
	potluck_action action = potluck_move_action(move);
	return action == POTLUCK_ACT_SEAT || action == POTLUCK_ACT_SERVER ||
	       action == POTLUCK_ACT_LAWN || action == POTLUCK_ACT_AWAY ||
	       action == POTLUCK_ACT_WILD || action == POTLUCK_ACT_PUT;
}

/* Guests seat must still place this turn (the wild and a lifted guest
 * included). */
static bool guest_pending(const potluck_state *state, int seat)
{
	if (!in_turn_of(state, seat))
		return false;
	return state->phase == POTLUCK_PHASE_WILD || state->phase == POTLUCK_PHASE_RELOCATE ||
	       (state->phase == POTLUCK_PHASE_PLACE && potluck_guests_waiting(state) > 0);
}

/* The sheet value once the guests seat owes this turn are placed, each
 * greedily at its best spot: a state halfway through a turn is worth what
 * its pending guests will make of it. */
static double turn_value(const potluck_state *state, int seat, const potluck_weights *w)
{
	if (!guest_pending(state, seat))
		return sheet_value(state, seat, w);
	potluck_state work = *state;
	for (int step = 0; step < 8 && guest_pending(&work, seat); step++) {
		pg_move moves[PG_MAX_MOVES];
		int n = potluck_game.legal_moves(&work, moves, PG_MAX_MOVES);
		double best = -INFINITY;
		potluck_state best_state = work;
		for (int i = 0; i < n; i++) {
			if (!places_a_guest(moves[i]))
				continue;
			potluck_state next = work;
			potluck_game.apply_move(&next, moves[i], NULL);
			double value = sheet_value(&next, seat, w);
			if (value > best) {
				best = value;
				best_state = next;
			}
		}
		if (best == -INFINITY)
			break;
		work = best_state;
	}
	return sheet_value(&work, seat, w);
}

static double to_unit(double value)
{
	double unit = (value - POTLUCK_WORST_SCORE) / (POTLUCK_BEST_SCORE - POTLUCK_WORST_SCORE);
	return unit < 0 ? 0 : unit > 1 ? 1 : unit;
}

static double evaluate_with(const potluck_state *state, int seat, const potluck_weights *w)
{
	double mine = turn_value(state, seat, w);
	if (state->players == 1)
		return to_unit(mine);
	double rival = -INFINITY;
	for (int p = 0; p < state->players; p++)
		if (p != seat) {
			double theirs = turn_value(state, p, w);
			rival = theirs > rival ? theirs : rival;
		}
	return 1.0 / (1.0 + exp(-(mine - rival) / 8.0));
}

static double potluck_evaluate(const void *opaque, int seat)
{
	const potluck_state *state = opaque;
	if (state->phase == POTLUCK_PHASE_GAME_OVER) {
		double returns[POTLUCK_MAX_PLAYERS];
		potluck_game.returns(state, returns);
		return returns[seat];
	}
	return evaluate_with(state, seat, &default_weights);
}

/* ---- the one-move policy (Easy, with no weights; the playout hook) ----- */

/* The value after move when it places the turn's last guest at a seat, in
 * a lawn chair or home: the same as turn_value() of the state after it,
 * worked out on a copy of the sheet alone (the policy's hot path). */
static double quick_value(const potluck_state *state, pg_move move, const potluck_weights *w)
{
	potluck_sheet sheet = state->sheet[state->to_move];
	potluck_action action = potluck_move_action(move);
	int target = potluck_move_target(move);
	bool ends = state->end_triggered != 0;
	if (action == POTLUCK_ACT_SEAT) {
		potluck_sheet_place(&sheet, target, potluck_move_generation(move));
		ends |= potluck_sheet_all_full(&sheet);
	} else if (action == POTLUCK_ACT_LAWN) {
		sheet.lawn[target - POTLUCK_TARGET_LAWN] = (uint8_t)potluck_move_generation(move);
		ends |= target - POTLUCK_TARGET_LAWN == POTLUCK_LAWN_CHAIRS - 1;
	}
	/* Having placed its guest the player has played this round. */
	if (ends)
		return potluck_sheet_score(&sheet) + (state->final_round ? 0 : w->late_guest);
	return sheet_estimate(&sheet, w);
}

static bool quick_move(const potluck_state *state, pg_move move)
{
	potluck_action action = potluck_move_action(move);
	return state->phase == POTLUCK_PHASE_PLACE && potluck_guests_waiting(state) == 1 &&
	       (action == POTLUCK_ACT_SEAT || action == POTLUCK_ACT_LAWN ||
		action == POTLUCK_ACT_AWAY);
}

/* The move of the player to move with the best value right after it. */
static pg_move policy_move(const potluck_state *state, const potluck_weights *w, pg_rng *rng)
{
	pg_move moves[PG_MAX_MOVES];
	int n = potluck_game.legal_moves(state, moves, PG_MAX_MOVES);
	if (n == 1)
		return moves[0];
	int seat = state->to_move, ties = 0;
	double best = -INFINITY;
	pg_move chosen = moves[0];
	for (int i = 0; i < n; i++) {
		double value;
		if (quick_move(state, moves[i])) {
			value = quick_value(state, moves[i], w);
		} else {
			potluck_state next = *state;
			potluck_game.apply_move(&next, moves[i], NULL);
			value = turn_value(&next, seat, w);
		}
		if (value > best + 1e-9) {
			best = value;
			chosen = moves[i];
			ties = 1;
		} else if (value > best - 1e-9 && pg_rng_below(rng, (uint32_t)++ties) == 0) {
			chosen = moves[i];
		}
	}
	return chosen;
}

static pg_move potluck_playout_move(const void *opaque, pg_rng *rng)
{
	return policy_move(opaque, &default_weights, rng);
}

/* ---- expectimax over the dice ------------------------------------------------ */

/*
 * NORMAL and HARD search the player's whole turn (every sequence of its
 * moves: bonuses, unlocks, the guest, the servers' wild; the later moves of
 * a long turn only along the policy's favourite branches), and value each
 * way the turn can end by an expectimax over the dice that follow:
 *
 *   depth 1  the next roll (36 outcomes), then the best guest of it
 *   depth 2  the next roll, the best guest of it, the roll after that and
 *            its best guest
 *
 * and the sheet value at the leaves. Later guests are seated on the
 * player's own sheet only (sheets never interact): at a die's number, as
 * a server (with the wild when it is the second), in a lawn chair when no
 * seat fits; doubles add the unlocked bonus's worth. The searches share
 * work through the sheets' independence from the order of the dice: the
 * best leaf a sheet reaches with a guest of number n and generation g is
 * worked out once (a "reply table", 6 x 7 entries) and the 36 outcomes of
 * a roll only read it. So depth 2 costs about a hundred sheet evaluations
 * per sheet reached after the first roll.
 *
 * Alone, the leaves are the estimated final score (the expected score is
 * maximised). With several players a leaf is the chance that the sheet
 * beats the best rival's estimated final score (a logistic curve of the
 * margin), so the expectimax maximises the chance of winning: it takes
 * risks when behind and plays safe when ahead, and an end of game
 * triggered on purpose counts for what it does to the standings.
 */

typedef struct look {
	const potluck_weights *w;
	const double *vw; /* value_weights */
	float *risk;      /* fill_risk()'s memo */
	bool multi;
	double rival; /* best rival's estimated final score (several players) */
	double scale; /* points of margin that make a win e times likelier */
	long long evals;
} look;

/* A leaf's worth: alone its value, with several players the chance that
 * it beats the best rival. */
static double to_win(double value, const look *lk)
{
	if (!lk->multi)
		return value;
	return 1.0 / (1.0 + exp(-(value - lk->rival) / lk->scale));
}

/* Guests still to come after one is placed: end is the count before it
 * (-1 while the game is not ending), triggered whether this guest ended
 * the game (the final round brings one more). */
static int end_after(int end, bool triggered)
{
	if (end >= 1)
		return end - 1;
	return triggered ? 1 : -1;
}

static bool sheet_triggers(const potluck_sheet *sheet)
{
	return sheet->occupied == POTLUCK_ALL_SEATS || sheet->lawn[POTLUCK_LAWN_CHAIRS - 1];
}

/* Free seats a guest of generation g (1..6) may take. */
static uint64_t open_seats(const potluck_sheet *sheet, int g)
{
	return POTLUCK_ALL_SEATS & ~sheet->occupied & ~sheet->next_to_gen[g];
}

/* What one more guest is expected to change a sheet's score by, when the
 * game is ending: the best of the two dice's guests (each die's number
 * and wedge taken as uniformly random), a server (nothing) while a space
 * is free, else a lawn chair's penalty, or nothing once the chairs are
 * taken. Exact scores, no estimate: this is the end of the game. */
static double late_gain(const potluck_sheet *sheet)
{
	int now = potluck_sheet_score(sheet);
	/* gain[k] for the guest of number 1 + k / 7 on wedge k % 7. */
	double gain[42];
	for (int k = 0; k < 42; k++)
		gain[k] = -INFINITY;
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++) {
		uint64_t seats = open_seats(sheet, g);
		while (seats) {
			int seat = __builtin_ctzll(seats);
			seats &= seats - 1;
			potluck_sheet next = *sheet;
			potluck_sheet_place(&next, seat, g);
			double value = potluck_sheet_score(&next) - now;
			int base = (potluck_seat_number(seat) - 1) * 7;
			if (value > gain[base + g])
				gain[base + g] = value;
			if (value > gain[base])
				gain[base] = value;
		}
	}
	bool server = potluck_server_count(sheet) < POTLUCK_SERVERS;
	int chairs = potluck_lawn_count(sheet);
	double lawn = chairs < POTLUCK_LAWN_CHAIRS ? -potluck_lawn_penalty(chairs) : 0;
	double floor_value = server ? 0 : -INFINITY;
	double total = 0;
	for (int a = 0; a < 42; a++) {
		for (int b = 0; b < 42; b++) {
			double best = gain[a] > gain[b] ? gain[a] : gain[b];
			if (floor_value > best)
				best = floor_value;
			if (gain[a] == -INFINITY && gain[b] == -INFINITY && lawn > best)
				best = lawn;
			total += best;
		}
	}
	return total / (42.0 * 42.0);
}

/* The estimated final score of a sheet with end guests still to come
 * (-1: the game is not ending). */
static double leaf_value(const potluck_sheet *sheet, int end, look *lk)
{
	lk->evals++;
	if (end < 0)
		return lk->vw ? value_estimate(sheet, lk->vw, lk->risk) : sheet_estimate(sheet, lk->w);
	return potluck_sheet_score(sheet) + (end > 0 ? end * late_gain(sheet) : 0);
}

/* What unlocking a bonus is worth on sheet (the best box still locked). */
static double unlock_gain(const potluck_sheet *sheet, int end, const look *lk)
{
	if (end >= 0 || sheet->unlocked == POTLUCK_ALL_BONUSES)
		return 0;
	double best = 0;
	for (int b = 0; b < POTLUCK_BONUSES; b++) {
		if (sheet->unlocked & (1u << b))
			continue;
		double worth = lk->vw ? value_of_bonus(sheet, b, lk->vw)
				      : lk->w->feature[F_SPARE_BONUS + b];
		best = worth > best ? worth : best;
	}
	return best;
}

/* The sheet after sending a guest to a server space (and seating the
 * servers' wild at its best seat when that was the second space); false
 * when no server space is free. */
static bool server_child(const potluck_sheet *sheet, int end, potluck_sheet *out, look *lk)
{
	int slot = sheet->server[0] ? (sheet->server[1] ? -1 : 1) : 0;
	if (slot < 0)
		return false;
	*out = *sheet;
	out->server[slot] = POTLUCK_GEN_ANY;
	if (slot == 0 || out->occupied == POTLUCK_ALL_SEATS)
		return true;
	double best = -INFINITY;
	potluck_sheet best_sheet = *out;
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++) {
		uint64_t seats = open_seats(out, g);
		while (seats) {
			int seat = __builtin_ctzll(seats);
			seats &= seats - 1;
			potluck_sheet next = *out;
			potluck_sheet_place(&next, seat, g);
			double value = leaf_value(&next, end_after(end, sheet_triggers(&next)), lk);
			if (value > best) {
				best = value;
				best_sheet = next;
			}
		}
	}
	*out = best_sheet;
	return true;
}

/* The sheet after a guest no seat takes: the next lawn chair, or home. */
static void lawn_child(const potluck_sheet *sheet, potluck_sheet *out)
{
	*out = *sheet;
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++)
		if (!out->lawn[k]) {
			out->lawn[k] = POTLUCK_CHILDREN; /* which generation does not matter */
			return;
		}
}

/* For one sheet (whose owner has end guests to come, end != 0), the best
 * leaf value each kind of next guest reaches. */
typedef struct reply_table {
	double seat[7][POTLUCK_WEDGES]; /* [number][wedge]: -INF when no seat fits;
					 * wedge 0 (Wild) is the best generation */
	double server;                  /* -INF when no server space is free */
	double lawn;                    /* lawn chair, or home */
	double gain;                    /* unlocking a bonus (doubles) */
} reply_table;

static void reply_table_fill(const potluck_sheet *sheet, int end, reply_table *t, look *lk)
{
	for (int n = 0; n <= 6; n++)
		for (int g = 0; g < POTLUCK_WEDGES; g++)
			t->seat[n][g] = -INFINITY;
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++) {
		uint64_t seats = open_seats(sheet, g);
		while (seats) {
			int seat = __builtin_ctzll(seats);
			seats &= seats - 1;
			potluck_sheet next = *sheet;
			potluck_sheet_place(&next, seat, g);
			int after = end_after(end, sheet_triggers(&next));
			double value = to_win(leaf_value(&next, after, lk), lk);
			int n = potluck_seat_number(seat);
			if (value > t->seat[n][g])
				t->seat[n][g] = value;
			if (value > t->seat[n][0])
				t->seat[n][0] = value;
		}
	}
	potluck_sheet child;
	t->server = -INFINITY;
	if (server_child(sheet, end, &child, lk)) {
		int after = end_after(end, sheet_triggers(&child));
		t->server = to_win(leaf_value(&child, after, lk), lk);
	}
	lawn_child(sheet, &child);
	int after = end_after(end, sheet_triggers(&child));
	t->lawn = to_win(leaf_value(&child, after, lk), lk);
	/* (With several players the table holds chances of winning, and the
	 * small worth of an unlocked bonus is left out.) */
	t->gain = lk->multi ? 0 : unlock_gain(sheet, end, lk);
}

/* The expected value over the next roll from dice on wedges w1, w2, the
 * best guest of it then seated; shift is added to every leaf (a bonus the
 * sheet unlocked on the way). */
static double reply_expectation(const reply_table *t, int w1, int w2, double shift, look *lk)
{
	double total = 0;
	for (int r1 = 1; r1 <= 6; r1++) {
		double a = t->seat[r1][(w1 + r1) % POTLUCK_WEDGES];
		for (int r2 = 1; r2 <= 6; r2++) {
			double b = t->seat[r2][(w2 + r2) % POTLUCK_WEDGES];
			double best = a > b ? a : b;
			if (t->server > best)
				best = t->server;
			if (a == -INFINITY && b == -INFINITY && t->lawn > best)
				best = t->lawn;
			if (r1 == r2)
				best += t->gain;
			total += lk->multi ? best : best + shift;
		}
	}
	return total / 36.0;
}

/* Depth 1 from a sheet with end guests to come and the dice on w1, w2. */
static double expect_1(const potluck_sheet *sheet, int end, int w1, int w2, look *lk)
{
	if (end == 0)
		return to_win(leaf_value(sheet, 0, lk), lk);
	reply_table t;
	reply_table_fill(sheet, end, &t, lk);
	return reply_expectation(&t, w1, w2, 0, lk);
}

/* The value of a sheet reached after the first roll: depth 1 from there
 * for each roll of the other die (others[q - 1] for its roll q, the die on
 * wedge other_from before it). mine is the wedge the guest's own die
 * stopped on; die_index says which of the two it is. */
static void child_values(const potluck_sheet *child, int end, int die_index, int mine,
			 int other_from, double shift_if_doubles, int number, double *others,
			 look *lk)
{
	if (end == 0) {
		double value = to_win(leaf_value(child, 0, lk), lk);
		for (int q = 0; q < 6; q++)
			others[q] = value;
		return;
	}
	reply_table t;
	reply_table_fill(child, end, &t, lk);
	for (int q = 1; q <= 6; q++) {
		int other = (other_from + q) % POTLUCK_WEDGES;
		double shift = q == number ? shift_if_doubles : 0;
		others[q - 1] = die_index == 0 ? reply_expectation(&t, mine, other, shift, lk)
					       : reply_expectation(&t, other, mine, shift, lk);
	}
}

/* Depth 2 from a sheet with end guests to come and the dice on w1, w2. */
static double expect_2(const potluck_sheet *sheet, int end, int w1, int w2, look *lk)
{
	if (end == 0)
		return to_win(leaf_value(sheet, 0, lk), lk);
	/* best[d][r1 - 1][r2 - 1]: the best guest of die d after rolls r1, r2. */
	double best[2][6][6];
	bool fits[2][6];
	double gain = lk->multi ? 0 : unlock_gain(sheet, end, lk);
	for (int d = 0; d < 2; d++) {
		int from = d ? w2 : w1, other_from = d ? w1 : w2;
		for (int r = 1; r <= 6; r++) {
			int wedge = (from + r) % POTLUCK_WEDGES;
			double *row[6];
			for (int q = 0; q < 6; q++) {
				row[q] = d == 0 ? &best[0][r - 1][q] : &best[1][q][r - 1];
				*row[q] = -INFINITY;
			}
			fits[d][r - 1] = false;
			int low = wedge ? wedge : 1, high = wedge ? wedge : POTLUCK_GENERATIONS;
			for (int g = low; g <= high; g++) {
				uint64_t seats = potluck_number_masks[r] & open_seats(sheet, g);
				while (seats) {
					int seat = __builtin_ctzll(seats);
					seats &= seats - 1;
					fits[d][r - 1] = true;
					potluck_sheet child = *sheet;
					potluck_sheet_place(&child, seat, g);
					double values[6];
					child_values(&child, end_after(end, sheet_triggers(&child)), d,
						     wedge, other_from, gain, r, values, lk);
					for (int q = 0; q < 6; q++)
						if (values[q] > *row[q])
							*row[q] = values[q];
				}
			}
		}
	}
	/* A server, and a lawn chair when no seat fits: the same sheet
	 * whatever was rolled, valued for each pair of wedges. */
	potluck_sheet server, lawn;
	bool has_server = server_child(sheet, end, &server, lk);
	lawn_child(sheet, &lawn);
	reply_table server_table, lawn_table;
	int server_end = end_after(end, sheet_triggers(&server));
	int lawn_end = end_after(end, sheet_triggers(&lawn));
	if (has_server && server_end != 0)
		reply_table_fill(&server, server_end, &server_table, lk);
	bool lawn_needed = false;
	for (int r1 = 0; r1 < 6; r1++)
		for (int r2 = 0; r2 < 6; r2++)
			lawn_needed |= !fits[0][r1] && !fits[1][r2];
	if (lawn_needed && lawn_end != 0)
		reply_table_fill(&lawn, lawn_end, &lawn_table, lk);
	double total = 0;
	for (int r1 = 1; r1 <= 6; r1++) {
		for (int r2 = 1; r2 <= 6; r2++) {
			int v1 = (w1 + r1) % POTLUCK_WEDGES, v2 = (w2 + r2) % POTLUCK_WEDGES;
			double shift = r1 == r2 ? gain : 0;
			double value = best[0][r1 - 1][r2 - 1];
			if (best[1][r1 - 1][r2 - 1] > value)
				value = best[1][r1 - 1][r2 - 1];
			if (has_server) {
				double s = server_end == 0
						   ? to_win(leaf_value(&server, 0, lk), lk)
						   : reply_expectation(&server_table, v1, v2, shift, lk);
				if (s > value)
					value = s;
			}
			if (!fits[0][r1 - 1] && !fits[1][r2 - 1]) {
				double s = lawn_end == 0
						   ? to_win(leaf_value(&lawn, 0, lk), lk)
						   : reply_expectation(&lawn_table, v1, v2, shift, lk);
				if (s > value)
					value = s;
			}
			total += value;
		}
	}
	return total / 36.0;
}

/* ---- the turn search ---------------------------------------------------------- */

/* One way the turn can end: its first move and the state after it. */
typedef struct turn_end {
	pg_move first;
	double quick; /* depth 1 */
	double deep;  /* the budget's depth */
	potluck_state state;
} turn_end;

typedef struct turn_search {
	int seat;
	const potluck_weights *w;
	turn_end *ends;
	int count, cap;
	look lk;
} turn_search;

enum {
	ROOT_BRANCHES = 12,  /* moves of the turn's first step followed further */
	INNER_BRANCHES = 3,  /* ... and of its later steps */
	TURN_STEPS = 6,
	TURN_ENDS = 400,
};

typedef struct scored_move {
	pg_move move;
	double value;
} scored_move;

static int by_value(const void *a, const void *b)
{
	double va = ((const scored_move *)a)->value, vb = ((const scored_move *)b)->value;
	return (va < vb) - (va > vb);
}

/* Collects the turn's ends from state: moves that end the turn at once,
 * and the policy's favourite moves that do not, followed further. */
static void collect_ends(turn_search *ts, const potluck_state *state, pg_move first, int step)
{
	pg_move moves[PG_MAX_MOVES];
	int n = potluck_game.legal_moves(state, moves, PG_MAX_MOVES);
	scored_move *inner = malloc(sizeof *inner * (size_t)(n ? n : 1));
	if (!inner)
		return;
	int inner_count = 0;
	for (int i = 0; i < n; i++) {
		potluck_state next = *state;
		potluck_game.apply_move(&next, moves[i], NULL);
		pg_move head = step == 0 ? moves[i] : first;
		if (!in_turn_of(&next, ts->seat)) {
			if (ts->count < ts->cap) {
				ts->ends[ts->count].first = head;
				ts->ends[ts->count].state = next;
				ts->count++;
			}
		} else if (step + 1 < TURN_STEPS) {
			inner[inner_count].move = moves[i];
			inner[inner_count].value = turn_value(&next, ts->seat, ts->w);
			inner_count++;
		}
	}
	qsort(inner, (size_t)inner_count, sizeof *inner, by_value);
	int keep = step == 0 ? ROOT_BRANCHES : INNER_BRANCHES;
	for (int i = 0; i < inner_count && i < keep && ts->count < ts->cap; i++) {
		potluck_state next = *state;
		potluck_game.apply_move(&next, inner[i].move, NULL);
		collect_ends(ts, &next, step == 0 ? inner[i].move : first, step + 1);
	}
	free(inner);
}

/* The value of the state in which seat's turn has ended, looking depth
 * rolls ahead. */
static double end_value(const potluck_state *state, int seat, int depth, look *lk)
{
	if (state->phase == POTLUCK_PHASE_GAME_OVER) {
		if (!lk->multi)
			return potluck_sheet_score(&state->sheet[seat]);
		double returns[POTLUCK_MAX_PLAYERS];
		potluck_game.returns(state, returns);
		return returns[seat];
	}
	const potluck_sheet *sheet = &state->sheet[seat];
	int end = guests_to_come(state, seat);
	int w1 = state->die_wedge[0], w2 = state->die_wedge[1];
	return depth >= 2 ? expect_2(sheet, end, w1, w2, lk) : expect_1(sheet, end, w1, w2, lk);
}

static int by_quick(const void *a, const void *b)
{
	double va = ((const turn_end *)a)->quick, vb = ((const turn_end *)b)->quick;
	return (va < vb) - (va > vb);
}

static bool stop_now(const pg_ai_request *request, double deadline)
{
	if (request->cancel && *request->cancel)
		return true;
	return deadline > 0 && pg_ai_now() > deadline;
}

/* NORMAL and HARD: every end of the turn valued at depth 1, the budget's
 * iterations best of them again at the budget's depth. score_only makes
 * it maximise its own score even with several players (for measuring what
 * playing to win is worth: tools/potluck_duel.c). */
static void turn_expectimax(const potluck_state *state, const pg_ai_request *request,
			    const pg_ai_budget *budget, pg_ai_result *result,
			    const potluck_weights *w, const double *vw, bool score_only)
{
	pg_move moves[PG_MAX_MOVES];
	int n = potluck_game.legal_moves(state, moves, PG_MAX_MOVES);
	result->move = n ? moves[0] : PG_NO_MOVE;
	if (n <= 1)
		return;
	double deadline = budget->max_seconds > 0 ? pg_ai_now() + budget->max_seconds : 0;
	turn_search ts = {.seat = request->seat, .w = w, .cap = TURN_ENDS};
	ts.ends = malloc(sizeof *ts.ends * TURN_ENDS);
	if (!ts.ends)
		return;
	ts.lk.w = w;
	ts.lk.vw = vw;
	ts.lk.risk = vw ? risk_memo_new() : NULL;
	ts.lk.multi = state->players > 1 && !score_only;
	if (ts.lk.multi) {
		/* The rivals' sheets valued as the leaves are, and a margin
		 * that matters more as the points still to come get fewer. */
		ts.lk.rival = -INFINITY;
		for (int p = 0; p < state->players; p++) {
			if (p == request->seat)
				continue;
			const potluck_sheet *theirs = &state->sheet[p];
			int end = guests_to_come(state, p);
			double full = vw && end < 0 ? leaf_value(theirs, -1, &ts.lk)
				    : vw	     ? leaf_value(theirs, end, &ts.lk)
						     : turn_value(state, p, w);
			ts.lk.rival = full > ts.lk.rival ? full : ts.lk.rival;
		}
		int free_seats = potluck_bits(POTLUCK_ALL_SEATS &
					      ~state->sheet[request->seat].occupied);
		ts.lk.scale = state->end_triggered ? 2.5 : 2.5 + 14.0 * free_seats / POTLUCK_SEATS;
	}
	collect_ends(&ts, state, PG_NO_MOVE, 0);
	for (int i = 0; i < ts.count; i++)
		ts.ends[i].quick = end_value(&ts.ends[i].state, request->seat, 1, &ts.lk);
	qsort(ts.ends, (size_t)ts.count, sizeof *ts.ends, by_quick);
	int best = 0;
	if (ts.count > 0 && budget->depth >= 2) {
		int deep = budget->iterations < ts.count ? budget->iterations : ts.count;
		double best_value = -INFINITY;
		for (int i = 0; i < deep; i++) {
			if (i > 0 && stop_now(request, deadline)) {
				result->cancelled = request->cancel && *request->cancel;
				break;
			}
			ts.ends[i].deep = end_value(&ts.ends[i].state, request->seat, 2, &ts.lk);
			if (ts.ends[i].deep > best_value + 1e-12) {
				best_value = ts.ends[i].deep;
				best = i;
			}
		}
		result->value = best_value;
	} else if (ts.count > 0) {
		result->value = ts.ends[0].quick;
	}
	if (ts.count > 0)
		result->move = ts.ends[best].first;
	result->nodes = ts.lk.evals;
	free(ts.lk.risk);
	free(ts.ends);
}

/* GREEDY, as the POTLUCK! issue defines it, is the move with the best
 * immediate sheet value: the seat worth the most points right now, with no
 * thought for what the free seats, numbers or bonuses may bring (ties drawn
 * at random). EASY, the beginner, plays the same way. */
static const potluck_weights beginner_weights = {.late_guest = 0};

static void potluck_search(const pg_game *game, const void *opaque, const pg_ai_request *request,
			   const pg_ai_budget *budget, pg_ai_result *result)
{
	(void)game;
	const potluck_state *state = opaque;
	if (request->cancel && *request->cancel) {
		pg_move moves[PG_MAX_MOVES];
		result->cancelled = true;
		result->move = potluck_game.legal_moves(state, moves, PG_MAX_MOVES) ? moves[0]
										  : PG_NO_MOVE;
		return;
	}
	if (request->kind == PG_AI_GREEDY || request->kind == PG_AI_EASY) {
		pg_rng rng;
		pg_rng_seed(&rng, request->seed);
		result->move = policy_move(state, &beginner_weights, &rng);
		result->nodes = 1;
	} else {
		/* NORMAL values its turn's ends with the policy's estimate, HARD
		 * with the calibrated leaf value and the numbers' risk. */
		turn_expectimax(state, request, budget, result, &default_weights,
				budget->depth >= 2 ? value_weights : NULL, false);
	}
}

const pg_game_ai potluck_ai = {
	.evaluate = potluck_evaluate,
	.playout_move = potluck_playout_move,
	.search = potluck_search,
	/* depth: rolls looked ahead after the turn; iterations: how many of
	 * the turn's best ends (at depth 1) are searched at that depth. EASY
	 * needs no budget. max_seconds is only a safety net. */
	.levels = {
		{.iterations = 0, .depth = 0, .max_seconds = 0.25},
		{.iterations = 0, .depth = 1, .max_seconds = 0.25},
		{.iterations = 6, .depth = 2, .max_seconds = 1.0},
	},
};
