/*
 * kloone_scene.h: what the files of Potlatch Kloone's scene share (private
 * to src/games/kloone; the app sees only kloone_view).
 *
 * The board of wooden hex tiles is seen from the edge of the table: hexes
 * are pointy-topped and squashed to HEX_K of their height, so chips stack
 * upward on a tile and the height of a stack reads at a glance. The board
 * is fitted into the area on every layout and zooms smoothly when a new
 * tile makes it grow. A column on the right shows the turn (actions left,
 * the rule, the pawn run), each player's stacks and chips in hand, and the
 * white chips and base tiles still in the supply.
 *
 *   kloone_scene.c         the view table, the board's rules, hit tests, keys
 *   kloone_scene_layout.c  the board's transform, art boxes, layout
 *   kloone_scene_anim.c    a move's events as timeline actions over `shown`
 *   kloone_scene_paint.c   drawing: shapes, art, the board, pieces in flight, the column
 *   kloone_board.c         (pg_core) a piece on a hex as a move, or why not
 *
 * Built on the scene kit: pg_board runs the drag, the click-then-click,
 * Tab / arrows / Enter / Esc and the flight home; pg_timeline keeps
 * `shown`, a copy of the rules' state that trails the real one while a
 * move is animated: every event of a move becomes an action (a tile drops
 * in, the pawn hops, a chip arcs, the chip that ends a pawn run drops onto
 * the pawn's hex with a label saying why) and changes `shown` with the
 * rules' small helpers (kloone_set_stack, kloone_lay_tile, kloone_put_pawn,
 * kloone_supply_add, kloone_start_turn) as it lands.
 *
 * The board's pieces are the pawn and the chip at its feet; its zones are
 * hexes by cell. A piece's home is centred on its anchor (the pawn's foot,
 * the top face of the chip that would move), and the board aims a drop
 * with the piece, not the pointer: hexes have a ground centre (on the
 * tile's face) and an aim point (the top of their stack), and a point
 * belongs to the hex whose aim point is nearest, so putting a chip onto
 * the top of a tall stack hits that stack.
 */
#ifndef KLOONE_SCENE_H
#define KLOONE_SCENE_H

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "kloone/kloone_board.h"
#include "kloone/kloone_rules.h"
#include "pg_board.h"
#include "pg_geom.h"
#include "pg_i18n.h"
#include "pg_seat_card.h"
#include "pg_timeline.h"
#include "pg_tooltip.h"
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
	MAX_LABELS = 6,
	MAX_HEXES = KLOONE_MAX_TILES * 7,
	MAX_PATH = 2 * KLOONE_MAX_TILES,
	TEXT_SIZE = 256, /* a line translated: a letter may take two bytes or more */
	TAG_PANEL = 8,   /* + seat: a player's panel pulses */
	LEGAL_CAP = 2 * KLOONE_DIRECTIONS + 4, /* room for the legal moves */
};

/* ---- the view's data -------------------------------------------------------- */

/* Timeline action kinds; the payload of each in pg_action's a..d. */
typedef enum kl_act_kind {
	ACT_NOTE,         /* a caption over the board */
	ACT_TILE,         /* a base tile drops in: b cell */
	ACT_PAWN,         /* seat's pawn hops: a cell, b cell, c height, d height */
	ACT_INCREASE,     /* the chip ending a pawn run drops: b cell, c height, d colour */
	ACT_EXCHANGE_OUT, /* a colour chip goes back to its owner: a cell, d colour */
	ACT_EXCHANGE_IN,  /* a white chip takes its place: b cell */
	ACT_CHIP,         /* the chip at the pawn's feet arcs: a, b, c height left, d */
	ACT_GLOW,         /* seat's stack glows (made, or the winner's): b cell */
	ACT_TURN,         /* the turn passes to seat */
	ACT_LABEL,        /* the caption over hex b when its moment comes, d seat or -1 */
} kl_act_kind;

typedef struct kl_label {
	bool active;
	int cell;
	int row; /* labels over one hex stack upward */
	float age;
	SDL_Color colour;
	char text[TEXT_SIZE];
} kl_label;

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
	/* A player's chips in hand: the box of the "×n" beside the pile and
	 * of the "in hand" above it. */
	SDL_Rect count, count_label;
} kl_panel;

typedef struct kl_view {
	pg_app *app;
	pg_play *play;
	SDL_Rect area;
	SDL_Rect board;
	SDL_Rect column;

	/* the board's transform: now, and the zoom from / to (the art is
	 * rendered for zoom_to's R, the size the board settles at) */
	kl_xform xf, zoom_from, zoom_to;
	float zoom_elapsed;
	bool zooming;

	/* the column */
	kl_panel turn_panel, player_panels[KLOONE_SEATS], supply_panel;
	int pile_chip_w; /* chip width in the piles */

	/* what is drawn: tl.shown, trailing the real state */
	pg_timeline tl;
	pg_board kit; /* the pieces and hexes a person moves and aims at */
	pg_tweens tweens;
	kl_label labels[MAX_LABELS];

	/* the current pawn run of the player to move, as cells (start first) */
	int run_path[MAX_PATH];
	int run_len;

	/* the pointer, for the tooltip */
	int hover_x, hover_y;
	bool hovering;
	pg_tooltip tip; /* what the hex under the pointer holds and allows */
} kl_view;

/* ---- kloone_scene_layout.c ---- */
const char *kloone_seat_name(const kl_view *v, int seat);
const kloone_state *kloone_shown(const kl_view *v);
bool kloone_playing(const kloone_state *s);
void kloone_hex_centre(const kl_view *v, int cell, float *x, float *y);
void kloone_stack_top(const kl_view *v, int cell, int height, float *x, float *y);
int kloone_collect_hexes(const kloone_state *s, kl_hex *out);
void kloone_sort_hexes(kl_hex *hexes, int n);
kl_xform kloone_fit_board(const kl_view *v, const kloone_state *a, const kloone_state *b);
void kloone_set_fit(kl_view *v, kl_xform target, bool animate);
void kloone_update_zoom(kl_view *v, float dt);
SDL_FRect kloone_tile_box(const kl_view *v, float cx, float cy);
SDL_FRect kloone_chip_box_at(float R, float tx, float ty);
SDL_FRect kloone_pawn_box_at(float R, float fx, float fy);
void kloone_layout_view(kl_view *v, bool animate);

/* ---- kloone_scene.c ---- */
kloone_ask kloone_ask_now(const kl_view *v, pg_move *legal);
int kloone_drawn_height(const kl_view *v, int cell);
SDL_FRect kloone_pawn_box(const kl_view *v, int seat);
int kloone_hex_at(const kl_view *v, int x, int y, bool with_blanks);
int kloone_piece_at(void *scene, int x, int y);

/* ---- kloone_scene_anim.c ---- */
extern const pg_timeline_hooks kloone_timeline_hooks;
/* Fast-forward: every animation to its end (the view's finish_animations). */
void kloone_finish_all(void *view);
void kloone_end_phrase(const kl_view *v, int reason, int winner, char *buf, size_t size);
void kloone_schedule(kl_view *v, const pg_played *played);

/* ---- kloone_scene_paint.c ---- */
void kloone_paint(void *data, SDL_Renderer *r);
void kloone_draw_hint_glow(void *scene, int cell);

#endif
