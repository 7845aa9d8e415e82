#include "pg_datadir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <SDL.h>

#ifndef PG_INSTALL_DATA_PATH
#define PG_INSTALL_DATA_PATH ""
#endif
#ifndef PG_DATADIR_FROM_BINDIR
#define PG_DATADIR_FROM_BINDIR ""
#endif

void pg_datadir_join(char *out, size_t out_size, const char *dir, const char *relative)
{
	size_t n = strlen(dir);
	bool slash = n > 0 && dir[n - 1] == '/';
	if (!relative || !*relative)
		snprintf(out, out_size, "%.*s", (int)(slash && n > 1 ? n - 1 : n), dir);
	else
		snprintf(out, out_size, "%s%s%s", dir, slash ? "" : "/", relative);
}

static bool is_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

int pg_datadir_candidates(const pg_datadir_inputs *inputs,
			  char out[PG_DATADIR_CANDIDATES][PG_DATADIR_PATH_MAX])
{
	int count = 0;
	const char *direct[] = {inputs->flag, inputs->env, inputs->install};
	for (size_t i = 0; i < sizeof direct / sizeof direct[0]; i++)
		if (direct[i] && *direct[i])
			pg_datadir_join(out[count++], PG_DATADIR_PATH_MAX, direct[i], NULL);
	if (inputs->exe_dir && *inputs->exe_dir) {
		if (inputs->from_bindir && *inputs->from_bindir)
			pg_datadir_join(out[count++], PG_DATADIR_PATH_MAX, inputs->exe_dir,
					inputs->from_bindir);
		pg_datadir_join(out[count++], PG_DATADIR_PATH_MAX, inputs->exe_dir, NULL);
	}
	return count;
}

bool pg_datadir_find_in(const pg_datadir_inputs *inputs, char *out, size_t out_size, char *err,
			size_t err_size)
{
	char candidates[PG_DATADIR_CANDIDATES][PG_DATADIR_PATH_MAX];
	int count = pg_datadir_candidates(inputs, candidates);
	for (int i = 0; i < count; i++) {
		char marker[PG_DATADIR_PATH_MAX + 32];
		pg_datadir_join(marker, sizeof marker, candidates[i], PG_DATADIR_MARKER);
		if (is_file(marker)) {
			snprintf(out, out_size, "%s", candidates[i]);
			return true;
		}
	}
	int used = snprintf(err, err_size,
			    "cannot find the game's data (the file " PG_DATADIR_MARKER
			    ") in any of these places:");
	for (int i = 0; i < count && used >= 0 && (size_t)used < err_size; i++)
		used += snprintf(err + used, err_size - (size_t)used, "\n  %s", candidates[i]);
	if (count == 0 && used >= 0 && (size_t)used < err_size)
		snprintf(err + used, err_size - (size_t)used, "\n  (no place was given)");
	if (used >= 0 && (size_t)used < err_size)
		snprintf(err + strlen(err), err_size - strlen(err),
			 "\nUse --data-dir DIR or set " PG_DATADIR_ENV ".");
	return false;
}

bool pg_datadir_find(const char *flag, char *out, size_t out_size, char *err, size_t err_size)
{
	char *base = SDL_GetBasePath();
	pg_datadir_inputs inputs = {
		.flag = flag,
		.env = getenv(PG_DATADIR_ENV),
		.install = PG_INSTALL_DATA_PATH,
		.exe_dir = base,
		.from_bindir = PG_DATADIR_FROM_BINDIR,
	};
	bool ok = pg_datadir_find_in(&inputs, out, out_size, err, err_size);
	/* Passing over a place the player named is worth a word. */
	const char *named = flag && *flag ? flag : inputs.env;
	char named_clean[PG_DATADIR_PATH_MAX];
	if (ok && named && *named) {
		pg_datadir_join(named_clean, sizeof named_clean, named, NULL);
		if (strcmp(named_clean, out) != 0)
			fprintf(stderr, "potlatch-games: %s has no " PG_DATADIR_MARKER "; using %s\n",
				named_clean, out);
	}
	SDL_free(base);
	return ok;
}
