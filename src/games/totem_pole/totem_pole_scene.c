/*
 * totem_pole_scene.c: the Totem Pole table (the view of pg_view.h), built
 * on the scene kit: the board's rules (which pyramid may be picked up and
 * what it makes on the pole), input, update, the status line and the view
 * table. Layout, paint and animation live beside it (totem_pole_scene.h).
 */
#include <math.h>
#include <stdio.h>

#include "totem_pole/totem_pole_scene.h"
#include "pg_i18n.h"

enum { LEGAL_CAP = 32 };

/* ---- shared with the other files of the scene ----------------------------- */

const tp_state *totem_pole_shown(const tp_view *v)
{
	return v->tl.shown;
}

/* "Red" or "The dummy". */
const char *totem_pole_taker_name(const tp_view *v, int taker)
{
	return taker == TP_GREY || taker < 0 ? _("The dummy")
	                                     : _(pg_play_seat_style(v->play, taker)->name);
}

bool totem_pole_can_roll(const tp_view *v)
{
	return pg_play_chance_pending(v->play) && !pg_timeline_running(&v->tl) &&
	       tp_get_phase(pg_play_state(v->play)) == TP_PHASE_ROLL;
}

/* The question the pure mapping answers, about now. */
static totem_pole_ask ask_now(const tp_view *v, pg_move *legal)
{
	return (totem_pole_ask){
	    .state = pg_play_state(v->play),
	    .seat = pg_play_input_seat(v->play),
	    .legal = legal,
	    .legal_count = pg_play_legal_moves(v->play, legal, LEGAL_CAP),
	    .person_rolls_next = pg_play_person_rolls(v->play),
	};
}

pg_move totem_pole_move_for(const tp_view *v, int colour, int size)
{
	pg_move legal[LEGAL_CAP], out;
	totem_pole_ask ask = ask_now(v, legal);
	return totem_pole_board_moves(&ask, totem_pole_piece(colour, size),
	                              TOTEM_POLE_ZONE_POLE, &out, 1)
	           ? out
	           : PG_NO_MOVE;
}

/* ---- the board's rules ------------------------------------------------------- */

static int board_moves(void *scene, int piece, int zone, pg_move *out, int cap)
{
	pg_move legal[LEGAL_CAP];
	totem_pole_ask ask = ask_now(scene, legal);
	return totem_pole_board_moves(&ask, piece, zone, out, cap);
}

static void board_refusal(void *scene, int piece, int zone, char *buf, size_t size)
{
	(void)zone;
	pg_move legal[LEGAL_CAP];
	totem_pole_ask ask = ask_now(scene, legal);
	totem_pole_board_refusal(&ask, piece, buf, size);
}

/* The colour of the hand a person reaches for: the person to move's, else
 * the bottom seat's (so a try out of turn gets its reason); -1 if the
 * bottom seat is no person either. */
static int person_colour(const tp_view *v)
{
	int seat = pg_play_input_seat(v->play);
	if (seat < 0 && !pg_play_is_human(v->play, v->bottom_seat))
		return -1;
	return tp_seat_colour(seat >= 0 ? seat : v->bottom_seat);
}

/* Which groups a person may pick up now: of the person's hand, and of the
 * dummy's supply in a two-player game; with pyramids drawn in them. */
static bool board_can_pick(void *scene, int piece)
{
	const tp_view *v = scene;
	int colour = totem_pole_piece_colour(piece), size = totem_pole_piece_size(piece);
	bool may = colour == TP_GREY
	               ? tp_has_dummy(totem_pole_shown(v)) && pg_play_viewer(v->play) >= 0
	               : colour == person_colour(v);
	return may && v->panels[colour].used && totem_pole_hand_drawn(v, colour, size) > 0;
}

static const pg_board_rules board_rules = {
    .moves = board_moves,
    .refusal = board_refusal,
    .can_pick = board_can_pick,
};

/* ---- controls and keys ------------------------------------------------------------ */

static void sync_buttons(tp_view *v)
{
	pg_move legal[LEGAL_CAP];
	int n = pg_play_legal_moves(v->play, legal, LEGAL_CAP);
	bool pass = pg_moves_contain(legal, n, TP_MOVE_PASS);
	bool coup = pg_moves_contain(legal, n, TP_MOVE_COUP);
	v->pass_button.hidden = !pass;
	v->coup_button.hidden = !pass;
	v->coup_button.disabled = !coup;
	v->pass_button.kind = coup ? PG_BUTTON_NORMAL : PG_BUTTON_PRIMARY;
	v->coup_button.kind = PG_BUTTON_PRIMARY;
}

/* 1/2/3 (S and M too): the person's own pyramid of that size, else the
 * dummy's; with Shift the dummy's first. L is not "large": it shows or
 * hides the move log in every game (one key, one meaning). */
static bool key_size(tp_view *v, int size, bool dummy_first)
{
	int colour = person_colour(v);
	if (colour < 0)
		return false;
	if (dummy_first && tp_has_dummy(totem_pole_shown(v)))
		colour = TP_GREY;
	else if (pg_play_input_seat(v->play) >= 0 &&
	         totem_pole_move_for(v, colour, size) == PG_NO_MOVE &&
	         totem_pole_move_for(v, TP_GREY, size) != PG_NO_MOVE)
		colour = TP_GREY;
	pg_board_play(&v->board, totem_pole_piece(colour, size), TOTEM_POLE_ZONE_POLE);
	return true;
}

static bool key_special(tp_view *v, pg_move move)
{
	if (pg_play_input_seat(v->play) < 0)
		return false;
	if (pg_play_submit(v->play, move))
		return true;
	pg_move legal[LEGAL_CAP];
	totem_pole_ask ask = ask_now(v, legal);
	char why[160];
	totem_pole_board_special_refusal(&ask, move, why, sizeof why);
	pg_play_toast(v->play, "%s", why);
	return true;
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
	case SDLK_3:
		return key_size(v, TP_LARGE, shift);
	case SDLK_r:
	case SDLK_SPACE:
		if (!totem_pole_can_roll(v))
			return false;
		pg_play_roll_now(v->play);
		return true;
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
	if (pg_die_input(&v->die, e, totem_pole_can_roll(v)))
		return true;
	int held_before = v->board.held;
	bool used = pg_board_input(&v->board, e);
	int held = v->board.held;
	if (held >= 0 && held != held_before) /* picked up: the size it has in hand */
		v->drag_h = (float)v->panels[totem_pole_piece_colour(held)].piece_h;
	return used || (e->kind == PG_INPUT_KEY && key(v, e));
}

/* ---- the view's table ---------------------------------------------------------- */

static void show_state(tp_view *v)
{
	pg_timeline_show(&v->tl, pg_play_state(v->play));
	v->fit = *totem_pole_shown(v);
}

static void view_destroy(void *data)
{
	tp_view *v = data;
	pg_timeline_free(&v->tl);
	SDL_free(v);
}

static void *view_create(pg_app *app, pg_play *play)
{
	tp_view *v = SDL_calloc(1, sizeof *v);
	if (!v)
		return NULL;
	v->app = app;
	v->play = play;
	for (int seat = 0; seat < pg_play_seat_count(play); seat++)
		if (pg_play_is_human(play, seat)) {
			v->bottom_seat = seat;
			break;
		}
	if (!pg_timeline_init(&v->tl, sizeof(tp_state), pg_play_state(play),
	                      &totem_pole_timeline_hooks, v)) {
		SDL_free(v);
		return NULL;
	}
	pg_board_init(&v->board, app, play, &board_rules, v);
	pg_die_init(&v->die, app, play, TP_FACES);
	v->pass_button.label = _("Pass");
	v->coup_button.label = _("Count coup");
	pg_board_add_control(&v->board, TOTEM_POLE_CONTROL_PASS, &v->pass_button, TP_MOVE_PASS);
	pg_board_add_control(&v->board, TOTEM_POLE_CONTROL_COUP, &v->coup_button, TP_MOVE_COUP);
	show_state(v);
	return v;
}

static void view_layout(void *data, SDL_Rect area)
{
	tp_view *v = data;
	v->area = area;
	totem_pole_layout(v);
}

static void view_finish_animations(void *data)
{
	tp_view *v = data;
	pg_tweens_finish(&v->tweens);
	pg_die_finish(&v->die);
	pg_timeline_finish(&v->tl);
	pg_board_finish(&v->board);
}

static void view_on_events(void *data, const pg_played *played)
{
	tp_view *v = data;
	view_finish_animations(v);
	pg_die_release(&v->die);
	pg_timeline_begin(&v->tl, played->before, played->after);
	const tp_state *before = played->before, *after = played->after;
	v->fit = tp_pole_height(after) > tp_pole_height(before) ? *after : *before;
	totem_pole_schedule(v, played);
	pg_timeline_start(&v->tl);
}

static void view_reset(void *data)
{
	tp_view *v = data;
	pg_tweens_clear(&v->tweens);
	pg_board_reset(&v->board);
	pg_die_reset(&v->die);
	show_state(v);
	totem_pole_layout(v);
}

static void view_update(void *data, float dt)
{
	tp_view *v = data;
	pg_tweens_update(&v->tweens, dt);
	pg_timeline_update(&v->tl, dt);
	pg_board_update(&v->board, dt);
	pg_die_update(&v->die, dt, totem_pole_can_roll(v) || pg_timeline_running(&v->tl));
	if (v->board.held >= 0) {
		/* Over the pole the piece grows to the size it will have there. */
		bool over = pg_board_over(&v->board, TOTEM_POLE_ZONE_POLE);
		int colour = totem_pole_piece_colour(v->board.held);
		float goal =
		    (float)(over ? totem_pole_pole_box_h(v) : v->panels[colour].piece_h);
		v->drag_h += (goal - v->drag_h) * fminf(dt * 12.0f, 1);
	}
	totem_pole_register_pieces(v);
	sync_buttons(v);
}

static void view_draw(void *data, SDL_Renderer *r)
{
	tp_view *v = data;
	sync_buttons(v);
	totem_pole_paint(v, r);
}

static bool view_is_animating(const void *data)
{
	const tp_view *v = data;
	return pg_timeline_running(&v->tl) || pg_board_busy(&v->board) ||
	       pg_die_rolling(&v->die);
}

static int view_status_text(void *data, char *buf, size_t size)
{
	tp_view *v = data;
	if (pg_timeline_running(&v->tl))
		return 0;
	if (pg_play_person_rolls(v->play))
		return snprintf(buf, size,
		                "%s", _("Click or throw the die to roll (or press R or Space)"));
	if (pg_play_input_seat(v->play) < 0)
		return 0;
	pg_move legal[LEGAL_CAP];
	int n = pg_play_legal_moves(v->play, legal, LEGAL_CAP);
	int own = 0, grey = 0; /* the sizes of own pyramids, and of the dummy's alone */
	bool pair = false;
	for (int i = 0; i < n; i++) {
		int own_size = tp_move_own_size(legal[i]),
		    grey_size = tp_move_dummy_size(legal[i]);
		pair |= own_size >= 0 && grey_size >= 0;
		if (own_size >= 0)
			own |= 1 << own_size;
		else if (grey_size >= 0)
			grey |= 1 << grey_size;
	}
	/* The sizes as the die's face that shows them says them ("small or
	 * medium"): one phrase to translate, not words joined by " or ". */
	int face = 0;
	while (face < TP_FACES && tp_face_sizes((tp_face)face) != (own ? own : grey))
		face++;
	const char *sizes = totem_pole_face_words(face);
	if (pair)
		return snprintf(
		    buf, size,
		    _("Double: drag your %s pyramid, or a grey one, onto the pole; the "
		      "other size follows on top of it"),
		    sizes);
	if (own)
		return snprintf(buf, size, _("Drag a %s pyramid onto the pole (or click it)"),
		                sizes);
	if (grey)
		return snprintf(buf, size,
		                _("None of yours fits: drag the dummy's grey %s pyramid "
		                  "onto the pole"),
		                sizes);
	if (tp_pole_height(pg_play_state(v->play)) > 0)
		return snprintf(buf, size, "%s", _("No pyramid fits: pass or count coup (P / C)"));
	return snprintf(buf, size, "%s", _("No pyramid fits and the pole is empty: pass (P)"));
}

/* No seat's chance: a pyramid drawn from the bag for who starts. */
static bool view_chance_text(void *data, char *buf, size_t size)
{
	tp_view *v = data;
	if (tp_get_phase(pg_play_state(v->play)) != TP_PHASE_FIRST_PLAYER)
		return false;
	snprintf(buf, size, "%s", _("Drawing who starts\xe2\x80\xa6"));
	return true;
}

static pg_board *view_board(void *data)
{
	return &((tp_view *)data)->board;
}

static pg_die *view_die(void *data)
{
	return &((tp_view *)data)->die;
}

static const void *view_shown(const void *data)
{
	return totem_pole_shown(data);
}

const pg_view totem_pole_view = {
    .game_id = "totem-pole",
    .title_art = NULL,
    .seat_styles = totem_pole_seat_styles,
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
    .chance_text = view_chance_text,
    .board = view_board,
    .die = view_die,
    .shown = view_shown,
};
