/**
 * Remember-me (spec §4) keeps the last username or mobile number for one day. Unlike the
 * family's clients it never keeps the password: a cookie is readable by any script on the
 * page and is no place for a secret (docs/decisions.md).
 */
const cookieName = 'croupier_last_login';
const oneDaySeconds = 24 * 60 * 60;

export type RememberedLogin = { mode: 'username' | 'sms'; account: string };

export function rememberedLogin(): RememberedLogin | null {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${cookieName}=`))
    ?.slice(cookieName.length + 1);
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as RememberedLogin;
    return value.account ? value : null;
  } catch {
    return null;
  }
}

export function rememberLogin(value: RememberedLogin | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = value
    ? `${cookieName}=${encodeURIComponent(JSON.stringify(value))}; Max-Age=${oneDaySeconds}; Path=/; SameSite=Lax${secure}`
    : `${cookieName}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}
