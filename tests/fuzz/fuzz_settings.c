/*
 * fuzz_settings.c: libFuzzer harness for the settings file's parser
 * (pg_settings_parse, src/app/pg_settings.c, which has no SDL in it).
 *
 * Every setting the parser keeps must be one the app can write back: its
 * key and value are accepted by pg_settings_set and read back unchanged.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pg_settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	static pg_settings settings, again;
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	pg_settings_parse(&settings, text);
	free(text);
	if (settings.count < 0 || settings.count > PG_SETTINGS_MAX)
		abort();
	pg_settings_clear(&again);
	for (int i = 0; i < settings.count; i++) {
		const pg_setting *item = &settings.items[i];
		if (!pg_settings_set(&again, item->key, item->value) ||
		    strcmp(pg_settings_get(&again, item->key, ""), item->value) != 0)
			abort();
	}
	return 0;
}
