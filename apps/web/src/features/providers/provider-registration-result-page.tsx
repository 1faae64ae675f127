// /providers/result: the reference number of the request just sent (decision 081). Guarded: with nothing sent from
// this tab, the visitor goes to the form.
import { useTranslation } from '../../lib/use-translation.tsx';
import { replace, type LoaderFunctionArgs } from 'react-router';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { pathFor, splitPrefix } from '../../lib/routes.ts';
import { readReceipt } from './registration-result.ts';
import './providers.css';
import { intlLocale } from '../../lib/locale.ts';

export function loader({ request }: LoaderFunctionArgs): Response | null {
  if (readReceipt()) return null;
  const { locale, campaign } = splitPrefix(new URL(request.url).pathname);
  return replace(pathFor('ProviderRegistration', { locale, campaign }));
}

export default function ProviderRegistrationResultPage() {
  const { t, i18n } = useTranslation('providers');
  const receipt = readReceipt();
  const title = t('result.title');
  usePageTitle(title);
  if (!receipt) return null;
  const receivedAt = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(receipt.receivedAt));
  return (
    <div className="container page page--narrow provider-page">
      <div className="provider-receipt" role="status">
        <h1>{title}</h1>
        <p className="provider-receipt__label">{t('result.referenceLabel')}</p>
        <p className="provider-receipt__number">{receipt.referenceNumber}</p>
      </div>
      <dl className="provider-summary">
        <div>
          <dt>{t('result.requestType')}</dt>
          <dd>{t(`requestType.${receipt.requestType}`)}</dd>
        </div>
        <div>
          <dt>{t('result.receivedAt')}</dt>
          <dd>{receivedAt}</dd>
        </div>
      </dl>
      <h2>{t('result.nextTitle')}</h2>
      <p>{t('result.next', { email: receipt.contactEmail })}</p>
      <p>{t('result.keep')}</p>
      <div className="button-group">
        <RouteLink to="Home" className="button button--secondary">
          {t('result.home')}
        </RouteLink>
      </div>
    </div>
  );
}
