/*
 * The replay of a finished game (issue 14): the game's own view draws the
 * position after any number of its moves, chance moves included; the move
 * log beside it marks the move just shown. Right / Left step, Home / End
 * jump to the start or the end, Space plays or pauses, +/- change the
 * speed, Esc goes back; every key has a button, and a click on a line of
 * the log jumps there.
 *
 * What a replay shows of hidden hands (docs/architecture.md, "Replays"):
 * a game with one person is shown as that person saw it, their own hand
 * open and every other face down, at every move; a game with no person or
 * with several at one screen (hot seat) is shown as a spectator sees it,
 * every hand face down. So a replay never shows what no one at the screen
 * saw during the game: it does not open the AIs' hands to the person who
 * played them, nor one hot-seat player's hand to the others.
 *
 * The replay runs its own play session (pg_play.h) over a copy of the
 * match, which it cuts to the move shown; it never updates that session,
 * so no AI thinks and no chance move is drawn, and it only ever replays
 * moves of the finished game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_geom.h"
#include "pg_i18n.h"
#include "pg_play.h"
#include "pg_registry.h"
#include "pg_history_scenes.h"
#include "pg_scenes.h"
#include "pg_seats.h"

enum {
	B_START = PG_REPLAY_START,
	B_BACK = PG_REPLAY_BACK,
	B_PLAY = PG_REPLAY_PLAY,
	B_FORWARD = PG_REPLAY_FORWARD,
	B_END = PG_REPLAY_END,
	B_SPEED = PG_REPLAY_SPEED,
	B_CLOSE = PG_REPLAY_CLOSE,
	BUTTONS = PG_REPLAY_CONTROLS
};

static const double SPEEDS[] = {0.5, 1, 2, 4}; /* moves a second */
enum { SPEED_COUNT = sizeof SPEEDS / sizeof SPEEDS[0], DEFAULT_SPEED = 1 };

typedef struct log_line {
	int seat; /* who moved, or PG_CHANCE */
	char text[PG_PLAY_LOG_TEXT];
	int y, h; /* in the log's content, pixels */
} log_line;

typedef struct replay_scene {
	pg_match *full; /* the whole game */
	pg_play *play;  /* shows full cut to `at` moves */
	int at;
	log_line *log;  /* one per move of the game, as the viewer reads it */
	int log_count;
	bool autoplay;
	int speed;
	double until_next;
	char title[160], position[96], speed_label[48];
	pg_button buttons[BUTTONS];
	SDL_Rect top, area, log_box, bar;
	pg_scroll scroll;
	bool follow; /* scroll the log to the move shown at the next layout/draw */
} replay_scene;

static void destroy(replay_scene *s)
{
	if (!s)
		return;
	pg_play_destroy(s->play);
	pg_match_destroy(s->full);
	free(s->log);
	free(s);
}

/* A second match from the first's save text: the session owns its own. */
static pg_match *copy_match(const pg_match *match, char *err, size_t err_size)
{
	char *text = pg_match_save_text(match);
	if (!text) {
		snprintf(err, err_size, "%s", _("out of memory"));
		return NULL;
	}
	pg_match *copy = pg_match_load_text(text, pg_registry_find, err, err_size);
	free(text);
	return copy;
}

/* Shows the position after `at` moves of the game. */
static void show(replay_scene *s, int at)
{
	if (at < 0)
		at = 0;
	if (at > s->full->history_count)
		at = s->full->history_count;
	pg_match *m = s->play->match;
	if (at < m->history_count)
		pg_match_truncate(m, at);
	while (m->history_count < at)
		if (!pg_match_play(m, s->full->history[m->history_count], NULL))
			break; /* cannot happen: the game loaded, so every move is legal */
	s->at = m->history_count;
	pg_play_resync(s->play);
	if (s->at == s->full->history_count)
		s->autoplay = false;
	s->follow = true;
}

static bool copy_log(replay_scene *s)
{
	pg_play *play = s->play;
	s->log = calloc((size_t)play->log_count + 1, sizeof *s->log);
	if (!s->log)
		return false;
	for (int i = 0; i < play->log_count; i++) {
		s->log[i].seat = play->log[i].seat;
		snprintf(s->log[i].text, sizeof s->log[i].text, "%s", pg_play_log_text(play, i));
	}
	s->log_count = play->log_count;
	return true;
}

bool pg_open_replay(pg_app *app, pg_match *match, char *err, size_t err_size)
{
	const pg_view *view = pg_view_find(match->game->id);
	int kinds[PG_MAX_SEATS];
	int seats = pg_seats_parse(match->seats, true, kinds, PG_MAX_SEATS, err, err_size);
	if (!view || seats != match->options.players || !pg_match_is_terminal(match)) {
		if (!view)
			snprintf(err, err_size, _("%s has no game screen in this version"),
				 match->game->name);
		else if (seats == match->options.players)
			snprintf(err, err_size, "%s", _("the game is not over"));
		else if (seats >= 0)
			snprintf(err, err_size, "%s", _("its seats do not match the game"));
		pg_match_destroy(match);
		return false;
	}
	replay_scene *s = calloc(1, sizeof *s);
	pg_match *shown = s ? copy_match(match, err, err_size) : NULL;
	if (!s || !shown) {
		free(s);
		pg_match_destroy(match);
		return false;
	}
	s->full = match;
	/* The session starts at the end, where its log holds every move as
	 * the viewer reads it, then goes back to the start. */
	s->play = pg_play_create(app, view, shown, kinds, err, err_size);
	if (!s->play || !copy_log(s)) {
		destroy(s);
		return false;
	}
	s->speed = DEFAULT_SPEED;
	snprintf(s->title, sizeof s->title, _("Replay: %s"), _(match->game->name));
	show(s, 0);
	pg_scenes_push(&app->scenes, &pg_replay_scene, s);
	return true;
}

bool pg_open_replay_file(pg_app *app, const char *path, char *err, size_t err_size)
{
	pg_match *match = pg_match_load_file(path, pg_registry_find, err, err_size);
	return match && pg_open_replay(app, match, err, err_size);
}

static void exit_scene(pg_app *app, void *data)
{
	(void)app;
	destroy(data);
}

/* ---- layout ------------------------------------------------------------------- */

static void speed_text(int speed, char *out, size_t size)
{
	snprintf(out, size, _("Speed %g/s"), SPEEDS[speed]);
}

/* The longer of Play and Pause, which share a button. */
static const char *longer(pg_app *app, int h)
{
	const char *play = _("Play"), *pause = _("Pause");
	bool play_wider = pg_button_width(app, play, h, 0) >= pg_button_width(app, pause, h, 0);
	return play_wider ? play : pause;
}

static int log_text_width(const pg_app *app, const replay_scene *s)
{
	return s->log_box.w - pg_app_px(app, 16 + 18 + 8 + 14);
}

static void layout_log(pg_app *app, replay_scene *s)
{
	int y = 0, gap = pg_app_px(app, 6);
	int size = pg_app_px(app, PG_SIZE_SMALL), w = log_text_width(app, s);
	for (int i = 0; i < s->log_count; i++) {
		log_line *line = &s->log[i];
		line->y = y;
		/* The current line is drawn bold, which can wrap onto one more
		 * line than regular: each line takes the room of the taller. */
		int text_h = 0;
		for (int bold = 0; bold < 2; bold++) {
			int h = pg_text_draw_wrapped(app->text, line->text, 0, 0, w, size,
						     bold ? PG_FONT_BOLD : PG_FONT_REGULAR,
						     pg_ui_theme.text, PG_ALIGN_LEFT, false);
			if (h > text_h)
				text_h = h;
		}
		line->h = text_h + gap;
		y += line->h;
	}
	s->scroll.content_h = y;
	s->scroll.view_h = s->log_box.h - pg_app_px(app, 48);
	s->scroll.line = (float)pg_app_px(app, 40);
	pg_scroll_clamp(&s->scroll);
	s->follow = true;
}

static void layout(pg_app *app, void *data)
{
	replay_scene *s = data;
	int margin = pg_app_px(app, 16), top_h = pg_app_px(app, 56), bar_h = pg_app_px(app, 64);
	s->top = (SDL_Rect){0, 0, app->width, top_h};
	int log_w = pg_app_px(app, 320);
	if (log_w > app->width / 3)
		log_w = app->width / 3;
	s->bar = (SDL_Rect){0, app->height - bar_h, app->width, bar_h};
	s->log_box = (SDL_Rect){app->width - log_w - margin, top_h, log_w,
				s->bar.y - top_h - margin / 2};
	s->area = (SDL_Rect){margin, top_h, s->log_box.x - 2 * margin, s->bar.y - top_h - margin / 2};
	pg_play_layout(s->play, s->area);
	int bh = pg_app_px(app, 44), by = s->bar.y + (bar_h - bh) / 2;
	int wide = pg_app_px(app, 110), gap = pg_app_px(app, 10);
	static const char *const labels[BUTTONS] = {
		N_("Start"), N_("\xE2\x86\x90 Back"), N_("Play"), N_("Next \xE2\x86\x92"),
		N_("End"),   "",			 N_("Close"),
	};
	/* Each button as wide as its label needs (a translation may be a
	 * third longer), the row shrunk only when the window cannot hold it. */
	int widths[BUTTONS];
	for (int i = 0; i < BUTTONS; i++) {
		char widest[64];
		if (i == B_SPEED)
			speed_text(0, widest, sizeof widest); /* "0.5" is the longest */
		const char *label = i == B_SPEED ? widest : i == B_PLAY ? longer(app, bh) : _(labels[i]);
		widths[i] = pg_button_width(app, label, bh, wide);
	}
	int total = 0;
	for (int i = 0; i < B_CLOSE; i++)
		total += widths[i] + gap;
	int room = app->width - 2 * margin;
	if (total - gap > room)
		for (int i = 0; i < B_CLOSE; i++)
			widths[i] = widths[i] * room / (total - gap);
	total = 0;
	for (int i = 0; i < B_CLOSE; i++)
		total += widths[i] + gap;
	int x = (app->width - total + gap) / 2;
	for (int i = 0; i < B_CLOSE; i++) {
		s->buttons[i] = (pg_button){.rect = {x, by, widths[i], bh},
					    .label = i == B_SPEED ? s->speed_label : _(labels[i]),
					    .kind = i == B_PLAY ? PG_BUTTON_PRIMARY : PG_BUTTON_NORMAL};
		x += widths[i] + gap;
	}
	widths[B_CLOSE] = widths[B_CLOSE] < app->width / 4 ? widths[B_CLOSE] : app->width / 4;
	s->buttons[B_CLOSE] =
		(pg_button){.rect = {app->width - margin - widths[B_CLOSE], (top_h - bh) / 2,
				     widths[B_CLOSE], bh},
			    .label = _(labels[B_CLOSE])};
	layout_log(app, s);
}

/* ---- input and time ------------------------------------------------------------ */

static void act(pg_app *app, replay_scene *s, int which)
{
	switch (which) {
	case B_START:
		s->autoplay = false;
		show(s, 0);
		break;
	case B_BACK:
		s->autoplay = false;
		show(s, s->at - 1);
		break;
	case B_FORWARD:
		s->autoplay = false;
		show(s, s->at + 1);
		break;
	case B_END:
		s->autoplay = false;
		show(s, s->full->history_count);
		break;
	case B_PLAY:
		if (!s->autoplay && s->at == s->full->history_count)
			show(s, 0); /* from the start again */
		s->autoplay = !s->autoplay;
		s->until_next = 1.0 / SPEEDS[s->speed];
		break;
	case B_SPEED:
		s->speed = (s->speed + 1) % SPEED_COUNT;
		break;
	case B_CLOSE:
		pg_scenes_pop(&app->scenes);
		return;
	default:
		break;
	}
	pg_app_request_redraw(app);
}

static void click_log(replay_scene *s, int y)
{
	float content_y = (float)(y - (s->log_box.y + 40)) + s->scroll.pos;
	for (int i = 0; i < s->log_count; i++)
		if (content_y >= (float)s->log[i].y && content_y < (float)(s->log[i].y + s->log[i].h)) {
			s->autoplay = false;
			show(s, i + 1);
			return;
		}
}

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	replay_scene *s = data;
	if (e->kind == PG_INPUT_KEY) {
		static const struct {
			SDL_Keycode key;
			int action;
		} keys[] = {
			{SDLK_HOME, B_START},  {SDLK_LEFT, B_BACK},     {SDLK_SPACE, B_PLAY},
			{SDLK_RIGHT, B_FORWARD}, {SDLK_END, B_END},     {SDLK_ESCAPE, B_CLOSE},
			{SDLK_BACKSPACE, B_CLOSE},
		};
		for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
			if (e->key == keys[i].key) {
				act(app, s, keys[i].action);
				return;
			}
		if (e->key == SDLK_PLUS || e->key == SDLK_EQUALS || e->key == SDLK_KP_PLUS) {
			if (s->speed + 1 < SPEED_COUNT)
				s->speed++;
		} else if (e->key == SDLK_MINUS || e->key == SDLK_KP_MINUS) {
			if (s->speed > 0)
				s->speed--;
		}
		return;
	}
	for (int i = 0; i < BUTTONS; i++)
		if (pg_button_input(&s->buttons[i], e)) {
			act(app, s, i);
			return;
		}
	if (pg_in_rect(s->log_box, e->x, e->y)) {
		if (e->kind == PG_INPUT_WHEEL) {
			pg_scroll_input(&s->scroll, e);
			s->follow = false;
		} else if (e->kind == PG_INPUT_CLICK) {
			click_log(s, e->y);
		}
	}
}

static void update(pg_app *app, void *data, double dt)
{
	replay_scene *s = data;
	/* Only the view's animations run: never the session (pg_play_update),
	 * which would think for AIs and draw chance moves. */
	if (s->play->view->update)
		s->play->view->update(s->play->view_data, (float)dt);
	if (s->autoplay) {
		s->until_next -= dt;
		if (s->until_next <= 0) {
			show(s, s->at + 1);
			pg_app_request_redraw(app);
			s->until_next += 1.0 / SPEEDS[s->speed];
			if (s->until_next < 0)
				s->until_next = 0;
		}
		pg_app_wake_at(app, app->time + (s->until_next > 0 ? s->until_next : 0.01));
	}
	float before = s->scroll.pos;
	pg_scroll_update(&s->scroll, dt);
	if (s->scroll.pos != before)
		pg_app_request_redraw(app);
	if (s->play->view->is_animating && s->play->view->is_animating(s->play->view_data))
		pg_app_request_redraw(app);
}

/* ---- drawing --------------------------------------------------------------------- */

/* Keeps the move shown (the line before the position) in sight. */
static void follow(replay_scene *s)
{
	if (!s->follow)
		return;
	s->follow = false;
	if (s->at <= 0) {
		s->scroll.target = 0;
		return;
	}
	const log_line *line = &s->log[s->at - 1];
	float top = (float)line->y, bottom = (float)(line->y + line->h);
	if (top < s->scroll.target)
		s->scroll.target = top;
	else if (bottom > s->scroll.target + (float)s->scroll.view_h)
		s->scroll.target = bottom - (float)s->scroll.view_h;
	pg_scroll_clamp(&s->scroll);
}

/* The scrolled part of the log, below its heading. */
static SDL_Rect log_view(pg_app *app, const replay_scene *s)
{
	return (SDL_Rect){s->log_box.x, s->log_box.y + pg_app_px(app, 40), s->log_box.w,
			  s->scroll.view_h};
}

/* Where a line's text starts on screen, as the log is scrolled now. */
static int line_top(const replay_scene *s, const log_line *line, SDL_Rect view)
{
	return view.y + line->y - (int)(s->scroll.pos + 0.5f);
}

/* The highlight behind the current line. */
static SDL_Rect line_mark(pg_app *app, const replay_scene *s, const log_line *line,
			  SDL_Rect view)
{
	return (SDL_Rect){s->log_box.x + pg_app_px(app, 6), line_top(s, line, view) - pg_app_px(app, 3),
			  s->log_box.w - pg_app_px(app, 12), line->h};
}

static void draw_log(pg_app *app, replay_scene *s)
{
	const pg_theme *t = &pg_ui_theme;
	SDL_Rect box = s->log_box;
	pg_ui_fill_rounded(app->renderer, box, pg_app_px(app, 12), pg_ui_with_alpha(t->panel, 235));
	pg_ui_stroke_rounded(app->renderer, box, pg_app_px(app, 12), 1, t->panel_edge);
	int pad = pg_app_px(app, 16);
	pg_text_draw_fit(app->text, _("Moves"), box.x + pad, box.y + pg_app_px(app, 22),
			 box.w - 2 * pad, pg_app_px(app, PG_SIZE_LABEL), PG_FONT_BOLD, t->text,
			 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	follow(s);
	SDL_Rect view = log_view(app, s);
	SDL_RenderSetClipRect(app->renderer, &view);
	int size = pg_app_px(app, PG_SIZE_SMALL), sw = pg_app_px(app, 14);
	int w = log_text_width(app, s);
	for (int i = 0; i < s->log_count; i++) {
		const log_line *line = &s->log[i];
		int y = line_top(s, line, view);
		if (y + line->h < view.y || y > view.y + view.h)
			continue;
		bool current = i == s->at - 1, future = i >= s->at;
		if (current) {
			SDL_Rect mark = line_mark(app, s, line, view);
			pg_ui_fill_rounded(app->renderer, mark, pg_app_px(app, 6),
					   pg_ui_mix(t->panel, t->accent, 0.35f));
			pg_ui_stroke_rounded(app->renderer, mark, pg_app_px(app, 6), 1, t->accent_hover);
		}
		if (line->seat >= 0)
			pg_ui_draw_swatch(app->renderer,
					  (SDL_Rect){box.x + pad, y + pg_app_px(app, 2), sw, sw}, sw / 4,
					  pg_play_seat_style(s->play, line->seat));
		SDL_Color ink = current ? t->text : future ? t->text_dim : pg_ui_mix(t->text, t->text_dim, 0.4f);
		pg_text_draw_wrapped(app->text, line->text, box.x + pad + sw + pg_app_px(app, 8), y, w,
				     size, current ? PG_FONT_BOLD : PG_FONT_REGULAR, ink, PG_ALIGN_LEFT,
				     true);
	}
	SDL_RenderSetClipRect(app->renderer, NULL);
	pg_scroll_draw_bar(app, &s->scroll,
			   (SDL_Rect){box.x + box.w - pg_app_px(app, 10), view.y, pg_app_px(app, 5),
				      view.h},
			   pg_ui_rgba(0, 0, 0, 60), t->accent_hover);
}

static void draw(pg_app *app, void *data)
{
	replay_scene *s = data;
	const pg_theme *t = &pg_ui_theme;
	pg_ui_background(app);
	SDL_RenderSetClipRect(app->renderer, &s->area);
	s->play->view->draw(s->play->view_data, app->renderer);
	SDL_RenderSetClipRect(app->renderer, NULL);
	pg_ui_fill_rect(app->renderer, s->top, pg_ui_with_alpha(t->panel, 230));
	int pad = pg_app_px(app, 16);
	int title_w = s->buttons[B_CLOSE].rect.x - 2 * pad;
	snprintf(s->position, sizeof s->position, _("move %d of %d"), s->at,
		 s->full->history_count);
	char line[320];
	snprintf(line, sizeof line, "%s \xC2\xB7 %s", s->title, s->position);
	pg_text_draw_fit(app->text, line, pad, s->top.h / 2, title_w, pg_app_px(app, PG_SIZE_LABEL),
			 PG_FONT_BOLD, t->text, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	draw_log(app, s);
	pg_ui_fill_rect(app->renderer, s->bar, pg_ui_with_alpha(t->panel, 230));
	speed_text(s->speed, s->speed_label, sizeof s->speed_label);
	s->buttons[B_PLAY].label = s->autoplay ? _("Pause") : _("Play");
	s->buttons[B_BACK].disabled = s->buttons[B_START].disabled = s->at == 0;
	s->buttons[B_FORWARD].disabled = s->buttons[B_END].disabled =
		s->at == s->full->history_count;
	for (int i = 0; i < BUTTONS; i++)
		pg_button_draw(app, &s->buttons[i]);
}

const pg_scene_type pg_replay_scene = {
	.name = "replay",
	.exit = exit_scene,
	.layout = layout,
	.event = event,
	.update = update,
	.draw = draw,
};

/* ---- for tests ------------------------------------------------------------------- */

pg_play *pg_replay_play(pg_app *app)
{
	replay_scene *s = pg_scenes_find(&app->scenes, &pg_replay_scene);
	return s ? s->play : NULL;
}

int pg_replay_ply(pg_app *app)
{
	replay_scene *s = pg_scenes_find(&app->scenes, &pg_replay_scene);
	return s ? s->at : -1;
}

bool pg_replay_autoplay(pg_app *app)
{
	replay_scene *s = pg_scenes_find(&app->scenes, &pg_replay_scene);
	return s && s->autoplay;
}

bool pg_replay_log_line(pg_app *app, int index, const char **text, SDL_Rect *mark,
			SDL_Rect *text_at, SDL_Rect *view)
{
	replay_scene *s = pg_scenes_find(&app->scenes, &pg_replay_scene);
	if (!s || index < 0 || index >= s->log_count)
		return false;
	const log_line *line = &s->log[index];
	*view = log_view(app, s);
	*text = line->text;
	*mark = line_mark(app, s, line, *view);
	*text_at = (SDL_Rect){s->log_box.x + pg_app_px(app, 16) + pg_app_px(app, 14) +
				      pg_app_px(app, 8),
			      line_top(s, line, *view), log_text_width(app, s), 0};
	return true;
}

bool pg_replay_button(pg_app *app, int which, SDL_Rect *rect)
{
	replay_scene *s = pg_scenes_find(&app->scenes, &pg_replay_scene);
	if (!s || which < 0 || which >= BUTTONS)
		return false;
	*rect = s->buttons[which].rect;
	return true;
}
