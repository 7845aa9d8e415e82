/*
 * kloone_scene.c: the Potlatch Kloone table (the view of pg_view.h), on the
 * scene kit: the board's rules (kloone_board.h about now), hit tests, the
 * pieces and hexes the board knows, the pawn run, Kloone's own keys and
 * the view table (see kloone_scene.h).
 */
#include "kloone/kloone_scene.h"

/* The app's one palette (pg_ui.h): Red's mark is stripes, Blue's dots, on
 * chips, pawns and swatches alike, as in every game. */
static const pg_seat_style kl_seat_styles[KLOONE_SEATS] = {PG_SEAT_RED, PG_SEAT_BLUE};

/* Keys for the six directions, in the rules' direction order: up-left,
 * up-right, left, right, down-left, down-right (around S on a keyboard). */
static const SDL_Keycode direction_keys[KLOONE_DIRECTIONS] = {SDLK_w, SDLK_e, SDLK_a,
                                                              SDLK_d, SDLK_z, SDLK_x};

/* ---- the board's rules: the pure mapping about now -------------------------------- */

/* The question kloone_board.h answers, about the real state now. */
kloone_ask kloone_ask_now(const kl_view *v, pg_move *legal)
{
	int seat = pg_play_input_seat(v->play);
	return (kloone_ask){pg_play_state(v->play), seat, legal,
	                    seat >= 0 ? pg_play_legal_moves(v->play, legal, LEGAL_CAP) : 0};
}

static int board_moves(void *scene, int piece, int zone, pg_move *out, int cap)
{
	pg_move legal[LEGAL_CAP];
	kloone_ask ask = kloone_ask_now(scene, legal);
	return kloone_board_moves(&ask, piece, zone, out, cap);
}

static void board_refusal(void *scene, int piece, int zone, char *buf, size_t size)
{
	pg_move legal[LEGAL_CAP];
	kloone_ask ask = kloone_ask_now(scene, legal);
	kloone_board_refusal(&ask, piece, zone, buf, size);
}

static int board_click_piece(void *scene, int zone)
{
	pg_move legal[LEGAL_CAP];
	kloone_ask ask = kloone_ask_now(scene, legal);
	return kloone_board_click_piece(&ask, zone);
}

static int board_zone_at(void *scene, int x, int y)
{
	return kloone_hex_at(scene, x, y, true);
}

static const pg_board_rules board_rules = {
    .moves = board_moves,
    .refusal = board_refusal,
    .piece_at = kloone_piece_at,
    .zone_at = board_zone_at,
    .click_piece = board_click_piece,
    .draw_zone_glow = kloone_draw_hint_glow,
};

/* The height drawn at cell now (0: a blank space): a chip off in a person's
 * hand leaves the pawn's stack (unless it is the one the run will add). */
int kloone_drawn_height(const kl_view *v, int cell)
{
	const kloone_state *s = kloone_shown(v);
	int tile = kloone_tile_at_cell(s, cell);
	if (tile < 0)
		return 0;
	int h = kloone_stack_height(s, tile);
	if (pg_board_away(&v->kit, KLOONE_PIECE_CHIP) && kloone_playing(s) &&
	    tile == s->pawn_tile[s->to_move] && !kloone_run_adds_chip(s) && h > 0)
		h--;
	return h;
}

/* ---- hit testing ---------------------------------------------------------------- */

/* The screen box of seat's pawn where it stands in `shown`. */
SDL_FRect kloone_pawn_box(const kl_view *v, int seat)
{
	const kloone_state *s = kloone_shown(v);
	int t = s->pawn_tile[seat];
	if (t < 0 || t >= s->tile_count)
		return (SDL_FRect){0, 0, 0, 0};
	float x, y;
	int cell = s->tile_cell[t];
	kloone_stack_top(v, cell, kloone_drawn_height(v, cell), &x, &y);
	return kloone_pawn_box_at(v->xf.R, x, y);
}

/* Inside the hex face centred at (cx, cy)? */
static bool in_hex(const kl_view *v, float cx, float cy, float x, float y)
{
	float dx = fabsf(x - cx) / v->xf.R, dy = fabsf(y - cy) / (v->xf.R * HEX_K);
	return dx <= SQRT3 / 2 && dy <= 1.0f - dx / SQRT3;
}

/* The hex (of `shown`) a point at (x, y) means: the one whose aim point
 * (top of its stack) is nearest, within about a hex. -1 for none. A blank
 * space counts only where blanks are drawn. */
int kloone_hex_at(const kl_view *v, int x, int y, bool with_blanks)
{
	kl_hex hexes[MAX_HEXES];
	int n = kloone_collect_hexes(kloone_shown(v), hexes);
	int best = -1;
	float best_d = 0.95f * 0.95f;
	for (int i = 0; i < n; i++) {
		if (hexes[i].tile < 0 && !with_blanks)
			continue;
		float ax, ay;
		kloone_stack_top(v, hexes[i].cell, kloone_drawn_height(v, hexes[i].cell), &ax,
		                 &ay);
		float dx = ((float)x - ax) / v->xf.R, dy = ((float)y - ay) / (v->xf.R * HEX_K);
		float d = dx * dx + dy * dy;
		if (d < best_d) {
			best_d = d;
			best = hexes[i].cell;
		}
	}
	return best;
}

/* The stack under the pawn of the player to move, as a box that picks up
 * its chip (with the hex's face); false when it has no chip to give. */
static bool chip_box(const kl_view *v, SDL_FRect *box, float *cx, float *cy)
{
	const kloone_state *s = kloone_shown(v);
	int t = kloone_playing(s) ? s->pawn_tile[s->to_move] : -1;
	if (t < 0)
		return false;
	int h = kloone_drawn_height(v, s->tile_cell[t]);
	if (h == 0 && !kloone_run_adds_chip(s))
		return false;
	float tx, ty;
	kloone_hex_centre(v, s->tile_cell[t], cx, cy);
	kloone_stack_top(v, s->tile_cell[t], h, &tx, &ty);
	*box = kloone_chip_box_at(v->xf.R, tx, ty);
	box->h = *cy - ty + v->xf.R * (CHIP_ART_H - CHIP_ART_TOP);
	return true;
}

/* Which piece of the person to move is under the pointer, or -1. */
int kloone_piece_at(void *scene, int x, int y)
{
	const kl_view *v = scene;
	int seat = pg_play_input_seat(v->play);
	if (seat < 0)
		return PG_BOARD_NONE;
	if (pg_in_frect(kloone_pawn_box(v, seat), (float)x, (float)y))
		return KLOONE_PIECE_PAWN;
	SDL_FRect stack;
	float cx, cy;
	if (chip_box(v, &stack, &cx, &cy) && (pg_in_frect(stack, (float)x, (float)y) ||
	                                      in_hex(v, cx, cy, (float)x, (float)y)))
		return KLOONE_PIECE_CHIP;
	return PG_BOARD_NONE;
}

static SDL_Rect outer_rect(SDL_FRect f)
{
	return (SDL_Rect){(int)floorf(f.x), (int)floorf(f.y), (int)ceilf(f.w), (int)ceilf(f.h)};
}

/* Tells the board where the pieces and hexes are now (every frame: the
 * board zooms and the pawn moves). */
static void register_board(kl_view *v)
{
	const kloone_state *s = kloone_shown(v);
	pg_board_begin_layout(&v->kit);
	int t = kloone_playing(s) ? s->pawn_tile[s->to_move] : -1;
	if (t >= 0 && pg_play_input_seat(v->play) >= 0) {
		int cell = s->tile_cell[t], h = kloone_stack_height(s, t);
		float x, y, cx, cy;
		SDL_FRect pawn = kloone_pawn_box(v, s->to_move), stack;
		kloone_stack_top(v, cell, kloone_drawn_height(v, cell), &x, &y);
		/* A piece's home is centred on its anchor: the pawn's foot, or the
		 * top face of the chip that would move. */
		pg_board_add_piece(&v->kit, KLOONE_PIECE_PAWN, outer_rect(pawn),
		                   pg_frect_around(x, y, pawn.w, pawn.h));
		if (chip_box(v, &stack, &cx, &cy)) {
			kloone_stack_top(v, cell, kloone_run_adds_chip(s) ? h + 1 : h, &x, &y);
			pg_board_add_piece(
			    &v->kit, KLOONE_PIECE_CHIP, outer_rect(stack),
			    pg_frect_around(x, y, v->xf.R * CHIP_ART_W, v->xf.R * CHIP_ART_H));
		}
	}
	/* Hexes in reading order, so the arrows walk them row by row. */
	kl_hex hexes[MAX_HEXES];
	int n = kloone_collect_hexes(s, hexes);
	kloone_sort_hexes(hexes, n);
	for (int i = 0; i < n; i++) {
		float x, y, R = v->xf.R;
		kloone_stack_top(v, hexes[i].cell, kloone_drawn_height(v, hexes[i].cell), &x,
		                 &y);
		pg_board_add_zone(&v->kit, hexes[i].cell,
		                  outer_rect((SDL_FRect){x - R * SQRT3 / 2, y - R * HEX_K,
		                                         R * SQRT3, 2 * R * HEX_K}));
	}
}

/* ---- the pawn run ---------------------------------------------------------------------- */

/* The cells of the current pawn run (its start first), which the state
 * does not keep: the run is the trailing pawn moves of this turn, and its
 * start is where the pawn stood before them (found by replaying). */
static void rebuild_run(kl_view *v)
{
	v->run_len = 0;
	const pg_match *m = pg_play_match(v->play);
	const kloone_state *now = pg_play_state(v->play);
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

/* ---- input: the board, then Kloone's own keys ------------------------------------------ */

/* C and P pick the chip or the pawn; W E A D Z X send the picked piece (or
 * the pawn) to that neighbour. */
static bool key(kl_view *v, const pg_input_event *e)
{
	if (pg_play_input_seat(v->play) < 0 || (e->mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)))
		return false;
	if (e->key == SDLK_c || e->key == SDLK_p) {
		pg_board_pick(&v->kit,
		              e->key == SDLK_c ? KLOONE_PIECE_CHIP : KLOONE_PIECE_PAWN);
		return true;
	}
	for (int d = 0; d < KLOONE_DIRECTIONS; d++) {
		if (e->key != direction_keys[d])
			continue;
		const kloone_state *s = pg_play_state(v->play);
		int cell = kloone_next_cell(s->tile_cell[s->pawn_tile[s->to_move]], d);
		int piece = v->kit.selected == KLOONE_PIECE_CHIP ? KLOONE_PIECE_CHIP
		                                                 : KLOONE_PIECE_PAWN;
		if (cell >= 0)
			pg_board_play(&v->kit, piece, cell);
		return true;
	}
	return false;
}

static bool view_input(void *data, const pg_input_event *e)
{
	kl_view *v = data;
	if (e->kind == PG_INPUT_HOVER || e->kind == PG_INPUT_DRAG_MOVE) {
		v->hover_x = e->x;
		v->hover_y = e->y;
		v->hovering = pg_in_rect(v->area, e->x, e->y);
	}
	register_board(v);
	if (pg_board_input(&v->kit, e))
		return true;
	return e->kind == PG_INPUT_KEY && key(v, e);
}

/* ---- the view's table ------------------------------------------------------------------ */

static void *view_create(pg_app *app, pg_play *play)
{
	kl_view *v = SDL_calloc(1, sizeof *v);
	if (!v)
		return NULL;
	v->app = app;
	v->play = play;
	if (!pg_timeline_init(&v->tl, sizeof(kloone_state), pg_play_state(play),
	                      &kloone_timeline_hooks, v)) {
		SDL_free(v);
		return NULL;
	}
	pg_board_init(&v->kit, app, play, &board_rules, v);
	v->kit.click_plays = false;
	v->kit.aim_with_piece = true;
	v->kit.refuse_at_pickup = true;
	v->kit.snap_seconds = TIME_SNAP;
	/* A hex's note shows at once: it is what the pointer is asking. */
	pg_tooltip_init(&v->tip);
	v->tip.delay = 0;
	rebuild_run(v);
	return v;
}

static void view_destroy(void *data)
{
	kl_view *v = data;
	pg_timeline_free(&v->tl);
	SDL_free(v);
}

static void view_layout(void *data, SDL_Rect area)
{
	kl_view *v = data;
	v->area = area;
	kloone_layout_view(v, false);
	register_board(v);
}

static void view_on_events(void *data, const pg_played *played)
{
	kl_view *v = data;
	kloone_finish_all(v);
	pg_timeline_begin(&v->tl, played->before, played->after);
	/* Zoom at once to what the move ends with, so a new tile drops into
	 * room already made for it. */
	kloone_set_fit(v, kloone_fit_board(v, played->before, played->after), true);
	kloone_schedule(v, played);
	rebuild_run(v);
	pg_timeline_start(&v->tl);
}

static void view_reset(void *data)
{
	kl_view *v = data;
	pg_tweens_clear(&v->tweens);
	memset(v->labels, 0, sizeof v->labels);
	pg_board_reset(&v->kit);
	pg_timeline_show(&v->tl, pg_play_state(v->play));
	rebuild_run(v);
	kloone_layout_view(v, false);
}

static void view_update(void *data, float dt)
{
	kl_view *v = data;
	pg_tweens_update(&v->tweens, dt);
	kloone_update_zoom(v, dt);
	pg_timeline_update(&v->tl, dt);
	pg_board_update(&v->kit, dt);
	for (int i = 0; i < MAX_LABELS; i++) {
		kl_label *l = &v->labels[i];
		if (l->active && (l->age += dt) >= TIME_LABEL)
			l->active = false;
	}
	register_board(v);
}

static bool view_is_animating(const void *data)
{
	const kl_view *v = data;
	return pg_timeline_running(&v->tl) || pg_board_busy(&v->kit) || v->zooming;
}

static int view_status_text(void *data, char *buf, size_t size)
{
	kl_view *v = data;
	const kloone_state *s = pg_play_state(v->play);
	if (pg_timeline_running(&v->tl) || !kloone_playing(s))
		return 0;
	static const char *const chosen[KLOONE_PIECES] = {
	    N_("Pawn chosen: click a glowing hex (or W E A D Z X); click the pawn again to "
	       "let go"),
	    N_("Chip chosen: click a glowing hex to move it there (or W E A D Z X)")};
	if (v->kit.selected >= 0)
		return snprintf(buf, size, "%s", _(chosen[v->kit.selected]));
	int steps = v->run_len - 1;
	if (kloone_run_in_progress(s) && steps > 0) {
		if (!kloone_run_adds_chip(s))
			return snprintf(buf, size,
			                P_("Pawn run: %d step. Its end adds no chip: %s.",
			                   "Pawn run: %d steps. Its end adds no chip: %s.",
			                   steps),
			                steps,
			                kloone_stack_height(s, s->pawn_tile[s->to_move]) >=
			                        KLOONE_MAX_HEIGHT
			                    ? _("the stack under your pawn is full")
			                    : _("no chip is left"));
		return snprintf(buf, size,
		                P_("Pawn run: %d step. A chip move or the end of your turn "
		                   "adds a chip where your pawn stands.",
		                   "Pawn run: %d steps. A chip move or the end of your turn "
		                   "adds a chip where your pawn stands.",
		                   steps),
		                steps);
	}
	int left = kloone_actions_left(s);
	return snprintf(buf, size,
	                P_("%d action left: drag your pawn, or the chip under it, to a "
	                   "glowing hex (or click them)",
	                   "%d actions left: drag your pawn, or the chip under it, to a "
	                   "glowing hex (or click them)",
	                   left),
	                left);
}

/* The only chance move is no seat's: the draw for who starts. */
static bool view_chance_text(void *data, char *buf, size_t size)
{
	kl_view *v = data;
	const kloone_state *s = pg_play_state(v->play);
	if (s->phase != KLOONE_PHASE_FIRST)
		return false;
	snprintf(buf, size, "%s", _("Drawing who starts\xe2\x80\xa6"));
	return true;
}

static pg_board *view_board(void *data)
{
	return &((kl_view *)data)->kit;
}

static const void *view_shown(const void *data)
{
	return kloone_shown(data);
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
    .finish_animations = kloone_finish_all,
    .status_text = view_status_text,
    .chance_text = view_chance_text,
    .board = view_board,
    .shown = view_shown,
};
