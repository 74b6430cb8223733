// Shell tests are about routing, guards and focus, not pages: they swap every lazy page for a bare h1 naming it.
// Usage at the top of a test file: `vi.mock('../login/index', () => placeholderPage('Login'))` via vi.hoisted import.

export function placeholderPage(heading: string) {
  return {
    default: function PlaceholderPage() {
      return (
        <h1 tabIndex={-1} data-placeholder="">
          {heading}
        </h1>
      );
    },
  };
}
