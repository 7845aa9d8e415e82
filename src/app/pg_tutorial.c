/*
 * pg_tutorial.c: a lesson's script read into moves by ply, and what the
 * play session and the game scene ask of it (see pg_tutorial.h).
 */
#include "pg_tutorial.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_board.h"
#include "pg_i18n.h"
#include "pg_play.h"
#include "pg_registry.h"
#include "pg_scenes.h"
#include "pg_seats.h"

/* ---- reading the script ---------------------------------------------------------- */

static int person_seat(const char *seats)
{
	int kinds[PG_MAX_SEATS];
	char err[128];
	int count = pg_seats_parse(seats, true, kinds, PG_MAX_SEATS, err, sizeof err);
	for (int s = 0; s < count; s++)
		if (kinds[s] == PG_SEAT_HUMAN)
			return s;
	return -1;
}

/* Reads one move of text at the ply the tutorial has reached, checks it
 * legal and applies it to state. */
static bool read_move(pg_tutorial *t, const pg_game *game, void *state, const char *text,
		      int step, bool person_step, int person, char *err, size_t err_size)
{
	pg_move move;
	if (t->script_count >= PG_TUTORIAL_MAX_SCRIPT) {
		snprintf(err, err_size, "the lesson is longer than %d moves", PG_TUTORIAL_MAX_SCRIPT);
		return false;
	}
	if (!game->move_from_text(state, text, &move)) {
		snprintf(err, err_size, "step %d: '%s' does not read as a move", step + 1, text);
		return false;
	}
	pg_move legal[PG_MAX_MOVES];
	int mover = game->current_player(state), n = 0;
	bool ok = false;
	if (mover == PG_CHANCE) {
		pg_chance_outcome outcomes[PG_MAX_CHANCE];
		n = game->chance_outcomes(state, outcomes, PG_MAX_CHANCE);
		for (int i = 0; i < n && !ok; i++)
			ok = outcomes[i].move == move;
	} else if (mover >= 0) {
		n = game->legal_moves(state, legal, PG_MAX_MOVES);
		for (int i = 0; i < n && !ok; i++)
			ok = legal[i] == move;
	}
	if (!ok) {
		snprintf(err, err_size, "step %d: '%s' is not legal there", step + 1, text);
		return false;
	}
	if (person_step != (mover == person)) {
		snprintf(err, err_size, "step %d: '%s' is %s move", step + 1, text,
			 person_step ? "not the person's" : "the person's own");
		return false;
	}
	t->script[t->script_count] = move;
	t->step_of[t->script_count] = step;
	t->person[t->script_count] = person_step;
	t->script_count++;
	game->apply_move(state, move, NULL);
	return true;
}

static bool read_step(pg_tutorial *t, const pg_game *game, void *state, int step, int person,
		      char *err, size_t err_size)
{
	const pg_lesson_step *s = &t->lesson->steps[step];
	if (s->before) {
		char list[1024];
		snprintf(list, sizeof list, "%s", s->before);
		char *save = NULL;
		for (char *text = strtok_r(list, ";", &save); text; text = strtok_r(NULL, ";", &save))
			if (!read_move(t, game, state, text, step, false, person, err, err_size))
				return false;
	}
	return read_move(t, game, state, s->move, step, true, person, err, err_size);
}

pg_tutorial *pg_tutorial_create(const pg_lesson *lesson, const pg_game *game,
				const pg_options *options, uint64_t seed, char *err,
				size_t err_size)
{
	(void)seed; /* the script names every roll; the seed deals what follows */
	pg_tutorial *t = calloc(1, sizeof *t);
	void *state = malloc(game->state_size);
	if (!t || !state) {
		free(t);
		free(state);
		snprintf(err, err_size, "out of memory");
		return NULL;
	}
	t->lesson = lesson;
	t->place_ply = -1;
	int person = person_seat(lesson->seats);
	game->init(state, options);
	bool ok = person >= 0;
	if (!ok)
		snprintf(err, err_size, "the lesson has no person's seat");
	for (int step = 0; ok && step < lesson->step_count; step++)
		ok = read_step(t, game, state, step, person, err, err_size);
	free(state);
	if (!ok) {
		free(t);
		return NULL;
	}
	return t;
}

void pg_tutorial_destroy(pg_tutorial *tutorial)
{
	free(tutorial);
}

/* ---- while the lesson runs ------------------------------------------------------- */

/* The lesson's index of the move due now, or -1 outside the script. */
static int script_index(const pg_play *play)
{
	const pg_tutorial *t = play->lesson;
	if (!t)
		return -1;
	int index = play->match->history_count - t->start_ply;
	return index >= 0 && index < t->script_count ? index : -1;
}

int pg_tutorial_step(const pg_play *play)
{
	int index = script_index(play);
	return index < 0 ? -1 : play->lesson->step_of[index];
}

pg_move pg_tutorial_scripted(const pg_play *play)
{
	int index = script_index(play);
	return index < 0 || play->lesson->person[index] ? PG_NO_MOVE : play->lesson->script[index];
}

pg_move pg_tutorial_expected(const pg_play *play)
{
	int index = script_index(play);
	return index < 0 || !play->lesson->person[index] ? PG_NO_MOVE : play->lesson->script[index];
}

bool pg_tutorial_allows(pg_play *play, pg_move move)
{
	pg_move expected = pg_tutorial_expected(play);
	if (expected == PG_NO_MOVE || expected == move)
		return true;
	const pg_lesson_step *step = &play->lesson->lesson->steps[pg_tutorial_step(play)];
	pg_play_toast(play, _("Good thought, but this lesson needs another move first: %s"),
		      _(step->task));
	return false;
}

bool pg_tutorial_place(pg_play *play, pg_hint_place *out)
{
	pg_tutorial *t = play->lesson;
	pg_move expected = pg_tutorial_expected(play);
	pg_board *board = play->view->board ? play->view->board(play->view_data) : NULL;
	if (!t || expected == PG_NO_MOVE || !board)
		return false;
	int ply = play->match->history_count;
	if (t->place_ply != ply) {
		/* The board's mapping answers only while the person may act. */
		if (pg_play_input_seat(play) < 0 || !pg_hint_locate(play, board, expected, &t->place))
			return false;
		t->place_ply = ply;
	}
	*out = t->place;
	return true;
}

void pg_tutorial_leave(pg_app *app)
{
	const pg_view *view = app->play ? app->play->view : NULL;
	pg_open_title(app);
	if (view)
		pg_open_setup(app, view);
}
