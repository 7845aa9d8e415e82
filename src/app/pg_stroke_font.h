/*
 * pg_stroke_font.h: handwriting, drawn stroke by stroke as a pencil would
 * (POTLUCK!'s score sheet). A letter is a few strokes through points of a
 * unit box; each time it is written a seeded hand leans, stretches and
 * wobbles it a little, so the same seed always writes the same letter and
 * a sheet looks filled in by a person. Written part way (progress), it
 * animates the writing. Covers digits, '-', and the letters the sheet
 * uses (C T Y M O S, ?, # for a crossed-out box, v for a tick); others
 * are skipped.
 */
#ifndef PG_STROKE_FONT_H
#define PG_STROKE_FONT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

/* Reads the letters' strokes (assets/ui/handwriting.txt); false with a
 * sentence naming the file and the line at fault in err. The app calls it
 * at start; until then nothing is written. */
bool pg_stroke_font_load(const char *path, char *err, size_t err_size);
/* Writes ch into box as far as progress (0..1) of its strokes, lines
 * width pixels wide; *tip (if given) gets where the pencil is. */
void pg_stroke_char(SDL_Renderer *r, char ch, SDL_FRect box, uint32_t seed, float progress,
                    float width, SDL_Color colour, SDL_FPoint *tip);
/* Writes text centred on (cx, cy), characters h high, the first
 * progress (0..1) of it. */
void pg_stroke_text(SDL_Renderer *r, const char *text, float cx, float cy, float h,
                    uint32_t seed, float progress, float width, SDL_Color colour);
/* A filled disc (the pencil's round ends, and dots). */
void pg_stroke_disc(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color c);
/* The hand's hash: a well-mixed 32-bit value of x, for seeds. */
uint32_t pg_stroke_hash(uint32_t x);

#endif
