/*
 * pg_hint.c: the Hard AI's move for the person to move, searched on a
 * worker thread over that person's observation, and shown as a glowing
 * piece and target with a sentence (see pg_hint.h).
 */
#include "pg_hint.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_board.h"
#include "pg_geom.h"
#include "pg_i18n.h"
#include "pg_play.h"
#include "pg_tutorial.h"

/* How often a frame is asked for while the worker searches, so its
 * answer is collected without waiting for the pointer to move. */
#define HINT_POLL_SECONDS 0.1

static int hint_thread(void *data)
{
	pg_hint *hint = data;
	pg_ai_choose(hint->game, hint->state, &hint->request, &hint->result);
	SDL_AtomicSet(&hint->done, 1);
	return 0;
}

static void join(pg_hint *hint)
{
	if (hint->thread)
		SDL_WaitThread(hint->thread, NULL);
	hint->thread = NULL;
	hint->thinking = false;
}

void pg_hint_cancel(pg_hint *hint)
{
	if (hint->thinking) {
		hint->cancel = 1;
		join(hint);
	}
	hint->shown = false;
}

void pg_hint_destroy(pg_hint *hint)
{
	pg_hint_cancel(hint);
	free(hint->state);
	hint->state = NULL;
}

static bool same_position(const pg_play *play, const pg_hint *hint)
{
	return hint->ply == play->match->history_count && hint->seat == pg_play_input_seat(play);
}

bool pg_hint_request(pg_play *play, pg_hint *hint)
{
	int seat = pg_play_input_seat(play);
	if (seat < 0) {
		/* At a person's own roll the turn is theirs, but a die has no
		 * better or worse throw: say so rather than "not your turn". */
		pg_play_toast(play, "%s",
			      pg_play_person_rolls(play)
				  ? _("Roll first: a hint suggests a move, not a throw of the dice.")
				  : _("A hint is for your own turn."));
		return false;
	}
	if ((hint->thinking || hint->shown) && same_position(play, hint))
		return true;
	/* A lesson step already points at its move; the AI's might differ. */
	if (pg_tutorial_expected(play) != PG_NO_MOVE) {
		pg_play_toast(play, "%s", _("The lesson shows the move to make: follow the glow."));
		return false;
	}
	pg_hint_cancel(hint);
	const pg_game *game = play->game;
	free(hint->state);
	hint->state = malloc(game->state_size);
	if (!hint->state)
		return false;
	/* Only what the seat may see goes to the worker, as with the AI's
	 * own worker: a hint can never tell a hidden card. */
	pg_game_observe(game, play->match->state, seat, hint->state);
	hint->game = game;
	hint->cancel = 0;
	SDL_AtomicSet(&hint->done, 0);
	memset(&hint->result, 0, sizeof hint->result);
	hint->result.move = PG_NO_MOVE;
	hint->request = (pg_ai_request){
		.kind = PG_AI_HARD,
		.seat = seat,
		.seed = pg_play_ai_seed(play),
		.cancel = &hint->cancel,
	};
	hint->ply = play->match->history_count;
	hint->seat = seat;
	hint->thinking = true;
	play->hints_used++;
	hint->thread = SDL_CreateThread(hint_thread, "pg-hint", hint);
	if (!hint->thread)
		hint_thread(hint); /* no thread: think here (the window stalls once) */
	pg_app_request_redraw(play->app);
	return true;
}

static void show(pg_play *play, pg_hint *hint)
{
	hint->move = hint->result.move;
	if (hint->move == PG_NO_MOVE || !pg_match_is_legal(play->match, hint->move))
		return;
	hint->shown = true;
	pg_board *board = play->view->board ? play->view->board(play->view_data) : NULL;
	if (!pg_hint_locate(play, board, hint->move, &hint->place))
		hint->place = (pg_hint_place){PG_BOARD_NONE, PG_BOARD_NONE, PG_BOARD_NONE};
	pg_game_describe_move_for(play->game, hint->state, hint->move, hint->seat, hint->text,
				  sizeof hint->text);
	pg_app_request_redraw(play->app);
}

void pg_hint_update(pg_play *play, pg_hint *hint)
{
	if ((hint->thinking || hint->shown) && !same_position(play, hint)) {
		pg_hint_cancel(hint);
		return;
	}
	if (!hint->thinking)
		return;
	if (!SDL_AtomicGet(&hint->done)) {
		pg_app_request_redraw_at(play->app, play->app->time + HINT_POLL_SECONDS);
		return;
	}
	/* The join, not the flag, makes the worker's writes visible here. */
	join(hint);
	show(play, hint);
}

/* ---- where a move is made on the board -------------------------------------- */

bool pg_hint_locate(pg_play *play, pg_board *board, pg_move move, pg_hint_place *out)
{
	*out = (pg_hint_place){PG_BOARD_NONE, PG_BOARD_NONE, PG_BOARD_NONE};
	if (!board)
		return false;
	(void)play;
	for (int i = 0; i < board->control_count; i++)
		if (board->controls[i].move == move && !board->controls[i].button->hidden) {
			out->control = board->controls[i].id;
			return true;
		}
	/* The piece and zone that mean this move alone beat one whose drop
	 * opens a chooser; a named zone beats "wherever it can go". */
	int best = 0; /* 3: alone on a zone, 2: among several on a zone, 1: no zone */
	pg_move moves[PG_BOARD_MAX_CHOICES];
	for (int p = 0; p < board->piece_count; p++) {
		int piece = board->pieces[p].id;
		for (int z = -1; z < board->zone_count; z++) {
			int zone = z < 0 ? PG_BOARD_NONE : board->zones[z].id;
			if (z >= 0 && !board->zones[z].drop)
				continue;
			int n = board->rules->moves(board->scene, piece, zone, moves,
						    PG_BOARD_MAX_CHOICES);
			if (!pg_moves_contain(moves, n, move))
				continue;
			int rank = z < 0 ? 1 : n == 1 ? 3 : 2;
			if (rank > best) {
				best = rank;
				out->piece = piece;
				out->zone = zone;
			}
		}
	}
	return best > 0;
}

SDL_Rect pg_hint_piece_rect(pg_board *board, const pg_hint_place *place)
{
	if (board && place->control >= 0)
		return pg_board_control_rect(board, place->control);
	if (board && place->piece >= 0)
		return pg_board_piece_rect(board, place->piece);
	return (SDL_Rect){0, 0, 0, 0};
}

SDL_Rect pg_hint_target_rect(pg_board *board, const pg_hint_place *place)
{
	if (board && place->zone >= 0)
		return pg_board_zone_rect(board, place->zone);
	return (SDL_Rect){0, 0, 0, 0};
}

static void glow(pg_app *app, SDL_Rect r)
{
	if (r.w <= 0 || r.h <= 0)
		return;
	int grow = pg_px(app, 4);
	SDL_Rect out = pg_rect_inset(r, -grow, -grow);
	int radius = pg_mini(out.w, out.h) / 6;
	pg_board_draw_glow(app, out, radius, true);
	pg_ui_stroke_rounded(app->renderer, pg_rect_inset(out, -grow, -grow), radius + grow,
			     pg_px(app, 3), pg_ui_with_alpha(pg_ui_theme.accent_hover, 220));
}

void pg_hint_draw_place(pg_app *app, pg_board *board, const pg_hint_place *place)
{
	if (!board)
		return;
	if (place->zone >= 0 && board->rules->draw_zone_glow)
		board->rules->draw_zone_glow(board->scene, place->zone);
	else
		glow(app, pg_hint_target_rect(board, place));
	glow(app, pg_hint_piece_rect(board, place));
}
