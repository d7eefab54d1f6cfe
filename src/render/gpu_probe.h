/* gpu_probe.h: whether a window's display has a real GPU behind SDL's accelerated renderers. */
#ifndef PARLOUR_RENDER_GPU_PROBE_H
#define PARLOUR_RENDER_GPU_PROBE_H

#include <SDL.h>
#include <stdbool.h>

/*
 * False when SDL's "accelerated" renderer could only be OpenGL drawn by the
 * CPU (Mesa's llvmpipe): an X server without direct rendering (Xvfb, VNC,
 * ssh -X) or a machine without /dev/dri. There SDL's own software renderer
 * is far lighter (no 60 MB of LLVM, no shader compiling at start-up) and
 * faster with the sprite cache. True everywhere it cannot tell (Wayland,
 * Windows, macOS), which keeps the accelerated renderer as before.
 */
bool GpuProbe_WindowHasGpu(SDL_Window *window);

#endif
