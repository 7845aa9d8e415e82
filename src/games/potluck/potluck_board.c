/*
 * potluck_board.c: a guest dropped on a place of the sheet, to moves and
 * refusals (see potluck_board.h).
 */
#include "potluck/potluck_board.h"

#include <stdio.h>
#include <string.h>

#include "pg_i18n.h"

static bool die_piece(int piece)
{
	return piece == POTLUCK_PIECE_DIE1 || piece == POTLUCK_PIECE_DIE2 ||
	       piece == POTLUCK_PIECE_EITHER;
}

/* Whether move puts piece's guest at zone. */
static bool places(pg_move move, int piece, int zone)
{
	potluck_action action = potluck_move_action(move);
	int target = potluck_move_target(move);
	if (die_piece(piece)) {
		if (piece != POTLUCK_PIECE_EITHER && potluck_move_die(move) != piece)
			return false;
		if (zone >= 0 && zone < POTLUCK_SEATS)
			return action == POTLUCK_ACT_SEAT && target == zone;
		if (zone == POTLUCK_ZONE_SERVERS)
			return action == POTLUCK_ACT_SERVER;
		if (zone == POTLUCK_ZONE_LAWN)
			return action == POTLUCK_ACT_LAWN || action == POTLUCK_ACT_AWAY;
		return false;
	}
	if (piece == POTLUCK_PIECE_WILD)
		return action == POTLUCK_ACT_WILD && target == zone;
	if (piece == POTLUCK_PIECE_HELD)
		return action == POTLUCK_ACT_PUT && target == zone;
	return false;
}

int potluck_board_choices(const potluck_ask *ask, int piece, int zone,
                          pg_move out[POTLUCK_BOARD_CHOICES])
{
	for (int g = 0; g < POTLUCK_BOARD_CHOICES; g++)
		out[g] = PG_NO_MOVE;
	if (ask->seat < 0)
		return 0;
	int count = 0;
	for (int i = 0; i < ask->legal_count; i++) {
		pg_move move = ask->legal[i];
		if (!places(move, piece, zone))
			continue;
		int g = potluck_move_action(move) == POTLUCK_ACT_AWAY
		            ? 0
		            : potluck_move_generation(move);
		if (g > POTLUCK_GENERATIONS)
			g = 0; /* a Wild guest in a lawn chair keeps no letter */
		if (out[g] == PG_NO_MOVE) {
			out[g] = move;
			count++;
		}
	}
	return count;
}

int potluck_board_moves(const potluck_ask *ask, int piece, int zone, pg_move *out, int cap)
{
	pg_move by_generation[POTLUCK_BOARD_CHOICES];
	potluck_board_choices(ask, piece, zone, by_generation);
	if (by_generation[0] != PG_NO_MOVE && cap > 0) {
		out[0] = by_generation[0]; /* it asks for no letter: nothing to choose */
		return 1;
	}
	int count = 0;
	for (int g = 0; g < POTLUCK_BOARD_CHOICES && count < cap; g++)
		if (by_generation[g] != PG_NO_MOVE)
			out[count++] = by_generation[g];
	return count;
}

int potluck_board_waiting_piece(const potluck_ask *ask, int chosen_die)
{
	const potluck_state *s = ask->state;
	if (s->phase == POTLUCK_PHASE_WILD)
		return POTLUCK_PIECE_WILD;
	if (s->phase == POTLUCK_PHASE_RELOCATE)
		return POTLUCK_PIECE_HELD;
	if (s->phase != POTLUCK_PHASE_PLACE || potluck_guests_waiting(s) == 0)
		return -1;
	if (chosen_die == 0 || chosen_die == 1)
		return chosen_die;
	bool first = potluck_die_usable(s, 0), second = potluck_die_usable(s, 1);
	return first && second ? POTLUCK_PIECE_EITHER
	       : first         ? POTLUCK_PIECE_DIE1
	       : second        ? POTLUCK_PIECE_DIE2
	                       : -1;
}

/* One line a usable die: "Die 1 (3): <the rules' reason>". */
static void seat_refusal(const potluck_ask *ask, int piece, int seat, const char *separator,
                         char *buf, size_t size)
{
	const potluck_state *s = ask->state;
	size_t used = 0;
	for (int die = 0; die < 2; die++) {
		if ((piece != POTLUCK_PIECE_EITHER && piece != die) ||
		    !potluck_die_usable(s, die))
			continue;
		potluck_seat_problem problem = potluck_die_seat_problem(s, die, seat);
		char extra[64] = "";
		if (problem == POTLUCK_SEAT_WRONG_NUMBER)
			snprintf(extra, sizeof extra, _(" This is a %d seat."),
			         potluck_seat_number(seat));
		const char *reason = problem == POTLUCK_SEAT_OK
		                         ? _("the guest can sit here.")
		                         : potluck_seat_problem_text(problem);
		char line[200];
		snprintf(line, sizeof line, _("Die %d (%d): %s%s"), die + 1, s->die_roll[die],
		         reason, extra);
		int n = snprintf(buf + used, size - used, "%s%s", used ? separator : "", line);
		if (n < 0 || (size_t)n >= size - used)
			break;
		used += (size_t)n;
	}
}

void potluck_board_refusal(const potluck_ask *ask, int piece, int zone, const char *separator,
                           char *buf, size_t size)
{
	const potluck_state *s = ask->state;
	bool free_guest = piece == POTLUCK_PIECE_WILD || piece == POTLUCK_PIECE_HELD;
	buf[0] = '\0';
	if (piece >= 0 && zone >= 0 && zone < POTLUCK_SEATS) {
		if (free_guest)
			snprintf(buf, size, "%s",
			         potluck_seat_problem_text(potluck_free_seat_problem(s, zone)));
		else
			seat_refusal(ask, piece, zone, separator, buf, size);
		if (!buf[0])
			snprintf(buf, size, "%s", _("No guest can sit there now."));
		return;
	}
	const char *why = _("No guest can go there.");
	if (piece < 0)
		why = s->phase == POTLUCK_PHASE_UNLOCK
		          ? _("Doubles! First choose a bonus to unlock.")
		          : _("No guest is waiting to be seated.");
	else if (free_guest)
		why = piece == POTLUCK_PIECE_WILD
		          ? _("The servers' wild takes a seat at a table.")
		          : _("The lifted guest takes a seat at a table.");
	else if (zone == POTLUCK_ZONE_SERVERS)
		why = potluck_server_count(potluck_sheet_of(s, s->to_move)) == POTLUCK_SERVERS
		          ? _("Both server spaces are taken.")
		          : _("No guest is waiting to be a server.");
	else if (zone == POTLUCK_ZONE_LAWN)
		why = _("A guest goes to a lawn chair only when no seat fits either die.");
	snprintf(buf, size, "%s", why);
}
