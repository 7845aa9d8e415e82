/*
 * pitengnaqsaraq_text_rules.c: Pitengnaqsaraq's notation (the `moves` and
 * `play` text, never translated) and the sentences of the move log and the
 * state text. Part of the rule engine (pitengnaqsaraq_rules_internal.h says
 * which file holds what).
 */
#include "pitengnaqsaraq_rules_internal.h"

#include <stdio.h>
#include <string.h>

#include "pg_i18n.h"

/* ---- notation ---------------------------------------------------------- */

static const char *const item_ids[PIT_ITEMS] = {
    "king", "salmon", "smelt", "herring", "whitefish", "blackfish", "pike", "loche", "tomcod",
    "seal", "beluga", "birds", "eggs",    "berries",   "caribou",   "furs", "dogs",  "kayak",
};

static const char *const weather_ids[PIT_WEATHERS] = {
    "avaituq", "anuqa", "ellarayak", "ellalluk", "pirtuk", "qanikcaq",
};

int pit_move_to_text(const void *state, pg_move m, char *buf, size_t size)
{
	(void)state;
	if (m == PIT_MOVE_END)
		return snprintf(buf, size, "end");
	if (m == PIT_MOVE_ROLL_DICE)
		return snprintf(buf, size, "roll");
	if (m == PIT_MOVE_BUILD)
		return snprintf(buf, size, "build");
	if (m == PIT_MOVE_TAKE_ALL)
		return snprintf(buf, size, "take:all");
	if (m == PIT_MOVE_SEND)
		return snprintf(buf, size, "send");
	if (m == PIT_MOVE_CANCEL)
		return snprintf(buf, size, "cancel");
	if (m == PIT_MOVE_ACCEPT)
		return snprintf(buf, size, "accept");
	if (m == PIT_MOVE_DECLINE)
		return snprintf(buf, size, "decline");
	if (m >= PIT_MOVE_TAKE && m < PIT_MOVE_TAKE + PIT_FOODS)
		return snprintf(buf, size, "take:%s", item_ids[m - PIT_MOVE_TAKE]);
	if (m >= PIT_MOVE_PICK && m < PIT_MOVE_PICK + PIT_FOODS)
		return snprintf(buf, size, "pick:%s", item_ids[m - PIT_MOVE_PICK]);
	if (m >= PIT_MOVE_PAY && m < PIT_MOVE_PAY + PIT_FOODS)
		return snprintf(buf, size, "pay:%s", item_ids[m - PIT_MOVE_PAY]);
	if (m >= PIT_MOVE_FOOD && m < PIT_MOVE_FOOD + PIT_FOODS)
		return snprintf(buf, size, "food:%s", item_ids[m - PIT_MOVE_FOOD]);
	if (m >= PIT_MOVE_ADD && m < PIT_MOVE_ADD + PIT_ITEMS)
		return snprintf(buf, size, "add:%s", item_ids[m - PIT_MOVE_ADD]);
	if (m >= PIT_MOVE_ASK && m < PIT_MOVE_ASK + PIT_ITEMS)
		return snprintf(buf, size, "ask:%s", item_ids[m - PIT_MOVE_ASK]);
	if (m >= PIT_MOVE_OFFER && m < PIT_MOVE_OFFER + PIT_MAX_PLAYERS)
		return snprintf(buf, size, "offer:%d", m - PIT_MOVE_OFFER);
	if (m >= PIT_MOVE_HOME && m < PIT_MOVE_HOME + PIT_VILLAGES)
		return snprintf(buf, size, "home:%s", pit_villages[m - PIT_MOVE_HOME].id);
	if (m >= PIT_MOVE_GO && m < PIT_MOVE_GO + PIT_VILLAGES)
		return snprintf(buf, size, "go:%s", pit_villages[m - PIT_MOVE_GO].id);
	if (m >= PIT_MOVE_GIVE && m < PIT_MOVE_GIVE + PIT_MAX_PLAYERS * PIT_FOODS)
		return snprintf(buf, size, "give:%d:%s", (m - PIT_MOVE_GIVE) / PIT_FOODS,
		                item_ids[(m - PIT_MOVE_GIVE) % PIT_FOODS]);
	if (m >= PIT_MOVE_KEEPER && m < PIT_MOVE_KEEPER + PIT_MAX_PLAYERS)
		return snprintf(buf, size, "keeper:%d", m - PIT_MOVE_KEEPER);
	if (m >= PIT_MOVE_WEATHER && m < PIT_MOVE_WEATHER + PIT_WEATHERS)
		return snprintf(buf, size, "weather:%s", weather_ids[m - PIT_MOVE_WEATHER]);
	if (m >= PIT_MOVE_ROLL && m < PIT_MOVE_ROLL + 36)
		return snprintf(buf, size, "roll:%d+%d", (m - PIT_MOVE_ROLL) / 6 + 1,
		                (m - PIT_MOVE_ROLL) % 6 + 1);
	if (m >= PIT_MOVE_RAVEN && m < PIT_MOVE_RAVEN + PIT_RAVEN_CARDS)
		return snprintf(buf, size, "raven:%s",
		                pit_villages[pit_raven_deck[m - PIT_MOVE_RAVEN]].id);
	return snprintf(buf, size, "?");
}

static int find_name(const char *const *names, int count, const char *text)
{
	for (int i = 0; i < count; i++)
		if (strcmp(names[i], text) == 0)
			return i;
	return -1;
}

static int find_village(const char *text)
{
	for (int v = 0; v < PIT_VILLAGES; v++)
		if (strcmp(pit_villages[v].id, text) == 0)
			return v;
	return -1;
}

static bool parse_seat(const char *text, int *seat)
{
	if (text[0] < '0' || text[0] >= '0' + PIT_MAX_PLAYERS || text[1] != '\0')
		return false;
	*seat = text[0] - '0';
	return true;
}

/* "prefix:rest": rest, or NULL when text does not start with prefix. */
static const char *after(const char *text, const char *prefix)
{
	size_t n = strlen(prefix);
	return strncmp(text, prefix, n) == 0 ? text + n : NULL;
}

bool pit_move_from_text(const void *state, const char *text, pg_move *out)
{
	(void)state;
	static const struct {
		const char *text;
		pg_move move;
	} words[] = {
	    {"end", PIT_MOVE_END},       {"roll", PIT_MOVE_ROLL_DICE},
	    {"build", PIT_MOVE_BUILD},   {"take:all", PIT_MOVE_TAKE_ALL},
	    {"send", PIT_MOVE_SEND},     {"cancel", PIT_MOVE_CANCEL},
	    {"accept", PIT_MOVE_ACCEPT}, {"decline", PIT_MOVE_DECLINE},
	};
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		if (strcmp(text, words[i].text) == 0) {
			*out = words[i].move;
			return true;
		}
	static const struct {
		const char *prefix;
		pg_move base;
		int count;
	} foods[] = {
	    {"take:", PIT_MOVE_TAKE, PIT_FOODS}, {"pick:", PIT_MOVE_PICK, PIT_FOODS},
	    {"pay:", PIT_MOVE_PAY, PIT_FOODS},   {"food:", PIT_MOVE_FOOD, PIT_FOODS},
	    {"add:", PIT_MOVE_ADD, PIT_ITEMS},   {"ask:", PIT_MOVE_ASK, PIT_ITEMS},
	};
	const char *rest;
	for (size_t i = 0; i < sizeof foods / sizeof foods[0]; i++) {
		if (!(rest = after(text, foods[i].prefix)))
			continue;
		int item = find_name(item_ids, foods[i].count, rest);
		if (item < 0)
			return false;
		*out = foods[i].base + item;
		return true;
	}
	int seat, v;
	if ((rest = after(text, "offer:")) && parse_seat(rest, &seat)) {
		*out = PIT_MOVE_OFFER + seat;
		return true;
	}
	if ((rest = after(text, "keeper:")) && parse_seat(rest, &seat)) {
		*out = PIT_MOVE_KEEPER + seat;
		return true;
	}
	if ((rest = after(text, "home:")) && (v = find_village(rest)) >= 0) {
		*out = PIT_MOVE_HOME + v;
		return true;
	}
	if ((rest = after(text, "go:")) && (v = find_village(rest)) >= 0) {
		*out = PIT_MOVE_GO + v;
		return true;
	}
	if ((rest = after(text, "weather:")) &&
	    (v = find_name(weather_ids, PIT_WEATHERS, rest)) >= 0) {
		*out = PIT_MOVE_WEATHER + v;
		return true;
	}
	if ((rest = after(text, "give:"))) {
		char seat_text[2] = {rest[0], '\0'};
		int food;
		if (!parse_seat(seat_text, &seat) || rest[1] != ':' ||
		    (food = find_name(item_ids, PIT_FOODS, rest + 2)) < 0)
			return false;
		*out = pit_move_give(seat, food);
		return true;
	}
	if ((rest = after(text, "roll:"))) {
		if (rest[0] < '1' || rest[0] > '6' || rest[1] != '+' || rest[2] < '1' ||
		    rest[2] > '6' || rest[3])
			return false;
		*out = pit_move_roll(rest[0] - '0', rest[2] - '0');
		return true;
	}
	if ((rest = after(text, "raven:")) && (v = find_village(rest)) >= 0) {
		for (int c = 0; c < PIT_RAVEN_CARDS; c++)
			if (pit_raven_deck[c] == v) {
				*out = PIT_MOVE_RAVEN + c;
				return true;
			}
	}
	return false;
}

/* ---- sentences ---------------------------------------------------------- */

static const char *const food_singular[PIT_FOODS] = {
    N_("king salmon"), N_("salmon"), N_("smelt"),   N_("herring"),   N_("whitefish"), N_("blackfish"),
    N_("pike"),        N_("loche"),  N_("tomcod"),  N_("seal"),      N_("beluga"),    N_("bird"),
    N_("egg"),         N_("berry"),  N_("caribou"), N_("furbearer"),
};

/* "6 king salmon", "1 seal", "half a card of pike", "2 and a half cards of
 * seal". */
static void amount_text(int halves, int food, char *buf, size_t size)
{
	int whole = halves / 2;
	if (halves % 2 == 0)
		snprintf(buf, size, "%d %s", whole,
		         whole == 1 ? _(food_singular[food]) : _(pit_foods[food].plural));
	else if (whole == 0)
		snprintf(buf, size, _("half a card of %s"), _(food_singular[food]));
	else
		snprintf(buf, size, _("%d and a half cards of %s"), whole, _(food_singular[food]));
}

const char *pit_food_singular(int food)
{
	return _(food_singular[food]);
}

static const char *item_phrase(int item)
{
	if (item == PIT_ITEM_DOGS)
		return _("dog team");
	if (item == PIT_ITEM_KAYAK)
		return _("kayak");
	return _(food_singular[item]);
}

/* One item of an offer with its article: "a dog team", "a kayak", "a card
 * of egg" (a food item is a card, and "a egg" is not English). */
static const char *one_item(int item, char *buf, size_t size)
{
	if (item == PIT_ITEM_DOGS || item == PIT_ITEM_KAYAK)
		snprintf(buf, size, "%s", item == PIT_ITEM_DOGS ? _("a dog team") : _("a kayak"));
	else
		snprintf(buf, size, _("a card of %s"), _(food_singular[item]));
	return buf;
}

static int list_items(const uint8_t items[PIT_ITEMS], char *buf, size_t size)
{
	int used = 0;
	buf[0] = '\0';
	for (int item = 0; item < PIT_ITEMS; item++) {
		if (!items[item] || (size_t)used >= size)
			continue;
		used += snprintf(buf + used, size - (size_t)used, "%s%d %s", used ? ", " : "",
		                 items[item], item_phrase(item));
	}
	if (!used)
		snprintf(buf, size, "%s", _("nothing"));
	return used;
}

static const char *village_name(int v)
{
	return pit_villages[v].english;
}

int pit_take_text(const pit_state *state, pg_move m, char *buf, size_t size)
{
	int plan[PIT_FOODS];
	pit_take_plan(state, state->turn, m == PIT_MOVE_TAKE_ALL ? -1 : m - PIT_MOVE_TAKE, plan);
	int kinds = 0;
	for (int food = 0; food < PIT_FOODS; food++)
		kinds += plan[food] > 0;
	/* "6 king salmon", "6 king salmon and 2 seals", "a, b and c". */
	int used = 0, listed = 0;
	buf[0] = '\0';
	for (int food = 0; food < PIT_FOODS && (size_t)used < size; food++) {
		if (!plan[food])
			continue;
		char part[64];
		amount_text(plan[food], food, part, sizeof part);
		const char *sep = listed == 0 ? "" : listed == kinds - 1 ? _(" and ") : ", ";
		used += snprintf(buf + used, size - (size_t)used, "%s%s", sep, part);
		listed++;
	}
	if (!listed)
		used = snprintf(buf, size, "%s", _("nothing"));
	return used;
}

static int describe_take(const pit_state *s, pg_move m, char *buf, size_t size)
{
	char list[320];
	pit_take_text(s, m, list, sizeof list);
	return snprintf(buf, size, _("%s takes %s at %s."), pit_seat_name(s->turn), list,
	                village_name(s->family[s->turn].village));
}

int pit_describe_move(const void *state, pg_move m, char *buf, size_t size)
{
	const pit_state *s = pit_cst(state);
	const char *who =
	    pit_seat_name(pit_current_player(state) >= 0 ? pit_current_player(state) : s->turn);
	const pit_family *f = &s->family[s->turn];
	if (s->phase == PIT_PHASE_KEEPER)
		return snprintf(buf, size, _("%s is drawn to keep the weather and the calendar."),
		                pit_seat_name(m - PIT_MOVE_KEEPER));
	if (s->phase == PIT_PHASE_WEATHER) {
		int w = m - PIT_MOVE_WEATHER;
		int forbids = pit_weather_forbids[pit_season(s->half_month)][w];
		const char *effect =
		    forbids & PIT_NO_HUNTING ? _("no travel and no hunting")
		    : (forbids & PIT_NO_OCEAN_HUNTING) && (forbids & PIT_NO_FISH_DRYING)
		        ? _("no ocean hunting or ocean travel, no fish drying")
		    : forbids & PIT_NO_OCEAN_HUNTING ? _("no ocean hunting or ocean travel")
		    : forbids & PIT_NO_FISH_DRYING   ? _("no fish drying")
		                                     : _("everything is possible");
		return snprintf(buf, size, _("The weather for %s %s: %s (%s), %s."),
		                s->half_month % 2 ? _("late") : _("early"),
		                pit_months[s->half_month / 2].yupik, pit_weather_words[w],
		                _(pit_weather_english[w]), effect);
	}
	if (s->phase == PIT_PHASE_ROLL) {
		int a = (m - PIT_MOVE_ROLL) / 6 + 1, b = (m - PIT_MOVE_ROLL) % 6 + 1;
		return snprintf(buf, size, _("%s rolls %d and %d (%d): %s"), pit_seat_name(s->turn),
		                a, b, a + b, _(pit_luck_text[a + b]));
	}
	if (s->phase == PIT_PHASE_RAVEN) {
		int v = pit_raven_deck[m - PIT_MOVE_RAVEN];
		return snprintf(buf, size,
		                _("Raven carries %s through the air to %s (%s), its new home."),
		                pit_seat_name(s->turn), pit_villages[v].yupik, village_name(v));
	}
	if (m == PIT_MOVE_END)
		return snprintf(buf, size, _("%s ends the turn."), who);
	if (m == PIT_MOVE_ROLL_DICE)
		return snprintf(buf, size, _("%s rolls for luck."), who);
	if (m == PIT_MOVE_BUILD)
		return snprintf(
		    buf, size,
		    _("%s sits out the turn to build a kayak frame and covers it with two seal "
		      "skins."),
		    who);
	if (m == PIT_MOVE_TAKE_ALL || (m >= PIT_MOVE_TAKE && m < PIT_MOVE_TAKE + PIT_FOODS))
		return describe_take(s, m, buf, size);
	if (m >= PIT_MOVE_HOME && m < PIT_MOVE_HOME + PIT_VILLAGES)
		return snprintf(buf, size, _("%s makes its home at %s (%s)."), who,
		                pit_villages[m - PIT_MOVE_HOME].yupik,
		                village_name(m - PIT_MOVE_HOME));
	if (m >= PIT_MOVE_FOOD && m < PIT_MOVE_FOOD + PIT_FOODS)
		return snprintf(buf, size,
		                _("%s starts the year with a card of %s besides its dried fish."),
		                who, _(food_singular[m - PIT_MOVE_FOOD]));
	if (m >= PIT_MOVE_PICK && m < PIT_MOVE_PICK + PIT_FOODS)
		return snprintf(buf, size, _("%s takes a card of %s from %s."), who,
		                _(food_singular[m - PIT_MOVE_PICK]), pit_seat_name(s->giver));
	if (m >= PIT_MOVE_PAY && m < PIT_MOVE_PAY + PIT_FOODS) {
		int poorest = pit_poorest(s, s->turn);
		return snprintf(
		    buf, size,
		    _("%s pays a card of %s to %s, the poorest family, for the angalkuq's help."),
		    who, _(food_singular[m - PIT_MOVE_PAY]), pit_seat_name(poorest));
	}
	if (m >= PIT_MOVE_GO && m < PIT_MOVE_GO + PIT_VILLAGES) {
		int v = m - PIT_MOVE_GO;
		bool dogs = pit_transport_season(s->half_month) == PIT_TRANSPORT_DOGS;
		return snprintf(buf, size, _("%s travels by %s to %s, %.0f km."), who,
		                dogs ? (f->dog_teams >= 2 ? _("two dog teams") : _("dog team"))
		                     : _("kayak"),
		                village_name(v), pit_distance_km(f->village, v));
	}
	if (m >= PIT_MOVE_GIVE && m < PIT_MOVE_GIVE + PIT_MAX_PLAYERS * PIT_FOODS) {
		int to = (m - PIT_MOVE_GIVE) / PIT_FOODS,
		    food = (m - PIT_MOVE_GIVE) % PIT_FOODS;
		return snprintf(buf, size, _("%s gives %s a card of %s."), who, pit_seat_name(to),
		                _(food_singular[food]));
	}
	if (m >= PIT_MOVE_OFFER && m < PIT_MOVE_OFFER + PIT_MAX_PLAYERS)
		return snprintf(buf, size, _("%s begins an offer to %s."), who,
		                pit_seat_name(m - PIT_MOVE_OFFER));
	char item[96];
	if (m >= PIT_MOVE_ADD && m < PIT_MOVE_ADD + PIT_ITEMS)
		return snprintf(buf, size, _("%s puts %s into the offer."), who,
		                one_item(m - PIT_MOVE_ADD, item, sizeof item));
	if (m >= PIT_MOVE_ASK && m < PIT_MOVE_ASK + PIT_ITEMS)
		return snprintf(buf, size, _("%s asks for %s."), who,
		                one_item(m - PIT_MOVE_ASK, item, sizeof item));
	if (m == PIT_MOVE_CANCEL)
		return snprintf(buf, size, _("%s drops the offer."), who);
	char gives[160], asks[160];
	list_items(s->offer_give, gives, sizeof gives);
	list_items(s->offer_ask, asks, sizeof asks);
	if (m == PIT_MOVE_SEND)
		return snprintf(buf, size, _("%s offers %s %s for %s."), who,
		                pit_seat_name(s->partner), gives, asks);
	if (m == PIT_MOVE_ACCEPT)
		return snprintf(buf, size, _("%s accepts: %s for %s."), who, asks, gives);
	if (m == PIT_MOVE_DECLINE)
		return snprintf(buf, size, _("%s declines %s's offer."), who, pit_seat_name(s->turn));
	return snprintf(buf, size, _("%s makes a move."), who);
}

static const char *const phase_ids[] = {
    "keeper", "home",  "food", "weather", "start", "roll",   "take",
    "pick",   "raven", "pay",  "act",     "draft", "answer", "over",
};

int pit_state_to_text(const void *state, char *buf, size_t size)
{
	const pit_state *s = pit_cst(state);
	/* After the year's last meal the round count has run out: the last
	 * round played is shown. */
	int round = s->round < s->rounds ? s->round + 1 : s->rounds;
	int used =
	    snprintf(buf, size,
	             "round %d/%d, %s %s (%s), weather %s, phase %s, keeper %s, turn %s, "
	             "dice %d+%d\n",
	             round, s->rounds, s->half_month % 2 ? "late" : "early",
	             pit_months[s->half_month / 2].yupik, _(pit_months[s->half_month / 2].english),
	             s->weather < PIT_WEATHERS ? pit_weather_words[s->weather] : "-",
	             phase_ids[s->phase], pit_seat_name(s->keeper), pit_seat_name(s->turn),
	             s->dice[0], s->dice[1]);
	for (int p = 0; p < s->players && (size_t)used < size; p++) {
		const pit_family *f = &s->family[p];
		used += snprintf(
		    buf + used, size - (size_t)used,
		    "%s%s at %s (home %s), %d dog team(s), %s, %d.%d cards:", pit_seat_name(p),
		    f->out      ? " (starved)"
		    : f->hungry ? " (hungry)"
		                : "",
		    pit_villages[f->village].id, pit_villages[f->home].id, f->dog_teams,
		    f->kayak ? "kayak" : "no kayak", f->total_halves / 2,
		    f->total_halves % 2 ? 5 : 0);
		for (int food = 0; food < PIT_FOODS && (size_t)used < size; food++)
			if (f->food_halves[food])
				used += snprintf(buf + used, size - (size_t)used, " %s %d.%d",
				                 item_ids[food], f->food_halves[food] / 2,
				                 f->food_halves[food] % 2 ? 5 : 0);
		if ((size_t)used < size)
			used += snprintf(buf + used, size - (size_t)used, "\n");
	}
	return used;
}

