/* table_waiting_scene.h: the host's waiting room before a hosted table is dealt. */
#ifndef PARLOUR_GAMES_TABLE_WAITING_SCENE_H
#define PARLOUR_GAMES_TABLE_WAITING_SCENE_H

#include "table_game.h"
#include "table_hosting.h"

/*
 * Shows the table's code, where it listens, and per remote seat its link,
 * a QR code of it (libqrencode) and whether its person is here. Deals when
 * every remote seat is here, or on "Start now" (computers stand in for
 * anyone missing until they join). The room owns hosting until the table
 * scene takes it; Back closes it (the hosted game stays in its own slot).
 * remember (may be NULL) keeps a changed address or port for next time.
 */
Scene *TableWaitingScene_Create(App *app, const TableGame *game, TableHosting *hosting, int variant,
                                const GameSeating *seating,
                                void (*remember)(const TableGame *game, const char *address, int port));
/* For tests: the hosting the room holds (NULL once the table has it). */
TableHosting *TableWaitingScene_Hosting(Scene *scene);

#endif
