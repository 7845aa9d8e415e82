/*
 * kloone_rules.c: the rules of Potlatch Kloone (see kloone_rules.h and
 * docs/rules/kloone.md). Pure: no I/O, no globals, no allocation.
 *
 * The board is a list of at most twelve tiles with a neighbour table, so
 * move generation looks at six neighbours of one tile and never scans a
 * grid; that keeps random playouts and the AI's search fast.
 */
#include "kloone_rules.h"

#include "pg_i18n.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Directions sorted by their cell offset (-21, -20, -1, +1, +20, +21), so
 * walking them in order lists target cells in ascending order and the legal
 * list needs no sort. Opposite of direction d is 5 - d. */
const int8_t kloone_direction_q[KLOONE_DIRECTIONS] = {0, 1, -1, 1, -1, 0};
const int8_t kloone_direction_r[KLOONE_DIRECTIONS] = {-1, -1, 0, 0, 1, 1};
static const int16_t cell_step[KLOONE_DIRECTIONS] = {
    -KLOONE_GRID_SIZE, 1 - KLOONE_GRID_SIZE, -1, 1, KLOONE_GRID_SIZE - 1, KLOONE_GRID_SIZE,
};

static const char *const colour_names[] = {N_("Red"), N_("Blue")};
static const char *const layout_names[KLOONE_LAYOUT_COUNT] = {"line", "diamond", "ring"};
/* The setup screen's names of the layouts, in layout_names' order. */
static const char *const layout_labels[KLOONE_LAYOUT_COUNT] = {N_("Line"), N_("Diamond"),
                                                               N_("Ring")};

/* Starting layouts: tile coordinates, and which of them each pawn starts
 * on. Each is symmetric under a half turn that swaps the pawns, so neither
 * colour has a better start (docs/rules/kloone.md, "Starting layouts"). */
typedef struct layout_spec {
	int count;
	int8_t q[7], r[7];
	int8_t pawn[KLOONE_SEATS];
} layout_spec;

static const layout_spec layouts[KLOONE_LAYOUT_COUNT] = {
    [KLOONE_LAYOUT_LINE] = {3, {-1, 0, 1}, {0, 0, 0}, {0, 2}},
    [KLOONE_LAYOUT_DIAMOND] = {4, {-1, 0, -1, 0}, {0, 0, 1, 1}, {0, 3}},
    [KLOONE_LAYOUT_RING] = {6, {-1, 0, 1, 1, 0, -1}, {0, -1, -1, 0, 1, 1}, {0, 3}},
};

static kloone_state *st(void *state)
{
	return (kloone_state *)state;
}

static const kloone_state *cst(const void *state)
{
	return (const kloone_state *)state;
}

/* ---- cells, moves, stacks ---------------------------------------------- */

int kloone_cell(int q, int r)
{
	if (q < -KLOONE_GRID_RADIUS || q > KLOONE_GRID_RADIUS || r < -KLOONE_GRID_RADIUS ||
	    r > KLOONE_GRID_RADIUS)
		return -1;
	return (r + KLOONE_GRID_RADIUS) * KLOONE_GRID_SIZE + (q + KLOONE_GRID_RADIUS);
}

int kloone_cell_q(int cell)
{
	return cell % KLOONE_GRID_SIZE - KLOONE_GRID_RADIUS;
}

int kloone_cell_r(int cell)
{
	return cell / KLOONE_GRID_SIZE - KLOONE_GRID_RADIUS;
}

int kloone_cell_distance(int a, int b)
{
	int dq = kloone_cell_q(a) - kloone_cell_q(b);
	int dr = kloone_cell_r(a) - kloone_cell_r(b);
	return (abs(dq) + abs(dr) + abs(dq + dr)) / 2;
}

/* The direction from one hex to the next, or -1 if they are not adjacent. */
static int direction_of(int dq, int dr)
{
	for (int d = 0; d < KLOONE_DIRECTIONS; d++)
		if (kloone_direction_q[d] == dq && kloone_direction_r[d] == dr)
			return d;
	return -1;
}

pg_move kloone_move_pawn(int q, int r)
{
	int cell = kloone_cell(q, r);
	return cell < 0 ? PG_NO_MOVE : KLOONE_MOVE_PAWN + cell;
}

pg_move kloone_move_chip(int q, int r)
{
	int cell = kloone_cell(q, r);
	return cell < 0 ? PG_NO_MOVE : KLOONE_MOVE_CHIP + cell;
}

pg_move kloone_move_first(int seat)
{
	return KLOONE_MOVE_FIRST + seat;
}

bool kloone_move_is_pawn(pg_move move)
{
	return move >= KLOONE_MOVE_PAWN && move < KLOONE_MOVE_CHIP;
}

bool kloone_move_is_chip(pg_move move)
{
	return move >= KLOONE_MOVE_CHIP && move < KLOONE_MOVE_FIRST;
}

int kloone_move_cell(pg_move move)
{
	if (kloone_move_is_pawn(move))
		return move - KLOONE_MOVE_PAWN;
	if (kloone_move_is_chip(move))
		return move - KLOONE_MOVE_CHIP;
	return -1;
}

static int height_of(const kloone_state *s, int tile)
{
	return s->stack[tile] & 3;
}

static int top_of(const kloone_state *s, int tile)
{
	return (s->stack[tile] >> 2) & 3;
}

static uint8_t pack_stack(int height, int top)
{
	return (uint8_t)(height | (top << 2));
}

void kloone_set_stack(kloone_state *s, int tile, int height, int top)
{
	if (tile >= 0 && tile < KLOONE_MAX_TILES)
		s->stack[tile] = pack_stack(height & 3, top & 3);
}

static int total_tiles(const kloone_state *s)
{
	return s->actions_per_turn == 3 ? 12 : 9;
}

/* ---- accessors -------------------------------------------------------------- */

int kloone_tile_count(const kloone_state *s)
{
	return s->tile_count;
}

int kloone_tile_cell(const kloone_state *s, int tile)
{
	return s->tile_cell[tile];
}

int kloone_tile_q(const kloone_state *s, int tile)
{
	return kloone_cell_q(s->tile_cell[tile]);
}

int kloone_tile_r(const kloone_state *s, int tile)
{
	return kloone_cell_r(s->tile_cell[tile]);
}

int kloone_tile_at_cell(const kloone_state *s, int cell)
{
	for (int t = 0; t < s->tile_count; t++)
		if (s->tile_cell[t] == cell)
			return t;
	return -1;
}

int kloone_tile_at(const kloone_state *s, int q, int r)
{
	int cell = kloone_cell(q, r);
	return cell < 0 ? -1 : kloone_tile_at_cell(s, cell);
}

int kloone_stack_height(const kloone_state *s, int tile)
{
	return height_of(s, tile);
}

kloone_chip kloone_chip_at(const kloone_state *s, int tile, int level)
{
	if (level < 1 || level > height_of(s, tile))
		return KLOONE_CHIP_NONE;
	return level == KLOONE_MAX_HEIGHT ? (kloone_chip)top_of(s, tile) : KLOONE_CHIP_NEUTRAL;
}

int kloone_stack_owner(const kloone_state *s, int tile)
{
	if (height_of(s, tile) != KLOONE_MAX_HEIGHT || top_of(s, tile) == KLOONE_CHIP_NEUTRAL)
		return -1;
	return top_of(s, tile) - 1;
}

int kloone_stack_count(const kloone_state *s, int seat)
{
	uint8_t own = pack_stack(KLOONE_MAX_HEIGHT, kloone_seat_colour(seat));
	int count = 0;
	for (int t = 0; t < s->tile_count; t++)
		count += s->stack[t] == own;
	return count;
}

int kloone_pawn_tile(const kloone_state *s, int seat)
{
	return s->pawn_tile[seat];
}

int kloone_tile_stock(const kloone_state *s)
{
	return s->tile_stock;
}

int kloone_neutral_supply(const kloone_state *s)
{
	return s->neutral_supply;
}

int kloone_colour_supply(const kloone_state *s, int seat)
{
	return s->colour_supply[seat];
}

int kloone_actions_left(const kloone_state *s)
{
	return s->phase == KLOONE_PHASE_PLAY ? s->actions_left : 0;
}

bool kloone_run_in_progress(const kloone_state *s)
{
	return s->phase == KLOONE_PHASE_PLAY && s->run_active;
}

bool kloone_tile_visited(const kloone_state *s, int tile)
{
	return s->phase == KLOONE_PHASE_PLAY && tile >= 0 && tile < s->tile_count &&
	       ((s->visited >> tile) & 1);
}

int kloone_to_move(const kloone_state *s)
{
	if (s->phase == KLOONE_PHASE_FIRST)
		return PG_CHANCE;
	if (s->phase == KLOONE_PHASE_OVER)
		return PG_TERMINAL;
	return s->to_move;
}

int kloone_winner(const kloone_state *s)
{
	return s->winner;
}

kloone_end kloone_end_reason(const kloone_state *s)
{
	return (kloone_end)s->end_reason;
}

const char *kloone_layout_name(kloone_layout layout)
{
	return layout >= 0 && layout < KLOONE_LAYOUT_COUNT ? layout_names[layout] : "?";
}

int kloone_layout_tiles(kloone_layout layout, int *q, int *r, int pawn_index[KLOONE_SEATS])
{
	const layout_spec *spec = &layouts[layout];
	for (int i = 0; i < spec->count; i++) {
		q[i] = spec->q[i];
		r[i] = spec->r[i];
	}
	pawn_index[0] = spec->pawn[0];
	pawn_index[1] = spec->pawn[1];
	return spec->count;
}

/* ---- what an increase would do ------------------------------------------------ */

/* The chip an increase would put on tile for seat: a colour chip when it
 * makes the third level (a neutral one if that colour has none left), a
 * neutral chip below that, KLOONE_CHIP_NONE on a full stack or when the
 * needed chip is not there (docs/rules/kloone.md, "Running out of chips"). */
static int increase_chip(const kloone_state *s, int tile, int seat)
{
	int height = height_of(s, tile);
	if (height >= KLOONE_MAX_HEIGHT)
		return KLOONE_CHIP_NONE;
	if (height == KLOONE_MAX_HEIGHT - 1 && s->colour_supply[seat] > 0)
		return kloone_seat_colour(seat);
	return s->neutral_supply > 0 ? KLOONE_CHIP_NEUTRAL : KLOONE_CHIP_NONE;
}

bool kloone_run_adds_chip(const kloone_state *s)
{
	return kloone_run_in_progress(s) &&
	       increase_chip(s, s->pawn_tile[s->to_move], s->to_move) != KLOONE_CHIP_NONE;
}

/* The stack at the pawn's feet as a chip move would find it: a run in
 * progress ends first, which adds its chip. */
typedef struct chip_source {
	int height;
	int top;
	int neutral_supply; /* after the increase */
} chip_source;

static chip_source source_for_chip(const kloone_state *s)
{
	int t = s->pawn_tile[s->to_move];
	chip_source source = {height_of(s, t), top_of(s, t), s->neutral_supply};
	if (s->run_active) {
		int chip = increase_chip(s, t, s->to_move);
		if (chip != KLOONE_CHIP_NONE) {
			source.height++;
			source.top = chip;
			source.neutral_supply -= chip == KLOONE_CHIP_NEUTRAL;
		}
	}
	if (source.height < KLOONE_MAX_HEIGHT)
		source.top = KLOONE_CHIP_NEUTRAL;
	return source;
}

/* A chip can leave when there is one and, if it is a colour chip, a neutral
 * chip is there to exchange it for. */
static kloone_block chip_source_block(const chip_source *source)
{
	if (source->height == 0)
		return KLOONE_BLOCK_NO_CHIP;
	if (source->top != KLOONE_CHIP_NEUTRAL && source->neutral_supply == 0)
		return KLOONE_BLOCK_NO_NEUTRAL;
	return KLOONE_OK;
}

kloone_block kloone_chip_source_check(const kloone_state *s)
{
	chip_source source = source_for_chip(s);
	return chip_source_block(&source);
}

/* ---- move generation -------------------------------------------------------------- */

/* Legal actions of the player to move, ascending. When stop_at_one, returns
 * as soon as one is found (for the "can they act at all" check). */
static int generate(const kloone_state *s, pg_move *out, bool stop_at_one)
{
	int me = s->to_move;
	int t = s->pawn_tile[me];
	int other = s->pawn_tile[1 - me];
	int height = height_of(s, t);
	int base = s->tile_cell[t];
	int n = 0;
	for (int d = 0; d < KLOONE_DIRECTIONS; d++) {
		int nb = s->neighbour[t][d];
		bool ok;
		if (nb >= 0)
			ok = nb != other && !((s->visited >> nb) & 1) &&
			     abs(height_of(s, nb) - height) <= 1;
		else
			ok = nb == KLOONE_BLANK && s->tile_stock > 0 && height <= 1;
		if (ok) {
			out[n++] = KLOONE_MOVE_PAWN + base + cell_step[d];
			if (stop_at_one)
				return n;
		}
	}
	chip_source source = source_for_chip(s);
	if (chip_source_block(&source) != KLOONE_OK)
		return n;
	for (int d = 0; d < KLOONE_DIRECTIONS; d++) {
		int nb = s->neighbour[t][d];
		bool ok = nb >= 0 ? height_of(s, nb) < KLOONE_MAX_HEIGHT
		                  : nb == KLOONE_BLANK && s->tile_stock > 0;
		if (ok) {
			out[n++] = KLOONE_MOVE_CHIP + base + cell_step[d];
			if (stop_at_one)
				return n;
		}
	}
	return n;
}

bool kloone_has_action(const kloone_state *s)
{
	pg_move one[1];
	return s->phase == KLOONE_PHASE_PLAY && generate(s, one, true) > 0;
}

static int kloone_legal_moves(const void *state, pg_move *out, int cap)
{
	const kloone_state *s = cst(state);
	if (s->phase != KLOONE_PHASE_PLAY)
		return 0;
	pg_move moves[2 * KLOONE_DIRECTIONS];
	int n = generate(s, moves, false);
	if (n > cap)
		n = cap;
	memcpy(out, moves, sizeof(pg_move) * (size_t)n);
	return n;
}

/* ---- hover checks ------------------------------------------------------------------ */

/* The direction from the pawn to move to (q, r), or a reason it has none. */
static kloone_block target_direction(const kloone_state *s, int q, int r, int *direction)
{
	if (s->phase != KLOONE_PHASE_PLAY)
		return KLOONE_BLOCK_NOT_PLAYING;
	if (kloone_cell(q, r) < 0)
		return KLOONE_BLOCK_OFF_BOARD;
	int t = s->pawn_tile[s->to_move];
	*direction = direction_of(q - kloone_tile_q(s, t), r - kloone_tile_r(s, t));
	if (*direction < 0)
		return KLOONE_BLOCK_NOT_ADJACENT;
	if (s->neighbour[t][*direction] == KLOONE_OFF_WINDOW)
		return KLOONE_BLOCK_OFF_BOARD;
	return KLOONE_OK;
}

kloone_block kloone_pawn_move_check(const kloone_state *s, int q, int r)
{
	int d = 0;
	kloone_block block = target_direction(s, q, r, &d);
	if (block != KLOONE_OK)
		return block;
	int t = s->pawn_tile[s->to_move];
	int nb = s->neighbour[t][d];
	int from = height_of(s, t);
	if (nb == KLOONE_BLANK) {
		if (s->tile_stock == 0)
			return KLOONE_BLOCK_NO_TILES;
		return from > 1 ? KLOONE_BLOCK_TOO_LOW : KLOONE_OK;
	}
	if (nb == s->pawn_tile[1 - s->to_move])
		return KLOONE_BLOCK_OTHER_PAWN;
	if ((s->visited >> nb) & 1)
		return KLOONE_BLOCK_VISITED;
	int step = height_of(s, nb) - from;
	if (step > 1)
		return KLOONE_BLOCK_TOO_HIGH;
	if (step < -1)
		return KLOONE_BLOCK_TOO_LOW;
	return KLOONE_OK;
}

kloone_block kloone_chip_move_check(const kloone_state *s, int q, int r)
{
	int d = 0;
	kloone_block block = target_direction(s, q, r, &d);
	if (block != KLOONE_OK)
		return block;
	block = kloone_chip_source_check(s);
	if (block != KLOONE_OK)
		return block;
	int nb = s->neighbour[s->pawn_tile[s->to_move]][d];
	if (nb == KLOONE_BLANK)
		return s->tile_stock > 0 ? KLOONE_OK : KLOONE_BLOCK_NO_TILES;
	return height_of(s, nb) >= KLOONE_MAX_HEIGHT ? KLOONE_BLOCK_FULL : KLOONE_OK;
}

const char *kloone_block_text(kloone_block block)
{
	static const char *const texts[KLOONE_BLOCK_COUNT] = {
	    [KLOONE_OK] = N_("Allowed."),
	    [KLOONE_BLOCK_NOT_PLAYING] = N_("Nobody can act now."),
	    [KLOONE_BLOCK_OFF_BOARD] = N_("That is off the table."),
	    [KLOONE_BLOCK_NOT_ADJACENT] = N_("Only a neighbouring hex can be reached."),
	    [KLOONE_BLOCK_TOO_HIGH] = N_("That hex is more than one chip higher."),
	    [KLOONE_BLOCK_TOO_LOW] = N_("That hex is more than one chip lower."),
	    [KLOONE_BLOCK_VISITED] = N_("The pawn already stood there this turn."),
	    [KLOONE_BLOCK_OTHER_PAWN] = N_("The other pawn stands there."),
	    [KLOONE_BLOCK_NO_TILES] = N_("No base tiles are left to lay there."),
	    [KLOONE_BLOCK_NO_CHIP] = N_("There is no chip under the pawn."),
	    [KLOONE_BLOCK_FULL] = N_("That stack is already three high."),
	    [KLOONE_BLOCK_NO_NEUTRAL] =
	        N_("No neutral chip is left to exchange the colour chip for."),
	};
	return block >= 0 && block < KLOONE_BLOCK_COUNT ? _(texts[block]) : "?";
}

/* ---- changing the board ---------------------------------------------------------- */

/* Lays a tile (from the stock) at cell and links it to its neighbours. */
int kloone_lay_tile(kloone_state *s, int cell)
{
	int t = s->tile_count++;
	s->tile_stock--;
	s->tile_cell[t] = (int16_t)cell;
	s->stack[t] = 0;
	for (int d = 0; d < KLOONE_DIRECTIONS; d++) {
		int next = kloone_next_cell(cell, d);
		int nb = next < 0 ? KLOONE_OFF_WINDOW : kloone_tile_at_cell(s, next);
		s->neighbour[t][d] = (int8_t)(nb < 0 && next >= 0 ? KLOONE_BLANK : nb);
		if (nb >= 0)
			s->neighbour[nb][KLOONE_DIRECTIONS - 1 - d] = (int8_t)t;
	}
	return t;
}

void kloone_put_pawn(kloone_state *s, int seat, int tile)
{
	if (tile < 0)
		return;
	s->pawn_tile[seat] = (int8_t)tile;
	s->visited |= (uint16_t)(1u << tile);
}

void kloone_supply_add(kloone_state *s, kloone_chip chip, int count)
{
	uint8_t *supply =
	    chip == KLOONE_CHIP_NEUTRAL ? &s->neutral_supply : &s->colour_supply[chip - 1];
	*supply = (uint8_t)(*supply + count < 0 ? 0 : *supply + count);
}

/* The tile at a cell next to tile t, laying one on a blank space. */
static int tile_for_target(kloone_state *s, int t, int cell, int seat, pg_event_list *events)
{
	int delta = cell - s->tile_cell[t];
	for (int d = 0; d < KLOONE_DIRECTIONS; d++) {
		if (cell_step[d] != delta)
			continue;
		int nb = s->neighbour[t][d];
		if (nb >= 0)
			return nb;
		nb = kloone_lay_tile(s, cell);
		pg_event_push(events, PG_EVENT_PIECE_PLACED, KLOONE_EVENT_TILE, seat, cell, nb,
		              s->tile_stock, 0);
		return nb;
	}
	return t; /* not reached for a legal move */
}

static void finish(kloone_state *s, int winner, kloone_end reason, pg_event_list *events)
{
	s->phase = KLOONE_PHASE_OVER;
	s->winner = (int8_t)winner;
	s->end_reason = (uint8_t)reason;
	s->run_active = 0;
	s->actions_left = 0;
	pg_event_push(events, PG_EVENT_GAME_OVER, KLOONE_EVENT_OVER, winner, reason,
	              kloone_stack_count(s, 0), kloone_stack_count(s, 1), 0);
}

/* Ends the game on stack count: more stacks win, equal is a draw. */
static void finish_on_count(kloone_state *s, kloone_end reason, pg_event_list *events)
{
	int red = kloone_stack_count(s, 0), blue = kloone_stack_count(s, 1);
	finish(s, red > blue ? 0 : blue > red ? 1 : -1, reason, events);
}

/* The chip at the end of a pawn run, under the pawn. */
static void increase(kloone_state *s, pg_event_list *events)
{
	int seat = s->to_move;
	int t = s->pawn_tile[seat];
	int cell = s->tile_cell[t];
	int chip = increase_chip(s, t, seat);
	if (chip == KLOONE_CHIP_NONE) {
		pg_event_push(events, PG_EVENT_SPECIAL, KLOONE_EVENT_NO_INCREASE, seat, cell,
		              height_of(s, t) >= KLOONE_MAX_HEIGHT, 0, 0);
		return;
	}
	int height = height_of(s, t) + 1;
	s->stack[t] = pack_stack(height, chip);
	kloone_supply_add(s, chip, -1);
	pg_event_push(events, PG_EVENT_PIECE_PLACED, KLOONE_EVENT_INCREASE, seat, cell, chip,
	              height, 0);
	if (chip != KLOONE_CHIP_NEUTRAL)
		pg_event_push(events, PG_EVENT_SPECIAL, KLOONE_EVENT_STACK_MADE, seat, cell,
		              kloone_stack_count(s, seat), 0, 0);
}

/* A run of pawn moves ends (a chip move or the end of the turn). */
static void end_run(kloone_state *s, pg_event_list *events)
{
	if (s->run_active) {
		increase(s, events);
		s->run_active = 0;
	}
}

void kloone_end_run(kloone_state *s)
{
	if (s->phase == KLOONE_PHASE_PLAY)
		end_run(s, NULL);
}

static void move_pawn(kloone_state *s, int cell, pg_event_list *events)
{
	int seat = s->to_move;
	int from = s->pawn_tile[seat];
	int to = tile_for_target(s, from, cell, seat, events);
	kloone_put_pawn(s, seat, to);
	s->run_active = 1;
	pg_event_push(events, PG_EVENT_PIECE_MOVED, KLOONE_EVENT_PAWN, seat, s->tile_cell[from],
	              cell, height_of(s, from), height_of(s, to));
}

static void move_chip(kloone_state *s, int cell, pg_event_list *events)
{
	int seat = s->to_move;
	end_run(s, events);
	int from = s->pawn_tile[seat];
	int from_cell = s->tile_cell[from];
	int top = top_of(s, from);
	int height = height_of(s, from);
	if (height == KLOONE_MAX_HEIGHT && top != KLOONE_CHIP_NEUTRAL) {
		/* A colour chip never travels: it goes home and a neutral one
		 * takes its place before the move. */
		int owner = top - 1;
		kloone_supply_add(s, top, 1);
		kloone_supply_add(s, KLOONE_CHIP_NEUTRAL, -1);
		s->stack[from] = pack_stack(height, KLOONE_CHIP_NEUTRAL);
		pg_event_push(events, PG_EVENT_PIECE_TAKEN, KLOONE_EVENT_EXCHANGE, seat,
		              from_cell, top, 0, 0);
		pg_event_push(events, PG_EVENT_SPECIAL, KLOONE_EVENT_STACK_LOST, owner,
		              from_cell, kloone_stack_count(s, owner), 0, 0);
	}
	s->stack[from] = pack_stack(height - 1, KLOONE_CHIP_NEUTRAL);
	int to = tile_for_target(s, from, cell, seat, events);
	int to_height = height_of(s, to) + 1;
	s->stack[to] = pack_stack(to_height, KLOONE_CHIP_NEUTRAL);
	pg_event_push(events, PG_EVENT_PIECE_MOVED, KLOONE_EVENT_CHIP, seat, from_cell, cell,
	              height - 1, to_height);
}

/* A turn begins: the end conditions that look at its start come first. */
void kloone_start_turn(kloone_state *s, int seat)
{
	s->to_move = (int8_t)seat;
	s->actions_left = s->actions_per_turn;
	s->run_active = 0;
	if (s->pawn_tile[seat] >= 0)
		s->visited = (uint16_t)(1u << s->pawn_tile[seat]);
	memcpy(s->turn_start_stack, s->stack, sizeof s->stack);
}

static void begin_turn(kloone_state *s, int seat, pg_event_list *events)
{
	kloone_start_turn(s, seat);
	if (kloone_stack_count(s, seat) >= KLOONE_STACKS_TO_WIN) {
		finish(s, seat, KLOONE_END_THREE_STACKS, events);
		return;
	}
	if (!kloone_has_action(s)) {
		finish(s, 1 - seat, KLOONE_END_STUCK, events);
		return;
	}
	pg_event_push(events, PG_EVENT_TURN_BEGAN, KLOONE_EVENT_TURN, seat, s->turn,
	              s->actions_per_turn, 0, 0);
}

static void end_turn(kloone_state *s, pg_event_list *events)
{
	end_run(s, events);
	s->turn++;
	if (memcmp(s->stack, s->turn_start_stack, sizeof s->stack) == 0)
		finish_on_count(s, KLOONE_END_UNCHANGED, events);
	else if (s->turn >= KLOONE_TURN_LIMIT)
		finish_on_count(s, KLOONE_END_TURN_LIMIT, events);
	else
		begin_turn(s, 1 - s->to_move, events);
}

static void kloone_apply_move(void *state, pg_move move, pg_event_list *events)
{
	kloone_state *s = st(state);
	if (s->phase == KLOONE_PHASE_FIRST) {
		int seat = move - KLOONE_MOVE_FIRST;
		s->first_player = (int8_t)seat;
		pg_event_push(events, PG_EVENT_DICE_ROLLED, KLOONE_EVENT_FIRST, seat, seat, 0,
		              0, 0);
		s->phase = KLOONE_PHASE_PLAY;
		begin_turn(s, seat, events);
		return;
	}
	if (s->phase != KLOONE_PHASE_PLAY)
		return;
	if (kloone_move_is_pawn(move))
		move_pawn(s, move - KLOONE_MOVE_PAWN, events);
	else
		move_chip(s, move - KLOONE_MOVE_CHIP, events);
	if (--s->actions_left == 0)
		end_turn(s, events);
	else if (!kloone_has_action(s))
		finish(s, 1 - s->to_move, KLOONE_END_STUCK, events);
}

/* ---- setting up ---------------------------------------------------------------------- */

void kloone_debug_empty(kloone_state *s, int actions_per_turn)
{
	memset(s, 0, sizeof *s);
	s->actions_per_turn = (uint8_t)(actions_per_turn == 3 ? 3 : 2);
	s->phase = KLOONE_PHASE_PLAY;
	s->first_player = -1;
	s->winner = -1;
	s->actions_left = s->actions_per_turn;
	s->tile_stock = (uint8_t)total_tiles(s);
	s->neutral_supply = KLOONE_NEUTRAL_CHIPS;
	s->colour_supply[0] = s->colour_supply[1] = KLOONE_COLOUR_CHIPS;
	s->pawn_tile[0] = s->pawn_tile[1] = -1;
}

int kloone_debug_tile(kloone_state *s, int q, int r, int height, kloone_chip top)
{
	int t = kloone_lay_tile(s, kloone_cell(q, r));
	if (height >= KLOONE_MAX_HEIGHT && top != KLOONE_CHIP_NEUTRAL)
		s->colour_supply[top - 1]--;
	else
		top = KLOONE_CHIP_NEUTRAL;
	int neutral =
	    height >= KLOONE_MAX_HEIGHT && top != KLOONE_CHIP_NEUTRAL ? height - 1 : height;
	s->neutral_supply = (uint8_t)(s->neutral_supply - neutral);
	s->stack[t] = pack_stack(height, top);
	return t;
}

void kloone_debug_pawn(kloone_state *s, int seat, int tile)
{
	s->pawn_tile[seat] = (int8_t)tile;
}

void kloone_debug_begin_turn(kloone_state *s, int seat)
{
	s->phase = KLOONE_PHASE_PLAY;
	begin_turn(s, seat, NULL);
}

static void kloone_init(void *state, const pg_options *options)
{
	kloone_state *s = st(state);
	kloone_debug_empty(s, options->values[KLOONE_OPTION_ACTIONS]);
	s->layout = (uint8_t)options->values[KLOONE_OPTION_LAYOUT];
	s->phase = KLOONE_PHASE_FIRST;
	s->to_move = 0;
	s->actions_left = 0;
	const layout_spec *spec = &layouts[s->layout];
	for (int i = 0; i < spec->count; i++)
		kloone_lay_tile(s, kloone_cell(spec->q[i], spec->r[i]));
	s->pawn_tile[0] = spec->pawn[0];
	s->pawn_tile[1] = spec->pawn[1];
}

/* ---- table functions ------------------------------------------------------------------ */

static int kloone_num_seats(const void *state)
{
	(void)state;
	return KLOONE_SEATS;
}

static int kloone_current_player(const void *state)
{
	return kloone_to_move(cst(state));
}

static int kloone_chance_outcomes(const void *state, pg_chance_outcome *out, int cap)
{
	if (cst(state)->phase != KLOONE_PHASE_FIRST || cap < KLOONE_SEATS)
		return 0;
	for (int seat = 0; seat < KLOONE_SEATS; seat++) {
		out[seat].move = kloone_move_first(seat);
		out[seat].probability = 1.0 / KLOONE_SEATS;
	}
	return KLOONE_SEATS;
}

static void kloone_returns(const void *state, double *out)
{
	const kloone_state *s = cst(state);
	for (int seat = 0; seat < KLOONE_SEATS; seat++) {
		if (s->phase != KLOONE_PHASE_OVER)
			out[seat] = 0;
		else if (s->winner < 0)
			out[seat] = 0.5;
		else
			out[seat] = s->winner == seat ? 1.0 : 0.0;
	}
}

static void kloone_scores(const void *state, int *out)
{
	for (int seat = 0; seat < KLOONE_SEATS; seat++)
		out[seat] = kloone_stack_count(cst(state), seat);
}

/* English for the state text; the score breakdown translates it. */
static const char *end_sentence(kloone_end reason)
{
	switch (reason) {
	case KLOONE_END_THREE_STACKS:
		return N_("three stacks at the start of a turn");
	case KLOONE_END_STUCK:
		return N_("a player could not complete the turn");
	case KLOONE_END_UNCHANGED:
		return N_("a turn changed no stack");
	case KLOONE_END_TURN_LIMIT:
		return N_("the turn limit was reached");
	default:
		return N_("not yet");
	}
}

static void kloone_score_breakdown(const void *state, int seat, pg_breakdown *out)
{
	const kloone_state *s = cst(state);
	/* TRANSLATORS: %s is the chip colour in lower case, "red" or "blue". */
	pg_breakdown_add(out, kloone_stack_count(s, seat), _("Stacks topped with %s"),
	                 seat ? _("blue") : _("red"));
	if (s->phase == KLOONE_PHASE_OVER)
		pg_breakdown_add(out, 0, _("Game ended: %s"),
		                 _(end_sentence((kloone_end)s->end_reason)));
}

/* ---- notation -------------------------------------------------------------------------- */

static int kloone_move_to_text(const void *state, pg_move move, char *buf, size_t size)
{
	(void)state;
	int cell = kloone_move_cell(move);
	if (cell >= 0)
		return snprintf(buf, size, "%c%d,%d", kloone_move_is_pawn(move) ? 'p' : 'c',
		                kloone_cell_q(cell), kloone_cell_r(cell));
	if (move >= KLOONE_MOVE_FIRST && move < KLOONE_MOVE_FIRST + KLOONE_SEATS)
		return snprintf(buf, size, "first:%d", move - KLOONE_MOVE_FIRST);
	return snprintf(buf, size, "?");
}

/* Reads a signed decimal number; advances *text. */
static bool read_int(const char **text, int *out)
{
	const char *p = *text;
	bool negative = *p == '-';
	if (negative)
		p++;
	if (*p < '0' || *p > '9')
		return false;
	int value = 0;
	while (*p >= '0' && *p <= '9' && value < 1000)
		value = value * 10 + (*p++ - '0');
	*out = negative ? -value : value;
	*text = p;
	return true;
}

static bool kloone_move_from_text(const void *state, const char *text, pg_move *out)
{
	(void)state;
	if (strncmp(text, "first:", 6) == 0) {
		const char *rest = text + 6;
		for (int seat = 0; seat < KLOONE_SEATS; seat++) {
			char digit[2] = {(char)('0' + seat), 0};
			if (strcmp(rest, digit) == 0 ||
			    strcmp(rest, seat ? "blue" : "red") == 0) {
				*out = kloone_move_first(seat);
				return true;
			}
		}
		return false;
	}
	if (*text != 'p' && *text != 'c')
		return false;
	bool pawn = *text == 'p';
	const char *p = text + 1;
	int q = 0, r = 0;
	if (!read_int(&p, &q) || *p++ != ',' || !read_int(&p, &r) || *p != '\0')
		return false;
	pg_move move = pawn ? kloone_move_pawn(q, r) : kloone_move_chip(q, r);
	if (move == PG_NO_MOVE)
		return false;
	*out = move;
	return true;
}

/* Where a hex lies from the pawn, as a person looking at the board says
 * it, in the order of kloone_direction_q/r. */
static const char *const side_words[KLOONE_DIRECTIONS] = {
    N_("to the upper left of"), N_("to the upper right of"), N_("to the left of"),
    N_("to the right of"),      N_("to the lower left of"),  N_("to the lower right of"),
};

static const char *side_of(int from_cell, int to_cell)
{
	for (int d = 0; d < KLOONE_DIRECTIONS; d++)
		if (to_cell - from_cell == cell_step[d])
			return _(side_words[d]);
	return _("next to");
}

/* A tile as the board shows it: by the number on its stack, or its owner. */
static void tile_words(const kloone_state *s, int tile, char *buf, size_t size)
{
	int height = height_of(s, tile), owner = kloone_stack_owner(s, tile);
	if (owner >= 0)
		snprintf(buf, size, _("%s's stack"), _(colour_names[owner]));
	else if (height == 0)
		snprintf(buf, size, "%s", _("the bare tile"));
	else
		snprintf(buf, size, _("the %d-high stack"), height);
}

int kloone_end_words(kloone_end reason, const char *loser, char *buf, size_t size)
{
	switch (reason) {
	case KLOONE_END_THREE_STACKS:
		return snprintf(buf, size, "%s", _("three stacks at the start of a turn"));
	case KLOONE_END_STUCK:
		return snprintf(buf, size, _("%s could not finish a turn"),
		                loser ? loser : _("a player"));
	case KLOONE_END_UNCHANGED:
		return snprintf(buf, size, "%s",
		                _("a turn left every stack as it was; most stacks wins"));
	case KLOONE_END_TURN_LIMIT:
		return snprintf(buf, size, "%s",
		                _("the turn limit was reached; most stacks wins"));
	default:
		buf[0] = '\0';
		return 0;
	}
}

/* " Blue wins: Red could not finish a turn." when move ends the game. */
static void end_of_game(const kloone_state *before, pg_move move, char *buf, size_t size)
{
	kloone_state after = *before;
	kloone_apply_move(&after, move, NULL);
	buf[0] = '\0';
	if (after.phase != KLOONE_PHASE_OVER)
		return;
	char why[96];
	int winner = after.winner;
	kloone_end_words(after.end_reason, winner >= 0 ? _(colour_names[1 - winner]) : NULL,
	                 why, sizeof why);
	if (winner >= 0)
		snprintf(buf, size, _(" %s wins: %s."), _(colour_names[winner]), why);
	else
		snprintf(buf, size, _(" A draw: %s."), why);
}

static int describe_action(const kloone_state *s, pg_move move, char *buf, size_t size)
{
	const char *who = _(colour_names[s->to_move & 1]);
	int cell = kloone_move_cell(move);
	int from = s->pawn_tile[s->to_move];
	int target = kloone_tile_at_cell(s, cell);
	const char *side = side_of(s->tile_cell[from], cell);
	char onto[48];
	if (target >= 0)
		tile_words(s, target, onto, sizeof onto);
	if (kloone_move_is_pawn(move)) {
		if (target < 0)
			return snprintf(buf, size,
			                _("%s lays a new tile %s the pawn and steps onto it."),
			                who, side);
		int step = height_of(s, target) - height_of(s, from);
		const char *fmt = step > 0   ? _("%s's pawn climbs onto %s %s it.")
		                  : step < 0 ? _("%s's pawn steps down onto %s %s it.")
		                             : _("%s's pawn steps onto %s %s it.");
		return snprintf(buf, size, fmt, who, onto, side);
	}
	const char *run = s->run_active ? _(", ending the pawn's run") : "";
	if (target < 0)
		return snprintf(buf, size,
		                _("%s lays a new tile %s the pawn and moves the chip at its "
		                  "feet onto it%s."),
		                who, side, run);
	return snprintf(buf, size, _("%s moves the chip at the pawn's feet onto %s %s it%s."),
	                who, onto, side, run);
}

static int kloone_describe_move(const void *state, pg_move move, char *buf, size_t size)
{
	const kloone_state *s = cst(state);
	if (kloone_move_cell(move) < 0)
		return snprintf(buf, size, _("%s starts."),
		                _(colour_names[(move - KLOONE_MOVE_FIRST) & 1]));
	int n = describe_action(s, move, buf, size);
	if (n < 0 || (size_t)n >= size)
		return n;
	end_of_game(s, move, buf + n, size - (size_t)n);
	return (int)strlen(buf);
}

/* Appends to buf at *used, keeping it terminated. */
static void append(char *buf, size_t size, size_t *used, const char *fmt, ...)
{
	if (*used >= size)
		return;
	va_list args;
	va_start(args, fmt);
	int n = vsnprintf(buf + *used, size - *used, fmt, args);
	va_end(args);
	if (n > 0)
		*used += (size_t)n;
	if (*used >= size)
		*used = size - 1;
}

static int kloone_state_to_text(const void *state, char *buf, size_t size)
{
	const kloone_state *s = cst(state);
	static const char top_letters[] = "nrb";
	size_t used = 0;
	if (size == 0)
		return 0;
	buf[0] = '\0';
	append(buf, size, &used, "actions=%d layout=%s turn=%d", s->actions_per_turn,
	       kloone_layout_name((kloone_layout)s->layout), s->turn);
	if (s->phase == KLOONE_PHASE_PLAY)
		append(buf, size, &used, " to_move=%s actions_left=%d run=%d",
		       s->to_move ? "blue" : "red", s->actions_left, s->run_active);
	else if (s->phase == KLOONE_PHASE_OVER)
		append(buf, size, &used, " over=%s winner=%s",
		       end_sentence((kloone_end)s->end_reason),
		       s->winner < 0 ? "none"
		       : s->winner   ? "blue"
		                     : "red");
	append(buf, size, &used,
	       " stock=%d neutral=%d red_chips=%d blue_chips=%d tiles=", s->tile_stock,
	       s->neutral_supply, s->colour_supply[0], s->colour_supply[1]);
	for (int t = 0; t < s->tile_count; t++) {
		int h = height_of(s, t);
		append(buf, size, &used, "%s%d,%d:%d", t ? "/" : "", kloone_tile_q(s, t),
		       kloone_tile_r(s, t), h);
		if (h == KLOONE_MAX_HEIGHT)
			append(buf, size, &used, "%c", top_letters[top_of(s, t)]);
	}
	for (int seat = 0; seat < KLOONE_SEATS; seat++) {
		int t = s->pawn_tile[seat];
		if (t >= 0)
			append(buf, size, &used, " %s_pawn=%d,%d", seat ? "blue" : "red",
			       kloone_tile_q(s, t), kloone_tile_r(s, t));
	}
	if (s->phase == KLOONE_PHASE_PLAY) {
		append(buf, size, &used, " visited=");
		bool first = true;
		for (int t = 0; t < s->tile_count; t++) {
			if ((s->visited >> t) & 1) {
				append(buf, size, &used, "%s%d,%d", first ? "" : "/",
				       kloone_tile_q(s, t), kloone_tile_r(s, t));
				first = false;
			}
		}
	}
	return (int)used;
}

/* ---- invariants ----------------------------------------------------------------------- */

static bool fail(char *why, size_t size, const char *fmt, ...)
{
	va_list args;
	va_start(args, fmt);
	vsnprintf(why, size, fmt, args);
	va_end(args);
	return false;
}

static bool check_chips(const kloone_state *s, char *why, size_t size)
{
	int neutral = s->neutral_supply;
	int colour[KLOONE_SEATS] = {s->colour_supply[0], s->colour_supply[1]};
	for (int t = 0; t < s->tile_count; t++) {
		int h = height_of(s, t), top = top_of(s, t);
		if (top > KLOONE_CHIP_BLUE ||
		    (top != KLOONE_CHIP_NEUTRAL && h != KLOONE_MAX_HEIGHT))
			return fail(why, size,
			            "tile %d holds a colour chip below the third level", t);
		neutral += top == KLOONE_CHIP_NEUTRAL ? h : h - 1;
		if (top != KLOONE_CHIP_NEUTRAL)
			colour[top - 1]++;
	}
	if (neutral != KLOONE_NEUTRAL_CHIPS)
		return fail(why, size, "%d neutral chips instead of %d", neutral,
		            KLOONE_NEUTRAL_CHIPS);
	for (int seat = 0; seat < KLOONE_SEATS; seat++)
		if (colour[seat] != KLOONE_COLOUR_CHIPS)
			return fail(why, size, "%s has %d chips instead of %d",
			            colour_names[seat], colour[seat], KLOONE_COLOUR_CHIPS);
	return true;
}

static bool check_tiles(const kloone_state *s, char *why, size_t size)
{
	if (s->tile_count + s->tile_stock != total_tiles(s) || s->tile_count > KLOONE_MAX_TILES)
		return fail(why, size, "%d tiles laid and %d in stock", s->tile_count,
		            s->tile_stock);
	for (int t = 0; t < s->tile_count; t++) {
		if (kloone_tile_at_cell(s, s->tile_cell[t]) != t)
			return fail(why, size, "two tiles share a hex");
		for (int d = 0; d < KLOONE_DIRECTIONS; d++) {
			int next = kloone_next_cell(s->tile_cell[t], d);
			int expect =
			    next < 0 ? KLOONE_OFF_WINDOW : kloone_tile_at_cell(s, next);
			if (next >= 0 && expect < 0)
				expect = KLOONE_BLANK;
			if (s->neighbour[t][d] != expect)
				return fail(why, size, "tile %d has a wrong neighbour", t);
		}
	}
	return true;
}

static bool kloone_check_invariants(const void *state, char *why, size_t size)
{
	const kloone_state *s = cst(state);
	if (!check_tiles(s, why, size) || !check_chips(s, why, size))
		return false;
	for (int seat = 0; seat < KLOONE_SEATS; seat++)
		if (s->pawn_tile[seat] < 0 || s->pawn_tile[seat] >= s->tile_count)
			return fail(why, size, "%s's pawn is off the board",
			            colour_names[seat]);
	if (s->pawn_tile[0] == s->pawn_tile[1])
		return fail(why, size, "both pawns share a hex");
	if (s->phase == KLOONE_PHASE_PLAY) {
		if (s->actions_left < 1 || s->actions_left > s->actions_per_turn)
			return fail(why, size, "%d actions left", s->actions_left);
		if (!((s->visited >> s->pawn_tile[s->to_move]) & 1))
			return fail(why, size, "the pawn to move stands on an unvisited hex");
		if (kloone_stack_count(s, s->to_move) >= KLOONE_STACKS_TO_WIN &&
		    s->actions_left == s->actions_per_turn)
			return fail(why, size, "a turn began with three stacks");
	}
	return true;
}

/* ---- the table -------------------------------------------------------------------------- */

static const pg_option_spec kloone_options[KLOONE_OPTION_COUNT] = {
    [KLOONE_OPTION_ACTIONS] = {.key = "actions",
                               .label = N_("Actions per turn"),
                               .min_value = 2,
                               .max_value = 3,
                               .default_value = 2,
                               .value_names = NULL,
                               .help = N_(
                                   "Two actions a turn with 9 base tiles, or three with 12.")},
    [KLOONE_OPTION_LAYOUT] =
        {.key = "layout",
         .label = N_("Starting layout"),
         .min_value = 0,
         .max_value = KLOONE_LAYOUT_COUNT - 1,
         .default_value = KLOONE_LAYOUT_LINE,
         .value_names = layout_names,
         .value_labels = layout_labels,
         .help = N_("The first tiles: a line of three, a diamond of four or a ring of six.")},
};

extern const pg_game_ai kloone_ai;

const pg_game kloone_game = {
    .id = "kloone",
    .name = "Potlatch Kloone",
    .tagline = N_("Walk the hexes, pile the chips, top three stacks with your colour."),
    .min_players = KLOONE_SEATS,
    .max_players = KLOONE_SEATS,
    .default_players = KLOONE_SEATS,
    .state_size = sizeof(kloone_state),
    .option_specs = kloone_options,
    .option_count = KLOONE_OPTION_COUNT,
    .init = kloone_init,
    .num_seats = kloone_num_seats,
    .current_player = kloone_current_player,
    .legal_moves = kloone_legal_moves,
    .chance_outcomes = kloone_chance_outcomes,
    .apply_move = kloone_apply_move,
    .returns = kloone_returns,
    .scores = kloone_scores,
    .score_breakdown = kloone_score_breakdown,
    .move_to_text = kloone_move_to_text,
    .move_from_text = kloone_move_from_text,
    .describe_move = kloone_describe_move,
    .state_to_text = kloone_state_to_text,
    .determinize = NULL,
    .ai = &kloone_ai,
    .check_invariants = kloone_check_invariants,
};
