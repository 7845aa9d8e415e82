/*
 * The settings: sound on or off, volume, fullscreen. Changes apply at once
 * and are written (atomically) when the scene closes.
 */
#include <stdio.h>
#include <stdlib.h>

#include "pg_geom.h"
#include "pg_i18n.h"
#include "pg_scenes.h"

/* What the keyboard can focus, in Tab order. */
typedef enum settings_item {
	ITEM_SOUND,
	ITEM_VOLUME,
	ITEM_FULLSCREEN,
	ITEM_DONE,
	ITEM_COUNT
} settings_item;

enum { VOLUME_KEY_STEP = 5 };

typedef struct settings_scene {
	pg_toggle sound, fullscreen;
	pg_slider volume;
	pg_button done;
	SDL_Rect panel;
	int focus; /* a settings_item; -1 none */
} settings_scene;

void pg_open_settings(pg_app *app)
{
	settings_scene *s = calloc(1, sizeof *s);
	if (!s)
		return;
	s->sound.label = _("Sound");
	s->sound.on = !pg_settings_get_bool(&app->settings, "muted", false);
	s->volume.label = _("Volume");
	s->volume.value = pg_settings_get_int(&app->settings, "volume", 80);
	s->fullscreen.label = _("Fullscreen (F11)");
	s->fullscreen.on = app->fullscreen;
	s->focus = -1;
	pg_scenes_push(&app->scenes, &pg_settings_scene, s);
}

static void exit_scene(pg_app *app, void *data)
{
	if (app && app->settings.dirty)
		pg_app_save_settings(app);
	free(data);
}

static void layout(pg_app *app, void *data)
{
	settings_scene *s = data;
	s->panel = pg_centered_panel(app, 520, 440);
	int pad = pg_app_px(app, 40), row = pg_app_px(app, 52);
	pg_column col = {s->panel.x + pad, s->panel.y + pg_app_px(app, 96), s->panel.w - 2 * pad,
			 pg_app_px(app, 14)};
	s->sound.rect = pg_column_row(&col, row);
	s->volume.rect = pg_column_row(&col, row);
	s->volume.label_width = pg_app_px(app, 140);
	s->fullscreen.rect = pg_column_row(&col, row);
	s->fullscreen.disabled = app->headless;
	int bw = pg_app_px(app, 160), bh = pg_app_px(app, 50);
	s->done = (pg_button){.rect = {s->panel.x + (s->panel.w - bw) / 2,
				       s->panel.y + s->panel.h - pad - bh, bw, bh},
			      .label = _("Done"), .kind = PG_BUTTON_PRIMARY};
}

static void sound_changed(pg_app *app, settings_scene *s)
{
	pg_settings_set(&app->settings, "muted", s->sound.on ? "0" : "1");
	pg_audio_set_muted(app->audio, !s->sound.on);
	pg_audio_play(app->audio, "click");
}

static void volume_changed(pg_app *app, settings_scene *s)
{
	pg_settings_set_int(&app->settings, "volume", s->volume.value);
	pg_audio_set_volume(app->audio, s->volume.value);
}

static bool item_enabled(const settings_scene *s, int item)
{
	return (item != ITEM_VOLUME || !s->volume.disabled) &&
	       (item != ITEM_FULLSCREEN || !s->fullscreen.disabled);
}

/* Tab / Shift+Tab and the up and down arrows move the focus (past what is
 * off); Space or Enter flips a switch, left and right move the volume.
 * Escape, and Enter anywhere else, close the screen as they always have. */
static void key(pg_app *app, settings_scene *s, const pg_input_event *e)
{
	SDL_Keycode k = e->key;
	int step = k == SDLK_TAB ? ((e->mod & KMOD_SHIFT) ? -1 : 1)
		   : k == SDLK_DOWN ? 1
		   : k == SDLK_UP   ? -1
				    : 0;
	if (step) {
		int next = s->focus < 0 ? (step > 0 ? ITEM_COUNT - 1 : 0) : s->focus;
		do
			next = (next + step + ITEM_COUNT) % ITEM_COUNT;
		while (!item_enabled(s, next));
		s->focus = next;
		return;
	}
	bool flip = k == SDLK_SPACE || k == SDLK_RETURN || k == SDLK_KP_ENTER;
	int delta = k == SDLK_LEFT ? -VOLUME_KEY_STEP : k == SDLK_RIGHT ? VOLUME_KEY_STEP : 0;
	if (s->focus == ITEM_SOUND && flip) {
		s->sound.on = !s->sound.on;
		sound_changed(app, s);
	} else if (s->focus == ITEM_FULLSCREEN && flip) {
		pg_app_set_fullscreen(app, !app->fullscreen);
	} else if (s->focus == ITEM_VOLUME && delta) {
		int value = pg_clampi(s->volume.value + delta, 0, 100);
		if (value != s->volume.value) {
			s->volume.value = value;
			volume_changed(app, s);
		}
	} else if (k == SDLK_ESCAPE || k == SDLK_RETURN || k == SDLK_KP_ENTER) {
		pg_scenes_pop(&app->scenes);
	}
}

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	settings_scene *s = data;
	s->volume.disabled = !s->sound.on;
	if (e->kind == PG_INPUT_KEY) {
		key(app, s, e);
		return;
	}
	if (e->kind == PG_INPUT_CLICK)
		s->focus = -1;
	if (pg_toggle_input(&s->sound, e))
		sound_changed(app, s);
	if (pg_slider_input(&s->volume, e))
		volume_changed(app, s);
	if (e->kind == PG_INPUT_CLICK && s->volume.hovered)
		pg_audio_play(app->audio, "click");
	if (pg_toggle_input(&s->fullscreen, e))
		pg_app_set_fullscreen(app, s->fullscreen.on);
	if (pg_button_input(&s->done, e))
		pg_scenes_pop(&app->scenes);
}

/* The kit rings a focused button; a switch or the slider gets the same
 * ring here. */
static void draw_focus(pg_app *app, settings_scene *s)
{
	s->done.focused = s->focus == ITEM_DONE;
	const SDL_Rect rows[] = {[ITEM_SOUND] = s->sound.rect,
				 [ITEM_VOLUME] = s->volume.rect,
				 [ITEM_FULLSCREEN] = s->fullscreen.rect};
	if (s->focus < 0 || s->focus >= ITEM_DONE)
		return;
	SDL_Rect r = rows[s->focus];
	pg_ui_stroke_rounded(app->renderer, (SDL_Rect){r.x - 6, r.y - 3, r.w + 12, r.h + 6},
			     r.h / 4 + 3, 2, pg_ui_theme.accent_hover);
}

static void draw(pg_app *app, void *data)
{
	settings_scene *s = data;
	const pg_theme *t = &pg_ui_theme;
	pg_ui_scrim(app);
	pg_ui_panel(app->renderer, s->panel, pg_app_px(app, 18));
	pg_text_draw(app->text, _("Settings"), s->panel.x + s->panel.w / 2,
		     s->panel.y + pg_app_px(app, 48), pg_app_px(app, PG_SIZE_HEADING), PG_FONT_BOLD,
		     t->text, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	s->volume.disabled = !s->sound.on;
	s->fullscreen.on = app->fullscreen;
	pg_toggle_draw(app, &s->sound);
	pg_slider_draw(app, &s->volume);
	pg_toggle_draw(app, &s->fullscreen);
	draw_focus(app, s);
	if (app->pref_dir[0]) {
		char where[PG_APP_PATH_MAX + 32];
		/* TRANSLATORS: %s is the folder of the settings and saved games. */
		snprintf(where, sizeof where, _("Saved in %s"), app->pref_dir);
		pg_text_draw_fit(app->text, where, s->panel.x + s->panel.w / 2,
				 s->done.rect.y - pg_app_px(app, 30), s->panel.w - pg_app_px(app, 40),
				 pg_app_px(app, 12), PG_FONT_REGULAR, t->text_dim,
				 PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	}
	pg_button_draw(app, &s->done);
}

const pg_scene_type pg_settings_scene = {
	.name = "settings",
	.overlay = true,
	.exit = exit_scene,
	.layout = layout,
	.event = event,
	.draw = draw,
};
