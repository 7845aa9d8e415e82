/*
 * potluck_ai.c: what the AI knows about POTLUCK!.
 *
 * sheet_value() estimates the final score of a sheet: the points it has,
 * plus for each table the generations its free seats may still bring and
 * the chance it is filled, minus the lawn chairs that dead numbers (no free
 * seat left) threaten, plus the worth of empty server spaces and unused
 * bonuses. evaluate() maps it to [0,1]: linearly for solo (as returns()
 * does) and as a win estimate against the best rival otherwise.
 *
 * The search (EASY..HARD) is a rollout search: each promising move is
 * played out to the end of the game many times by a fast policy (the best
 * sheet value after each move) over the same dice sequences for every move
 * (common random numbers, so moves are compared on equal luck), and
 * successive halving spends the budget on the moves still in the running.
 * GREEDY takes the move with the best evaluate() right after it, averaged
 * over the next roll as the generic greedy agent does.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "pg_ai.h"
#include "potluck_rules.h"

typedef struct potluck_weights {
	double fill;              /* chance a free seat is filled by the end */
	double fill_late;         /* how much of it remains late in the game */
	double new_generation;    /* chance a new guest brings a missing generation */
	double full;              /* weight of the full-table bonus estimate */
	double lawn_risk;         /* weight of the lawn chairs dead numbers threaten */
	double server;            /* an empty server space */
	double bonus[POTLUCK_BONUSES]; /* an unlocked, unused bonus */
} potluck_weights;

static const potluck_weights default_weights = {
	.fill = 0.8,
	.fill_late = 0.5,
	.new_generation = 0.7,
	.full = 0.8,
	.lawn_risk = 6.0,
	.server = 1.5,
	.bonus = {4, 3, 2, 3, 2, 3},
};

/* ---- the sheet heuristic ------------------------------------------------ */

static double table_potential(const potluck_sheet *sheet, int table, double fill,
			      const potluck_weights *w)
{
	uint64_t mask = potluck_table_mask(table);
	int size = potluck_table_seat_count(table);
	int kinds = potluck_table_generations(sheet, table);
	int free_seats = __builtin_popcountll(mask & ~sheet->occupied);
	if (free_seats == 0)
		return kinds * kinds + size;
	int missing = POTLUCK_GENERATIONS - kinds;
	double more = fill * w->new_generation * (free_seats < missing ? free_seats : missing);
	double expected = kinds + more;
	return expected * expected + w->full * size * pow(fill, free_seats);
}

static int dead_numbers(const potluck_sheet *sheet)
{
	int dead = 0;
	for (int n = 1; n <= 6; n++)
		dead += (potluck_number_mask(n) & ~sheet->occupied) == 0;
	return dead;
}

static double sheet_value(const potluck_sheet *sheet, const potluck_weights *w)
{
	int free_total = POTLUCK_SEATS - __builtin_popcountll(sheet->occupied);
	int lawn = potluck_lawn_count(sheet);
	/* Later in the game (fewer free seats, lawn chairs used) fewer of the
	 * free seats will still be filled. */
	double progress = 1.0 - free_total / (double)POTLUCK_SEATS;
	double fill = w->fill * (1.0 - (1.0 - w->fill_late) * progress) * (1.0 - 0.2 * lawn);
	double value = potluck_lawn_total(sheet);
	for (int t = 0; t < POTLUCK_TABLES; t++)
		value += table_potential(sheet, t, fill, w);
	if (lawn < POTLUCK_LAWN_CHAIRS) {
		double dead = dead_numbers(sheet) / 6.0;
		int free_servers = POTLUCK_SERVERS - potluck_server_count(sheet);
		value -= w->lawn_risk * dead * dead * potluck_lawn_penalty(lawn) /
			 (1.0 + free_servers);
	}
	value += w->server * (POTLUCK_SERVERS - potluck_server_count(sheet));
	for (int b = 0; b < POTLUCK_BONUSES; b++)
		if ((sheet->unlocked & ~sheet->used) & (1u << b))
			value += w->bonus[b];
	return value;
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
		return sheet_value(&state->sheet[seat], w);
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
			double value = sheet_value(&next.sheet[seat], w);
			if (value > best) {
				best = value;
				best_state = next;
			}
		}
		if (best == -INFINITY)
			break;
		work = best_state;
	}
	return sheet_value(&work.sheet[seat], w);
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
		potluck_state next = *state;
		potluck_game.apply_move(&next, moves[i], NULL);
		double value = turn_value(&next, seat, w);
		if (value > best + 1e-9) {
			best = value;
			chosen = moves[i];
			ties = 1;
		} else if (value > best - 1e-9 && pg_rng_below(rng, (uint64_t)++ties) == 0) {
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

/* The value of the position right after move, for ranking before any
 * rollout: the turn finished greedily, then the sheet heuristic. */
static double prior_of(const potluck_state *state, pg_move move, int seat,
		       const potluck_weights *w)
{
	potluck_state next = *state;
	potluck_game.apply_move(&next, move, NULL);
	pg_rng rng;
	pg_rng_seed(&rng, 1);
	for (int step = 0; step < 16 && in_turn_of(&next, seat); step++)
		potluck_game.apply_move(&next, policy_move(&next, w, &rng), NULL);
	return evaluate_with(&next, seat, w);
}

static bool stop_now(const pg_ai_request *request, double deadline)
{
	if (request->cancel && *request->cancel)
		return true;
	return deadline > 0 && pg_ai_now() > deadline;
}

enum { MAX_CANDIDATES = 12 };

static int pick_candidates(const potluck_state *state, int seat, int keep, candidate *out,
			   const potluck_weights *w)
{
	pg_move moves[PG_MAX_MOVES];
	int n = potluck_game.legal_moves(state, moves, PG_MAX_MOVES);
	candidate *all = malloc(sizeof *all * (size_t)n);
	if (!all)
		return 0;
	for (int i = 0; i < n; i++)
		all[i] = (candidate){.move = moves[i], .prior = prior_of(state, moves[i], seat, w),
				     .alive = true};
	qsort(all, (size_t)n, sizeof *all, by_prior);
	int count = n < keep ? n : keep;
	memcpy(out, all, sizeof *out * (size_t)count);
	free(all);
	return count;
}

static void rollout_search(const potluck_state *state, const pg_ai_request *request,
			   const pg_ai_budget *budget, pg_ai_result *result,
			   const potluck_weights *w)
{
	int seat = request->seat;
	int keep = budget->depth > 0 ? budget->depth : 6;
	if (keep > MAX_CANDIDATES)
		keep = MAX_CANDIDATES;
	candidate cands[MAX_CANDIDATES];
	int count = pick_candidates(state, seat, keep, cands, w);
	if (count == 0)
		return;
	result->move = cands[0].move;
	result->value = cands[0].prior;
	if (count == 1)
		return;
	double deadline = budget->max_seconds > 0 ? pg_ai_now() + budget->max_seconds : 0;
	int alive = count, rollouts = 0;
	int per_round = budget->iterations / (int)(ceil(log2(count)) + 1);
	for (int round = 0; alive > 1; round++) {
		int each = per_round / alive;
		if (each < 4)
			each = 4;
		for (int r = 0; r < each; r++) {
			if (stop_now(request, deadline)) {
				result->cancelled = request->cancel && *request->cancel;
				goto pick;
			}
			uint64_t dice_seed = pg_rng_mix(request->seed, (uint64_t)rollouts++);
			for (int c = 0; c < count; c++) {
				if (!cands[c].alive)
					continue;
				potluck_state work = *state;
				potluck_game.apply_move(&work, cands[c].move, NULL);
				rollout(&work, dice_seed, dice_seed ^ 0x9e3779b97f4a7c15ull, w);
				cands[c].total += outcome(&work, seat);
				cands[c].runs++;
				result->nodes++;
			}
		}
		/* Keep the better half (by mean over the shared dice). */
		int drop = alive / 2;
		for (int d = 0; d < drop; d++) {
			int worst = -1;
			for (int c = 0; c < count; c++)
				if (cands[c].alive &&
				    (worst < 0 || cands[c].total / cands[c].runs <
							  cands[worst].total / cands[worst].runs))
					worst = c;
			cands[worst].alive = false;
			alive--;
		}
	}
pick:;
	int best = -1;
	for (int c = 0; c < count; c++) {
		if (!cands[c].alive || cands[c].runs == 0)
			continue;
		if (best < 0 || cands[c].total / cands[c].runs > cands[best].total / cands[best].runs)
			best = c;
	}
	if (best >= 0) {
		result->move = cands[best].move;
		result->value = cands[best].total / cands[best].runs;
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
		} else if (value > best - 1e-12 && pg_rng_below(&rng, (uint64_t)++ties) == 0) {
			result->move = moves[i];
		}
	}
	result->value = best;
}

static void potluck_search(const pg_game *game, const void *opaque, const pg_ai_request *request,
			   const pg_ai_budget *budget, pg_ai_result *result)
{
	(void)game;
	const potluck_state *state = opaque;
	if (request->kind == PG_AI_GREEDY) {
		greedy_choose(state, request, result);
		return;
	}
	rollout_search(state, request, budget, result, &default_weights);
}

const pg_game_ai potluck_ai = {
	.evaluate = potluck_evaluate,
	.playout_move = potluck_playout_move,
	.search = potluck_search,
	/* iterations: rollouts per decision; depth: moves kept for rollouts. */
	.levels = {
		{.iterations = 60, .depth = 3, .max_seconds = 0.25},
		{.iterations = 400, .depth = 6, .max_seconds = 0.25},
		{.iterations = 2000, .depth = 8, .max_seconds = 1.0},
	},
};
