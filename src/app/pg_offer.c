/*
 * pg_offer.c: the two-sided offer dialog (see pg_offer.h).
 */
#include "pg_offer.h"

#include <stdio.h>
#include <string.h>

#include "pg_geom.h"
#include "pg_text.h"
#include "pg_i18n.h"

void pg_offer_open(pg_offer *offer, const char *title, bool can_answer)
{
	memset(offer, 0, sizeof *offer);
	offer->open = true;
	offer->can_answer = can_answer;
	snprintf(offer->title, sizeof offer->title, "%s", title);
	offer->accept.label = _("Accept");
	offer->accept.kind = PG_BUTTON_PRIMARY;
	offer->decline.label = _("Decline");
	offer->accept.hidden = offer->decline.hidden = !can_answer;
}

void pg_offer_close(pg_offer *offer)
{
	offer->open = false;
}

void pg_offer_add_line(pg_offer *offer, int side, const char *text)
{
	if (side < 0 || side > 1 || offer->sides[side].count >= PG_OFFER_LINES)
		return;
	pg_offer_side *s = &offer->sides[side];
	snprintf(s->lines[s->count++], PG_OFFER_LINE, "%s", text);
}

void pg_offer_layout(pg_offer *offer, pg_app *app, SDL_Rect area)
{
	int pad = pg_px(app, 16), line = pg_px(app, 22), button_h = pg_px(app, 38);
	int rows = pg_maxi(pg_maxi(offer->sides[0].count, offer->sides[1].count), 1);
	int w = pg_mini(area.w - 2 * pad, pg_px(app, 560));
	int side_h = pg_px(app, 30) + rows * line + pad;
	int head = pad + pg_px(app, 28) + pad; /* the title's band */
	int h = head + side_h + (offer->can_answer ? pad + button_h : 0) + pad;
	offer->rect = (SDL_Rect){area.x + (area.w - w) / 2, area.y + (area.h - h) / 2, w, h};
	int top = offer->rect.y + head;
	int half = (w - 3 * pad) / 2;
	for (int i = 0; i < 2; i++)
		offer->side_rects[i] =
		    (SDL_Rect){offer->rect.x + pad + i * (half + pad), top, half, side_h};
	int bw = pg_mini(pg_px(app, 150), half);
	int by = top + side_h + pad;
	offer->accept.rect = (SDL_Rect){offer->rect.x + w / 2 + pad / 2, by, bw, button_h};
	offer->decline.rect =
	    (SDL_Rect){offer->rect.x + w / 2 - pad / 2 - bw, by, bw, button_h};
}

pg_offer_answer pg_offer_input(pg_offer *offer, const pg_input_event *e, bool *used)
{
	*used = false;
	if (!offer->open)
		return PG_OFFER_NONE;
	if (e->kind == PG_INPUT_KEY) {
		if (!offer->can_answer || e->repeat)
			return PG_OFFER_NONE;
		bool yes = e->key == SDLK_y || e->key == SDLK_RETURN || e->key == SDLK_KP_ENTER;
		bool no = e->key == SDLK_n || e->key == SDLK_ESCAPE;
		*used = yes || no;
		return yes ? PG_OFFER_ACCEPT : no ? PG_OFFER_DECLINE : PG_OFFER_NONE;
	}
	/* Modal: pointer events stop here, so nothing under it is moved. */
	*used = e->kind != PG_INPUT_HOVER && e->kind != PG_INPUT_WHEEL;
	if (pg_button_input(&offer->accept, e))
		return PG_OFFER_ACCEPT;
	if (pg_button_input(&offer->decline, e))
		return PG_OFFER_DECLINE;
	return PG_OFFER_NONE;
}

static void draw_side(pg_app *app, const pg_offer_side *side, SDL_Rect r)
{
	int pad = pg_px(app, 10), line = pg_px(app, 22);
	pg_ui_fill_rounded(app->renderer, r, pg_px(app, 10), pg_ui_rgba(46, 30, 20, 200));
	if (side->style) {
		SDL_Rect sw = {r.x + pad, r.y + pad, pg_px(app, 18), pg_px(app, 18)};
		pg_ui_draw_swatch(app->renderer, sw, pg_px(app, 4), side->style);
	}
	pg_text_draw_fit(app->text, side->who, r.x + pad + pg_px(app, 26),
	                 r.y + pad + pg_px(app, 9), r.w - 2 * pad - pg_px(app, 26),
	                 pg_px(app, 15), PG_FONT_BOLD, pg_ui_theme.text,
	                 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	int y = r.y + pg_px(app, 30) + pad / 2;
	if (side->count == 0)
		pg_text_draw(app->text, _("nothing"), r.x + pad, y, pg_px(app, 14),
		             PG_FONT_REGULAR, pg_ui_theme.text_dim, PG_ALIGN_LEFT);
	for (int i = 0; i < side->count; i++)
		pg_text_draw_fit(app->text, side->lines[i], r.x + pad, y + i * line,
		                 r.w - 2 * pad, pg_px(app, 14), PG_FONT_REGULAR,
		                 pg_ui_theme.text, PG_ALIGN_LEFT);
}

void pg_offer_draw(pg_app *app, const pg_offer *offer)
{
	if (!offer->open)
		return;
	int radius = pg_px(app, 14), pad = pg_px(app, 16);
	pg_ui_shadow(app->renderer, offer->rect, radius, pg_px(app, 8));
	pg_ui_panel(app->renderer, offer->rect, radius);
	pg_ui_stroke_rounded(app->renderer, offer->rect, radius, pg_px(app, 2),
	                     pg_ui_theme.accent);
	pg_text_draw_fit(app->text, offer->title, offer->rect.x + offer->rect.w / 2,
	                 offer->rect.y + pad + pg_px(app, 14), offer->rect.w - 2 * pad,
	                 pg_px(app, 18), PG_FONT_BOLD, pg_ui_theme.text,
	                 PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	for (int i = 0; i < 2; i++)
		draw_side(app, &offer->sides[i], offer->side_rects[i]);
	pg_button_draw(app, &offer->accept);
	pg_button_draw(app, &offer->decline);
}
