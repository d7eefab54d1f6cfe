/* test_patience.c: the Poker Patience layouts, the tables, and the book's Serpent problem. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "patience/patience.h"
#include "rng.h"

/* Bergholt's problem, in the order dealt, and the book's two layouts (rows top to bottom). */
static const char kBookDeal[] = "6D 5S QC QD QH 10H 10C 6H 3C JH AH 5H 8H KH QS 4H 2C 2D 7H JS 3S 3H 3D 6S 2H";
static const char kBook78[] = "8H 5H 3C 6H 10C / KH AH JH QH 10H / QS 4H 2C QD QC / 6S 2H 2D 7H 5S / 3D 3H 3S JS 6D";
static const char kBook81[] = "8H 5H 3C 6H 10C / KH AH JH QH 10H / QS JS 3S QD QC / 4H 7H 3H 6D 5S / 2C 2D 3D 6S 2H";

static void Parse25(const char *text, Card out[PATIENCE_CARDS])
{
    assert_int_equal(Card_ParseList(text, out, PATIENCE_CARDS, NULL), PATIENCE_CARDS);
}

static PatienceVariant Variant(PatienceLayout layout, PatienceTable table)
{
    PatienceVariant v = {layout, table};
    return v;
}

static void NewBookGame(PatienceGame *game, PatienceLayout layout)
{
    Card deal[PATIENCE_CARDS];
    Parse25(kBookDeal, deal);
    assert_true(Patience_NewGameWithDeal(game, Variant(layout, PATIENCE_TABLE_ENGLISH), 0, deal));
}

/* Lays the book's deal so that it ends as the given square, first card at the centre. */
static void LayAsSquare(PatienceGame *game, const char *squareText)
{
    Card square[PATIENCE_CARDS];
    Parse25(squareText, square);
    int r0 = -1, c0 = -1;
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        int at = -1;
        for (int k = 0; k < PATIENCE_CARDS; k++) {
            if (square[k] == game->deal[i]) {
                at = k;
            }
        }
        assert_true(at >= 0);
        if (i == 0) {
            r0 = at / 5;
            c0 = at % 5;
        }
        int row = PATIENCE_CENTRE + at / 5 - r0;
        int col = PATIENCE_CENTRE + at % 5 - c0;
        assert_int_equal(Patience_Place(game, row, col), PATIENCE_OK);
    }
}

static void test_first_card_at_centre(void **state)
{
    (void)state;
    PatienceGame g;
    Patience_NewGame(&g, Patience_DefaultVariant(), 7);
    uint8_t cells[PATIENCE_CELLS];
    assert_int_equal(Patience_LegalCells(&g, cells), 1);
    assert_int_equal(cells[0], Patience_Cell(4, 4));
    assert_int_equal(Patience_Place(&g, 3, 3), PATIENCE_NOT_CENTRE);
    assert_int_equal(Patience_Place(&g, -1, 3), PATIENCE_OFF_BOARD);
    assert_int_equal(Patience_Place(&g, 4, 9), PATIENCE_OFF_BOARD);
    assert_int_equal(g.placed, 0);
    assert_int_equal(Patience_CurrentCard(&g), g.deal[0]);
    assert_int_equal(Patience_Place(&g, 4, 4), PATIENCE_OK);
    assert_int_equal(g.board[4][4], g.deal[0]);
    assert_int_equal(Patience_CurrentCard(&g), g.deal[1]);
    assert_int_equal(Patience_Place(&g, 4, 4), PATIENCE_OCCUPIED);
}

static void test_hoyle_touching(void **state)
{
    (void)state;
    PatienceGame g;
    Patience_NewGame(&g, Patience_DefaultVariant(), 7);
    assert_int_equal(Patience_Place(&g, 4, 4), PATIENCE_OK);
    /* Eight neighbours, corner to corner included. */
    uint8_t cells[PATIENCE_CELLS];
    assert_int_equal(Patience_LegalCells(&g, cells), 8);
    assert_int_equal(Patience_Check(&g, 4, 6), PATIENCE_NOT_TOUCHING);
    assert_int_equal(Patience_Check(&g, 2, 2), PATIENCE_NOT_TOUCHING);
    assert_int_equal(Patience_Place(&g, 3, 3), PATIENCE_OK); /* diagonal */
    assert_int_equal(Patience_Place(&g, 2, 2), PATIENCE_OK); /* diagonal of the diagonal */
    assert_int_equal(Patience_Place(&g, 5, 5), PATIENCE_OK); /* touches the first card, not the last */
    assert_int_equal(Patience_Place(&g, 3, 6), PATIENCE_NOT_TOUCHING);
    assert_string_equal(Patience_StatusKey(PATIENCE_NOT_TOUCHING), "not-touching");
    assert_non_null(strstr(Patience_StatusText(PATIENCE_NOT_TOUCHING), "corner to corner"));
}

static void test_serpent_rook_steps(void **state)
{
    (void)state;
    PatienceGame g;
    NewBookGame(&g, PATIENCE_LAYOUT_SERPENT);
    assert_int_equal(Patience_Place(&g, 3, 4), PATIENCE_NOT_CENTRE);
    assert_int_equal(Patience_Place(&g, 4, 4), PATIENCE_OK);
    uint8_t cells[PATIENCE_CELLS];
    assert_int_equal(Patience_LegalCells(&g, cells), 4);
    assert_int_equal(cells[0], Patience_Cell(3, 4));
    assert_int_equal(cells[1], Patience_Cell(4, 3));
    assert_int_equal(cells[2], Patience_Cell(4, 5));
    assert_int_equal(cells[3], Patience_Cell(5, 4));
    assert_int_equal(Patience_Place(&g, 5, 5), PATIENCE_NOT_NEXT_TO_LAST); /* corner to corner does not count */
    assert_int_equal(Patience_Place(&g, 4, 6), PATIENCE_NOT_NEXT_TO_LAST);
    assert_int_equal(Patience_Place(&g, 4, 5), PATIENCE_OK);
    /* Beside the first card, but not the last: refused. */
    assert_int_equal(Patience_Place(&g, 4, 3), PATIENCE_NOT_NEXT_TO_LAST);
    assert_int_equal(Patience_Place(&g, 3, 4), PATIENCE_NOT_NEXT_TO_LAST);
    assert_int_equal(Patience_Place(&g, 3, 5), PATIENCE_OK);
}

static void test_serpent_dead_end(void **state)
{
    (void)state;
    PatienceGame g;
    NewBookGame(&g, PATIENCE_LAYOUT_SERPENT);
    /* Round the cell right of the centre and into it: its four neighbours are laid, the serpent is stuck. */
    static const int8_t pocket[][2] = {{4, 4}, {3, 4}, {3, 5}, {3, 6}, {4, 6}, {5, 6}, {5, 5}, {4, 5}};
    for (int i = 0; i < 8; i++) {
        assert_false(Patience_IsStuck(&g));
        assert_int_equal(Patience_Place(&g, pocket[i][0], pocket[i][1]), PATIENCE_OK);
    }
    assert_true(Patience_IsStuck(&g));
    assert_false(Patience_IsComplete(&g));
    assert_true(Patience_Undo(&g));
    assert_false(Patience_IsStuck(&g));

    /* A dead end made by the bounds: five columns along row 4, back along row 3, then up column 4 to row 0. */
    NewBookGame(&g, PATIENCE_LAYOUT_SERPENT);
    for (int c = 4; c <= 8; c++) {
        assert_int_equal(Patience_Place(&g, 4, c), PATIENCE_OK);
    }
    for (int c = 8; c >= 4; c--) {
        assert_int_equal(Patience_Place(&g, 3, c), PATIENCE_OK);
    }
    for (int r = 2; r >= 0; r--) {
        assert_int_equal(Patience_Place(&g, r, 4), PATIENCE_OK);
    }
    assert_int_equal(Patience_Check(&g, 0, 3), PATIENCE_TOO_MANY_COLUMNS);
    assert_int_equal(Patience_Check(&g, -1, 4), PATIENCE_OFF_BOARD);
    assert_int_equal(Patience_Place(&g, 0, 5), PATIENCE_OK);
    assert_int_equal(Patience_Place(&g, 1, 5), PATIENCE_OK);
    assert_int_equal(Patience_Place(&g, 2, 5), PATIENCE_OK);
    /* (2,5): left (2,4) and below (3,5) laid, above (1,5) just came from; only (2,6) remains. */
    uint8_t cells[PATIENCE_CELLS];
    assert_int_equal(Patience_LegalCells(&g, cells), 1);
    assert_int_equal(cells[0], Patience_Cell(2, 6));
    assert_int_equal(Patience_Place(&g, 5, 5), PATIENCE_NOT_NEXT_TO_LAST);
}

static void test_five_rows_and_columns(void **state)
{
    (void)state;
    PatienceGame g;
    Patience_NewGame(&g, Patience_DefaultVariant(), 3);
    PatienceRoom room = Patience_Room(&g);
    assert_int_equal(room.up, 4);
    assert_int_equal(room.left, 4);
    assert_int_equal(Patience_Place(&g, 4, 4), PATIENCE_OK);
    room = Patience_Room(&g);
    assert_int_equal(room.up, 4);
    assert_int_equal(room.down, 4);
    assert_int_equal(Patience_Place(&g, 3, 4), PATIENCE_OK);
    room = Patience_Room(&g);
    assert_int_equal(room.up, 3);
    assert_int_equal(room.down, 3);
    assert_int_equal(room.left, 4);
    assert_int_equal(room.right, 4);
    for (int r = 2; r >= 0; r--) {
        assert_int_equal(Patience_Place(&g, r, 4), PATIENCE_OK);
    }
    room = Patience_Room(&g);
    assert_int_equal(room.up, 0);
    assert_int_equal(room.down, 0);
    assert_int_equal(room.left, 4);
    /* A sixth row is refused straight below, and corner to corner too. */
    assert_int_equal(Patience_Place(&g, 5, 4), PATIENCE_TOO_MANY_ROWS);
    assert_int_equal(Patience_Place(&g, 5, 5), PATIENCE_TOO_MANY_ROWS);
    assert_int_equal(Patience_Place(&g, 4, 5), PATIENCE_OK);
    assert_int_equal(g.top, 0);
    assert_int_equal(g.bottom, 4);

    Patience_NewGame(&g, Patience_DefaultVariant(), 3);
    for (int c = 4; c <= 8; c++) {
        assert_int_equal(Patience_Place(&g, 4, c), PATIENCE_OK);
    }
    room = Patience_Room(&g);
    assert_int_equal(room.left, 0);
    assert_int_equal(room.right, 0);
    assert_int_equal(room.up, 4);
    assert_int_equal(Patience_Place(&g, 4, 3), PATIENCE_TOO_MANY_COLUMNS);
    assert_int_equal(Patience_Place(&g, 3, 3), PATIENCE_TOO_MANY_COLUMNS);
    assert_int_equal(Patience_Place(&g, 3, 8), PATIENCE_OK);
    uint8_t cells[PATIENCE_CELLS];
    int n = Patience_LegalCells(&g, cells);
    for (int i = 0; i < n; i++) {
        assert_true(Patience_CellCol(cells[i]) >= 4);
    }
}

static void test_free_square(void **state)
{
    (void)state;
    PatienceGame g;
    Patience_NewGame(&g, Variant(PATIENCE_LAYOUT_FREE, PATIENCE_TABLE_ENGLISH), 5);
    uint8_t cells[PATIENCE_CELLS];
    assert_int_equal(Patience_LegalCells(&g, cells), 25);
    assert_int_equal(Patience_Place(&g, 1, 3), PATIENCE_OUTSIDE_SQUARE);
    assert_int_equal(Patience_Place(&g, 7, 7), PATIENCE_OUTSIDE_SQUARE);
    assert_int_equal(Patience_Place(&g, 2, 2), PATIENCE_OK);
    assert_int_equal(Patience_Place(&g, 6, 6), PATIENCE_OK); /* no contact needed */
    assert_int_equal(Patience_Place(&g, 6, 6), PATIENCE_OCCUPIED);
    assert_int_equal(Patience_LegalCells(&g, cells), 23);
    PatienceRoom room = Patience_Room(&g);
    assert_int_equal(room.up + room.down + room.left + room.right, 0);
    PatienceLine lines[PATIENCE_LINES];
    Patience_Lines(&g, lines);
    assert_int_equal(lines[0].at, 2);
    assert_int_equal(lines[0].count, 1);
    assert_int_equal(lines[4].at, 6);
    assert_int_equal(lines[9].count, 1);
    assert_int_equal(lines[2].count, 0);
}

/* Every legal cell passes Patience_Check and no other cell of the board does. */
static void CheckLegalList(const PatienceGame *g)
{
    uint64_t mask[2];
    int n = Patience_LegalMask(g, mask);
    int counted = 0;
    for (int cell = 0; cell < PATIENCE_CELLS; cell++) {
        bool inMask = (mask[cell >> 6] >> (cell & 63) & 1u) != 0;
        assert_int_equal(inMask, Patience_IsLegal(g, Patience_CellRow(cell), Patience_CellCol(cell)));
        counted += inMask;
    }
    assert_int_equal(counted, n);
}

static void test_random_playouts(void **state)
{
    (void)state;
    Rng rng = Rng_Make(2024);
    int stuckSerpents = 0;
    for (int seed = 1; seed <= 600; seed++) {
        for (int layout = 0; layout < PATIENCE_LAYOUT_COUNT; layout++) {
            PatienceGame g;
            Patience_NewGame(&g, Variant((PatienceLayout)layout, (PatienceTable)(seed & 1)), (uint64_t)seed);
            while (!Patience_IsComplete(&g)) {
                uint8_t cells[PATIENCE_CELLS];
                int n = Patience_LegalCells(&g, cells);
                if (seed <= 40) {
                    CheckLegalList(&g);
                }
                if (layout == PATIENCE_LAYOUT_SERPENT && n == 0) {
                    assert_true(Patience_IsStuck(&g));
                    stuckSerpents++;
                    break;
                }
                /* With the book's rule and the free square, a legal cell always exists until the 25th card. */
                assert_true(n > 0);
                int cell = cells[Rng_Below(&rng, (uint64_t)n)];
                assert_int_equal(Patience_Place(&g, Patience_CellRow(cell), Patience_CellCol(cell)), PATIENCE_OK);
                assert_true(g.bottom - g.top < 5 && g.right - g.left < 5);
            }
            if (!Patience_IsComplete(&g)) {
                continue;
            }
            assert_false(Patience_IsStuck(&g));
            assert_int_equal(Patience_Place(&g, 4, 4), PATIENCE_GAME_OVER);
            assert_int_equal(Patience_CurrentCard(&g), CARD_NONE);
            Card sq[PATIENCE_SIDE][PATIENCE_SIDE];
            int top, left;
            assert_true(Patience_Square(&g, sq, &top, &left));
            Card flat[PATIENCE_CARDS];
            for (int i = 0; i < PATIENCE_CARDS; i++) {
                flat[i] = sq[i / 5][i % 5];
                assert_true(flat[i] != CARD_NONE);
            }
            assert_true(Patience_CheckCards(flat, PATIENCE_CARDS, NULL));
            assert_int_equal(Patience_Score(&g), Patience_ScoreSquare(flat, g.variant.table, NULL));
            PatienceRoom room = Patience_Room(&g);
            assert_int_equal(room.up + room.down + room.left + room.right, 0);
        }
    }
    assert_true(stuckSerpents > 0); /* random serpents do run into dead ends */
}

static void test_book_serpent_layouts(void **state)
{
    (void)state;
    for (int layout = 0; layout < PATIENCE_LAYOUT_COUNT; layout += 2) { /* serpent, and hoyle allows it too */
        PatienceGame g;
        NewBookGame(&g, (PatienceLayout)(layout == 0 ? PATIENCE_LAYOUT_SERPENT : PATIENCE_LAYOUT_HOYLE));
        LayAsSquare(&g, kBook81);
        assert_true(Patience_IsComplete(&g));
        assert_int_equal(Patience_Score(&g), 81);
        NewBookGame(&g, (PatienceLayout)(layout == 0 ? PATIENCE_LAYOUT_SERPENT : PATIENCE_LAYOUT_HOYLE));
        LayAsSquare(&g, kBook78);
        assert_int_equal(Patience_Score(&g), 78);
    }
    /* The book's line by line account of 81: rows 0 30 6 12 6, columns 0 0 16 10 1. */
    Card sq[PATIENCE_CARDS];
    Parse25(kBook81, sq);
    PatienceLine lines[PATIENCE_LINES];
    assert_int_equal(Patience_ScoreSquare(sq, PATIENCE_TABLE_ENGLISH, lines), 81);
    static const int points81[PATIENCE_LINES] = {0, 30, 6, 12, 6, 0, 0, 16, 10, 1};
    for (int i = 0; i < PATIENCE_LINES; i++) {
        assert_int_equal(lines[i].points, points81[i]);
    }
    assert_int_equal(lines[7].hand, POKER_FOURS);
    assert_int_equal(lines[8].hand, POKER_FULL);
    assert_true(lines[8].isColumn);
    /* 78: A-2-3-4-5 of hearts down the second column is a straight flush (the ace low). */
    Parse25(kBook78, sq);
    assert_int_equal(Patience_ScoreSquare(sq, PATIENCE_TABLE_ENGLISH, lines), 78);
    assert_int_equal(lines[6].hand, POKER_STRAIGHT_FLUSH);
    assert_int_equal(lines[6].points, 30);
}

/* Depth-first over every serpent game of the book's deal, with Place and Undo only. */
typedef struct Search {
    long complete;
    int best;
    int bestCount;
} Search;

static void Explore(PatienceGame *g, Search *s)
{
    if (Patience_IsComplete(g)) {
        int score = Patience_Score(g);
        s->complete++;
        if (score > s->best) {
            s->best = score;
            s->bestCount = 0;
        }
        s->bestCount += score == s->best;
        return;
    }
    uint8_t cells[PATIENCE_CELLS];
    int n = Patience_LegalCells(g, cells);
    for (int i = 0; i < n; i++) {
        assert_int_equal(Patience_Place(g, Patience_CellRow(cells[i]), Patience_CellCol(cells[i])), PATIENCE_OK);
        Explore(g, s);
        assert_true(Patience_Undo(g));
    }
}

static void test_serpent_all_paths(void **state)
{
    (void)state;
    PatienceGame g;
    NewBookGame(&g, PATIENCE_LAYOUT_SERPENT);
    uint64_t before = Patience_StateHash(&g);
    Search s = {0, -1, 0};
    Explore(&g, &s);
    /* Each directed rook's path over the 5x5 square is exactly one floating serpent game. */
    assert_int_equal(s.complete, 8648);
    assert_int_equal(s.best, 81);
    assert_int_equal(s.bestCount, 8); /* the book's solution and its 7 rotations and reflections */
    assert_int_equal(Patience_StateHash(&g), before);
}

static void test_tables(void **state)
{
    (void)state;
    Card royal[5];
    assert_int_equal(Card_ParseList("AH KH QH JH 10H", royal, 5, NULL), 5);
    PokerClass c;
    assert_int_equal(Patience_ScoreHand(PATIENCE_TABLE_ENGLISH, royal, &c), 30);
    assert_int_equal(c, POKER_STRAIGHT_FLUSH);
    assert_int_equal(Patience_ScoreHand(PATIENCE_TABLE_AMERICAN, royal, &c), 100);
    assert_int_equal(c, POKER_ROYAL_FLUSH);
    static const int english[POKER_CLASS_COUNT] = {0, 1, 3, 6, 12, 5, 10, 16, 30, 30};
    static const int american[POKER_CLASS_COUNT] = {0, 2, 5, 10, 15, 20, 25, 50, 75, 100};
    for (int k = 0; k < POKER_CLASS_COUNT; k++) {
        assert_int_equal(Patience_ClassPoints(PATIENCE_TABLE_ENGLISH, (PokerClass)k), english[k]);
        assert_int_equal(Patience_ClassPoints(PATIENCE_TABLE_AMERICAN, (PokerClass)k), american[k]);
    }
    assert_int_equal(Patience_MaxLinePoints(PATIENCE_TABLE_AMERICAN), 100);
    assert_int_equal(Patience_TableFromName("American"), PATIENCE_TABLE_AMERICAN);
    assert_int_equal(Patience_TableFromName("french"), PATIENCE_TABLE_COUNT);
    assert_int_equal(Patience_LayoutFromName("serpent"), PATIENCE_LAYOUT_SERPENT);
    assert_string_equal(Patience_LayoutName(PATIENCE_LAYOUT_FREE), "free");

    /* The book's 81 under the American table: its straight flush K-A-J-Q-10 of hearts is royal (100), then
       threes 10, straight 15, threes 10; fours 50, full 25, pair 2. */
    Card sq[PATIENCE_CARDS];
    Parse25(kBook81, sq);
    PatienceLine lines[PATIENCE_LINES];
    assert_int_equal(Patience_ScoreSquare(sq, PATIENCE_TABLE_AMERICAN, lines), 100 + 10 + 15 + 10 + 50 + 25 + 2);
    assert_int_equal(lines[1].hand, POKER_ROYAL_FLUSH);
    sq[0] = CARD_JOKER;
    assert_int_equal(Patience_ScoreSquare(sq, PATIENCE_TABLE_ENGLISH, NULL), -1);
}

static void test_undo_restores(void **state)
{
    (void)state;
    Rng rng = Rng_Make(99);
    for (int layout = 0; layout < PATIENCE_LAYOUT_COUNT; layout++) {
        PatienceGame g;
        Patience_NewGame(&g, Variant((PatienceLayout)layout, PATIENCE_TABLE_ENGLISH), 1234);
        PatienceGame fresh = g;
        assert_false(Patience_Undo(&g));
        uint64_t hashes[PATIENCE_CARDS + 1];
        PatienceGame states[PATIENCE_CARDS + 1];
        hashes[0] = Patience_StateHash(&g);
        states[0] = g;
        while (!Patience_IsComplete(&g)) {
            uint8_t cells[PATIENCE_CELLS];
            int n = Patience_LegalCells(&g, cells);
            if (n == 0) {
                break;
            }
            int cell = cells[Rng_Below(&rng, (uint64_t)n)];
            assert_int_equal(Patience_Place(&g, Patience_CellRow(cell), Patience_CellCol(cell)), PATIENCE_OK);
            hashes[g.placed] = Patience_StateHash(&g);
            states[g.placed] = g;
            assert_true(hashes[g.placed] != hashes[g.placed - 1]);
        }
        while (g.placed > 0) {
            assert_true(Patience_Undo(&g));
            assert_int_equal(Patience_StateHash(&g), hashes[g.placed]);
            assert_memory_equal(g.board, states[g.placed].board, sizeof g.board);
            assert_memory_equal(g.moves, states[g.placed].moves, sizeof g.moves);
            assert_int_equal(g.top, states[g.placed].top);
            assert_int_equal(g.bottom, states[g.placed].bottom);
            assert_int_equal(g.left, states[g.placed].left);
            assert_int_equal(g.right, states[g.placed].right);
        }
        assert_int_equal(Patience_StateHash(&g), Patience_StateHash(&fresh));
    }
}

static void test_lines_of_floating_layout(void **state)
{
    (void)state;
    PatienceGame g;
    NewBookGame(&g, PATIENCE_LAYOUT_HOYLE);
    PatienceLine lines[PATIENCE_LINES];
    Patience_Lines(&g, lines);
    for (int i = 0; i < PATIENCE_LINES; i++) {
        assert_int_equal(lines[i].at, -1);
        assert_int_equal(lines[i].count, 0);
    }
    assert_int_equal(Patience_Place(&g, 4, 4), PATIENCE_OK); /* 6D */
    assert_int_equal(Patience_Place(&g, 3, 5), PATIENCE_OK); /* 5S */
    Patience_Lines(&g, lines);
    assert_int_equal(lines[0].at, 3);
    assert_int_equal(lines[0].count, 1);
    assert_int_equal(lines[0].cards[0], g.deal[1]);
    assert_int_equal(lines[1].at, 4);
    assert_int_equal(lines[2].at, -1);
    assert_int_equal(lines[5].at, 4);
    assert_int_equal(lines[6].at, 5);
    assert_int_equal(lines[7].at, -1);
    assert_int_equal(Patience_Score(&g), 0);
    Card sq[PATIENCE_SIDE][PATIENCE_SIDE];
    int top, left;
    assert_false(Patience_Square(&g, sq, &top, &left));
    assert_int_equal(top, 3);
    assert_int_equal(left, 4);
    assert_int_equal(sq[1][0], g.deal[0]);
    assert_int_equal(sq[0][1], g.deal[1]);
    assert_int_equal(sq[0][0], CARD_NONE);
}

static void test_new_game_checks(void **state)
{
    (void)state;
    PatienceGame g;
    Patience_NewGame(&g, Patience_DefaultVariant(), 1);
    /* The first 25 cards of the seed's shuffled whist pack (see the CLI deal tests). */
    char text[PATIENCE_CARDS * CARD_TEXT_MAX + 1];
    Card_FormatList(g.deal, 10, text, sizeof text);
    assert_string_equal(text, "AH 8S QS 7D 6S QC 3C 7S 6D KS");
    Card deal[PATIENCE_CARDS];
    Parse25(kBookDeal, deal);
    deal[24] = deal[3];
    PatienceGame before = g;
    assert_false(Patience_NewGameWithDeal(&g, Patience_DefaultVariant(), 0, deal));
    assert_int_equal(Patience_StateHash(&g), Patience_StateHash(&before));
    int bad = -1;
    assert_false(Patience_CheckCards(deal, PATIENCE_CARDS, &bad));
    assert_int_equal(bad, 24);
    deal[24] = CARD_JOKER;
    assert_false(Patience_CheckCards(deal, PATIENCE_CARDS, &bad));
    PatienceVariant badVariant = {PATIENCE_LAYOUT_COUNT, PATIENCE_TABLE_ENGLISH};
    Parse25(kBookDeal, deal);
    assert_false(Patience_NewGameWithDeal(&g, badVariant, 0, deal));
}

static void test_settlement(void **state)
{
    (void)state;
    /* The book: A 87, B 81, C 78, D 78, E 65 give A +46, B +16, C +1, D +1, E -64. */
    static const int scores[5] = {87, 81, 78, 78, 65};
    int balance[5];
    Patience_Settle(scores, 5, balance);
    assert_int_equal(balance[0], 46);
    assert_int_equal(balance[1], 16);
    assert_int_equal(balance[2], 1);
    assert_int_equal(balance[3], 1);
    assert_int_equal(balance[4], -64);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_first_card_at_centre),  cmocka_unit_test(test_hoyle_touching),
        cmocka_unit_test(test_serpent_rook_steps),    cmocka_unit_test(test_serpent_dead_end),
        cmocka_unit_test(test_five_rows_and_columns), cmocka_unit_test(test_free_square),
        cmocka_unit_test(test_random_playouts),       cmocka_unit_test(test_book_serpent_layouts),
        cmocka_unit_test(test_serpent_all_paths),     cmocka_unit_test(test_tables),
        cmocka_unit_test(test_undo_restores),         cmocka_unit_test(test_lines_of_floating_layout),
        cmocka_unit_test(test_new_game_checks),       cmocka_unit_test(test_settlement),
    };
    return cmocka_run_group_tests(tests, 0, NULL);
}
