/*
 * fuzz_options.c: libFuzzer harness for the options text ("players=3,
 * actions=2") of every game, as read from the command line and saves.
 *
 * Input: byte 0 picks the game; the rest is the text. Options that parse
 * must format into text that parses to the same options.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pg_options.h"
#include "pg_registry.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	const pg_game *game = pg_registry_at(data[0] % pg_registry_count());
	char *text = malloc(size);
	if (!text)
		return 0;
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';
	char err[256], formatted[512];
	pg_options options, again;
	if (pg_options_parse(game, text, &options, err, sizeof err)) {
		pg_options_format(game, &options, formatted, sizeof formatted);
		if (!pg_options_parse(game, formatted, &again, err, sizeof err) ||
		    memcmp(&options, &again, sizeof options) != 0)
			abort();
	}
	free(text);
	return 0;
}
