/*
 * pg_card_hand.c: a fan of cards, a pile and flips (see pg_card_hand.h).
 */
#include "pg_card_hand.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "pg_geom.h"
#include "pg_text.h"
#include "pg_ui.h"

#define HAND_LIFT 0.18f /* a hovered card rises by this share of its height */

void pg_card_hand_init(pg_card_hand *hand)
{
	memset(hand, 0, sizeof *hand);
	hand->hover = -1;
}

void pg_card_hand_set(pg_card_hand *hand, const int *cards, int count, bool face_up)
{
	hand->count = pg_clampi(count, 0, PG_HAND_MAX);
	memcpy(hand->cards, cards, (size_t)hand->count * sizeof *cards);
	hand->face_up = face_up;
	if (hand->hover >= hand->count)
		hand->hover = -1;
}

/* Centre spacing: cards overlap more as the hand grows, so it always
 * fits its area. */
static float step_x(const pg_card_hand *hand)
{
	if (hand->count < 2)
		return 0;
	float room = (float)hand->area.w - hand->card_w;
	return fminf(hand->card_w * 0.72f, room / (float)(hand->count - 1));
}

static double slot_angle(const pg_card_hand *hand, int slot)
{
	if (hand->count < 2)
		return 0;
	float t = (float)slot / (float)(hand->count - 1) - 0.5f;
	return (double)(t * hand->spread_degrees);
}

SDL_FRect pg_card_hand_slot_rect(const pg_card_hand *hand, int slot)
{
	float step = step_x(hand);
	float width = step * (float)(hand->count - 1) + hand->card_w;
	float left = (float)hand->area.x + ((float)hand->area.w - width) / 2;
	double angle = slot_angle(hand, slot);
	/* The fan's edge cards sit a little lower, as held in a hand. */
	float drop = (float)(1 - cos(angle * 3.14159 / 180)) * hand->card_h * 1.5f;
	float top = (float)(hand->area.y + hand->area.h) - hand->card_h + drop;
	return (SDL_FRect){left + step * (float)slot, top, hand->card_w, hand->card_h};
}

/* The slot's rect with the hovered card lifted. */
static SDL_FRect lifted_rect(const pg_card_hand *hand, int slot)
{
	SDL_FRect r = pg_card_hand_slot_rect(hand, slot);
	if (slot == hand->hover)
		r.y -= r.h * HAND_LIFT;
	return r;
}

int pg_card_hand_at(const pg_card_hand *hand, int x, int y)
{
	for (int slot = hand->count - 1; slot >= 0; slot--) {
		SDL_FRect r = lifted_rect(hand, slot);
		if (pg_in_frect(r, (float)x, (float)y))
			return slot;
	}
	return -1;
}

void pg_card_hand_hover(pg_card_hand *hand, int x, int y)
{
	hand->hover = pg_card_hand_at(hand, x, y);
}

void pg_card_hand_flip(pg_card_hand *hand, int slot, float delay, float duration)
{
	pg_tweens_flip(&hand->tweens, slot, duration, delay);
}

void pg_card_hand_update(pg_card_hand *hand, float dt)
{
	pg_tweens_update(&hand->tweens, dt);
}

void pg_card_hand_finish(pg_card_hand *hand)
{
	pg_tweens_finish(&hand->tweens);
}

bool pg_card_hand_busy(const pg_card_hand *hand)
{
	return pg_tweens_busy(&hand->tweens);
}

pg_card_pose pg_card_hand_pose(const pg_card_hand *hand, int slot)
{
	pg_card_pose pose = {lifted_rect(hand, slot), slot_angle(hand, slot), hand->face_up};
	const pg_tween *flip = pg_tweens_find(&hand->tweens, slot, PG_TWEEN_FLIP);
	if (flip) {
		/* A flip not yet begun shows the side it turns from. */
		bool second_half = false;
		float scale =
		    pg_tween_waiting(flip) ? 1 : pg_tween_flip_scale(flip, &second_half);
		pose.face_up = second_half ? hand->face_up : !hand->face_up;
		float w = pose.box.w * scale;
		pose.box.x += (pose.box.w - w) / 2;
		pose.box.w = w;
	}
	return pose;
}

void pg_card_hand_draw(const pg_card_hand *hand, pg_card_paint paint, void *scene,
                       int skip_slot)
{
	for (int pass = 0; pass < 2; pass++)
		for (int slot = 0; slot < hand->count; slot++) {
			bool lifted = slot == hand->hover;
			if (slot == skip_slot || lifted != (pass == 1))
				continue;
			pg_card_pose pose = pg_card_hand_pose(hand, slot);
			paint(scene, hand->cards[slot], pose.face_up, pose.box, pose.angle);
		}
}

/* A pile shows its top card and up to four edges behind it, each this
 * many points up and right of the one before. */
enum { PILE_EDGES = 5, PILE_EDGE_STEP = 2 };

int pg_card_pile_reach(pg_app *app)
{
	return (PILE_EDGES - 1) * pg_px(app, PILE_EDGE_STEP);
}

void pg_card_pile_draw(pg_app *app, const pg_card_pile *pile, pg_card_paint paint, void *scene)
{
	SDL_FRect r = pile->rect;
	if (pile->count <= 0) {
		SDL_Rect outline = {(int)r.x, (int)r.y, (int)r.w, (int)r.h};
		pg_ui_stroke_rounded(app->renderer, outline, pg_px(app, 8), pg_px(app, 2),
		                     pg_ui_with_alpha(pg_ui_theme.text_dim, 120));
		return;
	}
	/* One edge per few cards, up to PILE_EDGES, so a tall pile looks tall. */
	int edges = pg_mini(PILE_EDGES, (pile->count + 3) / 4);
	float off = (float)pg_px(app, PILE_EDGE_STEP);
	for (int i = edges - 1; i >= 1; i--) {
		SDL_FRect e = {r.x + off * (float)i, r.y - off * (float)i, r.w, r.h};
		paint(scene, -1, false, e, 0);
	}
	paint(scene, pile->top, pile->face_up, r, 0);
	char count[16];
	snprintf(count, sizeof count, "%d", pile->count);
	pg_text_draw(app->text, count, (int)(r.x + r.w / 2), (int)(r.y + r.h) + pg_px(app, 4),
	             pg_px(app, 13), PG_FONT_BOLD, pg_ui_theme.text_dim, PG_ALIGN_CENTER);
}
