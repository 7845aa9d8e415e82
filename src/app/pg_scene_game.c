/*
 * The game scene: hosts a game's view and draws what every game shares:
 * the top bar (menu, undo, move log toggle, whose turn), the move log, the
 * status line with the view's hint, toasts and the hot-seat curtain; the
 * coach card of hints and lessons is pg_coach.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_options.h"
#include "pg_play.h"
#include "pg_registry.h"
#include "pg_saves.h"
#include "pg_seats.h"
#include "pg_board.h"
#include "pg_coach.h"
#include "pg_geom.h"
#include "pg_history.h"
#include "pg_i18n.h"
#include "pg_outcome.h"
#include "pg_scenes.h"
#include "pg_tutorial.h"

typedef struct game_scene {
	pg_play *play;
	pg_button menu, undo, hint, log_toggle, results;
	pg_button curtain_ready;
	pg_coach coach;       /* the card of a hint or a lesson step (pg_coach.h) */
	char hint_text[512];  /* the status line's hint as last drawn */
	bool log_open;
	int log_scroll; /* entries scrolled back from the newest */
	SDL_Rect top_bar, board, log_panel, status;
	bool swallow;     /* a press fast-forwarded: eat the rest of its gesture */
	bool view_gesture; /* the gesture began on the board: the view gets all of it */
	char curtain_label[192];
	/* Where this game saves (pg_saves.h): its resumable save, or the file
	 * it was loaded from. A new game only takes a save's place once a
	 * person has agreed (slot_agreed); until then asking is true and the
	 * question is open over the game. */
	char slot[PG_APP_PATH_MAX];
	bool slot_agreed;
	bool asking;
	/* The log and the banner never run ahead of the picture: while the
	 * view animates a move (a die tumbling, a pole coming apart) they
	 * keep what they said before it, and catch up when it has landed. */
	int log_shown;      /* log entries drawn */
	char banner[160];   /* the banner's text as last caught up */
	int banner_seat;
	bool banner_valid;
	SDL_Rect banner_pill; /* where the banner was last drawn */
} game_scene;

static const char *const LOG_SETTING = "game.log_open";

pg_play *pg_game_scene_play(pg_app *app)
{
	return app->play;
}

/* ---- opening --------------------------------------------------------------- */

/* Whether path holds a save that loads: the only kind a new game must not
 * take the place of unasked (one that does not load is kept aside when
 * written over, see pg_saves_write). */
static bool holds_a_good_save(const char *path, pg_save_info *info)
{
	return pg_saves_read_info(path, info) && !info->damaged;
}

static bool open_in_slot(pg_app *app, pg_match *match, const int *seat_kinds, bool from_save,
			 const char *slot, bool agreed, pg_tutorial *lesson, char *err,
			 size_t err_size)
{
	const pg_view *view = pg_view_find(match->game->id);
	if (!view) {
		snprintf(err, err_size, _("%s has no game screen yet"), match->game->name);
		pg_match_destroy(match);
		return false;
	}
	game_scene *scene = calloc(1, sizeof *scene);
	if (!scene) {
		snprintf(err, err_size, "out of memory");
		pg_match_destroy(match);
		return false;
	}
	pg_coach_init(&scene->coach);
	if (slot)
		snprintf(scene->slot, sizeof scene->slot, "%s", slot);
	else
		pg_saves_resumable_path(app, match->game->id, scene->slot, sizeof scene->slot);
	pg_save_info info;
	scene->slot_agreed = agreed || from_save || !holds_a_good_save(scene->slot, &info);
	scene->play = pg_play_create(app, view, match, seat_kinds, err, err_size);
	if (!scene->play) {
		free(scene);
		return false;
	}
	scene->play->from_save = from_save;
	scene->play->lesson = lesson;
	scene->play->tutorial = lesson != NULL;
	scene->log_open = pg_settings_get_bool(&app->settings, LOG_SETTING, true);
	pg_scenes_reset(&app->scenes, &pg_game_scene, scene);
	return true;
}

bool pg_open_game(pg_app *app, pg_match *match, const int *seat_kinds, bool from_save, char *err,
		  size_t err_size)
{
	return open_in_slot(app, match, seat_kinds, from_save, NULL, false, NULL, err, err_size);
}

bool pg_open_game_replacing(pg_app *app, pg_match *match, const int *seat_kinds, char *err,
			    size_t err_size)
{
	return open_in_slot(app, match, seat_kinds, false, NULL, true, NULL, err, err_size);
}

bool pg_tutorial_open(pg_app *app, const pg_lesson *lesson, char *err, size_t err_size)
{
	const pg_game *game = pg_registry_find(lesson->game_id);
	if (!game) {
		snprintf(err, err_size, "unknown game '%s'", lesson->game_id);
		return false;
	}
	pg_options opts;
	int kinds[PG_MAX_SEATS];
	char why[256];
	if (!pg_options_parse(game, lesson->options ? lesson->options : "", &opts, why,
			      sizeof why)) {
		snprintf(err, err_size, "%s", why);
		return false;
	}
	opts.players = pg_seats_parse(lesson->seats, true, kinds, PG_MAX_SEATS, why, sizeof why);
	if (opts.players < game->min_players || opts.players > game->max_players) {
		snprintf(err, err_size, "the lesson's seats do not fit %s", game->name);
		return false;
	}
	pg_tutorial *tutorial = pg_tutorial_create(lesson, game, &opts, lesson->seed, err, err_size);
	if (!tutorial)
		return false;
	pg_match *match = pg_match_create(game, &opts, lesson->seed);
	if (!match) {
		pg_tutorial_destroy(tutorial);
		snprintf(err, err_size, "out of memory");
		return false;
	}
	/* Its place is agreed: a lesson is never saved, so it takes no save's
	 * place and asks nothing about one. */
	if (!open_in_slot(app, match, kinds, false, NULL, true, tutorial, err, err_size)) {
		pg_tutorial_destroy(tutorial);
		return false;
	}
	return true;
}

const char *pg_game_save_path(pg_app *app)
{
	game_scene *s = pg_scenes_find(&app->scenes, &pg_game_scene);
	return s ? s->slot : "";
}

/* True if "players=" is one of the K=V items of text. */
static bool names_players(const char *text)
{
	if (!text)
		return false;
	for (const char *p = text; p; p = strchr(p, ',')) {
		if (*p == ',')
			p++;
		while (*p == ' ')
			p++;
		if (strncmp(p, "players=", 8) == 0)
			return true;
	}
	return false;
}

static void default_seats(int *kinds, int players)
{
	kinds[0] = PG_SEAT_HUMAN;
	for (int s = 1; s < players; s++)
		kinds[s] = PG_AI_NORMAL;
}

/* The seats and options a launch without --seats uses: the last setup of
 * this game, if it is still valid. */
static bool remembered_setup(pg_app *app, const pg_game *game, const char *options,
			     pg_options *opts, int *kinds)
{
	char key[96];
	snprintf(key, sizeof key, "setup.%s.seats", game->id);
	const char *seats = pg_settings_get(&app->settings, key, NULL);
	snprintf(key, sizeof key, "setup.%s.options", game->id);
	const char *saved_options = pg_settings_get(&app->settings, key, "");
	if (!seats)
		return false;
	char err[256];
	pg_options trial;
	if (!pg_options_parse(game, options ? options : saved_options, &trial, err, sizeof err))
		return false;
	int count = pg_seats_parse(seats, true, kinds, PG_MAX_SEATS, err, sizeof err);
	if (count != trial.players)
		return false;
	*opts = trial;
	return true;
}

int pg_open_game_text(pg_app *app, const char *game_id, const char *seats, const char *options,
		      bool has_seed, uint64_t seed, const char *after, char *err, size_t err_size)
{
	const pg_game *game = pg_registry_find(game_id);
	if (!game) {
		snprintf(err, err_size, "unknown game '%s'", game_id);
		return 2;
	}
	if (!pg_view_find(game_id)) {
		snprintf(err, err_size, "%s has no game screen yet", game->name);
		return 2;
	}
	pg_options opts;
	char why[256];
	if (!pg_options_parse(game, options ? options : "", &opts, why, sizeof why)) {
		snprintf(err, err_size, "%s", why);
		return 2;
	}
	int kinds[PG_MAX_SEATS];
	if (seats) {
		int count = pg_seats_parse(seats, true, kinds, PG_MAX_SEATS, why, sizeof why);
		if (count < 0) {
			snprintf(err, err_size, "%s", why);
			return 2;
		}
		if (!names_players(options))
			opts.players = count;
		if (count != opts.players || count < game->min_players || count > game->max_players) {
			/* "is for 2 players" or "2 to 4"; "seat was" for one seat. */
			char players[32];
			pg_seats_range_text(game, players, sizeof players);
			snprintf(err, err_size, "%s is for %s players; %d %s given%s", game->name,
				 players, count, count == 1 ? "seat was" : "seats were",
				 names_players(options) ? " (and players= says otherwise)" : "");
			return 2;
		}
	} else if (!remembered_setup(app, game, options, &opts, kinds)) {
		default_seats(kinds, opts.players);
	}
	pg_match *match = pg_match_create(game, &opts, has_seed ? seed : pg_play_random_seed());
	if (!match) {
		snprintf(err, err_size, "out of memory");
		return 1;
	}
	if (after && !pg_match_apply_text(match, after, why, sizeof why)) {
		snprintf(err, err_size, "%s", why);
		pg_match_destroy(match);
		return 2;
	}
	return pg_open_game(app, match, kinds, false, err, err_size) ? 0 : 1;
}

bool pg_open_saved_game(pg_app *app, const char *path)
{
	char why[512];
	pg_match *match = pg_saves_load(path, why, sizeof why);
	if (!match) {
		snprintf(app->notice, sizeof app->notice,
			 _("The saved game could not be opened (%s). The file was left as it is: %s."),
			 why, path);
		return false;
	}
	int kinds[PG_MAX_SEATS];
	int count = pg_seats_parse(match->seats, true, kinds, PG_MAX_SEATS, why, sizeof why);
	if (count != match->options.players)
		default_seats(kinds, match->options.players);
	if (!open_in_slot(app, match, kinds, true, path, true, NULL, why, sizeof why)) {
		snprintf(app->notice, sizeof app->notice, _("The saved game could not be resumed: %s"),
			 why);
		return false;
	}
	return true;
}

/* ---- saving ----------------------------------------------------------------- */

static bool worth_saving(const pg_play *play)
{
	/* A lesson is the same scripted game for everyone: never one to resume. */
	return !play->tutorial && !pg_match_is_terminal(play->match) &&
	       play->match->history_count > 0;
}

static bool is_resumable_slot(pg_app *app, const game_scene *s)
{
	char resumable[PG_APP_PATH_MAX];
	pg_saves_resumable_path(app, s->play->game->id, resumable, sizeof resumable);
	return strcmp(resumable, s->slot) == 0;
}

static void forget_finished_save(pg_app *app, game_scene *s)
{
	/* A resumed game that has now ended is no longer one to resume. A
	 * named save is the player's keepsake: it stays. */
	pg_play *play = s->play;
	if (play->from_save && pg_match_is_terminal(play->match) && pg_saves_writable(app) &&
	    is_resumable_slot(app, s))
		remove(s->slot);
}

/* Writes the game to its file. A game whose place was never agreed (the
 * question is still open, or its file was taken meanwhile) does not write
 * over another: it goes to a new named save instead. */
static bool save_game(pg_app *app, game_scene *s, char *err, size_t err_size)
{
	pg_save_info info;
	if (!s->slot_agreed && holds_a_good_save(s->slot, &info)) {
		/* Only the opening draw was made: nothing of a person's. */
		if (s->asking && s->play->match->history_count <= 1)
			return true;
		if (!pg_saves_new_named_path(app, s->play->game->id, s->slot, sizeof s->slot)) {
			snprintf(err, err_size, "there is no folder to save in");
			return false;
		}
	}
	s->slot_agreed = true;
	return pg_saves_write(app, s->play->match, s->slot, err, err_size);
}

void pg_game_autosave(pg_app *app)
{
	game_scene *s = pg_scenes_find(&app->scenes, &pg_game_scene);
	if (!s || !s->play)
		return;
	forget_finished_save(app, s);
	if (!worth_saving(s->play) || !pg_saves_writable(app))
		return;
	char err[PG_APP_PATH_MAX + 256];
	if (!save_game(app, s, err, sizeof err))
		fprintf(stderr, "potlatch-games: the game was not saved: %s\n", err);
}

static void quit_unsaved(pg_app *app, void *context)
{
	(void)context;
	pg_open_title(app);
}

bool pg_game_save_and_quit(pg_app *app)
{
	game_scene *s = pg_scenes_find(&app->scenes, &pg_game_scene);
	if (s && s->play) {
		forget_finished_save(app, s);
		if (worth_saving(s->play) && !pg_saves_writable(app)) {
			pg_open_confirm(app, &(pg_confirm){
				.title = _("Quit without saving?"),
				.body = _("Another copy of Potlatch Games is open and keeps the saves, so "
					  "this copy cannot save the game."),
				.labels = {_("Keep playing"), _("Quit without saving")},
				.actions = {NULL, quit_unsaved},
			});
			return false;
		}
		char err[PG_APP_PATH_MAX + 256];
		if (worth_saving(s->play) && !save_game(app, s, err, sizeof err)) {
			pg_play_toast(s->play, _("The game could not be saved: %s"), err);
			return false;
		}
	}
	pg_open_title(app);
	return true;
}

bool pg_game_save_as(pg_app *app)
{
	game_scene *s = pg_scenes_find(&app->scenes, &pg_game_scene);
	if (!s || !s->play)
		return false;
	char path[PG_APP_PATH_MAX], err[PG_APP_PATH_MAX + 256];
	if (!pg_saves_writable(app)) {
		pg_play_toast(s->play, "%s", _("Not saved: another copy of Potlatch Games keeps the saves"));
		return false;
	}
	if (!pg_saves_new_named_path(app, s->play->game->id, path, sizeof path) ||
	    !pg_saves_write(app, s->play->match, path, err, sizeof err)) {
		pg_play_toast(s->play, _("The game could not be saved: %s"), err);
		return false;
	}
	/* As with a document: the game goes on in the file it was saved as. */
	snprintf(s->slot, sizeof s->slot, "%s", path);
	s->slot_agreed = true;
	s->play->from_save = true;
	pg_play_toast(s->play, _("This game now saves to %s"), pg_saves_file_name(path));
	return true;
}

/* ---- the question a new game asks when its game has a save -------------------- */

static void resume_instead(pg_app *app, void *context)
{
	game_scene *s = context;
	char path[PG_APP_PATH_MAX];
	snprintf(path, sizeof path, "%s", s->slot);
	if (!pg_open_saved_game(app, path))
		pg_open_title(app);
}

static void replace_agreed(pg_app *app, void *context)
{
	game_scene *s = context;
	s->slot_agreed = true;
	s->asking = false;
	/* The saved game this one replaces is given up: a loss once a person
	 * moved in it (pg_history.h). Its file stays as it was until the new
	 * game is saved, so it is read now. */
	pg_history_count_given_up_file(app, s->slot);
}

static void ask_about_slot(pg_app *app, game_scene *s)
{
	pg_save_info info;
	if (s->slot_agreed || !holds_a_good_save(s->slot, &info))
		return;
	char body[1024], line[320];
	pg_saves_format_date(info.saved_at, line, sizeof line);
	snprintf(body, sizeof body,
		 _("There is a saved game of %s to resume (%s, move %d, saved %s). Playing this "
		   "new game replaces it when the new one is saved."),
		 info.game_name, info.players, info.moves, line);
	s->asking = true;
	pg_open_confirm(app, &(pg_confirm){
		.title = _("Resume your saved game?"),
		.body = body,
		.labels = {_("Resume the saved game"), _("Play the new game instead")},
		.actions = {resume_instead, replace_agreed},
		.escape_answer = 0,
		.context = s,
	});
}

/* ---- layout ------------------------------------------------------------------ */

/* A top-bar button as wide as its label needs (a translation may be
 * longer), and never narrower than the English bar's 96 points. */
static int bar_button_width(pg_app *app, const char *label, int button_h)
{
	int w = 0;
	pg_text_measure(app->text, label, button_h * 2 / 5, PG_FONT_BOLD, &w, NULL);
	w += button_h / 2 + pg_app_px(app, 8);
	return w > pg_app_px(app, 96) ? w : pg_app_px(app, 96);
}

static void layout(pg_app *app, void *data)
{
	game_scene *s = data;
	int bar_h = pg_app_px(app, 60), pad = pg_app_px(app, 12);
	int button_h = pg_app_px(app, 40);
	s->top_bar = (SDL_Rect){0, 0, app->width, bar_h};
	int y = (bar_h - button_h) / 2;
	s->menu = (pg_button){.rect = {pad, y, bar_button_width(app, _("Menu"), button_h), button_h},
			      .label = _("Menu"), .kind = PG_BUTTON_QUIET};
	s->undo = (pg_button){.rect = {s->menu.rect.x + s->menu.rect.w + pad, y,
				       bar_button_width(app, _("Undo"), button_h), button_h},
			      .label = _("Undo"), .kind = PG_BUTTON_QUIET};
	s->hint = (pg_button){.rect = {s->undo.rect.x + s->undo.rect.w + pad, y,
				       bar_button_width(app, _("Hint"), button_h), button_h},
			      .label = _("Hint"), .kind = PG_BUTTON_QUIET};
	int log_w = bar_button_width(app, _("Log"), button_h);
	s->log_toggle = (pg_button){.rect = {app->width - pad - log_w, y, log_w, button_h},
				    .label = _("Log"), .kind = PG_BUTTON_QUIET};
	int results_w = bar_button_width(app, _("Results"), button_h);
	if (results_w < pg_app_px(app, 120))
		results_w = pg_app_px(app, 120);
	s->results = (pg_button){.rect = {s->log_toggle.rect.x - pad - results_w, y, results_w,
					  button_h},
				 .label = _("Results"), .kind = PG_BUTTON_PRIMARY};
	int panel_w = s->log_open ? pg_app_px(app, 320) : 0;
	int status_h = pg_app_px(app, 34);
	s->log_panel = (SDL_Rect){app->width - panel_w, bar_h, panel_w, app->height - bar_h};
	s->status = (SDL_Rect){0, app->height - status_h, app->width - panel_w, status_h};
	s->board = (SDL_Rect){0, bar_h, app->width - panel_w, app->height - bar_h - status_h};
	SDL_Rect card = {s->board.x + (s->board.w - pg_app_px(app, 420)) / 2,
			 s->board.y + s->board.h / 2 + pg_app_px(app, 40), pg_app_px(app, 420),
			 pg_app_px(app, 52)};
	s->curtain_ready = (pg_button){.rect = card, .label = s->curtain_label,
				       .kind = PG_BUTTON_PRIMARY};
	pg_coach_layout(&s->coach);
	pg_play_layout(s->play, s->board);
}

static void set_log_open(pg_app *app, game_scene *s, bool open)
{
	s->log_open = open;
	s->log_scroll = 0;
	pg_settings_set(&app->settings, LOG_SETTING, open ? "1" : "0");
	layout(app, s);
}

/* ---- scene callbacks ------------------------------------------------------------ */

static void enter(pg_app *app, void *data)
{
	game_scene *s = data;
	app->play = s->play;
	/* Opened straight from the command line, the title never showed what
	 * the player must hear once (a damaged file kept aside, a second copy). */
	if (app->notice[0]) {
		pg_play_toast(s->play, "%s", app->notice);
		app->notice[0] = '\0';
	}
	ask_about_slot(app, s);
}

static void exit_scene(pg_app *app, void *data)
{
	game_scene *s = data;
	if (app && app->play == s->play)
		app->play = NULL;
	pg_play_destroy(s->play);
	free(s);
}

static void resume(pg_app *app, void *data)
{
	(void)app;
	game_scene *s = data;
	s->swallow = false;
	s->view_gesture = false;
}

static void do_undo(game_scene *s)
{
	if (!pg_play_undo(s->play)) {
		if (pg_match_to_move(s->play->match) >= 0 && s->play->match->history_count > 0)
			pg_play_toast(s->play, "%s", _("Nothing to take back: a roll or draw came after it"));
		else
			pg_play_toast(s->play, "%s", _("Nothing to take back"));
	}
	s->log_scroll = 0;
}

/* A roll that is no person's: a click or a key only hurries it along. A
 * person's own roll is theirs to make (their click, throw or key). */
static bool hurried_roll(const pg_play *play)
{
	return pg_play_chance_pending(play) && !pg_play_person_rolls(play);
}

static bool handle_key(pg_app *app, game_scene *s, const pg_input_event *e)
{
	bool ctrl = (e->mod & KMOD_CTRL) != 0;
	switch (e->key) {
	case SDLK_z:
		if (!ctrl)
			return false;
		do_undo(s);
		return true;
	case SDLK_ESCAPE:
		/* Esc first lets go of a piece picked up or chosen by keyboard
		 * (the kit's board cancels it); with nothing in hand it pauses. */
		if (!s->play->curtain && s->play->view->board) {
			pg_board *board = s->play->view->board(s->play->view_data);
			if (board && pg_board_active(board) >= 0) {
				pg_play_input(s->play, e);
				return true;
			}
		}
		/* In a lesson, Esc leaves it (the way out a newcomer tries first). */
		if (pg_tutorial_step(s->play) >= 0) {
			pg_tutorial_leave(app);
			return true;
		}
		pg_open_pause(app);
		return true;
	case SDLK_l:
		if (ctrl || e->repeat)
			return false;
		set_log_open(app, s, !s->log_open);
		return true;
	case SDLK_h:
		/* H is the hint in every game (no game uses it for a piece). */
		if (ctrl || e->repeat || s->play->curtain)
			return false;
		pg_hint_request(s->play, &s->play->hint);
		return true;
	case SDLK_SPACE:
	case SDLK_RETURN:
	case SDLK_KP_ENTER:
		if (s->play->curtain) {
			pg_play_lift_curtain(s->play);
			return true;
		}
		if (pg_play_animating(s->play) || hurried_roll(s->play)) {
			pg_play_skip_ahead(s->play);
			return true;
		}
		if (pg_play_person_rolls(s->play)) {
			pg_play_roll_now(s->play);
			return true;
		}
		return false;
	default:
		return false;
	}
}

static bool is_gesture_end(pg_input_kind kind)
{
	return kind == PG_INPUT_CLICK || kind == PG_INPUT_DROP || kind == PG_INPUT_DRAG_CANCEL;
}

/* Results shows when the banner says the game is over: the match ends as
 * the last move is made, but while that move still animates the banner
 * keeps the turn before it ("Blue (Easy AI) is thinking"), and the bar
 * tells the same story until both catch up. */
static bool results_ready(const game_scene *s)
{
	return s->banner_valid && s->banner_seat == PG_TERMINAL &&
	       pg_match_is_terminal(s->play->match);
}

static bool bar_buttons(pg_app *app, game_scene *s, const pg_input_event *e)
{
	s->undo.disabled = !pg_play_can_undo(s->play);
	s->results.hidden = !results_ready(s);
	s->log_toggle.selected = s->log_open;
	if (pg_button_input(&s->menu, e)) {
		pg_open_pause(app);
		return true;
	}
	if (pg_button_input(&s->undo, e)) {
		do_undo(s);
		return true;
	}
	s->hint.disabled = pg_play_input_seat(s->play) < 0;
	if (pg_button_input(&s->hint, e)) {
		pg_hint_request(s->play, &s->play->hint);
		return true;
	}
	s->coach.leave.hidden = pg_tutorial_step(s->play) < 0;
	if (pg_button_input(&s->coach.leave, e)) {
		pg_tutorial_leave(app);
		return true;
	}
	if (pg_button_input(&s->log_toggle, e)) {
		set_log_open(app, s, !s->log_open);
		return true;
	}
	if (pg_button_input(&s->results, e)) {
		pg_open_results(app);
		return true;
	}
	return false;
}

static void log_scroll(game_scene *s, int steps)
{
	s->log_scroll += steps;
	if (s->log_scroll > s->log_shown - 1)
		s->log_scroll = s->log_shown - 1;
	if (s->log_scroll < 0)
		s->log_scroll = 0;
}

static void pointer(pg_app *app, game_scene *s, const pg_input_event *e)
{
	if (e->kind == PG_INPUT_PRESS) {
		/* The coach card's button sits over the board but is the scene's. */
		const pg_button *leave = &s->coach.leave;
		bool on_leave = !leave->hidden && pg_in_rect(leave->rect, e->x, e->y);
		s->view_gesture = pg_in_rect(s->board, e->x, e->y) && !s->play->curtain &&
				  !on_leave;
		if (s->view_gesture && (pg_play_animating(s->play) || hurried_roll(s->play))) {
			/* A click while things move finishes them (a deal the table
			 * plays card by card, all of it: pg_play_skip_ahead); it is
			 * not a move. A person's own roll reaches the view: the die
			 * is theirs to click or throw. */
			pg_play_skip_ahead(s->play);
			s->swallow = true;
		}
	}
	if (s->swallow) {
		if (is_gesture_end(e->kind)) {
			s->swallow = s->view_gesture = false;
			/* The view last saw the pointer where it was pressed: tell it
			 * where it was let go, so nothing stays lifted under the press. */
			pg_input_event hover = *e;
			hover.kind = PG_INPUT_HOVER;
			pg_play_input(s->play, &hover);
		}
		return;
	}
	if (s->view_gesture) {
		pg_play_input(s->play, e);
		if (is_gesture_end(e->kind))
			s->view_gesture = false;
		return;
	}
	if (bar_buttons(app, s, e))
		return;
	if (s->play->curtain) {
		if (pg_button_input(&s->curtain_ready, e))
			pg_play_lift_curtain(s->play);
		return;
	}
	if (e->kind == PG_INPUT_WHEEL && pg_in_rect(s->log_panel, e->x, e->y)) {
		log_scroll(s, e->wheel_y);
		return;
	}
	if (e->kind == PG_INPUT_HOVER || e->kind == PG_INPUT_WHEEL)
		pg_play_input(s->play, e);
}

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	game_scene *s = data;
	if (e->kind == PG_INPUT_KEY) {
		if (!handle_key(app, s, e) && !s->play->curtain)
			pg_play_input(s->play, e);
		return;
	}
	pointer(app, s, e);
}

static void turn_text(const pg_play *play, char *buf, size_t size, int *seat_out)
{
	const pg_match *m = play->match;
	int seat = pg_match_to_move(m);
	*seat_out = seat;
	const pg_seat_style *style = seat >= 0 ? pg_play_seat_style(play, seat) : NULL;
	if (seat == PG_TERMINAL) {
		pg_outcome_text(play, buf, size); /* as the results card says it */
	} else if (seat == PG_CHANCE) {
		int roller = pg_play_chance_seat(play);
		const pg_seat_style *rs = roller >= 0 ? pg_play_seat_style(play, roller) : NULL;
		*seat_out = roller >= 0 ? roller : PG_CHANCE;
		/* A card into a hidden hand is dealt or drawn; anything else
		 * is rolled, unless the game names what no seat's chance does
		 * (the draw for who starts: pg_view's chance_text). */
		bool card = pg_game_chance_private_to(play->game, m->state) >= 0;
		if (!rs && play->view->chance_text && play->view_data &&
		    play->view->chance_text(play->view_data, buf, size))
			return;
		if (!rs)
			snprintf(buf, size, "%s", card ? _("Dealing\xE2\x80\xA6") : _("Rolling\xE2\x80\xA6"));
		else if (pg_play_is_human(play, roller) && play->human_count == 1)
			snprintf(buf, size, card ? _("Your draw, %s") : _("Your roll, %s"), _(rs->name));
		else if (pg_play_is_human(play, roller))
			snprintf(buf, size, card ? _("%s to draw") : _("%s to roll"), _(rs->name));
		else
			snprintf(buf, size, card ? _("%s (%s) draws\xE2\x80\xA6") : _("%s (%s) rolls\xE2\x80\xA6"),
				 _(rs->name), play->seat_labels[roller]);
	} else if (play->ai_seat >= 0) {
		snprintf(buf, size, _("%s (%s) is thinking"), _(style->name), play->seat_labels[seat]);
	} else if (pg_play_is_human(play, seat)) {
		if (play->human_count == 1)
			snprintf(buf, size, _("Your turn, %s"), _(style->name));
		else
			snprintf(buf, size, _("%s to play"), _(style->name));
	} else {
		snprintf(buf, size, _("%s (%s) to play"), _(style->name), play->seat_labels[seat]);
	}
}

/* Catches the log and banner up with the match unless the view is still
 * showing an earlier move (see log_shown). */
static void catch_up_words(game_scene *s)
{
	if (pg_play_animating(s->play) && s->banner_valid) {
		if (s->log_shown > s->play->log_count)
			s->log_shown = s->play->log_count; /* an undo */
		return;
	}
	s->log_shown = s->play->log_count;
	turn_text(s->play, s->banner, sizeof s->banner, &s->banner_seat);
	s->banner_valid = true;
}

int pg_game_scene_log_shown(pg_app *app)
{
	game_scene *s = pg_scenes_find(&app->scenes, &pg_game_scene);
	return s ? s->log_shown : 0;
}

const char *pg_game_scene_banner(pg_app *app)
{
	game_scene *s = pg_scenes_find(&app->scenes, &pg_game_scene);
	return s && s->banner_valid ? s->banner : "";
}

const char *pg_game_scene_hint(pg_app *app)
{
	game_scene *s = pg_scenes_find(&app->scenes, &pg_game_scene);
	return s ? s->hint_text : NULL;
}

int pg_game_scene_bar_rects(pg_app *app, SDL_Rect *banner, SDL_Rect *buttons, int cap)
{
	game_scene *s = pg_scenes_find(&app->scenes, &pg_game_scene);
	if (!s)
		return 0;
	*banner = s->banner_pill;
	const pg_button *all[] = {&s->menu, &s->undo, &s->hint, &s->results, &s->log_toggle};
	int n = 0;
	for (size_t i = 0; i < sizeof all / sizeof all[0] && n < cap; i++)
		if (!all[i]->hidden)
			buttons[n++] = all[i]->rect;
	return n;
}

static void update(pg_app *app, void *data, double dt)
{
	game_scene *s = data;
	pg_play_update(s->play, dt);
	pg_coach_update(app, &s->coach, s->play);
	catch_up_words(s);
	if (pg_play_take_results_due(s->play))
		pg_open_results(app);
}

/* ---- drawing ---------------------------------------------------------------------- */


/* Three dots after "is thinking", one lit in turn: the AI is at work.
 * A few steps a second, each a frame asked for, so the AI's turn costs
 * its own thread and little else. */
#define THINKING_STEPS_PER_SECOND 2

static void draw_thinking_dots(pg_app *app, const pg_play *play, int x, int cy)
{
	double since = app->time - play->ai_started;
	int step = since > 0 ? (int)(since * THINKING_STEPS_PER_SECOND) : 0;
	pg_app_request_redraw_at(app, play->ai_started +
					      (double)(step + 1) / THINKING_STEPS_PER_SECOND);
	float r = (float)pg_app_px(app, 2.5f), gap = (float)pg_app_px(app, 9);
	for (int i = 0; i < 3; i++)
		pg_ui_fill_circle(app->renderer, (float)x + r + gap * (float)i, (float)cy, r,
				  pg_ui_with_alpha(pg_ui_theme.text, i == step % 3 ? 255 : 90));
}

/* The banner's pill: centred on the window when it fits between the bar's
 * buttons (Menu, Undo, Hint on the left; Results when shown, then Log, on
 * the right), else moved and narrowed to stay between them, so a long
 * turn line (a longer language) never covers a button. */
static SDL_Rect banner_pill(pg_app *app, const game_scene *s, int want_w, int h)
{
	int pad = pg_app_px(app, 12);
	int left = s->hint.rect.x + s->hint.rect.w + pad;
	const pg_button *first_right = s->results.hidden ? &s->log_toggle : &s->results;
	int right = first_right->rect.x - pad;
	int room = right - left > 0 ? right - left : 0;
	int w = want_w < room ? want_w : room;
	int x = pg_clampi((app->width - w) / 2, left, right - w);
	return (SDL_Rect){x, (s->top_bar.h - h) / 2, w, h};
}

static void draw_banner(pg_app *app, game_scene *s)
{
	const char *text = s->banner;
	int seat = s->banner_seat;
	int size = pg_app_px(app, PG_SIZE_LABEL);
	int tw = 0;
	pg_text_measure(app->text, text, size, PG_FONT_BOLD, &tw, NULL);
	int sw = pg_app_px(app, 24), gap = pg_app_px(app, 10);
	int pill_h = pg_app_px(app, 42);
	bool thinking = s->play->ai_seat >= 0 && pg_match_to_move(s->play->match) >= 0;
	int dots_w = thinking ? pg_app_px(app, 26) : 0;
	int pill_w = tw + pg_app_px(app, 36) + (seat >= 0 ? sw + gap : 0) + dots_w;
	SDL_Rect pill = banner_pill(app, s, pill_w, pill_h);
	pill_w = pill.w;
	s->banner_pill = pill;
	bool yours = seat >= 0 && pg_play_is_human(s->play, seat) && !s->play->curtain;
	pg_ui_fill_rounded(app->renderer, pill, pill_h / 2,
			   yours ? pg_ui_mix(pg_ui_theme.panel, pg_ui_theme.accent, 0.35f)
				 : pg_ui_theme.panel);
	pg_ui_stroke_rounded(app->renderer, pill, pill_h / 2, 1, pg_ui_theme.panel_edge);
	int x = pill.x + pg_app_px(app, 18);
	if (seat >= 0) {
		SDL_Rect sr = {x, pill.y + (pill_h - sw) / 2, sw, sw};
		pg_ui_draw_swatch(app->renderer, sr, sw / 2, pg_play_seat_style(s->play, seat));
		x += sw + gap;
	}
	int drawn_w = pg_text_draw_fit(app->text, text, x, pill.y + pill_h / 2,
				       pill.x + pill.w - x - pg_app_px(app, 14) - dots_w, size,
				       PG_FONT_BOLD, pg_ui_theme.text, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	if (thinking)
		draw_thinking_dots(app, s->play, x + drawn_w + pg_app_px(app, 6), pill.y + pill_h / 2);
}

static void draw_top_bar(pg_app *app, game_scene *s)
{
	pg_ui_fill_rect(app->renderer, s->top_bar, pg_ui_rgba(26, 16, 12, 255));
	SDL_Rect line = {0, s->top_bar.h - 1, app->width, 1};
	pg_ui_fill_rect(app->renderer, line, pg_ui_theme.panel_edge);
	s->undo.disabled = !pg_play_can_undo(s->play);
	catch_up_words(s);
	s->results.hidden = !results_ready(s);
	s->log_toggle.selected = s->log_open;
	pg_button_draw(app, &s->menu);
	pg_button_draw(app, &s->undo);
	s->hint.disabled = pg_play_input_seat(s->play) < 0;
	s->hint.selected = s->play->hint.thinking || s->play->hint.shown;
	pg_button_draw(app, &s->hint);
	pg_button_draw(app, &s->log_toggle);
	pg_button_draw(app, &s->results);
	draw_banner(app, s);
}

/* One log line: a seat mark and the sentence, wrapped; returns its height. */
static int log_entry(pg_app *app, const pg_play *play, const pg_log_entry *e, int x, int y, int w,
		     bool draw)
{
	int size = pg_app_px(app, PG_SIZE_SMALL);
	int mark = pg_app_px(app, 12), gap = pg_app_px(app, 8);
	/* The sentence as the viewer may read it (a private draw reads as
	 * "Blue draws a card" to everyone but Blue). */
	const char *text = pg_play_log_text(play, (int)(e - play->log));
	int h = pg_text_draw_wrapped(app->text, text, x + mark + gap, y, w - mark - gap, size,
				     PG_FONT_REGULAR, pg_ui_theme.text, PG_ALIGN_LEFT, draw);
	if (draw) {
		int cy = y + pg_text_line_height(app->text, size, PG_FONT_REGULAR) / 2;
		SDL_Rect r = {x, cy - mark / 2, mark, mark};
		if (e->seat >= 0)
			pg_ui_draw_swatch(app->renderer, r, mark / 2, pg_play_seat_style(play, e->seat));
		else
			pg_ui_stroke_circle(app->renderer, (float)x + mark / 2.0f, (float)cy,
					    (float)mark / 2, 1.5f, pg_ui_theme.text_dim);
	}
	return h;
}

static void draw_log(pg_app *app, game_scene *s)
{
	if (!s->log_open)
		return;
	SDL_Rect p = s->log_panel;
	pg_ui_fill_rect(app->renderer, p, pg_ui_rgba(31, 20, 15, 255));
	pg_ui_fill_rect(app->renderer, (SDL_Rect){p.x, p.y, 1, p.h}, pg_ui_theme.panel_edge);
	int pad = pg_app_px(app, 16);
	int head = pg_app_px(app, 44);
	pg_text_draw(app->text, _("Moves"), p.x + pad, p.y + head / 2, pg_app_px(app, PG_SIZE_LABEL),
		     PG_FONT_BOLD, pg_ui_theme.text, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	const pg_play *play = s->play;
	if (s->log_shown == 0) {
		pg_text_draw_wrapped(app->text, _("The moves of the game will be listed here."),
				     p.x + pad, p.y + head, p.w - 2 * pad,
				     pg_app_px(app, PG_SIZE_SMALL), PG_FONT_REGULAR,
				     pg_ui_theme.text_dim, PG_ALIGN_LEFT, true);
		return;
	}
	SDL_Rect clip = {p.x, p.y + head, p.w, p.h - head - pg_app_px(app, 8)};
	SDL_RenderSetClipRect(app->renderer, &clip);
	/* Newest at the bottom; walk up from the entry scrolled to. */
	int gap = pg_app_px(app, 8);
	int y = clip.y + clip.h;
	for (int i = s->log_shown - 1 - s->log_scroll; i >= 0 && y > clip.y; i--) {
		int h = log_entry(app, play, &play->log[i], p.x + pad, 0, p.w - 2 * pad, false);
		y -= h + gap;
		log_entry(app, play, &play->log[i], p.x + pad, y, p.w - 2 * pad, true);
	}
	SDL_RenderSetClipRect(app->renderer, NULL);
	if (s->log_scroll > 0)
		pg_text_draw(app->text, _("\xE2\x86\x93 newer moves below (wheel)"), p.x + p.w / 2,
			     p.y + p.h - pg_app_px(app, 4), pg_app_px(app, 12), PG_FONT_REGULAR,
			     pg_ui_theme.text_dim, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
}

static void draw_status(pg_app *app, game_scene *s)
{
	/* A translated hint runs long (two bytes a letter in many languages):
	 * the buffer holds it whole, and the line fits it to its width. */
	char *hint = s->hint_text;
	hint[0] = '\0';
	pg_play *play = s->play;
	/* Behind the curtain no one is to move yet: the hint would name a
	 * table the seat cannot see. */
	bool roll = !play->curtain && pg_play_person_rolls(play) && !pg_play_animating(play);
	if (!play->curtain && (pg_play_input_seat(play) >= 0 || roll) && play->view->status_text)
		play->view->status_text(play->view_data, hint, sizeof s->hint_text);
	if (roll && !hint[0])
		snprintf(hint, sizeof s->hint_text, "%s", _("Click the die or press Space to roll"));
	SDL_Rect r = s->status;
	pg_ui_fill_rect(app->renderer, r, pg_ui_rgba(28, 18, 13, 255));
	int pad = pg_app_px(app, 16), size = pg_app_px(app, PG_SIZE_SMALL);
	char seed[128];
	snprintf(seed, sizeof seed, _("Seed %llu \xC2\xB7 move %d"),
		 (unsigned long long)play->match->seed, play->match->history_count);
	/* The hint is what the player needs; the seed and move count give way
	 * to it when both do not fit on the line. */
	int hint_w = 0, seed_w = 0, h;
	if (hint[0])
		pg_text_measure(app->text, hint, size, PG_FONT_REGULAR, &hint_w, &h);
	pg_text_measure(app->text, seed, size, PG_FONT_REGULAR, &seed_w, &h);
	bool show_seed = hint_w + 2 * pad + seed_w <= r.w - 2 * pad;
	if (hint[0])
		pg_text_draw_fit(app->text, hint, r.x + pad, r.y + r.h / 2, r.w - 2 * pad, size,
				 PG_FONT_REGULAR, pg_ui_theme.text_dim, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	if (show_seed)
		pg_text_draw(app->text, seed, r.x + r.w - pad, r.y + r.h / 2, size,
			     PG_FONT_REGULAR, pg_ui_with_alpha(pg_ui_theme.text_dim, 150),
			     PG_ALIGN_RIGHT | PG_ALIGN_MIDDLE);
}

static void draw_toast(pg_app *app, game_scene *s)
{
	pg_play *play = s->play;
	if (!play->toast[0] || app->time >= play->toast_until)
		return;
	double left = play->toast_until - app->time;
	Uint8 alpha = left < 0.4 ? (Uint8)(255 * left / 0.4) : 255;
	/* Frames for the fade, and one when it is gone. */
	if (left < 0.4)
		pg_app_request_redraw(app);
	else
		pg_app_request_redraw_at(app, play->toast_until - 0.4);
	int size = pg_app_px(app, PG_SIZE_BODY);
	int max_w = s->board.w - pg_app_px(app, 80);
	int tw = 0;
	pg_text_measure(app->text, play->toast, size, PG_FONT_BOLD, &tw, NULL);
	if (tw > max_w)
		tw = max_w;
	int pad = pg_app_px(app, 18);
	SDL_Rect box = {s->board.x + (s->board.w - tw) / 2 - pad,
			s->board.y + s->board.h - pg_app_px(app, 76), tw + 2 * pad, pg_app_px(app, 48)};
	pg_ui_fill_rounded(app->renderer, box, box.h / 2, pg_ui_rgba(16, 10, 7, (Uint8)(alpha * 0.9)));
	pg_ui_stroke_rounded(app->renderer, box, box.h / 2, 1,
			     pg_ui_with_alpha(pg_ui_theme.accent, alpha));
	pg_text_draw_fit(app->text, play->toast, box.x + box.w / 2, box.y + box.h / 2, tw, size,
			 PG_FONT_BOLD, pg_ui_with_alpha(pg_ui_theme.text, alpha),
			 PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
}

static void draw_curtain(pg_app *app, game_scene *s)
{
	pg_play *play = s->play;
	if (!play->curtain)
		return;
	pg_ui_fill_rect(app->renderer, s->board, pg_ui_theme.background);
	const pg_seat_style *style = pg_play_seat_style(play, play->curtain_seat);
	int cx = s->board.x + s->board.w / 2, cy = s->board.y + s->board.h / 2;
	int sw = pg_app_px(app, 72);
	pg_ui_draw_swatch(app->renderer, (SDL_Rect){cx - sw / 2, cy - pg_app_px(app, 130), sw, sw},
			  sw / 2, style);
	char line[192];
	snprintf(line, sizeof line, _("Pass the game to %s"), _(style->name));
	pg_text_draw(app->text, line, cx, cy - pg_app_px(app, 20), pg_app_px(app, PG_SIZE_HEADING),
		     PG_FONT_BOLD, pg_ui_theme.text, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	pg_text_draw(app->text, _("The board is hidden so no one sees another player's hand."), cx,
		     cy + pg_app_px(app, 14), pg_app_px(app, PG_SIZE_BODY), PG_FONT_REGULAR,
		     pg_ui_theme.text_dim, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	snprintf(s->curtain_label, sizeof s->curtain_label, _("I am %s: show the board"), _(style->name));
	pg_button_draw(app, &s->curtain_ready);
}

SDL_Rect pg_tutorial_leave_rect(pg_app *app)
{
	game_scene *s = pg_scenes_find(&app->scenes, &pg_game_scene);
	if (!s || s->coach.leave.hidden)
		return (SDL_Rect){0, 0, 0, 0};
	return s->coach.leave.rect;
}

static void draw(pg_app *app, void *data)
{
	game_scene *s = data;
	catch_up_words(s);
	pg_ui_background(app);
	SDL_RenderSetClipRect(app->renderer, &s->board);
	if (!s->play->curtain) {
		s->play->view->draw(s->play->view_data, app->renderer);
		pg_coach_draw_pointer(app, s->play);
	}
	SDL_RenderSetClipRect(app->renderer, NULL);
	draw_curtain(app, s);
	draw_status(app, s);
	draw_log(app, s);
	if (!s->play->curtain)
		/* Beside the board when the log is open (on top of its oldest
		 * lines), else over the top of the board: the board stays in sight. */
		pg_coach_draw(app, &s->coach, s->play,
			      s->log_open && s->log_panel.w > 0 ? s->log_panel : s->board);
	draw_top_bar(app, s);
	draw_toast(app, s);
}

const pg_scene_type pg_game_scene = {
	.name = "game",
	.enter = enter,
	.exit = exit_scene,
	.resume = resume,
	.layout = layout,
	.event = event,
	.update = update,
	.draw = draw,
};
