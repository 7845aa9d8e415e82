#include "pg_seats.h"

#include <stdio.h>
#include <string.h>

static const struct {
	const char *name;
	int kind;
} seat_names[] = {
	{"human", PG_SEAT_HUMAN}, {"person", PG_SEAT_HUMAN}, {"you", PG_SEAT_HUMAN},
	{"random", PG_AI_RANDOM}, {"greedy", PG_AI_GREEDY},  {"easy", PG_AI_EASY},
	{"normal", PG_AI_NORMAL}, {"hard", PG_AI_HARD},
	/* Measuring only: the command line's play takes it, the app does not. */
	{"cheat", PG_AI_CHEAT},
};

enum { SEAT_NAME_COUNT = sizeof seat_names / sizeof seat_names[0] };

static int kind_from_word(const char *word, size_t length)
{
	for (int i = 0; i < SEAT_NAME_COUNT; i++)
		if (strlen(seat_names[i].name) == length &&
		    strncmp(seat_names[i].name, word, length) == 0)
			return seat_names[i].kind;
	return -2;
}

const char *pg_seats_kind_name(int kind)
{
	for (int i = 0; i < SEAT_NAME_COUNT; i++)
		if (seat_names[i].kind == kind)
			return seat_names[i].name;
	return "human";
}

int pg_seats_parse(const char *text, bool allow_human, int *kinds, int cap, char *err,
		   size_t err_size)
{
	const char *choices = allow_human ? "human, easy, normal, hard, random or greedy"
					  : "random, greedy, easy, normal or hard";
	if (!text || !*text) {
		snprintf(err, err_size, "no seats given (a seat is %s)", choices);
		return -1;
	}
	size_t total = strlen(text);
	if (total > PG_SEATS_MAX_TEXT) {
		snprintf(err, err_size, "the seat list is too long (%zu characters; at most %d)",
			 total, PG_SEATS_MAX_TEXT);
		return -1;
	}
	int count = 0;
	const char *p = text;
	for (;;) {
		while (*p == ' ')
			p++;
		size_t length = strcspn(p, ", ");
		int kind = kind_from_word(p, length);
		if (kind == -2 || (kind == PG_SEAT_HUMAN && !allow_human) ||
		    (kind == PG_AI_CHEAT && allow_human)) {
			if (length == 0)
				snprintf(err, err_size, "seat %d is empty (a seat is %s)", count + 1,
					 choices);
			else
				snprintf(err, err_size, "seat %d '%.*s' is not one of %s", count + 1,
					 (int)(length > 40 ? 40 : length), p, choices);
			return -1;
		}
		if (count == cap) {
			snprintf(err, err_size, "more than %d seats", cap);
			return -1;
		}
		kinds[count++] = kind;
		p += length;
		while (*p == ' ')
			p++;
		if (*p != ',')
			break;
		p++;
	}
	if (*p) {
		snprintf(err, err_size, "cannot read the seats '%.40s'", text);
		return -1;
	}
	return count;
}

void pg_seats_format(const int *kinds, int count, char *buf, size_t size)
{
	size_t used = 0;
	buf[0] = '\0';
	for (int i = 0; i < count && used < size; i++)
		used += (size_t)snprintf(buf + used, size - used, "%s%s", i ? "," : "",
					 pg_seats_kind_name(kinds[i]));
}

void pg_seats_range_text(const pg_game *game, char *buf, size_t size)
{
	if (game->min_players == game->max_players)
		snprintf(buf, size, "%d", game->min_players);
	else
		snprintf(buf, size, "%d to %d", game->min_players, game->max_players);
}
