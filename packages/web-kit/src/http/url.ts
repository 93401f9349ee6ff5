/** Query values as the family sends them; `undefined` and `null` are left out. */
export type QueryValue = string | number | boolean | bigint | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/** A contract path with its `:params` filled in: `/bo/members/:memberId` → `/bo/members/7`. */
export function fillPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) {
      throw new Error(`fillPath: no value for :${name} in ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

export function withQuery(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
