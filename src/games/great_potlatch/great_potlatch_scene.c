/*
 * great_potlatch_scene.c: The Great Potlatch table (the view of
 * pg_view.h), built on the scene kit: the board's rules (which piece may
 * be picked up and what it makes where it is dropped), the Ritual built in
 * steps, a click on the draw pile for a person's draws, input, update,
 * the status line and the view table. Layout, paint and animation live
 * beside it (great_potlatch_scene.h).
 */
#include <stdio.h>
#include <string.h>

#include "great_potlatch/great_potlatch_scene.h"
#include "pg_i18n.h"

enum { LEGAL_CAP = PG_MAX_MOVES };

const gp_state *great_potlatch_shown(const gp_view *v)
{
	return v->tl.shown;
}

/* The question the pure mapping answers, about now. The state is the
 * viewer's observation (pg_play_state), which is all the mapping needs. */
gp_board_ask great_potlatch_ask(const gp_view *v, pg_move *legal, int cap)
{
	return (gp_board_ask){
	    .state = pg_play_state(v->play),
	    .seat = pg_play_input_seat(v->play),
	    .legal = legal,
	    .legal_count = pg_play_legal_moves(v->play, legal, cap),
	    .staged = v->staged,
	};
}

/* ---- the board's rules ------------------------------------------------------- */

static int board_moves(void *scene, int piece, int zone, pg_move *out, int cap)
{
	static pg_move legal[LEGAL_CAP];
	gp_board_ask ask = great_potlatch_ask(scene, legal, LEGAL_CAP);
	return gp_board_moves(&ask, piece, zone, out, cap);
}

static void board_refusal(void *scene, int piece, int zone, char *buf, size_t size)
{
	static pg_move legal[LEGAL_CAP];
	gp_board_ask ask = great_potlatch_ask(scene, legal, LEGAL_CAP);
	gp_board_refusal(&ask, piece, zone, buf, size);
}

/* Only the person at the screen moves their own cards, and role
 * markers only while roles are chosen. */
static bool board_can_pick(void *scene, int piece)
{
	const gp_view *v = scene;
	if (pg_play_viewer(v->play) != v->bottom || !pg_play_is_human(v->play, v->bottom))
		return false;
	if (piece < GP_PIECE_CARD)
		return gp_get_phase(great_potlatch_shown(v)) == GP_PHASE_GATHERING;
	return true;
}

static void board_choice_label(void *scene, pg_move move, char *buf, size_t size)
{
	const gp_view *v = scene;
	pg_game_describe_move_for(pg_play_game(v->play), pg_play_state(v->play), move,
				  pg_play_viewer(v->play), buf, size);
}

static const pg_board_rules board_rules = {
    .moves = board_moves,
    .refusal = board_refusal,
    .can_pick = board_can_pick,
    .choice_label = board_choice_label,
};

/* ---- the Ritual, staged -------------------------------------------------------- */

/* A drop (or a click, or Enter) on the ritual row that builds a Ritual:
 * the scene keeps it; the board never sees it. */
static bool try_stage(gp_view *v, int piece)
{
	static pg_move legal[LEGAL_CAP];
	gp_board_ask ask = great_potlatch_ask(v, legal, LEGAL_CAP);
	pg_move staged;
	if (!gp_board_stage(&ask, piece, GP_ZONE_RITUAL, &staged))
		return false;
	v->staged = staged;
	pg_board_reset(&v->board);
	great_potlatch_register(v);
	pg_audio_play(v->app->audio, "click");
	return true;
}

static bool stage_input(gp_view *v, const pg_input_event *e)
{
	const gp_panel *own = &v->panels[v->bottom];
	if (e->kind == PG_INPUT_DROP && v->board.held >= 0 && pg_in_rect(own->rituals, e->x, e->y))
		return try_stage(v, v->board.held);
	if (e->kind == PG_INPUT_CLICK && v->board.selected >= 0 &&
	    pg_in_rect(own->rituals, e->x, e->y))
		return try_stage(v, v->board.selected);
	if (e->kind == PG_INPUT_CLICK && gp_get_phase(great_potlatch_shown(v)) == GP_PHASE_DAY_ACTION) {
		/* A click on a Totem Pole card as Shaman sets it out at once. */
		int piece = pg_board_hover(&v->board);
		if (piece >= GP_PIECE_TOTEM && piece < GP_PIECE_END)
			return try_stage(v, piece);
	}
	if (e->kind == PG_INPUT_KEY && (e->key == SDLK_RETURN || e->key == SDLK_KP_ENTER) &&
	    v->board.selected >= 0 && (v->board.focus_zone == GP_ZONE_RITUAL ||
				       v->board.selected >= GP_PIECE_TOTEM))
		return try_stage(v, v->board.selected);
	return false;
}

static bool staged_legal(gp_view *v)
{
	static pg_move legal[LEGAL_CAP];
	gp_board_ask ask = great_potlatch_ask(v, legal, LEGAL_CAP);
	return gp_board_staged_legal(&ask);
}

/* ---- buttons, draws and keys ---------------------------------------------------- */

static void sync_buttons(gp_view *v)
{
	static pg_move legal[LEGAL_CAP];
	int n = pg_play_legal_moves(v->play, legal, LEGAL_CAP);
	bool done = false;
	for (int i = 0; i < n && !done; i++)
		done = legal[i] == GP_MOVE_DONE;
	int phase = gp_get_phase(pg_play_state(v->play));
	v->done_button.hidden = !done;
	v->done_button.label = phase == GP_PHASE_POTLATCH ? _("Done giving") : _("Done for today");
	v->done_button.kind = PG_BUTTON_NORMAL;
	if (v->staged != PG_NO_MOVE && (n == 0 || !staged_legal(v)) && !pg_timeline_running(&v->tl))
		v->staged = PG_NO_MOVE;
	v->ritual_button.hidden = v->staged == PG_NO_MOVE || n == 0;
	v->ritual_button.kind = PG_BUTTON_PRIMARY;
	/* The controls play what the button says now. */
	for (int i = 0; i < v->board.control_count; i++)
		if (v->board.controls[i].id == GP_CONTROL_RITUAL)
			v->board.controls[i].move = v->staged;
}

/* A person's draw waits for them: one click on the draw pile (or Space,
 * or Enter: the app's keys for a roll) draws all the cards due, one after
 * another. The first draw, however it was made, marks the drawer
 * (view_on_events); the rest follow here. */
static void update_draws(gp_view *v)
{
	int seat = pg_play_chance_seat(v->play);
	if (seat < 0 || seat != v->drawing_seat || !pg_play_person_rolls(v->play)) {
		if (!pg_play_chance_pending(v->play))
			v->drawing_seat = -1;
		return;
	}
	if (!pg_timeline_running(&v->tl))
		pg_play_roll_now(v->play);
}

static bool deck_click(gp_view *v, const pg_input_event *e)
{
	if (e->kind != PG_INPUT_CLICK || !pg_in_rect(v->deck, e->x, e->y) ||
	    !pg_play_person_rolls(v->play))
		return false;
	pg_play_roll_now(v->play);
	return true;
}

/* R sets out the next Totem Pole card a Ritual can be made of, with the
 * game's pick of cards: the Shaman's way by keyboard (Tab reaches only
 * pieces that play at once). */
static bool key_ritual(gp_view *v)
{
	static pg_move legal[LEGAL_CAP];
	gp_board_ask ask = great_potlatch_ask(v, legal, LEGAL_CAP);
	int now = -1, cards[3];
	if (v->staged != PG_NO_MOVE)
		gp_ritual_cards(v->staged, &now, cards);
	for (int step = 1; step <= GP_TOTEM_CARDS; step++) {
		int totem = (now + step + GP_TOTEM_CARDS) % GP_TOTEM_CARDS;
		if (now < 0)
			totem = step - 1;
		pg_move staged;
		if (gp_board_stage(&ask, GP_PIECE_TOTEM + totem, GP_ZONE_RITUAL, &staged)) {
			v->staged = staged;
			great_potlatch_register(v);
			return true;
		}
	}
	return false;
}

/* C changes the pick of the staged Ritual by keyboard: the next legal
 * Ritual of the same Totem Pole card (the drag's way is to drop another
 * card of a crest on the ritual row). */
static bool key_change_pick(gp_view *v)
{
	static pg_move legal[LEGAL_CAP];
	int totem, cards[3], other, other_cards[3];
	if (!gp_ritual_cards(v->staged, &totem, cards))
		return false;
	int n = pg_play_legal_moves(v->play, legal, LEGAL_CAP), at = -1;
	for (int i = 0; i < n && at < 0; i++)
		if (legal[i] == v->staged)
			at = i;
	for (int step = 1; at >= 0 && step < n; step++) {
		pg_move move = legal[(at + step) % n];
		if (gp_ritual_cards(move, &other, other_cards) && other == totem) {
			v->staged = move;
			great_potlatch_register(v);
			return true;
		}
	}
	return false;
}

static bool key(gp_view *v, const pg_input_event *e)
{
	if (e->repeat || (e->mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)))
		return false;
	switch (e->key) {
	case SDLK_d:
		if (v->done_button.hidden)
			return false;
		return pg_play_submit(v->play, GP_MOVE_DONE);
	case SDLK_p:
		if (v->ritual_button.hidden)
			return false;
		return pg_play_submit(v->play, v->staged);
	case SDLK_r:
		return key_ritual(v);
	case SDLK_c:
		return key_change_pick(v);
	case SDLK_x:
		if (v->staged == PG_NO_MOVE)
			return false;
		v->staged = PG_NO_MOVE;
		great_potlatch_register(v);
		return true;
	default:
		return false;
	}
}

static void hover_tip(gp_view *v, int x, int y)
{
	const gp_state *s = great_potlatch_shown(v);
	char text[PG_TOOLTIP_TEXT];
	if (pg_in_rect(v->deck, x, y)) {
		snprintf(text, sizeof text,
			 P_("Draw pile: %d card. Empty, the discards are shuffled into it.",
			    "Draw pile: %d cards. Empty, the discards are shuffled into it.",
			    s->deck_count),
			 s->deck_count);
		pg_tooltip_point(&v->tip, v->deck, text);
		return;
	}
	for (int f = 0; f < GP_FAMILIES; f++)
		if (pg_in_rect(v->ancestors[f], x, y)) {
			snprintf(text, sizeof text,
				 _("The %s Ancestor: an Elder gives a %s card to the open space of its "
				   "icon. Each marker here is worth 1 point."),
				 gp_family_name(f), gp_family_name(f));
			pg_tooltip_point(&v->tip, v->ancestors[f], text);
			return;
		}
	for (int r = 0; r < GP_ROLES; r++)
		if (pg_in_rect(v->pool_roles[r], x, y)) {
			static const char *const what[GP_ROLES] = {
			    N_("draws 2 by day and 3 at night; gives Potlatch cards to the Ancestors"),
			    N_("draws 4 by day and 1 at night; carves Totem Poles (5 points each)"),
			    N_("draws 3 by day and 2 at night; performs Rituals")};
			snprintf(text, sizeof text, _("%s: %s."), gp_role_name(r), _(what[r]));
			pg_tooltip_point(&v->tip, v->pool_roles[r], text);
			return;
		}
	pg_tooltip_point(&v->tip, (SDL_Rect){0, 0, 0, 0}, NULL);
}

static bool view_input(void *data, const pg_input_event *e)
{
	gp_view *v = data;
	sync_buttons(v);
	if (e->kind == PG_INPUT_HOVER || e->kind == PG_INPUT_PRESS) {
		pg_card_hand_hover(&v->hand, e->x, e->y);
		v->pointer = (SDL_Point){e->x, e->y};
		hover_tip(v, e->x, e->y);
	}
	/* A note on what was picked up would stay over the table for the
	 * whole drag (and after the drop, until the pointer moves again). */
	if (e->kind == PG_INPUT_DRAG_START)
		pg_tooltip_clear(&v->tip);
	/* The hand's lift was last set where the drag began: without this the
	 * card that slides into that slot stays lifted after the drop. */
	if (e->kind == PG_INPUT_DROP || e->kind == PG_INPUT_DRAG_CANCEL)
		pg_card_hand_hover(&v->hand, e->x, e->y);
	if (deck_click(v, e))
		return true;
	if (stage_input(v, e))
		return true;
	if (pg_board_input(&v->board, e))
		return true;
	return e->kind == PG_INPUT_KEY && key(v, e);
}

/* ---- the view's table ---------------------------------------------------------- */

/* The seat at the bottom: whoever's hand is shown, else the first
 * person, else seat 0. */
static int bottom_seat(const gp_view *v)
{
	int viewer = pg_play_viewer(v->play);
	if (viewer >= 0)
		return viewer;
	for (int s = 0; s < pg_play_seat_count(v->play); s++)
		if (pg_play_is_human(v->play, s))
			return s;
	return 0;
}

static void show_state(gp_view *v)
{
	pg_timeline_show(&v->tl, pg_play_state(v->play));
	v->bottom = bottom_seat(v);
}

static void view_destroy(void *data)
{
	gp_view *v = data;
	pg_timeline_free(&v->tl);
	SDL_free(v);
}

static void *view_create(pg_app *app, pg_play *play)
{
	gp_view *v = SDL_calloc(1, sizeof *v);
	if (!v)
		return NULL;
	v->app = app;
	v->play = play;
	v->staged = PG_NO_MOVE;
	v->drawing_seat = -1;
	v->discard_top = v->discard_next = -1;
	if (!pg_timeline_init(&v->tl, sizeof(gp_state), pg_play_state(play),
			      &great_potlatch_timeline_hooks, v)) {
		SDL_free(v);
		return NULL;
	}
	pg_card_hand_init(&v->hand);
	pg_tooltip_init(&v->tip);
	pg_board_init(&v->board, app, play, &board_rules, v);
	v->done_button.label = _("Done");
	v->ritual_button.label = _("Perform Ritual");
	pg_board_add_control(&v->board, GP_CONTROL_DONE, &v->done_button, GP_MOVE_DONE);
	pg_board_add_control(&v->board, GP_CONTROL_RITUAL, &v->ritual_button, PG_NO_MOVE);
	show_state(v);
	return v;
}

static void view_layout(void *data, SDL_Rect area)
{
	gp_view *v = data;
	v->area = area;
	great_potlatch_layout(v);
}

static void finish_all(gp_view *v)
{
	pg_timeline_finish(&v->tl);
	pg_board_finish(&v->board);
	pg_card_hand_finish(&v->hand);
}

static void view_on_events(void *data, const pg_played *played)
{
	gp_view *v = data;
	finish_all(v);
	/* A person's draw is only ever their own click or key: the rest of
	 * their draws due follow it (update_draws). */
	int drawer = played->seat == PG_CHANCE
			 ? pg_game_chance_seat(pg_play_game(v->play), played->before)
			 : -1;
	if (drawer >= 0 && pg_play_is_human(v->play, drawer))
		v->drawing_seat = drawer;
	if (played->move >= GP_MOVE_RITUAL || played->seat != v->bottom)
		v->staged = PG_NO_MOVE;
	if (!played->by_human)
		pg_board_take_drop(&v->board, PG_BOARD_NONE, NULL, NULL);
	pg_timeline_begin(&v->tl, played->before, played->after);
	great_potlatch_schedule(v, played);
	/* A dropped piece stays where it was let go until its flight lifts it
	 * (great_potlatch_scene_anim.c); one no flight takes goes now. */
	bool flies_from_drop = false;
	for (int i = 0; i < v->tl.count; i++)
		flies_from_drop |= v->tl.actions[i].from_drop;
	if (!flies_from_drop)
		pg_board_take_drop(&v->board, PG_BOARD_NONE, NULL, NULL);
	pg_timeline_start(&v->tl);
	great_potlatch_register(v);
}

static void view_reset(void *data)
{
	gp_view *v = data;
	pg_board_reset(&v->board);
	pg_tooltip_clear(&v->tip);
	v->staged = PG_NO_MOVE;
	v->drawing_seat = -1;
	show_state(v);
	great_potlatch_layout(v);
}

static void view_update(void *data, float dt)
{
	gp_view *v = data;
	pg_timeline_update(&v->tl, dt);
	pg_board_update(&v->board, dt);
	pg_card_hand_update(&v->hand, dt);
	/* A note says what is there now ('Draw pile: 38 cards'), not what was
	 * there when the pointer came to rest: a still pointer over the pile
	 * saw its first count through the whole draw. */
	if (v->tip.text[0])
		hover_tip(v, v->pointer.x, v->pointer.y);
	pg_tooltip_update(&v->tip, v->app, dt);
	update_draws(v);
	great_potlatch_register(v);
	sync_buttons(v);
}

static void view_draw(void *data, SDL_Renderer *r)
{
	gp_view *v = data;
	sync_buttons(v);
	great_potlatch_paint(v, r);
}

static bool view_is_animating(const void *data)
{
	const gp_view *v = data;
	return pg_timeline_running(&v->tl) || pg_board_busy(&v->board);
}

static void view_finish_animations(void *data)
{
	finish_all(data);
}

/* A role's day when Done is all that is left: the hint said what to drag
 * all the same, and a Carver with no marker on an Ancestor dragged a pole
 * only to read why it could not be carved. */
static const char *const nothing_to_do[GP_ROLES] = {
	[GP_ELDER] = N_("Elder: no card in your hand can go on its Ancestor (no open space of "
			"its icon, or no marker left): Done (D)"),
	[GP_CARVER] = N_("Carver: no Totem Pole in your hand can be carved (it needs your "
			 "markers on the Ancestors of its crests): Done (D)"),
	[GP_SHAMAN] = N_("Shaman: no Ritual can be performed with your hand (a Totem Pole card "
			 "and Potlatch cards of its crests): Done (D)"),
};

static int day_hint(gp_view *v, const gp_state *s, int seat, char *buf, size_t size)
{
	static pg_move legal[LEGAL_CAP];
	int count = pg_play_legal_moves(v->play, legal, LEGAL_CAP);
	if (count == 1 && legal[0] == GP_MOVE_DONE && s->role[seat] < GP_ROLES)
		return snprintf(buf, size, "%s", _(nothing_to_do[s->role[seat]]));
	switch (s->role[seat]) {
	case GP_ELDER:
		return snprintf(buf, size,
				_("Elder: drag a Potlatch card onto its Ancestor's space of its icon "
				  "(the spaces it fits glow), or Done (D)"));
	case GP_CARVER:
		return snprintf(buf, size,
				_("Carver: drag a Totem Pole card to your Totem Poles; the markers it "
				  "needs come back to you. Done (D) when finished"));
	default:
		if (v->staged != PG_NO_MOVE)
			return snprintf(buf, size,
					_("Shaman: drag another card of a crest (or press C) to change "
					  "the pick, then Perform Ritual (P); X puts it back"));
		return snprintf(buf, size,
				_("Shaman: drag a Totem Pole card to your ritual row (or press R; "
				  "the game picks the cards it needs), or Done (D)"));
	}
}

static int view_status_text(void *data, char *buf, size_t size)
{
	gp_view *v = data;
	const gp_state *s = pg_play_state(v->play);
	if (pg_play_person_rolls(v->play))
		return snprintf(buf, size,
				P_("Click the draw pile (or press Space) to draw your %d card",
				   "Click the draw pile (or press Space) to draw your %d cards",
				   s->draws_left),
				s->draws_left);
	int seat = pg_play_input_seat(v->play);
	if (seat < 0)
		return 0;
	switch (gp_get_phase(s)) {
	case GP_PHASE_GATHERING:
		return snprintf(buf, size, "%s",
				seat == gp_speaker(s)
				    ? _("Gathering: drag a role marker to your role spot")
				    : _("Gathering: drag a role marker to your role spot (taking the "
					"Speaker's role costs a grey marker)"));
	case GP_PHASE_DAY_ACTION:
		return day_hint(v, s, seat, buf, size);
	case GP_PHASE_POTLATCH:
		return snprintf(buf, size,
				_("Potlatch: drag cards of one valuable to your gifts, then Done (D); "
				  "the biggest gift wins"));
	case GP_PHASE_SUNRISE:
		return snprintf(buf, size,
				_("Sunrise: %d cards in hand; drag Potlatch cards onto the discard "
				  "pile down to ten"),
				gp_hand_size(s, seat));
	default:
		return 0;
	}
}

/* No seat's chance: the first Speaker, drawn at random (the deal goes
 * into hidden hands, which the app calls dealing). */
static bool view_chance_text(void *data, char *buf, size_t size)
{
	gp_view *v = data;
	if (gp_get_phase(pg_play_state(v->play)) != GP_PHASE_FIRST_SPEAKER)
		return false;
	snprintf(buf, size, "%s", _("Drawing the first Speaker\xe2\x80\xa6"));
	return true;
}

static pg_board *view_board(void *data)
{
	return &((gp_view *)data)->board;
}

static const void *view_shown(const void *data)
{
	return great_potlatch_shown(data);
}

const pg_view great_potlatch_view = {
    .game_id = "great-potlatch",
    .title_art = NULL,
    .seat_styles = great_potlatch_seat_styles,
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
    .shown = view_shown,
};
