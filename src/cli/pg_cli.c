#include "pg_cli.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pg_ai.h"
#include "pg_json.h"
#include "pg_match.h"
#include "pg_options.h"
#include "pg_registry.h"
#include "pg_seats.h"

int pg_cli_list(void)
{
	for (int i = 0; i < pg_registry_count(); i++) {
		const pg_game *game = pg_registry_at(i);
		printf("%s\t%s\t%d-%d\n", game->id, game->name, game->min_players,
		       game->max_players);
	}
	return 0;
}

static const pg_game *find_game(const char *id)
{
	if (!id) {
		fprintf(stderr, "potlatch-games: --game ID is required (see 'potlatch-games list')\n");
		return NULL;
	}
	const pg_game *game = pg_registry_find(id);
	if (!game)
		fprintf(stderr, "potlatch-games: no game '%s' (see 'potlatch-games list')\n", id);
	return game;
}

static bool parse_options(const pg_game *game, const char *text, pg_options *options)
{
	char err[256];
	if (pg_options_parse(game, text, options, err, sizeof err))
		return true;
	fprintf(stderr, "potlatch-games: %s\n", err);
	return false;
}

/* CPU seconds of this thread: on a busy machine the per-core rate. */
static double thread_cpu_seconds(void)
{
	struct timespec now;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
	return (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
}

/* ---- play --------------------------------------------------------------- */

/* pthread_create, unless a test asks for a failure. */
static pg_cli_thread_start thread_start = pthread_create;

void pg_cli_test_set_thread_start(pg_cli_thread_start start)
{
	thread_start = start ? start : pthread_create;
}

typedef struct play_totals {
	long long wins[PG_MAX_SEATS];
	long long draws;
	double score_sum[PG_MAX_SEATS];
	double move_ms_sum[PG_MAX_SEATS];
	long long move_count[PG_MAX_SEATS];
	double move_ms_max[PG_MAX_SEATS];
	/* Search work, for agents that report nodes (pg_ai_result.nodes). */
	long long nodes[PG_MAX_SEATS];
	double think_s[PG_MAX_SEATS];     /* wall-clock seconds thinking */
	double think_cpu_s[PG_MAX_SEATS]; /* CPU seconds of the thinking thread */
} play_totals;

typedef struct play_job {
	const pg_game *game;
	pg_options options;
	int seat_count;
	pg_ai_kind agents[PG_MAX_SEATS]; /* by listed position */
	uint64_t seed;
	bool rotate;
	int games;
	int next_game; /* shared counter, under lock */
	pthread_mutex_t lock;
	play_totals totals;
	bool failed;
} play_job;

/* Plays game number index; agent listed at position p sits at seat
 * (p + shift) % seats. Adds its results to local. */
static bool play_one(play_job *job, int index, play_totals *local)
{
	const pg_game *game = job->game;
	uint64_t seed = pg_rng_mix(job->seed, (uint64_t)index);
	pg_match *match = pg_match_create(game, &job->options, seed);
	if (!match)
		return false;
	int seats = job->seat_count;
	int shift = job->rotate ? index % seats : 0;
	int agent_at_seat[PG_MAX_SEATS];
	for (int p = 0; p < seats; p++)
		agent_at_seat[(p + shift) % seats] = p;
	bool ok = true;
	while (ok && !pg_match_is_terminal(match)) {
		int to_move = pg_match_to_move(match);
		if (to_move == PG_CHANCE) {
			ok = pg_match_play(match, pg_match_sample_chance(match), NULL);
			continue;
		}
		int listed = agent_at_seat[to_move];
		pg_ai_request request = {
			.kind = job->agents[listed],
			.seat = to_move,
			.seed = pg_rng_mix(seed, (uint64_t)match->history_count + 1),
		};
		pg_ai_result result;
		double start = pg_ai_now(), cpu_start = thread_cpu_seconds();
		pg_ai_choose(game, match->state, &request, &result);
		double ms = (pg_ai_now() - start) * 1000.0;
		local->nodes[listed] += result.nodes;
		local->think_s[listed] += ms / 1000.0;
		local->think_cpu_s[listed] += thread_cpu_seconds() - cpu_start;
		local->move_ms_sum[listed] += ms;
		local->move_count[listed]++;
		if (ms > local->move_ms_max[listed])
			local->move_ms_max[listed] = ms;
		ok = pg_match_play(match, result.move, NULL);
		if (!ok)
			fprintf(stderr, "potlatch-games: %s agent chose an illegal move in game %d\n",
				pg_ai_kind_name(job->agents[listed]), index);
	}
	if (ok) {
		double returns[PG_MAX_SEATS] = {0};
		int scores[PG_MAX_SEATS] = {0};
		game->returns(match->state, returns);
		game->scores(match->state, scores);
		double best = -1;
		int best_count = 0, best_seat = -1, full_shares = 0;
		for (int s = 0; s < seats; s++) {
			local->score_sum[agent_at_seat[s]] += scores[s];
			if (returns[s] > 1.0 - 1e-9)
				full_shares++;
			if (returns[s] > best + 1e-9) {
				best = returns[s];
				best_count = 1;
				best_seat = s;
			} else if (returns[s] > best - 1e-9) {
				best_count++;
			}
		}
		/* A seat wins when it takes a whole win share: the sole winner of
		 * a contest, or every family that saw the year through in a game
		 * the table wins together (Pitengnaqsaraq). Otherwise the one
		 * best seat wins, and a tie at the top is a draw. */
		if (seats > 1 && full_shares > 0) {
			for (int s = 0; s < seats; s++)
				if (returns[s] > 1.0 - 1e-9)
					local->wins[agent_at_seat[s]]++;
		} else if (seats > 1 && best_count == 1) {
			local->wins[agent_at_seat[best_seat]]++;
		} else if (seats > 1) {
			local->draws++;
		}
	}
	pg_match_destroy(match);
	return ok;
}

static void merge_totals(play_totals *into, const play_totals *from, int seats)
{
	into->draws += from->draws;
	for (int s = 0; s < seats; s++) {
		into->wins[s] += from->wins[s];
		into->score_sum[s] += from->score_sum[s];
		into->move_ms_sum[s] += from->move_ms_sum[s];
		into->move_count[s] += from->move_count[s];
		into->nodes[s] += from->nodes[s];
		into->think_s[s] += from->think_s[s];
		into->think_cpu_s[s] += from->think_cpu_s[s];
		if (from->move_ms_max[s] > into->move_ms_max[s])
			into->move_ms_max[s] = from->move_ms_max[s];
	}
}

static void *play_worker(void *arg)
{
	play_job *job = arg;
	play_totals local;
	memset(&local, 0, sizeof local);
	for (;;) {
		pthread_mutex_lock(&job->lock);
		int index = job->failed ? job->games : job->next_game++;
		pthread_mutex_unlock(&job->lock);
		if (index >= job->games)
			break;
		if (!play_one(job, index, &local)) {
			pthread_mutex_lock(&job->lock);
			job->failed = true;
			pthread_mutex_unlock(&job->lock);
		}
	}
	pthread_mutex_lock(&job->lock);
	merge_totals(&job->totals, &local, job->seat_count);
	pthread_mutex_unlock(&job->lock);
	return NULL;
}

/* Headless games have no person to ask, so only AI kinds are seats here. */
static bool parse_seats(const char *text, play_job *job)
{
	char err[256];
	int kinds[PG_MAX_SEATS];
	if (!text) {
		fprintf(stderr, "potlatch-games: --seats S,S,... is required "
				"(a seat is random, greedy, easy, normal or hard)\n");
		return false;
	}
	int count = pg_seats_parse(text, false, kinds, PG_MAX_SEATS, err, sizeof err);
	if (count < 0) {
		fprintf(stderr, "potlatch-games: --seats: %s\n", err);
		return false;
	}
	job->seat_count = count;
	for (int s = 0; s < count; s++)
		job->agents[s] = (pg_ai_kind)kinds[s];
	return true;
}

static void print_seat_numbers(pg_json *json, const char *key, const double *values, int n)
{
	pg_json_key(json, key);
	pg_json_begin_array(json);
	for (int s = 0; s < n; s++)
		pg_json_number(json, values[s]);
	pg_json_end_array(json);
}

int pg_cli_play(const pg_cli_args *args)
{
	const pg_game *game = find_game(args->game_id);
	if (!game)
		return 2;
	play_job *job = calloc(1, sizeof *job);
	if (!job)
		return 1;
	job->game = game;
	if (!parse_seats(args->seats, job) || !parse_options(game, args->options, &job->options)) {
		free(job);
		return 2;
	}
	/* The seat list sets the player count unless the options say it. */
	if (!args->options || !strstr(args->options, "players="))
		job->options.players = job->seat_count;
	if (job->options.players != job->seat_count) {
		fprintf(stderr, "potlatch-games: the options say players=%d but %d seats are given\n",
			job->options.players, job->seat_count);
		free(job);
		return 2;
	}
	if (job->seat_count < game->min_players || job->seat_count > game->max_players) {
		char players[32];
		pg_seats_range_text(game, players, sizeof players);
		fprintf(stderr, "potlatch-games: %s takes %s players; %d %s given\n", game->id,
			players, job->seat_count, job->seat_count == 1 ? "seat is" : "seats are");
		free(job);
		return 2;
	}
	job->seed = args->has_seed ? args->seed : 1;
	job->rotate = args->rotate;
	job->games = args->games > 0 ? args->games : 100;
	pthread_mutex_init(&job->lock, NULL);
	int jobs = args->jobs > 0 ? args->jobs : 1;
	if (jobs > PG_CLI_MAX_JOBS)
		jobs = PG_CLI_MAX_JOBS;
	pthread_t threads[PG_CLI_MAX_JOBS];
	int started = 0, start_error = 0;
	for (; started < jobs; started++) {
		start_error = thread_start(&threads[started], NULL, play_worker, job);
		if (start_error)
			break;
	}
	if (start_error) {
		/* The workers already running stop after their current game. */
		pthread_mutex_lock(&job->lock);
		job->failed = true;
		pthread_mutex_unlock(&job->lock);
	}
	for (int t = 0; t < started; t++)
		pthread_join(threads[t], NULL);
	pthread_mutex_destroy(&job->lock);
	if (start_error) {
		fprintf(stderr, "potlatch-games: cannot start worker thread %d of %d: %s\n",
			started + 1, jobs, strerror(start_error));
		free(job);
		return 1;
	}
	if (job->failed) {
		free(job);
		return 1;
	}
	int n = job->seat_count;
	double wins[PG_MAX_SEATS], mean_score[PG_MAX_SEATS], mean_ms[PG_MAX_SEATS];
	double mean_nodes[PG_MAX_SEATS], nodes_per_s[PG_MAX_SEATS], nodes_per_cpu_s[PG_MAX_SEATS];
	for (int s = 0; s < n; s++) {
		const play_totals *t = &job->totals;
		mean_nodes[s] = t->move_count[s] ? (double)t->nodes[s] / (double)t->move_count[s] : 0;
		nodes_per_s[s] = t->think_s[s] > 0 ? (double)t->nodes[s] / t->think_s[s] : 0;
		nodes_per_cpu_s[s] = t->think_cpu_s[s] > 0 ? (double)t->nodes[s] / t->think_cpu_s[s] : 0;
		wins[s] = (double)job->totals.wins[s];
		mean_score[s] = job->totals.score_sum[s] / job->games;
		mean_ms[s] = job->totals.move_count[s]
				     ? job->totals.move_ms_sum[s] / job->totals.move_count[s]
				     : 0;
	}
	pg_json json = {.out = stdout};
	pg_json_begin_object(&json);
	pg_json_key(&json, "game");
	pg_json_string(&json, game->id);
	pg_json_key(&json, "games");
	pg_json_int(&json, job->games);
	pg_json_key(&json, "seats");
	pg_json_begin_array(&json);
	for (int s = 0; s < n; s++)
		pg_json_string(&json, pg_ai_kind_name(job->agents[s]));
	pg_json_end_array(&json);
	print_seat_numbers(&json, "wins", wins, n);
	pg_json_key(&json, "draws");
	pg_json_int(&json, job->totals.draws);
	print_seat_numbers(&json, "mean_score", mean_score, n);
	print_seat_numbers(&json, "mean_move_ms", mean_ms, n);
	print_seat_numbers(&json, "max_move_ms", job->totals.move_ms_max, n);
	/* Added fields (the ones above are the fixed contract): search nodes a
	 * move, and nodes per second of thinking, by the wall clock and by the
	 * thinking thread's CPU time (the per-core rate on a busy machine);
	 * zeros for agents that count no nodes. */
	print_seat_numbers(&json, "mean_nodes", mean_nodes, n);
	print_seat_numbers(&json, "nodes_per_s", nodes_per_s, n);
	print_seat_numbers(&json, "nodes_per_cpu_s", nodes_per_cpu_s, n);
	pg_json_end_object(&json);
	fputc('\n', stdout);
	free(job);
	return 0;
}

/* ---- moves -------------------------------------------------------------- */

int pg_cli_moves(const pg_cli_args *args)
{
	const pg_game *game = find_game(args->game_id);
	pg_options options;
	if (!game)
		return 2;
	if (!parse_options(game, args->options, &options))
		return 2;
	pg_match *match = pg_match_create(game, &options, args->has_seed ? args->seed : 1);
	if (!match)
		return 1;
	char err[512];
	if (!pg_match_apply_text(match, args->after, err, sizeof err)) {
		fprintf(stderr, "potlatch-games: %s\n", err);
		pg_match_destroy(match);
		return 2;
	}
	const void *state = match->state;
	int to_move = game->current_player(state);
	pg_json json = {.out = stdout};
	pg_json_begin_object(&json);
	pg_json_key(&json, "game");
	pg_json_string(&json, game->id);
	pg_json_key(&json, "to_move");
	if (to_move == PG_CHANCE)
		pg_json_string(&json, "chance");
	else if (to_move == PG_TERMINAL)
		pg_json_string(&json, "none");
	else
		pg_json_int(&json, to_move);
	pg_json_key(&json, "legal");
	pg_json_begin_array(&json);
	char text[128];
	if (to_move == PG_CHANCE) {
		pg_chance_outcome outcomes[PG_MAX_CHANCE];
		int n = game->chance_outcomes(state, outcomes, PG_MAX_CHANCE);
		for (int i = 0; i < n; i++) {
			game->move_to_text(state, outcomes[i].move, text, sizeof text);
			pg_json_string(&json, text);
		}
		pg_json_end_array(&json);
		pg_json_key(&json, "probabilities");
		pg_json_begin_array(&json);
		for (int i = 0; i < n; i++)
			pg_json_number(&json, outcomes[i].probability);
	} else if (to_move >= 0) {
		pg_move moves[PG_MAX_MOVES];
		int n = game->legal_moves(state, moves, PG_MAX_MOVES);
		for (int i = 0; i < n; i++) {
			game->move_to_text(state, moves[i], text, sizeof text);
			pg_json_string(&json, text);
		}
	}
	pg_json_end_array(&json);
	pg_json_key(&json, "terminal");
	pg_json_bool(&json, to_move == PG_TERMINAL);
	int seats = game->num_seats(state);
	int scores[PG_MAX_SEATS] = {0};
	game->scores(state, scores);
	pg_json_key(&json, "scores");
	pg_json_begin_array(&json);
	for (int s = 0; s < seats; s++)
		pg_json_int(&json, scores[s]);
	pg_json_end_array(&json);
	if (to_move == PG_TERMINAL) {
		double returns[PG_MAX_SEATS] = {0};
		game->returns(state, returns);
		print_seat_numbers(&json, "returns", returns, seats);
	}
	static char state_text[1 << 16];
	game->state_to_text(state, state_text, sizeof state_text);
	pg_json_key(&json, "state");
	pg_json_string(&json, state_text);
	pg_json_end_object(&json);
	fputc('\n', stdout);
	pg_match_destroy(match);
	return 0;
}

/* ---- bench -------------------------------------------------------------- */

int pg_cli_bench(const pg_cli_args *args)
{
	const pg_game *game = find_game(args->game_id);
	pg_options options;
	if (!game)
		return 2;
	if (!parse_options(game, args->options, &options))
		return 2;
	double seconds = args->seconds > 0 ? args->seconds : 3.0;
	void *state = malloc(game->state_size);
	if (!state)
		return 1;
	pg_rng rng;
	pg_rng_seed(&rng, args->has_seed ? args->seed : 1);
	long long playouts = 0, moves = 0;
	double start = pg_ai_now(), elapsed = 0, cpu_start = thread_cpu_seconds();
	while (elapsed < seconds) {
		for (int batch = 0; batch < 64; batch++) {
			game->init(state, &options);
			/* current_player once a ply: the move is drawn for the
			 * seat (or chance) already known. */
			for (int to_move; (to_move = game->current_player(state)) != PG_TERMINAL;
			     moves++)
				game->apply_move(
				    state, pg_ai_random_move_for(game, state, to_move, &rng), NULL);
			playouts++;
		}
		elapsed = pg_ai_now() - start;
	}
	double cpu = thread_cpu_seconds() - cpu_start;
	free(state);
	pg_json json = {.out = stdout};
	pg_json_begin_object(&json);
	pg_json_key(&json, "game");
	pg_json_string(&json, game->id);
	pg_json_key(&json, "seconds");
	pg_json_number(&json, elapsed);
	pg_json_key(&json, "playouts");
	pg_json_int(&json, playouts);
	pg_json_key(&json, "playouts_per_s");
	pg_json_number(&json, (double)playouts / elapsed);
	pg_json_key(&json, "moves_per_s");
	pg_json_number(&json, (double)moves / elapsed);
	pg_json_key(&json, "playouts_per_cpu_s");
	pg_json_number(&json, cpu > 0 ? (double)playouts / cpu : 0);
	pg_json_end_object(&json);
	fputc('\n', stdout);
	return 0;
}
