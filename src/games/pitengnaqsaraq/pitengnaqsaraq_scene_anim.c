/*
 * pitengnaqsaraq_scene_anim.c: a move's events as timeline actions (see
 * pitengnaqsaraq_scene.h): the dice tumble, the weather spinner turns, a
 * family's piece travels or is flown by Raven, and every event that
 * matters to the table (food taken, given, traded, eaten, a family hungry
 * or starved) holds the caption for a moment.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "pg_i18n.h"
#include "pitengnaqsaraq/pitengnaqsaraq_scene.h"

static const float NOTE_SECONDS = 0.55f;

static void lift(void *scene, pg_action *a, void *shown)
{
	pit_view *v = scene;
	pit_state *s = shown;
	/* The piece has left on this turn's journey (the rules mark it as
	 * they move it): the reach circle and the "may travel" note go with
	 * it rather than stay round the village it left until the move's
	 * animation ends. Uivik's way home (a->d PIT_EV_SENT_HOME) is no
	 * journey of the turn. */
	if (a->kind == PIT_ACT_TRAVEL && a->d != PIT_EV_SENT_HOME)
		s->travelled = 1;
	if (a->kind == PIT_ACT_ROLL) {
		pg_die_roll(&v->die, a->a - 1, a->duration);
	} else if (a->kind == PIT_ACT_WEATHER) {
		/* The disc turns twice and more, and stops with the word's face
		 * under the pointer. */
		int hm = pit_scene_real(v)->half_month;
		v->weather_from =
		    s->weather < PIT_WEATHERS ? pit_scene_weather_angle(hm, s->weather) : 0;
		float to = pit_scene_weather_angle(hm, a->a);
		float turn = fmodf(to - v->weather_from, 360.0f);
		if (turn < 0)
			turn += 360.0f;
		v->weather_to = v->weather_from + 720.0f + turn;
	}
}

static void land(void *scene, pg_action *a, void *shown)
{
	pit_view *v = scene;
	pit_state *s = shown;
	if (a->kind == PIT_ACT_TRAVEL && a->seat >= 0 && a->seat < PIT_MAX_PLAYERS)
		s->family[a->seat].village = (uint8_t)a->b;
	if (a->kind == PIT_ACT_WEATHER) {
		v->weather_angle = v->weather_to;
		s->weather = (uint8_t)a->a;
	}
	if (a->kind == PIT_ACT_ROLL) {
		s->dice[0] = (uint8_t)a->a;
		s->dice[1] = (uint8_t)a->b;
	}
}

static void ended(void *scene)
{
	pit_view *v = scene;
	v->weather_angle = v->weather_to;
}

const pg_timeline_hooks pit_scene_timeline_hooks = {
    .lift = lift,
    .land = land,
    .ended = ended,
};

static pg_action *add(pit_view *v, int kind, float *t, float duration, const pg_event *e)
{
	pg_action *a = pg_timeline_add(&v->tl, kind, *t, duration);
	if (a) {
		a->seat = e->seat;
		a->a = e->a;
		a->b = e->b;
		a->c = e->c;
	}
	*t += duration;
	return a;
}

static void amount(int halves, int food, char *buf, size_t size)
{
	char cards[16];
	pit_scene_cards_text(halves, cards, sizeof cards);
	/* "½ card", "1 card", "1½ cards", "2 cards": the count rounds half cards up */
	snprintf(buf, size, P_("%s card of %s", "%s cards of %s", (halves + 1) / 2), cards,
	         _(pit_foods[food].plural));
}

static const char *item_words(int item)
{
	if (item == PIT_ITEM_DOGS)
		return _("a dog team");
	if (item == PIT_ITEM_KAYAK)
		return _("its kayak");
	return item >= 0 && item < PIT_FOODS ? _(pit_foods[item].plural) : _("a card");
}

static void special(pit_view *v, const pg_played *p, const pg_event *e, float *t)
{
	const char *who = e->seat >= 0 ? pit_seat_name(e->seat) : "";
	char text[PG_TIMELINE_CAPTION], what[64];
	switch (e->detail) {
	case PIT_EV_GIFT:
		amount(e->c, e->b, what, sizeof what);
		snprintf(text, sizeof text, _("%s gives the %s family %s."), who,
		         pit_seat_name(e->a), what);
		break;
	case PIT_EV_TRADE:
		snprintf(text, sizeof text, _("The %s family accepts %s's trade."),
		         pit_seat_name(e->a), who);
		break;
	case PIT_EV_DECLINED:
		/* The AI says why; a person's no needs no reason. */
		if (!pg_play_is_human(v->play, e->seat) && e->seat >= 0)
			pit_ai_explain_answer(p->before, e->seat, text, sizeof text);
		else
			snprintf(text, sizeof text, _("The %s family declines the trade."), who);
		/* Also as a toast, which stays long enough to read. */
		pg_play_toast(v->play, "%s", text);
		break;
	case PIT_EV_BUILD:
		snprintf(text, sizeof text,
		         _("%s builds a kayak from two seal cards and sits out."), who);
		break;
	case PIT_EV_PUPS:
		snprintf(text, sizeof text, _("New pups: the %s family has a dog team again."),
		         who);
		break;
	case PIT_EV_LOST_TRANSPORT:
		snprintf(text, sizeof text, _("Bad luck: %s loses %s."), who, item_words(e->a));
		break;
	case PIT_EV_ATE_DOGS:
		snprintf(text, sizeof text, _("With no food left, the %s family eats its dogs."),
		         who);
		break;
	case PIT_EV_HUNGRY:
		snprintf(text, sizeof text,
		         _("The %s family goes hungry: share food, or it starves."), who);
		break;
	case PIT_EV_STARVED:
		snprintf(text, sizeof text,
		         _("The %s family starved. The year goes on without it."), who);
		break;
	case PIT_EV_CLOTHING:
		snprintf(text, sizeof text, _("Cauyarvik: %s makes winter clothing from %s."), who,
		         item_words(e->a));
		break;
	case PIT_EV_SPOILED:
		snprintf(text, sizeof text, _("A year old: the %s family's oldest food spoils."),
		         who);
		break;
	default:
		return; /* meals are shown by the cards themselves */
	}
	pg_action *a = add(v, PIT_ACT_NOTE, t, NOTE_SECONDS * 1.4f, e);
	if (a)
		pg_timeline_caption(a, "%s", text);
}

static void dice(pit_view *v, const pg_event *e, float *t)
{
	const char *who = e->seat >= 0 ? pit_seat_name(e->seat) : "";
	pg_action *a;
	switch (e->detail) {
	case PIT_EV_KEEPER:
		a = add(v, PIT_ACT_NOTE, t, NOTE_SECONDS, e);
		if (a)
			pg_timeline_caption(a,
			                    _("The %s family keeps the weather and the calendar."),
			                    pit_seat_name(e->a));
		break;
	case PIT_EV_WEATHER: {
		a = add(v, PIT_ACT_WEATHER, t, 1.1f, e);
		int season = pit_season(pit_scene_real(v)->half_month);
		int forbids = pit_weather_forbids[season][e->a];
		if (a)
			pg_timeline_caption(a, _("Weather: %s (%s)%s"), pit_weather_words[e->a],
			                    _(pit_weather_english[e->a]),
			                    forbids ? _(": see what it forbids")
			                            : _(": nothing is forbidden"));
		break;
	}
	case PIT_EV_ROLL:
		a = add(v, PIT_ACT_ROLL, t, 0.9f, e);
		if (a)
			pg_timeline_caption(a, _("%s rolls %d + %d = %d: %s"), who, e->a, e->b,
			                    e->a + e->b, _(pit_luck_text[e->a + e->b]));
		break;
	case PIT_EV_RAVEN:
		a = add(v, PIT_ACT_RAVEN, t, NOTE_SECONDS * 2.5f, e);
		if (a)
			pg_timeline_caption(a, _("Raven's card sends the %s family to %s."), who,
			                    pit_villages[e->b].yupik);
		break;
	default:
		break;
	}
}

void pit_scene_schedule(pit_view *v, const pg_played *p)
{
	float t = 0;
	for (int i = 0; i < p->events->count; i++) {
		const pg_event *e = &p->events->items[i];
		const char *who = e->seat >= 0 ? pit_seat_name(e->seat) : "";
		pg_action *a;
		switch (e->kind) {
		case PG_EVENT_DICE_ROLLED:
			dice(v, e, &t);
			break;
		case PG_EVENT_PIECE_MOVED:
			a = add(v, PIT_ACT_TRAVEL, &t, 0.6f, e);
			if (a) {
				a->d = e->detail;
				pg_timeline_caption(a, _("%s %s to %s (%s)."), who,
				                    e->detail == PIT_EV_SENT_HOME ? _("goes home")
				                    : e->detail == PIT_EV_FLY     ? _("is flown")
				                                                  : _("travels"),
				                    pit_villages[e->b].yupik,
				                    pit_villages[e->b].english);
			}
			break;
		case PG_EVENT_PIECE_PLACED:
			a = add(v, PIT_ACT_NOTE, &t, NOTE_SECONDS, e);
			if (a)
				pg_timeline_caption(
				    a, _("The %s family makes its home at %s (%s)."), who,
				    pit_villages[e->a].yupik, pit_villages[e->a].english);
			break;
		case PG_EVENT_PIECE_TAKEN: {
			char what[64];
			amount(e->b, e->a, what, sizeof what);
			a = add(v, PIT_ACT_NOTE, &t, NOTE_SECONDS, e);
			if (a)
				pg_timeline_caption(a, _("%s takes %s."), who, what);
			break;
		}
		case PG_EVENT_SPECIAL:
			special(v, p, e, &t);
			break;
		case PG_EVENT_PHASE_CHANGED: {
			int hm = e->b;
			a = add(v, PIT_ACT_NOTE, &t, NOTE_SECONDS, e);
			if (a && hm >= 0 && hm < PIT_HALF_MONTHS)
				pg_timeline_caption(
				    a, _("%s (%s), %s half."), pit_months[hm / 2].yupik,
				    _(pit_months[hm / 2].english), hm % 2 ? _("second") : _("first"));
			break;
		}
		case PG_EVENT_GAME_OVER:
			a = add(v, PIT_ACT_NOTE, &t, NOTE_SECONDS * 2, e);
			if (a)
				pg_timeline_caption(a,
				                    _("The year is over: %d %s saw it through."),
				                    e->a, e->a == 1 ? _("family") : _("families"));
			break;
		default:
			break;
		}
	}
}
