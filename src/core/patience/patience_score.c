/* patience_score.c: the English and American tables and the scoring of lines, squares and settlements. */
#include "patience_score.h"

#include <string.h>
#include <strings.h>

static const char *const kTableNames[PATIENCE_TABLE_COUNT] = {"english", "american"};

/* Indexed by PokerClass: nothing, pair, two pairs, threes, straight, flush, full, fours, SF, royal. */
static const int16_t kPoints[PATIENCE_TABLE_COUNT][POKER_CLASS_COUNT] = {
    {0, 1, 3, 6, 12, 5, 10, 16, 30, 30},
    {0, 2, 5, 10, 15, 20, 25, 50, 75, 100},
};

const char *Patience_TableName(PatienceTable table)
{
    return (unsigned)table < PATIENCE_TABLE_COUNT ? kTableNames[table] : "?";
}

PatienceTable Patience_TableFromName(const char *name)
{
    for (int t = 0; t < PATIENCE_TABLE_COUNT; t++) {
        if (strcasecmp(name, kTableNames[t]) == 0) {
            return (PatienceTable)t;
        }
    }
    return PATIENCE_TABLE_COUNT;
}

int Patience_ClassPoints(PatienceTable table, PokerClass hand)
{
    if ((unsigned)table >= PATIENCE_TABLE_COUNT || (unsigned)hand >= POKER_CLASS_COUNT) {
        return 0;
    }
    return kPoints[table][hand];
}

PokerClass Patience_TableClass(PatienceTable table, PokerClass hand)
{
    if (table == PATIENCE_TABLE_ENGLISH && hand == POKER_ROYAL_FLUSH) {
        return POKER_STRAIGHT_FLUSH;
    }
    return hand;
}

int Patience_ScoreHand(PatienceTable table, const Card cards[PATIENCE_SIDE], PokerClass *hand)
{
    PokerClass c = Patience_TableClass(table, Poker_Classify(cards));
    if (hand != NULL) {
        *hand = c;
    }
    return Patience_ClassPoints(table, c);
}

int Patience_ScoreSquare(const Card cards[PATIENCE_SIDE * PATIENCE_SIDE], PatienceTable table,
                         PatienceLine lines[PATIENCE_LINES])
{
    for (int i = 0; i < PATIENCE_SIDE * PATIENCE_SIDE; i++) {
        if (Card_Index52(cards[i]) < 0) {
            return -1;
        }
    }
    int total = 0;
    for (int i = 0; i < PATIENCE_LINES; i++) {
        PatienceLine line;
        memset(&line, 0, sizeof line);
        line.isColumn = i >= PATIENCE_SIDE;
        line.at = (int8_t)(i % PATIENCE_SIDE);
        line.count = PATIENCE_SIDE;
        for (int k = 0; k < PATIENCE_SIDE; k++) {
            line.cards[k] = line.isColumn ? cards[k * PATIENCE_SIDE + line.at] : cards[line.at * PATIENCE_SIDE + k];
        }
        line.points = (int16_t)Patience_ScoreHand(table, line.cards, &line.hand);
        total += line.points;
        if (lines != NULL) {
            lines[i] = line;
        }
    }
    return total;
}

int Patience_MaxLinePoints(PatienceTable table)
{
    return Patience_ClassPoints(table, POKER_ROYAL_FLUSH);
}

void Patience_Settle(const int *scores, int count, int *balance)
{
    int sum = 0;
    for (int i = 0; i < count; i++) {
        sum += scores[i];
    }
    for (int i = 0; i < count; i++) {
        balance[i] = count * scores[i] - sum;
    }
}
