/* patience_table_focus.c: where the keyboard and gamepad focus moves on a Poker Patience board. */
#include "patience_table.h"

int PtFocus_Step(const PatienceGame *game, int focus, int dr, int dc)
{
    int r0, r1, c0, c1;
    PtView_Reach(game, &r0, &r1, &c0, &c1);
    int r = Patience_CellRow(focus);
    int c = Patience_CellCol(focus);
    /* A focus left outside the reach (the reach shrinks as the layout grows) comes back in first. */
    r = r < r0 ? r0 : (r > r1 ? r1 : r);
    c = c < c0 ? c0 : (c > c1 ? c1 : c);
    int nr = r + dr;
    int nc = c + dc;
    if (nr < r0 || nr > r1 || nc < c0 || nc > c1) {
        nr = r;
        nc = c;
    }
    return Patience_Cell(nr, nc);
}

int PtFocus_NextLegal(const PatienceGame *game, int focus, int dir)
{
    uint8_t cells[PATIENCE_CELLS];
    int n = Patience_LegalCells(game, cells);
    if (n == 0) {
        return focus;
    }
    int pick = dir > 0 ? 0 : n - 1;
    for (int i = 0; i < n; i++) {
        int k = dir > 0 ? i : n - 1 - i;
        if ((dir > 0 && cells[k] > focus) || (dir < 0 && cells[k] < focus)) {
            pick = k;
            break;
        }
    }
    return cells[pick];
}

int PtFocus_AfterAction(const PatienceGame *game, int focus, Action action)
{
    switch (action) {
    case ACTION_UP: return PtFocus_Step(game, focus, -1, 0);
    case ACTION_DOWN: return PtFocus_Step(game, focus, 1, 0);
    case ACTION_LEFT: return PtFocus_Step(game, focus, 0, -1);
    case ACTION_RIGHT: return PtFocus_Step(game, focus, 0, 1);
    case ACTION_NEXT_AREA: return PtFocus_NextLegal(game, focus, 1);
    case ACTION_PREV_AREA: return PtFocus_NextLegal(game, focus, -1);
    default: return -1;
    }
}
