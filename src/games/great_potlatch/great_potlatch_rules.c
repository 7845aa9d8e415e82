/*
 * great_potlatch_rules.c: The Great Potlatch rule engine behind
 * great_potlatch_game: the flow of a day, legal and random moves, draws
 * and scores. Names, notation and sentences are in
 * great_potlatch_text_rules.c; observations and checks in
 * great_potlatch_hidden_rules.c.
 *
 * Card sets are bit sets and every loop runs over set bits, because the
 * search replays hundreds of plies per playout. The decisions the rule book
 * leaves open are in docs/rules/great-potlatch.md.
 */
#include "great_potlatch_rules_internal.h"
#include "pg_i18n.h"

#include <string.h>

_Static_assert(sizeof(gp_state) <= 256, "Great Potlatch state should stay small for the AI");

/* The 20 multisets of three families, lowest first. */
const uint8_t gp_crests[GP_TOTEM_CARDS][3] = {
    {0, 0, 0}, {0, 0, 1}, {0, 0, 2}, {0, 0, 3}, {0, 1, 1}, {0, 1, 2}, {0, 1, 3},
    {0, 2, 2}, {0, 2, 3}, {0, 3, 3}, {1, 1, 1}, {1, 1, 2}, {1, 1, 3}, {1, 2, 2},
    {1, 2, 3}, {1, 3, 3}, {2, 2, 2}, {2, 2, 3}, {2, 3, 3}, {3, 3, 3},
};

/* Cards drawn by day and by night for each role. */
static const uint8_t day_draws[GP_ROLES] = {2, 4, 3};
static const uint8_t night_draws[GP_ROLES] = {3, 1, 2};

/* ---- accessors -------------------------------------------------------------- */

gp_phase gp_get_phase(const gp_state *s)
{
	return (gp_phase)s->phase;
}

int gp_players(const gp_state *s)
{
	return s->players;
}

int gp_day(const gp_state *s)
{
	return s->day;
}

int gp_speaker(const gp_state *s)
{
	return s->speaker < GP_MAX_PLAYERS ? s->speaker : -1;
}

int gp_turn(const gp_state *s)
{
	switch (s->phase) {
	case GP_PHASE_GATHERING:
	case GP_PHASE_DAY_DRAW:
	case GP_PHASE_DAY_ACTION:
	case GP_PHASE_POTLATCH:
	case GP_PHASE_NIGHT_DRAW:
	case GP_PHASE_SUNRISE:
		return s->turn;
	default:
		return -1;
	}
}

int gp_hand_size(const gp_state *s, int seat)
{
	return s->hand_potlatch[seat] + s->hand_totem[seat];
}

int gp_markers_on(const gp_state *s, int seat, int family)
{
	return s->placed[seat][family];
}

int gp_markers_placed(const gp_state *s, int seat)
{
	return GP_MARKERS - s->markers[seat];
}

int gp_gift_valuable(const gp_state *s, int seat)
{
	return s->gift[seat] ? gp_card_valuable(lowest_bit(s->gift[seat])) : -1;
}

int gp_bad_points(const gp_state *s, int seat)
{
	return s->greys[seat] + 2 * s->blacks[seat];
}

int gp_ritual_points(const gp_state *s, int seat)
{
	int mine = popcount32(s->rituals[seat]), most = 0, holders = 0;
	for (int p = 0; p < s->players; p++) {
		int n = popcount32(s->rituals[p]);
		if (n > most) {
			most = n;
			holders = 1;
		} else if (n == most) {
			holders++;
		}
	}
	if (most == 0 || mine != most)
		return 0;
	return holders == 1 ? GP_RITUAL_MAJORITY : GP_RITUAL_SHARED;
}

int gp_score(const gp_state *s, int seat)
{
	return gp_markers_placed(s, seat) + GP_POLE_POINTS * popcount32(s->poles[seat]) +
	       gp_ritual_points(s, seat) - gp_bad_points(s, seat);
}

bool gp_ritual_cards(pg_move move, int *totem, int cards[3])
{
	if (move < GP_MOVE_RITUAL || move >= GP_MOVE_RITUAL_END)
		return false;
	int code = move - GP_MOVE_RITUAL;
	*totem = code / 1728;
	int k[3] = {(code / 144) % 12, (code / 12) % 12, code % 12};
	for (int i = 0; i < 3; i++)
		cards[i] = gp_crests[*totem][i] * GP_CARDS_PER_FAMILY + k[i];
	return true;
}

/* ---- the flow of a day --------------------------------------------------- */

static int next_seat(const gp_state *s, int seat)
{
	return (seat + 1) % s->players;
}

static void push_phase(const gp_state *s, pg_event_list *events)
{
	push_event(events, PG_EVENT_PHASE_CHANGED, s->phase, gp_speaker(s), s->day, 0, 0, 0);
}

static void add_grey(gp_state *s, int seat, gp_bad_reason reason, pg_event_list *events)
{
	/* Two greys become a black at once (decision 19): the score is the
	 * same either way and the table stays tidy. */
	if (++s->greys[seat] == 2) {
		s->greys[seat] = 0;
		s->blacks[seat]++;
	}
	push_event(events, PG_EVENT_SPECIAL, GP_DETAIL_BAD_MARKER, seat, reason,
	              s->greys[seat], s->blacks[seat], 0);
}

static bool can_draw(const gp_state *s)
{
	return s->deck || s->discard;
}

/* The Potlatch cards whose Ancestor space (family and icon) is still
 * open: card / 4 numbers the (family, icon) pair, so each open pair
 * lights four valuables' bits. */
static uint64_t open_space_cards(const gp_state *s)
{
	uint64_t open = 0;
	const uint8_t *sp = &s->space[0][0][0];
	for (int pair = 0; pair < GP_FAMILIES * GP_ICONS; pair++)
		if (!sp[2 * pair + 1])
			open |= 0xFull << (4 * pair);
	return open;
}

/* Gift (Elder) moves open to seat: a marker in hand and an open space. */
static uint64_t giftable(const gp_state *s, int seat)
{
	return s->markers[seat] ? s->hand[seat] & open_space_cards(s) : 0;
}

/* Cards of seat's hand belonging to family. */
static uint64_t family_cards(const gp_state *s, int seat, int family)
{
	return (s->hand[seat] >> (family * GP_CARDS_PER_FAMILY)) & 0xFFFull;
}

/* Does have[f] (a count per family) cover the three crests of totem? */
static bool covers(const uint8_t *crest, int have0, int have1, int have2)
{
	if (crest[0] == crest[2])
		return have0 >= 3;
	if (crest[0] == crest[1])
		return have0 >= 2 && have2 >= 1;
	if (crest[1] == crest[2])
		return have0 >= 1 && have1 >= 2;
	return have0 >= 1 && have1 >= 1 && have2 >= 1;
}

static bool can_carve(const gp_state *s, int seat, int totem)
{
	const uint8_t *c = gp_crests[totem];
	const uint8_t *placed = s->placed[seat];
	return covers(c, placed[c[0]], placed[c[1]], placed[c[2]]);
}

/* The count of cards of each family in seat's hand, all four at once:
 * the bit counts of each nibble, summed three nibbles (a family's twelve
 * bits) at a time, fit a nibble (at most 12). */
static void family_counts(const gp_state *s, int seat, int have[GP_FAMILIES])
{
	uint64_t x = s->hand[seat];
	x = x - ((x >> 1) & 0x5555555555555555ull);
	x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
	x = x + (x >> 4) + (x >> 8);
	for (int f = 0; f < GP_FAMILIES; f++)
		have[f] = (int)((x >> (f * GP_CARDS_PER_FAMILY)) & 0xF);
}

static bool can_ritual_with(const int have[GP_FAMILIES], int totem)
{
	const uint8_t *c = gp_crests[totem];
	return covers(c, have[c[0]], have[c[1]], have[c[2]]);
}

static void begin_day(gp_state *s, pg_event_list *events);
static void settle(gp_state *s, pg_event_list *events);

static void begin_turn(gp_state *s, int seat, pg_event_list *events)
{
	s->turn = (uint8_t)seat;
	push_event(events, PG_EVENT_TURN_BEGAN, 0, seat, 0, 0, 0, 0);
}

/* The Passing of the Speaking Stick (decisions 15 to 18). */
static void pass_the_stick(gp_state *s, pg_event_list *events)
{
	s->phase = GP_PHASE_PASSING;
	push_phase(s, events);
	int speaker = s->speaker, most = 0, givers_with_most = 0, winner = -1;
	for (int p = 0; p < s->players; p++) {
		int given = popcount64(s->gift[p]);
		if (given > most) {
			most = given;
			givers_with_most = 1;
			winner = p;
		} else if (given == most && given > 0) {
			givers_with_most++;
		}
	}
	bool tie = most == 0 || givers_with_most > 1;
	int next = tie ? next_seat(s, speaker) : winner;
	if (!tie)
		for (int p = 0; p < s->players; p++)
			if (p != winner && p != speaker)
				add_grey(s, p, GP_BAD_POTLATCH, events);
	s->speaker = (uint8_t)next;
	push_event(events, PG_EVENT_SPECIAL, GP_DETAIL_STICK, next, tie, most, 0, 0);
	for (int p = 0; p < s->players; p++) {
		if (!s->gift[p])
			continue;
		push_event(events, PG_EVENT_PIECE_MOVED, GP_DETAIL_GIFTS_DISCARDED, p,
		              popcount64(s->gift[p]), 0, 0, 0);
		s->discard |= s->gift[p];
		s->gift[p] = 0;
	}
	s->phase = GP_PHASE_SUNRISE;
	s->acted = 0;
	s->turn = s->speaker;
	push_phase(s, events);
}

/* Moves the flow on past every step with no decision and no chance move:
 * draws that cannot happen, seats with nothing to do, the end of a phase.
 * Leaves the state where a seat decides, a chance move is due, or the
 * game is over. */
static void settle(gp_state *s, pg_event_list *events)
{
	for (;;) {
		int n = s->players;
		switch (s->phase) {
		case GP_PHASE_GATHERING:
			if (s->acted < n)
				return;
			s->phase = GP_PHASE_DAY_DRAW;
			s->acted = 0;
			push_phase(s, events);
			begin_turn(s, s->speaker, events);
			s->draws_left = day_draws[s->role[s->turn]];
			break;
		case GP_PHASE_DAY_DRAW:
			if (s->draws_left && can_draw(s))
				return;
			s->draws_left = 0;
			s->phase = GP_PHASE_DAY_ACTION;
			break;
		case GP_PHASE_DAY_ACTION:
			/* Always a decision, even when "done" is the only move:
			 * passing a seat over would tell the table that its
			 * hidden hand holds nothing it could play. */
			return;
		case GP_PHASE_POTLATCH:
			if (s->acted < n - 1) {
				/* Only an empty hand (its size is public) ends a gift
				 * by itself; see the Daytime above. */
				if (s->hand_potlatch[s->turn])
					return;
				push_event(events, PG_EVENT_PASS,
				              s->gift[s->turn] ? GP_DETAIL_DONE
				                               : GP_DETAIL_NOTHING,
				              s->turn, 0, 0, 0, 0);
				if (++s->acted < n - 1)
					begin_turn(s, next_seat(s, s->turn), events);
				break;
			}
			s->phase = GP_PHASE_NIGHT_DRAW;
			s->acted = 0;
			push_phase(s, events);
			begin_turn(s, s->speaker, events);
			s->draws_left = night_draws[s->role[s->turn]];
			break;
		case GP_PHASE_NIGHT_DRAW:
			if (s->draws_left && can_draw(s))
				return;
			s->draws_left = 0;
			if (++s->acted < n) {
				begin_turn(s, next_seat(s, s->turn), events);
				s->draws_left = night_draws[s->role[s->turn]];
				break;
			}
			pass_the_stick(s, events);
			break;
		case GP_PHASE_SUNRISE:
			if (s->acted < n) {
				if (gp_hand_size(s, s->turn) > GP_HAND_LIMIT &&
				    s->hand[s->turn])
					return;
				if (++s->acted < n)
					s->turn = (uint8_t)next_seat(s, s->turn);
				break;
			}
			if (s->day == GP_DAYS) {
				s->phase = GP_PHASE_OVER;
				int best = -1000, winners = 0, sole = -1;
				for (int p = 0; p < n; p++) {
					int score = gp_score(s, p);
					if (score > best) {
						best = score;
						winners = 1;
						sole = p;
					} else if (score == best) {
						winners++;
					}
				}
				push_event(events, PG_EVENT_GAME_OVER, 0,
				              winners == 1 ? sole : -1, winners, 0, 0, 0);
				return;
			}
			s->day++;
			begin_day(s, events);
			break;
		default:
			return;
		}
	}
}

static void begin_day(gp_state *s, pg_event_list *events)
{
	s->phase = GP_PHASE_GATHERING;
	s->acted = 0;
	for (int p = 0; p < GP_MAX_PLAYERS; p++)
		s->role[p] = GP_NO_ROLE;
	for (int r = 0; r < GP_ROLES; r++)
		s->role_left[r] = GP_ROLE_MARKERS;
	push_phase(s, events);
	begin_turn(s, s->speaker, events);
}

/* ---- the table's functions ------------------------------------------------ */

static void gp_init(void *state, const pg_options *options)
{
	gp_state *s = state;
	memset(s, 0, sizeof *s);
	s->players = (uint8_t)options->players;
	s->phase = GP_PHASE_DEAL;
	s->day = 1;
	s->speaker = 255;
	s->deck = ALL_POTLATCH;
	s->deck_count = GP_POTLATCH_CARDS;
	s->totem_box = ALL_TOTEMS;
	for (int p = 0; p < GP_MAX_PLAYERS; p++) {
		s->role[p] = GP_NO_ROLE;
		s->markers[p] = p < s->players ? GP_MARKERS : 0;
	}
	for (int r = 0; r < GP_ROLES; r++)
		s->role_left[r] = GP_ROLE_MARKERS;
}

static int gp_num_seats(const void *state)
{
	return cst(state)->players;
}

/* Who is to move in each phase: PG_CHANCE, PG_TERMINAL, or 0 for the
 * seat whose turn it is; a table, since every ply of a playout asks. */
static const int8_t phase_mover[GP_PHASE_COUNT] = {
    [GP_PHASE_DEAL] = PG_CHANCE,       [GP_PHASE_FIRST_SPEAKER] = PG_CHANCE,
    [GP_PHASE_GATHERING] = 0,          [GP_PHASE_DAY_DRAW] = PG_CHANCE,
    [GP_PHASE_DAY_ACTION] = 0,         [GP_PHASE_POTLATCH] = 0,
    [GP_PHASE_NIGHT_DRAW] = PG_CHANCE, [GP_PHASE_PASSING] = PG_CHANCE,
    [GP_PHASE_SUNRISE] = 0,            [GP_PHASE_OVER] = PG_TERMINAL,
};

static int gp_current_player(const void *state)
{
	const gp_state *s = cst(state);
	int mover = phase_mover[s->phase];
	return mover < 0 ? mover : s->turn;
}

/* The receiver of the deal's next card, and whether it is a Totem card. */
static int deal_target(const gp_state *s, bool *totem)
{
	int potlatch_deals = GP_DEAL_POTLATCH * s->players;
	*totem = s->deal_index >= potlatch_deals;
	int i = *totem ? s->deal_index - potlatch_deals : s->deal_index;
	return i % s->players;
}

/* The seat that a chance move (a deal or a draw) gives its card to. */
int gp_drawer(const gp_state *s)
{
	bool totem;
	if (s->phase == GP_PHASE_DEAL)
		return deal_target(s, &totem);
	if (s->phase == GP_PHASE_DAY_DRAW || s->phase == GP_PHASE_NIGHT_DRAW)
		return s->turn;
	return -1;
}

static int ritual_moves(const gp_state *s, int seat, pg_move *out, int n, int cap)
{
	int have[GP_FAMILIES];
	family_counts(s, seat, have);
	for (uint32_t tm = s->totem_hand[seat]; tm; tm &= tm - 1) {
		int t = __builtin_ctz(tm);
		if (!can_ritual_with(have, t))
			continue;
		const uint8_t *c = gp_crests[t];
		uint64_t f0 = family_cards(s, seat, c[0]);
		uint64_t f1 = family_cards(s, seat, c[1]);
		uint64_t f2 = family_cards(s, seat, c[2]);
		for (uint64_t a = f0; a; a &= a - 1) {
			int k0 = lowest_bit(a);
			uint64_t b_set = c[1] == c[0] ? f1 & ~((2ull << k0) - 1) : f1;
			for (uint64_t b = b_set; b; b &= b - 1) {
				int k1 = lowest_bit(b);
				uint64_t c_set = c[2] == c[1] ? f2 & ~((2ull << k1) - 1) : f2;
				for (uint64_t d = c_set; d; d &= d - 1) {
					int k[3] = {k0, k1, lowest_bit(d)};
					if (n < cap)
						out[n++] = gp_move_ritual(t, k);
				}
			}
		}
	}
	return n;
}

static int day_action_moves(const gp_state *s, pg_move *out, int cap)
{
	int seat = s->turn, n = 0;
	out[n++] = GP_MOVE_DONE;
	switch (s->role[seat]) {
	case GP_ELDER:
		for (uint64_t h = giftable(s, seat); h && n < cap; h &= h - 1)
			out[n++] = GP_MOVE_GIFT + lowest_bit(h);
		break;
	case GP_CARVER:
		for (uint32_t t = s->totem_hand[seat]; t && n < cap; t &= t - 1)
			if (can_carve(s, seat, __builtin_ctz(t)))
				out[n++] = GP_MOVE_CARVE + __builtin_ctz(t);
		break;
	case GP_SHAMAN:
		n = ritual_moves(s, seat, out, n, cap);
		break;
	default:
		break;
	}
	return n;
}

static int gp_legal_moves(const void *state, pg_move *out, int cap)
{
	const gp_state *s = cst(state);
	int seat = s->turn, n = 0;
	if (cap <= 0)
		return 0;
	switch (s->phase) {
	case GP_PHASE_GATHERING:
		for (int r = 0; r < GP_ROLES && n < cap; r++)
			if (s->role_left[r])
				out[n++] = GP_MOVE_ROLE + r;
		return n;
	case GP_PHASE_DAY_ACTION:
		return day_action_moves(s, out, cap);
	case GP_PHASE_POTLATCH: {
		if (s->gift[seat])
			out[n++] = GP_MOVE_DONE;
		/* Cards of one valuable are every fourth bit. */
		int valuable = gp_gift_valuable(s, seat);
		uint64_t allowed = valuable < 0 ? ALL_POTLATCH : 0x111111111111ull << valuable;
		for (uint64_t h = s->hand[seat] & allowed; h && n < cap; h &= h - 1)
			out[n++] = GP_MOVE_GIVE + lowest_bit(h);
		return n;
	}
	case GP_PHASE_SUNRISE:
		for (uint64_t h = s->hand[seat]; h && n < cap; h &= h - 1)
			out[n++] = GP_MOVE_DISCARD + lowest_bit(h);
		return n;
	default:
		return 0;
	}
}

static int gp_chance_outcomes(const void *state, pg_chance_outcome *out, int cap)
{
	const gp_state *s = cst(state);
	int n = 0;
	if (s->phase == GP_PHASE_FIRST_SPEAKER) {
		for (int p = 0; p < s->players && n < cap; p++)
			out[n++] = (pg_chance_outcome){GP_MOVE_SPEAKER + p, 1.0 / s->players};
		return n;
	}
	bool totem = false;
	if (s->phase == GP_PHASE_DEAL)
		deal_target(s, &totem);
	else if (s->phase != GP_PHASE_DAY_DRAW && s->phase != GP_PHASE_NIGHT_DRAW)
		return 0;
	if (totem) {
		double p = 1.0 / popcount32(s->totem_box);
		for (uint32_t t = s->totem_box; t && n < cap; t &= t - 1)
			out[n++] = (pg_chance_outcome){
			    GP_MOVE_DRAW + GP_POTLATCH_CARDS + __builtin_ctz(t), p};
		return n;
	}
	/* An empty draw pile takes the discard pile first (apply_move does
	 * it), so the draw is over the discards then. */
	uint64_t pile = s->deck ? s->deck : s->discard;
	double p = 1.0 / popcount64(pile);
	for (uint64_t d = pile; d && n < cap; d &= d - 1)
		out[n++] = (pg_chance_outcome){GP_MOVE_DRAW + lowest_bit(d), p};
	return n;
}

/* The same draw as chance_outcomes() lists, without listing: a uniform
 * card of the pile (or of the discards when the pile is empty). */
static pg_move gp_sample_chance(const void *state, pg_rng *rng)
{
	const gp_state *s = cst(state);
	if (s->phase == GP_PHASE_FIRST_SPEAKER)
		return GP_MOVE_SPEAKER + (pg_move)pg_rng_below(rng, s->players);
	bool totem = false;
	if (s->phase == GP_PHASE_DEAL)
		deal_target(s, &totem);
	else if (s->phase != GP_PHASE_DAY_DRAW && s->phase != GP_PHASE_NIGHT_DRAW)
		return PG_NO_MOVE;
	if (totem)
		return GP_MOVE_DRAW + GP_POTLATCH_CARDS + random_bit(s->totem_box, rng);
	uint64_t pile = s->deck ? s->deck : s->discard;
	return GP_MOVE_DRAW + random_bit(pile, rng);
}

static int choose2(int n)
{
	return n * (n - 1) / 2;
}

static int choose3(int n)
{
	return n * (n - 1) * (n - 2) / 6;
}

/* The Rituals ritual_moves() lists for a totem whose crests are c, given
 * the family counts. */
static int ritual_count(const uint8_t *c, const int have[GP_FAMILIES])
{
	if (c[0] == c[2])
		return choose3(have[c[0]]);
	if (c[0] == c[1])
		return choose2(have[c[0]]) * have[c[2]];
	if (c[1] == c[2])
		return have[c[0]] * choose2(have[c[1]]);
	return have[c[0]] * have[c[1]] * have[c[2]];
}

/* The r-th m-subset (m = 1, 2 or 3), in ritual_moves()' order (lowest
 * first, then the next ones above it), of the h cards of set, written as
 * indexes within the family into k. */
static void nth_subset(uint64_t set, int h, int m, int r, int *k)
{
	int first = 0;
	for (;;) {
		int rest = h - 1 - first;
		int with = m == 1 ? 1 : m == 2 ? rest : choose2(rest);
		if (r < with)
			break;
		r -= with;
		first++;
	}
	k[0] = nth_bit(set, (uint32_t)first);
	if (m > 1)
		nth_subset(set & ~((2ull << k[0]) - 1), h - 1 - first, m - 1, r, k + 1);
}

/* ritual_moves()' r-th Ritual of seat (r below their count). */
static pg_move nth_ritual(const gp_state *s, int seat, const int have[GP_FAMILIES], int r)
{
	for (uint32_t tm = s->totem_hand[seat];; tm &= tm - 1) {
		int t = __builtin_ctz(tm);
		const uint8_t *c = gp_crests[t];
		int count = can_ritual_with(have, t) ? ritual_count(c, have) : 0;
		if (r >= count) {
			r -= count;
			continue;
		}
		int k[3];
		uint64_t f0 = family_cards(s, seat, c[0]), f2 = family_cards(s, seat, c[2]);
		if (c[0] == c[2]) {
			nth_subset(f0, have[c[0]], 3, r, k);
		} else if (c[0] == c[1]) {
			nth_subset(f0, have[c[0]], 2, r / have[c[2]], k);
			k[2] = nth_bit(f2, (uint32_t)(r % have[c[2]]));
		} else if (c[1] == c[2]) {
			int pairs = choose2(have[c[1]]);
			k[0] = nth_bit(f0, (uint32_t)(r / pairs));
			nth_subset(f2, have[c[1]], 2, r % pairs, k + 1);
		} else {
			int per0 = have[c[1]] * have[c[2]];
			k[0] = nth_bit(f0, (uint32_t)(r / per0));
			k[1] = nth_bit(family_cards(s, seat, c[1]), (uint32_t)(r % per0 / have[c[2]]));
			k[2] = nth_bit(f2, (uint32_t)(r % have[c[2]]));
		}
		return gp_move_ritual(t, k);
	}
}

/* The move gp_legal_moves() lists at index pg_rng_below(rng, count),
 * counted from the same bit sets instead of listed: random playouts make
 * hundreds of these a game, most of them a discard or a gift out of a
 * hand of ten. A Shaman's Rituals, rare and many-sided, are listed. */
static pg_move gp_random_move(const void *state, pg_rng *rng)
{
	const gp_state *s = cst(state);
	int seat = s->turn;
	switch (s->phase) {
	case GP_PHASE_GATHERING: {
		uint32_t open = 0;
		for (int r = 0; r < GP_ROLES; r++)
			if (s->role_left[r])
				open |= 1u << r;
		return GP_MOVE_ROLE + nth_bit(open, pg_rng_below(rng, (uint32_t)popcount32(open)));
	}
	case GP_PHASE_DAY_ACTION: {
		uint64_t set = 0;
		pg_move base = GP_MOVE_GIFT;
		if (s->role[seat] == GP_ELDER) {
			set = giftable(s, seat);
		} else if (s->role[seat] == GP_CARVER) {
			base = GP_MOVE_CARVE;
			for (uint32_t t = s->totem_hand[seat]; t; t &= t - 1)
				if (can_carve(s, seat, __builtin_ctz(t)))
					set |= 1ull << __builtin_ctz(t);
		} else if (s->role[seat] == GP_SHAMAN) {
			int have[GP_FAMILIES], n = 1;
			family_counts(s, seat, have);
			for (uint32_t tm = s->totem_hand[seat]; tm; tm &= tm - 1)
				if (can_ritual_with(have, __builtin_ctz(tm)))
					n += ritual_count(gp_crests[__builtin_ctz(tm)], have);
			if (n > PG_MAX_MOVES) {
				/* More than a list holds: pick from the list as cut. */
				pg_move moves[PG_MAX_MOVES];
				n = day_action_moves(s, moves, PG_MAX_MOVES);
				return moves[pg_rng_below(rng, (uint32_t)n)];
			}
			uint32_t k = pg_rng_below(rng, (uint32_t)n);
			return k ? nth_ritual(s, seat, have, (int)k - 1) : GP_MOVE_DONE;
		}
		/* "Done" is listed first. */
		uint32_t k = pg_rng_below(rng, 1u + (uint32_t)popcount64(set));
		return k ? base + nth_bit(set, k - 1) : GP_MOVE_DONE;
	}
	case GP_PHASE_POTLATCH: {
		int valuable = gp_gift_valuable(s, seat);
		uint64_t set = s->hand[seat] &
		               (valuable < 0 ? ALL_POTLATCH : 0x111111111111ull << valuable);
		uint32_t done = s->gift[seat] ? 1u : 0u;
		uint32_t n = done + (uint32_t)popcount64(set);
		if (!n)
			return PG_NO_MOVE;
		uint32_t k = pg_rng_below(rng, n);
		return k < done ? GP_MOVE_DONE : GP_MOVE_GIVE + nth_bit(set, k - done);
	}
	case GP_PHASE_SUNRISE: {
		uint64_t set = s->hand[seat];
		if (!set)
			return PG_NO_MOVE;
		return GP_MOVE_DISCARD + random_bit(set, rng);
	}
	default:
		return PG_NO_MOVE;
	}
}

/* Every card leaves a hand face up (a gift, a Ritual, a Potlatch gift, a
 * Sunrise discard), so the table sees whether it was held since the last
 * reshuffle. */
static void leave_hand(gp_state *s, int seat, int card)
{
	uint64_t bit = 1ull << card;
	s->hand[seat] &= ~bit;
	s->hand_potlatch[seat]--;
	/* No branch: playouts take thousands of cards from hands. */
	s->held_at_reshuffle_count[seat] -= (s->held_at_reshuffle & bit) != 0;
	s->held_at_reshuffle &= ~bit;
}

static void take_potlatch_card(gp_state *s, int seat, int card, pg_event_list *events)
{
	if (!s->deck && s->discard) {
		push_event(events, PG_EVENT_SPECIAL, GP_DETAIL_RESHUFFLE, -1,
		              popcount64(s->discard), 0, 0, 0);
		s->deck = s->discard;
		s->deck_count = (uint8_t)popcount64(s->deck);
		s->discard = 0;
		/* Everyone sees the new pile, so every card outside it and the
		 * gifts is known to be in a hand (header). */
		s->held_at_reshuffle = 0;
		for (int p = 0; p < s->players; p++) {
			s->held_at_reshuffle |= s->hand[p];
			s->held_at_reshuffle_count[p] = s->hand_potlatch[p];
		}
	}
	s->deck &= ~(1ull << card);
	s->deck_count--;
	s->hand[seat] |= 1ull << card;
	s->hand_potlatch[seat]++;
	push_event_seen(events, PG_SEEN_BY_SEAT(seat), PG_EVENT_PIECE_TAKEN,
	                   GP_DETAIL_DRAW_POTLATCH, seat, card, gp_hand_size(s, seat), 0, 0);
}

static void apply_draw(gp_state *s, int card, pg_event_list *events)
{
	if (s->phase == GP_PHASE_DEAL) {
		bool totem = false;
		int seat = deal_target(s, &totem);
		if (card >= GP_POTLATCH_CARDS) {
			int t = card - GP_POTLATCH_CARDS;
			s->totem_box &= ~(1u << t);
			s->totem_hand[seat] |= 1u << t;
			s->hand_totem[seat]++;
			push_event_seen(events, PG_SEEN_BY_SEAT(seat), PG_EVENT_PIECE_TAKEN,
			                   GP_DETAIL_DRAW_TOTEM, seat, t, gp_hand_size(s, seat),
			                   0, 0);
		} else {
			take_potlatch_card(s, seat, card, events);
		}
		if (++s->deal_index == (GP_DEAL_POTLATCH + GP_DEAL_TOTEM) * s->players)
			s->phase = GP_PHASE_FIRST_SPEAKER;
		return;
	}
	take_potlatch_card(s, s->turn, card, events);
	/* settle() would stop at once while draws are left: most draws of a
	 * game are not a seat's last. */
	if (--s->draws_left && can_draw(s))
		return;
	settle(s, events);
}

static void place_gift(gp_state *s, int seat, int card, pg_event_list *events)
{
	int family = gp_card_family(card), icon = gp_card_icon(card);
	uint8_t *sp = s->space[family][icon];
	int k = sp[0] ? 1 : 0;
	sp[k] = (uint8_t)(seat + 1);
	s->markers[seat]--;
	s->placed[seat][family]++;
	leave_hand(s, seat, card);
	s->discard |= 1ull << card;
	push_event(events, PG_EVENT_PIECE_PLACED, GP_DETAIL_GIFT, seat, card, family, icon,
	              k);
}

/* Carving takes back one marker per crest, from the Sun spaces first,
 * then Moon, then Copper, the later space of a pair first (decision 10). */
static void carve(gp_state *s, int seat, int totem, pg_event_list *events)
{
	s->totem_hand[seat] &= ~(1u << totem);
	s->hand_totem[seat]--;
	s->poles[seat] |= 1u << totem;
	push_event(events, PG_EVENT_PIECE_PLACED, GP_DETAIL_CARVE, seat, totem, 0, 0, 0);
	for (int f = 0; f < GP_FAMILIES; f++) {
		int need = gp_totem_needs(totem, f);
		for (int icon = 0; icon < GP_ICONS && need; icon++)
			for (int k = GP_SPACES - 1; k >= 0 && need; k--)
				if (s->space[f][icon][k] == seat + 1) {
					s->space[f][icon][k] = 0;
					s->markers[seat]++;
					s->placed[seat][f]--;
					need--;
					push_event(events, PG_EVENT_PIECE_TAKEN,
					              GP_DETAIL_MARKER_BACK, seat, f, icon, k,
					              0);
				}
	}
	/* Keep the pair's first space the filled one, so an open space is
	 * always found the same way. */
	for (int f = 0; f < GP_FAMILIES; f++)
		for (int icon = 0; icon < GP_ICONS; icon++) {
			uint8_t *sp = s->space[f][icon];
			if (!sp[0] && sp[1]) {
				sp[0] = sp[1];
				sp[1] = 0;
			}
		}
}

static void perform_ritual(gp_state *s, int seat, pg_move move, pg_event_list *events)
{
	int totem, cards[3];
	gp_ritual_cards(move, &totem, cards);
	s->totem_hand[seat] &= ~(1u << totem);
	s->hand_totem[seat]--;
	s->rituals[seat] |= 1u << totem;
	for (int i = 0; i < 3; i++) {
		leave_hand(s, seat, cards[i]);
		s->discard |= 1ull << cards[i];
	}
	push_event(events, PG_EVENT_PIECE_PLACED, GP_DETAIL_RITUAL, seat, totem, cards[0],
	              cards[1], cards[2]);
}

static void end_day_action(gp_state *s, pg_event_list *events)
{
	push_event(events, PG_EVENT_PASS, GP_DETAIL_DONE, s->turn, 0, 0, 0, 0);
	if (++s->acted == s->players) {
		s->phase = GP_PHASE_POTLATCH;
		s->acted = 0;
		push_phase(s, events);
		begin_turn(s, next_seat(s, s->speaker), events);
	} else {
		s->phase = GP_PHASE_DAY_DRAW;
		begin_turn(s, next_seat(s, s->turn), events);
		s->draws_left = day_draws[s->role[s->turn]];
	}
	settle(s, events);
}

static void take_role(gp_state *s, int role, pg_event_list *events)
{
	int seat = s->turn;
	s->role[seat] = (uint8_t)role;
	s->role_left[role]--;
	push_event(events, PG_EVENT_PIECE_PLACED, GP_DETAIL_ROLE, seat, role, 0, 0, 0);
	if (seat != s->speaker && role == s->role[s->speaker])
		add_grey(s, seat, GP_BAD_COPIED_ROLE, events);
	if (++s->acted < s->players)
		begin_turn(s, next_seat(s, seat), events);
	settle(s, events);
}

static void apply_decision(gp_state *s, pg_move move, pg_event_list *events);

/* Draws, half the plies of a game, go straight to apply_draw; the
 * decisions' larger body (and its register saves) only when needed. */
static void gp_apply_move(void *state, pg_move move, pg_event_list *events)
{
	if (move >= GP_MOVE_DRAW && move < GP_MOVE_SPEAKER)
		apply_draw(state, move - GP_MOVE_DRAW, events);
	else
		apply_decision(state, move, events);
}

__attribute__((noinline)) static void apply_decision(gp_state *s, pg_move move,
                                                     pg_event_list *events)
{
	int seat = s->turn;
	if (move >= GP_MOVE_RITUAL) {
		perform_ritual(s, seat, move, events);
		settle(s, events);
	} else if (move >= GP_MOVE_SPEAKER) {
		s->speaker = (uint8_t)(move - GP_MOVE_SPEAKER);
		push_event(events, PG_EVENT_DICE_ROLLED, GP_DETAIL_SPEAKER_DRAW, s->speaker,
		              0, 0, 0, 0);
		/* The youngest player takes a grey marker with the Stick. */
		add_grey(s, s->speaker, GP_BAD_FIRST_SPEAKER, events);
		begin_day(s, events);
	} else if (move >= GP_MOVE_DISCARD) {
		int card = move - GP_MOVE_DISCARD;
		leave_hand(s, seat, card);
		s->discard |= 1ull << card;
		push_event(events, PG_EVENT_PIECE_MOVED, GP_DETAIL_DISCARD, seat, card, 0, 0,
		              0);
		/* Still over the limit: settle() would stop at once. */
		if (gp_hand_size(s, seat) > GP_HAND_LIMIT && s->hand[seat])
			return;
		settle(s, events);
	} else if (move >= GP_MOVE_GIVE) {
		int card = move - GP_MOVE_GIVE;
		leave_hand(s, seat, card);
		s->gift[seat] |= 1ull << card;
		push_event(events, PG_EVENT_PIECE_PLACED, GP_DETAIL_GIVE, seat, card,
		              popcount64(s->gift[seat]), 0, 0);
		settle(s, events);
	} else if (move >= GP_MOVE_CARVE) {
		carve(s, seat, move - GP_MOVE_CARVE, events);
		settle(s, events);
	} else if (move >= GP_MOVE_GIFT) {
		place_gift(s, seat, move - GP_MOVE_GIFT, events);
		settle(s, events);
	} else if (move == GP_MOVE_DONE) {
		if (s->phase == GP_PHASE_DAY_ACTION) {
			end_day_action(s, events);
		} else {
			push_event(events, PG_EVENT_PASS, GP_DETAIL_DONE, seat, 0, 0, 0, 0);
			if (++s->acted < s->players - 1)
				begin_turn(s, next_seat(s, seat), events);
			settle(s, events);
		}
	} else {
		take_role(s, move - GP_MOVE_ROLE, events);
	}
}

static void gp_returns(const void *state, double *out)
{
	const gp_state *s = cst(state);
	int best = -1000, winners = 0;
	for (int p = 0; p < s->players; p++) {
		int score = gp_score(s, p);
		if (score > best) {
			best = score;
			winners = 1;
		} else if (score == best) {
			winners++;
		}
	}
	for (int p = 0; p < s->players; p++)
		out[p] = gp_score(s, p) == best ? 1.0 / winners : 0.0;
}

static void gp_scores(const void *state, int *out)
{
	const gp_state *s = cst(state);
	for (int p = 0; p < s->players; p++)
		out[p] = gp_score(s, p);
}

static void gp_score_breakdown(const void *state, int seat, pg_breakdown *out)
{
	const gp_state *s = cst(state);
	memset(out, 0, sizeof *out);
	int markers = gp_markers_placed(s, seat);
	pg_breakdown_add(out, markers, _("Potlatch markers on Ancestors (%d x 1)"), markers);
	int poles = popcount32(s->poles[seat]);
	pg_breakdown_add(out, poles * GP_POLE_POINTS, _("Totem Poles (%d x %d)"), poles,
	                 GP_POLE_POINTS);
	int rituals = popcount32(s->rituals[seat]);
	int ritual_points = gp_ritual_points(s, seat);
	if (ritual_points == GP_RITUAL_MAJORITY)
		pg_breakdown_add(out, ritual_points, _("Most Rituals (%d)"), rituals);
	else if (ritual_points == GP_RITUAL_SHARED)
		pg_breakdown_add(out, ritual_points, _("Most Rituals, shared (%d)"), rituals);
	else
		pg_breakdown_add(out, 0, _("Rituals (%d), not the most"), rituals);
	pg_breakdown_add(out, -s->greys[seat], _("Grey markers (%d x -1)"), s->greys[seat]);
	pg_breakdown_add(out, -2 * s->blacks[seat], _("Black markers (%d x -2)"), s->blacks[seat]);
}

/* ---- the table ------------------------------------------------------------- */

extern const pg_game_ai great_potlatch_ai;

const pg_game great_potlatch_game = {
    .id = "great-potlatch",
    .name = "The Great Potlatch",
    .tagline = N_("Eight days of gifts: give the most, carve poles, keep your name."),
    .min_players = GP_MIN_PLAYERS,
    .max_players = GP_MAX_PLAYERS,
    .default_players = 3,
    .state_size = sizeof(gp_state),
    .option_specs = NULL,
    .option_count = 0,
    .init = gp_init,
    .num_seats = gp_num_seats,
    .current_player = gp_current_player,
    .legal_moves = gp_legal_moves,
    .chance_outcomes = gp_chance_outcomes,
    .sample_chance = gp_sample_chance,
    .random_move = gp_random_move,
    .apply_move = gp_apply_move,
    .returns = gp_returns,
    .scores = gp_scores,
    .score_breakdown = gp_score_breakdown,
    .move_to_text = gp_move_to_text,
    .move_from_text = gp_move_from_text,
    .describe_move = gp_describe_move,
    .state_to_text = gp_state_to_text,
    .hidden_information = true,
    .observe = gp_observe,
    .determinize = gp_determinize,
    .information_key = gp_information_key,
    .chance_seat = gp_chance_seat,
    .chance_private_to = gp_chance_private_to,
    .describe_move_for = gp_describe_move_for,
    .seat_status = NULL,
    .ai = &great_potlatch_ai,
    .check_invariants = gp_check_invariants,
};
