/*
 * pg_tutorial.h: "Learn to play", a guided first game per title.
 *
 * A lesson (data in src/app/pg_tutorial_lessons.c, one table per game, its
 * sentences marked with N_() so a translator reaches them) is a seed, the
 * seats, and steps. Each step lists the moves played before it (the dice
 * and the other seats' moves, in the game's notation, so the lesson deals
 * the same every time) and the one move the person is asked to make, with
 * what to do and why in a sentence each. The game scene points at the
 * piece and the place (the same glow as a hint), waits for the person,
 * refuses any other move with a kind reason, and lets them leave at any
 * step (Esc or "Leave the lesson"). After the last step the game goes on
 * as a normal game: the AI thinks and the dice come from the seed.
 *
 * The script is tied to plies (the lesson's n-th move is the match's
 * start + n-th), so undo inside a lesson replays the same steps.
 */
#ifndef PG_TUTORIAL_H
#define PG_TUTORIAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pg_hint.h"
#include "pg_view.h"

enum { PG_TUTORIAL_MAX_SCRIPT = 160 };

typedef struct pg_lesson_step {
	const char *before; /* moves before this step, "roll:S;M;roll:L", or NULL */
	const char *move;   /* the person's move, in the game's notation */
	const char *task;   /* N_(): what to do, "Drag a small pyramid onto the pole." */
	const char *why;    /* N_(): one sentence on why it matters */
} pg_lesson_step;

typedef struct pg_lesson {
	const char *game_id;
	const char *seats;   /* "human,normal": the person is the first human seat */
	const char *options; /* "K=V,..." or NULL */
	uint64_t seed;
	const pg_lesson_step *steps;
	int step_count;
	const char *welcome; /* N_(): shown before the first step's task */
	const char *done;    /* N_(): shown when the steps are over and the game goes on */
} pg_lesson;

/* The lesson of a game, or NULL (none written yet). */
const pg_lesson *pg_lesson_find(const char *game_id);
int pg_lesson_count(void);
const pg_lesson *pg_lesson_at(int index);

/* A lesson in progress, owned by the play session (play->lesson). */
typedef struct pg_tutorial {
	const pg_lesson *lesson;
	int start_ply;
	int script_count;
	pg_move script[PG_TUTORIAL_MAX_SCRIPT];
	int step_of[PG_TUTORIAL_MAX_SCRIPT]; /* the step a ply leads to */
	bool person[PG_TUTORIAL_MAX_SCRIPT]; /* the person's own move */
	/* where the step's move is made, found once per ply */
	int place_ply;
	pg_hint_place place;
} pg_tutorial;

/* Reads the lesson's script from the start of the game (every move in
 * notation, checked legal in turn). NULL with the reason in err when a
 * move does not read or is not legal. */
pg_tutorial *pg_tutorial_create(const pg_lesson *lesson, const pg_game *game,
				const pg_options *options, uint64_t seed, char *err,
				size_t err_size);
void pg_tutorial_destroy(pg_tutorial *tutorial);

/* Opens the lesson as a game (from the setup screen's "Learn to play").
 * A lesson game is never saved in the resumable slot and never asks
 * about the player's saved game. */
bool pg_tutorial_open(pg_app *app, const pg_lesson *lesson, char *err, size_t err_size);

/* The step of the lesson now (0..step_count-1), or -1 when the steps are
 * over (or play has no lesson). */
int pg_tutorial_step(const pg_play *play);
/* The scripted move due at this ply from anyone but the person (a roll,
 * the other seats' moves), or PG_NO_MOVE. */
pg_move pg_tutorial_scripted(const pg_play *play);
/* The person's move the lesson asks for now, or PG_NO_MOVE. */
pg_move pg_tutorial_expected(const pg_play *play);
/* Whether a person's move may be played now: any move when no step waits
 * for one; otherwise only the expected one, and a toast says kindly why
 * not. */
bool pg_tutorial_allows(pg_play *play, pg_move move);
/* Where the expected move is made on the view's board (found once per
 * ply); false when there is no board, no step waiting, or it is not
 * found. */
bool pg_tutorial_place(pg_play *play, pg_hint_place *out);
/* Leaves the lesson: back to the game's setup screen. */
void pg_tutorial_leave(pg_app *app);
/* For tests: the game scene's "Leave the lesson" button as last drawn,
 * or an empty rect when it is hidden. */
SDL_Rect pg_tutorial_leave_rect(pg_app *app);

#endif
