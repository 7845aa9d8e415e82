/*
 * totem_pole_scene.h: what the files of Totem Pole's scene share (private
 * to src/games/totem_pole; the app sees only totem_pole_view).
 *
 * The pole stands on its base at the full height of the table, the die
 * and the Pass / Count coup buttons in a strip beside it. Every seat has a
 * wooden panel with its pyramids in hand (grouped by size) and its
 * scoring tray; with two players the grey dummy has a panel too. Four
 * panels sit in the corners round the pole; three are stacked beside it,
 * each with its hand and tray side by side.
 *
 *   totem_pole_scene.c         the view table: input, update, status line
 *   totem_pole_scene_layout.c  where everything is: panels, pole, trays
 *   totem_pole_scene_paint.c   drawing
 *   totem_pole_scene_anim.c    a move's events as timeline actions
 *   totem_pole_board.c         (pg_core) a pyramid on the pole as a move
 *
 * What is drawn is the timeline's `shown` state (pg_timeline.h): every
 * event of a move becomes an action that lifts a pyramid from where it was,
 * flies it, and sets it down where it goes, so a capture plays out step by
 * step and the running scores tick as pyramids land.
 */
#ifndef TOTEM_POLE_SCENE_H
#define TOTEM_POLE_SCENE_H

#include <stdbool.h>

#include "pg_board.h"
#include "pg_die.h"
#include "pg_geom.h"
#include "pg_seat_card.h"
#include "pg_timeline.h"
#include "pg_view.h"
#include "totem_pole/totem_pole_board.h"
#include "totem_pole/totem_pole_rules.h"

enum {
	TOTEM_POLE_PANELS = TP_COLOURS, /* indexed by taker: seats 0..3, TP_GREY the dummy */
	TOTEM_POLE_TAG_PULSE = 16,      /* + panel index */
	TOTEM_POLE_TRAY_MIN_FIT = 10,   /* trays are sized for at least this many pyramids */
};

/* Share of a pyramid's height that shows below the next one on the pole:
 * on a tall pole they nest deeper, so each stays big enough to read. */
#define TOTEM_POLE_RISE_SHORT 0.58f
#define TOTEM_POLE_RISE_TALL 0.42f
/* Distance between pyramids of one group in hand, in their base widths. */
#define TOTEM_POLE_HAND_SPREAD 0.5f

/* Where a pyramid's silhouette sits inside its art's box, as shares of
 * the box (measured from the art, see totem_pole_art_shapes). */
typedef struct tp_shape {
	float left, right, top, bottom;
} tp_shape;

typedef struct tp_panel {
	bool used;
	SDL_Rect rect;
	SDL_Rect header;
	SDL_Rect groups[TP_SIZES]; /* hit areas of the three size groups */
	int ground;                /* y of the line the pyramids in hand stand on */
	int piece_h;               /* box height of a pyramid in hand */
	int label_h;               /* room for a group's label under it: two lines */
	SDL_Rect tray;             /* the tray art */
} tp_panel;

/* Timeline action kinds. Seat and payload are the event's (pg_event):
 * a colour (ACT_ROLL: the face; ACT_DRAW: the first seat), b size, c pole
 * index, d capture step; an ACT_TAKE's seat is the taker, TP_GREY the dummy. */
typedef enum tp_act_kind {
	ACT_NOTE,    /* a caption and a pause */
	ACT_DRAW,    /* the first player is drawn from the bag */
	ACT_ROLL,    /* the die tumbles */
	ACT_PLACE,   /* a pyramid flies from a hand onto the pole */
	ACT_TAKE,    /* a pyramid flies from the pole to a tray (coup or capture) */
	ACT_TURN,    /* the turn passes on */
	ACT_CAPTURE, /* a caption as the capture phase begins */
} tp_act_kind;

typedef struct tp_view {
	pg_app *app;
	pg_play *play;
	SDL_Rect area;
	int bottom_seat; /* the seat drawn in the bottom-left corner */

	/* layout */
	tp_panel panels[TOTEM_POLE_PANELS];
	SDL_Rect table;
	SDL_Rect caption_rect;
	SDL_Rect pole_zone; /* also the drop target */
	SDL_Rect base_rect;
	int pole_ground; /* y the bottom pyramid stands on */
	int pole_max_h;  /* largest box height of a pyramid on the pole */
	SDL_Rect die_box;
	SDL_Rect die_label;
	pg_button pass_button, coup_button;

	/* the kit */
	pg_board board;
	pg_die die;
	pg_timeline tl;   /* tl.shown is what is drawn */
	pg_tweens tweens; /* panel pulses */

	tp_state fit; /* the pole the stack's scale is fitted to */

	/* the piece in hand: its drawn height grows to the pole's over the pole */
	float drag_h; /* also the height it had when let go */
} tp_view;

/* ---- totem_pole_scene.c ---- */
const tp_state *totem_pole_shown(const tp_view *v);
bool totem_pole_can_roll(const tp_view *v);
/* The move a pyramid on the pole makes now, or PG_NO_MOVE. */
pg_move totem_pole_move_for(const tp_view *v, int colour, int size);
const char *totem_pole_taker_name(const tp_view *v, int taker);

/* ---- totem_pole_scene_layout.c ---- */
extern const tp_shape totem_pole_art_shapes[TP_SIZES];
extern const float totem_pole_art_aspect;
void totem_pole_layout(tp_view *v);
/* Re-registers the hand groups with their homes as `shown` has them. */
void totem_pole_register_pieces(tp_view *v);
float totem_pole_shape_width(int size);
SDL_FRect totem_pole_standing_box(int size, float cx, float ground, float box_h);
SDL_FRect totem_pole_centred_box(int size, float cx, float cy, float box_h);
int totem_pole_pole_box_h(const tp_view *v);
SDL_FRect totem_pole_pole_box(const tp_view *v, int index, int size, int box_h);
int totem_pole_hand_drawn(const tp_view *v, int colour, int size);
SDL_FRect totem_pole_hand_box(const tp_view *v, int colour, int size, int k, int n);
SDL_FRect totem_pole_hand_top_box(const tp_view *v, int colour, int size);
void totem_pole_tray_kind(int taker, int k, int *colour, int *size);
int totem_pole_tray_box_h(const tp_view *v);
SDL_FRect totem_pole_tray_box(const tp_view *v, int taker, int colour, int size, int ordinal,
                              int box_h);
SDL_FRect totem_pole_flight_target(const tp_view *v, const pg_action *a);

/* ---- totem_pole_scene_anim.c ---- */
extern const pg_timeline_hooks totem_pole_timeline_hooks;
/* A move's events as actions (a drop that no pyramid flies on from is let go). */
void totem_pole_schedule(tp_view *v, const pg_played *played);

/* ---- totem_pole_scene_paint.c ---- */
extern const pg_seat_style totem_pole_seat_styles[TP_MAX_PLAYERS];
void totem_pole_paint(tp_view *v, SDL_Renderer *r);
/* The pill a caption is drawn in, within caption_rect; the size and the
 * top of its text in it. */
SDL_Rect totem_pole_caption_pill(tp_view *v, const char *text, int *size, int *text_y);

#endif
