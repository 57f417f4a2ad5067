// Reading server-rendered HTML in tests without a DOM: attribute lookups by regex.
export async function html(res: Response) {
  return await res.text();
}

export function attr(source: string, tagPattern: string, name: string): string | undefined {
  const tag = source.match(new RegExp(`<${tagPattern}[^>]*>`))?.[0];
  return tag?.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
}

export function all(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)].map((m) => m[1] ?? m[0]);
}

export function stateOf(source: string): { bootstrap: Record<string, unknown>; queries: { queries: Array<{ queryKey: unknown[] }> } } {
  const json = source.match(/<script id="__ARGYLE_STATE__"[^>]*>([\s\S]*?)<\/script>/)?.[1];
  if (!json) throw new Error('no state script in page');
  return JSON.parse(json);
}
