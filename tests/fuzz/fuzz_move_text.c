/*
 * fuzz_move_text.c: libFuzzer harness for every game's move notation
 * (move_from_text) and the match's "M1;M2" reader (pg_match_apply_text).
 *
 * Input: byte 0 picks the game, byte 1 the player count, byte 2 how many
 * seeded random plies lead to the position; the rest is the move text.
 * A text that reads as a legal move must write back (move_to_text) into a
 * text that reads as the same move.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_position.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 3)
		return 0;
	pg_match *match = fuzz_position(data);
	char *text = malloc(size - 2);
	if (!match || !text) {
		free(text);
		pg_match_destroy(match);
		return 0;
	}
	memcpy(text, data + 3, size - 3);
	text[size - 3] = '\0';
	const pg_game *game = match->game;
	pg_move move;
	if (!pg_match_is_terminal(match) && game->move_from_text(match->state, text, &move) &&
	    pg_match_is_legal(match, move)) {
		char back[128];
		pg_move again;
		game->move_to_text(match->state, move, back, sizeof back);
		if (!game->move_from_text(match->state, back, &again) || again != move)
			abort();
	}
	char err[512];
	pg_match_apply_text(match, text, err, sizeof err);
	free(text);
	pg_match_destroy(match);
	return 0;
}
