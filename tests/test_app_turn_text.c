/*
 * test_app_turn_text.c: while a chance move that no seat makes is due,
 * the banner says what it is. It said "Rolling..." for every one of them,
 * also while The Great Potlatch, a game with no dice, draws its first
 * Speaker (seen by a tester). Each game's view names its own
 * (pg_view.chance_text): the draw for who starts in Kloone and Totem Pole,
 * the first Speaker, and in Pitengnaqsaraq the draw for the weather keeper
 * and the weather spun for a keeper who starved. The deal into hidden
 * hands is still "Dealing...", the app's words.
 *
 * Random games of all five games stop at every such position (POTLUCK!
 * has none: each of its rolls is a seat's); the banner is checked there
 * against the words each game's rules give, in English, and whole in the
 * smallest window (960x600) in the pseudo-locale too.
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
#include "pg_play.h"
#include "pg_scenes.h"
#include "pitengnaqsaraq/pitengnaqsaraq_rules.h"

#define ELLIPSIS "\xe2\x80\xa6"

/* The kinds of chance of no one's the rules have, each to be reached. */
enum { WHO_STARTS, FIRST_SPEAKER, KEEPER, KEEPER_STARVED, DEAL, KINDS };

static const char *const words_of[KINDS] = {
    [WHO_STARTS] = "Drawing who starts" ELLIPSIS,
    [FIRST_SPEAKER] = "Drawing the first Speaker" ELLIPSIS,
    [KEEPER] = "Drawing the weather keeper" ELLIPSIS,
    [KEEPER_STARVED] = "Spinning the weather" ELLIPSIS,
    [DEAL] = "Dealing" ELLIPSIS,
};

/* Which chance of no one's is due, from each game's rules (docs/rules):
 * who starts is drawn in Kloone and Totem Pole; The Great Potlatch deals
 * into hidden hands and then draws the first Speaker; Pitengnaqsaraq
 * draws the weather keeper, and its weather is spun by no one once the
 * keeper starved. */
static int kind_of(const pg_play *play)
{
	const char *id = play->game->id;
	if (strcmp(id, "kloone") == 0 || strcmp(id, "totem-pole") == 0)
		return WHO_STARTS;
	if (strcmp(id, "great-potlatch") == 0)
		return pg_game_chance_private_to(play->game, play->match->state) >= 0 ? DEAL
											     : FIRST_SPEAKER;
	if (strcmp(id, "pitengnaqsaraq") == 0) {
		const pit_state *s = play->match->state;
		if (s->phase == PIT_PHASE_KEEPER)
			return KEEPER;
		assert_int_equal(s->phase, PIT_PHASE_WEATHER);
		assert_true(s->family[s->keeper].out);
		return KEEPER_STARVED;
	}
	fail_msg("%s: a chance move no seat makes, which its rules do not have", id);
	return -1;
}

/* Draws the position and checks the banner: the kind's words (translated
 * as the view translates them), whole. */
static void banner_names(pg_app *app, int kind)
{
	pg_play *play = pg_test_play(app);
	pg_play_resync(play);
	pg_text_clips_clear(app->text);
	pg_test_frame(app, 0);
	const char *banner = pg_game_scene_banner(app);
	if (strcmp(banner, _(words_of[kind])) != 0)
		fail_msg("%s: the banner says \"%s\", not \"%s\"", play->game->id, banner,
			 _(words_of[kind]));
	for (int i = 0; i < pg_text_clip_count(app->text); i++) {
		const pg_text_clip *clip = pg_text_clip_at(app->text, i);
		if (clip && strcmp(clip->label, banner) == 0)
			fail_msg("the banner is cut (%s): \"%s\" (%d px in %d px)",
				 pg_text_clip_kind_name(clip->kind), banner, clip->size,
				 clip->max_width);
	}
}

/* Plays random games of game_id and checks the banner at each chance
 * move of no one's; counts the kinds in seen. */
static void play_through(pg_app *app, const char *game_id, const char *seats, int games,
			 int *seen)
{
	for (uint64_t rseed = 1; rseed <= (uint64_t)games; rseed++) {
		assert_true(pg_test_open_game(app, game_id, seats, NULL, rseed, NULL));
		pg_play *play = pg_test_play(app);
		pg_rng rng;
		pg_rng_seed(&rng, rseed);
		int last_kind = -1;
		while (!pg_match_is_terminal(play->match)) {
			const void *state = play->match->state;
			if (pg_match_to_move(play->match) == PG_CHANCE &&
			    pg_game_chance_seat(play->game, state) < 0) {
				int kind = kind_of(play);
				/* Once a kind in a row: a deal is many cards. */
				if (kind != last_kind)
					banner_names(app, kind);
				seen[kind]++;
				last_kind = kind;
			} else {
				last_kind = -1;
			}
			pg_move move = pg_ai_random_move(play->game, state, &rng);
			assert_true(pg_match_play(play->match, move, NULL));
		}
	}
}

static void each_game_names_its_chance(bool pseudo)
{
	pg_i18n_set_pseudo(pseudo);
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	int seen[KINDS] = {0};
	play_through(app, "kloone", "human,human", 2, seen);
	play_through(app, "totem-pole", "human,human,human", 2, seen);
	play_through(app, "great-potlatch", "human,human,human", 2, seen);
	play_through(app, "potluck", "human,human", 2, seen);
	/* Five families, so that keepers starve in random years. */
	play_through(app, "pitengnaqsaraq", "human,human,human,human,human", 20, seen);
	for (int kind = 0; kind < KINDS; kind++)
		if (!seen[kind])
			fail_msg("no random game reached \"%s\"", words_of[kind]);
	pg_test_app_destroy(app);
	pg_i18n_set_pseudo(false);
}

static void the_banner_names_each_chance_of_no_one(void **unused)
{
	(void)unused;
	each_game_names_its_chance(false);
}

static void the_chance_words_fit_in_the_pseudo_locale(void **unused)
{
	(void)unused;
	each_game_names_its_chance(true);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(the_banner_names_each_chance_of_no_one),
		cmocka_unit_test(the_chance_words_fit_in_the_pseudo_locale),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
