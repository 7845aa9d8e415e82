/*
 * pg_seat_card.h: one seat's name plate: its colour and pattern, who sits
 * there, a score or count, whether it is that seat's turn, and whether
 * the seat is out of the game (it stays on the table, dimmed, saying so).
 * Games with more to show (a hand, a tray) draw it under the plate.
 */
#ifndef PG_SEAT_CARD_H
#define PG_SEAT_CARD_H

#include <stdbool.h>

#include <SDL.h>

#include "pg_app_context.h"
#include "pg_ui.h"

typedef struct pg_seat_card {
	const pg_seat_style *style;
	const char *name;  /* "Red · You" */
	const char *value; /* "12 pts", "5 cards", or NULL */
	bool turn;         /* it is this seat's turn: a glowing outline */
	bool out;          /* out of the game: dimmed, "Out of the game" */
	float pulse;       /* extra scale for a moment's attention (1 = none) */
} pg_seat_card;

/* Draws the plate into rect: a panel, a swatch, the name and the value. */
void pg_seat_card_draw(pg_app *app, SDL_Rect rect, const pg_seat_card *card);
/* The plate alone, for a game that draws its own panel on it (Totem
 * Pole, Kloone): a panel with corner radius, grown by pulse (0: none),
 * with the glowing outline when it is the seat's turn. Returns the rect
 * it took. */
SDL_Rect pg_seat_card_plate(pg_app *app, SDL_Rect rect, int radius, float pulse, bool turn);

#endif
