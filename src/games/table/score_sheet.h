/* score_sheet.h: the score pad every scoring scene draws: a column per side, a row per deal or item, the line, totals, the settlement. */
#ifndef PARLOUR_GAMES_TABLE_SCORE_SHEET_H
#define PARLOUR_GAMES_TABLE_SCORE_SHEET_H

#include "core/game/game.h"

#include <SDL.h>
#include <stdbool.h>

typedef struct App App;

/*
 * A card-room score pad: ruled paper, one column per side, a row per deal
 * (or per kind of score), and where a game scores "above" and "below" the
 * line (Bridge, Quinto) the rows below the line under a heavy rule, as on a
 * real pad. Totals are double-ruled; the settlement is written underneath,
 * line by line with its points at the right, and may be revealed a line at
 * a time. A pad longer than its box scrolls (ScoreSheet_Scroll) and says
 * how much more there is. The sheet is plain data, filled by the game's
 * scoring scene and drawn by this one function.
 */

#define SCORE_SHEET_ROWS 64
#define SCORE_SHEET_SETTLE 24

typedef enum ScoreRowKind {
    SCORE_ROW_ITEM,    /* a deal, or one kind of score */
    SCORE_ROW_TOTAL,   /* ruled twice above */
    SCORE_ROW_TOTAL_UP /* above the line, where a pad is read upward from the line: ruled twice below */
} ScoreRowKind;

typedef struct ScoreSheetRow {
    char label[64];
    char cell[GAME_MAX_SEATS][24];
    ScoreRowKind kind;
    bool below; /* below the line */
} ScoreSheetRow;

typedef struct ScoreSheetSettle {
    char text[200];
    char points[24];
    bool total;
} ScoreSheetSettle;

typedef struct ScoreSheet {
    char title[64];
    int columns;
    char head[GAME_MAX_SEATS][24];
    int rowCount;
    ScoreSheetRow rows[SCORE_SHEET_ROWS];
    int settleCount;
    ScoreSheetSettle settle[SCORE_SHEET_SETTLE];
    int settleShown; /* settlement lines shown so far (a reveal); -1 shows all */
    int scroll;      /* rows scrolled past */
    int rowsFit;     /* rows the last drawing had room for */
} ScoreSheet;

void ScoreSheet_Init(ScoreSheet *sheet, const char *title, int columns, const char *const *heads);
/* Adds a row (NULL when the pad is full); fill its cells with ScoreSheet_Cell. */
ScoreSheetRow *ScoreSheet_AddRow(ScoreSheet *sheet, const char *label, ScoreRowKind kind, bool below);
void ScoreSheet_Cell(ScoreSheetRow *row, int column, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A line of the settlement, with its points (may be ""). */
void ScoreSheet_AddSettle(ScoreSheet *sheet, const char *text, const char *points, bool total);
/* Scrolls by rows (negative: up), kept within the pad. */
void ScoreSheet_Scroll(ScoreSheet *sheet, int rows);
/* Whether the pad has more rows than its last drawing showed. */
bool ScoreSheet_Scrolls(const ScoreSheet *sheet);
void ScoreSheet_Draw(ScoreSheet *sheet, App *app, SDL_FRect r);

#endif
