/* bezique_replay_scene.c: a finished game stepped through move by move from its record, both hands face up. */
#include "bezique_scenes.h"
#include "bezique_table.h"

#include "app/app.h"
#include "games/table/table_card_text.h"
#include "games/table/table_replay.h"
#include "platform/audio.h"
#include "scenes/scenes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The rules list a declaration's cards as the files write them ("(QS JD)"); the table writes "(Q♠ J♦)". */
static void SymbolsForCodes(GameAction a, char *text, size_t size)
{
    char *open = strchr(text, '(');
    char *close = open != NULL ? strchr(open, ')') : NULL;
    if (a.kind != BEZ_ACT_DECLARE || close == NULL) {
        return;
    }
    char cards[96], rest[BZ_MESSAGE_MAX];
    TableCard_List(a.cards, a.count, "Joker", cards, sizeof cards);
    snprintf(rest, sizeof rest, "%s", close);
    snprintf(open + 1, size - (size_t)(open + 1 - text), "%s%s", cards, rest);
}

static void Describe(BzTable *t, const BeziqueState *before, int seat, GameAction a)
{
    /* Room for "The computer " in front: the whole sentence must still fit the message. */
    char text[BZ_MESSAGE_MAX - 16];
    Bezique_DescribeAction(before, seat, a, text, sizeof text);
    SymbolsForCodes(a, text, sizeof text);
    /* The rules write the verb for a third person ("plays the ace of spades."); for the player it is "you play". */
    if (seat == 1) {
        snprintf(t->table.turn.message, sizeof t->table.turn.message, "The computer %s", text);
    } else {
        char *space = strchr(text, ' ');
        size_t verb = space != NULL ? (size_t)(space - text) : strlen(text);
        if (verb > 4 && strncmp(text + verb - 4, "sses", 4) == 0) {
            verb -= 2; /* passes: pass */
        } else if (verb > 1 && text[verb - 1] == 's') {
            verb -= 1;
        }
        snprintf(t->table.turn.message, sizeof t->table.turn.message, "You %.*s%s", (int)verb, text,
                 space != NULL ? space : "");
        /* and the second verb: "You declare a marriage ... and score 40", not "and scores 40" */
        char *scores = strstr(t->table.turn.message, " and scores ");
        if (scores != NULL) {
            memmove(scores + 10, scores + 11, strlen(scores + 11) + 1);
        }
    }
    t->table.turn.messageTime = 1e9f;
    t->table.turn.messageIsError = false;
}

/* Rebuilds the state after step actions (a step back replays from the seed: exact, and quick for one game). */
static void GoTo(BzTable *t, App *app, int step)
{
    if (step < 0 || step > t->replayRec.count) {
        Audio_Play(SFX_ERROR);
        return;
    }
    TableAnim_Finish(&t->table.turn.anim);
    GameError err;
    if (step == t->replayStep + 1) {
        BeziqueState before = t->shown;
        int seat = Bezique_ToAct(&before);
        GameAction a = t->replayRec.actions[t->replayStep];
        if (Bezique_Apply(&t->shown, seat, a) == BEZ_WHY_OK) {
            t->replayStep = step;
            BzView_Animate(t, app, &before, seat, a);
            Describe(t, &before, seat, a);
        }
        return;
    }
    if (Game_Replay(&t->replayRec, step, (GameState *)(void *)&t->shown, &err)) {
        t->replayStep = step;
        t->table.turn.message[0] = '\0';
        Audio_Play(SFX_FLIP);
    }
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    BzTable *t = (BzTable *)s;
    int step;
    if (TableReplay_Target(ev, t->replayStep, t->replayRec.count, &step)) {
        GoTo(t, app, step);
    } else {
        TableReplay_HandleOther(app, ev, Bezique_RulesFile(t->replayRec.variant));
    }
}

static void Update(Scene *s, App *app, float dt)
{
    (void)app;
    BzTable *t = (BzTable *)s;
    TableAnim_Update(&t->table.turn.anim, dt);
    if (t->bannerTime > 0.0f) {
        t->bannerTime -= dt;
    }
}

static void Draw(Scene *s, App *app)
{
    BzView_Draw((BzTable *)s, app);
}

static void Destroy(Scene *s)
{
    BzTable *t = (BzTable *)s;
    GameRecord_Free(&t->replayRec);
    free(t);
}

static const SceneOps kOps = {
    .name = "bezique-replay",
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
};

Scene *BeziqueReplayScene_Create(App *app, const GameRecord *rec, const GameSeating *seating)
{
    (void)app;
    BzTable *t = calloc(1, sizeof *t);
    if (t == NULL) {
        return NULL;
    }
    t->table.base.ops = &kOps;
    t->replay = true;
    t->hoverHand = t->hoverTable = -1;
    t->table.turn.choices.focus = -1;
    /* Only for the names on the score panel: a replay shows every card, from seat 0's side of the table. */
    t->table.turn.session.rules = &Bezique_Rules;
    t->table.turn.session.seating = *seating;
    t->table.turn.session.rec.variant = rec->variant;
    if (!TableReplay_CopyRecord(&t->replayRec, rec)) {
        free(t);
        return NULL;
    }
    GameError err;
    if (!Game_Replay(&t->replayRec, 0, (GameState *)(void *)&t->shown, &err)) {
        GameRecord_Free(&t->replayRec);
        free(t);
        return NULL;
    }
    return &t->table.base;
}
