/*
 * totem_pole_rules.c: the Totem Pole rule engine behind totem_pole_game.
 *
 * The state is a small fixed struct and every function below works on a
 * handful of bytes, because the generic MCTS clones and replays it millions
 * of times a second. The decisions the rule book leaves open are listed in
 * docs/rules/totem-pole.md.
 */
#include "totem_pole_rules.h"
#include "pg_i18n.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

_Static_assert(sizeof(tp_state) <= 128, "Totem Pole state should stay small for the AI");

/* Sizes each face shows, one bit per size. face_texts[size] doubles as the
 * letter of a size. */
static const uint8_t face_sizes[TP_FACES] = {
    1 << TP_SMALL,
    1 << TP_MEDIUM,
    1 << TP_LARGE,
    (1 << TP_SMALL) | (1 << TP_MEDIUM),
    (1 << TP_MEDIUM) | (1 << TP_LARGE),
    (1 << TP_SMALL) | (1 << TP_LARGE),
};

static const char *const face_texts[TP_FACES] = {"S", "M", "L", "SM", "ML", "SL"};
static const char size_letters[TP_SIZES] = {'S', 'M', 'L'};
static const char *const size_names[TP_SIZES] = {N_("small"), N_("medium"), N_("large")};
/* Also the state's text form (not translated there). */
static const char *const colour_names[TP_COLOURS] = {N_("red"), N_("blue"), N_("green"),
                                                     N_("yellow"), N_("grey")};
static const char *const colour_titles[TP_COLOURS] = {N_("Red"), N_("Blue"), N_("Green"),
                                                      N_("Yellow"), N_("Grey")};
static const char *const phase_names[] = {"first-player", "roll", "place", "capture", "over"};

/* A captured pyramid's points for its taker; an unused one costs its
 * own-colour value. */
static const int own_points[TP_SIZES] = {1, 2, 3};
static const int other_points[TP_SIZES] = {2, 4, 6};

static const tp_state *cst(const void *state)
{
	return (const tp_state *)state;
}

static int piece_colour(uint8_t piece)
{
	return piece >> 2;
}

static int piece_size(uint8_t piece)
{
	return piece & 3;
}

static int hand_count(const tp_state *s, int colour)
{
	const uint8_t *supply = s->supply[colour];
	return supply[0] + supply[1] + supply[2];
}

/* ---- accessors ------------------------------------------------------------ */

int tp_players(const tp_state *state)
{
	return state->players;
}

bool tp_has_dummy(const tp_state *state)
{
	return state->players == 2;
}

tp_phase tp_get_phase(const tp_state *state)
{
	return (tp_phase)state->phase;
}

int tp_turn(const tp_state *state)
{
	if (state->phase == TP_PHASE_ROLL || state->phase == TP_PHASE_PLACE)
		return state->turn;
	return -1;
}

int tp_first_player(const tp_state *state)
{
	return state->first_player == 255 ? -1 : state->first_player;
}

tp_face tp_die_face(const tp_state *state)
{
	return (tp_face)state->face;
}

int tp_face_sizes(tp_face face)
{
	return (unsigned)face < TP_FACES ? face_sizes[face] : 0;
}

bool tp_face_is_double(tp_face face)
{
	return face >= TP_FACE_SM && face < TP_FACES;
}

int tp_pole_height(const tp_state *state)
{
	return state->pole_height;
}

int tp_pole_colour(const tp_state *state, int index)
{
	return piece_colour(state->pole[index]);
}

int tp_pole_size(const tp_state *state, int index)
{
	return piece_size(state->pole[index]);
}

int tp_supply(const tp_state *state, int colour, int size)
{
	return state->supply[colour][size];
}

int tp_supply_total(const tp_state *state, int colour)
{
	return hand_count(state, colour);
}

int tp_area_count(const tp_state *state, int taker, int colour, int size)
{
	return (state->area[taker][colour] >> (2 * size)) & 3;
}

int tp_score(const tp_state *state, int seat)
{
	int score = 0;
	for (int colour = 0; colour < TP_COLOURS; colour++) {
		const int *points = colour == seat ? own_points : other_points;
		for (int size = 0; size < TP_SIZES; size++)
			score += points[size] * tp_area_count(state, seat, colour, size);
	}
	for (int size = 0; size < TP_SIZES; size++)
		score -= own_points[size] * state->supply[seat][size];
	return score;
}

int tp_seat_colour(int seat)
{
	return seat;
}

const char *tp_colour_name(int colour)
{
	return (unsigned)colour < TP_COLOURS ? colour_names[colour] : "?";
}

const char *tp_size_name(int size)
{
	return (unsigned)size < TP_SIZES ? _(size_names[size]) : "?";
}

int tp_move_own_size(pg_move move)
{
	if (move >= TP_MOVE_PLACE && move < TP_MOVE_DUMMY)
		return move - TP_MOVE_PLACE;
	if (move >= TP_MOVE_PAIR && move < TP_MOVE_PAIR_DUMMY_FIRST)
		return (move - TP_MOVE_PAIR) / 3;
	if (move >= TP_MOVE_PAIR_DUMMY_FIRST && move < TP_MOVE_PASS)
		return (move - TP_MOVE_PAIR_DUMMY_FIRST) % 3;
	return -1;
}

int tp_move_dummy_size(pg_move move)
{
	if (move >= TP_MOVE_DUMMY && move < TP_MOVE_PAIR)
		return move - TP_MOVE_DUMMY;
	if (move >= TP_MOVE_PAIR && move < TP_MOVE_PAIR_DUMMY_FIRST)
		return (move - TP_MOVE_PAIR) % 3;
	if (move >= TP_MOVE_PAIR_DUMMY_FIRST && move < TP_MOVE_PASS)
		return (move - TP_MOVE_PAIR_DUMMY_FIRST) / 3;
	return -1;
}

bool tp_move_dummy_below(pg_move move)
{
	return move >= TP_MOVE_PAIR_DUMMY_FIRST && move < TP_MOVE_PASS;
}

/* ---- the table's functions ----------------------------------------------- */

static void tp_init(void *state, const pg_options *options)
{
	tp_state *s = state;
	memset(s, 0, sizeof *s);
	s->players = (uint8_t)options->players;
	s->phase = TP_PHASE_FIRST_PLAYER;
	s->face = TP_FACE_NONE;
	s->first_player = 255;
	for (int colour = 0; colour < s->players; colour++)
		memset(s->supply[colour], TP_PER_SIZE, TP_SIZES);
	if (tp_has_dummy(s))
		memset(s->supply[TP_GREY], TP_PER_SIZE, TP_SIZES);
}

static int tp_num_seats(const void *state)
{
	return cst(state)->players;
}

static int tp_current_player(const void *state)
{
	const tp_state *s = cst(state);
	if (s->phase == TP_PHASE_PLACE)
		return s->turn;
	if (s->phase == TP_PHASE_OVER)
		return PG_TERMINAL;
	return PG_CHANCE;
}

/* The moves for the player to move given the face: a matching pyramid is
 * compulsory; in a two-player game a double puts one pyramid of each size
 * down (own and dummy, in either order) when the supplies allow, and the
 * dummy stands in when the player's own pyramids cannot match. Fills
 * out[4], not yet sorted. */
static int placing_moves(const tp_state *s, pg_move *out)
{
	int mask = face_sizes[s->face];
	const uint8_t *own = s->supply[s->turn];
	const uint8_t *dummy = s->supply[TP_GREY];
	bool two = tp_has_dummy(s);
	int n = 0;
	if (two && tp_face_is_double((tp_face)s->face)) {
		for (int size = 0; size < TP_SIZES; size++) {
			int other = mask & ~(1 << size);
			if (!(mask & (1 << size)) || !own[size])
				continue;
			int dummy_size = other == 1 ? 0 : other == 2 ? 1 : 2;
			if (dummy[dummy_size]) {
				out[n++] = tp_move_pair(size, dummy_size, false);
				out[n++] = tp_move_pair(size, dummy_size, true);
			}
		}
		if (n)
			return n;
	}
	for (int size = 0; size < TP_SIZES; size++)
		if ((mask & (1 << size)) && own[size])
			out[n++] = tp_move_place(size);
	if (n || !two)
		return n;
	for (int size = 0; size < TP_SIZES; size++)
		if ((mask & (1 << size)) && dummy[size])
			out[n++] = tp_move_dummy(size);
	return n;
}

static int tp_legal_moves(const void *state, pg_move *out, int cap)
{
	const tp_state *s = cst(state);
	if (s->phase != TP_PHASE_PLACE)
		return 0;
	pg_move moves[4];
	int n = placing_moves(s, moves);
	if (n == 0) {
		moves[n++] = TP_MOVE_PASS;
		if (s->pole_height > 0)
			moves[n++] = TP_MOVE_COUP;
	}
	for (int i = 1; i < n; i++) /* at most four: insertion sort */
		for (int j = i; j > 0 && moves[j - 1] > moves[j]; j--) {
			pg_move swap = moves[j];
			moves[j] = moves[j - 1];
			moves[j - 1] = swap;
		}
	if (n > cap)
		n = cap;
	memcpy(out, moves, sizeof *out * (size_t)n);
	return n;
}

static int tp_chance_outcomes(const void *state, pg_chance_outcome *out, int cap)
{
	const tp_state *s = cst(state);
	int n = 0;
	if (s->phase == TP_PHASE_FIRST_PLAYER) {
		for (int seat = 0; seat < s->players && n < cap; seat++)
			out[n++] = (pg_chance_outcome){TP_MOVE_FIRST + seat, 1.0 / s->players};
	} else if (s->phase == TP_PHASE_ROLL) {
		for (int face = 0; face < TP_FACES && n < cap; face++)
			out[n++] = (pg_chance_outcome){TP_MOVE_ROLL + face, 1.0 / TP_FACES};
	}
	return n;
}

void tp_step_from_supply(tp_state *s, int colour, int size)
{
	if (colour >= 0 && colour < TP_COLOURS && size >= 0 && size < TP_SIZES &&
	    s->supply[colour][size])
		s->supply[colour][size]--;
}

void tp_step_onto_pole(tp_state *s, int colour, int size, int index)
{
	if (index < 0 || index >= TP_MAX_POLE)
		return;
	s->pole[index] = (uint8_t)(colour * 4 + size);
	s->pole_height = (uint8_t)(index + 1);
}

void tp_step_off_pole(tp_state *s, int index)
{
	if (index >= 0 && index < s->pole_height)
		s->pole_height = (uint8_t)index;
}

void tp_step_into_area(tp_state *s, int taker, int colour, int size)
{
	if (taker < 0 || taker >= TP_COLOURS || colour < 0 || colour >= TP_COLOURS || size < 0 ||
	    size >= TP_SIZES)
		return;
	s->area[taker][colour] = (uint8_t)(s->area[taker][colour] + (1 << (2 * size)));
}

static void place_piece(tp_state *s, int colour, int size, pg_event_list *events)
{
	s->supply[colour][size]--;
	s->pole[s->pole_height] = (uint8_t)(colour * 4 + size);
	pg_event_push(events, PG_EVENT_PIECE_PLACED, 0, s->turn, colour, size, s->pole_height,
	              0);
	s->pole_height++;
}

static void take_piece(tp_state *s, int taker, uint8_t piece)
{
	s->area[taker][piece_colour(piece)] += (uint8_t)(1 << (2 * piece_size(piece)));
}

static void count_coup(tp_state *s, pg_event_list *events)
{
	uint8_t top = s->pole[--s->pole_height];
	s->pole[s->pole_height] = 0;
	take_piece(s, s->turn, top);
	pg_event_push(events, PG_EVENT_SPECIAL, TP_DETAIL_COUP, s->turn, piece_colour(top),
	              piece_size(top), s->pole_height, 0);
}

static int winner_count(const tp_state *s, int *sole_winner)
{
	int best = -1000, count = 0;
	for (int seat = 0; seat < s->players; seat++) {
		int score = tp_score(s, seat);
		if (score > best) {
			best = score;
			count = 1;
			*sole_winner = seat;
		} else if (score == best) {
			count++;
		}
	}
	if (count > 1)
		*sole_winner = -1;
	return count;
}

/* Takes the pole apart from the top: the owner of the top pyramid takes it
 * and one (medium) or two (large) below it, or what is left of the pole. */
static void capture_pole(tp_state *s, pg_event_list *events)
{
	pg_event_push(events, PG_EVENT_PHASE_CHANGED, TP_PHASE_CAPTURE, -1, 0, 0, 0, 0);
	for (int step = 0; s->pole_height > 0; step++) {
		uint8_t top = s->pole[s->pole_height - 1];
		int taker = piece_colour(top);
		int take = piece_size(top) + 1;
		for (int i = 0; i < take && s->pole_height > 0; i++) {
			uint8_t piece = s->pole[--s->pole_height];
			s->pole[s->pole_height] = 0;
			take_piece(s, taker, piece);
			pg_event_push(events, PG_EVENT_PIECE_TAKEN, TP_DETAIL_CAPTURE,
			              taker == TP_GREY ? -1 : taker, piece_colour(piece),
			              piece_size(piece), s->pole_height, step);
		}
	}
	s->phase = TP_PHASE_OVER;
	int sole = -1;
	int winners = winner_count(s, &sole);
	pg_event_push(events, PG_EVENT_GAME_OVER, 0, sole, winners, 0, 0, 0);
}

/* Placing goes on while at least two players (the dummy is no player)
 * still hold pyramids; the next seat to the left that holds any rolls. */
static void end_turn(tp_state *s, pg_event_list *events)
{
	int holders = 0;
	for (int seat = 0; seat < s->players; seat++)
		holders += hand_count(s, seat) > 0;
	if (holders <= 1) {
		capture_pole(s, events);
		return;
	}
	int seat = s->turn;
	do
		seat = (seat + 1) % s->players;
	while (hand_count(s, seat) == 0);
	s->turn = (uint8_t)seat;
	s->phase = TP_PHASE_ROLL;
	pg_event_push(events, PG_EVENT_TURN_BEGAN, 0, seat, 0, 0, 0, 0);
}

static void tp_apply_move(void *state, pg_move move, pg_event_list *events)
{
	tp_state *s = state;
	if (move >= TP_MOVE_ROLL) {
		s->face = (uint8_t)(move - TP_MOVE_ROLL);
		s->phase = TP_PHASE_PLACE;
		pg_event_push(events, PG_EVENT_DICE_ROLLED, s->face, s->turn, s->face,
		              face_sizes[s->face], 0, 0);
		return;
	}
	if (move >= TP_MOVE_FIRST) {
		s->first_player = (uint8_t)(move - TP_MOVE_FIRST);
		s->turn = s->first_player;
		s->phase = TP_PHASE_ROLL;
		pg_event_push(events, PG_EVENT_DICE_ROLLED, TP_DETAIL_FIRST_DRAW, -1, s->turn,
		              0, 0, 0);
		pg_event_push(events, PG_EVENT_PHASE_CHANGED, TP_PHASE_ROLL, -1, 0, 0, 0, 0);
		pg_event_push(events, PG_EVENT_TURN_BEGAN, 0, s->turn, 0, 0, 0, 0);
		return;
	}
	if (move == TP_MOVE_PASS) {
		pg_event_push(events, PG_EVENT_PASS, 0, s->turn, 0, 0, 0, 0);
	} else if (move == TP_MOVE_COUP) {
		count_coup(s, events);
	} else {
		int own = tp_move_own_size(move), dummy = tp_move_dummy_size(move);
		bool dummy_below = tp_move_dummy_below(move);
		if (dummy_below)
			place_piece(s, TP_GREY, dummy, events);
		if (own >= 0)
			place_piece(s, s->turn, own, events);
		if (dummy >= 0 && !dummy_below)
			place_piece(s, TP_GREY, dummy, events);
	}
	end_turn(s, events);
}

static void tp_returns(const void *state, double *out)
{
	const tp_state *s = cst(state);
	int sole = -1;
	int winners = winner_count(s, &sole);
	int best = tp_score(s, 0);
	for (int seat = 1; seat < s->players; seat++)
		if (tp_score(s, seat) > best)
			best = tp_score(s, seat);
	for (int seat = 0; seat < s->players; seat++)
		out[seat] = tp_score(s, seat) == best ? 1.0 / winners : 0.0;
}

static void tp_scores(const void *state, int *out)
{
	const tp_state *s = cst(state);
	for (int seat = 0; seat < s->players; seat++)
		out[seat] = tp_score(s, seat);
}

static void tp_score_breakdown(const void *state, int seat, pg_breakdown *out)
{
	const tp_state *s = cst(state);
	memset(out, 0, sizeof *out);
	for (int size = TP_LARGE; size >= TP_SMALL; size--) {
		int count = tp_area_count(s, seat, seat, size);
		if (count)
			pg_breakdown_add(out, count * own_points[size],
			                 _("Own-colour %s pyramids (%d x %d)"), _(size_names[size]),
			                 count, own_points[size]);
	}
	for (int size = TP_LARGE; size >= TP_SMALL; size--) {
		int count = 0;
		for (int colour = 0; colour < TP_COLOURS; colour++)
			if (colour != seat)
				count += tp_area_count(s, seat, colour, size);
		if (count)
			pg_breakdown_add(out, count * other_points[size],
			                 _("Other-colour %s pyramids (%d x %d)"), _(size_names[size]),
			                 count, other_points[size]);
	}
	for (int size = TP_LARGE; size >= TP_SMALL; size--) {
		int count = s->supply[seat][size];
		if (count)
			pg_breakdown_add(out, -count * own_points[size],
			                 _("Unused %s pyramids (%d x -%d)"), _(size_names[size]),
			                 count, own_points[size]);
	}
}

/* ---- notation ------------------------------------------------------------- */

static int tp_move_to_text(const void *state, pg_move move, char *buf, size_t size)
{
	(void)state;
	if (move >= TP_MOVE_ROLL && move < TP_MOVE_ROLL + TP_FACES)
		return snprintf(buf, size, "roll:%s", face_texts[move - TP_MOVE_ROLL]);
	if (move >= TP_MOVE_FIRST && move < TP_MOVE_FIRST + TP_MAX_PLAYERS)
		return snprintf(buf, size, "first:%d", move - TP_MOVE_FIRST);
	if (move == TP_MOVE_PASS)
		return snprintf(buf, size, "pass");
	if (move == TP_MOVE_COUP)
		return snprintf(buf, size, "coup");
	int own = tp_move_own_size(move), dummy = tp_move_dummy_size(move);
	if (own >= 0 && dummy >= 0 && tp_move_dummy_below(move))
		return snprintf(buf, size, "d%c+%c", size_letters[dummy], size_letters[own]);
	if (own >= 0 && dummy >= 0)
		return snprintf(buf, size, "%c+d%c", size_letters[own], size_letters[dummy]);
	if (own >= 0)
		return snprintf(buf, size, "%c", size_letters[own]);
	if (dummy >= 0)
		return snprintf(buf, size, "d%c", size_letters[dummy]);
	return snprintf(buf, size, "?");
}

static int size_from_letter(char letter)
{
	switch (toupper((unsigned char)letter)) {
	case 'S':
		return TP_SMALL;
	case 'M':
		return TP_MEDIUM;
	case 'L':
		return TP_LARGE;
	default:
		return -1;
	}
}

static bool prefix(const char *text, const char *word, const char **rest)
{
	size_t length = strlen(word);
	if (strncasecmp(text, word, length) != 0)
		return false;
	*rest = text + length;
	return true;
}

static bool parse_roll(const char *text, pg_move *out)
{
	int mask = 0;
	size_t length = strlen(text);
	if (length < 1 || length > 2)
		return false;
	for (size_t i = 0; i < length; i++) {
		int size = size_from_letter(text[i]);
		if (size < 0 || (mask & (1 << size)))
			return false;
		mask |= 1 << size;
	}
	for (int face = 0; face < TP_FACES; face++) {
		if (face_sizes[face] == mask) {
			*out = TP_MOVE_ROLL + face;
			return true;
		}
	}
	return false;
}

static bool parse_first(const tp_state *s, const char *text, pg_move *out)
{
	int seat = -1;
	if (isdigit((unsigned char)text[0]) && text[1] == '\0')
		seat = text[0] - '0';
	for (int colour = 0; colour < TP_MAX_PLAYERS; colour++)
		if (strcasecmp(text, colour_names[colour]) == 0)
			seat = colour;
	if (seat < 0 || seat >= s->players)
		return false;
	*out = TP_MOVE_FIRST + seat;
	return true;
}

/* "S" (own) or "dS" (dummy); the size, or -1. */
static int parse_one(const char *text, size_t length, bool *is_dummy)
{
	*is_dummy = length == 2 && tolower((unsigned char)text[0]) == 'd';
	if (length == 1 || *is_dummy)
		return size_from_letter(text[length - 1]);
	return -1;
}

/* "S", "dS", or a pair "S+dM" / "dM+S" (bottom to top). */
static bool parse_placing(const char *text, pg_move *out)
{
	const char *plus = strchr(text, '+');
	bool dummy_a = false, dummy_b = false;
	if (!plus) {
		int size = parse_one(text, strlen(text), &dummy_a);
		if (size < 0)
			return false;
		*out = dummy_a ? tp_move_dummy(size) : tp_move_place(size);
		return true;
	}
	int a = parse_one(text, (size_t)(plus - text), &dummy_a);
	int b = parse_one(plus + 1, strlen(plus + 1), &dummy_b);
	if (a < 0 || b < 0 || a == b || dummy_a == dummy_b)
		return false;
	*out = dummy_a ? tp_move_pair(b, a, true) : tp_move_pair(a, b, false);
	return true;
}

static bool tp_move_from_text(const void *state, const char *text, pg_move *out)
{
	const tp_state *s = cst(state);
	const char *rest = NULL;
	if (strcasecmp(text, "pass") == 0) {
		*out = TP_MOVE_PASS;
		return true;
	}
	if (strcasecmp(text, "coup") == 0) {
		*out = TP_MOVE_COUP;
		return true;
	}
	if (prefix(text, "roll:", &rest))
		return parse_roll(rest, out);
	if (prefix(text, "first:", &rest))
		return parse_first(s, rest, out);
	return parse_placing(text, out);
}

/* ---- sentences and text form ---------------------------------------------- */

static const char *face_phrase(int face)
{
	static const char *const phrases[TP_FACES] = {
	    N_("small"),           N_("medium"),          N_("large"),
	    N_("small or medium"), N_("medium or large"), N_("small or large"),
	};
	return _(phrases[face]);
}

static int describe_action(const void *state, pg_move move, char *buf, size_t size)
{
	const tp_state *s = cst(state);
	const char *who = _(colour_titles[s->turn < TP_MAX_PLAYERS ? s->turn : 0]);
	if (move >= TP_MOVE_ROLL && move < TP_MOVE_ROLL + TP_FACES)
		return snprintf(buf, size, _("The die shows %s."),
		                face_phrase(move - TP_MOVE_ROLL));
	if (move >= TP_MOVE_FIRST && move < TP_MOVE_FIRST + TP_MAX_PLAYERS) {
		const char *first = _(colour_titles[move - TP_MOVE_FIRST]);
		return snprintf(buf, size,
		                _("%s's small pyramid comes out of the bag: %s starts."), first,
		                first);
	}
	if (move == TP_MOVE_PASS)
		return snprintf(buf, size, _("%s passes."), who);
	if (move == TP_MOVE_COUP) {
		uint8_t top = s->pole_height ? s->pole[s->pole_height - 1] : 0;
		return snprintf(buf, size,
		                /* TRANSLATORS: who, then the pyramid's size and colour. */
		                _("%s counts coup and takes the top pyramid (a %s %s)."), who,
		                _(size_names[piece_size(top)]), _(colour_names[piece_colour(top)]));
	}
	int own = tp_move_own_size(move), dummy = tp_move_dummy_size(move);
	if (own >= 0 && dummy >= 0 && tp_move_dummy_below(move))
		return snprintf(
		    buf, size,
		    _("%s places a %s grey pyramid for the dummy on the totem pole and "
		      "a %s pyramid of its own on top of it."),
		    who, _(size_names[dummy]), _(size_names[own]));
	if (own >= 0 && dummy >= 0)
		return snprintf(buf, size,
		                _("%s places a %s pyramid on the totem pole and a %s grey one "
		                  "for the dummy on top of it."),
		                who, _(size_names[own]), _(size_names[dummy]));
	if (own >= 0)
		return snprintf(buf, size, _("%s places a %s pyramid on the totem pole."), who,
		                _(size_names[own]));
	if (dummy >= 0)
		return snprintf(buf, size,
		                _("%s places a %s grey pyramid on the totem pole for the dummy."),
		                who, _(size_names[dummy]));
	return snprintf(buf, size, _("%s does something unknown."), who);
}

/* The move that ends placing also takes the pole apart (rule 9): the log
 * says so, and who took how many pyramids, in the order they took them. */
static int describe_capture(const tp_state *before, pg_move move, char *buf, size_t size)
{
	tp_state after = *before;
	pg_event_list events;
	events.count = 0;
	tp_apply_move(&after, move, &events);
	int order[TP_COLOURS], taken[TP_COLOURS] = {0}, takers = 0;
	for (int i = 0; i < events.count; i++) {
		const pg_event *e = &events.items[i];
		if (e->kind != PG_EVENT_PIECE_TAKEN || e->detail != TP_DETAIL_CAPTURE)
			continue;
		int who = e->seat < 0 ? TP_GREY : tp_seat_colour(e->seat);
		if (taken[who]++ == 0)
			order[takers++] = who;
	}
	if (takers == 0 || size == 0)
		return 0;
	int used =
	    snprintf(buf, size, " %s", _("Placing is over and the pole comes apart from the top:"));
	for (int i = 0; i < takers && used > 0 && (size_t)used < size; i++) {
		int c = order[i];
		const char *name = c == TP_GREY ? _("the dummy") : _(colour_titles[c]);
		/* TRANSLATORS: the list of who took how many: "Red takes 3, Blue
		 * takes 2 and the dummy takes 1". */
		used += snprintf(buf + used, size - (size_t)used, "%s %s",
		                 i == 0 ? "" : (i == takers - 1 ? _(" and") : _(",")), name);
		if (used > 0 && (size_t)used < size)
			used += snprintf(buf + used, size - (size_t)used, _(" takes %d"), taken[c]);
	}
	if (used > 0 && (size_t)used < size)
		used += snprintf(buf + used, size - (size_t)used, ".");
	return used;
}

static int tp_describe_move(const void *state, pg_move move, char *buf, size_t size)
{
	int used = describe_action(state, move, buf, size);
	if (used < 0 || (size_t)used >= size)
		return used;
	if (tp_move_own_size(move) < 0 && tp_move_dummy_size(move) < 0)
		return used;
	return used + describe_capture(cst(state), move, buf + used, size - (size_t)used);
}

static size_t append(char *buf, size_t size, size_t used, const char *fmt, const char *a,
                     const char *b)
{
	if (used >= size)
		return used;
	int n = snprintf(buf + used, size - used, fmt, a, b);
	return n > 0 ? used + (size_t)n : used;
}

static size_t append_int(char *buf, size_t size, size_t used, const char *fmt, int value)
{
	if (used >= size)
		return used;
	int n = snprintf(buf + used, size - used, fmt, value);
	return n > 0 ? used + (size_t)n : used;
}

static size_t append_colour_line(const tp_state *s, int colour, char *buf, size_t size,
                                 size_t used)
{
	char counts[32];
	snprintf(counts, sizeof counts, "S%d M%d L%d", s->supply[colour][0],
	         s->supply[colour][1], s->supply[colour][2]);
	used = append(buf, size, used, "%s: hand %s; area", colour_names[colour], counts);
	int taken = 0;
	for (int c = 0; c < TP_COLOURS; c++) {
		for (int z = 0; z < TP_SIZES; z++) {
			int count = tp_area_count(s, colour, c, z);
			if (!count)
				continue;
			char item[24];
			snprintf(item, sizeof item, "%c%d", size_letters[z], count);
			used = append(buf, size, used, " %s-%s", colour_names[c], item);
			taken++;
		}
	}
	if (!taken)
		used = append(buf, size, used, "%s%s", " empty", "");
	if (colour != TP_GREY)
		used = append_int(buf, size, used, "; score %d", tp_score(s, colour));
	return append(buf, size, used, "%s%s", "\n", "");
}

static int tp_state_to_text(const void *state, char *buf, size_t size)
{
	const tp_state *s = cst(state);
	size_t used = 0;
	if (size)
		buf[0] = '\0';
	used = append_int(buf, size, used, "players %d, ", s->players);
	used = append(buf, size, used, "phase %s, die %s", phase_names[s->phase],
	              s->face < TP_FACES ? face_texts[s->face] : "-");
	if (tp_turn(s) >= 0)
		used = append(buf, size, used, ", %s to %s", colour_names[s->turn],
		              s->phase == TP_PHASE_ROLL ? "roll" : "place");
	used = append(buf, size, used, "%s%s", "\npole (bottom to top):", "");
	for (int i = 0; i < s->pole_height; i++)
		used = append(buf, size, used, " %s-%s", colour_names[piece_colour(s->pole[i])],
		              face_texts[piece_size(s->pole[i])]);
	used = append(buf, size, used, "%s%s", "\n", "");
	for (int colour = 0; colour < s->players; colour++)
		used = append_colour_line(s, colour, buf, size, used);
	if (tp_has_dummy(s))
		used = append_colour_line(s, TP_GREY, buf, size, used);
	return (int)used;
}

/* ---- invariants ------------------------------------------------------------ */

static bool fail(char *why, size_t size, const char *message, int value)
{
	snprintf(why, size, message, value);
	return false;
}

/* Every pyramid of a colour in play is in its supply, on the pole or in
 * one scoring area; colours not in play have none anywhere. */
static bool check_colour(const tp_state *s, int colour, char *why, size_t size)
{
	bool in_play = colour < s->players || (colour == TP_GREY && tp_has_dummy(s));
	for (int z = 0; z < TP_SIZES; z++) {
		int count = s->supply[colour][z];
		for (int i = 0; i < s->pole_height; i++)
			count += s->pole[i] == colour * 4 + z;
		for (int taker = 0; taker < TP_COLOURS; taker++)
			count += tp_area_count(s, taker, colour, z);
		if (count != (in_play ? TP_PER_SIZE : 0))
			return fail(why, size, "colour %d does not hold its nine pyramids",
			            colour);
	}
	return true;
}

static bool tp_check_invariants(const void *state, char *why, size_t size)
{
	const tp_state *s = cst(state);
	if (s->players < TP_MIN_PLAYERS || s->players > TP_MAX_PLAYERS)
		return fail(why, size, "%d players", s->players);
	if (s->pole_height > TP_MAX_POLE)
		return fail(why, size, "pole of %d pyramids", s->pole_height);
	if (s->phase == TP_PHASE_OVER && s->pole_height)
		return fail(why, size, "the game ended with %d pyramids on the pole",
		            s->pole_height);
	if ((s->phase == TP_PHASE_ROLL || s->phase == TP_PHASE_PLACE) &&
	    (s->turn >= s->players || hand_count(s, s->turn) == 0))
		return fail(why, size, "seat %d is to move without pyramids", s->turn);
	for (int colour = 0; colour < TP_COLOURS; colour++)
		if (!check_colour(s, colour, why, size))
			return false;
	return true;
}

/* ---- the table ------------------------------------------------------------- */

extern const pg_game_ai totem_pole_ai;

/* The seat to move rolls the pyramid die; the draw for the first player
 * is no one's. */
static int tp_chance_seat(const void *state)
{
	const tp_state *s = state;
	return tp_get_phase(s) == TP_PHASE_ROLL ? tp_turn(s) : -1;
}

const pg_game totem_pole_game = {
    .id = "totem-pole",
    .name = "Totem Pole",
    .tagline = N_("Roll the pyramid die, stack the pole, count coup."),
    .min_players = TP_MIN_PLAYERS,
    .max_players = TP_MAX_PLAYERS,
    .default_players = 3,
    .state_size = sizeof(tp_state),
    .option_specs = NULL,
    .option_count = 0,
    .init = tp_init,
    .num_seats = tp_num_seats,
    .current_player = tp_current_player,
    .legal_moves = tp_legal_moves,
    .chance_outcomes = tp_chance_outcomes,
    .apply_move = tp_apply_move,
    .returns = tp_returns,
    .scores = tp_scores,
    .score_breakdown = tp_score_breakdown,
    .move_to_text = tp_move_to_text,
    .move_from_text = tp_move_from_text,
    .describe_move = tp_describe_move,
    .state_to_text = tp_state_to_text,
    .determinize = NULL,
    .chance_seat = tp_chance_seat,
    .ai = &totem_pole_ai,
    .check_invariants = tp_check_invariants,
};
