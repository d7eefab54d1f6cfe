/* test_ui_menu.c: menu items known by tag: finding them, and keeping the focus on one when the menu is rebuilt. */
#include "ui/ui_menu.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>

#include <cmocka.h>

enum {
    TAG_RESUME = 10,
    TAG_NEW,
    TAG_RULES,
    TAG_BACK
};

/* The shape of a lobby: Resume only with a saved game, Rules possibly disabled. */
static void Build(UiMenu *m, bool withResume, bool rulesEnabled)
{
    UiMenu_Init(m, 100.0f, 200.0f, 300.0f, 50.0f);
    if (withResume) {
        UiMenu_AddTagged(m, "Resume game", TAG_RESUME);
    }
    UiMenu_AddTagged(m, "New game", TAG_NEW);
    m->items[UiMenu_AddTagged(m, "Rules", TAG_RULES)].enabled = rulesEnabled;
    UiMenu_AddTagged(m, "Back", TAG_BACK);
}

/* What a lobby does when its saved game comes or goes: rebuild, with the focus kept on the same item. */
static void Rebuild(UiMenu *m, bool withResume)
{
    int focused = UiMenu_FocusedTag(m);
    Build(m, withResume, true);
    assert_true(UiMenu_FocusTag(m, focused, TAG_NEW));
}

static void test_rows_and_tags(void **state)
{
    (void)state;
    UiMenu m;
    Build(&m, true, true);
    assert_int_equal(UiMenu_RowOfTag(&m, TAG_RESUME), 0);
    assert_int_equal(UiMenu_RowOfTag(&m, TAG_BACK), 3);
    assert_int_equal(UiMenu_TagOfRow(&m, 1), TAG_NEW);
    Build(&m, false, true);
    assert_int_equal(UiMenu_RowOfTag(&m, TAG_RESUME), -1);
    assert_int_equal(UiMenu_RowOfTag(&m, TAG_BACK), 2);
    assert_int_equal(UiMenu_TagOfRow(&m, -1), UI_MENU_NO_TAG);
    assert_int_equal(UiMenu_TagOfRow(&m, 3), UI_MENU_NO_TAG);
}

static void test_untagged_items(void **state)
{
    (void)state;
    UiMenu m;
    UiMenu_Init(&m, 0.0f, 0.0f, 300.0f, 50.0f);
    UiMenu_Add(&m, "Play again");
    UiMenu_AddTagged(&m, "Back", 0);
    assert_int_equal(UiMenu_TagOfRow(&m, 0), UI_MENU_NO_TAG);
    assert_int_equal(UiMenu_RowOfTag(&m, 0), 1);
    /* No tag is not a tag: it never finds the untagged items. */
    assert_int_equal(UiMenu_RowOfTag(&m, UI_MENU_NO_TAG), -1);
}

static void test_focused_tag_follows_the_focus(void **state)
{
    (void)state;
    UiMenu m;
    UiMenu_Init(&m, 0.0f, 0.0f, 300.0f, 50.0f);
    assert_int_equal(UiMenu_FocusedTag(&m), UI_MENU_NO_TAG);
    Build(&m, false, false);
    assert_int_equal(UiMenu_FocusedTag(&m), TAG_NEW);
    /* Down steps over the disabled Rules to Back. */
    InputEvent down = {.action = ACTION_DOWN, .pad = -1};
    int index = -1;
    assert_int_equal(UiMenu_Handle(&m, &down, &index), UI_MENU_MOVED);
    assert_int_equal(UiMenu_TagOfRow(&m, index), TAG_BACK);
    assert_int_equal(UiMenu_FocusedTag(&m), TAG_BACK);
}

static void test_focus_stays_on_the_item_across_a_rebuild(void **state)
{
    (void)state;
    UiMenu m;
    Build(&m, false, true);
    assert_true(UiMenu_FocusTag(&m, TAG_BACK, TAG_NEW));
    /* A saved game appears: Resume comes in above, and the focus stays on Back one row lower. */
    Rebuild(&m, true);
    assert_int_equal(m.focus, 3);
    assert_int_equal(UiMenu_FocusedTag(&m), TAG_BACK);
    /* The bar is already there, with no slide from the top. */
    assert_true(m.focusAnim == UiMenu_ItemRect(&m, 3).y);
}

static void test_focus_falls_back(void **state)
{
    (void)state;
    UiMenu m;
    Build(&m, true, true);
    assert_true(UiMenu_FocusTag(&m, TAG_RESUME, TAG_NEW));
    /* The saved game is gone, and Resume with it: the focus goes to New game. */
    Rebuild(&m, false);
    assert_int_equal(UiMenu_FocusedTag(&m), TAG_NEW);
    assert_true(m.focusAnim == UiMenu_ItemRect(&m, 0).y);
    /* A disabled item does not take the focus either. */
    Build(&m, false, false);
    assert_true(UiMenu_FocusTag(&m, TAG_RULES, TAG_BACK));
    assert_int_equal(UiMenu_FocusedTag(&m), TAG_BACK);
    /* The empty tag (a menu that was empty before) goes straight to the fallback. */
    assert_true(UiMenu_FocusTag(&m, UI_MENU_NO_TAG, TAG_NEW));
    assert_int_equal(UiMenu_FocusedTag(&m), TAG_NEW);
}

static void test_focus_left_alone_when_nothing_fits(void **state)
{
    (void)state;
    UiMenu m;
    Build(&m, false, false);
    assert_true(UiMenu_FocusTag(&m, TAG_BACK, TAG_NEW));
    float bar = m.focusAnim;
    assert_false(UiMenu_FocusTag(&m, TAG_RESUME, TAG_RULES));
    assert_int_equal(UiMenu_FocusedTag(&m), TAG_BACK);
    assert_true(m.focusAnim == bar);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rows_and_tags),
        cmocka_unit_test(test_untagged_items),
        cmocka_unit_test(test_focused_tag_follows_the_focus),
        cmocka_unit_test(test_focus_stays_on_the_item_across_a_rebuild),
        cmocka_unit_test(test_focus_falls_back),
        cmocka_unit_test(test_focus_left_alone_when_nothing_fits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
