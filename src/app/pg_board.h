/*
 * pg_board.h: the pieces a person moves and the places they go, for every
 * game's scene. The board owns the whole gesture from press to move:
 * drag and drop, click-then-click, keyboard focus (Tab and the arrows pick
 * a piece and a target, Enter plays, Esc lets go), the glow of the targets
 * a piece may go to, the flight back home with the reason when a drop is
 * refused, a small chooser when one drop means several moves, and the
 * point a dropped piece waits at until the timeline flies it on.
 *
 * The scene lays out its pieces and drop zones after pg_board_begin_layout
 * and gives a pg_board_rules table: which moves putting a piece on a zone
 * means now, and why not when there are none. Write those as a pure
 * function of the game's state in src/games/<dir>/<dir>_board.c (no SDL,
 * tested with cmocka) and wrap it in the scene. The board never draws a
 * piece: the scene draws each where the functions under "what the scene
 * draws" say it is.
 *
 * Ids are the scene's own small integers (>= 0); one id may stand for a
 * group of alike pieces (Totem Pole's "red medium pyramids").
 */
#ifndef PG_BOARD_H
#define PG_BOARD_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "pg_view.h"

enum {
	PG_BOARD_NONE = -1,
	PG_BOARD_MAX_PIECES = 96,
	PG_BOARD_MAX_ZONES = 96,
	PG_BOARD_MAX_CHOICES = 8,
	PG_BOARD_MAX_CONTROLS = 8,
	PG_BOARD_LABEL = 80,
};

/* What the board asks the scene. scene is the pointer given to init. */
typedef struct pg_board_rules {
	/* The legal moves that piece on zone means now (at most cap), or 0.
	 * Called with zone == PG_BOARD_NONE for "the piece played where it
	 * can go" (a click or Enter with no target picked). */
	int (*moves)(void *scene, int piece, int zone, pg_move *out, int cap);
	/* Why piece may not go on zone now: one sentence for a toast. */
	void (*refusal)(void *scene, int piece, int zone, char *buf, size_t size);
	/* Optional: may the person pick this piece up now? NULL: yes. A piece
	 * that may be picked up but not played gets its refusal when tried. */
	bool (*can_pick)(void *scene, int piece);
	/* Optional: the chooser's label for a move ("Small first"); NULL uses
	 * the game's describe_move for the person acting. */
	void (*choice_label)(void *scene, pg_move move, char *buf, size_t size);
	/* Optional, for shapes that are not rects (hexes on a map, a fan of
	 * cards): the piece or the zone at (x, y), or PG_BOARD_NONE. NULL:
	 * the first registered rect that holds the point. can_pick still
	 * applies to the piece found. */
	int (*piece_at)(void *scene, int x, int y);
	int (*zone_at)(void *scene, int x, int y);
	/* Optional: the piece a click on zone means when none is picked (a
	 * click on a hex next to Kloone's pawn moves the pawn), or
	 * PG_BOARD_NONE. NULL: a click on a zone alone does nothing. */
	int (*click_piece)(void *scene, int zone);
	/* Optional: draws the hint's glow on zone (pg_hint.h) in the zone's
	 * own shape, a hex's outline, rather than round its rect. NULL: the
	 * rect's glow. */
	void (*draw_zone_glow)(void *scene, int zone);
} pg_board_rules;

/* A piece, or a zone a piece may be dropped on, as laid out. */
typedef struct pg_board_place {
	int id;
	SDL_Rect hit;   /* where a press picks the piece up, or a drop lands */
	SDL_FRect home; /* a piece: where it is drawn at rest (snap-back goes here) */
	bool drop;      /* a zone: false for an area (named, found by tests, never a target) */
} pg_board_place;

/* A button that plays one move (Pass): clicked, or reached by Tab and
 * played with Enter. The scene owns the button and keeps its hidden and
 * disabled flags in step with the legal moves. */
typedef struct pg_board_control {
	int id;
	pg_button *button;
	pg_move move;
} pg_board_control;

/* How a refused or abandoned piece flies home. */
typedef struct pg_board_snap {
	int piece;    /* PG_BOARD_NONE when nothing flies */
	float x0, y0; /* its centre when let go */
	float t;      /* seconds flown, of snap_seconds */
	bool refused; /* a refused drop (bounces) rather than a miss */
} pg_board_snap;

typedef struct pg_board {
	pg_app *app;
	pg_play *play;
	const pg_board_rules *rules;
	void *scene;
	/* Settings a scene may change after init. */
	bool click_plays;   /* a click on a piece with one target plays it (default true) */
	float snap_seconds; /* flight home (0.3 s) */
	/* A drop lands on the zone under the held piece's centre (its home's
	 * centre carried along), not under the pointer, unless only the
	 * pointer's zone takes the piece (default false). */
	bool aim_with_piece;
	/* A piece with nowhere to go says why when it is picked up and is not
	 * lifted; else it is refused when dropped (default false). */
	bool refuse_at_pickup;

	pg_board_place pieces[PG_BOARD_MAX_PIECES];
	int piece_count;
	pg_board_place zones[PG_BOARD_MAX_ZONES];
	int zone_count;
	pg_board_control controls[PG_BOARD_MAX_CONTROLS];
	int control_count;

	/* the pointer */
	int held;             /* the piece being dragged, or PG_BOARD_NONE */
	int x, y;             /* pointer now */
	int grab_dx, grab_dy; /* pointer minus the piece's centre at the press */
	int hover;            /* the piece under the pointer that may be picked up */
	/* click-then-click and keyboard */
	int selected;      /* the picked piece waiting for a target */
	int focus_control; /* the control Tab reached, or PG_BOARD_NONE */
	int focus_zone;    /* the target picked by key, or PG_BOARD_NONE */
	bool keyboard;     /* the selection came from keys: draw a focus ring */
	/* after a drop */
	pg_board_snap snap;
	int dropped; /* a dropped piece waiting for its move to animate */
	float drop_x, drop_y;
	/* the chooser */
	bool choosing;
	int choice_count, choice_focus, choice_hover;
	pg_move choices[PG_BOARD_MAX_CHOICES];
	char labels[PG_BOARD_MAX_CHOICES][PG_BOARD_LABEL];
	SDL_Rect choice_rects[PG_BOARD_MAX_CHOICES];
	SDL_Rect chooser;
	int choice_piece;
} pg_board;

/* Sets up an empty board for a scene; rules and scene must outlive it. */
void pg_board_init(pg_board *board, pg_app *app, pg_play *play, const pg_board_rules *rules,
                   void *scene);
/* Forgets every piece and zone (call at the start of the scene's layout,
 * then add them again). A drag, selection or flight in progress stays. */
void pg_board_begin_layout(pg_board *board);
/* Adding an id again moves it. */
void pg_board_add_piece(pg_board *board, int id, SDL_Rect hit, SDL_FRect home);
void pg_board_add_zone(pg_board *board, int id, SDL_Rect hit);
/* A named rect that is no target (a seat's panel), so tests can find it
 * with pg_board_zone_rect; its id must differ from every zone's. */
void pg_board_add_area(pg_board *board, int id, SDL_Rect rect);
/* Registers a button that plays move (once, in create; it is not cleared
 * by begin_layout since the scene's button moves with its own rect). */
void pg_board_add_control(pg_board *board, int id, pg_button *button, pg_move move);
/* Ends every gesture at once (undo, a new game): nothing held, selected,
 * flying home or waiting. */
void pg_board_reset(pg_board *board);

/* Feeds one input event (the view's input). True if the board used it.
 * Pointer gestures on pieces and zones, Tab, Shift+Tab, the arrows, Enter
 * and Esc belong to it; anything else is left to the scene. */
bool pg_board_input(pg_board *board, const pg_input_event *event);
/* Advances the flight home. */
void pg_board_update(pg_board *board, float dt);
/* True while something flies home (the view is animating). */
bool pg_board_busy(const pg_board *board);

/* Picks piece up for a target, as Tab does (keyboard focus on its first
 * target); a piece with nowhere to go toasts its refusal instead. */
void pg_board_pick(pg_board *board, int piece);
/* Plays piece on zone as if dropped there (zone PG_BOARD_NONE: wherever it
 * can go); on refusal toasts the reason. True if a move was submitted. */
bool pg_board_play(pg_board *board, int piece, int zone);
/* Fast-forward: a piece flying home is home. */
void pg_board_finish(pg_board *board);
/* Takes the dropped piece's point for its flight (piece, or any piece
 * when PG_BOARD_NONE) and forgets it. False, with x and y untouched, if
 * no such piece waits. x and y may be NULL. */
bool pg_board_take_drop(pg_board *board, int piece, float *x, float *y);

/* ---- what the scene draws ------------------------------------------------- */

/* The piece the person is working with: held, else selected, else -1. */
int pg_board_active(const pg_board *board);
/* The dragged piece's centre now; false when nothing is held. */
bool pg_board_held_centre(const pg_board *board, float *x, float *y);
/* The piece flying home, its centre now and its progress 0..1; false when
 * none. */
bool pg_board_snap_centre(const pg_board *board, int *piece, float *x, float *y,
                          float *progress);
/* The dropped piece waiting for its move's animation; false when none. */
bool pg_board_dropped_centre(const pg_board *board, int *piece, float *x, float *y);
/* How many of piece are off home now: held, flying home, or dropped and
 * waiting (so a hand of alike pieces draws one fewer). */
int pg_board_away(const pg_board *board, int piece);
/* The piece under the pointer that may be picked up, or -1. */
int pg_board_hover(const pg_board *board);
/* Glow of a zone: 0 none; 1 the active piece may go there; 2 it may, and
 * the pointer or the keyboard focus is on it. Cheap enough per frame. */
int pg_board_zone_glow(const pg_board *board, int zone);
/* The one move a drop of the active piece on zone would make, or
 * PG_NO_MOVE (none or several). For a ghost of where it lands. */
pg_move pg_board_zone_move(const pg_board *board, int zone);
/* True while the held piece is aimed at zone (where a drop now lands). */
bool pg_board_over(const pg_board *board, int zone);
/* The kit's glow for a target, breathing; strong when hot. */
void pg_board_draw_glow(pg_app *app, SDL_Rect rect, int radius, bool hot);
/* A focus ring round the keyboard's piece and target, and the chooser
 * when open. Call last in the scene's draw. */
void pg_board_draw_overlay(pg_board *board, SDL_Renderer *renderer);

/* ---- for tests (tests/test_scene_*.c, through pg_view's kit() hook) ------- */

/* The hit rect of a piece or zone, or an empty rect if not laid out. */
SDL_Rect pg_board_piece_rect(const pg_board *board, int id);
SDL_Rect pg_board_zone_rect(const pg_board *board, int id);
/* A control's rect, or an empty rect while it is hidden. */
SDL_Rect pg_board_control_rect(const pg_board *board, int id);
/* The chooser's entries while it is open (count; rect of entry i). */
int pg_board_choice_count(const pg_board *board);
SDL_Rect pg_board_choice_rect(const pg_board *board, int index);

#endif
