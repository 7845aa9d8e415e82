/*
 * test_scene_stats.c: what the app keeps of a finished game (issue 14,
 * pg_history.h): the statistics it counts and the past game it keeps, once
 * per game; a game given up counted as a loss; a guided game kept out of
 * the statistics; the 51st past game
 * removing the oldest; a statistics file that cannot be read kept aside
 * and named; and the statistics screen, Past games and the title's buttons
 * at the three window sizes.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <dirent.h>
#include <unistd.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_history.h"
#include "pg_history_scenes.h"
#include "pg_play.h"
#include "pg_rng.h"
#include "pg_scenes.h"
#include "pg_storage.h"

static const char *const GAME = "totem-pole";

static pg_app *app_in_new_folder(int width, int height)
{
	char dir[] = "/tmp/pg-test-stats-XXXXXX";
	assert_non_null(mkdtemp(dir));
	pg_app *app = pg_test_app_create_in(width, height, dir);
	assert_non_null(app);
	return app;
}

static void remove_folder(pg_app *app)
{
	char cmd[PG_APP_PATH_MAX + 32];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", app->pref_dir);
	pg_test_app_destroy(app);
	assert_int_equal(system(cmd), 0);
}

/* Plays the open game to its end with seeded random moves straight on the
 * match, then lets the app notice (the results open). */
static void finish_game(pg_app *app, uint64_t seed)
{
	pg_play *play = pg_test_play(app);
	assert_non_null(play);
	pg_rng rng;
	pg_rng_seed(&rng, seed);
	pg_move moves[4096];
	for (int guard = 0; !pg_match_is_terminal(play->match) && guard < 100000; guard++) {
		if (pg_match_to_move(play->match) == PG_CHANCE) {
			pg_match_resolve_chance(play->match, NULL);
			continue;
		}
		int n = play->game->legal_moves(play->match->state, moves, 4096);
		assert_true(n > 0);
		assert_true(pg_match_play(play->match, moves[pg_rng_below(&rng, (uint32_t)n)], NULL));
	}
	assert_true(pg_match_is_terminal(play->match));
	pg_play_resync(play);
	pg_test_settle(app);
	assert_string_equal(pg_test_top_scene(app), "results");
}

static pg_stats *load_stats(pg_app *app, char *message, size_t size)
{
	pg_stats *stats = malloc(sizeof *stats);
	assert_non_null(stats);
	pg_history_load_stats(app, stats, message, size);
	return stats;
}

static int count_files(const char *dir, const char *prefix)
{
	DIR *d = opendir(dir);
	if (!d)
		return 0;
	int n = 0;
	struct dirent *e;
	while ((e = readdir(d)))
		n += !strncmp(e->d_name, prefix, strlen(prefix));
	closedir(d);
	return n;
}

static void test_finished_game_is_counted_and_kept_once(void **unused)
{
	(void)unused;
	pg_app *app = app_in_new_folder(1280, 800);
	assert_true(pg_test_open_game(app, GAME, "human,easy", NULL, 11, NULL));
	pg_play *play = pg_test_play(app);
	play->hints_used = 2; /* the hints engineer's counter: the game is marked */
	finish_game(app, 5);
	double shares[PG_MAX_SEATS];
	play->game->returns(play->match->state, shares);
	pg_breakdown mine;
	play->game->score_breakdown(play->match->state, 0, &mine);
	pg_stats_result result = pg_stats_result_for(shares, 2, 0);

	char message[512];
	pg_stats *stats = load_stats(app, message, sizeof message);
	assert_string_equal(message, "");
	assert_int_equal(stats->count, 1);
	const pg_stats_row *row = &stats->rows[0];
	assert_string_equal(row->game, GAME);
	assert_string_equal(row->key, "easy");
	assert_int_equal(row->played, 1);
	assert_int_equal(row->won, result == PG_STATS_WIN);
	assert_int_equal(row->lost, result == PG_STATS_LOSS);
	assert_int_equal(row->drawn, result == PG_STATS_DRAW);
	assert_int_equal(row->best, mine.total);
	assert_int_equal(row->total, mine.total);
	assert_int_equal(row->streak, result == PG_STATS_WIN);
	assert_int_equal(row->hinted, 1);

	/* In Past games, with its result. */
	pg_history_entry entries[4];
	assert_int_equal(pg_history_list(app, entries, 4), 1);
	assert_string_equal(entries[0].game_id, GAME);
	assert_false(entries[0].damaged);
	assert_int_equal(entries[0].moves, play->match->history_count);
	assert_non_null(strstr(entries[0].seats, "Easy AI"));
	static const char *const outcome[] = {"You won", "You lost", "A draw"};
	assert_non_null(strstr(entries[0].result, outcome[result]));

	/* See the board, then the results again: not counted twice. */
	pg_test_key(app, SDLK_ESCAPE, 0);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "game");
	pg_open_results(app);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "results");
	free(stats);
	stats = load_stats(app, message, sizeof message);
	assert_int_equal(stats->rows[0].played, 1);
	assert_int_equal(pg_history_list(app, entries, 4), 1);

	/* Rematch and finish again: the second game counts in the same row. */
	SDL_Rect watch;
	assert_true(pg_results_watch_button(app, &watch));
	pg_test_key(app, SDLK_RETURN, 0); /* Enter is Rematch */
	pg_test_settle(app);
	finish_game(app, 6);
	free(stats);
	stats = load_stats(app, message, sizeof message);
	assert_int_equal(stats->count, 1);
	assert_int_equal(stats->rows[0].played, 2);
	assert_int_equal(stats->rows[0].hinted, 1); /* the rematch had none */
	assert_int_equal(pg_history_list(app, entries, 4), 2);
	free(stats);
	remove_folder(app);
}

static void test_hot_seat_counts_per_seat_and_tutorial_not_at_all(void **unused)
{
	(void)unused;
	pg_app *app = app_in_new_folder(1280, 800);
	assert_true(pg_test_open_game(app, GAME, "human,human", NULL, 3, NULL));
	finish_game(app, 9);
	char message[512];
	pg_stats *stats = load_stats(app, message, sizeof message);
	assert_int_equal(stats->count, 2);
	pg_play *play = pg_test_play(app);
	char key[PG_STATS_KEY];
	snprintf(key, sizeof key, "seat:%s", pg_play_seat_style(play, 1)->name);
	int row = pg_stats_find(stats, GAME, key);
	assert_true(row >= 0);
	assert_int_equal(stats->rows[row].played, 1);
	free(stats);

	/* A guided game is kept to watch again but not counted. */
	assert_true(pg_test_open_game(app, GAME, "human,normal", NULL, 4, NULL));
	pg_test_play(app)->tutorial = true;
	finish_game(app, 10);
	stats = load_stats(app, message, sizeof message);
	assert_int_equal(stats->count, 2);
	assert_int_equal(pg_stats_find(stats, GAME, "normal"), -1);
	pg_history_entry entries[4];
	assert_int_equal(pg_history_list(app, entries, 4), 2);
	free(stats);
	remove_folder(app);
}

static void test_fifty_first_game_removes_the_oldest(void **unused)
{
	(void)unused;
	pg_app *app = app_in_new_folder(1280, 800);
	char dir[PG_APP_PATH_MAX];
	assert_true(pg_history_dir(app, dir, sizeof dir));
	assert_int_equal(mkdir(dir, 0700), 0);
	/* Fifty earlier games (as files; what they hold does not matter to
	 * the count). */
	for (int i = 1; i <= PG_HISTORY_KEEP; i++) {
		char path[PG_APP_PATH_MAX + 64], err[256];
		snprintf(path, sizeof path, "%s/%06d-%s.save", dir, i, GAME);
		assert_true(pg_storage_write(path, "old\n", 4, err, sizeof err));
	}
	assert_true(pg_test_open_game(app, GAME, "human,easy", NULL, 21, NULL));
	finish_game(app, 22);
	assert_int_equal(count_files(dir, ""), PG_HISTORY_KEEP + 2); /* with . and .. */
	char oldest[PG_APP_PATH_MAX + 64], second[PG_APP_PATH_MAX + 64], newest[PG_APP_PATH_MAX + 64];
	snprintf(oldest, sizeof oldest, "%s/000001-%s.save", dir, GAME);
	snprintf(second, sizeof second, "%s/000002-%s.save", dir, GAME);
	snprintf(newest, sizeof newest, "%s/000051-%s.save", dir, GAME);
	struct stat st;
	assert_int_not_equal(stat(oldest, &st), 0);
	assert_int_equal(stat(second, &st), 0);
	assert_int_equal(stat(newest, &st), 0);
	/* Past games lists them newest first; the new one opens. */
	pg_open_history(app);
	pg_test_frame(app, 0);
	assert_int_equal(pg_history_scene_count(app), PG_HISTORY_KEEP);
	SDL_Rect watch;
	assert_true(pg_history_scene_watch(app, 0, &watch));
	pg_test_click(app, watch.x + watch.w / 2, watch.y + watch.h / 2);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "replay");
	remove_folder(app);
}

static void test_unreadable_statistics_are_kept_aside_and_named(void **unused)
{
	(void)unused;
	pg_app *app = app_in_new_folder(1280, 800);
	char path[PG_APP_PATH_MAX], err[256];
	assert_true(pg_history_stats_path(app, path, sizeof path));
	static const char binary[] = "game totem-pole easy 1 1 0 0 3 3 1 1 0\n\0\xff\xfe";
	assert_true(pg_storage_write(path, binary, sizeof binary - 1, err, sizeof err));
	/* The statistics screen says so, naming the kept file. */
	pg_open_stats(app);
	pg_test_frame(app, 0);
	const char *message = pg_stats_scene_message(app);
	assert_non_null(message);
	assert_non_null(strstr(message, "statistics.txt.bad-"));
	assert_int_equal(count_files(app->pref_dir, "statistics.txt.bad-"), 1);
	assert_int_equal(pg_stats_scene_games(app), 0);
	pg_test_key(app, SDLK_ESCAPE, 0);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "title");

	/* Damaged again, found when a game ends: the results say it. */
	assert_true(pg_storage_write(path, binary, sizeof binary - 1, err, sizeof err));
	assert_true(pg_test_open_game(app, GAME, "human,hard", NULL, 31, NULL));
	finish_game(app, 32);
	assert_int_equal(count_files(app->pref_dir, "statistics.txt.bad-"), 2);
	char note[512];
	pg_stats *stats = load_stats(app, note, sizeof note);
	assert_string_equal(note, "");
	assert_int_equal(stats->count, 1);
	assert_string_equal(stats->rows[0].key, "hard");
	free(stats);
	/* Lines of a later version are kept through a record. */
	const char *later = "rating totem-pole 1500\n";
	char *text = NULL;
	size_t length = 0;
	assert_int_equal(pg_storage_read(path, 1 << 20, &text, &length, err, sizeof err),
			 PG_STORAGE_READ_OK);
	char *with = malloc(length + strlen(later) + 1);
	snprintf(with, length + strlen(later) + 1, "%s%s", later, text);
	assert_true(pg_storage_write(path, with, strlen(with), err, sizeof err));
	free(text);
	pg_test_key(app, SDLK_ESCAPE, 0); /* See the board */
	pg_test_frame(app, 0);
	pg_play_restart(pg_test_play(app), 77);
	pg_test_settle(app);
	finish_game(app, 33);
	assert_int_equal(pg_storage_read(path, 1 << 20, &text, &length, err, sizeof err),
			 PG_STORAGE_READ_OK);
	assert_memory_equal(text, later, strlen(later));
	assert_non_null(strstr(text, "game totem-pole hard 2 "));
	free(text);
	free(with);
	remove_folder(app);
}

/* The screens render at each size, with rows and empty. */
/* Plays the open game on until the person at seat 0 has made a move:
 * others' moves and rolls first, then the person's first legal move. */
static void person_moves(pg_app *app)
{
	pg_play *play = pg_test_play(app);
	assert_non_null(play);
	pg_move moves[4096];
	for (int guard = 0; guard < 10000; guard++) {
		if (pg_match_to_move(play->match) == PG_CHANCE) {
			pg_match_resolve_chance(play->match, NULL);
			continue;
		}
		int n = play->game->legal_moves(play->match->state, moves, 4096);
		assert_true(n > 0);
		bool mine = pg_match_to_move(play->match) == 0;
		assert_true(pg_match_play(play->match, moves[0], NULL));
		if (mine)
			break;
	}
	assert_false(pg_match_is_terminal(play->match));
	pg_play_resync(play);
	pg_test_frame(app, 0);
}

/* The pause menu's "Restart game", clicked. */
static void restart(pg_app *app)
{
	pg_open_pause(app);
	pg_scenes_apply(&app->scenes, app);
	SDL_Rect r;
	assert_true(pg_pause_restart_button(app, &r));
	pg_test_click(app, r.x + r.w / 2, r.y + r.h / 2);
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "game");
	assert_int_equal(pg_test_play(app)->match->history_count, 0);
}

/* The row of GAME against Easy: games played and lost, or 0 with none. */
static void expect_given_up(pg_app *app, int played)
{
	char message[512];
	pg_stats *stats = load_stats(app, message, sizeof message);
	int row = pg_stats_find(stats, GAME, "easy");
	assert_int_equal(row < 0 ? 0 : stats->rows[row].played, played);
	if (row >= 0) {
		assert_int_equal(stats->rows[row].lost, played);
		assert_int_equal(stats->rows[row].won, 0);
		assert_int_equal(stats->rows[row].streak, 0);
	}
	free(stats);
}

/* A game given up counts as a loss once the person moved in it
 * (pg_history.h): "Restart game" over it, or a new game started in the
 * place of its resumable save. Not before the person's first move, and
 * not a game left for the title (it waits to be resumed). */
static void test_given_up_game_counts_as_a_loss(void **unused)
{
	(void)unused;
	pg_app *app = app_in_new_folder(1280, 800);
	assert_true(pg_test_open_game(app, GAME, "human,easy", NULL, 11, NULL));
	restart(app);
	expect_given_up(app, 0);
	person_moves(app);
	restart(app);
	expect_given_up(app, 1);
	pg_history_entry entries[2];
	assert_int_equal(pg_history_list(app, entries, 2), 0); /* not a past game */

	/* Left for the title: kept, not counted. */
	person_moves(app);
	assert_true(pg_game_save_and_quit(app));
	pg_scenes_apply(&app->scenes, app);
	expect_given_up(app, 1);

	/* A new game in its place gives it up. */
	pg_open_setup(app, pg_view_find(GAME));
	pg_scenes_apply(&app->scenes, app);
	pg_test_key(app, SDLK_RETURN, 0); /* Start */
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "confirm");
	SDL_Rect r;
	assert_true(pg_confirm_button(app, 1, &r)); /* Start a new game and replace it */
	pg_test_click(app, r.x + r.w / 2, r.y + r.h / 2);
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "game");
	expect_given_up(app, 2);

	/* A finished game is not given up by a restart after its results. */
	finish_game(app, 7);
	pg_test_key(app, SDLK_ESCAPE, 0); /* See the board */
	pg_scenes_apply(&app->scenes, app);
	char message[512];
	pg_stats *before = load_stats(app, message, sizeof message);
	restart(app);
	pg_stats *after = load_stats(app, message, sizeof message);
	assert_int_equal(after->count, before->count);
	for (int i = 0; i < after->count; i++)
		assert_int_equal(after->rows[i].played, before->rows[i].played);
	free(before);
	free(after);
	remove_folder(app);

	/* At a hot seat each person loses; a one-seat game has no loss. */
	app = app_in_new_folder(1280, 800);
	assert_true(pg_test_open_game(app, GAME, "human,human", NULL, 13, NULL));
	person_moves(app);
	restart(app);
	assert_true(pg_test_open_game(app, "potluck", "human", NULL, 13, NULL));
	person_moves(app);
	restart(app);
	char note[512];
	pg_stats *stats = load_stats(app, note, sizeof note);
	assert_int_equal(stats->count, 2);
	for (int i = 0; i < 2; i++) {
		assert_string_equal(stats->rows[i].game, GAME);
		assert_string_equal(stats->rows[i].key, i == 0 ? "seat:Red" : "seat:Blue");
		assert_int_equal(stats->rows[i].lost, 1);
	}
	free(stats);
	remove_folder(app);
}

/* A game opened straight into (the command line's --game) over a saved
 * game asks first; "Play the new game instead" gives the saved one up,
 * as a new game from the setup screen does, and "Resume" does not. */
static void test_new_game_from_the_command_line_gives_up_the_saved_one(void **unused)
{
	(void)unused;
	pg_app *app = app_in_new_folder(1280, 800);
	assert_true(pg_test_open_game(app, GAME, "human,easy", NULL, 11, NULL));
	person_moves(app);
	assert_true(pg_game_save_and_quit(app));
	pg_scenes_apply(&app->scenes, app);
	for (int answer = 0; answer < 2; answer++) {
		assert_true(pg_test_open_game(app, GAME, "human,easy", NULL, 12, NULL));
		pg_test_frame(app, 0);
		pg_scenes_apply(&app->scenes, app);
		assert_string_equal(pg_test_top_scene(app), "confirm");
		SDL_Rect r;
		assert_true(pg_confirm_button(app, answer, &r));
		pg_test_click(app, r.x + r.w / 2, r.y + r.h / 2);
		pg_scenes_apply(&app->scenes, app);
		assert_string_equal(pg_test_top_scene(app), "game");
		/* Resume (0) keeps it; the new game (1) gives it up. */
		expect_given_up(app, answer);
		if (answer == 0) {
			assert_true(pg_game_save_and_quit(app));
			pg_scenes_apply(&app->scenes, app);
		}
	}
	remove_folder(app);
}

/* The kit list of Past games by keys: Down chooses the newest, Down again
 * the next, Enter watches the chosen one; Esc closes the replay, then
 * Backspace the list. And the statistics screen shows a dash for Best and
 * Average of a game whose games scored no points. */
static void test_past_games_by_keys_and_a_dash_for_no_points(void **unused)
{
	(void)unused;
	pg_app *app = app_in_new_folder(1280, 800);
	static const char *const games[][2] = {
		{"totem-pole", "human,easy"}, {"kloone", "human,easy"}, {"potluck", "human"}};
	for (int i = 0; i < 3; i++) {
		assert_true(pg_test_open_game(app, games[i][0], games[i][1], NULL, 30 + i, NULL));
		finish_game(app, 3);
	}
	pg_open_title(app);
	pg_open_history(app);
	pg_scenes_apply(&app->scenes, app);
	assert_int_equal(pg_history_scene_count(app), 3);
	pg_test_key(app, SDLK_DOWN, 0);
	pg_test_key(app, SDLK_DOWN, 0);
	pg_test_key(app, SDLK_RETURN, 0);
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "replay");
	assert_string_equal(pg_replay_play(app)->game->id, "kloone"); /* newest but one */
	pg_test_key(app, SDLK_ESCAPE, 0);
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "history");
	pg_test_key(app, SDLK_UP, 0);
	pg_test_key(app, SDLK_RETURN, 0);
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_replay_play(app)->game->id, "potluck");
	pg_test_key(app, SDLK_ESCAPE, 0);
	pg_test_key(app, SDLK_BACKSPACE, 0);
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "title");

	/* Kloone's row as counted now, then as if none of its games had a
	 * point: numbers, then dashes. */
	char message[512], cell[64];
	pg_stats *stats = load_stats(app, message, sizeof message);
	int row = pg_stats_find(stats, "kloone", "easy");
	assert_true(row >= 0);
	stats->rows[row].best = 0;
	stats->rows[row].total = 0;
	pg_open_stats(app);
	pg_scenes_apply(&app->scenes, app);
	assert_true(pg_stats_scene_cell(app, "totem-pole", 0, 1, cell, sizeof cell));
	assert_string_equal(cell, "1");
	assert_true(pg_stats_scene_cell(app, "potluck", 0, 5, cell, sizeof cell));
	assert_string_not_equal(cell, "\xE2\x80\x93");
	pg_test_key(app, SDLK_ESCAPE, 0);
	pg_scenes_apply(&app->scenes, app);
	assert_true(pg_history_save_stats(app, stats));
	free(stats);
	pg_open_stats(app);
	pg_scenes_apply(&app->scenes, app);
	assert_true(pg_stats_scene_cell(app, "kloone", 0, 5, cell, sizeof cell));
	assert_string_equal(cell, "\xE2\x80\x93");
	assert_true(pg_stats_scene_cell(app, "kloone", 0, 6, cell, sizeof cell));
	assert_string_equal(cell, "\xE2\x80\x93");
	assert_true(pg_stats_scene_cell(app, "kloone", 0, 1, cell, sizeof cell));
	assert_string_equal(cell, "1");
	remove_folder(app);
}

static void test_screens_at_three_sizes(void **unused)
{
	(void)unused;
	static const int sizes[3][2] = {{960, 600}, {1280, 800}, {1920, 1080}};
	pg_app *app = app_in_new_folder(1280, 800);
	pg_open_stats(app);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "statistics");
	assert_int_equal(pg_stats_scene_games(app), 0);
	pg_test_key(app, SDLK_ESCAPE, 0);
	pg_open_history(app);
	pg_test_frame(app, 0);
	assert_int_equal(pg_history_scene_count(app), 0);
	pg_test_key(app, SDLK_ESCAPE, 0);
	assert_true(pg_test_open_game(app, GAME, "human,normal", NULL, 41, NULL));
	finish_game(app, 42);
	pg_open_title(app);
	pg_test_frame(app, 0);
	for (int i = 0; i < 3; i++) {
		assert_true(pg_test_resize(app, sizes[i][0], sizes[i][1]));
		pg_open_stats(app);
		pg_test_frame(app, 0);
		assert_int_equal(pg_stats_scene_games(app), 1);
		pg_test_key(app, SDLK_ESCAPE, 0);
		pg_open_history(app);
		pg_test_frame(app, 0);
		assert_int_equal(pg_history_scene_count(app), 1);
		pg_test_key(app, SDLK_ESCAPE, 0);
		pg_test_frame(app, 0);
		assert_string_equal(pg_test_top_scene(app), "title");
	}
	/* From the title by keyboard: back from Quit past Settings to
	 * Statistics, Enter; and Past games one more back. */
	for (int i = 0; i < 3; i++)
		pg_test_key(app, SDLK_TAB, KMOD_SHIFT);
	pg_test_key(app, SDLK_RETURN, 0);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "statistics");
	pg_test_key(app, SDLK_ESCAPE, 0);
	pg_test_frame(app, 0);
	pg_test_key(app, SDLK_TAB, KMOD_SHIFT);
	pg_test_key(app, SDLK_RETURN, 0);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "history");
	remove_folder(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_finished_game_is_counted_and_kept_once),
		cmocka_unit_test(test_hot_seat_counts_per_seat_and_tutorial_not_at_all),
		cmocka_unit_test(test_fifty_first_game_removes_the_oldest),
		cmocka_unit_test(test_unreadable_statistics_are_kept_aside_and_named),
		cmocka_unit_test(test_given_up_game_counts_as_a_loss),
		cmocka_unit_test(test_new_game_from_the_command_line_gives_up_the_saved_one),
		cmocka_unit_test(test_past_games_by_keys_and_a_dash_for_no_points),
		cmocka_unit_test(test_screens_at_three_sizes),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
