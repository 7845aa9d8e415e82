#include "pg_game.h"

#include <stdarg.h>
#include <stdio.h>

void pg_event_push(pg_event_list *list, pg_event_kind kind, int detail, int seat,
		   int a, int b, int c, int d)
{
	if (!list || list->count >= PG_MAX_EVENTS)
		return;
	pg_event *e = &list->items[list->count++];
	e->kind = (uint16_t)kind;
	e->detail = (uint16_t)detail;
	e->seat = (int16_t)seat;
	e->seen_by = PG_SEEN_BY_ALL;
	e->a = a;
	e->b = b;
	e->c = c;
	e->d = d;
}

void pg_event_push_seen(pg_event_list *list, uint16_t seen_by, pg_event_kind kind,
			int detail, int seat, int a, int b, int c, int d)
{
	if (!list || list->count >= PG_MAX_EVENTS)
		return;
	pg_event_push(list, kind, detail, seat, a, b, c, d);
	list->items[list->count - 1].seen_by = seen_by;
}

bool pg_event_visible_to(const pg_event *e, int seat)
{
	if (e->seen_by == PG_SEEN_BY_ALL)
		return true;
	return seat >= 0 && seat < 16 && (e->seen_by & PG_SEEN_BY_SEAT(seat)) != 0;
}

void pg_breakdown_add(pg_breakdown *out, int value, const char *fmt, ...)
{
	if (out->count >= PG_MAX_BREAKDOWN)
		return;
	pg_breakdown_line *line = &out->lines[out->count++];
	va_list args;
	va_start(args, fmt);
	int n = vsnprintf(line->label, sizeof line->label, fmt, args);
	va_end(args);
	/* Cut too long a label between letters, never inside one: drop the
	 * last letter if vsnprintf kept only part of its bytes. */
	if (n >= (int)sizeof line->label) {
		size_t len = sizeof line->label - 1, lead = len;
		while (lead > 0 && ((unsigned char)line->label[lead - 1] & 0xC0) == 0x80)
			lead--;
		if (lead > 0) {
			unsigned char c = (unsigned char)line->label[lead - 1];
			size_t need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
			if (lead - 1 + need > len)
				line->label[lead - 1] = '\0';
		}
	}
	line->value = value;
	out->total += value;
}
