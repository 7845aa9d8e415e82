/*
 * pg_help.h: the rules help scene's own calls beyond pg_open_help
 * (pg_scenes.h): opening it on the background page, and what tests ask of
 * it. The scene is src/app/pg_scene_help.c; the markup it reads is
 * src/core/pg_help_markup.h, its pictures src/app/pg_help_picture.h.
 */
#ifndef PG_HELP_H
#define PG_HELP_H

#include <stdbool.h>
#include <stddef.h>

#include "pg_app_context.h"

enum { PG_HELP_PAGE_RULES = 0, PG_HELP_PAGE_BACKGROUND = 1 };

/* Opens the help of a game on one of its two pages. */
void pg_open_help_page(pg_app *app, const char *game_id, int page);

/* For tests: shows page 0 or 1 of the open help (false if none is open). */
bool pg_help_show_page(pg_app *app, int page);
/* For tests: renders every picture of the page shown; returns how many
 * pictures it has, with how many were drawn and the first error. */
int pg_help_render_pictures(pg_app *app, int *drawn, char *first_error, size_t error_size);
/* For tests: a developer's word (pg_help_developer_word) the shown page
 * puts on screen, or NULL. */
const char *pg_help_developer_word_shown(pg_app *app);

#endif
