/*
 * pitengnaqsaraq_scene.c: the Pitengnaqsaraq board (the view of
 * pg_view.h), built on the scene kit: the board's rules (a family's piece
 * on a village, a food card on a family), the buttons of the moves that are
 * not drags, the offer dialog, the map's zoom and pan, tooltips, the status
 * line and the view table. Layout, paint and animation live beside it
 * (pitengnaqsaraq_scene.h).
 */
#include <stdio.h>
#include <string.h>

#include "pg_i18n.h"
#include "pitengnaqsaraq/pitengnaqsaraq_scene.h"
#include "pitengnaqsaraq/pitengnaqsaraq_scene_outcome.h"

enum { LEGAL_CAP = 256 };

/* ---- shared with the other files of the scene ----------------------------- */

const pit_state *pit_scene_real(const pit_view *v)
{
	return pg_play_state(v->play);
}

const pit_state *pit_scene_shown(const pit_view *v)
{
	return v->tl.shown;
}

bool pit_scene_can_roll(const pit_view *v)
{
	int phase = pit_scene_real(v)->phase;
	return pg_play_chance_pending(v->play) && !pg_timeline_running(&v->tl) &&
	       (phase == PIT_PHASE_ROLL || phase == PIT_PHASE_WEATHER ||
	        phase == PIT_PHASE_RAVEN);
}

int pit_scene_focus_seat(const pit_view *v)
{
	const pit_state *s = pit_scene_shown(v);
	switch (s->phase) {
	case PIT_PHASE_KEEPER:
	case PIT_PHASE_OVER:
		return -1;
	case PIT_PHASE_HOME:
	case PIT_PHASE_FOOD:
		return s->actor;
	case PIT_PHASE_WEATHER:
		return pg_play_viewer(v->play);
	default:
		return s->turn;
	}
}

int pit_scene_turn_seat(const pit_view *v)
{
	const pit_state *s = pit_scene_shown(v);
	int seat = pitengnaqsaraq_game.current_player(s);
	if (seat == PG_CHANCE)
		return pg_game_chance_seat(&pitengnaqsaraq_game, s);
	return seat >= 0 ? seat : -1;
}

int pit_scene_key_village(const pit_view *v)
{
	int zone = v->board.focus_zone;
	if (!v->board.keyboard || v->board.selected < 0 || zone < PIT_BOARD_VILLAGE ||
	    zone >= PIT_BOARD_VILLAGE + PIT_VILLAGES)
		return -1;
	return zone - PIT_BOARD_VILLAGE;
}

bool pit_scene_may_travel(const pit_state *s, int seat)
{
	char why[256];
	return !s->travelled && !pit_board_travel_blocked(s, seat, why, sizeof why);
}

void pit_scene_seat_name(const pit_view *v, int seat, char *buf, size_t size)
{
	snprintf(buf, size, "%s · %s", pit_seat_name(seat), pg_play_seat_label(v->play, seat));
}

/* ---- the board's rules ------------------------------------------------------- */

static pit_board_ask ask_now(const pit_view *v, pg_move *legal)
{
	const pit_state *s = pit_scene_real(v);
	int chance = pg_play_chance_seat(v->play);
	return (pit_board_ask){
	    .state = s,
	    .seat = pg_play_input_seat(v->play),
	    .legal = legal,
	    .legal_count = pg_play_legal_moves(v->play, legal, LEGAL_CAP),
	    .person_rolls_next = chance >= 0 && pg_play_is_human(v->play, chance),
	};
}

static int board_moves(void *scene, int piece, int zone, pg_move *out, int cap)
{
	pg_move legal[LEGAL_CAP];
	pit_board_ask ask = ask_now(scene, legal);
	return pit_board_moves(&ask, piece, zone, out, cap);
}

static void board_refusal(void *scene, int piece, int zone, char *buf, size_t size)
{
	pg_move legal[LEGAL_CAP];
	pit_board_ask ask = ask_now(scene, legal);
	pit_board_refusal(&ask, piece, zone, buf, size);
}

/* A person may lift their own family and cards, and in a pick the giver's
 * cards; anything else is left alone rather than refused at every touch. */
static bool board_can_pick(void *scene, int piece)
{
	const pit_view *v = scene;
	const pit_state *s = pit_scene_real(v);
	int seat = pg_play_input_seat(v->play);
	if (seat < 0)
		return false;
	if (piece < PIT_BOARD_CARD)
		return piece - PIT_BOARD_FAMILY == seat;
	int owner = (piece - PIT_BOARD_CARD) / PIT_FOODS;
	return s->phase == PIT_PHASE_PICK ? owner == s->giver : owner == seat;
}

/* A piece let go over no village and no family flies home: it says why
 * (why, asked before the drop, while the piece is still held: the piece
 * flying home makes it nobody's turn), as a refused drop does (a piece a
 * little off a village's dot did nothing without a word), unless it was
 * put back where it stands. */
static void say_why_missed(pit_view *v, int piece, int x, int y, const char *why)
{
	const pg_board_snap *snap = &v->board.snap;
	if (!why[0] || snap->piece != piece || snap->t > 0 || snap->refused)
		return;
	if (pg_in_rect(pg_board_piece_rect(&v->board, piece), x, y))
		return;
	pg_play_toast(v->play, "%s", why);
	pg_audio_play(v->app->audio, "error");
}

static const pg_board_rules board_rules = {
    .moves = board_moves,
    .refusal = board_refusal,
    .can_pick = board_can_pick,
};

/* ---- buttons: every move that is not a drag ------------------------------------ */

static const char *item_name(int item)
{
	if (item == PIT_ITEM_DOGS)
		return _("a dog team");
	if (item == PIT_ITEM_KAYAK)
		return _("a kayak");
	return _(pit_foods[item].name);
}

/* "Take 6 king salmon", "All: 6 king salmon and 2 seals": from the move's
 * take plan, not cut out of the move log's sentence (whose words a
 * translation orders as it likes). */
static void take_label(const pit_view *v, pg_move m, char *buf, size_t size)
{
	char foods[200];
	pit_take_text(pit_scene_real(v), m, foods, sizeof foods);
	snprintf(buf, size, m == PIT_MOVE_TAKE_ALL ? _("All: %s") : _("Take %s"), foods);
}

static bool button_label(const pit_view *v, pg_move m, char *buf, size_t size)
{
	if (m == PIT_MOVE_END)
		snprintf(buf, size, "%s", _("End turn"));
	else if (m == PIT_MOVE_ROLL_DICE)
		snprintf(buf, size, "%s", _("Roll the dice"));
	else if (m == PIT_MOVE_BUILD)
		snprintf(buf, size, "%s", _("Build a kayak (2 seals)"));
	else if (m == PIT_MOVE_SEND)
		snprintf(buf, size, "%s", _("Send the offer"));
	else if (m == PIT_MOVE_CANCEL)
		snprintf(buf, size, "%s", _("Cancel the offer"));
	else if (m == PIT_MOVE_TAKE_ALL ||
	         (m >= PIT_MOVE_TAKE && m < PIT_MOVE_TAKE + PIT_FOODS))
		take_label(v, m, buf, size);
	else if (m >= PIT_MOVE_PICK && m < PIT_MOVE_PICK + PIT_FOODS)
		snprintf(buf, size, _("Pick %s"), _(pit_foods[m - PIT_MOVE_PICK].plural));
	else if (m >= PIT_MOVE_PAY && m < PIT_MOVE_PAY + PIT_FOODS)
		snprintf(buf, size, _("Pay %s"), _(pit_foods[m - PIT_MOVE_PAY].plural));
	else if (m >= PIT_MOVE_FOOD && m < PIT_MOVE_FOOD + PIT_FOODS)
		snprintf(buf, size, _("Start with %s"), _(pit_foods[m - PIT_MOVE_FOOD].plural));
	else if (m >= PIT_MOVE_ADD && m < PIT_MOVE_ADD + PIT_ITEMS)
		snprintf(buf, size, _("Give %s"), item_name(m - PIT_MOVE_ADD));
	else if (m >= PIT_MOVE_ASK && m < PIT_MOVE_ASK + PIT_ITEMS)
		snprintf(buf, size, _("Ask %s"), item_name(m - PIT_MOVE_ASK));
	else if (m >= PIT_MOVE_OFFER && m < PIT_MOVE_OFFER + PIT_MAX_PLAYERS)
		snprintf(buf, size, _("Trade with %s"), pit_seat_name(m - PIT_MOVE_OFFER));
	else
		return false; /* travel, homes and gifts are drags; answers are the dialog's */
	return true;
}

/* Buttons of an offer being drafted come in rows: what to give, what to
 * ask, then send or cancel; the paint writes "Give" and "Ask" before the
 * first two. */
static int button_row_kind(pg_move m)
{
	if (m >= PIT_MOVE_ADD && m < PIT_MOVE_ADD + PIT_ITEMS)
		return 0;
	if (m >= PIT_MOVE_ASK && m < PIT_MOVE_ASK + PIT_ITEMS)
		return 1;
	return 2;
}

/* An item as a button of the draft's rows names it: alone ("Give" or
 * "Ask" stands before the row), by the translated name the rest of the
 * screen uses, never by its notation id. */
static const char *draft_button_name(int item)
{
	if (item == PIT_ITEM_DOGS)
		return _("dog team");
	if (item == PIT_ITEM_KAYAK)
		return _("kayak");
	return _(pit_foods[item].plural);
}

/* The width of a button of height h for label; with small, for the label
 * at the smallest size the kit's button shrinks it to. */
static int button_width(const pit_view *v, const char *label, int h, bool small)
{
	int tw, th;
	/* The kit's button writes its label at two fifths of its height (10
	 * px at least) and fits it into the width less half the height,
	 * down to three quarters of that size, never below the readable. */
	int size = pg_maxi(10, h * 2 / 5);
	if (small)
		size = pg_maxi(PG_TEXT_READABLE_PX, size * 3 / 4);
	pg_text_measure(v->app->text, label, size, PG_FONT_BOLD, &tw, &th);
	return tw + h / 2 + pg_px(v->app, 10);
}

/* The room between two buttons, and between two rows of them. */
static int button_gap(const pit_view *v)
{
	return pg_px(v->app, 4);
}

/* The food a button to start with, pick or pay a food names, or -1. */
static int chosen_food(pg_move m)
{
	static const pg_move firsts[3] = {PIT_MOVE_FOOD, PIT_MOVE_PICK, PIT_MOVE_PAY};
	for (int i = 0; i < 3; i++)
		if (m >= firsts[i] && m < firsts[i] + PIT_FOODS)
			return (int)(m - firsts[i]);
	return -1;
}

/* Lays the buttons for order[0..m) out in the actions area, rows of
 * buttons h high; with compact 1 or more, a trade after the first is
 * labelled with the family's name alone ("Trade with Blue", "Green",
 * "Yellow"), which is what makes five families' buttons fit at the
 * smallest window; with 2, a food to start with, pick or pay with the
 * food's name alone (the status line says which: the pseudo-locale's
 * seven "Start with ..." ran out of the area at 960x600); with 3, every
 * label at the smallest size the button writes it (the draft's rows of
 * food names in a longer language). Returns how many; *bottom is the
 * lowest button's bottom edge. */
static int place_buttons(pit_view *v, const pg_move *order, int m, bool draft, int h,
                         int compact, int *bottom)
{
	int count = 0, kind = -1, trades = 0;
	int x = v->actions.x, y = v->actions.y;
	int gap = button_gap(v);
	/* The draft's rows stand right of their names, which a longer
	 * language makes wider than the usual indent. */
	int indent = draft ? pg_maxi(pg_px(v->app, 40),
	                             pit_scene_draft_names_width(v) + pg_px(v->app, 6))
	                   : 0;
	v->draft_rows[0] = v->draft_rows[1] = -1;
	v->draft_row_h = h;
	*bottom = y;
	for (int i = 0; i < m && count < PIT_SCENE_BUTTONS; i++) {
		pit_button *b = &v->buttons[count];
		if (!button_label(v, order[i], b->label, sizeof b->label))
			continue;
		bool trade = order[i] >= PIT_MOVE_OFFER && order[i] < PIT_MOVE_OFFER + PIT_MAX_PLAYERS;
		if (compact >= 1 && trade && trades++ > 0)
			snprintf(b->label, sizeof b->label, "%s", pit_seat_name(order[i] - PIT_MOVE_OFFER));
		if (compact >= 2 && chosen_food(order[i]) >= 0)
			snprintf(b->label, sizeof b->label, "%s",
			         _(pit_foods[chosen_food(order[i])].plural));
		if (draft && button_row_kind(order[i]) < 2) {
			int item = order[i] -
			           (button_row_kind(order[i]) ? PIT_MOVE_ASK : PIT_MOVE_ADD);
			snprintf(b->label, sizeof b->label, "%s", draft_button_name(item));
		}
		int row_kind = draft ? button_row_kind(order[i]) : 2;
		if (row_kind != kind) {
			if (kind >= 0)
				y += h + gap;
			x = v->actions.x + (row_kind < 2 ? indent : 0);
			kind = row_kind;
			if (row_kind < 2)
				v->draft_rows[row_kind] = y;
		}
		int w = button_width(v, b->label, h, compact >= 3);
		/* "All: ..." grows with the foods here: wider than the area (a
		 * longer language, many foods), it names none; the move log
		 * does when they are taken. */
		if (order[i] == PIT_MOVE_TAKE_ALL && w > v->actions.w) {
			snprintf(b->label, sizeof b->label, "%s", _("Take all the foods here"));
			w = button_width(v, b->label, h, compact >= 3);
		}
		if (x + w > v->actions.x + v->actions.w && x > v->actions.x + indent) {
			x = v->actions.x + (row_kind < 2 ? indent : 0);
			y += h + gap;
		}
		bool keep = b->move == order[i] && count < v->button_count;
		b->move = order[i];
		b->button.label = b->label;
		b->button.rect = (SDL_Rect){x, y, w, h};
		b->button.hidden = false;
		b->button.disabled = false;
		b->button.kind = order[i] == PIT_MOVE_END || order[i] == PIT_MOVE_SEND ||
		                         order[i] == PIT_MOVE_TAKE_ALL
		                     ? PG_BUTTON_PRIMARY
		                     : PG_BUTTON_NORMAL;
		if (!keep)
			b->button.hovered = b->button.pressed = false;
		*bottom = y + h;
		x += w + gap;
		count++;
	}
	return count;
}

static void sync_buttons(pit_view *v)
{
	pg_move legal[LEGAL_CAP];
	int n =
	    pg_timeline_running(&v->tl) ? 0 : pg_play_legal_moves(v->play, legal, LEGAL_CAP);
	bool draft = pit_scene_real(v)->phase == PIT_PHASE_DRAFT;
	/* The draft's rows come before Send and Cancel. */
	pg_move order[LEGAL_CAP];
	int m = 0;
	for (int pass = 0; pass < 3; pass++)
		for (int i = 0; i < n; i++)
			if (button_row_kind(legal[i]) == pass || !draft)
				if (draft || pass == 0)
					order[m++] = legal[i];
	/* As laid out first; while the rows run out of the area, the trades
	 * by name alone, then lower buttons (their labels stay readable), then
	 * the foods by name alone, at full height and then lower; then (an
	 * offer drafted with many foods, or their names in a longer language)
	 * rows low enough for as many as the last try took (a height of 0),
	 * their labels at full size and then at the smallest, and once more
	 * for the rows the smaller labels left, never under twice the
	 * readable text's height. */
	int h = pg_px(v->app, 28), gap = button_gap(v), bottom = 0;
	int low = pg_mini(h, pg_maxi(pg_px(v->app, 22), PG_TEXT_READABLE_PX * 5 / 2));
	const struct {
		int height, compact;
	} tries[] = {{h, 0}, {h, 1}, {low, 1}, {h, 2}, {low, 2}, {0, 2}, {0, 3}, {0, 3}};
	int count = 0, n_tries = (int)(sizeof tries / sizeof tries[0]), height = h, t;
	v->actions = v->actions_laid;
	for (t = 0; t < n_tries && (t == 0 || bottom > v->actions.y + v->actions.h); t++) {
		if (tries[t].height) {
			height = tries[t].height;
		} else {
			int rows = (bottom - v->actions.y + gap) / (height + gap);
			int fit = (v->actions.h + gap) / rows - gap;
			height = pg_maxi(PG_TEXT_READABLE_PX * 2, pg_mini(height, fit));
		}
		count = place_buttons(v, order, m, draft, height, tries[t].compact, &bottom);
	}
	/* The busiest drafts (sixteen items with five families, thirteen with
	 * two in a longer language) need more of those lowest rows than the
	 * area holds at 960x600: while they are drafted the area grows over
	 * the families' panels by what the last try's rows lack (as far as
	 * the panels can give), and they are laid out again as they were,
	 * just higher. */
	int lacking = draft ? pg_maxi(0, bottom - (v->actions.y + v->actions.h)) : 0;
	if (pit_scene_grow_actions(v, lacking))
		count = place_buttons(v, order, m, draft, height, tries[t - 1].compact, &bottom);
	v->button_count = count;
	/* The buttons are the board's controls too, so a hint or a lesson
	 * finds the one to glow (and Tab reaches them after the pieces). */
	v->board.control_count = 0;
	for (int i = 0; i < count && i < PG_BOARD_MAX_CONTROLS; i++)
		pg_board_add_control(&v->board, i, &v->buttons[i].button, v->buttons[i].move);
}

/* ---- the offer dialog ----------------------------------------------------------- */

static void offer_lines(pit_view *v, const pit_state *s, int side, const uint8_t *items)
{
	for (int item = 0; item < PIT_ITEMS; item++) {
		if (!items[item])
			continue;
		char line[PG_OFFER_LINE];
		if (item >= PIT_FOODS)
			snprintf(line, sizeof line, "%d %s", items[item],
			         item == PIT_ITEM_DOGS
			             ? (items[item] > 1 ? _("dog teams") : _("dog team"))
			             : _("kayak"));
		else
			snprintf(line, sizeof line, "%d %s", items[item],
			         items[item] == 1 ? pit_food_singular(item) : _(pit_foods[item].plural));
		pg_offer_add_line(&v->offer, side, line);
	}
	(void)s;
}

/* The dialog is open while a person here answers an offer. */
static void sync_offer(pit_view *v)
{
	const pit_state *s = pit_scene_real(v);
	bool answer = s->phase == PIT_PHASE_ANSWER && !pg_timeline_running(&v->tl) &&
	              pg_play_input_seat(v->play) == s->actor;
	if (!answer) {
		if (v->offer.open)
			pg_offer_close(&v->offer);
		return;
	}
	if (v->offer.open)
		return;
	char title[PG_OFFER_LINE];
	snprintf(title, sizeof title, _("%s offers %s a trade"), pit_seat_name(s->turn),
	         pit_seat_name(s->partner));
	pg_offer_open(&v->offer, title, true);
	for (int side = 0; side < 2; side++) {
		int seat = side == 0 ? s->turn : s->partner;
		v->offer.sides[side].style = pg_play_seat_style(v->play, seat);
		snprintf(v->offer.sides[side].who, PG_OFFER_LINE, _("%s family gives"),
		         pit_seat_name(seat));
	}
	offer_lines(v, s, 0, s->offer_give);
	offer_lines(v, s, 1, s->offer_ask);
	pg_offer_layout(&v->offer, v->app, v->area);
}

/* ---- input -------------------------------------------------------------------------- */

/* The note on village k: its names, its region and what can be had there. */
static void village_tip(pit_view *v, int k)
{
	const pit_village_info *vi = &pit_villages[k];
	char text[PG_TOOLTIP_TEXT];
	int used = snprintf(text, sizeof text, _("%s (%s), %s. Here:"), vi->yupik, vi->english,
	                    vi->region);
	for (int food = 0; food < PIT_FOODS && used < (int)sizeof text; food++)
		if (vi->foods & (1u << food))
			used += snprintf(text + used, sizeof text - (size_t)used, " %s,",
			                 _(pit_foods[food].plural));
	if (used > 0 && used < (int)sizeof text && text[used - 1] == ',')
		text[used - 1] = '.';
	float vx, vy;
	pit_scene_village_xy(v, k, &vx, &vy);
	SDL_Rect anchor = {(int)vx - 6, (int)vy - 6, 12, 12};
	pg_tooltip_point(&v->tip, anchor, text);
}

static void hover_tip(pit_view *v, int x, int y)
{
	v->hover_village = pit_scene_village_at(v, x, y);
	if (v->hover_village >= 0) {
		village_tip(v, v->hover_village);
		return;
	}
	const pit_state *s = pit_scene_shown(v);
	for (int seat = 0; seat < s->players; seat++) {
		int kinds[PIT_FOODS];
		int n = pit_scene_card_kinds(s, seat, kinds);
		for (int k = n - 1; k >= 0; k--) {
			SDL_Rect c = pit_scene_card_rect(v, seat, k);
			if (!pg_in_rect(c, x, y))
				continue;
			const pit_food_info *food = &pit_foods[kinds[k]];
			char cards[8], text[PG_TOOLTIP_TEXT];
			pit_scene_cards_text(s->family[seat].food_halves[kinds[k]], cards,
			                     sizeof cards);
			snprintf(text, sizeof text,
			         _("%s%s%s%s: %s %s. A card is one meal; half cards pair up."),
			         _(food->name), food->yupik ? " (" : "",
			         food->yupik ? food->yupik : "", food->yupik ? ")" : "", cards,
			         P_("card", "cards",
			            (s->family[seat].food_halves[kinds[k]] + 1) / 2));
			pg_tooltip_point(&v->tip, c, text);
			return;
		}
	}
	char legend_tip[PG_TOOLTIP_TEXT];
	if (pg_in_rect(v->weather_legend, x, y) &&
	    pit_scene_legend_tip(v, x, y, legend_tip, sizeof legend_tip)) {
		pg_tooltip_point(&v->tip, v->weather_legend, legend_tip);
		return;
	}
	for (int total = 2; total <= 12; total++) {
		SDL_Rect cell = pit_scene_luck_cell(v, total - 2);
		if (pg_in_rect(cell, x, y)) {
			char text[PG_TOOLTIP_TEXT];
			snprintf(text, sizeof text, "%d: %s", total, _(pit_luck_text[total]));
			pg_tooltip_point(&v->tip, cell, text);
			return;
		}
	}
	pg_tooltip_point(&v->tip, (SDL_Rect){0, 0, 0, 0}, NULL);
}

static bool map_input(pit_view *v, const pg_input_event *e)
{
	switch (e->kind) {
	case PG_INPUT_WHEEL:
		if (!pg_in_rect(v->map_frame, e->x, e->y))
			return false;
		pit_scene_zoom_at(v, e->wheel_y > 0 ? 1.25f : 0.8f, e->x, e->y);
		pit_scene_register(v);
		return true;
	case PG_INPUT_CLICK:
		if (pg_in_rect(v->zoom_in, e->x, e->y) || pg_in_rect(v->zoom_out, e->x, e->y)) {
			int cx = pg_rect_cx(v->map_frame), cy = pg_rect_cy(v->map_frame);
			pit_scene_zoom_at(
			    v, pg_in_rect(v->zoom_in, e->x, e->y) ? 1.5f : 1 / 1.5f, cx, cy);
			pit_scene_register(v);
			return true;
		}
		if ((pg_in_rect(v->weather, e->x, e->y) ||
		     pg_in_rect(v->calendar, e->x, e->y)) &&
		    pit_scene_can_roll(v)) {
			pg_play_roll_now(v->play);
			return true;
		}
		return false;
	case PG_INPUT_DRAG_START:
		if (v->board.held != PG_BOARD_NONE ||
		    !pg_in_rect(v->map_frame, e->start_x, e->start_y))
			return false;
		v->panning = true;
		v->pan_x = e->start_x;
		v->pan_y = e->start_y;
		v->pan_cx = v->centre_x;
		v->pan_cy = v->centre_y;
		return true;
	case PG_INPUT_DRAG_MOVE:
	case PG_INPUT_DROP:
	case PG_INPUT_DRAG_CANCEL:
		if (!v->panning)
			return false;
		v->centre_x = v->pan_cx - (float)(e->x - v->pan_x) / v->scale;
		v->centre_y = v->pan_cy - (float)(e->y - v->pan_y) / v->scale;
		pit_scene_fit_map(v);
		pit_scene_register(v);
		if (e->kind != PG_INPUT_DRAG_MOVE)
			v->panning = false;
		return true;
	default:
		return false;
	}
}

static bool key(pit_view *v, const pg_input_event *e)
{
	if (e->repeat || (e->mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)))
		return false;
	int cx = pg_rect_cx(v->map_frame), cy = pg_rect_cy(v->map_frame);
	if (e->key == SDLK_PLUS || e->key == SDLK_EQUALS || e->key == SDLK_KP_PLUS) {
		pit_scene_zoom_at(v, 1.5f, cx, cy);
		pit_scene_register(v);
		return true;
	}
	if (e->key == SDLK_MINUS || e->key == SDLK_KP_MINUS) {
		pit_scene_zoom_at(v, 1 / 1.5f, cx, cy);
		pit_scene_register(v);
		return true;
	}
	if (e->key == SDLK_r && pit_scene_can_roll(v)) {
		pg_play_roll_now(v->play);
		return true;
	}
	/* 1..9 and 0 play the buttons in order (E ends the turn). */
	int index = e->key >= SDLK_1 && e->key <= SDLK_9 ? (int)(e->key - SDLK_1)
	            : e->key == SDLK_0                   ? 9
	                                                 : -1;
	if (e->key == SDLK_e) {
		return pg_play_submit(v->play, PIT_MOVE_END);
	}
	if (index < 0 || index >= v->button_count || v->buttons[index].button.hidden)
		return false;
	pg_play_submit(v->play, v->buttons[index].move);
	return true;
}

static bool view_input(void *data, const pg_input_event *e)
{
	pit_view *v = data;
	sync_offer(v);
	if (v->offer.open) {
		bool used = false;
		pg_offer_answer answer = pg_offer_input(&v->offer, e, &used);
		if (answer == PG_OFFER_ACCEPT || answer == PG_OFFER_DECLINE) {
			pg_play_submit(v->play, answer == PG_OFFER_ACCEPT ? PIT_MOVE_ACCEPT
			                                                  : PIT_MOVE_DECLINE);
			pg_offer_close(&v->offer);
			return true;
		}
		if (used)
			return true;
	}
	/* Esc lets go of a piece held by the pointer as it does of one picked
	 * by keys (the kit's board lets go of the latter only): it flies home. */
	if (e->kind == PG_INPUT_KEY && e->key == SDLK_ESCAPE && v->board.held != PG_BOARD_NONE) {
		pg_input_event cancel = *e;
		cancel.kind = PG_INPUT_DRAG_CANCEL;
		pg_board_input(&v->board, &cancel);
		hover_tip(v, e->x, e->y);
		return true;
	}
	/* A press or a drag hides the note on what was under the pointer, so
	 * it does not stay at the start point; where the gesture ends (a
	 * drop, a click, a drag let go) gets its own at once. */
	if (e->kind == PG_INPUT_HOVER || e->kind == PG_INPUT_DROP ||
	    e->kind == PG_INPUT_CLICK || e->kind == PG_INPUT_DRAG_CANCEL)
		hover_tip(v, e->x, e->y);
	else if (e->kind == PG_INPUT_PRESS || e->kind == PG_INPUT_DRAG_START)
		pg_tooltip_clear(&v->tip);
	if (pg_die_input(&v->die, e, pit_scene_can_roll(v)))
		return true;
	sync_buttons(v);
	for (int i = 0; i < v->button_count; i++) {
		pg_button *b = &v->buttons[i].button;
		if (!b->hidden && pg_button_input(b, e)) {
			pg_play_submit(v->play, v->buttons[i].move);
			return true;
		}
	}
	int held = v->board.held, key_village = pit_scene_key_village(v);
	char why[200] = "";
	if (e->kind == PG_INPUT_DROP && held != PG_BOARD_NONE)
		board_refusal(v, held, PG_BOARD_NONE, why, sizeof why);
	if (pg_board_input(&v->board, e)) {
		if (e->kind == PG_INPUT_DROP)
			say_why_missed(v, held, e->x, e->y, why);
		/* A village the keys aim at gets the note the pointer would give
		 * it (the map names it too); the note goes with the keys' aim. */
		if (pit_scene_key_village(v) >= 0)
			village_tip(v, pit_scene_key_village(v));
		else if (key_village >= 0)
			pg_tooltip_clear(&v->tip);
		return true;
	}
	if (map_input(v, e))
		return true;
	return e->kind == PG_INPUT_KEY && key(v, e);
}

/* ---- the view's table ---------------------------------------------------------- */

static void view_destroy(void *data)
{
	pit_view *v = data;
	pg_timeline_free(&v->tl);
	SDL_free(v);
}

static void *view_create(pg_app *app, pg_play *play)
{
	pit_view *v = SDL_calloc(1, sizeof *v);
	if (!v)
		return NULL;
	v->app = app;
	v->play = play;
	v->zoom = 1;
	v->centre_x = PIT_MAP_W / 2;
	v->centre_y = PIT_MAP_H / 2;
	v->hover_village = -1;
	if (!pg_timeline_init(&v->tl, sizeof(pit_state), pg_play_state(play),
	                      &pit_scene_timeline_hooks, v)) {
		SDL_free(v);
		return NULL;
	}
	pg_board_init(&v->board, app, play, &board_rules, v);
	pg_die_init(&v->die, app, play, 6);
	pg_tooltip_init(&v->tip);
	return v;
}

static void view_layout(void *data, SDL_Rect area)
{
	pit_view *v = data;
	v->area = area;
	pit_scene_layout(v);
	sync_buttons(v);
}

static void finish_all(pit_view *v)
{
	pg_die_finish(&v->die);
	pg_timeline_finish(&v->tl);
	pg_board_finish(&v->board);
	v->weather_angle = v->weather_to;
}

static void view_on_events(void *data, const pg_played *played)
{
	pit_view *v = data;
	finish_all(v);
	pg_die_release(&v->die);
	pg_board_take_drop(&v->board, PG_BOARD_NONE, NULL, NULL);
	pg_timeline_begin(&v->tl, played->before, played->after);
	pit_scene_schedule(v, played);
	pg_timeline_start(&v->tl);
}

static void view_reset(void *data)
{
	pit_view *v = data;
	pg_board_reset(&v->board);
	pg_die_reset(&v->die);
	pg_offer_close(&v->offer);
	pg_timeline_show(&v->tl, pit_scene_real(v));
	pit_scene_layout(v);
}

static void view_update(void *data, float dt)
{
	pit_view *v = data;
	pg_timeline_update(&v->tl, dt);
	pg_board_update(&v->board, dt);
	pg_die_update(&v->die, dt, pit_scene_can_roll(v) || pg_timeline_running(&v->tl));
	pg_tooltip_update(&v->tip, v->app, dt);
	pit_scene_register(v);
	sync_buttons(v);
	sync_offer(v);
}

static void view_draw(void *data, SDL_Renderer *r)
{
	pit_view *v = data;
	sync_buttons(v);
	sync_offer(v);
	pit_scene_paint(v, r);
}

static bool view_is_animating(const void *data)
{
	const pit_view *v = data;
	return pg_timeline_running(&v->tl) || pg_board_busy(&v->board) ||
	       pg_die_rolling(&v->die);
}

static void view_finish_animations(void *data)
{
	finish_all(data);
}

static int view_status_text(void *data, char *buf, size_t size)
{
	pit_view *v = data;
	const pit_state *s = pit_scene_real(v);
	if (pg_timeline_running(&v->tl))
		return 0;
	if (pit_scene_can_roll(v) && pg_play_person_rolls(v->play)) {
		if (s->phase == PIT_PHASE_WEATHER)
			return snprintf(buf, size,
			                _("You keep the weather: click the spinner (or R)"));
		if (s->phase == PIT_PHASE_RAVEN)
			return snprintf(buf, size,
			                _("Raven: click the dice to draw a Raven card"));
		return snprintf(buf, size, "%s", _("Click or throw the dice to roll (or press R)"));
	}
	if (pg_play_input_seat(v->play) < 0)
		return 0;
	switch (s->phase) {
	case PIT_PHASE_HOME:
		return snprintf(buf, size, "%s", _("Drag your family's piece onto its home village"));
	case PIT_PHASE_FOOD:
		return snprintf(buf, size, "%s", _("Choose your family's one other starting food"));
	case PIT_PHASE_START:
		return snprintf(buf, size,
		                _("Roll, or build a kayak from two seal cards and sit out"));
	case PIT_PHASE_TAKE:
		return snprintf(buf, size,
		                _("Choose what to take (the luck table says how much)"));
	case PIT_PHASE_PICK:
		return snprintf(buf, size, _("Pick one of the %s family's cards"),
		                pit_seat_name(s->giver));
	case PIT_PHASE_PAY:
		return snprintf(buf, size, _("Raven: pay one card to the poorest family (%s)"),
		                pit_seat_name(pit_poorest(s, s->turn)));
	case PIT_PHASE_ACT:
		/* The circle is drawn only where the family may still travel. */
		if (!pit_scene_may_travel(s, s->turn))
			return snprintf(buf, size, "%s",
			                _("Drag a card onto another family to give it, trade, or "
			                  "end the turn"));
		return snprintf(
		    buf, size,
		    _("Drag your piece inside the circle to travel, drag a card onto a "
		      "family to give it, trade, or end the turn"));
	case PIT_PHASE_DRAFT:
		return snprintf(buf, size, "%s", _("Add what you give and what you ask, then send"));
	case PIT_PHASE_ANSWER:
		return snprintf(buf, size, _("Accept or decline the %s family's offer"),
		                pit_seat_name(s->turn));
	default:
		return 0;
	}
}

/* The end of the year: who saw it through, and what each family gave,
 * received and ate (whole cards), so sharing is seen to have mattered. */
static bool view_results_section(void *data, pg_results_section *out)
{
	pit_view *v = data;
	const pit_state *s = pit_scene_real(v);
	if (s->phase != PIT_PHASE_OVER)
		return false;
	memset(out, 0, sizeof *out);
	int alive = pit_alive_count(s);
	snprintf(out->title, sizeof out->title, "%s", _("The year on the delta"));
	snprintf(out->note, sizeof out->note,
	         alive == s->players
	             ? _("Every family saw the year through: the table wins together.")
	             : _("%d of %d families saw the year through."),
	         alive, s->players);
	for (int seat = 0; seat < s->players && out->count < PG_RESULTS_MAX_ROWS; seat++) {
		const pit_family *f = &s->family[seat];
		pg_results_row *row = &out->rows[out->count++];
		char given[8], received[8], eaten[8];
		pit_scene_cards_text(f->given_halves, given, sizeof given);
		pit_scene_cards_text(f->received_halves, received, sizeof received);
		pit_scene_cards_text(f->eaten_halves, eaten, sizeof eaten);
		snprintf(row->label, sizeof row->label, _("%s: gave %s, received %s, ate %s"),
		         pit_seat_name(seat), given, received, eaten);
		snprintf(row->value, sizeof row->value, "%s",
		         f->out ? _("starved") : _("saw it through"));
		row->highlight = !f->out;
	}
	return true;
}

/* No seat's chance: the draw for the weather keeper, and the weather
 * spun by the program for a keeper who starved. */
static bool view_chance_text(void *data, char *buf, size_t size)
{
	const pit_state *s = pit_scene_real(data);
	if (s->phase == PIT_PHASE_KEEPER)
		snprintf(buf, size, "%s", _("Drawing the weather keeper\xe2\x80\xa6"));
	else if (s->phase == PIT_PHASE_WEATHER)
		snprintf(buf, size, "%s", _("Spinning the weather\xe2\x80\xa6"));
	else
		return false;
	return true;
}

static pg_board *view_board(void *data)
{
	return &((pit_view *)data)->board;
}

static pg_die *view_die(void *data)
{
	return &((pit_view *)data)->die;
}

static const void *view_shown(const void *data)
{
	return pit_scene_shown(data);
}

const pg_view pitengnaqsaraq_view = {
    .game_id = "pitengnaqsaraq",
    .title_art = NULL,
    .seat_styles = pit_scene_seat_styles,
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
    .results_section = view_results_section,
    .outcome_text = pit_scene_outcome_text,
    .board = view_board,
    .die = view_die,
    .shown = view_shown,
};
