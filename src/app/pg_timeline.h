/*
 * pg_timeline.h: a move's animation as captioned actions on a clock, and
 * the "shown" copy of the game's state that trails the real one.
 *
 * When a move is applied the scene's on_events calls pg_timeline_begin
 * with the states before and after, then adds one action per event (a
 * die tumbles, a piece flies from a hand to the board, a caption holds
 * the screen for a moment), each with a start, a duration and, if it
 * has one, a caption. As the clock passes an action's start the timeline
 * calls the scene's lift() (the piece leaves where it was: the scene
 * changes `shown` with the rules' small helpers), and at its end land()
 * (the piece arrives). The scene draws `shown`, and every action in
 * flight between its from rect and wherever it is going. When the clock
 * runs out `shown` becomes the real state again, byte for byte.
 *
 * A person's dropped piece starts its flight where it was let go: the
 * scene marks the action from_drop and its lift takes pg_board_take_drop.
 * Fast-forward (a click, Space, a screenshot) is pg_timeline_finish.
 */
#ifndef PG_TIMELINE_H
#define PG_TIMELINE_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "pg_tween.h"

/* A caption holds a sentence of the pseudo-locale (a third longer, and
 * two bytes a letter). */
enum { PG_TIMELINE_MAX = 160, PG_TIMELINE_CAPTION = 256 };

typedef struct pg_action {
	int kind;       /* the scene's own kinds */
	int seat;       /* the actor, or the scene's meaning */
	int a, b, c, d; /* the scene's payload (e.g. colour, size, index, step) */
	float start, duration;
	bool lifted, landed;
	bool from_drop; /* flies from where a person let it go */
	SDL_FRect from; /* the rect it flies from (set by the scene in lift) */
	char caption[PG_TIMELINE_CAPTION];
} pg_action;

typedef struct pg_timeline_hooks {
	/* The action starts: take the piece off where it was in *shown and
	 * set a->from. Optional. */
	void (*lift)(void *scene, pg_action *a, void *shown);
	/* The action ends: put the piece where it goes in *shown. Optional. */
	void (*land)(void *scene, pg_action *a, void *shown);
	/* The timeline ended and *shown is the real state again. Optional. */
	void (*ended)(void *scene);
} pg_timeline_hooks;

typedef struct pg_timeline {
	void *scene;
	pg_timeline_hooks hooks;
	size_t state_size;
	void *shown;  /* what the scene draws */
	void *target; /* the state after the move being animated */
	pg_action actions[PG_TIMELINE_MAX];
	int count;
	float clock, end;
} pg_timeline;

/* Allocates the two state copies (state_size bytes each) and shows
 * initial. False when out of memory. */
bool pg_timeline_init(pg_timeline *tl, size_t state_size, const void *initial,
                      const pg_timeline_hooks *hooks, void *scene);
void pg_timeline_free(pg_timeline *tl);
/* Drops every action and shows state at once (undo, a new game). */
void pg_timeline_show(pg_timeline *tl, const void *state);
/* A move was applied: finishes what ran, shows before, aims at after. */
void pg_timeline_begin(pg_timeline *tl, const void *before, const void *after);
/* Adds an action; NULL when the timeline is full (the move still ends
 * right: `shown` becomes the target at the end). */
pg_action *pg_timeline_add(pg_timeline *tl, int kind, float start, float duration);
/* The same, with the action's seat and payload (what they mean is the
 * scene's: an event's seat and a..d copied, or its own). */
pg_action *pg_timeline_add_payload(pg_timeline *tl, int kind, float start, float duration,
                                   int seat, int a, int b, int c, int d);
/* printf into the action's caption (a may be NULL). */
void pg_timeline_caption(pg_action *a, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Runs what is due now; call after adding a move's actions, so actions
 * at time 0 lift at once and an empty timeline ends. */
void pg_timeline_start(pg_timeline *tl);
void pg_timeline_update(pg_timeline *tl, float dt);
/* Jumps to the end (fast-forward). */
void pg_timeline_finish(pg_timeline *tl);
bool pg_timeline_running(const pg_timeline *tl);
/* The caption of the latest action that has started, or NULL. */
const char *pg_timeline_caption_now(const pg_timeline *tl);
/* How far a started action is, 0..1 (linear). */
float pg_timeline_progress(const pg_timeline *tl, const pg_action *a);
/* True for an action in the air: lifted and not landed. */
bool pg_timeline_flying(const pg_action *a);
/* Where a flying action's rect is: from its from rect to `to` along ease,
 * raised by an arc of arc pixels at the middle of the flight (0 for a
 * straight line, as for a piece flying on from a person's drop). */
SDL_FRect pg_timeline_flight(const pg_timeline *tl, const pg_action *a, SDL_FRect to,
                             pg_ease ease, float arc);

#endif
