/*
 * pg_records_file.c: reading and writing a records table (see
 * pg_records_file.h).
 */
#include "pg_records_file.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_storage.h"

bool pg_records_file_path(const char *pref_dir, const char *name, char *buf, size_t size)
{
	if (!pref_dir || !pref_dir[0])
		return false;
	int n = snprintf(buf, size, "%s%s", pref_dir, name);
	return n > 0 && (size_t)n < size;
}

void pg_records_load(pg_records *records, const char *path)
{
	records->count = 0;
	records->fresh = -1;
	FILE *f = fopen(path, "r");
	if (!f)
		return;
	char line[128];
	while (records->count < PG_RECORDS_MAX && fgets(line, sizeof line, f)) {
		/* The score in plain digits, range-checked: "%d" would wrap a
		 * 14-digit number into a small one (issue 13, finding 4). */
		char *end = NULL;
		errno = 0;
		long long value = strtoll(line, &end, 10);
		char date[PG_RECORDS_DATE];
		if (end == line || errno == ERANGE || value < INT_MIN || value > INT_MAX ||
		    sscanf(end, " %15s", date) != 1)
			continue;
		int score = (int)value;
		records->score[records->count] = score;
		snprintf(records->date[records->count], PG_RECORDS_DATE, "%s", date);
		records->count++;
	}
	fclose(f);
}

bool pg_records_save(const pg_records *records, const char *path)
{
	/* The shared atomic write (pg_storage.h): a unique temporary file,
	 * fsync, rename, so a crash or a second copy never leaves half a file. */
	char text[PG_RECORDS_MAX * (PG_RECORDS_DATE + 24) + 1];
	size_t used = 0;
	for (int i = 0; i < records->count; i++) {
		int n = snprintf(text + used, sizeof text - used, "%d %s\n", records->score[i],
				 records->date[i]);
		if (n < 0 || (size_t)n >= sizeof text - used)
			return false;
		used += (size_t)n;
	}
	char err[512];
	if (!pg_storage_write(path, text, used, err, sizeof err)) {
		fprintf(stderr, "potlatch-games: %s\n", err);
		return false;
	}
	return true;
}
