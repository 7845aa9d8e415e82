/*
 * pg_tooltip.c: the delayed note beside what the pointer rests on (see
 * pg_tooltip.h).
 */
#include "pg_tooltip.h"

#include <stdio.h>
#include <string.h>

#include "pg_geom.h"
#include "pg_text.h"
#include "pg_ui.h"

void pg_tooltip_init(pg_tooltip *tip)
{
	memset(tip, 0, sizeof *tip);
	tip->delay = 0.45f;
}

void pg_tooltip_point(pg_tooltip *tip, SDL_Rect anchor, const char *text)
{
	if (!text || !text[0]) {
		pg_tooltip_clear(tip);
		return;
	}
	bool same = strcmp(tip->text, text) == 0 && SDL_RectEquals(&tip->anchor, &anchor);
	if (!same) {
		snprintf(tip->text, sizeof tip->text, "%s", text);
		tip->anchor = anchor;
		tip->rest = 0;
	}
}

void pg_tooltip_clear(pg_tooltip *tip)
{
	tip->text[0] = '\0';
	tip->rest = 0;
}

void pg_tooltip_update(pg_tooltip *tip, float dt)
{
	if (tip->text[0])
		tip->rest += dt;
}

bool pg_tooltip_visible(const pg_tooltip *tip)
{
	return tip->text[0] && tip->rest >= tip->delay;
}

void pg_tooltip_draw(pg_app *app, pg_tooltip *tip)
{
	tip->box = (SDL_Rect){0, 0, 0, 0};
	if (!pg_tooltip_visible(tip))
		return;
	SDL_Rect bounds = {0, 0, app->width, app->height}, clip;
	if (SDL_RenderIsClipEnabled(app->renderer)) {
		SDL_RenderGetClipRect(app->renderer, &clip);
		if (clip.w > 0 && clip.h > 0 && !SDL_IntersectRect(&bounds, &clip, &bounds))
			return;
	}
	int pad = pg_px(app, 8), size = pg_px(app, 13), gap = pg_px(app, 6);
	int max_w = pg_mini(pg_px(app, 300), bounds.w - 4 * pad);
	int h = pg_text_draw_wrapped(app->text, tip->text, 0, 0, max_w, size, PG_FONT_REGULAR,
	                             pg_ui_theme.text, PG_ALIGN_LEFT, false);
	int w, line_h;
	pg_text_measure(app->text, tip->text, size, PG_FONT_REGULAR, &w, &line_h);
	w = pg_mini(w, max_w);
	SDL_Rect box = {pg_rect_cx(tip->anchor) - w / 2 - pad,
	                tip->anchor.y - gap - h - 2 * pad, w + 2 * pad, h + 2 * pad};
	if (box.y < bounds.y + pad)
		box.y = tip->anchor.y + tip->anchor.h + gap;
	box.x = pg_clampi(box.x, bounds.x + pad, bounds.x + bounds.w - box.w - pad);
	box.y = pg_clampi(box.y, bounds.y + pad, bounds.y + bounds.h - box.h - pad);
	tip->box = box;
	int radius = pg_px(app, 8);
	pg_ui_shadow(app->renderer, box, radius, pg_px(app, 4));
	pg_ui_fill_rounded(app->renderer, box, radius, pg_ui_rgba(46, 30, 20, 240));
	pg_ui_stroke_rounded(app->renderer, box, radius, pg_px(app, 1), pg_ui_theme.accent);
	pg_text_draw_wrapped(app->text, tip->text, box.x + pad, box.y + pad, w, size,
	                     PG_FONT_REGULAR, pg_ui_theme.text, PG_ALIGN_LEFT, true);
}
