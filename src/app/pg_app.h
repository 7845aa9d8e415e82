/*
 * pg_app.h: the two ways into the SDL layer, called by src/main.c.
 *
 * pg_app_run() opens the window and runs the scene stack (title, setup,
 * game, pause, rules help, results, settings) until the player quits.
 * pg_app_screenshot() builds one scene headless on the software renderer,
 * draws a single frame with every animation finished and writes a PNG; it
 * needs no display (SDL_VIDEODRIVER=dummy is fine).
 *
 * Everything else of the app is reached through the app context
 * (pg_app_context.h) that these functions create.
 */
#ifndef PG_APP_H
#define PG_APP_H

#include <stdbool.h>
#include <stdint.h>

typedef struct pg_launch {
	const char *game_id;   /* NULL: open on the title menu */
	const char *seats;     /* "human,normal,..." or NULL: last setup used, else one person against Normal AIs */
	const char *options;   /* game options "K=V,..." or NULL */
	bool has_seed;
	uint64_t seed;
	const char *data_dir;  /* --data-dir, or NULL */
	int quit_after_frames; /* 0: run until closed */
	bool timing;           /* print the timing JSON line on exit */
	int width, height;     /* 0: 1280x800 */
	bool fullscreen;
	double idle_bench_seconds; /* >0: --idle-bench, see pg_app_run */
} pg_launch;

/*
 * Runs the GUI. Returns the process exit status: 0 after a normal quit,
 * 1 when the window, the renderer or the data files cannot be had (the
 * reason, with the file and every place looked, goes to stderr), 2 for a
 * bad --game / --seats / --options value.
 *
 * With quit_after_frames N the GUI quits after N presented frames; with
 * timing it prints one JSON line on stdout when it quits:
 *   {"first_frame_ms":..,"frame_cpu_ms_median":..,"frame_cpu_ms_p99":..,
 *    "frame_ms_median":..,"frame_ms_p99":..,"frame_main_cpu_ms_median":..,
 *    "frame_main_cpu_ms_p99":..,"frames":..,"seconds":..,"process_cpu_percent":..}
 * first_frame_ms counts from pg_app_mark_process_start() (or, if main never
 * called it, from the start of pg_app_run) to the first presented frame;
 * frame CPU is the time of event handling + update + draw of each frame,
 * without SDL_RenderPresent; frame_ms is the same with the present, where
 * a software rasteriser does much of its work (and a vsync wait, if the
 * driver has one, is counted too); frame_main_cpu_ms is the main thread's
 * CPU time over that span (no wait; a GL driver's own threads are not in
 * it). The first frame is left out of these.
 * process_cpu_percent is the CPU time of the whole process, every thread,
 * over the wall time of the run (seconds). Timing works without
 * quit_after_frames too (the window then redraws only on change).
 *
 * The window is drawn only when something changed (pg_frames.h); a run
 * with quit_after_frames draws on every pass, so it ends on a still screen
 * and times what a frame costs.
 *
 * With idle_bench_seconds S (--idle-bench S) the GUI runs as usual until
 * start-up has settled (the first frame up, two seconds, the art worker
 * idle, the game's opening played out: a deal, the first draw and, with a
 * person at the table, the AI turns before theirs; and a pass that drew
 * nothing), then measures over S seconds and quits, printing one line:
 *   {"idle_bench_seconds":..,"frames":..,"process_cpu_percent":..,
 *    "main_thread_cpu_percent":..,"ui_threads_cpu_percent":..,
 *    "ai_thinking_seconds":..,"ui_threads_cpu_percent_while_ai_thinks":..,
 *    "frames_while_ai_thinks":..,"start_up_seconds":..}
 * Percentages are of one core: process CPU (all threads) and the main
 * thread's over the window; ui_threads is every thread but the AI's
 * (Linux, from /proc; -1 elsewhere), overall and over the spans in which
 * an AI was thinking with nothing animating (ai_thinking_seconds long);
 * start_up_seconds is how long the settling took from the first frame.
 */
int pg_app_run(const pg_launch *launch);

/* Records "now" as the process start for first_frame_ms. Call it first
 * thing in main(); harmless to omit. */
void pg_app_mark_process_start(void);

typedef struct pg_screenshot_request {
	const char *scene;    /* "title", "setup", "settings", "help", "results", or a game id */
	int width, height;    /* 0: 1280x800 */
	bool has_seed;
	uint64_t seed;
	const char *after;    /* "M1;M2" moves in the game's notation, applied before rendering */
	const char *options;  /* game options "K=V,..." or NULL */
	const char *seats;    /* "human,normal" or NULL */
	const char *data_dir; /* or NULL: the usual lookup (pg_datadir.h) */
	const char *out_path; /* the PNG to write */
} pg_screenshot_request;

/*
 * Renders one scene headless and writes a PNG.
 *
 * scene is "title", "settings", or a game id (the game scene, with seats,
 * options, seed and the `after` moves applied), or "setup", "help" or
 * "results" optionally followed by ":ID" ("help:totem-pole"); without an id
 * those use the first registered game that has a view. "results" first
 * plays the match to its end with seeded random moves (after `after`).
 * Returns 0 on success; otherwise prints a message on stderr and returns 2
 * for a bad request (unknown scene or game, bad seats or options, an illegal
 * move in `after`, which the message names) or 1 for a failure (data files,
 * renderer, writing the PNG).
 */
int pg_app_screenshot(const pg_screenshot_request *request);

#endif
