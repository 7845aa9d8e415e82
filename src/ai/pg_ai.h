/*
 * pg_ai.h: the generic agents every game gets through its pg_game table.
 *
 *  RANDOM  a uniformly random legal move
 *  GREEDY  the move with the best immediate value: each move is applied and
 *          the game's evaluate() read (over the chance outcomes that follow,
 *          weighted by probability)
 *  EASY / NORMAL / HARD
 *          the game's own search (game->ai->search) if it has one, else
 *          MCTS with chance nodes and UCT at the seat's budget
 *          (game->ai->levels[kind - PG_AI_EASY]). A game with hidden
 *          information is searched by information-set MCTS (pg_ismcts.h)
 *          from the seat's observation.
 *  CHEAT   Hard's budget over the true state with every hand open, for
 *          measuring only (play --seats); never offered in the app.
 *
 * Hidden information: pg_ai_choose() first blanks what the seat may not
 * see (pg_game_observe) and hands the agents only that; greedy reads its
 * values in a determinization of it.
 *
 * A game with its own search also receives GREEDY requests (with the EASY
 * budget), so it can define "best immediate value" in its own terms, e.g.
 * Kloone's one-turn lookahead over a whole multi-action turn.
 *
 * Agents only read the state they are given and allocate their memory
 * before searching, so they can run on a worker thread over a copy of the
 * state and stop as soon as *request->cancel turns non-zero.
 */
#ifndef PG_AI_H
#define PG_AI_H

#include "pg_game.h"

/* Chooses a move for request->seat, which must be the player to move. */
void pg_ai_choose(const pg_game *game, const void *state, const pg_ai_request *request,
		  pg_ai_result *result);

/* The generic MCTS, for games whose own search wants to fall back to it. */
void pg_ai_mcts(const pg_game *game, const void *state, const pg_ai_request *request,
		const pg_ai_budget *budget, pg_ai_result *result);

/* Parses "random", "greedy", "easy", "normal", "hard", "cheat"; -1 if none. */
int pg_ai_kind_from_text(const char *text);
const char *pg_ai_kind_name(pg_ai_kind kind);

/* Seconds on a monotonic clock (for the wall-clock safety cap). */
double pg_ai_now(void);

/* A uniformly random legal move, or chance outcome by probability. */
pg_move pg_ai_random_move(const pg_game *game, const void *state, pg_rng *rng);
/* The same, for a caller that already knows current_player(state). */
pg_move pg_ai_random_move_for(const pg_game *game, const void *state, int to_move, pg_rng *rng);

#endif
