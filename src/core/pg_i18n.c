/* pg_i18n.c: the translation calls behind _() and P_() (see pg_i18n.h). */
#include "pg_i18n.h"

#include <libintl.h>
#include <locale.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static bool pseudo_on;

/* ---- the pseudo-locale's text --------------------------------------------------------- */

/* Accented stand-ins of the ASCII letters, all in DejaVu Sans (Latin-1
 * and Latin Extended-A/B); NULL keeps the letter. */
static const char *const pseudo_lower[26] = {
    "\xC3\xA5", "\xC6\x80", "\xC3\xA7", "\xC4\x8F", "\xC3\xA9", "\xC6\x92", "\xC4\x9D",
    "\xC4\xA5", "\xC3\xAE", "\xC4\xB5", "\xC4\xB7", "\xC4\xBC", NULL,       "\xC3\xB1",
    "\xC3\xB6", NULL,       NULL,       "\xC5\x95", "\xC5\xA1", "\xC5\xA3", "\xC3\xBB",
    NULL,       "\xC5\xB5", NULL,       "\xC3\xBD", "\xC5\xBE",
};
static const char *const pseudo_upper[26] = {
    "\xC3\x85", NULL,       "\xC3\x87", "\xC4\x8E", "\xC3\x89", NULL,       "\xC4\x9C",
    "\xC4\xA4", "\xC3\x8E", "\xC4\xB4", "\xC4\xB6", "\xC4\xBB", NULL,       "\xC3\x91",
    "\xC3\x96", NULL,       NULL,       "\xC5\x94", "\xC5\xA0", "\xC5\xA2", "\xC3\x9B",
    NULL,       "\xC5\xB4", NULL,       "\xC3\x9D", "\xC5\xBD",
};

typedef struct pseudo_out {
	char *buf;
	size_t size, length;
	size_t written; /* bytes really in buf */
	bool cut;       /* once something did not fit, nothing more is written */
} pseudo_out;

static void put(pseudo_out *out, const char *bytes, size_t n)
{
	if (!out->cut && out->buf && out->length + n < out->size) {
		memcpy(out->buf + out->length, bytes, n);
		out->written = out->length + n;
	} else {
		out->cut = true;
	}
	out->length += n;
}

/* The length of a printf conversion at s ("%s", "%2$s", "%-3d", "%%"),
 * 0 when s does not start one. */
static size_t conversion_length(const char *s)
{
	if (s[0] != '%')
		return 0;
	if (s[1] == '%')
		return 2;
	size_t n = 1 + strspn(s + 1, "0123456789$#-+ .'*hlLqjzt");
	if ((s[n] >= 'a' && s[n] <= 'z') || (s[n] >= 'A' && s[n] <= 'Z'))
		return n + 1;
	return 0;
}

static size_t utf8_length(unsigned char lead)
{
	return lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
}

/* One line (no newline in it): letters swapped, conversions kept, then a
 * third as many '~' as it had characters (rounded up), after a space. */
static void pseudo_line(pseudo_out *out, const char *s, size_t length)
{
	size_t characters = 0;
	for (size_t i = 0; i < length;) {
		size_t conversion = conversion_length(s + i);
		if (conversion && i + conversion <= length) {
			put(out, s + i, conversion);
			i += conversion;
			continue;
		}
		unsigned char c = (unsigned char)s[i];
		const char *swap = c >= 'a' && c <= 'z'   ? pseudo_lower[c - 'a']
		                   : c >= 'A' && c <= 'Z' ? pseudo_upper[c - 'A']
		                                          : NULL;
		size_t n = utf8_length(c);
		if (i + n > length)
			n = length - i;
		if (swap)
			put(out, swap, strlen(swap));
		else
			put(out, s + i, n);
		i += n;
		characters++;
	}
	/* The padding is words of their own of up to six '~', so a line can
	 * still break before and within it, as a real translation's longer
	 * text would. */
	size_t pad = (characters + 2) / 3;
	for (size_t i = 0; i < pad; i++)
		put(out, i % 6 == 0 ? " ~" : "~", i % 6 == 0 ? 2 : 1);
}

size_t pg_i18n_pseudo_text(const char *text, char *out_buf, size_t out_size)
{
	pseudo_out out = {out_buf, out_size, 0, 0, false};
	put(&out, "[", 1);
	const char *line = text;
	for (;;) {
		const char *end = strchr(line, '\n');
		size_t length = end ? (size_t)(end - line) : strlen(line);
		pseudo_line(&out, line, length);
		if (!end)
			break;
		put(&out, "\n", 1);
		line = end + 1;
	}
	put(&out, "]", 1);
	/* Whole pieces only are written, so a cut never splits a character. */
	if (out_buf && out_size > 0)
		out_buf[out.written] = '\0';
	return out.length;
}

/* ---- the intern table: one copy of each pseudo text, kept for good -------------------- */

typedef struct interned {
	char *key;   /* the English text */
	char *value; /* its pseudo form */
} interned;

static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static interned *table;
static size_t table_capacity, table_count;

static uint64_t hash_text(const char *s)
{
	uint64_t h = 1469598103934665603ull;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ull;
	return h;
}

static interned *slot_for(interned *slots, size_t capacity, const char *key)
{
	size_t i = (size_t)hash_text(key) & (capacity - 1);
	while (slots[i].key && strcmp(slots[i].key, key) != 0)
		i = (i + 1) & (capacity - 1);
	return &slots[i];
}

static bool grow_table(void)
{
	size_t capacity = table_capacity ? table_capacity * 2 : 1024;
	interned *slots = calloc(capacity, sizeof *slots);
	if (!slots)
		return false;
	for (size_t i = 0; i < table_capacity; i++)
		if (table[i].key)
			*slot_for(slots, capacity, table[i].key) = table[i];
	free(table);
	table = slots;
	table_capacity = capacity;
	return true;
}

static bool insert(char *key, char *value)
{
	if ((table_count + 1) * 2 > table_capacity && !grow_table())
		return false;
	interned *slot = slot_for(table, table_capacity, key);
	if (!slot->key)
		table_count++;
	*slot = (interned){key, value};
	return true;
}

/* The pseudo form of text, made once. A pseudo text given again (a scene
 * that translates what it was handed) comes back unchanged: each result
 * is also entered as its own key. */
static const char *pseudo_interned(const char *text)
{
	pthread_mutex_lock(&table_lock);
	const char *result = text;
	interned *found = table_capacity ? slot_for(table, table_capacity, text) : NULL;
	if (found && found->key) {
		result = found->value;
	} else {
		size_t need = pg_i18n_pseudo_text(text, NULL, 0) + 1;
		char *value = malloc(need);
		char *key = strdup(text);
		if (value && key) {
			pg_i18n_pseudo_text(text, value, need);
			if (insert(key, value) && insert(value, value))
				result = value;
		} else {
			free(value);
			free(key);
		}
	}
	pthread_mutex_unlock(&table_lock);
	return result;
}

/* ---- the calls ------------------------------------------------------------------------ */

void pg_i18n_set_pseudo(bool on)
{
	pseudo_on = on;
}

bool pg_i18n_pseudo(void)
{
	return pseudo_on;
}

void pg_i18n_start(const char *locale_dir)
{
	setlocale(LC_ALL, "");
	/* Numbers are written and read in files and JSON: "0.5" everywhere. */
	setlocale(LC_NUMERIC, "C");
	if (locale_dir && *locale_dir)
		bindtextdomain(PG_TEXT_DOMAIN, locale_dir);
	bind_textdomain_codeset(PG_TEXT_DOMAIN, "UTF-8");
	const char *pseudo = getenv(PG_PSEUDO_LOCALE_ENV);
	if (pseudo && *pseudo && strcmp(pseudo, "0") != 0)
		pseudo_on = true;
}

const char *pg_tr(const char *msgid)
{
	if (!msgid || !*msgid)
		return msgid;
	if (pseudo_on)
		return pseudo_interned(msgid);
	return dgettext(PG_TEXT_DOMAIN, msgid);
}

const char *pg_trn(const char *one, const char *many, unsigned long n)
{
	if (pseudo_on)
		return pg_tr(n == 1 ? one : many);
	return dngettext(PG_TEXT_DOMAIN, one, many, n);
}
