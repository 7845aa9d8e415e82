/*
 * fuzz_position.h: the position a move-text input starts from (byte 0 the
 * game, byte 1 the player count, byte 2 the number of seeded random plies),
 * shared by the harness and the corpus generator so a seed input's move
 * is legal where the harness reads it.
 */
#ifndef FUZZ_POSITION_H
#define FUZZ_POSITION_H

#include <stdint.h>
#include <stdlib.h>

#include "pg_ai.h"
#include "pg_match.h"
#include "pg_options.h"
#include "pg_registry.h"

static pg_match *fuzz_position(const uint8_t *data)
{
	const pg_game *game = pg_registry_at(data[0] % pg_registry_count());
	pg_options options;
	pg_options_default(game, &options);
	options.players = game->min_players + data[1] % (game->max_players - game->min_players + 1);
	uint64_t seed = 1 + (uint64_t)data[2] * 7919u;
	pg_match *match = pg_match_create(game, &options, seed);
	if (!match)
		return NULL;
	pg_rng rng;
	pg_rng_seed(&rng, seed);
	for (int ply = 0; ply < data[2] && !pg_match_is_terminal(match); ply++)
		if (!pg_match_play(match, pg_ai_random_move(game, match->state, &rng), NULL))
			abort(); /* the random agent only picks legal moves */
	return match;
}

#endif
