/*
 * pg_help_markup.h: the player's help pages (docs/help/<id>.md) and the
 * background pages (docs/culture/<id>.md), parsed into blocks the help
 * scene lays out. No SDL: the parser and the check of every picture run in
 * pg_core, so a test can read every page of every game without a window.
 *
 * The markup is a small subset of Markdown:
 *
 *   # Title, ## Section, ### Subsection
 *   paragraphs (lines joined until a blank line), **bold**
 *   - bullets ("  - " one level deeper), 1. numbered items
 *   | a | b | tables: the first row is the header, "|---|" is skipped
 *   ---   a rule
 *   <!-- a comment -->, left out
 *
 * and one line of its own for a picture:
 *
 *   ![caption](position:<game-id>?seed=N&options=K=V,...&moves=M1;M2;...)
 *   ![caption](position:<game-id>?seed=N&moves=...&legal=M)
 *   ![caption](position:<game-id>?seed=N&moves=...&illegal=M)
 *   ![caption](art:<path under assets/>)
 *
 * A position picture is the game's own scene drawn on the position reached
 * from the seed by the moves (chance moves included, in the game's
 * notation, as `potlatch-games moves --after` takes them). legal=M adds one
 * more move that must be legal and shows the position after it; illegal=M
 * names a move that must NOT be legal there and shows the position before
 * it. pg_help_picture_check says whether all of that holds, so a change of
 * the rules that breaks a picture fails a test instead of showing a wrong
 * picture.
 */
#ifndef PG_HELP_MARKUP_H
#define PG_HELP_MARKUP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pg_match.h"

typedef enum pg_help_kind {
	PG_HELP_H1,
	PG_HELP_H2,
	PG_HELP_H3,
	PG_HELP_PARAGRAPH,
	PG_HELP_BULLET,
	PG_HELP_NUMBERED,
	PG_HELP_RULE,
	PG_HELP_TABLE_ROW, /* cells in text, separated by '\t' */
	PG_HELP_PICTURE,   /* caption in text, the picture in picture */
} pg_help_kind;

enum { PG_HELP_ID = 40, PG_HELP_OPTIONS = 160, PG_HELP_MOVES = 2048, PG_HELP_MOVE = 80 };

typedef enum pg_help_picture_kind {
	PG_HELP_PICTURE_POSITION,
	PG_HELP_PICTURE_ART,
} pg_help_picture_kind;

typedef enum pg_help_mark { PG_HELP_MARK_NONE, PG_HELP_MARK_LEGAL, PG_HELP_MARK_ILLEGAL } pg_help_mark;

typedef struct pg_help_picture_spec {
	pg_help_picture_kind kind;
	char game_id[PG_HELP_ID];      /* position */
	uint64_t seed;
	char options[PG_HELP_OPTIONS]; /* "players=3", or "" */
	char moves[PG_HELP_MOVES];     /* "M1;M2", or "" */
	pg_help_mark mark;
	char marked_move[PG_HELP_MOVE]; /* the legal= or illegal= move */
	char art[PG_HELP_MOVES];        /* art: a path under assets/ */
} pg_help_picture_spec;

typedef struct pg_help_block {
	pg_help_kind kind;
	char *text;   /* "**" marks bold spans; other inline markup removed */
	int number;   /* NUMBERED */
	int depth;    /* list nesting, 0 or 1 */
	bool header;  /* TABLE_ROW: the table's first row */
	int table;    /* TABLE_ROW: which table of the page (0, 1, ...) */
	pg_help_picture_spec *picture; /* PICTURE */
	char problem[256]; /* PICTURE: why its address cannot be read, or "" */
} pg_help_block;

typedef struct pg_help_doc {
	pg_help_block *blocks;
	int count, cap;
	int tables;
} pg_help_doc;

/* Parses a page. False only when out of memory (a doc may be empty). */
bool pg_help_parse(const char *text, pg_help_doc *doc);
void pg_help_free(pg_help_doc *doc);

/* Reads "position:kloone?seed=3&moves=..." or "art:title/kloone.svg".
 * False with a sentence in err when it cannot be read. */
bool pg_help_picture_parse(const char *address, pg_help_picture_spec *out, char *err,
			   size_t err_size);

/* Builds the match a position picture shows (moves applied, and the
 * legal= move too) and checks the marked move. NULL with a sentence in err
 * (naming the game, the bad move and why) when the picture is wrong. */
pg_match *pg_help_picture_match(const pg_help_picture_spec *spec, pg_match_find_game find,
				char *err, size_t err_size);

/* The first word of a developer's vocabulary that text holds ("the book",
 * "the project", "axial", ...), or NULL. A player never meets them. */
const char *pg_help_developer_word(const char *text);

#endif
