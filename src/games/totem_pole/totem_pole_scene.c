/*
 * totem_pole_scene.c: the Totem Pole table (the view of pg_view.h).
 *
 * The pole stands in the middle column on its base. Every seat has a
 * wooden panel in a corner with its pyramids in hand (grouped by size) and
 * its scoring tray; with two players the grey dummy has a panel too. The
 * die and the Pass / Count coup buttons share a box in the free corner
 * (under the pole with four players).
 *
 * What is drawn is `shown`, a copy of the rules' state that trails the real
 * one while a move is animated. Every event of a move becomes an action on
 * a timeline: it lifts a pyramid from where it was (changing `shown`), flies
 * it, and sets it down where it goes. So a capture plays out step by step
 * and the running scores (tp_score of `shown`) tick as pyramids land. When
 * the timeline ends `shown` is the real state again, byte for byte.
 *
 * The scene writes `shown` through the field layout the rules header
 * documents (pole entries colour * 4 + size, two bits per size in the
 * scoring areas), the only place outside the rules that does.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "pg_view.h"
#include "totem_pole/totem_pole_rules.h"

/* ---- tuning ---------------------------------------------------------------- */

enum {
	PANELS = TP_COLOURS, /* indexed by taker: seats 0..3, TP_GREY the dummy */
	MAX_ACTIONS = 160,
	CAPTION_SIZE = 120,
	TAG_DIE = 1,
	TAG_SNAP = 2,
	TAG_PULSE = 16,    /* + panel index */
	TRAY_MIN_FIT = 10, /* trays are sized for at least this many pyramids */
};

/* Share of a pyramid's height that shows below the next one on the pole:
 * on a tall pole they nest deeper, so each stays big enough to read. */
#define POLE_RISE_SHORT 0.58f
#define POLE_RISE_TALL 0.42f
/* Distance between pyramids of one group in hand, in their base widths. */
#define HAND_SPREAD 0.5f

/* Seconds of the animations. */
#define TIME_DRAW 1.2f
#define TIME_ROLL 0.8f
#define TIME_PLACE 0.5f
#define TIME_DROP 0.26f
#define TIME_COUP 0.6f
#define TIME_PASS 0.7f
#define TIME_PHASE 1.3f
#define TIME_TAKE 0.5f
#define TIME_STEP_LEAD 0.35f
#define TIME_STEP_STAGGER 0.12f
#define TIME_STEP_PAUSE 0.35f
#define TIME_END 0.9f
#define TIME_SNAP 0.3f

static const char *const colour_files[TP_COLOURS] = {"red", "blue", "green", "yellow", "grey"};
static const char size_letters[TP_SIZES] = {'s', 'm', 'l'};
static const char *const size_titles[TP_SIZES] = {"Small", "Medium", "Large"};
/* clang-format off */
static const char *const die_files[TP_FACES] = {
	"totem_pole/die_s.svg",  "totem_pole/die_m.svg",  "totem_pole/die_l.svg",
	"totem_pole/die_sm.svg", "totem_pole/die_ml.svg", "totem_pole/die_sl.svg",
};
static const char *const face_words[TP_FACES] = {
	"small", "medium", "large", "small or medium", "medium or large", "small or large",
};

/* The seats' colours and patterns follow the pyramid art (red stripes,
 * blue dots, green chevrons, yellow hatching); the app's pattern set has
 * no chevrons or hatching, so bars and checks stand for them. The tables
 * here are kept compact, out of clang-format's reach. */
static const pg_seat_style tp_seat_styles[TP_MAX_PLAYERS] = {
	{"Red", {207, 88, 68, 255}, {104, 37, 26, 255}, {216, 120, 100, 255},
	 {255, 236, 226, 255}, PG_PATTERN_STRIPES},
	{"Blue", {72, 127, 182, 255}, {35, 57, 84, 255}, {109, 151, 190, 255},
	 {232, 242, 255, 255}, PG_PATTERN_DOTS},
	{"Green", {86, 155, 96, 255}, {43, 72, 40, 255}, {121, 173, 122, 255},
	 {232, 255, 236, 255}, PG_PATTERN_BARS},
	{"Yellow", {222, 175, 63, 255}, {112, 82, 23, 255}, {228, 189, 96, 255},
	 {80, 56, 6, 255}, PG_PATTERN_CHECKS},
};

static const pg_seat_style dummy_style = {"Grey", {152, 147, 140, 255}, {57, 47, 42, 255},
					  {173, 167, 157, 255}, {40, 36, 32, 255},
					  PG_PATTERN_SOLID};
/* clang-format on */

/* ---- the view's data -------------------------------------------------------- */

/* Where a pyramid's silhouette sits inside its art's box, as shares of
 * the box (measured from the art once, see measure_pyramids). */
typedef struct tp_shape {
	float left, right, top, bottom;
} tp_shape;

typedef struct tp_panel {
	bool used;
	SDL_Rect rect;
	SDL_Rect header;
	SDL_Rect hand;
	SDL_Rect groups[TP_SIZES]; /* hit areas of the three size groups */
	int ground;                /* y of the line the pyramids in hand stand on */
	int piece_h;               /* box height of a pyramid in hand */
	SDL_Rect tray;             /* the tray art */
	SDL_Rect tray_inner;       /* where the taken pyramids go */
} tp_panel;

typedef enum tp_act_kind {
	ACT_NOTE,  /* a caption and a pause */
	ACT_DRAW,  /* the first player is drawn from the bag */
	ACT_ROLL,  /* the die tumbles */
	ACT_PLACE, /* a pyramid flies from a hand onto the pole */
	ACT_TAKE,  /* a pyramid flies from the pole to a tray (coup or capture) */
	ACT_TURN,  /* the turn passes on */
	ACT_PHASE, /* a caption as a new phase begins (index: the phase) */
} tp_act_kind;

typedef struct tp_action {
	tp_act_kind kind;
	int seat; /* the actor; for ACT_TAKE the taker (TP_GREY: the dummy) */
	int colour, size, index;
	int step; /* capture step, -1 otherwise */
	float start, duration;
	bool lifted, landed;
	bool from_drop; /* a person dropped it here: fly from there */
	SDL_FRect from; /* set when lifted */
	char caption[CAPTION_SIZE];
} tp_action;

typedef struct tp_drag {
	bool active;
	bool die; /* the die is being thrown */
	int colour, size;
	int x, y;     /* the pointer */
	int dx, dy;   /* pointer minus the piece's centre at the press */
	float box_h;  /* drawn size: the hand's, growing to the pole's over it */
	pg_move move; /* what a drop on the pole would play, or PG_NO_MOVE */
} tp_drag;

typedef struct tp_view {
	pg_app *app;
	pg_play *play;
	SDL_Rect area;
	int bottom_seat; /* the seat drawn in the bottom-left corner */

	/* layout */
	tp_panel panels[PANELS];
	SDL_Rect table;
	SDL_Rect column;
	SDL_Rect caption_rect;
	SDL_Rect pole_zone; /* also the drop target */
	SDL_Rect base_rect;
	int pole_ground; /* y the bottom pyramid stands on */
	int pole_max_h;  /* largest box height of a pyramid on the pole */
	SDL_Rect die_box;
	SDL_Rect die_rect;
	SDL_Rect die_label;
	pg_button pass_button, coup_button;
	float art_aspect; /* the pyramid art's width / height */
	tp_shape shapes[TP_SIZES];

	/* what is drawn */
	tp_state shown;  /* trails the real state during animations */
	tp_state target; /* the state after the move being animated */
	int fit_height;  /* the pole the stack's scale is fitted to */
	uint8_t fit_sizes[TP_MAX_POLE];
	tp_action actions[MAX_ACTIONS];
	int action_count;
	float clock, clock_end;
	pg_tweens tweens;

	/* input */
	tp_drag drag;
	int hover_colour, hover_size; /* -1: none */
	bool hover_die;
	bool snap_active; /* a refused pyramid flies back to the hand */
	int snap_colour, snap_size;
	float snap_h;      /* its size when let go */
	bool drop_pending; /* a dropped pyramid waits for its move */
	int drop_colour, drop_size;
	float drop_x, drop_y, drop_h;
	bool die_thrown; /* the next roll starts where the die was let go */
	float throw_x, throw_y;
	float roll_x0, roll_y0; /* where the rolling die started */
} tp_view;

/* ---- small helpers -------------------------------------------------------- */

static int px(const tp_view *v, float points)
{
	return pg_app_px(v->app, points);
}

static int clampi(int x, int lo, int hi)
{
	return x < lo ? lo : x > hi ? hi : x;
}

static int mini(int a, int b)
{
	return a < b ? a : b;
}

static int maxi(int a, int b)
{
	return a > b ? a : b;
}

static const tp_state *real_state(const tp_view *v)
{
	return pg_play_state(v->play);
}

static const pg_seat_style *taker_style(const tp_view *v, int taker)
{
	if (taker == TP_GREY || taker < 0)
		return &dummy_style;
	return pg_play_seat_style(v->play, taker);
}

/* "Red" or "The dummy". */
static const char *taker_name(const tp_view *v, int taker)
{
	return taker == TP_GREY || taker < 0 ? "The dummy" : taker_style(v, taker)->name;
}

static void pyramid_path(int colour, int size, char *buf, size_t n)
{
	snprintf(buf, n, "totem_pole/pyramid_%s_%c.svg", colour_files[colour],
	         size_letters[size]);
}

static int box_width(const tp_view *v, int box_h)
{
	return maxi(1, (int)lroundf((float)box_h * v->art_aspect));
}

static bool in_rect(SDL_Rect r, int x, int y)
{
	return pg_ui_contains(r, x, y);
}

/* ---- the art's geometry -------------------------------------------------------- */

/* Finds where each size's silhouette sits in the shared box by rendering
 * the plain grey art once, small, and reading its alpha. The pole's
 * stacking and the spacing in hand follow from it, so they stay right if
 * the art is redrawn. Without the art, plain proportions stand in. */
static void measure_pyramids(tp_view *v)
{
	static const tp_shape fallback[TP_SIZES] = {
	    {0.34f, 0.66f, 0.45f, 1.0f}, {0.27f, 0.73f, 0.24f, 1.0f}, {0.2f, 0.8f, 0.0f, 1.0f}};
	v->art_aspect = 1.0f;
	memcpy(v->shapes, fallback, sizeof v->shapes);
	for (int size = 0; size < TP_SIZES; size++) {
		char rel[96], full[PG_APP_PATH_MAX + 96];
		char path[64];
		pyramid_path(TP_GREY, size, path, sizeof path);
		snprintf(rel, sizeof rel, "assets/%s", path);
		pg_app_data_path(v->app, rel, full, sizeof full);
		SDL_RWops *rw = SDL_RWFromFile(full, "rb");
		if (!rw)
			continue;
		SDL_Surface *loaded = IMG_LoadSizedSVG_RW(rw, 0, 240);
		SDL_RWclose(rw);
		if (!loaded)
			continue;
		SDL_Surface *s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
		SDL_FreeSurface(loaded);
		if (!s)
			continue;
		int x0 = s->w, x1 = -1, y0 = s->h, y1 = -1;
		SDL_LockSurface(s);
		for (int y = 0; y < s->h; y++) {
			const Uint8 *row = (const Uint8 *)s->pixels + y * s->pitch;
			for (int x = 0; x < s->w; x++) {
				if (row[4 * x + 3] < 96)
					continue;
				x0 = mini(x0, x);
				x1 = maxi(x1, x);
				y0 = mini(y0, y);
				y1 = maxi(y1, y);
			}
		}
		SDL_UnlockSurface(s);
		if (x1 > x0 && y1 > y0) {
			v->art_aspect = (float)s->w / (float)s->h;
			v->shapes[size] = (tp_shape){(float)x0 / s->w, (float)(x1 + 1) / s->w,
			                             (float)y0 / s->h, (float)(y1 + 1) / s->h};
		}
		SDL_FreeSurface(s);
	}
}

static float shape_height(const tp_view *v, int size)
{
	return v->shapes[size].bottom - v->shapes[size].top;
}

static float shape_width(const tp_view *v, int size)
{
	return (v->shapes[size].right - v->shapes[size].left) * v->art_aspect;
}

/* The box of a pyramid whose silhouette stands centred on (cx, ground). */
static SDL_FRect standing_box(const tp_view *v, int size, float cx, float ground, float box_h)
{
	const tp_shape *s = &v->shapes[size];
	float w = box_h * v->art_aspect;
	float mid = (s->left + s->right) / 2;
	return (SDL_FRect){cx - mid * w, ground - s->bottom * box_h, w, box_h};
}

/* Draws a pyramid's art (rendered at tex_h high) into box. */
static void draw_pyramid(tp_view *v, int colour, int size, SDL_FRect box, int tex_h,
                         Uint8 alpha, double angle)
{
	char path[64];
	pyramid_path(colour, size, path, sizeof path);
	if (pg_assets_draw_scaled(v->app->assets, path, box_width(v, tex_h), tex_h, box, alpha,
	                          angle))
		return;
	/* The art is missing: a flat triangle keeps the game playable. */
	const tp_shape *s = &v->shapes[size];
	const pg_seat_style *st = colour == TP_GREY ? &dummy_style : &tp_seat_styles[colour];
	SDL_Color c = pg_ui_with_alpha(st->fill, alpha);
	SDL_Vertex tri[3] = {
	    {{box.x + box.w * s->left, box.y + box.h * s->bottom}, c, {0, 0}},
	    {{box.x + box.w * s->right, box.y + box.h * s->bottom}, c, {0, 0}},
	    {{box.x + box.w * (s->left + s->right) / 2, box.y + box.h * s->top}, c, {0, 0}},
	};
	SDL_RenderGeometry(v->app->renderer, NULL, tri, 3, NULL, 0);
}

/* ---- state copies: the few writes the animation replays ---------------------- */

static void shown_lift_from_hand(tp_state *s, int colour, int size)
{
	if (s->supply[colour][size])
		s->supply[colour][size]--;
}

static void shown_set_on_pole(tp_state *s, int colour, int size, int index)
{
	if (index < 0 || index >= TP_MAX_POLE)
		return;
	s->pole[index] = (uint8_t)(colour * 4 + size);
	s->pole_height = (uint8_t)(index + 1);
}

static void shown_lift_from_pole(tp_state *s, int index)
{
	if (index >= 0 && index < s->pole_height)
		s->pole_height = (uint8_t)index;
}

static void shown_add_to_tray(tp_state *s, int taker, int colour, int size)
{
	s->area[taker][colour] = (uint8_t)(s->area[taker][colour] + (1 << (2 * size)));
}

/* ---- the pole's scale ------------------------------------------------------ */

static void fit_pole_to(tp_view *v, const tp_state *s)
{
	v->fit_height = tp_pole_height(s);
	for (int i = 0; i < v->fit_height; i++)
		v->fit_sizes[i] = (uint8_t)tp_pole_size(s, i);
}

static float pole_rise(const tp_view *v)
{
	float t = (float)(v->fit_height - 12) / 18.0f;
	t = t < 0 ? 0 : t > 1 ? 1 : t;
	return pg_lerp(POLE_RISE_SHORT, POLE_RISE_TALL, t);
}

/* The box height of pyramids on the pole: as large as the column allows,
 * smaller when the pole gets tall so it always fits. Multiples of four
 * pixels only, so a growing pole re-renders its art now and then, not at
 * every pyramid. */
static int pole_box_h(const tp_view *v)
{
	float rise = pole_rise(v);
	float need = 0;
	for (int i = 0; i < v->fit_height; i++) {
		float h = shape_height(v, v->fit_sizes[i]);
		need += i + 1 < v->fit_height ? h * rise : h;
	}
	/* Leave room for the next pyramid too, so the ghost and a flying piece fit. */
	need += shape_height(v, TP_LARGE) * (1 - rise) + 0.05f;
	int avail = v->pole_ground - v->pole_zone.y - px(v, 8);
	int h = need > 0 ? (int)((float)avail / need) : v->pole_max_h;
	h = mini(h, v->pole_max_h);
	return maxi(px(v, 8), h & ~3);
}

/* The box of the pyramid at pole index (given the sizes below it). */
static SDL_FRect pole_box(const tp_view *v, int index, int size, int box_h)
{
	float ground = (float)v->pole_ground;
	float rise = pole_rise(v) * (float)box_h;
	for (int i = 0; i < index && i < v->fit_height; i++)
		ground -= shape_height(v, v->fit_sizes[i]) * rise;
	for (int i = v->fit_height; i < index; i++)
		ground -= shape_height(v, TP_MEDIUM) * rise;
	float cx = (float)(v->base_rect.x + v->base_rect.w / 2);
	return standing_box(v, size, cx, ground, (float)box_h);
}

/* ---- the hands ---------------------------------------------------------------- */

static bool dragged_from(const tp_view *v, int colour, int size)
{
	return v->drag.active && !v->drag.die && v->drag.colour == colour &&
	       v->drag.size == size;
}

/* Pyramids drawn in a hand group now: the state's, less one that is
 * being dragged, flying back or waiting for its move. */
static int hand_drawn(const tp_view *v, int colour, int size)
{
	int n = tp_supply(&v->shown, colour, size);
	if (dragged_from(v, colour, size))
		n--;
	if (v->snap_active && v->snap_colour == colour && v->snap_size == size)
		n--;
	if (v->drop_pending && v->drop_colour == colour && v->drop_size == size)
		n--;
	return maxi(0, n);
}

/* The box of the k-th of n pyramids in a hand group. */
static SDL_FRect hand_box(const tp_view *v, int colour, int size, int k, int n)
{
	const tp_panel *p = &v->panels[colour];
	float box_h = (float)p->piece_h;
	float step = shape_width(v, size) * box_h * HAND_SPREAD;
	SDL_Rect g = p->groups[size];
	float cx = (float)g.x + (float)g.w / 2 + ((float)k - (float)(n - 1) / 2) * step;
	return standing_box(v, size, cx, (float)p->ground, box_h);
}

/* Where a pyramid picked up from a group comes from, or goes back to: the
 * last place of the group as `shown` holds it (a pyramid in a person's
 * hand or in flight is still counted there). */
static SDL_FRect hand_top_box(const tp_view *v, int colour, int size)
{
	int n = maxi(1, tp_supply(&v->shown, colour, size));
	return hand_box(v, colour, size, n - 1, n);
}

/* ---- the trays ------------------------------------------------------------- */

/* Pyramids of one kind a taker holds or has coming (flying there now). */
static int tray_coming(const tp_view *v, int taker, int colour, int size, int before_action)
{
	int n = 0;
	for (int i = 0; i < v->action_count && i < before_action; i++) {
		const tp_action *a = &v->actions[i];
		if (a->kind == ACT_TAKE && a->lifted && !a->landed && a->seat == taker &&
		    a->colour == colour && a->size == size)
			n++;
	}
	return n;
}

static int tray_count(const tp_view *v, int taker, int colour, int size)
{
	return tp_area_count(&v->shown, taker, colour, size) +
	       tray_coming(v, taker, colour, size, v->action_count);
}

/* Kinds in tray order: the taker's own colour first, large to small. */
static int tray_kinds(int taker, int *colours, int *sizes)
{
	int n = 0;
	for (int c = 0; c < TP_COLOURS; c++) {
		int colour = c == 0 ? taker : c <= taker ? c - 1 : c;
		for (int size = TP_LARGE; size >= TP_SMALL; size--) {
			colours[n] = colour;
			sizes[n++] = size;
		}
	}
	return n;
}

/* Width a pyramid takes in a tray row, in box heights. */
static float tray_slot(const tp_view *v, int size)
{
	return shape_width(v, size) * 0.8f;
}

/* The box height of pyramids in trays: one size for every tray, so the
 * art is rendered once per size and the trays look alike (multiples of
 * four pixels, as on the pole). */
static int tray_box_h(const tp_view *v)
{
	int best = 0;
	int cap = 0;
	for (int taker = 0; taker < PANELS; taker++) {
		const tp_panel *p = &v->panels[taker];
		if (!p->used)
			continue;
		cap = cap ? mini(cap, p->piece_h * 3 / 4) : p->piece_h * 3 / 4;
		float sum = 0, widest = tray_slot(v, TP_LARGE);
		int count = 0;
		for (int colour = 0; colour < TP_COLOURS; colour++)
			for (int size = 0; size < TP_SIZES; size++) {
				int k = tray_count(v, taker, colour, size);
				sum += (float)k * tray_slot(v, size);
				count += k;
			}
		if (count < TRAY_MIN_FIT)
			sum += (float)(TRAY_MIN_FIT - count) * tray_slot(v, TP_MEDIUM);
		int fit = 0;
		for (int rows = 1; rows <= 5; rows++) {
			float by_h = (float)p->tray_inner.h / (float)rows;
			float by_w = (float)p->tray_inner.w / (sum / (float)rows + widest);
			int h = (int)fminf(by_h / shape_height(v, TP_LARGE) * 0.98f, by_w);
			fit = maxi(fit, h);
		}
		best = best ? mini(best, fit) : fit;
	}
	if (cap)
		best = mini(best, cap);
	return maxi(px(v, 6), best & ~3);
}

/* The box of the ordinal-th pyramid of a kind in a taker's tray, laid
 * out with the ones flying there counted in: kinds in tray order, rows
 * filled left to right, the rows in use centred in the tray. */
static SDL_FRect tray_box(const tp_view *v, int taker, int colour, int size, int ordinal,
                          int box_h)
{
	enum { MAX_ROWS = 8 };
	SDL_Rect in = v->panels[taker].tray_inner;
	float row_h = shape_height(v, TP_LARGE) * (float)box_h;
	int rows = clampi((int)((float)in.h / row_h), 1, MAX_ROWS);
	float widths[MAX_ROWS] = {0};
	int row = 0, found_row = 0;
	float found_x = 0, found_w = 0;
	int colours[TP_COLOURS * TP_SIZES], sizes[TP_COLOURS * TP_SIZES];
	int kinds = tray_kinds(taker, colours, sizes);
	for (int k = 0; k < kinds; k++) {
		int n = tray_count(v, taker, colours[k], sizes[k]);
		for (int i = 0; i < n; i++) {
			float w = tray_slot(v, sizes[k]) * (float)box_h;
			if (widths[row] + w > (float)in.w && widths[row] > 0 && row + 1 < rows)
				row++;
			if (colours[k] == colour && sizes[k] == size && i == ordinal) {
				found_row = row;
				found_x = widths[row];
				found_w = w;
			}
			widths[row] += w;
		}
	}
	float top = (float)in.y + ((float)in.h - row_h * (float)(row + 1)) / 2;
	float left = (float)in.x + ((float)in.w - widths[found_row]) / 2;
	return standing_box(v, size, left + found_x + found_w / 2,
	                    top + row_h * (float)(found_row + 1), (float)box_h);
}

/* ---- layout --------------------------------------------------------------------- */

/* The tray art fitted into space with its own aspect. */
static SDL_Rect fit_tray(const tp_view *v, SDL_Rect space)
{
	float aw = 4, ah = 1;
	pg_assets_natural_size(v->app->assets, "totem_pole/scoring_tray.svg", &aw, &ah);
	float aspect = ah > 0 ? aw / ah : 4;
	int w = space.w, h = (int)((float)w / aspect);
	if (h > space.h) {
		h = space.h;
		w = (int)((float)h * aspect);
	}
	return (SDL_Rect){space.x + (space.w - w) / 2, space.y, w, h};
}

/* A seat's panel: the header, then the hand (three size groups standing on
 * one line, each labelled), then the tray, spread evenly down the panel. */
static void layout_panel(tp_view *v, tp_panel *p, SDL_Rect r)
{
	int pad = px(v, 12);
	p->used = true;
	p->rect = r;
	p->header = (SDL_Rect){r.x + pad, r.y + px(v, 8), r.w - 2 * pad, px(v, 30)};
	int top = p->header.y + p->header.h + px(v, 4);
	int body = r.y + r.h - pad - top;
	int inner_w = r.w - 2 * pad;
	int gap = px(v, 6);
	int gw = (inner_w - 2 * gap) / 3;
	int label_h = px(v, 18);
	int by_width = (int)((float)gw / (shape_width(v, TP_LARGE) * (1 + 2 * HAND_SPREAD)));
	int by_height = (int)((float)(body * 58 / 100 - label_h) / shape_height(v, TP_LARGE));
	p->piece_h = maxi(px(v, 10), mini(mini(by_width, by_height), px(v, 120)) & ~1);
	int hand_h = (int)((float)p->piece_h * shape_height(v, TP_LARGE)) + label_h + px(v, 12);
	SDL_Rect space = {r.x + pad, 0, inner_w, body - hand_h - px(v, 8)};
	SDL_Rect tray = fit_tray(v, space);
	int spare = maxi(0, (body - hand_h - tray.h) / 3);
	p->hand = (SDL_Rect){r.x + pad, top + spare, inner_w, hand_h};
	for (int size = 0; size < TP_SIZES; size++)
		p->groups[size] =
		    (SDL_Rect){p->hand.x + size * (gw + gap), p->hand.y, gw, hand_h};
	p->ground = p->hand.y + hand_h - label_h - px(v, 2);
	p->tray = tray;
	p->tray.y = p->hand.y + hand_h + spare;
	int inset_x = tray.w * 6 / 100 + px(v, 2), inset_y = tray.h * 14 / 100 + px(v, 1);
	p->tray_inner = (SDL_Rect){p->tray.x + inset_x, p->tray.y + inset_y,
	                           tray.w - 2 * inset_x, tray.h - 2 * inset_y};
}

/* The die with its label, and the Pass / Count coup buttons: stacked in
 * a roomy corner box, or side by side in the short strip under the pole
 * that four players leave. */
static void layout_die_box(tp_view *v, SDL_Rect r)
{
	int pad = px(v, 12);
	int label_h = px(v, 22);
	int button_h = px(v, 36);
	int gap = px(v, 8);
	v->die_box = r;
	if (r.w >= r.h * 2) {
		int die = clampi(r.h - 2 * pad, px(v, 32), px(v, 110)) & ~1;
		int side = mini(px(v, 180), r.w - die - 3 * pad);
		int x = r.x + (r.w - (die + pad + side)) / 2;
		v->die_rect = (SDL_Rect){x, r.y + (r.h - die) / 2, die, die};
		int sx = x + die + pad;
		int sy = r.y + (r.h - (label_h + 2 * button_h + 2 * gap)) / 2;
		v->die_label = (SDL_Rect){sx, sy, side, label_h};
		v->pass_button.rect = (SDL_Rect){sx, sy + label_h + gap, side, button_h};
		v->coup_button.rect =
		    (SDL_Rect){sx, sy + label_h + button_h + 2 * gap, side, button_h};
		return;
	}
	int die = mini(r.h - 2 * pad - label_h - button_h - 2 * gap, r.w - 2 * pad);
	die = clampi(die, px(v, 40), px(v, 150)) & ~1;
	int block = die + gap + label_h + gap + button_h;
	int y = r.y + maxi(pad, (r.h - block) / 2);
	v->die_rect = (SDL_Rect){r.x + (r.w - die) / 2, y, die, die};
	v->die_label = (SDL_Rect){r.x + pad, y + die + gap, r.w - 2 * pad, label_h};
	int bw = mini(px(v, 150), (r.w - 2 * pad - gap) / 2);
	int bx = r.x + (r.w - 2 * bw - gap) / 2;
	int by = v->die_label.y + label_h + gap;
	v->pass_button.rect = (SDL_Rect){bx, by, bw, button_h};
	v->coup_button.rect = (SDL_Rect){bx + bw + gap, by, bw, button_h};
}

static void layout_column(tp_view *v, SDL_Rect column)
{
	v->column = column;
	v->caption_rect = (SDL_Rect){column.x, column.y, column.w, px(v, 58)};
	int top = column.y + v->caption_rect.h;
	v->pole_zone = (SDL_Rect){column.x, top, column.w, column.y + column.h - top};
	float aw = 3, ah = 1;
	pg_assets_natural_size(v->app->assets, "totem_pole/pole_base.svg", &aw, &ah);
	float aspect = ah > 0 ? aw / ah : 3;
	int bw = mini(column.w * 78 / 100, px(v, 240));
	int bh = (int)((float)bw / aspect);
	if (bh > column.h / 6) {
		bh = column.h / 6;
		bw = (int)((float)bh * aspect);
	}
	v->base_rect = (SDL_Rect){column.x + (column.w - bw) / 2,
	                          v->pole_zone.y + v->pole_zone.h - bh - px(v, 6), bw, bh};
	/* The pyramids stand on the base's top face, a little below its edge. */
	v->pole_ground = v->base_rect.y + bh * 30 / 100;
	float widest = shape_width(v, TP_LARGE);
	v->pole_max_h = mini((int)((float)column.w * 0.5f / widest), px(v, 120));
}

/* Seats clockwise from the bottom-left corner. */
static void layout_view(tp_view *v)
{
	SDL_Rect a = v->area;
	int m = px(v, 12);
	int players = tp_players(&v->shown);
	v->table = (SDL_Rect){a.x + m / 2, a.y + m / 2, a.w - m, a.h - m};
	int col_w = clampi(a.w * 26 / 100, px(v, 200), px(v, 420));
	int side_w = (a.w - col_w - 4 * m) / 2;
	int h = a.h - 2 * m;
	SDL_Rect left = {a.x + m, a.y + m, side_w, h};
	SDL_Rect column = {left.x + side_w + m, a.y + m, col_w, h};
	SDL_Rect right = {column.x + col_w + m, a.y + m, a.x + a.w - m - (column.x + col_w + m),
	                  h};
	int top_h = (h - m) / 2;
	SDL_Rect corner[4] = {
	    {left.x, left.y + top_h + m, left.w, h - top_h - m},    /* bottom left */
	    {left.x, left.y, left.w, top_h},                        /* top left */
	    {right.x, right.y, right.w, top_h},                     /* top right */
	    {right.x, right.y + top_h + m, right.w, h - top_h - m}, /* bottom right */
	};
	for (int i = 0; i < PANELS; i++)
		v->panels[i].used = false;
	int order[TP_MAX_PLAYERS];
	for (int i = 0; i < players; i++)
		order[i] = (v->bottom_seat + i) % players;
	if (players == 2) {
		layout_panel(v, &v->panels[order[0]], corner[0]);
		layout_panel(v, &v->panels[TP_GREY], corner[1]);
		layout_panel(v, &v->panels[order[1]], corner[2]);
		layout_die_box(v, corner[3]);
		layout_column(v, column);
	} else if (players == 3) {
		for (int i = 0; i < 3; i++)
			layout_panel(v, &v->panels[order[i]], corner[i]);
		layout_die_box(v, corner[3]);
		layout_column(v, column);
	} else {
		for (int i = 0; i < players; i++)
			layout_panel(v, &v->panels[order[i]], corner[i]);
		int box_h = clampi(h * 18 / 100, px(v, 124), px(v, 150));
		layout_die_box(v, (SDL_Rect){column.x, column.y + h - box_h, column.w, box_h});
		layout_column(v, (SDL_Rect){column.x, column.y, column.w, h - box_h - m});
	}
}

/* ---- moves for pieces ------------------------------------------------------ */

static int legal_now(const tp_view *v, pg_move *out)
{
	return pg_play_legal_moves(v->play, out, 32);
}

static bool move_is_legal(const tp_view *v, pg_move move)
{
	pg_move legal[32];
	int n = legal_now(v, legal);
	for (int i = 0; i < n; i++)
		if (legal[i] == move)
			return true;
	return false;
}

static bool is_pair(pg_move move)
{
	return tp_move_own_size(move) >= 0 && tp_move_dummy_size(move) >= 0;
}

/* The legal move that puts this pyramid on the pole, or PG_NO_MOVE. On a
 * two-player double the pyramid a person picks goes on first and the
 * other size follows on top: an own pyramid picks the pair with the
 * dummy's on top, a grey one the pair with the dummy's below. */
static pg_move move_for_piece(const tp_view *v, int colour, int size)
{
	pg_move legal[32];
	int n = legal_now(v, legal);
	int seat = pg_play_input_seat(v->play);
	for (int i = 0; i < n; i++) {
		pg_move m = legal[i];
		bool below = is_pair(m) && tp_move_dummy_below(m);
		if (colour == TP_GREY ? tp_move_dummy_size(m) == size && (below || !is_pair(m))
		                      : colour == seat && tp_move_own_size(m) == size && !below)
			return m;
	}
	return PG_NO_MOVE;
}

/* Why a pyramid may not go onto the pole now, for the toast. */
static void refusal(const tp_view *v, int colour, int size, char *buf, size_t n)
{
	const tp_state *s = real_state(v);
	int seat = pg_play_input_seat(v->play);
	if (tp_get_phase(s) == TP_PHASE_OVER) {
		snprintf(buf, n, "The game is over.");
	} else if (seat < 0) {
		bool own_roll = tp_get_phase(s) == TP_PHASE_ROLL && tp_turn(s) >= 0 &&
		                pg_play_is_human(v->play, tp_turn(s));
		snprintf(buf, n, "%s", own_roll ? "Roll the die first." : "Not your turn.");
	} else if (!(tp_face_sizes(tp_die_face(s)) & (1 << size))) {
		snprintf(buf, n, "The die shows %s: that %s pyramid can't go on.",
		         face_words[tp_die_face(s)], tp_size_name(size));
	} else if (colour == TP_GREY && tp_has_dummy(s) && tp_face_is_double(tp_die_face(s))) {
		int other = 0;
		while (other < TP_SIZES - 1 &&
		       (other == size || !(tp_face_sizes(tp_die_face(s)) & (1 << other))))
			other++;
		snprintf(buf, n,
		         "The dummy's %s pyramid needs your %s one to go with it, and you "
		         "have none left.",
		         tp_size_name(size), tp_size_name(other));
	} else if (colour == TP_GREY) {
		snprintf(buf, n, "One of your own pyramids fits, so the dummy's stay put.");
	} else if (tp_supply(s, colour, size) == 0) {
		snprintf(buf, n, "You have no %s pyramid left.", tp_size_name(size));
	} else {
		snprintf(buf, n, "That pyramid can't go on the pole now.");
	}
}

/* ---- the timeline ---------------------------------------------------------------- */

static tp_action *add_action(tp_view *v, tp_act_kind kind, float start, float duration)
{
	if (v->action_count >= MAX_ACTIONS)
		return NULL;
	tp_action *a = &v->actions[v->action_count++];
	memset(a, 0, sizeof *a);
	a->kind = kind;
	a->start = start;
	a->duration = duration;
	a->step = -1;
	if (start + duration > v->clock_end)
		v->clock_end = start + duration;
	return a;
}

static void caption(tp_action *a, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void caption(tp_action *a, const char *fmt, ...)
{
	if (!a)
		return;
	va_list args;
	va_start(args, fmt);
	vsnprintf(a->caption, sizeof a->caption, fmt, args);
	va_end(args);
}

static float progress(const tp_view *v, const tp_action *a)
{
	if (a->duration <= 0)
		return 1;
	float t = (v->clock - a->start) / a->duration;
	return t < 0 ? 0 : t > 1 ? 1 : t;
}

static SDL_FRect lerp_rect(SDL_FRect a, SDL_FRect b, float t)
{
	return (SDL_FRect){pg_lerp(a.x, b.x, t), pg_lerp(a.y, b.y, t), pg_lerp(a.w, b.w, t),
	                   pg_lerp(a.h, b.h, t)};
}

/* Where a flying pyramid is going now (the layout may change meanwhile). */
static SDL_FRect flight_target(const tp_view *v, const tp_action *a)
{
	if (a->kind == ACT_PLACE)
		return pole_box(v, a->index, a->size, pole_box_h(v));
	int before = tp_area_count(&v->shown, a->seat, a->colour, a->size);
	int ordinal =
	    before + tray_coming(v, a->seat, a->colour, a->size, (int)(a - v->actions));
	return tray_box(v, a->seat, a->colour, a->size, ordinal, tray_box_h(v));
}

static void lift(tp_view *v, tp_action *a)
{
	a->lifted = true;
	switch (a->kind) {
	case ACT_ROLL: {
		pg_tween *t =
		    pg_tweens_roll(&v->tweens, TAG_DIE, TP_FACES, a->size, a->duration);
		if (t)
			t->ease = PG_EASE_OUT;
		break;
	}
	case ACT_DRAW:
		pg_tweens_pulse(&v->tweens, TAG_PULSE + a->seat, 0.06f, a->duration * 0.6f, 0);
		break;
	case ACT_PLACE:
		if (a->from_drop) {
			a->from = standing_box(v, a->size, v->drop_x, v->drop_y, v->drop_h);
			a->from.y = v->drop_y - a->from.h / 2;
			v->drop_pending = false;
		} else {
			a->from = hand_top_box(v, a->colour, a->size);
		}
		shown_lift_from_hand(&v->shown, a->colour, a->size);
		break;
	case ACT_TAKE:
		a->from = pole_box(v, a->index, a->size, pole_box_h(v));
		shown_lift_from_pole(&v->shown, a->index);
		if (a->step > 0 && a->index == tp_pole_height(&v->shown))
			pg_audio_play(v->app->audio, "take");
		break;
	case ACT_TURN:
		v->shown.turn = (uint8_t)a->seat;
		v->shown.phase = TP_PHASE_ROLL;
		pg_tweens_pulse(&v->tweens, TAG_PULSE + a->seat, 0.04f, 0.45f, 0);
		break;
	case ACT_PHASE:
		v->shown.phase = (uint8_t)a->index;
		break;
	case ACT_NOTE:
		break;
	}
}

static void land(tp_view *v, tp_action *a)
{
	a->landed = true;
	if (a->kind == ACT_PLACE)
		shown_set_on_pole(&v->shown, a->colour, a->size, a->index);
	else if (a->kind == ACT_TAKE)
		shown_add_to_tray(&v->shown, a->seat, a->colour, a->size);
	else if (a->kind == ACT_ROLL) {
		v->shown.face = (uint8_t)a->size;
		v->shown.phase = TP_PHASE_PLACE;
	}
}

static void end_timeline(tp_view *v)
{
	memcpy(&v->shown, &v->target, sizeof v->shown);
	v->action_count = 0;
	v->clock = v->clock_end = 0;
	v->drop_pending = false;
	fit_pole_to(v, &v->shown);
}

static void run_timeline(tp_view *v)
{
	for (int i = 0; i < v->action_count; i++) {
		tp_action *a = &v->actions[i];
		if (!a->lifted && v->clock >= a->start)
			lift(v, a);
		if (a->lifted && !a->landed && v->clock >= a->start + a->duration)
			land(v, a);
	}
	if (v->action_count && v->clock >= v->clock_end)
		end_timeline(v);
}

static void finish_all(tp_view *v)
{
	pg_tweens_finish(&v->tweens);
	pg_tweens_update(&v->tweens, 0);
	if (v->action_count) {
		v->clock = v->clock_end;
		run_timeline(v);
	}
	v->snap_active = false;
}

/* ---- from events to actions ---------------------------------------------------- */

static float schedule_draw(tp_view *v, float t, int seat)
{
	tp_action *a = add_action(v, ACT_DRAW, t, TIME_DRAW);
	if (a) {
		a->seat = seat;
		caption(a, "A small %s pyramid comes out of the bag: %s starts",
		        tp_colour_name(tp_seat_colour(seat)), taker_name(v, seat));
	}
	return t + TIME_DRAW;
}

static float schedule_roll(tp_view *v, float t, int face)
{
	tp_action *a = add_action(v, ACT_ROLL, t, TIME_ROLL);
	if (a)
		a->size = face;
	v->roll_x0 = v->die_thrown ? v->throw_x : (float)(v->die_rect.x + v->die_rect.w / 2);
	v->roll_y0 = v->die_thrown ? v->throw_y : (float)(v->die_rect.y + v->die_rect.h / 2);
	v->die_thrown = false;
	return t + TIME_ROLL;
}

static float schedule_place(tp_view *v, float t, const pg_event *e, bool by_human, bool second)
{
	bool dropped =
	    by_human && v->drop_pending && v->drop_colour == e->a && v->drop_size == e->b;
	float duration = dropped ? TIME_DROP : TIME_PLACE;
	tp_action *a = add_action(v, ACT_PLACE, t, duration);
	if (!a)
		return t;
	a->seat = e->seat;
	a->colour = e->a;
	a->size = e->b;
	a->index = e->c;
	a->from_drop = dropped;
	if (second)
		caption(a, "%s's %s pyramid goes on top",
		        taker_name(v, e->a == TP_GREY ? TP_GREY : e->seat), tp_size_name(e->b));
	return t + duration;
}

static float schedule_coup(tp_view *v, float t, const pg_event *e)
{
	tp_action *a = add_action(v, ACT_TAKE, t, TIME_COUP);
	if (!a)
		return t;
	a->seat = e->seat;
	a->colour = e->a;
	a->size = e->b;
	a->index = e->c;
	caption(a, "%s counts coup: the top pyramid goes to the tray", taker_name(v, e->seat));
	return t + TIME_COUP;
}

static void step_caption(const tp_view *v, tp_action *a, int owner, int size, int taken)
{
	const char *who = taker_name(v, owner);
	int below = taken - 1;
	if (size == TP_SMALL)
		caption(a, "%s's small pyramid goes back to %s", who,
		        owner == TP_GREY ? "the dummy" : who);
	else if (below == 2)
		caption(a, "%s's large pyramid takes the two below", who);
	else if (below == 1 && size == TP_LARGE)
		caption(a, "%s's large pyramid takes the last one below", who);
	else if (below == 1)
		caption(a, "%s's medium pyramid takes the one below", who);
	else
		caption(a, "%s's %s pyramid is the last: %s takes it", who, tp_size_name(size),
		        owner == TP_GREY ? "the dummy" : who);
}

/* One capture step: a caption, then its pyramids lift off top first and fly
 * to the taker's tray. Returns the index of the step's last event. */
static int schedule_step(tp_view *v, float *t, const pg_event_list *list, int first)
{
	const pg_event *top = &list->items[first];
	int last = first;
	while (last + 1 < list->count && list->items[last + 1].kind == PG_EVENT_PIECE_TAKEN &&
	       list->items[last + 1].d == top->d)
		last++;
	int taker = top->seat < 0 ? TP_GREY : top->seat;
	/* A tall pole takes many steps: each goes a little quicker than the
	 * one before, so the end comes before the table grows impatient. */
	float pace = fmaxf(0.55f, 1.0f - 0.06f * (float)top->d);
	float lead = TIME_STEP_LEAD * pace, stagger = TIME_STEP_STAGGER * pace;
	float fly = TIME_TAKE * pace;
	float start = *t;
	float end = start + lead + (float)(last - first) * stagger + fly;
	tp_action *note = add_action(v, ACT_NOTE, start, end - start);
	if (note)
		step_caption(v, note, top->a, top->b, last - first + 1);
	for (int i = first; i <= last; i++) {
		const pg_event *e = &list->items[i];
		tp_action *a =
		    add_action(v, ACT_TAKE, start + lead + (float)(i - first) * stagger, fly);
		if (!a)
			continue;
		a->seat = taker;
		a->colour = e->a;
		a->size = e->b;
		a->index = e->c;
		a->step = e->d;
	}
	*t = end + TIME_STEP_PAUSE * pace;
	return last;
}

static float schedule_note(tp_view *v, float t, float duration, const char *text)
{
	tp_action *a = add_action(v, ACT_NOTE, t, duration);
	caption(a, "%s", text);
	return t + duration;
}

static float schedule_phase(tp_view *v, float t, int phase)
{
	tp_action *a = add_action(v, ACT_PHASE, t, TIME_PHASE);
	if (a)
		a->index = phase;
	caption(a, "Placing is over: the pole comes apart from the top");
	return t + TIME_PHASE;
}

static void schedule(tp_view *v, const pg_played *played)
{
	const pg_event_list *list = played->events;
	float t = 0;
	int placed = 0;
	char text[CAPTION_SIZE];
	for (int i = 0; list && i < list->count; i++) {
		const pg_event *e = &list->items[i];
		switch (e->kind) {
		case PG_EVENT_DICE_ROLLED:
			t = e->detail == TP_DETAIL_FIRST_DRAW ? schedule_draw(v, t, e->a)
			                                      : schedule_roll(v, t, e->a);
			break;
		case PG_EVENT_PIECE_PLACED:
			t = schedule_place(v, t, e, played->by_human, placed++ > 0);
			break;
		case PG_EVENT_SPECIAL:
			if (e->detail == TP_DETAIL_COUP)
				t = schedule_coup(v, t, e);
			break;
		case PG_EVENT_PASS:
			snprintf(text, sizeof text, "%s passes", taker_name(v, e->seat));
			t = schedule_note(v, t, TIME_PASS, text);
			break;
		case PG_EVENT_TURN_BEGAN: {
			tp_action *a = add_action(v, ACT_TURN, t, 0);
			if (a)
				a->seat = e->seat;
			break;
		}
		case PG_EVENT_PHASE_CHANGED:
			if (e->detail == TP_PHASE_CAPTURE)
				t = schedule_phase(v, t, TP_PHASE_CAPTURE);
			break;
		case PG_EVENT_PIECE_TAKEN:
			i = schedule_step(v, &t, list, i);
			break;
		case PG_EVENT_GAME_OVER:
			t = schedule_note(v, t, TIME_END,
			                  "The pole is down: the scores are final");
			break;
		default:
			break;
		}
	}
}

/* ---- controls ------------------------------------------------------------------- */

static bool can_roll(const tp_view *v)
{
	return pg_play_chance_pending(v->play) && v->action_count == 0 &&
	       tp_get_phase(real_state(v)) == TP_PHASE_ROLL;
}

/* Which colours a person may pick up now: the hand of the person to move
 * (else the bottom seat's, so a try out of turn gets its reason), and the
 * dummy's supply in a two-player game. */
static bool may_drag_colour(const tp_view *v, int colour)
{
	int seat = pg_play_input_seat(v->play);
	if (colour == TP_GREY)
		return tp_has_dummy(&v->shown) && pg_play_viewer(v->play) >= 0;
	if (seat >= 0)
		return colour == tp_seat_colour(seat);
	return colour == tp_seat_colour(v->bottom_seat) &&
	       pg_play_is_human(v->play, v->bottom_seat);
}

static void sync_buttons(tp_view *v)
{
	pg_move legal[32];
	int n = legal_now(v, legal);
	bool pass = false, coup = false;
	for (int i = 0; i < n; i++) {
		pass |= legal[i] == TP_MOVE_PASS;
		coup |= legal[i] == TP_MOVE_COUP;
	}
	v->pass_button.hidden = !pass;
	v->coup_button.hidden = !pass;
	v->coup_button.disabled = !coup;
	v->pass_button.kind = coup ? PG_BUTTON_NORMAL : PG_BUTTON_PRIMARY;
	v->coup_button.kind = PG_BUTTON_PRIMARY;
}

static bool submit(tp_view *v, pg_move move)
{
	return move != PG_NO_MOVE && pg_play_submit(v->play, move);
}

/* A pyramid let go of flies back to its hand, shrinking to the hand's size. */
static void snap_back(tp_view *v, int colour, int size, float x, float y, float box_h,
                      pg_ease ease)
{
	SDL_FRect home = hand_top_box(v, colour, size);
	v->snap_active = true;
	v->snap_colour = colour;
	v->snap_size = size;
	v->snap_h = box_h;
	pg_tweens_move(&v->tweens, TAG_SNAP, x, y, home.x + home.w / 2, home.y + home.h / 2,
	               TIME_SNAP, 0, ease);
}

/* Plays the pyramid from its hand (click, key) or from where it was
 * dropped; on refusal says why and, for a drop, flies it back. */
static bool try_piece(tp_view *v, int colour, int size, bool dropped, float x, float y)
{
	pg_move move = move_for_piece(v, colour, size);
	if (submit(v, move)) {
		if (dropped) {
			v->drop_pending = true;
			v->drop_colour = colour;
			v->drop_size = size;
			v->drop_x = x;
			v->drop_y = y;
			v->drop_h = v->drag.box_h;
		}
		return true;
	}
	char why[160];
	refusal(v, colour, size, why, sizeof why);
	pg_play_toast(v->play, "%s", why);
	pg_audio_play(v->app->audio, "error");
	if (dropped)
		snap_back(v, colour, size, x, y, v->drag.box_h, PG_EASE_OUT_BACK);
	return false;
}

/* S/M/L (or 1/2/3): the person's own pyramid of that size, else the
 * dummy's; with Shift the dummy's first. */
static bool key_size(tp_view *v, int size, bool dummy_first)
{
	int seat = pg_play_input_seat(v->play);
	int colour = seat >= 0 ? tp_seat_colour(seat) : tp_seat_colour(v->bottom_seat);
	if (seat < 0 && !pg_play_is_human(v->play, v->bottom_seat))
		return false;
	if (dummy_first && tp_has_dummy(&v->shown))
		colour = TP_GREY;
	else if (seat >= 0 && move_for_piece(v, colour, size) == PG_NO_MOVE &&
	         move_for_piece(v, TP_GREY, size) != PG_NO_MOVE)
		colour = TP_GREY;
	try_piece(v, colour, size, false, 0, 0);
	return true;
}

static bool key_special(tp_view *v, pg_move move)
{
	if (pg_play_input_seat(v->play) < 0)
		return false;
	if (submit(v, move))
		return true;
	bool pole_empty = tp_pole_height(real_state(v)) == 0;
	if (move == TP_MOVE_COUP && pole_empty && !move_is_legal(v, TP_MOVE_PASS))
		pg_play_toast(v->play, "A pyramid fits: place it on the pole.");
	else if (move == TP_MOVE_COUP && pole_empty)
		pg_play_toast(v->play, "The pole is empty: there is nothing to take.");
	else
		pg_play_toast(v->play, "A pyramid fits: you can only %s when none does.",
		              move == TP_MOVE_PASS ? "pass" : "count coup");
	return true;
}

static bool roll(tp_view *v)
{
	if (!can_roll(v))
		return false;
	pg_play_roll_now(v->play);
	return true;
}

/* ---- hit tests ------------------------------------------------------------------- */

/* The hand group under (x, y) that may be picked up, as colour and size. */
static bool hit_piece(const tp_view *v, int x, int y, int *colour, int *size)
{
	for (int c = 0; c < PANELS; c++) {
		const tp_panel *p = &v->panels[c];
		if (!p->used || !may_drag_colour(v, c))
			continue;
		for (int s = 0; s < TP_SIZES; s++) {
			if (in_rect(p->groups[s], x, y) && hand_drawn(v, c, s) > 0) {
				*colour = c;
				*size = s;
				return true;
			}
		}
	}
	return false;
}

static void update_hover(tp_view *v, int x, int y)
{
	v->hover_colour = v->hover_size = -1;
	int c, s;
	if (hit_piece(v, x, y, &c, &s)) {
		v->hover_colour = c;
		v->hover_size = s;
	}
	v->hover_die = in_rect(v->die_rect, x, y) && can_roll(v);
}

/* ---- input ------------------------------------------------------------------------ */

static bool drag_start(tp_view *v, const pg_input_event *e)
{
	int c, s;
	if (in_rect(v->die_rect, e->start_x, e->start_y) && can_roll(v)) {
		v->drag = (tp_drag){.active = true,
		                    .die = true,
		                    .x = e->x,
		                    .y = e->y,
		                    .dx = e->start_x - (v->die_rect.x + v->die_rect.w / 2),
		                    .dy = e->start_y - (v->die_rect.y + v->die_rect.h / 2)};
		return true;
	}
	if (!hit_piece(v, e->start_x, e->start_y, &c, &s))
		return false;
	SDL_FRect box = hand_top_box(v, c, s);
	v->drag = (tp_drag){.active = true,
	                    .colour = c,
	                    .size = s,
	                    .x = e->x,
	                    .y = e->y,
	                    .dx = e->start_x - (int)(box.x + box.w / 2),
	                    .dy = e->start_y - (int)(box.y + box.h / 2),
	                    .box_h = (float)v->panels[c].piece_h};
	v->drag.move = move_for_piece(v, c, s);
	return true;
}

/* The end of a drag: on the pole a try, elsewhere (or cancelled) back home. */
static void drop(tp_view *v, int x, int y, bool cancelled)
{
	tp_drag d = v->drag;
	v->drag.active = false;
	float cx = (float)(x - d.dx), cy = (float)(y - d.dy);
	if (d.die) {
		if (!cancelled && roll(v)) {
			v->die_thrown = true;
			v->throw_x = cx;
			v->throw_y = cy;
		}
		return;
	}
	if (!cancelled && in_rect(v->pole_zone, x, y))
		try_piece(v, d.colour, d.size, true, cx, cy);
	else
		snap_back(v, d.colour, d.size, cx, cy, d.box_h, PG_EASE_OUT);
}

static bool click(tp_view *v, int x, int y)
{
	int c, s;
	if (in_rect(v->die_rect, x, y))
		return roll(v) || pg_play_input_seat(v->play) >= 0;
	if (hit_piece(v, x, y, &c, &s)) {
		try_piece(v, c, s, false, 0, 0);
		return true;
	}
	return false;
}

static bool key(tp_view *v, const pg_input_event *e)
{
	if (e->repeat || (e->mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)))
		return false;
	bool shift = (e->mod & KMOD_SHIFT) != 0;
	switch (e->key) {
	case SDLK_s:
	case SDLK_1:
		return key_size(v, TP_SMALL, shift);
	case SDLK_m:
	case SDLK_2:
		return key_size(v, TP_MEDIUM, shift);
	case SDLK_l:
	case SDLK_3:
		return key_size(v, TP_LARGE, shift);
	case SDLK_r:
	case SDLK_SPACE:
		return roll(v);
	case SDLK_p:
		return key_special(v, TP_MOVE_PASS);
	case SDLK_c:
		return key_special(v, TP_MOVE_COUP);
	default:
		return false;
	}
}

static bool view_input(void *data, const pg_input_event *e)
{
	tp_view *v = data;
	sync_buttons(v);
	if (pg_button_input(&v->pass_button, e)) {
		submit(v, TP_MOVE_PASS);
		return true;
	}
	if (pg_button_input(&v->coup_button, e)) {
		submit(v, TP_MOVE_COUP);
		return true;
	}
	switch (e->kind) {
	case PG_INPUT_HOVER:
		update_hover(v, e->x, e->y);
		return false;
	case PG_INPUT_PRESS:
		v->hover_colour = v->hover_size = -1;
		v->hover_die = false;
		return false;
	case PG_INPUT_CLICK:
		return e->button == SDL_BUTTON_LEFT && click(v, e->x, e->y);
	case PG_INPUT_DRAG_START:
		return drag_start(v, e);
	case PG_INPUT_DRAG_MOVE:
		if (!v->drag.active)
			return false;
		v->drag.x = e->x;
		v->drag.y = e->y;
		if (!v->drag.die)
			v->drag.move = move_for_piece(v, v->drag.colour, v->drag.size);
		return true;
	case PG_INPUT_DROP:
		if (!v->drag.active)
			return false;
		drop(v, e->x, e->y, false);
		return true;
	case PG_INPUT_DRAG_CANCEL:
		if (!v->drag.active)
			return false;
		drop(v, v->drag.x, v->drag.y, true);
		return true;
	case PG_INPUT_KEY:
		return key(v, e);
	default:
		return false;
	}
}

/* ---- drawing ------------------------------------------------------------------------ */

static float pulse_scale(const tp_view *v, int tag)
{
	const pg_tween *t = pg_tweens_find(&v->tweens, tag, PG_TWEEN_PULSE);
	return t ? pg_tween_value(t) : 1.0f;
}

/* A slow breathing 0..1 for glows (app time, so it never restarts). */
static float breathe(const tp_view *v)
{
	return 0.5f + 0.5f * sinf((float)v->app->time * 3.4f);
}

/* The table top: warm wood with a quiet grain. */
static void draw_table(tp_view *v, SDL_Renderer *r)
{
	SDL_Rect t = v->table;
	int radius = px(v, 16);
	pg_ui_shadow(r, t, radius, px(v, 6));
	pg_ui_fill_rounded(r, t, radius, pg_ui_rgba(112, 74, 46, 255));
	SDL_Rect inner = {t.x + px(v, 4), t.y + px(v, 4), t.w - px(v, 8), t.h - px(v, 8)};
	pg_ui_fill_rounded(r, inner, radius - px(v, 3), pg_ui_rgba(128, 86, 54, 255));
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
	int lines = inner.h / maxi(1, px(v, 9));
	for (int i = 1; i < lines; i++) {
		unsigned h = (unsigned)i * 2654435761u;
		float y0 = (float)inner.y + (float)i * (float)inner.h / (float)lines;
		float amp = (float)px(v, 3) * (float)((h >> 8) % 5) / 4.0f;
		float phase = (float)((h >> 4) % 628) / 100.0f;
		Uint8 alpha = (Uint8)(10 + (h >> 12) % 14);
		SDL_SetRenderDrawColor(r, (h & 1) ? 80 : 150, (h & 1) ? 50 : 102,
		                       (h & 1) ? 30 : 66, alpha);
		float x_prev = (float)inner.x + (float)radius, y_prev = y0;
		int segments = 12;
		for (int k = 1; k <= segments; k++) {
			float x = (float)inner.x + (float)radius +
			          (float)(inner.w - 2 * radius) * (float)k / (float)segments;
			float y = y0 + amp * sinf(phase + (float)k * 0.7f);
			SDL_RenderDrawLineF(r, x_prev, y_prev, x, y);
			x_prev = x;
			y_prev = y;
		}
	}
}

static void draw_caption(tp_view *v, SDL_Renderer *r)
{
	const char *text = NULL;
	for (int i = 0; i < v->action_count; i++) {
		const tp_action *a = &v->actions[i];
		if (a->caption[0] && a->start <= v->clock)
			text = a->caption;
	}
	SDL_Rect c = v->caption_rect;
	int size = px(v, 15);
	if (text) {
		int h = pg_text_draw_wrapped(v->app->text, text, 0, 0, c.w - px(v, 20), size,
		                             PG_FONT_BOLD, pg_ui_theme.text, PG_ALIGN_CENTER,
		                             false);
		SDL_Rect pill = {c.x, c.y + (c.h - h - px(v, 12)) / 2, c.w, h + px(v, 12)};
		pg_ui_fill_rounded(r, pill, px(v, 10), pg_ui_rgba(46, 30, 20, 215));
		pg_ui_stroke_rounded(r, pill, px(v, 10), px(v, 1), pg_ui_theme.accent);
		pg_text_draw_wrapped(v->app->text, text, c.x + px(v, 10), pill.y + px(v, 6),
		                     c.w - px(v, 20), size, PG_FONT_BOLD, pg_ui_theme.text,
		                     PG_ALIGN_CENTER, true);
		return;
	}
	char line[64];
	int n = tp_pole_height(&v->shown);
	bool over = tp_get_phase(&v->shown) == TP_PHASE_OVER;
	if (over)
		snprintf(line, sizeof line, "The scores are final");
	else
		snprintf(line, sizeof line, n == 1 ? "%d pyramid" : "%d pyramids", n);
	int y = c.y + c.h / 2;
	pg_text_draw(v->app->text, over ? "The pole is down" : "Totem pole", c.x + c.w / 2,
	             y - px(v, 10), px(v, 17), PG_FONT_BOLD, pg_ui_theme.text,
	             PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	pg_text_draw(v->app->text, line, c.x + c.w / 2, y + px(v, 11), px(v, 13),
	             PG_FONT_REGULAR, pg_ui_theme.text_dim, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
}

/* The pole: base, the pyramids on it, and while a legal pyramid is
 * dragged a glow and a ghost where it would land. */
static void draw_pole(tp_view *v, SDL_Renderer *r)
{
	int box_h = pole_box_h(v);
	SDL_Rect b = v->base_rect;
	bool legal_drag = v->drag.active && !v->drag.die && v->drag.move != PG_NO_MOVE;
	if (legal_drag) {
		bool over = in_rect(v->pole_zone, v->drag.x, v->drag.y);
		SDL_Rect glow = {v->pole_zone.x + px(v, 6), v->pole_zone.y,
		                 v->pole_zone.w - px(v, 12), v->pole_zone.h - px(v, 2)};
		Uint8 a = (Uint8)((over ? 70 : 34) + 30 * breathe(v));
		pg_ui_fill_rounded(r, glow, px(v, 14), pg_ui_with_alpha(pg_ui_theme.good, a));
		pg_ui_stroke_rounded(
		    r, glow, px(v, 14), px(v, over ? 3 : 2),
		    pg_ui_with_alpha(pg_ui_theme.good, (Uint8)(over ? 230 : 150)));
	}
	if (!pg_assets_draw(v->app->assets, "totem_pole/pole_base.svg", b))
		pg_ui_fill_rounded(r, b, px(v, 6), pg_ui_rgba(86, 56, 34, 255));
	int n = tp_pole_height(&v->shown);
	if (n > 0 && v->coup_button.hovered && !v->coup_button.hidden &&
	    !v->coup_button.disabled) {
		/* Counting coup would take this one. */
		SDL_FRect top = pole_box(v, n - 1, tp_pole_size(&v->shown, n - 1), box_h);
		const tp_shape *sh = &v->shapes[tp_pole_size(&v->shown, n - 1)];
		float cy = top.y + top.h * (sh->top + sh->bottom) / 2;
		pg_ui_fill_circle(
		    r, top.x + top.w / 2, cy, top.h * 0.5f,
		    pg_ui_with_alpha(pg_ui_theme.accent_hover, (Uint8)(70 + 60 * breathe(v))));
	}
	for (int i = 0; i < n; i++) {
		int size = tp_pole_size(&v->shown, i);
		draw_pyramid(v, tp_pole_colour(&v->shown, i), size, pole_box(v, i, size, box_h),
		             box_h, 255, 0);
	}
	if (legal_drag) {
		/* The dragged pyramid, and on a double the other one on top. */
		pg_move m = v->drag.move;
		int own_colour = tp_seat_colour(pg_play_input_seat(v->play));
		int own = tp_move_own_size(m), dummy = tp_move_dummy_size(m);
		draw_pyramid(v, v->drag.colour, v->drag.size,
		             pole_box(v, n, v->drag.size, box_h), box_h, 120, 0);
		if (is_pair(m)) {
			int colour = v->drag.colour == TP_GREY ? own_colour : TP_GREY;
			int size = v->drag.colour == TP_GREY ? own : dummy;
			draw_pyramid(v, colour, size, pole_box(v, n + 1, size, box_h), box_h,
			             80, 0);
		}
	}
}

static void draw_header(tp_view *v, SDL_Renderer *r, int taker, const tp_panel *p)
{
	(void)r;
	SDL_Rect h = p->header;
	const pg_seat_style *style = taker_style(v, taker);
	int icon_h = h.h;
	SDL_FRect icon =
	    standing_box(v, TP_LARGE, (float)h.x + shape_width(v, TP_LARGE) * icon_h / 2,
	                 (float)(h.y + h.h), (float)icon_h);
	draw_pyramid(v, taker, TP_LARGE, icon, icon_h, 255, 0);
	int x = (int)(icon.x + icon.w * v->shapes[TP_LARGE].right) + px(v, 8);
	char name[96];
	if (taker == TP_GREY)
		snprintf(name, sizeof name, "Dummy (grey)");
	else
		snprintf(name, sizeof name, "%s \xc2\xb7 %s", style->name,
		         pg_play_seat_label(v->play, taker));
	int score_w = 0;
	if (taker != TP_GREY) {
		char score[32];
		snprintf(score, sizeof score, "%d pts", tp_score(&v->shown, taker));
		score_w = pg_text_draw(v->app->text, score, h.x + h.w, h.y + h.h / 2, px(v, 17),
		                       PG_FONT_BOLD, pg_ui_theme.text,
		                       PG_ALIGN_RIGHT | PG_ALIGN_MIDDLE);
	} else {
		score_w = pg_text_draw(v->app->text, "scores nothing", h.x + h.w, h.y + h.h / 2,
		                       px(v, 12), PG_FONT_REGULAR, pg_ui_theme.text_dim,
		                       PG_ALIGN_RIGHT | PG_ALIGN_MIDDLE);
	}
	pg_text_draw_fit(v->app->text, name, x, h.y + h.h / 2,
	                 h.x + h.w - score_w - px(v, 10) - x, px(v, 16), PG_FONT_BOLD,
	                 pg_ui_theme.text, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
}

static bool group_playable(const tp_view *v, int colour, int size)
{
	return move_for_piece(v, colour, size) != PG_NO_MOVE;
}

static void draw_hand(tp_view *v, SDL_Renderer *r, int colour, const tp_panel *p)
{
	bool over = tp_get_phase(&v->shown) == TP_PHASE_OVER;
	for (int size = 0; size < TP_SIZES; size++) {
		SDL_Rect g = p->groups[size];
		int n = hand_drawn(v, colour, size);
		bool hovered =
		    v->hover_colour == colour && v->hover_size == size && !v->drag.active;
		bool playable = v->action_count == 0 && group_playable(v, colour, size);
		if (playable) {
			Uint8 a = (Uint8)(28 + (hovered ? 40 : 22 * breathe(v)));
			pg_ui_fill_rounded(r, g, px(v, 10),
			                   pg_ui_with_alpha(pg_ui_theme.good, a));
			pg_ui_stroke_rounded(r, g, px(v, 10), px(v, 2),
			                     pg_ui_with_alpha(pg_ui_theme.good, 200));
		} else if (hovered) {
			pg_ui_fill_rounded(r, g, px(v, 10), pg_ui_rgba(255, 240, 210, 22));
		}
		float lift_y = hovered ? (float)px(v, 4) : 0;
		for (int k = 0; k < n; k++) {
			SDL_FRect box = hand_box(v, colour, size, k, n);
			box.y -= lift_y;
			draw_pyramid(v, colour, size, box, p->piece_h, over ? 150 : 255, 0);
		}
		char label[48];
		int total = tp_supply(&v->shown, colour, size);
		if (total)
			snprintf(label, sizeof label, "%s \xc3\x97%d", size_titles[size],
			         total);
		else
			snprintf(label, sizeof label, "%s: none", size_titles[size]);
		pg_text_draw_fit(v->app->text, label, g.x + g.w / 2, p->ground + px(v, 3), g.w,
		                 px(v, 12), playable ? PG_FONT_BOLD : PG_FONT_REGULAR,
		                 playable ? pg_ui_theme.text : pg_ui_theme.text_dim,
		                 PG_ALIGN_CENTER);
	}
}

static void draw_tray(tp_view *v, SDL_Renderer *r, int taker, const tp_panel *p, int box_h)
{
	/* The woven tray is the costliest art of the table: it may come a
	 * frame after the window opens, a plain mat standing in. */
	if (!pg_assets_draw_lazy(v->app->assets, "totem_pole/scoring_tray.svg", p->tray))
		pg_ui_fill_rounded(r, p->tray, px(v, 8), pg_ui_rgba(70, 46, 30, 255));
	int colours[TP_COLOURS * TP_SIZES], sizes[TP_COLOURS * TP_SIZES];
	int kinds = tray_kinds(taker, colours, sizes);
	int total = 0;
	for (int k = 0; k < kinds; k++) {
		int n = tp_area_count(&v->shown, taker, colours[k], sizes[k]);
		total += n;
		for (int i = 0; i < n; i++)
			draw_pyramid(v, colours[k], sizes[k],
			             tray_box(v, taker, colours[k], sizes[k], i, box_h), box_h,
			             255, 0);
	}
	if (total == 0) {
		/* An empty tray says what it is for, on a dark tag over the weave. */
		const char *label = taker == TP_GREY ? "The dummy's take" : "Scoring tray";
		int size = px(v, 13), w, h;
		pg_text_measure(v->app->text, label, size, PG_FONT_REGULAR, &w, &h);
		SDL_Rect tag = {p->tray.x + (p->tray.w - w) / 2 - px(v, 10),
		                p->tray.y + (p->tray.h - h) / 2 - px(v, 3), w + px(v, 20),
		                h + px(v, 6)};
		pg_ui_fill_rounded(r, tag, tag.h / 2, pg_ui_rgba(46, 30, 20, 190));
		pg_text_draw(v->app->text, label, p->tray.x + p->tray.w / 2,
		             p->tray.y + p->tray.h / 2, size, PG_FONT_REGULAR,
		             pg_ui_theme.text_dim, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	}
}

static bool is_turn(const tp_view *v, int taker)
{
	tp_phase phase = tp_get_phase(&v->shown);
	return taker < TP_MAX_PLAYERS && (phase == TP_PHASE_ROLL || phase == TP_PHASE_PLACE) &&
	       tp_turn(&v->shown) == taker;
}

static void draw_panel(tp_view *v, SDL_Renderer *r, int taker, int tray_h)
{
	const tp_panel *p = &v->panels[taker];
	int radius = px(v, 14);
	float s = pulse_scale(v, TAG_PULSE + taker);
	SDL_Rect rect = p->rect;
	if (s != 1.0f) {
		int gx = (int)((float)rect.w * (s - 1) / 2),
		    gy = (int)((float)rect.h * (s - 1) / 2);
		rect = (SDL_Rect){rect.x - gx, rect.y - gy, rect.w + 2 * gx, rect.h + 2 * gy};
	}
	pg_ui_panel(r, rect, radius);
	if (is_turn(v, taker)) {
		SDL_Color accent = pg_ui_theme.accent_hover;
		pg_ui_stroke_rounded(r, rect, radius, px(v, 3),
		                     pg_ui_with_alpha(accent, (Uint8)(170 + 85 * breathe(v))));
	} else if (taker == TP_GREY) {
		pg_ui_stroke_rounded(r, rect, radius, px(v, 1), pg_ui_rgba(200, 196, 190, 70));
	}
	draw_header(v, r, taker, p);
	draw_hand(v, r, taker, p);
	draw_tray(v, r, taker, p, tray_h);
}

/* A die drawn without art: a question mark before the first roll, or a
 * stand-in with the sizes as grey pyramids when the die art is missing. */
static void draw_plain_die(tp_view *v, SDL_Renderer *r, SDL_FRect box, int face)
{
	SDL_Rect d = {(int)box.x, (int)box.y, (int)box.w, (int)box.h};
	int radius = d.w / 7;
	pg_ui_shadow(r, d, radius, px(v, 3));
	pg_ui_fill_rounded(r, d, radius, pg_ui_rgba(240, 230, 208, 255));
	pg_ui_stroke_rounded(r, d, radius, px(v, 2), pg_ui_rgba(150, 124, 90, 255));
	if (face == TP_FACE_NONE) {
		/* Not rolled yet: a question mark in the die's ink. */
		pg_text_draw(v->app->text, "?", d.x + d.w / 2, d.y + d.h / 2, d.h * 55 / 100,
			     PG_FONT_BOLD, pg_ui_rgba(150, 124, 90, 255),
			     PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
		return;
	}
	int sizes = tp_face_sizes((tp_face)face), count = 0;
	for (int size = 0; size < TP_SIZES; size++)
		count += (sizes >> size) & 1;
	float h = box.h * 0.72f, ground = box.y + box.h * 0.86f;
	int k = 0;
	for (int size = 0; size < TP_SIZES; size++) {
		if (!(sizes & (1 << size)))
			continue;
		float cx = box.x + box.w * (count == 1 ? 0.5f : k == 0 ? 0.3f : 0.7f);
		draw_pyramid(v, TP_GREY, size, standing_box(v, size, cx, ground, h),
		             v->die_rect.h * 72 / 100, 255, 0);
		k++;
	}
}

static void draw_die(tp_view *v, SDL_Renderer *r)
{
	SDL_Rect d = v->die_rect;
	bool rollable = can_roll(v);
	float cx = (float)d.x + (float)d.w / 2, cy = (float)d.y + (float)d.h / 2;
	double angle = 0;
	int face = tp_die_face(&v->shown);
	float scale = v->hover_die ? 1.05f : 1.0f;
	const pg_tween *t = pg_tweens_find(&v->tweens, TAG_DIE, PG_TWEEN_ROLL);
	if (t) {
		float tilt = 0;
		face = pg_tween_roll_face(t, &tilt);
		float p = pg_tween_progress(t);
		cx = pg_lerp(v->roll_x0, cx, p);
		cy = pg_lerp(v->roll_y0, cy, p) -
		     fabsf(sinf(p * 3.14159f * 3)) * (1 - p) * (float)d.h * 0.35f;
		angle = tilt + 540.0 * (1 - p) * (1 - p);
	} else if (v->drag.active && v->drag.die) {
		cx = (float)(v->drag.x - v->drag.dx);
		cy = (float)(v->drag.y - v->drag.dy);
		angle = 12.0 * sin(v->app->time * 18.0);
		scale = 1.08f;
	} else if (rollable && pg_play_is_human(v->play, tp_turn(real_state(v)))) {
		float glow = breathe(v);
		pg_ui_fill_circle(
		    r, cx, cy, (float)d.w * 0.62f,
		    pg_ui_with_alpha(pg_ui_theme.accent_hover, (Uint8)(40 + 60 * glow)));
	}
	SDL_FRect box = {cx - (float)d.w * scale / 2, cy - (float)d.h * scale / 2,
	                 (float)d.w * scale, (float)d.h * scale};
	/* Before the first roll the die shows a question mark. */
	bool none = face == TP_FACE_NONE || face < 0 || face >= TP_FACES;
	if (none ||
	    !pg_assets_draw_scaled(v->app->assets, die_files[face], d.w, d.h, box, 255, angle))
		draw_plain_die(v, r, box, none ? TP_FACE_NONE : face);
	const char *label;
	char text[64];
	bool invite = rollable && pg_play_is_human(v->play, tp_turn(real_state(v)));
	if (t || (v->drag.active && v->drag.die)) {
		label = "Rolling\xe2\x80\xa6";
	} else if (invite) {
		label = "Click or throw the die";
	} else if (none) {
		label = "Not rolled yet";
	} else {
		snprintf(text, sizeof text, "%s%s", face_words[face],
		         tp_face_is_double((tp_face)face) ? " (double)" : "");
		text[0] = (char)(text[0] - 'a' + 'A');
		label = text;
	}
	SDL_Rect l = v->die_label;
	if (l.x >= d.x + d.w && v->pass_button.hidden)
		l.y = d.y + (d.h - l.h) / 2; /* beside the die, alone: level with it */
	pg_text_draw_fit(v->app->text, label, l.x + l.w / 2, l.y, l.w, px(v, 15), PG_FONT_BOLD,
	                 invite ? pg_ui_theme.accent_hover : pg_ui_theme.text, PG_ALIGN_CENTER);
}

static void draw_die_box(tp_view *v, SDL_Renderer *r)
{
	pg_ui_panel(r, v->die_box, px(v, 14));
	draw_die(v, r);
	pg_button_draw(v->app, &v->pass_button);
	pg_button_draw(v->app, &v->coup_button);
}

static void draw_flights(tp_view *v, int pole_h, int tray_h)
{
	for (int i = 0; i < v->action_count; i++) {
		const tp_action *a = &v->actions[i];
		if (!a->lifted || a->landed || (a->kind != ACT_PLACE && a->kind != ACT_TAKE))
			continue;
		float t = progress(v, a);
		float e = pg_ease_apply(a->kind == ACT_PLACE ? PG_EASE_IN_OUT : PG_EASE_OUT, t);
		SDL_FRect to = flight_target(v, a);
		SDL_FRect box = lerp_rect(a->from, to, e);
		float arc = (float)px(v, a->kind == ACT_PLACE ? 36 : 56);
		if (a->from_drop)
			arc = 0;
		box.y -= sinf(t * 3.14159f) * arc;
		/* The art at a size already made for the pole, hand or tray. */
		int tex_h =
		    maxi(pole_h, a->kind == ACT_PLACE ? v->panels[a->colour].piece_h : tray_h);
		draw_pyramid(v, a->colour, a->size, box, tex_h, 255, 0);
	}
}

static void draw_held(tp_view *v)
{
	if (v->snap_active) {
		const pg_tween *t = pg_tweens_find(&v->tweens, TAG_SNAP, PG_TWEEN_MOVE);
		if (t) {
			float x, y;
			pg_tween_position(t, &x, &y);
			int h = v->panels[v->snap_colour].piece_h;
			float box_h = pg_lerp(v->snap_h, (float)h, pg_tween_progress(t));
			SDL_FRect box = standing_box(v, v->snap_size, x, y, box_h);
			box.y = y - box.h / 2;
			draw_pyramid(v, v->snap_colour, v->snap_size, box,
			             maxi(h, pole_box_h(v)), 255, 0);
		}
	}
	/* Art made at the larger of the hand's and the pole's size, scaled. */
	int pole_h = pole_box_h(v);
	if (v->drop_pending) {
		int h = maxi(v->panels[v->drop_colour].piece_h, pole_h);
		SDL_FRect box = standing_box(v, v->drop_size, v->drop_x, v->drop_y, v->drop_h);
		box.y = v->drop_y - box.h / 2;
		draw_pyramid(v, v->drop_colour, v->drop_size, box, h, 255, 0);
	}
	if (v->drag.active && !v->drag.die) {
		int h = maxi(v->panels[v->drag.colour].piece_h, pole_h);
		float cx = (float)(v->drag.x - v->drag.dx),
		      cy = (float)(v->drag.y - v->drag.dy);
		SDL_FRect box = standing_box(v, v->drag.size, cx, cy, v->drag.box_h);
		box.y = cy - box.h / 2;
		SDL_FRect shadow = {box.x + (float)px(v, 6), box.y + (float)px(v, 8), box.w,
		                    box.h};
		draw_pyramid(v, v->drag.colour, v->drag.size, shadow, h, 60, 0);
		draw_pyramid(v, v->drag.colour, v->drag.size, box, h, 255, 0);
	}
}

static void view_draw(void *data, SDL_Renderer *r)
{
	tp_view *v = data;
	sync_buttons(v);
	int pole_h = pole_box_h(v);
	int tray_h = tray_box_h(v);
	draw_table(v, r);
	draw_pole(v, r);
	for (int taker = 0; taker < PANELS; taker++)
		if (v->panels[taker].used)
			draw_panel(v, r, taker, tray_h);
	draw_die_box(v, r);
	draw_caption(v, r);
	draw_flights(v, pole_h, tray_h);
	draw_held(v);
}

/* ---- the view's table ---------------------------------------------------------- */

static void show_state(tp_view *v)
{
	memcpy(&v->shown, real_state(v), sizeof v->shown);
	memcpy(&v->target, &v->shown, sizeof v->target);
	fit_pole_to(v, &v->shown);
}

static void *view_create(pg_app *app, pg_play *play)
{
	tp_view *v = SDL_calloc(1, sizeof *v);
	if (!v)
		return NULL;
	v->app = app;
	v->play = play;
	v->hover_colour = v->hover_size = -1;
	v->bottom_seat = 0;
	for (int seat = 0; seat < pg_play_seat_count(play); seat++)
		if (pg_play_is_human(play, seat)) {
			v->bottom_seat = seat;
			break;
		}
	v->pass_button.label = "Pass";
	v->coup_button.label = "Count coup";
	measure_pyramids(v);
	show_state(v);
	return v;
}

static void view_destroy(void *data)
{
	SDL_free(data);
}

static void view_layout(void *data, SDL_Rect area)
{
	tp_view *v = data;
	v->area = area;
	layout_view(v);
}

static void view_on_events(void *data, const pg_played *played)
{
	tp_view *v = data;
	bool drop_pending = v->drop_pending;
	finish_all(v);
	v->drop_pending = drop_pending && played->by_human;
	if (v->drag.active && v->drag.die) {
		/* The roll came while the die was held: it leaves the hand. */
		v->die_thrown = true;
		v->throw_x = (float)(v->drag.x - v->drag.dx);
		v->throw_y = (float)(v->drag.y - v->drag.dy);
		v->drag.active = false;
	}
	memcpy(&v->shown, played->before, sizeof v->shown);
	memcpy(&v->target, played->after, sizeof v->target);
	const tp_state *taller =
	    tp_pole_height(&v->target) > tp_pole_height(&v->shown) ? &v->target : &v->shown;
	fit_pole_to(v, taller);
	v->action_count = 0;
	v->clock = v->clock_end = 0;
	schedule(v, played);
	run_timeline(v);
	if (v->action_count == 0)
		end_timeline(v);
}

static void view_reset(void *data)
{
	tp_view *v = data;
	pg_tweens_clear(&v->tweens);
	v->action_count = 0;
	v->clock = v->clock_end = 0;
	v->drag.active = false;
	v->snap_active = false;
	v->drop_pending = false;
	v->die_thrown = false;
	show_state(v);
	layout_view(v);
}

static void view_update(void *data, float dt)
{
	tp_view *v = data;
	pg_tweens_update(&v->tweens, dt);
	if (v->action_count) {
		v->clock += dt;
		run_timeline(v);
	}
	if (v->drag.active && !v->drag.die) {
		/* Over the pole the piece grows to the size it will have there. */
		bool over = in_rect(v->pole_zone, v->drag.x, v->drag.y);
		float goal = (float)(over ? pole_box_h(v) : v->panels[v->drag.colour].piece_h);
		float k = dt * 12.0f > 1 ? 1 : dt * 12.0f;
		v->drag.box_h += (goal - v->drag.box_h) * k;
	}
	if (v->snap_active && !pg_tweens_find(&v->tweens, TAG_SNAP, PG_TWEEN_MOVE))
		v->snap_active = false;
	if (v->drag.active && v->drag.die && !can_roll(v) && v->action_count == 0)
		v->drag.active = false;
	sync_buttons(v);
}

static bool view_is_animating(const void *data)
{
	const tp_view *v = data;
	return v->action_count > 0 || v->snap_active ||
	       pg_tweens_find(&v->tweens, TAG_DIE, PG_TWEEN_ROLL) != NULL;
}

static void view_finish_animations(void *data)
{
	finish_all(data);
}

/* Sizes a person can play now, as "small or medium". */
static void playable_sizes(const tp_view *v, bool dummy, char *buf, size_t n)
{
	pg_move legal[32];
	int count = legal_now(v, legal);
	int mask = 0;
	for (int i = 0; i < count; i++) {
		int size = dummy ? tp_move_dummy_size(legal[i]) : tp_move_own_size(legal[i]);
		if (size >= 0 && !(dummy && is_pair(legal[i])))
			mask |= 1 << size;
	}
	buf[0] = '\0';
	for (int size = 0; size < TP_SIZES; size++) {
		if (!(mask & (1 << size)))
			continue;
		size_t len = strlen(buf);
		snprintf(buf + len, n - len, "%s%s", len ? " or " : "", tp_size_name(size));
	}
}

static int view_status_text(void *data, char *buf, size_t size)
{
	tp_view *v = data;
	const tp_state *s = real_state(v);
	if (v->action_count)
		return 0;
	if (can_roll(v) && pg_play_is_human(v->play, tp_turn(s)))
		return snprintf(buf, size,
		                "Click or throw the die to roll (or press R or Space)");
	if (pg_play_input_seat(v->play) < 0)
		return 0;
	pg_move legal[32];
	int n = legal_now(v, legal);
	char sizes[48];
	bool pair = false, own = false, dummy = false;
	for (int i = 0; i < n; i++) {
		pair |= tp_move_own_size(legal[i]) >= 0 && tp_move_dummy_size(legal[i]) >= 0;
		own |= tp_move_own_size(legal[i]) >= 0;
		dummy |= tp_move_dummy_size(legal[i]) >= 0;
	}
	if (pair) {
		playable_sizes(v, false, sizes, sizeof sizes);
		return snprintf(
		    buf, size,
		    "Double: drag your %s pyramid, or a grey one, onto the pole; the "
		    "other size follows on top of it",
		    sizes);
	}
	if (own) {
		playable_sizes(v, false, sizes, sizeof sizes);
		return snprintf(buf, size, "Drag a %s pyramid onto the pole (or click it)",
		                sizes);
	}
	if (dummy) {
		playable_sizes(v, true, sizes, sizeof sizes);
		return snprintf(buf, size,
		                "None of yours fits: drag the dummy's grey %s pyramid "
		                "onto the pole",
		                sizes);
	}
	if (tp_pole_height(s) > 0)
		return snprintf(buf, size, "No pyramid fits: pass or count coup (P / C)");
	return snprintf(buf, size, "No pyramid fits and the pole is empty: pass (P)");
}

/* The seat to move rolls the pyramid die; the draw for the first player
 * is no one's. */
static int view_chance_seat(const void *state)
{
	const tp_state *s = state;
	return tp_get_phase(s) == TP_PHASE_ROLL ? tp_turn(s) : -1;
}

const pg_view totem_pole_view = {
    .game_id = "totem-pole",
    .title_art = NULL,
    .seat_styles = tp_seat_styles,
    .create = view_create,
    .destroy = view_destroy,
    .layout = view_layout,
    .input = view_input,
    .on_events = view_on_events,
    .reset = view_reset,
    .update = view_update,
    .draw = view_draw,
    .is_animating = view_is_animating,
    .finish_animations = view_finish_animations,
    .status_text = view_status_text,
    .chance_seat = view_chance_seat,
};

/* ---- for the headless tests (tests/test_scene_totem_pole.c) ---------------- */

SDL_Rect totem_pole_view_hand_rect(const void *view, int colour, int size);
SDL_Rect totem_pole_view_pole_rect(const void *view);
SDL_Rect totem_pole_view_die_rect(const void *view);
SDL_Rect totem_pole_view_panel_rect(const void *view, int taker);
SDL_Rect totem_pole_view_button_rect(const void *view, int which);
int totem_pole_view_hand_shown(const void *view, int colour, int size);
int totem_pole_view_pole_shown(const void *view);

/* The hit area of a hand group (empty when that hand is not drawn). */
SDL_Rect totem_pole_view_hand_rect(const void *view, int colour, int size)
{
	const tp_view *v = view;
	if (colour < 0 || colour >= PANELS || size < 0 || size >= TP_SIZES ||
	    !v->panels[colour].used)
		return (SDL_Rect){0, 0, 0, 0};
	return v->panels[colour].groups[size];
}

SDL_Rect totem_pole_view_pole_rect(const void *view)
{
	return ((const tp_view *)view)->pole_zone;
}

SDL_Rect totem_pole_view_die_rect(const void *view)
{
	return ((const tp_view *)view)->die_rect;
}

SDL_Rect totem_pole_view_panel_rect(const void *view, int taker)
{
	const tp_view *v = view;
	if (taker < 0 || taker >= PANELS || !v->panels[taker].used)
		return (SDL_Rect){0, 0, 0, 0};
	return v->panels[taker].rect;
}

/* 0: Pass, 1: Count coup; empty while hidden. */
SDL_Rect totem_pole_view_button_rect(const void *view, int which)
{
	const tp_view *v = view;
	const pg_button *b = which ? &v->coup_button : &v->pass_button;
	return b->hidden ? (SDL_Rect){0, 0, 0, 0} : b->rect;
}

int totem_pole_view_hand_shown(const void *view, int colour, int size)
{
	return hand_drawn(view, colour, size);
}

int totem_pole_view_pole_shown(const void *view)
{
	return tp_pole_height(&((const tp_view *)view)->shown);
}
