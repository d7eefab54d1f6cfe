/* patience_table_demo.c: the tables nobody plays by hand: the screenshots' demo deal and hint, and the attract mode. */
#include "games/patience/patience_table.h"

#include "games/patience/challenges/patience_challenge_scenes.h"
#include "games/patience/patience_scenes.h"

#include <stdlib.h>

/*
 * The demo's player: the legal cell whose row and column already hold the
 * most cards of its rank, then its suit, inside the layout first.
 */
static int DemoChoice(const PatienceGame *game)
{
    uint8_t cells[PATIENCE_CELLS];
    int n = Patience_LegalCells(game, cells);
    Card card = Patience_CurrentCard(game);
    int best = n > 0 ? cells[0] : -1;
    int bestScore = -1;
    for (int i = 0; i < n; i++) {
        int r = Patience_CellRow(cells[i]);
        int c = Patience_CellCol(cells[i]);
        int score = 0;
        for (int k = 0; k < PATIENCE_BOARD; k++) {
            Card inRow = game->board[r][k];
            Card inCol = game->board[k][c];
            if (inRow != CARD_NONE) {
                score += (Card_Rank(inRow) == Card_Rank(card)) * 4 + (Card_Suit(inRow) == Card_Suit(card)) * 2 + 1;
            }
            if (inCol != CARD_NONE) {
                score += (Card_Rank(inCol) == Card_Rank(card)) * 4 + (Card_Suit(inCol) == Card_Suit(card)) * 2 + 1;
            }
        }
        /* Filling in before spreading out completes lines sooner, which is what a screenshot wants to show. */
        if (game->placed > 0 && r >= game->top && r <= game->bottom && c >= game->left && c <= game->right) {
            score += 3;
        }
        if (score > bestScore) {
            bestScore = score;
            best = cells[i];
        }
    }
    return best;
}

Scene *PatienceTableScene_CreateDemo(App *app)
{
    (void)app;
    PtTable *t = PtTable_Alloc();
    if (t == NULL) {
        return NULL;
    }
    t->demo = true;
    Patience_NewGame(&t->game, Patience_DefaultVariant(), PT_DEMO_SEED);
    for (int i = 0; i < PT_DEMO_CARDS; i++) {
        int cell = DemoChoice(&t->game);
        if (cell < 0) {
            break;
        }
        Patience_Place(&t->game, Patience_CellRow(cell), Patience_CellCol(cell));
    }
    PtTable_Reset(t);
    return &t->base;
}

/* The demo deal with a hint showing (the search waited for: a screenshot shows the refined answer). */
Scene *PatienceTableScene_CreateHintDemo(App *app)
{
    Scene *scene = PatienceTableScene_CreateDemo(app);
    if (scene != NULL) {
        PtTable *t = (PtTable *)scene;
        PtHint_Show(&t->hint, &t->game);
        PtHint_Wait(&t->hint, &t->game);
        t->hint.age = 1.0f;
        if (t->hint.shown) {
            t->focus = t->hint.advice[0].cell;
        }
    }
    return scene;
}

Scene *PatienceTableScene_CreateDemoAttempt(App *app, const PatienceAttempt *attempt, const PatienceGame *game)
{
    Scene *s = PatienceTableScene_CreateAttempt(app, attempt, game, 0, 0);
    if (s != NULL) {
        ((PtTable *)s)->demo = true;
    }
    return s;
}

Scene *PatienceTableScene_CreateAttract(App *app, PatienceVariant variant)
{
    Scene *scene = PatienceTableScene_CreateNew(app, variant, 0);
    if (scene != NULL) {
        PtTable *t = (PtTable *)scene;
        t->demo = true;
        t->autoplay = true;
    }
    return scene;
}

Scene *PatienceTableScene_CreateAttractDefault(App *app)
{
    return PatienceTableScene_CreateAttract(app, Patience_DefaultVariant());
}
