/*
 * potluck_text_rules.c: POTLUCK! in words (part of the rules, see
 * potluck_rules.h): the prompt for the player to move, the notation both
 * ways, the move log's sentences and the state as text.
 */
#include "potluck_rules_private.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "pg_i18n.h"

/* The seats' colours, as the scene paints them (potluck_seat_styles: red,
 * blue, yellow, green); the log names a player by colour, as people at
 * the table do. */
static const char *const seat_colours[POTLUCK_MAX_PLAYERS] = {
	N_("Red"), N_("Blue"), N_("Yellow"), N_("Green"),
};
/* A generation as plurals ("makes die 1's guests Children") and with its
 * article ("a Child", "an Older adult"), for the move log's sentences. */
static const char *const generation_plurals[] = {
	N_("Wild guests"), N_("Children"), N_("Teenagers"), N_("Young adults"),
	N_("Middle-aged adults"), N_("Older adults"), N_("Seniors"), N_("Wild guests"),
};
static const char *const generation_with_article[] = {
	N_("a Wild guest"), N_("a Child"), N_("a Teenager"), N_("a Young adult"),
	N_("a Middle-aged adult"), N_("an Older adult"), N_("a Senior"), N_("a Wild guest"),
};

/* ---- prompts ------------------------------------------------------------ */


static const char *place_prompt(const potluck_state *state)
{
	if (potluck_guests_waiting(state) == 0)
		return _("Use a bonus or end your turn");
	if (state->chosen_die < 0) {
		pg_move moves[PG_MAX_MOVES];
		int n = potluck_legal_moves_now(state, moves, PG_MAX_MOVES);
		for (int i = 0; i < n; i++)
			if (potluck_move_action(moves[i]) == POTLUCK_ACT_SEAT)
				return _("Choose a die and seat its guest");
		for (int i = 0; i < n; i++)
			if (potluck_move_action(moves[i]) == POTLUCK_ACT_LAWN)
				return _("No seat fits: send a guest to a server space or a lawn chair");
		return _("No seat fits and the lawn chairs are full: the guest goes home");
	}
	return state->owed[0] ? _("Seat the extra guest of die 1") : _("Seat the extra guest of die 2");
}

int potluck_prompt(const potluck_state *state, char *buf, size_t size)
{
	const char *text = "";
	switch (state->phase) {
	case POTLUCK_PHASE_ROLL_DIE1: text = _("Roll die 1"); break;
	case POTLUCK_PHASE_ROLL_DIE2: text = _("Roll die 2"); break;
	case POTLUCK_PHASE_UNLOCK: text = _("Doubles! Choose a bonus to unlock"); break;
	case POTLUCK_PHASE_PLACE: text = place_prompt(state); break;
	case POTLUCK_PHASE_WILD: text = _("Seat the servers' wild: any generation, any seat"); break;
	case POTLUCK_PHASE_RELOCATE: text = potluck_bonus_hint(POTLUCK_BONUS_MOVE); break;
	case POTLUCK_PHASE_GAME_OVER: text = _("The potluck is over"); break;
	default: break;
	}
	bool last = state->final_round && state->phase != POTLUCK_PHASE_GAME_OVER;
	if (last)
		return snprintf(buf, size, _("Final round: %s"), text);
	return snprintf(buf, size, "%s", text);
}


/* ---- notation ----------------------------------------------------------- */

static int target_text(int target, char *buf, size_t size)
{
	if (target >= POTLUCK_TARGET_LAWN)
		return snprintf(buf, size, "L%c", (char)('1' + (target - POTLUCK_TARGET_LAWN) % 3));
	potluck_seat_label(target, buf, size);
	return (int)strlen(buf);
}

int potluck_move_to_text(const void *opaque, pg_move move, char *buf, size_t size)
{
	const potluck_state *state = opaque;
	potluck_action action = potluck_move_action(move);
	int die = potluck_move_die(move) + 1, target = potluck_move_target(move);
	char g = potluck_generation_letter(potluck_move_generation(move));
	char where[8];
	target_text(target, where, sizeof where);
	const char *again = potluck_move_again(move) ? "again:" : "";
	switch (action) {
	case POTLUCK_ACT_ROLL: return snprintf(buf, size, "roll:%d", target);
	case POTLUCK_ACT_UNLOCK: return snprintf(buf, size, "unlock:%s", potluck_bonus_name(target % 6));
	case POTLUCK_ACT_SEAT: return snprintf(buf, size, "d%d%c@%s", die, g, where);
	case POTLUCK_ACT_SERVER: return snprintf(buf, size, "d%d@srv", die);
	case POTLUCK_ACT_LAWN:
		if (potluck_move_generation(move) == POTLUCK_GEN_ANY)
			return snprintf(buf, size, "d%d@lawn", die);
		return snprintf(buf, size, "d%d%c@lawn", die, g);
	case POTLUCK_ACT_AWAY: return snprintf(buf, size, "d%d@away", die);
	case POTLUCK_ACT_WILD: return snprintf(buf, size, "wild:%c@%s", g, where);
	case POTLUCK_ACT_BOTH: return snprintf(buf, size, "%sboth", again);
	case POTLUCK_ACT_TWICE: return snprintf(buf, size, "%stwice", again);
	case POTLUCK_ACT_ERASE: return snprintf(buf, size, "%serase@%s", again, where);
	case POTLUCK_ACT_MOVE: return snprintf(buf, size, "%smove@%s", again, where);
	case POTLUCK_ACT_PUT:
		if (state && state->holding == POTLUCK_GEN_ANY)
			return snprintf(buf, size, "put:%c@%s", g, where);
		return snprintf(buf, size, "put@%s", where);
	case POTLUCK_ACT_CHANGE: return snprintf(buf, size, "%schange:d%d%c", again, die, g);
	case POTLUCK_ACT_END: return snprintf(buf, size, "end");
	default: return snprintf(buf, size, "?");
	}
}

static int parse_generation(char c)
{
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++)
		if (potluck_generation_letter(g) == c)
			return g;
	return 0;
}

/* "B3" -> seat index, "L2" -> TARGET_LAWN + 1; -1 if neither. */
static int parse_target(const char *text)
{
	if (text[0] == 'L' && text[1] >= '1' && text[1] <= '3' && !text[2])
		return POTLUCK_TARGET_LAWN + text[1] - '1';
	if (text[0] < 'A' || text[0] > 'F' || text[1] < '1' || text[1] > '9' || text[2])
		return -1;
	int table = text[0] - 'A', index = text[1] - '1';
	return index < potluck_table_seat_count(table) ? potluck_table_first_seat(table) + index : -1;
}

static bool parse_seat_target(const char *text, int *seat)
{
	*seat = parse_target(text);
	return *seat >= 0 && *seat < POTLUCK_SEATS;
}

/* "d1T@B3", "d1@B3", "d2@srv", "d1C@lawn", "d1@away". */
static bool parse_die_move(const potluck_state *state, const char *text, pg_move *out)
{
	if (text[0] != 'd' || (text[1] != '1' && text[1] != '2'))
		return false;
	int die = text[1] - '1';
	const char *rest = text + 2;
	int generation = 0;
	if (*rest != '@') {
		generation = parse_generation(*rest);
		if (!generation || rest[1] != '@')
			return false;
		rest++;
	}
	rest++;
	int fixed = potluck_die_generation(state, die);
	if (!generation)
		generation = fixed;
	const potluck_sheet *sheet = potluck_mover_sheet(state);
	if (!strcmp(rest, "srv")) {
		int slot = potluck_free_server(sheet);
		*out = potluck_move_make(POTLUCK_ACT_SERVER, die, 0, slot < 0 ? 0 : slot, false);
		return true;
	}
	if (!strcmp(rest, "away")) {
		*out = potluck_move_make(POTLUCK_ACT_AWAY, die, 0, 0, false);
		return true;
	}
	if (!strcmp(rest, "lawn")) {
		/* A Wild die's guest goes without a letter ("d1T@lawn" from an
		 * older save is read so too). */
		if (!fixed)
			generation = POTLUCK_GEN_ANY;
		int chair = potluck_free_lawn_chair(sheet);
		*out = potluck_move_make(POTLUCK_ACT_LAWN, die, generation,
					 POTLUCK_TARGET_LAWN + (chair < 0 ? 0 : chair), false);
		return true;
	}
	int seat;
	if (!generation || !parse_seat_target(rest, &seat))
		return false; /* a Wild die's guest needs its letter */
	*out = potluck_move_make(POTLUCK_ACT_SEAT, die, generation, seat, false);
	return true;
}

static bool parse_bonus_move(const char *text, bool again, pg_move *out)
{
	int target;
	if (!strcmp(text, "both")) {
		*out = potluck_move_make(POTLUCK_ACT_BOTH, 0, 0, 0, again);
		return true;
	}
	if (!strcmp(text, "twice")) {
		*out = potluck_move_make(POTLUCK_ACT_TWICE, 0, 0, 0, again);
		return true;
	}
	if (!strncmp(text, "erase@", 6) && (target = parse_target(text + 6)) >= 0) {
		*out = potluck_move_make(POTLUCK_ACT_ERASE, 0, 0, target, again);
		return true;
	}
	if (!strncmp(text, "move@", 5) && (target = parse_target(text + 5)) >= 0) {
		*out = potluck_move_make(POTLUCK_ACT_MOVE, 0, 0, target, again);
		return true;
	}
	if (!strncmp(text, "change:d", 8) && (text[8] == '1' || text[8] == '2') &&
	    parse_generation(text[9]) && !text[10]) {
		*out = potluck_move_make(POTLUCK_ACT_CHANGE, text[8] - '1',
					 parse_generation(text[9]), 0, again);
		return true;
	}
	return false;
}

bool potluck_move_from_text(const void *opaque, const char *text, pg_move *out)
{
	const potluck_state *state = opaque;
	if (!strncmp(text, "roll:", 5) && text[5] >= '1' && text[5] <= '6' && !text[6]) {
		*out = potluck_move_make(POTLUCK_ACT_ROLL, 0, 0, text[5] - '0', false);
		return true;
	}
	if (!strncmp(text, "unlock:", 7)) {
		for (int b = 0; b < POTLUCK_BONUSES; b++) {
			if (!strcmp(text + 7, potluck_bonus_name(b))) {
				*out = potluck_move_make(POTLUCK_ACT_UNLOCK, 0, 0, b, false);
				return true;
			}
		}
		return false;
	}
	if (!strcmp(text, "end")) {
		*out = potluck_move_make(POTLUCK_ACT_END, 0, 0, 0, false);
		return true;
	}
	int seat, generation;
	if (!strncmp(text, "wild:", 5) && (generation = parse_generation(text[5])) &&
	    text[6] == '@' && parse_seat_target(text + 7, &seat)) {
		*out = potluck_move_make(POTLUCK_ACT_WILD, 0, generation, seat, false);
		return true;
	}
	if (!strncmp(text, "put@", 4) && parse_seat_target(text + 4, &seat)) {
		*out = potluck_move_make(POTLUCK_ACT_PUT, 0, state->holding, seat, false);
		return true;
	}
	if (!strncmp(text, "put:", 4) && (generation = parse_generation(text[4])) &&
	    text[5] == '@' && parse_seat_target(text + 6, &seat)) {
		*out = potluck_move_make(POTLUCK_ACT_PUT, 0, generation, seat, false);
		return true;
	}
	if (text[0] == 'd')
		return parse_die_move(state, text, out);
	if (!strncmp(text, "again:", 6))
		return parse_bonus_move(text + 6, true, out);
	return parse_bonus_move(text, false, out);
}


/* ---- sentences ----------------------------------------------------------- */

const char *potluck_seat_colour_name(int player)
{
	return player >= 0 && player < POTLUCK_MAX_PLAYERS ? _(seat_colours[player]) : "?";
}

/* Where a guest sits, as the sheet shows it: "in a 4 seat at table B"
 * (the number printed on the seat, not its place round the table), or
 * "in lawn chair 2 (-6)". */
static void place_words(int target, char *buf, size_t size)
{
	if (target >= POTLUCK_TARGET_LAWN && target < POTLUCK_TARGET_LAWN + POTLUCK_LAWN_CHAIRS) {
		int chair = target - POTLUCK_TARGET_LAWN;
		snprintf(buf, size, _("in lawn chair %d (-%d)"), chair + 1, potluck_lawn_penalty(chair));
		return;
	}
	if (target < 0 || target >= POTLUCK_SEATS) {
		snprintf(buf, size, "?");
		return;
	}
	snprintf(buf, size, _("in a %d seat at table %c"), potluck_seat_number(target),
		 potluck_table_letter(potluck_seat_table(target)));
}

static const char *guest_words(int generation)
{
	return generation >= 0 && generation <= POTLUCK_GEN_ANY
		       ? _(generation_with_article[generation])
		       : "?";
}

static int bonus_sentence(const potluck_state *state, pg_move move, const char *who,
			  const char *place, char *buf, size_t size)
{
	bool again = potluck_move_again(move);
	int die = potluck_move_die(move) + 1;
	switch (potluck_move_action(move)) {
	case POTLUCK_ACT_BOTH:
		return snprintf(buf, size,
				again ? _("%s will seat both dice's guests this turn (paid with the Again bonus).")
				      : _("%s will seat both dice's guests this turn."),
				who);
	case POTLUCK_ACT_TWICE:
		return snprintf(buf, size,
				again ? _("%s will seat die %d's guest twice (paid with the Again bonus).")
				      : _("%s will seat die %d's guest twice."),
				who, state->chosen_die + 1);
	case POTLUCK_ACT_ERASE:
		return snprintf(buf, size,
				again ? _("%s erases the guest %s (paid with the Again bonus).")
				      : _("%s erases the guest %s."),
				who, place);
	case POTLUCK_ACT_MOVE:
		return snprintf(buf, size,
				again ? _("%s lifts the guest %s to relocate them (paid with the Again bonus).")
				      : _("%s lifts the guest %s to relocate them."),
				who, place);
	case POTLUCK_ACT_CHANGE:
		return snprintf(buf, size,
				again ? _("%s makes die %d's guests %s this turn (paid with the Again bonus).")
				      : _("%s makes die %d's guests %s this turn."),
				who, die, _(generation_plurals[potluck_move_generation(move)]));
	default:
		return snprintf(buf, size, "?");
	}
}

int potluck_describe_move(const void *opaque, pg_move move, char *buf, size_t size)
{
	const potluck_state *state = opaque;
	potluck_action action = potluck_move_action(move);
	int die = potluck_move_die(move) + 1, target = potluck_move_target(move);
	int generation = potluck_move_generation(move);
	const char *guest = guest_words(generation);
	char place[64];
	place_words(target, place, sizeof place);
	const char *who = potluck_seat_colour_name(state->to_move);
	switch (action) {
	case POTLUCK_ACT_ROLL:
		return snprintf(buf, size, _("Die %d rolls %d."),
				state->phase == POTLUCK_PHASE_ROLL_DIE1 ? 1 : 2, target);
	case POTLUCK_ACT_UNLOCK:
		return snprintf(buf, size, _("%s unlocks the bonus \"%s\"."), who,
				potluck_bonus_title(target % POTLUCK_BONUSES));
	case POTLUCK_ACT_SEAT:
		return snprintf(buf, size, _("%s seats die %d's guest, %s, %s."), who, die, guest,
				place);
	case POTLUCK_ACT_SERVER:
		return snprintf(buf, size, _("%s makes die %d's guest a server."), who, die);
	case POTLUCK_ACT_LAWN:
		return snprintf(buf, size, _("%s has no seat for die %d's guest, %s: lawn chair %d (-%d)."),
				who, die, guest, target - POTLUCK_TARGET_LAWN + 1,
				potluck_lawn_penalty(target - POTLUCK_TARGET_LAWN));
	case POTLUCK_ACT_AWAY:
		return snprintf(buf, size, _("%s has no seat or lawn chair left: die %d's guest goes home."),
				who, die);
	case POTLUCK_ACT_WILD:
		return snprintf(buf, size, _("%s seats the servers' wild as %s %s."), who, guest, place);
	case POTLUCK_ACT_PUT: {
		int number = target >= 0 && target < POTLUCK_SEATS ? potluck_seat_number(target) : 0;
		char table = potluck_table_letter(target >= 0 && target < POTLUCK_SEATS
							  ? potluck_seat_table(target)
							  : 0);
		if (state->holding == POTLUCK_GEN_ANY)
			return snprintf(buf, size, _("%s relocates the guest, as %s, to a %d seat at table %c."),
					who, guest, number, table);
		return snprintf(buf, size, _("%s relocates the guest to a %d seat at table %c."), who,
				number, table);
	}
	case POTLUCK_ACT_END:
		return snprintf(buf, size, _("%s ends the turn."), who);
	default:
		return bonus_sentence(state, move, who, place, buf, size);
	}
}

/* ---- state as text -------------------------------------------------------- */

static const char *const phase_names[] = {
	"roll-die-1", "roll-die-2", "unlock", "place", "wild", "relocate", "game-over",
};

static size_t append(char *buf, size_t size, size_t used, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 4, 5)))
#endif
	;

static size_t append(char *buf, size_t size, size_t used, const char *fmt, ...)
{
	if (used >= size)
		return used;
	va_list args;
	va_start(args, fmt);
	int n = vsnprintf(buf + used, size - used, fmt, args);
	va_end(args);
	return n < 0 ? used : used + (size_t)n;
}

static size_t sheet_text(const potluck_sheet *sheet, char *buf, size_t size, size_t used)
{
	for (int t = 0; t < POTLUCK_TABLES; t++) {
		used = append(buf, size, used, " %c:", potluck_table_letter(t));
		for (int s = potluck_table_first_seat(t); s < potluck_table_first_seat(t) + potluck_table_seat_count(t); s++)
			used = append(buf, size, used, "%c",
				      sheet->seat[s] ? potluck_generation_letter(sheet->seat[s]) : '.');
	}
	used = append(buf, size, used, " srv:%c%c lawn:%c%c%c bonus:",
		      sheet->server[0] ? potluck_generation_letter(sheet->server[0]) : '.',
		      sheet->server[1] ? potluck_generation_letter(sheet->server[1]) : '.',
		      sheet->lawn[0] ? potluck_generation_letter(sheet->lawn[0]) : '.',
		      sheet->lawn[1] ? potluck_generation_letter(sheet->lawn[1]) : '.',
		      sheet->lawn[2] ? potluck_generation_letter(sheet->lawn[2]) : '.');
	for (int b = 0; b < POTLUCK_BONUSES; b++) {
		char mark = (sheet->used & (1u << b))       ? 'x'
			    : (sheet->unlocked & (1u << b)) ? 'o'
							    : '-';
		used = append(buf, size, used, "%c", mark);
	}
	return append(buf, size, used, " score:%d\n", potluck_sheet_score(sheet));
}

int potluck_state_to_text(const void *opaque, char *buf, size_t size)
{
	const potluck_state *state = opaque;
	size_t used = append(buf, size, 0, "round %d%s phase %s to_move %d\n", state->round,
			     state->final_round ? " (final)" : "", phase_names[state->phase],
			     state->to_move);
	used = append(buf, size, used, "die1 %c rolled %d, die2 %c rolled %d\n",
		      potluck_generation_letter(state->die_wedge[0]), state->die_roll[0],
		      potluck_generation_letter(state->die_wedge[1]), state->die_roll[1]);
	for (int p = 0; p < state->players; p++) {
		used = append(buf, size, used, "player %d:", p + 1);
		used = sheet_text(&state->sheet[p], buf, size, used);
	}
	return (int)(used < size ? used : size ? size - 1 : 0);
}

