/*
 * test_app_game_end.c: at a game's end the top bar tells one story. The
 * match is over as soon as the last move is made, but the view still
 * animates it and the banner keeps the turn before it until it lands; the
 * Results button must wait with the banner, not show beside "Blue (Easy AI)
 * is thinking" (seen in Totem Pole by QA). Played frame by frame by Easy
 * AIs in each of the five games.
 *
 * Once over, the banner names the outcome as the results card's headline
 * does ("Red wins!", "A shared win: Red and Blue"), not only that the game
 * is over: checked against the card and against the winners the game's
 * returns give.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_match.h"
#include "pg_outcome.h"
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

/* The banner says the game is over by naming its outcome. */
static bool banner_says_over(pg_app *app)
{
	char outcome[160];
	pg_outcome_text(pg_test_play(app), outcome, sizeof outcome);
	return outcome[0] && strcmp(pg_game_scene_banner(app), outcome) == 0;
}

/* The banner names every seat with the best return above 0 and no other
 * (English seat names: Red, Blue...): "Red wins!" for one, "A shared win:
 * ..." for some, "A draw" when every seat ties, "No one wins this time"
 * for none. A game with its own words (the view's outcome_text:
 * Pitengnaqsaraq's table wins or loses together) is checked against them. */
static void banner_names_the_winners(pg_app *app)
{
	pg_play *play = pg_test_play(app);
	const char *banner = pg_game_scene_banner(app);
	char own[160];
	if (play->view->outcome_text && play->view->outcome_text(play->view_data, own, sizeof own)) {
		assert_string_equal(banner, own);
		return;
	}
	double shares[PG_MAX_SEATS] = {0}, best = 0;
	play->game->returns(play->match->state, shares);
	int seats = pg_play_seat_count(play), winners = 0, winner = -1;
	for (int i = 0; i < seats; i++)
		best = shares[i] > best ? shares[i] : best;
	for (int i = 0; i < seats; i++)
		if (best > 0 && shares[i] >= best - 1e-9) {
			winners++;
			winner = i;
		}
	char expected[64] = "No one wins this time";
	if (winners == 1)
		snprintf(expected, sizeof expected, "%s wins!",
			 pg_play_seat_style(play, winner)->name);
	if (winners == seats && seats > 1)
		snprintf(expected, sizeof expected, "A draw");
	if (winners > 1 && winners < seats) {
		assert_true(strncmp(banner, "A shared win: ", 14) == 0);
		/* Four winners or more: the fewer left out are named. */
		bool all_but = strncmp(banner, "A shared win: all but ", 22) == 0;
		for (int i = 0; i < seats; i++) {
			bool won = (best > 0 && shares[i] >= best - 1e-9) != all_but;
			const char *name = pg_play_seat_style(play, i)->name;
			if (won != (strstr(banner, name) != NULL))
				fail_msg("%s: banner \"%s\", %s %s", play->game->id, banner, name,
					 won != all_but ? "won" : "did not win");
		}
	} else {
		assert_string_equal(banner, expected);
	}
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
	/* The card opened with the banner beneath it naming the same end. */
	assert_non_null(pg_results_headline(app));
	assert_string_equal(pg_results_headline(app), pg_game_scene_banner(app));
	banner_names_the_winners(app);
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
