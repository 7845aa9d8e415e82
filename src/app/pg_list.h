/*
 * pg_list.h: the kit's list of rows, a page at a time, in a panel (Past
 * games, the saved games): the page that fits the window, a row's one
 * action button (Watch, Load), Newer / Older / Back, and the keys: Up and
 * Down choose a row (its button shows the keyboard focus, the page
 * follows), Enter acts on the chosen row (or the first on the page), Page
 * Up / Page Down turn the page, Esc or Backspace goes back. The screen
 * owns its rows' data and draws their text; the list draws the rest.
 */
#ifndef PG_LIST_H
#define PG_LIST_H

#include <stdbool.h>

#include "pg_scenes.h"

enum { PG_LIST_PAGE_MAX = 8 };

/* A list's measures, in points, and its action. */
typedef struct pg_list_style {
	float width;           /* the panel's */
	float row, gap;        /* a row's height, the gap between rows */
	float head, foot;      /* above the first row, below the last */
	float inset;           /* the action button inside its row */
	float action_min;      /* the button's least width (it grows to its label) */
	const char *action;    /* the button's label, translated */
	bool hide_one_page;    /* no Newer / Older when everything fits a page */
} pg_list_style;

typedef struct pg_list {
	int count;     /* rows in the list, set by the screen */
	int first;     /* the first row on the page */
	int page_size; /* rows that fit */
	int chosen;    /* the row chosen by keys, or -1 */
	SDL_Rect panel;
	SDL_Rect rows[PG_LIST_PAGE_MAX];
	pg_button action[PG_LIST_PAGE_MAX];
	pg_button newer, older, back;
} pg_list;

/* What an event asked for. */
typedef enum pg_list_answer {
	PG_LIST_NOTHING, /* not the list's, or the list changed its page */
	PG_LIST_BACK,    /* Back, Esc or Backspace */
	PG_LIST_ACT,     /* a row's action (*row says which) */
} pg_list_answer;

/* Whether a row's action may be used (a damaged file's may not). */
typedef bool (*pg_list_usable)(const void *screen, int row);

/* Lays the panel, the rows and the buttons out for the window. */
void pg_list_layout(pg_app *app, pg_list *list, const pg_list_style *style,
		    pg_list_usable usable, const void *screen);
/* After count or the page changed: which buttons show and work. */
void pg_list_refresh(pg_list *list, const pg_list_style *style, pg_list_usable usable,
		     const void *screen);
/* Feeds an event (see above); *row is the row acted on. */
pg_list_answer pg_list_input(pg_list *list, const pg_list_style *style, pg_list_usable usable,
			     const void *screen, const pg_input_event *e, int *row);

/* Draws row i of the page: its text, in room (the row less its button). */
typedef void (*pg_list_draw_row)(pg_app *app, const void *screen, int row, SDL_Rect room);
/* Draws the rows of the page (their ground, text and button), a line of
 * error above the buttons when error is not empty, and the buttons. */
void pg_list_draw(pg_app *app, const pg_list *list, pg_list_draw_row draw_row,
		  const void *screen, const char *error);

#endif
