/*
 * The setup screen of a game: how many players, who sits in each seat (a
 * person or the AI at a level; each seat's colour shown with its pattern),
 * the game's own variants from its option specs, an optional seed, Start.
 * The choices are remembered per game in the settings.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_geom.h"
#include "pg_history.h"
#include "pg_i18n.h"
#include "pg_options.h"
#include "pg_play.h"
#include "pg_registry.h"
#include "pg_saves.h"
#include "pg_scenes.h"
#include "pg_setup.h"
#include "pg_tutorial.h"

enum { SEAT_CHOICES = 4, SEED_DIGITS = 18 };

/* What the keyboard can focus, in Tab order (the seats and options one
 * item each). */
typedef enum focus_kind {
	FOCUS_PLAYERS,
	FOCUS_SEAT,
	FOCUS_OPTION,
	FOCUS_SEED,
	FOCUS_KEEP_SEED,
	FOCUS_LEARN,
	FOCUS_RULES,
	FOCUS_BACK,
	FOCUS_START,
} focus_kind;

enum { FOCUS_MAX = 7 + PG_MAX_SEATS + PG_MAX_OPTIONS };

typedef struct focus_item {
	focus_kind kind;
	int index; /* the seat or the option */
} focus_item;

static const char *const seat_choice_names[SEAT_CHOICES] = {
	N_("Person"), N_("AI \xC2\xB7 Easy"), N_("AI \xC2\xB7 Normal"), N_("AI \xC2\xB7 Hard")};
static const int seat_choice_kinds[SEAT_CHOICES] = {PG_SEAT_HUMAN, PG_AI_EASY, PG_AI_NORMAL,
						    PG_AI_HARD};

typedef struct setup_scene {
	const pg_view *view;
	const pg_game *game;
	pg_choice players;
	char player_names[PG_MAX_SEATS][4];
	pg_choice seats[PG_MAX_SEATS];
	SDL_Rect swatches[PG_MAX_SEATS];
	pg_choice options[PG_MAX_OPTIONS];
	char option_values[PG_MAX_OPTIONS][PG_CHOICE_MAX][16];
	int option_help_y[PG_MAX_OPTIONS];
	char seed[SEED_DIGITS + 1];
	SDL_Rect seed_box;
	bool seed_focused, seed_hovered;
	/* A typed seed deals one game (and its restart) unless pinned: then
	 * every later game of this title deals the same until it is cleared. */
	pg_toggle keep_seed;
	pg_button back, rules, learn, start;
	const pg_lesson *lesson; /* "Learn to play", or NULL when none is written */
	SDL_Rect left, panel;
	char art[128];
	SDL_Rect art_rect, art_box;
	char error[256];
	char question[1024]; /* the replace-your-save question's text */
	int focus;           /* keyboard focus in focus_items order; -1 none */
} setup_scene;

static int kind_to_choice(int kind)
{
	for (int i = 0; i < SEAT_CHOICES; i++)
		if (seat_choice_kinds[i] == kind)
			return i;
	return 2; /* random and greedy are for measuring: show them as Normal */
}

static void init_choices(setup_scene *s)
{
	const pg_game *g = s->game;
	s->players.label = _("Players");
	for (int n = g->min_players; n <= g->max_players && s->players.count < PG_CHOICE_MAX; n++) {
		snprintf(s->player_names[s->players.count], sizeof s->player_names[0], "%d", n);
		s->players.values[s->players.count] = s->player_names[s->players.count];
		s->players.count++;
	}
	for (int seat = 0; seat < PG_MAX_SEATS; seat++) {
		pg_choice *c = &s->seats[seat];
		c->count = SEAT_CHOICES;
		c->wrap = true;
		for (int i = 0; i < SEAT_CHOICES; i++)
			c->values[i] = _(seat_choice_names[i]);
		c->selected = seat == 0 ? 0 : 2;
	}
	for (int i = 0; i < g->option_count && i < PG_MAX_OPTIONS; i++) {
		const pg_option_spec *spec = &g->option_specs[i];
		pg_choice *c = &s->options[i];
		c->label = _(spec->label);
		for (int v = spec->min_value; v <= spec->max_value && c->count < PG_CHOICE_MAX; v++) {
			if (spec->value_labels) {
				c->values[c->count++] = _(spec->value_labels[v - spec->min_value]);
				continue;
			}
			if (spec->value_names)
				snprintf(s->option_values[i][c->count], 16, "%s",
					 spec->value_names[v - spec->min_value]);
			else
				snprintf(s->option_values[i][c->count], 16, "%d", v);
			c->values[c->count] = s->option_values[i][c->count];
			c->count++;
		}
		c->selected = spec->default_value - spec->min_value;
	}
}

/* Applies the last setup of this game, if the settings have one. */
static void load_remembered(pg_app *app, setup_scene *s)
{
	const pg_game *g = s->game;
	char key[96], err[256];
	pg_options opts;
	snprintf(key, sizeof key, "setup.%s.options", g->id);
	const char *text = pg_settings_get(&app->settings, key, "");
	if (!pg_options_parse(g, text, &opts, err, sizeof err))
		pg_options_default(g, &opts);
	s->players.selected = opts.players - g->min_players;
	for (int i = 0; i < g->option_count && i < PG_MAX_OPTIONS; i++)
		s->options[i].selected = opts.values[i] - g->option_specs[i].min_value;
	snprintf(key, sizeof key, "setup.%s.seats", g->id);
	int kinds[PG_MAX_SEATS];
	int count = pg_seats_parse(pg_settings_get(&app->settings, key, "human"), true, kinds,
					PG_MAX_SEATS, err, sizeof err);
	for (int seat = 0; seat < count; seat++)
		s->seats[seat].selected = kind_to_choice(kinds[seat]);
	snprintf(key, sizeof key, "setup.%s.seed_pinned", g->id);
	s->keep_seed.on = pg_settings_get_bool(&app->settings, key, false);
	snprintf(key, sizeof key, "setup.%s.seed", g->id);
	/* Only a pinned seed comes back: an unpinned one was for its game. */
	snprintf(s->seed, sizeof s->seed, "%s",
		 s->keep_seed.on ? pg_settings_get(&app->settings, key, "") : "");
}

void pg_open_setup(pg_app *app, const pg_view *view)
{
	const pg_game *game = pg_registry_find(view->game_id);
	if (!game)
		return;
	setup_scene *s = calloc(1, sizeof *s);
	if (!s)
		return;
	s->view = view;
	s->game = game;
	s->lesson = pg_lesson_find(game->id);
	s->focus = -1;
	init_choices(s);
	load_remembered(app, s);
	pg_scenes_push(&app->scenes, &pg_setup_scene, s);
}

static int player_count(const setup_scene *s)
{
	return s->game->min_players + s->players.selected;
}

static void exit_scene(pg_app *app, void *data)
{
	(void)app;
	free(data);
}

/* The title art fitted into the top of the left column, proportions kept. */
static void layout_art(pg_app *app, setup_scene *s)
{
	SDL_Rect r = s->left;
	pg_view_title_art(s->view, s->art, sizeof s->art);
	int art_h = r.w * 3 / 4;
	s->art_box = (SDL_Rect){r.x, r.y, r.w, art_h};
	s->art_rect = s->art_box;
	float aw, ah;
	if (pg_assets_natural_size(app->assets, s->art, &aw, &ah) && aw > 0 && ah > 0) {
		float k = (float)r.w / aw < (float)art_h / ah ? (float)r.w / aw : (float)art_h / ah;
		int w = (int)(aw * k), h = (int)(ah * k);
		s->art_rect = (SDL_Rect){r.x + (r.w - w) / 2, r.y + (art_h - h) / 2, w, h};
	}
}

static int text_width(pg_app *app, const char *text, int size, pg_font_style style)
{
	int width = 0, height = 0;
	pg_text_measure(app->text, text, size, style, &width, &height);
	return width;
}

/* The width of the labels' column: 220 px, or more when a label needs it
 * (a translation longer than the English, such as Kloone's "Actions per
 * turn" in the pseudo-locale, ran under its stepper), as long as the
 * controls keep 220 px. Every seat the game can have is measured, so the
 * column stays put when the player count changes. */
static int label_column_width(pg_app *app, const setup_scene *s, int row_w, int row_h)
{
	int size = pg_ui_widget_text_size(row_h);
	int need = pg_maxi(text_width(app, _("Seed (optional)"), size, PG_FONT_REGULAR),
			   text_width(app, s->players.label, size, PG_FONT_REGULAR));
	for (int i = 0; i < s->game->option_count && i < PG_MAX_OPTIONS; i++)
		need = pg_maxi(need, text_width(app, s->options[i].label, size, PG_FONT_REGULAR));
	int swatch = pg_app_px(app, 30) + pg_app_px(app, 14);
	for (int seat = 0; seat < s->game->max_players && seat < PG_MAX_SEATS; seat++) {
		const char *name = _(pg_view_seat_style(s->view, seat)->name);
		need = pg_maxi(need, swatch + text_width(app, name, pg_app_px(app, PG_SIZE_LABEL),
							 PG_FONT_BOLD));
	}
	int least = pg_app_px(app, 220);
	return pg_maxi(pg_mini(need + pg_app_px(app, 8), row_w - least), least);
}

/* Places the rows of the panel, each row_h tall, from its top; returns
 * the y below them. */
static int layout_rows(pg_app *app, setup_scene *s, int row_h)
{
	int pad = pg_app_px(app, 28);
	pg_column col = {s->panel.x + pad, s->panel.y + pg_app_px(app, 70), s->panel.w - 2 * pad,
			 pg_app_px(app, 10)};
	int label_w = label_column_width(app, s, col.width, row_h);
	s->players.rect = pg_column_row(&col, row_h);
	s->players.label_width = label_w;
	s->players.disabled = s->players.count <= 1;
	col.y += pg_app_px(app, 6);
	for (int seat = 0; seat < PG_MAX_SEATS; seat++) {
		if (seat >= player_count(s)) {
			s->seats[seat].rect = (SDL_Rect){0, 0, 0, 0};
			continue;
		}
		SDL_Rect row = pg_column_row(&col, row_h);
		int sw = pg_app_px(app, 30);
		s->swatches[seat] = (SDL_Rect){row.x, row.y + (row.h - sw) / 2, sw, sw};
		s->seats[seat].rect = (SDL_Rect){row.x + label_w, row.y, row.w - label_w, row.h};
	}
	col.y += pg_app_px(app, 10);
	for (int i = 0; i < s->game->option_count && i < PG_MAX_OPTIONS; i++) {
		s->options[i].rect = pg_column_row(&col, row_h);
		s->options[i].label_width = label_w;
		s->option_help_y[i] = col.y - pg_app_px(app, 8);
		if (s->game->option_specs[i].help)
			col.y += pg_app_px(app, 22);
	}
	SDL_Rect seed_row = pg_column_row(&col, row_h);
	s->seed_box = (SDL_Rect){seed_row.x + label_w, seed_row.y, seed_row.w - label_w, row_h};
	s->keep_seed.rect = pg_column_row(&col, pg_app_px(app, 36));
	s->keep_seed.label = _("Keep this seed for later games");
	return col.y;
}

static void layout(pg_app *app, void *data)
{
	setup_scene *s = data;
	int margin = pg_app_px(app, 48), gap = pg_app_px(app, 32);
	int left_w = pg_app_px(app, 380);
	int panel_w = pg_app_px(app, 660);
	if (left_w + gap + panel_w > app->width - 2 * margin)
		panel_w = app->width - 2 * margin - left_w - gap;
	int x0 = (app->width - (left_w + gap + panel_w)) / 2;
	int pad = pg_app_px(app, 28), bh = pg_app_px(app, 50), bw = pg_app_px(app, 180);
	/* As tall as the rows need (or the art column), centred. */
	s->panel = (SDL_Rect){x0 + left_w + gap, 0, panel_w, 0};
	int room = app->height - 2 * pg_app_px(app, 32);
	/* Rows that would run into Back and Start (five families and three
	 * options in a short window) are made lower until they fit. */
	int row_h = pg_app_px(app, 42), lowest_row_h = pg_app_px(app, 28);
	int rows_h = layout_rows(app, s, row_h) + pg_app_px(app, 24) + bh + pad;
	while (rows_h > room && row_h > lowest_row_h)
		rows_h = layout_rows(app, s, --row_h) + pg_app_px(app, 24) + bh + pad;
	int left_h = left_w * 3 / 4 + pg_app_px(app, 190) + bh + (s->lesson ? bh + pad / 2 : 0);
	int h = rows_h > left_h ? rows_h : left_h;
	if (h > room)
		h = room;
	int top = (app->height - h) / 2;
	s->left = (SDL_Rect){x0, top, left_w, h};
	s->panel = (SDL_Rect){x0 + left_w + gap, top, panel_w, h};
	layout_rows(app, s, row_h);
	int by = s->panel.y + s->panel.h - pad - bh;
	s->start = (pg_button){.rect = {s->panel.x + s->panel.w - pad - bw, by, bw, bh},
			       .label = _("Start"), .kind = PG_BUTTON_PRIMARY};
	s->back = (pg_button){.rect = {s->panel.x + pad, by, pg_app_px(app, 140), bh},
			      .label = _("Back")};
	s->rules = (pg_button){.rect = {s->left.x, s->left.y + s->left.h - bh, s->left.w, bh},
			       .label = _("How to play")};
	s->learn = (pg_button){.rect = {s->left.x, s->rules.rect.y - pad / 2 - bh, s->left.w, bh},
			       .label = _("Learn to play"), .hidden = !s->lesson};
	layout_art(app, s);
}

static void remember(pg_app *app, const setup_scene *s, const char *seats, const char *options)
{
	char key[96];
	snprintf(key, sizeof key, "setup.%s.seats", s->game->id);
	pg_settings_set(&app->settings, key, seats);
	snprintf(key, sizeof key, "setup.%s.options", s->game->id);
	pg_settings_set(&app->settings, key, options);
	snprintf(key, sizeof key, "setup.%s.seed", s->game->id);
	pg_settings_set(&app->settings, key, s->keep_seed.on ? s->seed : "");
	snprintf(key, sizeof key, "setup.%s.seed_pinned", s->game->id);
	pg_settings_set(&app->settings, key, s->keep_seed.on ? "1" : "0");
	snprintf(key, sizeof key, "setup.%s.typed_seed", s->game->id);
	pg_settings_set(&app->settings, key, s->seed);
	pg_app_save_settings(app);
}

uint64_t pg_setup_rematch_seed(pg_app *app, const pg_match *match)
{
	char key[96];
	snprintf(key, sizeof key, "setup.%s.seed_pinned", match->game->id);
	bool pinned = pg_settings_get_bool(&app->settings, key, false);
	snprintf(key, sizeof key, "setup.%s.seed", match->game->id);
	const char *kept = pinned ? pg_settings_get(&app->settings, key, "") : "";
	if (kept[0])
		return strtoull(kept, NULL, 10);
	/* The game's own seed when it was typed for it, not one that only
	 * happens to be the same number. */
	snprintf(key, sizeof key, "setup.%s.typed_seed", match->game->id);
	const char *typed = pg_settings_get(&app->settings, key, "");
	if (typed[0] && strtoull(typed, NULL, 10) == match->seed)
		return match->seed;
	return pg_play_random_seed();
}

/* Opens the game as set up (true when it opened); replacing says the
 * player has agreed that it takes the place of the game's saved one. */
static bool begin(pg_app *app, setup_scene *s, bool replacing)
{
	const pg_game *g = s->game;
	pg_options opts;
	pg_options_default(g, &opts);
	opts.players = player_count(s);
	for (int i = 0; i < g->option_count && i < PG_MAX_OPTIONS; i++)
		opts.values[i] = g->option_specs[i].min_value + s->options[i].selected;
	int kinds[PG_MAX_SEATS];
	for (int seat = 0; seat < opts.players; seat++)
		kinds[seat] = seat_choice_kinds[s->seats[seat].selected];
	uint64_t seed = s->seed[0] ? strtoull(s->seed, NULL, 10) : pg_play_random_seed();
	char seats[128], options[256];
	pg_seats_format(kinds, opts.players, seats, sizeof seats);
	pg_options_format(g, &opts, options, sizeof options);
	remember(app, s, seats, options);
	pg_match *match = pg_match_create(g, &opts, seed);
	if (!match) {
		snprintf(s->error, sizeof s->error, "%s", _("Out of memory."));
		return false;
	}
	bool opened = replacing ? pg_open_game_replacing(app, match, kinds, s->error, sizeof s->error)
				: pg_open_game(app, match, kinds, false, s->error, sizeof s->error);
	if (opened)
		pg_audio_play(app->audio, "click");
	return opened;
}

static void start_replacing(pg_app *app, void *context)
{
	setup_scene *s = context;
	char path[PG_APP_PATH_MAX];
	pg_saves_resumable_path(app, s->game->id, path, sizeof path);
	/* The saved game this one replaces is given up: it counts as a loss
	 * once a person moved in it (pg_history.h). The file stays as it was
	 * until the new game is saved, so it is read after the new one opens. */
	if (begin(app, s, true))
		pg_history_count_given_up_file(app, path);
}

static void resume_saved(pg_app *app, void *context)
{
	setup_scene *s = context;
	char path[PG_APP_PATH_MAX];
	pg_saves_resumable_path(app, s->game->id, path, sizeof path);
	if (!pg_open_saved_game(app, path))
		snprintf(s->error, sizeof s->error, "%s", _("The saved game could not be opened."));
}

/* Start: a game that has a saved game to resume asks first, and only a
 * "yes" lets the new game take the saved one's place (issue 13). */
static void start(pg_app *app, setup_scene *s)
{
	char path[PG_APP_PATH_MAX];
	pg_saves_resumable_path(app, s->game->id, path, sizeof path);
	pg_save_info info;
	if (!app->saves_dir[0] || !pg_saves_read_info(path, &info) || info.damaged) {
		begin(app, s, false);
		return;
	}
	char line[320];
	pg_saves_format_date(info.saved_at, line, sizeof line);
	snprintf(s->question, sizeof s->question,
		 _("You have a saved game of %s (%s, move %d, saved %s). A new game takes its "
		   "place when the new one is saved."),
		 info.game_name, info.players, info.moves, line);
	pg_open_confirm(app, &(pg_confirm){
		.title = _("Replace your saved game?"),
		.body = s->question,
		.labels = {_("Resume the saved game"), _("Start a new game and replace it"), _("Back")},
		.actions = {resume_saved, start_replacing, NULL},
		.escape_answer = 2,
		.context = s,
	});
}

/* The pin is remembered at once, so leaving the screen keeps it. */
static void remember_pin(pg_app *app, const setup_scene *s)
{
	char key[96];
	snprintf(key, sizeof key, "setup.%s.seed_pinned", s->game->id);
	pg_settings_set(&app->settings, key, s->keep_seed.on ? "1" : "0");
	snprintf(key, sizeof key, "setup.%s.seed", s->game->id);
	pg_settings_set(&app->settings, key, s->keep_seed.on ? s->seed : "");
	pg_app_save_settings(app);
}

static void learn(pg_app *app, setup_scene *s)
{
	if (pg_tutorial_open(app, s->lesson, s->error, sizeof s->error))
		pg_audio_play(app->audio, "click");
}

static void seed_key(setup_scene *s, const pg_input_event *e)
{
	size_t n = strlen(s->seed);
	SDL_Keycode k = e->key;
	int digit = k >= SDLK_0 && k <= SDLK_9 ? (int)(k - SDLK_0)
		    : k >= SDLK_KP_1 && k <= SDLK_KP_9 ? (int)(k - SDLK_KP_1) + 1
		    : k == SDLK_KP_0 ? 0
				     : -1;
	if (digit >= 0 && n < SEED_DIGITS) {
		s->seed[n] = (char)('0' + digit);
		s->seed[n + 1] = '\0';
	} else if (k == SDLK_BACKSPACE && n > 0) {
		s->seed[n - 1] = '\0';
	} else if (k == SDLK_DELETE) {
		s->seed[0] = '\0';
	} else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_ESCAPE || k == SDLK_TAB) {
		s->seed_focused = false;
	}
}

/* The items the keyboard goes through, in order; returns how many. */
static int focus_items(const setup_scene *s, focus_item *items)
{
	int n = 0;
	if (!s->players.disabled)
		items[n++] = (focus_item){FOCUS_PLAYERS, 0};
	for (int seat = 0; seat < player_count(s); seat++)
		items[n++] = (focus_item){FOCUS_SEAT, seat};
	for (int i = 0; i < s->game->option_count && i < PG_MAX_OPTIONS; i++)
		items[n++] = (focus_item){FOCUS_OPTION, i};
	static const focus_kind rest[] = {FOCUS_SEED,  FOCUS_KEEP_SEED, FOCUS_LEARN,
					  FOCUS_RULES, FOCUS_BACK,      FOCUS_START};
	for (size_t i = 0; i < sizeof rest / sizeof rest[0]; i++)
		if (rest[i] != FOCUS_LEARN || s->lesson)
			items[n++] = (focus_item){rest[i], 0};
	return n;
}

static pg_choice *item_choice(setup_scene *s, focus_item item)
{
	switch (item.kind) {
	case FOCUS_PLAYERS: return &s->players;
	case FOCUS_SEAT: return &s->seats[item.index];
	case FOCUS_OPTION: return &s->options[item.index];
	default: return NULL;
	}
}

static pg_button *item_button(setup_scene *s, focus_item item)
{
	switch (item.kind) {
	case FOCUS_LEARN: return &s->learn;
	case FOCUS_RULES: return &s->rules;
	case FOCUS_BACK: return &s->back;
	case FOCUS_START: return &s->start;
	default: return NULL;
	}
}

/* The focused item; false when there is none. */
static bool focused_item(const setup_scene *s, focus_item *out)
{
	focus_item items[FOCUS_MAX];
	int n = focus_items(s, items);
	if (s->focus < 0 || s->focus >= n)
		return false;
	*out = items[s->focus];
	return true;
}

/* A choice stepped from the keyboard, as its arrows step it. */
static bool step_choice(pg_choice *choice, int delta)
{
	if (choice->disabled || choice->count < 2)
		return false;
	int next = choice->selected + delta;
	if (choice->wrap)
		next = (next + choice->count) % choice->count;
	if (next < 0 || next >= choice->count)
		return false;
	choice->selected = next;
	return true;
}

static void layout(pg_app *app, void *data);

/* Left, right or Space on a choice; Enter or Space on the rest. */
static void work_item(pg_app *app, setup_scene *s, focus_item item, SDL_Keycode k)
{
	bool enter = k == SDLK_RETURN || k == SDLK_KP_ENTER;
	pg_choice *choice = item_choice(s, item);
	if (choice) {
		int delta = k == SDLK_LEFT ? -1 : k == SDLK_RIGHT || k == SDLK_SPACE ? 1 : 0;
		if (enter)
			start(app, s);
		else if (delta && step_choice(choice, delta) && item.kind == FOCUS_PLAYERS)
			layout(app, s);
		return;
	}
	if (!enter && k != SDLK_SPACE)
		return;
	switch (item.kind) {
	case FOCUS_SEED:
		if (enter)
			start(app, s);
		else
			s->seed_focused = true;
		break;
	case FOCUS_KEEP_SEED:
		s->keep_seed.on = !s->keep_seed.on;
		remember_pin(app, s);
		break;
	case FOCUS_LEARN: learn(app, s); break;
	case FOCUS_RULES: pg_open_help(app, s->game->id); break;
	case FOCUS_BACK: pg_scenes_pop(&app->scenes); break;
	default: start(app, s); break;
	}
}

/* Tab / Shift+Tab and the up and down arrows move the focus; the seed box
 * takes digits as soon as the focus is on it. Escape goes back; Enter
 * with nothing focused starts, as it always has. */
static void key(pg_app *app, setup_scene *s, const pg_input_event *e)
{
	SDL_Keycode k = e->key;
	int step = k == SDLK_TAB ? ((e->mod & KMOD_SHIFT) ? -1 : 1)
		   : k == SDLK_DOWN ? 1
		   : k == SDLK_UP   ? -1
				    : 0;
	if (s->seed_focused && !step) {
		seed_key(s, e);
		return;
	}
	focus_item items[FOCUS_MAX], item = {FOCUS_PLAYERS, 0};
	int n = focus_items(s, items);
	if (step) {
		s->focus = s->focus < 0 ? (step > 0 ? 0 : n - 1) : (s->focus + step + n) % n;
		s->seed_focused = items[s->focus].kind == FOCUS_SEED;
	} else if (k == SDLK_ESCAPE) {
		pg_scenes_pop(&app->scenes);
	} else if (focused_item(s, &item)) {
		work_item(app, s, item, k);
	} else if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
		start(app, s);
	}
}

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	setup_scene *s = data;
	if (e->kind == PG_INPUT_KEY) {
		key(app, s, e);
		return;
	}
	if (e->kind == PG_INPUT_HOVER)
		s->seed_hovered = pg_in_rect(s->seed_box, e->x, e->y);
	if (e->kind == PG_INPUT_CLICK) {
		s->seed_focused = pg_in_rect(s->seed_box, e->x, e->y);
		s->focus = -1;
	}
	if (pg_choice_input(&s->players, e)) {
		layout(app, s);
		return;
	}
	for (int seat = 0; seat < player_count(s); seat++)
		pg_choice_input(&s->seats[seat], e);
	for (int i = 0; i < s->game->option_count && i < PG_MAX_OPTIONS; i++)
		pg_choice_input(&s->options[i], e);
	if (pg_button_input(&s->back, e))
		pg_scenes_pop(&app->scenes);
	else if (pg_button_input(&s->rules, e))
		pg_open_help(app, s->game->id);
	else if (s->lesson && pg_button_input(&s->learn, e))
		learn(app, s);
	else if (pg_toggle_input(&s->keep_seed, e))
		remember_pin(app, s);
	else if (pg_button_input(&s->start, e))
		start(app, s);
}

static void draw_left(pg_app *app, setup_scene *s)
{
	const pg_theme *t = &pg_ui_theme;
	SDL_Rect r = s->left;
	int art_h = s->art_box.h;
	if (!pg_assets_draw(app->assets, s->art, s->art_rect)) {
		pg_ui_fill_rounded(app->renderer, s->art_box, pg_app_px(app, 10),
				   pg_ui_mix(t->panel, t->accent, 0.18f));
		pg_text_draw_wrapped(app->text, s->game->name, r.x + pg_app_px(app, 16),
				     r.y + art_h / 2 - pg_app_px(app, 20), r.w - pg_app_px(app, 32),
				     pg_app_px(app, 30), PG_FONT_BOLD, t->text, PG_ALIGN_CENTER, true);
	}
	int y = r.y + art_h + pg_app_px(app, 22);
	pg_text_draw(app->text, s->game->name, r.x, y, pg_app_px(app, 32), PG_FONT_BOLD, t->text,
		     PG_ALIGN_LEFT);
	y += pg_app_px(app, 48);
	if (s->game->tagline)
		pg_text_draw_wrapped(app->text, _(s->game->tagline), r.x, y, r.w,
				     pg_app_px(app, PG_SIZE_BODY), PG_FONT_REGULAR, t->text_dim,
				     PG_ALIGN_LEFT, true);
	pg_button_draw(app, &s->rules);
	if (s->lesson)
		pg_button_draw(app, &s->learn);
}

static void draw_seed(pg_app *app, setup_scene *s)
{
	const pg_theme *t = &pg_ui_theme;
	SDL_Rect box = s->seed_box;
	SDL_Rect row = {s->players.rect.x, box.y, box.w, box.h};
	int size = pg_app_px(app, PG_SIZE_BODY);
	pg_text_draw(app->text, _("Seed (optional)"), row.x, row.y + row.h / 2, box.h * 2 / 5,
		     PG_FONT_REGULAR, t->text, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	pg_ui_fill_rounded(app->renderer, box, box.h / 4,
			   s->seed_focused ? pg_ui_mix(t->panel, t->background, 0.6f)
					   : pg_ui_mix(t->panel, t->background, 0.35f));
	pg_ui_stroke_rounded(app->renderer, box, box.h / 4, s->seed_focused ? 2 : 1,
			     s->seed_focused ? t->accent_hover
			     : s->seed_hovered ? t->text_dim
					       : t->panel_edge);
	int pad = pg_app_px(app, 14);
	int tx = box.x + pad;
	if (s->seed[0])
		tx += pg_text_draw(app->text, s->seed, tx, box.y + box.h / 2, size, PG_FONT_BOLD,
				   t->text, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	else if (!s->seed_focused) {
		/* One line, smaller if need be; two lines when even three
		 * quarters of the size is too wide (a long translation in a
		 * box narrowed by a long label), never shortened. */
		const char *hint = _("random \xE2\x80\x94 click to type a number");
		int smallest = text_width(app, hint, size * 3 / 4, PG_FONT_REGULAR);
		if (smallest > box.w - 2 * pad)
			pg_text_draw_box(app->text, hint,
					 (SDL_Rect){tx, box.y, box.w - 2 * pad, box.h}, size,
					 PG_FONT_REGULAR, t->text_dim, PG_ALIGN_LEFT);
		else
			pg_text_draw_fit(app->text, hint, tx, box.y + box.h / 2, box.w - 2 * pad,
					 size, PG_FONT_REGULAR, t->text_dim,
					 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	}
	/* A caret that blinks about twice a second (a frame at each blink). */
	if (s->seed_focused)
		pg_app_request_redraw_at(app, (double)((int)(app->time * 2) + 1) / 2);
	if (s->seed_focused && (int)(app->time * 2) % 2 == 0)
		pg_ui_fill_rect(app->renderer,
				(SDL_Rect){tx + 2, box.y + box.h / 4, pg_app_px(app, 2), box.h / 2},
				t->text);
}

/* The keyboard's ring: the kit draws a button's (marked here, before
 * anything is drawn); a choice or the pin gets the same ring, drawn last.
 * The seed box shows its own. */
static void draw_focus(pg_app *app, setup_scene *s, bool mark_only)
{
	pg_button *buttons[] = {&s->learn, &s->rules, &s->back, &s->start};
	focus_item item = {FOCUS_PLAYERS, 0};
	bool any = focused_item(s, &item);
	for (size_t i = 0; i < sizeof buttons / sizeof buttons[0]; i++)
		buttons[i]->focused = any && buttons[i] == item_button(s, item);
	if (mark_only || !any || item_button(s, item) || item.kind == FOCUS_SEED)
		return;
	pg_choice *choice = item_choice(s, item);
	SDL_Rect r = choice ? choice->rect : s->keep_seed.rect;
	pg_ui_stroke_rounded(app->renderer, (SDL_Rect){r.x - 3, r.y - 3, r.w + 6, r.h + 6},
			     r.h / 4 + 3, 2, pg_ui_theme.accent_hover);
}

static void draw(pg_app *app, void *data)
{
	setup_scene *s = data;
	const pg_theme *t = &pg_ui_theme;
	pg_ui_background(app);
	draw_focus(app, s, true);
	draw_left(app, s);
	pg_ui_panel(app->renderer, s->panel, pg_app_px(app, 16));
	int pad = pg_app_px(app, 28);
	pg_text_draw(app->text, _("Who is playing?"), s->panel.x + pad, s->panel.y + pg_app_px(app, 36),
		     pg_app_px(app, PG_SIZE_HEADING), PG_FONT_BOLD, t->text,
		     PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	pg_choice_draw(app, &s->players);
	for (int seat = 0; seat < player_count(s); seat++) {
		const pg_seat_style *style = pg_view_seat_style(s->view, seat);
		SDL_Rect sw = s->swatches[seat];
		pg_ui_draw_swatch(app->renderer, sw, sw.w / 4, style);
		char label[48];
		snprintf(label, sizeof label, "%s", _(style->name));
		pg_text_draw(app->text, label, sw.x + sw.w + pg_app_px(app, 14), sw.y + sw.h / 2,
			     pg_app_px(app, PG_SIZE_LABEL), PG_FONT_BOLD, t->text,
			     PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
		pg_choice_draw(app, &s->seats[seat]);
	}
	for (int i = 0; i < s->game->option_count && i < PG_MAX_OPTIONS; i++) {
		pg_choice_draw(app, &s->options[i]);
		const char *help = s->game->option_specs[i].help;
		if (help)
			pg_text_draw_fit(app->text, _(help), s->options[i].rect.x, s->option_help_y[i],
					 s->options[i].rect.w, pg_app_px(app, 13), PG_FONT_REGULAR,
					 t->text_dim, PG_ALIGN_LEFT);
	}
	draw_seed(app, s);
	pg_toggle_draw(app, &s->keep_seed);
	if (s->error[0])
		pg_text_draw_fit(app->text, s->error, s->back.rect.x + s->back.rect.w + pad,
				 s->back.rect.y + s->back.rect.h / 2,
				 s->start.rect.x - s->back.rect.x - s->back.rect.w - 2 * pad,
				 pg_app_px(app, PG_SIZE_SMALL), PG_FONT_BOLD, t->bad,
				 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	draw_focus(app, s, false);
	pg_button_draw(app, &s->back);
	pg_button_draw(app, &s->start);
}

const pg_scene_type pg_setup_scene = {
	.name = "setup",
	.exit = exit_scene,
	.layout = layout,
	.event = event,
	.draw = draw,
};

/* ---- for tests (pg_setup.h) ----------------------------------------------------------- */

static setup_scene *top_setup(pg_app *app)
{
	return pg_scenes_find(&app->scenes, &pg_setup_scene);
}

SDL_Rect pg_setup_rect(pg_app *app, pg_setup_part part)
{
	setup_scene *s = top_setup(app);
	if (!s)
		return (SDL_Rect){0, 0, 0, 0};
	switch (part) {
	case PG_SETUP_SEED_BOX:
		return s->seed_box;
	case PG_SETUP_KEEP_SEED:
		return s->keep_seed.rect;
	case PG_SETUP_LEARN:
		return s->lesson ? s->learn.rect : (SDL_Rect){0, 0, 0, 0};
	case PG_SETUP_START:
		return s->start.rect;
	}
	return (SDL_Rect){0, 0, 0, 0};
}

const char *pg_setup_seed(pg_app *app)
{
	setup_scene *s = top_setup(app);
	return s ? s->seed : NULL;
}

static const pg_choice *option_choice(pg_app *app, int i)
{
	setup_scene *s = top_setup(app);
	if (!s || i < 0 || i >= s->game->option_count || i >= PG_MAX_OPTIONS)
		return NULL;
	return &s->options[i];
}

const char *pg_setup_option_label(pg_app *app, int i)
{
	const pg_choice *c = option_choice(app, i);
	return c ? c->label : NULL;
}

const char *pg_setup_option_value(pg_app *app, int i)
{
	const pg_choice *c = option_choice(app, i);
	return c ? c->values[c->selected] : NULL;
}

bool pg_setup_option_row(pg_app *app, int i, SDL_Rect *row, int *control_x)
{
	const pg_choice *c = option_choice(app, i);
	if (!c)
		return false;
	*row = c->rect;
	*control_x = c->rect.x + c->label_width;
	return true;
}
