/*
 * test_i18n.c: the translation calls and the pseudo-locale (longer text in
 * brackets, printf conversions and newlines kept, pointers that stay).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_i18n.h"

static size_t utf8_characters(const char *s)
{
	size_t n = 0;
	for (; *s; s++)
		n += ((unsigned char)*s & 0xC0) != 0x80;
	return n;
}

static void test_english_passes_through(void **unused)
{
	(void)unused;
	pg_i18n_set_pseudo(false);
	const char *text = "Seat the guest";
	assert_ptr_equal(_(text), text);
	assert_string_equal(P_("one guest", "%d guests", 1), "one guest");
	assert_string_equal(P_("one guest", "%d guests", 0), "%d guests");
	assert_string_equal(P_("one guest", "%d guests", 7), "%d guests");
	assert_string_equal(N_("table"), "table");
	assert_null(_(NULL));
	assert_string_equal(_(""), "");
}

static void test_pseudo_text_is_longer_accented_and_bracketed(void **unused)
{
	(void)unused;
	char out[256];
	size_t length = pg_i18n_pseudo_text("Seat the guest", out, sizeof out);
	assert_int_equal(length, strlen(out));
	assert_string_equal(out, "[\xC5\xA0\xC3\xA9\xC3\xA5\xC5\xA3 \xC5\xA3\xC4\xA5\xC3\xA9 "
	                         "\xC4\x9D\xC3\xBB\xC3\xA9\xC5\xA1\xC5\xA3 ~~~~~]");
	/* 14 characters become at least 14 * 4 / 3 inside the brackets. */
	assert_true(utf8_characters(out) - 2 >= 14 * 4 / 3);
	assert_int_equal(utf8_characters(out), 1 + 14 + 1 + 5 + 1);
	/* A long line's padding breaks into words of six. */
	char long_line[256];
	pg_i18n_pseudo_text("abcdefghijklmnopqrstuvwxyz abcdefghijklm", long_line,
	                    sizeof long_line);
	assert_non_null(strstr(long_line, " ~~~~~~ ~~~~~~ ~~]"));
	/* Every ASCII letter of this text has an accented stand-in. */
	for (const char *s = out; *s; s++)
		assert_false((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z'));
}

static void test_pseudo_keeps_conversions_and_newlines(void **unused)
{
	(void)unused;
	char out[256];
	pg_i18n_pseudo_text("%d points for %s, %2$s and 100%%\nnext line %-3lu", out,
	                    sizeof out);
	assert_non_null(strstr(out, "%d "));
	assert_non_null(strstr(out, " %s,"));
	assert_non_null(strstr(out, "%2$s"));
	assert_non_null(strstr(out, "100%%"));
	assert_non_null(strstr(out, "%-3lu"));
	assert_int_equal(out[0], '[');
	assert_int_equal(out[strlen(out) - 1], ']');
	/* One newline, each line padded on its own. */
	char *newline = strchr(out, '\n');
	assert_non_null(newline);
	assert_null(strchr(newline + 1, '\n'));
	assert_int_equal(newline[-1], '~');
	assert_non_null(strstr(out, " ~"));
	/* A pseudo format still formats the same arguments. */
	pg_i18n_set_pseudo(true);
	char formatted[256];
	snprintf(formatted, sizeof formatted, _("%d of %s"), 3, "Wolf");
	assert_non_null(strstr(formatted, "3 "));
	assert_non_null(strstr(formatted, "Wolf"));
	pg_i18n_set_pseudo(false);
}

static void test_pseudo_cut_short_stays_whole_characters(void **unused)
{
	(void)unused;
	char out[6];
	size_t need = pg_i18n_pseudo_text("easy", out, sizeof out);
	assert_true(need > sizeof out);
	/* "[" + "é" (2 bytes) + "å" (2 bytes) fits in 5; "š" would not. */
	assert_string_equal(out, "[\xC3\xA9\xC3\xA5");
	assert_int_equal(pg_i18n_pseudo_text("easy", NULL, 0), need);
}

static void test_pseudo_results_are_interned(void **unused)
{
	(void)unused;
	pg_i18n_set_pseudo(true);
	char copy[] = "Your turn";
	const char *first = _("Your turn");
	assert_ptr_not_equal(first, copy);
	assert_ptr_equal(_(copy), first);
	/* A pseudo text translated again is left as it is. */
	assert_ptr_equal(_(first), first);
	assert_string_equal(P_("one guest", "%d guests", 1), _("one guest"));
	assert_ptr_equal(P_("one guest", "%d guests", 2), _("%d guests"));
	/* Many strings: the table grows and the first pointer still holds. */
	char key[32];
	for (int i = 0; i < 5000; i++) {
		snprintf(key, sizeof key, "label %d", i);
		assert_non_null(strstr(_(key), " ~~~"));
	}
	assert_ptr_equal(_("Your turn"), first);
	assert_string_equal(first, "[\xC3\x9D\xC3\xB6\xC3\xBB\xC5\x95 \xC5\xA3\xC3\xBB\xC5\x95"
	                           "\xC3\xB1 ~~~]");
	pg_i18n_set_pseudo(false);
	assert_string_equal(_("Your turn"), "Your turn");
}

static void *translate_many(void *arg)
{
	const char **seen = arg;
	char key[32];
	for (int i = 0; i < 2000; i++) {
		snprintf(key, sizeof key, "shared %d", i % 300);
		const char *text = _(key);
		if (i < 300)
			seen[i] = text;
		else if (seen[i % 300] != text)
			return (void *)1;
	}
	return NULL;
}

static void test_pseudo_from_several_threads(void **unused)
{
	(void)unused;
	pg_i18n_set_pseudo(true);
	enum { THREADS = 4 };
	pthread_t threads[THREADS];
	const char *seen[THREADS][300];
	for (int t = 0; t < THREADS; t++)
		assert_int_equal(pthread_create(&threads[t], NULL, translate_many, seen[t]), 0);
	for (int t = 0; t < THREADS; t++) {
		void *result = NULL;
		pthread_join(threads[t], &result);
		assert_null(result);
	}
	/* Every thread got the same interned copy of each string. */
	for (int i = 0; i < 300; i++)
		for (int t = 1; t < THREADS; t++)
			assert_ptr_equal(seen[t][i], seen[0][i]);
	pg_i18n_set_pseudo(false);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_english_passes_through),
	    cmocka_unit_test(test_pseudo_text_is_longer_accented_and_bracketed),
	    cmocka_unit_test(test_pseudo_keeps_conversions_and_newlines),
	    cmocka_unit_test(test_pseudo_cut_short_stays_whole_characters),
	    cmocka_unit_test(test_pseudo_results_are_interned),
	    cmocka_unit_test(test_pseudo_from_several_threads),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
