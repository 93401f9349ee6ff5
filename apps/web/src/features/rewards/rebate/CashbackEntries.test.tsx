import { paths, type SystemStatus } from '@croupier/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../api/client';
import { statusWith } from '../../../api/testing/fixtures';
import { Providers } from '../../../app/providers';
import { useSessionStore } from '../../../app/session/store';
import { SiteContext } from '../../../app/site';
import '../../../i18n';
import { HeaderWalletBar, SideAccountList } from '../../member-centre/SignedIn';

// Where the site offers cashback (spec §2: the header's Cashback, the side menu's account list)
// follows the brand's MANUAL_REBATE switch: on, members claim it; off, it is paid daily.

/** The demo brand's status with MANUAL_REBATE in its SITE group, on or off. */
function siteWith(manualRebate: boolean): SystemStatus {
  const status = statusWith();
  status.info.whitelabel.push({
    modId: 'SITE',
    enabled: '1',
    childrenNodes: [
      { modId: 'MANUAL_REBATE', enabled: manualRebate ? '1' : '0', childrenNodes: [] },
    ],
  } as (typeof status.info.whitelabel)[number]);
  return status;
}

const member = {
  id: 7,
  account: 'player1',
  nickname: null,
  type: 0,
  clubLabel: { labelName: null, rankLevel: 0 },
  regDate: '2026-11-01T00:00:00.000Z',
  mobile: null,
  email: null,
  passwordChangeRequired: false,
};

beforeEach(() => {
  useSessionStore.setState({ token: 'member-token', modal: null });
  configureApiClient({
    fetch: async (input) => {
      const path = new URL(String(input), 'http://site.test').pathname;
      if (path === paths.memberInfo)
        return new Response(JSON.stringify({ success: true, message: null, value: member }));
      return new Response(JSON.stringify({ success: false, message: 'not_found', value: null }), {
        status: 404,
      });
    },
    session: { getItem: (key) => (key === 'token' ? 'member-token' : null) },
  });
});
afterEach(cleanup);

function renderEntries(manualRebate: boolean) {
  render(
    <Providers>
      <SiteContext.Provider value={siteWith(manualRebate)}>
        <MemoryRouter>
          <HeaderWalletBar />
          <ul data-testid="account-list">
            <SideAccountList then={(action) => action} />
          </ul>
        </MemoryRouter>
      </SiteContext.Provider>
    </Providers>,
  );
}

describe('the Cashback entries', () => {
  it('are in the header and the side menu while members claim cashback', async () => {
    renderEntries(true);
    expect(await screen.findByTestId('cashback-icon')).toBeTruthy();
    expect(
      within(screen.getByTestId('header-wallet')).getByRole('button', { name: 'Cashback' }),
    ).toBe(screen.getByTestId('cashback-icon'));
    expect(within(screen.getByTestId('account-list')).getByText('Cashback')).toBeTruthy();
  });

  it('are nowhere while the brand pays cashback daily by itself', async () => {
    renderEntries(false);
    await screen.findByTestId('header-wallet');
    expect(screen.queryByTestId('cashback-icon')).toBeNull();
    expect(within(screen.getByTestId('account-list')).queryByText('Cashback')).toBeNull();
    expect(within(screen.getByTestId('account-list')).getByText('Betting record')).toBeTruthy();
  });
});
