/*
 * pg_frames.h: frames on demand. A still screen costs nothing: the main
 * loop draws a frame only when something changed, and between changes it
 * sleeps until the next event or the next time something asked for.
 *
 * This module is the loop's bookkeeping and its decisions, kept pure (no
 * SDL calls, times are app seconds) so tests can check them
 * (tests/test_app_frames.c). What asks for frames:
 *
 *   - input and window events (pg_frames_input): a frame at once, and
 *     frames for a short while after, so an ease a widget does in its
 *     update (a hover, a glide) finishes without asking;
 *   - whatever moves on screen (a tween, a fade, a scroll gliding):
 *     pg_frames_request on every update while it moves;
 *   - an animation at a modest rate (a blinking caret, the AI's thinking
 *     dots): pg_frames_request_at the time of its next step;
 *   - a timer that may change what is shown (an AI's answer to collect, a
 *     roll's pause, a toast's end): pg_frames_wake_at runs an update then,
 *     and the update asks for a frame if something changed.
 *
 * Requests are made again on each update for as long as they hold; one
 * that is met is forgotten.
 */
#ifndef PG_FRAMES_H
#define PG_FRAMES_H

#include <stdbool.h>

/* No time asked for. */
#define PG_FRAMES_NEVER 1e300
/* Frames go on this long after input (seconds). */
#define PG_FRAMES_AFTER_INPUT 0.25
/* The longest the loop sleeps without an event (milliseconds): an update
 * a second costs nothing, and a request forgotten somewhere then shows
 * late rather than never. */
#define PG_FRAMES_MAX_WAIT_MS 1000

typedef struct pg_frames {
	bool redraw;       /* a frame is wanted at the next update */
	double redraw_at;  /* a frame is wanted at this app time */
	double wake_at;    /* an update is wanted at this app time */
	double busy_until; /* frames go on until then (after input) */
	bool every_frame;  /* draw on every pass (a measuring run) */
	bool drew;         /* the last pass drew a frame */
} pg_frames;

void pg_frames_init(pg_frames *frames);
/* A frame at the next update. */
void pg_frames_request(pg_frames *frames);
/* A frame at app time when (the earliest request wins). */
void pg_frames_request_at(pg_frames *frames, double when);
/* An update at app time when, drawn only if something then asks. A time
 * already past means at once: ask for a time ahead, or the loop spins. */
void pg_frames_wake_at(pg_frames *frames, double when);
/* Input or a window event arrived at app time now. */
void pg_frames_input(pg_frames *frames, double now);

/* A pass of the loop begins at app time now (before its events and
 * update): forgets the update times it meets. */
void pg_frames_begin(pg_frames *frames, double now);
/* After the update at app time now: true if this pass draws a frame.
 * Forgets the requests the frame meets and records the answer. */
bool pg_frames_due(pg_frames *frames, double now);
/* After the pass at app time now: how long the loop may wait for an
 * event before the next pass, in milliseconds: 0 for at once (something
 * moves, or a frame was just drawn and may have started something), else
 * until the earliest time asked for (rounded up), at most
 * PG_FRAMES_MAX_WAIT_MS. */
int pg_frames_wait_ms(const pg_frames *frames, double now);

#endif
