/*
 * pg_match.h: one game being played: the options, the seed, the current
 * state and the full move history (chance moves included).
 *
 * The match is the shared mid layer (after Tatham's midend): it checks every
 * move for legality, samples chance moves from the seed so a seeded game
 * replays exactly, undoes by replaying the history, and saves and loads the
 * history as text. It knows nothing of SDL or of who sits in a seat; the
 * save keeps a free-form seats line for the app.
 */
#ifndef PG_MATCH_H
#define PG_MATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pg_game.h"

typedef struct pg_match {
	const pg_game *game;
	pg_options options;
	uint64_t seed;
	void *state;       /* game->state_size bytes, the position now */
	pg_move *history;  /* every move applied, in order */
	int history_count;
	int history_cap;
	char seats[128];   /* app's seat kinds, "human,normal"; saved verbatim */
} pg_match;

pg_match *pg_match_create(const pg_game *game, const pg_options *options, uint64_t seed);
void pg_match_destroy(pg_match *match);
/* Back to the start position, same options and seed, empty history. */
void pg_match_restart(pg_match *match);

int pg_match_to_move(const pg_match *match);
bool pg_match_is_terminal(const pg_match *match);
bool pg_match_is_legal(const pg_match *match, pg_move move);
/* Applies move if it is legal for the player to move (or a listed chance
 * outcome); returns false and changes nothing otherwise. */
bool pg_match_play(pg_match *match, pg_move move, pg_event_list *events);
/* The chance outcome this match draws at the current ply: a function of the
 * seed and the ply only, so undo and redo never re-roll. */
pg_move pg_match_sample_chance(const pg_match *match);
/* Plays chance moves until a seat is to move or the game ends. */
void pg_match_resolve_chance(pg_match *match, pg_event_list *events);
/* Cuts the history back to count moves (replaying from the start). */
void pg_match_truncate(pg_match *match, int count);
/* Undo's one rule: the history length after taking back seat's own run of
 * moves that ends the history, back to (not past) the last chance move or
 * the last move of another seat; history_count when there is nothing to
 * undo. A roll once seen is never taken back. */
int pg_match_undo_target(const pg_match *match, int seat);
/* The same rule for the history cut at end moves (the app first skips the
 * AI seats' moves that followed a person's: pg_play_undo). */
int pg_match_undo_target_at(const pg_match *match, int end, int seat);

/* Applies "M1;M2;..." in the game's notation. On failure leaves the match
 * at the last good move and writes a message naming the bad move. */
bool pg_match_apply_text(pg_match *match, const char *moves, char *err, size_t err_size);

/* Finds a game by id (the app and the CLI pass pg_registry_find). The match
 * takes it as an argument so src/core never reaches up into the list of
 * games that CMake generates. */
typedef const pg_game *(*pg_match_find_game)(const char *id);

/* The longest move list a save may declare. */
enum { PG_MATCH_MAX_MOVES = 1000000 };

/* Save text: header, options, seed, seats, then one move a line. */
char *pg_match_save_text(const pg_match *match); /* malloc'd */
/* Parses and replays a save, checking every move. Strict: the format
 * version must be this one (a later one is named as such), the move count
 * must match the move lines, nothing may follow them, and numbers must be
 * plain digits in range. NULL on error, with a message naming the line. */
pg_match *pg_match_load_text(const char *text, pg_match_find_game find, char *err,
			     size_t err_size);
/* Atomic write through pg_storage_write (unique temporary, fsync, rename). */
bool pg_match_save_file(const pg_match *match, const char *path, char *err, size_t err_size);
/* Reads the file (at most 16 MB of text) and loads it as above; the
 * message names the file. */
pg_match *pg_match_load_file(const char *path, pg_match_find_game find, char *err,
			     size_t err_size);

#endif
