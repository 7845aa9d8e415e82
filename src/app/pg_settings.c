/*
 * pg_settings.c: the settings table, its "key=value" file format, and
 * reading and writing it through pg_storage (atomic writes; a damaged file
 * reported, never quietly rewritten).
 */
#include "pg_settings.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_storage.h"
#include "pg_i18n.h"

void pg_settings_clear(pg_settings *settings)
{
	memset(settings, 0, sizeof *settings);
}

static char *trim(char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	char *end = s + strlen(s);
	while (end > s && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
		*--end = '\0';
	return s;
}

/* False for a line that is neither blank, a comment nor a key=value the
 * table can hold. */
static bool parse_line(pg_settings *settings, char *line)
{
	line = trim(line);
	if (*line == '\0' || *line == '#')
		return true;
	char *equals = strchr(line, '=');
	if (!equals)
		return false;
	*equals = '\0';
	char *key = trim(line);
	char *value = trim(equals + 1);
	return *key && pg_settings_set(settings, key, value);
}

void pg_settings_parse(pg_settings *settings, const char *text)
{
	pg_settings_clear(settings);
	char line[PG_SETTINGS_KEY + PG_SETTINGS_VALUE + 8];
	for (int number = 1; *text; number++) {
		size_t n = strcspn(text, "\n");
		bool fits = n < sizeof line;
		size_t copy = fits ? n : sizeof line - 1;
		memcpy(line, text, copy);
		line[copy] = '\0';
		if (!parse_line(settings, line) || !fits) {
			if (settings->rejected_lines++ == 0)
				settings->first_rejected_line = number;
		}
		text += n;
		if (*text == '\n')
			text++;
	}
	settings->dirty = false;
}

bool pg_settings_load(pg_settings *settings, const char *path)
{
	char why[16];
	pg_settings_read_result result = pg_settings_read(settings, path, why, sizeof why);
	return result != PG_SETTINGS_READ_DAMAGED || settings->count > 0 ||
	       settings->rejected_lines > 0;
}

pg_settings_read_result pg_settings_read(pg_settings *settings, const char *path, char *why,
					 size_t why_size)
{
	pg_settings_clear(settings);
	/* Settings are a few kilobytes; anything past 64 KiB is not ours. */
	char *text = NULL;
	size_t length = 0;
	switch (pg_storage_read(path, 64 * 1024, &text, &length, why, why_size)) {
	case PG_STORAGE_READ_MISSING:
		return PG_SETTINGS_READ_MISSING;
	case PG_STORAGE_READ_BAD:
		return PG_SETTINGS_READ_DAMAGED;
	case PG_STORAGE_READ_OK:
		break;
	}
	pg_settings_parse(settings, text);
	bool binary = memchr(text, '\0', length) != NULL;
	free(text);
	if (binary) {
		snprintf(why, why_size, _("%s holds binary data, not settings"), path);
		return PG_SETTINGS_READ_DAMAGED;
	}
	if (settings->rejected_lines > 0) {
		snprintf(why, why_size,
			 P_("%s: line %d is not a setting (%d such line)",
			    "%s: line %d is not a setting (%d such lines)", settings->rejected_lines),
			 path, settings->first_rejected_line, settings->rejected_lines);
		return PG_SETTINGS_READ_DAMAGED;
	}
	return PG_SETTINGS_READ_OK;
}

bool pg_settings_save(pg_settings *settings, const char *path, char *err, size_t err_size)
{
	size_t cap = 64 + (size_t)settings->count * (PG_SETTINGS_KEY + PG_SETTINGS_VALUE + 2);
	char *text = malloc(cap);
	if (!text) {
		snprintf(err, err_size, _("cannot write %s: out of memory"), path);
		return false;
	}
	size_t used = (size_t)snprintf(text, cap, "# Potlatch Games settings\n");
	for (int i = 0; i < settings->count; i++)
		used += (size_t)snprintf(text + used, cap - used, "%s=%s\n", settings->items[i].key,
					 settings->items[i].value);
	bool ok = pg_storage_write(path, text, used, err, err_size);
	free(text);
	if (ok)
		settings->dirty = false;
	return ok;
}

static int find(const pg_settings *settings, const char *key)
{
	for (int i = 0; i < settings->count; i++)
		if (strcmp(settings->items[i].key, key) == 0)
			return i;
	return -1;
}

const char *pg_settings_get(const pg_settings *settings, const char *key, const char *fallback)
{
	int i = find(settings, key);
	return i < 0 ? fallback : settings->items[i].value;
}

int pg_settings_get_int(const pg_settings *settings, const char *key, int fallback)
{
	const char *value = pg_settings_get(settings, key, NULL);
	if (!value || !*value)
		return fallback;
	char *end = NULL;
	long n = strtol(value, &end, 10);
	if (*end || n < -2147483647L || n > 2147483647L)
		return fallback;
	return (int)n;
}

bool pg_settings_get_bool(const pg_settings *settings, const char *key, bool fallback)
{
	const char *value = pg_settings_get(settings, key, NULL);
	if (!value)
		return fallback;
	if (!strcmp(value, "1") || !strcmp(value, "true") || !strcmp(value, "yes"))
		return true;
	if (!strcmp(value, "0") || !strcmp(value, "false") || !strcmp(value, "no"))
		return false;
	return fallback;
}

bool pg_settings_set(pg_settings *settings, const char *key, const char *value)
{
	if (!*key || strpbrk(key, "=\n\r") || strchr(value, '\n') ||
	    strlen(key) >= PG_SETTINGS_KEY || strlen(value) >= PG_SETTINGS_VALUE)
		return false;
	int i = find(settings, key);
	if (i < 0) {
		if (settings->count == PG_SETTINGS_MAX)
			return false;
		i = settings->count++;
		snprintf(settings->items[i].key, PG_SETTINGS_KEY, "%s", key);
	} else if (strcmp(settings->items[i].value, value) == 0) {
		return true;
	}
	snprintf(settings->items[i].value, PG_SETTINGS_VALUE, "%s", value);
	settings->dirty = true;
	return true;
}

bool pg_settings_set_int(pg_settings *settings, const char *key, int value)
{
	char text[16];
	snprintf(text, sizeof text, "%d", value);
	return pg_settings_set(settings, key, text);
}

void pg_settings_remove(pg_settings *settings, const char *key)
{
	int i = find(settings, key);
	if (i < 0)
		return;
	memmove(&settings->items[i], &settings->items[i + 1],
		sizeof settings->items[0] * (size_t)(settings->count - i - 1));
	settings->count--;
	settings->dirty = true;
}
