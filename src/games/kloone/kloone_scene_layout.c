/*
 * kloone_scene_layout.c: the board's transform (fit and zoom), the art boxes of
 * tiles, chips and pawns, and the layout of the board and the column (see
 * kloone_scene.h).
 */
#include "kloone/kloone_scene.h"

/* ---- small helpers -------------------------------------------------------- */

/* What is drawn: the timeline's copy, trailing the real state. */
const kloone_state *kloone_shown(const kl_view *v)
{
	return v->tl.shown;
}

const char *kloone_seat_name(const kl_view *v, int seat)
{
	return _(pg_play_seat_style(v->play, seat)->name);
}

bool kloone_playing(const kloone_state *s)
{
	return s->phase == KLOONE_PHASE_PLAY;
}

/* ---- the board's transform ------------------------------------------------ */

void kloone_hex_centre(const kl_view *v, int cell, float *x, float *y)
{
	int q = kloone_cell_q(cell), r = kloone_cell_r(cell);
	*x = v->xf.ox + v->xf.R * SQRT3 * ((float)q + (float)r * 0.5f);
	*y = v->xf.oy + v->xf.R * 1.5f * HEX_K * (float)r;
}

/* The centre of the top face of a stack of `height` chips on a hex. */
void kloone_stack_top(const kl_view *v, int cell, int height, float *x, float *y)
{
	kloone_hex_centre(v, cell, x, y);
	*y -= (float)height * CHIP_RISE * v->xf.R;
}

/* Every hex worth drawing in state s: its tiles and the blank spaces next
 * to them. */
int kloone_collect_hexes(const kloone_state *s, kl_hex *out)
{
	int n = 0;
	for (int t = 0; t < s->tile_count && n < MAX_HEXES; t++)
		out[n++] = (kl_hex){s->tile_cell[t], t};
	int tiles = n;
	for (int t = 0; t < tiles; t++) {
		for (int d = 0; d < KLOONE_DIRECTIONS; d++) {
			int cell = kloone_next_cell(s->tile_cell[t], d);
			if (cell < 0 || kloone_tile_at_cell(s, cell) >= 0)
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

/* Sorts hexes into reading order (by cell: row by row, left to right),
 * which on the board is also back to front. */
void kloone_sort_hexes(kl_hex *hexes, int n)
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && hexes[j - 1].cell > hexes[j].cell; j--) {
			kl_hex swap = hexes[j];
			hexes[j] = hexes[j - 1];
			hexes[j - 1] = swap;
		}
}

typedef struct kl_box {
	float x0, y0, x1, y1;
} kl_box;

/* Grows the box by the hexes of s: its tiles, and the blank spaces round
 * them while tiles are left to lay there. */
static void box_add_states(kl_box *b, const kloone_state *s)
{
	kl_hex hexes[MAX_HEXES];
	int n = kloone_collect_hexes(s, hexes);
	for (int i = 0; i < n; i++) {
		if (hexes[i].tile < 0 && s->tile_stock == 0)
			continue;
		int q = kloone_cell_q(hexes[i].cell), r = kloone_cell_r(hexes[i].cell);
		float x = SQRT3 * ((float)q + (float)r * 0.5f), y = 1.5f * HEX_K * (float)r;
		b->x0 = fminf(b->x0, x - TILE_ART_W / 2);
		b->x1 = fmaxf(b->x1, x + TILE_ART_W / 2);
		b->y0 = fminf(b->y0, y - FIT_TOP);
		b->y1 = fmaxf(b->y1, y + TILE_ART_H - TILE_ART_TOP);
	}
}

/* The transform that fits the tiles of both states (and the blank ring
 * round them) into the board rectangle. R is even, so the art is
 * re-rendered only when the board really changes size. */
kl_xform kloone_fit_board(const kl_view *v, const kloone_state *a, const kloone_state *b)
{
	kl_box box = {1e9f, 1e9f, -1e9f, -1e9f};
	box_add_states(&box, a);
	box_add_states(&box, b);
	if (box.x1 < box.x0)
		box = (kl_box){-1, -1, 1, 1};
	float w = box.x1 - box.x0, h = box.y1 - box.y0;
	float R = fminf((float)v->board.w / w, (float)v->board.h / h);
	R = fminf(R, (float)pg_px(v->app, 112));
	R = fmaxf(8.0f, (float)((int)R & ~1));
	return (kl_xform){
	    R, (float)v->board.x + (float)v->board.w / 2 - R * (box.x0 + box.x1) / 2,
	    (float)v->board.y + (float)v->board.h / 2 - R * (box.y0 + box.y1) / 2};
}

void kloone_set_fit(kl_view *v, kl_xform target, bool animate)
{
	bool same = fabsf(target.R - v->zoom_to.R) < 0.5f &&
	            fabsf(target.ox - v->zoom_to.ox) < 0.5f &&
	            fabsf(target.oy - v->zoom_to.oy) < 0.5f;
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

void kloone_update_zoom(kl_view *v, float dt)
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

SDL_FRect kloone_tile_box(const kl_view *v, float cx, float cy)
{
	float R = v->xf.R;
	return (SDL_FRect){cx - R * TILE_ART_W / 2, cy - R * TILE_ART_TOP, R * TILE_ART_W,
	                   R * TILE_ART_H};
}

/* The box of a chip whose top face is centred on (tx, ty), at radius R. */
SDL_FRect kloone_chip_box_at(float R, float tx, float ty)
{
	return (SDL_FRect){tx - R * CHIP_ART_W / 2, ty - R * CHIP_ART_TOP, R * CHIP_ART_W,
	                   R * CHIP_ART_H};
}

/* The box of a pawn whose foot is centred on (fx, fy). */
SDL_FRect kloone_pawn_box_at(float R, float fx, float fy)
{
	return (SDL_FRect){fx - R * PAWN_ART_W / 2, fy - R * PAWN_ART_BASE, R * PAWN_ART_W,
	                   R * PAWN_ART_H};
}

/* ---- layout ------------------------------------------------------------------------------ */

static void layout_column(kl_view *v)
{
	SDL_Rect c = v->column;
	int gap = pg_px(v->app, 10);
	/* Heights in points, squeezed if the column is short. */
	float want[4] = {120, 122, 122, 104};
	float total = want[0] + want[1] + want[2] + want[3];
	float avail = (float)(c.h - 3 * gap);
	float k = fminf(1.0f, avail / (float)pg_px(v->app, total));
	kl_panel *panels[4] = {&v->turn_panel, &v->player_panels[0], &v->player_panels[1],
	                       &v->supply_panel};
	int y = c.y;
	for (int i = 0; i < 4; i++) {
		int h = (int)((float)pg_px(v->app, want[i]) * k);
		panels[i]->rect = (SDL_Rect){c.x, y, c.w, h};
		y += h + gap;
	}
	v->pile_chip_w = pg_px(v->app, 30) & ~1;
	int pad = pg_px(v->app, 14);
	int count_h = pg_text_line_height(v->app->text, pg_px(v->app, 19), PG_FONT_BOLD);
	int label_h = pg_text_line_height(v->app->text, pg_px(v->app, 12), PG_FONT_REGULAR);
	for (int seat = 0; seat < KLOONE_SEATS; seat++) {
		kl_panel *panel = &v->player_panels[seat];
		SDL_Rect r = panel->rect;
		int row = r.y + r.h - pg_px(v->app, 44);
		SDL_Rect hand = {r.x + pad, row, pg_px(v->app, 40), pg_px(v->app, 34)};
		panel->piles[0] = hand;
		panel->piles[1] =
		    (SDL_Rect){r.x + r.w - pad - pg_px(v->app, 96), row - pg_px(v->app, 4),
		               pg_px(v->app, 96), pg_px(v->app, 34)};
		int x = hand.x + hand.w + pg_px(v->app, 4);
		int w = panel->piles[1].x - pg_px(v->app, 4) - x;
		panel->count = (SDL_Rect){x, hand.y + hand.h - pg_px(v->app, 12) - count_h / 2,
		                          w, count_h};
		/* "in hand" stands on the count, clear of it. */
		panel->count_label = (SDL_Rect){x, panel->count.y - label_h, w, label_h};
	}
	/* The supply: white chips above, the tile stock below. */
	SDL_Rect s = v->supply_panel.rect;
	int row_h = (s.h - 2 * pg_px(v->app, 10)) / 2;
	v->supply_panel.piles[0] =
	    (SDL_Rect){s.x + pad, s.y + pg_px(v->app, 8), pg_px(v->app, 40), row_h};
	v->supply_panel.piles[1] = (SDL_Rect){s.x + pad, s.y + pg_px(v->app, 12) + row_h,
	                                      pg_px(v->app, 40), row_h - pg_px(v->app, 4)};
}

void kloone_layout_view(kl_view *v, bool animate)
{
	SDL_Rect a = v->area;
	int pad = pg_px(v->app, 12);
	int col_w = pg_clampi(a.w * 26 / 100, pg_px(v->app, 250), pg_px(v->app, 340));
	v->column = (SDL_Rect){a.x + a.w - col_w - pad, a.y + pad, col_w, a.h - 2 * pad};
	v->board = (SDL_Rect){a.x + pad, a.y + pad, a.w - col_w - 3 * pad, a.h - 2 * pad};
	layout_column(v);
	kloone_set_fit(v, kloone_fit_board(v, kloone_shown(v), pg_play_state(v->play)),
	               animate);
}
