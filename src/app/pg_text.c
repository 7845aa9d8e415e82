#include "pg_text.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_ttf.h>

#include "pg_datadir.h"

enum {
	FONT_SLOTS = 32,     /* open (style, size) pairs */
	CACHE_SLOTS = 1024,  /* power of two: open addressing */
	KEEP_FRAMES = 600,   /* an entry not drawn for this long is freed */
	MIN_SIZE = 6,
	MAX_SIZE = 400,
};

static const char *const font_files[PG_FONT_STYLE_COUNT] = {
	"DejaVuSans.ttf",
	"DejaVuSans-Bold.ttf",
};

typedef struct font_slot {
	TTF_Font *font;
	int style, size;
	unsigned long last_used;
} font_slot;

typedef struct text_entry {
	char *s;           /* NULL: empty slot */
	uint32_t hash;
	int size, style;
	SDL_Texture *texture;
	int width, height;
	unsigned long last_frame;
} text_entry;

struct pg_text {
	SDL_Renderer *renderer;
	void *font_data[PG_FONT_STYLE_COUNT]; /* files read once, opened at any size */
	size_t font_bytes[PG_FONT_STYLE_COUNT];
	font_slot fonts[FONT_SLOTS];
	text_entry cache[CACHE_SLOTS];
	int cache_count;
	unsigned long frame;
	unsigned long font_clock;
	long renders;
	pg_text_clip clips[PG_TEXT_CLIPS_KEPT];
	int clip_count;
	bool drawing_cut; /* drawing a label already noted as cut */
};

static void *read_file(const char *path, size_t *size)
{
	SDL_RWops *rw = SDL_RWFromFile(path, "rb");
	if (!rw)
		return NULL;
	Sint64 length = SDL_RWsize(rw);
	void *data = length > 0 ? malloc((size_t)length) : NULL;
	if (data && SDL_RWread(rw, data, 1, (size_t)length) != (size_t)length) {
		free(data);
		data = NULL;
	}
	SDL_RWclose(rw);
	*size = data ? (size_t)length : 0;
	return data;
}

pg_text *pg_text_create(SDL_Renderer *renderer, const char *fonts_dir, char *err, size_t err_size)
{
	if (!TTF_WasInit() && TTF_Init() != 0) {
		snprintf(err, err_size, "cannot start SDL_ttf: %s", TTF_GetError());
		return NULL;
	}
	pg_text *text = calloc(1, sizeof *text);
	if (!text) {
		snprintf(err, err_size, "out of memory");
		return NULL;
	}
	text->renderer = renderer;
	for (int style = 0; style < PG_FONT_STYLE_COUNT; style++) {
		char path[PG_DATADIR_PATH_MAX + 64];
		pg_datadir_join(path, sizeof path, fonts_dir, font_files[style]);
		text->font_data[style] = read_file(path, &text->font_bytes[style]);
		/* Open it once now so a damaged file is caught at start. */
		SDL_RWops *rw = text->font_data[style]
					? SDL_RWFromConstMem(text->font_data[style],
							     (int)text->font_bytes[style])
					: NULL;
		TTF_Font *probe = rw ? TTF_OpenFontRW(rw, 1, 16) : NULL;
		if (!probe) {
			snprintf(err, err_size, "the font %s is %s", path,
				 text->font_data[style] ? "damaged" : "missing or unreadable");
			pg_text_destroy(text);
			return NULL;
		}
		TTF_CloseFont(probe);
	}
	return text;
}

static void free_entry(text_entry *e)
{
	if (e->texture)
		SDL_DestroyTexture(e->texture);
	free(e->s);
	memset(e, 0, sizeof *e);
}

void pg_text_drop_all(pg_text *text)
{
	for (int i = 0; i < CACHE_SLOTS; i++)
		if (text->cache[i].s)
			free_entry(&text->cache[i]);
	text->cache_count = 0;
}

void pg_text_set_renderer(pg_text *text, SDL_Renderer *renderer)
{
	pg_text_drop_all(text);
	text->renderer = renderer;
}

void pg_text_destroy(pg_text *text)
{
	if (!text)
		return;
	pg_text_drop_all(text);
	for (int i = 0; i < FONT_SLOTS; i++)
		if (text->fonts[i].font)
			TTF_CloseFont(text->fonts[i].font);
	for (int style = 0; style < PG_FONT_STYLE_COUNT; style++)
		free(text->font_data[style]);
	free(text);
}

long pg_text_render_count(const pg_text *text)
{
	return text->renders;
}

void pg_text_clips_clear(pg_text *text)
{
	text->clip_count = 0;
}

int pg_text_clip_count(const pg_text *text)
{
	return text->clip_count;
}

const pg_text_clip *pg_text_clip_at(const pg_text *text, int i)
{
	if (i < 0 || i >= text->clip_count || i >= PG_TEXT_CLIPS_KEPT)
		return NULL;
	return &text->clips[i];
}

const char *pg_text_clip_kind_name(pg_text_clip_kind kind)
{
	static const char *const names[] = {"ellipsis", "broken word", "too small"};
	return kind <= PG_TEXT_CLIP_TOO_SMALL ? names[kind] : "?";
}

/* Notes a cut label; a label cut again in the same frame (drawn twice)
 * is noted once. */
static void note_clip(pg_text *text, pg_text_clip_kind kind, const char *s, size_t length,
		      int size, int max_width)
{
	pg_text_clip clip = {.kind = kind, .size = size, .max_width = max_width};
	size_t n = length < sizeof clip.label - 1 ? length : sizeof clip.label - 1;
	while (n < length && n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80)
		n--; /* whole characters only */
	memcpy(clip.label, s, n);
	clip.label[n] = '\0';
	int kept = text->clip_count < PG_TEXT_CLIPS_KEPT ? text->clip_count : PG_TEXT_CLIPS_KEPT;
	for (int i = 0; i < kept; i++)
		if (text->clips[i].kind == kind && !strcmp(text->clips[i].label, clip.label))
			return;
	if (text->clip_count < PG_TEXT_CLIPS_KEPT)
		text->clips[text->clip_count] = clip;
	text->clip_count++;
}

static int clamp_size(int size)
{
	return size < MIN_SIZE ? MIN_SIZE : size > MAX_SIZE ? MAX_SIZE : size;
}

static TTF_Font *font_at(pg_text *text, int size, pg_font_style style)
{
	size = clamp_size(size);
	int slot = -1;
	text->font_clock++;
	for (int i = 0; i < FONT_SLOTS; i++) {
		font_slot *f = &text->fonts[i];
		if (f->font && f->size == size && f->style == (int)style) {
			f->last_used = text->font_clock;
			return f->font;
		}
		if (slot < 0 && !f->font)
			slot = i;
	}
	if (slot < 0) {
		slot = 0;
		for (int i = 1; i < FONT_SLOTS; i++)
			if (text->fonts[i].last_used < text->fonts[slot].last_used)
				slot = i;
		TTF_CloseFont(text->fonts[slot].font);
	}
	SDL_RWops *rw = SDL_RWFromConstMem(text->font_data[style], (int)text->font_bytes[style]);
	font_slot *f = &text->fonts[slot];
	f->font = rw ? TTF_OpenFontRW(rw, 1, size) : NULL;
	f->size = size;
	f->style = (int)style;
	f->last_used = text->font_clock;
	if (f->font)
		TTF_SetFontHinting(f->font, TTF_HINTING_LIGHT);
	return f->font;
}

static uint32_t hash_key(const char *s, int size, int style)
{
	uint32_t h = 2166136261u; /* FNV-1a */
	for (const unsigned char *p = (const unsigned char *)s; *p; p++)
		h = (h ^ *p) * 16777619u;
	h = (h ^ (uint32_t)size) * 16777619u;
	h = (h ^ (uint32_t)style) * 16777619u;
	return h;
}

/* Backward-shift deletion keeps the linear probing chains intact. */
static void remove_at(pg_text *text, int index)
{
	free_entry(&text->cache[index]);
	text->cache_count--;
	int hole = index;
	for (int i = (index + 1) & (CACHE_SLOTS - 1); text->cache[i].s;
	     i = (i + 1) & (CACHE_SLOTS - 1)) {
		int home = (int)(text->cache[i].hash & (CACHE_SLOTS - 1));
		bool movable = hole <= i ? (home <= hole || home > i) : (home <= hole && home > i);
		if (movable) {
			text->cache[hole] = text->cache[i];
			memset(&text->cache[i], 0, sizeof text->cache[i]);
			hole = i;
		}
	}
}

static void evict_oldest(pg_text *text)
{
	int oldest = -1;
	for (int i = 0; i < CACHE_SLOTS; i++)
		if (text->cache[i].s &&
		    (oldest < 0 || text->cache[i].last_frame < text->cache[oldest].last_frame))
			oldest = i;
	if (oldest >= 0)
		remove_at(text, oldest);
}

static text_entry *lookup(pg_text *text, const char *s, int size, pg_font_style style)
{
	size = clamp_size(size);
	uint32_t h = hash_key(s, size, (int)style);
	int i = (int)(h & (CACHE_SLOTS - 1));
	for (; text->cache[i].s; i = (i + 1) & (CACHE_SLOTS - 1)) {
		text_entry *e = &text->cache[i];
		if (e->hash == h && e->size == size && e->style == (int)style && !strcmp(e->s, s)) {
			e->last_frame = text->frame;
			return e;
		}
	}
	/* Keep the table at most three quarters full. */
	if (text->cache_count >= CACHE_SLOTS * 3 / 4) {
		evict_oldest(text);
		return lookup(text, s, size, style);
	}
	TTF_Font *font = font_at(text, size, style);
	if (!font)
		return NULL;
	SDL_Color white = {255, 255, 255, 255};
	SDL_Surface *surface = TTF_RenderUTF8_Blended(font, s, white);
	if (!surface)
		return NULL;
	text->renders++;
	SDL_Texture *texture = SDL_CreateTextureFromSurface(text->renderer, surface);
	text_entry *e = &text->cache[i];
	e->s = strdup(s);
	e->hash = h;
	e->size = size;
	e->style = (int)style;
	e->texture = texture;
	e->width = surface->w;
	e->height = surface->h;
	e->last_frame = text->frame;
	SDL_FreeSurface(surface);
	if (!texture || !e->s) {
		free_entry(e);
		return NULL;
	}
	SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
	text->cache_count++;
	return e;
}

void pg_text_end_frame(pg_text *text)
{
	text->frame++;
	if (text->frame % 60 != 0)
		return;
	for (int i = 0; i < CACHE_SLOTS; i++) {
		/* remove_at may shift a later entry into i: look at i again. */
		while (text->cache[i].s && text->frame - text->cache[i].last_frame > KEEP_FRAMES)
			remove_at(text, i);
	}
}

static void anchor(int *x, int *y, int width, int height, int align)
{
	if ((align & 3) == PG_ALIGN_CENTER)
		*x -= width / 2;
	else if ((align & 3) == PG_ALIGN_RIGHT)
		*x -= width;
	if (align & PG_ALIGN_MIDDLE)
		*y -= height / 2;
}

int pg_text_draw_alpha(pg_text *text, const char *s, int x, int y, int size,
		       pg_font_style style, SDL_Color color, int align, Uint8 alpha)
{
	if (!s || !*s)
		return 0;
	if (size < PG_TEXT_READABLE_PX && !text->drawing_cut)
		note_clip(text, PG_TEXT_CLIP_TOO_SMALL, s, strlen(s), size, 0);
	text_entry *e = lookup(text, s, size, style);
	if (!e)
		return 0;
	anchor(&x, &y, e->width, e->height, align);
	SDL_Rect dst = {x, y, e->width, e->height};
	SDL_SetTextureColorMod(e->texture, color.r, color.g, color.b);
	SDL_SetTextureAlphaMod(e->texture, (Uint8)(color.a * alpha / 255));
	SDL_RenderCopy(text->renderer, e->texture, NULL, &dst);
	return e->width;
}

int pg_text_draw(pg_text *text, const char *s, int x, int y, int size, pg_font_style style,
		 SDL_Color color, int align)
{
	return pg_text_draw_alpha(text, s, x, y, size, style, color, align, 255);
}

void pg_text_measure(pg_text *text, const char *s, int size, pg_font_style style, int *width,
		     int *height)
{
	int w = 0, h = 0;
	TTF_Font *font = font_at(text, size, style);
	if (font) {
		if (s && *s)
			TTF_SizeUTF8(font, s, &w, &h);
		else
			h = TTF_FontHeight(font);
	}
	if (width)
		*width = w;
	if (height)
		*height = h;
}

int pg_text_line_height(pg_text *text, int size, pg_font_style style)
{
	TTF_Font *font = font_at(text, size, style);
	return font ? TTF_FontLineSkip(font) : size;
}

/* Bytes of s that fit in max_width, cut at a UTF-8 boundary. */
static size_t fitting_prefix(TTF_Font *font, const char *s, int max_width)
{
	int extent = 0, count = 0;
	if (TTF_MeasureUTF8(font, s, max_width, &extent, &count) != 0)
		return strlen(s);
	/* count is in characters: walk that many UTF-8 sequences. */
	const unsigned char *p = (const unsigned char *)s;
	for (int c = 0; c < count && *p; c++) {
		p++;
		while ((*p & 0xC0) == 0x80)
			p++;
	}
	return (size_t)(p - (const unsigned char *)s);
}

/* The size at which s fits max_width, going down from size to the
 * smallest one allowed for it; that smallest size when none fits. */
static int fitting_size(pg_text *text, const char *s, int max_width, int size,
			pg_font_style style)
{
	int smallest = size * 3 / 4;
	if (smallest < PG_TEXT_READABLE_PX)
		smallest = size < PG_TEXT_READABLE_PX ? size : PG_TEXT_READABLE_PX;
	int w = 0;
	pg_text_measure(text, s, size, style, &w, NULL);
	if (w <= max_width || size <= smallest)
		return size;
	/* Width is close to proportional to size: start at the estimate. */
	int fit = (int)((long)size * max_width / (w > 0 ? w : 1));
	if (fit < smallest)
		return smallest;
	if (fit >= size)
		fit = size - 1;
	for (; fit > smallest; fit--) {
		pg_text_measure(text, s, fit, style, &w, NULL);
		if (w <= max_width)
			break;
	}
	return fit;
}

int pg_text_draw_fit(pg_text *text, const char *s, int x, int y, int max_width, int size,
		     pg_font_style style, SDL_Color color, int align)
{
	if (!s || !*s)
		return 0;
	int w = 0;
	int fit = fitting_size(text, s, max_width, size, style);
	pg_text_measure(text, s, fit, style, &w, NULL);
	if (w <= max_width) {
		/* A smaller size keeps the box's vertical middle or top where
		 * the caller put it. */
		return pg_text_draw(text, s, x, y, fit, style, color, align);
	}
	TTF_Font *font = font_at(text, fit, style);
	if (!font)
		return 0;
	note_clip(text, PG_TEXT_CLIP_ELLIPSIS, s, strlen(s), fit, max_width);
	int ellipsis = 0;
	TTF_SizeUTF8(font, "\xE2\x80\xA6", &ellipsis, NULL);
	size_t keep = fitting_prefix(font, s, max_width - ellipsis);
	char buf[512];
	if (keep > sizeof buf - 4)
		keep = sizeof buf - 4;
	while (keep > 0 && s[keep - 1] == ' ')
		keep--;
	memcpy(buf, s, keep);
	memcpy(buf + keep, "\xE2\x80\xA6", 4);
	text->drawing_cut = true;
	int drawn = pg_text_draw(text, buf, x, y, fit, style, color, align);
	text->drawing_cut = false;
	return drawn;
}

/* The length of the next line of a paragraph: as many whole words as fit,
 * or a hard cut of a single word wider than the line. */
static size_t wrap_line(TTF_Font *font, const char *s, size_t length, int max_width)
{
	char buf[1024];
	size_t take = length < sizeof buf - 1 ? length : sizeof buf - 1;
	memcpy(buf, s, take);
	buf[take] = '\0';
	size_t fit = fitting_prefix(font, buf, max_width);
	if (fit >= take && take == length)
		return take;
	/* A paragraph longer than buf breaks at a space like any other line,
	 * never inside a word or a character. */
	if (fit > take)
		fit = take;
	while (fit > 0 && ((unsigned char)buf[fit] & 0xC0) == 0x80)
		fit--;
	size_t cut = fit;
	while (cut > 0 && buf[cut] != ' ')
		cut--;
	return cut > 0 ? cut : (fit > 0 ? fit : 1);
}

int pg_text_draw_wrapped(pg_text *text, const char *s, int x, int y, int max_width, int size,
			 pg_font_style style, SDL_Color color, int align, bool draw)
{
	TTF_Font *font = font_at(text, size, style);
	if (!font || !s)
		return 0;
	int line_height = TTF_FontLineSkip(font);
	int top = y;
	int anchor_x = (align & 3) == PG_ALIGN_CENTER ? x + max_width / 2
		       : (align & 3) == PG_ALIGN_RIGHT ? x + max_width
						       : x;
	while (true) {
		size_t paragraph = strcspn(s, "\n");
		const char *p = s;
		size_t left = paragraph;
		do {
			size_t n = wrap_line(font, p, left, max_width);
			if (n < left && p[n] != ' ' && draw)
				note_clip(text, PG_TEXT_CLIP_BROKEN_WORD, s, paragraph, size,
					  max_width);
			if (draw) {
				char line[1024];
				size_t copy = n < sizeof line - 1 ? n : sizeof line - 1;
				memcpy(line, p, copy);
				line[copy] = '\0';
				pg_text_draw(text, line, anchor_x, y, size, style, color, align & 3);
			}
			y += line_height;
			p += n;
			left -= n;
			while (left > 0 && *p == ' ') {
				p++;
				left--;
			}
		} while (left > 0);
		if (s[paragraph] != '\n')
			break;
		s += paragraph + 1;
	}
	return y - top;
}

/* Lines s takes at size in max_width, with no word broken; 0 when a word
 * is wider than the line. */
static int whole_word_lines(pg_text *text, const char *s, int max_width, int size,
			    pg_font_style style)
{
	TTF_Font *font = font_at(text, size, style);
	if (!font)
		return 0;
	int lines = 0;
	while (true) {
		size_t paragraph = strcspn(s, "\n");
		const char *p = s;
		size_t left = paragraph;
		do {
			size_t n = wrap_line(font, p, left, max_width);
			if (n < left && p[n] != ' ')
				return 0;
			lines++;
			p += n;
			left -= n;
			while (left > 0 && *p == ' ') {
				p++;
				left--;
			}
		} while (left > 0);
		if (s[paragraph] != '\n')
			return lines;
		s += paragraph + 1;
	}
}

int pg_text_draw_box(pg_text *text, const char *s, SDL_Rect box, int size, pg_font_style style,
		     SDL_Color color, int align)
{
	if (!s || !*s)
		return size;
	int h_align = align & 3;
	int x = h_align == PG_ALIGN_CENTER  ? box.x + box.w / 2
		: h_align == PG_ALIGN_RIGHT ? box.x + box.w
					    : box.x;
	int w = 0;
	int fit = fitting_size(text, s, box.w, size, style);
	pg_text_measure(text, s, fit, style, &w, NULL);
	bool one_line = w <= box.w && !strchr(s, '\n');
	/* Wrapping at the full size reads better than one shrunk line. */
	for (int wrap = size; !one_line || fit < size; wrap--) {
		int lines = whole_word_lines(text, s, box.w, wrap, style);
		int height = lines * pg_text_line_height(text, wrap, style);
		if (lines > (one_line ? 1 : 0) && height <= box.h) {
			pg_text_draw_wrapped(text, s, box.x, box.y + (box.h - height) / 2, box.w,
					     wrap, style, color, h_align, true);
			return wrap;
		}
		if (wrap <= fit || wrap <= PG_TEXT_READABLE_PX)
			break;
	}
	pg_text_draw_fit(text, s, x, box.y + box.h / 2, box.w, size, style, color,
			 h_align | PG_ALIGN_MIDDLE);
	return fit;
}
