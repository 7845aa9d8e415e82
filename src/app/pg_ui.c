#include "pg_ui.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "pg_app_context.h"
#include "pg_geom.h"

static const float PI_F = 3.14159265f;

const pg_theme pg_ui_theme = {
	.background = {38, 25, 19, 255},
	.background_2 = {52, 35, 26, 255},
	.panel = {74, 50, 37, 255},
	.panel_edge = {112, 78, 56, 255},
	.panel_hover = {92, 63, 46, 255},
	.text = {244, 231, 207, 255},
	.text_dim = {196, 178, 152, 255},
	.accent = {182, 100, 46, 255},
	.accent_hover = {206, 122, 62, 255},
	.accent_text = {255, 246, 228, 255},
	.good = {132, 178, 108, 255},
	.bad = {214, 96, 78, 255},
	.shadow = {0, 0, 0, 70},
	.scrim = {20, 12, 8, 180},
};

const pg_seat_style pg_ui_seat_styles[PG_UI_SEAT_STYLES] = {
	PG_SEAT_RED, PG_SEAT_BLUE, PG_SEAT_GREEN, PG_SEAT_YELLOW, PG_SEAT_PURPLE, PG_SEAT_WHITE,
};

const pg_seat_style *pg_ui_palette_find(const char *name)
{
	for (int i = 0; name && i < PG_UI_SEAT_STYLES; i++)
		if (strcmp(pg_ui_seat_styles[i].name, name) == 0)
			return &pg_ui_seat_styles[i];
	return NULL;
}

/* ---- colour ---------------------------------------------------------------- */

void pg_ui_set_color(SDL_Renderer *renderer, SDL_Color color)
{
	SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a);
	SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE
							     : SDL_BLENDMODE_BLEND);
}

SDL_Color pg_ui_rgba(Uint8 r, Uint8 g, Uint8 b, Uint8 a)
{
	SDL_Color c = {r, g, b, a};
	return c;
}

static Uint8 mix_channel(Uint8 a, Uint8 b, float t)
{
	return (Uint8)lroundf((float)a + ((float)b - (float)a) * t);
}

SDL_Color pg_ui_mix(SDL_Color a, SDL_Color b, float t)
{
	t = t < 0 ? 0 : t > 1 ? 1 : t;
	SDL_Color c = {mix_channel(a.r, b.r, t), mix_channel(a.g, b.g, t),
		       mix_channel(a.b, b.b, t), mix_channel(a.a, b.a, t)};
	return c;
}

SDL_Color pg_ui_with_alpha(SDL_Color color, Uint8 alpha)
{
	color.a = alpha;
	return color;
}

/* ---- shapes ---------------------------------------------------------------- */

void pg_ui_fill_rect(SDL_Renderer *renderer, SDL_Rect rect, SDL_Color color)
{
	pg_ui_set_color(renderer, color);
	SDL_RenderFillRect(renderer, &rect);
}

enum { MAX_OUTLINE = 4 * 17 };

static int corner_steps(float r)
{
	return r < 3 ? 1 : r < 10 ? 4 : r < 30 ? 8 : 16;
}

/* cosf and sinf without the hair they miss 0 by at a quarter turn
 * (PI_F is not pi): a corner's end then lies on its pixel row exactly;
 * a hair above it, SDL's software rasterizer dropped the row under the
 * thin first triangle (a dark dash by a panel's corner at 960x600). */
static float cos_exact(float a)
{
	float c = cosf(a);
	return fabsf(c) < 1e-5f ? 0 : c;
}

static float sin_exact(float a)
{
	float s = sinf(a);
	return fabsf(s) < 1e-5f ? 0 : s;
}

static SDL_Vertex vertex(float x, float y, SDL_Color c)
{
	SDL_Vertex v = {{x, y}, c, {0, 0}};
	return v;
}

/* Triangles gathered for one SDL_RenderGeometry call: under a software GL
 * (llvmpipe) every call costs the frame more than its pixels, so a rounded
 * rectangle's four corners, or a shadow's twelve, go in one call. Room for
 * twelve quarter rings of the finest steps (a shadow's three rings). */
enum { BATCH_VERTICES = 12 * 34, BATCH_INDICES = 12 * 16 * 6 };

typedef struct tri_batch {
	SDL_Vertex v[BATCH_VERTICES];
	int idx[BATCH_INDICES];
	int vertices, indices;
} tri_batch;

static void batch_triangle(tri_batch *b, int first, int a, int c, int d)
{
	b->idx[b->indices++] = first + a;
	b->idx[b->indices++] = first + c;
	b->idx[b->indices++] = first + d;
}

static void batch_draw(SDL_Renderer *renderer, const tri_batch *b)
{
	if (b->indices == 0)
		return;
	SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
	SDL_RenderGeometry(renderer, NULL, b->v, b->vertices, b->idx, b->indices);
}

/* Fills a convex polygon as a fan around its centroid. */
static void fill_convex(SDL_Renderer *renderer, const SDL_FPoint *points, int n, SDL_Color color)
{
	SDL_Vertex vertices[MAX_OUTLINE + 1];
	int indices[MAX_OUTLINE * 3];
	float sx = 0, sy = 0;
	for (int i = 0; i < n; i++) {
		sx += points[i].x;
		sy += points[i].y;
		vertices[i + 1] = vertex(points[i].x, points[i].y, color);
	}
	vertices[0] = vertex(sx / (float)n, sy / (float)n, color);
	for (int i = 0; i < n; i++) {
		indices[i * 3] = 0;
		indices[i * 3 + 1] = i + 1;
		indices[i * 3 + 2] = (i + 1) % n + 1;
	}
	SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
	SDL_RenderGeometry(renderer, NULL, vertices, n + 1, indices, n * 3);
}

/* A quarter disc as a fan around (cx, cy), from angle a0 over a quarter
 * turn. */
static void batch_quarter(tri_batch *b, float cx, float cy, float r, float a0, SDL_Color color)
{
	int steps = corner_steps(r);
	int first = b->vertices;
	b->v[b->vertices++] = vertex(cx, cy, color);
	for (int i = 0; i <= steps; i++) {
		float a = a0 + (PI_F / 2) * (float)i / (float)steps;
		b->v[b->vertices++] = vertex(cx + r * cos_exact(a), cy + r * sin_exact(a), color);
	}
	for (int i = 0; i < steps; i++)
		batch_triangle(b, first, 0, i + 1, i + 2);
}

/* A quarter ring between radii r_in and r_out around (cx, cy). */
static void batch_quarter_ring(tri_batch *b, float cx, float cy, float r_out, float r_in,
			       float a0, SDL_Color color)
{
	int steps = corner_steps(r_out);
	int first = b->vertices;
	for (int i = 0; i <= steps; i++) {
		float a = a0 + (PI_F / 2) * (float)i / (float)steps;
		float c = cos_exact(a), sn = sin_exact(a);
		b->v[b->vertices++] = vertex(cx + r_out * c, cy + r_out * sn, color);
		b->v[b->vertices++] = vertex(cx + r_in * c, cy + r_in * sn, color);
	}
	for (int i = 0; i < steps; i++) {
		batch_triangle(b, first, i * 2, i * 2 + 2, i * 2 + 1);
		batch_triangle(b, first, i * 2 + 1, i * 2 + 2, i * 2 + 3);
	}
}

/* The radius a rounded rect of this size can take. */
static int fit_radius(SDL_Rect rect, int radius)
{
	int r = radius;
	if (r > rect.w / 2)
		r = rect.w / 2;
	if (r > rect.h / 2)
		r = rect.h / 2;
	return r;
}

void pg_ui_fill_rounded(SDL_Renderer *renderer, SDL_Rect rect, int radius, SDL_Color color)
{
	if (rect.w <= 0 || rect.h <= 0)
		return;
	int r = fit_radius(rect, radius);
	if (r <= 1) {
		pg_ui_fill_rect(renderer, rect, color);
		return;
	}
	/* Rectangles for the body (the renderers' fast path, which matters
	 * for the software renderer) and fans for the corners only. */
	pg_ui_set_color(renderer, color);
	SDL_Rect body[3] = {{rect.x + r, rect.y, rect.w - 2 * r, rect.h},
			    {rect.x, rect.y + r, r, rect.h - 2 * r},
			    {rect.x + rect.w - r, rect.y + r, r, rect.h - 2 * r}};
	SDL_RenderFillRects(renderer, body, 3);
	float fr = (float)r;
	float left = (float)(rect.x + r), right = (float)(rect.x + rect.w - r);
	float top = (float)(rect.y + r), bottom = (float)(rect.y + rect.h - r);
	tri_batch corners;
	corners.vertices = corners.indices = 0;
	batch_quarter(&corners, left, top, fr, PI_F, color);
	batch_quarter(&corners, right, top, fr, PI_F * 1.5f, color);
	batch_quarter(&corners, right, bottom, fr, 0, color);
	batch_quarter(&corners, left, bottom, fr, PI_F / 2, color);
	batch_draw(renderer, &corners);
}

/* A band between two outlines with the same number of points. */
static void fill_ring(SDL_Renderer *renderer, const SDL_FPoint *outer, const SDL_FPoint *inner,
		      int n, SDL_Color color)
{
	SDL_Vertex vertices[MAX_OUTLINE * 2];
	int indices[MAX_OUTLINE * 6];
	for (int i = 0; i < n; i++) {
		vertices[i * 2] = vertex(outer[i].x, outer[i].y, color);
		vertices[i * 2 + 1] = vertex(inner[i].x, inner[i].y, color);
	}
	for (int i = 0; i < n; i++) {
		int a = i * 2, b = i * 2 + 1, c = ((i + 1) % n) * 2, d = c + 1;
		int *t = &indices[i * 6];
		t[0] = a, t[1] = c, t[2] = b;
		t[3] = b, t[4] = c, t[5] = d;
	}
	SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
	SDL_RenderGeometry(renderer, NULL, vertices, n * 2, indices, n * 6);
}

/* A rounded outline's four sides, drawn now as rectangles, and its four
 * corners, added to the batch. */
static void stroke_rounded_into(SDL_Renderer *renderer, tri_batch *corners, SDL_Rect rect,
				int radius, int thickness, SDL_Color color)
{
	if (rect.w <= 0 || rect.h <= 0 || thickness <= 0)
		return;
	int r = fit_radius(rect, radius);
	if (r < thickness)
		r = thickness;
	int t = thickness;
	pg_ui_set_color(renderer, color);
	SDL_Rect sides[4] = {{rect.x + r, rect.y, rect.w - 2 * r, t},
			     {rect.x + r, rect.y + rect.h - t, rect.w - 2 * r, t},
			     {rect.x, rect.y + r, t, rect.h - 2 * r},
			     {rect.x + rect.w - t, rect.y + r, t, rect.h - 2 * r}};
	SDL_RenderFillRects(renderer, sides, 4);
	float fr = (float)r, fi = (float)(r - t);
	float left = (float)(rect.x + r), right = (float)(rect.x + rect.w - r);
	float top = (float)(rect.y + r), bottom = (float)(rect.y + rect.h - r);
	batch_quarter_ring(corners, left, top, fr, fi, PI_F, color);
	batch_quarter_ring(corners, right, top, fr, fi, PI_F * 1.5f, color);
	batch_quarter_ring(corners, right, bottom, fr, fi, 0, color);
	batch_quarter_ring(corners, left, bottom, fr, fi, PI_F / 2, color);
}

void pg_ui_stroke_rounded(SDL_Renderer *renderer, SDL_Rect rect, int radius, int thickness,
			  SDL_Color color)
{
	tri_batch corners;
	corners.vertices = corners.indices = 0;
	stroke_rounded_into(renderer, &corners, rect, radius, thickness, color);
	batch_draw(renderer, &corners);
}

static int circle_points(SDL_FPoint *out, float cx, float cy, float r)
{
	int n = r < 4 ? 12 : r < 16 ? 24 : r < 60 ? 40 : MAX_OUTLINE;
	for (int i = 0; i < n; i++) {
		float a = 2 * PI_F * (float)i / (float)n;
		out[i].x = cx + r * cos_exact(a);
		out[i].y = cy + r * sin_exact(a);
	}
	return n;
}

void pg_ui_fill_circle(SDL_Renderer *renderer, float cx, float cy, float radius, SDL_Color color)
{
	if (radius <= 0)
		return;
	SDL_FPoint points[MAX_OUTLINE];
	int n = circle_points(points, cx, cy, radius);
	fill_convex(renderer, points, n, color);
}

void pg_ui_stroke_circle(SDL_Renderer *renderer, float cx, float cy, float radius,
			 float thickness, SDL_Color color)
{
	if (radius <= 0 || thickness <= 0)
		return;
	SDL_FPoint outer[MAX_OUTLINE], inner[MAX_OUTLINE];
	int n = circle_points(outer, cx, cy, radius);
	for (int i = 0; i < n; i++) {
		float a = 2 * PI_F * (float)i / (float)n;
		float r = radius - thickness > 0 ? radius - thickness : 0;
		inner[i].x = cx + r * cos_exact(a);
		inner[i].y = cy + r * sin_exact(a);
	}
	fill_ring(renderer, outer, inner, n, color);
}

void pg_ui_shadow(SDL_Renderer *renderer, SDL_Rect rect, int radius, int spread)
{
	/* Three soft rings, a little below the rect as if lit from above.
	 * Only the rings are drawn (what covers the rect is drawn over it
	 * anyway), which keeps big panels cheap on the software renderer. */
	int step = spread / 3 > 0 ? spread / 3 : 1;
	int drop = step;
	SDL_Rect base = {rect.x, rect.y + drop, rect.w, rect.h};
	pg_ui_fill_rect(renderer, (SDL_Rect){rect.x + radius / 2, rect.y + rect.h, rect.w - radius,
					     drop},
			pg_ui_rgba(0, 0, 0, 40));
	tri_batch corners;
	corners.vertices = corners.indices = 0;
	for (int i = 1; i <= 3; i++) {
		int grow = step * i;
		SDL_Rect ring = {base.x - grow, base.y - grow, base.w + 2 * grow, base.h + 2 * grow};
		stroke_rounded_into(renderer, &corners, ring, radius + grow, step,
				    pg_ui_rgba(0, 0, 0, (Uint8)(46 - i * 12)));
	}
	batch_draw(renderer, &corners);
}

void pg_ui_panel(SDL_Renderer *renderer, SDL_Rect rect, int radius)
{
	const pg_theme *t = &pg_ui_theme;
	int spread = radius > 4 ? radius : 4;
	pg_ui_shadow(renderer, rect, radius, spread);
	pg_ui_fill_rounded(renderer, rect, radius, t->panel);
	/* A lighter line just inside the top edge, as if lit from above. */
	int inset = radius > 2 ? radius : 2;
	SDL_Rect bevel = {rect.x + inset, rect.y + 2, rect.w - 2 * inset, 1};
	pg_ui_fill_rect(renderer, bevel, pg_ui_rgba(255, 236, 210, 40));
	pg_ui_stroke_rounded(renderer, rect, radius, radius > 8 ? 2 : 1, t->panel_edge);
}

/* The backdrop as pixels: a vertical gradient, lighter a little above the
 * middle like a lamp over a table, with faint grain lines. */
static SDL_Texture *make_backdrop(SDL_Renderer *renderer, int w, int h)
{
	SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
	if (!surface)
		return NULL;
	const pg_theme *t = &pg_ui_theme;
	static const float grain[][2] = {{0.07f, 0.004f}, {0.16f, 0.002f}, {0.31f, 0.005f},
					 {0.38f, 0.002f}, {0.52f, 0.003f}, {0.64f, 0.006f},
					 {0.71f, 0.002f}, {0.83f, 0.004f}, {0.93f, 0.003f}};
	for (int y = 0; y < h; y++) {
		float f = (float)y / (float)(h > 1 ? h - 1 : 1);
		float k = f < 0.45f ? f / 0.45f : (1 - f) / 0.55f;
		SDL_Color c = pg_ui_mix(t->background, t->background_2, k);
		for (size_t i = 0; i < sizeof grain / sizeof grain[0]; i++) {
			int top = (int)(grain[i][0] * (float)h);
			if (y >= top && y <= top + (int)(grain[i][1] * (float)h))
				c = pg_ui_mix(c, pg_ui_rgba(0, 0, 0, 255), i % 2 ? 0.025f : 0.04f);
		}
		Uint32 pixel = SDL_MapRGBA(surface->format, c.r, c.g, c.b, 255);
		Uint32 *row = (Uint32 *)((Uint8 *)surface->pixels + y * surface->pitch);
		for (int x = 0; x < w; x++)
			row[x] = pixel;
	}
	SDL_Texture *texture = SDL_CreateTextureFromSurface(renderer, surface);
	SDL_FreeSurface(surface);
	if (texture)
		SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE);
	return texture;
}

/* The plain backdrop, kept for the moments before the art is ready (and
 * should the art be missing). */
static void draw_gradient_backdrop(pg_app *app)
{
	if (app->backdrop && (app->backdrop_w != app->width || app->backdrop_h != app->height)) {
		SDL_DestroyTexture(app->backdrop);
		app->backdrop = NULL;
	}
	if (!app->backdrop) {
		app->backdrop = make_backdrop(app->renderer, app->width, app->height);
		app->backdrop_w = app->width;
		app->backdrop_h = app->height;
	}
	if (app->backdrop)
		SDL_RenderCopy(app->renderer, app->backdrop, NULL, NULL);
	else
		pg_ui_fill_rect(app->renderer, (SDL_Rect){0, 0, app->width, app->height},
				pg_ui_theme.background);
}

/* The backdrop art covers the window: rendered at the size that fills it
 * (keeping its proportions), the overflow cut off evenly on two sides. */
static void backdrop_cover(pg_app *app, int *w, int *h, SDL_Rect *crop)
{
	if (app->backdrop_art_w <= 0 &&
	    !pg_assets_natural_size(app->assets, PG_UI_BACKDROP_ART, &app->backdrop_art_w,
				    &app->backdrop_art_h))
		app->backdrop_art_w = app->backdrop_art_h = -1;
	float aw = app->backdrop_art_w > 0 ? app->backdrop_art_w : (float)app->width;
	float ah = app->backdrop_art_h > 0 ? app->backdrop_art_h : (float)app->height;
	float sx = (float)app->width / aw, sy = (float)app->height / ah;
	float scale = sx > sy ? sx : sy;
	*w = (int)(aw * scale + 0.999f);
	*h = (int)(ah * scale + 0.999f);
	if (*w < app->width)
		*w = app->width;
	if (*h < app->height)
		*h = app->height;
	*crop = (SDL_Rect){(*w - app->width) / 2, (*h - app->height) / 2, app->width, app->height};
}

/* How long the backdrop art takes to fade in once it is ready. */
static const double BACKDROP_FADE_SECONDS = 0.35;

bool pg_ui_background(pg_app *app)
{
	if (app->plain_backdrop) {
		draw_gradient_backdrop(app);
		return true;
	}
	int w, h;
	SDL_Rect crop;
	backdrop_cover(app, &w, &h, &crop);
	/* Headless (a screenshot, a test) the art is made at once; in a
	 * window the worker thread makes it, behind everything else, and
	 * fades it in over the cleared window when it is ready (a frame or
	 * two after the first, which so costs nothing). Should the art be
	 * missing, the gradient takes its place. */
	SDL_Texture *art = app->headless
				   ? pg_assets_svg(app->assets, PG_UI_BACKDROP_ART, w, h)
				   : pg_assets_svg_async(app->assets, PG_UI_BACKDROP_ART, w, h, true);
	float fade = 1;
	if (art && !app->headless) {
		if (app->backdrop_art_since < 0)
			app->backdrop_art_since = app->time;
		fade = (float)((app->time - app->backdrop_art_since) / BACKDROP_FADE_SECONDS);
		if (fade < 1)
			pg_app_request_redraw(app); /* fading in */
	}
	if (!art && pg_assets_failed(app->assets, PG_UI_BACKDROP_ART))
		draw_gradient_backdrop(app);
	if (art) {
		/* The art is opaque: once faded in it is copied, not blended,
		 * which with the software renderer is several times cheaper. */
		SDL_SetTextureBlendMode(art, fade < 1 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE);
		SDL_SetTextureAlphaMod(art, fade < 1 ? (Uint8)(255 * (fade > 0 ? fade : 0)) : 255);
		SDL_RenderCopy(app->renderer, art, &crop, NULL);
		SDL_SetTextureAlphaMod(art, 255);
	}
	return art ? fade >= 1 : pg_assets_failed(app->assets, PG_UI_BACKDROP_ART);
}

void pg_ui_scrim(pg_app *app)
{
	SDL_Rect all = {0, 0, app->width, app->height};
	pg_ui_fill_rect(app->renderer, all, pg_ui_theme.scrim);
}

/* ---- seat swatches ----------------------------------------------------------- */

static void thick_line(SDL_Renderer *renderer, float x0, float y0, float x1, float y1, float width,
		       SDL_Color color)
{
	float dx = x1 - x0, dy = y1 - y0;
	float length = sqrtf(dx * dx + dy * dy);
	if (length <= 0)
		return;
	float nx = -dy / length * width / 2, ny = dx / length * width / 2;
	SDL_Vertex v[4] = {vertex(x0 + nx, y0 + ny, color), vertex(x1 + nx, y1 + ny, color),
			   vertex(x0 - nx, y0 - ny, color), vertex(x1 - nx, y1 - ny, color)};
	int idx[6] = {0, 1, 2, 2, 1, 3};
	SDL_RenderGeometry(renderer, NULL, v, 4, idx, 6);
}

void pg_ui_draw_pattern(SDL_Renderer *renderer, SDL_Rect rect, const pg_seat_style *style)
{
	SDL_Rect old_clip;
	SDL_bool clipped = SDL_RenderIsClipEnabled(renderer);
	SDL_RenderGetClipRect(renderer, &old_clip);
	SDL_Rect clip = rect;
	if (clipped)
		SDL_IntersectRect(&old_clip, &rect, &clip);
	SDL_RenderSetClipRect(renderer, &clip);
	SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
	SDL_Color ink = pg_ui_with_alpha(style->ink, 150);
	float x = (float)rect.x, y = (float)rect.y, w = (float)rect.w, h = (float)rect.h;
	float unit = fmaxf(4.0f, fminf(w, h) / 4.0f);
	switch (style->pattern) {
	case PG_PATTERN_STRIPES:
		for (float s = -h; s < w; s += unit)
			thick_line(renderer, x + s, y + h, x + s + h, y, unit * 0.32f, ink);
		break;
	case PG_PATTERN_DOTS:
		for (float cy = y + unit / 2; cy < y + h; cy += unit)
			for (float cx = x + unit / 2; cx < x + w; cx += unit)
				pg_ui_fill_circle(renderer, cx, cy, unit * 0.2f, ink);
		break;
	case PG_PATTERN_CHECKS: {
		int row = 0;
		for (float cy = y; cy < y + h; cy += unit, row++) {
			int col = 0;
			for (float cx = x; cx < x + w; cx += unit, col++)
				if ((row + col) % 2 == 0) {
					SDL_Rect sq = {(int)cx, (int)cy, (int)ceilf(unit), (int)ceilf(unit)};
					pg_ui_fill_rect(renderer, sq, pg_ui_with_alpha(style->ink, 80));
				}
		}
		break;
	}
	case PG_PATTERN_RINGS:
		pg_ui_stroke_circle(renderer, x + w / 2, y + h / 2, fminf(w, h) * 0.32f,
				    fmaxf(1.5f, unit * 0.22f), ink);
		break;
	case PG_PATTERN_BARS:
		for (float cy = y + unit * 0.35f; cy < y + h; cy += unit) {
			SDL_Rect bar = {rect.x, (int)cy, rect.w, (int)fmaxf(1, unit * 0.3f)};
			pg_ui_fill_rect(renderer, bar, ink);
		}
		break;
	case PG_PATTERN_SOLID:
	default:
		break;
	}
	SDL_RenderSetClipRect(renderer, clipped ? &old_clip : NULL);
}

void pg_ui_draw_swatch(SDL_Renderer *renderer, SDL_Rect rect, int radius,
		       const pg_seat_style *style)
{
	pg_ui_fill_rounded(renderer, rect, radius, style->fill);
	int inset = radius / 3;
	SDL_Rect inner = {rect.x + inset, rect.y + inset, rect.w - 2 * inset, rect.h - 2 * inset};
	pg_ui_draw_pattern(renderer, inner, style);
	int edge = rect.h > 30 ? 2 : 1;
	pg_ui_stroke_rounded(renderer, rect, radius, edge, style->dark);
}

/* ---- widgets ------------------------------------------------------------------ */

int pg_ui_widget_text_size(int height)
{
	int size = height * 2 / 5;
	return size < 10 ? 10 : size;
}

bool pg_button_input(pg_button *button, const pg_input_event *event)
{
	if (button->hidden)
		return false;
	bool inside = pg_in_rect(button->rect, event->x, event->y);
	switch (event->kind) {
	case PG_INPUT_HOVER:
	case PG_INPUT_DRAG_MOVE:
		button->hovered = inside;
		return false;
	case PG_INPUT_PRESS:
		button->hovered = inside;
		button->pressed = inside && !button->disabled && event->button == SDL_BUTTON_LEFT;
		return false;
	case PG_INPUT_CLICK:
	case PG_INPUT_DROP: {
		bool hit = button->pressed && inside && !button->disabled;
		button->pressed = false;
		return hit;
	}
	case PG_INPUT_DRAG_CANCEL:
		button->pressed = false;
		return false;
	default:
		return false;
	}
}

void pg_button_draw(pg_app *app, const pg_button *button)
{
	if (button->hidden)
		return;
	const pg_theme *t = &pg_ui_theme;
	SDL_Renderer *r = app->renderer;
	SDL_Rect rect = button->rect;
	int radius = rect.h / 4;
	SDL_Color fill = t->panel, edge = t->panel_edge, ink = t->text;
	bool hot = button->hovered && !button->disabled;
	switch (button->kind) {
	case PG_BUTTON_PRIMARY:
		fill = hot ? t->accent_hover : t->accent;
		edge = pg_ui_mix(t->accent, pg_ui_rgba(255, 220, 180, 255), 0.35f);
		ink = t->accent_text;
		break;
	case PG_BUTTON_QUIET:
		fill = hot ? t->panel_hover : pg_ui_rgba(0, 0, 0, 0);
		edge = hot ? t->panel_edge : pg_ui_rgba(0, 0, 0, 0);
		break;
	case PG_BUTTON_NORMAL:
	default:
		fill = hot ? t->panel_hover : t->panel;
		break;
	}
	if (button->selected) {
		fill = pg_ui_mix(fill, t->accent, 0.45f);
		edge = t->accent_hover;
	}
	if (button->disabled && button->kind != PG_BUTTON_QUIET) {
		/* The edge fades with the fill: a bright edge reads as "press me". */
		fill = pg_ui_mix(fill, t->background, 0.5f);
		edge = pg_ui_mix(edge, t->background, 0.6f);
	}
	if (button->disabled) {
		ink = t->text_dim;
		ink.a = 120;
	}
	if (button->pressed && hot)
		rect.y += 1;
	if (button->kind != PG_BUTTON_QUIET && !button->disabled)
		pg_ui_shadow(r, rect, radius, pg_app_px(app, 3));
	pg_ui_fill_rounded(r, rect, radius, fill);
	if (edge.a)
		pg_ui_stroke_rounded(r, rect, radius, pg_app_px(app, 1.5f), edge);
	if (button->focused)
		pg_ui_stroke_rounded(r, (SDL_Rect){rect.x - 3, rect.y - 3, rect.w + 6, rect.h + 6},
				     radius + 3, 2, t->accent_hover);
	int size = pg_ui_widget_text_size(rect.h);
	int text_x = rect.x + rect.w / 2;
	if (button->icon) {
		int icon = rect.h * 3 / 5;
		int label_w = 0;
		if (button->label)
			pg_text_measure(app->text, button->label, size, PG_FONT_BOLD, &label_w, NULL);
		int gap = button->label ? rect.h / 5 : 0;
		int left = rect.x + (rect.w - icon - gap - label_w) / 2;
		SDL_Rect dst = {left, rect.y + (rect.h - icon) / 2, icon, icon};
		pg_assets_draw(app->assets, button->icon, dst);
		text_x = left + icon + gap + label_w / 2;
	}
	if (button->label)
		pg_text_draw_fit(app->text, button->label, text_x, rect.y + rect.h / 2,
				 rect.w - rect.h / 2, size, PG_FONT_BOLD, ink,
				 PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
}

int pg_button_width(pg_app *app, const char *label, int h, int least)
{
	int w = 0;
	pg_text_measure(app->text, label, h * 2 / 5, PG_FONT_BOLD, &w, NULL);
	w += h * 4 / 5;
	return w > least ? w : least;
}

bool pg_toggle_input(pg_toggle *toggle, const pg_input_event *event)
{
	bool inside = pg_in_rect(toggle->rect, event->x, event->y);
	if (event->kind == PG_INPUT_HOVER)
		toggle->hovered = inside;
	if (event->kind == PG_INPUT_CLICK && inside && !toggle->disabled &&
	    event->button == SDL_BUTTON_LEFT && pg_in_rect(toggle->rect, event->start_x,
								 event->start_y)) {
		toggle->on = !toggle->on;
		return true;
	}
	return false;
}

static void row_label(pg_app *app, SDL_Rect rect, const char *label, bool disabled)
{
	if (!label)
		return;
	SDL_Color ink = disabled ? pg_ui_theme.text_dim : pg_ui_theme.text;
	pg_text_draw(app->text, label, rect.x, rect.y + rect.h / 2, pg_ui_widget_text_size(rect.h),
		     PG_FONT_REGULAR, ink, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
}

void pg_toggle_draw(pg_app *app, const pg_toggle *toggle)
{
	const pg_theme *t = &pg_ui_theme;
	SDL_Rect rect = toggle->rect;
	if (toggle->hovered && !toggle->disabled)
		pg_ui_fill_rounded(app->renderer, rect, rect.h / 4, pg_ui_rgba(255, 240, 220, 12));
	row_label(app, (SDL_Rect){rect.x + rect.h / 4, rect.y, rect.w, rect.h}, toggle->label,
		  toggle->disabled);
	int track_h = rect.h / 2, track_w = track_h * 2;
	SDL_Rect track = {rect.x + rect.w - track_w - rect.h / 4, rect.y + (rect.h - track_h) / 2,
			  track_w, track_h};
	pg_ui_fill_rounded(app->renderer, track, track_h / 2,
			   toggle->on ? t->accent : pg_ui_mix(t->panel, t->background, 0.5f));
	pg_ui_stroke_rounded(app->renderer, track, track_h / 2, 1, t->panel_edge);
	float knob_r = (float)track_h * 0.38f;
	float kx = toggle->on ? (float)(track.x + track.w) - (float)track_h / 2
			      : (float)track.x + (float)track_h / 2;
	pg_ui_fill_circle(app->renderer, kx, (float)track.y + (float)track_h / 2, knob_r, t->text);
}

static void choice_parts(const pg_choice *choice, SDL_Rect *left, SDL_Rect *value,
			 SDL_Rect *right)
{
	SDL_Rect r = choice->rect;
	int label_w = choice->label ? (choice->label_width > 0 ? choice->label_width : r.w / 2) : 0;
	int x = r.x + label_w, w = r.w - label_w;
	*left = (SDL_Rect){x, r.y, r.h, r.h};
	*right = (SDL_Rect){x + w - r.h, r.y, r.h, r.h};
	*value = (SDL_Rect){x + r.h, r.y, w - 2 * r.h, r.h};
}

static bool choice_step(pg_choice *choice, int delta)
{
	if (choice->disabled || choice->count <= 1)
		return false;
	int next = choice->selected + delta;
	if (choice->wrap)
		next = (next % choice->count + choice->count) % choice->count;
	else if (next < 0 || next >= choice->count)
		return false;
	choice->selected = next;
	return true;
}

bool pg_choice_input(pg_choice *choice, const pg_input_event *event)
{
	SDL_Rect left, value, right;
	choice_parts(choice, &left, &value, &right);
	int x = event->x, y = event->y;
	int part = pg_in_rect(left, x, y)    ? 1
		   : pg_in_rect(value, x, y) ? 2
		   : pg_in_rect(right, x, y) ? 3
						 : 0;
	switch (event->kind) {
	case PG_INPUT_HOVER:
		choice->hovered_part = part;
		return false;
	case PG_INPUT_CLICK:
		if (event->button != SDL_BUTTON_LEFT)
			return false;
		if (part == 1)
			return choice_step(choice, -1);
		if (part == 2) {
			bool wrap = choice->wrap;
			choice->wrap = true;
			bool changed = choice_step(choice, 1);
			choice->wrap = wrap;
			return changed;
		}
		if (part == 3)
			return choice_step(choice, 1);
		return false;
	case PG_INPUT_WHEEL:
		return part ? choice_step(choice, event->wheel_y > 0 ? -1 : 1) : false;
	default:
		return false;
	}
}

/* A small triangle pointing left (-1) or right (+1) in box. */
static void arrow(pg_app *app, SDL_Rect box, int direction, bool enabled, bool hot)
{
	const pg_theme *t = &pg_ui_theme;
	if (hot && enabled)
		pg_ui_fill_rounded(app->renderer, box, box.h / 4, t->panel_hover);
	SDL_Color ink = enabled ? t->text : pg_ui_with_alpha(t->text_dim, 90);
	float cx = (float)box.x + (float)box.w / 2, cy = (float)box.y + (float)box.h / 2;
	float s = (float)box.h * 0.18f;
	SDL_Vertex v[3] = {vertex(cx + direction * s, cy, ink),
			   vertex(cx - direction * s * 0.7f, cy - s, ink),
			   vertex(cx - direction * s * 0.7f, cy + s, ink)};
	SDL_SetRenderDrawBlendMode(app->renderer, SDL_BLENDMODE_BLEND);
	SDL_RenderGeometry(app->renderer, NULL, v, 3, NULL, 0);
}

void pg_choice_draw(pg_app *app, const pg_choice *choice)
{
	const pg_theme *t = &pg_ui_theme;
	SDL_Rect left, value, right;
	choice_parts(choice, &left, &value, &right);
	row_label(app, choice->rect, choice->label, choice->disabled);
	SDL_Rect box = {left.x, left.y, right.x + right.w - left.x, left.h};
	pg_ui_fill_rounded(app->renderer, box, box.h / 4, pg_ui_mix(t->panel, t->background, 0.35f));
	pg_ui_stroke_rounded(app->renderer, box, box.h / 4, 1, t->panel_edge);
	bool can_left = !choice->disabled && (choice->wrap || choice->selected > 0);
	bool can_right = !choice->disabled && (choice->wrap || choice->selected < choice->count - 1);
	if (choice->count > 1) {
		arrow(app, left, -1, can_left, choice->hovered_part == 1);
		arrow(app, right, 1, can_right, choice->hovered_part == 3);
	}
	if (choice->hovered_part == 2 && !choice->disabled && choice->count > 1)
		pg_ui_fill_rect(app->renderer, value, pg_ui_rgba(255, 240, 220, 12));
	if (choice->selected >= 0 && choice->selected < choice->count)
		pg_text_draw_fit(app->text, choice->values[choice->selected],
				 value.x + value.w / 2, value.y + value.h / 2, value.w - 8,
				 pg_ui_widget_text_size(value.h), PG_FONT_BOLD,
				 choice->disabled ? t->text_dim : t->text,
				 PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
}

static SDL_Rect slider_track(const pg_slider *slider)
{
	SDL_Rect r = slider->rect;
	int label_w = slider->label ? (slider->label_width > 0 ? slider->label_width : r.w / 2) : 0;
	int value_w = r.h * 2;
	return (SDL_Rect){r.x + label_w + r.h / 3, r.y + r.h / 2 - r.h / 10,
			  r.w - label_w - value_w - r.h / 3, r.h / 5 > 2 ? r.h / 5 : 2};
}

static void slider_set_from(pg_slider *slider, int x)
{
	SDL_Rect track = slider_track(slider);
	int v = track.w > 0 ? (x - track.x) * 100 / track.w : 0;
	slider->value = v < 0 ? 0 : v > 100 ? 100 : v;
}

bool pg_slider_input(pg_slider *slider, const pg_input_event *event)
{
	if (slider->disabled)
		return false;
	SDL_Rect track = slider_track(slider);
	SDL_Rect grab = {track.x - slider->rect.h / 3, slider->rect.y,
			 track.w + slider->rect.h * 2 / 3, slider->rect.h};
	bool inside = pg_in_rect(grab, event->x, event->y);
	int before = slider->value;
	switch (event->kind) {
	case PG_INPUT_HOVER:
		slider->hovered = inside;
		return false;
	case PG_INPUT_PRESS:
		if (inside && event->button == SDL_BUTTON_LEFT) {
			slider->dragging = true;
			slider_set_from(slider, event->x);
		}
		break;
	case PG_INPUT_DRAG_START:
	case PG_INPUT_DRAG_MOVE:
		if (slider->dragging)
			slider_set_from(slider, event->x);
		break;
	case PG_INPUT_CLICK:
	case PG_INPUT_DROP:
	case PG_INPUT_DRAG_CANCEL:
		if (slider->dragging && event->kind != PG_INPUT_DRAG_CANCEL)
			slider_set_from(slider, event->x);
		slider->dragging = false;
		break;
	case PG_INPUT_WHEEL:
		if (inside) {
			int v = slider->value + (event->wheel_y > 0 ? 5 : -5);
			slider->value = v < 0 ? 0 : v > 100 ? 100 : v;
		}
		break;
	default:
		break;
	}
	return slider->value != before;
}

void pg_slider_draw(pg_app *app, const pg_slider *slider)
{
	const pg_theme *t = &pg_ui_theme;
	SDL_Rect r = slider->rect;
	row_label(app, (SDL_Rect){r.x + r.h / 4, r.y, r.w, r.h}, slider->label, slider->disabled);
	SDL_Rect track = slider_track(slider);
	pg_ui_fill_rounded(app->renderer, track, track.h / 2, pg_ui_mix(t->panel, t->background, 0.5f));
	SDL_Rect filled = {track.x, track.y, track.w * slider->value / 100, track.h};
	pg_ui_fill_rounded(app->renderer, filled, track.h / 2,
			   slider->disabled ? t->text_dim : t->accent);
	float kx = (float)(track.x + filled.w), ky = (float)track.y + (float)track.h / 2;
	float kr = (float)r.h * (slider->hovered || slider->dragging ? 0.22f : 0.19f);
	pg_ui_fill_circle(app->renderer, kx, ky, kr, slider->disabled ? t->text_dim : t->text);
	char value[8];
	snprintf(value, sizeof value, "%d", slider->value);
	pg_text_draw(app->text, value, r.x + r.w - r.h / 4, r.y + r.h / 2, pg_ui_widget_text_size(r.h),
		     PG_FONT_BOLD, slider->disabled ? t->text_dim : t->text,
		     PG_ALIGN_RIGHT | PG_ALIGN_MIDDLE);
}

/* ---- the scroller ------------------------------------------------------------ */

int pg_scroll_max(const pg_scroll *scroll)
{
	int m = scroll->content_h - scroll->view_h;
	return m > 0 ? m : 0;
}

void pg_scroll_clamp(pg_scroll *scroll)
{
	float m = (float)pg_scroll_max(scroll);
	if (scroll->target > m)
		scroll->target = m;
	if (scroll->target < 0)
		scroll->target = 0;
	if (scroll->pos > m)
		scroll->pos = m;
}

void pg_scroll_by(pg_scroll *scroll, float pixels)
{
	scroll->target += pixels;
	pg_scroll_clamp(scroll);
}

bool pg_scroll_input(pg_scroll *scroll, const pg_input_event *event)
{
	float line = scroll->line > 0 ? scroll->line : 48;
	float page = (float)scroll->view_h * 0.9f, all = (float)scroll->content_h;
	if (event->kind == PG_INPUT_WHEEL) {
		pg_scroll_by(scroll, -(float)event->wheel_y * line);
		return true;
	}
	if (event->kind != PG_INPUT_KEY)
		return false;
	switch (event->key) {
	case SDLK_DOWN:
		pg_scroll_by(scroll, line);
		return true;
	case SDLK_UP:
		pg_scroll_by(scroll, -line);
		return true;
	case SDLK_PAGEDOWN:
		pg_scroll_by(scroll, page);
		return true;
	case SDLK_PAGEUP:
		pg_scroll_by(scroll, -page);
		return true;
	case SDLK_HOME:
		pg_scroll_by(scroll, -all);
		return true;
	case SDLK_END:
		pg_scroll_by(scroll, all);
		return true;
	default:
		return false;
	}
}

void pg_scroll_update(pg_scroll *scroll, double dt)
{
	/* Glide toward the target: about 90% of the way in a tenth of a second. */
	float k = (float)(dt * 20.0);
	if (k > 1)
		k = 1;
	scroll->pos += (scroll->target - scroll->pos) * k;
	if (scroll->pos - scroll->target < 0.5f && scroll->target - scroll->pos < 0.5f)
		scroll->pos = scroll->target;
}

void pg_scroll_draw_bar(struct pg_app *app, const pg_scroll *scroll, SDL_Rect track,
			SDL_Color track_colour, SDL_Color thumb_colour)
{
	int m = pg_scroll_max(scroll);
	if (m <= 0 || scroll->content_h <= 0)
		return;
	pg_ui_fill_rounded(app->renderer, track, track.w / 2, track_colour);
	int thumb_h = track.h * scroll->view_h / scroll->content_h;
	if (thumb_h < pg_app_px(app, 30))
		thumb_h = pg_app_px(app, 30);
	int thumb_y = track.y + (int)((float)(track.h - thumb_h) * scroll->pos / (float)m);
	pg_ui_fill_rounded(app->renderer, (SDL_Rect){track.x, thumb_y, track.w, thumb_h},
			   track.w / 2, thumb_colour);
}
