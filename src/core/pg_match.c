#include "pg_match.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_options.h"
#include "pg_storage.h"

/* The first line of a save: the prefix, then the format version. */
#define SAVE_MAGIC_PREFIX "potlatch-games save "
enum { SAVE_VERSION = 1 };

pg_match *pg_match_create(const pg_game *game, const pg_options *options, uint64_t seed)
{
	pg_match *match = calloc(1, sizeof *match);
	if (!match)
		return NULL;
	match->game = game;
	match->options = *options;
	match->seed = seed;
	match->state = calloc(1, game->state_size);
	match->history_cap = 256;
	match->history = malloc(sizeof(pg_move) * (size_t)match->history_cap);
	if (!match->state || !match->history) {
		pg_match_destroy(match);
		return NULL;
	}
	game->init(match->state, &match->options);
	return match;
}

void pg_match_destroy(pg_match *match)
{
	if (!match)
		return;
	free(match->state);
	free(match->history);
	free(match);
}

void pg_match_restart(pg_match *match)
{
	match->history_count = 0;
	match->game->init(match->state, &match->options);
}

int pg_match_to_move(const pg_match *match)
{
	return match->game->current_player(match->state);
}

bool pg_match_is_terminal(const pg_match *match)
{
	return pg_match_to_move(match) == PG_TERMINAL;
}

bool pg_match_is_legal(const pg_match *match, pg_move move)
{
	const pg_game *game = match->game;
	int to_move = game->current_player(match->state);
	if (to_move == PG_TERMINAL)
		return false;
	if (to_move == PG_CHANCE) {
		pg_chance_outcome outcomes[PG_MAX_CHANCE];
		int n = game->chance_outcomes(match->state, outcomes, PG_MAX_CHANCE);
		for (int i = 0; i < n; i++)
			if (outcomes[i].move == move && outcomes[i].probability > 0)
				return true;
		return false;
	}
	pg_move moves[PG_MAX_MOVES];
	int n = game->legal_moves(match->state, moves, PG_MAX_MOVES);
	int lo = 0, hi = n - 1;
	while (lo <= hi) {
		int mid = (lo + hi) / 2;
		if (moves[mid] == move)
			return true;
		if (moves[mid] < move)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return false;
}

static bool push_history(pg_match *match, pg_move move)
{
	if (match->history_count == match->history_cap) {
		int cap = match->history_cap * 2;
		pg_move *grown = realloc(match->history, sizeof(pg_move) * (size_t)cap);
		if (!grown)
			return false;
		match->history = grown;
		match->history_cap = cap;
	}
	match->history[match->history_count++] = move;
	return true;
}

bool pg_match_play(pg_match *match, pg_move move, pg_event_list *events)
{
	if (!pg_match_is_legal(match, move) || !push_history(match, move))
		return false;
	match->game->apply_move(match->state, move, events);
	return true;
}

pg_move pg_match_sample_chance(const pg_match *match)
{
	pg_chance_outcome outcomes[PG_MAX_CHANCE];
	int n = match->game->chance_outcomes(match->state, outcomes, PG_MAX_CHANCE);
	if (n <= 0)
		return PG_NO_MOVE;
	pg_rng rng;
	pg_rng_seed(&rng, pg_rng_mix(match->seed, (uint64_t)match->history_count));
	double r = pg_rng_double(&rng), acc = 0;
	for (int i = 0; i < n; i++) {
		acc += outcomes[i].probability;
		if (r < acc)
			return outcomes[i].move;
	}
	return outcomes[n - 1].move;
}

void pg_match_resolve_chance(pg_match *match, pg_event_list *events)
{
	while (pg_match_to_move(match) == PG_CHANCE)
		if (!pg_match_play(match, pg_match_sample_chance(match), events))
			break;
}

void pg_match_truncate(pg_match *match, int count)
{
	if (count < 0 || count >= match->history_count)
		return;
	match->game->init(match->state, &match->options);
	for (int i = 0; i < count; i++)
		match->game->apply_move(match->state, match->history[i], NULL);
	match->history_count = count;
}

int pg_match_undo_target_at(const pg_match *match, int end, int seat)
{
	/* Walk back over seat's own moves; stop at a chance move or at a move
	 * of another seat (which undo must not take back). */
	if (end < 0 || end > match->history_count)
		return match->history_count;
	void *probe = malloc(match->game->state_size);
	if (!probe)
		return match->history_count;
	int target = match->history_count;
	for (int cut = end - 1; cut >= 0; cut--) {
		match->game->init(probe, &match->options);
		for (int i = 0; i < cut; i++)
			match->game->apply_move(probe, match->history[i], NULL);
		if (match->game->current_player(probe) != seat)
			break;
		target = cut;
	}
	free(probe);
	return target;
}

int pg_match_undo_target(const pg_match *match, int seat)
{
	return pg_match_undo_target_at(match, match->history_count, seat);
}

bool pg_match_apply_text(pg_match *match, const char *moves, char *err, size_t err_size)
{
	if (!moves)
		return true;
	size_t length = strlen(moves);
	char *buf = malloc(length + 1);
	if (!buf) {
		snprintf(err, err_size, "out of memory");
		return false;
	}
	memcpy(buf, moves, length + 1);
	bool ok = true;
	int index = 0;
	char *save = NULL;
	for (char *item = strtok_r(buf, ";\n", &save); item && ok;
	     item = strtok_r(NULL, ";\n", &save)) {
		while (*item == ' ' || *item == '\t')
			item++;
		char *end = item + strlen(item);
		while (end > item && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
			*--end = '\0';
		if (*item == '\0')
			continue;
		index++;
		pg_move move;
		if (pg_match_is_terminal(match)) {
			snprintf(err, err_size, "move %d '%s': the game is already over", index, item);
			ok = false;
		} else if (!match->game->move_from_text(match->state, item, &move)) {
			snprintf(err, err_size, "move %d '%s' is not a move of %s here", index,
				 item, match->game->id);
			ok = false;
		} else if (!pg_match_play(match, move, NULL)) {
			snprintf(err, err_size, "move %d '%s' is illegal in this position",
				 index, item);
			ok = false;
		}
	}
	free(buf);
	return ok;
}

/* Move texts are short (the game's notation), but each is measured, so a
 * long one grows the buffer instead of cutting the save short. */
char *pg_match_save_text(const pg_match *match)
{
	enum { MOVE_TEXT = 64 };
	size_t cap = 1024 + (size_t)match->history_count * MOVE_TEXT;
	char *out = malloc(cap);
	void *replay = malloc(match->game->state_size);
	if (!out || !replay) {
		free(out);
		free(replay);
		return NULL;
	}
	char options[512];
	pg_options_format(match->game, &match->options, options, sizeof options);
	int head = snprintf(out, cap,
			    SAVE_MAGIC_PREFIX "%d\ngame %s\noptions %s\nseed %llu\nseats %s\nmoves %d\n",
			    SAVE_VERSION, match->game->id, options, (unsigned long long)match->seed,
			    match->seats[0] ? match->seats : "-", match->history_count);
	size_t used = head > 0 ? (size_t)head : 0;
	match->game->init(replay, &match->options);
	for (int i = 0; i < match->history_count; i++) {
		char text[MOVE_TEXT];
		match->game->move_to_text(replay, match->history[i], text, sizeof text);
		/* The header fits in 1024 and each move line in MOVE_TEXT. */
		used += (size_t)snprintf(out + used, cap - used, "%s\n", text);
		match->game->apply_move(replay, match->history[i], NULL);
	}
	free(replay);
	return out;
}

/* Reads the next line at *cursor, cutting it off in place (and a '\r'
 * before its '\n'); NULL at the end of the text. */
static char *next_line(char **cursor)
{
	char *line = *cursor;
	if (!*line)
		return NULL;
	char *newline = strchr(line, '\n');
	if (newline) {
		*newline = '\0';
		*cursor = newline + 1;
	} else {
		*cursor = line + strlen(line);
	}
	size_t n = strlen(line);
	if (n && line[n - 1] == '\r')
		line[n - 1] = '\0';
	return line;
}

/* Reads "KEY VALUE" from the next line; returns the value (in place). */
static char *expect_line(char **cursor, const char *key, int line_number, char *err,
			 size_t err_size)
{
	char *line = next_line(cursor);
	if (!line) {
		snprintf(err, err_size, "line %d: expected '%s', found the end of the file",
			 line_number, key);
		return NULL;
	}
	size_t key_length = strlen(key);
	if (strncmp(line, key, key_length) != 0 ||
	    (line[key_length] != ' ' && line[key_length] != '\0')) {
		snprintf(err, err_size, "line %d: expected '%s'", line_number, key);
		return NULL;
	}
	return line[key_length] ? line + key_length + 1 : line + key_length;
}

/* A whole number in plain digits (no sign, no spaces) that fits max;
 * strtoull alone would take "-1" as 2^64-1 and " 7" as 7. */
static bool parse_count(const char *text, unsigned long long max, unsigned long long *out)
{
	if (!text || *text < '0' || *text > '9')
		return false;
	char *end = NULL;
	errno = 0;
	unsigned long long value = strtoull(text, &end, 10);
	if (errno == ERANGE || *end || value > max)
		return false;
	*out = value;
	return true;
}

/* The first line names the save format. A save from a later format is
 * refused with its own message, so a player who downgraded knows why. */
static bool check_magic(char **cursor, char *err, size_t err_size)
{
	char *line = next_line(cursor);
	size_t prefix = strlen(SAVE_MAGIC_PREFIX);
	if (!line || strncmp(line, SAVE_MAGIC_PREFIX, prefix) != 0) {
		snprintf(err, err_size, "line 1: not a Potlatch Games save");
		return false;
	}
	unsigned long long version = 0;
	const char *digits = line + prefix;
	if (!parse_count(digits, UINT32_MAX, &version) || (digits[0] == '0' && digits[1])) {
		snprintf(err, err_size, "line 1: save format '%.40s' is not a version number",
			 digits);
		return false;
	}
	if (version > SAVE_VERSION) {
		snprintf(err, err_size,
			 "line 1: made by a newer version of Potlatch Games (save format %llu; "
			 "this one reads format %d)",
			 version, SAVE_VERSION);
		return false;
	}
	if (version != SAVE_VERSION) {
		snprintf(err, err_size, "line 1: save format %llu is not one this version reads",
			 version);
		return false;
	}
	return true;
}

/* The header: game, options, seed, seats and the move count. */
typedef struct save_header {
	const pg_game *game;
	pg_options options;
	uint64_t seed;
	const char *seats;
	int move_count;
} save_header;

static bool read_header(char **cursor, pg_match_find_game find, save_header *header, char *err,
			size_t err_size)
{
	if (!check_magic(cursor, err, err_size))
		return false;
	char *id = expect_line(cursor, "game", 2, err, err_size);
	if (!id)
		return false;
	header->game = find(id);
	if (!header->game) {
		snprintf(err, err_size, "line 2: unknown game '%.40s'", id);
		return false;
	}
	char *options_text = expect_line(cursor, "options", 3, err, err_size);
	if (!options_text)
		return false;
	char option_err[256];
	if (!pg_options_parse(header->game, options_text, &header->options, option_err,
			      sizeof option_err)) {
		snprintf(err, err_size, "line 3: %s", option_err);
		return false;
	}
	char *seed_text = expect_line(cursor, "seed", 4, err, err_size);
	if (!seed_text)
		return false;
	unsigned long long seed = 0;
	if (!parse_count(seed_text, UINT64_MAX, &seed)) {
		snprintf(err, err_size,
			 "line 4: seed '%.40s' is not a whole number from 0 to 18446744073709551615",
			 seed_text);
		return false;
	}
	header->seed = seed;
	header->seats = expect_line(cursor, "seats", 5, err, err_size);
	if (!header->seats)
		return false;
	if (strlen(header->seats) >= sizeof ((pg_match *)0)->seats) {
		snprintf(err, err_size, "line 5: the seats line is too long");
		return false;
	}
	char *count_text = expect_line(cursor, "moves", 6, err, err_size);
	if (!count_text)
		return false;
	unsigned long long count = 0;
	if (!parse_count(count_text, PG_MATCH_MAX_MOVES, &count)) {
		snprintf(err, err_size, "line 6: move count '%.40s' is not a whole number from 0 to %d",
			 count_text, PG_MATCH_MAX_MOVES);
		return false;
	}
	header->move_count = (int)count;
	return true;
}

/* Replays the move lines, checking each; then nothing may follow them. */
static bool replay_moves(pg_match *match, char **cursor, int count, char *err, size_t err_size)
{
	int line = 7;
	for (int i = 0; i < count; i++, line++) {
		char *text = next_line(cursor);
		if (!text) {
			snprintf(err, err_size, "line %d: the save ends after %d of %d moves", line,
				 i, count);
			return false;
		}
		pg_move move;
		if (pg_match_is_terminal(match)) {
			snprintf(err, err_size, "line %d: move '%.40s' comes after the game is over",
				 line, text);
			return false;
		}
		if (!match->game->move_from_text(match->state, text, &move) ||
		    !pg_match_play(match, move, NULL)) {
			snprintf(err, err_size, "line %d: move '%.40s' is not legal here", line, text);
			return false;
		}
	}
	if (**cursor) {
		char *extra = next_line(cursor);
		snprintf(err, err_size,
			 "line %d: '%.40s' follows the %d moves the save declares", line, extra,
			 count);
		return false;
	}
	return true;
}

pg_match *pg_match_load_text(const char *text, pg_match_find_game find, char *err,
			     size_t err_size)
{
	char *copy = strdup(text);
	if (!copy) {
		snprintf(err, err_size, "out of memory");
		return NULL;
	}
	char *cursor = copy;
	save_header header;
	pg_match *match = NULL;
	if (read_header(&cursor, find, &header, err, err_size)) {
		match = pg_match_create(header.game, &header.options, header.seed);
		if (!match)
			snprintf(err, err_size, "out of memory");
	}
	if (match) {
		snprintf(match->seats, sizeof match->seats, "%s",
			 strcmp(header.seats, "-") ? header.seats : "");
		if (!replay_moves(match, &cursor, header.move_count, err, err_size)) {
			pg_match_destroy(match);
			match = NULL;
		}
	}
	free(copy);
	return match;
}

bool pg_match_save_file(const pg_match *match, const char *path, char *err, size_t err_size)
{
	char *text = pg_match_save_text(match);
	if (!text) {
		snprintf(err, err_size, "out of memory");
		return false;
	}
	/* The shared atomic write: a unique temporary file, so two copies of
	 * the program never write into one another's half-written save. */
	bool ok = pg_storage_write(path, text, strlen(text), err, err_size);
	free(text);
	return ok;
}

/* A save is small; anything over this is not one of ours. */
enum { SAVE_MAX_BYTES = 16 << 20 };

static char *read_text_file(const char *path, char *err, size_t err_size)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		snprintf(err, err_size, "cannot open %s: %s", path, strerror(errno));
		return NULL;
	}
	size_t length = 0, cap = 4096;
	char *text = malloc(cap);
	bool ok = text != NULL;
	while (ok) {
		if (length + 1 == cap) {
			char *grown = cap < SAVE_MAX_BYTES ? realloc(text, cap * 2) : NULL;
			if (!grown) {
				snprintf(err, err_size, "%s is too large to be a save", path);
				ok = false;
				break;
			}
			text = grown;
			cap *= 2;
		}
		size_t n = fread(text + length, 1, cap - 1 - length, f);
		length += n;
		if (n == 0)
			break;
	}
	/* A directory opens but does not read: say so, not "empty". */
	if (ok && ferror(f)) {
		snprintf(err, err_size, "cannot read %s: %s", path, strerror(errno));
		ok = false;
	}
	fclose(f);
	if (ok && length == 0) {
		snprintf(err, err_size, "%s is empty", path);
		ok = false;
	}
	if (ok && memchr(text, '\0', length)) {
		snprintf(err, err_size, "%s is not a text save file", path);
		ok = false;
	}
	if (!ok) {
		free(text);
		return NULL;
	}
	text[length] = '\0';
	return text;
}

pg_match *pg_match_load_file(const char *path, pg_match_find_game find, char *err,
			     size_t err_size)
{
	char *text = read_text_file(path, err, err_size);
	if (!text)
		return NULL;
	char inner[256];
	pg_match *match = pg_match_load_text(text, find, inner, sizeof inner);
	if (!match)
		snprintf(err, err_size, "%s: %s", path, inner);
	free(text);
	return match;
}
