/* table_turn.c: the turn glue every card table shares: messages, the person's move, undo, the computer's pacing, pause, hand-over, the end. */
#include "table_turn.h"

#include "app/app.h"
#include "handover_scene.h"
#include "table_hosting.h"
#include "table_session_remote.h"
#include "platform/audio.h"
#include "platform/input.h"
#include "scenes/scenes.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void TableTurn_Init(TableTurn *turn, const TableTurnOps *ops, void *owner)
{
    turn->ops = ops;
    turn->owner = owner;
    turn->choices.hover = turn->choices.pressed = -1;
}

bool TableTurn_StartNew(TableTurn *turn, int variant, const GameSeating *seating, uint64_t seed)
{
    /* A table the waiting room has hosted: the scene plays it, over the room's authority. */
    TableHosting *hosting = TableHosting_Take(turn->ops->rules);
    if (hosting != NULL) {
        return TableHosting_StartSession(hosting, &turn->session);
    }
    return TableSession_Start(&turn->session, turn->ops->rules, variant, seed != 0 ? seed : TableSession_FreshSeed(),
                              seating, turn->ops->gameFile);
}

bool TableTurn_Resume(TableTurn *turn, TableSaved *saved)
{
    bool ok = TableSession_StartFrom(&turn->session, saved, turn->ops->gameFile);
    TableSaved_Free(saved);
    return ok;
}

Scene *TableTurn_NewScene(Scene *scene, TableTurn *turn, int variant, const GameSeating *seating, uint64_t seed)
{
    if (!TableTurn_StartNew(turn, variant, seating, seed)) {
        free(scene);
        return NULL;
    }
    return scene;
}

Scene *TableTurn_ResumeScene(Scene *scene, TableTurn *turn, TableSaved *saved)
{
    if (!TableTurn_Resume(turn, saved)) {
        free(scene);
        return NULL;
    }
    return scene;
}

/* ---- the message line ---- */

void TableTurn_SayFor(TableTurn *turn, const char *text, bool error, float seconds)
{
    snprintf(turn->message, sizeof turn->message, "%s", text);
    turn->message[0] = (char)toupper((unsigned char)turn->message[0]);
    size_t n = strlen(turn->message);
    if (turn->ops != NULL && turn->ops->fullStop && n > 0 && n + 1 < sizeof turn->message &&
        strchr(".?!", turn->message[n - 1]) == NULL) {
        turn->message[n] = '.';
        turn->message[n + 1] = '\0';
    }
    turn->messageTime = seconds;
    turn->messageIsError = error;
}

void TableTurn_Say(TableTurn *turn, const char *text, bool error)
{
    TableTurn_SayFor(turn, text, error, TABLE_MESSAGE_TIME);
}

void TableTurn_Refuse(TableTurn *turn, const char *text)
{
    TableTurn_Say(turn, text, true);
    Audio_Play(SFX_ERROR);
}

const char *TableTurn_Message(const TableTurn *turn)
{
    return turn->messageTime > 0.0f ? turn->message : "";
}

void TableTurn_ToastSaveError(TableTurn *turn, App *app)
{
    if (turn->session.saveError[0] != '\0') {
        App_Toast(app, "%s", turn->session.saveError);
    }
}

/* ---- the person's moves ---- */

bool TableTurn_PlayHuman(TableTurn *turn, App *app, GameAction action, GameState *before)
{
    char why[TABLE_MESSAGE_MAX];
    TableAnim_Finish(&turn->anim);
    /* What the screen showed, not the full state: a scene reads only what its viewer sees. */
    if (before != NULL) {
        memcpy(before, TableSession_Shown(&turn->session), turn->ops->rules->stateSize);
    }
    if (TableSession_PlayHuman(&turn->session, action, NULL, why, sizeof why) != GAME_OK) {
        TableTurn_Refuse(turn, why);
        return false;
    }
    if (!turn->ops->keepMessage || turn->messageIsError) {
        turn->messageTime = 0.0f;
    }
    TableTurn_ToastSaveError(turn, app);
    return true;
}

bool TableTurn_Undo(TableTurn *turn)
{
    char why[128];
    if (!TableSession_CanUndo(&turn->session, why, sizeof why)) {
        TableTurn_Refuse(turn, why);
        return false;
    }
    TableAnim_Finish(&turn->anim);
    TableSession_Undo(&turn->session);
    return true;
}

bool TableTurn_Redo(TableTurn *turn)
{
    char why[128];
    if (!TableSession_CanRedo(&turn->session, why, sizeof why)) {
        TableTurn_Refuse(turn, why);
        return false;
    }
    TableAnim_Finish(&turn->anim);
    TableSession_Redo(&turn->session);
    return true;
}

void TableTurn_RedoMove(TableTurn *turn, App *app)
{
    if (!TableTurn_Redo(turn)) {
        return;
    }
    if (turn->ops->redone != NULL) {
        turn->ops->redone(turn->owner);
    }
    TableTurn_Say(turn, "Your move was made again.", false);
    Audio_Play(SFX_FLIP);
    turn->ops->refresh(turn->owner, app, true);
}

int TableTurn_Prompts(const TableTurn *turn, const char *confirm, const char *nextArea,
                      UiPrompt prompts[TABLE_PROMPTS_MAX])
{
    int n = 0;
    prompts[n++] = (UiPrompt){ACTION_CONFIRM, confirm};
    prompts[n++] = (UiPrompt){ACTION_NEXT_AREA, nextArea};
    prompts[n++] = (UiPrompt){ACTION_HINT, "Hint"};
    if (turn->session.remote == NULL) {
        prompts[n++] = (UiPrompt){ACTION_UNDO, "Undo"}; /* none at a table joined across devices */
    }
    if (TableSession_CanRedo(&turn->session, NULL, 0)) {
        prompts[n++] = (UiPrompt){ACTION_REDO, "Redo"}; /* beside undo while there is a move to make again */
    } else if (turn->ops->rulesPrompt) {
        prompts[n++] = (UiPrompt){ACTION_HELP, "Rules"};
    }
    prompts[n++] = (UiPrompt){ACTION_MENU, "Menu"};
    return n;
}

static bool Showing(const TableTurn *turn)
{
    return turn->ops->showing != NULL && turn->ops->showing(turn->owner);
}

bool TableTurn_Busy(const TableTurn *turn)
{
    return !TableAnim_Idle(&turn->anim) || Showing(turn) || TableSession_Thinking(&turn->session);
}

bool TableTurn_HandleFinished(TableTurn *turn, const InputEvent *ev)
{
    if (!turn->finished) {
        return false;
    }
    if (ev->action == ACTION_CONFIRM || ev->action == ACTION_POINTER_UP) {
        TableAnim_Finish(&turn->anim);
        turn->beat = 0.0f;
    }
    return true;
}

/* ---- the pause menu's restart and quit ---- */

static void OnRestart(App *app, void *ctx)
{
    TableTurn *turn = ctx;
    const TableTurnOps *ops = turn->ops;
    if (turn->session.remote != NULL) {
        TableTurn_Refuse(turn, TABLE_REMOTE_NO_RESTART);
        return;
    }
    int variant = turn->session.rec.variant;
    GameSeating seating = turn->session.seating;
    if (turn->session.link.redeal != NULL) {
        /* A hosted table: the host alone restarts it (the pause menu asked twice), for everyone at the table. */
        if (!TableSession_Redeal(&turn->session, TableSession_FreshSeed())) {
            App_Toast(app, "The table could not be dealt anew: out of memory.");
            return;
        }
    } else {
        TableSession_Free(&turn->session);
        if (!TableSession_Start(&turn->session, ops->rules, variant,
                                turn->demo ? ops->demoSeed : TableSession_FreshSeed(), &seating,
                                turn->demo ? NULL : ops->gameFile)) {
            App_Pop(app);
            return;
        }
    }
    TableSession_Save(&turn->session);
    TableAnim_Clear(&turn->anim);
    turn->finished = false;
    turn->messageTime = 0.0f;
    if (ops->restarted != NULL) {
        ops->restarted(turn->owner);
    }
    ops->refresh(turn->owner, app, true);
    if (ops->deal != NULL) {
        ops->deal(turn->owner, app);
    }
}

static void OnQuit(App *app, void *ctx)
{
    TableTurn *turn = ctx;
    /* Saved after its last change; saving again only reports a failure while the player can still see it. */
    if (!TableSession_Save(&turn->session)) {
        App_Toast(app, "%s", turn->session.saveError);
    }
    App_Pop(app);
}

static void Open(App *app, Scene *scene)
{
    if (scene != NULL) {
        App_Push(app, scene);
    }
}

void TableTurn_OpenPause(TableTurn *turn, App *app, const char *rulesFile)
{
    Open(app, PauseScene_Create(app, rulesFile, OnRestart, OnQuit, turn));
}

void TableTurn_OpenRules(App *app, const char *rulesFile)
{
    Open(app, RulesScene_Create(app, rulesFile));
}

/* ---- pass-and-play ---- */

static void OnHandedOver(App *app, void *ctx)
{
    TableTurn *turn = ctx;
    TableSession_HandOver(&turn->session);
    TableAnim_Clear(&turn->anim); /* flights began in the last person's view */
    turn->messageTime = 0.0f;
    if (turn->ops->handedOver != NULL) {
        turn->ops->handedOver(turn->owner);
    }
    turn->ops->refresh(turn->owner, app, true);
}

/* The table hides behind the hand-over screen until the next person is the only one looking. */
bool TableTurn_HandOverIfNeeded(TableTurn *turn, App *app)
{
    if (turn->demo || !TableSession_NeedsHandOver(&turn->session)) {
        return false;
    }
    const GameRules *rules = turn->ops->rules;
    int seat = TableSession_HandOverSeat(&turn->session);
    Scene *h = HandOverScene_Create(app, rules->title, Game_SeatName(rules, turn->session.rec.variant, seat),
                                    OnHandedOver, OnQuit, turn);
    if (h == NULL) {
        return false;
    }
    App_Push(app, h);
    return true;
}

/* ---- the flow ---- */

void TableTurn_Enter(TableTurn *turn, App *app)
{
    turn->ops->refresh(turn->owner, app, true);
    if (turn->session.rec.count == 0 && !turn->demo) {
        TableSession_Save(&turn->session);
        if (turn->ops->deal != NULL) {
            turn->ops->deal(turn->owner, app);
        }
    }
    /* With several people, the table is never drawn before its first person has taken the screen. */
    TableTurn_HandOverIfNeeded(turn, app);
}

void TableTurn_Update(TableTurn *turn, Scene *scene, App *app, float dt)
{
    const TableTurnOps *ops = turn->ops;
    if (turn->messageTime > 0.0f) {
        turn->messageTime -= dt;
    }
    TableAnim_Update(&turn->anim, dt);
    /* The computer waits while the pause menu or the rules are over the table, and while a move is still shown. */
    bool settled = TableAnim_Idle(&turn->anim) && !Showing(turn) && App_Top(app) == scene;
    if (turn->finished) {
        TableSession_Serve(&turn->session); /* a hosted table's devices get the last move meanwhile */
        if (settled) {
            turn->beat -= dt;
            if (turn->beat <= 0.0f) {
                ops->finish(turn->owner, app);
            }
        }
        return;
    }
    if (settled && TableTurn_HandOverIfNeeded(turn, app)) {
        return;
    }
    /*
     * The state before a computer's move, on the heap as a Bridge state is large. The game is shown the move as
     * its viewer saw it: the view before it and the action with what the viewer may not see masked, exactly what
     * a table joined from another device receives.
     */
    const GameRules *rules = ops->rules;
    GameState *full = malloc(rules->stateSize);
    TableMove move;
    turn->session.waitForAi = app->fixedClock;
    if (full != NULL &&
        TableSession_Update(&turn->session, dt, settled, App_AnimTime(app, ops->thinkTime), &move, full)) {
        TableTurn_ToastSaveError(turn, app);
        int viewer = turn->session.viewer >= 0 ? turn->session.viewer : 0;
        GameState *before = malloc(rules->stateSize);
        if (before != NULL) {
            rules->view(full, viewer, before);
            ops->shown(turn->owner, app, before, move.seat,
                       Game_ActionFor(rules, full, move.seat, move.action, viewer));
            free(before);
        }
        ops->refresh(turn->owner, app, true);
    } else if (ops->stale(turn->owner)) {
        ops->refresh(turn->owner, app, false);
    }
    free(full);
    /* At a joined table: the host's refusal, the host gone or back, someone come or gone. */
    char said[TABLE_MESSAGE_MAX];
    bool saidError = false;
    if (TableSession_RemoteSaid(&turn->session, said, sizeof said, &saidError)) {
        if (saidError) {
            TableTurn_Refuse(turn, said);
        } else {
            TableTurn_Say(turn, said, false);
        }
    }
    if (ops->settle != NULL && TableAnim_Idle(&turn->anim) && App_Top(app) == scene) {
        ops->settle(turn->owner, app);
    }
    if (TableSession_IsOver(&turn->session)) {
        turn->finished = true;
        turn->beat = App_AnimTime(app, ops->beatTime);
        TableChoices_Clear(&turn->choices);
    }
}
