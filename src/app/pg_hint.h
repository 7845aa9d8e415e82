/*
 * pg_hint.h: "what would the Hard AI play here?" for the person to move
 * (the Hint button and the H key of the game scene), and the pointer that
 * lessons share with it: a move shown as a glowing piece and target on
 * the view's kit board, with a sentence from the game's describe_move.
 *
 * The hint is searched on its own worker thread, over the observation of
 * the person's seat only (pg_game_observe, as the AI's worker gets), with
 * the Hard budget and the seed the AI would use at this ply, so the
 * window keeps drawing and the hint is the move Hard would make. It is
 * dropped (and its search cancelled) as soon as the position changes.
 *
 * A game whose scene is not on the kit board (no view->board) gets the
 * sentence alone.
 */
#ifndef PG_HINT_H
#define PG_HINT_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "pg_ai.h"
#include "pg_view.h"

enum { PG_HINT_TEXT = 200 };

/* Where a move is made on the kit board: a piece dropped on a zone, or a
 * control (Pass) pressed; PG_BOARD_NONE (-1) for what is not found. */
typedef struct pg_hint_place {
	int piece;
	int zone;
	int control;
} pg_hint_place;

typedef struct pg_hint {
	/* the worker */
	SDL_Thread *thread;
	const pg_game *game;
	volatile int cancel;
	SDL_atomic_t done;
	void *state; /* what the worker searches: the seat's observation */
	pg_ai_request request;
	pg_ai_result result;
	bool thinking;
	/* The position the hint is for: the ply and the seat; a change of
	 * either drops it. */
	int ply;
	int seat;
	/* the answer, while shown */
	bool shown;
	pg_move move;
	pg_hint_place place;
	char text[PG_HINT_TEXT];
} pg_hint;

/* Starts a hint for the person who may act now (pg_play_input_seat).
 * False, with a toast saying why, when no person may act. A hint already
 * shown or being searched for this position is kept. */
bool pg_hint_request(pg_play *play, pg_hint *hint);
/* Per frame: drops the hint when the position changed, collects the
 * worker's answer when it is done. */
void pg_hint_update(pg_play *play, pg_hint *hint);
/* Stops the worker at once (its answer is dropped) and hides the hint. */
void pg_hint_cancel(pg_hint *hint);
/* Frees the worker's state (after pg_hint_cancel). */
void pg_hint_destroy(pg_hint *hint);

/* Finds where move is made on board: the piece and zone whose mapping
 * gives it (the one that gives it alone when several do), or the control
 * that plays it. False when neither is found (or board is NULL). */
bool pg_hint_locate(pg_play *play, pg_board *board, pg_move move, pg_hint_place *out);
/* The rects of a place on board (empty when not laid out or not found). */
SDL_Rect pg_hint_piece_rect(pg_board *board, const pg_hint_place *place);
SDL_Rect pg_hint_target_rect(pg_board *board, const pg_hint_place *place);
/* Draws the glow round the place's piece and target (nothing for a place
 * not found). */
void pg_hint_draw_place(pg_app *app, pg_board *board, const pg_hint_place *place);

#endif
