/*
 * pg_card_hand.h: cards held in a fan, a deck or pile beside it, and
 * the moves of a card: turned over, lifted under the pointer.
 *
 * The hand knows where each card lies and how it is turned; the scene
 * paints a card (face or back) through a callback, so any game's art
 * fits. A hand the viewer may not see (another seat's, under hidden
 * information) is set face down: the callback is then asked for backs
 * only, whatever card ids the scene holds (give it the observation's
 * blanks). To play a card by drag or click, register each slot's rect
 * (pg_card_hand_slot_rect) as a pg_board piece in the scene's layout.
 */
#ifndef PG_CARD_HAND_H
#define PG_CARD_HAND_H

#include <stdbool.h>

#include <SDL.h>

#include "pg_app_context.h"
#include "pg_tween.h"

enum { PG_HAND_MAX = 40 };

/* Paints one card: its face (face_up) or its back, into box turned by
 * angle degrees round its centre. */
typedef void (*pg_card_paint)(void *scene, int card, bool face_up, SDL_FRect box, double angle);

typedef struct pg_card_hand {
	SDL_Rect area;        /* the fan's space; cards stand on its bottom edge */
	float card_w, card_h; /* a card's size in pixels */
	float spread_degrees; /* total turn from first to last card (0: a row) */
	int count;
	int cards[PG_HAND_MAX]; /* the scene's card ids, left to right */
	bool face_up;           /* the viewer may see these faces */
	int hover;              /* the slot under the pointer, or -1 */
	pg_tweens tweens;       /* flips (FLIP), tag = slot */
} pg_card_hand;

/* What to draw for one slot now. */
typedef struct pg_card_pose {
	SDL_FRect box;
	double angle;
	bool face_up; /* the face is showing now (mid-flip it changes) */
} pg_card_pose;

void pg_card_hand_init(pg_card_hand *hand);
/* Sets the cards in hand (keeps running tweens of slots that stay). */
void pg_card_hand_set(pg_card_hand *hand, const int *cards, int count, bool face_up);
/* The slot's resting rect (before any hover lift or turn). */
SDL_FRect pg_card_hand_slot_rect(const pg_card_hand *hand, int slot);
/* The topmost slot at (x, y), or -1. */
int pg_card_hand_at(const pg_card_hand *hand, int x, int y);
/* The pointer moved: lifts the card under it. */
void pg_card_hand_hover(pg_card_hand *hand, int x, int y);
/* The card in slot turns over after delay seconds (its face shows from
 * halfway if face_up is set, else its back). */
void pg_card_hand_flip(pg_card_hand *hand, int slot, float delay, float duration);
void pg_card_hand_update(pg_card_hand *hand, float dt);
void pg_card_hand_finish(pg_card_hand *hand);
bool pg_card_hand_busy(const pg_card_hand *hand);
pg_card_pose pg_card_hand_pose(const pg_card_hand *hand, int slot);
/* Draws every card left to right (the hovered one last, over its
 * neighbours), skipping slots in skip_slot (a held card; -1 for none). */
void pg_card_hand_draw(const pg_card_hand *hand, pg_card_paint paint, void *scene,
                       int skip_slot);

/* A face-down deck or a discard pile: a few edges show how high it is. */
typedef struct pg_card_pile {
	SDL_FRect rect;
	int count;
	int top;      /* the top card's id (for a face-up pile) */
	bool face_up; /* the top card shows */
} pg_card_pile;

/* Draws the pile (an empty one as an outline) with its count under it. */
void pg_card_pile_draw(pg_app *app, const pg_card_pile *pile, pg_card_paint paint, void *scene);
/* How far a tall pile's edges reach right of and above its top card: a
 * layout leaves this much room beside a pile before its neighbour. */
int pg_card_pile_reach(pg_app *app);

#endif
