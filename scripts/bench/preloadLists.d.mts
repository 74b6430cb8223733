export function unpreloadedImports(
  dist: string,
  skip?: (file: string) => boolean,
): { file: string; target: string; missing: string[] }[];
