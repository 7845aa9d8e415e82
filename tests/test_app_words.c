/*
 * test_app_words.c: the saved games and the statistics name seats in the
 * player's language.
 *
 * A saved game's list of players: the saved games' rows (Load..., the
 * title) named an AI seat by the command line's word for its level,
 * capitalised, with a translated "AI" after it: the pseudo-locale showed
 * "[Normal ÅÎ ~]", the level in English. The level and "AI" now come translated together, as
 * the past games and the seat panels have them.
 *
 * A statistics row of a hot-seat game: its key keeps the seat's English
 * name ("seat:Red"), and the row showed it as it is ("[Red, ĥöţ šéåţ ~~~~]").
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "pg_history.h"
#include "pg_i18n.h"
#include "pg_match.h"
#include "pg_options.h"
#include "pg_registry.h"
#include "pg_saves.h"

/* The players' line of a fresh Totem Pole save with these seats. */
static void players_line(const char *seats, char *out, size_t size)
{
	char dir[] = "/tmp/pg-saves-words-XXXXXX";
	assert_non_null(mkdtemp(dir));
	const pg_game *game = pg_registry_find("totem-pole");
	assert_non_null(game);
	pg_options options;
	pg_options_default(game, &options);
	options.players = 3;
	pg_match *match = pg_match_create(game, &options, 7);
	assert_non_null(match);
	snprintf(match->seats, sizeof match->seats, "%s", seats);
	char path[128], err[256];
	snprintf(path, sizeof path, "%s/totem-pole.save", dir);
	assert_true(pg_match_save_file(match, path, err, sizeof err));
	pg_match_destroy(match);
	pg_save_info info;
	assert_true(pg_saves_read_info(path, &info));
	assert_false(info.damaged);
	snprintf(out, size, "%s", info.players);
	remove(path);
	rmdir(dir);
}

static void english_line_is_unchanged(void **unused)
{
	(void)unused;
	pg_i18n_set_pseudo(false);
	char line[160];
	players_line("human,normal,hard", line, sizeof line);
	assert_string_equal(line, "3 players: a person, Normal AI, Hard AI");
	players_line("easy,human,human", line, sizeof line);
	assert_string_equal(line, "3 players: Easy AI, a person, a person");
}

static void every_word_is_translated(void **unused)
{
	(void)unused;
	pg_i18n_set_pseudo(true);
	char line[160];
	players_line("human,normal,hard", line, sizeof line);
	static const char *const english[] = {"Normal", "Hard", "person", "players"};
	for (size_t i = 0; i < sizeof english / sizeof english[0]; i++)
		if (strstr(line, english[i]))
			fail_msg("'%s' stays English in \"%s\"", english[i], line);
	static const char *const shown[] = {"Normal AI", "Hard AI", "a person"};
	for (size_t i = 0; i < sizeof shown / sizeof shown[0]; i++) {
		char word[64];
		pg_i18n_pseudo_text(shown[i], word, sizeof word);
		if (!strstr(line, word))
			fail_msg("\"%s\" does not show '%s'", line, word);
	}
	pg_i18n_set_pseudo(false);
}

static void hot_seat_rows_name_the_seat_translated(void **unused)
{
	(void)unused;
	char label[128], red[32];
	pg_i18n_set_pseudo(false);
	pg_history_key_label("seat:Red", label, sizeof label);
	assert_string_equal(label, "Red, hot seat");
	pg_i18n_set_pseudo(true);
	pg_history_key_label("seat:Red", label, sizeof label);
	pg_i18n_pseudo_text("Red", red, sizeof red);
	if (strstr(label, "Red") || !strstr(label, red))
		fail_msg("the seat is not translated in \"%s\"", label);
	pg_i18n_set_pseudo(false);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(english_line_is_unchanged),
	    cmocka_unit_test(every_word_is_translated),
	    cmocka_unit_test(hot_seat_rows_name_the_seat_translated),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
