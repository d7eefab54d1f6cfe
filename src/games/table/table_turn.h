/* table_turn.h: the turn glue every card table shares: messages, the person's move, undo, the computer's pacing, pause, hand-over, the end. */
#ifndef PARLOUR_GAMES_TABLE_TURN_H
#define PARLOUR_GAMES_TABLE_TURN_H

#include "table_anim.h"
#include "table_choices.h"
#include "table_session.h"
#include "ui/ui_draw.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct App App;
typedef struct Scene Scene;
typedef struct InputEvent InputEvent;

/*
 * Each game's table scene embeds a TableTurn and keeps only what is its
 * own: its layout, its choices, how a card or a call is picked and how a
 * move is shown. The TableTurn holds the session, the flights, the
 * choices row and the message line, and runs what every table does the
 * same way: a person's move applied or refused with the rules' reason,
 * undo, the computer's move once the table has settled (nothing flying,
 * nothing of the game's own still showing, no overlay on top), the screen
 * handed between people, restart and quit from the pause menu, and a beat
 * after the last move before the score. Where a game does something of
 * its own at one of those moments, it says so through TableTurnOps.
 */

#define TABLE_MESSAGE_MAX 1024 /* a refusal's reason, or a failure with a file's name in it (Bridge's solver), whole */
#define TABLE_MESSAGE_TIME 4.0f /* a refusal's reason stays readable whatever the animation speed */

typedef struct TableTurnOps {
    const GameRules *rules;
    const char *gameFile; /* where a game in progress is saved */
    uint64_t demoSeed;    /* a demonstration table restarts on this seed, never saved */
    float thinkTime;      /* the computer's shortest turn, so its moves can be followed */
    float beatTime;       /* the last move stays in view this long before the score */
    bool keepMessage;     /* a person's move clears only a refusal (the line may show a hand's score) */
    bool fullStop;        /* every line ends with a full stop, added where the text has no . ? or ! */
    bool rulesPrompt;     /* the controls bar names Rules (F1) while it has room (no Redo) */
    /* After every change: the choices and the focus for the state shown (moved: a move was just made). */
    void (*refresh)(void *owner, App *app, bool moved);
    /* True when the choices shown were built for another state. */
    bool (*stale)(void *owner);
    /*
     * A computer's move was just applied: say and show it. before is the viewer's view before it (what the screen
     * showed), and action is as the viewer sees it (Game_ActionFor: another seat's Piquet exchange has no cards), as a
     * table joined from another device would get them.
     */
    void (*shown)(void *owner, App *app, const GameState *before, int seat, GameAction action);
    /* The score scene, once the game is over and its last move shown. */
    void (*finish)(void *owner, App *app);
    /* Optional: something of the game's own still on show, which the computer waits for. */
    bool (*showing)(const void *owner);
    /* Optional: a move the table makes for the person once settled (nothing else to do); after the computer's. */
    void (*settle)(void *owner, App *app);
    /* Optional: the game's own passing state cleared, before the refresh, on a restart / a hand-over. */
    void (*restarted)(void *owner);
    void (*handedOver)(void *owner);
    /* Optional: the game's own passing state cleared, before the refresh, when redo has made a move again. */
    void (*redone)(void *owner);
    /* Optional: the deal shown as it happens, on a new game and a restart. */
    void (*deal)(void *owner, App *app);
} TableTurnOps;

typedef struct TableTurn {
    const TableTurnOps *ops;
    void *owner; /* the game's table scene, passed to every op */
    TableSession session;
    TableAnim anim;
    TableChoices choices;
    bool demo; /* screenshots: never saved, never handed over */
    char message[TABLE_MESSAGE_MAX]; /* a refusal's reason, or what a seat just did */
    float messageTime;
    bool messageIsError;
    bool finished; /* the game is over: the beat runs, then the score */
    float beat;
} TableTurn;

/* Before the session is started: the ops, the owner, and no choice hovered or pressed. */
void TableTurn_Init(TableTurn *turn, const TableTurnOps *ops, void *owner);

/* A new game (seed 0: a fresh one), saved as the ops say; false if out of memory. */
bool TableTurn_StartNew(TableTurn *turn, int variant, const GameSeating *seating, uint64_t seed);
/* A saved game resumed; saved is freed either way. False if out of memory. */
bool TableTurn_Resume(TableTurn *turn, TableSaved *saved);
/*
 * The same for a table scene just allocated (scene: a calloc'd block that
 * holds turn and is freed with free): the scene, or NULL with it freed.
 */
Scene *TableTurn_NewScene(Scene *scene, TableTurn *turn, int variant, const GameSeating *seating, uint64_t seed);
Scene *TableTurn_ResumeScene(Scene *scene, TableTurn *turn, TableSaved *saved);

/* The message line: text with a capital first letter (and a full stop if the game wants one), shown for seconds. */
void TableTurn_SayFor(TableTurn *turn, const char *text, bool error, float seconds);
void TableTurn_Say(TableTurn *turn, const char *text, bool error);
/* A refusal: said as an error, with the error sound. */
void TableTurn_Refuse(TableTurn *turn, const char *text);
/* The line as shown now ("" once it has faded). */
const char *TableTurn_Message(const TableTurn *turn);
/* A save failure since the last action, as a toast. */
void TableTurn_ToastSaveError(TableTurn *turn, App *app);

/*
 * The person's action: flights landed, the action applied, or refused with
 * the rules' reason (false). before (the rules' stateSize bytes) receives
 * the viewer's view before it (TableSession_Shown), for the game to show the
 * move and refresh.
 */
bool TableTurn_PlayHuman(TableTurn *turn, App *app, GameAction action, GameState *before);
/* Undo asked for: false with the reason said when it cannot be; else the flights land and the move is taken back. */
bool TableTurn_Undo(TableTurn *turn);
/* Redo asked for: as undo, the move undo took back made again. */
bool TableTurn_Redo(TableTurn *turn);
/* The whole redo step (Shift+Z, Ctrl+Y, the left stick's click): the move made again, said, heard and shown. */
void TableTurn_RedoMove(TableTurn *turn, App *app);

/*
 * The controls bar of a table in play, built once for every game: confirm (its label), the next area (its label),
 * Hint, Undo, Redo while there is a move to make again, Menu. A game with rulesPrompt shows Rules in Redo's place
 * while there is none (the bar must fit 800 wide). Fills prompts and returns their count.
 */
#define TABLE_PROMPTS_MAX 6
int TableTurn_Prompts(const TableTurn *turn, const char *confirm, const char *nextArea,
                      UiPrompt prompts[TABLE_PROMPTS_MAX]);

/* True while a card flies, the game shows something of its own, or a computer thinks (tests wait for it). */
bool TableTurn_Busy(const TableTurn *turn);
/* Once the game is over, confirm or a click hurries on to the score; true when the event was taken so. */
bool TableTurn_HandleFinished(TableTurn *turn, const InputEvent *ev);

/* On entering: the choices, a new game saved and its deal shown, and the screen handed to its first person. */
void TableTurn_Enter(TableTurn *turn, App *app);
/* Every step (after the game's own timers): messages, flights, the computer's moves, hand-overs, the end. */
void TableTurn_Update(TableTurn *turn, Scene *scene, App *app, float dt);
/* Covers the table with the hand-over screen when another person must decide; true when it did. */
bool TableTurn_HandOverIfNeeded(TableTurn *turn, App *app);

/* The pause menu over the table, with its restart and quit; ACTION_HELP's rules. */
void TableTurn_OpenPause(TableTurn *turn, App *app, const char *rulesFile);
void TableTurn_OpenRules(App *app, const char *rulesFile);

#endif
