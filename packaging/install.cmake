# install.cmake: what `cmake --install` puts where, included by the top
# CMakeLists.txt. The layout under any prefix:
#
#   PG_INSTALL_BINDIR/potlatch-games            the program
#   PG_INSTALL_DATADIR/{assets,fonts,sounds,docs/{rules,help,culture}}   its data
#   share/locale/<lang>/LC_MESSAGES/potlatch-games.mo   the message catalogues
#                                               (po/CMakeLists.txt; the program
#                                               looks in CMAKE_INSTALL_FULL_LOCALEDIR)
#   share/applications/<id>.desktop             the menu entry
#   share/metainfo/<id>.metainfo.xml            AppStream (software centres)
#   share/icons/hicolor/{scalable,NxN}/apps/<id>.{svg,png}
#   share/man/man6/potlatch-games.6
#
# The program finds its data relative to its own folder when the compiled-in
# path is gone, so the whole tree may be moved to another prefix. Distro
# packages move the two first folders (Debian: games, share/games/...) and
# may replace the bundled fonts by links to the distro's own copies.

set(PG_APP_ID "io.github.potlatchgames.PotlatchGames")
set(PG_ICON_SVG "${PROJECT_SOURCE_DIR}/assets/icons/potlatch-games.svg")
set(PG_ICON_PNG_SIZES 16 22 24 32 48 64 128 256 512)

set(PG_SYSTEM_FONT_DIR "" CACHE PATH
	"Folder of the distro's DejaVu fonts; when set, the data folder holds links to them instead of the bundled copies")
set(PG_ICON_PNGS "AUTO" CACHE STRING
	"Render the PNG icons from the SVG with rsvg-convert: ON (required), OFF, or AUTO (when rsvg-convert is found)")
set_property(CACHE PG_ICON_PNGS PROPERTY STRINGS AUTO ON OFF)

# ---- the program and its data --------------------------------------------
install(TARGETS potlatch-games RUNTIME DESTINATION "${PG_INSTALL_BINDIR}")
# git keeps no empty folder, so a data folder with nothing in it yet is
# missing from a clone or tarball: warn instead of failing the install.
foreach(pg_data_dir assets sounds docs/rules docs/help docs/culture)
	if(EXISTS "${PROJECT_SOURCE_DIR}/${pg_data_dir}")
		get_filename_component(pg_data_parent "${PG_INSTALL_DATADIR}/${pg_data_dir}" DIRECTORY)
		install(DIRECTORY "${PROJECT_SOURCE_DIR}/${pg_data_dir}" DESTINATION "${pg_data_parent}")
	else()
		message(WARNING "No ${pg_data_dir}/ in ${PROJECT_SOURCE_DIR}: the install will lack it")
	endif()
endforeach()

# A distro that packages DejaVu wants one copy of it on the system (lintian
# flags duplicate-font-file), so the data folder then holds links named like
# the bundled files. The links are relative, as Debian policy and rpmlint
# ask for links within /usr.
if(PG_SYSTEM_FONT_DIR)
	if(NOT IS_ABSOLUTE "${PG_SYSTEM_FONT_DIR}")
		message(FATAL_ERROR "PG_SYSTEM_FONT_DIR must be an absolute path, not ${PG_SYSTEM_FONT_DIR}")
	endif()
	file(GLOB pg_font_files RELATIVE "${PROJECT_SOURCE_DIR}/fonts" "${PROJECT_SOURCE_DIR}/fonts/*.ttf")
	file(RELATIVE_PATH pg_font_link_dir "${CMAKE_INSTALL_PREFIX}/${PG_INSTALL_DATADIR}/fonts" "${PG_SYSTEM_FONT_DIR}")
	foreach(font IN LISTS pg_font_files)
		install(CODE "
			set(pg_font_dir \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${PG_INSTALL_DATADIR}/fonts\")
			file(MAKE_DIRECTORY \"\${pg_font_dir}\")
			message(STATUS \"Installing link: \${pg_font_dir}/${font} -> ${pg_font_link_dir}/${font}\")
			file(CREATE_LINK \"${pg_font_link_dir}/${font}\" \"\${pg_font_dir}/${font}\" SYMBOLIC)")
	endforeach()
else()
	install(DIRECTORY "${PROJECT_SOURCE_DIR}/fonts" DESTINATION "${PG_INSTALL_DATADIR}")
endif()

# ---- desktop integration ---------------------------------------------------
install(FILES "${PROJECT_SOURCE_DIR}/packaging/${PG_APP_ID}.desktop"
	DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
install(FILES "${PROJECT_SOURCE_DIR}/packaging/${PG_APP_ID}.metainfo.xml"
	DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
install(FILES "${PROJECT_SOURCE_DIR}/packaging/potlatch-games.6"
	DESTINATION "${CMAKE_INSTALL_MANDIR}/man6")

# The icon is drawn once, as SVG; the PNG sizes the hicolor theme lists are
# rendered from it at build time so they never drift from the drawing.
if(EXISTS "${PG_ICON_SVG}")
	install(FILES "${PG_ICON_SVG}" RENAME "${PG_APP_ID}.svg"
		DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps")
elseif(PG_ICON_PNGS)
	message(WARNING "No icon: ${PG_ICON_SVG} is missing")
endif()

if(PG_ICON_PNGS STREQUAL "AUTO" OR PG_ICON_PNGS)
	find_program(PG_RSVG_CONVERT rsvg-convert)
endif()
if(PG_ICON_PNGS STREQUAL "ON" AND NOT (PG_RSVG_CONVERT AND EXISTS "${PG_ICON_SVG}"))
	message(FATAL_ERROR "PG_ICON_PNGS=ON needs rsvg-convert (package librsvg2-bin) and ${PG_ICON_SVG}")
endif()
if(PG_RSVG_CONVERT AND EXISTS "${PG_ICON_SVG}")
	set(pg_icon_pngs "")
	foreach(size IN LISTS PG_ICON_PNG_SIZES)
		set(dir "${CMAKE_BINARY_DIR}/icons/hicolor/${size}x${size}/apps")
		set(png "${dir}/${PG_APP_ID}.png")
		add_custom_command(OUTPUT "${png}"
			COMMAND "${CMAKE_COMMAND}" -E make_directory "${dir}"
			COMMAND "${PG_RSVG_CONVERT}" --width ${size} --height ${size} --output "${png}" "${PG_ICON_SVG}"
			DEPENDS "${PG_ICON_SVG}"
			COMMENT "Rendering the ${size}x${size} icon"
			VERBATIM)
		list(APPEND pg_icon_pngs "${png}")
		install(FILES "${png}" DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps")
	endforeach()
	add_custom_target(pg_icons ALL DEPENDS ${pg_icon_pngs})
endif()
