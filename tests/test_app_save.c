/*
 * test_app_save.c: saving and resuming through the app's save path
 * (<pref dir>/current.save). Quitting a game in progress to the menu saves
 * it, the title offers to resume it, and resuming gives back the same
 * game, seats and history; closing the window saves too; a finished game
 * resumed from the save removes it. A damaged save gives a clear message
 * naming the file, the file is left exactly as it was, and nothing else is
 * lost.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_play.h"
#include "pg_registry.h"
#include "pg_scenes.h"

static char dir[256];

static int make_dir(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/pg-test-save-%ld", (long)getpid());
	mkdir(dir, 0700);
	return 0;
}

static int remove_dir(void **state)
{
	(void)state;
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static const char *game_id(void)
{
	assert_true(pg_view_count() > 0);
	return pg_view_at(0)->game_id;
}

/* People play the first legal move a few times (chance moves between). */
static void play_some(pg_app *app, int moves)
{
	for (int i = 0; i < moves; i++) {
		pg_test_settle(app);
		pg_play *play = pg_test_play(app);
		pg_move legal[PG_MAX_MOVES];
		int n = pg_play_legal_moves(play, legal, PG_MAX_MOVES);
		if (n == 0)
			break;
		assert_true(pg_play_submit(play, legal[n - 1]));
		pg_test_frame(app, 1.0 / 60);
	}
	pg_test_settle(app);
}

static char *read_file(const char *path, size_t *length)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	char *buf = malloc(1 << 20);
	*length = fread(buf, 1, (1 << 20) - 1, f);
	buf[*length] = '\0';
	fclose(f);
	return buf;
}

static void quit_to_menu_saves_and_resume_restores(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	assert_non_null(app);
	remove(app->save_path);
	assert_true(pg_test_open_game(app, game_id(), "human,human", NULL, 77, NULL));
	play_some(app, 4);
	pg_play *play = pg_test_play(app);
	int count = play->match->history_count;
	assert_true(count > 2);
	pg_move history[512];
	memcpy(history, play->match->history, sizeof(pg_move) * (size_t)count);
	assert_true(pg_game_save_and_quit(app));
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "title");
	assert_null(pg_test_play(app));
	struct stat st;
	assert_int_equal(stat(app->save_path, &st), 0);
	assert_string_equal(app->notice, "");

	assert_true(pg_open_saved_game(app));
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "game");
	play = pg_test_play(app);
	assert_true(play->from_save);
	assert_int_equal(play->match->seed, 77);
	assert_int_equal(play->match->history_count, count);
	assert_memory_equal(play->match->history, history, sizeof(pg_move) * (size_t)count);
	assert_true(pg_play_is_human(play, 0) && pg_play_is_human(play, 1));
	/* The log was rebuilt from the history. */
	assert_int_equal(play->log_count, count);
	pg_test_app_destroy(app);
}

static void closing_the_window_saves(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	char path[1024];
	snprintf(path, sizeof path, "%s", app->save_path);
	remove(path);
	assert_true(pg_test_open_game(app, game_id(), "human,normal", NULL, 12, NULL));
	play_some(app, 1);
	int count = pg_test_play(app)->match->history_count;
	assert_true(count > 0);
	app->autosave = true; /* as pg_app_run sets it */
	pg_test_app_destroy(app);
	char err[256];
	pg_match *saved = pg_match_load_file(path, pg_registry_find, err, sizeof err);
	assert_non_null(saved);
	assert_true(saved->history_count >= count);
	assert_string_equal(saved->seats, "human,normal");
	pg_match_destroy(saved);
}

static void damaged_save_is_reported_and_left_alone(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	char path[1024];
	snprintf(path, sizeof path, "%s", app->save_path);
	FILE *f = fopen(path, "wb");
	assert_non_null(f);
	fprintf(f, "potlatch-games save 1\ngame %s\noptions \nseed 5\nseats human,human\nmoves 2\n"
		   "this-is-not-a-move\n",
		game_id());
	fclose(f);
	size_t before_length;
	char *before = read_file(path, &before_length);
	struct stat st_before;
	stat(path, &st_before);

	pg_open_title(app);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
	/* The message says what is wrong and where the file is. */
	assert_non_null(strstr(app->notice, "could not be opened"));
	assert_non_null(strstr(app->notice, "this-is-not-a-move"));
	assert_non_null(strstr(app->notice, path));
	/* Trying to resume anyway changes nothing either. */
	assert_false(pg_open_saved_game(app));
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "title");
	pg_test_app_destroy(app);

	size_t after_length;
	char *after = read_file(path, &after_length);
	assert_non_null(after);
	assert_int_equal(after_length, before_length);
	assert_memory_equal(after, before, before_length);
	struct stat st_after;
	stat(path, &st_after);
	assert_true(st_after.st_ino == st_before.st_ino);
	free(before);
	free(after);
	remove(path);
}

static void finishing_a_resumed_game_forgets_the_save(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	remove(app->save_path);
	assert_true(pg_test_open_game(app, game_id(), "human,human", NULL, 31, NULL));
	play_some(app, 2);
	assert_true(pg_game_save_and_quit(app));
	pg_scenes_apply(&app->scenes, app);
	assert_true(pg_open_saved_game(app));
	pg_scenes_apply(&app->scenes, app);
	pg_play *play = pg_test_play(app);
	pg_rng rng;
	pg_rng_seed(&rng, 9);
	while (!pg_match_is_terminal(play->match))
		pg_match_play(play->match, pg_ai_random_move(play->game, play->match->state, &rng),
			      NULL);
	pg_play_resync(play);
	assert_true(pg_game_save_and_quit(app));
	struct stat st;
	assert_int_not_equal(stat(app->save_path, &st), 0);
	pg_test_app_destroy(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(quit_to_menu_saves_and_resume_restores),
		cmocka_unit_test(closing_the_window_saves),
		cmocka_unit_test(damaged_save_is_reported_and_left_alone),
		cmocka_unit_test(finishing_a_resumed_game_forgets_the_save),
	};
	return cmocka_run_group_tests(tests, make_dir, remove_dir);
}
