/*
 * Rules help: shows docs/rules/<id>.md from the data folder, rendered from
 * a small markdown subset: headings (#, ##, ###), paragraphs, bullet and
 * numbered lists, rules (---), with **bold** in the bold font and *italic*,
 * `code` and [links](...) shown as plain text, and table rows as plain
 * lines. The text is word-wrapped to the window (the lines are laid out
 * once per size, as runs of one style each) and scrolls with the wheel and
 * the keys.
 *
 * The same files are the developers' notes, so two things are left out of
 * the player's help: whatever lies between "<!-- help:hide -->" and
 * "<!-- help:show -->" (code paths, notation, the AI's workings), and the
 * names of the tests that pin each decision: a table column headed "test"
 * or "tests", and a paragraph or list item that begins "Test:" or "Tests:".
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_registry.h"
#include "pg_scenes.h"
#include "pg_storage.h"

typedef enum block_kind { H1, H2, H3, PARAGRAPH, BULLET, NUMBERED, RULE } block_kind;

/* A piece of a laid-out line in one style, at (x, y) from the block's
 * top-left. */
typedef struct text_run {
	char *text;
	int x, y;
	pg_font_style style;
} text_run;

typedef struct block {
	block_kind kind;
	char *text;  /* with "**" marking bold spans; other markup removed */
	int number;  /* NUMBERED */
	int depth;   /* list nesting, 0 or 1 */
	int y, h;    /* laid out, relative to the top of the content */
	text_run *runs;
	int run_count, run_cap;
} block;

typedef struct help_scene {
	char title[128];
	char path[PG_APP_PATH_MAX + 64];
	block *blocks;
	int count, cap;
	bool missing;
	char problem[PG_APP_PATH_MAX + 512]; /* why the file could not be shown, when it could not */
	SDL_Rect header, content;
	pg_scroll scroll; /* content_h: the laid-out text; view_h: content.h */
	pg_button back;
} help_scene;

/* ---- parsing ---------------------------------------------------------------- */

/* Removes inline markup in place: *i*, _i_, `c`, [text](url), and **b**
 * too unless keep_bold (then "**" stays, for the layout to find). */
static void strip_inline(char *s, bool keep_bold)
{
	char *out = s;
	for (char *p = s; *p;) {
		if (keep_bold && p[0] == '*' && p[1] == '*') {
			*out++ = *p++;
			*out++ = *p++;
			continue;
		}
		if (*p == '*' || *p == '`' || (*p == '_' && (p == s || !isalnum((unsigned char)p[-1])))) {
			p++;
			continue;
		}
		if (*p == '[') {
			char *close = strchr(p, ']');
			if (close && close[1] == '(' && strchr(close, ')')) {
				size_t n = (size_t)(close - p - 1);
				memmove(out, p + 1, n);
				out += n;
				p = strchr(close, ')') + 1;
				continue;
			}
		}
		*out++ = *p++;
	}
	*out = '\0';
}

/* Body text shows **bold** in the bold font; headings are bold already. */
static bool keeps_bold(block_kind kind)
{
	return kind == PARAGRAPH || kind == BULLET || kind == NUMBERED;
}

static bool add_block(help_scene *s, block_kind kind, const char *text, int number, int depth)
{
	if (s->count == s->cap) {
		int cap = s->cap ? s->cap * 2 : 64;
		block *grown = realloc(s->blocks, sizeof *grown * (size_t)cap);
		if (!grown)
			return false;
		s->blocks = grown;
		s->cap = cap;
	}
	block *b = &s->blocks[s->count++];
	memset(b, 0, sizeof *b);
	b->kind = kind;
	b->text = strdup(text ? text : "");
	b->number = number;
	b->depth = depth;
	if (b->text)
		strip_inline(b->text, keeps_bold(kind));
	return b->text != NULL;
}

/* Appends a line to the last block (a paragraph or list item going on). */
static void continue_block(help_scene *s, const char *line)
{
	block *b = &s->blocks[s->count - 1];
	size_t old = strlen(b->text), add = strlen(line);
	char *grown = realloc(b->text, old + add + 2);
	if (!grown)
		return;
	grown[old] = ' ';
	memcpy(grown + old + 1, line, add + 1);
	strip_inline(grown + old + 1, keeps_bold(b->kind));
	b->text = grown;
}

/* A table row "| a | b |" as "a · b"; the "|---|" line vanishes. */
static bool table_row(const char *line, unsigned dropped, char *out, size_t size)
{
	if (strspn(line, "|-: ") == strlen(line))
		return false;
	size_t used = 0;
	bool first = true;
	const char *p = line;
	for (int column = 0; *p; column++) {
		while (*p == '|' || *p == ' ')
			p++;
		size_t n = strcspn(p, "|");
		while (n > 0 && p[n - 1] == ' ')
			n--;
		bool shown = column >= 32 || !(dropped & (1u << column));
		if (shown && n > 0 && used + n + 4 < size) {
			used += (size_t)snprintf(out + used, size - used, "%s%.*s",
						 first ? "" : " \xC2\xB7 ", (int)n, p);
			first = false;
		}
		p += strcspn(p, "|");
	}
	return used > 0;
}

/* Where the parser is between lines. */
typedef struct parse_state {
	bool in_paragraph, in_code;
	bool hidden;       /* inside <!-- help:hide --> ... <!-- help:show --> */
	bool in_table;     /* the previous line was a table row */
	bool skipping;     /* inside a "Tests: ..." paragraph */
	unsigned dropped;  /* bit i: the table's column i is not shown */
} parse_state;

/* A paragraph or list item that only names tests: "Tests: `test_x`". */
static bool names_tests(const char *text)
{
	return strncmp(text, "Test: ", 6) == 0 || strncmp(text, "Tests: ", 7) == 0;
}

static bool is_test_header(const char *cell, size_t n)
{
	return (n == 4 && SDL_strncasecmp(cell, "test", 4) == 0) ||
	       (n == 5 && SDL_strncasecmp(cell, "tests", 5) == 0);
}

/* The columns of a table's header row that are left out, as bits. */
static unsigned dropped_columns(const char *line)
{
	unsigned mask = 0;
	int column = 0;
	for (const char *p = line; *p; column++) {
		while (*p == '|' || *p == ' ')
			p++;
		if (!*p)
			break;
		size_t n = strcspn(p, "|");
		while (n > 0 && p[n - 1] == ' ')
			n--;
		if (column < 32 && is_test_header(p, n))
			mask |= 1u << column;
		p += strcspn(p, "|");
	}
	return mask;
}

static void parse_line(help_scene *s, char *line, parse_state *st)
{
	size_t n = strlen(line);
	while (n && (line[n - 1] == '\r' || line[n - 1] == ' '))
		line[--n] = '\0';
	int indent = (int)strspn(line, " \t");
	char *p = line + indent;
	bool *in_paragraph = &st->in_paragraph, *in_code = &st->in_code;
	bool was_table = st->in_table;
	st->in_table = false;
	if (strncmp(p, "<!--", 4) == 0) {
		if (strstr(p, "help:hide"))
			st->hidden = true;
		else if (strstr(p, "help:show"))
			st->hidden = false;
		*in_paragraph = false;
		return;
	}
	if (st->hidden)
		return;
	bool skipping = st->skipping;
	st->skipping = false;
	if (strncmp(p, "```", 3) == 0) {
		*in_code = !*in_code;
		*in_paragraph = false;
		return;
	}
	if (*in_code) {
		add_block(s, PARAGRAPH, p, 0, 1);
		return;
	}
	if (*p == '\0') {
		*in_paragraph = false;
		return;
	}
	int hashes = (int)strspn(p, "#");
	if (hashes >= 1 && hashes <= 6 && p[hashes] == ' ') {
		add_block(s, hashes == 1 ? H1 : hashes == 2 ? H2 : H3, p + hashes + 1, 0, 0);
		*in_paragraph = false;
		return;
	}
	if (strspn(p, "-*_") >= 3 && strspn(p, "-*_ ") == strlen(p)) {
		add_block(s, RULE, "", 0, 0);
		*in_paragraph = false;
		return;
	}
	int depth = indent >= 2 ? 1 : 0;
	if ((*p == '-' || *p == '*' || *p == '+') && p[1] == ' ') {
		if (names_tests(p + 2)) {
			st->skipping = true;
			*in_paragraph = false;
			return;
		}
		*in_paragraph = add_block(s, BULLET, p + 2, 0, depth);
		return;
	}
	char *after = p;
	long number = strtol(p, &after, 10);
	if (after != p && (*after == '.' || *after == ')') && after[1] == ' ') {
		*in_paragraph = add_block(s, NUMBERED, after + 2, (int)number, depth);
		return;
	}
	if (*p == '|') {
		char row[1024];
		st->in_table = true;
		if (!was_table)
			st->dropped = dropped_columns(p);
		if (table_row(p, st->dropped, row, sizeof row))
			add_block(s, PARAGRAPH, row, 0, 0);
		*in_paragraph = false;
		return;
	}
	if (*p == '>')
		p += p[1] == ' ' ? 2 : 1;
	if (skipping) {
		st->skipping = true; /* the "Tests: ..." paragraph goes on */
		return;
	}
	if (names_tests(p)) {
		st->skipping = true;
		*in_paragraph = false;
	} else if (*in_paragraph && s->count > 0) {
		continue_block(s, p);
	} else {
		*in_paragraph = add_block(s, PARAGRAPH, p, 0, 0);
	}
}

/* Reads and parses the help file. False with s->problem saying why when
 * there is nothing to show: a missing file, a folder in its place, an
 * unreadable or empty one (a damaged install gets a sentence, not a blank
 * page). */
static bool load(help_scene *s)
{
	char *text = NULL, why[PG_APP_PATH_MAX + 128];
	size_t length = 0;
	switch (pg_storage_read(s->path, 1024 * 1024, &text, &length, why, sizeof why)) {
	case PG_STORAGE_READ_MISSING:
		snprintf(s->problem, sizeof s->problem,
			 "The rules help for this game is missing. It was looked for at %s", s->path);
		return false;
	case PG_STORAGE_READ_BAD:
		snprintf(s->problem, sizeof s->problem,
			 "The rules help for this game could not be read: %s", why);
		return false;
	case PG_STORAGE_READ_OK:
		break;
	}
	char line[4096];
	parse_state st = {0};
	for (const char *p = text; *p;) {
		size_t n = strcspn(p, "\n");
		size_t copy = n < sizeof line ? n : sizeof line - 1;
		memcpy(line, p, copy);
		line[copy] = '\0';
		parse_line(s, line, &st);
		p += n;
		if (*p == '\n')
			p++;
	}
	free(text);
	if (s->count == 0) {
		snprintf(s->problem, sizeof s->problem,
			 "The rules help for this game is empty (%s, %zu bytes).", s->path, length);
		return false;
	}
	return true;
}

void pg_open_help(pg_app *app, const char *game_id)
{
	help_scene *s = calloc(1, sizeof *s);
	if (!s)
		return;
	const pg_game *game = pg_registry_find(game_id);
	snprintf(s->title, sizeof s->title, "How to play %s", game ? game->name : game_id);
	char relative[96];
	snprintf(relative, sizeof relative, "docs/rules/%s.md", game_id);
	pg_app_data_path(app, relative, s->path, sizeof s->path);
	s->missing = !load(s);
	pg_scenes_push(&app->scenes, &pg_help_scene, s);
}

static void clear_runs(block *b)
{
	for (int i = 0; i < b->run_count; i++)
		free(b->runs[i].text);
	b->run_count = 0;
}

static void exit_scene(pg_app *app, void *data)
{
	(void)app;
	help_scene *s = data;
	for (int i = 0; i < s->count; i++) {
		clear_runs(&s->blocks[i]);
		free(s->blocks[i].runs);
		free(s->blocks[i].text);
	}
	free(s->blocks);
	free(s);
}

/* ---- layout and drawing ----------------------------------------------------------- */

typedef struct block_style {
	float size;
	pg_font_style font;
	float before, after; /* space in points */
} block_style;

static const block_style styles[] = {
	[H1] = {30, PG_FONT_BOLD, 8, 14},
	[H2] = {23, PG_FONT_BOLD, 22, 10},
	[H3] = {19, PG_FONT_BOLD, 16, 8},
	[PARAGRAPH] = {17, PG_FONT_REGULAR, 0, 12},
	[BULLET] = {17, PG_FONT_REGULAR, 0, 6},
	[NUMBERED] = {17, PG_FONT_REGULAR, 0, 6},
	[RULE] = {17, PG_FONT_REGULAR, 10, 14},
};

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
static int flush_run(pg_app *app, block *b, run_builder *run, int size)
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

/* Lays b->text out in lines of at most width pixels, as runs of one font
 * each; returns the height. */
static int layout_rich(pg_app *app, block *b, int width, int size, pg_font_style base)
{
	clear_runs(b);
	int line_h = pg_text_line_height(app->text, size, base);
	/* A lone space measures as its (empty) ink, not its advance. */
	int space_w = measure(app, "n n", 3, size, PG_FONT_REGULAR) -
		      measure(app, "nn", 2, size, PG_FONT_REGULAR);
	run_builder run = {.style = base};
	int x = 0, y = 0;
	bool bold = false, line_empty = true, any = false;
	const char *p = b->text;
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

static void draw_runs(pg_app *app, const block *b, int x, int y, int size, SDL_Color ink)
{
	for (int i = 0; i < b->run_count; i++) {
		const text_run *r = &b->runs[i];
		pg_text_draw(app->text, r->text, x + r->x, y + r->y, size, r->style, ink,
			     PG_ALIGN_LEFT);
	}
}

static int list_indent(const pg_app *app, const block *b)
{
	if (b->kind != BULLET && b->kind != NUMBERED)
		return b->depth ? pg_app_px(app, 28) : 0;
	return pg_app_px(app, 30) * (b->depth + 1);
}

static void layout(pg_app *app, void *data)
{
	help_scene *s = data;
	int header_h = pg_app_px(app, 76);
	s->header = (SDL_Rect){0, 0, app->width, header_h};
	int bh = pg_app_px(app, 44);
	s->back = (pg_button){.rect = {pg_app_px(app, 24), (header_h - bh) / 2, pg_app_px(app, 120), bh},
			      .label = "Back"};
	int width = pg_app_px(app, 780);
	if (width > app->width - pg_app_px(app, 120))
		width = app->width - pg_app_px(app, 120);
	s->content = (SDL_Rect){(app->width - width) / 2, header_h + pg_app_px(app, 8), width,
				app->height - header_h - pg_app_px(app, 16)};
	int y = pg_app_px(app, 16);
	for (int i = 0; i < s->count; i++) {
		block *b = &s->blocks[i];
		const block_style *st = &styles[b->kind];
		y += pg_app_px(app, st->before);
		b->y = y;
		int indent = list_indent(app, b);
		b->h = b->kind == RULE ? pg_app_px(app, 2)
				       : layout_rich(app, b, s->content.w - indent,
						     pg_app_px(app, st->size), st->font);
		y += b->h + pg_app_px(app, st->after);
	}
	s->scroll.content_h = y + pg_app_px(app, 40);
	s->scroll.view_h = s->content.h;
	s->scroll.line = (float)pg_app_px(app, 48);
	pg_scroll_clamp(&s->scroll);
	s->scroll.pos = s->scroll.target;
}

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	help_scene *s = data;
	if (e->kind == PG_INPUT_KEY) {
		if (e->key == SDLK_ESCAPE || e->key == SDLK_BACKSPACE) {
			pg_scenes_pop(&app->scenes);
			return;
		}
		if (e->key == SDLK_SPACE) { /* as in a browser: a page, Shift back */
			float page = (float)s->scroll.view_h * 0.9f;
			pg_scroll_by(&s->scroll, (e->mod & KMOD_SHIFT) ? -page : page);
			return;
		}
	}
	if (pg_scroll_input(&s->scroll, e) || e->kind == PG_INPUT_KEY)
		return;
	if (pg_button_input(&s->back, e))
		pg_scenes_pop(&app->scenes);
}

static void update(pg_app *app, void *data, double dt)
{
	help_scene *s = data;
	float before = s->scroll.pos;
	pg_scroll_update(&s->scroll, dt);
	if (s->scroll.pos != before)
		pg_app_request_redraw(app); /* gliding, to its last step */
}

static void draw_block(pg_app *app, const help_scene *s, const block *b, int top)
{
	const pg_theme *t = &pg_ui_theme;
	const block_style *st = &styles[b->kind];
	int size = pg_app_px(app, st->size);
	int x = s->content.x + list_indent(app, b);
	int y = top + b->y;
	if (b->kind == RULE) {
		pg_ui_fill_rect(app->renderer, (SDL_Rect){s->content.x, y, s->content.w, b->h},
				pg_ui_with_alpha(t->panel_edge, 200));
		return;
	}
	SDL_Color ink = b->kind == H1 || b->kind == H2 ? t->text : b->kind == H3 ? t->accent_hover : t->text;
	if (b->kind == BULLET) {
		int line = pg_text_line_height(app->text, size, st->font);
		pg_ui_fill_circle(app->renderer, (float)x - (float)pg_app_px(app, 14),
				  (float)y + (float)line / 2, (float)pg_app_px(app, 3.5f), t->accent_hover);
	} else if (b->kind == NUMBERED) {
		char number[16];
		snprintf(number, sizeof number, "%d.", b->number);
		pg_text_draw(app->text, number, x - pg_app_px(app, 8), y, size, PG_FONT_BOLD,
			     t->accent_hover, PG_ALIGN_RIGHT);
	}
	draw_runs(app, b, x, y, size, ink);
	if (b->kind == H1)
		pg_ui_fill_rect(app->renderer,
				(SDL_Rect){s->content.x, y + b->h + pg_app_px(app, 4), pg_app_px(app, 90),
					   pg_app_px(app, 2)},
				t->accent);
}

static void draw(pg_app *app, void *data)
{
	help_scene *s = data;
	const pg_theme *t = &pg_ui_theme;
	pg_ui_background(app);
	SDL_RenderSetClipRect(app->renderer, &s->content);
	if (s->missing) {
		pg_text_draw_wrapped(app->text, s->problem, s->content.x, s->content.y + pg_app_px(app, 40),
				     s->content.w, pg_app_px(app, PG_SIZE_BODY), PG_FONT_REGULAR,
				     t->text_dim, PG_ALIGN_LEFT, true);
	}
	int top = s->content.y - (int)s->scroll.pos;
	for (int i = 0; i < s->count; i++) {
		const block *b = &s->blocks[i];
		if (top + b->y + b->h < s->content.y || top + b->y > s->content.y + s->content.h)
			continue;
		draw_block(app, s, b, top);
	}
	SDL_RenderSetClipRect(app->renderer, NULL);
	pg_scroll_draw_bar(app, &s->scroll,
			   (SDL_Rect){s->content.x + s->content.w + pg_app_px(app, 24),
				      s->content.y, pg_app_px(app, 6), s->content.h},
			   pg_ui_rgba(0, 0, 0, 60), pg_ui_theme.panel_edge);
	pg_ui_fill_rect(app->renderer, s->header, pg_ui_rgba(26, 16, 12, 255));
	pg_ui_fill_rect(app->renderer, (SDL_Rect){0, s->header.h - 1, app->width, 1}, t->panel_edge);
	pg_text_draw_fit(app->text, s->title, app->width / 2, s->header.h / 2,
			 app->width - 2 * (s->back.rect.x + s->back.rect.w) - pg_app_px(app, 20),
			 pg_app_px(app, PG_SIZE_HEADING), PG_FONT_BOLD, t->text,
			 PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	pg_button_draw(app, &s->back);
}

const pg_scene_type pg_help_scene = {
	.name = "help",
	.exit = exit_scene,
	.layout = layout,
	.event = event,
	.update = update,
	.draw = draw,
};

/* For tests: of the laid-out body text (not headings) of the open help,
 * how many runs are in the bold font, and how many show a '*'. */
bool pg_help_shows(pg_app *app, const char *text)
{
	pg_scene *top = pg_scenes_top(&app->scenes);
	if (!top || top->type != &pg_help_scene)
		return false;
	const help_scene *s = top->data;
	for (int i = 0; i < s->count; i++)
		if (strstr(s->blocks[i].text, text))
			return true;
	return false;
}

void pg_help_count_runs(pg_app *app, int *bold_runs, int *starred_runs)
{
	*bold_runs = *starred_runs = 0;
	pg_scene *top = pg_scenes_top(&app->scenes);
	if (!top || top->type != &pg_help_scene)
		return;
	const help_scene *s = top->data;
	for (int i = 0; i < s->count; i++) {
		const block *b = &s->blocks[i];
		if (b->kind == H1 || b->kind == H2 || b->kind == H3)
			continue;
		for (int r = 0; r < b->run_count; r++) {
			*bold_runs += b->runs[r].style == PG_FONT_BOLD;
			*starred_runs += strchr(b->runs[r].text, '*') != NULL;
		}
	}
}

const char *pg_help_problem(pg_app *app)
{
	pg_scene *top = pg_scenes_top(&app->scenes);
	if (!top || top->type != &pg_help_scene)
		return NULL;
	const help_scene *s = top->data;
	return s->missing ? s->problem : NULL;
}
