/*
 * The results over the finished board: who won (pg_outcome.h: the game's
 * banner names the outcome in the same words), and how each seat's score
 * is made up (the game's score_breakdown), then any section the game's
 * view adds (POTLUCK!'s best solo scores), with Rematch (same seats; the
 * seed a typed or pinned seed asks for, else a new one: pg_setup.h), Watch again (the replay, pg_scene_replay.c), See the board, and
 * Menu.
 *
 * The first time the results of a game open, the game is recorded: its
 * statistics and a past game (pg_history.h). A statistics file that could
 * not be read is kept aside, and the sentence naming it shows under the
 * headline.
 *
 * A score line's label wraps between words and never inside a bracketed
 * term ("Unused medium pyramids" above "(2 x -2)"), smaller when a term
 * is wider than the room.
 *
 * The headline and the buttons stay put; what lies between scrolls (wheel,
 * arrow and page keys, Home/End) when it is taller than the window allows,
 * with a scrollbar and a fade at the edge that hides more.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_history.h"
#include "pg_history_scenes.h"
#include "pg_i18n.h"
#include "pg_outcome.h"
#include "pg_play.h"
#include "pg_registry.h"
#include "pg_scenes.h"
#include "pg_setup.h"

enum { REMATCH, WATCH, BOARD, MENU, BUTTONS };

typedef struct results_scene {
	pg_breakdown breakdowns[PG_MAX_SEATS];
	double shares[PG_MAX_SEATS];
	int seats;
	char headline[160];
	char note[PG_APP_NOTICE_MAX]; /* about the statistics file, or "" */
	int note_h;
	pg_results_section section;
	bool has_section;
	pg_button buttons[BUTTONS];
	int focus; /* the button Tab or the arrows are on; -1 none */
	SDL_Rect panel, viewport;
	/* Laid out relative to the top of the scrolled content. */
	SDL_Rect columns[PG_MAX_SEATS];
	SDL_Rect section_box;
	pg_scroll scroll; /* content_h: columns and section; view_h: viewport.h */
	/* Each seat's name and score as last drawn, on screen (tests). */
	SDL_Rect name_drawn[PG_MAX_SEATS], score_drawn[PG_MAX_SEATS];
} results_scene;

void pg_open_results(pg_app *app)
{
	pg_play *play = pg_game_scene_play(app);
	if (!play || !pg_match_is_terminal(play->match))
		return;
	results_scene *s = calloc(1, sizeof *s);
	if (!s)
		return;
	s->focus = -1;
	const pg_game *g = play->game;
	s->seats = pg_play_seat_count(play);
	g->returns(play->match->state, s->shares);
	for (int i = 0; i < s->seats; i++)
		g->score_breakdown(play->match->state, i, &s->breakdowns[i]);
	pg_outcome_text(play, s->headline, sizeof s->headline);
	pg_history_record(app, play, s->note, sizeof s->note);
	if (play->view->results_section)
		s->has_section = play->view->results_section(play->view_data, &s->section) &&
				 (s->section.count > 0 || s->section.note[0]);
	pg_audio_play(app->audio, "win");
	pg_scenes_push(&app->scenes, &pg_results_scene, s);
}

static void exit_scene(pg_app *app, void *data)
{
	(void)app;
	free(data);
}

/* ---- layout ------------------------------------------------------------------------ */

/* A column's parts, shared by measuring and drawing. */
typedef struct column_metrics {
	int pad, swatch, lines_top, text_size, gap;
} column_metrics;

static column_metrics metrics(const pg_app *app)
{
	return (column_metrics){.pad = pg_app_px(app, 16),
				.swatch = pg_app_px(app, 28),
				.lines_top = pg_app_px(app, 16 + 28 + 40),
				.text_size = pg_app_px(app, PG_SIZE_SMALL),
				.gap = pg_app_px(app, 7)};
}

/* The length of label's next piece that a line may not break inside: a
 * word, or a bracketed term with its spaces ("(2 x -2)" is one count
 * times one value, and read as "(2" above "x -2)" it is neither). */
static size_t unbreakable_length(const char *label)
{
	size_t n = 0;
	int depth = 0;
	for (; label[n] && (label[n] != ' ' || depth > 0); n++)
		depth += label[n] == '(' ? 1 : label[n] == ')' && depth > 0 ? -1 : 0;
	return n;
}

/* Lays label out in lines of width at size, breaking only between the
 * pieces above: out gets the label with a newline at each break. False
 * when a piece is wider than a whole line (or out is too small). */
static bool lay_out_label(pg_app *app, const char *label, int width, int size, char *out,
			  size_t out_size)
{
	size_t used = 0, line_start = 0;
	while (*label) {
		size_t n = unbreakable_length(label), before = used;
		bool space = used > line_start;
		if (used + space + n + 1 > out_size)
			return false;
		if (space)
			out[used++] = ' ';
		memcpy(out + used, label, n);
		out[used + n] = '\0';
		int w = 0;
		pg_text_measure(app->text, out + line_start, size, PG_FONT_REGULAR, &w, NULL);
		if (w > width && before > line_start) {
			/* The piece starts the next line. */
			out[before] = '\n';
			used = line_start = before + 1;
			pg_text_measure(app->text, out + line_start, size, PG_FONT_REGULAR, &w,
					NULL);
		}
		if (w > width)
			return false;
		used += n;
		label += n;
		while (*label == ' ')
			label++;
	}
	out[used] = '\0';
	return true;
}

/* A breakdown line's label laid out for width: at the column's size when
 * its pieces fit whole, else at the largest smaller size (down to three
 * quarters) at which they do; as it comes when none does. Returns the
 * size. */
static int breakdown_label(pg_app *app, const char *label, int width, char *out,
			   size_t out_size)
{
	int size = metrics(app).text_size;
	int smallest = size * 3 / 4 > PG_TEXT_READABLE_PX ? size * 3 / 4 : PG_TEXT_READABLE_PX;
	for (int fit = size; fit >= smallest; fit--)
		if (lay_out_label(app, label, width, fit, out, out_size))
			return fit;
	snprintf(out, out_size, "%s", label);
	return size;
}

/* A breakdown line's label as a line w wide lays it out, left of its
 * value: into out, with the width it has; returns the size. */
static int breakdown_line_label(pg_app *app, const pg_breakdown_line *line, int w,
				const char *value, char *out, size_t out_size, int *label_w)
{
	int vw = 0;
	pg_text_measure(app->text, value, metrics(app).text_size, PG_FONT_BOLD, &vw, NULL);
	*label_w = w - vw - pg_app_px(app, 10);
	return breakdown_label(app, line->label, *label_w, out, out_size);
}

/* Draws (or only measures) one breakdown line; returns its height. */
static int breakdown_line(pg_app *app, const pg_breakdown_line *line, int x, int y, int w,
			  bool draw)
{
	const pg_theme *t = &pg_ui_theme;
	column_metrics m = metrics(app);
	char value[16], label[sizeof line->label];
	snprintf(value, sizeof value, "%+d", line->value);
	int label_w = 0;
	int size = breakdown_line_label(app, line, w, value, label, sizeof label, &label_w);
	int h = pg_text_draw_wrapped(app->text, label, x, y, label_w, size, PG_FONT_REGULAR,
				     t->text, PG_ALIGN_LEFT, draw);
	if (draw)
		pg_text_draw(app->text, value, x + w, y, m.text_size, PG_FONT_BOLD,
			     line->value < 0 ? t->bad : t->text, PG_ALIGN_RIGHT);
	return h;
}

static int column_height(pg_app *app, const pg_breakdown *b, int width)
{
	column_metrics m = metrics(app);
	int h = m.lines_top;
	for (int i = 0; i < b->count; i++)
		h += breakdown_line(app, &b->lines[i], 0, 0, width - 2 * m.pad, false) + m.gap;
	return h + m.pad;
}

/* The section's rows go in two columns when there are more than five and
 * the room allows. */
static int section_columns(const pg_app *app, const results_scene *s, int width)
{
	return s->section.count > 5 && width >= pg_app_px(app, 440) ? 2 : 1;
}

static int section_row_height(const pg_app *app)
{
	return pg_text_line_height(app->text, pg_app_px(app, PG_SIZE_BODY), PG_FONT_BOLD) +
	       pg_app_px(app, 6);
}

/* 640 px, or wider (up to the card's inner width) when a row's label and
 * value need more room than that: a long translation widens the section
 * before its rows are shortened. */
static int section_width(pg_app *app, const results_scene *s, int inner_w)
{
	int sw = inner_w < pg_app_px(app, 640) ? inner_w : pg_app_px(app, 640);
	int size = pg_app_px(app, PG_SIZE_BODY), row_need = 0;
	for (int i = 0; i < s->section.count; i++) {
		const pg_results_row *row = &s->section.rows[i];
		int lw = 0, vw = 0;
		pg_text_measure(app->text, row->label, size,
				row->highlight ? PG_FONT_BOLD : PG_FONT_REGULAR, &lw, NULL);
		pg_text_measure(app->text, row->value, size, PG_FONT_BOLD, &vw, NULL);
		if (lw + vw + pg_app_px(app, 12) > row_need)
			row_need = lw + vw + pg_app_px(app, 12);
	}
	int cols = section_columns(app, s, sw);
	int need = 2 * pg_app_px(app, 16) + cols * row_need + (cols - 1) * pg_app_px(app, 24);
	if (need > sw)
		sw = need < inner_w ? need : inner_w;
	return sw;
}

static int section_height(pg_app *app, const results_scene *s, int width)
{
	int pad = pg_app_px(app, 16);
	int h = pad + pg_text_line_height(app->text, pg_app_px(app, PG_SIZE_LABEL), PG_FONT_BOLD);
	if (s->section.note[0])
		h += pg_app_px(app, 6) +
		     pg_text_draw_wrapped(app->text, s->section.note, 0, 0, width - 2 * pad,
					  pg_app_px(app, PG_SIZE_SMALL), PG_FONT_REGULAR,
					  pg_ui_theme.text, PG_ALIGN_LEFT, false);
	int cols = section_columns(app, s, width);
	int rows = (s->section.count + cols - 1) / cols;
	return h + pg_app_px(app, 10) + rows * section_row_height(app) + pad;
}

static void layout(pg_app *app, void *data)
{
	results_scene *s = data;
	float column_w = s->seats <= 3 ? 330 : s->seats == 4 ? 270 : 215;
	float width = column_w * (float)s->seats + 24 * (float)(s->seats - 1) + 80;
	/* At least as wide as the row of buttons and its margins. */
	float buttons_w = BUTTONS * 200 + (BUTTONS - 1) * 24 + 80;
	if (width < buttons_w)
		width = buttons_w;
	int pad = pg_app_px(app, 40), gap = pg_app_px(app, 24);
	int head = pg_app_px(app, 110), foot = pg_app_px(app, 100);
	SDL_Rect probe_note = pg_centered_panel(app, width, 100);
	s->note_h = s->note[0] ? pg_text_draw_wrapped(app->text, s->note, 0, 0,
						      probe_note.w - 2 * pad,
						      pg_app_px(app, PG_SIZE_SMALL), PG_FONT_REGULAR,
						      pg_ui_theme.text, PG_ALIGN_LEFT, false)
			       : 0;
	head += s->note_h;
	/* The width first (shrunk to the window), then the height the
	 * content needs at that width. */
	SDL_Rect probe = pg_centered_panel(app, width, 100);
	int inner_w = probe.w - 2 * pad;
	int col_w = (inner_w - gap * (s->seats - 1)) / s->seats;
	int col_h = 0;
	for (int i = 0; i < s->seats; i++) {
		int h = column_height(app, &s->breakdowns[i], col_w);
		if (h > col_h)
			col_h = h;
	}
	int min_col = pg_app_px(app, 150);
	if (col_h < min_col)
		col_h = min_col;
	for (int i = 0; i < s->seats; i++)
		s->columns[i] = (SDL_Rect){pad + i * (col_w + gap), 0, col_w, col_h};
	s->scroll.content_h = col_h;
	if (s->has_section) {
		int sw = section_width(app, s, inner_w);
		int sh = section_height(app, s, sw);
		s->section_box = (SDL_Rect){pad + (inner_w - sw) / 2, col_h + gap, sw, sh};
		s->scroll.content_h = col_h + gap + sh;
	}
	float scale = app->scale > 0 ? app->scale : 1;
	float height = (float)(head + s->scroll.content_h + foot) / scale + 2;
	s->panel = pg_centered_panel(app, width, height);
	s->viewport = (SDL_Rect){s->panel.x, s->panel.y + head, s->panel.w,
				 s->panel.h - head - foot};
	if (s->viewport.h < 1)
		s->viewport.h = 1;
	s->scroll.view_h = s->viewport.h;
	s->scroll.line = (float)pg_app_px(app, 48);
	pg_scroll_clamp(&s->scroll);
	static const char *const labels[BUTTONS] = {N_("Rematch"), N_("Watch again"),
						    N_("See the board"), N_("Menu")};
	/* Each button as wide as its label needs (a translation may be a third
	 * longer), the row narrowed, and the gaps first, only when the panel
	 * cannot hold it. */
	int bh = pg_app_px(app, 50), widths[BUTTONS], total = 0;
	for (int i = 0; i < BUTTONS; i++) {
		widths[i] = pg_button_width(app, _(labels[i]), bh, pg_app_px(app, 150));
		total += widths[i];
	}
	int room = s->panel.w - 2 * pg_app_px(app, 16);
	if (total + (BUTTONS - 1) * gap > room)
		gap = pg_app_px(app, 8);
	if (total + (BUTTONS - 1) * gap > room)
		for (int i = 0; i < BUTTONS; i++)
			widths[i] = widths[i] * (room - (BUTTONS - 1) * gap) / total;
	total = (BUTTONS - 1) * gap;
	for (int i = 0; i < BUTTONS; i++)
		total += widths[i];
	int x = s->panel.x + (s->panel.w - total) / 2;
	int y = s->panel.y + s->panel.h - pg_app_px(app, 32) - bh;
	for (int i = 0; i < BUTTONS; i++) {
		s->buttons[i] = (pg_button){.rect = {x, y, widths[i], bh},
					    .label = _(labels[i]),
					    .kind = i == REMATCH ? PG_BUTTON_PRIMARY : PG_BUTTON_NORMAL};
		x += widths[i] + gap;
	}
}

/* ---- input --------------------------------------------------------------------------- */

/* The replay of this game, over the results (Close comes back here). */
static void watch_again(pg_app *app, pg_play *play)
{
	char err[512] = "";
	char *text = pg_match_save_text(play->match);
	pg_match *copy = text ? pg_match_load_text(text, pg_registry_find, err, sizeof err) : NULL;
	free(text);
	if (!copy || !pg_open_replay(app, copy, err, sizeof err))
		pg_play_toast(play, _("The game cannot be replayed (%s)."), err);
}

static void act(pg_app *app, int which)
{
	pg_play *play = pg_game_scene_play(app);
	switch (which) {
	case REMATCH:
		if (play)
			pg_play_restart(play, pg_setup_rematch_seed(app, play->match));
		pg_scenes_pop(&app->scenes);
		break;
	case WATCH:
		if (play)
			watch_again(app, play);
		break;
	case BOARD:
		pg_scenes_pop(&app->scenes);
		break;
	case MENU:
		pg_game_save_and_quit(app);
		break;
	default:
		break;
	}
}

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	results_scene *s = data;
	if (pg_scroll_input(&s->scroll, e))
		return;
	/* Tab / Shift+Tab and left / right go along the buttons (up and down
	 * scroll); Enter works the one they are on, or Rematch when none;
	 * Esc shows the board. */
	if (e->kind == PG_INPUT_KEY) {
		SDL_Keycode k = e->key;
		int step = k == SDLK_TAB     ? ((e->mod & KMOD_SHIFT) ? -1 : 1)
			   : k == SDLK_RIGHT ? 1
			   : k == SDLK_LEFT  ? -1
					     : 0;
		if (step)
			s->focus = s->focus < 0 ? (step > 0 ? 0 : BUTTONS - 1)
						: (s->focus + step + BUTTONS) % BUTTONS;
		else if (k == SDLK_ESCAPE)
			act(app, BOARD);
		else if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && !e->repeat)
			act(app, s->focus < 0 ? REMATCH : s->focus);
		return;
	}
	if (e->kind == PG_INPUT_CLICK)
		s->focus = -1;
	for (int i = 0; i < BUTTONS; i++)
		if (pg_button_input(&s->buttons[i], e)) {
			act(app, i);
			return;
		}
}

static void update(pg_app *app, void *data, double dt)
{
	results_scene *s = data;
	float before = s->scroll.pos;
	pg_scroll_update(&s->scroll, dt);
	if (s->scroll.pos != before)
		pg_app_request_redraw(app); /* gliding, to its last step */
}

/* ---- drawing -------------------------------------------------------------------------- */

static void draw_column(pg_app *app, results_scene *s, const pg_play *play, int seat,
			SDL_Point origin)
{
	const pg_theme *t = &pg_ui_theme;
	SDL_Rect r = s->columns[seat];
	r.x += origin.x;
	r.y += origin.y;
	bool winner = s->seats > 1 && s->shares[seat] > 0;
	for (int i = 0; i < s->seats; i++)
		if (s->shares[i] > s->shares[seat])
			winner = false;
	SDL_Color fill = winner ? pg_ui_mix(t->panel, t->accent, 0.22f)
				: pg_ui_mix(t->panel, t->background, 0.3f);
	pg_ui_fill_rounded(app->renderer, r, pg_app_px(app, 12), fill);
	if (winner)
		pg_ui_stroke_rounded(app->renderer, r, pg_app_px(app, 12), 2, t->accent_hover);
	column_metrics m = metrics(app);
	const pg_seat_style *style = pg_play_seat_style(play, seat);
	int sw = m.swatch;
	SDL_Rect swatch = {r.x + m.pad, r.y + m.pad, sw, sw};
	pg_ui_draw_swatch(app->renderer, swatch, sw / 4, style);
	/* The big score at the top right; the name beside the swatch has
	 * the room left of it (five narrow columns, a longer language). */
	const pg_breakdown *b = &s->breakdowns[seat];
	char total[32];
	snprintf(total, sizeof total, "%d", b->total);
	int score_size = pg_app_px(app, 38), score_w = 0, score_h = 0;
	pg_text_measure(app->text, total, score_size, PG_FONT_BOLD, &score_w, &score_h);
	int score_y = swatch.y + sw / 2 + pg_app_px(app, 8);
	pg_text_draw(app->text, total, r.x + r.w - m.pad, score_y, score_size, PG_FONT_BOLD,
		     winner ? t->accent_hover : t->text, PG_ALIGN_RIGHT | PG_ALIGN_MIDDLE);
	s->score_drawn[seat] =
	    (SDL_Rect){r.x + r.w - m.pad - score_w, score_y - score_h / 2, score_w, score_h};
	int tx = swatch.x + sw + pg_app_px(app, 12);
	int name_size = pg_app_px(app, PG_SIZE_LABEL), name_h = 0;
	int name_w = pg_text_draw_fit(app->text, _(style->name), tx, swatch.y + sw / 2,
				      s->score_drawn[seat].x - pg_app_px(app, 8) - tx, name_size,
				      PG_FONT_BOLD, t->text, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	pg_text_measure(app->text, _(style->name), name_size, PG_FONT_BOLD, NULL, &name_h);
	s->name_drawn[seat] = (SDL_Rect){tx, swatch.y + sw / 2 - name_h / 2, name_w, name_h};
	pg_text_draw_fit(app->text, pg_play_seat_label(play, seat), r.x + m.pad,
			 swatch.y + sw + pg_app_px(app, 8), r.w - 2 * m.pad,
			 pg_app_px(app, PG_SIZE_SMALL), PG_FONT_REGULAR, t->text_dim, PG_ALIGN_LEFT);
	int y = r.y + m.lines_top;
	for (int i = 0; i < b->count; i++)
		y += breakdown_line(app, &b->lines[i], r.x + m.pad, y, r.w - 2 * m.pad, true) +
		     m.gap;
}

static void draw_section(pg_app *app, const results_scene *s, SDL_Point origin)
{
	const pg_theme *t = &pg_ui_theme;
	SDL_Rect box = s->section_box;
	box.x += origin.x;
	box.y += origin.y;
	pg_ui_fill_rounded(app->renderer, box, pg_app_px(app, 12),
			   pg_ui_mix(t->panel, t->background, 0.3f));
	int pad = pg_app_px(app, 16);
	int y = box.y + pad;
	int title_size = pg_app_px(app, PG_SIZE_LABEL);
	pg_text_draw(app->text, s->section.title, box.x + pad, y, title_size, PG_FONT_BOLD, t->text,
		     PG_ALIGN_LEFT);
	y += pg_text_line_height(app->text, title_size, PG_FONT_BOLD);
	if (s->section.note[0])
		y += pg_app_px(app, 6) +
		     pg_text_draw_wrapped(app->text, s->section.note, box.x + pad, y + pg_app_px(app, 6),
					  box.w - 2 * pad, pg_app_px(app, PG_SIZE_SMALL),
					  PG_FONT_REGULAR, t->text, PG_ALIGN_LEFT, true);
	y += pg_app_px(app, 10);
	int cols = section_columns(app, s, box.w);
	int per_col = (s->section.count + cols - 1) / cols;
	int col_gap = pg_app_px(app, 24);
	int col_w = (box.w - 2 * pad - (cols - 1) * col_gap) / cols;
	int row_h = section_row_height(app), size = pg_app_px(app, PG_SIZE_BODY);
	for (int i = 0; i < s->section.count; i++) {
		const pg_results_row *row = &s->section.rows[i];
		int x = box.x + pad + (i / per_col) * (col_w + col_gap);
		int ry = y + (i % per_col) * row_h;
		SDL_Color ink = row->highlight ? t->accent_hover : t->text;
		if (row->highlight) {
			SDL_Rect mark = {x - pg_app_px(app, 8), ry, col_w + pg_app_px(app, 16),
					 row_h - pg_app_px(app, 2)};
			pg_ui_fill_rounded(app->renderer, mark, pg_app_px(app, 6),
					   pg_ui_mix(t->panel, t->accent, 0.35f));
			pg_ui_stroke_rounded(app->renderer, mark, pg_app_px(app, 6), 1,
					     t->accent_hover);
		}
		int mid = ry + (row_h - pg_app_px(app, 2)) / 2;
		int vw = 0;
		pg_text_measure(app->text, row->value, size, PG_FONT_BOLD, &vw, NULL);
		pg_text_draw_fit(app->text, row->label, x, mid, col_w - vw - pg_app_px(app, 12), size,
				 row->highlight ? PG_FONT_BOLD : PG_FONT_REGULAR, ink,
				 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
		pg_text_draw(app->text, row->value, x + col_w, mid, size, PG_FONT_BOLD, ink,
			     PG_ALIGN_RIGHT | PG_ALIGN_MIDDLE);
	}
}

/* A shadow over the edge where content is hidden, so a cut line reads as
 * "more this way". */
static void draw_edge_fade(pg_app *app, const results_scene *s, bool top)
{
	int h = pg_app_px(app, 28);
	SDL_Color c = pg_ui_theme.panel;
	for (int i = 0; i < h; i++) {
		Uint8 alpha = (Uint8)(230 * (h - i) / h);
		int y = top ? s->viewport.y + i : s->viewport.y + s->viewport.h - 1 - i;
		pg_ui_fill_rect(app->renderer,
				(SDL_Rect){s->viewport.x + pg_app_px(app, 6), y,
					   s->viewport.w - pg_app_px(app, 12), 1},
				pg_ui_with_alpha(c, alpha));
	}
}

static void draw_scrollbar(pg_app *app, const results_scene *s)
{
	int m = pg_scroll_max(&s->scroll);
	if (m <= 0)
		return;
	if (s->scroll.pos > 0.5f)
		draw_edge_fade(app, s, true);
	if (s->scroll.pos < (float)m - 0.5f) {
		draw_edge_fade(app, s, false);
		pg_text_draw(app->text, _("\xE2\x86\x93 more below (wheel or arrow keys)"),
			     s->viewport.x + s->viewport.w / 2,
			     s->viewport.y + s->viewport.h + pg_app_px(app, 4),
			     pg_app_px(app, 12), PG_FONT_REGULAR, pg_ui_theme.text_dim,
			     PG_ALIGN_CENTER);
	}
	pg_scroll_draw_bar(app, &s->scroll,
			   (SDL_Rect){s->panel.x + s->panel.w - pg_app_px(app, 22), s->viewport.y,
				      pg_app_px(app, 6), s->viewport.h},
			   pg_ui_rgba(0, 0, 0, 70), pg_ui_theme.accent_hover);
}

static void draw(pg_app *app, void *data)
{
	results_scene *s = data;
	pg_play *play = pg_game_scene_play(app);
	pg_ui_scrim(app);
	pg_ui_panel(app->renderer, s->panel, pg_app_px(app, 18));
	/* One line about 56 px down; a long one (a longer language) on two
	 * lines, or smaller, above the statistics note. */
	int head_pad = pg_app_px(app, 40);
	SDL_Rect headline = {s->panel.x + head_pad, s->panel.y + pg_app_px(app, 20),
			     s->panel.w - 2 * head_pad, pg_app_px(app, 72)};
	pg_text_draw_box(app->text, s->headline, headline, pg_app_px(app, 34), PG_FONT_BOLD,
			 pg_ui_theme.text, PG_ALIGN_CENTER);
	if (s->note[0]) {
		int pad = pg_app_px(app, 40);
		pg_text_draw_wrapped(app->text, s->note, s->panel.x + pad,
				     s->panel.y + pg_app_px(app, 92), s->panel.w - 2 * pad,
				     pg_app_px(app, PG_SIZE_SMALL), PG_FONT_REGULAR, pg_ui_theme.bad,
				     PG_ALIGN_CENTER, true);
	}
	SDL_Point origin = {s->panel.x, s->viewport.y - (int)(s->scroll.pos + 0.5f)};
	SDL_RenderSetClipRect(app->renderer, &s->viewport);
	if (play)
		for (int i = 0; i < s->seats; i++)
			draw_column(app, s, play, i, origin);
	if (s->has_section)
		draw_section(app, s, origin);
	SDL_RenderSetClipRect(app->renderer, NULL);
	draw_scrollbar(app, s);
	for (int i = 0; i < BUTTONS; i++) {
		s->buttons[i].focused = i == s->focus;
		pg_button_draw(app, &s->buttons[i]);
	}
}

const pg_scene_type pg_results_scene = {
	.name = "results",
	.overlay = true,
	.exit = exit_scene,
	.layout = layout,
	.event = event,
	.update = update,
	.draw = draw,
};

bool pg_results_column_drawn(pg_app *app, int seat, SDL_Rect *name, SDL_Rect *score)
{
	results_scene *s = pg_scenes_find(&app->scenes, &pg_results_scene);
	if (!s || seat < 0 || seat >= s->seats)
		return false;
	*name = s->name_drawn[seat];
	*score = s->score_drawn[seat];
	return true;
}

bool pg_results_line_layout(pg_app *app, int seat, int line, char *label, size_t size,
			    int *text_size, int *width)
{
	results_scene *s = pg_scenes_find(&app->scenes, &pg_results_scene);
	if (!s || seat < 0 || seat >= s->seats || line < 0 || line >= s->breakdowns[seat].count)
		return false;
	const pg_breakdown_line *l = &s->breakdowns[seat].lines[line];
	char value[16];
	snprintf(value, sizeof value, "%+d", l->value);
	int w = s->columns[seat].w - 2 * metrics(app).pad;
	*text_size = breakdown_line_label(app, l, w, value, label, size, width);
	return true;
}

const char *pg_results_headline(pg_app *app)
{
	results_scene *s = pg_scenes_find(&app->scenes, &pg_results_scene);
	return s ? s->headline : NULL;
}

bool pg_results_watch_button(pg_app *app, SDL_Rect *rect)
{
	results_scene *s = pg_scenes_find(&app->scenes, &pg_results_scene);
	if (!s)
		return false;
	*rect = s->buttons[WATCH].rect;
	return true;
}
