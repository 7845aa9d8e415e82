#include "pg_input.h"

#include <math.h>
#include <string.h>

void pg_input_init(pg_input *input)
{
	memset(input, 0, sizeof *input);
	input->pixel_density = 1.0f;
}

void pg_input_set_density(pg_input *input, float pixel_density)
{
	input->pixel_density = pixel_density >= 1.0f ? pixel_density : 1.0f;
}

bool pg_input_button_held(const pg_input *input)
{
	return input->left_down;
}

static int to_pixels(const pg_input *input, int points)
{
	return (int)lroundf((float)points * input->pixel_density);
}

static pg_input_event pointer_event(const pg_input *input, pg_input_kind kind)
{
	pg_input_event ev = {.kind = kind, .x = input->x, .y = input->y};
	ev.start_x = input->press_x;
	ev.start_y = input->press_y;
	ev.button = input->down_button;
	return ev;
}

static bool beyond_slop(const pg_input *input)
{
	float slop = PG_INPUT_DRAG_SLOP_POINTS * input->pixel_density;
	float dx = (float)(input->x - input->press_x), dy = (float)(input->y - input->press_y);
	return dx * dx + dy * dy > slop * slop;
}

static int on_button_down(pg_input *input, const SDL_MouseButtonEvent *b, pg_input_event *out)
{
	/* A second button while one is held is ignored: one gesture at a time. */
	if (input->down_button)
		return 0;
	input->x = to_pixels(input, b->x);
	input->y = to_pixels(input, b->y);
	input->press_x = input->x;
	input->press_y = input->y;
	input->down_button = b->button;
	input->left_down = b->button == SDL_BUTTON_LEFT;
	input->dragging = false;
	out[0] = pointer_event(input, PG_INPUT_PRESS);
	out[0].clicks = b->clicks;
	return 1;
}

static int on_button_up(pg_input *input, const SDL_MouseButtonEvent *b, pg_input_event *out)
{
	if (b->button != input->down_button)
		return 0;
	input->x = to_pixels(input, b->x);
	input->y = to_pixels(input, b->y);
	int n = 0;
	if (input->dragging) {
		out[n++] = pointer_event(input, PG_INPUT_DROP);
	} else {
		out[n] = pointer_event(input, PG_INPUT_CLICK);
		out[n++].clicks = b->clicks;
	}
	input->down_button = 0;
	input->left_down = false;
	input->dragging = false;
	return n;
}

static int on_motion(pg_input *input, const SDL_MouseMotionEvent *m, pg_input_event *out)
{
	input->x = to_pixels(input, m->x);
	input->y = to_pixels(input, m->y);
	if (!input->down_button) {
		out[0] = pointer_event(input, PG_INPUT_HOVER);
		out[0].button = 0;
		return 1;
	}
	if (!input->left_down)
		return 0;
	if (input->dragging) {
		out[0] = pointer_event(input, PG_INPUT_DRAG_MOVE);
		return 1;
	}
	if (!beyond_slop(input))
		return 0;
	input->dragging = true;
	out[0] = pointer_event(input, PG_INPUT_DRAG_START);
	out[1] = pointer_event(input, PG_INPUT_DRAG_MOVE);
	return 2;
}

static int on_wheel(pg_input *input, const SDL_MouseWheelEvent *w, pg_input_event *out)
{
	int steps = w->y;
	if (w->direction == SDL_MOUSEWHEEL_FLIPPED)
		steps = -steps;
	if (steps == 0)
		return 0;
	out[0] = pointer_event(input, PG_INPUT_WHEEL);
	out[0].wheel_y = steps;
	return 1;
}

int pg_input_translate(pg_input *input, const SDL_Event *event, pg_input_event *out)
{
	switch (event->type) {
	case SDL_MOUSEBUTTONDOWN:
		return on_button_down(input, &event->button, out);
	case SDL_MOUSEBUTTONUP:
		return on_button_up(input, &event->button, out);
	case SDL_MOUSEMOTION:
		return on_motion(input, &event->motion, out);
	case SDL_MOUSEWHEEL:
		return on_wheel(input, &event->wheel, out);
	case SDL_KEYDOWN: {
		pg_input_event ev = {.kind = PG_INPUT_KEY, .x = input->x, .y = input->y};
		ev.key = event->key.keysym.sym;
		ev.mod = event->key.keysym.mod;
		ev.repeat = event->key.repeat != 0;
		out[0] = ev;
		return 1;
	}
	default:
		return 0;
	}
}

bool pg_input_cancel_drag(pg_input *input, pg_input_event *out)
{
	bool was_dragging = input->dragging;
	if (was_dragging)
		*out = pointer_event(input, PG_INPUT_DRAG_CANCEL);
	input->down_button = 0;
	input->left_down = false;
	input->dragging = false;
	return was_dragging;
}
