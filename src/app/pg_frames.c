#include "pg_frames.h"

#include <math.h>

void pg_frames_init(pg_frames *frames)
{
	*frames = (pg_frames){
	    .redraw = true, /* the first frame */
	    .redraw_at = PG_FRAMES_NEVER,
	    .wake_at = PG_FRAMES_NEVER,
	    .busy_until = -PG_FRAMES_NEVER,
	};
}

void pg_frames_request(pg_frames *frames)
{
	frames->redraw = true;
}

void pg_frames_request_at(pg_frames *frames, double when)
{
	if (when < frames->redraw_at)
		frames->redraw_at = when;
}

void pg_frames_wake_at(pg_frames *frames, double when)
{
	if (when < frames->wake_at)
		frames->wake_at = when;
}

void pg_frames_input(pg_frames *frames, double now)
{
	frames->redraw = true;
	if (now + PG_FRAMES_AFTER_INPUT > frames->busy_until)
		frames->busy_until = now + PG_FRAMES_AFTER_INPUT;
}

void pg_frames_begin(pg_frames *frames, double now)
{
	if (frames->wake_at <= now)
		frames->wake_at = PG_FRAMES_NEVER;
}

bool pg_frames_due(pg_frames *frames, double now)
{
	bool due = frames->every_frame || frames->redraw || now < frames->busy_until ||
	           frames->redraw_at <= now;
	if (due) {
		frames->redraw = false;
		if (frames->redraw_at <= now)
			frames->redraw_at = PG_FRAMES_NEVER;
	}
	frames->drew = due;
	return due;
}

int pg_frames_wait_ms(const pg_frames *frames, double now)
{
	if (frames->every_frame || frames->drew || frames->redraw || now < frames->busy_until)
		return 0;
	double next = frames->redraw_at < frames->wake_at ? frames->redraw_at : frames->wake_at;
	if (next <= now)
		return 0;
	/* Less a hair, so 0.45 s is 450 ms, not 451 by a rounding error. */
	double ms = ceil((next - now) * 1000.0 - 1e-6);
	return ms < PG_FRAMES_MAX_WAIT_MS ? (int)ms : PG_FRAMES_MAX_WAIT_MS;
}
