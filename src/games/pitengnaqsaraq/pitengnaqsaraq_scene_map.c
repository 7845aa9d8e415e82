/*
 * pitengnaqsaraq_scene_map.c: drawing the map of the delta (see
 * pitengnaqsaraq_scene.h): the art, the region letters, the travel range,
 * the villages with their names placed clear of each other, the resource
 * symbols round a village, and the families' pieces, with a piece's
 * journey in flight.
 */
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "pg_i18n.h"
#include "pitengnaqsaraq/pitengnaqsaraq_scene.h"

/* ---- the map ---------------------------------------------------------------------- */

static void map_xy(const pit_view *v, float ux, float uy, float *x, float *y)
{
	*x = v->origin_x + ux * v->scale;
	*y = v->origin_y + uy * v->scale;
}

static void draw_map_art(pit_view *v, SDL_Renderer *r)
{
	SDL_Rect f = v->map_frame;
	pg_ui_fill_rect(r, f, pg_ui_rgba(156, 176, 184, 255));
	/* Rendered at the fitted size, or twice it when zoomed in, and scaled
	 * from there: nanosvg takes a while on the whole delta. */
	float fit = v->scale / v->zoom;
	float tex = v->zoom > 1.4f ? 2.0f : 1.0f;
	int tw = (int)(PIT_MAP_W * fit * tex), th = (int)(PIT_MAP_H * fit * tex);
	SDL_FRect dst = {v->origin_x, v->origin_y, PIT_MAP_W * v->scale, PIT_MAP_H * v->scale};
	if (!pg_assets_draw_scaled(v->app->assets, "pitengnaqsaraq/map.svg", tw, th, dst, 255,
	                           0))
		pg_ui_fill_rect(r, f, pg_ui_rgba(226, 212, 180, 255));
}

static void draw_regions(pit_view *v)
{
	int size = pg_px(v->app, 13 + 3 * (v->zoom > 1.5f));
	for (int i = 0; i < PIT_REGIONS; i++) {
		const pit_region *g = &pit_scene_regions[i];
		float x, y;
		map_xy(v, g->x, g->y, &x, &y);
		pg_text_draw_alpha(v->app->text, g->code, (int)x, (int)y, size, PG_FONT_BOLD,
		                   pg_ui_rgba(110, 62, 40, 255),
		                   PG_ALIGN_CENTER | PG_ALIGN_MIDDLE, 170);
		if (v->zoom > 1.4f)
			pg_text_draw_alpha(v->app->text, g->yupik, (int)x, (int)y + size,
			                   pg_px(v->app, 10), PG_FONT_REGULAR,
			                   pg_ui_rgba(110, 62, 40, 255),
			                   PG_ALIGN_CENTER | PG_ALIGN_MIDDLE, 170);
	}
}

/* The map art's scale bar on screen (map.svg draws it at x 46 to 226, y 942
 * to 964 in map units), with a little room round it. */
static SDL_Rect scale_bar(const pit_view *v)
{
	float x0, y0, x1, y1;
	map_xy(v, 46, 942, &x0, &y0);
	map_xy(v, 226, 964, &x1, &y1);
	int room = pg_px(v->app, 3);
	return (SDL_Rect){(int)x0 - room, (int)y0 - room, (int)(x1 - x0) + 2 * room + 1,
	                  (int)(y1 - y0) + 2 * room + 1};
}

/* The height of the map's note in a pill w wide. */
static int note_text_height(pit_view *v, const char *text, int w)
{
	return pg_text_draw_wrapped(v->app->text, text, 0, 0, w - pg_px(v->app, 12),
	                            pg_px(v->app, 12), PG_FONT_REGULAR, pg_ui_theme.text,
	                            PG_ALIGN_CENTER, false);
}

/* The map's note in a pill at its foot, left of the zoom buttons; where the
 * pill would hide the scale bar it stands beside the bar, in more lines if
 * need be (above the bar it hid the names of the villages near the foot),
 * or above the bar when there is too little room beside it. */
static void draw_map_note(pit_view *v, SDL_Renderer *r, const char *text)
{
	SDL_Rect f = v->map_frame;
	int line = pg_px(v->app, 22), margin = pg_px(v->app, 8);
	SDL_Rect pill = {f.x + margin, 0, f.w - pg_px(v->app, 50), 0};
	int text_h = note_text_height(v, text, pill.w);
	pill.h = pg_maxi(line, text_h + margin);
	pill.y = f.y + f.h - pill.h - margin;
	SDL_Rect bar = scale_bar(v);
	if (SDL_HasIntersection(&pill, &bar)) {
		int beside_x = bar.x + bar.w, beside_w = pill.x + pill.w - beside_x;
		if (beside_w >= pill.w / 2) {
			pill.x = beside_x;
			pill.w = beside_w;
			text_h = note_text_height(v, text, pill.w);
			pill.h = pg_maxi(line, text_h + margin);
			pill.y = f.y + f.h - pill.h - margin;
		} else {
			pill.y = bar.y - pill.h;
		}
	}
	v->map_note_rect = pill;
	pg_ui_fill_rounded(r, pill, pg_mini(pill.h, line) / 2, pg_ui_rgba(46, 30, 20, 200));
	pg_text_draw_wrapped(v->app->text, text, pill.x + pg_px(v->app, 6),
	                     pill.y + (pill.h - text_h) / 2, pill.w - pg_px(v->app, 12),
	                     pg_px(v->app, 12), PG_FONT_REGULAR, pg_ui_theme.text,
	                     PG_ALIGN_CENTER, true);
}

/* The family to move: its travel range as a circle, and in words at the
 * map's foot how far it may go, or why it cannot travel now (in as many
 * lines as it takes: a translation, and the pseudo-locale's accents, are
 * longer). The circle is drawn only when some village in it can be
 * reached: a storm may keep a kayak from every village in range. */
static void draw_range(pit_view *v, SDL_Renderer *r, const pit_state *s)
{
	int seat = pit_scene_focus_seat(v);
	v->map_note[0] = '\0';
	v->map_note_rect = (SDL_Rect){0, 0, 0, 0};
	if (seat < 0 || s->family[seat].out || s->phase < PIT_PHASE_START ||
	    s->phase == PIT_PHASE_OVER)
		return;
	char why[512] = "";
	int km = s->travelled ? 0 : pit_travel_range_km(s, seat);
	if (s->travelled)
		snprintf(why, sizeof why, _("%s has travelled this turn."), pit_seat_name(seat));
	else if (!pit_board_travel_blocked(s, seat, why, sizeof why))
		snprintf(why, sizeof why, _("%s may travel %d km (%s)."), pit_seat_name(seat), km,
		         pit_transport_season(s->half_month) == PIT_TRANSPORT_DOGS ? _("dog team")
		                                                                   : _("kayak"));
	else
		km = 0;
	float x, y;
	pit_scene_village_xy(v, s->family[seat].village, &x, &y);
	const pg_seat_style *style = pg_play_seat_style(v->play, seat);
	if (km > 0) {
		float radius = (float)km / PIT_KM_PER_UNIT * v->scale;
		pg_ui_fill_circle(r, x, y, radius, pg_ui_with_alpha(style->fill, 40));
		pg_ui_stroke_circle(r, x, y, radius, (float)pg_px(v->app, 2),
		                    pg_ui_with_alpha(style->dark, 200));
		for (int k = 0; k < PIT_VILLAGES; k++) {
			if (!pit_can_travel(s, seat, k))
				continue;
			float vx, vy;
			pit_scene_village_xy(v, k, &vx, &vy);
			pg_ui_stroke_circle(r, vx, vy, (float)pg_px(v->app, 7),
			                    (float)pg_px(v->app, 2),
			                    pg_ui_with_alpha(pg_ui_theme.good, 230));
		}
	}
	snprintf(v->map_note, sizeof v->map_note, "%s", why);
	if (why[0])
		draw_map_note(v, r, why);
}

typedef struct label_box {
	SDL_Rect r;
	int village; /* the village whose dot, piece, name or symbol it is, or -1 */
	bool piece;  /* a family's piece, standing on that village */
	bool keep;   /* a piece, or the name of a village where a family stands */
} label_box;

/* What a name or a symbol on the map keeps clear of, in the order it is
 * placed: the villages' dots (box k is village k's), the pieces standing
 * on the map, the names, the map's note, then the symbols; and where each
 * name's line to its dot ends when it stands farther out. */
typedef struct map_marks {
	label_box boxes[2 * PIT_VILLAGES + PIT_MAX_PLAYERS + 1 + PIT_SCENE_SYMBOLS];
	int placed;
	bool family_at[PIT_VILLAGES]; /* a family's piece stands there */
	int named[PIT_VILLAGES], name_count; /* the names in the order placed */
	bool has_line[PIT_VILLAGES];
	SDL_Point line_end[PIT_VILLAGES];
} map_marks;

/* A name tries its dot's side, NAME_GAP from it, then LABEL_RINGS - 1
 * rings NAME_RING_STEP apart farther out; the name of a village where a
 * family stands, among the pieces, and any name on a zoomed map (where
 * the names are larger and the crowd may stand at the frame's edge) go
 * up to FAMILY_LABEL_RINGS - 1. */
enum { LABEL_RINGS = 4, FAMILY_LABEL_RINGS = 7, NAME_GAP = 6, NAME_RING_STEP = 10 };

static int label_rings(const pit_view *v, const map_marks *m, int k)
{
	return m->family_at[k] || v->zoom > 1 ? FAMILY_LABEL_RINGS : LABEL_RINGS;
}

/* Is r whole inside the map's frame, clear of its stroke? The map is
 * clipped to the frame, so a name past it would be cut. */
static bool inside_map(const pit_view *v, SDL_Rect r)
{
	SDL_Rect in = pg_rect_inset(v->map_frame, pg_px(v->app, 2), pg_px(v->app, 2)), whole;
	return SDL_IntersectRect(&r, &in, &whole) && SDL_RectEquals(&whole, &r);
}

static bool overlaps(const label_box *boxes, int n, SDL_Rect r)
{
	for (int i = 0; i < n; i++)
		if (SDL_HasIntersection(&boxes[i].r, &r))
			return true;
	return false;
}

static bool covers_piece(const label_box *boxes, int n, SDL_Rect r)
{
	for (int i = 0; i < n; i++)
		if (boxes[i].piece && SDL_HasIntersection(&boxes[i].r, &r))
			return true;
	return false;
}

/* Does the line from (x1, y1) to (x2, y2) cross any of the boxes but the
 * pieces (which are drawn over it, and one stands on its dot)? */
static bool line_crosses(const label_box *boxes, int n, int x1, int y1, int x2, int y2)
{
	for (int i = 0; i < n; i++) {
		int ax = x1, ay = y1, bx = x2, by = y2;
		if (!boxes[i].piece && SDL_IntersectRectAndLine(&boxes[i].r, &ax, &ay, &bx, &by))
			return true;
	}
	return false;
}

/* Place p of a name w by h round its dot at (x, y), d from it: right,
 * left, above, below, then the four corners. */
static SDL_Rect label_place(int x, int y, int w, int h, int d, int p)
{
	static const signed char side_x[8] = {1, -1, 0, 0, 1, -1, 1, -1},
	                         side_y[8] = {0, 0, -1, 1, -1, -1, 1, 1};
	int reach = side_x[p] && side_y[p] ? d / 2 : d;
	int rx = side_x[p] > 0 ? x + reach : side_x[p] < 0 ? x - reach - w : x - w / 2;
	int ry = side_y[p] > 0 ? y + reach : side_y[p] < 0 ? y - reach - h : y - h / 2;
	return (SDL_Rect){rx, ry, w, h};
}

/* How many places beside their dots the names of the villages not yet
 * named (but k) lose to a name at box. */
static int places_taken(pit_view *v, int k, SDL_Rect box, int size, int gap)
{
	int taken = 0;
	for (int j = 0; j < PIT_VILLAGES; j++) {
		if (j == k || v->village_label[j].w)
			continue;
		float fx, fy;
		int w, h;
		pit_scene_village_xy(v, j, &fx, &fy);
		pg_text_measure(v->app->text, pit_villages[j].yupik, size, PG_FONT_BOLD, &w,
		                &h);
		for (int p = 0; p < 8; p++) {
			SDL_Rect place = label_place((int)fx, (int)fy, w, h, gap, p);
			taken += SDL_HasIntersection(&place, &box);
		}
	}
	return taken;
}

static int name_size(const pit_view *v)
{
	return pg_px(v->app, v->zoom > 1.4f ? 12 : 10);
}

/* Where village k's name is among m's boxes (after the dots), or -1. */
static int name_slot(const map_marks *m, int k)
{
	for (int i = PIT_VILLAGES; i < m->placed; i++)
		if (!m->boxes[i].piece && m->boxes[i].village == k)
			return i;
	return -1;
}

/* Forgets the i-th name placed (m->named[i]): its box stays, empty, so
 * that the others keep their slots. */
static void forget_name(pit_view *v, map_marks *m, int i)
{
	int k = m->named[i], slot = name_slot(m, k);
	if (slot >= 0)
		m->boxes[slot] = (label_box){{0, 0, 0, 0}, -1, false, false};
	v->village_label[k] = (SDL_Rect){0, 0, 0, 0};
	memmove(&m->named[i], &m->named[i + 1],
	        (size_t)(m->name_count - i - 1) * sizeof m->named[0]);
	m->name_count--;
}

/* Places village k's name where it covers no dot, no piece, no name and
 * no zoom button (m's boxes so far): in pass 0 beside its dot, in pass 1
 * one to three rings farther out (six for a family's village) with a line
 * to the dot (with
 * spare_others, the free place that takes the fewest places from the
 * names still to come). A name with no such place is left for the hover
 * note and the zoom, unless the pointer, or the keys' aim, is on it. */
static void place_village_name(pit_view *v, int k, int pass, map_marks *m, bool spare_others)
{
	label_box buttons[2] = {{v->zoom_in, -1, false, false}, {v->zoom_out, -1, false, false}};
	int size = name_size(v), gap = pg_px(v->app, NAME_GAP);
	int ring_step = pg_px(v->app, NAME_RING_STEP);
	float fx, fy;
	pit_scene_village_xy(v, k, &fx, &fy);
	int x = (int)fx, y = (int)fy, w, h;
	pg_text_measure(v->app->text, pit_villages[k].yupik, size, PG_FONT_BOLD, &w, &h);
	/* Its own dot is no obstacle (boxes[k] is that village's dot). */
	SDL_Rect own = m->boxes[k].r;
	m->boxes[k].r = (SDL_Rect){0, 0, 0, 0};
	SDL_Rect box = label_place(x, y, w, h, gap, 0);
	int at = -1, end_x = x, end_y = y, least = 0;
	int rings = label_rings(v, m, k);
	int first = pass ? 8 : 0, last = pass ? 8 * rings : 8;
	for (int p = first; p < last && (at < 0 || spare_others); p++) {
		SDL_Rect place = label_place(x, y, w, h, gap + p / 8 * ring_step, p % 8);
		int ex = pg_clampi(x, place.x, place.x + place.w - 1),
		    ey = pg_clampi(y, place.y, place.y + place.h - 1);
		SDL_Rect back = pg_rect_inset(place, -pg_px(v->app, 2), 0);
		if (inside_map(v, back) && !overlaps(m->boxes, m->placed, back) &&
		    !overlaps(buttons, 2, place) &&
		    (p < 8 || !line_crosses(m->boxes, m->placed, x, y, ex, ey))) {
			int taken = spare_others ? places_taken(v, k, place, size, gap) : 0;
			if (at >= 0 && taken >= least)
				continue;
			least = taken;
			at = p;
			box = place;
			end_x = ex;
			end_y = ey;
		}
	}
	/* A family's village is named in any case: with no free place, where
	 * it covers no piece and no zoom button (the pieces crowd round it). */
	for (int p = first; at < 0 && pass && m->family_at[k] && p < last; p++) {
		SDL_Rect place = label_place(x, y, w, h, gap + p / 8 * ring_step, p % 8);
		SDL_Rect back = pg_rect_inset(place, -pg_px(v->app, 2), 0);
		if (inside_map(v, back) && !covers_piece(m->boxes, m->placed, back) &&
		    !overlaps(buttons, 2, place)) {
			at = p;
			box = place;
			end_x = pg_clampi(x, place.x, place.x + place.w - 1);
			end_y = pg_clampi(y, place.y, place.y + place.h - 1);
		}
	}
	/* The name under the pointer, or of the village the keys aim at, with
	 * no free place: the nearest place that hides no other name and no
	 * piece (a dot it may: the pointer, the focus ring and the note say
	 * which village is meant; beside its dot Akiacuar's name hid
	 * Kuiggluk's or Akiaq's). */
	bool pointed = k == v->hover_village || k == pit_scene_key_village(v);
	for (int p = 0; at < 0 && pass && pointed && p < 8 * LABEL_RINGS; p++) {
		SDL_Rect place = label_place(x, y, w, h, gap + p / 8 * ring_step, p % 8);
		SDL_Rect back = pg_rect_inset(place, -pg_px(v->app, 2), 0);
		int ex = pg_clampi(x, place.x, place.x + place.w - 1),
		    ey = pg_clampi(y, place.y, place.y + place.h - 1);
		if (inside_map(v, back) &&
		    !overlaps(m->boxes + PIT_VILLAGES, m->placed - PIT_VILLAGES, back) &&
		    !overlaps(buttons, 2, place) &&
		    (p < 8 || !line_crosses(m->boxes, m->placed, x, y, ex, ey))) {
			at = p;
			box = place;
			end_x = ex;
			end_y = ey;
		}
	}
	m->boxes[k].r = own;
	if (at < 0 && (pass == 0 || !pointed))
		return;
	/* With none, it stands beside its dot, moved in from the map's edge
	 * rather than cut (if it fits at all), and the names it would cover
	 * give way while it is pointed at. */
	if (at < 0) {
		SDL_Rect in = pg_rect_inset(v->map_frame, pg_px(v->app, 4), pg_px(v->app, 2));
		if (box.w > in.w || box.h > in.h)
			return;
		box.x = pg_clampi(box.x, in.x, in.x + in.w - box.w);
		box.y = pg_clampi(box.y, in.y, in.y + in.h - box.h);
		SDL_Rect back = pg_rect_inset(box, -pg_px(v->app, 2), 0);
		for (int i = m->name_count - 1; i >= 0; i--) {
			int slot = name_slot(m, m->named[i]);
			if (slot >= 0 && SDL_HasIntersection(&m->boxes[slot].r, &back))
				forget_name(v, m, i);
		}
	}
	v->village_label[k] = box;
	m->boxes[m->placed++] =
	    (label_box){pg_rect_inset(box, -pg_px(v->app, 2), 0), k, false, m->family_at[k]};
	m->named[m->name_count++] = k;
	m->has_line[k] = at >= 8;
	m->line_end[k] = (SDL_Point){end_x, end_y};
}

/* On a zoomed map a village in view whose name found no place takes the
 * place of a neighbour's name if that name then finds another (both by
 * pass 1's rules: no dot, piece, name or zoom button covered, a line to
 * the dot that crosses none of them), or, with depth left, makes room
 * for itself the same way. Zooming in moved the crowd round Mamterilleq
 * to the frame's edge and made the names larger: Kuiggluk and Akiaq,
 * named on the whole map, lost their names at 1.5 times, and Atmaulluaq
 * was named at no zoom. A family's name, and the one under the pointer
 * or the keys' aim, stay where they are. Only names near k's dot are
 * tried: no other can be in the way of its places. */
static void make_room_for(pit_view *v, int k, map_marks *m, int depth)
{
	float fx, fy;
	pit_scene_village_xy(v, k, &fx, &fy);
	int w, h;
	pg_text_measure(v->app->text, pit_villages[k].yupik, name_size(v), PG_FONT_BOLD, &w,
	                &h);
	int rings = label_rings(v, m, k);
	int reach = pg_px(v->app, NAME_GAP + NAME_RING_STEP * (rings - 1) + 2) + w;
	SDL_Rect near = {(int)fx - reach, (int)fy - reach, 2 * reach, 2 * reach};
	for (int i = 0; i < m->name_count; i++) {
		int j = m->named[i], slot = name_slot(m, j);
		if (slot < 0 || m->family_at[j] || j == v->hover_village ||
		    j == pit_scene_key_village(v) ||
		    !SDL_HasIntersection(&m->boxes[slot].r, &near))
			continue;
		map_marks before = *m;
		SDL_Rect names[PIT_VILLAGES];
		memcpy(names, v->village_label, sizeof names);
		forget_name(v, m, i);
		place_village_name(v, k, 1, m, false);
		if (v->village_label[k].w) {
			/* j is placed again; its new box takes its old one's slot, so
			 * the boxes are as many as before. */
			place_village_name(v, j, 1, m, false);
			if (v->village_label[j].w == 0 && depth > 0)
				make_room_for(v, j, m, depth - 1);
			if (v->village_label[j].w) {
				m->boxes[slot] = m->boxes[--m->placed];
				return;
			}
		}
		*m = before;
		memcpy(v->village_label, names, sizeof names);
	}
}

/* The names as placed, each on its light back (with its line to the dot
 * when it stands farther out): drawn after the symbols, so that one a
 * symbol could not keep clear of is still read whole. */
static void draw_village_names(pit_view *v, SDL_Renderer *r, const map_marks *m)
{
	for (int i = 0; i < m->name_count; i++) {
		int k = m->named[i];
		SDL_Rect box = v->village_label[k];
		if (m->has_line[k]) {
			float fx, fy;
			pit_scene_village_xy(v, k, &fx, &fy);
			float dx = (float)m->line_end[k].x - (float)(int)fx,
			      dy = (float)m->line_end[k].y - (float)(int)fy;
			float from = (float)pg_px(v->app, 5) / fmaxf(hypotf(dx, dy), 1);
			SDL_SetRenderDrawColor(r, 60, 36, 24, 220);
			SDL_RenderDrawLineF(r, fx + dx * from, fy + dy * from,
			                    (float)m->line_end[k].x, (float)m->line_end[k].y);
		}
		SDL_Rect back = pg_rect_inset(box, -pg_px(v->app, 2), 0);
		pg_ui_fill_rounded(r, back, pg_px(v->app, 3), pg_ui_rgba(250, 240, 220, 170));
		pg_text_draw(v->app->text, pit_villages[k].yupik, box.x, box.y, name_size(v),
		             PG_FONT_BOLD, pg_ui_rgba(52, 32, 22, 255), PG_ALIGN_LEFT);
	}
}

/* A symbol kept from its place on the ring looks SYMBOL_SLOTS steps round
 * the ring, on it and on SYMBOL_RINGS - 1 wider ones half a symbol apart;
 * a wider ring costs as much as an eighth of a turn. */
enum { SYMBOL_SLOTS = 48, SYMBOL_RINGS = 3 };

/* What a symbol at r would cover: 0 nothing, 1 a name or a symbol, 2 a
 * dot, a piece or the name of a village where a family stands. */
static int covers(const label_box *boxes, int n, SDL_Rect r)
{
	int worst = 0;
	for (int i = 0; i < n; i++)
		if (SDL_HasIntersection(&boxes[i].r, &r))
			worst = pg_maxi(worst, boxes[i].keep ? 2 : 1);
	return worst;
}

static SDL_Rect symbol_box(float sx, float sy, int icon)
{
	SDL_FRect f = pg_frect_around(sx, sy, (float)icon, (float)icon);
	int x0 = (int)floorf(f.x), y0 = (int)floorf(f.y);
	return (SDL_Rect){x0, y0, (int)ceilf(f.x + f.w) - x0, (int)ceilf(f.y + f.h) - y0};
}

/* The symbols of what can be had round a village, on a ring round its dot
 * (the first at 12 o'clock). One that would cover a dot, a piece, a name
 * or a symbol drawn before moves to the nearest clear place round the
 * ring or on a wider one; with none clear, to the nearest that covers no
 * dot, no piece and no family's village name, else it stays (the names
 * are drawn over the symbols). */
static void draw_symbols(pit_view *v, int village, map_marks *m)
{
	float x, y;
	pit_scene_village_xy(v, village, &x, &y);
	int foods[PIT_FOODS], n = 0;
	for (int food = 0; food < PIT_FOODS; food++)
		if (pit_villages[village].foods & (1u << food))
			foods[n++] = food;
	int icon = pg_clampi((int)(v->scale * 18), pg_px(v->app, 16), pg_px(v->app, 26));
	float radius = (float)icon * (0.95f + 0.08f * (float)n);
	/* Only what lies within the widest ring's reach can be in the way. */
	int reach = (int)(radius + (float)icon * (0.5f * (SYMBOL_RINGS - 1) + 1));
	SDL_Rect around = {(int)x - reach, (int)y - reach, 2 * reach, 2 * reach};
	label_box near[sizeof m->boxes / sizeof m->boxes[0]];
	int near_count = 0;
	for (int i = 0; i < m->placed; i++)
		if (SDL_HasIntersection(&m->boxes[i].r, &around)) {
			near[near_count] = m->boxes[i];
			/* A dot (boxes[k] is village k's) is where a piece is
			 * dropped: a symbol keeps off it as off a piece (on a map
			 * zoomed in to 2.2 times, where every village shows its
			 * symbols, they covered their neighbours' dots). */
			near[near_count++].keep |= i < PIT_VILLAGES;
		}
	for (int i = 0; i < n; i++) {
		float start = (float)i / (float)n * 6.2831853f - 1.5707963f;
		float sx = x + cosf(start) * radius, sy = y + sinf(start) * radius;
		int least = -1, least_covered = 2;
		for (int ring = 0; ring < SYMBOL_RINGS; ring++)
			for (int step = -SYMBOL_SLOTS / 2; step < SYMBOL_SLOTS / 2; step++) {
				int cost = ring * SYMBOL_SLOTS / 8 + abs(step);
				float a = start + (float)step / SYMBOL_SLOTS * 6.2831853f;
				float d = radius + (float)ring * (float)icon * 0.5f;
				float cx = x + cosf(a) * d, cy = y + sinf(a) * d;
				int covered = covers(near, near_count, symbol_box(cx, cy, icon));
				if (covered > least_covered ||
				    (covered == least_covered && least >= 0 && cost >= least) ||
				    covered == 2)
					continue;
				least = cost;
				least_covered = covered;
				sx = cx;
				sy = cy;
			}
		pit_scene_draw_icon(v, pit_scene_food_icons[foods[i]], sx, sy, icon, 235);
		SDL_Rect box = symbol_box(sx, sy, icon);
		near[near_count++] = (label_box){box, village, false, false};
		if (v->symbol_count < PIT_SCENE_SYMBOLS) {
			v->symbol_rect[v->symbol_count++] = box;
			m->boxes[m->placed++] = (label_box){box, village, false, false};
		}
	}
}

/* Where a family's piece stands on the map (its box rounded out), or
 * false when it is out or still waits for a home on its plate. */
static bool piece_on_map(const pit_view *v, const pit_state *s, int seat, SDL_Rect *box)
{
	if (s->family[seat].out)
		return false;
	SDL_FRect home = pit_scene_piece_home(v, s, seat);
	float vx, vy;
	pit_scene_village_xy(v, s->family[seat].village, &vx, &vy);
	if (fabsf(home.x + home.w / 2 - vx) >= home.w * 3 ||
	    fabsf(home.y + home.h * 0.9f - vy) >= home.h)
		return false;
	int x0 = (int)floorf(home.x), y0 = (int)floorf(home.y);
	*box = (SDL_Rect){x0, y0, (int)ceilf(home.x + home.w) - x0,
	                  (int)ceilf(home.y + home.h) - y0};
	return true;
}

/* The delta's main village, the regional hub on the Kuskokwim: named
 * right after the families' villages, before the river villages round it
 * take the places beside its dot. */
static const char *const main_villages[] = {"bethel"};

/* Villages: a dot each, then the Yup'ik names (families' villages first,
 * then the main village), each beside its dot (right, left, above, below,
 * then at a corner) where it covers no other name, no other village's dot
 * and no family's piece; a name with no such place is left for the hover
 * note and the zoom. Then the symbols round the villages that show them,
 * and the names over them. */
static void draw_villages(pit_view *v, SDL_Renderer *r, const pit_state *s)
{
	int order[PIT_VILLAGES], n = 0;
	bool first[PIT_VILLAGES] = {false};
	for (int seat = 0; seat < s->players; seat++)
		if (s->phase > PIT_PHASE_HOME && !first[s->family[seat].village]) {
			first[s->family[seat].village] = true;
			order[n++] = s->family[seat].village;
		}
	for (size_t i = 0; i < sizeof main_villages / sizeof main_villages[0]; i++)
		for (int k = 0; k < PIT_VILLAGES; k++)
			if (!first[k] && strcmp(pit_villages[k].id, main_villages[i]) == 0) {
				first[k] = true;
				order[n++] = k;
			}
	int mains = n;
	/* Then the villages that glow (where a lesson, a hint or a drag points). */
	for (int k = 0; k < PIT_VILLAGES; k++)
		if (!first[k] && pg_board_zone_glow(&v->board, PIT_BOARD_VILLAGE + k)) {
			first[k] = true;
			order[n++] = k;
		}
	for (int k = 0; k < PIT_VILLAGES; k++)
		if (!first[k])
			order[n++] = k;
	/* The dots first: they are what a piece is dropped on, never covered. */
	map_marks m;
	m.placed = 0;
	m.name_count = 0;
	float dot = (float)pg_px(v->app, 4);
	for (int k = 0; k < PIT_VILLAGES; k++) {
		float x, y;
		pit_scene_village_xy(v, k, &x, &y);
		int glow = pg_board_zone_glow(&v->board, PIT_BOARD_VILLAGE + k);
		if (glow) {
			SDL_Rect g = {(int)x - pg_px(v->app, 10), (int)y - pg_px(v->app, 10),
			              pg_px(v->app, 20), pg_px(v->app, 20)};
			pg_board_draw_glow(v->app, g, pg_px(v->app, 10), glow == 2);
		}
		pg_ui_fill_circle(r, x, y, dot + 1, pg_ui_rgba(60, 36, 24, 255));
		pg_ui_fill_circle(r, x, y, dot - 1, pg_ui_rgba(250, 240, 220, 255));
		int d = (int)dot + 1;
		m.boxes[m.placed++] =
		    (label_box){{(int)x - d, (int)y - d, 2 * d, 2 * d}, k, false, false};
	}
	/* The pieces are drawn over the map: a name beneath one is not read. */
	memset(m.family_at, 0, sizeof m.family_at);
	for (int seat = 0; seat < s->players; seat++) {
		SDL_Rect piece;
		if (piece_on_map(v, s, seat, &piece)) {
			m.boxes[m.placed++] = (label_box){piece, s->family[seat].village, true, true};
			m.family_at[s->family[seat].village] = true;
		}
	}
	memset(v->village_label, 0, sizeof v->village_label);
	/* Beside the dots first, every name; then, in a crowd of villages
	 * (round Mamterilleq at the smallest window), a name still without a
	 * place may stand up to three steps farther out, joined to its dot by a
	 * line that crosses no other dot or name. A family's village and the
	 * main village go farther out before the others are named if they
	 * must (a family's piece stands over its village's dot), where they
	 * take the fewest places from the others' names. */
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < n; i++) {
			int k = order[i];
			if (v->village_label[k].w == 0)
				place_village_name(v, k, pass, &m, false);
			if (pass == 0 && i == mains - 1)
				for (int j = 0; j < mains; j++)
					if (v->village_label[order[j]].w == 0)
						place_village_name(v, order[j], 1, &m, true);
		}
	if (v->zoom > 1)
		for (int k = 0; k < PIT_VILLAGES; k++) {
			float x, y;
			pit_scene_village_xy(v, k, &x, &y);
			if (v->village_label[k].w == 0 &&
			    pg_in_rect(v->map_frame, (int)x, (int)y))
				make_room_for(v, k, &m, 1);
		}
	/* The symbols keep clear of the map's note as of a piece (round
	 * Tuyuryaq they hid its words). */
	if (v->map_note_rect.w > 0)
		m.boxes[m.placed++] = (label_box){v->map_note_rect, -1, false, true};
	v->symbol_count = 0;
	int focus = pit_scene_focus_seat(v);
	if (v->zoom >= 2.2f) {
		for (int k = 0; k < PIT_VILLAGES; k++)
			draw_symbols(v, k, &m);
	} else {
		if (focus >= 0 && s->phase > PIT_PHASE_HOME && !s->family[focus].out)
			draw_symbols(v, s->family[focus].village, &m);
		int pointed[2] = {v->hover_village, pit_scene_key_village(v)};
		for (int i = 0; i < 2; i++)
			if (pointed[i] >= 0 && (i == 0 || pointed[i] != pointed[0]) &&
			    (focus < 0 || pointed[i] != s->family[focus].village))
				draw_symbols(v, pointed[i], &m);
	}
	draw_village_names(v, r, &m);
}

void pit_scene_draw_piece(pit_view *v, int seat, SDL_FRect box, Uint8 alpha)
{
	const pg_seat_style *style = pg_play_seat_style(v->play, seat);
	int tw = pg_maxi(1, (int)box.w), th = pg_maxi(1, (int)box.h);
	SDL_Texture *tex = pg_assets_svg(v->app->assets, "pitengnaqsaraq/piece.svg", tw, th);
	if (!tex) {
		pg_ui_fill_circle(v->app->renderer, box.x + box.w / 2, box.y + box.h / 2,
		                  box.w / 2, style->fill);
		return;
	}
	SDL_SetTextureColorMod(tex, style->fill.r, style->fill.g, style->fill.b);
	SDL_SetTextureAlphaMod(tex, alpha);
	SDL_RenderCopyF(v->app->renderer, tex, NULL, &box);
	SDL_SetTextureColorMod(tex, 255, 255, 255);
	SDL_SetTextureAlphaMod(tex, 255);
	/* The seat's mark on the pawn's light disc (32, 47 of 64 x 80). */
	float mr = box.w * 8.0f / 64.0f;
	pg_ui_fill_circle(v->app->renderer, box.x + box.w * 0.5f, box.y + box.h * 47.0f / 80.0f,
	                  mr, style->ink);
	pg_ui_fill_circle(v->app->renderer, box.x + box.w * 0.5f, box.y + box.h * 47.0f / 80.0f,
	                  mr * 0.55f, style->fill);
}

static const pg_action *travel_action(const pit_view *v, int seat)
{
	for (int i = 0; i < v->tl.count; i++) {
		const pg_action *a = &v->tl.actions[i];
		if (a->kind == PIT_ACT_TRAVEL && a->seat == seat && pg_timeline_flying(a))
			return a;
	}
	return NULL;
}

void pit_scene_draw_pieces(pit_view *v, const pit_state *s)
{
	for (int seat = 0; seat < s->players; seat++) {
		if (s->family[seat].out || pg_board_away(&v->board, PIT_BOARD_FAMILY + seat))
			continue;
		SDL_FRect home = pit_scene_piece_home(v, s, seat);
		const pg_action *a = travel_action(v, seat);
		if (a) {
			float x0, y0, x1, y1;
			pit_scene_village_xy(v, a->a, &x0, &y0);
			pit_scene_village_xy(v, a->b, &x1, &y1);
			float t = pg_timeline_progress(&v->tl, a);
			t = t * t * (3 - 2 * t);
			home.x += (x1 - x0) * t - (home.x + home.w / 2 - x0);
			home.y += (y1 - y0) * t - (home.y + home.h * 0.9f - y0) -
			          sinf(t * 3.14159f) * home.h;
		}
		/* On the map a piece is clipped to it; one still waiting for a
		 * home stands on its family's plate. */
		SDL_Rect standing;
		bool on_map = a || piece_on_map(v, s, seat, &standing);
		SDL_RenderSetClipRect(v->app->renderer, on_map ? &v->map_frame : NULL);
		/* The piece a person should move now glows (not one that can
		 * reach no village). */
		bool invite = seat == pg_play_input_seat(v->play) &&
		              (s->phase == PIT_PHASE_HOME ||
		               (s->phase == PIT_PHASE_ACT && pit_scene_may_travel(s, seat)));
		int glow = pg_board_hover(&v->board) == PIT_BOARD_FAMILY + seat || invite;
		if (glow)
			pg_board_draw_glow(
			    v->app,
			    (SDL_Rect){(int)home.x, (int)home.y, (int)home.w, (int)home.h},
			    (int)home.w / 2, false);
		pit_scene_draw_piece(v, seat, home, 255);
	}
	SDL_RenderSetClipRect(v->app->renderer, NULL);
}

void pit_scene_draw_map(pit_view *v, SDL_Renderer *r)
{
	const pit_state *s = pit_scene_shown(v);
	SDL_RenderSetClipRect(r, &v->map_frame);
	draw_map_art(v, r);
	draw_regions(v);
	draw_range(v, r, s);
	draw_villages(v, r, s);
	SDL_RenderSetClipRect(r, NULL);
	pg_ui_stroke_rounded(r, v->map_frame, pg_px(v->app, 2), pg_px(v->app, 2),
	                     pg_ui_rgba(70, 46, 30, 255));
	SDL_Rect zooms[2] = {v->zoom_in, v->zoom_out};
	const char *signs[2] = {"+", "−"};
	for (int i = 0; i < 2; i++) {
		pg_ui_fill_rounded(r, zooms[i], pg_px(v->app, 5), pg_ui_rgba(46, 30, 20, 210));
		pg_text_draw(v->app->text, signs[i], pg_rect_cx(zooms[i]), pg_rect_cy(zooms[i]),
		             pg_px(v->app, 16), PG_FONT_BOLD, pg_ui_theme.text,
		             PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	}
}
