/*
 * potluck_duel.c: offline measuring tool for the POTLUCK! AI (not built by
 * default). Plays solo games with several agents over the same dice (each
 * game's rolls come from their own stream, whatever the agents do), so the
 * agents' means are compared on equal luck and the paired differences have
 * a small spread.
 *
 *   cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -Isrc/core -Isrc/ai -Isrc/games \
 *      -Isrc/games/potluck -Ibuild/generated tools/potluck_duel.c \
 *      build/libpg_core.a -lm -o duel
 *   ./duel GAMES FIRST_SEED AGENT...
 *   ./duel GAMES FIRST_SEED win-vs-score
 *
 * An agent is random, greedy, easy, normal, hard, or DEPTH:ITERATIONS for
 * the game's search at that budget (e.g. 2:6 is the Hard budget).
 * win-vs-score plays two-player games of Hard against Hard told to
 * maximise its own score only, seats swapped every other game.
 */
#include "../src/games/potluck/potluck_ai.c"

#include <stdio.h>

enum { MAX_AGENTS = 8 };

typedef struct agent {
	const char *name;
	pg_ai_kind kind;
	pg_ai_budget budget;
	bool custom;
} agent;

static int play_game(const struct agent *a, uint64_t seed, double *ms_max, double *ms_total,
		     long *decisions)
{
	potluck_state state;
	pg_options options = {.players = 1};
	potluck_game.init(&state, &options);
	pg_rng dice, own;
	pg_rng_seed(&dice, seed);
	pg_rng_seed(&own, seed ^ 0x5151);
	while (potluck_game.current_player(&state) != PG_TERMINAL) {
		pg_move move;
		if (potluck_game.current_player(&state) == PG_CHANCE) {
			move = potluck_move_make(POTLUCK_ACT_ROLL, 0, 0,
						 1 + (int)pg_rng_below(&dice, 6), false);
		} else if (a->kind == PG_AI_RANDOM) {
			move = pg_ai_random_move(&potluck_game, &state, &own);
		} else {
			pg_ai_request request = {.kind = a->kind, .seat = 0,
						 .seed = pg_rng_next(&own)};
			pg_ai_result result = {0};
			double start = pg_ai_now();
			if (a->custom)
				potluck_game.ai->search(&potluck_game, &state, &request, &a->budget,
							&result);
			else
				pg_ai_choose(&potluck_game, &state, &request, &result);
			double ms = (pg_ai_now() - start) * 1000;
			*ms_total += ms;
			*ms_max = ms > *ms_max ? ms : *ms_max;
			++*decisions;
			move = result.move;
		}
		potluck_game.apply_move(&state, move, NULL);
	}
	return potluck_sheet_score(&state.sheet[0]);
}

/* Two-player games: Hard playing to win against Hard playing for its
 * score; prints the first's wins, losses and draws. */
static int win_vs_score(int games, uint64_t first)
{
	int wins = 0, losses = 0, draws = 0;
	double mine = 0, theirs = 0;
	const pg_ai_budget *budget = &potluck_ai.levels[PG_AI_HARD - PG_AI_EASY];
	for (int g = 0; g < games; g++) {
		int winner_seat = g % 2; /* the seat playing to win */
		potluck_state state;
		pg_options options = {.players = 2};
		potluck_game.init(&state, &options);
		pg_rng dice;
		pg_rng_seed(&dice, first + (uint64_t)g / 2);
		while (potluck_game.current_player(&state) != PG_TERMINAL) {
			int to_move = potluck_game.current_player(&state);
			pg_move move;
			if (to_move == PG_CHANCE) {
				move = potluck_move_make(POTLUCK_ACT_ROLL, 0, 0,
							 1 + (int)pg_rng_below(&dice, 6), false);
			} else {
				pg_ai_request request = {.kind = PG_AI_HARD, .seat = to_move,
							 .seed = 1};
				pg_ai_result result = {0};
				turn_expectimax(&state, &request, budget, &result, &default_weights,
						value_weights, to_move != winner_seat);
				move = result.move;
			}
			potluck_game.apply_move(&state, move, NULL);
		}
		int a = potluck_sheet_score(&state.sheet[winner_seat]);
		int b = potluck_sheet_score(&state.sheet[1 - winner_seat]);
		wins += a > b;
		losses += a < b;
		draws += a == b;
		mine += a;
		theirs += b;
	}
	printf("win-vs-score: games %d, playing to win: %d wins, %d losses, %d draws; mean "
	       "scores %.2f (to win) %.2f (for score)\n",
	       games, wins, losses, draws, mine / games, theirs / games);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 4 && !strcmp(argv[3], "win-vs-score"))
		return win_vs_score(atoi(argv[1]), strtoull(argv[2], NULL, 10));
	if (argc < 4) {
		fprintf(stderr, "usage: %s GAMES FIRST_SEED AGENT...\n", argv[0]);
		return 2;
	}
	int games = atoi(argv[1]);
	uint64_t first = strtoull(argv[2], NULL, 10);
	int count = argc - 3 < MAX_AGENTS ? argc - 3 : MAX_AGENTS;
	agent agents[MAX_AGENTS];
	for (int i = 0; i < count; i++) {
		const char *name = argv[3 + i];
		agents[i] = (agent){.name = name};
		int kind = pg_ai_kind_from_text(name);
		if (kind >= 0) {
			agents[i].kind = (pg_ai_kind)kind;
		} else {
			agents[i].kind = PG_AI_HARD;
			agents[i].custom = true;
			agents[i].budget.max_seconds = 5;
			if (sscanf(name, "%d:%d", &agents[i].budget.depth,
				   &agents[i].budget.iterations) != 2)
				return fprintf(stderr, "bad agent %s\n", name), 2;
		}
	}
	double sum[MAX_AGENTS] = {0}, sq[MAX_AGENTS] = {0}, dsum[MAX_AGENTS] = {0},
	       dsq[MAX_AGENTS] = {0}, ms_max[MAX_AGENTS] = {0}, ms_total[MAX_AGENTS] = {0};
	long decisions[MAX_AGENTS] = {0};
	for (int g = 0; g < games; g++) {
		int base = 0;
		for (int i = 0; i < count; i++) {
			int score = play_game(&agents[i], first + (uint64_t)g, &ms_max[i], &ms_total[i],
					      &decisions[i]);
			if (i == 0)
				base = score;
			sum[i] += score;
			sq[i] += (double)score * score;
			dsum[i] += score - base;
			dsq[i] += (double)(score - base) * (score - base);
		}
	}
	for (int i = 0; i < count; i++) {
		double mean = sum[i] / games, sd = sqrt(sq[i] / games - mean * mean);
		double dmean = dsum[i] / games, dsd = sqrt(dsq[i] / games - dmean * dmean);
		printf("%-10s games %d mean %.2f sd %.1f  vs %s %+.2f (se %.2f)  ms mean %.2f max "
		       "%.1f\n",
		       agents[i].name, games, mean, sd, agents[0].name, dmean,
		       dsd / sqrt((double)games), decisions[i] ? ms_total[i] / decisions[i] : 0,
		       ms_max[i]);
	}
	return 0;
}
