/*
 * pitengnaqsaraq_scene_layout.c: where everything of Pitengnaqsaraq's
 * board is (see pitengnaqsaraq_scene.h): the map on the left with its zoom
 * and pan, the calendar, weather, dice and luck table, the half-month's
 * offer, the families' panels and the buttons on the right; and the pieces
 * and zones the kit's board drags between.
 */
#include <math.h>
#include <string.h>

#include "pg_i18n.h"
#include "pitengnaqsaraq/pitengnaqsaraq_scene.h"

/* The book's regions, written where map_places.txt puts them. */
const pit_region pit_scene_regions[PIT_REGIONS] = {
    {"KP", "Kuigpak", N_("Yukon River"), 456.3f, 216.0f},
    {"N", "Nunivaaq", N_("Nunivak Island"), 131.5f, 714.0f},
    {"KS", "Kusquqvak", N_("Kuskokwim River"), 626.0f, 610.0f},
    {"Q", "Qaluyaaq", N_("Nelson Island"), 276.9f, 560.0f},
    {"QN", "Qanirtuuq", N_("Kanektok River"), 635.7f, 716.0f},
    {"T", "Tuyuryaq", N_("Togiak"), 752.1f, 830.0f},
};

/* The map's projection (assets/README.md), so village positions come from
 * the rules' own coordinates and cannot drift from the distances. */
static void project(double lat, double lon, float *x, float *y)
{
	*x = (float)(20.0 + (lon + 167.6) * cos(61.0 * 3.14159265358979 / 180.0) * 200.0);
	*y = (float)(20.0 + (63.4 - lat) * 200.0);
}

void pit_scene_fit_map(pit_view *v)
{
	SDL_Rect f = v->map_frame;
	float fit = fminf((float)f.w / PIT_MAP_W, (float)f.h / PIT_MAP_H);
	v->zoom = pg_clampf(v->zoom, 1.0f, PIT_ZOOM_MAX);
	v->scale = fit * v->zoom;
	/* Keep the map covering the frame: the centre may not leave the
	 * middle part of the map the frame can show. */
	float half_w = (float)f.w / 2 / v->scale, half_h = (float)f.h / 2 / v->scale;
	v->centre_x = half_w * 2 >= PIT_MAP_W
	                  ? PIT_MAP_W / 2
	                  : pg_clampf(v->centre_x, half_w, PIT_MAP_W - half_w);
	v->centre_y = half_h * 2 >= PIT_MAP_H
	                  ? PIT_MAP_H / 2
	                  : pg_clampf(v->centre_y, half_h, PIT_MAP_H - half_h);
	v->origin_x = (float)f.x + (float)f.w / 2 - v->centre_x * v->scale;
	v->origin_y = (float)f.y + (float)f.h / 2 - v->centre_y * v->scale;
}

void pit_scene_zoom_at(pit_view *v, float factor, int x, int y)
{
	float ux = ((float)x - v->origin_x) / v->scale,
	      uy = ((float)y - v->origin_y) / v->scale;
	float fit = v->scale / v->zoom;
	v->zoom = pg_clampf(v->zoom * factor, 1.0f, PIT_ZOOM_MAX);
	float scale = fit * v->zoom;
	/* Keep the map point under the pointer where it was. */
	v->centre_x =
	    ux - ((float)x - (float)v->map_frame.x - (float)v->map_frame.w / 2) / scale;
	v->centre_y =
	    uy - ((float)y - (float)v->map_frame.y - (float)v->map_frame.h / 2) / scale;
	pit_scene_fit_map(v);
}

void pit_scene_village_xy(const pit_view *v, int village, float *x, float *y)
{
	float ux, uy;
	project(pit_villages[village].lat, pit_villages[village].lon, &ux, &uy);
	*x = v->origin_x + ux * v->scale;
	*y = v->origin_y + uy * v->scale;
}

int pit_scene_village_at(const pit_view *v, int x, int y)
{
	if (!pg_in_rect(v->map_frame, x, y))
		return -1;
	int best = -1;
	float best_d = (float)pg_px(v->app, 12);
	best_d *= best_d;
	for (int k = 0; k < PIT_VILLAGES; k++) {
		float vx, vy;
		pit_scene_village_xy(v, k, &vx, &vy);
		float d = (vx - (float)x) * (vx - (float)x) + (vy - (float)y) * (vy - (float)y);
		if (d < best_d) {
			best_d = d;
			best = k;
		}
	}
	return best;
}

int pit_scene_card_kinds(const pit_state *s, int seat, int *kinds)
{
	int n = 0;
	for (int food = 0; food < PIT_FOODS; food++)
		if (s->family[seat].food_halves[food])
			kinds[n++] = food;
	return n;
}

int pit_scene_chip_text_px(const pit_view *v)
{
	return pg_maxi(PG_TEXT_READABLE_PX, v->card_h * 42 / 100);
}

/* Cards stand in a row right of the seat's plate; when a family holds more
 * than fit they overlap. */
SDL_Rect pit_scene_card_rect(const pit_view *v, int seat, int slot)
{
	SDL_Rect p = v->panels[seat];
	const pit_family *f = &pit_scene_shown(v)->family[seat];
	int kinds[PIT_FOODS];
	int count =
	    pit_scene_card_kinds(pit_scene_shown(v), seat, kinds) + f->dog_teams + f->kayak;
	int plate_w = pg_mini(pg_px(v->app, 180), p.w * 40 / 100);
	int x0 = p.x + plate_w + pg_px(v->app, 6);
	int room = p.x + p.w - x0 - pg_px(v->app, 4);
	int step = v->card_w + pg_px(v->app, 3);
	if (count > 1 && step * (count - 1) + v->card_w > room)
		step = pg_maxi(pg_px(v->app, 8), (room - v->card_w) / (count - 1));
	return (SDL_Rect){x0 + slot * step, p.y + (p.h - v->card_h) / 2, v->card_w, v->card_h};
}

/* Has the family chosen its home yet? In set-up, seats choose from the
 * keeper to the right, up to the one choosing now. */
static bool has_home(const pit_state *s, int seat)
{
	if (s->phase == PIT_PHASE_KEEPER)
		return false;
	if (s->phase != PIT_PHASE_HOME)
		return true;
	for (int p = s->keeper, i = 0; i < s->players; i++, p = pit_next_seat(s, p)) {
		if (p == s->actor)
			return false;
		if (p == seat)
			return true;
	}
	return false;
}

SDL_FRect pit_scene_piece_home(const pit_view *v, const pit_state *s, int seat)
{
	float h = (float)pg_clampi((int)(v->scale * 40), pg_px(v->app, 28), pg_px(v->app, 46));
	float w = h * 0.8f;
	if (!has_home(s, seat)) {
		/* Before it has a home the piece waits on the family's plate. */
		SDL_Rect p = v->panels[seat];
		float big = (float)p.h * 0.8f;
		return pg_frect_around((float)(p.x + p.w) - big, (float)p.y + (float)p.h / 2,
		                       big * 0.8f, big);
	}
	float x, y;
	pit_scene_village_xy(v, s->family[seat].village, &x, &y);
	/* Families on one village stand side by side; the foot on the place. */
	int before = 0, together = 0;
	for (int q = 0; q < s->players; q++)
		if (s->family[q].village == s->family[seat].village && !s->family[q].out) {
			if (q < seat)
				before++;
			together++;
		}
	float dx = ((float)before - (float)(together - 1) / 2) * w * 0.55f;
	return (SDL_FRect){x + dx - w / 2, y - h * 0.9f, w, h};
}

void pit_scene_register(pit_view *v)
{
	const pit_state *s = pit_scene_shown(v);
	pg_board_begin_layout(&v->board);
	for (int seat = 0; seat < s->players; seat++) {
		if (s->family[seat].out)
			continue;
		SDL_FRect home = pit_scene_piece_home(v, s, seat);
		SDL_Rect hit = {(int)home.x, (int)home.y, (int)home.w, (int)home.h};
		pg_board_add_piece(&v->board, PIT_BOARD_FAMILY + seat, hit, home);
	}
	for (int seat = 0; seat < s->players; seat++) {
		int kinds[PIT_FOODS];
		int n = pit_scene_card_kinds(s, seat, kinds);
		for (int k = 0; k < n; k++) {
			SDL_Rect r = pit_scene_card_rect(v, seat, k);
			SDL_Rect hit = r;
			if (k + 1 < n)
				hit.w = pit_scene_card_rect(v, seat, k + 1).x - r.x;
			pg_board_add_piece(&v->board, pit_board_card(seat, kinds[k]), hit,
			                   pg_frect(r));
		}
	}
	int zone_half = pg_clampi((int)(v->scale * 9), pg_px(v->app, 7), pg_px(v->app, 22));
	for (int k = 0; k < PIT_VILLAGES; k++) {
		float x, y;
		pit_scene_village_xy(v, k, &x, &y);
		SDL_Rect hit = {(int)x - zone_half, (int)y - zone_half, 2 * zone_half,
		                2 * zone_half};
		if (pg_in_rect(v->map_frame, (int)x, (int)y))
			pg_board_add_zone(&v->board, PIT_BOARD_VILLAGE + k, hit);
	}
	for (int seat = 0; seat < s->players; seat++)
		pg_board_add_zone(&v->board, PIT_BOARD_PANEL + seat, v->panels[seat]);
}

SDL_Rect pit_scene_luck_cell(const pit_view *v, int index)
{
	SDL_Rect g = v->luck_grid;
	int rows = pg_maxi(1, v->luck_rows), cols = pg_maxi(1, v->luck_cols);
	int cw = g.w / cols, rh = g.h / rows;
	return (SDL_Rect){g.x + index / rows * cw, g.y + index % rows * rh, cw, rh};
}

/* The luck table takes as many columns as its widest cell allows (fewer
 * rows, less height): three in English at 960x600, two for a longer
 * language. Its eleven totals and the heading fill the twelve cells. */
static int layout_luck(pit_view *v, SDL_Rect box)
{
	int pad = pg_px(v->app, 4);
	int widest = pit_scene_luck_widest(v);
	static const int column_choices[] = {4, 3, 2};
	v->luck_cols = 1;
	for (size_t i = 0; i < sizeof column_choices / sizeof column_choices[0]; i++)
		if ((box.w - 2 * pad) / column_choices[i] >= widest) {
			v->luck_cols = column_choices[i];
			break;
		}
	v->luck_rows = (PIT_LUCK_CELLS + v->luck_cols - 1) / v->luck_cols;
	int rh = pit_scene_luck_row_height(v);
	v->luck = (SDL_Rect){box.x, box.y, box.w, v->luck_rows * rh + 2 * pad};
	v->luck_grid = pg_rect_inset(v->luck, pad, pad);
	return v->luck.h;
}

/* The weather row: the spinner, and beside it the legend of the season's
 * faces at the height its text needs. Below it the dice, side by side,
 * and the luck table in what is left of the width. */
static int layout_weather_and_luck(pit_view *v, int y)
{
	pg_app *app = v->app;
	SDL_Rect s = v->side;
	int gap = pg_px(app, 6);
	int spinner = pg_clampi(s.h * 16 / 100, pg_px(app, 92), pg_px(app, 140));
	v->weather = (SDL_Rect){s.x, y, spinner, spinner};
	int legend_x = s.x + spinner + gap, legend_w = s.x + s.w - legend_x;
	int legend_h = pg_maxi(spinner, pit_scene_legend_height(v, legend_w));
	v->weather_legend = (SDL_Rect){legend_x, y, legend_w, legend_h};
	y += legend_h + gap;
	int die = pg_px(app, 36), dice_w = 2 * die + 3 * pg_px(app, 4);
	SDL_Rect luck_box = {s.x + dice_w + gap, y, s.w - dice_w - gap, 0};
	int row_h = pg_maxi(die + 2 * pg_px(app, 4), layout_luck(v, luck_box));
	v->dice = (SDL_Rect){s.x, y, dice_w, row_h};
	v->die.rect = v->dice;
	return legend_h + gap + row_h;
}

/* The families' panels share the room between the top of v->families
 * and the actions area. */
static void layout_families(pit_view *v)
{
	pg_app *app = v->app;
	SDL_Rect s = v->side;
	int gap = pg_px(app, 6), y = v->families.y;
	v->families = (SDL_Rect){s.x, y, s.w, v->actions.y - gap - y};
	const pit_state *st = pit_scene_real(v);
	int n = st->players;
	int ph = pg_mini(pg_px(app, 84), (v->families.h - (n - 1) * gap / 2) / pg_maxi(1, n));
	for (int seat = 0; seat < PIT_MAX_PLAYERS; seat++)
		v->panels[seat] = seat < n ? (SDL_Rect){s.x, y + seat * (ph + gap / 2), s.w, ph}
		                           : (SDL_Rect){0, 0, 0, 0};
	v->card_h = ph - pg_px(app, 8);
	v->card_w = v->card_h * 120 / 168;
	/* Cards too short for their art and number to be read (four or five
	 * families in a small window) become chips: squares as high as the
	 * panel allows, the food's symbol with its count at a size that
	 * reads. */
	v->chips = v->card_h < pg_px(app, PIT_CARD_MIN_H);
	if (v->chips) {
		v->card_h = ph - pg_px(app, 4);
		v->card_w = v->card_h;
	}
}

/* The right column: the calendar, the weather, dice and luck table, the
 * half-month's offer unless it stands under the map (offer_placed), the
 * families' panels in what is left, and the buttons at the foot. */
static void layout_side(pit_view *v, bool offer_placed)
{
	pg_app *app = v->app;
	SDL_Rect s = v->side;
	int gap = pg_px(app, 6);
	int h1 = pg_clampi(s.h * 17 / 100, pg_px(app, 80), pg_px(app, 130));
	int h_actions = pg_clampi(s.h * 15 / 100, pg_px(app, 90), pg_px(app, 110));
	int y = s.y;
	v->calendar = (SDL_Rect){s.x, y, h1, h1};
	v->months = (SDL_Rect){s.x + h1 + gap, y, s.w - h1 - gap, h1};
	y += h1 + gap;
	y += layout_weather_and_luck(v, y) + gap;
	if (!offer_placed) {
		v->offer_box = (SDL_Rect){s.x, y, s.w, v->offer_box.h};
		y += v->offer_box.h + gap;
	}
	v->actions_laid = (SDL_Rect){s.x, s.y + s.h - h_actions, s.w, h_actions};
	v->actions = v->actions_laid;
	v->families = (SDL_Rect){s.x, y, s.w, 0};
	layout_families(v);
}

int pit_scene_grow_actions(pit_view *v, int grow)
{
	int n = pg_maxi(1, pit_scene_real(v)->players), gap = pg_px(v->app, 6);
	int panel_min = PG_TEXT_READABLE_PX * 2 + pg_px(v->app, 4);
	int room = v->actions_laid.y - gap - v->families.y - n * panel_min - (n - 1) * gap / 2;
	grow = pg_clampi(grow, 0, pg_maxi(0, room));
	SDL_Rect panel = v->panels[0];
	v->actions = v->actions_laid;
	v->actions.y -= grow;
	v->actions.h += grow;
	layout_families(v);
	if (!SDL_RectEquals(&panel, &v->panels[0]))
		pit_scene_register(v);
	return grow;
}

void pit_scene_layout(pit_view *v)
{
	pg_app *app = v->app;
	SDL_Rect a = v->area;
	int pad = pg_px(app, 8);
	/* The right column takes 53% of the board, but never more than it has
	 * on the board the UI is designed for (960 points beside the log at
	 * 1280x800): its calendar, legend and cards are sized in points, so a
	 * wider window's extra width goes to the map, up to the height it
	 * fits (at 1920x1080 the column had empty room beside the cards). */
	int design_w = pg_px(app, 960);
	int side_w = pg_mini(a.w - a.w * 47 / 100, design_w - design_w * 47 / 100);
	float fit =
	    fminf((float)(a.w - side_w) / PIT_MAP_W, (float)(a.h - 2 * pad) / PIT_MAP_H);
	int mw = (int)(PIT_MAP_W * fit), mh = (int)(PIT_MAP_H * fit);
	/* The map is as wide as the column lets it be, which leaves room above
	 * and below it in most windows: what the half-month offers where the
	 * family stands goes under the map there (it is about the map's
	 * place), and the families' panels get its room on the right. */
	int gap = pg_px(app, 6);
	v->offer_box.h = pg_clampi((a.h - 2 * pad) * 8 / 100, pg_px(app, 40), pg_px(app, 56));
	bool offer_under_map = a.h - 2 * pad - mh >= v->offer_box.h + gap;
	int top = a.y + (a.h - mh - (offer_under_map ? v->offer_box.h + gap : 0)) / 2;
	v->map_frame = (SDL_Rect){a.x + pad, top, mw, mh};
	if (offer_under_map)
		v->offer_box = (SDL_Rect){a.x + pad, top + mh + gap, mw, v->offer_box.h};
	int zb = pg_px(app, 26);
	v->zoom_in = (SDL_Rect){v->map_frame.x + mw - zb - pad / 2,
	                        v->map_frame.y + mh - 2 * zb - pad, zb, zb};
	v->zoom_out = (SDL_Rect){v->zoom_in.x, v->zoom_in.y + zb + pad / 2, zb, zb};
	v->caption = (SDL_Rect){v->map_frame.x + pad, v->map_frame.y + pad, mw - 2 * pad,
	                        pg_px(app, 40)};
	v->side = (SDL_Rect){v->map_frame.x + mw + pad, a.y + pad,
	                     a.x + a.w - (v->map_frame.x + mw + 2 * pad), a.h - 2 * pad};
	if (v->zoom < 1)
		v->zoom = 1;
	pit_scene_fit_map(v);
	layout_side(v, offer_under_map);
	pg_offer_layout(&v->offer, app, v->area);
	pit_scene_register(v);
}
