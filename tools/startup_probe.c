/* startup_probe.c: starts a program under X and times its window, first drawn pixel and first whole picture, then its idle CPU and memory. */
/*
 * Built and run by scripts/bench-startup.sh (cc tools/startup_probe.c -lX11).
 *
 *   startup-probe [--settle S] [--idle S] [--timeout S] -- program args...
 *
 * Forks and execs the program, and measures from just before the fork:
 *   window_ms   the first top-level window of the process (_NET_WM_PID) mapped;
 *   pixel_ms    the first non-black pixel in that window (the middle row and
 *               column are read every 2 ms; on an X server started with -br the
 *               window is black until the program draws);
 *   picture_ms  the first time the middle row and column showed the program's picture: at least
 *               95% of their pixels within 24 levels (each channel) of what they show once the
 *               program has settled (`settle` seconds after the first pixel). A fade-in from
 *               black, a bare background or a screen still missing its cards does not count;
 *   picture_cpu_ms the CPU time the process had used by then (/proc/PID/stat: every thread, even
 *               those ended, in 10 ms clock ticks): what the first picture cost, whatever the load;
 * then, from `settle` seconds after the first pixel, over `idle` seconds of no input:
 *   idle_cpu_ms CPU time of the whole process (all threads, /proc/PID/task/... schedstat, ns);
 *   pss_kib     proportional set size at the end (/proc/PID/smaps_rollup);
 *   peak_rss_kib the high-water resident set (VmHWM) at the end.
 * Prints one line of key=value pairs and ends the program (SIGTERM, then SIGKILL).
 */
#define _GNU_SOURCE
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double NowMs(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int xerrors;
static int IgnoreXError(Display *d, XErrorEvent *e)
{
    (void)d;
    (void)e;
    xerrors++; /* a window unmapped or resized between looking and reading: look again */
    return 0;
}

static long WindowPid(Display *d, Window w, Atom pidAtom)
{
    Atom type;
    int format;
    unsigned long n, after;
    unsigned char *data = NULL;
    long pid = -1;
    if (XGetWindowProperty(d, w, pidAtom, 0, 1, False, XA_CARDINAL, &type, &format, &n, &after, &data) == Success &&
        data != NULL && n == 1 && format == 32) {
        pid = (long)*(unsigned long *)data;
    }
    if (data != NULL) {
        XFree(data);
    }
    return pid;
}

/* The window of process pid in w's subtree (w itself, or the client inside a window manager's frame). */
static Window FindClient(Display *d, Window w, Atom pidAtom, long pid, int depth)
{
    if (WindowPid(d, w, pidAtom) == pid) {
        return w;
    }
    if (depth > 3) {
        return None;
    }
    Window root, parent, *kids = NULL;
    unsigned int n = 0;
    Window found = None;
    if (XQueryTree(d, w, &root, &parent, &kids, &n)) {
        for (unsigned int i = 0; i < n && found == None; i++) {
            found = FindClient(d, kids[i], pidAtom, pid, depth + 1);
        }
        if (kids != NULL) {
            XFree(kids);
        }
    }
    return found;
}

/* One look at the window: its middle row and column, as 24-bit pixels, and when it was taken. */
typedef struct Sample {
    double ms;
    double cpuMs;
    int width, height; /* the window's size; the pixels are the row (width) then the column (height) */
    uint32_t *px;
} Sample;

static bool ReadLine(Display *d, Window w, int x, int y, unsigned width, unsigned height, uint32_t *out)
{
    XImage *img = XGetImage(d, w, x, y, width, height, AllPlanes, ZPixmap);
    if (img == NULL) {
        return false;
    }
    for (unsigned i = 0; i < width * height; i++) {
        out[i] = (uint32_t)(width > 1 ? XGetPixel(img, (int)i, 0) : XGetPixel(img, 0, (int)i)) & 0xFFFFFFu;
    }
    XDestroyImage(img);
    return true;
}

/* The middle row and column of the window (false if it is not viewable, or changed while being read). */
static bool TakeSample(Display *d, Window w, Sample *s)
{
    XWindowAttributes a;
    int before = xerrors;
    if (!XGetWindowAttributes(d, w, &a) || a.map_state != IsViewable || a.width < 2 || a.height < 2) {
        return false;
    }
    s->width = a.width;
    s->height = a.height;
    s->px = malloc(sizeof *s->px * (size_t)(a.width + a.height));
    if (s->px == NULL) {
        return false;
    }
    bool ok = ReadLine(d, w, 0, a.height / 2, (unsigned)a.width, 1, s->px) &&
              ReadLine(d, w, a.width / 2, 0, 1, (unsigned)a.height, s->px + a.width);
    XSync(d, False);
    if (!ok || xerrors != before) {
        free(s->px);
        s->px = NULL;
        return false;
    }
    return true;
}

static bool AnyDrawn(const Sample *s)
{
    for (int i = 0; i < s->width + s->height; i++) {
        if (s->px[i] != 0) {
            return true;
        }
    }
    return false;
}

static bool SamePixels(const Sample *a, const Sample *b)
{
    return a->width == b->width && a->height == b->height &&
           memcmp(a->px, b->px, sizeof *a->px * (size_t)(a->width + a->height)) == 0;
}

/* At least 95% of the pixels within 24 levels on every channel of the settled picture's: a card that still bobs a
   few pixels as it settles is the picture; a fade from black, a bare background or a table without its cards is not. */
static bool ShowsPicture(const Sample *s, const Sample *settled)
{
    if (s->width != settled->width || s->height != settled->height) {
        return false;
    }
    int n = s->width + s->height;
    int close = 0;
    for (int i = 0; i < n; i++) {
        bool near = true;
        for (int shift = 0; shift < 24; shift += 8) {
            int u = (int)(s->px[i] >> shift & 0xFFu);
            int v = (int)(settled->px[i] >> shift & 0xFFu);
            near = near && abs(u - v) <= 24;
        }
        close += near;
    }
    return close * 100 >= n * 95;
}

/* CPU time in ms of every live thread of pid (schedstat counts nanoseconds). */
static double CpuMs(pid_t pid)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
    DIR *dir = opendir(path);
    if (dir == NULL) {
        return -1.0;
    }
    double ns = 0.0;
    struct dirent *e;
    while ((e = readdir(dir)) != NULL) {
        if (e->d_name[0] == '.') {
            continue;
        }
        char file[320];
        snprintf(file, sizeof file, "/proc/%d/task/%s/schedstat", (int)pid, e->d_name);
        FILE *f = fopen(file, "r");
        if (f != NULL) {
            unsigned long long run = 0;
            if (fscanf(f, "%llu", &run) == 1) {
                ns += (double)run;
            }
            fclose(f);
        }
    }
    closedir(dir);
    return ns / 1e6;
}

/* CPU time in ms of the whole process, ended threads included, in clock ticks (usually 10 ms). */
static double StatCpuMs(pid_t pid)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        return -1.0;
    }
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    char *p = strrchr(buf, ')');
    if (p == NULL) {
        return -1.0;
    }
    /* After the command name: state is field 3; utime and stime are fields 14 and 15. */
    unsigned long long utime = 0, stime = 0;
    if (sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &utime, &stime) != 2) {
        return -1.0;
    }
    return (double)(utime + stime) * 1000.0 / (double)sysconf(_SC_CLK_TCK);
}

static long ProcKib(pid_t pid, const char *file, const char *key)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/%s", (int)pid, file);
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        return -1;
    }
    char line[256];
    long kib = -1;
    size_t len = strlen(key);
    while (fgets(line, sizeof line, f) != NULL) {
        if (strncmp(line, key, len) == 0) {
            kib = strtol(line + len, NULL, 10);
            break;
        }
    }
    fclose(f);
    return kib;
}

static void SleepMs(double ms)
{
    struct timespec ts = {(time_t)(ms / 1000.0), (long)((ms - (double)(time_t)(ms / 1000.0) * 1000.0) * 1e6)};
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
    }
}

static void Stop(pid_t pid)
{
    kill(pid, SIGTERM);
    for (int i = 0; i < 200; i++) {
        if (waitpid(pid, NULL, WNOHANG) == pid) {
            return;
        }
        SleepMs(10);
    }
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
}

int main(int argc, char **argv)
{
    double settle = 1.0, idle = 3.0, timeout = 20.0;
    int i = 1;
    for (; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0) {
            i++;
            break;
        } else if (strcmp(argv[i], "--settle") == 0 && i + 1 < argc) {
            settle = atof(argv[++i]);
        } else if (strcmp(argv[i], "--idle") == 0 && i + 1 < argc) {
            idle = atof(argv[++i]);
        } else if (strcmp(argv[i], "--timeout") == 0 && i + 1 < argc) {
            timeout = atof(argv[++i]);
        } else {
            fprintf(stderr, "usage: startup-probe [--settle S] [--idle S] [--timeout S] -- program args...\n");
            return 2;
        }
    }
    if (i >= argc) {
        fprintf(stderr, "startup-probe: no program given\n");
        return 2;
    }
    Display *d = XOpenDisplay(NULL);
    if (d == NULL) {
        fprintf(stderr, "startup-probe: cannot open the X display (is DISPLAY set?)\n");
        return 2;
    }
    XSetErrorHandler(IgnoreXError);
    Window root = DefaultRootWindow(d);
    Atom pidAtom = XInternAtom(d, "_NET_WM_PID", False);
    XSelectInput(d, root, SubstructureNotifyMask);
    XSync(d, False);

    double t0 = NowMs();
    pid_t pid = fork();
    if (pid < 0) {
        perror("startup-probe: fork");
        return 2;
    }
    if (pid == 0) {
        execvp(argv[i], argv + i);
        fprintf(stderr, "startup-probe: cannot run %s: %s\n", argv[i], strerror(errno));
        _exit(127);
    }

    double windowMs = -1.0, pixelMs = -1.0, pictureMs = -1.0, pictureCpuMs = -1.0;
    Window client = None;
    struct pollfd pfd = {ConnectionNumber(d), POLLIN, 0};
    /* Every different look from the first drawn pixel until the program has settled. */
    enum { MAX_SAMPLES = 4096 };
    static Sample samples[MAX_SAMPLES];
    int count = 0;
    while (NowMs() - t0 < timeout * 1000.0 && (pixelMs < 0.0 || NowMs() - (t0 + pixelMs) < settle * 1000.0)) {
        if (waitpid(pid, NULL, WNOHANG) == pid) {
            fprintf(stderr, "startup-probe: %s ended before drawing\n", argv[i]);
            return 1;
        }
        while (XPending(d) > 0) {
            XEvent ev;
            XNextEvent(d, &ev);
            if (ev.type == MapNotify && client == None) {
                client = FindClient(d, ev.xmap.window, pidAtom, (long)pid, 0);
                if (client != None) {
                    windowMs = NowMs() - t0;
                }
            }
        }
        Sample s = {0};
        if (client != None && TakeSample(d, client, &s)) {
            s.ms = NowMs() - t0;
            s.cpuMs = StatCpuMs(pid);
            if (pixelMs < 0.0 && !AnyDrawn(&s)) {
                free(s.px);
            } else if (count > 0 && SamePixels(&s, &samples[count - 1])) {
                free(s.px);
            } else {
                if (pixelMs < 0.0) {
                    pixelMs = s.ms;
                }
                if (count == MAX_SAMPLES) {
                    free(samples[--count].px);
                }
                samples[count++] = s;
            }
        }
        poll(&pfd, 1, client == None ? 5 : 2);
    }
    if (pixelMs < 0.0) {
        fprintf(stderr, "startup-probe: no picture within %.0f s\n", timeout);
        Stop(pid);
        return 1;
    }
    /* The settled picture is the last look; the first picture is the first look close to it. */
    for (int k = 0; k < count && pictureMs < 0.0; k++) {
        if (ShowsPicture(&samples[k], &samples[count - 1])) {
            pictureMs = samples[k].ms;
            pictureCpuMs = samples[k].cpuMs;
        }
    }
    for (int k = 0; k < count; k++) {
        free(samples[k].px);
    }
    XSelectInput(d, root, NoEventMask);
    XSync(d, False);
    double cpu0 = CpuMs(pid);
    SleepMs(idle * 1000.0);
    double cpu1 = CpuMs(pid);
    long pss = ProcKib(pid, "smaps_rollup", "Pss:");
    long hwm = ProcKib(pid, "status", "VmHWM:");
    printf("window_ms=%.1f pixel_ms=%.1f picture_ms=%.1f picture_cpu_ms=%.0f peak_rss_kib=%ld pss_kib=%ld "
           "idle_cpu_ms=%.1f\n",
           windowMs, pixelMs, pictureMs, pictureCpuMs, hwm, pss, cpu1 - cpu0);
    fflush(stdout);
    Stop(pid);
    XCloseDisplay(d);
    return 0;
}
