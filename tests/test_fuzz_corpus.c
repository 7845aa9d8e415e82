/*
 * test_fuzz_corpus.c: every input in the fuzz harnesses' seed corpus and
 * every crash a fuzzer found (tests/fuzz/regressions/<harness>/) run
 * through the harness code in the ordinary test suite, so the cases stay
 * checked (under ASan+UBSan in CI) without clang or libFuzzer.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LLVMFuzzerTestOneInput fuzz_save_load
#include "fuzz/fuzz_save_load.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_move_text
#include "fuzz/fuzz_move_text.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_options
#include "fuzz/fuzz_options.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_settings
#include "fuzz/fuzz_settings.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_records
#include "fuzz/fuzz_records.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_stats
#include "fuzz/fuzz_stats.c"
#undef LLVMFuzzerTestOneInput

#ifndef PG_FUZZ_DIR
#error "PG_FUZZ_DIR names tests/fuzz"
#endif

typedef int (*harness_fn)(const uint8_t *data, size_t size);

/* Runs every file of PG_FUZZ_DIR/kind/harness through run; returns how
 * many there were. */
static int replay(const char *kind, const char *harness, harness_fn run)
{
	char dir_path[1024];
	snprintf(dir_path, sizeof dir_path, "%s/%s/%s", PG_FUZZ_DIR, kind, harness);
	DIR *dir = opendir(dir_path);
	if (!dir)
		return 0;
	int count = 0;
	struct dirent *entry;
	while ((entry = readdir(dir))) {
		if (entry->d_name[0] == '.')
			continue;
		char path[2048];
		snprintf(path, sizeof path, "%s/%s", dir_path, entry->d_name);
		FILE *f = fopen(path, "rb");
		assert_non_null(f);
		static uint8_t data[1 << 20];
		size_t size = fread(data, 1, sizeof data, f);
		fclose(f);
		run(data, size);
		count++;
	}
	closedir(dir);
	return count;
}

static void test_save_load_corpus(void **unused)
{
	(void)unused;
	/* A save of each game at several lengths, at the least. */
	assert_true(replay("corpus", "save_load", fuzz_save_load) >= 3 * pg_registry_count());
	replay("regressions", "save_load", fuzz_save_load);
}

static void test_move_text_corpus(void **unused)
{
	(void)unused;
	assert_true(replay("corpus", "move_text", fuzz_move_text) >= pg_registry_count());
	replay("regressions", "move_text", fuzz_move_text);
}

static void test_options_corpus(void **unused)
{
	(void)unused;
	assert_true(replay("corpus", "options", fuzz_options) >= 2 * pg_registry_count());
	replay("regressions", "options", fuzz_options);
}

static void test_settings_corpus(void **unused)
{
	(void)unused;
	assert_true(replay("corpus", "settings", fuzz_settings) >= 1);
	replay("regressions", "settings", fuzz_settings);
}

static void test_records_corpus(void **unused)
{
	(void)unused;
	assert_true(replay("corpus", "records", fuzz_records) >= 1);
	replay("regressions", "records", fuzz_records);
}

static void test_stats_corpus(void **unused)
{
	(void)unused;
	assert_true(replay("corpus", "stats", fuzz_stats) >= 1);
	replay("regressions", "stats", fuzz_stats);
}

/* Every seed save loads (the harness would take a refusal silently): when
 * a game changes its notation, regenerate the corpus (gen_corpus.c). */
static void load_or_fail(const char *path)
{
	char err[512];
	pg_match *match = pg_match_load_file(path, pg_registry_find, err, sizeof err);
	if (!match)
		fail_msg("%s", err);
	pg_match_destroy(match);
}

static void test_seed_saves_load(void **unused)
{
	(void)unused;
	char dir_path[1024];
	snprintf(dir_path, sizeof dir_path, "%s/corpus/save_load", PG_FUZZ_DIR);
	DIR *dir = opendir(dir_path);
	assert_non_null(dir);
	int count = 0;
	struct dirent *entry;
	while ((entry = readdir(dir))) {
		if (entry->d_name[0] == '.')
			continue;
		char path[2048];
		snprintf(path, sizeof path, "%s/%s", dir_path, entry->d_name);
		load_or_fail(path);
		count++;
	}
	closedir(dir);
	assert_true(count >= pg_registry_count());
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_save_load_corpus),
		cmocka_unit_test(test_move_text_corpus),
		cmocka_unit_test(test_options_corpus),
		cmocka_unit_test(test_settings_corpus),
		cmocka_unit_test(test_records_corpus),
		cmocka_unit_test(test_stats_corpus),
		cmocka_unit_test(test_seed_saves_load),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
