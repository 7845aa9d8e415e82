/*
 * great_potlatch_rules.h: the rules of The Great Potlatch (game id
 * "great-potlatch"), John Clowdus's card game of gifts and reputation for 2
 * to 4 players over eight days, and the first game here with hidden hands.
 *
 * Each day the Speaker (who holds the Speaking Stick) leads: everyone takes
 * a role (Elder, Carver, Shaman), draws and acts in the daytime (the Elder
 * places Potlatch markers on the Ancestors by discarding matching cards, the
 * Carver turns markers into Totem Poles, the Shaman performs Rituals), the
 * others give cards of one valuable in the Potlatch, everyone draws at
 * night, and the biggest giver takes the Stick while the other givers take
 * bad-reputation markers. docs/rules/great-potlatch.md records every
 * decision the rule book leaves open, with the test that pins it.
 *
 * Exported names: the table great_potlatch_game; everything else is
 * prefixed gp_ (GP_ for constants).
 *
 * Names, in index order (the art uses the same order):
 *   families (Ancestor crests) 0 Thunderbird, 1 Killer Whale, 2 Wolf, 3 Raven
 *   totem icons                0 Sun, 1 Moon, 2 Copper
 *   valuables                  0 Blankets, 1 Eulachon oil, 2 Bentwood box, 3 Canoe
 *   roles                      0 Elder, 1 Carver, 2 Shaman
 *   seats (marker colours)     0 red, 1 blue, 2 green, 3 yellow
 *
 * Cards. A Potlatch card is 0..47: family * 12 + icon * 4 + valuable, once
 * each. A Totem Pole card is 0..19, the multisets of three families in
 * order (0 = three Thunderbirds, 1 = Thunderbird x2 + Killer Whale, ...,
 * 19 = three Ravens); gp_totem_family(t, i) reads its three crests, lowest
 * first. The state keeps cards as bit sets (bit = card), not as ordered
 * piles: the draw pile is a set, and each draw is a chance move choosing
 * one of its cards uniformly, which is the same as drawing the top card of
 * a shuffled pile.
 *
 * Card notation: a Potlatch card is three letters, family (T K W R), icon
 * (S M C) and valuable (B O X C): "WSB" is the Wolf Sun Blanket card, "RCC"
 * the Raven Copper Canoe. A Totem Pole card is its three family letters,
 * lowest first: "TKW", "RRR". Letters are read in any case.
 *
 * Phases (gp_phase), each day from the Speaker clockwise (seat + 1):
 *   DEAL          chance: one card at a time, two Potlatch cards to each
 *                 seat (round the table twice), then five Totem Pole cards
 *   FIRST_SPEAKER chance: "the youngest player" is drawn (uniform)
 *   GATHERING     each seat takes a role marker
 *   DAY_DRAW      chance: gp_turn() draws its role's day cards, one a move
 *   DAY_ACTION    gp_turn() gives totems / carves / performs rituals, any
 *                 number, then "done" (asked even when "done" is the only
 *                 move, so that nobody learns a hand cannot act)
 *   POTLATCH      each seat but the Speaker, from the Speaker's left, gives
 *                 cards of one valuable one at a time, then "done" (a seat
 *                 without Potlatch cards, a public count, gives none and is
 *                 passed over; one whose hand runs out is done)
 *   NIGHT_DRAW    chance: gp_turn() draws its role's night cards
 *   SUNRISE       a seat holding more than ten cards discards Potlatch
 *                 cards one at a time down to ten
 *   OVER          terminal, after the eighth Sunrise
 * The Passing of the Speaking Stick has no decision: the last night draw
 * settles it inside apply_move (events below).
 *
 * Move encoding (pg_move) and notation (no spaces, no ';'):
 *   0..2      GP_MOVE_ROLE + role          "elder" "carver" "shaman"
 *   3         GP_MOVE_DONE                 "done"  end the day action or the gift
 *   16..63    GP_MOVE_GIFT + card          "gift:WSB"   Elder: discard the card,
 *                                          put a marker on its Ancestor's space
 *                                          of its icon
 *   64..83    GP_MOVE_CARVE + totem        "carve:TKW"  Carver
 *   96..143   GP_MOVE_GIVE + card          "give:WSB"   Potlatch: one card to
 *                                          the gift row
 *   160..207  GP_MOVE_DISCARD + card       "discard:WSB" Sunrise
 *   256..303  GP_MOVE_DRAW + card          "draw:WSB"   chance: a Potlatch card
 *                                          dealt or drawn
 *   304..323  GP_MOVE_DRAW + 48 + totem    "draw:TKW"   chance: a Totem Pole
 *                                          card dealt
 *   336..339  GP_MOVE_SPEAKER + seat       "speaker:2"  chance: first Speaker
 *   1024+     GP_MOVE_RITUAL + totem * 1728 + k0 * 144 + k1 * 12 + k2
 *                                          "ritual:TKW/TSB,KMO,WCX"  Shaman:
 *             the Totem Pole card and one Potlatch card per crest on it, in
 *             the crest order; k = the card's index within its family
 *             (icon * 4 + valuable), strictly rising between equal crests.
 *
 * Events appended by apply_move (pg_event fields; a private event carries
 * seen_by = the one seat that sees a..d):
 *   DICE_ROLLED   GP_DETAIL_SPEAKER_DRAW, seat = the first Speaker
 *   PIECE_TAKEN   GP_DETAIL_DRAW_POTLATCH / GP_DETAIL_DRAW_TOTEM: seat =
 *                 drawer, a = card (private to the drawer), b = its hand
 *                 size after
 *   SPECIAL       GP_DETAIL_RESHUFFLE: the discard pile became the draw
 *                 pile, a = its size
 *   PHASE_CHANGED detail = the new gp_phase (GP_PHASE_PASSING for the
 *                 Passing of the Speaking Stick), seat = Speaker, a = day
 *   TURN_BEGAN    seat = the seat to act
 *   PIECE_PLACED  GP_DETAIL_ROLE: seat, a = role
 *   PIECE_PLACED  GP_DETAIL_GIFT: seat, a = card, b = family, c = icon,
 *                 d = space (0 or 1)
 *   PIECE_PLACED  GP_DETAIL_CARVE: seat, a = totem
 *   PIECE_TAKEN   GP_DETAIL_MARKER_BACK: seat, a = family, b = icon,
 *                 c = space (one per marker a carving takes back)
 *   PIECE_PLACED  GP_DETAIL_RITUAL: seat, a = totem, b..d = the Potlatch
 *                 cards discarded (-1 past the crest count)
 *   PIECE_PLACED  GP_DETAIL_GIVE: seat, a = card, b = cards given so far
 *   PASS          GP_DETAIL_DONE: seat ended its day action or its gift;
 *                 GP_DETAIL_NOTHING: seat had no Potlatch card to give
 *   SPECIAL       GP_DETAIL_BAD_MARKER: seat takes a grey marker, a = the
 *                 reason (gp_bad_reason), b = its greys, c = its blacks after
 *                 (two greys become a black at once)
 *   SPECIAL       GP_DETAIL_STICK: seat = the new Speaker, a = 1 on a tie,
 *                 b = the most cards given
 *   PIECE_MOVED   GP_DETAIL_GIFTS_DISCARDED: seat, a = how many cards
 *   PIECE_MOVED   GP_DETAIL_DISCARD: seat, a = card (Sunrise)
 *   GAME_OVER     seat = the sole winner or -1, a = winner count
 */
#ifndef GREAT_POTLATCH_RULES_H
#define GREAT_POTLATCH_RULES_H

#include <stdbool.h>
#include <stdint.h>

#include "pg_game.h"

enum {
	GP_MIN_PLAYERS = 2,
	GP_MAX_PLAYERS = 4,
	GP_FAMILIES = 4,
	GP_ICONS = 3,
	GP_VALUABLES = 4,
	GP_ROLES = 3,
	GP_POTLATCH_CARDS = 48,
	GP_TOTEM_CARDS = 20,
	GP_CARDS_PER_FAMILY = GP_ICONS * GP_VALUABLES, /* 12 */
	GP_SPACES = 2,       /* marker spaces per icon on an Ancestor */
	GP_MARKERS = 6,      /* Potlatch markers per player */
	GP_ROLE_MARKERS = 2, /* of each role */
	GP_DAYS = 8,
	GP_HAND_LIMIT = 10,
	GP_DEAL_POTLATCH = 2,
	GP_DEAL_TOTEM = 5,
	GP_BAD_MARKERS = 16, /* in the box; see the rules notes */
	GP_POLE_POINTS = 5,
	GP_RITUAL_MAJORITY = 4,
	GP_RITUAL_SHARED = 2,
	GP_NO_ROLE = 255,
};

enum { GP_THUNDERBIRD = 0, GP_KILLER_WHALE, GP_WOLF, GP_RAVEN };
enum { GP_SUN = 0, GP_MOON, GP_COPPER };
enum { GP_BLANKET = 0, GP_OIL, GP_BOX, GP_CANOE };
enum { GP_ELDER = 0, GP_CARVER, GP_SHAMAN };

typedef enum gp_phase {
	GP_PHASE_DEAL = 0,
	GP_PHASE_FIRST_SPEAKER,
	GP_PHASE_GATHERING,
	GP_PHASE_DAY_DRAW,
	GP_PHASE_DAY_ACTION,
	GP_PHASE_POTLATCH,
	GP_PHASE_NIGHT_DRAW,
	GP_PHASE_PASSING, /* only in events: settled inside apply_move */
	GP_PHASE_SUNRISE,
	GP_PHASE_OVER,
	GP_PHASE_COUNT
} gp_phase;

enum {
	GP_MOVE_ROLE = 0,
	GP_MOVE_DONE = 3,
	GP_MOVE_GIFT = 16,
	GP_MOVE_CARVE = 64,
	GP_MOVE_GIVE = 96,
	GP_MOVE_DISCARD = 160,
	GP_MOVE_DRAW = 256,
	GP_MOVE_SPEAKER = 336,
	GP_MOVE_RITUAL = 1024,
	GP_MOVE_RITUAL_END = GP_MOVE_RITUAL + GP_TOTEM_CARDS * 1728,
};

/* pg_event.detail values. */
enum {
	GP_DETAIL_SPEAKER_DRAW = 1,
	GP_DETAIL_DRAW_POTLATCH,
	GP_DETAIL_DRAW_TOTEM,
	GP_DETAIL_RESHUFFLE,
	GP_DETAIL_ROLE,
	GP_DETAIL_GIFT,
	GP_DETAIL_CARVE,
	GP_DETAIL_MARKER_BACK,
	GP_DETAIL_RITUAL,
	GP_DETAIL_GIVE,
	GP_DETAIL_DONE,
	GP_DETAIL_NOTHING,
	GP_DETAIL_BAD_MARKER,
	GP_DETAIL_STICK,
	GP_DETAIL_GIFTS_DISCARDED,
	GP_DETAIL_DISCARD,
};

/* Why a seat took a grey marker. */
typedef enum gp_bad_reason {
	GP_BAD_FIRST_SPEAKER = 0, /* the youngest player's marker at the start */
	GP_BAD_COPIED_ROLE,       /* took the Speaker's role in the Gathering */
	GP_BAD_POTLATCH,          /* gave less than the biggest giver */
} gp_bad_reason;

/*
 * The state: plain data, memcpy-copyable. Card sets are bit sets. The
 * counts are kept beside the sets because an observation blanks the sets
 * it may not see but keeps their sizes: in an observation by seat p,
 * `unseen` / `totem_unseen` hold every card p cannot place (the draw pile,
 * the other hands, the Totem Pole cards left in the box) and the draw pile
 * and other hands are empty sets; in a true state both unseen sets are 0.
 *
 * `held_at_reshuffle` is public knowledge a re-deal must keep: when the
 * discard pile becomes the draw pile, everyone sees which cards it holds,
 * so the cards not in it are known to be in the hands. The set keeps
 * those that have stayed in a hand since (a card leaving a hand is seen),
 * and `held_at_reshuffle_count` how many of them each seat holds.
 */
typedef struct gp_state {
	uint64_t deck;                 /* the draw pile */
	uint64_t discard;              /* face up */
	uint64_t unseen;               /* observation only, see above */
	uint64_t hand[GP_MAX_PLAYERS]; /* Potlatch cards in hand */
	uint64_t gift[GP_MAX_PLAYERS]; /* given face up in today's Potlatch */
	uint64_t held_at_reshuffle;    /* see above; 0 before the first reshuffle */
	uint32_t totem_box;            /* Totem Pole cards never dealt */
	uint32_t totem_unseen;         /* observation only */
	uint32_t totem_hand[GP_MAX_PLAYERS];
	uint32_t poles[GP_MAX_PLAYERS];   /* carved, face up */
	uint32_t rituals[GP_MAX_PLAYERS]; /* face down, known to all (decision 12) */
	/* Ancestor spaces: seat + 1 of the marker's owner, 0 when open. */
	uint8_t space[GP_FAMILIES][GP_ICONS][GP_SPACES];
	uint8_t markers[GP_MAX_PLAYERS];             /* Potlatch markers in front of the seat */
	uint8_t placed[GP_MAX_PLAYERS][GP_FAMILIES]; /* markers on each Ancestor, by seat */
	uint8_t role[GP_MAX_PLAYERS];                /* today's role, GP_NO_ROLE */
	uint8_t role_left[GP_ROLES];                 /* role markers still in the middle */
	uint8_t greys[GP_MAX_PLAYERS];
	uint8_t blacks[GP_MAX_PLAYERS];
	uint8_t hand_potlatch[GP_MAX_PLAYERS]; /* sizes, public */
	uint8_t hand_totem[GP_MAX_PLAYERS];
	uint8_t held_at_reshuffle_count[GP_MAX_PLAYERS]; /* public, see above */
	uint8_t deck_count;
	uint8_t players;
	uint8_t phase;      /* gp_phase */
	uint8_t day;        /* 1..8 */
	uint8_t speaker;    /* 255 before the draw */
	uint8_t turn;       /* the seat acting or drawing */
	uint8_t acted;      /* seats done in this phase */
	uint8_t draws_left; /* cards still to draw (DAY_DRAW, NIGHT_DRAW) */
	uint8_t deal_index; /* cards dealt so far in DEAL */
	uint8_t pad[8];
} gp_state;

extern const pg_game great_potlatch_game;

/* ---- cards --------------------------------------------------------------- */

static inline int gp_card_family(int card)
{
	return card / GP_CARDS_PER_FAMILY;
}
static inline int gp_card_icon(int card)
{
	return (card / GP_VALUABLES) % GP_ICONS;
}
static inline int gp_card_valuable(int card)
{
	return card % GP_VALUABLES;
}
static inline int gp_card(int family, int icon, int valuable)
{
	return family * GP_CARDS_PER_FAMILY + icon * GP_VALUABLES + valuable;
}
/* The i-th crest (0..2, lowest first) of a Totem Pole card. */
int gp_totem_family(int totem, int i);
/* How many crests of family the Totem Pole card shows (0..3). */
int gp_totem_needs(int totem, int family);
/* The Totem Pole card with these three crests (any order), or -1. */
int gp_totem_of(int a, int b, int c);

const char *gp_family_name(int family);     /* "Thunderbird" */
const char *gp_family_id(int family);       /* "thunderbird", as the art */
const char *gp_icon_name(int icon);         /* "Sun" */
const char *gp_icon_id(int icon);           /* "sun" */
const char *gp_valuable_name(int valuable); /* "Blankets" */
const char *gp_valuable_id(int valuable);   /* "blanket" */
const char *gp_role_name(int role);         /* "Elder" */
const char *gp_role_id(int role);           /* "elder" */
const char *gp_seat_name(int seat);         /* "Red" */
const char *gp_phase_name(gp_phase phase);  /* "Gathering" */
/* Card notation, as in the header comment ("WSB", "TKW"). */
int gp_potlatch_card_text(int card, char *buf, size_t size);
int gp_totem_card_text(int totem, char *buf, size_t size);

/* ---- reading the state (scene, AI, tests) -------------------------------- */

gp_phase gp_get_phase(const gp_state *s);
int gp_players(const gp_state *s);
int gp_day(const gp_state *s);
/* The Speaker, -1 before the draw. */
int gp_speaker(const gp_state *s);
/* The seat acting or drawing now, -1 when no one is. */
int gp_turn(const gp_state *s);
int gp_hand_size(const gp_state *s, int seat); /* both kinds of card */
/* Markers of seat on the Ancestor of family (all icons). */
int gp_markers_on(const gp_state *s, int seat, int family);
/* Seat's Potlatch markers on all Ancestors. */
int gp_markers_placed(const gp_state *s, int seat);
/* The valuable seat is giving today, -1 before its first card. */
int gp_gift_valuable(const gp_state *s, int seat);
/* Bad-reputation points: greys + 2 * blacks. */
int gp_bad_points(const gp_state *s, int seat);
/* Reputation now: markers + 5 per pole + the ritual majority - bad points. */
int gp_score(const gp_state *s, int seat);
/* The points seat's Rituals earn now: 4, 2 (shared) or 0. */
int gp_ritual_points(const gp_state *s, int seat);

/* ---- moves ------------------------------------------------------------ */

static inline pg_move gp_move_ritual(int totem, const int k[3])
{
	return GP_MOVE_RITUAL + totem * 1728 + k[0] * 144 + k[1] * 12 + k[2];
}
/* Unpacks a ritual move into its Totem Pole card and its Potlatch cards
 * (cards[i] = -1 past the crest count, which is always 3 here). */
bool gp_ritual_cards(pg_move move, int *totem, int cards[3]);

#endif
