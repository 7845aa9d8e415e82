# pot.cmake: extracts the player-facing strings of src/ (marked with _(),
# N_() and P_(), see src/core/pg_i18n.h) with xgettext.
#
#   cmake -DMODE=write -DSOURCE_DIR=... -DXGETTEXT=... -DOUT=... -P pot.cmake
#       writes the template (only when a string or a place changed, so the
#       creation date alone never makes a change to commit);
#   cmake -DMODE=check -DSOURCE_DIR=... -DXGETTEXT=... -DMSGCMP=... -DOUT=<scratch> -P pot.cmake
#       fails when a string marked in src/ is missing from the committed
#       po/potlatch-games.pot (run the `pot` target and commit the file).
# The list of sources is read when it runs, so a new file counts at once.
cmake_minimum_required(VERSION 3.16)

file(GLOB_RECURSE sources RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/src/*.c" "${SOURCE_DIR}/src/*.h")
list(SORT sources)
get_filename_component(out_dir "${OUT}" DIRECTORY)
file(MAKE_DIRECTORY "${out_dir}")
string(REPLACE ";" "\n" source_lines "${sources}")
file(WRITE "${OUT}.files" "${source_lines}\n")

execute_process(
	COMMAND "${XGETTEXT}" --language=C --from-code=UTF-8 --keyword=_ --keyword=N_ --keyword=P_:1,2
		--add-comments=TRANSLATORS: --add-location=file --sort-by-file
		--package-name=potlatch-games --package-version=${VERSION}
		--msgid-bugs-address=https://github.com/potlatchgames/potlatch-games/issues
		--files-from=${OUT}.files --output=${OUT}.new
	WORKING_DIRECTORY "${SOURCE_DIR}"
	RESULT_VARIABLE status)
if(NOT status EQUAL 0)
	message(FATAL_ERROR "xgettext failed (${status})")
endif()

set(committed "${SOURCE_DIR}/po/potlatch-games.pot")
if(MODE STREQUAL "check")
	if(NOT EXISTS "${committed}")
		message(FATAL_ERROR "po/potlatch-games.pot is missing: build the `pot` target and commit it")
	endif()
	execute_process(
		COMMAND "${MSGCMP}" --use-untranslated "${committed}" "${OUT}.new"
		RESULT_VARIABLE status ERROR_VARIABLE missing)
	if(NOT status EQUAL 0)
		message(FATAL_ERROR "Strings marked for translation are missing from po/potlatch-games.pot; "
			"build the `pot` target and commit the file:\n${missing}")
	endif()
	message(STATUS "po/potlatch-games.pot holds every string marked in src/")
	return()
endif()

# Compare without the creation date line.
file(READ "${OUT}.new" fresh)
string(REGEX REPLACE "\"POT-Creation-Date:[^\"]*\"\n" "" fresh_body "${fresh}")
set(old_body "")
if(EXISTS "${OUT}")
	file(READ "${OUT}" old)
	string(REGEX REPLACE "\"POT-Creation-Date:[^\"]*\"\n" "" old_body "${old}")
endif()
if(fresh_body STREQUAL old_body)
	message(STATUS "${OUT} is up to date")
	file(REMOVE "${OUT}.new")
else()
	file(RENAME "${OUT}.new" "${OUT}")
	message(STATUS "Wrote ${OUT}")
endif()
file(REMOVE "${OUT}.files")
