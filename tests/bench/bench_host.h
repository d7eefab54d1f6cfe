/* bench_host.h: the parts of the card room's benchmark driver (scripts/bench-host.sh runs it). */
#ifndef PARLOUR_BENCH_HOST_H
#define PARLOUR_BENCH_HOST_H

/* Prints the sizes of view messages through `games` random games of every variant of every table game. */
int BenchSizes_Run(int games);

#endif
