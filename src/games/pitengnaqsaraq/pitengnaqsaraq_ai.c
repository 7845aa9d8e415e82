/*
 * pitengnaqsaraq_ai.c: the families' planner for Pitengnaqsaraq.
 *
 * The game is cooperative and long (a year is some 400 decisions with
 * dice, weather and Raven in between), so instead of the generic MCTS the
 * seats use a planner that knows the seasonal round:
 *  - where to be: each village is scored by the food its calendar and
 *    symbols are expected to give in the coming half-months, so a family
 *    moves to the smelt and the king salmon before they run, and turns for
 *    home in time for Uivik;
 *  - what to take: the take that brings the most half cards;
 *  - when to share: food flows from a family with plenty to one that will
 *    otherwise go hungry or face the lean months with too little;
 *  - what to trade: a family without dogs for the winter asks a family
 *    with two teams for one, paying food; offers are answered by the same
 *    table-survival value that guides the gifts.
 * Hard adds a search on top: at each real choice it plays the year out
 * many times with the planner from every candidate and keeps the one under
 * which most families survive (budgets are playouts, not time). Greedy,
 * the measuring baseline, takes the most food now, never travels and never
 * gives.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_i18n.h"
#include "pg_ai.h"
#include "pitengnaqsaraq_rules.h"

/* Ways to roll each total with two dice (of 36). */
static const int dice_ways[13] = {0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};

typedef enum planner_style {
	STYLE_GREEDY = 0,
	STYLE_EASY,   /* looks one half-month ahead, helps only a hungry family */
	STYLE_NORMAL, /* the whole planner */
} planner_style;

/* Expected half cards a family takes at a village in a half-month, from
 * the luck table (ignoring weather, gifts and Raven). */
static double expected_catch(int village, int half_month)
{
	uint16_t here = pit_villages[village].foods;
	int best = 0, sum = 0;
	for (int food = 0; food < PIT_FOODS; food++) {
		if (!(here & (1u << food)))
			continue;
		int n = pit_foods[food].halves[half_month];
		sum += n;
		if (n > best)
			best = n;
	}
	if (!best)
		return 0;
	double all = sum > 2 * best ? sum : 2 * best;
	double value = dice_ways[4] * (best < 2 ? best : 2) + dice_ways[5] * ((best + 1) / 2) +
	               dice_ways[6] * best + dice_ways[10] * ((3 * best + 1) / 2) +
	               (dice_ways[7] + dice_ways[11]) * all;
	return value / 36.0;
}

/* Value of being at a village for the coming half-months. */
static double village_outlook(int village, int half_month, int first, int count)
{
	static const double weight[6] = {1.0, 0.85, 0.7, 0.55, 0.45, 0.35};
	double value = 0;
	for (int k = first; k < first + count && k < 6; k++)
		value +=
		    weight[k] * expected_catch(village, (half_month + k) % PIT_HALF_MONTHS);
	return value;
}

/* The home a family picks: the best village for the winter, when families
 * are home and food is scarce. */
static int best_home(void)
{
	int best = 0;
	double best_value = -1;
	for (int v = 0; v < PIT_VILLAGES; v++) {
		double value = 0;
		for (int h = 20; h < 20 + 13; h++)
			value += expected_catch(v, h % PIT_HALF_MONTHS);
		if (value > best_value + 1e-9) {
			best_value = value;
			best = v;
		}
	}
	return best;
}

/* How long until the summer plenty (late Qusiirvik to late Amirairun). */
static int rounds_to_plenty(int half_month)
{
	for (int k = 0; k < PIT_HALF_MONTHS; k++) {
		int h = (half_month + k) % PIT_HALF_MONTHS;
		if (h >= 9 && h <= 15)
			return k;
	}
	return 0;
}

static int rounds_left(const pit_state *s)
{
	return s->rounds - s->round;
}

/* Half cards a family should hold to face what is ahead of it. */
static int reserve_halves(const pit_state *s, int seat)
{
	int rounds = rounds_to_plenty(s->half_month) + 1;
	if (rounds > rounds_left(s))
		rounds = rounds_left(s);
	return pit_meal_halves(s, seat) * rounds;
}

/* A family's chance of seeing the year through, roughly: it grows with
 * food against its reserve and falls when it has no transport. */
static double family_outlook(const pit_state *s, int seat)
{
	const pit_family *f = &s->family[seat];
	if (f->out)
		return 0;
	double margin = f->total_halves - 0.6 * reserve_halves(s, seat);
	if (f->hungry)
		margin -= 4;
	if (!f->dog_teams)
		margin -= 3;
	if (!f->kayak)
		margin -= 2;
	return 1.0 / (1.0 + exp(-margin / 4.0));
}

static double table_outlook(const pit_state *s)
{
	double value = 0;
	for (int p = 0; p < s->players; p++)
		value += family_outlook(s, p);
	return value / s->players;
}

static double pit_evaluate(const void *state, int seat)
{
	const pit_state *s = state;
	if (s->phase == PIT_PHASE_OVER) {
		if (s->standing) {
			double out[PIT_MAX_PLAYERS];
			pitengnaqsaraq_game.returns(state, out);
			return out[seat];
		}
		return pit_table_survived(s) ? 1.0 : pit_alive_count(s) / (2.0 * s->players);
	}
	if (s->standing)
		return family_outlook(s, seat);
	return table_outlook(s);
}

/* ---- the planner ------------------------------------------------------ */

static int most_plentiful(const pit_family *f, int skip)
{
	int best = -1;
	for (int food = 0; food < PIT_FOODS; food++) {
		if (food == skip || !f->food_halves[food])
			continue;
		/* Keep one furbearer card for the winter clothing. */
		int have = f->food_halves[food] - (food == PIT_FURS ? 2 : 0);
		if (have > 0 && (best < 0 || have > f->food_halves[best]))
			best = food;
	}
	if (best < 0)
		for (int food = 0; food < PIT_FOODS; food++)
			if (food != skip && f->food_halves[food])
				return food;
	return best;
}

static bool legal(const pg_move *moves, int n, pg_move move)
{
	for (int i = 0; i < n; i++)
		if (moves[i] == move)
			return true;
	return false;
}

static pg_move best_take(const pit_state *s, const pg_move *moves, int n)
{
	pit_state copy;
	pg_move best = moves[0];
	int best_halves = -1;
	for (int i = 0; i < n; i++) {
		memcpy(&copy, s, sizeof copy);
		pitengnaqsaraq_game.apply_move(&copy, moves[i], NULL);
		int got = copy.family[s->turn].total_halves;
		/* Seals and caribou also clothe the family and cover kayaks. */
		if (moves[i] == PIT_MOVE_TAKE + PIT_SEAL ||
		    moves[i] == PIT_MOVE_TAKE + PIT_CARIBOU)
			got += 1;
		if (got > best_halves) {
			best_halves = got;
			best = moves[i];
		}
	}
	return best;
}

/* Travel turns left before Uivik (kayak turns only, to or from Nunivak). */
static int travel_turns_before_uivik(int half_month, bool nunivak)
{
	int turns = 0;
	for (int h = half_month + 1; h != 22; h = (h + 1) % PIT_HALF_MONTHS) {
		pit_transport t = pit_transport_season(h);
		if (t == PIT_TRANSPORT_KAYAK || (t == PIT_TRANSPORT_DOGS && !nunivak))
			turns++;
		if (turns > 12)
			break;
	}
	return turns;
}

/* Is a village close enough to home to be back by Uivik? */
static bool can_get_home(const pit_state *s, int seat, int village)
{
	const pit_family *f = &s->family[seat];
	int h = s->half_month;
	if (h >= 22 || h < 12)
		return true; /* Uivik is well ahead (or past) */
	if (rounds_left(s) <= (22 - h + PIT_HALF_MONTHS) % PIT_HALF_MONTHS)
		return true; /* the year ends first */
	bool nunivak = pit_village_on_nunivak(village) != pit_village_on_nunivak(f->home);
	int turns = travel_turns_before_uivik(h, nunivak);
	/* Weather closes some turns: count on two in three. */
	double reach = PIT_TRAVEL_KM * (turns * 2 / 3);
	return pit_distance_km(village, f->home) <= reach;
}

/* horizon: how many coming half-months a village is judged by (Easy
 * looks one ahead, so it reaches a run late). */
static pg_move plan_travel(const pit_state *s, int seat, const pg_move *moves, int n,
                           int horizon)
{
	const pit_family *f = &s->family[seat];
	int h = s->half_month;
	double here =
	    can_get_home(s, seat, f->village) ? village_outlook(f->village, h, 1, horizon) : -1;
	pg_move best = PG_NO_MOVE;
	double best_value = here * 1.05 + 0.05;
	for (int i = 0; i < n; i++) {
		if (moves[i] < PIT_MOVE_GO || moves[i] >= PIT_MOVE_GO + PIT_VILLAGES)
			continue;
		int v = moves[i] - PIT_MOVE_GO;
		if (!can_get_home(s, seat, v))
			continue;
		double value = village_outlook(v, h, 1, horizon);
		/* Going home for Uivik when the time comes. */
		if (h >= 17 && h <= 21 && v == f->home)
			value += 100;
		if (value > best_value) {
			best_value = value;
			best = moves[i];
		}
	}
	if (best == PG_NO_MOVE && here < 0) {
		/* Too far: the reachable village nearest home. */
		double nearest = pit_distance_km(f->village, f->home);
		for (int i = 0; i < n; i++) {
			if (moves[i] < PIT_MOVE_GO || moves[i] >= PIT_MOVE_GO + PIT_VILLAGES)
				continue;
			double d = pit_distance_km(moves[i] - PIT_MOVE_GO, f->home);
			if (d < nearest) {
				nearest = d;
				best = moves[i];
			}
		}
	}
	return best;
}

/* The family most in need of a gift from seat, or -1. */
static int plan_gift(const pit_state *s, int seat, planner_style style)
{
	const pit_family *me = &s->family[seat];
	int my_need = pit_meal_halves(s, seat);
	int best = -1;
	double best_need = 0;
	for (int q = 0; q < s->players; q++) {
		const pit_family *f = &s->family[q];
		if (q == seat || f->out)
			continue;
		int meal = pit_meal_halves(s, q);
		/* A family that has eaten its dogs or gone hungry gets a card
		 * more than its meal: a 9 or Raven's fare can take one away
		 * before it eats. */
		int floor = meal + ((f->hungry || !f->dog_teams) ? 2 : 0);
		double need = 0;
		if (style == STYLE_EASY && !f->hungry)
			continue; /* Easy only helps a family on its last step */
		if (f->total_halves < floor && me->total_halves >= my_need + 2)
			need = 10 + (f->hungry ? 10 : 0) + floor - f->total_halves;
		else if (style == STYLE_NORMAL && f->total_halves < reserve_halves(s, q) &&
		         me->total_halves >= f->total_halves + 6 &&
		         me->total_halves - 2 >= reserve_halves(s, seat) / 2)
			need = 1 + (reserve_halves(s, q) - f->total_halves) / 10.0;
		if (need > best_need) {
			best_need = need;
			best = q;
		}
	}
	return best;
}

/* A family with two dog teams that could spare one to seat. */
static int plan_trade(const pit_state *s, int seat)
{
	const pit_family *me = &s->family[seat];
	if (me->dog_teams || me->total_halves < 6)
		return -1;
	int h = s->half_month;
	bool winter_near =
	    pit_transport_season(h) == PIT_TRANSPORT_DOGS ||
	    pit_transport_season((h + 2) % PIT_HALF_MONTHS) == PIT_TRANSPORT_DOGS;
	if (!winter_near)
		return -1;
	for (int q = 0; q < s->players; q++)
		if (q != seat && !s->family[q].out && s->family[q].dog_teams >= 2)
			return q;
	return -1;
}

/* Accept an offer if it leaves the table (or, with standing, the family)
 * better off by the planner's outlook. */
static bool accept_offer(const pit_state *s, int seat)
{
	pit_state after;
	memcpy(&after, s, sizeof after);
	pitengnaqsaraq_game.apply_move(&after, PIT_MOVE_ACCEPT, NULL);
	if (s->standing)
		return family_outlook(&after, seat) >= family_outlook(s, seat) - 1e-9;
	return table_outlook(&after) >= table_outlook(s) - 1e-9;
}

int pit_ai_explain_answer(const pit_state *s, int seat, char *buf, size_t size)
{
	bool yes = accept_offer(s, seat);
	const char *who = pit_seat_name(seat);
	if (yes)
		return snprintf(
		    buf, size, _("%s accepts: the trade leaves the families better placed."), who);
	pit_state after;
	memcpy(&after, s, sizeof after);
	pitengnaqsaraq_game.apply_move(&after, PIT_MOVE_ACCEPT, NULL);
	const pit_family *f = &after.family[seat];
	if (s->offer_ask[PIT_ITEM_DOGS] && !f->dog_teams)
		return snprintf(buf, size, _("%s declines: it needs its dog team."), who);
	if (s->offer_ask[PIT_ITEM_KAYAK] && !f->kayak)
		return snprintf(buf, size, _("%s declines: it needs its kayak."), who);
	if (family_outlook(&after, seat) < family_outlook(s, seat))
		return snprintf(
		    buf, size,
		    _("%s declines: it would be left short of food for the months ahead."), who);
	return snprintf(buf, size, _("%s declines: the trade would leave the table worse off."),
	                who);
}

static pg_move greedy_move(const pit_state *s, const pg_move *moves, int n)
{
	switch (s->phase) {
	case PIT_PHASE_HOME:
		return PIT_MOVE_HOME + best_home();
	case PIT_PHASE_TAKE:
		return best_take(s, moves, n);
	case PIT_PHASE_ANSWER: {
		/* Only a deal that brings it more food than it costs. */
		int gain = 0;
		for (int item = 0; item < PIT_FOODS; item++)
			gain += 2 * (s->offer_give[item] - s->offer_ask[item]);
		bool loses_transport =
		    s->offer_ask[PIT_ITEM_DOGS] || s->offer_ask[PIT_ITEM_KAYAK];
		return gain > 0 && !loses_transport ? PIT_MOVE_ACCEPT : PIT_MOVE_DECLINE;
	}
	case PIT_PHASE_DRAFT:
		return PIT_MOVE_CANCEL;
	case PIT_PHASE_START:
		return PIT_MOVE_ROLL_DICE;
	default:
		break;
	}
	if (legal(moves, n, PIT_MOVE_FOOD + PIT_SEAL))
		return PIT_MOVE_FOOD + PIT_SEAL;
	if (s->phase == PIT_PHASE_PICK || s->phase == PIT_PHASE_PAY) {
		/* Pick the most; pay the least. */
		const pit_family *f =
		    &s->family[s->phase == PIT_PHASE_PICK ? s->giver : s->turn];
		pg_move best = moves[0];
		for (int i = 0; i < n; i++) {
			int food = moves[i] % 16, cur = best % 16;
			bool more = f->food_halves[food] > f->food_halves[cur];
			if (s->phase == PIT_PHASE_PICK ? more : !more)
				best = moves[i];
		}
		return best;
	}
	return legal(moves, n, PIT_MOVE_END) ? PIT_MOVE_END : moves[0];
}

static pg_move planner_move(const pit_state *s, planner_style style)
{
	pg_move moves[PG_MAX_MOVES];
	int n = pitengnaqsaraq_game.legal_moves(s, moves, PG_MAX_MOVES);
	if (n <= 0)
		return PG_NO_MOVE;
	if (n == 1)
		return moves[0];
	if (style == STYLE_GREEDY)
		return greedy_move(s, moves, n);
	int seat = pitengnaqsaraq_game.current_player(s);
	const pit_family *me = &s->family[seat];
	switch (s->phase) {
	case PIT_PHASE_HOME:
		return PIT_MOVE_HOME + best_home();
	case PIT_PHASE_FOOD:
		return PIT_MOVE_FOOD + PIT_FURS;
	case PIT_PHASE_START: {
		/* Build when the open water is near. */
		for (int k = 0; k < 4; k++)
			if (pit_transport_season((s->half_month + k) % PIT_HALF_MONTHS) ==
			    PIT_TRANSPORT_KAYAK)
				return PIT_MOVE_BUILD;
		return PIT_MOVE_ROLL_DICE;
	}
	case PIT_PHASE_TAKE:
		return best_take(s, moves, n);
	case PIT_PHASE_PICK: {
		int food = most_plentiful(&s->family[s->giver], -1);
		return legal(moves, n, PIT_MOVE_PICK + food) ? PIT_MOVE_PICK + food : moves[0];
	}
	case PIT_PHASE_PAY: {
		int food = most_plentiful(me, -1);
		return legal(moves, n, PIT_MOVE_PAY + food) ? PIT_MOVE_PAY + food : moves[0];
	}
	case PIT_PHASE_ANSWER:
		return accept_offer(s, seat) ? PIT_MOVE_ACCEPT : PIT_MOVE_DECLINE;
	case PIT_PHASE_DRAFT: {
		int partner = s->partner;
		if (!s->offer_ask[PIT_ITEM_DOGS] &&
		    legal(moves, n, PIT_MOVE_ASK + PIT_ITEM_DOGS))
			return PIT_MOVE_ASK + PIT_ITEM_DOGS;
		int given = 0;
		for (int item = 0; item < PIT_ITEMS; item++)
			given += s->offer_give[item];
		if (s->offer_ask[PIT_ITEM_DOGS] && given < 2) {
			int food = most_plentiful(me, -1);
			if (food >= 0 && legal(moves, n, PIT_MOVE_ADD + food))
				return PIT_MOVE_ADD + food;
		}
		(void)partner;
		return legal(moves, n, PIT_MOVE_SEND) ? PIT_MOVE_SEND : PIT_MOVE_CANCEL;
	}
	case PIT_PHASE_ACT: {
		int to = plan_gift(s, seat, style);
		if (to >= 0) {
			int food = most_plentiful(me, -1);
			if (food >= 0 && legal(moves, n, pit_move_give(to, food)))
				return pit_move_give(to, food);
		}
		if (style == STYLE_NORMAL && s->offers_made == 0) {
			int partner = plan_trade(s, seat);
			if (partner >= 0 && legal(moves, n, PIT_MOVE_OFFER + partner))
				return PIT_MOVE_OFFER + partner;
		}
		if (!s->travelled) {
			pg_move go =
			    plan_travel(s, seat, moves, n, style == STYLE_EASY ? 1 : 3);
			if (go != PG_NO_MOVE)
				return go;
		}
		return PIT_MOVE_END;
	}
	default:
		return moves[0];
	}
}

static pg_move sample_chance(const pit_state *s, pg_rng *rng)
{
	pg_chance_outcome outcomes[PG_MAX_CHANCE];
	int n = pitengnaqsaraq_game.chance_outcomes(s, outcomes, PG_MAX_CHANCE);
	double r = pg_rng_double(rng), acc = 0;
	for (int i = 0; i < n; i++) {
		acc += outcomes[i].probability;
		if (r < acc)
			return outcomes[i].move;
	}
	return outcomes[n - 1].move;
}

/* A rollout's worth: families alive, and a bonus when all are. With the
 * standing, the share of the win and, so that rollouts that all end in a
 * win or all in a loss still say something, the family's lead over the
 * best of the others (a point of standing is a card stored or half a card
 * given). */
static double rollout_value(const pit_state *s, int seat)
{
	if (s->standing) {
		int best_other = 0;
		for (int p = 0; p < s->players; p++)
			if (p != seat && pit_standing(s, p) > best_other)
				best_other = pit_standing(s, p);
		double lead = pit_standing(s, seat) - best_other;
		return 0.5 * pit_evaluate(s, seat) + 0.5 / (1.0 + exp(-lead / 8.0));
	}
	return (pit_alive_count(s) + (pit_table_survived(s) ? s->players : 0)) /
	       (2.0 * s->players);
}

/* Plays on with the planner for every seat to the end; the value for seat. */
static double rollout(pit_state *s, int seat, pg_rng *rng, long long *nodes)
{
	while (s->phase != PIT_PHASE_OVER) {
		pg_move move = pitengnaqsaraq_game.current_player(s) == PG_CHANCE
		                   ? sample_chance(s, rng)
		                   : planner_move(s, STYLE_NORMAL);
		pitengnaqsaraq_game.apply_move(s, move, NULL);
		(*nodes)++;
	}
	return rollout_value(s, seat);
}

/* Candidates worth comparing by playouts at this decision: every take,
 * building or not, accepting or not; for travel, staying, the planner's
 * choice and the three best other villages in reach. */
static int candidates(const pit_state *s, pg_move planned, pg_move *out, int cap)
{
	pg_move moves[PG_MAX_MOVES];
	int n = pitengnaqsaraq_game.legal_moves(s, moves, PG_MAX_MOVES), count = 0;
	if (s->phase == PIT_PHASE_TAKE || s->phase == PIT_PHASE_START ||
	    s->phase == PIT_PHASE_ANSWER) {
		for (int i = 0; i < n && count < cap; i++)
			out[count++] = moves[i];
		return count;
	}
	if (s->phase != PIT_PHASE_ACT)
		return 0;
	out[count++] = PIT_MOVE_END;
	if (planned != PIT_MOVE_END)
		out[count++] = planned;
	double value[3] = {-1, -1, -1};
	pg_move best[3] = {PG_NO_MOVE, PG_NO_MOVE, PG_NO_MOVE};
	for (int i = 0; i < n; i++) {
		if (moves[i] < PIT_MOVE_GO || moves[i] >= PIT_MOVE_GO + PIT_VILLAGES ||
		    moves[i] == planned)
			continue;
		double v = village_outlook(moves[i] - PIT_MOVE_GO, s->half_month, 1, 3);
		for (int k = 0; k < 3; k++)
			if (v > value[k]) {
				for (int j = 2; j > k; j--) {
					value[j] = value[j - 1];
					best[j] = best[j - 1];
				}
				value[k] = v;
				best[k] = moves[i];
				break;
			}
	}
	for (int k = 0; k < 3 && count < cap; k++)
		if (best[k] != PG_NO_MOVE)
			out[count++] = best[k];
	/* With the standing a half card given scores twice a half card kept,
	 * so a family that can spare food weighs a card to each of the
	 * others (the playouts say whether it can spare it). */
	int seat = s->turn, food = most_plentiful(&s->family[seat], -1);
	if (s->standing && food >= 0)
		for (int q = 0; q < s->players && count < cap; q++)
			if (q != seat && !s->family[q].out && legal(moves, n, pit_move_give(q, food)) &&
			    pit_move_give(q, food) != planned)
				out[count++] = pit_move_give(q, food);
	return count;
}

static void pit_search(const pg_game *game, const void *state, const pg_ai_request *request,
                       const pg_ai_budget *budget, pg_ai_result *result)
{
	(void)game;
	const pit_state *s = state;
	result->nodes = 0;
	result->cancelled = false;
	if (request->kind == PG_AI_GREEDY) {
		result->move = planner_move(s, STYLE_GREEDY);
		return;
	}
	planner_style style = request->kind == PG_AI_EASY ? STYLE_EASY : STYLE_NORMAL;
	pg_move planned = planner_move(s, style);
	result->move = planned;
	if (request->cancel && *request->cancel) {
		result->cancelled = true;
		return;
	}
	if (budget->iterations <= 0 || request->kind != PG_AI_HARD)
		return;
	/* Hard: compare the planner's move with the other candidates by
	 * playing the year out; the planner's own move is the fallback. */
	if (s->phase == PIT_PHASE_ACT && planned != PIT_MOVE_END &&
	    !(planned >= PIT_MOVE_GO && planned < PIT_MOVE_GO + PIT_VILLAGES))
		return; /* a gift or an offer: the planner's call */
	pg_move cand[24];
	int n = candidates(s, planned, cand, 24);
	if (n < 2)
		return;
	bool has_planned = false;
	for (int i = 0; i < n; i++)
		has_planned |= cand[i] == planned;
	if (!has_planned)
		return;
	/* Every candidate is played out with the same dice, rollout by
	 * rollout, and compared with the planner's move pair by pair; it
	 * replaces the planner's move only when it is better by a margin well
	 * beyond the noise (2.5 standard errors). */
	enum { MAX_PER = 64 };
	int per = budget->iterations / n;
	if (per < 8)
		per = 8;
	if (per > MAX_PER)
		per = MAX_PER;
	double start = pg_ai_now();
	double base[MAX_PER];
	int planned_index = 0;
	for (int i = 0; i < n; i++)
		if (cand[i] == planned)
			planned_index = i;
	/* The planner's move first, so the others can be compared with it. */
	pg_move tmp = cand[0];
	cand[0] = cand[planned_index];
	cand[planned_index] = tmp;
	pit_state copy;
	double best_margin = 0;
	pg_move best = planned;
	for (int i = 0; i < n; i++) {
		double sum = 0, sum_sq = 0;
		for (int k = 0; k < per; k++) {
			pg_rng trial;
			pg_rng_seed(&trial, pg_rng_mix(request->seed, (uint64_t)k));
			memcpy(&copy, s, sizeof copy);
			pitengnaqsaraq_game.apply_move(&copy, cand[i], NULL);
			double v = rollout(&copy, request->seat, &trial, &result->nodes);
			if (i == 0) {
				base[k] = v;
			} else {
				sum += v - base[k];
				sum_sq += (v - base[k]) * (v - base[k]);
			}
			if ((request->cancel && *request->cancel) ||
			    (budget->max_seconds > 0 &&
			     pg_ai_now() - start > budget->max_seconds)) {
				result->cancelled = request->cancel && *request->cancel;
				result->move = planned;
				return;
			}
		}
		if (i == 0)
			continue;
		double mean = sum / per;
		double var = sum_sq / per - mean * mean;
		double se = sqrt((var > 0 ? var : 0) / per);
		double margin = mean - 2.5 * se;
		if (margin > 0.01 && margin > best_margin) {
			best_margin = margin;
			best = cand[i];
		}
	}
	result->move = best;
	result->value = best_margin;
}

static pg_move pit_playout_move(const void *state, pg_rng *rng)
{
	(void)rng;
	return planner_move(state, STYLE_NORMAL);
}

const pg_game_ai pitengnaqsaraq_ai = {
    .evaluate = pit_evaluate,
    .playout_move = pit_playout_move,
    .search = pit_search,
    /* iterations: year playouts shared among Hard's candidates. */
    .levels =
        {
            {.iterations = 0, .depth = 0, .max_seconds = 0.2, .exploration = 0},
            {.iterations = 0, .depth = 0, .max_seconds = 0.25, .exploration = 0},
            /* The cap is checked between playouts, so it sits well under 1 s
             * (0.75 let a move take 1.04 s at load average 13). */
            {.iterations = 240, .depth = 0, .max_seconds = 0.6, .exploration = 0},
        },
};
