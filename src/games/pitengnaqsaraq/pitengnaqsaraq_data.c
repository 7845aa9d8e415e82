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

#include "pg_i18n.h"

/* Calendar columns are half-months from the first half of Kanruyauciq
 * (January): J J F F M M A A M M J J J J A A S S O O N N D D. Values are
 * HALF cards, so 12 is six cards and 1 is the book's half card. One food a
 * row, so the table is left as written. */
/* clang-format off */
const pit_food_info pit_foods[PIT_FOODS] = {
    [PIT_KING] = {"king", N_("king salmon"), N_("king salmon"), "taryaqvak", true, false, false,
		  {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12, 12, 6, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    [PIT_SALMON] = {"salmon", N_("chum, red or silver salmon"), N_("salmon"), "iqalluk", true, false,
		    false, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 10, 10, 8, 6, 4, 2, 0, 0, 0, 0, 0, 0}},
    [PIT_SMELT] = {"smelt", N_("smelt"), N_("smelt"), "cemerliq", true, false, false,
		   {0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    [PIT_HERRING] = {"herring", N_("herring"), N_("herring"), "iqalluarpak", true, false, false,
		     {0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    [PIT_WHITEFISH] = {"whitefish", N_("whitefish"), N_("whitefish"), "naptaq", true, false, false,
		       {2, 2, 1, 1, 1, 1, 1, 1, 1, 2, 0, 0, 0, 0, 0, 0, 2, 4, 4, 4, 3, 3, 2, 2}},
    [PIT_BLACKFISH] = {"blackfish", N_("blackfish"), N_("blackfish"), "imangaq", true, false, false,
		       {2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1, 2, 4, 4, 3, 3, 2, 2}},
    [PIT_PIKE] = {"pike", N_("pike"), N_("pike"), "cuukvak", true, false, false,
		  {1, 1, 1, 1, 1, 1, 2, 3, 3, 2, 0, 0, 0, 0, 0, 0, 1, 2, 2, 2, 1, 1, 1, 1}},
    [PIT_LOCHE] = {"loche", N_("loche (burbot)"), N_("loche"), "manignaq", true, false, false,
		   {2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 2, 2, 2}},
    [PIT_TOMCOD] = {"tomcod", N_("tomcod"), N_("tomcod"), "iqalluaq", true, false, false,
		    {1, 1, 1, 1, 1, 1, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 3, 3, 2, 2}},
    [PIT_SEAL] = {"seal", N_("seal"), N_("seals"), "taqukaq", false, true, true,
		  {1, 1, 1, 1, 2, 2, 3, 4, 4, 4, 4, 2, 0, 0, 0, 0, 1, 2, 2, 1, 1, 1, 1, 1}},
    [PIT_BELUGA] = {"beluga", N_("beluga whale"), N_("beluga"), "cetuaq", false, true, false,
		    {0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    [PIT_BIRDS] = {"birds", N_("birds (ptarmigan, geese, ducks)"), N_("birds"), "tengmiaq", false, false,
		   true, {1, 1, 1, 1, 1, 1, 1, 2, 4, 4, 0, 2, 2, 2, 1, 2, 2, 2, 1, 1, 1, 1, 1, 1}},
    [PIT_EGGS] = {"eggs", N_("birds' eggs"), N_("eggs"), "kayanguq", false, false, false,
		  {0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    [PIT_BERRIES] = {"berries", N_("berries"), N_("berries"), "atsaq", false, false, false,
		     {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 6, 6, 4, 2, 1, 0, 0, 0, 0, 0}},
    [PIT_CARIBOU] = {"caribou", N_("caribou"), N_("caribou"), "tuntu", false, false, true,
		     {0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 0, 0, 0}},
    [PIT_FURS] = {"furs", N_("furbearers (muskrat, mink, beaver)"), N_("furbearers"), NULL, false, false,
		  false, {1, 1, 1, 1, 1, 1, 2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1}},
};

/* clang-format on */

#define F(food) (1u << (food))
/* Resource symbols by kind of place; a few villages add or lack one. */
#define KS_RIVER                                                                               \
	(F(PIT_KING) | F(PIT_SALMON) | F(PIT_SMELT) | F(PIT_WHITEFISH) | F(PIT_BLACKFISH) |    \
	 F(PIT_PIKE) | F(PIT_LOCHE) | F(PIT_BIRDS) | F(PIT_EGGS) | F(PIT_BERRIES) |            \
	 F(PIT_FURS))
#define KS_UPRIVER                                                                             \
	(F(PIT_KING) | F(PIT_SALMON) | F(PIT_SMELT) | F(PIT_WHITEFISH) | F(PIT_PIKE) |         \
	 F(PIT_LOCHE) | F(PIT_BIRDS) | F(PIT_BERRIES) | F(PIT_CARIBOU) | F(PIT_FURS))
#define CANINEQ                                                                                \
	(F(PIT_SALMON) | F(PIT_SEAL) | F(PIT_TOMCOD) | F(PIT_BLACKFISH) | F(PIT_WHITEFISH) |   \
	 F(PIT_BIRDS) | F(PIT_EGGS) | F(PIT_BERRIES) | F(PIT_FURS))
#define NELSON                                                                                 \
	(F(PIT_SALMON) | F(PIT_HERRING) | F(PIT_SEAL) | F(PIT_TOMCOD) | F(PIT_BIRDS) |         \
	 F(PIT_EGGS) | F(PIT_BERRIES))
#define HOOPER                                                                                 \
	(F(PIT_SALMON) | F(PIT_SEAL) | F(PIT_BELUGA) | F(PIT_TOMCOD) | F(PIT_LOCHE) |          \
	 F(PIT_BLACKFISH) | F(PIT_BIRDS) | F(PIT_EGGS) | F(PIT_BERRIES) | F(PIT_FURS))
#define YUKON_MOUTH                                                                            \
	(F(PIT_KING) | F(PIT_SALMON) | F(PIT_SMELT) | F(PIT_SEAL) | F(PIT_BELUGA) |            \
	 F(PIT_WHITEFISH) | F(PIT_LOCHE) | F(PIT_BLACKFISH) | F(PIT_BIRDS) | F(PIT_EGGS) |     \
	 F(PIT_BERRIES) | F(PIT_FURS))
#define LOWER_YUKON                                                                            \
	(F(PIT_KING) | F(PIT_SALMON) | F(PIT_SMELT) | F(PIT_WHITEFISH) | F(PIT_PIKE) |         \
	 F(PIT_LOCHE) | F(PIT_BLACKFISH) | F(PIT_BIRDS) | F(PIT_EGGS) | F(PIT_BERRIES) |       \
	 F(PIT_FURS))
#define MIDDLE_YUKON                                                                           \
	(F(PIT_KING) | F(PIT_SALMON) | F(PIT_WHITEFISH) | F(PIT_PIKE) | F(PIT_LOCHE) |         \
	 F(PIT_BIRDS) | F(PIT_BERRIES) | F(PIT_CARIBOU) | F(PIT_FURS))
#define AKULA                                                                                  \
	(F(PIT_WHITEFISH) | F(PIT_BLACKFISH) | F(PIT_PIKE) | F(PIT_LOCHE) | F(PIT_BIRDS) |     \
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
     F(PIT_KING) | F(PIT_SALMON) | F(PIT_SEAL) | F(PIT_BELUGA) | F(PIT_WHITEFISH) |
         F(PIT_PIKE) | F(PIT_TOMCOD) | F(PIT_BIRDS) | F(PIT_EGGS) | F(PIT_BERRIES) |
         F(PIT_FURS)},
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
    {"toksook_bay", "Nunakauyaq", "Toksook Bay", "Q", PIT_AREA_ISLAND, 60.533, -165.114,
     NELSON},
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
    {"mountain_village", "Asaacaryaq", "Mountain Village", "KP", PIT_AREA_RIVER, 62.095,
     -163.682, LOWER_YUKON},
    {"pilot_station", "Tuutalgaq", "Pilot Station", "KP", PIT_AREA_RIVER, 61.934, -162.893,
     LOWER_YUKON},
    {"marshall", "Masserculleq", "Marshall", "KP", PIT_AREA_RIVER, 61.866, -162.069,
     MIDDLE_YUKON},
    {"russian_mission", "Iquk", "Russian Mission", "KP", PIT_AREA_RIVER, 61.780, -161.319,
     MIDDLE_YUKON},
    {"nunapitchuk", "Nunapicuaq", "Nunapitchuk", "AK", PIT_AREA_TUNDRA, 60.906, -162.439,
     AKULA},
    {"kasigluk", "Kassigluq", "Kasigluk", "AK", PIT_AREA_TUNDRA, 60.872, -162.525, AKULA},
    {"atmautluak", "Atmaulluaq", "Atmautluak", "AK", PIT_AREA_TUNDRA, 60.867, -162.273, AKULA},
};

/* Straight-line distances between the villages on our map, in tenths of a
 * kilometre (the map's projection: a degree of latitude is 111.2 km, one of
 * longitude that times cos 61 degrees). Generated from the positions above
 * so travel checks need no square roots. */
const uint16_t pit_distance_tenths[PIT_VILLAGES][PIT_VILLAGES] = {
    {0,    214,  264,  358,  587,  91,   122,  667,  634,  1138, 1854, 1967,
     2072, 1072, 1235, 1512, 1495, 1574, 1787, 1866, 1521, 2433, 2466, 2187,
     2336, 2649, 2604, 2664, 1628, 1768, 1404, 1214, 1147, 353,  384,  254},
    {214,  0,    113,  163,  415,  211,  310,  840,  720,  1188, 1877, 2004,
     2027, 1217, 1388, 1698, 1696, 1786, 2001, 2079, 1730, 2646, 2658, 2374,
     2509, 2748, 2712, 2720, 1718, 1875, 1479, 1228, 1087, 548,  587,  452},
    {264,  113,  0,    105,  324,  295,  380,  924,  829,  1300, 1990, 2117,
     2132, 1313, 1482, 1774, 1759, 1825, 2033, 2109, 1736, 2681, 2639, 2351,
     2471, 2666, 2635, 2623, 1636, 1799, 1392, 1124, 975,  549,  596,  461},
    {358,  163,  105,  0,    255,  371,  466,  1002, 874,  1324, 1997, 2130,
     2107, 1379, 1551, 1858, 1851, 1926, 2136, 2212, 1841, 2783, 2740, 2451,
     2566, 2733, 2706, 2670, 1703, 1872, 1455, 1161, 974,  653,  701,  565},
    {587,  415,  324,  255,  0,    617,  704,  1248, 1128, 1569, 2226, 2365,
     2294, 1632, 1803, 2098, 2076, 2122, 2321, 2392, 1988, 2971, 2832, 2536,
     2619, 2670, 2657, 2556, 1652, 1836, 1394, 1041, 783,  821,  876,  749},
    {91,   211,  295,  371,  617,  0,    105,  631,  557,  1054, 1768, 1883,
     1981, 1019, 1187, 1487, 1487, 1590, 1809, 1890, 1566, 2451, 2526, 2250,
     2408, 2738, 2691, 2755, 1717, 1857, 1494, 1302, 1222, 422,  444,  323},
    {122,  310,  380,  466,  704,  105,  0,    546,  529,  1040, 1763, 1870,
     2009, 950,  1113, 1395, 1386, 1485, 1704, 1785, 1466, 2346, 2435, 2162,
     2328, 2696, 2645, 2735, 1683, 1814, 1469, 1308, 1261, 348,  361,  255},
    {667,  840,  924,  1002, 1248, 631,  546,  0,    380,  770,  1476, 1541,
     1879, 433,  577,  861,  897,  1099, 1337, 1430, 1258, 1943, 2295, 2062,
     2297, 2896, 2820, 3034, 1949, 2032, 1782, 1733, 1764, 647,  602,  629},
    {634,  720,  829,  874,  1128, 557,  529,  380,  0,    515,  1243, 1344,
     1557, 551,  732,  1136, 1231, 1472, 1712, 1806, 1632, 2306, 2664, 2423,
     2642, 3155, 3091, 3236, 2166, 2276, 1969, 1835, 1778, 802,  781,  738},
    {1138, 1188, 1300, 1324, 1569, 1054, 1040, 770,  515,  0,    730,  830,
     1119, 586,  707,  1177, 1369, 1708, 1946, 2044, 1986, 2464, 3026, 2810,
     3059, 3650, 3579, 3748, 2673, 2776, 2482, 2347, 2270, 1313, 1288, 1252},
    {1854, 1877, 1990, 1997, 2226, 1768, 1763, 1476, 1243, 730,  0,    175,
     642,  1171, 1202, 1602, 1856, 2251, 2471, 2568, 2613, 2887, 3636, 3447,
     3720, 4370, 4296, 4477, 3402, 3500, 3211, 3068, 2965, 2042, 2017, 1981},
    {1967, 2004, 2117, 2130, 2365, 1883, 1870, 1541, 1344, 830,  175,  0,
     769,  1201, 1206, 1572, 1835, 2240, 2453, 2548, 2629, 2836, 3640, 3463,
     3745, 4437, 4358, 4564, 3483, 3573, 3301, 3178, 3091, 2133, 2104, 2078},
    {2072, 2027, 2132, 2107, 2294, 1981, 2009, 1879, 1557, 1119, 642,  769,
     0,    1677, 1752, 2190, 2425, 2798, 3029, 3127, 3104, 3489, 4142, 3928,
     4175, 4700, 4642, 4735, 3692, 3818, 3475, 3255, 3073, 2336, 2325, 2257},
    {1072, 1217, 1313, 1379, 1632, 1019, 950,  433,  551,  586,  1171, 1201,
     1677, 0,    180,  620,  786,  1126, 1362, 1460, 1444, 1883, 2474, 2277,
     2549, 3259, 3173, 3433, 2346, 2413, 2195, 2164, 2192, 1079, 1032, 1061},
    {1235, 1388, 1482, 1551, 1803, 1187, 1113, 577,  732,  707,  1202, 1206,
     1752, 180,  0,    470,  675,  1052, 1278, 1376, 1424, 1761, 2437, 2257,
     2545, 3313, 3220, 3514, 2430, 2483, 2293, 2291, 2340, 1211, 1161, 1203},
    {1512, 1698, 1774, 1858, 2098, 1487, 1395, 861,  1136, 1177, 1602, 1572,
     2190, 620,  470,  0,    277,  694,  887,  980,  1166, 1302, 2105, 1967,
     2283, 3181, 3073, 3456, 2398, 2411, 2308, 2396, 2521, 1381, 1323, 1406},
    {1495, 1696, 1759, 1851, 2076, 1487, 1386, 897,  1231, 1369, 1856, 1835,
     2425, 786,  675,  277,  0,    417,  618,  713,  899,  1098, 1829, 1692,
     2010, 2933, 2822, 3231, 2190, 2188, 2122, 2253, 2418, 1304, 1244, 1347},
    {1574, 1786, 1825, 1926, 2122, 1590, 1485, 1099, 1472, 1708, 2251, 2240,
     2798, 1126, 1052, 694,  417,  0,    241,  338,  522,  862,  1412, 1278,
     1602, 2576, 2458, 2915, 1919, 1886, 1893, 2098, 2327, 1305, 1248, 1374},
    {1787, 2001, 2033, 2136, 2321, 1809, 1704, 1337, 1712, 1946, 2471, 2453,
     3029, 1362, 1278, 887,  618,  241,  0,    98,   519,  649,  1235, 1142,
     1480, 2527, 2400, 2906, 1959, 1901, 1965, 2212, 2472, 1501, 1446, 1576},
    {1866, 2079, 2109, 2212, 2392, 1890, 1785, 1430, 1806, 2044, 2568, 2548,
     3127, 1460, 1376, 980,  713,  338,  98,   0,    528,  584,  1155, 1078,
     1420, 2492, 2363, 2887, 1963, 1894, 1982, 2245, 2517, 1571, 1518, 1649},
    {1521, 1730, 1736, 1841, 1988, 1566, 1466, 1258, 1632, 1986, 2613, 2629,
     3104, 1444, 1424, 1166, 899,  522,  519,  528,  0,    1082, 1040, 834,
     1126, 2054, 1936, 2402, 1440, 1386, 1453, 1728, 2020, 1188, 1143, 1279},
    {2433, 2646, 2681, 2783, 2971, 2451, 2346, 1943, 2306, 2464, 2887, 2836,
     3489, 1883, 1761, 1302, 1098, 862,  649,  584,  1082, 0,    1284, 1345,
     1682, 2851, 2711, 3306, 2468, 2371, 2517, 2810, 3095, 2150, 2095, 2225},
    {2466, 2658, 2639, 2740, 2832, 2526, 2435, 2295, 2664, 3026, 3636, 3640,
     4142, 2474, 2437, 2105, 1829, 1412, 1235, 1155, 1040, 1284, 0,    304,
     472,  1662, 1515, 2191, 1646, 1473, 1813, 2231, 2618, 2114, 2083, 2213},
    {2187, 2374, 2351, 2451, 2536, 2250, 2162, 2062, 2423, 2810, 3447, 3463,
     3928, 2277, 2257, 1967, 1692, 1278, 1142, 1078, 834,  1345, 304,  0,
     346,  1511, 1368, 1999, 1362, 1200, 1517, 1931, 2316, 1834, 1806, 1933},
    {2336, 2509, 2471, 2566, 2619, 2408, 2328, 2297, 2642, 3059, 3720, 3745,
     4175, 2549, 2545, 2283, 2010, 1602, 1480, 1420, 1126, 1682, 472,  346,
     0,    1197, 1051, 1719, 1248, 1057, 1449, 1890, 2295, 1987, 1968, 2086},
    {2649, 2748, 2666, 2733, 2670, 2738, 2696, 2896, 3155, 3650, 4370, 4437,
     4700, 3259, 3313, 3181, 2933, 2576, 2527, 2492, 2054, 2851, 1662, 1511,
     1197, 0,    148,  586,  1030, 883,  1280, 1658, 2043, 2364, 2377, 2445},
    {2604, 2712, 2635, 2706, 2657, 2691, 2645, 2820, 3091, 3579, 4296, 4358,
     4642, 3173, 3220, 3073, 2822, 2458, 2400, 2363, 1936, 2711, 1515, 1368,
     1051, 148,  0,    724,  1006, 837,  1263, 1664, 2061, 2308, 2317, 2392},
    {2664, 2720, 2623, 2670, 2556, 2755, 2735, 3034, 3236, 3748, 4477, 4564,
     4735, 3433, 3514, 3456, 3231, 2915, 2906, 2887, 2402, 3306, 2191, 1999,
     1719, 586,  724,  0,    1087, 1044, 1267, 1516, 1832, 2435, 2461, 2500},
    {1628, 1718, 1636, 1703, 1652, 1717, 1683, 1949, 2166, 2673, 3402, 3483,
     3692, 2346, 2430, 2398, 2190, 1919, 1959, 1963, 1440, 2468, 1646, 1362,
     1248, 1030, 1006, 1087, 0,    209,  261,  699,  1113, 1365, 1386, 1438},
    {1768, 1875, 1799, 1872, 1836, 1857, 1814, 2032, 2276, 2776, 3500, 3573,
     3818, 2413, 2483, 2411, 2188, 1886, 1901, 1894, 1386, 2371, 1473, 1200,
     1057, 883,  837,  1044, 209,  0,    461,  906,  1321, 1482, 1496, 1563},
    {1404, 1479, 1392, 1455, 1394, 1494, 1469, 1782, 1969, 2482, 3211, 3301,
     3475, 2195, 2293, 2308, 2122, 1893, 1965, 1982, 1453, 2517, 1813, 1517,
     1449, 1280, 1263, 1267, 261,  461,  0,    451,  866,  1169, 1197, 1233},
    {1214, 1228, 1124, 1161, 1041, 1302, 1308, 1733, 1835, 2347, 3068, 3178,
     3255, 2164, 2291, 2396, 2253, 2098, 2212, 2245, 1728, 2810, 2231, 1931,
     1890, 1658, 1664, 1516, 699,  906,  451,  0,    415,  1086, 1132, 1116},
    {1147, 1087, 975,  974,  783,  1222, 1261, 1764, 1778, 2270, 2965, 3091,
     3073, 2192, 2340, 2521, 2418, 2327, 2472, 2517, 2020, 3095, 2618, 2316,
     2295, 2043, 2061, 1832, 1113, 1321, 866,  415,  0,    1144, 1201, 1138},
    {353,  548,  549,  653,  821,  422,  348,  647,  802,  1313, 2042, 2133,
     2336, 1079, 1211, 1381, 1304, 1305, 1501, 1571, 1188, 2150, 2114, 1834,
     1987, 2364, 2308, 2435, 1365, 1482, 1169, 1086, 1144, 0,    60,   99},
    {384,  587,  596,  701,  876,  444,  361,  602,  781,  1288, 2017, 2104,
     2325, 1032, 1161, 1323, 1244, 1248, 1446, 1518, 1143, 2095, 2083, 1806,
     1968, 2377, 2317, 2461, 1386, 1496, 1197, 1132, 1201, 60,   0,    136},
    {254,  452,  461,  565,  749,  323,  255,  629,  738,  1252, 1981, 2078,
     2257, 1061, 1203, 1406, 1347, 1374, 1576, 1649, 1279, 2225, 2213, 1933,
     2086, 2445, 2392, 2500, 1438, 1563, 1233, 1116, 1138, 99,   136,  0},
};

/* The default month names of the research notes (section 2a), which agree
 * with the book's three anchors: Kaugun June, Cauyarvik November, Uivik
 * December. */
const pit_month_info pit_months[12] = {
    {"Kanruyauciq", N_("January")}, {"Kep'nerciq", N_("February")}, {"Tengmiirviguaq", N_("March")},
    {"Tengmiirvik", N_("April")},   {"Qusiirvik", N_("May")},       {"Kaugun", N_("June")},
    {"Ingun", N_("July")},          {"Amirairun", N_("August")},    {"Amiraayaaq", N_("September")},
    {"Nulirun", N_("October")},     {"Cauyarvik", N_("November")},  {"Uivik", N_("December")},
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
    N_("fair"), N_("wind"), N_("storm"), N_("rain"), N_("blizzard"), N_("snow"),
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
    {[PIT_PIRTUK] = 15,
     [PIT_QANIKCAQ] = 30,
     [PIT_ANUQA] = 20,
     [PIT_AVAITUQ] = 25,
     [PIT_ELLALLUK] = 10},
};

const char *const pit_luck_text[13] = {
    [2] = N_("Empty nets: nothing this time."),
    [3] = N_("Others help you: take one card from each family; new pups if you have no team."),
    [4] = N_("A little: one card of one food."),
    [5] = N_("Half the calendar's number of one food."),
    [6] = N_("The calendar's number of one food."),
    [7] = N_("All the foods here, or double one."),
    [8] = N_("Raven: fly to a new home and pay the poorest family one card."),
    [9] = N_("You share: every other family takes one card from you."),
    [10] = N_("One and a half times the number of one food."),
    [11] = N_("All the foods here, or double one."),
    [12] = N_("You lose this season's transport (dog team or kayak)."),
};
