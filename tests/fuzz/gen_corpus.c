/*
 * gen_corpus.c: writes the seed corpus of the fuzz harnesses into
 * tests/fuzz/corpus/<harness>/ (committed; run again after a game changes
 * its notation or options): saves of every game at several lengths, legal
 * move texts in positions along random games, and options text with every
 * option at its ends.
 *
 *   build-fuzz/tests/fuzz/gen_corpus tests/fuzz/corpus
 */
#include <stdio.h>
#include <string.h>

#include "fuzz_position.h"

static int write_file(const char *dir, const char *harness, const char *name,
		      const void *data, size_t size)
{
	char path[1024];
	snprintf(path, sizeof path, "%s/%s/%s", dir, harness, name);
	FILE *f = fopen(path, "wb");
	if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0) {
		fprintf(stderr, "gen_corpus: cannot write %s\n", path);
		return 1;
	}
	return 0;
}

static int saves(const char *dir, int g, const pg_game *game)
{
	static const int plies[] = {0, 3, 12, 40, 10000};
	int failed = 0;
	for (size_t i = 0; i < sizeof plies / sizeof plies[0]; i++) {
		uint8_t input[3] = {(uint8_t)g, (uint8_t)i, 0};
		pg_match *match = fuzz_position(input);
		pg_rng rng;
		pg_rng_seed(&rng, 77 + i);
		for (int p = 0; p < plies[i] && !pg_match_is_terminal(match); p++)
			pg_match_play(match, pg_ai_random_move(game, match->state, &rng), NULL);
		snprintf(match->seats, sizeof match->seats, i % 2 ? "human,hard" : "easy,normal");
		char *text = pg_match_save_text(match);
		char name[64];
		snprintf(name, sizeof name, "%s-%d", game->id, plies[i]);
		failed |= write_file(dir, "save_load", name, text, strlen(text));
		free(text);
		pg_match_destroy(match);
	}
	return failed;
}

static int move_texts(const char *dir, int g, const pg_game *game)
{
	static const int ply_counts[] = {0, 1, 2, 3, 4, 6, 8, 10, 13, 16, 20, 25, 34, 51, 85, 119, 170};
	int failed = 0;
	for (size_t i = 0; i < sizeof ply_counts / sizeof ply_counts[0]; i++) {
		int plies = ply_counts[i];
		uint8_t input[3 + 256] = {(uint8_t)g, (uint8_t)i, (uint8_t)plies};
		pg_match *match = fuzz_position(input);
		if (pg_match_is_terminal(match)) {
			pg_match_destroy(match);
			continue;
		}
		/* Two moves in a row, "M1;M2", when the game goes on. */
		pg_rng rng;
		pg_rng_seed(&rng, (uint64_t)plies);
		char *text = (char *)input + 3;
		pg_move move = pg_ai_random_move(game, match->state, &rng);
		game->move_to_text(match->state, move, text, 120);
		pg_match_play(match, move, NULL);
		if (!pg_match_is_terminal(match)) {
			size_t used = strlen(text);
			text[used++] = ';';
			game->move_to_text(match->state,
					   pg_ai_random_move(game, match->state, &rng), text + used,
					   120);
		}
		char name[64];
		snprintf(name, sizeof name, "%s-%d", game->id, plies);
		failed |= write_file(dir, "move_text", name, input, 3 + strlen(text));
		pg_match_destroy(match);
	}
	return failed;
}

static int options_texts(const char *dir, int g, const pg_game *game)
{
	int failed = 0;
	for (int o = -1; o < game->option_count; o++) {
		for (int end = 0; end < 2; end++) {
			pg_options options;
			pg_options_default(game, &options);
			if (o < 0)
				options.players = end ? game->max_players : game->min_players;
			else
				options.values[o] = end ? game->option_specs[o].max_value
							: game->option_specs[o].min_value;
			uint8_t input[512] = {(uint8_t)g};
			pg_options_format(game, &options, (char *)input + 1, sizeof input - 1);
			char name[64];
			snprintf(name, sizeof name, "%s-%d-%d", game->id, o + 1, end);
			failed |= write_file(dir, "options", name, input,
					     1 + strlen((char *)input + 1));
		}
	}
	return failed;
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: gen_corpus CORPUS_DIR (with save_load/, move_text/, "
				"options/ in it)\n");
		return 2;
	}
	int failed = 0;
	for (int g = 0; g < pg_registry_count(); g++) {
		const pg_game *game = pg_registry_at(g);
		failed |= saves(argv[1], g, game);
		failed |= move_texts(argv[1], g, game);
		failed |= options_texts(argv[1], g, game);
	}
	return failed;
}
