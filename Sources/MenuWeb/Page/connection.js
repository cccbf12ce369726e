// The page's line to `luamenu preview`: JSON-RPC 2.0 over `POST /rpc` (serve's methods), and
// the server's events over `GET /events`. Both carry the per-run token from the address the
// preview printed (`#token=…`), which never leaves this origin.

/** The token in the page's address, or null when it was opened without one. */
export function tokenFromAddress() {
  const match = /(?:^|[#&])token=([0-9a-f]+)/.exec(location.hash);
  return match ? match[1] : null;
}

/** One preview: calls its methods and listens to its events. */
export class Connection {
  constructor(token) {
    this.token = token;
    this.nextId = 1;
  }

  /**
   * Calls `method` with `params`; resolves to `{ result, error, revision }`: the JSON-RPC
   * answer's result or error, and the revision of the view the server holds after it.
   */
  async call(method, params) {
    const request = { jsonrpc: "2.0", id: this.nextId++, method };
    if (params !== undefined) request.params = params;
    const response = await fetch("/rpc", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Luamenu-Token": this.token },
      body: JSON.stringify(request),
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`${response.status}: ${(await response.text()).trim()}`);
    const answer = await response.json();
    const revision = Number(response.headers.get("X-Luamenu-Revision") || 0);
    return { result: answer.result, error: answer.error, revision };
  }

  /**
   * Listens to the events; `handlers` has a function per event name (`view`, `status`, `log`,
   * `busy`) taking the parsed data, and `open` and `lost` for the connection itself. The browser
   * connects again by itself after a loss, and the server replays what a new page needs.
   */
  listen(handlers) {
    const source = new EventSource(`/events?token=${encodeURIComponent(this.token)}`);
    for (const name of ["view", "status", "log", "busy"]) {
      source.addEventListener(name, (event) => handlers[name](JSON.parse(event.data)));
    }
    source.addEventListener("open", () => handlers.open());
    source.addEventListener("error", () => handlers.lost(source.readyState === EventSource.CLOSED));
    return source;
  }
}
