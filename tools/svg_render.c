/*
 * svg_render.c: renders an SVG through SDL2_image (nanosvg, the same
 * rasteriser the game uses) and saves it as a PNG, so art can be checked
 * for what the app will really draw: nanosvg ignores text, filters, masks,
 * clip paths, patterns, CSS and <use>, which other renderers show.
 * Usage: svg_render IN.svg OUT.png WIDTH HEIGHT (0 keeps the file's size
 * along that side, scaled with the other). Built as the `svg_render`
 * target, not installed.
 */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	if (argc != 5) {
		fprintf(stderr, "usage: svg_render IN.svg OUT.png WIDTH HEIGHT\n");
		return 2;
	}
	int width = atoi(argv[3]);
	int height = atoi(argv[4]);
	SDL_RWops *in = SDL_RWFromFile(argv[1], "rb");
	if (!in) {
		fprintf(stderr, "svg_render: %s\n", SDL_GetError());
		return 1;
	}
	SDL_Surface *image = IMG_LoadSizedSVG_RW(in, width, height);
	SDL_RWclose(in);
	if (!image) {
		fprintf(stderr, "svg_render: %s: %s\n", argv[1], IMG_GetError());
		return 1;
	}
	int status = IMG_SavePNG(image, argv[2]) == 0 ? 0 : 1;
	if (status)
		fprintf(stderr, "svg_render: %s: %s\n", argv[2], IMG_GetError());
	SDL_FreeSurface(image);
	return status;
}
