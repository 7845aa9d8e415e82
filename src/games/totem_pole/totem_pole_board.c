/*
 * totem_pole_board.c: a pyramid on the pole as a move, or the reason why
 * not (see totem_pole_board.h).
 */
#include "totem_pole/totem_pole_board.h"

#include <stdio.h>

static const char *const face_words[TP_FACES] = {
    "small", "medium", "large", "small or medium", "medium or large", "small or large",
};

const char *totem_pole_face_words(int face)
{
	return face >= 0 && face < TP_FACES ? face_words[face] : "nothing yet";
}

static bool is_pair(pg_move move)
{
	return tp_move_own_size(move) >= 0 && tp_move_dummy_size(move) >= 0;
}

int totem_pole_board_moves(const totem_pole_ask *ask, int piece, int zone, pg_move *out,
                           int cap)
{
	if (cap < 1 || piece < 0 || piece >= TOTEM_POLE_PIECES ||
	    (zone != TOTEM_POLE_ZONE_POLE && zone != -1))
		return 0;
	int colour = totem_pole_piece_colour(piece), size = totem_pole_piece_size(piece);
	for (int i = 0; i < ask->legal_count; i++) {
		pg_move m = ask->legal[i];
		bool below = is_pair(m) && tp_move_dummy_below(m);
		bool fits = colour == TP_GREY
		                ? tp_move_dummy_size(m) == size && (below || !is_pair(m))
		                : colour == ask->seat && tp_move_own_size(m) == size && !below;
		if (fits) {
			out[0] = m;
			return 1;
		}
	}
	return 0;
}

static bool legal(const totem_pole_ask *ask, pg_move move)
{
	for (int i = 0; i < ask->legal_count; i++)
		if (ask->legal[i] == move)
			return true;
	return false;
}

void totem_pole_board_refusal(const totem_pole_ask *ask, int piece, char *buf, size_t n)
{
	const tp_state *s = ask->state;
	int colour = totem_pole_piece_colour(piece), size = totem_pole_piece_size(piece);
	int face = tp_die_face(s);
	if (tp_get_phase(s) == TP_PHASE_OVER) {
		snprintf(buf, n, "The game is over.");
	} else if (ask->seat < 0) {
		bool own_roll = tp_get_phase(s) == TP_PHASE_ROLL && ask->person_rolls_next;
		snprintf(buf, n, "%s", own_roll ? "Roll the die first." : "Not your turn.");
	} else if (!(tp_face_sizes(face) & (1 << size))) {
		snprintf(buf, n, "The die shows %s: that %s pyramid can't go on.",
		         totem_pole_face_words(face), tp_size_name(size));
	} else if (colour == TP_GREY && tp_has_dummy(s) && tp_face_is_double(face)) {
		int other = 0;
		while (other < TP_SIZES - 1 &&
		       (other == size || !(tp_face_sizes(face) & (1 << other))))
			other++;
		snprintf(buf, n,
		         "The dummy's %s pyramid needs your %s one to go with it, and you "
		         "have none left.",
		         tp_size_name(size), tp_size_name(other));
	} else if (colour == TP_GREY) {
		snprintf(buf, n, "One of your own pyramids fits, so the dummy's stay put.");
	} else if (tp_supply(s, colour, size) == 0) {
		snprintf(buf, n, "You have no %s pyramid left.", tp_size_name(size));
	} else {
		snprintf(buf, n, "That pyramid can't go on the pole now.");
	}
}

void totem_pole_board_special_refusal(const totem_pole_ask *ask, pg_move move, char *buf,
                                      size_t size)
{
	bool pole_empty = tp_pole_height(ask->state) == 0;
	if (move == TP_MOVE_COUP && pole_empty && !legal(ask, TP_MOVE_PASS))
		snprintf(buf, size, "A pyramid fits: place it on the pole.");
	else if (move == TP_MOVE_COUP && pole_empty)
		snprintf(buf, size, "The pole is empty: there is nothing to take.");
	else
		snprintf(buf, size, "A pyramid fits: you can only %s when none does.",
		         move == TP_MOVE_PASS ? "pass" : "count coup");
}
