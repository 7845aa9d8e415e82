/*
 * pg_outcome.h: a finished game's outcome in one line, worded once for
 * every place that names it: the results card's headline and the game
 * scene's banner once the last move has landed. From the game's returns:
 * "You win!" (the one person at the table), "Red wins!", "A shared win:
 * Red and Blue" (a tie at the top of some seats), "A draw" (every seat
 * ties), "A shared win: all but Green" (four winners or more:
 * the names would not fit the banner), "No one wins this time"; a game of
 * one seat gives its score, "Final score: 42". A game whose outcome those
 * words would misname gives its own first (the view's outcome_text:
 * Pitengnaqsaraq's table wins or loses together, "Red and Blue lived;
 * Green starved").
 */
#ifndef PG_OUTCOME_H
#define PG_OUTCOME_H

#include <stdbool.h>
#include <stddef.h>

#include "pg_app_context.h"
#include "pg_view.h"

/* The outcome of play's match, translated, into out; "" while the match
 * is not over. */
void pg_outcome_text(const pg_play *play, char *out, size_t size);
/* The seats' names (count of them), translated: "Red, Blue and Green". */
void pg_outcome_list_names(const pg_play *play, const int *seats, int count, char *out,
			   size_t size);

/* For tests: the open results card's headline, or NULL when it is not
 * open (pg_scene_results.c). */
const char *pg_results_headline(pg_app *app);
/* For tests: where the open results card last drew seat's name and its
 * score (screen pixels); false when it is not open or has no such seat. */
bool pg_results_column_drawn(pg_app *app, int seat, SDL_Rect *name, SDL_Rect *score);
/* For tests: seat's score line number line as the open results card lays
 * it out: its label with a newline at each break, the text size and the
 * width the label has; false when the card is not open or has no such
 * line. */
bool pg_results_line_layout(pg_app *app, int seat, int line, char *label, size_t size,
			    int *text_size, int *width);

#endif
