/*
 * kloone_ai.c: evaluation and turn-by-turn alpha-beta search for Potlatch
 * Kloone (see kloone_ai.h).
 *
 * Memory: one block per search call holds the transposition table, the
 * Zobrist keys and, per ply, the list of end-of-turn positions with a
 * stamped hash set that merges duplicates. Nothing is allocated while
 * searching, so the search can be cancelled at any node and costs nothing
 * to abandon.
 *
 * Speed: a node one turn from the horizon evaluates its end positions as
 * the walk over its turn reaches them and stops at a beta cut (struct
 * frontier), and the evaluation works on bit sets of the tiles (struct
 * board_bits), so most of the time goes into generating positions.
 */
#include "kloone_ai.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "pg_ai.h"

enum {
	SCORE_WIN = 1000000,   /* a won game, less the plies it takes */
	SCORE_DOOMED = 200000, /* the evaluation sees a loss it cannot stop */
	SCORE_INF = 2000000,
	MAX_PLY = 12, /* turns deep */
	/* At most twelve actions are legal at a time, so a turn of three
	 * actions ends in at most 12^3 positions. */
	MAX_CHILDREN = 12 * 12 * 12,
	SEEN_BITS = 12,
	SEEN_SIZE = 1 << SEEN_BITS,
	TT_BITS = 17,
	TT_SIZE = 1 << TT_BITS,
	STACK_CODES = 16,
	EASY_NOISE = 400, /* easy's random nudge to each turn, in score units */
	CONTEMPT = 150,   /* a draw is worth this much less than level play */
	DRAW_DELAY = 10,  /* and this much less for each turn it comes sooner */
};

typedef enum bound { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } bound;

typedef struct tt_entry {
	uint64_t key;
	uint64_t best; /* hash of the best child */
	int32_t value;
	int8_t depth;
	uint8_t bound;
} tt_entry;

typedef struct child_info {
	uint64_t hash;
	pg_move first;      /* first action of a turn that leads there */
	int32_t order;      /* ordering score, larger first */
	int32_t static_val; /* child_static(), once order_children computed it */
	bool has_static;
} child_info;

typedef struct ply_children {
	kloone_state states[MAX_CHILDREN];
	child_info info[MAX_CHILDREN];
	int16_t order[MAX_CHILDREN];
	int count;
	uint64_t seen_key[SEEN_SIZE];
	uint32_t seen_stamp[SEEN_SIZE];
} ply_children;

typedef struct zobrist {
	uint64_t stack[KLOONE_CELLS][STACK_CODES];
	uint64_t pawn[KLOONE_SEATS][KLOONE_CELLS];
	uint64_t visited[KLOONE_CELLS];
	uint64_t side[KLOONE_SEATS];
	uint64_t actions[4];
	uint64_t run;
	uint64_t over[3];
} zobrist;

/* A frontier node (one turn left to search) is searched while its turns
 * are listed: each distinct end position is evaluated as soon as it is
 * reached, and the listing stops at a beta cut. The positions come in the
 * same order as a listed frontier would search them, so the value and the
 * move are the same; only the turns after the cut are never generated. */
typedef struct frontier {
	int mover, ply;
	int alpha, beta;
	int best;
	uint64_t best_hash;
	bool cut;
} frontier;

typedef struct search_ctx {
	zobrist keys;
	tt_entry tt[TT_SIZE];
	ply_children plies[MAX_PLY + 1];
	uint32_t stamp;
	long long nodes;
	long long node_limit; /* enforced from the second iteration on */
	int iteration;
	double deadline;
	const volatile int *cancel;
	bool stop;
	bool cancelled;
	int noise;
	int contempt;
	int root_seat;
	uint64_t seed;
	frontier *leaf; /* set while a frontier node lists its turns */
} search_ctx;

/* ---- evaluation ------------------------------------------------------------ */

static int height_of(const kloone_state *s, int tile)
{
	return s->stack[tile] & 3;
}

static int min3(int a, int b, int c)
{
	int m = a < b ? a : b;
	return m < c ? m : c;
}

/* The board as bit sets over tiles (at most twelve, so a uint16_t each),
 * made once per evaluation: which neighbours a pawn may step to from each
 * tile (a height difference of at most one), the two-high and full stacks,
 * and each player's stacks. */
typedef struct board_bits {
	uint16_t step[KLOONE_MAX_TILES];
	uint16_t twos, full, owned[KLOONE_SEATS];
} board_bits;

/* Bits set in a 16-bit set (without a popcount instruction the builtin
 * is a library call). */
static int bit_count(unsigned x)
{
	x = x - ((x >> 1) & 0x5555u);
	x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
	x = (x + (x >> 4)) & 0x0f0fu;
	return (int)((x + (x >> 8)) & 0x1fu);
}

static void board_bits_make(const kloone_state *s, board_bits *b)
{
	uint8_t own0 = (uint8_t)(3 | (kloone_seat_colour(0) << 2));
	uint8_t own1 = (uint8_t)(3 | (kloone_seat_colour(1) << 2));
	unsigned at_height[KLOONE_MAX_HEIGHT + 3] = {0}; /* index height + 1 */
	b->owned[0] = b->owned[1] = 0;
	for (int t = 0; t < s->tile_count; t++) {
		unsigned bit = 1u << t;
		at_height[height_of(s, t) + 1] |= bit;
		b->owned[0] |= s->stack[t] == own0 ? bit : 0;
		b->owned[1] |= s->stack[t] == own1 ? bit : 0;
	}
	b->twos = (uint16_t)at_height[2 + 1];
	b->full = (uint16_t)at_height[KLOONE_MAX_HEIGHT + 1];
	/* Tiles a pawn on height h may step to: heights h - 1 to h + 1. */
	unsigned band[KLOONE_MAX_HEIGHT + 1];
	for (int h = 0; h <= KLOONE_MAX_HEIGHT; h++)
		band[h] = at_height[h] | at_height[h + 1] | at_height[h + 2];
	for (int t = 0; t < s->tile_count; t++) {
		unsigned near = 0;
		for (int d = 0; d < KLOONE_DIRECTIONS; d++) {
			int nb = s->neighbour[t][d];
			near |= nb >= 0 ? 1u << nb : 0;
		}
		b->step[t] = (uint16_t)(near & band[height_of(s, t)]);
	}
}

/* What a pawn could do within steps moves: where it could end a run on a
 * two-high stack (and so top it with its colour), which stacks of the
 * opponent it could stand on with an action to spare (to take their top
 * chip), and how many first steps it has. A breadth-first search over the
 * bit sets: ring k holds the tiles first reached after k steps. */
typedef struct reach_info {
	int twos;
	int breakable;
	int mobility;
	bool on_opponent_stack;
} reach_info;

static void reach(const kloone_state *s, const board_bits *b, int seat, int steps,
                  uint16_t blocked, reach_info *out)
{
	int start = s->pawn_tile[seat];
	unsigned opponent = b->owned[1 - seat];
	unsigned allowed = ~(blocked | (1u << s->pawn_tile[1 - seat]));
	memset(out, 0, sizeof *out);
	out->on_opponent_stack = (opponent >> start) & 1;
	out->breakable = out->on_opponent_stack && steps > 0;
	if (height_of(s, start) <= 1 && s->tile_stock > 0)
		for (int d = 0; d < KLOONE_DIRECTIONS; d++)
			out->mobility += s->neighbour[start][d] == KLOONE_BLANK;
	unsigned reached = 1u << start, ring = reached;
	for (int k = 1; k <= steps && ring; k++) {
		unsigned next = 0;
		for (unsigned r = ring; r; r &= r - 1)
			next |= b->step[__builtin_ctz(r)];
		next &= allowed & ~reached;
		if (k == 1)
			out->mobility += bit_count(next);
		out->twos += bit_count(next & b->twos);
		if (k < steps)
			out->breakable += bit_count(next & opponent);
		reached |= next;
		ring = next;
	}
}

/* Can the player to move end the turn leaving every stack as it was (and
 * so end the game on stack count)? A run of pawn moves that ends on a full
 * stack adds nothing; with three actions, a chip moved from a full neutral
 * stack onto a two-high one, the pawn after it and the chip moved back also
 * leave the stacks alone. Any other turn changes a stack. */
static bool walk_to_full(const board_bits *b, int tile, int steps, unsigned used)
{
	unsigned next = b->step[tile] & ~used;
	if (steps == 1)
		return (next & b->full) != 0;
	for (; next; next &= next - 1) {
		int nb = __builtin_ctz(next);
		if (walk_to_full(b, nb, steps - 1, used | (1u << nb)))
			return true;
	}
	return false;
}

static bool can_leave_unchanged(const kloone_state *s, const board_bits *b)
{
	int me = s->to_move, start = s->pawn_tile[me], other = s->pawn_tile[1 - me];
	if (s->run_active || s->actions_left < 2)
		return false;
	if (walk_to_full(b, start, s->actions_left, s->visited | (1u << other)))
		return true;
	if (s->actions_left != 3 || s->stack[start] != KLOONE_MAX_HEIGHT)
		return false;
	for (int d = 0; d < KLOONE_DIRECTIONS; d++) {
		int nb = s->neighbour[start][d];
		if (nb >= 0 && nb != other && height_of(s, nb) == 2)
			return true;
	}
	return false;
}

/* The score of a position in play for the player to move, given what a
 * draw is worth to them. */
static int score_for(const kloone_state *s, int draw)
{
	int me = s->to_move, other = 1 - me;
	board_bits b;
	board_bits_make(s, &b);
	int mine = bit_count(b.owned[me]), theirs = bit_count(b.owned[other]);
	int my_steps = s->actions_left, their_steps = s->actions_per_turn;
	reach_info my_reach, their_reach;
	reach(s, &b, me, my_steps, (uint16_t)(s->visited & ~(1u << s->pawn_tile[me])), &my_reach);
	reach(s, &b, other, their_steps, 0, &their_reach);
	/* Three of theirs at the start of their next turn win for them unless
	 * this turn takes enough apart: a break is a step onto the stack and a
	 * chip move, or the chip move alone when the pawn already stands there. */
	if (theirs >= KLOONE_STACKS_TO_WIN) {
		int on = my_reach.on_opponent_stack;
		int breaks = on + (my_steps - on) / 2;
		if (breaks > my_reach.breakable)
			breaks = my_reach.breakable;
		if (theirs - breaks >= KLOONE_STACKS_TO_WIN)
			return -SCORE_DOOMED;
	}
	bool unchanged = mine >= theirs && can_leave_unchanged(s, &b);
	if (unchanged && mine > theirs)
		return SCORE_DOOMED; /* a quiet turn wins on stack count */
	int my_gain = min3(my_reach.twos, (my_steps + 1) / 2, s->colour_supply[me]);
	int their_gain = min3(their_reach.twos, (their_steps + 1) / 2, s->colour_supply[other]);
	int score = 1000 * (mine - theirs) + 300 * my_gain - 200 * their_gain +
	            20 * (my_reach.mobility - their_reach.mobility);
	if (mine + my_gain >= KLOONE_STACKS_TO_WIN)
		score += 500;
	if (theirs + their_gain >= KLOONE_STACKS_TO_WIN)
		score -= 400;
	if (unchanged && score < draw)
		score = draw; /* a quiet turn ends it level */
	return score;
}

static int terminal_score(const kloone_state *s, int seat, int ply, int draw)
{
	if (s->winner < 0)
		return draw;
	return s->winner == seat ? SCORE_WIN - ply : -(SCORE_WIN - ply);
}

int kloone_ai_score(const kloone_state *s, int seat)
{
	if (s->phase == KLOONE_PHASE_OVER)
		return terminal_score(s, seat, 0, 0);
	if (s->phase != KLOONE_PHASE_PLAY)
		return 0;
	int score = score_for(s, 0);
	return s->to_move == seat ? score : -score;
}

static double kloone_ai_evaluate(const void *state, int seat)
{
	kloone_state s = *(const kloone_state *)state;
	if (s.phase == KLOONE_PHASE_OVER)
		return s.winner < 0 ? 0.5 : s.winner == seat ? 1.0 : 0.0;
	kloone_end_run(&s);
	return 1.0 / (1.0 + exp(-kloone_ai_score(&s, seat) / 800.0));
}

/* ---- hashing ---------------------------------------------------------------- */

static uint64_t splitmix(uint64_t *x)
{
	uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static void zobrist_init(zobrist *keys)
{
	uint64_t x = 0x4b6c6f6f6e65ull; /* fixed: hashes are the same every run */
	uint64_t *all = (uint64_t *)keys;
	for (size_t i = 0; i < sizeof *keys / sizeof(uint64_t); i++)
		all[i] = splitmix(&x);
}

static uint64_t hash_state(const zobrist *keys, const kloone_state *s)
{
	uint64_t h = 0;
	for (int t = 0; t < s->tile_count; t++)
		h ^= keys->stack[s->tile_cell[t]][s->stack[t] & (STACK_CODES - 1)];
	if (s->phase == KLOONE_PHASE_OVER)
		return h ^ keys->over[s->winner + 1];
	for (int seat = 0; seat < KLOONE_SEATS; seat++)
		h ^= keys->pawn[seat][s->tile_cell[s->pawn_tile[seat]]];
	h ^= keys->side[s->to_move] ^ keys->actions[s->actions_left & 3];
	if (s->run_active)
		h ^= keys->run;
	for (int t = 0; t < s->tile_count; t++)
		if ((s->visited >> t) & 1)
			h ^= keys->visited[s->tile_cell[t]];
	return h;
}

/* ---- budget ----------------------------------------------------------------- */

static void check_limits(search_ctx *c)
{
	if ((c->nodes & 255) == 0) {
		if (c->cancel && *c->cancel) {
			c->stop = c->cancelled = true;
			return;
		}
		if ((c->nodes & 4095) == 0 && c->deadline > 0 && pg_ai_now() > c->deadline)
			c->stop = true;
	}
	if (c->iteration > 1 && c->nodes >= c->node_limit)
		c->stop = true;
}

/* ---- listing the turns ------------------------------------------------------- */

static int child_static(const search_ctx *c, const kloone_state *child, int mover, int ply);

static void add_child(search_ctx *c, ply_children *out, const kloone_state *s, pg_move first)
{
	uint64_t h = hash_state(&c->keys, s);
	unsigned slot = (unsigned)h & (SEEN_SIZE - 1);
	while (out->seen_stamp[slot] == c->stamp) {
		if (out->seen_key[slot] == h)
			return; /* another order of actions got here already */
		slot = (slot + 1) & (SEEN_SIZE - 1);
	}
	out->seen_stamp[slot] = c->stamp;
	out->seen_key[slot] = h;
	frontier *leaf = c->leaf;
	if (leaf) {
		int value = child_static(c, s, leaf->mover, leaf->ply + 1);
		if (value > leaf->best) {
			leaf->best = value;
			leaf->best_hash = h;
		}
		if (leaf->best > leaf->alpha)
			leaf->alpha = leaf->best;
		leaf->cut = leaf->alpha >= leaf->beta;
		out->count++;
		return;
	}
	int i = out->count++;
	out->states[i] = *s;
	out->info[i].hash = h;
	out->info[i].first = first;
	out->info[i].order = 0;
	out->info[i].has_static = false;
	out->order[i] = (int16_t)i;
}

/* Every way to play out the current turn of s: its end positions go to
 * out. A position where the player is stuck mid-turn ends the game and is
 * listed too. */
static void walk_turn(search_ctx *c, const kloone_state *s, ply_children *out, pg_move first)
{
	pg_move moves[2 * KLOONE_DIRECTIONS];
	int n = kloone_game.legal_moves(s, moves, 2 * KLOONE_DIRECTIONS);
	for (int i = 0; i < n && !c->stop && !(c->leaf && c->leaf->cut); i++) {
		kloone_state next = *s;
		kloone_game.apply_move(&next, moves[i], NULL);
		c->nodes++;
		check_limits(c);
		pg_move lead = first == PG_NO_MOVE ? moves[i] : first;
		if (next.phase == KLOONE_PHASE_PLAY && next.to_move == s->to_move)
			walk_turn(c, &next, out, lead);
		else
			add_child(c, out, &next, lead);
	}
}

static int expand(search_ctx *c, const kloone_state *s, int ply)
{
	ply_children *out = &c->plies[ply];
	out->count = 0;
	if (++c->stamp == 0) {
		memset(out->seen_stamp, 0, sizeof out->seen_stamp);
		c->stamp = 1;
	}
	walk_turn(c, s, out, PG_NO_MOVE);
	return out->count;
}

/* What a draw ply turns ahead is worth to seat: the searching side plays
 * for a win, and the later a draw comes the more chances it leaves. */
static int draw_for(const search_ctx *c, int seat, int ply)
{
	int cost = c->contempt + DRAW_DELAY * (MAX_PLY - ply);
	return seat == c->root_seat ? -cost : cost;
}

/* A child's value for the player who chose it, before searching deeper. */
static int child_static(const search_ctx *c, const kloone_state *child, int mover, int ply)
{
	if (child->phase == KLOONE_PHASE_OVER)
		return terminal_score(child, mover, ply, draw_for(c, mover, ply));
	return -score_for(child, draw_for(c, child->to_move, ply));
}

/* Best first: the transposition table's choice, then by static value. */
static void order_children(const search_ctx *c, ply_children *list, int mover, int ply,
                           uint64_t tt_best)
{
	for (int i = 0; i < list->count; i++) {
		int value = child_static(c, &list->states[i], mover, ply + 1);
		list->info[i].static_val = value;
		list->info[i].has_static = true;
		list->info[i].order = list->info[i].hash == tt_best ? SCORE_INF : value;
	}
	/* Insertion sort of indices: lists are at most a few hundred long
	 * and mostly arrive in no order worth keeping. */
	for (int i = 1; i < list->count; i++) {
		int16_t index = list->order[i];
		int key = list->info[index].order;
		int j = i - 1;
		while (j >= 0 && list->info[list->order[j]].order < key) {
			list->order[j + 1] = list->order[j];
			j--;
		}
		list->order[j + 1] = index;
	}
}

/* ---- negamax -------------------------------------------------------------- */

static int negamax(search_ctx *c, const kloone_state *s, int depth, int alpha, int beta,
                   int ply);

/* The value of child i of list for mover, searched depth - 1 turns
 * further (its static value is reused when ordering computed it). */
static int child_value(search_ctx *c, const ply_children *list, int i, int mover, int depth,
                       int alpha, int beta, int ply)
{
	const kloone_state *child = &list->states[i];
	if (depth <= 1 || child->phase == KLOONE_PHASE_OVER)
		return list->info[i].has_static ? list->info[i].static_val
		                                : child_static(c, child, mover, ply + 1);
	return -negamax(c, child, depth - 1, -beta, -alpha, ply + 1);
}

static tt_entry *tt_slot(search_ctx *c, uint64_t h)
{
	return &c->tt[h & (TT_SIZE - 1)];
}

static void tt_store(tt_entry *entry, uint64_t h, uint64_t best_hash, int best, int depth,
                     int alpha, int beta)
{
	entry->key = h;
	entry->best = best_hash;
	entry->value = best;
	entry->depth = (int8_t)depth;
	entry->bound = (uint8_t)(best <= alpha  ? BOUND_UPPER
	                         : best >= beta ? BOUND_LOWER
	                                        : BOUND_EXACT);
}

static int negamax(search_ctx *c, const kloone_state *s, int depth, int alpha, int beta,
                   int ply)
{
	uint64_t h = hash_state(&c->keys, s);
	tt_entry *entry = tt_slot(c, h);
	uint64_t tt_best = 0;
	if (entry->key == h) {
		tt_best = entry->best;
		if (entry->depth >= depth) {
			if (entry->bound == BOUND_EXACT ||
			    (entry->bound == BOUND_LOWER && entry->value >= beta) ||
			    (entry->bound == BOUND_UPPER && entry->value <= alpha))
				return entry->value;
		}
	}
	if (ply >= MAX_PLY)
		return score_for(s, draw_for(c, s->to_move, ply));
	if (depth <= 1 && !tt_best) {
		frontier leaf = {s->to_move, ply, alpha, beta, -SCORE_INF, 0, false};
		c->leaf = &leaf;
		int listed = expand(c, s, ply);
		c->leaf = NULL;
		if (c->stop)
			return 0;
		if (listed == 0)
			leaf.best = -(SCORE_WIN - ply); /* not reached, as below */
		tt_store(entry, h, leaf.best_hash, leaf.best, depth, alpha, beta);
		return leaf.best;
	}
	int count = expand(c, s, ply);
	if (c->stop)
		return 0;
	ply_children *list = &c->plies[ply];
	int mover = s->to_move;
	if (depth > 1 || tt_best)
		order_children(c, list, mover, ply, tt_best);
	int best = -SCORE_INF, original_alpha = alpha;
	uint64_t best_hash = 0;
	for (int k = 0; k < count; k++) {
		int i = list->order[k];
		int value = child_value(c, list, i, mover, depth, alpha, beta, ply);
		if (c->stop)
			return 0;
		if (value > best) {
			best = value;
			best_hash = list->info[i].hash;
		}
		if (best > alpha)
			alpha = best;
		if (alpha >= beta)
			break;
	}
	if (count == 0)
		best = -(SCORE_WIN - ply); /* not reached: a stuck player has lost already */
	tt_store(entry, h, best_hash, best, depth, original_alpha, beta);
	return best;
}

/* Easy's nudge: a fixed function of the seed and the position reached. */
static int noise_for(const search_ctx *c, uint64_t child_hash)
{
	if (c->noise <= 0)
		return 0;
	uint64_t x = c->seed ^ child_hash;
	return (int)(splitmix(&x) % (uint64_t)(2 * c->noise + 1)) - c->noise;
}

typedef struct root_result {
	pg_move move;
	int value;
	uint64_t hash;
	int completed; /* root children fully searched */
} root_result;

/* Among turns of equal value the seed decides, as greedy's reservoir
 * sampling does elsewhere: a seeded game still replays exactly, but games
 * between two deterministic searchers do not all repeat one another. */
static uint64_t tie_key(const search_ctx *c, uint64_t child_hash)
{
	uint64_t x = c->seed ^ child_hash;
	return splitmix(&x);
}

static void search_root(search_ctx *c, const kloone_state *s, int depth, uint64_t previous,
                        root_result *out)
{
	ply_children *list = &c->plies[0];
	int mover = s->to_move;
	out->completed = 0;
	out->value = -SCORE_INF;
	order_children(c, list, mover, 0, previous);
	int alpha = -SCORE_INF;
	for (int k = 0; k < list->count; k++) {
		int i = list->order[k];
		/* One below the best so far, so that a turn as good as the best
		 * gets its exact value and can win the tie. */
		int window = alpha > -SCORE_INF ? alpha - 1 : alpha;
		int value = child_value(c, list, i, mover, depth, window, SCORE_INF, 0);
		if (c->stop)
			return;
		value += noise_for(c, list->info[i].hash);
		out->completed++;
		uint64_t hash = list->info[i].hash;
		if (value > out->value ||
		    (value == out->value && tie_key(c, hash) > tie_key(c, out->hash))) {
			out->value = value;
			out->move = list->info[i].first;
			out->hash = hash;
		}
		if (value > alpha)
			alpha = value;
	}
}

static void search_setup(search_ctx *c, const pg_ai_request *request,
                         const pg_ai_budget *budget)
{
	zobrist_init(&c->keys);
	c->stamp = 0;
	c->nodes = 0;
	c->node_limit = budget->iterations > 0 ? (long long)budget->iterations * 1000 : 100000;
	c->deadline = budget->max_seconds > 0 ? pg_ai_now() + budget->max_seconds : 0;
	c->cancel = request->cancel;
	c->stop = c->cancelled = false;
	c->seed = request->seed;
	c->noise = request->kind == PG_AI_EASY ? EASY_NOISE : 0;
	c->contempt = CONTEMPT;
	c->root_seat = request->seat;
	c->iteration = 1;
}

void kloone_ai_search(const pg_game *game, const void *state, const pg_ai_request *request,
                      const pg_ai_budget *budget, pg_ai_result *result)
{
	(void)game;
	const kloone_state *s = (const kloone_state *)state;
	pg_move fallback[2 * KLOONE_DIRECTIONS];
	int legal = kloone_game.legal_moves(s, fallback, 2 * KLOONE_DIRECTIONS);
	result->move = legal ? fallback[0] : PG_NO_MOVE;
	if (legal == 0)
		return;
	if (request->cancel && *request->cancel) {
		result->cancelled = true;
		return;
	}
	search_ctx *c = calloc(1, sizeof *c);
	if (!c)
		return;
	search_setup(c, request, budget);
	int max_depth = request->kind == PG_AI_GREEDY ? 1
	                : budget->depth > 0           ? budget->depth
	                                              : 2;
	if (max_depth > MAX_PLY)
		max_depth = MAX_PLY;
	expand(c, s, 0);
	uint64_t previous = 0;
	for (int depth = 1; depth <= max_depth && !c->stop; depth++) {
		c->iteration = depth;
		root_result found = {PG_NO_MOVE, 0, 0, 0};
		search_root(c, s, depth, previous, &found);
		if (found.completed == 0)
			break;
		result->move = found.move;
		result->value = 1.0 / (1.0 + exp(-found.value / 800.0));
		previous = found.hash;
		if (abs(found.value) >= SCORE_WIN - MAX_PLY)
			break; /* the result is certain */
	}
	result->nodes = c->nodes;
	result->cancelled = c->cancelled;
	free(c);
}

const pg_game_ai kloone_ai = {
    .evaluate = kloone_ai_evaluate,
    .playout_move = NULL,
    .search = kloone_ai_search,
    .levels =
        {
            /* easy: this turn only, nudged at random */
            {.iterations = 20, .depth = 1, .max_seconds = 0.25},
            /* normal: this turn, the reply and the next */
            {.iterations = 300, .depth = 3, .max_seconds = 0.2},
            /* hard: as deep as 1.5 million positions allow (about a
             * quarter of a second on one core) */
            {.iterations = 1500, .depth = 8, .max_seconds = 0.85},
        },
};
