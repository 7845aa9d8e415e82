/*
 * kloone_scene.c: the Potlatch Kloone table (the view of pg_view.h): legal
 * moves and the reasons a move is blocked, hit tests, the pawn run, input
 * (drag, click-then-click, keys), and the view table (see kloone_scene.h).
 */
#include "kloone/kloone_scene.h"

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

/* Keys for the six directions, in the rules' direction order: up-left,
 * up-right, left, right, down-left, down-right (around S on a keyboard). */
static const SDL_Keycode direction_keys[KLOONE_DIRECTIONS] = {SDLK_w, SDLK_e, SDLK_a,
                                                              SDLK_d, SDLK_z, SDLK_x};

/* ---- legal moves and reasons ------------------------------------------------------ */

static int legal_now(const kl_view *v, pg_move *out)
{
	return pg_play_legal_moves(v->play, out, 2 * KLOONE_DIRECTIONS + 4);
}

bool kloone_is_legal(const kl_view *v, pg_move move)
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

pg_move kloone_move_for(kl_piece piece, int cell)
{
	if (cell < 0)
		return PG_NO_MOVE;
	return piece == PIECE_PAWN ? kloone_move_pawn(kloone_cell_q(cell), kloone_cell_r(cell))
	                           : kloone_move_chip(kloone_cell_q(cell), kloone_cell_r(cell));
}

kloone_block kloone_block_for(const kl_view *v, kl_piece piece, int cell)
{
	const kloone_state *s = kloone_real_state(v);
	return piece == PIECE_PAWN
	           ? kloone_pawn_move_check(s, kloone_cell_q(cell), kloone_cell_r(cell))
	           : kloone_chip_move_check(s, kloone_cell_q(cell), kloone_cell_r(cell));
}

/* Would the run in progress add a chip under the pawn when it ends? */
bool kloone_increase_pending(const kloone_state *s)
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
int kloone_drawn_height(const kl_view *v, int tile)
{
	int h = kloone_stack_height(&v->shown, tile);
	bool lifted = (v->drag.active && v->drag.piece == PIECE_CHIP) ||
	              (v->snap_active && v->snap_piece == PIECE_CHIP) ||
	              (v->drop_pending && v->drop_piece == PIECE_CHIP);
	if (lifted && kloone_playing(&v->shown) &&
	    tile == v->shown.pawn_tile[v->shown.to_move] &&
	    !kloone_increase_pending(&v->shown) && h > 0)
		h--;
	return h;
}

/* ---- hit testing ---------------------------------------------------------------- */

/* The screen box of seat's pawn where it stands in `shown`. */
SDL_FRect kloone_pawn_box(const kl_view *v, int seat)
{
	int t = v->shown.pawn_tile[seat];
	if (t < 0 || t >= v->shown.tile_count)
		return (SDL_FRect){0, 0, 0, 0};
	float x, y;
	kloone_stack_top(v, v->shown.tile_cell[t], kloone_drawn_height(v, t), &x, &y);
	return kloone_pawn_box_at(v->xf.R, x, y);
}

bool kloone_in_frect(SDL_FRect r, float x, float y)
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
int kloone_hex_at(const kl_view *v, int x, int y, bool with_blanks)
{
	kl_hex hexes[MAX_HEXES];
	int n = kloone_collect_hexes(&v->shown, hexes);
	int best = -1;
	float best_d = 0.95f * 0.95f;
	for (int i = 0; i < n; i++) {
		if (hexes[i].tile < 0 && !with_blanks)
			continue;
		float ax, ay;
		int h = hexes[i].tile >= 0 ? kloone_drawn_height(v, hexes[i].tile) : 0;
		kloone_stack_top(v, hexes[i].cell, h, &ax, &ay);
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
kl_piece kloone_piece_at(const kl_view *v, int x, int y)
{
	int seat = pg_play_input_seat(v->play);
	if (seat < 0)
		return PIECE_NONE;
	if (kloone_in_frect(kloone_pawn_box(v, seat), (float)x, (float)y))
		return PIECE_PAWN;
	int t = v->shown.pawn_tile[seat];
	if (t < 0)
		return PIECE_NONE;
	int h = kloone_drawn_height(v, t);
	if (h == 0 && !kloone_increase_pending(&v->shown))
		return PIECE_NONE;
	float cx, cy, tx, ty;
	kloone_hex_centre(v, v->shown.tile_cell[t], &cx, &cy);
	kloone_stack_top(v, v->shown.tile_cell[t], h, &tx, &ty);
	SDL_FRect stack = {cx - v->xf.R * CHIP_ART_W / 2, ty - v->xf.R * CHIP_ART_TOP,
	                   v->xf.R * CHIP_ART_W,
	                   cy - ty + v->xf.R * (CHIP_ART_H - CHIP_ART_TOP)};
	if (kloone_in_frect(stack, (float)x, (float)y) || in_hex(v, cx, cy, (float)x, (float)y))
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
		kloone_stack_top(v, v->shown.tile_cell[t], kloone_drawn_height(v, t), x, y);
	else
		kloone_stack_top(v, v->shown.tile_cell[t],
		                 kloone_increase_pending(&v->shown) ? h + 1 : h, x, y);
}

/* ---- the pawn run ---------------------------------------------------------------------- */

/* The cells of the current pawn run (its start first), which the state
 * does not keep: the run is the trailing pawn moves of this turn, and its
 * start is where the pawn stood before them (found by replaying). */
static void rebuild_run(kl_view *v)
{
	v->run_len = 0;
	const pg_match *m = pg_play_match(v->play);
	const kloone_state *now = kloone_real_state(v);
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

/* ---- input ---------------------------------------------------------------------------------
 */

static void toast_block(kl_view *v, kl_piece piece, int cell)
{
	kloone_block block = kloone_block_for(v, piece, cell);
	if (block == KLOONE_OK)
		return;
	pg_play_toast(v->play, "%s %s",
	              piece == PIECE_PAWN ? "Pawn:" : "Chip:", kloone_block_text(block));
}

static bool try_move(kl_view *v, kl_piece piece, int cell)
{
	pg_move move = kloone_move_for(piece, cell);
	if (move != PG_NO_MOVE && kloone_is_legal(v, move) && pg_play_submit(v->play, move)) {
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
	const kloone_state *s = kloone_real_state(v);
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
	kl_piece piece = kloone_piece_at(v, e->start_x, e->start_y);
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
	int cell = kloone_hex_at(v, (int)px_, (int)py_, true);
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
	kl_piece piece = kloone_piece_at(v, x, y);
	if (piece != PIECE_NONE) {
		if (!piece_can_move(v, piece)) {
			refuse_piece(v, piece);
			return true;
		}
		v->selected = v->selected == piece ? PIECE_NONE : piece;
		return true;
	}
	int cell = kloone_hex_at(v, x, y, true);
	if (cell < 0) {
		v->selected = PIECE_NONE;
		return false;
	}
	/* With nothing chosen, a glowing hex takes the pawn (its targets glow). */
	kl_piece mover = v->selected != PIECE_NONE ? v->selected : PIECE_PAWN;
	if (v->selected == PIECE_NONE &&
	    !kloone_is_legal(v, kloone_move_for(PIECE_PAWN, cell))) {
		/* Not a pawn target: say why, unless it is simply too far away. */
		if (kloone_block_for(v, PIECE_PAWN, cell) != KLOONE_BLOCK_NOT_ADJACENT)
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
		const kloone_state *s = kloone_real_state(v);
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

/* ---- the view's table ------------------------------------------------------------------ */

static void show_state(kl_view *v)
{
	memcpy(&v->shown, kloone_real_state(v), sizeof v->shown);
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
	kloone_layout_view(v, false);
}

static void view_on_events(void *data, const pg_played *played)
{
	kl_view *v = data;
	bool drop_pending = v->drop_pending && played->by_human;
	kloone_finish_all(v);
	v->drop_pending = drop_pending;
	v->drag.active = false;
	v->selected = PIECE_NONE;
	memcpy(&v->shown, played->before, sizeof v->shown);
	v->action_count = 0;
	v->clock = 0;
	/* Zoom at once to what the move ends with, so a new tile drops into
	 * room already made for it. */
	kloone_set_fit(v, kloone_fit_board(v, played->before, played->after), true);
	kloone_schedule(v, played);
	rebuild_run(v);
	kloone_run_timeline(v);
	if (v->action_count == 0)
		kloone_end_timeline(v);
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
	kloone_layout_view(v, false);
}

static void view_update(void *data, float dt)
{
	kl_view *v = data;
	pg_tweens_update(&v->tweens, dt);
	kloone_update_zoom(v, dt);
	if (v->action_count) {
		v->clock += dt;
		kloone_run_timeline(v);
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
	kloone_finish_all(data);
}

static int view_status_text(void *data, char *buf, size_t size)
{
	kl_view *v = data;
	const kloone_state *s = kloone_real_state(v);
	if (v->action_count || !kloone_playing(s))
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
		if (!kloone_increase_pending(s))
			return snprintf(buf, size,
			                "Pawn run: %d step%s. Its end adds no chip: %s.",
			                v->run_len - 1, kloone_plural(v->run_len - 1),
			                kloone_stack_height(s, s->pawn_tile[s->to_move]) >=
			                        KLOONE_MAX_HEIGHT
			                    ? "the stack under your pawn is full"
			                    : "no chip is left");
		return snprintf(
		    buf, size,
		    "Pawn run: %d step%s. A chip move or the end of your turn adds a "
		    "chip where your pawn stands.",
		    v->run_len - 1, kloone_plural(v->run_len - 1));
	}
	int left = kloone_actions_left(s);
	return snprintf(
	    buf, size,
	    "%d action%s left: drag your pawn, or the chip under it, to a glowing hex "
	    "(or click them)",
	    left, kloone_plural(left));
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
    .draw = kloone_paint,
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
	int tile = kloone_tile_at_cell(&v->shown, cell);
	float fx, fy;
	kloone_stack_top(v, cell, tile >= 0 ? kloone_drawn_height(v, tile) : 0, &fx, &fy);
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
	SDL_FRect b = kloone_pawn_box(v, seat);
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
	if (!kloone_playing(s))
		return false;
	int t = s->pawn_tile[s->to_move];
	float tx, ty;
	kloone_stack_top(v, s->tile_cell[t], kloone_drawn_height(v, t), &tx, &ty);
	*x = (int)lroundf(tx - v->xf.R * 0.42f);
	*y = (int)lroundf(ty + v->xf.R * 0.06f);
	return true;
}

int kloone_view_tiles_shown(const void *view)
{
	return ((const kl_view *)view)->shown.tile_count;
}
