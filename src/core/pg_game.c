/*
 * pg_game.c: the defaults behind the optional entries of the game table
 * (hidden information, who makes a chance move, seat status), so callers
 * never test for NULL themselves, and a lookup in a list of moves.
 */
#include "pg_game.h"

#include <stdlib.h>
#include <string.h>

void pg_game_observe(const pg_game *game, const void *state, int seat, void *out)
{
	if (game->observe)
		game->observe(state, seat, out);
	else if (out != state)
		memcpy(out, state, game->state_size);
}

static uint64_t fnv1a(const unsigned char *bytes, size_t size)
{
	uint64_t hash = 1469598103934665603ull;
	for (size_t i = 0; i < size; i++) {
		hash ^= bytes[i];
		hash *= 1099511628211ull;
	}
	return hash;
}

uint64_t pg_game_information_key(const pg_game *game, const void *state, int seat)
{
	if (game->information_key)
		return game->information_key(state, seat);
	/* States are small (a few KB at most), so a heap copy per call is not
	 * worth avoiding here; searches that need speed give their own key. */
	unsigned char *seen = malloc(game->state_size);
	if (!seen)
		return 0;
	pg_game_observe(game, state, seat, seen);
	uint64_t key = fnv1a(seen, game->state_size) ^ (uint64_t)(seat + 2);
	free(seen);
	return key;
}

int pg_game_chance_seat(const pg_game *game, const void *state)
{
	if (!game->chance_seat || game->current_player(state) != PG_CHANCE)
		return -1;
	int seat = game->chance_seat(state);
	return seat >= 0 && seat < game->num_seats(state) ? seat : -1;
}

int pg_game_chance_private_to(const pg_game *game, const void *state)
{
	if (!game->chance_private_to || game->current_player(state) != PG_CHANCE)
		return -1;
	return game->chance_private_to(state);
}

int pg_game_describe_move_for(const pg_game *game, const void *state, pg_move move,
			      int viewer, char *buf, size_t size)
{
	if (game->describe_move_for)
		return game->describe_move_for(state, move, viewer, buf, size);
	return game->describe_move(state, move, buf, size);
}

int pg_game_seat_status(const pg_game *game, const void *state, int seat)
{
	return game->seat_status ? game->seat_status(state, seat) : PG_SEAT_PLAYING;
}

bool pg_moves_contain(const pg_move *moves, int count, pg_move move)
{
	for (int i = 0; i < count; i++)
		if (moves[i] == move)
			return true;
	return false;
}
