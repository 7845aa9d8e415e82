/*
 * great_potlatch_text_rules.c: The Great Potlatch in words: the names of
 * families, icons, valuables and roles, the move notation ("gift:WSB")
 * both ways, the sentences of the move log (per viewer, so a private
 * draw reads without its card), and the state as text.
 */
#include "great_potlatch_rules_internal.h"
#include "pg_i18n.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

static const char *const family_names[GP_FAMILIES] = {N_("Thunderbird"), N_("Killer Whale"),
                                                      N_("Wolf"), N_("Raven")};
/* English plurals for "two Wolves and a Raven card". */
static const char *const family_plurals[GP_FAMILIES] = {N_("Thunderbirds"), N_("Killer Whales"),
                                                        N_("Wolves"), N_("Ravens")};
static const char *const family_ids[GP_FAMILIES] = {"thunderbird", "killer_whale", "wolf",
                                                    "raven"};
static const char family_letters[GP_FAMILIES] = {'T', 'K', 'W', 'R'};
static const char *const icon_names[GP_ICONS] = {N_("Sun"), N_("Moon"), N_("Copper")};
static const char *const icon_ids[GP_ICONS] = {"sun", "moon", "copper"};
static const char icon_letters[GP_ICONS] = {'S', 'M', 'C'};
static const char *const valuable_names[GP_VALUABLES] = {N_("Blankets"), N_("Eulachon oil"),
                                                         N_("Bentwood box"), N_("Canoe")};
static const char *const valuable_ids[GP_VALUABLES] = {"blanket", "oil", "box", "canoe"};
/* The valuable as it reads after a card's crest and icon. */
static const char *const valuable_words[GP_VALUABLES] = {N_("blankets"), N_("eulachon oil"),
                                                         N_("bentwood box"), N_("canoe")};
static const char valuable_letters[GP_VALUABLES] = {'B', 'O', 'X', 'C'};
static const char *const role_names[GP_ROLES] = {N_("Elder"), N_("Carver"), N_("Shaman")};
static const char *const role_ids[GP_ROLES] = {"elder", "carver", "shaman"};
static const char *const seat_names[GP_MAX_PLAYERS] = {N_("Red"), N_("Blue"), N_("Green"),
                                                       N_("Yellow")};
static const char *const phase_names[GP_PHASE_COUNT] = {
    N_("Deal"),      N_("Drawing the Speaker"),
    N_("Gathering"), N_("Daytime"),
    N_("Daytime"),   N_("Potlatch"),
    N_("Nighttime"), N_("Passing of the Speaking Stick"),
    N_("Sunrise"),   N_("Game over"),
};

/* ---- names and cards ------------------------------------------------------ */

int gp_totem_family(int totem, int i)
{
	return gp_crests[totem][i];
}

int gp_totem_needs(int totem, int family)
{
	const uint8_t *c = gp_crests[totem];
	return (c[0] == family) + (c[1] == family) + (c[2] == family);
}

int gp_totem_of(int a, int b, int c)
{
	int v[3] = {a, b, c};
	for (int i = 1; i < 3; i++)
		for (int j = i; j > 0 && v[j - 1] > v[j]; j--) {
			int t = v[j];
			v[j] = v[j - 1];
			v[j - 1] = t;
		}
	for (int t = 0; t < GP_TOTEM_CARDS; t++)
		if (gp_crests[t][0] == v[0] && gp_crests[t][1] == v[1] &&
		    gp_crests[t][2] == v[2])
			return t;
	return -1;
}

#define NAME_OR(table, count, i) (((unsigned)(i) < (count)) ? (table)[i] : "?")

const char *gp_family_name(int family)
{
	return _(NAME_OR(family_names, GP_FAMILIES, family));
}
const char *gp_family_id(int family)
{
	return NAME_OR(family_ids, GP_FAMILIES, family);
}
const char *gp_icon_name(int icon)
{
	return _(NAME_OR(icon_names, GP_ICONS, icon));
}
const char *gp_icon_id(int icon)
{
	return NAME_OR(icon_ids, GP_ICONS, icon);
}
const char *gp_valuable_name(int valuable)
{
	return _(NAME_OR(valuable_names, GP_VALUABLES, valuable));
}
const char *gp_valuable_id(int valuable)
{
	return NAME_OR(valuable_ids, GP_VALUABLES, valuable);
}
const char *gp_role_name(int role)
{
	return _(NAME_OR(role_names, GP_ROLES, role));
}
const char *gp_role_id(int role)
{
	return NAME_OR(role_ids, GP_ROLES, role);
}
const char *gp_seat_name(int seat)
{
	return _(NAME_OR(seat_names, GP_MAX_PLAYERS, seat));
}
const char *gp_phase_name(gp_phase phase)
{
	return _(NAME_OR(phase_names, GP_PHASE_COUNT, phase));
}

int gp_potlatch_card_text(int card, char *buf, size_t size)
{
	if (card < 0 || card >= GP_POTLATCH_CARDS)
		return snprintf(buf, size, "?");
	return snprintf(buf, size, "%c%c%c", family_letters[gp_card_family(card)],
	                icon_letters[gp_card_icon(card)],
	                valuable_letters[gp_card_valuable(card)]);
}

int gp_totem_card_text(int totem, char *buf, size_t size)
{
	if (totem < 0 || totem >= GP_TOTEM_CARDS)
		return snprintf(buf, size, "?");
	const uint8_t *c = gp_crests[totem];
	return snprintf(buf, size, "%c%c%c", family_letters[c[0]], family_letters[c[1]],
	                family_letters[c[2]]);
}

/* "the Wolf Sun blankets card" style words for sentences. */
static int card_words(int card, char *buf, size_t size)
{
	return snprintf(buf, size, _("%s %s %s"), _(family_names[gp_card_family(card)]),
	                _(icon_names[gp_card_icon(card)]), _(valuable_words[gp_card_valuable(card)]));
}

static int totem_words(int totem, char *buf, size_t size)
{
	const uint8_t *c = gp_crests[totem];
	if (c[0] == c[2])
		return snprintf(buf, size, _("three %s"), _(family_plurals[c[0]]));
	if (c[0] == c[1] || c[1] == c[2]) {
		int twice = c[1], once = c[0] == c[1] ? c[2] : c[0];
		return snprintf(buf, size, _("two %s and a %s"), _(family_plurals[twice]),
		                _(family_names[once]));
	}
	return snprintf(buf, size, _("%s, %s and %s"), _(family_names[c[0]]),
	                _(family_names[c[1]]), _(family_names[c[2]]));
}

/* ---- notation ------------------------------------------------------------- */

int gp_move_to_text(const void *state, pg_move move, char *buf, size_t size)
{
	(void)state;
	char a[8];
	if (move >= GP_MOVE_RITUAL && move < GP_MOVE_RITUAL_END) {
		int totem, cards[3];
		char c[3][8];
		gp_ritual_cards(move, &totem, cards);
		gp_totem_card_text(totem, a, sizeof a);
		for (int i = 0; i < 3; i++)
			gp_potlatch_card_text(cards[i], c[i], sizeof c[i]);
		return snprintf(buf, size, "ritual:%s/%s,%s,%s", a, c[0], c[1], c[2]);
	}
	if (move >= GP_MOVE_SPEAKER && move < GP_MOVE_SPEAKER + GP_MAX_PLAYERS)
		return snprintf(buf, size, "speaker:%d", move - GP_MOVE_SPEAKER);
	if (move >= GP_MOVE_DRAW + GP_POTLATCH_CARDS &&
	    move < GP_MOVE_DRAW + GP_POTLATCH_CARDS + GP_TOTEM_CARDS) {
		gp_totem_card_text(move - GP_MOVE_DRAW - GP_POTLATCH_CARDS, a, sizeof a);
		return snprintf(buf, size, "draw:%s", a);
	}
	static const struct {
		int base;
		const char *word;
	} card_moves[] = {
	    {GP_MOVE_DRAW, "draw"},
	    {GP_MOVE_DISCARD, "discard"},
	    {GP_MOVE_GIVE, "give"},
	    {GP_MOVE_GIFT, "gift"},
	};
	for (size_t i = 0; i < sizeof card_moves / sizeof card_moves[0]; i++)
		if (move >= card_moves[i].base &&
		    move < card_moves[i].base + GP_POTLATCH_CARDS) {
			gp_potlatch_card_text(move - card_moves[i].base, a, sizeof a);
			return snprintf(buf, size, "%s:%s", card_moves[i].word, a);
		}
	if (move >= GP_MOVE_CARVE && move < GP_MOVE_CARVE + GP_TOTEM_CARDS) {
		gp_totem_card_text(move - GP_MOVE_CARVE, a, sizeof a);
		return snprintf(buf, size, "carve:%s", a);
	}
	if (move == GP_MOVE_DONE)
		return snprintf(buf, size, "done");
	if (move >= GP_MOVE_ROLE && move < GP_MOVE_ROLE + GP_ROLES)
		return snprintf(buf, size, "%s", role_ids[move - GP_MOVE_ROLE]);
	return snprintf(buf, size, "?");
}

static int letter_index(const char *letters, int count, char c)
{
	for (int i = 0; i < count; i++)
		if (letters[i] == toupper((unsigned char)c))
			return i;
	return -1;
}

/* Reads exactly three letters of a Potlatch card; -1 if they are not. */
static int parse_potlatch_card(const char *text, size_t length)
{
	if (length != 3)
		return -1;
	int f = letter_index(family_letters, GP_FAMILIES, text[0]);
	int i = letter_index(icon_letters, GP_ICONS, text[1]);
	int v = letter_index(valuable_letters, GP_VALUABLES, text[2]);
	return f < 0 || i < 0 || v < 0 ? -1 : gp_card(f, i, v);
}

/* Three family letters, in any order; -1 if they are not. */
static int parse_totem_card(const char *text, size_t length)
{
	if (length != 3)
		return -1;
	int f[3];
	for (int i = 0; i < 3; i++)
		if ((f[i] = letter_index(family_letters, GP_FAMILIES, text[i])) < 0)
			return -1;
	return gp_totem_of(f[0], f[1], f[2]);
}

static bool word_prefix(const char *text, const char *word, const char **rest)
{
	size_t length = strlen(word);
	if (strncasecmp(text, word, length) != 0 || text[length] != ':')
		return false;
	*rest = text + length + 1;
	return true;
}

/* "TKW/TSB,KMO,WCX": the cards may be listed in any order; they are
 * matched to the crests lowest family first. */
static bool parse_ritual(const char *text, pg_move *out)
{
	const char *slash = strchr(text, '/');
	if (!slash)
		return false;
	int totem = parse_totem_card(text, (size_t)(slash - text));
	if (totem < 0)
		return false;
	int cards[3];
	const char *p = slash + 1;
	for (int i = 0; i < 3; i++) {
		size_t length = strcspn(p, ",");
		if ((cards[i] = parse_potlatch_card(p, length)) < 0)
			return false;
		p += length;
		if (i < 2 && *p++ != ',')
			return false;
	}
	if (*p)
		return false;
	for (int i = 1; i < 3; i++) /* sort: crests and in-family indexes rise */
		for (int j = i; j > 0 && cards[j - 1] > cards[j]; j--) {
			int t = cards[j];
			cards[j] = cards[j - 1];
			cards[j - 1] = t;
		}
	int k[3];
	for (int i = 0; i < 3; i++) {
		if (gp_card_family(cards[i]) != gp_crests[totem][i])
			return false;
		if (i > 0 && cards[i] == cards[i - 1])
			return false;
		k[i] = cards[i] % GP_CARDS_PER_FAMILY;
	}
	*out = gp_move_ritual(totem, k);
	return true;
}

bool gp_move_from_text(const void *state, const char *text, pg_move *out)
{
	const gp_state *s = cst(state);
	const char *rest = NULL;
	for (int r = 0; r < GP_ROLES; r++)
		if (strcasecmp(text, role_ids[r]) == 0) {
			*out = GP_MOVE_ROLE + r;
			return true;
		}
	if (strcasecmp(text, "done") == 0) {
		*out = GP_MOVE_DONE;
		return true;
	}
	if (word_prefix(text, "ritual", &rest))
		return parse_ritual(rest, out);
	if (word_prefix(text, "speaker", &rest)) {
		if (!isdigit((unsigned char)rest[0]) || rest[1] || rest[0] - '0' >= s->players)
			return false;
		*out = GP_MOVE_SPEAKER + (rest[0] - '0');
		return true;
	}
	if (word_prefix(text, "carve", &rest)) {
		int totem = parse_totem_card(rest, strlen(rest));
		*out = GP_MOVE_CARVE + totem;
		return totem >= 0;
	}
	static const struct {
		const char *word;
		int base;
	} card_moves[] = {
	    {"draw", GP_MOVE_DRAW},
	    {"discard", GP_MOVE_DISCARD},
	    {"give", GP_MOVE_GIVE},
	    {"gift", GP_MOVE_GIFT},
	};
	for (size_t i = 0; i < sizeof card_moves / sizeof card_moves[0]; i++) {
		if (!word_prefix(text, card_moves[i].word, &rest))
			continue;
		int card = parse_potlatch_card(rest, strlen(rest));
		if (card >= 0) {
			*out = card_moves[i].base + card;
			return true;
		}
		int totem = parse_totem_card(rest, strlen(rest));
		if (totem >= 0 && card_moves[i].base == GP_MOVE_DRAW) {
			*out = GP_MOVE_DRAW + GP_POTLATCH_CARDS + totem;
			return true;
		}
		return false;
	}
	return false;
}

/* ---- sentences ------------------------------------------------------------- */

int gp_describe_move_for(const void *state, pg_move move, int viewer, char *buf,
                                size_t size)
{
	const gp_state *s = cst(state);
	int seat = s->turn < GP_MAX_PLAYERS ? s->turn : 0;
	const char *who = _(seat_names[seat]);
	char words[160];
	if (move >= GP_MOVE_RITUAL && move < GP_MOVE_RITUAL_END) {
		int totem, cards[3];
		gp_ritual_cards(move, &totem, cards);
		totem_words(totem, words, sizeof words);
		return snprintf(buf, size,
		                _("%s performs a Ritual for %s and discards three Potlatch cards."),
		                who, words);
	}
	if (move >= GP_MOVE_SPEAKER && move < GP_MOVE_SPEAKER + GP_MAX_PLAYERS) {
		const char *first = _(seat_names[move - GP_MOVE_SPEAKER]);
		return snprintf(buf, size,
		                _("%s is drawn as the youngest: %s takes the Speaking Stick and a "
		                  "grey marker."),
		                first, first);
	}
	if (move >= GP_MOVE_DRAW && move < GP_MOVE_SPEAKER) {
		int to = gp_drawer(s);
		const char *name = _(seat_names[to < 0 ? 0 : to]);
		int card = move - GP_MOVE_DRAW;
		bool totem = card >= GP_POTLATCH_CARDS, dealt = s->phase == GP_PHASE_DEAL;
		if (viewer != to) {
			const char *sentence =
			    dealt ? (totem ? _("%s is dealt a Totem Pole card.")
			                   : _("%s is dealt a Potlatch card."))
			          : (totem ? _("%s draws a Totem Pole card.") : _("%s draws a Potlatch card."));
			return snprintf(buf, size, sentence, name);
		}
		if (totem)
			totem_words(card - GP_POTLATCH_CARDS, words, sizeof words);
		else
			card_words(card, words, sizeof words);
		const char *sentence =
		    dealt ? (totem ? _("%s is dealt the %s card (a Totem Pole).")
		                   : _("%s is dealt the %s card."))
		          : (totem ? _("%s draws the %s card (a Totem Pole).") : _("%s draws the %s card."));
		return snprintf(buf, size, sentence, name, words);
	}
	if (move >= GP_MOVE_DISCARD && move < GP_MOVE_DISCARD + GP_POTLATCH_CARDS) {
		card_words(move - GP_MOVE_DISCARD, words, sizeof words);
		return snprintf(buf, size, _("%s discards the %s card at Sunrise."), who, words);
	}
	if (move >= GP_MOVE_GIVE && move < GP_MOVE_GIVE + GP_POTLATCH_CARDS) {
		card_words(move - GP_MOVE_GIVE, words, sizeof words);
		return snprintf(buf, size, _("%s gives the %s card."), who, words);
	}
	if (move >= GP_MOVE_CARVE && move < GP_MOVE_CARVE + GP_TOTEM_CARDS) {
		totem_words(move - GP_MOVE_CARVE, words, sizeof words);
		return snprintf(buf, size, _("%s carves a Totem Pole for %s."), who, words);
	}
	if (move >= GP_MOVE_GIFT && move < GP_MOVE_GIFT + GP_POTLATCH_CARDS) {
		int card = move - GP_MOVE_GIFT;
		card_words(card, words, sizeof words);
		return snprintf(buf, size,
		                _("%s gives the %s card and places a marker on the %s's %s space."),
		                who, words, _(family_names[gp_card_family(card)]),
		                _(icon_names[gp_card_icon(card)]));
	}
	if (move == GP_MOVE_DONE)
		return snprintf(buf, size,
		                s->phase == GP_PHASE_POTLATCH ? _("%s is done giving.")
		                                              : _("%s is done for the day."),
		                who);
	if (move >= GP_MOVE_ROLE && move < GP_MOVE_ROLE + GP_ROLES)
		return snprintf(buf, size, _("%s takes the %s."), who, _(role_names[move]));
	return snprintf(buf, size, _("%s does something unknown."), who);
}

int gp_describe_move(const void *state, pg_move move, char *buf, size_t size)
{
	/* The full sentence, as the drawer reads it: for the log of a game
	 * whose hands are all open (a replay, a test). */
	return gp_describe_move_for(state, move, gp_drawer(cst(state)), buf, size);
}

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
	return n > 0 ? used + (size_t)n : used;
}

static size_t append_cards(char *buf, size_t size, size_t used, uint64_t set)
{
	char text[8];
	if (!set)
		return append(buf, size, used, " -");
	for (; set; set &= set - 1) {
		gp_potlatch_card_text(lowest_bit(set), text, sizeof text);
		used = append(buf, size, used, " %s", text);
	}
	return used;
}

static size_t append_totems(char *buf, size_t size, size_t used, uint32_t set)
{
	char text[8];
	if (!set)
		return append(buf, size, used, " -");
	for (; set; set &= set - 1) {
		gp_totem_card_text(__builtin_ctz(set), text, sizeof text);
		used = append(buf, size, used, " %s", text);
	}
	return used;
}

int gp_state_to_text(const void *state, char *buf, size_t size)
{
	const gp_state *s = cst(state);
	size_t used = 0;
	if (size)
		buf[0] = '\0';
	used = append(buf, size, used, "day %d, %s, speaker %s, turn %s\n", s->day,
	              phase_names[s->phase], gp_speaker(s) >= 0 ? seat_names[s->speaker] : "-",
	              gp_turn(s) >= 0 ? seat_names[s->turn] : "-");
	used = append(buf, size, used, "draw pile %d, discard", s->deck_count);
	used = append_cards(buf, size, used, s->discard);
	used = append(buf, size, used, "\nancestors:");
	for (int f = 0; f < GP_FAMILIES; f++) {
		used = append(buf, size, used, " %c[", family_letters[f]);
		for (int i = 0; i < GP_ICONS; i++)
			for (int k = 0; k < GP_SPACES; k++)
				used = append(buf, size, used, "%c",
				              s->space[f][i][k] ? "rbgy"[s->space[f][i][k] - 1]
				                                : '.');
		used = append(buf, size, used, "]");
	}
	used = append(buf, size, used, "\n");
	for (int p = 0; p < s->players; p++) {
		used = append(buf, size, used,
		              "%s: role %s, markers %d, grey %d, black %d, score %d; hand",
		              seat_names[p], s->role[p] < GP_ROLES ? role_ids[s->role[p]] : "-",
		              s->markers[p], s->greys[p], s->blacks[p], gp_score(s, p));
		used = append_cards(buf, size, used, s->hand[p]);
		used = append(buf, size, used, " |");
		used = append_totems(buf, size, used, s->totem_hand[p]);
		used = append(buf, size, used, "; gifts");
		used = append_cards(buf, size, used, s->gift[p]);
		used = append(buf, size, used, "; poles");
		used = append_totems(buf, size, used, s->poles[p]);
		used = append(buf, size, used, "; rituals");
		used = append_totems(buf, size, used, s->rituals[p]);
		used = append(buf, size, used, "\n");
	}
	return (int)used;
}

