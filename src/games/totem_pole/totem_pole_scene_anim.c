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

/* An action for event e (its seat and payload copied) from *t for
 * duration seconds, moving *t past it; NULL when the timeline is full. */
static pg_action *event_action(tp_view *v, int kind, float *t, float duration,
                               const pg_event *e)
{
	pg_action *a = pg_timeline_add(&v->tl, kind, *t, duration);
	*t += duration;
	if (a) {
		a->seat = e->seat;
		a->a = e->a;
		a->b = e->b;
		a->c = e->c;
		a->d = e->d;
	}
	return a;
}

static void schedule_place(tp_view *v, float *t, const pg_event *e, bool by_human, bool second)
{
	int piece = PG_BOARD_NONE;
	float x, y;
	bool dropped = by_human && pg_board_dropped_centre(&v->board, &piece, &x, &y) &&
	               piece == totem_pole_piece(e->a, e->b);
	pg_action *a = event_action(v, ACT_PLACE, t, dropped ? TIME_DROP : TIME_PLACE, e);
	if (a)
		a->from_drop = dropped;
	if (second)
		pg_timeline_caption(
		    a, _("%s's %s pyramid goes on top"),
		    totem_pole_taker_name(v, e->a == TP_GREY ? TP_GREY : e->seat),
		    tp_size_name(e->b));
}

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
	pg_action *note = pg_timeline_add(&v->tl, ACT_NOTE, start, end - start);
	if (note)
		step_caption(v, note, top->a, top->b, last - first + 1);
	for (int i = first; i <= last; i++) {
		float at = start + lead + (float)(i - first) * stagger;
		pg_action *a = event_action(v, ACT_TAKE, &at, fly, &list->items[i]);
		if (a)
			a->seat = top->seat < 0 ? TP_GREY : top->seat;
	}
	*t = end + TIME_STEP_PAUSE * pace;
	return last;
}

void totem_pole_schedule(tp_view *v, const pg_played *played)
{
	const pg_event_list *list = played->events;
	float t = 0;
	int placed = 0;
	for (int i = 0; list && i < list->count; i++) {
		const pg_event *e = &list->items[i];
		switch (e->kind) {
		case PG_EVENT_DICE_ROLLED:
			if (e->detail != TP_DETAIL_FIRST_DRAW)
				event_action(v, ACT_ROLL, &t, TIME_ROLL, e);
			else
				pg_timeline_caption(
				    event_action(v, ACT_DRAW, &t, TIME_DRAW, e),
				    _("A small %s pyramid comes out of the bag: %s starts"),
				    _(tp_colour_name(tp_seat_colour(e->a))),
				    totem_pole_taker_name(v, e->a));
			break;
		case PG_EVENT_PIECE_PLACED:
			schedule_place(v, &t, e, played->by_human, placed++ > 0);
			break;
		case PG_EVENT_SPECIAL:
			if (e->detail == TP_DETAIL_COUP)
				pg_timeline_caption(
				    event_action(v, ACT_TAKE, &t, TIME_COUP, e),
				    _("%s counts coup: the top pyramid goes to the tray"),
				    totem_pole_taker_name(v, e->seat));
			break;
		case PG_EVENT_PASS:
			pg_timeline_caption(event_action(v, ACT_NOTE, &t, TIME_PASS, e),
			                    _("%s passes"), totem_pole_taker_name(v, e->seat));
			break;
		case PG_EVENT_TURN_BEGAN:
			event_action(v, ACT_TURN, &t, 0, e);
			break;
		case PG_EVENT_PHASE_CHANGED:
			if (e->detail == TP_PHASE_CAPTURE)
				pg_timeline_caption(
				    event_action(v, ACT_CAPTURE, &t, TIME_PHASE, e), "%s",
				    _("Placing is over: the pole comes apart from the top"));
			break;
		case PG_EVENT_PIECE_TAKEN:
			i = schedule_step(v, &t, list, i);
			break;
		case PG_EVENT_GAME_OVER:
			pg_timeline_caption(event_action(v, ACT_NOTE, &t, TIME_END, e), "%s",
			                    _("The pole is down: the scores are final"));
			break;
		default:
			break;
		}
	}
}
