/* bezique_compute.c: the computation of a Rubicon Bezique game (laws 56-61), line by line. */
#include "bezique_local.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/*
 * The laws, as DECISIONS.md reads them:
 *  - the winner has the higher score without brisques; only an exact tie
 *    lets the brisques decide (still equal: a null game);
 *  - the loser is rubiconed below 1000, unless his brisques lift him to
 *    1000 (he then "saves the rubicon");
 *  - not rubiconed: both scores cut to whole hundreds, the difference (at
 *    least 100) plus 500 for the game; when brisques were needed (to save
 *    the rubicon or to break a tie) both sides add theirs first, and if
 *    that lifts the loser level with or past the winner the difference
 *    still counts as 100, for the game was already won on points;
 *  - rubiconed: the winner's score plus the loser's (each cut to hundreds,
 *    the loser's at least 100), plus 1000 for the game and 300 for the
 *    brisques; brisques that decided a tie are not added to anything.
 */

static void Line(BeziqueComputation *out, BeziqueLineKind kind, int seat, int points, const char *fmt, ...)
{
    if (out->lineCount >= BEZ_COMPUTE_LINES) {
        return;
    }
    BeziqueLine *l = &out->lines[out->lineCount++];
    l->kind = (uint8_t)kind;
    l->seat = (int8_t)seat;
    l->points = points;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(l->text, sizeof l->text, fmt, ap);
    va_end(ap);
}

static int Hundreds(int points)
{
    return points < 0 ? 0 : points / 100 * 100;
}

void Bezique_Compute(int score0, int score1, int brisques0, int brisques1, const char *const names[2],
                     BeziqueComputation *out)
{
    static const char *const kDefault[2] = {"A", "B"};
    const char *const *n = names != NULL ? names : kDefault;
    int score[2] = {score0, score1};
    int bp[2] = {brisques0 * 10, brisques1 * 10};
    memset(out, 0, sizeof *out);
    out->winner = -1;

    Line(out, BEZ_LINE_SCORES, -1, 0, "Scores without brisques: %s %d, %s %d.", n[0], score0, n[1], score1);
    int w;
    if (score0 != score1) {
        w = score0 > score1 ? 0 : 1;
        Line(out, BEZ_LINE_WINNER, w, 0, "Winner on points: %s.", n[w]);
    } else {
        Line(out, BEZ_LINE_BRISQUES, -1, 0, "Scores equal, so brisques decide: %s %d, %s %d.", n[0], bp[0], n[1],
             bp[1]);
        if (bp[0] == bp[1]) {
            Line(out, BEZ_LINE_NULL_GAME, -1, 0, "Equal with brisques too: the game is null and void.");
            return;
        }
        w = bp[0] > bp[1] ? 0 : 1;
        out->brisquesDecided = true;
        Line(out, BEZ_LINE_WINNER, w, 0, "Winner on brisques: %s.", n[w]);
    }
    int l = 1 - w;
    out->winner = w;

    if (score[l] < 1000 && score[l] + bp[l] < 1000) {
        out->rubicon = true;
        Line(out, BEZ_LINE_RUBICON, l, 0, "Rubiconed: %s, %d, under 1000 even with %d for brisques.", n[l], score[l],
             bp[l]);
        int rw = Hundreds(score[w]);
        int rl = Hundreds(score[l]);
        Line(out, BEZ_LINE_ROUNDED, w, rw, "%s's score, fractions of a hundred disregarded: %d.", n[w], rw);
        if (score[l] < 100) {
            rl = 100;
            Line(out, BEZ_LINE_ADD_LOSER, l, rl, "Added for %s, who scored under 100: 100.", n[l]);
        } else {
            Line(out, BEZ_LINE_ADD_LOSER, l, rl, "Added, %s's score, fractions of a hundred disregarded: %d.", n[l],
                 rl);
        }
        Line(out, BEZ_LINE_GAME, -1, 1000, "For the game: 1000.");
        Line(out, BEZ_LINE_BRISQUE_BONUS, -1, 300, "For the brisques: 300.");
        out->value = rw + rl + 1000 + 300;
        Line(out, BEZ_LINE_TOTAL, w, out->value, "Won by %s: %d.", n[w], out->value);
        return;
    }

    int tw = score[w], tl = score[l];
    if (score[l] < 1000) {
        out->rubiconSaved = true;
        Line(out, BEZ_LINE_RUBICON, l, 0, "Rubicon saved: %s, %d with %d for brisques, reaches 1000.", n[l], score[l],
             bp[l]);
    } else {
        Line(out, BEZ_LINE_RUBICON, l, 0, "Rubicon passed: %s has 1000 or more.", n[l]);
    }
    if (out->rubiconSaved || out->brisquesDecided) {
        out->brisquesAdded = true;
        tw += bp[w];
        tl += bp[l];
        Line(out, BEZ_LINE_BRISQUES, -1, 0, "Brisques added: %s %d + %d = %d, %s %d + %d = %d.", n[w], score[w], bp[w],
             tw, n[l], score[l], bp[l], tl);
    }
    int rw = Hundreds(tw), rl = Hundreds(tl);
    Line(out, BEZ_LINE_ROUNDED, w, rw, "%s's score, fractions of a hundred disregarded: %d.", n[w], rw);
    Line(out, BEZ_LINE_ROUNDED, l, rl, "%s's score, fractions of a hundred disregarded: %d.", n[l], rl);
    int diff = rw - rl;
    if (diff < 100) {
        Line(out, BEZ_LINE_DIFFERENCE, -1, 100, "The difference, %d, is less than 100: it counts as 100.", diff);
        diff = 100;
    } else {
        Line(out, BEZ_LINE_DIFFERENCE, -1, diff, "The difference: %d.", diff);
    }
    Line(out, BEZ_LINE_GAME, -1, 500, "For the game: 500.");
    out->value = diff + 500;
    Line(out, BEZ_LINE_TOTAL, w, out->value, "Won by %s: %d.", n[w], out->value);
}

void Bezique_ComputeGame(const BeziqueState *st, const char *const names[2], BeziqueComputation *out)
{
    Bezique_Compute(st->side[0].score, st->side[1].score, st->side[0].brisques, st->side[1].brisques, names, out);
}
