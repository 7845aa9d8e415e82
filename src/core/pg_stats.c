/*
 * pg_stats.c: the statistics table's strict parser and writer, and the
 * counting of one finished game (see pg_stats.h).
 */
#include "pg_stats.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "pg_game.h"
#include "pg_seats.h"
#include "pg_text_file.h"

/* The kept lines, as pg_text_file.h reaches them. */
static pg_text_kept kept_of(pg_stats *stats)
{
	return (pg_text_kept){stats->kept, stats->kept_start, &stats->kept_used,
			      &stats->kept_lines};
}

void pg_stats_clear(pg_stats *stats)
{
	stats->count = 0;
	pg_text_kept_clear(kept_of(stats), PG_STATS_MAX_ROWS);
}

static bool is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static bool is_id_char(char c)
{
	return (c >= 'a' && c <= 'z') || is_digit(c) || c == '-';
}

static bool is_key_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || is_digit(c) || c == '-' ||
	       c == '_' || c == '+' || c == ':';
}

/* A token of 1..cap-1 characters that all pass ok. */
static bool is_token(const char *s, size_t n, size_t cap, bool (*ok)(char))
{
	if (n == 0 || n >= cap)
		return false;
	for (size_t i = 0; i < n; i++)
		if (!ok(s[i]))
			return false;
	return true;
}

/* A number written as the writer writes it: digits with no leading zero
 * (a lone "0" aside), a '-' first only when signed and never "-0", and
 * within int64_t. */
static bool parse_number(const char *s, size_t n, bool allow_sign, int64_t *out)
{
	bool negative = n > 0 && s[0] == '-';
	if (negative && !allow_sign)
		return false;
	size_t at = negative ? 1 : 0;
	if (at == n || (n - at > 1 && s[at] == '0') || (negative && s[at] == '0'))
		return false;
	uint64_t limit = negative ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX;
	uint64_t value = 0;
	for (size_t i = at; i < n; i++) {
		if (!is_digit(s[i]))
			return false;
		unsigned digit = (unsigned)(s[i] - '0');
		if (value > (limit - digit) / 10)
			return false;
		value = value * 10 + digit;
	}
	*out = negative ? (value == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)value)
			: (int64_t)value;
	return true;
}

enum { FIELDS = 12 };

/* Splits line at single blanks into exactly FIELDS fields; false when
 * there are more or fewer, or an empty one (two blanks, a blank at an
 * end). */
static bool split(const char *line, size_t n, const char **field, size_t *len)
{
	int count = 0;
	size_t start = 0;
	for (size_t i = 0; i <= n; i++) {
		if (i < n && line[i] != ' ')
			continue;
		if (i == start || count == FIELDS)
			return false;
		field[count] = line + start;
		len[count] = i - start;
		count++;
		start = i + 1;
	}
	return count == FIELDS;
}

static bool consistent(const pg_stats_row *r)
{
	if (r->played < 1 || r->won > r->played || r->lost > r->played || r->drawn > r->played)
		return false;
	/* won + lost <= played - drawn, without forming won + lost (which
	 * overflows near INT64_MAX; found by fuzz_stats). Each step stays in
	 * range: drawn <= played, then won <= played - drawn. */
	if (r->won > r->played - r->drawn || r->lost > r->played - r->drawn - r->won)
		return false;
	return r->streak <= r->best_streak && r->best_streak <= r->won && r->hinted <= r->played;
}

static bool parse_row(pg_stats_row *row, const char *line, size_t n)
{
	const char *field[FIELDS];
	size_t len[FIELDS];
	if (!split(line, n, field, len) || len[0] != 4 || memcmp(field[0], "game", 4) != 0)
		return false;
	if (!is_token(field[1], len[1], PG_STATS_ID, is_id_char) ||
	    !is_token(field[2], len[2], PG_STATS_KEY, is_key_char))
		return false;
	int64_t *numbers[9] = {&row->played, &row->won,    &row->lost,
			       &row->drawn,  &row->best,   &row->total,
			       &row->streak, &row->best_streak, &row->hinted};
	for (int i = 0; i < 9; i++) {
		bool signed_field = i == 4 || i == 5; /* best, total */
		if (!parse_number(field[3 + i], len[3 + i], signed_field, numbers[i]))
			return false;
	}
	if (!consistent(row))
		return false;
	/* Names are zero-padded, so equal rows are equal bytes. */
	memset(row->game, 0, sizeof row->game);
	memset(row->key, 0, sizeof row->key);
	memcpy(row->game, field[1], len[1]);
	row->game[len[1]] = '\0';
	memcpy(row->key, field[2], len[2]);
	row->key[len[2]] = '\0';
	return true;
}

/* A row of the text for pg_text_file_read: taken when it parses and its
 * game and key are not taken yet (a second row for the same pair is
 * kept as a line, as one past the table is). */
static int take_row(void *table, const char *line, size_t n)
{
	pg_stats *stats = table;
	pg_stats_row row;
	if (stats->count == PG_STATS_MAX_ROWS || !parse_row(&row, line, n) ||
	    pg_stats_find(stats, row.game, row.key) >= 0)
		return -1;
	stats->rows[stats->count++] = row;
	return stats->count;
}

pg_stats_text_result pg_stats_text_parse(pg_stats *stats, const char *text, size_t length)
{
	pg_stats_clear(stats);
	return (pg_stats_text_result)pg_text_file_read(text, length, PG_STATS_TEXT_MAX, take_row,
							stats, kept_of(stats));
}

static void put_row(const void *table, int i, pg_text_out *out)
{
	const pg_stats_row *r = &((const pg_stats *)table)->rows[i];
	char line[16 + PG_STATS_ID + PG_STATS_KEY + 9 * 21];
	int n = snprintf(line, sizeof line,
			 "game %s %s %" PRId64 " %" PRId64 " %" PRId64 " %" PRId64 " %" PRId64
			 " %" PRId64 " %" PRId64 " %" PRId64 " %" PRId64 "\n",
			 r->game, r->key, r->played, r->won, r->lost, r->drawn, r->best, r->total,
			 r->streak, r->best_streak, r->hinted);
	pg_text_out_put(out, line, n > 0 ? (size_t)n : 0);
}

size_t pg_stats_text_format(const pg_stats *stats, char *buf, size_t size)
{
	return pg_text_file_write(stats, stats->count, put_row, stats->kept, stats->kept_start,
				  stats->kept_used, buf, size);
}

int pg_stats_find(const pg_stats *stats, const char *game, const char *key)
{
	for (int i = 0; i < stats->count; i++)
		if (!strcmp(stats->rows[i].game, game) && !strcmp(stats->rows[i].key, key))
			return i;
	return -1;
}

/* a + b, held at the ends of int64_t instead of wrapping. */
static int64_t add_held(int64_t a, int64_t b)
{
	if (b > 0 && a > INT64_MAX - b)
		return INT64_MAX;
	if (b < 0 && a < INT64_MIN - b)
		return INT64_MIN;
	return a + b;
}

int pg_stats_record(pg_stats *stats, const char *game, const char *key, pg_stats_result result,
		    int64_t score, bool hinted)
{
	if (!is_token(game, strlen(game), PG_STATS_ID, is_id_char) ||
	    !is_token(key, strlen(key), PG_STATS_KEY, is_key_char))
		return -1;
	int i = pg_stats_find(stats, game, key);
	if (i < 0) {
		if (stats->count == PG_STATS_MAX_ROWS)
			return -1;
		i = stats->count++;
		/* The new row goes after the lines kept at the end. */
		stats->kept_start[stats->count] = stats->kept_used;
		pg_stats_row *fresh = &stats->rows[i];
		memset(fresh, 0, sizeof *fresh);
		snprintf(fresh->game, sizeof fresh->game, "%s", game);
		snprintf(fresh->key, sizeof fresh->key, "%s", key);
		fresh->best = score;
	}
	pg_stats_row *r = &stats->rows[i];
	/* Counts stop at the largest value rather than wrap (never met). */
	if (r->played == INT64_MAX)
		return i;
	r->played++;
	if (score > r->best)
		r->best = score;
	r->total = add_held(r->total, score);
	if (hinted)
		r->hinted++;
	switch (result) {
	case PG_STATS_WIN:
		r->won++;
		r->streak++;
		if (r->streak > r->best_streak)
			r->best_streak = r->streak;
		break;
	case PG_STATS_LOSS:
		r->lost++;
		r->streak = 0;
		break;
	case PG_STATS_DRAW:
		r->drawn++;
		r->streak = 0;
		break;
	case PG_STATS_SOLO:
		break;
	}
	return i;
}

pg_stats_result pg_stats_result_for(const double *shares, int seats, int seat)
{
	if (seats <= 1)
		return PG_STATS_SOLO;
	double best = 0;
	for (int i = 0; i < seats; i++)
		if (shares[i] > best)
			best = shares[i];
	if (best <= 0)
		return PG_STATS_DRAW;
	int at_top = 0;
	for (int i = 0; i < seats; i++)
		if (shares[i] >= best - 1e-9)
			at_top++;
	if (shares[seat] < best - 1e-9)
		return PG_STATS_LOSS;
	return at_top == 1 ? PG_STATS_WIN : PG_STATS_DRAW;
}

void pg_stats_key(const int *kinds, int seats, int seat, const char *seat_name, char *out,
		  size_t size)
{
	if (size == 0)
		return;
	int people = 0;
	bool level_at_table[PG_AI_KIND_COUNT] = {false};
	for (int i = 0; i < seats; i++) {
		if (kinds[i] == PG_SEAT_HUMAN)
			people++;
		else if (kinds[i] >= 0 && kinds[i] < PG_AI_KIND_COUNT)
			level_at_table[kinds[i]] = true;
	}
	size_t used = 0;
	if (people > 1) {
		used = (size_t)snprintf(out, size, "seat:");
		for (const char *c = seat_name ? seat_name : ""; *c && used + 1 < size &&
								 used + 1 < PG_STATS_KEY;
		     c++) {
			bool plain = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
				     is_digit(*c);
			out[used++] = plain ? *c : '_';
		}
		if (used == 5 && used + 1 < size) /* no name: the seat's number */
			used += (size_t)snprintf(out + used, size - used, "%d", seat + 1);
		out[used < size ? used : size - 1] = '\0';
		return;
	}
	out[0] = '\0';
	for (int k = 0; k < PG_AI_KIND_COUNT; k++) {
		if (!level_at_table[k])
			continue;
		used += (size_t)snprintf(out + (used < size ? used : size - 1),
					 used < size ? size - used : 1, "%s%s", used ? "+" : "",
					 pg_seats_kind_name(k));
	}
	if (!out[0])
		snprintf(out, size, "solo");
}
