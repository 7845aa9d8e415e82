/*
 * pg_datadir.h: finding the data files (assets/, fonts/, sounds/, docs/).
 *
 * Places are tried in this order, and the first that holds
 * fonts/DejaVuSans.ttf wins:
 *   1. the --data-dir flag
 *   2. the environment variable POTLATCH_GAMES_DATA_DIR
 *   3. the install path compiled in (PG_INSTALL_DATA_PATH)
 *   4. <folder of the executable>/<PG_DATADIR_FROM_BINDIR> (an installed
 *      tree moved elsewhere, e.g. bin/../share/potlatch-games)
 *   5. the folder of the executable itself (the build tree, where CMake
 *      puts symlinks to assets/, fonts/, sounds/ and docs/)
 * When none fits, the message lists every place looked, so a broken
 * install says what it is missing instead of opening a blank window.
 */
#ifndef PG_DATADIR_H
#define PG_DATADIR_H

#include <stdbool.h>
#include <stddef.h>

enum { PG_DATADIR_PATH_MAX = 1024, PG_DATADIR_CANDIDATES = 5 };

/* The file whose presence makes a folder the data dir. */
#define PG_DATADIR_MARKER "fonts/DejaVuSans.ttf"
#define PG_DATADIR_ENV "POTLATCH_GAMES_DATA_DIR"

/* The inputs of the lookup; any may be NULL or "" (then skipped). */
typedef struct pg_datadir_inputs {
	const char *flag;         /* --data-dir */
	const char *env;          /* value of POTLATCH_GAMES_DATA_DIR */
	const char *install;      /* PG_INSTALL_DATA_PATH */
	const char *exe_dir;      /* folder of the executable, e.g. SDL_GetBasePath() */
	const char *from_bindir;  /* PG_DATADIR_FROM_BINDIR, relative to exe_dir */
} pg_datadir_inputs;

/* Writes the candidate folders in lookup order; returns how many. */
int pg_datadir_candidates(const pg_datadir_inputs *inputs,
			  char out[PG_DATADIR_CANDIDATES][PG_DATADIR_PATH_MAX]);
/* The lookup over explicit inputs. On success the folder (no trailing
 * slash) is in out; on failure err says which file was wanted and lists
 * every place looked, one per line. */
bool pg_datadir_find_in(const pg_datadir_inputs *inputs, char *out, size_t out_size,
			char *err, size_t err_size);
/* The lookup with the real environment, the compiled-in paths and the
 * executable's folder (needs SDL_GetBasePath, which works before SDL_Init). */
bool pg_datadir_find(const char *flag, char *out, size_t out_size, char *err, size_t err_size);

/* Joins dir and a relative path ("fonts/DejaVuSans.ttf") into out. */
void pg_datadir_join(char *out, size_t out_size, const char *dir, const char *relative);

#endif
