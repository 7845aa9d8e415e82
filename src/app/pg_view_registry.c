#include <stdio.h>
#include <string.h>

#include "pg_view.h"

#define PG_REGISTER_VIEW(symbol) extern const pg_view symbol;
#include "pg_view_games.h"
#undef PG_REGISTER_VIEW

static const pg_view *const registered_views[] = {
#define PG_REGISTER_VIEW(symbol) &symbol,
#include "pg_view_games.h"
#undef PG_REGISTER_VIEW
	NULL,
};

int pg_view_count(void)
{
	return (int)(sizeof registered_views / sizeof registered_views[0]) - 1;
}

const pg_view *pg_view_at(int index)
{
	if (index < 0 || index >= pg_view_count())
		return NULL;
	return registered_views[index];
}

const pg_view *pg_view_find(const char *game_id)
{
	if (!game_id)
		return NULL;
	for (int i = 0; i < pg_view_count(); i++)
		if (strcmp(registered_views[i]->game_id, game_id) == 0)
			return registered_views[i];
	return NULL;
}

const pg_seat_style *pg_view_seat_style(const pg_view *view, int seat)
{
	if (seat < 0)
		seat = 0;
	if (view && view->seat_styles)
		return &view->seat_styles[seat];
	return &pg_ui_seat_styles[seat % PG_UI_SEAT_STYLES];
}

void pg_view_title_art(const pg_view *view, char *buf, size_t size)
{
	if (view->title_art)
		snprintf(buf, size, "%s", view->title_art);
	else
		snprintf(buf, size, "title/%s.svg", view->game_id);
}
