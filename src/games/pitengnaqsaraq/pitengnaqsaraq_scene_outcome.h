/*
 * pitengnaqsaraq_scene_outcome.h: the end of the year in the game's own
 * words (pitengnaqsaraq_scene_outcome.c), the view's outcome_text.
 */
#ifndef PITENGNAQSARAQ_SCENE_OUTCOME_H
#define PITENGNAQSARAQ_SCENE_OUTCOME_H

#include <stdbool.h>
#include <stddef.h>

/* pg_view.outcome_text of pitengnaqsaraq_view (view: its pit_view). */
bool pit_scene_outcome_text(void *view, char *out, size_t size);

#endif
