/*
 * pg_cli.h: the headless commands of DESIGN.md section 6 (list, play, moves,
 * bench). They open no window and print nothing to stdout but their JSON or
 * list; errors go to stderr with a non-zero exit status (2 for bad input).
 */
#ifndef PG_CLI_H
#define PG_CLI_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

/* play --jobs runs at most this many worker threads. */
enum { PG_CLI_MAX_JOBS = 64 };

typedef struct pg_cli_args {
	const char *game_id;
	const char *seats;   /* "hard,random" */
	const char *options; /* "players=3,actions=2" */
	const char *after;   /* "M1;M2;..." */
	bool has_seed;
	uint64_t seed;
	int games;      /* play: how many games (default 100) */
	int jobs;       /* play: games run at once on worker threads (default 1) */
	bool rotate;    /* play: rotate the listed seats round the table each game */
	double seconds; /* bench: how long (default 3) */
} pg_cli_args;

int pg_cli_list(void);
int pg_cli_play(const pg_cli_args *args);
int pg_cli_moves(const pg_cli_args *args);
int pg_cli_bench(const pg_cli_args *args);

/* For tests: the function play starts its workers with (NULL restores
 * pthread_create), so a test can make thread creation fail. A failure is
 * an error: a message and exit status 1, never an empty result. */
typedef int (*pg_cli_thread_start)(pthread_t *thread, const pthread_attr_t *attributes,
				   void *(*run)(void *), void *argument);
void pg_cli_test_set_thread_start(pg_cli_thread_start start);

#endif
