import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../app/site';
import { Field } from '../../ui/Field';

/** The mobile number, national part: the merchant's dialing code stands before it. */
export function MobileField(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & { error?: string },
) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <Field
      label={t('session.mobile')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required
      prefix={`+${site.merchant.defaultDialingCode}`}
      {...props}
    />
  );
}
