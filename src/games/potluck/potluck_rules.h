/*
 * potluck_rules.h: the rules of POTLUCK!, a roll-and-write for 1 to 4
 * players (game id "potluck").
 *
 * Two shared dice walk clockwise around a rondel of seven wedges (Wild, then
 * the six generations). Each round both dice are rolled, and every player in
 * turn seats one guest on their own sheet: the die's wedge gives the guest's
 * generation, its number the seat. Six round tables score the square of the
 * number of generations at them, plus the seat count when full; lawn chairs
 * cost points. docs/rules/potluck.md records the sheet we designed and every
 * rule the book leaves open, with the test that pins it.
 *
 * This module owns the state, the legal moves, scoring, the notation and the
 * prompts and reasons a scene shows. It has no SDL, no I/O and no globals.
 *
 * ---- The sheet --------------------------------------------------------
 * Thirty seats, indexed 0..29 table by table; seats of a table are listed
 * clockwise and a table is round (its first and last seats are neighbours):
 *
 *   table  seats  numbers        index   fills
 *   A      5      1 2 3 4 5      0..4    slowly (one of the two 1 seats)
 *   B      4      3 4 3 4        5..8    fast
 *   C      3      4 5 3          9..11   fast
 *   D      6      2 3 4 5 4 3    12..17  steadily
 *   E      5      3 4 2 3 4      18..22  steadily
 *   F      7      1 2 3 4 5 6 6  23..29  slowly (both 6 seats, a 1 seat)
 *
 * Seats per number: 1 and 6 two each, 2 and 5 four each, 3 and 4 nine each.
 * The sheet also has two server spaces, three lawn chairs (-3, -6, -10) and
 * the six bonuses.
 *
 * ---- Generations and the rondel ----------------------------------------
 * Generation codes: 0 nobody, 1 C(hildren), 2 T(eenager), 3 Y(oung adult),
 * 4 M(iddle aged), 5 O(lder adult), 6 S(enior); 7 (POTLUCK_GEN_ANY) marks a
 * Wild guest whose generation was never chosen (in a server space, or in a
 * lawn chair a die on Wild filled).
 * Rondel wedge w (0..6) is Wild for 0 and generation w otherwise, so a die
 * on wedge p rolling r moves to (p + r) mod 7.
 *
 * ---- Move encoding ------------------------------------------------------
 * A move is an int:  again << 14 | action << 10 | die << 9 | gen << 6 | target
 *   target  0..29 a seat; 32 + k lawn chair k (0..2); the rolled number for
 *           ROLL; the bonus index for UNLOCK
 *   gen     the guest's generation 1..6 where the move places one
 *   die     0 for die 1, 1 for die 2
 *   again   1 when the sixth bonus (Again) pays for the bonus action
 *
 * ---- Notation (move_to_text / move_from_text) ---------------------------
 *   roll:4        chance: the die being rolled shows 4
 *   unlock:erase  doubles: unlock a bonus (both twice erase move change again)
 *   d1T@B3        seat die 1's guest, a T, at table B seat 3 (seats count
 *                 from 1 clockwise). "d1@B3" is read too when the letter is
 *                 fixed (die not on Wild, no change).
 *   d2@srv        send die 2's guest to the next free server space
 *   d1T@lawn      no seat fits: die 1's guest (a T) to the next lawn chair
 *   d1@lawn       the same for a die on Wild: the guest keeps no letter
 *                 (generation POTLUCK_GEN_ANY) until Move seats it
 *   d1@away       no seat and no lawn chair left: the guest goes home
 *   wild:Y@D4     the servers' wild, a Y, at D4
 *   both          bonus: also seat the other die's guest this turn
 *   twice         bonus: seat the chosen die's guest once more
 *   erase@B3      bonus: erase the guest at B3 (erase@L2: lawn chair 2)
 *   move@B3       bonus: lift the guest at B3 (or move@L1) to relocate it,
 *   put@E2          then put it at E2, ignoring the seat number
 *   put:Y@E2      the same for a lifted guest with no letter (from a
 *                 lawn chair a Wild die filled): seated as a Y
 *   change:d1Y    bonus: die 1's guests are Y for you this turn
 *   end           end the turn, leaving the other bonuses for later
 *   again:erase@B3  any bonus action paid for with the sixth bonus
 *
 * ---- Events (pg_event: detail, a, b, c, d) ------------------------------
 *   DICE_ROLLED    detail die, a roll, b wedge before, c wedge after
 *   PIECE_PLACED   detail potluck_place, a target, b generation, c die
 *   PIECE_TAKEN    detail POTLUCK_PLACE_SEAT or _LAWN, a target, b generation
 *                  (an erased guest; also a guest lifted by Move)
 *   SPECIAL        detail potluck_special, a bonus (or -1), b again flag
 *   TURN_BEGAN     seat
 *   PHASE_CHANGED  detail potluck_phase, a 1 when the final round begins
 *   GAME_OVER      a winner seat (or -1 for a tie)
 */
#ifndef POTLUCK_RULES_H
#define POTLUCK_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pg_game.h"

enum {
	POTLUCK_MAX_PLAYERS = 4,
	POTLUCK_TABLES = 6,
	POTLUCK_SEATS = 30,
	POTLUCK_MAX_TABLE_SEATS = 7,
	POTLUCK_SERVERS = 2,
	POTLUCK_LAWN_CHAIRS = 3,
	POTLUCK_BONUSES = 6,
	POTLUCK_WEDGES = 7,
	POTLUCK_GENERATIONS = 6,
	POTLUCK_GEN_ANY = 7,
	POTLUCK_TARGET_LAWN = 32, /* + chair 0..2 */
	/* Scores a sheet can reach: three lawn chairs and nothing seated, and
	 * every table full with as many generations as it can hold. */
	POTLUCK_WORST_SCORE = -19,
	POTLUCK_BEST_SCORE = 177,
	POTLUCK_ALL_BONUSES = (1 << POTLUCK_BONUSES) - 1,
};

/* Wedges of the rondel, clockwise; a generation's code is its wedge. */
typedef enum potluck_wedge {
	POTLUCK_WILD = 0,
	POTLUCK_CHILDREN,
	POTLUCK_TEENAGER,
	POTLUCK_YOUNG_ADULT,
	POTLUCK_MIDDLE_AGED,
	POTLUCK_OLDER_ADULT,
	POTLUCK_SENIOR,
} potluck_wedge;

typedef enum potluck_bonus {
	POTLUCK_BONUS_BOTH = 0, /* seat both dice's guests this turn */
	POTLUCK_BONUS_TWICE,    /* seat the chosen die's guest twice */
	POTLUCK_BONUS_ERASE,    /* erase one seated guest */
	POTLUCK_BONUS_MOVE,     /* relocate one guest, ignoring the number */
	POTLUCK_BONUS_CHANGE,   /* change the generation of one die for you */
	POTLUCK_BONUS_AGAIN,    /* repeat a bonus you have already used */
} potluck_bonus;

typedef enum potluck_action {
	POTLUCK_ACT_ROLL = 0,
	POTLUCK_ACT_UNLOCK,
	POTLUCK_ACT_SEAT,
	POTLUCK_ACT_SERVER,
	POTLUCK_ACT_LAWN,
	POTLUCK_ACT_AWAY,
	POTLUCK_ACT_WILD,
	POTLUCK_ACT_BOTH,
	POTLUCK_ACT_TWICE,
	POTLUCK_ACT_ERASE,
	POTLUCK_ACT_MOVE,
	POTLUCK_ACT_PUT,
	POTLUCK_ACT_CHANGE,
	POTLUCK_ACT_END,
	POTLUCK_ACT_COUNT
} potluck_action;

typedef enum potluck_phase {
	POTLUCK_PHASE_ROLL_DIE1 = 0, /* chance */
	POTLUCK_PHASE_ROLL_DIE2,     /* chance */
	POTLUCK_PHASE_UNLOCK,        /* doubles: choose a bonus to unlock */
	POTLUCK_PHASE_PLACE,         /* seat guests, use bonuses, end the turn */
	POTLUCK_PHASE_WILD,          /* both servers filled: seat the wild now */
	POTLUCK_PHASE_RELOCATE,      /* a guest lifted by Move waits for a seat */
	POTLUCK_PHASE_GAME_OVER,
} potluck_phase;

/* Where a PIECE_PLACED event put a guest. */
typedef enum potluck_place {
	POTLUCK_PLACE_SEAT = 0,
	POTLUCK_PLACE_SERVER,
	POTLUCK_PLACE_LAWN,
	POTLUCK_PLACE_AWAY,
	POTLUCK_PLACE_WILD,
	POTLUCK_PLACE_RELOCATED,
} potluck_place;

typedef enum potluck_special {
	POTLUCK_SPECIAL_UNLOCKED = 0, /* a bonus was unlocked */
	POTLUCK_SPECIAL_BONUS_USED,   /* a bonus was used */
	POTLUCK_SPECIAL_WILD_DUE,     /* both servers filled */
	POTLUCK_SPECIAL_WILD_LOST,    /* ...but no seat was free */
	POTLUCK_SPECIAL_END_TRIGGERED,/* a sheet ended the game: final round */
	POTLUCK_SPECIAL_TURN_ENDED,
} potluck_special;

/* Why a seat cannot take a guest (potluck_seat_problem). */
typedef enum potluck_seat_problem {
	POTLUCK_SEAT_OK = 0,
	POTLUCK_SEAT_NO_SUCH_SEAT,
	POTLUCK_SEAT_WRONG_NUMBER,
	POTLUCK_SEAT_TAKEN,
	POTLUCK_SEAT_SAME_GENERATION_NEXT,
	POTLUCK_SEAT_WHERE_IT_CAME_FROM,
	POTLUCK_SEAT_NO_GUEST, /* nothing is waiting to be seated from there */
} potluck_seat_problem;

/* One player's sheet. seat[] is what a scene reads; the masks are the same
 * facts as bit sets (bit = seat index) for fast move generation. */
typedef struct potluck_sheet {
	uint8_t seat[POTLUCK_SEATS];     /* generation at each seat, 0 empty */
	uint8_t server[POTLUCK_SERVERS]; /* 0 empty, else generation or GEN_ANY */
	uint8_t lawn[POTLUCK_LAWN_CHAIRS]; /* 0 empty, else generation */
	uint8_t unlocked;                /* bit b: bonus b unlocked */
	uint8_t used;                    /* bit b: bonus b used */
	uint8_t pad;
	uint64_t occupied;                   /* seats with a guest */
	uint64_t with_gen[POTLUCK_WEDGES];   /* [g]: seats holding generation g */
	uint64_t next_to_gen[POTLUCK_WEDGES];/* [g]: seats beside generation g */
} potluck_sheet;

typedef struct potluck_state {
	uint8_t players;
	uint8_t phase;        /* potluck_phase */
	uint8_t to_move;      /* the seat whose turn it is (UNLOCK..RELOCATE) */
	uint8_t round;        /* 1 for the first round */
	uint8_t die_wedge[2]; /* rondel positions, POTLUCK_WILD at the start */
	uint8_t die_roll[2];  /* last rolled numbers, 0 before the first roll */
	uint8_t end_triggered;/* bit p: player p filled all six tables or the
			       * third lawn chair */
	uint8_t final_round;  /* this round is the last */
	/* The turn of to_move: */
	int8_t chosen_die;    /* die of the turn's first guest, -1 before */
	uint8_t owed[2];      /* extra guests of die d still to place (Both,
			       * Twice) */
	uint8_t changed[2];   /* generation Change gave die d, 0 none */
	uint8_t holding;      /* generation of the guest Move lifted, 0 none */
	uint8_t holding_from; /* its seat, or TARGET_LAWN + chair */
	uint8_t pad[3];
	potluck_sheet sheet[POTLUCK_MAX_PLAYERS];
} potluck_state;

/* Every seat of the sheet as a bit set. */
#define POTLUCK_ALL_SEATS ((((uint64_t)1) << POTLUCK_SEATS) - 1)

extern const pg_game potluck_game;
extern const pg_game_ai potluck_ai; /* potluck_ai.c */

/* ---- the sheet's layout ------------------------------------------------ */

int potluck_table_seat_count(int table);
int potluck_table_first_seat(int table);
char potluck_table_letter(int table);
int potluck_seat_table(int seat);
int potluck_seat_number(int seat);                /* 1..6 printed on the seat */
int potluck_seat_neighbour(int seat, int side);   /* side 0 left, 1 right */
uint64_t potluck_table_mask(int table);
uint64_t potluck_number_mask(int number);          /* seats printed with number */
/* The same as tables, for hot loops: [table] and [number 1..6]. */
extern const uint64_t potluck_table_masks[POTLUCK_TABLES];
extern const uint64_t potluck_number_masks[7];
int potluck_lawn_penalty(int chair);               /* 3, 6, 10 */
char potluck_generation_letter(int generation);    /* 'C'..'S', '?' for any */
const char *potluck_generation_name(int generation);
const char *potluck_bonus_name(int bonus);         /* "erase", as in notation */
const char *potluck_bonus_title(int bonus);        /* "Erase a guest" */
/* "A3" for seat 2 (buf of 4 or more). */
void potluck_seat_label(int seat, char *buf, size_t size);
/* The colour a player is known by in the move log ("Red"), translated. */
const char *potluck_seat_colour_name(int player);

/* Seats in a bit set. Portable (no popcount instruction assumed), and
 * inline because the AI counts bits in its innermost loops. */
static inline int potluck_bits(uint64_t bits)
{
	bits = bits - ((bits >> 1) & 0x5555555555555555ull);
	bits = (bits & 0x3333333333333333ull) + ((bits >> 2) & 0x3333333333333333ull);
	bits = (bits + (bits >> 4)) & 0x0f0f0f0f0f0f0f0full;
	return (int)((bits * 0x0101010101010101ull) >> 56);
}

/* ---- reading a state --------------------------------------------------- */

const potluck_sheet *potluck_sheet_of(const potluck_state *state, int player);
/* Wedge the die is on (0 Wild, 1..6 generation) and its last roll. */
int potluck_die_wedge(const potluck_state *state, int die);
int potluck_die_roll(const potluck_state *state, int die);
bool potluck_rolled_doubles(const potluck_state *state);
/* The generation die's guests have for the player to move: the wedge, or
 * what Change made it; 0 when the player may choose (Wild). */
int potluck_die_generation(const potluck_state *state, int die);
/* Guests the player to move still has to place this turn (0 when only
 * bonuses or "end" are left). */
int potluck_guests_waiting(const potluck_state *state);
/* Whether die's guest is one the player to move may place now. */
bool potluck_die_usable(const potluck_state *state, int die);
/* Whether the bonus can be paid for now, itself or through Again. */
bool potluck_bonus_available(const potluck_state *state, int bonus, bool via_again);

/* Writes a guest of generation at a free seat, keeping the bit sets in step
 * (no rule is checked: for the AI's quick look-ahead and for tests). */
void potluck_sheet_place(potluck_sheet *sheet, int seat, int generation);

int potluck_table_generations(const potluck_sheet *sheet, int table);
bool potluck_table_full(const potluck_sheet *sheet, int table);
int potluck_table_score(const potluck_sheet *sheet, int table);
int potluck_lawn_total(const potluck_sheet *sheet);  /* negative or 0 */
int potluck_lawn_count(const potluck_sheet *sheet);
int potluck_server_count(const potluck_sheet *sheet);
int potluck_sheet_score(const potluck_sheet *sheet);
bool potluck_sheet_all_full(const potluck_sheet *sheet);

/* The one-line instruction for the player to move ("Choose a die and seat
 * its guest", "Seat the servers' wild", ...). */
int potluck_prompt(const potluck_state *state, char *buf, size_t size);
/* The hint a scene shows while the player is using a bonus. */
const char *potluck_bonus_hint(int bonus);

/* Why seat cannot take a guest of generation (0: the player may choose)
 * printed with number (0: any number, as for the wild and relocation). */
potluck_seat_problem potluck_check_seat(const potluck_sheet *sheet, int seat, int generation,
					int number);
/* The same for die's guest of the player to move now (die's number and
 * generation, Change and Wild included). */
potluck_seat_problem potluck_die_seat_problem(const potluck_state *state, int die, int seat);
/* The same for the servers' wild (any generation) or the guest Move lifted
 * (its generation; not back where it came from), in those phases. */
potluck_seat_problem potluck_free_seat_problem(const potluck_state *state, int seat);
const char *potluck_seat_problem_text(potluck_seat_problem problem);

/* ---- moves ------------------------------------------------------------- */

pg_move potluck_move_make(potluck_action action, int die, int generation, int target,
			  bool again);
potluck_action potluck_move_action(pg_move move);
int potluck_move_die(pg_move move);
int potluck_move_generation(pg_move move);
int potluck_move_target(pg_move move);
bool potluck_move_again(pg_move move);

/* Final score of each player in out[0..players-1]. */
void potluck_scores(const potluck_state *state, int *out);

#endif
