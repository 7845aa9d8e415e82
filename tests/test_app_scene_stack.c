/*
 * test_app_scene_stack.c: the scene stack (src/app/pg_scene.c): changes
 * asked for during update or input take effect only when applied, after
 * the update, so a scene is never freed inside its own callback; exit
 * frees each scene once; input and update reach the top scene only; an
 * overlay is drawn over the scene beneath it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "pg_scene.h"

typedef struct probe {
	const char *name;
	int entered, exited, updated, drawn, events, resumed, layouts;
	bool push_on_update;  /* asks for `next` during its update */
	bool pop_on_update;
	bool alive;           /* false once exited: callbacks after that are bugs */
	struct probe *next;
	const pg_scene_type *next_type;
	char *draw_log;
} probe;

static void enter(struct pg_app *app, void *data)
{
	(void)app;
	probe *p = data;
	p->entered++;
	p->alive = true;
}

static void exit_scene(struct pg_app *app, void *data)
{
	(void)app;
	probe *p = data;
	assert_true(p->alive);
	p->exited++;
	p->alive = false;
}

static void resume(struct pg_app *app, void *data)
{
	(void)app;
	((probe *)data)->resumed++;
}

static void layout(struct pg_app *app, void *data)
{
	(void)app;
	((probe *)data)->layouts++;
}

static pg_scene_stack *current_stack;

static void update(struct pg_app *app, void *data, double dt)
{
	(void)app;
	(void)dt;
	probe *p = data;
	assert_true(p->alive);
	p->updated++;
	if (p->push_on_update && p->next)
		pg_scenes_push(current_stack, p->next_type, p->next);
	if (p->pop_on_update)
		pg_scenes_pop(current_stack);
	/* Still here: the change has not happened yet. */
	assert_true(p->alive);
	assert_ptr_equal(pg_scenes_top(current_stack)->data, p);
}

static void event(struct pg_app *app, void *data, const pg_input_event *e)
{
	(void)app;
	(void)e;
	((probe *)data)->events++;
}

static void draw(struct pg_app *app, void *data)
{
	(void)app;
	probe *p = data;
	p->drawn++;
	if (p->draw_log)
		strcat(p->draw_log, p->name);
}

static const pg_scene_type opaque = {"opaque", false, enter, exit_scene, resume, layout,
				     event, update, draw};
static const pg_scene_type overlay = {"overlay", true, enter, exit_scene, resume, layout,
				      event, update, draw};

static void changes_wait_for_apply(void **state)
{
	(void)state;
	pg_scene_stack stack;
	pg_scenes_init(&stack);
	current_stack = &stack;
	probe a = {.name = "a"}, b = {.name = "b"};
	pg_scenes_push(&stack, &opaque, &a);
	assert_null(pg_scenes_top(&stack));
	assert_int_equal(a.entered, 0);
	assert_int_equal(pg_scenes_apply(&stack, NULL), 1);
	assert_int_equal(a.entered, 1);
	assert_int_equal(a.layouts, 1);

	a.push_on_update = true;
	a.next = &b;
	a.next_type = &opaque;
	pg_scenes_update(&stack, NULL, 0.016);
	assert_int_equal(b.entered, 0);
	assert_ptr_equal(pg_scenes_top(&stack)->data, &a);
	pg_scenes_apply(&stack, NULL);
	assert_ptr_equal(pg_scenes_top(&stack)->data, &b);
	assert_int_equal(b.entered, 1);

	b.pop_on_update = true;
	pg_scenes_update(&stack, NULL, 0.016);
	assert_int_equal(b.exited, 0);
	pg_scenes_apply(&stack, NULL);
	assert_int_equal(b.exited, 1);
	assert_int_equal(a.resumed, 1);
	assert_ptr_equal(pg_scenes_top(&stack)->data, &a);
	pg_scenes_clear(&stack, NULL);
	assert_int_equal(a.exited, 1);
	assert_true(pg_scenes_empty(&stack));
}

static void only_the_top_scene_runs(void **state)
{
	(void)state;
	pg_scene_stack stack;
	pg_scenes_init(&stack);
	current_stack = &stack;
	probe a = {.name = "a"}, b = {.name = "b"};
	pg_scenes_push(&stack, &opaque, &a);
	pg_scenes_push(&stack, &overlay, &b);
	pg_scenes_apply(&stack, NULL);
	pg_input_event e = {.kind = PG_INPUT_CLICK};
	pg_scenes_event(&stack, NULL, &e);
	pg_scenes_update(&stack, NULL, 0.016);
	assert_int_equal(a.events, 0);
	assert_int_equal(a.updated, 0);
	assert_int_equal(b.events, 1);
	assert_int_equal(b.updated, 1);
	assert_ptr_equal(pg_scenes_find(&stack, &opaque), &a);
	pg_scenes_clear(&stack, NULL);
}

static void overlay_draws_over_the_scene_below(void **state)
{
	(void)state;
	pg_scene_stack stack;
	pg_scenes_init(&stack);
	current_stack = &stack;
	char log[32] = "";
	probe a = {.name = "a", .draw_log = log}, b = {.name = "b", .draw_log = log},
	      c = {.name = "c", .draw_log = log};
	pg_scenes_push(&stack, &opaque, &a);
	pg_scenes_push(&stack, &opaque, &b);
	pg_scenes_push(&stack, &overlay, &c);
	pg_scenes_apply(&stack, NULL);
	pg_scenes_draw(&stack, NULL);
	/* a is hidden by the opaque b; c is drawn last, over b. */
	assert_string_equal(log, "bc");
	pg_scenes_clear(&stack, NULL);
	assert_int_equal(a.exited + b.exited + c.exited, 3);
}

static void reset_and_replace_exit_what_they_remove(void **state)
{
	(void)state;
	pg_scene_stack stack;
	pg_scenes_init(&stack);
	current_stack = &stack;
	probe a = {.name = "a"}, b = {.name = "b"}, c = {.name = "c"}, d = {.name = "d"};
	pg_scenes_push(&stack, &opaque, &a);
	pg_scenes_push(&stack, &opaque, &b);
	pg_scenes_apply(&stack, NULL);
	pg_scenes_replace(&stack, &opaque, &c);
	pg_scenes_apply(&stack, NULL);
	assert_int_equal(b.exited, 1);
	assert_int_equal(stack.count, 2);
	pg_scenes_reset(&stack, &opaque, &d);
	pg_scenes_apply(&stack, NULL);
	assert_int_equal(a.exited, 1);
	assert_int_equal(c.exited, 1);
	assert_int_equal(stack.count, 1);
	assert_ptr_equal(pg_scenes_top(&stack)->data, &d);
	/* A change still queued when the stack is cleared is freed too. */
	probe e = {.name = "e"};
	pg_scenes_push(&stack, &opaque, &e);
	e.alive = true;
	pg_scenes_clear(&stack, NULL);
	assert_int_equal(d.exited, 1);
	assert_int_equal(e.exited, 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(changes_wait_for_apply),
		cmocka_unit_test(only_the_top_scene_runs),
		cmocka_unit_test(overlay_draws_over_the_scene_below),
		cmocka_unit_test(reset_and_replace_exit_what_they_remove),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
