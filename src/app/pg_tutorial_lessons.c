/*
 * pg_tutorial_lessons.c: the "Learn to play" lessons, as data (see
 * pg_tutorial.h). Every sentence is marked with N_() for the translation
 * template and shown through _(). The moves are in each game's notation
 * (its rules header); tests/test_app_tutorial.c walks every step.
 */
#include "pg_i18n.h"
#include "pg_tutorial.h"

#include <string.h>

/* ---- Totem Pole: match, a double, pass, count coup, the capture ---------------------
 * Three seats, the person red and first. Blue and green play their own
 * pyramids in between, so the pole grows as in a real game. */
static const pg_lesson_step totem_pole_steps[] = {
	{"first:0;roll:S", "S", N_("Drag a small pyramid from your hand onto the pole."),
	 N_("The die shows the size to place, and when you hold one you must place it: that is a "
	    "match.")},
	{"roll:M;M;roll:L;L;roll:SM", "S", N_("The die shows a double: place a small pyramid."),
	 N_("A double lets you place either size; spending small ones early keeps your large "
	    "ones for the top of the pole.")},
	{"roll:M;M;roll:L;L;roll:S", "S", N_("Place your last small pyramid."),
	 N_("Every pyramid still in your hand when placing ends costs you points.")},
	{"roll:M;M;roll:L;L;roll:S", "pass",
	 N_("You hold no small pyramid: press Pass."),
	 N_("When nothing in your hand matches the die, you may pass and leave the pole as it "
	    "is.")},
	{"roll:L;L;roll:S;S;roll:S", "coup",
	 N_("No small pyramid again: this time press Count coup."),
	 N_("Counting coup takes the top pyramid off the pole into your own pile, where it "
	    "scores for you.")},
	{"roll:L;L;roll:S;S;roll:L", "L", N_("Place a large pyramid on top of the pole."),
	 N_("When placing ends the pole comes apart from the top: the owner of the top pyramid "
	    "takes it, and a large one takes the two below it as well.")},
};

static const pg_lesson lessons[] = {
	{
		.game_id = "totem-pole",
		.seats = "human,easy,easy",
		.seed = 14,
		.steps = totem_pole_steps,
		.step_count = (int)(sizeof totem_pole_steps / sizeof totem_pole_steps[0]),
		.welcome = N_("Welcome to Totem Pole. Roll the die and follow the glow."),
		.done = N_("That is the whole game: keep matching the die. The game goes on from "
			   "here."),
	},
};

int pg_lesson_count(void)
{
	return (int)(sizeof lessons / sizeof lessons[0]);
}

const pg_lesson *pg_lesson_at(int index)
{
	return index >= 0 && index < pg_lesson_count() ? &lessons[index] : NULL;
}

const pg_lesson *pg_lesson_find(const char *game_id)
{
	for (int i = 0; i < pg_lesson_count(); i++)
		if (!strcmp(lessons[i].game_id, game_id))
			return &lessons[i];
	return NULL;
}
