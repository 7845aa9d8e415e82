/*
 * pg_setup.h: what tests reach of the setup screen (pg_scene_setup.c):
 * where its seed box, seed pin and "Learn to play" are, and the seed
 * typed; and the seed a rematch deals, which follows the seed box's rule.
 * The screen itself opens with pg_open_setup (pg_scenes.h).
 */
#ifndef PG_SETUP_H
#define PG_SETUP_H

#include <stdbool.h>

#include <SDL.h>

#include "pg_app_context.h"
#include "pg_match.h"

typedef enum pg_setup_part {
	PG_SETUP_SEED_BOX,
	PG_SETUP_KEEP_SEED, /* the "Keep this seed for later games" toggle */
	PG_SETUP_LEARN,     /* "Learn to play" (empty when the game has no lesson) */
	PG_SETUP_START,
} pg_setup_part;

/* The rect of a part of the setup screen on top, or an empty rect. */
SDL_Rect pg_setup_rect(pg_app *app, pg_setup_part part);
/* The seed in the box ("" for a random one), or NULL when the setup
 * screen is not on top. */
const char *pg_setup_seed(pg_app *app);
/* The label of option i's row and the value it shows now, as drawn
 * (translated), or NULL when the setup screen is not on top or the game
 * has no option i. */
const char *pg_setup_option_label(pg_app *app, int i);
const char *pg_setup_option_value(pg_app *app, int i);
/* Option i's row (its label at the left, then its stepper) and the x where
 * the stepper starts; false when the setup screen is not on top or the
 * game has no option i. */
bool pg_setup_option_row(pg_app *app, int i, SDL_Rect *row, int *control_x);

/* The seed a rematch of match deals: the pinned seed of its game when one
 * is pinned (it is for every game), else the game's own seed when it was
 * typed on the setup screen for it (a typed seed is for one game and its
 * rematch), else a new random one. */
uint64_t pg_setup_rematch_seed(pg_app *app, const pg_match *match);

#endif
