/*
 * totem_pole_rules.h: the rules of Totem Pole (game id "totem-pole"),
 * a pyramid-die game for 2 to 4 players.
 *
 * Each player owns nine pyramids of one colour (three small, three medium,
 * three large). On a turn the player rolls the pyramid die and must stack a
 * pyramid of the size shown on the shared totem pole; a player who cannot
 * match passes or "counts coup" (takes the top pyramid). When placing ends,
 * the pole is taken apart from the top: the owner of the top pyramid takes
 * it and, for a medium or large one, the one or two below it. Captured
 * pyramids score, unused ones cost. With two players a grey dummy colour
 * joins in. docs/rules/totem-pole.md records every decision the rule book
 * leaves open, with the test that pins it.
 *
 * This header is the whole public face of the rules: the pg_game table,
 * the state (for the scene: read it through the accessors below), and the
 * move encoding with its notation.
 *
 * Colours: seat 0 red, 1 blue, 2 green, 3 yellow (a seat's colour number is
 * its seat number); the two-player dummy is grey (TP_GREY). Sizes: small 0,
 * medium 1, large 2.
 *
 * Phases (tp_phase):
 *   TP_PHASE_FIRST_PLAYER  chance: one seat is drawn from the bag to start
 *   TP_PHASE_ROLL          chance: the seat tp_turn() rolls the pyramid die
 *   TP_PHASE_PLACE         tp_turn() places, passes or counts coup
 *   TP_PHASE_CAPTURE       never a resting state: the move that ends placing
 *                          takes the whole pole apart inside apply_move (the
 *                          events below carry each step); it is also the
 *                          detail of the PHASE_CHANGED event then
 *   TP_PHASE_OVER          terminal
 *
 * Die faces (tp_face): S, M, L, and the doubles SM, ML, SL, each 1/6.
 *
 * Move encoding (pg_move) and notation (no spaces, no ';'):
 *   0..2   TP_MOVE_PLACE + size          "S" "M" "L"   own pyramid on the pole
 *   3..5   TP_MOVE_DUMMY + size          "dS" "dM" "dL" a grey dummy pyramid
 *                                        (two players only)
 *   6..14  TP_MOVE_PAIR + 3*own + dummy  "S+dM" etc.   two players, double
 *                                        roll: own pyramid, then the dummy's
 *                                        on top of it
 *   15..23 TP_MOVE_PAIR_DUMMY_FIRST      "dM+S" etc.   the same two pyramids,
 *          + 3*dummy + own                             dummy's below, own on top
 *          (a pair is read bottom to top, left to right)
 *   24     TP_MOVE_PASS                  "pass"
 *   25     TP_MOVE_COUP                  "coup"        take the top pyramid
 *   32+s   TP_MOVE_FIRST + seat          "first:2"     chance: seat 2 starts
 *                                        (move_from_text also takes a colour,
 *                                        "first:green")
 *   48+f   TP_MOVE_ROLL + face           "roll:S" "roll:M" "roll:L" "roll:SM"
 *                                        "roll:ML" "roll:SL" (chance)
 * A player never has more than four moves to choose from. Letters are read
 * in any case, and a double roll in either letter order ("roll:MS").
 *
 * Which placing moves are legal (decisions D1-D4 of the rules notes): a
 * matching own pyramid is compulsory; with two players a double offers
 * every own/dummy split the supplies allow, in both orders, else a lone
 * own pyramid, and when the player's own pyramids cannot match, the dummy's
 * (one pyramid). Only when nothing matches: "pass", and "coup" if the pole
 * is not empty.
 *
 * score_breakdown() lists own-colour captures, other-colour captures and
 * unused pyramids by size ("Own-colour large pyramids (2 x 3)"); the total
 * is pg_breakdown.total.
 *
 * Events appended by apply_move (pg_event fields):
 *   DICE_ROLLED   first-player draw: detail TP_DETAIL_FIRST_DRAW, seat -1,
 *                 a = seat drawn
 *   DICE_ROLLED   die roll: detail = face, seat = roller, a = face,
 *                 b = size mask of the face (bit per size)
 *   PHASE_CHANGED detail = the new phase (TP_PHASE_ROLL after the draw,
 *                 TP_PHASE_CAPTURE when placing ends), seat -1
 *   PIECE_PLACED  seat = player, a = colour (TP_GREY for the dummy's),
 *                 b = size, c = its index on the pole (0 = bottom); a pair
 *                 move gives two, the lower pyramid first
 *   SPECIAL       count coup: detail TP_DETAIL_COUP, seat = player,
 *                 a = colour, b = size of the pyramid taken, c = its index
 *   PASS          seat = player
 *   TURN_BEGAN    seat = the next seat to roll
 *   PIECE_TAKEN   one per pyramid in the capture phase, top to bottom:
 *                 detail TP_DETAIL_CAPTURE, seat = taker (-1: the dummy),
 *                 a = colour, b = size, c = pole index, d = capture step
 *                 (0, 1, ...; the pyramids of one step share it)
 *   GAME_OVER     seat = the sole winner or -1 on a tie, a = winner count
 */
#ifndef TOTEM_POLE_RULES_H
#define TOTEM_POLE_RULES_H

#include <stdbool.h>
#include <stdint.h>

#include "pg_game.h"

enum {
	TP_SMALL = 0,
	TP_MEDIUM = 1,
	TP_LARGE = 2,
	TP_SIZES = 3,

	TP_RED = 0,
	TP_BLUE = 1,
	TP_GREEN = 2,
	TP_YELLOW = 3,
	TP_GREY = 4, /* the two-player dummy */
	TP_COLOURS = 5,

	TP_MIN_PLAYERS = 2,
	TP_MAX_PLAYERS = 4,
	TP_PER_SIZE = 3,                        /* pyramids of each size per colour */
	TP_PER_COLOUR = TP_PER_SIZE * TP_SIZES, /* nine */
	TP_MAX_POLE = TP_MAX_PLAYERS * TP_PER_COLOUR,
};

typedef enum tp_phase {
	TP_PHASE_FIRST_PLAYER = 0,
	TP_PHASE_ROLL,
	TP_PHASE_PLACE,
	TP_PHASE_CAPTURE,
	TP_PHASE_OVER,
} tp_phase;

typedef enum tp_face {
	TP_FACE_S = 0,
	TP_FACE_M,
	TP_FACE_L,
	TP_FACE_SM,
	TP_FACE_ML,
	TP_FACE_SL,
	TP_FACES,
	TP_FACE_NONE = 255, /* before the first roll */
} tp_face;

enum {
	TP_MOVE_PLACE = 0,
	TP_MOVE_DUMMY = 3,
	TP_MOVE_PAIR = 6,
	TP_MOVE_PAIR_DUMMY_FIRST = 15,
	TP_MOVE_PASS = 24,
	TP_MOVE_COUP = 25,
	TP_MOVE_FIRST = 32,
	TP_MOVE_ROLL = 48,
};

/* pg_event.detail values besides die faces and phases. */
enum {
	TP_DETAIL_FIRST_DRAW = 16,
	TP_DETAIL_COUP = 17,
	TP_DETAIL_CAPTURE = 18,
};

/*
 * The state: 82 bytes, memcpy-copyable. Fields are documented for
 * debugging; a scene should use the accessors, which hide the packing of
 * the scoring areas.
 */
typedef struct tp_state {
	uint8_t players;      /* 2..4 seats; 2 means the grey dummy plays too */
	uint8_t phase;        /* tp_phase */
	uint8_t turn;         /* seat that rolls / places now (or last did) */
	uint8_t face;         /* the die face showing (tp_face), TP_FACE_NONE at first */
	uint8_t first_player; /* seat drawn to start, 255 before the draw */
	uint8_t pole_height;  /* pyramids on the pole */
	uint8_t supply[TP_COLOURS][TP_SIZES]; /* unplayed pyramids per colour and size */
	uint8_t pole[TP_MAX_POLE];            /* bottom first: colour * 4 + size */
	/* Scoring areas: area[taker][colour] holds, two bits per size (bits
	 * 2*size, 2*size+1), how many pyramids of that colour and size the
	 * taker holds (at most three). Takers 0..3 are seats, TP_GREY the
	 * dummy. */
	uint8_t area[TP_COLOURS][TP_COLOURS];
} tp_state;

extern const pg_game totem_pole_game;

/* ---- reading the state (for the scene, the AI and the tests) ---------- */

int tp_players(const tp_state *state);
bool tp_has_dummy(const tp_state *state);
tp_phase tp_get_phase(const tp_state *state);
/* The seat whose turn it is (rolling or placing), -1 before the draw and
 * at the end. */
int tp_turn(const tp_state *state);
/* The seat drawn to start, -1 before the draw. */
int tp_first_player(const tp_state *state);
/* The face on the die (the last roll), TP_FACE_NONE before the first. */
tp_face tp_die_face(const tp_state *state);
/* Bit (1 << size) for every size the face shows. */
int tp_face_sizes(tp_face face);
bool tp_face_is_double(tp_face face);

int tp_pole_height(const tp_state *state);
/* Pyramid index (0 = bottom) of the pole. */
int tp_pole_colour(const tp_state *state, int index);
int tp_pole_size(const tp_state *state, int index);

/* Unplayed pyramids of a colour and size (in front of its owner). */
int tp_supply(const tp_state *state, int colour, int size);
/* All unplayed pyramids of a colour. */
int tp_supply_total(const tp_state *state, int colour);
/* Pyramids of colour and size in taker's scoring area (taker: a seat, or
 * TP_GREY for the dummy). */
int tp_area_count(const tp_state *state, int taker, int colour, int size);

/* Points now: captures (own colour 1/2/3, other colours 2/4/6) minus the
 * own-colour value of pyramids still unplayed. */
int tp_score(const tp_state *state, int seat);

/* A seat's colour (the seat number) and names for text. */
int tp_seat_colour(int seat);
const char *tp_colour_name(int colour); /* "red", ..., "grey" */
const char *tp_size_name(int size);     /* "small", "medium", "large" */

/* ---- single steps of a move (for a scene's trailing copy) ---------------- */

/* A scene shows a move piece by piece on a copy of the state (the
 * timeline's `shown`); these are the steps, so no code outside the rules
 * writes the state's bit layout. Out-of-range steps change nothing. */
/* One pyramid of colour and size leaves the supply (if there is one). */
void tp_step_from_supply(tp_state *state, int colour, int size);
/* A pyramid stands at index on the pole, which is then index + 1 high. */
void tp_step_onto_pole(tp_state *state, int colour, int size, int index);
/* The pyramid at index and any above it come off the pole. */
void tp_step_off_pole(tp_state *state, int index);
/* One pyramid of colour and size goes into taker's scoring area. */
void tp_step_into_area(tp_state *state, int taker, int colour, int size);

/* ---- reading a move (for the scene's drag targets) ---------------------- */

/* The size of the player's own pyramid a move places, or -1. */
int tp_move_own_size(pg_move move);
/* The size of the dummy pyramid a move places, or -1. */
int tp_move_dummy_size(pg_move move);
/* True for a pair that puts the dummy's pyramid below the player's own. */
bool tp_move_dummy_below(pg_move move);
static inline pg_move tp_move_place(int size)
{
	return TP_MOVE_PLACE + size;
}
static inline pg_move tp_move_dummy(int size)
{
	return TP_MOVE_DUMMY + size;
}
/* A two-player double: own_size for the player, dummy_size for the dummy,
 * the dummy's on top unless dummy_below. */
static inline pg_move tp_move_pair(int own_size, int dummy_size, bool dummy_below)
{
	return dummy_below ? TP_MOVE_PAIR_DUMMY_FIRST + 3 * dummy_size + own_size
	                   : TP_MOVE_PAIR + 3 * own_size + dummy_size;
}

#endif
