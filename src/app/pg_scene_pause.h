/*
 * pg_scene_pause.h: what tests read of the pause menu (pg_scene_pause.c;
 * it opens with pg_open_pause, pg_scenes.h).
 */
#ifndef PG_SCENE_PAUSE_H
#define PG_SCENE_PAUSE_H

#include "pg_app_context.h"

/* The open pause menu's line under Save and quit ("This game saves to
 * <file>", or "" for a game that saves to its own save); NULL when the
 * menu is not open. */
const char *pg_pause_save_to(pg_app *app);

#endif
