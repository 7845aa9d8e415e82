/*
 * pg_assets.h: SVG art from <data dir>/assets rendered to textures at the
 * exact pixel size asked for (IMG_LoadSizedSVG_RW), so it is crisp at any
 * window size or pixel density.
 *
 * Textures are cached by (path, width, height). Rendering an SVG costs
 * milliseconds, so a scene asks for the sizes its layout computed (not a
 * new size every animation frame: to grow or shrink a piece in a tween,
 * draw the layout-size texture into a scaled rectangle with
 * pg_assets_draw_scaled). The app drops the whole cache on every resize.
 * A missing or broken file is reported once on stderr and then drawn as
 * nothing (the caller gets NULL / false and may draw a fallback).
 *
 * Art that can wait (the title cards, the window's backdrop, a board's
 * big textures in the very first frame) is rendered on a worker thread
 * instead, so no frame stalls on it: pg_assets_svg_async and
 * pg_assets_draw_lazy give NULL / false until it is ready (draw a
 * stand-in meanwhile). A pg_assets_svg of art the worker has in hand
 * takes its result (waiting if it is on it now) instead of rendering it
 * again.
 */
#ifndef PG_ASSETS_H
#define PG_ASSETS_H

#include <stdbool.h>

#include <SDL.h>

typedef struct pg_assets pg_assets;

/* assets_dir is "<data dir>/assets". */
pg_assets *pg_assets_create(SDL_Renderer *renderer, const char *assets_dir);
void pg_assets_destroy(pg_assets *assets);

/* The texture of path (relative to assets/, e.g. "title/totem-pole.svg")
 * rendered at width x height pixels; NULL if the file is missing or bad.
 * Owned by the cache: valid until the next pg_assets_drop_all. */
SDL_Texture *pg_assets_svg(pg_assets *assets, const char *path, int width, int height);
/* The texture if it is ready; otherwise NULL, and the worker thread is
 * asked to render it (once). Never renders on the caller's thread. With
 * when_idle the work waits behind everything else asked for (a big
 * backdrop must not hold up the pieces of the first frame). */
SDL_Texture *pg_assets_svg_async(pg_assets *assets, const char *path, int width, int height,
				  bool when_idle);
/* The worker starts work only once released (the app does it when its
 * first frame is up, so the worker never slows that frame down; headless
 * at once). Requests made before wait in the queue. */
void pg_assets_release_worker(pg_assets *assets);
/* An SDL event of this type (0: none) is pushed each time the worker
 * finishes a piece of art, so a loop asleep in SDL_WaitEvent wakes to
 * draw it. */
void pg_assets_set_wake_event(pg_assets *assets, Uint32 event_type);
/* True while the worker has art queued or in hand not yet collected. */
bool pg_assets_busy(pg_assets *assets);
/* True if path at width x height is already in the cache (drawing it
 * costs no rendering). */
bool pg_assets_cached(const pg_assets *assets, const char *path, int width, int height);
/* True if path was tried and is missing or broken. */
bool pg_assets_failed(const pg_assets *assets, const char *path);
/* Draws path rendered at exactly dst's size; false if it could not. */
bool pg_assets_draw(pg_assets *assets, const char *path, SDL_Rect dst);
/* Like pg_assets_draw, for big art a first frame can do without for a
 * moment (a paper texture, a woven tray): during the first frame (before
 * the worker is released), or while the worker is making it, it is only
 * asked for and false is returned, so the caller draws a stand-in; the art
 * arrives a frame or two later. */
bool pg_assets_draw_lazy(pg_assets *assets, const char *path, SDL_Rect dst);
/* Draws the texture made at width x height into dst (any size), with
 * alpha 0..255 and an angle in degrees about dst's centre. */
bool pg_assets_draw_scaled(pg_assets *assets, const char *path, int width, int height,
			   SDL_FRect dst, Uint8 alpha, double angle);
/* The SVG's own size in its units (from its width/height or viewBox), for
 * keeping aspect ratios; false if unknown. */
bool pg_assets_natural_size(pg_assets *assets, const char *path, float *width, float *height);
/* True if the file exists under assets/ (no rendering). */
bool pg_assets_exists(const pg_assets *assets, const char *path);
/* Draws with another renderer from now on (the cache is dropped). */
void pg_assets_set_renderer(pg_assets *assets, SDL_Renderer *renderer);
/* Frees every cached texture (called by the app on resize). */
void pg_assets_drop_all(pg_assets *assets);
/* How many SVG renders happened (for tests and the timing harness). */
long pg_assets_render_count(const pg_assets *assets);

#endif
