/*
 * pg_i18n.h: translation of player-facing text.
 *
 * Every string a player reads goes through one of these:
 *   _("text")            translated at the point of use;
 *   N_("text")           marked for the template only, for static tables;
 *                        translate it with _() where it is shown;
 *   P_("one", "many", n) the plural form for the count n (ngettext).
 * The build extracts the marked strings into po/potlatch-games.pot with
 * xgettext (keywords _, N_ and P_:1,2). The command-line tool never sets a
 * locale, so its output stays the English text the outside checks read.
 *
 * The pseudo-locale (PG_PSEUDO_LOCALE=1, or the window's --pseudo-locale)
 * replaces every translation by the English text with accented letters,
 * a third longer and in brackets ("[Šéåţ ţĥé ĝûéšţ ~~~~~]"), so a layout
 * that assumes English widths shows it. printf conversions and newlines
 * are kept as they are. Each result is interned: the pointer stays valid
 * for the life of the process, like gettext's.
 */
#ifndef PG_I18N_H
#define PG_I18N_H

#include <stdbool.h>
#include <stddef.h>

#define PG_TEXT_DOMAIN "potlatch-games"
#define PG_PSEUDO_LOCALE_ENV "PG_PSEUDO_LOCALE"

/* format_arg: the compiler checks printf arguments against the English
 * text, as it does for gettext. */
#if defined(__GNUC__)
#define PG_I18N_FORMAT_ARG(n) __attribute__((format_arg(n)))
#else
#define PG_I18N_FORMAT_ARG(n)
#endif

/* The translation of msgid in the current locale (msgid itself when none). */
const char *pg_tr(const char *msgid) PG_I18N_FORMAT_ARG(1);
/* The translation of the plural pair for n. */
const char *pg_trn(const char *one, const char *many, unsigned long n) PG_I18N_FORMAT_ARG(1)
    PG_I18N_FORMAT_ARG(2);

/* The app's start (never the command-line tool's): the user's locale for
 * messages and character types (numbers stay "C", so saved files and
 * JSON read the same everywhere), the catalogue folder locale_dir
 * (<dir>/<lang>/LC_MESSAGES/potlatch-games.mo), UTF-8 output, and the
 * pseudo-locale when PG_PSEUDO_LOCALE is set to anything but "" or "0". */
void pg_i18n_start(const char *locale_dir);
/* Turns the pseudo-locale on or off (tests; the app reads the environment). */
void pg_i18n_set_pseudo(bool on);
bool pg_i18n_pseudo(void);
/* Writes the pseudo-locale form of text into out (at most out_size bytes
 * with the terminator; cut at a character boundary when too small);
 * returns the length it needed. */
size_t pg_i18n_pseudo_text(const char *text, char *out, size_t out_size);

#define _(s) pg_tr(s)
#define N_(s) (s)
#define P_(one, many, n) pg_trn((one), (many), (unsigned long)(n))

#endif
