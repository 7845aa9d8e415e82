/*
 * pitengnaqsaraq_scene.h: what the files of Pitengnaqsaraq's scene share
 * (private to src/games/pitengnaqsaraq; the app sees only
 * pitengnaqsaraq_view).
 *
 * The map of the delta fills the left of the board: villages at their true
 * places with their Yup'ik names (the English one on hover), the book's
 * region letters, the resource symbols round a village, the families'
 * pieces and the travel range of the family to move. It zooms with the
 * wheel (or + and -) and pans by dragging the sea or the land; under it,
 * when the window leaves room, what the half-month offers where the family
 * stands. The right column holds the calendar (the disc and the twelve
 * months), the weather spinner with the season's faces and what each
 * forbids, the two dice and the luck table, the half-month's offer when it
 * is not under the map, each family's cards face up (as chips when the
 * panels are short), and the buttons of the moves that are not drags.
 *
 *   pitengnaqsaraq_scene.c         the view table: input, buttons, status
 *   pitengnaqsaraq_scene_layout.c  where everything is; the map's transform
 *   pitengnaqsaraq_scene_map.c     drawing the map, its villages and pieces
 *   pitengnaqsaraq_scene_paint.c   drawing the rest of the board
 *   pitengnaqsaraq_scene_anim.c    a move's events as timeline actions
 *   pitengnaqsaraq_board.c         (pg_core) a drag as a move
 */
#ifndef PITENGNAQSARAQ_SCENE_H
#define PITENGNAQSARAQ_SCENE_H

#include <stdbool.h>

#include "pg_board.h"
#include "pg_die.h"
#include "pg_geom.h"
#include "pg_offer.h"
#include "pg_seat_card.h"
#include "pg_timeline.h"
#include "pg_tooltip.h"
#include "pg_view.h"
#include "pitengnaqsaraq/pitengnaqsaraq_board.h"
#include "pitengnaqsaraq/pitengnaqsaraq_rules.h"

/* The map art's viewBox, and kilometres per map unit (assets/README.md). */
#define PIT_MAP_W 815.7f
#define PIT_MAP_H 1000.0f
#define PIT_KM_PER_UNIT 0.556f
#define PIT_ZOOM_MAX 4.0f

enum {
	PIT_SCENE_BUTTONS = 40,
	PIT_SCENE_LABEL = 160, /* bytes: "All: " and every food here, accented */
	PIT_REGIONS = 6,
	PIT_LUCK_CELLS = 12, /* the totals 2 to 12 and the table's heading */
	PIT_CARD_MIN_H = 44, /* points: a shorter card in a panel is drawn as a chip */
	PIT_SCENE_SYMBOLS = PIT_VILLAGES * PIT_FOODS, /* on the map at most */
};

/* Timeline action kinds; payload a, b as the event's. */
typedef enum pit_act_kind {
	PIT_ACT_NOTE,    /* a caption and a pause */
	PIT_ACT_ROLL,    /* the dice tumble: a, b the dice */
	PIT_ACT_WEATHER, /* the weather spinner turns: a the word */
	PIT_ACT_TRAVEL,  /* a family's piece moves: seat, a from, b to, d the detail */
	PIT_ACT_RAVEN,   /* a Raven card is shown: seat, a card, b village */
} pit_act_kind;

typedef struct pit_button {
	pg_button button;
	pg_move move;
	char label[PIT_SCENE_LABEL];
} pit_button;

typedef struct pit_view {
	pg_app *app;
	pg_play *play;
	SDL_Rect area;

	/* layout */
	SDL_Rect map_frame; /* the map's window on screen */
	SDL_Rect zoom_in, zoom_out;
	SDL_Rect side;     /* the right column */
	SDL_Rect calendar; /* the disc */
	SDL_Rect months;   /* the twelve months, two half-months each */
	SDL_Rect weather;  /* the spinner */
	SDL_Rect weather_legend;
	SDL_Rect dice;      /* both dice (die.rect) */
	SDL_Rect luck;      /* the luck table */
	SDL_Rect luck_grid; /* its cells, luck_cols by luck_rows, column by column */
	int luck_cols, luck_rows;
	SDL_Rect offer_box; /* what the half-month offers here */
	int offer_row_end;  /* right edge of its foods as last drawn (tests) */
	int offer_icon;     /* its symbols' size as last drawn; 0: none (tests) */
	char map_note[512]; /* the map's note at its foot as last drawn (tests) */
	SDL_Rect map_note_rect; /* its pill as last drawn; w 0: none */
	SDL_Rect village_label[PIT_VILLAGES]; /* names as last drawn; w 0: not drawn */
	SDL_Rect symbol_rect[PIT_SCENE_SYMBOLS]; /* the map's symbols as last drawn */
	int symbol_count;
	SDL_Rect families;  /* the families' panels */
	SDL_Rect panels[PIT_MAX_PLAYERS];
	SDL_Rect actions;   /* the buttons */
	SDL_Rect actions_laid; /* the buttons' area as laid out, before a draft grows it */
	SDL_Rect caption;   /* over the map's top */
	int card_w, card_h; /* a small card in a family's panel */
	bool chips;         /* the panels are short: cards drawn as chips */

	/* the map's transform: screen = origin + unit * scale */
	float zoom;               /* 1: the whole map fits */
	float centre_x, centre_y; /* map units at the frame's centre */
	float scale, origin_x, origin_y;
	bool panning;
	int pan_x, pan_y;
	float pan_cx, pan_cy;
	int hover_village; /* under the pointer, or -1 */

	/* the kit */
	pg_board board;
	pg_die die;
	pg_timeline tl; /* tl.shown is what is drawn */
	pg_offer offer;
	pg_tooltip tip;
	float weather_angle;            /* the spinner's turn at rest, degrees */
	float weather_from, weather_to; /* its spin */

	pit_button buttons[PIT_SCENE_BUTTONS];
	int button_count;
	int draft_rows[2]; /* y of the "Give" and "Ask" rows while drafting, or -1 */
	int draft_row_h;   /* the height of their buttons */
} pit_view;

/* ---- pitengnaqsaraq_scene.c ---- */
const pit_state *pit_scene_real(const pit_view *v);
const pit_state *pit_scene_shown(const pit_view *v);
bool pit_scene_can_roll(const pit_view *v);
/* The family whose range and offer the side shows: the one to move. */
int pit_scene_focus_seat(const pit_view *v);
/* The family whose plate is lit as the one to play, the one the banner
 * names: the keeper while the weather waits for its spin (the focus is
 * then the viewer, whose place the side shows), the family picking a
 * card or answering an offer (the focus is then the family whose turn it
 * is), the one rolling; -1 for none (the keeper's draw, the game over). */
int pit_scene_turn_seat(const pit_view *v);
/* The village the keys aim the picked piece at (Tab, the arrows), or -1. */
int pit_scene_key_village(const pit_view *v);
/* Has the family of seat not travelled this turn, with some village in
 * its reach? (Its piece glows and the circle is drawn only then.) */
bool pit_scene_may_travel(const pit_state *s, int seat);
/* "Red · You" */
void pit_scene_seat_name(const pit_view *v, int seat, char *buf, size_t size);

/* ---- pitengnaqsaraq_scene_layout.c ---- */
void pit_scene_layout(pit_view *v);
/* Sets the map's transform from zoom and centre (clamped). */
void pit_scene_fit_map(pit_view *v);
/* Zooms by factor about the screen point (x, y). */
void pit_scene_zoom_at(pit_view *v, float factor, int x, int y);
/* A village's place on screen. */
void pit_scene_village_xy(const pit_view *v, int village, float *x, float *y);
/* The village nearest to (x, y) within reach of a click, or -1. */
int pit_scene_village_at(const pit_view *v, int x, int y);
/* Re-registers pieces and zones where they are drawn now. */
void pit_scene_register(pit_view *v);
/* The actions area grow px higher than laid out (0: as laid out), over
 * the families' panels, which share what is left of their room; never so
 * far that a panel is too low for chips twice the readable text's
 * height. Returns how far it grew. */
int pit_scene_grow_actions(pit_view *v, int grow);
/* A card's box in a family's panel: slot k of n (food kinds, then dog
 * teams, then the kayak). */
SDL_Rect pit_scene_card_rect(const pit_view *v, int seat, int slot);
/* The size of a chip's count (panels of chips, v->chips). */
int pit_scene_chip_text_px(const pit_view *v);
/* Where a family's piece rests: on its village, or in its panel before it
 * has a home. */
SDL_FRect pit_scene_piece_home(const pit_view *v, const pit_state *s, int seat);
/* Cell index (0 for the total 2, ..., 10 for 12, 11 the heading) of the
 * luck table. */
SDL_Rect pit_scene_luck_cell(const pit_view *v, int index);
/* The kinds a family holds in the order they are drawn; returns count. */
int pit_scene_card_kinds(const pit_state *s, int seat, int *kinds);
/* The six region letters: code, Yup'ik name, map position. */
typedef struct pit_region {
	const char *code, *yupik, *english;
	float x, y;
} pit_region;
extern const pit_region pit_scene_regions[PIT_REGIONS];

/* ---- pitengnaqsaraq_scene_anim.c ---- */
extern const pg_timeline_hooks pit_scene_timeline_hooks;
void pit_scene_schedule(pit_view *v, const pg_played *played);

/* ---- pitengnaqsaraq_scene_map.c ---- */
/* The map in its frame, with the zoom buttons. */
void pit_scene_draw_map(pit_view *v, SDL_Renderer *r);
/* The families' pieces on the map, a travelling one on its way (drawn
 * after the board's other parts, clipped to the map). */
void pit_scene_draw_pieces(pit_view *v, const pit_state *s);
/* A family's piece in box (on the map, or held by the pointer). */
void pit_scene_draw_piece(pit_view *v, int seat, SDL_FRect box, Uint8 alpha);

/* ---- pitengnaqsaraq_scene_paint.c ---- */
extern const pg_seat_style pit_scene_seat_styles[PIT_MAX_PLAYERS];
extern const char *const pit_scene_food_icons[PIT_FOODS];
void pit_scene_paint(pit_view *v, SDL_Renderer *r);
/* An icon's art, size points square, centred on (cx, cy). */
void pit_scene_draw_icon(pit_view *v, const char *path, float cx, float cy, int size,
                         Uint8 alpha);
/* "6", "3½", "½": halves as cards. */
void pit_scene_cards_text(int halves, char *buf, size_t size);
/* The offer being drafted, as the line over the map's foot says it:
 * "Offer from Red to Blue. Red gives: 1 × berry. Blue gives: 2 × birds." */
void pit_scene_draft_text(const pit_state *s, char *buf, size_t size);
/* The width of the wider of the names, "Give" and "Ask", written before
 * the draft's two rows of buttons. */
int pit_scene_draft_names_width(pit_view *v);
/* The season's weather faces in spinner order; returns how many. */
int pit_scene_weather_faces(int half_month, int *words);
/* What the weather legend and the luck table need, for the layout: the
 * legend's height at this width for the season with the most lines, the
 * widest luck cell (number and words, or the heading) and a cell's row. */
int pit_scene_legend_height(pit_view *v, int width);
int pit_scene_luck_widest(pit_view *v);
int pit_scene_luck_row_height(pit_view *v);
/* The tooltip of the legend's row under (x, y): "Ellalluk (rain): no fish
 * drying."; false when none is there. */
bool pit_scene_legend_tip(pit_view *v, int x, int y, char *text, size_t size);
/* The weather disc's turn (degrees clockwise) that puts word under the
 * pointer at 12 o'clock. */
float pit_scene_weather_angle(int half_month, int word);

#endif
