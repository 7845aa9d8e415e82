/*
 * potluck_scene.c: the POTLUCK! table (the view of pg_view.h).
 *
 * On the left the rondel, with the two shared dice walking round it, and a
 * card per die (its number and the generation of its wedge). On the right
 * the sheet of the player to move, large, on paper: six round tables of
 * numbered seats, two server trays, three red lawn chairs, the six doubles
 * bonuses and the score; the other players' sheets sit in a row of small
 * copies under it (click one to look at it closely).
 *
 * Guests are written in the seats by hand: every letter and number on a
 * sheet is drawn as pencil strokes from a small table of polylines, with a
 * jitter seeded by where it is written, so a sheet looks filled in by a
 * person and the same letter never wobbles from frame to frame.
 *
 * A person plays by dragging a die (or its card) onto a seat, the server
 * trays or the lawn chairs, or by clicking the die and then the place;
 * seats that take the guest glow, and hovering another one says why it
 * cannot (the rules' own reasons). Bonuses are clicked on the sheet; one
 * that needs a target shows a banner with Cancel until it gets one.
 *
 * What is drawn is the rules' state now; a move's events become tweens
 * that hold back what they are about (a letter is written stroke by
 * stroke, a die tumbles and then walks the rondel wedge by wedge, a bonus
 * box is ticked), so the sheet catches up with the state as they play.
 *
 * Solo games keep a personal table of high scores in the save folder
 * (potluck-highscores.txt), shown beside the sheet when the game is over.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL.h>

#include "pg_records.h"
#include "pg_records_file.h"
#include "pg_stroke_font.h"
#include "pg_view.h"
#include "potluck/potluck_rules.h"

/* ---- tuning ------------------------------------------------------------------ */

enum {
	THUMBS = POTLUCK_MAX_PLAYERS - 1,
	NOTES = 4,
	NOTE_SIZE = 128,
	HIGH_SCORES = PG_RECORDS_MAX,
	NO_PLAYER = 15,
	/* Places on a sheet, as the index of a write or erase animation:
	 * seats 0..29, lawn chairs as in the rules' targets, then these. */
	SPOT_LAWN = POTLUCK_TARGET_LAWN,
	SPOT_SERVER = 40,
	SPOT_WILD = 44,
	SPOT_BONUS = 60, /* + 2 * bonus: its "open" box; + 1: its "used" box */
	/* Sources of a guest a person can move. */
	SRC_DIE0 = 0,
	SRC_DIE1 = 1,
	SRC_WILD = 2,
	SRC_HELD = 3,
	SRC_ANY = 4, /* either die: a click on a seat with no die chosen */
};

/* Animation kinds, the high bits of a tween's tag (A_WRITE also ticks the
 * bonus boxes, at SPOT_BONUS). */
enum { A_ROLL = 1, A_STEP, A_WRITE, A_ERASE, A_PULSE, A_NOTE, A_HOLD, A_SNAP };

/* Seconds. */
#define T_ROLL 0.55f
#define T_STEP 0.17f
#define T_WRITE 0.5f
#define T_ERASE 0.45f
#define T_TICK 0.35f
#define T_NOTE 1.6f
#define T_HOLD 0.45f
#define T_SNAP 0.25f

#define PI_F 3.14159265f
#define WEDGE_DEGREES (360.0f / POTLUCK_WEDGES)

/* The sheet is designed on a grid of 100 x 70 units. */
#define SHEET_W 100.0f
#define SHEET_H 70.0f
#define SEAT_R 2.6f
/* ... or, upright, 72 x 86 (when that draws it larger). */
#define TALL_W 72.0f
#define TALL_H 86.0f

/* Distance of a table's seats from its centre, by its number of seats. */
static const float ring_units[POTLUCK_MAX_TABLE_SEATS + 1] = {0,    0,    0,    5.2f,
                                                              5.6f, 6.3f, 6.8f, 7.3f};

/* The wedges' colours (the rondel art's), index = generation; 7 is the
 * servers' wild guest. */
static const SDL_Color gen_fill[POTLUCK_GEN_ANY + 1] = {
    {247, 234, 208, 255}, {232, 85, 63, 255},  {242, 144, 58, 255},  {243, 198, 70, 255},
    {147, 189, 94, 255},  {78, 166, 163, 255}, {167, 127, 193, 255}, {236, 222, 196, 255},
};
/* Letters on the rondel: dark on the light wedges, cream on the others. */
static const SDL_Color wedge_ink[POTLUCK_WEDGES] = {
    {110, 78, 40, 255},   {255, 250, 238, 255}, {255, 250, 238, 255}, {96, 66, 14, 255},
    {255, 250, 238, 255}, {255, 250, 238, 255}, {255, 250, 238, 255},
};
/* The key's names, as on the book's sheet. */
static const char *const legend_names[POTLUCK_GENERATIONS + 1] = {
    "", "Children", "Teenager", "Young adult", "Middle aged", "Older adult", "Senior",
};
static const char *const gen_text[POTLUCK_GEN_ANY + 1] = {"?", "C", "T", "Y",
                                                          "M", "O", "S", "?"};

static const SDL_Color INK = {92, 64, 46, 255};
static const SDL_Color INK_DIM = {150, 120, 90, 255};
static const SDL_Color INK_RED = {186, 58, 42, 255};
static const SDL_Color PENCIL = {62, 64, 78, 255};
static const SDL_Color PAPER = {253, 247, 233, 255};
static const SDL_Color GLOW = {96, 176, 84, 255};
static const SDL_Color WARN = {212, 74, 56, 255};
static const SDL_Color GOLD = {236, 176, 48, 255};

static const char *const bonus_short[POTLUCK_BONUSES] = {
    "Both", "Twice", "Erase", "Relocate", "Change", "Again",
};
static const char *const bonus_icon[POTLUCK_BONUSES] = {
    "potluck/bonus_both.svg", "potluck/bonus_twice.svg",  "potluck/bonus_erase.svg",
    "potluck/bonus_move.svg", "potluck/bonus_change.svg", "potluck/bonus_again.svg",
};
/* The banner while a bonus waits for its target. */
static const char *const bonus_banner[POTLUCK_BONUSES] = {
    "",
    "",
    "Erase bonus: click the guest to rub out",
    "Relocate bonus: click the guest to move",
    "Change bonus: click a die, then choose its new letter",
    "Again bonus: click a used bonus to use it once more",
};

/* ---- the view's data ------------------------------------------------------------ */

/* Where everything on one sheet is, in pixels. */
typedef struct pl_geo {
	SDL_Rect rect;
	float u; /* pixels per sheet unit */
	bool mini;
	bool tall;
	SDL_FPoint table[POTLUCK_TABLES];
	float table_r[POTLUCK_TABLES], ring_r[POTLUCK_TABLES];
	SDL_FPoint seat[POTLUCK_SEATS];
	float seat_angle[POTLUCK_SEATS]; /* radians, from the table's centre */
	float seat_r;
	SDL_FRect header;
	SDL_FRect servers_zone, server[POTLUCK_SERVERS], wild;
	SDL_FRect lawn_zone, lawn[POTLUCK_LAWN_CHAIRS];
	SDL_FRect bonus_zone, bonus_row[POTLUCK_BONUSES], bonus_icon[POTLUCK_BONUSES];
	SDL_FRect bonus_open[POTLUCK_BONUSES], bonus_used[POTLUCK_BONUSES];
	SDL_FRect help_zone, score_zone;
} pl_geo;

typedef enum pl_hit_kind {
	HIT_NONE = 0,
	HIT_SEAT, /* index: seat */
	HIT_SERVERS,
	HIT_LAWN,  /* index: chair, or -1 for the zone around them */
	HIT_BONUS, /* index: bonus */
	HIT_DIE,   /* index: die (its card or itself on the rondel) */
	HIT_WILD,  /* the servers' wild guest waiting to be seated */
	HIT_HELD,  /* the guest the Move bonus lifted */
	HIT_THUMB, /* index: player */
} pl_hit_kind;

typedef struct pl_hit {
	pl_hit_kind kind;
	int index;
} pl_hit;

/* How a die looks now (it may be tumbling or walking). */
typedef struct pl_die_look {
	int wedge;   /* the wedge under it */
	float angle; /* degrees, clockwise from the right */
	int face;    /* 0 blank, 1..6 */
	float tilt;  /* degrees */
	float hop;   /* 0..1 lift while moving */
	bool moving;
} pl_die_look;

typedef struct pl_view {
	pg_app *app;
	pg_play *play;
	SDL_Rect area;

	/* layout */
	SDL_Rect side, main, prompt;
	pl_geo big;
	pl_geo thumbs[THUMBS];
	SDL_Rect thumb_rect[THUMBS]; /* label and sheet together (the hit area) */
	int thumb_count;
	SDL_Rect rondel;
	int rondel_die; /* a die's size on the rondel */
	SDL_Rect cards[2];
	SDL_Rect card_die[2];
	SDL_Rect info;
	int pencil_size;
	pg_button end_button, cancel_button;
	SDL_Rect pick_rect;
	pg_button pick[POTLUCK_GENERATIONS + 1]; /* [1..6] */

	/* animation */
	pg_tweens tweens;
	char notes[NOTES][NOTE_SIZE];
	int next_note;

	/* the moves a person may make now (refreshed before use) */
	pg_move legal[PG_MAX_MOVES];
	int legal_count;

	/* interaction */
	int selected;        /* a die chosen by click, or -1 */
	int bonus;           /* a bonus waiting for its target, or -1 */
	bool bonus_again;    /* ... paid for with Again */
	bool choosing_again; /* Again clicked: which used bonus to repeat */
	int change_die;      /* Change: the die whose letter is being chosen, or -1 */
	bool picking;        /* the generation chooser is open */
	pg_move pick_moves[POTLUCK_GENERATIONS + 1];
	struct {
		bool active;
		bool throwing; /* the die is being thrown: a roll on release */
		int src;
		int x, y;   /* the pointer */
		int dx, dy; /* pointer minus the piece's centre at the press */
	} drag;
	int snap_src; /* what flies back after a refused drop */
	int mouse_x, mouse_y;
	bool mouse_in;
	pl_hit hover;
	int pinned; /* a sheet a person asked to see large, or -1 */

	/* high scores (solo) */
	pg_records hs; /* hs.fresh: the row of this game's score, or -1 */
	bool hs_recorded;
	uint64_t hs_seed; /* the match whose score was recorded */
} pl_view;

/* ---- small helpers ---------------------------------------------------------------- */

static int px(const pl_view *v, float points)
{
	return pg_app_px(v->app, points);
}

static int clampi(int x, int lo, int hi)
{
	return x < lo ? lo : x > hi ? hi : x;
}

static int maxi(int a, int b)
{
	return a > b ? a : b;
}

static int mini(int a, int b)
{
	return a < b ? a : b;
}

static const potluck_state *real(const pl_view *v)
{
	return pg_play_state(v->play);
}

static int player_count(const pl_view *v)
{
	return real(v)->players;
}

static bool in_rect(SDL_Rect r, int x, int y)
{
	return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

static bool in_frect(SDL_FRect r, int x, int y)
{
	return (float)x >= r.x && (float)y >= r.y && (float)x < r.x + r.w &&
	       (float)y < r.y + r.h;
}

static SDL_Rect to_rect(SDL_FRect r)
{
	return (SDL_Rect){(int)lroundf(r.x), (int)lroundf(r.y), (int)lroundf(r.w),
	                  (int)lroundf(r.h)};
}

static SDL_Rect square_at(float cx, float cy, int size)
{
	return (SDL_Rect){(int)lroundf(cx - (float)size / 2),
	                  (int)lroundf(cy - (float)size / 2), size, size};
}

static int tag_of(int kind, int player, int index)
{
	return kind << 16 | player << 10 | index;
}

static int tag_kind(int tag)
{
	return tag >> 16;
}

static int tag_player(int tag)
{
	return (tag >> 10) & 63;
}

/* Text size in pixels for `units` of a sheet, never below a readable size. */
static int sheet_text(const pl_view *v, const pl_geo *g, float units)
{
	return maxi(px(v, 9), (int)(units * g->u));
}

static float breathe(const pl_view *v, float speed)
{
	return 0.5f + 0.5f * sinf((float)v->app->time * speed);
}

static uint32_t spot_seed(int player, int spot, int generation)
{
	return pg_stroke_hash((uint32_t)(player * 131 + spot * 7 + generation * 1009 + 17));
}

static const char *die_art(int die, int face)
{
	static const char *const art[2][7] = {
	    {"potluck/die1_0.svg", "potluck/die1_1.svg", "potluck/die1_2.svg",
	     "potluck/die1_3.svg", "potluck/die1_4.svg", "potluck/die1_5.svg",
	     "potluck/die1_6.svg"},
	    {"potluck/die2_0.svg", "potluck/die2_1.svg", "potluck/die2_2.svg",
	     "potluck/die2_3.svg", "potluck/die2_4.svg", "potluck/die2_5.svg",
	     "potluck/die2_6.svg"},
	};
	return art[die & 1][face >= 0 && face <= 6 ? face : 0];
}

static const char *player_name(const pl_view *v, int player)
{
	return pg_play_seat_style(v->play, player)->name;
}

/* ---- the sheet's geometry ------------------------------------------------------------- */

static SDL_FRect gbox(const pl_geo *g, float x, float y, float w, float h)
{
	return (SDL_FRect){(float)g->rect.x + x * g->u, (float)g->rect.y + y * g->u, w * g->u,
	                   h * g->u};
}

/* The tables in a 3 x 2 grid, the same on both shapes of the sheet. */
static void geo_tables(pl_geo *g)
{
	for (int t = 0; t < POTLUCK_TABLES; t++) {
		float cx = 1.0f + (float)(t % 3) * 23.33f + 11.67f;
		float cy = 10.0f + (float)(t / 3) * 21.5f + 10.75f;
		int n = potluck_table_seat_count(t);
		float ring = ring_units[n];
		g->table[t] =
		    (SDL_FPoint){(float)g->rect.x + cx * g->u, (float)g->rect.y + cy * g->u};
		g->ring_r[t] = ring * g->u;
		g->table_r[t] = (ring - 1.5f) * g->u;
		for (int i = 0; i < n; i++) {
			int seat = potluck_table_first_seat(t) + i;
			float a = (-90.0f + 360.0f * (float)i / (float)n) * PI_F / 180.0f;
			g->seat_angle[seat] = a;
			g->seat[seat] = (SDL_FPoint){g->table[t].x + g->ring_r[t] * cosf(a),
			                             g->table[t].y + g->ring_r[t] * sinf(a)};
		}
	}
}

/* Wide (100 x 70): the bonuses in a column right of the tables; servers,
 * lawn chairs, the scoring help and the total along the bottom. */
static void geo_wide(pl_geo *g)
{
	g->header = gbox(g, 2.5f, 4.5f, 95, 5);
	g->servers_zone = gbox(g, 1, 53.6f, 27.5f, 14.8f);
	g->server[0] = gbox(g, 1.8f, 57.8f, 8, 8);
	g->server[1] = gbox(g, 10.4f, 57.8f, 8, 8);
	g->wild = gbox(g, 20.6f, 58.1f, 7.4f, 7.4f);
	g->lawn_zone = gbox(g, 29.5f, 53.6f, 28.5f, 14.8f);
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++)
		g->lawn[k] = gbox(g, 30.4f + 9.2f * (float)k, 56.6f, 8, 8);
	g->help_zone = gbox(g, 59.5f, 53.6f, 20, 16);
	g->score_zone = gbox(g, 80.5f, 54.0f, 17.5f, 14.6f);
	g->bonus_zone = gbox(g, 72.6f, 9.6f, 26.6f, 43.4f);
	for (int b = 0; b < POTLUCK_BONUSES; b++) {
		float y = 14.4f + 6.35f * (float)b;
		g->bonus_row[b] = gbox(g, 72.9f, y, 26.1f, 6.0f);
		g->bonus_icon[b] = gbox(g, 73.5f, y + 0.55f, 4.9f, 4.9f);
		g->bonus_open[b] = gbox(g, 90.2f, y + 1.4f, 3.2f, 3.2f);
		g->bonus_used[b] = gbox(g, 94.7f, y + 1.4f, 3.2f, 3.2f);
	}
}

/* Tall (72 x 86): the bonuses in two rows of three under the tables, then
 * servers, lawn chairs and the total; no room for the scoring help. */
static void geo_tall(pl_geo *g)
{
	g->header = gbox(g, 2.5f, 4.5f, 67, 5);
	g->bonus_zone = gbox(g, 1, 53.4f, 70, 15.6f);
	for (int b = 0; b < POTLUCK_BONUSES; b++) {
		float x = 1.4f + 23.2f * (float)(b % 3), y = 57.4f + 5.9f * (float)(b / 3);
		g->bonus_row[b] = gbox(g, x, y, 22.6f, 5.5f);
		g->bonus_icon[b] = gbox(g, x + 0.4f, y + 0.4f, 4.7f, 4.7f);
		g->bonus_open[b] = gbox(g, x + 14.8f, y + 1.15f, 3.2f, 3.2f);
		g->bonus_used[b] = gbox(g, x + 18.9f, y + 1.15f, 3.2f, 3.2f);
	}
	g->servers_zone = gbox(g, 1, 69.8f, 25, 14.6f);
	g->server[0] = gbox(g, 1.6f, 73.8f, 7.2f, 7.2f);
	g->server[1] = gbox(g, 9.4f, 73.8f, 7.2f, 7.2f);
	g->wild = gbox(g, 18.4f, 74.1f, 6.6f, 6.6f);
	g->lawn_zone = gbox(g, 26.2f, 69.8f, 25, 14.6f);
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++)
		g->lawn[k] = gbox(g, 27.0f + 8.0f * (float)k, 73.2f, 7.2f, 7.2f);
	g->help_zone = gbox(g, 0, 0, 0, 0);
	g->score_zone = gbox(g, 52.2f, 70.4f, 18.2f, 14.6f);
}

static void geo_compute(pl_geo *g, SDL_Rect r, bool mini_sheet, bool tall)
{
	memset(g, 0, sizeof *g);
	g->rect = r;
	g->tall = tall;
	g->u = (float)r.w / (tall ? TALL_W : SHEET_W);
	g->mini = mini_sheet;
	g->seat_r = SEAT_R * g->u;
	geo_tables(g);
	if (tall)
		geo_tall(g);
	else
		geo_wide(g);
}

/* The largest rectangle of the sheet's shape in r: centred across, top
 * or centre down. */
static SDL_Rect fit_sheet(SDL_Rect r, bool tall, bool centre_down)
{
	float sw = tall ? TALL_W : SHEET_W, sh = tall ? TALL_H : SHEET_H;
	int w = r.w, h = (int)((float)r.w * sh / sw);
	if (h > r.h) {
		h = r.h;
		w = (int)((float)r.h * sw / sh);
	}
	int y = centre_down ? r.y + (r.h - h) / 2 : r.y;
	return (SDL_Rect){r.x + (r.w - w) / 2, y, w, h};
}

static void layout_side(pl_view *v)
{
	SDL_Rect s = v->side;
	int gap = px(v, 10);
	int d = mini(s.w, (int)((float)s.h * 0.42f));
	v->rondel = (SDL_Rect){s.x + (s.w - d) / 2, s.y, d, d};
	v->rondel_die = maxi(12, (int)((float)d * 0.118f));
	int card_w = (s.w - gap) / 2;
	int card_h = mini((int)((float)card_w * 0.92f), px(v, 150));
	int y = v->rondel.y + d + gap;
	for (int die = 0; die < 2; die++) {
		v->cards[die] = (SDL_Rect){s.x + die * (card_w + gap), y, card_w, card_h};
		int ds = mini((int)((float)card_h * 0.46f), (int)((float)card_w * 0.4f));
		v->card_die[die] = (SDL_Rect){v->cards[die].x + px(v, 8), y + px(v, 8), ds, ds};
	}
	y += card_h + gap;
	v->info = (SDL_Rect){s.x, y, s.w, s.y + s.h - y};
}

static void layout_main(pl_view *v)
{
	SDL_Rect m = v->main;
	int gap = px(v, 10);
	int prompt_h = px(v, 40);
	v->prompt = (SDL_Rect){m.x, m.y, m.w, prompt_h};
	SDL_Rect rest = {m.x, m.y + prompt_h + gap, m.w, m.h - prompt_h - gap};
	int n = player_count(v) - 1;
	int label_h = px(v, 22);
	int strip_h = 0;
	if (n > 0)
		strip_h = clampi((int)((float)rest.h * 0.26f), px(v, 70), px(v, 230));
	SDL_Rect room = rest;
	room.h -= n > 0 ? strip_h + gap : 0;
	SDL_Rect wide = fit_sheet(room, false, n == 0), tall = fit_sheet(room, true, n == 0);
	/* The upright sheet only when it is clearly larger. */
	bool upright = (float)tall.w / TALL_W > 1.1f * (float)wide.w / SHEET_W;
	SDL_Rect sheet = upright ? tall : wide;
	geo_compute(&v->big, sheet, false, upright);
	v->thumb_count = n;
	if (n <= 0)
		return;
	int tw = (m.w - (n - 1) * gap) / n;
	int from_h = (int)((float)(strip_h - label_h) * SHEET_W / SHEET_H);
	tw = mini(tw, from_h);
	int th = (int)((float)tw * SHEET_H / SHEET_W);
	int total = n * tw + (n - 1) * gap;
	int x = m.x + (m.w - total) / 2;
	int y = sheet.y + sheet.h + gap;
	for (int k = 0; k < n; k++) {
		SDL_Rect r = {x + k * (tw + gap), y + label_h, tw, th};
		geo_compute(&v->thumbs[k], r, true, false);
		v->thumb_rect[k] = (SDL_Rect){r.x, y, tw, th + label_h};
	}
}

static void layout_view(pl_view *v)
{
	SDL_Rect a = v->area;
	int pad = px(v, 10), gap = px(v, 12);
	int side_w = clampi((int)((float)a.w * 0.25f), px(v, 170), px(v, 360));
	v->side = (SDL_Rect){a.x + pad, a.y + pad, side_w, a.h - 2 * pad};
	int mx = v->side.x + side_w + gap;
	v->main = (SDL_Rect){mx, a.y + pad, a.x + a.w - pad - mx, a.h - 2 * pad};
	layout_side(v);
	layout_main(v);
	v->pencil_size = maxi(16, (int)(v->big.seat_r * 2.6f));
	/* The prompt bar's buttons, right-aligned (hidden ones keep their place
	 * out of the way). */
	int bh = v->prompt.h - px(v, 8), by = v->prompt.y + px(v, 4);
	int cw = px(v, 96), ew = px(v, 112);
	v->cancel_button.rect =
	    (SDL_Rect){v->prompt.x + v->prompt.w - cw - px(v, 4), by, cw, bh};
	v->end_button.rect = (SDL_Rect){v->cancel_button.rect.x - ew - px(v, 8), by, ew, bh};
}

/* ---- the moves a person may make --------------------------------------------------- */

static void refresh_legal(pl_view *v)
{
	v->legal_count = pg_play_legal_moves(v->play, v->legal, PG_MAX_MOVES);
}

static bool has_move(const pl_view *v, pg_move move)
{
	for (int i = 0; i < v->legal_count; i++)
		if (v->legal[i] == move)
			return true;
	return false;
}

static bool any_action(const pl_view *v, potluck_action action, int again)
{
	for (int i = 0; i < v->legal_count; i++)
		if (potluck_move_action(v->legal[i]) == action &&
		    (again < 0 || potluck_move_again(v->legal[i]) == (again != 0)))
			return true;
	return false;
}

/* Whether a person may act on the sheet shown large now. */
static int acting_player(const pl_view *v);

/* Does this legal move put src's guest at spot (a seat, SPOT_SERVER,
 * SPOT_LAWN)? */
static bool move_places(pg_move m, int src, int spot)
{
	potluck_action a = potluck_move_action(m);
	int die = potluck_move_die(m), target = potluck_move_target(m);
	bool die_ok = src == SRC_ANY || (src <= SRC_DIE1 && die == src);
	if (src <= SRC_DIE1 || src == SRC_ANY) {
		if (spot < POTLUCK_SEATS)
			return a == POTLUCK_ACT_SEAT && die_ok && target == spot;
		if (spot == SPOT_SERVER)
			return a == POTLUCK_ACT_SERVER && die_ok;
		if (spot == SPOT_LAWN)
			return (a == POTLUCK_ACT_LAWN || a == POTLUCK_ACT_AWAY) && die_ok;
		return false;
	}
	if (src == SRC_WILD)
		return a == POTLUCK_ACT_WILD && target == spot;
	if (src == SRC_HELD)
		return a == POTLUCK_ACT_PUT && target == spot;
	return false;
}

/* The legal moves that take src's guest to spot, by the guest's
 * generation (out[0] for moves that fix none); returns how many. */
static int moves_to(const pl_view *v, int src, int spot, pg_move *out)
{
	for (int g = 0; g <= POTLUCK_GENERATIONS; g++)
		out[g] = PG_NO_MOVE;
	if (acting_player(v) < 0)
		return 0;
	int count = 0;
	for (int i = 0; i < v->legal_count; i++) {
		pg_move m = v->legal[i];
		if (!move_places(m, src, spot))
			continue;
		int g =
		    potluck_move_action(m) == POTLUCK_ACT_AWAY ? 0 : potluck_move_generation(m);
		if (g > POTLUCK_GENERATIONS)
			g = 0;
		if (out[g] == PG_NO_MOVE) {
			out[g] = m;
			count++;
		}
	}
	return count;
}

static bool spot_takes(const pl_view *v, int src, int spot)
{
	pg_move out[POTLUCK_GENERATIONS + 1];
	return moves_to(v, src, spot, out) > 0;
}

/* The bonus move (erase/move) at a target, paid the way the mode says. */
static pg_move bonus_target_move(const pl_view *v, int target)
{
	potluck_action a =
	    v->bonus == POTLUCK_BONUS_ERASE ? POTLUCK_ACT_ERASE : POTLUCK_ACT_MOVE;
	pg_move m = potluck_move_make(a, 0, 0, target, v->bonus_again);
	return has_move(v, m) ? m : PG_NO_MOVE;
}

/* Where a guest comes from now: the chosen die, the wild, the lifted
 * guest; SRC_ANY when either die may go. -1 when nothing waits. */
static int current_source(const pl_view *v)
{
	const potluck_state *s = real(v);
	if (s->phase == POTLUCK_PHASE_WILD)
		return SRC_WILD;
	if (s->phase == POTLUCK_PHASE_RELOCATE)
		return SRC_HELD;
	if (s->phase != POTLUCK_PHASE_PLACE || potluck_guests_waiting(s) == 0)
		return -1;
	if (v->selected >= 0)
		return v->selected;
	bool u0 = potluck_die_usable(s, 0), u1 = potluck_die_usable(s, 1);
	return u0 && u1 ? SRC_ANY : u0 ? SRC_DIE0 : u1 ? SRC_DIE1 : -1;
}

/* ---- what the animations hold back ------------------------------------------------ */

static const pg_tween *find_anim(const pl_view *v, int kind, int player, int index)
{
	return pg_tweens_find(&v->tweens, tag_of(kind, player, index), -1);
}

static pg_tween *add_anim(pl_view *v, int kind, int player, int index, float delay,
                          float duration, pg_ease ease, int user)
{
	pg_tween spec = {.kind = PG_TWEEN_FADE,
	                 .tag = tag_of(kind, player, index),
	                 .user = user,
	                 .ease = ease,
	                 .delay = delay,
	                 .duration = duration,
	                 .x0 = 0,
	                 .x1 = 1};
	return pg_tweens_add(&v->tweens, &spec);
}

/* How much of what is written at spot shows: 1 when nothing animates it. */
static float written(const pl_view *v, int player, int spot)
{
	const pg_tween *t = find_anim(v, A_WRITE, player, spot);
	if (!t)
		return 1;
	return pg_tween_waiting(t) ? 0 : pg_tween_progress(t);
}

/* A guest being rubbed out at spot: its generation and how much is left. */
static bool erasing(const pl_view *v, int player, int spot, int *generation, float *left)
{
	const pg_tween *t = find_anim(v, A_ERASE, player, spot);
	if (!t)
		return false;
	*generation = t->user;
	*left = pg_tween_waiting(t) ? 1 : 1 - pg_tween_progress(t);
	return true;
}

/* The player whose sheet an animation is about, or -1. */
static int animated_player(const pl_view *v)
{
	for (int i = 0; i < PG_TWEEN_POOL; i++) {
		const pg_tween *t = &v->tweens.items[i];
		if (!t->active)
			continue;
		int kind = tag_kind(t->tag), player = tag_player(t->tag);
		if ((kind == A_WRITE || kind == A_ERASE || kind == A_PULSE || kind == A_HOLD) &&
		    player != NO_PLAYER)
			return player;
	}
	return -1;
}

static float wedge_angle(int wedge)
{
	return -90.0f + WEDGE_DEGREES * (float)wedge;
}

static void die_look(const pl_view *v, int die, pl_die_look *out)
{
	const potluck_state *s = real(v);
	*out = (pl_die_look){.wedge = s->die_wedge[die], .face = s->die_roll[die]};
	out->angle = wedge_angle(out->wedge);
	const pg_tween *roll = find_anim(v, A_ROLL, NO_PLAYER, die);
	if (roll) {
		float tilt = 0, p = pg_tween_progress(roll);
		out->face = pg_tween_roll_face(roll, &tilt) + 1;
		out->tilt = tilt + 300.0f * (1 - p) * (1 - p);
		out->wedge = (int)roll->x0;
		out->angle = wedge_angle(out->wedge);
		out->hop = fabsf(sinf(p * PI_F * 2.5f)) * (1 - p);
		out->moving = true;
		return;
	}
	for (int k = 0; k < POTLUCK_WEDGES; k++) {
		const pg_tween *step = find_anim(v, A_STEP, NO_PLAYER, die * 8 + k);
		if (!step)
			continue;
		int from = step->user;
		float p = pg_tween_waiting(step) ? 0 : pg_tween_progress(step);
		out->angle = wedge_angle(from) + p * WEDGE_DEGREES;
		out->wedge = p < 0.5f ? from : (from + 1) % POTLUCK_WEDGES;
		out->hop = sinf(p * PI_F);
		out->moving = true;
		return;
	}
}

/* The die's box on the rondel now. */
static SDL_FRect die_on_rondel(const pl_view *v, int die, const pl_die_look *look)
{
	pl_die_look other;
	die_look(v, 1 - die, &other);
	float angle = look->angle;
	if (!look->moving && !other.moving && other.wedge == look->wedge)
		angle += die == 0 ? -10.5f : 10.5f;
	float half = (float)v->rondel.w / 2;
	float radius = half * 0.6f;
	float a = angle * PI_F / 180.0f;
	float cx = (float)v->rondel.x + half + radius * cosf(a);
	float cy = (float)v->rondel.y + half + radius * sinf(a);
	float size = (float)v->rondel_die * (1 + 0.25f * look->hop);
	cy -= look->hop * (float)v->rondel_die * 0.35f;
	return (SDL_FRect){cx - size / 2, cy - size / 2, size, size};
}

/* The sheet drawn large: one being animated, one a person asked for, the
 * person to move, else the player to move (or, between rounds and at the
 * end, the person's own). */
static int focus_player(const pl_view *v)
{
	const potluck_state *s = real(v);
	int animated = animated_player(v);
	if (animated >= 0 && animated < s->players)
		return animated;
	if (v->pinned >= 0 && v->pinned < s->players)
		return v->pinned;
	int input = pg_play_input_seat(v->play);
	if (input >= 0)
		return input;
	bool between = s->phase == POTLUCK_PHASE_ROLL_DIE1 ||
	               s->phase == POTLUCK_PHASE_ROLL_DIE2 ||
	               s->phase == POTLUCK_PHASE_GAME_OVER;
	if (between) {
		int viewer = pg_play_viewer(v->play);
		return viewer >= 0 && viewer < s->players ? viewer : 0;
	}
	return s->to_move < s->players ? s->to_move : 0;
}

static int acting_player(const pl_view *v)
{
	int input = pg_play_input_seat(v->play);
	return input >= 0 && input == focus_player(v) ? input : -1;
}

/* The thumbnail slot of each other player, in seat order. */
static int thumb_player(const pl_view *v, int slot)
{
	int focus = focus_player(v), k = 0;
	for (int p = 0; p < player_count(v); p++) {
		if (p == focus)
			continue;
		if (k++ == slot)
			return p;
	}
	return -1;
}

/* A person's roll is due: their die to click or throw. (Anyone else's
 * roll happens by itself after a short pause.) */
static bool rollable(const pl_view *v)
{
	return pg_play_person_rolls(v->play) && !pg_tweens_busy(&v->tweens);
}

/* The die the pending roll is for: die 1, then die 2. */
static int die_to_roll(const potluck_state *s)
{
	return s->phase == POTLUCK_PHASE_ROLL_DIE1 ? 0 : 1;
}

/* ---- high scores (solo) ------------------------------------------------------------ */

static bool highscore_path(const pl_view *v, char *buf, size_t size)
{
	return pg_records_file_path(v->app->pref_dir, "potluck-highscores.txt", buf, size);
}

static void highscores_load(pl_view *v)
{
	char path[PG_APP_PATH_MAX + 32];
	v->hs.count = 0;
	v->hs.fresh = -1;
	if (highscore_path(v, path, sizeof path))
		pg_records_load(&v->hs, path);
}

/* A finished solo game by a person goes into the table (once per match). */
static void highscores_record(pl_view *v)
{
	const potluck_state *s = real(v);
	const pg_match *match = pg_play_match(v->play);
	if (s->players != 1 || !pg_play_is_human(v->play, 0))
		return;
	if (v->hs_recorded && v->hs_seed == match->seed)
		return;
	highscores_load(v);
	v->hs_recorded = true;
	v->hs_seed = match->seed;
	char today[PG_RECORDS_DATE], path[PG_APP_PATH_MAX + 32];
	pg_records_today(today, sizeof today);
	if (pg_records_insert(&v->hs, potluck_sheet_score(potluck_sheet_of(s, 0)), today) < 0)
		return;
	if (!highscore_path(v, path, sizeof path) || !pg_records_save(&v->hs, path))
		pg_play_toast(v->play, "Your score could not be saved in %s", v->app->pref_dir);
}

/* ---- acting ------------------------------------------------------------------------- */

static void cancel_all(pl_view *v)
{
	v->selected = -1;
	v->bonus = -1;
	v->bonus_again = false;
	v->choosing_again = false;
	v->change_die = -1;
	v->picking = false;
}

static bool submit(pl_view *v, pg_move move)
{
	if (move == PG_NO_MOVE || !pg_play_submit(v->play, move))
		return false;
	cancel_all(v);
	return true;
}

static void refuse(pl_view *v, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void refuse(pl_view *v, const char *fmt, ...)
{
	char text[200];
	va_list args;
	va_start(args, fmt);
	vsnprintf(text, sizeof text, fmt, args);
	va_end(args);
	pg_play_toast(v->play, "%s", text);
	pg_audio_play(v->app->audio, "error");
}

/* Opens the generation chooser for these moves (by generation) next to
 * the point (x, y) of the sheet. */
static void open_picker(pl_view *v, const pg_move *moves, float x, float y)
{
	memcpy(v->pick_moves, moves, sizeof v->pick_moves);
	v->picking = true;
	int bs = maxi(px(v, 40), (int)(v->big.seat_r * 2.1f)), gap = px(v, 6), pad = px(v, 10);
	int title_h = px(v, 24);
	int w = POTLUCK_GENERATIONS * bs + (POTLUCK_GENERATIONS - 1) * gap + 2 * pad;
	int h = title_h + bs + 2 * pad;
	int rx = (int)x - w / 2;
	int ry = (int)(y - v->big.seat_r * 1.6f) - h;
	if (ry < v->area.y + px(v, 4))
		ry = (int)(y + v->big.seat_r * 1.6f);
	rx = clampi(rx, v->area.x + px(v, 4), v->area.x + v->area.w - w - px(v, 4));
	ry = clampi(ry, v->area.y + px(v, 4), v->area.y + v->area.h - h - px(v, 4));
	v->pick_rect = (SDL_Rect){rx, ry, w, h};
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++) {
		v->pick[g] = (pg_button){
		    .rect = {rx + pad + (g - 1) * (bs + gap), ry + pad + title_h, bs, bs},
		    .label = gen_text[g],
		    .disabled = moves[g] == PG_NO_MOVE,
		};
	}
}

/* Plays the one move, or asks which generation when there are several. */
static bool play_choice(pl_view *v, const pg_move *moves, int count, float x, float y)
{
	if (count <= 0)
		return false;
	if (count == 1) {
		for (int g = 0; g <= POTLUCK_GENERATIONS; g++)
			if (moves[g] != PG_NO_MOVE)
				return submit(v, moves[g]);
	}
	if (moves[0] != PG_NO_MOVE)
		return submit(v, moves[0]);
	open_picker(v, moves, x, y);
	return true;
}

/* Why src's guest cannot sit at seat, in words. */
static void seat_reason(const pl_view *v, int src, int seat, char *buf, size_t size)
{
	const potluck_state *s = real(v);
	buf[0] = '\0';
	if (src == SRC_WILD || src == SRC_HELD) {
		snprintf(buf, size, "%s",
		         potluck_seat_problem_text(potluck_free_seat_problem(s, seat)));
		return;
	}
	size_t used = 0;
	for (int die = 0; die < 2; die++) {
		if ((src != SRC_ANY && src != die) || !potluck_die_usable(s, die))
			continue;
		potluck_seat_problem p = potluck_die_seat_problem(s, die, seat);
		char extra[48] = "";
		if (p == POTLUCK_SEAT_WRONG_NUMBER)
			snprintf(extra, sizeof extra, " This is a %d seat.",
			         potluck_seat_number(seat));
		int n = snprintf(buf + used, size - used, "%sDie %d (%d): %s%s",
		                 used ? "\n" : "", die + 1, s->die_roll[die],
		                 p == POTLUCK_SEAT_OK ? "the guest can sit here."
		                                      : potluck_seat_problem_text(p),
		                 extra);
		if (n < 0 || (size_t)n >= size - used)
			break;
		used += (size_t)n;
	}
}

static void seat_guest(pl_view *v, int src, int seat)
{
	pg_move moves[POTLUCK_GENERATIONS + 1];
	int n = moves_to(v, src, seat, moves);
	SDL_FPoint at = v->big.seat[seat];
	if (play_choice(v, moves, n, at.x, at.y))
		return;
	char why[240];
	seat_reason(v, src, seat, why, sizeof why);
	for (char *c = why; *c; c++)
		if (*c == '\n')
			*c = ' ';
	refuse(v, "%s", why[0] ? why : "No guest can sit there now.");
}

/* A die's guest to the servers or the lawn chairs. */
static void send_guest(pl_view *v, int src, int spot, float x, float y)
{
	pg_move moves[POTLUCK_GENERATIONS + 1];
	int n = moves_to(v, src, spot, moves);
	if (src == SRC_ANY && n > 1 && spot == SPOT_SERVER) {
		refuse(v, "Choose a die first (click it, or press 1 or 2).");
		return;
	}
	if (play_choice(v, moves, n, x, y))
		return;
	if (spot == SPOT_SERVER)
		refuse(v, "%s",
		       potluck_server_count(potluck_sheet_of(real(v), real(v)->to_move)) ==
		               POTLUCK_SERVERS
		           ? "Both server spaces are taken."
		           : "No guest is waiting to be a server.");
	else
		refuse(v, "A guest goes to a lawn chair only when no seat fits either die.");
}

/* The reason a bonus cannot be used now. */
static const char *bonus_refusal(const pl_view *v, int bonus)
{
	const potluck_state *s = real(v);
	const potluck_sheet *sheet = potluck_sheet_of(s, s->to_move);
	uint8_t bit = (uint8_t)(1u << bonus);
	if (!(sheet->unlocked & bit))
		return "Roll doubles to unlock a bonus.";
	if (sheet->used & bit)
		return "That bonus is used up.";
	switch (bonus) {
	case POTLUCK_BONUS_BOTH:
	case POTLUCK_BONUS_TWICE:
		return s->chosen_die < 0 ? "Seat a guest first: this bonus brings another one."
		                         : "This bonus cannot be used now.";
	case POTLUCK_BONUS_CHANGE:
		return potluck_guests_waiting(s)
		           ? "A die on Wild already lets you choose its letter."
		           : "Change works on a guest still to be seated.";
	case POTLUCK_BONUS_AGAIN:
		return "Again repeats a bonus you have already used.";
	default:
		return "There is no guest it could be used on.";
	}
}

/* The dice Change may act on now (its moves exist for them). */
static int change_dice(const pl_view *v, int *only)
{
	int count = 0;
	for (int die = 0; die < 2; die++) {
		bool any = false;
		for (int i = 0; i < v->legal_count && !any; i++)
			any = potluck_move_action(v->legal[i]) == POTLUCK_ACT_CHANGE &&
			      potluck_move_die(v->legal[i]) == die &&
			      potluck_move_again(v->legal[i]) == v->bonus_again;
		if (any) {
			count++;
			*only = die;
		}
	}
	return count;
}

static void open_change(pl_view *v, int die)
{
	pg_move moves[POTLUCK_GENERATIONS + 1];
	for (int g = 0; g <= POTLUCK_GENERATIONS; g++)
		moves[g] = PG_NO_MOVE;
	for (int i = 0; i < v->legal_count; i++) {
		pg_move m = v->legal[i];
		if (potluck_move_action(m) == POTLUCK_ACT_CHANGE &&
		    potluck_move_die(m) == die && potluck_move_again(m) == v->bonus_again)
			moves[potluck_move_generation(m)] = m;
	}
	v->change_die = die;
	SDL_Rect card = v->cards[die];
	open_picker(v, moves, (float)(card.x + card.w / 2),
	            (float)(card.y + card.h + px(v, 10)));
	/* The chooser goes under the card, not over it. */
	v->pick_rect.y = clampi(card.y + card.h + px(v, 6), v->area.y,
	                        v->area.y + v->area.h - v->pick_rect.h - px(v, 4));
	int dy = v->pick_rect.y + px(v, 10) + px(v, 24) - v->pick[1].rect.y;
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++)
		v->pick[g].rect.y += dy;
}

/* Starts using a bonus (paid by itself, or by Again when again). */
static void start_bonus(pl_view *v, int bonus, bool again)
{
	if (bonus == POTLUCK_BONUS_BOTH || bonus == POTLUCK_BONUS_TWICE) {
		potluck_action a =
		    bonus == POTLUCK_BONUS_BOTH ? POTLUCK_ACT_BOTH : POTLUCK_ACT_TWICE;
		if (!submit(v, potluck_move_make(a, 0, 0, 0, again)))
			refuse(v, "%s", bonus_refusal(v, bonus));
		return;
	}
	potluck_action a = bonus == POTLUCK_BONUS_ERASE  ? POTLUCK_ACT_ERASE
	                   : bonus == POTLUCK_BONUS_MOVE ? POTLUCK_ACT_MOVE
	                                                 : POTLUCK_ACT_CHANGE;
	if (!any_action(v, a, again)) {
		refuse(v, "%s", bonus_refusal(v, bonus));
		return;
	}
	cancel_all(v);
	v->bonus = bonus;
	v->bonus_again = again;
	int only = -1;
	if (bonus == POTLUCK_BONUS_CHANGE && change_dice(v, &only) == 1)
		open_change(v, only);
}

static void click_bonus(pl_view *v, int bonus)
{
	const potluck_state *s = real(v);
	if (acting_player(v) < 0)
		return;
	if (s->phase == POTLUCK_PHASE_UNLOCK) {
		if (!submit(v, potluck_move_make(POTLUCK_ACT_UNLOCK, 0, 0, bonus, false)))
			refuse(v, "That bonus is unlocked already: choose another.");
		return;
	}
	if (s->phase != POTLUCK_PHASE_PLACE) {
		refuse(v, "Bonuses wait until the guest in hand is seated.");
		return;
	}
	if (v->choosing_again) {
		v->choosing_again = false;
		start_bonus(v, bonus, true);
		return;
	}
	if (bonus == POTLUCK_BONUS_AGAIN) {
		bool any = false;
		for (int i = 0; i < v->legal_count && !any; i++)
			any = potluck_move_again(v->legal[i]);
		if (!any) {
			refuse(v, "%s", bonus_refusal(v, bonus));
			return;
		}
		cancel_all(v);
		v->choosing_again = true;
		return;
	}
	start_bonus(v, bonus, false);
}

/* A click on a guest while Erase or Relocate waits for one. */
static void bonus_target(pl_view *v, int target)
{
	if (!submit(v, bonus_target_move(v, target)))
		refuse(v, "%s",
		       v->bonus == POTLUCK_BONUS_ERASE ? "There is no guest there to erase."
		                                       : "That guest has nowhere to go.");
}

static bool roll_now(pl_view *v)
{
	if (!rollable(v))
		return false;
	pg_play_roll_now(v->play);
	return true;
}

static void click_die(pl_view *v, int die)
{
	if (roll_now(v))
		return;
	if (acting_player(v) < 0 && pg_play_input_seat(v->play) >= 0)
		v->pinned = -1;
	if (acting_player(v) < 0)
		return;
	const potluck_state *s = real(v);
	if (v->bonus == POTLUCK_BONUS_CHANGE) {
		int only = -1;
		change_dice(v, &only);
		bool ok = false;
		for (int i = 0; i < v->legal_count && !ok; i++)
			ok = potluck_move_action(v->legal[i]) == POTLUCK_ACT_CHANGE &&
			     potluck_move_die(v->legal[i]) == die;
		if (ok)
			open_change(v, die);
		else
			refuse(v, "Die %d's guest cannot be changed now.", die + 1);
		return;
	}
	if (!potluck_die_usable(s, die)) {
		refuse(v, "%s",
		       s->phase == POTLUCK_PHASE_PLACE ? "That die's guest is seated already."
		                                       : "Finish what is in hand first.");
		return;
	}
	cancel_all(v);
	v->selected = v->selected == die ? -1 : die;
}

/* ---- hit tests ---------------------------------------------------------------------- */

/* The lifted guest's or the wild's token on the large sheet. */
static bool token_spot(const pl_view *v, int src, SDL_FPoint *at, float *radius)
{
	const potluck_state *s = real(v);
	const pl_geo *g = &v->big;
	if (focus_player(v) != s->to_move)
		return false;
	*radius = g->seat_r * 1.05f;
	if (src == SRC_WILD && s->phase == POTLUCK_PHASE_WILD) {
		*at = (SDL_FPoint){g->wild.x + g->wild.w / 2, g->wild.y + g->wild.h / 2};
		return true;
	}
	if (src == SRC_HELD && s->phase == POTLUCK_PHASE_RELOCATE) {
		int from = s->holding_from;
		if (from >= SPOT_LAWN) {
			SDL_FRect c = g->lawn[from - SPOT_LAWN];
			*at = (SDL_FPoint){c.x + c.w / 2, c.y - g->seat_r * 0.6f};
		} else {
			*at = (SDL_FPoint){g->seat[from].x, g->seat[from].y - g->seat_r * 1.2f};
		}
		return true;
	}
	return false;
}

static pl_hit hit_sheet(const pl_view *v, int x, int y)
{
	const pl_geo *g = &v->big;
	SDL_FPoint at;
	float radius;
	for (int src = SRC_WILD; src <= SRC_HELD; src++)
		if (token_spot(v, src, &at, &radius) &&
		    hypotf((float)x - at.x, (float)y - at.y) <= radius)
			return (pl_hit){src == SRC_WILD ? HIT_WILD : HIT_HELD, 0};
	for (int seat = 0; seat < POTLUCK_SEATS; seat++)
		if (hypotf((float)x - g->seat[seat].x, (float)y - g->seat[seat].y) <=
		    g->seat_r * 1.12f)
			return (pl_hit){HIT_SEAT, seat};
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++)
		if (in_frect(g->lawn[k], x, y))
			return (pl_hit){HIT_LAWN, k};
	if (in_frect(g->lawn_zone, x, y))
		return (pl_hit){HIT_LAWN, -1};
	if (in_frect(g->servers_zone, x, y))
		return (pl_hit){HIT_SERVERS, 0};
	for (int b = 0; b < POTLUCK_BONUSES; b++)
		if (in_frect(g->bonus_row[b], x, y))
			return (pl_hit){HIT_BONUS, b};
	return (pl_hit){HIT_NONE, 0};
}

static pl_hit hit_test(const pl_view *v, int x, int y)
{
	for (int die = 0; die < 2; die++) {
		pl_die_look look;
		die_look(v, die, &look);
		SDL_FRect r = die_on_rondel(v, die, &look);
		if (in_rect(v->cards[die], x, y) || in_frect(r, x, y))
			return (pl_hit){HIT_DIE, die};
	}
	for (int k = 0; k < v->thumb_count; k++)
		if (in_rect(v->thumb_rect[k], x, y))
			return (pl_hit){HIT_THUMB, thumb_player(v, k)};
	if (in_rect(v->big.rect, x, y))
		return hit_sheet(v, x, y);
	return (pl_hit){HIT_NONE, 0};
}

/* ---- input -------------------------------------------------------------------------- */

static void click_seat(pl_view *v, int seat)
{
	const potluck_state *s = real(v);
	if (v->bonus == POTLUCK_BONUS_ERASE || v->bonus == POTLUCK_BONUS_MOVE) {
		bonus_target(v, seat);
		return;
	}
	if (v->choosing_again || v->bonus == POTLUCK_BONUS_CHANGE) {
		refuse(v, "%s",
		       v->choosing_again ? "Click a used bonus to repeat, or Cancel."
		                         : "Click a die to change its letter, or Cancel.");
		return;
	}
	int src = current_source(v);
	if (src < 0) {
		refuse(v, "%s",
		       s->phase == POTLUCK_PHASE_UNLOCK
		           ? "Doubles! First choose a bonus to unlock."
		           : "No guest is waiting to be seated.");
		return;
	}
	seat_guest(v, src, seat);
}

static void click_lawn(pl_view *v, int chair, float x, float y)
{
	if ((v->bonus == POTLUCK_BONUS_ERASE || v->bonus == POTLUCK_BONUS_MOVE) && chair >= 0) {
		bonus_target(v, SPOT_LAWN + chair);
		return;
	}
	int src = current_source(v);
	if (src < 0 || src > SRC_ANY || src == SRC_WILD || src == SRC_HELD) {
		refuse(v, "No guest is waiting for a lawn chair.");
		return;
	}
	send_guest(v, src, SPOT_LAWN, x, y);
}

static void click_servers(pl_view *v, float x, float y)
{
	int src = current_source(v);
	if (src < 0 || src == SRC_WILD || src == SRC_HELD) {
		refuse(v, "No guest is waiting to be a server.");
		return;
	}
	send_guest(v, src, SPOT_SERVER, x, y);
}

static bool click(pl_view *v, int x, int y)
{
	pl_hit hit = hit_test(v, x, y);
	bool acting = acting_player(v) >= 0;
	switch (hit.kind) {
	case HIT_DIE:
		click_die(v, hit.index);
		return true;
	case HIT_THUMB:
		v->pinned = hit.index == v->pinned ? -1 : hit.index;
		if (hit.index == pg_play_input_seat(v->play))
			v->pinned = -1;
		cancel_all(v);
		return true;
	case HIT_BONUS:
		click_bonus(v, hit.index);
		return true;
	case HIT_SEAT:
		if (acting)
			click_seat(v, hit.index);
		return acting;
	case HIT_LAWN:
		if (acting)
			click_lawn(v, hit.index, (float)x, (float)y);
		return acting;
	case HIT_SERVERS:
		if (acting)
			click_servers(v, (float)x, (float)y);
		return acting;
	case HIT_WILD:
	case HIT_HELD:
		return true;
	default:
		if (v->selected >= 0 || v->picking) {
			v->selected = -1;
			v->picking = false;
			return true;
		}
		return false;
	}
}

/* Which guest a press at (x, y) picks up, or -1. */
static int drag_source(const pl_view *v, int x, int y, SDL_FPoint *centre)
{
	if (acting_player(v) < 0 && pg_play_input_seat(v->play) < 0)
		return -1;
	pl_hit hit = hit_test(v, x, y);
	const potluck_state *s = real(v);
	if (hit.kind == HIT_DIE && potluck_die_usable(s, hit.index) && v->bonus < 0 &&
	    !v->choosing_again) {
		if (in_rect(v->cards[hit.index], x, y)) {
			SDL_Rect d = v->card_die[hit.index];
			*centre = (SDL_FPoint){(float)d.x + (float)d.w / 2,
			                       (float)d.y + (float)d.h / 2};
		} else {
			pl_die_look look;
			die_look(v, hit.index, &look);
			SDL_FRect r = die_on_rondel(v, hit.index, &look);
			*centre = (SDL_FPoint){r.x + r.w / 2, r.y + r.h / 2};
		}
		return hit.index;
	}
	float radius;
	if (hit.kind == HIT_WILD && token_spot(v, SRC_WILD, centre, &radius))
		return SRC_WILD;
	if (hit.kind == HIT_HELD && token_spot(v, SRC_HELD, centre, &radius))
		return SRC_HELD;
	return -1;
}

static void snap_back(pl_view *v, int src, float x, float y)
{
	SDL_FPoint home;
	float radius;
	if (src <= SRC_DIE1) {
		SDL_Rect d = v->card_die[src];
		home = (SDL_FPoint){(float)d.x + (float)d.w / 2, (float)d.y + (float)d.h / 2};
	} else if (!token_spot(v, src, &home, &radius)) {
		return;
	}
	v->snap_src = src;
	pg_tweens_move(&v->tweens, tag_of(A_SNAP, NO_PLAYER, 0), x, y, home.x, home.y, T_SNAP,
	               0, PG_EASE_OUT);
}

static void drop(pl_view *v, int x, int y)
{
	int src = v->drag.src;
	v->drag.active = false;
	if (v->drag.throwing) {
		v->drag.throwing = false;
		roll_now(v);
		return;
	}
	float cx = (float)(x - v->drag.dx), cy = (float)(y - v->drag.dy);
	pl_hit hit = in_rect(v->big.rect, x, y) ? hit_sheet(v, x, y) : (pl_hit){HIT_NONE, 0};
	int spot = -1;
	if (hit.kind == HIT_SEAT)
		spot = hit.index;
	else if (hit.kind == HIT_SERVERS && src <= SRC_DIE1)
		spot = SPOT_SERVER;
	else if (hit.kind == HIT_LAWN && src <= SRC_DIE1)
		spot = SPOT_LAWN;
	bool placed = false;
	if (spot >= 0 && acting_player(v) >= 0) {
		pg_move moves[POTLUCK_GENERATIONS + 1];
		int n = moves_to(v, src, spot, moves);
		SDL_FPoint at =
		    spot < POTLUCK_SEATS ? v->big.seat[spot] : (SDL_FPoint){(float)x, (float)y};
		if (n > 0)
			placed = play_choice(v, moves, n, at.x, at.y);
		else if (spot < POTLUCK_SEATS)
			seat_guest(v, src, spot); /* says why not */
		else
			send_guest(v, src, spot, at.x, at.y);
	}
	if (!placed)
		snap_back(v, src, cx, cy);
}

/* A press on a die while the person's roll is due picks it up to throw. */
static bool throw_start(pl_view *v, const pg_input_event *e)
{
	pl_hit hit = hit_test(v, e->start_x, e->start_y);
	if (!rollable(v) || hit.kind != HIT_DIE)
		return false;
	v->drag.active = true;
	v->drag.throwing = true;
	v->drag.src = die_to_roll(real(v));
	v->drag.x = e->x;
	v->drag.y = e->y;
	v->drag.dx = v->drag.dy = 0;
	return true;
}

static bool drag_start(pl_view *v, const pg_input_event *e)
{
	if (throw_start(v, e))
		return true;
	SDL_FPoint centre;
	int src = drag_source(v, e->start_x, e->start_y, &centre);
	if (src < 0)
		return false;
	if (acting_player(v) < 0)
		v->pinned = -1;
	cancel_all(v);
	v->drag.active = true;
	v->drag.throwing = false;
	v->drag.src = src;
	v->drag.x = e->x;
	v->drag.y = e->y;
	v->drag.dx = e->start_x - (int)centre.x;
	v->drag.dy = e->start_y - (int)centre.y;
	return true;
}

static bool pick_key(pl_view *v, SDL_Keycode key)
{
	static const SDL_Keycode keys[POTLUCK_GENERATIONS + 1] = {
	    0, SDLK_c, SDLK_t, SDLK_y, SDLK_m, SDLK_o, SDLK_s};
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++) {
		if (key != keys[g])
			continue;
		if (v->pick_moves[g] == PG_NO_MOVE)
			refuse(v, "A %s cannot sit there.", potluck_generation_name(g));
		else
			submit(v, v->pick_moves[g]);
		return true;
	}
	return false;
}

static bool key(pl_view *v, const pg_input_event *e)
{
	if (e->repeat || (e->mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)))
		return false;
	if (v->picking && pick_key(v, e->key))
		return true;
	switch (e->key) {
	case SDLK_1:
	case SDLK_KP_1:
		click_die(v, 0);
		return true;
	case SDLK_2:
	case SDLK_KP_2:
		click_die(v, 1);
		return true;
	case SDLK_r:
		return roll_now(v);
	case SDLK_e:
	case SDLK_RETURN:
	case SDLK_KP_ENTER:
		return submit(v, potluck_move_make(POTLUCK_ACT_END, 0, 0, 0, false));
	case SDLK_BACKSPACE:
	case SDLK_DELETE:
		if (v->selected < 0 && v->bonus < 0 && !v->choosing_again && !v->picking)
			return false;
		cancel_all(v);
		return true;
	case SDLK_TAB: {
		int n = player_count(v);
		if (n < 2)
			return false;
		int next = (focus_player(v) + 1) % n;
		v->pinned = next == pg_play_input_seat(v->play) ? -1 : next;
		cancel_all(v);
		return true;
	}
	default:
		return false;
	}
}

static void sync_buttons(pl_view *v)
{
	bool acting = acting_player(v) >= 0;
	v->end_button.label = "End turn";
	v->end_button.kind = PG_BUTTON_PRIMARY;
	v->end_button.hidden =
	    !acting || !has_move(v, potluck_move_make(POTLUCK_ACT_END, 0, 0, 0, false));
	v->cancel_button.label = "Cancel";
	v->cancel_button.kind = PG_BUTTON_NORMAL;
	v->cancel_button.hidden =
	    !(v->selected >= 0 || v->bonus >= 0 || v->choosing_again || v->picking);
}

static bool picker_input(pl_view *v, const pg_input_event *e)
{
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++) {
		if (pg_button_input(&v->pick[g], e)) {
			submit(v, v->pick_moves[g]);
			return true;
		}
	}
	if (e->kind == PG_INPUT_CLICK && !in_rect(v->pick_rect, e->x, e->y) &&
	    !in_rect(v->cancel_button.rect, e->x, e->y)) {
		v->picking = false;
		if (v->bonus == POTLUCK_BONUS_CHANGE)
			v->change_die = -1;
		return true;
	}
	return in_rect(v->pick_rect, e->x, e->y) &&
	       (e->kind == PG_INPUT_PRESS || e->kind == PG_INPUT_CLICK);
}

static bool view_input(void *data, const pg_input_event *e)
{
	pl_view *v = data;
	refresh_legal(v);
	sync_buttons(v);
	if (e->kind == PG_INPUT_HOVER || e->kind == PG_INPUT_DRAG_MOVE) {
		v->mouse_x = e->x;
		v->mouse_y = e->y;
		v->mouse_in = in_rect(v->area, e->x, e->y);
	}
	if (v->picking && picker_input(v, e))
		return true;
	if (pg_button_input(&v->end_button, e)) {
		submit(v, potluck_move_make(POTLUCK_ACT_END, 0, 0, 0, false));
		return true;
	}
	if (pg_button_input(&v->cancel_button, e)) {
		cancel_all(v);
		return true;
	}
	switch (e->kind) {
	case PG_INPUT_HOVER:
		v->hover = hit_test(v, e->x, e->y);
		return false;
	case PG_INPUT_CLICK:
		if (e->button != SDL_BUTTON_LEFT) {
			cancel_all(v);
			return true;
		}
		return click(v, e->x, e->y);
	case PG_INPUT_DRAG_START:
		return drag_start(v, e);
	case PG_INPUT_DRAG_MOVE:
		if (!v->drag.active)
			return false;
		v->drag.x = e->x;
		v->drag.y = e->y;
		v->hover = in_rect(v->big.rect, e->x, e->y) ? hit_sheet(v, e->x, e->y)
		                                            : (pl_hit){HIT_NONE, 0};
		return true;
	case PG_INPUT_DROP:
		if (!v->drag.active)
			return false;
		drop(v, e->x, e->y);
		return true;
	case PG_INPUT_DRAG_CANCEL:
		if (!v->drag.active)
			return false;
		v->drag.active = false;
		if (v->drag.throwing) {
			v->drag.throwing = false;
			return true;
		}
		snap_back(v, v->drag.src, (float)(v->drag.x - v->drag.dx),
		          (float)(v->drag.y - v->drag.dy));
		return true;
	case PG_INPUT_KEY:
		return key(v, e);
	default:
		return false;
	}
}

/* ---- drawing: the rondel and the dice ---------------------------------------------- */

static SDL_Color with_alpha(SDL_Color c, float alpha)
{
	float a = alpha < 0 ? 0 : alpha > 255 ? 255 : alpha;
	c.a = (Uint8)(a * (float)c.a / 255.0f);
	return c;
}

static bool dragging(const pl_view *v, int src)
{
	return (v->drag.active && v->drag.src == src) ||
	       (v->snap_src == src && find_anim(v, A_SNAP, NO_PLAYER, 0));
}

static void draw_rondel(pl_view *v, SDL_Renderer *r)
{
	SDL_Rect rr = v->rondel;
	pg_assets_draw(v->app->assets, "potluck/rondel.svg", rr);
	float half = (float)rr.w / 2, cx = (float)rr.x + half, cy = (float)rr.y + half;
	int size = maxi(px(v, 10), (int)(half * 0.17f));
	for (int w = 0; w < POTLUCK_WEDGES; w++) {
		float a = wedge_angle(w) * PI_F / 180.0f, rad = half * 0.79f;
		int x = (int)(cx + rad * cosf(a)), y = (int)(cy + rad * sinf(a));
		if (w == POTLUCK_WILD)
			pg_text_draw(v->app->text, "Wild", x, y, maxi(px(v, 8), size * 2 / 3),
			             PG_FONT_BOLD, wedge_ink[w],
			             PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
		else
			pg_text_draw(v->app->text, gen_text[w], x, y, size, PG_FONT_BOLD,
			             wedge_ink[w], PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	}
	bool roll = rollable(v);
	int input = pg_play_input_seat(v->play);
	for (int die = 0; die < 2; die++) {
		pl_die_look look;
		die_look(v, die, &look);
		SDL_FRect box = die_on_rondel(v, die, &look);
		float mx = box.x + box.w / 2, my = box.y + box.h / 2;
		bool usable = input >= 0 && potluck_die_usable(real(v), die);
		bool to_roll = roll && die_to_roll(real(v)) == die;
		if (to_roll || usable)
			pg_stroke_disc(r, mx, my, box.w * 0.78f,
			          with_alpha(to_roll ? pg_ui_theme.accent_hover : GLOW,
			                     50 + 90 * breathe(v, 3.4f)));
		if (v->selected == die)
			pg_ui_stroke_circle(r, mx, my, box.w * 0.82f, (float)px(v, 3),
			                    pg_ui_theme.accent);
		Uint8 alpha = dragging(v, die) ? 90 : 255;
		pg_assets_draw_scaled(v->app->assets, die_art(die, look.face), v->rondel_die,
		                      v->rondel_die, box, alpha, look.tilt);
	}
}

/* The generation shown for a die: the wedge under it, or what Change made
 * it for the player to move. */
static int die_generation_now(const pl_view *v, int die, const pl_die_look *look)
{
	return look->moving ? look->wedge : potluck_die_generation(real(v), die);
}

static void draw_chip(pl_view *v, float cx, float cy, float radius, int generation, Uint8 alpha)
{
	SDL_Renderer *r = v->app->renderer;
	pg_stroke_disc(r, cx, cy + radius * 0.08f, radius * 1.04f,
	          pg_ui_rgba(0, 0, 0, (Uint8)(alpha / 4)));
	pg_stroke_disc(r, cx, cy, radius, with_alpha(gen_fill[generation], alpha));
	pg_ui_stroke_circle(r, cx, cy, radius, maxi(1, (int)(radius * 0.09f)),
	                    with_alpha(pg_ui_rgba(70, 46, 30, 255), alpha));
	SDL_Color ink = generation <= POTLUCK_SENIOR ? wedge_ink[generation] : INK;
	pg_text_draw_alpha(v->app->text, gen_text[generation], (int)cx, (int)cy,
	                   maxi(px(v, 8), (int)(radius * 1.15f)), PG_FONT_BOLD, ink,
	                   PG_ALIGN_CENTER | PG_ALIGN_MIDDLE, alpha);
}

static const char *card_status(const pl_view *v, int die, const pl_die_look *look, char *buf,
                               size_t size)
{
	const potluck_state *s = real(v);
	if (look->moving)
		return "Rolling\xe2\x80\xa6";
	if (pg_play_chance_pending(v->play) && die_to_roll(s) == die)
		return rollable(v) ? "Click to roll" : "Rolling next\xe2\x80\xa6";
	if (look->face == 0)
		return "Not rolled yet";
	if (s->phase == POTLUCK_PHASE_PLACE && pg_play_input_seat(v->play) >= 0) {
		if (s->chosen_die >= 0 && s->owed[die]) {
			snprintf(buf, size, "%d more to seat", s->owed[die]);
			return buf;
		}
		if (potluck_die_usable(s, die))
			return v->selected == die ? "Chosen: click a seat" : "Drag to a seat";
		if (s->chosen_die == die)
			return "Seated";
		return "Not this turn";
	}
	if (s->changed[die] && s->phase == POTLUCK_PHASE_PLACE)
		return "Changed this turn";
	return potluck_rolled_doubles(s) ? "Doubles!" : "";
}

static void draw_card(pl_view *v, SDL_Renderer *r, int die)
{
	SDL_Rect c = v->cards[die];
	const potluck_state *s = real(v);
	pl_die_look look;
	die_look(v, die, &look);
	int gen = die_generation_now(v, die, &look);
	bool usable = pg_play_input_seat(v->play) >= 0 && potluck_die_usable(s, die);
	int radius = px(v, 10);
	pg_ui_panel(r, c, radius);
	if (v->selected == die)
		pg_ui_stroke_rounded(r, c, radius, px(v, 3), pg_ui_theme.accent);
	else if (usable)
		pg_ui_stroke_rounded(r, c, radius, px(v, 2),
		                     with_alpha(GLOW, 110 + 110 * breathe(v, 3.4f)));
	else if (rollable(v) && die_to_roll(s) == die)
		pg_ui_stroke_rounded(
		    r, c, radius, px(v, 2),
		    with_alpha(pg_ui_theme.accent_hover, 90 + 100 * breathe(v, 3.4f)));
	SDL_Rect d = v->card_die[die];
	SDL_FRect box = {(float)d.x, (float)d.y, (float)d.w, (float)d.h};
	pg_assets_draw_scaled(v->app->assets, die_art(die, look.face), d.w, d.h, box,
	                      dragging(v, die) ? 90 : 255, look.tilt * 0.6f);
	float chip_r = (float)d.h * 0.4f;
	float chip_x = (float)(c.x + c.w) - chip_r - (float)px(v, 10);
	if (look.face > 0)
		draw_chip(v, chip_x, (float)d.y + (float)d.h / 2, chip_r, gen,
		          look.moving ? 160 : 255);
	int y = d.y + d.h + px(v, 6);
	int w = c.w - px(v, 16);
	char name[64], status[48];
	if (look.face == 0)
		snprintf(name, sizeof name, "Die %d", die + 1);
	else if (gen == POTLUCK_WILD)
		snprintf(name, sizeof name, "Wild: any");
	else
		snprintf(name, sizeof name, "%s", legend_names[gen]);
	int size = px(v, 13);
	pg_text_draw_fit(v->app->text, name, c.x + px(v, 8), y, w, size, PG_FONT_BOLD,
	                 pg_ui_theme.text, PG_ALIGN_LEFT);
	y += pg_text_line_height(v->app->text, size, PG_FONT_BOLD);
	pg_text_draw_fit(v->app->text, card_status(v, die, &look, status, sizeof status),
	                 c.x + px(v, 8), y, w, px(v, 12), PG_FONT_REGULAR, pg_ui_theme.text_dim,
	                 PG_ALIGN_LEFT);
}

/* ---- drawing: the side column's lower part ----------------------------------------- */

static int best_table(const potluck_sheet *sheet)
{
	int best = 0;
	for (int t = 1; t < POTLUCK_TABLES; t++)
		if (potluck_table_score(sheet, t) > potluck_table_score(sheet, best))
			best = t;
	return best;
}

static int draw_heading(pl_view *v, const char *text, int y)
{
	SDL_Rect in = v->info;
	int size = px(v, 16);
	pg_text_draw_fit(v->app->text, text, in.x + px(v, 12), y, in.w - px(v, 24), size,
	                 PG_FONT_BOLD, pg_ui_theme.text, PG_ALIGN_LEFT);
	return y + pg_text_line_height(v->app->text, size, PG_FONT_BOLD) + px(v, 4);
}

static void draw_highscores(pl_view *v, int y)
{
	y = draw_heading(v, "Your best potlucks", y);
	pg_records_draw(v->app, &v->hs, v->info, y, "No finished solo games yet.");
}

static void draw_standings(pl_view *v, int y)
{
	const potluck_state *s = real(v);
	int order[POTLUCK_MAX_PLAYERS], scores[POTLUCK_MAX_PLAYERS];
	potluck_scores(s, scores);
	for (int p = 0; p < s->players; p++)
		order[p] = p;
	for (int i = 1; i < s->players; i++)
		for (int j = i; j > 0 && scores[order[j]] > scores[order[j - 1]]; j--) {
			int t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	SDL_Rect in = v->info;
	y = draw_heading(v, "Final scores", y);
	int size = px(v, 15),
	    line = pg_text_line_height(v->app->text, size, PG_FONT_REGULAR) + px(v, 4);
	for (int i = 0; i < s->players; i++) {
		int p = order[i];
		int sw = px(v, 16);
		pg_ui_draw_swatch(v->app->renderer,
		                  (SDL_Rect){in.x + px(v, 12), y + px(v, 2), sw, sw}, sw / 2,
		                  pg_play_seat_style(v->play, p));
		char label[80], score[16];
		snprintf(label, sizeof label, "%s \xc2\xb7 %s", player_name(v, p),
		         pg_play_seat_label(v->play, p));
		snprintf(score, sizeof score, "%d", scores[p]);
		pg_text_draw_fit(v->app->text, label, in.x + px(v, 36), y, in.w - px(v, 90),
		                 size, i == 0 ? PG_FONT_BOLD : PG_FONT_REGULAR,
		                 pg_ui_theme.text, PG_ALIGN_LEFT);
		pg_text_draw(
		    v->app->text, score, in.x + in.w - px(v, 12), y, size, PG_FONT_BOLD,
		    scores[p] == scores[order[0]] ? pg_ui_theme.accent_hover : pg_ui_theme.text,
		    PG_ALIGN_RIGHT);
		y += line;
	}
}

/* The six generations with their wedge colours, as the sheet's key. */
static int draw_legend(pl_view *v, int y)
{
	SDL_Rect in = v->info;
	int size = px(v, 13),
	    row = maxi(px(v, 19), pg_text_line_height(v->app->text, size, PG_FONT_REGULAR));
	if (y + row * 3 > in.y + in.h - px(v, 8))
		return y;
	int col_w = (in.w - px(v, 24)) / 2;
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++) {
		int col = (g - 1) / 3, line = (g - 1) % 3;
		int x = in.x + px(v, 12) + col * col_w, ry = y + line * row;
		float r = (float)row * 0.42f;
		draw_chip(v, (float)x + r, (float)ry + (float)row / 2, r, g, 255);
		pg_text_draw_fit(v->app->text, legend_names[g], x + (int)(r * 2) + px(v, 6),
		                 ry + row / 2, col_w - (int)(r * 2) - px(v, 8), size,
		                 PG_FONT_REGULAR, pg_ui_theme.text,
		                 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	}
	return y + row * 3 + px(v, 8);
}

static void draw_info(pl_view *v)
{
	SDL_Rect in = v->info;
	if (in.h < px(v, 40))
		return;
	pg_ui_panel(v->app->renderer, in, px(v, 12));
	const potluck_state *s = real(v);
	int y = in.y + px(v, 10);
	if (s->phase == POTLUCK_PHASE_GAME_OVER) {
		if (s->players == 1)
			draw_highscores(v, y);
		else
			draw_standings(v, y);
		return;
	}
	char text[64];
	snprintf(text, sizeof text,
	         s->final_round ? "Round %d \xc2\xb7 the final round" : "Round %d", s->round);
	y = draw_heading(v, text, y);
	y = draw_legend(v, y);
	static const char help[] =
	    "Drag a die to a seat with its number, or click the die, then the seat. "
	    "No two guests of one generation side by side.\n"
	    "1 / 2 choose a die \xc2\xb7 R roll \xc2\xb7 Enter end turn \xc2\xb7 "
	    "Backspace or right-click cancel \xc2\xb7 Tab other sheets";
	int size = px(v, 12), w = in.w - px(v, 24);
	int h =
	    pg_text_draw_wrapped(v->app->text, help, in.x + px(v, 12), y, w, size,
	                         PG_FONT_REGULAR, pg_ui_theme.text_dim, PG_ALIGN_LEFT, false);
	if (y + h <= in.y + in.h - px(v, 8))
		pg_text_draw_wrapped(v->app->text, help, in.x + px(v, 12), y, w, size,
		                     PG_FONT_REGULAR, pg_ui_theme.text_dim, PG_ALIGN_LEFT,
		                     true);
}

/* ---- drawing: a sheet --------------------------------------------------------------- */

/* A round token for a guest off the tables (the wild, the lifted one). */
static void draw_token(pl_view *v, float cx, float cy, float radius, int generation,
                       Uint8 alpha)
{
	SDL_Renderer *r = v->app->renderer;
	pg_stroke_disc(r, cx + radius * 0.1f, cy + radius * 0.16f, radius,
	          pg_ui_rgba(0, 0, 0, (Uint8)(alpha / 4)));
	pg_stroke_disc(
	    r, cx, cy, radius,
	    with_alpha(generation == POTLUCK_GEN_ANY ? GOLD : gen_fill[generation], alpha));
	pg_stroke_disc(r, cx, cy, radius * 0.78f, with_alpha(PAPER, alpha));
	float h = radius * 1.0f;
	SDL_FRect box = {cx - h * 0.38f, cy - h / 2, h * 0.76f, h};
	pg_stroke_char(r, gen_text[generation][0], box, 7, 1, fmaxf(1.5f, radius * 0.16f),
	        with_alpha(PENCIL, alpha), NULL);
}

static void draw_pencil(pl_view *v, SDL_FPoint tip)
{
	int s = v->pencil_size;
	SDL_Rect box = {(int)(tip.x - (float)s * 0.02f), (int)(tip.y - (float)s * 0.98f), s, s};
	pg_assets_draw(v->app->assets, "potluck/pencil.svg", box);
}

/* A guest's letter written in box (progress of the pencil, alpha of an
 * erasure). */
static void write_letter(pl_view *v, int generation, SDL_FRect box, uint32_t seed,
                         float progress, float width, float alpha, bool pencil)
{
	SDL_FPoint tip = {box.x, box.y};
	pg_stroke_char(v->app->renderer, gen_text[generation][0], box, seed, progress, width,
	        with_alpha(PENCIL, 255 * alpha), &tip);
	if (pencil && progress > 0 && progress < 1)
		draw_pencil(v, tip);
}

static SDL_FRect letter_box(float cx, float cy, float h)
{
	return (SDL_FRect){cx - h * 0.38f, cy - h / 2, h * 0.76f, h};
}

typedef enum pl_mark { MARK_NONE = 0, MARK_OPEN, MARK_TARGET, MARK_BAD } pl_mark;

/* How a seat (or SPOT_SERVER / SPOT_LAWN + chair) of the acting sheet is
 * marked now. */
static pl_mark spot_mark(const pl_view *v, int spot, bool hovered)
{
	if (acting_player(v) < 0 || v->picking)
		return MARK_NONE;
	if (v->bonus == POTLUCK_BONUS_ERASE || v->bonus == POTLUCK_BONUS_MOVE) {
		if (spot < POTLUCK_SEATS ||
		    (spot >= SPOT_LAWN && spot < SPOT_LAWN + POTLUCK_LAWN_CHAIRS))
			return bonus_target_move(v, spot) != PG_NO_MOVE ? MARK_TARGET
			                                                : MARK_NONE;
		return MARK_NONE;
	}
	if (v->bonus >= 0 || v->choosing_again)
		return MARK_NONE;
	int src = v->drag.active ? v->drag.src : current_source(v);
	if (src < 0)
		return MARK_NONE;
	int where = spot >= SPOT_LAWN && spot < SPOT_SERVER ? SPOT_LAWN : spot;
	if (spot_takes(v, src, where))
		return MARK_OPEN;
	return hovered && spot < POTLUCK_SEATS ? MARK_BAD : MARK_NONE;
}

static bool hovering(const pl_view *v, pl_hit_kind kind, int index)
{
	return v->mouse_in && v->hover.kind == kind && v->hover.index == index;
}

static void draw_glow(pl_view *v, float cx, float cy, float radius, pl_mark mark, bool strong)
{
	if (mark == MARK_OPEN)
		pg_stroke_disc(v->app->renderer, cx, cy, radius,
		          with_alpha(GLOW, (strong ? 110 : 60) + 90 * breathe(v, 4)));
	else if (mark == MARK_TARGET)
		pg_stroke_disc(v->app->renderer, cx, cy, radius,
		          with_alpha(GOLD, 90 + 100 * breathe(v, 4)));
}

static void draw_seat(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player,
                      const potluck_sheet *sh, int seat)
{
	SDL_FPoint c = g->seat[seat];
	float sr = g->seat_r;
	bool big = !g->mini;
	pl_mark mark = big ? spot_mark(v, seat, hovering(v, HIT_SEAT, seat)) : MARK_NONE;
	bool strong =
	    v->drag.active || v->selected >= 0 || real(v)->phase != POTLUCK_PHASE_PLACE;
	draw_glow(v, c.x, c.y, sr * 1.42f, mark, strong || hovering(v, HIT_SEAT, seat));
	int gen = sh->seat[seat], rubbed = 0;
	float shown = gen ? written(v, player, seat) : 0, left = 0;
	bool rub = erasing(v, player, seat, &rubbed, &left);
	if (g->mini && gen && shown > 0) {
		pg_stroke_disc(r, c.x, c.y, sr, gen_fill[gen]);
		pg_ui_stroke_circle(r, c.x, c.y, sr, 1, INK);
	} else {
		pg_assets_draw(v->app->assets, "potluck/seat.svg",
		               square_at(c.x, c.y, (int)lroundf(sr * 2)));
	}
	if (big && gen && shown > 0)
		pg_stroke_disc(r, c.x, c.y, sr * 0.72f, with_alpha(gen_fill[gen], 95 * shown));
	if (big && rub && !gen)
		pg_stroke_disc(r, c.x, c.y, sr * 0.72f, with_alpha(gen_fill[rubbed], 95 * left));
	float width = fmaxf(1.5f, sr * 0.2f);
	if (big) {
		char number[4];
		snprintf(number, sizeof number, "%d", potluck_seat_number(seat));
		if (!gen && !rub) {
			pg_text_draw(v->app->text, number, (int)c.x, (int)c.y,
			             maxi(px(v, 9), (int)(sr * 1.0f)), PG_FONT_BOLD, INK_DIM,
			             PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
		} else {
			/* A printed tag with the seat's number, on the rim away from the table.
			 */
			float a = g->seat_angle[seat], tr = fmaxf((float)px(v, 6), sr * 0.36f);
			float tx = c.x + sr * 0.86f * cosf(a), ty = c.y + sr * 0.86f * sinf(a);
			pg_stroke_disc(r, tx, ty, tr, PAPER);
			pg_ui_stroke_circle(r, tx, ty, tr, 1, INK_DIM);
			pg_text_draw(v->app->text, number, (int)tx, (int)ty,
			             maxi(px(v, 8), (int)(tr * 1.35f)), PG_FONT_BOLD, INK_DIM,
			             PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
		}
	}
	if ((big || sr >= 7) && gen && shown > 0)
		write_letter(v, gen, letter_box(c.x, c.y, sr * 1.25f),
		             spot_seed(player, seat, gen), shown, width, 1, big);
	if ((big || sr >= 7) && rub && left > 0)
		write_letter(v, rubbed, letter_box(c.x, c.y, sr * 1.25f),
		             spot_seed(player, seat, rubbed), 1, width, left, false);
	if (mark == MARK_BAD)
		pg_ui_stroke_circle(r, c.x, c.y, sr * 1.1f, (float)maxi(2, px(v, 2)), WARN);
	else if ((mark == MARK_OPEN || mark == MARK_TARGET) && hovering(v, HIT_SEAT, seat))
		pg_ui_stroke_circle(r, c.x, c.y, sr * 1.18f, (float)maxi(2, px(v, 3)),
		                    mark == MARK_OPEN ? pg_ui_rgba(52, 128, 44, 255) : GOLD);
}

static void draw_table(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player,
                       const potluck_sheet *sh, int t, bool best)
{
	SDL_FPoint c = g->table[t];
	float tr = g->table_r[t];
	if (best) {
		float ring = g->ring_r[t] + g->seat_r * 1.35f;
		pg_stroke_disc(r, c.x, c.y, ring, with_alpha(GOLD, 40 + 50 * breathe(v, 2.5f)));
		pg_ui_stroke_circle(r, c.x, c.y, ring, fmaxf(2, g->u * 0.45f), GOLD);
	}
	pg_assets_draw(v->app->assets, "potluck/table.svg",
	               square_at(c.x, c.y, (int)lroundf(tr * 2)));
	if (g->mini)
		return;
	char letter[2] = {potluck_table_letter(t), '\0'};
	pg_text_draw(v->app->text, letter, (int)c.x, (int)(c.y - tr * 0.45f),
	             maxi(px(v, 8), (int)(tr * 0.36f)), PG_FONT_BOLD, INK_RED,
	             PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	int score = potluck_table_score(sh, t);
	bool over = real(v)->phase == POTLUCK_PHASE_GAME_OVER;
	if (score > 0) {
		char text[12];
		snprintf(text, sizeof text, "%d", score);
		pg_stroke_text(r, text, c.x, c.y + tr * 0.16f, tr * 0.52f,
		        spot_seed(player, 100 + t, score), 1, fmaxf(1.3f, tr * 0.075f),
		        over ? PENCIL : with_alpha(PENCIL, 150));
	}
	if (best && over) {
		int size = maxi(px(v, 9), (int)(g->u * 1.5f));
		int tw = 0, th = 0;
		pg_text_measure(v->app->text, "Best table", size, PG_FONT_BOLD, &tw, &th);
		float y = c.y + g->ring_r[t] + g->seat_r * 0.9f;
		SDL_Rect pill = {(int)c.x - tw / 2 - px(v, 6), (int)y - th / 2, tw + px(v, 12),
		                 th};
		pg_ui_fill_rounded(r, pill, th / 2, GOLD);
		pg_text_draw(v->app->text, "Best table", (int)c.x, (int)y, size, PG_FONT_BOLD,
		             INK, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	}
}

static void label_at(pl_view *v, const pl_geo *g, const char *text, SDL_FRect zone, float units,
                     pg_font_style style, SDL_Color colour)
{
	pg_text_draw_fit(v->app->text, text, (int)zone.x, (int)zone.y, (int)zone.w,
	                 sheet_text(v, g, units), style, colour, PG_ALIGN_LEFT);
}

static void draw_servers(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player,
                         const potluck_sheet *sh)
{
	bool big = !g->mini;
	if (big) {
		pl_mark mark = spot_mark(v, SPOT_SERVER, hovering(v, HIT_SERVERS, 0));
		if (mark == MARK_OPEN)
			pg_ui_fill_rounded(r, to_rect(g->servers_zone), (int)g->u,
			                   with_alpha(GLOW, 50 + 70 * breathe(v, 4)));
		label_at(v, g, "Servers",
		         (SDL_FRect){g->servers_zone.x + g->u * 0.8f,
		                     g->servers_zone.y + g->u * 0.3f, g->servers_zone.w, 0},
		         1.9f, PG_FONT_BOLD, INK);
	}
	for (int k = 0; k < POTLUCK_SERVERS; k++) {
		SDL_FRect box = g->server[k];
		pg_assets_draw(v->app->assets, "potluck/tray.svg", to_rect(box));
		int gen = sh->server[k];
		float shown = gen ? written(v, player, SPOT_SERVER + k) : 0;
		if (gen && shown > 0 && (big || box.w >= 14)) {
			SDL_FRect lb =
			    letter_box(box.x + box.w / 2, box.y + box.h / 2, box.h * 0.42f);
			write_letter(v, gen, lb, spot_seed(player, SPOT_SERVER + k, gen), shown,
			             fmaxf(1.3f, box.h * 0.06f), 1, big);
		} else if (gen && shown > 0) {
			pg_stroke_disc(r, box.x + box.w / 2, box.y + box.h / 2, box.w * 0.25f,
			          gen_fill[gen]);
		}
	}
	SDL_FRect w = g->wild;
	float cx = w.x + w.w / 2, cy = w.y + w.h / 2;
	if (big) {
		pg_text_draw(v->app->text, "\xe2\x86\x92",
		             (int)((g->server[1].x + g->server[1].w + w.x) / 2), (int)cy,
		             sheet_text(v, g, 2.2f), PG_FONT_BOLD, INK_DIM,
		             PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
		pg_text_draw(v->app->text, "Wild", (int)cx, (int)(w.y + w.h + g->u * 0.4f),
		             sheet_text(v, g, 1.5f), PG_FONT_BOLD, INK_DIM, PG_ALIGN_CENTER);
		label_at(v, g, "Both full: a wild guest",
		         (SDL_FRect){g->servers_zone.x + g->u * 0.8f,
		                     g->server[0].y + g->server[0].h + g->u * 0.5f, g->u * 18,
		                     0},
		         1.35f, PG_FONT_REGULAR, INK_DIM);
	}
	pg_ui_stroke_circle(r, cx, cy, w.w * 0.42f, fmaxf(1, g->u * 0.25f), INK_DIM);
	const potluck_state *s = real(v);
	bool waiting = s->phase == POTLUCK_PHASE_WILD && s->to_move == player;
	if (waiting && big && !dragging(v, SRC_WILD)) {
		float bob = sinf((float)v->app->time * 3) * g->u * 0.25f;
		pg_stroke_disc(r, cx, cy, w.w * 0.62f, with_alpha(GOLD, 70 + 90 * breathe(v, 4)));
		draw_token(v, cx, cy + bob, g->seat_r * 1.05f, POTLUCK_GEN_ANY, 255);
	} else if (waiting) {
		pg_stroke_disc(r, cx, cy, w.w * 0.3f, GOLD);
	}
}

static void draw_lawn(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player,
                      const potluck_sheet *sh)
{
	bool big = !g->mini;
	if (big) {
		pl_mark zone = spot_mark(v, SPOT_LAWN, hovering(v, HIT_LAWN, -1));
		if (zone == MARK_OPEN)
			pg_ui_fill_rounded(r, to_rect(g->lawn_zone), (int)g->u,
			                   with_alpha(GLOW, 50 + 70 * breathe(v, 4)));
		label_at(v, g, "Lawn chairs",
		         (SDL_FRect){g->lawn_zone.x + g->u * 0.8f, g->lawn_zone.y + g->u * 0.3f,
		                     g->lawn_zone.w, 0},
		         1.9f, PG_FONT_BOLD, INK);
	}
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++) {
		SDL_FRect box = g->lawn[k];
		if (big && spot_mark(v, SPOT_LAWN + k, false) == MARK_TARGET)
			draw_glow(v, box.x + box.w / 2, box.y + box.h / 2, box.w * 0.6f,
			          MARK_TARGET, true);
		const pg_tween *pulse = find_anim(v, A_PULSE, player, SPOT_LAWN + k);
		float scale = 1;
		if (pulse && !pg_tween_waiting(pulse))
			scale = 1 + 0.18f * sinf(pg_tween_progress(pulse) * PI_F);
		SDL_FRect drawn = {box.x + box.w * (1 - scale) / 2, box.y + box.h * (1 - scale),
		                   box.w * scale, box.h * scale};
		int tex = (int)lroundf(box.w);
		pg_assets_draw_scaled(v->app->assets, "potluck/lawn_chair.svg", tex, tex, drawn,
		                      255, 0);
		int gen = sh->lawn[k], rubbed = 0;
		float shown = gen ? written(v, player, SPOT_LAWN + k) : 0, left = 0;
		bool rub = erasing(v, player, SPOT_LAWN + k, &rubbed, &left);
		float tx = box.x + box.w / 2, ty = box.y + box.h * 0.33f, tr = box.w * 0.25f;
		if (gen && shown > 0) {
			pg_stroke_disc(r, tx, ty, tr, PAPER);
			if (big || tr >= 6)
				write_letter(v, gen, letter_box(tx, ty, tr * 1.3f),
				             spot_seed(player, SPOT_LAWN + k, gen), shown,
				             fmaxf(1.3f, tr * 0.15f), 1, big);
			else
				pg_stroke_disc(r, tx, ty, tr * 0.7f, gen_fill[gen]);
		} else if (rub && left > 0) {
			pg_stroke_disc(r, tx, ty, tr, with_alpha(PAPER, 255 * left));
			write_letter(v, rubbed, letter_box(tx, ty, tr * 1.3f),
			             spot_seed(player, SPOT_LAWN + k, rubbed), 1,
			             fmaxf(1.3f, tr * 0.15f), left, false);
		}
		if (big) {
			char penalty[8];
			snprintf(penalty, sizeof penalty, "\xe2\x88\x92%d",
			         potluck_lawn_penalty(k));
			pg_text_draw(v->app->text, penalty, (int)tx,
			             (int)(box.y + box.h + g->u * 0.4f), sheet_text(v, g, 1.9f),
			             PG_FONT_BOLD, INK_RED, PG_ALIGN_CENTER);
		}
	}
}

/* How the bonus row is marked: 0 none, 1 can be used, 2 asks for a click now, 3 in use. */
static int bonus_state(const pl_view *v, int bonus)
{
	if (acting_player(v) < 0)
		return 0;
	if (v->bonus == bonus)
		return 3;
	const potluck_state *s = real(v);
	const potluck_sheet *sh = potluck_sheet_of(s, s->to_move);
	if (s->phase == POTLUCK_PHASE_UNLOCK)
		return (sh->unlocked & (1u << bonus)) ? 0 : 2;
	if (v->choosing_again) {
		for (int i = 0; i < v->legal_count; i++) {
			pg_move m = v->legal[i];
			if (!potluck_move_again(m))
				continue;
			potluck_action a = potluck_move_action(m);
			int b = a == POTLUCK_ACT_BOTH    ? POTLUCK_BONUS_BOTH
			        : a == POTLUCK_ACT_TWICE ? POTLUCK_BONUS_TWICE
			        : a == POTLUCK_ACT_ERASE ? POTLUCK_BONUS_ERASE
			        : a == POTLUCK_ACT_MOVE  ? POTLUCK_BONUS_MOVE
			                                 : POTLUCK_BONUS_CHANGE;
			if (b == bonus)
				return 2;
		}
		return 0;
	}
	if (v->bonus >= 0)
		return 0;
	return potluck_bonus_available(s, bonus, false) ? 1 : 0;
}

static void draw_box_mark(pl_view *v, const pl_geo *g, int player, SDL_FRect box, int which,
                          bool on, char glyph)
{
	SDL_Renderer *r = v->app->renderer;
	pg_ui_fill_rect(r, to_rect(box), PAPER);
	pg_ui_stroke_rounded(r, to_rect(box), 1, maxi(1, (int)(g->u * 0.25f)), INK);
	if (!on)
		return;
	float shown = written(v, player, SPOT_BONUS + which);
	if (shown <= 0)
		return;
	SDL_FRect inner = {box.x + box.w * 0.1f, box.y + box.h * 0.1f, box.w * 0.8f,
	                   box.h * 0.8f};
	if (glyph == 'v')
		inner = (SDL_FRect){box.x - box.w * 0.05f, box.y - box.h * 0.25f, box.w * 1.15f,
		                    box.h * 1.15f};
	pg_stroke_char(r, glyph, inner, spot_seed(player, SPOT_BONUS + which, glyph), shown,
	        fmaxf(1.2f, box.w * (glyph == 'v' ? 0.14f : 0.1f)), PENCIL, NULL);
}

static void draw_bonuses(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player,
                         const potluck_sheet *sh)
{
	bool big = !g->mini;
	if (big) {
		label_at(v, g, "Doubles bonuses",
		         (SDL_FRect){g->bonus_zone.x + g->u * 0.4f,
		                     g->bonus_zone.y + g->u * 0.5f, g->bonus_zone.w, 0},
		         1.9f, PG_FONT_BOLD, INK);
		int size = sheet_text(v, g, 1.2f);
		int y = (int)(g->bonus_open[0].y - g->u * 1.3f) - size;
		for (int b = 0; b < (g->tall ? 3 : 1); b++) {
			pg_text_draw(v->app->text, "open",
			             (int)(g->bonus_open[b].x + g->bonus_open[b].w / 2), y,
			             size, PG_FONT_REGULAR, INK_DIM, PG_ALIGN_CENTER);
			pg_text_draw(v->app->text, "used",
			             (int)(g->bonus_used[b].x + g->bonus_used[b].w / 2), y,
			             size, PG_FONT_REGULAR, INK_DIM, PG_ALIGN_CENTER);
		}
	}
	for (int b = 0; b < POTLUCK_BONUSES; b++) {
		SDL_Rect row = to_rect(g->bonus_row[b]);
		int state = big && player == focus_player(v) ? bonus_state(v, b) : 0;
		if (state == 2)
			pg_ui_fill_rounded(r, row, (int)g->u,
			                   with_alpha(GOLD, 80 + 100 * breathe(v, 4)));
		else if (state == 1)
			pg_ui_fill_rounded(r, row, (int)g->u,
			                   with_alpha(GLOW, 40 + 40 * breathe(v, 2.5f)));
		else if (state == 3)
			pg_ui_fill_rounded(r, row, (int)g->u,
			                   with_alpha(pg_ui_theme.accent, 120));
		if (big && hovering(v, HIT_BONUS, b))
			pg_ui_stroke_rounded(r, row, (int)g->u, 1, INK_DIM);
		if (big) {
			pg_assets_draw(v->app->assets, bonus_icon[b],
			               to_rect(g->bonus_icon[b]));
			SDL_FRect t = g->bonus_icon[b];
			pg_text_draw_fit(v->app->text, bonus_short[b],
			                 (int)(t.x + t.w + g->u * 0.8f), (int)(t.y + t.h / 2),
			                 (int)(g->bonus_open[b].x - t.x - t.w - g->u * 1.2f),
			                 sheet_text(v, g, 1.75f), PG_FONT_BOLD, INK,
			                 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
		}
		draw_box_mark(v, g, player, g->bonus_open[b], b * 2, (sh->unlocked >> b) & 1,
		              'v');
		draw_box_mark(v, g, player, g->bonus_used[b], b * 2 + 1, (sh->used >> b) & 1,
		              '#');
	}
}

static void draw_help(pl_view *v, const pl_geo *g)
{
	SDL_FRect h = g->help_zone;
	int size = sheet_text(v, g, 1.42f);
	int line = pg_text_line_height(v->app->text, size, PG_FONT_REGULAR);
	int y = (int)(h.y + g->u * 0.3f);
	pg_text_draw_fit(v->app->text, "Scoring", (int)h.x, y, (int)h.w, sheet_text(v, g, 1.9f),
	                 PG_FONT_BOLD, INK, PG_ALIGN_LEFT);
	y += pg_text_line_height(v->app->text, sheet_text(v, g, 1.9f), PG_FONT_BOLD);
	static const char *const lines[] = {
	    "A table: generations\xc2\xb2",
	    "2 \xe2\x86\x92 4   3 \xe2\x86\x92 9   4 \xe2\x86\x92 16",
	    "5 \xe2\x86\x92 25   6 \xe2\x86\x92 36",
	    "Full table: + its seats",
	};
	for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
		if ((float)(y + line) > h.y + h.h)
			break;
		pg_text_draw_fit(v->app->text, lines[i], (int)h.x, y, (int)h.w, size,
		                 PG_FONT_REGULAR, INK_DIM, PG_ALIGN_LEFT);
		y += line;
	}
}

static void draw_total(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player,
                       const potluck_sheet *sh)
{
	SDL_FRect s = g->score_zone;
	pg_ui_stroke_rounded(r, to_rect(s), (int)g->u, maxi(1, (int)(g->u * 0.25f)), INK);
	pg_text_draw(v->app->text, "Total", (int)(s.x + s.w / 2), (int)(s.y + g->u * 0.5f),
	             sheet_text(v, g, 1.9f), PG_FONT_BOLD, INK, PG_ALIGN_CENTER);
	char total[12];
	int score = potluck_sheet_score(sh);
	snprintf(total, sizeof total, "%d", score);
	pg_stroke_text(r, total, s.x + s.w / 2, s.y + s.h * 0.5f, g->u * 5.2f,
	        spot_seed(player, 200, score), 1, fmaxf(1.5f, g->u * 0.6f), PENCIL);
	int lawn = potluck_lawn_total(sh);
	if (lawn < 0) {
		char text[40];
		snprintf(text, sizeof text, "lawn chairs %d", lawn);
		pg_text_draw(v->app->text, text, (int)(s.x + s.w / 2),
		             (int)(s.y + s.h - g->u * 1.5f), sheet_text(v, g, 1.3f),
		             PG_FONT_REGULAR, INK_RED, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	}
}

static void draw_header(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player)
{
	SDL_FRect h = g->header;
	int size = sheet_text(v, g, 2.4f);
	int sw = (int)(g->u * 3);
	SDL_Rect swatch = {(int)h.x, (int)(h.y + h.h / 2) - sw / 2, sw, sw};
	pg_ui_draw_swatch(r, swatch, sw / 2, pg_play_seat_style(v->play, player));
	char name[96];
	if (player_count(v) == 1)
		snprintf(name, sizeof name, "%s's sheet", pg_play_seat_label(v->play, player));
	else
		snprintf(name, sizeof name, "%s \xc2\xb7 %s", player_name(v, player),
		         pg_play_seat_label(v->play, player));
	if (!strcmp(name, "You's sheet"))
		snprintf(name, sizeof name, "Your sheet");
	pg_text_draw_fit(v->app->text, name, swatch.x + sw + (int)g->u, (int)(h.y + h.h / 2),
	                 (int)(h.w * 0.6f), size, PG_FONT_BOLD, INK,
	                 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	const potluck_state *s = real(v);
	char right[48];
	if (s->phase == POTLUCK_PHASE_GAME_OVER)
		snprintf(right, sizeof right, "Final: %d points",
		         potluck_sheet_score(potluck_sheet_of(s, player)));
	else if (s->end_triggered & (1u << player))
		snprintf(right, sizeof right, "Round %d \xc2\xb7 this sheet ends the game",
		         s->round);
	else
		snprintf(right, sizeof right, "Round %d%s", s->round,
		         s->final_round ? " (final)" : "");
	pg_text_draw_fit(v->app->text, right, (int)(h.x + h.w), (int)(h.y + h.h / 2),
	                 (int)(h.w * 0.38f), sheet_text(v, g, 1.8f), PG_FONT_BOLD,
	                 s->final_round ? INK_RED : INK_DIM, PG_ALIGN_RIGHT | PG_ALIGN_MIDDLE);
	/* The game's name on a label across the gingham band. */
	int title = sheet_text(v, g, 2.3f);
	int tw = 0, th = 0;
	pg_text_measure(v->app->text, "POTLUCK!", title, PG_FONT_BOLD, &tw, &th);
	SDL_Rect pill = {g->rect.x + g->rect.w / 2 - tw / 2 - (int)g->u,
	                 g->rect.y + (int)(g->u * 0.5f), tw + (int)(g->u * 2), (int)(g->u * 3)};
	pg_ui_fill_rounded(r, pill, pill.h / 2, PAPER);
	pg_text_draw(v->app->text, "POTLUCK!", pill.x + pill.w / 2, pill.y + pill.h / 2, title,
	             PG_FONT_BOLD, INK_RED, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
}

static void draw_held(pl_view *v, const pl_geo *g, int player)
{
	const potluck_state *s = real(v);
	if (s->phase != POTLUCK_PHASE_RELOCATE || s->to_move != player || dragging(v, SRC_HELD))
		return;
	SDL_FPoint at;
	float radius;
	if (!token_spot(v, SRC_HELD, &at, &radius))
		return;
	float bob = sinf((float)v->app->time * 3) * g->u * 0.25f;
	pg_stroke_disc(v->app->renderer, at.x, at.y, radius * 1.4f,
	          with_alpha(GOLD, 70 + 90 * breathe(v, 4)));
	draw_token(v, at.x, at.y + bob, radius, s->holding, 255);
}

static void draw_sheet(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player)
{
	const potluck_state *s = real(v);
	const potluck_sheet *sh = potluck_sheet_of(s, player);
	/* The paper is the costliest art of the table: it may come a frame
	 * after the window opens, plain paper standing in. */
	if (!pg_assets_draw_lazy(v->app->assets,
	                         g->tall ? "potluck/paper_tall.svg" : "potluck/paper.svg",
	                         g->rect))
		pg_ui_fill_rounded(r, g->rect, px(v, 6), pg_ui_rgba(244, 236, 218, 255));
	if (!g->mini)
		draw_header(v, r, g, player);
	int best = s->phase == POTLUCK_PHASE_GAME_OVER ? best_table(sh) : -1;
	for (int t = 0; t < POTLUCK_TABLES; t++)
		draw_table(v, r, g, player, sh, t, t == best && !g->mini);
	for (int seat = 0; seat < POTLUCK_SEATS; seat++)
		draw_seat(v, r, g, player, sh, seat);
	draw_servers(v, r, g, player, sh);
	draw_lawn(v, r, g, player, sh);
	draw_bonuses(v, r, g, player, sh);
	if (!g->mini) {
		if (g->help_zone.w > 0)
			draw_help(v, g);
		draw_total(v, r, g, player, sh);
		draw_held(v, g, player);
	}
}

static void draw_thumbs(pl_view *v, SDL_Renderer *r)
{
	const potluck_state *s = real(v);
	for (int k = 0; k < v->thumb_count; k++) {
		int p = thumb_player(v, k);
		if (p < 0)
			continue;
		const pl_geo *g = &v->thumbs[k];
		SDL_Rect box = v->thumb_rect[k];
		bool to_move = s->to_move == p && s->phase != POTLUCK_PHASE_GAME_OVER &&
		               s->phase > POTLUCK_PHASE_ROLL_DIE2;
		if (hovering(v, HIT_THUMB, p) || to_move)
			pg_ui_fill_rounded(r,
			                   (SDL_Rect){box.x - px(v, 4), box.y - px(v, 2),
			                              box.w + px(v, 8), box.h + px(v, 6)},
			                   px(v, 8),
			                   to_move ? with_alpha(pg_ui_theme.accent, 120)
			                           : pg_ui_rgba(255, 255, 255, 28));
		int sw = px(v, 14), size = px(v, 13);
		int label_h = g->rect.y - box.y;
		pg_ui_draw_swatch(r, (SDL_Rect){box.x, box.y + (label_h - sw) / 2, sw, sw},
		                  sw / 2, pg_play_seat_style(v->play, p));
		char label[80], score[16];
		snprintf(label, sizeof label, "%s \xc2\xb7 %s", player_name(v, p),
		         pg_play_seat_label(v->play, p));
		snprintf(score, sizeof score, "%d",
		         potluck_sheet_score(potluck_sheet_of(s, p)));
		pg_text_draw_fit(v->app->text, label, box.x + sw + px(v, 6),
		                 box.y + label_h / 2, box.w - sw - px(v, 46), size,
		                 PG_FONT_BOLD, pg_ui_theme.text,
		                 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
		pg_text_draw(v->app->text, score, box.x + box.w, box.y + label_h / 2, size,
		             PG_FONT_BOLD, pg_ui_theme.accent_hover,
		             PG_ALIGN_RIGHT | PG_ALIGN_MIDDLE);
		draw_sheet(v, r, g, p);
	}
}

/* ---- drawing: the prompt, notes, the chooser, what is held ----------------------------- */

/* The line over the sheet; true when a bonus or choice is pending (drawn
 * in the accent colour). */
static bool prompt_text(pl_view *v, char *buf, size_t size)
{
	const potluck_state *s = real(v);
	const char *paid = v->bonus_again ? " (paid with Again)" : "";
	if (v->picking && v->bonus == POTLUCK_BONUS_CHANGE) {
		snprintf(buf, size,
		         "Bonus: change \xe2\x80\x94 choose die %d's new generation%s",
		         v->change_die + 1, paid);
		return true;
	}
	if (v->picking) {
		snprintf(
		    buf, size,
		    "Which generation is the guest? Click a letter (or press C T Y M O S)");
		return true;
	}
	if (v->bonus >= 0) {
		snprintf(buf, size, "%s%s", bonus_banner[v->bonus], paid);
		return true;
	}
	if (v->choosing_again) {
		snprintf(buf, size, "%s", bonus_banner[POTLUCK_BONUS_AGAIN]);
		return true;
	}
	int input = pg_play_input_seat(v->play);
	if (input >= 0 && focus_player(v) != input) {
		snprintf(buf, size,
		         "You are looking at %s's sheet: click your own below (or Tab) to play",
		         player_name(v, focus_player(v)));
		return false;
	}
	if (v->selected >= 0) {
		int d = v->selected, g = potluck_die_generation(s, d);
		snprintf(buf, size, "Die %d (%d, %s): click a glowing seat", d + 1,
		         s->die_roll[d], g ? potluck_generation_name(g) : "any generation");
		return false;
	}
	if (input >= 0 && s->phase == POTLUCK_PHASE_RELOCATE) {
		snprintf(buf, size,
		         "Relocate: click a free seat for the lifted %s (any number)",
		         potluck_generation_name(s->holding));
		return true;
	}
	if (input >= 0) {
		potluck_prompt(s, buf, size);
		return false;
	}
	if (s->phase == POTLUCK_PHASE_GAME_OVER) {
		int p = focus_player(v);
		const potluck_sheet *sh = potluck_sheet_of(s, p);
		int best = best_table(sh);
		snprintf(buf, size, "%s: %d points \xc2\xb7 best table %c (%d)",
		         s->players == 1 ? "Final score" : player_name(v, p),
		         potluck_sheet_score(sh), potluck_table_letter(best),
		         potluck_table_score(sh, best));
		return false;
	}
	if (pg_play_person_rolls(v->play)) {
		int roller = pg_play_chance_seat(v->play);
		if (s->players == 1)
			snprintf(buf, size, "Your roll: click or throw die %d (or press R)",
			         die_to_roll(s) + 1);
		else
			snprintf(buf, size,
			         "%s rolls for everyone: click or throw die %d (or press R)",
			         player_name(v, roller), die_to_roll(s) + 1);
		return true;
	}
	if (pg_play_chance_pending(v->play)) {
		int roller = pg_play_chance_seat(v->play);
		if (roller >= 0)
			snprintf(buf, size, "%s (%s) rolls die %d\xe2\x80\xa6",
			         player_name(v, roller), pg_play_seat_label(v->play, roller),
			         die_to_roll(s) + 1);
		else
			snprintf(buf, size, "Rolling die %d\xe2\x80\xa6", die_to_roll(s) + 1);
		return false;
	}
	int mover = s->to_move;
	if (pg_play_is_human(v->play, mover))
		potluck_prompt(s, buf, size);
	else
		snprintf(buf, size, "%s (%s) is seating a guest\xe2\x80\xa6",
		         player_name(v, mover), pg_play_seat_label(v->play, mover));
	return false;
}

static void draw_prompt(pl_view *v, SDL_Renderer *r)
{
	char text[200];
	bool accent = prompt_text(v, text, sizeof text);
	SDL_Rect p = v->prompt;
	SDL_Color fill =
	    accent ? pg_ui_mix(pg_ui_theme.panel, pg_ui_theme.accent, 0.6f) : pg_ui_theme.panel;
	pg_ui_fill_rounded(r, p, p.h / 2, fill);
	pg_ui_stroke_rounded(r, p, p.h / 2, 1, pg_ui_theme.panel_edge);
	int right = p.x + p.w - px(v, 16);
	if (!v->end_button.hidden)
		right = v->end_button.rect.x - px(v, 8);
	else if (!v->cancel_button.hidden)
		right = v->cancel_button.rect.x - px(v, 8);
	pg_text_draw_fit(v->app->text, text, p.x + px(v, 18), p.y + p.h / 2,
	                 right - p.x - px(v, 20), px(v, 16), PG_FONT_BOLD, pg_ui_theme.text,
	                 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	pg_button_draw(v->app, &v->end_button);
	pg_button_draw(v->app, &v->cancel_button);
}

static void draw_notes(pl_view *v, SDL_Renderer *r)
{
	SDL_Rect sheet = v->big.rect;
	int y = sheet.y + sheet.h / 2;
	for (int i = 0; i < PG_TWEEN_POOL; i++) {
		const pg_tween *t = &v->tweens.items[i];
		if (!t->active || tag_kind(t->tag) != A_NOTE || pg_tween_waiting(t))
			continue;
		float p = pg_tween_progress(t);
		float alpha = p < 0.12f ? p / 0.12f : p > 0.82f ? (1 - p) / 0.18f : 1;
		const char *text = v->notes[(t->tag & 1023) % NOTES];
		int size = px(v, 19);
		int max_w = sheet.w - px(v, 60);
		int h = pg_text_draw_wrapped(v->app->text, text, 0, 0, max_w - px(v, 40), size,
		                             PG_FONT_BOLD, pg_ui_theme.text, PG_ALIGN_CENTER,
		                             false);
		int tw = 0;
		pg_text_measure(v->app->text, text, size, PG_FONT_BOLD, &tw, NULL);
		int w = mini(tw, max_w - px(v, 40)) + px(v, 40);
		SDL_Rect box = {sheet.x + (sheet.w - w) / 2, y - (h + px(v, 24)) / 2, w,
		                h + px(v, 24)};
		pg_ui_fill_rounded(r, box, px(v, 14),
		                   pg_ui_rgba(40, 24, 14, (Uint8)(215 * alpha)));
		pg_ui_stroke_rounded(r, box, px(v, 14), px(v, 2),
		                     with_alpha(GOLD, 255 * alpha));
		SDL_Color c = pg_ui_theme.text;
		c.a = (Uint8)(255 * alpha);
		pg_text_draw_wrapped(v->app->text, text, box.x + px(v, 20), box.y + px(v, 12),
		                     w - px(v, 40), size, PG_FONT_BOLD, c, PG_ALIGN_CENTER,
		                     true);
		y += box.h + px(v, 8);
	}
}

static void draw_picker(pl_view *v, SDL_Renderer *r)
{
	if (!v->picking)
		return;
	pg_ui_panel(r, v->pick_rect, px(v, 12));
	pg_text_draw(v->app->text,
	             v->bonus == POTLUCK_BONUS_CHANGE ? "New generation" : "Which generation?",
	             v->pick_rect.x + v->pick_rect.w / 2, v->pick_rect.y + px(v, 8), px(v, 14),
	             PG_FONT_BOLD, pg_ui_theme.text, PG_ALIGN_CENTER);
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++) {
		const pg_button *b = &v->pick[g];
		SDL_Rect rr = b->rect;
		Uint8 alpha = b->disabled ? 70 : 255;
		if (b->hovered && !b->disabled)
			pg_ui_fill_rounded(r,
			                   (SDL_Rect){rr.x - 3, rr.y - 3, rr.w + 6, rr.h + 6},
			                   px(v, 9), GOLD);
		pg_ui_fill_rounded(r, rr, px(v, 8), with_alpha(gen_fill[g], alpha));
		pg_ui_stroke_rounded(r, rr, px(v, 8), 1, with_alpha(INK, alpha));
		pg_text_draw_alpha(v->app->text, gen_text[g], rr.x + rr.w / 2, rr.y + rr.h / 2,
		                   (int)((float)rr.h * 0.55f), PG_FONT_BOLD, wedge_ink[g],
		                   PG_ALIGN_CENTER | PG_ALIGN_MIDDLE, alpha);
	}
}

/* A die's guest in hand: the die with its letter beside it. */
static void draw_die_in_hand(pl_view *v, int die, float cx, float cy)
{
	pl_die_look look;
	die_look(v, die, &look);
	SDL_Rect d = v->card_die[die];
	float size = (float)d.w * 1.08f;
	SDL_FRect shadow = {cx - size / 2 + (float)px(v, 5), cy - size / 2 + (float)px(v, 7),
	                    size, size};
	pg_assets_draw_scaled(v->app->assets, die_art(die, look.face), d.w, d.h, shadow, 60, 8);
	SDL_FRect box = {cx - size / 2, cy - size / 2, size, size};
	pg_assets_draw_scaled(v->app->assets, die_art(die, look.face), d.w, d.h, box, 225,
	                      6 * sin(v->app->time * 9));
	if (v->drag.active && v->drag.throwing)
		return; /* a die about to be thrown brings no guest yet */
	draw_chip(v, cx + size * 0.55f, cy - size * 0.5f, size * 0.28f,
	          die_generation_now(v, die, &look), 255);
}

static void draw_in_hand(pl_view *v, int src, float x, float y)
{
	const potluck_state *s = real(v);
	if (src <= SRC_DIE1)
		draw_die_in_hand(v, src, x, y);
	else if (src == SRC_WILD)
		draw_token(v, x, y, v->big.seat_r * 1.15f, POTLUCK_GEN_ANY, 255);
	else if (src == SRC_HELD && s->holding)
		draw_token(v, x, y, v->big.seat_r * 1.15f, s->holding, 255);
}

static void draw_hand(pl_view *v)
{
	const pg_tween *snap = find_anim(v, A_SNAP, NO_PLAYER, 0);
	if (snap) {
		float x, y;
		pg_tween_position(snap, &x, &y);
		draw_in_hand(v, v->snap_src, x, y);
	}
	if (v->drag.active)
		draw_in_hand(v, v->drag.src, (float)(v->drag.x - v->drag.dx),
		             (float)(v->drag.y - v->drag.dy));
}

/* What the pointer is over, in a sentence or two. */
static bool tooltip_text(pl_view *v, char *buf, size_t size)
{
	const potluck_state *s = real(v);
	pl_hit h = v->hover;
	bool acting = acting_player(v) >= 0;
	buf[0] = '\0';
	switch (h.kind) {
	case HIT_SEAT: {
		if (!acting)
			return false;
		if (v->bonus == POTLUCK_BONUS_ERASE || v->bonus == POTLUCK_BONUS_MOVE) {
			bool ok = bonus_target_move(v, h.index) != PG_NO_MOVE;
			snprintf(buf, size, "%s",
			         !ok ? "No guest here for this bonus."
			         : v->bonus == POTLUCK_BONUS_ERASE
			             ? "Click to erase this guest."
			             : "Click to lift this guest.");
			return true;
		}
		int src = v->drag.active ? v->drag.src : current_source(v);
		if (src < 0 || v->bonus >= 0 || v->choosing_again)
			return false;
		if (spot_takes(v, src, h.index)) {
			snprintf(buf, size, "%s",
			         v->drag.active ? "Drop to seat the guest here."
			                        : "Click to seat the guest here.");
			return true;
		}
		seat_reason(v, src, h.index, buf, size);
		return buf[0] != '\0';
	}
	case HIT_BONUS: {
		const potluck_sheet *sh = potluck_sheet_of(s, focus_player(v));
		uint8_t bit = (uint8_t)(1u << h.index);
		snprintf(buf, size, "%s: %s", potluck_bonus_title(h.index),
		         (sh->used & bit)       ? "used"
		         : (sh->unlocked & bit) ? "unlocked, click to use it"
		                                : "locked; doubles unlock a bonus");
		return true;
	}
	case HIT_LAWN:
		if (h.index >= 0)
			snprintf(buf, size,
			         "Lawn chair %d: \xe2\x88\x92%d points when a guest sits here",
			         h.index + 1, potluck_lawn_penalty(h.index));
		else
			snprintf(buf, size, "Lawn chairs: for a guest no seat can take");
		return true;
	case HIT_SERVERS:
		snprintf(
		    buf, size,
		    "Servers: a guest may serve instead of sitting. With both trays filled, "
		    "a wild guest (any generation, any seat) sits at once. Servers score "
		    "nothing.");
		return true;
	case HIT_DIE:
		if (rollable(v))
			snprintf(buf, size, "Click to roll now");
		else if (acting && potluck_die_usable(s, h.index))
			snprintf(buf, size,
			         "Drag die %d to a seat, or click it and then a seat",
			         h.index + 1);
		else
			return false;
		return true;
	case HIT_THUMB:
		snprintf(buf, size, "Click to see %s's sheet large", player_name(v, h.index));
		return true;
	case HIT_WILD:
	case HIT_HELD:
		snprintf(buf, size, "Drag this guest to a glowing seat (or click the seat)");
		return true;
	default:
		return false;
	}
}

static void draw_tooltip(pl_view *v, SDL_Renderer *r)
{
	if (!v->mouse_in || v->picking)
		return;
	char text[320];
	if (!tooltip_text(v, text, sizeof text))
		return;
	int size = px(v, 13), max_w = px(v, 300), pad = px(v, 8);
	int h = pg_text_draw_wrapped(v->app->text, text, 0, 0, max_w, size, PG_FONT_REGULAR,
	                             pg_ui_theme.text, PG_ALIGN_LEFT, false);
	int tw = 0;
	for (const char *line = text; *line;) {
		const char *end = strchr(line, '\n');
		size_t n = end ? (size_t)(end - line) : strlen(line);
		char one[320];
		snprintf(one, sizeof one, "%.*s", (int)n, line);
		int w = 0;
		pg_text_measure(v->app->text, one, size, PG_FONT_REGULAR, &w, NULL);
		tw = maxi(tw, mini(w, max_w));
		line += n + (end ? 1 : 0);
	}
	SDL_Rect box = {v->mouse_x + px(v, 16), v->mouse_y + px(v, 20), tw + 2 * pad,
	                h + 2 * pad};
	if (box.x + box.w > v->area.x + v->area.w)
		box.x = v->mouse_x - box.w - px(v, 8);
	if (box.y + box.h > v->area.y + v->area.h)
		box.y = v->mouse_y - box.h - px(v, 8);
	pg_ui_fill_rounded(r, box, px(v, 6), pg_ui_rgba(34, 22, 14, 235));
	pg_ui_stroke_rounded(r, box, px(v, 6), 1, pg_ui_theme.panel_edge);
	pg_text_draw_wrapped(v->app->text, text, box.x + pad, box.y + pad, tw + 1, size,
	                     PG_FONT_REGULAR, pg_ui_theme.text, PG_ALIGN_LEFT, true);
}

static void view_draw(void *data, SDL_Renderer *r)
{
	pl_view *v = data;
	refresh_legal(v);
	sync_buttons(v);
	draw_rondel(v, r);
	draw_card(v, r, 0);
	draw_card(v, r, 1);
	draw_info(v);
	draw_prompt(v, r);
	draw_sheet(v, r, &v->big, focus_player(v));
	draw_thumbs(v, r);
	draw_notes(v, r);
	draw_picker(v, r);
	draw_hand(v);
	draw_tooltip(v, r);
}

/* ---- a move's events become animations ------------------------------------------------ */

static void note(pl_view *v, float t, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static void note(pl_view *v, float t, const char *fmt, ...)
{
	int slot = v->next_note++ % NOTES;
	va_list args;
	va_start(args, fmt);
	vsnprintf(v->notes[slot], NOTE_SIZE, fmt, args);
	va_end(args);
	add_anim(v, A_NOTE, NO_PLAYER, slot, t, T_NOTE, PG_EASE_LINEAR, 0);
}

/* The die tumbles where it was, then walks clockwise a wedge at a time. */
static float schedule_roll(pl_view *v, float t, const pg_event *e)
{
	int die = e->detail, steps = e->a, from = e->b;
	pg_tween spec = {.kind = PG_TWEEN_ROLL,
	                 .tag = tag_of(A_ROLL, NO_PLAYER, die),
	                 .ease = PG_EASE_OUT,
	                 .delay = t,
	                 .duration = T_ROLL,
	                 .faces = 6,
	                 .final_face = steps - 1,
	                 .x0 = (float)from};
	pg_tweens_add(&v->tweens, &spec);
	t += T_ROLL;
	for (int k = 0; k < steps; k++) {
		add_anim(v, A_STEP, NO_PLAYER, die * 8 + k, t, T_STEP, PG_EASE_IN_OUT,
		         (from + k) % POTLUCK_WEDGES);
		t += T_STEP;
	}
	return t + 0.1f;
}

static float schedule_place(pl_view *v, float t, const pg_event *e)
{
	int player = e->seat;
	switch (e->detail) {
	case POTLUCK_PLACE_SEAT:
	case POTLUCK_PLACE_WILD:
	case POTLUCK_PLACE_RELOCATED:
		add_anim(v, A_WRITE, player, e->a, t, T_WRITE, PG_EASE_IN_OUT, e->b);
		return t + T_WRITE;
	case POTLUCK_PLACE_SERVER:
		add_anim(v, A_WRITE, player, SPOT_SERVER + e->a, t, T_WRITE, PG_EASE_IN_OUT,
		         e->b);
		return t + T_WRITE;
	case POTLUCK_PLACE_LAWN:
		add_anim(v, A_PULSE, player, e->a, t, T_WRITE * 1.4f, PG_EASE_OUT, 0);
		add_anim(v, A_WRITE, player, e->a, t + 0.15f, T_WRITE, PG_EASE_IN_OUT, e->b);
		return t + T_WRITE + 0.2f;
	case POTLUCK_PLACE_AWAY:
		note(v, t, "No seat and no lawn chair left: %s's guest goes home",
		     player_name(v, player));
		return t + 0.6f;
	default:
		return t;
	}
}

static float schedule_special(pl_view *v, float t, const pg_event *e,
                              const potluck_state *after)
{
	int player = e->seat;
	switch (e->detail) {
	case POTLUCK_SPECIAL_UNLOCKED:
		add_anim(v, A_WRITE, player, SPOT_BONUS + e->a * 2, t, T_TICK, PG_EASE_OUT, 0);
		return t + T_TICK;
	case POTLUCK_SPECIAL_BONUS_USED: {
		int box = e->b ? POTLUCK_BONUS_AGAIN : e->a;
		add_anim(v, A_WRITE, player, SPOT_BONUS + box * 2 + 1, t, T_TICK, PG_EASE_OUT,
		         0);
		return t + T_TICK;
	}
	case POTLUCK_SPECIAL_WILD_DUE:
		note(v, t, "Both servers are busy: a wild guest arrives! Seat them anywhere");
		return t + 0.3f;
	case POTLUCK_SPECIAL_WILD_LOST:
		note(v, t,
		     "Both servers are busy, but no seat is free: the wild guest cannot stay");
		return t + 0.3f;
	case POTLUCK_SPECIAL_END_TRIGGERED:
		note(v, t, "%s %s: the next round is the last", player_name(v, player),
		     potluck_lawn_count(potluck_sheet_of(after, player)) == POTLUCK_LAWN_CHAIRS
		         ? "filled the third lawn chair"
		         : "filled every table");
		return t + 0.3f;
	default:
		return t;
	}
}

static void schedule(pl_view *v, const pg_played *played)
{
	const pg_event_list *list = played->events;
	const potluck_state *after = played->after;
	float t = 0;
	bool sheet_changed = false;
	for (int i = 0; list && i < list->count; i++) {
		const pg_event *e = &list->items[i];
		switch (e->kind) {
		case PG_EVENT_DICE_ROLLED:
			t = schedule_roll(v, t, e);
			break;
		case PG_EVENT_PIECE_PLACED:
			t = schedule_place(v, t, e);
			sheet_changed = true;
			break;
		case PG_EVENT_PIECE_TAKEN:
			add_anim(v, A_ERASE, e->seat, e->a, t, T_ERASE, PG_EASE_IN, e->b);
			t += T_ERASE;
			sheet_changed = true;
			break;
		case PG_EVENT_SPECIAL:
			t = schedule_special(v, t, e, after);
			sheet_changed |= e->detail <= POTLUCK_SPECIAL_BONUS_USED;
			break;
		case PG_EVENT_PHASE_CHANGED:
			if (e->a == 1)
				note(v, t, "Final round: every player seats one more guest");
			break;
		case PG_EVENT_GAME_OVER:
			note(v, t, "The potluck is over!");
			break;
		default:
			break;
		}
	}
	/* Let the others see a move on its sheet before another takes its place. */
	if (sheet_changed && played->seat >= 0 && after->players > 1 && !played->by_human)
		add_anim(v, A_HOLD, played->seat, 0, t, T_HOLD, PG_EASE_LINEAR, 0);
}

/* ---- the view's table -------------------------------------------------------------------- */

static void *view_create(pg_app *app, pg_play *play)
{
	pl_view *v = SDL_calloc(1, sizeof *v);
	if (!v)
		return NULL;
	v->app = app;
	v->play = play;
	v->pinned = -1;
	v->snap_src = -1;
	v->hs.fresh = -1;
	cancel_all(v);
	highscores_load(v);
	return v;
}

static void view_destroy(void *data)
{
	SDL_free(data);
}

static void view_layout(void *data, SDL_Rect area)
{
	pl_view *v = data;
	v->area = area;
	layout_view(v);
	cancel_all(v);
}

static void view_on_events(void *data, const pg_played *played)
{
	pl_view *v = data;
	pg_tweens_finish(&v->tweens);
	v->drag.active = false;
	v->pinned = -1;
	cancel_all(v);
	schedule(v, played);
	const pg_event_list *list = played->events;
	for (int i = 0; list && i < list->count; i++)
		if (list->items[i].kind == PG_EVENT_GAME_OVER)
			highscores_record(v);
}

static void view_reset(void *data)
{
	pl_view *v = data;
	pg_tweens_clear(&v->tweens);
	v->drag.active = false;
	v->pinned = -1;
	v->snap_src = -1;
	cancel_all(v);
	layout_view(v);
}

static void view_update(void *data, float dt)
{
	pl_view *v = data;
	pg_tweens_update(&v->tweens, dt);
	bool throw_ok = v->drag.throwing && rollable(v);
	if (v->drag.active && !throw_ok && acting_player(v) < 0 &&
	    pg_play_input_seat(v->play) < 0)
		v->drag.active = false;
}

static bool view_is_animating(const void *data)
{
	const pl_view *v = data;
	return pg_tweens_busy(&v->tweens);
}

static void view_finish_animations(void *data)
{
	pl_view *v = data;
	pg_tweens_finish(&v->tweens);
}

static void describe_die(const potluck_state *s, int die, char *buf, size_t size)
{
	int g = potluck_die_generation(s, die);
	snprintf(buf, size, "die %d (%d, %s)", die + 1, s->die_roll[die],
	         g ? potluck_generation_name(g) : "any generation");
}

static int view_status_text(void *data, char *buf, size_t size)
{
	pl_view *v = data;
	const potluck_state *s = real(v);
	if (pg_tweens_busy(&v->tweens))
		return 0;
	if (rollable(v))
		return snprintf(buf, size,
		                "Click or throw die %d to roll it (or press R or Space)",
		                die_to_roll(s) + 1);
	if (pg_play_input_seat(v->play) < 0)
		return 0;
	if (v->picking)
		return snprintf(
		    buf, size,
		    "Click a letter, or press C, T, Y, M, O or S; Backspace cancels");
	if (v->bonus >= 0 || v->choosing_again)
		return snprintf(buf, size, "Right-click or Backspace to cancel the bonus");
	char d0[64], d1[64];
	switch (s->phase) {
	case POTLUCK_PHASE_UNLOCK:
		return snprintf(buf, size, "Doubles! Click a bonus on your sheet to unlock it");
	case POTLUCK_PHASE_WILD:
		return snprintf(
		    buf, size,
		    "Drag the wild guest from the servers to any free seat, or click the seat");
	case POTLUCK_PHASE_RELOCATE:
		return snprintf(
		    buf, size,
		    "Drag the lifted guest to a free seat (any number), or click the seat");
	case POTLUCK_PHASE_PLACE:
		break;
	default:
		return 0;
	}
	bool u0 = potluck_die_usable(s, 0), u1 = potluck_die_usable(s, 1);
	describe_die(s, 0, d0, sizeof d0);
	describe_die(s, 1, d1, sizeof d1);
	if (u0 && u1)
		return snprintf(
		    buf, size, "Drag %s or %s to a seat (or click a die, then a seat)", d0, d1);
	if (u0 || u1)
		return snprintf(buf, size, "Drag %s to a seat (or click a glowing seat)",
		                u0 ? d0 : d1);
	return snprintf(buf, size, "Use a bonus, or press Enter to end your turn");
}

/* After a solo game, the table of best scores for the results screen,
 * this game's row picked out when it made the table. */
static bool view_results_section(void *data, pg_results_section *out)
{
	pl_view *v = data;
	const potluck_state *s = real(v);
	if (s->players != 1 || !pg_play_is_human(v->play, 0))
		return false;
	memset(out, 0, sizeof *out);
	snprintf(out->title, sizeof out->title, "Your best potlucks");
	int score = potluck_sheet_score(potluck_sheet_of(s, 0));
	bool this_game = v->hs_recorded && v->hs_seed == pg_play_match(v->play)->seed;
	if (this_game && v->hs.fresh == 0)
		snprintf(out->note, sizeof out->note, "%d is your best score yet!", score);
	else if (this_game && v->hs.fresh > 0)
		snprintf(out->note, sizeof out->note, "%d is number %d of your %d best.", score,
		         v->hs.fresh + 1, HIGH_SCORES);
	else if (this_game && v->hs.count > 0)
		snprintf(out->note, sizeof out->note,
		         "%d did not make your %d best this time: the lowest there is %d.",
		         score, HIGH_SCORES, v->hs.score[v->hs.count - 1]);
	for (int i = 0; i < v->hs.count && i < PG_RESULTS_MAX_ROWS; i++) {
		pg_results_row *row = &out->rows[out->count++];
		bool mine = this_game && i == v->hs.fresh;
		snprintf(row->label, sizeof row->label, "%d.  %s", i + 1,
		         mine ? "This game" : v->hs.date[i]);
		snprintf(row->value, sizeof row->value, "%d", v->hs.score[i]);
		row->highlight = mine;
	}
	return out->count > 0 || out->note[0];
}

const pg_view potluck_view = {
    .game_id = "potluck",
    .title_art = NULL,
    .seat_styles = NULL,
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
    .results_section = view_results_section,
};

/* ---- for the headless tests (tests/test_scene_potluck.c) ----------------------------------
 */

SDL_Rect potluck_view_seat_rect(const void *view, int seat);
SDL_Rect potluck_view_die_rect(const void *view, int die);
SDL_Rect potluck_view_bonus_rect(const void *view, int bonus);
SDL_Rect potluck_view_zone_rect(const void *view, int zone);
SDL_Rect potluck_view_pick_rect(const void *view, int generation);
SDL_Rect potluck_view_thumb_rect(const void *view, int player);
int potluck_view_focus(const void *view);
int potluck_view_pending_bonus(const void *view);
int potluck_view_high_scores(const void *view, int *scores, int cap);

/* A seat on the large sheet. */
SDL_Rect potluck_view_seat_rect(const void *view, int seat)
{
	const pl_view *v = view;
	if (seat < 0 || seat >= POTLUCK_SEATS)
		return (SDL_Rect){0, 0, 0, 0};
	int size = (int)(v->big.seat_r * 2);
	return square_at(v->big.seat[seat].x, v->big.seat[seat].y, size);
}

/* The die's card (drag it, or click it). */
SDL_Rect potluck_view_die_rect(const void *view, int die)
{
	return ((const pl_view *)view)->cards[die & 1];
}

SDL_Rect potluck_view_bonus_rect(const void *view, int bonus)
{
	const pl_view *v = view;
	return bonus >= 0 && bonus < POTLUCK_BONUSES ? to_rect(v->big.bonus_row[bonus])
	                                             : (SDL_Rect){0, 0, 0, 0};
}

/* 0: the servers, 1: the lawn chairs, 2: the wild guest's place (of the
 * large sheet). */
SDL_Rect potluck_view_zone_rect(const void *view, int zone)
{
	const pl_view *v = view;
	return to_rect(zone == 2 ? v->big.wild : zone ? v->big.lawn_zone : v->big.servers_zone);
}

/* A letter of the open generation chooser; empty when it is closed. */
SDL_Rect potluck_view_pick_rect(const void *view, int generation)
{
	const pl_view *v = view;
	if (!v->picking || generation < 1 || generation > POTLUCK_GENERATIONS)
		return (SDL_Rect){0, 0, 0, 0};
	return v->pick[generation].rect;
}

/* The small copy of a player's sheet; empty for the one shown large. */
SDL_Rect potluck_view_thumb_rect(const void *view, int player)
{
	const pl_view *v = view;
	for (int k = 0; k < v->thumb_count; k++)
		if (thumb_player(v, k) == player)
			return v->thumb_rect[k];
	return (SDL_Rect){0, 0, 0, 0};
}

int potluck_view_focus(const void *view)
{
	return focus_player(view);
}

/* The bonus waiting for its target (the banner is up), or -1. */
int potluck_view_pending_bonus(const void *view)
{
	const pl_view *v = view;
	return v->choosing_again ? POTLUCK_BONUS_AGAIN : v->bonus;
}

int potluck_view_high_scores(const void *view, int *scores, int cap)
{
	const pl_view *v = view;
	int n = mini(v->hs.count, cap);
	for (int i = 0; i < n; i++)
		scores[i] = v->hs.score[i];
	return n;
}
