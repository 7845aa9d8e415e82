/*
 * pg_list.c: the kit's list of rows a page at a time (see pg_list.h).
 */
#include "pg_list.h"

#include "pg_i18n.h"

void pg_list_refresh(pg_list *list, const pg_list_style *style, pg_list_usable usable,
		     const void *screen)
{
	if (list->first >= list->count)
		list->first = 0;
	if (list->chosen >= list->count)
		list->chosen = -1;
	for (int i = 0; i < list->page_size; i++) {
		int row = list->first + i;
		list->action[i].hidden = row >= list->count;
		list->action[i].disabled = row < list->count && !usable(screen, row);
		list->action[i].focused = row == list->chosen;
	}
	list->newer.disabled = list->first == 0;
	list->older.disabled = list->first + list->page_size >= list->count;
	list->newer.hidden = list->older.hidden =
	    style->hide_one_page && list->count <= list->page_size;
}

void pg_list_layout(pg_app *app, pg_list *list, const pg_list_style *style,
		    pg_list_usable usable, const void *screen)
{
	const pg_list_style *st = style; /* short: the measures below are all its */
	int room = app->height - pg_app_px(app, 48);
	int fit = (int)(((float)room / app->scale - st->head - st->foot + st->gap) /
			(st->row + st->gap));
	list->page_size = fit < 1 ? 1 : fit > PG_LIST_PAGE_MAX ? PG_LIST_PAGE_MAX : fit;
	list->panel = pg_centered_panel(
	    app, st->width, st->head + (float)list->page_size * (st->row + st->gap) - st->gap + st->foot);
	int pad = pg_app_px(app, 32);
	pg_column col = {list->panel.x + pad, list->panel.y + pg_app_px(app, st->head),
			 list->panel.w - 2 * pad, pg_app_px(app, st->gap)};
	int inset = pg_app_px(app, st->inset);
	int action_h = pg_app_px(app, st->row) - 2 * inset;
	int action_w =
	    pg_button_width(app, st->action, action_h, pg_app_px(app, st->action_min));
	for (int i = 0; i < list->page_size; i++) {
		list->rows[i] = pg_column_row(&col, pg_app_px(app, st->row));
		SDL_Rect r = list->rows[i];
		list->action[i] = (pg_button){
		    .rect = {r.x + r.w - action_w - inset, r.y + inset, action_w, action_h},
		    .label = st->action,
		    .kind = PG_BUTTON_PRIMARY};
	}
	int bh = pg_app_px(app, 46), bw = pg_app_px(app, 150);
	int by = list->panel.y + list->panel.h - pad - bh;
	list->back = (pg_button){.rect = {list->panel.x + pad, by, bw, bh}, .label = _("Back")};
	list->older = (pg_button){.rect = {list->panel.x + list->panel.w - pad - bw, by, bw, bh},
				  .label = _("Older")};
	list->newer = (pg_button){.rect = {list->older.rect.x - pg_app_px(app, 12) - bw, by, bw, bh},
				  .label = _("Newer")};
	pg_list_refresh(list, style, usable, screen);
}

/* Turns to the page that holds row. */
static void show_row(pg_list *list, int row)
{
	while (row < list->first)
		list->first = list->first > list->page_size ? list->first - list->page_size : 0;
	while (row >= list->first + list->page_size)
		list->first += list->page_size;
}

/* The answer to a key, or -1 when the key is not the list's. */
static int key(pg_list *list, SDL_Keycode code, int *row)
{
	switch (code) {
	case SDLK_ESCAPE:
	case SDLK_BACKSPACE:
		return PG_LIST_BACK;
	case SDLK_RETURN:
	case SDLK_KP_ENTER:
		*row = list->chosen >= 0 ? list->chosen : list->first;
		return *row < list->count ? PG_LIST_ACT : PG_LIST_NOTHING;
	case SDLK_UP:
	case SDLK_DOWN:
		if (list->count == 0)
			return PG_LIST_NOTHING;
		if (list->chosen < 0)
			list->chosen = list->first;
		else if (code == SDLK_UP)
			list->chosen = list->chosen > 0 ? list->chosen - 1 : 0;
		else if (list->chosen + 1 < list->count)
			list->chosen++;
		show_row(list, list->chosen);
		return PG_LIST_NOTHING;
	case SDLK_PAGEUP:
		list->first = list->first > list->page_size ? list->first - list->page_size : 0;
		list->chosen = -1;
		return PG_LIST_NOTHING;
	case SDLK_PAGEDOWN:
		if (list->first + list->page_size < list->count)
			list->first += list->page_size;
		list->chosen = -1;
		return PG_LIST_NOTHING;
	default:
		return -1;
	}
}

pg_list_answer pg_list_input(pg_list *list, const pg_list_style *style, pg_list_usable usable,
			     const void *screen, const pg_input_event *e, int *row)
{
	*row = -1;
	if (e->kind == PG_INPUT_KEY) {
		int answer = key(list, e->key, row);
		if (answer >= 0) {
			pg_list_refresh(list, style, usable, screen);
			return answer == PG_LIST_ACT && !usable(screen, *row) ? PG_LIST_NOTHING
									      : (pg_list_answer)answer;
		}
	}
	for (int i = 0; i < list->page_size; i++)
		if (pg_button_input(&list->action[i], e)) {
			*row = list->first + i;
			return PG_LIST_ACT;
		}
	if (pg_button_input(&list->back, e))
		return PG_LIST_BACK;
	if (pg_button_input(&list->newer, e)) {
		list->first = list->first > list->page_size ? list->first - list->page_size : 0;
		list->chosen = -1;
	} else if (pg_button_input(&list->older, e)) {
		list->first += list->page_size;
		list->chosen = -1;
	} else {
		return PG_LIST_NOTHING;
	}
	pg_list_refresh(list, style, usable, screen);
	return PG_LIST_NOTHING;
}

void pg_list_draw(pg_app *app, const pg_list *list, pg_list_draw_row draw_row,
		  const void *screen, const char *error)
{
	const pg_theme *t = &pg_ui_theme;
	for (int i = 0; i < list->page_size && list->first + i < list->count; i++) {
		SDL_Rect r = list->rows[i];
		pg_ui_fill_rounded(app->renderer, r, pg_app_px(app, 10),
				   pg_ui_mix(t->panel, t->background, 0.3f));
		if (list->first + i == list->chosen)
			pg_ui_stroke_rounded(app->renderer, r, pg_app_px(app, 10), 2, t->accent_hover);
		SDL_Rect room = r;
		room.w = list->action[i].rect.x - r.x;
		draw_row(app, screen, list->first + i, room);
		pg_button_draw(app, &list->action[i]);
	}
	int pad = pg_app_px(app, 32);
	if (error && error[0])
		pg_text_draw_fit(app->text, error, list->panel.x + pad,
				 list->back.rect.y - pg_app_px(app, 18), list->panel.w - 2 * pad,
				 pg_app_px(app, PG_SIZE_SMALL), PG_FONT_BOLD, t->bad,
				 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	pg_button_draw(app, &list->back);
	pg_button_draw(app, &list->newer);
	pg_button_draw(app, &list->older);
}
