/** A multipart body: strings and numbers as fields, a File only when one was chosen. */
export function toFormData(fields: Record<string, string | number | File | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    form.append(name, value instanceof File ? value : String(value));
  }
  return form;
}
