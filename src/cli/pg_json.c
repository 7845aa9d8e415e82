#include "pg_json.h"

#include <math.h>

static void separate(pg_json *json)
{
	if (json->need_comma)
		fputc(',', json->out);
	json->need_comma = true;
}

void pg_json_begin_object(pg_json *json)
{
	separate(json);
	fputc('{', json->out);
	json->need_comma = false;
}

void pg_json_end_object(pg_json *json)
{
	fputc('}', json->out);
	json->need_comma = true;
}

void pg_json_begin_array(pg_json *json)
{
	fputc('[', json->out);
	json->need_comma = false;
}

void pg_json_end_array(pg_json *json)
{
	fputc(']', json->out);
	json->need_comma = true;
}

void pg_json_key(pg_json *json, const char *key)
{
	pg_json_string(json, key);
	fputc(':', json->out);
	json->need_comma = false;
}

void pg_json_string(pg_json *json, const char *value)
{
	separate(json);
	fputc('"', json->out);
	for (const unsigned char *c = (const unsigned char *)value; *c; c++) {
		switch (*c) {
		case '"': fputs("\\\"", json->out); break;
		case '\\': fputs("\\\\", json->out); break;
		case '\n': fputs("\\n", json->out); break;
		case '\t': fputs("\\t", json->out); break;
		case '\r': fputs("\\r", json->out); break;
		default:
			if (*c < 0x20)
				fprintf(json->out, "\\u%04x", *c);
			else
				fputc(*c, json->out);
		}
	}
	fputc('"', json->out);
}

void pg_json_int(pg_json *json, long long value)
{
	separate(json);
	fprintf(json->out, "%lld", value);
}

void pg_json_number(pg_json *json, double value)
{
	separate(json);
	if (isfinite(value))
		fprintf(json->out, "%.6g", value);
	else
		fputs("null", json->out);
}

void pg_json_bool(pg_json *json, bool value)
{
	separate(json);
	fputs(value ? "true" : "false", json->out);
}
