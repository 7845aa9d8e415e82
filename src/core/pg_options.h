/*
 * pg_options.h: a game's options (player count and its own variants) as a
 * struct, and as the K=V text used on the command line and in saves.
 */
#ifndef PG_OPTIONS_H
#define PG_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

#include "pg_game.h"

void pg_options_default(const pg_game *game, pg_options *out);
/* Starts from the defaults and applies "players=3,actions=3" (empty text is
 * fine). On error writes a sentence naming the bad key or value to err. */
bool pg_options_parse(const pg_game *game, const char *text, pg_options *out,
		      char *err, size_t err_size);
/* Sets one option by key ("players" included); the value may be a number or
 * one of the option's value names. */
bool pg_options_set(const pg_game *game, pg_options *options, const char *key,
		    const char *value, char *err, size_t err_size);
/* "players=2,actions=3": every option, so a save is self-contained. */
void pg_options_format(const pg_game *game, const pg_options *options, char *buf,
		       size_t size);
/* The index of the option with that key, or -1. */
int pg_options_find(const pg_game *game, const char *key);

#endif
