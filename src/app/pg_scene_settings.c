/*
 * The settings: sound on or off, volume, fullscreen. Changes apply at once
 * and are written (atomically) when the scene closes.
 */
#include <stdio.h>
#include <stdlib.h>

#include "pg_scenes.h"
#include "pg_i18n.h"

typedef struct settings_scene {
	pg_toggle sound, fullscreen;
	pg_slider volume;
	pg_button done;
	SDL_Rect panel;
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

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	settings_scene *s = data;
	if (e->kind == PG_INPUT_KEY && (e->key == SDLK_ESCAPE || e->key == SDLK_RETURN)) {
		pg_scenes_pop(&app->scenes);
		return;
	}
	s->volume.disabled = !s->sound.on;
	if (pg_toggle_input(&s->sound, e)) {
		pg_settings_set(&app->settings, "muted", s->sound.on ? "0" : "1");
		pg_audio_set_muted(app->audio, !s->sound.on);
		pg_audio_play(app->audio, "click");
	}
	if (pg_slider_input(&s->volume, e)) {
		pg_settings_set_int(&app->settings, "volume", s->volume.value);
		pg_audio_set_volume(app->audio, s->volume.value);
	}
	if (e->kind == PG_INPUT_CLICK && s->volume.hovered)
		pg_audio_play(app->audio, "click");
	if (pg_toggle_input(&s->fullscreen, e))
		pg_app_set_fullscreen(app, s->fullscreen.on);
	if (pg_button_input(&s->done, e))
		pg_scenes_pop(&app->scenes);
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
