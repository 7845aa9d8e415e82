/*
 * Rules help: two pages a game, "How to play" (docs/help/<id>.md) and
 * "Background" (docs/culture/<id>.md), each in the player's language when
 * a copy exists (docs/help/<lang>/<id>.md) and in English otherwise. The
 * developers' notes in docs/rules never reach this screen.
 *
 * The pages are parsed by pg_help_markup (headings, paragraphs, lists,
 * tables, pictures); this scene lays them out for the window: text
 * word-wrapped as runs of one font each, tables as columns that share the
 * width, and pictures drawn by the game's own scene on a real position
 * (pg_help_picture.h), rendered once when first seen and kept until the
 * size changes. A picture whose moves are not legal shows the reason in
 * its place, in red. The page scrolls with the wheel, the bar and the
 * keys; Tab (or the tabs) switches between the two pages.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_help.h"
#include "pg_help_markup.h"
#include "pg_help_picture.h"
#include "pg_i18n.h"
#include "pg_registry.h"
#include "pg_scenes.h"
#include "pg_storage.h"

enum { HELP_PAGES = 2, TABLE_COLUMNS = 8 };

/* A piece of a laid-out line in one style, at (x, y) from the box's
 * top-left. */
typedef struct text_run {
	char *text;
	int x, y;
	pg_font_style style;
} text_run;

/* Laid-out text: a block's words, a table cell or a caption. */
typedef struct text_box {
	text_run *runs;
	int run_count, run_cap;
	int x, w, h; /* x from the content's left edge */
} text_box;

/* A parsed block as laid out on the page. */
typedef struct laid_block {
	int y, h;                         /* relative to the top of the content */
	text_box box;                     /* the text, or a picture's caption */
	text_box cells[TABLE_COLUMNS];    /* TABLE_ROW */
	int cell_count;
	SDL_Rect frame;                   /* PICTURE: where it is drawn, y from the block */
	SDL_Texture *texture;             /* PICTURE (position): rendered when first seen */
	bool stale;                       /* rendered while art was still coming */
	char error[768];                  /* PICTURE: why it cannot be drawn, or "" */
	text_box error_box;
} laid_block;

typedef struct help_page {
	char path[PG_APP_PATH_MAX + 64];
	pg_help_doc doc;
	laid_block *laid;
	bool missing;
	char problem[PG_APP_PATH_MAX + 512]; /* why the file could not be shown */
	pg_scroll scroll;
} help_page;

typedef struct help_scene {
	char game_id[48];
	char title[160];
	help_page pages[HELP_PAGES];
	int shown; /* 0: how to play, 1: background */
	SDL_Rect header, content;
	pg_button back;
	pg_button tabs[HELP_PAGES];
} help_scene;

static const char *const tab_labels[HELP_PAGES] = {N_("How to play"), N_("Background")};
static const char *const page_folders[HELP_PAGES] = {"docs/help", "docs/culture"};

/* ---- finding and reading the pages ---------------------------------------- */

/* The player's language as "ll_CC" from the usual variables (the first
 * that is set), "" for none or the C locale. */
static void player_language(char *out, size_t size)
{
	static const char *const variables[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
	out[0] = '\0';
	for (size_t i = 0; i < sizeof variables / sizeof variables[0]; i++) {
		const char *value = getenv(variables[i]);
		if (!value || !*value)
			continue;
		size_t n = strcspn(value, ":.@");
		if (n >= size)
			n = size - 1;
		memcpy(out, value, n);
		out[n] = '\0';
		if (!strcmp(out, "C") || !strcmp(out, "POSIX"))
			out[0] = '\0';
		return;
	}
}

/* Reads the page from <folder>/<lang>/<id>.md, <folder>/<ll>/<id>.md or
 * <folder>/<id>.md, the first that exists; the path tried last (English)
 * is the one named when none does. */
static char *read_page(pg_app *app, help_page *page, const char *folder, const char *id,
		       size_t *length, pg_storage_read_result *result, char *why, size_t why_size)
{
	char language[32], relative[320];
	player_language(language, sizeof language);
	char candidates[3][64];
	int count = 0;
	if (language[0] && strcmp(language, "en") && strncmp(language, "en_", 3)) {
		snprintf(candidates[count++], sizeof candidates[0], "%s/", language);
		size_t ll = strcspn(language, "_");
		if (language[ll])
			snprintf(candidates[count++], sizeof candidates[0], "%.*s/", (int)ll, language);
	}
	snprintf(candidates[count++], sizeof candidates[0], "%s", "");
	char *text = NULL;
	for (int i = 0; i < count; i++) {
		snprintf(relative, sizeof relative, "%s/%s%s.md", folder, candidates[i], id);
		pg_app_data_path(app, relative, page->path, sizeof page->path);
		*result = pg_storage_read(page->path, 1024 * 1024, &text, length, why, why_size);
		if (*result != PG_STORAGE_READ_MISSING)
			return text;
	}
	return NULL;
}

/* Reads and parses a page; false with page->problem saying why there is
 * nothing to show (a damaged install gets a sentence, not a blank page). */
static bool load_page(pg_app *app, help_page *page, const char *folder, const char *id)
{
	char why[PG_APP_PATH_MAX + 128];
	size_t length = 0;
	pg_storage_read_result result = PG_STORAGE_READ_MISSING;
	char *text = read_page(app, page, folder, id, &length, &result, why, sizeof why);
	if (result == PG_STORAGE_READ_MISSING) {
		snprintf(page->problem, sizeof page->problem,
			 _("This page is missing. It was looked for at %s"), page->path);
		return false;
	}
	if (result == PG_STORAGE_READ_BAD) {
		snprintf(page->problem, sizeof page->problem, _("This page could not be read: %s"),
			 why);
		return false;
	}
	bool parsed = pg_help_parse(text, &page->doc);
	free(text);
	if (parsed && page->doc.count > 0)
		page->laid = calloc((size_t)page->doc.count, sizeof *page->laid);
	if (!parsed || page->doc.count == 0 || !page->laid) {
		snprintf(page->problem, sizeof page->problem, _("This page is empty (%s, %zu bytes)."),
			 page->path, length);
		return false;
	}
	return true;
}

static void open_help(pg_app *app, const char *game_id, int shown)
{
	help_scene *s = calloc(1, sizeof *s);
	if (!s)
		return;
	const pg_game *game = pg_registry_find(game_id);
	snprintf(s->game_id, sizeof s->game_id, "%s", game_id);
	snprintf(s->title, sizeof s->title, "%s", game ? game->name : game_id);
	for (int i = 0; i < HELP_PAGES; i++) {
		s->pages[i].missing = !load_page(app, &s->pages[i], page_folders[i], game_id);
		s->tabs[i].label = _(tab_labels[i]);
	}
	s->shown = shown;
	pg_scenes_push(&app->scenes, &pg_help_scene, s);
}

void pg_open_help(pg_app *app, const char *game_id)
{
	open_help(app, game_id, 0);
}

void pg_open_help_page(pg_app *app, const char *game_id, int page)
{
	open_help(app, game_id, page == 1 ? 1 : 0);
}

static void clear_runs(text_box *b)
{
	for (int i = 0; i < b->run_count; i++)
		free(b->runs[i].text);
	b->run_count = 0;
}

static void free_box(text_box *b)
{
	clear_runs(b);
	free(b->runs);
	memset(b, 0, sizeof *b);
}

static void drop_picture(laid_block *l)
{
	if (l->texture)
		SDL_DestroyTexture(l->texture);
	l->texture = NULL;
}

static void free_page(help_page *page)
{
	for (int i = 0; page->laid && i < page->doc.count; i++) {
		laid_block *l = &page->laid[i];
		free_box(&l->box);
		free_box(&l->error_box);
		for (int c = 0; c < TABLE_COLUMNS; c++)
			free_box(&l->cells[c]);
		drop_picture(l);
	}
	free(page->laid);
	pg_help_free(&page->doc);
}

static void exit_scene(pg_app *app, void *data)
{
	(void)app;
	help_scene *s = data;
	for (int i = 0; i < HELP_PAGES; i++)
		free_page(&s->pages[i]);
	free(s);
}

/* ---- rich text: a block's words in their fonts, wrapped ----------------------------- */

enum { RUN_TEXT = 1024, WORD_PIECES = 16 };

/* One line's piece being gathered: text of one style from x on. */
typedef struct run_builder {
	char text[RUN_TEXT];
	size_t length;
	int x, y;
	pg_font_style style;
} run_builder;

static int measure(pg_app *app, const char *s, size_t length, int size, pg_font_style style)
{
	char buf[RUN_TEXT];
	if (length >= sizeof buf)
		length = sizeof buf - 1;
	memcpy(buf, s, length);
	buf[length] = '\0';
	int w = 0;
	pg_text_measure(app->text, buf, size, style, &w, NULL);
	return w;
}

/* Ends the run being gathered (it has text): keeps it in the block and
 * returns where the next one starts (the run's real width, kerning and
 * all). */
static int flush_run(pg_app *app, text_box *b, run_builder *run, int size)
{
	run->text[run->length] = '\0';
	int end = run->x + measure(app, run->text, run->length, size, run->style);
	if (b->run_count == b->run_cap) {
		int cap = b->run_cap ? b->run_cap * 2 : 8;
		text_run *grown = realloc(b->runs, sizeof *grown * (size_t)cap);
		if (grown) {
			b->runs = grown;
			b->run_cap = cap;
		}
	}
	char *copy = b->run_count < b->run_cap ? strdup(run->text) : NULL;
	if (copy)
		b->runs[b->run_count++] = (text_run){copy, run->x, run->y, run->style};
	run->length = 0;
	return end;
}

static void append_run(run_builder *run, const char *s, size_t length)
{
	if (run->length + length >= sizeof run->text)
		length = sizeof run->text - 1 - run->length;
	memcpy(run->text + run->length, s, length);
	run->length += length;
}

/* The pieces of one word (up to the next space): "**C**hildren" is a bold
 * "C" and a regular "hildren". *bold carries the state across words. */
typedef struct word_piece {
	const char *start;
	size_t length;
	pg_font_style style;
	int width;
} word_piece;

static int split_word(pg_app *app, const char **p, bool *bold, pg_font_style base, int size,
		      word_piece *pieces, int *width)
{
	int count = 0;
	*width = 0;
	const char *q = *p;
	while (*q && *q != ' ') {
		if (q[0] == '*' && q[1] == '*') {
			*bold = !*bold;
			q += 2;
			continue;
		}
		const char *start = q;
		while (*q && *q != ' ' && !(q[0] == '*' && q[1] == '*'))
			q++;
		if (count < WORD_PIECES) {
			pg_font_style style = *bold ? PG_FONT_BOLD : base;
			int w = measure(app, start, (size_t)(q - start), size, style);
			pieces[count++] = (word_piece){start, (size_t)(q - start), style, w};
			*width += w;
		}
	}
	*p = q;
	return count;
}

/* Where a word would end on the line. A word going on in the run's own
 * font is measured with the run (words measured one by one come out a
 * little short: each loses the overhang of its last letter); otherwise
 * the estimate, which starts from a measured run end, will do. */
static int word_end(pg_app *app, const run_builder *run, const word_piece *pieces, int n,
		    int estimate, int size)
{
	if (run->length == 0)
		return estimate;
	char line[RUN_TEXT];
	size_t used = run->length;
	memcpy(line, run->text, used);
	if (used < sizeof line - 1)
		line[used++] = ' ';
	for (int i = 0; i < n; i++) {
		if (pieces[i].style != run->style)
			return estimate;
		size_t take = pieces[i].length;
		if (used + take >= sizeof line)
			return estimate;
		memcpy(line + used, pieces[i].start, take);
		used += take;
	}
	return run->x + measure(app, line, used, size, run->style);
}

/* Lays text out in lines of at most width pixels, as runs of one font
 * each, into b; returns the height. */
static int layout_rich(pg_app *app, text_box *b, const char *text, int width, int size,
		       pg_font_style base)
{
	clear_runs(b);
	int line_h = pg_text_line_height(app->text, size, base);
	/* A lone space measures as its (empty) ink, not its advance. */
	int space_w = measure(app, "n n", 3, size, PG_FONT_REGULAR) -
		      measure(app, "nn", 2, size, PG_FONT_REGULAR);
	run_builder run = {.style = base};
	int x = 0, y = 0;
	bool bold = false, line_empty = true, any = false;
	const char *p = text;
	while (*p) {
		bool spaced = false;
		while (*p == ' ') {
			p++;
			spaced = true;
		}
		if (!*p)
			break;
		word_piece pieces[WORD_PIECES];
		int word_w = 0;
		int n = split_word(app, &p, &bold, base, size, pieces, &word_w);
		if (n == 0)
			continue;
		any = true;
		if (!line_empty && word_end(app, &run, pieces, n, x + space_w + word_w, size) > width) {
			if (run.length)
				flush_run(app, b, &run, size);
			x = 0;
			y += line_h;
			line_empty = true;
		}
		for (int i = 0; i < n; i++) {
			bool joins = run.length > 0 && run.style == pieces[i].style;
			if (i == 0 && spaced && !line_empty) {
				if (joins)
					append_run(&run, " ", 1);
				else if (run.length)
					x = flush_run(app, b, &run, size);
				x += space_w;
			}
			if (!joins) {
				if (run.length)
					x = flush_run(app, b, &run, size);
				run.x = x;
				run.y = y;
				run.style = pieces[i].style;
			}
			append_run(&run, pieces[i].start, pieces[i].length);
			x += pieces[i].width;
		}
		line_empty = false;
	}
	if (run.length)
		flush_run(app, b, &run, size);
	return any ? y + line_h : 0;
}

static void draw_runs(pg_app *app, const text_box *b, int x, int y, int size, SDL_Color ink)
{
	for (int i = 0; i < b->run_count; i++) {
		const text_run *r = &b->runs[i];
		pg_text_draw(app->text, r->text, x + r->x, y + r->y, size, r->style, ink,
			     PG_ALIGN_LEFT);
	}
}

/* ---- layout --------------------------------------------------------------------------- */

typedef struct block_style {
	float size;
	pg_font_style font;
	float before, after; /* space in points */
} block_style;

static const block_style styles[] = {
	[PG_HELP_H1] = {30, PG_FONT_BOLD, 8, 14},
	[PG_HELP_H2] = {23, PG_FONT_BOLD, 22, 10},
	[PG_HELP_H3] = {19, PG_FONT_BOLD, 16, 8},
	[PG_HELP_PARAGRAPH] = {17, PG_FONT_REGULAR, 0, 12},
	[PG_HELP_BULLET] = {17, PG_FONT_REGULAR, 0, 6},
	[PG_HELP_NUMBERED] = {17, PG_FONT_REGULAR, 0, 6},
	[PG_HELP_RULE] = {17, PG_FONT_REGULAR, 10, 14},
	[PG_HELP_TABLE_ROW] = {15, PG_FONT_REGULAR, 0, 0},
	[PG_HELP_PICTURE] = {15, PG_FONT_REGULAR, 6, 18},
};

static int list_indent(const pg_app *app, const pg_help_block *b)
{
	if (b->kind != PG_HELP_BULLET && b->kind != PG_HELP_NUMBERED)
		return 0;
	return pg_app_px(app, 30) * (b->depth + 1);
}

/* The cells of a table row, each with its length. */
static int row_cells(const char *text, const char **cells, size_t *lengths)
{
	int n = 0;
	for (const char *p = text; n < TABLE_COLUMNS;) {
		size_t len = strcspn(p, "\t");
		cells[n] = p;
		lengths[n++] = len;
		if (!p[len])
			break;
		p += len + 1;
	}
	return n;
}

/* The widest single word of a cell: a column is never narrower. */
static int widest_word(pg_app *app, const char *cell, size_t length, int size, pg_font_style style)
{
	int widest = 0;
	for (size_t i = 0; i < length;) {
		size_t n = 0;
		while (i + n < length && cell[i + n] != ' ')
			n++;
		int w = n ? measure(app, cell + i, n, size, style) : 0;
		widest = w > widest ? w : widest;
		i += n + 1;
	}
	return widest;
}

/* Column widths of table `table`: each column as wide as its widest cell
 * when they all fit; otherwise each gets its widest word, and the room
 * left is shared in proportion to what each would still like, so long
 * cells wrap and no word is cut. */
static int table_columns(pg_app *app, const help_page *page, int table, int width, int pad,
			 int *widths)
{
	int natural[TABLE_COLUMNS] = {0}, least[TABLE_COLUMNS] = {0}, columns = 0;
	int size = pg_app_px(app, styles[PG_HELP_TABLE_ROW].size);
	for (int i = 0; i < page->doc.count; i++) {
		const pg_help_block *b = &page->doc.blocks[i];
		if (b->kind != PG_HELP_TABLE_ROW || b->table != table)
			continue;
		const char *cells[TABLE_COLUMNS];
		size_t lengths[TABLE_COLUMNS];
		int n = row_cells(b->text, cells, lengths);
		pg_font_style style = b->header ? PG_FONT_BOLD : PG_FONT_REGULAR;
		columns = n > columns ? n : columns;
		for (int c = 0; c < n; c++) {
			int w = measure(app, cells[c], lengths[c], size, style) + 2 * pad;
			int word = widest_word(app, cells[c], lengths[c], size, style) + 2 * pad;
			natural[c] = w > natural[c] ? w : natural[c];
			least[c] = word > least[c] ? word : least[c];
		}
	}
	int total = 0, floor_total = 0, wish = 0;
	for (int c = 0; c < columns; c++) {
		total += natural[c];
		floor_total += least[c];
		wish += natural[c] - least[c];
	}
	int room = width - floor_total;
	for (int c = 0; c < columns; c++) {
		if (total <= width)
			widths[c] = natural[c];
		else if (room <= 0 || wish <= 0)
			widths[c] = (int)((long)width * least[c] / (floor_total ? floor_total : 1));
		else
			widths[c] = least[c] + (int)((long)room * (natural[c] - least[c]) / wish);
	}
	return columns;
}

static int layout_table_row(pg_app *app, const help_page *page, const pg_help_block *b,
			    laid_block *l, int width)
{
	int pad = pg_app_px(app, 8);
	int widths[TABLE_COLUMNS];
	int columns = table_columns(app, page, b->table, width, pad, widths);
	const char *cells[TABLE_COLUMNS];
	size_t lengths[TABLE_COLUMNS];
	int n = row_cells(b->text, cells, lengths);
	int size = pg_app_px(app, styles[PG_HELP_TABLE_ROW].size), x = 0, h = 0;
	l->cell_count = n < columns ? n : columns;
	for (int c = 0; c < l->cell_count; c++) {
		char cell[RUN_TEXT];
		snprintf(cell, sizeof cell, "%.*s", (int)lengths[c], cells[c]);
		text_box *box = &l->cells[c];
		box->x = x + pad;
		box->w = widths[c] - 2 * pad;
		box->h = layout_rich(app, box, cell, box->w, size,
				     b->header ? PG_FONT_BOLD : PG_FONT_REGULAR);
		h = box->h > h ? box->h : h;
		x += widths[c];
	}
	return h + 2 * pg_app_px(app, 6);
}

static const char *badge_label(pg_help_mark mark)
{
	return mark == PG_HELP_MARK_LEGAL ? _("\xE2\x9C\x93 Allowed") : _("\xE2\x9C\x97 Not allowed");
}

/* The mark's pill, as wide as its label (up to most) and its padding. */
static int badge_width(pg_app *app, pg_help_mark mark, int most)
{
	int w = 0;
	pg_text_measure(app->text, badge_label(mark), pg_app_px(app, PG_SIZE_BODY), PG_FONT_BOLD, &w,
			NULL);
	w += 2 * pg_app_px(app, 10);
	return w < most ? w : most;
}

/* A picture: the frame (position or art) and the caption under it. */
static int layout_picture(pg_app *app, const pg_help_block *b, laid_block *l, int width)
{
	int size = pg_app_px(app, styles[PG_HELP_PICTURE].size);
	int w = width, h = (int)((float)width * PG_HELP_PICTURE_ASPECT);
	if (b->picture && b->picture->kind == PG_HELP_PICTURE_ART) {
		float aw = 0, ah = 0;
		if (!pg_assets_natural_size(app->assets, b->picture->art, &aw, &ah) || aw <= 0 ||
		    ah <= 0) {
			aw = 4;
			ah = 3;
			if (!l->error[0])
				snprintf(l->error, sizeof l->error, _("The picture %s is missing."),
					 b->picture->art);
		}
		h = pg_app_px(app, 240);
		w = (int)((float)h * aw / ah);
		if (w > width) {
			w = width;
			h = (int)((float)w * ah / aw);
		}
	}
	if (l->texture && (l->frame.w != w || l->frame.h != h))
		drop_picture(l);
	l->frame = (SDL_Rect){(width - w) / 2, 0, w, h};
	int y = h;
	if (l->error[0]) {
		l->error_box.h = layout_rich(app, &l->error_box, l->error, w - pg_app_px(app, 24), size,
					     PG_FONT_BOLD);
		if (l->error_box.h + pg_app_px(app, 24) > h)
			l->frame.h = l->error_box.h + pg_app_px(app, 24);
		y = l->frame.h;
	}
	y += pg_app_px(app, 8);
	/* an allowed / not allowed mark stands before the caption */
	int badge = 0;
	if (b->picture && b->picture->mark != PG_HELP_MARK_NONE && !l->error[0]) {
		badge = badge_width(app, b->picture->mark, w / 2) + pg_app_px(app, 10);
	}
	l->box.x = l->frame.x + badge;
	l->box.h = layout_rich(app, &l->box, b->text, w - badge, size, PG_FONT_REGULAR);
	int badge_h = badge ? pg_text_line_height(app->text, pg_app_px(app, PG_SIZE_BODY),
						  PG_FONT_BOLD) + pg_app_px(app, 6)
			    : 0;
	return y + (l->box.h > badge_h ? l->box.h : badge_h);
}

static void layout_page(pg_app *app, help_page *page, int width)
{
	int y = pg_app_px(app, 16);
	bool in_table = false;
	for (int i = 0; i < page->doc.count; i++) {
		const pg_help_block *b = &page->doc.blocks[i];
		laid_block *l = &page->laid[i];
		const block_style *st = &styles[b->kind];
		bool row = b->kind == PG_HELP_TABLE_ROW;
		if (row && !in_table)
			y += pg_app_px(app, 4);
		if (!row && in_table)
			y += pg_app_px(app, 14);
		in_table = row;
		if (b->kind == PG_HELP_PICTURE && b->problem[0] && !l->error[0])
			snprintf(l->error, sizeof l->error, _("This picture cannot be drawn: %s"),
				 b->problem);
		y += pg_app_px(app, st->before);
		l->y = y;
		int indent = list_indent(app, b);
		l->box.x = indent;
		switch (b->kind) {
		case PG_HELP_RULE:
			l->h = pg_app_px(app, 2);
			break;
		case PG_HELP_TABLE_ROW:
			l->h = layout_table_row(app, page, b, l, width);
			break;
		case PG_HELP_PICTURE:
			l->h = layout_picture(app, b, l, width);
			break;
		default:
			l->h = layout_rich(app, &l->box, b->text, width - indent, pg_app_px(app, st->size),
					   st->font);
			break;
		}
		y += l->h + pg_app_px(app, st->after);
	}
	page->scroll.content_h = y + pg_app_px(app, 40);
	page->scroll.line = (float)pg_app_px(app, 48);
}

static void layout(pg_app *app, void *data)
{
	help_scene *s = data;
	int header_h = pg_app_px(app, 76), tabs_h = pg_app_px(app, 52);
	s->header = (SDL_Rect){0, 0, app->width, header_h + tabs_h};
	int bh = pg_app_px(app, 44);
	s->back = (pg_button){.rect = {pg_app_px(app, 24), (header_h - bh) / 2, pg_app_px(app, 120), bh},
			      .label = _("Back")};
	/* the tabs: as wide as their labels need, side by side in the middle */
	int label_size = pg_app_px(app, PG_SIZE_LABEL), pad = pg_app_px(app, 28);
	int tab_w[HELP_PAGES], total = 0, gap = pg_app_px(app, 12);
	for (int i = 0; i < HELP_PAGES; i++) {
		pg_text_measure(app->text, s->tabs[i].label, label_size, PG_FONT_BOLD, &tab_w[i], NULL);
		tab_w[i] += 2 * pad;
		int most = (app->width - pg_app_px(app, 48) - gap) / HELP_PAGES;
		tab_w[i] = tab_w[i] > most ? most : tab_w[i];
		total += tab_w[i];
	}
	int x = (app->width - total - gap) / 2, th = pg_app_px(app, 40);
	for (int i = 0; i < HELP_PAGES; i++) {
		s->tabs[i].rect = (SDL_Rect){x, header_h + (tabs_h - th) / 2 - pg_app_px(app, 4),
					     tab_w[i], th};
		s->tabs[i].kind = i == s->shown ? PG_BUTTON_PRIMARY : PG_BUTTON_NORMAL;
		x += tab_w[i] + gap;
	}
	int width = pg_app_px(app, 780);
	if (width > app->width - pg_app_px(app, 120))
		width = app->width - pg_app_px(app, 120);
	s->content = (SDL_Rect){(app->width - width) / 2, s->header.h + pg_app_px(app, 8), width,
				app->height - s->header.h - pg_app_px(app, 16)};
	for (int i = 0; i < HELP_PAGES; i++) {
		help_page *page = &s->pages[i];
		if (page->missing)
			continue;
		layout_page(app, page, width);
		page->scroll.view_h = s->content.h;
		pg_scroll_clamp(&page->scroll);
		page->scroll.pos = page->scroll.target;
	}
}

static void show_page(pg_app *app, help_scene *s, int shown)
{
	s->shown = shown;
	for (int i = 0; i < HELP_PAGES; i++)
		s->tabs[i].kind = i == shown ? PG_BUTTON_PRIMARY : PG_BUTTON_NORMAL;
	pg_app_request_redraw(app);
}

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	help_scene *s = data;
	pg_scroll *scroll = &s->pages[s->shown].scroll;
	if (e->kind == PG_INPUT_KEY) {
		if (e->key == SDLK_ESCAPE || e->key == SDLK_BACKSPACE) {
			pg_scenes_pop(&app->scenes);
			return;
		}
		if (e->key == SDLK_TAB) {
			show_page(app, s, (s->shown + 1) % HELP_PAGES);
			return;
		}
		if (e->key == SDLK_SPACE) { /* as in a browser: a page, Shift back */
			float page = (float)scroll->view_h * 0.9f;
			pg_scroll_by(scroll, (e->mod & KMOD_SHIFT) ? -page : page);
			return;
		}
	}
	if (pg_scroll_input(scroll, e) || e->kind == PG_INPUT_KEY)
		return;
	for (int i = 0; i < HELP_PAGES; i++)
		if (pg_button_input(&s->tabs[i], e)) {
			show_page(app, s, i);
			return;
		}
	if (pg_button_input(&s->back, e))
		pg_scenes_pop(&app->scenes);
}

static void update(pg_app *app, void *data, double dt)
{
	help_scene *s = data;
	pg_scroll *scroll = &s->pages[s->shown].scroll;
	float before = scroll->pos;
	pg_scroll_update(scroll, dt);
	if (scroll->pos != before)
		pg_app_request_redraw(app); /* gliding, to its last step */
}

/* ---- pictures --------------------------------------------------------------------------- */

/* Renders a position picture the first time it is needed (and again when
 * art that was still being made has arrived). */
static void layout(pg_app *app, void *data);

/* Returns true when the picture turned out to be wrong: its error now
 * stands in its place, and the page needs laying out again. */
static bool prepare_picture(pg_app *app, const pg_help_block *b, laid_block *l)
{
	if (b->kind != PG_HELP_PICTURE || !b->picture || l->error[0] ||
	    b->picture->kind != PG_HELP_PICTURE_POSITION)
		return false;
	if (l->texture && !(l->stale && !pg_assets_busy(app->assets)))
		return false;
	drop_picture(l);
	char why[512];
	l->texture = pg_help_picture_render(app, b->picture, l->frame.w, l->frame.h, why, sizeof why);
	l->stale = l->texture && pg_assets_busy(app->assets);
	if (l->stale)
		pg_app_request_redraw_at(app, app->time + 0.1);
	if (!l->texture)
		snprintf(l->error, sizeof l->error, _("This picture cannot be drawn: %s"), why);
	return !l->texture;
}

static void draw_badge(pg_app *app, int x, int y, int most, pg_help_mark mark)
{
	if (mark == PG_HELP_MARK_NONE)
		return;
	int size = pg_app_px(app, PG_SIZE_BODY), pad = pg_app_px(app, 10);
	int h = pg_text_line_height(app->text, size, PG_FONT_BOLD) + pg_app_px(app, 6);
	SDL_Rect pill = {x, y, badge_width(app, mark, most), h};
	pg_ui_fill_rounded(app->renderer, pill, pill.h / 2,
			   mark == PG_HELP_MARK_LEGAL ? pg_ui_theme.good : pg_ui_theme.bad);
	pg_text_draw_fit(app->text, badge_label(mark), pill.x + pad, pill.y + pill.h / 2,
			 pill.w - 2 * pad, size, PG_FONT_BOLD, pg_ui_rgba(255, 255, 255, 255),
			 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
}

static void draw_picture(pg_app *app, const help_scene *s, const pg_help_block *b,
			 const laid_block *l, int y)
{
	const pg_theme *t = &pg_ui_theme;
	SDL_Rect frame = {s->content.x + l->frame.x, y, l->frame.w, l->frame.h};
	int size = pg_app_px(app, styles[PG_HELP_PICTURE].size);
	if (l->error[0]) {
		pg_ui_fill_rect(app->renderer, frame, pg_ui_rgba(60, 10, 10, 255));
		pg_ui_stroke_rounded(app->renderer, frame, 0, pg_app_px(app, 3), t->bad);
		draw_runs(app, &l->error_box, frame.x + pg_app_px(app, 12), frame.y + pg_app_px(app, 12),
			  size, t->text);
	} else if (b->picture->kind == PG_HELP_PICTURE_ART) {
		pg_assets_draw(app->assets, b->picture->art, frame);
	} else if (l->texture) {
		SDL_RenderCopy(app->renderer, l->texture, NULL, &frame);
		pg_ui_stroke_rounded(app->renderer, frame, 0, pg_app_px(app, 1), t->panel_edge);
		draw_badge(app, frame.x, frame.y + frame.h + pg_app_px(app, 6), frame.w / 2,
			   b->picture->mark);
	}
	draw_runs(app, &l->box, s->content.x + l->box.x, y + l->frame.h + pg_app_px(app, 8), size,
		  t->text_dim);
}

/* ---- drawing ------------------------------------------------------------------------------ */

static void draw_table_row(pg_app *app, const help_scene *s, const pg_help_block *b,
			   const laid_block *l, int y)
{
	const pg_theme *t = &pg_ui_theme;
	int size = pg_app_px(app, styles[PG_HELP_TABLE_ROW].size);
	int right = 0;
	for (int c = 0; c < l->cell_count; c++) {
		int end = l->cells[c].x + l->cells[c].w + pg_app_px(app, 8);
		right = end > right ? end : right;
	}
	SDL_Rect row = {s->content.x, y, right, l->h};
	if (b->header)
		pg_ui_fill_rect(app->renderer, row, pg_ui_with_alpha(t->panel, 230));
	else
		pg_ui_fill_rect(app->renderer, (SDL_Rect){row.x, row.y + row.h - 1, row.w, 1},
				pg_ui_with_alpha(t->panel_edge, 160));
	for (int c = 0; c < l->cell_count; c++)
		draw_runs(app, &l->cells[c], s->content.x + l->cells[c].x, y + pg_app_px(app, 6), size,
			  t->text);
}

static void draw_block(pg_app *app, const help_scene *s, const pg_help_block *b,
		       const laid_block *l, int top)
{
	const pg_theme *t = &pg_ui_theme;
	const block_style *st = &styles[b->kind];
	int size = pg_app_px(app, st->size);
	int x = s->content.x + l->box.x;
	int y = top + l->y;
	switch (b->kind) {
	case PG_HELP_RULE:
		pg_ui_fill_rect(app->renderer, (SDL_Rect){s->content.x, y, s->content.w, l->h},
				pg_ui_with_alpha(t->panel_edge, 200));
		return;
	case PG_HELP_TABLE_ROW:
		draw_table_row(app, s, b, l, y);
		return;
	case PG_HELP_PICTURE:
		draw_picture(app, s, b, l, y);
		return;
	case PG_HELP_BULLET: {
		int line = pg_text_line_height(app->text, size, st->font);
		pg_ui_fill_circle(app->renderer, (float)x - (float)pg_app_px(app, 14),
				  (float)y + (float)line / 2, (float)pg_app_px(app, 3.5f), t->accent_hover);
		break;
	}
	case PG_HELP_NUMBERED: {
		char number[16];
		snprintf(number, sizeof number, "%d.", b->number);
		pg_text_draw(app->text, number, x - pg_app_px(app, 8), y, size, PG_FONT_BOLD,
			     t->accent_hover, PG_ALIGN_RIGHT);
		break;
	}
	default:
		break;
	}
	draw_runs(app, &l->box, x, y, size, b->kind == PG_HELP_H3 ? t->accent_hover : t->text);
	if (b->kind == PG_HELP_H1)
		pg_ui_fill_rect(app->renderer,
				(SDL_Rect){s->content.x, y + l->h + pg_app_px(app, 4), pg_app_px(app, 90),
					   pg_app_px(app, 2)},
				t->accent);
}

static bool block_visible(const help_scene *s, const laid_block *l, int top)
{
	return !(top + l->y + l->h < s->content.y || top + l->y > s->content.y + s->content.h);
}

static void draw(pg_app *app, void *data)
{
	help_scene *s = data;
	const pg_theme *t = &pg_ui_theme;
	help_page *page = &s->pages[s->shown];
	int top = s->content.y - (int)page->scroll.pos;
	/* pictures first: they draw into their own textures */
	bool wrong = false;
	for (int i = 0; !page->missing && i < page->doc.count; i++)
		if (block_visible(s, &page->laid[i], top))
			wrong |= prepare_picture(app, &page->doc.blocks[i], &page->laid[i]);
	if (wrong) {
		layout(app, s);
		top = s->content.y - (int)page->scroll.pos;
	}
	pg_ui_background(app);
	SDL_RenderSetClipRect(app->renderer, &s->content);
	if (page->missing) {
		pg_text_draw_wrapped(app->text, page->problem, s->content.x,
				     s->content.y + pg_app_px(app, 40), s->content.w,
				     pg_app_px(app, PG_SIZE_BODY), PG_FONT_REGULAR, t->text_dim,
				     PG_ALIGN_LEFT, true);
	}
	for (int i = 0; !page->missing && i < page->doc.count; i++)
		if (block_visible(s, &page->laid[i], top))
			draw_block(app, s, &page->doc.blocks[i], &page->laid[i], top);
	SDL_RenderSetClipRect(app->renderer, NULL);
	pg_scroll_draw_bar(app, &page->scroll,
			   (SDL_Rect){s->content.x + s->content.w + pg_app_px(app, 24),
				      s->content.y, pg_app_px(app, 6), s->content.h},
			   pg_ui_rgba(0, 0, 0, 60), pg_ui_theme.panel_edge);
	pg_ui_fill_rect(app->renderer, s->header, pg_ui_rgba(26, 16, 12, 255));
	pg_ui_fill_rect(app->renderer, (SDL_Rect){0, s->header.h - 1, app->width, 1}, t->panel_edge);
	int header_h = s->tabs[0].rect.y - pg_app_px(app, 2);
	pg_text_draw_fit(app->text, s->title, app->width / 2, header_h / 2,
			 app->width - 2 * (s->back.rect.x + s->back.rect.w) - pg_app_px(app, 20),
			 pg_app_px(app, PG_SIZE_HEADING), PG_FONT_BOLD, t->text,
			 PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	pg_button_draw(app, &s->back);
	for (int i = 0; i < HELP_PAGES; i++)
		pg_button_draw(app, &s->tabs[i]);
}

const pg_scene_type pg_help_scene = {
	.name = "help",
	.exit = exit_scene,
	.layout = layout,
	.event = event,
	.update = update,
	.draw = draw,
};

/* ---- for tests ------------------------------------------------------------------------------ */

static help_scene *open_help_scene(pg_app *app)
{
	pg_scene *top = pg_scenes_top(&app->scenes);
	return top && top->type == &pg_help_scene ? top->data : NULL;
}

bool pg_help_shows(pg_app *app, const char *text)
{
	const help_scene *s = open_help_scene(app);
	if (!s)
		return false;
	const help_page *page = &s->pages[s->shown];
	for (int i = 0; !page->missing && i < page->doc.count; i++)
		if (strstr(page->doc.blocks[i].text, text))
			return true;
	return false;
}

void pg_help_count_runs(pg_app *app, int *bold_runs, int *starred_runs)
{
	*bold_runs = *starred_runs = 0;
	const help_scene *s = open_help_scene(app);
	if (!s)
		return;
	const help_page *page = &s->pages[s->shown];
	for (int i = 0; !page->missing && i < page->doc.count; i++) {
		pg_help_kind kind = page->doc.blocks[i].kind;
		if (kind == PG_HELP_H1 || kind == PG_HELP_H2 || kind == PG_HELP_H3)
			continue;
		const text_box *b = &page->laid[i].box;
		for (int r = 0; r < b->run_count; r++) {
			*bold_runs += b->runs[r].style == PG_FONT_BOLD;
			*starred_runs += strchr(b->runs[r].text, '*') != NULL;
		}
	}
}

const char *pg_help_problem(pg_app *app)
{
	const help_scene *s = open_help_scene(app);
	if (!s)
		return NULL;
	const help_page *page = &s->pages[s->shown];
	return page->missing ? page->problem : NULL;
}

bool pg_help_show_page(pg_app *app, int page)
{
	help_scene *s = open_help_scene(app);
	if (!s || page < 0 || page >= HELP_PAGES)
		return false;
	show_page(app, s, page);
	return true;
}

int pg_help_render_pictures(pg_app *app, int *drawn, char *first_error, size_t error_size)
{
	*drawn = 0;
	if (error_size)
		first_error[0] = '\0';
	help_scene *s = open_help_scene(app);
	if (!s)
		return 0;
	help_page *page = &s->pages[s->shown];
	int pictures = 0;
	for (int i = 0; !page->missing && i < page->doc.count; i++) {
		const pg_help_block *b = &page->doc.blocks[i];
		laid_block *l = &page->laid[i];
		if (b->kind != PG_HELP_PICTURE)
			continue;
		pictures++;
		if (prepare_picture(app, b, l))
			layout(app, s);
		bool ok = !l->error[0] && (l->texture || (b->picture && b->picture->kind == PG_HELP_PICTURE_ART));
		*drawn += ok;
		if (!ok && error_size && !first_error[0])
			snprintf(first_error, error_size, "%s", l->error);
	}
	return pictures;
}

const char *pg_help_developer_word_shown(pg_app *app)
{
	const help_scene *s = open_help_scene(app);
	if (!s)
		return NULL;
	const help_page *page = &s->pages[s->shown];
	for (int i = 0; !page->missing && i < page->doc.count; i++) {
		const laid_block *l = &page->laid[i];
		const text_box *boxes[TABLE_COLUMNS + 1] = {&l->box};
		for (int c = 0; c < l->cell_count; c++)
			boxes[c + 1] = &l->cells[c];
		for (int k = 0; k <= l->cell_count; k++)
			for (int r = 0; r < boxes[k]->run_count; r++) {
				const char *word = pg_help_developer_word(boxes[k]->runs[r].text);
				if (word)
					return word;
			}
		const char *word = pg_help_developer_word(page->doc.blocks[i].text);
		if (word)
			return word;
	}
	return NULL;
}
