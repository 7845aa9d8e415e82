/*
 * great_potlatch_scene.h: what the files of The Great Potlatch's scene
 * share (private to src/games/great_potlatch; the app sees only
 * great_potlatch_view).
 *
 * The table, top to bottom: the other seats' panels (face-down hands with
 * their size, role, markers, poles, rituals, bad-reputation markers, the
 * gift given today); the day track and the phases of the day; the four
 * Ancestor cards with their marker spaces, beside the draw and discard
 * piles and the role markers still in the middle; the viewer's own row
 * (role spot, markers, poles, ritual row, gift row, buttons); and the
 * viewer's hand fanned at the bottom.
 *
 *   great_potlatch_scene.c         the view table: board rules, input, update
 *   great_potlatch_scene_layout.c  where everything is
 *   great_potlatch_scene_paint.c   drawing, cards composed from the art's parts
 *   great_potlatch_scene_anim.c    a move's events as timeline actions
 *   great_potlatch_board.c         (pg_core) a drag as a move
 *
 * Everything drawn comes from the timeline's `shown`, which trails
 * pg_play_state: the viewer's observation, never the true state, so
 * another seat's hand cannot be drawn even by mistake.
 */
#ifndef GREAT_POTLATCH_SCENE_H
#define GREAT_POTLATCH_SCENE_H

#include <stdbool.h>

#include "great_potlatch/great_potlatch_board.h"
#include "great_potlatch/great_potlatch_rules.h"
#include "pg_board.h"
#include "pg_card_hand.h"
#include "pg_geom.h"
#include "pg_timeline.h"
#include "pg_tooltip.h"
#include "pg_view.h"

enum {
	GP_CONTROL_DONE = 0,
	GP_CONTROL_RITUAL = 1,
	GP_AREA_SEAT = 100, /* + seat: a seat's panel, for tests */
	GP_AREA_DECK = 110,
	GP_AREA_HAND = 111,
	/* Card ids the paint callback takes: a Potlatch card 0..47, a Totem
	 * Pole card GP_CARD_TOTEM + t, or a back. */
	GP_CARD_TOTEM = 100,
	GP_CARD_BACK = -1,
	GP_CARD_BACK_TOTEM = -2,
};

/* Timeline actions: a caption and a pause, or something flying. */
typedef enum gp_act_kind {
	GP_ACT_NOTE = 0,
	GP_ACT_FLY_CARD,   /* a = card id (paint), from b..: rects set in schedule */
	GP_ACT_FLY_MARKER, /* a = seat colour of the marker */
	GP_ACT_FLY_ROLE,   /* a = role */
} gp_act_kind;

typedef struct gp_panel {
	int seat;
	SDL_Rect rect;
	SDL_Rect plate;
	SDL_Rect role;    /* the role token (the viewer's: the role spot) */
	SDL_Rect markers; /* Potlatch markers not on an Ancestor */
	SDL_Rect bad;     /* grey and black markers */
	SDL_Rect hand;    /* another seat's face-down hand */
	SDL_Rect poles;
	SDL_Rect rituals;
	SDL_Rect gifts;
	float mini_w, mini_h; /* a small card on the panel */
} gp_panel;

typedef struct gp_view {
	pg_app *app;
	pg_play *play;
	SDL_Rect area;
	int bottom; /* the seat at the bottom: the viewer, or seat 0 */

	/* layout */
	gp_panel panels[GP_MAX_PLAYERS];
	SDL_Rect info, day_track, phases;
	SDL_Rect ancestors[GP_FAMILIES];
	SDL_Rect spaces[GP_FAMILIES][GP_ICONS]; /* a row of two spaces: the drop zone */
	SDL_Rect deck, discard, pool;
	SDL_Rect pool_roles[GP_ROLES];
	SDL_Rect hand_area;
	pg_button done_button, ritual_button;
	float card_w, card_h; /* a card in the viewer's hand */

	/* the kit */
	pg_board board;
	pg_timeline tl; /* tl.shown (a gp_state) is what is drawn */
	pg_card_hand hand;
	pg_tooltip tip;

	pg_move staged;   /* the Ritual set out in the ritual row, or PG_NO_MOVE */
	int drawing_seat; /* a person asked to draw: their draws follow at once */
	/* The state holds the discard pile as a set: the card last laid on
	 * it, as this view saw it (-1: not known), and the one the move
	 * being shown lays last (it becomes the top when the move ends). */
	int discard_top, discard_next;
	SDL_Point pointer; /* where the pointer last hovered: a note follows the table */
} gp_view;

/* ---- great_potlatch_scene.c ---- */
const gp_state *great_potlatch_shown(const gp_view *v);
gp_board_ask great_potlatch_ask(const gp_view *v, pg_move *legal, int cap);

/* ---- great_potlatch_scene_layout.c ---- */
void great_potlatch_layout(gp_view *v);
/* Puts the viewer's hand in the fan and registers the pieces. */
void great_potlatch_register(gp_view *v);
/* The centre of space k of (family, icon) on the Ancestor card. */
SDL_FRect great_potlatch_space_box(const gp_view *v, int family, int icon, int k);
/* The captions of another seat's rows of cards (Totem Poles, Rituals,
 * Gift), untranslated: the layout gives each row room for its caption. */
enum { GP_OTHER_ROWS = 3 };
extern const char *const great_potlatch_other_rows[GP_OTHER_ROWS];
/* The height of a row's caption in a row width wide: one line, or two
 * when it does not fit on one even at the smallest size. */
int great_potlatch_caption_height(gp_view *v, const char *title, int width);
/* Where n cards of a row r lie under its caption (at most w x h, smaller
 * when the row is short; side by side, overlapping when narrow): writes
 * out and returns how many are drawn (0 when there is no room). */
int great_potlatch_row_boxes(gp_view *v, SDL_Rect r, int n, float w, float h, const char *title,
			     SDL_FRect *out);
/* Where the cards of a row of the viewer's own lie: inside its frame. */
SDL_Rect great_potlatch_own_row_inside(const gp_view *v, SDL_Rect row);
/* The Ritual being set out in the viewer's ritual row: its caption
 * (untranslated), and where its Totem Pole card and three Potlatch cards
 * lie, small enough that each shows its pictures beside the next. */
extern const char *const great_potlatch_staged_title;
int great_potlatch_staged_boxes(gp_view *v, SDL_FRect out[4]);

/* A seat's plate: where its name may go (beside the swatch, before the
 * score), and, on another seat's plate while it holds the Speaking
 * Stick, the word "Speaker" inside the plate just before the score and
 * the stick lying across the plate's top edge above the word (the
 * viewer's own stick lies under the role spot: word and stick empty; a
 * name too long for the word beside it leaves the word empty). */
typedef struct gp_plate_parts {
	SDL_Rect name, value, word, stick;
} gp_plate_parts;
gp_plate_parts great_potlatch_plate_parts(gp_view *v, const gp_panel *p, const char *name,
					  const char *value, bool speaker);

/* ---- great_potlatch_scene_anim.c ---- */
extern const pg_timeline_hooks great_potlatch_timeline_hooks;
void great_potlatch_schedule(gp_view *v, const pg_played *played);
/* Where a flying action's card or marker is now. */
SDL_FRect great_potlatch_flight(const gp_view *v, const pg_action *a);

/* ---- great_potlatch_scene_paint.c ---- */
extern const pg_seat_style great_potlatch_seat_styles[GP_MAX_PLAYERS];
void great_potlatch_paint_card(void *scene, int card, bool face_up, SDL_FRect box, double angle);
void great_potlatch_paint(gp_view *v, SDL_Renderer *r);
/* The card shown on top of the discard pile of s: the card last laid
 * there, or (not known, as after loading a game) the highest; -1 when
 * the pile is empty. */
int great_potlatch_discard_top(const gp_view *v, const gp_state *s);
/* The caption over another seat's gift row (translated): "Gift" while
 * a gift of theirs is on show or they give in the Potlatch under way,
 * else empty. */
const char *great_potlatch_gift_caption(const gp_state *s, int seat);
/* A board piece (role marker or card) as drawn when held, centred at
 * (cx, cy). */
SDL_FRect great_potlatch_piece_box(const gp_view *v, int piece, float cx, float cy);

#endif
