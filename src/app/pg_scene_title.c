/*
 * The title menu: one card per game that has a scene (its title art, name,
 * tagline and player count), the saved games to resume (game, players,
 * move count and date, newest first; pg_saves.h), Past games (finished
 * games to watch again), Statistics, Settings and Quit. A
 * card opens the game's setup screen. What the player must hear once (a
 * damaged file kept aside, a second copy open, a save that will not load)
 * shows in the notice above the buttons.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "pg_geom.h"
#include "pg_history_scenes.h"
#include "pg_i18n.h"
#include "pg_play.h"
#include "pg_registry.h"
#include "pg_saves.h"
#include "pg_scenes.h"

/* CARD_TEXT_H: a card's name, players and four lines of tagline;
 * SMALL_GAP: between the cards, the saved games, the notice and the
 * buttons. */
enum { MAX_CARDS = 8, MAX_ROWS = 3, CARD_TEXT_H = 146, SMALL_GAP = 14 };
/* A card's inner margin, and the least size its game's name is drawn at
 * before it would be shortened. */
enum { CARD_PAD = 16, NAME_MIN_SIZE = 15 };

typedef struct game_card {
	const pg_view *view;
	const pg_game *game;
	char art[128];
	float art_w, art_h; /* the SVG's own size; 0 if unknown */
	SDL_Rect rect, art_rect;
	bool hovered, pressed;
} game_card;

typedef struct save_row {
	pg_save_info info;
	char line[320]; /* players, moves, date */
	pg_button resume;
	SDL_Rect rect;
} save_row;

typedef struct title_scene {
	game_card cards[MAX_CARDS];
	int card_count;
	save_row rows[MAX_ROWS];
	int rows_read;  /* rows filled from the newest saves */
	int row_count;  /* of those, the rows shown: as many as leave the cards room */
	int save_count; /* saves that load, in all */
	pg_button all_saves, past_games, statistics, settings, quit;
	char all_saves_label[64];
	/* keyboard focus: cards, then the rows' Resume, All saved games,
	 * Past games, Statistics, Settings, Quit; -1 none */
	int focus;
	SDL_Rect header, notice_box, saves_box;
	/* In a window the title, which stands still until a person moves,
	 * is drawn into this texture once and copied each frame (see draw). */
	SDL_Texture *still;
	bool settled;                       /* a whole title was drawn, art and all */
	bool still_ready;                   /* it shows the title as it is now */
	char still_notice[PG_APP_NOTICE_MAX]; /* the notice it shows */
} title_scene;

void pg_open_title(pg_app *app)
{
	title_scene *s = calloc(1, sizeof *s);
	if (!s)
		return;
	pg_scenes_reset(&app->scenes, &pg_title_scene, s);
}

/* Two saves of one game (its own save and a named one, from Save as...)
 * would look alike: each such row ends with its file's name, as the saved
 * games' list and Save as... tell it. */
static void name_the_files_of_one_game(title_scene *s)
{
	for (int i = 0; i < s->rows_read; i++) {
		save_row *row = &s->rows[i];
		for (int j = 0; j < s->rows_read; j++) {
			if (j == i || strcmp(s->rows[j].info.game_id, row->info.game_id) != 0)
				continue;
			size_t used = strlen(row->line);
			snprintf(row->line + used, sizeof row->line - used, " \xC2\xB7 %s",
				 row->info.file);
			break;
		}
	}
}

/* Reads the saved games without changing them: a row for each of the
 * newest that load, a sentence in the notice for each that does not (it
 * is left as it is, for a later version or a person to mend). */
static void check_saves(pg_app *app, title_scene *s)
{
	s->rows_read = s->row_count = s->save_count = 0;
	pg_save_info *all = calloc(PG_SAVES_LIST_MAX, sizeof *all);
	if (!all)
		return;
	int n = pg_saves_list(app, all, PG_SAVES_LIST_MAX, false);
	for (int i = 0; i < n; i++) {
		const pg_save_info *info = &all[i];
		if (info->damaged) {
			if (!strstr(app->notice, info->path))
				pg_saves_tell(app,
					      _("The saved game could not be opened (%s). The file "
						"was left as it is: %s."),
					      info->why, info->path);
			continue;
		}
		if (!pg_view_find(info->game_id)) {
			if (!strstr(app->notice, info->path))
				pg_saves_tell(app,
					      _("There is a saved game of %s, which has no game "
						"screen in this version: %s."),
					      info->game_name, info->path);
			continue;
		}
		s->save_count++;
		if (s->rows_read == MAX_ROWS)
			continue;
		save_row *row = &s->rows[s->rows_read++];
		row->info = *info;
		char date[64];
		pg_saves_format_date(info->saved_at, date, sizeof date);
		snprintf(row->line, sizeof row->line, _("%s \xC2\xB7 move %d \xC2\xB7 %s"),
			 info->players, info->moves, date);
	}
	free(all);
	s->row_count = s->rows_read;
	name_the_files_of_one_game(s);
	snprintf(s->all_saves_label, sizeof s->all_saves_label, _("All saved games (%d)"),
		 s->save_count);
}

static void enter(pg_app *app, void *data)
{
	title_scene *s = data;
	s->focus = -1;
	for (int i = 0; i < pg_view_count() && s->card_count < MAX_CARDS; i++) {
		const pg_view *view = pg_view_at(i);
		const pg_game *game = pg_registry_find(view->game_id);
		if (!game)
			continue;
		game_card *c = &s->cards[s->card_count++];
		c->view = view;
		c->game = game;
		pg_view_title_art(view, c->art, sizeof c->art);
		if (!pg_assets_natural_size(app->assets, c->art, &c->art_w, &c->art_h))
			c->art_w = c->art_h = 0;
	}
	check_saves(app, s);
}

static void exit_scene(pg_app *app, void *data)
{
	/* What the notice said has been seen; it is not said again. */
	if (app)
		app->notice[0] = '\0';
	title_scene *s = data;
	if (s->still)
		SDL_DestroyTexture(s->still);
	free(data);
}

/* The notice's height at the current width (0 when there is none). */
static int notice_height(pg_app *app, int width)
{
	if (!app->notice[0])
		return 0;
	int size = pg_app_px(app, PG_SIZE_SMALL), pad = pg_app_px(app, 16);
	int h = pg_text_draw_wrapped(app->text, app->notice, 0, 0, width - 2 * pad, size,
				     PG_FONT_REGULAR, pg_ui_theme.text, PG_ALIGN_LEFT, false);
	return h + pad + pg_app_px(app, 8);
}

static void layout_rows(pg_app *app, title_scene *s, int bottom)
{
	int row_h = pg_app_px(app, 46), gap = pg_app_px(app, 8), head = pg_app_px(app, 30);
	int width = pg_app_px(app, 920);
	if (width > app->width - 2 * pg_app_px(app, 56))
		width = app->width - 2 * pg_app_px(app, 56);
	int h = s->row_count ? head + s->row_count * (row_h + gap) - gap : 0;
	s->saves_box = (SDL_Rect){(app->width - width) / 2, bottom - h, width, h};
	int button_w = pg_app_px(app, 120), inset = pg_app_px(app, 6);
	for (int i = 0; i < s->row_count; i++) {
		save_row *row = &s->rows[i];
		row->rect = (SDL_Rect){s->saves_box.x, s->saves_box.y + head + i * (row_h + gap),
				       width, row_h};
		row->resume = (pg_button){.rect = {row->rect.x + width - button_w - inset,
						   row->rect.y + inset, button_w, row_h - 2 * inset},
					  .label = _("Resume"), .kind = PG_BUTTON_PRIMARY};
	}
}

/* The cards' width with room_bottom as the lowest they may reach; false
 * when even cards at their narrowest would run past it. */
static bool card_width(pg_app *app, const title_scene *s, int room_bottom, int *width)
{
	int margin = pg_app_px(app, 56), gap = pg_app_px(app, 24);
	int n = s->card_count;
	int cols = n <= 5 ? (n > 0 ? n : 1) : 3;
	int rows = (n + cols - 1) / cols;
	int avail = app->width - 2 * margin;
	int card_w = (avail - gap * (cols - 1)) / cols;
	if (card_w > pg_app_px(app, 300))
		card_w = pg_app_px(app, 300);
	/* Cards shrink to leave the saved games and the notice their room. */
	int room = room_bottom - s->header.h - gap;
	int text_h = pg_app_px(app, CARD_TEXT_H);
	int fit_w = ((room - (rows - 1) * gap) / rows - text_h) * 4 / 3;
	*width = card_w;
	if (card_w <= fit_w)
		return true;
	/* Narrower than this the taglines do not fit: the cards keep their width. */
	if (fit_w <= pg_app_px(app, 120))
		return false;
	*width = fit_w;
	return true;
}

static void layout_cards(pg_app *app, title_scene *s, int room_bottom)
{
	int gap = pg_app_px(app, 24);
	int n = s->card_count;
	int cols = n <= 5 ? (n > 0 ? n : 1) : 3;
	int rows = (n + cols - 1) / cols;
	int card_w = 0;
	card_width(app, s, room_bottom, &card_w);
	int room = room_bottom - s->header.h - gap;
	int text_h = pg_app_px(app, CARD_TEXT_H);
	int art_h = card_w * 3 / 4;
	int card_h = art_h + text_h;
	int block_h = rows * card_h + (rows - 1) * gap;
	int top = s->header.h + (room > block_h ? (room - block_h) / 3 : 0);
	for (int i = 0; i < n; i++) {
		int row = i / cols, col = i % cols;
		int in_row = row == rows - 1 ? n - row * cols : cols;
		int x0 = (app->width - (in_row * card_w + (in_row - 1) * gap)) / 2;
		game_card *c = &s->cards[i];
		c->rect = (SDL_Rect){x0 + col * (card_w + gap), top + row * (card_h + gap), card_w,
				     card_h};
		int inset = pg_app_px(app, 10);
		c->art_rect = (SDL_Rect){c->rect.x + inset, c->rect.y + inset, card_w - 2 * inset,
					 art_h - inset};
	}
}

/* Lays the title out with the first s->row_count saved games shown. */
static void place(pg_app *app, title_scene *s)
{
	s->still_ready = false;
	int margin = pg_app_px(app, 56), gap = pg_app_px(app, 24);
	s->header = (SDL_Rect){0, 0, app->width, pg_app_px(app, 190)};
	int button_h = pg_app_px(app, 48), bw = pg_app_px(app, 180);
	int by = app->height - pg_app_px(app, 32) - button_h;
	int all_w = pg_app_px(app, 240);
	bool more = s->save_count > s->row_count;
	/* Up to five buttons in a row: narrower when the window is. */
	static const char *const labels[4] = {N_("Past games"), N_("Statistics"), N_("Settings"),
					      N_("Quit")};
	/* As wide as the longest label needs (a translation may be a third
	 * longer). */
	for (int i = 0; i < 4; i++)
		bw = pg_button_width(app, _(labels[i]), button_h, bw);
	if (more)
		all_w = pg_button_width(app, s->all_saves_label, button_h, all_w);
	int room = app->width - 2 * margin, count = more ? 5 : 4;
	int total = (more ? all_w + gap : 0) + 4 * bw + 3 * gap;
	if (total > room) {
		/* Narrower, each in proportion to what its label needs. */
		int inner = room - (count - 1) * gap, wanted = total - (count - 1) * gap;
		bw = bw * inner / wanted;
		all_w = all_w * inner / wanted;
		total = (more ? all_w + gap : 0) + 4 * bw + 3 * gap;
	}
	int x = (app->width - total) / 2;
	s->all_saves = (pg_button){.rect = {x, by, all_w, button_h}, .label = s->all_saves_label,
				   .hidden = !more};
	if (more)
		x += all_w + gap;
	pg_button *row[4] = {&s->past_games, &s->statistics, &s->settings, &s->quit};
	for (int i = 0; i < 4; i++) {
		*row[i] = (pg_button){.rect = {x, by, bw, button_h}, .label = _(labels[i])};
		x += bw + gap;
	}
	int notice_w = app->width - 2 * margin;
	int notice_h = notice_height(app, notice_w);
	int small_gap = pg_app_px(app, SMALL_GAP);
	s->notice_box = (SDL_Rect){margin, by - small_gap - notice_h, notice_w, notice_h};
	int rows_bottom = notice_h ? s->notice_box.y - small_gap : by - small_gap;
	layout_rows(app, s, rows_bottom);
	layout_cards(app, s, s->row_count ? s->saves_box.y - small_gap : rows_bottom);
}

/* Whether every game's name fits a card card_w wide at the smallest size
 * draw_card steps it down to (below that it would be shortened). */
static bool names_fit(pg_app *app, const title_scene *s, int card_w)
{
	int room = card_w - 2 * pg_app_px(app, CARD_PAD);
	for (int i = 0; i < s->card_count; i++) {
		int w = 0, h = 0;
		pg_text_measure(app->text, s->cards[i].game->name, pg_app_px(app, NAME_MIN_SIZE),
				PG_FONT_BOLD, &w, &h);
		if (w > room)
			return false;
	}
	return true;
}

/* Shows as many saved games' rows as leave the cards room above them, and
 * wide enough for the games' names; the rest wait behind All saved games.
 * A long notice (damaged files named by their paths) and two rows would
 * otherwise run over the cards' text, and two rows in a 960x600 window
 * cut "The Great Potlatch" short. */
static void layout(pg_app *app, void *data)
{
	title_scene *s = data;
	int card_w = 0;
	for (s->row_count = s->rows_read; s->row_count > 0; s->row_count--) {
		place(app, s);
		if (card_width(app, s, s->saves_box.y - pg_app_px(app, SMALL_GAP), &card_w) &&
		    names_fit(app, s, card_w))
			return;
	}
	place(app, s);
}

/* Items in focus order: cards, row Resume buttons, then five buttons. */
enum { TITLE_BUTTONS = 5 };

static int item_count(const title_scene *s)
{
	return s->card_count + s->row_count + TITLE_BUTTONS;
}

static void activate(pg_app *app, title_scene *s, int item)
{
	int row = item - s->card_count;
	int button = item - s->card_count - s->row_count;
	if (item < s->card_count) {
		pg_audio_play(app->audio, "click");
		pg_open_setup(app, s->cards[item].view);
	} else if (row < s->row_count) {
		char path[PG_APP_PATH_MAX];
		snprintf(path, sizeof path, "%s", s->rows[row].info.path);
		app->notice[0] = '\0';
		if (!pg_open_saved_game(app, path)) {
			check_saves(app, s);
			layout(app, s);
		}
	} else if (button == 0 && s->save_count > s->row_count) {
		pg_open_saves(app);
	} else if (button == 1) {
		pg_audio_play(app->audio, "click");
		pg_open_history(app);
	} else if (button == 2) {
		pg_audio_play(app->audio, "click");
		pg_open_stats(app);
	} else if (button == 3) {
		pg_open_settings(app);
	} else if (button == 4) {
		app->quit = true;
	}
}

static bool focusable(const title_scene *s, int item)
{
	return item != s->card_count + s->row_count || s->save_count > s->row_count;
}

static void set_focus(title_scene *s)
{
	int first = s->card_count + s->row_count;
	for (int i = 0; i < s->row_count; i++)
		s->rows[i].resume.focused = s->focus == s->card_count + i;
	s->all_saves.focused = s->focus == first;
	s->past_games.focused = s->focus == first + 1;
	s->statistics.focused = s->focus == first + 2;
	s->settings.focused = s->focus == first + 3;
	s->quit.focused = s->focus == first + 4;
}

static void key(pg_app *app, title_scene *s, const pg_input_event *e)
{
	int n = item_count(s), step = 0;
	switch (e->key) {
	case SDLK_RIGHT:
	case SDLK_DOWN:
	case SDLK_TAB:
		step = (e->mod & KMOD_SHIFT) ? -1 : 1;
		break;
	case SDLK_LEFT:
	case SDLK_UP:
		step = -1;
		break;
	case SDLK_RETURN:
	case SDLK_KP_ENTER:
	case SDLK_SPACE:
		if (s->focus >= 0)
			activate(app, s, s->focus);
		return;
	default:
		return;
	}
	do
		s->focus = s->focus < 0 ? (step > 0 ? 0 : n - 1) : (s->focus + step + n) % n;
	while (!focusable(s, s->focus));
	set_focus(s);
}

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	title_scene *s = data;
	/* Hover, focus and presses change how the title looks. */
	s->still_ready = false;
	if (e->kind == PG_INPUT_KEY) {
		key(app, s, e);
		return;
	}
	for (int i = 0; i < s->card_count; i++) {
		game_card *c = &s->cards[i];
		bool inside = pg_in_rect(c->rect, e->x, e->y);
		if (e->kind == PG_INPUT_HOVER)
			c->hovered = inside;
		if (e->kind == PG_INPUT_PRESS)
			c->pressed = inside && e->button == SDL_BUTTON_LEFT;
		if ((e->kind == PG_INPUT_CLICK || e->kind == PG_INPUT_DROP)) {
			bool hit = c->pressed && inside;
			c->pressed = false;
			if (hit) {
				activate(app, s, i);
				return;
			}
		}
	}
	for (int i = 0; i < s->row_count; i++)
		if (pg_button_input(&s->rows[i].resume, e)) {
			activate(app, s, s->card_count + i);
			return;
		}
	int first = s->card_count + s->row_count;
	pg_button *buttons[TITLE_BUTTONS] = {&s->all_saves, &s->past_games, &s->statistics,
					     &s->settings, &s->quit};
	for (int i = 0; i < TITLE_BUTTONS; i++)
		if (pg_button_input(buttons[i], e)) {
			activate(app, s, first + i);
			return;
		}
}

static void resume(pg_app *app, void *data)
{
	title_scene *s = data;
	s->still_ready = false;
	check_saves(app, s);
	layout(app, s);
}

/* The art fitted inside the card's art area, keeping its proportions. */
static SDL_Rect fit_art(const game_card *c)
{
	SDL_Rect r = c->art_rect;
	if (c->art_w <= 0 || c->art_h <= 0)
		return r;
	float scale_w = (float)r.w / c->art_w, scale_h = (float)r.h / c->art_h;
	float scale = scale_w < scale_h ? scale_w : scale_h;
	int w = (int)(c->art_w * scale), h = (int)(c->art_h * scale);
	return (SDL_Rect){r.x + (r.w - w) / 2, r.y + (r.h - h) / 2, w, h};
}

/* A panel with the game's name, for a game whose art is missing. */
static void name_panel(pg_app *app, const game_card *c)
{
	SDL_Rect r = c->art_rect;
	int radius = pg_app_px(app, 8);
	pg_ui_fill_rounded(app->renderer, r, radius, pg_ui_mix(pg_ui_theme.panel, pg_ui_theme.accent, 0.18f));
	SDL_Rect inner = {r.x + pg_app_px(app, 8), r.y + pg_app_px(app, 8), r.w - pg_app_px(app, 16),
			  r.h - pg_app_px(app, 16)};
	pg_ui_stroke_rounded(app->renderer, inner, radius, 1, pg_ui_with_alpha(pg_ui_theme.text, 60));
	int size = pg_app_px(app, 30);
	int h = pg_text_draw_wrapped(app->text, c->game->name, 0, 0, inner.w - pg_app_px(app, 16), size,
				     PG_FONT_BOLD, pg_ui_theme.text, PG_ALIGN_CENTER, false);
	pg_text_draw_wrapped(app->text, c->game->name, inner.x + pg_app_px(app, 8),
			     inner.y + (inner.h - h) / 2, inner.w - pg_app_px(app, 16), size,
			     PG_FONT_BOLD, pg_ui_theme.text, PG_ALIGN_CENTER, true);
}

/* Draws a card; false while its art is still being made (a stand-in
 * shows). */
static bool draw_card(pg_app *app, const game_card *c, bool focused)
{
	const pg_theme *t = &pg_ui_theme;
	SDL_Rect r = c->rect;
	if (c->hovered)
		r.y -= pg_app_px(app, 3);
	int radius = pg_app_px(app, 14);
	pg_ui_shadow(app->renderer, r, radius, pg_app_px(app, c->hovered ? 14 : 8));
	pg_ui_fill_rounded(app->renderer, r, radius, c->hovered ? t->panel_hover : t->panel);
	pg_ui_stroke_rounded(app->renderer, r, radius, pg_app_px(app, 1.5f),
			     c->hovered || focused ? t->accent_hover : t->panel_edge);
	game_card moved = *c;
	moved.art_rect.y += r.y - c->rect.y;
	SDL_Rect art = fit_art(&moved);
	/* A card's art takes milliseconds to render: the worker thread does
	 * it (once the first frame is up, not to compete with it), and a
	 * plain panel stands in until it is ready. Headless (a screenshot)
	 * it is made now. */
	SDL_Texture *texture =
		app->headless ? pg_assets_svg(app->assets, c->art, art.w, art.h)
			      : pg_assets_svg_async(app->assets, c->art, art.w, art.h, false);
	bool final = true;
	if (texture) {
		SDL_RenderCopy(app->renderer, texture, NULL, &art);
	} else if (pg_assets_failed(app->assets, c->art)) {
		name_panel(app, &moved);
	} else {
		final = false;
		pg_ui_fill_rounded(app->renderer, moved.art_rect, pg_app_px(app, 8),
				   pg_ui_mix(t->panel, t->background, 0.3f));
	}
	int pad = pg_app_px(app, CARD_PAD);
	int y = moved.art_rect.y + moved.art_rect.h + pg_app_px(app, 12);
	/* Five cards in a row leave long names ("Pitengnaqsaraq") little
	 * room: the name steps down in size until it fits whole, and only
	 * below NAME_MIN_SIZE would it be shortened. */
	int name_size = pg_app_px(app, 21);
	for (int w = 0, h = 0; name_size > pg_app_px(app, NAME_MIN_SIZE); name_size--) {
		pg_text_measure(app->text, c->game->name, name_size, PG_FONT_BOLD, &w, &h);
		if (w <= r.w - 2 * pad)
			break;
	}
	pg_text_draw_fit(app->text, c->game->name, r.x + pad, y, r.w - 2 * pad, name_size,
			 PG_FONT_BOLD, t->text, PG_ALIGN_LEFT);
	y += pg_app_px(app, 30);
	char players[96];
	if (c->game->min_players == c->game->max_players)
		snprintf(players, sizeof players,
			 P_("%d player", "%d players", c->game->min_players), c->game->min_players);
	else
		snprintf(players, sizeof players, _("%d\xE2\x80\x93%d players"), c->game->min_players,
			 c->game->max_players);
	pg_text_draw_fit(app->text, players, r.x + pad, y, r.w - 2 * pad,
			 pg_app_px(app, PG_SIZE_SMALL), PG_FONT_BOLD, t->accent_hover, PG_ALIGN_LEFT);
	y += pg_app_px(app, 24);
	if (c->game->tagline) {
		/* The tagline takes the rest of the card, from the top; one too
		 * long for it (a longer translation, a small window) is fitted
		 * whole, wrapped smaller, never cut off at the card's edge. */
		SDL_Rect box = {r.x + pad, y, r.w - 2 * pad, r.y + r.h - y - pg_app_px(app, 8)};
		const char *tagline = _(c->game->tagline);
		int size = pg_app_px(app, PG_SIZE_SMALL);
		int height = pg_text_draw_wrapped(app->text, tagline, box.x, box.y, box.w, size,
						  PG_FONT_REGULAR, t->text_dim, PG_ALIGN_LEFT, false);
		if (height <= box.h)
			pg_text_draw_wrapped(app->text, tagline, box.x, box.y, box.w, size,
					     PG_FONT_REGULAR, t->text_dim, PG_ALIGN_LEFT, true);
		else
			pg_text_draw_box(app->text, tagline, box, size, PG_FONT_REGULAR, t->text_dim,
					 PG_ALIGN_LEFT);
	}
	return final;
}

static void draw_header(pg_app *app, const title_scene *s)
{
	const pg_theme *t = &pg_ui_theme;
	int cx = app->width / 2;
	int y = pg_app_px(app, 58);
	pg_text_draw(app->text, _("Potlatch Games"), cx, y, pg_app_px(app, PG_SIZE_TITLE), PG_FONT_BOLD,
		     t->text, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	int rule_w = pg_app_px(app, 220);
	SDL_Rect rule = {cx - rule_w / 2, y + pg_app_px(app, 34), rule_w, pg_app_px(app, 2)};
	pg_ui_fill_rect(app->renderer, rule, t->accent);
	int line_w = app->width - 2 * pg_app_px(app, 32);
	pg_text_draw_fit(app->text,
			 _("Tabletop games for friends around one screen, or against the computer"),
			 cx, y + pg_app_px(app, 66), line_w, pg_app_px(app, PG_SIZE_BODY),
			 PG_FONT_REGULAR, t->text_dim, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	(void)s;
}

static void draw_notice(pg_app *app, const title_scene *s)
{
	if (!app->notice[0] || s->notice_box.h <= 0)
		return;
	SDL_Rect r = s->notice_box;
	int size = pg_app_px(app, PG_SIZE_SMALL), pad = pg_app_px(app, 16);
	pg_ui_fill_rounded(app->renderer, r, pg_app_px(app, 8),
			   pg_ui_mix(pg_ui_theme.panel, pg_ui_theme.bad, 0.35f));
	pg_ui_stroke_rounded(app->renderer, r, pg_app_px(app, 8), 1, pg_ui_theme.bad);
	pg_text_draw_wrapped(app->text, app->notice, r.x + pad, r.y + pad / 2 + pg_app_px(app, 4),
			     r.w - 2 * pad, size, PG_FONT_REGULAR, pg_ui_theme.text, PG_ALIGN_LEFT,
			     true);
}

static void draw_saves(pg_app *app, const title_scene *s)
{
	if (s->row_count == 0)
		return;
	const pg_theme *t = &pg_ui_theme;
	SDL_Rect box = s->saves_box;
	pg_text_draw(app->text, _("Saved games"), box.x, box.y + pg_app_px(app, 10),
		     pg_app_px(app, PG_SIZE_LABEL), PG_FONT_BOLD, t->text,
		     PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	int pad = pg_app_px(app, 16);
	for (int i = 0; i < s->row_count; i++) {
		const save_row *row = &s->rows[i];
		SDL_Rect r = row->rect;
		int radius = pg_app_px(app, 10);
		pg_ui_fill_rounded(app->renderer, r, radius, pg_ui_with_alpha(t->panel, 235));
		pg_ui_stroke_rounded(app->renderer, r, radius, 1, t->panel_edge);
		int name_w = pg_app_px(app, 200);
		int cy = r.y + r.h / 2;
		pg_text_draw_fit(app->text, row->info.game_name, r.x + pad, cy, name_w,
				 pg_app_px(app, PG_SIZE_BODY), PG_FONT_BOLD, t->text,
				 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
		int line_x = r.x + pad + name_w + pg_app_px(app, 10);
		int line_w = row->resume.rect.x - line_x - pg_app_px(app, 10);
		int size = pg_app_px(app, PG_SIZE_SMALL), one = 0;
		pg_text_measure(app->text, row->line, size, PG_FONT_REGULAR, &one, NULL);
		int two = pg_text_draw_wrapped(app->text, row->line, 0, 0, line_w, size,
					       PG_FONT_REGULAR, t->text_dim, PG_ALIGN_LEFT, false);
		/* A long line (a translation, five seats) goes on two lines when
		 * the row holds them, rather than being cut short. */
		if (one > line_w && two <= r.h - pg_app_px(app, 4))
			pg_text_draw_wrapped(app->text, row->line, line_x, cy - two / 2, line_w, size,
					     PG_FONT_REGULAR, t->text_dim, PG_ALIGN_LEFT, true);
		else
			pg_text_draw_fit(app->text, row->line, line_x, cy, line_w, size,
					 PG_FONT_REGULAR, t->text_dim, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
		pg_button_draw(app, &row->resume);
	}
}

/* Draws the whole title; false while part of it is still to change by
 * itself (the backdrop fading in, a card's art not made yet). */
static bool draw_title(pg_app *app, title_scene *s)
{
	bool final = pg_ui_background(app);
	draw_header(app, s);
	for (int i = 0; i < s->card_count; i++)
		final = draw_card(app, &s->cards[i], s->focus == i) && final;
	if (s->card_count == 0) {
		pg_text_draw(app->text, _("No game is ready to play yet."), app->width / 2,
			     app->height / 2, pg_app_px(app, PG_SIZE_HEADING), PG_FONT_BOLD,
			     pg_ui_theme.text_dim, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	}
	draw_saves(app, s);
	draw_notice(app, s);
	pg_button_draw(app, &s->all_saves);
	pg_button_draw(app, &s->past_games);
	pg_button_draw(app, &s->statistics);
	pg_button_draw(app, &s->settings);
	pg_button_draw(app, &s->quit);
	return final;
}

/* Draws the title into s->still, a texture the size of the window. */
static bool draw_still(pg_app *app, title_scene *s)
{
	int w = 0, h = 0, still_w = 0, still_h = 0;
	SDL_GetRendererOutputSize(app->renderer, &w, &h);
	if (s->still)
		SDL_QueryTexture(s->still, NULL, NULL, &still_w, &still_h);
	if (s->still && (still_w != w || still_h != h)) {
		SDL_DestroyTexture(s->still);
		s->still = NULL;
	}
	if (!s->still)
		s->still = SDL_CreateTexture(app->renderer, SDL_PIXELFORMAT_ARGB8888,
					     SDL_TEXTUREACCESS_TARGET, w, h);
	if (!s->still || SDL_SetRenderTarget(app->renderer, s->still) != 0)
		return false;
	/* The same opaque clear the app gives the window, so what is blended
	 * over it comes out the same. */
	const SDL_Color ground = pg_ui_theme.background;
	SDL_SetRenderDrawColor(app->renderer, ground.r, ground.g, ground.b, 255);
	SDL_RenderClear(app->renderer);
	s->still_ready = draw_title(app, s);
	snprintf(s->still_notice, sizeof s->still_notice, "%s", app->notice);
	SDL_SetRenderTarget(app->renderer, NULL);
	SDL_SetTextureBlendMode(s->still, SDL_BLENDMODE_NONE);
	return true;
}

static void draw(pg_app *app, void *data)
{
	title_scene *s = data;
	/* Five cards' and five buttons' shapes and text cost a frame twice
	 * what the whole frame cost with three cards (issue 9); a copy costs
	 * next to nothing. Headless (screenshots, tests that look for cut
	 * labels) every frame is drawn as it is. */
	if (app->headless) {
		draw_title(app, s);
		return;
	}
	/* Until the art is in, frames go straight to the window: the first
	 * frame is not kept waiting for a texture. */
	if (!s->settled) {
		s->settled = draw_title(app, s);
		return;
	}
	if (!s->still_ready || strcmp(s->still_notice, app->notice) != 0) {
		if (!draw_still(app, s)) {
			draw_title(app, s);
			return;
		}
	}
	SDL_RenderCopy(app->renderer, s->still, NULL, NULL);
}

const pg_scene_type pg_title_scene = {
	.name = "title",
	.enter = enter,
	.exit = exit_scene,
	.resume = resume,
	.layout = layout,
	.event = event,
	.draw = draw,
};

bool pg_title_save_row(pg_app *app, int index, char *out, size_t size)
{
	title_scene *s = pg_scenes_find(&app->scenes, &pg_title_scene);
	if (!s || index < 0 || index >= s->row_count)
		return false;
	snprintf(out, size, "%s: %s", s->rows[index].info.game_name, s->rows[index].line);
	return true;
}

bool pg_saves_title_layout(pg_app *app, int *cards_bottom, int *below_top, int *rows_shown)
{
	title_scene *s = pg_scenes_find(&app->scenes, &pg_title_scene);
	if (!s)
		return false;
	*cards_bottom = 0;
	for (int i = 0; i < s->card_count; i++)
		if (s->cards[i].rect.y + s->cards[i].rect.h > *cards_bottom)
			*cards_bottom = s->cards[i].rect.y + s->cards[i].rect.h;
	*below_top = s->row_count      ? s->saves_box.y
		     : app->notice[0] ? s->notice_box.y
				      : s->past_games.rect.y;
	*rows_shown = s->row_count;
	return true;
}
