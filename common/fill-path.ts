// A route row's path with its `{name}` parameters filled in, as the SPA and the page functions
// call it. The path constants are literal types, so a parameter the path does not name, or one
// it names and the call leaves out, is a type error; at run time a missing or empty value throws
// rather than sending a request to `/api/…/undefined` or to another row's path.

/** The parameter names of a path such as '/api/stores/{storeId}/products/{productId}'. */
export type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParams<Rest> : never;

/** `path` with each `{name}` replaced by its value from `params`, encoded as one path segment. */
export function fillPath<Path extends string>(path: Path, params: Readonly<Record<PathParams<Path>, string>>): string {
  const values: Readonly<Record<string, string | undefined>> = params;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`fillPath: ${path} needs a value for {${name}}`);
    return encodeURIComponent(value);
  });
}
