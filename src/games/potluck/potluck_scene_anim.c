/*
 * potluck_scene_anim.c: what the animations hold back, and a move's events
 * as animations (see potluck_scene.h).
 */
#include "potluck/potluck_scene.h"

/* ---- what the animations hold back ------------------------------------------------ */

/* An action on the timeline: kind, seat (the player, or NO_PLAYER), a (the
 * spot, die or note), b (a generation, or the wedge a die rolls from), c (a
 * die's steps), d (its pg_ease). One that has landed no longer holds back. */
const pg_action *potluck_find_anim(const pl_view *v, int kind, int player, int index)
{
	for (int i = 0; i < v->tl.count; i++) {
		const pg_action *a = &v->tl.actions[i];
		if (a->kind == kind && a->seat == player && a->a == index && !a->landed)
			return a;
	}
	return NULL;
}

/* How far an action is, eased its way (0 while it waits). */
float potluck_anim_progress(const pl_view *v, const pg_action *a)
{
	return a->lifted ? pg_ease_apply((pg_ease)a->d, pg_timeline_progress(&v->tl, a)) : 0;
}

/* How much of what is written at spot shows: 1 when nothing animates it. */
float potluck_written(const pl_view *v, int player, int spot)
{
	const pg_action *a = potluck_find_anim(v, A_WRITE, player, spot);
	return a ? potluck_anim_progress(v, a) : 1;
}

/* A guest being rubbed out at spot: its generation and how much is left. */
bool potluck_erasing(const pl_view *v, int player, int spot, int *generation, float *left)
{
	const pg_action *a = potluck_find_anim(v, A_ERASE, player, spot);
	if (!a)
		return false;
	*generation = a->b;
	*left = 1 - potluck_anim_progress(v, a);
	return true;
}

/* The player whose sheet an animation is about, or -1. */
static int animated_player(const pl_view *v)
{
	for (int i = 0; i < v->tl.count; i++) {
		const pg_action *a = &v->tl.actions[i];
		bool sheet = a->kind == A_WRITE || a->kind == A_ERASE || a->kind == A_PULSE ||
		             a->kind == A_HOLD;
		if (sheet && !a->landed && a->seat != NO_PLAYER)
			return a->seat;
	}
	return -1;
}

float potluck_wedge_angle(int wedge)
{
	return -90.0f + WEDGE_DEGREES * (float)wedge;
}

/* A die on the rondel: where the state has it, or, while its roll's
 * action runs, tumbling in the wedge it left (the kit's pg_die gives the
 * face and spin) and then walking round a wedge a step. */
pl_die_look potluck_die_look(const pl_view *v, int die)
{
	const potluck_state *s = potluck_real(v);
	pl_die_look look = {.wedge = s->die_wedge[die], .face = s->die_roll[die]};
	look.angle = potluck_wedge_angle(look.wedge);
	const pg_action *roll = potluck_find_anim(v, A_ROLL, NO_PLAYER, die);
	if (!roll || !roll->lifted)
		return look;
	pg_die_pose pose = pg_die_pose_now(&v->dice[die], -1);
	if (pose.rolling) {
		float p = pose.progress;
		look.face = pose.face + 1;
		look.tilt = (float)pose.angle;
		look.wedge = roll->b;
		look.angle = potluck_wedge_angle(look.wedge);
		look.hop = fabsf(sinf(p * PI_F * 2.5f)) * (1 - p);
		look.moving = true;
	} else if (pose.walk_step >= 0) {
		int from = (roll->b + pose.walk_step) % POTLUCK_WEDGES;
		float p = pose.walk_progress;
		look.angle = potluck_wedge_angle(from) + p * WEDGE_DEGREES;
		look.wedge = p < 0.5f ? from : (from + 1) % POTLUCK_WEDGES;
		look.hop = sinf(p * PI_F);
		look.moving = true;
	}
	return look;
}

/* The die's box on the rondel now (it may be walking), as drawn. */
SDL_FRect potluck_die_on_rondel(const pl_view *v, int die)
{
	pl_die_look look = potluck_die_look(v, die), other = potluck_die_look(v, 1 - die);
	float angle = look.angle;
	if (!look.moving && !other.moving && other.wedge == look.wedge)
		angle += die == 0 ? -10.5f : 10.5f;
	float half = (float)v->rondel.w / 2;
	float radius = half * 0.6f;
	float a = angle * PI_F / 180.0f;
	float cx = (float)v->rondel.x + half + radius * cosf(a);
	float cy = (float)v->rondel.y + half + radius * sinf(a);
	float size = (float)v->rondel_die * (1 + 0.25f * look.hop);
	cy -= look.hop * (float)v->rondel_die * 0.35f;
	return (SDL_FRect){cx - size / 2, cy - size / 2, size, size};
}

/* The sheet drawn large: one being animated, one a person asked for, the
 * person to move, else the player to move (or, between rounds and at the
 * end, the person's own). */
int potluck_focus_player(const pl_view *v)
{
	const potluck_state *s = potluck_real(v);
	int animated = animated_player(v);
	if (animated >= 0 && animated < s->players)
		return animated;
	if (v->pinned >= 0 && v->pinned < s->players)
		return v->pinned;
	int input = pg_play_input_seat(v->play);
	if (input >= 0)
		return input;
	bool between = s->phase == POTLUCK_PHASE_ROLL_DIE1 ||
	               s->phase == POTLUCK_PHASE_ROLL_DIE2 ||
	               s->phase == POTLUCK_PHASE_GAME_OVER;
	int shown = between ? pg_play_viewer(v->play) : s->to_move;
	return shown >= 0 && shown < s->players ? shown : 0;
}

/* Whether a person may act on the sheet shown large now: that person's
 * seat, or -1. */
int potluck_acting_player(const pl_view *v)
{
	int input = pg_play_input_seat(v->play);
	return input >= 0 && input == potluck_focus_player(v) ? input : -1;
}

/* The thumbnail slot of each other player, in seat order. */
int potluck_thumb_player(const pl_view *v, int slot)
{
	int focus = potluck_focus_player(v), k = 0;
	for (int p = 0; p < potluck_real(v)->players; p++) {
		if (p == focus)
			continue;
		if (k++ == slot)
			return p;
	}
	return -1;
}

/* A person's roll is due: their die to click or throw. (Anyone else's
 * roll happens by itself after a short pause.) */
bool potluck_rollable(const pl_view *v)
{
	return pg_play_person_rolls(v->play) && !pg_timeline_running(&v->tl);
}

/* The die the pending roll is for: die 1, then die 2. */
int potluck_die_to_roll(const potluck_state *s)
{
	return s->phase == POTLUCK_PHASE_ROLL_DIE1 ? 0 : 1;
}

/* ---- a move's events become animations ------------------------------------------------ */

/* A banner over the sheet from t: an action whose caption is the
 * sentence (pg_timeline_caption fills it). */
static pg_action *banner(pl_view *v, float t)
{
	return pg_timeline_add_payload(&v->tl, A_NOTE, t, T_NOTE, NO_PLAYER, 0, 0, 0,
	                               PG_EASE_LINEAR);
}

/* The die tumbles where it was, then walks clockwise a wedge at a time:
 * one action for both, which hands the die to pg_die as it lifts. */
static float schedule_roll(pl_view *v, float t, const pg_event *e)
{
	int die = e->detail, steps = e->a, from = e->b;
	float length = T_ROLL + T_STEP * (float)steps;
	pg_action *a = pg_timeline_add_payload(&v->tl, A_ROLL, t, length, NO_PLAYER, die, from,
	                                       steps, PG_EASE_LINEAR);
	pg_timeline_caption(a, _("Die %d rolls %d."), die + 1, steps);
	return t + length + 0.1f;
}

/* An action starts: a roll's die is thrown (its face and walk are the
 * kit's from now on). */
static void lift(void *scene, pg_action *a, void *shown)
{
	pl_view *v = scene;
	(void)shown;
	if (a->kind != A_ROLL)
		return;
	pg_die_roll(&v->dice[a->a], a->c - 1, T_ROLL);
	pg_die_walk(&v->dice[a->a], a->c, T_STEP, T_ROLL);
}

const pg_timeline_hooks potluck_timeline_hooks = {lift, NULL, NULL};

static float schedule_place(pl_view *v, float t, const pg_event *e)
{
	int player = e->seat;
	switch (e->detail) {
	case POTLUCK_PLACE_SEAT:
	case POTLUCK_PLACE_WILD:
	case POTLUCK_PLACE_RELOCATED:
	case POTLUCK_PLACE_SERVER: {
		int spot = e->detail == POTLUCK_PLACE_SERVER ? SPOT_SERVER + e->a : e->a;
		pg_timeline_add_payload(&v->tl, A_WRITE, t, T_WRITE, player, spot, e->b, 0,
		                        PG_EASE_IN_OUT);
		return t + T_WRITE;
	}
	case POTLUCK_PLACE_LAWN:
		pg_timeline_add_payload(&v->tl, A_PULSE, t, T_WRITE * 1.4f, player, e->a, 0, 0,
		                        PG_EASE_OUT);
		pg_timeline_add_payload(&v->tl, A_WRITE, t + 0.15f, T_WRITE, player, e->a, e->b,
		                        0, PG_EASE_IN_OUT);
		return t + T_WRITE + 0.2f;
	case POTLUCK_PLACE_AWAY:
		pg_timeline_caption(banner(v, t),
		                    _("No seat and no lawn chair left: %s's guest goes home"),
		                    potluck_player_name(v, player));
		return t + 0.6f;
	default:
		return t;
	}
}

static float schedule_special(pl_view *v, float t, const pg_event *e,
                              const potluck_state *after)
{
	int player = e->seat;
	switch (e->detail) {
	case POTLUCK_SPECIAL_UNLOCKED:
	case POTLUCK_SPECIAL_BONUS_USED: {
		/* a bonus's "open" box, or its "used" one (Again's when it paid) */
		int used = e->detail == POTLUCK_SPECIAL_BONUS_USED;
		int box = used && e->b ? POTLUCK_BONUS_AGAIN : e->a;
		pg_timeline_add_payload(&v->tl, A_WRITE, t, T_TICK, player,
		                        SPOT_BONUS + box * 2 + used, 0, 0, PG_EASE_OUT);
		return t + T_TICK;
	}
	case POTLUCK_SPECIAL_WILD_DUE:
	case POTLUCK_SPECIAL_WILD_LOST:
		pg_timeline_caption(
		    banner(v, t), "%s",
		    e->detail == POTLUCK_SPECIAL_WILD_DUE
		        ? _("Both servers are busy: a wild guest arrives! Seat them anywhere")
		        : _("Both servers are busy, but no seat is free: the wild guest cannot "
		            "stay"));
		return t + 0.3f;
	case POTLUCK_SPECIAL_END_TRIGGERED:
		pg_timeline_caption(
		    banner(v, t), _("%s %s: the next round is the last"),
		    potluck_player_name(v, player),
		    potluck_lawn_count(potluck_sheet_of(after, player)) == POTLUCK_LAWN_CHAIRS
		        ? _("filled the third lawn chair")
		        : _("filled every table"));
		return t + 0.3f;
	default:
		return t;
	}
}

void potluck_schedule(pl_view *v, const pg_played *played)
{
	const pg_event_list *list = played->events;
	const potluck_state *after = played->after;
	float t = 0;
	bool sheet_changed = false;
	pg_timeline_begin(&v->tl, played->before, after);
	for (int i = 0; list && i < list->count; i++) {
		const pg_event *e = &list->items[i];
		switch (e->kind) {
		case PG_EVENT_DICE_ROLLED:
			t = schedule_roll(v, t, e);
			break;
		case PG_EVENT_PIECE_PLACED:
			t = schedule_place(v, t, e);
			sheet_changed = true;
			break;
		case PG_EVENT_PIECE_TAKEN:
			pg_timeline_add_payload(&v->tl, A_ERASE, t, T_ERASE, e->seat, e->a,
			                        e->b, 0, PG_EASE_IN);
			t += T_ERASE;
			sheet_changed = true;
			break;
		case PG_EVENT_SPECIAL:
			t = schedule_special(v, t, e, after);
			sheet_changed |= e->detail <= POTLUCK_SPECIAL_BONUS_USED;
			break;
		case PG_EVENT_PHASE_CHANGED:
			if (e->a == 1)
				pg_timeline_caption(
				    banner(v, t), "%s",
				    _("Final round: every player seats one more guest"));
			break;
		case PG_EVENT_GAME_OVER:
			pg_timeline_caption(banner(v, t), "%s", _("The potluck is over!"));
			break;
		default:
			break;
		}
	}
	/* Let the others see a move on its sheet before another takes its place. */
	if (sheet_changed && played->seat >= 0 && after->players > 1 && !played->by_human)
		pg_timeline_add_payload(&v->tl, A_HOLD, t, T_HOLD, played->seat, 0, 0, 0,
		                        PG_EASE_LINEAR);
	pg_timeline_start(&v->tl);
}
