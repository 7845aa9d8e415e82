/*
 * gen_sounds: synthesises the game's sound effects and writes them as
 * 16-bit mono 44.1 kHz WAV files into a folder.
 *
 *     gen_sounds OUTDIR
 *
 * Every sound is built from three small ideas: a struck wooden or skin
 * body rings in a few damped modes (decaying sines, often inharmonic), the
 * strike itself is a very short burst of noise shaped by a resonant
 * filter, and a pencil is noise whose loudness follows the hand. The noise
 * comes from a fixed-seed generator, so the same program always writes
 * the same bytes and the WAVs in sounds/ can be regenerated exactly.
 * Each sound is normalised to a peak of -3 dBFS and faded in and out over
 * a few milliseconds so that no edge clicks. Needs only libm.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GS_RATE 44100
#define GS_MAX_SECONDS 2
#define GS_MAX_SAMPLES (GS_RATE * GS_MAX_SECONDS)
#define GS_PI 3.14159265358979323846
#define GS_PEAK 0.7079457843841379 /* -3 dBFS */
#define GS_FADE_IN_S 0.002
#define GS_FADE_OUT_S 0.012
#define GS_FADE_OUT_FRACTION 0.1 /* plus this share of the length */

typedef struct gs_sound {
	float samples[GS_MAX_SAMPLES];
	int length;
} gs_sound;

/* ---- deterministic noise --------------------------------------------- */

/* xorshift64*: tiny, good enough for audio noise, and the same on every
 * platform, unlike rand(). Reseeded per sound so sounds are independent. */
static uint64_t gs_rng_state;

static void gs_seed(uint64_t seed)
{
	gs_rng_state = seed ? seed : 0x9E3779B97F4A7C15ull;
}

static double gs_uniform(void)
{
	gs_rng_state ^= gs_rng_state >> 12;
	gs_rng_state ^= gs_rng_state << 25;
	gs_rng_state ^= gs_rng_state >> 27;
	uint64_t x = gs_rng_state * 0x2545F4914F6CDD1Dull;
	return (double)(x >> 11) * (1.0 / 9007199254740992.0);
}

/* White noise in [-1, 1). */
static double gs_noise(void)
{
	return 2.0 * gs_uniform() - 1.0;
}

/* A value jittered by +-fraction, for the small irregularities that make
 * repeated knocks sound like real objects rather than a machine. */
static double gs_jitter(double value, double fraction)
{
	return value * (1.0 + fraction * gs_noise());
}

/* ---- building blocks ------------------------------------------------- */

static void gs_begin(gs_sound *sound, double seconds, uint64_t seed)
{
	memset(sound->samples, 0, sizeof sound->samples);
	sound->length = (int)(seconds * GS_RATE);
	if (sound->length > GS_MAX_SAMPLES)
		sound->length = GS_MAX_SAMPLES;
	gs_seed(seed);
}

/* One damped mode of a struck body: a sine that starts after a short
 * attack (so it does not click) and decays exponentially. pitch_drop
 * bends the frequency down over the first moments, as a drum skin does
 * when it relaxes after the hit (0 for wood). */
typedef struct gs_mode {
	double hz;
	double decay_s; /* time to fall to 1/e */
	double gain;
	double pitch_drop; /* fraction of hz lost over the first decay */
} gs_mode;

static void gs_add_mode(gs_sound *sound, double start_s, const gs_mode *mode, double attack_s)
{
	int start = (int)(start_s * GS_RATE);
	double phase = 0.0;
	for (int i = start; i < sound->length; i++) {
		double t = (double)(i - start) / GS_RATE;
		double envelope = mode->gain * exp(-t / mode->decay_s);
		if (envelope < 1e-5 && t > attack_s)
			break;
		if (t < attack_s)
			envelope *= t / attack_s;
		double hz =
		    mode->hz * (1.0 + mode->pitch_drop * exp(-t / (0.3 * mode->decay_s)));
		phase += 2.0 * GS_PI * hz / GS_RATE;
		sound->samples[i] += (float)(envelope * sin(phase));
	}
}

/* A two-pole resonator (a band-pass with a given centre and bandwidth),
 * used to colour noise like the body that the noise excites. */
typedef struct gs_resonator {
	double a1, a2, b0;
	double y1, y2;
} gs_resonator;

static gs_resonator gs_resonator_make(double hz, double bandwidth_hz)
{
	gs_resonator r;
	double radius = exp(-GS_PI * bandwidth_hz / GS_RATE);
	r.a1 = 2.0 * radius * cos(2.0 * GS_PI * hz / GS_RATE);
	r.a2 = -radius * radius;
	r.b0 = 1.0 - radius; /* keeps the peak gain near one */
	r.y1 = r.y2 = 0.0;
	return r;
}

static double gs_resonator_step(gs_resonator *r, double x)
{
	double y = r->b0 * x + r->a1 * r->y1 + r->a2 * r->y2;
	r->y2 = r->y1;
	r->y1 = y;
	return y;
}

/* The contact noise of a strike: a burst of noise through a resonator,
 * with a near-instant attack and an exponential decay. */
typedef struct gs_burst {
	double hz;
	double bandwidth_hz;
	double decay_s;
	double gain;
} gs_burst;

static void gs_add_burst(gs_sound *sound, double start_s, const gs_burst *burst)
{
	int start = (int)(start_s * GS_RATE);
	gs_resonator r = gs_resonator_make(burst->hz, burst->bandwidth_hz);
	/* The resonator's gain falls with narrower bands; scale back up. */
	double makeup = sqrt(burst->hz / burst->bandwidth_hz) * 2.0;
	double attack_s = 0.0005;
	for (int i = start; i < sound->length; i++) {
		double t = (double)(i - start) / GS_RATE;
		double envelope = burst->gain * exp(-t / burst->decay_s);
		if (envelope < 1e-5 && t > attack_s)
			break;
		if (t < attack_s)
			envelope *= t / attack_s;
		sound->samples[i] +=
		    (float)(makeup * gs_resonator_step(&r, envelope * gs_noise()));
	}
}

/* A struck wooden object: a contact burst plus a few body modes whose
 * frequencies are ratios of a base pitch. Wood damps fast, so the modes
 * are short; higher modes die sooner, which is what makes wood "knock"
 * where metal would ring. */
typedef struct gs_body {
	const double *ratios;
	const double *gains;
	int mode_count;
	double decay_s; /* of the lowest mode */
	double contact_hz;
	double contact_gain;
} gs_body;

static void gs_add_knock(gs_sound *sound, double start_s, double base_hz, double gain,
                         const gs_body *body)
{
	for (int m = 0; m < body->mode_count; m++) {
		gs_mode mode = {
		    .hz = gs_jitter(base_hz * body->ratios[m], 0.01),
		    .decay_s = body->decay_s / (1.0 + 0.6 * m),
		    .gain = gain * body->gains[m],
		    .pitch_drop = 0.0,
		};
		gs_add_mode(sound, start_s, &mode, 0.0008);
	}
	gs_burst contact = {
	    .hz = body->contact_hz,
	    .bandwidth_hz = body->contact_hz * 0.8,
	    .decay_s = 0.003,
	    .gain = gain * body->contact_gain,
	};
	gs_add_burst(sound, start_s, &contact);
}

/* A tuned bar (marimba or log drum): the fundamental, the bar's fourth
 * partial (marimba bars are tuned so it sits two octaves up) and a faint
 * inharmonic partial that gives the wooden colour. */
static void gs_add_bar(gs_sound *sound, double start_s, double hz, double gain, double decay_s)
{
	static const double ratios[] = {1.0, 3.93, 9.2};
	static const double gains[] = {1.0, 0.22, 0.05};
	static const double decay_scale[] = {1.0, 0.35, 0.12};
	for (int m = 0; m < 3; m++) {
		gs_mode mode = {
		    .hz = hz * ratios[m],
		    .decay_s = decay_s * decay_scale[m],
		    .gain = gain * gains[m],
		    .pitch_drop = 0.0,
		};
		gs_add_mode(sound, start_s, &mode, 0.002);
	}
	gs_burst mallet = {
	    .hz = hz * 2.0, .bandwidth_hz = hz, .decay_s = 0.004, .gain = gain * 0.15};
	gs_add_burst(sound, start_s, &mallet);
}

/* ---- the library of bodies ------------------------------------------- */

/* A small hardwood block (the die, a pyramid): inharmonic modes roughly
 * like a free bar's 1 : 2.76 : 5.40, slightly detuned. */
static const double gs_block_ratios[] = {1.0, 2.71, 5.33, 8.1};
static const double gs_block_gains[] = {1.0, 0.6, 0.3, 0.12};

static const gs_body gs_die_body = {
    .ratios = gs_block_ratios,
    .gains = gs_block_gains,
    .mode_count = 4,
    .decay_s = 0.022,
    .contact_hz = 3200.0,
    .contact_gain = 0.9,
};

static const gs_body gs_soft_body = {
    .ratios = gs_block_ratios,
    .gains = gs_block_gains,
    .mode_count = 3,
    .decay_s = 0.035,
    .contact_hz = 900.0,
    .contact_gain = 0.5,
};

static const gs_body gs_chip_body = {
    .ratios = gs_block_ratios,
    .gains = gs_block_gains,
    .mode_count = 4,
    .decay_s = 0.012,
    .contact_hz = 5200.0,
    .contact_gain = 0.7,
};

/* ---- the sounds ------------------------------------------------------- */

/* A die tumbling on a table: knocks at irregular, shortening gaps, each
 * quieter than the last, with the pitch changing as different edges and
 * faces land. */
static void gs_make_roll(gs_sound *sound)
{
	static const double times[] = {0.0, 0.105, 0.19, 0.262, 0.318, 0.37, 0.41, 0.445};
	static const double gains[] = {1.0, 0.8, 0.72, 0.55, 0.45, 0.3, 0.22, 0.12};
	gs_begin(sound, 0.6, 0x726F6C6Cu);
	for (int k = 0; k < 8; k++) {
		double start = times[k] + 0.008 * gs_noise();
		if (start < 0.0)
			start = 0.0;
		double hz = gs_jitter(720.0, 0.18);
		gs_add_knock(sound, start, hz, gains[k], &gs_die_body);
		/* A die often lands edge then face: a quiet second contact. */
		if (k % 3 == 1)
			gs_add_knock(sound, start + 0.012, hz * 1.2, gains[k] * 0.4,
			             &gs_die_body);
	}
}

/* A piece set down on wood: low, short and soft. */
static void gs_make_place(gs_sound *sound)
{
	gs_begin(sound, 0.15, 0x706C6163u);
	gs_add_knock(sound, 0.0, 210.0, 1.0, &gs_soft_body);
	gs_mode thud = {.hz = 95.0, .decay_s = 0.03, .gain = 0.8, .pitch_drop = 0.15};
	gs_add_mode(sound, 0.0, &thud, 0.002);
}

/* Counting coup: a hand drum struck once: a low skin tone that sags in
 * pitch, a drum shell overtone and the slap of the hand. */
static void gs_make_coup(gs_sound *sound)
{
	gs_begin(sound, 0.4, 0x636F7570u);
	gs_mode skin = {.hz = 105.0, .decay_s = 0.11, .gain = 1.0, .pitch_drop = 0.35};
	gs_mode second = {
	    .hz = 105.0 * 1.59, .decay_s = 0.07, .gain = 0.45, .pitch_drop = 0.25};
	/* the rim overtone, high enough to be heard on small speakers */
	gs_mode overtone = {
	    .hz = 105.0 * 4.1, .decay_s = 0.08, .gain = 0.4, .pitch_drop = 0.08};
	gs_add_mode(sound, 0.0, &skin, 0.002);
	gs_add_mode(sound, 0.0, &second, 0.002);
	gs_add_mode(sound, 0.0, &overtone, 0.002);
	gs_burst slap = {.hz = 1800.0, .bandwidth_hz = 2400.0, .decay_s = 0.008, .gain = 0.6};
	gs_add_burst(sound, 0.0, &slap);
}

/* Taking pyramids from the pole: a quick run of knocks rising in pitch. */
static void gs_make_capture(gs_sound *sound)
{
	static const double times[] = {0.0, 0.075, 0.15};
	static const double pitches[] = {520.0, 650.0, 820.0};
	gs_begin(sound, 0.35, 0x63617074u);
	for (int k = 0; k < 3; k++)
		gs_add_knock(sound, times[k], pitches[k], 0.8 + 0.1 * k, &gs_die_body);
}

/* A win: a rising major-pentatonic arpeggio on a marimba-like bar that
 * lands on a held chord. Low register and slow decay keep it warm. */
static void gs_make_win(gs_sound *sound)
{
	static const double notes_hz[] = {293.66, 369.99, 440.0, 587.33};
	static const double starts[] = {0.0, 0.12, 0.24, 0.38};
	gs_begin(sound, 1.2, 0x77696E21u);
	for (int n = 0; n < 4; n++)
		gs_add_bar(sound, starts[n], notes_hz[n], 0.7, 0.28);
	/* the closing chord, rolled a little like two mallets */
	gs_add_bar(sound, 0.56, 293.66, 0.55, 0.3);
	gs_add_bar(sound, 0.575, 440.0, 0.5, 0.3);
	gs_add_bar(sound, 0.59, 739.99, 0.4, 0.26);
}

/* A tiny UI tick: a very short high click. */
static void gs_make_click(gs_sound *sound)
{
	gs_begin(sound, 0.04, 0x636C6B21u);
	gs_mode tick = {.hz = 2600.0, .decay_s = 0.004, .gain = 1.0, .pitch_drop = 0.0};
	gs_add_mode(sound, 0.0, &tick, 0.0004);
	gs_burst edge = {.hz = 5000.0, .bandwidth_hz = 3000.0, .decay_s = 0.0015, .gain = 0.5};
	gs_add_burst(sound, 0.0, &edge);
}

/* A wooden chip set on a chip: bright, short, with a small bounce. */
static void gs_make_chip(gs_sound *sound)
{
	gs_begin(sound, 0.1, 0x63686970u);
	gs_add_knock(sound, 0.0, 1400.0, 1.0, &gs_chip_body);
	gs_add_knock(sound, 0.028, 1520.0, 0.35, &gs_chip_body);
}

/* Whose turn: two soft bell-like notes a fourth apart. */
static void gs_make_turn(gs_sound *sound)
{
	static const double ratios[] = {1.0, 2.0, 3.01};
	static const double gains[] = {1.0, 0.3, 0.1};
	static const double notes_hz[] = {659.25, 880.0};
	static const double starts[] = {0.0, 0.11};
	gs_begin(sound, 0.3, 0x7475726Eu);
	for (int n = 0; n < 2; n++) {
		for (int m = 0; m < 3; m++) {
			gs_mode mode = {
			    .hz = notes_hz[n] * ratios[m],
			    .decay_s = 0.075 / (1.0 + m),
			    .gain = 0.8 * gains[m],
			    .pitch_drop = 0.0,
			};
			gs_add_mode(sound, starts[n], &mode, 0.006);
		}
	}
}

/* An illegal drop: two soft low taps, the second a little lower, like a
 * gentle "uh-uh" knocked on the table. */
static void gs_make_error(gs_sound *sound)
{
	gs_begin(sound, 0.25, 0x6572726Fu);
	gs_add_knock(sound, 0.0, 165.0, 1.0, &gs_soft_body);
	gs_add_knock(sound, 0.115, 150.0, 0.9, &gs_soft_body);
}

/* A pencil writing a number: noise in the 2-7 kHz band with a grainy
 * texture (paper fibres), its loudness following three short strokes. */
static void gs_make_pencil(gs_sound *sound)
{
	static const double stroke_start[] = {0.01, 0.1, 0.19};
	static const double stroke_length[] = {0.075, 0.07, 0.085};
	static const double stroke_gain[] = {1.0, 0.8, 0.9};
	gs_begin(sound, 0.3, 0x70656E63u);
	gs_resonator low = gs_resonator_make(3200.0, 2600.0);
	gs_resonator high = gs_resonator_make(6000.0, 3000.0);
	double grain = 0.0;
	for (int i = 0; i < sound->length; i++) {
		double t = (double)i / GS_RATE;
		double level = 0.0;
		for (int s = 0; s < 3; s++) {
			double u = (t - stroke_start[s]) / stroke_length[s];
			if (u > 0.0 && u < 1.0)
				level += stroke_gain[s] * sin(GS_PI * u) * sin(GS_PI * u);
		}
		/* paper grain: a slowly wandering random gain */
		if (i % 60 == 0)
			grain = 0.55 + 0.45 * gs_uniform();
		double x = level * grain * gs_noise();
		double y = gs_resonator_step(&low, x) + 0.7 * gs_resonator_step(&high, x);
		sound->samples[i] = (float)y;
	}
}

/* Taking a pyramid off the pole: a light wooden lift, the scrape of the
 * base leaving the piece under it, then a soft knock as it is set aside. */
static void gs_make_take(gs_sound *sound)
{
	gs_begin(sound, 0.22, 0x74616B65u);
	gs_burst scrape = {.hz = 2100.0, .bandwidth_hz = 1600.0, .decay_s = 0.03, .gain = 0.35};
	gs_add_burst(sound, 0.0, &scrape);
	gs_add_knock(sound, 0.018, 610.0, 0.45, &gs_die_body);
	gs_add_knock(sound, 0.11, 240.0, 0.9, &gs_soft_body);
}

/* One card: a quick flick of stiff paper (a short high band of noise
 * whose loudness swells and falls in about 40 ms) ending in a soft slap
 * as it lands on the table. */
static void gs_add_card(gs_sound *sound, double start_s, double gain)
{
	gs_resonator band = gs_resonator_make(4200.0, 3600.0);
	int start = (int)(start_s * GS_RATE);
	int length = (int)(0.045 * GS_RATE);
	for (int i = 0; i < length && start + i < sound->length; i++) {
		double u = (double)i / length;
		double level = gain * sin(GS_PI * u) * (1.0 - 0.5 * u);
		sound->samples[start + i] +=
		    (float)(2.2 * gs_resonator_step(&band, level * gs_noise()));
	}
	gs_burst slap = {.hz = 1300.0, .bandwidth_hz = 1800.0, .decay_s = 0.006, .gain = gain * 0.8};
	gs_add_burst(sound, start_s + 0.04, &slap);
}

/* A card played or drawn. */
static void gs_make_card(gs_sound *sound)
{
	gs_begin(sound, 0.12, 0x63617264u);
	gs_add_card(sound, 0.0, 1.0);
}

/* Cards dealt round the table: four flicks at a dealer's even pace. */
static void gs_make_deal(gs_sound *sound)
{
	gs_begin(sound, 0.5, 0x6465616Cu);
	for (int k = 0; k < 4; k++)
		gs_add_card(sound, 0.1 * k + 0.006 * gs_noise(), 0.85 + 0.05 * (k % 2));
}

/* A spinner: a wooden pointer clicking over pegs, fast at first and
 * slowing until it stops, each click a little quieter. */
static void gs_make_spin(gs_sound *sound)
{
	gs_begin(sound, 1.1, 0x7370696Eu);
	double t = 0.0, gap = 0.03;
	for (int k = 0; k < 22 && t < 1.0; k++) {
		gs_add_knock(sound, t, gs_jitter(1700.0, 0.04), 0.9 - 0.025 * k, &gs_chip_body);
		t += gap;
		gap *= 1.12;
	}
}

/* ---- finishing and writing ------------------------------------------- */

/* Short linear fades at both ends, then scaling to the target peak. */
static void gs_finish(gs_sound *sound)
{
	int fade_in = (int)(GS_FADE_IN_S * GS_RATE);
	/* Ringing sounds are cut at their length; a fade that grows with the
	 * length lets a long tail die away instead of stopping. */
	int fade_out =
	    (int)((GS_FADE_OUT_S + GS_FADE_OUT_FRACTION * sound->length / GS_RATE) * GS_RATE);
	for (int i = 0; i < fade_in && i < sound->length; i++)
		sound->samples[i] *= (float)i / (float)fade_in;
	for (int i = 0; i < fade_out && i < sound->length; i++)
		sound->samples[sound->length - 1 - i] *= (float)i / (float)fade_out;
	double peak = 0.0;
	for (int i = 0; i < sound->length; i++)
		if (fabs(sound->samples[i]) > peak)
			peak = fabs(sound->samples[i]);
	if (peak <= 0.0)
		return;
	double scale = GS_PEAK / peak;
	for (int i = 0; i < sound->length; i++)
		sound->samples[i] = (float)(sound->samples[i] * scale);
}

static void gs_put_u32(unsigned char *at, uint32_t v)
{
	at[0] = (unsigned char)(v & 0xFF);
	at[1] = (unsigned char)((v >> 8) & 0xFF);
	at[2] = (unsigned char)((v >> 16) & 0xFF);
	at[3] = (unsigned char)((v >> 24) & 0xFF);
}

static void gs_put_u16(unsigned char *at, uint16_t v)
{
	at[0] = (unsigned char)(v & 0xFF);
	at[1] = (unsigned char)((v >> 8) & 0xFF);
}

/* The canonical 44-byte RIFF/WAVE header for 16-bit mono PCM, written
 * byte by byte so the file is little-endian on any host. */
static void gs_wav_header(unsigned char header[44], uint32_t sample_count)
{
	uint32_t data_bytes = sample_count * 2u;
	memcpy(header, "RIFF", 4);
	gs_put_u32(header + 4, 36u + data_bytes);
	memcpy(header + 8, "WAVEfmt ", 8);
	gs_put_u32(header + 16, 16u);          /* fmt chunk size */
	gs_put_u16(header + 20, 1u);           /* PCM */
	gs_put_u16(header + 22, 1u);           /* mono */
	gs_put_u32(header + 24, GS_RATE);      /* sample rate */
	gs_put_u32(header + 28, GS_RATE * 2u); /* byte rate */
	gs_put_u16(header + 32, 2u);           /* block align */
	gs_put_u16(header + 34, 16u);          /* bits per sample */
	memcpy(header + 36, "data", 4);
	gs_put_u32(header + 40, data_bytes);
}

static int gs_write_wav(const gs_sound *sound, const char *path)
{
	FILE *file = fopen(path, "wb");
	if (!file) {
		perror(path);
		return -1;
	}
	unsigned char header[44];
	gs_wav_header(header, (uint32_t)sound->length);
	int ok = fwrite(header, 1, sizeof header, file) == sizeof header;
	for (int i = 0; ok && i < sound->length; i++) {
		double v = sound->samples[i] * 32767.0;
		long q = lround(v < -32768.0 ? -32768.0 : v > 32767.0 ? 32767.0 : v);
		unsigned char bytes[2];
		gs_put_u16(bytes, (uint16_t)(int16_t)q);
		ok = fwrite(bytes, 1, 2, file) == 2;
	}
	if (fclose(file) != 0)
		ok = 0;
	if (!ok)
		fprintf(stderr, "gen_sounds: could not write %s\n", path);
	return ok ? 0 : -1;
}

typedef struct gs_recipe {
	const char *name;
	void (*make)(gs_sound *sound);
} gs_recipe;

static const gs_recipe gs_recipes[] = {
    {"roll", gs_make_roll},       {"place", gs_make_place}, {"coup", gs_make_coup},
    {"capture", gs_make_capture}, {"win", gs_make_win},     {"click", gs_make_click},
    {"chip", gs_make_chip},       {"turn", gs_make_turn},   {"error", gs_make_error},
    {"pencil", gs_make_pencil},   {"take", gs_make_take},   {"card", gs_make_card},
    {"deal", gs_make_deal},       {"spin", gs_make_spin},
};

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s OUTDIR\n", argv[0]);
		return 2;
	}
	static gs_sound sound; /* 350 KB: too big for some default stacks */
	int failures = 0;
	for (size_t r = 0; r < sizeof gs_recipes / sizeof gs_recipes[0]; r++) {
		char path[4096];
		int n = snprintf(path, sizeof path, "%s/%s.wav", argv[1], gs_recipes[r].name);
		if (n < 0 || (size_t)n >= sizeof path) {
			fprintf(stderr, "gen_sounds: output path too long\n");
			return 1;
		}
		gs_recipes[r].make(&sound);
		gs_finish(&sound);
		if (gs_write_wav(&sound, path) != 0)
			failures++;
	}
	return failures ? 1 : 0;
}
