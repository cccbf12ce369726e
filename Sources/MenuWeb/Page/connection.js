// The page's line to `luamenu preview`: JSON-RPC 2.0 over `POST /rpc` (serve's methods), and
// the server's events over `GET /events`. Both carry the token from the address the preview
// printed (`#token=…`), which never leaves this origin. The token is the script's and the
// port's, kept between runs: when the preview stops and starts again on this address, the page
// reconnects by itself.

/** Milliseconds between tries while the server here refuses the token (another preview runs here). */
export const REFUSED_RETRY = 3000;

/** The token in the page's address, or null when it was opened without one. */
export function tokenFromAddress() {
  const match = /(?:^|[#&])token=([0-9a-f]+)/.exec(location.hash);
  return match ? match[1] : null;
}

/**
 * Why a request was not answered: the preview isn't there (`status` 0: not running, or
 * stopping), or it refused the request (`status` 403: this page's token isn't its token).
 */
export class NotSent extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** One preview: calls its methods and listens to its events. */
export class Connection {
  constructor(token) {
    this.token = token;
    this.nextId = 1;
  }

  /**
   * Calls `method` with `params`; resolves to `{ result, error, revision, instance }`: the
   * JSON-RPC answer's result or error, the revision of the view the server holds after it, and
   * which server answered. Rejects with a `NotSent` when no answer came. `held`
   * (`{ instance, revisions }`) names the views the page holds: a view answered may then come
   * as `{ base, patch }`, the change from one of them (see patch.js).
   */
  async call(method, params, held = null) {
    const request = { jsonrpc: "2.0", id: this.nextId++, method };
    if (params !== undefined) request.params = params;
    const headers = { "Content-Type": "application/json", "X-Luamenu-Token": this.token };
    if (held) headers["X-Luamenu-Views"] = `${held.instance}:${held.revisions.join(",")}`;
    let response;
    try {
      response = await fetch("/rpc", {
        method: "POST",
        headers,
        body: JSON.stringify(request),
        cache: "no-store",
      });
    } catch (failure) {
      throw new NotSent(0, failure.message);
    }
    if (!response.ok) {
      throw new NotSent(response.status === 503 ? 0 : response.status, (await response.text()).trim());
    }
    const answer = await response.json();
    const revision = Number(response.headers.get("X-Luamenu-Revision") || 0);
    return { result: answer.result, error: answer.error, revision, instance: response.headers.get("X-Luamenu-Instance") };
  }

  /**
   * Listens to the events; `handlers` has a function per event name (`server`, `view`,
   * `status`, `log`, `busy`, `recording`) taking the parsed data, and `open`, `lost` and `refused` for the
   * connection itself. While the preview is away, the browser tries again every second by
   * itself (`lost`); a server that refuses the token (`refused`) is asked again every
   * REFUSED_RETRY ms, in case this page's own preview comes back here. A server that (re)opens
   * the stream names itself first (`server`), then replays what a new page needs. A new view
   * comes as it happens as `{ revision, base, patch }` (the change from the view before), and
   * in the replay whole, `{ revision, view }`.
   */
  listen(handlers) {
    const source = new EventSource(`/events?token=${encodeURIComponent(this.token)}&patches=1`);
    for (const name of ["server", "view", "status", "log", "busy", "recording"]) {
      source.addEventListener(name, (event) => handlers[name](JSON.parse(event.data)));
    }
    source.addEventListener("open", () => handlers.open());
    source.addEventListener("error", () => {
      if (source.readyState !== EventSource.CLOSED) {
        handlers.lost();
        return;
      }
      handlers.refused();
      setTimeout(() => this.listen(handlers), REFUSED_RETRY);
    });
  }
}
