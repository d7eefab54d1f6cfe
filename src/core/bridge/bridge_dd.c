/* bridge_dd.c: the wrapper round DDS: our seats and cards to its hands and ranks, one thread, errors as text. */
#include "bridge_dd.h"

#include <dds/dll.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

/*
 * DDS is opened on first use, not linked: its static initialiser sets up
 * memory for every core when the library loads, which cost ~140 ms before
 * main in every start of the program, Bridge played or not. The header still
 * gives the prototypes; only the addresses come from dlsym.
 */
#ifndef PARLOUR_DDS_SONAME
#define PARLOUR_DDS_SONAME "libdds.so.0"
#endif
#ifndef PARLOUR_DDS_NEEDED
#define PARLOUR_DDS_NEEDED "" /* its dependencies, "a.so:b.so:", from its DT_NEEDED at configure time */
#endif

typedef __typeof__(&SetMaxThreads) SetMaxThreadsFn;
typedef __typeof__(&CalcDDtable) CalcDDtableFn;
typedef __typeof__(&SolveBoard) SolveBoardFn;
typedef __typeof__(&ErrorMessage) ErrorMessageFn;

/* DDS counts hands clockwise from North; our seats start at South: North is our 2. */
static int DdsHand(int seat)
{
    return (seat + 2) & 3;
}

static once_flag gOnce = ONCE_FLAG_INIT;
static mtx_t gLock;
static CalcDDtableFn gCalcDDtable;
static SolveBoardFn gSolveBoard;
static ErrorMessageFn gErrorMessage;
static char gLoadError[BRIDGE_DD_LOAD_ERR_MAX]; /* empty when DDS is loaded */
static void *gLib;

/* A symbol of the open library, or NULL with the reason in gLoadError. */
static void *Symbol(void *lib, const char *name)
{
    dlerror();
    void *fn = dlsym(lib, name);
    if (fn == NULL) {
        const char *why = dlerror();
        snprintf(gLoadError, sizeof gLoadError, "%s", why != NULL ? why : name);
    }
    return fn;
}

/*
 * DDS's own ELF destructor (FreeMemory) reads its global Memory object.
 * Linked, that object outlives it; opened by dlopen, the object's C++
 * destructor runs first at exit and FreeMemory then crashes on the freed
 * thread list. So the library is closed in an exit handler registered after
 * dlopen (it runs first), which runs both in the library's own order. For
 * that the library must be closable: its dependencies are opened before it,
 * or boost_thread binds symbols to libdds's copies and pins it in memory.
 * The lock keeps it from closing under a call in progress.
 */
static void OpenDependencies(void)
{
    const char *p = PARLOUR_DDS_NEEDED;
    while (*p != '\0') {
        const char *end = strchr(p, ':');
        size_t len = end != NULL ? (size_t)(end - p) : strlen(p);
        char name[128];
        if (len > 0 && len < sizeof name) {
            memcpy(name, p, len);
            name[len] = '\0';
            (void)dlopen(name, RTLD_NOW | RTLD_LOCAL); /* kept open; a miss shows when libdds itself is opened */
        }
        p += len + (end != NULL ? 1 : 0);
    }
}

static void CloseAtExit(void)
{
    mtx_lock(&gLock);
    gCalcDDtable = NULL;
    gSolveBoard = NULL;
    gErrorMessage = NULL;
    snprintf(gLoadError, sizeof gLoadError, "closed at exit");
    dlclose(gLib);
    gLib = NULL;
    mtx_unlock(&gLock);
}

static void InitOnce(void)
{
    mtx_init(&gLock, mtx_plain);
    /* PARLOUR_DDS_LIBRARY names another file: for a DDS built elsewhere, and for the tests of a missing one. */
    const char *name = getenv("PARLOUR_DDS_LIBRARY");
    if (name == NULL || name[0] == '\0') {
        name = PARLOUR_DDS_SONAME;
    }
    OpenDependencies();
    void *lib = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL) {
        const char *why = dlerror();
        snprintf(gLoadError, sizeof gLoadError, "%s", why != NULL ? why : name);
        return;
    }
    /* Function pointers from dlsym: POSIX guarantees the object-to-function conversion works. */
    SetMaxThreadsFn setMaxThreads;
    *(void **)(void *)&setMaxThreads = Symbol(lib, "SetMaxThreads");
    *(void **)(void *)&gCalcDDtable = Symbol(lib, "CalcDDtable");
    *(void **)(void *)&gSolveBoard = Symbol(lib, "SolveBoard");
    *(void **)(void *)&gErrorMessage = Symbol(lib, "ErrorMessage");
    if (setMaxThreads == NULL || gCalcDDtable == NULL || gSolveBoard == NULL || gErrorMessage == NULL) {
        gCalcDDtable = NULL;
        gSolveBoard = NULL;
        gErrorMessage = NULL;
        dlclose(lib);
        return;
    }
    gLoadError[0] = '\0';
    gLib = lib;
    /* One thread: the machine is shared, and a seed must give the same answers everywhere. */
    setMaxThreads(1);
    atexit(CloseAtExit);
}

bool BridgeDd_Load(char *err, size_t errSize)
{
    call_once(&gOnce, InitOnce);
    if (gSolveBoard != NULL) {
        return true;
    }
    if (err != NULL && errSize > 0) {
        snprintf(err, errSize,
                 "Bridge's double-dummy solver (libdds) could not be loaded: %s; install libdds2.9.0 / run "
                 "scripts/setup.sh",
                 gLoadError);
    }
    return false;
}

static bool Fail(int code, char *err, size_t errSize)
{
    char line[80] = "the solver was closed at exit";
    mtx_lock(&gLock);
    if (gErrorMessage != NULL) {
        gErrorMessage(code, line);
    }
    mtx_unlock(&gLock);
    if (err != NULL && errSize > 0) {
        snprintf(err, errSize, "double-dummy solver: %s", line);
    }
    return false;
}

/* Our 52-bit hand as DDS's ranks per suit (bit 2..14); our suits are in DDS's order already. */
static void ToDds(const uint64_t hands[4], unsigned int cards[DDS_HANDS][DDS_SUITS])
{
    for (int seat = 0; seat < 4; seat++) {
        for (int s = 0; s < 4; s++) {
            unsigned int bits = (unsigned int)((hands[seat] >> (13 * s)) & 0x1FFF);
            cards[DdsHand(seat)][s] = bits << 2; /* index 0 is the two: DDS's rank bit 2 */
        }
    }
}

static bool CheckCounts(const uint64_t hands[4], char *err, size_t errSize)
{
    uint64_t all = 0;
    for (int p = 0; p < 4; p++) {
        if ((all & hands[p]) != 0 || (hands[p] >> 52) != 0) {
            return Fail(RETURN_DUPLICATE_CARDS, err, errSize);
        }
        all |= hands[p];
    }
    return true;
}

bool BridgeDd_Table(const uint64_t hands[4], BridgeDdTable *out, char *err, size_t errSize)
{
    if (!BridgeDd_Load(err, errSize)) {
        return false;
    }
    if (!CheckCounts(hands, err, errSize)) {
        return false;
    }
    struct ddTableDeal deal;
    struct ddTableResults res;
    memset(&deal, 0, sizeof deal);
    ToDds(hands, deal.cards);
    mtx_lock(&gLock);
    int rc = gCalcDDtable != NULL ? gCalcDDtable(deal, &res) : RETURN_UNKNOWN_FAULT;
    mtx_unlock(&gLock);
    if (rc != RETURN_NO_FAULT) {
        return Fail(rc, err, errSize);
    }
    for (int strain = 0; strain < 5; strain++) {
        for (int seat = 0; seat < 4; seat++) {
            out->tricks[strain][seat] = res.resTable[strain][DdsHand(seat)];
        }
    }
    return true;
}

static bool Solve(const BridgeDdPosition *pos, int solutions, struct futureTricks *fut, char *err, size_t errSize)
{
    if (!BridgeDd_Load(err, errSize)) {
        return false;
    }
    if (!CheckCounts(pos->hands, err, errSize)) {
        return false;
    }
    if (pos->strain < 0 || pos->strain > 4 || pos->leader < 0 || pos->leader > 3 || pos->trickCount < 0 ||
        pos->trickCount > 3) {
        return Fail(RETURN_UNKNOWN_FAULT, err, errSize);
    }
    struct deal dl;
    memset(&dl, 0, sizeof dl);
    dl.trump = pos->strain; /* 0-3 spades, hearts, diamonds, clubs; 4 No trumps: our order */
    dl.first = DdsHand(pos->leader);
    for (int i = 0; i < pos->trickCount; i++) {
        dl.currentTrickSuit[i] = Card_Suit(pos->trick[i]);
        dl.currentTrickRank[i] = Card_Rank(pos->trick[i]);
    }
    ToDds(pos->hands, dl.remainCards);
    memset(fut, 0, sizeof *fut);
    mtx_lock(&gLock);
    int rc = gSolveBoard != NULL ? gSolveBoard(dl, -1, solutions, 1, fut, 0) : RETURN_UNKNOWN_FAULT;
    mtx_unlock(&gLock);
    return rc == RETURN_NO_FAULT ? true : Fail(rc, err, errSize);
}

bool BridgeDd_Cards(const BridgeDdPosition *pos, BridgeDdCards *out, char *err, size_t errSize)
{
    struct futureTricks fut;
    out->count = 0;
    if (!Solve(pos, 3, &fut, err, errSize)) {
        return false;
    }
    /* DDS lists one card of each run of equals, with the lower equals as a bit mask: spell them out. */
    for (int i = 0; i < fut.cards && out->count < 13; i++) {
        Suit s = (Suit)fut.suit[i];
        out->card[out->count] = Card_Make(fut.rank[i], s);
        out->tricks[out->count++] = fut.score[i];
        for (int r = RANK_ACE; r >= RANK_TWO && out->count < 13; r--) {
            if (fut.equals[i] & (1 << r)) {
                out->card[out->count] = Card_Make(r, s);
                out->tricks[out->count++] = fut.score[i];
            }
        }
    }
    return true;
}

bool BridgeDd_Tricks(const BridgeDdPosition *pos, int *tricks, char *err, size_t errSize)
{
    struct futureTricks fut;
    if (!Solve(pos, 1, &fut, err, errSize)) {
        return false;
    }
    *tricks = fut.score[0];
    return true;
}

bool BridgeDd_Contract(const uint64_t hands[4], int strain, int declarer, int *tricks, char *err, size_t errSize)
{
    BridgeDdPosition pos;
    memset(&pos, 0, sizeof pos);
    memcpy(pos.hands, hands, sizeof pos.hands);
    pos.strain = strain;
    pos.leader = (declarer + 1) & 3;
    int defence;
    if (!BridgeDd_Tricks(&pos, &defence, err, errSize)) {
        return false;
    }
    int left = 0;
    for (int p = 0; p < 4; p++) {
        left = __builtin_popcountll(hands[p]) > left ? __builtin_popcountll(hands[p]) : left;
    }
    *tricks = left - defence;
    return true;
}
