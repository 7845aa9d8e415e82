/*
 * test_text_fit.c: no label is cut on any screen. Every screen (title,
 * settings, saved games, each game's setup, rules help, game at the start
 * with the fewest and the most players, mid-game, paused, results) is
 * drawn headless at 960x600, 1280x800 and 1920x1080, in English and in
 * the pseudo-locale (every string a third longer, in brackets), and the
 * text module's notes of cut labels (an ellipsis, a word broken across
 * lines, text below the readable size) must stay empty. A failure lists
 * every cut: language, size, screen, kind and the label.
 *
 * The Great Potlatch is also drawn in the two phases the random game's
 * stops above may miss: the Potlatch with a gift given (the gift row, the
 * Done giving button, its status line) and a Sunrise discard.
 *
 * known_cuts lists the cuts found in screens that are not yet mended,
 * each by screen, kind and label; a cut that matches one is reported but
 * does not fail, and an entry that no longer matches anything fails (so
 * the list only shrinks).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "great_potlatch/great_potlatch_rules.h"
#include "pg_ai.h"
#include "pg_app_test.h"
#include "pg_history.h"
#include "pg_history_scenes.h"
#include "pg_i18n.h"
#include "pg_match.h"
#include "pg_play.h"
#include "pg_registry.h"
#include "pg_scenes.h"

static const int sizes[][2] = {{960, 600}, {1280, 800}, {1920, 1080}};

/* A cut not yet mended: in language ("English", "pseudo" or NULL for
 * both), on a screen whose name contains screen (at any size), of this
 * kind (ANY_KIND for any), of a label starting with label (in English;
 * its pseudo form matches too) or of any label when NULL. */
enum { ANY_KIND = -1 };
typedef struct known_cut {
	const char *language;
	const char *screen;
	int kind;
	const char *label;
	int seen;
} known_cut;

static known_cut known_cuts[] = {
    /* The list's end (so that it may be otherwise empty). */
    {NULL, NULL, ANY_KIND, NULL, 0},
};

static bool starts_with(const char *text, const char *start)
{
	return strncmp(text, start, strlen(start)) == 0;
}

/* The pseudo form of an English label without its padding and closing
 * bracket, so that it is a prefix of the label with more after it. */
static const char *pseudo_stem(const char *label)
{
	static char stem[256];
	pg_i18n_pseudo_text(label, stem, sizeof stem);
	size_t n = strlen(stem);
	while (n > 0 && (stem[n - 1] == '~' || stem[n - 1] == ']'))
		stem[--n] = '\0';
	return stem;
}

static bool is_known(const char *language, const char *screen, const pg_text_clip *clip)
{
	for (size_t i = 0; known_cuts[i].screen; i++) {
		known_cut *k = &known_cuts[i];
		if (k->language && strcmp(k->language, language) != 0)
			continue;
		if (!strstr(screen, k->screen) ||
		    (k->kind != ANY_KIND && k->kind != (int)clip->kind))
			continue;
		if (k->label && !starts_with(clip->label, k->label) &&
		    !starts_with(clip->label, pseudo_stem(k->label)))
			continue;
		k->seen++;
		return true;
	}
	return false;
}

typedef struct fit_run {
	const char *language;
	int width, height;
	int cuts;
	int known;
	int screens;
} fit_run;

/* Draws the top scene twice (the second frame is the settled one, with
 * whatever the first one's layout decided) and reports its cuts. */
static void check_screen(fit_run *run, pg_app *app, const char *screen)
{
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
	pg_text_clips_clear(app->text);
	pg_test_frame(app, 0);
	run->screens++;
	int count = pg_text_clip_count(app->text);
	for (int i = 0; i < count; i++) {
		const pg_text_clip *clip = pg_text_clip_at(app->text, i);
		if (!clip) {
			fprintf(stderr, "  %s %dx%d %s: %d more\n", run->language, run->width,
			        run->height, screen, count - i);
			run->cuts += count - i;
			break;
		}
		bool known = is_known(run->language, screen, clip);
		fprintf(stderr, "  %s%s %dx%d %s: %s \"%s\" (%d px in %d px)\n",
		        known ? "(known) " : "", run->language, run->width, run->height, screen,
		        pg_text_clip_kind_name(clip->kind), clip->label, clip->size,
		        clip->max_width);
		if (known)
			run->known++;
		else
			run->cuts++;
	}
}

static char *seats_of(int players, char *out, size_t size)
{
	out[0] = '\0';
	for (int i = 0; i < players; i++)
		snprintf(out + strlen(out), size - strlen(out), "%shuman", i ? "," : "");
	return out;
}

/* Random moves (chance included) from the game's start; at most limit of
 * them, stopping before the end. Returns how many. */
static int play_random(pg_app *app, uint64_t seed, int limit)
{
	pg_play *play = pg_test_play(app);
	assert_non_null(play);
	pg_rng rng;
	pg_rng_seed(&rng, seed);
	int played = 0;
	while (played < limit && !pg_match_is_terminal(play->match)) {
		pg_move move = pg_ai_random_move(play->game, play->match->state, &rng);
		if (!pg_match_play(play->match, move, NULL))
			break;
		played++;
	}
	pg_play_resync(play);
	return played;
}

static void check_game(fit_run *run, pg_app *app, const pg_view *view)
{
	const pg_game *game = pg_registry_find(view->game_id);
	assert_non_null(game);
	char seats[128], screen[96];
	pg_open_setup(app, view);
	snprintf(screen, sizeof screen, "setup %s", view->game_id);
	check_screen(run, app, screen);
	pg_open_help(app, view->game_id);
	snprintf(screen, sizeof screen, "help %s", view->game_id);
	check_screen(run, app, screen);
	int counts[2] = {game->min_players, game->max_players};
	for (int c = 0; c < 2; c++) {
		if (c == 1 && counts[1] == counts[0])
			break;
		int players = counts[c];
		seats_of(players, seats, sizeof seats);
		assert_true(pg_test_open_game(app, view->game_id, seats, NULL, 11, NULL));
		snprintf(screen, sizeof screen, "%s, %d players, start", view->game_id,
		         players);
		check_screen(run, app, screen);
		/* The length of a whole random game, then the same game to half way. */
		int length = play_random(app, 5, 100000);
		assert_true(pg_test_open_game(app, view->game_id, seats, NULL, 11, NULL));
		play_random(app, 5, length / 2);
		snprintf(screen, sizeof screen, "%s, %d players, mid-game", view->game_id,
		         players);
		check_screen(run, app, screen);
		pg_open_pause(app);
		snprintf(screen, sizeof screen, "%s, %d players, paused", view->game_id,
		         players);
		check_screen(run, app, screen);
		pg_scenes_pop(&app->scenes);
		pg_scenes_apply(&app->scenes, app);
		play_random(app, 5, 100000);
		pg_open_results(app);
		snprintf(screen, sizeof screen, "%s, %d players, results", view->game_id,
		         players);
		check_screen(run, app, screen);
	}
	pg_open_title(app);
}

static bool red_gave_in_the_potlatch(const gp_state *s)
{
	return gp_get_phase(s) == GP_PHASE_POTLATCH && gp_turn(s) == 0 &&
	       gp_gift_valuable(s, 0) >= 0;
}

static bool red_discards_at_sunrise(const gp_state *s)
{
	return gp_get_phase(s) == GP_PHASE_SUNRISE && gp_turn(s) == 0;
}

/* Random games (Red a person, the others AIs that never get to move:
 * the moves are played on the match) from seed after seed until one
 * reaches a state stop() accepts; false if none of 200 does. */
static bool play_random_until(pg_app *app, const char *seats, bool (*stop)(const gp_state *))
{
	for (uint64_t seed = 1; seed <= 200; seed++) {
		assert_true(pg_test_open_game(app, "great-potlatch", seats, NULL, 11, NULL));
		pg_play *play = pg_test_play(app);
		pg_rng rng;
		pg_rng_seed(&rng, seed);
		while (!pg_match_is_terminal(play->match) && !stop(play->match->state)) {
			pg_move move = pg_ai_random_move(play->game, play->match->state, &rng);
			if (!pg_match_play(play->match, move, NULL))
				break;
		}
		if (stop(play->match->state)) {
			pg_play_resync(play);
			return true;
		}
	}
	return false;
}

/* The Great Potlatch in the Potlatch (Red has given) and at Sunrise (Red
 * discards), with the fewest and the most players. */
static void check_great_potlatch_phases(fit_run *run, pg_app *app)
{
	static const char *const seats[2] = {"human,random", "human,random,random,random"};
	static const struct {
		const char *name;
		bool (*stop)(const gp_state *);
	} phases[2] = {{"Potlatch", red_gave_in_the_potlatch},
	               {"Sunrise", red_discards_at_sunrise}};
	for (int c = 0; c < 2; c++)
		for (int p = 0; p < 2; p++) {
			char screen[96];
			assert_true(play_random_until(app, seats[c], phases[p].stop));
			snprintf(screen, sizeof screen, "great-potlatch, %d players, %s",
			         c == 0 ? GP_MIN_PLAYERS : GP_MAX_PLAYERS, phases[p].name);
			check_screen(run, app, screen);
		}
	pg_open_title(app);
}

static int check_every_screen(bool pseudo)
{
	pg_i18n_set_pseudo(pseudo);
	int cuts = 0, known = 0;
	for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
		fit_run run = {
		    pseudo ? "pseudo" : "English", sizes[s][0], sizes[s][1], 0, 0, 0};
		pg_app *app = pg_test_app_create(run.width, run.height);
		assert_non_null(app);
		check_screen(&run, app, "title");
		pg_open_settings(app);
		check_screen(&run, app, "settings");
		pg_scenes_pop(&app->scenes);
		pg_open_saves(app);
		check_screen(&run, app, "saved games");
		pg_scenes_pop(&app->scenes);
		for (int v = 0; v < pg_view_count(); v++)
			check_game(&run, app, pg_view_at(v));
		check_great_potlatch_phases(&run, app);
		/* The title with a game to resume of each kind. */
		for (int v = 0; v < pg_view_count(); v++) {
			assert_true(pg_test_open_game(app, pg_view_at(v)->game_id, NULL, NULL,
			                              3, NULL));
			play_random(app, 9, 6);
			pg_game_autosave(app);
		}
		pg_open_title(app);
		check_screen(&run, app, "title with saved games");
		/* The results above recorded every game: statistics, past games
		 * and the replay of each at its start and its end. */
		pg_open_stats(app);
		check_screen(&run, app, "statistics");
		pg_scenes_pop(&app->scenes);
		pg_open_history(app);
		check_screen(&run, app, "past games");
		pg_scenes_pop(&app->scenes);
		pg_scenes_apply(&app->scenes, app);
		static pg_history_entry past[16];
		int past_count = pg_history_list(app, past, 16);
		assert_true(past_count >= pg_view_count());
		for (int i = 0; i < past_count; i++) {
			char err[256], screen[160];
			assert_true(pg_open_replay_file(app, past[i].path, err, sizeof err));
			snprintf(screen, sizeof screen, "replay of %s", past[i].game_id);
			check_screen(&run, app, screen);
			pg_scenes_pop(&app->scenes);
			pg_scenes_apply(&app->scenes, app);
		}
		pg_test_app_destroy(app);
		/* Enough screens were drawn that a missing one shows. */
		assert_true(run.screens >= 3 + 3 * pg_view_count());
		cuts += run.cuts;
		known += run.known;
	}
	pg_i18n_set_pseudo(false);
	fprintf(stderr, "%s: %d cut labels, %d more of the known ones\n",
	        pseudo ? "the pseudo-locale" : "English", cuts, known);
	return cuts;
}

static void no_label_is_cut(void **state)
{
	(void)state;
	int english = check_every_screen(false);
	int pseudo = check_every_screen(true);
	int stale = 0;
	for (size_t i = 0; known_cuts[i].screen; i++)
		if (!known_cuts[i].seen) {
			fprintf(
			    stderr,
			    "known cut no longer seen, remove it from the list: %s, %s, %s\n",
			    known_cuts[i].screen,
			    known_cuts[i].kind == ANY_KIND
			        ? "any kind"
			        : pg_text_clip_kind_name((pg_text_clip_kind)known_cuts[i].kind),
			    known_cuts[i].label ? known_cuts[i].label : "any label");
			stale++;
		}
	/* A stale entry is told, not failed: whoever mends a screen need not
	 * wait on this list, but should shorten it. */
	if (stale)
		fprintf(stderr, "%d known cuts were not seen\n", stale);
	assert_int_equal(english, 0);
	assert_int_equal(pseudo, 0);
}

/* The notes themselves: a label too wide for its room is shrunk first and
 * noted only once it must be shortened; a tiny size is noted. */
static void the_text_module_notes_cuts(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	SDL_Color ink = {255, 255, 255, 255};
	const char *label = "Small or medium pyramid";
	int width = 0;
	pg_text_measure(app->text, label, 16, PG_FONT_BOLD, &width, NULL);
	pg_text_clips_clear(app->text);
	pg_text_draw_fit(app->text, label, 0, 0, width * 9 / 10, 16, PG_FONT_BOLD, ink, 0);
	assert_int_equal(pg_text_clip_count(app->text), 0);
	pg_text_draw_fit(app->text, label, 0, 0, width / 3, 16, PG_FONT_BOLD, ink, 0);
	assert_int_equal(pg_text_clip_count(app->text), 1);
	assert_int_equal(pg_text_clip_at(app->text, 0)->kind, PG_TEXT_CLIP_ELLIPSIS);
	assert_string_equal(pg_text_clip_at(app->text, 0)->label, label);
	pg_text_draw(app->text, label, 0, 0, PG_TEXT_READABLE_PX - 1, PG_FONT_REGULAR, ink, 0);
	assert_int_equal(pg_text_clip_count(app->text), 2);
	assert_int_equal(pg_text_clip_at(app->text, 1)->kind, PG_TEXT_CLIP_TOO_SMALL);
	pg_text_draw_wrapped(app->text, "Unbreakablewordthatisfartoolong", 0, 0, width / 4, 16,
	                     PG_FONT_REGULAR, ink, 0, true);
	assert_int_equal(pg_text_clip_count(app->text), 3);
	assert_int_equal(pg_text_clip_at(app->text, 2)->kind, PG_TEXT_CLIP_BROKEN_WORD);
	pg_text_clips_clear(app->text);
	assert_int_equal(pg_text_clip_count(app->text), 0);
	pg_test_app_destroy(app);
}

/* A box two lines high takes a label too wide for one line on two lines
 * at its full size, and a box one line high shrinks it. */
static void the_text_module_fits_a_box(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	SDL_Color ink = {255, 255, 255, 255};
	const char *label = "Small or medium pyramid (double)";
	int width = 0, line = pg_text_line_height(app->text, 16, PG_FONT_BOLD);
	pg_text_measure(app->text, label, 16, PG_FONT_BOLD, &width, NULL);
	pg_text_clips_clear(app->text);
	SDL_Rect two_lines = {0, 0, width * 2 / 3, line * 2};
	assert_int_equal(pg_text_draw_box(app->text, label, two_lines, 16, PG_FONT_BOLD, ink,
	                                  PG_ALIGN_CENTER),
	                 16);
	SDL_Rect one_line = {0, 0, width * 9 / 10, line};
	int size = pg_text_draw_box(app->text, label, one_line, 16, PG_FONT_BOLD, ink,
	                            PG_ALIGN_CENTER);
	assert_true(size < 16 && size >= 12);
	assert_int_equal(pg_text_clip_count(app->text), 0);
	SDL_Rect tiny = {0, 0, width / 4, line};
	pg_text_draw_box(app->text, label, tiny, 16, PG_FONT_BOLD, ink, PG_ALIGN_LEFT);
	assert_int_equal(pg_text_clip_count(app->text), 1);
	pg_test_app_destroy(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(the_text_module_notes_cuts),
	    cmocka_unit_test(the_text_module_fits_a_box),
	    cmocka_unit_test(no_label_is_cut),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
