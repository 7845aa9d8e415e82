/*
 * totem_pole_scene_anim.c: a Totem Pole move's events as timeline actions
 * (see totem_pole_scene.h and pg_timeline.h): the draw for the first
 * player, the die's tumble, pyramids flying to the pole and to the trays,
 * the capture step by step, with a caption for each.
 */
#include <math.h>

#include "totem_pole/totem_pole_scene.h"
#include "pg_i18n.h"

/* Seconds of the animations. */
#define TIME_DRAW 1.2f
#define TIME_ROLL 0.8f
#define TIME_PLACE 0.5f
#define TIME_DROP 0.26f
#define TIME_COUP 0.6f
#define TIME_PASS 0.7f
#define TIME_PHASE 1.3f
#define TIME_TAKE 0.5f
#define TIME_STEP_LEAD 0.35f
#define TIME_STEP_STAGGER 0.12f
#define TIME_STEP_PAUSE 0.35f
#define TIME_END 0.9f

/* ---- the timeline's hooks --------------------------------------------------------- */

static void lift(void *scene, pg_action *a, void *shown_state)
{
	tp_view *v = scene;
	tp_state *shown = shown_state;
	float x, y;
	switch (a->kind) {
	case ACT_ROLL:
		pg_die_roll(&v->die, a->a, a->duration);
		break;
	case ACT_DRAW:
		pg_tweens_pulse(&v->tweens, TOTEM_POLE_TAG_PULSE + a->a, 0.06f,
		                a->duration * 0.6f, 0);
		break;
	case ACT_PLACE:
		if (a->from_drop && pg_board_take_drop(&v->board, -1, &x, &y))
			a->from = totem_pole_centred_box(a->b, x, y, v->drag_h);
		else
			a->from = totem_pole_hand_top_box(v, a->a, a->b);
		tp_step_from_supply(shown, a->a, a->b);
		break;
	case ACT_TAKE:
		a->from = totem_pole_pole_box(v, a->c, a->b, totem_pole_pole_box_h(v));
		tp_step_off_pole(shown, a->c);
		if (a->d > 0 && a->c == tp_pole_height(shown))
			pg_audio_play(v->app->audio, "take");
		break;
	case ACT_TURN:
		shown->turn = (uint8_t)a->seat;
		shown->phase = TP_PHASE_ROLL;
		pg_tweens_pulse(&v->tweens, TOTEM_POLE_TAG_PULSE + a->seat, 0.04f, 0.45f, 0);
		break;
	case ACT_CAPTURE:
		shown->phase = TP_PHASE_CAPTURE;
		break;
	default:
		break;
	}
}

static void land(void *scene, pg_action *a, void *shown_state)
{
	(void)scene;
	tp_state *shown = shown_state;
	if (a->kind == ACT_PLACE)
		tp_step_onto_pole(shown, a->a, a->b, a->c);
	else if (a->kind == ACT_TAKE)
		tp_step_into_area(shown, a->seat, a->a, a->b);
	else if (a->kind == ACT_ROLL) {
		shown->face = (uint8_t)a->a;
		shown->phase = TP_PHASE_PLACE;
	}
}

static void ended(void *scene)
{
	tp_view *v = scene;
	v->fit = *totem_pole_shown(v);
}

const pg_timeline_hooks totem_pole_timeline_hooks = {lift, land, ended};

/* ---- from events to actions ---------------------------------------------------- */

static void step_caption(const tp_view *v, pg_action *a, int owner, int size, int taken)
{
	const char *who = totem_pole_taker_name(v, owner);
	int below = taken - 1;
	if (size == TP_SMALL)
		pg_timeline_caption(a, _("%s's small pyramid goes back to %s"), who,
		                    owner == TP_GREY ? _("the dummy") : who);
	else if (below == 2)
		pg_timeline_caption(a, _("%s's large pyramid takes the two below"), who);
	else if (below == 1 && size == TP_LARGE)
		pg_timeline_caption(a, _("%s's large pyramid takes the last one below"), who);
	else if (below == 1)
		pg_timeline_caption(a, _("%s's medium pyramid takes the one below"), who);
	else
		pg_timeline_caption(a, _("%s's %s pyramid is the last: %s takes it"), who,
		                    tp_size_name(size), owner == TP_GREY ? _("the dummy") : who);
}

/* One capture step: a caption, then its pyramids lift off top first and fly
 * to the taker's tray. Returns the index of the step's last event. */
static int schedule_step(tp_view *v, float *t, const pg_event_list *list, int first)
{
	const pg_event *top = &list->items[first];
	int last = first;
	while (last + 1 < list->count && list->items[last + 1].kind == PG_EVENT_PIECE_TAKEN &&
	       list->items[last + 1].d == top->d)
		last++;
	/* A tall pole takes many steps: each goes a little quicker than the
	 * one before, so the end comes before the table grows impatient. */
	float pace = fmaxf(0.55f, 1.0f - 0.06f * (float)top->d);
	float lead = TIME_STEP_LEAD * pace, stagger = TIME_STEP_STAGGER * pace;
	float fly = TIME_TAKE * pace;
	float start = *t;
	float end = start + lead + (float)(last - first) * stagger + fly;
	step_caption(v, pg_timeline_add(&v->tl, ACT_NOTE, start, end - start), top->a, top->b,
	             last - first + 1);
	int taker = top->seat < 0 ? TP_GREY : top->seat;
	for (int i = first; i <= last; i++) {
		const pg_event *e = &list->items[i];
		pg_timeline_add_payload(&v->tl, ACT_TAKE,
		                        start + lead + (float)(i - first) * stagger, fly, taker,
		                        e->a, e->b, e->c, e->d);
	}
	*t = end + TIME_STEP_PAUSE * pace;
	return last;
}

/* What an event becomes: an action of a kind and length with the event's
 * seat and payload (the first row that matches; ANY_DETAIL matches every
 * detail). A pyramid taken is a capture step (schedule_step). */
enum { ANY_DETAIL = -1 };
typedef struct event_action {
	int event, detail;
	tp_act_kind kind;
	float duration;
} event_action;
static const event_action event_actions[] = {
    {PG_EVENT_DICE_ROLLED, TP_DETAIL_FIRST_DRAW, ACT_DRAW, TIME_DRAW},
    {PG_EVENT_DICE_ROLLED, ANY_DETAIL, ACT_ROLL, TIME_ROLL},
    {PG_EVENT_PIECE_PLACED, ANY_DETAIL, ACT_PLACE, TIME_PLACE},
    {PG_EVENT_SPECIAL, TP_DETAIL_COUP, ACT_TAKE, TIME_COUP},
    {PG_EVENT_PASS, ANY_DETAIL, ACT_NOTE, TIME_PASS},
    {PG_EVENT_TURN_BEGAN, ANY_DETAIL, ACT_TURN, 0},
    {PG_EVENT_PHASE_CHANGED, TP_PHASE_CAPTURE, ACT_CAPTURE, TIME_PHASE},
    {PG_EVENT_GAME_OVER, ANY_DETAIL, ACT_NOTE, TIME_END},
};

static const event_action *find_event_action(const pg_event *e)
{
	for (size_t k = 0; k < sizeof event_actions / sizeof event_actions[0]; k++) {
		int detail = event_actions[k].detail;
		if (event_actions[k].event == e->kind &&
		    (detail == ANY_DETAIL || detail == e->detail))
			return &event_actions[k];
	}
	return NULL;
}

/* The caption of event e's action a; second: a pyramid placed after the
 * move's first (a double's other size). */
static void event_caption(const tp_view *v, pg_action *a, const pg_event *e, bool second)
{
	const char *who = totem_pole_taker_name(v, e->seat);
	if (a->kind == ACT_DRAW)
		pg_timeline_caption(a, _("A small %s pyramid comes out of the bag: %s starts"),
		                    _(tp_colour_name(tp_seat_colour(e->a))),
		                    totem_pole_taker_name(v, e->a));
	else if (a->kind == ACT_PLACE && second)
		pg_timeline_caption(
		    a, _("%s's %s pyramid goes on top"),
		    totem_pole_taker_name(v, e->a == TP_GREY ? TP_GREY : e->seat),
		    tp_size_name(e->b));
	else if (a->kind == ACT_TAKE)
		pg_timeline_caption(a, _("%s counts coup: the top pyramid goes to the tray"),
		                    who);
	else if (e->kind == PG_EVENT_PASS)
		pg_timeline_caption(a, _("%s passes"), who);
	else if (e->kind == PG_EVENT_GAME_OVER)
		pg_timeline_caption(a, "%s", _("The pole is down: the scores are final"));
	else if (a->kind == ACT_CAPTURE)
		pg_timeline_caption(a, "%s",
		                    _("Placing is over: the pole comes apart from the top"));
}

void totem_pole_schedule(tp_view *v, const pg_played *played)
{
	const pg_event_list *list = played->events;
	float t = 0;
	int placed = 0;
	bool flies_from_drop = false;
	for (int i = 0; list && i < list->count; i++) {
		const pg_event *e = &list->items[i];
		if (e->kind == PG_EVENT_PIECE_TAKEN) {
			i = schedule_step(v, &t, list, i);
			continue;
		}
		const event_action *row = find_event_action(e);
		if (!row)
			continue;
		/* A person's pyramid flies on from where it was let go. */
		int piece = PG_BOARD_NONE;
		float x, y;
		bool place = row->kind == ACT_PLACE;
		bool dropped = place && played->by_human &&
		               pg_board_dropped_centre(&v->board, &piece, &x, &y) &&
		               piece == totem_pole_piece(e->a, e->b);
		float duration = dropped ? TIME_DROP : row->duration;
		pg_action *a = pg_timeline_add_payload(&v->tl, row->kind, t, duration, e->seat,
		                                       e->a, e->b, e->c, e->d);
		t += duration;
		if (!a)
			continue;
		a->from_drop = dropped;
		flies_from_drop |= dropped;
		event_caption(v, a, e, place && placed++ > 0);
	}
	/* No pyramid flies on from the drop point: the board lets go of it. */
	if (!flies_from_drop)
		pg_board_take_drop(&v->board, PG_BOARD_NONE, NULL, NULL);
}
