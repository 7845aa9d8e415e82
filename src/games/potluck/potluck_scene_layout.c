/*
 * potluck_scene_layout.c: small helpers and the sheet's geometry (see potluck_scene.h).
 */
#include "potluck/potluck_scene.h"

/* Distance of a table's seats from its centre, by its number of seats. */
static const float ring_units[POTLUCK_MAX_TABLE_SEATS + 1] = {0,    0,    0,    5.2f,
                                                              5.6f, 6.3f, 6.8f, 7.3f};

/* ---- small helpers ---------------------------------------------------------------- */

const potluck_state *potluck_real(const pl_view *v)
{
	return pg_play_state(v->play);
}

/* px scaled for the window, never below the size a player can read (at
 * 960x600 the scale makes 8 px into 6, issue 14). */
int potluck_readable_px(const pl_view *v, int px)
{
	return pg_maxi(PG_TEXT_READABLE_PX, pg_px(v->app, px));
}

/* Text size in pixels for `units` of a sheet, never below a readable size. */
int potluck_sheet_text(const pl_view *v, const pl_geo *g, float units)
{
	return pg_maxi(potluck_readable_px(v, 9), (int)(units * g->u));
}

/* The widest word of text at size, in pixels. */
static int longest_word(pg_text *t, const char *text, int size, pg_font_style style)
{
	int most = 0;
	for (const char *at = text; *at;) {
		size_t n = strcspn(at, " \n");
		if (n > 0) {
			char word[96];
			snprintf(word, sizeof word, "%.*s", (int)(n < 95 ? n : 95), at);
			int w = 0;
			pg_text_measure(t, word, size, style, &w, NULL);
			most = pg_maxi(most, w);
		}
		at += n;
		at += *at ? 1 : 0;
	}
	return most;
}

/* Draws text in box without cutting it: on one line at size if it fits,
 * else wrapped at the largest size (down to the readable minimum) whose
 * lines fit the box's height, aligned across as align says (LEFT, CENTER
 * or RIGHT) and centred down when middle. Returns the height drawn. */
int potluck_text_in_box(pl_view *v, const char *text, SDL_Rect box, int size,
                        pg_font_style style, SDL_Color colour, int align, bool middle)
{
	pg_text *t = v->app->text;
	int least = pg_mini(size, pg_maxi(NOTE_PX, size * 2 / 3));
	int h = 0, at = least;
	for (int s = size; s >= least; s--) {
		int w = 0;
		pg_text_measure(t, text, s, style, &w, NULL);
		if (w <= box.w && !strchr(text, '\n')) {
			int line = pg_text_line_height(t, s, style);
			int y = middle ? box.y + (box.h - line) / 2 : box.y;
			int x = align & PG_ALIGN_RIGHT    ? box.x + box.w
			        : align & PG_ALIGN_CENTER ? box.x + box.w / 2
			                                  : box.x;
			pg_text_draw(t, text, x, y, s, style, colour, align);
			return line;
		}
		h = pg_text_draw_wrapped(t, text, box.x, box.y, box.w, s, style, colour, align,
		                         false);
		at = s;
		if (h <= box.h)
			break;
	}
	int y = middle && h < box.h ? box.y + (box.h - h) / 2 : box.y;
	if (h > box.h || longest_word(t, text, at, style) > box.w) {
		v->cut_count++;
		snprintf(v->cut_last, sizeof v->cut_last, "%s", text);
	}
	pg_text_draw_wrapped(t, text, box.x, y, box.w, at, style, colour, align, true);
	return h;
}

const char *potluck_player_name(const pl_view *v, int player)
{
	return _(pg_play_seat_style(v->play, player)->name);
}

/* ---- the sheet's geometry ------------------------------------------------------------- */

static SDL_FRect gbox(const pl_geo *g, float x, float y, float w, float h)
{
	return (SDL_FRect){(float)g->rect.x + x * g->u, (float)g->rect.y + y * g->u, w * g->u,
	                   h * g->u};
}

/* The tables in a 3 x 2 grid, the same on both shapes of the sheet. */
static void geo_tables(pl_geo *g)
{
	for (int t = 0; t < POTLUCK_TABLES; t++) {
		float cx = 1.0f + (float)(t % 3) * 23.33f + 11.67f;
		float cy = 10.0f + (float)(t / 3) * 21.5f + 10.75f;
		int n = potluck_table_seat_count(t);
		float ring = ring_units[n];
		g->table[t] =
		    (SDL_FPoint){(float)g->rect.x + cx * g->u, (float)g->rect.y + cy * g->u};
		g->ring_r[t] = ring * g->u;
		g->table_r[t] = (ring - 1.5f) * g->u;
		for (int i = 0; i < n; i++) {
			int seat = potluck_table_first_seat(t) + i;
			float a = (-90.0f + 360.0f * (float)i / (float)n) * PI_F / 180.0f;
			g->seat_angle[seat] = a;
			g->seat[seat] = (SDL_FPoint){g->table[t].x + g->ring_r[t] * cosf(a),
			                             g->table[t].y + g->ring_r[t] * sinf(a)};
		}
	}
}

/* Wide (100 x 70): the bonuses in a column right of the tables; servers,
 * lawn chairs, the scoring help and the total along the bottom. */
static void geo_wide(pl_geo *g)
{
	g->header = gbox(g, 2.5f, 4.5f, 95, 5);
	g->servers_zone = gbox(g, 1, 53.6f, 27.5f, 14.8f);
	g->server[0] = gbox(g, 1.8f, 57.8f, 8, 8);
	g->server[1] = gbox(g, 10.4f, 57.8f, 8, 8);
	g->wild = gbox(g, 20.6f, 58.1f, 7.4f, 7.4f);
	g->lawn_zone = gbox(g, 29.5f, 53.6f, 28.5f, 14.8f);
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++)
		g->lawn[k] = gbox(g, 30.4f + 9.2f * (float)k, 56.6f, 8, 8);
	g->help_zone = gbox(g, 59.5f, 53.6f, 20, 16);
	g->score_zone = gbox(g, 80.5f, 54.0f, 17.5f, 14.6f);
	g->bonus_zone = gbox(g, 72.6f, 9.6f, 26.6f, 43.4f);
	for (int b = 0; b < POTLUCK_BONUSES; b++) {
		float y = 14.4f + 6.35f * (float)b;
		g->bonus_row[b] = gbox(g, 72.9f, y, 26.1f, 6.0f);
		g->bonus_icon[b] = gbox(g, 73.5f, y + 0.55f, 4.9f, 4.9f);
		g->bonus_open[b] = gbox(g, 90.2f, y + 1.4f, 3.2f, 3.2f);
		g->bonus_used[b] = gbox(g, 94.7f, y + 1.4f, 3.2f, 3.2f);
	}
}

/* Tall (72 x 86): the bonuses in two rows of three under the tables, then
 * servers, lawn chairs and the total; no room for the scoring help. */
static void geo_tall(pl_geo *g)
{
	g->header = gbox(g, 2.5f, 4.5f, 67, 5);
	g->bonus_zone = gbox(g, 1, 53.4f, 70, 15.6f);
	for (int b = 0; b < POTLUCK_BONUSES; b++) {
		float x = 1.4f + 23.2f * (float)(b % 3), y = 57.4f + 5.9f * (float)(b / 3);
		g->bonus_row[b] = gbox(g, x, y, 22.6f, 5.5f);
		g->bonus_icon[b] = gbox(g, x + 0.4f, y + 0.4f, 4.7f, 4.7f);
		g->bonus_open[b] = gbox(g, x + 14.8f, y + 1.15f, 3.2f, 3.2f);
		g->bonus_used[b] = gbox(g, x + 18.9f, y + 1.15f, 3.2f, 3.2f);
	}
	g->servers_zone = gbox(g, 1, 69.8f, 25, 14.6f);
	g->server[0] = gbox(g, 1.6f, 73.8f, 7.2f, 7.2f);
	g->server[1] = gbox(g, 9.4f, 73.8f, 7.2f, 7.2f);
	g->wild = gbox(g, 18.4f, 74.1f, 6.6f, 6.6f);
	g->lawn_zone = gbox(g, 26.2f, 69.8f, 25, 14.6f);
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++)
		g->lawn[k] = gbox(g, 27.0f + 8.0f * (float)k, 73.2f, 7.2f, 7.2f);
	g->help_zone = gbox(g, 0, 0, 0, 0);
	g->score_zone = gbox(g, 52.2f, 70.4f, 18.2f, 14.6f);
}

static void geo_compute(pl_geo *g, SDL_Rect r, bool mini_sheet, bool tall)
{
	memset(g, 0, sizeof *g);
	g->rect = r;
	g->tall = tall;
	g->u = (float)r.w / (tall ? TALL_W : SHEET_W);
	g->mini = mini_sheet;
	g->seat_r = SEAT_R * g->u;
	geo_tables(g);
	if (tall)
		geo_tall(g);
	else
		geo_wide(g);
}

/* The largest rectangle of the sheet's shape in r: centred across, top
 * or centre down. */
static SDL_Rect fit_sheet(SDL_Rect r, bool tall, bool centre_down)
{
	float sw = tall ? TALL_W : SHEET_W, sh = tall ? TALL_H : SHEET_H;
	int w = r.w, h = (int)((float)r.w * sh / sw);
	if (h > r.h) {
		h = r.h;
		w = (int)((float)r.h * sw / sh);
	}
	int y = centre_down ? r.y + (r.h - h) / 2 : r.y;
	return (SDL_Rect){r.x + (r.w - w) / 2, y, w, h};
}

/* Whether the longest words a die's card shows fit a card this wide. */
static bool card_words_fit(pl_view *v, int card_w)
{
	static const char *const longest[] = {
	    N_("Middle aged"),
	    N_("Older adult"),
	    N_("Drag to a seat"),
	};
	int size = pg_maxi(NOTE_PX, pg_px(v->app, 13));
	for (size_t i = 0; i < sizeof longest / sizeof longest[0]; i++) {
		int w = 0;
		pg_text_measure(v->app->text, _(longest[i]), size, PG_FONT_BOLD, &w, NULL);
		if (w > card_w - pg_px(v->app, 16))
			return false;
	}
	return true;
}

static void layout_side(pl_view *v)
{
	SDL_Rect s = v->side;
	int gap = pg_px(v->app, 10);
	int d = pg_mini(s.w, (int)((float)s.h * 0.42f));
	v->rondel = (SDL_Rect){s.x + (s.w - d) / 2, s.y, d, d};
	v->rondel_die = pg_maxi(12, (int)((float)d * 0.118f));
	int card_w = (s.w - gap) / 2;
	int card_h = pg_mini((int)((float)card_w * 0.92f), pg_px(v->app, 150));
	int y = v->rondel.y + d + gap;
	/* Side by side when each card has room for its words, else one above
	 * the other, the die at the left and the words beside it. */
	bool stacked = card_w < pg_px(v->app, 125) || !card_words_fit(v, card_w);
	if (stacked)
		card_h = pg_px(v->app, 60);
	int ds = stacked ? card_h - pg_px(v->app, 16)
	                 : pg_mini((int)((float)card_h * 0.46f), (int)((float)card_w * 0.4f));
	for (int die = 0; die < 2; die++) {
		v->cards[die] = stacked
		                    ? (SDL_Rect){s.x, y + die * (card_h + gap), s.w, card_h}
		                    : (SDL_Rect){s.x + die * (card_w + gap), y, card_w, card_h};
		v->card_die[die] = (SDL_Rect){v->cards[die].x + pg_px(v->app, 8),
		                              v->cards[die].y + pg_px(v->app, 8), ds, ds};
	}
	y += stacked ? 2 * (card_h + gap) : card_h + gap;
	v->info = (SDL_Rect){s.x, y, s.w, s.y + s.h - y};
}

/* The row of the others' small sheets under the large one, out of the
 * height below the prompt: none for a solo game. */
static int strip_height(const pl_view *v, int rest_h)
{
	if (potluck_real(v)->players < 2)
		return 0;
	return pg_clampi((int)((float)rest_h * 0.26f), pg_px(v->app, 70), pg_px(v->app, 230));
}

static void layout_main(pl_view *v)
{
	SDL_Rect m = v->main;
	int gap = pg_px(v->app, 10);
	int prompt_h = pg_px(v->app, 40);
	v->prompt = (SDL_Rect){m.x, m.y, m.w, prompt_h};
	SDL_Rect rest = {m.x, m.y + prompt_h + gap, m.w, m.h - prompt_h - gap};
	int n = potluck_real(v)->players - 1;
	int label_h = pg_px(v->app, 22);
	int strip_h = strip_height(v, rest.h);
	SDL_Rect room = rest;
	room.h -= n > 0 ? strip_h + gap : 0;
	SDL_Rect wide = fit_sheet(room, false, n == 0), tall = fit_sheet(room, true, n == 0);
	/* The upright sheet only when it is clearly larger. */
	bool upright = (float)tall.w / TALL_W > 1.1f * (float)wide.w / SHEET_W;
	SDL_Rect sheet = upright ? tall : wide;
	geo_compute(&v->big, sheet, false, upright);
	/* The scoring notes stay on the sheet only where they are readable
	 * and fit; else the side column shows them and the total widens. */
	if (v->big.help_zone.w > 0 && !potluck_sheet_help_fits(v, &v->big)) {
		v->big.help_zone = (SDL_FRect){0, 0, 0, 0};
		v->big.score_zone.w = v->big.score_zone.x + v->big.score_zone.w -
		                      ((float)sheet.x + 59.5f * v->big.u);
		v->big.score_zone.x = (float)sheet.x + 59.5f * v->big.u;
	}
	v->thumb_count = n;
	if (n <= 0)
		return;
	int tw = (m.w - (n - 1) * gap) / n;
	int from_h = (int)((float)(strip_h - label_h) * SHEET_W / SHEET_H);
	tw = pg_mini(tw, from_h);
	int th = (int)((float)tw * SHEET_H / SHEET_W);
	int total = n * tw + (n - 1) * gap;
	int x = m.x + (m.w - total) / 2;
	int y = sheet.y + sheet.h + gap;
	for (int k = 0; k < n; k++) {
		SDL_Rect r = {x + k * (tw + gap), y + label_h, tw, th};
		geo_compute(&v->thumbs[k], r, true, false);
		v->thumb_rect[k] = (SDL_Rect){r.x, y, tw, th + label_h};
	}
}

/* The side column's width: the sheet is the play area, so it gets the
 * whole height when the window is wide enough for that, and the column
 * (rondel, dice, notes) what is left, between a least and a third. */
static int side_width(const pl_view *v, SDL_Rect a, int pad, int gap)
{
	int rest_h = a.h - 2 * pad - pg_px(v->app, 40) - pg_px(v->app, 10);
	int strip = strip_height(v, rest_h);
	strip += strip > 0 ? pg_px(v->app, 10) : 0;
	int sheet_w = (int)((float)(rest_h - strip) * SHEET_W / SHEET_H);
	int least = pg_px(v->app, 190), most = pg_maxi(least, a.w / 3);
	return pg_clampi(a.w - 2 * pad - gap - sheet_w, least, most);
}

void potluck_layout_view(pl_view *v)
{
	SDL_Rect a = v->area;
	int pad = pg_px(v->app, 10), gap = pg_px(v->app, 12);
	int side_w = side_width(v, a, pad, gap);
	v->side = (SDL_Rect){a.x + pad, a.y + pad, side_w, a.h - 2 * pad};
	int mx = v->side.x + side_w + gap;
	v->main = (SDL_Rect){mx, a.y + pad, a.x + a.w - pad - mx, a.h - 2 * pad};
	layout_side(v);
	layout_main(v);
	/* The prompt bar's buttons, right-aligned (hidden ones keep their place
	 * out of the way). */
	int bh = v->prompt.h - pg_px(v->app, 8), by = v->prompt.y + pg_px(v->app, 4);
	int cw = pg_px(v->app, 96), ew = pg_px(v->app, 112);
	v->cancel_button.rect =
	    (SDL_Rect){v->prompt.x + v->prompt.w - cw - pg_px(v->app, 4), by, cw, bh};
	v->end_button.rect =
	    (SDL_Rect){v->cancel_button.rect.x - ew - pg_px(v->app, 8), by, ew, bh};
}
