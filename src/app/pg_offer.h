/*
 * pg_offer.h: a two-sided offer between seats (a trade between families,
 * a gift asked for): what one side gives and what the other gives, and
 * Accept / Decline for the seat that answers.
 *
 * The dialog only shows and answers: the scene fills both sides' lines
 * from the move on offer and, on PG_OFFER_ACCEPT or PG_OFFER_DECLINE,
 * submits the matching move of the rules. When the answering seat is not
 * a person here (an AI, or a hot-seat player behind the curtain) the
 * scene opens it with can_answer false: it shows, without buttons.
 */
#ifndef PG_OFFER_H
#define PG_OFFER_H

#include <stdbool.h>

#include <SDL.h>

#include "pg_app_context.h"
#include "pg_input.h"
#include "pg_ui.h"

enum { PG_OFFER_LINES = 6, PG_OFFER_LINE = 64 };

typedef enum pg_offer_answer {
	PG_OFFER_NONE = 0,
	PG_OFFER_ACCEPT,
	PG_OFFER_DECLINE,
} pg_offer_answer;

typedef struct pg_offer_side {
	const pg_seat_style *style;
	char who[PG_OFFER_LINE]; /* "Blue family gives" */
	int count;
	char lines[PG_OFFER_LINES][PG_OFFER_LINE]; /* "2 seal oil" */
} pg_offer_side;

typedef struct pg_offer {
	bool open;
	bool can_answer; /* buttons shown and keys taken (Y/Enter, N/Esc) */
	char title[PG_OFFER_LINE];
	pg_offer_side sides[2];
	SDL_Rect rect; /* laid out by pg_offer_layout */
	SDL_Rect side_rects[2];
	pg_button accept, decline;
} pg_offer;

/* Opens it empty with a title; fill sides[] after (pg_offer_add_line). */
void pg_offer_open(pg_offer *offer, const char *title, bool can_answer);
void pg_offer_close(pg_offer *offer);
/* Adds a line to side 0 or 1 (ignored when full). */
void pg_offer_add_line(pg_offer *offer, int side, const char *text);
/* Centres the dialog in area (the board) at the app's scale. */
void pg_offer_layout(pg_offer *offer, pg_app *app, SDL_Rect area);
/* While open it takes every pointer event (it is modal) and its keys. */
pg_offer_answer pg_offer_input(pg_offer *offer, const pg_input_event *event, bool *used);
void pg_offer_draw(pg_app *app, const pg_offer *offer);

#endif
