/*
 * pg_play.h: the play session behind the game scene (app-internal; views
 * use the functions declared in pg_view.h).
 *
 * It owns the match, the seats (person or AI level), the view, the AI
 * worker thread, the move log and the toasts, and decides when the next
 * move happens: a person's submitted move at once, an AI's after its
 * search and a short visible pause, a chance move after the view's
 * animations and a short pause (or at once when a person clicks the die),
 * except a person's own roll, which waits for that person.
 */
#ifndef PG_PLAY_H
#define PG_PLAY_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "pg_ai.h"
#include "pg_hint.h"
#include "pg_seats.h"
#include "pg_view.h"


enum { PG_PLAY_LOG_TEXT = 400, PG_PLAY_TOAST_TEXT = 200 };

/* A line of the move log. In a game with hidden information a move may
 * read differently to different seats (a private draw): text is what a
 * spectator reads (public), private_text what the seats in private_seen
 * read. Seats whose sentence differs from both get the public one, which
 * tells less, never more. */
typedef struct pg_log_entry {
	int ply;  /* index of the move in the history */
	int seat; /* who moved, or PG_CHANCE */
	char text[PG_PLAY_LOG_TEXT];
	unsigned private_seen; /* bit per seat that reads private_text */
	char private_text[PG_PLAY_LOG_TEXT];
} pg_log_entry;

/* Seconds the app waits: a roll after animations, an AI's least visible
 * thinking time, and the pause before the results appear. */
#define PG_PLAY_CHANCE_DELAY 0.45
/* A card dealt or drawn into someone's hidden hand goes by quicker than a
 * die: a deal is many such moves, and each card already has its flight. */
#define PG_PLAY_DEAL_DELAY 0.12
#define PG_PLAY_AI_MIN_THINK 0.7
#define PG_PLAY_RESULTS_DELAY 0.9
#define PG_PLAY_AI_AFTER_ANIMATION 0.3

/* The pause before a pending chance move that no person makes resolves:
 * PG_PLAY_DEAL_DELAY for a card into a hidden hand, else
 * PG_PLAY_CHANCE_DELAY. */
double pg_play_chance_delay(const pg_play *play);

struct pg_play {
	pg_app *app;
	const pg_game *game;
	const pg_view *view;
	void *view_data;
	pg_match *match;
	int seat_kinds[PG_MAX_SEATS];
	char seat_labels[PG_MAX_SEATS][64];
	int human_count;
	SDL_Rect area;
	bool from_save;     /* resumed from the save file */

	int *movers;        /* who moved at each ply (PG_CHANCE for chance) */
	int movers_cap;

	bool has_queued;    /* a person's move waiting to be applied */
	pg_move queued;

	/* The AI worker: one thread per decision, over its own state copy. */
	SDL_Thread *thread;
	volatile int cancel;
	SDL_atomic_t done;
	void *ai_state;
	pg_ai_request ai_request;
	pg_ai_result ai_result;
	int ai_seat;        /* -1 when none is thinking */
	double ai_started;  /* app time */
	double last_animating; /* app time the view was last seen animating */

	double wait_started; /* app time a chance move or the results began waiting; <0: not */
	bool roll_now;
	bool results_due;    /* the game ended: results wanted when animations end */
	int hints_used;      /* hints shown in this game (statistics mark the game) */
	bool tutorial;       /* a guided "Learn to play" game (kept out of statistics) */
	pg_hint hint;        /* the Hint button's answer and its worker (pg_hint.h) */
	/* The lesson of a "Learn to play" game while its steps last
	 * (pg_tutorial.h), else NULL; owned. */
	struct pg_tutorial *lesson;
	double script_wait;  /* app time a scripted move of another seat began waiting; <0: not */
	bool quiet;          /* moves are played without their sounds (pg_play_skip_ahead) */

	/* Hot seat with hidden information: the board is covered between
	 * turns of different people until the next one says they are ready. */
	bool curtain;
	int curtain_seat;
	int last_viewer;
	/* Hidden information: what the view is given is the viewer's
	 * observation (pg_play_state), kept here; NULL in a game where
	 * everything is public. view_before holds the observation of the
	 * state before a move, for on_events. */
	void *view_state;
	void *view_before;

	pg_log_entry *log;
	int log_count, log_cap;

	char toast[PG_PLAY_TOAST_TEXT];
	double toast_until;

	/* For tests. */
	int submitted_count;
	pg_move last_submitted;
	int toast_count;
};

/* Takes ownership of match (also on failure). seats has one kind per
 * seat of the match (match->options.players). */
pg_play *pg_play_create(pg_app *app, const pg_view *view, pg_match *match, const int *seat_kinds,
			char *err, size_t err_size);
void pg_play_destroy(pg_play *play);

/* Per frame: applies a queued move, starts or collects the AI, plays due
 * chance moves, advances the view. */
void pg_play_update(pg_play *play, double dt);
/* Sets the board area and lays the view out. */
void pg_play_layout(pg_play *play, SDL_Rect area);
/* Passes an event to the view (after the app's own handling). */
bool pg_play_input(pg_play *play, const pg_input_event *event);

bool pg_play_animating(const pg_play *play);
/* True while the table plays something out by itself, which a person
 * watches without touching anything: a move animating or queued, a chance
 * move that is no person's roll waiting out its pause (a deal card by
 * card, an AI's roll, the first player's draw), the results about to
 * open. An AI thinking is not counted (it may think for a long time, and
 * nothing moves meanwhile), nor anything behind the pass screen, where
 * nothing plays on. */
bool pg_play_playing_out(const pg_play *play);
/* Finishes the view's animations and lets a chance move that no person
 * makes go without its pause (the screenshot and help pictures use it to
 * draw a position at rest). */
void pg_play_fast_forward(pg_play *play);
/* A person's fast-forward (a click on the board, Space, Enter): as
 * pg_play_fast_forward, except while the table runs chance moves of its
 * own (a deal card by card): then it plays all of them at once, with their
 * animations finished, up to the first decision or person's roll. */
void pg_play_skip_ahead(pg_play *play);
/* Stops a thinking AI at once (its answer is dropped). */
void pg_play_cancel_ai(pg_play *play);
/* Takes back to the last person's decision, never past a chance move.
 * False (and nothing changes) when there is nothing to take back. */
bool pg_play_undo(pg_play *play);
bool pg_play_can_undo(const pg_play *play);
/* The same seats and options from the start, with seed (a new one for a
 * rematch). */
void pg_play_restart(pg_play *play, uint64_t seed);
/* The results are due (the game ended and the animations and a short
 * pause are over); clears the flag. */
bool pg_play_take_results_due(pg_play *play);
/* After the match was changed behind the session's back (moves played
 * directly on it): rebuilds the log, resets the view. */
void pg_play_resync(pg_play *play);
/* Lowers the hot-seat curtain. */
void pg_play_lift_curtain(pg_play *play);
/* The sentence of log entry index as the viewer now (pg_play_viewer) may
 * read it. */
const char *pg_play_log_text(const pg_play *play, int index);
/* True for a game with hidden information (the view, the log and the
 * curtain then work from observations). */
bool pg_play_hidden(const pg_play *play);

/* The seed the AI's search uses at this ply (from the match seed and the
 * ply), so a seeded game replays move for move; the hint uses it too. */
uint64_t pg_play_ai_seed(const pg_play *play);

/* A seed from the clock, for unseeded games. */
uint64_t pg_play_random_seed(void);

#endif
