/*
 * pg_records.h: a table of a person's best scores (POTLUCK!'s best solo
 * games): best first, each with the day it was made, one row picked out
 * as this game's. The table and its text are pg_records_text.h (no SDL);
 * here is the day, the drawing, and a game's table kept in its file of
 * the save folder (read and written by the storage code,
 * src/core/pg_records_file.h), with what the player is told about it and
 * the results screen's section.
 */
#ifndef PG_RECORDS_H
#define PG_RECORDS_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "pg_app_context.h"
#include "pg_records_text.h"
#include "pg_view.h"

/* A game's table in its file of the save folder: read when the scene
 * opens, a finished game added once (the match's seed says which). */
typedef struct pg_records_game {
	const char *file_name; /* in the save folder: "potluck-highscores.txt" */
	pg_records table;      /* table.fresh: the row of this game's score, or -1 */
	bool recorded;
	uint64_t seed; /* the match whose score was recorded */
} pg_records_game;

/* Draws the rows (rank, score, date; the fresh one picked out) from y
 * down inside area, as many as fit; empty_text when there are none. */
void pg_records_draw(pg_app *app, const pg_records *records, SDL_Rect area, int y,
                     const char *empty_text);
/* Reads the game's table; a file that could not be read is said in a
 * toast (once: it is moved aside). */
void pg_records_game_load(pg_records_game *game, pg_app *app, pg_play *play);
/* Adds the score of play's match (once per match) and writes the file,
 * unless a second copy of the program is open; the player is told when
 * the score is not kept. */
void pg_records_game_add(pg_records_game *game, pg_app *app, pg_play *play, int score);
/* The results screen's section under title after the match of seed,
 * which scored score: the rows, this game's (when it was added) picked
 * out as "This game", and a sentence on where it landed. False when
 * there is nothing to show. */
bool pg_records_game_section(const pg_records_game *game, uint64_t seed, int score,
                             const char *title, pg_results_section *out);

#endif
