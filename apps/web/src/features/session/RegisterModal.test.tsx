import {
  modIds,
  termsCheckedRuleField,
  type RegisterRule,
  type SystemStatus,
} from '@croupier/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { statusWith } from '../../api/testing/fixtures';
import { Providers } from '../../app/providers';
import { useSessionStore } from '../../app/session/store';
import { SiteContext } from '../../app/site';
import '../../i18n';
import { callsTo, polyfillDialog, serveLobby } from '../games/testing';
import { RegisterModal } from './RegisterModal';

const rule = (field: string, overrides: Partial<RegisterRule> = {}): RegisterRule => ({
  field,
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 64,
  ...overrides,
});

/** The demo brand's rules: its username sign-up asks for no phone. */
const demoRules = [
  rule('username', { acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', patternId: 1, minLength: 6 }),
  rule('password', { minLength: 8, maxLength: 32 }),
  rule('confirmPassword', { minLength: 8, maxLength: 32 }),
  rule('mobileNum', {
    enabled: false,
    required: false,
    acceptedPattern: '^[0-9]+$',
    patternId: 7,
    minLength: 9,
    maxLength: 11,
  }),
  rule('verificationCode', { acceptedPattern: '^[0-9]+$', patternId: 7, minLength: 6 }),
];

/** A brand with both ways in, SMS verification on, and these registration rules. */
function siteWith(registerRules: RegisterRule[]): SystemStatus {
  const status = statusWith();
  const on = (modId: string) => ({ modId, enabled: '1' as const, childrenNodes: [] });
  return {
    ...status,
    info: {
      ...status.info,
      registerRules,
      whitelabel: [
        ...status.info.whitelabel,
        {
          ...on(modIds.register),
          childrenNodes: [
            on(modIds.registerMobile),
            on(modIds.registerUsername),
            on(modIds.registerMobilePassword),
            on(modIds.registerSmsVerification),
          ],
        },
      ],
    },
  };
}

function renderRegister(site: SystemStatus) {
  render(
    <Providers>
      <SiteContext.Provider value={site}>
        <MemoryRouter initialEntries={['/register']}>
          <RegisterModal />
        </MemoryRouter>
      </SiteContext.Provider>
    </Providers>,
  );
  return screen.getByTestId('register-modal');
}

const termsBox = (modal: HTMLElement) =>
  within(modal).getByRole<HTMLInputElement>('checkbox', { name: /at least 18 years old/ });
const textbox = (modal: HTMLElement, name: string) =>
  within(modal).queryByRole('textbox', { name });

beforeAll(polyfillDialog);
beforeEach(() => useSessionStore.setState({ token: null, modal: 'register' }));
afterEach(cleanup);

describe('the age-and-terms box of the register form', () => {
  it('starts unticked for a brand that has not turned the ticked box on', () => {
    const modal = renderRegister(siteWith(demoRules));
    expect(termsBox(modal).checked).toBe(false);
  });

  it('starts ticked only where the brand says so', () => {
    const modal = renderRegister(
      siteWith([...demoRules, rule(termsCheckedRuleField, { required: false })]),
    );
    expect(termsBox(modal).checked).toBe(true);
  });

  it('stays unticked where the brand has the setting off', () => {
    const modal = renderRegister(
      siteWith([...demoRules, rule(termsCheckedRuleField, { enabled: false, required: false })]),
    );
    expect(termsBox(modal).checked).toBe(false);
  });

  it('stops a registration until the player ticks it, asking the server nothing', async () => {
    const asked = serveLobby({});
    const modal = renderRegister(siteWith(demoRules));
    fireEvent.click(within(modal).getByRole('button', { name: 'Username' }));
    fireEvent.change(textbox(modal, 'Username')!, { target: { value: 'newplayer1' } });
    fireEvent.change(within(modal).getByLabelText(/^\*?Password$/), {
      target: { value: 'Secret-pass1' },
    });
    fireEvent.change(within(modal).getByLabelText(/^\*?Confirm password$/), {
      target: { value: 'Secret-pass1' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Register' }));
    expect(
      await within(modal).findByText('Please agree to the General Terms and Conditions.'),
    ).toBeTruthy();
    expect(termsBox(modal).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(asked, '/wps/member/register')).toEqual([]);
  });
});

describe('the two ways to register of the demo brand', () => {
  it('asks the mobile sign-up for the number and its SMS code', () => {
    const modal = renderRegister(siteWith(demoRules));
    expect(within(modal).getByRole('button', { name: 'Mobile' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(textbox(modal, 'Mobile number')).toBeTruthy();
    expect(textbox(modal, 'SMS code')).toBeTruthy();
    expect(textbox(modal, 'Username')).toBeNull();
  });

  it('asks the username sign-up for no phone and no SMS code', () => {
    const modal = renderRegister(siteWith(demoRules));
    fireEvent.click(within(modal).getByRole('button', { name: 'Username' }));
    expect(textbox(modal, 'Username')).toBeTruthy();
    expect(textbox(modal, 'Mobile number')).toBeNull();
    expect(textbox(modal, 'SMS code')).toBeNull();
  });

  it('asks the username sign-up for the phone too where the brand’s rule wants one', () => {
    const withPhone = demoRules.map((entry) =>
      entry.field === 'mobileNum' ? { ...entry, enabled: true, required: true } : entry,
    );
    const modal = renderRegister(siteWith(withPhone));
    fireEvent.click(within(modal).getByRole('button', { name: 'Username' }));
    expect(textbox(modal, 'Mobile number')).toBeTruthy();
    expect(textbox(modal, 'SMS code')).toBeTruthy();
  });
});
