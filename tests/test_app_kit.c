/*
 * test_app_kit.c: the scene kit's parts that need no window: the
 * timeline (actions lift and land in order over a trailing copy of the
 * state, which ends equal to the real one; fast-forward), the card hand
 * (a fan that fits its area, the hovered card lifted, a flip that shows
 * the other side until halfway), the records table (best first, ties
 * after older scores, the lowest falling off) and its file (round trip,
 * unreadable lines skipped). The board and die are driven through whole
 * scenes in tests/test_scene_*.c; here a board of our own, over a real
 * session, checks what no game's scene exercises yet: the chooser when
 * one drop means several moves, a refused drop flying home with its
 * reason, and click-then-click; the keyboard (Tab, arrows, Enter, Esc,
 * in the chooser too), a closed chooser sending its drop home, laying
 * out again under an id, areas, aiming with the piece, and a scene's
 * own pick and play.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_board.h"
#include "pg_card_hand.h"
#include "pg_records.h"
#include "pg_records_file.h"
#include "pg_timeline.h"

/* ---- the timeline ---------------------------------------------------------------- */

typedef struct counter_state {
	int value;
	int log[8];
	int logged;
} counter_state;

/* A lift takes one off `value`, a land adds the action's amount: shown
 * trails the target as the clock runs. */
static void count_lift(void *scene, pg_action *a, void *shown)
{
	(void)scene;
	counter_state *s = shown;
	s->value -= 1;
	if (s->logged < 8)
		s->log[s->logged++] = a->a;
}

static void count_land(void *scene, pg_action *a, void *shown)
{
	(void)scene;
	counter_state *s = shown;
	s->value += 1 + a->b;
}

static const pg_timeline_hooks counter_hooks = {count_lift, count_land, NULL};

static void test_timeline_lifts_in_order_and_ends_on_target(void **state)
{
	(void)state;
	counter_state before = {.value = 10}, after = {.value = 15};
	pg_timeline tl;
	assert_true(pg_timeline_init(&tl, sizeof before, &before, &counter_hooks, NULL));
	pg_timeline_begin(&tl, &before, &after);
	pg_action *first = pg_timeline_add(&tl, 0, 0.0f, 0.5f);
	first->a = 1;
	first->b = 2;
	pg_action *second = pg_timeline_add(&tl, 0, 0.4f, 0.5f);
	second->a = 2;
	second->b = 2;
	pg_timeline_caption(second, "second %d", 2);
	pg_timeline_start(&tl);
	const counter_state *shown = tl.shown;
	assert_int_equal(shown->value, 9); /* the first lifted at once */
	assert_null(pg_timeline_caption_now(&tl));
	pg_timeline_update(&tl, 0.45f);
	assert_int_equal(shown->value, 8); /* both in the air */
	assert_string_equal(pg_timeline_caption_now(&tl), "second 2");
	assert_true(pg_timeline_flying(&tl.actions[1]));
	pg_timeline_update(&tl, 0.1f);
	assert_int_equal(shown->value, 11); /* the first landed */
	assert_int_equal(shown->log[0], 1);
	assert_int_equal(shown->log[1], 2);
	pg_timeline_update(&tl, 1.0f);
	assert_false(pg_timeline_running(&tl));
	assert_memory_equal(tl.shown, &after, sizeof after);
	pg_timeline_free(&tl);
}

static void test_timeline_finish_jumps_to_the_end(void **state)
{
	(void)state;
	counter_state before = {.value = 1}, after = {.value = 7};
	pg_timeline tl;
	assert_true(pg_timeline_init(&tl, sizeof before, &before, &counter_hooks, NULL));
	pg_timeline_begin(&tl, &before, &after);
	pg_timeline_add(&tl, 0, 0.2f, 1.0f);
	pg_timeline_start(&tl);
	assert_true(pg_timeline_running(&tl));
	assert_int_equal(((counter_state *)tl.shown)->value, 1); /* not yet lifted */
	pg_timeline_finish(&tl);
	assert_false(pg_timeline_running(&tl));
	assert_int_equal(((counter_state *)tl.shown)->value, 7);
	/* A move with no actions shows its end at once. */
	pg_timeline_begin(&tl, &after, &before);
	pg_timeline_start(&tl);
	assert_int_equal(((counter_state *)tl.shown)->value, 1);
	pg_timeline_free(&tl);
}

/* An action added with its seat and payload carries them and nothing else
 * from what its slot held before, runs like any other, and is NULL once
 * the timeline is full (the move still ends on its target). */
static void test_timeline_add_payload_fills_seat_and_payload(void **state)
{
	(void)state;
	counter_state before = {.value = 3}, after = {.value = 4};
	pg_timeline tl;
	assert_true(pg_timeline_init(&tl, sizeof before, &before, &counter_hooks, NULL));
	pg_timeline_begin(&tl, &before, &after);
	pg_action *old = pg_timeline_add(&tl, 9, 0.0f, 0.1f);
	old->seat = old->a = old->b = old->c = old->d = 77;
	old->from_drop = true;
	pg_timeline_caption(old, "old");
	pg_timeline_begin(&tl, &before, &after); /* the slot is reused */
	pg_action *a = pg_timeline_add_payload(&tl, 5, 0.25f, 0.5f, 2, -1, 3, 4, 6);
	assert_ptr_equal(a, &tl.actions[0]);
	assert_int_equal(a->kind, 5);
	assert_int_equal(a->seat, 2);
	assert_int_equal(a->a, -1);
	assert_int_equal(a->b, 3);
	assert_int_equal(a->c, 4);
	assert_int_equal(a->d, 6);
	assert_true(a->start == 0.25f && a->duration == 0.5f);
	assert_false(a->from_drop || a->lifted || a->landed);
	assert_string_equal(a->caption, "");
	assert_true(tl.end == 0.75f);
	pg_timeline_start(&tl);
	pg_timeline_update(&tl, 0.3f);
	const counter_state *shown = tl.shown;
	assert_int_equal(shown->value, 2); /* lifted: the payload reached the hook */
	assert_int_equal(shown->log[0], -1);
	for (int i = 1; i < PG_TIMELINE_MAX; i++)
		assert_non_null(pg_timeline_add_payload(&tl, 1, 0.0f, 0.0f, i, i, 0, 0, 0));
	assert_null(pg_timeline_add_payload(&tl, 1, 0.0f, 9.0f, 1, 1, 1, 1, 1));
	assert_int_equal(tl.count, PG_TIMELINE_MAX);
	assert_true(tl.end == 0.75f);
	pg_timeline_finish(&tl);
	assert_memory_equal(tl.shown, &after, sizeof after);
	pg_timeline_free(&tl);
}

/* ---- the card hand --------------------------------------------------------------- */

static void test_card_hand_fan_fits_and_lifts_hovered(void **state)
{
	(void)state;
	pg_card_hand hand;
	pg_card_hand_init(&hand);
	hand.area = (SDL_Rect){100, 500, 400, 150};
	hand.card_w = 80;
	hand.card_h = 120;
	int cards[12];
	for (int i = 0; i < 12; i++)
		cards[i] = i;
	pg_card_hand_set(&hand, cards, 12, true);
	SDL_FRect first = pg_card_hand_slot_rect(&hand, 0);
	SDL_FRect last = pg_card_hand_slot_rect(&hand, 11);
	assert_true(first.x >= 100.0f - 0.01f);
	assert_true(last.x + last.w <= 500.0f + 0.01f);
	assert_true(last.x > first.x);
	int hit = pg_card_hand_at(&hand, (int)(last.x + last.w - 2), (int)(last.y + 10));
	assert_int_equal(hit, 11);
	pg_card_hand_hover(&hand, (int)(last.x + last.w - 2), (int)(last.y + 10));
	pg_card_pose pose = pg_card_hand_pose(&hand, 11);
	assert_true(pose.box.y < last.y);
	assert_true(pose.face_up);
}

static void test_card_flip_shows_back_until_halfway(void **state)
{
	(void)state;
	pg_card_hand hand;
	pg_card_hand_init(&hand);
	hand.area = (SDL_Rect){0, 0, 300, 150};
	hand.card_w = 80;
	hand.card_h = 120;
	int cards[3] = {7, 8, 9};
	pg_card_hand_set(&hand, cards, 3, true);
	pg_card_hand_flip(&hand, 1, 0, 1.0f);
	pg_card_hand_update(&hand, 0.2f);
	assert_false(pg_card_hand_pose(&hand, 1).face_up);
	assert_true(pg_card_hand_busy(&hand));
	pg_card_hand_update(&hand, 0.5f);
	assert_true(pg_card_hand_pose(&hand, 1).face_up);
	pg_card_hand_finish(&hand);
	assert_false(pg_card_hand_busy(&hand));
	/* A hand the viewer may not see is face down whatever it holds. */
	pg_card_hand_set(&hand, cards, 3, false);
	assert_false(pg_card_hand_pose(&hand, 0).face_up);
}

/* ---- records ------------------------------------------------------------------------- */

static void test_records_keep_best_first(void **state)
{
	(void)state;
	static pg_records r;
	pg_records_clear(&r);
	for (int i = 0; i < PG_RECORDS_MAX; i++)
		assert_true(pg_records_insert(&r, 100 + i, "2026-11-01") >= 0);
	assert_int_equal(r.count, PG_RECORDS_MAX);
	assert_int_equal(r.score[0], 100 + PG_RECORDS_MAX - 1);
	/* A tie goes below the older score. */
	assert_int_equal(pg_records_insert(&r, 105, "2026-11-02"), 5);
	assert_string_equal(r.date[5], "2026-11-02");
	assert_int_equal(r.fresh, 5);
	assert_int_equal(r.count, PG_RECORDS_MAX);
	/* Below the lowest of a full table: not in it. */
	assert_int_equal(pg_records_insert(&r, 3, "2026-11-03"), -1);
	assert_int_equal(r.fresh, -1);
}

static void test_records_file_round_trip(void **state)
{
	(void)state;
	char dir[] = "/tmp/pg-kit-XXXXXX";
	assert_non_null(mkdtemp(dir));
	char pref[64], path[128];
	snprintf(pref, sizeof pref, "%s/", dir);
	assert_true(pg_records_file_path(pref, "scores.txt", path, sizeof path));
	char unused[128];
	assert_false(pg_records_file_path("", "scores.txt", unused, sizeof unused));
	static pg_records r;
	pg_records_clear(&r);
	pg_records_insert(&r, 141, "2026-11-21");
	pg_records_insert(&r, 97, "2026-11-22");
	assert_true(pg_records_save(&r, path));
	FILE *f = fopen(path, "a");
	assert_non_null(f);
	fputs("not a score\n", f);
	fclose(f);
	static pg_records back;
	char message[256];
	assert_false(pg_records_load(&back, path, true, message, sizeof message));
	assert_int_equal(back.count, 2);
	assert_int_equal(back.kept_lines, 1); /* "not a score" stays (issue 13) */
	assert_int_equal(back.score[0], 141);
	assert_string_equal(back.date[1], "2026-11-22");
	assert_int_equal(back.fresh, -1);
	remove(path);
	rmdir(dir);
}

/* ---- the board over a real session ------------------------------------------------ */

/* Piece 1 on zone 7 means every legal move (several on a two-player
 * double of Totem Pole); piece 2 means none, for a reason. */
typedef struct fake_scene {
	pg_play *play;
} fake_scene;

static int fake_moves(void *scene, int piece, int zone, pg_move *out, int cap)
{
	fake_scene *f = scene;
	if (piece != 1 || zone != 7)
		return 0;
	return pg_play_legal_moves(f->play, out, cap);
}

static void fake_refusal(void *scene, int piece, int zone, char *buf, size_t size)
{
	(void)scene;
	snprintf(buf, size, "piece %d may not go on %d", piece, zone);
}

static const pg_board_rules fake_rules = {.moves = fake_moves, .refusal = fake_refusal};

static pg_input_event pointer(pg_input_kind kind, int x, int y, int x0, int y0)
{
	return (pg_input_event){.kind = kind,
	                        .x = x,
	                        .y = y,
	                        .start_x = x0,
	                        .start_y = y0,
	                        .button = SDL_BUTTON_LEFT};
}

static void drag(pg_board *board, SDL_Rect from, SDL_Rect to)
{
	int x0 = from.x + from.w / 2, y0 = from.y + from.h / 2;
	int x1 = to.x + to.w / 2, y1 = to.y + to.h / 2;
	pg_input_event e = pointer(PG_INPUT_DRAG_START, x0 + 10, y0, x0, y0);
	assert_true(pg_board_input(board, &e));
	e = pointer(PG_INPUT_DRAG_MOVE, x1, y1, x0, y0);
	assert_true(pg_board_input(board, &e));
	e = pointer(PG_INPUT_DROP, x1, y1, x0, y0);
	assert_true(pg_board_input(board, &e));
}

static pg_app *board_session(pg_board *board, fake_scene *scene)
{
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(
	    pg_test_open_game(app, "totem-pole", "human,human", NULL, 3, "first:0;roll:SM"));
	scene->play = pg_test_play(app);
	assert_true(pg_play_legal_moves(scene->play, (pg_move[8]){0}, 8) > 1);
	pg_board_init(board, app, scene->play, &fake_rules, scene);
	pg_board_begin_layout(board);
	pg_board_add_piece(board, 1, (SDL_Rect){100, 100, 40, 40},
	                   (SDL_FRect){100, 100, 40, 40});
	pg_board_add_piece(board, 2, (SDL_Rect){200, 100, 40, 40},
	                   (SDL_FRect){200, 100, 40, 40});
	pg_board_add_zone(board, 7, (SDL_Rect){600, 300, 200, 200});
	return app;
}

/* One drop, several moves: a chooser opens at the drop; picking the second
 * entry submits the second move, and the piece waits at the drop point. */
static void test_board_chooser_when_a_drop_means_several_moves(void **state)
{
	(void)state;
	pg_board board;
	fake_scene scene;
	pg_app *app = board_session(&board, &scene);
	pg_move legal[8];
	int n = pg_play_legal_moves(scene.play, legal, 8);
	drag(&board, pg_board_piece_rect(&board, 1), pg_board_zone_rect(&board, 7));
	assert_int_equal(pg_test_submitted_count(app), 0);
	assert_int_equal(pg_board_choice_count(&board), n);
	assert_int_equal(pg_board_away(&board, 1), 1);
	SDL_Rect second = pg_board_choice_rect(&board, 1);
	pg_input_event click =
	    pointer(PG_INPUT_CLICK, second.x + 4, second.y + 4, second.x + 4, second.y + 4);
	assert_true(pg_board_input(&board, &click));
	assert_int_equal(pg_board_choice_count(&board), 0);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(pg_test_last_submitted(app), legal[1]);
	int piece;
	float x, y;
	assert_true(pg_board_dropped_centre(&board, &piece, &x, &y));
	assert_int_equal(piece, 1);
	assert_true(pg_board_take_drop(&board, 1, NULL, NULL));
	assert_int_equal(pg_board_away(&board, 1), 0);
	pg_test_app_destroy(app);
}

/* A drop with no move: the reason as a toast, and the piece flies home. */
static void test_board_refused_drop_flies_home_with_reason(void **state)
{
	(void)state;
	pg_board board;
	fake_scene scene;
	pg_app *app = board_session(&board, &scene);
	int toasts = pg_test_toast_count(app);
	drag(&board, pg_board_piece_rect(&board, 2), pg_board_zone_rect(&board, 7));
	assert_int_equal(pg_test_submitted_count(app), 0);
	assert_int_equal(pg_test_toast_count(app), toasts + 1);
	assert_string_equal(pg_test_last_toast(app), "piece 2 may not go on 7");
	assert_true(pg_board_busy(&board));
	int piece;
	float x, y, progress;
	assert_true(pg_board_snap_centre(&board, &piece, &x, &y, &progress));
	assert_int_equal(piece, 2);
	pg_board_update(&board, 1.0f);
	assert_false(pg_board_busy(&board));
	pg_test_app_destroy(app);
}

/* With click_plays off, a click picks the piece up (its target glows), a
 * click on the target opens the chooser (several moves there), and Esc
 * closes it with nothing played. */
static void test_board_click_then_click_and_esc(void **state)
{
	(void)state;
	pg_board board;
	fake_scene scene;
	pg_app *app = board_session(&board, &scene);
	board.click_plays = false;
	SDL_Rect p = pg_board_piece_rect(&board, 1), z = pg_board_zone_rect(&board, 7);
	pg_input_event e = pointer(PG_INPUT_CLICK, p.x + 5, p.y + 5, p.x + 5, p.y + 5);
	assert_true(pg_board_input(&board, &e));
	assert_int_equal(pg_board_active(&board), 1);
	assert_int_equal(pg_board_zone_glow(&board, 7), 1);
	e = pointer(PG_INPUT_CLICK, z.x + 5, z.y + 5, z.x + 5, z.y + 5);
	assert_true(pg_board_input(&board, &e));
	assert_true(pg_board_choice_count(&board) > 1);
	pg_input_event esc = {.kind = PG_INPUT_KEY, .key = SDLK_ESCAPE};
	assert_true(pg_board_input(&board, &esc));
	assert_int_equal(pg_board_choice_count(&board), 0);
	assert_int_equal(pg_test_submitted_count(app), 0);
	pg_test_app_destroy(app);
}

static pg_input_event key_event(SDL_Keycode key, Uint16 mod)
{
	return (pg_input_event){.kind = PG_INPUT_KEY, .key = key, .mod = mod};
}

/* The keyboard alone: Tab picks the one piece with a target (its target
 * focused and glowing hot), Enter opens the chooser at the piece's home,
 * the arrows and Tab step through the entries (round the end), Esc closes
 * it with nothing played and the piece not away; then Tab, Enter, Down,
 * Enter plays the second move. */
static void test_board_keyboard_tab_enter_and_chooser_keys(void **state)
{
	(void)state;
	pg_board board;
	fake_scene scene;
	pg_app *app = board_session(&board, &scene);
	pg_move legal[8];
	int n = pg_play_legal_moves(scene.play, legal, 8);
	pg_input_event e = key_event(SDLK_TAB, KMOD_NONE);
	assert_true(pg_board_input(&board, &e));
	assert_int_equal(pg_board_active(&board), 1);
	assert_int_equal(pg_board_zone_glow(&board, 7), 2);
	e = key_event(SDLK_RIGHT, KMOD_NONE);
	assert_true(pg_board_input(&board, &e));
	assert_int_equal(pg_board_zone_glow(&board, 7), 2);
	e = key_event(SDLK_RETURN, KMOD_NONE);
	assert_true(pg_board_input(&board, &e));
	assert_int_equal(pg_board_choice_count(&board), n);
	assert_int_equal(pg_board_away(&board, 1), 0);
	assert_int_equal(board.choice_focus, 0);
	e = key_event(SDLK_DOWN, KMOD_NONE);
	assert_true(pg_board_input(&board, &e));
	assert_int_equal(board.choice_focus, 1);
	e = key_event(SDLK_LEFT, KMOD_NONE);
	assert_true(pg_board_input(&board, &e));
	e = key_event(SDLK_TAB, KMOD_SHIFT);
	assert_true(pg_board_input(&board, &e));
	assert_int_equal(board.choice_focus, n - 1);
	e = key_event(SDLK_a, KMOD_NONE);
	assert_false(pg_board_input(&board, &e));
	e = key_event(SDLK_ESCAPE, KMOD_NONE);
	assert_true(pg_board_input(&board, &e));
	assert_int_equal(pg_board_choice_count(&board), 0);
	assert_false(pg_board_busy(&board));
	assert_int_equal(pg_board_active(&board), PG_BOARD_NONE);
	e = key_event(SDLK_ESCAPE, KMOD_NONE);
	assert_false(pg_board_input(&board, &e));
	SDL_Keycode keys[] = {SDLK_TAB, SDLK_RETURN, SDLK_DOWN, SDLK_KP_ENTER};
	for (int i = 0; i < 4; i++) {
		e = key_event(keys[i], KMOD_NONE);
		assert_true(pg_board_input(&board, &e));
	}
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(pg_test_last_submitted(app), legal[1]);
	e = key_event(SDLK_TAB, KMOD_CTRL);
	assert_false(pg_board_input(&board, &e));
	pg_test_app_destroy(app);
}

/* Esc on the chooser of a drop sends the dropped piece home (flying, not
 * waiting); a click outside the chooser does the same. */
static void test_board_chooser_closed_sends_the_drop_home(void **state)
{
	(void)state;
	pg_board board;
	fake_scene scene;
	pg_app *app = board_session(&board, &scene);
	for (int way = 0; way < 2; way++) {
		drag(&board, pg_board_piece_rect(&board, 1), pg_board_zone_rect(&board, 7));
		assert_true(pg_board_choice_count(&board) > 1);
		int piece;
		float x, y, progress;
		assert_true(pg_board_dropped_centre(&board, &piece, &x, &y));
		pg_input_event e = way ? pointer(PG_INPUT_CLICK, 5, 5, 5, 5)
		                       : key_event(SDLK_ESCAPE, KMOD_NONE);
		assert_true(pg_board_input(&board, &e));
		assert_int_equal(pg_board_choice_count(&board), 0);
		assert_false(pg_board_dropped_centre(&board, &piece, &x, &y));
		assert_true(pg_board_snap_centre(&board, &piece, &x, &y, &progress));
		assert_int_equal(piece, 1);
		assert_int_equal(pg_board_away(&board, 1), 1);
		pg_board_finish(&board);
		assert_false(pg_board_busy(&board));
	}
	assert_int_equal(pg_test_submitted_count(app), 0);
	pg_test_app_destroy(app);
}

/* Laying a piece or zone out again under its id moves it; an area is
 * found by id but never takes a drop (the piece flies home, no toast). */
static void test_board_layout_again_and_areas(void **state)
{
	(void)state;
	pg_board board;
	fake_scene scene;
	pg_app *app = board_session(&board, &scene);
	pg_board_add_piece(&board, 1, (SDL_Rect){300, 100, 40, 40},
	                   (SDL_FRect){300, 100, 40, 40});
	assert_int_equal(board.piece_count, 2);
	SDL_Rect got = pg_board_piece_rect(&board, 1);
	assert_int_equal(got.x, 300);
	pg_board_add_area(&board, 9, (SDL_Rect){0, 600, 200, 100});
	assert_int_equal(pg_board_zone_rect(&board, 9).w, 200);
	assert_int_equal(pg_board_zone_rect(&board, 5).w, 0);
	assert_int_equal(pg_board_piece_rect(&board, 5).w, 0);
	int toasts = pg_test_toast_count(app);
	drag(&board, got, pg_board_zone_rect(&board, 9));
	assert_int_equal(pg_test_toast_count(app), toasts);
	assert_true(pg_board_busy(&board));
	pg_board_add_zone(&board, 9, (SDL_Rect){0, 600, 200, 100});
	assert_int_equal(board.zone_count, 2);
	assert_true(board.zones[1].drop);
	pg_test_app_destroy(app);
}

/* aim_with_piece: the zone under the piece's centre takes the drop; when
 * that point is on no target but the pointer is, the pointer's target. */
static void test_board_aim_with_piece(void **state)
{
	(void)state;
	pg_board board;
	fake_scene scene;
	pg_app *app = board_session(&board, &scene);
	board.aim_with_piece = true;
	/* grabbed 15 px left of its centre, let go with the centre inside
	 * the zone's left edge and the pointer outside it */
	pg_input_event e = pointer(PG_INPUT_DRAG_START, 105, 120, 105, 120);
	assert_true(pg_board_input(&board, &e));
	e = pointer(PG_INPUT_DRAG_MOVE, 590, 400, 105, 120);
	assert_true(pg_board_input(&board, &e));
	float x, y;
	assert_true(pg_board_held_centre(&board, &x, &y));
	assert_true(x == 605.0f && y == 400.0f);
	assert_true(pg_board_over(&board, 7));
	e = pointer(PG_INPUT_DROP, 590, 400, 105, 120);
	assert_true(pg_board_input(&board, &e));
	assert_true(pg_board_choice_count(&board) > 1);
	e = key_event(SDLK_ESCAPE, KMOD_NONE);
	assert_true(pg_board_input(&board, &e));
	pg_board_finish(&board);
	/* the centre left of the zone, the pointer inside: the pointer's */
	e = pointer(PG_INPUT_DRAG_START, 135, 120, 135, 120);
	assert_true(pg_board_input(&board, &e));
	e = pointer(PG_INPUT_DROP, 610, 400, 135, 120);
	assert_true(pg_board_input(&board, &e));
	assert_true(pg_board_choice_count(&board) > 1);
	e = key_event(SDLK_ESCAPE, KMOD_NONE);
	assert_true(pg_board_input(&board, &e));
	/* a cancelled drag flies home without a toast */
	int toasts = pg_test_toast_count(app);
	e = pointer(PG_INPUT_DRAG_START, 135, 120, 135, 120);
	assert_true(pg_board_input(&board, &e));
	e = pointer(PG_INPUT_DRAG_CANCEL, 610, 400, 135, 120);
	assert_true(pg_board_input(&board, &e));
	assert_int_equal(pg_board_choice_count(&board), 0);
	assert_true(pg_board_busy(&board));
	assert_int_equal(pg_test_toast_count(app), toasts);
	pg_test_app_destroy(app);
}

/* Played by the scene: a piece with nowhere to go toasts its refusal
 * (pick and play alike); piece 1 played on its zone opens the chooser. */
static void test_board_pick_and_play_from_the_scene(void **state)
{
	(void)state;
	pg_board board;
	fake_scene scene;
	pg_app *app = board_session(&board, &scene);
	int toasts = pg_test_toast_count(app);
	pg_board_pick(&board, 2);
	assert_int_equal(pg_test_toast_count(app), toasts + 1);
	assert_string_equal(pg_test_last_toast(app), "piece 2 may not go on -1");
	assert_int_equal(pg_board_active(&board), PG_BOARD_NONE);
	assert_false(pg_board_play(&board, 1, PG_BOARD_NONE));
	assert_string_equal(pg_test_last_toast(app), "piece 1 may not go on -1");
	assert_false(pg_board_play(&board, 1, 7));
	assert_true(pg_board_choice_count(&board) > 1);
	SDL_Rect first = pg_board_choice_rect(&board, 0);
	assert_true(first.w > 0);
	assert_int_equal(pg_board_choice_rect(&board, 8).w, 0);
	assert_false(pg_board_busy(&board));
	pg_board_reset(&board);
	assert_int_equal(pg_board_choice_count(&board), 0);
	pg_board_pick(&board, 1);
	assert_int_equal(pg_board_active(&board), 1);
	assert_int_equal(pg_board_zone_glow(&board, 7), 2);
	pg_test_app_destroy(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_timeline_lifts_in_order_and_ends_on_target),
	    cmocka_unit_test(test_timeline_finish_jumps_to_the_end),
	    cmocka_unit_test(test_timeline_add_payload_fills_seat_and_payload),
	    cmocka_unit_test(test_card_hand_fan_fits_and_lifts_hovered),
	    cmocka_unit_test(test_card_flip_shows_back_until_halfway),
	    cmocka_unit_test(test_records_keep_best_first),
	    cmocka_unit_test(test_records_file_round_trip),
	    cmocka_unit_test(test_board_chooser_when_a_drop_means_several_moves),
	    cmocka_unit_test(test_board_refused_drop_flies_home_with_reason),
	    cmocka_unit_test(test_board_click_then_click_and_esc),
	    cmocka_unit_test(test_board_keyboard_tab_enter_and_chooser_keys),
	    cmocka_unit_test(test_board_chooser_closed_sends_the_drop_home),
	    cmocka_unit_test(test_board_layout_again_and_areas),
	    cmocka_unit_test(test_board_aim_with_piece),
	    cmocka_unit_test(test_board_pick_and_play_from_the_scene),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
