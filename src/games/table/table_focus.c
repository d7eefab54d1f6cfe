/* table_focus.c: the focus over a table's groups, kept inside the items there are. */
#include "table_focus.h"

#include <string.h>

static bool Valid(const TableFocus *f, int group)
{
    return group >= 0 && group < f->groups;
}

void TableFocus_Init(TableFocus *f, int groups)
{
    memset(f, 0, sizeof *f);
    f->groups = groups < TABLE_FOCUS_GROUPS ? groups : TABLE_FOCUS_GROUPS;
}

int TableFocus_Index(const TableFocus *f, int group)
{
    if (!Valid(f, group) || f->count[group] <= 0) {
        return -1;
    }
    int i = f->index[group];
    return i < 0 ? 0 : (i >= f->count[group] ? f->count[group] - 1 : i);
}

void TableFocus_SetCount(TableFocus *f, int group, int count)
{
    if (!Valid(f, group)) {
        return;
    }
    f->count[group] = count < 0 ? 0 : count;
    int i = TableFocus_Index(f, group);
    f->index[group] = i < 0 ? 0 : i;
    if (group == f->group && count <= 0) {
        /* The group emptied under the focus: the first group with something in it takes it. */
        for (int g = 0; g < f->groups; g++) {
            if (f->count[g] > 0) {
                f->group = g;
                break;
            }
        }
    }
}

bool TableFocus_Step(TableFocus *f, int dir)
{
    int i = TableFocus_Index(f, f->group);
    int next = i + dir;
    if (i < 0 || next < 0 || next >= f->count[f->group]) {
        return false;
    }
    f->index[f->group] = next;
    return true;
}

bool TableFocus_Cycle(TableFocus *f, int dir)
{
    for (int k = 1; k < f->groups; k++) {
        int g = ((f->group + dir * k) % f->groups + f->groups) % f->groups;
        if (f->count[g] > 0) {
            f->group = g;
            return true;
        }
    }
    return false;
}

bool TableFocus_Go(TableFocus *f, int group, int index)
{
    if (!Valid(f, group) || f->count[group] <= 0) {
        return false;
    }
    f->group = group;
    if (index >= 0) {
        f->index[group] = index < f->count[group] ? index : f->count[group] - 1;
    }
    return true;
}
