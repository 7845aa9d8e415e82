/*
 * potluck_ai.c: what the AI knows about POTLUCK!.
 *
 * The sheet value estimates the final score of a sheet: its points now plus
 * a weighted sum of features (the generations its free seats can still
 * add, how near each table is to full, numbers left without a free seat,
 * lawn chairs, empty server spaces, unused bonuses). The weights were tuned
 * by the cross-entropy method to maximise the mean final score of the
 * policy below in self-play (docs/rules/potluck.md, "The AI"). A turn
 * still under way is valued after its pending guests are seated greedily.
 * evaluate() maps the value to [0,1]: linearly for solo, as returns() does,
 * and as a win estimate against the best rival otherwise.
 *
 * The policy takes the move with the best value right after it.
 *   GREEDY  the move with the best evaluate() after it (averaged over the
 *           next roll, as the generic greedy agent does)
 *   EASY    a beginner: the most points now, no thought for later
 *   NORMAL, HARD
 *           a rollout search: the policy's few favourite moves are each
 *           played out to the end of the game by the policy, over the same
 *           dice sequences for every move (so they are compared on equal
 *           luck), and successive halving spends the budget on the moves
 *           still in the running. Budgets are rollout counts, so a seeded
 *           game plays the same on any machine.
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

/* Fills x with the features of sheet and returns its score now (both in
 * one pass: this is the AI's innermost loop). */
static int sheet_features(const potluck_sheet *sheet, double *x)
{
	memset(x, 0, sizeof(double) * FEATURE_COUNT);
	uint64_t free_seats = POTLUCK_ALL_SEATS & ~sheet->occupied;
	int score = potluck_lawn_total(sheet);
	double near_full = 0;
	for (int t = 0; t < POTLUCK_TABLES; t++) {
		uint64_t mask = potluck_table_masks[t];
		int have = 0;
		for (int g = 1; g <= POTLUCK_GENERATIONS; g++)
			have += (sheet->with_gen[g] & mask) != 0;
		int open = potluck_bits(mask & free_seats), size = potluck_bits(mask);
		score += have * have;
		if (open == 0) {
			score += size;
			continue;
		}
		int missing = POTLUCK_GENERATIONS - have;
		double more = open < missing ? open : missing;
		x[F_NEW_GENERATIONS] += more;
		x[F_NEW_TIMES_HAVE] += more * have;
		x[F_NEW_SQUARED] += more * more;
		x[open == 1 ? F_FULL_IN_1 : open == 2 ? F_FULL_IN_2 : open == 3 ? F_FULL_IN_3
								  : F_FULL_IN_MORE] += size;
		if (open <= 2)
			near_full += size;
	}
	x[F_FREE_SEATS] = potluck_bits(free_seats);
	for (int n = 1; n <= 6; n++) {
		uint64_t left = potluck_number_masks[n] & free_seats;
		x[F_DEAD_NUMBERS] += left == 0;
		x[F_LAST_SEAT_NUMBERS] += left && !(left & (left - 1));
	}
	x[F_DEAD_SQUARED] = x[F_DEAD_NUMBERS] * x[F_DEAD_NUMBERS];
	x[F_LAWN] = potluck_lawn_count(sheet);
	x[F_NEW_TIMES_LAWN] = x[F_NEW_GENERATIONS] * x[F_LAWN];
	x[F_NEAR_FULL_TIMES_LAWN] = near_full * x[F_LAWN];
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

/* ---- the rollout policy ---------------------------------------------------- */

/* The value after move when it places the turn's last guest at a seat, in
 * a lawn chair or home: the same as turn_value() of the state after it,
 * worked out on a copy of the sheet alone (the rollouts' hot path). */
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

/* ---- rollout search ---------------------------------------------------------- */

typedef struct candidate {
	pg_move move;
	double prior;
	double total;
	int runs;
	bool alive;
} candidate;

/* Plays state out to the end: dice from dice_rng (the same sequence for
 * every candidate of one rollout), moves by the policy. */
static void rollout(potluck_state *state, uint64_t dice_seed, uint64_t policy_seed,
		    const potluck_weights *w)
{
	pg_rng dice, policy;
	pg_rng_seed(&dice, dice_seed);
	pg_rng_seed(&policy, policy_seed);
	for (int guard = 0; guard < 4096; guard++) {
		int to_move = potluck_game.current_player(state);
		if (to_move == PG_TERMINAL)
			return;
		pg_move move;
		if (to_move == PG_CHANCE)
			move = potluck_move_make(POTLUCK_ACT_ROLL, 0, 0, 1 + (int)pg_rng_below(&dice, 6),
						 false);
		else
			move = policy_move(state, w, &policy);
		potluck_game.apply_move(state, move, NULL);
	}
}

/* What a finished game is worth to seat: the score alone, or the win
 * share with the score margin as a small tie-breaker. */
static double outcome(const potluck_state *state, int seat)
{
	int scores[POTLUCK_MAX_PLAYERS];
	potluck_scores(state, scores);
	if (state->players == 1)
		return scores[0];
	double returns[POTLUCK_MAX_PLAYERS];
	potluck_game.returns(state, returns);
	int rival = -1000;
	for (int p = 0; p < state->players; p++)
		if (p != seat && scores[p] > rival)
			rival = scores[p];
	return returns[seat] * 100.0 + 0.1 * (scores[seat] - rival);
}

static int by_prior(const void *a, const void *b)
{
	double pa = ((const candidate *)a)->prior, pb = ((const candidate *)b)->prior;
	return (pa < pb) - (pa > pb);
}

static bool stop_now(const pg_ai_request *request, double deadline)
{
	if (request->cancel && *request->cancel)
		return true;
	return deadline > 0 && pg_ai_now() > deadline;
}

enum { MAX_CANDIDATES = 12 };

/* The value of the position right after move for the player to move: the
 * policy's own measure, so the rollouts start from its favourites. */
static double greedy_value(const potluck_state *state, pg_move move, const potluck_weights *w)
{
	if (quick_move(state, move))
		return quick_value(state, move, w);
	potluck_state next = *state;
	potluck_game.apply_move(&next, move, NULL);
	return turn_value(&next, state->to_move, w);
}

static int pick_candidates(const potluck_state *state, int keep, candidate *out,
			   const potluck_weights *w)
{
	pg_move moves[PG_MAX_MOVES];
	int n = potluck_game.legal_moves(state, moves, PG_MAX_MOVES);
	candidate *all = malloc(sizeof *all * (size_t)n);
	if (!all)
		return 0;
	for (int i = 0; i < n; i++)
		all[i] = (candidate){.move = moves[i], .prior = greedy_value(state, moves[i], w),
				     .alive = true};
	qsort(all, (size_t)n, sizeof *all, by_prior);
	int count = n < keep ? n : keep;
	memcpy(out, all, sizeof *out * (size_t)count);
	free(all);
	return count;
}

static double mean_of(const candidate *c)
{
	return c->runs ? c->total / c->runs : -INFINITY;
}

/* Plays every live candidate out over each dice sequence of one batch. */
static bool rollout_batch(const potluck_state *state, const pg_ai_request *request,
			  double deadline, candidate *cands, int count, int batch, int *rollouts,
			  pg_ai_result *result, const potluck_weights *w)
{
	for (int r = 0; r < batch; r++) {
		if (stop_now(request, deadline))
			return false;
		uint64_t dice_seed = pg_rng_mix(request->seed, (uint64_t)(*rollouts)++);
		for (int c = 0; c < count; c++) {
			if (!cands[c].alive)
				continue;
			potluck_state work = *state;
			potluck_game.apply_move(&work, cands[c].move, NULL);
			rollout(&work, dice_seed, dice_seed ^ 0x9e3779b97f4a7c15ull, w);
			cands[c].total += outcome(&work, request->seat);
			cands[c].runs++;
			result->nodes++;
		}
	}
	return true;
}

/* The rollout search: the budget's depth best moves by the policy's value
 * are played out budget->iterations times in all, over shared dice, and
 * successive halving drops the worse half after each batch. */
static void rollout_search(const potluck_state *state, const pg_ai_request *request,
			   const pg_ai_budget *budget, pg_ai_result *result,
			   const potluck_weights *w)
{
	int keep = budget->depth > 0 ? budget->depth : 4;
	keep = keep > MAX_CANDIDATES ? MAX_CANDIDATES : keep;
	candidate cands[MAX_CANDIDATES];
	int count = pick_candidates(state, keep, cands, w);
	if (count == 0)
		return;
	result->move = cands[0].move;
	result->value = cands[0].prior;
	if (count == 1 || budget->iterations <= 0)
		return;
	double deadline = budget->max_seconds > 0 ? pg_ai_now() + budget->max_seconds : 0;
	int alive = count, rollouts = 0;
	int per_round = budget->iterations / (int)(ceil(log2(count)) + 1);
	while (alive > 1) {
		int batch = per_round / alive > 4 ? per_round / alive : 4;
		if (!rollout_batch(state, request, deadline, cands, count, batch, &rollouts, result,
				   w)) {
			result->cancelled = request->cancel && *request->cancel;
			break;
		}
		for (int drop = alive / 2; drop > 0; drop--, alive--) {
			int worst = -1;
			for (int c = 0; c < count; c++)
				if (cands[c].alive &&
				    (worst < 0 || mean_of(&cands[c]) < mean_of(&cands[worst])))
					worst = c;
			cands[worst].alive = false;
		}
	}
	int best = -1;
	for (int c = 0; c < count; c++)
		if (cands[c].alive && cands[c].runs &&
		    (best < 0 || mean_of(&cands[c]) > mean_of(&cands[best])))
			best = c;
	if (best >= 0) {
		result->move = cands[best].move;
		result->value = mean_of(&cands[best]);
	}
}

/* ---- greedy (one move, then evaluate, as the generic greedy agent) ---------- */

static double expected_after(const potluck_state *state, int seat, int chance_depth)
{
	int to_move = potluck_game.current_player(state);
	if (to_move != PG_CHANCE || chance_depth == 0)
		return potluck_evaluate(state, seat);
	double total = 0;
	for (int face = 1; face <= 6; face++) {
		potluck_state next = *state;
		potluck_game.apply_move(&next, potluck_move_make(POTLUCK_ACT_ROLL, 0, 0, face, false),
					NULL);
		total += expected_after(&next, seat, chance_depth - 1) / 6.0;
	}
	return total;
}

static void greedy_choose(const potluck_state *state, const pg_ai_request *request,
			  pg_ai_result *result)
{
	pg_move moves[PG_MAX_MOVES];
	int n = potluck_game.legal_moves(state, moves, PG_MAX_MOVES);
	pg_rng rng;
	pg_rng_seed(&rng, request->seed);
	double best = -INFINITY;
	int ties = 0;
	for (int i = 0; i < n; i++) {
		potluck_state next = *state;
		potluck_game.apply_move(&next, moves[i], NULL);
		double value = expected_after(&next, request->seat, 2);
		result->nodes++;
		if (value > best + 1e-12) {
			best = value;
			result->move = moves[i];
			ties = 1;
		} else if (value > best - 1e-12 && pg_rng_below(&rng, (uint32_t)++ties) == 0) {
			result->move = moves[i];
		}
	}
	result->value = best;
}

/* EASY plays like a beginner: the seat worth the most points right now,
 * with no thought for what the free seats, numbers or bonuses may bring. */
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
	if (request->kind == PG_AI_GREEDY) {
		greedy_choose(state, request, result);
	} else if (request->kind == PG_AI_EASY) {
		pg_rng rng;
		pg_rng_seed(&rng, request->seed);
		result->move = policy_move(state, &beginner_weights, &rng);
		result->nodes = 1;
	} else {
		rollout_search(state, request, budget, result, &default_weights);
	}
}

const pg_game_ai potluck_ai = {
	.evaluate = potluck_evaluate,
	.playout_move = potluck_playout_move,
	.search = potluck_search,
	/* iterations: rollouts per decision in all; depth: how many of the
	 * policy's favourite moves are played out. EASY needs no budget. */
	.levels = {
		{.iterations = 0, .depth = 1, .max_seconds = 0.25},
		{.iterations = 120, .depth = 3, .max_seconds = 0.25},
		{.iterations = 800, .depth = 5, .max_seconds = 1.0},
	},
};
