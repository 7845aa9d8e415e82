/*
 * pg_seat_card.c: a seat's name plate (see pg_seat_card.h).
 */
#include "pg_seat_card.h"

#include "pg_geom.h"
#include "pg_text.h"
#include "pg_i18n.h"

SDL_Rect pg_seat_card_plate(pg_app *app, SDL_Rect rect, int radius, float pulse, bool turn)
{
	SDL_Rect box = pulse > 0 ? pg_rect_scaled(rect, pulse) : rect;
	pg_ui_panel(app->renderer, box, radius);
	Uint8 a = (Uint8)(170 + 85 * PG_GLOW_LEVEL);
	if (turn)
		pg_ui_stroke_rounded(app->renderer, box, radius, pg_px(app, 3),
		                     pg_ui_with_alpha(pg_ui_theme.accent_hover, a));
	return box;
}

void pg_seat_card_draw(pg_app *app, SDL_Rect rect, const pg_seat_card *card)
{
	SDL_Renderer *r = app->renderer;
	int radius = pg_px(app, 12), pad = pg_px(app, 10);
	SDL_Rect box =
	    pg_seat_card_plate(app, rect, radius, card->pulse, card->turn && !card->out);
	int sw = pg_mini(box.h - 2 * pad, pg_px(app, 28));
	SDL_Rect swatch = {box.x + pad, box.y + (box.h - sw) / 2, sw, sw};
	if (card->style)
		pg_ui_draw_swatch(r, swatch, sw / 4, card->style);
	int x = swatch.x + sw + pad, mid = box.y + box.h / 2;
	int value_w = 0;
	SDL_Color ink = card->out ? pg_ui_theme.text_dim : pg_ui_theme.text;
	const char *value = card->out ? _("Out of the game") : card->value;
	if (value)
		value_w =
		    pg_text_draw(app->text, value, box.x + box.w - pad, mid, pg_px(app, 14),
		                 card->out ? PG_FONT_REGULAR : PG_FONT_BOLD, ink,
		                 PG_ALIGN_RIGHT | PG_ALIGN_MIDDLE);
	pg_text_draw_fit(app->text, card->name ? card->name : "", x, mid,
	                 box.x + box.w - pad - value_w - pad - x, pg_px(app, 15), PG_FONT_BOLD,
	                 ink, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	if (card->out) /* dimmed, so the seats still playing stand out */
		pg_ui_fill_rounded(r, box, radius, pg_ui_rgba(20, 12, 8, 110));
}
