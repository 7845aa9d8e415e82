/*
 * kloone_scene.c: the Potlatch Kloone table (the view of pg_view.h).
 *
 * The board of wooden hex tiles is seen from the edge of the table: hexes
 * are pointy-topped and squashed to HEX_K of their height, so chips stack
 * upward on a tile and the height of a stack reads at a glance. The board
 * is fitted into the area on every layout and zooms smoothly when a new
 * tile makes it grow. A column on the right shows the turn (actions left,
 * the rule, the pawn run), each player's stacks and chips in hand, and the
 * white chips and base tiles still in the supply.
 *
 * What is drawn is `shown`, a copy of the rules' state that trails the real
 * one while a move is animated: every event of a move becomes an action on
 * a timeline (a tile drops in, the pawn hops, a chip arcs, the chip that
 * ends a pawn run drops onto the pawn's hex with a label saying why) and
 * changes `shown` as it lands. When the timeline ends `shown` is the real
 * state again, byte for byte. The scene writes `shown` only through the
 * fields kloone_rules.h documents (stack packing, supplies, pawn tiles).
 *
 * Hexes have a ground centre (on the tile's face) and an aim point (the top
 * of their stack); a pointer belongs to the hex whose aim point is nearest,
 * so dropping a chip onto the top of a tall stack hits that stack.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "kloone/kloone_rules.h"
#include "pg_view.h"

/* ---- geometry (in units of R, a hex's corner radius on the board) ------------ */

#define SQRT3 1.7320508f
/* The board is seen at an angle: depths are squashed to this share. */
#define HEX_K 0.75f
/* One chip's thickness: how far each level of a stack rises. */
#define CHIP_RISE 0.15f
/* The art boxes, measured from the SVGs (one SVG unit is R / 100). */
#define TILE_ART_W 1.772f
#define TILE_ART_H 1.72f
#define TILE_ART_TOP 0.77f /* art top above the face's centre */
#define BLANK_ART_H 1.54f
#define CHIP_ART_W 1.15f
#define CHIP_ART_H 1.02f
#define CHIP_ART_TOP 0.435f /* art top above the centre of the chip's top face */
#define CHIP_RADIUS 0.56f
/* The pawn art is drawn 1.2 times its SVG size (53 x 97 units). */
#define PAWN_ART_W 0.636f
#define PAWN_ART_H 1.164f
#define PAWN_ART_BASE 1.038f /* from the art's top to the centre of the pawn's foot */
/* Room kept above every hex for a full stack with a pawn on it. */
#define FIT_TOP 1.5f
/* The stock icon's aspect (width / height). */
#define STOCK_ASPECT (75.3f / 87.6f)

/* Seconds of the animations. */
#define TIME_NOTE 1.0f
#define TIME_TILE 0.34f
#define TIME_HOP 0.36f
#define TIME_HOP_DROPPED 0.14f
#define TIME_INCREASE 0.45f
#define TIME_CHIP 0.45f
#define TIME_CHIP_DROPPED 0.16f
#define TIME_EXCHANGE 0.5f
#define TIME_GLOW 0.9f
#define TIME_OVER 1.2f
#define TIME_ZOOM 0.45f
#define TIME_SNAP 0.25f
#define TIME_LABEL 2.2f

enum {
	MAX_ACTIONS = 48,
	MAX_LABELS = 6,
	MAX_HEXES = KLOONE_MAX_TILES * 7,
	MAX_PATH = 2 * KLOONE_MAX_TILES,
	TEXT_SIZE = 128,
	TAG_SNAP = 1,
	TAG_PANEL = 8,  /* + seat: a player's panel pulses */
	TAG_SUPPLY = 12 /* the supply panel pulses */
};

/* Keys for the six directions, in the rules' direction order: up-left,
 * up-right, left, right, down-left, down-right (around S on a keyboard). */
static const SDL_Keycode direction_keys[KLOONE_DIRECTIONS] = {SDLK_w, SDLK_e, SDLK_a,
                                                              SDLK_d, SDLK_z, SDLK_x};

static const char *const chip_files[3] = {"kloone/chip_neutral.svg", "kloone/chip_red.svg",
                                          "kloone/chip_blue.svg"};
static const char *const pawn_files[KLOONE_SEATS] = {"kloone/pawn_red.svg",
                                                     "kloone/pawn_blue.svg"};
static const char *const chip_words[3] = {"white", "red", "blue"};

/* Red's mark is a ring, Blue's dots, on chips, pawns and swatches alike. */
static const pg_seat_style kl_seat_styles[KLOONE_SEATS] = {
    {"Red",
     {200, 64, 48, 255},
     {120, 30, 22, 255},
     {236, 118, 100, 255},
     {255, 238, 232, 255},
     PG_PATTERN_RINGS},
    {"Blue",
     {58, 112, 188, 255},
     {24, 56, 104, 255},
     {112, 162, 226, 255},
     {234, 242, 255, 255},
     PG_PATTERN_DOTS},
};

/* ---- the view's data -------------------------------------------------------- */

typedef enum kl_act_kind {
	ACT_NOTE,         /* a caption over the board */
	ACT_TILE,         /* a base tile drops in */
	ACT_PAWN,         /* a pawn hops to a neighbouring hex */
	ACT_INCREASE,     /* the chip ending a pawn run drops onto the pawn's hex */
	ACT_EXCHANGE_OUT, /* a colour chip goes back to its owner */
	ACT_EXCHANGE_IN,  /* a white chip takes its place */
	ACT_CHIP,         /* the chip at the pawn's feet arcs to a neighbour */
	ACT_GLOW,         /* a stack glows (made, or the winner's at the end) */
	ACT_TURN,         /* the turn passes */
	ACT_LABEL,        /* a short label over a hex (caption), when its moment comes */
} kl_act_kind;

typedef struct kl_action {
	kl_act_kind kind;
	int seat;
	int from, to; /* cells */
	int chip;     /* colour */
	int height;   /* the height the piece lands at (or leaves behind, ACT_CHIP: left) */
	int to_height;
	int tile;
	int value;
	float start, duration;
	bool begun, ended;
	bool from_drop; /* a person dropped it there: it flies from the drop point */
	float drop_x, drop_y;
	char caption[TEXT_SIZE];
} kl_action;

typedef struct kl_label {
	bool active;
	int cell;
	int row; /* labels over one hex stack upward */
	float age;
	SDL_Color colour;
	char text[TEXT_SIZE];
} kl_label;

typedef enum kl_piece { PIECE_NONE = 0, PIECE_PAWN, PIECE_CHIP } kl_piece;

typedef struct kl_drag {
	bool active;
	kl_piece piece;
	int x, y;   /* the pointer */
	int dx, dy; /* pointer minus the piece's anchor at the press */
} kl_drag;

/* A hex on screen: a tile or a blank space next to the board. */
typedef struct kl_hex {
	int cell;
	int tile; /* -1: blank space */
} kl_hex;

typedef struct kl_xform {
	float R, ox, oy; /* hex radius in pixels, centre of hex (0,0) */
} kl_xform;

typedef struct kl_panel {
	SDL_Rect rect;
	SDL_Rect piles[2]; /* where piles are drawn (chips, stock) */
} kl_panel;

typedef struct kl_view {
	pg_app *app;
	pg_play *play;
	SDL_Rect area;
	SDL_Rect board;
	SDL_Rect column;

	/* the board's transform: now, and the zoom from / to */
	kl_xform xf, zoom_from, zoom_to;
	float zoom_elapsed;
	bool zooming;
	int tex_R; /* the hex radius the art is rendered for */

	/* the column */
	kl_panel turn_panel, player_panels[KLOONE_SEATS], supply_panel;
	int pile_chip_w; /* chip width in the piles */

	/* what is drawn */
	kloone_state shown;
	kl_action actions[MAX_ACTIONS];
	int action_count;
	float clock;
	pg_tweens tweens;
	kl_label labels[MAX_LABELS];
	bool pawn_flying[KLOONE_SEATS];

	/* the current pawn run of the player to move, as cells (start first) */
	int run_path[MAX_PATH];
	int run_len;

	/* input */
	kl_drag drag;
	kl_piece selected;
	int hover_x, hover_y;
	bool hovering;
	bool snap_active;
	kl_piece snap_piece;
	bool drop_pending;
	kl_piece drop_piece;
	float drop_x, drop_y;
} kl_view;

/* ---- small helpers -------------------------------------------------------- */

static int px(const kl_view *v, float points)
{
	return pg_app_px(v->app, points);
}

static float maxf(float a, float b)
{
	return a > b ? a : b;
}

static float minf(float a, float b)
{
	return a < b ? a : b;
}

static int clampi(int x, int lo, int hi)
{
	return x < lo ? lo : x > hi ? hi : x;
}

static const kloone_state *real_state(const kl_view *v)
{
	return pg_play_state(v->play);
}

static const pg_seat_style *seat_style(const kl_view *v, int seat)
{
	return pg_play_seat_style(v->play, seat);
}

static const char *seat_name(const kl_view *v, int seat)
{
	return seat_style(v, seat)->name;
}

static int cell_q(int cell)
{
	return kloone_cell_q(cell);
}

static int cell_r(int cell)
{
	return kloone_cell_r(cell);
}

static int tile_at_cell(const kloone_state *s, int cell)
{
	return kloone_tile_at(s, cell_q(cell), cell_r(cell));
}

static bool playing(const kloone_state *s)
{
	return s->phase == KLOONE_PHASE_PLAY;
}

/* The stack byte as kloone_rules.h documents it: height, then top colour. */
static void set_stack(kloone_state *s, int tile, int height, int top)
{
	if (tile >= 0 && tile < KLOONE_MAX_TILES)
		s->stack[tile] = (uint8_t)((height & 3) | ((top & 3) << 2));
}

static const char *plural(int n)
{
	return n == 1 ? "" : "s";
}

/* ---- the board's transform ------------------------------------------------ */

static void hex_centre(const kl_view *v, int cell, float *x, float *y)
{
	int q = cell_q(cell), r = cell_r(cell);
	*x = v->xf.ox + v->xf.R * SQRT3 * ((float)q + (float)r * 0.5f);
	*y = v->xf.oy + v->xf.R * 1.5f * HEX_K * (float)r;
}

/* The centre of the top face of a stack of `height` chips on a hex. */
static void stack_top(const kl_view *v, int cell, int height, float *x, float *y)
{
	hex_centre(v, cell, x, y);
	*y -= (float)height * CHIP_RISE * v->xf.R;
}

/* Every hex worth drawing in state s: its tiles and the blank spaces next
 * to them. */
static int collect_hexes(const kloone_state *s, kl_hex *out)
{
	int n = 0;
	for (int t = 0; t < s->tile_count && n < MAX_HEXES; t++)
		out[n++] = (kl_hex){s->tile_cell[t], t};
	int tiles = n;
	for (int t = 0; t < tiles; t++) {
		int q = cell_q(s->tile_cell[t]), r = cell_r(s->tile_cell[t]);
		for (int d = 0; d < KLOONE_DIRECTIONS; d++) {
			int cell =
			    kloone_cell(q + kloone_direction_q[d], r + kloone_direction_r[d]);
			if (cell < 0 || tile_at_cell(s, cell) >= 0)
				continue;
			bool seen = false;
			for (int i = tiles; i < n && !seen; i++)
				seen = out[i].cell == cell;
			if (!seen && n < MAX_HEXES)
				out[n++] = (kl_hex){cell, -1};
		}
	}
	return n;
}

typedef struct kl_box {
	float x0, y0, x1, y1;
} kl_box;

/* Grows the box by the hexes of s: its tiles, and the blank spaces round
 * them while tiles are left to lay there. */
static void box_add_states(kl_box *b, const kloone_state *s)
{
	kl_hex hexes[MAX_HEXES];
	int n = collect_hexes(s, hexes);
	for (int i = 0; i < n; i++) {
		if (hexes[i].tile < 0 && s->tile_stock == 0)
			continue;
		int q = cell_q(hexes[i].cell), r = cell_r(hexes[i].cell);
		float x = SQRT3 * ((float)q + (float)r * 0.5f), y = 1.5f * HEX_K * (float)r;
		b->x0 = minf(b->x0, x - TILE_ART_W / 2);
		b->x1 = maxf(b->x1, x + TILE_ART_W / 2);
		b->y0 = minf(b->y0, y - FIT_TOP);
		b->y1 = maxf(b->y1, y + TILE_ART_H - TILE_ART_TOP);
	}
}

/* The transform that fits the tiles of both states (and the blank ring
 * round them) into the board rectangle. R is even, so the art is
 * re-rendered only when the board really changes size. */
static kl_xform fit_board(const kl_view *v, const kloone_state *a, const kloone_state *b)
{
	kl_box box = {1e9f, 1e9f, -1e9f, -1e9f};
	box_add_states(&box, a);
	box_add_states(&box, b);
	if (box.x1 < box.x0)
		box = (kl_box){-1, -1, 1, 1};
	float w = box.x1 - box.x0, h = box.y1 - box.y0;
	float R = minf((float)v->board.w / w, (float)v->board.h / h);
	R = minf(R, (float)px(v, 112));
	R = maxf(8.0f, (float)((int)R & ~1));
	kl_xform xf;
	xf.R = R;
	xf.ox = (float)v->board.x + (float)v->board.w / 2 - R * (box.x0 + box.x1) / 2;
	xf.oy = (float)v->board.y + (float)v->board.h / 2 - R * (box.y0 + box.y1) / 2;
	return xf;
}

static void set_fit(kl_view *v, kl_xform target, bool animate)
{
	bool same = fabsf(target.R - v->zoom_to.R) < 0.5f &&
	            fabsf(target.ox - v->zoom_to.ox) < 0.5f &&
	            fabsf(target.oy - v->zoom_to.oy) < 0.5f;
	v->tex_R = (int)target.R;
	if (!animate || v->xf.R <= 0) {
		v->xf = v->zoom_from = v->zoom_to = target;
		v->zooming = false;
		return;
	}
	if (same)
		return;
	v->zoom_from = v->xf;
	v->zoom_to = target;
	v->zoom_elapsed = 0;
	v->zooming = true;
}

static void update_zoom(kl_view *v, float dt)
{
	if (!v->zooming)
		return;
	v->zoom_elapsed += dt;
	float t = pg_ease_apply(PG_EASE_IN_OUT, v->zoom_elapsed / TIME_ZOOM);
	v->xf.R = pg_lerp(v->zoom_from.R, v->zoom_to.R, t);
	v->xf.ox = pg_lerp(v->zoom_from.ox, v->zoom_to.ox, t);
	v->xf.oy = pg_lerp(v->zoom_from.oy, v->zoom_to.oy, t);
	if (v->zoom_elapsed >= TIME_ZOOM) {
		v->xf = v->zoom_to;
		v->zooming = false;
	}
}

/* ---- art boxes ------------------------------------------------------------------ */

static SDL_FRect tile_box(const kl_view *v, float cx, float cy)
{
	float R = v->xf.R;
	return (SDL_FRect){cx - R * TILE_ART_W / 2, cy - R * TILE_ART_TOP, R * TILE_ART_W,
	                   R * TILE_ART_H};
}

/* The box of a chip whose top face is centred on (tx, ty), at radius R. */
static SDL_FRect chip_box_at(float R, float tx, float ty)
{
	return (SDL_FRect){tx - R * CHIP_ART_W / 2, ty - R * CHIP_ART_TOP, R * CHIP_ART_W,
	                   R * CHIP_ART_H};
}

/* The box of a pawn whose foot is centred on (fx, fy). */
static SDL_FRect pawn_box_at(float R, float fx, float fy)
{
	return (SDL_FRect){fx - R * PAWN_ART_W / 2, fy - R * PAWN_ART_BASE, R * PAWN_ART_W,
	                   R * PAWN_ART_H};
}

static void draw_art(kl_view *v, const char *path, float w_units, float h_units, SDL_FRect box,
                     Uint8 alpha)
{
	int tw = (int)lroundf((float)v->tex_R * w_units),
	    th = (int)lroundf((float)v->tex_R * h_units);
	pg_assets_draw_scaled(v->app->assets, path, tw > 0 ? tw : 1, th > 0 ? th : 1, box,
	                      alpha, 0);
}

static const char *tile_file(int cell)
{
	/* (q - r) mod 3 colours a hex grid so that neighbours always differ:
	 * a third of the tiles are cut from the darker board. */
	int k = ((cell_q(cell) - cell_r(cell)) % 3 + 3) % 3;
	return k == 1 ? "kloone/tile_dark.svg" : "kloone/tile_light.svg";
}

static void draw_chip(kl_view *v, int colour, SDL_FRect box, Uint8 alpha)
{
	if (colour < 0 || colour > 2)
		colour = 0;
	draw_art(v, chip_files[colour], CHIP_ART_W, CHIP_ART_H, box, alpha);
}

/* A chip in a pile of the column (its own, smaller texture). */
static void draw_pile_chip(kl_view *v, int colour, SDL_FRect box, Uint8 alpha)
{
	int w = v->pile_chip_w, h = (int)lroundf((float)w * CHIP_ART_H / CHIP_ART_W);
	pg_assets_draw_scaled(v->app->assets, chip_files[colour], w, h, box, alpha, 0);
}

static void draw_pawn(kl_view *v, int seat, SDL_FRect box, Uint8 alpha)
{
	draw_art(v, pawn_files[seat], PAWN_ART_W, PAWN_ART_H, box, alpha);
}

/* ---- shapes drawn with geometry ------------------------------------------------- */

static SDL_Vertex vert(float x, float y, SDL_Color c)
{
	return (SDL_Vertex){{x, y}, c, {0, 0}};
}

/* The six corners of a hex face scaled by `scale` (1 = the tile's rim). */
static void hex_corners(const kl_view *v, float cx, float cy, float scale, float *xs, float *ys)
{
	for (int i = 0; i < 6; i++) {
		float a = (float)(-90 + 60 * i) * 3.14159265f / 180.0f;
		xs[i] = cx + v->xf.R * scale * cosf(a);
		ys[i] = cy + v->xf.R * scale * HEX_K * sinf(a);
	}
}

static void fill_hex(kl_view *v, float cx, float cy, float scale, SDL_Color c)
{
	float xs[6], ys[6];
	hex_corners(v, cx, cy, scale, xs, ys);
	SDL_Vertex verts[18];
	for (int i = 0; i < 6; i++) {
		verts[3 * i] = vert(cx, cy, c);
		verts[3 * i + 1] = vert(xs[i], ys[i], c);
		verts[3 * i + 2] = vert(xs[(i + 1) % 6], ys[(i + 1) % 6], c);
	}
	SDL_RenderGeometry(v->app->renderer, NULL, verts, 18, NULL, 0);
}

/* A band between the hex rims at scales outer and inner. */
static void ring_hex(kl_view *v, float cx, float cy, float outer, float inner, SDL_Color c)
{
	float xo[6], yo[6], xi[6], yi[6];
	hex_corners(v, cx, cy, outer, xo, yo);
	hex_corners(v, cx, cy, inner, xi, yi);
	SDL_Vertex verts[36];
	for (int i = 0; i < 6; i++) {
		int j = (i + 1) % 6;
		SDL_Vertex *q = verts + 6 * i;
		q[0] = vert(xo[i], yo[i], c);
		q[1] = vert(xo[j], yo[j], c);
		q[2] = vert(xi[i], yi[i], c);
		q[3] = vert(xi[i], yi[i], c);
		q[4] = vert(xo[j], yo[j], c);
		q[5] = vert(xi[j], yi[j], c);
	}
	SDL_RenderGeometry(v->app->renderer, NULL, verts, 36, NULL, 0);
}

enum { ELLIPSE_SEGMENTS = 40 };

static void fill_ellipse(kl_view *v, float cx, float cy, float rx, float ry, SDL_Color c)
{
	SDL_Vertex verts[ELLIPSE_SEGMENTS * 3];
	for (int i = 0; i < ELLIPSE_SEGMENTS; i++) {
		float a0 = 2 * 3.14159265f * (float)i / ELLIPSE_SEGMENTS;
		float a1 = 2 * 3.14159265f * (float)(i + 1) / ELLIPSE_SEGMENTS;
		verts[3 * i] = vert(cx, cy, c);
		verts[3 * i + 1] = vert(cx + rx * cosf(a0), cy + ry * sinf(a0), c);
		verts[3 * i + 2] = vert(cx + rx * cosf(a1), cy + ry * sinf(a1), c);
	}
	SDL_RenderGeometry(v->app->renderer, NULL, verts, ELLIPSE_SEGMENTS * 3, NULL, 0);
}

static void ring_ellipse(kl_view *v, float cx, float cy, float rx, float ry, float thick,
                         SDL_Color c)
{
	SDL_Vertex verts[ELLIPSE_SEGMENTS * 6];
	float k = ry / rx;
	for (int i = 0; i < ELLIPSE_SEGMENTS; i++) {
		float a0 = 2 * 3.14159265f * (float)i / ELLIPSE_SEGMENTS;
		float a1 = 2 * 3.14159265f * (float)(i + 1) / ELLIPSE_SEGMENTS;
		float ri = rx - thick;
		SDL_Vertex *q = verts + 6 * i;
		q[0] = vert(cx + rx * cosf(a0), cy + ry * sinf(a0), c);
		q[1] = vert(cx + rx * cosf(a1), cy + ry * sinf(a1), c);
		q[2] = vert(cx + ri * cosf(a0), cy + ri * k * sinf(a0), c);
		q[3] = q[2];
		q[4] = q[1];
		q[5] = vert(cx + ri * cosf(a1), cy + ri * k * sinf(a1), c);
	}
	SDL_RenderGeometry(v->app->renderer, NULL, verts, ELLIPSE_SEGMENTS * 6, NULL, 0);
}

/* ---- legal moves and reasons ------------------------------------------------------ */

static int legal_now(const kl_view *v, pg_move *out)
{
	return pg_play_legal_moves(v->play, out, 2 * KLOONE_DIRECTIONS + 4);
}

static bool is_legal(const kl_view *v, pg_move move)
{
	pg_move legal[2 * KLOONE_DIRECTIONS + 4];
	int n = legal_now(v, legal);
	for (int i = 0; i < n; i++)
		if (legal[i] == move)
			return true;
	return false;
}

static bool piece_can_move(const kl_view *v, kl_piece piece)
{
	pg_move legal[2 * KLOONE_DIRECTIONS + 4];
	int n = legal_now(v, legal);
	for (int i = 0; i < n; i++)
		if (piece == PIECE_PAWN ? kloone_move_is_pawn(legal[i])
		                        : kloone_move_is_chip(legal[i]))
			return true;
	return false;
}

static pg_move move_for(kl_piece piece, int cell)
{
	if (cell < 0)
		return PG_NO_MOVE;
	return piece == PIECE_PAWN ? kloone_move_pawn(cell_q(cell), cell_r(cell))
	                           : kloone_move_chip(cell_q(cell), cell_r(cell));
}

static kloone_block block_for(const kl_view *v, kl_piece piece, int cell)
{
	const kloone_state *s = real_state(v);
	return piece == PIECE_PAWN ? kloone_pawn_move_check(s, cell_q(cell), cell_r(cell))
	                           : kloone_chip_move_check(s, cell_q(cell), cell_r(cell));
}

/* Would the run in progress add a chip under the pawn when it ends? */
static bool increase_pending(const kloone_state *s)
{
	if (!kloone_run_in_progress(s))
		return false;
	int seat = s->to_move, t = s->pawn_tile[seat];
	int h = kloone_stack_height(s, t);
	if (h >= KLOONE_MAX_HEIGHT)
		return false;
	if (h == KLOONE_MAX_HEIGHT - 1 && kloone_colour_supply(s, seat) > 0)
		return true;
	return kloone_neutral_supply(s) > 0;
}

/* The height drawn for a tile now: a chip being dragged off the pawn's
 * stack leaves it (unless the chip is the one the run will add). */
static int drawn_height(const kl_view *v, int tile)
{
	int h = kloone_stack_height(&v->shown, tile);
	bool lifted = (v->drag.active && v->drag.piece == PIECE_CHIP) ||
	              (v->snap_active && v->snap_piece == PIECE_CHIP) ||
	              (v->drop_pending && v->drop_piece == PIECE_CHIP);
	if (lifted && playing(&v->shown) && tile == v->shown.pawn_tile[v->shown.to_move] &&
	    !increase_pending(&v->shown) && h > 0)
		h--;
	return h;
}

/* ---- hit testing ---------------------------------------------------------------- */

/* The screen box of seat's pawn where it stands in `shown`. */
static SDL_FRect pawn_box(const kl_view *v, int seat)
{
	int t = v->shown.pawn_tile[seat];
	if (t < 0 || t >= v->shown.tile_count)
		return (SDL_FRect){0, 0, 0, 0};
	float x, y;
	stack_top(v, v->shown.tile_cell[t], drawn_height(v, t), &x, &y);
	return pawn_box_at(v->xf.R, x, y);
}

static bool in_frect(SDL_FRect r, float x, float y)
{
	return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
}

/* Inside the hex face centred at (cx, cy)? */
static bool in_hex(const kl_view *v, float cx, float cy, float x, float y)
{
	float dx = fabsf(x - cx) / v->xf.R, dy = fabsf(y - cy) / (v->xf.R * HEX_K);
	return dx <= SQRT3 / 2 && dy <= 1.0f - dx / SQRT3;
}

/* The hex (of `shown`) a pointer at (x, y) means: the one whose aim point
 * (top of its stack) is nearest, within about a hex. -1 for none. A blank
 * space counts only where blanks are drawn. */
static int hex_at(const kl_view *v, int x, int y, bool with_blanks)
{
	kl_hex hexes[MAX_HEXES];
	int n = collect_hexes(&v->shown, hexes);
	int best = -1;
	float best_d = 0.95f * 0.95f;
	for (int i = 0; i < n; i++) {
		if (hexes[i].tile < 0 && !with_blanks)
			continue;
		float ax, ay;
		int h = hexes[i].tile >= 0 ? drawn_height(v, hexes[i].tile) : 0;
		stack_top(v, hexes[i].cell, h, &ax, &ay);
		float dx = ((float)x - ax) / v->xf.R, dy = ((float)y - ay) / (v->xf.R * HEX_K);
		float d = dx * dx + dy * dy;
		if (d < best_d) {
			best_d = d;
			best = hexes[i].cell;
		}
	}
	return best;
}

/* Which piece of the person to move is under the pointer. */
static kl_piece piece_at(const kl_view *v, int x, int y)
{
	int seat = pg_play_input_seat(v->play);
	if (seat < 0)
		return PIECE_NONE;
	if (in_frect(pawn_box(v, seat), (float)x, (float)y))
		return PIECE_PAWN;
	int t = v->shown.pawn_tile[seat];
	if (t < 0)
		return PIECE_NONE;
	int h = drawn_height(v, t);
	if (h == 0 && !increase_pending(&v->shown))
		return PIECE_NONE;
	float cx, cy, tx, ty;
	hex_centre(v, v->shown.tile_cell[t], &cx, &cy);
	stack_top(v, v->shown.tile_cell[t], h, &tx, &ty);
	SDL_FRect stack = {cx - v->xf.R * CHIP_ART_W / 2, ty - v->xf.R * CHIP_ART_TOP,
	                   v->xf.R * CHIP_ART_W,
	                   cy - ty + v->xf.R * (CHIP_ART_H - CHIP_ART_TOP)};
	if (in_frect(stack, (float)x, (float)y) || in_hex(v, cx, cy, (float)x, (float)y))
		return PIECE_CHIP;
	return PIECE_NONE;
}

/* The anchor of a piece (where it is drawn from): the pawn's foot, or the
 * top face of the chip that would move. */
static void piece_anchor(const kl_view *v, kl_piece piece, float *x, float *y)
{
	int seat = v->shown.to_move;
	int t = v->shown.pawn_tile[seat];
	if (t < 0) {
		*x = *y = 0;
		return;
	}
	int h = kloone_stack_height(&v->shown, t);
	if (piece == PIECE_PAWN)
		stack_top(v, v->shown.tile_cell[t], drawn_height(v, t), x, y);
	else
		stack_top(v, v->shown.tile_cell[t], increase_pending(&v->shown) ? h + 1 : h, x,
		          y);
}

/* ---- the pawn run ---------------------------------------------------------------------- */

/* The cells of the current pawn run (its start first), which the state
 * does not keep: the run is the trailing pawn moves of this turn, and its
 * start is where the pawn stood before them (found by replaying). */
static void rebuild_run(kl_view *v)
{
	v->run_len = 0;
	const pg_match *m = pg_play_match(v->play);
	const kloone_state *now = real_state(v);
	if (!kloone_run_in_progress(now))
		return;
	int done = now->actions_per_turn - now->actions_left;
	int count = 0;
	while (count < done && count < MAX_PATH - 1 &&
	       kloone_move_is_pawn(m->history[m->history_count - 1 - count]))
		count++;
	if (count == 0)
		return;
	kloone_state *s = SDL_malloc(sizeof *s);
	if (!s)
		return;
	kloone_game.init(s, &m->options);
	int first = m->history_count - count;
	for (int i = 0; i < first; i++)
		kloone_game.apply_move(s, m->history[i], NULL);
	v->run_path[0] = s->tile_cell[s->pawn_tile[s->to_move]];
	SDL_free(s);
	for (int k = 0; k < count; k++)
		v->run_path[k + 1] = kloone_move_cell(m->history[first + k]);
	v->run_len = count + 1;
}

/* ---- the timeline ---------------------------------------------------------------------- */

static kl_action *add_action(kl_view *v, kl_act_kind kind, float start, float duration)
{
	if (v->action_count >= MAX_ACTIONS)
		return NULL;
	kl_action *a = &v->actions[v->action_count++];
	memset(a, 0, sizeof *a);
	a->kind = kind;
	a->start = start;
	a->duration = duration;
	a->tile = -1;
	return a;
}

static float progress(const kl_view *v, const kl_action *a)
{
	if (a->duration <= 0)
		return 1;
	float t = (v->clock - a->start) / a->duration;
	return t < 0 ? 0 : t > 1 ? 1 : t;
}

static void add_label(kl_view *v, int cell, SDL_Color colour, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static void add_label(kl_view *v, int cell, SDL_Color colour, const char *fmt, ...)
{
	kl_label *slot = &v->labels[0];
	for (int i = 0; i < MAX_LABELS; i++) {
		if (!v->labels[i].active) {
			slot = &v->labels[i];
			break;
		}
		if (v->labels[i].age > slot->age)
			slot = &v->labels[i];
	}
	int row = 0;
	for (int i = 0; i < MAX_LABELS; i++)
		if (v->labels[i].active && v->labels[i].cell == cell && &v->labels[i] != slot &&
		    v->labels[i].row >= row)
			row = v->labels[i].row + 1;
	slot->active = true;
	slot->row = row;
	slot->cell = cell;
	slot->age = 0;
	slot->colour = colour;
	va_list args;
	va_start(args, fmt);
	vsnprintf(slot->text, sizeof slot->text, fmt, args);
	va_end(args);
}

/* An action starts: the piece leaves where it was. */
static void begin_action(kl_view *v, kl_action *a)
{
	kloone_state *s = &v->shown;
	a->begun = true;
	switch (a->kind) {
	case ACT_TILE:
		if (a->tile >= 0 && a->tile < KLOONE_MAX_TILES) {
			s->tile_cell[a->tile] = (int16_t)a->to;
			set_stack(s, a->tile, 0, KLOONE_CHIP_NEUTRAL);
			if (s->tile_count <= a->tile)
				s->tile_count = (uint8_t)(a->tile + 1);
			s->tile_stock = (uint8_t)a->value;
		}
		break;
	case ACT_PAWN:
		v->pawn_flying[a->seat] = true;
		if (a->from_drop)
			v->drop_pending = false;
		break;
	case ACT_INCREASE:
		if (a->chip == KLOONE_CHIP_NEUTRAL) {
			if (s->neutral_supply)
				s->neutral_supply--;
		} else if (s->colour_supply[a->chip - 1]) {
			s->colour_supply[a->chip - 1]--;
		}
		add_label(v, a->to, pg_ui_theme.text, "+1 %schip: end of pawn run",
		          a->chip == KLOONE_CHIP_NEUTRAL ? ""
		          : a->chip == KLOONE_CHIP_RED   ? "red "
		                                         : "blue ");
		break;
	case ACT_EXCHANGE_OUT:
		set_stack(s, tile_at_cell(s, a->from), KLOONE_MAX_HEIGHT - 1,
		          KLOONE_CHIP_NEUTRAL);
		add_label(v, a->from, pg_ui_theme.text,
		          "%s chip goes home (stack lost); a white one moves instead",
		          a->chip == KLOONE_CHIP_RED ? "Red's" : "Blue's");
		break;
	case ACT_EXCHANGE_IN:
		if (s->neutral_supply)
			s->neutral_supply--;
		break;
	case ACT_CHIP:
		set_stack(s, tile_at_cell(s, a->from), a->height, KLOONE_CHIP_NEUTRAL);
		if (a->from_drop)
			v->drop_pending = false;
		break;
	case ACT_GLOW:
		pg_tweens_pulse(&v->tweens, TAG_PANEL + (a->seat & 1), 0.06f, 0.5f, 0);
		break;
	case ACT_LABEL:
		add_label(v, a->to,
		          a->chip >= 0 ? seat_style(v, a->chip)->light : pg_ui_theme.text_dim,
		          "%s", a->caption);
		break;
	case ACT_NOTE:
	case ACT_TURN:
		break;
	}
}

/* An action ends: the piece lands. */
static void end_action(kl_view *v, kl_action *a)
{
	kloone_state *s = &v->shown;
	a->ended = true;
	switch (a->kind) {
	case ACT_PAWN: {
		int t = tile_at_cell(s, a->to);
		if (t >= 0) {
			s->pawn_tile[a->seat] = (int8_t)t;
			s->visited |= (uint16_t)(1u << t);
		}
		v->pawn_flying[a->seat] = false;
		break;
	}
	case ACT_INCREASE:
		set_stack(s, tile_at_cell(s, a->to), a->height, a->chip);
		break;
	case ACT_EXCHANGE_OUT:
		if (a->chip == KLOONE_CHIP_RED || a->chip == KLOONE_CHIP_BLUE)
			s->colour_supply[a->chip - 1]++;
		break;
	case ACT_EXCHANGE_IN:
		set_stack(s, tile_at_cell(s, a->to), KLOONE_MAX_HEIGHT, KLOONE_CHIP_NEUTRAL);
		break;
	case ACT_CHIP:
		set_stack(s, tile_at_cell(s, a->to), a->to_height, KLOONE_CHIP_NEUTRAL);
		break;
	case ACT_TURN:
		s->to_move = (int8_t)a->seat;
		s->actions_left = (uint8_t)a->value;
		s->run_active = 0;
		if (s->pawn_tile[a->seat] >= 0)
			s->visited = (uint16_t)(1u << s->pawn_tile[a->seat]);
		break;
	case ACT_NOTE:
	case ACT_TILE:
	case ACT_GLOW:
	case ACT_LABEL:
		break;
	}
}

static void end_timeline(kl_view *v)
{
	memcpy(&v->shown, real_state(v), sizeof v->shown);
	v->action_count = 0;
	v->clock = 0;
	v->pawn_flying[0] = v->pawn_flying[1] = false;
	v->drop_pending = false;
}

static void run_timeline(kl_view *v)
{
	bool all_done = true;
	for (int i = 0; i < v->action_count; i++) {
		kl_action *a = &v->actions[i];
		if (!a->begun && v->clock >= a->start)
			begin_action(v, a);
		if (a->begun && !a->ended && v->clock >= a->start + a->duration)
			end_action(v, a);
		all_done &= a->ended;
	}
	if (v->action_count && all_done)
		end_timeline(v);
}

static void finish_all(kl_view *v)
{
	for (int i = 0; i < v->action_count; i++) {
		kl_action *a = &v->actions[i];
		if (!a->begun)
			begin_action(v, a);
		if (!a->ended)
			end_action(v, a);
	}
	if (v->action_count)
		end_timeline(v);
	pg_tweens_finish(&v->tweens);
	v->snap_active = false;
	if (v->zooming) {
		v->xf = v->zoom_to;
		v->zooming = false;
	}
}

/* Why the game ended, as a phrase ("Red could not finish a turn"). */
static void end_words(const kl_view *v, int reason, int winner, char *buf, size_t size)
{
	switch (reason) {
	case KLOONE_END_THREE_STACKS:
		snprintf(buf, size, "three stacks at the start of a turn");
		break;
	case KLOONE_END_STUCK:
		snprintf(buf, size, "%s could not finish a turn",
		         winner >= 0 ? seat_name(v, 1 - winner) : "a player");
		break;
	case KLOONE_END_UNCHANGED:
		snprintf(buf, size, "a turn left every stack as it was; most stacks wins");
		break;
	case KLOONE_END_TURN_LIMIT:
		snprintf(buf, size, "the turn limit was reached; most stacks wins");
		break;
	default:
		buf[0] = '\0';
		break;
	}
}

static float schedule_over(kl_view *v, float t, const pg_event *e)
{
	kl_action *a = add_action(v, ACT_NOTE, t, TIME_OVER);
	if (a) {
		char why[96];
		end_words(v, e->a, e->seat, why, sizeof why);
		if (e->seat >= 0)
			snprintf(a->caption, sizeof a->caption, "%s wins: %s",
			         seat_name(v, e->seat), why);
		else
			snprintf(a->caption, sizeof a->caption, "A draw: %s", why);
	}
	const kloone_state *s = real_state(v);
	for (int tile = 0; tile < s->tile_count; tile++) {
		int owner = kloone_stack_owner(s, tile);
		if (owner < 0 || (e->seat >= 0 && owner != e->seat))
			continue;
		kl_action *g = add_action(v, ACT_GLOW, t, TIME_OVER);
		if (g) {
			g->seat = owner;
			g->to = s->tile_cell[tile];
		}
	}
	return t + TIME_OVER;
}

/* One event becomes actions from time t on; returns the time after it. */
static float schedule_event(kl_view *v, float t, const pg_event *e, const pg_played *played)
{
	kl_action *a = NULL;
	bool dropped = played->by_human && v->drop_pending;
	switch (e->detail) {
	case KLOONE_EVENT_FIRST:
		a = add_action(v, ACT_NOTE, t, TIME_NOTE);
		if (a)
			snprintf(a->caption, sizeof a->caption, "%s starts",
			         seat_name(v, e->seat));
		return t + TIME_NOTE;
	case KLOONE_EVENT_TURN:
		a = add_action(v, ACT_TURN, t, 0);
		if (a) {
			a->seat = e->seat;
			a->value = e->b;
		}
		return t;
	case KLOONE_EVENT_TILE:
		a = add_action(v, ACT_TILE, t, TIME_TILE);
		if (a) {
			a->to = e->a;
			a->tile = e->b;
			a->value = e->c;
		}
		return t + TIME_TILE * 0.6f;
	case KLOONE_EVENT_PAWN:
		a = add_action(v, ACT_PAWN, t, dropped ? TIME_HOP_DROPPED : TIME_HOP);
		if (a) {
			a->seat = e->seat;
			a->from = e->a;
			a->to = e->b;
			a->height = e->c;
			a->to_height = e->d;
			a->from_drop = dropped && v->drop_piece == PIECE_PAWN;
			a->drop_x = v->drop_x;
			a->drop_y = v->drop_y;
		}
		return t + (a ? a->duration : 0);
	case KLOONE_EVENT_INCREASE:
		a = add_action(v, ACT_INCREASE, t, TIME_INCREASE);
		if (a) {
			a->seat = e->seat;
			a->to = e->a;
			a->chip = e->b;
			a->height = e->c;
		}
		return t + TIME_INCREASE;
	case KLOONE_EVENT_NO_INCREASE:
		a = add_action(v, ACT_LABEL, t, 0);
		if (a) {
			a->to = e->a;
			a->chip = -1;
			snprintf(a->caption, sizeof a->caption, "%s",
			         e->b ? "End of pawn run: no chip, the stack is full"
			              : "End of pawn run: no chip left to add");
		}
		return t + 0.3f;
	case KLOONE_EVENT_EXCHANGE:
		a = add_action(v, ACT_EXCHANGE_OUT, t, TIME_EXCHANGE);
		if (a) {
			a->seat = e->seat;
			a->from = e->a;
			a->chip = e->b;
		}
		a = add_action(v, ACT_EXCHANGE_IN, t + TIME_EXCHANGE * 0.5f, TIME_EXCHANGE);
		if (a) {
			a->to = e->a;
			a->chip = KLOONE_CHIP_NEUTRAL;
		}
		return t + TIME_EXCHANGE * 1.5f;
	case KLOONE_EVENT_CHIP:
		a = add_action(v, ACT_CHIP, t, dropped ? TIME_CHIP_DROPPED : TIME_CHIP);
		if (a) {
			a->seat = e->seat;
			a->from = e->a;
			a->to = e->b;
			a->height = e->c;
			a->to_height = e->d;
			a->from_drop = dropped && v->drop_piece == PIECE_CHIP;
			a->drop_x = v->drop_x;
			a->drop_y = v->drop_y;
		}
		return t + (a ? a->duration : 0);
	case KLOONE_EVENT_STACK_MADE:
		a = add_action(v, ACT_GLOW, t, TIME_GLOW);
		if (a) {
			a->seat = e->seat;
			a->to = e->a;
		}
		a = add_action(v, ACT_LABEL, t, 0);
		if (a) {
			a->to = e->a;
			a->chip = e->seat;
			snprintf(a->caption, sizeof a->caption, "%s's stack: %d of 3",
			         seat_name(v, e->seat), e->b);
		}
		return t + TIME_GLOW * 0.5f;
	case KLOONE_EVENT_STACK_LOST:
		pg_tweens_pulse(&v->tweens, TAG_PANEL + (e->seat & 1), 0.05f, 0.5f, t);
		return t;
	case KLOONE_EVENT_OVER:
		return schedule_over(v, t, e);
	default:
		return t;
	}
}

static void schedule(kl_view *v, const pg_played *played)
{
	float t = 0;
	for (int i = 0; i < played->events->count; i++)
		t = schedule_event(v, t, &played->events->items[i], played);
}

/* ---- layout ------------------------------------------------------------------------------ */

static void layout_column(kl_view *v)
{
	SDL_Rect c = v->column;
	int gap = px(v, 10);
	/* Heights in points, squeezed if the column is short. */
	float want[4] = {120, 122, 122, 104};
	float total = want[0] + want[1] + want[2] + want[3];
	float avail = (float)(c.h - 3 * gap);
	float k = minf(1.0f, avail / (float)px(v, total));
	int y = c.y;
	SDL_Rect rects[4];
	for (int i = 0; i < 4; i++) {
		int h = (int)((float)px(v, want[i]) * k);
		rects[i] = (SDL_Rect){c.x, y, c.w, h};
		y += h + gap;
	}
	v->turn_panel.rect = rects[0];
	v->player_panels[0].rect = rects[1];
	v->player_panels[1].rect = rects[2];
	v->supply_panel.rect = rects[3];
	v->pile_chip_w = px(v, 30) & ~1;
	int pad = px(v, 14);
	for (int seat = 0; seat < KLOONE_SEATS; seat++) {
		SDL_Rect r = v->player_panels[seat].rect;
		int row = r.y + r.h - px(v, 44);
		v->player_panels[seat].piles[0] =
		    (SDL_Rect){r.x + pad, row, px(v, 40), px(v, 34)};
		v->player_panels[seat].piles[1] = (SDL_Rect){
		    r.x + r.w - pad - px(v, 96), row - px(v, 4), px(v, 96), px(v, 34)};
	}
	/* The supply: white chips above, the tile stock below. */
	SDL_Rect s = v->supply_panel.rect;
	int row_h = (s.h - 2 * px(v, 10)) / 2;
	v->supply_panel.piles[0] = (SDL_Rect){s.x + pad, s.y + px(v, 8), px(v, 40), row_h};
	v->supply_panel.piles[1] =
	    (SDL_Rect){s.x + pad, s.y + px(v, 12) + row_h, px(v, 40), row_h - px(v, 4)};
}

static void layout_view(kl_view *v, bool animate)
{
	SDL_Rect a = v->area;
	int pad = px(v, 12);
	int col_w = clampi(a.w * 26 / 100, px(v, 250), px(v, 340));
	v->column = (SDL_Rect){a.x + a.w - col_w - pad, a.y + pad, col_w, a.h - 2 * pad};
	v->board = (SDL_Rect){a.x + pad, a.y + pad, a.w - col_w - 3 * pad, a.h - 2 * pad};
	layout_column(v);
	set_fit(v, fit_board(v, &v->shown, real_state(v)), animate);
}

/* ---- input ---------------------------------------------------------------------------------
 */

static void toast_block(kl_view *v, kl_piece piece, int cell)
{
	kloone_block block = block_for(v, piece, cell);
	if (block == KLOONE_OK)
		return;
	pg_play_toast(v->play, "%s %s",
	              piece == PIECE_PAWN ? "Pawn:" : "Chip:", kloone_block_text(block));
}

static bool try_move(kl_view *v, kl_piece piece, int cell)
{
	pg_move move = move_for(piece, cell);
	if (move != PG_NO_MOVE && is_legal(v, move) && pg_play_submit(v->play, move)) {
		v->selected = PIECE_NONE;
		return true;
	}
	if (cell >= 0)
		toast_block(v, piece, cell);
	return false;
}

static void start_snap(kl_view *v, kl_piece piece, float x, float y)
{
	float ax, ay;
	piece_anchor(v, piece, &ax, &ay);
	pg_tweens_move(&v->tweens, TAG_SNAP, x, y, ax, ay, TIME_SNAP, 0, PG_EASE_OUT);
	v->snap_active = true;
	v->snap_piece = piece;
}

/* Says why a piece the person took has nowhere to go. */
static void refuse_piece(kl_view *v, kl_piece piece)
{
	if (piece == PIECE_PAWN) {
		pg_play_toast(v->play, "Your pawn has no hex to go to now.");
		return;
	}
	const kloone_state *s = real_state(v);
	int t = s->pawn_tile[s->to_move];
	for (int d = 0; d < KLOONE_DIRECTIONS; d++) {
		kloone_block b =
		    kloone_chip_move_check(s, kloone_tile_q(s, t) + kloone_direction_q[d],
		                           kloone_tile_r(s, t) + kloone_direction_r[d]);
		if (b == KLOONE_BLOCK_NO_CHIP || b == KLOONE_BLOCK_NO_NEUTRAL) {
			pg_play_toast(v->play, "Chip: %s", kloone_block_text(b));
			return;
		}
	}
	pg_play_toast(v->play, "Chip: no neighbouring hex can take it now.");
}

static bool drag_start(kl_view *v, const pg_input_event *e)
{
	kl_piece piece = piece_at(v, e->start_x, e->start_y);
	if (piece == PIECE_NONE)
		return false;
	if (!piece_can_move(v, piece)) {
		refuse_piece(v, piece);
		return true;
	}
	float ax, ay;
	piece_anchor(v, piece, &ax, &ay);
	v->drag =
	    (kl_drag){true, piece, e->x, e->y, e->start_x - (int)ax, e->start_y - (int)ay};
	v->selected = PIECE_NONE;
	return true;
}

static void drop(kl_view *v, int x, int y)
{
	kl_piece piece = v->drag.piece;
	v->drag.active = false;
	float px_ = (float)(x - v->drag.dx), py_ = (float)(y - v->drag.dy);
	/* The piece lands where it is drawn: its foot (or the chip's centre)
	 * picks the hex, not the pointer that holds it by its body. */
	int cell = hex_at(v, (int)px_, (int)py_, true);
	int t = v->shown.pawn_tile[v->shown.to_move];
	bool home = t >= 0 && cell == v->shown.tile_cell[t];
	if (cell >= 0 && !home) {
		v->drop_pending = true;
		v->drop_piece = piece;
		v->drop_x = px_;
		v->drop_y = py_;
		if (try_move(v, piece, cell))
			return;
		v->drop_pending = false;
	}
	start_snap(v, piece, px_, py_);
}

static bool click(kl_view *v, int x, int y)
{
	if (pg_play_input_seat(v->play) < 0)
		return false;
	kl_piece piece = piece_at(v, x, y);
	if (piece != PIECE_NONE) {
		if (!piece_can_move(v, piece)) {
			refuse_piece(v, piece);
			return true;
		}
		v->selected = v->selected == piece ? PIECE_NONE : piece;
		return true;
	}
	int cell = hex_at(v, x, y, true);
	if (cell < 0) {
		v->selected = PIECE_NONE;
		return false;
	}
	/* With nothing chosen, a glowing hex takes the pawn (its targets glow). */
	kl_piece mover = v->selected != PIECE_NONE ? v->selected : PIECE_PAWN;
	if (v->selected == PIECE_NONE && !is_legal(v, move_for(PIECE_PAWN, cell))) {
		/* Not a pawn target: say why, unless it is simply too far away. */
		if (block_for(v, PIECE_PAWN, cell) != KLOONE_BLOCK_NOT_ADJACENT)
			toast_block(v, PIECE_PAWN, cell);
		return true;
	}
	try_move(v, mover, cell);
	return true;
}

static bool key(kl_view *v, const pg_input_event *e)
{
	if (pg_play_input_seat(v->play) < 0)
		return false;
	if (e->key == SDLK_c || e->key == SDLK_p) {
		kl_piece piece = e->key == SDLK_c ? PIECE_CHIP : PIECE_PAWN;
		if (!piece_can_move(v, piece))
			refuse_piece(v, piece);
		else
			v->selected = piece;
		return true;
	}
	for (int d = 0; d < KLOONE_DIRECTIONS; d++) {
		if (e->key != direction_keys[d])
			continue;
		const kloone_state *s = real_state(v);
		int t = s->pawn_tile[s->to_move];
		int cell = kloone_cell(kloone_tile_q(s, t) + kloone_direction_q[d],
		                       kloone_tile_r(s, t) + kloone_direction_r[d]);
		try_move(v, v->selected == PIECE_CHIP ? PIECE_CHIP : PIECE_PAWN, cell);
		return true;
	}
	return false;
}

static bool view_input(void *data, const pg_input_event *e)
{
	kl_view *v = data;
	switch (e->kind) {
	case PG_INPUT_HOVER:
		v->hover_x = e->x;
		v->hover_y = e->y;
		v->hovering = pg_ui_contains(v->area, e->x, e->y);
		return false;
	case PG_INPUT_CLICK:
		if (e->button != SDL_BUTTON_LEFT) {
			v->selected = PIECE_NONE;
			return true;
		}
		return click(v, e->x, e->y);
	case PG_INPUT_DRAG_START:
		if (pg_play_input_seat(v->play) < 0)
			return false;
		return drag_start(v, e);
	case PG_INPUT_DRAG_MOVE:
		v->hover_x = e->x;
		v->hover_y = e->y;
		if (!v->drag.active)
			return false;
		v->drag.x = e->x;
		v->drag.y = e->y;
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
		start_snap(v, v->drag.piece, (float)(v->drag.x - v->drag.dx),
		           (float)(v->drag.y - v->drag.dy));
		return true;
	case PG_INPUT_KEY:
		return key(v, e);
	default:
		return false;
	}
}

/* ---- drawing: the board ------------------------------------------------------------ */

static float breathe(const kl_view *v)
{
	return 0.5f + 0.5f * sinf((float)v->app->time * 3.2f);
}

/* The piece whose targets glow now: the dragged or chosen one, or the chip
 * while the pointer is over it, else the pawn. */
static kl_piece glowing_piece(const kl_view *v)
{
	if (v->drag.active)
		return v->drag.piece;
	if (v->selected != PIECE_NONE)
		return v->selected;
	if (v->hovering && piece_at(v, v->hover_x, v->hover_y) == PIECE_CHIP)
		return PIECE_CHIP;
	return PIECE_PAWN;
}

/* Targets glow green for the pawn and copper for the chip, a little
 * brighter than the theme's so they read on the dark table too. */
static SDL_Color piece_colour(kl_piece piece)
{
	return piece == PIECE_CHIP ? pg_ui_rgba(240, 158, 82, 255)
	                           : pg_ui_rgba(160, 216, 124, 255);
}

static bool target_glows(const kl_view *v, int cell, kl_piece piece)
{
	if (pg_play_input_seat(v->play) < 0 || v->action_count)
		return false;
	return is_legal(v, move_for(piece, cell));
}

/* The cell under the pointer while dragging (the drop target), or -1. */
static int drag_target(const kl_view *v)
{
	if (!v->drag.active)
		return -1;
	return hex_at(v, v->drag.x - v->drag.dx, v->drag.y - v->drag.dy, true);
}

static const kl_action *tile_action(const kl_view *v, int tile)
{
	for (int i = 0; i < v->action_count; i++) {
		const kl_action *a = &v->actions[i];
		if (a->kind == ACT_TILE && a->tile == tile && a->begun && !a->ended)
			return a;
	}
	return NULL;
}

static void draw_target_glow(kl_view *v, float cx, float cy, int cell, kl_piece piece)
{
	bool legal = target_glows(v, cell, piece);
	bool aimed = drag_target(v) == cell;
	if (!legal && !aimed)
		return;
	SDL_Color c = legal ? piece_colour(piece) : pg_ui_theme.bad;
	bool strong = v->drag.active || v->selected != PIECE_NONE;
	Uint8 fill = (Uint8)(aimed    ? 120
	                     : strong ? 52 + 40 * breathe(v)
	                              : 34 + 24 * breathe(v));
	fill_hex(v, cx, cy, 0.94f, pg_ui_with_alpha(c, fill));
	ring_hex(v, cx, cy, 0.96f, aimed ? 0.84f : 0.89f,
	         pg_ui_with_alpha(c, aimed ? 255 : 200));
}

static void draw_blank(kl_view *v, const kl_hex *h)
{
	const kloone_state *s = &v->shown;
	float cx, cy;
	hex_centre(v, h->cell, &cx, &cy);
	Uint8 alpha = 255;
	if (s->tile_stock == 0) {
		/* No tiles left: only the spaces next to the pawn to move show, faintly,
		 * so hovering one can say why it is closed. */
		int t = playing(s) ? s->pawn_tile[s->to_move] : -1;
		if (t < 0 || kloone_cell_distance(s->tile_cell[t], h->cell) != 1 ||
		    pg_play_input_seat(v->play) < 0)
			return;
		alpha = 70;
	}
	SDL_FRect box = {cx - v->xf.R * TILE_ART_W / 2, cy - v->xf.R * TILE_ART_TOP,
	                 v->xf.R * TILE_ART_W, v->xf.R * BLANK_ART_H};
	draw_art(v, "kloone/blank.svg", TILE_ART_W, BLANK_ART_H, box, alpha);
	draw_target_glow(v, cx, cy, h->cell, glowing_piece(v));
}

/* The rings on the face of hexes the pawn to move stood on this turn. */
static void dashed_ellipse(kl_view *v, float cx, float cy, float rx, float ry, float thick,
                           SDL_Color c)
{
	enum { DASHES = 18, STEPS = 3 };
	SDL_Vertex verts[DASHES * STEPS * 6];
	int n = 0;
	float k = ry / rx, ri = rx - thick;
	for (int d = 0; d < DASHES; d++) {
		for (int i = 0; i < STEPS; i++) {
			/* Each dash covers 60% of its share of the turn. */
			float a0 =
			    2 * 3.14159265f * ((float)d + 0.6f * (float)i / STEPS) / DASHES;
			float a1 = 2 * 3.14159265f *
			           ((float)d + 0.6f * (float)(i + 1) / STEPS) / DASHES;
			SDL_Vertex *q = verts + n;
			q[0] = vert(cx + rx * cosf(a0), cy + ry * sinf(a0), c);
			q[1] = vert(cx + rx * cosf(a1), cy + ry * sinf(a1), c);
			q[2] = vert(cx + ri * cosf(a0), cy + ri * k * sinf(a0), c);
			q[3] = q[2];
			q[4] = q[1];
			q[5] = vert(cx + ri * cosf(a1), cy + ri * k * sinf(a1), c);
			n += 6;
		}
	}
	SDL_RenderGeometry(v->app->renderer, NULL, verts, n, NULL, 0);
}

/* The trail of the turn in copper (the colour of the pawn run): a dashed
 * ring round the stack of every hex the pawn to move stood on this turn. */
static void draw_visited(kl_view *v, int tile, float cx, float cy)
{
	const kloone_state *s = &v->shown;
	if (!kloone_tile_visited(s, tile) || s->pawn_tile[s->to_move] == tile)
		return;
	float R = v->xf.R;
	dashed_ellipse(v, cx, cy + R * 0.02f, R * 0.8f, R * 0.8f * HEX_K, maxf(2, R * 0.06f),
	               pg_ui_with_alpha(pg_ui_theme.accent_hover, 230));
}

/* How far above its place a dropping tile is, and how opaque. */
static void tile_drop(const kl_view *v, int tile, float *dy, Uint8 *alpha)
{
	*dy = 0;
	*alpha = 255;
	const kl_action *a = tile_action(v, tile);
	if (!a)
		return;
	float p = progress(v, a);
	*dy = -(1 - pg_ease_apply(PG_EASE_OUT_BACK, p)) * v->xf.R * 0.7f;
	*alpha = (Uint8)(255 * minf(1, p * 2.5f));
}

static void draw_tile(kl_view *v, int tile)
{
	const kloone_state *s = &v->shown;
	int cell = s->tile_cell[tile];
	float cx, cy, dy;
	Uint8 alpha;
	hex_centre(v, cell, &cx, &cy);
	tile_drop(v, tile, &dy, &alpha);
	draw_art(v, tile_file(cell), TILE_ART_W, TILE_ART_H, tile_box(v, cx, cy + dy), alpha);
	if (alpha < 255)
		return;
	draw_visited(v, tile, cx, cy);
	draw_target_glow(v, cx, cy, cell, glowing_piece(v));
}

/* The dotted path of the pawn run in progress, over the tiles' faces. */
static void draw_run_path(kl_view *v)
{
	if (v->run_len < 2 || v->action_count || !playing(&v->shown))
		return;
	SDL_Color c = pg_ui_with_alpha(pg_ui_theme.accent_hover, 235);
	float R = v->xf.R;
	for (int i = 0; i + 1 < v->run_len; i++) {
		float x0, y0, x1, y1;
		hex_centre(v, v->run_path[i], &x0, &y0);
		hex_centre(v, v->run_path[i + 1], &x1, &y1);
		int dots = 7;
		for (int k = 1; k < dots; k++) {
			float t = (float)k / dots;
			fill_ellipse(v, pg_lerp(x0, x1, t), pg_lerp(y0, y1, t), R * 0.055f,
			             R * 0.055f * HEX_K, c);
		}
	}
}

/* The height as a number on the front of the stack (owned stacks in the
 * owner's colour). */
static void draw_height_badge(kl_view *v, int cell, int height, int owner)
{
	float R = v->xf.R;
	if (height <= 0 || R < 24)
		return;
	float cx, cy, tx, ty;
	hex_centre(v, cell, &cx, &cy);
	stack_top(v, cell, height, &tx, &ty);
	float bx = cx, by = (ty + cy) / 2 + R * CHIP_RADIUS * HEX_K, br = R * 0.14f;
	SDL_Color fill = owner >= 0 ? seat_style(v, owner)->dark : pg_ui_rgba(58, 38, 24, 235);
	pg_ui_fill_circle(v->app->renderer, bx, by, br, fill);
	pg_ui_stroke_circle(v->app->renderer, bx, by, br, maxf(1, R * 0.02f),
	                    pg_ui_rgba(250, 232, 204, 210));
	char digit[4];
	snprintf(digit, sizeof digit, "%d", height);
	/* The text size follows the art's size, not the zoom, so a zoom does
	 * not render new text every frame. */
	pg_text_draw(v->app->text, digit, (int)bx, (int)by, (int)((float)v->tex_R * 0.19f),
	             PG_FONT_BOLD, pg_ui_rgba(255, 246, 230, 255),
	             PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
}

static const kl_action *glow_action(const kl_view *v, int cell)
{
	for (int i = 0; i < v->action_count; i++) {
		const kl_action *a = &v->actions[i];
		if (a->kind == ACT_GLOW && a->to == cell && a->begun && !a->ended)
			return a;
	}
	return NULL;
}

static void draw_glow(kl_view *v, const kl_action *a, float tx, float ty)
{
	float p = progress(v, a);
	float k = sinf(p * 3.14159265f);
	SDL_Color c = seat_style(v, a->seat)->light;
	float R = v->xf.R;
	for (int i = 3; i >= 1; i--) {
		float grow = 1.0f + 0.18f * (float)i * k;
		fill_ellipse(v, tx, ty, R * CHIP_RADIUS * grow, R * CHIP_RADIUS * HEX_K * grow,
		             pg_ui_with_alpha(c, (Uint8)(60 * k)));
	}
}

/* The "+1" that waits under a pawn while its run goes on. */
static void draw_pending_badge(kl_view *v, float fx, float fy)
{
	float R = v->xf.R;
	float bx = fx + R * 0.4f, by = fy - R * 0.12f, br = maxf(8, R * 0.16f);
	float pulse = 1.0f + 0.06f * breathe(v);
	pg_ui_fill_circle(v->app->renderer, bx, by, br * pulse, pg_ui_theme.accent);
	pg_ui_stroke_circle(v->app->renderer, bx, by, br * pulse, maxf(1, R * 0.02f),
	                    pg_ui_rgba(255, 240, 214, 230));
	pg_text_draw(v->app->text, "+1", (int)bx, (int)by,
	             (int)maxf(9, maxf(8, (float)v->tex_R * 0.16f) * 1.05f), PG_FONT_BOLD,
	             pg_ui_theme.accent_text, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
}

static bool pawn_hidden(const kl_view *v, int seat)
{
	if (v->pawn_flying[seat])
		return true;
	bool mine = seat == v->shown.to_move;
	if (!mine)
		return false;
	return (v->drag.active && v->drag.piece == PIECE_PAWN) ||
	       (v->snap_active && v->snap_piece == PIECE_PAWN) ||
	       (v->drop_pending && v->drop_piece == PIECE_PAWN);
}

static const kl_action *increase_action(const kl_view *v, int cell)
{
	for (int i = 0; i < v->action_count; i++) {
		const kl_action *a = &v->actions[i];
		if (a->kind == ACT_INCREASE && a->to == cell && a->begun && !a->ended)
			return a;
	}
	return NULL;
}

/* The chip that ends a pawn run falls onto the hex while the pawn hops up
 * and lands on it. Moves the pawn's foot (fx, fy) to where it is now. */
static void draw_increase(kl_view *v, const kl_action *a, float dy, float *fy)
{
	float R = v->xf.R;
	float t = progress(v, a);
	float lx, ly;
	stack_top(v, a->to, a->height, &lx, &ly);
	ly += dy;
	float fall = pg_ease_apply(PG_EASE_IN, minf(1, t / 0.7f));
	draw_chip(v, a->chip, chip_box_at(R, lx, ly - (1 - fall) * R * 1.3f),
	          (Uint8)(255 * minf(1, t * 4)));
	*fy = pg_lerp(*fy, ly, t) - sinf(t * 3.14159265f) * R * 0.5f;
}

static void draw_stack(kl_view *v, int tile)
{
	const kloone_state *s = &v->shown;
	int cell = s->tile_cell[tile];
	int h = drawn_height(v, tile);
	float R = v->xf.R;
	float cx, cy, dy;
	Uint8 alpha;
	hex_centre(v, cell, &cx, &cy);
	tile_drop(v, tile, &dy, &alpha);
	for (int level = 1; level <= h; level++) {
		float tx, ty;
		stack_top(v, cell, level, &tx, &ty);
		int colour = kloone_chip_at(s, tile, level);
		draw_chip(v, colour == KLOONE_CHIP_NONE ? 0 : colour,
		          chip_box_at(R, tx, ty + dy), alpha);
	}
	float tx, ty;
	stack_top(v, cell, h, &tx, &ty);
	ty += dy;
	float fy = ty;
	const kl_action *inc = increase_action(v, cell);
	if (inc)
		draw_increase(v, inc, dy, &fy);
	const kl_action *g = glow_action(v, cell);
	if (g)
		draw_glow(v, g, tx, ty);
	for (int seat = 0; seat < KLOONE_SEATS; seat++) {
		if (s->pawn_tile[seat] != tile || pawn_hidden(v, seat))
			continue;
		if (v->selected == PIECE_PAWN && seat == s->to_move)
			ring_ellipse(v, tx, ty, R * 0.34f, R * 0.34f * HEX_K,
			             maxf(2, R * 0.05f), pg_ui_theme.good);
		draw_pawn(v, seat, pawn_box_at(R, tx, fy), alpha);
		if (seat == s->to_move && increase_pending(s) && !v->action_count)
			draw_pending_badge(v, tx, ty);
	}
	if (v->selected == PIECE_CHIP && s->pawn_tile[s->to_move] == tile)
		ring_ellipse(v, tx, ty + R * 0.02f, R * CHIP_RADIUS * 1.08f,
		             R * CHIP_RADIUS * 1.08f * HEX_K, maxf(2, R * 0.05f),
		             pg_ui_with_alpha(pg_ui_theme.accent_hover, 230));
}

/* Tiles sorted back to front (by row, then left to right). */
static int sorted_tiles(const kloone_state *s, int *order)
{
	int n = s->tile_count;
	for (int i = 0; i < n; i++)
		order[i] = i;
	for (int i = 1; i < n; i++) {
		int t = order[i], j = i;
		int key = s->tile_cell[t];
		while (j > 0 && s->tile_cell[order[j - 1]] > key) {
			order[j] = order[j - 1];
			j--;
		}
		order[j] = t;
	}
	return n;
}

static void draw_board(kl_view *v)
{
	kl_hex hexes[MAX_HEXES];
	int n = collect_hexes(&v->shown, hexes);
	for (int i = 0; i < n; i++)
		if (hexes[i].tile < 0)
			draw_blank(v, &hexes[i]);
	int order[KLOONE_MAX_TILES];
	int count = sorted_tiles(&v->shown, order);
	for (int i = 0; i < count; i++)
		draw_tile(v, order[i]);
	draw_run_path(v);
	for (int i = 0; i < count; i++)
		draw_stack(v, order[i]);
	/* Heights last, so no pawn in front hides them. */
	for (int i = 0; i < count; i++) {
		int t = order[i];
		if (tile_action(v, t) || increase_action(v, v->shown.tile_cell[t]))
			continue;
		int h = drawn_height(v, t);
		draw_height_badge(v, v->shown.tile_cell[t], h,
		                  h == KLOONE_MAX_HEIGHT ? kloone_stack_owner(&v->shown, t)
		                                         : -1);
	}
}

/* ---- drawing: pieces in flight -------------------------------------------------------- */

static void pile_top(const kl_view *v, int colour, float *x, float *y)
{
	SDL_Rect r = colour == KLOONE_CHIP_NEUTRAL ? v->supply_panel.piles[0]
	                                           : v->player_panels[colour - 1].piles[0];
	*x = (float)r.x + (float)r.w / 2;
	*y = (float)(r.y + r.h) -
	     (float)v->pile_chip_w * (CHIP_ART_H - CHIP_ART_TOP) / CHIP_ART_W;
}

static void draw_flying_chip(kl_view *v, int colour, float x0, float y0, float R0, float x1,
                             float y1, float R1, float t, float arc, Uint8 alpha)
{
	float e = pg_ease_apply(PG_EASE_IN_OUT, t);
	float x = pg_lerp(x0, x1, e), y = pg_lerp(y0, y1, e) - sinf(t * 3.14159265f) * arc;
	float R = pg_lerp(R0, R1, e);
	SDL_FRect box = chip_box_at(R, x, y);
	SDL_FRect shadow = {box.x + R * 0.06f, box.y + R * 0.12f, box.w, box.h};
	draw_chip(v, colour, shadow, (Uint8)(alpha / 4));
	draw_chip(v, colour, box, alpha);
}

static void draw_action(kl_view *v, const kl_action *a)
{
	float t = progress(v, a);
	float R = v->xf.R;
	float pile_R = (float)v->pile_chip_w / CHIP_ART_W;
	float x0, y0, x1, y1;
	switch (a->kind) {
	case ACT_PAWN: {
		if (a->from_drop) {
			x0 = a->drop_x;
			y0 = a->drop_y;
		} else {
			stack_top(v, a->from, a->height, &x0, &y0);
		}
		stack_top(v, a->to, a->to_height, &x1, &y1);
		float e = pg_ease_apply(PG_EASE_IN_OUT, t);
		float hop = a->from_drop ? 0 : sinf(t * 3.14159265f) * R * 0.5f;
		float x = pg_lerp(x0, x1, e), y = pg_lerp(y0, y1, e) - hop;
		fill_ellipse(v, x, pg_lerp(y0, y1, e), R * 0.2f, R * 0.2f * HEX_K,
		             pg_ui_rgba(0, 0, 0, 50));
		draw_pawn(v, a->seat, pawn_box_at(R, x, y), 255);
		break;
	}
	case ACT_EXCHANGE_OUT:
		stack_top(v, a->from, KLOONE_MAX_HEIGHT, &x0, &y0);
		pile_top(v, a->chip, &x1, &y1);
		draw_flying_chip(v, a->chip, x0, y0, R, x1, y1, pile_R, t, R * 0.8f, 255);
		break;
	case ACT_EXCHANGE_IN:
		pile_top(v, KLOONE_CHIP_NEUTRAL, &x0, &y0);
		stack_top(v, a->to, KLOONE_MAX_HEIGHT, &x1, &y1);
		draw_flying_chip(v, KLOONE_CHIP_NEUTRAL, x0, y0, pile_R, x1, y1, R, t, R * 0.8f,
		                 255);
		break;
	case ACT_CHIP:
		if (a->from_drop) {
			x0 = a->drop_x;
			y0 = a->drop_y;
		} else {
			stack_top(v, a->from, a->height + 1, &x0, &y0);
		}
		stack_top(v, a->to, a->to_height, &x1, &y1);
		draw_flying_chip(v, KLOONE_CHIP_NEUTRAL, x0, y0, R, x1, y1, R, t,
		                 a->from_drop ? 0 : R * 0.6f, 255);
		break;
	default:
		break;
	}
}

static void draw_flights(kl_view *v)
{
	for (int i = 0; i < v->action_count; i++) {
		const kl_action *a = &v->actions[i];
		if (a->begun && !a->ended)
			draw_action(v, a);
	}
}

/* The dragged piece, one flying back, or one dropped and waiting for its move. */
static void draw_held(kl_view *v)
{
	float R = v->xf.R;
	int seat = v->shown.to_move;
	float x = 0, y = 0;
	kl_piece piece = PIECE_NONE;
	float lift = 0;
	if (v->drag.active) {
		piece = v->drag.piece;
		x = (float)(v->drag.x - v->drag.dx);
		y = (float)(v->drag.y - v->drag.dy);
		lift = R * 0.08f;
	} else if (v->snap_active) {
		const pg_tween *tw = pg_tweens_find(&v->tweens, TAG_SNAP, PG_TWEEN_MOVE);
		if (!tw)
			return;
		piece = v->snap_piece;
		pg_tween_position(tw, &x, &y);
	} else if (v->drop_pending) {
		piece = v->drop_piece;
		x = v->drop_x;
		y = v->drop_y;
	}
	if (piece == PIECE_PAWN) {
		fill_ellipse(v, x + lift, y + lift * 2, R * 0.22f, R * 0.22f * HEX_K,
		             pg_ui_rgba(0, 0, 0, 60));
		draw_pawn(v, seat, pawn_box_at(R, x, y), 255);
	} else if (piece == PIECE_CHIP) {
		SDL_FRect box = chip_box_at(R, x, y);
		SDL_FRect shadow = {box.x + lift, box.y + lift * 2, box.w, box.h};
		draw_chip(v, KLOONE_CHIP_NEUTRAL, shadow, 60);
		draw_chip(v, KLOONE_CHIP_NEUTRAL, box, 255);
	}
}

static void draw_labels(kl_view *v)
{
	int size = px(v, 15);
	for (int i = 0; i < MAX_LABELS; i++) {
		kl_label *l = &v->labels[i];
		if (!l->active)
			continue;
		/* Over the top of the pawn standing on the hex (or where it would be). */
		float cx, cy;
		int tile = tile_at_cell(&v->shown, l->cell);
		stack_top(v, l->cell, tile >= 0 ? drawn_height(v, tile) : 0, &cx, &cy);
		float t = l->age / TIME_LABEL;
		int h = pg_text_line_height(v->app->text, size, PG_FONT_BOLD);
		float y = cy - v->xf.R * PAWN_ART_BASE - (float)(h / 2 + px(v, 8)) -
		          (float)(l->row * (h + px(v, 14))) - t * (float)px(v, 18);
		Uint8 alpha = (Uint8)(255 * (t < 0.75f ? 1 : (1 - t) / 0.25f));
		int w = 0;
		pg_text_measure(v->app->text, l->text, size, PG_FONT_BOLD, &w, NULL);
		int pad = px(v, 8);
		SDL_Rect box = {(int)cx - w / 2 - pad, (int)y - h / 2 - pad / 2, w + 2 * pad,
		                h + pad};
		box.x = clampi(box.x, v->area.x + 2, v->area.x + v->area.w - box.w - 2);
		box.y = clampi(box.y, v->area.y + 2, v->area.y + v->area.h - box.h - 2);
		pg_ui_fill_rounded(v->app->renderer, box, box.h / 2,
		                   pg_ui_rgba(24, 15, 10, (Uint8)(alpha * 0.85f)));
		pg_text_draw_alpha(v->app->text, l->text, box.x + box.w / 2, box.y + box.h / 2,
		                   size, PG_FONT_BOLD, l->colour,
		                   PG_ALIGN_CENTER | PG_ALIGN_MIDDLE, alpha);
	}
}

static void draw_caption(kl_view *v)
{
	for (int i = 0; i < v->action_count; i++) {
		const kl_action *a = &v->actions[i];
		if (a->kind != ACT_NOTE || !a->begun || a->ended)
			continue;
		float t = progress(v, a);
		Uint8 alpha = (Uint8)(255 * minf(1, minf(t * 5, (1 - t) * 5 + 0.2f)));
		int size = px(v, 24);
		int w = 0, h = 0;
		pg_text_measure(v->app->text, a->caption, size, PG_FONT_BOLD, &w, &h);
		int pad = px(v, 18);
		SDL_Rect box = {v->board.x + (v->board.w - w) / 2 - pad, v->board.y + px(v, 8),
		                w + 2 * pad, h + pad};
		pg_ui_fill_rounded(v->app->renderer, box, px(v, 12),
		                   pg_ui_rgba(24, 15, 10, (Uint8)(alpha * 0.88f)));
		pg_ui_stroke_rounded(v->app->renderer, box, px(v, 12), 1,
		                     pg_ui_with_alpha(pg_ui_theme.accent, alpha));
		pg_text_draw_alpha(v->app->text, a->caption, box.x + box.w / 2,
		                   box.y + box.h / 2, size, PG_FONT_BOLD, pg_ui_theme.text,
		                   PG_ALIGN_CENTER | PG_ALIGN_MIDDLE, alpha);
	}
}

/* ---- drawing: the column -------------------------------------------------------------- */

static float pulse_scale(const kl_view *v, int tag)
{
	const pg_tween *t = pg_tweens_find(&v->tweens, tag, PG_TWEEN_PULSE);
	return t ? pg_tween_value(t) : 1.0f;
}

static SDL_Rect grow_rect(SDL_Rect r, float s)
{
	int gx = (int)((float)r.w * (s - 1) / 2), gy = (int)((float)r.h * (s - 1) / 2);
	return (SDL_Rect){r.x - gx, r.y - gy, r.w + 2 * gx, r.h + 2 * gy};
}

/* A pile of n chips standing in rect (at most `cap` drawn), bottom centred. */
static void draw_pile(kl_view *v, int colour, int n, SDL_Rect rect, int cap, Uint8 alpha)
{
	float w = (float)v->pile_chip_w, h = w * CHIP_ART_H / CHIP_ART_W;
	float rise = w * CHIP_RISE / CHIP_ART_W;
	float cx = (float)rect.x + (float)rect.w / 2;
	float bottom = (float)(rect.y + rect.h);
	if (n == 0) {
		SDL_FRect box = {cx - w / 2, bottom - h, w, h};
		draw_pile_chip(v, colour, box, 50);
		return;
	}
	int shown = n < cap ? n : cap;
	for (int i = 0; i < shown; i++) {
		SDL_FRect box = {cx - w / 2, bottom - h - rise * (float)i, w, h};
		draw_pile_chip(v, colour, box, alpha);
	}
}

static void draw_count(kl_view *v, int n, int x, int y, bool bright)
{
	char text[16];
	snprintf(text, sizeof text, "\xc3\x97%d", n);
	pg_text_draw(v->app->text, text, x, y, px(v, 19), PG_FONT_BOLD,
	             bright ? pg_ui_theme.text : pg_ui_theme.text_dim,
	             PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
}

static void draw_turn_panel(kl_view *v, SDL_Renderer *r)
{
	const kloone_state *s = &v->shown;
	SDL_Rect p = v->turn_panel.rect;
	pg_ui_panel(r, p, px(v, 12));
	int pad = px(v, 14);
	int x = p.x + pad, y = p.y + pad;
	int line = pg_text_line_height(v->app->text, px(v, 14), PG_FONT_REGULAR);
	char text[TEXT_SIZE];
	if (s->phase == KLOONE_PHASE_OVER) {
		int w = kloone_winner(s);
		if (w >= 0)
			snprintf(text, sizeof text, "%s wins", seat_name(v, w));
		else
			snprintf(text, sizeof text, "A draw");
		pg_text_draw(v->app->text, text, x, y, px(v, 19), PG_FONT_BOLD,
		             pg_ui_theme.text, PG_ALIGN_LEFT);
		char why[96];
		end_words(v, kloone_end_reason(s), w, why, sizeof why);
		why[0] = (char)SDL_toupper(why[0]);
		pg_text_draw_wrapped(v->app->text, why, x, y + px(v, 28), p.w - 2 * pad,
		                     px(v, 14), PG_FONT_REGULAR, pg_ui_theme.text_dim,
		                     PG_ALIGN_LEFT, true);
		return;
	}
	if (!playing(s)) {
		pg_text_draw(v->app->text, "Drawing who starts\xe2\x80\xa6", x, y, px(v, 19),
		             PG_FONT_BOLD, pg_ui_theme.text, PG_ALIGN_LEFT);
	} else {
		int seat = s->to_move;
		snprintf(text, sizeof text, "%s to move", seat_name(v, seat));
		SDL_Rect sw = {x, y + px(v, 2), px(v, 18), px(v, 18)};
		pg_ui_draw_swatch(r, sw, sw.w / 2, seat_style(v, seat));
		pg_text_draw_fit(v->app->text, text, x + px(v, 26), y,
		                 p.w - 2 * pad - px(v, 26), px(v, 19), PG_FONT_BOLD,
		                 pg_ui_theme.text, PG_ALIGN_LEFT);
		/* Pips: filled for the actions left, hollow for those used. */
		int pip_y = y + px(v, 40), pip_r = px(v, 7);
		int total = s->actions_per_turn, left = s->actions_left;
		for (int i = 0; i < total; i++) {
			float pcx = (float)(x + pip_r + i * (pip_r * 3));
			if (i < left)
				fill_ellipse(v, pcx, (float)pip_y, (float)pip_r, (float)pip_r,
				             pg_ui_theme.accent_hover);
			else
				ring_ellipse(v, pcx, (float)pip_y, (float)pip_r, (float)pip_r,
				             (float)px(v, 1.5f), pg_ui_theme.text_dim);
		}
		snprintf(text, sizeof text, "%d of %d action%s left", left, total,
		         plural(total));
		pg_text_draw(v->app->text, text, x + total * pip_r * 3 + px(v, 6), pip_y,
		             px(v, 15), PG_FONT_REGULAR, pg_ui_theme.text,
		             PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
		if (kloone_run_in_progress(s) && v->run_len > 1)
			snprintf(text, sizeof text, "Pawn run: %d step%s (%s)", v->run_len - 1,
			         plural(v->run_len - 1),
			         increase_pending(s) ? "+1 chip" : "no chip");
		else
			snprintf(text, sizeof text, "No pawn run going on");
		pg_text_draw_fit(
		    v->app->text, text, x, pip_y + px(v, 16), p.w - 2 * pad, px(v, 14),
		    kloone_run_in_progress(s) ? PG_FONT_BOLD : PG_FONT_REGULAR,
		    kloone_run_in_progress(s) ? pg_ui_theme.accent_hover : pg_ui_theme.text_dim,
		    PG_ALIGN_LEFT);
	}
	snprintf(text, sizeof text, "%d-action rule \xc2\xb7 %d base tiles",
	         s->actions_per_turn, s->actions_per_turn == 3 ? 12 : 9);
	pg_text_draw_fit(v->app->text, text, x, p.y + p.h - pad - line, p.w - 2 * pad,
	                 px(v, 14), PG_FONT_REGULAR, pg_ui_theme.text_dim, PG_ALIGN_LEFT);
}

/* A small stack of three chips topped with seat's colour (an owned stack),
 * or a dim outline of one still to make. */
static void draw_stack_slot(kl_view *v, int seat, SDL_Rect slot, bool filled)
{
	float w = (float)v->pile_chip_w * 0.8f, h = w * CHIP_ART_H / CHIP_ART_W;
	float rise = w * CHIP_RISE / CHIP_ART_W;
	float cx = (float)slot.x + (float)slot.w / 2, bottom = (float)(slot.y + slot.h);
	for (int i = 0; i < 3; i++) {
		int colour = i == 2 && filled ? seat + 1 : KLOONE_CHIP_NEUTRAL;
		SDL_FRect box = {cx - w / 2, bottom - h - rise * (float)i, w, h};
		draw_pile_chip(v, colour, box, filled ? 255 : 40);
	}
}

static void draw_player_panel(kl_view *v, SDL_Renderer *r, int seat)
{
	const kloone_state *s = &v->shown;
	const kl_panel *panel = &v->player_panels[seat];
	SDL_Rect p = grow_rect(panel->rect, pulse_scale(v, TAG_PANEL + seat));
	int radius = px(v, 12);
	pg_ui_panel(r, p, radius);
	bool to_move = playing(s) && s->to_move == seat;
	if (to_move)
		pg_ui_stroke_rounded(
		    r, p, radius, px(v, 3),
		    pg_ui_with_alpha(pg_ui_theme.accent_hover, (Uint8)(170 + 85 * breathe(v))));
	int pad = px(v, 14);
	int x = p.x + pad, y = p.y + pad;
	/* The pawn as the player's badge. */
	float ph = (float)px(v, 30), pw = ph * PAWN_ART_W / PAWN_ART_H;
	int tw = (int)lroundf(pw), th = (int)lroundf(ph);
	pg_assets_draw_scaled(v->app->assets, pawn_files[seat], tw, th,
	                      (SDL_FRect){(float)x, (float)y - (float)px(v, 4), pw, ph}, 255,
	                      0);
	int tx = x + tw + px(v, 8);
	pg_text_draw(v->app->text, seat_name(v, seat), tx, y + px(v, 10), px(v, 19),
	             PG_FONT_BOLD, pg_ui_theme.text, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	int name_w = 0;
	pg_text_measure(v->app->text, seat_name(v, seat), px(v, 19), PG_FONT_BOLD, &name_w,
	                NULL);
	pg_text_draw_fit(v->app->text, pg_play_seat_label(v->play, seat),
	                 tx + name_w + px(v, 8), y + px(v, 10),
	                 p.x + p.w - pad - (tx + name_w + px(v, 8)), px(v, 14), PG_FONT_REGULAR,
	                 pg_ui_theme.text_dim, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	/* Chips in hand. */
	SDL_Rect hand = panel->piles[0];
	int n = kloone_colour_supply(s, seat);
	draw_pile(v, seat + 1, n, hand, KLOONE_COLOUR_CHIPS, 255);
	draw_count(v, n, hand.x + hand.w + px(v, 4), hand.y + hand.h - px(v, 12), n > 0);
	pg_text_draw(v->app->text, "in hand", hand.x + hand.w + px(v, 4), hand.y + px(v, 2),
	             px(v, 12), PG_FONT_REGULAR, pg_ui_theme.text_dim, PG_ALIGN_LEFT);
	/* Stacks: three slots. */
	SDL_Rect slots = panel->piles[1];
	int stacks = kloone_stack_count(s, seat);
	int slot_w = slots.w / 3;
	for (int i = 0; i < 3; i++)
		draw_stack_slot(v, seat,
		                (SDL_Rect){slots.x + i * slot_w, slots.y, slot_w, slots.h},
		                i < stacks);
	char text[32];
	snprintf(text, sizeof text, "Stacks %d of 3", stacks);
	pg_text_draw(v->app->text, text, slots.x + slots.w / 2, slots.y - px(v, 14), px(v, 12),
	             stacks ? PG_FONT_BOLD : PG_FONT_REGULAR,
	             stacks ? pg_ui_theme.text : pg_ui_theme.text_dim, PG_ALIGN_CENTER);
}

/* A count and what it counts, beside a pile. */
static void draw_pile_caption(kl_view *v, int n, const char *what, int x, int cy)
{
	char text[16];
	snprintf(text, sizeof text, "\xc3\x97%d", n);
	int w = pg_text_draw(v->app->text, text, x, cy, px(v, 19), PG_FONT_BOLD,
	                     n ? pg_ui_theme.text : pg_ui_theme.text_dim,
	                     PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	pg_text_draw(v->app->text, what, x + w + px(v, 6), cy, px(v, 13), PG_FONT_REGULAR,
	             pg_ui_theme.text_dim, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
}

static void draw_supply_panel(kl_view *v, SDL_Renderer *r)
{
	const kloone_state *s = &v->shown;
	SDL_Rect p = v->supply_panel.rect;
	pg_ui_panel(r, p, px(v, 12));
	SDL_Rect chips = v->supply_panel.piles[0];
	int n = kloone_neutral_supply(s);
	draw_pile(v, KLOONE_CHIP_NEUTRAL, n, chips, 6, 255);
	int lx = chips.x + chips.w + px(v, 8);
	draw_pile_caption(v, n, n == 1 ? "white chip left" : "white chips left", lx,
	                  chips.y + chips.h / 2);
	SDL_Rect tiles = v->supply_panel.piles[1];
	int stock = kloone_tile_stock(s);
	float ih = (float)tiles.h, iw = ih * STOCK_ASPECT;
	float ix = (float)tiles.x + ((float)tiles.w - iw) / 2;
	pg_assets_draw_scaled(v->app->assets, "kloone/tile_stock.svg", (int)lroundf(iw),
	                      (int)lroundf(ih), (SDL_FRect){ix, (float)tiles.y, iw, ih},
	                      stock ? 255 : 60, 0);
	if (stock)
		draw_pile_caption(v, stock,
		                  stock == 1 ? "base tile to lay" : "base tiles to lay", lx,
		                  tiles.y + tiles.h / 2);
	else
		pg_text_draw(v->app->text, "No base tiles left", lx, tiles.y + tiles.h / 2,
		             px(v, 14), PG_FONT_REGULAR, pg_ui_theme.text_dim,
		             PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
}

static void draw_column(kl_view *v, SDL_Renderer *r)
{
	draw_turn_panel(v, r);
	for (int seat = 0; seat < KLOONE_SEATS; seat++)
		draw_player_panel(v, r, seat);
	draw_supply_panel(v, r);
}

/* ---- drawing: the tooltip -------------------------------------------------------------- */

/* The stack at tile as "white, white, red" (bottom to top). */
static void stack_words(const kloone_state *s, int tile, char *buf, size_t size)
{
	buf[0] = '\0';
	int h = kloone_stack_height(s, tile);
	for (int level = 1; level <= h; level++) {
		size_t len = strlen(buf);
		kloone_chip c = kloone_chip_at(s, tile, level);
		snprintf(buf + len, size - len, "%s%s", level > 1 ? ", " : "",
		         chip_words[c == KLOONE_CHIP_NONE ? 0 : c]);
	}
}

static int tooltip_lines(kl_view *v, int cell, char lines[][TEXT_SIZE], int cap)
{
	const kloone_state *s = real_state(v);
	int n = 0;
	int tile = tile_at_cell(s, cell);
	char words[64];
	if (tile < 0) {
		snprintf(lines[n++], TEXT_SIZE, "Blank space");
		snprintf(lines[n++], TEXT_SIZE, "%s",
		         kloone_tile_stock(s) ? "Going here lays a base tile from the stock"
		                              : "No base tiles are left to lay here");
	} else {
		int h = kloone_stack_height(s, tile);
		stack_words(s, tile, words, sizeof words);
		if (h == 0)
			snprintf(lines[n++], TEXT_SIZE, "Base tile, no chips");
		else
			snprintf(lines[n++], TEXT_SIZE, "Stack of %d: %s (bottom to top)", h,
			         words);
		int owner = kloone_stack_owner(s, tile);
		if (owner >= 0)
			snprintf(lines[n++], TEXT_SIZE, "%s's stack: topped with %s's colour",
			         seat_name(v, owner), seat_name(v, owner));
		for (int seat = 0; seat < KLOONE_SEATS; seat++)
			if (s->pawn_tile[seat] == tile)
				snprintf(lines[n++], TEXT_SIZE, "%s's pawn stands here",
				         seat_name(v, seat));
		if (playing(s) && kloone_tile_visited(s, tile) &&
		    s->pawn_tile[s->to_move] != tile)
			snprintf(lines[n++], TEXT_SIZE, "Visited by %s's pawn this turn",
			         seat_name(v, s->to_move));
	}
	if (pg_play_input_seat(v->play) < 0 || n >= cap - 1)
		return n;
	int mine = s->pawn_tile[s->to_move];
	if (tile >= 0 && tile == mine) {
		snprintf(lines[n++], TEXT_SIZE, "Your pawn: drag it, or the chip under it");
		return n;
	}
	kloone_block pawn = block_for(v, PIECE_PAWN, cell);
	kloone_block chip = block_for(v, PIECE_CHIP, cell);
	if (pawn == KLOONE_BLOCK_NOT_ADJACENT) {
		snprintf(lines[n++], TEXT_SIZE, "Not next to your pawn");
		return n;
	}
	if (pawn == KLOONE_OK)
		snprintf(lines[n++], TEXT_SIZE, "Your pawn can go here");
	else
		snprintf(lines[n++], TEXT_SIZE, "Pawn: %s", kloone_block_text(pawn));
	bool chip_stuck = chip == KLOONE_BLOCK_NO_CHIP || chip == KLOONE_BLOCK_NO_NEUTRAL;
	if (n < cap && !chip_stuck) {
		if (chip == KLOONE_OK)
			snprintf(lines[n++], TEXT_SIZE, "The chip under your pawn can go here");
		else
			snprintf(lines[n++], TEXT_SIZE, "Chip: %s", kloone_block_text(chip));
	}
	return n;
}

static void draw_tooltip(kl_view *v, SDL_Renderer *r)
{
	if (!v->hovering || v->drag.active || v->action_count || v->snap_active)
		return;
	if (!pg_ui_contains(v->board, v->hover_x, v->hover_y) ||
	    !pg_ui_contains(v->board, v->app->input.x, v->app->input.y))
		return;
	int cell = -1;
	for (int seat = 0; seat < KLOONE_SEATS && cell < 0; seat++)
		if (in_frect(pawn_box(v, seat), (float)v->hover_x, (float)v->hover_y))
			cell = v->shown.tile_cell[v->shown.pawn_tile[seat]];
	bool blanks = kloone_tile_stock(&v->shown) > 0 || pg_play_input_seat(v->play) >= 0;
	if (cell < 0)
		cell = hex_at(v, v->hover_x, v->hover_y, blanks);
	if (cell < 0)
		return;
	if (tile_at_cell(&v->shown, cell) < 0 && kloone_tile_stock(&v->shown) == 0) {
		/* Closed blank spaces show (faintly) only next to the pawn to move. */
		const kloone_state *s = &v->shown;
		int t = s->pawn_tile[s->to_move];
		if (t < 0 || kloone_cell_distance(s->tile_cell[t], cell) != 1)
			return;
	}
	char lines[6][TEXT_SIZE];
	int n = tooltip_lines(v, cell, lines, 6);
	int size = px(v, 14), pad = px(v, 10);
	int line_h = pg_text_line_height(v->app->text, size, PG_FONT_REGULAR);
	int w = 0;
	for (int i = 0; i < n; i++) {
		int lw = 0;
		pg_text_measure(v->app->text, lines[i], size,
		                i ? PG_FONT_REGULAR : PG_FONT_BOLD, &lw, NULL);
		w = lw > w ? lw : w;
	}
	SDL_Rect box = {v->hover_x + px(v, 18), v->hover_y + px(v, 18), w + 2 * pad,
	                n * line_h + 2 * pad};
	if (box.x + box.w > v->area.x + v->area.w)
		box.x = v->hover_x - px(v, 12) - box.w;
	if (box.y + box.h > v->area.y + v->area.h)
		box.y = v->hover_y - px(v, 12) - box.h;
	box.x = clampi(box.x, v->area.x, v->area.x + v->area.w - box.w);
	box.y = clampi(box.y, v->area.y, v->area.y + v->area.h - box.h);
	pg_ui_shadow(r, box, px(v, 8), px(v, 6));
	pg_ui_fill_rounded(r, box, px(v, 8), pg_ui_rgba(28, 18, 12, 240));
	pg_ui_stroke_rounded(r, box, px(v, 8), 1, pg_ui_theme.panel_edge);
	for (int i = 0; i < n; i++) {
		bool reason =
		    strncmp(lines[i], "Pawn: ", 6) == 0 || strncmp(lines[i], "Chip: ", 6) == 0;
		bool ok = strstr(lines[i], "can go here") != NULL;
		SDL_Color c = i == 0   ? pg_ui_theme.text
		              : ok     ? pg_ui_theme.good
		              : reason ? pg_ui_rgba(240, 170, 150, 255)
		                       : pg_ui_theme.text_dim;
		pg_text_draw(v->app->text, lines[i], box.x + pad, box.y + pad + i * line_h,
		             size, i ? PG_FONT_REGULAR : PG_FONT_BOLD, c, PG_ALIGN_LEFT);
	}
}

static void view_draw(void *data, SDL_Renderer *r)
{
	kl_view *v = data;
	/* A calm, slightly lighter felt under the board. */
	pg_ui_fill_rounded(r, v->board, px(v, 18), pg_ui_rgba(255, 236, 210, 10));
	draw_board(v);
	draw_flights(v);
	draw_held(v);
	draw_labels(v);
	draw_caption(v);
	draw_column(v, r);
	draw_tooltip(v, r);
}

/* ---- the view's table ------------------------------------------------------------------ */

static void show_state(kl_view *v)
{
	memcpy(&v->shown, real_state(v), sizeof v->shown);
}

static void *view_create(pg_app *app, pg_play *play)
{
	kl_view *v = SDL_calloc(1, sizeof *v);
	if (!v)
		return NULL;
	v->app = app;
	v->play = play;
	show_state(v);
	rebuild_run(v);
	return v;
}

static void view_destroy(void *data)
{
	SDL_free(data);
}

static void view_layout(void *data, SDL_Rect area)
{
	kl_view *v = data;
	v->area = area;
	layout_view(v, false);
}

static void view_on_events(void *data, const pg_played *played)
{
	kl_view *v = data;
	bool drop_pending = v->drop_pending && played->by_human;
	finish_all(v);
	v->drop_pending = drop_pending;
	v->drag.active = false;
	v->selected = PIECE_NONE;
	memcpy(&v->shown, played->before, sizeof v->shown);
	v->action_count = 0;
	v->clock = 0;
	/* Zoom at once to what the move ends with, so a new tile drops into
	 * room already made for it. */
	set_fit(v, fit_board(v, played->before, played->after), true);
	schedule(v, played);
	rebuild_run(v);
	run_timeline(v);
	if (v->action_count == 0)
		end_timeline(v);
}

static void view_reset(void *data)
{
	kl_view *v = data;
	pg_tweens_clear(&v->tweens);
	memset(v->labels, 0, sizeof v->labels);
	v->action_count = 0;
	v->clock = 0;
	v->drag.active = false;
	v->snap_active = false;
	v->drop_pending = false;
	v->selected = PIECE_NONE;
	v->pawn_flying[0] = v->pawn_flying[1] = false;
	show_state(v);
	rebuild_run(v);
	layout_view(v, false);
}

static void view_update(void *data, float dt)
{
	kl_view *v = data;
	pg_tweens_update(&v->tweens, dt);
	update_zoom(v, dt);
	if (v->action_count) {
		v->clock += dt;
		run_timeline(v);
	}
	for (int i = 0; i < MAX_LABELS; i++) {
		kl_label *l = &v->labels[i];
		if (l->active && (l->age += dt) >= TIME_LABEL)
			l->active = false;
	}
	if (v->snap_active && !pg_tweens_find(&v->tweens, TAG_SNAP, PG_TWEEN_MOVE))
		v->snap_active = false;
	if (pg_play_input_seat(v->play) < 0 && !v->action_count)
		v->selected = PIECE_NONE;
}

static bool view_is_animating(const void *data)
{
	const kl_view *v = data;
	return v->action_count > 0 || v->snap_active || v->zooming;
}

static void view_finish_animations(void *data)
{
	finish_all(data);
}

static int view_status_text(void *data, char *buf, size_t size)
{
	kl_view *v = data;
	const kloone_state *s = real_state(v);
	if (v->action_count || !playing(s))
		return 0;
	if (v->selected == PIECE_PAWN)
		return snprintf(buf, size,
		                "Pawn chosen: click a glowing hex (or W E A D Z X); click "
		                "the pawn again to let go");
	if (v->selected == PIECE_CHIP)
		return snprintf(buf, size,
		                "Chip chosen: click a glowing hex to move it there (or W E "
		                "A D Z X)");
	if (kloone_run_in_progress(s) && v->run_len > 1) {
		if (!increase_pending(s))
			return snprintf(buf, size,
			                "Pawn run: %d step%s. Its end adds no chip: %s.",
			                v->run_len - 1, plural(v->run_len - 1),
			                kloone_stack_height(s, s->pawn_tile[s->to_move]) >=
			                        KLOONE_MAX_HEIGHT
			                    ? "the stack under your pawn is full"
			                    : "no chip is left");
		return snprintf(
		    buf, size,
		    "Pawn run: %d step%s. A chip move or the end of your turn adds a "
		    "chip where your pawn stands.",
		    v->run_len - 1, plural(v->run_len - 1));
	}
	int left = kloone_actions_left(s);
	return snprintf(
	    buf, size,
	    "%d action%s left: drag your pawn, or the chip under it, to a glowing hex "
	    "(or click them)",
	    left, plural(left));
}

const pg_view kloone_view = {
    .game_id = "kloone",
    .title_art = NULL,
    .seat_styles = kl_seat_styles,
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
};

/* ---- for the headless tests (tests/test_scene_kloone.c) ---------------------------- */

bool kloone_view_hex_point(const void *view, int q, int r, int *x, int *y);
bool kloone_view_pawn_point(const void *view, int seat, int *x, int *y);
bool kloone_view_chip_point(const void *view, int *x, int *y);
int kloone_view_tiles_shown(const void *view);

/* Where to point at hex (q, r): the top of its stack. */
bool kloone_view_hex_point(const void *view, int q, int r, int *x, int *y)
{
	const kl_view *v = view;
	int cell = kloone_cell(q, r);
	if (cell < 0)
		return false;
	int tile = tile_at_cell(&v->shown, cell);
	float fx, fy;
	stack_top(v, cell, tile >= 0 ? drawn_height(v, tile) : 0, &fx, &fy);
	*x = (int)lroundf(fx);
	*y = (int)lroundf(fy);
	return true;
}

/* The middle of seat's pawn. */
bool kloone_view_pawn_point(const void *view, int seat, int *x, int *y)
{
	const kl_view *v = view;
	if (seat < 0 || seat >= KLOONE_SEATS)
		return false;
	SDL_FRect b = pawn_box(v, seat);
	if (b.w <= 0)
		return false;
	*x = (int)lroundf(b.x + b.w / 2);
	*y = (int)lroundf(b.y + b.h * 0.55f);
	return true;
}

/* A point on the chip under the pawn of the player to move, beside the pawn. */
bool kloone_view_chip_point(const void *view, int *x, int *y)
{
	const kl_view *v = view;
	const kloone_state *s = &v->shown;
	if (!playing(s))
		return false;
	int t = s->pawn_tile[s->to_move];
	float tx, ty;
	stack_top(v, s->tile_cell[t], drawn_height(v, t), &tx, &ty);
	*x = (int)lroundf(tx - v->xf.R * 0.42f);
	*y = (int)lroundf(ty + v->xf.R * 0.06f);
	return true;
}

int kloone_view_tiles_shown(const void *view)
{
	return ((const kl_view *)view)->shown.tile_count;
}
