/*
 * pg_ismcts.h: single-observer information-set Monte Carlo tree search
 * (SO-ISMCTS, Cowling, Powley and Whitehouse 2012) for games with hidden
 * information.
 *
 * The search is given only what its seat may see (an observation; a true
 * state is first blanked the same way), so it cannot peek. Each iteration
 * re-deals the unseen cards (determinize) and walks one tree whose nodes
 * are the seat's information sets:
 *  - a decision edge is a move (every seat's decisions are seen by all in
 *    the games so far; a game with secret decisions would key them like
 *    chance below);
 *  - a chance edge is keyed by the seat's information-set key after the
 *    outcome, so the seat's own draws branch by card while another seat's
 *    private draw, which it cannot tell apart, is one edge;
 *  - a child's UCB uses how often it was available (legal in the
 *    iteration's determinization), not its parent's visits, since an
 *    opponent's moves depend on the hand it was dealt.
 * Playouts run from the determinized leaf (budget->depth plies, 0 to the
 * end) and are scored by returns() or the game's evaluate(). Nodes come
 * from one pool allocated before the search (one new node at most per
 * iteration); nothing is allocated while searching.
 */
#ifndef PG_ISMCTS_H
#define PG_ISMCTS_H

#include "pg_game.h"

/* Chooses a move for request->seat, the seat to move in state (a true
 * state or that seat's observation). */
void pg_ismcts(const pg_game *game, const void *state, const pg_ai_request *request,
               const pg_ai_budget *budget, pg_ai_result *result);

#endif
