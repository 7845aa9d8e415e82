/*
 * kloone_scene_paint.c: drawing the Kloone table: hexes and ellipses drawn
 * with geometry, the art, the board with its stacks and glows, pieces in
 * flight and in hand, labels, the caption, the column and the tooltip (see
 * kloone_scene.h).
 */
#include "kloone/kloone_scene.h"

static const char *const chip_words[3] = {N_("white"), N_("red"), N_("blue")};

/* ---- shapes drawn with geometry ------------------------------------------------- */

static SDL_Vertex vert(float x, float y, SDL_Color c)
{
	return (SDL_Vertex){{x, y}, c, {0, 0}};
}

/* How a band goes round: `count` dashes of `steps` straight segments from
 * the angle `start`, each dash covering `share` of its part of the turn. */
typedef struct kl_dashes {
	int count, steps;
	float share, start;
} kl_dashes;

enum { DASH_VERTICES = 18 * 3 * 6 };

static const kl_dashes hex_sides = {6, 1, 1, -3.14159265f / 2}; /* from the top corner */
static const kl_dashes whole_ellipse = {40, 1, 1, 0};
static const kl_dashes dashed_ellipse = {18, 3, 0.6f, 0};

/* The angle where step i of dash d starts. */
static float dash_angle(kl_dashes dashes, int d, int i)
{
	return dashes.start + 2 * 3.14159265f *
	                          ((float)d + dashes.share * (float)i / dashes.steps) /
	                          dashes.count;
}

/* A band between the ellipse `outer` (radii across and down) round
 * (cx, cy) and the ellipse `inner` (radii 0: filled to the centre),
 * drawn as the polygon or the dashes of `dashes`. */
static void band(kl_view *v, float cx, float cy, SDL_FPoint outer, SDL_FPoint inner,
                 SDL_Color c, kl_dashes dashes)
{
	SDL_Vertex verts[DASH_VERTICES];
	int n = 0;
	for (int d = 0; d < dashes.count; d++) {
		for (int i = 0; i < dashes.steps; i++) {
			float a0 = dash_angle(dashes, d, i), a1 = dash_angle(dashes, d, i + 1);
			SDL_Vertex *q = verts + n;
			q[0] = vert(cx + outer.x * cosf(a0), cy + outer.y * sinf(a0), c);
			q[1] = vert(cx + outer.x * cosf(a1), cy + outer.y * sinf(a1), c);
			q[2] = vert(cx + inner.x * cosf(a0), cy + inner.y * sinf(a0), c);
			q[3] = q[2];
			q[4] = q[1];
			q[5] = vert(cx + inner.x * cosf(a1), cy + inner.y * sinf(a1), c);
			n += 6;
		}
	}
	SDL_RenderGeometry(v->app->renderer, NULL, verts, n, NULL, 0);
}

/* A band between the hex rims at scales outer and inner (1 = the tile's
 * rim; inner 0: the whole face). */
static void ring_hex(kl_view *v, float cx, float cy, float outer, float inner, SDL_Color c)
{
	float R = v->xf.R;
	band(v, cx, cy, (SDL_FPoint){R * outer, R * outer * HEX_K},
	     (SDL_FPoint){R * inner, R * inner * HEX_K}, c, hex_sides);
}

/* A band between the ellipse rx by ry and the one thick inside it. */
static void ring_ellipse(kl_view *v, float cx, float cy, float rx, float ry, float thick,
                         SDL_Color c, kl_dashes dashes)
{
	float ri = rx - thick;
	band(v, cx, cy, (SDL_FPoint){rx, ry}, (SDL_FPoint){ri, ri * (ry / rx)}, c, dashes);
}

static void fill_ellipse(kl_view *v, float cx, float cy, float rx, float ry, SDL_Color c)
{
	ring_ellipse(v, cx, cy, rx, ry, rx, c, whole_ellipse);
}

/* ---- art ------------------------------------------------------------------------ */

static const char *const pawn_files[KLOONE_SEATS] = {"kloone/pawn_red.svg",
                                                     "kloone/pawn_blue.svg"};

static const char *const chip_files[3] = {"kloone/chip_neutral.svg", "kloone/chip_red.svg",
                                          "kloone/chip_blue.svg"};

static void draw_art(kl_view *v, const char *path, float w_units, float h_units, SDL_FRect box,
                     Uint8 alpha)
{
	int tw = (int)lroundf(v->zoom_to.R * w_units),
	    th = (int)lroundf(v->zoom_to.R * h_units);
	pg_assets_draw_scaled(v->app->assets, path, tw > 0 ? tw : 1, th > 0 ? th : 1, box,
	                      alpha, 0);
}

static const char *tile_file(int cell)
{
	/* (q - r) mod 3 colours a hex grid so that neighbours always differ:
	 * a third of the tiles are cut from the darker board. */
	int k = ((kloone_cell_q(cell) - kloone_cell_r(cell)) % 3 + 3) % 3;
	return k == 1 ? "kloone/tile_dark.svg" : "kloone/tile_light.svg";
}

static void draw_chip(kl_view *v, int colour, SDL_FRect box, Uint8 alpha)
{
	if (colour < 0 || colour > 2)
		colour = 0;
	draw_art(v, chip_files[colour], CHIP_ART_W, CHIP_ART_H, box, alpha);
}

static void draw_pawn(kl_view *v, int seat, SDL_FRect box, Uint8 alpha)
{
	draw_art(v, pawn_files[seat], PAWN_ART_W, PAWN_ART_H, box, alpha);
}

/* ---- drawing: the board ------------------------------------------------------------ */

/* The piece whose targets glow now: the dragged or chosen one, or the chip
 * while the pointer is over it, else the pawn. */
static int glowing_piece(kl_view *v)
{
	int active = pg_board_active(&v->kit);
	if (active >= 0)
		return active;
	if (v->hovering && kloone_piece_at(v, v->hover_x, v->hover_y) == KLOONE_PIECE_CHIP)
		return KLOONE_PIECE_CHIP;
	return KLOONE_PIECE_PAWN;
}

/* Targets glow green for the pawn and copper for the chip, a little
 * brighter than the theme's so they read on the dark table too. */
static SDL_Color piece_colour(int piece)
{
	return piece == KLOONE_PIECE_CHIP ? pg_ui_rgba(240, 158, 82, 255)
	                                  : pg_ui_rgba(160, 216, 124, 255);
}

/* Does piece go to cell now? (No legal moves are asked for while nobody
 * here may move.) */
static bool target_glows(const kl_view *v, int cell, int piece)
{
	if (pg_timeline_running(&v->tl))
		return false;
	pg_move legal[LEGAL_CAP], out;
	kloone_ask ask = kloone_ask_now(v, legal);
	return kloone_board_moves(&ask, piece, cell, &out, 1) > 0;
}

/* The flying action of kind over cell (its b), or NULL. */
static const pg_action *action_at(const kl_view *v, int kind, int cell)
{
	for (int i = 0; i < v->tl.count; i++) {
		const pg_action *a = &v->tl.actions[i];
		if (a->kind == kind && a->b == cell && pg_timeline_flying(a))
			return a;
	}
	return NULL;
}

static void draw_target_glow(kl_view *v, float cx, float cy, int cell, int piece)
{
	bool legal = target_glows(v, cell, piece);
	bool aimed = pg_board_over(&v->kit, cell);
	if (!legal && !aimed)
		return;
	SDL_Color c = legal ? piece_colour(piece) : pg_ui_theme.bad;
	bool strong = pg_board_active(&v->kit) >= 0;
	Uint8 fill = (Uint8)(aimed    ? 120
	                     : strong ? 52 + 40 * PG_GLOW_LEVEL
	                              : 34 + 24 * PG_GLOW_LEVEL);
	ring_hex(v, cx, cy, 0.94f, 0, pg_ui_with_alpha(c, fill));
	ring_hex(v, cx, cy, 0.96f, aimed ? 0.84f : 0.89f,
	         pg_ui_with_alpha(c, aimed ? 255 : 200));
}

/* No tiles left: a blank space shows (faintly, to the person to move)
 * only next to the pawn to move, so hovering one can say why it is closed. */
static bool closed_blank_shows(const kl_view *v, int cell)
{
	const kloone_state *s = kloone_shown(v);
	int t = kloone_playing(s) ? s->pawn_tile[s->to_move] : -1;
	return t >= 0 && kloone_cell_distance(s->tile_cell[t], cell) == 1 &&
	       pg_play_input_seat(v->play) >= 0;
}

static void draw_blank(kl_view *v, int cell)
{
	bool open = kloone_shown(v)->tile_stock > 0;
	if (!open && !closed_blank_shows(v, cell))
		return;
	float cx, cy;
	kloone_hex_centre(v, cell, &cx, &cy);
	SDL_FRect box = kloone_tile_box(v, cx, cy);
	box.h = v->xf.R * BLANK_ART_H;
	draw_art(v, "kloone/blank.svg", TILE_ART_W, BLANK_ART_H, box, open ? 255 : 70);
	draw_target_glow(v, cx, cy, cell, glowing_piece(v));
}

/* The trail of the turn in copper (the colour of the pawn run): a dashed
 * ring round the stack of every hex the pawn to move stood on this turn. */
static void draw_visited(kl_view *v, int tile, float cx, float cy)
{
	const kloone_state *s = kloone_shown(v);
	if (!kloone_tile_visited(s, tile) || s->pawn_tile[s->to_move] == tile)
		return;
	float R = v->xf.R;
	ring_ellipse(v, cx, cy + R * 0.02f, R * 0.8f, R * 0.8f * HEX_K, fmaxf(2, R * 0.06f),
	             pg_ui_with_alpha(pg_ui_theme.accent_hover, 230), dashed_ellipse);
}

/* How far above its place a dropping tile is, and how opaque. */
static void tile_drop(const kl_view *v, int tile, float *dy, Uint8 *alpha)
{
	*dy = 0;
	*alpha = 255;
	const pg_action *a = action_at(v, ACT_TILE, kloone_shown(v)->tile_cell[tile]);
	if (!a)
		return;
	float p = pg_timeline_progress(&v->tl, a);
	*dy = -(1 - pg_ease_apply(PG_EASE_OUT_BACK, p)) * v->xf.R * 0.7f;
	*alpha = (Uint8)(255 * fminf(1, p * 2.5f));
}

static void draw_tile(kl_view *v, int tile)
{
	const kloone_state *s = kloone_shown(v);
	int cell = s->tile_cell[tile];
	float cx, cy, dy;
	Uint8 alpha;
	kloone_hex_centre(v, cell, &cx, &cy);
	tile_drop(v, tile, &dy, &alpha);
	draw_art(v, tile_file(cell), TILE_ART_W, TILE_ART_H, kloone_tile_box(v, cx, cy + dy),
	         alpha);
	if (alpha < 255)
		return;
	draw_visited(v, tile, cx, cy);
	draw_target_glow(v, cx, cy, cell, glowing_piece(v));
}

/* The dotted path of the pawn run in progress, over the tiles' faces. */
static void draw_run_path(kl_view *v)
{
	if (v->run_len < 2 || pg_timeline_running(&v->tl) || !kloone_playing(kloone_shown(v)))
		return;
	SDL_Color c = pg_ui_with_alpha(pg_ui_theme.accent_hover, 235);
	float R = v->xf.R;
	for (int i = 0; i + 1 < v->run_len; i++) {
		float x0, y0, x1, y1;
		kloone_hex_centre(v, v->run_path[i], &x0, &y0);
		kloone_hex_centre(v, v->run_path[i + 1], &x1, &y1);
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
	kloone_hex_centre(v, cell, &cx, &cy);
	kloone_stack_top(v, cell, height, &tx, &ty);
	float bx = cx, by = (ty + cy) / 2 + R * CHIP_RADIUS * HEX_K, br = R * 0.14f;
	SDL_Color fill =
	    owner >= 0 ? pg_play_seat_style(v->play, owner)->dark : pg_ui_rgba(58, 38, 24, 235);
	pg_ui_fill_circle(v->app->renderer, bx, by, br, fill);
	pg_ui_stroke_circle(v->app->renderer, bx, by, br, fmaxf(1, R * 0.02f),
	                    pg_ui_rgba(250, 232, 204, 210));
	char digit[4];
	snprintf(digit, sizeof digit, "%d", height);
	/* The text size follows the art's size, not the zoom, so a zoom does
	 * not render new text every frame. */
	pg_text_draw(v->app->text, digit, (int)bx, (int)by, (int)(v->zoom_to.R * 0.19f),
	             PG_FONT_BOLD, pg_ui_rgba(255, 246, 230, 255),
	             PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
}

static void draw_glow(kl_view *v, const pg_action *a, float tx, float ty)
{
	float p = pg_timeline_progress(&v->tl, a);
	float k = sinf(p * 3.14159265f);
	SDL_Color c = pg_play_seat_style(v->play, a->seat)->light;
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
	float bx = fx + R * 0.4f, by = fy - R * 0.12f, br = fmaxf(8, R * 0.16f);
	float pulse = 1.0f + 0.06f * PG_GLOW_LEVEL;
	pg_ui_fill_circle(v->app->renderer, bx, by, br * pulse, pg_ui_theme.accent);
	pg_ui_stroke_circle(v->app->renderer, bx, by, br * pulse, fmaxf(1, R * 0.02f),
	                    pg_ui_rgba(255, 240, 214, 230));
	pg_text_draw(v->app->text, "+1", (int)bx, (int)by,
	             (int)fmaxf(9, fmaxf(8, v->zoom_to.R * 0.16f) * 1.05f), PG_FONT_BOLD,
	             pg_ui_theme.accent_text, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
}

/* A pawn is not on its hex while it hops or a person holds it. */
static bool pawn_hidden(const kl_view *v, int seat)
{
	for (int i = 0; i < v->tl.count; i++) {
		const pg_action *a = &v->tl.actions[i];
		if (a->kind == ACT_PAWN && a->seat == seat && pg_timeline_flying(a))
			return true;
	}
	return seat == kloone_shown(v)->to_move && pg_board_away(&v->kit, KLOONE_PIECE_PAWN);
}

/* The chip that ends a pawn run falls onto the hex while the pawn hops up
 * and lands on it. Moves the pawn's foot (fx, fy) to where it is now. */
static void draw_increase(kl_view *v, const pg_action *a, float dy, float *fy)
{
	float R = v->xf.R;
	float t = pg_timeline_progress(&v->tl, a);
	float lx, ly;
	kloone_stack_top(v, a->b, a->c, &lx, &ly);
	ly += dy;
	float fall = pg_ease_apply(PG_EASE_IN, fminf(1, t / 0.7f));
	draw_chip(v, a->d, kloone_chip_box_at(R, lx, ly - (1 - fall) * R * 1.3f),
	          (Uint8)(255 * fminf(1, t * 4)));
	*fy = pg_lerp(*fy, ly, t) - sinf(t * 3.14159265f) * R * 0.5f;
}

static void draw_stack(kl_view *v, int tile)
{
	const kloone_state *s = kloone_shown(v);
	int cell = s->tile_cell[tile];
	int h = kloone_drawn_height(v, cell);
	float R = v->xf.R, dy;
	Uint8 alpha;
	tile_drop(v, tile, &dy, &alpha);
	for (int level = 1; level <= h; level++) {
		float tx, ty;
		kloone_stack_top(v, cell, level, &tx, &ty);
		draw_chip(v, kloone_chip_at(s, tile, level), kloone_chip_box_at(R, tx, ty + dy),
		          alpha);
	}
	float tx, ty;
	kloone_stack_top(v, cell, h, &tx, &ty);
	ty += dy;
	float fy = ty;
	const pg_action *inc = action_at(v, ACT_INCREASE, cell);
	if (inc)
		draw_increase(v, inc, dy, &fy);
	const pg_action *g = action_at(v, ACT_GLOW, cell);
	if (g)
		draw_glow(v, g, tx, ty);
	for (int seat = 0; seat < KLOONE_SEATS; seat++) {
		if (s->pawn_tile[seat] != tile || pawn_hidden(v, seat))
			continue;
		if (v->kit.selected == KLOONE_PIECE_PAWN && seat == s->to_move)
			ring_ellipse(v, tx, ty, R * 0.34f, R * 0.34f * HEX_K,
			             fmaxf(2, R * 0.05f), pg_ui_theme.good, whole_ellipse);
		draw_pawn(v, seat, kloone_pawn_box_at(R, tx, fy), alpha);
		if (seat == s->to_move && kloone_run_adds_chip(s) &&
		    !pg_timeline_running(&v->tl))
			draw_pending_badge(v, tx, ty);
	}
	if (v->kit.selected == KLOONE_PIECE_CHIP && s->pawn_tile[s->to_move] == tile)
		ring_ellipse(v, tx, ty + R * 0.02f, R * CHIP_RADIUS * 1.08f,
		             R * CHIP_RADIUS * 1.08f * HEX_K, fmaxf(2, R * 0.05f),
		             pg_ui_with_alpha(pg_ui_theme.accent_hover, 230), whole_ellipse);
}

static void draw_board(kl_view *v)
{
	const kloone_state *s = kloone_shown(v);
	kl_hex hexes[MAX_HEXES];
	int n = kloone_collect_hexes(s, hexes);
	for (int i = 0; i < n; i++)
		if (hexes[i].tile < 0)
			draw_blank(v, hexes[i].cell);
	/* Tiles back to front: reading order is by row, then left to right. */
	kloone_sort_hexes(hexes, n);
	int order[KLOONE_MAX_TILES], count = 0;
	for (int i = 0; i < n; i++)
		if (hexes[i].tile >= 0)
			order[count++] = hexes[i].tile;
	for (int i = 0; i < count; i++)
		draw_tile(v, order[i]);
	draw_run_path(v);
	for (int i = 0; i < count; i++)
		draw_stack(v, order[i]);
	/* Heights last, so no pawn in front hides them. */
	for (int i = 0; i < count; i++) {
		int t = order[i], cell = s->tile_cell[t];
		if (action_at(v, ACT_TILE, cell) || action_at(v, ACT_INCREASE, cell))
			continue;
		int h = kloone_drawn_height(v, cell);
		draw_height_badge(v, cell, h,
		                  h == KLOONE_MAX_HEIGHT ? kloone_stack_owner(s, t) : -1);
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

/* A chip off the board, over its shadow `off` to the right and twice that
 * lower. */
static void draw_chip_shadowed(kl_view *v, int colour, SDL_FRect box, float off, Uint8 shadow)
{
	draw_chip(v, colour, (SDL_FRect){box.x + off, box.y + 2 * off, box.w, box.h}, shadow);
	draw_chip(v, colour, box, 255);
}

static void draw_flying_chip(kl_view *v, int colour, float x0, float y0, float R0, float x1,
                             float y1, float R1, float t, float arc)
{
	float e = pg_ease_apply(PG_EASE_IN_OUT, t);
	float x = pg_lerp(x0, x1, e), y = pg_lerp(y0, y1, e) - sinf(t * 3.14159265f) * arc;
	float R = pg_lerp(R0, R1, e);
	draw_chip_shadowed(v, colour, kloone_chip_box_at(R, x, y), R * 0.06f, 255 / 4);
}

static void draw_action(kl_view *v, const pg_action *a)
{
	float t = pg_timeline_progress(&v->tl, a);
	float R = v->xf.R;
	float pile_R = (float)v->pile_chip_w / CHIP_ART_W;
	float x0, y0, x1, y1;
	if (a->kind == ACT_PAWN || a->kind == ACT_CHIP) {
		/* From where a person let it go, or from the top of its stack. */
		bool pawn = a->kind == ACT_PAWN;
		x0 = a->from.x;
		y0 = a->from.y;
		if (!a->from_drop)
			kloone_stack_top(v, a->a, pawn ? a->c : a->c + 1, &x0, &y0);
		kloone_stack_top(v, a->b, a->d, &x1, &y1);
		if (!pawn) {
			draw_flying_chip(v, KLOONE_CHIP_NEUTRAL, x0, y0, R, x1, y1, R, t,
			                 a->from_drop ? 0 : R * 0.6f);
			return;
		}
		float e = pg_ease_apply(PG_EASE_IN_OUT, t);
		float hop = a->from_drop ? 0 : sinf(t * 3.14159265f) * R * 0.5f;
		float x = pg_lerp(x0, x1, e), y = pg_lerp(y0, y1, e) - hop;
		fill_ellipse(v, x, pg_lerp(y0, y1, e), R * 0.2f, R * 0.2f * HEX_K,
		             pg_ui_rgba(0, 0, 0, 50));
		draw_pawn(v, a->seat, kloone_pawn_box_at(R, x, y), 255);
	} else if (a->kind == ACT_EXCHANGE_OUT) {
		kloone_stack_top(v, a->a, KLOONE_MAX_HEIGHT, &x0, &y0);
		pile_top(v, a->d, &x1, &y1);
		draw_flying_chip(v, a->d, x0, y0, R, x1, y1, pile_R, t, R * 0.8f);
	} else if (a->kind == ACT_EXCHANGE_IN) {
		pile_top(v, KLOONE_CHIP_NEUTRAL, &x0, &y0);
		kloone_stack_top(v, a->b, KLOONE_MAX_HEIGHT, &x1, &y1);
		draw_flying_chip(v, KLOONE_CHIP_NEUTRAL, x0, y0, pile_R, x1, y1, R, t,
		                 R * 0.8f);
	}
}

static void draw_flights(kl_view *v)
{
	for (int i = 0; i < v->tl.count; i++)
		if (pg_timeline_flying(&v->tl.actions[i]))
			draw_action(v, &v->tl.actions[i]);
}

/* The dragged piece, one flying back, or one dropped and waiting for its move. */
static void draw_held(kl_view *v)
{
	float R = v->xf.R;
	int seat = kloone_shown(v)->to_move;
	float x = 0, y = 0, progress, lift = 0;
	int piece = v->kit.held;
	if (pg_board_held_centre(&v->kit, &x, &y))
		lift = R * 0.08f;
	else if (!pg_board_snap_centre(&v->kit, &piece, &x, &y, &progress) &&
	         !pg_board_dropped_centre(&v->kit, &piece, &x, &y))
		return;
	if (piece == KLOONE_PIECE_PAWN) {
		fill_ellipse(v, x + lift, y + lift * 2, R * 0.22f, R * 0.22f * HEX_K,
		             pg_ui_rgba(0, 0, 0, 60));
		draw_pawn(v, seat, kloone_pawn_box_at(R, x, y), 255);
	} else if (piece == KLOONE_PIECE_CHIP) {
		draw_chip_shadowed(v, KLOONE_CHIP_NEUTRAL, kloone_chip_box_at(R, x, y), lift,
		                   60);
	}
}

static void draw_labels(kl_view *v)
{
	int size = pg_px(v->app, 15);
	for (int i = 0; i < MAX_LABELS; i++) {
		kl_label *l = &v->labels[i];
		if (!l->active)
			continue;
		/* Over the top of the pawn standing on the hex (or where it would be). */
		float cx, cy;
		kloone_stack_top(v, l->cell, kloone_drawn_height(v, l->cell), &cx, &cy);
		float t = l->age / TIME_LABEL;
		int h = pg_text_line_height(v->app->text, size, PG_FONT_BOLD);
		float y = cy - v->xf.R * PAWN_ART_BASE - (float)(h / 2 + pg_px(v->app, 8)) -
		          (float)(l->row * (h + pg_px(v->app, 14))) -
		          t * (float)pg_px(v->app, 18);
		Uint8 alpha = (Uint8)(255 * (t < 0.75f ? 1 : (1 - t) / 0.25f));
		int w = 0;
		pg_text_measure(v->app->text, l->text, size, PG_FONT_BOLD, &w, NULL);
		int pad = pg_px(v->app, 8);
		/* On the board, clear of the column: a long label is fitted. */
		w = pg_mini(w, v->board.w - 2 * pad - 4);
		SDL_Rect box = {(int)cx - w / 2 - pad, (int)y - h / 2 - pad / 2, w + 2 * pad,
		                h + pad};
		box.x = pg_clampi(box.x, v->board.x + 2, v->board.x + v->board.w - box.w - 2);
		box.y = pg_clampi(box.y, v->area.y + 2, v->area.y + v->area.h - box.h - 2);
		pg_ui_fill_rounded(v->app->renderer, box, box.h / 2,
		                   pg_ui_rgba(24, 15, 10, (Uint8)(alpha * 0.85f)));
		pg_text_draw_fit(v->app->text, l->text, box.x + box.w / 2, box.y + box.h / 2, w,
		                 size, PG_FONT_BOLD, pg_ui_with_alpha(l->colour, alpha),
		                 PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	}
}

static void draw_caption(kl_view *v)
{
	for (int i = 0; i < v->tl.count; i++) {
		const pg_action *a = &v->tl.actions[i];
		if (a->kind != ACT_NOTE || !pg_timeline_flying(a))
			continue;
		float t = pg_timeline_progress(&v->tl, a);
		Uint8 alpha = (Uint8)(255 * fminf(1, fminf(t * 5, (1 - t) * 5 + 0.2f)));
		int size = pg_px(v->app, 24);
		int w = 0, h = 0;
		pg_text_measure(v->app->text, a->caption, size, PG_FONT_BOLD, &w, &h);
		int pad = pg_px(v->app, 18), room = v->board.w - 2 * pad;
		/* Wider than the board, it takes two lines across it (at a
		 * smaller size if need be). */
		if (w > room) {
			w = room;
			h = 2 * pg_text_line_height(v->app->text, size, PG_FONT_BOLD);
		}
		SDL_Rect box = {v->board.x + (v->board.w - w) / 2 - pad,
		                v->board.y + pg_px(v->app, 8), w + 2 * pad, h + pad};
		pg_ui_fill_rounded(v->app->renderer, box, pg_px(v->app, 12),
		                   pg_ui_rgba(24, 15, 10, (Uint8)(alpha * 0.88f)));
		pg_ui_stroke_rounded(v->app->renderer, box, pg_px(v->app, 12), 1,
		                     pg_ui_with_alpha(pg_ui_theme.accent, alpha));
		pg_text_draw_box(v->app->text, a->caption,
		                 (SDL_Rect){box.x + pad, box.y, w, box.h}, size, PG_FONT_BOLD,
		                 pg_ui_with_alpha(pg_ui_theme.text, alpha), PG_ALIGN_CENTER);
	}
}

/* ---- drawing: the column -------------------------------------------------------------- */

/* n chips standing in rect, bottom centred, at `scale` of the piles' chip
 * width: the top one in colour `top`, the others in `colour`. The column's
 * chips share their own texture size, the piles' chip. */
static void draw_chips(kl_view *v, SDL_Rect rect, float scale, int n, int colour, int top,
                       Uint8 alpha)
{
	int tw = v->pile_chip_w, th = (int)lroundf((float)tw * CHIP_ART_H / CHIP_ART_W);
	float w = (float)tw * scale, h = w * CHIP_ART_H / CHIP_ART_W;
	float rise = w * CHIP_RISE / CHIP_ART_W;
	float cx = (float)rect.x + (float)rect.w / 2, bottom = (float)(rect.y + rect.h);
	for (int i = 0; i < n; i++) {
		SDL_FRect box = {cx - w / 2, bottom - h - rise * (float)i, w, h};
		pg_assets_draw_scaled(v->app->assets, chip_files[i == n - 1 ? top : colour], tw,
		                      th, box, alpha, 0);
	}
}

/* A pile of n chips (at most `cap` drawn), or one faint chip for none. */
static void draw_pile(kl_view *v, int colour, int n, SDL_Rect rect, int cap)
{
	draw_chips(v, rect, 1, n == 0 ? 1 : n < cap ? n : cap, colour, colour, n ? 255 : 50);
}

/* "×n", bright unless n is 0; returns its width. */
static int draw_count(kl_view *v, int n, int x, int y)
{
	char text[16];
	snprintf(text, sizeof text, "\xc3\x97%d", n);
	return pg_text_draw(v->app->text, text, x, y, pg_px(v->app, 19), PG_FONT_BOLD,
	                    n ? pg_ui_theme.text : pg_ui_theme.text_dim,
	                    PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
}

/* Does text fit in width at size points, or once pg_text_draw_fit has
 * shrunk it as far as it goes (three quarters of size points, not below the
 * readable size)? */
static bool fits(kl_view *v, const char *text, float size, pg_font_style style, int width,
                 bool shrunk)
{
	int px = pg_px(v->app, size), w = 0;
	if (shrunk)
		px = pg_maxi(px * 3 / 4, pg_mini(px, PG_TEXT_READABLE_PX));
	pg_text_measure(v->app->text, text, px, style, &w, NULL);
	return w <= width;
}

/* The pips of the actions left (filled) and used (hollow) and what they
 * say, and the pawn run under them, from (x, y) across width. */
static void draw_turn_actions(kl_view *v, const kloone_state *s, int x, int y, int width)
{
	char text[TEXT_SIZE];
	int pip_y = y + pg_px(v->app, 40), pip_r = pg_px(v->app, 7);
	int total = s->actions_per_turn, left = s->actions_left;
	for (int i = 0; i < total; i++)
		ring_ellipse(
		    v, (float)(x + pip_r + i * (pip_r * 3)), (float)pip_y, (float)pip_r,
		    (float)pip_r, i < left ? (float)pip_r : (float)pg_px(v->app, 1.5f),
		    i < left ? pg_ui_theme.accent_hover : pg_ui_theme.text_dim, whole_ellipse);
	int tx = x + total * pip_r * 3 + pg_px(v->app, 6);
	snprintf(text, sizeof text, P_("%d of %d action left", "%d of %d actions left", total),
	         left, total);
	/* The pips show the total when this is long. */
	if (!fits(v, text, 15, PG_FONT_REGULAR, x + width - tx, false))
		snprintf(text, sizeof text, P_("%d action left", "%d actions left", left),
		         left);
	pg_text_draw_fit(v->app->text, text, tx, pip_y, x + width - tx, pg_px(v->app, 15),
	                 PG_FONT_REGULAR, pg_ui_theme.text, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	int steps = v->run_len - 1;
	if (kloone_run_in_progress(s) && steps > 0) {
		snprintf(text, sizeof text,
		         P_("Pawn run: %d step (%s)", "Pawn run: %d steps (%s)", steps), steps,
		         kloone_run_adds_chip(s) ? _("+1 chip") : _("no chip"));
		/* The +1 badge on the board says the rest when this is long. */
		if (!fits(v, text, 14, PG_FONT_BOLD, width, false))
			snprintf(text, sizeof text,
			         P_("Pawn run: %d step", "Pawn run: %d steps", steps), steps);
	} else
		snprintf(text, sizeof text, "%s", _("No pawn run going on"));
	pg_text_draw_fit(
	    v->app->text, text, x, pip_y + pg_px(v->app, 16), width, pg_px(v->app, 14),
	    kloone_run_in_progress(s) ? PG_FONT_BOLD : PG_FONT_REGULAR,
	    kloone_run_in_progress(s) ? pg_ui_theme.accent_hover : pg_ui_theme.text_dim,
	    PG_ALIGN_LEFT);
}

/* Whose turn it is (who won, or that the first player is being drawn),
 * what the turn has left, and the rule played. */
static void draw_turn_panel(kl_view *v, SDL_Renderer *r)
{
	const kloone_state *s = kloone_shown(v);
	SDL_Rect p = v->turn_panel.rect;
	pg_ui_panel(r, p, pg_px(v->app, 12));
	int pad = pg_px(v->app, 14);
	int x = p.x + pad, y = p.y + pad, width = p.w - 2 * pad, title_x = x;
	char text[TEXT_SIZE];
	int winner = kloone_winner(s);
	bool two_lines = false;
	if (s->phase == KLOONE_PHASE_OVER && winner >= 0)
		snprintf(text, sizeof text, _("%s wins"), kloone_seat_name(v, winner));
	else if (s->phase == KLOONE_PHASE_OVER)
		snprintf(text, sizeof text, "%s", _("A draw"));
	else if (!kloone_playing(s)) {
		snprintf(text, sizeof text, "%s", _("Drawing who starts\xe2\x80\xa6"));
		/* Nothing stands under it yet: too long even shrunk, it wraps. */
		two_lines = !fits(v, text, 19, PG_FONT_BOLD, width, true);
	} else {
		SDL_Rect sw = {x, y + pg_px(v->app, 2), pg_px(v->app, 18), pg_px(v->app, 18)};
		pg_ui_draw_swatch(r, sw, sw.w / 2, pg_play_seat_style(v->play, s->to_move));
		title_x += pg_px(v->app, 26);
		snprintf(text, sizeof text, _("%s to move"), kloone_seat_name(v, s->to_move));
		/* The swatch and the name say whose turn it is when this is long. */
		if (!fits(v, text, 19, PG_FONT_BOLD, x + width - title_x, false))
			snprintf(text, sizeof text, "%s", kloone_seat_name(v, s->to_move));
	}
	int title_h = pg_text_line_height(v->app->text, pg_px(v->app, 19), PG_FONT_BOLD);
	if (two_lines)
		pg_text_draw_box(v->app->text, text, (SDL_Rect){x, y, width, 2 * title_h},
		                 pg_px(v->app, 19), PG_FONT_BOLD, pg_ui_theme.text,
		                 PG_ALIGN_LEFT);
	else
		pg_text_draw_fit(v->app->text, text, title_x, y, x + width - title_x,
		                 pg_px(v->app, 19), PG_FONT_BOLD, pg_ui_theme.text,
		                 PG_ALIGN_LEFT);
	if (s->phase == KLOONE_PHASE_OVER) {
		kloone_end_phrase(v, kloone_end_reason(s), winner, text, sizeof text);
		text[0] = (char)SDL_toupper(text[0]);
		pg_text_draw_wrapped(v->app->text, text, x, y + pg_px(v->app, 28), width,
		                     pg_px(v->app, 14), PG_FONT_REGULAR, pg_ui_theme.text_dim,
		                     PG_ALIGN_LEFT, true);
		return;
	}
	if (kloone_playing(s))
		draw_turn_actions(v, s, x, y, width);
	snprintf(text, sizeof text, _("%d-action rule \xc2\xb7 %d base tiles"),
	         s->actions_per_turn, s->actions_per_turn == 3 ? 12 : 9);
	if (!fits(v, text, 14, PG_FONT_REGULAR, width, false))
		snprintf(text, sizeof text, _("%d-action rule"), s->actions_per_turn);
	int line = pg_text_line_height(v->app->text, pg_px(v->app, 14), PG_FONT_REGULAR);
	pg_text_draw_fit(v->app->text, text, x, p.y + p.h - pad - line, width,
	                 pg_px(v->app, 14), PG_FONT_REGULAR, pg_ui_theme.text_dim,
	                 PG_ALIGN_LEFT);
}

static void draw_player_panel(kl_view *v, int seat)
{
	const kloone_state *s = kloone_shown(v);
	const kl_panel *panel = &v->player_panels[seat];
	SDL_Rect p = pg_seat_card_plate(v->app, panel->rect, pg_px(v->app, 12),
	                                pg_tweens_pulse_scale(&v->tweens, TAG_PANEL + seat),
	                                kloone_playing(s) && s->to_move == seat);
	int pad = pg_px(v->app, 14);
	int x = p.x + pad, y = p.y + pad;
	/* The pawn as the player's badge. */
	float ph = (float)pg_px(v->app, 30), pw = ph * PAWN_ART_W / PAWN_ART_H;
	int tw = (int)lroundf(pw), th = (int)lroundf(ph);
	pg_assets_draw_scaled(v->app->assets, pawn_files[seat], tw, th,
	                      (SDL_FRect){(float)x, (float)y - (float)pg_px(v->app, 4), pw, ph},
	                      255, 0);
	int tx = x + tw + pg_px(v->app, 8);
	int name_w = pg_text_draw(v->app->text, kloone_seat_name(v, seat), tx,
	                          y + pg_px(v->app, 10), pg_px(v->app, 19), PG_FONT_BOLD,
	                          pg_ui_theme.text, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	/* Who plays the seat, beside the name, or under it when too long
	 * there even shrunk. */
	const char *who = pg_play_seat_label(v->play, seat);
	int who_x = tx + name_w + pg_px(v->app, 8), who_y = y + pg_px(v->app, 10);
	if (!fits(v, who, 14, PG_FONT_REGULAR, p.x + p.w - pad - who_x, true)) {
		who_x = tx;
		who_y += pg_px(v->app, 20);
	}
	pg_text_draw_fit(v->app->text, who, who_x, who_y, p.x + p.w - pad - who_x,
	                 pg_px(v->app, 14), PG_FONT_REGULAR, pg_ui_theme.text_dim,
	                 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	/* Chips in hand. */
	int n = kloone_colour_supply(s, seat);
	draw_pile(v, seat + 1, n, panel->piles[0], KLOONE_COLOUR_CHIPS);
	draw_count(v, n, panel->count.x, pg_rect_cy(panel->count));
	pg_text_draw_fit(v->app->text, _("in hand"), panel->count_label.x, panel->count_label.y,
	                 panel->count_label.w, pg_px(v->app, 12), PG_FONT_REGULAR,
	                 pg_ui_theme.text_dim, PG_ALIGN_LEFT);
	/* Stacks: three slots, each a small stack topped with the player's
	 * colour once made, or a dim one still to make. */
	SDL_Rect slots = panel->piles[1];
	int stacks = kloone_stack_count(s, seat);
	int slot_w = slots.w / 3;
	for (int i = 0; i < 3; i++)
		draw_chips(v, (SDL_Rect){slots.x + i * slot_w, slots.y, slot_w, slots.h}, 0.8f,
		           3, KLOONE_CHIP_NEUTRAL, i < stacks ? seat + 1 : KLOONE_CHIP_NEUTRAL,
		           i < stacks ? 255 : 40);
	char text[TEXT_SIZE];
	snprintf(text, sizeof text, _("Stacks %d of 3"), stacks);
	pg_font_style style = stacks ? PG_FONT_BOLD : PG_FONT_REGULAR;
	SDL_Color ink = stacks ? pg_ui_theme.text : pg_ui_theme.text_dim;
	int label_y = slots.y - pg_px(v->app, 14), right = slots.x + slots.w;
	if (fits(v, text, 12, style, slots.w, false))
		pg_text_draw(v->app->text, text, slots.x + slots.w / 2, label_y,
		             pg_px(v->app, 12), style, ink, PG_ALIGN_CENTER);
	else /* longer than the slots: the row is free to the panel's left edge */
		pg_text_draw_fit(v->app->text, text, right, label_y, right - p.x - pad,
		                 pg_px(v->app, 12), style, ink, PG_ALIGN_RIGHT);
}

/* A count and what it counts beside a pile, ending by x_end: on one line
 * centred on cy, or on two when it does not fit. */
static void draw_pile_caption(kl_view *v, int n, const char *what, int x, int cy, int x_end)
{
	int wx = x + draw_count(v, n, x, cy) + pg_px(v->app, 6), line = pg_px(v->app, 17);
	pg_text_draw_box(v->app->text, what, (SDL_Rect){wx, cy - line, x_end - wx, 2 * line},
	                 pg_px(v->app, 13), PG_FONT_REGULAR, pg_ui_theme.text_dim,
	                 PG_ALIGN_LEFT);
}

static void draw_supply_panel(kl_view *v, SDL_Renderer *r)
{
	const kloone_state *s = kloone_shown(v);
	SDL_Rect p = v->supply_panel.rect;
	pg_ui_panel(r, p, pg_px(v->app, 12));
	SDL_Rect chips = v->supply_panel.piles[0];
	int n = kloone_neutral_supply(s);
	draw_pile(v, KLOONE_CHIP_NEUTRAL, n, chips, 6);
	int lx = chips.x + chips.w + pg_px(v->app, 8), end = p.x + p.w - pg_px(v->app, 10);
	draw_pile_caption(v, n, P_("white chip left", "white chips left", n), lx,
	                  chips.y + chips.h / 2, end);
	SDL_Rect tiles = v->supply_panel.piles[1];
	int stock = kloone_tile_stock(s);
	float ih = (float)tiles.h, iw = ih * STOCK_ASPECT;
	float ix = (float)tiles.x + ((float)tiles.w - iw) / 2;
	pg_assets_draw_scaled(v->app->assets, "kloone/tile_stock.svg", (int)lroundf(iw),
	                      (int)lroundf(ih), (SDL_FRect){ix, (float)tiles.y, iw, ih},
	                      stock ? 255 : 60, 0);
	if (stock)
		draw_pile_caption(v, stock, P_("base tile to lay", "base tiles to lay", stock),
		                  lx, tiles.y + tiles.h / 2, end);
	else
		pg_text_draw_fit(v->app->text, _("No base tiles left"), lx,
		                 tiles.y + tiles.h / 2, end - lx, pg_px(v->app, 14),
		                 PG_FONT_REGULAR, pg_ui_theme.text_dim,
		                 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
}

static void draw_column(kl_view *v, SDL_Renderer *r)
{
	draw_turn_panel(v, r);
	for (int seat = 0; seat < KLOONE_SEATS; seat++)
		draw_player_panel(v, seat);
	draw_supply_panel(v, r);
}

/* The hint's (and a lesson's) glow on a hex, in the kit's colours of
 * pg_hint's glow but round the hex's own outline, a little outside its
 * rim, at the top of its stack where a drop aims (as the zone's rect):
 * the board's draw_zone_glow. */
void kloone_draw_hint_glow(void *scene, int cell)
{
	kl_view *v = scene;
	float cx, cy;
	kloone_stack_top(v, cell, kloone_drawn_height(v, cell), &cx, &cy);
	float R = fmaxf(1, v->xf.R);
	float grow = (float)pg_px(v->app, 4) / R, line = (float)pg_px(v->app, 3) / R;
	Uint8 fill = (Uint8)(70 + 30 * PG_GLOW_LEVEL);
	ring_hex(v, cx, cy, 1 + grow, 0, pg_ui_with_alpha(pg_ui_theme.good, fill));
	ring_hex(v, cx, cy, 1 + grow, 1 + grow - line, pg_ui_with_alpha(pg_ui_theme.good, 230));
	ring_hex(v, cx, cy, 1 + 2 * grow + line, 1 + 2 * grow,
	         pg_ui_with_alpha(pg_ui_theme.accent_hover, 220));
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
		         _(chip_words[c == KLOONE_CHIP_NONE ? 0 : c]));
	}
}

/* What a piece does on cell, as a tooltip line: the refusal in red, or
 * ok_text in green where there is none; returns its colour. */
static SDL_Color piece_line(kl_view *v, int piece, int cell, const char *ok_text, char *line)
{
	pg_move legal[LEGAL_CAP];
	kloone_ask ask = kloone_ask_now(v, legal);
	kloone_board_refusal(&ask, piece, cell, line, TEXT_SIZE);
	if (line[0])
		return pg_ui_rgba(240, 170, 150, 255);
	snprintf(line, TEXT_SIZE, "%s", ok_text);
	return pg_ui_theme.good;
}

/* The lines of a hex's note and their colours: the first (what is there)
 * in the text's colour, facts dim, what your pieces may do green or red. */
static int tooltip_lines(kl_view *v, int cell, char lines[][TEXT_SIZE], SDL_Color *colour,
                         int cap)
{
	const kloone_state *s = pg_play_state(v->play);
	int n = 0;
	int tile = kloone_tile_at_cell(s, cell);
	char words[64];
	for (int i = 0; i < cap; i++)
		colour[i] = i == 0 ? pg_ui_theme.text : pg_ui_theme.text_dim;
	if (tile < 0) {
		snprintf(lines[n++], TEXT_SIZE, "%s", _("Blank space"));
		snprintf(lines[n++], TEXT_SIZE, "%s",
		         kloone_tile_stock(s) ? _("Going here lays a base tile from the stock")
		                              : _("No base tiles are left to lay here"));
	} else {
		int h = kloone_stack_height(s, tile);
		stack_words(s, tile, words, sizeof words);
		if (h == 0)
			snprintf(lines[n++], TEXT_SIZE, "%s", _("Base tile, no chips"));
		else
			snprintf(lines[n++], TEXT_SIZE, _("Stack of %d: %s (bottom to top)"), h,
			         words);
		int owner = kloone_stack_owner(s, tile);
		if (owner >= 0)
			snprintf(lines[n++], TEXT_SIZE,
			         _("%s's stack: topped with %s's colour"),
			         kloone_seat_name(v, owner), kloone_seat_name(v, owner));
		for (int seat = 0; seat < KLOONE_SEATS; seat++)
			if (s->pawn_tile[seat] == tile)
				snprintf(lines[n++], TEXT_SIZE, _("%s's pawn stands here"),
				         kloone_seat_name(v, seat));
		if (kloone_playing(s) && kloone_tile_visited(s, tile) &&
		    s->pawn_tile[s->to_move] != tile)
			snprintf(lines[n++], TEXT_SIZE, _("Visited by %s's pawn this turn"),
			         kloone_seat_name(v, s->to_move));
	}
	if (pg_play_input_seat(v->play) < 0 || n >= cap - 1)
		return n;
	int mine = s->pawn_tile[s->to_move];
	if (tile >= 0 && tile == mine) {
		snprintf(lines[n++], TEXT_SIZE, "%s",
		         _("Your pawn: drag it, or the chip under it"));
		return n;
	}
	kloone_block pawn = kloone_board_block(s, KLOONE_PIECE_PAWN, cell);
	kloone_block chip = kloone_board_block(s, KLOONE_PIECE_CHIP, cell);
	if (pawn == KLOONE_BLOCK_NOT_ADJACENT) {
		snprintf(lines[n++], TEXT_SIZE, "%s", _("Not next to your pawn"));
		return n;
	}
	colour[n] = piece_line(v, KLOONE_PIECE_PAWN, cell, _("Your pawn can go here"), lines[n]);
	n++;
	bool chip_stuck = chip == KLOONE_BLOCK_NO_CHIP || chip == KLOONE_BLOCK_NO_NEUTRAL;
	if (n < cap && !chip_stuck) {
		colour[n] = piece_line(v, KLOONE_PIECE_CHIP, cell,
		                       _("The chip under your pawn can go here"), lines[n]);
		n++;
	}
	return n;
}

/* The hex whose note the pointer asks for (a pawn stands for its hex),
 * or -1 while a gesture or an animation has the board. */
static int tooltip_cell(kl_view *v)
{
	if (!v->hovering || v->kit.held >= 0 || pg_timeline_running(&v->tl) ||
	    pg_board_busy(&v->kit))
		return -1;
	if (!pg_in_rect(v->board, v->hover_x, v->hover_y) ||
	    !pg_in_rect(v->board, v->app->input.x, v->app->input.y))
		return -1;
	int cell = -1;
	for (int seat = 0; seat < KLOONE_SEATS && cell < 0; seat++)
		if (pg_in_frect(kloone_pawn_box(v, seat), (float)v->hover_x,
		                    (float)v->hover_y))
			cell = kloone_shown(v)->tile_cell[kloone_shown(v)->pawn_tile[seat]];
	bool blanks_open = kloone_tile_stock(kloone_shown(v)) > 0;
	if (cell < 0)
		cell = kloone_hex_at(v, v->hover_x, v->hover_y,
		                     blanks_open || pg_play_input_seat(v->play) >= 0);
	if (cell < 0)
		return -1;
	if (kloone_tile_at_cell(kloone_shown(v), cell) < 0 && !blanks_open &&
	    !closed_blank_shows(v, cell))
		return -1;
	return cell;
}

/* The kit's tooltip over the hex: its first line in bold, then what your
 * pieces may do there in green, or why not in red. */
static void draw_tooltip(kl_view *v)
{
	int cell = tooltip_cell(v);
	if (cell < 0) {
		pg_tooltip_clear(&v->tip);
		return;
	}
	char lines[6][TEXT_SIZE];
	const char *texts[6] = {lines[0], lines[1], lines[2], lines[3], lines[4], lines[5]};
	SDL_Color colours[6];
	int n = tooltip_lines(v, cell, lines, colours, 6);
	/* Anchored on the hex from its face to the top of what stands on it
	 * (its stack, a pawn), so the note stays clear of what it is about. */
	const kloone_state *s = kloone_shown(v);
	float cx, cy, top_x, top_y;
	kloone_hex_centre(v, cell, &cx, &cy);
	int tile = kloone_tile_at_cell(s, cell);
	kloone_stack_top(v, cell, kloone_drawn_height(v, cell), &top_x, &top_y);
	float R = v->xf.R;
	bool pawn = tile >= 0 && (s->pawn_tile[0] == tile || s->pawn_tile[1] == tile);
	top_y -= R * (pawn ? PAWN_ART_BASE : CHIP_ART_TOP);
	SDL_Rect hex = {(int)(cx - R * SQRT3 / 2), (int)top_y, (int)(R * SQRT3),
	                (int)(cy + R * HEX_K - top_y)};
	pg_tooltip_point_lines(&v->tip, hex, texts, colours, n);
	pg_tooltip_draw(v->app, &v->tip);
}

void kloone_paint(void *data, SDL_Renderer *r)
{
	kl_view *v = data;
	/* A calm, slightly lighter felt under the board. */
	pg_ui_fill_rounded(r, v->board, pg_px(v->app, 18), pg_ui_rgba(255, 236, 210, 10));
	draw_board(v);
	draw_flights(v);
	draw_held(v);
	draw_labels(v);
	draw_caption(v);
	draw_column(v, r);
	draw_tooltip(v);
	pg_board_draw_overlay(&v->kit, r);
}
