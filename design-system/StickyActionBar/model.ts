/** Fields a phone keyboard opens for: while one has focus, a bar fixed to the bottom would sit over it. */
export function isEditableField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image', 'hidden'].includes(
    target.type,
  );
}

/** Open only when the page asks for it and no field is being typed in. */
export function barState(requested: boolean, editing: boolean): 'open' | 'closed' {
  return requested && !editing ? 'open' : 'closed';
}
