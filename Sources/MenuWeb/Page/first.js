// The first view, asked for while the page loads: a classic script in the document's head,
// so the view is there when app.js draws the page for the first time and the phone is never
// shown empty. The request carries the token from the address, as every request does (the
// page's HTML itself is served to anyone on this machine, so it can't carry the menu). A page
// opened without a token, or a preview that doesn't answer, leaves it to app.js.

window.firstView = (() => {
  const match = /(?:^|[#&])token=([0-9a-f]+)/.exec(location.hash);   // as connection.js reads it (a classic script imports nothing)
  if (!match) return null;
  try {
    const request = new XMLHttpRequest();
    request.open("POST", "/rpc", false);          // synchronous: the page waits for its view
    request.setRequestHeader("Content-Type", "application/json");
    request.setRequestHeader("X-Luamenu-Token", match[1]);
    request.send(JSON.stringify({ jsonrpc: "2.0", id: 0, method: "view" }));
    if (request.status !== 200) return null;
    const answer = JSON.parse(request.responseText);
    if (!answer.result?.blocks) return null;
    return {
      view: answer.result,
      revision: Number(request.getResponseHeader("X-Luamenu-Revision") || 0),
      instance: request.getResponseHeader("X-Luamenu-Instance"),
    };
  } catch {
    return null;
  }
})();
