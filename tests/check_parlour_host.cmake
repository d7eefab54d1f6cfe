# check_parlour_host.cmake: parlour-host on the command line: bad arguments get one clear line and no room; a room
# opens on a port the system picks, prints each table's code, seat links and watcher link, and closes on SIGINT;
# and the program needs no SDL library.
# Usage: cmake -DHOST=<parlour-host> -DREADELF=<readelf> -P check_parlour_host.cmake
if(NOT HOST)
    message(FATAL_ERROR "check_parlour_host: pass -DHOST=<path to parlour-host>")
endif()

set(_failures "")

# args... then the expected exit code and a piece of the one line on stderr.
function(expect_refusal code words)
    execute_process(COMMAND "${HOST}" ${ARGN} RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err
                    TIMEOUT 10)
    string(STRIP "${_err}" _line)
    if(NOT _rc EQUAL code OR NOT _line MATCHES "^parlour-host: [^\n]*${words}[^\n]*$" OR NOT _out STREQUAL "")
        set(_failures "${_failures}\n  parlour-host ${ARGN}: exit ${_rc}, stderr \"${_err}\", stdout \"${_out}\""
            PARENT_SCOPE)
    endif()
endfunction()

expect_refusal(2 "say which game with --game")
expect_refusal(2 "\"chess\" is not a game" --game chess)
expect_refusal(2 "\"grand\" is not a variant" --game piquet --variant grand)
expect_refusal(2 "--seats names 1 seats; this game is played by 2" --game piquet --seats person)
expect_refusal(2 "\"robot\" in --seats is not a seat" --game piquet --seats person,robot)
expect_refusal(2 "--port \"99999\" is not a port" --game piquet --port 99999)
expect_refusal(2 "--tables \"0\" is not a count" --game piquet --tables 0)
expect_refusal(2 "\"--colour\" is not an option" --game piquet --colour red)
expect_refusal(2 "--port needs a value" --game piquet --port)
expect_refusal(1 "\"localhost\" is not a numeric address" --game piquet --address localhost)
expect_refusal(1 "is not there" --game piquet --assets /nonexistent/web)
expect_refusal(2 "--away-computer \"genius\" is not a computer's level" --game piquet --away-computer genius)
expect_refusal(2 "--away-after \"0\" is not a time" --game piquet --away-after 0)
expect_refusal(1 "is not a folder" --game piquet --save "${HOST}")
expect_refusal(1 "Cannot make the folder /nonexistent-parlour-dir/none" --save /nonexistent-parlour-dir/none)

# A room of two tables on a port the system picks, stopped by SIGINT after a moment.
find_program(TIMEOUT_PROGRAM timeout REQUIRED)
execute_process(COMMAND "${TIMEOUT_PROGRAM}" --preserve-status -s INT 2 "${HOST}" --game piquet --variant cent
                        --seats person,computer:strong --tables 2 --port 0
                RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
string(REGEX MATCHALL "Table [A-Z2-9][A-Z2-9][A-Z2-9][A-Z2-9][A-Z2-9][A-Z2-9]\n" _tables "${_out}")
string(REGEX MATCHALL "http://127\\.0\\.0\\.1:[0-9]+/#table=[A-Z2-9]+&seat=0&token=[0-9a-f]+\n" _seats "${_out}")
string(REGEX MATCHALL "the strong computer" _computers "${_out}")
string(REGEX MATCHALL "Watchers +http://127\\.0\\.0\\.1:[0-9]+/#table=[A-Z2-9]+\n" _watchers "${_out}")
list(LENGTH _tables _nt)
list(LENGTH _seats _ns)
list(LENGTH _computers _nc)
list(LENGTH _watchers _nw)
if(NOT _rc EQUAL 0 OR NOT _nt EQUAL 2 OR NOT _ns EQUAL 2 OR NOT _nc EQUAL 2 OR NOT _nw EQUAL 2
   OR NOT _out MATCHES "Piquet \\(cent\\), 2 tables, listening on 127\\.0\\.0\\.1 port [1-9][0-9]*\n"
   OR NOT _out MATCHES "the room is closed" OR NOT _err STREQUAL "")
    set(_failures "${_failures}\n  a room of two tables: exit ${_rc}, stdout:\n${_out}\n  stderr: ${_err}")
endif()

# No SDL: the host has no window.
if(READELF)
    execute_process(COMMAND "${READELF}" -d "${HOST}" OUTPUT_VARIABLE _dynamic RESULT_VARIABLE _rc)
    if(NOT _rc EQUAL 0 OR NOT _dynamic MATCHES "libwebsockets" OR _dynamic MATCHES "SDL")
        set(_failures "${_failures}\n  parlour-host's libraries (readelf -d): ${_dynamic}")
    endif()
endif()

if(_failures)
    message(FATAL_ERROR "check_parlour_host:${_failures}")
endif()
