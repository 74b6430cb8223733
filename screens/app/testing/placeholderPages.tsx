import { Link } from 'react-router-dom';

// Shell tests are about routing, guards and focus, not pages: they swap lazy pages for a bare h1 naming it,
// plus any router links the test needs to click. At the top of a test file:
// vi.mock('../login/index', async () => (await import('./testing/placeholderPages')).placeholderPage('Login'))

export function placeholderPage(heading: string, links: Array<{ to: string; label: string }> = []) {
  return {
    default: function PlaceholderPage() {
      return (
        <>
          <h1 tabIndex={-1}>{heading}</h1>
          {links.map((link) => (
            <Link key={link.label} to={link.to}>
              {link.label}
            </Link>
          ))}
        </>
      );
    },
  };
}
