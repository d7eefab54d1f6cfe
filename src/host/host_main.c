/* host_main.c: parlour-host, a card room without a window: opens tables, prints their links, serves them until stopped. */
#define _DEFAULT_SOURCE /* getifaddrs, readlink */
#include "core/game/game.h"
#include "core/game/game_ai.h"
#include "host/host_beacon.h"
#include "host/host_room.h"
#include "host/host_save.h"
#include "host/host_server.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <limits.h>
#include <net/if.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef PARLOUR_VERSION
#define PARLOUR_VERSION "unknown"
#endif
#ifndef PARLOUR_DATA_DIR
#define PARLOUR_DATA_DIR "/usr/local/share/parlour"
#endif

#define MAX_TABLES 1000

static atomic_int gStop;

static void OnSignal(int signum)
{
    (void)signum;
    atomic_store(&gStop, 1);
}

static void Usage(FILE *out)
{
    fprintf(out, "Usage: parlour-host --game GAME [--variant V] [--seats S,S,...] [--tables N]\n"
                 "                    [--address A] [--port P] [--link HOST[:PORT]] [--assets DIR]\n"
                 "                    [--away-computer LEVEL] [--away-after SECONDS] [--save DIR]\n"
                 "Hosts tables that people join from a phone's browser or another Parlour, and prints their links.\n"
                 "  --game GAME      the game:");
    for (int g = 0; g < Game_Count(); g++) {
        if (Game_At(g)->schema != NULL) {
            fprintf(out, " %s", Game_At(g)->name);
        }
    }
    fprintf(out, "\n"
                 "  --variant V      one of the game's variants (default: its first)\n"
                 "  --seats S,...    per seat: person (someone on another device) or computer[:easy|medium|strong]\n"
                 "                   (default: a person at every seat)\n"
                 "  --tables N       tables to open, each with its own code and links (default 1, at most 1000)\n"
                 "  --address A      the numeric address to listen on (default 127.0.0.1, this computer only;\n"
                 "                   0.0.0.0 for the local network)\n"
                 "  --port P         the port (default 8765; 0: any free port, printed)\n"
                 "  --link HOST[:P]  the address the printed links use (a forwarded port, a proxy's name)\n"
                 "  --assets DIR     the folder of the phone's page (default: assets/web beside the program)\n"
                 "  --away-computer LEVEL  a computer (easy, medium or strong) plays for a person away longer\n"
                 "                   than --away-after, until they come back (default: none; the table waits)\n"
                 "  --away-after S   seconds a person may be away before that computer plays (default 60)\n"
                 "  --save DIR       saves every table in DIR after every change (made, 0700, if missing);\n"
                 "                   started again with the same DIR, it resumes the tables saved there, with\n"
                 "                   the same links, and opens no new ones (--game is then not needed)\n"
                 "Commands on standard input, one a line:\n"
                 "  replace CODE SEAT          a new link for the seat; the old link is refused\n"
                 "  free CODE SEAT [LEVEL]     a computer takes the seat for good; its link is refused\n"
                 "  rematch CODE               a new game at the table once its game is over, same links\n"
                 "  (SEAT: the seat's number or place, as printed)\n"
                 "Runs until Ctrl+C (SIGINT) or SIGTERM.\n");
}

static int Fail(const char *fmt, const char *arg)
{
    fprintf(stderr, "parlour-host: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\n");
    return 2;
}

/* "person,computer:strong" into a seating of count seats; false with problem. */
static bool ParseSeats(const char *text, int count, GameSeating *out, char *problem, size_t size)
{
    memset(out, 0, sizeof *out);
    const char *p = text;
    while (true) {
        const char *end = strchr(p, ',');
        size_t n = end != NULL ? (size_t)(end - p) : strlen(p);
        char word[32];
        if (n >= sizeof word) {
            snprintf(problem, size, "a seat in --seats is too long: person or computer[:easy|medium|strong].");
            return false;
        }
        memcpy(word, p, n);
        word[n] = '\0';
        if (out->count == GAME_MAX_SEATS) {
            snprintf(problem, size, "--seats names more seats than any table has.");
            return false;
        }
        GameSeat *seat = &out->seat[out->count];
        if (strcmp(word, "person") == 0) {
            seat->kind = SEAT_PERSON;
        } else if (strcmp(word, "computer") == 0) {
            *seat = (GameSeat){SEAT_COMPUTER, GAME_AI_MEDIUM};
        } else if (strncmp(word, "computer:", 9) == 0 && GameAi_LevelFromName(word + 9) < GAME_AI_LEVEL_COUNT) {
            *seat = (GameSeat){SEAT_COMPUTER, GameAi_LevelFromName(word + 9)};
        } else {
            snprintf(problem, size, "\"%s\" in --seats is not a seat: person or computer[:easy|medium|strong].", word);
            return false;
        }
        out->count++;
        if (end == NULL) {
            break;
        }
        p = end + 1;
    }
    if (out->count != count) {
        snprintf(problem, size, "--seats names %d seats; this game is played by %d.", out->count, count);
        return false;
    }
    return true;
}

static bool IsFolder(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* assets/web beside the program (the build tree), else where it is installed. */
static void DefaultAssets(char *out, size_t size)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash != NULL) {
            *slash = '\0';
            int written = snprintf(out, size, "%s/assets/web", exe);
            if (written > 0 && (size_t)written < size && IsFolder(out)) {
                return;
            }
        }
    }
    snprintf(out, size, "%s/assets/web", PARLOUR_DATA_DIR);
}

/* For links when listening on every address: this computer's first address on the local network. */
static void LocalAddress(char *out, size_t size)
{
    snprintf(out, size, "127.0.0.1");
    struct ifaddrs *list;
    if (getifaddrs(&list) != 0) {
        return;
    }
    for (struct ifaddrs *a = list; a != NULL; a = a->ifa_next) {
        if (a->ifa_addr != NULL && a->ifa_addr->sa_family == AF_INET && (a->ifa_flags & IFF_UP) &&
            !(a->ifa_flags & IFF_LOOPBACK)) {
            inet_ntop(AF_INET, &((struct sockaddr_in *)a->ifa_addr)->sin_addr, out, (socklen_t)size);
            break;
        }
    }
    freeifaddrs(list);
}

static void PrintTable(const HostTable *t, const char *base)
{
    const TableHost *h = &t->host;
    printf("Table %s\n", t->code);
    for (int s = 0; s < h->seating.count; s++) {
        const char *place = Game_SeatName(h->rules, t->variant, s);
        int by = Game_PlayedBy(h->rules, t->variant, s);
        if (by != s) {
            printf("  %-10s played by %s\n", place, Game_SeatName(h->rules, t->variant, by));
        } else if (t->seat[s].token[0] != '\0') {
            /* The token goes in the fragment: a browser never sends it in a request, so no proxy logs it. */
            printf("  %-10s %s/#table=%s&seat=%d&token=%s\n", place, base, t->code, s, t->seat[s].token);
        } else {
            printf("  %-10s the %s computer\n", place, GameAi_LevelName(h->seating.seat[s].level));
        }
    }
    printf("  %-10s %s/#table=%s\n", "Watchers", base, t->code);
}

/* Reads the host's commands from standard input, one a line, and hands them to the server's thread. */
static void *ReadCommands(void *arg)
{
    HostServer *server = arg;
    char line[256];
    while (fgets(line, sizeof line, stdin) != NULL) {
        line[strcspn(line, "\r\n")] = '\0';
        HostServer_Command(server, line);
    }
    return NULL; /* no more input (none given, or closed): the room goes on */
}

int main(int argc, char **argv)
{
    const char *gameName = NULL;
    const char *variantName = NULL;
    const char *seatsText = NULL;
    const char *link = NULL;
    const char *saveFolder = NULL;
    int tables = 1;
    char assets[PATH_MAX] = "";
    HostServerConfig config;
    HostServer_Defaults(&config);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            Usage(stdout);
            return 0;
        }
        if (strcmp(a, "--version") == 0) {
            printf("parlour-host %s (protocol %d)\n", PARLOUR_VERSION, TABLE_PROTOCOL_VERSION);
            return 0;
        }
        if (i + 1 >= argc) {
            return Fail("%s needs a value (see --help).", a);
        }
        const char *v = argv[++i];
        char *end = NULL;
        if (strcmp(a, "--game") == 0) {
            gameName = v;
        } else if (strcmp(a, "--variant") == 0) {
            variantName = v;
        } else if (strcmp(a, "--seats") == 0) {
            seatsText = v;
        } else if (strcmp(a, "--address") == 0) {
            config.address = v;
        } else if (strcmp(a, "--link") == 0) {
            link = v;
        } else if (strcmp(a, "--save") == 0) {
            saveFolder = v;
        } else if (strcmp(a, "--away-computer") == 0) {
            GameAiLevel level = GameAi_LevelFromName(v);
            if (level >= GAME_AI_LEVEL_COUNT) {
                return Fail("--away-computer \"%s\" is not a computer's level: easy, medium or strong.", v);
            }
            config.awayLevel = (int)level;
        } else if (strcmp(a, "--away-after") == 0) {
            long seconds = strtol(v, &end, 10);
            if (*v == '\0' || *end != '\0' || seconds < 1 || seconds > 86400) {
                return Fail("--away-after \"%s\" is not a time: give seconds from 1 to 86400.", v);
            }
            config.awayAfterMs = (int)seconds * 1000;
        } else if (strcmp(a, "--assets") == 0) {
            snprintf(assets, sizeof assets, "%s", v);
        } else if (strcmp(a, "--port") == 0) {
            long port = strtol(v, &end, 10);
            if (*v == '\0' || *end != '\0' || port < 0 || port > 65535) {
                return Fail("--port \"%s\" is not a port: give a number from 1 to 65535 (0: any free one).", v);
            }
            config.port = (int)port;
        } else if (strcmp(a, "--tables") == 0) {
            long n = strtol(v, &end, 10);
            if (*v == '\0' || *end != '\0' || n < 1 || n > MAX_TABLES) {
                return Fail("--tables \"%s\" is not a count of tables: give a number from 1 to 1000.", v);
            }
            tables = (int)n;
        } else {
            return Fail("\"%s\" is not an option of parlour-host (see --help).", a);
        }
    }
    char problem[512];
    HostRoom room;
    HostRoom_Init(&room);
    int resumed = 0;
    if (saveFolder != NULL) {
        if (!HostSave_Folder(saveFolder, problem, sizeof problem) ||
            (resumed = HostSave_LoadRoom(saveFolder, &room, problem, sizeof problem)) < 0) {
            HostRoom_Free(&room);
            fprintf(stderr, "parlour-host: %s\n", problem);
            return 1;
        }
        config.saveFolder = saveFolder;
    }
    if (gameName == NULL && resumed == 0) {
        return Fail("%s", "say which game with --game (see --help).");
    }
    const GameRules *rules = gameName != NULL ? Game_Find(gameName) : room.tables[0]->host.rules;
    if (rules == NULL) {
        return Fail("\"%s\" is not a game (see --help for the games).", gameName);
    }
    if (rules->schema == NULL) {
        return Fail("%s cannot be played across devices yet (see --help for the games that can).", rules->title);
    }
    int variant = 0;
    if (variantName != NULL && (variant = Game_VariantFromName(rules, variantName)) < 0) {
        return Fail("\"%s\" is not a variant of this game.", variantName);
    }
    GameSeating seating;
    int seats = Game_SeatsIn(rules, variant);
    if (seatsText != NULL) {
        if (!ParseSeats(seatsText, seats, &seating, problem, sizeof problem)) {
            return Fail("%s", problem);
        }
    } else {
        memset(&seating, 0, sizeof seating);
        seating.count = seats;
    }
    if (assets[0] == '\0') {
        DefaultAssets(assets, sizeof assets);
    }
    config.assets = assets;

    /* A room resumed from its folder opens no new tables: the same command line restarts the same room. */
    for (int i = 0; resumed == 0 && i < tables; i++) {
        uint64_t seed;
        if (!HostRoom_RandomBytes(&seed, sizeof seed) ||
            HostRoom_Open(&room, rules, variant, seed, &seating, problem, sizeof problem) == NULL) {
            HostRoom_Free(&room);
            fprintf(stderr, "parlour-host: %s\n", problem);
            return 1;
        }
    }
    HostServer *server = HostServer_Start(&config, &room, problem, sizeof problem);
    if (server == NULL) {
        HostRoom_Free(&room);
        fprintf(stderr, "parlour-host: %s\n", problem);
        return 1;
    }
    int port = HostServer_Port(server);
    char host[INET6_ADDRSTRLEN + 2];
    bool every = strcmp(config.address, "0.0.0.0") == 0 || strcmp(config.address, "::") == 0;
    if (every) {
        LocalAddress(host, sizeof host);
    } else {
        snprintf(host, sizeof host, strchr(config.address, ':') != NULL ? "[%s]" : "%s", config.address);
    }
    char base[320];
    if (link != NULL) {
        snprintf(base, sizeof base, "http://%s", link);
    } else {
        snprintf(base, sizeof base, "http://%s:%d", host, port);
    }
    const char *variantShown = rules->variantName != NULL ? rules->variantName(variant) : NULL;
    if (resumed > 0) {
        printf("parlour-host %s: %d table%s resumed from %s, listening on %s port %d%s\n", PARLOUR_VERSION, resumed,
               resumed == 1 ? "" : "s", saveFolder, config.address, port,
               every ? " (every address of this computer)" : "");
    } else {
        printf("parlour-host %s: %s%s%s%s, %d table%s, listening on %s port %d%s\n", PARLOUR_VERSION, rules->title,
               variantShown != NULL ? " (" : "", variantShown != NULL ? variantShown : "",
               variantShown != NULL ? ")" : "", tables, tables == 1 ? "" : "s", config.address, port,
               every ? " (every address of this computer)" : "");
    }
    for (int i = 0; i < room.count; i++) {
        PrintTable(room.tables[i], base);
    }
    printf("Each link is one seat's: send it to that person only. Ctrl+C closes the room.\n");
    fflush(stdout);
    HostServer_SetLinkBase(server, base);
    pthread_t reader;
    if (pthread_create(&reader, NULL, ReadCommands, server) == 0) {
        pthread_detach(reader); /* it may wait on a read for ever: the process's end ends it */
    }

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = OnSignal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
    /* Parlours on the local network list these tables (host_beacon.h); without it, the address is typed. */
    HostBeacon *beacon = HostBeacon_Start(&room, config.address, port, 0, problem, sizeof problem);
    if (beacon == NULL) {
        fprintf(stderr, "parlour-host: %s\n", problem);
    }
    HostServer_Run(server, &gStop);
    HostBeacon_Stop(beacon);
    HostServer_Free(server);
    HostRoom_Free(&room);
    printf("parlour-host: the room is closed.\n");
    return 0;
}
