// The system's GNU libmicrohttpd (Debian: libmicrohttpd-dev, pkg-config libmicrohttpd;
// Homebrew: libmicrohttpd), and what Swift can't take from its header as it is.
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// MHD_CONTENT_READER_END_OF_STREAM, a macro with a cast that Swift doesn't import.
static const ssize_t lmh_end_of_stream = MHD_CONTENT_READER_END_OF_STREAM;

/// MHD_SIZE_UNKNOWN, likewise.
static const uint64_t lmh_size_unknown = MHD_SIZE_UNKNOWN;

/// Starts a daemon on the listening socket `listener`: a thread that accepts, and a thread per
/// connection, each of which calls `handler` (with `cls`) for its requests and `completed`
/// when one is over. It can stop accepting before it stops (MHD_quiesce_daemon). MHD_start_daemon takes its options as C varargs, which Swift can't pass;
/// this is the one call that needs C.
///
/// `connections` caps the connections open at once, `timeout` ends one idle for that many
/// seconds (a slow client), `memory` caps what one connection may hold for a request's head.
static inline struct MHD_Daemon *lmh_start(int listener, MHD_AccessHandlerCallback handler,
                                           MHD_RequestCompletedCallback completed, void *cls,
                                           unsigned int connections, unsigned int timeout,
                                           size_t memory) {
    return MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL | MHD_USE_ITC,
        0, NULL, NULL, handler, cls,
        MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listener,
        MHD_OPTION_NOTIFY_COMPLETED, completed, cls,
        MHD_OPTION_CONNECTION_LIMIT, connections,
        MHD_OPTION_CONNECTION_TIMEOUT, timeout,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory,
        MHD_OPTION_STRICT_FOR_CLIENT, (int)1,
        MHD_OPTION_END);
}
