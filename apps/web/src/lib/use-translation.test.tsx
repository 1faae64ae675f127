import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import type { Namespace } from '../i18n/keys.ts';
import type { TFunction } from './translator.ts';
import { Trans, useTranslation } from './use-translation.tsx';

beforeAll(() => {
  i18n.addNamespace('en', 'test-texts', {
    agree: 'Read the <terms>terms of use</terms> and our <privacy>privacy policy</privacy>, sent {{perMonth}} times.',
    greeting: 'Hello',
  });
  i18n.addNamespace('es', 'test-texts', { greeting: 'Hola' });
});

afterEach(() => i18n.changeLanguage('en'));

function Link({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}

function Agreement() {
  // A namespace of the test's own, which the typed keys (i18n/keys.ts) do not know: its `t` takes any key.
  const { t } = useTranslation('test-texts' as Namespace) as unknown as { t: TFunction };
  return (
    <p>
      {t('greeting')}.{' '}
      <Trans
        t={t}
        i18nKey="agree"
        values={{ perMonth: 4 }}
        components={{ terms: <Link href="/terms" />, privacy: <Link href="/privacy" /> }}
      />
    </p>
  );
}

describe('useTranslation and Trans', () => {
  it('puts the links where the translation places them, with their words', () => {
    render(<Agreement />);
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByText(/Hello\. Read the/).textContent).toBe(
      'Hello. Read the terms of use and our privacy policy, sent 4 times.',
    );
  });

  it('shows the new language as soon as it is chosen', () => {
    render(<Agreement />);
    act(() => i18n.changeLanguage('es'));
    expect(screen.getByText(/^Hola\./)).toBeInTheDocument();
  });
});
