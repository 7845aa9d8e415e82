/*
 * pg_game.h: the interface every game implements.
 *
 * A game is one const pg_game table of function pointers (after Tatham's
 * puzzles and OpenSpiel). The rest of the program (match, AI, command line,
 * app) talks to a game only through this table, so one conformance test,
 * one AI and one command-line tool serve every game.
 *
 * Contract, for every game:
 *  - A state is a plain struct of state_size bytes with no pointers: it is
 *    copied with memcpy and compared with memcmp. init() must zero it first
 *    (so padding is deterministic).
 *  - Randomness is never inside the rules. A die roll, a shuffle step or a
 *    spinner is a move of the CHANCE player: current_player() returns
 *    PG_CHANCE, chance_outcomes() lists the outcomes with probabilities that
 *    sum to 1, and the match samples one from its seeded RNG.
 *  - legal_moves() writes the moves of the player to move sorted ascending
 *    with no duplicates. apply_move() is only called with a legal move (or a
 *    listed chance outcome); the match checks legality, not the game.
 *  - apply_move() appends events for the scene (animation, sound); events
 *    may be NULL (the AI passes NULL for speed).
 *  - returns() is meaningful at TERMINAL: each seat's share of the win in
 *    [0,1] (1 for a sole winner, 1/k for k tied winners, 0 for a loser).
 *    A one-seat game returns a normalised score.
 */
#ifndef PG_GAME_H
#define PG_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pg_rng.h"

enum {
	PG_MAX_SEATS = 6,
	PG_MAX_MOVES = 1024,   /* capacity callers give legal_moves() */
	PG_MAX_CHANCE = 256,   /* capacity callers give chance_outcomes() */
	PG_MAX_EVENTS = 96,    /* events one apply_move() may append */
	PG_MAX_OPTIONS = 8,    /* game-specific options besides players */
	PG_MAX_BREAKDOWN = 24, /* lines of a score breakdown */
};

/* What current_player() returns besides a seat number 0..players-1. */
enum { PG_CHANCE = -1, PG_TERMINAL = -2 };

/* A move is a small non-negative integer whose encoding each game documents
 * in its rules header. */
typedef int32_t pg_move;
#define PG_NO_MOVE ((pg_move)-1)

/* ---- options ---------------------------------------------------------- */

/* One game-specific option, e.g. Kloone's actions=2|3. Values are integers
 * from min_value to max_value; value_names, when given, names each value
 * (index value - min_value) and is accepted by the parser. */
typedef struct pg_option_spec {
	const char *key;   /* in K=V text and saves: "actions" */
	const char *label; /* on the setup screen, marked N_(): "Actions per turn" */
	int min_value;
	int max_value;
	int default_value;
	const char *const *value_names; /* NULL: plain numbers */
	/* What the setup screen shows for each value (index value - min_value),
	 * marked N_() and translated there; NULL: value_names as they are. */
	const char *const *value_labels;
	const char *help; /* one sentence for the setup screen, marked N_() */
} pg_option_spec;

typedef struct pg_options {
	int players;                 /* seats at the table */
	int values[PG_MAX_OPTIONS];  /* indexed like the game's option_specs */
} pg_options;

/* ---- chance ----------------------------------------------------------- */

typedef struct pg_chance_outcome {
	pg_move move;
	double probability;
} pg_chance_outcome;

/* ---- events (rules -> scene, sound) ----------------------------------- */

/* The shared meaning of an event, which the app maps to a sound and a
 * generic effect. detail and a..d are the game's own (documented in its
 * rules header) and drive its scene's animation. */
typedef enum pg_event_kind {
	PG_EVENT_NONE = 0,
	PG_EVENT_DICE_ROLLED,    /* a die, spinner or draw decided something */
	PG_EVENT_PIECE_PLACED,   /* a piece went onto the board */
	PG_EVENT_PIECE_MOVED,    /* a piece moved on the board */
	PG_EVENT_PIECE_TAKEN,    /* a piece left the board into someone's hands */
	PG_EVENT_SPECIAL,        /* a notable act: count coup, a bonus, ... */
	PG_EVENT_PASS,           /* a seat passed */
	PG_EVENT_TURN_BEGAN,     /* seat is now to move */
	PG_EVENT_PHASE_CHANGED,  /* a new phase of the game began */
	PG_EVENT_GAME_OVER,      /* the game reached TERMINAL */
	PG_EVENT_KIND_COUNT
} pg_event_kind;

typedef struct pg_event {
	uint16_t kind;    /* pg_event_kind */
	uint16_t detail;  /* game-specific subtype */
	int16_t seat;     /* who did it, or -1 */
	uint16_t seen_by; /* bit per seat that may see a..d; PG_SEEN_BY_ALL */
	int32_t a, b, c, d;
} pg_event;

/* Everyone may see an event (pg_event_push's default). A private event
 * (the cards a seat drew) carries only the bits of the seats that see it;
 * the app shows every other seat the event with a..d hidden. */
#define PG_SEEN_BY_ALL ((uint16_t)0xFFFF)
#define PG_SEEN_BY_SEAT(seat) ((uint16_t)(1u << (seat)))

typedef struct pg_event_list {
	int count;
	pg_event items[PG_MAX_EVENTS];
} pg_event_list;

/* Appends an event if list is not NULL and has room. */
void pg_event_push(pg_event_list *list, pg_event_kind kind, int detail, int seat,
		   int a, int b, int c, int d);
/* The same, for an event only the seats in seen_by may see in full. */
void pg_event_push_seen(pg_event_list *list, uint16_t seen_by, pg_event_kind kind,
			int detail, int seat, int a, int b, int c, int d);
/* May seat (or -1, a spectator who sees only what is public) see e? */
bool pg_event_visible_to(const pg_event *e, int seat);

/* ---- end-of-game explanation ------------------------------------------ */

typedef struct pg_breakdown_line {
	/* "Own-colour large pyramids (2 x 3)", translated: room for the
	 * pseudo-locale's two bytes a letter and a third more letters. */
	char label[160];
	int value;      /* its points, negative for penalties */
} pg_breakdown_line;

typedef struct pg_breakdown {
	int count;
	pg_breakdown_line lines[PG_MAX_BREAKDOWN];
	int total;
} pg_breakdown;

void pg_breakdown_add(pg_breakdown *out, int value, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

/* ---- AI hooks ---------------------------------------------------------- */

struct pg_game;

/* Levels a seat can be given. RANDOM and GREEDY are baselines for
 * measuring; EASY, NORMAL, HARD are what a player picks. */
typedef enum pg_ai_kind {
	PG_AI_RANDOM = 0,
	PG_AI_GREEDY,
	PG_AI_EASY,
	PG_AI_NORMAL,
	PG_AI_HARD,
	/* Hard's budget searching the true state, every hand open: only for
	 * measuring what hidden information costs the AI (play --seats);
	 * never offered in the app. */
	PG_AI_CHEAT,
	PG_AI_KIND_COUNT
} pg_ai_kind;

/* A search budget. Levels are budgets of work (iterations, depth), not of
 * time, so a seeded game plays the same on any machine; max_seconds is only
 * a safety net. */
typedef struct pg_ai_budget {
	int iterations;     /* MCTS iterations / search nodes (in thousands for alpha-beta) */
	int depth;          /* search depth where the algorithm has one */
	double max_seconds; /* wall-clock safety cap */
	double exploration; /* UCT constant (0: algorithm default) */
} pg_ai_budget;

typedef struct pg_ai_request {
	pg_ai_kind kind;
	int seat;                 /* the seat to choose for */
	uint64_t seed;            /* for the agent's own randomness */
	const volatile int *cancel; /* when it reads non-zero, return at once */
} pg_ai_request;

typedef struct pg_ai_result {
	pg_move move;
	long long nodes;   /* iterations or nodes searched */
	double value;      /* the agent's estimate for its seat, if it has one */
	bool cancelled;
} pg_ai_result;

typedef struct pg_game_ai {
	/* Heuristic value of a non-terminal (or terminal) state for seat:
	 * larger is better, ideally an estimated win share in [0,1]. Used by
	 * greedy and as a leaf value. Required. */
	double (*evaluate)(const void *state, int seat);
	/* Optional playout policy for MCTS; NULL picks uniformly at random. */
	pg_move (*playout_move)(const void *state, pg_rng *rng);
	/* Optional game-specific search for EASY..HARD; NULL uses the generic
	 * MCTS with chance nodes. Fills result->move. */
	void (*search)(const struct pg_game *game, const void *state,
		       const pg_ai_request *request, const pg_ai_budget *budget,
		       pg_ai_result *result);
	/* Budgets for EASY, NORMAL, HARD. */
	pg_ai_budget levels[3];
} pg_game_ai;

/* ---- the game table ---------------------------------------------------- */

typedef struct pg_game {
	const char *id;      /* fixed: "totem-pole", "kloone", ... */
	const char *name;    /* "Totem Pole" */
	const char *tagline; /* one line for the title menu */
	int min_players;
	int max_players;
	int default_players;
	size_t state_size;

	const pg_option_spec *option_specs;
	int option_count;

	/* Sets up the start position (zeroing the whole struct first). Options
	 * are already validated. */
	void (*init)(void *state, const pg_options *options);
	int (*num_seats)(const void *state);
	/* A seat, PG_CHANCE or PG_TERMINAL. */
	int (*current_player)(const void *state);
	/* Sorted, unique; returns the count (0 only at chance or terminal). */
	int (*legal_moves)(const void *state, pg_move *out, int cap);
	/* At PG_CHANCE: the outcomes, probabilities summing to 1. */
	int (*chance_outcomes)(const void *state, pg_chance_outcome *out, int cap);
	/* Optional: at PG_CHANCE, one outcome drawn from rng with the
	 * probabilities chance_outcomes() lists, without listing them (a card
	 * from a pile of forty is then one step, not forty). Random playouts
	 * use it; NULL samples from chance_outcomes(). */
	pg_move (*sample_chance)(const void *state, pg_rng *rng);
	/* Optional: at a seat's turn, the move legal_moves() lists at index
	 * pg_rng_below(rng, count), drawn by that one call, without listing
	 * every move (a discard is then one step, not a hand's worth). Random
	 * playouts use it; NULL lists the moves and picks one. */
	pg_move (*random_move)(const void *state, pg_rng *rng);
	void (*apply_move)(void *state, pg_move move, pg_event_list *events);
	/* At terminal: win share per seat (see above). */
	void (*returns)(const void *state, double *out);
	/* The game's own points per seat, now (running or final). */
	void (*scores)(const void *state, int *out);
	/* How seat's score is made up, for the results screen. */
	void (*score_breakdown)(const void *state, int seat, pg_breakdown *out);

	/* Notation: short, documented in the rules header, round-trips through
	 * move_from_text for every legal move and chance outcome. */
	int (*move_to_text)(const void *state, pg_move move, char *buf, size_t size);
	bool (*move_from_text)(const void *state, const char *text, pg_move *out);
	/* A sentence for the move log, said before the move is applied:
	 * "Red places a large pyramid on the pole." */
	int (*describe_move)(const void *state, pg_move move, char *buf, size_t size);
	/* The whole state as text (for `moves` and debugging). */
	int (*state_to_text)(const void *state, char *buf, size_t size);

	/* ---- hidden information (after OpenSpiel's information states) ----
	 * A game with hidden information sets hidden_information and gives
	 * observe and determinize; the rest of the program then hands the AI,
	 * the move log and the view only observations, never the true state.
	 * The conformance test checks, for every seat p and many random states
	 * s: observe(determinize(observe(s, p)), p) == observe(s, p), and that
	 * p's legal moves are the same in s and in every determinization. */
	bool hidden_information;
	/* Writes into out (state_size bytes) the state as seat sees it: what
	 * seat may not see is blanked in a fixed way (so equal information
	 * gives equal bytes), and whatever a determinization needs (counts
	 * of hidden cards, which cards are unseen) is kept. seat -1 is a
	 * spectator who sees only what is public. NULL: everything is public. */
	void (*observe)(const void *state, int seat, void *out);
	/* From an observation of seat (or a true state), re-deals in place
	 * every blank consistently with what seat knows, sampled from rng. */
	void (*determinize)(void *state, int seat, pg_rng *rng);
	/* Optional: a key of seat's information set; NULL hashes observe()'s
	 * bytes (pg_game_information_key). */
	uint64_t (*information_key)(const void *state, int seat);
	/* Optional: at PG_CHANCE, the seat making the chance move (whose roll
	 * or draw it is), or -1 for no one (a shuffle, the first-player draw).
	 * A person's roll waits for that person in the app. */
	int (*chance_seat)(const void *state);
	/* Optional: at PG_CHANCE, the seat that alone sees the outcome (the
	 * card drawn into its hand), or -1 when everyone sees it. */
	int (*chance_private_to)(const void *state);
	/* Optional: describe_move as viewer (a seat, or -1 for a spectator)
	 * may read it: "Blue draws two cards" for a private draw. NULL uses
	 * describe_move for everyone. */
	int (*describe_move_for)(const void *state, pg_move move, int viewer, char *buf,
				 size_t size);
	/* Optional: PG_SEAT_PLAYING or PG_SEAT_OUT (a family that starved);
	 * NULL: every seat plays to the end. */
	int (*seat_status)(const void *state, int seat);

	const pg_game_ai *ai;

	/* Optional: checks what the rules must conserve (pieces, chips, cards)
	 * and other invariants; writes why on failure. The conformance test
	 * calls it after every move of its random playouts. */
	bool (*check_invariants)(const void *state, char *why, size_t size);
} pg_game;

/* ---- the hidden-information contract, with defaults ------------------
 * Callers use these rather than the table, so a game without hidden
 * information needs none of the optional entries. */

typedef enum pg_seat_status { PG_SEAT_PLAYING = 0, PG_SEAT_OUT = 1 } pg_seat_status;

/* observe(), or a plain copy for a perfect-information game. */
void pg_game_observe(const pg_game *game, const void *state, int seat, void *out);
/* information_key(), or a 64-bit FNV-1a hash of seat's observation. */
uint64_t pg_game_information_key(const pg_game *game, const void *state, int seat);
/* chance_seat(), or -1; also -1 when the state is not at PG_CHANCE. */
int pg_game_chance_seat(const pg_game *game, const void *state);
/* chance_private_to(), or -1. */
int pg_game_chance_private_to(const pg_game *game, const void *state);
/* describe_move_for(), or describe_move(). */
int pg_game_describe_move_for(const pg_game *game, const void *state, pg_move move,
			      int viewer, char *buf, size_t size);
/* seat_status(), or PG_SEAT_PLAYING. */
int pg_game_seat_status(const pg_game *game, const void *state, int seat);

/* True when move is one of the count moves (a legal list, sorted or not). */
bool pg_moves_contain(const pg_move *moves, int count, pg_move move);

#endif
