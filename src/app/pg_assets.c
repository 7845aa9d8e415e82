#include "pg_assets.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <SDL_image.h>

#include "pg_datadir.h"
#include "pg_storage.h"

enum { CACHE_SIZE = 192, PATH_SIZE = 160, FAILED_SIZE = 64, JOBS = 64 };

typedef struct cached_svg {
	char path[PATH_SIZE];
	int width, height;
	SDL_Texture *texture;
	unsigned long last_used;
} cached_svg;

/* A rasterisation for the worker thread. Textures belong to the renderer's
 * thread, so the worker makes only the surface; the main thread turns it
 * into a texture when it next asks for the art. */
typedef enum job_state { JOB_FREE = 0, JOB_QUEUED, JOB_RUNNING, JOB_DONE } job_state;

typedef struct svg_job {
	job_state state;
	bool discard;         /* dropped while running: the worker frees it */
	char path[PATH_SIZE];
	int width, height;
	uint64_t order;       /* first come, first served; idle work last */
	SDL_Surface *surface; /* JOB_DONE: the result, NULL on failure */
	char error[320]; /* why it failed: names the file and where it was looked for */
} svg_job;

struct pg_assets {
	SDL_Renderer *renderer;
	char dir[PG_DATADIR_PATH_MAX];
	cached_svg cache[CACHE_SIZE];
	unsigned long clock;
	long renders;
	/* Files that failed, so each is reported once and not re-read. */
	char failed[FAILED_SIZE][PATH_SIZE];
	int failed_count;

	/* The worker: started on the first request once released, joined on
	 * destroy. */
	bool released;
	SDL_Thread *worker;
	SDL_mutex *lock;
	SDL_cond *wake;       /* a job was queued, or quit */
	SDL_cond *finished;   /* a job is done */
	bool quit;
	svg_job jobs[JOBS];
	uint64_t job_clock;
	Uint32 wake_event; /* pushed when a job is done (pg_assets_set_wake_event) */
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

static void drop_jobs(pg_assets *assets);

void pg_assets_drop_all(pg_assets *assets)
{
	for (int i = 0; i < CACHE_SIZE; i++) {
		if (assets->cache[i].texture)
			SDL_DestroyTexture(assets->cache[i].texture);
		memset(&assets->cache[i], 0, sizeof assets->cache[i]);
	}
	drop_jobs(assets);
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
	if (assets->worker) {
		SDL_LockMutex(assets->lock);
		assets->quit = true;
		SDL_CondSignal(assets->wake);
		SDL_UnlockMutex(assets->lock);
		SDL_WaitThread(assets->worker, NULL);
	}
	pg_assets_drop_all(assets);
	if (assets->lock)
		SDL_DestroyMutex(assets->lock);
	if (assets->wake)
		SDL_DestroyCond(assets->wake);
	if (assets->finished)
		SDL_DestroyCond(assets->finished);
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

/* Art files are a few hundred kilobytes at most; a larger one is not ours. */
enum { SVG_MAX_BYTES = 8 * 1024 * 1024 };

/* Whether the SVG text ends with its closing tag (trailing space aside):
 * a file cut short would otherwise draw as whatever part of it parsed,
 * often nothing, without a word. */
static bool ends_whole(const char *text, size_t length)
{
	while (length > 0 && (text[length - 1] == ' ' || text[length - 1] == '\n' ||
			      text[length - 1] == '\r' || text[length - 1] == '\t'))
		length--;
	return length >= 6 && memcmp(text + length - 6, "</svg>", 6) == 0;
}

/* why = the sentence; a long path is cut, never overrun. */
static void say(char *why, size_t why_size, const char *format, ...)
{
	va_list args;
	va_start(args, format);
	vsnprintf(why, why_size, format, args);
	va_end(args);
}

/* Reads and rasterises an SVG (any thread); NULL with why on failure. The
 * file is read here, as a regular file of bounded size, before SDL_image
 * sees it: SDL_image trusts the size a stream reports, and a folder in a
 * file's place reports one it then tries to allocate (issue 13, finding 3). */
static SDL_Surface *rasterise(const char *dir, const char *path, int width, int height,
			      char *why, size_t why_size)
{
	char full[PG_DATADIR_PATH_MAX + PATH_SIZE];
	pg_datadir_join(full, sizeof full, dir, path);
	char *text = NULL;
	size_t length = 0;
	switch (pg_storage_read(full, SVG_MAX_BYTES, &text, &length, why, why_size)) {
	case PG_STORAGE_READ_MISSING:
		say(why, why_size, "missing (looked for %s)", full);
		return NULL;
	case PG_STORAGE_READ_BAD:
		return NULL;
	case PG_STORAGE_READ_OK:
		break;
	}
	SDL_Surface *surface = NULL;
	if (length == 0) {
		say(why, why_size, "%s is empty", full);
	} else if (!ends_whole(text, length)) {
		say(why, why_size, "%s is cut short (it does not end with </svg>)", full);
	} else {
		SDL_RWops *rw = SDL_RWFromConstMem(text, (int)length);
		surface = rw ? IMG_LoadSizedSVG_RW(rw, width, height) : NULL;
		if (rw)
			SDL_RWclose(rw);
		if (!surface)
			say(why, why_size, "%s: %s", full, IMG_GetError());
	}
	free(text);
	return surface;
}

/* A rasterised surface into a texture (the renderer's thread); frees the
 * surface. */
static SDL_Texture *upload(pg_assets *assets, const char *path, SDL_Surface *surface)
{
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

static SDL_Texture *render_svg(pg_assets *assets, const char *path, int width, int height)
{
	char why[320];
	SDL_Surface *surface = rasterise(assets->dir, path, width, height, why, sizeof why);
	if (!surface) {
		mark_failed(assets, path, why);
		return NULL;
	}
	return upload(assets, path, surface);
}

static cached_svg *find_cached(pg_assets *assets, const char *path, int width, int height)
{
	for (int i = 0; i < CACHE_SIZE; i++) {
		cached_svg *c = &assets->cache[i];
		if (c->texture && c->width == width && c->height == height &&
		    strcmp(c->path, path) == 0)
			return c;
	}
	return NULL;
}

/* Keeps texture in the cache (evicting the least recently used). */
static void cache_put(pg_assets *assets, const char *path, int width, int height,
		      SDL_Texture *texture)
{
	int slot = -1;
	for (int i = 0; i < CACHE_SIZE && slot < 0; i++)
		if (!assets->cache[i].texture)
			slot = i;
	if (slot < 0) {
		slot = 0;
		for (int i = 1; i < CACHE_SIZE; i++)
			if (assets->cache[i].last_used < assets->cache[slot].last_used)
				slot = i;
	}
	cached_svg *c = &assets->cache[slot];
	if (c->texture)
		SDL_DestroyTexture(c->texture);
	snprintf(c->path, PATH_SIZE, "%s", path);
	c->width = width;
	c->height = height;
	c->texture = texture;
	c->last_used = assets->clock;
}

/* ---- the worker -------------------------------------------------------------------- */

static svg_job *next_job(pg_assets *assets)
{
	svg_job *best = NULL;
	for (int i = 0; i < JOBS; i++) {
		svg_job *j = &assets->jobs[i];
		if (j->state == JOB_QUEUED && (!best || j->order < best->order))
			best = j;
	}
	return best;
}

static int worker_main(void *data)
{
	pg_assets *assets = data;
	SDL_LockMutex(assets->lock);
	while (!assets->quit) {
		svg_job *job = next_job(assets);
		if (!job) {
			SDL_CondWait(assets->wake, assets->lock);
			continue;
		}
		job->state = JOB_RUNNING;
		char path[PATH_SIZE], why[320] = "";
		snprintf(path, sizeof path, "%s", job->path);
		int width = job->width, height = job->height;
		SDL_UnlockMutex(assets->lock);
		SDL_Surface *surface = rasterise(assets->dir, path, width, height, why, sizeof why);
		SDL_LockMutex(assets->lock);
		if (job->discard) {
			SDL_FreeSurface(surface);
			memset(job, 0, sizeof *job);
		} else {
			job->surface = surface;
			snprintf(job->error, sizeof job->error, "%s", why);
			job->state = JOB_DONE;
			if (assets->wake_event) {
				SDL_Event done = {.type = assets->wake_event};
				SDL_PushEvent(&done);
			}
		}
		SDL_CondBroadcast(assets->finished);
	}
	SDL_UnlockMutex(assets->lock);
	return 0;
}

static bool make_lock(pg_assets *assets)
{
	if (!assets->lock)
		assets->lock = SDL_CreateMutex();
	if (!assets->wake)
		assets->wake = SDL_CreateCond();
	if (!assets->finished)
		assets->finished = SDL_CreateCond();
	return assets->lock && assets->wake && assets->finished;
}

static bool start_worker(pg_assets *assets)
{
	if (assets->worker || !assets->released)
		return true;
	assets->worker = SDL_CreateThread(worker_main, "pg-svg", assets);
	return assets->worker != NULL;
}

/* The job for path at width x height, or NULL (call with the lock held). */
static svg_job *find_job(pg_assets *assets, const char *path, int width, int height)
{
	for (int i = 0; i < JOBS; i++) {
		svg_job *j = &assets->jobs[i];
		if (j->state != JOB_FREE && !j->discard && j->width == width &&
		    j->height == height && strcmp(j->path, path) == 0)
			return j;
	}
	return NULL;
}

/* True if the worker has path at width x height in hand or queued. */
static bool job_pending(pg_assets *assets, const char *path, int width, int height)
{
	SDL_LockMutex(assets->lock);
	bool pending = find_job(assets, path, width, height) != NULL;
	SDL_UnlockMutex(assets->lock);
	return pending;
}

/* A finished job's result into the cache (lock held); frees the job. */
static SDL_Texture *collect(pg_assets *assets, svg_job *job)
{
	SDL_Texture *texture = NULL;
	if (job->surface) {
		texture = upload(assets, job->path, job->surface);
		if (texture)
			cache_put(assets, job->path, job->width, job->height, texture);
	} else {
		mark_failed(assets, job->path, job->error);
	}
	memset(job, 0, sizeof *job);
	return texture;
}

static void drop_jobs(pg_assets *assets)
{
	if (!assets->lock)
		return;
	SDL_LockMutex(assets->lock);
	for (int i = 0; i < JOBS; i++) {
		svg_job *j = &assets->jobs[i];
		if (j->state == JOB_RUNNING) {
			j->discard = true;
		} else {
			SDL_FreeSurface(j->surface);
			memset(j, 0, sizeof *j);
		}
	}
	SDL_UnlockMutex(assets->lock);
}

/* Takes the worker's result for path at width x height if there is one
 * (waiting if it is being made now); false if there is no job for it. A
 * queued job is taken back for the caller to render itself. */
static bool take_job(pg_assets *assets, const char *path, int width, int height,
		     SDL_Texture **texture)
{
	if (!assets->lock)
		return false;
	SDL_LockMutex(assets->lock);
	svg_job *job = find_job(assets, path, width, height);
	while (job && job->state == JOB_RUNNING) {
		SDL_CondWait(assets->finished, assets->lock);
		job = find_job(assets, path, width, height);
	}
	bool taken = false;
	if (job && job->state == JOB_DONE) {
		*texture = collect(assets, job);
		taken = true;
	} else if (job) {
		memset(job, 0, sizeof *job);
	}
	SDL_UnlockMutex(assets->lock);
	return taken;
}

/* Queues path at width x height for the worker, or collects its result:
 * the texture when it is ready, else NULL. */
static SDL_Texture *request(pg_assets *assets, const char *path, int width, int height,
			    bool when_idle)
{
	if (!path || width <= 0 || height <= 0 || strlen(path) >= PATH_SIZE)
		return NULL;
	assets->clock++;
	cached_svg *c = find_cached(assets, path, width, height);
	if (c) {
		c->last_used = assets->clock;
		return c->texture;
	}
	if (has_failed(assets, path) || !make_lock(assets) || !start_worker(assets))
		return NULL;
	SDL_Texture *texture = NULL;
	SDL_LockMutex(assets->lock);
	svg_job *job = find_job(assets, path, width, height);
	if (job && job->state == JOB_DONE) {
		texture = collect(assets, job);
	} else if (!job) {
		for (int i = 0; i < JOBS && !job; i++)
			if (assets->jobs[i].state == JOB_FREE)
				job = &assets->jobs[i];
		if (job) {
			memset(job, 0, sizeof *job);
			job->state = JOB_QUEUED;
			snprintf(job->path, PATH_SIZE, "%s", path);
			job->width = width;
			job->height = height;
			job->order = ++assets->job_clock + (when_idle ? (uint64_t)1 << 40 : 0);
			SDL_CondSignal(assets->wake);
		}
	}
	SDL_UnlockMutex(assets->lock);
	return texture;
}

void pg_assets_release_worker(pg_assets *assets)
{
	if (assets->released)
		return;
	assets->released = true;
	if (pg_assets_busy(assets))
		start_worker(assets);
}

SDL_Texture *pg_assets_svg_async(pg_assets *assets, const char *path, int width, int height,
				  bool when_idle)
{
	return request(assets, path, width, height, when_idle);
}

void pg_assets_set_wake_event(pg_assets *assets, Uint32 event_type)
{
	assets->wake_event = event_type;
}

bool pg_assets_busy(pg_assets *assets)
{
	if (!assets->lock)
		return false;
	SDL_LockMutex(assets->lock);
	bool busy = false;
	for (int i = 0; i < JOBS && !busy; i++)
		busy = assets->jobs[i].state != JOB_FREE && !assets->jobs[i].discard;
	SDL_UnlockMutex(assets->lock);
	return busy;
}

SDL_Texture *pg_assets_svg(pg_assets *assets, const char *path, int width, int height)
{
	if (!path || width <= 0 || height <= 0 || strlen(path) >= PATH_SIZE)
		return NULL;
	assets->clock++;
	cached_svg *c = find_cached(assets, path, width, height);
	if (c) {
		c->last_used = assets->clock;
		return c->texture;
	}
	if (has_failed(assets, path))
		return NULL;
	SDL_Texture *texture = NULL;
	if (take_job(assets, path, width, height, &texture))
		return texture;
	texture = render_svg(assets, path, width, height);
	if (texture)
		cache_put(assets, path, width, height, texture);
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

bool pg_assets_draw_lazy(pg_assets *assets, const char *path, SDL_Rect dst)
{
	SDL_Texture *texture = NULL;
	if (!assets->released || (assets->lock && job_pending(assets, path, dst.w, dst.h)))
		texture = request(assets, path, dst.w, dst.h, false);
	else
		texture = pg_assets_svg(assets, path, dst.w, dst.h);
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
