/*
 * great_potlatch_rules.c: The Great Potlatch rule engine behind
 * great_potlatch_game, with the hidden-information half of the game
 * interface (observe, determinize, private draws, per-viewer sentences).
 *
 * Card sets are bit sets and every loop runs over set bits, because the
 * search replays hundreds of plies per playout. The decisions the rule book
 * leaves open are in docs/rules/great-potlatch.md.
 */
#include "great_potlatch_rules.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

_Static_assert(sizeof(gp_state) <= 256, "Great Potlatch state should stay small for the AI");

#define ALL_POTLATCH ((uint64_t)0xFFFFFFFFFFFFull)
#define ALL_TOTEMS ((uint32_t)0xFFFFFu)

/* The 20 multisets of three families, lowest first. */
static const uint8_t totem_crests[GP_TOTEM_CARDS][3] = {
    {0, 0, 0}, {0, 0, 1}, {0, 0, 2}, {0, 0, 3}, {0, 1, 1}, {0, 1, 2}, {0, 1, 3},
    {0, 2, 2}, {0, 2, 3}, {0, 3, 3}, {1, 1, 1}, {1, 1, 2}, {1, 1, 3}, {1, 2, 2},
    {1, 2, 3}, {1, 3, 3}, {2, 2, 2}, {2, 2, 3}, {2, 3, 3}, {3, 3, 3},
};

/* Cards drawn by day and by night for each role. */
static const uint8_t day_draws[GP_ROLES] = {2, 4, 3};
static const uint8_t night_draws[GP_ROLES] = {3, 1, 2};

static const char *const family_names[GP_FAMILIES] = {"Thunderbird", "Killer Whale", "Wolf",
                                                      "Raven"};
/* English plurals for "two Wolves and a Raven card". */
static const char *const family_plurals[GP_FAMILIES] = {"Thunderbirds", "Killer Whales",
                                                        "Wolves", "Ravens"};
static const char *const family_ids[GP_FAMILIES] = {"thunderbird", "killer_whale", "wolf",
                                                    "raven"};
static const char family_letters[GP_FAMILIES] = {'T', 'K', 'W', 'R'};
static const char *const icon_names[GP_ICONS] = {"Sun", "Moon", "Copper"};
static const char *const icon_ids[GP_ICONS] = {"sun", "moon", "copper"};
static const char icon_letters[GP_ICONS] = {'S', 'M', 'C'};
static const char *const valuable_names[GP_VALUABLES] = {"Blankets", "Eulachon oil",
                                                         "Bentwood box", "Canoe"};
static const char *const valuable_ids[GP_VALUABLES] = {"blanket", "oil", "box", "canoe"};
/* The valuable as it reads after a card's crest and icon. */
static const char *const valuable_words[GP_VALUABLES] = {"blankets", "eulachon oil",
                                                         "bentwood box", "canoe"};
static const char valuable_letters[GP_VALUABLES] = {'B', 'O', 'X', 'C'};
static const char *const role_names[GP_ROLES] = {"Elder", "Carver", "Shaman"};
static const char *const role_ids[GP_ROLES] = {"elder", "carver", "shaman"};
static const char *const seat_names[GP_MAX_PLAYERS] = {"Red", "Blue", "Green", "Yellow"};
static const char *const phase_names[GP_PHASE_COUNT] = {
    "Deal",      "Drawing the Speaker",
    "Gathering", "Daytime",
    "Daytime",   "Potlatch",
    "Nighttime", "Passing of the Speaking Stick",
    "Sunrise",   "Game over",
};

/* Bit counts without the library call the portable build would make
 * (no -mpopcnt): the search counts sets on every ply. */
static int popcount64(uint64_t x)
{
	x = x - ((x >> 1) & 0x5555555555555555ull);
	x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
	x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
	return (int)((x * 0x0101010101010101ull) >> 56);
}

static int popcount32(uint32_t x)
{
	return popcount64(x);
}

static int lowest_bit(uint64_t x)
{
	return __builtin_ctzll(x);
}

/* The r-th set bit of set (r < popcount). Every random draw picks one
 * card of a pile of up to 48, so clearing bits one at a time cost two
 * dozen steps a draw; the byte counts find the right byte first. */
static int nth_bit(uint64_t set, uint32_t r)
{
	const uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
	uint64_t x = set - ((set >> 1) & 0x5555555555555555ull);
	x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
	x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
	/* Byte k of running is the count of set bits in bytes 0..k (at most
	 * 64, so no byte borrows from its neighbour below): the bytes whose
	 * running count is at most r lie below the wanted bit, and they are
	 * counted without a branch. */
	uint64_t running = x * ones;
	uint64_t below = ((r * ones) | highs) - running;
	int bytes = (int)(((below & highs) >> 7) * ones >> 56);
	int shift = 8 * bytes;
	if (bytes)
		r -= (uint32_t)((running >> (shift - 8)) & 0xFF);
	uint32_t byte = (uint32_t)(set >> shift) & 0xFF;
	int low = popcount64(byte & 0xF);
	if (r >= (uint32_t)low) {
		r -= (uint32_t)low;
		byte >>= 4;
		shift += 4;
	}
	while (r--)
		byte &= byte - 1;
	return shift + __builtin_ctz(byte);
}

/* Searches and random playouts apply moves with no event list; testing
 * it here saves a call into the core on every step of the flow. */
#define push_event(events, ...)                                                \
	do {                                                                   \
		if (events)                                                    \
			pg_event_push(events, __VA_ARGS__);                    \
	} while (0)
#define push_event_seen(events, ...)                                           \
	do {                                                                   \
		if (events)                                                    \
			pg_event_push_seen(events, __VA_ARGS__);               \
	} while (0)

static const gp_state *cst(const void *state)
{
	return (const gp_state *)state;
}

/* ---- names and cards ------------------------------------------------------ */

int gp_totem_family(int totem, int i)
{
	return totem_crests[totem][i];
}

int gp_totem_needs(int totem, int family)
{
	const uint8_t *c = totem_crests[totem];
	return (c[0] == family) + (c[1] == family) + (c[2] == family);
}

int gp_totem_of(int a, int b, int c)
{
	int v[3] = {a, b, c};
	for (int i = 1; i < 3; i++)
		for (int j = i; j > 0 && v[j - 1] > v[j]; j--) {
			int t = v[j];
			v[j] = v[j - 1];
			v[j - 1] = t;
		}
	for (int t = 0; t < GP_TOTEM_CARDS; t++)
		if (totem_crests[t][0] == v[0] && totem_crests[t][1] == v[1] &&
		    totem_crests[t][2] == v[2])
			return t;
	return -1;
}

#define NAME_OR(table, count, i) (((unsigned)(i) < (count)) ? (table)[i] : "?")

const char *gp_family_name(int family)
{
	return NAME_OR(family_names, GP_FAMILIES, family);
}
const char *gp_family_id(int family)
{
	return NAME_OR(family_ids, GP_FAMILIES, family);
}
const char *gp_icon_name(int icon)
{
	return NAME_OR(icon_names, GP_ICONS, icon);
}
const char *gp_icon_id(int icon)
{
	return NAME_OR(icon_ids, GP_ICONS, icon);
}
const char *gp_valuable_name(int valuable)
{
	return NAME_OR(valuable_names, GP_VALUABLES, valuable);
}
const char *gp_valuable_id(int valuable)
{
	return NAME_OR(valuable_ids, GP_VALUABLES, valuable);
}
const char *gp_role_name(int role)
{
	return NAME_OR(role_names, GP_ROLES, role);
}
const char *gp_role_id(int role)
{
	return NAME_OR(role_ids, GP_ROLES, role);
}
const char *gp_seat_name(int seat)
{
	return NAME_OR(seat_names, GP_MAX_PLAYERS, seat);
}
const char *gp_phase_name(gp_phase phase)
{
	return NAME_OR(phase_names, GP_PHASE_COUNT, phase);
}

int gp_potlatch_card_text(int card, char *buf, size_t size)
{
	if (card < 0 || card >= GP_POTLATCH_CARDS)
		return snprintf(buf, size, "?");
	return snprintf(buf, size, "%c%c%c", family_letters[gp_card_family(card)],
	                icon_letters[gp_card_icon(card)],
	                valuable_letters[gp_card_valuable(card)]);
}

int gp_totem_card_text(int totem, char *buf, size_t size)
{
	if (totem < 0 || totem >= GP_TOTEM_CARDS)
		return snprintf(buf, size, "?");
	const uint8_t *c = totem_crests[totem];
	return snprintf(buf, size, "%c%c%c", family_letters[c[0]], family_letters[c[1]],
	                family_letters[c[2]]);
}

/* "the Wolf Sun blankets card" style words for sentences. */
static int card_words(int card, char *buf, size_t size)
{
	return snprintf(buf, size, "%s %s %s", family_names[gp_card_family(card)],
	                icon_names[gp_card_icon(card)], valuable_words[gp_card_valuable(card)]);
}

static int totem_words(int totem, char *buf, size_t size)
{
	const uint8_t *c = totem_crests[totem];
	if (c[0] == c[2])
		return snprintf(buf, size, "three %s", family_plurals[c[0]]);
	if (c[0] == c[1] || c[1] == c[2]) {
		int twice = c[1], once = c[0] == c[1] ? c[2] : c[0];
		return snprintf(buf, size, "two %s and a %s", family_plurals[twice],
		                family_names[once]);
	}
	return snprintf(buf, size, "%s, %s and %s", family_names[c[0]], family_names[c[1]],
	                family_names[c[2]]);
}

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

/* Counts markers on the spaces themselves (the invariant check compares
 * it with the running count in placed[][]). */
static int count_markers_on(const gp_state *s, int seat, int family)
{
	int count = 0;
	for (int icon = 0; icon < GP_ICONS; icon++)
		for (int k = 0; k < GP_SPACES; k++)
			count += s->space[family][icon][k] == seat + 1;
	return count;
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
		cards[i] = totem_crests[*totem][i] * GP_CARDS_PER_FAMILY + k[i];
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
	const uint8_t *c = totem_crests[totem];
	const uint8_t *placed = s->placed[seat];
	return covers(c, placed[c[0]], placed[c[1]], placed[c[2]]);
}

static bool can_ritual(const gp_state *s, int seat, int totem)
{
	const uint8_t *c = totem_crests[totem];
	return covers(c, popcount64(family_cards(s, seat, c[0])),
	              popcount64(family_cards(s, seat, c[1])),
	              popcount64(family_cards(s, seat, c[2])));
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

static int gp_current_player(const void *state)
{
	const gp_state *s = cst(state);
	switch (s->phase) {
	case GP_PHASE_GATHERING:
	case GP_PHASE_DAY_ACTION:
	case GP_PHASE_POTLATCH:
	case GP_PHASE_SUNRISE:
		return s->turn;
	case GP_PHASE_OVER:
		return PG_TERMINAL;
	default:
		return PG_CHANCE;
	}
}

/* The receiver of the deal's next card, and whether it is a Totem card. */
static int deal_target(const gp_state *s, bool *totem)
{
	int potlatch_deals = GP_DEAL_POTLATCH * s->players;
	*totem = s->deal_index >= potlatch_deals;
	int i = *totem ? s->deal_index - potlatch_deals : s->deal_index;
	return i % s->players;
}

static int ritual_moves(const gp_state *s, int seat, pg_move *out, int n, int cap)
{
	for (uint32_t tm = s->totem_hand[seat]; tm; tm &= tm - 1) {
		int t = __builtin_ctz(tm);
		if (!can_ritual(s, seat, t))
			continue;
		const uint8_t *c = totem_crests[t];
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
		return GP_MOVE_DRAW + GP_POTLATCH_CARDS +
		       nth_bit(s->totem_box,
		               pg_rng_below(rng, (uint32_t)popcount32(s->totem_box)));
	uint64_t pile = s->deck ? s->deck : s->discard;
	return GP_MOVE_DRAW + nth_bit(pile, pg_rng_below(rng, (uint32_t)popcount64(pile)));
}

static void take_potlatch_card(gp_state *s, int seat, int card, pg_event_list *events)
{
	if (!s->deck && s->discard) {
		push_event(events, PG_EVENT_SPECIAL, GP_DETAIL_RESHUFFLE, -1,
		              popcount64(s->discard), 0, 0, 0);
		s->deck = s->discard;
		s->deck_count = (uint8_t)popcount64(s->deck);
		s->discard = 0;
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
	s->draws_left--;
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
	s->hand[seat] &= ~(1ull << card);
	s->hand_potlatch[seat]--;
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
		s->hand[seat] &= ~(1ull << cards[i]);
		s->discard |= 1ull << cards[i];
	}
	s->hand_potlatch[seat] -= 3;
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

static void gp_apply_move(void *state, pg_move move, pg_event_list *events)
{
	gp_state *s = state;
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
	} else if (move >= GP_MOVE_DRAW) {
		apply_draw(s, move - GP_MOVE_DRAW, events);
	} else if (move >= GP_MOVE_DISCARD) {
		int card = move - GP_MOVE_DISCARD;
		s->hand[seat] &= ~(1ull << card);
		s->hand_potlatch[seat]--;
		s->discard |= 1ull << card;
		push_event(events, PG_EVENT_PIECE_MOVED, GP_DETAIL_DISCARD, seat, card, 0, 0,
		              0);
		settle(s, events);
	} else if (move >= GP_MOVE_GIVE) {
		int card = move - GP_MOVE_GIVE;
		s->hand[seat] &= ~(1ull << card);
		s->hand_potlatch[seat]--;
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
	pg_breakdown_add(out, markers, "Potlatch markers on Ancestors (%d x 1)", markers);
	int poles = popcount32(s->poles[seat]);
	pg_breakdown_add(out, poles * GP_POLE_POINTS, "Totem Poles (%d x %d)", poles,
	                 GP_POLE_POINTS);
	int rituals = popcount32(s->rituals[seat]);
	int ritual_points = gp_ritual_points(s, seat);
	if (ritual_points == GP_RITUAL_MAJORITY)
		pg_breakdown_add(out, ritual_points, "Most Rituals (%d)", rituals);
	else if (ritual_points == GP_RITUAL_SHARED)
		pg_breakdown_add(out, ritual_points, "Most Rituals, shared (%d)", rituals);
	else
		pg_breakdown_add(out, 0, "Rituals (%d), not the most", rituals);
	pg_breakdown_add(out, -s->greys[seat], "Grey markers (%d x -1)", s->greys[seat]);
	pg_breakdown_add(out, -2 * s->blacks[seat], "Black markers (%d x -2)", s->blacks[seat]);
}

/* ---- notation ------------------------------------------------------------- */

static int gp_move_to_text(const void *state, pg_move move, char *buf, size_t size)
{
	(void)state;
	char a[8];
	if (move >= GP_MOVE_RITUAL && move < GP_MOVE_RITUAL_END) {
		int totem, cards[3];
		char c[3][8];
		gp_ritual_cards(move, &totem, cards);
		gp_totem_card_text(totem, a, sizeof a);
		for (int i = 0; i < 3; i++)
			gp_potlatch_card_text(cards[i], c[i], sizeof c[i]);
		return snprintf(buf, size, "ritual:%s/%s,%s,%s", a, c[0], c[1], c[2]);
	}
	if (move >= GP_MOVE_SPEAKER && move < GP_MOVE_SPEAKER + GP_MAX_PLAYERS)
		return snprintf(buf, size, "speaker:%d", move - GP_MOVE_SPEAKER);
	if (move >= GP_MOVE_DRAW + GP_POTLATCH_CARDS &&
	    move < GP_MOVE_DRAW + GP_POTLATCH_CARDS + GP_TOTEM_CARDS) {
		gp_totem_card_text(move - GP_MOVE_DRAW - GP_POTLATCH_CARDS, a, sizeof a);
		return snprintf(buf, size, "draw:%s", a);
	}
	static const struct {
		int base;
		const char *word;
	} card_moves[] = {
	    {GP_MOVE_DRAW, "draw"},
	    {GP_MOVE_DISCARD, "discard"},
	    {GP_MOVE_GIVE, "give"},
	    {GP_MOVE_GIFT, "gift"},
	};
	for (size_t i = 0; i < sizeof card_moves / sizeof card_moves[0]; i++)
		if (move >= card_moves[i].base &&
		    move < card_moves[i].base + GP_POTLATCH_CARDS) {
			gp_potlatch_card_text(move - card_moves[i].base, a, sizeof a);
			return snprintf(buf, size, "%s:%s", card_moves[i].word, a);
		}
	if (move >= GP_MOVE_CARVE && move < GP_MOVE_CARVE + GP_TOTEM_CARDS) {
		gp_totem_card_text(move - GP_MOVE_CARVE, a, sizeof a);
		return snprintf(buf, size, "carve:%s", a);
	}
	if (move == GP_MOVE_DONE)
		return snprintf(buf, size, "done");
	if (move >= GP_MOVE_ROLE && move < GP_MOVE_ROLE + GP_ROLES)
		return snprintf(buf, size, "%s", role_ids[move - GP_MOVE_ROLE]);
	return snprintf(buf, size, "?");
}

static int letter_index(const char *letters, int count, char c)
{
	for (int i = 0; i < count; i++)
		if (letters[i] == toupper((unsigned char)c))
			return i;
	return -1;
}

/* Reads exactly three letters of a Potlatch card; -1 if they are not. */
static int parse_potlatch_card(const char *text, size_t length)
{
	if (length != 3)
		return -1;
	int f = letter_index(family_letters, GP_FAMILIES, text[0]);
	int i = letter_index(icon_letters, GP_ICONS, text[1]);
	int v = letter_index(valuable_letters, GP_VALUABLES, text[2]);
	return f < 0 || i < 0 || v < 0 ? -1 : gp_card(f, i, v);
}

/* Three family letters, in any order; -1 if they are not. */
static int parse_totem_card(const char *text, size_t length)
{
	if (length != 3)
		return -1;
	int f[3];
	for (int i = 0; i < 3; i++)
		if ((f[i] = letter_index(family_letters, GP_FAMILIES, text[i])) < 0)
			return -1;
	return gp_totem_of(f[0], f[1], f[2]);
}

static bool word_prefix(const char *text, const char *word, const char **rest)
{
	size_t length = strlen(word);
	if (strncasecmp(text, word, length) != 0 || text[length] != ':')
		return false;
	*rest = text + length + 1;
	return true;
}

/* "TKW/TSB,KMO,WCX": the cards may be listed in any order; they are
 * matched to the crests lowest family first. */
static bool parse_ritual(const char *text, pg_move *out)
{
	const char *slash = strchr(text, '/');
	if (!slash)
		return false;
	int totem = parse_totem_card(text, (size_t)(slash - text));
	if (totem < 0)
		return false;
	int cards[3];
	const char *p = slash + 1;
	for (int i = 0; i < 3; i++) {
		size_t length = strcspn(p, ",");
		if ((cards[i] = parse_potlatch_card(p, length)) < 0)
			return false;
		p += length;
		if (i < 2 && *p++ != ',')
			return false;
	}
	if (*p)
		return false;
	for (int i = 1; i < 3; i++) /* sort: crests and in-family indexes rise */
		for (int j = i; j > 0 && cards[j - 1] > cards[j]; j--) {
			int t = cards[j];
			cards[j] = cards[j - 1];
			cards[j - 1] = t;
		}
	int k[3];
	for (int i = 0; i < 3; i++) {
		if (gp_card_family(cards[i]) != totem_crests[totem][i])
			return false;
		if (i > 0 && cards[i] == cards[i - 1])
			return false;
		k[i] = cards[i] % GP_CARDS_PER_FAMILY;
	}
	*out = gp_move_ritual(totem, k);
	return true;
}

static bool gp_move_from_text(const void *state, const char *text, pg_move *out)
{
	const gp_state *s = cst(state);
	const char *rest = NULL;
	for (int r = 0; r < GP_ROLES; r++)
		if (strcasecmp(text, role_ids[r]) == 0) {
			*out = GP_MOVE_ROLE + r;
			return true;
		}
	if (strcasecmp(text, "done") == 0) {
		*out = GP_MOVE_DONE;
		return true;
	}
	if (word_prefix(text, "ritual", &rest))
		return parse_ritual(rest, out);
	if (word_prefix(text, "speaker", &rest)) {
		if (!isdigit((unsigned char)rest[0]) || rest[1] || rest[0] - '0' >= s->players)
			return false;
		*out = GP_MOVE_SPEAKER + (rest[0] - '0');
		return true;
	}
	if (word_prefix(text, "carve", &rest)) {
		int totem = parse_totem_card(rest, strlen(rest));
		*out = GP_MOVE_CARVE + totem;
		return totem >= 0;
	}
	static const struct {
		const char *word;
		int base;
	} card_moves[] = {
	    {"draw", GP_MOVE_DRAW},
	    {"discard", GP_MOVE_DISCARD},
	    {"give", GP_MOVE_GIVE},
	    {"gift", GP_MOVE_GIFT},
	};
	for (size_t i = 0; i < sizeof card_moves / sizeof card_moves[0]; i++) {
		if (!word_prefix(text, card_moves[i].word, &rest))
			continue;
		int card = parse_potlatch_card(rest, strlen(rest));
		if (card >= 0) {
			*out = card_moves[i].base + card;
			return true;
		}
		int totem = parse_totem_card(rest, strlen(rest));
		if (totem >= 0 && card_moves[i].base == GP_MOVE_DRAW) {
			*out = GP_MOVE_DRAW + GP_POTLATCH_CARDS + totem;
			return true;
		}
		return false;
	}
	return false;
}

/* ---- sentences ------------------------------------------------------------- */

/* The seat that a chance move (a deal or a draw) gives its card to. */
static int drawer(const gp_state *s)
{
	bool totem;
	if (s->phase == GP_PHASE_DEAL)
		return deal_target(s, &totem);
	if (s->phase == GP_PHASE_DAY_DRAW || s->phase == GP_PHASE_NIGHT_DRAW)
		return s->turn;
	return -1;
}

static int gp_describe_move_for(const void *state, pg_move move, int viewer, char *buf,
                                size_t size)
{
	const gp_state *s = cst(state);
	int seat = s->turn < GP_MAX_PLAYERS ? s->turn : 0;
	const char *who = seat_names[seat];
	char words[64];
	if (move >= GP_MOVE_RITUAL && move < GP_MOVE_RITUAL_END) {
		int totem, cards[3];
		gp_ritual_cards(move, &totem, cards);
		totem_words(totem, words, sizeof words);
		return snprintf(
		    buf, size, "%s performs a Ritual for %s and discards three Potlatch cards.",
		    who, words);
	}
	if (move >= GP_MOVE_SPEAKER && move < GP_MOVE_SPEAKER + GP_MAX_PLAYERS) {
		const char *first = seat_names[move - GP_MOVE_SPEAKER];
		return snprintf(
		    buf, size,
		    "%s is drawn as the youngest: %s takes the Speaking Stick and a "
		    "grey marker.",
		    first, first);
	}
	if (move >= GP_MOVE_DRAW && move < GP_MOVE_SPEAKER) {
		int to = drawer(s);
		const char *name = seat_names[to < 0 ? 0 : to];
		int card = move - GP_MOVE_DRAW;
		bool totem = card >= GP_POTLATCH_CARDS;
		const char *verb = s->phase == GP_PHASE_DEAL ? "is dealt" : "draws";
		if (viewer != to)
			return snprintf(buf, size, "%s %s a %s card.", name, verb,
			                totem ? "Totem Pole" : "Potlatch");
		if (totem)
			totem_words(card - GP_POTLATCH_CARDS, words, sizeof words);
		else
			card_words(card, words, sizeof words);
		return snprintf(buf, size, "%s %s the %s card%s.", name, verb, words,
		                totem ? " (a Totem Pole)" : "");
	}
	if (move >= GP_MOVE_DISCARD && move < GP_MOVE_DISCARD + GP_POTLATCH_CARDS) {
		card_words(move - GP_MOVE_DISCARD, words, sizeof words);
		return snprintf(buf, size, "%s discards the %s card at Sunrise.", who, words);
	}
	if (move >= GP_MOVE_GIVE && move < GP_MOVE_GIVE + GP_POTLATCH_CARDS) {
		card_words(move - GP_MOVE_GIVE, words, sizeof words);
		return snprintf(buf, size, "%s gives the %s card.", who, words);
	}
	if (move >= GP_MOVE_CARVE && move < GP_MOVE_CARVE + GP_TOTEM_CARDS) {
		totem_words(move - GP_MOVE_CARVE, words, sizeof words);
		return snprintf(buf, size, "%s carves a Totem Pole for %s.", who, words);
	}
	if (move >= GP_MOVE_GIFT && move < GP_MOVE_GIFT + GP_POTLATCH_CARDS) {
		int card = move - GP_MOVE_GIFT;
		card_words(card, words, sizeof words);
		return snprintf(
		    buf, size, "%s gives the %s card and places a marker on the %s's %s space.",
		    who, words, family_names[gp_card_family(card)],
		    icon_names[gp_card_icon(card)]);
	}
	if (move == GP_MOVE_DONE)
		return snprintf(buf, size, "%s is done %s.", who,
		                s->phase == GP_PHASE_POTLATCH ? "giving" : "for the day");
	if (move >= GP_MOVE_ROLE && move < GP_MOVE_ROLE + GP_ROLES)
		return snprintf(buf, size, "%s takes the %s.", who, role_names[move]);
	return snprintf(buf, size, "%s does something unknown.", who);
}

static int gp_describe_move(const void *state, pg_move move, char *buf, size_t size)
{
	/* The full sentence, as the drawer reads it: for the log of a game
	 * whose hands are all open (a replay, a test). */
	return gp_describe_move_for(state, move, drawer(cst(state)), buf, size);
}

static size_t append(char *buf, size_t size, size_t used, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static size_t append(char *buf, size_t size, size_t used, const char *fmt, ...)
{
	if (used >= size)
		return used;
	va_list args;
	va_start(args, fmt);
	int n = vsnprintf(buf + used, size - used, fmt, args);
	va_end(args);
	return n > 0 ? used + (size_t)n : used;
}

static size_t append_cards(char *buf, size_t size, size_t used, uint64_t set)
{
	char text[8];
	if (!set)
		return append(buf, size, used, " -");
	for (; set; set &= set - 1) {
		gp_potlatch_card_text(lowest_bit(set), text, sizeof text);
		used = append(buf, size, used, " %s", text);
	}
	return used;
}

static size_t append_totems(char *buf, size_t size, size_t used, uint32_t set)
{
	char text[8];
	if (!set)
		return append(buf, size, used, " -");
	for (; set; set &= set - 1) {
		gp_totem_card_text(__builtin_ctz(set), text, sizeof text);
		used = append(buf, size, used, " %s", text);
	}
	return used;
}

static int gp_state_to_text(const void *state, char *buf, size_t size)
{
	const gp_state *s = cst(state);
	size_t used = 0;
	if (size)
		buf[0] = '\0';
	used = append(buf, size, used, "day %d, %s, speaker %s, turn %s\n", s->day,
	              phase_names[s->phase], gp_speaker(s) >= 0 ? seat_names[s->speaker] : "-",
	              gp_turn(s) >= 0 ? seat_names[s->turn] : "-");
	used = append(buf, size, used, "draw pile %d, discard", s->deck_count);
	used = append_cards(buf, size, used, s->discard);
	used = append(buf, size, used, "\nancestors:");
	for (int f = 0; f < GP_FAMILIES; f++) {
		used = append(buf, size, used, " %c[", family_letters[f]);
		for (int i = 0; i < GP_ICONS; i++)
			for (int k = 0; k < GP_SPACES; k++)
				used = append(buf, size, used, "%c",
				              s->space[f][i][k] ? "rbgy"[s->space[f][i][k] - 1]
				                                : '.');
		used = append(buf, size, used, "]");
	}
	used = append(buf, size, used, "\n");
	for (int p = 0; p < s->players; p++) {
		used = append(buf, size, used,
		              "%s: role %s, markers %d, grey %d, black %d, score %d; hand",
		              seat_names[p], s->role[p] < GP_ROLES ? role_ids[s->role[p]] : "-",
		              s->markers[p], s->greys[p], s->blacks[p], gp_score(s, p));
		used = append_cards(buf, size, used, s->hand[p]);
		used = append(buf, size, used, " |");
		used = append_totems(buf, size, used, s->totem_hand[p]);
		used = append(buf, size, used, "; gifts");
		used = append_cards(buf, size, used, s->gift[p]);
		used = append(buf, size, used, "; poles");
		used = append_totems(buf, size, used, s->poles[p]);
		used = append(buf, size, used, "; rituals");
		used = append_totems(buf, size, used, s->rituals[p]);
		used = append(buf, size, used, "\n");
	}
	return (int)used;
}

/* ---- hidden information ------------------------------------------------------ */

static void gp_observe(const void *state, int seat, void *out)
{
	const gp_state *s = cst(state);
	gp_state *o = out;
	if (o != s)
		memcpy(o, s, sizeof *o);
	o->unseen |= o->deck;
	o->deck = 0;
	o->totem_unseen |= o->totem_box;
	o->totem_box = 0;
	for (int p = 0; p < GP_MAX_PLAYERS; p++) {
		if (p == seat)
			continue;
		o->unseen |= o->hand[p];
		o->hand[p] = 0;
		o->totem_unseen |= o->totem_hand[p];
		o->totem_hand[p] = 0;
	}
}

static uint64_t deal_from(uint64_t *pool, int count, pg_rng *rng)
{
	uint64_t dealt = 0;
	for (int i = 0; i < count && *pool; i++) {
		int card = nth_bit(*pool, pg_rng_below(rng, (uint32_t)popcount64(*pool)));
		*pool &= ~(1ull << card);
		dealt |= 1ull << card;
	}
	return dealt;
}

static void gp_determinize(void *state, int seat, pg_rng *rng)
{
	gp_state *s = state;
	gp_observe(s, seat, s); /* whatever seat cannot see, in the unseen sets */
	uint64_t pool = s->unseen;
	uint64_t totem_pool = s->totem_unseen;
	for (int p = 0; p < s->players; p++) {
		if (p == seat)
			continue;
		s->hand[p] = deal_from(&pool, s->hand_potlatch[p], rng);
		uint64_t tp = totem_pool;
		s->totem_hand[p] = (uint32_t)deal_from(&tp, s->hand_totem[p], rng);
		totem_pool = (uint32_t)tp;
	}
	s->deck = pool;
	s->totem_box = totem_pool;
	s->unseen = 0;
	s->totem_unseen = 0;
}

static uint64_t gp_information_key(const void *state, int seat)
{
	gp_state seen;
	gp_observe(state, seat, &seen);
	const unsigned char *bytes = (const unsigned char *)&seen;
	uint64_t hash = 1469598103934665603ull ^ (uint64_t)(seat + 2);
	for (size_t i = 0; i < sizeof seen; i++) {
		hash ^= bytes[i];
		hash *= 1099511628211ull;
	}
	return hash;
}

/* Draws are the drawer's to make; the deal and the Speaker draw are the
 * table's. */
static int gp_chance_seat(const void *state)
{
	const gp_state *s = cst(state);
	if (s->phase == GP_PHASE_DAY_DRAW || s->phase == GP_PHASE_NIGHT_DRAW)
		return s->turn;
	return -1;
}

static int gp_chance_private_to(const void *state)
{
	return drawer(cst(state));
}

/* ---- invariants ------------------------------------------------------------ */

static bool fail(char *why, size_t size, const char *message, int value)
{
	snprintf(why, size, message, value);
	return false;
}

static bool check_cards(const gp_state *s, char *why, size_t size)
{
	uint64_t seen = 0;
	const uint64_t *sets[] = {&s->deck, &s->discard, &s->unseen};
	for (int i = 0; i < 3; i++) {
		if (seen & *sets[i])
			return fail(why, size, "Potlatch card in two places (pile %d)", i);
		seen |= *sets[i];
	}
	for (int p = 0; p < GP_MAX_PLAYERS; p++) {
		if ((seen & s->hand[p]) || (seen & s->gift[p]) || (s->hand[p] & s->gift[p]))
			return fail(why, size, "Potlatch card of seat %d in two places", p);
		seen |= s->hand[p] | s->gift[p];
		if (s->hand_potlatch[p] != popcount64(s->hand[p]) && !s->unseen)
			return fail(why, size, "seat %d's hand size is wrong", p);
	}
	if (seen != ALL_POTLATCH)
		return fail(why, size, "%d Potlatch cards are missing",
		            GP_POTLATCH_CARDS - popcount64(seen));
	if (!s->unseen && s->deck_count != popcount64(s->deck))
		return fail(why, size, "draw pile count %d is wrong", s->deck_count);
	uint32_t totems = s->totem_box | s->totem_unseen;
	int totem_count = popcount32(s->totem_box) + popcount32(s->totem_unseen);
	for (int p = 0; p < GP_MAX_PLAYERS; p++) {
		uint32_t mine = s->totem_hand[p] | s->poles[p] | s->rituals[p];
		totem_count += popcount32(s->totem_hand[p]) + popcount32(s->poles[p]) +
		               popcount32(s->rituals[p]);
		totems |= mine;
		if (!s->totem_unseen && s->hand_totem[p] != popcount32(s->totem_hand[p]))
			return fail(why, size, "seat %d's Totem hand size is wrong", p);
	}
	if (totems != ALL_TOTEMS || totem_count != GP_TOTEM_CARDS)
		return fail(why, size, "Totem Pole cards are not all in one place (%d)",
		            totem_count);
	return true;
}

static bool gp_check_invariants(const void *state, char *why, size_t size)
{
	const gp_state *s = cst(state);
	if (s->players < GP_MIN_PLAYERS || s->players > GP_MAX_PLAYERS)
		return fail(why, size, "%d players", s->players);
	if (!check_cards(s, why, size))
		return false;
	for (int p = 0; p < GP_MAX_PLAYERS; p++) {
		int on_board = 0;
		for (int f = 0; f < GP_FAMILIES; f++) {
			int here = count_markers_on(s, p, f);
			if (here != s->placed[p][f])
				return fail(why, size, "seat %d's marker count is wrong", p);
			on_board += here;
		}
		int own = p < s->players ? GP_MARKERS : 0;
		if (on_board + s->markers[p] != own)
			return fail(why, size, "seat %d's Potlatch markers are not six", p);
		if (s->greys[p] > 1)
			return fail(why, size, "seat %d keeps two greys", p);
	}
	int roles_taken[GP_ROLES] = {0};
	for (int p = 0; p < s->players; p++)
		if (s->role[p] < GP_ROLES)
			roles_taken[s->role[p]]++;
	for (int r = 0; r < GP_ROLES; r++)
		if (roles_taken[r] + s->role_left[r] != GP_ROLE_MARKERS)
			return fail(why, size, "role %d's two markers are not accounted for",
			            r);
	if (s->phase == GP_PHASE_GATHERING)
		for (int p = 0; p < s->players; p++)
			if (gp_hand_size(s, p) > GP_HAND_LIMIT)
				return fail(why, size, "seat %d starts a day over ten cards",
				            p);
	if (s->day < 1 || s->day > GP_DAYS)
		return fail(why, size, "day %d", s->day);
	return true;
}

/* ---- the table ------------------------------------------------------------- */

extern const pg_game_ai great_potlatch_ai;

const pg_game great_potlatch_game = {
    .id = "great-potlatch",
    .name = "The Great Potlatch",
    .tagline = "Eight days of gifts: give the most, carve poles, keep your name.",
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
