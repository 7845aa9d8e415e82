/*
 * pg_view.h: what a game's scene (src/games/<dir>/<dir>_scene.c) implements,
 * and what the app offers it. A scene writer needs only this header.
 *
 * Each game with a scene exports one table
 *
 *     const pg_view <dir>_view = { .game_id = "totem-pole", ... };
 *
 * and CMake registers it (generated/pg_view_games.h); the title menu lists
 * only games that have a view.
 *
 * Division of labour. The APP owns the window, the top bar (menu, undo,
 * move-log toggle, whose-turn banner), the move log panel (from
 * game->describe_move), the hot-seat curtain, toasts, the AI worker thread,
 * chance moves (sampled from the match's seed: a person's roll when that
 * person rolls, any other after a short pause so it can be animated),
 * undo, saving, sounds for the rules' events (by kind, pg_audio.h), and
 * these keys: Ctrl+Z undo, Esc pause, L log, F11 fullscreen, and
 * Space/Enter/a click fast-forward while the view is animating (and
 * Space/Enter roll when a person is to roll; their clicks
 * and drags then reach the view, which owns the die). The VIEW owns the
 * board area: layout, drawing, hit-testing, drag state, highlights of
 * legal targets, animation of the events, any game-specific keys, and
 * clicking or throwing the die (pg_play_roll_now).
 *
 * Flow of a move. A human act: the view, on CLICK or DROP, picks a move from
 * pg_play_legal_moves() and calls pg_play_submit(); a submit is checked at
 * once (false if not legal or not the human's turn now) and applied by the
 * app at the start of the next update (the same frame), so a view is never
 * re-entered from inside its own input handler. Every applied move (human,
 * AI or chance) reaches on_events() with the events of apply_move and the
 * state before and after. While is_animating() is true the app holds the
 * next AI or chance move, and pg_play_input_seat() is -1.
 *
 * Coordinates are renderer pixels (pg_app.width/height); sizes scale with
 * pg_app.scale (use pg_app_px). The view keeps the pg_app pointer it gets in
 * create() for drawing: app->renderer, app->text, app->assets, app->audio.
 */
#ifndef PG_VIEW_H
#define PG_VIEW_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "pg_app_context.h"
#include "pg_assets.h"
#include "pg_audio.h"
#include "pg_game.h"
#include "pg_input.h"
#include "pg_match.h"
#include "pg_text.h"
#include "pg_tween.h"
#include "pg_ui.h"

typedef struct pg_play pg_play;
typedef struct pg_board pg_board; /* pg_board.h */
typedef struct pg_die pg_die;     /* pg_die.h */

/* One applied move, as on_events sees it. */
typedef struct pg_played {
	pg_move move;
	int seat;                    /* who moved: a seat, or PG_CHANCE */
	const pg_event_list *events; /* what apply_move reported */
	const void *before;          /* the state before the move (game->state_size bytes) */
	const void *after;           /* the state after (== pg_play_state() now) */
	bool by_human;               /* a person's own act (they may have dragged it there already) */
} pg_played;

/* A section a view adds to the results screen under the seats' scores
 * (POTLUCK!'s table of best solo scores): a title, a sentence, and rows of
 * a label and a value, one of them picked out. */
enum { PG_RESULTS_MAX_ROWS = 16 };

typedef struct pg_results_row {
	char label[160]; /* "3.  2026-11-21" (room for translations) */
	char value[64];  /* "141", "saw it through" */
	bool highlight;  /* the row to pick out (this game's score) */
} pg_results_row;

typedef struct pg_results_section {
	char title[64];  /* "Your best potlucks" */
	char note[160];  /* a sentence under the title, or "" */
	int count;
	pg_results_row rows[PG_RESULTS_MAX_ROWS];
} pg_results_section;

typedef struct pg_view {
	const char *game_id;               /* the pg_game id: "totem-pole" */
	/* Art for the title menu, relative to assets/; NULL means
	 * "title/<game_id>.svg". Drawn into a landscape card (about 4:3). */
	const char *title_art;
	/* The seats' colours and patterns, game->max_players entries; NULL
	 * for the app's palette (pg_ui_seat_styles). Used by the setup screen,
	 * the banner, the log and results too. */
	const pg_seat_style *seat_styles;

	/* Makes the view's own data for this session; NULL on failure. */
	void *(*create)(pg_app *app, pg_play *play);
	void (*destroy)(void *view);
	/* The board area the app leaves the view (below the top bar, beside
	 * the log when it is open). Called after create and whenever the
	 * window size, UI scale or log panel changes. */
	void (*layout)(void *view, SDL_Rect area);
	/* A normalised input event inside (or, for drags, started inside) the
	 * area, and keys the app does not use. Returns true if consumed. */
	bool (*input)(void *view, const pg_input_event *event);
	/* A move was applied: start tweens, sounds beyond the app's. */
	void (*on_events)(void *view, const pg_played *played);
	/* The state jumped with no events (undo, restart, resume from a
	 * save): drop tweens and drag state and show pg_play_state(). */
	void (*reset)(void *view);
	void (*update)(void *view, float dt);
	void (*draw)(void *view, SDL_Renderer *renderer);
	/* True while the view animates a move (the app waits for it). */
	bool (*is_animating)(const void *view);
	/* Jump every animation to its end (a click, Space, a screenshot). */
	void (*finish_animations)(void *view);
	/* Optional: a short hint shown in the status line while a person is
	 * to move or to roll ("Drag a pyramid onto the pole or click it").
	 * Returns the length written, 0 for none. */
	int (*status_text)(void *view, char *buf, size_t size);
	/* Optional: fills a section for the results screen when the game is
	 * over; false for none this time. Called when the results open,
	 * after the last move's on_events. */
	bool (*results_section)(void *view, pg_results_section *out);
	/* Optional: the finished game's outcome in the game's own words,
	 * translated, for the banner and the results card's headline
	 * (pg_outcome.h), where the app's words would misname it (a table
	 * that wins or loses together). False, or NULL, for the app's words
	 * from the returns. Keep it to the width of a few seat names. */
	bool (*outcome_text)(void *view, char *out, size_t size);
	/* Optional: what a chance move that no seat makes is doing, in the
	 * game's own words, translated, for the banner while it is due
	 * ("Drawing who starts..."), where the app's words would misname it
	 * ("Rolling..." in a game with no dice). False, or NULL, for the
	 * app's words ("Dealing..." for a card into a hidden hand, else
	 * "Rolling..."). */
	bool (*chance_text)(void *view, char *out, size_t size);
	/* Optional, for a view built on the kit (pg_board.h, pg_die.h): its
	 * board and die, so tests reach pieces, zones and controls by id
	 * (pg_test_board) rather than through the scene's own hooks. */
	pg_board *(*board)(void *view);
	pg_die *(*die)(void *view);
	/* Optional: the state as drawn now (the timeline's `shown`, trailing
	 * pg_play_state while a move animates), for tests. */
	const void *(*shown)(const void *view);
} pg_view;

/* ---- the play session, for views ----------------------------------------- */

const pg_game *pg_play_game(const pg_play *play);
const pg_match *pg_play_match(const pg_play *play);
/* The position now (the match's state; game->state_size bytes). In a
 * game with hidden information, the observation of pg_play_viewer()
 * (pg_game_observe): a view never holds another seat's hidden cards, and
 * on_events gets observations and events with what the viewer may not
 * see blanked (a..d = -1). */
const void *pg_play_state(const pg_play *play);
pg_app *pg_play_app(pg_play *play);
int pg_play_seat_count(const pg_play *play);
bool pg_play_is_human(const pg_play *play, int seat);
/* "You", "Player 2" (hot-seat), "Normal AI", ... */
const char *pg_play_seat_label(const pg_play *play, int seat);
const pg_seat_style *pg_play_seat_style(const pg_play *play, int seat);

/* The human seat that may act right now, or -1 (AI or chance to move, an
 * animation or a queued move pending, the hot-seat curtain up, game over). */
int pg_play_input_seat(const pg_play *play);
/* Whose private information the view should show face up: the human to
 * move; else the only human seat; else (all AI) -1 for "nobody's", and in
 * a hot-seat game between turns the last human to move. */
int pg_play_viewer(const pg_play *play);
/* The legal moves of pg_play_input_seat() (sorted, as legal_moves gives
 * them), or 0 when no person may act now. */
int pg_play_legal_moves(const pg_play *play, pg_move *out, int cap);
/* Submits a person's move (see the flow above). False, changing nothing,
 * if it is not legal or no person may act now. */
bool pg_play_submit(pg_play *play, pg_move move);
/* A chance move (a roll) is due: waiting on the app's short pause, or on
 * the person whose roll it is. */
bool pg_play_chance_pending(const pg_play *play);
/* The seat making the pending chance move (the game's chance_seat), or -1
 * (no chance move pending, or it belongs to no one). */
int pg_play_chance_seat(const pg_play *play);
/* True when the pending chance move is a person's roll, which waits for
 * them (a click, a throw or a key) and never resolves by itself. */
bool pg_play_person_rolls(const pg_play *play);
/* A person clicked or threw the die: roll now (a person's roll), or
 * instead of after the pause (anyone else's). */
void pg_play_roll_now(pg_play *play);
/* The seat whose AI is thinking, or -1. */
int pg_play_ai_thinking(const pg_play *play);
/* Shows a short message over the board for a few seconds ("That pyramid
 * does not fit there"). printf-style. */
void pg_play_toast(pg_play *play, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;

/* ---- the registry of views ------------------------------------------------ */

int pg_view_count(void);
const pg_view *pg_view_at(int index);
/* The view of a game id, or NULL (the game has no scene yet). */
const pg_view *pg_view_find(const char *game_id);
/* The seat style of seat under view (its own table or the app palette). */
const pg_seat_style *pg_view_seat_style(const pg_view *view, int seat);
/* The title art path (title_art or "title/<id>.svg") into buf. */
void pg_view_title_art(const pg_view *view, char *buf, size_t size);

#endif
