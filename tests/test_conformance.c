/*
 * test_conformance.c: the contract of src/core/pg_game.h, checked over every
 * registered game, every player count and every small option combination,
 * by random playouts (after OpenSpiel's basic API tests).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_ai.h"
#include "pg_i18n.h"
#include "pg_match.h"
#include "pg_options.h"
#include "pg_registry.h"

enum { PLAYOUTS_PER_SETUP = 60, MAX_PLIES = 20000 };

typedef struct setup {
	const pg_game *game;
	pg_options options;
} setup;

/* Calls visit for every player count and every combination of option
 * values (options with at most 4 values; wider ones keep their default). */
static void for_each_setup(const pg_game *game, void (*visit)(const setup *))
{
	int combos = 1;
	for (int i = 0; i < game->option_count; i++) {
		int width = game->option_specs[i].max_value - game->option_specs[i].min_value + 1;
		if (width <= 4)
			combos *= width;
	}
	for (int players = game->min_players; players <= game->max_players; players++) {
		for (int combo = 0; combo < combos; combo++) {
			setup s = {.game = game};
			pg_options_default(game, &s.options);
			s.options.players = players;
			int rest = combo;
			for (int i = 0; i < game->option_count; i++) {
				const pg_option_spec *spec = &game->option_specs[i];
				int width = spec->max_value - spec->min_value + 1;
				if (width > 4)
					continue;
				s.options.values[i] = spec->min_value + rest % width;
				rest /= width;
			}
			visit(&s);
		}
	}
}

static void check_legal_moves_sorted_unique(const pg_game *game, const void *state)
{
	pg_move moves[PG_MAX_MOVES];
	int n = game->legal_moves(state, moves, PG_MAX_MOVES);
	assert_true(n > 0);
	assert_true(n < PG_MAX_MOVES);
	for (int i = 1; i < n; i++)
		assert_true(moves[i - 1] < moves[i]);
	for (int i = 0; i < n; i++)
		assert_true(moves[i] >= 0);
}

static void check_chance_sums_to_one(const pg_game *game, const void *state)
{
	pg_chance_outcome outcomes[PG_MAX_CHANCE];
	int n = game->chance_outcomes(state, outcomes, PG_MAX_CHANCE);
	assert_true(n > 0);
	double sum = 0;
	for (int i = 0; i < n; i++) {
		assert_true(outcomes[i].probability > 0);
		sum += outcomes[i].probability;
		for (int j = 0; j < i; j++)
			assert_int_not_equal(outcomes[i].move, outcomes[j].move);
	}
	assert_true(fabs(sum - 1.0) < 1e-9);
}

static void check_notation_round_trip(const pg_game *game, const void *state, pg_move move)
{
	char text[128];
	int length = game->move_to_text(state, move, text, sizeof text);
	assert_true(length > 0);
	assert_null(strchr(text, ';'));
	assert_null(strchr(text, '\n'));
	assert_null(strchr(text, ' '));
	pg_move parsed = PG_NO_MOVE;
	if (!game->move_from_text(state, text, &parsed))
		fail_msg("%s: '%s' does not parse back", game->id, text);
	assert_int_equal(parsed, move);
	char sentence[256];
	assert_true(game->describe_move(state, move, sentence, sizeof sentence) > 0);
}

static void check_invariants(const pg_game *game, const void *state)
{
	char why[256] = "";
	if (game->check_invariants && !game->check_invariants(state, why, sizeof why))
		fail_msg("%s: invariant broken: %s", game->id, why);
}

static void check_terminal(const pg_game *game, const void *state)
{
	pg_move moves[PG_MAX_MOVES];
	assert_int_equal(game->legal_moves(state, moves, PG_MAX_MOVES), 0);
	double returns[PG_MAX_SEATS];
	game->returns(state, returns);
	int seats = game->num_seats(state);
	for (int s = 0; s < seats; s++)
		assert_true(returns[s] >= 0.0 && returns[s] <= 1.0);
	pg_breakdown breakdown;
	int scores[PG_MAX_SEATS];
	game->scores(state, scores);
	for (int s = 0; s < seats; s++) {
		memset(&breakdown, 0, sizeof breakdown);
		game->score_breakdown(state, s, &breakdown);
		assert_int_equal(breakdown.total, scores[s]);
	}
}

/* One random playout through a match, checking the contract at every ply;
 * then the save text must replay to the very same state. */
static void random_playout(const setup *s, uint64_t seed)
{
	const pg_game *game = s->game;
	pg_match *match = pg_match_create(game, &s->options, seed);
	assert_non_null(match);
	assert_int_equal(game->num_seats(match->state), s->options.players);
	pg_rng rng;
	pg_rng_seed(&rng, seed);
	void *copy = malloc(game->state_size);
	void *again = malloc(game->state_size);
	int plies = 0;
	while (!pg_match_is_terminal(match)) {
		assert_true(++plies < MAX_PLIES);
		int to_move = pg_match_to_move(match);
		pg_move move;
		if (to_move == PG_CHANCE) {
			check_chance_sums_to_one(game, match->state);
			move = pg_match_sample_chance(match);
		} else {
			assert_true(to_move >= 0 && to_move < s->options.players);
			check_legal_moves_sorted_unique(game, match->state);
			move = pg_ai_random_move(game, match->state, &rng);
		}
		check_notation_round_trip(game, match->state, move);
		/* Clone: applying to a copy leaves the original alone and two
		 * copies given the same move stay identical. */
		memcpy(copy, match->state, game->state_size);
		memcpy(again, match->state, game->state_size);
		game->apply_move(copy, move, NULL);
		assert_memory_equal(again, match->state, game->state_size);
		pg_event_list events;
		events.count = 0;
		assert_true(pg_match_play(match, move, &events));
		assert_memory_equal(copy, match->state, game->state_size);
		check_invariants(game, match->state);
	}
	check_terminal(game, match->state);
	char *text = pg_match_save_text(match);
	assert_non_null(text);
	char err[256];
	pg_match *loaded = pg_match_load_text(text, pg_registry_find, err, sizeof err);
	if (!loaded)
		fail_msg("%s: save does not load: %s", game->id, err);
	assert_int_equal(loaded->history_count, match->history_count);
	assert_memory_equal(loaded->state, match->state, game->state_size);
	pg_match_destroy(loaded);
	free(text);
	free(copy);
	free(again);
	pg_match_destroy(match);
}

static void visit_playouts(const setup *s)
{
	for (int i = 0; i < PLAYOUTS_PER_SETUP; i++)
		random_playout(s, 1000 + (uint64_t)i * 7919);
}

static void test_every_game_honours_the_interface(void **unused)
{
	(void)unused;
	assert_true(pg_registry_count() >= 1);
	for (int g = 0; g < pg_registry_count(); g++) {
		const pg_game *game = pg_registry_at(g);
		assert_non_null(game->id);
		assert_non_null(game->ai);
		assert_non_null(game->ai->evaluate);
		assert_true(game->min_players >= 1 && game->max_players <= PG_MAX_SEATS);
		assert_true(game->default_players >= game->min_players &&
			    game->default_players <= game->max_players);
		assert_true(game->option_count <= PG_MAX_OPTIONS);
		for_each_setup(game, visit_playouts);
	}
}

/* Undo by truncation must give back exactly the earlier state. */
static void visit_truncate(const setup *s)
{
	const pg_game *game = s->game;
	pg_match *match = pg_match_create(game, &s->options, 77);
	pg_rng rng;
	pg_rng_seed(&rng, 5);
	void *snapshots = malloc(game->state_size * 64);
	int taken = 0;
	while (!pg_match_is_terminal(match) && taken < 64) {
		memcpy((char *)snapshots + game->state_size * (size_t)taken, match->state,
		       game->state_size);
		taken++;
		assert_true(pg_match_play(match, pg_ai_random_move(game, match->state, &rng), NULL));
	}
	for (int cut = taken - 1; cut >= 0; cut -= 3) {
		pg_match_truncate(match, cut);
		assert_int_equal(match->history_count, cut);
		assert_memory_equal(match->state,
				    (char *)snapshots + game->state_size * (size_t)cut,
				    game->state_size);
	}
	free(snapshots);
	pg_match_destroy(match);
}

static void test_truncate_restores_earlier_states(void **unused)
{
	(void)unused;
	for (int g = 0; g < pg_registry_count(); g++)
		for_each_setup(pg_registry_at(g), visit_truncate);
}

/* Chance draws depend only on seed and ply: replaying gives the same game. */
static void test_seeded_matches_replay_identically(void **unused)
{
	(void)unused;
	for (int g = 0; g < pg_registry_count(); g++) {
		const pg_game *game = pg_registry_at(g);
		pg_options options;
		pg_options_default(game, &options);
		pg_match *a = pg_match_create(game, &options, 4242);
		pg_match *b = pg_match_create(game, &options, 4242);
		for (int ply = 0; ply < 200 && !pg_match_is_terminal(a); ply++) {
			pg_move move;
			if (pg_match_to_move(a) == PG_CHANCE) {
				move = pg_match_sample_chance(a);
				assert_int_equal(move, pg_match_sample_chance(b));
			} else {
				pg_move moves[PG_MAX_MOVES];
				int n = game->legal_moves(a->state, moves, PG_MAX_MOVES);
				move = moves[(ply * 31) % n];
			}
			assert_true(pg_match_play(a, move, NULL));
			assert_true(pg_match_play(b, move, NULL));
		}
		assert_memory_equal(a->state, b->state, game->state_size);
		pg_match_destroy(a);
		pg_match_destroy(b);
	}
}

/* Every agent returns a legal move from positions along a game. */
static void test_every_agent_plays_legal_moves(void **unused)
{
	(void)unused;
	for (int g = 0; g < pg_registry_count(); g++) {
		const pg_game *game = pg_registry_at(g);
		pg_options options;
		pg_options_default(game, &options);
		pg_match *match = pg_match_create(game, &options, 9);
		int decisions = 0;
		while (!pg_match_is_terminal(match) && decisions < 12) {
			if (pg_match_to_move(match) == PG_CHANCE) {
				pg_match_resolve_chance(match, NULL);
				continue;
			}
			pg_ai_kind kind = (pg_ai_kind)(decisions % 3 == 2 ? PG_AI_EASY : decisions % 3);
			pg_ai_request request = {.kind = kind,
						 .seat = pg_match_to_move(match),
						 .seed = (uint64_t)decisions};
			pg_ai_result result;
			pg_ai_choose(game, match->state, &request, &result);
			assert_true(pg_match_is_legal(match, result.move));
			assert_true(pg_match_play(match, result.move, NULL));
			decisions++;
		}
		pg_match_destroy(match);
	}
}

/* A raised cancel flag stops a search at once with a legal move. */
static void test_cancelled_search_returns_a_legal_move(void **unused)
{
	(void)unused;
	volatile int cancel = 1;
	for (int g = 0; g < pg_registry_count(); g++) {
		const pg_game *game = pg_registry_at(g);
		pg_options options;
		pg_options_default(game, &options);
		pg_match *match = pg_match_create(game, &options, 3);
		pg_match_resolve_chance(match, NULL);
		pg_ai_request request = {.kind = PG_AI_HARD,
					 .seat = pg_match_to_move(match),
					 .seed = 1,
					 .cancel = &cancel};
		pg_ai_result result;
		pg_ai_choose(game, match->state, &request, &result);
		if (!result.cancelled)
			assert_true(result.nodes <= 1);
		pg_match_destroy(match);
	}
}


/* ---- hidden information ---------------------------------------------------
 * For every game with hidden information, over many random states s and
 * every viewer p (each seat, and -1, a spectator):
 *  - observe(determinize(observe(s, p)), p) == observe(s, p), and a
 *    determinization is a state the rules accept (its invariants hold);
 *  - the seat to move has the same legal moves in s as in every
 *    determinization of its observation;
 *  - nothing hidden from p leaks: what p reads (describe_move_for), the
 *    events p may see in full and p's next observation depend only on p's
 *    observation and the move. For a private chance move this means they
 *    are the same whichever outcome came; for a decision, the same in s as
 *    in a determinization where the move is legal too.
 *  - chance_seat and chance_private_to are -1 or a seat, and seat_status is
 *    PLAYING or OUT, the same in an observation, PLAYING for the seat to move. */

enum { HIDDEN_PLAYOUTS_PER_SETUP = 12, HIDDEN_OUTCOMES_COMPARED = 6 };

static bool legal_contains(const pg_game *game, const void *state, pg_move move)
{
	if (game->current_player(state) == PG_CHANCE) {
		pg_chance_outcome outcomes[PG_MAX_CHANCE];
		int n = game->chance_outcomes(state, outcomes, PG_MAX_CHANCE);
		for (int i = 0; i < n; i++)
			if (outcomes[i].move == move)
				return true;
		return false;
	}
	pg_move moves[PG_MAX_MOVES];
	int n = game->legal_moves(state, moves, PG_MAX_MOVES);
	for (int i = 0; i < n; i++)
		if (moves[i] == move)
			return true;
	return false;
}

/* What viewer learns from move played in state: the sentence, the events
 * (a..d only of those viewer may see) and the observation after. */
typedef struct viewer_report {
	char sentence[256];
	pg_event_list events;
	unsigned char *seen_after; /* game->state_size bytes */
} viewer_report;

static void report_for(const pg_game *game, const void *state, pg_move move, int viewer,
		       void *scratch, viewer_report *out)
{
	memset(out->sentence, 0, sizeof out->sentence);
	pg_game_describe_move_for(game, state, move, viewer, out->sentence, sizeof out->sentence);
	memcpy(scratch, state, game->state_size);
	out->events.count = 0;
	game->apply_move(scratch, move, &out->events);
	for (int i = 0; i < out->events.count; i++) {
		pg_event *e = &out->events.items[i];
		if (!pg_event_visible_to(e, viewer))
			e->a = e->b = e->c = e->d = 0;
	}
	pg_game_observe(game, scratch, viewer, out->seen_after);
}

static void assert_same_report(const pg_game *game, const viewer_report *x,
			       const viewer_report *y, int viewer, const char *what)
{
	if (strcmp(x->sentence, y->sentence) != 0)
		fail_msg("%s: viewer %d reads '%s' or '%s' (%s)", game->id, viewer, x->sentence,
			 y->sentence, what);
	if (x->events.count != y->events.count)
		fail_msg("%s: viewer %d sees %d or %d events (%s)", game->id, viewer,
			 x->events.count, y->events.count, what);
	for (int i = 0; i < x->events.count; i++) {
		const pg_event *a = &x->events.items[i], *b = &y->events.items[i];
		if (a->kind != b->kind || a->detail != b->detail || a->seat != b->seat ||
		    a->seen_by != b->seen_by || a->a != b->a || a->b != b->b || a->c != b->c ||
		    a->d != b->d)
			fail_msg("%s: viewer %d sees event %d differ (%s)", game->id, viewer, i,
				 what);
	}
	if (memcmp(x->seen_after, y->seen_after, game->state_size) != 0)
		fail_msg("%s: viewer %d's observation after the move differs (%s)", game->id,
			 viewer, what);
}

typedef struct hidden_scratch {
	unsigned char *seen, *world, *again, *applied;
	viewer_report first, other;
} hidden_scratch;

static void check_seat_functions(const pg_game *game, const void *state, const void *seen)
{
	int seats = game->num_seats(state);
	int chance_seat = pg_game_chance_seat(game, state);
	int private_to = pg_game_chance_private_to(game, state);
	assert_true(chance_seat >= -1 && chance_seat < seats);
	assert_true(private_to >= -1 && private_to < seats);
	for (int q = 0; q < seats; q++) {
		int status = pg_game_seat_status(game, state, q);
		assert_true(status == PG_SEAT_PLAYING || status == PG_SEAT_OUT);
		assert_int_equal(status, pg_game_seat_status(game, seen, q));
	}
	int to_move = game->current_player(state);
	if (to_move >= 0)
		assert_int_equal(pg_game_seat_status(game, state, to_move), PG_SEAT_PLAYING);
}

static void check_determinization(const pg_game *game, const void *state, int viewer,
				  pg_rng *rng, hidden_scratch *h)
{
	pg_game_observe(game, state, viewer, h->seen);
	check_seat_functions(game, state, h->seen);
	int to_move = game->current_player(state);
	pg_move moves[PG_MAX_MOVES], again[PG_MAX_MOVES];
	int n = to_move == viewer ? game->legal_moves(state, moves, PG_MAX_MOVES) : 0;
	for (int k = 0; k < 2; k++) {
		memcpy(h->world, h->seen, game->state_size);
		game->determinize(h->world, viewer, rng);
		check_invariants(game, h->world);
		pg_game_observe(game, h->world, viewer, h->again);
		if (memcmp(h->again, h->seen, game->state_size) != 0)
			fail_msg("%s: observe(determinize(observe(s, %d))) != observe(s, %d)",
				 game->id, viewer, viewer);
		assert_int_equal(game->current_player(h->world), to_move);
		if (to_move == viewer) {
			int m = game->legal_moves(h->world, again, PG_MAX_MOVES);
			assert_int_equal(m, n);
			assert_memory_equal(moves, again, sizeof *moves * (size_t)n);
		}
	}
}

/* The move about to be played tells viewer nothing it may not know. */
static void check_no_leak(const pg_game *game, const void *state, pg_move move, int viewer,
			  pg_rng *rng, hidden_scratch *h)
{
	report_for(game, state, move, viewer, h->applied, &h->first);
	if (game->current_player(state) == PG_CHANCE) {
		int private_to = pg_game_chance_private_to(game, state);
		if (private_to < 0 || private_to == viewer)
			return;
		pg_chance_outcome outcomes[PG_MAX_CHANCE];
		int n = game->chance_outcomes(state, outcomes, PG_MAX_CHANCE);
		for (int i = 0; i < n && i < HIDDEN_OUTCOMES_COMPARED; i++) {
			report_for(game, state, outcomes[i].move, viewer, h->applied, &h->other);
			assert_same_report(game, &h->first, &h->other, viewer,
					   "a private chance outcome");
		}
		return;
	}
	pg_game_observe(game, state, viewer, h->world);
	game->determinize(h->world, viewer, rng);
	if (!legal_contains(game, h->world, move))
		return;
	report_for(game, h->world, move, viewer, h->applied, &h->other);
	assert_same_report(game, &h->first, &h->other, viewer, "a decision in a determinization");
}

static void hidden_playout(const setup *s, uint64_t seed, hidden_scratch *h)
{
	const pg_game *game = s->game;
	pg_match *match = pg_match_create(game, &s->options, seed);
	pg_rng rng;
	pg_rng_seed(&rng, seed ^ 0x4849444445ull);
	int plies = 0;
	while (!pg_match_is_terminal(match)) {
		assert_true(++plies < MAX_PLIES);
		pg_move move = pg_match_to_move(match) == PG_CHANCE
				       ? pg_match_sample_chance(match)
				       : pg_ai_random_move(game, match->state, &rng);
		for (int viewer = -1; viewer < s->options.players; viewer++) {
			check_determinization(game, match->state, viewer, &rng, h);
			check_no_leak(game, match->state, move, viewer, &rng, h);
		}
		assert_true(pg_match_play(match, move, NULL));
	}
	pg_match_destroy(match);
}

static void visit_hidden(const setup *s)
{
	size_t size = s->game->state_size;
	hidden_scratch h = {
		.seen = malloc(size),
		.world = malloc(size),
		.again = malloc(size),
		.applied = malloc(size),
		.first = {.seen_after = malloc(size)},
		.other = {.seen_after = malloc(size)},
	};
	for (int i = 0; i < HIDDEN_PLAYOUTS_PER_SETUP; i++)
		hidden_playout(s, 500 + (uint64_t)i * 104729, &h);
	free(h.seen);
	free(h.world);
	free(h.again);
	free(h.applied);
	free(h.first.seen_after);
	free(h.other.seen_after);
}

static void test_hidden_information_is_kept_hidden(void **unused)
{
	(void)unused;
	int checked = 0;
	for (int g = 0; g < pg_registry_count(); g++) {
		const pg_game *game = pg_registry_at(g);
		if (!game->hidden_information)
			continue;
		assert_non_null(game->observe);
		assert_non_null(game->determinize);
		for_each_setup(game, visit_hidden);
		checked++;
	}
	assert_true(checked >= 1);
}

/* Games without hidden information: an observation is the state itself
 * and no chance outcome is private. */
static void test_open_games_show_everything(void **unused)
{
	(void)unused;
	for (int g = 0; g < pg_registry_count(); g++) {
		const pg_game *game = pg_registry_at(g);
		if (game->hidden_information)
			continue;
		pg_options options;
		pg_options_default(game, &options);
		pg_match *match = pg_match_create(game, &options, 11);
		void *seen = malloc(game->state_size);
		pg_rng rng;
		pg_rng_seed(&rng, 3);
		for (int ply = 0; ply < 200 && !pg_match_is_terminal(match); ply++) {
			pg_game_observe(game, match->state, 0, seen);
			assert_memory_equal(seen, match->state, game->state_size);
			assert_int_equal(pg_game_chance_private_to(game, match->state), -1);
			check_seat_functions(game, match->state, seen);
			assert_true(pg_match_play(match, pg_ai_random_move(game, match->state, &rng),
						  NULL));
		}
		free(seen);
		pg_match_destroy(match);
	}
}

/* Every line of every game's end-of-game score explanation is a text
 * for translators: with the pseudo-locale on, each one comes out in its
 * brackets (a line left in English would stay English in every language). */
static void test_score_lines_are_translated(void **unused)
{
	(void)unused;
	pg_i18n_set_pseudo(true);
	for (int g = 0; g < pg_registry_count(); g++) {
		const pg_game *game = pg_registry_at(g);
		for (int players = game->min_players; players <= game->max_players; players++) {
			pg_options options;
			pg_options_default(game, &options);
			options.players = players;
			pg_match *match = pg_match_create(game, &options, 77 + (uint64_t)players);
			pg_rng rng;
			pg_rng_seed(&rng, 5);
			for (int plies = 0; !pg_match_is_terminal(match) && plies < MAX_PLIES; plies++) {
				pg_move move = pg_match_to_move(match) == PG_CHANCE
				                   ? pg_match_sample_chance(match)
				                   : pg_ai_random_move(game, match->state, &rng);
				assert_true(pg_match_play(match, move, NULL));
			}
			assert_true(pg_match_is_terminal(match));
			for (int seat = 0; seat < players; seat++) {
				pg_breakdown breakdown;
				memset(&breakdown, 0, sizeof breakdown);
				game->score_breakdown(match->state, seat, &breakdown);
				for (int i = 0; i < breakdown.count; i++)
					if (breakdown.lines[i].label[0] != '[')
						fail_msg("%s, %d players: score line '%s' is not "
						         "translated",
						         game->id, players, breakdown.lines[i].label);
			}
			pg_match_destroy(match);
		}
	}
	pg_i18n_set_pseudo(false);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_game_honours_the_interface),
		cmocka_unit_test(test_truncate_restores_earlier_states),
		cmocka_unit_test(test_seeded_matches_replay_identically),
		cmocka_unit_test(test_every_agent_plays_legal_moves),
		cmocka_unit_test(test_cancelled_search_returns_a_legal_move),
		cmocka_unit_test(test_hidden_information_is_kept_hidden),
		cmocka_unit_test(test_open_games_show_everything),
		cmocka_unit_test(test_score_lines_are_translated),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
