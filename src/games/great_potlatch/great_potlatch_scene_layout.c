/*
 * great_potlatch_scene_layout.c: where everything of The Great Potlatch
 * table lies, computed from the board area on every resize (see
 * great_potlatch_scene.h for the order, top to bottom), and the pieces
 * and drop zones the kit's board is given.
 */
#include <math.h>

#include "great_potlatch/great_potlatch_scene.h"
#include "pg_i18n.h"

/* The Ancestor card's marker spaces in its own units (350 x 250, from
 * assets/README.md): rows by icon, two spaces each. */
static const float ancestor_space_x[GP_SPACES] = {255, 315};
static const float ancestor_space_y[GP_ICONS] = {80, 136, 192};
#define ANCESTOR_W 350.0f
#define ANCESTOR_H 250.0f
#define SPACE_R 25.0f
/* The middle row's side right of the Ancestors: the two piles and the
 * role markers with their labels, in points. */
enum { MIDDLE_SIDE_W = 280 };

SDL_FRect great_potlatch_space_box(const gp_view *v, int family, int icon, int k)
{
	SDL_Rect a = v->ancestors[family];
	float sx = (float)a.w / ANCESTOR_W, sy = (float)a.h / ANCESTOR_H;
	float d = 2 * SPACE_R * sx * 1.04f;
	return pg_frect_around((float)a.x + ancestor_space_x[k] * sx,
			       (float)a.y + ancestor_space_y[icon] * sy, d, d);
}

const char *const great_potlatch_other_rows[GP_OTHER_ROWS] = {N_("Totem Poles"), N_("Rituals"),
								N_("Gift")};

/* The width a row's caption takes on one line at the smallest size the
 * row draws it (three quarters of its size, never below readable). */
static int caption_width(gp_view *v, const char *title)
{
	int size = pg_px(v->app, 11), small = pg_maxi(PG_TEXT_READABLE_PX, size * 3 / 4);
	int w = 0, h = 0;
	pg_text_measure(v->app->text, title, small, PG_FONT_REGULAR, &w, &h);
	return w;
}

int great_potlatch_caption_height(gp_view *v, const char *title, int width)
{
	int size = pg_px(v->app, 11), small = pg_maxi(PG_TEXT_READABLE_PX, size * 3 / 4);
	int one = pg_px(v->app, 15);
	return caption_width(v, title) <= width
		   ? one
		   : one + pg_text_line_height(v->app->text, small, PG_FONT_REGULAR);
}

int great_potlatch_row_boxes(gp_view *v, SDL_Rect r, int n, float w, float h, const char *title,
			     SDL_FRect *out)
{
	float top = (float)r.y + (float)great_potlatch_caption_height(v, title, r.w);
	if (h > (float)(r.y + r.h) - top) {
		h = (float)(r.y + r.h) - top;
		w = h * 5 / 7;
	}
	if (n <= 0 || h < 4)
		return 0;
	float step = n > 1 ? ((float)r.w - w) / (float)(n - 1) : 0;
	if (step > w * 1.05f)
		step = w * 1.05f;
	for (int i = 0; i < n; i++)
		out[i] = (SDL_FRect){(float)r.x + step * i, top, w, h};
	return n;
}

const char *const great_potlatch_staged_title = N_("Ritual being set out");

/* How much of each card of the Ritual being set out shows beside the
 * next: its crest, icon and valuable (the Potlatch card's pictures end at
 * 78% of its width, the Totem Pole card's crests at 70%). */
#define STAGED_SHOWN 0.8f

int great_potlatch_staged_boxes(gp_view *v, SDL_FRect out[4])
{
	const gp_panel *p = &v->panels[v->bottom];
	SDL_Rect in = great_potlatch_own_row_inside(v, p->rituals);
	float w = fminf(p->mini_w, (float)in.w / (1 + 3 * STAGED_SHOWN));
	return great_potlatch_row_boxes(v, in, 4, w, w * 7 / 5, _(great_potlatch_staged_title), out);
}

SDL_Rect great_potlatch_own_row_inside(const gp_view *v, SDL_Rect row)
{
	return pg_rect_inset(row, pg_px(v->app, 6), pg_px(v->app, 3));
}

gp_plate_parts great_potlatch_plate_parts(gp_view *v, const gp_panel *p, const char *name,
					  const char *value, bool speaker)
{
	gp_plate_parts parts = {0};
	SDL_Rect plate = p->plate;
	/* The swatch and the score where the kit's plate draws them
	 * (pg_seat_card.c). */
	int pad = pg_px(v->app, 10), value_w = 0, value_h = 0;
	int swatch = pg_mini(plate.h - 2 * pad, pg_px(v->app, 28));
	pg_text_measure(v->app->text, value, pg_px(v->app, 14), PG_FONT_BOLD, &value_w, &value_h);
	int mid = plate.y + plate.h / 2;
	parts.value = (SDL_Rect){plate.x + plate.w - pad - value_w, mid - value_h / 2, value_w,
				 value_h};
	int x = plate.x + pad + swatch + pad, end = parts.value.x - pad;
	parts.name = (SDL_Rect){x, plate.y, end - x, plate.h};
	if (!speaker || p->seat == v->bottom)
		return parts;
	int sw = pg_px(v->app, 88), sh = sw / 4;
	parts.stick = (SDL_Rect){plate.x + plate.w - sw - pg_px(v->app, 64), plate.y - sh / 2, sw, sh};
	/* The word went beside the stick, on the plate's top edge: at
	 * 960 x 600 it sat on the outline. It goes inside the plate, on the
	 * line of the name and the score, under the stick, when the name
	 * still fits on one line beside it at its smallest size; a longer
	 * language on a narrow plate keeps the name whole and the stick
	 * alone says who speaks. */
	int word_w = 0, word_h = 0, name_w = 0, name_h = 0;
	pg_text_measure(v->app->text, _("Speaker"), pg_px(v->app, 11), PG_FONT_REGULAR, &word_w,
			&word_h);
	int smallest = pg_maxi(PG_TEXT_READABLE_PX, pg_px(v->app, 15) * 3 / 4);
	pg_text_measure(v->app->text, name, smallest, PG_FONT_BOLD, &name_w, &name_h);
	int word_end = end - pad;
	if (name_w > word_end - word_w - 2 * pad - x)
		return parts;
	parts.word = (SDL_Rect){word_end - word_w, mid - word_h / 2, word_w, word_h};
	parts.name.w = parts.word.x - 2 * pad - x;
	parts.stick.x = pg_clampi(pg_rect_cx(parts.word) - sw / 2, plate.x + pad,
				  plate.x + plate.w - pad - sw);
	parts.stick.y = pg_mini(parts.stick.y, parts.word.y - sh);
	return parts;
}

/* The bottom row of a panel: Totem Poles, Rituals and the Gift in a
 * third, a quarter and the rest of its width. A caption that needs two
 * lines in its row (a longer language) leaves the cards under it a few
 * pixels tall, slivers: such a row takes the width its caption needs on
 * one line from the gift row, as far as the gift's own caption allows. */
static void layout_other_rows(gp_view *v, gp_panel *p, SDL_Rect row, int pad)
{
	int widths[GP_OTHER_ROWS] = {row.w / 3 - pad, row.w / 4 - pad, row.w - row.w / 3 - row.w / 4};
	int gift = GP_OTHER_ROWS - 1;
	for (int i = 0; i < gift; i++) {
		int short_by = caption_width(v, _(great_potlatch_other_rows[i])) - widths[i];
		int spare = widths[gift] - caption_width(v, _(great_potlatch_other_rows[gift]));
		int take = pg_clampi(short_by, 0, pg_maxi(spare, 0));
		widths[i] += take;
		widths[gift] -= take;
	}
	SDL_Rect *rows[GP_OTHER_ROWS] = {&p->poles, &p->rituals, &p->gifts};
	int x = row.x;
	for (int i = 0; i < GP_OTHER_ROWS; i++) {
		*rows[i] = (SDL_Rect){x, row.y, widths[i], row.h};
		x += widths[i] + pad;
	}
}

/* A panel's parts: the plate on top, then a row of small things. */
static void layout_other(gp_view *v, gp_panel *p)
{
	int pad = pg_px(v->app, 6);
	SDL_Rect r = pg_rect_inset(p->rect, pad, pad);
	int plate_h = pg_px(v->app, 34);
	p->plate = (SDL_Rect){r.x, r.y, r.w, plate_h};
	int y = r.y + plate_h + pad;
	int rest = r.y + r.h - y;
	p->mini_h = (float)pg_mini(pg_px(v->app, 56), (rest - pad) / 2 + pad);
	p->mini_w = p->mini_h * 5 / 7;
	int token = pg_px(v->app, 30);
	p->role = (SDL_Rect){r.x, y, token, token};
	p->hand = (SDL_Rect){r.x + token + pad, y, r.w / 2 - token - pad, (int)p->mini_h};
	p->markers = (SDL_Rect){r.x + r.w / 2, y, r.w / 2, pg_px(v->app, 16)};
	p->bad = (SDL_Rect){r.x + r.w / 2, y + pg_px(v->app, 20), r.w / 2, pg_px(v->app, 20)};
	int y2 = y + (int)p->mini_h + pad / 2;
	int h2 = r.y + r.h - y2;
	layout_other_rows(v, p, (SDL_Rect){r.x, y2, r.w, h2}, pad);
}

/* The viewer's row: plate and role spot, markers, then the rows that
 * take drops (poles, rituals, gifts) and the buttons. */
static void layout_own(gp_view *v, gp_panel *p)
{
	int pad = pg_px(v->app, 8);
	SDL_Rect r = pg_rect_inset(p->rect, pad, pad);
	/* Wide enough for the plate's name on two lines in a longer language
	 * ("Red · Person" runs a third longer) beside its score. */
	int left_w = pg_mini(pg_px(v->app, 250), r.w / 4);
	int plate_h = pg_px(v->app, 34);
	p->plate = (SDL_Rect){r.x, r.y, left_w, plate_h};
	int token = pg_mini(pg_px(v->app, 52), r.h - plate_h - pad);
	p->role = (SDL_Rect){r.x, r.y + plate_h + pad, token, token};
	p->markers = (SDL_Rect){r.x + token + pad, p->role.y, left_w - token - pad,
				pg_px(v->app, 18)};
	p->bad = (SDL_Rect){p->markers.x, p->role.y + pg_px(v->app, 24), p->markers.w,
			    pg_px(v->app, 22)};
	p->hand = (SDL_Rect){0, 0, 0, 0};
	int bh = pg_px(v->app, 40);
	/* The buttons are as wide as their longest label at the smallest
	 * size the kit's button draws it (three quarters of two fifths of
	 * its height), so a longer language is not cut. */
	int button_w = pg_px(v->app, 158);
	const char *labels[] = {_("Done for today"), _("Done giving"), _("Perform Ritual")};
	int smallest = pg_maxi(PG_TEXT_READABLE_PX, pg_maxi(10, bh * 2 / 5) * 3 / 4);
	for (size_t i = 0; i < sizeof labels / sizeof labels[0]; i++) {
		int label_w = 0, label_h = 0;
		pg_text_measure(v->app->text, labels[i], smallest, PG_FONT_BOLD, &label_w, &label_h);
		button_w = pg_maxi(button_w, label_w + bh / 2 + pg_px(v->app, 4));
	}
	int x = r.x + left_w + pad, w = r.x + r.w - button_w - pad - x;
	p->mini_h = (float)(r.h - pg_px(v->app, 18));
	p->mini_w = p->mini_h * 5 / 7;
	p->poles = (SDL_Rect){x, r.y, w * 28 / 100, r.h};
	p->rituals = (SDL_Rect){x + w * 30 / 100, r.y, w * 34 / 100, r.h};
	p->gifts = (SDL_Rect){x + w * 66 / 100, r.y, w * 34 / 100, r.h};
	v->done_button.rect = (SDL_Rect){r.x + r.w - button_w, r.y + r.h - bh, button_w, bh};
	v->ritual_button.rect = (SDL_Rect){r.x + r.w - button_w, r.y + r.h - 2 * bh - pad,
					   button_w, bh};
}

/* The Ancestor cards' width, from the middle row's width less its side
 * (the two piles and the role markers with their labels). */
static int ancestor_width(const gp_view *v, int mid_w)
{
	int pad = pg_px(v->app, 10);
	return (mid_w - pg_px(v->app, MIDDLE_SIDE_W) - 5 * pad) / GP_FAMILIES;
}

/* The middle row is as tall as its Ancestor cards, but never so short
 * that the piles and the three rows of role markers beside them shrink
 * past reading; at most the share it had before, so a narrow window
 * keeps its other rows. The other seats' panels take the rest. */
static int middle_height(const gp_view *v, int mid_w, int share)
{
	int ah = (int)((float)ancestor_width(v, mid_w) * ANCESTOR_H / ANCESTOR_W);
	return pg_mini(share, pg_maxi(ah, pg_px(v->app, 130)));
}

static void layout_middle(gp_view *v, SDL_Rect mid)
{
	int pad = pg_px(v->app, 10);
	int side_w = pg_px(v->app, MIDDLE_SIDE_W);
	/* Each pile's edges take room on its right before the gap: the piles
	 * are a little narrower so the side keeps its width (the Ancestors
	 * theirs) and the role markers their place. */
	int gap = pg_card_pile_reach(v->app) + pg_px(v->app, 8);
	int card_h = pg_mini(mid.h - pg_px(v->app, 26), pg_px(v->app, 82));
	int card_w = card_h * 5 / 7;
	int aw = ancestor_width(v, mid.w);
	int ah = (int)((float)aw * ANCESTOR_H / ANCESTOR_W);
	if (ah > mid.h) {
		ah = mid.h;
		aw = (int)((float)ah * ANCESTOR_W / ANCESTOR_H);
	}
	int x = mid.x + pad, y = mid.y + (mid.h - ah) / 2;
	for (int f = 0; f < GP_FAMILIES; f++) {
		v->ancestors[f] = (SDL_Rect){x, y, aw, ah};
		x += aw + pad;
		for (int i = 0; i < GP_ICONS; i++) {
			SDL_FRect a = great_potlatch_space_box(v, f, i, 0);
			SDL_FRect b = great_potlatch_space_box(v, f, i, 1);
			int top = (int)a.y - pg_px(v->app, 2);
			v->spaces[f][i] = (SDL_Rect){(int)(a.x - a.w * 0.9f), top,
						     (int)(b.x + b.w - (a.x - a.w * 0.9f)) + 2,
						     (int)a.h + pg_px(v->app, 4)};
		}
	}
	int sx = mid.x + mid.w - side_w;
	v->deck = (SDL_Rect){sx, mid.y + pg_px(v->app, 2), card_w, card_h};
	v->discard = (SDL_Rect){sx + card_w + gap, mid.y + pg_px(v->app, 2), card_w, card_h};
	int pool_x = v->discard.x + card_w + gap;
	v->pool = (SDL_Rect){pool_x, mid.y, mid.x + mid.w - pool_x - pad / 2, mid.h};
	/* Three rows of markers, half a pad apart. */
	int rs = pg_mini(v->pool.w - pg_px(v->app, 2), (mid.h - pad) / 3);
	for (int r = 0; r < GP_ROLES; r++)
		v->pool_roles[r] = (SDL_Rect){v->pool.x, v->pool.y + r * (rs + pad / 2), rs, rs};
}

void great_potlatch_layout(gp_view *v)
{
	const gp_state *s = great_potlatch_shown(v);
	SDL_Rect a = v->area;
	int pad = pg_px(v->app, 8);
	int n = gp_players(s);
	v->card_h = (float)pg_px(v->app, 126);
	v->card_w = v->card_h * 5 / 7;
	int hand_h = (int)v->card_h + pg_px(v->app, 30);
	int info_h = pg_px(v->app, 40);
	int rest = a.h - hand_h - info_h - 4 * pad;
	int share_others = rest * 30 / 100, share_mid = rest * 36 / 100;
	int own_h = rest - share_others - share_mid;
	int mid_h = middle_height(v, a.w, share_mid);
	int others_h = rest - mid_h - own_h;
	int y = a.y + pad;
	/* The others, clockwise from the viewer's left. */
	int k = n - 1;
	int pw = k ? (a.w - pad * (k + 1)) / k : 0;
	if (pw > pg_px(v->app, 430))
		pw = pg_px(v->app, 430);
	int x0 = a.x + (a.w - (pw * k + pad * (k - 1))) / 2;
	for (int i = 0; i < GP_MAX_PLAYERS; i++)
		v->panels[i].seat = -1;
	for (int i = 1; i < n; i++) {
		int seat = (v->bottom + i) % n;
		gp_panel *p = &v->panels[seat];
		p->seat = seat;
		p->rect = (SDL_Rect){x0 + (i - 1) * (pw + pad), y, pw, others_h};
		layout_other(v, p);
	}
	y += others_h + pad;
	v->info = (SDL_Rect){a.x + pad, y, a.w - 2 * pad, info_h};
	int track_w = info_h * 560 / 84;
	v->day_track = (SDL_Rect){v->info.x, y, track_w, info_h};
	v->phases = (SDL_Rect){v->info.x + track_w + pad, y, v->info.w - track_w - pad, info_h};
	y += info_h + pad;
	layout_middle(v, (SDL_Rect){a.x, y, a.w, mid_h});
	y += mid_h + pad;
	gp_panel *own = &v->panels[v->bottom];
	own->seat = v->bottom;
	own->rect = (SDL_Rect){a.x + pad, y, a.w - 2 * pad, own_h};
	layout_own(v, own);
	y += own_h + pad;
	/* The fan's turned cards reach below its bottom edge: keep a margin. */
	v->hand_area = (SDL_Rect){a.x + pad, y, a.w - 2 * pad, a.y + a.h - y - pg_px(v->app, 16)};
	v->hand.area = v->hand_area;
	v->hand.card_w = v->card_w;
	v->hand.card_h = v->card_h;
	great_potlatch_register(v);
}

/* The viewer's hand, sorted: Potlatch cards by family, icon and valuable
 * (the rules' index order), then the Totem Pole cards. */
static int hand_cards(const gp_state *s, int seat, int *out)
{
	int n = 0;
	for (int c = 0; c < GP_POTLATCH_CARDS && n < PG_HAND_MAX; c++)
		if (s->hand[seat] & (1ull << c))
			out[n++] = c;
	for (int t = 0; t < GP_TOTEM_CARDS && n < PG_HAND_MAX; t++)
		if (s->totem_hand[seat] & (1u << t))
			out[n++] = GP_CARD_TOTEM + t;
	return n;
}

static bool in_staged(const gp_view *v, int card)
{
	int totem, cards[3];
	if (!gp_ritual_cards(v->staged, &totem, cards))
		return false;
	if (card >= GP_CARD_TOTEM)
		return card - GP_CARD_TOTEM == totem;
	return cards[0] == card || cards[1] == card || cards[2] == card;
}

void great_potlatch_register(gp_view *v)
{
	const gp_state *s = great_potlatch_shown(v);
	int cards[PG_HAND_MAX], n = 0;
	bool mine = pg_play_viewer(v->play) == v->bottom && v->bottom >= 0;
	if (mine) {
		int all[PG_HAND_MAX];
		int count = hand_cards(s, v->bottom, all);
		/* Cards set out in the ritual row are drawn there, not in hand. */
		for (int i = 0; i < count; i++)
			if (!in_staged(v, all[i]))
				cards[n++] = all[i];
	}
	pg_card_hand_set(&v->hand, cards, n, true);
	float spread = n > 1 ? (float)pg_mini(n * 2, 16) : 0;
	v->hand.spread_degrees = spread;
	pg_board_begin_layout(&v->board);
	for (int i = 0; i < n; i++) {
		SDL_FRect slot = pg_card_hand_slot_rect(&v->hand, i);
		float right = i + 1 < n ? pg_card_hand_slot_rect(&v->hand, i + 1).x : slot.x + slot.w;
		/* The fan overlaps: each card is picked up by the strip of it
		 * that shows (the last one whole). */
		SDL_Rect hit = {(int)slot.x, (int)slot.y - pg_px(v->app, 18),
				(int)(right - slot.x), (int)slot.h + pg_px(v->app, 18)};
		int piece = cards[i] >= GP_CARD_TOTEM ? GP_PIECE_TOTEM + cards[i] - GP_CARD_TOTEM
						      : GP_PIECE_CARD + cards[i];
		pg_board_add_piece(&v->board, piece, hit, slot);
	}
	if (gp_get_phase(s) == GP_PHASE_GATHERING)
		for (int r = 0; r < GP_ROLES; r++)
			if (s->role_left[r])
				pg_board_add_piece(&v->board, GP_PIECE_ROLE + r, v->pool_roles[r],
						   pg_frect(v->pool_roles[r]));
	for (int f = 0; f < GP_FAMILIES; f++)
		for (int i = 0; i < GP_ICONS; i++)
			pg_board_add_zone(&v->board, gp_zone_space(f, i), v->spaces[f][i]);
	gp_panel *own = &v->panels[v->bottom];
	SDL_Rect role_zone = {own->plate.x, own->plate.y, own->plate.w,
			      own->role.y + own->role.h - own->plate.y};
	pg_board_add_zone(&v->board, GP_ZONE_ROLE, role_zone);
	pg_board_add_zone(&v->board, GP_ZONE_POLES, own->poles);
	pg_board_add_zone(&v->board, GP_ZONE_RITUAL, own->rituals);
	pg_board_add_zone(&v->board, GP_ZONE_GIFT, own->gifts);
	pg_board_add_zone(&v->board, GP_ZONE_DISCARD, v->discard);
	for (int p = 0; p < gp_players(s); p++)
		if (v->panels[p].seat >= 0)
			pg_board_add_area(&v->board, GP_AREA_SEAT + p, v->panels[p].rect);
	pg_board_add_area(&v->board, GP_AREA_DECK, v->deck);
	pg_board_add_area(&v->board, GP_AREA_HAND, v->hand_area);
}
