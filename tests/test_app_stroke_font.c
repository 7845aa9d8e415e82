/*
 * test_app_stroke_font.c: the handwriting's strokes are data
 * (assets/ui/handwriting.txt). The shipped file loads and writes every
 * character the score sheet uses; a damaged file is refused with the line
 * at fault, and then nothing is written.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "pg_stroke_font.h"

static void shipped_path(char *buf, size_t size)
{
	const char *dir = getenv("POTLATCH_GAMES_DATA_DIR");
	snprintf(buf, size, "%s/assets/ui/handwriting.txt", dir ? dir : ".");
}

/* Pixels ch's strokes cover, written large on a white surface. */
static int inked_pixels(char ch)
{
	SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888);
	assert_non_null(surface);
	SDL_Renderer *r = SDL_CreateSoftwareRenderer(surface);
	assert_non_null(r);
	SDL_SetRenderDrawColor(r, 255, 255, 255, 255);
	SDL_RenderClear(r);
	SDL_Color black = {0, 0, 0, 255};
	pg_stroke_char(r, ch, (SDL_FRect){8, 8, 48, 48}, 7, 1.0f, 3.0f, black, NULL);
	SDL_RenderPresent(r);
	int inked = 0;
	const Uint32 *pixels = surface->pixels;
	for (int i = 0; i < 64 * 64; i++)
		if ((pixels[i] & 0xFF) < 128)
			inked++;
	SDL_DestroyRenderer(r);
	SDL_FreeSurface(surface);
	return inked;
}

static void the_shipped_strokes_write_the_sheet(void **state)
{
	(void)state;
	char path[1024], err[1200] = "";
	shipped_path(path, sizeof path);
	assert_true(pg_stroke_font_load(path, err, sizeof err));
	const char *sheet = "0123456789-CTYMOS?#v";
	for (const char *c = sheet; *c; c++)
		assert_true(inked_pixels(*c) > 20);
	/* A character the file does not have is skipped. */
	assert_int_equal(inked_pixels('Q'), 0);
}

/* Writes text to a temporary file and loads it; the error, if any, in err. */
static bool load_text(const char *text, char *err, size_t err_size)
{
	char path[] = "/tmp/test_stroke_font_XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	FILE *f = fdopen(fd, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	bool ok = pg_stroke_font_load(path, err, err_size);
	remove(path);
	return ok;
}

static void a_damaged_file_names_the_line_at_fault(void **state)
{
	(void)state;
	static const struct {
		const char *text;
		const char *says;
	} damaged[] = {
	    {"glyph C\nline 0.1,0.2 0.3\n", "(line 2): a point is not x,y"},
	    {"glyph C\nline 0.1,0.2 1.5,0.2\n", "(line 2): a point is not x,y"},
	    {"# a comment\n\nline 0.1,0.2 0.3,0.4\n", "(line 3): a stroke before the first glyph"},
	    {"glyph C\ncurve 0.1,0.2\n", "(line 2): a stroke needs at least 2 points"},
	    {"glyph CC\n", "(line 1): \"glyph\" wants one character"},
	    {"glyph C\nscribble 0.1,0.2 0.3,0.4\n", "(line 2): a row is not"},
	    {"glyph C\nline 0,0 1,1\nline 0,0 1,1\nline 0,0 1,1\nline 0,0 1,1\n",
	     "(line 5): a glyph has more than 3 strokes"},
	    {"glyph C\nglyph T\nline 0,0 1,1\n", "a glyph has no strokes"},
	    {"# nothing\n", "no glyphs"},
	};
	for (size_t i = 0; i < sizeof damaged / sizeof damaged[0]; i++) {
		char err[1200] = "";
		assert_false(load_text(damaged[i].text, err, sizeof err));
		assert_non_null(strstr(err, "handwriting"));
		assert_non_null(strstr(err, damaged[i].says));
	}
	/* After a refusal nothing is written, not the letters read before. */
	assert_int_equal(inked_pixels('C'), 0);
	char err[1200] = "";
	assert_true(load_text("glyph C\nline 0.1,0.5 0.9,0.5\n", err, sizeof err));
	assert_true(inked_pixels('C') > 20);
}

/* Pixels ch covers written to progress, and where the pencil stopped. */
static int inked_part_way(char ch, float progress, SDL_FPoint *tip)
{
	SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888);
	assert_non_null(surface);
	SDL_Renderer *r = SDL_CreateSoftwareRenderer(surface);
	assert_non_null(r);
	SDL_SetRenderDrawColor(r, 255, 255, 255, 255);
	SDL_RenderClear(r);
	pg_stroke_char(r, ch, (SDL_FRect){8, 8, 48, 48}, 7, progress, 3.0f,
	               (SDL_Color){0, 0, 0, 255}, tip);
	SDL_RenderPresent(r);
	int inked = 0;
	const Uint32 *pixels = surface->pixels;
	for (int i = 0; i < 64 * 64; i++)
		if ((pixels[i] & 0xFF) < 128)
			inked++;
	SDL_DestroyRenderer(r);
	SDL_FreeSurface(surface);
	return inked;
}

static void written_part_way_the_pencil_moves_on(void **state)
{
	(void)state;
	char path[1024], err[1200] = "";
	shipped_path(path, sizeof path);
	assert_true(pg_stroke_font_load(path, err, sizeof err));
	SDL_FPoint tip = {-1, -1};
	/* Nothing yet at 0, and the pencil has not touched the paper. */
	assert_int_equal(inked_part_way('7', 0, &tip), 0);
	assert_true(tip.x == -1 && tip.y == -1);
	/* '7' is one stroke: across the top, then down to the left. Its ink
	 * grows with the progress and the pencil ends low on the left. */
	SDL_FPoint early = tip, half = tip, done = tip;
	int a = inked_part_way('7', 0.25f, &early);
	int b = inked_part_way('7', 0.6f, &half);
	int c = inked_part_way('7', 1.0f, &done);
	assert_true(a > 0 && a < b && b < c);
	assert_true(early.y < 20 && early.x > 20);
	assert_true(half.y > early.y);
	assert_true(done.y > 48 && done.x < 40);
	/* Beyond 1 is the whole letter. */
	assert_int_equal(inked_part_way('7', 1.5f, NULL), c);
}

static void a_missing_file_is_named(void **state)
{
	(void)state;
	char err[1200] = "";
	assert_false(pg_stroke_font_load("/nonexistent/handwriting.txt", err, sizeof err));
	assert_non_null(strstr(err, "/nonexistent/handwriting.txt"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(the_shipped_strokes_write_the_sheet),
	    cmocka_unit_test(a_damaged_file_names_the_line_at_fault),
	    cmocka_unit_test(written_part_way_the_pencil_moves_on),
	    cmocka_unit_test(a_missing_file_is_named),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
