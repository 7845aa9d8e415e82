/*
 * pitengnaqsaraq_data.c: the tables of Pitengnaqsaraq that the rule book
 * lost and we designed: the calendar (what each half-month offers), the
 * villages and the resources around them, the months in Yup'ik, the weather
 * spinner, the luck table and the Raven deck.
 *
 * Facts come from the research notes credited in docs/rules/pitengnaqsaraq.md
 * (the seasonal round of the delta, village positions, Jacobson's Yup'ik
 * Eskimo Dictionary); the numbers are ours, tuned with the AI so that late
 * winter is lean and summer plentiful. Only the book's worked example is
 * fixed: the first half of Kaugun offers king salmon 6, smelt 2, beluga 1
 * and seals 2.
 */
#include "pitengnaqsaraq_rules.h"

/* Calendar columns are half-months from the first half of Kanruyauciq
 * (January): J J F F M M A A M M J J J J A A S S O O N N D D. Values are
 * HALF cards, so 12 is six cards and 1 is the book's half card. */
const pit_food_info pit_foods[PIT_FOODS] = {
    [PIT_KING] = {"king", "king salmon", "king salmon", "taryaqvak", true, false, false,
		  {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12, 12, 6, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    [PIT_SALMON] = {"salmon", "chum, red or silver salmon", "salmon", "iqalluk", true, false,
		    false, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 10, 10, 8, 6, 4, 2, 0, 0, 0, 0, 0, 0}},
    [PIT_SMELT] = {"smelt", "smelt", "smelt", "cemerliq", true, false, false,
		   {0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    [PIT_HERRING] = {"herring", "herring", "herring", "iqalluarpak", true, false, false,
		     {0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    [PIT_WHITEFISH] = {"whitefish", "whitefish", "whitefish", "naptaq", true, false, false,
		       {2, 2, 1, 1, 1, 1, 1, 1, 1, 2, 0, 0, 0, 0, 0, 0, 2, 4, 4, 4, 3, 3, 2, 2}},
    [PIT_BLACKFISH] = {"blackfish", "blackfish", "blackfish", "imangaq", true, false, false,
		       {2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1, 2, 4, 4, 3, 3, 2, 2}},
    [PIT_PIKE] = {"pike", "pike", "pike", "cuukvak", true, false, false,
		  {1, 1, 1, 1, 1, 1, 2, 3, 3, 2, 0, 0, 0, 0, 0, 0, 1, 2, 2, 2, 1, 1, 1, 1}},
    [PIT_LOCHE] = {"loche", "loche (burbot)", "loche", "manignaq", true, false, false,
		   {2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 2, 2, 2}},
    [PIT_TOMCOD] = {"tomcod", "tomcod", "tomcod", "iqalluaq", true, false, false,
		    {1, 1, 1, 1, 1, 1, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 3, 3, 2, 2}},
    [PIT_SEAL] = {"seal", "seal", "seals", "taqukaq", false, true, true,
		  {1, 1, 1, 1, 2, 2, 3, 4, 4, 4, 4, 2, 0, 0, 0, 0, 1, 2, 2, 1, 1, 1, 1, 1}},
    [PIT_BELUGA] = {"beluga", "beluga whale", "beluga", "cetuaq", false, true, false,
		    {0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    [PIT_BIRDS] = {"birds", "birds (ptarmigan, geese, ducks)", "birds", "tengmiaq", false, false,
		   true, {1, 1, 1, 1, 1, 1, 1, 2, 4, 4, 0, 2, 2, 2, 1, 2, 2, 2, 1, 1, 1, 1, 1, 1}},
    [PIT_EGGS] = {"eggs", "birds' eggs", "eggs", "kayanguq", false, false, false,
		  {0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    [PIT_BERRIES] = {"berries", "berries", "berries", "atsaq", false, false, false,
		     {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 6, 6, 4, 2, 1, 0, 0, 0, 0, 0}},
    [PIT_CARIBOU] = {"caribou", "caribou", "caribou", "tuntu", false, false, true,
		     {0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 0, 0, 0}},
    [PIT_FURS] = {"furs", "furbearers (muskrat, mink, beaver)", "furbearers", NULL, false, false,
		  false, {1, 1, 1, 1, 1, 1, 2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1}},
};

#define F(food) (1u << (food))
/* Resource symbols by kind of place; a few villages add or lack one. */
#define KS_RIVER                                                                               \
	(F(PIT_KING) | F(PIT_SALMON) | F(PIT_SMELT) | F(PIT_WHITEFISH) | F(PIT_BLACKFISH) |     \
	 F(PIT_PIKE) | F(PIT_LOCHE) | F(PIT_BIRDS) | F(PIT_EGGS) | F(PIT_BERRIES) | F(PIT_FURS))
#define KS_UPRIVER                                                                             \
	(F(PIT_KING) | F(PIT_SALMON) | F(PIT_SMELT) | F(PIT_WHITEFISH) | F(PIT_PIKE) |          \
	 F(PIT_LOCHE) | F(PIT_BIRDS) | F(PIT_BERRIES) | F(PIT_CARIBOU) | F(PIT_FURS))
#define CANINEQ                                                                                \
	(F(PIT_SALMON) | F(PIT_SEAL) | F(PIT_TOMCOD) | F(PIT_BLACKFISH) | F(PIT_WHITEFISH) |    \
	 F(PIT_BIRDS) | F(PIT_EGGS) | F(PIT_BERRIES) | F(PIT_FURS))
#define NELSON                                                                                 \
	(F(PIT_SALMON) | F(PIT_HERRING) | F(PIT_SEAL) | F(PIT_TOMCOD) | F(PIT_BIRDS) |          \
	 F(PIT_EGGS) | F(PIT_BERRIES))
#define HOOPER                                                                                 \
	(F(PIT_SALMON) | F(PIT_SEAL) | F(PIT_BELUGA) | F(PIT_TOMCOD) | F(PIT_LOCHE) |           \
	 F(PIT_BLACKFISH) | F(PIT_BIRDS) | F(PIT_EGGS) | F(PIT_BERRIES) | F(PIT_FURS))
#define YUKON_MOUTH                                                                            \
	(F(PIT_KING) | F(PIT_SALMON) | F(PIT_SMELT) | F(PIT_SEAL) | F(PIT_BELUGA) |             \
	 F(PIT_WHITEFISH) | F(PIT_LOCHE) | F(PIT_BLACKFISH) | F(PIT_BIRDS) | F(PIT_EGGS) |      \
	 F(PIT_BERRIES) | F(PIT_FURS))
#define LOWER_YUKON                                                                            \
	(F(PIT_KING) | F(PIT_SALMON) | F(PIT_SMELT) | F(PIT_WHITEFISH) | F(PIT_PIKE) |          \
	 F(PIT_LOCHE) | F(PIT_BLACKFISH) | F(PIT_BIRDS) | F(PIT_EGGS) | F(PIT_BERRIES) |        \
	 F(PIT_FURS))
#define MIDDLE_YUKON                                                                           \
	(F(PIT_KING) | F(PIT_SALMON) | F(PIT_WHITEFISH) | F(PIT_PIKE) | F(PIT_LOCHE) |          \
	 F(PIT_BIRDS) | F(PIT_BERRIES) | F(PIT_CARIBOU) | F(PIT_FURS))
#define AKULA                                                                                  \
	(F(PIT_WHITEFISH) | F(PIT_BLACKFISH) | F(PIT_PIKE) | F(PIT_LOCHE) | F(PIT_BIRDS) |      \
	 F(PIT_EGGS) | F(PIT_BERRIES) | F(PIT_FURS))

/* Positions: FAA airport reference points near each village (research
 * notes, section 4), as in assets/pitengnaqsaraq/map_places.txt. */
const pit_village_info pit_villages[PIT_VILLAGES] = {
    {"bethel", "Mamterilleq", "Bethel", "KS", PIT_AREA_RIVER, 60.780, -161.838, KS_RIVER},
    {"kwethluk", "Kuiggluk", "Kwethluk", "KS", PIT_AREA_RIVER, 60.804, -161.445, KS_UPRIVER},
    {"akiachak", "Akiacuar", "Akiachak", "KS", PIT_AREA_RIVER, 60.905, -161.421, KS_UPRIVER},
    {"akiak", "Akiaq", "Akiak", "KS", PIT_AREA_RIVER, 60.905, -161.227, KS_UPRIVER},
    {"tuluksak", "Tuulkessaaq", "Tuluksak", "KS", PIT_AREA_RIVER, 61.097, -160.968, KS_UPRIVER},
    {"napaskiak", "Napaskiaq", "Napaskiak", "KS", PIT_AREA_RIVER, 60.704, -161.777, KS_RIVER},
    {"napakiak", "Naparyarraq", "Napakiak", "KS", PIT_AREA_RIVER, 60.691, -161.970, KS_RIVER},
    /* The book's example: king salmon and seal symbols, no smelt or beluga. */
    {"tuntutuliak", "Tuntutuliaq", "Tuntutuliak", "KS", PIT_AREA_RIVER, 60.335, -162.667,
     F(PIT_KING) | F(PIT_SALMON) | F(PIT_SEAL) | F(PIT_WHITEFISH) | F(PIT_BLACKFISH) |
	 F(PIT_PIKE) | F(PIT_LOCHE) | F(PIT_TOMCOD) | F(PIT_BIRDS) | F(PIT_EGGS) |
	 F(PIT_BERRIES) | F(PIT_FURS)},
    {"eek", "Iik", "Eek", "KS", PIT_AREA_RIVER, 60.216, -162.006,
     F(PIT_KING) | F(PIT_SALMON) | F(PIT_SEAL) | F(PIT_BELUGA) | F(PIT_WHITEFISH) | F(PIT_PIKE) |
	 F(PIT_TOMCOD) | F(PIT_BIRDS) | F(PIT_EGGS) | F(PIT_BERRIES) | F(PIT_FURS)},
    {"quinhagak", "Kuinerraq", "Quinhagak", "QN", PIT_AREA_BAY, 59.757, -161.879,
     F(PIT_KING) | F(PIT_SALMON) | F(PIT_SMELT) | F(PIT_SEAL) | F(PIT_BELUGA) | F(PIT_TOMCOD) |
	 F(PIT_BIRDS) | F(PIT_EGGS) | F(PIT_BERRIES) | F(PIT_CARIBOU)},
    {"goodnews_bay", "Mamterat", "Goodnews Bay", "QN", PIT_AREA_BAY, 59.117, -161.581,
     F(PIT_KING) | F(PIT_SALMON) | F(PIT_HERRING) | F(PIT_SEAL) | F(PIT_TOMCOD) | F(PIT_BIRDS) |
	 F(PIT_EGGS) | F(PIT_BERRIES) | F(PIT_CARIBOU) | F(PIT_FURS)},
    {"platinum", "Arviiq", "Platinum", "QN", PIT_AREA_BAY, 59.011, -161.820,
     F(PIT_SALMON) | F(PIT_HERRING) | F(PIT_SEAL) | F(PIT_TOMCOD) | F(PIT_BIRDS) | F(PIT_EGGS) |
	 F(PIT_BERRIES) | F(PIT_CARIBOU)},
    {"togiak", "Tuyuryaq", "Togiak", "T", PIT_AREA_BAY, 59.053, -160.397,
     F(PIT_KING) | F(PIT_SALMON) | F(PIT_SMELT) | F(PIT_HERRING) | F(PIT_SEAL) |
	 F(PIT_WHITEFISH) | F(PIT_PIKE) | F(PIT_BIRDS) | F(PIT_EGGS) | F(PIT_BERRIES) |
	 F(PIT_CARIBOU)},
    {"kongiganak", "Kangirnaq", "Kongiganak", "CN", PIT_AREA_COAST, 59.960, -162.882,
     CANINEQ | F(PIT_BELUGA)},
    {"kwigillingok", "Kuigilnguq", "Kwigillingok", "CN", PIT_AREA_COAST, 59.876, -163.168,
     CANINEQ | F(PIT_BELUGA)},
    {"kipnuk", "Qipneq", "Kipnuk", "CN", PIT_AREA_COAST, 59.933, -164.031, CANINEQ},
    {"chefornak", "Caputnguaq", "Chefornak", "CN", PIT_AREA_COAST, 60.149, -164.286, CANINEQ},
    {"nightmute", "Negtemiut", "Nightmute", "Q", PIT_AREA_ISLAND, 60.470, -164.686,
     NELSON | F(PIT_BLACKFISH)},
    {"toksook_bay", "Nunakauyaq", "Toksook Bay", "Q", PIT_AREA_ISLAND, 60.533, -165.114, NELSON},
    {"tununak", "Tununeq", "Tununak", "Q", PIT_AREA_ISLAND, 60.576, -165.273, NELSON},
    {"newtok", "Niugtaq", "Newtok", "Q", PIT_AREA_COAST, 60.939, -164.641,
     NELSON | F(PIT_BLACKFISH) | F(PIT_WHITEFISH) | F(PIT_FURS)},
    {"mekoryuk", "Mikuryaq", "Mekoryuk", "N", PIT_AREA_ISLAND, 60.371, -166.271,
     NELSON | F(PIT_CARIBOU)},
    {"hooper_bay", "Naparyaraq", "Hooper Bay", "HC", PIT_AREA_COAST, 61.524, -166.147, HOOPER},
    {"chevak", "Cev'aq", "Chevak", "HC", PIT_AREA_TUNDRA, 61.534, -165.584,
     (HOOPER & ~F(PIT_BELUGA)) | F(PIT_WHITEFISH) | F(PIT_PIKE)},
    {"scammon_bay", "Marayaaq", "Scammon Bay", "HC", PIT_AREA_COAST, 61.845, -165.574, HOOPER},
    {"emmonak", "Imangaq", "Emmonak", "KP", PIT_AREA_RIVER, 62.785, -164.491, YUKON_MOUTH},
    {"alakanuk", "Alarneq", "Alakanuk", "KP", PIT_AREA_RIVER, 62.680, -164.660, YUKON_MOUTH},
    {"kotlik", "Qerrullik", "Kotlik", "KP", PIT_AREA_RIVER, 63.031, -163.530, YUKON_MOUTH},
    {"st_marys", "Negeqliq", "St. Mary's", "KP", PIT_AREA_RIVER, 62.060, -163.302, LOWER_YUKON},
    {"mountain_village", "Asaacaryaq", "Mountain Village", "KP", PIT_AREA_RIVER, 62.095, -163.682,
     LOWER_YUKON},
    {"pilot_station", "Tuutalgaq", "Pilot Station", "KP", PIT_AREA_RIVER, 61.934, -162.893,
     LOWER_YUKON},
    {"marshall", "Masserculleq", "Marshall", "KP", PIT_AREA_RIVER, 61.866, -162.069, MIDDLE_YUKON},
    {"russian_mission", "Iquk", "Russian Mission", "KP", PIT_AREA_RIVER, 61.780, -161.319,
     MIDDLE_YUKON},
    {"nunapitchuk", "Nunapicuaq", "Nunapitchuk", "AK", PIT_AREA_TUNDRA, 60.906, -162.439, AKULA},
    {"kasigluk", "Kassigluq", "Kasigluk", "AK", PIT_AREA_TUNDRA, 60.872, -162.525, AKULA},
    {"atmautluak", "Atmaulluaq", "Atmautluak", "AK", PIT_AREA_TUNDRA, 60.867, -162.273, AKULA},
};

/* The default month names of the research notes (section 2a), which agree
 * with the book's three anchors: Kaugun June, Cauyarvik November, Uivik
 * December. */
const pit_month_info pit_months[12] = {
    {"Kanruyauciq", "January"}, {"Kep'nerciq", "February"}, {"Tengmiirviguaq", "March"},
    {"Tengmiirvik", "April"},   {"Qusiirvik", "May"},        {"Kaugun", "June"},
    {"Ingun", "July"},          {"Amirairun", "August"},     {"Amiraayaaq", "September"},
    {"Nulirun", "October"},     {"Cauyarvik", "November"},   {"Uivik", "December"},
};

/* One village from each part of the map, so Raven can send a family far
 * from its river or coast. */
const uint8_t pit_raven_deck[PIT_RAVEN_CARDS] = {
    21, /* Mekoryuk */
    12, /* Togiak */
    27, /* Kotlik */
    32, /* Russian Mission */
    22, /* Hooper Bay */
    19, /* Tununak */
    9,  /* Quinhagak */
    15, /* Kipnuk */
    0,  /* Bethel */
    33, /* Nunapitchuk */
    10, /* Goodnews Bay */
    25, /* Emmonak */
};

const char *const pit_weather_words[PIT_WEATHERS] = {
    "Avaituq", "Anuqa", "Ellarayak", "Ellalluk", "Pirtuk", "Qanikcaq",
};
const char *const pit_weather_english[PIT_WEATHERS] = {
    "fair", "wind", "storm", "rain", "blizzard", "snow",
};

/* [season][word]: season 0 spring and summer, 1 fall and winter. */
const uint8_t pit_weather_forbids[2][PIT_WEATHERS] = {
    {
	[PIT_AVAITUQ] = 0,
	[PIT_ANUQA] = PIT_NO_OCEAN_HUNTING | PIT_NO_OCEAN_TRAVEL,
	[PIT_ELLARAYAK] = PIT_NO_OCEAN_HUNTING | PIT_NO_OCEAN_TRAVEL | PIT_NO_FISH_DRYING,
	[PIT_ELLALLUK] = PIT_NO_FISH_DRYING,
    },
    {
	[PIT_AVAITUQ] = 0,
	[PIT_ANUQA] = 0,
	[PIT_ELLALLUK] = PIT_NO_TRAVEL | PIT_NO_HUNTING,
	[PIT_PIRTUK] = PIT_NO_TRAVEL | PIT_NO_HUNTING,
	[PIT_QANIKCAQ] = 0,
    },
};

const uint8_t pit_weather_percent[2][PIT_WEATHERS] = {
    {[PIT_AVAITUQ] = 40, [PIT_ANUQA] = 25, [PIT_ELLARAYAK] = 15, [PIT_ELLALLUK] = 20},
    {[PIT_PIRTUK] = 15, [PIT_QANIKCAQ] = 30, [PIT_ANUQA] = 20, [PIT_AVAITUQ] = 25,
     [PIT_ELLALLUK] = 10},
};

const char *const pit_luck_text[13] = {
    [2] = "Empty nets: nothing this time.",
    [3] = "Others help you: take one card from each family; new pups if you have no team.",
    [4] = "A little: one card of one food.",
    [5] = "Half the calendar's number of one food.",
    [6] = "The calendar's number of one food.",
    [7] = "All the foods here, or double one.",
    [8] = "Raven: fly to a new home and pay the poorest family one card.",
    [9] = "You share: every other family takes one card from you.",
    [10] = "One and a half times the number of one food.",
    [11] = "All the foods here, or double one.",
    [12] = "You lose this season's transport (dog team or kayak).",
};
