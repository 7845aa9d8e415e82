/*
 * kloone_rules.h: the rules of Potlatch Kloone (game id "kloone"), an
 * abstract game for two players on a board of hex tiles that grows.
 *
 * Each player has a pawn. A turn is two actions (rule actions=2, 9 base
 * tiles) or three (actions=3, 12 tiles); an action moves the pawn one hex or
 * moves the chip at the pawn's feet to a neighbouring hex. When a run of
 * pawn moves ends, one chip is added where the pawn stands; a chip that
 * makes a stack three high is the mover's colour, and a stack topped by a
 * player's colour is that player's. Three stacks of yours when your turn
 * begins win. docs/rules/kloone.md records every decision the rule book
 * leaves open, with the test that pins it.
 *
 * This header is the whole public face of the rules: the pg_game table, the
 * state (read it through the accessors below), the move encoding with its
 * notation, the events, and the checks a scene needs for hover text.
 *
 * Seats and colours: seat 0 is red, seat 1 is blue. A chip is
 * KLOONE_CHIP_NEUTRAL (white), KLOONE_CHIP_RED or KLOONE_CHIP_BLUE; the
 * colour of seat s is kloone_seat_colour(s) = s + 1.
 *
 * Board: hexes are axial (q, r); the six neighbours of (q, r) differ by
 * (0,-1) (1,-1) (-1,0) (1,0) (-1,1) (0,1). Every hex a tile can ever reach
 * lies in a fixed window -10 <= q, r <= 10 (the layouts sit within one step
 * of (0,0) and at most nine tiles are in stock, and a tile is only laid next
 * to another), so a hex has a fixed cell number
 *     cell = (r + 10) * 21 + (q + 10),   0 .. 440.
 * Tiles are numbered 0, 1, ... in the order they were laid (the layout's
 * first); a tile never moves, so its number is a stable id for animation.
 *
 * Move encoding (pg_move) and notation (no spaces, no ';'):
 *   cell              KLOONE_MOVE_PAWN + cell   "p3,-1"  pawn to q=3, r=-1
 *   441 + cell        KLOONE_MOVE_CHIP + cell   "c3,-1"  top chip at the
 *                                               pawn's feet to q=3, r=-1
 *   882 + seat        KLOONE_MOVE_FIRST + seat  "first:0" chance: seat 0
 *                                               (red) starts
 * Legal lists are sorted by this number: pawn moves, then chip moves, each
 * by cell. There is no "end turn" move: a turn ends by itself after its
 * last action, and the chip increase at the end of a pawn run happens by
 * itself inside apply_move (event KLOONE_EVENT_INCREASE).
 *
 * Phases: KLOONE_PHASE_FIRST (chance: who starts, 1/2 each), then
 * KLOONE_PHASE_PLAY, then KLOONE_PHASE_OVER (terminal).
 *
 * Events appended by apply_move (pg_event fields; a "cell" is the number
 * above, to be turned into axial with kloone_cell_q/kloone_cell_r):
 *   DICE_ROLLED   KLOONE_EVENT_FIRST      seat = the first player
 *   TURN_BEGAN    KLOONE_EVENT_TURN       seat = player to move, a = turn
 *                                         number (0 first), b = actions
 *   PIECE_MOVED   KLOONE_EVENT_PAWN       seat = mover, a = from cell,
 *                                         b = to cell, c = from height,
 *                                         d = to height
 *   PIECE_PLACED  KLOONE_EVENT_TILE       seat = mover, a = cell, b = tile
 *                                         number, c = tiles left in stock
 *   PIECE_PLACED  KLOONE_EVENT_INCREASE   seat = mover, a = cell, b = chip
 *                                         colour placed, c = new height
 *   SPECIAL       KLOONE_EVENT_NO_INCREASE seat = mover, a = cell, b = 1 when
 *                                         the stack was full, 0 when no chip
 *                                         was left
 *   PIECE_TAKEN   KLOONE_EVENT_EXCHANGE   seat = mover, a = cell, b = colour
 *                                         of the chip given back to its
 *                                         owner (a neutral one replaces it)
 *   PIECE_MOVED   KLOONE_EVENT_CHIP       seat = mover, a = from cell,
 *                                         b = to cell, c = height left at
 *                                         from, d = new height at to
 *   SPECIAL       KLOONE_EVENT_STACK_MADE seat = owner, a = cell, b = that
 *                                         player's stacks now
 *   SPECIAL       KLOONE_EVENT_STACK_LOST seat = owner, a = cell, b = that
 *                                         player's stacks now
 *   GAME_OVER     KLOONE_EVENT_OVER       seat = winner or -1 (draw),
 *                                         a = kloone_end reason, b = red
 *                                         stacks, c = blue stacks
 * The events of one chip move during a run come in play order: INCREASE
 * (or NO_INCREASE) and STACK_MADE at the pawn, EXCHANGE and STACK_LOST,
 * TILE, CHIP. The last action of a turn is followed by the run's
 * INCREASE, then either OVER or TURN.
 */
#ifndef KLOONE_RULES_H
#define KLOONE_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pg_game.h"

enum {
	KLOONE_SEATS = 2,
	KLOONE_MAX_TILES = 12,
	KLOONE_MAX_HEIGHT = 3,
	KLOONE_DIRECTIONS = 6,
	KLOONE_NEUTRAL_CHIPS = 36,
	KLOONE_COLOUR_CHIPS = 5, /* per player */
	KLOONE_STACKS_TO_WIN = 3,
	/* The game ends after this many turns (both players' together) and is
	 * scored like a turn that changed nothing: the book's rules alone can
	 * cycle forever (docs/rules/kloone.md, "Turn limit"). */
	KLOONE_TURN_LIMIT = 200,
	KLOONE_GRID_RADIUS = 10,
	KLOONE_GRID_SIZE = 2 * KLOONE_GRID_RADIUS + 1,
	KLOONE_CELLS = KLOONE_GRID_SIZE * KLOONE_GRID_SIZE,
	KLOONE_BLANK = -1,
	KLOONE_OFF_WINDOW = -2,
};

/* Options, indexed like kloone_game.option_specs. */
enum { KLOONE_OPTION_ACTIONS = 0, KLOONE_OPTION_LAYOUT = 1, KLOONE_OPTION_COUNT };

/* Starting layouts (option layout=line|diamond|ring). */
typedef enum kloone_layout {
	KLOONE_LAYOUT_LINE = 0,
	KLOONE_LAYOUT_DIAMOND,
	KLOONE_LAYOUT_RING,
	KLOONE_LAYOUT_COUNT
} kloone_layout;

typedef enum kloone_chip {
	KLOONE_CHIP_NEUTRAL = 0,
	KLOONE_CHIP_RED = 1,
	KLOONE_CHIP_BLUE = 2,
	KLOONE_CHIP_NONE = 3, /* no chip at that level */
} kloone_chip;

typedef enum kloone_phase {
	KLOONE_PHASE_FIRST = 0,
	KLOONE_PHASE_PLAY,
	KLOONE_PHASE_OVER
} kloone_phase;

/* Why the game ended. */
typedef enum kloone_end {
	KLOONE_END_NONE = 0,
	KLOONE_END_THREE_STACKS, /* the player to move began a turn with three stacks */
	KLOONE_END_STUCK,        /* the player to move could not complete the turn */
	KLOONE_END_UNCHANGED,    /* a turn left every stack as it was: count stacks */
	KLOONE_END_TURN_LIMIT,   /* KLOONE_TURN_LIMIT turns played: count stacks */
} kloone_end;

enum {
	KLOONE_MOVE_PAWN = 0,
	KLOONE_MOVE_CHIP = KLOONE_CELLS,
	KLOONE_MOVE_FIRST = 2 * KLOONE_CELLS,
};

/* pg_event.detail values. */
enum {
	KLOONE_EVENT_FIRST = 1,
	KLOONE_EVENT_TURN,
	KLOONE_EVENT_PAWN,
	KLOONE_EVENT_TILE,
	KLOONE_EVENT_INCREASE,
	KLOONE_EVENT_NO_INCREASE,
	KLOONE_EVENT_EXCHANGE,
	KLOONE_EVENT_CHIP,
	KLOONE_EVENT_STACK_MADE,
	KLOONE_EVENT_STACK_LOST,
	KLOONE_EVENT_OVER,
};

/* Why a pawn move or a chip move to a hex is not legal (hover text). */
typedef enum kloone_block {
	KLOONE_OK = 0,
	KLOONE_BLOCK_NOT_PLAYING,  /* nobody may act now (start or end of game) */
	KLOONE_BLOCK_OFF_BOARD,    /* outside the board window */
	KLOONE_BLOCK_NOT_ADJACENT, /* not next to the pawn */
	KLOONE_BLOCK_TOO_HIGH,     /* pawn: more than one chip higher */
	KLOONE_BLOCK_TOO_LOW,      /* pawn: more than one chip lower */
	KLOONE_BLOCK_VISITED,      /* pawn: already stood there this turn */
	KLOONE_BLOCK_OTHER_PAWN,   /* pawn: the other pawn stands there */
	KLOONE_BLOCK_NO_TILES,     /* a blank space and the tile stock is empty */
	KLOONE_BLOCK_NO_CHIP,      /* chip: no chip at the pawn's feet */
	KLOONE_BLOCK_FULL,         /* chip: that stack is already three high */
	KLOONE_BLOCK_NO_NEUTRAL,   /* chip: no neutral chip left to exchange */
	KLOONE_BLOCK_COUNT
} kloone_block;

/* The state. A plain struct (memcpy, memcmp). Read it through the
 * accessors; the fields are documented for the tests and the AI.
 * stack[t] packs tile t's stack: bits 0-1 its height (0..3), bits 2-3 the
 * colour of its third chip (a kloone_chip; the first two chips are always
 * neutral, because a colour chip only ever goes on as the third and is
 * exchanged before it moves). */
typedef struct kloone_state {
	uint8_t actions_per_turn;            /* 2 or 3 */
	uint8_t layout;                      /* kloone_layout */
	uint8_t phase;                       /* kloone_phase */
	int8_t to_move;                      /* seat in PLAY */
	int8_t first_player;                 /* seat, -1 before the draw */
	int8_t winner;                       /* seat, -1 for a draw or while playing */
	uint8_t end_reason;                  /* kloone_end */
	uint8_t actions_left;                /* in the current turn */
	uint8_t run_active;                  /* the last action of this turn moved the pawn */
	uint8_t tile_count;                  /* tiles on the board */
	uint8_t tile_stock;                  /* tiles not yet laid */
	uint8_t neutral_supply;              /* neutral chips off the board */
	uint8_t colour_supply[KLOONE_SEATS]; /* own colour chips in hand */
	int8_t pawn_tile[KLOONE_SEATS];      /* tile number under each pawn */
	uint16_t visited;                    /* bit t: tile t was stood on this turn */
	uint16_t turn;                       /* turns completed so far */
	int16_t tile_cell[KLOONE_MAX_TILES];
	uint8_t stack[KLOONE_MAX_TILES];
	uint8_t turn_start_stack[KLOONE_MAX_TILES]; /* stack[] when the turn began */
	/* Tile number in each direction (the order of kloone_direction_q/r),
	 * KLOONE_BLANK for a blank space, KLOONE_OFF_WINDOW outside the cell
	 * window (never reached in play; see "Board" above). */
	int8_t neighbour[KLOONE_MAX_TILES][KLOONE_DIRECTIONS];
} kloone_state;

extern const pg_game kloone_game;

/* ---- cells and moves ------------------------------------------------------ */

/* The cell of (q, r), or -1 outside the window. */
int kloone_cell(int q, int r);
int kloone_cell_q(int cell);
int kloone_cell_r(int cell);
/* The six axial steps, in the order of kloone_state.neighbour. */
extern const int8_t kloone_direction_q[KLOONE_DIRECTIONS];
extern const int8_t kloone_direction_r[KLOONE_DIRECTIONS];
/* Hex distance between two cells. */
int kloone_cell_distance(int a, int b);
/* The cell next to cell in direction d (of kloone_direction_q/r), or -1
 * outside the window. */
static inline int kloone_next_cell(int cell, int d)
{
	return kloone_cell(kloone_cell_q(cell) + kloone_direction_q[d],
	                   kloone_cell_r(cell) + kloone_direction_r[d]);
}

pg_move kloone_move_pawn(int q, int r);
pg_move kloone_move_chip(int q, int r);
pg_move kloone_move_first(int seat);
bool kloone_move_is_pawn(pg_move move);
bool kloone_move_is_chip(pg_move move);
/* The target cell of a pawn or chip move, -1 for others. */
int kloone_move_cell(pg_move move);

/* ---- reading the state ------------------------------------------------------ */

static inline int kloone_seat_colour(int seat)
{
	return seat + 1;
}

int kloone_tile_count(const kloone_state *s);
int kloone_tile_q(const kloone_state *s, int tile);
int kloone_tile_r(const kloone_state *s, int tile);
int kloone_tile_cell(const kloone_state *s, int tile);
/* The tile at (q, r), or -1 for a blank space. */
int kloone_tile_at(const kloone_state *s, int q, int r);
/* The same for the cell numbered cell. */
int kloone_tile_at_cell(const kloone_state *s, int cell);
int kloone_stack_height(const kloone_state *s, int tile);
/* The chip at level 1..3 of tile's stack, KLOONE_CHIP_NONE above its top. */
kloone_chip kloone_chip_at(const kloone_state *s, int tile, int level);
/* The seat whose colour tops a three-high stack, or -1. */
int kloone_stack_owner(const kloone_state *s, int tile);
/* Stacks topped by seat's colour. */
int kloone_stack_count(const kloone_state *s, int seat);

int kloone_pawn_tile(const kloone_state *s, int seat);
int kloone_tile_stock(const kloone_state *s);
int kloone_neutral_supply(const kloone_state *s);
int kloone_colour_supply(const kloone_state *s, int seat);
int kloone_actions_left(const kloone_state *s);
/* True while the pawn's moves this turn form an unbroken run, so a chip
 * will be added under it when the run ends. */
bool kloone_run_in_progress(const kloone_state *s);
/* True while a run in progress will add a chip under the pawn when it
 * ends: the stack there is not full and the chip it needs is left. */
bool kloone_run_adds_chip(const kloone_state *s);
/* True if tile was stood on by the pawn to move this turn (its start
 * included). */
bool kloone_tile_visited(const kloone_state *s, int tile);
/* PG_TERMINAL, PG_CHANCE or the seat to move. */
int kloone_to_move(const kloone_state *s);
/* The winner (-1 for a draw or while playing) and why the game ended. */
int kloone_winner(const kloone_state *s);
kloone_end kloone_end_reason(const kloone_state *s);

/* ---- hover text ---------------------------------------------------------------- */

/* Whether the player to move may move the pawn (or the chip at its feet)
 * to (q, r) now, and if not, why. */
kloone_block kloone_pawn_move_check(const kloone_state *s, int q, int r);
kloone_block kloone_chip_move_check(const kloone_state *s, int q, int r);
/* Whether the chip at the pawn's feet may leave at all, wherever it goes:
 * KLOONE_BLOCK_NO_CHIP, KLOONE_BLOCK_NO_NEUTRAL (a colour chip with no
 * white one to take its place) or KLOONE_OK. */
kloone_block kloone_chip_source_check(const kloone_state *s);
/* A short sentence for a kloone_block ("That hex is more than one chip
 * higher."). */
const char *kloone_block_text(kloone_block block);

/* ---- the small updates a scene's trailing copy of the state repeats ------- */

/* Packs tile's stack byte: height chips, the third (if any) of colour top. */
void kloone_set_stack(kloone_state *s, int tile, int height, int top);
/* Lays a tile from the stock at cell, linked to its neighbours; its number. */
int kloone_lay_tile(kloone_state *s, int cell);
/* Puts seat's pawn on tile, visited this turn from now (tile -1: nothing
 * changes). */
void kloone_put_pawn(kloone_state *s, int seat, int tile);
/* Gives count chips of colour chip back to where they are kept (white ones
 * off the board, a colour's in its owner's hand); a negative count takes
 * them, down to none. */
void kloone_supply_add(kloone_state *s, kloone_chip chip, int count);
/* Seat's turn starts: its actions, no run, only its pawn's tile visited
 * (the end conditions a real turn start checks are the rules' own). */
void kloone_start_turn(kloone_state *s, int seat);
/* Why the game ended, as a phrase for the log and the table ("Red could
 * not finish a turn"); loser names the seat that could not (NULL: "a
 * player"). Returns the length written. */
int kloone_end_words(kloone_end reason, const char *loser, char *buf, size_t size);

/* ---- layouts -------------------------------------------------------------------- */

const char *kloone_layout_name(kloone_layout layout);
/* Tiles the layout places at the start, their axial coordinates, and the
 * index (into those) of each seat's starting tile. Returns the tile count. */
int kloone_layout_tiles(kloone_layout layout, int *q, int *r, int pawn_index[KLOONE_SEATS]);

/* ---- for the tests and the AI ------------------------------------------------ */

/* An empty board in PLAY: no tiles, no pawns, full supplies, seat 0 to move
 * with actions_per_turn actions. Tests build positions on it with
 * kloone_debug_* and then call kloone_debug_begin_turn. */
void kloone_debug_empty(kloone_state *s, int actions_per_turn);
/* Lays a tile at (q, r) (taking it from the stock) with a stack of height
 * chips (colour tops a third chip: KLOONE_CHIP_NEUTRAL/RED/BLUE, taken from
 * the supplies). Returns the tile number. */
int kloone_debug_tile(kloone_state *s, int q, int r, int height, kloone_chip top);
void kloone_debug_pawn(kloone_state *s, int seat, int tile);
/* Starts seat's turn as the rules would (checks the end conditions). */
void kloone_debug_begin_turn(kloone_state *s, int seat);

/* Cheap: does the player to move have any legal action? */
bool kloone_has_action(const kloone_state *s);
/* Ends a pawn run in progress now, adding its chip (what a chip move or the
 * end of the turn would do first). For evaluating positions mid-turn. */
void kloone_end_run(kloone_state *s);

#endif
