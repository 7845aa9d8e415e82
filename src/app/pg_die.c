/*
 * pg_die.c: the die widget (see pg_die.h).
 */
#include "pg_die.h"

#include <math.h>
#include <string.h>

#include "pg_geom.h"

/* The die's tweens: the roll, and the walk after it (one tween over all
 * its steps; user: how many). */
enum { ROLL_TAG = 0x7d1e, WALK_TAG };

void pg_die_init(pg_die *die, pg_app *app, pg_play *play, int faces)
{
	memset(die, 0, sizeof *die);
	die->app = app;
	die->play = play;
	die->faces = faces;
}

static SDL_FPoint centre(const pg_die *die)
{
	return (SDL_FPoint){(float)die->rect.x + (float)die->rect.w / 2,
	                    (float)die->rect.y + (float)die->rect.h / 2};
}

bool pg_die_input(pg_die *die, const pg_input_event *e, bool can_roll)
{
	bool on_die = pg_in_rect(die->rect, e->start_x, e->start_y);
	switch (e->kind) {
	case PG_INPUT_HOVER:
		die->hovered = pg_in_rect(die->rect, e->x, e->y) && can_roll;
		return false;
	case PG_INPUT_PRESS:
		die->hovered = false;
		return false;
	case PG_INPUT_CLICK:
		if (e->button != SDL_BUTTON_LEFT || !pg_in_rect(die->rect, e->x, e->y))
			return false;
		if (can_roll) {
			pg_play_roll_now(die->play);
			return true;
		}
		/* A click on the die out of turn is still the die's, not the board's. */
		return pg_play_input_seat(die->play) >= 0;
	case PG_INPUT_DRAG_START:
		if (!on_die || !can_roll)
			return false;
		die->held = true;
		die->x = e->x;
		die->y = e->y;
		die->grab_dx = e->start_x - (int)centre(die).x;
		die->grab_dy = e->start_y - (int)centre(die).y;
		return true;
	case PG_INPUT_DRAG_MOVE:
	case PG_INPUT_DROP:
	case PG_INPUT_DRAG_CANCEL:
		if (!die->held)
			return false;
		if (e->kind != PG_INPUT_DRAG_CANCEL) {
			die->x = e->x;
			die->y = e->y;
		}
		if (e->kind == PG_INPUT_DROP && can_roll) {
			pg_die_release(die);
			pg_play_roll_now(die->play);
		}
		die->held = e->kind == PG_INPUT_DRAG_MOVE;
		return true;
	default:
		return false;
	}
}

void pg_die_release(pg_die *die)
{
	if (!die->held)
		return;
	die->thrown = true;
	die->throw_x = (float)(die->x - die->grab_dx);
	die->throw_y = (float)(die->y - die->grab_dy);
	die->held = false;
}

void pg_die_roll(pg_die *die, int face, float duration)
{
	pg_die_release(die);
	die->from_x = die->thrown ? die->throw_x : centre(die).x;
	die->from_y = die->thrown ? die->throw_y : centre(die).y;
	die->thrown = false;
	pg_tween *t = pg_tweens_roll(&die->tweens, ROLL_TAG, die->faces, face, duration);
	if (t)
		t->ease = PG_EASE_OUT;
}

void pg_die_walk(pg_die *die, int steps, float step_duration, float delay)
{
	if (steps <= 0)
		return;
	pg_tween spec = {.kind = PG_TWEEN_FADE,
	                 .tag = WALK_TAG,
	                 .user = steps,
	                 .ease = PG_EASE_LINEAR,
	                 .delay = delay,
	                 .duration = step_duration * (float)steps,
	                 .x1 = 1};
	pg_tweens_add(&die->tweens, &spec);
}

void pg_die_update(pg_die *die, float dt, bool can_roll)
{
	pg_tweens_update(&die->tweens, dt);
	if (die->held && !can_roll && !pg_die_rolling(die))
		die->held = false;
}

void pg_die_finish(pg_die *die)
{
	pg_tweens_finish(&die->tweens);
}

void pg_die_reset(pg_die *die)
{
	pg_tweens_clear(&die->tweens);
	die->held = die->thrown = die->hovered = false;
}

bool pg_die_rolling(const pg_die *die)
{
	return pg_tweens_find(&die->tweens, ROLL_TAG, PG_TWEEN_ROLL) != NULL;
}

bool pg_die_busy(const pg_die *die)
{
	return pg_tweens_busy(&die->tweens);
}

/* The walk's step under way and its eased progress (a step waiting for
 * the roll to land is step 0 at its start). */
static void walk_pose(const pg_die *die, pg_die_pose *pose)
{
	pose->walk_step = -1;
	const pg_tween *w = pg_tweens_find(&die->tweens, WALK_TAG, PG_TWEEN_FADE);
	if (!w)
		return;
	float steps = (float)w->user;
	float raw = pg_tween_waiting(w) ? 0 : pg_tween_progress(w) * steps;
	int step = pg_clampi((int)raw, 0, w->user - 1);
	pose->walk_step = step;
	pose->walk_progress = pg_ease_apply(PG_EASE_IN_OUT, raw - (float)step);
}

pg_die_pose pg_die_pose_now(const pg_die *die, int resting_face)
{
	pg_die_pose pose = {.face = resting_face, .progress = 1};
	walk_pose(die, &pose);
	float cx = centre(die).x, cy = centre(die).y;
	float w = (float)die->rect.w, h = (float)die->rect.h;
	float scale = die->hovered ? 1.05f : 1.0f;
	const pg_tween *t = pg_tweens_find(&die->tweens, ROLL_TAG, PG_TWEEN_ROLL);
	if (t) {
		float tilt = 0;
		float p = pg_tween_progress(t);
		pose.rolling = true;
		pose.progress = p;
		pose.face = pg_tween_roll_face(t, &tilt);
		/* It flies from the throw to its place, bouncing lower each time. */
		cx = pg_lerp(die->from_x, cx, p);
		cy = pg_lerp(die->from_y, cy, p) -
		     fabsf(sinf(p * 3.14159f * 3)) * (1 - p) * h * 0.35f;
		pose.angle = tilt + 540.0 * (1 - p) * (1 - p);
	} else if (die->held) {
		pose.held = true;
		cx = (float)(die->x - die->grab_dx);
		cy = (float)(die->y - die->grab_dy);
		pose.angle = 12.0 * sin(die->app->time * 18.0);
		scale = 1.08f;
	}
	pose.box = pg_frect_around(cx, cy, w * scale, h * scale);
	return pose;
}

void pg_die_draw_blank(pg_app *app, SDL_FRect box)
{
	SDL_Rect d = {(int)box.x, (int)box.y, (int)box.w, (int)box.h};
	int radius = d.w / 7;
	pg_ui_shadow(app->renderer, d, radius, pg_px(app, 3));
	pg_ui_fill_rounded(app->renderer, d, radius, pg_ui_rgba(240, 230, 208, 255));
	pg_ui_stroke_rounded(app->renderer, d, radius, pg_px(app, 2),
	                     pg_ui_rgba(150, 124, 90, 255));
}

void pg_die_draw_invite(pg_app *app, const pg_die *die)
{
	pg_ui_fill_circle(
	    app->renderer, centre(die).x, centre(die).y, (float)die->rect.w * 0.62f,
	    pg_ui_with_alpha(pg_ui_theme.accent_hover, (Uint8)(40 + 60 * PG_GLOW_LEVEL)));
}
