#include "pg_match.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_options.h"
#include "pg_registry.h"

#define SAVE_MAGIC "potlatch-games save 1"

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

int pg_match_undo_target(const pg_match *match, int seat)
{
	/* Walk back over seat's own moves; stop at a chance move or at a move
	 * of another seat (which undo must not take back). */
	void *probe = malloc(match->game->state_size);
	if (!probe)
		return match->history_count;
	int target = match->history_count;
	for (int cut = match->history_count - 1; cut >= 0; cut--) {
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

char *pg_match_save_text(const pg_match *match)
{
	size_t cap = 512 + (size_t)match->history_count * 40;
	char *out = malloc(cap);
	if (!out)
		return NULL;
	char options[512];
	pg_options_format(match->game, &match->options, options, sizeof options);
	size_t used = (size_t)snprintf(out, cap,
				       SAVE_MAGIC "\ngame %s\noptions %s\nseed %llu\nseats %s\nmoves %d\n",
				       match->game->id, options, (unsigned long long)match->seed,
				       match->seats[0] ? match->seats : "-", match->history_count);
	void *replay = malloc(match->game->state_size);
	if (!replay) {
		free(out);
		return NULL;
	}
	match->game->init(replay, &match->options);
	for (int i = 0; i < match->history_count && used < cap; i++) {
		char text[64];
		match->game->move_to_text(replay, match->history[i], text, sizeof text);
		used += (size_t)snprintf(out + used, cap - used, "%s\n", text);
		match->game->apply_move(replay, match->history[i], NULL);
	}
	free(replay);
	return out;
}

/* Reads "KEY VALUE" from the next line; returns the value (in place). */
static char *expect_line(char **cursor, const char *key, int *line_number, char *err,
			 size_t err_size)
{
	char *line = *cursor;
	if (!line || !*line) {
		snprintf(err, err_size, "line %d: expected '%s', found the end of the file",
			 *line_number, key);
		return NULL;
	}
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
	size_t key_length = strlen(key);
	if (strncmp(line, key, key_length) != 0 ||
	    (line[key_length] != ' ' && line[key_length] != '\0')) {
		snprintf(err, err_size, "line %d: expected '%s'", *line_number, key);
		return NULL;
	}
	(*line_number)++;
	return line[key_length] ? line + key_length + 1 : line + key_length;
}

pg_match *pg_match_load_text(const char *text, char *err, size_t err_size)
{
	char *copy = strdup(text);
	if (!copy) {
		snprintf(err, err_size, "out of memory");
		return NULL;
	}
	pg_match *match = NULL;
	char *cursor = copy;
	int line = 1;
	char *magic = cursor;
	char *nl = strchr(magic, '\n');
	if (!nl || strncmp(magic, SAVE_MAGIC, strlen(SAVE_MAGIC)) != 0) {
		snprintf(err, err_size, "line 1: not a Potlatch Games save");
		goto done;
	}
	cursor = nl + 1;
	line = 2;
	char *id = expect_line(&cursor, "game", &line, err, err_size);
	if (!id)
		goto done;
	const pg_game *game = pg_registry_find(id);
	if (!game) {
		snprintf(err, err_size, "line 2: unknown game '%s'", id);
		goto done;
	}
	char *options_text = expect_line(&cursor, "options", &line, err, err_size);
	if (!options_text)
		goto done;
	pg_options options;
	char option_err[256];
	if (!pg_options_parse(game, options_text, &options, option_err, sizeof option_err)) {
		snprintf(err, err_size, "line 3: %s", option_err);
		goto done;
	}
	char *seed_text = expect_line(&cursor, "seed", &line, err, err_size);
	if (!seed_text)
		goto done;
	char *end = NULL;
	unsigned long long seed = strtoull(seed_text, &end, 10);
	if (end == seed_text || *end) {
		snprintf(err, err_size, "line 4: seed '%s' is not a number", seed_text);
		goto done;
	}
	char *seats = expect_line(&cursor, "seats", &line, err, err_size);
	if (!seats)
		goto done;
	char *count_text = expect_line(&cursor, "moves", &line, err, err_size);
	if (!count_text)
		goto done;
	long expected = strtol(count_text, &end, 10);
	if (end == count_text || *end || expected < 0) {
		snprintf(err, err_size, "line 6: move count '%s' is not a number", count_text);
		goto done;
	}
	match = pg_match_create(game, &options, (uint64_t)seed);
	if (!match) {
		snprintf(err, err_size, "out of memory");
		goto done;
	}
	snprintf(match->seats, sizeof match->seats, "%s", strcmp(seats, "-") ? seats : "");
	for (long i = 0; i < expected; i++) {
		nl = strchr(cursor, '\n');
		if (!*cursor) {
			snprintf(err, err_size, "line %d: the save ends after %ld of %ld moves",
				 line, i, expected);
			goto fail;
		}
		if (nl)
			*nl = '\0';
		size_t n = strlen(cursor);
		if (n && cursor[n - 1] == '\r')
			cursor[n - 1] = '\0';
		pg_move move;
		if (!game->move_from_text(match->state, cursor, &move) ||
		    !pg_match_play(match, move, NULL)) {
			snprintf(err, err_size, "line %d: move '%s' is not legal here", line, cursor);
			goto fail;
		}
		line++;
		cursor = nl ? nl + 1 : cursor + n;
	}
	goto done;
fail:
	pg_match_destroy(match);
	match = NULL;
done:
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
	size_t tmp_size = strlen(path) + 5;
	char *tmp = malloc(tmp_size);
	bool ok = false;
	if (tmp) {
		snprintf(tmp, tmp_size, "%s.tmp", path);
		FILE *f = fopen(tmp, "wb");
		if (!f) {
			snprintf(err, err_size, "cannot write %s: %s", tmp, strerror(errno));
		} else {
			size_t length = strlen(text);
			ok = fwrite(text, 1, length, f) == length;
			ok = (fclose(f) == 0) && ok;
			if (ok && rename(tmp, path) != 0)
				ok = false;
			if (!ok) {
				snprintf(err, err_size, "cannot write %s: %s", path, strerror(errno));
				remove(tmp);
			}
		}
	}
	free(tmp);
	free(text);
	return ok;
}

pg_match *pg_match_load_file(const char *path, char *err, size_t err_size)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		snprintf(err, err_size, "cannot open %s: %s", path, strerror(errno));
		return NULL;
	}
	char *text = NULL;
	size_t length = 0, cap = 0;
	char chunk[4096];
	size_t n;
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
		if (length + n + 1 > cap) {
			cap = (length + n + 1) * 2;
			char *grown = realloc(text, cap);
			if (!grown || cap > (64u << 20)) {
				free(grown ? grown : text);
				fclose(f);
				snprintf(err, err_size, "%s is too large to be a save", path);
				return NULL;
			}
			text = grown;
		}
		memcpy(text + length, chunk, n);
		length += n;
	}
	fclose(f);
	if (!text) {
		snprintf(err, err_size, "%s is empty", path);
		return NULL;
	}
	text[length] = '\0';
	if (memchr(text, '\0', length)) {
		free(text);
		snprintf(err, err_size, "%s is not a text save file", path);
		return NULL;
	}
	char inner[256];
	pg_match *match = pg_match_load_text(text, inner, sizeof inner);
	if (!match)
		snprintf(err, err_size, "%s: %s", path, inner);
	free(text);
	return match;
}
