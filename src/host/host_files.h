/* host_files.h: which file of the web page's folder a request names, or none (nothing outside the folder). */
#ifndef PARLOUR_HOST_HOST_FILES_H
#define PARLOUR_HOST_HOST_FILES_H

#include <stdbool.h>
#include <stddef.h>

/*
 * The host serves the phone's page from one folder (assets/web) and
 * nothing else. A request's path is taken only if every part of it is a
 * plain name (letters, digits, '-', '_', '.', not beginning with a dot:
 * so no "..", no hidden file, no encoded character, no absolute path), and
 * only if the file it names, once every symbolic link is followed, is a
 * regular file inside the folder: a link out of the folder is refused
 * like a file that is not there.
 */

#define HOST_FILES_PATH_MAX 4096

/* The folder's real path in out; false if it is not a folder we can read. */
bool HostFiles_Root(const char *folder, char *out, size_t size);

/* The real path of the file uri ("/", "/index.html", "/app.js") names in root; false: 404. */
bool HostFiles_Resolve(const char *root, const char *uri, char *path, size_t size);

#endif
