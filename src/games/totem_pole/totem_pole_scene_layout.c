/*
 * totem_pole_scene_layout.c: where everything of the Totem Pole table is
 * (see totem_pole_scene.h): the pyramids' shapes measured from the art,
 * the pole, the hands and trays, the panels, and the board's pieces and
 * zones.
 */
#include <limits.h>
#include <math.h>

#include "totem_pole/totem_pole_scene.h"

/* ---- the art's geometry -------------------------------------------------------- */

/* Where each size's silhouette sits in the box the pyramid art shares (its
 * opaque pixels at 150 x 240), and the box's aspect. The pole's stacking
 * and the spacing in hand follow from them; test_scene_totem_pole
 * measures the art again, so a redrawn pyramid that these no longer fit
 * fails the test. */
const tp_shape totem_pole_art_shapes[TP_SIZES] = {
    {29.0f / 150, 121.0f / 150, 97.0f / 240, 240.0f / 240},
    {16.0f / 150, 134.0f / 150, 55.0f / 240, 240.0f / 240},
    {2.0f / 150, 148.0f / 150, 13.0f / 240, 240.0f / 240},
};
const float totem_pole_art_aspect = 150.0f / 240.0f;

static float shape_height(int size)
{
	const tp_shape *s = &totem_pole_art_shapes[size];
	return s->bottom - s->top;
}

float totem_pole_shape_width(int size)
{
	const tp_shape *s = &totem_pole_art_shapes[size];
	return (s->right - s->left) * totem_pole_art_aspect;
}

/* The box of a pyramid whose silhouette stands centred on (cx, ground). */
SDL_FRect totem_pole_standing_box(int size, float cx, float ground, float box_h)
{
	const tp_shape *s = &totem_pole_art_shapes[size];
	float w = box_h * totem_pole_art_aspect;
	float mid = (s->left + s->right) / 2;
	return (SDL_FRect){cx - mid * w, ground - s->bottom * box_h, w, box_h};
}

/* The same box centred on (cx, cy), as a pyramid held or let go. */
SDL_FRect totem_pole_centred_box(int size, float cx, float cy, float box_h)
{
	SDL_FRect box = totem_pole_standing_box(size, cx, cy, box_h);
	box.y = cy - box.h / 2;
	return box;
}

/* ---- the pole's scale ------------------------------------------------------ */

static float pole_rise(const tp_view *v)
{
	float t = pg_clampf((float)(tp_pole_height(&v->fit) - 12) / 18.0f, 0, 1);
	return pg_lerp(TOTEM_POLE_RISE_SHORT, TOTEM_POLE_RISE_TALL, t);
}

/* The box height of pyramids on the pole: as large as the column allows,
 * smaller when the pole gets tall so it always fits. Multiples of four
 * pixels only, so a growing pole re-renders its art now and then, not at
 * every pyramid. */
int totem_pole_pole_box_h(const tp_view *v)
{
	float rise = pole_rise(v);
	float need = 0;
	int height = tp_pole_height(&v->fit);
	for (int i = 0; i < height; i++) {
		float h = shape_height(tp_pole_size(&v->fit, i));
		need += i + 1 < height ? h * rise : h;
	}
	/* Leave room for the next pyramid too, so the ghost and a flying piece fit. */
	need += shape_height(TP_LARGE) * (1 - rise) + 0.05f;
	int avail = v->pole_ground - v->pole_zone.y - pg_px(v->app, 8);
	int h = need > 0 ? (int)((float)avail / need) : v->pole_max_h;
	h = pg_mini(h, v->pole_max_h);
	return pg_maxi(pg_px(v->app, 8), h & ~3);
}

/* The box of the pyramid at pole index (given the sizes below it). */
SDL_FRect totem_pole_pole_box(const tp_view *v, int index, int size, int box_h)
{
	float ground = (float)v->pole_ground;
	float rise = pole_rise(v) * (float)box_h;
	int height = tp_pole_height(&v->fit);
	for (int i = 0; i < index; i++)
		ground -=
		    shape_height(i < height ? tp_pole_size(&v->fit, i) : TP_MEDIUM) * rise;
	float cx = (float)pg_rect_cx(v->base_rect);
	return totem_pole_standing_box(size, cx, ground, (float)box_h);
}

/* ---- the hands ---------------------------------------------------------------- */

/* Pyramids drawn in a hand group now: the state's, less one that is
 * being dragged, flying back or waiting for its move. */
int totem_pole_hand_drawn(const tp_view *v, int colour, int size)
{
	int n = tp_supply(totem_pole_shown(v), colour, size);
	n -= pg_board_away(&v->board, totem_pole_piece(colour, size));
	return pg_maxi(0, n);
}

/* The box of the k-th of n pyramids in a hand group. */
SDL_FRect totem_pole_hand_box(const tp_view *v, int colour, int size, int k, int n)
{
	const tp_panel *p = &v->panels[colour];
	float box_h = (float)p->piece_h;
	float step = totem_pole_shape_width(size) * box_h * TOTEM_POLE_HAND_SPREAD;
	SDL_Rect g = p->groups[size];
	float cx = (float)g.x + (float)g.w / 2 + ((float)k - (float)(n - 1) / 2) * step;
	return totem_pole_standing_box(size, cx, (float)p->ground, box_h);
}

/* Where a pyramid picked up from a group comes from, or goes back to: the
 * last place of the group as `shown` holds it (a pyramid in a person's
 * hand or in flight is still counted there). */
SDL_FRect totem_pole_hand_top_box(const tp_view *v, int colour, int size)
{
	int n = pg_maxi(1, tp_supply(totem_pole_shown(v), colour, size));
	return totem_pole_hand_box(v, colour, size, n - 1, n);
}

/* ---- the trays ------------------------------------------------------------- */

/* Pyramids of one kind in a taker's tray, counting those flying there now
 * among the actions before before_action. */
static int tray_count(const tp_view *v, int taker, int colour, int size, int before_action)
{
	int n = tp_area_count(totem_pole_shown(v), taker, colour, size);
	for (int i = 0; i < v->tl.count && i < before_action; i++) {
		const pg_action *a = &v->tl.actions[i];
		if (a->kind == ACT_TAKE && a->lifted && !a->landed && a->seat == taker &&
		    a->a == colour && a->b == size)
			n++;
	}
	return n;
}

/* The k-th of the TOTEM_POLE_PIECES kinds in tray order: the taker's own
 * colour first, large to small. */
void totem_pole_tray_kind(int taker, int k, int *colour, int *size)
{
	int c = k / TP_SIZES;
	*colour = c == 0 ? taker : c <= taker ? c - 1 : c;
	*size = TP_LARGE - k % TP_SIZES;
}

/* Where the taken pyramids go: the tray art less its rim. */
static SDL_Rect tray_inner(const tp_view *v, const tp_panel *p)
{
	return pg_rect_inset(p->tray, p->tray.w * 6 / 100 + pg_px(v->app, 2),
	                     p->tray.h * 14 / 100 + pg_px(v->app, 1));
}

/* Width a pyramid takes in a tray row, in box heights. */
static float tray_slot(int size)
{
	return totem_pole_shape_width(size) * 0.8f;
}

/* The box height of pyramids in trays: one size for every tray, so the
 * art is rendered once per size and the trays look alike (multiples of
 * four pixels, as on the pole). */
int totem_pole_tray_box_h(const tp_view *v)
{
	int best = 0;
	int cap = INT_MAX;
	for (int taker = 0; taker < TOTEM_POLE_PANELS; taker++) {
		const tp_panel *p = &v->panels[taker];
		if (!p->used)
			continue;
		cap = pg_mini(cap, p->piece_h * 3 / 4);
		SDL_Rect in = tray_inner(v, p);
		float sum = 0, widest = tray_slot(TP_LARGE);
		int count = 0;
		for (int colour = 0; colour < TP_COLOURS; colour++)
			for (int size = 0; size < TP_SIZES; size++) {
				int k = tray_count(v, taker, colour, size, v->tl.count);
				sum += (float)k * tray_slot(size);
				count += k;
			}
		if (count < TOTEM_POLE_TRAY_MIN_FIT)
			sum += (float)(TOTEM_POLE_TRAY_MIN_FIT - count) * tray_slot(TP_MEDIUM);
		int fit = 0;
		for (int rows = 1; rows <= 5; rows++) {
			float by_h = (float)in.h / (float)rows;
			float by_w = (float)in.w / (sum / (float)rows + widest);
			int h = (int)fminf(by_h / shape_height(TP_LARGE) * 0.98f, by_w);
			fit = pg_maxi(fit, h);
		}
		best = best ? pg_mini(best, fit) : fit;
	}
	return pg_maxi(pg_px(v->app, 6), pg_mini(best, cap) & ~3);
}

/* The box of the ordinal-th pyramid of a kind in a taker's tray, laid
 * out with the ones flying there counted in: kinds in tray order, rows
 * filled left to right, the rows in use centred in the tray. */
SDL_FRect totem_pole_tray_box(const tp_view *v, int taker, int colour, int size, int ordinal,
                              int box_h)
{
	enum { MAX_ROWS = 8 };
	SDL_Rect in = tray_inner(v, &v->panels[taker]);
	float row_h = shape_height(TP_LARGE) * (float)box_h;
	int rows = pg_clampi((int)((float)in.h / row_h), 1, MAX_ROWS);
	float widths[MAX_ROWS] = {0};
	int row = 0, found_row = 0;
	float found_x = 0, found_w = 0;
	for (int k = 0; k < TOTEM_POLE_PIECES; k++) {
		int kind_colour, kind_size;
		totem_pole_tray_kind(taker, k, &kind_colour, &kind_size);
		int n = tray_count(v, taker, kind_colour, kind_size, v->tl.count);
		for (int i = 0; i < n; i++) {
			float w = tray_slot(kind_size) * (float)box_h;
			if (widths[row] + w > (float)in.w && widths[row] > 0 && row + 1 < rows)
				row++;
			if (kind_colour == colour && kind_size == size && i == ordinal) {
				found_row = row;
				found_x = widths[row];
				found_w = w;
			}
			widths[row] += w;
		}
	}
	float top = (float)in.y + ((float)in.h - row_h * (float)(row + 1)) / 2;
	float left = (float)in.x + ((float)in.w - widths[found_row]) / 2;
	return totem_pole_standing_box(size, left + found_x + found_w / 2,
	                               top + row_h * (float)(found_row + 1), (float)box_h);
}

/* Where a flying pyramid is going now (the layout may change meanwhile). */
SDL_FRect totem_pole_flight_target(const tp_view *v, const pg_action *a)
{
	if (a->kind == ACT_PLACE)
		return totem_pole_pole_box(v, a->c, a->b, totem_pole_pole_box_h(v));
	int ordinal = tray_count(v, a->seat, a->a, a->b, (int)(a - v->tl.actions));
	return totem_pole_tray_box(v, a->seat, a->a, a->b, ordinal, totem_pole_tray_box_h(v));
}

/* ---- layout --------------------------------------------------------------------- */

/* The largest size within max_w x max_h of the art at path, with its
 * own aspect (fallback, width over height, while it is unknown). */
static void fit_art(const tp_view *v, const char *path, float fallback, int max_w, int max_h,
                    int *w, int *h)
{
	float aw = fallback, ah = 1;
	pg_assets_natural_size(v->app->assets, path, &aw, &ah);
	float aspect = ah > 0 ? aw / ah : fallback;
	*w = max_w;
	*h = (int)((float)max_w / aspect);
	if (*h > max_h) {
		*h = max_h;
		*w = (int)((float)max_h * aspect);
	}
}

/* The tray art fitted into space, centred in it. */
static SDL_Rect fit_tray(const tp_view *v, SDL_Rect space)
{
	int w, h;
	fit_art(v, "totem_pole/scoring_tray.svg", 4, space.w, space.h, &w, &h);
	return (SDL_Rect){space.x + (space.w - w) / 2, space.y + (space.h - h) / 2, w, h};
}

/* The hand's three size groups standing on one line in hand (a rect as
 * tall as the groups' hit areas), their pyramids as big as the width
 * and the height allow; returns the height the pyramids and labels need. */
static int layout_hand(tp_view *v, tp_panel *p, SDL_Rect hand, int max_piece_room)
{
	int gap = pg_px(v->app, 6);
	int gw = (hand.w - 2 * gap) / 3;
	int label_h = pg_px(v->app, 30);
	p->label_h = label_h;
	int by_width = (int)((float)gw / (totem_pole_shape_width(TP_LARGE) *
	                                  (1 + 2 * TOTEM_POLE_HAND_SPREAD)));
	int by_height = (int)((float)(max_piece_room - label_h) / shape_height(TP_LARGE));
	p->piece_h = pg_maxi(pg_px(v->app, 10),
	                     pg_mini(pg_mini(by_width, by_height), pg_px(v->app, 120)) & ~1);
	int need =
	    (int)((float)p->piece_h * shape_height(TP_LARGE)) + label_h + pg_px(v->app, 12);
	hand.h = pg_maxi(hand.h, need);
	for (int size = 0; size < TP_SIZES; size++)
		p->groups[size] = (SDL_Rect){hand.x + size * (gw + gap), hand.y, gw, hand.h};
	p->ground = hand.y + (hand.h + need) / 2 - label_h - pg_px(v->app, 2);
	return need;
}

/* A seat's panel: the header, then the hand (three size groups standing on
 * one line, each labelled) and the tray: side by side in a wide panel,
 * else one above the other, spread evenly down the panel. */
static void layout_panel(tp_view *v, tp_panel *p, SDL_Rect r)
{
	int pad = pg_px(v->app, 12);
	p->used = true;
	p->rect = r;
	p->header =
	    (SDL_Rect){r.x + pad, r.y + pg_px(v->app, 8), r.w - 2 * pad, pg_px(v->app, 30)};
	int top = p->header.y + p->header.h + pg_px(v->app, 4);
	int body = r.y + r.h - pad - top;
	int inner_w = r.w - 2 * pad;
	if (r.w >= 2 * r.h) {
		int hand_w = inner_w * 44 / 100;
		layout_hand(v, p, (SDL_Rect){r.x + pad, top, hand_w, body}, body);
		SDL_Rect space = {r.x + 2 * pad + hand_w, top, inner_w - hand_w - pad, body};
		p->tray = fit_tray(v, space);
		return;
	}
	int hand_h = layout_hand(v, p, (SDL_Rect){r.x + pad, top, inner_w, 0}, body * 58 / 100);
	SDL_Rect space = {r.x + pad, 0, inner_w, body - hand_h - pg_px(v->app, 8)};
	p->tray = fit_tray(v, space);
	int spare = pg_maxi(0, (body - hand_h - p->tray.h) / 3);
	layout_hand(v, p, (SDL_Rect){r.x + pad, top + spare, inner_w, hand_h}, body * 58 / 100);
	p->tray.y = top + spare + hand_h + spare;
}

/* The die with its label, and the Pass / Count coup buttons, in the
 * strip beside the pole. The strip is never wider than 200 points (a
 * third of the column at most 480 wide), nor ever twice as wide as tall
 * (not even at 320 x 200): die, label (wrapping rather than shrinking)
 * and buttons one above the other, at the foot of the strip by the
 * pole's base; the box hugs them. */
static void layout_die_box(tp_view *v, SDL_Rect r)
{
	int pad = pg_px(v->app, 12);
	int label_h = pg_px(v->app, 22);
	int button_h = pg_px(v->app, 36);
	int gap = pg_px(v->app, 8);
	int lines = 3;
	int buttons_h = 2 * button_h + gap;
	int die = pg_mini(r.h - 2 * pad - lines * label_h - buttons_h - 2 * gap, r.w - 2 * pad);
	die = pg_clampi(die, pg_px(v->app, 40), pg_px(v->app, 180)) & ~1;
	int block = die + gap + lines * label_h + gap + buttons_h;
	int y = r.y + pg_maxi(pad, r.h - block - pad);
	v->die_box = (SDL_Rect){r.x, y - pad, r.w, r.y + r.h - (y - pad)};
	v->die.rect = (SDL_Rect){r.x + (r.w - die) / 2, y, die, die};
	v->die_label = (SDL_Rect){r.x + pad / 2, y + die + gap, r.w - pad, lines * label_h};
	SDL_Rect b = v->die_label;
	b.y += b.h + gap;
	b.h = button_h;
	v->pass_button.rect = b;
	b.y += button_h + gap;
	v->coup_button.rect = b;
}

/* The pole's column: the caption over all of it, under it the pole (and
 * its drop zone) with the die in a strip beside it. */
static void layout_column(tp_view *v, SDL_Rect column)
{
	int strip_w = column.w * 36 / 100;
	int pole_w = column.w - strip_w;
	v->caption_rect = (SDL_Rect){column.x, column.y, column.w, pg_px(v->app, 58)};
	int top = column.y + v->caption_rect.h;
	v->pole_zone = (SDL_Rect){column.x, top, pole_w, column.y + column.h - top};
	layout_die_box(v, (SDL_Rect){column.x + pole_w, top, strip_w, v->pole_zone.h});
	int bw, bh;
	fit_art(v, "totem_pole/pole_base.svg", 3,
	        pg_mini(pole_w * 78 / 100, pg_px(v->app, 240)), column.h / 6, &bw, &bh);
	v->base_rect =
	    (SDL_Rect){column.x + (pole_w - bw) / 2,
	               v->pole_zone.y + v->pole_zone.h - bh - pg_px(v->app, 6), bw, bh};
	/* The pyramids stand on the base's top face, a little below its edge. */
	v->pole_ground = v->base_rect.y + bh * 30 / 100;
	float widest = totem_pole_shape_width(TP_LARGE);
	v->pole_max_h = pg_mini((int)((float)pole_w * 0.5f / widest), pg_px(v->app, 120));
}

/* The pole and the die stand at the full height of the table. Four
 * seats sit in the corners round the pole, clockwise from the bottom
 * left. Three panels (three players, or two and the dummy) are stacked
 * on the right, each wide enough for its hand and tray side by side, the
 * person's (the bottom seat's) at the bottom, so no corner is left to
 * the die alone. */
void totem_pole_layout(tp_view *v)
{
	SDL_Rect a = v->area;
	int m = pg_px(v->app, 12);
	int players = tp_players(totem_pole_shown(v));
	v->table = (SDL_Rect){a.x + m / 2, a.y + m / 2, a.w - m, a.h - m};
	int h = a.h - 2 * m;
	for (int i = 0; i < TOTEM_POLE_PANELS; i++)
		v->panels[i].used = false;
	int order[TP_MAX_PLAYERS] = {0};
	for (int i = 0; i < players; i++)
		order[i] = (v->bottom_seat + i) % players;
	int col_w = pg_clampi(a.w * 33 / 100, pg_px(v->app, 200), pg_px(v->app, 480));
	SDL_Rect column = {a.x + m, a.y + m, col_w, h};
	if (players == 4) {
		int side_w = (a.w - col_w - 4 * m) / 2;
		SDL_Rect left = {a.x + m, a.y + m, side_w, h};
		column.x = left.x + side_w + m;
		int right_x = column.x + col_w + m;
		SDL_Rect right = {right_x, a.y + m, a.x + a.w - m - right_x, h};
		int top_h = (h - m) / 2;
		SDL_Rect corner[4] = {
		    {left.x, left.y + top_h + m, left.w, h - top_h - m},    /* bottom left */
		    {left.x, left.y, left.w, top_h},                        /* top left */
		    {right.x, right.y, right.w, top_h},                     /* top right */
		    {right.x, right.y + top_h + m, right.w, h - top_h - m}, /* bottom right */
		};
		for (int i = 0; i < players; i++)
			layout_panel(v, &v->panels[order[i]], corner[i]);
	} else {
		/* Two players: the grey dummy's panel sits where a third seat's would. */
		int panels[3] = {order[0], players == 2 ? TP_GREY : order[1],
		                 players == 2 ? order[1] : order[2]};
		int x = column.x + col_w + m;
		int w = a.x + a.w - m - x;
		int panel_h = (h - 2 * m) / 3;
		for (int i = 0; i < 3; i++) {
			int y = a.y + m + (2 - i) * (panel_h + m);
			layout_panel(v, &v->panels[panels[i]], (SDL_Rect){x, y, w, panel_h});
		}
	}
	layout_column(v, column);
	pg_board_begin_layout(&v->board);
	pg_board_add_zone(&v->board, TOTEM_POLE_ZONE_POLE, v->pole_zone);
	for (int taker = 0; taker < TOTEM_POLE_PANELS; taker++)
		if (v->panels[taker].used)
			pg_board_add_area(&v->board, TOTEM_POLE_AREA_PANEL + taker,
			                  v->panels[taker].rect);
	totem_pole_register_pieces(v);
}

/* Every hand group is a piece (whether it may be picked up now is the
 * board rules' can_pick); it goes home to the top of its group. */
void totem_pole_register_pieces(tp_view *v)
{
	for (int colour = 0; colour < TOTEM_POLE_PANELS; colour++) {
		if (!v->panels[colour].used)
			continue;
		for (int size = 0; size < TP_SIZES; size++)
			pg_board_add_piece(&v->board, totem_pole_piece(colour, size),
			                   v->panels[colour].groups[size],
			                   totem_pole_hand_top_box(v, colour, size));
	}
}
