import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../api/client';
import { LanguageSelect } from '../app/layout/LanguageSelect';
import { changeLanguage } from './index';
import { locales } from './locales';

function Page() {
  const { t } = useTranslation();
  return (
    <>
      <LanguageSelect />
      <h1>{t('home.categoriesTitle')}</h1>
      <p>{t('errors.insufficient_balance')}</p>
    </>
  );
}

afterEach(async () => {
  await changeLanguage('en');
  localStorage.clear();
});

describe('choosing a language', () => {
  it('shows Thai words when the visitor picks ไทย, and remembers the choice', async () => {
    render(<Page />);
    expect(screen.getByRole('heading').textContent).toBe('Game categories');

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
      target: { value: 'th' },
    });

    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('หมวดเกม'));
    screen.getByText('ยอดเงินไม่เพียงพอ');
    expect((screen.getByRole('combobox', { name: 'ภาษา' }) as HTMLSelectElement).value).toBe('th');
    expect(localStorage.getItem(storageKeys.language)).toBe('th');
    expect(document.documentElement.lang).toBe('th');
  });

  it('offers only the translated languages, none of them right-to-left', () => {
    render(<Page />);
    const offered = screen.getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(offered).toEqual(expect.arrayContaining(['en', 'vi', 'zh', 'ja', 'ko', 'th']));
    const untranslated = locales.filter((locale) => !locale.catalogue).map((locale) => locale.code);
    for (const code of [...untranslated, 'ar', 'fa', 'ur']) expect(offered).not.toContain(code);
  });
});
