/*
 * potluck_fit.c: offline tuning of the POTLUCK! search's leaf value (not
 * built by default). It includes potluck_ai.c to share its features.
 *
 * Each round plays GAMES solo games with the current search (the first
 * round with the greedy agent), records after each turn the sheet's value
 * features and the points the game then still made, and fits the weights
 * by least squares (a little ridge). It then measures the new weights:
 * the search at the given budget against greedy over the same dice. The
 * last weights are printed as C, for value_weights[] in potluck_ai.c.
 *
 *   cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -Isrc/core -Isrc/ai -Isrc/games \
 *      -Isrc/games/potluck -Ibuild/generated tools/potluck_fit.c \
 *      build/libpg_core.a -lm -o fit
 *   ./fit GAMES ROUNDS EVAL_GAMES [DEPTH:ITERATIONS [resume]]
 *
 * With "resume" the first round plays the search with the weights now in
 * potluck_ai.c instead of greedy.
 */
#include "../src/games/potluck/potluck_ai.c"

#include <stdio.h>

typedef struct sample {
	float x[V_COUNT];
	float now;
	int game;
} sample;

typedef struct data {
	sample *rows;
	size_t count, cap;
} data;

static float *memo;

static void add_row(data *d, const potluck_sheet *sheet, int game)
{
	if (d->count == d->cap) {
		d->cap = d->cap ? d->cap * 2 : 4096;
		d->rows = realloc(d->rows, sizeof *d->rows * d->cap);
		if (!d->rows)
			exit(1);
	}
	double x[V_COUNT];
	sample *row = &d->rows[d->count++];
	row->now = (float)value_features(sheet, x, memo);
	for (int i = 0; i < V_COUNT; i++)
		row->x[i] = (float)x[i];
	row->game = game;
}

/* Plays one solo game: agent greedy when vw is NULL, else the search at
 * budget with leaf weights vw. Records rows into d (if not NULL). */
static int play(uint64_t seed, const double *vw, const pg_ai_budget *budget, data *d,
		int game)
{
	potluck_state state;
	pg_options options = {.players = 1};
	potluck_game.init(&state, &options);
	pg_rng dice;
	pg_rng_seed(&dice, seed);
	size_t first = d ? d->count : 0;
	while (potluck_game.current_player(&state) != PG_TERMINAL) {
		pg_move move;
		if (potluck_game.current_player(&state) == PG_CHANCE) {
			if (d && state.phase == POTLUCK_PHASE_ROLL_DIE1 && !state.end_triggered)
				add_row(d, &state.sheet[0], game);
			move = potluck_move_make(POTLUCK_ACT_ROLL, 0, 0,
						 1 + (int)pg_rng_below(&dice, 6), false);
		} else {
			pg_ai_request request = {.kind = PG_AI_HARD, .seat = 0, .seed = seed};
			pg_ai_result result = {0};
			if (vw) {
				turn_expectimax(&state, &request, budget, &result, &default_weights,
						vw, false);
			} else {
				request.kind = PG_AI_GREEDY;
				greedy_choose(&state, &request, &result);
			}
			move = result.move;
		}
		potluck_game.apply_move(&state, move, NULL);
	}
	int final = potluck_sheet_score(&state.sheet[0]);
	if (d)
		for (size_t i = first; i < d->count; i++)
			d->rows[i].now = (float)final - d->rows[i].now; /* now: the target */
	return final;
}

/* Solves a x = b (n unknowns) by Gaussian elimination with pivoting. */
static void solve(int n, double *a, double *b, double *x)
{
	for (int c = 0; c < n; c++) {
		int pivot = c;
		for (int r = c + 1; r < n; r++)
			if (fabs(a[r * n + c]) > fabs(a[pivot * n + c]))
				pivot = r;
		for (int k = 0; k < n; k++) {
			double t = a[c * n + k];
			a[c * n + k] = a[pivot * n + k];
			a[pivot * n + k] = t;
		}
		double t = b[c];
		b[c] = b[pivot];
		b[pivot] = t;
		if (fabs(a[c * n + c]) < 1e-12)
			continue;
		for (int r = c + 1; r < n; r++) {
			double f = a[r * n + c] / a[c * n + c];
			for (int k = c; k < n; k++)
				a[r * n + k] -= f * a[c * n + k];
			b[r] -= f * b[c];
		}
	}
	for (int c = n - 1; c >= 0; c--) {
		double sum = b[c];
		for (int k = c + 1; k < n; k++)
			sum -= a[c * n + k] * x[k];
		x[c] = fabs(a[c * n + c]) < 1e-12 ? 0 : sum / a[c * n + c];
	}
}

static void fit(const data *d, double *w)
{
	enum { N = V_COUNT };
	static double a[N * N], b[N];
	memset(a, 0, sizeof a);
	memset(b, 0, sizeof b);
	for (size_t r = 0; r < d->count; r++) {
		const sample *row = &d->rows[r];
		for (int i = 0; i < N; i++) {
			b[i] += row->x[i] * row->now;
			for (int j = 0; j < N; j++)
				a[i * N + j] += (double)row->x[i] * row->x[j];
		}
	}
	for (int i = 0; i < N; i++)
		a[i * N + i] += 1e-3 * a[i * N + i] + 1e-6;
	solve(N, a, b, w);
	double sse = 0, sst = 0, mean = 0;
	for (size_t r = 0; r < d->count; r++)
		mean += d->rows[r].now;
	mean /= (double)d->count;
	for (size_t r = 0; r < d->count; r++) {
		double p = 0;
		for (int i = 0; i < N; i++)
			p += w[i] * d->rows[r].x[i];
		sse += (p - d->rows[r].now) * (p - d->rows[r].now);
		sst += (d->rows[r].now - mean) * (d->rows[r].now - mean);
	}
	fprintf(stderr, "fit: %zu rows, rmse %.2f, R2 %.3f\n", d->count,
		sqrt(sse / (double)d->count), 1 - sse / sst);
}

int main(int argc, char **argv)
{
	if (argc < 4) {
		fprintf(stderr, "usage: %s GAMES ROUNDS EVAL_GAMES [DEPTH:ITERATIONS]\n", argv[0]);
		return 2;
	}
	int games = atoi(argv[1]), rounds = atoi(argv[2]), eval_games = atoi(argv[3]);
	pg_ai_budget budget = {.depth = 2, .iterations = 6, .max_seconds = 5};
	if (argc > 4 && sscanf(argv[4], "%d:%d", &budget.depth, &budget.iterations) != 2)
		return 2;
	static double w[V_COUNT];
	memo = risk_memo_new();
	bool have = argc > 5 && !strcmp(argv[5], "resume");
	if (have)
		memcpy(w, value_weights, sizeof w);
	for (int round = 0; round < rounds; round++) {
		data d = {0};
		for (int g = 0; g < games; g++)
			play(100000u * (uint64_t)(round + 1) + (uint64_t)g, have ? w : NULL, &budget,
			     &d, g);
		fit(&d, w);
		free(d.rows);
		have = true;
		double diff = 0, diff_sq = 0, mean = 0;
		for (int g = 0; g < eval_games; g++) {
			uint64_t seed = 7000000u + (uint64_t)g;
			int mine = play(seed, w, &budget, NULL, g);
			int base = play(seed, NULL, &budget, NULL, g);
			mean += mine;
			diff += mine - base;
			diff_sq += (double)(mine - base) * (mine - base);
		}
		if (eval_games > 0) {
			double dm = diff / eval_games;
			fprintf(stderr, "round %d: search mean %.2f, vs greedy %+.2f (se %.2f)\n",
				round + 1, mean / eval_games, dm,
				sqrt((diff_sq / eval_games - dm * dm) / eval_games));
		}
	}
	printf("static const double value_weights[V_COUNT] = {\n");
	for (int i = 0; i < V_COUNT; i++)
		printf("%s%.4f,%s", i % 6 == 0 ? "\t" : " ", w[i], i % 6 == 5 ? "\n" : "");
	printf("\n};\n");
	return 0;
}
