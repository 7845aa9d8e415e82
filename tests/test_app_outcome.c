/*
 * test_app_outcome.c: the end of a game is named in one set of words
 * (pg_outcome.h), by the results card's headline and by the game's banner
 * alike, and the banner holds it whole in the smallest window (960x600),
 * in English and in the pseudo-locale (no ellipsis, no text too small).
 *
 * Random games of Pitengnaqsaraq for five families give every kind of
 * end: no one, one family, two or three named, all but one, the whole
 * table. A person against an AI at Totem Pole wins ("You win!") or loses
 * ("Blue wins!"); a person alone at POTLUCK! is given the final score.
 * The English words expected are built here from the game's returns, not
 * by the code under test.
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
 * and lets the scene catch up. */
static pg_play *finish(pg_app *app, const char *game_id, const char *seats, uint64_t rseed)
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
	return play;
}

/* The winners (best return, above 0) into winners; returns how many. */
static int winners_of(const pg_play *play, int *winners, int *losers, int *loser_count)
{
	double shares[PG_MAX_SEATS] = {0}, best = 0;
	play->game->returns(play->match->state, shares);
	int seats = pg_play_seat_count(play), count = 0;
	*loser_count = 0;
	for (int i = 0; i < seats; i++)
		best = shares[i] > best ? shares[i] : best;
	for (int i = 0; i < seats; i++) {
		if (best > 0 && shares[i] >= best - 1e-9)
			winners[count++] = i;
		else
			losers[(*loser_count)++] = i;
	}
	return count;
}

static const char *name_of(const pg_play *play, int seat)
{
	return pg_play_seat_style(play, seat)->name;
}

/* What a table of people (no "You") should read, in English. */
static void expected_words(const pg_play *play, char *out, size_t size)
{
	int winners[PG_MAX_SEATS], losers[PG_MAX_SEATS], lost;
	int count = winners_of(play, winners, losers, &lost);
	int seats = pg_play_seat_count(play);
	if (count == 0)
		snprintf(out, size, "No one wins this time");
	else if (count == 1)
		snprintf(out, size, "%s wins!", name_of(play, winners[0]));
	else if (count == seats)
		snprintf(out, size, "The whole table wins!");
	else if (count == 4)
		snprintf(out, size, "A shared win: all but %s", name_of(play, losers[0]));
	else if (count == 3)
		snprintf(out, size, "A shared win: %s, %s and %s", name_of(play, winners[0]),
			 name_of(play, winners[1]), name_of(play, winners[2]));
	else
		snprintf(out, size, "A shared win: %s and %s", name_of(play, winners[0]),
			 name_of(play, winners[1]));
}

/* Draws the finished game: the banner says outcome (English, or NULL to
 * take the outcome's own words in the pseudo-locale), whole; the results
 * card says the same. */
static void banner_says(pg_app *app, const char *outcome)
{
	pg_play *play = pg_test_play(app);
	char words[160];
	pg_outcome_text(play, words, sizeof words);
	if (outcome)
		assert_string_equal(words, outcome);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
	pg_text_clips_clear(app->text);
	pg_test_frame(app, 0);
	const char *banner = pg_game_scene_banner(app);
	assert_string_equal(banner, words);
	for (int i = 0; i < pg_text_clip_count(app->text); i++) {
		const pg_text_clip *clip = pg_text_clip_at(app->text, i);
		if (clip && strcmp(clip->label, banner) == 0)
			fail_msg("the banner is cut (%s): \"%s\" (%d px in %d px)",
				 pg_text_clip_kind_name(clip->kind), banner, clip->size,
				 clip->max_width);
	}
	pg_open_results(app);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
	assert_string_equal(pg_results_headline(app), banner);
	pg_test_key(app, SDLK_ESCAPE, 0);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "game");
}

/* Every kind of end of a five-family Pitengnaqsaraq, each the first time a
 * random game gives it. */
static void every_shared_end(bool pseudo)
{
	pg_i18n_set_pseudo(pseudo);
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	bool seen[6] = {false};
	int kinds = 0;
	for (uint64_t rseed = 1; rseed <= 400 && kinds < 6; rseed++) {
		pg_play *play = finish(app, "pitengnaqsaraq", "human,human,human,human,human", rseed);
		int winners[PG_MAX_SEATS], losers[PG_MAX_SEATS], lost;
		int count = winners_of(play, winners, losers, &lost);
		if (seen[count])
			continue;
		seen[count] = true;
		kinds++;
		char expected[160];
		expected_words(play, expected, sizeof expected);
		banner_says(app, pseudo ? NULL : expected);
	}
	for (int count = 0; count < 6; count++)
		if (!seen[count])
			fail_msg("no random game of 400 ended with %d winners", count);
	pg_test_app_destroy(app);
	pg_i18n_set_pseudo(false);
}

static void pitengnaqsaraq_names_every_shared_end(void **unused)
{
	(void)unused;
	every_shared_end(false);
}

static void pitengnaqsaraq_shared_ends_fit_in_the_pseudo_locale(void **unused)
{
	(void)unused;
	every_shared_end(true);
}

/* A person against an AI: "You win!" or the AI's colour; alone: the
 * score. */
static void a_person_hears_you_win_or_who_won(void **unused)
{
	(void)unused;
	for (int pseudo = 0; pseudo < 2; pseudo++) {
		pg_i18n_set_pseudo(pseudo);
		pg_app *app = pg_test_app_create(960, 600);
		assert_non_null(app);
		bool won = false, lost = false;
		for (uint64_t rseed = 1; rseed <= 50 && !(won && lost); rseed++) {
			pg_play *play = finish(app, "totem-pole", "human,easy", rseed);
			int winners[PG_MAX_SEATS], losers[PG_MAX_SEATS], left_out;
			if (winners_of(play, winners, losers, &left_out) != 1)
				continue;
			bool mine = winners[0] == 0;
			if (mine ? won : lost)
				continue;
			won = won || mine;
			lost = lost || !mine;
			char expected[64];
			snprintf(expected, sizeof expected, "%s wins!", name_of(play, winners[0]));
			banner_says(app, pseudo ? NULL : mine ? "You win!" : expected);
		}
		assert_true(won && lost);
		pg_play *play = finish(app, "potluck", "human", 3);
		pg_breakdown breakdown = {0};
		play->game->score_breakdown(play->match->state, 0, &breakdown);
		char expected[64];
		snprintf(expected, sizeof expected, "Final score: %d", breakdown.total);
		banner_says(app, pseudo ? NULL : expected);
		pg_test_app_destroy(app);
	}
	pg_i18n_set_pseudo(false);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(pitengnaqsaraq_names_every_shared_end),
		cmocka_unit_test(pitengnaqsaraq_shared_ends_fit_in_the_pseudo_locale),
		cmocka_unit_test(a_person_hears_you_win_or_who_won),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
