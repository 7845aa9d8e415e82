/*
 * great_potlatch_scene_paint.c: drawing The Great Potlatch table from the
 * timeline's `shown` state. Cards are composed from the art's parts (a
 * frame, then a crest, a totem icon and a valuable in the frame's slots,
 * see assets/README.md), each part turned with the card about the card's
 * centre, so a fanned card stays one picture.
 */
#include <math.h>
#include <stdio.h>

#include "great_potlatch/great_potlatch_scene.h"
#include "pg_i18n.h"
#include "pg_seat_card.h"

/* Our marker colours, in the rules' seat order (red, blue, green, yellow),
 * from the app's one palette (pg_ui.h): each colour has its own pattern,
 * the same in every game. */
const pg_seat_style great_potlatch_seat_styles[GP_MAX_PLAYERS] = {
	PG_SEAT_RED, PG_SEAT_BLUE, PG_SEAT_GREEN, PG_SEAT_YELLOW,
};

#define CARD_W 250.0f
#define CARD_H 350.0f

/* Draws path into the slot (sx, sy, sw, sh in frame units of fw x fh) of
 * a frame drawn at box turned by angle about box's centre. */
static void draw_part(gp_view *v, const char *path, SDL_FRect box, double angle, float fw,
		      float fh, float sx, float sy, float sw, float sh)
{
	float kx = box.w / fw, ky = box.h / fh;
	float dx = (sx + sw / 2 - fw / 2) * kx, dy = (sy + sh / 2 - fh / 2) * ky;
	double rad = angle * M_PI / 180.0;
	float cx = box.x + box.w / 2 + (float)(dx * cos(rad) - dy * sin(rad));
	float cy = box.y + box.h / 2 + (float)(dx * sin(rad) + dy * cos(rad));
	int w = (int)lroundf(sw * kx), h = (int)lroundf(sh * ky);
	if (w < 2 || h < 2)
		return;
	pg_assets_draw_scaled(v->app->assets, path, w, h, pg_frect_around(cx, cy, sw * kx, sh * ky),
			      255, angle);
}

static void draw_whole(gp_view *v, const char *path, SDL_FRect box, double angle, Uint8 alpha)
{
	int w = (int)lroundf(box.w), h = (int)lroundf(box.h);
	if (w < 2 || h < 2)
		return;
	pg_assets_draw_scaled(v->app->assets, path, w, h, box, alpha, angle);
}

static void crest_path(int family, char *buf, size_t size)
{
	snprintf(buf, size, "great_potlatch/crest_%s.svg", gp_family_id(family));
}

void great_potlatch_paint_card(void *scene, int card, bool face_up, SDL_FRect box, double angle)
{
	gp_view *v = scene;
	char path[96];
	if (!face_up || card < 0) {
		bool totem = card == GP_CARD_BACK_TOTEM || card >= GP_CARD_TOTEM;
		draw_whole(v, totem ? "great_potlatch/card_back_totem.svg"
				    : "great_potlatch/card_back.svg",
			   box, angle, 255);
		return;
	}
	if (card >= GP_CARD_TOTEM) {
		int totem = card - GP_CARD_TOTEM;
		draw_whole(v, "great_potlatch/card_totem_pole.svg", box, angle, 255);
		static const float slot_y[3] = {36, 137, 238};
		/* The lowest crest stands at the foot of the pole. */
		for (int i = 0; i < 3; i++) {
			crest_path(gp_totem_family(totem, 2 - i), path, sizeof path);
			draw_part(v, path, box, angle, CARD_W, CARD_H, 75, slot_y[i], 100, 100);
		}
		return;
	}
	draw_whole(v, "great_potlatch/card_potlatch.svg", box, angle, 255);
	crest_path(gp_card_family(card), path, sizeof path);
	draw_part(v, path, box, angle, CARD_W, CARD_H, 67, 19, 116, 116);
	snprintf(path, sizeof path, "great_potlatch/totem_%s.svg", gp_icon_id(gp_card_icon(card)));
	draw_part(v, path, box, angle, CARD_W, CARD_H, 83, 146, 84, 84);
	snprintf(path, sizeof path, "great_potlatch/valuable_%s.svg",
		 gp_valuable_id(gp_card_valuable(card)));
	draw_part(v, path, box, angle, CARD_W, CARD_H, 55, 240, 140, 100);
}

/* A seat's Potlatch marker: the wooden disc tinted with its colour. */
static void draw_marker(gp_view *v, int seat, SDL_FRect box)
{
	int w = (int)lroundf(box.w), h = (int)lroundf(box.h);
	SDL_Texture *tex = pg_assets_svg(v->app->assets, "great_potlatch/marker_potlatch.svg", w, h);
	const pg_seat_style *st = &great_potlatch_seat_styles[seat];
	if (!tex) {
		pg_ui_fill_circle(v->app->renderer, box.x + box.w / 2, box.y + box.h / 2, box.w / 2,
				  st->fill);
		return;
	}
	SDL_SetTextureColorMod(tex, st->fill.r, st->fill.g, st->fill.b);
	SDL_RenderCopyF(v->app->renderer, tex, NULL, &box);
	SDL_SetTextureColorMod(tex, 255, 255, 255);
}

static void label(gp_view *v, const char *text, int x, int y, int size, SDL_Color c, int align)
{
	pg_text_draw(v->app->text, text, x, y, pg_px(v->app, (float)size), PG_FONT_REGULAR, c, align);
}

/* A label shrunk to fit max_w pixels (translations run longer). */
static void label_fit(gp_view *v, const char *text, int x, int y, int max_w, int size,
		      SDL_Color c, int align)
{
	pg_text_draw_fit(v->app->text, text, x, y, max_w, pg_px(v->app, (float)size),
			 PG_FONT_REGULAR, c, align);
}

/* A label fitted into box: one line, smaller, then wrapped on as many
 * lines as the box holds (a longer language needs them). */
static void label_box(gp_view *v, const char *text, SDL_Rect box, int size, SDL_Color c,
		      int align)
{
	pg_text_draw_box(v->app->text, text, box, pg_px(v->app, (float)size), PG_FONT_REGULAR, c,
			 align);
}

/* ---- the middle -------------------------------------------------------------------- */

static void draw_ancestors(gp_view *v, const gp_state *s)
{
	char path[96];
	int held = pg_board_active(&v->board);
	for (int f = 0; f < GP_FAMILIES; f++) {
		SDL_Rect a = v->ancestors[f];
		SDL_FRect box = pg_frect(a);
		pg_ui_shadow(v->app->renderer, a, pg_px(v->app, 6), pg_px(v->app, 4));
		draw_whole(v, "great_potlatch/ancestor.svg", box, 0, 255);
		crest_path(f, path, sizeof path);
		draw_part(v, path, box, 0, 350, 250, 22, 58, 150, 150);
		float k = (float)a.w / 350.0f;
		pg_text_draw_fit(v->app->text, gp_family_name(f), a.x + (int)(175 * k),
				 a.y + (int)(30 * k), (int)(300 * k), pg_px(v->app, 14), PG_FONT_BOLD,
				 pg_ui_rgba(40, 24, 16, 255), PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
		for (int i = 0; i < GP_ICONS; i++) {
			int glow = held >= 0 ? pg_board_zone_glow(&v->board, gp_zone_space(f, i)) : 0;
			if (glow)
				pg_board_draw_glow(v->app, v->spaces[f][i], v->spaces[f][i].h / 2,
						   glow == 2);
			for (int sp = 0; sp < GP_SPACES; sp++)
				if (s->space[f][i][sp])
					draw_marker(v, s->space[f][i][sp] - 1,
						    great_potlatch_space_box(v, f, i, sp));
		}
	}
}

int great_potlatch_discard_top(const gp_view *v, const gp_state *s)
{
	if (v->discard_top >= 0 && (s->discard & (1ull << v->discard_top)))
		return v->discard_top;
	int top = -1;
	for (int c = 0; c < GP_POTLATCH_CARDS; c++)
		if (s->discard & (1ull << c))
			top = c;
	return top;
}

static void draw_piles(gp_view *v, const gp_state *s)
{
	pg_card_pile deck = {.rect = pg_frect(v->deck), .count = s->deck_count, .top = GP_CARD_BACK};
	pg_card_pile_draw(v->app, &deck, great_potlatch_paint_card, v);
	int discards = __builtin_popcountll(s->discard);
	pg_card_pile discard = {.rect = pg_frect(v->discard), .count = discards,
				.top = great_potlatch_discard_top(v, s), .face_up = true};
	int glow = pg_board_zone_glow(&v->board, GP_ZONE_DISCARD);
	if (glow)
		pg_board_draw_glow(v->app, v->discard, pg_px(v->app, 8), glow == 2);
	pg_card_pile_draw(v->app, &discard, great_potlatch_paint_card, v);
	if (pg_play_person_rolls(v->play) && !pg_timeline_running(&v->tl))
		pg_board_draw_glow(v->app, v->deck, pg_px(v->app, 8), true);
	/* The role markers still in the middle, two of each role. */
	char path[64];
	for (int r = 0; r < GP_ROLES; r++) {
		SDL_Rect rr = v->pool_roles[r];
		snprintf(path, sizeof path, "great_potlatch/role_%s.svg", gp_role_id(r));
		int away = pg_board_away(&v->board, GP_PIECE_ROLE + r);
		int left = s->role_left[r] - away;
		for (int k = 0; k < GP_ROLE_MARKERS; k++) {
			SDL_FRect box = {(float)rr.x + (float)k * rr.w * 0.22f, (float)rr.y,
					 (float)rr.w * 0.8f, (float)rr.h * 0.8f};
			draw_whole(v, path, box, 0, k < left ? 255 : 50);
		}
		char count[48];
		snprintf(count, sizeof count, "%s \xC3\x97%d", gp_role_name(r), s->role_left[r]);
		int lx = rr.x + rr.w + pg_px(v->app, 4);
		SDL_Rect box = {lx, rr.y, v->area.x + v->area.w - lx - pg_px(v->app, 4),
				rr.h * 8 / 10};
		label_box(v, count, box, 12, pg_ui_theme.text_dim, PG_ALIGN_LEFT);
	}
}

/* The day track and the phases of the day, the current one lit. */
static void draw_info(gp_view *v, const gp_state *s)
{
	SDL_Rect t = v->day_track;
	draw_whole(v, "great_potlatch/day_track.svg", pg_frect(t), 0, 255);
	float k = (float)t.w / 560.0f;
	char num[8];
	for (int d = 1; d <= GP_DAYS; d++) {
		float cx = (float)t.x + (76 + 58 * (d - 1)) * k, cy = (float)t.y + 42 * k;
		if (d == gp_day(s))
			pg_ui_fill_circle(v->app->renderer, cx, cy, 17 * k, pg_ui_theme.accent);
		snprintf(num, sizeof num, "%d", d);
		pg_text_draw(v->app->text, num, (int)cx, (int)cy, pg_px(v->app, 13), PG_FONT_BOLD,
			     pg_ui_rgba(40, 24, 16, 255), PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	}
	static const char *const names[] = {N_("Gathering"), N_("Daytime"), N_("Potlatch"),
					    N_("Nighttime"), N_("The Stick"), N_("Sunrise")};
	int phase = gp_get_phase(s), lit = -1;
	if (phase == GP_PHASE_GATHERING)
		lit = 0;
	else if (phase == GP_PHASE_DAY_DRAW || phase == GP_PHASE_DAY_ACTION)
		lit = 1;
	else if (phase == GP_PHASE_POTLATCH)
		lit = 2;
	else if (phase == GP_PHASE_NIGHT_DRAW)
		lit = 3;
	else if (phase == GP_PHASE_PASSING)
		lit = 4;
	else if (phase == GP_PHASE_SUNRISE)
		lit = 5;
	SDL_Rect p = v->phases;
	int w = p.w / 6, gap = pg_px(v->app, 4);
	for (int i = 0; i < 6; i++) {
		SDL_Rect chip = {p.x + i * w, p.y + pg_px(v->app, 5), w - gap, p.h - pg_px(v->app, 10)};
		pg_ui_fill_rounded(v->app->renderer, chip, chip.h / 2,
				   i == lit ? pg_ui_theme.accent : pg_ui_rgba(50, 33, 24, 255));
		/* Two lines in the chip when one would cut the phase's name. */
		pg_text_draw_box(v->app->text, _(names[i]), pg_rect_inset(chip, pg_px(v->app, 4), 1),
				 pg_px(v->app, 13), i == lit ? PG_FONT_BOLD : PG_FONT_REGULAR,
				 i == lit ? pg_ui_theme.accent_text : pg_ui_theme.text_dim,
				 PG_ALIGN_CENTER);
	}
}

/* ---- the seats ---------------------------------------------------------------------- */

static void draw_row_caption(gp_view *v, SDL_Rect r, const char *title)
{
	int caption = great_potlatch_caption_height(v, title, r.w);
	label_box(v, title, (SDL_Rect){r.x, r.y, r.w, caption}, 11, pg_ui_theme.text_dim,
		  PG_ALIGN_LEFT);
}

static void draw_row_of_cards(gp_view *v, SDL_Rect r, const int *cards, int n, bool face_up,
			      float w, float h, const char *title)
{
	draw_row_caption(v, r, title);
	SDL_FRect boxes[PG_HAND_MAX];
	n = great_potlatch_row_boxes(v, r, pg_mini(n, PG_HAND_MAX), w, h, title, boxes);
	for (int i = 0; i < n; i++)
		great_potlatch_paint_card(v, cards[i], face_up, boxes[i], 0);
}

/* Another seat's hand, face down: a short stack of backs (at most six,
 * Totem Pole backs last) with the count in figures on it, so a hand of
 * ten or more stays countable on a small panel instead of shrinking to a
 * row of slivers. */
static void draw_hidden_hand(gp_view *v, SDL_Rect r, int potlatch, int totems, float w, float h,
			     const char *title)
{
	label_fit(v, title, r.x, r.y + pg_px(v->app, 7), r.w, 11, pg_ui_theme.text_dim,
		  PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	float top = (float)r.y + (float)pg_px(v->app, 15);
	if (h > (float)(r.y + r.h) - top) {
		h = (float)(r.y + r.h) - top;
		w = h * 5 / 7;
	}
	int n = potlatch + totems;
	if (n <= 0 || h < 4)
		return;
	enum { STACK = 6 };
	int show_totems = n <= STACK ? totems : pg_mini(totems, 2);
	int show = pg_mini(n, STACK), show_potlatch = show - show_totems;
	float step = show > 1 ? fminf(w * 0.32f, ((float)r.w - w) / (float)(show - 1)) : 0;
	for (int i = 0; i < show; i++)
		great_potlatch_paint_card(v, i < show_potlatch ? GP_CARD_BACK : GP_CARD_BACK_TOTEM,
					  false, (SDL_FRect){(float)r.x + step * (float)i, top, w, h}, 0);
	/* The count on the top card. */
	char count[12];
	snprintf(count, sizeof count, "%d", n);
	float cx = (float)r.x + step * (float)(show - 1) + w / 2, cy = top + h / 2;
	float radius = fminf(w * 0.45f, (float)pg_px(v->app, 14));
	pg_ui_fill_circle(v->app->renderer, cx, cy, radius, pg_ui_rgba(20, 12, 8, 225));
	pg_text_draw_fit(v->app->text, count, (int)cx, (int)cy, (int)(radius * 2),
			 pg_px(v->app, 15), PG_FONT_BOLD, pg_ui_theme.text,
			 PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
}

static int totems_of(uint32_t set, int *out)
{
	int n = 0;
	for (int t = 0; t < GP_TOTEM_CARDS; t++)
		if (set & (1u << t))
			out[n++] = GP_CARD_TOTEM + t;
	return n;
}

static int cards_of(uint64_t set, int *out)
{
	int n = 0;
	for (int c = 0; c < GP_POTLATCH_CARDS; c++)
		if (set & (1ull << c))
			out[n++] = c;
	return n;
}

static void draw_tokens(gp_view *v, const gp_state *s, const gp_panel *p, int seat)
{
	float d = (float)p->markers.h;
	for (int i = 0; i < s->markers[seat]; i++)
		draw_marker(v, seat, (SDL_FRect){(float)p->markers.x + i * d * 1.1f, (float)p->markers.y,
						 d, d});
	if (!s->markers[seat])
		label_fit(v, _("no markers left"), p->markers.x, p->markers.y + p->markers.h / 2,
			  p->markers.w, 11, pg_ui_theme.text_dim, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	float b = (float)p->bad.h;
	float x = (float)p->bad.x;
	char text[24];
	const char *kinds[2] = {"great_potlatch/reputation_grey.svg",
				"great_potlatch/reputation_black.svg"};
	int counts[2] = {s->greys[seat], s->blacks[seat]};
	for (int k = 0; k < 2; k++) {
		draw_whole(v, kinds[k], (SDL_FRect){x, (float)p->bad.y, b, b}, 0, counts[k] ? 255 : 70);
		snprintf(text, sizeof text, "\xC3\x97%d", counts[k]);
		label(v, text, (int)(x + b + 3), p->bad.y + p->bad.h / 2, 12, pg_ui_theme.text,
		      PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
		x += b * 2.6f;
	}
}

static void draw_role_token(gp_view *v, const gp_state *s, SDL_Rect r, int seat, bool spot)
{
	char path[64];
	int role = s->role[seat];
	if (role < GP_ROLES) {
		snprintf(path, sizeof path, "great_potlatch/role_%s.svg", gp_role_id(role));
		draw_whole(v, path, pg_frect(r), 0, 255);
		return;
	}
	pg_ui_stroke_circle(v->app->renderer, (float)pg_rect_cx(r), (float)pg_rect_cy(r),
			    (float)r.w / 2 - 1, 1.5f, pg_ui_theme.text_dim);
	if (spot)
		label_box(v, _("role"), pg_rect_inset(r, pg_px(v->app, 2), r.h / 6), 11,
			  pg_ui_theme.text_dim, PG_ALIGN_CENTER);
}

static void draw_plate(gp_view *v, const gp_state *s, const gp_panel *p, int seat)
{
	char name[64], value[40];
	const pg_seat_style *st = pg_play_seat_style(v->play, seat);
	snprintf(name, sizeof name, "%s \xC2\xB7 %s", _(st->name), pg_play_seat_label(v->play, seat));
	snprintf(value, sizeof value, _("%d pts"), gp_score(s, seat));
	pg_seat_card card = {.style = st, .name = "", .value = value, .pulse = 1,
			     .turn = gp_turn(s) == seat && gp_get_phase(s) != GP_PHASE_OVER};
	pg_seat_card_draw(v->app, p->plate, &card);
	/* The name where the kit's plate puts it (after the swatch, before
	 * the value), but on two lines when one would cut it: the own plate
	 * is narrow and "Red · Person" runs long in other languages. */
	bool speaker = gp_speaker(s) == seat;
	gp_plate_parts parts = great_potlatch_plate_parts(v, p, name, value, speaker);
	pg_text_draw_box(v->app->text, name, parts.name, pg_px(v->app, 15), PG_FONT_BOLD,
			 pg_ui_theme.text, PG_ALIGN_LEFT);
	if (!speaker)
		return;
	if (seat != v->bottom) {
		/* The Speaking Stick lies across the top of the Speaker's plate. */
		draw_whole(v, "great_potlatch/speaking_stick.svg", pg_frect(parts.stick), 0, 255);
		if (parts.word.w > 0)
			label_fit(v, _("Speaker"), parts.word.x + parts.word.w, pg_rect_cy(parts.word),
				  parts.word.w, 11, pg_ui_theme.text, PG_ALIGN_RIGHT | PG_ALIGN_MIDDLE);
		return;
	}
	/* The viewer's own row has room under the role spot: the stick
	 * first, its word after it to the plate's width. */
	int sw = pg_px(v->app, 88), sh = sw / 4, gap = pg_px(v->app, 4);
	SDL_Rect stick = {p->role.x, p->role.y + p->role.h + pg_px(v->app, 6), sw, sh};
	draw_whole(v, "great_potlatch/speaking_stick.svg", pg_frect(stick), 0, 255);
	int lx = stick.x + sw + gap;
	label_fit(v, _("Speaker"), lx, stick.y + sh / 2, p->plate.x + p->plate.w - lx, 11,
		  pg_ui_theme.text, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
}

static void draw_other(gp_view *v, const gp_state *s, const gp_panel *p)
{
	int seat = p->seat;
	pg_ui_fill_rounded(v->app->renderer, p->rect, pg_px(v->app, 10), pg_ui_rgba(44, 28, 20, 220));
	draw_plate(v, s, p, seat);
	draw_role_token(v, s, p->role, seat, false);
	/* The hand, face down whatever the state holds: its size is public. */
	draw_hidden_hand(v, p->hand, s->hand_potlatch[seat], s->hand_totem[seat], p->mini_w,
			 p->mini_h, _("In hand"));
	draw_tokens(v, s, p, seat);
	int cards[PG_HAND_MAX];
	int poles = totems_of(s->poles[seat], cards);
	draw_row_of_cards(v, p->poles, cards, poles, true, p->mini_w, p->mini_h,
			  _(great_potlatch_other_rows[0]));
	int rituals = totems_of(s->rituals[seat], cards);
	draw_row_of_cards(v, p->rituals, cards, rituals, false, p->mini_w, p->mini_h,
			  _(great_potlatch_other_rows[1]));
	int gifts = cards_of(s->gift[seat], cards);
	draw_row_of_cards(v, p->gifts, cards, gifts, true, p->mini_w, p->mini_h,
			  great_potlatch_gift_caption(s, seat));
}

const char *great_potlatch_gift_caption(const gp_state *s, int seat)
{
	/* The gift stays on show until the Stick passes: named while it is
	 * there (beside the Rituals it would pass for theirs). In the
	 * Potlatch every seat but the Speaker gives: the Speaker's row was
	 * named 'Gift' too, a gift that never came. */
	bool gives = gp_get_phase(s) == GP_PHASE_POTLATCH && gp_speaker(s) != seat;
	return s->gift[seat] || gives ? _(great_potlatch_other_rows[2]) : "";
}

static void zone_frame(gp_view *v, SDL_Rect r, int zone, bool also_lit)
{
	int glow = pg_board_zone_glow(&v->board, zone);
	if (glow || also_lit)
		pg_board_draw_glow(v->app, r, pg_px(v->app, 8), glow == 2 || pg_board_over(&v->board, zone));
	else
		pg_ui_stroke_rounded(v->app->renderer, r, pg_px(v->app, 8), 1,
				     pg_ui_with_alpha(pg_ui_theme.panel_edge, 120));
}

/* Would the piece in hand build a Ritual on the ritual row? */
static bool ritual_row_lit(gp_view *v, const gp_state *s)
{
	int held = pg_board_active(&v->board);
	if (held < GP_PIECE_CARD || gp_get_phase(s) != GP_PHASE_DAY_ACTION ||
	    pg_play_input_seat(v->play) != v->bottom)
		return false;
	static pg_move legal[PG_MAX_MOVES];
	gp_board_ask ask = great_potlatch_ask(v, legal, PG_MAX_MOVES);
	pg_move staged;
	return gp_board_stage(&ask, held, GP_ZONE_RITUAL, &staged);
}

static void draw_own(gp_view *v, const gp_state *s, const gp_panel *p)
{
	int seat = p->seat;
	pg_ui_fill_rounded(v->app->renderer, p->rect, pg_px(v->app, 12), pg_ui_rgba(52, 34, 24, 235));
	draw_plate(v, s, p, seat);
	int glow = pg_board_zone_glow(&v->board, GP_ZONE_ROLE);
	if (glow)
		pg_board_draw_glow(v->app, p->role, p->role.w / 2, glow == 2);
	draw_role_token(v, s, p->role, seat, true);
	draw_tokens(v, s, p, seat);
	int cards[PG_HAND_MAX];
	zone_frame(v, p->poles, GP_ZONE_POLES, false);
	int poles = totems_of(s->poles[seat], cards);
	SDL_Rect in = great_potlatch_own_row_inside(v, p->poles);
	draw_row_of_cards(v, in, cards, poles, true, p->mini_w, p->mini_h,
			  _("Totem Poles (5 each)"));
	zone_frame(v, p->rituals, GP_ZONE_RITUAL, ritual_row_lit(v, s));
	in = great_potlatch_own_row_inside(v, p->rituals);
	int totem, staged[3];
	if (gp_ritual_cards(v->staged, &totem, staged)) {
		int set[4] = {GP_CARD_TOTEM + totem, staged[0], staged[1], staged[2]};
		draw_row_caption(v, in, _(great_potlatch_staged_title));
		SDL_FRect boxes[4];
		int n = great_potlatch_staged_boxes(v, boxes);
		for (int i = 0; i < n; i++)
			great_potlatch_paint_card(v, set[i], true, boxes[i], 0);
	} else {
		int rituals = totems_of(s->rituals[seat], cards);
		draw_row_of_cards(v, in, cards, rituals, false, p->mini_w, p->mini_h,
				  _("Rituals (face down)"));
	}
	zone_frame(v, p->gifts, GP_ZONE_GIFT, false);
	in = great_potlatch_own_row_inside(v, p->gifts);
	int gifts = cards_of(s->gift[seat], cards);
	draw_row_of_cards(v, in, cards, gifts, true, p->mini_w, p->mini_h,
			  _("Gift row (Potlatch)"));
	pg_button_draw(v->app, &v->ritual_button);
	pg_button_draw(v->app, &v->done_button);
}

/* ---- pieces in the air -------------------------------------------------------------- */

static void draw_piece(gp_view *v, int piece, SDL_FRect box)
{
	char path[64];
	if (piece < GP_PIECE_CARD) {
		snprintf(path, sizeof path, "great_potlatch/role_%s.svg", gp_role_id(piece));
		draw_whole(v, path, box, 0, 255);
	} else if (piece < GP_PIECE_TOTEM) {
		great_potlatch_paint_card(v, piece - GP_PIECE_CARD, true, box, 0);
	} else {
		great_potlatch_paint_card(v, GP_CARD_TOTEM + piece - GP_PIECE_TOTEM, true, box, 0);
	}
}

SDL_FRect great_potlatch_piece_box(const gp_view *v, int piece, float cx, float cy)
{
	if (piece < GP_PIECE_CARD)
		return pg_frect_around(cx, cy, (float)v->pool_roles[0].w * 0.8f,
				       (float)v->pool_roles[0].h * 0.8f);
	return pg_frect_around(cx, cy, v->card_w, v->card_h);
}

static void draw_moving(gp_view *v)
{
	for (int i = 0; i < v->tl.count; i++) {
		const pg_action *a = &v->tl.actions[i];
		/* A caption runs on the clock like a flight but carries nothing
		 * (draw_caption writes its words). */
		if (!pg_timeline_flying(a) || a->kind == GP_ACT_NOTE)
			continue;
		SDL_FRect box = great_potlatch_flight(v, a);
		if (a->kind == GP_ACT_FLY_ROLE)
			draw_piece(v, GP_PIECE_ROLE + a->b, box);
		else if (a->kind == GP_ACT_FLY_MARKER)
			draw_marker(v, a->seat, pg_frect_around(box.x + box.w / 2, box.y + box.h / 2,
								(float)pg_px(v->app, 26),
								(float)pg_px(v->app, 26)));
		else
			great_potlatch_paint_card(v, a->d, a->d >= 0, box, 0);
	}
	float x, y, progress;
	int piece;
	if (pg_board_held_centre(&v->board, &x, &y))
		draw_piece(v, v->board.held, great_potlatch_piece_box(v, v->board.held, x, y));
	if (pg_board_snap_centre(&v->board, &piece, &x, &y, &progress))
		draw_piece(v, piece, great_potlatch_piece_box(v, piece, x, y));
	if (pg_board_dropped_centre(&v->board, &piece, &x, &y))
		draw_piece(v, piece, great_potlatch_piece_box(v, piece, x, y));
}

static void draw_caption(gp_view *v)
{
	const char *caption = pg_timeline_caption_now(&v->tl);
	if (!caption || !pg_timeline_running(&v->tl))
		return;
	int size = pg_px(v->app, 17), w = 0, h = 0;
	pg_text_measure(v->app->text, caption, size, PG_FONT_BOLD, &w, &h);
	SDL_Rect mid = v->info;
	SDL_Rect box = {pg_rect_cx(mid) - w / 2 - pg_px(v->app, 16), v->ancestors[0].y - pg_px(v->app, 2),
			w + pg_px(v->app, 32), h + pg_px(v->app, 14)};
	pg_ui_fill_rounded(v->app->renderer, box, box.h / 2, pg_ui_rgba(20, 12, 8, 230));
	pg_text_draw(v->app->text, caption, pg_rect_cx(box), pg_rect_cy(box), size, PG_FONT_BOLD,
		     pg_ui_theme.text, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
}

void great_potlatch_paint(gp_view *v, SDL_Renderer *r)
{
	(void)r;
	const gp_state *s = great_potlatch_shown(v);
	draw_info(v, s);
	draw_ancestors(v, s);
	draw_piles(v, s);
	for (int p = 0; p < gp_players(s); p++)
		if (v->panels[p].seat >= 0 && p != v->bottom)
			draw_other(v, s, &v->panels[p]);
	draw_own(v, s, &v->panels[v->bottom]);
	/* The held card is drawn in the air, not in the fan. */
	int skip = -1;
	int active = v->board.held >= 0 ? v->board.held : v->board.dropped;
	for (int i = 0; i < v->hand.count && active >= GP_PIECE_CARD; i++) {
		int card = v->hand.cards[i];
		int piece = card >= GP_CARD_TOTEM ? GP_PIECE_TOTEM + card - GP_CARD_TOTEM
						  : GP_PIECE_CARD + card;
		if (piece == active)
			skip = i;
	}
	if (v->hand.count == 0 && pg_play_viewer(v->play) != v->bottom) {
		int n = gp_hand_size(s, v->bottom);
		char text[64];
		snprintf(text, sizeof text, P_("%d card, face down", "%d cards, face down", n), n);
		label(v, text, pg_rect_cx(v->hand_area), pg_rect_cy(v->hand_area), 15,
		      pg_ui_theme.text_dim, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	}
	pg_card_hand_draw(&v->hand, great_potlatch_paint_card, v, skip);
	draw_moving(v);
	draw_caption(v);
	pg_board_draw_overlay(&v->board, v->app->renderer);
	pg_tooltip_draw(v->app, &v->tip);
}
