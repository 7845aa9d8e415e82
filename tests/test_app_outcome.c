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
 * by the code under test. Those are the app's words, which a view may
 * replace (pg_view.outcome_text): they are checked with the view's hook
 * left out.
 *
 * Pitengnaqsaraq's own words: the table wins when every family sees the
 * year through and has lost when one starved (docs/rules), so it says
 * who lived and who starved, never "a shared win"; with the standing
 * option the app's words speak. Its results card (five columns at 960x600 in the
 * pseudo-locale) keeps each seat's name clear of its big score, and the
 * card's headline and the banner whole.
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
#include "pitengnaqsaraq/pitengnaqsaraq_rules.h"
#include "pitengnaqsaraq/pitengnaqsaraq_scene_outcome.h"

/* Plays game_id (seed 7) to its end with random moves drawn from rseed,
 * and lets the scene catch up. */
static pg_play *finish_with(pg_app *app, const char *game_id, const char *seats,
			    const char *options, uint64_t rseed)
{
	assert_true(pg_test_open_game(app, game_id, seats, options, 7, NULL));
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

static pg_play *finish(pg_app *app, const char *game_id, const char *seats, uint64_t rseed)
{
	return finish_with(app, game_id, seats, NULL, rseed);
}

/* The open game's view table with its outcome words set to words (NULL:
 * the app's own); the session keeps it until the next game opens. */
static void use_outcome_words(pg_play *play, bool (*words)(void *, char *, size_t))
{
	static pg_view view;
	view = *play->view;
	view.outcome_text = words;
	play->view = &view;
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
		snprintf(out, size, "A draw");
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
		use_outcome_words(play, NULL);
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

/* "Red, Blue and Green" (English) */
static void english_names(const pg_play *play, const int *seats, int count, char *out,
			  size_t size)
{
	size_t used = 0;
	out[0] = '\0';
	for (int i = 0; i < count; i++)
		used += (size_t)snprintf(out + used, size - used, "%s%s",
					 i == 0 ? "" : i == count - 1 ? " and " : ", ",
					 name_of(play, seats[i]));
}

/* The year's end as Pitengnaqsaraq should tell it, in English, from who
 * starved; its kind into *kind: 0 every family lived, 1 none, 2 who lived
 * and who starved (three families or fewer), 3 those who starved (fewer
 * or as many as lived), 4 only those who lived. */
static void year_words(const pg_play *play, char *out, size_t size, int *kind)
{
	const pit_state *s = play->match->state;
	int lived[PG_MAX_SEATS], starved[PG_MAX_SEATS], alive = 0, dead = 0;
	for (int seat = 0; seat < s->players; seat++) {
		if (s->family[seat].out)
			starved[dead++] = seat;
		else
			lived[alive++] = seat;
	}
	char names[120], others[120];
	english_names(play, lived, alive, names, sizeof names);
	english_names(play, starved, dead, others, sizeof others);
	*kind = dead == 0 ? 0 : alive == 0 ? 1 : s->players <= 3 ? 2 : dead <= alive ? 3 : 4;
	if (*kind == 0)
		snprintf(out, size, "Every family saw the year through!");
	else if (*kind == 1)
		snprintf(out, size, "No family saw the year through");
	else if (*kind == 2)
		snprintf(out, size, "%s lived; %s starved", names, others);
	else if (*kind == 3)
		snprintf(out, size, "%s starved", others);
	else
		snprintf(out, size, "Only %s lived", names);
}

/* The results card of the finished game: its headline whole, and each
 * seat's name clear of its score. */
static void card_fits(pg_app *app)
{
	pg_text_clips_clear(app->text);
	pg_open_results(app);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
	const char *headline = pg_results_headline(app);
	assert_non_null(headline);
	for (int i = 0; i < pg_text_clip_count(app->text); i++) {
		const pg_text_clip *clip = pg_text_clip_at(app->text, i);
		if (clip && strcmp(clip->label, headline) == 0)
			fail_msg("the card's headline is cut (%s): \"%s\"",
				 pg_text_clip_kind_name(clip->kind), headline);
	}
	int seats = pg_play_seat_count(pg_test_play(app));
	for (int seat = 0; seat < seats; seat++) {
		SDL_Rect name, score;
		assert_true(pg_results_column_drawn(app, seat, &name, &score));
		assert_true(name.w > 0 && score.w > 0);
		if (SDL_HasIntersection(&name, &score) || name.x + name.w > score.x)
			fail_msg("seat %d: its name (x %d to %d) runs into its score (x %d)", seat,
				 name.x, name.x + name.w, score.x);
	}
	pg_test_key(app, SDLK_ESCAPE, 0);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "game");
}

/* Random games of five families, then three and two, until each way the
 * year can end has been seen: the game's words, called directly, then
 * through the banner and the card with the hook in the view's table. */
static void year_ends(bool pseudo)
{
	pg_i18n_set_pseudo(pseudo);
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	static const struct {
		const char *seats;
		int kinds; /* bit per kind of year_words wanted */
	} tables[] = {
	    {"human,human,human,human,human", 1 << 0 | 1 << 1 | 1 << 3 | 1 << 4},
	    {"human,human,human", 1 << 2},
	    {"human,human", 1 << 2},
	};
	for (int t = 0; t < 3; t++) {
		int seen = 0;
		for (uint64_t rseed = 1; rseed <= 300 && seen != tables[t].kinds; rseed++) {
			pg_play *play = finish(app, "pitengnaqsaraq", tables[t].seats, rseed);
			char expected[320], words[160];
			int kind;
			year_words(play, expected, sizeof expected, &kind);
			if (!(tables[t].kinds & 1 << kind) || (seen & 1 << kind))
				continue;
			seen |= 1 << kind;
			assert_true(pit_scene_outcome_text(pg_test_view_data(app), words, sizeof words));
			if (!pseudo)
				assert_string_equal(words, expected);
			use_outcome_words(play, pit_scene_outcome_text);
			banner_says(app, pseudo ? NULL : expected);
			card_fits(app);
		}
		if (seen != tables[t].kinds)
			fail_msg("%s: 300 random games gave the ends 0x%x of 0x%x", tables[t].seats,
				 seen, tables[t].kinds);
	}
	pg_test_app_destroy(app);
	pg_i18n_set_pseudo(false);
}

static void pitengnaqsaraq_says_who_saw_the_year_through(void **unused)
{
	(void)unused;
	year_ends(false);
}

static void pitengnaqsaraq_year_ends_fit_in_the_pseudo_locale(void **unused)
{
	(void)unused;
	year_ends(true);
}

/* With the standing option the families are ranked: the app's winner
 * words, not the table's; and while the year goes on there are none. */
static void the_standing_keeps_the_winner_words(void **unused)
{
	(void)unused;
	pg_i18n_set_pseudo(false);
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	char words[160];
	assert_true(pg_test_open_game(app, "pitengnaqsaraq", "human,human,human", NULL, 7, NULL));
	assert_false(pit_scene_outcome_text(pg_test_view_data(app), words, sizeof words));
	pg_play *play = finish_with(app, "pitengnaqsaraq", "human,human,human", "standing=on", 2);
	assert_false(pit_scene_outcome_text(pg_test_view_data(app), words, sizeof words));
	use_outcome_words(play, pit_scene_outcome_text);
	char expected[160];
	expected_words(play, expected, sizeof expected);
	banner_says(app, expected);
	card_fits(app);
	pg_test_app_destroy(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(pitengnaqsaraq_names_every_shared_end),
		cmocka_unit_test(pitengnaqsaraq_shared_ends_fit_in_the_pseudo_locale),
		cmocka_unit_test(a_person_hears_you_win_or_who_won),
		cmocka_unit_test(pitengnaqsaraq_says_who_saw_the_year_through),
		cmocka_unit_test(pitengnaqsaraq_year_ends_fit_in_the_pseudo_locale),
		cmocka_unit_test(the_standing_keeps_the_winner_words),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
