/*
 * pg_records_file.c: reading and writing a records table (see
 * pg_records_file.h).
 */
#include "pg_records_file.h"

#include <stdio.h>
#include <string.h>

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
		int score;
		char date[PG_RECORDS_DATE];
		if (sscanf(line, "%d %15s", &score, date) != 2)
			continue;
		records->score[records->count] = score;
		snprintf(records->date[records->count], PG_RECORDS_DATE, "%s", date);
		records->count++;
	}
	fclose(f);
}

bool pg_records_save(const pg_records *records, const char *path)
{
	char tmp[4200];
	int n = snprintf(tmp, sizeof tmp, "%s.tmp", path);
	if (n < 0 || (size_t)n >= sizeof tmp)
		return false;
	FILE *f = fopen(tmp, "w");
	if (!f)
		return false;
	bool ok = true;
	for (int i = 0; i < records->count; i++)
		ok &= fprintf(f, "%d %s\n", records->score[i], records->date[i]) > 0;
	ok &= fclose(f) == 0;
	if (!ok || rename(tmp, path) != 0) {
		remove(tmp);
		return false;
	}
	return true;
}
