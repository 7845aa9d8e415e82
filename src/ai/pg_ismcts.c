/*
 * pg_ismcts.c: single-observer information-set MCTS (see pg_ismcts.h).
 *
 * Children of a node are a singly linked list in the pool. Decision
 * children stay sorted by move, so one merge walk against the sorted legal
 * moves finds which are available, which are untried, and the UCB best.
 */
#include "pg_ismcts.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "pg_ai.h"

typedef struct ismcts_node {
	int32_t first_child;  /* -1: none yet */
	int32_t next_sibling; /* -1: last */
	uint64_t key;         /* decision edge: the move; chance edge: the information key */
	pg_move move; /* the move on the edge (a chance edge: one outcome it stands for) */
	int32_t visits;
	int32_t available; /* iterations in which the edge was legal */
	int32_t is_chance;
	double value; /* summed reward of the seat that chose the move */
} ismcts_node;

enum { ISMCTS_MAX_PATH = 1024 };

typedef struct ismcts_step {
	int node;
	int mover; /* seat that chose the edge into node, or PG_CHANCE */
} ismcts_step;

typedef struct ismcts {
	const pg_game *game;
	int seat;
	int seats;
	double exploration;
	int depth;
	ismcts_node *nodes;
	int count;
	int cap;
	void *world;         /* the iteration's determinization */
	unsigned char *seen; /* scratch for information keys */
	ismcts_step *path;
	pg_move *moves; /* PG_MAX_MOVES */
	pg_rng rng;
} ismcts;

static int new_node(ismcts *t, uint64_t key, pg_move move, bool is_chance)
{
	if (t->count >= t->cap)
		return -1;
	int index = t->count++;
	t->nodes[index] = (ismcts_node){.first_child = -1,
	                                .next_sibling = -1,
	                                .key = key,
	                                .move = move,
	                                .is_chance = is_chance};
	return index;
}

/* The seat's information key of the world, without allocating. */
static uint64_t world_key(ismcts *t)
{
	const pg_game *game = t->game;
	if (game->information_key)
		return game->information_key(t->world, t->seat);
	pg_game_observe(game, t->world, t->seat, t->seen);
	uint64_t hash = 1469598103934665603ull ^ (uint64_t)(t->seat + 2);
	for (size_t i = 0; i < game->state_size; i++) {
		hash ^= t->seen[i];
		hash *= 1099511628211ull;
	}
	return hash;
}

/* Follows (or makes) the chance edge the sampled outcome leads to.
 * *fresh tells that the edge was just made. -1 when the pool is full. */
static int chance_child(ismcts *t, int node, pg_move outcome, bool *fresh)
{
	t->game->apply_move(t->world, outcome, NULL);
	uint64_t key = world_key(t);
	int *link = &t->nodes[node].first_child;
	for (int c = *link; c >= 0; c = t->nodes[c].next_sibling)
		if (t->nodes[c].is_chance && t->nodes[c].key == key)
			return c;
	int child = new_node(t, key, outcome, true);
	if (child < 0)
		return -1;
	/* Chance edges go first; decision edges after them stay sorted. */
	t->nodes[child].next_sibling = *link;
	*link = child;
	*fresh = true;
	return child;
}

/* Chooses the decision edge: an untried legal move if any (made now,
 * *fresh set), else the UCB best among the available ones. */
static int decision_child(ismcts *t, int node, int to_move, bool *fresh)
{
	int n = t->game->legal_moves(t->world, t->moves, PG_MAX_MOVES);
	if (n <= 0)
		return -1;
	int untried = 0;
	pg_move pick = PG_NO_MOVE;
	int best = -1;
	double best_score = -INFINITY;
	(void)to_move;
	/* Pass 1: availability, untried moves (reservoir-sampled). */
	int c = t->nodes[node].first_child;
	while (c >= 0 && t->nodes[c].is_chance)
		c = t->nodes[c].next_sibling;
	for (int i = 0; i < n; i++) {
		while (c >= 0 && (t->nodes[c].is_chance || t->nodes[c].move < t->moves[i]))
			c = t->nodes[c].next_sibling;
		if (c >= 0 && t->nodes[c].move == t->moves[i]) {
			t->nodes[c].available++;
		} else if (pg_rng_below(&t->rng, (uint32_t)++untried) == 0) {
			pick = t->moves[i];
		}
	}
	if (untried) {
		int child = new_node(t, (uint64_t)pick, pick, false);
		if (child < 0)
			return -1;
		t->nodes[child].available = 1;
		/* Insert in move order after the chance edges. */
		int *link = &t->nodes[node].first_child;
		while (*link >= 0 && (t->nodes[*link].is_chance || t->nodes[*link].move < pick))
			link = &t->nodes[*link].next_sibling;
		t->nodes[child].next_sibling = *link;
		*link = child;
		*fresh = true;
		return child;
	}
	/* Pass 2: UCB over the available edges. */
	c = t->nodes[node].first_child;
	for (int i = 0; i < n; i++) {
		while (c >= 0 && (t->nodes[c].is_chance || t->nodes[c].move < t->moves[i]))
			c = t->nodes[c].next_sibling;
		if (c < 0 || t->nodes[c].move != t->moves[i])
			continue;
		const ismcts_node *edge = &t->nodes[c];
		double score =
		    edge->value / edge->visits +
		    t->exploration * sqrt(log((double)edge->available) / edge->visits);
		if (score > best_score) {
			best_score = score;
			best = c;
		}
	}
	return best;
}

static void playout(ismcts *t)
{
	const pg_game *game = t->game;
	for (int ply = 0; t->depth <= 0 || ply < t->depth; ply++) {
		int to_move = game->current_player(t->world);
		if (to_move == PG_TERMINAL)
			return;
		pg_move move = to_move != PG_CHANCE && game->ai->playout_move
		                   ? game->ai->playout_move(t->world, &t->rng)
		                   : pg_ai_random_move(game, t->world, &t->rng);
		if (move == PG_NO_MOVE)
			return;
		game->apply_move(t->world, move, NULL);
	}
}

static void iterate(ismcts *t, const void *root)
{
	const pg_game *game = t->game;
	memcpy(t->world, root, game->state_size);
	game->determinize(t->world, t->seat, &t->rng);
	int node = 0, length = 0;
	for (;;) {
		int to_move = game->current_player(t->world);
		if (to_move == PG_TERMINAL || length >= ISMCTS_MAX_PATH)
			break;
		bool fresh = false;
		int child;
		if (to_move == PG_CHANCE) {
			pg_move outcome = pg_ai_random_move(game, t->world, &t->rng);
			child = chance_child(t, node, outcome, &fresh);
		} else {
			child = decision_child(t, node, to_move, &fresh);
			if (child >= 0)
				game->apply_move(t->world, t->nodes[child].move, NULL);
		}
		if (child < 0)
			break;
		t->path[length].node = child;
		t->path[length].mover = to_move;
		length++;
		node = child;
		if (fresh)
			break;
	}
	playout(t);
	double rewards[PG_MAX_SEATS];
	if (game->current_player(t->world) == PG_TERMINAL)
		game->returns(t->world, rewards);
	else
		for (int s = 0; s < t->seats; s++)
			rewards[s] = game->ai->evaluate(t->world, s);
	t->nodes[0].visits++;
	for (int i = 0; i < length; i++) {
		ismcts_node *step = &t->nodes[t->path[i].node];
		step->visits++;
		if (t->path[i].mover >= 0)
			step->value += rewards[t->path[i].mover];
	}
}

void pg_ismcts(const pg_game *game, const void *state, const pg_ai_request *request,
               const pg_ai_budget *budget, pg_ai_result *result)
{
	int iterations = budget->iterations > 0 ? budget->iterations : 1000;
	ismcts t = {
	    .game = game,
	    .seat = request->seat,
	    .seats = game->num_seats(state),
	    .exploration = budget->exploration > 0 ? budget->exploration : 0.7,
	    .depth = budget->depth,
	    .cap = iterations + 2,
	};
	pg_rng_seed(&t.rng, request->seed);
	t.nodes = malloc(sizeof *t.nodes * (size_t)t.cap);
	t.world = malloc(game->state_size);
	t.seen = malloc(game->state_size);
	t.path = malloc(sizeof *t.path * ISMCTS_MAX_PATH);
	t.moves = malloc(sizeof *t.moves * PG_MAX_MOVES);
	void *root = malloc(game->state_size);
	pg_move root_moves[PG_MAX_MOVES];
	int root_count = game->legal_moves(state, root_moves, PG_MAX_MOVES);
	result->move = root_count > 0 ? root_moves[0] : PG_NO_MOVE;
	if (!t.nodes || !t.world || !t.seen || !t.path || !t.moves || !root || root_count <= 0)
		goto done;
	/* Only what the seat may see is searched. */
	pg_game_observe(game, state, t.seat, root);
	new_node(&t, 0, PG_NO_MOVE, false);
	double deadline = budget->max_seconds > 0 ? pg_ai_now() + budget->max_seconds : 0;
	for (int i = 0; i < iterations; i++) {
		if (request->cancel && *request->cancel) {
			result->cancelled = true;
			break;
		}
		if (deadline > 0 && (i & 15) == 15 && pg_ai_now() > deadline)
			break;
		iterate(&t, root);
		result->nodes++;
	}
	/* The most visited of the root's moves. */
	int best = -1;
	for (int c = t.nodes[0].first_child; c >= 0; c = t.nodes[c].next_sibling)
		if (!t.nodes[c].is_chance &&
		    (best < 0 || t.nodes[c].visits > t.nodes[best].visits))
			best = c;
	if (best >= 0 && t.nodes[best].visits > 0) {
		result->move = t.nodes[best].move;
		result->value = t.nodes[best].value / t.nodes[best].visits;
	}
done:
	free(t.nodes);
	free(t.world);
	free(t.seen);
	free(t.path);
	free(t.moves);
	free(root);
}
