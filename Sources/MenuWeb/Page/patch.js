// Applies the server's patches (JSONTextPatch in MenuRender): a view sent as what changed since
// a view the page holds. What a patch leaves alone stays the same object, so the items a tap
// didn't change are the ones the page drew before (render.js then finds them drawn).
//
//     applyPatch({ a: 1, b: [1, 2] }, { members: { b: { elements: [[1, { set: 3 }]] } } })
//     // { a: 1, b: [1, 3] }

/** `value` with `patch` applied: `set`, `members` (and `drop`), `elements`, or `at`/`remove`/`insert`. */
export function applyPatch(value, patch) {
  if ("set" in patch) return patch.set;
  if (patch.members) {
    const changed = { ...value };
    for (const [name, member] of Object.entries(patch.members)) changed[name] = applyPatch(value[name], member);
    for (const name of patch.drop ?? []) delete changed[name];
    return changed;
  }
  if (patch.elements) {
    const changed = value.slice();
    for (const [index, element] of patch.elements) changed[index] = applyPatch(value[index], element);
    return changed;
  }
  return value.slice(0, patch.at).concat(patch.insert, value.slice(patch.at + patch.remove));
}
