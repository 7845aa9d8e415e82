/*
 * pg_input.h: SDL mouse and keyboard events normalised once, for scenes.
 *
 * A left-button gesture becomes either
 *     PRESS, then CLICK                    (released within the drag slop), or
 *     PRESS, DRAG_START, DRAG_MOVE..., DROP (moved beyond the slop first);
 * a drag the app has to abandon (window lost focus, Esc, a scene change)
 * ends with DRAG_CANCEL instead of DROP, and the scene snaps the piece back.
 * Other buttons give PRESS and CLICK only (button tells which). Motion with
 * no button down is HOVER; the wheel is WHEEL; a key press is KEY.
 *
 * Coordinates are renderer output pixels (not window points), so on a
 * High-DPI screen they match what the scene draws. The normaliser owns no
 * SDL resources and can be fed synthetic events in tests.
 */
#ifndef PG_INPUT_H
#define PG_INPUT_H

#include <stdbool.h>

#include <SDL.h>

typedef enum pg_input_kind {
	PG_INPUT_NONE = 0,
	PG_INPUT_PRESS,       /* a button went down at (x, y) */
	PG_INPUT_CLICK,       /* ... and came up again without dragging */
	PG_INPUT_DRAG_START,  /* left button held and moved past the slop; start_x/y is the press */
	PG_INPUT_DRAG_MOVE,   /* the drag goes on at (x, y) */
	PG_INPUT_DROP,        /* the button came up at (x, y) ending a drag */
	PG_INPUT_DRAG_CANCEL, /* the drag was abandoned: snap back */
	PG_INPUT_HOVER,       /* the pointer moved with no button down */
	PG_INPUT_WHEEL,       /* wheel_y > 0 is away from the user (scroll up) */
	PG_INPUT_KEY,         /* a key went down (repeats included) */
	PG_INPUT_KIND_COUNT
} pg_input_kind;

typedef struct pg_input_event {
	pg_input_kind kind;
	int x, y;             /* pointer now, renderer pixels */
	int start_x, start_y; /* where the press was (PRESS..DROP, CLICK) */
	int button;           /* SDL_BUTTON_LEFT, ... for pointer events */
	int clicks;           /* 2 on the second press of a double click */
	int wheel_y;          /* WHEEL: steps, positive away from the user */
	SDL_Keycode key;      /* KEY */
	Uint16 mod;           /* KEY: KMOD_* held */
	bool repeat;          /* KEY: an auto-repeat */
} pg_input_event;

/* Slop in renderer pixels is PG_INPUT_DRAG_SLOP_POINTS times the pixel
 * density, so a shaky click on a High-DPI screen stays a click. */
enum { PG_INPUT_DRAG_SLOP_POINTS = 6, PG_INPUT_MAX_OUT = 4 };

typedef struct pg_input {
	float pixel_density; /* renderer pixels per window point (>= 1) */
	bool left_down;
	bool dragging;
	int down_button;
	int press_x, press_y;
	int x, y;            /* last pointer position */
} pg_input;

void pg_input_init(pg_input *input);
/* Call on every resize: output pixels / window points. */
void pg_input_set_density(pg_input *input, float pixel_density);
/*
 * Translates one SDL event into up to PG_INPUT_MAX_OUT normalised events
 * (a fast motion may give DRAG_START and DRAG_MOVE). Returns how many were
 * written; 0 for events that are not input.
 */
int pg_input_translate(pg_input *input, const SDL_Event *event, pg_input_event *out);
/* Ends a drag in progress (focus lost, scene change): writes DRAG_CANCEL
 * into *out and returns true if there was one. */
bool pg_input_cancel_drag(pg_input *input, pg_input_event *out);
/* True between PRESS and CLICK/DROP/DRAG_CANCEL of the left button. */
bool pg_input_button_held(const pg_input *input);

#endif
