#include "pg_play.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pg_history.h"
#include "pg_i18n.h"
#include "pg_rng.h"
#include "pg_tutorial.h"

uint64_t pg_play_random_seed(void)
{
	uint64_t seed = pg_rng_mix((uint64_t)time(NULL), SDL_GetPerformanceCounter());
	/* Seeds are shown to people: keep them to nine digits. */
	return seed % 1000000000ull;
}

static void make_labels(pg_play *play)
{
	for (int s = 0; s < play->match->options.players; s++) {
		int kind = play->seat_kinds[s];
		if (kind == PG_SEAT_HUMAN)
			snprintf(play->seat_labels[s], sizeof play->seat_labels[s], "%s",
				 play->human_count == 1 ? _("You") : _("Person"));
		else
			snprintf(play->seat_labels[s], sizeof play->seat_labels[s], "%s",
				 pg_history_ai_label(kind));
	}
}

/* ---- log and movers ------------------------------------------------------------ */

static bool reserve_movers(pg_play *play, int count)
{
	if (count <= play->movers_cap)
		return true;
	int cap = play->movers_cap ? play->movers_cap : 256;
	while (cap < count)
		cap *= 2;
	int *grown = realloc(play->movers, sizeof(int) * (size_t)cap);
	if (!grown)
		return false;
	play->movers = grown;
	play->movers_cap = cap;
	return true;
}

static void add_log(pg_play *play, int ply, int seat, const void *before, pg_move move)
{
	if (play->log_count == play->log_cap) {
		int cap = play->log_cap ? play->log_cap * 2 : 128;
		pg_log_entry *grown = realloc(play->log, sizeof *grown * (size_t)cap);
		if (!grown)
			return;
		play->log = grown;
		play->log_cap = cap;
	}
	pg_log_entry *e = &play->log[play->log_count++];
	e->ply = ply;
	e->seat = seat;
	e->text[0] = '\0';
	e->private_seen = 0;
	e->private_text[0] = '\0';
	const pg_game *g = play->game;
	if (!g->hidden_information) {
		g->describe_move(before, move, e->text, sizeof e->text);
		return;
	}
	/* Kept per viewer: the public sentence, and the one the seats that
	 * see more read (the drawer of a private card). */
	pg_game_describe_move_for(g, before, move, -1, e->text, sizeof e->text);
	char mine[PG_PLAY_LOG_TEXT];
	for (int s = 0; s < play->match->options.players; s++) {
		pg_game_describe_move_for(g, before, move, s, mine, sizeof mine);
		if (!strcmp(mine, e->text))
			continue;
		if (!e->private_seen)
			memcpy(e->private_text, mine, sizeof mine);
		else if (strcmp(mine, e->private_text))
			continue;
		e->private_seen |= 1u << s;
	}
}

const char *pg_play_log_text(const pg_play *play, int index)
{
	const pg_log_entry *e = &play->log[index];
	int viewer = pg_play_viewer(play);
	if (viewer >= 0 && (e->private_seen & (1u << viewer)))
		return e->private_text;
	return e->text;
}

/* Replays the history once to learn who moved at each ply and to write
 * the log (after a load or an `after` list). */
static void rebuild_history_notes(pg_play *play)
{
	const pg_match *m = play->match;
	play->log_count = 0;
	if (!reserve_movers(play, m->history_count + 1))
		return;
	void *state = malloc(play->game->state_size);
	if (!state)
		return;
	play->game->init(state, &m->options);
	for (int i = 0; i < m->history_count; i++) {
		int seat = play->game->current_player(state);
		play->movers[i] = seat;
		add_log(play, i, seat, state, m->history[i]);
		play->game->apply_move(state, m->history[i], NULL);
	}
	free(state);
}

static void cut_log(pg_play *play, int ply)
{
	while (play->log_count > 0 && play->log[play->log_count - 1].ply >= ply)
		play->log_count--;
}

static bool update_curtain(pg_play *play);

/* ---- creation -------------------------------------------------------------------- */

pg_play *pg_play_create(pg_app *app, const pg_view *view, pg_match *match, const int *seat_kinds,
			char *err, size_t err_size)
{
	pg_play *play = calloc(1, sizeof *play);
	if (!play) {
		snprintf(err, err_size, "out of memory");
		pg_match_destroy(match);
		return NULL;
	}
	play->app = app;
	play->game = match->game;
	play->view = view;
	play->match = match;
	play->ai_seat = -1;
	play->wait_started = -1;
	play->script_wait = -1;
	play->last_viewer = -1;
	play->last_submitted = PG_NO_MOVE;
	if (match->game->hidden_information) {
		play->view_state = calloc(1, match->game->state_size);
		play->view_before = calloc(1, match->game->state_size);
		if (!play->view_state || !play->view_before) {
			snprintf(err, err_size, "out of memory");
			pg_play_destroy(play);
			return NULL;
		}
	}
	int players = match->options.players;
	for (int s = 0; s < players; s++) {
		play->seat_kinds[s] = seat_kinds[s];
		if (seat_kinds[s] == PG_SEAT_HUMAN)
			play->human_count++;
	}
	pg_seats_format(seat_kinds, players, match->seats, sizeof match->seats);
	make_labels(play);
	rebuild_history_notes(play);
	play->view_data = view->create(app, play);
	if (!play->view_data) {
		snprintf(err, err_size, "the %s scene could not be created", play->game->name);
		pg_play_destroy(play);
		return NULL;
	}
	update_curtain(play);
	return play;
}

void pg_play_destroy(pg_play *play)
{
	if (!play)
		return;
	pg_play_cancel_ai(play);
	pg_hint_destroy(&play->hint);
	pg_tutorial_destroy(play->lesson);
	if (play->view_data)
		play->view->destroy(play->view_data);
	pg_match_destroy(play->match);
	free(play->movers);
	free(play->log);
	free(play->view_state);
	free(play->view_before);
	free(play);
}

/* ---- the view-facing API (pg_view.h) ------------------------------------------------ */

const pg_game *pg_play_game(const pg_play *play)
{
	return play->game;
}

const pg_match *pg_play_match(const pg_play *play)
{
	return play->match;
}

const void *pg_play_state(const pg_play *play)
{
	/* A game with hidden hands shows the view what the viewer may see,
	 * and nothing else of the true state. The buffer is refreshed on
	 * every call, so it follows the match and the viewer. */
	if (!play->view_state)
		return play->match->state;
	pg_game_observe(play->game, play->match->state, pg_play_viewer(play), play->view_state);
	return play->view_state;
}

bool pg_play_hidden(const pg_play *play)
{
	return play->game->hidden_information;
}

pg_app *pg_play_app(pg_play *play)
{
	return play->app;
}

int pg_play_seat_count(const pg_play *play)
{
	return play->match->options.players;
}

bool pg_play_is_human(const pg_play *play, int seat)
{
	return seat >= 0 && seat < pg_play_seat_count(play) &&
	       play->seat_kinds[seat] == PG_SEAT_HUMAN;
}

const char *pg_play_seat_label(const pg_play *play, int seat)
{
	if (seat < 0 || seat >= pg_play_seat_count(play))
		return "";
	return play->seat_labels[seat];
}

const pg_seat_style *pg_play_seat_style(const pg_play *play, int seat)
{
	return pg_view_seat_style(play->view, seat);
}

bool pg_play_animating(const pg_play *play)
{
	return play->view_data && play->view->is_animating(play->view_data);
}

bool pg_play_playing_out(const pg_play *play)
{
	if (play->curtain)
		return false;
	if (pg_play_animating(play) || play->has_queued || play->results_due)
		return true;
	return pg_play_chance_pending(play) && !pg_play_person_rolls(play);
}

int pg_play_input_seat(const pg_play *play)
{
	int seat = pg_match_to_move(play->match);
	if (!pg_play_is_human(play, seat) || play->has_queued || play->curtain ||
	    pg_play_animating(play))
		return -1;
	/* Hidden hands at a hot seat: only the person at the screen acts. */
	if (play->view_state && play->human_count > 1 && seat != play->last_viewer)
		return -1;
	return seat;
}

int pg_play_viewer(const pg_play *play)
{
	/* Hot seat with hidden hands: the viewer is the person who last
	 * lifted the curtain, and nobody while it is down, so a move never
	 * shows the next person's hand before they are at the screen. */
	if (play->view_state && play->human_count > 1)
		return play->curtain ? -1 : play->last_viewer;
	int seat = pg_match_to_move(play->match);
	if (pg_play_is_human(play, seat) && !play->curtain)
		return seat;
	if (play->human_count == 1)
		for (int s = 0; s < pg_play_seat_count(play); s++)
			if (pg_play_is_human(play, s))
				return s;
	if (play->human_count == 0)
		return -1;
	return play->curtain ? -1 : play->last_viewer;
}

int pg_play_legal_moves(const pg_play *play, pg_move *out, int cap)
{
	if (pg_play_input_seat(play) < 0)
		return 0;
	return play->game->legal_moves(play->match->state, out, cap);
}

bool pg_play_submit(pg_play *play, pg_move move)
{
	if (pg_play_input_seat(play) < 0 || !pg_match_is_legal(play->match, move))
		return false;
	/* A lesson waits for the move it asked for (and says why not). */
	if (!pg_tutorial_allows(play, move))
		return false;
	play->has_queued = true;
	play->queued = move;
	play->submitted_count++;
	play->last_submitted = move;
	return true;
}

bool pg_play_chance_pending(const pg_play *play)
{
	return pg_match_to_move(play->match) == PG_CHANCE;
}

int pg_play_chance_seat(const pg_play *play)
{
	if (!pg_play_chance_pending(play))
		return -1;
	/* The game says whose roll or draw it is (pg_game's chance_seat). */
	int seat = pg_game_chance_seat(play->game, play->match->state);
	return seat >= 0 && seat < pg_play_seat_count(play) ? seat : -1;
}

bool pg_play_person_rolls(const pg_play *play)
{
	return pg_play_is_human(play, pg_play_chance_seat(play));
}

void pg_play_roll_now(pg_play *play)
{
	if (pg_play_chance_pending(play))
		play->roll_now = true;
}

int pg_play_ai_thinking(const pg_play *play)
{
	return play->ai_seat;
}

void pg_play_toast(pg_play *play, const char *fmt, ...)
{
	va_list args;
	va_start(args, fmt);
	vsnprintf(play->toast, sizeof play->toast, fmt, args);
	va_end(args);
	/* Long enough to read a short sentence, about 15 characters a second. */
	double seconds = 1.8 + (double)strlen(play->toast) / 15.0;
	play->toast_until = play->app->time + (seconds > 6 ? 6 : seconds);
	play->toast_count++;
}

/* ---- moving -------------------------------------------------------------------------- */

/* Hidden information: the view sees the move as the viewer does, the
 * states as observations and an event it may not see with a..d blanked
 * (-1), in place (the true events have been heard already). */
static void observe_played(pg_play *play, pg_played *played, const void *before,
			   pg_event_list *events)
{
	int viewer = pg_play_viewer(play);
	pg_game_observe(play->game, before, viewer, play->view_before);
	played->before = play->view_before;
	played->after = pg_play_state(play);
	for (int i = 0; i < events->count; i++) {
		pg_event *e = &events->items[i];
		if (pg_event_visible_to(e, viewer))
			continue;
		e->a = e->b = e->c = e->d = -1;
	}
}

static void apply(pg_play *play, pg_move move, bool by_human)
{
	pg_match *m = play->match;
	const pg_game *g = play->game;
	int seat = pg_match_to_move(m);
	void *before = malloc(g->state_size);
	pg_event_list *events = calloc(1, sizeof *events);
	if (!before || !events || !reserve_movers(play, m->history_count + 1)) {
		free(before);
		free(events);
		return;
	}
	memcpy(before, m->state, g->state_size);
	int ply = m->history_count;
	if (!pg_match_play(m, move, events)) {
		free(before);
		free(events);
		return;
	}
	play->movers[ply] = seat;
	add_log(play, ply, seat, before, move);
	if (seat >= 0 && pg_play_is_human(play, seat) && !(play->view_state && play->human_count > 1))
		play->last_viewer = seat;
	if (!play->quiet)
		pg_audio_play_events(play->app->audio, events);
	pg_played played = {.move = move, .seat = seat, .events = events, .before = before,
			    .after = m->state, .by_human = by_human};
	if (play->view_state)
		observe_played(play, &played, before, events);
	play->view->on_events(play->view_data, &played);
	free(before);
	free(events);
	if (pg_match_is_terminal(m))
		play->results_due = true;
}

static int thread_main(void *data)
{
	pg_play *play = data;
	pg_ai_choose(play->game, play->ai_state, &play->ai_request, &play->ai_result);
	SDL_AtomicSet(&play->done, 1);
	return 0;
}

uint64_t pg_play_ai_seed(const pg_play *play)
{
	/* The same match seed and ply give the same choice, so a seeded
	 * game replays move for move. */
	return pg_rng_mix(play->match->seed ^ 0x41494149ull, (uint64_t)play->match->history_count);
}

static void start_ai(pg_play *play, int seat)
{
	const pg_game *g = play->game;
	play->ai_state = malloc(g->state_size);
	if (!play->ai_state)
		return;
	/* The worker gets only what its seat may see: with hidden hands the
	 * true state never leaves this thread. */
	pg_game_observe(g, play->match->state, seat, play->ai_state);
	play->cancel = 0;
	SDL_AtomicSet(&play->done, 0);
	memset(&play->ai_result, 0, sizeof play->ai_result);
	play->ai_result.move = PG_NO_MOVE;
	play->ai_request = (pg_ai_request){
		.kind = (pg_ai_kind)play->seat_kinds[seat],
		.seat = seat,
		.seed = pg_play_ai_seed(play),
		.cancel = &play->cancel,
	};
	play->ai_seat = seat;
	play->ai_started = play->app->time;
	play->thread = SDL_CreateThread(thread_main, "pg-ai", play);
	if (!play->thread) {
		/* No thread: think right here (the UI stalls, but the game goes on). */
		thread_main(play);
	}
}

static void finish_ai(pg_play *play)
{
	if (play->thread)
		SDL_WaitThread(play->thread, NULL);
	play->thread = NULL;
	free(play->ai_state);
	play->ai_state = NULL;
	play->ai_seat = -1;
}

void pg_play_cancel_ai(pg_play *play)
{
	if (play->ai_seat < 0)
		return;
	play->cancel = 1;
	finish_ai(play);
}

static void collect_ai(pg_play *play)
{
	if (!SDL_AtomicGet(&play->done))
		return;
	if (play->app->time - play->ai_started < PG_PLAY_AI_MIN_THINK)
		return;
	/* Join the thread before reading its answer: the join, not the flag,
	 * is what makes the thread's writes visible here. */
	finish_ai(play);
	pg_move move = play->ai_result.move;
	if (move == PG_NO_MOVE || !pg_match_is_legal(play->match, move)) {
		/* An agent bug must not freeze the table: say so, play randomly. */
		fprintf(stderr, "potlatch-games: the AI chose no legal move; playing a random one\n");
		pg_rng rng;
		pg_rng_seed(&rng, play->match->seed + (uint64_t)play->match->history_count);
		move = pg_ai_random_move(play->game, play->match->state, &rng);
	}
	apply(play, move, false);
}

double pg_play_chance_delay(const pg_play *play)
{
	return pg_game_chance_private_to(play->game, play->match->state) >= 0 ? PG_PLAY_DEAL_DELAY
										: PG_PLAY_CHANCE_DELAY;
}

/* Plays the pending chance move now. */
static void play_chance(pg_play *play)
{
	play->roll_now = false;
	play->wait_started = -1;
	/* A lesson deals its own dice; a game goes by the seed. */
	pg_move scripted = pg_tutorial_scripted(play);
	apply(play, scripted != PG_NO_MOVE ? scripted : pg_match_sample_chance(play->match), false);
}

static void update_chance(pg_play *play)
{
	if (play->wait_started < 0)
		play->wait_started = play->app->time;
	/* A person's roll is theirs to make: it waits for their click,
	 * throw or key however long they take. */
	if (!play->roll_now && (pg_play_person_rolls(play) ||
				play->app->time - play->wait_started < pg_play_chance_delay(play)))
		return;
	play_chance(play);
}

static bool hidden_information(const pg_play *play)
{
	return play->game->hidden_information || play->game->determinize != NULL;
}

/* The person the table waits for now: the one to move, or the one whose
 * draw or roll it is; -1 for an AI, chance of no one's, or the end. */
static int awaited_person(const pg_play *play)
{
	int to_move = pg_match_to_move(play->match);
	if (to_move == PG_CHANCE)
		to_move = pg_play_person_rolls(play) ? pg_play_chance_seat(play) : -1;
	return pg_play_is_human(play, to_move) ? to_move : -1;
}

/* Between two different people at a game with hidden hands (and before
 * the first one's first turn), cover the board so one does not see the
 * other's. Returns true while it is down. */
static bool update_curtain(pg_play *play)
{
	if (play->curtain)
		return true;
	if (play->human_count < 2 || !hidden_information(play))
		return false;
	int seat = awaited_person(play);
	if (seat < 0 || seat == play->last_viewer)
		return false;
	play->curtain = true;
	play->curtain_seat = seat;
	/* The view drops what it holds of the last person's hand. */
	if (play->view->reset)
		play->view->reset(play->view_data);
	return true;
}

void pg_play_lift_curtain(pg_play *play)
{
	if (!play->curtain)
		return;
	play->curtain = false;
	play->last_viewer = play->curtain_seat;
	if (play->view->reset)
		play->view->reset(play->view_data);
}

/* A lesson's scripted move for an AI seat: played after the AI's least
 * thinking time, as the AI's own would be. True while one is due. */
static bool play_scripted(pg_play *play, bool animating)
{
	pg_move scripted = pg_tutorial_scripted(play);
	if (scripted == PG_NO_MOVE) {
		play->script_wait = -1;
		return false;
	}
	if (play->script_wait < 0)
		play->script_wait = play->app->time;
	if (!animating && play->app->time - play->script_wait >= PG_PLAY_AI_MIN_THINK &&
	    play->app->time - play->last_animating >= PG_PLAY_AI_AFTER_ANIMATION) {
		play->script_wait = -1;
		apply(play, scripted, false);
	}
	return true;
}

void pg_play_update(pg_play *play, double dt)
{
	if (play->has_queued) {
		play->has_queued = false;
		apply(play, play->queued, true);
	}
	play->view->update(play->view_data, (float)dt);
	pg_hint_update(play, &play->hint);
	bool animating = pg_play_animating(play);
	if (animating)
		play->last_animating = play->app->time;
	int to_move = pg_match_to_move(play->match);
	if (to_move == PG_TERMINAL)
		return;
	if (!animating && update_curtain(play))
		return;
	if (to_move == PG_CHANCE) {
		if (!animating && !play->curtain)
			update_chance(play);
		return;
	}
	if (play->seat_kinds[to_move] == PG_SEAT_HUMAN)
		return;
	if (play_scripted(play, animating))
		return;
	/* An AI thinks while the last move still animates; its own move
	 * waits for the animation to end and a short beat after it. It does
	 * not start before the window shows its first frame, which it would
	 * only delay. */
	if (play->ai_seat < 0 && play->app->presented)
		start_ai(play, to_move);
	else if (!animating && play->app->time - play->last_animating >= PG_PLAY_AI_AFTER_ANIMATION)
		collect_ai(play);
}

bool pg_play_take_results_due(pg_play *play)
{
	if (!play->results_due || pg_play_animating(play))
		return false;
	if (play->wait_started < 0)
		play->wait_started = play->app->time;
	if (play->app->time - play->wait_started < PG_PLAY_RESULTS_DELAY)
		return false;
	play->wait_started = -1;
	play->results_due = false;
	return true;
}

void pg_play_layout(pg_play *play, SDL_Rect area)
{
	play->area = area;
	play->view->layout(play->view_data, area);
}

bool pg_play_input(pg_play *play, const pg_input_event *event)
{
	return play->view->input(play->view_data, event);
}

static void finish_animations(pg_play *play)
{
	if (play->view->finish_animations)
		play->view->finish_animations(play->view_data);
}

void pg_play_fast_forward(pg_play *play)
{
	finish_animations(play);
	/* Skipping ahead never rolls a person's die for them: only their own
	 * click, throw or key does. */
	if (pg_play_chance_pending(play) && !pg_play_person_rolls(play))
		play->roll_now = true;
}

/* The table runs chance moves of its own: a chance move no person makes
 * is pending, and the move before it was chance too, or there was none
 * (a deal card by card, the draw for the first player). After a decision
 * the first chance move is that move's sequel, and a fast-forward leaves
 * the moves after it alone. */
static bool table_chance_run(const pg_play *play)
{
	if (!pg_play_chance_pending(play) || pg_play_person_rolls(play))
		return false;
	int count = play->match->history_count;
	return count == 0 || play->movers[count - 1] == PG_CHANCE;
}

void pg_play_skip_ahead(pg_play *play)
{
	if (!table_chance_run(play)) {
		pg_play_fast_forward(play);
		return;
	}
	/* The whole run at once, move by move as the pauses would have played
	 * it (the same moves, log lines and events, each seen by the view as
	 * its seat may see it), up to a decision or a person's roll. */
	int count;
	do {
		finish_animations(play);
		count = play->match->history_count;
		play_chance(play);
		/* The first move's sound says the run was played; a card's
		 * sound for each of the others, all at once, would be noise. */
		play->quiet = true;
	} while (play->match->history_count > count && pg_play_chance_pending(play) &&
		 !pg_play_person_rolls(play));
	play->quiet = false;
	finish_animations(play);
}

/* ---- undo, restart, save ------------------------------------------------------------- */

/* The history length to go back to: skip the AIs' moves at the end, then
 * take back the run of moves of the person before them by the match's one
 * undo rule (pg_match_undo_target_at); a chance move on
 * the way stops it (its outcome was seen, so no move before it may be
 * changed). */
static int undo_target(const pg_play *play)
{
	int i = play->match->history_count;
	while (i > 0 && play->movers[i - 1] >= 0 && !pg_play_is_human(play, play->movers[i - 1]))
		i--;
	if (i == 0 || play->movers[i - 1] == PG_CHANCE)
		return play->match->history_count;
	return pg_match_undo_target_at(play->match, i, play->movers[i - 1]);
}

bool pg_play_can_undo(const pg_play *play)
{
	return undo_target(play) < play->match->history_count;
}

static void after_jump(pg_play *play)
{
	pg_hint_cancel(&play->hint);
	play->script_wait = -1;
	play->has_queued = false;
	play->wait_started = -1;
	play->roll_now = false;
	play->results_due = false;
	play->curtain = false;
	int seat = pg_match_to_move(play->match);
	/* Hot seat with hidden hands: whoever is at the screen stays the
	 * viewer (an undo is theirs); anyone else waits for the curtain. */
	if (pg_play_is_human(play, seat) && !(play->view_state && play->human_count > 1))
		play->last_viewer = seat;
	if (play->view->reset)
		play->view->reset(play->view_data);
	update_curtain(play);
}

void pg_play_resync(pg_play *play)
{
	pg_play_cancel_ai(play);
	rebuild_history_notes(play);
	after_jump(play);
	play->results_due = pg_match_is_terminal(play->match);
}

bool pg_play_undo(pg_play *play)
{
	pg_play_cancel_ai(play);
	int target = undo_target(play);
	if (target >= play->match->history_count)
		return false;
	pg_match_truncate(play->match, target);
	cut_log(play, target);
	after_jump(play);
	pg_audio_play(play->app->audio, "click");
	return true;
}

void pg_play_restart(pg_play *play, uint64_t seed)
{
	pg_play_cancel_ai(play);
	/* A rematch of a lesson is a game of its own. */
	pg_tutorial_destroy(play->lesson);
	play->lesson = NULL;
	play->tutorial = false;
	play->hints_used = 0;
	play->match->seed = seed;
	pg_match_restart(play->match);
	play->log_count = 0;
	play->last_viewer = -1;
	after_jump(play);
}
