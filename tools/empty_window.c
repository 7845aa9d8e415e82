/*
 * empty_window.c: the baseline for `potlatch-games --quit-after-frames N
 * --timing`: how long plain SDL2 takes on this machine to initialise video,
 * open a 1280x800 window, create a renderer and present one frame. Prints
 * {"first_frame_ms": ...}. Built as the `empty_window` target, not installed.
 */
#include <SDL.h>
#include <stdio.h>

int main(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	Uint64 start = SDL_GetPerformanceCounter();
	SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
	if (SDL_Init(SDL_INIT_VIDEO) != 0) {
		fprintf(stderr, "empty_window: %s\n", SDL_GetError());
		return 1;
	}
	SDL_Window *window = SDL_CreateWindow("empty", SDL_WINDOWPOS_UNDEFINED,
					      SDL_WINDOWPOS_UNDEFINED, 1280, 800, 0);
	SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, 0) : NULL;
	if (!renderer) {
		fprintf(stderr, "empty_window: %s\n", SDL_GetError());
		return 1;
	}
	SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
	SDL_RenderClear(renderer);
	SDL_RenderPresent(renderer);
	double ms = (double)(SDL_GetPerformanceCounter() - start) * 1000.0 /
		    (double)SDL_GetPerformanceFrequency();
	printf("{\"first_frame_ms\":%.2f}\n", ms);
	SDL_DestroyRenderer(renderer);
	SDL_DestroyWindow(window);
	SDL_Quit();
	return 0;
}
