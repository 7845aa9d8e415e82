/*
 * kloone_scene_anim.c: a Kloone move's events as pg_timeline actions over
 * the trailing `shown` state (tiles, hops, chips, labels and captions), and
 * the hooks that change `shown` with the rules' helpers as they lift and
 * land (see kloone_scene.h).
 */
#include "kloone/kloone_scene.h"

/* ---- labels over hexes -------------------------------------------------------------- */

static void add_label(kl_view *v, int cell, SDL_Color colour, const char *text)
{
	kl_label *slot = &v->labels[0];
	for (int i = 0; i < MAX_LABELS; i++) {
		if (!v->labels[i].active) {
			slot = &v->labels[i];
			break;
		}
		if (v->labels[i].age > slot->age)
			slot = &v->labels[i];
	}
	int row = 0;
	for (int i = 0; i < MAX_LABELS; i++)
		if (v->labels[i].active && v->labels[i].cell == cell && &v->labels[i] != slot &&
		    v->labels[i].row >= row)
			row = v->labels[i].row + 1;
	slot->active = true;
	slot->row = row;
	slot->cell = cell;
	slot->age = 0;
	slot->colour = colour;
	snprintf(slot->text, sizeof slot->text, "%s", text);
}

/* An action starts: the piece leaves where it was. */
static void lift(void *scene, pg_action *a, void *shown)
{
	kl_view *v = scene;
	kloone_state *s = shown;
	switch (a->kind) {
	case ACT_TILE:
		kloone_lay_tile(s, a->b);
		break;
	case ACT_PAWN:
	case ACT_CHIP:
		if (a->kind == ACT_CHIP)
			kloone_set_stack(s, kloone_tile_at_cell(s, a->a), a->c,
			                 KLOONE_CHIP_NEUTRAL);
		if (a->from_drop)
			pg_board_take_drop(&v->kit, PG_BOARD_NONE, NULL, NULL);
		break;
	case ACT_INCREASE:
		kloone_supply_add(s, a->d, -1);
		add_label(v, a->b, pg_ui_theme.text,
		          a->d == KLOONE_CHIP_NEUTRAL ? _("+1 chip: end of pawn run")
		          : a->d == KLOONE_CHIP_RED   ? _("+1 red chip: end of pawn run")
		                                      : _("+1 blue chip: end of pawn run"));
		break;
	case ACT_EXCHANGE_OUT:
		kloone_set_stack(s, kloone_tile_at_cell(s, a->a), KLOONE_MAX_HEIGHT - 1,
		                 KLOONE_CHIP_NEUTRAL);
		add_label(
		    v, a->a, pg_ui_theme.text,
		    a->d == KLOONE_CHIP_RED
		        ? _("Red's chip goes home (stack lost); a white one moves instead")
		        : _("Blue's chip goes home (stack lost); a white one moves instead"));
		break;
	case ACT_EXCHANGE_IN:
		kloone_supply_add(s, KLOONE_CHIP_NEUTRAL, -1);
		break;
	case ACT_GLOW:
		pg_tweens_pulse(&v->tweens, TAG_PANEL + (a->seat & 1), 0.06f, 0.5f, 0);
		break;
	case ACT_LABEL:
		add_label(v, a->b,
		          a->d >= 0 ? pg_play_seat_style(v->play, a->d)->light
		                    : pg_ui_theme.text_dim,
		          a->caption);
		break;
	default:
		break;
	}
}

/* An action ends: the piece lands. */
static void land(void *scene, pg_action *a, void *shown)
{
	(void)scene;
	kloone_state *s = shown;
	switch (a->kind) {
	case ACT_PAWN:
		kloone_put_pawn(s, a->seat, kloone_tile_at_cell(s, a->b));
		break;
	case ACT_INCREASE:
		kloone_set_stack(s, kloone_tile_at_cell(s, a->b), a->c, a->d);
		break;
	case ACT_EXCHANGE_OUT:
		kloone_supply_add(s, a->d, 1);
		break;
	case ACT_EXCHANGE_IN:
		kloone_set_stack(s, kloone_tile_at_cell(s, a->b), KLOONE_MAX_HEIGHT,
		                 KLOONE_CHIP_NEUTRAL);
		break;
	case ACT_CHIP:
		kloone_set_stack(s, kloone_tile_at_cell(s, a->b), a->d, KLOONE_CHIP_NEUTRAL);
		break;
	case ACT_TURN:
		kloone_start_turn(s, a->seat);
		break;
	default:
		break;
	}
}

const pg_timeline_hooks kloone_timeline_hooks = {lift, land, NULL};

void kloone_finish_all(void *view)
{
	kl_view *v = view;
	pg_timeline_finish(&v->tl);
	pg_board_finish(&v->kit);
	pg_tweens_finish(&v->tweens);
	kloone_update_zoom(v, TIME_ZOOM); /* a whole zoom's time ends any zoom */
}

/* Why the game ended, as a phrase ("Red could not finish a turn"). */
void kloone_end_phrase(const kl_view *v, int reason, int winner, char *buf, size_t size)
{
	kloone_end_words((kloone_end)reason,
	                 winner >= 0 ? kloone_seat_name(v, 1 - winner) : NULL, buf, size);
}

static float schedule_over(kl_view *v, float t, const pg_event *e)
{
	pg_action *a = pg_timeline_add(&v->tl, ACT_NOTE, t, TIME_OVER);
	char why[TEXT_SIZE];
	kloone_end_phrase(v, e->a, e->seat, why, sizeof why);
	if (e->seat >= 0)
		pg_timeline_caption(a, _("%s wins: %s"), kloone_seat_name(v, e->seat), why);
	else
		pg_timeline_caption(a, _("A draw: %s"), why);
	const kloone_state *s = pg_play_state(v->play);
	for (int tile = 0; tile < s->tile_count; tile++) {
		int owner = kloone_stack_owner(s, tile);
		if (owner < 0 || (e->seat >= 0 && owner != e->seat))
			continue;
		pg_timeline_add_payload(&v->tl, ACT_GLOW, t, TIME_OVER, owner, 0,
		                        s->tile_cell[tile], 0, 0);
	}
	return t + TIME_OVER;
}

/* A pawn hop or a chip's arc (a, b, c, d as the event's): quick, and
 * from where it was let go, when a person dropped that piece there. */
static float schedule_flight(kl_view *v, float t, const pg_event *e, const pg_played *played,
                             int kind, int piece)
{
	int dropped = PG_BOARD_NONE;
	float x = 0, y = 0;
	bool from_drop = played->by_human &&
	                 pg_board_dropped_centre(&v->kit, &dropped, &x, &y) && dropped == piece;
	bool pawn = kind == ACT_PAWN;
	float duration = from_drop ? (pawn ? TIME_HOP_DROPPED : TIME_CHIP_DROPPED)
	                           : (pawn ? TIME_HOP : TIME_CHIP);
	pg_action *a =
	    pg_timeline_add_payload(&v->tl, kind, t, duration, e->seat, e->a, e->b, e->c, e->d);
	if (!a)
		return t;
	a->from_drop = from_drop;
	a->from = (SDL_FRect){x, y, 0, 0};
	return t + duration;
}

/* One event becomes actions from time t on; returns the time after it. */
static float schedule_event(kl_view *v, float t, const pg_event *e, const pg_played *played)
{
	pg_action *a = NULL;
	switch (e->detail) {
	case KLOONE_EVENT_FIRST:
		a = pg_timeline_add(&v->tl, ACT_NOTE, t, TIME_NOTE);
		pg_timeline_caption(a, _("%s starts"), kloone_seat_name(v, e->seat));
		return t + TIME_NOTE;
	case KLOONE_EVENT_TURN:
		pg_timeline_add_payload(&v->tl, ACT_TURN, t, 0, e->seat, 0, 0, 0, 0);
		return t;
	case KLOONE_EVENT_TILE:
		pg_timeline_add_payload(&v->tl, ACT_TILE, t, TIME_TILE, 0, 0, e->a, 0, 0);
		return t + TIME_TILE * 0.6f;
	case KLOONE_EVENT_PAWN:
		return schedule_flight(v, t, e, played, ACT_PAWN, KLOONE_PIECE_PAWN);
	case KLOONE_EVENT_INCREASE:
		pg_timeline_add_payload(&v->tl, ACT_INCREASE, t, TIME_INCREASE, e->seat, 0,
		                        e->a, e->c, e->b);
		return t + TIME_INCREASE;
	case KLOONE_EVENT_NO_INCREASE:
		a = pg_timeline_add_payload(&v->tl, ACT_LABEL, t, 0, 0, 0, e->a, 0, -1);
		pg_timeline_caption(a, "%s",
		                    e->b ? _("End of pawn run: no chip, the stack is full")
		                         : _("End of pawn run: no chip left to add"));
		return t + 0.3f;
	case KLOONE_EVENT_EXCHANGE:
		pg_timeline_add_payload(&v->tl, ACT_EXCHANGE_OUT, t, TIME_EXCHANGE, e->seat,
		                        e->a, 0, 0, e->b);
		pg_timeline_add_payload(&v->tl, ACT_EXCHANGE_IN, t + TIME_EXCHANGE * 0.5f,
		                        TIME_EXCHANGE, 0, 0, e->a, 0, 0);
		return t + TIME_EXCHANGE * 1.5f;
	case KLOONE_EVENT_CHIP:
		return schedule_flight(v, t, e, played, ACT_CHIP, KLOONE_PIECE_CHIP);
	case KLOONE_EVENT_STACK_MADE:
		pg_timeline_add_payload(&v->tl, ACT_GLOW, t, TIME_GLOW, e->seat, 0, e->a, 0, 0);
		a = pg_timeline_add_payload(&v->tl, ACT_LABEL, t, 0, 0, 0, e->a, 0, e->seat);
		pg_timeline_caption(a, _("%s's stack: %d of 3"), kloone_seat_name(v, e->seat),
		                    e->b);
		return t + TIME_GLOW * 0.5f;
	case KLOONE_EVENT_STACK_LOST:
		pg_tweens_pulse(&v->tweens, TAG_PANEL + (e->seat & 1), 0.05f, 0.5f, t);
		return t;
	case KLOONE_EVENT_OVER:
		return schedule_over(v, t, e);
	default:
		return t;
	}
}

void kloone_schedule(kl_view *v, const pg_played *played)
{
	float t = 0;
	for (int i = 0; i < played->events->count; i++)
		t = schedule_event(v, t, &played->events->items[i], played);
	bool flies_from_drop = false;
	for (int i = 0; i < v->tl.count; i++)
		flies_from_drop |= v->tl.actions[i].from_drop;
	if (!flies_from_drop)
		pg_board_take_drop(&v->kit, PG_BOARD_NONE, NULL, NULL);
}
