/*
 * totem_pole_ai.c: what the generic AI needs to know about Totem Pole.
 *
 * evaluate() guesses each seat's final score: its scoring area now, plus
 * what it would take if the pole were captured now, minus a share of the
 * pyramids still in hand (most of them will still be played, but not all),
 * and turns the lead over the best rival into a win share with a logistic.
 * The search itself is the generic MCTS with chance nodes.
 */
#include <math.h>

#include "totem_pole_rules.h"

/* Points of a pyramid for the taker: own colour 1/2/3, others 2/4/6. */
static int piece_points(int taker, int colour, int size)
{
	return (size + 1) * (colour == taker ? 1 : 2);
}

/* How the seats would score if the pole were taken apart now. */
static void pole_capture_points(const tp_state *s, int *points)
{
	int height = tp_pole_height(s);
	while (height > 0) {
		int taker = tp_pole_colour(s, height - 1);
		int take = tp_pole_size(s, height - 1) + 1;
		for (int i = 0; i < take && height > 0; i++) {
			height--;
			if (taker < TP_MAX_PLAYERS)
				points[taker] += piece_points(taker, tp_pole_colour(s, height),
				                              tp_pole_size(s, height));
		}
	}
}

/* Weight of the own-colour value of a pyramid still in hand: the end of
 * placing usually leaves the last player holding a few. */
enum { HAND_PENALTY_PERCENT = 50 };
/* Points of lead worth about e (2.7) to 1 odds. */
static const double lead_scale = 6.0;

static double tp_evaluate(const void *state, int seat)
{
	const tp_state *s = state;
	int players = tp_players(s);
	if (tp_get_phase(s) == TP_PHASE_OVER) {
		double share[TP_MAX_PLAYERS];
		totem_pole_game.returns(state, share);
		return share[seat];
	}
	int pole[TP_MAX_PLAYERS] = {0};
	pole_capture_points(s, pole);
	double guess[TP_MAX_PLAYERS];
	for (int p = 0; p < players; p++) {
		int hand = 0;
		for (int size = 0; size < TP_SIZES; size++)
			hand += (size + 1) * tp_supply(s, p, size);
		/* tp_score already subtracts the whole hand; give part back. */
		guess[p] =
		    tp_score(s, p) + pole[p] + hand * (100 - HAND_PENALTY_PERCENT) / 100.0;
	}
	double best_rival = -1e9;
	for (int p = 0; p < players; p++)
		if (p != seat && guess[p] > best_rival)
			best_rival = guess[p];
	return 1.0 / (1.0 + exp(-(guess[seat] - best_rival) / lead_scale));
}

const pg_game_ai totem_pole_ai = {
    .evaluate = tp_evaluate,
    .playout_move = NULL,
    .search = NULL,
    /* Levels from measured head-to-head play (docs/rules/totem-pole.md):
     * the game is mostly luck, and search stops paying off past about a
     * thousand iterations, so Easy and Normal are kept deliberately thin
     * to leave a real step between the levels. */
    .levels =
        {
            {.iterations = 4, .depth = 0, .max_seconds = 0.04, .exploration = 0.7},
            {.iterations = 10, .depth = 0, .max_seconds = 0.2, .exploration = 0.7},
            {.iterations = 20000, .depth = 0, .max_seconds = 0.9, .exploration = 0.7},
        },
};
