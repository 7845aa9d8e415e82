/*
 * pg_records_file.c: reading and writing a records table (see
 * pg_records_file.h).
 */
#include "pg_records_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_storage.h"
#include "pg_i18n.h"

bool pg_records_file_path(const char *pref_dir, const char *name, char *buf, size_t size)
{
	if (!pref_dir || !pref_dir[0])
		return false;
	int n = snprintf(buf, size, "%s%s", pref_dir, name);
	return n > 0 && (size_t)n < size;
}

bool pg_records_load(pg_records *records, const char *path, bool may_move, char *message,
                     size_t message_size)
{
	pg_records_clear(records);
	records->frozen = false;
	char *text = NULL, why[1200] = "";
	size_t length = 0;
	switch (pg_storage_read(path, PG_RECORDS_TEXT_MAX, &text, &length, why, sizeof why)) {
	case PG_STORAGE_READ_MISSING:
		return false;
	case PG_STORAGE_READ_OK:
		switch (pg_records_text_parse(records, text, length)) {
		case PG_RECORDS_TEXT_OK:
			free(text);
			return false;
		case PG_RECORDS_TEXT_BINARY:
			snprintf(why, sizeof why, _("%s is not a text file"), path);
			break;
		case PG_RECORDS_TEXT_TOO_BIG:
			snprintf(why, sizeof why, _("%s is too large"), path);
			break;
		}
		break;
	case PG_STORAGE_READ_BAD:
		break;
	}
	free(text);
	/* Nothing of it could be read: keep it whole under another name, so
	 * the next save starts a new file instead of writing over it. */
	char moved[1300], err[1300];
	if (!may_move) {
		records->frozen = true;
		snprintf(message, message_size, _("The best scores could not be read (%s)."), why);
	} else if (pg_storage_keep_aside(path, moved, sizeof moved, err, sizeof err)) {
		/* The whole reason, with both paths, goes to stderr; the player's
		 * sentence must fit a toast, so it names the kept file by its
		 * name alone (it is beside the old one). */
		fprintf(stderr, "potlatch-games: %s; kept as %s\n", why, moved);
		const char *slash = strrchr(moved, '/');
		snprintf(message, message_size,
		         _("Your best scores could not be read. The file was kept as %s in the "
		           "same folder; a new table starts."),
		         slash ? slash + 1 : moved);
	} else {
		records->frozen = true;
		snprintf(message, message_size,
		         _("The best scores could not be read (%s) and could not be moved aside "
		           "(%s), so scores will not be saved."),
		         why, err);
	}
	return true;
}

bool pg_records_save(const pg_records *records, const char *path)
{
	if (records->frozen) {
		fprintf(stderr, "potlatch-games: %s is damaged and kept; not writing over it\n",
		        path);
		return false;
	}
	static char text[PG_RECORDS_TEXT_FORMAT_MAX];
	size_t used = pg_records_text_format(records, text, sizeof text);
	if (used >= sizeof text)
		return false;
	/* The shared atomic write (pg_storage.h): a unique temporary file,
	 * fsync, rename, so a crash or a second copy never leaves half a file. */
	char err[512];
	if (!pg_storage_write(path, text, used, err, sizeof err)) {
		fprintf(stderr, "potlatch-games: %s\n", err);
		return false;
	}
	return true;
}
