/*
 * pitengnaqsaraq_rules.h: the rules of Pitengnaqsaraq (game id
 * "pitengnaqsaraq"), a Yup'ik subsistence year on the Yukon-Kuskokwim delta
 * for 2 to 5 families, after the Lower Kuskokwim School District's
 * classroom board game.
 *
 * Each round is two weeks (one half-month of the calendar). The keeper
 * spins the weather; then each living family in turn rolls two dice for its
 * luck, takes what the luck table and the calendar allow where it stands,
 * and may travel, give food and offer trades. When a round ends every
 * family eats. The table wins together when every family sees the year
 * through. docs/rules/pitengnaqsaraq.md records every decision the rule book
 * leaves open (its calendar, luck table, Raven cards and map are lost), the
 * data tables in readable form, and the test that pins each rule.
 *
 * This module owns the state, the data tables (pitengnaqsaraq_data.c), the
 * legal moves, the notation and the sentences of the move log. No SDL, no
 * I/O, no globals.
 *
 * ---- Food ------------------------------------------------------------
 * Food is counted in HALF cards ("halves"): a whole card is two halves, so
 * the book's half cards (half a pike, half a ptarmigan) need no special
 * case, and two halves of different kinds make one meal, which is what the
 * book's pairing of half cards is for. Every half a family holds remembers
 * the half-month it was taken (halves[taken][kind]), so it can spoil one
 * year later.
 *
 * ---- Turn structure (pit_phase) -----------------------------------------
 *   KEEPER   chance: the keeper seat is drawn (no one's roll)
 *   HOME     each seat from the keeper, in turn order, picks a home village
 *   FOOD     each seat picks its one "other" starting food card
 *   WEATHER  chance: the keeper spins the weather for the round
 *   START    the family may build a kayak (sit out the turn) instead of
 *            rolling; only offered when it can (no kayak, two seal cards)
 *   ROLL     chance: the family rolls two dice (chance_seat = that family)
 *   TAKE     choose what to take, as the luck table allows
 *   PICK     a gift (rolls 3 and 9): the receiver picks a kind from the giver
 *   RAVEN    chance: a Raven card is drawn (roll 8)
 *   PAY      the family flown by Raven pays one card to the poorest family
 *   ACT      travel (once), give food, offer a trade, or end the turn
 *   DRAFT    building an offer: add items to give or ask, send or cancel
 *   ANSWER   the other family accepts or declines (its own move)
 *   OVER     terminal
 * Play passes to the RIGHT, which is seat number minus one.
 *
 * ---- Move encoding (pg_move) and notation --------------------------------
 *   0          PIT_MOVE_END          "end"          end the turn
 *   1          PIT_MOVE_ROLL_DICE    "roll"         roll rather than build
 *   2          PIT_MOVE_BUILD        "build"        build a kayak
 *   3          PIT_MOVE_TAKE_ALL     "take:all"     7 or 11: all of it
 *   4          PIT_MOVE_SEND         "send"         send the drafted offer
 *   5          PIT_MOVE_CANCEL       "cancel"       drop the draft
 *   6          PIT_MOVE_ACCEPT       "accept"
 *   7          PIT_MOVE_DECLINE      "decline"
 *   16+k       PIT_MOVE_TAKE+food    "take:king"    the roll's amount of one
 *                                                   food (on 7 or 11: double)
 *   32+k       PIT_MOVE_PICK+food    "pick:seal"    a gift card of that kind
 *   48+k       PIT_MOVE_PAY+food     "pay:seal"     Raven's payment
 *   64+k       PIT_MOVE_FOOD+food    "food:seal"    the starting choice
 *   80+i       PIT_MOVE_ADD+item     "add:seal"     offer: give one card
 *   100+i      PIT_MOVE_ASK+item     "ask:dogs"     offer: ask for one card
 *   120+s      PIT_MOVE_OFFER+seat   "offer:2"      start an offer to seat 2
 *   128+v      PIT_MOVE_HOME+village "home:bethel"
 *   192+v      PIT_MOVE_GO+village   "go:bethel"    travel there
 *   256+16s+k  PIT_MOVE_GIVE         "give:2:seal"  one card of food k to s
 *   chance:
 *   400+s      PIT_MOVE_KEEPER+seat  "keeper:2"
 *   416+w      PIT_MOVE_WEATHER+word "weather:anuqa"
 *   432+6(a-1)+(b-1) PIT_MOVE_ROLL   "roll:3+4"     dice a and b
 *   480+c      PIT_MOVE_RAVEN+card   "raven:mekoryuk"
 * Items: a food kind 0..15, PIT_ITEM_DOGS (16), PIT_ITEM_KAYAK (17). A
 * food "card" given, traded, picked or paid is two halves of that kind
 * (its oldest), or the last half when only a half is left.
 *
 * ---- Events (pg_event) ------------------------------------------------
 *   DICE_ROLLED   detail PIT_EV_KEEPER a = seat; PIT_EV_WEATHER a = word;
 *                 PIT_EV_ROLL seat, a, b = dice; PIT_EV_RAVEN seat,
 *                 a = card, b = village
 *   PIECE_PLACED  setup: seat, a = the home village chosen
 *   PIECE_MOVED   PIT_EV_TRAVEL / PIT_EV_FLY / PIT_EV_SENT_HOME:
 *                 seat, a = from village, b = to village
 *   PIECE_TAKEN   PIT_EV_TAKE seat, a = food, b = halves
 *   SPECIAL       seat, detail PIT_EV_GIFT (a = to seat, b = food,
 *                 c = halves; also the picks of rolls 3 and 9 and Raven's
 *                 fare), PIT_EV_TRADE (a = partner), PIT_EV_DECLINED (seat =
 *                 the family that declined, a = the offerer),
 *                 PIT_EV_BUILD, PIT_EV_PUPS, PIT_EV_LOST_TRANSPORT (a = item),
 *                 PIT_EV_EAT (a = halves eaten), PIT_EV_ATE_DOGS,
 *                 PIT_EV_HUNGRY, PIT_EV_STARVED, PIT_EV_CLOTHING (a = what
 *                 was paid: PIT_FURS; PIT_SEAL for two cards of seal,
 *                 caribou or birds; PIT_ITEM_DOGS; PIT_SALMON for two cards
 *                 of any food; b = the food whose half card completed the
 *                 furbearer card or the hides, or -1), PIT_EV_SPOILED
 *                 (a = halves)
 *   PHASE_CHANGED detail PIT_EV_ROUND: a = round, b = half-month
 *   TURN_BEGAN    seat
 *   GAME_OVER     a = families that saw the year through
 */
#ifndef PITENGNAQSARAQ_RULES_H
#define PITENGNAQSARAQ_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pg_game.h"

enum {
	PIT_MIN_PLAYERS = 2, /* the book: "2 and up" */
	PIT_MAX_PLAYERS = 5,
	PIT_HALF_MONTHS = 24,
	PIT_FOODS = 16,
	PIT_ITEM_DOGS = 16,
	PIT_ITEM_KAYAK = 17,
	PIT_ITEMS = 18,
	PIT_VILLAGES = 36,
	PIT_RAVEN_CARDS = 12,
	PIT_MAX_DOG_TEAMS = 2,
	PIT_OFFER_MAX_ITEMS = 4, /* per side of one offer */
	PIT_OFFERS_PER_TURN = 2,
	/* "Four inches" on the book's board, as kilometres on our map. */
	PIT_TRAVEL_KM = 100,
};

/* Foods. 0..8 are fish (drying weather limits them). */
typedef enum pit_food {
	PIT_KING = 0,
	PIT_SALMON,
	PIT_SMELT,
	PIT_HERRING,
	PIT_WHITEFISH,
	PIT_BLACKFISH,
	PIT_PIKE,
	PIT_LOCHE,
	PIT_TOMCOD,
	PIT_SEAL,
	PIT_BELUGA,
	PIT_BIRDS,
	PIT_EGGS,
	PIT_BERRIES,
	PIT_CARIBOU,
	PIT_FURS,
} pit_food;

/* Weather words on the spinner; which ones show, and what they forbid,
 * depends on the season. */
typedef enum pit_weather {
	PIT_AVAITUQ = 0, /* fair */
	PIT_ANUQA,       /* wind */
	PIT_ELLARAYAK,   /* storm (the book's word) */
	PIT_ELLALLUK,    /* rain */
	PIT_PIRTUK,      /* blizzard */
	PIT_QANIKCAQ,    /* snow */
	PIT_WEATHERS,
} pit_weather;

/* What a weather face forbids, as bits. */
enum {
	PIT_NO_OCEAN_HUNTING = 1,
	PIT_NO_OCEAN_TRAVEL = 2,
	PIT_NO_FISH_DRYING = 4,
	PIT_NO_HUNTING = 8,
	PIT_NO_TRAVEL = 16,
};

typedef enum pit_area_type {
	PIT_AREA_COAST = 0,
	PIT_AREA_RIVER,
	PIT_AREA_TUNDRA,
	PIT_AREA_ISLAND,
	PIT_AREA_BAY,
} pit_area_type;

typedef enum pit_transport {
	PIT_TRANSPORT_NONE = 0, /* late Nulirun: ice neither open nor safe */
	PIT_TRANSPORT_DOGS,
	PIT_TRANSPORT_KAYAK,
} pit_transport;

typedef enum pit_phase {
	PIT_PHASE_KEEPER = 0,
	PIT_PHASE_HOME,
	PIT_PHASE_FOOD,
	PIT_PHASE_WEATHER,
	PIT_PHASE_START,
	PIT_PHASE_ROLL,
	PIT_PHASE_TAKE,
	PIT_PHASE_PICK,
	PIT_PHASE_RAVEN,
	PIT_PHASE_PAY,
	PIT_PHASE_ACT,
	PIT_PHASE_DRAFT,
	PIT_PHASE_ANSWER,
	PIT_PHASE_OVER,
} pit_phase;

enum {
	PIT_MOVE_END = 0,
	PIT_MOVE_ROLL_DICE = 1,
	PIT_MOVE_BUILD = 2,
	PIT_MOVE_TAKE_ALL = 3,
	PIT_MOVE_SEND = 4,
	PIT_MOVE_CANCEL = 5,
	PIT_MOVE_ACCEPT = 6,
	PIT_MOVE_DECLINE = 7,
	PIT_MOVE_TAKE = 16,
	PIT_MOVE_PICK = 32,
	PIT_MOVE_PAY = 48,
	PIT_MOVE_FOOD = 64,
	PIT_MOVE_ADD = 80,
	PIT_MOVE_ASK = 100,
	PIT_MOVE_OFFER = 120,
	PIT_MOVE_HOME = 128,
	PIT_MOVE_GO = 192,
	PIT_MOVE_GIVE = 256,
	PIT_MOVE_KEEPER = 400,
	PIT_MOVE_WEATHER = 416,
	PIT_MOVE_ROLL = 432,
	PIT_MOVE_RAVEN = 480,
};

/* pg_event.detail values. */
enum {
	PIT_EV_KEEPER = 1,
	PIT_EV_WEATHER,
	PIT_EV_ROLL,
	PIT_EV_RAVEN,
	PIT_EV_TRAVEL,
	PIT_EV_FLY,
	PIT_EV_SENT_HOME,
	PIT_EV_TAKE,
	PIT_EV_GIFT,
	PIT_EV_TRADE,
	PIT_EV_DECLINED,
	PIT_EV_BUILD,
	PIT_EV_PUPS,
	PIT_EV_LOST_TRANSPORT,
	PIT_EV_EAT,
	PIT_EV_ATE_DOGS,
	PIT_EV_HUNGRY,
	PIT_EV_STARVED,
	PIT_EV_CLOTHING,
	PIT_EV_SPOILED,
	PIT_EV_ROUND,
};

/* Options (indices into pg_options.values). */
enum {
	PIT_OPT_YEARS = 0, /* 1 or 2 */
	PIT_OPT_START,     /* first half-month played, 0..23 */
	PIT_OPT_STANDING,  /* 0 off (the table wins together), 1 on */
	PIT_OPTION_COUNT,
};

/* ---- data tables (pitengnaqsaraq_data.c) ------------------------------ */

typedef struct pit_food_info {
	const char *id;     /* notation: "king" */
	const char *name;   /* "king salmon" */
	const char *plural; /* for sentences: "king salmon" */
	const char *yupik;  /* a Yup'ik word for it, or NULL */
	bool fish;
	bool ocean;    /* ocean hunting: wind and storm forbid it */
	bool clothing; /* seal, caribou, birds: two cards make clothing */
	/* Calendar: the number of HALF cards of this food a family may take
	 * in each half-month (0 = not in season). */
	uint8_t halves[PIT_HALF_MONTHS];
} pit_food_info;

typedef struct pit_village_info {
	const char *id;      /* "tuntutuliak", as assets/pitengnaqsaraq/map_places.txt */
	const char *yupik;   /* "Tuntutuliaq" */
	const char *english; /* "Tuntutuliak" */
	const char *region;  /* KP N KS Q QN T, or CN AK HC (areas the book does not name) */
	pit_area_type area;
	double lat, lon;
	uint16_t foods; /* bit per pit_food: the symbols around the village */
} pit_village_info;

typedef struct pit_month_info {
	const char *yupik;   /* "Kaugun" */
	const char *english; /* "June" */
} pit_month_info;

extern const pit_food_info pit_foods[PIT_FOODS];
extern const pit_village_info pit_villages[PIT_VILLAGES];
extern const pit_month_info pit_months[12];
/* Distances between villages in tenths of a km (see pit_distance_km). */
extern const uint16_t pit_distance_tenths[PIT_VILLAGES][PIT_VILLAGES];
extern const uint8_t pit_raven_deck[PIT_RAVEN_CARDS]; /* villages */
/* Weather: the words, what each forbids by season (0 spring and summer,
 * 1 fall and winter), and the spinner's odds in percent (0: not on that
 * season's spinner). */
extern const char *const pit_weather_words[PIT_WEATHERS];
extern const char *const pit_weather_english[PIT_WEATHERS];
extern const uint8_t pit_weather_forbids[2][PIT_WEATHERS];
extern const uint8_t pit_weather_percent[2][PIT_WEATHERS];
/* The luck table: a sentence for each total 2..12 (index total). */
extern const char *const pit_luck_text[13];

/* ---- the state -------------------------------------------------------- */

typedef struct pit_family {
	uint8_t halves[PIT_HALF_MONTHS][PIT_FOODS]; /* [half-month taken][food] */
	uint16_t cell_halves[PIT_HALF_MONTHS];      /* sum over foods */
	uint16_t food_halves[PIT_FOODS];            /* sum over half-months */
	uint16_t total_halves;
	/* Indexes kept with the sums (pitengnaqsaraq_rules_internal.h): */
	uint32_t food_cells[PIT_FOODS]; /* bit per half-month holding that food */
	uint32_t cells;                 /* bit per half-month holding any food */
	uint16_t held;                  /* bit per food held (a half or more) */
	uint16_t held_cards;            /* bit per food with a whole card or more */
	uint8_t village, home;
	uint8_t dog_teams, kayak;
	uint8_t out;    /* starved: out of the game */
	uint8_t hungry; /* went without food at the last meal */
	uint8_t pad[2];
	/* For the end screen and the standing. */
	uint16_t given_halves, received_halves, eaten_halves;
	uint16_t out_round; /* the round it starved in */
} pit_family;

typedef struct pit_state {
	uint8_t players;
	uint8_t years;
	uint8_t start;    /* first half-month */
	uint8_t standing; /* option */
	uint8_t phase;    /* pit_phase */
	uint8_t keeper;
	uint8_t turn;  /* the family whose turn it is */
	uint8_t actor; /* who chooses now in PICK / ANSWER / setup */
	uint8_t round; /* 0 .. rounds-1 */
	uint8_t rounds;
	uint8_t half_month;
	uint8_t weather; /* pit_weather, 255 before the first spin */
	uint8_t dice[2];
	uint8_t turns_left; /* families still to play this round, this one included */
	uint8_t travelled;  /* this turn */
	uint8_t offers_made;
	uint8_t pick_kind; /* 3: the roller picks from others; 9: others pick from the roller */
	uint8_t pick_left; /* bit per seat still to give (3) or pick (9) */
	uint8_t partner;   /* of the drafted offer */
	uint8_t offer_give[PIT_ITEMS];
	uint8_t offer_ask[PIT_ITEMS];
	uint8_t raven_card; /* last drawn, 255 none */
	uint8_t giver;      /* PICK: the family whose cards are picked from */
	/* Bit per family other than the turn's still in the game, set when
	 * the turn begins (no family starves during a turn): the random
	 * playouts' every action reads it. */
	uint8_t others;
	/* The draft kept as bit sets too, for the random playouts (side 0
	 * gives, side 1 asks): the items on each side and their count, and
	 * the foods each side could still add (a whole card more than the
	 * side holds already; the stores do not change while drafting). */
	uint8_t offer_count[2];
	uint32_t offer_items[2];
	uint32_t offer_open[2];
	pit_family family[PIT_MAX_PLAYERS];
} pit_state;

extern const pg_game pitengnaqsaraq_game;

/* ---- reading the state and the data ------------------------------------ */

/* Season of a half-month: 0 spring and summer (Tengmiirvik to Amiraayaaq),
 * 1 fall and winter (Nulirun to Tengmiirviguaq). */
int pit_season(int half_month);
/* Which transport travel and hunting need in a half-month. */
pit_transport pit_transport_season(int half_month);
/* What the current weather forbids (PIT_NO_* bits). */
int pit_forbidden(const pit_state *state);
/* Distance in km between two villages on our map. */
double pit_distance_km(int from, int to);
bool pit_village_on_nunivak(int village);
/* Kilometres a family may travel this turn (0: it cannot travel now). */
int pit_travel_range_km(const pit_state *state, int seat);
/* Can the family travel from where it is to village now? */
bool pit_can_travel(const pit_state *state, int seat, int village);
/* Bit per food the family could take where it stands this round (calendar,
 * the village's symbols and the weather). */
int pit_available_foods(const pit_state *state, int seat);
/* Halves of food the calendar offers now (before luck). */
int pit_calendar_halves(int half_month, int food);
/* The poorest family other than seat (fewest halves; ties: the nearest to
 * the right of seat), or -1. */
int pit_poorest(const pit_state *state, int seat);
int pit_dice_total(const pit_state *state);
/* Halves the family eats at a meal: two, four with two dog teams. */
int pit_meal_halves(const pit_state *state, int seat);
bool pit_family_alive(const pit_state *state, int seat);
int pit_alive_count(const pit_state *state);
/* Did every family see the year through? (meaningful at the end) */
bool pit_table_survived(const pit_state *state);
/* The standing of a family (option standing=on): see docs/rules. */
int pit_standing(const pit_state *state, int seat);
int pit_next_seat(const pit_state *state, int seat); /* to the right */
const char *pit_seat_name(int seat);                 /* "Red", ... */
/* A food's name for one of it, translated: "berry", "seal" (the table's
 * plural is for any other count). */
const char *pit_food_singular(int food);

/* Rebuilds a family's running sums and bit indexes from its cells, for
 * code that writes halves[][] directly (tests stocking a store). */
void pit_family_reindex(pit_family *f);

/* Will the family fall short at the coming meal (the starving warning)? */
bool pit_short_at_next_meal(const pit_state *state, int seat);

/* The AI's answer to the offer now waiting for seat (phase ANSWER), as a
 * sentence for the offer dialog ("Blue declines: it needs its dog team.").
 * Returns snprintf's count; the AI's move is accept exactly when the
 * sentence says so. Defined in pitengnaqsaraq_ai.c. */
int pit_ai_explain_answer(const pit_state *state, int seat, char *buf, size_t size);

/* What a take move (PIT_MOVE_TAKE + food or PIT_MOVE_TAKE_ALL) of the
 * family whose turn it is gives it, translated: "6 king salmon", "3 seals
 * and half a card of beluga". The move log's sentence is built on it, and
 * the scene's take buttons, so neither cuts a translated sentence apart.
 * Returns snprintf's count. */
int pit_take_text(const pit_state *state, pg_move m, char *buf, size_t size);

/* Moves. */
static inline pg_move pit_move_give(int seat, int food)
{
	return PIT_MOVE_GIVE + seat * PIT_FOODS + food;
}
static inline pg_move pit_move_roll(int a, int b)
{
	return PIT_MOVE_ROLL + 6 * (a - 1) + (b - 1);
}

#endif
