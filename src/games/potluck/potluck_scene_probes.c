/*
 * potluck_scene_probes.c: what the headless tests of the POTLUCK! scene
 * read (tests/test_scene_potluck.c declares these): where seats, dice,
 * bonuses and places are, what the side column's note says, and what the
 * last frame could not fit (see potluck_scene.h).
 */
#include "potluck/potluck_scene.h"

/* ---- for the headless tests (tests/test_scene_potluck.c) ----------------------------------
 */

SDL_Rect potluck_view_seat_rect(const void *view, int seat);
SDL_Rect potluck_view_die_rect(const void *view, int die);
SDL_Rect potluck_view_rondel_die_rect(const void *view, int die);
SDL_Rect potluck_view_bonus_rect(const void *view, int bonus);
SDL_Rect potluck_view_zone_rect(const void *view, int zone);
SDL_Rect potluck_view_pick_rect(const void *view, int generation);
SDL_Rect potluck_view_thumb_rect(const void *view, int player);
int potluck_view_focus(const void *view);
int potluck_view_pending_bonus(const void *view);
int potluck_view_high_scores(const void *view, int *scores, int cap);
SDL_Rect potluck_view_note(const void *view, char *buf, size_t size);
SDL_Rect potluck_view_sheet_rect(const void *view);
int potluck_view_scoring_px(const void *view);
int potluck_view_cut_texts(const void *view, char *last, size_t size);
bool potluck_view_key_chooser_open(const void *view);

/* A seat on the large sheet. */
SDL_Rect potluck_view_seat_rect(const void *view, int seat)
{
	const pl_view *v = view;
	if (seat < 0 || seat >= POTLUCK_SEATS)
		return (SDL_Rect){0, 0, 0, 0};
	int size = (int)(v->big.seat_r * 2);
	return potluck_square_at(v->big.seat[seat].x, v->big.seat[seat].y, size);
}

/* The die's card (drag it, or click it). */
SDL_Rect potluck_view_die_rect(const void *view, int die)
{
	return ((const pl_view *)view)->cards[die & 1];
}

/* The die itself on the rondel (it picks up its guest as the card does). */
SDL_Rect potluck_view_rondel_die_rect(const void *view, int die)
{
	const pl_view *v = view;
	pl_die_look look;
	potluck_die_look(v, die & 1, &look);
	return potluck_to_rect(potluck_die_on_rondel(v, die & 1, &look));
}

SDL_Rect potluck_view_bonus_rect(const void *view, int bonus)
{
	const pl_view *v = view;
	return bonus >= 0 && bonus < POTLUCK_BONUSES ? potluck_to_rect(v->big.bonus_row[bonus])
	                                             : (SDL_Rect){0, 0, 0, 0};
}

/* 0: the servers, 1: the lawn chairs, 2: the wild guest's place (of the
 * large sheet). */
SDL_Rect potluck_view_zone_rect(const void *view, int zone)
{
	const pl_view *v = view;
	return potluck_to_rect(zone == 2 ? v->big.wild
	                       : zone    ? v->big.lawn_zone
	                                 : v->big.servers_zone);
}

/* A letter of the open generation chooser (the kit board's entry for a
 * move with that generation); empty when it is closed or has none. */
SDL_Rect potluck_view_pick_rect(const void *view, int generation)
{
	const pl_view *v = view;
	for (int i = 0; i < pg_board_choice_count(&v->board); i++)
		if (potluck_move_generation(v->board.choices[i]) == generation)
			return pg_board_choice_rect(&v->board, i);
	return (SDL_Rect){0, 0, 0, 0};
}

/* The small copy of a player's sheet; empty for the one shown large. */
SDL_Rect potluck_view_thumb_rect(const void *view, int player)
{
	const pl_view *v = view;
	for (int k = 0; k < v->thumb_count; k++)
		if (potluck_thumb_player(v, k) == player)
			return v->thumb_rect[k];
	return (SDL_Rect){0, 0, 0, 0};
}

int potluck_view_focus(const void *view)
{
	return potluck_focus_player(view);
}

/* The bonus waiting for its target (the banner is up), or -1. */
int potluck_view_pending_bonus(const void *view)
{
	const pl_view *v = view;
	return v->choosing_again ? POTLUCK_BONUS_AGAIN : v->bonus;
}

int potluck_view_high_scores(const void *view, int *scores, int cap)
{
	const pl_view *v = view;
	int n = pg_mini(v->hs.count, cap);
	for (int i = 0; i < n; i++)
		scores[i] = v->hs.score[i];
	return n;
}

/* The side column's note on what the pointer rests on, as drawn last
 * (its text into buf); an empty rect when none is shown. */
SDL_Rect potluck_view_note(const void *view, char *buf, size_t size)
{
	const pl_view *v = view;
	snprintf(buf, size, "%s", v->note);
	return v->note_rect;
}

/* The large sheet. */
SDL_Rect potluck_view_sheet_rect(const void *view)
{
	return ((const pl_view *)view)->big.rect;
}

/* The pixel size the scoring key is drawn at (on the sheet or, when it
 * has no room there, in the side column). */
int potluck_view_scoring_px(const void *view)
{
	const pl_view *v = view;
	if (v->big.help_zone.w > 0)
		return pg_maxi(potluck_note_px(), (int)(1.42f * v->big.u));
	return pg_maxi(potluck_note_px(), pg_px(v->app, 13));
}

/* How many texts did not fit whole in their boxes in the last frame drawn,
 * and the last of them. */
int potluck_view_cut_texts(const void *view, char *last, size_t size)
{
	const pl_view *v = view;
	snprintf(last, size, "%s", v->cut_last);
	return v->cut_count;
}

/* Whether the chooser of letters (the kit board's) is open. */
bool potluck_view_key_chooser_open(const void *view)
{
	return ((const pl_view *)view)->board.choosing;
}
