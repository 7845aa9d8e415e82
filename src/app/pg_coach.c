/*
 * pg_coach.c: the coach card and its pointer (pg_coach.h).
 */
#include "pg_coach.h"

#include <stdio.h>

#include "pg_board.h"
#include "pg_hint.h"
#include "pg_i18n.h"
#include "pg_scenes.h"
#include "pg_tutorial.h"

/* Seconds the lesson's last sentence stays after its steps are over. */
#define LESSON_DONE_SECONDS 9.0

void pg_coach_init(pg_coach *c)
{
	*c = (pg_coach){.lesson_done_at = -1};
}

void pg_coach_layout(pg_coach *c)
{
	c->leave = (pg_button){.label = _("Leave the lesson"), .kind = PG_BUTTON_QUIET};
}

void pg_coach_update(pg_app *app, pg_coach *c, const pg_play *play)
{
	if (play->lesson && c->lesson_done_at < 0 &&
	    play->match->history_count >= play->lesson->start_ply + play->lesson->script_count) {
		c->lesson_done_at = app->time;
		pg_app_request_redraw_at(app, app->time + LESSON_DONE_SECONDS);
	}
}

void pg_coach_draw_pointer(pg_app *app, pg_play *play)
{
	pg_board *board = play->view->board ? play->view->board(play->view_data) : NULL;
	pg_hint_place place;
	if (play->hint.shown)
		pg_hint_draw_place(app, board, &play->hint.place);
	else if (pg_tutorial_place(play, &place))
		pg_hint_draw_place(app, board, &place);
}

/* What the card says now: a heading, a line to act on, a line of why;
 * false when there is no card. */
static bool coach_text(pg_app *app, pg_coach *c, pg_play *play, char *head, size_t head_size,
		       const char **task, const char **why)
{
	*task = *why = "";
	if (play->hint.thinking || play->hint.shown) {
		snprintf(head, head_size, "%s", _("Hint from the Hard AI"));
		*task = play->hint.shown ? play->hint.text
					 : _("Looking for a good move\xE2\x80\xA6");
		return true;
	}
	int step = pg_tutorial_step(play);
	if (step >= 0) {
		const pg_lesson *lesson = play->lesson->lesson;
		snprintf(head, head_size, _("Learn to play \xC2\xB7 step %d of %d"), step + 1,
			 lesson->step_count);
		const pg_lesson_step *st = &lesson->steps[step];
		if (pg_tutorial_expected(play) != PG_NO_MOVE) {
			*task = _(st->task);
			*why = _(st->why);
		} else if (pg_play_person_rolls(play)) {
			/* The game says how its chance is taken (two dice, a draw). */
			*task = _("Roll the die: click it or press Space.");
			if (play->view->status_text &&
			    play->view->status_text(play->view_data, c->roll, sizeof c->roll) > 0)
				*task = c->roll;
			*why = step == 0 && lesson->welcome ? _(lesson->welcome) : "";
		} else {
			*task = _("Watch the other players take their turns.");
			*why = step == 0 && lesson->welcome ? _(lesson->welcome) : "";
		}
		return true;
	}
	/* (A restart drops the lesson: nothing more to say then.) */
	if (play->lesson && c->lesson_done_at >= 0 &&
	    app->time - c->lesson_done_at < LESSON_DONE_SECONDS) {
		snprintf(head, head_size, "%s", _("Lesson complete"));
		*task = _(play->lesson->lesson->done);
		return true;
	}
	return false;
}

void pg_coach_draw(pg_app *app, pg_coach *c, pg_play *play, SDL_Rect host)
{
	char head[128];
	const char *task, *why;
	c->leave.hidden = pg_tutorial_step(play) < 0;
	if (!coach_text(app, c, play, head, sizeof head, &task, &why))
		return;
	const pg_theme *t = &pg_ui_theme;
	int pad = pg_app_px(app, 14), gap = pg_app_px(app, 6), edge = pg_app_px(app, 10);
	int w = host.w - 2 * edge;
	if (w > pg_app_px(app, 660))
		w = pg_app_px(app, 660);
	int inner = w - 2 * pad;
	int small = pg_app_px(app, PG_SIZE_SMALL), body = pg_app_px(app, PG_SIZE_BODY);
	int head_h = pg_text_line_height(app->text, small, PG_FONT_BOLD);
	int task_h = pg_text_draw_wrapped(app->text, task, 0, 0, inner, body, PG_FONT_BOLD, t->text,
					  PG_ALIGN_LEFT, false);
	int why_h = why[0] ? pg_text_draw_wrapped(app->text, why, 0, 0, inner, small,
						  PG_FONT_REGULAR, t->text_dim, PG_ALIGN_LEFT, false)
			   : 0;
	int button_h = c->leave.hidden ? 0 : pg_app_px(app, 34);
	int h = pad + head_h + gap + task_h + (why_h ? gap + why_h : 0) +
		(button_h ? gap + button_h : 0) + pad;
	SDL_Rect card = {host.x + (host.w - w) / 2, host.y + edge, w, h};
	pg_ui_fill_rounded(app->renderer, card, pg_app_px(app, 12), pg_ui_rgba(22, 14, 10, 255));
	pg_ui_stroke_rounded(app->renderer, card, pg_app_px(app, 12), pg_app_px(app, 2),
			     t->accent);
	int x = card.x + pad, y = card.y + pad;
	pg_text_draw_fit(app->text, head, x, y, inner, small, PG_FONT_BOLD, t->accent_hover,
			 PG_ALIGN_LEFT);
	y += head_h + gap;
	y += pg_text_draw_wrapped(app->text, task, x, y, inner, body, PG_FONT_BOLD, t->text,
				  PG_ALIGN_LEFT, true);
	if (why_h)
		y += gap + pg_text_draw_wrapped(app->text, why, x, y + gap, inner, small,
						PG_FONT_REGULAR, t->text_dim, PG_ALIGN_LEFT, true);
	if (button_h) {
		int bw = 0;
		pg_text_measure(app->text, c->leave.label, small, PG_FONT_BOLD, &bw, NULL);
		bw += 2 * pad;
		if (bw > inner)
			bw = inner;
		c->leave.rect = (SDL_Rect){card.x + card.w - pad - bw, y + gap, bw, button_h};
		pg_button_draw(app, &c->leave);
	}
}
