/*
 * great_potlatch_ai.c: what the generic AI needs to know about The Great
 * Potlatch.
 *
 * evaluate() guesses each seat's final reputation: its score now, plus what
 * its hand may still become (a Totem Pole card is a pole or a ritual in the
 * making, a Potlatch card a marker or a gift), weighted by the days left,
 * and turns the lead over the best rival into a win share with a logistic.
 * The search is the generic information-set MCTS (src/ai/pg_ismcts.c),
 * which pg_ai_choose uses for every game with hidden information; the
 * evaluation scores Easy's and Normal's depth-limited playouts (Hard plays
 * every playout to the end) and greedy's choices.
 */
#include <math.h>

#include "great_potlatch_rules.h"

/* Points of lead worth about e (2.7) to 1 odds. */
static const double lead_scale = 4.0;

/* What a seat's table and hand are likely worth by the end. */
static double guess_final(const gp_state *s, int seat)
{
	double days_left = GP_DAYS - s->day + (s->phase < GP_PHASE_SUNRISE ? 1 : 0);
	double future = days_left / GP_DAYS;
	double guess = gp_score(s, seat);
	/* The Speaker gives nothing and picks first. */
	if (gp_speaker(s) == seat)
		guess += 0.8 * future;
	guess += future * (1.2 * s->hand_totem[seat] + 0.25 * s->hand_potlatch[seat]);
	/* Markers still in front of a seat can be placed while days remain. */
	guess += future * 0.3 * s->markers[seat];
	return guess;
}

static double gp_evaluate(const void *state, int seat)
{
	const gp_state *s = state;
	int players = gp_players(s);
	if (gp_get_phase(s) == GP_PHASE_OVER) {
		double share[GP_MAX_PLAYERS];
		great_potlatch_game.returns(state, share);
		return share[seat];
	}
	double mine = guess_final(s, seat), best_rival = -1e9;
	for (int p = 0; p < players; p++) {
		if (p == seat)
			continue;
		double rival = guess_final(s, p);
		if (rival > best_rival)
			best_rival = rival;
	}
	return 1.0 / (1.0 + exp(-(mine - best_rival) / lead_scale));
}

const pg_game_ai great_potlatch_ai = {
    .evaluate = gp_evaluate,
    .playout_move = NULL,
    .search = NULL,
    /* IS-MCTS budgets (iterations; depth = playout plies before the
     * evaluation is read), measured in docs/performance.md. */
    .levels =
        {
            {.iterations = 40, .depth = 30, .max_seconds = 0.045, .exploration = 0.7},
            {.iterations = 800, .depth = 40, .max_seconds = 0.24, .exploration = 0.7},
            {.iterations = 4000, .depth = 0, .max_seconds = 0.95, .exploration = 0.7},
        },
};
