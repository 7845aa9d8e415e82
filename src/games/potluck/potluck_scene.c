/*
 * potluck_scene.c: the POTLUCK! table (the view of pg_view.h): the moves a
 * person may make, the kit board's mapping, acting on them, hit tests,
 * input, the solo high scores and the view table (see potluck_scene.h).
 */
#include "potluck/potluck_scene.h"

/* ---- the moves a person may make --------------------------------------------------- */

void potluck_refresh_legal(pl_view *v)
{
	v->legal_count = pg_play_legal_moves(v->play, v->legal, PG_MAX_MOVES);
}

static bool has_move(const pl_view *v, pg_move move)
{
	return pg_moves_contain(v->legal, v->legal_count, move);
}

/* Whether a legal move plays action (-1: any) paid by Again or not as
 * again says. */
static bool any_action(const pl_view *v, int action, bool again)
{
	for (int i = 0; i < v->legal_count; i++)
		if ((action < 0 || (int)potluck_move_action(v->legal[i]) == action) &&
		    potluck_move_again(v->legal[i]) == again)
			return true;
	return false;
}

/* The action each bonus plays; Again plays none of its own, it pays for
 * another's. Both and Twice play at once, the others need a target. */
static const potluck_action bonus_action[POTLUCK_BONUSES] = {
    [POTLUCK_BONUS_BOTH] = POTLUCK_ACT_BOTH,     [POTLUCK_BONUS_TWICE] = POTLUCK_ACT_TWICE,
    [POTLUCK_BONUS_ERASE] = POTLUCK_ACT_ERASE,   [POTLUCK_BONUS_MOVE] = POTLUCK_ACT_MOVE,
    [POTLUCK_BONUS_CHANGE] = POTLUCK_ACT_CHANGE, [POTLUCK_BONUS_AGAIN] = POTLUCK_ACT_COUNT,
};

static bool plays_at_once(int bonus)
{
	return bonus == POTLUCK_BONUS_BOTH || bonus == POTLUCK_BONUS_TWICE;
}

/* Whether a legal move uses bonus, paid by Again or not as again says
 * (none uses Again itself: it pays for another's). */
bool potluck_bonus_plays(const pl_view *v, int bonus, bool again)
{
	return any_action(v, bonus_action[bonus], again);
}

/* What the pure mapping (potluck_board.c) needs: the state, who may act
 * on the sheet shown, and the legal moves refreshed last. */
static potluck_ask potluck_ask_now(const pl_view *v)
{
	int seat = potluck_acting_player(v);
	return (potluck_ask){potluck_real(v), seat, v->legal, seat >= 0 ? v->legal_count : 0};
}

/* The bonus move (erase/move) at a target, paid the way the mode says. */
static pg_move bonus_target_move(const pl_view *v, int target)
{
	pg_move m = potluck_move_make(bonus_action[v->bonus], 0, 0, target, v->bonus_again);
	return has_move(v, m) ? m : PG_NO_MOVE;
}

/* Where a guest comes from now: the one in hand, the chosen die, the
 * wild, the lifted guest; POTLUCK_PIECE_EITHER when either die may go. -1
 * when nothing waits. */
int potluck_current_source(const pl_view *v)
{
	potluck_ask ask = potluck_ask_now(v);
	int active = pg_board_active(&v->board);
	if (active >= SRC_DIE0 && active <= SRC_HELD)
		return active;
	return potluck_board_waiting_piece(&ask, -1);
}

/* How a seat (or SPOT_SERVER / SPOT_LAWN + chair) of the acting sheet is
 * marked now: the sheet's glows and the pointer's note both read it. */
pl_mark potluck_spot_mark(const pl_view *v, int spot, bool hovered)
{
	if (potluck_acting_player(v) < 0 || v->board.choosing)
		return MARK_NONE;
	if (v->bonus == POTLUCK_BONUS_ERASE || v->bonus == POTLUCK_BONUS_MOVE) {
		bool guest = spot < POTLUCK_SEATS ||
		             (spot >= SPOT_LAWN && spot < SPOT_LAWN + POTLUCK_LAWN_CHAIRS);
		return guest && bonus_target_move(v, spot) != PG_NO_MOVE ? MARK_TARGET
		                                                         : MARK_NONE;
	}
	if (v->bonus >= 0 || v->choosing_again)
		return MARK_NONE;
	int src = potluck_current_source(v);
	if (src < 0)
		return MARK_NONE;
	int where = spot >= SPOT_LAWN && spot < SPOT_SERVER ? SPOT_LAWN : spot;
	potluck_ask ask = potluck_ask_now(v);
	pg_move out[POTLUCK_BOARD_CHOICES];
	if (potluck_board_choices(&ask, src, where, out) > 0)
		return MARK_OPEN;
	return hovered && spot < POTLUCK_SEATS ? MARK_BAD : MARK_NONE;
}

/* ---- hit tests ---------------------------------------------------------------------- */

/* The lifted guest's or the wild's token on the large sheet. */
bool potluck_token_spot(const pl_view *v, int src, SDL_FPoint *at, float *radius)
{
	const potluck_state *s = potluck_real(v);
	const pl_geo *g = &v->big;
	if (potluck_focus_player(v) != s->to_move)
		return false;
	*radius = g->seat_r * 1.05f;
	if (src == SRC_WILD && s->phase == POTLUCK_PHASE_WILD) {
		*at = (SDL_FPoint){g->wild.x + g->wild.w / 2, g->wild.y + g->wild.h / 2};
		return true;
	}
	if (src == SRC_HELD && s->phase == POTLUCK_PHASE_RELOCATE) {
		int from = s->holding_from;
		if (from >= SPOT_LAWN) {
			SDL_FRect c = g->lawn[from - SPOT_LAWN];
			*at = (SDL_FPoint){c.x + c.w / 2, c.y - g->seat_r * 0.6f};
		} else {
			*at = (SDL_FPoint){g->seat[from].x, g->seat[from].y - g->seat_r * 1.2f};
		}
		return true;
	}
	return false;
}

static pl_hit hit_sheet(const pl_view *v, int x, int y)
{
	const pl_geo *g = &v->big;
	SDL_FPoint at;
	float radius;
	for (int src = SRC_WILD; src <= SRC_HELD; src++)
		if (potluck_token_spot(v, src, &at, &radius) &&
		    hypotf((float)x - at.x, (float)y - at.y) <= radius)
			return (pl_hit){HIT_TOKEN, src};
	for (int seat = 0; seat < POTLUCK_SEATS; seat++)
		if (hypotf((float)x - g->seat[seat].x, (float)y - g->seat[seat].y) <=
		    g->seat_r * 1.12f)
			return (pl_hit){HIT_SEAT, seat};
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++)
		if (pg_in_frect(g->lawn[k], (float)x, (float)y))
			return (pl_hit){HIT_LAWN, k};
	if (pg_in_frect(g->lawn_zone, (float)x, (float)y))
		return (pl_hit){HIT_LAWN, -1};
	if (pg_in_frect(g->servers_zone, (float)x, (float)y))
		return (pl_hit){HIT_SERVERS, 0};
	for (int b = 0; b < POTLUCK_BONUSES; b++)
		if (pg_in_frect(g->bonus_row[b], (float)x, (float)y))
			return (pl_hit){HIT_BONUS, b};
	return (pl_hit){HIT_NONE, 0};
}

static pl_hit hit_test(const pl_view *v, int x, int y)
{
	for (int die = 0; die < 2; die++)
		if (pg_in_rect(v->cards[die], x, y) ||
		    pg_in_frect(potluck_die_on_rondel(v, die), (float)x, (float)y))
			return (pl_hit){HIT_DIE, die};
	for (int k = 0; k < v->thumb_count; k++)
		if (pg_in_rect(v->thumb_rect[k], x, y))
			return (pl_hit){HIT_THUMB, potluck_thumb_player(v, k)};
	if (pg_in_rect(v->big.rect, x, y))
		return hit_sheet(v, x, y);
	return (pl_hit){HIT_NONE, 0};
}

/* ---- the kit board: what a guest on a place means ---------------------------------------- */

/* A bonus waits for its target, or for which bonus Again repeats. */
static bool bonus_pending(const pl_view *v)
{
	return v->bonus >= 0 || v->choosing_again;
}

/* The reason a bonus cannot be used now. */
static const char *bonus_refusal(const pl_view *v, int bonus)
{
	const potluck_state *s = potluck_real(v);
	const potluck_sheet *sheet = potluck_sheet_of(s, s->to_move);
	uint8_t bit = (uint8_t)(1u << bonus);
	if (!(sheet->unlocked & bit))
		return _("Roll doubles to unlock a bonus.");
	if (sheet->used & bit)
		return _("That bonus is used up.");
	switch (bonus) {
	case POTLUCK_BONUS_BOTH:
	case POTLUCK_BONUS_TWICE:
		return s->chosen_die < 0
		           ? _("Seat a guest first: this bonus brings another one.")
		           : _("This bonus cannot be used now.");
	case POTLUCK_BONUS_CHANGE:
		return potluck_guests_waiting(s)
		           ? _("A die on Wild already lets you choose its letter.")
		           : _("Change works on a guest still to be seated.");
	case POTLUCK_BONUS_AGAIN:
		return _("Again repeats a bonus you have already used.");
	default:
		return _("There is no guest it could be used on.");
	}
}

/* The bonus action a bonus box plays by itself now (by keys): unlocking
 * it after doubles, or Both and Twice (the others need a target). */
static pg_move bonus_box_move(const pl_view *v, int bonus)
{
	const potluck_state *s = potluck_real(v);
	pg_move m = PG_NO_MOVE;
	if (s->phase == POTLUCK_PHASE_UNLOCK)
		m = potluck_move_make(POTLUCK_ACT_UNLOCK, 0, 0, bonus, false);
	else if (plays_at_once(bonus))
		m = potluck_move_make(bonus_action[bonus], 0, 0, 0, false);
	return m != PG_NO_MOVE && has_move(v, m) ? m : PG_NO_MOVE;
}

/* Change's moves for die (the new letters, paid the way the mode says). */
static int change_moves(const pl_view *v, int die, pg_move *out, int cap)
{
	int n = 0;
	for (int i = 0; i < v->legal_count && n < cap; i++) {
		pg_move m = v->legal[i];
		if (potluck_move_action(m) == POTLUCK_ACT_CHANGE &&
		    potluck_move_die(m) == die && potluck_move_again(m) == v->bonus_again)
			out[n++] = m;
	}
	return n;
}

static int board_moves(void *scene, int piece, int zone, pg_move *out, int cap)
{
	pl_view *v = scene;
	potluck_refresh_legal(v);
	if (potluck_acting_player(v) < 0 || cap <= 0)
		return 0;
	if (v->bonus == POTLUCK_BONUS_CHANGE)
		return piece <= SRC_DIE1 && zone == PG_BOARD_NONE
		           ? change_moves(v, piece, out, cap)
		           : 0;
	if (piece >= PIECE_BONUS) {
		int bonus = piece - PIECE_BONUS;
		pg_move m = bonus_box_move(v, bonus);
		if (m == PG_NO_MOVE || (zone != PG_BOARD_NONE && zone != ZONE_BONUS + bonus))
			return 0;
		out[0] = m;
		return 1;
	}
	if (zone == PG_BOARD_NONE || zone >= ZONE_BONUS)
		return 0;
	potluck_ask ask = potluck_ask_now(v);
	return potluck_board_moves(&ask, piece, zone, out, cap);
}

static void board_refusal(void *scene, int piece, int zone, char *buf, size_t size)
{
	pl_view *v = scene;
	potluck_refresh_legal(v);
	if (piece >= PIECE_BONUS) {
		snprintf(buf, size, "%s", bonus_refusal(v, piece - PIECE_BONUS));
		return;
	}
	if (zone >= ZONE_BONUS) {
		buf[0] = '\0'; /* a guest let go over the bonuses just goes home */
		return;
	}
	potluck_ask ask = potluck_ask_now(v);
	potluck_board_refusal(&ask, piece, zone, " ", buf, size);
}

/* A guest may be picked up while it waits to be seated and no bonus of
 * the scene's own waits for a target. */
static bool board_can_pick(void *scene, int piece)
{
	pl_view *v = scene;
	if (potluck_acting_player(v) < 0 || bonus_pending(v))
		return false;
	return piece > SRC_DIE1 || potluck_die_usable(potluck_real(v), piece);
}

/* A chooser's entry: the letter the prompt names (and its key), then the
 * generation's name, with a middle dot between. */
static void board_choice_label(void *scene, pg_move move, char *buf, size_t size)
{
	(void)scene;
	int g = potluck_move_generation(move);
	snprintf(buf, size, "%c \xc2\xb7 %s", potluck_generation_letter(g),
	         potluck_generation_name(g));
}

/* The pointer's guests: a die (its card or itself on the rondel), the
 * wild, the lifted guest; and a bonus box (a click on it is the scene's,
 * but lessons and hints find it here). */
static int board_piece_at(void *scene, int x, int y)
{
	pl_hit hit = hit_test(scene, x, y);
	return hit.kind == HIT_DIE || hit.kind == HIT_TOKEN ? hit.index
	       : hit.kind == HIT_BONUS                      ? PIECE_BONUS + hit.index
	                                                    : PG_BOARD_NONE;
}

static int board_zone_at(void *scene, int x, int y)
{
	pl_hit hit = hit_test(scene, x, y);
	return hit.kind == HIT_SEAT      ? hit.index
	       : hit.kind == HIT_LAWN    ? SPOT_LAWN
	       : hit.kind == HIT_SERVERS ? SPOT_SERVER
	       : hit.kind == HIT_BONUS   ? ZONE_BONUS + hit.index
	                                 : PG_BOARD_NONE;
}

/* A place clicked with no guest picked takes the guest waiting. */
static int board_click_piece(void *scene, int zone)
{
	pl_view *v = scene;
	if (potluck_acting_player(v) < 0 || bonus_pending(v) || zone >= ZONE_BONUS)
		return PG_BOARD_NONE;
	potluck_ask ask = potluck_ask_now(v);
	return potluck_board_waiting_piece(&ask, -1); /* -1 is PG_BOARD_NONE */
}

static const pg_board_rules board_rules = {
    .moves = board_moves,
    .refusal = board_refusal,
    .can_pick = board_can_pick,
    .choice_label = board_choice_label,
    .piece_at = board_piece_at,
    .zone_at = board_zone_at,
    .click_piece = board_click_piece,
};

/* Registers the guests, the places and the bonus boxes of the large sheet
 * (after potluck_layout_view). A die is picked up by its card and flies
 * home to the die drawn on it. */
static void potluck_board_layout(pl_view *v)
{
	pg_board *b = &v->board;
	pg_board_begin_layout(b);
	for (int die = 0; die < 2; die++) {
		v->dice[die].rect = v->cards[die];
		pg_board_add_piece(b, die, v->cards[die], pg_frect(v->card_die[die]));
	}
	for (int src = SRC_WILD; src <= SRC_HELD; src++) {
		SDL_FPoint at;
		float radius;
		if (potluck_token_spot(v, src, &at, &radius)) {
			SDL_Rect r = pg_rect_square_around(at.x, at.y, (int)(radius * 2));
			pg_board_add_piece(b, src, r, pg_frect(r));
		}
	}
	for (int seat = 0; seat < POTLUCK_SEATS; seat++)
		pg_board_add_zone(b, seat,
		                  pg_rect_square_around(v->big.seat[seat].x,
		                                        v->big.seat[seat].y,
		                                        (int)(v->big.seat_r * 2)));
	pg_board_add_zone(b, SPOT_LAWN, pg_rect_round(v->big.lawn_zone));
	pg_board_add_zone(b, SPOT_SERVER, pg_rect_round(v->big.servers_zone));
	for (int bonus = 0; bonus < POTLUCK_BONUSES; bonus++) {
		SDL_Rect r = pg_rect_round(v->big.bonus_row[bonus]);
		pg_board_add_piece(b, PIECE_BONUS + bonus, r, pg_frect(r));
		pg_board_add_zone(b, ZONE_BONUS + bonus, r);
	}
	/* No targets, for tests to find: the large sheet, the small ones. */
	pg_board_add_area(b, AREA_SHEET, v->big.rect);
	for (int k = 0; k < v->thumb_count; k++)
		pg_board_add_area(b, AREA_THUMB + potluck_thumb_player(v, k), v->thumb_rect[k]);
}

/* ---- acting ------------------------------------------------------------------------- */

static void cancel_all(pl_view *v)
{
	v->bonus = -1;
	v->bonus_again = false;
	v->choosing_again = false;
	v->change_die = -1;
	pg_board_reset(&v->board);
}

static bool submit(pl_view *v, pg_move move)
{
	if (move == PG_NO_MOVE || !pg_play_submit(v->play, move))
		return false;
	cancel_all(v);
	return true;
}

/* Says why not, as the kit board does for a refused drop. */
static void refuse(pl_view *v, const char *why)
{
	pg_play_toast(v->play, "%s", why);
	pg_audio_play(v->app->audio, "error");
}

/* Why src's guest cannot sit at seat, in words (a line a die). */
void potluck_seat_reason(const pl_view *v, int src, int seat, char *buf, size_t size)
{
	potluck_ask ask = potluck_ask_now(v);
	potluck_board_refusal(&ask, src, seat, "\n", buf, size);
}

/* Whether Change may act on die now (its moves exist for it). */
static bool can_change(const pl_view *v, int die)
{
	pg_move m;
	return change_moves(v, die, &m, 1) > 0;
}

/* Change: the board's chooser of letters for die's guest, at its card. */
static void open_change(pl_view *v, int die)
{
	v->change_die = die;
	potluck_board_layout(v);
	pg_board_play(&v->board, die, PG_BOARD_NONE);
}

/* Starts using a bonus (paid by itself, or by Again when again). */
static void start_bonus(pl_view *v, int bonus, bool again)
{
	if (plays_at_once(bonus)) {
		if (!submit(v, potluck_move_make(bonus_action[bonus], 0, 0, 0, again)))
			refuse(v, bonus_refusal(v, bonus));
		return;
	}
	if (!potluck_bonus_plays(v, bonus, again)) {
		refuse(v, bonus_refusal(v, bonus));
		return;
	}
	cancel_all(v);
	v->bonus = bonus;
	v->bonus_again = again;
	/* Change opens its letters at once when only one die may change. */
	if (bonus == POTLUCK_BONUS_CHANGE && can_change(v, 0) != can_change(v, 1))
		open_change(v, can_change(v, 0) ? 0 : 1);
}

static void click_bonus(pl_view *v, int bonus)
{
	const potluck_state *s = potluck_real(v);
	if (potluck_acting_player(v) < 0)
		return;
	if (s->phase == POTLUCK_PHASE_UNLOCK) {
		if (!submit(v, potluck_move_make(POTLUCK_ACT_UNLOCK, 0, 0, bonus, false)))
			refuse(v, _("That bonus is unlocked already: choose another."));
		return;
	}
	if (s->phase != POTLUCK_PHASE_PLACE) {
		refuse(v, _("Bonuses wait until the guest in hand is seated."));
		return;
	}
	if (v->choosing_again) {
		v->choosing_again = false;
		start_bonus(v, bonus, true);
		return;
	}
	if (bonus == POTLUCK_BONUS_AGAIN) {
		if (!any_action(v, -1, true)) {
			refuse(v, bonus_refusal(v, bonus));
			return;
		}
		cancel_all(v);
		v->choosing_again = true;
		return;
	}
	start_bonus(v, bonus, false);
}

/* A click on a guest while Erase or Relocate waits for one. */
static void bonus_target(pl_view *v, int target)
{
	if (!submit(v, bonus_target_move(v, target)))
		refuse(v, v->bonus == POTLUCK_BONUS_ERASE
		              ? _("There is no guest there to erase.")
		              : _("That guest has nowhere to go."));
}

static bool roll_now(pl_view *v)
{
	if (!potluck_rollable(v))
		return false;
	pg_play_roll_now(v->play);
	return true;
}

/* Why a die's guest cannot be picked up (it is seated, or another guest
 * is in hand). */
static void refuse_die(pl_view *v, int die)
{
	char why[200];
	if (v->bonus == POTLUCK_BONUS_CHANGE)
		snprintf(why, sizeof why, _("Die %d's guest cannot be changed now."), die + 1);
	else
		snprintf(why, sizeof why, "%s",
		         potluck_real(v)->phase == POTLUCK_PHASE_PLACE
		             ? _("That die's guest is seated already.")
		             : _("Finish what is in hand first."));
	refuse(v, why);
}

/* A die clicked or keyed, for what only the scene does with it: a roll
 * when one is due, the person's own sheet back, Change's letters. True
 * when that was all; else the board takes the die. */
static bool die_first(pl_view *v, int die)
{
	if (roll_now(v))
		return true;
	if (potluck_acting_player(v) < 0 && pg_play_input_seat(v->play) >= 0)
		v->pinned = -1;
	if (potluck_acting_player(v) < 0)
		return true;
	if (v->bonus == POTLUCK_BONUS_CHANGE) {
		if (can_change(v, die))
			open_change(v, die);
		else
			refuse_die(v, die);
		return true;
	}
	if (!potluck_die_usable(potluck_real(v), die)) {
		refuse_die(v, die);
		return true;
	}
	if (bonus_pending(v))
		cancel_all(v); /* a die put to use drops the bonus */
	return false;
}

/* 1 or 2 chooses a die, as a click on it does (again: puts it down). */
static void key_die(pl_view *v, int die)
{
	if (die_first(v, die))
		return;
	bool was = v->board.selected == die;
	cancel_all(v);
	potluck_board_layout(v);
	if (!was)
		pg_board_pick(&v->board, die);
}

/* ---- input -------------------------------------------------------------------------- */

/* A click the board does not take: the small sheets, the bonus boxes, a
 * die's roll or Change, and places while a bonus waits for a target. */
static bool scene_click(pl_view *v, int x, int y)
{
	pl_hit hit = hit_test(v, x, y);
	bool acting = potluck_acting_player(v) >= 0;
	switch (hit.kind) {
	case HIT_DIE:
		return die_first(v, hit.index);
	case HIT_THUMB:
		v->pinned = hit.index == v->pinned ? -1 : hit.index;
		if (hit.index == pg_play_input_seat(v->play))
			v->pinned = -1;
		cancel_all(v);
		return true;
	case HIT_BONUS:
		click_bonus(v, hit.index);
		return true;
	case HIT_SEAT:
	case HIT_LAWN:
	case HIT_SERVERS:
		if (!acting || !bonus_pending(v))
			return false;
		if ((v->bonus == POTLUCK_BONUS_ERASE || v->bonus == POTLUCK_BONUS_MOVE) &&
		    (hit.kind == HIT_SEAT || (hit.kind == HIT_LAWN && hit.index >= 0)))
			bonus_target(v,
			             hit.kind == HIT_SEAT ? hit.index : SPOT_LAWN + hit.index);
		else if (hit.kind == HIT_SEAT)
			refuse(v, v->choosing_again
			              ? _("Click a used bonus to repeat, or Cancel.")
			              : _("Click a die to change its letter, or Cancel."));
		return true;
	default:
		return false;
	}
}

/* A click on a place the board left alone: nobody's guest waits. */
static bool click_refusal(pl_view *v, int x, int y)
{
	pl_hit hit = hit_test(v, x, y);
	if (potluck_acting_player(v) < 0 ||
	    (hit.kind != HIT_SEAT && hit.kind != HIT_LAWN && hit.kind != HIT_SERVERS))
		return false;
	char why[200];
	board_refusal(v, PG_BOARD_NONE, PG_BOARD_NONE, why, sizeof why);
	refuse(v, why);
	return true;
}

/* The die whose roll the person makes now, or -1. */
static int die_due(const pl_view *v)
{
	return potluck_rollable(v) ? potluck_die_to_roll(potluck_real(v)) : -1;
}

/* The kit's dice (pg_die): the die due rolls when clicked, or when picked
 * up and let go anywhere (thrown). A press on either die, its card or
 * itself on the rondel, is a press on the die due, held at its middle. */
static bool dice_input(pl_view *v, const pg_input_event *e)
{
	int due = die_due(v);
	for (int d = 0; d < 2; d++) {
		pg_die *die = &v->dice[d];
		if (d != due && !die->held)
			continue;
		pg_input_event at = *e;
		SDL_Rect c = die->rect;
		if (e->kind == PG_INPUT_DRAG_START &&
		    hit_test(v, e->start_x, e->start_y).kind == HIT_DIE) {
			at.start_x = c.x + c.w / 2;
			at.start_y = c.y + c.h / 2;
		}
		if (e->kind == PG_INPUT_CLICK && hit_test(v, e->x, e->y).kind == HIT_DIE) {
			at.x = at.start_x = c.x + c.w / 2;
			at.y = at.start_y = c.y + c.h / 2;
		}
		if (pg_die_input(die, &at, d == due))
			return true;
	}
	return false;
}

/* C, T, Y, M, O or S (the rules' letters of the generations) in the
 * chooser of letters picks that letter. */
static bool pick_key(pl_view *v, SDL_Keycode key)
{
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++) {
		if (key != SDL_tolower(potluck_generation_letter(g)))
			continue;
		for (int i = 0; i < v->board.choice_count; i++) {
			if (potluck_move_generation(v->board.choices[i]) != g)
				continue;
			v->board.choice_focus = i;
			pg_input_event enter = {.kind = PG_INPUT_KEY, .key = SDLK_RETURN};
			return pg_board_input(&v->board, &enter);
		}
		char why[200];
		snprintf(why, sizeof why, _("A %s cannot sit there."),
		         potluck_generation_name(g));
		refuse(v, why);
		return true;
	}
	return false;
}

static bool key(pl_view *v, const pg_input_event *e)
{
	if (e->repeat || (e->mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)))
		return false;
	if (v->board.choosing && pick_key(v, e->key))
		return true;
	/* Tab / the arrows pick a guest and a place, Enter plays, Esc lets
	 * go (the kit board); when it has nothing to do with them, Tab shows
	 * the next sheet and Enter ends the turn, as before. */
	if (v->board.choosing || !bonus_pending(v)) {
		potluck_board_layout(v);
		if (pg_board_input(&v->board, e))
			return true;
	}
	switch (e->key) {
	case SDLK_1:
	case SDLK_KP_1:
		key_die(v, 0);
		return true;
	case SDLK_2:
	case SDLK_KP_2:
		key_die(v, 1);
		return true;
	case SDLK_r:
		return roll_now(v);
	case SDLK_e:
	case SDLK_RETURN:
	case SDLK_KP_ENTER:
		return submit(v, potluck_move_make(POTLUCK_ACT_END, 0, 0, 0, false));
	case SDLK_BACKSPACE:
	case SDLK_DELETE:
		if (v->board.selected < 0 && !v->board.choosing && !bonus_pending(v))
			return false;
		cancel_all(v);
		return true;
	case SDLK_v: /* V shows the next sheet, as Tab does when no guest waits */
	case SDLK_TAB: {
		int n = potluck_real(v)->players;
		if (n < 2)
			return false;
		int next = (potluck_focus_player(v) + 1) % n;
		v->pinned = next == pg_play_input_seat(v->play) ? -1 : next;
		cancel_all(v);
		return true;
	}
	default:
		return false;
	}
}

void potluck_sync_buttons(pl_view *v)
{
	bool acting = potluck_acting_player(v) >= 0;
	v->end_button.label = _("End turn");
	v->end_button.kind = PG_BUTTON_PRIMARY;
	v->end_button.hidden =
	    !acting || !has_move(v, potluck_move_make(POTLUCK_ACT_END, 0, 0, 0, false));
	v->cancel_button.label = _("Cancel");
	v->cancel_button.kind = PG_BUTTON_NORMAL;
	v->cancel_button.hidden =
	    !(potluck_chosen_die(v) >= 0 || bonus_pending(v) || v->board.choosing);
}

static bool view_input(void *data, const pg_input_event *e)
{
	pl_view *v = data;
	potluck_refresh_legal(v);
	potluck_sync_buttons(v);
	if (e->kind == PG_INPUT_HOVER || e->kind == PG_INPUT_DRAG_MOVE) {
		v->mouse_x = e->x;
		v->mouse_y = e->y;
		v->mouse_in = pg_in_rect(v->area, e->x, e->y);
	}
	if (e->kind == PG_INPUT_KEY)
		return key(v, e);
	if (dice_input(v, e))
		return true;
	if (e->kind == PG_INPUT_DRAG_START &&
	    hit_test(v, e->start_x, e->start_y).kind == HIT_BONUS)
		return false; /* a bonus box is clicked, not carried */
	if (e->kind == PG_INPUT_DRAG_START && potluck_acting_player(v) < 0 &&
	    pg_play_input_seat(v->play) >= 0 &&
	    hit_test(v, e->start_x, e->start_y).kind == HIT_DIE)
		v->pinned = -1; /* a die picked up brings the person's own sheet back */
	if (pg_button_input(&v->cancel_button, e)) {
		cancel_all(v);
		return true;
	}
	if (e->kind == PG_INPUT_CLICK && !v->board.choosing) {
		if (e->button != SDL_BUTTON_LEFT) {
			cancel_all(v);
			return true;
		}
		if (scene_click(v, e->x, e->y))
			return true;
	}
	potluck_board_layout(v);
	if (pg_board_input(&v->board, e)) {
		if (e->kind == PG_INPUT_DRAG_START && v->board.held <= SRC_DIE1 &&
		    v->board.held >= 0 &&
		    !pg_in_rect(v->cards[v->board.held], e->start_x, e->start_y)) {
			/* Picked up from the rondel: held by the point pressed there. */
			SDL_FRect d = potluck_die_on_rondel(v, v->board.held);
			v->board.grab_dx = e->start_x - (int)(d.x + d.w / 2);
			v->board.grab_dy = e->start_y - (int)(d.y + d.h / 2);
		}
		if (e->kind == PG_INPUT_DRAG_MOVE)
			v->hover = pg_in_rect(v->big.rect, e->x, e->y)
			               ? hit_sheet(v, e->x, e->y)
			               : (pl_hit){HIT_NONE, 0};
		return true;
	}
	return e->kind == PG_INPUT_CLICK && click_refusal(v, e->x, e->y);
}

/* ---- high scores (solo) ------------------------------------------------------------ */

/* Only a solo game played by a person goes into the table. */
static bool solo_by_a_person(const pl_view *v)
{
	return potluck_real(v)->players == 1 && pg_play_is_human(v->play, 0);
}

static int solo_score(const pl_view *v)
{
	return potluck_sheet_score(potluck_sheet_of(potluck_real(v), 0));
}

/* ---- the view's table -------------------------------------------------------------------- */

static void *view_create(pg_app *app, pg_play *play)
{
	pl_view *v = SDL_calloc(1, sizeof *v);
	if (!v)
		return NULL;
	v->app = app;
	v->play = play;
	if (!pg_timeline_init(&v->tl, sizeof(potluck_state), pg_play_state(play),
	                      &potluck_timeline_hooks, v)) {
		SDL_free(v);
		return NULL;
	}
	pg_board_init(&v->board, app, play, &board_rules, v);
	for (int d = 0; d < 2; d++)
		pg_die_init(&v->dice[d], app, play, 6);
	v->board.click_plays = false;
	v->board.snap_seconds = T_SNAP;
	pg_board_add_control(&v->board, CONTROL_END, &v->end_button,
	                     potluck_move_make(POTLUCK_ACT_END, 0, 0, 0, false));
	v->pinned = -1;
	cancel_all(v);
	v->best.file_name = "potluck-highscores.txt";
	pg_records_game_load(&v->best, app, play);
	return v;
}

static void view_destroy(void *data)
{
	pl_view *v = data;
	pg_timeline_free(&v->tl);
	SDL_free(v);
}

static void view_layout(void *data, SDL_Rect area)
{
	pl_view *v = data;
	v->area = area;
	potluck_layout_view(v);
	cancel_all(v);
	potluck_board_layout(v);
}

static void view_on_events(void *data, const pg_played *played)
{
	pl_view *v = data;
	pg_timeline_finish(&v->tl);
	pg_die_reset(&v->dice[0]);
	pg_die_reset(&v->dice[1]);
	v->pinned = -1;
	cancel_all(v);
	potluck_schedule(v, played);
	const pg_event_list *list = played->events;
	for (int i = 0; list && i < list->count; i++)
		if (list->items[i].kind == PG_EVENT_GAME_OVER && solo_by_a_person(v))
			pg_records_game_add(&v->best, v->app, v->play, solo_score(v));
}

static void view_reset(void *data)
{
	pl_view *v = data;
	pg_timeline_show(&v->tl, potluck_real(v));
	pg_die_reset(&v->dice[0]);
	pg_die_reset(&v->dice[1]);
	v->pinned = -1;
	cancel_all(v);
	potluck_layout_view(v);
}

static void view_update(void *data, float dt)
{
	pl_view *v = data;
	pg_timeline_update(&v->tl, dt);
	pg_board_update(&v->board, dt);
	potluck_board_layout(v); /* the wild and the lifted guest come and go */
	/* What is under the pointer changes with the game as well as with the
	 * pointer (a die walks away, a seat fills): look again every frame so
	 * the note never describes what was there before. */
	if (v->mouse_in && v->board.held < 0 && !v->dice[0].held && !v->dice[1].held)
		v->hover = hit_test(v, v->mouse_x, v->mouse_y);
	for (int d = 0; d < 2; d++)
		pg_die_update(&v->dice[d], dt, die_due(v) == d);
	if (v->board.held >= 0 && potluck_acting_player(v) < 0)
		pg_board_reset(&v->board);
}

static bool view_is_animating(const void *data)
{
	const pl_view *v = data;
	return pg_timeline_running(&v->tl) || pg_die_busy(&v->dice[0]) ||
	       pg_die_busy(&v->dice[1]) || pg_board_busy(&v->board);
}

static void view_finish_animations(void *data)
{
	pl_view *v = data;
	pg_timeline_finish(&v->tl);
	pg_die_finish(&v->dice[0]);
	pg_die_finish(&v->dice[1]);
	pg_board_finish(&v->board);
}

static void describe_die(const potluck_state *s, int die, char *buf, size_t size)
{
	int g = potluck_die_generation(s, die);
	snprintf(buf, size, _("die %d (%d, %s)"), die + 1, s->die_roll[die],
	         g ? potluck_generation_name(g) : _("any generation"));
}

static int view_status_text(void *data, char *buf, size_t size)
{
	pl_view *v = data;
	const potluck_state *s = potluck_real(v);
	if (pg_timeline_running(&v->tl))
		return 0;
	if (potluck_rollable(v))
		return snprintf(buf, size,
		                _("Click or throw die %d to roll it (or press R or Space)"),
		                potluck_die_to_roll(s) + 1);
	if (pg_play_input_seat(v->play) < 0)
		return 0;
	/* What a person does in a phase that is not about the dice. */
	static const char *const phase_text[POTLUCK_PHASE_GAME_OVER] = {
	    [POTLUCK_PHASE_UNLOCK] = N_("Doubles! Click a bonus on your sheet to unlock it"),
	    [POTLUCK_PHASE_WILD] =
	        N_("Drag the wild guest from the servers to any free seat, or click the seat"),
	    [POTLUCK_PHASE_RELOCATE] =
	        N_("Drag the lifted guest to a free seat (any number), or click the seat"),
	};
	const char *text =
	    v->board.choosing
	        ? N_("Click a letter, or press C, T, Y, M, O or S; Backspace cancels")
	    : bonus_pending(v) ? N_("Right-click or Backspace to cancel the bonus")
	    : s->phase < POTLUCK_PHASE_GAME_OVER ? phase_text[s->phase]
	                                         : NULL;
	if (text)
		return snprintf(buf, size, "%s", _(text));
	if (s->phase != POTLUCK_PHASE_PLACE)
		return 0;
	char d0[64], d1[64];
	bool u0 = potluck_die_usable(s, 0), u1 = potluck_die_usable(s, 1);
	describe_die(s, 0, d0, sizeof d0);
	describe_die(s, 1, d1, sizeof d1);
	if (u0 && u1)
		return snprintf(buf, size,
		                _("Drag %s or %s to a seat (or click a die, then a seat)"), d0,
		                d1);
	if (u0 || u1)
		return snprintf(buf, size, _("Drag %s to a seat (or click a glowing seat)"),
		                u0 ? d0 : d1);
	return snprintf(buf, size, "%s", _("Use a bonus, or press Enter to end your turn"));
}

/* After a solo game, the table of best scores for the results screen,
 * this game's row picked out when it made the table. */
static bool view_results_section(void *data, pg_results_section *out)
{
	pl_view *v = data;
	return solo_by_a_person(v) &&
	       pg_records_game_section(&v->best, pg_play_match(v->play)->seed, solo_score(v),
	                               _("Your best potlucks"), out);
}

/* The kit board, so tests, hints and lessons reach guests and places by
 * id (pg_test_board, pg_hint_locate). */
static pg_board *view_board(void *data)
{
	return &((pl_view *)data)->board;
}

/* The rules seat the colours red, blue, yellow, green (the log names
 * players so); the shades and patterns are the app's one palette. */
static const pg_seat_style potluck_seat_styles[POTLUCK_MAX_PLAYERS] = {
    PG_SEAT_RED,
    PG_SEAT_BLUE,
    PG_SEAT_YELLOW,
    PG_SEAT_GREEN,
};

const pg_view potluck_view = {
    .game_id = "potluck",
    .title_art = NULL,
    .seat_styles = potluck_seat_styles,
    .create = view_create,
    .destroy = view_destroy,
    .layout = view_layout,
    .input = view_input,
    .on_events = view_on_events,
    .reset = view_reset,
    .update = view_update,
    .draw = potluck_view_draw,
    .is_animating = view_is_animating,
    .finish_animations = view_finish_animations,
    .status_text = view_status_text,
    .results_section = view_results_section,
    .board = view_board,
};
