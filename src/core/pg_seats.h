/*
 * pg_seats.h: who sits in each seat, as the text people type and saves
 * keep ("human,hard,random"). One parser for the command line, the app's
 * --seats and setup, and the seats line of a save, so they all accept the
 * same words and refuse the same mistakes with the same sentences.
 */
#ifndef PG_SEATS_H
#define PG_SEATS_H

#include <stdbool.h>
#include <stddef.h>

#include "pg_game.h"

/* A seat kind: PG_SEAT_HUMAN or a pg_ai_kind. */
enum { PG_SEAT_HUMAN = -1 };

/* The longest seat list read, in characters. */
enum { PG_SEATS_MAX_TEXT = 255 };

/* Parses "human,hard" into kinds (at most cap of them). A seat is human
 * (also "person" or "you") when allow_human, else only an AI kind: random,
 * greedy, easy, normal, hard. Returns the seat count, or -1 with a sentence
 * in err (an unknown word, an empty seat, too many seats, a list over
 * PG_SEATS_MAX_TEXT characters). */
int pg_seats_parse(const char *text, bool allow_human, int *kinds, int cap, char *err,
		   size_t err_size);
/* "human", "easy", ... for a kind. */
const char *pg_seats_kind_name(int kind);
/* Writes "human,normal" for count kinds. */
void pg_seats_format(const int *kinds, int count, char *buf, size_t size);
/* The player counts game takes, for a message: "2" when it takes one
 * count, "2 to 4" when it takes a range. */
void pg_seats_range_text(const pg_game *game, char *buf, size_t size);

#endif
