/* patience_attempt.c: what a table's challenge is, its code and standing, and what a finished attempt records. */
#define _POSIX_C_SOURCE 200809L
#include "games/patience/challenges/patience_attempt.h"

#include "games/patience/challenges/patience_challenge_scenes.h"
#include "games/patience/patience_names.h"
#include "games/patience/patience_scenes.h"

#include "app/app.h"
#include "platform/audio.h"
#include "platform/log.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int32_t gToday = -1;

int32_t PatienceAttempt_Today(void)
{
    if (gToday >= 0) {
        return gToday;
    }
    PatienceDate date;
    const char *fixed = getenv("PARLOUR_TODAY");
    if (fixed != NULL && PatienceDate_Parse(fixed, &date)) {
        return PatienceDate_ToDay(date);
    }
    return PatienceDay_FromUnixTime((int64_t)time(NULL));
}

void PatienceAttempt_SetToday(int32_t day)
{
    gToday = PatienceDay_IsValid(day) ? day : -1;
}

PatienceAttempt PatienceAttempt_For(const PatienceChallenge *challenge, bool fromCode,
                                    const PatienceChallengeRecords *records)
{
    PatienceAttempt a = {true, *challenge, false, fromCode};
    if (challenge->kind == PATIENCE_CHALLENGE_DAILY) {
        bool serpent = challenge->variant.layout == PATIENCE_LAYOUT_SERPENT;
        /* Only today's challenge can count; a past day from the calendar is practice. */
        int32_t day = (int32_t)challenge->value;
        a.counted = day == PatienceAttempt_Today() &&
                    (records == NULL || (PatienceChallengeRecords_Daily(records, day, serpent) == NULL &&
                                         !PatienceChallengeRecords_Started(records, day, serpent)));
    }
    return a;
}

bool PatienceAttempt_ChallengeOf(const PatienceAttempt *a, const PatienceGame *game, PatienceChallenge *out)
{
    if (a != NULL && a->active) {
        *out = a->challenge;
        return true;
    }
    PatienceChallenge c = PatienceChallenge_Seed(game->variant, game->seed);
    if (!PatienceChallenge_IsValid(&c) || game->seed == 0) {
        return false;
    }
    *out = c;
    return true;
}

bool PatienceAttempt_Code(const PatienceAttempt *a, const PatienceGame *game, char code[PATIENCE_CODE_TEXT_MAX])
{
    PatienceChallenge c;
    code[0] = '\0';
    return PatienceAttempt_ChallengeOf(a, game, &c) &&
           PatienceCode_Encode(&c, code, PATIENCE_CODE_TEXT_MAX) == PATIENCE_CODE_OK;
}

void PatienceAttempt_DateText(int32_t day, char *buf, size_t size)
{
    static const char *const kMonths[12] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                            "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    PatienceDate d = PatienceDate_FromDay(day);
    snprintf(buf, size, "%d %s %d", d.day, kMonths[(d.month - 1) % 12], d.year);
}

void PatienceAttempt_Title(const PatienceAttempt *a, const PatienceGame *game, char *buf, size_t size)
{
    char date[32];
    if (a == NULL || !a->active) {
        snprintf(buf, size, "Deal %llu", (unsigned long long)game->seed);
        return;
    }
    const PatienceChallenge *c = &a->challenge;
    bool serpent = c->variant.layout == PATIENCE_LAYOUT_SERPENT;
    switch (c->kind) {
    case PATIENCE_CHALLENGE_DAILY:
        PatienceAttempt_DateText((int32_t)c->value, date, sizeof date);
        snprintf(buf, size, "%s, %s", serpent ? "Daily Serpent" : "Daily deal", date);
        break;
    case PATIENCE_CHALLENGE_BOOK: snprintf(buf, size, "%s", "The book's Serpent problem"); break;
    default: snprintf(buf, size, serpent ? "Serpent problem %llu" : "Deal %llu", (unsigned long long)c->value); break;
    }
}

const char *PatienceAttempt_Standing(const PatienceAttempt *a)
{
    if (a == NULL || !a->active || a->challenge.kind != PATIENCE_CHALLENGE_DAILY) {
        return "";
    }
    return a->counted ? "Counted attempt: no undo, no hints"
                      : "Practice: this day's counted attempt was already dealt, or the day is past";
}

void PatienceAttempt_CopyCode(App *app, const PatienceAttempt *a, const PatienceGame *game)
{
    char code[PATIENCE_CODE_TEXT_MAX];
    if (!PatienceAttempt_Code(a, game, code)) {
        App_Toast(app, "%s", "This deal has no code to copy.");
        Audio_Play(SFX_ERROR);
        return;
    }
    if (SDL_SetClipboardText(code) != 0) {
        App_Toast(app, "Could not copy the code %s: %s", code, SDL_GetError());
        Audio_Play(SFX_ERROR);
        return;
    }
    App_Toast(app, "Code %s copied: paste it to a friend to play this deal.", code);
    Audio_Play(SFX_SELECT);
}

bool PatienceAttempt_SolveSerpent(const PatienceGame *game, PatienceSerpentSolution *out)
{
    return game->variant.layout == PATIENCE_LAYOUT_SERPENT &&
           PatienceSerpent_Solve(game->deal, game->variant.table, out);
}

bool PatienceAttempt_Record(const PatienceAttempt *a, const PatienceGame *game, PatienceAttemptResult *out,
                            char *message, size_t size)
{
    memset(out, 0, sizeof *out);
    if (message != NULL && size > 0) {
        message[0] = '\0';
    }
    out->score = Patience_Score(game);
    out->isSerpent = PatienceAttempt_SolveSerpent(game, &out->solution);
    out->best = out->isSerpent ? out->solution.best : -1;
    out->valid = true;
    PatienceChallengeStore_ClearAttempt();
    if (a == NULL || !a->active || !Patience_IsComplete(game)) {
        return true;
    }
    static PatienceChallengeRecords records; /* 100 KB: kept off the stack; the game is single-threaded */
    char loadMessage[PLAYER_MESSAGE_MAX];
    PatienceStoreStatus loaded = PatienceChallengeStore_Load(&records, loadMessage, sizeof loadMessage);
    const PatienceChallenge *c = &a->challenge;
    bool serpent = c->variant.layout == PATIENCE_LAYOUT_SERPENT;
    bool changed = false;
    if (c->kind == PATIENCE_CHALLENGE_DAILY) {
        if (a->counted) {
            PatienceDailyResult d = {(int32_t)c->value, serpent, out->score, serpent ? out->best : 0};
            out->counted = PatienceChallengeRecords_AddDaily(&records, d);
            changed |= out->counted;
        }
        out->practice = !out->counted;
    }
    if (serpent && out->isSerpent) {
        PatienceChallengeRecords_AddSerpent(&records, c, out->score, out->best);
        changed = true;
    }
    if (a->fromCode) {
        PatienceChallengeRecords_AddCodeGame(&records, out->score);
        changed = true;
    }
    PatienceChallengeSummary summary;
    PatienceChallengeRecords_Summarise(&records, PatienceAttempt_Today(), &summary);
    out->streak = summary.streak;
    if (!changed) {
        return true;
    }
    char saveMessage[PLAYER_MESSAGE_MAX];
    PatienceStoreStatus saved = PatienceChallengeStore_Save(&records, saveMessage, sizeof saveMessage);
    if (loaded == PATIENCE_STORE_CORRUPT) {
        snprintf(message, size, "%s", loadMessage);
    }
    if (saved != PATIENCE_STORE_OK) {
        snprintf(message, size, "%s", saveMessage);
        return false;
    }
    return loaded != PATIENCE_STORE_CORRUPT;
}

/* A counted attempt's cards are about to be seen: from now on it is the day's counted attempt, finished or not. */
static void MarkCountedStart(App *app, PatienceChallengeRecords *records, const PatienceAttempt *a)
{
    if (!a->counted) {
        return;
    }
    PatienceChallengeRecords_MarkStarted(records, (int32_t)a->challenge.value,
                                         a->challenge.variant.layout == PATIENCE_LAYOUT_SERPENT);
    char message[PLAYER_MESSAGE_MAX];
    if (PatienceChallengeStore_Save(records, message, sizeof message) != PATIENCE_STORE_OK) {
        App_Toast(app, "%s", message);
    }
}

bool PatienceAttempt_Play(App *app, const PatienceChallenge *challenge, bool fromCode, bool practice)
{
    if (!PatienceChallenge_IsValid(challenge)) {
        return false;
    }
    /* A game in progress of this very challenge is carried on, so a counted attempt cannot be dealt afresh. */
    PatienceGame saved;
    int undos = 0, hints = 0;
    PatienceAttemptFile file;
    char loadMessage[PLAYER_MESSAGE_MAX];
    PatienceStoreStatus loaded = PatienceStore_LoadGameWithHints(&saved, &undos, &hints, loadMessage, sizeof loadMessage);
    if (loaded == PATIENCE_STORE_CORRUPT) {
        App_Toast(app, "%s", loadMessage); /* set aside by the store: the player is told, and the challenge goes on */
    }
    if (loaded == PATIENCE_STORE_OK &&
        PatienceChallengeStore_LoadAttempt(&saved, &file) && PatienceChallenge_Equal(&file.challenge, challenge)) {
        PatienceAttempt resumed = {true, file.challenge, file.counted, file.fromCode || fromCode};
        Scene *table = PatienceTableScene_CreateAttempt(app, &resumed, &saved, undos, hints);
        if (table == NULL) {
            return false;
        }
        App_Push(app, table);
        App_Toast(app, "%s", "Your game of this challenge is carried on where you left it.");
        return true;
    }
    static PatienceChallengeRecords records;
    char message[PLAYER_MESSAGE_MAX];
    if (PatienceChallengeStore_Load(&records, message, sizeof message) == PATIENCE_STORE_CORRUPT) {
        App_Toast(app, "%s", message);
    }
    PatienceAttempt a = PatienceAttempt_For(challenge, fromCode, &records);
    if (practice) {
        a.counted = false;
    }
    MarkCountedStart(app, &records, &a);
    Scene *next = challenge->variant.layout == PATIENCE_LAYOUT_SERPENT
                      ? PatienceSerpentPreviewScene_Create(app, &a)
                      : PatienceTableScene_CreateAttempt(app, &a, NULL, 0, 0);
    if (next == NULL) {
        return false;
    }
    App_Push(app, next);
    return true;
}

Scene *PatienceAttempt_Again(App *app, const PatienceAttempt *previous)
{
    static PatienceChallengeRecords records;
    char message[PLAYER_MESSAGE_MAX];
    if (PatienceChallengeStore_Load(&records, message, sizeof message) == PATIENCE_STORE_CORRUPT) {
        App_Toast(app, "%s", message);
    }
    PatienceAttempt a = PatienceAttempt_For(&previous->challenge, previous->fromCode, &records);
    MarkCountedStart(app, &records, &a);
    return PatienceTableScene_CreateAttempt(app, &a, NULL, 0, 0);
}
