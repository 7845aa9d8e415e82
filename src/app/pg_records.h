/*
 * pg_records.h: a table of a person's best scores (POTLUCK!'s best solo
 * games): best first, each with the day it was made, one row picked out
 * as this game's. The table is data and a drawing; reading and writing it
 * is the app's storage code (pg_records_file.h).
 */
#ifndef PG_RECORDS_H
#define PG_RECORDS_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "pg_app_context.h"

enum { PG_RECORDS_MAX = 10, PG_RECORDS_DATE = 16 };

typedef struct pg_records {
	int count;
	int score[PG_RECORDS_MAX];                  /* best first */
	char date[PG_RECORDS_MAX][PG_RECORDS_DATE]; /* "2026-11-21" */
	int fresh;                                  /* this game's row, or -1 */
} pg_records;

/* Puts score, made on date, into the table below every score at least
 * as high; the lowest falls off a full table. Returns the row (also set
 * as fresh), or -1 when it did not make the table. */
int pg_records_insert(pg_records *records, int score, const char *date);
/* Today as "YYYY-MM-DD" in local time ("today" if the clock fails). */
void pg_records_today(char *buf, size_t size);
/* Draws the rows (rank, score, date; the fresh one picked out) from y
 * down inside area, as many as fit; empty_text when there are none. */
void pg_records_draw(pg_app *app, const pg_records *records, SDL_Rect area, int y,
                     const char *empty_text);

#endif
