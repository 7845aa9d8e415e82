/*
 * pg_stats.h: a player's statistics (issue 14) and their text form, with
 * no SDL and no I/O, so the app, the tests and the fuzzer share one strict
 * parser.
 *
 * A row counts the games of one title against one kind of opposition:
 * the AI levels at the table ("normal", "easy+hard"), a seat name in a
 * hot-seat game ("seat:Red", each person's own row), or "solo". Per row:
 * games played, won, lost, drawn, the best and the summed score (the
 * average is total / played), the current and the best run of wins, and
 * how many of the games had a hint shown.
 *
 * The text is one line per row:
 *
 *     game ID KEY PLAYED WON LOST DRAWN BEST TOTAL STREAK BEST_STREAK HINTED
 *
 * single blanks between fields, numbers in plain digits (BEST and TOTAL
 * may have a '-'), no leading zeros, each within a 64-bit value, and the
 * counts consistent (WON + LOST + DRAWN <= PLAYED, STREAK <= BEST_STREAK
 * <= WON, HINTED <= PLAYED, PLAYED >= 1). A line that is not exactly such
 * a row (a comment, a row of a later version, a damaged or repeated row)
 * is not understood but kept: the writer puts it back unchanged, in its
 * place among the rows, so a file stays readable by older and newer
 * versions alike (pg_text_file.h). Every line the writer writes ends in
 * a newline.
 */
#ifndef PG_STATS_H
#define PG_STATS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pg_text_file.h"

enum {
	PG_STATS_MAX_ROWS = 256,
	PG_STATS_ID = 32,              /* a game id, NUL included */
	PG_STATS_KEY = 48,             /* an opposition key, NUL included */
	PG_STATS_TEXT_MAX = 64 * 1024, /* the largest file the parser takes */
};

typedef struct pg_stats_row {
	char game[PG_STATS_ID];
	char key[PG_STATS_KEY];
	int64_t played, won, lost, drawn;
	int64_t best, total;
	int64_t streak, best_streak;
	int64_t hinted;
} pg_stats_row;

typedef struct pg_stats {
	int count;
	pg_stats_row rows[PG_STATS_MAX_ROWS];
	bool frozen; /* the file is damaged and stays: do not write */
	/* Lines not understood, verbatim with their newlines, in file order.
	 * Those before row i start at kept_start[i]; those after the last
	 * row run from kept_start[count] to kept_used. */
	size_t kept_start[PG_STATS_MAX_ROWS + 1];
	size_t kept_used;
	int kept_lines;
	char kept[PG_STATS_TEXT_MAX + 2]; /* a newline may be added, and a NUL */
} pg_stats;

typedef enum pg_stats_text_result {
	PG_STATS_TEXT_OK = PG_TEXT_FILE_OK,           /* every line is a row or kept */
	PG_STATS_TEXT_BINARY = PG_TEXT_FILE_BINARY,   /* a NUL byte: not a text file at all */
	PG_STATS_TEXT_TOO_BIG = PG_TEXT_FILE_TOO_BIG, /* more than PG_STATS_TEXT_MAX bytes */
} pg_stats_text_result;

/* How one game ended for one person. SOLO: a one-seat game, which counts
 * its score but no win, loss or streak. */
typedef enum pg_stats_result {
	PG_STATS_WIN,
	PG_STATS_LOSS,
	PG_STATS_DRAW,
	PG_STATS_SOLO,
} pg_stats_result;

/* An empty table. */
void pg_stats_clear(pg_stats *stats);
/* Parses length bytes. On BINARY or TOO_BIG the table is empty and
 * nothing is kept: the caller must keep the file aside, not write over
 * it. */
pg_stats_text_result pg_stats_text_parse(pg_stats *stats, const char *text, size_t length);
/* Writes rows and kept lines into buf (NUL-terminated when size > 0);
 * returns the length the whole text needs, as snprintf does. */
size_t pg_stats_text_format(const pg_stats *stats, char *buf, size_t size);
enum {
	PG_STATS_TEXT_FORMAT_MAX = PG_STATS_TEXT_MAX + 2 +
				   PG_STATS_MAX_ROWS * (5 + PG_STATS_ID + PG_STATS_KEY + 9 * 21 + 1)
};

/* The row of game and key, or -1. */
int pg_stats_find(const pg_stats *stats, const char *game, const char *key);
/* Counts one finished game into the row of game and key (made at the end
 * when new). Returns the row, or -1 when the table is full or the id or
 * key is not a valid token. A streak is a run of wins: a loss or a draw
 * ends it, a solo game leaves it. */
int pg_stats_record(pg_stats *stats, const char *game, const char *key, pg_stats_result result,
		    int64_t score, bool hinted);

/* How the game ended for seat, from the win shares of returns(): a win
 * when it alone has the highest share, a draw when it shares the highest
 * (or no one has any), else a loss; SOLO with one seat. */
pg_stats_result pg_stats_result_for(const double *shares, int seats, int seat);
/* The key of the row a person at seat counts in. kinds are the seats'
 * kinds (pg_seats.h: PG_SEAT_HUMAN or an AI level). With one person: the
 * AI levels at the table, weakest first, joined by '+' ("normal",
 * "easy+hard"), or "solo" alone; with more people (hot seat): "seat:" and
 * the seat's name, letters and digits kept, anything else as '_'. */
void pg_stats_key(const int *kinds, int seats, int seat, const char *seat_name, char *out,
		  size_t size);

#endif
