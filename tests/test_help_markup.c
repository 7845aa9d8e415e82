/*
 * test_help_markup: the help pages' markup (src/core/pg_help_markup.c),
 * and every help and background page of every game: each parses, names
 * no developer's words, and each of its position pictures is a real,
 * legal position (an illegal= move really is refused, a legal= move
 * really is allowed). A rules change that breaks a picture fails here.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "pg_help_markup.h"
#include "pg_registry.h"

static pg_help_doc parse(const char *text)
{
	pg_help_doc doc;
	assert_true(pg_help_parse(text, &doc));
	return doc;
}

static void headings_paragraphs_and_lists(void **state)
{
	(void)state;
	pg_help_doc doc = parse("# Title\n\nOne line\nand the next, *softly* and **boldly**.\n\n"
				"- a bullet\n  going on\n  - deeper\n3. third\n---\n<!-- a\nnote -->\n## Two\n");
	assert_int_equal(doc.count, 7);
	assert_int_equal(doc.blocks[0].kind, PG_HELP_H1);
	assert_string_equal(doc.blocks[0].text, "Title");
	assert_int_equal(doc.blocks[1].kind, PG_HELP_PARAGRAPH);
	assert_string_equal(doc.blocks[1].text, "One line and the next, softly and **boldly**.");
	assert_int_equal(doc.blocks[2].kind, PG_HELP_BULLET);
	assert_string_equal(doc.blocks[2].text, "a bullet going on");
	assert_int_equal(doc.blocks[3].depth, 1);
	assert_int_equal(doc.blocks[4].kind, PG_HELP_NUMBERED);
	assert_int_equal(doc.blocks[4].number, 3);
	assert_int_equal(doc.blocks[5].kind, PG_HELP_RULE);
	assert_int_equal(doc.blocks[6].kind, PG_HELP_H2);
	pg_help_free(&doc);
}

/* Tables keep their cells (not "a · b" lines), know their header row, and
 * two tables apart are two tables. */
static void tables_keep_their_cells(void **state)
{
	(void)state;
	pg_help_doc doc = parse("| Size | Points |\n| --- | --- |\n| Small | 1 |\n| Large | `3` |\n\n"
				"| A |\n|---|\n| b |\n");
	assert_int_equal(doc.count, 5);
	assert_int_equal(doc.blocks[0].kind, PG_HELP_TABLE_ROW);
	assert_true(doc.blocks[0].header);
	assert_string_equal(doc.blocks[0].text, "Size\tPoints");
	assert_false(doc.blocks[1].header);
	assert_string_equal(doc.blocks[2].text, "Large\t3");
	assert_int_equal(doc.blocks[2].table, 0);
	assert_true(doc.blocks[3].header);
	assert_int_equal(doc.blocks[4].table, 1);
	pg_help_free(&doc);
}

static void picture_addresses(void **state)
{
	(void)state;
	pg_help_doc doc = parse("![Two *pyramids*](position:totem-pole?seed=7&options=players=2"
				"&moves=first:0;roll:SM&legal=S+dM)\n![Art](art:title/kloone.svg)\n"
				"![Bad](position:kloone?colour=red)\n![Worse](ftp:x)\n");
	assert_int_equal(doc.count, 4);
	const pg_help_block *b = &doc.blocks[0];
	assert_int_equal(b->kind, PG_HELP_PICTURE);
	assert_string_equal(b->text, "Two pyramids");
	assert_string_equal(b->problem, "");
	assert_int_equal(b->picture->kind, PG_HELP_PICTURE_POSITION);
	assert_string_equal(b->picture->game_id, "totem-pole");
	assert_int_equal(b->picture->seed, 7);
	assert_string_equal(b->picture->options, "players=2");
	assert_string_equal(b->picture->moves, "first:0;roll:SM");
	assert_int_equal(b->picture->mark, PG_HELP_MARK_LEGAL);
	assert_string_equal(b->picture->marked_move, "S+dM");
	assert_int_equal(doc.blocks[1].picture->kind, PG_HELP_PICTURE_ART);
	assert_string_equal(doc.blocks[1].picture->art, "title/kloone.svg");
	assert_non_null(strstr(doc.blocks[2].problem, "colour"));
	assert_non_null(strstr(doc.blocks[3].problem, "ftp:x"));
	pg_help_free(&doc);
}

static pg_match *picture(const char *address, char *err, size_t size)
{
	pg_help_picture_spec spec;
	assert_true(pg_help_picture_parse(address, &spec, err, size));
	return pg_help_picture_match(&spec, pg_registry_find, err, size);
}

/* A picture whose moves are wrong says which move and why; so does a
 * legal= move that is not legal and an illegal= move that is. */
static void wrong_pictures_say_why(void **state)
{
	(void)state;
	char err[512];
	pg_match *m = picture("position:totem-pole?seed=1&moves=first:0;roll:L;coup", err, sizeof err);
	assert_null(m);
	assert_non_null(strstr(err, "coup"));
	assert_null(picture("position:totem-pole?seed=1&moves=first:0;roll:L&legal=coup", err,
			    sizeof err));
	assert_non_null(strstr(err, "not legal"));
	assert_null(picture("position:totem-pole?seed=1&moves=first:0;roll:L&illegal=L", err,
			    sizeof err));
	assert_non_null(strstr(err, "legal there"));
	assert_null(picture("position:no-such-game?seed=1", err, sizeof err));
	assert_non_null(strstr(err, "no-such-game"));
	m = picture("position:totem-pole?seed=1&moves=first:0;roll:L&legal=L", err, sizeof err);
	assert_non_null(m);
	assert_int_equal(m->history_count, 3); /* the legal= move is played */
	pg_match_destroy(m);
	m = picture("position:totem-pole?seed=1&moves=first:0;roll:L&illegal=coup", err, sizeof err);
	assert_non_null(m);
	assert_int_equal(m->history_count, 2);
	pg_match_destroy(m);
}

static void developer_words(void **state)
{
	(void)state;
	assert_null(pg_help_developer_word("Roll the die and place a pyramid."));
	assert_string_equal(pg_help_developer_word("As THE BOOK says"), "the book");
	assert_string_equal(pg_help_developer_word("hex (1,-1) in axial terms"), "axial");
	assert_string_equal(pg_help_developer_word("the project decided"), "the project");
}

static char *read_page(const char *folder, const char *id)
{
	const char *root = getenv("POTLATCH_GAMES_DATA_DIR");
	char path[1024];
	snprintf(path, sizeof path, "%s/%s/%s.md", root ? root : ".", folder, id);
	FILE *f = fopen(path, "rb");
	if (!f)
		fail_msg("missing page %s", path);
	static char buffer[256 * 1024];
	size_t n = fread(buffer, 1, sizeof buffer - 1, f);
	fclose(f);
	buffer[n] = '\0';
	return buffer;
}

/* Every game has both pages; each parses into headings, text and at least
 * one picture, shows no developer's words, and every picture is right. */
static void every_page_of_every_game(void **state)
{
	(void)state;
	static const char *const folders[] = {"docs/help", "docs/culture"};
	for (int g = 0; g < pg_registry_count(); g++) {
		const char *id = pg_registry_at(g)->id;
		for (int f = 0; f < 2; f++) {
			pg_help_doc doc = parse(read_page(folders[f], id));
			assert_true(doc.count > 5);
			assert_int_equal(doc.blocks[0].kind, PG_HELP_H1);
			int positions = 0, marks[3] = {0};
			for (int i = 0; i < doc.count; i++) {
				const pg_help_block *b = &doc.blocks[i];
				const char *word = pg_help_developer_word(b->text);
				if (word)
					fail_msg("%s/%s.md shows \"%s\": %s", folders[f], id, word, b->text);
				if (b->kind != PG_HELP_PICTURE)
					continue;
				if (b->problem[0])
					fail_msg("%s/%s.md: %s", folders[f], id, b->problem);
				if (b->picture->kind != PG_HELP_PICTURE_POSITION)
					continue;
				char err[512];
				pg_match *m = pg_help_picture_match(b->picture, pg_registry_find, err,
								    sizeof err);
				if (!m)
					fail_msg("%s/%s.md, \"%s\": %s", folders[f], id, b->text, err);
				pg_match_destroy(m);
				positions++;
				marks[b->picture->mark]++;
			}
			if (f == 0) { /* the help: a position, a legal and an illegal move */
				assert_true(positions >= 2);
				assert_true(marks[PG_HELP_MARK_LEGAL] >= 1);
				assert_true(marks[PG_HELP_MARK_ILLEGAL] >= 1);
			}
			pg_help_free(&doc);
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(headings_paragraphs_and_lists),
		cmocka_unit_test(tables_keep_their_cells),
		cmocka_unit_test(picture_addresses),
		cmocka_unit_test(wrong_pictures_say_why),
		cmocka_unit_test(developer_words),
		cmocka_unit_test(every_page_of_every_game),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
