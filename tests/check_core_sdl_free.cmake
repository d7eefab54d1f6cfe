# check_core_sdl_free.cmake: fails if the rules core includes an SDL header or needs an SDL symbol.
# Usage: cmake -DCORE_DIR=<src/core> [-DCORE_LIB=<libparlour_core.a> -DNM=<nm> -DPROBE=<a symbol it defines>]
#        -P check_core_sdl_free.cmake   (also run on src/host, the SDL-free host of tables across devices)
# The link-interface check in src/core/CMakeLists.txt catches a target_link_libraries; this catches
# a stray #include or a call that only fails at the final link.
if(NOT CORE_DIR)
    message(FATAL_ERROR "check_core_sdl_free: pass -DCORE_DIR=<path to src/core>")
endif()

set(_bad "")
file(GLOB_RECURSE _sources "${CORE_DIR}/*.c" "${CORE_DIR}/*.h")
if(NOT _sources)
    message(FATAL_ERROR "check_core_sdl_free: no sources under ${CORE_DIR}")
endif()
foreach(_src IN LISTS _sources)
    # SDL.h, SDL_mixer.h, SDL2/SDL_ttf.h ...
    file(STRINGS "${_src}" _hits REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"](SDL2/)?SDL[^>\"]*[>\"]")
    foreach(_hit IN LISTS _hits)
        string(STRIP "${_hit}" _hit)
        list(APPEND _bad "${_src} includes an SDL header: ${_hit}")
    endforeach()
endforeach()

if(CORE_LIB)
    if(NOT NM)
        set(NM nm)
    endif()
    execute_process(COMMAND "${NM}" "${CORE_LIB}" RESULT_VARIABLE _rc OUTPUT_VARIABLE _symbols ERROR_VARIABLE _err)
    if(NOT _rc EQUAL 0)
        message(FATAL_ERROR "check_core_sdl_free: ${NM} ${CORE_LIB} failed (${_rc}): ${_err}")
    endif()
    # Guard against passing vacuously on an empty or wrong file.
    if(NOT PROBE)
        set(PROBE Card_ParseList)
    endif()
    if(NOT _symbols MATCHES "${PROBE}")
        message(FATAL_ERROR "check_core_sdl_free: ${CORE_LIB} does not look like the library meant (no ${PROBE})")
    endif()
    string(REGEX MATCHALL "[ \t]U[ \t]+_?(SDL|IMG|TTF|Mix)_[A-Za-z0-9_]+" _undefined "${_symbols}")
    foreach(_sym IN LISTS _undefined)
        string(REGEX REPLACE "^[ \t]U[ \t]+" "" _sym "${_sym}")
        list(APPEND _bad "${CORE_LIB} needs the SDL symbol ${_sym}")
    endforeach()
endif()

if(_bad)
    list(REMOVE_DUPLICATES _bad)
    string(REPLACE ";" "\n  " _text "${_bad}")
    message(FATAL_ERROR
        "The core must stay SDL-free (move SDL code to the edge, src/platform or src/render):\n  ${_text}")
endif()
message(STATUS "parlour_core is SDL-free (${CORE_DIR})")
