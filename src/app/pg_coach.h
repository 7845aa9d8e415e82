/*
 * pg_coach.h: the coach card of the game scene and the pointer it goes
 * with. The card says the Hard AI's hint (pg_hint.h) or the step of a
 * lesson (pg_tutorial.h): a heading, a line to act on and a line of why,
 * with "Leave the lesson" while a lesson has steps left. The pointer is
 * the glowing piece and target of that hint or step on the view's board.
 *
 * The game scene owns one pg_coach, calls pg_coach_update every frame,
 * draws the pointer inside the board's clip and the card over the board
 * (or over the log when the log is open), and handles the leave button
 * like its other buttons.
 */
#ifndef PG_COACH_H
#define PG_COACH_H

#include <SDL.h>

#include "pg_app_context.h"
#include "pg_play.h"
#include "pg_ui.h"

typedef struct pg_coach {
	pg_button leave;       /* "Leave the lesson", in the card of a lesson */
	char roll[512];        /* the game's own words for a person's roll or draw */
	double lesson_done_at; /* app time the lesson's steps ended; <0: not yet */
} pg_coach;

void pg_coach_init(pg_coach *c);

/* Sets the leave button's label and kind; its place is set when the card
 * is drawn. */
void pg_coach_layout(pg_coach *c);

/* Notes the moment a lesson's scripted moves are all played, so that the
 * lesson's last sentence stays in the card a few seconds. */
void pg_coach_update(pg_app *app, pg_coach *c, const pg_play *play);

/* The hint's or the lesson step's piece and target, glowing on the board. */
void pg_coach_draw_pointer(pg_app *app, pg_play *play);

/* The card, centred at the top of host; nothing when there is nothing to
 * say. */
void pg_coach_draw(pg_app *app, pg_coach *c, pg_play *play, SDL_Rect host);

#endif
