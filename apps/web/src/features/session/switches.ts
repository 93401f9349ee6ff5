import { effectiveRules, isModuleEnabled, modIds } from '@croupier/contract';
import { useMemo } from 'react';
import { useSite } from '../../app/site';

/** The sign-in switches of the merchant's whitelabel tree (spec §4, §6). */
export function useSignInSwitches() {
  const { whitelabel } = useSite().info;
  const on = (modId: string) => isModuleEnabled(whitelabel, modId);
  return {
    smsLogin: on(modIds.loginPhone) || on(modIds.loginVerificationCode),
    directRegistration: on(modIds.registerDirect),
    usernameRegistration: on(modIds.registerUsername),
    mobileRegistration: on(modIds.registerMobile),
    mobileWithPassword: on(modIds.registerMobilePassword),
    registrationSms: on(modIds.registerSmsVerification),
    forgotByPhone: on(modIds.forgotByPhone),
    freePlay: on(modIds.freePlay),
    loginedToHomePage: on(modIds.loginedToHomePage),
  };
}

/** The merchant's registration rules with the platform's floors applied (contract). */
export function useRegistrationRules() {
  const { registerRules } = useSite().info;
  return useMemo(() => effectiveRules(registerRules), [registerRules]);
}
