/*
 * pitengnaqsaraq_scene_outcome.c: the end of the year in the game's own
 * words, for the banner and the results card's headline (pg_outcome.h).
 * The table wins together when every family sees the year through, and
 * has lost if any family starved (docs/rules/pitengnaqsaraq.md,
 * "Winning"): the app's words from the returns ("A shared win: Red and
 * Blue") would call a lost year a win. With the standing option the
 * families are ranked, and the app's winner words are the right ones.
 */
#include "pitengnaqsaraq/pitengnaqsaraq_scene_outcome.h"

#include <stdio.h>

#include "pg_i18n.h"
#include "pg_outcome.h"
#include "pitengnaqsaraq/pitengnaqsaraq_scene.h"

/* The banner at 960x600 holds about 35 letters of English whole in a
 * language a third longer: up to three names with "lived" and "starved"
 * (the words of the results' rows); past that only the smaller group is
 * named ("Yellow and Purple starved"). */
enum { NAMES_ON_ONE_LINE = 3 };

bool pit_scene_outcome_text(void *view, char *out, size_t size)
{
	const pit_view *v = view;
	const pit_state *s = pit_scene_real(v);
	if (s->phase != PIT_PHASE_OVER || s->standing)
		return false;
	int lived[PIT_MAX_PLAYERS], starved[PIT_MAX_PLAYERS], alive = 0, dead = 0;
	for (int seat = 0; seat < s->players; seat++) {
		if (s->family[seat].out)
			starved[dead++] = seat;
		else
			lived[alive++] = seat;
	}
	char names[120], others[120];
	pg_outcome_list_names(v->play, lived, alive, names, sizeof names);
	pg_outcome_list_names(v->play, starved, dead, others, sizeof others);
	if (dead == 0)
		snprintf(out, size, "%s", _("Every family saw the year through!"));
	else if (alive == 0)
		snprintf(out, size, "%s", _("No family saw the year through"));
	else if (s->players <= NAMES_ON_ONE_LINE)
		/* TRANSLATORS: the table lost, as a family starved: "Red and
		 * Blue lived; Green starved". Keep it short (the banner). */
		snprintf(out, size, _("%s lived; %s starved"), names, others);
	else if (dead <= alive)
		/* TRANSLATORS: the table lost; those named starved, the others
		 * lived: "Green and Yellow starved". */
		snprintf(out, size, _("%s starved"), others);
	else
		/* TRANSLATORS: the table lost; only those named lived: "Only
		 * Red lived". */
		snprintf(out, size, _("Only %s lived"), names);
	return true;
}
