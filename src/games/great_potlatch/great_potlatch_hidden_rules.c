/*
 * great_potlatch_hidden_rules.c: The Great Potlatch's hidden-information
 * half of the game interface (what a seat sees, a re-deal consistent with
 * it, its information-set key, whose draw is private) and the invariants
 * the conformance test checks after every move.
 */
#include "great_potlatch_rules_internal.h"

#include <stdio.h>
#include <string.h>

/* ---- hidden information ------------------------------------------------------ */

void gp_observe(const void *state, int seat, void *out)
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
		int card = random_bit(*pool, rng);
		*pool &= ~(1ull << card);
		dealt |= 1ull << card;
	}
	return dealt;
}

/* The unseen Potlatch cards fall in two pools that never mix: those
 * known to have stayed in a hand since the last reshuffle, dealt back to
 * the hands that hold that many of them, and the rest (the draw pile and
 * what was drawn from it since), dealt to the other places in the hands
 * and to the pile. Before any reshuffle the first pool is empty. */
void gp_determinize(void *state, int seat, pg_rng *rng)
{
	gp_state *s = state;
	gp_observe(s, seat, s); /* whatever seat cannot see, in the unseen sets */
	uint64_t held_pool = s->unseen & s->held_at_reshuffle;
	uint64_t pool = s->unseen & ~s->held_at_reshuffle;
	uint64_t totem_pool = s->totem_unseen;
	for (int p = 0; p < s->players; p++) {
		if (p == seat)
			continue;
		int held = s->held_at_reshuffle_count[p];
		s->hand[p] = deal_from(&held_pool, held, rng) |
		             deal_from(&pool, s->hand_potlatch[p] - held, rng);
		uint64_t tp = totem_pool;
		s->totem_hand[p] = (uint32_t)deal_from(&tp, s->hand_totem[p], rng);
		totem_pool = (uint32_t)tp;
	}
	s->deck = pool | held_pool; /* held_pool is empty by now */
	s->totem_box = totem_pool;
	s->unseen = 0;
	s->totem_unseen = 0;
}

uint64_t gp_information_key(const void *state, int seat)
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
int gp_chance_seat(const void *state)
{
	const gp_state *s = cst(state);
	if (s->phase == GP_PHASE_DAY_DRAW || s->phase == GP_PHASE_NIGHT_DRAW)
		return s->turn;
	return -1;
}

int gp_chance_private_to(const void *state)
{
	return gp_drawer(cst(state));
}

/* ---- invariants ------------------------------------------------------------ */

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

static bool fail(char *why, size_t size, const char *message, int value)
{
	snprintf(why, size, message, value);
	return false;
}

/* The cards held since the last reshuffle are in hands (or unseen, in an
 * observation), and each seat's count of them is right. */
static bool check_held_at_reshuffle(const gp_state *s, char *why, size_t size)
{
	uint64_t hands = s->unseen;
	for (int p = 0; p < GP_MAX_PLAYERS; p++) {
		hands |= s->hand[p];
		int held = s->held_at_reshuffle_count[p];
		if (held > s->hand_potlatch[p] ||
		    (!s->unseen && held != popcount64(s->held_at_reshuffle & s->hand[p])))
			return fail(why, size,
			            "seat %d's count of cards kept since a reshuffle is wrong",
			            p);
	}
	if (s->held_at_reshuffle & ~hands)
		return fail(why, size, "%d cards held since the reshuffle are out of the hands",
		            popcount64(s->held_at_reshuffle & ~hands));
	return true;
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
	return check_held_at_reshuffle(s, why, size);
}

bool gp_check_invariants(const void *state, char *why, size_t size)
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

