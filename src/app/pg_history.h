/*
 * pg_history.h: what the app keeps of finished games (issue 14): the
 * statistics file (pg_stats.h) and the past games, each a save file
 * (pg_match.h's text) that the replay opens.
 *
 * Files, in the player's folder:
 *   statistics.txt                the table of pg_stats.h
 *   history/NNNNNN-<game-id>.save one finished game each; NNNNNN counts up,
 *                                 so the order never depends on the clock.
 *                                 The last PG_HISTORY_KEEP are kept; the
 *                                 oldest goes when one more is added.
 * Every write is the atomic write of pg_storage.h, and only the copy of
 * the program that holds the folder's lock writes (pg_saves.h).
 *
 * A game is recorded once, when its results first open: the newest past
 * game holding the same save text means it was recorded already (the
 * results opened again after "See the board"). Statistics count the
 * people's seats only, not a guided game (play->tutorial), and mark a game
 * in which a hint was shown (play->hints_used).
 *
 * A game given up counts too, as a loss for each person at the table,
 * once a person made a move in it (as KPat and Aisleriot count an
 * abandoned deal): "Restart game" over it, or a new game started in the
 * place of its resumable save. A game left for the title is not given up:
 * it waits in its resumable save. A one-seat game has no loss to count,
 * and a guided game is never counted.
 *
 * A statistics file that cannot be read at all (binary, too large, not a
 * file) is kept aside as statistics.txt.bad-DATE and the player is told
 * its name; a new table starts.
 */
#ifndef PG_HISTORY_H
#define PG_HISTORY_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "pg_app_context.h"
#include "pg_play.h"
#include "pg_stats.h"

enum { PG_HISTORY_KEEP = 50, PG_HISTORY_TEXT = 200 };

typedef struct pg_history_entry {
	char path[PG_APP_PATH_MAX];
	char file[128];
	long number;          /* NNNNNN of the name: larger is newer */
	char game_id[32];
	char game_name[64];
	char seats[PG_HISTORY_TEXT];  /* "You (Red), Normal AI (Blue)" */
	char result[PG_HISTORY_TEXT]; /* "You won, 42 to 30" */
	int moves;
	time_t finished_at;   /* the file's time */
	bool damaged;         /* it does not load: why says why */
	char why[256];
} pg_history_entry;

/* <pref>/statistics.txt and <pref>/history; false (empty) with no folder. */
bool pg_history_stats_path(const pg_app *app, char *out, size_t size);
bool pg_history_dir(const pg_app *app, char *out, size_t size);

/* Reads the statistics (an empty table when there is none). True when the
 * player must be told something (message): the file could not be read
 * and was kept aside (named), or could not be moved (stats->frozen). */
bool pg_history_load_stats(pg_app *app, pg_stats *stats, char *message, size_t message_size);
/* Writes the table atomically; false with a line on stderr. */
bool pg_history_save_stats(pg_app *app, const pg_stats *stats);

/* Records the finished game of play (see above): statistics and a past
 * game. False when it was recorded already, the game is not over, or
 * this copy may not write. A sentence for the player (a statistics file
 * kept aside) goes to message ("" when none). */
bool pg_history_record(pg_app *app, const pg_play *play, char *message, size_t message_size);

/* Counts the unfinished game of match as given up (see above): a loss
 * for each person in kinds, with the score it shows now. False when it is
 * not counted: over, one seat, no person's move yet, or this copy may not
 * write. The _play form takes a play session (a guided one is not
 * counted); the _file form a save file (the resumable one about to be
 * replaced). */
bool pg_history_count_given_up(pg_app *app, const pg_match *match, const int *kinds, bool hinted);
bool pg_history_count_given_up_play(pg_app *app, const pg_play *play);
bool pg_history_count_given_up_file(pg_app *app, const char *path);

/* The past games, newest first (at most cap). */
int pg_history_list(const pg_app *app, pg_history_entry *out, int cap);

/* The label of a statistics key for the screen ("Normal AI", "Easy and
 * Hard AI", "Red, hot seat", "Solo"). */
void pg_history_key_label(const char *key, char *out, size_t size);
/* An AI seat as the player reads it, translated: "Normal AI"; a kind this
 * version has no words for is named as the command line spells it. */
const char *pg_history_ai_label(int kind);

#endif
