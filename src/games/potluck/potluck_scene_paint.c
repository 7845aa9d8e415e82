/*
 * potluck_scene_paint.c: drawing the rondel and the dice, the side column, the
 * prompt, notes, the chooser and what is held (see potluck_scene.h).
 */
#include "potluck/potluck_scene.h"

/* The banner while a bonus waits for its target. */
static const char *const bonus_banner[POTLUCK_BONUSES] = {
    "",
    "",
    N_("Erase bonus: click the guest to rub out"),
    N_("Relocate bonus: click the guest to move"),
    N_("Change bonus: click a die, then choose its new letter"),
    N_("Again bonus: click a used bonus to use it once more"),
};

/* The key's names, as on the book's sheet. */
static const char *const legend_names[POTLUCK_GENERATIONS + 1] = {
    "",
    N_("Children"),
    N_("Teenager"),
    N_("Young adult"),
    N_("Middle aged"),
    N_("Older adult"),
    N_("Senior"),
};

/* Letters on the rondel: dark on the light wedges, cream on the others. */
static const SDL_Color wedge_ink[POTLUCK_WEDGES] = {
    {110, 78, 40, 255},   {255, 250, 238, 255}, {255, 250, 238, 255}, {96, 66, 14, 255},
    {255, 250, 238, 255}, {255, 250, 238, 255}, {255, 250, 238, 255},
};

/* ---- drawing: the rondel and the dice ---------------------------------------------- */

/* The art of die 1 or 2 showing face (0 blank, 1..6), drawn at once (the
 * name is rewritten on each call). */
static const char *die_art(int die, int face)
{
	static char art[32];
	snprintf(art, sizeof art, "potluck/die%d_%d.svg", (die & 1) + 1,
	         face >= 0 && face <= 6 ? face : 0);
	return art;
}

/* Whether src's guest is off its place: held by the pointer, flying home
 * after a refused drop, or a die about to be thrown. */
bool potluck_dragging(const pl_view *v, int src)
{
	return v->board.held == src || v->board.snap.piece == src ||
	       (src <= SRC_DIE1 && v->dice[src].held);
}

/* The die chosen for a place (by click or keys), or -1. */
int potluck_chosen_die(const pl_view *v)
{
	int piece = v->board.selected;
	return piece == SRC_DIE0 || piece == SRC_DIE1 ? piece : -1;
}

static void draw_rondel(pl_view *v, SDL_Renderer *r)
{
	SDL_Rect rr = v->rondel;
	pg_assets_draw(v->app->assets, "potluck/rondel.svg", rr);
	float half = (float)rr.w / 2, cx = (float)rr.x + half, cy = (float)rr.y + half;
	int size = pg_maxi(pg_px(v->app, 10), (int)(half * 0.17f));
	for (int w = 0; w < POTLUCK_WEDGES; w++) {
		float a = potluck_wedge_angle(w) * PI_F / 180.0f, rad = half * 0.79f;
		bool wild = w == POTLUCK_WILD;
		char letter[2] = {potluck_generation_letter(w), '\0'};
		pg_text_draw(v->app->text, wild ? _("Wild") : letter, (int)(cx + rad * cosf(a)),
		             (int)(cy + rad * sinf(a)),
		             wild ? pg_maxi(potluck_readable_px(v, 8), size * 2 / 3) : size,
		             PG_FONT_BOLD, wedge_ink[w], PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	}
	bool roll = potluck_rollable(v);
	int input = pg_play_input_seat(v->play);
	for (int die = 0; die < 2; die++) {
		pl_die_look look = potluck_die_look(v, die);
		SDL_FRect box = potluck_die_on_rondel(v, die);
		float mx = box.x + box.w / 2, my = box.y + box.h / 2;
		bool usable = input >= 0 && potluck_die_usable(potluck_real(v), die);
		bool to_roll = roll && potluck_die_to_roll(potluck_real(v)) == die;
		if (to_roll || usable)
			pg_stroke_disc(
			    r, mx, my, box.w * 0.78f,
			    pg_ui_with_alpha(to_roll ? pg_ui_theme.accent_hover : GLOW,
			                     50 + 90 * PG_GLOW_LEVEL));
		if (potluck_chosen_die(v) == die)
			pg_ui_stroke_circle(r, mx, my, box.w * 0.82f, (float)pg_px(v->app, 3),
			                    pg_ui_theme.accent);
		pg_assets_draw_scaled(v->app->assets, die_art(die, look.face), v->rondel_die,
		                      v->rondel_die, box, potluck_dragging(v, die) ? 90 : 255,
		                      look.tilt);
	}
}

/* The generation shown for a die: the wedge under it, or what Change made
 * it for the player to move. */
static int die_generation_now(const pl_view *v, int die, const pl_die_look *look)
{
	return look->moving ? look->wedge : potluck_die_generation(potluck_real(v), die);
}

static void draw_chip(pl_view *v, float cx, float cy, float radius, int generation, Uint8 alpha)
{
	SDL_Renderer *r = v->app->renderer;
	pg_stroke_disc(r, cx, cy + radius * 0.08f, radius * 1.04f,
	               pg_ui_rgba(0, 0, 0, (Uint8)(alpha / 4)));
	pg_stroke_disc(r, cx, cy, radius, pg_ui_with_alpha(gen_fill[generation], alpha));
	pg_ui_stroke_circle(r, cx, cy, radius, pg_maxi(1, (int)(radius * 0.09f)),
	                    pg_ui_with_alpha(pg_ui_rgba(70, 46, 30, 255), alpha));
	SDL_Color ink = generation <= POTLUCK_SENIOR ? wedge_ink[generation] : INK;
	char letter[2] = {potluck_generation_letter(generation), '\0'};
	pg_text_draw_alpha(v->app->text, letter, (int)cx, (int)cy,
	                   pg_maxi(potluck_readable_px(v, 8), (int)(radius * 1.15f)),
	                   PG_FONT_BOLD, ink, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE, alpha);
}

static const char *card_status(const pl_view *v, int die, const pl_die_look *look, char *buf,
                               size_t size)
{
	const potluck_state *s = potluck_real(v);
	if (look->moving)
		return _("Rolling\xe2\x80\xa6");
	if (pg_play_chance_pending(v->play) && potluck_die_to_roll(s) == die)
		return potluck_rollable(v) ? _("Click to roll") : _("Rolling next\xe2\x80\xa6");
	if (look->face == 0)
		return _("Not rolled yet");
	if (s->phase == POTLUCK_PHASE_PLACE && pg_play_input_seat(v->play) >= 0) {
		if (s->chosen_die >= 0 && s->owed[die]) {
			snprintf(buf, size, _("%d more to seat"), s->owed[die]);
			return buf;
		}
		if (potluck_die_usable(s, die))
			return potluck_chosen_die(v) == die ? _("Chosen: click a seat")
			                                    : _("Drag to a seat");
		if (s->chosen_die == die)
			return _("Seated");
		return _("Not this turn");
	}
	if (s->changed[die] && s->phase == POTLUCK_PHASE_PLACE)
		return _("Changed this turn");
	return potluck_rolled_doubles(s) ? _("Doubles!") : "";
}

static void draw_card(pl_view *v, SDL_Renderer *r, int die)
{
	SDL_Rect c = v->cards[die];
	const potluck_state *s = potluck_real(v);
	pl_die_look look = potluck_die_look(v, die);
	int gen = die_generation_now(v, die, &look);
	bool usable = pg_play_input_seat(v->play) >= 0 && potluck_die_usable(s, die);
	int radius = pg_px(v->app, 10);
	pg_ui_panel(r, c, radius);
	if (potluck_chosen_die(v) == die)
		pg_ui_stroke_rounded(r, c, radius, pg_px(v->app, 3), pg_ui_theme.accent);
	else if (usable)
		pg_ui_stroke_rounded(r, c, radius, pg_px(v->app, 2),
		                     pg_ui_with_alpha(GLOW, 110 + 110 * PG_GLOW_LEVEL));
	else if (potluck_rollable(v) && potluck_die_to_roll(s) == die)
		pg_ui_stroke_rounded(
		    r, c, radius, pg_px(v->app, 2),
		    pg_ui_with_alpha(pg_ui_theme.accent_hover, 90 + 100 * PG_GLOW_LEVEL));
	SDL_Rect d = v->card_die[die];
	pg_assets_draw_scaled(v->app->assets, die_art(die, look.face), d.w, d.h, pg_frect(d),
	                      potluck_dragging(v, die) ? 90 : 255, look.tilt * 0.6f);
	/* The generation's chip right of the die, and the words under both;
	 * on a wide, low card the chip sits on the die's corner and the words
	 * beside it. */
	bool wide = c.w > 2 * c.h;
	float chip_r = (float)d.h * (wide ? 0.3f : 0.4f);
	float chip_x =
	    wide ? (float)(d.x + d.w) : (float)(c.x + c.w) - chip_r - (float)pg_px(v->app, 10);
	float chip_y = wide ? (float)(d.y + d.h) - chip_r * 0.8f : (float)d.y + (float)d.h / 2;
	if (look.face > 0)
		draw_chip(v, chip_x, chip_y, chip_r, gen, look.moving ? 160 : 255);
	int x = wide ? (int)(chip_x + chip_r) + pg_px(v->app, 8) : c.x + pg_px(v->app, 8);
	int y = wide ? d.y : d.y + d.h + pg_px(v->app, 6);
	int w = wide ? c.x + c.w - x - pg_px(v->app, 8) : c.w - pg_px(v->app, 16);
	char name[64], status[48];
	if (look.face == 0)
		snprintf(name, sizeof name, _("Die %d"), die + 1);
	else if (gen == POTLUCK_WILD)
		snprintf(name, sizeof name, "%s", _("Wild: any"));
	else
		snprintf(name, sizeof name, "%s", _(legend_names[gen]));
	int size = pg_maxi(NOTE_PX, pg_px(v->app, 13));
	int line = pg_text_line_height(v->app->text, size, PG_FONT_BOLD);
	/* A long name takes a second line and pushes the status down. */
	y += potluck_text_in_box(v, name, (SDL_Rect){x, y, w, 2 * line}, size, PG_FONT_BOLD,
	                         pg_ui_theme.text, PG_ALIGN_LEFT, false);
	potluck_text_in_box(v, card_status(v, die, &look, status, sizeof status),
	                    (SDL_Rect){x, y, w, c.y + c.h - y},
	                    pg_maxi(NOTE_PX, pg_px(v->app, 12)), PG_FONT_REGULAR,
	                    pg_ui_theme.text_dim, PG_ALIGN_LEFT, false);
}

/* ---- drawing: the side column's lower part ----------------------------------------- */

int potluck_best_table(const potluck_sheet *sheet)
{
	int best = 0;
	for (int t = 1; t < POTLUCK_TABLES; t++)
		if (potluck_table_score(sheet, t) > potluck_table_score(sheet, best))
			best = t;
	return best;
}

static int draw_heading(pl_view *v, const char *text, int y)
{
	SDL_Rect in = v->info;
	/* Wrapped, not shortened, when a translation is longer than the column. */
	SDL_Rect box = {in.x + pg_px(v->app, 12), y, in.w - pg_px(v->app, 24),
	                in.y + in.h - y};
	int h = potluck_text_in_box(v, text, box, pg_px(v->app, 16), PG_FONT_BOLD,
	                            pg_ui_theme.text, PG_ALIGN_LEFT, false);
	return y + h + pg_px(v->app, 4);
}

static void draw_standings(pl_view *v, int y)
{
	const potluck_state *s = potluck_real(v);
	int order[POTLUCK_MAX_PLAYERS], scores[POTLUCK_MAX_PLAYERS];
	potluck_scores(s, scores);
	/* Highest first; a tie in seat order. */
	for (int p = 0; p < s->players; p++) {
		int rank = 0;
		for (int q = 0; q < s->players; q++)
			rank += scores[q] > scores[p] || (scores[q] == scores[p] && q < p);
		order[rank] = p;
	}
	SDL_Rect in = v->info;
	int size = pg_px(v->app, 15),
	    line = pg_text_line_height(v->app->text, size, PG_FONT_REGULAR) + pg_px(v->app, 4);
	for (int i = 0; i < s->players; i++) {
		int p = order[i];
		int sw = pg_px(v->app, 16);
		pg_ui_draw_swatch(
		    v->app->renderer,
		    (SDL_Rect){in.x + pg_px(v->app, 12), y + pg_px(v->app, 2), sw, sw}, sw / 2,
		    pg_play_seat_style(v->play, p));
		char label[80], score[16];
		snprintf(label, sizeof label, "%s \xc2\xb7 %s", potluck_player_name(v, p),
		         pg_play_seat_label(v->play, p));
		snprintf(score, sizeof score, "%d", scores[p]);
		pg_text_draw_fit(v->app->text, label, in.x + pg_px(v->app, 36), y,
		                 in.w - pg_px(v->app, 90), size,
		                 i == 0 ? PG_FONT_BOLD : PG_FONT_REGULAR, pg_ui_theme.text,
		                 PG_ALIGN_LEFT);
		pg_text_draw(
		    v->app->text, score, in.x + in.w - pg_px(v->app, 12), y, size, PG_FONT_BOLD,
		    scores[p] == scores[order[0]] ? pg_ui_theme.accent_hover : pg_ui_theme.text,
		    PG_ALIGN_RIGHT);
		y += line;
	}
}

/* The six generations with their wedge colours, as the sheet's key. */
static int draw_legend(pl_view *v, int y)
{
	SDL_Rect in = v->info;
	int size = pg_px(v->app, 13),
	    row = pg_maxi(pg_px(v->app, 19),
	                  pg_text_line_height(v->app->text, size, PG_FONT_REGULAR));
	/* Two columns of three, or one of six when a name is too long for half. */
	int rows = 3, col_w = (in.w - pg_px(v->app, 24)) / 2;
	for (int g = 1; g <= POTLUCK_GENERATIONS && rows == 3; g++) {
		int w = 0;
		pg_text_measure(v->app->text, _(legend_names[g]), size, PG_FONT_REGULAR, &w,
		                NULL);
		if (w + row + pg_px(v->app, 8) > col_w) {
			rows = POTLUCK_GENERATIONS;
			col_w = in.w - pg_px(v->app, 24);
		}
	}
	if (y + row * rows > in.y + in.h - pg_px(v->app, 8))
		return y;
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++) {
		int col = (g - 1) / rows, line = (g - 1) % rows;
		int x = in.x + pg_px(v->app, 12) + col * col_w, ry = y + line * row;
		float r = (float)row * 0.42f;
		draw_chip(v, (float)x + r, (float)ry + (float)row / 2, r, g, 255);
		pg_text_draw_fit(v->app->text, _(legend_names[g]),
		                 x + (int)(r * 2) + pg_px(v->app, 6), ry + row / 2,
		                 col_w - (int)(r * 2) - pg_px(v->app, 8), size, PG_FONT_REGULAR,
		                 pg_ui_theme.text, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	}
	return y + row * rows + pg_px(v->app, 8);
}

static bool tooltip_text(pl_view *v, char *buf, size_t size);

/* What the pointer rests on (about; NULL: the help instead), explained in
 * the side column, so the note never covers the sheet it describes; it is
 * worked out afresh each frame, so it follows the game (issue 14).
 * Returns the y below it, or -1 where it does not fit above bottom. */
static int draw_note(pl_view *v, int y, int bottom, const char *about)
{
	SDL_Rect in = v->info;
	char text[320];
	static const char *const help[] = {
	    N_("Drag a die to a seat with its number, or click the die, then the seat. "
	       "No two guests of one generation side by side.\n"
	       "1 / 2 choose a die \xc2\xb7 R roll \xc2\xb7 Enter end turn \xc2\xb7 "
	       "Backspace or right-click cancel \xc2\xb7 Tab / arrows pick a guest and a "
	       "seat \xc2\xb7 V other sheets"),
	    N_("Drag a die to a seat with its number. No two guests of one generation "
	       "side by side."),
	};
	int size = pg_maxi(NOTE_PX, pg_px(v->app, 13));
	int pad = pg_px(v->app, 8);
	SDL_Rect box = {in.x + pg_px(v->app, 8), y, in.w - pg_px(v->app, 16), 0};
	/* The longer help where it fits, else the short one. */
	for (size_t i = 0; i < (about ? 1 : sizeof help / sizeof help[0]); i++) {
		snprintf(text, sizeof text, "%s", about ? about : _(help[i]));
		int h = pg_text_draw_wrapped(v->app->text, text, box.x + pad, y + pad,
		                             box.w - 2 * pad, size, PG_FONT_REGULAR,
		                             pg_ui_theme.text, PG_ALIGN_LEFT, false);
		box.h = h + 2 * pad;
		if (box.y + box.h <= bottom)
			break;
	}
	if (box.y + box.h > bottom)
		return -1;
	if (about) {
		pg_ui_fill_rounded(v->app->renderer, box, pg_px(v->app, 6),
		                   pg_ui_rgba(34, 22, 14, 235));
		pg_ui_stroke_rounded(v->app->renderer, box, pg_px(v->app, 6), 1, GOLD);
		v->note_rect = box;
		snprintf(v->note, sizeof v->note, "%s", text);
	}
	pg_text_draw_wrapped(v->app->text, text, box.x + pad, y + pad, box.w - 2 * pad, size,
	                     PG_FONT_REGULAR, about ? pg_ui_theme.text : pg_ui_theme.text_dim,
	                     PG_ALIGN_LEFT, true);
	return box.y + box.h + pg_px(v->app, 8);
}

static void draw_info(pl_view *v)
{
	SDL_Rect in = v->info;
	v->note_rect = (SDL_Rect){0, 0, 0, 0};
	v->note[0] = '\0';
	if (in.h < pg_px(v->app, 40))
		return;
	pg_ui_panel(v->app->renderer, in, pg_px(v->app, 12));
	const potluck_state *s = potluck_real(v);
	int y = in.y + pg_px(v->app, 10), bottom = in.y + in.h - pg_px(v->app, 8);
	if (s->phase == POTLUCK_PHASE_GAME_OVER) {
		y = draw_heading(
		    v, s->players == 1 ? _("Your best potlucks") : _("Final scores"), y);
		if (s->players == 1)
			pg_records_draw(v->app, &v->best.table, in, y,
			                _("No finished solo games yet."));
		else
			draw_standings(v, y);
		return;
	}
	char text[96];
	snprintf(text, sizeof text, _("Round %d"), s->round);
	y = draw_heading(v, text, y);
	if (s->final_round) {
		SDL_Rect line = {in.x + pg_px(v->app, 12), y - pg_px(v->app, 4),
		                 in.w - pg_px(v->app, 24), pg_px(v->app, 60)};
		y += potluck_text_in_box(v, _("The final round"), line, pg_px(v->app, 14),
		                         PG_FONT_BOLD, pg_ui_theme.accent_hover, PG_ALIGN_LEFT,
		                         false) +
		     pg_px(v->app, 2);
	}
	y = draw_legend(v, y);
	/* The sheet has no room for its scoring key: it is read here, at the
	 * foot of the column, and the note takes the room above it. */
	int key_h = 0, size = pg_maxi(NOTE_PX, pg_px(v->app, 13));
	int title = pg_maxi(size, pg_px(v->app, 15));
	SDL_Rect key = {in.x + pg_px(v->app, 12), y, in.w - pg_px(v->app, 24), 0};
	if (v->big.help_zone.w <= 0) {
		key_h = potluck_draw_scoring(v, key, title, size, pg_ui_theme.text,
		                             pg_ui_theme.text_dim, false);
		if (y + key_h > bottom)
			key_h = 0;
	}
	/* A note on what the pointer rests on goes before the key when both
	 * do not fit. */
	char about[320];
	bool hover = v->mouse_in && !v->board.choosing && tooltip_text(v, about, sizeof about);
	const char *note = hover ? about : NULL;
	if (draw_note(v, y, bottom - (key_h ? key_h + pg_px(v->app, 8) : 0), note) < 0 &&
	    key_h && note && draw_note(v, y, bottom, note) >= 0)
		key_h = 0;
	if (key_h) {
		key.y = bottom - key_h;
		key.h = key_h;
		potluck_draw_scoring(v, key, title, size, pg_ui_theme.text,
		                     pg_ui_theme.text_dim, true);
	}
}

/* ---- drawing: the prompt, notes, the chooser, what is held ----------------------------- */

/* Copies text into buf and returns result: whether the prompt is
 * accented, whether a note has something to say. */
static bool say(char *buf, size_t size, const char *text, bool result)
{
	snprintf(buf, size, "%s", text);
	return result;
}

/* The line over the sheet; true when a bonus or choice is pending (drawn
 * in the accent colour). */
static bool prompt_text(pl_view *v, char *buf, size_t size)
{
	const potluck_state *s = potluck_real(v);
	const char *paid = v->bonus_again ? _(" (paid with Again)") : "";
	if (v->board.choosing && v->bonus == POTLUCK_BONUS_CHANGE) {
		snprintf(buf, size,
		         _("Bonus: change \xe2\x80\x94 choose die %d's new generation%s"),
		         v->change_die + 1, paid);
		return true;
	}
	if (v->board.choosing)
		return say(
		    buf, size,
		    _("Which generation is the guest? Click a letter (or press C T Y M O S)"),
		    true);
	if (v->bonus >= 0) {
		snprintf(buf, size, "%s%s", _(bonus_banner[v->bonus]), paid);
		return true;
	}
	if (v->choosing_again)
		return say(buf, size, _(bonus_banner[POTLUCK_BONUS_AGAIN]), true);
	int input = pg_play_input_seat(v->play);
	if (input >= 0 && potluck_focus_player(v) != input) {
		snprintf(
		    buf, size,
		    _("You are looking at %s's sheet: click your own below (or V) to play"),
		    potluck_player_name(v, potluck_focus_player(v)));
		return false;
	}
	if (potluck_chosen_die(v) >= 0) {
		int d = potluck_chosen_die(v), g = potluck_die_generation(s, d);
		snprintf(buf, size, _("Die %d (%d, %s): click a glowing seat"), d + 1,
		         s->die_roll[d], g ? potluck_generation_name(g) : _("any generation"));
		return false;
	}
	if (input >= 0 && s->phase == POTLUCK_PHASE_RELOCATE) {
		snprintf(buf, size,
		         _("Relocate: click a free seat for the lifted %s (any number)"),
		         potluck_generation_name(s->holding));
		return true;
	}
	if (input >= 0) {
		potluck_prompt(s, buf, size);
		return false;
	}
	if (s->phase == POTLUCK_PHASE_GAME_OVER) {
		int p = potluck_focus_player(v);
		const potluck_sheet *sh = potluck_sheet_of(s, p);
		int best = potluck_best_table(sh);
		snprintf(buf, size, _("%s: %d points \xc2\xb7 best table %c (%d)"),
		         s->players == 1 ? _("Final score") : potluck_player_name(v, p),
		         potluck_sheet_score(sh), potluck_table_letter(best),
		         potluck_table_score(sh, best));
		return false;
	}
	int roller = pg_play_chance_seat(v->play), next_die = potluck_die_to_roll(s) + 1;
	if (pg_play_person_rolls(v->play)) {
		if (s->players == 1)
			snprintf(buf, size, _("Your roll: click or throw die %d (or press R)"),
			         next_die);
		else
			snprintf(buf, size,
			         _("%s rolls for everyone: click or throw die %d (or press R)"),
			         potluck_player_name(v, roller), next_die);
		return true;
	}
	if (pg_play_chance_pending(v->play)) {
		if (roller >= 0)
			snprintf(buf, size, _("%s (%s) rolls die %d\xe2\x80\xa6"),
			         potluck_player_name(v, roller),
			         pg_play_seat_label(v->play, roller), next_die);
		else
			snprintf(buf, size, _("Rolling die %d\xe2\x80\xa6"), next_die);
		return false;
	}
	int mover = s->to_move;
	if (pg_play_is_human(v->play, mover))
		potluck_prompt(s, buf, size);
	else
		snprintf(buf, size, _("%s (%s) is seating a guest\xe2\x80\xa6"),
		         potluck_player_name(v, mover), pg_play_seat_label(v->play, mover));
	return false;
}

static void draw_prompt(pl_view *v, SDL_Renderer *r)
{
	char text[200];
	bool accent = prompt_text(v, text, sizeof text);
	SDL_Rect p = v->prompt;
	SDL_Color fill =
	    accent ? pg_ui_mix(pg_ui_theme.panel, pg_ui_theme.accent, 0.6f) : pg_ui_theme.panel;
	pg_ui_fill_rounded(r, p, p.h / 2, fill);
	pg_ui_stroke_rounded(r, p, p.h / 2, 1, pg_ui_theme.panel_edge);
	int right = p.x + p.w - pg_px(v->app, 16);
	if (!v->end_button.hidden)
		right = v->end_button.rect.x - pg_px(v->app, 8);
	else if (!v->cancel_button.hidden)
		right = v->cancel_button.rect.x - pg_px(v->app, 8);
	SDL_Rect room = {p.x + pg_px(v->app, 18), p.y + pg_px(v->app, 2),
	                 right - p.x - pg_px(v->app, 20), p.h - pg_px(v->app, 4)};
	potluck_text_in_box(v, text, room, pg_px(v->app, 16), PG_FONT_BOLD, pg_ui_theme.text,
	                    PG_ALIGN_LEFT, true);
	pg_button_draw(v->app, &v->end_button);
	pg_button_draw(v->app, &v->cancel_button);
}

static void draw_notes(pl_view *v, SDL_Renderer *r)
{
	SDL_Rect sheet = v->big.rect;
	int y = sheet.y + sheet.h / 2;
	for (int i = 0; i < v->tl.count; i++) {
		const pg_action *a = &v->tl.actions[i];
		if (a->kind != A_NOTE || !pg_timeline_flying(a))
			continue;
		float p = potluck_anim_progress(v, a);
		float alpha = p < 0.12f ? p / 0.12f : p > 0.82f ? (1 - p) / 0.18f : 1;
		const char *text = a->caption;
		int size = pg_px(v->app, 19);
		int wrap = sheet.w - pg_px(v->app, 60) - pg_px(v->app, 40);
		int h = pg_text_draw_wrapped(v->app->text, text, 0, 0, wrap, size, PG_FONT_BOLD,
		                             pg_ui_theme.text, PG_ALIGN_CENTER, false);
		int tw = 0;
		pg_text_measure(v->app->text, text, size, PG_FONT_BOLD, &tw, NULL);
		int w = pg_mini(tw, wrap) + pg_px(v->app, 40);
		SDL_Rect box = {sheet.x + (sheet.w - w) / 2, y - (h + pg_px(v->app, 24)) / 2, w,
		                h + pg_px(v->app, 24)};
		pg_ui_fill_rounded(r, box, pg_px(v->app, 14),
		                   pg_ui_rgba(40, 24, 14, (Uint8)(215 * alpha)));
		pg_ui_stroke_rounded(r, box, pg_px(v->app, 14), pg_px(v->app, 2),
		                     pg_ui_with_alpha(GOLD, 255 * alpha));
		pg_text_draw_wrapped(v->app->text, text, box.x + pg_px(v->app, 20),
		                     box.y + pg_px(v->app, 12), w - pg_px(v->app, 40), size,
		                     PG_FONT_BOLD,
		                     pg_ui_with_alpha(pg_ui_theme.text, (Uint8)(255 * alpha)),
		                     PG_ALIGN_CENTER, true);
		y += box.h + pg_px(v->app, 8);
	}
}

/* A die's guest in hand: the die with its letter beside it. */
static void draw_die_in_hand(pl_view *v, int die, float cx, float cy)
{
	pl_die_look look = potluck_die_look(v, die);
	SDL_Rect d = v->card_die[die];
	float size = (float)d.w * 1.08f;
	SDL_FRect shadow = {cx - size / 2 + (float)pg_px(v->app, 5),
	                    cy - size / 2 + (float)pg_px(v->app, 7), size, size};
	pg_assets_draw_scaled(v->app->assets, die_art(die, look.face), d.w, d.h, shadow, 60, 8);
	pg_assets_draw_scaled(v->app->assets, die_art(die, look.face), d.w, d.h,
	                      pg_frect_around(cx, cy, size, size), 225,
	                      6 * sin(v->app->time * 9));
	if (v->dice[die].held)
		return; /* a die about to be thrown brings no guest yet */
	draw_chip(v, cx + size * 0.55f, cy - size * 0.5f, size * 0.28f,
	          die_generation_now(v, die, &look), 255);
}

static void draw_in_hand(pl_view *v, int src, float x, float y)
{
	const potluck_state *s = potluck_real(v);
	if (src <= SRC_DIE1)
		draw_die_in_hand(v, src, x, y);
	else if (src == SRC_WILD || (src == SRC_HELD && s->holding))
		potluck_draw_token(v, x, y, v->big.seat_r * 1.15f,
		                   src == SRC_WILD ? POTLUCK_GEN_ANY : s->holding);
}

/* What the board says is off its place: flying home, or in hand. */
static void draw_hand(pl_view *v)
{
	int piece;
	float x, y, progress;
	if (pg_board_snap_centre(&v->board, &piece, &x, &y, &progress))
		draw_in_hand(v, piece, x, y);
	for (int d = 0; d < 2; d++) {
		if (!v->dice[d].held)
			continue;
		pg_die_pose pose = pg_die_pose_now(&v->dice[d], -1);
		draw_die_in_hand(v, d, pose.box.x + pose.box.w / 2,
		                 pose.box.y + pose.box.h / 2);
		return;
	}
	if (pg_board_held_centre(&v->board, &x, &y))
		draw_in_hand(v, v->board.held, x, y);
}

/* What the pointer is over, in a sentence or two. */
static bool tooltip_text(pl_view *v, char *buf, size_t size)
{
	const potluck_state *s = potluck_real(v);
	pl_hit h = v->hover;
	bool acting = potluck_acting_player(v) >= 0;
	buf[0] = '\0';
	switch (h.kind) {
	case HIT_SEAT: {
		if (!acting)
			return false;
		/* The note says what the seat's mark on the sheet means. */
		pl_mark mark = potluck_spot_mark(v, h.index, true);
		if (v->bonus == POTLUCK_BONUS_ERASE || v->bonus == POTLUCK_BONUS_MOVE)
			return say(buf, size,
			           mark != MARK_TARGET ? _("No guest here for this bonus.")
			           : v->bonus == POTLUCK_BONUS_ERASE
			               ? _("Click to erase this guest.")
			               : _("Click to lift this guest."),
			           true);
		if (mark == MARK_OPEN)
			return say(buf, size,
			           v->board.held >= 0 ? _("Drop to seat the guest here.")
			                              : _("Click to seat the guest here."),
			           true);
		if (mark != MARK_BAD)
			return false;
		potluck_seat_reason(v, potluck_current_source(v), h.index, buf, size);
		return buf[0] != '\0';
	}
	case HIT_BONUS: {
		const potluck_sheet *sh = potluck_sheet_of(s, potluck_focus_player(v));
		uint8_t bit = (uint8_t)(1u << h.index);
		/* Says which box is which too: the sheet drops the "open" and
		 * "used" headings where they do not fit (960x600). */
		snprintf(buf, size, "%s: %s", potluck_bonus_title(h.index),
		         (sh->used & bit) ? _("used (its \"used\" box is crossed)")
		         : (sh->unlocked & bit)
		             ? _("unlocked (its \"open\" box is ticked), click to use it")
		             : _("locked; doubles unlock a bonus and tick its \"open\" box"));
		return true;
	}
	case HIT_LAWN:
		if (h.index < 0)
			return say(buf, size, _("Lawn chairs: for a guest no seat can take"),
			           true);
		snprintf(buf, size,
		         _("Lawn chair %d: \xe2\x88\x92%d points when a guest sits here"),
		         h.index + 1, potluck_lawn_penalty(h.index));
		return true;
	case HIT_SERVERS:
		return say(buf, size,
		           _("Servers: a guest may serve instead of sitting. With both trays "
		             "filled, a wild guest (any generation, any seat) sits at once. "
		             "Servers score nothing."),
		           true);
	case HIT_DIE:
		if (potluck_rollable(v))
			return say(buf, size, _("Click to roll now"), true);
		if (!acting || !potluck_die_usable(s, h.index))
			return false;
		snprintf(buf, size, _("Drag die %d to a seat, or click it and then a seat"),
		         h.index + 1);
		return true;
	case HIT_THUMB:
		snprintf(buf, size, _("Click to see %s's sheet large"),
		         potluck_player_name(v, h.index));
		return true;
	case HIT_TOKEN:
		return say(buf, size,
		           _("Drag this guest to a glowing seat (or click the seat)"), true);
	default:
		return false;
	}
}

void potluck_view_draw(void *data, SDL_Renderer *r)
{
	pl_view *v = data;
	v->cut_count = 0;
	potluck_refresh_legal(v);
	potluck_sync_buttons(v);
	draw_rondel(v, r);
	draw_card(v, r, 0);
	draw_card(v, r, 1);
	draw_info(v);
	draw_prompt(v, r);
	potluck_draw_sheet(v, r, &v->big, potluck_focus_player(v));
	potluck_draw_thumbs(v, r);
	draw_notes(v, r);
	draw_hand(v);
	/* The keyboard's focus ring and the chooser of the kit board. */
	if (v->board.keyboard || v->board.choosing)
		pg_board_draw_overlay(&v->board, r);
}
