/*
 * test_app_scenes.c: every scene of the app draws, headless, at the
 * smallest window (960x600), the default (1280x800) and full HD: title,
 * setup, settings, rules help, the game, pause and results; the help sets
 * **bold** in the bold font. A second frame
 * renders no new text and no new SVG (the caches hold, which is what keeps
 * a frame cheap). The keyboard takes a person from the title through the
 * setup into a game with the seats chosen there, and Esc pauses it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_i18n.h"
#include "pg_play.h"
#include "pg_registry.h"
#include "pg_scenes.h"
#include "pg_settings.h"
#include "pg_setup.h"
#include "pg_ui.h"

static const int sizes[][2] = {{960, 600}, {1280, 800}, {1920, 1080}};

/* Pixels close to the theme's cream text colour: text was drawn. */
static int cream_pixels(SDL_Surface *surface)
{
	int count = 0;
	SDL_LockSurface(surface);
	for (int y = 0; y < surface->h; y++) {
		const Uint32 *row = (const Uint32 *)((const Uint8 *)surface->pixels + y * surface->pitch);
		for (int x = 0; x < surface->w; x++) {
			Uint8 r, g, b;
			SDL_GetRGB(row[x], surface->format, &r, &g, &b);
			if (r > 225 && g > 210 && b > 185)
				count++;
		}
	}
	SDL_UnlockSurface(surface);
	return count;
}

static void check_frame(pg_app *app, const char *scene)
{
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), scene);
	pg_test_frame(app, 0);
	assert_true(cream_pixels(pg_test_surface(app)) > 200);
	long text_renders = pg_text_render_count(app->text);
	long svg_renders = pg_assets_render_count(app->assets);
	pg_test_frame(app, 0);
	assert_int_equal(pg_text_render_count(app->text), text_renders);
	assert_int_equal(pg_assets_render_count(app->assets), svg_renders);
}

static const char *first_game(void)
{
	const pg_view *view = pg_view_at(0);
	assert_non_null(view);
	return view->game_id;
}

static void every_scene_draws_at_every_size(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		pg_app *app = pg_test_app_create(sizes[i][0], sizes[i][1]);
		assert_non_null(app);
		assert_int_equal(app->width, sizes[i][0]);
		check_frame(app, "title");
		pg_open_settings(app);
		check_frame(app, "settings");
		pg_scenes_pop(&app->scenes);
		pg_open_setup(app, pg_view_at(0));
		check_frame(app, "setup");
		pg_open_help(app, first_game());
		check_frame(app, "help");
		assert_true(pg_test_open_game(app, first_game(), "human,human", NULL, 21, NULL));
		pg_test_settle(app);
		check_frame(app, "game");
		pg_open_pause(app);
		check_frame(app, "pause");
		pg_scenes_pop(&app->scenes);
		pg_scenes_apply(&app->scenes, app);
		/* Play it out with the session's own random agent, then the results. */
		pg_play *play = pg_test_play(app);
		pg_rng rng;
		pg_rng_seed(&rng, 5);
		while (!pg_match_is_terminal(play->match))
			pg_match_play(play->match,
				      pg_ai_random_move(play->game, play->match->state, &rng), NULL);
		pg_play_resync(play);
		pg_test_settle(app);
		check_frame(app, "results");
		pg_test_app_destroy(app);
	}
}

/* Distinct colours along a strip of the window (every 3rd pixel). */
static int colours_in_strip(SDL_Surface *surface, SDL_Rect r)
{
	Uint32 seen[64];
	int n = 0;
	SDL_LockSurface(surface);
	for (int y = r.y; y < r.y + r.h; y += 3)
		for (int x = r.x; x < r.x + r.w && n < 64; x += 3) {
			Uint32 pixel = ((const Uint32 *)((const Uint8 *)surface->pixels +
							 y * surface->pitch))[x];
			bool found = false;
			for (int i = 0; i < n && !found; i++)
				found = seen[i] == pixel;
			if (!found)
				seen[n++] = pixel;
		}
	SDL_UnlockSurface(surface);
	return n;
}

/* Behind the title lie the cedar boards of assets/ui/background.svg, made
 * once for the window's size: grain and the carved band along the top
 * edge, where the plain gradient has a single colour a row. */
static void backdrop_is_the_cedar_art(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	SDL_Rect band = {300, 2, 360, 14};
	pg_test_frame(app, 0);
	int plain = colours_in_strip(pg_test_surface(app), band);
	app->plain_backdrop = false;
	long before = pg_assets_render_count(app->assets);
	pg_test_frame(app, 0);
	assert_int_equal(pg_assets_render_count(app->assets), before + 1);
	int art = colours_in_strip(pg_test_surface(app), band);
	assert_true(plain <= 6);
	assert_true(art > plain + 6);
	/* The next frame reuses it; a new size makes it again. */
	pg_test_frame(app, 0);
	assert_int_equal(pg_assets_render_count(app->assets), before + 1);
	assert_true(pg_test_resize(app, 1280, 800));
	pg_test_frame(app, 0);
	assert_true(pg_assets_render_count(app->assets) > before + 1);
	pg_test_app_destroy(app);
}

/* The rules help sets **bold** in the bold font, with no asterisks left,
 * in every game's rules (each has some). */
static void help_shows_bold_in_the_bold_font(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	for (int i = 0; i < pg_view_count(); i++) {
		pg_open_help(app, pg_view_at(i)->game_id);
		pg_scenes_apply(&app->scenes, app);
		pg_test_frame(app, 0);
		int bold = 0, starred = 0;
		pg_help_count_runs(app, &bold, &starred);
		assert_true(bold > 0);
		assert_int_equal(starred, 0);
		pg_scenes_pop(&app->scenes);
		pg_scenes_apply(&app->scenes, app);
	}
	pg_test_app_destroy(app);
}

/* The rules files double as developer notes; the help a player sees keeps
 * the rules and our decisions but leaves out code paths, the test names
 * that pin each decision, and the notation. */
static void help_leaves_out_the_developer_notes(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	for (int i = 0; i < pg_view_count(); i++) {
		pg_open_help(app, pg_view_at(i)->game_id);
		pg_scenes_apply(&app->scenes, app);
		pg_test_frame(app, 0);
		assert_true(pg_help_shows(app, "Decisions"));
		assert_false(pg_help_shows(app, "test_"));
		assert_false(pg_help_shows(app, "src/games"));
		assert_false(pg_help_shows(app, "Notation"));
		pg_scenes_pop(&app->scenes);
		pg_scenes_apply(&app->scenes, app);
	}
	pg_test_app_destroy(app);
}

static void resize_lays_out_again(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_true(pg_test_open_game(app, first_game(), "human,human", NULL, 3, NULL));
	pg_test_settle(app);
	SDL_Rect before = pg_test_view_area(app);
	assert_true(pg_test_resize(app, 1600, 1000));
	SDL_Rect after = pg_test_view_area(app);
	assert_true(after.w > before.w);
	assert_true(after.h > before.h);
	assert_true(app->scale > 1.0f);
	check_frame(app, "game");
	assert_true(pg_test_resize(app, 960, 600));
	SDL_Rect small = pg_test_view_area(app);
	assert_true(small.w < before.w);
	assert_float_equal(app->scale, 0.75f, 1e-4);
	check_frame(app, "game");
	pg_test_app_destroy(app);
}

static void keyboard_goes_from_title_to_game(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	const pg_game *game = pg_registry_find(first_game());
	char key[96];
	snprintf(key, sizeof key, "setup.%s.seats", game->id);
	pg_settings_remove(&app->settings, key);
	pg_test_key(app, SDLK_TAB, 0);
	pg_test_key(app, SDLK_RETURN, 0);
	assert_string_equal(pg_test_top_scene(app), "setup");
	pg_test_key(app, SDLK_RETURN, 0);
	assert_string_equal(pg_test_top_scene(app), "game");
	pg_play *play = pg_test_play(app);
	assert_non_null(play);
	/* The default setup: one person against Normal AIs. */
	assert_int_equal(play->match->options.players, game->default_players);
	assert_true(pg_play_is_human(play, 0));
	assert_int_equal(play->seat_kinds[1], PG_AI_NORMAL);
	/* And it was remembered for next time. */
	assert_non_null(pg_settings_get(&app->settings, key, NULL));
	pg_test_key(app, SDLK_ESCAPE, 0);
	assert_string_equal(pg_test_top_scene(app), "pause");
	pg_test_key(app, SDLK_ESCAPE, 0);
	assert_string_equal(pg_test_top_scene(app), "game");
	pg_test_app_destroy(app);
}

static bool overlaps(SDL_Rect a, SDL_Rect b)
{
	return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* The turn banner stays between the top bar's buttons, whatever its
 * length: in the pseudo-locale at the smallest window it once sat centred
 * over the Hint button. Each game at its start (an AI's seat first, the
 * longest line) and at its end (the Results button shown). */
static void banner_never_covers_a_button(void **state)
{
	(void)state;
	pg_i18n_set_pseudo(true);
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	for (int v = 0; v < pg_view_count(); v++) {
		const pg_view *view = pg_view_at(v);
		const pg_game *game = pg_registry_find(view->game_id);
		char seats[64] = "normal";
		for (int i = 1; i < game->max_players; i++)
			strcat(seats, ",human");
		assert_true(pg_test_open_game(app, view->game_id, seats, NULL, 7, NULL));
		for (int phase = 0; phase < 2; phase++) {
			if (phase == 1) {
				pg_play *play = pg_test_play(app);
				pg_rng rng;
				pg_rng_seed(&rng, 5);
				while (!pg_match_is_terminal(play->match))
					pg_match_play(play->match,
						      pg_ai_random_move(play->game, play->match->state,
									&rng),
						      NULL);
				pg_play_resync(play);
				pg_test_settle(app);
				pg_scenes_pop(&app->scenes); /* the results, back to the board */
				pg_scenes_apply(&app->scenes, app);
			}
			pg_test_frame(app, 0);
			SDL_Rect banner, buttons[8];
			int n = pg_game_scene_bar_rects(app, &banner, buttons, 8);
			assert_true(n >= 4 + phase);
			assert_true(banner.w > 0);
			for (int i = 0; i < n; i++)
				if (overlaps(banner, buttons[i])) {
					fprintf(stderr, "%s, %s: the banner %d..%d covers a button %d..%d\n",
						view->game_id, phase ? "end" : "start", banner.x,
						banner.x + banner.w, buttons[i].x,
						buttons[i].x + buttons[i].w);
					fail();
				}
		}
	}
	pg_test_app_destroy(app);
	pg_i18n_set_pseudo(false);
}

/* The setup screen's last rows stay above Start at every size with the
 * most players: in a 960x600 window Pitengnaqsaraq's five families and
 * three options once pushed the seed box and its pin under the Back and
 * Start buttons. */
static void setup_rows_stay_above_start(void **state)
{
	(void)state;
	for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		pg_app *app = pg_test_app_create(sizes[k][0], sizes[k][1]);
		assert_non_null(app);
		for (int v = 0; v < pg_view_count(); v++) {
			const pg_game *game = pg_registry_find(pg_view_at(v)->game_id);
			char key[96], players[32];
			snprintf(key, sizeof key, "setup.%s.options", game->id);
			snprintf(players, sizeof players, "players=%d", game->max_players);
			assert_true(pg_settings_set(&app->settings, key, players));
			pg_open_title(app);
			pg_open_setup(app, pg_view_at(v));
			pg_test_frame(app, 0);
			assert_string_equal(pg_test_top_scene(app), "setup");
			SDL_Rect start = pg_setup_rect(app, PG_SETUP_START);
			SDL_Rect seed = pg_setup_rect(app, PG_SETUP_SEED_BOX);
			SDL_Rect pin = pg_setup_rect(app, PG_SETUP_KEEP_SEED);
			if (seed.y + seed.h > pin.y || pin.y + pin.h > start.y)
				fail_msg("%s at %dx%d: seed box y %d-%d, pin y %d-%d, Start from y %d",
					 game->id, sizes[k][0], sizes[k][1], seed.y, seed.y + seed.h,
					 pin.y, pin.y + pin.h, start.y);
		}
		pg_test_app_destroy(app);
	}
}

/* The setup screen names options and their values in the player's
 * language: Pitengnaqsaraq's starting month read "kaugun-1" and Standing
 * "off", the command line's ids, and the labels stayed English in every
 * language. */
static void setup_options_read_in_the_players_language(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	const pg_view *pit = NULL, *kloone = NULL;
	for (int v = 0; v < pg_view_count(); v++) {
		if (strcmp(pg_view_at(v)->game_id, "pitengnaqsaraq") == 0)
			pit = pg_view_at(v);
		if (strcmp(pg_view_at(v)->game_id, "kloone") == 0)
			kloone = pg_view_at(v);
	}
	assert_non_null(pit);
	assert_non_null(kloone);
	pg_open_title(app);
	pg_open_setup(app, pit);
	pg_test_frame(app, 0);
	assert_string_equal(pg_setup_option_label(app, 1), "Starting month");
	assert_string_equal(pg_setup_option_value(app, 1), "early Kaugun (June)");
	assert_string_equal(pg_setup_option_value(app, 2), "Off");
	assert_null(pg_setup_option_value(app, 3));

	pg_open_title(app);
	pg_open_setup(app, kloone);
	pg_test_frame(app, 0);
	assert_string_equal(pg_setup_option_value(app, 1), "Line");

	pg_i18n_set_pseudo(true);
	pg_open_title(app);
	pg_open_setup(app, pit);
	pg_test_frame(app, 0);
	char want[128];
	pg_i18n_pseudo_text("Starting month", want, sizeof want);
	assert_string_equal(pg_setup_option_label(app, 1), want);
	pg_i18n_pseudo_text("early Kaugun (June)", want, sizeof want);
	assert_string_equal(pg_setup_option_value(app, 1), want);
	pg_i18n_set_pseudo(false);
	pg_test_app_destroy(app);
}

static int distance(SDL_Color a, SDL_Color b)
{
	return abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b);
}

/* The brightest pixel of the top edge's middle, as drawn on the theme's
 * background. */
static SDL_Color top_edge(pg_app *app, const pg_button *b)
{
	SDL_Surface *s = pg_test_surface(app);
	SDL_Color best = pg_ui_theme.background;
	SDL_LockSurface(s);
	for (int y = b->rect.y; y < b->rect.y + 3; y++) {
		int x = b->rect.x + b->rect.w / 2;
		Uint32 value = 0;
		memcpy(&value, (Uint8 *)s->pixels + y * s->pitch + x * s->format->BytesPerPixel,
		       s->format->BytesPerPixel);
		SDL_Color c;
		SDL_GetRGBA(value, s->format, &c.r, &c.g, &c.b, &c.a);
		if (distance(c, pg_ui_theme.background) > distance(best, pg_ui_theme.background))
			best = c;
	}
	SDL_UnlockSurface(s);
	return best;
}

/* A main button that is turned off does not look pressable: its bright
 * edge fades with its fill (Past games' Watch on a file that cannot be
 * opened kept the live button's edge). */
static void a_disabled_main_button_loses_its_bright_edge(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(400, 200);
	assert_non_null(app);
	SDL_Color bg = pg_ui_theme.background;
	SDL_SetRenderDrawColor(app->renderer, bg.r, bg.g, bg.b, 255);
	SDL_RenderClear(app->renderer);
	pg_button live = {.rect = {20, 40, 160, 48}, .label = "Watch",
			  .kind = PG_BUTTON_PRIMARY};
	pg_button off = live;
	off.rect.x = 220;
	off.disabled = true;
	pg_button_draw(app, &live);
	pg_button_draw(app, &off);
	int live_edge = distance(top_edge(app, &live), bg);
	int off_edge = distance(top_edge(app, &off), bg);
	if (off_edge * 2 > live_edge)
		fail_msg("a disabled button's edge stands %d from the background, a live one's %d",
			 off_edge, live_edge);
	pg_test_app_destroy(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(every_scene_draws_at_every_size),
		cmocka_unit_test(help_shows_bold_in_the_bold_font),
		cmocka_unit_test(help_leaves_out_the_developer_notes),
		cmocka_unit_test(backdrop_is_the_cedar_art),
		cmocka_unit_test(resize_lays_out_again),
		cmocka_unit_test(keyboard_goes_from_title_to_game),
		cmocka_unit_test(banner_never_covers_a_button),
		cmocka_unit_test(setup_rows_stay_above_start),
		cmocka_unit_test(setup_options_read_in_the_players_language),
		cmocka_unit_test(a_disabled_main_button_loses_its_bright_edge),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
