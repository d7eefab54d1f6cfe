/* host_worker.c: one thread that thinks for the computers, fed copies of their views, handing back their actions. */
#include "host_worker.h"

#include "core/game/game_ai.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef struct Job {
    struct Job *next;
    const GameRules *rules;
    int toAct;
    GameAiLevel level;
    uint64_t seed;
    HostThought thought;
} Job;

struct HostWorker {
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t ready; /* a job was asked for, or stop */
    Job *asked, *askedTail;
    Job *done, *doneTail;
    bool stop;
    HostChooser choose;
    void (*wake)(void *arg);
    void *arg;
};

static void Append(Job **head, Job **tail, Job *job)
{
    job->next = NULL;
    if (*tail != NULL) {
        (*tail)->next = job;
    } else {
        *head = job;
    }
    *tail = job;
}

static Job *Pop(Job **head, Job **tail)
{
    Job *job = *head;
    if (job != NULL) {
        *head = job->next;
        if (*head == NULL) {
            *tail = NULL;
        }
    }
    return job;
}

static void FreeJobs(Job *job)
{
    while (job != NULL) {
        Job *next = job->next;
        HostThought_Free(&job->thought);
        free(job);
        job = next;
    }
}

static void *Run(void *arg)
{
    HostWorker *w = arg;
    pthread_mutex_lock(&w->lock);
    for (;;) {
        while (!w->stop && w->asked == NULL) {
            pthread_cond_wait(&w->ready, &w->lock);
        }
        if (w->stop) {
            break;
        }
        Job *job = Pop(&w->asked, &w->askedTail);
        pthread_mutex_unlock(&w->lock);
        /* The thinking, without the lock: the loop goes on asking and taking meanwhile. */
        job->thought.chose =
            w->choose(job->rules, job->thought.view, job->toAct, job->level, job->seed, &job->thought.action);
        pthread_mutex_lock(&w->lock);
        Append(&w->done, &w->doneTail, job);
        if (w->wake != NULL) {
            w->wake(w->arg);
        }
    }
    pthread_mutex_unlock(&w->lock);
    return NULL;
}

HostWorker *HostWorker_Start(HostChooser choose, void (*wake)(void *arg), void *arg)
{
    HostWorker *w = calloc(1, sizeof *w);
    if (w == NULL) {
        return NULL;
    }
    w->choose = choose != NULL ? choose : GameAi_Choose;
    w->wake = wake;
    w->arg = arg;
    pthread_mutex_init(&w->lock, NULL);
    pthread_cond_init(&w->ready, NULL);
    if (pthread_create(&w->thread, NULL, Run, w) != 0) {
        pthread_cond_destroy(&w->ready);
        pthread_mutex_destroy(&w->lock);
        free(w);
        return NULL;
    }
    return w;
}

void HostWorker_Stop(HostWorker *w)
{
    if (w == NULL) {
        return;
    }
    pthread_mutex_lock(&w->lock);
    w->stop = true;
    pthread_cond_signal(&w->ready);
    pthread_mutex_unlock(&w->lock);
    pthread_join(w->thread, NULL);
    FreeJobs(w->asked);
    FreeJobs(w->done);
    pthread_cond_destroy(&w->ready);
    pthread_mutex_destroy(&w->lock);
    free(w);
}

bool HostWorker_Ask(HostWorker *w, const TableHost *h, void *table)
{
    /* A computer seat, or a computer standing in for a person away (TableHost_ComputerDecides). */
    if (TableHost_IsOver(h) || !TableHost_ComputerDecides(h)) {
        return false;
    }
    int decider = TableHost_Decider(h);
    Job *job = calloc(1, sizeof *job);
    GameState *view = Game_NewState(h->rules);
    if (job == NULL || view == NULL) {
        free(job);
        free(view);
        return false;
    }
    /* The decider's eyes only: for a dummy, the declarer's view, which shows the dummy's cards. */
    h->rules->view(h->st, decider, view);
    job->rules = h->rules;
    job->toAct = h->rules->toAct(h->st);
    job->level = TableHost_ComputerLevel(h, decider);
    job->seed = TableHost_ComputerSeed(h);
    job->thought = (HostThought){.table = table, .view = view, .decider = decider};
    pthread_mutex_lock(&w->lock);
    Append(&w->asked, &w->askedTail, job);
    pthread_cond_signal(&w->ready);
    pthread_mutex_unlock(&w->lock);
    return true;
}

bool HostWorker_Take(HostWorker *w, HostThought *out)
{
    pthread_mutex_lock(&w->lock);
    Job *job = Pop(&w->done, &w->doneTail);
    pthread_mutex_unlock(&w->lock);
    if (job == NULL) {
        return false;
    }
    *out = job->thought;
    free(job);
    return true;
}

void HostThought_Free(HostThought *t)
{
    free(t->view);
    t->view = NULL;
}

HostThoughtUse HostWorker_Apply(TableHost *h, const HostThought *t, GameState *before, GameAction *applied,
                                int *actedFor)
{
    int decider = TableHost_IsOver(h) ? GAME_NOBODY : TableHost_Decider(h);
    /* A person who came back while the computer thought takes their turn: the thought is stale. */
    if (decider != t->decider || !TableHost_ComputerDecides(h)) {
        return HOST_THOUGHT_STALE;
    }
    /* The table as the computer saw it, or the thought is of another moment (a seat replaced, a rematch). */
    GameState *now = Game_NewState(h->rules);
    if (now == NULL) {
        return HOST_THOUGHT_REFUSED;
    }
    h->rules->view(h->st, decider, now);
    bool same = memcmp(now, t->view, h->rules->stateSize) == 0;
    free(now);
    if (!same) {
        return HOST_THOUGHT_STALE;
    }
    if (!t->chose) {
        return HOST_THOUGHT_REFUSED;
    }
    int toAct = h->rules->toAct(h->st);
    if (before != NULL) {
        memcpy(before, h->st, h->rules->stateSize);
    }
    if (Game_Play(h->rules, h->st, &h->rec, t->action) != GAME_OK) {
        return HOST_THOUGHT_REFUSED;
    }
    if (applied != NULL) {
        *applied = t->action;
    }
    if (actedFor != NULL) {
        *actedFor = toAct;
    }
    return HOST_THOUGHT_PLAYED;
}
