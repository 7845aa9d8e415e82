/*
 * pg_board.c: drag, drop, click-then-click and keyboard play over a
 * scene's pieces and zones (see pg_board.h).
 */
#include "pg_board.h"

#include <string.h>

#include "pg_geom.h"

#define BOARD_SNAP_SECONDS 0.3f

static void clear_selection(pg_board *board)
{
	board->selected = board->focus_zone = board->focus_control = PG_BOARD_NONE;
	board->keyboard = false;
}

void pg_board_init(pg_board *board, pg_app *app, pg_play *play, const pg_board_rules *rules,
                   void *scene)
{
	memset(board, 0, sizeof *board);
	board->app = app;
	board->play = play;
	board->rules = rules;
	board->scene = scene;
	board->click_plays = true;
	board->snap_seconds = BOARD_SNAP_SECONDS;
	pg_board_reset(board);
}

void pg_board_begin_layout(pg_board *board)
{
	board->piece_count = 0;
	board->zone_count = 0;
}

/* The place with this id in list, or NULL. */
static const pg_board_place *find(const pg_board_place *list, int count, int id)
{
	for (int i = 0; i < count; i++)
		if (list[i].id == id)
			return &list[i];
	return NULL;
}

/* Puts place in list, over the one with its id if there is one. */
static void add(pg_board_place *list, int *count, int cap, pg_board_place place)
{
	int at = 0;
	while (at < *count && list[at].id != place.id)
		at++;
	if (at == *count && *count < cap)
		(*count)++;
	if (at < *count)
		list[at] = place;
}

void pg_board_add_piece(pg_board *board, int id, SDL_Rect hit, SDL_FRect home)
{
	add(board->pieces, &board->piece_count, PG_BOARD_MAX_PIECES,
	    (pg_board_place){.id = id, .hit = hit, .home = home});
}

void pg_board_add_zone(pg_board *board, int id, SDL_Rect hit)
{
	add(board->zones, &board->zone_count, PG_BOARD_MAX_ZONES,
	    (pg_board_place){.id = id, .hit = hit, .drop = true});
}

void pg_board_add_area(pg_board *board, int id, SDL_Rect rect)
{
	add(board->zones, &board->zone_count, PG_BOARD_MAX_ZONES,
	    (pg_board_place){.id = id, .hit = rect, .drop = false});
}

void pg_board_add_control(pg_board *board, int id, pg_button *button, pg_move move)
{
	if (board->control_count < PG_BOARD_MAX_CONTROLS)
		board->controls[board->control_count++] = (pg_board_control){id, button, move};
}

void pg_board_reset(pg_board *board)
{
	clear_selection(board);
	board->held = board->hover = board->snap.piece = board->dropped = PG_BOARD_NONE;
	board->choosing = false;
}

/* ---- lookups ----------------------------------------------------------------- */

static const pg_board_place *find_piece(const pg_board *board, int id)
{
	return find(board->pieces, board->piece_count, id);
}

static bool may_pick(const pg_board *board, int piece)
{
	return piece >= 0 &&
	       (!board->rules->can_pick || board->rules->can_pick(board->scene, piece));
}

static int piece_at(const pg_board *board, int x, int y)
{
	if (board->rules->piece_at) {
		int id = board->rules->piece_at(board->scene, x, y);
		return may_pick(board, id) ? id : PG_BOARD_NONE;
	}
	for (int i = 0; i < board->piece_count; i++)
		if (pg_in_rect(board->pieces[i].hit, x, y) &&
		    may_pick(board, board->pieces[i].id))
			return board->pieces[i].id;
	return PG_BOARD_NONE;
}

static int zone_at(const pg_board *board, int x, int y)
{
	if (board->rules->zone_at)
		return board->rules->zone_at(board->scene, x, y);
	for (int i = 0; i < board->zone_count; i++)
		if (board->zones[i].drop && pg_in_rect(board->zones[i].hit, x, y))
			return board->zones[i].id;
	return PG_BOARD_NONE;
}

static int moves_for(const pg_board *board, int piece, int zone, pg_move *out)
{
	if (piece < 0)
		return 0;
	return board->rules->moves(board->scene, piece, zone, out, PG_BOARD_MAX_CHOICES);
}

static bool has_moves(const pg_board *board, int piece, int zone)
{
	pg_move out[PG_BOARD_MAX_CHOICES];
	return moves_for(board, piece, zone, out) > 0;
}

/* The zones piece may go to now, in layout order. */
static int legal_zones(const pg_board *board, int piece, int *out)
{
	int n = 0;
	for (int i = 0; i < board->zone_count; i++)
		if (board->zones[i].drop && has_moves(board, piece, board->zones[i].id))
			out[n++] = board->zones[i].id;
	return n;
}

/* ---- playing ------------------------------------------------------------------- */

static void start_snap(pg_board *board, int piece, float x, float y, bool refused)
{
	board->snap = (pg_board_snap){piece, x, y, 0, refused};
}

static void choice_label(pg_board *board, pg_move move, char *buf, size_t size)
{
	if (board->rules->choice_label)
		board->rules->choice_label(board->scene, move, buf, size);
	else
		pg_game_describe_move_for(pg_play_game(board->play), pg_play_state(board->play),
		                          move, pg_play_input_seat(board->play), buf, size);
}

static void open_chooser(pg_board *board, int piece, const pg_move *moves, int n, float x,
                         float y)
{
	int pad = pg_px(board->app, 10), row = pg_px(board->app, 30);
	int size = pg_px(board->app, 14), width = pg_px(board->app, 120);
	board->choosing = true;
	board->choice_piece = piece;
	board->choice_count = pg_mini(n, PG_BOARD_MAX_CHOICES);
	board->choice_focus = 0;
	board->choice_hover = -1;
	for (int i = 0; i < board->choice_count; i++) {
		board->choices[i] = moves[i];
		choice_label(board, moves[i], board->labels[i], PG_BOARD_LABEL);
		int w, h;
		pg_text_measure(board->app->text, board->labels[i], size, PG_FONT_BOLD, &w, &h);
		width = pg_maxi(width, w + 2 * pad);
	}
	width = pg_mini(width, board->app->width - 2 * pad);
	int height = board->choice_count * row + 2 * pad;
	int left = pg_clampi((int)x - width / 2, pad, board->app->width - width - pad);
	int top = pg_clampi((int)y - height / 2, pad, board->app->height - height - pad);
	board->chooser = (SDL_Rect){left, top, width, height};
	for (int i = 0; i < board->choice_count; i++)
		board->choice_rects[i] =
		    (SDL_Rect){left + pad / 2, top + pad + i * row, width - pad, row};
}

/* The dropped piece flies home from where it was let go. */
static void send_drop_home(pg_board *board, bool refused)
{
	start_snap(board, board->dropped, board->drop_x, board->drop_y, refused);
	board->dropped = PG_BOARD_NONE;
}

/* Closes the chooser and plays its entry; with none, or one the session
 * refuses, a piece dropped for it flies home. */
static void choose(pg_board *board, int entry)
{
	board->choosing = false;
	bool played = entry >= 0 && pg_play_submit(board->play, board->choices[entry]);
	if (!played && board->dropped == board->choice_piece)
		send_drop_home(board, entry >= 0);
}

/* Says why piece may not go on zone; false, silently, for no reason (a
 * piece put back where it stands). */
static bool refuse(pg_board *board, int piece, int zone)
{
	char why[200] = "";
	board->rules->refusal(board->scene, piece, zone, why, sizeof why);
	if (!why[0])
		return false;
	pg_play_toast(board->play, "%s", why);
	pg_audio_play(board->app->audio, "error");
	return true;
}

/* One piece on one zone: a move, a chooser, or the reason why not. A
 * dropped piece (at x, y) waits there for its move or flies back. */
static bool play_on(pg_board *board, int piece, int zone, bool dropped, float x, float y)
{
	pg_move moves[PG_BOARD_MAX_CHOICES];
	int n = moves_for(board, piece, zone, moves);
	clear_selection(board);
	if (n == 0) {
		bool refused = refuse(board, piece, zone);
		if (dropped)
			start_snap(board, piece, x, y, refused);
		return false;
	}
	if (dropped) {
		board->dropped = piece;
		board->drop_x = x;
		board->drop_y = y;
	}
	if (n > 1) {
		open_chooser(board, piece, moves, n, x, y);
		return false;
	}
	bool played = pg_play_submit(board->play, moves[0]);
	if (!played && dropped)
		send_drop_home(board, true);
	return played;
}

/* The centre of piece's home; of the window for a piece not laid out. */
static void home_centre(const pg_board *board, int piece, float *x, float *y)
{
	const pg_board_place *p = find_piece(board, piece);
	SDL_FRect home =
	    p ? p->home
	      : (SDL_FRect){0, 0, (float)board->app->width, (float)board->app->height};
	*x = home.x + home.w / 2;
	*y = home.y + home.h / 2;
}

bool pg_board_play(pg_board *board, int piece, int zone)
{
	float x, y;
	home_centre(board, piece, &x, &y);
	return play_on(board, piece, zone, false, x, y);
}

/* A click on a piece: play it where it can only go, or pick it up for a
 * second click on a target. */
static void click_piece(pg_board *board, int piece)
{
	int zones[PG_BOARD_MAX_ZONES];
	int n = legal_zones(board, piece, zones);
	if (n == 0 || (n == 1 && board->click_plays)) {
		pg_board_play(board, piece, n ? zones[0] : PG_BOARD_NONE);
		return;
	}
	int was = board->selected;
	clear_selection(board);
	board->selected = was == piece ? PG_BOARD_NONE : piece;
}

static bool click(pg_board *board, int x, int y)
{
	int piece = piece_at(board, x, y);
	if (piece >= 0) {
		click_piece(board, piece);
		return true;
	}
	int zone = zone_at(board, x, y);
	if (board->selected < 0 && zone >= 0 && board->rules->click_piece)
		board->selected = board->rules->click_piece(board->scene, zone);
	if (board->selected >= 0 && zone >= 0) {
		pg_board_play(board, board->selected, zone);
		return true;
	}
	clear_selection(board);
	return false;
}

/* The zone the held piece would be dropped on now (see aim_with_piece). */
static int aimed_zone(const pg_board *board)
{
	int pointed = zone_at(board, board->x, board->y);
	if (!board->aim_with_piece)
		return pointed;
	int centred = zone_at(board, board->x - board->grab_dx, board->y - board->grab_dy);
	if (!has_moves(board, board->held, centred) && has_moves(board, board->held, pointed))
		return pointed;
	return centred;
}

/* Lets the held piece go on the zone it is aimed at (nowhere when
 * cancelled). */
static void drop(pg_board *board, bool cancelled)
{
	int zone = cancelled ? PG_BOARD_NONE : aimed_zone(board);
	int piece = board->held;
	board->held = PG_BOARD_NONE;
	float x = (float)(board->x - board->grab_dx), y = (float)(board->y - board->grab_dy);
	if (zone >= 0)
		play_on(board, piece, zone, true, x, y);
	else
		start_snap(board, piece, x, y, false);
}

static bool drag_start(pg_board *board, const pg_input_event *e)
{
	int piece = piece_at(board, e->start_x, e->start_y);
	if (!find_piece(board, piece))
		return false;
	int zones[PG_BOARD_MAX_ZONES];
	if (board->refuse_at_pickup && legal_zones(board, piece, zones) == 0) {
		pg_board_pick(board, piece);
		return true;
	}
	clear_selection(board);
	float cx, cy;
	home_centre(board, piece, &cx, &cy);
	board->held = piece;
	board->x = e->x;
	board->y = e->y;
	board->grab_dx = e->start_x - (int)cx;
	board->grab_dy = e->start_y - (int)cy;
	return true;
}

/* ---- the keyboard ------------------------------------------------------------- */

static bool control_live(const pg_board_control *c)
{
	return !c->button->hidden && !c->button->disabled;
}

/* The entry step places after now in list, round the end; from_none when
 * now is not in it. */
static int cycle(const int *list, int n, int now, int step, int from_none)
{
	for (int i = 0; i < n; i++)
		if (list[i] == now)
			return list[(i + step + n) % n];
	return list[from_none];
}

/* Tab's ring: pieces with somewhere to go, then live controls (as
 * -2 - index). */
static bool tab(pg_board *board, int step)
{
	int ring[PG_BOARD_MAX_PIECES + PG_BOARD_MAX_CONTROLS], zones[PG_BOARD_MAX_ZONES];
	int n = 0;
	for (int i = 0; i < board->piece_count; i++) {
		int id = board->pieces[i].id;
		if (may_pick(board, id) && legal_zones(board, id, zones) > 0)
			ring[n++] = id;
	}
	for (int i = 0; i < board->control_count; i++)
		if (control_live(&board->controls[i]))
			ring[n++] = -2 - i;
	if (n == 0)
		return false;
	int now = board->focus_control >= 0 ? -2 - board->focus_control : board->selected;
	int next = cycle(ring, n, now, step, step > 0 ? 0 : n - 1);
	clear_selection(board);
	board->keyboard = true;
	if (next <= -2)
		board->focus_control = -2 - next;
	else
		pg_board_pick(board, next);
	return true;
}

void pg_board_pick(pg_board *board, int piece)
{
	int zones[PG_BOARD_MAX_ZONES];
	clear_selection(board);
	if (legal_zones(board, piece, zones) == 0) {
		refuse(board, piece, PG_BOARD_NONE);
		return;
	}
	board->selected = piece;
	board->focus_zone = zones[0];
	board->keyboard = true;
}

static bool arrow(pg_board *board, int step)
{
	if (board->selected < 0)
		return tab(board, step);
	int zones[PG_BOARD_MAX_ZONES];
	int n = legal_zones(board, board->selected, zones);
	if (n > 0) {
		board->focus_zone = cycle(zones, n, board->focus_zone, step, 0);
		board->keyboard = true;
	}
	return true;
}

static bool enter(pg_board *board)
{
	if (board->focus_control >= 0) {
		const pg_board_control *c = &board->controls[board->focus_control];
		clear_selection(board);
		if (control_live(c))
			pg_play_submit(board->play, c->move);
		return true;
	}
	if (board->selected < 0)
		return false;
	pg_board_play(board, board->selected, board->focus_zone);
	return true;
}

/* Tab, Shift+Tab and the arrows step forward (1) or back (-1); 0 for
 * any other key. */
static int key_step(const pg_input_event *e)
{
	switch (e->key) {
	case SDLK_TAB:
		return (e->mod & KMOD_SHIFT) ? -1 : 1;
	case SDLK_RIGHT:
	case SDLK_DOWN:
		return 1;
	case SDLK_LEFT:
	case SDLK_UP:
		return -1;
	default:
		return 0;
	}
}

static bool key(pg_board *board, const pg_input_event *e)
{
	if (e->mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI))
		return false;
	int step = key_step(e);
	bool enter_key = e->key == SDLK_RETURN || e->key == SDLK_KP_ENTER;
	bool escape = e->key == SDLK_ESCAPE;
	if (board->choosing) {
		int n = board->choice_count;
		if (step)
			board->choice_focus = (board->choice_focus + step + n) % n;
		else if (enter_key || escape)
			choose(board, enter_key ? board->choice_focus : -1);
		return step || enter_key || escape;
	}
	if (step)
		return e->key == SDLK_TAB ? tab(board, step) : arrow(board, step);
	if (enter_key)
		return !e->repeat && enter(board);
	if (!escape || (board->selected < 0 && board->focus_control < 0))
		return false;
	clear_selection(board);
	return true;
}

/* ---- input --------------------------------------------------------------------- */

static bool chooser_pointer(pg_board *board, const pg_input_event *e)
{
	board->choice_hover = -1;
	for (int i = 0; i < board->choice_count; i++)
		if (pg_in_rect(board->choice_rects[i], e->x, e->y))
			board->choice_hover = i;
	if (e->kind == PG_INPUT_CLICK)
		choose(board, board->choice_hover);
	return e->kind != PG_INPUT_HOVER;
}

static bool controls_input(pg_board *board, const pg_input_event *e)
{
	for (int i = 0; i < board->control_count; i++) {
		pg_board_control *c = &board->controls[i];
		if (pg_button_input(c->button, e)) {
			clear_selection(board);
			pg_play_submit(board->play, c->move);
			return true;
		}
	}
	return false;
}

bool pg_board_input(pg_board *board, const pg_input_event *e)
{
	if (e->kind == PG_INPUT_KEY)
		return key(board, e);
	if (board->choosing)
		return chooser_pointer(board, e);
	if (controls_input(board, e))
		return true;
	switch (e->kind) {
	case PG_INPUT_HOVER:
		board->hover = piece_at(board, e->x, e->y);
		return false;
	case PG_INPUT_PRESS:
		board->hover = PG_BOARD_NONE;
		return false;
	case PG_INPUT_CLICK:
		return e->button == SDL_BUTTON_LEFT && click(board, e->x, e->y);
	case PG_INPUT_DRAG_START:
		return drag_start(board, e);
	case PG_INPUT_DRAG_MOVE:
	case PG_INPUT_DROP:
	case PG_INPUT_DRAG_CANCEL:
		if (board->held < 0)
			return false;
		if (e->kind != PG_INPUT_DRAG_CANCEL) {
			board->x = e->x;
			board->y = e->y;
		}
		if (e->kind != PG_INPUT_DRAG_MOVE)
			drop(board, e->kind == PG_INPUT_DRAG_CANCEL);
		return true;
	default:
		return false;
	}
}

void pg_board_update(pg_board *board, float dt)
{
	if (board->snap.piece < 0)
		return;
	board->snap.t += dt;
	if (board->snap.t >= board->snap_seconds)
		board->snap.piece = PG_BOARD_NONE;
}

void pg_board_finish(pg_board *board)
{
	board->snap.piece = PG_BOARD_NONE;
}

bool pg_board_take_drop(pg_board *board, int piece, float *x, float *y)
{
	if (board->dropped < 0 || (piece >= 0 && board->dropped != piece))
		return false;
	if (x)
		*x = board->drop_x;
	if (y)
		*y = board->drop_y;
	board->dropped = PG_BOARD_NONE;
	return true;
}

bool pg_board_busy(const pg_board *board)
{
	return board->snap.piece >= 0;
}

/* ---- what the scene draws ------------------------------------------------------- */

int pg_board_active(const pg_board *board)
{
	return board->held >= 0 ? board->held : board->selected;
}

bool pg_board_held_centre(const pg_board *board, float *x, float *y)
{
	if (board->held < 0)
		return false;
	*x = (float)(board->x - board->grab_dx);
	*y = (float)(board->y - board->grab_dy);
	return true;
}

bool pg_board_snap_centre(const pg_board *board, int *piece, float *x, float *y,
                          float *progress)
{
	const pg_board_snap *s = &board->snap;
	if (s->piece < 0 || !find_piece(board, s->piece))
		return false;
	float raw = board->snap_seconds > 0 ? pg_clampf(s->t / board->snap_seconds, 0, 1) : 1;
	float t = pg_ease_apply(s->refused ? PG_EASE_OUT_BACK : PG_EASE_OUT, raw);
	float home_x, home_y;
	home_centre(board, s->piece, &home_x, &home_y);
	*piece = s->piece;
	*x = pg_lerp(s->x0, home_x, t);
	*y = pg_lerp(s->y0, home_y, t);
	*progress = t;
	return true;
}

bool pg_board_dropped_centre(const pg_board *board, int *piece, float *x, float *y)
{
	if (board->dropped < 0)
		return false;
	*piece = board->dropped;
	*x = board->drop_x;
	*y = board->drop_y;
	return true;
}

int pg_board_away(const pg_board *board, int piece)
{
	return (board->held == piece) + (board->snap.piece == piece) +
	       (board->dropped == piece);
}

int pg_board_hover(const pg_board *board)
{
	return board->held >= 0 ? PG_BOARD_NONE : board->hover;
}

bool pg_board_over(const pg_board *board, int zone)
{
	return board->held >= 0 && aimed_zone(board) == zone;
}

int pg_board_zone_glow(const pg_board *board, int zone)
{
	if (!has_moves(board, pg_board_active(board), zone))
		return 0;
	bool hot = pg_board_over(board, zone) || (board->keyboard && board->focus_zone == zone);
	return hot ? 2 : 1;
}

pg_move pg_board_zone_move(const pg_board *board, int zone)
{
	pg_move out[PG_BOARD_MAX_CHOICES];
	return moves_for(board, pg_board_active(board), zone, out) == 1 ? out[0] : PG_NO_MOVE;
}

void pg_board_draw_glow(pg_app *app, SDL_Rect rect, int radius, bool hot)
{
	SDL_Renderer *r = app->renderer;
	Uint8 fill = (Uint8)((hot ? 70 : 34) + 30 * PG_GLOW_LEVEL);
	pg_ui_fill_rounded(r, rect, radius, pg_ui_with_alpha(pg_ui_theme.good, fill));
	pg_ui_stroke_rounded(r, rect, radius, pg_px(app, hot ? 3 : 2),
	                     pg_ui_with_alpha(pg_ui_theme.good, (Uint8)(hot ? 230 : 150)));
}

static void draw_chooser(pg_board *board, SDL_Renderer *r)
{
	pg_app *app = board->app;
	int radius = pg_px(app, 10);
	pg_ui_shadow(r, board->chooser, radius, pg_px(app, 6));
	pg_ui_panel(r, board->chooser, radius);
	for (int i = 0; i < board->choice_count; i++) {
		SDL_Rect e = board->choice_rects[i];
		bool lit = i == board->choice_hover || i == board->choice_focus;
		if (lit)
			pg_ui_fill_rounded(r, e, pg_px(app, 6),
			                   pg_ui_with_alpha(pg_ui_theme.accent, 120));
		pg_text_draw_fit(app->text, board->labels[i], e.x + e.w / 2, e.y + e.h / 2,
		                 e.w - pg_px(app, 8), pg_px(app, 14), PG_FONT_BOLD,
		                 pg_ui_theme.text, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	}
}

/* The keyboard's focus ring, grow pixels outside rect (inside when
 * negative). */
static void draw_focus(pg_board *board, SDL_Renderer *r, SDL_Rect rect, int grow)
{
	pg_ui_stroke_rounded(r, pg_rect_inset(rect, -grow, -grow), pg_px(board->app, 10),
	                     pg_px(board->app, 2),
	                     pg_ui_with_alpha(pg_ui_theme.accent_hover, 230));
}

void pg_board_draw_overlay(pg_board *board, SDL_Renderer *renderer)
{
	int grow = pg_px(board->app, 3);
	if (board->keyboard && board->selected >= 0)
		draw_focus(board, renderer, pg_board_piece_rect(board, board->selected), grow);
	if (board->keyboard && board->focus_zone >= 0)
		draw_focus(board, renderer, pg_board_zone_rect(board, board->focus_zone),
		           -grow);
	if (board->keyboard && board->focus_control >= 0)
		draw_focus(board, renderer, board->controls[board->focus_control].button->rect,
		           grow);
	if (board->choosing)
		draw_chooser(board, renderer);
}

/* ---- for tests -------------------------------------------------------------------- */

SDL_Rect pg_board_piece_rect(const pg_board *board, int id)
{
	const pg_board_place *p = find_piece(board, id);
	return p ? p->hit : (SDL_Rect){0, 0, 0, 0};
}

SDL_Rect pg_board_zone_rect(const pg_board *board, int id)
{
	const pg_board_place *z = find(board->zones, board->zone_count, id);
	return z ? z->hit : (SDL_Rect){0, 0, 0, 0};
}

SDL_Rect pg_board_control_rect(const pg_board *board, int id)
{
	for (int i = 0; i < board->control_count; i++)
		if (board->controls[i].id == id && !board->controls[i].button->hidden)
			return board->controls[i].button->rect;
	return (SDL_Rect){0, 0, 0, 0};
}

int pg_board_choice_count(const pg_board *board)
{
	return board->choosing ? board->choice_count : 0;
}

SDL_Rect pg_board_choice_rect(const pg_board *board, int index)
{
	if (!board->choosing || index < 0 || index >= board->choice_count)
		return (SDL_Rect){0, 0, 0, 0};
	return board->choice_rects[index];
}
