/* game_ai.c: the generic computer player: heuristic choice, flat Monte Carlo over determinisations, exact endgames. */
#include "game_ai.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The fixed work of each level (see game_ai.h); EASY searches nothing. */
typedef struct LevelWork {
    int worlds;       /* determinisations sampled */
    int candidates;   /* best-rated actions tried in each world */
    long solveBudget; /* solver nodes each playout may spend (0: no solver) */
    int playoutMax;   /* actions a playout may take before it is evaluated where it stands */
    double doubt;     /* standard errors a candidate's gain must clear to overrule the rating's pick */
} LevelWork;

/*
 * STRONG asks for a gain of 1.5 standard errors before it overrules the
 * rating: over 100 seeded Rubicon games against MEDIUM it won 51% with
 * {40 worlds, 10 candidates, 1.0} and 63% with {64, 8, 1.5} (more worlds,
 * fewer false overrules among many candidates); six candidates keep the
 * cost of {40, 10} (every move under 500 ms on one thread), and won 63%
 * too (70% in the ordinary game).
 */
static const LevelWork kWork[GAME_AI_LEVEL_COUNT] = {
    {0, 0, 0, 0, 0},
    {16, 6, 0, 4000, 1.0},
    {64, 6, 8000, 4000, 1.5},
};

static const char *const kLevelNames[GAME_AI_LEVEL_COUNT] = {"easy", "medium", "strong"};

const char *GameAi_LevelName(GameAiLevel level)
{
    return (level >= 0 && level < GAME_AI_LEVEL_COUNT) ? kLevelNames[level] : "unknown";
}

GameAiLevel GameAi_LevelFromName(const char *name)
{
    for (int i = 0; name != NULL && i < GAME_AI_LEVEL_COUNT; i++) {
        if (strcmp(kLevelNames[i], name) == 0) {
            return (GameAiLevel)i;
        }
    }
    return GAME_AI_LEVEL_COUNT;
}

typedef struct Search {
    const GameRules *rules;
    const GameAiPolicy *policy;
    int seat;    /* whose values are computed */
    int variant; /* for the seats' sides */
    GameAction *acts;
    double *ratings;
    int maxActions;
    double playoutNoise; /* the spread of the playouts' noise at this level */
} Search;

/* The value of a state where a playout stops: the policy's, or the score difference the rules give. */
static double Evaluate(const Search *s, const GameState *st)
{
    if (s->policy != NULL && s->policy->evaluate != NULL) {
        return s->policy->evaluate(st, s->seat);
    }
    GameResult r = s->rules->result(st);
    /* The seat's score less the best of the other sides' (a partner's score is the seat's own). */
    bool any = false;
    double best = 0;
    int side = Game_SideOf(s->rules, s->variant, s->seat);
    for (int p = 0; p < s->rules->seats && p < GAME_MAX_SEATS; p++) {
        if (Game_SideOf(s->rules, s->variant, p) != side && (!any || r.score[p] > best)) {
            best = r.score[p];
            any = true;
        }
    }
    return r.score[s->seat] - best;
}

/* The policy's pick among n actions: the best rating after noise of the given spread (uniform if no rating). */
static int PolicyPick(const Search *s, const GameState *st, int seat, int n, double noise, Rng *rng)
{
    if (s->policy == NULL || s->policy->rate == NULL) {
        return (int)Rng_Below(rng, (uint64_t)n);
    }
    s->policy->rate(st, seat, s->acts, n, s->ratings);
    int best = 0;
    double bestValue = 0;
    for (int i = 0; i < n; i++) {
        double v = s->ratings[i] + (noise > 0 ? noise * Rng_Unit(rng) : 0);
        if (i == 0 || v > bestValue) {
            best = i;
            bestValue = v;
        }
    }
    return best;
}

/* Plays w out by the policy from where it stands (root: the world before the first action) and values it. */
static double Playout(const Search *s, const GameState *root, GameState *w, const LevelWork *work, Rng *rng,
                      bool *exact)
{
    *exact = false;
    const GameRules *rules = s->rules;
    long budget = work->solveBudget;
    for (int step = 0; step < work->playoutMax; step++) {
        int seat = rules->toAct(w);
        if (seat == GAME_NOBODY) {
            break;
        }
        if (s->policy != NULL && s->policy->stop != NULL && s->policy->stop(root, w)) {
            break;
        }
        double value;
        if (budget > 0 && s->policy != NULL && s->policy->solve != NULL &&
            s->policy->solve(w, s->seat, &budget, &value, NULL)) {
            *exact = step == 0;
            return value;
        }
        int n = rules->legal(w, seat, s->acts, s->maxActions);
        if (n <= 0) {
            break;
        }
        int pick = PolicyPick(s, w, seat, n, s->playoutNoise, rng);
        if (rules->apply(w, seat, s->acts[pick]) != GAME_OK) {
            break; /* a listed action refused: a bug in the game; value the world as it stands */
        }
    }
    return Evaluate(s, w);
}

int GameAi_TopIndices(const double *values, int n, int k, int *out)
{
    int count = 0;
    for (int i = 0; i < n; i++) {
        int pos = count < k ? count : k;
        while (pos > 0 && values[out[pos - 1]] < values[i]) {
            if (pos < k) {
                out[pos] = out[pos - 1];
            }
            pos--;
        }
        if (pos < k) {
            out[pos] = i;
            if (count < k) {
                count++;
            }
        }
    }
    return count;
}

enum {
    MAX_CANDIDATES = 16
};

/*
 * When nothing is hidden any more (two sampled worlds are one) and the game
 * can solve the position (Bezique: the last tricks), the solver's move
 * among ALL legal actions: the search would weigh only the best-rated few,
 * and may miss the one winning lead. Its own dice, so the search's stream
 * is the same whether or not this succeeds. False to search as usual.
 */
static bool SolvedChoice(const Search *s, const GameState *view, int n, const LevelWork *work, uint64_t seed,
                         int *pick)
{
    if (work->solveBudget <= 0 || s->policy == NULL || s->policy->solve == NULL) {
        return false;
    }
    const GameRules *rules = s->rules;
    GameState *a = malloc(rules->stateSize);
    GameState *b = malloc(rules->stateSize);
    Rng rng = Rng_Make(Rng_Mix(seed ^ 0x736f6c7665ULL));
    bool ok = a != NULL && b != NULL && rules->sample(view, &rng, a) && rules->sample(view, &rng, b) &&
              rules->hash(a) == rules->hash(b);
    double value;
    GameAction best;
    /*
     * The nodes every playout of the search may spend, spent on one exact
     * search instead (the search would sample all its worlds when its
     * playouts cannot solve the first, since one world would not say all).
     */
    long budget = work->solveBudget * (work->worlds > 1 ? work->worlds : 1);
    ok = ok && s->policy->solve(a, s->seat, &budget, &value, &best);
    *pick = -1;
    for (int i = 0; ok && i < n; i++) {
        if (GameAction_Equal(s->acts[i], best)) {
            *pick = i;
            break;
        }
    }
    free(a);
    free(b);
    return *pick >= 0;
}

/* Flat Monte Carlo over the view: every candidate meets the same sampled worlds and the same playout dice. */
static int SearchChoice(Search *s, const GameState *view, int n, const LevelWork *work, Rng *rng)
{
    const GameRules *rules = s->rules;
    size_t size = rules->stateSize;
    GameState *world = malloc(size);
    GameState *play = malloc(size);
    GameAction *rootActs = malloc((size_t)n * sizeof *rootActs);
    int best = 0;
    if (world == NULL || play == NULL || rootActs == NULL) {
        free(world);
        free(play);
        free(rootActs);
        return 0;
    }
    memcpy(rootActs, s->acts, (size_t)n * sizeof *rootActs);
    int cand[MAX_CANDIDATES];
    int k = work->candidates < MAX_CANDIDATES ? work->candidates : MAX_CANDIDATES;
    if (s->policy != NULL && s->policy->rate != NULL) {
        s->policy->rate(view, s->seat, rootActs, n, s->ratings);
    } else {
        for (int i = 0; i < n; i++) {
            s->ratings[i] = 0;
        }
    }
    k = GameAi_TopIndices(s->ratings, n, k, cand);
    /* Each candidate's gain over the best-rated one, world by world (the same world and dice for both). */
    double sum[MAX_CANDIDATES] = {0}, sumSq[MAX_CANDIDATES] = {0};
    int worlds = 0;
    uint64_t firstHash = 0;
    bool allExact = true;
    for (int w = 0; w < work->worlds; w++) {
        if (!rules->sample(view, rng, world)) {
            continue;
        }
        uint64_t h = rules->hash(world);
        if (w == 1 && h == firstHash && allExact) {
            break; /* nothing hidden (e.g. Bezique's last tricks) and all solved: one world says all */
        }
        if (w == 0) {
            firstHash = h;
        }
        uint64_t dice = Rng_Next(rng);
        double base = 0;
        for (int c = 0; c < k; c++) {
            double v = -1e12; /* a legal action cannot be refused; never prefer one that is */
            memcpy(play, world, size);
            if (rules->apply(play, s->seat, rootActs[cand[c]]) == GAME_OK) {
                Rng playDice = Rng_Make(dice);
                bool exact;
                v = Playout(s, world, play, work, &playDice, &exact);
                allExact = allExact && exact;
            }
            if (c == 0) {
                base = v;
            }
            sum[c] += v - base;
            sumSq[c] += (v - base) * (v - base);
        }
        worlds++;
    }
    /*
     * The search overrules the rating only when its gain is clear: the mean
     * gain less work->doubt standard errors must stay above zero. With few
     * worlds and long playouts the noise would otherwise pick at random
     * among good moves, which is worse than the rating's pick.
     */
    int bestC = 0;
    double bestScore = 0;
    for (int c = 1; c < k && worlds > 0; c++) {
        double mean = sum[c] / worlds;
        double var = worlds > 1 ? (sumSq[c] - worlds * mean * mean) / (worlds - 1) : 0;
        double score = mean - work->doubt * sqrt((var > 0 ? var : 0) / worlds);
        if (worlds == 1 && allExact) {
            score = mean; /* the whole truth: nothing hidden, and solved */
        }
        if (score > bestScore) {
            bestScore = score;
            bestC = c;
        }
    }
    best = cand[bestC];
    free(world);
    free(play);
    free(rootActs);
    return best;
}

bool GameAi_Choose(const GameRules *rules, const GameState *st, int seat, GameAiLevel level, uint64_t seed,
                   GameAction *out)
{
    if (rules == NULL || st == NULL || out == NULL || level < 0 || level >= GAME_AI_LEVEL_COUNT ||
        rules->toAct(st) != seat || seat < 0) {
        return false;
    }
    Search s = {rules, GameAi_FindPolicy(rules->name), seat, 0, NULL, NULL, rules->maxActions, 0};
    if (s.policy != NULL) {
        s.playoutNoise = level == GAME_AI_STRONG && s.policy->strongPlayoutNoise > 0 ? s.policy->strongPlayoutNoise
                                                                                     : s.policy->playoutNoise;
    }
    /* The seat that decides for this one (Bridge: the declarer for the dummy) sees with its own eyes. */
    int viewer = Game_Controller(rules, st, seat);
    s.variant = Game_VariantOf(rules, st);
    LevelWork work = kWork[level];
    GameState *view = malloc(rules->stateSize);
    s.acts = malloc((size_t)s.maxActions * sizeof *s.acts);
    s.ratings = malloc((size_t)s.maxActions * sizeof *s.ratings);
    bool ok = false;
    if (view != NULL && s.acts != NULL && s.ratings != NULL) {
        /* From here on only the view is read: the seat's honest knowledge. */
        rules->view(st, viewer, view);
        if (level == GAME_AI_STRONG && s.policy != NULL && s.policy->strongWorlds != NULL &&
            s.policy->strongWorlds(view) > 0) {
            work.worlds = s.policy->strongWorlds(view);
        }
        int n = rules->legal(view, seat, s.acts, s.maxActions);
        if (n > 0) {
            int pick = 0;
            Rng rng = Rng_Make(Rng_Mix(seed ^ (0x6169ULL + (uint64_t)level * 0x9E3779B97F4A7C15ULL)));
            GameAction own;
            if (n == 1) {
                pick = 0;
            } else if (s.policy != NULL && s.policy->choose != NULL &&
                       s.policy->choose(view, seat, level, Rng_Next(&rng), &own) &&
                       (rules->check(view, seat, own) == GAME_OK || rules->check(view, seat, own) == GAME_ERR_VIEW)) {
                /*
                 * The game's own search; its choice must be legal. A game's check may refuse any action on a
                 * view for being a view (Bridge, Quinto) or judge it as on the table (Piquet): either is legal.
                 */
                s.acts[0] = own;
                pick = 0;
            } else if (level == GAME_AI_EASY) {
                pick = PolicyPick(&s, view, seat, n, s.policy != NULL ? s.policy->easyNoise : 0, &rng);
            } else if (!SolvedChoice(&s, view, n, &work, seed, &pick)) {
                pick = SearchChoice(&s, view, n, &work, &rng);
                /* SearchChoice reused s.acts for playouts: list the root's actions again. */
                rules->legal(view, seat, s.acts, s.maxActions);
            }
            *out = s.acts[pick];
            ok = true;
        }
    }
    free(view);
    free(s.acts);
    free(s.ratings);
    return ok;
}
