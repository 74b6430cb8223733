/**
 * When React itself cannot start (no mount element, or an error no boundary caught), says so in plain DOM rather
 * than leave an empty box: `title` for the visitor, then one line per detail for the site's developer.
 */
export function showPlainError(container: Element | null, title: string, lines: readonly string[]): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  for (const text of [title, ...lines]) {
    const line = document.createElement('p');
    line.textContent = text;
    box.append(line);
  }
  (container ?? document.body).replaceChildren(box);
}

/** An error's message, whatever was thrown. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
