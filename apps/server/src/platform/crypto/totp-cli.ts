// `npm run totp -- <key>`: the current code of an authenticator key, for trying the console on
// a machine without an authenticator app at hand (what `oathtool --totp -b <key>` prints).
import { base32Decode, totpCode, totpStepAt } from './totp';

const key = process.argv.slice(2).join('').replace(/\s/g, '');
try {
  if (!key || base32Decode(key).length < 10) throw new Error('short');
} catch {
  console.error('Usage: npm run totp -- <the key the console shows, e.g. "NWSM S5N2 I7KR …">');
  process.exit(2);
}
const step = totpStepAt(Date.now());
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(
  `${totpCode(key, step)}  (valid for ${secondsLeft} more seconds; next ${totpCode(key, step + 1)})`,
);
