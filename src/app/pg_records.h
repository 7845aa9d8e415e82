/*
 * pg_records.h: a table of a person's best scores (POTLUCK!'s best solo
 * games): best first, each with the day it was made, one row picked out
 * as this game's. The table and its text are pg_records_text.h (no SDL);
 * here is the day and the drawing; reading and writing it
 * is the storage code's (src/core/pg_records_file.h).
 */
#ifndef PG_RECORDS_H
#define PG_RECORDS_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "pg_app_context.h"
#include "pg_records_text.h"

/* Today as "YYYY-MM-DD" in local time ("-", no day, if the clock fails). */
void pg_records_today(char *buf, size_t size);
/* Draws the rows (rank, score, date; the fresh one picked out) from y
 * down inside area, as many as fit; empty_text when there are none. */
void pg_records_draw(pg_app *app, const pg_records *records, SDL_Rect area, int y,
                     const char *empty_text);

#endif
