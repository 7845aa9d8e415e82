#include "pg_assets.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <SDL_image.h>

#include "pg_datadir.h"

enum { CACHE_SIZE = 192, PATH_SIZE = 160, FAILED_SIZE = 64 };

typedef struct cached_svg {
	char path[PATH_SIZE];
	int width, height;
	SDL_Texture *texture;
	unsigned long last_used;
} cached_svg;

struct pg_assets {
	SDL_Renderer *renderer;
	char dir[PG_DATADIR_PATH_MAX];
	cached_svg cache[CACHE_SIZE];
	unsigned long clock;
	long renders;
	/* Files that failed, so each is reported once and not re-read. */
	char failed[FAILED_SIZE][PATH_SIZE];
	int failed_count;
};

pg_assets *pg_assets_create(SDL_Renderer *renderer, const char *assets_dir)
{
	pg_assets *assets = calloc(1, sizeof *assets);
	if (!assets)
		return NULL;
	assets->renderer = renderer;
	snprintf(assets->dir, sizeof assets->dir, "%s", assets_dir);
	return assets;
}

void pg_assets_drop_all(pg_assets *assets)
{
	for (int i = 0; i < CACHE_SIZE; i++) {
		if (assets->cache[i].texture)
			SDL_DestroyTexture(assets->cache[i].texture);
		memset(&assets->cache[i], 0, sizeof assets->cache[i]);
	}
}

void pg_assets_set_renderer(pg_assets *assets, SDL_Renderer *renderer)
{
	pg_assets_drop_all(assets);
	assets->renderer = renderer;
}

void pg_assets_destroy(pg_assets *assets)
{
	if (!assets)
		return;
	pg_assets_drop_all(assets);
	free(assets);
}

long pg_assets_render_count(const pg_assets *assets)
{
	return assets->renders;
}

bool pg_assets_exists(const pg_assets *assets, const char *path)
{
	char full[PG_DATADIR_PATH_MAX + PATH_SIZE];
	pg_datadir_join(full, sizeof full, assets->dir, path);
	struct stat st;
	return stat(full, &st) == 0 && S_ISREG(st.st_mode);
}

static bool has_failed(const pg_assets *assets, const char *path)
{
	for (int i = 0; i < assets->failed_count; i++)
		if (strcmp(assets->failed[i], path) == 0)
			return true;
	return false;
}

static void mark_failed(pg_assets *assets, const char *path, const char *why)
{
	fprintf(stderr, "potlatch-games: art %s/%s: %s\n", assets->dir, path, why);
	if (assets->failed_count < FAILED_SIZE)
		snprintf(assets->failed[assets->failed_count++], PATH_SIZE, "%s", path);
}

static SDL_Texture *render_svg(pg_assets *assets, const char *path, int width, int height)
{
	char full[PG_DATADIR_PATH_MAX + PATH_SIZE];
	pg_datadir_join(full, sizeof full, assets->dir, path);
	SDL_RWops *rw = SDL_RWFromFile(full, "rb");
	if (!rw) {
		mark_failed(assets, path, "missing");
		return NULL;
	}
	SDL_Surface *surface = IMG_LoadSizedSVG_RW(rw, width, height);
	SDL_RWclose(rw);
	if (!surface) {
		mark_failed(assets, path, IMG_GetError());
		return NULL;
	}
	assets->renders++;
	SDL_Texture *texture = SDL_CreateTextureFromSurface(assets->renderer, surface);
	SDL_FreeSurface(surface);
	if (!texture) {
		mark_failed(assets, path, SDL_GetError());
		return NULL;
	}
	SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
	SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear);
	return texture;
}

SDL_Texture *pg_assets_svg(pg_assets *assets, const char *path, int width, int height)
{
	if (!path || width <= 0 || height <= 0 || strlen(path) >= PATH_SIZE)
		return NULL;
	assets->clock++;
	int free_slot = -1;
	for (int i = 0; i < CACHE_SIZE; i++) {
		cached_svg *c = &assets->cache[i];
		if (!c->texture) {
			if (free_slot < 0)
				free_slot = i;
		} else if (c->width == width && c->height == height &&
			   strcmp(c->path, path) == 0) {
			c->last_used = assets->clock;
			return c->texture;
		}
	}
	if (has_failed(assets, path))
		return NULL;
	SDL_Texture *texture = render_svg(assets, path, width, height);
	if (!texture)
		return NULL;
	if (free_slot < 0) {
		free_slot = 0;
		for (int i = 1; i < CACHE_SIZE; i++)
			if (assets->cache[i].last_used < assets->cache[free_slot].last_used)
				free_slot = i;
	}
	cached_svg *slot = &assets->cache[free_slot];
	if (slot->texture)
		SDL_DestroyTexture(slot->texture);
	snprintf(slot->path, PATH_SIZE, "%s", path);
	slot->width = width;
	slot->height = height;
	slot->texture = texture;
	slot->last_used = assets->clock;
	return texture;
}

bool pg_assets_cached(const pg_assets *assets, const char *path, int width, int height)
{
	for (int i = 0; i < CACHE_SIZE; i++) {
		const cached_svg *c = &assets->cache[i];
		if (c->texture && c->width == width && c->height == height &&
		    strcmp(c->path, path) == 0)
			return true;
	}
	return false;
}

bool pg_assets_failed(const pg_assets *assets, const char *path)
{
	return has_failed(assets, path);
}

bool pg_assets_draw(pg_assets *assets, const char *path, SDL_Rect dst)
{
	SDL_Texture *texture = pg_assets_svg(assets, path, dst.w, dst.h);
	if (!texture)
		return false;
	SDL_SetTextureAlphaMod(texture, 255);
	return SDL_RenderCopy(assets->renderer, texture, NULL, &dst) == 0;
}

bool pg_assets_draw_scaled(pg_assets *assets, const char *path, int width, int height,
			   SDL_FRect dst, Uint8 alpha, double angle)
{
	SDL_Texture *texture = pg_assets_svg(assets, path, width, height);
	if (!texture)
		return false;
	SDL_SetTextureAlphaMod(texture, alpha);
	int rc = SDL_RenderCopyExF(assets->renderer, texture, NULL, &dst, angle, NULL,
				   SDL_FLIP_NONE);
	SDL_SetTextureAlphaMod(texture, 255);
	return rc == 0;
}

/* Reads a number attribute (width="120", viewBox="0 0 120 80") from the
 * SVG's opening tag. */
static bool read_attribute(const char *svg, const char *name, char *out, size_t size)
{
	const char *p = svg;
	size_t n = strlen(name);
	while ((p = strstr(p, name)) != NULL) {
		bool starts = p == svg || p[-1] == ' ' || p[-1] == '\n' || p[-1] == '\t' ||
			      p[-1] == '\r';
		const char *q = p + n;
		while (*q == ' ')
			q++;
		if (starts && *q == '=') {
			q++;
			while (*q == ' ')
				q++;
			if (*q != '"' && *q != '\'')
				return false;
			char quote = *q++;
			const char *end = strchr(q, quote);
			if (!end || (size_t)(end - q) >= size)
				return false;
			memcpy(out, q, (size_t)(end - q));
			out[end - q] = '\0';
			return true;
		}
		p += n;
	}
	return false;
}

bool pg_assets_natural_size(pg_assets *assets, const char *path, float *width, float *height)
{
	char full[PG_DATADIR_PATH_MAX + PATH_SIZE];
	pg_datadir_join(full, sizeof full, assets->dir, path);
	FILE *f = fopen(full, "rb");
	if (!f)
		return false;
	char head[4096];
	size_t n = fread(head, 1, sizeof head - 1, f);
	fclose(f);
	head[n] = '\0';
	char *tag = strstr(head, "<svg");
	if (!tag)
		return false;
	char *close = strchr(tag, '>');
	if (close)
		*close = '\0';
	char value[128];
	float x, y, w, h;
	if (read_attribute(tag, "viewBox", value, sizeof value) &&
	    sscanf(value, "%f%*[ ,]%f%*[ ,]%f%*[ ,]%f", &x, &y, &w, &h) == 4 && w > 0 && h > 0) {
		*width = w;
		*height = h;
		return true;
	}
	char wtext[64], htext[64];
	if (read_attribute(tag, "width", wtext, sizeof wtext) &&
	    read_attribute(tag, "height", htext, sizeof htext) && sscanf(wtext, "%f", &w) == 1 &&
	    sscanf(htext, "%f", &h) == 1 && w > 0 && h > 0) {
		*width = w;
		*height = h;
		return true;
	}
	return false;
}
