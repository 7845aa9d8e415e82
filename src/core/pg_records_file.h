/*
 * pg_records_file.h: a records table (pg_records_text.h) in the save
 * folder, beside the other storage code (pg_storage.h), with no SDL: the
 * kit's pg_records.h draws the table, this keeps it. Reading parses strictly and keeps every line it does not
 * understand, so saving writes them back; writing is the shared atomic
 * write (pg_storage.h). A file that cannot be read at all (a folder,
 * binary, too large) is moved aside, never written over, and the caller
 * gets one sentence for the player saying where it went (issue 13).
 */
#ifndef PG_RECORDS_FILE_H
#define PG_RECORDS_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "pg_records_text.h"

/* pref_dir (ends in a separator, as SDL_GetPrefPath gives it) + name into
 * buf; false when there is no folder or it does not fit. */
bool pg_records_file_path(const char *pref_dir, const char *name, char *buf, size_t size);
/* Reads the table (fresh = -1); no file is an empty table. True when the
 * player must be told something (message): the file could not be read
 * and was moved aside, or was not moved (may_move false: a second copy
 * of the program, which writes nothing in the folder) or could not be,
 * in which case records->frozen is set and pg_records_save refuses, so
 * it is not lost. */
bool pg_records_load(pg_records *records, const char *path, bool may_move, char *message,
                     size_t message_size);
/* Writes the rows and the kept lines; false (with a line on stderr) if
 * the write failed or the table is frozen. */
bool pg_records_save(const pg_records *records, const char *path);

#endif
