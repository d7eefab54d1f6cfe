/* cmd_bridge.c: `parlour-cli bridge`: score a written rubber, print a deal's double-dummy table, replay a rubber. */
#include "cli.h"
#include "cli_game_play.h"
#include "cmd_bridge_ai.h"

#include "bridge/bridge.h"
#include "bridge/bridge_dd.h"
#include "bridge/bridge_review.h"
#include "game/game.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define CMD "bridge"
enum {
    TEXT_MAX = 1024 * 1024,
    LINE_MAX_WORDS = 16
};

static const char *const kSides[2] = {"A-B", "C-D"};

/* --- rubber: "diamonds AB 9 honours AB 4" per hand --- */

static int SideFromWord(const char *w)
{
    if (strcasecmp(w, "AB") == 0 || strcasecmp(w, "A-B") == 0 || strcasecmp(w, "NS") == 0) {
        return 0;
    }
    if (strcasecmp(w, "CD") == 0 || strcasecmp(w, "C-D") == 0 || strcasecmp(w, "EW") == 0) {
        return 1;
    }
    return -1;
}

static bool ParseSmall(const char *w, int lo, int hi, int *out)
{
    uint64_t v;
    if (!Cli_ParseU64(w, &v) || v < (uint64_t)lo || v > (uint64_t)hi) {
        return false;
    }
    *out = (int)v;
    return true;
}

/* The honours of a written hand: "honours AB 4", "honours CD 4-one", "aces CD 4-one". */
static int HonoursFromWord(const char *w, bool aces)
{
    static const struct {
        const char *word;
        BridgeHonours trumps, aces;
    } kinds[] = {
        {"3", BRIDGE_HONOURS_3, BRIDGE_ACES_3},
        {"4", BRIDGE_HONOURS_4, BRIDGE_ACES_4},
        {"5", BRIDGE_HONOURS_5, BRIDGE_HONOURS_NONE},
        {"4-one", BRIDGE_HONOURS_4_ONE, BRIDGE_ACES_4_ONE},
        {"4-one-fifth", BRIDGE_HONOURS_4_ONE_FIFTH, BRIDGE_HONOURS_NONE},
        {"5-one", BRIDGE_HONOURS_5_ONE, BRIDGE_HONOURS_NONE},
    };
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        if (strcasecmp(w, kinds[i].word) == 0) {
            return aces ? kinds[i].aces : kinds[i].trumps;
        }
    }
    return BRIDGE_HONOURS_NONE;
}

/* Who is void of trumps, for a sentence: "both A-B players", "one A-B player and both C-D players". */
static void VoidWords(const uint8_t chicane[2], char *buf, size_t size)
{
    int n = 0;
    buf[0] = '\0';
    for (int s = 0; s < 2; s++) {
        if (chicane[s] > 0 && n >= 0 && (size_t)n < size) {
            n += snprintf(buf + n, size - (size_t)n, "%s%s %s player%s", n > 0 ? " and " : "",
                          chicane[s] == 2 ? "both" : "one", kSides[s], chicane[s] == 2 ? "s" : "");
        }
    }
}

/* The holdings a side could have, as written after "honours AB": "3, 4-one or 5-one"; false if none. */
static bool KindsOf(uint32_t possible, int side, char *buf, size_t size)
{
    static const char *const kWords[BRIDGE_HONOURS_COUNT] = {"", "3", "4", "5", "4-one", "4-one-fifth", "5-one",
                                                             "3", "4", "4-one"};
    int kinds[BRIDGE_HONOURS_COUNT], count = 0;
    for (int kind = BRIDGE_HONOURS_NONE + 1; kind < BRIDGE_HONOURS_COUNT; kind++) {
        if ((possible & BRIDGE_HONOURS_BIT(side, kind)) != 0) {
            kinds[count++] = kind;
        }
    }
    int n = 0;
    buf[0] = '\0';
    for (int i = 0; i < count && n >= 0 && (size_t)n < size; i++) {
        n += snprintf(buf + n, size - (size_t)n, "%s%s", i == 0 ? "" : i == count - 1 ? " or " : ", ",
                      kWords[kinds[i]]);
    }
    return count > 0;
}

/* Why honours and chicane written together could never have been dealt, and what the honours could be. */
static void ImpossibleWords(const BridgeHand *h, char *err, size_t errSize)
{
    char voids[64], mine[64], theirs[64];
    VoidWords(h->chicane, voids, sizeof voids);
    uint32_t possible = Bridge_HonoursPossible(h->strain, h->chicane);
    if (possible == 0) {
        snprintf(err, errSize, "with %s void of trumps nobody holds the trumps: no deal gives that", voids);
        return;
    }
    int side = h->honoursSide;
    if (KindsOf(possible, side, mine, sizeof mine)) {
        snprintf(err, errSize, "with %s void of trumps, %s's honours can only be %s", voids, kSides[side], mine);
    } else {
        KindsOf(possible, 1 - side, theirs, sizeof theirs);
        snprintf(err, errSize, "with %s void of trumps, %s hold no honours (%s's can only be %s)", voids,
                 kSides[side], kSides[1 - side], theirs);
    }
}

/* Parses one written hand into h; false with a message in err. */
static bool ParseHandLine(const char *line, BridgeHand *h, char *err, size_t errSize)
{
    char buf[256];
    char *words[LINE_MAX_WORDS];
    int n = 0;
    snprintf(buf, sizeof buf, "%s", line);
    for (char *tok = strtok(buf, " \t,"); tok != NULL && n < LINE_MAX_WORDS; tok = strtok(NULL, " \t,")) {
        words[n++] = tok;
    }
    memset(h, 0, sizeof *h);
    h->honoursSide = -1;
    int i = 0;
    int strain = n > 0 ? Bridge_StrainFromWord(words[0], strlen(words[0])) : -1;
    if (strain < 0) {
        snprintf(err, errSize, "a hand starts with its strain (spades, hearts, diamonds, clubs or notrumps)");
        return false;
    }
    h->strain = (uint8_t)strain;
    i = 1;
    if (i < n && (strcasecmp(words[i], "doubled") == 0 || strcasecmp(words[i], "redoubled") == 0)) {
        h->doublings = words[i][0] == 'd' || words[i][0] == 'D' ? 1 : 2;
        i++;
    } else if (i < n && (words[i][0] == 'x' || words[i][0] == 'X')) {
        int times;
        if (!ParseSmall(words[i] + 1, 2, 32, &times) || (times & (times - 1)) != 0) {
            snprintf(err, errSize, "\"%s\": the doubling is written as the multiple, x2, x4, x8, x16 or x32",
                     words[i]);
            return false;
        }
        while ((1 << h->doublings) < times) {
            h->doublings++;
        }
        i++;
    }
    int side, tricks;
    if (i + 1 >= n || (side = SideFromWord(words[i])) < 0 || !ParseSmall(words[i + 1], 0, 13, &tricks)) {
        snprintf(err, errSize, "after the strain: the side (AB or CD) and the tricks it won, e.g. \"hearts AB 8\"");
        return false;
    }
    h->tricks[side] = (uint8_t)tricks;
    h->tricks[1 - side] = (uint8_t)(13 - tricks);
    i += 2;
    bool chicaneGiven[2] = {false, false};
    while (i < n) {
        bool aces = strcasecmp(words[i], "aces") == 0;
        if ((aces || strcasecmp(words[i], "honours") == 0) && h->honoursSide >= 0) {
            snprintf(err, errSize, "honours are given twice: write one \"honours\" (or \"aces\") a hand");
            return false;
        }
        if (aces || strcasecmp(words[i], "honours") == 0) {
            int hs = i + 2 < n ? SideFromWord(words[i + 1]) : -1;
            int kind = hs >= 0 ? HonoursFromWord(words[i + 2], aces) : BRIDGE_HONOURS_NONE;
            if (kind == BRIDGE_HONOURS_NONE || (aces != (strain == BRIDGE_NO_TRUMPS))) {
                snprintf(err, errSize,
                         "honours are \"honours AB 3|4|5|4-one|4-one-fifth|5-one\" in a suit, \"aces AB 3|4|4-one\" "
                         "at No trumps");
                return false;
            }
            h->honoursSide = (int8_t)hs;
            h->honours = (uint8_t)kind;
            i += 3;
        } else if (strcasecmp(words[i], "chicane") == 0) {
            int cs = i + 1 < n ? SideFromWord(words[i + 1]) : -1;
            if (cs < 0 || strain == BRIDGE_NO_TRUMPS) {
                snprintf(err, errSize, "chicane is \"chicane AB\" or \"chicane AB double\", and none at No trumps");
                return false;
            }
            if (chicaneGiven[cs]) {
                snprintf(err, errSize, "chicane %s is given twice: write \"chicane %s double\" when both are void",
                         cs == 0 ? "AB" : "CD", cs == 0 ? "AB" : "CD");
                return false;
            }
            chicaneGiven[cs] = true;
            bool dbl = i + 2 < n && strcasecmp(words[i + 2], "double") == 0;
            h->chicane[cs] = (uint8_t)(dbl ? 2 : 1);
            i += dbl ? 3 : 2;
        } else {
            snprintf(err, errSize, "unexpected \"%s\" (honours, aces or chicane may follow the tricks)", words[i]);
            return false;
        }
    }
    if (Bridge_TrickValue(strain, h->doublings) > BRIDGE_VALUE_CEILING) {
        snprintf(err, errSize, "a trick of %s may not be doubled so far (the value would pass 100)",
                 Bridge_StrainName(strain));
        return false;
    }
    if (!Bridge_HandPossible(h)) {
        ImpossibleWords(h, err, errSize);
        return false;
    }
    return true;
}

static void Cell(int v)
{
    if (v != 0) {
        printf(" %6d", v);
    } else {
        printf("       ");
    }
}

/* The score block as the book draws it: honours and the like above the line, tricks below, game by game. */
void BridgeCli_PrintBlock(const BridgeRubber *r)
{
    printf("Score block:\n          %6s %6s\n", kSides[0], kSides[1]);
    /* Above the line the block is read upward, newest on top: the rubber's 100, scored last, then each game
       ruled off above its last hand's honours as it is below its tricks ("a pencil line is drawn above and
       below the scores"). */
    if (r->over) {
        printf("   above ");
        Cell(r->winner == 0 ? BRIDGE_RUBBER_BONUS : 0);
        Cell(r->winner == 1 ? BRIDGE_RUBBER_BONUS : 0);
        printf("   the rubber\n");
    }
    for (int i = r->count - 1; i >= 0; i--) {
        const BridgeHand *h = &r->hands[i];
        if (h->gameWon >= 0) {
            printf("  ------------------------------ game %d to %s\n", h->game + 1, kSides[h->gameWon]);
        }
        for (int s = 0; s < 2; s++) {
            int above = h->honourPoints[s] + h->chicanePoints[s] + h->slamPoints[s];
            if (above != 0) {
                printf("   above ");
                Cell(s == 0 ? above : 0);
                Cell(s == 1 ? above : 0);
                printf("   deal %d:%s%s%s\n", i + 1, h->honourPoints[s] ? " honours" : "",
                       h->chicanePoints[s] ? " chicane" : "", h->slamPoints[s] ? " slam" : "");
            }
        }
    }
    printf("  ------------------------------\n");
    for (int i = 0; i < r->count; i++) {
        const BridgeHand *h = &r->hands[i];
        if (h->below[0] != 0 || h->below[1] != 0) {
            printf("   below ");
            Cell(h->below[0]);
            Cell(h->below[1]);
            printf("   deal %d\n", i + 1);
        }
        if (h->gameWon >= 0) {
            printf("  ------------------------------ game %d to %s\n", h->game + 1, kSides[h->gameWon]);
        }
    }
    BridgeSettlement s = BridgeRubber_Settle(r);
    int below[2] = {0, 0};
    for (int i = 0; i < r->count; i++) {
        below[0] += r->hands[i].below[0];
        below[1] += r->hands[i].below[1];
    }
    for (int side = 0; side < 2; side++) {
        printf("%s: %d below + %d above = %d\n", kSides[side], below[side], r->total[side] - below[side],
               r->total[side]);
    }
    if (s.winner < 0) {
        printf("the rubber is not finished: games %d-%d\n", r->games[0], r->games[1]);
        return;
    }
    printf("%s win the rubber: %d + %d = %d; %d - %d = %d\n", kSides[s.winner], r->total[s.winner],
           BRIDGE_RUBBER_BONUS, s.total[s.winner], s.total[s.winner], s.total[1 - s.winner], s.points);
    printf("%s win %d\n", s.points >= 0 ? kSides[s.winner] : kSides[1 - s.winner], s.points >= 0 ? s.points : -s.points);
}

static void PrintHandLine(int index, const BridgeHand *h)
{
    int decl = h->tricks[0] >= 7 ? 0 : 1;
    char doubled[32] = "";
    if (h->doublings > 0) {
        snprintf(doubled, sizeof doubled, h->doublings == 1 ? " doubled" : h->doublings == 2 ? " redoubled" : " doubled %d times",
                 h->doublings);
    }
    printf("%2d. %s%s, %s %d tricks:", index, Bridge_StrainName(h->strain), doubled, kSides[decl], h->tricks[decl]);
    for (int s = 0; s < 2; s++) {
        if (h->below[s]) {
            printf(" %d below to %s;", h->below[s], kSides[s]);
        }
        if (h->honourPoints[s]) {
            printf(" %s to %s, %d;", Bridge_HonoursName((BridgeHonours)h->honours), kSides[s], h->honourPoints[s]);
        }
        if (h->chicanePoints[s]) {
            printf(" %schicane to %s, %d;", h->chicane[s] == 2 ? "double " : "", kSides[s], h->chicanePoints[s]);
        }
        if (h->slamPoints[s]) {
            printf(" %s slam to %s, %d;", h->slamPoints[s] == 40 ? "grand" : "little", kSides[s], h->slamPoints[s]);
        }
    }
    if (h->gameWon >= 0) {
        printf(" game to %s", kSides[h->gameWon]);
    }
    printf("\n");
}

static int Rubber(int argc, char **argv)
{
    static char text[TEXT_MAX];
    const char *lines[BRIDGE_HISTORY_MAX + 1];
    int count = 0;
    if (argc >= 4 && strcmp(argv[2], "--file") == 0) {
        if (argc != 4) {
            return Cli_UsageError(CMD, "rubber --file takes one FILE and no hands besides");
        }
        if (!Cli_ReadTextFile(CMD, argv[3], text, sizeof text)) {
            return CLI_EXIT_FAILURE;
        }
        for (char *line = strtok(text, "\n"); line != NULL; line = strtok(NULL, "\n")) {
            while (isspace((unsigned char)*line)) {
                line++;
            }
            if (*line == '\0' || *line == '#') {
                continue;
            }
            if (count > BRIDGE_HISTORY_MAX) {
                break;
            }
            lines[count++] = line;
        }
    } else {
        for (int i = 2; i < argc && count <= BRIDGE_HISTORY_MAX; i++) {
            lines[count++] = argv[i];
        }
    }
    if (count == 0) {
        return Cli_UsageError(CMD, "rubber needs the hands, e.g. rubber \"diamonds AB 9 honours AB 4\" \"notrumps CD 8 "
                                   "aces CD 3\" ... (or --file FILE, one hand a line)");
    }
    BridgeRubber *r = malloc(sizeof *r);
    if (r == NULL) {
        return CLI_EXIT_FAILURE;
    }
    BridgeRubber_Init(r);
    for (int i = 0; i < count; i++) {
        BridgeHand h;
        char err[512], shown[64];
        if (!ParseHandLine(lines[i], &h, err, sizeof err)) {
            free(r);
            return Cli_UsageError(CMD, "hand %d (\"%s\"): %s", i + 1, Cli_Shorten(lines[i], shown, sizeof shown, 40),
                                  err);
        }
        if (r->over) {
            free(r);
            return Cli_UsageError(CMD, "hand %d: the rubber was over after hand %d", i + 1, i);
        }
        BridgeRubber_AddHand(r, &h);
        PrintHandLine(i + 1, &h);
    }
    BridgeCli_PrintBlock(r);
    free(r);
    return CLI_EXIT_OK;
}

/* --- dd: a deal in PBN ("N:AKQ.T98.765.432 ..."), the seat first, then the hands clockwise --- */

static bool ParsePbn(const char *text, uint64_t hands[4], char *err, size_t errSize)
{
    static const char seats[] = "SWNE"; /* our seat order: 0 South, 1 West, 2 North, 3 East */
    while (isspace((unsigned char)*text)) {
        text++;
    }
    const char *first = strchr(seats, toupper((unsigned char)text[0]));
    if (text[0] == '\0' || first == NULL || text[1] != ':') {
        snprintf(err, errSize, "a deal starts with the first hand's seat, e.g. \"N:AKQJ.T98.765.432 ...\"");
        return false;
    }
    int seat = (int)(first - seats);
    const char *p = text + 2;
    memset(hands, 0, 4 * sizeof hands[0]);
    for (int h = 0; h < 4; h++, seat = (seat + 1) & 3) {
        while (isspace((unsigned char)*p)) {
            p++;
        }
        for (int suit = 0; suit < 4; suit++) {
            while (*p != '\0' && *p != '.' && !isspace((unsigned char)*p)) {
                char rankText[3] = {(char)toupper((unsigned char)*p), 'S', '\0'};
                Card c = Card_ParseToken(rankText, 2);
                if (c == CARD_NONE || Card_IsJoker(c)) {
                    snprintf(err, errSize, "hand %d: \"%c\" is not a rank (AKQJT98765432)", h + 1, *p);
                    return false;
                }
                c = Card_Make(Card_Rank(c), (Suit)suit);
                if (hands[0] & Bridge_Bit(c) || hands[1] & Bridge_Bit(c) || hands[2] & Bridge_Bit(c) ||
                    hands[3] & Bridge_Bit(c)) {
                    char b[CARD_TEXT_MAX];
                    snprintf(err, errSize, "the %s is dealt twice", Card_Format(c, b));
                    return false;
                }
                hands[seat] |= Bridge_Bit(c);
                p++;
            }
            if (suit < 3) {
                if (*p != '.') {
                    snprintf(err, errSize, "hand %d: four suits, spades first, separated by dots", h + 1);
                    return false;
                }
                p++;
            }
        }
    }
    while (isspace((unsigned char)*p)) {
        p++;
    }
    if (*p != '\0') {
        snprintf(err, errSize, "more than four hands");
        return false;
    }
    for (int s = 0; s < 4; s++) {
        if (__builtin_popcountll(hands[s]) != 13) {
            snprintf(err, errSize, "each hand must hold 13 cards (the %s holds %d)", Bridge_SeatName(s),
                     __builtin_popcountll(hands[s]));
            return false;
        }
    }
    return true;
}

static void PrintTable(const uint64_t hands[4], const BridgeDdTable *t)
{
    static const int order[4] = {2, 0, 3, 1}; /* North, South, East, West */
    for (int i = 0; i < 4; i++) {
        char buf[64];
        Bridge_FormatHand(hands[order[i]], buf, sizeof buf);
        printf("%-6s %s\n", Bridge_SeatName(order[i]), buf);
    }
    printf("Double-dummy tricks for the declarer (the lead from his left):\n");
    printf("declarer  spades hearts diamonds clubs no-trumps\n");
    for (int i = 0; i < 4; i++) {
        int p = order[i];
        printf("%-8s %7d %6d %8d %5d %9d\n", Bridge_SeatName(p), t->tricks[BRIDGE_SPADES][p], t->tricks[BRIDGE_HEARTS][p],
               t->tricks[BRIDGE_DIAMONDS][p], t->tricks[BRIDGE_CLUBS][p], t->tricks[BRIDGE_NO_TRUMPS][p]);
    }
}

static int Dd(int argc, char **argv)
{
    if (argc != 3) {
        return Cli_UsageError(CMD, "dd needs one deal in PBN, e.g. dd \"N:AKQJ.T98.765.432 ...\"");
    }
    uint64_t hands[4];
    char err[BRIDGE_DD_ERR_MAX];
    if (!ParsePbn(argv[2], hands, err, sizeof err)) {
        return Cli_UsageError(CMD, "dd: %s", err);
    }
    BridgeDdTable t;
    if (!BridgeDd_Table(hands, &t, err, sizeof err)) {
        fprintf(stderr, "parlour-cli %s: %s\n", CMD, err);
        return CLI_EXIT_FAILURE;
    }
    PrintTable(hands, &t);
    return CLI_EXIT_OK;
}

static int Replay(int argc, char **argv)
{
    return CliGame_Replay(CMD, &Bridge_Rules, argc, argv, BridgeCli_PrintRecord);
}

/* A played hand against double dummy: the table, and every card that cost its side a trick. */
static int Review(int argc, char **argv)
{
    int deal = 1;
    const char *file = NULL;
    for (int i = 2; i < argc;) {
        bool missing = false;
        const char *value = Cli_OptionValue(argc, argv, &i, "--deal", &missing);
        if (value != NULL || missing) {
            if (missing || !ParseSmall(value, 1, BRIDGE_HISTORY_MAX, &deal)) {
                return Cli_UsageError(CMD, "--deal needs the number of a hand of the rubber, from 1");
            }
        } else if (file == NULL) {
            file = argv[i++];
        } else {
            return Cli_UsageError(CMD, "unexpected argument \"%s\"", argv[i]);
        }
    }
    if (file == NULL) {
        return Cli_UsageError(CMD, "review needs a saved rubber: review FILE [--deal N]");
    }
    GameRecord rec;
    if (!CliGame_LoadRecord(CMD, file, &rec)) {
        return CLI_EXIT_FAILURE;
    }
    BridgeReview *r = malloc(sizeof *r);
    char err[BRIDGE_DD_ERR_MAX];
    if (r == NULL || !BridgeReview_Hand(&rec, deal - 1, r, err, sizeof err)) {
        fprintf(stderr, "parlour-cli %s: %s: %s\n", CMD, file, r == NULL ? "out of memory" : err);
        free(r);
        GameRecord_Free(&rec);
        return CLI_EXIT_FAILURE;
    }
    int decl = Bridge_SideOf(r->dealer);
    printf("Deal %d: %s deals; %s%s; %s made %d, double dummy %d\n", deal, Bridge_SeatName(r->dealer),
           Bridge_StrainName(r->strain), r->doublings == 0 ? "" : r->doublings == 1 ? ", doubled" : ", redoubled",
           kSides[decl], r->made[decl], r->table.tricks[r->strain][r->dealer]);
    PrintTable(r->dealt, &r->table);
    printf("Cards that cost a trick against double dummy:\n");
    int lost[2] = {0, 0};
    for (int i = 0; i < r->count; i++) {
        const BridgeReviewCard *c = &r->cards[i];
        if (c->after < c->before) {
            char card[CARD_TEXT_MAX];
            int side = Bridge_SideOf(c->seat);
            lost[side] += c->before - c->after;
            printf("  trick %d, card %d: %s plays %s: %s %d -> %d\n", i / 4 + 1, i % 4 + 1, Bridge_SeatName(c->seat),
                   Card_Format(c->card, card), kSides[side], c->before, c->after);
        }
    }
    if (lost[0] == 0 && lost[1] == 0) {
        printf("  none: both sides played as well as double dummy\n");
    }
    printf("%s lost %d, %s lost %d\n", kSides[0], lost[0], kSides[1], lost[1]);
    free(r);
    GameRecord_Free(&rec);
    return CLI_EXIT_OK;
}

static int RunBridge(int argc, char **argv)
{
    static const CliAction kActions[] = {{"rubber", Rubber}, {"dd", Dd},       {"replay", Replay},
                                         {"play", BridgeCli_Play}, {"bench", BridgeCli_Bench},
                                         {"review", Review}};
    return Cli_RunAction(CMD, kActions, (int)(sizeof kActions / sizeof kActions[0]), argc, argv);
}

const CliCommand CliCmd_Bridge = {
    "bridge",
    "rubber \"HAND\"... | rubber --file FILE | dd \"PBN DEAL\" | replay FILE | review FILE [--deal N]"
    " | play --seed N [--ns LEVEL] [--ew LEVEL] [--save]"
    " | bench --seed N [--deals N] | bench --seed N --rubbers N [--ns LEVEL] [--ew LEVEL]"
    "   (HAND: STRAIN [doubled|redoubled|xN] AB|CD TRICKS [honours AB|CD 3|4|5|4-one|4-one-fifth|5-one]"
    " [aces AB|CD 3|4|4-one] [chicane AB|CD [double]]; LEVEL: random, easy, medium, strong)",
    "Bridge (1904): score a rubber from its hands (the book's: 204 v 178), a deal's double-dummy table, replay or "
    "play a rubber, benchmark the computer players",
    RunBridge,
};
