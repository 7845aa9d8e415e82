/*
 * pg_ai.c: random, greedy and MCTS-with-chance-nodes agents over any
 * pg_game table.
 *
 * MCTS keeps no states in its nodes: each iteration copies the root state
 * and re-applies the moves on its path, which keeps a node at 24 bytes and
 * the whole tree in one pool allocated before the search starts. Chance
 * nodes are sampled by their probabilities (so the tree's averages are
 * expectations over the dice); decision nodes choose by UCT from the view of
 * the player to move there.
 */
#include "pg_ai.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pg_ismcts.h"

static const char *const ai_kind_names[PG_AI_KIND_COUNT] = {
	"random", "greedy", "easy", "normal", "hard", "cheat",
};

int pg_ai_kind_from_text(const char *text)
{
	for (int i = 0; i < PG_AI_KIND_COUNT; i++)
		if (strcmp(text, ai_kind_names[i]) == 0)
			return i;
	return -1;
}

const char *pg_ai_kind_name(pg_ai_kind kind)
{
	return (kind >= 0 && kind < PG_AI_KIND_COUNT) ? ai_kind_names[kind] : "?";
}

double pg_ai_now(void)
{
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
}

static bool cancelled(const pg_ai_request *request)
{
	return request->cancel && *request->cancel;
}

static pg_move sample_chance(const pg_game *game, const void *state, pg_rng *rng)
{
	pg_chance_outcome outcomes[PG_MAX_CHANCE];
	int n = game->chance_outcomes(state, outcomes, PG_MAX_CHANCE);
	if (n <= 0)
		return PG_NO_MOVE;
	double r = pg_rng_double(rng), acc = 0;
	for (int i = 0; i < n; i++) {
		acc += outcomes[i].probability;
		if (r < acc)
			return outcomes[i].move;
	}
	return outcomes[n - 1].move;
}

pg_move pg_ai_random_move_for(const pg_game *game, const void *state, int to_move, pg_rng *rng)
{
	if (to_move == PG_TERMINAL)
		return PG_NO_MOVE;
	if (to_move == PG_CHANCE)
		return game->sample_chance ? game->sample_chance(state, rng)
					   : sample_chance(game, state, rng);
	if (game->random_move)
		return game->random_move(state, rng);
	pg_move moves[PG_MAX_MOVES];
	int n = game->legal_moves(state, moves, PG_MAX_MOVES);
	return n > 0 ? moves[pg_rng_below(rng, (uint32_t)n)] : PG_NO_MOVE;
}

pg_move pg_ai_random_move(const pg_game *game, const void *state, pg_rng *rng)
{
	return pg_ai_random_move_for(game, state, game->current_player(state), rng);
}

/* ---- greedy ------------------------------------------------------------ */

/* The value of state for seat, averaging over chance nodes up to a small
 * depth (a die roll after the move is part of its immediate value). */
static double expected_value(const pg_game *game, const void *state, int seat, int chance_depth,
			     void *scratch)
{
	int to_move = game->current_player(state);
	if (to_move == PG_TERMINAL) {
		double returns[PG_MAX_SEATS];
		game->returns(state, returns);
		return returns[seat];
	}
	if (to_move != PG_CHANCE || chance_depth == 0)
		return game->ai->evaluate(state, seat);
	pg_chance_outcome outcomes[PG_MAX_CHANCE];
	int n = game->chance_outcomes(state, outcomes, PG_MAX_CHANCE);
	double total = 0;
	char *child = (char *)scratch;
	for (int i = 0; i < n; i++) {
		memcpy(child, state, game->state_size);
		game->apply_move(child, outcomes[i].move, NULL);
		total += outcomes[i].probability *
			 expected_value(game, child, seat, chance_depth - 1, child + game->state_size);
	}
	return total;
}

static void choose_greedy(const pg_game *game, const void *state, const pg_ai_request *request,
			  pg_ai_result *result)
{
	pg_rng rng;
	pg_rng_seed(&rng, request->seed);
	pg_move moves[PG_MAX_MOVES];
	int n = game->legal_moves(state, moves, PG_MAX_MOVES);
	char *scratch = malloc(game->state_size * 4);
	if (!scratch || n == 0) {
		free(scratch);
		result->move = n ? moves[0] : PG_NO_MOVE;
		return;
	}
	double best = -INFINITY;
	int ties = 0;
	for (int i = 0; i < n; i++) {
		memcpy(scratch, state, game->state_size);
		game->apply_move(scratch, moves[i], NULL);
		double value = expected_value(game, scratch, request->seat, 2,
					      scratch + game->state_size);
		result->nodes++;
		if (value > best + 1e-12) {
			best = value;
			result->move = moves[i];
			ties = 1;
		} else if (value > best - 1e-12 && pg_rng_below(&rng, (uint32_t)++ties) == 0) {
			result->move = moves[i]; /* reservoir-sample among equals */
		}
	}
	result->value = best;
	free(scratch);
}

/* ---- MCTS with chance nodes -------------------------------------------- */

typedef struct mcts_node {
	int32_t first_child; /* -1 until expanded */
	int32_t child_count;
	pg_move move;        /* the move that led here */
	int32_t visits;
	double value;        /* summed reward of the player who chose move */
} mcts_node;

typedef struct mcts_tree {
	mcts_node *nodes;
	int count;
	int cap;
} mcts_tree;

static int tree_alloc(mcts_tree *tree, int n)
{
	if (tree->count + n > tree->cap)
		return -1;
	int first = tree->count;
	tree->count += n;
	return first;
}

/* Creates the children of node for the position state. false when the
 * pool is full (the node then stays a leaf). */
static bool expand(const pg_game *game, mcts_tree *tree, int node, const void *state)
{
	pg_move moves[PG_MAX_MOVES];
	int n;
	if (game->current_player(state) == PG_CHANCE) {
		pg_chance_outcome outcomes[PG_MAX_CHANCE];
		n = game->chance_outcomes(state, outcomes, PG_MAX_CHANCE);
		for (int i = 0; i < n; i++)
			moves[i] = outcomes[i].move;
	} else {
		n = game->legal_moves(state, moves, PG_MAX_MOVES);
	}
	int first = tree_alloc(tree, n);
	if (first < 0)
		return false;
	for (int i = 0; i < n; i++) {
		mcts_node *child = &tree->nodes[first + i];
		child->first_child = -1;
		child->child_count = 0;
		child->move = moves[i];
		child->visits = 0;
		child->value = 0;
	}
	tree->nodes[node].first_child = first;
	tree->nodes[node].child_count = n;
	return true;
}

static int select_uct(const mcts_tree *tree, int node, double exploration, pg_rng *rng)
{
	const mcts_node *parent = &tree->nodes[node];
	double log_visits = log((double)parent->visits + 1.0);
	int best = -1;
	double best_score = -INFINITY;
	int unvisited = 0;
	for (int i = 0; i < parent->child_count; i++) {
		const mcts_node *child = &tree->nodes[parent->first_child + i];
		if (child->visits == 0) {
			/* A random unvisited child first (reservoir sampling). */
			if (pg_rng_below(rng, (uint32_t)++unvisited) == 0)
				best = parent->first_child + i;
			continue;
		}
		if (unvisited)
			continue;
		double score = child->value / child->visits +
			       exploration * sqrt(log_visits / child->visits);
		if (score > best_score) {
			best_score = score;
			best = parent->first_child + i;
		}
	}
	return best;
}

static int select_chance(const pg_game *game, const mcts_tree *tree, int node, const void *state,
			 pg_rng *rng)
{
	pg_move outcome = sample_chance(game, state, rng);
	const mcts_node *parent = &tree->nodes[node];
	for (int i = 0; i < parent->child_count; i++)
		if (tree->nodes[parent->first_child + i].move == outcome)
			return parent->first_child + i;
	return parent->first_child;
}

static void leaf_rewards(const pg_game *game, const void *state, int seats, double *rewards)
{
	if (game->current_player(state) == PG_TERMINAL) {
		game->returns(state, rewards);
		return;
	}
	for (int s = 0; s < seats; s++)
		rewards[s] = game->ai->evaluate(state, s);
}

static void playout(const pg_game *game, void *state, int depth_limit, pg_rng *rng)
{
	for (int depth = 0; depth_limit <= 0 || depth < depth_limit; depth++) {
		int to_move = game->current_player(state);
		if (to_move == PG_TERMINAL)
			return;
		pg_move move;
		if (to_move != PG_CHANCE && game->ai->playout_move)
			move = game->ai->playout_move(state, rng);
		else
			move = pg_ai_random_move_for(game, state, to_move, rng);
		if (move == PG_NO_MOVE)
			return;
		game->apply_move(state, move, NULL);
	}
}

enum { MCTS_MAX_PATH = 4096 };

typedef struct mcts_step {
	int node;
	int mover; /* who chose the move into node (seat, or PG_CHANCE) */
} mcts_step;

static void mcts_iteration(const pg_game *game, mcts_tree *tree, const void *root_state,
			   void *state, int seats, const pg_ai_budget *budget, pg_rng *rng,
			   mcts_step *path)
{
	memcpy(state, root_state, game->state_size);
	int node = 0, length = 0;
	double exploration = budget->exploration > 0 ? budget->exploration : 0.7;
	for (;;) {
		int to_move = game->current_player(state);
		if (to_move == PG_TERMINAL || length >= MCTS_MAX_PATH - 1)
			break;
		mcts_node *current = &tree->nodes[node];
		bool fresh = current->first_child < 0;
		if (fresh && !expand(game, tree, node, state))
			break;
		int child = to_move == PG_CHANCE ? select_chance(game, tree, node, state, rng)
						 : select_uct(tree, node, exploration, rng);
		if (child < 0)
			break;
		game->apply_move(state, tree->nodes[child].move, NULL);
		path[length].node = child;
		path[length].mover = to_move;
		length++;
		node = child;
		/* Stop descending at a new decision node; keep walking through
		 * chance so a leaf is always a decision point or the end. */
		if (fresh && to_move != PG_CHANCE)
			break;
	}
	playout(game, state, budget->depth, rng);
	double rewards[PG_MAX_SEATS];
	leaf_rewards(game, state, seats, rewards);
	tree->nodes[0].visits++;
	for (int i = 0; i < length; i++) {
		mcts_node *step = &tree->nodes[path[i].node];
		step->visits++;
		if (path[i].mover >= 0)
			step->value += rewards[path[i].mover];
	}
}

static void mcts_run(const pg_game *game, const void *root_state, const pg_ai_request *request,
		     const pg_ai_budget *budget, mcts_tree *tree, int iterations,
		     pg_ai_result *result)
{
	pg_rng rng;
	pg_rng_seed(&rng, request->seed);
	void *state = malloc(game->state_size);
	mcts_step *path = malloc(sizeof *path * MCTS_MAX_PATH);
	if (!state || !path)
		goto done;
	int seats = game->num_seats(root_state);
	double deadline = budget->max_seconds > 0 ? pg_ai_now() + budget->max_seconds : 0;
	for (int i = 0; i < iterations; i++) {
		if (cancelled(request)) {
			result->cancelled = true;
			break;
		}
		if (deadline > 0 && (i & 63) == 63 && pg_ai_now() > deadline)
			break;
		mcts_iteration(game, tree, root_state, state, seats, budget, &rng, path);
		result->nodes++;
	}
done:
	free(state);
	free(path);
}

/* MCTS over state; with determinize, over several re-deals of what the
 * seat cannot see (an ensemble of perfect-information searches), else over
 * the state as given (the cheat seat's true state). */
static void mcts_search(const pg_game *game, const void *state, const pg_ai_request *request,
			const pg_ai_budget *budget, pg_ai_result *result, bool determinize)
{
	int iterations = budget->iterations > 0 ? budget->iterations : 1000;
	/* The root is expanded at once, then at most one decision node per
	 * iteration plus the chance nodes on its way. */
	mcts_tree tree = {0};
	tree.cap = iterations * 16 + PG_MAX_MOVES + PG_MAX_CHANCE;
	if (tree.cap > 8 * 1000 * 1000)
		tree.cap = 8 * 1000 * 1000;
	tree.nodes = malloc(sizeof *tree.nodes * (size_t)tree.cap);
	if (!tree.nodes) {
		pg_rng rng;
		pg_rng_seed(&rng, request->seed);
		result->move = pg_ai_random_move(game, state, &rng);
		return;
	}
	/* Hidden information: split the budget over several determinizations
	 * of what this seat cannot see, and add up the root visits (an
	 * ensemble of perfect-information searches). */
	int worlds = determinize ? 8 : 1;
	int counts_cap = PG_MAX_MOVES;
	pg_move root_moves[PG_MAX_MOVES];
	int root_count = game->legal_moves(state, root_moves, PG_MAX_MOVES);
	double *visits = calloc((size_t)counts_cap, sizeof *visits);
	double *values = calloc((size_t)counts_cap, sizeof *values);
	void *world = malloc(game->state_size);
	pg_rng rng;
	pg_rng_seed(&rng, pg_rng_mix(request->seed, 0x5eed));
	for (int w = 0; w < worlds && visits && values && world && !result->cancelled; w++) {
		memcpy(world, state, game->state_size);
		if (determinize)
			game->determinize(world, request->seat, &rng);
		tree.count = 1;
		tree.nodes[0] = (mcts_node){.first_child = -1, .move = PG_NO_MOVE};
		pg_ai_request sub = *request;
		sub.seed = pg_rng_mix(request->seed, (uint64_t)w);
		mcts_run(game, world, &sub, budget, &tree, iterations / worlds, result);
		const mcts_node *root = &tree.nodes[0];
		for (int c = 0; c < root->child_count; c++) {
			const mcts_node *child = &tree.nodes[root->first_child + c];
			for (int m = 0; m < root_count; m++) {
				if (root_moves[m] == child->move) {
					visits[m] += child->visits;
					values[m] += child->value;
				}
			}
		}
	}
	int best = 0;
	for (int m = 1; m < root_count; m++)
		if (visits && visits[m] > visits[best])
			best = m;
	result->move = root_count ? root_moves[best] : PG_NO_MOVE;
	result->value = (visits && visits[best] > 0) ? values[best] / visits[best] : 0;
	free(visits);
	free(values);
	free(world);
	free(tree.nodes);
}

void pg_ai_mcts(const pg_game *game, const void *state, const pg_ai_request *request,
		const pg_ai_budget *budget, pg_ai_result *result)
{
	mcts_search(game, state, request, budget, result, game->determinize != NULL);
}

/* The agents proper, given what they may look at: view is the seat's
 * observation in a hidden-information game (the true state only for the
 * cheat seat and for games where everything is public). */
static void choose_from(const pg_game *game, const void *view, bool hidden,
			const pg_ai_request *request, pg_ai_result *result)
{
	pg_move moves[PG_MAX_MOVES];
	int n = game->legal_moves(view, moves, PG_MAX_MOVES);
	if (n == 0)
		return;
	pg_rng rng;
	pg_rng_seed(&rng, request->seed);
	if (request->kind == PG_AI_RANDOM || !game->ai) {
		result->move = moves[pg_rng_below(&rng, (uint32_t)n)];
		return;
	}
	if (request->kind == PG_AI_GREEDY && !game->ai->search) {
		if (!hidden) {
			choose_greedy(game, view, request, result);
			return;
		}
		/* Greedy reads values, so it reads them in one re-deal of
		 * the unseen cards, never in the true hands. */
		void *world = malloc(game->state_size);
		if (!world) {
			result->move = moves[0];
			return;
		}
		memcpy(world, view, game->state_size);
		game->determinize(world, request->seat, &rng);
		choose_greedy(game, world, request, result);
		free(world);
		return;
	}
	if (n == 1 && request->kind != PG_AI_GREEDY) {
		result->move = moves[0];
		return;
	}
	bool cheat = request->kind == PG_AI_CHEAT;
	int level = request->kind == PG_AI_GREEDY ? 0
		    : cheat			 ? PG_AI_HARD - PG_AI_EASY
						 : (int)request->kind - PG_AI_EASY;
	const pg_ai_budget *budget = &game->ai->levels[level];
	if (hidden)
		pg_ismcts(game, view, request, budget, result);
	else if (cheat && game->determinize)
		mcts_search(game, view, request, budget, result, false);
	else if (game->ai->search)
		game->ai->search(game, view, request, budget, result);
	else
		pg_ai_mcts(game, view, request, budget, result);
	if (result->move == PG_NO_MOVE && !result->cancelled)
		result->move = moves[0];
}

void pg_ai_choose(const pg_game *game, const void *state, const pg_ai_request *request,
		  pg_ai_result *result)
{
	memset(result, 0, sizeof *result);
	result->move = PG_NO_MOVE;
	/* A hidden-information game is searched from the seat's observation
	 * only: the true hands never reach an agent (the cheat seat, kept for
	 * measuring what hidden information costs, is the one exception). */
	bool hidden = game->hidden_information && game->observe && game->determinize &&
		      request->kind != PG_AI_CHEAT;
	if (!hidden) {
		choose_from(game, state, false, request, result);
		return;
	}
	void *seen = malloc(game->state_size);
	if (!seen)
		return;
	pg_game_observe(game, state, request->seat, seen);
	choose_from(game, seen, true, request, result);
	free(seen);
}
