import { Suspense, type ReactNode } from 'react';
import { lazyNamed } from '../../app/chunks';
import { useSessionStore } from '../../app/session/store';
import type { AfterClose } from './SideMenuEntries';

// The header and side menu are on every page's first render; what they show a member about
// money loads after it, in one chunk, and only for a signed-in visitor.
const signedIn = () => import('./SignedIn');
const HeaderWalletBar = lazyNamed(signedIn, 'HeaderWalletBar');
const SideBalanceBlock = lazyNamed<{ then: AfterClose }>(signedIn, 'SideBalanceBlock');
const SideAccountList = lazyNamed<{ then: AfterClose }>(signedIn, 'SideAccountList');

function WhenSignedIn({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  return token ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The header's balance, Deposit, Withdrawal, inbox and personal-centre icon. */
export function HeaderWallet() {
  return (
    <WhenSignedIn>
      <HeaderWalletBar />
    </WhenSignedIn>
  );
}

/** The side menu's balance with Deposit and Withdrawal. */
export function SideBalance({ then }: { then: AfterClose }) {
  return (
    <WhenSignedIn>
      <SideBalanceBlock then={then} />
    </WhenSignedIn>
  );
}

/** The side menu's account entries that open member-centre pages. */
export function SideAccountEntries({ then }: { then: AfterClose }) {
  return (
    <WhenSignedIn>
      <SideAccountList then={then} />
    </WhenSignedIn>
  );
}
