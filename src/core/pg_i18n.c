/* pg_i18n.c: the translation calls behind _() and P_() (see pg_i18n.h). */
#include "pg_i18n.h"

#include <libintl.h>

const char *pg_tr(const char *msgid)
{
	if (!msgid || !*msgid)
		return msgid;
	return dgettext(PG_TEXT_DOMAIN, msgid);
}

const char *pg_trn(const char *one, const char *many, unsigned long n)
{
	return dngettext(PG_TEXT_DOMAIN, one, many, n);
}
