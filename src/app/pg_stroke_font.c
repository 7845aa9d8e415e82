/*
 * pg_stroke_font.c: handwriting drawn as pencil strokes (see
 * pg_stroke_font.h).
 */
#include "pg_stroke_font.h"

#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "pg_geom.h"

#define PI_F 3.14159265f

/* Graphite shines a little along one side of a thick line. */
static const SDL_Color PENCIL_SHEEN = {168, 170, 186, 120};

enum { MAX_GLYPHS = 64, MAX_STROKES = 3, MAX_POINTS = 14 };

/* A letter is up to three pencil strokes through points of a unit box
 * (y down); smooth strokes are curves through their points. */
typedef struct stroke_part {
	bool smooth;
	int n;
	SDL_FPoint p[MAX_POINTS];
} stroke_part;

typedef struct stroke_glyph {
	char ch;
	int count;
	stroke_part s[MAX_STROKES];
} stroke_glyph;

/* The letters, digits and marks the score sheet writes, read from
 * assets/ui/handwriting.txt (pg_stroke_font_load). */
static stroke_glyph glyphs[MAX_GLYPHS];
static int glyph_count;

/* One "line" or "curve" row's points x,y into the stroke; NULL when
 * right, else what is wrong. (The app keeps LC_NUMERIC "C", so "%f" reads
 * a decimal point.) */
static const char *read_stroke(const char *points, stroke_part *stroke)
{
	float x, y;
	int used = 0;
	for (stroke->n = 0; sscanf(points, " %f,%f%n", &x, &y, &used) == 2; points += used) {
		if (stroke->n == MAX_POINTS)
			return "a stroke has more than 14 points";
		if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1))
			break;
		stroke->p[stroke->n++] = (SDL_FPoint){x, y};
	}
	if (points[strspn(points, " \t")])
		return "a point is not x,y with both from 0 to 1";
	return stroke->n < 2 ? "a stroke needs at least 2 points" : NULL;
}

/* One row of the file; NULL when right, else what is wrong. */
static const char *read_row(char *row)
{
	row[strcspn(row, "\r\n")] = '\0';
	if (!row[0] || row[0] == '#')
		return NULL;
	if (!strncmp(row, "glyph ", 6)) {
		if (strlen(row) != 7 || row[6] == ' ')
			return "\"glyph\" wants one character";
		if (glyph_count == MAX_GLYPHS)
			return "more than 64 glyphs";
		glyphs[glyph_count++] = (stroke_glyph){.ch = row[6]};
		return NULL;
	}
	bool curve = !strncmp(row, "curve ", 6);
	if (!curve && strncmp(row, "line ", 5))
		return "a row is not \"glyph\", \"line\" or \"curve\"";
	if (glyph_count == 0)
		return "a stroke before the first glyph";
	stroke_glyph *g = &glyphs[glyph_count - 1];
	if (g->count == MAX_STROKES)
		return "a glyph has more than 3 strokes";
	stroke_part *stroke = &g->s[g->count++];
	stroke->smooth = curve;
	return read_stroke(row + (curve ? 6 : 5), stroke);
}

bool pg_stroke_font_load(const char *path, char *err, size_t err_size)
{
	glyph_count = 0;
	FILE *f = fopen(path, "r");
	if (!f) {
		snprintf(err, err_size, "cannot read the handwriting's strokes %s: %s", path,
			 strerror(errno));
		return false;
	}
	char row[512];
	const char *wrong = NULL;
	int number = 0;
	while (!wrong && fgets(row, sizeof row, f)) {
		number++;
		wrong = read_row(row);
	}
	fclose(f);
	if (!wrong && glyph_count == 0)
		wrong = "no glyphs";
	for (int i = 0; !wrong && i < glyph_count; i++)
		if (glyphs[i].count == 0)
			wrong = "a glyph has no strokes";
	if (wrong) {
		snprintf(err, err_size, "the handwriting's strokes %s are damaged (line %d): %s", path,
			 number, wrong);
		glyph_count = 0;
		return false;
	}
	return true;
}

enum { HW_SUB = 6, HW_MAX = 128 };

typedef struct hw_line {
	int n;
	float length; /* along the points, for writing part of it */
	SDL_FPoint p[HW_MAX];
} hw_line;

uint32_t pg_stroke_hash(uint32_t x)
{
	x ^= x >> 16;
	x *= 0x7feb352dU;
	x ^= x >> 15;
	x *= 0x846ca68bU;
	x ^= x >> 16;
	return x;
}

/* -1..1 from the running seed. */
static float hw_rand(uint32_t *state)
{
	*state = pg_stroke_hash(*state + 0x9e3779b9U);
	return (float)(*state & 0xffff) / 32767.5f - 1.0f;
}

static const stroke_glyph *hw_find(char ch)
{
	for (int i = 0; i < glyph_count; i++)
		if (glyphs[i].ch == ch)
			return &glyphs[i];
	return NULL;
}

static void hw_push(hw_line *line, SDL_FPoint p)
{
	if (line->n >= HW_MAX)
		return;
	if (line->n > 0) {
		SDL_FPoint q = line->p[line->n - 1];
		if (fabsf(q.x - p.x) + fabsf(q.y - p.y) < 0.05f)
			return;
		line->length += hypotf(p.x - q.x, p.y - q.y);
	}
	line->p[line->n++] = p;
}

/* One coordinate of a Catmull-Rom segment from p1 to p2 at t. */
static float catmull_rom(float p0, float p1, float p2, float p3, float t)
{
	float t2 = t * t, t3 = t2 * t;
	return 0.5f * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 +
	               (3 * p1 - p0 - 3 * p2 + p3) * t3);
}

/* A Catmull-Rom curve through the control points. */
static void hw_curve(const SDL_FPoint *c, int n, hw_line *out)
{
	for (int i = 0; i + 1 < n; i++) {
		SDL_FPoint p0 = c[i > 0 ? i - 1 : i], p1 = c[i], p2 = c[i + 1];
		SDL_FPoint p3 = c[i + 2 < n ? i + 2 : i + 1];
		for (int k = 0; k < HW_SUB; k++) {
			float t = (float)k / HW_SUB;
			hw_push(out, (SDL_FPoint){catmull_rom(p0.x, p1.x, p2.x, p3.x, t),
			                          catmull_rom(p0.y, p1.y, p2.y, p3.y, t)});
		}
	}
	hw_push(out, c[n - 1]);
}

/* The strokes of ch written in box by a hand seeded with seed: the whole
 * letter leans and stretches a little, and every point wanders a little. */
static int hw_build(char ch, SDL_FRect box, uint32_t seed, hw_line *lines)
{
	const stroke_glyph *g = hw_find(ch);
	if (!g)
		return 0;
	uint32_t s = pg_stroke_hash(seed * 31u + (uint32_t)(unsigned char)ch);
	float rot = hw_rand(&s) * 0.09f, sx = 1 + hw_rand(&s) * 0.07f,
	      sy = 1 + hw_rand(&s) * 0.05f;
	float ox = hw_rand(&s) * 0.04f, oy = hw_rand(&s) * 0.035f;
	float cr = cosf(rot), sr = sinf(rot);
	float cx = box.x + box.w / 2, cy = box.y + box.h / 2;
	for (int k = 0; k < g->count; k++) {
		const stroke_part *st = &g->s[k];
		SDL_FPoint ctl[MAX_POINTS];
		for (int i = 0; i < st->n; i++) {
			float x =
			    ((st->p[i].x - 0.5f) * sx + ox + hw_rand(&s) * 0.028f) * box.w;
			float y =
			    ((st->p[i].y - 0.5f) * sy + oy + hw_rand(&s) * 0.022f) * box.h;
			ctl[i] = (SDL_FPoint){cx + x * cr - y * sr, cy + x * sr + y * cr};
		}
		hw_line *line = &lines[k];
		line->n = 0;
		line->length = 0;
		if (st->smooth && st->n > 2) {
			hw_curve(ctl, st->n, line);
		} else {
			for (int i = 0; i < st->n; i++)
				hw_push(line, ctl[i]);
		}
	}
	return g->count;
}

void pg_stroke_disc(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color c)
{
	enum { SEGMENTS = 12 };
	SDL_Vertex v[SEGMENTS + 1];
	int index[SEGMENTS * 3];
	v[0] = (SDL_Vertex){{cx, cy}, c, {0, 0}};
	for (int i = 0; i < SEGMENTS; i++) {
		float a = 2 * PI_F * (float)i / SEGMENTS;
		v[i + 1] =
		    (SDL_Vertex){{cx + radius * cosf(a), cy + radius * sinf(a)}, c, {0, 0}};
		index[i * 3] = 0;
		index[i * 3 + 1] = i + 1;
		index[i * 3 + 2] = (i + 1) % SEGMENTS + 1;
	}
	SDL_RenderGeometry(r, NULL, v, SEGMENTS + 1, index, SEGMENTS * 3);
}

static SDL_FPoint unit(float x, float y)
{
	float len = sqrtf(x * x + y * y);
	return len > 1e-4f ? (SDL_FPoint){x / len, y / len} : (SDL_FPoint){1, 0};
}

/* One band of width w along p[0..n-1], bends gentle enough for averaged
 * normals. */
static void strip(SDL_Renderer *r, const SDL_FPoint *p, int n, float w, SDL_Color c)
{
	SDL_Vertex v[HW_MAX * 2];
	int index[HW_MAX * 6];
	int vn = 0, in = 0;
	for (int j = 0; j < n && j < HW_MAX; j++) {
		SDL_FPoint a = p[j > 0 ? j - 1 : j], b = p[j + 1 < n ? j + 1 : j];
		SDL_FPoint t = unit(b.x - a.x, b.y - a.y);
		float nx = -t.y * w / 2, ny = t.x * w / 2;
		v[vn++] = (SDL_Vertex){{p[j].x + nx, p[j].y + ny}, c, {0, 0}};
		v[vn++] = (SDL_Vertex){{p[j].x - nx, p[j].y - ny}, c, {0, 0}};
		if (j > 0) {
			int k = (j - 1) * 2;
			int tri[6] = {k, k + 1, k + 2, k + 1, k + 3, k + 2};
			memcpy(index + in, tri, sizeof tri);
			in += 6;
		}
	}
	if (in)
		SDL_RenderGeometry(r, NULL, v, vn, index, in);
}

/* A pencil line through p: bands between sharp corners, round ends. */
static void stroke_line(SDL_Renderer *r, const SDL_FPoint *p, int n, float w, SDL_Color c)
{
	pg_stroke_disc(r, p[0].x, p[0].y, w / 2, c);
	int start = 0;
	for (int i = 1; i < n; i++) {
		bool corner = false;
		if (i + 1 < n) {
			SDL_FPoint d1 = unit(p[i].x - p[i - 1].x, p[i].y - p[i - 1].y);
			SDL_FPoint d2 = unit(p[i + 1].x - p[i].x, p[i + 1].y - p[i].y);
			corner = d1.x * d2.x + d1.y * d2.y < 0.6f;
		}
		if (corner || i == n - 1) {
			strip(r, p + start, i - start + 1, w, c);
			pg_stroke_disc(r, p[i].x, p[i].y, w / 2, c);
			start = i;
		}
	}
}

void pg_stroke_char(SDL_Renderer *r, char ch, SDL_FRect box, uint32_t seed, float progress,
                    float width, SDL_Color colour, SDL_FPoint *tip)
{
	hw_line lines[MAX_STROKES];
	int n = hw_build(ch, box, seed, lines);
	float total = 0;
	for (int i = 0; i < n; i++)
		total += lines[i].length;
	float left = total * pg_clampf(progress, 0, 1);
	SDL_Color sheen = PENCIL_SHEEN;
	sheen.a = (Uint8)(sheen.a * colour.a / 255);
	for (int i = 0; i < n && left > 0; i++) {
		hw_line *line = &lines[i];
		SDL_FPoint shown[HW_MAX];
		int m = 0;
		shown[m++] = line->p[0];
		for (int j = 1; j < line->n && left > 0; j++) {
			SDL_FPoint a = line->p[j - 1], b = line->p[j];
			float seg = hypotf(b.x - a.x, b.y - a.y), t = left / seg;
			shown[m++] = left >= seg ? b
			                         : (SDL_FPoint){a.x + (b.x - a.x) * t,
			                                        a.y + (b.y - a.y) * t};
			left -= seg;
		}
		stroke_line(r, shown, m, width, colour);
		if (tip)
			*tip = shown[m - 1];
		if (width >= 2.5f) {
			/* The sheen runs along the upper left side of the line. */
			for (int j = 0; j < m; j++) {
				shown[j].x -= width * 0.16f;
				shown[j].y -= width * 0.16f;
			}
			stroke_line(r, shown, m, width * 0.32f, sheen);
		}
	}
}

void pg_stroke_text(SDL_Renderer *r, const char *text, float cx, float cy, float h,
                    uint32_t seed, float progress, float width, SDL_Color colour)
{
	int len = (int)strlen(text);
	float advance = h * 0.68f, cw = h * 0.6f;
	float x = cx - (advance * (float)(len - 1) + cw) / 2;
	for (int i = 0; i < len; i++) {
		float p = progress * (float)len - (float)i;
		if (p <= 0)
			break;
		SDL_FRect box = {x + advance * (float)i, cy - h / 2, cw, h};
		pg_stroke_char(r, text[i], box, seed + (uint32_t)i * 977u, p, width, colour,
		               NULL);
	}
}