/* pg_help_picture.c: position pictures of the help pages (pg_help_picture.h). */
#include "pg_help_picture.h"

#include <stdio.h>

#include "pg_i18n.h"
#include "pg_play.h"
#include "pg_registry.h"
#include "pg_seats.h"

/* Draws the view of play into target as a 1280x800 window's board would
 * look at this size: the UI scale follows the picture's width for the
 * time of the drawing. */
static void draw_view(pg_app *app, pg_play *play, SDL_Texture *target, int width, int height)
{
	float scale = app->scale;
	int app_w = app->width, app_h = app->height;
	app->scale = (float)width / (float)PG_APP_DEFAULT_WIDTH;
	app->width = width;
	app->height = height;
	SDL_Texture *before = SDL_GetRenderTarget(app->renderer);
	SDL_SetRenderTarget(app->renderer, target);
	SDL_RenderSetClipRect(app->renderer, NULL);
	pg_ui_set_color(app->renderer, pg_ui_theme.background);
	SDL_RenderClear(app->renderer);
	pg_play_layout(play, (SDL_Rect){0, 0, width, height});
	pg_play_fast_forward(play);
	play->view->draw(play->view_data, app->renderer);
	SDL_SetRenderTarget(app->renderer, before);
	app->scale = scale;
	app->width = app_w;
	app->height = app_h;
}

SDL_Texture *pg_help_picture_render(pg_app *app, const pg_help_picture_spec *spec, int width,
				    int height, char *err, size_t err_size)
{
	const pg_view *view = pg_view_find(spec->game_id);
	if (!view) {
		snprintf(err, err_size, _("no game '%s' with a scene to draw the picture"),
			 spec->game_id);
		return NULL;
	}
	pg_match *match = pg_help_picture_match(spec, pg_registry_find, err, err_size);
	if (!match)
		return NULL;
	int kinds[PG_MAX_SEATS];
	kinds[0] = PG_SEAT_HUMAN;
	for (int s = 1; s < PG_MAX_SEATS; s++)
		kinds[s] = PG_AI_NORMAL;
	pg_play *play = pg_play_create(app, view, match, kinds, err, err_size);
	if (!play)
		return NULL;
	SDL_Texture *texture = SDL_CreateTexture(app->renderer, SDL_PIXELFORMAT_ARGB8888,
						 SDL_TEXTUREACCESS_TARGET, width, height);
	if (!texture)
		snprintf(err, err_size, _("the picture could not be made: %s"), SDL_GetError());
	else
		draw_view(app, play, texture, width, height);
	pg_play_destroy(play);
	return texture;
}
