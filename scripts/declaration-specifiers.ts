/** A bare specifier's package: `@scope/name` or `name` (`validator/lib/isEmail` → `validator`). */
export function packageName(specifier: string): string {
  const [scopeOrName = '', maybeName = ''] = specifier.split('/');
  return scopeOrName.startsWith('@') ? `${scopeOrName}/${maybeName}` : scopeOrName;
}

/** `from '…'`, `import('…')` and `import '…'` in a declaration file (tsc writes no other import forms). */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g;

/**
 * tsc keeps the source's extensionless relative specifiers (`./Notice`) in declaration files, and has no option to
 * add the extension; `nodenext` consumers need the file (`./Notice.js`, or `./theme/index.js` for a folder). Each
 * relative specifier becomes the declaration it names (`exists` says which `.d.ts` files the package has; an
 * unresolvable one throws), and the packages the declarations import are returned: consumers need them too.
 */
export function nodeResolvableDeclarations(
  source: string,
  exists: (relativeDeclaration: string) => boolean,
): { text: string; packages: string[] } {
  const packages: string[] = [];
  const text = source.replace(SPECIFIER, (match, lead: string, quote: string, specifier: string) => {
    if (!specifier.startsWith('.')) {
      packages.push(packageName(specifier));
      return match;
    }
    const resolved = exists(`${specifier}.d.ts`)
      ? `${specifier}.js`
      : exists(`${specifier}/index.d.ts`)
        ? `${specifier}/index.js`
        : null;
    if (!resolved) throw new Error(`cannot resolve ${specifier} to a declaration file in the package`);
    return `${lead}${quote}${resolved}${quote}`;
  });
  return { text, packages };
}
