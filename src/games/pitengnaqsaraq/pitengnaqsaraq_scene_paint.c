/*
 * pitengnaqsaraq_scene_paint.c: drawing the Pitengnaqsaraq board (see
 * pitengnaqsaraq_scene.h) round its map (pitengnaqsaraq_scene_map.c): the
 * calendar, the weather spinner and what its faces forbid, the dice and the
 * luck table, the half-month's offer, the families' cards, the buttons, the
 * offer being drafted and the kit's overlays.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "pg_i18n.h"
#include "pitengnaqsaraq/pitengnaqsaraq_scene.h"

/* clang-format off */
/* The rules name the seats Red, Blue, Green, Yellow and Purple; their
 * shades and patterns are the app's one palette (pg_ui.h). */
const pg_seat_style pit_scene_seat_styles[PIT_MAX_PLAYERS] = {
	PG_SEAT_RED, PG_SEAT_BLUE, PG_SEAT_GREEN, PG_SEAT_YELLOW, PG_SEAT_PURPLE,
};
/* clang-format on */

const char *const pit_scene_food_icons[PIT_FOODS] = {
    [PIT_KING] = "pitengnaqsaraq/res_king_salmon.svg",
    [PIT_SALMON] = "pitengnaqsaraq/res_salmon.svg",
    [PIT_SMELT] = "pitengnaqsaraq/res_smelt.svg",
    [PIT_HERRING] = "pitengnaqsaraq/res_herring.svg",
    [PIT_WHITEFISH] = "pitengnaqsaraq/res_whitefish.svg",
    [PIT_BLACKFISH] = "pitengnaqsaraq/res_blackfish.svg",
    [PIT_PIKE] = "pitengnaqsaraq/res_pike.svg",
    [PIT_LOCHE] = "pitengnaqsaraq/res_loche.svg",
    [PIT_TOMCOD] = "pitengnaqsaraq/res_tomcod.svg",
    [PIT_SEAL] = "pitengnaqsaraq/res_seal.svg",
    [PIT_BELUGA] = "pitengnaqsaraq/res_beluga.svg",
    [PIT_BIRDS] = "pitengnaqsaraq/res_ptarmigan.svg",
    [PIT_EGGS] = "pitengnaqsaraq/res_birds.svg",
    [PIT_BERRIES] = "pitengnaqsaraq/res_berries.svg",
    [PIT_CARIBOU] = "pitengnaqsaraq/res_caribou.svg",
    [PIT_FURS] = "pitengnaqsaraq/res_furbearer.svg",
};

static const char *const weather_icons[PIT_WEATHERS] = {
    "pitengnaqsaraq/weather_avaituq.svg",   "pitengnaqsaraq/weather_anuqa.svg",
    "pitengnaqsaraq/weather_ellarayak.svg", "pitengnaqsaraq/weather_ellalluk.svg",
    "pitengnaqsaraq/weather_pirtuk.svg",    "pitengnaqsaraq/weather_qanikcaq.svg",
};

/* Short words for the luck table's cells; the full rule is the tooltip. */
static const char *const luck_short[13] = {
    [2] = N_("nothing"),      [3] = N_("help from all"),   [4] = N_("one card"),        [5] = N_("half number"),
    [6] = N_("the number"),   [7] = N_("all, or double"),  [8] = N_("Raven"),           [9] = N_("you share"),
    [10] = N_("1½ × number"), [11] = N_("all, or double"), [12] = N_("lose transport"),
};

void pit_scene_cards_text(int halves, char *buf, size_t size)
{
	if (halves == 1)
		snprintf(buf, size, "½");
	else if (halves % 2)
		snprintf(buf, size, "%d½", halves / 2);
	else
		snprintf(buf, size, "%d", halves / 2);
}

static int season_faces(int season, int *words)
{
	int n = 0;
	for (int w = 0; w < PIT_WEATHERS; w++)
		if (pit_weather_percent[season][w])
			words[n++] = w;
	return n;
}

int pit_scene_weather_faces(int half_month, int *words)
{
	return season_faces(pit_season(half_month), words);
}

float pit_scene_weather_angle(int half_month, int word)
{
	int words[PIT_WEATHERS];
	int n = pit_scene_weather_faces(half_month, words);
	for (int i = 0; i < n; i++)
		if (words[i] == word)
			return -((float)i + 0.5f) * 360.0f / (float)n;
	return 0;
}

/* What a face forbids, in words: "no ocean hunting or ocean travel". Room
 * for the longest in a language whose letters take several bytes. */
enum { FORBIDS_TEXT = 256 };
static void forbids_text(int forbids, char *buf, size_t size)
{
	static const char *const words[] = {N_("ocean hunting"), N_("ocean travel"), N_("fish drying"),
	                                    N_("hunting"), N_("travel")};
	if (!forbids) {
		snprintf(buf, size, "%s", _("nothing forbidden"));
		return;
	}
	int left = 0;
	for (int bit = 0; bit < 5; bit++)
		left += (forbids >> bit) & 1;
	size_t used = (size_t)snprintf(buf, size, "%s", _("no"));
	for (int bit = 0; bit < 5 && used < size; bit++) {
		if (!(forbids & (1 << bit)))
			continue;
		left--;
		used += (size_t)snprintf(buf + used, size - used, " %s%s", _(words[bit]),
		                         left > 1    ? ","
		                         : left == 1 ? _(" or")
		                                     : "");
	}
}

static void text_fit(pit_view *v, const char *s, int x, int y, int max_w, int size,
                     pg_font_style style, SDL_Color c, int align)
{
	int w, h;
	pg_text_measure(v->app->text, s, size, style, &w, &h);
	while (w > max_w && size > PG_TEXT_READABLE_PX) {
		size--;
		pg_text_measure(v->app->text, s, size, style, &w, &h);
	}
	pg_text_draw_fit(v->app->text, s, x, y, max_w, size, style, c, align);
}

static void draw_panel(pit_view *v, SDL_Rect r)
{
	pg_ui_fill_rounded(v->app->renderer, r, pg_px(v->app, 8), pg_ui_rgba(46, 34, 26, 210));
	pg_ui_stroke_rounded(v->app->renderer, r, pg_px(v->app, 8), pg_px(v->app, 1),
	                     pg_ui_rgba(200, 170, 130, 70));
}

void pit_scene_draw_icon(pit_view *v, const char *path, float cx, float cy, int size,
                         Uint8 alpha)
{
	SDL_FRect box = pg_frect_around(cx, cy, (float)size, (float)size);
	pg_assets_draw_scaled(v->app->assets, path, size, size, box, alpha, 0);
}

/* ---- calendar, weather, dice, luck ------------------------------------------------------ */

static void draw_pointer(SDL_Renderer *r, float cx, float top, float size)
{
	SDL_Color c = pg_ui_rgba(230, 80, 50, 255);
	SDL_Vertex tri[3] = {
	    {{cx - size, top - size * 0.6f}, c, {0, 0}},
	    {{cx + size, top - size * 0.6f}, c, {0, 0}},
	    {{cx, top + size * 0.9f}, c, {0, 0}},
	};
	SDL_RenderGeometry(r, NULL, tri, 3, NULL, 0);
}

static void draw_calendar(pit_view *v, SDL_Renderer *r, const pit_state *s)
{
	SDL_Rect c = v->calendar;
	int hm = s->half_month;
	float angle = -((float)hm * 15.0f + 7.5f);
	SDL_FRect box = pg_frect(pg_rect_inset(c, pg_px(v->app, 4), pg_px(v->app, 4)));
	pg_assets_draw_scaled(v->app->assets, "pitengnaqsaraq/spinner_calendar.svg", (int)box.w,
	                      (int)box.h, box, 255, angle);
	draw_pointer(r, box.x + box.w / 2, box.y, (float)pg_px(v->app, 6));
	/* The months, two half-months each, in two rows: all twelve when the
	 * box is wide enough for the longest name at a readable size, else as
	 * many as fit from the month now on (the calendar only runs forward),
	 * rather than names too small to read. */
	SDL_Rect m = v->months;
	draw_panel(v, m);
	int ch = m.h / 2;
	int size = pg_px(v->app, ch > pg_px(v->app, 52) ? 12 : 11);
	int widest = 0;
	for (int month = 0; month < 12; month++) {
		int w, h;
		pg_text_measure(v->app->text, pit_months[month].yupik, size, PG_FONT_BOLD, &w, &h);
		widest = pg_maxi(widest, w);
	}
	static const int column_choices[] = {6, 4, 3, 2};
	int cols = 2;
	for (size_t i = 0; i < sizeof column_choices / sizeof column_choices[0]; i++)
		if (m.w / column_choices[i] - pg_px(v->app, 6) >= widest) {
			cols = column_choices[i];
			break;
		}
	int cw = m.w / cols, count = 2 * cols, first = count == 12 ? 0 : hm / 2;
	for (int i = 0; i < count; i++) {
		int month = (first + i) % 12;
		SDL_Rect cell = {m.x + (i % cols) * cw, m.y + (i / cols) * ch, cw, ch};
		bool now = hm / 2 == month;
		if (now)
			pg_ui_fill_rounded(r, pg_rect_inset(cell, 2, 2), pg_px(v->app, 5),
			                   pg_ui_rgba(200, 140, 70, 90));
		text_fit(v, pit_months[month].yupik, pg_rect_cx(cell),
		         cell.y + pg_px(v->app, 3), cw - pg_px(v->app, 4), size, PG_FONT_BOLD,
		         now ? pg_ui_theme.text : pg_ui_theme.text_dim, PG_ALIGN_CENTER);
		text_fit(v, _(pit_months[month].english), pg_rect_cx(cell),
		         cell.y + pg_px(v->app, 4) + size, cw - pg_px(v->app, 4),
		         size - pg_px(v->app, 1), PG_FONT_REGULAR, pg_ui_theme.text_dim,
		         PG_ALIGN_CENTER);
		int bw = (cw - pg_px(v->app, 14)) / 2, bh = pg_px(v->app, 8);
		for (int half = 0; half < 2; half++) {
			SDL_Rect b = {cell.x + pg_px(v->app, 5) +
			                  half * (bw + pg_px(v->app, 4)),
			              cell.y + ch - bh - pg_px(v->app, 5), bw, bh};
			bool here = hm == month * 2 + half;
			pg_ui_fill_rounded(r, b, pg_px(v->app, 2),
			                   here ? pg_ui_rgba(230, 80, 50, 255)
			                        : pg_ui_rgba(240, 226, 200, 60));
		}
	}
}

/* ---- the weather legend: a row a face of the season, its icon, its word and
 * what it forbids, wrapped in what is left of the row ---- */

typedef struct legend_columns {
	int size, icon, pad;
	int word_x, text_x, text_w;
} legend_columns;

static legend_columns legend_columns_at(pit_view *v, int x, int width)
{
	legend_columns c;
	c.size = pg_px(v->app, 11);
	c.pad = pg_px(v->app, 4);
	c.icon = pg_text_line_height(v->app->text, c.size, PG_FONT_BOLD) + pg_px(v->app, 3);
	int word_w = 0;
	for (int w = 0; w < PIT_WEATHERS; w++) {
		int ww, wh;
		pg_text_measure(v->app->text, pit_weather_words[w], c.size, PG_FONT_BOLD, &ww,
		                &wh);
		word_w = pg_maxi(word_w, ww);
	}
	c.word_x = x + c.pad + c.icon + c.pad;
	c.text_x = c.word_x + word_w + c.pad;
	c.text_w = pg_maxi(pg_px(v->app, 40), x + width - c.pad - c.text_x);
	return c;
}

static int legend_text_height(pit_view *v, const legend_columns *c, const char *forbids)
{
	return pg_text_draw_wrapped(v->app->text, forbids, 0, 0, c->text_w, c->size,
	                            PG_FONT_REGULAR, pg_ui_theme.text, PG_ALIGN_LEFT, false);
}

static int legend_row_height(pit_view *v, const legend_columns *c, const char *forbids)
{
	return pg_maxi(legend_text_height(v, c, forbids), c->icon) + pg_px(v->app, 2);
}

int pit_scene_legend_height(pit_view *v, int width)
{
	legend_columns c = legend_columns_at(v, 0, width);
	int tallest = 0;
	for (int season = 0; season < 2; season++) {
		int words[PIT_WEATHERS];
		int n = season_faces(season, words), height = 2 * c.pad;
		for (int i = 0; i < n; i++) {
			char forbids[FORBIDS_TEXT];
			forbids_text(pit_weather_forbids[season][words[i]], forbids,
			             sizeof forbids);
			height += legend_row_height(v, &c, forbids);
		}
		tallest = pg_maxi(tallest, height);
	}
	return tallest;
}

/* The season's faces as the legend lays them out: a row each, from top. */
typedef struct legend_rows {
	legend_columns c;
	int n, words[PIT_WEATHERS];
	SDL_Rect rows[PIT_WEATHERS];
	char forbids[PIT_WEATHERS][FORBIDS_TEXT];
} legend_rows;

static void legend_rows_of(pit_view *v, const pit_state *s, legend_rows *out)
{
	SDL_Rect l = v->weather_legend;
	int season = pit_season(s->half_month), total = 0;
	out->n = season_faces(season, out->words);
	out->c = legend_columns_at(v, l.x, l.w);
	for (int i = 0; i < out->n; i++) {
		forbids_text(pit_weather_forbids[season][out->words[i]], out->forbids[i],
		             sizeof out->forbids[i]);
		out->rows[i] = (SDL_Rect){l.x + 2, 0, l.w - 4,
		                          legend_row_height(v, &out->c, out->forbids[i])};
		total += out->rows[i].h;
	}
	int y = l.y + (l.h - total) / 2;
	for (int i = 0; i < out->n; i++) {
		out->rows[i].y = y;
		y += out->rows[i].h;
	}
}

bool pit_scene_legend_tip(pit_view *v, int x, int y, char *text, size_t size)
{
	legend_rows legend;
	legend_rows_of(v, pit_scene_shown(v), &legend);
	for (int i = 0; i < legend.n; i++)
		if (pg_in_rect(legend.rows[i], x, y)) {
			snprintf(text, size, _("%s (%s): %s."), pit_weather_words[legend.words[i]],
			         _(pit_weather_english[legend.words[i]]), legend.forbids[i]);
			return true;
		}
	return false;
}

static void draw_weather_legend(pit_view *v, SDL_Renderer *r, const pit_state *s)
{
	draw_panel(v, v->weather_legend);
	legend_rows legend;
	legend_rows_of(v, s, &legend);
	const legend_columns *c = &legend.c;
	for (int i = 0; i < legend.n; i++) {
		SDL_Rect row = legend.rows[i];
		bool now = s->weather == legend.words[i];
		if (now)
			pg_ui_fill_rounded(r, row, pg_px(v->app, 4), pg_ui_rgba(200, 140, 70, 90));
		pit_scene_draw_icon(v, weather_icons[legend.words[i]],
		          (float)(v->weather_legend.x + c->pad + c->icon / 2),
		          (float)(row.y + row.h / 2), c->icon, 255);
		SDL_Color ink = now ? pg_ui_theme.text : pg_ui_theme.text_dim;
		int text_y = row.y + (row.h - legend_text_height(v, c, legend.forbids[i])) / 2;
		pg_text_draw(v->app->text, pit_weather_words[legend.words[i]], c->word_x, text_y,
		             c->size, PG_FONT_BOLD, ink, PG_ALIGN_LEFT);
		pg_text_draw_wrapped(v->app->text, legend.forbids[i], c->text_x, text_y,
		                     c->text_w, c->size, PG_FONT_REGULAR, ink, PG_ALIGN_LEFT,
		                     true);
	}
}

static void draw_weather(pit_view *v, SDL_Renderer *r, const pit_state *s)
{
	SDL_Rect w = v->weather;
	SDL_FRect box = pg_frect(pg_rect_inset(w, pg_px(v->app, 4), pg_px(v->app, 4)));
	pg_assets_draw_scaled(v->app->assets, "pitengnaqsaraq/spinner_weather.svg", (int)box.w,
	                      (int)box.h, box, 255, 0);
	int words[PIT_WEATHERS];
	int n = pit_scene_weather_faces(s->half_month, words);
	float angle =
	    s->weather < PIT_WEATHERS ? pit_scene_weather_angle(s->half_month, s->weather) : 0;
	for (int i = 0; i < v->tl.count; i++) {
		const pg_action *a = &v->tl.actions[i];
		if (a->kind == PIT_ACT_WEATHER && pg_timeline_flying(a)) {
			float t = pg_timeline_progress(&v->tl, a);
			t = 1 - (1 - t) * (1 - t) * (1 - t);
			angle = v->weather_from + (v->weather_to - v->weather_from) * t;
		}
	}
	float cx = box.x + box.w / 2, cy = box.y + box.h / 2, radius = box.w * 0.46f;
	SDL_SetRenderDrawColor(r, 60, 70, 80, 255);
	for (int i = 0; i < n; i++) {
		float edge = ((float)i * 360.0f / (float)n + angle) * 3.14159265f / 180.0f;
		SDL_RenderDrawLineF(r, cx, cy, cx + sinf(edge) * radius,
		                    cy - cosf(edge) * radius);
		float mid =
		    (((float)i + 0.5f) * 360.0f / (float)n + angle) * 3.14159265f / 180.0f;
		int icon = (int)(radius * (n > 4 ? 0.62f : 0.7f));
		pit_scene_draw_icon(v, weather_icons[words[i]], cx + sinf(mid) * radius * 0.58f,
		          cy - cosf(mid) * radius * 0.58f, icon, 255);
	}
	draw_pointer(r, cx, box.y, (float)pg_px(v->app, 6));
	draw_weather_legend(v, r, s);
}

/* The two dice side by side, in the middle of their box. */
static void draw_dice(pit_view *v, const pit_state *s)
{
	SDL_Rect d = v->dice;
	int gap = pg_px(v->app, 4);
	int size = pg_mini((d.w - 3 * gap) / 2, d.h - 2 * gap);
	pg_die_pose pose = pg_die_pose_now(&v->die, s->dice[0] ? s->dice[0] - 1 : -1);
	bool invite = pit_scene_can_roll(v) && s->phase == PIT_PHASE_ROLL;
	if (invite)
		pg_die_draw_invite(v->app, &v->die);
	for (int k = 0; k < 2; k++) {
		int face =
		    k == 0 ? pose.face : (pose.rolling ? (pose.face + 3) % 6 : s->dice[1] - 1);
		SDL_FRect box = {(float)(d.x + gap + k * (size + gap)),
		                 (float)(d.y + (d.h - size) / 2), (float)size, (float)size};
		if (k == 0 && (pose.rolling || pose.held))
			box = pose.box.w > 0 ? (SDL_FRect){pose.box.x, pose.box.y, (float)size,
			                                   (float)size}
			                     : box;
		char path[48];
		snprintf(path, sizeof path, "potluck/die%d_%d.svg", k + 1,
		         face >= 0 ? face + 1 : 0);
		pg_assets_draw_scaled(v->app->assets, path, size, size, box, 255,
		                      k == 0 ? pose.angle : -pose.angle);
	}
}

/* ---- the luck table: a cell a total, its number and a few words (the
 * whole rule is the cell's tooltip) ---- */

static int luck_size(pit_view *v)
{
	return pg_px(v->app, 11);
}

/* The number's column: wide enough for "12". */
static int luck_number_w(pit_view *v)
{
	int w, h;
	pg_text_measure(v->app->text, "12", luck_size(v), PG_FONT_BOLD, &w, &h);
	return w + pg_px(v->app, 6);
}

int pit_scene_luck_row_height(pit_view *v)
{
	return pg_text_line_height(v->app->text, luck_size(v), PG_FONT_REGULAR) +
	       pg_px(v->app, 3);
}

int pit_scene_luck_widest(pit_view *v)
{
	int w, h, widest;
	pg_text_measure(v->app->text, _("Luck (2d6)"), luck_size(v), PG_FONT_REGULAR, &widest,
	                &h);
	for (int t = 2; t <= 12; t++) {
		pg_text_measure(v->app->text, _(luck_short[t]), luck_size(v), PG_FONT_REGULAR,
		                &w, &h);
		widest = pg_maxi(widest, luck_number_w(v) + w);
	}
	return widest + pg_px(v->app, 6);
}

static void draw_luck(pit_view *v, SDL_Renderer *r, const pit_state *s)
{
	draw_panel(v, v->luck);
	int total = s->dice[0] ? pit_dice_total(s) : 0;
	int size = luck_size(v), number_w = luck_number_w(v);
	for (int t = 2; t <= 12; t++) {
		SDL_Rect cell = pit_scene_luck_cell(v, t - 2);
		bool now = t == total && s->phase >= PIT_PHASE_TAKE;
		if (now)
			pg_ui_fill_rounded(r, pg_rect_inset(cell, 1, 0), pg_px(v->app, 4),
			                   pg_ui_rgba(230, 80, 50, 160));
		char num[4];
		snprintf(num, sizeof num, "%d", t);
		pg_text_draw(v->app->text, num, cell.x + number_w - pg_px(v->app, 4),
		             pg_rect_cy(cell), size, PG_FONT_BOLD, pg_ui_theme.text,
		             PG_ALIGN_RIGHT | PG_ALIGN_MIDDLE);
		pg_text_draw_fit(v->app->text, _(luck_short[t]), cell.x + number_w,
		                 pg_rect_cy(cell), cell.w - number_w - pg_px(v->app, 2), size,
		                 PG_FONT_REGULAR, now ? pg_ui_theme.text : pg_ui_theme.text_dim,
		                 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	}
	SDL_Rect head = pit_scene_luck_cell(v, PIT_LUCK_CELLS - 1);
	pg_text_draw_fit(v->app->text, _("Luck (2d6)"), head.x + head.w - pg_px(v->app, 2),
	                 pg_rect_cy(head), head.w - pg_px(v->app, 4), size, PG_FONT_REGULAR,
	                 pg_ui_theme.text_dim, PG_ALIGN_RIGHT | PG_ALIGN_MIDDLE);
}

/* How many lines the foods take, each a symbol icon square with its
 * number number_w[i] wide, from x to right on the heading's line and,
 * wrapped, from left on a second line (as draw_offer_box lays them): 1 or
 * 2, or 0 when two lines do not hold them. */
static int offer_lines(pit_view *v, const int *number_w, int shown, int icon, int x, int left,
                       int right)
{
	int lines = 1;
	for (int i = 0; i < shown; i++) {
		int end = x + icon + pg_px(v->app, 2) + number_w[i];
		if (end > right && lines == 1) {
			lines = 2;
			x = left;
			end = x + icon + pg_px(v->app, 2) + number_w[i];
		}
		if (end > right)
			return 0;
		x += icon + number_w[i] + pg_px(v->app, 10);
	}
	return lines;
}

/* What the half-month offers where the family to move stands, with the
 * calendar's numbers (cards); what the weather forbids is dimmed. */
static void draw_offer_box(pit_view *v, SDL_Renderer *r, const pit_state *s)
{
	SDL_Rect o = v->offer_box;
	draw_panel(v, o);
	int seat = pit_scene_focus_seat(v);
	SDL_Rect inside = pg_rect_inset(o, pg_px(v->app, 8), pg_px(v->app, 2));
	if (s->phase <= PIT_PHASE_FOOD) {
		pg_text_draw_box(v->app->text,
		                 _("Each family chooses a home village and a starting food."),
		                 inside, pg_px(v->app, 12), PG_FONT_REGULAR, pg_ui_theme.text_dim,
		                 PG_ALIGN_LEFT);
		return;
	}
	/* No family to move and none that a person follows (the weather's
	 * spin in a game of AIs, or before anyone here has moved; the year's
	 * end): the family that moved last. */
	if (seat < 0)
		seat = s->turn;
	int village = s->family[seat].village, hm = s->half_month;
	char head[96];
	snprintf(head, sizeof head, _("Now at %s:"), pit_villages[village].yupik);
	SDL_RenderSetClipRect(r, &o);
	int hw = 0;
	pg_text_measure(v->app->text, head, pg_px(v->app, 12), PG_FONT_BOLD, &hw, NULL);
	int available = pit_available_foods(s, seat);
	int x = o.x + pg_px(v->app, 14) + hw;
	/* The foods in season here, each with its number of cards. */
	struct {
		int food;
		char num[8];
	} items[PIT_FOODS];
	int number_w[PIT_FOODS];
	int shown = 0, numbers_w = 0, number_px = pg_px(v->app, 14);
	for (int food = 0; food < PIT_FOODS; food++) {
		int halves = pit_calendar_halves(hm, food);
		if (!halves || !(pit_villages[village].foods & (1u << food)))
			continue;
		items[shown].food = food;
		pit_scene_cards_text(halves, items[shown].num, sizeof items[shown].num);
		pg_text_measure(v->app->text, items[shown].num, number_px, PG_FONT_BOLD,
		                &number_w[shown], NULL);
		numbers_w += number_w[shown] + pg_px(v->app, 12);
		shown++;
	}
	/* Smaller symbols when many foods are in season here; when even the
	 * smallest do not hold on the heading's line, or a second line under
	 * it holds them larger (six to eight foods: the one line had them at
	 * the smallest, the second line empty), they take two lines. */
	int right = o.x + o.w - pg_px(v->app, 6), room = right - x;
	int icon =
	    pg_mini(o.h - pg_px(v->app, 12), room / pg_maxi(1, shown) - pg_px(v->app, 30));
	int min_icon = pg_px(v->app, 14);
	icon = pg_maxi(icon, min_icon);
	bool two_rows = shown > 0 && shown * icon + numbers_w > room;
	int row_h = o.h / 2, cy = pg_rect_cy(o);
	if (two_rows)
		icon =
		    pg_maxi(PG_TEXT_READABLE_PX, pg_mini(min_icon, row_h - pg_px(v->app, 2)));
	for (int size = row_h - pg_px(v->app, 4); shown > 0 && size > icon; size--) {
		int lines = offer_lines(v, number_w, shown, size, x, o.x + pg_px(v->app, 8), right);
		if (lines) {
			icon = size;
			two_rows = lines == 2;
			break;
		}
	}
	if (two_rows)
		cy = o.y + row_h / 2 + pg_px(v->app, 1);
	v->offer_icon = shown ? icon : 0;
	pg_text_draw(v->app->text, head, o.x + pg_px(v->app, 8), cy, pg_px(v->app, 12),
	             PG_FONT_BOLD, pg_ui_theme.text, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	v->offer_row_end = x;
	for (int i = 0; i < shown; i++) {
		int food = items[i].food, nw = number_w[i];
		if (two_rows && x + icon + pg_px(v->app, 2) + nw > right && cy < o.y + row_h) {
			x = o.x + pg_px(v->app, 8);
			cy = o.y + row_h + row_h / 2 - pg_px(v->app, 1);
		}
		Uint8 alpha = (available & (1 << food)) ? 255 : 90;
		pit_scene_draw_icon(v, pit_scene_food_icons[food], (float)(x + icon / 2), (float)cy, icon,
		          alpha);
		pg_text_draw_alpha(v->app->text, items[i].num, x + icon + pg_px(v->app, 2), cy,
		                   number_px, PG_FONT_BOLD, pg_ui_theme.text,
		                   PG_ALIGN_LEFT | PG_ALIGN_MIDDLE, alpha);
		v->offer_row_end = pg_maxi(v->offer_row_end, x + icon + pg_px(v->app, 2) + nw);
		x += icon + nw + pg_px(v->app, 10);
	}
	if (shown == 0)
		pg_text_draw_box(v->app->text, _("nothing in season here"),
		                 (SDL_Rect){x, inside.y, inside.x + inside.w - x, inside.h},
		                 pg_px(v->app, 12), PG_FONT_REGULAR, pg_ui_theme.text_dim,
		                 PG_ALIGN_LEFT);
	SDL_RenderSetClipRect(r, NULL);
}

/* ---- the families ------------------------------------------------------------------ */

/* A food card, in_view wide of it in view (the next card in a crowded
 * row lies over the rest). */
static void draw_food_card(pit_view *v, SDL_Rect c, int in_view, int food, int halves,
                           Uint8 alpha)
{
	SDL_FRect box = pg_frect(c);
	pg_assets_draw_scaled(v->app->assets, "pitengnaqsaraq/card_food.svg", c.w, c.h, box,
	                      alpha, 0);
	int icon = c.w * 76 / 120;
	pit_scene_draw_icon(v, pit_scene_food_icons[food], (float)c.x + (float)c.w * 59 / 120,
	          (float)c.y + (float)c.h * 68 / 168, icon, alpha);
	char num[8];
	pit_scene_cards_text(halves, num, sizeof num);
	int size = pg_maxi(PG_TEXT_READABLE_PX, pg_maxi(pg_px(v->app, 9), c.h / 4));
	int y = c.y + c.h * 135 / 168;
	if (in_view >= c.w) {
		pg_text_draw_alpha(v->app->text, num, c.x + c.w / 2, y, size, PG_FONT_BOLD,
		                   pg_ui_rgba(40, 26, 18, 255),
		                   PG_ALIGN_CENTER | PG_ALIGN_MIDDLE, alpha);
	} else {
		/* The next card hides the middle of the caption band (a family
		 * with many foods: "1½" was read as "1"): the count stands at the
		 * card's left edge on a pill of the card's ground, as on a chip,
		 * smaller if it must be to fit what the next card leaves in view
		 * (not under the smallest size a card's count has, pg_px 9). */
		int w, h, margin = pg_px(v->app, 1);
		pg_text_measure(v->app->text, num, size, PG_FONT_BOLD, &w, &h);
		while (size > pg_maxi(PG_TEXT_READABLE_PX, pg_px(v->app, 9)) &&
		       w + 3 * margin > in_view)
			pg_text_measure(v->app->text, num, --size, PG_FONT_BOLD, &w, &h);
		SDL_Rect pill = {c.x + margin, y - h / 2, w + 2 * margin, h};
		pg_ui_fill_rounded(v->app->renderer, pill, pg_px(v->app, 3),
		                   pg_ui_rgba(246, 236, 214, alpha));
		pg_text_draw_alpha(v->app->text, num, pill.x + margin, y, size, PG_FONT_BOLD,
		                   pg_ui_rgba(40, 26, 18, 255), PG_ALIGN_LEFT | PG_ALIGN_MIDDLE,
		                   alpha);
	}
	if (halves % 2)
		pit_scene_draw_icon(v, "pitengnaqsaraq/card_half.svg", (float)(c.x + c.w - c.w / 5),
		          (float)(c.y + c.w / 5), c.w * 2 / 5, alpha);
}

/* A food as a chip (a short panel): a card-coloured square with the
 * food's symbol and its count in the lower left corner ("3½": a half
 * card), where a chip laid over it in a crowded row leaves it in view. */
static void draw_food_chip(pit_view *v, SDL_Rect c, int food, int halves, Uint8 alpha)
{
	SDL_Renderer *r = v->app->renderer;
	int radius = pg_px(v->app, 4);
	pg_ui_fill_rounded(r, c, radius, pg_ui_rgba(246, 236, 214, alpha));
	pg_ui_stroke_rounded(r, c, radius, pg_px(v->app, 1), pg_ui_rgba(120, 90, 60, alpha));
	pit_scene_draw_icon(v, pit_scene_food_icons[food], (float)c.x + (float)c.w * 0.58f,
	          (float)c.y + (float)c.h * 0.4f, c.h * 72 / 100, alpha);
	char num[8];
	pit_scene_cards_text(halves, num, sizeof num);
	int size = pit_scene_chip_text_px(v), w, h;
	pg_text_measure(v->app->text, num, size, PG_FONT_BOLD, &w, &h);
	SDL_Rect pill = {c.x + pg_px(v->app, 1), c.y + c.h - h - pg_px(v->app, 1),
	                 w + pg_px(v->app, 4), h};
	pg_ui_fill_rounded(r, pill, pg_px(v->app, 3),
	                   pg_ui_rgba(246, 236, 214, alpha * 9 / 10));
	pg_text_draw_alpha(v->app->text, num, pill.x + pg_px(v->app, 2), pg_rect_cy(pill), size,
	                   PG_FONT_BOLD, pg_ui_rgba(40, 26, 18, 255),
	                   PG_ALIGN_LEFT | PG_ALIGN_MIDDLE, alpha);
}

/* A food in a family's row, as a card or as a chip (in_view: as for
 * draw_food_card). */
static void draw_food(pit_view *v, SDL_Rect c, int in_view, int food, int halves,
                      Uint8 alpha)
{
	if (v->chips)
		draw_food_chip(v, c, food, halves, alpha);
	else
		draw_food_card(v, c, in_view, food, halves, alpha);
}

/* A dog team or a kayak: its card, or as a chip the card's picture (its
 * art window, x 12..106, y 18..118 of 120 x 168) in a square. */
static void draw_transport(pit_view *v, SDL_Rect c, const char *path)
{
	if (!v->chips) {
		pg_assets_draw(v->app->assets, path, c);
		return;
	}
	int tw = c.h * 120 / 100, th = c.h * 168 / 100;
	SDL_Texture *tex = pg_assets_svg(v->app->assets, path, tw, th);
	if (!tex) {
		pg_ui_fill_rounded(v->app->renderer, c, pg_px(v->app, 4),
		                   pg_ui_rgba(246, 236, 214, 255));
		return;
	}
	SDL_Rect art = {tw * 12 / 120, th * 18 / 168, tw * 94 / 120, th * 100 / 168};
	SDL_RenderCopy(v->app->renderer, tex, &art, &c);
	pg_ui_stroke_rounded(v->app->renderer, c, pg_px(v->app, 2), pg_px(v->app, 1),
	                     pg_ui_rgba(246, 236, 214, 255));
}

static void draw_family(pit_view *v, SDL_Renderer *r, const pit_state *s, int seat)
{
	SDL_Rect p = v->panels[seat];
	const pit_family *f = &s->family[seat];
	/* A family out of the game has no cards: its plate takes the row, so
	 * "Out of the game" leaves room for the name. */
	int plate_w = f->out ? p.w : pg_mini(pg_px(v->app, 180), p.w * 40 / 100);
	char name[64], value[48];
	/* The colour names the family in every sentence of the game; who
	 * plays it is in the banner and on the setup screen. */
	snprintf(name, sizeof name, "%s", pit_seat_name(seat));
	char cards[16];
	pit_scene_cards_text(f->total_halves, cards, sizeof cards);
	snprintf(value, sizeof value, _("%s food"), cards);
	/* The plate writes the value whole and fits the name into what is
	 * left: when both do not fit (a long translation), the count alone,
	 * so the family's name is still read. */
	int name_w, value_w, text_h;
	pg_text_measure(v->app->text, name, pg_px(v->app, 15), PG_FONT_BOLD, &name_w, &text_h);
	pg_text_measure(v->app->text, value, pg_px(v->app, 14), PG_FONT_BOLD, &value_w, &text_h);
	int swatch = pg_mini(p.h - pg_px(v->app, 20), pg_px(v->app, 28));
	if (swatch + name_w + value_w + pg_px(v->app, 40) > plate_w)
		snprintf(value, sizeof value, "%s", cards);
	pg_seat_card card = {
	    .style = pg_play_seat_style(v->play, seat),
	    .name = name,
	    .value = value,
	    .turn = seat == pit_scene_turn_seat(v),
	    .out = f->out != 0,
	    .pulse = 1,
	};
	int glow = pg_board_zone_glow(&v->board, PIT_BOARD_PANEL + seat);
	if (glow)
		pg_board_draw_glow(v->app, p, pg_px(v->app, 8), glow == 2);
	pg_seat_card_draw(v->app, (SDL_Rect){p.x, p.y, plate_w, p.h}, &card);
	if (f->out)
		return;
	int kinds[PIT_FOODS];
	int n = pit_scene_card_kinds(s, seat, kinds);
	for (int k = 0; k < n; k++) {
		int piece = pit_board_card(seat, kinds[k]);
		SDL_Rect c = pit_scene_card_rect(v, seat, k);
		if (pg_board_hover(&v->board) == piece)
			c.y -= pg_px(v->app, 3);
		Uint8 alpha =
		    pg_board_away(&v->board, piece) && f->food_halves[kinds[k]] <= 2 ? 80 : 255;
		/* Foods come first in the row, then the dog teams and the kayak. */
		int in_view = k + 1 < n + f->dog_teams + f->kayak
		                  ? pit_scene_card_rect(v, seat, k + 1).x - c.x
		                  : c.w;
		draw_food(v, c, in_view, kinds[k], f->food_halves[kinds[k]], alpha);
	}
	int slot = n;
	for (int d = 0; d < f->dog_teams; d++)
		draw_transport(v, pit_scene_card_rect(v, seat, slot++),
		               "pitengnaqsaraq/card_dog_team.svg");
	if (f->kayak)
		draw_transport(v, pit_scene_card_rect(v, seat, slot++),
		               "pitengnaqsaraq/card_kayak.svg");
	/* The starving warning: everyone can see who will go short. */
	const char *warn = f->hungry ? _("Hungry! Share food, or this family starves")
	                   : s->phase > PIT_PHASE_FOOD && pit_short_at_next_meal(s, seat)
	                       ? _("Short of food at the next meal")
	                       : NULL;
	if (warn) {
		SDL_Rect last = pit_scene_card_rect(v, seat, slot);
		int x = last.x + pg_px(v->app, 4);
		int room = p.x + p.w - x - pg_px(v->app, 4);
		if (room < pg_px(v->app, 90)) {
			x = p.x + plate_w + pg_px(v->app, 6);
			room = p.w - plate_w - pg_px(v->app, 10);
		}
		pg_text_draw_wrapped(v->app->text, warn, x, p.y + pg_px(v->app, 4), room,
		                     pg_px(v->app, 11), PG_FONT_BOLD,
		                     pg_ui_rgba(255, 120, 90, 255), PG_ALIGN_LEFT, true);
	}
	(void)r;
}

/* "dog team", "kayak", or a food named for the count: "1 × berry", "2 × berries". */
static const char *draft_item_name(int item, int count)
{
	if (item == PIT_ITEM_DOGS)
		return _("dog team");
	if (item == PIT_ITEM_KAYAK)
		return _("kayak");
	return count == 1 ? pit_food_singular(item) : _(pit_foods[item].plural);
}

void pit_scene_draft_text(const pit_state *s, char *buf, size_t size)
{
	char give[120] = "", ask[120] = "";
	size_t gu = 0, au = 0;
	for (int item = 0; item < PIT_ITEMS; item++) {
		if (s->offer_give[item] && gu < sizeof give)
			gu += (size_t)snprintf(give + gu, sizeof give - gu, "%s%d × %s",
			                       gu ? ", " : "", s->offer_give[item],
			                       draft_item_name(item, s->offer_give[item]));
		if (s->offer_ask[item] && au < sizeof ask)
			au += (size_t)snprintf(ask + au, sizeof ask - au, "%s%d × %s",
			                       au ? ", " : "", s->offer_ask[item],
			                       draft_item_name(item, s->offer_ask[item]));
	}
	snprintf(buf, size, _("Offer from %s to %s. %s gives: %s. %s gives: %s."),
	         pit_seat_name(s->turn), pit_seat_name(s->partner), pit_seat_name(s->turn),
	         gu ? give : _("nothing yet"), pit_seat_name(s->partner),
	         au ? ask : _("nothing yet"));
}

/* The offer being drafted, over the map's foot. */
static void draw_draft(pit_view *v, SDL_Renderer *r, const pit_state *s)
{
	if (s->phase != PIT_PHASE_DRAFT && s->phase != PIT_PHASE_ANSWER)
		return;
	char line[320];
	pit_scene_draft_text(s, line, sizeof line);
	/* Across the map's foot, ending left of the zoom buttons (which it
	 * covered when it spanned the map), above the map's note. */
	SDL_Rect f = v->map_frame;
	int w = v->zoom_in.x - pg_px(v->app, 6) - (f.x + pg_px(v->app, 10));
	int h = pg_text_draw_wrapped(v->app->text, line, 0, 0, w - pg_px(v->app, 16),
	                             pg_px(v->app, 13), PG_FONT_BOLD, pg_ui_theme.text,
	                             PG_ALIGN_LEFT, false);
	SDL_Rect box = {f.x + pg_px(v->app, 10), f.y + f.h - h - pg_px(v->app, 52), w,
	                h + pg_px(v->app, 14)};
	if (v->map_note_rect.w > 0)
		box.y = pg_mini(box.y, v->map_note_rect.y - pg_px(v->app, 8) - box.h);
	pg_ui_fill_rounded(r, box, pg_px(v->app, 8), pg_ui_rgba(46, 30, 20, 230));
	pg_ui_stroke_rounded(r, box, pg_px(v->app, 8), pg_px(v->app, 2), pg_ui_theme.accent);
	pg_text_draw_wrapped(v->app->text, line, box.x + pg_px(v->app, 8),
	                     box.y + pg_px(v->app, 7), w - pg_px(v->app, 16), pg_px(v->app, 13),
	                     PG_FONT_BOLD, pg_ui_theme.text, PG_ALIGN_LEFT, true);
}

/* A Raven card drawn on a roll of 8, face up over the map with the village
 * it sends the family to in its caption band (x 12..106, y 124..146 of
 * 120 x 168). */
static void draw_raven(pit_view *v)
{
	for (int i = 0; i < v->tl.count; i++) {
		const pg_action *a = &v->tl.actions[i];
		if (a->kind != PIT_ACT_RAVEN || !pg_timeline_flying(a) || a->b < 0 ||
		    a->b >= PIT_VILLAGES)
			continue;
		int h = v->map_frame.h * 2 / 5, w = h * 120 / 168;
		SDL_Rect c = {pg_rect_cx(v->map_frame) - w / 2,
		              pg_rect_cy(v->map_frame) - h / 2, w, h};
		pg_ui_shadow(v->app->renderer, c, pg_px(v->app, 8), pg_px(v->app, 6));
		pg_assets_draw(v->app->assets, "pitengnaqsaraq/card_raven.svg", c);
		text_fit(v, pit_villages[a->b].yupik, c.x + w * 59 / 120, c.y + h * 135 / 168,
		         w * 94 / 120, pg_maxi(pg_px(v->app, 10), h / 14), PG_FONT_BOLD,
		         pg_ui_rgba(40, 26, 18, 255), PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	}
}

static void draw_caption(pit_view *v, SDL_Renderer *r)
{
	const char *text = pg_timeline_caption_now(&v->tl);
	if (!text)
		return;
	SDL_Rect c = v->caption;
	int size = pg_px(v->app, 14);
	int h = pg_text_draw_wrapped(v->app->text, text, 0, 0, c.w - pg_px(v->app, 20), size,
	                             PG_FONT_BOLD, pg_ui_theme.text, PG_ALIGN_CENTER, false);
	SDL_Rect pill = {c.x, c.y, c.w, h + pg_px(v->app, 12)};
	pg_ui_fill_rounded(r, pill, pg_px(v->app, 10), pg_ui_rgba(46, 30, 20, 225));
	pg_ui_stroke_rounded(r, pill, pg_px(v->app, 10), pg_px(v->app, 1), pg_ui_theme.accent);
	pg_text_draw_wrapped(v->app->text, text, c.x + pg_px(v->app, 10),
	                     pill.y + pg_px(v->app, 6), c.w - pg_px(v->app, 20), size,
	                     PG_FONT_BOLD, pg_ui_theme.text, PG_ALIGN_CENTER, true);
}

/* The piece in a person's hand, or flying home after a refused drop. */
static void draw_held(pit_view *v, const pit_state *s)
{
	float x, y, progress;
	int piece = pg_board_active(&v->board);
	if (pg_board_held_centre(&v->board, &x, &y) && piece >= 0) {
		if (piece < PIT_BOARD_CARD) {
			SDL_FRect home = pit_scene_piece_home(v, s, piece);
			pit_scene_draw_piece(v, piece,
			           pg_frect_around(x, y, home.w * 1.15f, home.h * 1.15f), 230);
		} else {
			int owner = (piece - PIT_BOARD_CARD) / PIT_FOODS,
			    food = (piece - PIT_BOARD_CARD) % PIT_FOODS;
			SDL_Rect c = {(int)x - v->card_w / 2, (int)y - v->card_h / 2, v->card_w,
			              v->card_h};
			draw_food(v, c, c.w, food,
			          pg_mini(2, s->family[owner].food_halves[food]), 235);
		}
	}
	if (pg_board_snap_centre(&v->board, &piece, &x, &y, &progress) && piece >= 0 &&
	    piece < PIT_BOARD_CARD) {
		SDL_FRect home = pit_scene_piece_home(v, s, piece);
		pit_scene_draw_piece(v, piece, pg_frect_around(x, y, home.w, home.h), 255);
	}
}

/* The names written before the draft's rows of buttons. */
static const char *const draft_row_names[2] = {N_("Give"), N_("Ask")};

int pit_scene_draft_names_width(pit_view *v)
{
	int widest = 0;
	for (int k = 0; k < 2; k++) {
		int w, h;
		pg_text_measure(v->app->text, _(draft_row_names[k]), pg_px(v->app, 12),
		                PG_FONT_BOLD, &w, &h);
		widest = pg_maxi(widest, w);
	}
	return widest;
}

void pit_scene_paint(pit_view *v, SDL_Renderer *r)
{
	const pit_state *s = pit_scene_shown(v);
	pit_scene_draw_map(v, r);
	draw_calendar(v, r, s);
	draw_weather(v, r, s);
	draw_dice(v, s);
	draw_luck(v, r, s);
	draw_offer_box(v, r, s);
	for (int seat = 0; seat < s->players; seat++)
		draw_family(v, r, s, seat);
	pit_scene_draw_pieces(v, s);
	for (int i = 0; i < v->button_count; i++)
		if (!v->buttons[i].button.hidden)
			pg_button_draw(v->app, &v->buttons[i].button);
	/* A name stands by its row's first buttons, however low the rows. */
	int name_y = pg_mini(pg_px(v->app, 12), v->draft_row_h / 2);
	for (int k = 0; k < 2; k++)
		if (v->draft_rows[k] >= 0)
			pg_text_draw(v->app->text, _(draft_row_names[k]), v->actions.x,
			             v->draft_rows[k] + name_y, pg_px(v->app, 12), PG_FONT_BOLD,
			             pg_ui_theme.text, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	draw_draft(v, r, s);
	draw_raven(v);
	draw_caption(v, r);
	draw_held(v, s);
	pg_board_draw_overlay(&v->board, r);
	if (v->offer.open)
		pg_offer_draw(v->app, &v->offer);
	pg_tooltip_draw(v->app, &v->tip);
}
