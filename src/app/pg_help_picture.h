/*
 * pg_help_picture.h: the pictures of the help pages (pg_help_markup.h),
 * drawn by the game's own scene code.
 *
 * A position picture builds the match its address describes, creates the
 * game's view on it (as a game in progress would, seat 1 a person so a
 * hidden hand shows face up) and draws it once into a texture of the size
 * the page needs; the page keeps the texture until the size changes. The
 * view is laid out as in a 1280x800 window, scaled to the picture, so its
 * proportions match what the player sees at the table.
 */
#ifndef PG_HELP_PICTURE_H
#define PG_HELP_PICTURE_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "pg_app_context.h"
#include "pg_help_markup.h"

/* Height over width of a position picture (the 1280x800 window less the
 * top bar). */
#define PG_HELP_PICTURE_ASPECT 0.5875f

/* Renders the position picture spec at width x height into a new texture.
 * NULL with a sentence in err (an illegal move, a game without a scene)
 * when it cannot be drawn. */
SDL_Texture *pg_help_picture_render(pg_app *app, const pg_help_picture_spec *spec, int width,
				    int height, char *err, size_t err_size);

#endif
