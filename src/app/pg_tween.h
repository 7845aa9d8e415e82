/*
 * pg_tween.h: small animations for scenes: easing curves and a fixed pool
 * of tweens (move, flip, fade, roll, pulse) that a scene starts from the
 * rules' events and reads back while drawing.
 *
 * A tween does not draw anything: it carries a tag the scene chose (which
 * piece it is about) and gives, at any moment, an eased progress and the
 * derived values (position, flip scale, alpha, die face). The pool has no
 * allocation, so it can live inside a scene's struct. A click fast-forwards
 * everything with pg_tweens_finish.
 */
#ifndef PG_TWEEN_H
#define PG_TWEEN_H

#include <stdbool.h>

typedef enum pg_ease {
	PG_EASE_LINEAR = 0,
	PG_EASE_IN_OUT,    /* smooth start and stop (cubic) */
	PG_EASE_OUT,       /* fast start, gentle landing (cubic) */
	PG_EASE_IN,        /* gentle start, fast end (cubic) */
	PG_EASE_OUT_BACK,  /* overshoots a little and settles: a piece set down */
	PG_EASE_OUT_BOUNCE /* lands with two small bounces: a die */
} pg_ease;

/* t clamped to [0,1] through the curve; 0 -> 0 and 1 -> 1 for every curve. */
float pg_ease_apply(pg_ease ease, float t);
/* a + (b - a) * t. */
float pg_lerp(float a, float b, float t);

typedef enum pg_tween_kind {
	PG_TWEEN_MOVE = 0, /* from (x0,y0) to (x1,y1) */
	PG_TWEEN_FLIP,     /* a card turning over: width scale 1 -> 0 -> 1; the face swaps at half */
	PG_TWEEN_FADE,     /* alpha from x0 to x1 (0..1) */
	PG_TWEEN_ROLL,     /* a die tumbling: faces cycle, slowing, landing on `final_face` */
	PG_TWEEN_PULSE     /* a highlight: scale 1 -> 1+x0 -> 1 */
} pg_tween_kind;

typedef struct pg_tween {
	bool active;
	pg_tween_kind kind;
	int tag;          /* the scene's own id of what moves (a piece, a card) */
	int user;         /* free for the scene (e.g. the seat, a pile) */
	pg_ease ease;
	float delay;      /* seconds before it starts */
	float duration;   /* seconds it runs */
	float elapsed;    /* seconds since added, delay included */
	float x0, y0, x1, y1;
	int faces;        /* ROLL: how many faces the die has */
	int final_face;   /* ROLL: the face it lands on, 0..faces-1 */
} pg_tween;

enum { PG_TWEEN_POOL = 64 };

typedef struct pg_tweens {
	pg_tween items[PG_TWEEN_POOL];
} pg_tweens;

void pg_tweens_clear(pg_tweens *tweens);
/* Adds a copy of spec (active is set, elapsed zeroed); returns it, or NULL
 * if the pool is full (then the scene just shows the end state). */
pg_tween *pg_tweens_add(pg_tweens *tweens, const pg_tween *spec);
/* Shorthands that fill a spec and add it. */
pg_tween *pg_tweens_move(pg_tweens *tweens, int tag, float x0, float y0, float x1, float y1,
			 float duration, float delay, pg_ease ease);
pg_tween *pg_tweens_fade(pg_tweens *tweens, int tag, float from, float to, float duration,
			 float delay);
pg_tween *pg_tweens_flip(pg_tweens *tweens, int tag, float duration, float delay);
pg_tween *pg_tweens_roll(pg_tweens *tweens, int tag, int faces, int final_face, float duration);
pg_tween *pg_tweens_pulse(pg_tweens *tweens, int tag, float amount, float duration, float delay);

/* Advances every tween by dt seconds; finished ones go inactive. */
void pg_tweens_update(pg_tweens *tweens, float dt);
/* Ends every tween at once (fast-forward). */
void pg_tweens_finish(pg_tweens *tweens);
/* True while any tween is active. */
bool pg_tweens_busy(const pg_tweens *tweens);
/* The first active tween with that tag (and kind, or any kind if kind < 0). */
const pg_tween *pg_tweens_find(const pg_tweens *tweens, int tag, int kind);
/* The scale of the pulse with that tag now: 1 while none runs. */
float pg_tweens_pulse_scale(const pg_tweens *tweens, int tag);

/* Eased progress 0..1 (0 while in its delay). */
float pg_tween_progress(const pg_tween *tween);
/* True while still in its delay (a scene may hide the piece at its target). */
bool pg_tween_waiting(const pg_tween *tween);
/* MOVE: the current position. */
void pg_tween_position(const pg_tween *tween, float *x, float *y);
/* FLIP: horizontal scale 0..1, and whether the new face shows yet. */
float pg_tween_flip_scale(const pg_tween *tween, bool *new_face);
/* FADE: alpha 0..1. PULSE: scale. */
float pg_tween_value(const pg_tween *tween);
/* ROLL: the face to show now (tumbles through other faces, ends on
 * final_face), and a tilt in degrees for a little wobble. */
int pg_tween_roll_face(const pg_tween *tween, float *tilt_degrees);

#endif
