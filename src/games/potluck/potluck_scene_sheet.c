/*
 * potluck_scene_sheet.c: drawing a score sheet (see potluck_scene.h).
 */
#include "potluck/potluck_scene.h"

static const char *const bonus_short[POTLUCK_BONUSES] = {
    N_("Both"), N_("Twice"), N_("Erase"), N_("Relocate"), N_("Change"), N_("Again"),
};

static const SDL_Color WARN = {212, 74, 56, 255};

static const SDL_Color PAPER = {253, 247, 233, 255};

static const SDL_Color PENCIL = {62, 64, 78, 255};

static const SDL_Color INK_RED = {186, 58, 42, 255};

static const SDL_Color INK_DIM = {150, 120, 90, 255};

/* ---- drawing: a sheet --------------------------------------------------------------- */

/* The box of a letter h high, centred on (cx, cy). */
static SDL_FRect letter_box(float cx, float cy, float h)
{
	return (SDL_FRect){cx - h * 0.38f, cy - h / 2, h * 0.76f, h};
}

/* The seed of the hand that writes at a spot of a player's sheet. */
static uint32_t spot_seed(int player, int spot, int generation)
{
	return pg_stroke_hash((uint32_t)(player * 131 + spot * 7 + generation * 1009 + 17));
}

/* A round token for a guest off the tables (the wild, the lifted one). */
void potluck_draw_token(pl_view *v, float cx, float cy, float radius, int generation)
{
	SDL_Renderer *r = v->app->renderer;
	pg_stroke_disc(r, cx + radius * 0.1f, cy + radius * 0.16f, radius,
	               pg_ui_rgba(0, 0, 0, 63));
	pg_stroke_disc(r, cx, cy, radius,
	               generation == POTLUCK_GEN_ANY ? GOLD : gen_fill[generation]);
	pg_stroke_disc(r, cx, cy, radius * 0.78f, PAPER);
	pg_stroke_char(r, potluck_generation_letter(generation), letter_box(cx, cy, radius), 7,
	               1, fmaxf(1.5f, radius * 0.16f), PENCIL, NULL);
}

static void draw_pencil(pl_view *v, SDL_FPoint tip)
{
	int s = pg_maxi(16, (int)(v->big.seat_r * 2.6f));
	SDL_Rect box = {(int)(tip.x - (float)s * 0.02f), (int)(tip.y - (float)s * 0.98f), s, s};
	pg_assets_draw(v->app->assets, "potluck/pencil.svg", box);
}

/* A guest's letter h high centred on c, at a spot of player's sheet
 * (progress of the pencil, alpha of an erasure). */
static void write_letter(pl_view *v, int player, int spot, int generation, SDL_FPoint c,
                         float h, float progress, float width, float alpha, bool pencil)
{
	SDL_FRect box = letter_box(c.x, c.y, h);
	SDL_FPoint tip = {box.x, box.y};
	pg_stroke_char(v->app->renderer, potluck_generation_letter(generation), box,
	               spot_seed(player, spot, generation), progress, width,
	               pg_ui_with_alpha(PENCIL, 255 * alpha), &tip);
	if (pencil && progress > 0 && progress < 1)
		draw_pencil(v, tip);
}

static bool hovering(const pl_view *v, pl_hit_kind kind, int index)
{
	return v->mouse_in && v->hover.kind == kind && v->hover.index == index;
}

static void draw_glow(pl_view *v, float cx, float cy, float radius, pl_mark mark, bool strong)
{
	if (mark == MARK_OPEN)
		pg_stroke_disc(
		    v->app->renderer, cx, cy, radius,
		    pg_ui_with_alpha(GLOW, (strong ? 110 : 60) + 90 * PG_GLOW_LEVEL));
	else if (mark == MARK_TARGET)
		pg_stroke_disc(v->app->renderer, cx, cy, radius,
		               pg_ui_with_alpha(GOLD, 90 + 100 * PG_GLOW_LEVEL));
}

/* A printed tag with a taken seat's number, on its rim away from the
 * table: where, how large, and the size of the number on it. */
typedef struct pl_tag {
	SDL_FPoint at;
	float radius;
	int size;
} pl_tag;

static pl_tag seat_tag(const pl_view *v, const pl_geo *g, int seat)
{
	SDL_FPoint c = g->seat[seat];
	float sr = g->seat_r, a = g->seat_angle[seat];
	float tr = fmaxf((float)pg_px(v->app, 6), sr * 0.36f);
	int size = pg_maxi(potluck_readable_px(v, 8), (int)(tr * 1.35f));
	/* The tag grows round a number kept readable. */
	return (pl_tag){{c.x + sr * 0.86f * cosf(a), c.y + sr * 0.86f * sinf(a)},
	                fmaxf(tr, (float)size * 0.6f), size};
}

static void draw_seat(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player,
                      const potluck_sheet *sh, int seat)
{
	SDL_FPoint c = g->seat[seat];
	float sr = g->seat_r;
	bool big = !g->mini;
	pl_mark mark =
	    big ? potluck_spot_mark(v, seat, hovering(v, HIT_SEAT, seat)) : MARK_NONE;
	bool strong =
	    pg_board_active(&v->board) >= 0 || potluck_real(v)->phase != POTLUCK_PHASE_PLACE;
	draw_glow(v, c.x, c.y, sr * 1.42f, mark, strong || hovering(v, HIT_SEAT, seat));
	int gen = sh->seat[seat], rubbed = 0;
	float shown = gen ? potluck_written(v, player, seat) : 0, left = 0;
	bool rub = potluck_erasing(v, player, seat, &rubbed, &left);
	if (g->mini && gen && shown > 0) {
		pg_stroke_disc(r, c.x, c.y, sr, gen_fill[gen]);
		pg_ui_stroke_circle(r, c.x, c.y, sr, 1, INK);
	} else {
		pg_assets_draw(v->app->assets, "potluck/seat.svg",
		               pg_rect_square_around(c.x, c.y, (int)lroundf(sr * 2)));
	}
	if (big && gen && shown > 0)
		pg_stroke_disc(r, c.x, c.y, sr * 0.72f,
		               pg_ui_with_alpha(gen_fill[gen], 95 * shown));
	if (big && rub && !gen)
		pg_stroke_disc(r, c.x, c.y, sr * 0.72f,
		               pg_ui_with_alpha(gen_fill[rubbed], 95 * left));
	float width = fmaxf(1.5f, sr * 0.2f);
	if (big) {
		char number[4];
		snprintf(number, sizeof number, "%d", potluck_seat_number(seat));
		if (!gen && !rub) {
			pg_text_draw(v->app->text, number, (int)c.x, (int)c.y,
			             pg_maxi(potluck_readable_px(v, 9), (int)(sr * 1.0f)),
			             PG_FONT_BOLD, INK_DIM, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
		} else {
			pl_tag tag = seat_tag(v, g, seat);
			pg_stroke_disc(r, tag.at.x, tag.at.y, tag.radius, PAPER);
			pg_ui_stroke_circle(r, tag.at.x, tag.at.y, tag.radius, 1, INK_DIM);
			pg_text_draw(v->app->text, number, (int)tag.at.x, (int)tag.at.y, tag.size,
			             PG_FONT_BOLD, INK_DIM, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
		}
	}
	if ((big || sr >= 7) && gen && shown > 0)
		write_letter(v, player, seat, gen, c, sr * 1.25f, shown, width, 1, big);
	if ((big || sr >= 7) && rub && left > 0)
		write_letter(v, player, seat, rubbed, c, sr * 1.25f, 1, width, left, false);
	if (mark == MARK_BAD)
		pg_ui_stroke_circle(r, c.x, c.y, sr * 1.1f, (float)pg_maxi(2, pg_px(v->app, 2)),
		                    WARN);
	else if ((mark == MARK_OPEN || mark == MARK_TARGET) && hovering(v, HIT_SEAT, seat))
		pg_ui_stroke_circle(r, c.x, c.y, sr * 1.18f,
		                    (float)pg_maxi(2, pg_px(v->app, 3)),
		                    mark == MARK_OPEN ? pg_ui_rgba(52, 128, 44, 255) : GOLD);
}

static void draw_table(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player,
                       const potluck_sheet *sh, int t, bool best)
{
	SDL_FPoint c = g->table[t];
	float tr = g->table_r[t];
	if (best) {
		float ring = g->ring_r[t] + g->seat_r * 1.35f;
		pg_stroke_disc(r, c.x, c.y, ring,
		               pg_ui_with_alpha(GOLD, 40 + 50 * PG_GLOW_LEVEL));
		pg_ui_stroke_circle(r, c.x, c.y, ring, fmaxf(2, g->u * 0.45f), GOLD);
	}
	pg_assets_draw(v->app->assets, "potluck/table.svg",
	               pg_rect_square_around(c.x, c.y, (int)lroundf(tr * 2)));
	if (g->mini)
		return;
	char letter[2] = {potluck_table_letter(t), '\0'};
	pg_text_draw(v->app->text, letter, (int)c.x, (int)(c.y - tr * 0.45f),
	             pg_maxi(potluck_readable_px(v, 8), (int)(tr * 0.36f)), PG_FONT_BOLD,
	             INK_RED, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	int score = potluck_table_score(sh, t);
	bool over = potluck_real(v)->phase == POTLUCK_PHASE_GAME_OVER;
	if (score > 0) {
		char text[12];
		snprintf(text, sizeof text, "%d", score);
		pg_stroke_text(r, text, c.x, c.y + tr * 0.16f, tr * 0.52f,
		               spot_seed(player, 100 + t, score), 1, fmaxf(1.3f, tr * 0.075f),
		               over ? PENCIL : pg_ui_with_alpha(PENCIL, 150));
	}
}

/* How far a disc reaches down (or up) over the columns of span: past edge,
 * or edge. */
static float reach_past(float edge, SDL_FPoint at, float radius, SDL_Rect span, bool down)
{
	if (at.x + radius <= (float)span.x || at.x - radius >= (float)(span.x + span.w))
		return edge;
	return down ? fmaxf(edge, at.y + radius) : fminf(edge, at.y - radius);
}

/* "Best table" on a gold pill in the gap between the two rows of tables
 * (under a table of the top row, over one of the bottom row), clear of
 * the table's seats and of the tags they may carry. */
static void draw_best_label(pl_view *v, SDL_Renderer *r, const pl_geo *g, int t)
{
	const char *text = _("Best table");
	int size = pg_maxi(potluck_readable_px(v, 9), (int)(g->u * 1.5f));
	int tw = 0, th = 0;
	pg_text_measure(v->app->text, text, size, PG_FONT_BOLD, &tw, &th);
	SDL_FPoint c = g->table[t];
	SDL_Rect pill = {(int)c.x - tw / 2 - pg_px(v->app, 6), 0, tw + pg_px(v->app, 12), th};
	bool top_row = t < POTLUCK_TABLES / 2;
	float edge = c.y;
	int first = potluck_table_first_seat(t);
	for (int seat = first; seat < first + potluck_table_seat_count(t); seat++) {
		pl_tag tag = seat_tag(v, g, seat);
		edge = reach_past(edge, g->seat[seat], g->seat_r, pill, top_row);
		edge = reach_past(edge, tag.at, tag.radius, pill, top_row);
	}
	int gap = pg_px(v->app, 2);
	pill.y = top_row ? (int)ceilf(edge) + gap : (int)floorf(edge) - gap - th;
	pg_ui_fill_rounded(r, pill, th / 2, GOLD);
	pg_text_draw(v->app->text, text, (int)c.x, pill.y + th / 2, size, PG_FONT_BOLD, INK,
	             PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
}

/* A line from (x, y), shrunk to w where it is longer. */
static void label_at(pl_view *v, const pl_geo *g, const char *text, float x, float y, float w,
                     float units, pg_font_style style, SDL_Color colour)
{
	pg_text_draw_fit(v->app->text, text, (int)x, (int)y, (int)w,
	                 potluck_sheet_text(v, g, units), style, colour, PG_ALIGN_LEFT);
}

/* A zone's title, on its glow while the guest in hand may go there. */
static void draw_zone(pl_view *v, SDL_Renderer *r, const pl_geo *g, SDL_FRect zone, int spot,
                      pl_hit hit, const char *title)
{
	if (potluck_spot_mark(v, spot, hovering(v, hit.kind, hit.index)) == MARK_OPEN)
		pg_ui_fill_rounded(r, pg_rect_round(zone), (int)g->u,
		                   pg_ui_with_alpha(GLOW, 50 + 70 * PG_GLOW_LEVEL));
	label_at(v, g, title, zone.x + g->u * 0.8f, zone.y + g->u * 0.3f, zone.w, 1.9f,
	         PG_FONT_BOLD, INK);
}

static void draw_servers(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player,
                         const potluck_sheet *sh)
{
	bool big = !g->mini;
	if (big)
		draw_zone(v, r, g, g->servers_zone, SPOT_SERVER, (pl_hit){HIT_SERVERS, 0},
		          _("Servers"));
	for (int k = 0; k < POTLUCK_SERVERS; k++) {
		SDL_FRect box = g->server[k];
		pg_assets_draw(v->app->assets, "potluck/tray.svg", pg_rect_round(box));
		int gen = sh->server[k];
		float shown = gen ? potluck_written(v, player, SPOT_SERVER + k) : 0;
		SDL_FPoint c = {box.x + box.w / 2, box.y + box.h / 2};
		if (gen && shown > 0 && (big || box.w >= 14))
			write_letter(v, player, SPOT_SERVER + k, gen, c, box.h * 0.42f, shown,
			             fmaxf(1.3f, box.h * 0.06f), 1, big);
		else if (gen && shown > 0)
			pg_stroke_disc(r, c.x, c.y, box.w * 0.25f, gen_fill[gen]);
	}
	SDL_FRect w = g->wild;
	float cx = w.x + w.w / 2, cy = w.y + w.h / 2;
	if (big) {
		pg_text_draw(v->app->text, "\xe2\x86\x92",
		             (int)((g->server[1].x + g->server[1].w + w.x) / 2), (int)cy,
		             potluck_sheet_text(v, g, 2.2f), PG_FONT_BOLD, INK_DIM,
		             PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
		/* "Wild" has the room between the second tray and the lawn chairs. */
		pg_text_draw_fit(v->app->text, _("Wild"), (int)cx, (int)(w.y + w.h + g->u * 0.4f),
		                 (int)(g->u * 10), potluck_sheet_text(v, g, 1.5f), PG_FONT_BOLD,
		                 INK_DIM, PG_ALIGN_CENTER);
		/* The rule under the trays only where it fits on its line; the
		 * servers' note (pointer on them) always says it in full. */
		const char *rule = _("Both full: a wild guest");
		int size = potluck_sheet_text(v, g, 1.35f), rule_w = 0;
		pg_text_measure(v->app->text, rule, size, PG_FONT_REGULAR, &rule_w, NULL);
		if (rule_w <= (int)(g->u * 18))
			label_at(v, g, rule, g->servers_zone.x + g->u * 0.8f,
			         g->server[0].y + g->server[0].h + g->u * 0.5f, g->u * 18,
			         1.35f, PG_FONT_REGULAR, INK_DIM);
	}
	pg_ui_stroke_circle(r, cx, cy, w.w * 0.42f, fmaxf(1, g->u * 0.25f), INK_DIM);
	const potluck_state *s = potluck_real(v);
	bool waiting = s->phase == POTLUCK_PHASE_WILD && s->to_move == player;
	if (waiting && big && !potluck_dragging(v, SRC_WILD)) {
		pg_stroke_disc(r, cx, cy, w.w * 0.62f,
		               pg_ui_with_alpha(GOLD, 70 + 90 * PG_GLOW_LEVEL));
		potluck_draw_token(v, cx, cy, g->seat_r * 1.05f, POTLUCK_GEN_ANY);
	} else if (waiting) {
		pg_stroke_disc(r, cx, cy, w.w * 0.3f, GOLD);
	}
}

static void draw_lawn(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player,
                      const potluck_sheet *sh)
{
	bool big = !g->mini;
	if (big)
		draw_zone(v, r, g, g->lawn_zone, SPOT_LAWN, (pl_hit){HIT_LAWN, -1},
		          _("Lawn chairs"));
	for (int k = 0; k < POTLUCK_LAWN_CHAIRS; k++) {
		SDL_FRect box = g->lawn[k];
		if (big && potluck_spot_mark(v, SPOT_LAWN + k, false) == MARK_TARGET)
			draw_glow(v, box.x + box.w / 2, box.y + box.h / 2, box.w * 0.6f,
			          MARK_TARGET, true);
		const pg_action *pulse = potluck_find_anim(v, A_PULSE, player, SPOT_LAWN + k);
		float scale = 1;
		if (pulse && pulse->lifted)
			scale = 1 + 0.18f * sinf(potluck_anim_progress(v, pulse) * PI_F);
		SDL_FRect drawn = {box.x + box.w * (1 - scale) / 2, box.y + box.h * (1 - scale),
		                   box.w * scale, box.h * scale};
		int tex = (int)lroundf(box.w);
		pg_assets_draw_scaled(v->app->assets, "potluck/lawn_chair.svg", tex, tex, drawn,
		                      255, 0);
		int gen = sh->lawn[k], rubbed = 0;
		float shown = gen ? potluck_written(v, player, SPOT_LAWN + k) : 0, left = 0;
		bool rub = potluck_erasing(v, player, SPOT_LAWN + k, &rubbed, &left);
		SDL_FPoint tag = {box.x + box.w / 2, box.y + box.h * 0.33f};
		float tr = box.w * 0.25f, width = fmaxf(1.3f, tr * 0.15f);
		if (gen && shown > 0) {
			pg_stroke_disc(r, tag.x, tag.y, tr, PAPER);
			if (big || tr >= 6)
				write_letter(v, player, SPOT_LAWN + k, gen, tag, tr * 1.3f,
				             shown, width, 1, big);
			else
				pg_stroke_disc(r, tag.x, tag.y, tr * 0.7f, gen_fill[gen]);
		} else if (rub && left > 0) {
			pg_stroke_disc(r, tag.x, tag.y, tr,
			               pg_ui_with_alpha(PAPER, 255 * left));
			write_letter(v, player, SPOT_LAWN + k, rubbed, tag, tr * 1.3f, 1, width,
			             left, false);
		}
		if (big) {
			char penalty[8];
			snprintf(penalty, sizeof penalty, "\xe2\x88\x92%d",
			         potluck_lawn_penalty(k));
			pg_text_draw(v->app->text, penalty, (int)tag.x,
			             (int)(box.y + box.h + g->u * 0.4f),
			             potluck_sheet_text(v, g, 1.9f), PG_FONT_BOLD, INK_RED,
			             PG_ALIGN_CENTER);
		}
	}
}

/* How the bonus row is marked: 0 none, 1 can be used, 2 asks for a click now, 3 in use. */
static int bonus_state(const pl_view *v, int bonus)
{
	if (potluck_acting_player(v) < 0)
		return 0;
	if (v->bonus == bonus)
		return 3;
	const potluck_state *s = potluck_real(v);
	const potluck_sheet *sh = potluck_sheet_of(s, s->to_move);
	if (s->phase == POTLUCK_PHASE_UNLOCK)
		return (sh->unlocked & (1u << bonus)) ? 0 : 2;
	if (v->choosing_again)
		return potluck_bonus_plays(v, bonus, true) ? 2 : 0;
	if (v->bonus >= 0)
		return 0;
	return potluck_bonus_available(s, bonus, false) ? 1 : 0;
}

static void draw_box_mark(pl_view *v, const pl_geo *g, int player, SDL_FRect box, int which,
                          bool on, char glyph)
{
	SDL_Renderer *r = v->app->renderer;
	pg_ui_fill_rect(r, pg_rect_round(box), PAPER);
	pg_ui_stroke_rounded(r, pg_rect_round(box), 1, pg_maxi(1, (int)(g->u * 0.25f)), INK);
	if (!on)
		return;
	float shown = potluck_written(v, player, SPOT_BONUS + which);
	if (shown <= 0)
		return;
	SDL_FRect inner = {box.x + box.w * 0.1f, box.y + box.h * 0.1f, box.w * 0.8f,
	                   box.h * 0.8f};
	if (glyph == 'v')
		inner = (SDL_FRect){box.x - box.w * 0.05f, box.y - box.h * 0.25f, box.w * 1.15f,
		                    box.h * 1.15f};
	pg_stroke_char(r, glyph, inner, spot_seed(player, SPOT_BONUS + which, glyph), shown,
	               fmaxf(1.2f, box.w * (glyph == 'v' ? 0.14f : 0.1f)), PENCIL, NULL);
}

static void draw_bonuses(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player,
                         const potluck_sheet *sh)
{
	bool big = !g->mini;
	const SDL_Color state_fill[] = {
	    {0, 0, 0, 0},
	    pg_ui_with_alpha(GLOW, 40 + 40 * PG_GLOW_LEVEL),
	    pg_ui_with_alpha(GOLD, 80 + 100 * PG_GLOW_LEVEL),
	    pg_ui_with_alpha(pg_ui_theme.accent, 120),
	};
	if (big) {
		label_at(v, g, _("Doubles bonuses"), g->bonus_zone.x + g->u * 0.4f,
		         g->bonus_zone.y + g->u * 0.5f, g->bonus_zone.w, 1.9f, PG_FONT_BOLD,
		         INK);
		int size = potluck_sheet_text(v, g, 1.2f);
		int y = (int)(g->bonus_open[0].y - g->u * 1.3f) - size;
		/* Each heading within its column, else none (a bonus's note says
		 * which box is which). */
		int column = (int)(g->bonus_used[0].x - g->bonus_open[0].x - g->u * 0.3f);
		int open_w = 0, used_w = 0;
		pg_text_measure(v->app->text, _("open"), size, PG_FONT_REGULAR, &open_w, NULL);
		pg_text_measure(v->app->text, _("used"), size, PG_FONT_REGULAR, &used_w, NULL);
		for (int b = 0; b < (g->tall ? 3 : 1) && pg_maxi(open_w, used_w) <= column; b++) {
			pg_text_draw(v->app->text, _("open"),
			             (int)(g->bonus_open[b].x + g->bonus_open[b].w / 2), y,
			             size, PG_FONT_REGULAR, INK_DIM, PG_ALIGN_CENTER);
			pg_text_draw(v->app->text, _("used"),
			             (int)(g->bonus_used[b].x + g->bonus_used[b].w / 2), y,
			             size, PG_FONT_REGULAR, INK_DIM, PG_ALIGN_CENTER);
		}
	}
	for (int b = 0; b < POTLUCK_BONUSES; b++) {
		SDL_Rect row = pg_rect_round(g->bonus_row[b]);
		int state = big && player == potluck_focus_player(v) ? bonus_state(v, b) : 0;
		if (state)
			pg_ui_fill_rounded(r, row, (int)g->u, state_fill[state]);
		if (big && hovering(v, HIT_BONUS, b))
			pg_ui_stroke_rounded(r, row, (int)g->u, 1, INK_DIM);
		if (big) {
			pg_assets_draw(v->app->assets, bonus_icon[b],
			               pg_rect_round(g->bonus_icon[b]));
			SDL_FRect t = g->bonus_icon[b];
			/* Wrapped on the row's two lines when a name is long. */
			SDL_Rect name = {(int)(t.x + t.w + g->u * 0.8f), row.y,
			                 (int)(g->bonus_open[b].x - t.x - t.w - g->u * 1.2f),
			                 row.h};
			pg_text_draw_box(v->app->text, _(bonus_short[b]), name,
			                 potluck_sheet_text(v, g, 1.75f), PG_FONT_BOLD, INK,
			                 PG_ALIGN_LEFT);
		}
		draw_box_mark(v, g, player, g->bonus_open[b], b * 2, (sh->unlocked >> b) & 1,
		              'v');
		draw_box_mark(v, g, player, g->bonus_used[b], b * 2 + 1, (sh->used >> b) & 1,
		              '#');
	}
}

/* The scoring key, as on the book's sheet. */
static const char *const scoring_lines[] = {
    N_("A table: generations\xc2\xb2"),
    "2 \xe2\x86\x92 4   3 \xe2\x86\x92 9   4 \xe2\x86\x92 16",
    "5 \xe2\x86\x92 25   6 \xe2\x86\x92 36",
    N_("Full table: + its seats"),
};

/* A line of the key as drawn and measured: the sentences translated, the
 * squares as they are (digits and arrows, no sentence to translate). */
static const char *scoring_line(size_t i)
{
	return i == 1 || i == 2 ? scoring_lines[i] : _(scoring_lines[i]);
}

/* The scoring key in box: a title and its lines (none cut: a line too
 * long wraps). Returns the height it takes. */
int potluck_draw_scoring(pl_view *v, SDL_Rect box, int title_size, int size, SDL_Color title,
                         SDL_Color colour, bool draw)
{
	pg_text *t = v->app->text;
	int y = box.y;
	if (draw)
		pg_text_draw(t, _("Scoring"), box.x, y, title_size, PG_FONT_BOLD, title,
		             PG_ALIGN_LEFT);
	y += pg_text_line_height(t, title_size, PG_FONT_BOLD);
	for (size_t i = 0; i < sizeof scoring_lines / sizeof scoring_lines[0]; i++) {
		y += pg_text_draw_wrapped(t, scoring_line(i), box.x, y, box.w, size,
		                          PG_FONT_REGULAR, colour, PG_ALIGN_LEFT, draw);
	}
	return y - box.y;
}

static int help_size(const pl_geo *g)
{
	return pg_maxi(NOTE_PX, (int)(1.42f * g->u));
}

/* Whether the key fits the sheet's own box at a readable size: every line
 * on one line and all of them within its height. */
bool potluck_sheet_help_fits(pl_view *v, const pl_geo *g)
{
	SDL_Rect h = pg_rect_round(g->help_zone);
	int size = help_size(g), title = pg_maxi(size, (int)(1.9f * g->u));
	for (size_t i = 0; i < sizeof scoring_lines / sizeof scoring_lines[0]; i++) {
		int w = 0;
		pg_text_measure(v->app->text, scoring_line(i), size, PG_FONT_REGULAR, &w, NULL);
		if (w > h.w)
			return false;
	}
	int tw = 0;
	pg_text_measure(v->app->text, _("Scoring"), title, PG_FONT_BOLD, &tw, NULL);
	return tw <= h.w && potluck_draw_scoring(v, h, title, size, INK, INK_DIM, false) <= h.h;
}

static void draw_help(pl_view *v, const pl_geo *g)
{
	SDL_Rect h = pg_rect_round(g->help_zone);
	h.y += (int)(g->u * 0.3f);
	int size = help_size(g);
	potluck_draw_scoring(v, h, pg_maxi(size, (int)(1.9f * g->u)), size, INK, INK_DIM, true);
}

static void draw_total(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player,
                       const potluck_sheet *sh)
{
	SDL_FRect s = g->score_zone;
	pg_ui_stroke_rounded(r, pg_rect_round(s), (int)g->u, pg_maxi(1, (int)(g->u * 0.25f)),
	                     INK);
	pg_text_draw(v->app->text, _("Total"), (int)(s.x + s.w / 2), (int)(s.y + g->u * 0.5f),
	             potluck_sheet_text(v, g, 1.9f), PG_FONT_BOLD, INK, PG_ALIGN_CENTER);
	char total[12];
	int score = potluck_sheet_score(sh);
	snprintf(total, sizeof total, "%d", score);
	pg_stroke_text(r, total, s.x + s.w / 2, s.y + s.h * 0.5f, g->u * 5.2f,
	               spot_seed(player, 200, score), 1, fmaxf(1.5f, g->u * 0.6f), PENCIL);
	int lawn = potluck_lawn_total(sh);
	if (lawn < 0) {
		char text[40];
		snprintf(text, sizeof text, _("lawn chairs %d"), lawn);
		/* One line under the total, or two where the box is narrow. */
		SDL_Rect below = {(int)(s.x + g->u * 0.5f), (int)(s.y + s.h - g->u * 4.4f),
		                  (int)(s.w - g->u), (int)(g->u * 4)};
		pg_text_draw_box(v->app->text, text, below, potluck_sheet_text(v, g, 1.3f),
		                 PG_FONT_REGULAR, INK_RED, PG_ALIGN_CENTER);
	}
}

static void draw_header(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player)
{
	SDL_FRect h = g->header;
	int size = potluck_sheet_text(v, g, 2.4f);
	int sw = (int)(g->u * 3);
	SDL_Rect swatch = {(int)h.x, (int)(h.y + h.h / 2) - sw / 2, sw, sw};
	pg_ui_draw_swatch(r, swatch, sw / 2, pg_play_seat_style(v->play, player));
	char name[96];
	const char *seat = pg_play_seat_label(v->play, player);
	bool solo = potluck_real(v)->players == 1;
	if (solo && !strcmp(seat, _("You")))
		snprintf(name, sizeof name, "%s", _("Your sheet"));
	else if (solo)
		snprintf(name, sizeof name, _("%s's sheet"), seat);
	else
		snprintf(name, sizeof name, "%s \xc2\xb7 %s", potluck_player_name(v, player),
		         seat);
	/* The name takes what it needs (up to half), the round the rest. */
	int name_x = swatch.x + sw + (int)g->u, name_w = 0;
	pg_text_measure(v->app->text, name, size, PG_FONT_BOLD, &name_w, NULL);
	name_w = pg_mini(name_w, (int)(h.w * 0.5f));
	pg_text_draw_fit(v->app->text, name, name_x, (int)(h.y + h.h / 2), name_w + 1, size,
	                 PG_FONT_BOLD, INK, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	const potluck_state *s = potluck_real(v);
	char right[96];
	if (s->phase == POTLUCK_PHASE_GAME_OVER)
		snprintf(right, sizeof right, _("Final: %d points"),
		         potluck_sheet_score(potluck_sheet_of(s, player)));
	else if (s->end_triggered & (1u << player))
		snprintf(right, sizeof right, _("Round %d \xc2\xb7 this sheet ends the game"),
		         s->round);
	else if (s->final_round)
		snprintf(right, sizeof right, _("Round %d (final)"), s->round);
	else
		snprintf(right, sizeof right, _("Round %d"), s->round);
	int right_x = name_x + name_w + (int)(g->u * 2);
	SDL_Rect room = {right_x, (int)(h.y - g->u * 0.5f), (int)(h.x + h.w) - right_x,
	                 (int)(h.h + g->u)};
	potluck_text_in_box(v, right, room, potluck_sheet_text(v, g, 1.8f), PG_FONT_BOLD,
	                    s->final_round ? INK_RED : INK_DIM, PG_ALIGN_RIGHT, true);
	/* The game's name on a label across the gingham band. */
	int title = potluck_sheet_text(v, g, 2.3f);
	int tw = 0, th = 0;
	pg_text_measure(v->app->text, _("POTLUCK!"), title, PG_FONT_BOLD, &tw, &th);
	SDL_Rect pill = {g->rect.x + g->rect.w / 2 - tw / 2 - (int)g->u,
	                 g->rect.y + (int)(g->u * 0.5f), tw + (int)(g->u * 2), (int)(g->u * 3)};
	pg_ui_fill_rounded(r, pill, pill.h / 2, PAPER);
	pg_text_draw(v->app->text, _("POTLUCK!"), pill.x + pill.w / 2, pill.y + pill.h / 2,
	             title, PG_FONT_BOLD, INK_RED, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
}

/* The lifted guest on the large sheet, unless it is in hand. */
static void draw_held(pl_view *v)
{
	SDL_FPoint at;
	float radius;
	if (potluck_dragging(v, SRC_HELD) || !potluck_token_spot(v, SRC_HELD, &at, &radius))
		return;
	pg_stroke_disc(v->app->renderer, at.x, at.y, radius * 1.4f,
	               pg_ui_with_alpha(GOLD, 70 + 90 * PG_GLOW_LEVEL));
	potluck_draw_token(v, at.x, at.y, radius, potluck_real(v)->holding);
}

void potluck_draw_sheet(pl_view *v, SDL_Renderer *r, const pl_geo *g, int player)
{
	const potluck_state *s = potluck_real(v);
	const potluck_sheet *sh = potluck_sheet_of(s, player);
	/* The paper is the costliest art of the table: it may come a frame
	 * after the window opens, plain paper standing in. */
	if (!pg_assets_draw_lazy(v->app->assets,
	                         g->tall ? "potluck/paper_tall.svg" : "potluck/paper.svg",
	                         g->rect))
		pg_ui_fill_rounded(r, g->rect, pg_px(v->app, 6),
		                   pg_ui_rgba(244, 236, 218, 255));
	if (!g->mini)
		draw_header(v, r, g, player);
	int best = s->phase == POTLUCK_PHASE_GAME_OVER ? potluck_best_table(sh) : -1;
	for (int t = 0; t < POTLUCK_TABLES; t++)
		draw_table(v, r, g, player, sh, t, t == best && !g->mini);
	for (int seat = 0; seat < POTLUCK_SEATS; seat++)
		draw_seat(v, r, g, player, sh, seat);
	if (best >= 0 && !g->mini)
		draw_best_label(v, r, g, best);
	draw_servers(v, r, g, player, sh);
	draw_lawn(v, r, g, player, sh);
	draw_bonuses(v, r, g, player, sh);
	if (!g->mini) {
		if (g->help_zone.w > 0)
			draw_help(v, g);
		draw_total(v, r, g, player, sh);
		draw_held(v);
	}
}

void potluck_draw_thumbs(pl_view *v, SDL_Renderer *r)
{
	const potluck_state *s = potluck_real(v);
	for (int k = 0; k < v->thumb_count; k++) {
		int p = potluck_thumb_player(v, k);
		if (p < 0)
			continue;
		const pl_geo *g = &v->thumbs[k];
		SDL_Rect box = v->thumb_rect[k];
		bool to_move = s->to_move == p && s->phase != POTLUCK_PHASE_GAME_OVER &&
		               s->phase > POTLUCK_PHASE_ROLL_DIE2;
		if (hovering(v, HIT_THUMB, p) || to_move)
			pg_ui_fill_rounded(
			    r,
			    (SDL_Rect){box.x - pg_px(v->app, 4), box.y - pg_px(v->app, 2),
			               box.w + pg_px(v->app, 8), box.h + pg_px(v->app, 6)},
			    pg_px(v->app, 8),
			    to_move ? pg_ui_with_alpha(pg_ui_theme.accent, 120)
			            : pg_ui_rgba(255, 255, 255, 28));
		int sw = pg_px(v->app, 14), size = pg_px(v->app, 13);
		int label_h = g->rect.y - box.y;
		pg_ui_draw_swatch(r, (SDL_Rect){box.x, box.y + (label_h - sw) / 2, sw, sw},
		                  sw / 2, pg_play_seat_style(v->play, p));
		char label[80], score[16];
		snprintf(label, sizeof label, "%s \xc2\xb7 %s", potluck_player_name(v, p),
		         pg_play_seat_label(v->play, p));
		snprintf(score, sizeof score, "%d",
		         potluck_sheet_score(potluck_sheet_of(s, p)));
		int room = box.w - sw - pg_px(v->app, 46), label_w = 0;
		/* As small as the text module would shrink it (three quarters). */
		pg_text_measure(v->app->text, label, pg_maxi(PG_TEXT_READABLE_PX, size * 3 / 4),
		                PG_FONT_BOLD, &label_w, NULL);
		if (label_w > room) /* the swatch beside it already shows the colour */
			snprintf(label, sizeof label, "%s", pg_play_seat_label(v->play, p));
		pg_text_draw_fit(v->app->text, label, box.x + sw + pg_px(v->app, 6),
		                 box.y + label_h / 2, room, size,
		                 PG_FONT_BOLD, pg_ui_theme.text,
		                 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
		pg_text_draw(v->app->text, score, box.x + box.w, box.y + label_h / 2, size,
		             PG_FONT_BOLD, pg_ui_theme.accent_hover,
		             PG_ALIGN_RIGHT | PG_ALIGN_MIDDLE);
		potluck_draw_sheet(v, r, g, p);
	}
}
