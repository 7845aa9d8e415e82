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
 */
#ifndef PG_I18N_H
#define PG_I18N_H

#define PG_TEXT_DOMAIN "potlatch-games"

/* The translation of msgid in the current locale (msgid itself when none). */
const char *pg_tr(const char *msgid);
/* The translation of the plural pair for n. */
const char *pg_trn(const char *one, const char *many, unsigned long n);

#define _(s) pg_tr(s)
#define N_(s) (s)
#define P_(one, many, n) pg_trn((one), (many), (unsigned long)(n))

#endif
