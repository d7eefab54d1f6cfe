/* patience.c: placing and taking back cards on the Poker Patience board, and reading its lines. */
#include "patience.h"

#include <string.h>
#include <strings.h>

#include "pack.h"

#define SIDE PATIENCE_SIDE
#define FRAME_LAST (PATIENCE_FREE_FIRST + SIDE - 1)

static const char *const kLayoutNames[PATIENCE_LAYOUT_COUNT] = {"hoyle", "free", "serpent"};

const char *Patience_LayoutName(PatienceLayout layout)
{
    return (unsigned)layout < PATIENCE_LAYOUT_COUNT ? kLayoutNames[layout] : "?";
}

PatienceLayout Patience_LayoutFromName(const char *name)
{
    for (int l = 0; l < PATIENCE_LAYOUT_COUNT; l++) {
        if (strcasecmp(name, kLayoutNames[l]) == 0) {
            return (PatienceLayout)l;
        }
    }
    return PATIENCE_LAYOUT_COUNT;
}

PatienceVariant Patience_DefaultVariant(void)
{
    PatienceVariant v = {PATIENCE_LAYOUT_HOYLE, PATIENCE_TABLE_ENGLISH};
    return v;
}

bool Patience_VariantIsValid(PatienceVariant variant)
{
    return (unsigned)variant.layout < PATIENCE_LAYOUT_COUNT && (unsigned)variant.table < PATIENCE_TABLE_COUNT;
}

static bool IsFloating(const PatienceGame *game)
{
    return game->variant.layout != PATIENCE_LAYOUT_FREE;
}

static void ClearBox(PatienceGame *game)
{
    game->top = PATIENCE_BOARD;
    game->left = PATIENCE_BOARD;
    game->bottom = -1;
    game->right = -1;
}

static void GrowBox(PatienceGame *game, int row, int col)
{
    if (row < game->top) {
        game->top = (int8_t)row;
    }
    if (row > game->bottom) {
        game->bottom = (int8_t)row;
    }
    if (col < game->left) {
        game->left = (int8_t)col;
    }
    if (col > game->right) {
        game->right = (int8_t)col;
    }
}

static void StartGame(PatienceGame *game, PatienceVariant variant, uint64_t seed, const Card *cards)
{
    memset(game, 0, sizeof *game);
    game->variant = variant;
    game->seed = seed;
    memcpy(game->deal, cards, sizeof game->deal);
    memset(game->board, CARD_NONE, sizeof game->board);
    ClearBox(game);
}

void Patience_NewGame(PatienceGame *game, PatienceVariant variant, uint64_t seed)
{
    Pack pack = Pack_Shuffled(PACK_WHIST, seed);
    if (!Patience_VariantIsValid(variant)) {
        variant = Patience_DefaultVariant();
    }
    StartGame(game, variant, seed, pack.cards);
}

bool Patience_CheckCards(const Card *cards, int count, int *bad)
{
    uint64_t seen = 0;
    for (int i = 0; i < count; i++) {
        int index = Card_Index52(cards[i]);
        if (index < 0 || (seen >> index & 1u) != 0) {
            if (bad != NULL) {
                *bad = i;
            }
            return false;
        }
        seen |= (uint64_t)1 << index;
    }
    return true;
}

bool Patience_NewGameWithDeal(PatienceGame *game, PatienceVariant variant, uint64_t seed,
                              const Card cards[PATIENCE_CARDS])
{
    if (!Patience_VariantIsValid(variant) || !Patience_CheckCards(cards, PATIENCE_CARDS, NULL)) {
        return false;
    }
    StartGame(game, variant, seed, cards);
    return true;
}

Card Patience_CurrentCard(const PatienceGame *game)
{
    return game->placed < PATIENCE_CARDS ? game->deal[game->placed] : CARD_NONE;
}

static bool Touches(const PatienceGame *game, int row, int col)
{
    for (int r = row - 1; r <= row + 1; r++) {
        for (int c = col - 1; c <= col + 1; c++) {
            if (r >= 0 && r < PATIENCE_BOARD && c >= 0 && c < PATIENCE_BOARD && game->board[r][c] != CARD_NONE) {
                return true; /* (row, col) itself is empty, so it never counts */
            }
        }
    }
    return false;
}

static int Span(int low, int high, int at)
{
    if (at < low) {
        low = at;
    }
    if (at > high) {
        high = at;
    }
    return high - low + 1;
}

PatienceStatus Patience_Check(const PatienceGame *game, int row, int col)
{
    if (game->placed >= PATIENCE_CARDS) {
        return PATIENCE_GAME_OVER;
    }
    if (row < 0 || row >= PATIENCE_BOARD || col < 0 || col >= PATIENCE_BOARD) {
        return PATIENCE_OFF_BOARD;
    }
    if (game->board[row][col] != CARD_NONE) {
        return PATIENCE_OCCUPIED;
    }
    if (!IsFloating(game)) {
        bool inside =
            row >= PATIENCE_FREE_FIRST && row <= FRAME_LAST && col >= PATIENCE_FREE_FIRST && col <= FRAME_LAST;
        return inside ? PATIENCE_OK : PATIENCE_OUTSIDE_SQUARE;
    }
    if (game->placed == 0) {
        return (row == PATIENCE_CENTRE && col == PATIENCE_CENTRE) ? PATIENCE_OK : PATIENCE_NOT_CENTRE;
    }
    if (game->variant.layout == PATIENCE_LAYOUT_SERPENT) {
        int last = game->moves[game->placed - 1];
        int dr = row - Patience_CellRow(last);
        int dc = col - Patience_CellCol(last);
        if (dr * dr + dc * dc != 1) {
            return PATIENCE_NOT_NEXT_TO_LAST;
        }
    } else if (!Touches(game, row, col)) {
        return PATIENCE_NOT_TOUCHING;
    }
    if (Span(game->top, game->bottom, row) > SIDE) {
        return PATIENCE_TOO_MANY_ROWS;
    }
    if (Span(game->left, game->right, col) > SIDE) {
        return PATIENCE_TOO_MANY_COLUMNS;
    }
    return PATIENCE_OK;
}

bool Patience_IsLegal(const PatienceGame *game, int row, int col)
{
    return Patience_Check(game, row, col) == PATIENCE_OK;
}

/* The rows (or columns) a legal cell can lie in: the reach of a 5-wide span around the laid cards. */
static void Window(const PatienceGame *game, int *r0, int *r1, int *c0, int *c1)
{
    if (!IsFloating(game)) {
        *r0 = *c0 = PATIENCE_FREE_FIRST;
        *r1 = *c1 = FRAME_LAST;
    } else if (game->placed == 0) {
        *r0 = *r1 = *c0 = *c1 = PATIENCE_CENTRE;
    } else {
        *r0 = game->bottom - (SIDE - 1) > 0 ? game->bottom - (SIDE - 1) : 0;
        *r1 = game->top + (SIDE - 1) < PATIENCE_BOARD - 1 ? game->top + (SIDE - 1) : PATIENCE_BOARD - 1;
        *c0 = game->right - (SIDE - 1) > 0 ? game->right - (SIDE - 1) : 0;
        *c1 = game->left + (SIDE - 1) < PATIENCE_BOARD - 1 ? game->left + (SIDE - 1) : PATIENCE_BOARD - 1;
    }
}

int Patience_LegalCells(const PatienceGame *game, uint8_t cells[PATIENCE_CELLS])
{
    int count = 0;
    if (game->placed >= PATIENCE_CARDS) {
        return 0;
    }
    if (game->variant.layout == PATIENCE_LAYOUT_SERPENT && game->placed > 0) {
        /* Only the four neighbours of the last card can qualify; listed in increasing cell order. */
        static const int8_t kSteps[4][2] = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
        int last = game->moves[game->placed - 1];
        for (int i = 0; i < 4; i++) {
            int r = Patience_CellRow(last) + kSteps[i][0];
            int c = Patience_CellCol(last) + kSteps[i][1];
            if (Patience_Check(game, r, c) == PATIENCE_OK) {
                cells[count++] = (uint8_t)Patience_Cell(r, c);
            }
        }
        return count;
    }
    int r0, r1, c0, c1;
    Window(game, &r0, &r1, &c0, &c1);
    for (int r = r0; r <= r1; r++) {
        for (int c = c0; c <= c1; c++) {
            if (Patience_Check(game, r, c) == PATIENCE_OK) {
                cells[count++] = (uint8_t)Patience_Cell(r, c);
            }
        }
    }
    return count;
}

int Patience_LegalMask(const PatienceGame *game, uint64_t mask[2])
{
    uint8_t cells[PATIENCE_CELLS];
    int count = Patience_LegalCells(game, cells);
    mask[0] = mask[1] = 0;
    for (int i = 0; i < count; i++) {
        mask[cells[i] >> 6] |= (uint64_t)1 << (cells[i] & 63);
    }
    return count;
}

PatienceStatus Patience_Place(PatienceGame *game, int row, int col)
{
    PatienceStatus status = Patience_Check(game, row, col);
    if (status != PATIENCE_OK) {
        return status;
    }
    game->board[row][col] = game->deal[game->placed];
    game->moves[game->placed] = (uint8_t)Patience_Cell(row, col);
    game->placed++;
    GrowBox(game, row, col);
    return PATIENCE_OK;
}

bool Patience_Undo(PatienceGame *game)
{
    if (game->placed == 0) {
        return false;
    }
    game->placed--;
    int cell = game->moves[game->placed];
    game->board[Patience_CellRow(cell)][Patience_CellCol(cell)] = CARD_NONE;
    game->moves[game->placed] = 0; /* so that an undone game equals one never played that far */
    /* The box cannot shrink incrementally; rebuilding it from at most 24 moves is cheap. */
    ClearBox(game);
    for (int i = 0; i < game->placed; i++) {
        GrowBox(game, Patience_CellRow(game->moves[i]), Patience_CellCol(game->moves[i]));
    }
    return true;
}

const char *Patience_StatusText(PatienceStatus status)
{
    static const char *const text[PATIENCE_STATUS_COUNT] = {
        "legal",
        "the game is over: all 25 cards are laid",
        "that cell is off the board",
        "that cell already holds a card",
        "the first card starts the layout",
        "that cell is outside the square",
        "a card must touch one already laid, side by side or corner to corner",
        "a card must lie directly above, below, left or right of the card laid last",
        "the layout would span more than five rows",
        "the layout would span more than five columns",
    };
    return (unsigned)status < PATIENCE_STATUS_COUNT ? text[status] : "?";
}

const char *Patience_StatusKey(PatienceStatus status)
{
    static const char *const keys[PATIENCE_STATUS_COUNT] = {
        "ok",           "game-over",        "off-board",     "occupied",         "not-centre", "outside-square",
        "not-touching", "not-next-to-last", "too-many-rows", "too-many-columns",
    };
    return (unsigned)status < PATIENCE_STATUS_COUNT ? keys[status] : "?";
}

bool Patience_IsComplete(const PatienceGame *game)
{
    return game->placed >= PATIENCE_CARDS;
}

bool Patience_IsStuck(const PatienceGame *game)
{
    uint8_t cells[PATIENCE_CELLS];
    return !Patience_IsComplete(game) && Patience_LegalCells(game, cells) == 0;
}

static void SquareOrigin(const PatienceGame *game, int *top, int *left)
{
    if (!IsFloating(game) || game->placed == 0) {
        /* The fixed frame, or before the first card the square centred on the centre. */
        *top = *left = PATIENCE_FREE_FIRST;
    } else {
        *top = game->top;
        *left = game->left;
    }
}

bool Patience_Square(const PatienceGame *game, Card sq[PATIENCE_SIDE][PATIENCE_SIDE], int *top, int *left)
{
    int t, l;
    SquareOrigin(game, &t, &l);
    for (int r = 0; r < SIDE; r++) {
        for (int c = 0; c < SIDE; c++) {
            /* The box never spans more than five, and the centre is laid: t, l <= 4, so t + 4 <= 8. */
            sq[r][c] = game->board[t + r][l + c];
        }
    }
    if (top != NULL) {
        *top = t;
    }
    if (left != NULL) {
        *left = l;
    }
    return Patience_IsComplete(game);
}

void Patience_Lines(const PatienceGame *game, PatienceLine lines[PATIENCE_LINES])
{
    int first[2], span[2];
    if (!IsFloating(game)) {
        first[0] = first[1] = PATIENCE_FREE_FIRST;
        span[0] = span[1] = SIDE;
    } else if (game->placed == 0) {
        first[0] = first[1] = 0;
        span[0] = span[1] = 0;
    } else {
        first[0] = game->top;
        span[0] = game->bottom - game->top + 1;
        first[1] = game->left;
        span[1] = game->right - game->left + 1;
    }
    for (int i = 0; i < PATIENCE_LINES; i++) {
        PatienceLine *line = &lines[i];
        int axis = i / SIDE;
        int k = i % SIDE;
        memset(line, 0, sizeof *line);
        memset(line->cards, CARD_NONE, sizeof line->cards);
        line->isColumn = axis == 1;
        line->hand = POKER_NOTHING;
        if (k >= span[axis]) {
            line->at = -1;
            continue;
        }
        line->at = (int8_t)(first[axis] + k);
        for (int j = 0; j < PATIENCE_BOARD; j++) {
            Card card = axis == 0 ? game->board[line->at][j] : game->board[j][line->at];
            if (card != CARD_NONE && line->count < SIDE) {
                line->cards[line->count++] = card;
            }
        }
        if (line->count == SIDE) {
            line->points = (int16_t)Patience_ScoreHand(game->variant.table, line->cards, &line->hand);
        }
    }
}

int Patience_Score(const PatienceGame *game)
{
    PatienceLine lines[PATIENCE_LINES];
    Patience_Lines(game, lines);
    int total = 0;
    for (int i = 0; i < PATIENCE_LINES; i++) {
        total += lines[i].points;
    }
    return total;
}

PatienceRoom Patience_Room(const PatienceGame *game)
{
    PatienceRoom room = {0, 0, 0, 0};
    if (!IsFloating(game)) {
        return room;
    }
    if (game->placed == 0) {
        room.up = room.down = room.left = room.right = SIDE - 1;
        return room;
    }
    room.up = room.down = SIDE - (game->bottom - game->top + 1);
    room.left = room.right = SIDE - (game->right - game->left + 1);
    return room;
}

static uint64_t Fnv(uint64_t h, const void *data, size_t size)
{
    const uint8_t *p = data;
    for (size_t i = 0; i < size; i++) {
        h ^= p[i];
        h *= 0x100000001B3ull;
    }
    return h;
}

uint64_t Patience_StateHash(const PatienceGame *game)
{
    /* Field by field in a fixed byte order, never the struct itself: padding and endianness stay out. */
    uint8_t head[12];
    head[0] = (uint8_t)game->variant.layout;
    head[1] = (uint8_t)game->variant.table;
    for (int i = 0; i < 8; i++) {
        head[2 + i] = (uint8_t)(game->seed >> (8 * i));
    }
    head[10] = game->placed;
    head[11] = 0;
    uint64_t h = 0xCBF29CE484222325ull;
    h = Fnv(h, head, sizeof head);
    h = Fnv(h, game->deal, sizeof game->deal);
    h = Fnv(h, game->moves, game->placed);
    h = Fnv(h, game->board, sizeof game->board);
    int8_t box[4] = {game->top, game->bottom, game->left, game->right};
    return Fnv(h, box, sizeof box);
}
