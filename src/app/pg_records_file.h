/*
 * pg_records_file.h: a records table (pg_records.h) in the save folder,
 * as text: one "score date" line per row, best first. A file that cannot
 * be read is an empty table; a save writes a temporary file and renames
 * it over the old one, so a crash never leaves half a file.
 */
#ifndef PG_RECORDS_FILE_H
#define PG_RECORDS_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "pg_records.h"

/* pref_dir (ends in a separator, as SDL_GetPrefPath gives it) + name into
 * buf; false when there is no folder or it does not fit. */
bool pg_records_file_path(const char *pref_dir, const char *name, char *buf, size_t size);
/* Reads the table (fresh = -1); lines that do not parse are skipped. */
void pg_records_load(pg_records *records, const char *path);
bool pg_records_save(const pg_records *records, const char *path);

#endif
