/*
 * test_app_results_lines.c: a results card's score lines read right. A
 * line's bracketed term, "Unused medium pyramids (2 x -2)", is one count
 * times one value: when the line wraps, it breaks before the bracket or
 * between words, never inside it ("(2" above "x -2)"); every laid-out
 * line fits the room left of its points; no word is lost.
 *
 * Random games of Totem Pole (two, three and four seats) and The Great
 * Potlatch (two and four), whose lines have such terms, at 960x600,
 * 1280x800 and 1920x1080, in English and in the pseudo-locale. At least
 * one line in each run must have wrapped with a bracket in it, or the
 * test would not be testing anything; with the old wrap, at any space,
 * Totem Pole's four columns at 1280x800 put "(2" above "x -2)".
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "pg_ai.h"
#include "pg_app_test.h"
#include "pg_i18n.h"
#include "pg_match.h"
#include "pg_outcome.h"
#include "pg_play.h"
#include "pg_scenes.h"

/* Plays game_id (seed 7) to its end with random moves drawn from rseed,
 * and opens its results card. */
static void open_finished(pg_app *app, const char *game_id, const char *seats, uint64_t rseed)
{
	assert_true(pg_test_open_game(app, game_id, seats, NULL, 7, NULL));
	pg_play *play = pg_test_play(app);
	pg_rng rng;
	pg_rng_seed(&rng, rseed);
	while (!pg_match_is_terminal(play->match)) {
		pg_move move = pg_ai_random_move(play->game, play->match->state, &rng);
		assert_true(pg_match_play(play->match, move, NULL));
	}
	pg_play_resync(play);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
	pg_open_results(app);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
}

/* label with its runs of spaces and newlines made single spaces. */
static void words_of(const char *label, char *out, size_t size)
{
	size_t used = 0;
	for (const char *p = label; *p && used + 1 < size; p++) {
		bool blank = *p == ' ' || *p == '\n';
		if (blank && (used == 0 || out[used - 1] == ' '))
			continue;
		out[used++] = blank ? ' ' : *p;
	}
	while (used > 0 && out[used - 1] == ' ')
		used--;
	out[used] = '\0';
}

/* Checks every score line of the open card; returns how many wrapped
 * with a bracket in them. */
static int check_card(pg_app *app, const char *where)
{
	pg_play *play = pg_test_play(app);
	int wrapped = 0;
	for (int seat = 0; seat < pg_play_seat_count(play); seat++) {
		pg_breakdown b = {0};
		play->game->score_breakdown(play->match->state, seat, &b);
		for (int i = 0; i < b.count; i++) {
			char laid[200], want[200], got[200];
			int size = 0, width = 0;
			assert_true(pg_results_line_layout(app, seat, i, laid, sizeof laid,
			                                   &size, &width));
			words_of(b.lines[i].label, want, sizeof want);
			words_of(laid, got, sizeof got);
			if (strcmp(want, got) != 0)
				fail_msg("%s: \"%s\" laid out as \"%s\"", where,
				         b.lines[i].label, laid);
			int depth = 0;
			for (const char *p = laid; *p; p++) {
				depth += *p == '(' ? 1 : *p == ')' ? -1 : 0;
				if (*p == '\n' && depth > 0)
					fail_msg(
					    "%s: seat %d breaks inside its brackets: \"%s\"",
					    where, seat, laid);
			}
			for (const char *line = laid; *line;) {
				size_t n = strcspn(line, "\n");
				char one[200];
				snprintf(one, sizeof one, "%.*s", (int)n, line);
				int w = 0;
				pg_text_measure(app->text, one, size, PG_FONT_REGULAR, &w,
				                NULL);
				if (w > width)
					fail_msg("%s: \"%s\" is %d px in %d px", where, one, w,
					         width);
				line += n + (line[n] == '\n');
			}
			if (strchr(laid, '\n') && strchr(laid, '('))
				wrapped++;
		}
	}
	return wrapped;
}

static void lines_read_right(bool pseudo)
{
	pg_i18n_set_pseudo(pseudo);
	static const struct {
		const char *game, *seats;
	} tables[] = {
	    {"totem-pole", "human,human"},
	    {"totem-pole", "human,human,human"},
	    {"totem-pole", "human,human,human,human"},
	    {"great-potlatch", "human,human"},
	    {"great-potlatch", "human,human,human,human"},
	};
	static const int sizes[][2] = {{960, 600}, {1280, 800}, {1920, 1080}};
	for (int z = 0; z < 3; z++) {
		pg_app *app = pg_test_app_create(sizes[z][0], sizes[z][1]);
		assert_non_null(app);
		int wrapped = 0;
		for (int t = 0; t < 5; t++)
			for (uint64_t rseed = 1; rseed <= 6; rseed++) {
				char where[160];
				snprintf(where, sizeof where, "%s, %s, %dx%d%s, random %d",
				         tables[t].game, tables[t].seats, sizes[z][0],
				         sizes[z][1], pseudo ? ", pseudo-locale" : "",
				         (int)rseed);
				open_finished(app, tables[t].game, tables[t].seats, rseed);
				wrapped += check_card(app, where);
				pg_test_key(app, SDLK_ESCAPE, 0);
				pg_test_frame(app, 0);
			}
		if (wrapped == 0 && z < 2)
			fail_msg("%dx%d: no score line with a bracket wrapped", sizes[z][0],
			         sizes[z][1]);
		pg_test_app_destroy(app);
	}
	pg_i18n_set_pseudo(false);
}

static void score_lines_keep_their_brackets_whole(void **unused)
{
	(void)unused;
	lines_read_right(false);
}

static void score_lines_keep_their_brackets_whole_in_the_pseudo_locale(void **unused)
{
	(void)unused;
	lines_read_right(true);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(score_lines_keep_their_brackets_whole),
	    cmocka_unit_test(score_lines_keep_their_brackets_whole_in_the_pseudo_locale),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
