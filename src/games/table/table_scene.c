/* table_scene.c: what every trick game's table scene is asked, answered once from the TableScene it begins with. */
#include "table_scene.h"

/* Sound because every caller passes a trick game's table scene, whose struct asserts TABLE_SCENE_FIRST. */
static TableScene *Of(Scene *scene)
{
    return (TableScene *)scene;
}

void TableScene_Init(TableScene *table, const SceneOps *ops, const TableTurnOps *turnOps, int focusGroups)
{
    table->base.ops = ops;
    TableTurn_Init(&table->turn, turnOps, table);
    TableFocus_Init(&table->focus, focusGroups);
}

const TableSession *TableScene_Session(Scene *scene)
{
    return &Of(scene)->turn.session;
}

const char *TableScene_Message(Scene *scene)
{
    return TableTurn_Message(&Of(scene)->turn);
}

bool TableScene_Busy(Scene *scene)
{
    return TableTurn_Busy(&Of(scene)->turn);
}

void TableScene_Focus(Scene *scene, int *area, int *index)
{
    const TableFocus *focus = &Of(scene)->focus;
    *area = focus->group;
    *index = TableFocus_Index(focus, focus->group);
}

int TableScene_ChoiceCount(Scene *scene)
{
    return Of(scene)->turn.choices.count;
}

GameAction TableScene_Choice(Scene *scene, int index)
{
    const TableChoices *choices = &Of(scene)->turn.choices;
    GameAction none = {0};
    return index >= 0 && index < choices->count && choices->items[index].tag == 0 ? choices->items[index].action : none;
}
