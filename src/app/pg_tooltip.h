/*
 * pg_tooltip.h: a short explanation that appears beside what the pointer
 * rests on (a pile, a card, a rule marker) after a moment, and goes when
 * the pointer leaves. The scene says what is under the pointer on every
 * hover; the tooltip times it and draws a wrapped note kept on screen.
 * A note may also be a few lines each in its own colour, the first a bold
 * title (Kloone's hex: what stands there, then what your pieces may do
 * there in green, or why not in red).
 */
#ifndef PG_TOOLTIP_H
#define PG_TOOLTIP_H

#include <stdbool.h>

#include <SDL.h>

#include "pg_app_context.h"

enum { PG_TOOLTIP_TEXT = 640, PG_TOOLTIP_LINES = 8 };

typedef struct pg_tooltip {
	char text[PG_TOOLTIP_TEXT];
	SDL_Rect anchor; /* what it explains */
	float rest;      /* seconds the pointer has rested on anchor */
	float delay;     /* seconds before it shows (0.45 by default) */
	SDL_Rect box;    /* where it was last drawn (empty: not drawn) */
	/* Lines given by pg_tooltip_point_lines ('\n' apart in text), each
	 * in its colour; 0 for one plain note. */
	int line_count;
	SDL_Color colours[PG_TOOLTIP_LINES];
} pg_tooltip;

void pg_tooltip_init(pg_tooltip *tip);
/* The pointer is over anchor, which text explains (NULL or "": over
 * nothing that has a note). Restarts the delay when the target changes. */
void pg_tooltip_point(pg_tooltip *tip, SDL_Rect anchor, const char *text);
/* The same with n lines (at most PG_TOOLTIP_LINES), each wrapped on its
 * own and drawn in colours[i]; the first is bold. */
void pg_tooltip_point_lines(pg_tooltip *tip, SDL_Rect anchor, const char *const *lines,
                            const SDL_Color *colours, int n);
void pg_tooltip_clear(pg_tooltip *tip);
/* Runs the delay on by dt seconds; while a note waits for its delay it
 * asks app for a frame at the moment it is due, so the note shows on a
 * still screen (where frames are drawn only on change) without the
 * pointer moving again. */
void pg_tooltip_update(pg_tooltip *tip, pg_app *app, float dt);
bool pg_tooltip_visible(const pg_tooltip *tip);
/* Draws it above the anchor (below when there is no room), inside the
 * window and inside the renderer's clip rectangle when one is set (the
 * game scene clips a view to its board, so a note near the edge stays
 * clear of the log panel and the bars rather than being cut by them).
 * Call last so it lies over the board; records the box in tip->box. */
void pg_tooltip_draw(pg_app *app, pg_tooltip *tip);

#endif
