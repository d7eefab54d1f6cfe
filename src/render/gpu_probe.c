/* gpu_probe.c: asks the X server whether it offers direct rendering, without loading OpenGL. */
#include "gpu_probe.h"

#include <SDL_syswm.h>
#include <stdint.h>

#if defined(__linux__)
#include <unistd.h>
#endif

typedef int (*QueryExtensionFn)(void *display, const char *name, int *opcode, int *event, int *error);

bool GpuProbe_WindowHasGpu(SDL_Window *window)
{
#if defined(__linux__)
    /* No render node at all: any OpenGL here is drawn by the CPU. */
    if (access("/dev/dri", F_OK) != 0) {
        return false;
    }
#endif
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (window == NULL || !SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) {
        return true;
    }
    /* SDL already has libX11 loaded for its X11 driver: this only looks the symbol up. */
    void *x11 = SDL_LoadObject("libX11.so.6");
    if (x11 == NULL) {
        return true;
    }
    QueryExtensionFn query = (QueryExtensionFn)(uintptr_t)SDL_LoadFunction(x11, "XQueryExtension");
    bool gpu = true;
    if (query != NULL) {
        int op = 0, ev = 0, er = 0;
        /* Mesa's drivers render directly through DRI3 or DRI2; NVIDIA's through its own GLX. */
        gpu = query(info.info.x11.display, "DRI3", &op, &ev, &er) || query(info.info.x11.display, "DRI2", &op, &ev, &er) ||
              query(info.info.x11.display, "NV-GLX", &op, &ev, &er);
    }
    SDL_UnloadObject(x11);
    return gpu;
#else
    (void)window;
    return true;
#endif
}
