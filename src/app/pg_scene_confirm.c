/*
 * A question over the current scene: a heading, a sentence or two and up
 * to three answers, each running the asker's function. The saves ask with
 * it before a new game may take a saved game's place (pg_saves.h), so the
 * safe answer is the one Esc gives.
 */
#include <stdlib.h>
#include <string.h>

#include "pg_scenes.h"

typedef struct confirm_scene {
	pg_confirm question;
	char title[160];
	char body[768];
	pg_button buttons[PG_CONFIRM_ANSWERS];
	int count;
	SDL_Rect panel;
	int body_h;
	int focus; /* the answer the keyboard is on; -1 none */
} confirm_scene;

void pg_open_confirm(pg_app *app, const pg_confirm *question)
{
	confirm_scene *s = calloc(1, sizeof *s);
	if (!s)
		return;
	s->question = *question;
	snprintf(s->title, sizeof s->title, "%s", question->title ? question->title : "");
	snprintf(s->body, sizeof s->body, "%s", question->body ? question->body : "");
	while (s->count < PG_CONFIRM_ANSWERS && question->labels[s->count])
		s->count++;
	s->focus = -1;
	pg_scenes_push(&app->scenes, &pg_confirm_scene, s);
}

static void exit_scene(pg_app *app, void *data)
{
	(void)app;
	free(data);
}

static void layout(pg_app *app, void *data)
{
	confirm_scene *s = data;
	float width = 620, pad = 36, button_h = 50, gap = 12;
	int text_w = pg_app_px(app, width - 2 * pad);
	s->body_h = pg_text_draw_wrapped(app->text, s->body, 0, 0, text_w,
					 pg_app_px(app, PG_SIZE_BODY), PG_FONT_REGULAR,
					 pg_ui_theme.text, PG_ALIGN_LEFT, false);
	float body_points = (float)s->body_h / app->scale;
	float height = 84 + body_points + 28 + (float)s->count * (button_h + gap) - gap + pad;
	s->panel = pg_centered_panel(app, width, height);
	pg_column col = {s->panel.x + pg_app_px(app, pad),
			 s->panel.y + pg_app_px(app, 84) + s->body_h + pg_app_px(app, 28),
			 s->panel.w - 2 * pg_app_px(app, pad), pg_app_px(app, gap)};
	for (int i = 0; i < s->count; i++)
		s->buttons[i] = (pg_button){.rect = pg_column_row(&col, pg_app_px(app, button_h)),
					    .label = s->question.labels[i],
					    .kind = i == 0 ? PG_BUTTON_PRIMARY : PG_BUTTON_NORMAL};
}

/* The dialog closes first, then the answer runs (it may open a game or
 * go back to the title; scene changes are deferred, so both happen). */
static void answer(pg_app *app, confirm_scene *s, int which)
{
	pg_confirm question = s->question;
	pg_scenes_pop(&app->scenes);
	if (which >= 0 && which < PG_CONFIRM_ANSWERS && question.actions[which])
		question.actions[which](app, question.context);
}

/* Tab / Shift+Tab and the up and down arrows go through the answers;
 * Enter or Space gives the one the keyboard is on, or the first (the
 * safe one every asker puts first) when it is on none, but not from a
 * held key that opened the question; Esc gives the asker's escape
 * answer. */
static void key(pg_app *app, confirm_scene *s, const pg_input_event *e)
{
	SDL_Keycode k = e->key;
	int step = k == SDLK_TAB ? ((e->mod & KMOD_SHIFT) ? -1 : 1)
		   : k == SDLK_DOWN ? 1
		   : k == SDLK_UP   ? -1
				    : 0;
	if (k == SDLK_ESCAPE)
		answer(app, s, s->question.escape_answer);
	else if (step && s->count > 0)
		s->focus = s->focus < 0 ? (step > 0 ? 0 : s->count - 1)
					: (s->focus + step + s->count) % s->count;
	else if ((k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) && !e->repeat)
		answer(app, s, s->focus < 0 ? 0 : s->focus);
}

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	confirm_scene *s = data;
	if (e->kind == PG_INPUT_KEY) {
		key(app, s, e);
		return;
	}
	for (int i = 0; i < s->count; i++)
		if (pg_button_input(&s->buttons[i], e)) {
			answer(app, s, i);
			return;
		}
}

static void draw(pg_app *app, void *data)
{
	confirm_scene *s = data;
	pg_ui_scrim(app);
	pg_ui_panel(app->renderer, s->panel, pg_app_px(app, 18));
	int pad = pg_app_px(app, 36);
	pg_text_draw_fit(app->text, s->title, s->panel.x + s->panel.w / 2,
			 s->panel.y + pg_app_px(app, 46), s->panel.w - 2 * pad,
			 pg_app_px(app, PG_SIZE_HEADING), PG_FONT_BOLD, pg_ui_theme.text,
			 PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	pg_text_draw_wrapped(app->text, s->body, s->panel.x + pad, s->panel.y + pg_app_px(app, 84),
			     s->panel.w - 2 * pad, pg_app_px(app, PG_SIZE_BODY), PG_FONT_REGULAR,
			     pg_ui_theme.text, PG_ALIGN_LEFT, true);
	for (int i = 0; i < s->count; i++) {
		s->buttons[i].focused = i == s->focus;
		pg_button_draw(app, &s->buttons[i]);
	}
}

const pg_scene_type pg_confirm_scene = {
	.name = "confirm",
	.overlay = true,
	.exit = exit_scene,
	.layout = layout,
	.event = event,
	.draw = draw,
};

const char *pg_confirm_body(pg_app *app)
{
	pg_scene *top = pg_scenes_top(&app->scenes);
	if (!top || top->type != &pg_confirm_scene)
		return NULL;
	return ((confirm_scene *)top->data)->body;
}

bool pg_confirm_button(pg_app *app, int which, SDL_Rect *rect)
{
	pg_scene *top = pg_scenes_top(&app->scenes);
	if (!top || top->type != &pg_confirm_scene)
		return false;
	confirm_scene *s = top->data;
	if (which < 0 || which >= s->count)
		return false;
	*rect = s->buttons[which].rect;
	return true;
}
