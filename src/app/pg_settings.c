#include "pg_settings.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static void parse_line(pg_settings *settings, char *line)
{
	line = trim(line);
	if (*line == '\0' || *line == '#')
		return;
	char *equals = strchr(line, '=');
	if (!equals)
		return;
	*equals = '\0';
	char *key = trim(line);
	char *value = trim(equals + 1);
	if (*key)
		pg_settings_set(settings, key, value);
}

void pg_settings_parse(pg_settings *settings, const char *text)
{
	pg_settings_clear(settings);
	char line[PG_SETTINGS_KEY + PG_SETTINGS_VALUE + 8];
	while (*text) {
		size_t n = strcspn(text, "\n");
		size_t copy = n < sizeof line - 1 ? n : sizeof line - 1;
		memcpy(line, text, copy);
		line[copy] = '\0';
		parse_line(settings, line);
		text += n;
		if (*text == '\n')
			text++;
	}
	settings->dirty = false;
}

bool pg_settings_load(pg_settings *settings, const char *path)
{
	pg_settings_clear(settings);
	FILE *f = fopen(path, "rb");
	if (!f)
		return errno == ENOENT;
	/* Settings are a few kilobytes; anything past 64 KiB is not ours. */
	enum { LIMIT = 64 * 1024 };
	char *text = malloc(LIMIT + 1);
	if (!text) {
		fclose(f);
		return false;
	}
	size_t n = fread(text, 1, LIMIT, f);
	bool ok = !ferror(f);
	fclose(f);
	text[n] = '\0';
	if (ok)
		pg_settings_parse(settings, text);
	free(text);
	return ok;
}

bool pg_settings_save(pg_settings *settings, const char *path, char *err, size_t err_size)
{
	size_t tmp_size = strlen(path) + 5;
	char *tmp = malloc(tmp_size);
	if (!tmp) {
		snprintf(err, err_size, "out of memory");
		return false;
	}
	snprintf(tmp, tmp_size, "%s.tmp", path);
	FILE *f = fopen(tmp, "wb");
	if (!f) {
		snprintf(err, err_size, "cannot write %s: %s", tmp, strerror(errno));
		free(tmp);
		return false;
	}
	bool ok = fputs("# Potlatch Games settings\n", f) >= 0;
	for (int i = 0; i < settings->count && ok; i++)
		ok = fprintf(f, "%s=%s\n", settings->items[i].key, settings->items[i].value) > 0;
	ok = (fclose(f) == 0) && ok;
	/* rename() replaces the old file in one step, so a crash leaves either
	 * the old settings or the new ones, never half of each. */
	if (ok && rename(tmp, path) != 0)
		ok = false;
	if (!ok) {
		snprintf(err, err_size, "cannot write %s: %s", path, strerror(errno));
		remove(tmp);
	} else {
		settings->dirty = false;
	}
	free(tmp);
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
