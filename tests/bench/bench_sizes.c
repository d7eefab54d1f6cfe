/* bench_sizes.c: the sizes of the host's view messages through random games of every table game (bench_host --sizes). */
#include "bench_host.h"

#include "core/game/game.h"
#include "core/rng.h"
#include "host/table_protocol.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Every view a device may be sent (each seat's and the public one) at every
 * step of a few random games of every variant: the largest, the mean, and
 * the largest of those that list choices. Deterministic (fixed seeds), so
 * two builds compare like with like.
 */
int BenchSizes_Run(int games)
{
    printf("%-13s %-12s %8s %10s %10s %14s\n", "game", "variant", "views", "mean B", "largest B", "largest w/ choices");
    for (int g = 0; g < Game_Count(); g++) {
        const GameRules *rules = Game_At(g);
        if (rules->schema == NULL) {
            continue;
        }
        GameAction *acts = calloc((size_t)rules->maxActions, sizeof *acts);
        GameState *st = Game_NewState(rules);
        if (acts == NULL || st == NULL) {
            free(acts);
            free(st);
            return 1;
        }
        for (int v = 0; v < rules->variantCount; v++) {
            unsigned long long total = 0;
            unsigned long views = 0;
            size_t largest = 0;
            size_t largestChoices = 0;
            for (int n = 0; n < games; n++) {
                uint64_t seed = 9100 + (uint64_t)n;
                GameRecord rec;
                if (rules->init(st, v, seed) != GAME_OK) {
                    break;
                }
                GameRecord_Init(&rec, rules, v, seed);
                Rng rng = Rng_Make(seed * 977 + (uint64_t)v);
                for (int step = 0; step < 3000; step++) {
                    int decider = rules->toAct(st) == GAME_NOBODY ? GAME_NOBODY : Game_Controller(rules, st, rules->toAct(st));
                    for (int seat = GAME_NOBODY; seat < Game_SeatsIn(rules, v); seat++) {
                        char *text = TableProtocol_View(rules, st, &rec, seat);
                        if (text == NULL) {
                            fprintf(stderr, "bench_host: %s: a view could not be written\n", rules->name);
                            GameRecord_Free(&rec);
                            free(acts);
                            free(st);
                            return 1;
                        }
                        size_t len = strlen(text);
                        total += len;
                        views++;
                        largest = len > largest ? len : largest;
                        if (seat == decider && len > largestChoices) {
                            largestChoices = len;
                        }
                        free(text);
                    }
                    if (rules->toAct(st) == GAME_NOBODY) {
                        break;
                    }
                    int count = rules->legal(st, rules->toAct(st), acts, rules->maxActions);
                    if (count <= 0 || Game_Play(rules, st, &rec, acts[Rng_Next(&rng) % (uint64_t)count]) != GAME_OK) {
                        break;
                    }
                }
                GameRecord_Free(&rec);
            }
            const char *name = rules->variantName != NULL ? rules->variantName(v) : "";
            printf("%-13s %-12s %8lu %10.0f %10zu %14zu\n", rules->name, name != NULL ? name : "", views,
                   views > 0 ? (double)total / (double)views : 0.0, largest, largestChoices);
        }
        free(acts);
        free(st);
    }
    return 0;
}
