/*
 * test_scene_great_potlatch.c: The Great Potlatch table, headless, and the
 * app's side of the hidden-information contract (issue 10): a scripted
 * drag plays an Elder's gift; between two people the curtain covers the
 * table and no hand is laid out before the click; and the state the view
 * holds is always the viewer's observation, never a card of another
 * seat's hand.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "great_potlatch/great_potlatch_board.h"
#include "great_potlatch/great_potlatch_scene.h"
#include "pg_app_test.h"
#include "pg_board.h"
#include "pg_i18n.h"
#include "pg_play.h"
#include "pg_scenes.h"

enum { AFTER_TEXT = 8192 };

/* Plays from the start: chance takes its first outcome, each Gathering
 * seat the role in roles[] (by seat), until stop() says so; writes the
 * moves as text joined by ';'. */
static void script(int players, const int *roles, bool (*stop)(const gp_state *), char *out)
{
	const pg_game *g = &great_potlatch_game;
	gp_state s;
	pg_options o = {.players = players};
	g->init(&s, &o);
	out[0] = '\0';
	size_t used = 0;
	for (int guard = 0; guard < 400 && !stop(&s); guard++) {
		pg_move move;
		if (g->current_player(&s) == PG_CHANCE) {
			pg_chance_outcome outcomes[PG_MAX_CHANCE];
			assert_true(g->chance_outcomes(&s, outcomes, PG_MAX_CHANCE) > 0);
			move = outcomes[0].move;
		} else {
			assert_int_equal(gp_get_phase(&s), GP_PHASE_GATHERING);
			move = GP_MOVE_ROLE + roles[gp_turn(&s)];
		}
		char text[64];
		g->move_to_text(&s, move, text, sizeof text);
		used += (size_t)snprintf(out + used, AFTER_TEXT - used, "%s%s", used ? ";" : "", text);
		g->apply_move(&s, move, NULL);
	}
	assert_true(stop(&s));
}

static bool at_gathering(const gp_state *s)
{
	return gp_get_phase(s) == GP_PHASE_GATHERING;
}

static bool elder_acts(const gp_state *s)
{
	return gp_get_phase(s) == GP_PHASE_DAY_ACTION && s->role[gp_turn(s)] == GP_ELDER;
}

static SDL_Point centre(SDL_Rect r)
{
	return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
}

/* The view's state is pg_game_observe(true state, viewer), byte for byte,
 * and holds no card of another seat's hand. */
static void assert_view_sees_only_its_own(pg_app *app)
{
	pg_play *play = pg_test_play(app);
	const gp_state *truth = play->match->state;
	int viewer = pg_play_viewer(play);
	gp_state expected;
	pg_game_observe(&great_potlatch_game, truth, viewer, &expected);
	const gp_state *seen = pg_play_state(play);
	assert_memory_equal(seen, &expected, sizeof expected);
	const gp_state *shown = pg_test_shown(app);
	for (int p = 0; p < gp_players(truth); p++) {
		if (p == viewer)
			continue;
		assert_int_equal(seen->hand[p], 0);
		assert_int_equal(seen->totem_hand[p], 0);
		assert_int_equal(shown->hand[p], 0);
		assert_int_equal(shown->totem_hand[p], 0);
	}
	assert_int_equal(seen->deck, 0);
}

/* A 1280x800 app opened on a game scripted up to stop (roles taken in
 * this order), as it opens: nothing played or rolled yet. */
static pg_app *open_at(const char *seats, const int *roles, bool (*stop)(const gp_state *))
{
	static char after[AFTER_TEXT];
	script(3, roles, stop, after);
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "great-potlatch", seats, NULL, 3, after));
	return app;
}

/* The same, settled and ready for the person's input. */
static pg_app *open_scripted(const char *seats, const int *roles,
			     bool (*stop)(const gp_state *))
{
	pg_app *app = open_at(seats, roles, stop);
	pg_test_settle(app);
	return app;
}

static void a_drag_plays_an_elder_gift(void **unused)
{
	(void)unused;
	const int roles[3] = {GP_ELDER, GP_CARVER, GP_SHAMAN};
	pg_app *app = open_scripted("human,normal,normal", roles, elder_acts);
	pg_play *play = pg_test_play(app);
	const gp_state *s = play->match->state;
	assert_int_equal(pg_play_input_seat(play), 0);
	assert_view_sees_only_its_own(app);
	/* The first card of Red's hand that has an open space. */
	int card = -1;
	for (int c = 0; c < GP_POTLATCH_CARDS && card < 0; c++)
		if (s->hand[0] & (1ull << c))
			card = c;
	assert_true(card >= 0);
	pg_board *board = pg_test_board(app);
	SDL_Rect from = pg_board_piece_rect(board, GP_PIECE_CARD + card);
	assert_true(from.w > 0);
	/* A wrong Ancestor refuses with its reason and plays nothing. */
	int wrong = gp_zone_space((gp_card_family(card) + 1) % GP_FAMILIES, gp_card_icon(card));
	SDL_Point a = centre(from), b = centre(pg_board_zone_rect(board, wrong));
	int toasts = pg_test_toast_count(app);
	pg_test_drag(app, a.x, a.y, b.x, b.y);
	pg_test_settle(app);
	assert_int_equal(pg_test_submitted_count(app), 0);
	assert_true(pg_test_toast_count(app) > toasts);
	assert_non_null(strstr(pg_test_last_toast(app), "Ancestor"));
	/* The matching space takes it. */
	from = pg_board_piece_rect(board, GP_PIECE_CARD + card);
	a = centre(from);
	b = centre(pg_board_zone_rect(board, gp_zone_space(gp_card_family(card), gp_card_icon(card))));
	pg_test_drag(app, a.x, a.y, b.x, b.y);
	assert_int_equal(pg_test_last_submitted(app), GP_MOVE_GIFT + card);
	pg_test_settle(app);
	s = play->match->state;
	assert_int_equal(s->space[gp_card_family(card)][gp_card_icon(card)][0], 1);
	assert_false(s->hand[0] & (1ull << card));
	assert_view_sees_only_its_own(app);
	pg_test_app_destroy(app);
}

static void the_curtain_hides_the_hand_between_two_people(void **unused)
{
	(void)unused;
	const int roles[3] = {GP_ELDER, GP_CARVER, GP_SHAMAN};
	pg_app *app = open_scripted("human,human,human", roles, at_gathering);
	pg_play *play = pg_test_play(app);
	gp_view *v = pg_test_view_data(app);
	/* Red speaks first: the curtain asks for Red before anything shows. */
	assert_true(play->curtain);
	assert_int_equal(play->curtain_seat, 0);
	assert_int_equal(pg_play_viewer(play), -1);
	assert_int_equal(pg_play_input_seat(play), -1);
	assert_int_equal(v->hand.count, 0);
	assert_view_sees_only_its_own(app);
	/* A private draw reads as a plain draw in the log behind the curtain. */
	for (int i = 0; i < play->log_count; i++)
		assert_null(strstr(pg_play_log_text(play, i), "dealt the"));
	pg_test_key(app, SDLK_RETURN, 0);
	pg_test_frame(app, 0);
	assert_false(play->curtain);
	assert_int_equal(pg_play_viewer(play), 0);
	assert_int_equal(v->hand.count, gp_hand_size(play->match->state, 0));
	assert_view_sees_only_its_own(app);
	/* Red drags the Elder marker to the role spot. */
	pg_board *board = pg_test_board(app);
	SDL_Point a = centre(pg_board_piece_rect(board, GP_PIECE_ROLE + GP_ELDER));
	SDL_Point b = centre(pg_board_zone_rect(board, GP_ZONE_ROLE));
	pg_test_drag(app, a.x, a.y, b.x, b.y);
	assert_int_equal(pg_test_last_submitted(app), GP_MOVE_ROLE + GP_ELDER);
	pg_test_settle(app);
	/* Blue's turn: covered again, and nothing of Red's or Blue's shows. */
	assert_true(play->curtain);
	assert_int_equal(play->curtain_seat, 1);
	assert_int_equal(v->hand.count, 0);
	assert_view_sees_only_its_own(app);
	pg_test_key(app, SDLK_RETURN, 0);
	pg_test_frame(app, 0);
	assert_int_equal(pg_play_viewer(play), 1);
	assert_view_sees_only_its_own(app);
	assert_int_equal(v->hand.count, gp_hand_size(play->match->state, 1));
	pg_test_app_destroy(app);
}

static void one_person_against_ais_sees_their_own_hand_only(void **unused)
{
	(void)unused;
	static char after[AFTER_TEXT];
	const int roles[3] = {GP_ELDER, GP_CARVER, GP_SHAMAN};
	script(3, roles, at_gathering, after);
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "great-potlatch", "normal,human,normal", NULL, 3, after));
	pg_test_frame(app, 0);
	pg_play *play = pg_test_play(app);
	assert_false(play->curtain);
	assert_int_equal(pg_play_viewer(play), 1);
	assert_view_sees_only_its_own(app);
	gp_view *v = pg_test_view_data(app);
	assert_int_equal(v->hand.count, gp_hand_size(play->match->state, 1));
	/* The log: Blue reads its own deal, never Red's or Green's cards. */
	int own = 0;
	for (int i = 0; i < play->log_count; i++) {
		const char *text = pg_play_log_text(play, i);
		if (!strncmp(text, "Blue is dealt the", 17))
			own++;
		assert_null(strstr(text, "Red is dealt the"));
		assert_null(strstr(text, "Green is dealt the"));
	}
	assert_int_equal(own, GP_DEAL_POTLATCH + GP_DEAL_TOTEM);
	pg_test_app_destroy(app);
}

static bool shaman_acts(const gp_state *s)
{
	return gp_get_phase(s) == GP_PHASE_DAY_ACTION && s->role[gp_turn(s)] == GP_SHAMAN;
}

static void the_keyboard_takes_a_role_and_gives_to_an_ancestor(void **unused)
{
	(void)unused;
	const int roles[3] = {GP_ELDER, GP_CARVER, GP_SHAMAN};
	pg_app *app = open_scripted("human,normal,normal", roles, at_gathering);
	pg_play *play = pg_test_play(app);
	/* Tab reaches the first role marker, Enter puts it on the role spot. */
	pg_test_key(app, SDLK_TAB, 0);
	pg_test_key(app, SDLK_RETURN, 0);
	assert_int_equal(pg_test_last_submitted(app), GP_MOVE_ROLE + GP_ELDER);
	pg_test_settle(app);
	/* The AIs choose, Red draws; then Tab and Enter make an Elder's gift. */
	for (int i = 0; i < 20 && pg_play_input_seat(play) != 0; i++)
		pg_test_settle(app);
	assert_int_equal(gp_get_phase(play->match->state), GP_PHASE_DAY_ACTION);
	pg_test_key(app, SDLK_TAB, 0);
	pg_test_key(app, SDLK_RETURN, 0);
	pg_move gift = pg_test_last_submitted(app);
	assert_true(gift >= GP_MOVE_GIFT && gift < GP_MOVE_GIFT + GP_POTLATCH_CARDS);
	pg_test_settle(app);
	assert_int_equal(gp_markers_placed(play->match->state, 0), 1);
	/* D ends the day's action. */
	pg_test_key(app, SDLK_d, 0);
	assert_int_equal(pg_test_last_submitted(app), GP_MOVE_DONE);
	pg_test_app_destroy(app);
}

static void a_shaman_sets_out_a_ritual_then_performs_it(void **unused)
{
	(void)unused;
	const int roles[3] = {GP_SHAMAN, GP_CARVER, GP_ELDER};
	pg_app *app = open_scripted("human,normal,normal", roles, shaman_acts);
	pg_play *play = pg_test_play(app);
	gp_view *v = pg_test_view_data(app);
	pg_move legal[PG_MAX_MOVES];
	int n = pg_play_legal_moves(play, legal, PG_MAX_MOVES);
	int totem = -1, cards[3];
	for (int i = 0; i < n && totem < 0; i++)
		if (legal[i] >= GP_MOVE_RITUAL)
			gp_ritual_cards(legal[i], &totem, cards);
	if (totem < 0) {
		/* This deal gives Red no Ritual: nothing to set out. */
		pg_test_app_destroy(app);
		skip();
	}
	pg_board *board = pg_test_board(app);
	SDL_Point a = centre(pg_board_piece_rect(board, GP_PIECE_TOTEM + totem));
	SDL_Point b = centre(v->panels[0].rituals);
	pg_test_drag(app, a.x, a.y, b.x, b.y);
	/* Set out, not played: the button plays it. */
	assert_int_equal(pg_test_submitted_count(app), 0);
	assert_true(v->staged != PG_NO_MOVE);
	pg_test_frame(app, 0);
	assert_false(v->ritual_button.hidden);
	pg_move staged = v->staged;
	SDL_Rect button = pg_board_control_rect(board, GP_CONTROL_RITUAL);
	pg_test_click(app, button.x + button.w / 2, button.y + button.h / 2);
	assert_int_equal(pg_test_last_submitted(app), staged);
	pg_test_settle(app);
	assert_true(play->match->state != NULL);
	assert_true(((const gp_state *)play->match->state)->rituals[0] & (1u << totem));
	pg_test_app_destroy(app);
}

/* The opening deal (two Potlatch and five Totem Pole cards to each seat)
 * goes at a card's pace, not a die's: a deal belongs to no one, so the
 * table says "Dealing", and each card waits PG_PLAY_DEAL_DELAY after its
 * flight instead of the pause a die roll gets. */
static void the_deal_goes_at_a_cards_pace(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "great-potlatch", "normal,normal,normal", NULL, 3, NULL));
	pg_play *play = pg_test_play(app);
	assert_true(pg_play_chance_pending(play));
	assert_true(pg_play_chance_delay(play) < PG_PLAY_CHANCE_DELAY);
	/* 21 cards and the draw for the Speaker at a die's pause would take
	 * 22 x 0.45 s before any flight is drawn; dealt, the whole opening,
	 * flights included, is over before that. */
	double t = 0;
	while (t < 22 * PG_PLAY_CHANCE_DELAY && play->match->history_count < 22) {
		pg_test_frame(app, 1.0 / 60);
		t += 1.0 / 60;
	}
	assert_true(play->match->history_count >= 22);
	pg_test_app_destroy(app);
}

/* ---- a card dropped flies from the drop --------------------------------------- */

/* A card a person lets go of on its Ancestor space flies on from there,
 * not from its place in the hand (the kit's timeline takes a flight
 * start): the gift's flight starts at the drop point. */
static void a_dropped_gift_flies_from_where_it_was_let_go(void **unused)
{
	(void)unused;
	const int roles[3] = {GP_ELDER, GP_CARVER, GP_SHAMAN};
	pg_app *app = open_scripted("human,normal,normal", roles, elder_acts);
	pg_play *play = pg_test_play(app);
	gp_view *v = pg_test_view_data(app);
	pg_move legal[PG_MAX_MOVES];
	int n = pg_play_legal_moves(play, legal, PG_MAX_MOVES), card = -1;
	for (int i = 0; i < n && card < 0; i++)
		if (legal[i] >= GP_MOVE_GIFT && legal[i] < GP_MOVE_GIFT + GP_POTLATCH_CARDS)
			card = legal[i] - GP_MOVE_GIFT;
	assert_true(card >= 0);
	pg_board *board = pg_test_board(app);
	SDL_Point a = centre(pg_board_piece_rect(board, GP_PIECE_CARD + card));
	SDL_Point b = centre(pg_board_zone_rect(
	    board, gp_zone_space(gp_card_family(card), gp_card_icon(card))));
	/* The drop is well away from the card's place in the hand. */
	assert_true(abs(a.y - b.y) > 100);
	/* The drag by hand (pg_test_drag's steps), to read where the card
	 * is held just before it is let go. */
	pg_test_mouse_move(app, a.x, a.y);
	pg_test_mouse_down(app, a.x, a.y);
	pg_test_frame(app, 1.0 / 60);
	for (int i = 1; i <= 8; i++) {
		pg_test_mouse_move(app, a.x + (b.x - a.x) * i / 8, a.y + (b.y - a.y) * i / 8);
		pg_test_frame(app, 1.0 / 60);
	}
	float x, y;
	assert_true(pg_board_held_centre(board, &x, &y));
	assert_true(fabsf(x - (float)b.x) < v->card_w && fabsf(y - (float)b.y) < v->card_h / 2);
	pg_test_mouse_up(app, b.x, b.y);
	pg_test_frame(app, 0);
	assert_int_equal(pg_test_last_submitted(app), GP_MOVE_GIFT + card);
	const pg_action *flight = NULL;
	for (int frame = 0; frame < 10 && !flight; frame++) {
		pg_test_frame(app, 0.02);
		for (int i = 0; i < v->tl.count; i++)
			if (v->tl.actions[i].kind == GP_ACT_FLY_MARKER && v->tl.actions[i].b == card &&
			    pg_timeline_flying(&v->tl.actions[i]))
				flight = &v->tl.actions[i];
	}
	assert_non_null(flight);
	assert_true(flight->from_drop);
	float fx = flight->from.x + flight->from.w / 2, fy = flight->from.y + flight->from.h / 2;
	assert_true(fabsf(fx - x) <= 1 && fabsf(fy - y) <= 1);
	/* Not from the hand, where it was picked up. */
	assert_true(fabsf(fy - (float)a.y) > 100);
	/* The dropped card is no longer drawn waiting at the drop as well. */
	int piece;
	assert_false(pg_board_dropped_centre(board, &piece, &x, &y));
	pg_test_settle(app);
	assert_int_equal(gp_markers_placed(play->match->state, 0), 1);
	pg_test_app_destroy(app);
}

/* An AI's gift, with no drop, flies from the AI's hand. */
static void an_ai_gift_flies_from_its_hand(void **unused)
{
	(void)unused;
	const int roles[3] = {GP_CARVER, GP_ELDER, GP_SHAMAN};
	pg_app *app = open_scripted("human,normal,normal", roles, at_gathering);
	pg_play *play = pg_test_play(app);
	gp_view *v = pg_test_view_data(app);
	/* Red takes the Carver; Blue (an AI) is the Elder or Shaman. */
	pg_test_key(app, SDLK_TAB, 0);
	pg_test_key(app, SDLK_TAB, 0);
	pg_test_key(app, SDLK_RETURN, 0);
	assert_int_equal(pg_test_last_submitted(app), GP_MOVE_ROLE + GP_CARVER);
	bool seen = false;
	for (int frame = 0; frame < 4000 && !seen && !pg_match_is_terminal(play->match); frame++) {
		if (pg_play_input_seat(play) == 0) {
			pg_test_key(app, SDLK_d, 0);
			if (pg_play_input_seat(play) == 0)
				break;
		}
		if (pg_play_person_rolls(play))
			pg_test_key(app, SDLK_RETURN, 0);
		pg_test_frame(app, 0.02);
		for (int i = 0; i < v->tl.count; i++) {
			const pg_action *a = &v->tl.actions[i];
			if (a->kind == GP_ACT_FLY_MARKER && a->seat != 0 && pg_timeline_flying(a)) {
				assert_false(a->from_drop);
				SDL_Rect hand = v->panels[a->seat].hand;
				assert_true(pg_in_rect(hand, (int)(a->from.x + a->from.w / 2),
				                       (int)(a->from.y + a->from.h / 2)));
				seen = true;
			}
		}
	}
	assert_true(seen);
	pg_test_app_destroy(app);
}

/* ---- a person's draws ------------------------------------------------------------ */

static bool red_draws_by_day(const gp_state *s)
{
	return gp_get_phase(s) == GP_PHASE_DAY_DRAW && gp_turn(s) == 0 && s->draws_left >= 2;
}

/* Between two people the curtain covers the table while the computer is
 * passed on: the status line names no move (it told the covered seat to
 * click a draw pile it cannot see), and once the seat has said it is
 * ready, it asks for the draw. */
static void the_curtain_leaves_the_status_line_blank(void **unused)
{
	(void)unused;
	const int roles[3] = {GP_ELDER, GP_CARVER, GP_SHAMAN};
	/* Not settled: settling rolls for the person (the draw) by itself. */
	pg_app *app = open_at("human,human,human", roles, red_draws_by_day);
	pg_play *play = pg_test_play(app);
	for (int i = 0; i < 100 && pg_play_animating(play); i++)
		pg_test_frame(app, 0.1);
	assert_true(play->curtain);
	assert_true(pg_play_person_rolls(play));
	pg_test_frame(app, 0);
	assert_string_equal(pg_game_scene_hint(app), "");
	pg_test_key(app, SDLK_RETURN, 0);
	for (int i = 0; i < 100 && (i == 0 || pg_play_animating(play)); i++)
		pg_test_frame(app, 0.1);
	assert_false(play->curtain);
	assert_true(pg_play_person_rolls(play));
	assert_non_null(strstr(pg_game_scene_hint(app), "draw pile"));
	pg_test_app_destroy(app);
}

/* The status line says "press Space to draw your 2 cards": one press of
 * Space (the app's key for a roll, which the view never sees) draws them
 * all, as one click on the draw pile does, and Red is then to act. */
static void one_key_draws_all_the_cards_due(void **unused)
{
	(void)unused;
	static char after[AFTER_TEXT];
	const int roles[3] = {GP_ELDER, GP_CARVER, GP_SHAMAN};
	script(3, roles, red_draws_by_day, after);
	const SDL_Keycode keys[2] = {SDLK_SPACE, SDLK_RETURN};
	for (int k = 0; k < 2; k++) {
		pg_app *app = pg_test_app_create(1280, 800);
		assert_non_null(app);
		assert_true(pg_test_open_game(app, "great-potlatch", "human,normal,normal", NULL, 3,
		                              after));
		pg_play *play = pg_test_play(app);
		for (int i = 0; i < 100 && pg_play_animating(play); i++)
			pg_test_frame(app, 0.1);
		assert_true(pg_play_person_rolls(play));
		int due = ((const gp_state *)play->match->state)->draws_left;
		int moves = play->match->history_count;
		pg_test_key(app, keys[k], 0);
		for (int i = 0; i < 200 && pg_play_input_seat(play) != 0; i++)
			pg_test_frame(app, 0.1);
		assert_int_equal(play->match->history_count, moves + due);
		assert_int_equal(gp_get_phase(play->match->state), GP_PHASE_DAY_ACTION);
		assert_int_equal(pg_play_input_seat(play), 0);
		pg_test_app_destroy(app);
	}
}

/* ---- a whole game by keyboard ---------------------------------------------------- */

enum {
	KB_GATHERING = 1 << 0,
	KB_ELDER = 1 << 1,
	KB_CARVER = 1 << 2,
	KB_RITUAL = 1 << 3,
	KB_DONE = 1 << 4,
	KB_GIVE = 1 << 5,
	KB_CONFIRM = 1 << 6,
	KB_DISCARD = 1 << 7,
	KB_DRAW = 1 << 8,
	KB_CHANGE_PICK = 1 << 9,
};

/* One decision of Red's by keys alone; returns what kind it was. */
static int keyboard_turn(pg_app *app, int *presses)
{
	pg_play *play = pg_test_play(app);
	gp_view *v = pg_test_view_data(app);
	pg_board *board = pg_test_board(app);
	const gp_state *s = play->match->state;
	int before = pg_test_submitted_count(app);
	int kind = 0;
	switch (gp_get_phase(s)) {
	case GP_PHASE_GATHERING:
		/* Tab once, twice or three times: a different role each day. */
		for (int i = 0; i <= gp_day(s) % 3; i++, (*presses)++)
			pg_test_key(app, SDLK_TAB, 0);
		kind = KB_GATHERING;
		break;
	case GP_PHASE_DAY_ACTION:
		if (s->role[0] == GP_SHAMAN) {
			/* R sets out a Ritual with the game's pick, C changes the
			 * pick (when the Totem Pole card has another), P performs. */
			pg_test_key(app, SDLK_r, 0);
			(*presses)++;
			if (v->staged != PG_NO_MOVE) {
				pg_move first = v->staged;
				int totem, cards[3], choices = 0;
				pg_move legal[PG_MAX_MOVES];
				int n = pg_play_legal_moves(play, legal, PG_MAX_MOVES);
				gp_ritual_cards(first, &totem, cards);
				for (int i = 0; i < n; i++) {
					int t, c[3];
					choices += gp_ritual_cards(legal[i], &t, c) && t == totem;
				}
				pg_test_key(app, SDLK_c, 0);
				(*presses)++;
				if (choices > 1) {
					assert_int_not_equal(v->staged, first);
					kind |= KB_CHANGE_PICK;
				} else {
					assert_int_equal(v->staged, first);
				}
				pg_test_frame(app, 0);
				pg_test_key(app, SDLK_p, 0);
				(*presses)++;
				if (pg_test_submitted_count(app) > before)
					return kind | KB_RITUAL;
			}
			pg_test_key(app, SDLK_d, 0);
			(*presses)++;
			return KB_DONE;
		}
		pg_test_key(app, SDLK_TAB, 0);
		(*presses)++;
		if (pg_board_active(board) < 0) {
			pg_test_key(app, SDLK_d, 0);
			(*presses)++;
			return KB_DONE;
		}
		kind = s->role[0] == GP_ELDER ? KB_ELDER : KB_CARVER;
		break;
	case GP_PHASE_POTLATCH:
		if (s->gift[0]) {
			/* One card given: D confirms the gift. */
			pg_test_key(app, SDLK_d, 0);
			(*presses)++;
			return KB_CONFIRM;
		}
		pg_test_key(app, SDLK_TAB, 0);
		(*presses)++;
		kind = KB_GIVE;
		break;
	case GP_PHASE_SUNRISE:
		pg_test_key(app, SDLK_TAB, 0);
		(*presses)++;
		kind = KB_DISCARD;
		break;
	default:
		fail_msg("Red decides in phase %d", gp_get_phase(s));
	}
	/* Enter plays the picked piece where it goes; a second Enter takes
	 * the first choice if the drop means several moves. */
	for (int i = 0; i < 2 && pg_test_submitted_count(app) == before; i++, (*presses)++)
		pg_test_key(app, SDLK_RETURN, 0);
	assert_int_equal(pg_test_submitted_count(app), before + 1);
	return kind;
}

/* Lets the AIs and the animations run until Red is to draw or decide (and
 * nothing moves), or the game is over: unlike pg_test_settle, Red's own
 * draws are left for Red's keys. */
static void run_until_red(pg_app *app)
{
	pg_play *play = pg_test_play(app);
	for (int i = 0; i < 20000; i++) {
		if (pg_match_is_terminal(play->match) || pg_play_person_rolls(play))
			return;
		if (pg_play_input_seat(play) == 0 && !pg_play_animating(play))
			return;
		pg_test_frame(app, 0.1);
	}
}

/* A whole three-seat game against two AIs, played by Red with Tab, Enter,
 * R, P and D only (no pointer): the roles by Tab, an Elder's gifts, a
 * Carver's poles, a Shaman's Ritual (the game's pick), the gifts of the
 * Potlatch and their confirmation, the Sunrise discards, and Red's draws
 * by Enter. Every move of Red's is a key's. */
static void a_whole_game_by_keyboard(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "great-potlatch", "human,random,random", NULL, 7, NULL));
	pg_play *play = pg_test_play(app);
	int presses = 0, kinds = 0, decisions = 0;
	run_until_red(app);
	while (!pg_match_is_terminal(play->match) && presses < 20000) {
		if (pg_play_person_rolls(play)) {
			int moves = play->match->history_count;
			pg_test_key(app, SDLK_RETURN, 0);
			presses++;
			pg_test_frame(app, 1.0 / 30);
			if (play->match->history_count > moves)
				kinds |= KB_DRAW;
		} else if (pg_play_input_seat(play) == 0) {
			kinds |= keyboard_turn(app, &presses);
			decisions++;
		}
		run_until_red(app);
	}
	assert_true(pg_match_is_terminal(play->match));
	assert_int_equal(gp_day(play->match->state), GP_DAYS);
	/* Every decision of Red's was a key's. */
	int reds = 0;
	assert_int_equal(pg_test_submitted_count(app), decisions);
	for (int i = 0; i < play->match->history_count; i++)
		reds += play->match->history[i] < GP_MOVE_DRAW || play->match->history[i] >= GP_MOVE_RITUAL;
	assert_true(reds >= decisions);
	assert_int_equal(kinds & ~KB_CHANGE_PICK, KB_GATHERING | KB_ELDER | KB_CARVER | KB_RITUAL |
	                                              KB_DONE | KB_GIVE | KB_CONFIRM | KB_DISCARD |
	                                              KB_DRAW);
	print_message("keyboard game: %d decisions, %d key presses, pick changed: %s\n", decisions,
	              presses, kinds & KB_CHANGE_PICK ? "yes" : "no");
	pg_test_app_destroy(app);
}

/* ---- tooltips stay on the board ------------------------------------------------ */

/* Every note of the table (the role markers in the middle, the Ancestors,
 * the draw pile) lies inside the view's board when drawn: inside the
 * window, clear of the log panel (open here) and of the bars, at every
 * window size. */
static void tooltips_stay_clear_of_the_log(void **unused)
{
	(void)unused;
	static const int sizes[3][2] = {{960, 600}, {1280, 800}, {1920, 1080}};
	static char after[AFTER_TEXT];
	const int roles[3] = {GP_ELDER, GP_CARVER, GP_SHAMAN};
	script(3, roles, at_gathering, after);
	for (int k = 0; k < 3; k++) {
		pg_app *app = pg_test_app_create(sizes[k][0], sizes[k][1]);
		assert_non_null(app);
		assert_true(pg_test_open_game(app, "great-potlatch", "human,normal,normal", NULL, 3,
		                              after));
		pg_test_settle(app);
		gp_view *v = pg_test_view_data(app);
		SDL_Rect whole = v->area;
		pg_test_key(app, SDLK_l, 0);
		pg_test_frame(app, 0);
		if (v->area.w > whole.w) {
			/* It was open and L closed it: open it again. */
			pg_test_key(app, SDLK_l, 0);
			pg_test_frame(app, 0);
		}
		/* The log takes the right of the window: the board is narrower. */
		assert_true(v->area.x + v->area.w < sizes[k][0] - 200);
		SDL_Rect anchors[GP_ROLES + GP_FAMILIES + 1];
		int n = 0;
		for (int r = 0; r < GP_ROLES; r++)
			anchors[n++] = v->pool_roles[r];
		for (int f = 0; f < GP_FAMILIES; f++)
			anchors[n++] = v->ancestors[f];
		anchors[n++] = v->deck;
		for (int i = 0; i < n; i++) {
			SDL_Point c = centre(anchors[i]);
			pg_test_mouse_move(app, c.x, c.y);
			pg_test_frame(app, 0.3);
			pg_test_frame(app, 0.3);
			assert_true(pg_tooltip_visible(&v->tip));
			SDL_Rect box = v->tip.box, inside;
			assert_true(box.w > 0 && box.h > 0);
			assert_true(SDL_IntersectRect(&box, &v->area, &inside));
			assert_memory_equal(&inside, &box, sizeof box);
		}
		pg_test_app_destroy(app);
	}
}

/* The note on a role marker in the middle shows while the pointer rests
 * on it, and goes when the marker is picked up: it is not left over the
 * table for the drag nor after the drop. */
static void a_note_goes_when_its_piece_is_dragged(void **unused)
{
	(void)unused;
	static char after[AFTER_TEXT];
	const int roles[3] = {GP_ELDER, GP_CARVER, GP_SHAMAN};
	script(3, roles, at_gathering, after);
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "great-potlatch", "human,normal,normal", NULL, 3, after));
	pg_test_settle(app);
	gp_view *v = pg_test_view_data(app);
	assert_int_equal(pg_play_input_seat(pg_test_play(app)), 0);
	SDL_Point from = centre(v->pool_roles[GP_SHAMAN]), to = centre(v->panels[0].role);
	pg_test_mouse_move(app, from.x, from.y);
	pg_test_frame(app, 0.3);
	pg_test_frame(app, 0.3);
	assert_true(pg_tooltip_visible(&v->tip));
	pg_test_mouse_down(app, from.x, from.y);
	pg_test_mouse_move(app, (from.x + to.x) / 2, (from.y + to.y) / 2);
	pg_test_frame(app, 0.3);
	pg_test_frame(app, 0.3);
	assert_false(pg_tooltip_visible(&v->tip));
	pg_test_mouse_move(app, to.x, to.y);
	pg_test_mouse_up(app, to.x, to.y);
	pg_test_frame(app, 0.3);
	pg_test_frame(app, 0.3);
	assert_int_equal(pg_test_last_submitted(app), GP_MOVE_ROLE + GP_SHAMAN);
	assert_false(pg_tooltip_visible(&v->tip));
	pg_test_app_destroy(app);
}

/* A card dragged from the hand and let go away from it (here refused,
 * on the wrong Ancestor) leaves no card of the hand lifted as if the
 * pointer were over it. */
static void no_card_stays_lifted_after_a_drag(void **unused)
{
	(void)unused;
	const int roles[3] = {GP_ELDER, GP_CARVER, GP_SHAMAN};
	pg_app *app = open_scripted("human,normal,normal", roles, elder_acts);
	const gp_state *s = pg_test_play(app)->match->state;
	gp_view *v = pg_test_view_data(app);
	int card = -1;
	for (int c = 0; c < GP_POTLATCH_CARDS && card < 0; c++)
		if (s->hand[0] & (1ull << c))
			card = c;
	assert_true(card >= 0);
	pg_board *board = pg_test_board(app);
	int wrong = gp_zone_space((gp_card_family(card) + 1) % GP_FAMILIES, gp_card_icon(card));
	SDL_Point a = centre(pg_board_piece_rect(board, GP_PIECE_CARD + card));
	SDL_Point b = centre(pg_board_zone_rect(board, wrong));
	pg_test_mouse_move(app, a.x, a.y);
	pg_test_frame(app, 0.1);
	assert_true(v->hand.hover >= 0);
	pg_test_drag(app, a.x, a.y, b.x, b.y);
	pg_test_settle(app);
	assert_int_equal(pg_test_submitted_count(app), 0);
	assert_int_equal(v->hand.hover, -1);
	pg_test_app_destroy(app);
}

/* A second gift dragged while the first one still flies: the press only
 * finishes the flight (the rest of that gesture is eaten), and where the
 * pointer is let go, away from the hand, no card stays lifted. */
static void a_drag_eaten_by_a_skip_leaves_no_card_lifted(void **unused)
{
	(void)unused;
	const int roles[3] = {GP_ELDER, GP_CARVER, GP_SHAMAN};
	pg_app *app = open_scripted("human,normal,normal", roles, elder_acts);
	pg_play *play = pg_test_play(app);
	const gp_state *s = play->match->state;
	gp_view *v = pg_test_view_data(app);
	int card = -1;
	for (int c = 0; c < GP_POTLATCH_CARDS && card < 0; c++)
		if (s->hand[0] & (1ull << c))
			card = c;
	assert_true(card >= 0);
	pg_board *board = pg_test_board(app);
	SDL_Point a = centre(pg_board_piece_rect(board, GP_PIECE_CARD + card));
	SDL_Point b = centre(
	    pg_board_zone_rect(board, gp_zone_space(gp_card_family(card), gp_card_icon(card))));
	pg_test_drag(app, a.x, a.y, b.x, b.y);
	assert_int_equal(pg_test_last_submitted(app), GP_MOVE_GIFT + card);
	pg_test_frame(app, 0.016);
	assert_true(pg_play_animating(play));
	/* The pointer on another card of the hand lifts it. */
	int other = -1;
	SDL_Point p = {0, 0};
	for (int c = 0; c < GP_POTLATCH_CARDS && other < 0; c++) {
		if (c == card || !(s->hand[0] & (1ull << c)))
			continue;
		SDL_Rect r = pg_board_piece_rect(board, GP_PIECE_CARD + c);
		if (r.w <= 0)
			continue;
		p = (SDL_Point){r.x + r.w / 2, r.y + r.h / 4};
		pg_test_mouse_move(app, p.x, p.y);
		if (v->hand.hover >= 0)
			other = c;
	}
	assert_true(other >= 0);
	assert_true(pg_play_animating(play));
	/* Pressed there (the flight ends), dragged up to the board's corner. */
	SDL_Rect area = pg_test_view_area(app);
	pg_test_mouse_down(app, p.x, p.y);
	assert_false(pg_play_animating(play));
	pg_test_mouse_move(app, area.x + 4, area.y + 4);
	pg_test_mouse_up(app, area.x + 4, area.y + 4);
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(v->hand.hover, -1);
	pg_test_app_destroy(app);
}

/* ---- a caption is only words -------------------------------------------------- */

/* A caption's action (a phase, the Stick, a grey marker) is on the
 * timeline like a flight but carries no card: while only captions run,
 * nothing moves on the table. Paint drew every running action as a
 * flying card, so a caption flew the first card of the pack (Thunderbird
 * Sun blankets, a card nobody held) face up from the window's corner to
 * the viewer's hand. */
static const pg_action *caption_alone(const gp_view *v)
{
	const pg_action *note = NULL;
	for (int i = 0; i < v->tl.count; i++) {
		const pg_action *a = &v->tl.actions[i];
		if (!pg_timeline_flying(a))
			continue;
		if (a->kind != GP_ACT_NOTE)
			return NULL;
		note = a;
	}
	return note;
}

static void copy_area(pg_app *app, SDL_Rect area, Uint32 *out)
{
	SDL_Surface *surface = app->surface;
	for (int y = 0; y < area.h; y++)
		memcpy(out + (size_t)y * (size_t)area.w,
		       (const Uint8 *)surface->pixels + (size_t)(area.y + y) * (size_t)surface->pitch +
			   (size_t)area.x * 4,
		       (size_t)area.w * 4);
}

static void a_caption_flies_no_card(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "great-potlatch", "human,random,random", NULL, 7, NULL));
	gp_view *v = pg_test_view_data(app);
	SDL_Rect area = v->area;
	Uint32 *early = malloc((size_t)area.w * (size_t)area.h * 4);
	Uint32 *late = malloc((size_t)area.w * (size_t)area.h * 4);
	assert_non_null(early);
	assert_non_null(late);
	int compared = 0;
	for (int frame = 0; frame < 3000 && compared < 2; frame++) {
		pg_test_frame(app, 1.0 / 60);
		const pg_action *note = caption_alone(v);
		if (!note || v->hand.count == 0 || pg_timeline_progress(&v->tl, note) > 0.2f)
			continue;
		/* Early in the caption, then late in the same caption. */
		copy_area(app, area, early);
		char caption[PG_TIMELINE_CAPTION];
		snprintf(caption, sizeof caption, "%s", note->caption);
		while (caption_alone(v) == note && pg_timeline_progress(&v->tl, note) < 0.8f)
			pg_test_frame(app, 1.0 / 60);
		if (caption_alone(v) != note || strcmp(note->caption, caption) != 0)
			continue;
		copy_area(app, area, late);
		if (memcmp(early, late, (size_t)area.w * (size_t)area.h * 4) != 0)
			fail_msg("the table moved while only \"%s\" showed", caption);
		compared++;
	}
	assert_true(compared >= 1);
	free(early);
	free(late);
	pg_test_app_destroy(app);
}

/* ---- a Ritual refused ------------------------------------------------------------ */

/* A Totem Pole card of three Wolves dropped on the ritual row with two
 * Wolf cards in hand: the refusal said a Ritual needs 'a Potlatch card of
 * each crest', which two Wolves are. It now says how many of which. */
static void a_refused_ritual_says_which_crest_is_short(void **unused)
{
	(void)unused;
	static char after[AFTER_TEXT];
	const int roles[3] = {GP_SHAMAN, GP_CARVER, GP_ELDER};
	script(3, roles, shaman_acts, after);
	const pg_game *g = &great_potlatch_game;
	gp_state s;
	pg_options o = {.players = 3};
	g->init(&s, &o);
	char *save = NULL;
	for (char *text = strtok_r(after, ";", &save); text; text = strtok_r(NULL, ";", &save)) {
		pg_move move;
		assert_true(g->move_from_text(&s, text, &move));
		g->apply_move(&s, move, NULL);
	}
	assert_true(shaman_acts(&s));
	int seat = gp_turn(&s), wolf = -1;
	for (int f = 0; f < GP_FAMILIES; f++)
		if (strcmp(gp_family_name(f), "Wolf") == 0)
			wolf = f;
	assert_true(wolf >= 0);
	/* Two Wolf cards and a Thunderbird in hand; the three Wolves' pole. */
	int thunderbird = (wolf + 1) % GP_FAMILIES;
	s.hand[seat] = 1ull << gp_card(wolf, 0, 0) | 1ull << gp_card(wolf, 1, 2) |
		       1ull << gp_card(thunderbird, 0, 1);
	int totem = gp_totem_of(wolf, wolf, wolf);
	assert_true(totem >= 0);
	gp_board_ask ask = {.state = &s, .seat = seat, .staged = PG_NO_MOVE};
	char why[256];
	gp_board_refusal(&ask, GP_PIECE_TOTEM + totem, GP_ZONE_RITUAL, why, sizeof why);
	assert_string_equal(why, "A Ritual for this Totem Pole needs 3 Wolf cards: you hold 2.");
	/* Two Wolves and a Thunderbird: the Thunderbird is there, a Wolf short. */
	s.hand[seat] &= ~(1ull << gp_card(wolf, 1, 2));
	totem = gp_totem_of(wolf, wolf, thunderbird);
	assert_true(totem >= 0);
	gp_board_refusal(&ask, GP_PIECE_TOTEM + totem, GP_ZONE_RITUAL, why, sizeof why);
	assert_string_equal(why, "A Ritual for this Totem Pole needs 2 Wolf cards: you hold 1.");
}

/* A card of another valuable dropped on a gift under way: the toast said
 * "You are giving Bentwood box today", a name with a capital and no
 * article. Each valuable reads as the rule book names it. */
static void a_refused_gift_names_its_valuable_as_english(void **unused)
{
	(void)unused;
	static const char *const sentences[GP_VALUABLES] = {
	    [GP_BLANKET] = "You are giving Blankets today: a gift is of one valuable.",
	    [GP_OIL] = "You are giving Eulachon oil today: a gift is of one valuable.",
	    [GP_BOX] = "You are giving a Bentwood box today: a gift is of one valuable.",
	    [GP_CANOE] = "You are giving a Canoe today: a gift is of one valuable.",
	};
	const pg_game *g = &great_potlatch_game;
	gp_state s;
	pg_options o = {.players = 3};
	g->init(&s, &o);
	s.phase = GP_PHASE_POTLATCH;
	s.turn = 1;
	for (int given = 0; given < GP_VALUABLES; given++) {
		int other = (given + 1) % GP_VALUABLES;
		int card = gp_card(GP_WOLF, GP_SUN, other);
		s.gift[1] = 1ull << gp_card(GP_RAVEN, GP_MOON, given);
		s.hand[1] = 1ull << card;
		s.hand_potlatch[1] = 1;
		gp_board_ask ask = {.state = &s, .seat = 1, .staged = PG_NO_MOVE};
		char why[256];
		gp_board_refusal(&ask, GP_PIECE_CARD + card, GP_ZONE_GIFT, why, sizeof why);
		assert_string_equal(why, sentences[given]);
	}
}

/* Another seat's Totem Poles and Rituals at 960 x 600 with four players
 * in a longer language: each caption went on two lines in its narrow
 * row, leaving 8 px under it, and the Rituals were slivers of cards 6 px
 * wide. Every row of another seat now has its caption on one line and
 * its cards as tall as that leaves them, inside the row, the rows side
 * by side within the panel. */
/* A failed assertion leaves the test early: the next test starts in English. */
static int english_again(void **unused)
{
	(void)unused;
	pg_i18n_set_pseudo(false);
	return 0;
}

static void another_seats_rows_show_whole_cards(void **unused)
{
	(void)unused;
	static const char *const seats[3] = {"human,normal", "human,normal,normal",
					     "human,normal,normal,normal"};
	static const int sizes[2][2] = {{960, 600}, {1280, 800}};
	enum { CARDS = 5 }; /* as many Rituals as a seat can perform */
	for (int pseudo = 0; pseudo < 2; pseudo++) {
		pg_i18n_set_pseudo(pseudo);
		for (int k = 0; k < 2; k++)
			for (int players = 0; players < 3; players++) {
				pg_app *app = pg_test_app_create(sizes[k][0], sizes[k][1]);
				assert_non_null(app);
				assert_true(pg_test_open_game(app, "great-potlatch", seats[players], NULL,
							      3, NULL));
				pg_test_settle(app);
				gp_view *v = pg_test_view_data(app);
				int one_line = pg_px(app, 15);
				for (int p = 0; p < GP_MAX_PLAYERS; p++) {
					const gp_panel *panel = &v->panels[p];
					if (panel->seat < 0 || p == v->bottom)
						continue;
					SDL_Rect rows[GP_OTHER_ROWS] = {panel->poles, panel->rituals,
									panel->gifts};
					for (int i = 0; i < GP_OTHER_ROWS; i++) {
						SDL_Rect row = rows[i];
						assert_true(SDL_HasIntersection(&row, &panel->rect));
						assert_true(row.x >= panel->rect.x &&
							    row.x + row.w <= panel->rect.x + panel->rect.w);
						if (i > 0)
							assert_true(row.x >= rows[i - 1].x + rows[i - 1].w);
						const char *title = _(great_potlatch_other_rows[i]);
						assert_int_equal(great_potlatch_caption_height(v, title, row.w),
								 one_line);
						SDL_FRect boxes[CARDS];
						assert_int_equal(great_potlatch_row_boxes(v, row, CARDS, panel->mini_w,
											  panel->mini_h, title,
											  boxes),
								 CARDS);
						float tall = fminf(panel->mini_h, (float)(row.h - one_line));
						for (int c = 0; c < CARDS; c++) {
							assert_true(boxes[c].h >= tall - 0.01f);
							assert_true(boxes[c].x >= (float)row.x);
							assert_true(boxes[c].x + boxes[c].w <=
								    (float)(row.x + row.w) + 0.01f);
							assert_true(boxes[c].y + boxes[c].h <=
								    (float)(row.y + row.h) + 0.01f);
						}
					}
				}
				pg_test_app_destroy(app);
			}
	}
	pg_i18n_set_pseudo(false);
}

/* The Ritual being set out at 960 x 600 showed its Totem Pole card and
 * two of its three cards as strips 14 px wide of 68 px cards: slivers of
 * frame, not one crest on them. Each of the four now shows its pictures
 * beside the next (the Potlatch card's end at 78% of its width), inside
 * the ritual row, in English and in a longer language. */
static void a_ritual_set_out_shows_every_crest(void **unused)
{
	(void)unused;
	static const int sizes[3][2] = {{960, 600}, {1280, 800}, {1920, 1080}};
	const int roles[3] = {GP_SHAMAN, GP_CARVER, GP_ELDER};
	for (int pseudo = 0; pseudo < 2; pseudo++) {
		pg_i18n_set_pseudo(pseudo);
		pg_app *app = open_scripted("human,normal,normal", roles, shaman_acts);
		gp_view *v = pg_test_view_data(app);
		for (int k = 0; k < 3; k++) {
			assert_true(pg_test_resize(app, sizes[k][0], sizes[k][1]));
			pg_test_frame(app, 0);
			SDL_Rect row = v->panels[v->bottom].rituals;
			SDL_FRect boxes[4];
			assert_int_equal(great_potlatch_staged_boxes(v, boxes), 4);
			for (int i = 0; i < 4; i++) {
				assert_true(boxes[i].h >= (float)pg_px(app, 40));
				assert_true(boxes[i].x >= (float)row.x && boxes[i].y >= (float)row.y);
				assert_true(boxes[i].x + boxes[i].w <= (float)(row.x + row.w));
				assert_true(boxes[i].y + boxes[i].h <= (float)(row.y + row.h));
				if (i > 0)
					assert_true(boxes[i].x - boxes[i - 1].x >= 0.78f * boxes[i - 1].w);
			}
		}
		pg_test_app_destroy(app);
	}
	pg_i18n_set_pseudo(false);
}

/* ---- another seat's gift -------------------------------------------------------- */

/* A gift stays on its giver's panel from the Potlatch to the Passing of
 * the Stick. Its caption 'Gift' went at nightfall and the cards moved up
 * into its place: beside the 'Rituals' caption they passed for Rituals.
 * The seat's gift area looks the same in the Potlatch and at night. */
static void a_gift_keeps_its_caption_until_the_stick(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "great-potlatch", "random,random,random", NULL, 11, NULL));
	pg_play *play = pg_test_play(app);
	gp_view *v = pg_test_view_data(app);
	SDL_Rect area = v->panels[1].gifts;
	size_t bytes = (size_t)area.w * (size_t)area.h * 4;
	Uint32 *potlatch = malloc(bytes), *night = malloc(bytes);
	assert_non_null(potlatch);
	assert_non_null(night);
	uint64_t given = 0;
	int compared = 0;
	for (int frame = 0; frame < 60000 && compared < 3 &&
			    gp_get_phase(pg_play_state(play)) != GP_PHASE_OVER;
	     frame++) {
		pg_test_frame(app, 1.0 / 20);
		const gp_state *shown = pg_test_shown(app);
		if (pg_timeline_running(&v->tl) || !shown->gift[1])
			continue;
		if (gp_get_phase(shown) == GP_PHASE_POTLATCH) {
			copy_area(app, area, potlatch);
			given = shown->gift[1];
		} else if (gp_get_phase(shown) == GP_PHASE_NIGHT_DRAW && shown->gift[1] == given) {
			copy_area(app, area, night);
			if (memcmp(potlatch, night, bytes) != 0)
				fail_msg("Blue's gift looks different at night (day %d)", gp_day(shown));
			compared++;
			given = 0;
		}
	}
	assert_true(compared >= 1);
	free(potlatch);
	free(night);
	pg_test_app_destroy(app);
}

/* ---- the discard pile's top ----------------------------------------------------- */

/* The state keeps the discard pile as a set, and paint drew its highest
 * card on top: a card dropped on the pile at Sunrise, or given by an
 * Elder, vanished under one laid there days before. Three AIs play a
 * whole game; whenever a move lays one card on a pile that holds a higher
 * one, that card is on top once the move is shown. */
static void the_discard_pile_shows_the_card_laid_last(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "great-potlatch", "random,random,random", NULL, 11, NULL));
	pg_play *play = pg_test_play(app);
	gp_view *v = pg_test_view_data(app);
	uint64_t pile = ((const gp_state *)pg_play_state(play))->discard;
	int checked = 0;
	for (int frame = 0; frame < 60000 && gp_get_phase(pg_play_state(play)) != GP_PHASE_OVER;
	     frame++) {
		pg_test_frame(app, 1.0 / 20);
		const gp_state *now = pg_play_state(play);
		if (pg_timeline_running(&v->tl) || now->discard == pile)
			continue;
		uint64_t laid = now->discard & ~pile;
		pile = now->discard;
		if (__builtin_popcountll(laid) != 1 || pile < laid * 2)
			continue;
		int card = __builtin_ctzll(laid);
		const gp_state *shown = pg_test_shown(app);
		assert_true(shown->discard == pile);
		if (great_potlatch_discard_top(v, shown) != card)
			fail_msg("card %d was laid on the pile last, %d is shown on top", card,
				 great_potlatch_discard_top(v, shown));
		checked++;
	}
	assert_int_equal(gp_get_phase(pg_play_state(play)), GP_PHASE_OVER);
	assert_true(checked >= 5);
	pg_test_app_destroy(app);
}

/* ---- the draw pile's note ------------------------------------------------------- */

/* The pointer rests on the draw pile, its note shows the count; Red draws
 * (Space) and the pointer stays put. The note kept the count it was
 * written with ('Draw pile: 42 cards' over a pile of 38, seen in a
 * window); it now follows the pile. */
static void the_draw_pile_note_follows_the_count(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "great-potlatch", "human,random,random", NULL, 7, NULL));
	pg_play *play = pg_test_play(app);
	gp_view *v = pg_test_view_data(app);
	run_until_red(app);
	while (!pg_play_person_rolls(play) && !pg_match_is_terminal(play->match)) {
		keyboard_turn(app, &(int){0});
		run_until_red(app);
	}
	assert_true(pg_play_person_rolls(play));
	SDL_Point at = centre(v->deck);
	pg_test_mouse_move(app, at.x, at.y);
	for (int i = 0; i < 30; i++)
		pg_test_frame(app, 1.0 / 30);
	int before = ((const gp_state *)pg_test_shown(app))->deck_count;
	char expected[PG_TOOLTIP_TEXT];
	snprintf(expected, sizeof expected, "Draw pile: %d cards. Empty, the discards are shuffled into it.",
		 before);
	assert_string_equal(v->tip.text, expected);
	pg_test_key(app, SDLK_SPACE, 0);
	for (int i = 0; i < 150; i++)
		pg_test_frame(app, 1.0 / 30);
	int after = ((const gp_state *)pg_test_shown(app))->deck_count;
	assert_true(after < before);
	snprintf(expected, sizeof expected, "Draw pile: %d cards. Empty, the discards are shuffled into it.",
		 after);
	assert_string_equal(v->tip.text, expected);
	pg_test_app_destroy(app);
}

/* ---- text that fits in a longer language ------------------------------------ */

/* The pseudo-locale (every string a third longer) at every window size, in
 * the Gathering (its phase chip lit, the role spot empty, the role counts
 * beside the markers) and in an Elder's daytime (the own plate beside the
 * Speaker's stick, the row captions): no label is cut, shortened or drawn
 * below the readable size. test_text_fit opens the game at its start, in
 * the middle and at its end; these are the phases it does not stop in. */
static void labels_fit_in_a_longer_language(void **unused)
{
	(void)unused;
	static const int sizes[3][2] = {{960, 600}, {1280, 800}, {1920, 1080}};
	static char after[AFTER_TEXT];
	const int roles[3] = {GP_ELDER, GP_CARVER, GP_SHAMAN};
	bool (*stops[2])(const gp_state *) = {at_gathering, elder_acts};
	pg_i18n_set_pseudo(true);
	for (int stop = 0; stop < 2; stop++) {
		script(3, roles, stops[stop], after);
		for (int k = 0; k < 3; k++) {
			pg_app *app = pg_test_app_create(sizes[k][0], sizes[k][1]);
			assert_non_null(app);
			assert_true(pg_test_open_game(app, "great-potlatch", "human,normal,normal",
						      NULL, 3, after));
			pg_test_settle(app);
			pg_test_frame(app, 0);
			pg_text_clips_clear(app->text);
			pg_test_frame(app, 0);
			for (int i = 0; i < pg_text_clip_count(app->text); i++) {
				const pg_text_clip *clip = pg_text_clip_at(app->text, i);
				fprintf(stderr, "%dx%d: %s \"%s\" (%d px in %d px)\n", sizes[k][0],
					sizes[k][1], clip ? pg_text_clip_kind_name(clip->kind) : "?",
					clip ? clip->label : "?", clip ? clip->size : 0,
					clip ? clip->max_width : 0);
			}
			assert_int_equal(pg_text_clip_count(app->text), 0);
			pg_test_app_destroy(app);
		}
	}
	pg_i18n_set_pseudo(false);
}

/* The status line shows the whole hint in a longer language: the
 * pseudo-locale's Gathering hint is over 200 bytes, and the line's buffer
 * of 200 cut its end (the closing bracket went with it). */
static void the_status_hint_is_whole_in_a_longer_language(void **unused)
{
	(void)unused;
	const int roles[3] = {GP_ELDER, GP_CARVER, GP_SHAMAN};
	bool (*stops[3])(const gp_state *) = {at_gathering, elder_acts, red_draws_by_day};
	size_t longest = 0;
	pg_i18n_set_pseudo(true);
	for (int stop = 0; stop < 3; stop++) {
		pg_app *app = open_scripted("human,normal,normal", roles, stops[stop]);
		pg_test_frame(app, 0);
		pg_play *play = pg_game_scene_play(app);
		assert_non_null(play);
		char full[1024] = "";
		play->view->status_text(play->view_data, full, sizeof full);
		const char *shown = pg_game_scene_hint(app);
		assert_non_null(shown);
		assert_string_equal(shown, full);
		if (strlen(full) > longest)
			longest = strlen(full);
		pg_test_app_destroy(app);
	}
	pg_i18n_set_pseudo(false);
	/* One of them is long enough to have been cut. */
	assert_true(longest >= 200);
}

/* ---- a day with nothing to do --------------------------------------------------- */

static bool carver_acts(const gp_state *s)
{
	return gp_get_phase(s) == GP_PHASE_DAY_ACTION && s->role[gp_turn(s)] == GP_CARVER;
}

/* A Carver on the first day, no marker of theirs on an Ancestor: Done is
 * the only move. The hint told them to drag a Totem Pole card to their
 * poles all the same (seen in a window: the drag was refused with its
 * reason). The hint now says there is nothing to carve. */
static void a_day_with_nothing_to_do_says_so(void **unused)
{
	(void)unused;
	const int roles[3] = {GP_CARVER, GP_ELDER, GP_SHAMAN};
	pg_app *app = open_scripted("human,normal,normal", roles, carver_acts);
	pg_play *play = pg_test_play(app);
	assert_int_equal(pg_play_input_seat(play), 0);
	pg_move legal[PG_MAX_MOVES];
	assert_int_equal(pg_play_legal_moves(play, legal, PG_MAX_MOVES), 1);
	assert_int_equal(legal[0], GP_MOVE_DONE);
	pg_test_frame(app, 0);
	char hint[1024] = "";
	play->view->status_text(play->view_data, hint, sizeof hint);
	assert_string_equal(hint, "Carver: no Totem Pole in your hand can be carved (it needs your "
				  "markers on the Ancestors of its crests): Done (D)");
	pg_test_app_destroy(app);
}

/* ---- the Speaker gives no gift --------------------------------------------------- */

/* In the Potlatch every seat but the Speaker gives. Another seat's panel
 * named its gift row 'Gift' for the whole Potlatch, the Speaker's too:
 * an empty row promising a gift that never came. It is named for the
 * seats that give, and for any seat while its gift is on show. */
static void the_speakers_panel_names_no_gift(void **unused)
{
	(void)unused;
	const pg_game *g = &great_potlatch_game;
	gp_state s;
	pg_options o = {.players = 3};
	g->init(&s, &o);
	s.phase = GP_PHASE_POTLATCH;
	s.speaker = 1;
	s.turn = 2;
	assert_string_equal(great_potlatch_gift_caption(&s, 1), "");
	assert_string_equal(great_potlatch_gift_caption(&s, 0), "Gift");
	assert_string_equal(great_potlatch_gift_caption(&s, 2), "Gift");
	/* At night a gift on show keeps its name until the Stick passes; a
	 * seat with none shows no caption. */
	s.gift[2] = 1ull << gp_card(GP_RAVEN, GP_MOON, GP_CANOE);
	s.phase = GP_PHASE_NIGHT_DRAW;
	assert_string_equal(great_potlatch_gift_caption(&s, 2), "Gift");
	assert_string_equal(great_potlatch_gift_caption(&s, 0), "");
	assert_string_equal(great_potlatch_gift_caption(&s, 1), "");
}

/* ---- the Speaker's plate -------------------------------------------------------- */

/* Another seat holds the Speaking Stick. Its word "Speaker" hung beside
 * the stick on the plate's top edge: at 960 x 600 it sat on the plate's
 * outline (seen in a screenshot of seed 3, Blue the Speaker). The word
 * now lies inside the plate, clear of its outline, of the name and of
 * the score, under the stick (in English always; a longer language on
 * a narrow plate leaves the stick alone), and nothing on the table is
 * cut: at every window size, with two, three and four seats. */
static void the_speakers_word_sits_inside_the_plate(void **unused)
{
	(void)unused;
	static const int sizes[3][2] = {{960, 600}, {1280, 800}, {1920, 1080}};
	static const char *const seats[3] = {"normal,human", "normal,human,normal",
					     "normal,human,normal,normal"};
	const int roles[GP_MAX_PLAYERS] = {GP_ELDER, GP_CARVER, GP_SHAMAN, GP_CARVER};
	static char after[AFTER_TEXT];
	for (int pseudo = 0; pseudo < 2; pseudo++) {
		pg_i18n_set_pseudo(pseudo);
		for (int players = 2; players <= GP_MAX_PLAYERS; players++) {
			script(players, roles, at_gathering, after);
			for (int k = 0; k < 3; k++) {
				pg_app *app = pg_test_app_create(sizes[k][0], sizes[k][1]);
				assert_non_null(app);
				assert_true(pg_test_open_game(app, "great-potlatch", seats[players - 2],
							      NULL, 3, after));
				pg_test_settle(app);
				gp_view *v = pg_test_view_data(app);
				const gp_state *s = pg_test_shown(app);
				int speaker = gp_speaker(s);
				assert_true(speaker >= 0 && speaker != v->bottom);
				const gp_panel *p = &v->panels[speaker];
				char name[64], value[40];
				pg_play *play = pg_test_play(app);
				snprintf(name, sizeof name, "%s \xC2\xB7 %s",
					 _(pg_play_seat_style(play, speaker)->name),
					 pg_play_seat_label(play, speaker));
				snprintf(value, sizeof value, _("%d pts"), gp_score(s, speaker));
				gp_plate_parts parts = great_potlatch_plate_parts(v, p, name, value, true);
				/* In English the word always has room; a longer language
				 * may leave the stick alone on a narrow plate. */
				if (!pseudo)
					assert_true(parts.word.w > 0);
				/* Clear of the turn's outline (3 points wide) and a point more. */
				SDL_Rect inner = pg_rect_inset(p->plate, pg_px(app, 4), pg_px(app, 4));
				SDL_Rect inside;
				if (parts.word.w > 0) {
					assert_true(SDL_IntersectRect(&parts.word, &inner, &inside));
					assert_memory_equal(&inside, &parts.word, sizeof inside);
					assert_false(SDL_HasIntersection(&parts.word, &parts.value));
					assert_false(SDL_HasIntersection(&parts.word, &parts.name));
					assert_true(parts.stick.y + parts.stick.h <= parts.word.y);
				}
				assert_true(parts.name.w > 0);
				assert_true(parts.stick.x >= p->plate.x &&
					    parts.stick.x + parts.stick.w <= p->plate.x + p->plate.w);
				pg_text_clips_clear(app->text);
				pg_test_frame(app, 0);
				for (int i = 0; i < pg_text_clip_count(app->text); i++) {
					const pg_text_clip *clip = pg_text_clip_at(app->text, i);
					fprintf(stderr, "%d seats, %dx%d: %s \"%s\"\n", players, sizes[k][0],
						sizes[k][1], clip ? pg_text_clip_kind_name(clip->kind) : "?",
						clip ? clip->label : "?");
				}
				assert_int_equal(pg_text_clip_count(app->text), 0);
				pg_test_app_destroy(app);
			}
		}
	}
	pg_i18n_set_pseudo(false);
}

/* Table sizes the layout tests look at: the smallest window, the
 * default, a wide laptop and full HD. */
static const int table_sizes[][2] = {{960, 600}, {1280, 800}, {1366, 768}, {1600, 900},
				     {1920, 1080}};
enum { TABLE_SIZES = sizeof table_sizes / sizeof table_sizes[0] };

/* A tall pile shows up to four edges 2 px apart right of its top card
 * (pg_card_pile_draw), and at some sizes the discard pile's edges came
 * within 0 to 2 px of the Elder markers (the deck's, of the discard
 * pile): the gap the layout leaves between them was the edges' reach
 * and 2 px. Each pile, edges and all, now keeps a clear gap from its
 * right-hand neighbour. */
static void the_piles_edges_keep_clear_of_their_neighbours(void **unused)
{
	(void)unused;
	for (int k = 0; k < TABLE_SIZES; k++) {
		pg_app *app = pg_test_app_create(table_sizes[k][0], table_sizes[k][1]);
		assert_non_null(app);
		assert_true(pg_test_open_game(app, "great-potlatch", "human,normal,normal", NULL, 3,
					      NULL));
		pg_test_settle(app);
		gp_view *v = pg_test_view_data(app);
		int reach = pg_card_pile_reach(app), gap = pg_px(app, 6);
		int deck_right = v->deck.x + v->deck.w + reach;
		int discard_right = v->discard.x + v->discard.w + reach;
		assert_true(v->discard.x - deck_right >= gap);
		for (int r = 0; r < GP_ROLES; r++)
			assert_true(v->pool_roles[r].x - discard_right >= gap);
		pg_test_app_destroy(app);
	}
}

/* Another seat's Totem Poles, Rituals and gift were drawn 25 px tall at
 * 1280 x 800 (18 px at 960 x 600) while the middle row, sized as a share
 * of the table, left 40 to 60 px empty around the Ancestor cards. The
 * middle row now takes what its cards need and the panels the rest: their
 * cards are at least 40 points tall at every size, with one to three
 * other seats, and the rows still do not overlap. */
static void another_seats_cards_are_big_enough_to_read(void **unused)
{
	(void)unused;
	static const char *const seats[3] = {"human,normal", "human,normal,normal",
					     "human,normal,normal,normal"};
	for (int k = 0; k < TABLE_SIZES; k++)
		for (int n = 0; n < 3; n++) {
			pg_app *app = pg_test_app_create(table_sizes[k][0], table_sizes[k][1]);
			assert_non_null(app);
			assert_true(pg_test_open_game(app, "great-potlatch", seats[n], NULL, 3, NULL));
			pg_test_settle(app);
			gp_view *v = pg_test_view_data(app);
			for (int p = 0; p < GP_MAX_PLAYERS; p++) {
				const gp_panel *panel = &v->panels[p];
				if (panel->seat < 0 || p == v->bottom)
					continue;
				assert_true(panel->rect.y + panel->rect.h <= v->info.y);
				SDL_Rect rows[GP_OTHER_ROWS] = {panel->poles, panel->rituals,
								panel->gifts};
				for (int i = 0; i < GP_OTHER_ROWS; i++) {
					SDL_FRect boxes[5];
					int drawn = great_potlatch_row_boxes(
						v, rows[i], 5, panel->mini_w, panel->mini_h,
						_(great_potlatch_other_rows[i]), boxes);
					assert_int_equal(drawn, 5);
					assert_true(boxes[0].h >= (float)pg_px(app, 40));
					assert_true(boxes[0].y + boxes[0].h <=
						    (float)(panel->rect.y + panel->rect.h));
				}
			}
			/* The middle row holds its Ancestors, piles and role markers. */
			assert_true(v->info.y + v->info.h <= v->ancestors[0].y);
			const gp_panel *own = &v->panels[v->bottom];
			for (int f = 0; f < GP_FAMILIES; f++)
				assert_true(v->ancestors[f].y + v->ancestors[f].h < own->rect.y);
			SDL_Rect last = v->pool_roles[GP_ROLES - 1];
			assert_true(last.y + last.h < own->rect.y);
			assert_true(v->deck.y + v->deck.h + pg_px(app, 17) < own->rect.y);
			pg_test_app_destroy(app);
		}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(a_drag_plays_an_elder_gift),
		cmocka_unit_test(the_curtain_hides_the_hand_between_two_people),
		cmocka_unit_test(one_person_against_ais_sees_their_own_hand_only),
		cmocka_unit_test(the_keyboard_takes_a_role_and_gives_to_an_ancestor),
		cmocka_unit_test(a_shaman_sets_out_a_ritual_then_performs_it),
		cmocka_unit_test(the_deal_goes_at_a_cards_pace),
		cmocka_unit_test(a_dropped_gift_flies_from_where_it_was_let_go),
		cmocka_unit_test(an_ai_gift_flies_from_its_hand),
		cmocka_unit_test(one_key_draws_all_the_cards_due),
		cmocka_unit_test(a_whole_game_by_keyboard),
		cmocka_unit_test(tooltips_stay_clear_of_the_log),
		cmocka_unit_test(a_note_goes_when_its_piece_is_dragged),
		cmocka_unit_test(no_card_stays_lifted_after_a_drag),
		cmocka_unit_test(a_drag_eaten_by_a_skip_leaves_no_card_lifted),
		cmocka_unit_test(labels_fit_in_a_longer_language),
		cmocka_unit_test(the_status_hint_is_whole_in_a_longer_language),
		cmocka_unit_test(a_caption_flies_no_card),
		cmocka_unit_test(the_discard_pile_shows_the_card_laid_last),
		cmocka_unit_test(a_gift_keeps_its_caption_until_the_stick),
		cmocka_unit_test(a_refused_ritual_says_which_crest_is_short),
		cmocka_unit_test(a_refused_gift_names_its_valuable_as_english),
		cmocka_unit_test_teardown(another_seats_rows_show_whole_cards, english_again),
		cmocka_unit_test_teardown(a_ritual_set_out_shows_every_crest, english_again),
		cmocka_unit_test(the_draw_pile_note_follows_the_count),
		cmocka_unit_test_teardown(the_speakers_word_sits_inside_the_plate, english_again),
		cmocka_unit_test(the_speakers_panel_names_no_gift),
		cmocka_unit_test(a_day_with_nothing_to_do_says_so),
		cmocka_unit_test(the_piles_edges_keep_clear_of_their_neighbours),
		cmocka_unit_test(another_seats_cards_are_big_enough_to_read),
		cmocka_unit_test(the_curtain_leaves_the_status_line_blank),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
