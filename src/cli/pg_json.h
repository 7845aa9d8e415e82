/*
 * pg_json.h: the little JSON writer the headless commands print with.
 * One object per command, written to a FILE; strings are escaped.
 */
#ifndef PG_JSON_H
#define PG_JSON_H

#include <stdbool.h>
#include <stdio.h>

typedef struct pg_json {
	FILE *out;
	bool need_comma;
} pg_json;

void pg_json_begin_object(pg_json *json);
void pg_json_end_object(pg_json *json); /* also ends the line */
void pg_json_key(pg_json *json, const char *key);
void pg_json_string(pg_json *json, const char *value);
void pg_json_int(pg_json *json, long long value);
void pg_json_number(pg_json *json, double value);
void pg_json_bool(pg_json *json, bool value);
void pg_json_begin_array(pg_json *json);
void pg_json_end_array(pg_json *json);

#endif
