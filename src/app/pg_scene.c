#include "pg_scene.h"

#include <stdio.h>
#include <string.h>

void pg_scenes_init(pg_scene_stack *stack)
{
	memset(stack, 0, sizeof *stack);
}

static void queue(pg_scene_stack *stack, pg_scene_op_kind kind, const pg_scene_type *type,
		  void *data)
{
	if (stack->pending_count == PG_SCENE_PENDING) {
		/* Never happens in the app (at most two changes a frame). The
		 * scene's data cannot be freed without the app, so it leaks. */
		fprintf(stderr, "potlatch-games: too many scene changes queued, dropping '%s'\n",
			type ? type->name : "pop");
		(void)data;
		return;
	}
	pg_scene_op *op = &stack->pending[stack->pending_count++];
	op->kind = kind;
	op->scene.type = type;
	op->scene.data = data;
}

void pg_scenes_push(pg_scene_stack *stack, const pg_scene_type *type, void *data)
{
	queue(stack, PG_SCENE_PUSH, type, data);
}

void pg_scenes_pop(pg_scene_stack *stack)
{
	queue(stack, PG_SCENE_POP, NULL, NULL);
}

void pg_scenes_replace(pg_scene_stack *stack, const pg_scene_type *type, void *data)
{
	queue(stack, PG_SCENE_REPLACE, type, data);
}

void pg_scenes_reset(pg_scene_stack *stack, const pg_scene_type *type, void *data)
{
	queue(stack, PG_SCENE_RESET, type, data);
}

static void pop_one(pg_scene_stack *stack, struct pg_app *app)
{
	if (stack->count == 0)
		return;
	pg_scene top = stack->items[--stack->count];
	if (top.type->exit)
		top.type->exit(app, top.data);
}

static void push_one(pg_scene_stack *stack, struct pg_app *app, pg_scene scene)
{
	if (stack->count == PG_SCENE_DEPTH) {
		fprintf(stderr, "potlatch-games: scene stack full, '%s' not opened\n",
			scene.type->name);
		if (scene.type->exit)
			scene.type->exit(app, scene.data);
		return;
	}
	stack->items[stack->count++] = scene;
	if (scene.type->enter)
		scene.type->enter(app, scene.data);
	if (scene.type->layout)
		scene.type->layout(app, scene.data);
}

static void resume_top(pg_scene_stack *stack, struct pg_app *app)
{
	pg_scene *top = pg_scenes_top(stack);
	if (top && top->type->resume)
		top->type->resume(app, top->data);
}

int pg_scenes_apply(pg_scene_stack *stack, struct pg_app *app)
{
	int done = 0;
	/* An op may queue more (an exit that opens a scene); take them in
	 * turn until the queue is dry. */
	while (stack->pending_count > 0) {
		pg_scene_op op = stack->pending[0];
		memmove(&stack->pending[0], &stack->pending[1],
			sizeof stack->pending[0] * (size_t)(stack->pending_count - 1));
		stack->pending_count--;
		switch (op.kind) {
		case PG_SCENE_PUSH:
			push_one(stack, app, op.scene);
			break;
		case PG_SCENE_POP:
			pop_one(stack, app);
			resume_top(stack, app);
			break;
		case PG_SCENE_REPLACE:
			pop_one(stack, app);
			push_one(stack, app, op.scene);
			break;
		case PG_SCENE_RESET:
			while (stack->count > 0)
				pop_one(stack, app);
			push_one(stack, app, op.scene);
			break;
		}
		done++;
	}
	return done;
}

pg_scene *pg_scenes_top(pg_scene_stack *stack)
{
	return stack->count ? &stack->items[stack->count - 1] : NULL;
}

void *pg_scenes_find(pg_scene_stack *stack, const pg_scene_type *type)
{
	for (int i = stack->count - 1; i >= 0; i--)
		if (stack->items[i].type == type)
			return stack->items[i].data;
	return NULL;
}

bool pg_scenes_empty(const pg_scene_stack *stack)
{
	return stack->count == 0 && stack->pending_count == 0;
}

void pg_scenes_event(pg_scene_stack *stack, struct pg_app *app, const pg_input_event *event)
{
	pg_scene *top = pg_scenes_top(stack);
	if (top && top->type->event)
		top->type->event(app, top->data, event);
}

void pg_scenes_update(pg_scene_stack *stack, struct pg_app *app, double dt)
{
	pg_scene *top = pg_scenes_top(stack);
	if (top && top->type->update)
		top->type->update(app, top->data, dt);
}

void pg_scenes_draw(pg_scene_stack *stack, struct pg_app *app)
{
	int first = stack->count - 1;
	while (first > 0 && stack->items[first].type->overlay)
		first--;
	for (int i = first < 0 ? 0 : first; i < stack->count; i++)
		if (stack->items[i].type->draw)
			stack->items[i].type->draw(app, stack->items[i].data);
}

void pg_scenes_layout(pg_scene_stack *stack, struct pg_app *app)
{
	for (int i = 0; i < stack->count; i++)
		if (stack->items[i].type->layout)
			stack->items[i].type->layout(app, stack->items[i].data);
}

void pg_scenes_clear(pg_scene_stack *stack, struct pg_app *app)
{
	for (int i = 0; i < stack->pending_count; i++) {
		pg_scene_op *op = &stack->pending[i];
		if (op->kind != PG_SCENE_POP && op->scene.type->exit)
			op->scene.type->exit(app, op->scene.data);
	}
	stack->pending_count = 0;
	while (stack->count > 0)
		pop_one(stack, app);
}
