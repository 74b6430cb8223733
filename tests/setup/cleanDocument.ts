/** The attributes a test may leave on <html> and <body> (direction, language, theme styles) taken off again. */
export function cleanDocumentAttributes(): void {
  for (const attribute of ['dir', 'lang', 'style', 'class']) document.documentElement.removeAttribute(attribute);
  document.body.removeAttribute('style');
}
