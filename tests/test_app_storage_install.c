/*
 * test_app_storage_install.c: a damaged install does not crash (issue 13,
 * finding 3). Art that is a folder, an empty file or a file cut short
 * fails once, on the worker thread and on the direct path alike, with a
 * message naming the file and where it was looked for; good art beside it
 * still draws. A rules help file that is a folder or empty shows a sentence
 * saying so, not a blank page.
 */
#include <fcntl.h>
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
#include "pg_scenes.h"

static char dir[256];

static int make_dir(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/pg-test-install-%ld", (long)getpid());
	char cmd[1200];
	snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s/art' '%s/docs/help'", dir, dir, dir);
	return system(cmd) == 0 ? 0 : -1;
}

static int remove_dir(void **state)
{
	(void)state;
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static void write_file(const char *path, const char *text, size_t length)
{
	FILE *f = fopen(path, "wb");
	assert_non_null(f);
	assert_int_equal(fwrite(text, 1, length, f), length);
	fclose(f);
}

static const char GOOD[] = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\" "
			   "width=\"10\" height=\"10\"><rect width=\"10\" height=\"10\" "
			   "fill=\"#a0522d\"/></svg>\n";

/* The art folder: good.svg, folder.svg (a folder), empty.svg, cut.svg (the
 * first half of good.svg). */
static void make_art(char *art, size_t size)
{
	snprintf(art, size, "%s/art", dir);
	char path[400];
	snprintf(path, sizeof path, "%s/good.svg", art);
	write_file(path, GOOD, sizeof GOOD - 1);
	snprintf(path, sizeof path, "%s/folder.svg", art);
	mkdir(path, 0700);
	snprintf(path, sizeof path, "%s/empty.svg", art);
	write_file(path, "", 0);
	snprintf(path, sizeof path, "%s/cut.svg", art);
	write_file(path, GOOD, sizeof GOOD / 2);
}

/* Runs fn with stderr going to a file, and gives back what it wrote. */
static char captured[8192];

static void start_capture(int *saved)
{
	fflush(stderr);
	*saved = dup(2);
	char path[400];
	snprintf(path, sizeof path, "%s/stderr.txt", dir);
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	assert_true(fd >= 0);
	dup2(fd, 2);
	close(fd);
}

static const char *end_capture(int saved)
{
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	char path[400];
	snprintf(path, sizeof path, "%s/stderr.txt", dir);
	FILE *f = fopen(path, "rb");
	size_t n = f ? fread(captured, 1, sizeof captured - 1, f) : 0;
	if (f)
		fclose(f);
	captured[n] = '\0';
	return captured;
}

static SDL_Texture *wait_for(pg_assets *assets, const char *path, int w, int h)
{
	for (int i = 0; i < 5000; i++) {
		SDL_Texture *texture = pg_assets_svg_async(assets, path, w, h, false);
		if (texture || pg_assets_failed(assets, path))
			return texture;
		SDL_Delay(1);
	}
	return NULL;
}

/* Finding 3: a folder where an SVG should be made the loader allocate
 * 2^63 bytes and write through NULL on the worker thread (SIGSEGV); an
 * SVG cut short drew nothing without a word. */
static void damaged_art_fails_with_its_name_on_the_worker(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	char art[320];
	make_art(art, sizeof art);
	pg_assets *assets = pg_assets_create(app->renderer, art);
	assert_non_null(assets);
	pg_assets_release_worker(assets);
	int saved;
	start_capture(&saved);
	SDL_Texture *folder = wait_for(assets, "folder.svg", 64, 64);
	SDL_Texture *empty = wait_for(assets, "empty.svg", 64, 64);
	SDL_Texture *cut = wait_for(assets, "cut.svg", 64, 64);
	SDL_Texture *good = wait_for(assets, "good.svg", 64, 64);
	const char *said = end_capture(saved);
	assert_null(folder);
	assert_null(empty);
	assert_null(cut);
	assert_non_null(good);
	assert_true(pg_assets_failed(assets, "folder.svg"));
	assert_true(pg_assets_failed(assets, "empty.svg"));
	assert_true(pg_assets_failed(assets, "cut.svg"));
	char full[400];
	snprintf(full, sizeof full, "%s/folder.svg is a folder", art);
	assert_non_null(strstr(said, full));
	snprintf(full, sizeof full, "%s/empty.svg is empty", art);
	assert_non_null(strstr(said, full));
	snprintf(full, sizeof full, "%s/cut.svg is cut short", art);
	assert_non_null(strstr(said, full));
	pg_assets_destroy(assets);
	pg_test_app_destroy(app);
}

static void damaged_art_fails_on_the_direct_path_too(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(960, 600);
	char art[320];
	make_art(art, sizeof art);
	pg_assets *assets = pg_assets_create(app->renderer, art);
	int saved;
	start_capture(&saved);
	SDL_Texture *folder = pg_assets_svg(assets, "folder.svg", 40, 40);
	SDL_Texture *missing = pg_assets_svg(assets, "not-there.svg", 40, 40);
	const char *said = end_capture(saved);
	assert_null(folder);
	assert_null(missing);
	char full[400];
	snprintf(full, sizeof full, "looked for %s/not-there.svg", art);
	assert_non_null(strstr(said, full));
	assert_non_null(pg_assets_svg(assets, "good.svg", 40, 40));
	float w = 0, h = 0;
	assert_false(pg_assets_natural_size(assets, "folder.svg", &w, &h));
	assert_false(pg_assets_natural_size(assets, "empty.svg", &w, &h));
	pg_assets_destroy(assets);
	pg_test_app_destroy(app);
}

/* Finding 3: a rules help file that is a folder showed a blank page. */
static void help_that_cannot_be_read_says_so(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	const char *id = pg_view_at(0)->game_id;
	char real_data[sizeof app->data_dir], help[600];
	snprintf(real_data, sizeof real_data, "%s", app->data_dir);
	snprintf(app->data_dir, sizeof app->data_dir, "%s", dir);
	snprintf(help, sizeof help, "%s/docs/help/%s.md", dir, id);

	mkdir(help, 0700);
	pg_open_help(app, id);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
	assert_non_null(pg_help_problem(app));
	assert_non_null(strstr(pg_help_problem(app), help));
	assert_non_null(strstr(pg_help_problem(app), "folder"));
	rmdir(help);

	write_file(help, "\n\n", 2);
	pg_open_help(app, id);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
	assert_non_null(strstr(pg_help_problem(app), "empty"));
	unlink(help);

	pg_open_help(app, id);
	pg_scenes_apply(&app->scenes, app);
	assert_non_null(strstr(pg_help_problem(app), "missing"));
	assert_non_null(strstr(pg_help_problem(app), help));

	/* the installed help still shows its rules */
	snprintf(app->data_dir, sizeof app->data_dir, "%s", real_data);
	pg_open_help(app, id);
	pg_scenes_apply(&app->scenes, app);
	assert_null(pg_help_problem(app));
	pg_test_app_destroy(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(damaged_art_fails_with_its_name_on_the_worker),
		cmocka_unit_test(damaged_art_fails_on_the_direct_path_too),
		cmocka_unit_test(help_that_cannot_be_read_says_so),
	};
	return cmocka_run_group_tests(tests, make_dir, remove_dir);
}
