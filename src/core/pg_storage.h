/*
 * pg_storage.h: the one way Potlatch Games writes and reads a player's
 * files (saves, settings, records), and the lock on the folder they live in.
 *
 * Every write is atomic: the bytes go to a fresh temporary file in the same
 * folder (a unique name from mkstemp, so two writers never share one), are
 * flushed to the disk (fsync), renamed over the old file in one step, and
 * the folder itself is flushed so the rename survives a power cut. A crash
 * or a kill at any instant leaves either the old file or the new one, whole.
 *
 * Reads refuse what is not a regular file (a directory, a device) and what
 * is larger than the caller allows, with a sentence naming the file.
 *
 * A file that cannot be read or parsed is never silently replaced: the
 * caller moves it aside (pg_storage_keep_aside) to NAME.bad-YYYYMMDD-HHMMSS
 * and tells the player where it went.
 *
 * The folder lock is an fcntl write lock on a small file in the folder,
 * held for the life of the program: a second copy of the program finds it
 * taken and knows not to write. The kernel drops it when the holder exits,
 * however it exits (even SIGKILL), so there is never a stale lock to clear.
 *
 * POSIX only, no SDL: the match (src/core) saves through it too.
 */
#ifndef PG_STORAGE_H
#define PG_STORAGE_H

#include <stdbool.h>
#include <stddef.h>

/* The lock file's name inside the folder. */
#define PG_STORAGE_LOCK_NAME "potlatch-games.lock"

/* Writes length bytes to path atomically (see above). False with a
 * sentence naming the file in err; the old file is then as it was and no
 * temporary file is left behind. */
bool pg_storage_write(const char *path, const void *data, size_t length, char *err,
		      size_t err_size);

typedef enum pg_storage_read_result {
	PG_STORAGE_READ_OK,
	PG_STORAGE_READ_MISSING, /* no such file: not an error for most callers */
	PG_STORAGE_READ_BAD,     /* exists but cannot be read: err says why */
} pg_storage_read_result;

/* Reads the whole regular file at path, at most max_bytes, into a malloc'd
 * buffer with a NUL after the last byte (*text; *length without the NUL).
 * An empty file reads as "". A directory, a device, a file larger than
 * max_bytes or a read error is PG_STORAGE_READ_BAD with err naming it. */
pg_storage_read_result pg_storage_read(const char *path, size_t max_bytes, char **text,
				       size_t *length, char *err, size_t err_size);

/* Renames path to "path.bad-YYYYMMDD-HHMMSS" (local time; "-2", "-3" ...
 * appended if that is taken) and writes the new path into moved_to. False
 * with err if the rename failed (the file is then where it was). */
bool pg_storage_keep_aside(const char *path, char *moved_to, size_t moved_size, char *err,
			   size_t err_size);

typedef enum pg_storage_lock_result {
	PG_STORAGE_LOCKED,       /* this process now holds the folder */
	PG_STORAGE_LOCK_TAKEN,   /* another process holds it: do not write */
	PG_STORAGE_LOCK_FAILED,  /* no lock could be made (err says why) */
} pg_storage_lock_result;

/* Takes the folder's lock without waiting. On PG_STORAGE_LOCKED *fd is the
 * open lock file, to keep until pg_storage_unlock; otherwise *fd is -1. */
pg_storage_lock_result pg_storage_lock(const char *dir, int *fd, char *err, size_t err_size);
void pg_storage_unlock(int fd);

/* Removes temporary files a killed writer left in dir ("NAME.tmp-XXXXXX").
 * Only call it while holding the folder's lock: then no write is under way.
 * Returns how many were removed. */
int pg_storage_sweep_temporaries(const char *dir);

#endif
