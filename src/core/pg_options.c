#include "pg_options.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void pg_options_default(const pg_game *game, pg_options *out)
{
	memset(out, 0, sizeof *out);
	out->players = game->default_players;
	for (int i = 0; i < game->option_count && i < PG_MAX_OPTIONS; i++)
		out->values[i] = game->option_specs[i].default_value;
}

int pg_options_find(const pg_game *game, const char *key)
{
	for (int i = 0; i < game->option_count; i++)
		if (strcmp(game->option_specs[i].key, key) == 0)
			return i;
	return -1;
}

static bool parse_int(const char *text, int *out)
{
	char *end = NULL;
	long value = strtol(text, &end, 10);
	if (end == text || *end != '\0' || value < -1000000 || value > 1000000)
		return false;
	*out = (int)value;
	return true;
}

bool pg_options_set(const pg_game *game, pg_options *options, const char *key,
		    const char *value, char *err, size_t err_size)
{
	int number = 0;
	if (strcmp(key, "players") == 0) {
		if (!parse_int(value, &number) || number < game->min_players ||
		    number > game->max_players) {
			snprintf(err, err_size, "%s takes %d to %d players, not '%s'",
				 game->id, game->min_players, game->max_players, value);
			return false;
		}
		options->players = number;
		return true;
	}
	int index = pg_options_find(game, key);
	if (index < 0) {
		snprintf(err, err_size, "%s has no option '%s'", game->id, key);
		return false;
	}
	const pg_option_spec *spec = &game->option_specs[index];
	bool found = false;
	if (spec->value_names) {
		for (int v = spec->min_value; v <= spec->max_value; v++) {
			if (strcmp(spec->value_names[v - spec->min_value], value) == 0) {
				number = v;
				found = true;
			}
		}
	}
	if (!found && !parse_int(value, &number)) {
		if (spec->value_names)
			snprintf(err, err_size,
				 "option %s: '%s' is neither a name (%s to %s) nor a number "
				 "(%d to %d)",
				 key, value, spec->value_names[0],
				 spec->value_names[spec->max_value - spec->min_value],
				 spec->min_value, spec->max_value);
		else
			snprintf(err, err_size, "option %s: '%s' is not a number", key, value);
		return false;
	}
	if (number < spec->min_value || number > spec->max_value) {
		snprintf(err, err_size, "option %s takes %d to %d, not %d", key,
			 spec->min_value, spec->max_value, number);
		return false;
	}
	options->values[index] = number;
	return true;
}

bool pg_options_parse(const pg_game *game, const char *text, pg_options *out,
		      char *err, size_t err_size)
{
	pg_options_default(game, out);
	if (!text)
		return true;
	char buf[512];
	if (strlen(text) >= sizeof buf) {
		snprintf(err, err_size, "options text is too long");
		return false;
	}
	strcpy(buf, text);
	char *save = NULL;
	/* Keys given so far: the option's index, or PG_MAX_OPTIONS for
	 * players. The same key twice is a mistake, not "the last wins". */
	bool given[PG_MAX_OPTIONS + 1] = {false};
	for (char *item = strtok_r(buf, ",", &save); item; item = strtok_r(NULL, ",", &save)) {
		char *eq = strchr(item, '=');
		if (!eq) {
			snprintf(err, err_size, "option '%s' is not of the form KEY=VALUE", item);
			return false;
		}
		*eq = '\0';
		int index = strcmp(item, "players") == 0 ? PG_MAX_OPTIONS : pg_options_find(game, item);
		if (index >= 0 && given[index]) {
			snprintf(err, err_size, "option '%s' is given twice", item);
			return false;
		}
		if (index >= 0)
			given[index] = true;
		if (!pg_options_set(game, out, item, eq + 1, err, err_size))
			return false;
	}
	return true;
}

void pg_options_format(const pg_game *game, const pg_options *options, char *buf,
		       size_t size)
{
	size_t used = (size_t)snprintf(buf, size, "players=%d", options->players);
	for (int i = 0; i < game->option_count && used < size; i++)
		used += (size_t)snprintf(buf + used, size - used, ",%s=%d",
					 game->option_specs[i].key, options->values[i]);
}
