/*
 * test_app_palette: one palette across games (issue 14). Every game's seat
 * colours come from the app's palette, so a colour has one shade and one
 * pattern everywhere (Red was striped in Totem Pole and plain in
 * POTLUCK!), and no two seats of a game share a colour or a pattern.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "pg_registry.h"
#include "pg_ui.h"
#include "pg_view.h"

static bool same_colour(SDL_Color a, SDL_Color b)
{
	return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a;
}

static void test_every_seat_colour_is_the_palette_entry_of_its_name(void **state)
{
	(void)state;
	assert_true(pg_view_count() >= 5);
	for (int v = 0; v < pg_view_count(); v++) {
		const pg_view *view = pg_view_at(v);
		const pg_game *game = pg_registry_find(view->game_id);
		assert_non_null(game);
		for (int seat = 0; seat < game->max_players; seat++) {
			const pg_seat_style *st = pg_view_seat_style(view, seat);
			const pg_seat_style *p = pg_ui_palette_find(st->name);
			if (!p)
				fail_msg("%s seat %d: '%s' is not in the palette", view->game_id, seat,
					 st->name);
			assert_true(same_colour(st->fill, p->fill));
			assert_true(same_colour(st->dark, p->dark));
			assert_true(same_colour(st->light, p->light));
			assert_true(same_colour(st->ink, p->ink));
			assert_int_equal(st->pattern, p->pattern);
			for (int other = 0; other < seat; other++) {
				const pg_seat_style *o = pg_view_seat_style(view, other);
				assert_string_not_equal(o->name, st->name);
				assert_int_not_equal(o->pattern, st->pattern);
			}
		}
	}
}

static void test_palette_colours_each_have_their_own_pattern(void **state)
{
	(void)state;
	for (int i = 0; i < PG_UI_SEAT_STYLES; i++)
		for (int j = 0; j < i; j++)
			assert_int_not_equal(pg_ui_seat_styles[i].pattern, pg_ui_seat_styles[j].pattern);
	/* Red is striped in every game (it was plain in one). */
	assert_int_equal(pg_ui_palette_find("Red")->pattern, PG_PATTERN_STRIPES);
	assert_null(pg_ui_palette_find("Mauve"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_every_seat_colour_is_the_palette_entry_of_its_name),
	    cmocka_unit_test(test_palette_colours_each_have_their_own_pattern),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
