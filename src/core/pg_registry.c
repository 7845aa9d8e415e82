#include "pg_registry.h"

#include <string.h>

#define PG_REGISTER_GAME(symbol) extern const pg_game symbol;
#include "pg_registry_games.h"
#undef PG_REGISTER_GAME

static const pg_game *const registered_games[] = {
#define PG_REGISTER_GAME(symbol) &symbol,
#include "pg_registry_games.h"
#undef PG_REGISTER_GAME
	NULL,
};

int pg_registry_count(void)
{
	return (int)(sizeof registered_games / sizeof registered_games[0]) - 1;
}

const pg_game *pg_registry_at(int index)
{
	if (index < 0 || index >= pg_registry_count())
		return NULL;
	return registered_games[index];
}

const pg_game *pg_registry_find(const char *id)
{
	for (int i = 0; i < pg_registry_count(); i++)
		if (strcmp(registered_games[i]->id, id) == 0)
			return registered_games[i];
	return NULL;
}
