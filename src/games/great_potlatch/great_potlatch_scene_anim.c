/*
 * great_potlatch_scene_anim.c: a move's events as timeline actions. A
 * card given to an Ancestor flies from its hand (or from where a person
 * dropped it) to the space and the
 * marker appears there as it lands; a role marker flies from the middle to
 * its seat; a drawn card flies from the draw pile to the drawer's hand;
 * phases, the Stick and bad-reputation markers get a caption and a pause.
 * Events the viewer may not see in full arrive with their card blanked
 * (-1) by the app: they fly as backs.
 */
#include <stdio.h>

#include "great_potlatch/great_potlatch_scene.h"
#include "pg_i18n.h"

#define FLIGHT_SECONDS 0.38f
#define DRAW_SECONDS 0.22f
#define NOTE_SECONDS 0.7f

/* Action payload: a = the event's detail, b = its card or role, c = the
 * space of a gift (0 or 1). */

static SDL_FRect seat_hand_rect(const gp_view *v, int seat)
{
	if (seat == v->bottom)
		return pg_frect_around((float)pg_rect_cx(v->hand_area), (float)pg_rect_cy(v->hand_area),
				       v->card_w, v->card_h);
	const gp_panel *p = &v->panels[seat];
	return pg_frect_around((float)pg_rect_cx(p->hand), (float)pg_rect_cy(p->hand), p->mini_w,
			       p->mini_h);
}

static SDL_FRect card_from(const gp_view *v, int seat, int card)
{
	if (seat == v->bottom)
		for (int i = 0; i < v->hand.count; i++)
			if (v->hand.cards[i] == card)
				return pg_card_hand_slot_rect(&v->hand, i);
	return seat_hand_rect(v, seat);
}

static SDL_FRect flight_target(const gp_view *v, const pg_action *a)
{
	const gp_panel *p = &v->panels[a->seat];
	switch (a->a) {
	case GP_DETAIL_GIFT:
		return great_potlatch_space_box(v, gp_card_family(a->b), gp_card_icon(a->b), a->c);
	case GP_DETAIL_GIVE:
		return pg_frect_around((float)p->gifts.x + p->mini_w, (float)pg_rect_cy(p->gifts),
				       p->mini_w, p->mini_h);
	case GP_DETAIL_ROLE:
		return pg_frect(p->role);
	case GP_DETAIL_DISCARD:
		return pg_frect(v->discard);
	default:
		return seat_hand_rect(v, a->seat);
	}
}

/* The board piece an action's card or role marker was, or -1. */
static int action_piece(int detail, int card)
{
	switch (detail) {
	case GP_DETAIL_GIFT:
	case GP_DETAIL_GIVE:
	case GP_DETAIL_DISCARD:
		return card >= 0 ? GP_PIECE_CARD + card : PG_BOARD_NONE;
	case GP_DETAIL_ROLE:
		return GP_PIECE_ROLE + card;
	default:
		return PG_BOARD_NONE;
	}
}

static void lift(void *scene, pg_action *a, void *shown)
{
	gp_view *v = scene;
	gp_state *s = shown;
	if (a->kind == GP_ACT_NOTE)
		return;
	int seat = a->seat, card = a->b;
	float x, y;
	/* Let go of by a person: it flies on from where it was dropped, at
	 * the size it was dragged (as paint draws it there). */
	bool dropped = a->from_drop && pg_board_take_drop(&v->board, -1, &x, &y);
	if (dropped)
		a->from = great_potlatch_piece_box(v, action_piece(a->a, card), x, y);
	else
		a->from_drop = false;
	switch (a->a) {
	case GP_DETAIL_GIFT:
	case GP_DETAIL_GIVE:
	case GP_DETAIL_DISCARD:
		if (!dropped)
			a->from = card_from(v, seat, card);
		s->hand[seat] &= ~(1ull << card);
		if (s->hand_potlatch[seat])
			s->hand_potlatch[seat]--;
		break;
	case GP_DETAIL_ROLE:
		if (!dropped)
			a->from = pg_frect(v->pool_roles[card]);
		if (s->role_left[card])
			s->role_left[card]--;
		break;
	default:
		a->from = pg_frect(v->deck);
		break;
	}
}

static void land(void *scene, pg_action *a, void *shown)
{
	(void)scene;
	gp_state *s = shown;
	int seat = a->seat, card = a->b;
	switch (a->a) {
	case GP_DETAIL_GIFT:
		s->space[gp_card_family(card)][gp_card_icon(card)][a->c] = (uint8_t)(seat + 1);
		if (s->markers[seat])
			s->markers[seat]--;
		break;
	case GP_DETAIL_GIVE:
		s->gift[seat] |= 1ull << card;
		break;
	case GP_DETAIL_ROLE:
		s->role[seat] = (uint8_t)card;
		break;
	case GP_DETAIL_DISCARD:
		s->discard |= 1ull << card;
		break;
	case GP_DETAIL_DRAW_POTLATCH:
		if (card >= 0)
			s->hand[seat] |= 1ull << card;
		s->hand_potlatch[seat]++;
		if (s->deck_count)
			s->deck_count--;
		break;
	case GP_DETAIL_DRAW_TOTEM:
		if (card >= 0)
			s->totem_hand[seat] |= 1u << card;
		s->hand_totem[seat]++;
		break;
	default:
		break;
	}
}

/* The move's cards are on the discard pile now: the last one laid is on top. */
static void ended(void *scene)
{
	gp_view *v = scene;
	v->discard_top = v->discard_next;
}

const pg_timeline_hooks great_potlatch_timeline_hooks = {.lift = lift, .land = land, .ended = ended};

/* The card a move lays on the discard pile last (an Elder's gift, a
 * Sunrise discard, a Ritual's cards, the gift rows after the Potlatch),
 * or the pile's top as it was when the move lays none there. */
static int laid_last(const gp_view *v, const pg_played *played)
{
	const gp_state *before = played->before, *after = played->after;
	uint64_t laid = after->discard & ~before->discard;
	if (!laid)
		return v->discard_top;
	int last = -1;
	for (int i = 0; i < played->events->count; i++) {
		const pg_event *e = &played->events->items[i];
		int cards[GP_POTLATCH_CARDS], n = 0;
		if (e->kind == PG_EVENT_PHASE_CHANGED)
			continue;
		if (e->detail == GP_DETAIL_GIFT || e->detail == GP_DETAIL_DISCARD) {
			cards[n++] = e->a;
		} else if (e->detail == GP_DETAIL_RITUAL) {
			cards[n++] = e->b;
			cards[n++] = e->c;
			cards[n++] = e->d;
		} else if (e->detail == GP_DETAIL_GIFTS_DISCARDED && e->seat >= 0 &&
			   e->seat < GP_MAX_PLAYERS) {
			for (int c = 0; c < GP_POTLATCH_CARDS; c++)
				if (before->gift[e->seat] & (1ull << c))
					cards[n++] = c;
		}
		for (int k = 0; k < n; k++)
			if (cards[k] >= 0 && (laid & (1ull << cards[k])))
				last = cards[k];
	}
	/* Cards an event does not name (never expected): the highest laid. */
	if (last < 0)
		last = 63 - __builtin_clzll(laid);
	return last;
}

static const char *seat_name(const gp_view *v, int seat)
{
	return _(pg_play_seat_style(v->play, seat)->name);
}

/* A caption for the events that need words and a moment to read them. */
static bool note_for(const gp_view *v, const pg_event *e, char *buf, size_t size)
{
	switch (e->detail) {
	case GP_DETAIL_SPEAKER_DRAW:
		snprintf(buf, size, _("%s is the youngest: the Speaking Stick and a grey marker"),
			 seat_name(v, e->seat));
		return true;
	case GP_DETAIL_BAD_MARKER:
		snprintf(buf, size,
			 e->c > 0 && e->b == 0 ? _("%s takes a grey marker (two greys become a black)")
					       : _("%s takes a grey marker"),
			 seat_name(v, e->seat));
		return true;
	case GP_DETAIL_STICK:
		snprintf(buf, size,
			 e->a ? _("A tie: the Speaking Stick passes to %s")
			      : _("%s gave the most and takes the Speaking Stick"),
			 seat_name(v, e->seat));
		return true;
	case GP_DETAIL_RESHUFFLE:
		snprintf(buf, size, "%s", _("The discards are shuffled into a new draw pile"));
		return true;
	case GP_DETAIL_CARVE:
		snprintf(buf, size, _("%s carves a Totem Pole"), seat_name(v, e->seat));
		return true;
	case GP_DETAIL_RITUAL:
		snprintf(buf, size, _("%s performs a Ritual"), seat_name(v, e->seat));
		return true;
	default:
		return false;
	}
}

void great_potlatch_schedule(gp_view *v, const pg_played *played)
{
	v->discard_next = laid_last(v, played);
	float t = 0;
	char caption[PG_TIMELINE_CAPTION];
	/* The piece a person dropped to make this move, still shown where it
	 * was let go: the action that moves it flies from there. */
	int dropped = PG_BOARD_NONE;
	float drop_x, drop_y;
	if (!played->by_human || !pg_board_dropped_centre(&v->board, &dropped, &drop_x, &drop_y))
		dropped = PG_BOARD_NONE;
	for (int i = 0; i < played->events->count; i++) {
		const pg_event *e = &played->events->items[i];
		pg_action *a = NULL;
		if (e->kind == PG_EVENT_PHASE_CHANGED) {
			gp_phase phase = (gp_phase)e->detail;
			if (phase == GP_PHASE_DAY_DRAW || phase == GP_PHASE_NIGHT_DRAW ||
			    phase == GP_PHASE_DAY_ACTION)
				continue;
			a = pg_timeline_add(&v->tl, GP_ACT_NOTE, t, NOTE_SECONDS);
			if (a)
				pg_timeline_caption(a, _("Day %d: %s"), e->a, gp_phase_name(phase));
			t += NOTE_SECONDS;
			continue;
		}
		if (note_for(v, e, caption, sizeof caption)) {
			a = pg_timeline_add(&v->tl, GP_ACT_NOTE, t, NOTE_SECONDS);
			if (a)
				pg_timeline_caption(a, "%s", caption);
			t += NOTE_SECONDS;
			continue;
		}
		int card = e->a;
		bool draw = e->detail == GP_DETAIL_DRAW_POTLATCH || e->detail == GP_DETAIL_DRAW_TOTEM;
		bool flies = draw || e->detail == GP_DETAIL_GIFT || e->detail == GP_DETAIL_GIVE ||
			     e->detail == GP_DETAIL_ROLE || e->detail == GP_DETAIL_DISCARD;
		if (!flies || e->seat < 0 || e->seat >= GP_MAX_PLAYERS)
			continue;
		if (!draw && card < 0)
			continue;
		float seconds = draw ? DRAW_SECONDS : FLIGHT_SECONDS;
		a = pg_timeline_add(&v->tl, e->detail == GP_DETAIL_ROLE ? GP_ACT_FLY_ROLE
					    : e->detail == GP_DETAIL_GIFT ? GP_ACT_FLY_MARKER
									  : GP_ACT_FLY_CARD,
				    t, seconds);
		if (!a)
			continue;
		a->seat = e->seat;
		a->a = e->detail;
		a->b = card;
		a->c = e->d;
		if (dropped >= 0 && e->seat == played->seat &&
		    action_piece(e->detail, card) == dropped) {
			a->from_drop = true;
			dropped = PG_BOARD_NONE;
		}
		if (e->detail == GP_DETAIL_DRAW_TOTEM)
			a->d = card >= 0 ? GP_CARD_TOTEM + card : GP_CARD_BACK_TOTEM;
		else
			a->d = card >= 0 ? card : GP_CARD_BACK;
		t += seconds * (draw ? 0.6f : 1.0f);
	}
}

/* Where a flying action is now (for paint). */
SDL_FRect great_potlatch_flight(const gp_view *v, const pg_action *a)
{
	SDL_FRect to = flight_target(v, a);
	/* A card keeps its size when it flies to a small place, until the end. */
	return pg_timeline_flight(&v->tl, a, to, PG_EASE_IN_OUT, (float)pg_px(v->app, 30));
}
