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
	pg_tooltip_point_lines(tip, anchor, &text, NULL, 1);
}

void pg_tooltip_point_lines(pg_tooltip *tip, SDL_Rect anchor, const char *const *lines,
                            const SDL_Color *colours, int n)
{
	n = pg_mini(n, PG_TOOLTIP_LINES);
	if (n <= 0 || !lines[0] || !lines[0][0]) {
		pg_tooltip_clear(tip);
		return;
	}
	char text[PG_TOOLTIP_TEXT];
	size_t len = 0;
	text[0] = '\0';
	for (int i = 0; i < n && len < sizeof text; i++)
		len += (size_t)snprintf(text + len, sizeof text - len, "%s%s", i ? "\n" : "",
		                        lines[i]);
	if (strcmp(tip->text, text) != 0 || !SDL_RectEquals(&tip->anchor, &anchor)) {
		snprintf(tip->text, sizeof tip->text, "%s", text);
		tip->anchor = anchor;
		tip->rest = 0;
	}
	tip->line_count = colours ? n : 0;
	for (int i = 0; colours && i < n; i++)
		tip->colours[i] = colours[i];
}

void pg_tooltip_clear(pg_tooltip *tip)
{
	tip->text[0] = '\0';
	tip->rest = 0;
}

void pg_tooltip_update(pg_tooltip *tip, pg_app *app, float dt)
{
	if (!tip->text[0])
		return;
	bool was_visible = pg_tooltip_visible(tip);
	tip->rest += dt;
	if (!pg_tooltip_visible(tip))
		pg_app_request_redraw_at(app, app->time + (double)(tip->delay - tip->rest));
	else if (!was_visible)
		pg_app_request_redraw(app);
}

bool pg_tooltip_visible(const pg_tooltip *tip)
{
	return tip->text[0] && tip->rest >= tip->delay;
}

/* Draws the note's text at (x, y) in width w, or with draw false only
 * measures it; returns its height and widens *used to its widest line. */
static int draw_text(pg_app *app, const pg_tooltip *tip, int x, int y, int w, int size,
                     bool draw, int *used)
{
	int h = 0;
	const char *at = tip->text;
	for (int i = 0; i < pg_maxi(tip->line_count, 1); i++) {
		char line[PG_TOOLTIP_TEXT];
		size_t n = tip->line_count ? strcspn(at, "\n") : strlen(at);
		snprintf(line, sizeof line, "%.*s", (int)n, at);
		at += at[n] ? n + 1 : n;
		pg_font_style font = tip->line_count && i == 0 ? PG_FONT_BOLD : PG_FONT_REGULAR;
		SDL_Color ink = tip->line_count ? tip->colours[i] : pg_ui_theme.text;
		int tw;
		pg_text_measure(app->text, line, size, font, &tw, NULL);
		*used = pg_maxi(*used, pg_mini(tw, w));
		h += pg_text_draw_wrapped(app->text, line, x, y + h, w, size, font, ink,
		                          PG_ALIGN_LEFT, draw);
	}
	return h;
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
	int w = 0;
	int h = draw_text(app, tip, 0, 0, max_w, size, false, &w);
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
	draw_text(app, tip, box.x + pad, box.y + pad, w, size, true, &w);
}
