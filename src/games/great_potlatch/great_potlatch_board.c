/*
 * great_potlatch_board.c: a person's drag at The Great Potlatch table as
 * a move, and the sentence that says why not (see great_potlatch_board.h).
 * Every answer is checked against the legal moves the app gives, so the
 * mapping can never let through what the rules refuse.
 */
#include "great_potlatch/great_potlatch_board.h"

#include <stdio.h>

#include "pg_i18n.h"

static int phase_of(const gp_board_ask *ask)
{
	return gp_get_phase(ask->state);
}

static int role_of(const gp_board_ask *ask)
{
	return ask->seat >= 0 ? ask->state->role[ask->seat] : GP_NO_ROLE;
}

/* The one zone each piece goes to now, for a click or Enter with no
 * target; PG_BOARD_NONE (-1) when it has none of its own. */
static int natural_zone(const gp_board_ask *ask, int piece)
{
	int phase = phase_of(ask), role = role_of(ask);
	if (piece < GP_PIECE_CARD)
		return GP_ZONE_ROLE;
	if (piece < GP_PIECE_TOTEM) {
		int card = piece - GP_PIECE_CARD;
		if (phase == GP_PHASE_POTLATCH)
			return GP_ZONE_GIFT;
		if (phase == GP_PHASE_SUNRISE)
			return GP_ZONE_DISCARD;
		if (phase == GP_PHASE_DAY_ACTION && role == GP_ELDER)
			return gp_zone_space(gp_card_family(card), gp_card_icon(card));
		return -1;
	}
	if (phase == GP_PHASE_DAY_ACTION && role == GP_CARVER)
		return GP_ZONE_POLES;
	return -1;
}

static int add_if_legal(const gp_board_ask *ask, pg_move move, pg_move *out, int n, int cap)
{
	if (n < cap && pg_moves_contain(ask->legal, ask->legal_count, move))
		out[n++] = move;
	return n;
}

int gp_board_moves(const gp_board_ask *ask, int piece, int zone, pg_move *out, int cap)
{
	if (ask->seat < 0 || piece < 0 || piece >= GP_PIECE_END)
		return 0;
	if (zone < 0)
		zone = natural_zone(ask, piece);
	if (piece < GP_PIECE_CARD)
		return zone == GP_ZONE_ROLE ? add_if_legal(ask, GP_MOVE_ROLE + piece, out, 0, cap) : 0;
	if (piece < GP_PIECE_TOTEM) {
		int card = piece - GP_PIECE_CARD;
		if (zone == gp_zone_space(gp_card_family(card), gp_card_icon(card)))
			return add_if_legal(ask, GP_MOVE_GIFT + card, out, 0, cap);
		if (zone == GP_ZONE_GIFT)
			return add_if_legal(ask, GP_MOVE_GIVE + card, out, 0, cap);
		if (zone == GP_ZONE_DISCARD)
			return add_if_legal(ask, GP_MOVE_DISCARD + card, out, 0, cap);
		return 0;
	}
	if (zone == GP_ZONE_POLES)
		return add_if_legal(ask, GP_MOVE_CARVE + (piece - GP_PIECE_TOTEM), out, 0, cap);
	return 0;
}

/* ---- the Ritual, built in steps ------------------------------------------ */

static int ritual_totem(pg_move move)
{
	int totem, cards[3];
	return gp_ritual_cards(move, &totem, cards) ? totem : -1;
}

static int common_cards(pg_move a, pg_move b)
{
	int ta, tb, ca[3], cb[3], n = 0;
	if (!gp_ritual_cards(a, &ta, ca) || !gp_ritual_cards(b, &tb, cb))
		return 0;
	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 3; j++)
			n += ca[i] == cb[j];
	return n;
}

static bool ritual_uses(pg_move move, int card)
{
	int totem, cards[3];
	if (!gp_ritual_cards(move, &totem, cards))
		return false;
	return cards[0] == card || cards[1] == card || cards[2] == card;
}

bool gp_board_stage(const gp_board_ask *ask, int piece, int zone, pg_move *staged)
{
	if (ask->seat < 0 || zone != GP_ZONE_RITUAL || phase_of(ask) != GP_PHASE_DAY_ACTION ||
	    role_of(ask) != GP_SHAMAN)
		return false;
	if (piece >= GP_PIECE_TOTEM && piece < GP_PIECE_END) {
		/* The legal moves are sorted: the first Ritual of this card is
		 * the one with the lowest cards, the game's pick. */
		int totem = piece - GP_PIECE_TOTEM;
		for (int i = 0; i < ask->legal_count; i++)
			if (ask->legal[i] >= GP_MOVE_RITUAL && ritual_totem(ask->legal[i]) == totem) {
				*staged = ask->legal[i];
				return true;
			}
		return false;
	}
	if (piece < GP_PIECE_CARD || piece >= GP_PIECE_TOTEM || ask->staged == PG_NO_MOVE)
		return false;
	int card = piece - GP_PIECE_CARD, totem = ritual_totem(ask->staged);
	pg_move best = PG_NO_MOVE;
	int best_common = -1;
	for (int i = 0; i < ask->legal_count; i++) {
		pg_move m = ask->legal[i];
		if (m < GP_MOVE_RITUAL || ritual_totem(m) != totem || !ritual_uses(m, card))
			continue;
		int common = common_cards(m, ask->staged);
		if (common > best_common) {
			best_common = common;
			best = m;
		}
	}
	if (best == PG_NO_MOVE)
		return false;
	*staged = best;
	return true;
}

bool gp_board_staged_legal(const gp_board_ask *ask)
{
	return ask->staged != PG_NO_MOVE &&
	       pg_moves_contain(ask->legal, ask->legal_count, ask->staged);
}

/* ---- refusals --------------------------------------------------------------- */

/* A valuable as the thing given in "You are giving %s today": the rule
 * book names the valuables as proper names (Blankets, Eulachon oil, a
 * Bentwood box, a Canoe), with an article where English needs one. */
static const char *const valuable_given[GP_VALUABLES] = {
	[GP_BLANKET] = N_("Blankets"),
	[GP_OIL] = N_("Eulachon oil"),
	[GP_BOX] = N_("a Bentwood box"),
	[GP_CANOE] = N_("a Canoe"),
};

static void card_name(int card, char *buf, size_t size)
{
	snprintf(buf, size, _("%s %s %s"), gp_family_name(gp_card_family(card)),
		 gp_icon_name(gp_card_icon(card)), gp_valuable_name(gp_card_valuable(card)));
}

static void refuse_role(const gp_board_ask *ask, int role, int zone, char *buf, size_t size)
{
	if (phase_of(ask) != GP_PHASE_GATHERING)
		snprintf(buf, size, "%s", _("Roles are taken in the Gathering, at the start of each day."));
	else if (!ask->state->role_left[role])
		snprintf(buf, size, _("Both %s markers are taken today."), gp_role_name(role));
	else if (zone != GP_ZONE_ROLE)
		snprintf(buf, size, "%s", _("Drag the role marker to your own role spot."));
	else
		snprintf(buf, size, _("You cannot take the %s now."), gp_role_name(role));
}

static void refuse_elder(const gp_board_ask *ask, int card, int zone, char *buf, size_t size)
{
	int family = gp_card_family(card), icon = gp_card_icon(card);
	char name[64];
	card_name(card, name, sizeof name);
	const gp_state *s = ask->state;
	if (!s->markers[ask->seat])
		snprintf(buf, size, "%s",
			 _("You have no Potlatch markers left: a Carver's Totem Pole brings them back."));
	else if (s->space[family][icon][GP_SPACES - 1])
		snprintf(buf, size, _("Both %s spaces of the %s Ancestor are taken."),
			 gp_icon_name(icon), gp_family_name(family));
	else if (zone >= GP_ZONE_SPACE && zone < GP_ZONE_SPACE + GP_FAMILIES * GP_ICONS)
		snprintf(buf, size, _("The %s card goes on the %s Ancestor's %s space."), name,
			 gp_family_name(family), gp_icon_name(icon));
	else
		snprintf(buf, size, "%s",
			 _("As Elder, drag a Potlatch card onto its Ancestor's space of its icon."));
}

static void refuse_card(const gp_board_ask *ask, int card, int zone, char *buf, size_t size)
{
	int phase = phase_of(ask), role = role_of(ask);
	const gp_state *s = ask->state;
	if (phase == GP_PHASE_GATHERING) {
		snprintf(buf, size, "%s", _("First take a role: drag a role marker to your role spot."));
	} else if (phase == GP_PHASE_POTLATCH) {
		int valuable = gp_gift_valuable(s, ask->seat);
		if (valuable >= 0 && gp_card_valuable(card) != valuable)
			/* TRANSLATORS: %s is a valuable as given, with its article where
			 * it needs one: "Blankets", "a Bentwood box". */
			snprintf(buf, size, _("You are giving %s today: a gift is of one valuable."),
				 _(valuable_given[valuable]));
		else
			snprintf(buf, size, "%s", _("In the Potlatch, drag cards to your gift row."));
	} else if (phase == GP_PHASE_SUNRISE) {
		snprintf(buf, size, "%s", _("At Sunrise, drag the cards you let go onto the discard pile."));
	} else if (role == GP_ELDER) {
		refuse_elder(ask, card, zone, buf, size);
	} else if (role == GP_SHAMAN) {
		int totem = ritual_totem(ask->staged);
		if (totem < 0)
			snprintf(buf, size, "%s",
				 _("First drag a Totem Pole card to your ritual row; its cards follow."));
		else if (!gp_totem_needs(totem, gp_card_family(card)))
			snprintf(buf, size, _("The Totem Pole card has no %s crest."),
				 gp_family_name(gp_card_family(card)));
		else
			snprintf(buf, size, "%s", _("That card cannot join this Ritual."));
	} else if (role == GP_CARVER) {
		snprintf(buf, size, "%s",
			 _("As Carver you carve Totem Poles: drag a Totem Pole card to your poles."));
	} else {
		snprintf(buf, size, "%s", _("That card cannot be played now."));
	}
}

/* A Ritual takes a Potlatch card per crest, so a Totem Pole card of two
 * or three alike needs as many cards of that crest: say which crest is
 * short and by how much. */
static void refuse_ritual(const gp_board_ask *ask, int totem, char *buf, size_t size)
{
	uint64_t hand = ask->state->hand[ask->seat];
	for (int family = 0; family < GP_FAMILIES; family++) {
		int need = gp_totem_needs(totem, family), held = 0;
		for (int card = 0; card < GP_POTLATCH_CARDS; card++)
			if ((hand & (1ull << card)) && gp_card_family(card) == family)
				held++;
		if (held < need) {
			snprintf(buf, size,
				 P_("A Ritual for this Totem Pole needs %d %s card: you hold %d.",
				    "A Ritual for this Totem Pole needs %d %s cards: you hold %d.",
				    need),
				 need, gp_family_name(family), held);
			return;
		}
	}
	snprintf(buf, size, "%s",
		 _("A Ritual needs a Potlatch card of each crest on the Totem Pole card."));
}

static void refuse_totem(const gp_board_ask *ask, int totem, int zone, char *buf, size_t size)
{
	int phase = phase_of(ask), role = role_of(ask);
	if (phase == GP_PHASE_GATHERING)
		snprintf(buf, size, "%s", _("First take a role: drag a role marker to your role spot."));
	else if (phase == GP_PHASE_POTLATCH)
		snprintf(buf, size, "%s", _("Only Potlatch cards are given in the Potlatch."));
	else if (phase == GP_PHASE_SUNRISE)
		snprintf(buf, size, "%s", _("Totem Pole cards are never discarded at Sunrise."));
	else if (role == GP_CARVER && zone != GP_ZONE_POLES && zone >= 0)
		snprintf(buf, size, "%s", _("As Carver, drag the Totem Pole card to your Totem Poles."));
	else if (role == GP_CARVER)
		snprintf(buf, size, "%s",
			 _("To carve it you need a marker of yours on the Ancestor of each crest "
			 "(two for two alike)."));
	else if (role == GP_SHAMAN && zone == GP_ZONE_RITUAL)
		refuse_ritual(ask, totem, buf, size);
	else if (role == GP_SHAMAN)
		snprintf(buf, size, "%s", _("As Shaman, drag the Totem Pole card to your ritual row."));
	else
		snprintf(buf, size, "%s", _("As Elder you give Potlatch cards; Totem Pole cards wait."));
}

void gp_board_refusal(const gp_board_ask *ask, int piece, int zone, char *buf, size_t size)
{
	if (size)
		buf[0] = '\0';
	if (ask->seat < 0) {
		snprintf(buf, size, "%s", _("It is not your turn."));
		return;
	}
	if (zone < 0)
		zone = natural_zone(ask, piece);
	if (piece < GP_PIECE_CARD)
		refuse_role(ask, piece - GP_PIECE_ROLE, zone, buf, size);
	else if (piece < GP_PIECE_TOTEM)
		refuse_card(ask, piece - GP_PIECE_CARD, zone, buf, size);
	else
		refuse_totem(ask, piece - GP_PIECE_TOTEM, zone, buf, size);
}
