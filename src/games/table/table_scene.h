/* table_scene.h: what every trick game's table scene begins with (its scene, turn and focus), and what is asked of it. */
#ifndef PARLOUR_GAMES_TABLE_SCENE_H
#define PARLOUR_GAMES_TABLE_SCENE_H

#include "core/game/game.h"
#include "table_focus.h"
#include "table_session.h"
#include "table_turn.h"
#include "scenes/scene.h"

#include <stdbool.h>
#include <stddef.h>

/*
 * Each game's table scene (Bezique, Piquet, Quinto, Bridge, Five Hundred)
 * starts with a TableScene and keeps after it only what is its own. So the
 * scene on the stack is its TableScene, and the questions every table
 * answers the same way (what the session holds, the line shown, whether
 * it is busy, where the focus is, the choices offered) are asked once
 * here of any of them. A game's struct states that it begins so with
 * TABLE_SCENE_FIRST; a scene that is not a trick game's table (Poker
 * Patience's, a menu) must never be passed.
 */
typedef struct TableScene {
    Scene base;       /* first: the scene the stack holds */
    TableTurn turn;   /* the session, flights, choices, message line and end shared by every table (table_turn.h) */
    TableFocus focus; /* the keyboard and pad focus over the game's own groups (a hand, its choices) */
} TableScene;

/* Placed after a game's table struct: the struct begins with its TableScene, member. */
#define TABLE_SCENE_FIRST(type, member)                                                                                \
    _Static_assert(offsetof(type, member) == 0, #type " begins with its TableScene, so a Scene * to it is one")

/* A table scene just allocated (zeroed): its scene ops, its turn (owned by the game's table, which begins with
   table) and its focus over the game's focusGroups. */
void TableScene_Init(TableScene *table, const SceneOps *ops, const TableTurnOps *turnOps, int focusGroups);

/* The session: the record, the full state, the seats. */
const TableSession *TableScene_Session(Scene *scene);
/* The refusal or notice shown now, "" when none. */
const char *TableScene_Message(Scene *scene);
/* True while cards move, the game shows something of its own, or the computer thinks (tests wait for it). */
bool TableScene_Busy(Scene *scene);
/* The focused group (the game's own areas) and the focused item in it (-1 when it is empty). */
void TableScene_Focus(Scene *scene, int *area, int *index);
/* The choices offered now, and the action of one; a choice that is not one action (a tag) or out of range: {0}. */
int TableScene_ChoiceCount(Scene *scene);
GameAction TableScene_Choice(Scene *scene, int index);

#endif
