/*
 * kloone_ai.h: Potlatch Kloone's own AI, hooked into kloone_game.ai.
 *
 * A turn is two or three actions, so the search works in whole turns:
 * each node lists the distinct positions its player can reach by the end
 * of the turn (every order of actions, duplicates merged), and negamax with
 * alpha-beta, iterative deepening and a Zobrist-keyed transposition table
 * searches those. The move returned is the first action of the best turn;
 * the next call finds the rest. Levels are node and depth budgets (see
 * kloone_ai.levels), so a seeded game replays the same on any machine.
 */
#ifndef KLOONE_AI_H
#define KLOONE_AI_H

#include "kloone_rules.h"

extern const pg_game_ai kloone_ai;

/* The heuristic value of s for seat in stack units times 1000 (positive:
 * seat is ahead). Exposed for the tests. */
int kloone_ai_score(const kloone_state *s, int seat);

/* The search behind kloone_ai.search; request->kind PG_AI_GREEDY searches
 * one whole turn (the "one-turn lookahead"). */
void kloone_ai_search(const pg_game *game, const void *state, const pg_ai_request *request,
                      const pg_ai_budget *budget, pg_ai_result *result);

#endif
