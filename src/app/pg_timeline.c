/*
 * pg_timeline.c: captioned actions on a clock over a trailing copy of the
 * state (see pg_timeline.h).
 */
#include "pg_timeline.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_geom.h"

bool pg_timeline_init(pg_timeline *tl, size_t state_size, const void *initial,
                      const pg_timeline_hooks *hooks, void *scene)
{
	memset(tl, 0, sizeof *tl);
	tl->scene = scene;
	if (hooks)
		tl->hooks = *hooks;
	tl->state_size = state_size;
	tl->shown = calloc(1, state_size);
	tl->target = calloc(1, state_size);
	if (!tl->shown || !tl->target) {
		pg_timeline_free(tl);
		return false;
	}
	pg_timeline_show(tl, initial);
	return true;
}

void pg_timeline_free(pg_timeline *tl)
{
	free(tl->shown);
	free(tl->target);
	tl->shown = tl->target = NULL;
}

void pg_timeline_show(pg_timeline *tl, const void *state)
{
	memcpy(tl->shown, state, tl->state_size);
	memcpy(tl->target, state, tl->state_size);
	tl->count = 0;
	tl->clock = tl->end = 0;
}

void pg_timeline_begin(pg_timeline *tl, const void *before, const void *after)
{
	pg_timeline_finish(tl);
	pg_timeline_show(tl, before);
	memcpy(tl->target, after, tl->state_size);
}

pg_action *pg_timeline_add(pg_timeline *tl, int kind, float start, float duration)
{
	return pg_timeline_add_payload(tl, kind, start, duration, 0, 0, 0, 0, 0);
}

pg_action *pg_timeline_add_payload(pg_timeline *tl, int kind, float start, float duration,
                                   int seat, int a, int b, int c, int d)
{
	if (tl->count >= PG_TIMELINE_MAX)
		return NULL;
	if (start + duration > tl->end)
		tl->end = start + duration;
	pg_action *action = &tl->actions[tl->count++];
	*action = (pg_action){.kind = kind,
	                      .seat = seat,
	                      .a = a,
	                      .b = b,
	                      .c = c,
	                      .d = d,
	                      .start = start,
	                      .duration = duration};
	return action;
}

void pg_timeline_caption(pg_action *a, const char *fmt, ...)
{
	if (!a)
		return;
	va_list args;
	va_start(args, fmt);
	vsnprintf(a->caption, sizeof a->caption, fmt, args);
	va_end(args);
}

static void end_timeline(pg_timeline *tl)
{
	memcpy(tl->shown, tl->target, tl->state_size);
	tl->count = 0;
	tl->clock = tl->end = 0;
	if (tl->hooks.ended)
		tl->hooks.ended(tl->scene);
}

/* Lifts and lands what the clock has reached, in order, so a later action
 * sees `shown` as the earlier ones left it. */
static void run(pg_timeline *tl)
{
	for (int i = 0; i < tl->count; i++) {
		pg_action *a = &tl->actions[i];
		if (!a->lifted && tl->clock >= a->start) {
			a->lifted = true;
			if (tl->hooks.lift)
				tl->hooks.lift(tl->scene, a, tl->shown);
		}
		if (a->lifted && !a->landed && tl->clock >= a->start + a->duration) {
			a->landed = true;
			if (tl->hooks.land)
				tl->hooks.land(tl->scene, a, tl->shown);
		}
	}
	if (tl->clock >= tl->end)
		end_timeline(tl);
}

void pg_timeline_start(pg_timeline *tl)
{
	run(tl);
}

void pg_timeline_update(pg_timeline *tl, float dt)
{
	if (!tl->count)
		return;
	tl->clock += dt;
	run(tl);
}

void pg_timeline_finish(pg_timeline *tl)
{
	if (!tl->count)
		return;
	tl->clock = tl->end;
	run(tl);
}

bool pg_timeline_running(const pg_timeline *tl)
{
	return tl->count > 0;
}

const char *pg_timeline_caption_now(const pg_timeline *tl)
{
	const char *text = NULL;
	for (int i = 0; i < tl->count; i++) {
		const pg_action *a = &tl->actions[i];
		if (a->caption[0] && a->start <= tl->clock)
			text = a->caption;
	}
	return text;
}

float pg_timeline_progress(const pg_timeline *tl, const pg_action *a)
{
	if (a->duration <= 0)
		return 1;
	return pg_clampf((tl->clock - a->start) / a->duration, 0, 1);
}

bool pg_timeline_flying(const pg_action *a)
{
	return a->lifted && !a->landed;
}

SDL_FRect pg_timeline_flight(const pg_timeline *tl, const pg_action *a, SDL_FRect to,
                             pg_ease ease, float arc)
{
	float t = pg_timeline_progress(tl, a);
	SDL_FRect box = pg_frect_lerp(a->from, to, pg_ease_apply(ease, t));
	box.y -= sinf(t * 3.14159f) * arc;
	return box;
}
