/*
 * test_app_game_end.c: at a game's end the top bar tells one story. The
 * match is over as soon as the last move is made, but the view still
 * animates it and the banner keeps the turn before it until it lands; the
 * Results button must wait with the banner, not show beside "Blue (Easy AI)
 * is thinking" (seen in Totem Pole by QA). Played frame by frame by Easy
 * AIs in each of the five games.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_match.h"
#include "pg_play.h"
#include "pg_scenes.h"

/* The bar's buttons: Menu, Undo, Hint and Log always; Results only once
 * the game is over. */
enum { BAR_BUTTONS = 4 };

static bool results_shown(pg_app *app)
{
	SDL_Rect banner, buttons[8];
	int n = pg_game_scene_bar_rects(app, &banner, buttons, 8);
	assert_true(n == BAR_BUTTONS || n == BAR_BUTTONS + 1);
	return n == BAR_BUTTONS + 1;
}

static bool banner_says_over(pg_app *app)
{
	return strcmp(pg_game_scene_banner(app), "The game is over") == 0;
}

/* Plays game_id out between Easy AIs frame by frame, checking after
 * each drawn frame that Results shows exactly when the banner says the game
 * is over. Returns how many frames drew a finished match whose last move
 * was still animating. */
static int play_out(const char *game_id, const char *seats, uint64_t seed)
{
	/* A small window: thousands of frames are drawn, and the check does
	 * not depend on the layout. */
	pg_app *app = pg_test_app_create(640, 400);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, game_id, seats, NULL, seed, NULL));
	pg_test_frame(app, 0.0);
	assert_false(results_shown(app));
	pg_play *play = pg_test_play(app);
	int ending_frames = 0;
	for (int frame = 0; frame < 200000 && strcmp(pg_test_top_scene(app), "game") == 0;
	     frame++) {
		/* Big steps while the game goes on, frames of 1/30 s once the
		 * match is over and its last move animates. */
		pg_test_frame(app, pg_match_is_terminal(play->match) ? 1.0 / 30.0 : 0.1);
		if (strcmp(pg_test_top_scene(app), "game") != 0)
			break; /* the results opened over the game */
		bool over = pg_match_is_terminal(play->match);
		if (over && pg_play_animating(play))
			ending_frames++;
		if (results_shown(app) != banner_says_over(app))
			fail_msg("%s frame %d: Results %s, banner \"%s\"", game_id, frame,
				 results_shown(app) ? "shown" : "hidden", pg_game_scene_banner(app));
		if (!over && play->ai_seat >= 0)
			SDL_Delay(1); /* the AI's worker thread */
	}
	assert_true(pg_match_is_terminal(play->match));
	assert_string_equal(pg_test_top_scene(app), "results");
	/* Back to the finished game: the banner names the end, Results shows. */
	pg_test_key(app, SDLK_ESCAPE, 0);
	pg_test_frame(app, 1.0 / 30.0);
	assert_string_equal(pg_test_top_scene(app), "game");
	assert_true(banner_says_over(app));
	assert_true(results_shown(app));
	pg_test_app_destroy(app);
	return ending_frames;
}

static void totem_pole_results_wait_for_the_last_move(void **unused)
{
	(void)unused;
	/* The pole coming apart at the end takes frames: the case QA saw. */
	assert_true(play_out("totem-pole", "easy,easy", 7) > 0);
}

/* The other four share the game scene; an end without a last animation
 * (ending_frames 0) agrees as well. */
static void great_potlatch_agrees_at_the_end(void **unused)
{
	(void)unused;
	play_out("great-potlatch", "easy,easy", 7);
}

static void kloone_agrees_at_the_end(void **unused)
{
	(void)unused;
	play_out("kloone", "easy,easy", 7);
}

static void pitengnaqsaraq_agrees_at_the_end(void **unused)
{
	(void)unused;
	play_out("pitengnaqsaraq", "easy,easy", 7);
}

static void potluck_agrees_at_the_end(void **unused)
{
	(void)unused;
	play_out("potluck", "easy,easy", 7);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(totem_pole_results_wait_for_the_last_move),
		cmocka_unit_test(great_potlatch_agrees_at_the_end),
		cmocka_unit_test(kloone_agrees_at_the_end),
		cmocka_unit_test(pitengnaqsaraq_agrees_at_the_end),
		cmocka_unit_test(potluck_agrees_at_the_end),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
