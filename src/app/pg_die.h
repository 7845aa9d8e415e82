/*
 * pg_die.h: a die a person clicks or throws, that tumbles and lands on
 * the face the match drew.
 *
 * The die never picks its face: the outcome is the chance move the app
 * sampled from the match's seed, and on_events hands it to pg_die_roll.
 * The gesture only decides where the tumble starts (where the die was let
 * go). A scene keeps one pg_die, sets its rect in layout, feeds it input
 * before its board, and draws the face pg_die_pose reports with its own
 * art (or pg_die_draw_blank for a plain one).
 */
#ifndef PG_DIE_H
#define PG_DIE_H

#include <stdbool.h>

#include <SDL.h>

#include "pg_view.h"

typedef struct pg_die {
	pg_app *app;
	pg_play *play;
	SDL_Rect rect; /* where it rests (layout) */
	int faces;     /* how many faces it has */
	/* the gesture */
	bool held; /* being dragged to throw */
	bool hovered;
	int x, y, grab_dx, grab_dy;
	bool thrown; /* the next roll starts where it was let go */
	float throw_x, throw_y;
	/* the tumble */
	pg_tweens tweens;
	float from_x, from_y;
} pg_die;

/* What to draw now. */
typedef struct pg_die_pose {
	SDL_FRect box; /* where (scaled while held or hovered) */
	double angle;  /* degrees */
	int face;      /* the face showing (while rolling: the passing one), or -1 */
	bool rolling;
	bool held;
	float progress; /* the roll's, eased: 0 at the throw, 1 landed */
	/* after the roll, a walk (pg_die_walk): the step under way, or -1,
	 * and how far it is (eased in and out) */
	int walk_step;
	float walk_progress;
} pg_die_pose;

void pg_die_init(pg_die *die, pg_app *app, pg_play *play, int faces);
/* Input for the die; can_roll says whether the person may roll now (the
 * scene knows its phases). A click on it, or a throw (a drag let go
 * anywhere), calls pg_play_roll_now. True if used. */
bool pg_die_input(pg_die *die, const pg_input_event *event, bool can_roll);
/* The roll's outcome arrived (from on_events): tumble for duration
 * seconds onto face, from where it was thrown if it was. */
void pg_die_roll(pg_die *die, int face, float duration);
/* After it lands (delay seconds from now: the roll's duration), the die
 * walks steps places one at a time, step_duration seconds each, as a die
 * round a rondel moves a wedge per pip; the scene draws where each step
 * goes from pg_die_pose's walk_step and walk_progress. */
void pg_die_walk(pg_die *die, int steps, float step_duration, float delay);
/* A roll came while the die was held: it leaves the hand where it is. */
void pg_die_release(pg_die *die);
/* can_roll as in input: a die held when rolling is no longer possible is
 * dropped. */
void pg_die_update(pg_die *die, float dt, bool can_roll);
void pg_die_finish(pg_die *die);
void pg_die_reset(pg_die *die);
bool pg_die_rolling(const pg_die *die);
/* Rolling, or walking (a walk's steps still to come included). */
bool pg_die_busy(const pg_die *die);
/* resting_face: the face the state shows (-1 for none yet). */
pg_die_pose pg_die_pose_now(const pg_die *die, int resting_face);
/* A plain rounded die face with a border (the scene draws its marks). */
void pg_die_draw_blank(pg_app *app, SDL_FRect box);
/* The breathing glow that invites a person to roll. */
void pg_die_draw_invite(pg_app *app, const pg_die *die);

#endif
