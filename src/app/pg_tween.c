#include "pg_tween.h"

#include <math.h>
#include <string.h>

static const float PI_F = 3.14159265f;

static float clamp01(float t)
{
	return t < 0 ? 0 : t > 1 ? 1 : t;
}

static float ease_out_bounce(float t)
{
	/* Two small bounces after the first landing (Penner's curve with
	 * gentler rebounds). */
	const float n = 7.5625f, d = 2.75f;
	if (t < 1 / d)
		return n * t * t;
	if (t < 2 / d) {
		t -= 1.5f / d;
		return n * t * t + 0.75f;
	}
	if (t < 2.5f / d) {
		t -= 2.25f / d;
		return n * t * t + 0.9375f;
	}
	t -= 2.625f / d;
	return n * t * t + 0.984375f;
}

float pg_ease_apply(pg_ease ease, float t)
{
	t = clamp01(t);
	if (t >= 1)
		return 1;
	switch (ease) {
	case PG_EASE_IN_OUT:
		return t < 0.5f ? 4 * t * t * t : 1 - powf(-2 * t + 2, 3) / 2;
	case PG_EASE_OUT:
		return 1 - powf(1 - t, 3);
	case PG_EASE_IN:
		return t * t * t;
	case PG_EASE_OUT_BACK: {
		const float c1 = 1.2f, c3 = c1 + 1;
		return 1 + c3 * powf(t - 1, 3) + c1 * powf(t - 1, 2);
	}
	case PG_EASE_OUT_BOUNCE:
		return ease_out_bounce(t);
	case PG_EASE_LINEAR:
	default:
		return t;
	}
}

float pg_lerp(float a, float b, float t)
{
	return a + (b - a) * t;
}

void pg_tweens_clear(pg_tweens *tweens)
{
	memset(tweens, 0, sizeof *tweens);
}

pg_tween *pg_tweens_add(pg_tweens *tweens, const pg_tween *spec)
{
	for (int i = 0; i < PG_TWEEN_POOL; i++) {
		pg_tween *t = &tweens->items[i];
		if (t->active)
			continue;
		*t = *spec;
		t->active = true;
		t->elapsed = 0;
		if (t->duration <= 0)
			t->duration = 0.001f;
		return t;
	}
	return NULL;
}

pg_tween *pg_tweens_move(pg_tweens *tweens, int tag, float x0, float y0, float x1, float y1,
			 float duration, float delay, pg_ease ease)
{
	pg_tween spec = {.kind = PG_TWEEN_MOVE, .tag = tag, .ease = ease, .delay = delay,
			 .duration = duration, .x0 = x0, .y0 = y0, .x1 = x1, .y1 = y1};
	return pg_tweens_add(tweens, &spec);
}

pg_tween *pg_tweens_fade(pg_tweens *tweens, int tag, float from, float to, float duration,
			 float delay)
{
	pg_tween spec = {.kind = PG_TWEEN_FADE, .tag = tag, .ease = PG_EASE_IN_OUT,
			 .delay = delay, .duration = duration, .x0 = from, .x1 = to};
	return pg_tweens_add(tweens, &spec);
}

pg_tween *pg_tweens_flip(pg_tweens *tweens, int tag, float duration, float delay)
{
	pg_tween spec = {.kind = PG_TWEEN_FLIP, .tag = tag, .ease = PG_EASE_IN_OUT,
			 .delay = delay, .duration = duration};
	return pg_tweens_add(tweens, &spec);
}

pg_tween *pg_tweens_roll(pg_tweens *tweens, int tag, int faces, int final_face, float duration)
{
	pg_tween spec = {.kind = PG_TWEEN_ROLL, .tag = tag, .ease = PG_EASE_OUT,
			 .duration = duration, .faces = faces > 0 ? faces : 1,
			 .final_face = final_face};
	return pg_tweens_add(tweens, &spec);
}

pg_tween *pg_tweens_pulse(pg_tweens *tweens, int tag, float amount, float duration, float delay)
{
	pg_tween spec = {.kind = PG_TWEEN_PULSE, .tag = tag, .ease = PG_EASE_LINEAR,
			 .delay = delay, .duration = duration, .x0 = amount};
	return pg_tweens_add(tweens, &spec);
}

void pg_tweens_update(pg_tweens *tweens, float dt)
{
	for (int i = 0; i < PG_TWEEN_POOL; i++) {
		pg_tween *t = &tweens->items[i];
		if (!t->active)
			continue;
		t->elapsed += dt;
		if (t->elapsed >= t->delay + t->duration)
			t->active = false;
	}
}

void pg_tweens_finish(pg_tweens *tweens)
{
	for (int i = 0; i < PG_TWEEN_POOL; i++) {
		pg_tween *t = &tweens->items[i];
		if (t->active) {
			t->elapsed = t->delay + t->duration;
			t->active = false;
		}
	}
}

bool pg_tweens_busy(const pg_tweens *tweens)
{
	for (int i = 0; i < PG_TWEEN_POOL; i++)
		if (tweens->items[i].active)
			return true;
	return false;
}

const pg_tween *pg_tweens_find(const pg_tweens *tweens, int tag, int kind)
{
	for (int i = 0; i < PG_TWEEN_POOL; i++) {
		const pg_tween *t = &tweens->items[i];
		if (t->active && t->tag == tag && (kind < 0 || (int)t->kind == kind))
			return t;
	}
	return NULL;
}

float pg_tweens_pulse_scale(const pg_tweens *tweens, int tag)
{
	const pg_tween *pulse = pg_tweens_find(tweens, tag, PG_TWEEN_PULSE);
	return pulse ? pg_tween_value(pulse) : 1.0f;
}

static float raw_progress(const pg_tween *tween)
{
	if (!tween->active)
		return 1;
	return clamp01((tween->elapsed - tween->delay) / tween->duration);
}

float pg_tween_progress(const pg_tween *tween)
{
	return pg_ease_apply(tween->ease, raw_progress(tween));
}

bool pg_tween_waiting(const pg_tween *tween)
{
	return tween->active && tween->elapsed < tween->delay;
}

void pg_tween_position(const pg_tween *tween, float *x, float *y)
{
	float t = pg_tween_progress(tween);
	*x = pg_lerp(tween->x0, tween->x1, t);
	*y = pg_lerp(tween->y0, tween->y1, t);
}

float pg_tween_flip_scale(const pg_tween *tween, bool *new_face)
{
	float t = pg_tween_progress(tween);
	if (new_face)
		*new_face = t >= 0.5f;
	return fabsf(cosf(t * PI_F));
}

float pg_tween_value(const pg_tween *tween)
{
	float t = pg_tween_progress(tween);
	if (tween->kind == PG_TWEEN_PULSE)
		return 1 + tween->x0 * sinf(t * PI_F);
	return pg_lerp(tween->x0, tween->x1, t);
}

int pg_tween_roll_face(const pg_tween *tween, float *tilt_degrees)
{
	float raw = raw_progress(tween);
	if (raw >= 1 || tween->faces <= 1) {
		if (tilt_degrees)
			*tilt_degrees = 0;
		return tween->final_face;
	}
	/* The face changes at moments that spread out as the die slows:
	 * about 12 changes in all, the last well before the end so the final
	 * face is seen settling. */
	float eased = pg_ease_apply(PG_EASE_OUT, raw);
	int step = (int)(eased * 12.0f);
	int face = tween->final_face;
	if (step < 11) {
		/* A fixed scramble of the step, never the final face early. */
		unsigned h = (unsigned)step * 2654435761u + (unsigned)tween->tag * 40503u;
		face = (int)((h >> 16) % (unsigned)(tween->faces - 1));
		if (face >= tween->final_face)
			face++;
	}
	if (tilt_degrees)
		*tilt_degrees = 18.0f * (1 - eased) * sinf(raw * 25.0f);
	return face;
}
