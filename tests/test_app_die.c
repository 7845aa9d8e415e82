/*
 * test_app_die.c: the die's gesture over a real session with a roll
 * waiting (Totem Pole, first player chosen). A dragged die follows the
 * pointer from where it was grabbed; a cancelled drag, or a drop while
 * no roll may be made, asks for nothing and the next tumble starts from
 * the die's place; a drop while a roll may be made asks for the roll and
 * the tumble starts where the die was let go; a die still held when the
 * roll comes leaves the hand where it is.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_die.h"
#include "pg_play.h"

static const SDL_Rect DIE_RECT = {100, 100, 60, 60}; /* centre (130, 130) */

static pg_input_event pointer(pg_input_kind kind, int x, int y)
{
	/* Every gesture starts 10 px left of and 10 px above the centre. */
	return (pg_input_event){.kind = kind,
	                        .x = x,
	                        .y = y,
	                        .start_x = 120,
	                        .start_y = 120,
	                        .button = SDL_BUTTON_LEFT};
}

static bool feed(pg_die *die, pg_input_kind kind, int x, int y, bool can_roll)
{
	pg_input_event e = pointer(kind, x, y);
	return pg_die_input(die, &e, can_roll);
}

static void assert_centre(const pg_die *die, float x, float y)
{
	pg_die_pose pose = pg_die_pose_now(die, 0);
	assert_float_equal(pose.box.x + pose.box.w / 2, x, 0.01f);
	assert_float_equal(pose.box.y + pose.box.h / 2, y, 0.01f);
}

static void a_die_is_thrown_from_where_it_was_let_go(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "totem-pole", "human,human", NULL, 3, "first:0"));
	pg_play *play = pg_test_play(app);
	assert_true(pg_play_chance_pending(play));
	pg_die die;
	pg_die_init(&die, app, play, 6);
	die.rect = DIE_RECT;

	/* Held: the centre keeps the grab's offset from the pointer. */
	assert_true(feed(&die, PG_INPUT_DRAG_START, 125, 120, true));
	assert_true(pg_die_pose_now(&die, 0).held);
	assert_centre(&die, 135, 130);
	assert_true(feed(&die, PG_INPUT_DRAG_MOVE, 300, 200, true));
	assert_centre(&die, 310, 210);

	/* Cancelled: back in its place, no roll asked for. */
	assert_true(feed(&die, PG_INPUT_DRAG_CANCEL, 300, 200, true));
	assert_false(pg_die_pose_now(&die, 0).held);
	assert_centre(&die, 130, 130);
	assert_false(play->roll_now);
	/* A move or a drop with nothing held is not the die's. */
	assert_false(feed(&die, PG_INPUT_DRAG_MOVE, 310, 210, true));
	assert_false(feed(&die, PG_INPUT_DROP, 310, 210, true));

	/* Dropped while no roll may be made: let go, nothing asked for. */
	assert_true(feed(&die, PG_INPUT_DRAG_START, 125, 120, true));
	assert_true(feed(&die, PG_INPUT_DROP, 500, 400, false));
	assert_false(pg_die_pose_now(&die, 0).held);
	assert_false(play->roll_now);
	pg_die_roll(&die, 2, 1.0f);
	assert_true(pg_die_rolling(&die));
	assert_centre(&die, 130, 130); /* the tumble starts from its place */
	pg_die_finish(&die);
	assert_false(pg_die_busy(&die));
	assert_centre(&die, 130, 130);

	/* Dropped while a roll may be made: the roll is asked for, and the
	 * tumble starts where the die was let go. */
	assert_true(feed(&die, PG_INPUT_DRAG_START, 125, 120, true));
	assert_true(feed(&die, PG_INPUT_DRAG_MOVE, 380, 280, true));
	assert_true(feed(&die, PG_INPUT_DROP, 400, 300, true));
	assert_false(pg_die_pose_now(&die, 0).held);
	assert_true(play->roll_now);
	pg_die_roll(&die, 4, 1.0f);
	assert_centre(&die, 410, 310);
	assert_true(pg_die_pose_now(&die, 0).rolling);
	pg_die_finish(&die);
	assert_centre(&die, 130, 130);

	/* Held when the roll comes: the tumble starts from the hand. */
	assert_true(feed(&die, PG_INPUT_DRAG_START, 125, 120, true));
	assert_true(feed(&die, PG_INPUT_DRAG_MOVE, 200, 600, true));
	pg_die_roll(&die, 1, 1.0f);
	assert_false(pg_die_pose_now(&die, 0).held);
	assert_centre(&die, 210, 610);
	pg_test_app_destroy(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(a_die_is_thrown_from_where_it_was_let_go),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
