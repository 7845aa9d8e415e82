/*
 * pg_geom.h: the small geometry helpers every scene needs (sizes in
 * points, clamps, rectangles, the glow level). Header-only, static
 * inline, so a scene includes it instead of writing its own copies.
 */
#ifndef PG_GEOM_H
#define PG_GEOM_H

#include <math.h>
#include <stdbool.h>

#include <SDL.h>

#include "pg_app_context.h"

/* Points to renderer pixels at the app's scale (pg_app_px). */
static inline int pg_px(const pg_app *app, float points)
{
	return pg_app_px(app, points);
}

static inline int pg_clampi(int x, int lo, int hi)
{
	return x < lo ? lo : x > hi ? hi : x;
}

static inline float pg_clampf(float x, float lo, float hi)
{
	return x < lo ? lo : x > hi ? hi : x;
}

static inline int pg_mini(int a, int b)
{
	return a < b ? a : b;
}

static inline int pg_maxi(int a, int b)
{
	return a > b ? a : b;
}

/* True when (x, y) is inside r (right and bottom edges excluded). */
static inline bool pg_in_rect(SDL_Rect r, int x, int y)
{
	return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

/* The same for a rect in fractions of a pixel. */
static inline bool pg_in_frect(SDL_FRect r, float x, float y)
{
	return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

static inline int pg_rect_cx(SDL_Rect r)
{
	return r.x + r.w / 2;
}

static inline int pg_rect_cy(SDL_Rect r)
{
	return r.y + r.h / 2;
}

/* r grown by dx on the left and right and dy on top and bottom (shrunk
 * when negative). */
static inline SDL_Rect pg_rect_inset(SDL_Rect r, int dx, int dy)
{
	return (SDL_Rect){r.x + dx, r.y + dy, r.w - 2 * dx, r.h - 2 * dy};
}

/* r grown about its centre to scale times its size (shrunk below 1). */
static inline SDL_Rect pg_rect_scaled(SDL_Rect r, float scale)
{
	return pg_rect_inset(r, -(int)((float)r.w * (scale - 1) / 2),
	                     -(int)((float)r.h * (scale - 1) / 2));
}

static inline SDL_FRect pg_frect(SDL_Rect r)
{
	return (SDL_FRect){(float)r.x, (float)r.y, (float)r.w, (float)r.h};
}

static inline SDL_FRect pg_frect_lerp(SDL_FRect a, SDL_FRect b, float t)
{
	return (SDL_FRect){a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.w + (b.w - a.w) * t,
	                   a.h + (b.h - a.h) * t};
}

/* A rect of size w x h centred on (cx, cy). */
static inline SDL_FRect pg_frect_around(float cx, float cy, float w, float h)
{
	return (SDL_FRect){cx - w / 2, cy - h / 2, w, h};
}

/* r in whole pixels: each of its x, y, w and h rounded to the nearest. */
static inline SDL_Rect pg_rect_round(SDL_FRect r)
{
	return (SDL_Rect){(int)lroundf(r.x), (int)lroundf(r.y), (int)lroundf(r.w),
	                  (int)lroundf(r.h)};
}

/* A square of size pixels centred on (cx, cy), placed to the nearest pixel. */
static inline SDL_Rect pg_rect_square_around(float cx, float cy, int size)
{
	return pg_rect_round(pg_frect_around(cx, cy, (float)size, (float)size));
}

/* How strongly a legal target, a waiting die or the seat to move glows.
 * It used to breathe with the clock; a still screen is no longer redrawn
 * (issue 12), so a breath would stop at whatever phase the last frame
 * caught, sometimes almost dark. A steady glow reads the same every time. */
#define PG_GLOW_LEVEL 0.75f

#endif
