# A missing or corrupt asset stops the game with a message naming the file, and exit status 2, never a crash.
# Run with -DPARLOUR=<game> -DASSETS=<build assets> -DWORK=<scratch dir>.
foreach(case missing_card missing_font corrupt_card missing_sound)
    set(dir "${WORK}/${case}")
    file(REMOVE_RECURSE "${dir}")
    file(COPY "${ASSETS}/" DESTINATION "${dir}")
    if(case STREQUAL "missing_card")
        file(REMOVE "${dir}/cards/cards-182-2c.pack")
        set(expect "cards-182-2c.pack")
    elseif(case STREQUAL "missing_font")
        file(REMOVE "${dir}/fonts/DejaVuSerif-Bold.ttf")
        set(expect "DejaVuSerif-Bold.ttf")
    elseif(case STREQUAL "corrupt_card")
        file(WRITE "${dir}/cards/cards-252-4c.pack" "this is not a card pack")
        set(expect "cards-252-4c.pack")
    else()
        file(REMOVE "${dir}/sounds/score.wav")
        set(expect "score.wav")
    endif()
    execute_process(
        COMMAND ${CMAKE_COMMAND} -E env PARLOUR_ASSETS=${dir} PARLOUR_HOME=${dir}/home
                SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
                "${PARLOUR}" --screenshot "${dir}/shot.png"
        RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT status EQUAL 2)
        message(FATAL_ERROR "${case}: expected exit status 2, got ${status}\n${out}\n${err}")
    endif()
    string(FIND "${err}" "${expect}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "${case}: the message does not name ${expect}:\n${err}")
    endif()
    message(STATUS "${case}: exit 2, message names ${expect}")
endforeach()
