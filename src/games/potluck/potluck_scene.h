/*
 * potluck_scene.h: what the files of the POTLUCK! scene share (private to
 * src/games/potluck; the app sees only potluck_view).
 *
 * On the left the rondel, with the two shared dice walking round it, and a
 * card per die (its number and the generation of its wedge). On the right
 * the sheet of the player to move, large, on paper: six round tables of
 * numbered seats, two server trays, three red lawn chairs, the six doubles
 * bonuses and the score; the other players' sheets sit in a row of small
 * copies under it (click one to look at it closely).
 *
 *   potluck_scene.c         the moves a person may make, hit tests, the kit
 *                           board's mapping, acting, input, the solo high
 *                           scores, the view table
 *   potluck_scene_layout.c  small helpers and the sheet's geometry
 *   potluck_scene_anim.c    what the animations hold back, events to
 *                           animations
 *   potluck_scene_paint.c   the rondel and dice, the side column, the
 *                           prompt, notes, what is held
 *   potluck_scene_sheet.c   a score sheet
 *
 * Guests are written in the seats by hand (pg_stroke_font.h), with a
 * jitter seeded by where they are written, so a sheet looks filled in by a
 * person and the same letter never wobbles from frame to frame.
 *
 * A person plays by dragging a die (or its card) onto a seat, the server
 * trays or the lawn chairs, or by clicking the die and then the place;
 * seats that take the guest glow, and hovering another one says why it
 * cannot (the rules' own reasons). The kit board (pg_board.h) runs those
 * gestures, the keys, the flight home of a refused guest and the chooser
 * of letters; potluck_board.c says what a guest on a place means.
 * Bonuses are clicked on the sheet; one that needs a target shows a
 * banner with Cancel until it gets one.
 *
 * What is drawn is the rules' state now; a move's events become
 * pg_timeline actions that hold back what they are about (a letter is
 * written stroke by stroke, a bonus box is ticked, a die tumbles and walks
 * the rondel wedge by wedge through pg_die), so the sheet catches up with
 * the state as they play; banners are actions with captions.
 *
 * Solo games keep a personal table of high scores in the save folder
 * (potluck-highscores.txt, kept by pg_records.h), shown beside the sheet when
 * the game is over.
 */
#ifndef POTLUCK_SCENE_H
#define POTLUCK_SCENE_H

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "pg_board.h"
#include "pg_die.h"
#include "pg_geom.h"
#include "pg_records.h"
#include "pg_stroke_font.h"
#include "pg_timeline.h"
#include "pg_view.h"
#include "pg_i18n.h"
#include "potluck/potluck_board.h"
#include "potluck/potluck_rules.h"

/* ---- tuning ------------------------------------------------------------------ */

enum {
	THUMBS = POTLUCK_MAX_PLAYERS - 1,
	/* The notes of the large sheet (scoring, labels) are read, so never
	 * under this many pixels, whatever the window (issue 14: 7 px at
	 * 960x600). */
	NOTE_PX = 11,
	NO_PLAYER = 15,
	/* Places on a sheet, as the index of a write or erase animation:
	 * seats 0..29, lawn chairs as in the rules' targets, then these. */
	SPOT_LAWN = POTLUCK_ZONE_LAWN,
	SPOT_SERVER = POTLUCK_ZONE_SERVERS,
	SPOT_BONUS = 60, /* + 2 * bonus: its "open" box; + 1: its "used" box */
	/* The kit board's keyboard pieces and zones besides the guests' and
	 * the seats': a bonus box is a piece whose one zone is itself. */
	PIECE_BONUS = 10, /* + bonus */
	ZONE_BONUS = 50,  /* + bonus */
	CONTROL_END = 0,  /* the End turn button */
	AREA_SHEET = 80,  /* the kit board's areas: the large sheet, */
	AREA_THUMB = 81,  /* + player: a small one */
	/* Sources of a guest a person can move: the board's pieces. */
	SRC_DIE0 = POTLUCK_PIECE_DIE1,
	SRC_DIE1 = POTLUCK_PIECE_DIE2,
	SRC_WILD = POTLUCK_PIECE_WILD,
	SRC_HELD = POTLUCK_PIECE_HELD,
};

/* Kinds of the timeline's actions (A_WRITE also ticks the bonus boxes, at
 * SPOT_BONUS). */
enum { A_ROLL = 1, A_WRITE, A_ERASE, A_PULSE, A_NOTE, A_HOLD };

/* Seconds. */
#define T_ROLL 0.55f
#define T_STEP 0.17f
#define T_WRITE 0.5f
#define T_ERASE 0.45f
#define T_TICK 0.35f
#define T_NOTE 1.6f
#define T_HOLD 0.45f
#define T_SNAP 0.25f /* a refused guest flies home (the kit board) */

#define PI_F 3.14159265f
#define WEDGE_DEGREES (360.0f / POTLUCK_WEDGES)

/* The sheet is designed on a grid of 100 x 70 units. */
#define SHEET_W 100.0f
#define SHEET_H 70.0f
#define SEAT_R 2.6f
/* ... or, upright, 72 x 86 (when that draws it larger). */
#define TALL_W 72.0f
#define TALL_H 86.0f

/* The wedges' colours (the rondel art's), index = generation; 7 is the
 * servers' wild guest. */
static const SDL_Color gen_fill[POTLUCK_GEN_ANY + 1] = {
    {247, 234, 208, 255}, {232, 85, 63, 255},  {242, 144, 58, 255},  {243, 198, 70, 255},
    {147, 189, 94, 255},  {78, 166, 163, 255}, {167, 127, 193, 255}, {236, 222, 196, 255},
};

static const SDL_Color INK = {92, 64, 46, 255};
static const SDL_Color GLOW = {96, 176, 84, 255};
static const SDL_Color GOLD = {236, 176, 48, 255};

static const char *const bonus_icon[POTLUCK_BONUSES] = {
    "potluck/bonus_both.svg", "potluck/bonus_twice.svg",  "potluck/bonus_erase.svg",
    "potluck/bonus_move.svg", "potluck/bonus_change.svg", "potluck/bonus_again.svg",
};

/* ---- the view's data ------------------------------------------------------------ */

/* Where everything on one sheet is, in pixels. */
typedef struct pl_geo {
	SDL_Rect rect;
	float u; /* pixels per sheet unit */
	bool mini;
	bool tall;
	SDL_FPoint table[POTLUCK_TABLES];
	float table_r[POTLUCK_TABLES], ring_r[POTLUCK_TABLES];
	SDL_FPoint seat[POTLUCK_SEATS];
	float seat_angle[POTLUCK_SEATS]; /* radians, from the table's centre */
	float seat_r;
	SDL_FRect header;
	SDL_FRect servers_zone, server[POTLUCK_SERVERS], wild;
	SDL_FRect lawn_zone, lawn[POTLUCK_LAWN_CHAIRS];
	SDL_FRect bonus_zone, bonus_row[POTLUCK_BONUSES], bonus_icon[POTLUCK_BONUSES];
	SDL_FRect bonus_open[POTLUCK_BONUSES], bonus_used[POTLUCK_BONUSES];
	SDL_FRect help_zone, score_zone;
} pl_geo;

typedef enum pl_hit_kind {
	HIT_NONE = 0,
	HIT_SEAT, /* index: seat */
	HIT_SERVERS,
	HIT_LAWN,  /* index: chair, or -1 for the zone around them */
	HIT_BONUS, /* index: bonus */
	HIT_DIE,   /* index: die (its card or itself on the rondel) */
	HIT_TOKEN, /* index: SRC_WILD or SRC_HELD, the token of a guest waiting for a seat */
	HIT_THUMB, /* index: player */
} pl_hit_kind;

typedef struct pl_hit {
	pl_hit_kind kind;
	int index;
} pl_hit;

/* A place of the acting sheet: it takes the guest in hand, it is a target
 * of the bonus waiting, or (hovered) it refuses the guest. */
typedef enum pl_mark { MARK_NONE = 0, MARK_OPEN, MARK_TARGET, MARK_BAD } pl_mark;

/* How a die looks now (it may be tumbling or walking). */
typedef struct pl_die_look {
	int wedge;   /* the wedge under it */
	float angle; /* degrees, clockwise from the right */
	int face;    /* 0 blank, 1..6 */
	float tilt;  /* degrees */
	float hop;   /* 0..1 lift while moving */
	bool moving;
} pl_die_look;

typedef struct pl_view {
	pg_app *app;
	pg_play *play;
	SDL_Rect area;

	/* layout */
	SDL_Rect side, main, prompt;
	pl_geo big;
	pl_geo thumbs[THUMBS];
	SDL_Rect thumb_rect[THUMBS]; /* label and sheet together (the hit area) */
	int thumb_count;
	SDL_Rect rondel;
	int rondel_die; /* a die's size on the rondel */
	SDL_Rect cards[2];
	SDL_Rect card_die[2];
	SDL_Rect info;
	pg_button end_button, cancel_button;

	/* animation: the move's actions (the sheet is drawn from the real
	 * state, each action holding back what it is about) */
	pg_timeline tl;

	/* the moves a person may make now (refreshed before use) */
	pg_move legal[PG_MAX_MOVES];
	int legal_count;

	/* interaction: the kit board (v->board) holds the guest picked up,
	 * chosen or keyed, and the chooser of letters; these are the rest */
	int bonus;           /* a bonus waiting for its target, or -1 */
	bool bonus_again;    /* ... paid for with Again */
	bool choosing_again; /* Again clicked: which used bonus to repeat */
	int change_die;      /* Change: the die whose letter is being chosen, or -1 */
	pg_die dice[2];      /* the kit's: click or throw the die due to roll it */
	int mouse_x, mouse_y;
	bool mouse_in;
	pl_hit hover;
	int pinned;         /* a sheet a person asked to see large, or -1 */
	pg_board board;     /* drag, click-then-click, keys, snap-back, the chooser */
	char note[320];     /* the side column's note on what the pointer rests on */
	SDL_Rect note_rect; /* where it was drawn last (empty: none) */
	int cut_count;      /* texts that did not fit their boxes this frame */
	char cut_last[160]; /* ... the last of them (tests read it) */

	pg_records_game best; /* the solo high scores */
} pl_view;

/* ---- potluck_scene_layout.c ---- */
const potluck_state *potluck_real(const pl_view *v);
int potluck_readable_px(const pl_view *v, int px);
int potluck_sheet_text(const pl_view *v, const pl_geo *g, float units);
int potluck_text_in_box(pl_view *v, const char *text, SDL_Rect box, int size,
                        pg_font_style style, SDL_Color colour, int align, bool middle);
const char *potluck_player_name(const pl_view *v, int player);
void potluck_layout_view(pl_view *v);

/* ---- potluck_scene.c ---- */
void potluck_refresh_legal(pl_view *v);
bool potluck_bonus_plays(const pl_view *v, int bonus, bool again);
int potluck_current_source(const pl_view *v);
pl_mark potluck_spot_mark(const pl_view *v, int spot, bool hovered);
void potluck_seat_reason(const pl_view *v, int src, int seat, char *buf, size_t size);
bool potluck_token_spot(const pl_view *v, int src, SDL_FPoint *at, float *radius);
void potluck_sync_buttons(pl_view *v);

/* ---- potluck_scene_anim.c ---- */
int potluck_acting_player(const pl_view *v);
const pg_action *potluck_find_anim(const pl_view *v, int kind, int player, int index);
float potluck_anim_progress(const pl_view *v, const pg_action *a);
float potluck_written(const pl_view *v, int player, int spot);
bool potluck_erasing(const pl_view *v, int player, int spot, int *generation, float *left);
float potluck_wedge_angle(int wedge);
pl_die_look potluck_die_look(const pl_view *v, int die);
SDL_FRect potluck_die_on_rondel(const pl_view *v, int die);
int potluck_focus_player(const pl_view *v);
int potluck_thumb_player(const pl_view *v, int slot);
bool potluck_rollable(const pl_view *v);
int potluck_die_to_roll(const potluck_state *s);
void potluck_schedule(pl_view *v, const pg_played *played);
extern const pg_timeline_hooks potluck_timeline_hooks;

/* ---- potluck_scene_paint.c ---- */
bool potluck_dragging(const pl_view *v, int src);
int potluck_chosen_die(const pl_view *v);
int potluck_best_table(const potluck_sheet *sheet);
void potluck_view_draw(void *data, SDL_Renderer *r);

/* ---- potluck_scene_sheet.c ---- */
void potluck_draw_token(pl_view *v, float cx, float cy, float radius, int generation);
void potluck_draw_sheet(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player);
bool potluck_sheet_help_fits(pl_view *v, const pl_geo *g);
int potluck_draw_scoring(pl_view *v, SDL_Rect box, int title_size, int size, SDL_Color title,
                         SDL_Color colour, bool draw);
void potluck_draw_thumbs(pl_view *v, SDL_Renderer *r);

#endif
