/*
 * pg_outcome.c: a finished game's outcome in one line (see pg_outcome.h).
 */
#include "pg_outcome.h"

#include <stdio.h>

#include "pg_i18n.h"
#include "pg_play.h"

void pg_outcome_list_names(const pg_play *play, const int *seats, int count, char *out,
			   size_t size)
{
	size_t used = 0;
	out[0] = '\0';
	for (int i = 0; i < count && used < size; i++)
		used += (size_t)snprintf(out + used, size - used, "%s%s",
					 i == 0 ? "" : i == count - 1 ? _(" and ") : ", ",
					 _(pg_play_seat_style(play, seats[i])->name));
}

void pg_outcome_text(const pg_play *play, char *out, size_t size)
{
	out[0] = '\0';
	const pg_match *match = play->match;
	if (!pg_match_is_terminal(match))
		return;
	if (play->view->outcome_text && play->view_data &&
	    play->view->outcome_text(play->view_data, out, size))
		return;
	int seats = pg_play_seat_count(play);
	if (seats == 1) {
		pg_breakdown breakdown = {0};
		play->game->score_breakdown(match->state, 0, &breakdown);
		snprintf(out, size, _("Final score: %d"), breakdown.total);
		return;
	}
	/* The winners: every seat with the best share, when it is above 0. */
	double shares[PG_MAX_SEATS] = {0}, best = 0;
	play->game->returns(match->state, shares);
	for (int i = 0; i < seats; i++)
		if (shares[i] > best)
			best = shares[i];
	int winners[PG_MAX_SEATS], count = 0, others[PG_MAX_SEATS], left_out = 0;
	for (int i = 0; i < seats; i++) {
		if (best > 0 && shares[i] >= best - 1e-9)
			winners[count++] = i;
		else
			others[left_out++] = i;
	}
	/* Four names or more do not fit the banner (nor, in a longer
	 * language, the card's headline): a whole table is said as one, and
	 * otherwise the fewer left out are named. */
	char names[120];
	if (count == 0) {
		snprintf(out, size, "%s", _("No one wins this time"));
	} else if (count == 1 && play->human_count == 1 && pg_play_is_human(play, winners[0])) {
		snprintf(out, size, "%s", _("You win!"));
	} else if (count == 1) {
		snprintf(out, size, _("%s wins!"), _(pg_play_seat_style(play, winners[0])->name));
	} else if (count == seats) {
		/* TRANSLATORS: every seat at the table ties at the top. */
		snprintf(out, size, "%s", _("A draw"));
	} else if (count > 3) {
		pg_outcome_list_names(play, others, left_out, names, sizeof names);
		/* TRANSLATORS: a shared win of all the players but those named:
		 * "A shared win: all but Green". */
		snprintf(out, size, _("A shared win: all but %s"), names);
	} else {
		pg_outcome_list_names(play, winners, count, names, sizeof names);
		snprintf(out, size, _("A shared win: %s"), names);
	}
}
