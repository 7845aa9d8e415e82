/*
 * fuzz_save_load.c: libFuzzer harness for the save loader of every
 * registered game (pg_match_load_text). The input is the save text; the
 * seed corpus holds a save of each game, so mutations reach every game's
 * move notation and rules through the replay.
 *
 * Besides not crashing, a save that loads must save again into text that
 * loads to the same position and history.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pg_match.h"
#include "pg_registry.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	char err[256];
	pg_match *match = pg_match_load_text(text, pg_registry_find, err, sizeof err);
	free(text);
	if (!match)
		return 0;
	char *again = pg_match_save_text(match);
	pg_match *reloaded = again ? pg_match_load_text(again, pg_registry_find, err, sizeof err)
				   : NULL;
	if (!reloaded || reloaded->history_count != match->history_count ||
	    memcmp(reloaded->state, match->state, match->game->state_size) != 0)
		abort();
	pg_match_destroy(reloaded);
	free(again);
	pg_match_destroy(match);
	return 0;
}
