/*
 * pg_ui.h: the look of the program and its few widgets.
 *
 * The theme is warm and calm: a dark cedar background, wood-brown panels,
 * cream text and a copper accent. Drawing helpers fill rounded rectangles
 * (with SDL_RenderGeometry, so corners are smooth) and the seat swatches.
 *
 * Widgets are retained structs a scene keeps in its data: it sets their
 * rectangles in layout, passes each normalised input event to them (a
 * widget returns true when it was activated) and draws them. A widget
 * shows hover and pressed states and can be disabled.
 *
 * Seats have a colour and a pattern (stripes, dots, ...) so that no one
 * has to tell colours apart to play.
 */
#ifndef PG_UI_H
#define PG_UI_H

#include <stdbool.h>

#include <SDL.h>

#include "pg_i18n.h"
#include "pg_input.h"

struct pg_app;

typedef struct pg_theme {
	SDL_Color background;   /* the table: dark cedar */
	SDL_Color background_2; /* its lighter grain */
	SDL_Color panel;        /* a wooden panel */
	SDL_Color panel_edge;
	SDL_Color panel_hover;
	SDL_Color text;         /* cream */
	SDL_Color text_dim;
	SDL_Color accent;       /* copper: primary buttons, focus */
	SDL_Color accent_hover;
	SDL_Color accent_text;  /* text on an accent fill */
	SDL_Color good;         /* a green for wins, "legal here" */
	SDL_Color bad;          /* a red for errors */
	SDL_Color shadow;       /* translucent black */
	SDL_Color scrim;        /* translucent cover behind an overlay */
} pg_theme;

extern const pg_theme pg_ui_theme;

/* ---- seats ------------------------------------------------------------ */

typedef enum pg_pattern {
	PG_PATTERN_SOLID = 0,
	PG_PATTERN_STRIPES, /* diagonal stripes */
	PG_PATTERN_DOTS,
	PG_PATTERN_CHECKS,
	PG_PATTERN_RINGS,   /* one inner ring */
	PG_PATTERN_BARS,    /* horizontal bars */
	PG_PATTERN_COUNT
} pg_pattern;

typedef struct pg_seat_style {
	const char *name; /* "Red" */
	SDL_Color fill;   /* the colour itself */
	SDL_Color dark;   /* outline, shadow side */
	SDL_Color light;  /* highlight side */
	SDL_Color ink;    /* text drawn on fill, and the pattern's marks */
	pg_pattern pattern;
} pg_seat_style;

/* The one palette every game uses: a colour always has the same shade and
 * the same pattern (for players who do not tell colours apart), so Red is
 * striped in Totem Pole and in POTLUCK! alike. The shades follow Totem
 * Pole's pyramid art (red stripes, blue dots, green chevrons drawn as bars,
 * yellow hatching drawn as checks). A game whose rules seat the colours in
 * another order builds its table from these (PG_SEAT_RED...). */
/* clang-format off */
#define PG_SEAT_RED    {N_("Red"), {207, 88, 68, 255}, {104, 37, 26, 255}, {216, 120, 100, 255}, \
                        {255, 236, 226, 255}, PG_PATTERN_STRIPES}
#define PG_SEAT_BLUE   {N_("Blue"), {72, 127, 182, 255}, {35, 57, 84, 255}, {109, 151, 190, 255}, \
                        {232, 242, 255, 255}, PG_PATTERN_DOTS}
#define PG_SEAT_GREEN  {N_("Green"), {86, 155, 96, 255}, {43, 72, 40, 255}, {121, 173, 122, 255}, \
                        {232, 255, 236, 255}, PG_PATTERN_BARS}
#define PG_SEAT_YELLOW {N_("Yellow"), {222, 175, 63, 255}, {112, 82, 23, 255}, {228, 189, 96, 255}, \
                        {80, 56, 6, 255}, PG_PATTERN_CHECKS}
#define PG_SEAT_PURPLE {N_("Purple"), {128, 72, 160, 255}, {72, 36, 96, 255}, {182, 134, 210, 255}, \
                        {246, 234, 255, 255}, PG_PATTERN_RINGS}
#define PG_SEAT_WHITE  {N_("White"), {232, 226, 214, 255}, {150, 140, 124, 255}, {255, 252, 244, 255}, \
                        {70, 60, 50, 255}, PG_PATTERN_SOLID}
/* clang-format on */

enum { PG_UI_SEAT_STYLES = 6 };
/* The palette in its usual seat order: Red, Blue, Green, Yellow, Purple,
 * White. */
extern const pg_seat_style pg_ui_seat_styles[PG_UI_SEAT_STYLES];
/* The palette's entry named name ("Red"), or NULL. */
const pg_seat_style *pg_ui_palette_find(const char *name);

/* Fills rect with the seat's colour and pattern and outlines it. With
 * radius > 0 the corners are rounded. */
void pg_ui_draw_swatch(SDL_Renderer *renderer, SDL_Rect rect, int radius,
		       const pg_seat_style *style);
/* The pattern's marks alone (in style->ink) over an area the caller filled. */
void pg_ui_draw_pattern(SDL_Renderer *renderer, SDL_Rect rect, const pg_seat_style *style);

/* ---- drawing ------------------------------------------------------------ */

void pg_ui_set_color(SDL_Renderer *renderer, SDL_Color color);
SDL_Color pg_ui_rgba(Uint8 r, Uint8 g, Uint8 b, Uint8 a);
/* Mixes a toward b by t (0..1), alpha included. */
SDL_Color pg_ui_mix(SDL_Color a, SDL_Color b, float t);
SDL_Color pg_ui_with_alpha(SDL_Color color, Uint8 alpha);
void pg_ui_fill_rect(SDL_Renderer *renderer, SDL_Rect rect, SDL_Color color);
void pg_ui_fill_rounded(SDL_Renderer *renderer, SDL_Rect rect, int radius, SDL_Color color);
/* A rounded outline `thickness` pixels wide, inside rect. */
void pg_ui_stroke_rounded(SDL_Renderer *renderer, SDL_Rect rect, int radius, int thickness,
			  SDL_Color color);
/* Fills a circle (anti-aliasing is left to the fill's many segments). */
void pg_ui_fill_circle(SDL_Renderer *renderer, float cx, float cy, float radius,
		       SDL_Color color);
void pg_ui_stroke_circle(SDL_Renderer *renderer, float cx, float cy, float radius,
			 float thickness, SDL_Color color);
/* A soft drop shadow under rect (a few translucent rounded layers). */
void pg_ui_shadow(SDL_Renderer *renderer, SDL_Rect rect, int radius, int spread);
/* A wooden panel: shadow, fill, a lighter top edge, a rim. */
void pg_ui_panel(SDL_Renderer *renderer, SDL_Rect rect, int radius);
/* The whole-window background: cedar boards (assets/ui/background.svg)
 * covering the window. False while it is still to change by itself (the
 * art not made yet, or fading in). */
#define PG_UI_BACKDROP_ART "ui/background.svg"
bool pg_ui_background(struct pg_app *app);
/* Covers the window with the scrim (behind an overlay). */
void pg_ui_scrim(struct pg_app *app);

/* ---- widgets ------------------------------------------------------------ */

/* The text size of a widget (a row's label, a stepper's value) height
 * tall: two fifths of it, at least 10. */
int pg_ui_widget_text_size(int height);

typedef enum pg_button_kind {
	PG_BUTTON_NORMAL = 0, /* a wooden button */
	PG_BUTTON_PRIMARY,    /* copper: the main act of a screen */
	PG_BUTTON_QUIET       /* flat until hovered: toolbars */
} pg_button_kind;

typedef struct pg_button {
	SDL_Rect rect;
	const char *label;  /* not copied: keep it alive */
	const char *icon;   /* optional SVG under assets/ drawn left of the label */
	pg_button_kind kind;
	bool disabled;
	bool hidden;
	bool hovered;
	bool pressed;       /* held down over it */
	bool focused;       /* keyboard focus ring */
	bool selected;      /* shown as on (a chosen list entry) */
} pg_button;

/* Feeds one event; true when the button was clicked (press and release
 * inside it while enabled). */
bool pg_button_input(pg_button *button, const pg_input_event *event);
void pg_button_draw(struct pg_app *app, const pg_button *button);
/* The width a button of height h needs for label (a translation may be
 * longer than the English): the label bold at the button's text size, two
 * fifths of the height, with two fifths of the height to spare on each
 * side; at least least. */
int pg_button_width(struct pg_app *app, const char *label, int h, int least);

typedef struct pg_toggle {
	SDL_Rect rect;      /* the whole row: label left, switch right */
	const char *label;
	bool on;
	bool disabled;
	bool hovered;
} pg_toggle;

/* True when the toggle flipped. */
bool pg_toggle_input(pg_toggle *toggle, const pg_input_event *event);
void pg_toggle_draw(struct pg_app *app, const pg_toggle *toggle);

/* A choice among a few named values shown as "<  value  >": click the
 * arrows (or the value, which steps forward), or use the wheel over it. */
enum { PG_CHOICE_MAX = 16 };
typedef struct pg_choice {
	SDL_Rect rect;
	const char *label;                /* drawn left of the control, may be NULL */
	const char *values[PG_CHOICE_MAX];
	int count;
	int selected;
	bool disabled;
	bool wrap;                        /* stepping past the end wraps around */
	int hovered_part;                 /* 0 none, 1 left arrow, 2 value, 3 right arrow */
	int label_width;                  /* pixels kept for the label; 0: half the rect */
} pg_choice;

/* True when the selection changed. */
bool pg_choice_input(pg_choice *choice, const pg_input_event *event);
void pg_choice_draw(struct pg_app *app, const pg_choice *choice);

/* A horizontal slider 0..100 (the volume). */
typedef struct pg_slider {
	SDL_Rect rect;
	const char *label;
	int value;
	bool disabled;
	bool dragging;
	bool hovered;
	int label_width;
} pg_slider;

bool pg_slider_input(pg_slider *slider, const pg_input_event *event);
void pg_slider_draw(struct pg_app *app, const pg_slider *slider);

/* A vertical scroller for content taller than its view (the rules help,
 * the results): the position glides toward a target that the wheel and
 * the keys move. The scene sets content_h and view_h in layout and draws
 * its content shifted up by pos. */
typedef struct pg_scroll {
	float pos, target; /* pixels from the top of the content */
	int content_h, view_h;
	float line;        /* one wheel notch or arrow key, in pixels */
} pg_scroll;

int pg_scroll_max(const pg_scroll *scroll);
/* Keeps target (and pos) within 0..max, after a layout or a move. */
void pg_scroll_clamp(pg_scroll *scroll);
void pg_scroll_by(pg_scroll *scroll, float pixels);
/* The wheel, Up/Down, Page Up/Down and Home/End; true if it scrolled. */
bool pg_scroll_input(pg_scroll *scroll, const pg_input_event *event);
void pg_scroll_update(pg_scroll *scroll, double dt);
/* A scrollbar in track (nothing when everything fits). */
void pg_scroll_draw_bar(struct pg_app *app, const pg_scroll *scroll, SDL_Rect track,
			SDL_Color track_colour, SDL_Color thumb_colour);

#endif
