/*
 * test_app_setup_labels.c: on the setup screen no label runs under its
 * control. The labels' column was 220 px whatever the labels said, so a
 * translation longer than the English ran under the stepper: Kloone's
 * "Actions per turn" in the pseudo-locale lost its end under the "2" box
 * at 960x600 and 1280x800. The column now widens to the longest label.
 *
 * Every game, at three window sizes, in English and the pseudo-locale:
 * each option's label, measured as the row draws it (regular, two fifths
 * of the row's height), and the seed's label end before their controls.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_i18n.h"
#include "pg_scenes.h"
#include "pg_setup.h"
#include "pg_text.h"
#include "pg_view.h"

static const int sizes[][2] = {{960, 600}, {1280, 800}, {1920, 1080}};

static int label_width(pg_app *app, const char *label, int row_h)
{
	int width = 0, height = 0;
	int size = row_h * 2 / 5 < 10 ? 10 : row_h * 2 / 5;
	pg_text_measure(app->text, label, size, PG_FONT_REGULAR, &width, &height);
	return width;
}

static void check_game(pg_app *app, const pg_view *view, const char *where)
{
	pg_open_setup(app, view);
	pg_test_frame(app, 1.0 / 30);
	assert_string_equal(pg_test_top_scene(app), "setup");
	SDL_Rect row;
	int control_x = 0, checked = 0;
	for (int i = 0; pg_setup_option_row(app, i, &row, &control_x); i++, checked++) {
		const char *label = pg_setup_option_label(app, i);
		int end = row.x + label_width(app, label, row.h);
		if (end > control_x)
			fail_msg("%s %s: '%s' ends at x %d, under its stepper from x %d", where,
			         view->game_id, label, end, control_x);
	}
	/* The seed's row is as high as its box and starts where the options'
	 * rows do. */
	SDL_Rect box = pg_setup_rect(app, PG_SETUP_SEED_BOX);
	int seed_end =
	    box.x - (control_x - row.x) + label_width(app, pg_tr("Seed (optional)"), box.h);
	if (checked && seed_end > box.x)
		fail_msg("%s %s: the seed's label ends at x %d, under its box from x %d", where,
		         view->game_id, seed_end, box.x);
	pg_test_key(app, SDLK_ESCAPE, KMOD_NONE);
	pg_test_frame(app, 1.0 / 30);
}

static void no_label_runs_under_its_control(void **unused)
{
	(void)unused;
	for (int pseudo = 0; pseudo < 2; pseudo++) {
		pg_i18n_set_pseudo(pseudo);
		for (size_t n = 0; n < sizeof sizes / sizeof sizes[0]; n++) {
			pg_app *app = pg_test_app_create(sizes[n][0], sizes[n][1]);
			assert_non_null(app);
			char where[64];
			snprintf(where, sizeof where, "%dx%d%s", sizes[n][0], sizes[n][1],
			         pseudo ? " pseudo-locale" : "");
			for (int v = 0; v < pg_view_count(); v++)
				check_game(app, pg_view_at(v), where);
			pg_test_app_destroy(app);
		}
	}
	pg_i18n_set_pseudo(false);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(no_label_runs_under_its_control),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
