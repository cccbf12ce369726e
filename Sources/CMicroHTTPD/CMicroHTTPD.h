// The system's GNU libmicrohttpd (Debian: libmicrohttpd-dev and libmicrohttpd12; Homebrew:
// libmicrohttpd): its header, and the library loaded when `luamenu preview` starts a server
// rather than linked. Linked, it would bring GnuTLS and eight more shared libraries into every
// start of luamenu (`run` included), which measured 1.6 ms of CPU on a 2.3 ms start
// (docs/performance.md); loaded, it costs only the command that uses it.
#include <dlfcn.h>
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

#ifdef __APPLE__
#define LMH_LIBRARY "libmicrohttpd.12.dylib"
#else
#define LMH_LIBRARY "libmicrohttpd.so.12"
#endif

/// MHD_CONTENT_READER_END_OF_STREAM, a macro with a cast that Swift doesn't import.
static const ssize_t lmh_end_of_stream = MHD_CONTENT_READER_END_OF_STREAM;

/// MHD_SIZE_UNKNOWN, likewise.
static const uint64_t lmh_size_unknown = MHD_SIZE_UNKNOWN;

/// The functions of libmicrohttpd the server calls, found in the loaded library.
typedef struct lmh_library {
    struct MHD_Daemon *(*start_daemon)(unsigned int flags, uint16_t port, MHD_AcceptPolicyCallback apc,
                                       void *apc_cls, MHD_AccessHandlerCallback dh, void *dh_cls, ...);
    void (*stop_daemon)(struct MHD_Daemon *daemon);
    MHD_socket (*quiesce_daemon)(struct MHD_Daemon *daemon);
    struct MHD_Response *(*create_response_from_buffer)(size_t size, void *buffer,
                                                        enum MHD_ResponseMemoryMode mode);
    struct MHD_Response *(*create_response_from_callback)(uint64_t size, size_t block_size,
                                                          MHD_ContentReaderCallback crc, void *crc_cls,
                                                          MHD_ContentReaderFreeCallback crfc);
    enum MHD_Result (*add_response_header)(struct MHD_Response *response, const char *header,
                                           const char *content);
    enum MHD_Result (*queue_response)(struct MHD_Connection *connection, unsigned int status_code,
                                      struct MHD_Response *response);
    void (*destroy_response)(struct MHD_Response *response);
    const char *(*lookup_connection_value)(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                                           const char *key);
    const union MHD_ConnectionInfo *(*get_connection_info)(struct MHD_Connection *connection,
                                                           enum MHD_ConnectionInfoType info_type, ...);
} lmh_library;

/// Loads libmicrohttpd and fills `library`; NULL, or why it could not (dlerror's message).
static inline const char *lmh_load(lmh_library *library) {
    void *handle = dlopen(LMH_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) return dlerror();
#define LMH_FIND(field, name) \
    if ((library->field = (__typeof__(library->field))dlsym(handle, name)) == NULL) return dlerror();
    LMH_FIND(start_daemon, "MHD_start_daemon")
    LMH_FIND(stop_daemon, "MHD_stop_daemon")
    LMH_FIND(quiesce_daemon, "MHD_quiesce_daemon")
    LMH_FIND(create_response_from_buffer, "MHD_create_response_from_buffer")
    LMH_FIND(create_response_from_callback, "MHD_create_response_from_callback")
    LMH_FIND(add_response_header, "MHD_add_response_header")
    LMH_FIND(queue_response, "MHD_queue_response")
    LMH_FIND(destroy_response, "MHD_destroy_response")
    LMH_FIND(lookup_connection_value, "MHD_lookup_connection_value")
    LMH_FIND(get_connection_info, "MHD_get_connection_info")
#undef LMH_FIND
    return NULL;
}

/// Starts a daemon on the listening socket `listener`: a thread that accepts, and a thread per
/// connection, each of which calls `handler` (with `cls`) for its requests and `completed`
/// when one is over; `notify` hears of each connection when it opens and once it is closed
/// (both on the accepting thread, the second before its socket is closed). It can stop
/// accepting before it stops (quiesce_daemon).
/// MHD_start_daemon takes its options as C varargs, which Swift can't pass: this and
/// `lmh_socket` are the calls that need C.
///
/// `connections` caps the connections open at once, `timeout` ends one idle for that many
/// seconds (a slow client), `memory` caps what one connection may hold for a request's head.
static inline struct MHD_Daemon *lmh_start(const lmh_library *library, int listener,
                                           MHD_AccessHandlerCallback handler,
                                           MHD_RequestCompletedCallback completed,
                                           MHD_NotifyConnectionCallback notify, void *cls,
                                           unsigned int connections, unsigned int timeout,
                                           size_t memory) {
    return library->start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL | MHD_USE_ITC,
        0, NULL, NULL, handler, cls,
        MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listener,
        MHD_OPTION_NOTIFY_COMPLETED, completed, cls,
        MHD_OPTION_NOTIFY_CONNECTION, notify, cls,
        MHD_OPTION_CONNECTION_LIMIT, connections,
        MHD_OPTION_CONNECTION_TIMEOUT, timeout,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory,
        MHD_OPTION_STRICT_FOR_CLIENT, (int)1,
        MHD_OPTION_END);
}

/// The socket of `connection` (MHD_get_connection_info is variadic too); -1 when it has none.
static inline int lmh_socket(const lmh_library *library, struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        library->get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}
