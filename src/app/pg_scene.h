/*
 * pg_scene.h: the scene stack (after C-Dogs): title, setup, game, pause,
 * rules help, results and settings are scenes, each a small const table of
 * callbacks plus its own data.
 *
 * Input goes to the top scene only; update runs on the top scene only (a
 * pause over the game freezes it); draw paints from the highest opaque
 * scene up, so an overlay (pause) shows the game beneath it.
 *
 * push, pop and replace are deferred: they are queued and carried out by
 * pg_scenes_apply(), which the app calls after update, so a scene is never
 * freed while one of its own callbacks is running.
 */
#ifndef PG_SCENE_H
#define PG_SCENE_H

#include <stdbool.h>

#include "pg_input.h"

struct pg_app;

typedef struct pg_scene_type {
	const char *name;
	bool overlay; /* drawn over the scene below instead of hiding it */
	/* Becomes part of the stack (layout follows at once). */
	void (*enter)(struct pg_app *app, void *data);
	/* Leaves the stack for good: free data here. */
	void (*exit)(struct pg_app *app, void *data);
	/* Is on top again after the scene above it was popped. Optional. */
	void (*resume)(struct pg_app *app, void *data);
	/* Window size or UI scale changed (and once after enter). Optional. */
	void (*layout)(struct pg_app *app, void *data);
	void (*event)(struct pg_app *app, void *data, const pg_input_event *event);
	void (*update)(struct pg_app *app, void *data, double dt);
	void (*draw)(struct pg_app *app, void *data);
} pg_scene_type;

typedef struct pg_scene {
	const pg_scene_type *type;
	void *data;
} pg_scene;

typedef enum pg_scene_op_kind { PG_SCENE_PUSH, PG_SCENE_POP, PG_SCENE_REPLACE, PG_SCENE_RESET } pg_scene_op_kind;

enum { PG_SCENE_DEPTH = 8, PG_SCENE_PENDING = 8 };

typedef struct pg_scene_op {
	pg_scene_op_kind kind;
	pg_scene scene;
} pg_scene_op;

typedef struct pg_scene_stack {
	pg_scene items[PG_SCENE_DEPTH];
	int count;
	pg_scene_op pending[PG_SCENE_PENDING];
	int pending_count;
} pg_scene_stack;

void pg_scenes_init(pg_scene_stack *stack);
/* Queue a change (carried out by pg_scenes_apply). A queued scene whose
 * push cannot happen (stack full) is exited at once so its data is freed. */
void pg_scenes_push(pg_scene_stack *stack, const pg_scene_type *type, void *data);
void pg_scenes_pop(pg_scene_stack *stack);
/* Pops the top scene and pushes this one in its place. */
void pg_scenes_replace(pg_scene_stack *stack, const pg_scene_type *type, void *data);
/* Pops every scene and pushes this one (e.g. back to the title). */
void pg_scenes_reset(pg_scene_stack *stack, const pg_scene_type *type, void *data);
/* Carries out the queued changes in order; returns how many. */
int pg_scenes_apply(pg_scene_stack *stack, struct pg_app *app);

pg_scene *pg_scenes_top(pg_scene_stack *stack);
/* The data of the topmost scene of that type, or NULL. */
void *pg_scenes_find(pg_scene_stack *stack, const pg_scene_type *type);
bool pg_scenes_empty(const pg_scene_stack *stack);

void pg_scenes_event(pg_scene_stack *stack, struct pg_app *app, const pg_input_event *event);
void pg_scenes_update(pg_scene_stack *stack, struct pg_app *app, double dt);
void pg_scenes_draw(pg_scene_stack *stack, struct pg_app *app);
void pg_scenes_layout(pg_scene_stack *stack, struct pg_app *app);
/* Exits every scene, top first, and drops queued ones. */
void pg_scenes_clear(pg_scene_stack *stack, struct pg_app *app);

#endif
