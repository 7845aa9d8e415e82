/*
 * potluck_sheet_rules.c: the POTLUCK! sheet (part of the rules, see
 * potluck_rules.h): its printed layout and the names on it, the seats as
 * bit sets, scoring, and why a seat cannot take a guest.
 */
#include "potluck_rules_private.h"

#include <stdio.h>

#include "pg_i18n.h"

/* ---- the sheet's layout (docs/rules/potluck.md says why) --------------- */

static const uint8_t table_first[POTLUCK_TABLES] = {0, 5, 9, 12, 18, 23};
static const uint8_t table_size[POTLUCK_TABLES] = {5, 4, 3, 6, 5, 7};
static const uint8_t seat_numbers[POTLUCK_SEATS] = {
	1, 2, 3, 4, 5,       /* A */
	3, 4, 3, 4,          /* B */
	4, 5, 3,             /* C */
	2, 3, 4, 5, 4, 3,    /* D */
	3, 4, 2, 3, 4,       /* E */
	1, 2, 3, 4, 5, 6, 6, /* F */
};
static const uint8_t seat_tables[POTLUCK_SEATS] = {
	0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3,
	3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5,
};
/* Seats printed with each number (index 1..6); the test suite checks these
 * against seat_numbers. */
const uint64_t potluck_number_masks[7] = {
	0, 0x800001, 0x1101002, 0x22628a4, 0x4494348, 0x8008410, 0x30000000,
};
static const int lawn_penalties[POTLUCK_LAWN_CHAIRS] = {3, 6, 10};

static const char generation_letters[] = "?CTYMOS?";
static const char *const generation_names[] = {
	N_("Wild"), N_("Child"), N_("Teenager"), N_("Young adult"), N_("Middle-aged adult"), N_("Older adult"),
	N_("Senior"), N_("Wild guest"),
};
static const char *const bonus_names[POTLUCK_BONUSES] = {
	"both", "twice", "erase", "move", "change", "again",
};
static const char *const bonus_titles[POTLUCK_BONUSES] = {
	N_("Seat both guests"), N_("Use a die twice"), N_("Erase a guest"),
	N_("Relocate a guest"), N_("Change a die's generation"), N_("Use a bonus again"),
};
static const char *const bonus_hints[POTLUCK_BONUSES] = {
	N_("Bonus in use: seat the other die's guest too"),
	N_("Bonus in use: seat your die's guest once more"),
	N_("Bonus in use: erase a guest"),
	N_("Bonus in use: pick a guest to relocate (any free seat, number ignored)"),
	N_("Bonus in use: choose a new generation for a die"),
	N_("Bonus in use: repeat a bonus you have already used"),
};

int potluck_table_seat_count(int table)
{
	return table_size[table];
}

int potluck_table_first_seat(int table)
{
	return table_first[table];
}

char potluck_table_letter(int table)
{
	return (char)('A' + table);
}

int potluck_seat_table(int seat)
{
	return seat_tables[seat];
}

int potluck_seat_number(int seat)
{
	return seat_numbers[seat];
}

int potluck_seat_neighbour(int seat, int side)
{
	int table = seat_tables[seat];
	int first = table_first[table], size = table_size[table];
	int offset = seat - first + (side ? 1 : size - 1);
	return first + offset % size;
}

const uint64_t potluck_table_masks[POTLUCK_TABLES] = {
	0x1f, 0x1e0, 0xe00, 0x3f000, 0x7c0000, 0x3f800000,
};

uint64_t potluck_table_mask(int table)
{
	return potluck_table_masks[table];
}

uint64_t potluck_number_mask(int number)
{
	return (number >= 1 && number <= 6) ? potluck_number_masks[number] : 0;
}

int potluck_lawn_penalty(int chair)
{
	return lawn_penalties[chair];
}

char potluck_generation_letter(int generation)
{
	return (generation >= 0 && generation <= POTLUCK_GEN_ANY) ? generation_letters[generation]
								   : '?';
}

const char *potluck_generation_name(int generation)
{
	return (generation >= 0 && generation <= POTLUCK_GEN_ANY) ? _(generation_names[generation])
								   : "?";
}

const char *potluck_bonus_name(int bonus)
{
	return bonus_names[bonus];
}

const char *potluck_bonus_title(int bonus)
{
	return _(bonus_titles[bonus]);
}

const char *potluck_bonus_hint(int bonus)
{
	return (bonus >= 0 && bonus < POTLUCK_BONUSES) ? _(bonus_hints[bonus]) : "";
}

void potluck_seat_label(int seat, char *buf, size_t size)
{
	int table = seat_tables[seat];
	snprintf(buf, size, "%c%d", potluck_table_letter(table), seat - table_first[table] + 1);
}


/* ---- sheet mechanics --------------------------------------------------- */

static uint64_t seat_neighbour_mask(int seat)
{
	return potluck_bit(potluck_seat_neighbour(seat, 0)) | potluck_bit(potluck_seat_neighbour(seat, 1));
}

uint64_t potluck_neighbours_of(uint64_t seats)
{
	uint64_t out = 0;
	while (seats) {
		int seat = __builtin_ctzll(seats);
		seats &= seats - 1;
		out |= seat_neighbour_mask(seat);
	}
	return out;
}

void potluck_sheet_place(potluck_sheet *sheet, int seat, int generation)
{
	sheet->seat[seat] = (uint8_t)generation;
	sheet->occupied |= potluck_bit(seat);
	sheet->with_gen[generation] |= potluck_bit(seat);
	sheet->next_to_gen[generation] |= seat_neighbour_mask(seat);
}

int potluck_sheet_remove(potluck_sheet *sheet, int seat)
{
	int generation = sheet->seat[seat];
	sheet->seat[seat] = 0;
	sheet->occupied &= ~potluck_bit(seat);
	sheet->with_gen[generation] &= ~potluck_bit(seat);
	sheet->next_to_gen[generation] = potluck_neighbours_of(sheet->with_gen[generation]);
	return generation;
}

/* Free seats where a guest of generation may sit (0: any generation). */
uint64_t potluck_open_for(const potluck_sheet *sheet, int generation)
{
	uint64_t blocked = 0;
	if (generation >= 1 && generation <= POTLUCK_GENERATIONS) {
		blocked = sheet->next_to_gen[generation];
	} else {
		/* A seat is closed to "any generation" only if every one is
		 * beside it, which two neighbours can never manage. */
		blocked = POTLUCK_ALL_SEATS;
		for (int g = 1; g <= POTLUCK_GENERATIONS; g++)
			blocked &= sheet->next_to_gen[g];
	}
	return POTLUCK_ALL_SEATS & ~sheet->occupied & ~blocked;
}

int potluck_table_generations(const potluck_sheet *sheet, int table)
{
	uint64_t mask = potluck_table_mask(table);
	int count = 0;
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++)
		count += (sheet->with_gen[g] & mask) != 0;
	return count;
}

bool potluck_table_full(const potluck_sheet *sheet, int table)
{
	uint64_t mask = potluck_table_mask(table);
	return (sheet->occupied & mask) == mask;
}

int potluck_table_score(const potluck_sheet *sheet, int table)
{
	int kinds = potluck_table_generations(sheet, table);
	return kinds * kinds + (potluck_table_full(sheet, table) ? table_size[table] : 0);
}

int potluck_lawn_total(const potluck_sheet *sheet)
{
	int total = 0;
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++)
		if (sheet->lawn[k])
			total -= lawn_penalties[k];
	return total;
}

int potluck_lawn_count(const potluck_sheet *sheet)
{
	return (sheet->lawn[0] != 0) + (sheet->lawn[1] != 0) + (sheet->lawn[2] != 0);
}

int potluck_server_count(const potluck_sheet *sheet)
{
	return (sheet->server[0] != 0) + (sheet->server[1] != 0);
}

int potluck_sheet_score(const potluck_sheet *sheet)
{
	int total = potluck_lawn_total(sheet);
	for (int t = 0; t < POTLUCK_TABLES; t++)
		total += potluck_table_score(sheet, t);
	return total;
}

bool potluck_sheet_all_full(const potluck_sheet *sheet)
{
	return sheet->occupied == POTLUCK_ALL_SEATS;
}

int potluck_free_lawn_chair(const potluck_sheet *sheet)
{
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++)
		if (!sheet->lawn[k])
			return k;
	return -1;
}

int potluck_free_server(const potluck_sheet *sheet)
{
	for (int k = 0; k < POTLUCK_SERVERS; k++)
		if (!sheet->server[k])
			return k;
	return -1;
}


/* ---- seat checks for the scene ------------------------------------------ */

potluck_seat_problem potluck_check_seat(const potluck_sheet *sheet, int seat, int generation,
					int number)
{
	if (seat < 0 || seat >= POTLUCK_SEATS)
		return POTLUCK_SEAT_NO_SUCH_SEAT;
	if (number && seat_numbers[seat] != number)
		return POTLUCK_SEAT_WRONG_NUMBER;
	if (sheet->occupied & potluck_bit(seat))
		return POTLUCK_SEAT_TAKEN;
	if (!(potluck_open_for(sheet, generation) & potluck_bit(seat)))
		return POTLUCK_SEAT_SAME_GENERATION_NEXT;
	return POTLUCK_SEAT_OK;
}

potluck_seat_problem potluck_die_seat_problem(const potluck_state *state, int die, int seat)
{
	if (!potluck_die_usable(state, die))
		return POTLUCK_SEAT_NO_GUEST;
	return potluck_check_seat(potluck_mover_sheet(state), seat, potluck_die_generation(state, die),
				  state->die_roll[die]);
}

potluck_seat_problem potluck_free_seat_problem(const potluck_state *state, int seat)
{
	if (state->phase == POTLUCK_PHASE_WILD)
		return potluck_check_seat(potluck_mover_sheet(state), seat, 0, 0);
	if (state->phase != POTLUCK_PHASE_RELOCATE)
		return POTLUCK_SEAT_NO_GUEST;
	if (seat >= 0 && seat < POTLUCK_SEATS && (potluck_origin_mask(state) & potluck_bit(seat)))
		return POTLUCK_SEAT_WHERE_IT_CAME_FROM;
	return potluck_check_seat(potluck_mover_sheet(state), seat, state->holding, 0);
}

const char *potluck_seat_problem_text(potluck_seat_problem problem)
{
	static const char *const texts[] = {
		N_("This seat is free for the guest."),
		N_("There is no such seat."),
		N_("The seat's number is not the number rolled."),
		N_("Someone already sits there."),
		N_("A guest of the same generation sits next to it."),
		N_("That is where the guest came from."),
		N_("No guest is waiting from there."),
	};
	return ((unsigned)problem < sizeof texts / sizeof texts[0]) ? _(texts[problem]) : "";
}
