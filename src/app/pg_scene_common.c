#include "pg_scenes.h"

SDL_Rect pg_column_row(pg_column *column, int height)
{
	SDL_Rect row = {column->x, column->y, column->width, height};
	column->y += height + column->gap;
	return row;
}

SDL_Rect pg_centered_panel(const pg_app *app, float width_points, float height_points)
{
	int w = pg_app_px(app, width_points), h = pg_app_px(app, height_points);
	int margin = pg_app_px(app, 24);
	if (w > app->width - 2 * margin)
		w = app->width - 2 * margin;
	if (h > app->height - 2 * margin)
		h = app->height - 2 * margin;
	SDL_Rect r = {(app->width - w) / 2, (app->height - h) / 2, w, h};
	return r;
}
