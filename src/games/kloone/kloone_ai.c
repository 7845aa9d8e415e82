/*
 * kloone_ai.c: evaluation and turn-by-turn alpha-beta search for Potlatch
 * Kloone (see kloone_ai.h).
 *
 * Memory: one block per search call holds the transposition table, the
 * Zobrist keys and, per ply, the list of end-of-turn positions with a
 * stamped hash set that merges duplicates. Nothing is allocated while
 * searching, so the search can be cancelled at any node and costs nothing
 * to abandon.
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
	pg_move first; /* first action of a turn that leads there */
	int32_t order; /* ordering score, larger first */
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

/* What a pawn could do within steps moves: where it could end a run on a
 * two-high stack (and so top it with its colour), which stacks of the
 * opponent it could stand on with an action to spare (to take their top
 * chip), and how many first steps it has. */
typedef struct reach_info {
	int twos;
	int breakable;
	int mobility;
	bool on_opponent_stack;
} reach_info;

static void reach(const kloone_state *s, int seat, int steps, uint16_t blocked, reach_info *out)
{
	int start = s->pawn_tile[seat];
	int other = s->pawn_tile[1 - seat];
	uint8_t opponent_stack = (uint8_t)(3 | (kloone_seat_colour(1 - seat) << 2));
	int8_t dist[KLOONE_MAX_TILES];
	int8_t queue[KLOONE_MAX_TILES];
	memset(dist, -1, sizeof dist);
	memset(out, 0, sizeof *out);
	int head = 0, tail = 0;
	dist[start] = 0;
	queue[tail++] = (int8_t)start;
	out->on_opponent_stack = s->stack[start] == opponent_stack;
	out->breakable = out->on_opponent_stack && steps > 0;
	if (height_of(s, start) <= 1 && s->tile_stock > 0)
		for (int d = 0; d < KLOONE_DIRECTIONS; d++)
			out->mobility += s->neighbour[start][d] == KLOONE_BLANK;
	while (head < tail) {
		int u = queue[head++];
		if (dist[u] >= steps)
			continue;
		int h = height_of(s, u);
		for (int d = 0; d < KLOONE_DIRECTIONS; d++) {
			int nb = s->neighbour[u][d];
			if (nb < 0 || nb == other || dist[nb] >= 0 || ((blocked >> nb) & 1))
				continue;
			if (abs(height_of(s, nb) - h) > 1)
				continue;
			dist[nb] = (int8_t)(dist[u] + 1);
			queue[tail++] = (int8_t)nb;
			out->mobility += u == start;
			out->twos += height_of(s, nb) == 2;
			out->breakable += s->stack[nb] == opponent_stack && dist[nb] < steps;
		}
	}
}

/* Can the player to move end the turn leaving every stack as it was (and
 * so end the game on stack count)? A run of pawn moves that ends on a full
 * stack adds nothing; with three actions, a chip moved from a full neutral
 * stack onto a two-high one, the pawn after it and the chip moved back also
 * leave the stacks alone. Any other turn changes a stack. */
static bool walk_to_full(const kloone_state *s, int tile, int steps, uint16_t used, int other)
{
	int h = height_of(s, tile);
	for (int d = 0; d < KLOONE_DIRECTIONS; d++) {
		int nb = s->neighbour[tile][d];
		if (nb < 0 || nb == other || ((used >> nb) & 1) ||
		    abs(height_of(s, nb) - h) > 1)
			continue;
		if (steps == 1
		        ? height_of(s, nb) == KLOONE_MAX_HEIGHT
		        : walk_to_full(s, nb, steps - 1, (uint16_t)(used | (1u << nb)), other))
			return true;
	}
	return false;
}

static bool can_leave_unchanged(const kloone_state *s)
{
	int me = s->to_move, start = s->pawn_tile[me], other = s->pawn_tile[1 - me];
	if (s->run_active || s->actions_left < 2)
		return false;
	if (walk_to_full(s, start, s->actions_left, s->visited, other))
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
	int mine = kloone_stack_count(s, me), theirs = kloone_stack_count(s, other);
	int my_steps = s->actions_left, their_steps = s->actions_per_turn;
	reach_info my_reach, their_reach;
	reach(s, me, my_steps, (uint16_t)(s->visited & ~(1u << s->pawn_tile[me])), &my_reach);
	reach(s, other, their_steps, 0, &their_reach);
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
	bool unchanged = mine >= theirs && can_leave_unchanged(s);
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
	int i = out->count++;
	out->states[i] = *s;
	out->info[i].hash = h;
	out->info[i].first = first;
	out->info[i].order = 0;
	out->order[i] = (int16_t)i;
}

/* Every way to play out the current turn of s: its end positions go to
 * out. A position where the player is stuck mid-turn ends the game and is
 * listed too. */
static void walk_turn(search_ctx *c, const kloone_state *s, ply_children *out, pg_move first)
{
	pg_move moves[2 * KLOONE_DIRECTIONS];
	int n = kloone_game.legal_moves(s, moves, 2 * KLOONE_DIRECTIONS);
	for (int i = 0; i < n && !c->stop; i++) {
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

/* The value of child for mover, searched depth - 1 turns further. */
static int child_value(search_ctx *c, const kloone_state *child, int mover, int depth,
                       int alpha, int beta, int ply)
{
	if (depth <= 1 || child->phase == KLOONE_PHASE_OVER)
		return child_static(c, child, mover, ply + 1);
	return -negamax(c, child, depth - 1, -beta, -alpha, ply + 1);
}

static tt_entry *tt_slot(search_ctx *c, uint64_t h)
{
	return &c->tt[h & (TT_SIZE - 1)];
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
		int value = child_value(c, &list->states[i], mover, depth, alpha, beta, ply);
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
	entry->key = h;
	entry->best = best_hash;
	entry->value = best;
	entry->depth = (int8_t)depth;
	entry->bound = (uint8_t)(best <= original_alpha ? BOUND_UPPER
	                         : best >= beta         ? BOUND_LOWER
	                                                : BOUND_EXACT);
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
		int value = child_value(c, &list->states[i], mover, depth, alpha, SCORE_INF, 0);
		if (c->stop)
			return;
		value += noise_for(c, list->info[i].hash);
		out->completed++;
		if (value > out->value) {
			out->value = value;
			out->move = list->info[i].first;
			out->hash = list->info[i].hash;
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
            /* hard: as deep as three million positions allow */
            {.iterations = 3000, .depth = 8, .max_seconds = 0.7},
        },
};
