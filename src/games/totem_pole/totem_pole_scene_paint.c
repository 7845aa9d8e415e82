/*
 * totem_pole_scene_paint.c: drawing the Totem Pole table (see
 * totem_pole_scene.h): the table, the pole with the glow and ghost of a
 * pyramid that may go on, the seats' panels with hands and trays, the die
 * box, the caption, and the pyramids in flight or in a person's hand.
 */
#include <math.h>
#include <stdio.h>

#include "totem_pole/totem_pole_scene.h"
#include "pg_i18n.h"

static const char size_letters[TP_SIZES] = {'s', 'm', 'l'};
/* The die's faces as its label says them; the first three name the sizes too. */
static const char *const face_titles[TP_FACES] = {
    N_("Small"),
    N_("Medium"),
    N_("Large"),
    N_("Small or medium (double)"),
    N_("Medium or large (double)"),
    N_("Small or large (double)"),
};
/* clang-format off */
static const char *const die_files[TP_FACES] = {
	"totem_pole/die_s.svg",  "totem_pole/die_m.svg",  "totem_pole/die_l.svg",
	"totem_pole/die_sm.svg", "totem_pole/die_ml.svg", "totem_pole/die_sl.svg",
};
/* The seats' colours and patterns are the app's one palette (pg_ui.h),
 * whose shades and patterns follow this game's pyramid art. The table
 * here is kept compact, out of clang-format's reach. */
const pg_seat_style totem_pole_seat_styles[TP_MAX_PLAYERS] = {
	PG_SEAT_RED, PG_SEAT_BLUE, PG_SEAT_GREEN, PG_SEAT_YELLOW,
};
/* clang-format on */
/* The grey dummy's shade, for its pyramids drawn without their art. */
static const SDL_Color dummy_fill = {152, 147, 140, 255};

/* Draws a pyramid's art (rendered at tex_h high) into box. */
static void draw_pyramid(tp_view *v, int colour, int size, SDL_FRect box, int tex_h,
                         Uint8 alpha)
{
	char path[64];
	snprintf(path, sizeof path, "totem_pole/pyramid_%s_%c.svg", tp_colour_name(colour),
	         size_letters[size]);
	int tex_w = pg_maxi(1, (int)lroundf((float)tex_h * totem_pole_art_aspect));
	if (pg_assets_draw_scaled(v->app->assets, path, tex_w, tex_h, box, alpha, 0))
		return;
	/* The art is missing: a flat triangle keeps the game playable. */
	const tp_shape *s = &totem_pole_art_shapes[size];
	SDL_Color fill = colour == TP_GREY ? dummy_fill : totem_pole_seat_styles[colour].fill;
	SDL_Color c = pg_ui_with_alpha(fill, alpha);
	SDL_Vertex tri[3] = {
	    {{box.x + box.w * s->left, box.y + box.h * s->bottom}, c, {0, 0}},
	    {{box.x + box.w * s->right, box.y + box.h * s->bottom}, c, {0, 0}},
	    {{box.x + box.w * (s->left + s->right) / 2, box.y + box.h * s->top}, c, {0, 0}},
	};
	SDL_RenderGeometry(v->app->renderer, NULL, tri, 3, NULL, 0);
}

/* ---- drawing ------------------------------------------------------------------------ */

/* The table top: warm wood with a quiet grain. */
static void draw_table(tp_view *v, SDL_Renderer *r)
{
	SDL_Rect t = v->table;
	int radius = pg_px(v->app, 16);
	pg_ui_shadow(r, t, radius, pg_px(v->app, 6));
	pg_ui_fill_rounded(r, t, radius, pg_ui_rgba(112, 74, 46, 255));
	SDL_Rect inner = {t.x + pg_px(v->app, 4), t.y + pg_px(v->app, 4),
	                  t.w - pg_px(v->app, 8), t.h - pg_px(v->app, 8)};
	pg_ui_fill_rounded(r, inner, radius - pg_px(v->app, 3), pg_ui_rgba(128, 86, 54, 255));
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
	int lines = inner.h / pg_maxi(1, pg_px(v->app, 9));
	for (int i = 1; i < lines; i++) {
		unsigned h = (unsigned)i * 2654435761u;
		float y0 = (float)inner.y + (float)i * (float)inner.h / (float)lines;
		float amp = (float)pg_px(v->app, 3) * (float)((h >> 8) % 5) / 4.0f;
		float phase = (float)((h >> 4) % 628) / 100.0f;
		Uint8 alpha = (Uint8)(10 + (h >> 12) % 14);
		SDL_SetRenderDrawColor(r, (h & 1) ? 80 : 150, (h & 1) ? 50 : 102,
		                       (h & 1) ? 30 : 66, alpha);
		float x_prev = (float)inner.x + (float)radius, y_prev = y0;
		int segments = 12;
		for (int k = 1; k <= segments; k++) {
			float x = (float)inner.x + (float)radius +
			          (float)(inner.w - 2 * radius) * (float)k / (float)segments;
			float y = y0 + amp * sinf(phase + (float)k * 0.7f);
			SDL_RenderDrawLineF(r, x_prev, y_prev, x, y);
			x_prev = x;
			y_prev = y;
		}
	}
}

/* The caption's text wrapped in a pill with a margin, centred in the
 * caption's area. Three lines of a longer language are taller than the
 * area at the usual size: the text is drawn smaller (down to three
 * quarters, never below readable) until it fits, so the pill does not
 * poke out over the table's edge and the pole. */
SDL_Rect totem_pole_caption_pill(tp_view *v, const char *text, int *size, int *text_y)
{
	SDL_Rect c = v->caption_rect;
	int margins = pg_px(v->app, 12), width = c.w - pg_px(v->app, 20);
	int largest = pg_px(v->app, 15);
	int smallest = pg_maxi(PG_TEXT_READABLE_PX, largest * 3 / 4);
	int h = 0;
	for (*size = largest;; (*size)--) {
		h = pg_text_draw_wrapped(v->app->text, text, 0, 0, width, *size, PG_FONT_BOLD,
		                         pg_ui_theme.text, PG_ALIGN_CENTER, false);
		if (h + margins <= c.h || *size <= smallest)
			break;
	}
	bool fits = h + margins <= c.h;
	int pill_h = fits ? h + margins : c.h;
	SDL_Rect pill = {c.x, c.y + (c.h - pill_h) / 2, c.w, pill_h};
	*text_y = pill.y + (fits ? pg_px(v->app, 6) : (pill_h - h) / 2);
	return pill;
}

static void draw_caption(tp_view *v, SDL_Renderer *r)
{
	const char *text = pg_timeline_caption_now(&v->tl);
	SDL_Rect c = v->caption_rect;
	if (text) {
		int size, text_y;
		SDL_Rect pill = totem_pole_caption_pill(v, text, &size, &text_y);
		pg_ui_fill_rounded(r, pill, pg_px(v->app, 10), pg_ui_rgba(46, 30, 20, 215));
		pg_ui_stroke_rounded(r, pill, pg_px(v->app, 10), pg_px(v->app, 1),
		                     pg_ui_theme.accent);
		pg_text_draw_wrapped(v->app->text, text, c.x + pg_px(v->app, 10), text_y,
		                     c.w - pg_px(v->app, 20), size, PG_FONT_BOLD,
		                     pg_ui_theme.text, PG_ALIGN_CENTER, true);
		return;
	}
	char count[64];
	int n = tp_pole_height(totem_pole_shown(v));
	snprintf(count, sizeof count, P_("%d pyramid", "%d pyramids", n), n);
	bool over = tp_get_phase(totem_pole_shown(v)) == TP_PHASE_OVER;
	int y = c.y + c.h / 2;
	pg_text_draw(v->app->text, over ? _("The pole is down") : _("Totem pole"), c.x + c.w / 2,
	             y - pg_px(v->app, 10), pg_px(v->app, 17), PG_FONT_BOLD, pg_ui_theme.text,
	             PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	pg_text_draw(v->app->text, over ? _("The scores are final") : count, c.x + c.w / 2,
	             y + pg_px(v->app, 11), pg_px(v->app, 13), PG_FONT_REGULAR,
	             pg_ui_theme.text_dim, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
}

/* The pole: base, the pyramids on it, and while a legal pyramid is
 * dragged a glow and a ghost where it would land. */
static void draw_pole(tp_view *v, SDL_Renderer *r)
{
	int box_h = totem_pole_pole_box_h(v);
	SDL_Rect b = v->base_rect;
	int active = pg_board_active(&v->board);
	int glow = pg_board_zone_glow(&v->board, TOTEM_POLE_ZONE_POLE);
	pg_move ghost = glow ? pg_board_zone_move(&v->board, TOTEM_POLE_ZONE_POLE) : PG_NO_MOVE;
	if (glow) {
		SDL_Rect z = v->pole_zone;
		SDL_Rect rect = {z.x + pg_px(v->app, 6), z.y, z.w - pg_px(v->app, 12),
		                 z.h - pg_px(v->app, 2)};
		pg_board_draw_glow(v->app, rect, pg_px(v->app, 14), glow == 2);
	}
	if (!pg_assets_draw(v->app->assets, "totem_pole/pole_base.svg", b))
		pg_ui_fill_rounded(r, b, pg_px(v->app, 6), pg_ui_rgba(86, 56, 34, 255));
	int n = tp_pole_height(totem_pole_shown(v));
	if (n > 0 && v->coup_button.hovered && !v->coup_button.hidden &&
	    !v->coup_button.disabled) {
		/* Counting coup would take this one. */
		int top_size = tp_pole_size(totem_pole_shown(v), n - 1);
		SDL_FRect top = totem_pole_pole_box(v, n - 1, top_size, box_h);
		const tp_shape *sh = &totem_pole_art_shapes[top_size];
		float cy = top.y + top.h * (sh->top + sh->bottom) / 2;
		pg_ui_fill_circle(r, top.x + top.w / 2, cy, top.h * 0.5f,
		                  pg_ui_with_alpha(pg_ui_theme.accent_hover,
		                                   (Uint8)(70 + 60 * PG_GLOW_LEVEL)));
	}
	for (int i = 0; i < n; i++) {
		int size = tp_pole_size(totem_pole_shown(v), i);
		draw_pyramid(v, tp_pole_colour(totem_pole_shown(v), i), size,
		             totem_pole_pole_box(v, i, size, box_h), box_h, 255);
	}
	if (ghost != PG_NO_MOVE) {
		/* The dragged pyramid, and on a double the other one on top. */
		int own_colour = tp_seat_colour(pg_play_input_seat(v->play));
		int own = tp_move_own_size(ghost), dummy = tp_move_dummy_size(ghost);
		int held_colour = totem_pole_piece_colour(active);
		int held_size = totem_pole_piece_size(active);
		draw_pyramid(v, held_colour, held_size,
		             totem_pole_pole_box(v, n, held_size, box_h), box_h, 120);
		if (own >= 0 && dummy >= 0) {
			int colour = held_colour == TP_GREY ? own_colour : TP_GREY;
			int size = held_colour == TP_GREY ? own : dummy;
			draw_pyramid(v, colour, size,
			             totem_pole_pole_box(v, n + 1, size, box_h), box_h, 80);
		}
	}
}

static void draw_header(tp_view *v, int taker, const tp_panel *p)
{
	SDL_Rect h = p->header;
	int icon_h = h.h;
	SDL_FRect icon = totem_pole_standing_box(
	    TP_LARGE, (float)h.x + totem_pole_shape_width(TP_LARGE) * icon_h / 2,
	    (float)(h.y + h.h), (float)icon_h);
	draw_pyramid(v, taker, TP_LARGE, icon, icon_h, 255);
	const tp_shape *large = &totem_pole_art_shapes[TP_LARGE];
	int x = (int)(icon.x + icon.w * large->right) + pg_px(v->app, 8);
	/* The dummy has a plain note where a seat has its score. */
	bool dummy = taker == TP_GREY;
	char name[96], score[32];
	const char *value = score;
	if (dummy) {
		snprintf(name, sizeof name, "%s", _("Dummy (grey)"));
		value = _("scores nothing");
	} else {
		snprintf(name, sizeof name, "%s \xc2\xb7 %s", totem_pole_taker_name(v, taker),
		         pg_play_seat_label(v->play, taker));
		snprintf(score, sizeof score, _("%d pts"), tp_score(totem_pole_shown(v), taker));
	}
	int score_w = pg_text_draw(
	    v->app->text, value, h.x + h.w, h.y + h.h / 2, pg_px(v->app, dummy ? 12 : 17),
	    dummy ? PG_FONT_REGULAR : PG_FONT_BOLD,
	    dummy ? pg_ui_theme.text_dim : pg_ui_theme.text, PG_ALIGN_RIGHT | PG_ALIGN_MIDDLE);
	/* A long name (a long colour, "Normal AI" in a longer language) takes
	 * two lines of the header rather than losing its end. */
	SDL_Rect room = {x, h.y, h.x + h.w - score_w - pg_px(v->app, 10) - x, h.h};
	pg_text_draw_box(v->app->text, name, room, pg_px(v->app, 16), PG_FONT_BOLD,
	                 pg_ui_theme.text, PG_ALIGN_LEFT);
}

static void draw_hand(tp_view *v, SDL_Renderer *r, int colour, const tp_panel *p)
{
	bool over = tp_get_phase(totem_pole_shown(v)) == TP_PHASE_OVER;
	for (int size = 0; size < TP_SIZES; size++) {
		SDL_Rect g = p->groups[size];
		int n = totem_pole_hand_drawn(v, colour, size);
		bool hovered = pg_board_hover(&v->board) == totem_pole_piece(colour, size);
		bool playable =
		    v->tl.count == 0 && totem_pole_move_for(v, colour, size) != PG_NO_MOVE;
		if (playable) {
			Uint8 a = (Uint8)(28 + (hovered ? 40 : 22 * PG_GLOW_LEVEL));
			pg_ui_fill_rounded(r, g, pg_px(v->app, 10),
			                   pg_ui_with_alpha(pg_ui_theme.good, a));
			pg_ui_stroke_rounded(r, g, pg_px(v->app, 10), pg_px(v->app, 2),
			                     pg_ui_with_alpha(pg_ui_theme.good, 200));
		} else if (hovered) {
			pg_ui_fill_rounded(r, g, pg_px(v->app, 10),
			                   pg_ui_rgba(255, 240, 210, 22));
		}
		float lift_y = hovered ? (float)pg_px(v->app, 4) : 0;
		for (int k = 0; k < n; k++) {
			SDL_FRect box = totem_pole_hand_box(v, colour, size, k, n);
			box.y -= lift_y;
			draw_pyramid(v, colour, size, box, p->piece_h, over ? 150 : 255);
		}
		char label[48];
		int total = tp_supply(totem_pole_shown(v), colour, size);
		if (total)
			snprintf(label, sizeof label, _("%s \xc3\x97%d"), _(face_titles[size]),
			         total);
		else
			snprintf(label, sizeof label, _("%s: none"), _(face_titles[size]));
		/* Wrapped under the group when one line is too narrow for it. */
		SDL_Rect room = {g.x, p->ground + pg_px(v->app, 3), g.w, p->label_h};
		pg_text_draw_box(v->app->text, label, room, pg_px(v->app, 12),
		                 playable ? PG_FONT_BOLD : PG_FONT_REGULAR,
		                 playable ? pg_ui_theme.text : pg_ui_theme.text_dim,
		                 PG_ALIGN_CENTER);
	}
}

static void draw_tray(tp_view *v, SDL_Renderer *r, int taker, const tp_panel *p, int box_h)
{
	/* The woven tray is the costliest art of the table: it may come a
	 * frame after the window opens, a plain mat standing in. */
	if (!pg_assets_draw_lazy(v->app->assets, "totem_pole/scoring_tray.svg", p->tray))
		pg_ui_fill_rounded(r, p->tray, pg_px(v->app, 8), pg_ui_rgba(70, 46, 30, 255));
	int total = 0;
	for (int k = 0; k < TOTEM_POLE_PIECES; k++) {
		int colour, size;
		totem_pole_tray_kind(taker, k, &colour, &size);
		int n = tp_area_count(totem_pole_shown(v), taker, colour, size);
		total += n;
		for (int i = 0; i < n; i++)
			draw_pyramid(v, colour, size,
			             totem_pole_tray_box(v, taker, colour, size, i, box_h),
			             box_h, 255);
	}
	if (total == 0) {
		/* An empty tray says what it is for, on a dark tag over the weave. */
		const char *label = taker == TP_GREY ? _("The dummy's take") : _("Scoring tray");
		int size = pg_px(v->app, 13), w, h;
		pg_text_measure(v->app->text, label, size, PG_FONT_REGULAR, &w, &h);
		SDL_Rect tag = {p->tray.x + (p->tray.w - w) / 2 - pg_px(v->app, 10),
		                p->tray.y + (p->tray.h - h) / 2 - pg_px(v->app, 3),
		                w + pg_px(v->app, 20), h + pg_px(v->app, 6)};
		pg_ui_fill_rounded(r, tag, tag.h / 2, pg_ui_rgba(46, 30, 20, 190));
		pg_text_draw(v->app->text, label, pg_rect_cx(p->tray), pg_rect_cy(p->tray),
		             size, PG_FONT_REGULAR, pg_ui_theme.text_dim,
		             PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	}
}

static void draw_panel(tp_view *v, SDL_Renderer *r, int taker, int tray_h)
{
	const tp_panel *p = &v->panels[taker];
	int radius = pg_px(v->app, 14);
	float pulse = pg_tweens_pulse_scale(&v->tweens, TOTEM_POLE_TAG_PULSE + taker);
	/* The turn is never the dummy's, nor anyone's at the end. */
	bool turn = tp_turn(totem_pole_shown(v)) == taker;
	SDL_Rect rect = pg_seat_card_plate(v->app, p->rect, radius, pulse, turn);
	if (taker == TP_GREY)
		pg_ui_stroke_rounded(r, rect, radius, pg_px(v->app, 1),
		                     pg_ui_rgba(200, 196, 190, 70));
	draw_header(v, taker, p);
	draw_hand(v, r, taker, p);
	draw_tray(v, r, taker, p, tray_h);
}

/* A die drawn without art: a question mark before the first roll, or a
 * stand-in with the sizes as grey pyramids when the die art is missing. */
static void draw_plain_die(tp_view *v, SDL_FRect box, int face)
{
	SDL_Rect d = {(int)box.x, (int)box.y, (int)box.w, (int)box.h};
	pg_die_draw_blank(v->app, box);
	if (face == TP_FACE_NONE) {
		/* Not rolled yet: a question mark in the die's ink. */
		pg_text_draw(v->app->text, "?", d.x + d.w / 2, d.y + d.h / 2, d.h * 55 / 100,
		             PG_FONT_BOLD, pg_ui_rgba(150, 124, 90, 255),
		             PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
		return;
	}
	/* One size in the middle, a double's two side by side. */
	bool single = !tp_face_is_double((tp_face)face);
	float h = box.h * 0.72f, ground = box.y + box.h * 0.86f;
	int k = 0;
	for (int size = 0; size < TP_SIZES; size++) {
		if (!(tp_face_sizes((tp_face)face) & (1 << size)))
			continue;
		float cx = box.x + box.w * (single ? 0.5f : k++ == 0 ? 0.3f : 0.7f);
		draw_pyramid(v, TP_GREY, size, totem_pole_standing_box(size, cx, ground, h),
		             v->die.rect.h * 72 / 100, 255);
	}
}

static void draw_die(tp_view *v)
{
	SDL_Rect d = v->die.rect;
	bool invite = totem_pole_can_roll(v) && pg_play_person_rolls(v->play);
	pg_die_pose pose = pg_die_pose_now(&v->die, tp_die_face(totem_pole_shown(v)));
	if (invite && !pose.rolling && !pose.held)
		pg_die_draw_invite(v->app, &v->die);
	/* Before the first roll the die shows a question mark; once the pole
	 * is down it is blank (a last face would read as a roll to play). */
	int face = pose.face;
	bool none = face < 0 || face >= TP_FACES;
	bool over = !pose.rolling && tp_get_phase(totem_pole_shown(v)) == TP_PHASE_OVER;
	if (over)
		pg_die_draw_blank(v->app, pose.box);
	else if (none || !pg_assets_draw_scaled(v->app->assets, die_files[face], d.w, d.h,
	                                        pose.box, 255, pose.angle))
		draw_plain_die(v, pose.box, none ? TP_FACE_NONE : face);
	const char *label = pose.rolling || pose.held ? _("Rolling\xe2\x80\xa6")
	                    : over                    ? _("No more rolls")
	                    : invite                  ? _("Click or throw the die")
	                    : none                    ? _("Not rolled yet")
	                                              : _(face_titles[face]);
	/* Two lines when one is too narrow (the four-player strip). */
	pg_text_draw_box(v->app->text, label, v->die_label, pg_px(v->app, 15), PG_FONT_BOLD,
	                 invite ? pg_ui_theme.accent_hover : pg_ui_theme.text, PG_ALIGN_CENTER);
}

static void draw_die_box(tp_view *v, SDL_Renderer *r)
{
	pg_ui_panel(r, v->die_box, pg_px(v->app, 14));
	draw_die(v);
	pg_button_draw(v->app, &v->pass_button);
	pg_button_draw(v->app, &v->coup_button);
}

static void draw_flights(tp_view *v, int pole_h, int tray_h)
{
	for (int i = 0; i < v->tl.count; i++) {
		const pg_action *a = &v->tl.actions[i];
		if (!pg_timeline_flying(a) || (a->kind != ACT_PLACE && a->kind != ACT_TAKE))
			continue;
		pg_ease ease = a->kind == ACT_PLACE ? PG_EASE_IN_OUT : PG_EASE_OUT;
		float arc =
		    a->from_drop ? 0 : (float)pg_px(v->app, a->kind == ACT_PLACE ? 36 : 56);
		SDL_FRect box =
		    pg_timeline_flight(&v->tl, a, totem_pole_flight_target(v, a), ease, arc);
		/* The art at a size already made for the pole, hand or tray. */
		int tex_h =
		    pg_maxi(pole_h, a->kind == ACT_PLACE ? v->panels[a->a].piece_h : tray_h);
		draw_pyramid(v, a->a, a->b, box, tex_h, 255);
	}
}

/* A pyramid centred on (x, y) at box height box_h, its art made at the
 * larger of the hand's and the pole's size and scaled. */
static void draw_loose(tp_view *v, int piece, float x, float y, float box_h, Uint8 alpha)
{
	int colour = totem_pole_piece_colour(piece), size = totem_pole_piece_size(piece);
	int tex_h = pg_maxi(v->panels[colour].piece_h, totem_pole_pole_box_h(v));
	draw_pyramid(v, colour, size, totem_pole_centred_box(size, x, y, box_h), tex_h, alpha);
}

static void draw_held(tp_view *v)
{
	int piece;
	float x, y, progress;
	if (pg_board_snap_centre(&v->board, &piece, &x, &y, &progress)) {
		float home_h = (float)v->panels[totem_pole_piece_colour(piece)].piece_h;
		draw_loose(v, piece, x, y, pg_lerp(v->drag_h, home_h, progress), 255);
	}
	if (pg_board_dropped_centre(&v->board, &piece, &x, &y))
		draw_loose(v, piece, x, y, v->drag_h, 255);
	if (pg_board_held_centre(&v->board, &x, &y)) {
		draw_loose(v, v->board.held, x + (float)pg_px(v->app, 6),
		           y + (float)pg_px(v->app, 8), v->drag_h, 60);
		draw_loose(v, v->board.held, x, y, v->drag_h, 255);
	}
}

void totem_pole_paint(tp_view *v, SDL_Renderer *r)
{
	int pole_h = totem_pole_pole_box_h(v);
	int tray_h = totem_pole_tray_box_h(v);
	draw_table(v, r);
	draw_pole(v, r);
	for (int taker = 0; taker < TOTEM_POLE_PANELS; taker++)
		if (v->panels[taker].used)
			draw_panel(v, r, taker, tray_h);
	draw_die_box(v, r);
	draw_caption(v, r);
	draw_flights(v, pole_h, tray_h);
	draw_held(v);
	pg_board_draw_overlay(&v->board, r);
}
