/*
 * pg_registry.h: the list of games built into the program.
 *
 * Which games are built is decided in CMakeLists.txt (PG_GAMES); CMake writes
 * pg_registry_games.h with one PG_REGISTER_GAME(symbol) line per game, so
 * adding a game touches no C file outside its own folder.
 */
#ifndef PG_REGISTRY_H
#define PG_REGISTRY_H

#include "pg_game.h"

int pg_registry_count(void);
const pg_game *pg_registry_at(int index);
/* NULL when no game has that id. */
const pg_game *pg_registry_find(const char *id);

#endif
