/*
 * kloone_scene_anim.c: a Kloone move's events as timeline actions over the
 * trailing `shown` state: tiles, hops, chips, labels and captions (see kloone_scene.h).
 */
#include "kloone/kloone_scene.h"

/* ---- the timeline ---------------------------------------------------------------------- */

static kl_action *add_action(kl_view *v, kl_act_kind kind, float start, float duration)
{
	if (v->action_count >= MAX_ACTIONS)
		return NULL;
	kl_action *a = &v->actions[v->action_count++];
	memset(a, 0, sizeof *a);
	a->kind = kind;
	a->start = start;
	a->duration = duration;
	a->tile = -1;
	return a;
}

float kloone_progress(const kl_view *v, const kl_action *a)
{
	if (a->duration <= 0)
		return 1;
	float t = (v->clock - a->start) / a->duration;
	return t < 0 ? 0 : t > 1 ? 1 : t;
}

static void add_label(kl_view *v, int cell, SDL_Color colour, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static void add_label(kl_view *v, int cell, SDL_Color colour, const char *fmt, ...)
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
	va_list args;
	va_start(args, fmt);
	vsnprintf(slot->text, sizeof slot->text, fmt, args);
	va_end(args);
}

/* An action starts: the piece leaves where it was. */
static void begin_action(kl_view *v, kl_action *a)
{
	kloone_state *s = &v->shown;
	a->begun = true;
	switch (a->kind) {
	case ACT_TILE:
		if (a->tile >= 0 && a->tile < KLOONE_MAX_TILES) {
			s->tile_cell[a->tile] = (int16_t)a->to;
			kloone_set_stack(s, a->tile, 0, KLOONE_CHIP_NEUTRAL);
			if (s->tile_count <= a->tile)
				s->tile_count = (uint8_t)(a->tile + 1);
			s->tile_stock = (uint8_t)a->value;
		}
		break;
	case ACT_PAWN:
		v->pawn_flying[a->seat] = true;
		if (a->from_drop)
			v->drop_pending = false;
		break;
	case ACT_INCREASE:
		if (a->chip == KLOONE_CHIP_NEUTRAL) {
			if (s->neutral_supply)
				s->neutral_supply--;
		} else if (s->colour_supply[a->chip - 1]) {
			s->colour_supply[a->chip - 1]--;
		}
		add_label(v, a->to, pg_ui_theme.text, "+1 %schip: end of pawn run",
		          a->chip == KLOONE_CHIP_NEUTRAL ? ""
		          : a->chip == KLOONE_CHIP_RED   ? "red "
		                                         : "blue ");
		break;
	case ACT_EXCHANGE_OUT:
		kloone_set_stack(s, kloone_tile_at_cell(s, a->from), KLOONE_MAX_HEIGHT - 1,
		                 KLOONE_CHIP_NEUTRAL);
		add_label(v, a->from, pg_ui_theme.text,
		          "%s chip goes home (stack lost); a white one moves instead",
		          a->chip == KLOONE_CHIP_RED ? "Red's" : "Blue's");
		break;
	case ACT_EXCHANGE_IN:
		if (s->neutral_supply)
			s->neutral_supply--;
		break;
	case ACT_CHIP:
		kloone_set_stack(s, kloone_tile_at_cell(s, a->from), a->height,
		                 KLOONE_CHIP_NEUTRAL);
		if (a->from_drop)
			v->drop_pending = false;
		break;
	case ACT_GLOW:
		pg_tweens_pulse(&v->tweens, TAG_PANEL + (a->seat & 1), 0.06f, 0.5f, 0);
		break;
	case ACT_LABEL:
		add_label(v, a->to,
		          a->chip >= 0 ? kloone_seat_style(v, a->chip)->light
		                       : pg_ui_theme.text_dim,
		          "%s", a->caption);
		break;
	case ACT_NOTE:
	case ACT_TURN:
		break;
	}
}

/* An action ends: the piece lands. */
static void end_action(kl_view *v, kl_action *a)
{
	kloone_state *s = &v->shown;
	a->ended = true;
	switch (a->kind) {
	case ACT_PAWN: {
		int t = kloone_tile_at_cell(s, a->to);
		if (t >= 0) {
			s->pawn_tile[a->seat] = (int8_t)t;
			s->visited |= (uint16_t)(1u << t);
		}
		v->pawn_flying[a->seat] = false;
		break;
	}
	case ACT_INCREASE:
		kloone_set_stack(s, kloone_tile_at_cell(s, a->to), a->height, a->chip);
		break;
	case ACT_EXCHANGE_OUT:
		if (a->chip == KLOONE_CHIP_RED || a->chip == KLOONE_CHIP_BLUE)
			s->colour_supply[a->chip - 1]++;
		break;
	case ACT_EXCHANGE_IN:
		kloone_set_stack(s, kloone_tile_at_cell(s, a->to), KLOONE_MAX_HEIGHT,
		                 KLOONE_CHIP_NEUTRAL);
		break;
	case ACT_CHIP:
		kloone_set_stack(s, kloone_tile_at_cell(s, a->to), a->to_height,
		                 KLOONE_CHIP_NEUTRAL);
		break;
	case ACT_TURN:
		s->to_move = (int8_t)a->seat;
		s->actions_left = (uint8_t)a->value;
		s->run_active = 0;
		if (s->pawn_tile[a->seat] >= 0)
			s->visited = (uint16_t)(1u << s->pawn_tile[a->seat]);
		break;
	case ACT_NOTE:
	case ACT_TILE:
	case ACT_GLOW:
	case ACT_LABEL:
		break;
	}
}

void kloone_end_timeline(kl_view *v)
{
	memcpy(&v->shown, kloone_real_state(v), sizeof v->shown);
	v->action_count = 0;
	v->clock = 0;
	v->pawn_flying[0] = v->pawn_flying[1] = false;
	v->drop_pending = false;
}

void kloone_run_timeline(kl_view *v)
{
	bool all_done = true;
	for (int i = 0; i < v->action_count; i++) {
		kl_action *a = &v->actions[i];
		if (!a->begun && v->clock >= a->start)
			begin_action(v, a);
		if (a->begun && !a->ended && v->clock >= a->start + a->duration)
			end_action(v, a);
		all_done &= a->ended;
	}
	if (v->action_count && all_done)
		kloone_end_timeline(v);
}

void kloone_finish_all(kl_view *v)
{
	for (int i = 0; i < v->action_count; i++) {
		kl_action *a = &v->actions[i];
		if (!a->begun)
			begin_action(v, a);
		if (!a->ended)
			end_action(v, a);
	}
	if (v->action_count)
		kloone_end_timeline(v);
	pg_tweens_finish(&v->tweens);
	v->snap_active = false;
	if (v->zooming) {
		v->xf = v->zoom_to;
		v->zooming = false;
	}
}

/* Why the game ended, as a phrase ("Red could not finish a turn"). */
void kloone_end_words(const kl_view *v, int reason, int winner, char *buf, size_t size)
{
	switch (reason) {
	case KLOONE_END_THREE_STACKS:
		snprintf(buf, size, "three stacks at the start of a turn");
		break;
	case KLOONE_END_STUCK:
		snprintf(buf, size, "%s could not finish a turn",
		         winner >= 0 ? kloone_seat_name(v, 1 - winner) : "a player");
		break;
	case KLOONE_END_UNCHANGED:
		snprintf(buf, size, "a turn left every stack as it was; most stacks wins");
		break;
	case KLOONE_END_TURN_LIMIT:
		snprintf(buf, size, "the turn limit was reached; most stacks wins");
		break;
	default:
		buf[0] = '\0';
		break;
	}
}

static float schedule_over(kl_view *v, float t, const pg_event *e)
{
	kl_action *a = add_action(v, ACT_NOTE, t, TIME_OVER);
	if (a) {
		char why[96];
		kloone_end_words(v, e->a, e->seat, why, sizeof why);
		if (e->seat >= 0)
			snprintf(a->caption, sizeof a->caption, "%s wins: %s",
			         kloone_seat_name(v, e->seat), why);
		else
			snprintf(a->caption, sizeof a->caption, "A draw: %s", why);
	}
	const kloone_state *s = kloone_real_state(v);
	for (int tile = 0; tile < s->tile_count; tile++) {
		int owner = kloone_stack_owner(s, tile);
		if (owner < 0 || (e->seat >= 0 && owner != e->seat))
			continue;
		kl_action *g = add_action(v, ACT_GLOW, t, TIME_OVER);
		if (g) {
			g->seat = owner;
			g->to = s->tile_cell[tile];
		}
	}
	return t + TIME_OVER;
}

/* One event becomes actions from time t on; returns the time after it. */
static float schedule_event(kl_view *v, float t, const pg_event *e, const pg_played *played)
{
	kl_action *a = NULL;
	bool dropped = played->by_human && v->drop_pending;
	switch (e->detail) {
	case KLOONE_EVENT_FIRST:
		a = add_action(v, ACT_NOTE, t, TIME_NOTE);
		if (a)
			snprintf(a->caption, sizeof a->caption, "%s starts",
			         kloone_seat_name(v, e->seat));
		return t + TIME_NOTE;
	case KLOONE_EVENT_TURN:
		a = add_action(v, ACT_TURN, t, 0);
		if (a) {
			a->seat = e->seat;
			a->value = e->b;
		}
		return t;
	case KLOONE_EVENT_TILE:
		a = add_action(v, ACT_TILE, t, TIME_TILE);
		if (a) {
			a->to = e->a;
			a->tile = e->b;
			a->value = e->c;
		}
		return t + TIME_TILE * 0.6f;
	case KLOONE_EVENT_PAWN:
		a = add_action(v, ACT_PAWN, t, dropped ? TIME_HOP_DROPPED : TIME_HOP);
		if (a) {
			a->seat = e->seat;
			a->from = e->a;
			a->to = e->b;
			a->height = e->c;
			a->to_height = e->d;
			a->from_drop = dropped && v->drop_piece == PIECE_PAWN;
			a->drop_x = v->drop_x;
			a->drop_y = v->drop_y;
		}
		return t + (a ? a->duration : 0);
	case KLOONE_EVENT_INCREASE:
		a = add_action(v, ACT_INCREASE, t, TIME_INCREASE);
		if (a) {
			a->seat = e->seat;
			a->to = e->a;
			a->chip = e->b;
			a->height = e->c;
		}
		return t + TIME_INCREASE;
	case KLOONE_EVENT_NO_INCREASE:
		a = add_action(v, ACT_LABEL, t, 0);
		if (a) {
			a->to = e->a;
			a->chip = -1;
			snprintf(a->caption, sizeof a->caption, "%s",
			         e->b ? "End of pawn run: no chip, the stack is full"
			              : "End of pawn run: no chip left to add");
		}
		return t + 0.3f;
	case KLOONE_EVENT_EXCHANGE:
		a = add_action(v, ACT_EXCHANGE_OUT, t, TIME_EXCHANGE);
		if (a) {
			a->seat = e->seat;
			a->from = e->a;
			a->chip = e->b;
		}
		a = add_action(v, ACT_EXCHANGE_IN, t + TIME_EXCHANGE * 0.5f, TIME_EXCHANGE);
		if (a) {
			a->to = e->a;
			a->chip = KLOONE_CHIP_NEUTRAL;
		}
		return t + TIME_EXCHANGE * 1.5f;
	case KLOONE_EVENT_CHIP:
		a = add_action(v, ACT_CHIP, t, dropped ? TIME_CHIP_DROPPED : TIME_CHIP);
		if (a) {
			a->seat = e->seat;
			a->from = e->a;
			a->to = e->b;
			a->height = e->c;
			a->to_height = e->d;
			a->from_drop = dropped && v->drop_piece == PIECE_CHIP;
			a->drop_x = v->drop_x;
			a->drop_y = v->drop_y;
		}
		return t + (a ? a->duration : 0);
	case KLOONE_EVENT_STACK_MADE:
		a = add_action(v, ACT_GLOW, t, TIME_GLOW);
		if (a) {
			a->seat = e->seat;
			a->to = e->a;
		}
		a = add_action(v, ACT_LABEL, t, 0);
		if (a) {
			a->to = e->a;
			a->chip = e->seat;
			snprintf(a->caption, sizeof a->caption, "%s's stack: %d of 3",
			         kloone_seat_name(v, e->seat), e->b);
		}
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
}
