/*
 * The results over the finished board: who won, and how each seat's score
 * is made up (the game's score_breakdown), with Rematch (same seats, a new
 * seed), See the board, and Menu.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_play.h"
#include "pg_scenes.h"

enum { REMATCH, BOARD, MENU, BUTTONS };

typedef struct results_scene {
	pg_breakdown breakdowns[PG_MAX_SEATS];
	double shares[PG_MAX_SEATS];
	int seats;
	char headline[160];
	pg_button buttons[BUTTONS];
	SDL_Rect panel, columns[PG_MAX_SEATS];
} results_scene;

static void make_headline(results_scene *s, const pg_play *play)
{
	double best = 0;
	for (int i = 0; i < s->seats; i++)
		if (s->shares[i] > best)
			best = s->shares[i];
	int winners[PG_MAX_SEATS], count = 0;
	for (int i = 0; i < s->seats; i++)
		if (best > 0 && s->shares[i] >= best - 1e-9)
			winners[count++] = i;
	if (s->seats == 1) {
		snprintf(s->headline, sizeof s->headline, "Final score: %d", s->breakdowns[0].total);
	} else if (count == 0) {
		snprintf(s->headline, sizeof s->headline, "No one wins this time");
	} else if (count == 1) {
		int w = winners[0];
		if (play->human_count == 1 && pg_play_is_human(play, w))
			snprintf(s->headline, sizeof s->headline, "You win!");
		else
			snprintf(s->headline, sizeof s->headline, "%s wins!",
				 pg_play_seat_style(play, w)->name);
	} else {
		size_t used = (size_t)snprintf(s->headline, sizeof s->headline, "A shared win: ");
		for (int i = 0; i < count && used < sizeof s->headline; i++)
			used += (size_t)snprintf(s->headline + used, sizeof s->headline - used, "%s%s",
						 i == 0 ? "" : i == count - 1 ? " and " : ", ",
						 pg_play_seat_style(play, winners[i])->name);
	}
}

void pg_open_results(pg_app *app)
{
	pg_play *play = pg_game_scene_play(app);
	if (!play || !pg_match_is_terminal(play->match))
		return;
	results_scene *s = calloc(1, sizeof *s);
	if (!s)
		return;
	const pg_game *g = play->game;
	s->seats = pg_play_seat_count(play);
	g->returns(play->match->state, s->shares);
	for (int i = 0; i < s->seats; i++)
		g->score_breakdown(play->match->state, i, &s->breakdowns[i]);
	make_headline(s, play);
	pg_audio_play(app->audio, "win");
	pg_scenes_push(&app->scenes, &pg_results_scene, s);
}

static void exit_scene(pg_app *app, void *data)
{
	(void)app;
	free(data);
}

static int most_lines(const results_scene *s)
{
	int most = 0;
	for (int i = 0; i < s->seats; i++)
		if (s->breakdowns[i].count > most)
			most = s->breakdowns[i].count;
	return most;
}

static void layout(pg_app *app, void *data)
{
	results_scene *s = data;
	float column_w = s->seats <= 3 ? 330 : s->seats == 4 ? 270 : 215;
	float width = column_w * (float)s->seats + 24 * (float)(s->seats - 1) + 80;
	if (width < 560)
		width = 560;
	/* Room for every line, some of them wrapped onto two. */
	float height = 150 + 120 + 34 * (float)most_lines(s) + 110;
	s->panel = pg_centered_panel(app, width, height);
	int pad = pg_app_px(app, 40), gap = pg_app_px(app, 24);
	int col_w = (s->panel.w - 2 * pad - gap * (s->seats - 1)) / s->seats;
	int top = s->panel.y + pg_app_px(app, 110);
	int bottom = s->panel.y + s->panel.h - pg_app_px(app, 100);
	for (int i = 0; i < s->seats; i++)
		s->columns[i] = (SDL_Rect){s->panel.x + pad + i * (col_w + gap), top, col_w,
					   bottom - top};
	static const char *const labels[BUTTONS] = {"Rematch", "See the board", "Menu"};
	int bw = pg_app_px(app, 200), bh = pg_app_px(app, 50);
	int total = BUTTONS * bw + (BUTTONS - 1) * gap;
	int x = s->panel.x + (s->panel.w - total) / 2;
	int y = s->panel.y + s->panel.h - pg_app_px(app, 32) - bh;
	for (int i = 0; i < BUTTONS; i++)
		s->buttons[i] = (pg_button){.rect = {x + i * (bw + gap), y, bw, bh},
					    .label = labels[i],
					    .kind = i == REMATCH ? PG_BUTTON_PRIMARY : PG_BUTTON_NORMAL};
}

static void act(pg_app *app, int which)
{
	pg_play *play = pg_game_scene_play(app);
	switch (which) {
	case REMATCH:
		if (play)
			pg_play_restart(play, pg_play_random_seed());
		pg_scenes_pop(&app->scenes);
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
	if (e->kind == PG_INPUT_KEY) {
		if (e->key == SDLK_ESCAPE)
			act(app, BOARD);
		else if (e->key == SDLK_RETURN || e->key == SDLK_KP_ENTER)
			act(app, REMATCH);
		return;
	}
	for (int i = 0; i < BUTTONS; i++)
		if (pg_button_input(&s->buttons[i], e)) {
			act(app, i);
			return;
		}
}

static void draw_column(pg_app *app, const results_scene *s, const pg_play *play, int seat)
{
	const pg_theme *t = &pg_ui_theme;
	SDL_Rect r = s->columns[seat];
	bool winner = s->seats > 1 && s->shares[seat] > 0;
	for (int i = 0; i < s->seats; i++)
		if (s->shares[i] > s->shares[seat])
			winner = false;
	SDL_Color fill = winner ? pg_ui_mix(t->panel, t->accent, 0.22f)
				: pg_ui_mix(t->panel, t->background, 0.3f);
	pg_ui_fill_rounded(app->renderer, r, pg_app_px(app, 12), fill);
	if (winner)
		pg_ui_stroke_rounded(app->renderer, r, pg_app_px(app, 12), 2, t->accent_hover);
	int pad = pg_app_px(app, 16);
	const pg_seat_style *style = pg_play_seat_style(play, seat);
	int sw = pg_app_px(app, 28);
	SDL_Rect swatch = {r.x + pad, r.y + pad, sw, sw};
	pg_ui_draw_swatch(app->renderer, swatch, sw / 4, style);
	int tx = swatch.x + sw + pg_app_px(app, 12);
	pg_text_draw_fit(app->text, style->name, tx, swatch.y + sw / 2, r.x + r.w - tx - pad,
			 pg_app_px(app, PG_SIZE_LABEL), PG_FONT_BOLD, t->text,
			 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	pg_text_draw_fit(app->text, pg_play_seat_label(play, seat), r.x + pad,
			 swatch.y + sw + pg_app_px(app, 8), r.w - 2 * pad,
			 pg_app_px(app, PG_SIZE_SMALL), PG_FONT_REGULAR, t->text_dim, PG_ALIGN_LEFT);
	const pg_breakdown *b = &s->breakdowns[seat];
	char total[32];
	snprintf(total, sizeof total, "%d", b->total);
	pg_text_draw(app->text, total, r.x + r.w - pad, swatch.y + sw / 2 + pg_app_px(app, 8),
		     pg_app_px(app, 38), PG_FONT_BOLD, winner ? t->accent_hover : t->text,
		     PG_ALIGN_RIGHT | PG_ALIGN_MIDDLE);
	int y = swatch.y + sw + pg_app_px(app, 40);
	int size = pg_app_px(app, PG_SIZE_SMALL), gap = pg_app_px(app, 7);
	SDL_RenderSetClipRect(app->renderer, &r);
	for (int i = 0; i < b->count; i++) {
		char value[16];
		snprintf(value, sizeof value, "%+d", b->lines[i].value);
		int vw = 0;
		pg_text_measure(app->text, value, size, PG_FONT_BOLD, &vw, NULL);
		int h = pg_text_draw_wrapped(app->text, b->lines[i].label, r.x + pad, y,
					     r.w - 2 * pad - vw - pg_app_px(app, 10), size,
					     PG_FONT_REGULAR, t->text, PG_ALIGN_LEFT, true);
		pg_text_draw(app->text, value, r.x + r.w - pad, y, size, PG_FONT_BOLD,
			     b->lines[i].value < 0 ? t->bad : t->text, PG_ALIGN_RIGHT);
		y += h + gap;
	}
	SDL_RenderSetClipRect(app->renderer, NULL);
}

static void draw(pg_app *app, void *data)
{
	results_scene *s = data;
	pg_play *play = pg_game_scene_play(app);
	pg_ui_scrim(app);
	pg_ui_panel(app->renderer, s->panel, pg_app_px(app, 18));
	pg_text_draw(app->text, s->headline, s->panel.x + s->panel.w / 2,
		     s->panel.y + pg_app_px(app, 56), pg_app_px(app, 34), PG_FONT_BOLD,
		     pg_ui_theme.text, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	if (play)
		for (int i = 0; i < s->seats; i++)
			draw_column(app, s, play, i);
	for (int i = 0; i < BUTTONS; i++)
		pg_button_draw(app, &s->buttons[i]);
}

const pg_scene_type pg_results_scene = {
	.name = "results",
	.overlay = true,
	.exit = exit_scene,
	.layout = layout,
	.event = event,
	.draw = draw,
};
