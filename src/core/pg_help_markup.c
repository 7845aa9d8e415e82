/* pg_help_markup.c: the help and background pages' markup (pg_help_markup.h). */
#include "pg_help_markup.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "pg_options.h"

/* ---- inline markup ------------------------------------------------------ */

/* Removes *i*, _i_, `c` and [text](url) in place (keeping the text), and
 * keeps "**" for the layout to set bold. */
static void strip_inline(char *s)
{
	char *out = s;
	for (char *p = s; *p;) {
		if (p[0] == '*' && p[1] == '*') {
			*out++ = *p++;
			*out++ = *p++;
			continue;
		}
		if (*p == '*' || *p == '`' || (*p == '_' && (p == s || !isalnum((unsigned char)p[-1])))) {
			p++;
			continue;
		}
		if (*p == '[') {
			char *close = strchr(p, ']');
			if (close && close[1] == '(' && strchr(close, ')')) {
				size_t n = (size_t)(close - p - 1);
				memmove(out, p + 1, n);
				out += n;
				p = strchr(close, ')') + 1;
				continue;
			}
		}
		*out++ = *p++;
	}
	*out = '\0';
}

/* ---- blocks --------------------------------------------------------------- */

static pg_help_block *add_block(pg_help_doc *doc, pg_help_kind kind, const char *text)
{
	if (doc->count == doc->cap) {
		int cap = doc->cap ? doc->cap * 2 : 64;
		pg_help_block *grown = realloc(doc->blocks, sizeof *grown * (size_t)cap);
		if (!grown)
			return NULL;
		doc->blocks = grown;
		doc->cap = cap;
	}
	pg_help_block *b = &doc->blocks[doc->count];
	memset(b, 0, sizeof *b);
	b->kind = kind;
	b->text = strdup(text);
	if (!b->text)
		return NULL;
	strip_inline(b->text);
	doc->count++;
	return b;
}

/* Appends a line to a paragraph or list item going on. */
static bool continue_block(pg_help_block *b, const char *line)
{
	size_t old = strlen(b->text), add = strlen(line);
	char *grown = realloc(b->text, old + add + 2);
	if (!grown)
		return false;
	grown[old] = ' ';
	memcpy(grown + old + 1, line, add + 1);
	strip_inline(grown + old + 1);
	b->text = grown;
	return true;
}

/* "| a | b |" -> "a\tb"; false for the "|---|" line. */
static bool table_cells(const char *line, char *out, size_t size)
{
	if (strspn(line, "|-: ") == strlen(line))
		return false;
	size_t used = 0;
	const char *p = line;
	if (*p == '|')
		p++;
	bool first = true;
	while (*p) {
		while (*p == ' ')
			p++;
		size_t n = strcspn(p, "|");
		bool last = p[n] == '\0';
		size_t trimmed = n;
		while (trimmed > 0 && p[trimmed - 1] == ' ')
			trimmed--;
		if (last && trimmed == 0)
			break;
		if (used + trimmed + 2 < size) {
			used += (size_t)snprintf(out + used, size - used, "%s%.*s", first ? "" : "\t",
						 (int)trimmed, p);
			first = false;
		}
		p += n;
		if (*p == '|')
			p++;
	}
	return used > 0;
}

typedef struct parse_state {
	bool in_paragraph; /* the last block may go on with the next line */
	bool in_comment;
	bool in_table;
} parse_state;

static bool picture_line(pg_help_doc *doc, const char *p)
{
	const char *close = strstr(p, "](");
	size_t n = strlen(p);
	if (!close || n < 5 || p[n - 1] != ')')
		return false;
	char caption[1024];
	snprintf(caption, sizeof caption, "%.*s", (int)(close - p - 2), p + 2);
	pg_help_block *b = add_block(doc, PG_HELP_PICTURE, caption);
	if (!b)
		return true;
	char address[PG_HELP_MOVES + 256];
	snprintf(address, sizeof address, "%.*s", (int)(n - 1 - (size_t)(close + 2 - p)), close + 2);
	b->picture = calloc(1, sizeof *b->picture);
	if (!b->picture)
		snprintf(b->problem, sizeof b->problem, "out of memory");
	else
		pg_help_picture_parse(address, b->picture, b->problem, sizeof b->problem);
	return true;
}

static void parse_line(pg_help_doc *doc, char *line, parse_state *st)
{
	size_t n = strlen(line);
	while (n && (line[n - 1] == '\r' || line[n - 1] == ' '))
		line[--n] = '\0';
	int indent = (int)strspn(line, " \t");
	char *p = line + indent;
	bool was_table = st->in_table;
	st->in_table = false;
	if (st->in_comment || strncmp(p, "<!--", 4) == 0) {
		st->in_comment = strstr(p, "-->") == NULL;
		st->in_paragraph = false;
		return;
	}
	if (*p == '\0') {
		st->in_paragraph = false;
		return;
	}
	int hashes = (int)strspn(p, "#");
	if (hashes >= 1 && hashes <= 6 && p[hashes] == ' ') {
		add_block(doc, hashes == 1 ? PG_HELP_H1 : hashes == 2 ? PG_HELP_H2 : PG_HELP_H3,
			  p + hashes + 1);
		st->in_paragraph = false;
		return;
	}
	if (strspn(p, "-*_") >= 3 && strspn(p, "-*_ ") == strlen(p)) {
		add_block(doc, PG_HELP_RULE, "");
		st->in_paragraph = false;
		return;
	}
	if (p[0] == '!' && p[1] == '[' && picture_line(doc, p)) {
		st->in_paragraph = false;
		return;
	}
	int depth = indent >= 2 ? 1 : 0;
	if ((*p == '-' || *p == '*' || *p == '+') && p[1] == ' ') {
		pg_help_block *b = add_block(doc, PG_HELP_BULLET, p + 2);
		if (b)
			b->depth = depth;
		st->in_paragraph = b != NULL;
		return;
	}
	char *after = p;
	long number = strtol(p, &after, 10);
	if (after != p && (*after == '.' || *after == ')') && after[1] == ' ') {
		pg_help_block *b = add_block(doc, PG_HELP_NUMBERED, after + 2);
		if (b) {
			b->depth = depth;
			b->number = (int)number;
		}
		st->in_paragraph = b != NULL;
		return;
	}
	if (*p == '|') {
		char row[2048];
		st->in_table = true;
		st->in_paragraph = false;
		if (!was_table)
			doc->tables++;
		if (table_cells(p, row, sizeof row)) {
			bool header = !was_table;
			pg_help_block *b = add_block(doc, PG_HELP_TABLE_ROW, row);
			if (b) {
				b->header = header;
				b->table = doc->tables - 1;
			}
		}
		return;
	}
	if (*p == '>')
		p += p[1] == ' ' ? 2 : 1;
	if (st->in_paragraph && doc->count > 0)
		st->in_paragraph = continue_block(&doc->blocks[doc->count - 1], p);
	else
		st->in_paragraph = add_block(doc, PG_HELP_PARAGRAPH, p) != NULL;
}

bool pg_help_parse(const char *text, pg_help_doc *doc)
{
	memset(doc, 0, sizeof *doc);
	parse_state st = {0};
	char line[4096];
	for (const char *p = text; *p;) {
		size_t n = strcspn(p, "\n");
		size_t copy = n < sizeof line ? n : sizeof line - 1;
		memcpy(line, p, copy);
		line[copy] = '\0';
		parse_line(doc, line, &st);
		p += n;
		if (*p == '\n')
			p++;
	}
	return true;
}

void pg_help_free(pg_help_doc *doc)
{
	for (int i = 0; i < doc->count; i++) {
		free(doc->blocks[i].text);
		free(doc->blocks[i].picture);
	}
	free(doc->blocks);
	memset(doc, 0, sizeof *doc);
}

/* ---- pictures ------------------------------------------------------------- */

static bool copy_value(char *out, size_t size, const char *value, size_t n, const char *key,
		       char *err, size_t err_size)
{
	if (n >= size) {
		snprintf(err, err_size, "the picture's %s is too long", key);
		return false;
	}
	memcpy(out, value, n);
	out[n] = '\0';
	return true;
}

/* One "key=value" of a position address. */
static bool position_field(pg_help_picture_spec *out, const char *field, size_t n, char *err,
			   size_t err_size)
{
	const char *eq = memchr(field, '=', n);
	if (!eq) {
		snprintf(err, err_size, "the picture's address has '%.*s' without a value", (int)n,
			 field);
		return false;
	}
	size_t key_n = (size_t)(eq - field);
	const char *value = eq + 1;
	size_t value_n = n - key_n - 1;
	if (key_n == 4 && !strncmp(field, "seed", 4)) {
		char digits[32];
		if (!copy_value(digits, sizeof digits, value, value_n, "seed", err, err_size))
			return false;
		char *end = NULL;
		out->seed = strtoull(digits, &end, 10);
		if (!digits[0] || *end) {
			snprintf(err, err_size, "the picture's seed '%s' is not a number", digits);
			return false;
		}
		return true;
	}
	if (key_n == 7 && !strncmp(field, "options", 7))
		return copy_value(out->options, sizeof out->options, value, value_n, "options", err,
				  err_size);
	if (key_n == 5 && !strncmp(field, "moves", 5))
		return copy_value(out->moves, sizeof out->moves, value, value_n, "moves", err,
				  err_size);
	bool legal = key_n == 5 && !strncmp(field, "legal", 5);
	bool illegal = key_n == 7 && !strncmp(field, "illegal", 7);
	if (legal || illegal) {
		out->mark = legal ? PG_HELP_MARK_LEGAL : PG_HELP_MARK_ILLEGAL;
		return copy_value(out->marked_move, sizeof out->marked_move, value, value_n, "move",
				  err, err_size);
	}
	snprintf(err, err_size, "the picture's address has an unknown key '%.*s'", (int)key_n, field);
	return false;
}

bool pg_help_picture_parse(const char *address, pg_help_picture_spec *out, char *err,
			   size_t err_size)
{
	memset(out, 0, sizeof *out);
	if (!strncmp(address, "art:", 4)) {
		out->kind = PG_HELP_PICTURE_ART;
		if (!address[4] || strstr(address, "..")) {
			snprintf(err, err_size, "the picture's art path '%s' is not a file under assets/",
				 address + 4);
			return false;
		}
		return copy_value(out->art, sizeof out->art, address + 4, strlen(address + 4), "art path",
				  err, err_size);
	}
	if (strncmp(address, "position:", 9)) {
		snprintf(err, err_size, "the picture's address '%s' is neither position: nor art:",
			 address);
		return false;
	}
	out->kind = PG_HELP_PICTURE_POSITION;
	const char *id = address + 9;
	size_t id_n = strcspn(id, "?");
	if (id_n == 0 || !copy_value(out->game_id, sizeof out->game_id, id, id_n, "game", err, err_size)) {
		if (id_n == 0)
			snprintf(err, err_size, "the picture's address names no game");
		return false;
	}
	const char *p = id + id_n;
	while (*p == '?' || *p == '&') {
		p++;
		size_t n = strcspn(p, "&");
		if (n > 0 && !position_field(out, p, n, err, err_size))
			return false;
		p += n;
	}
	return true;
}

pg_match *pg_help_picture_match(const pg_help_picture_spec *spec, pg_match_find_game find,
				char *err, size_t err_size)
{
	const pg_game *game = find(spec->game_id);
	if (!game) {
		snprintf(err, err_size, "the picture names no game we have: '%s'", spec->game_id);
		return NULL;
	}
	pg_options options;
	char why[512];
	if (!pg_options_parse(game, spec->options, &options, why, sizeof why)) {
		snprintf(err, err_size, "%s picture: %s", game->name, why);
		return NULL;
	}
	pg_match *match = pg_match_create(game, &options, spec->seed);
	if (!match) {
		snprintf(err, err_size, "out of memory");
		return NULL;
	}
	if (spec->moves[0] && !pg_match_apply_text(match, spec->moves, why, sizeof why)) {
		snprintf(err, err_size, "%s picture (seed %llu): %s", game->name,
			 (unsigned long long)spec->seed, why);
		pg_match_destroy(match);
		return NULL;
	}
	if (spec->mark == PG_HELP_MARK_NONE)
		return match;
	pg_move move = PG_NO_MOVE;
	bool parsed = game->move_from_text(match->state, spec->marked_move, &move);
	bool legal = parsed && pg_match_is_legal(match, move);
	if (spec->mark == PG_HELP_MARK_LEGAL && !legal) {
		snprintf(err, err_size, "%s picture (seed %llu): the move '%s' shown as allowed is %s",
			 game->name, (unsigned long long)spec->seed, spec->marked_move,
			 parsed ? "not legal there" : "not a move of this game");
		pg_match_destroy(match);
		return NULL;
	}
	if (spec->mark == PG_HELP_MARK_ILLEGAL && (legal || !parsed)) {
		snprintf(err, err_size, "%s picture (seed %llu): the move '%s' shown as not allowed is %s",
			 game->name, (unsigned long long)spec->seed, spec->marked_move,
			 legal ? "legal there" : "not a move of this game");
		pg_match_destroy(match);
		return NULL;
	}
	if (spec->mark == PG_HELP_MARK_LEGAL)
		pg_match_play(match, move, NULL);
	return match;
}

const char *pg_help_developer_word(const char *text)
{
	static const char *const words[] = {"the book", "rule book", "the project", "axial",
					    "test_", "src/", "notation"};
	for (size_t w = 0; w < sizeof words / sizeof words[0]; w++) {
		size_t n = strlen(words[w]);
		for (const char *p = text; *p; p++)
			if (!strncasecmp(p, words[w], n))
				return words[w];
	}
	return NULL;
}
