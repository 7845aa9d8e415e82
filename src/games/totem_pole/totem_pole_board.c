/*
 * totem_pole_board.c: a pyramid on the pole as a move, or the reason why
 * not (see totem_pole_board.h).
 */
#include "totem_pole/totem_pole_board.h"
#include "pg_i18n.h"

#include <stdio.h>

static const char *const face_words[TP_FACES] = {
    N_("small"),           N_("medium"),          N_("large"),
    N_("small or medium"), N_("medium or large"), N_("small or large"),
};

const char *totem_pole_face_words(int face)
{
	return face >= 0 && face < TP_FACES ? _(face_words[face]) : _("nothing yet");
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

void totem_pole_board_refusal(const totem_pole_ask *ask, int piece, char *buf, size_t n)
{
	const tp_state *s = ask->state;
	int colour = totem_pole_piece_colour(piece), size = totem_pole_piece_size(piece);
	int face = tp_die_face(s);
	if (tp_get_phase(s) == TP_PHASE_OVER) {
		snprintf(buf, n, "%s", _("The game is over."));
	} else if (ask->seat < 0) {
		bool own_roll = tp_get_phase(s) == TP_PHASE_ROLL && ask->person_rolls_next;
		snprintf(buf, n, "%s", own_roll ? _("Roll the die first.") : _("Not your turn."));
	} else if (!(tp_face_sizes(face) & (1 << size))) {
		snprintf(buf, n, _("The die shows %s: that %s pyramid can't go on."),
		         totem_pole_face_words(face), tp_size_name(size));
	} else if (colour == TP_GREY && tp_has_dummy(s) && tp_face_is_double(face)) {
		int other = 0;
		while (other < TP_SIZES - 1 &&
		       (other == size || !(tp_face_sizes(face) & (1 << other))))
			other++;
		snprintf(buf, n,
		         _("The dummy's %s pyramid needs your %s one to go with it, and you "
		           "have none left."),
		         tp_size_name(size), tp_size_name(other));
	} else if (colour == TP_GREY) {
		snprintf(buf, n, "%s", _("One of your own pyramids fits, so the dummy's stay put."));
	} else if (tp_supply(s, colour, size) == 0) {
		snprintf(buf, n, _("You have no %s pyramid left."), tp_size_name(size));
	} else {
		snprintf(buf, n, "%s", _("That pyramid can't go on the pole now."));
	}
}

void totem_pole_board_special_refusal(const totem_pole_ask *ask, pg_move move, char *buf,
                                      size_t size)
{
	bool pole_empty = tp_pole_height(ask->state) == 0;
	bool may_pass = pg_moves_contain(ask->legal, ask->legal_count, TP_MOVE_PASS);
	if (move == TP_MOVE_COUP && pole_empty && !may_pass)
		snprintf(buf, size, "%s", _("A pyramid fits: place it on the pole."));
	else if (move == TP_MOVE_COUP && pole_empty)
		snprintf(buf, size, "%s", _("The pole is empty: there is nothing to take."));
	else
		snprintf(buf, size, "%s",
		         move == TP_MOVE_PASS ? _("A pyramid fits: you can only pass when none does.")
		                              : _("A pyramid fits: you can only count coup when none "
		                                  "does."));
}
