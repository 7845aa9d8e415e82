/*
 * pg_text.h: text drawn with SDL_ttf in the bundled DejaVu Sans (regular
 * and bold, <data dir>/fonts).
 *
 * Rendering a string to a texture is slow next to a frame, so every
 * (string, size, style, colour) texture is cached and reused; entries not
 * drawn for a while are evicted, so a changing label (a score, a timer)
 * does not grow the cache without bound. Sizes are pixels of the renderer
 * output: scenes pass a size already multiplied by the app's UI scale
 * (pg_app_px in pg_app_context.h).
 */
#ifndef PG_TEXT_H
#define PG_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

typedef struct pg_text pg_text;

typedef enum pg_font_style { PG_FONT_REGULAR = 0, PG_FONT_BOLD, PG_FONT_STYLE_COUNT } pg_font_style;

/* Where (x, y) is relative to the text's box. */
typedef enum pg_align {
	PG_ALIGN_LEFT = 0,   /* x is the left edge */
	PG_ALIGN_CENTER = 1, /* x is the centre */
	PG_ALIGN_RIGHT = 2,  /* x is the right edge */
	PG_ALIGN_MIDDLE = 4  /* or'ed in: y is the vertical centre, not the top */
} pg_align;

/* fonts_dir is "<data dir>/fonts". NULL and a message in err when a font
 * file is missing or damaged (the message names it). renderer may be NULL
 * at first (pg_text_set_renderer before drawing). */
pg_text *pg_text_create(SDL_Renderer *renderer, const char *fonts_dir, char *err,
			size_t err_size);
void pg_text_destroy(pg_text *text);

/* Draws s with its box anchored at (x, y) per align; returns its width in
 * pixels (0 for an empty string). Newlines are not interpreted. */
int pg_text_draw(pg_text *text, const char *s, int x, int y, int size, pg_font_style style,
		 SDL_Color color, int align);
/* The same with alpha (0..255) applied. */
int pg_text_draw_alpha(pg_text *text, const char *s, int x, int y, int size,
		       pg_font_style style, SDL_Color color, int align, Uint8 alpha);
/* The smallest text size a player can read, in output pixels: labels are
 * shrunk down to it (never below) before they are shortened. */
enum { PG_TEXT_READABLE_PX = 8 };

/* Like pg_text_draw, but fits s into max_width: first by a smaller size
 * (down to three quarters of size, never below PG_TEXT_READABLE_PX), then,
 * if it is still too wide, by shortening it with an ellipsis (a clip, see
 * below). */
int pg_text_draw_fit(pg_text *text, const char *s, int x, int y, int max_width, int size,
		     pg_font_style style, SDL_Color color, int align);
/* Fits s into box: on one line at size if it fits, else at a smaller
 * size (as pg_text_draw_fit), else word-wrapped on as many lines as the
 * box's height holds (at size, then smaller), else shortened with an
 * ellipsis (a clip). Lines are centred vertically in the box and placed
 * across it per align (LEFT, CENTER or RIGHT). Returns the size used. */
int pg_text_draw_box(pg_text *text, const char *s, SDL_Rect box, int size, pg_font_style style,
		     SDL_Color color, int align);
/* Word-wraps s (newlines start new lines) into max_width and draws it
 * from top-left (x, y) with the given alignment per line; returns the
 * height used. With draw false it only measures. */
int pg_text_draw_wrapped(pg_text *text, const char *s, int x, int y, int max_width, int size,
			 pg_font_style style, SDL_Color color, int align, bool draw);
/* Size of s in pixels without drawing. */
void pg_text_measure(pg_text *text, const char *s, int size, pg_font_style style, int *width,
		     int *height);
/* Distance between baselines of two lines at this size. */
int pg_text_line_height(pg_text *text, int size, pg_font_style style);

/* Draws with another renderer from now on (the cache is dropped). */
void pg_text_set_renderer(pg_text *text, SDL_Renderer *renderer);
/* Drops every cached texture (the app calls it on resize). */
void pg_text_drop_all(pg_text *text);
/* Frees entries not drawn in the last few hundred frames; the app calls
 * it once per frame. */
void pg_text_end_frame(pg_text *text);
/* Count of string renders so far (tests check that the cache works). */
long pg_text_render_count(const pg_text *text);

/* ---- clipped labels (for tests) ----------------------------------------
 * Every time a label is cut the module notes it: shortened with an
 * ellipsis, a word broken across lines because it is wider than the
 * line, or drawn below PG_TEXT_READABLE_PX. A test clears the notes,
 * draws a frame and reads them. */
typedef enum pg_text_clip_kind {
	PG_TEXT_CLIP_ELLIPSIS,
	PG_TEXT_CLIP_BROKEN_WORD,
	PG_TEXT_CLIP_TOO_SMALL,
} pg_text_clip_kind;

typedef struct pg_text_clip {
	pg_text_clip_kind kind;
	char label[120]; /* the whole text that was cut (itself cut to fit here) */
	int size;        /* the pixel size it was drawn at */
	int max_width;   /* the room it had (0 for too small) */
} pg_text_clip;

void pg_text_clips_clear(pg_text *text);
/* How many cuts since the last clear (all of them, even past the kept notes). */
int pg_text_clip_count(const pg_text *text);
/* The i-th cut noted (the first PG_TEXT_CLIPS_KEPT are kept); NULL past them. */
enum { PG_TEXT_CLIPS_KEPT = 64 };
const pg_text_clip *pg_text_clip_at(const pg_text *text, int i);
/* "ellipsis", "broken word", "too small". */
const char *pg_text_clip_kind_name(pg_text_clip_kind kind);

#endif
