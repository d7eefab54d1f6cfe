/* table_host.c: a hosted table's state and record, and every action checked before it is applied. */
#include "table_host.h"

#include "core/rng.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool TableHost_Start(TableHost *h, const GameRules *rules, int variant, uint64_t seed, const GameSeating *seating)
{
    memset(h, 0, sizeof *h);
    h->rules = rules;
    h->st = Game_NewState(rules);
    if (h->st == NULL || rules->init(h->st, variant, seed) != GAME_OK) {
        TableHost_Free(h);
        return false;
    }
    GameRecord_Init(&h->rec, rules, variant, seed);
    h->seating = *seating;
    Seating_Settle(rules, variant, &h->seating);
    return true;
}

void TableHost_Free(TableHost *h)
{
    GameRecord_Free(&h->rec);
    free(h->st);
    h->st = NULL;
}

bool TableHost_IsOver(const TableHost *h)
{
    return h->rules->toAct(h->st) == GAME_NOBODY;
}

int TableHost_Decider(const TableHost *h)
{
    return TableHost_IsOver(h) ? GAME_NOBODY : Seating_Decider(h->rules, h->st);
}

static TableHostVerdict Refuse(char *why, size_t size, const char *sentence)
{
    snprintf(why, size, "%s", sentence);
    return TABLE_HOST_REFUSED;
}

TableHostVerdict TableHost_Act(TableHost *h, int seat, const char *actionText, GameState *before, GameAction *applied,
                               int *actedFor, char *why, size_t whySize)
{
    if (why != NULL && whySize > 0) {
        why[0] = '\0';
    }
    if (TableHost_IsOver(h)) {
        return Refuse(why, whySize, "The game is over.");
    }
    if (seat < 0 || seat >= h->seating.count || !Seating_IsPerson(&h->seating, seat)) {
        return Refuse(why, whySize, "Nobody at this table plays from that seat.");
    }
    if (h->standIn[seat]) {
        return Refuse(why, whySize, "A computer is playing for you while you were away: take your seat again first.");
    }
    int decider = TableHost_Decider(h);
    if (seat != decider) {
        char sentence[128];
        snprintf(sentence, sizeof sentence, "It is not your turn: %s is to play.",
                 Game_SeatName(h->rules, h->rec.variant, decider));
        return Refuse(why, whySize, sentence);
    }
    GameAction action;
    if (actionText == NULL || !h->rules->parseAction(actionText, &action)) {
        char sentence[128];
        snprintf(sentence, sizeof sentence, "That is not a move of %s.", h->rules->title);
        return Refuse(why, whySize, sentence);
    }
    TableHostVerdict verdict = TableHost_Play(h, action, before, actedFor, why, whySize);
    if (verdict == TABLE_HOST_APPLIED && applied != NULL) {
        *applied = action;
    }
    return verdict;
}

TableHostVerdict TableHost_Play(TableHost *h, GameAction action, GameState *before, int *actedFor, char *why,
                                size_t whySize)
{
    if (why != NULL && whySize > 0) {
        why[0] = '\0';
    }
    int toAct = h->rules->toAct(h->st);
    if (toAct == GAME_NOBODY) {
        return Refuse(why, whySize, "The game is over.");
    }
    if (before != NULL) {
        memcpy(before, h->st, h->rules->stateSize);
    }
    GameStatus status = Game_Play(h->rules, h->st, &h->rec, action);
    if (status != GAME_OK) {
        if (why != NULL && whySize > 0) {
            size_t n = h->rules->whyNot(h->st, toAct, action, why, whySize);
            if (n == 0) {
                snprintf(why, whySize, "%s", Game_StatusText(status));
            }
        }
        return TABLE_HOST_REFUSED;
    }
    if (actedFor != NULL) {
        *actedFor = toAct;
    }
    return TABLE_HOST_APPLIED;
}

bool TableHost_Resume(TableHost *h, const GameRecord *rec, const GameState *st, const GameSeating *seating)
{
    memset(h, 0, sizeof *h);
    h->rules = rec->rules;
    h->st = Game_NewState(rec->rules);
    if (h->st == NULL) {
        return false;
    }
    GameRecord_InitLike(&h->rec, rec);
    for (int i = 0; i < rec->count; i++) {
        if (!GameRecord_Push(&h->rec, rec->actions[i])) {
            TableHost_Free(h);
            return false;
        }
    }
    memcpy(h->st, st, h->rules->stateSize);
    h->seating = *seating;
    Seating_Settle(h->rules, rec->variant, &h->seating); /* a save from before playedBy may seat a person there */
    return true;
}

bool TableHost_Rewind(TableHost *h, int count)
{
    GameError err;
    if (count < 0 || count > h->rec.count || !Game_Replay(&h->rec, count, h->st, &err)) {
        /* Cannot happen for a record the rules built; keep the table as it is rather than lose it. */
        Game_Replay(&h->rec, -1, h->st, &err);
        return false;
    }
    h->rec.count = count;
    return true;
}

uint64_t TableHost_ComputerSeed(const TableHost *h)
{
    /* The same seed as a table on one screen uses, so the same game gives the same moves. */
    return Rng_Mix(h->rec.seed ^ ((uint64_t)h->rec.count * 0x9E3779B97F4A7C15ULL));
}

bool TableHost_Rematch(TableHost *h, uint64_t seed)
{
    if (!TableHost_IsOver(h)) {
        return false;
    }
    GameState *st = Game_NewState(h->rules);
    if (st == NULL || h->rules->init(st, h->rec.variant, seed) != GAME_OK) {
        free(st);
        return false;
    }
    int variant = h->rec.variant;
    GameRecord_Free(&h->rec);
    GameRecord_Init(&h->rec, h->rules, variant, seed);
    free(h->st);
    h->st = st;
    return true;
}

bool TableHost_StandIn(TableHost *h, int seat, GameAiLevel level)
{
    if (seat < 0 || seat >= h->seating.count || !Seating_IsPerson(&h->seating, seat)) {
        return false;
    }
    h->standIn[seat] = true;
    h->standInLevel[seat] = level;
    return true;
}

void TableHost_StandDown(TableHost *h, int seat)
{
    if (seat >= 0 && seat < GAME_MAX_SEATS) {
        h->standIn[seat] = false;
    }
}

void TableHost_SeatComputer(TableHost *h, int seat, GameAiLevel level)
{
    if (seat >= 0 && seat < h->seating.count) {
        h->seating.seat[seat] = (GameSeat){SEAT_COMPUTER, level};
        h->standIn[seat] = false;
    }
}

bool TableHost_ComputerDecides(const TableHost *h)
{
    int decider = TableHost_Decider(h);
    return decider != GAME_NOBODY && (!Seating_IsPerson(&h->seating, decider) || h->standIn[decider]);
}

GameAiLevel TableHost_ComputerLevel(const TableHost *h, int seat)
{
    return h->standIn[seat] ? h->standInLevel[seat] : h->seating.seat[seat].level;
}

bool TableHost_ComputerMove(TableHost *h, GameState *before, GameAction *applied, int *actedFor)
{
    if (!TableHost_ComputerDecides(h)) {
        return false;
    }
    int decider = TableHost_Decider(h);
    GameAiLevel level = TableHost_ComputerLevel(h, decider);
    int toAct = h->rules->toAct(h->st);
    GameState *view = Game_NewState(h->rules);
    if (view == NULL) {
        return false;
    }
    /* The decider's eyes only: for a dummy, the declarer's view, which shows the dummy's cards. */
    h->rules->view(h->st, decider, view);
    GameAction action;
    bool ok = GameAi_Choose(h->rules, view, toAct, level, TableHost_ComputerSeed(h), &action);
    free(view);
    if (!ok) {
        return false;
    }
    if (TableHost_Play(h, action, before, actedFor, NULL, 0) != TABLE_HOST_APPLIED) {
        return false;
    }
    if (applied != NULL) {
        *applied = action;
    }
    return true;
}
