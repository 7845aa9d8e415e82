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

/* ---- Potlatch Kloone: heights, a run, the increase, a stack ------------------------
 * Two actions a turn on the line layout; the person red and first. Blue
 * keeps to the east end of the board. */
static const pg_lesson_step kloone_steps[] = {
	{"first:0", "p0,-1", N_("Step your pawn onto the open space up and to the right."),
	 N_("A pawn moves one hex an action; on an open space beside the board a tile from the "
	    "stock is laid for it.")},
	{NULL, "p1,-1", N_("Step once more, onto the next open space to the right."),
	 N_("Pawn moves in a row make a run; when the run ends, a chip is added under your pawn: "
	    "the increase.")},
	{"p2,0;p2,-1", "p0,0", N_("Step down onto the bare tile below you."),
	 N_("Heights: a pawn may step onto a hex at most one chip higher or lower than the one it "
	    "leaves.")},
	{NULL, "p0,-1", N_("Step onto the tile above, where your first step went."),
	 N_("Your run ends there with the turn, so the increase puts a chip on it.")},
	{"p3,-2;p3,-1", "p0,0", N_("Step down onto the bare tile again."),
	 N_("Going down one chip is allowed, just as going up one is.")},
	{NULL, "c1,-1", N_("Move the chip under your pawn onto the one-chip hex beside you."),
	 N_("Moving a chip ends your run, so the increase comes first; then the top chip travels "
	    "and that hex is two high.")},
	{"p3,-2;p2,-1", "p0,-1", N_("Climb onto the hex with one chip."),
	 N_("Nobody climbs two chips at once, so a tall stack is reached one step at a time.")},
	{NULL, "p1,-1", N_("Climb onto the two-high hex."),
	 N_("The run ends there and the increase makes it three high in your colour: a stack of "
	    "your own. Three stacks when your turn begins win.")},
};

/* ---- POTLUCK!: the rondel, seat numbers, neighbours, lawn chairs, a doubles bonus ------
 * A solo potluck, so every roll is the lesson's. */
static const pg_lesson_step potluck_steps[] = {
	{"roll:2;roll:1", "d1T@A2", N_("Seat die 1's Teenager at table A, seat 2."),
	 N_("Die 1 walked two wedges round the rondel to the Teenagers and shows 2: its guest "
	    "needs a seat printed 2.")},
	{"roll:4;roll:1", "d2T@F1", N_("Seat die 2's Teenager at table F, seat 1."),
	 N_("Seat A1 shows 1 too, but it is next to your Teenager at A2, and two guests of one "
	    "generation never sit side by side.")},
	{"roll:1;roll:3", "d1C@A1", N_("Die 1 stopped on Wild: seat a Child at table A, seat 1."),
	 N_("A die on the Wild wedge brings a guest of any generation you choose; more "
	    "generations at a table score more.")},
	{"roll:1;roll:1", "unlock:erase", N_("Both dice show 1, a double: unlock the Erase bonus."),
	 N_("Every double unlocks one bonus, to use once on a later turn (Erase can clear a lawn "
	    "chair).")},
	{NULL, "d1C@lawn", N_("No seat printed 1 is free: send die 1's guest to a lawn chair."),
	 N_("A guest who fits no seat takes a lawn chair, which costs 3 points, then 6, then 10; "
	    "a third one ends the game.")},
};

/* ---- The Great Potlatch: a role, a gift to an Ancestor, the Potlatch ----------------
 * Three seats, the person red. Blue is drawn as the Speaker and takes the
 * Shaman, Green the Carver; the person is the Elder. Every card is dealt
 * by the script, and the sentences speak only of the person's own hand
 * and of what lies face up. */
static const pg_lesson_step great_potlatch_steps[] = {
	{"draw:KSC;draw:TSO;draw:RMX;draw:RMC;draw:WCX;draw:TCB;draw:KWW;draw:TTT;draw:TTK;"
	 "draw:WWW;draw:KKK;draw:TTW;draw:TKW;draw:RRR;draw:KKW;draw:KRR;draw:TKR;draw:WWR;"
	 "draw:TTR;draw:KKR;draw:TRR;speaker:1;shaman;carver",
	 "elder", N_("Drag the Elder marker from the middle onto your role spot."),
	 N_("The Elder puts your markers on the Ancestors, and taking the Speaker's role (Blue "
	    "took the Shaman) would cost you a grey marker.")},
	{"draw:KCO;draw:RSB;draw:TCX;done;draw:WMB;draw:KCB;draw:RSX;draw:TMX;done;draw:WSB;"
	 "draw:TMO",
	 "gift:WSB", N_("Drag your Wolf Sun Blankets card onto the Wolf Ancestor's Sun space."),
	 N_("Each marker on an Ancestor scores a point at the end, and a Carver needs them there "
	    "to carve Totem Poles worth 5: yours are mostly Wolves.")},
	{NULL, "done", N_("Press Done for today and keep your two Canoe cards."),
	 N_("Tonight everyone but the Speaker gives cards of one valuable, so a pair of Canoes is "
	    "worth keeping.")},
	{"give:TCB;done", "give:KSC", N_("Drag your Killer Whale Sun Canoe card onto your gift row."),
	 N_("Whoever gives the most takes the Speaking Stick and everyone else but the Speaker "
	    "takes a grey marker; Green has given one card.")},
	{NULL, "give:RMC", N_("Give your Raven Moon Canoe card as well."),
	 N_("Every gift shows the valuable of the first, and two cards beat Green's one.")},
	{NULL, "done", N_("Press Done giving."),
	 N_("Your Oil card does not match the Canoes, so you are done: tonight the Stick comes to "
	    "you and Green takes a grey marker.")},
};

/* ---- Pitengnaqsaraq: a home, clothing, the luck table, eating, travel, a gift ---------
 * Two families from late Nulirun (October), the person red; Blue keeps the
 * weather and plays first. Raven twice takes Blue's food, and winter
 * clothing its dogs, so by the second round Blue has nothing for the meal. */
static const pg_lesson_step pitengnaqsaraq_steps[] = {
	{"keeper:1;home:napaskiak", "home:bethel",
	 N_("Drag your family's piece onto Mamterilleq (Bethel) to make it your home."),
	 N_("The symbols round a village show the foods found there, and Mamterilleq's river has "
	    "fish under the ice all winter.")},
	{"food:eggs", "food:furs", N_("Press Start with furbearers."),
	 N_("In Cauyarvik (November) every family needs winter clothing, and one furbearer card "
	    "pays for it.")},
	{"weather:qanikcaq;roll:4+4;raven:tununak;pay:eggs;end;roll:3+3", "take:whitefish",
	 N_("You rolled 6: take the whitefish."),
	 N_("On a 6 the luck table gives the calendar's number of one food in season where you "
	    "stand.")},
	{NULL, "end", N_("Press End turn."),
	 N_("Late in Nulirun the ice is neither open nor safe, so nobody travels; when every "
	    "family has played each eats one card, and then winter clothing is due.")},
	{"weather:avaituq;roll:4+4;raven:kipnuk;pay:salmon;end;roll:1+1", "go:tuntutuliak",
	 N_("Empty nets this time: drag your family onto Tuntutuliaq (Tuntutuliak)."),
	 N_("From Cauyarvik you travel by dog team, up to 100 km a turn, and Tuntutuliaq has the "
	    "tomcod and seal Mamterilleq lacks; be home again by Uivik (December).")},
	{NULL, "give:1:whitefish", N_("Drag a whitefish card from your family onto Blue's."),
	 N_("Blue paid Raven's fare twice and skinned its dogs for clothing: a family with nothing "
	    "at the meal goes hungry, and the table loses if any family starves.")},
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
	{
		.game_id = "kloone",
		.seats = "human,easy",
		.options = "actions=2,layout=line",
		.seed = 14,
		.steps = kloone_steps,
		.step_count = (int)(sizeof kloone_steps / sizeof kloone_steps[0]),
		.welcome = N_("Welcome to Potlatch Kloone. You are red; follow the steps."),
		.done = N_("Build two more stacks of your own to win. The game goes on from here."),
	},
	{
		.game_id = "potluck",
		.seats = "human",
		.seed = 14,
		.steps = potluck_steps,
		.step_count = (int)(sizeof potluck_steps / sizeof potluck_steps[0]),
		.welcome = N_("Welcome to POTLUCK! Roll the dice and seat your guests."),
		.done = N_("Mix every generation at every table. The game goes on from here."),
	},
	{
		.game_id = "great-potlatch",
		.seats = "human,easy,easy",
		.seed = 14,
		.steps = great_potlatch_steps,
		.step_count = (int)(sizeof great_potlatch_steps / sizeof great_potlatch_steps[0]),
		.welcome = N_("Welcome to The Great Potlatch. You are Red; draw your cards and "
			      "follow the glow."),
		.done = N_("Give generously, carve Totem Poles and keep your name clean for eight "
			   "days. The game goes on from here."),
	},
	{
		.game_id = "pitengnaqsaraq",
		.seats = "human,easy",
		.options = "start=nulirun-2",
		.seed = 14,
		.steps = pitengnaqsaraq_steps,
		.step_count = (int)(sizeof pitengnaqsaraq_steps / sizeof pitengnaqsaraq_steps[0]),
		.welcome = N_("Welcome to Pitengnaqsaraq. Your family is Red; the year begins in late "
			      "Nulirun (October)."),
		.done = N_("End your turn when you are ready: every family must see the year through. "
			   "The game goes on from here."),
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
