// /staff/integrations: an operator or a retailer admin connects the retailer's own systems (docs/product/pharmacy-
// integrations.md; decisions 247, 248 and 272): webhook subscriptions (add, rotate the secret, turn off and on) with
// their delivery log, and FHIR API clients (add, revoke). A secret is shown once, when it is made.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ApiClient, Webhook, WebhookDelivery } from '@vaxnear/domain/contracts/integrations';
import { WEBHOOK_EVENT_TYPES } from '@vaxnear/domain/webhooks';
import { FieldError } from '../../components/ui/field-error.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { TranslationKey } from '../../i18n/keys.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import {
  createApiClient,
  createWebhook,
  listApiClients,
  listWebhooks,
  revokeApiClient,
  rotateWebhookSecret,
  setWebhookActive,
  webhookDeliveries,
} from './api/integrations.ts';
import { IntegrationsAddForm, IntegrationsList, SecretShownOnce } from './integrations-parts.tsx';
import { ProblemNotice, StaffFrame, useReportedProblem } from './staff-frame.tsx';
import { useSignedIn } from './use-signed-in.ts';
import './integrations.css';
import { intlLocale } from '../../lib/locale.ts';

/** What was made this moment: its secret, shown once. */
type Shown =
  { kind: 'webhook'; url: string; secret: string } | { kind: 'client'; name: string; id: string; secret: string };

export function IntegrationsView() {
  const { t, i18n } = useTranslation('staff');
  const { me, problem: signedInProblem } = useSignedIn();
  const { problem, report } = useReportedProblem();
  const [retailerText, setRetailerText] = useState('');
  const [retailer, setRetailer] = useState<string | undefined>(undefined);
  const [webhooks, setWebhooks] = useState<Webhook[] | null>(null);
  const [clients, setClients] = useState<ApiClient[] | null>(null);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([...WEBHOOK_EVENT_TYPES]);
  const [clientName, setClientName] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ url?: string; events?: string; name?: string; retailer?: string }>(
    {},
  );
  const [shown, setShown] = useState<Shown | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [log, setLog] = useState<{ webhook: Webhook; deliveries: WebhookDelivery[] } | null>(null);
  const [busy, setBusy] = useState(false);
  // A problem stays shown until the next action succeeds: the round it was reported in, once dealt with.
  const [settledRound, setSettledRound] = useState(0);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const logRef = useRef<HTMLHeadingElement>(null);

  const allowed = me !== null && me.role !== 'location_staff';
  const isOperator = me?.role === 'operator';
  const refresh = useCallback(
    () =>
      Promise.all([listWebhooks(retailer), listApiClients(retailer)]).then(([hooks, apiClients]) => {
        setWebhooks(hooks);
        setClients(apiClients);
      }, report),
    [retailer, report],
  );
  useEffect(() => {
    if (allowed) void refresh();
  }, [allowed, refresh]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  useEffect(() => {
    if (log) logRef.current?.focus();
  }, [log]);

  const when = (time: string | null) =>
    time
      ? new Intl.DateTimeFormat(intlLocale(i18n.language), {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(time))
      : '—';
  // Computed once per secret (not per render), so the block takes the focus only when a secret is new.
  const shownSecret = useMemo(
    () =>
      shown && {
        about:
          shown.kind === 'webhook'
            ? t('integrations.secretFor', { url: shown.url })
            : t('integrations.clientSecretFor', { name: shown.name, id: shown.id }),
        secret: shown.secret,
      },
    [shown, t],
  );
  // Event types are the API's list; an unknown one shows as it came.
  const eventName = (type: string) =>
    t(`integrations.events.${type.replace('appointment.', '')}` as TranslationKey<'staff'>, { defaultValue: type });
  /** An operator names the retailer each change is for; an admin's own is used. */
  const operatorRetailer = (): string | undefined | false => {
    if (!isOperator) return undefined;
    if (retailer) return retailer;
    setFieldErrors((previous) => ({ ...previous, retailer: t('integrations.retailerRequired') }));
    return false;
  };

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setNotice(null);
    try {
      await action();
      setSettledRound(problem?.round ?? 0);
    } catch (caught) {
      report(caught);
    } finally {
      setBusy(false);
    }
  }

  function addWebhook(event: FormEvent) {
    event.preventDefault();
    const errors = {
      url: url.trim() ? undefined : t('integrations.urlRequired'),
      events: events.length ? undefined : t('integrations.eventsRequired'),
    };
    setFieldErrors(errors);
    const forRetailer = operatorRetailer();
    if (errors.url || errors.events || forRetailer === false) return;
    void run(async () => {
      const made = await createWebhook({
        ...(forRetailer ? { retailer: forRetailer } : {}),
        url: url.trim(),
        eventTypes: events,
      });
      setShown({ kind: 'webhook', url: made.subscription.url, secret: made.secret });
      setUrl('');
      await refresh();
    });
  }

  function addClient(event: FormEvent) {
    event.preventDefault();
    const errors = { name: clientName.trim() ? undefined : t('integrations.nameRequired') };
    setFieldErrors(errors);
    const forRetailer = operatorRetailer();
    if (errors.name || forRetailer === false) return;
    void run(async () => {
      const made = await createApiClient({
        ...(forRetailer ? { retailer: forRetailer } : {}),
        name: clientName.trim(),
      });
      setShown({ kind: 'client', name: made.client.name, id: made.client.id, secret: made.clientSecret });
      setClientName('');
      await refresh();
    });
  }

  return (
    <StaffFrame title={t('integrations.title')} wide>
      <h1>{t('integrations.title')}</h1>
      <ProblemNotice
        problem={
          (problem && problem.round > settledRound ? problem.key : null) ??
          signedInProblem ??
          (me?.role === 'location_staff' ? 'staff:errors.STAFF_FORBIDDEN' : null)
        }
        round={problem?.round ?? 1}
      />
      {notice ? (
        <p role="status" tabIndex={-1} ref={noticeRef} className="card">
          {notice}
        </p>
      ) : null}
      <SecretShownOnce shown={shownSecret} />
      {allowed ? (
        <>
          <p className="lead">{t('integrations.lead')}</p>
          {isOperator ? (
            <form
              className="staff-integrations__form"
              onSubmit={(event) => {
                event.preventDefault();
                setFieldErrors({});
                setRetailer(retailerText.trim() || undefined);
              }}
            >
              <TextField
                id="integrations-retailer"
                label={t('integrations.retailer')}
                value={retailerText}
                onChange={setRetailerText}
                error={fieldErrors.retailer}
                options={{ hint: t('integrations.retailerHint') }}
              />
              <button type="submit" className="button button--secondary">
                {t('integrations.showRetailer')}
              </button>
            </form>
          ) : null}

          <h2>{t('integrations.webhooksHeading')}</h2>
          <IntegrationsList
            items={webhooks}
            label={t('integrations.webhooksHeading')}
            empty={t('integrations.noWebhooks')}
            columns={[
              t('integrations.url'),
              t('integrations.eventsColumn'),
              t('integrations.state'),
              t('integrations.actions'),
            ]}
            rowKey={(hook) => hook.id}
            cells={(hook) => (
              <>
                <td>
                  {hook.url}
                  {isOperator ? <> ({hook.retailer})</> : null}
                </td>
                <td>{hook.eventTypes.map(eventName).join(', ')}</td>
                <td>
                  {hook.active ? t('integrations.active') : t('integrations.off')}
                  {hook.previousSecretUntil ? (
                    <>
                      <br />
                      {t('integrations.previousSecretUntil', { time: when(hook.previousSecretUntil) })}
                    </>
                  ) : null}
                </td>
                <td className="staff-integrations__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    onClick={() =>
                      void run(async () => {
                        setLog({ webhook: hook, deliveries: await webhookDeliveries(hook.id) });
                      })
                    }
                  >
                    {t('integrations.showLog', { url: hook.url })}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    onClick={() =>
                      void run(async () => {
                        const rotated = await rotateWebhookSecret(hook.id);
                        setShown({ kind: 'webhook', url: hook.url, secret: rotated.secret });
                        await refresh();
                      })
                    }
                  >
                    {t('integrations.rotate', { url: hook.url })}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    onClick={() =>
                      void run(async () => {
                        await setWebhookActive(hook.id, !hook.active);
                        setShown(null);
                        setNotice(
                          t(hook.active ? 'integrations.turnedOff' : 'integrations.turnedOn', { url: hook.url }),
                        );
                        await refresh();
                      })
                    }
                  >
                    {t(hook.active ? 'integrations.turnOff' : 'integrations.turnOn', { url: hook.url })}
                  </button>
                </td>
              </>
            )}
          />

          {log ? (
            <section aria-labelledby="integrations-log">
              <h3 id="integrations-log" tabIndex={-1} ref={logRef}>
                {t('integrations.logHeading', { url: log.webhook.url })}
              </h3>
              <p>{t('integrations.logKept')}</p>
              {log.deliveries.length === 0 ? (
                <p>{t('integrations.noDeliveries')}</p>
              ) : (
                <div
                  className="staff-integrations__table-wrap"
                  role="region"
                  aria-labelledby="integrations-log"
                  tabIndex={0}
                >
                  <table className="staff-integrations__table">
                    <thead>
                      <tr>
                        <th scope="col">{t('integrations.occurred')}</th>
                        <th scope="col">{t('integrations.event')}</th>
                        <th scope="col">{t('integrations.state')}</th>
                        <th scope="col">{t('integrations.attempts')}</th>
                        <th scope="col">{t('integrations.lastAnswer')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {log.deliveries.map((delivery) => (
                        <tr key={delivery.id}>
                          <td>{when(delivery.occurredAt)}</td>
                          <td>
                            {eventName(delivery.eventType)}
                            <br />
                            <code>{delivery.eventId}</code>
                          </td>
                          <td>
                            {t(`integrations.deliveryStates.${delivery.status as 'pending' | 'delivered' | 'failed'}`)}
                          </td>
                          <td>{delivery.attempts}</td>
                          <td>
                            {[delivery.lastStatusCode, delivery.lastError ?? delivery.lastResponse]
                              .filter((part) => part !== null && part !== '')
                              .join(' ') || '—'}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          ) : null}

          <IntegrationsAddForm
            heading={t('integrations.addWebhook')}
            submit={t('integrations.addWebhookSubmit')}
            busy={busy}
            onSubmit={addWebhook}
          >
            <TextField
              id="integrations-url"
              label={t('integrations.url')}
              value={url}
              onChange={setUrl}
              error={fieldErrors.url}
              options={{ hint: t('integrations.urlHint'), type: 'url', spellCheck: false }}
            />
            <fieldset aria-describedby={fieldErrors.events ? 'integrations-events-error' : undefined}>
              <legend>{t('integrations.eventsLegend')}</legend>
              {fieldErrors.events ? (
                <FieldError id="integrations-events-error" alert>
                  {fieldErrors.events}
                </FieldError>
              ) : null}
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <label key={type} className="staff-integrations__check">
                  <input
                    type="checkbox"
                    checked={events.includes(type)}
                    onChange={(event) =>
                      setEvents((previous) =>
                        event.target.checked
                          ? WEBHOOK_EVENT_TYPES.filter((known) => known === type || previous.includes(known))
                          : previous.filter((known) => known !== type),
                      )
                    }
                  />{' '}
                  {eventName(type)}
                </label>
              ))}
            </fieldset>
          </IntegrationsAddForm>

          <h2>{t('integrations.clientsHeading')}</h2>
          <p>{t('integrations.clientsLead')}</p>
          <IntegrationsList
            items={clients}
            label={t('integrations.clientsHeading')}
            empty={t('integrations.noClients')}
            columns={[
              t('integrations.clientName'),
              t('integrations.clientId'),
              t('integrations.created'),
              t('integrations.actions'),
            ]}
            rowKey={(client) => client.id}
            cells={(client) => (
              <>
                <td>
                  {client.name}
                  {isOperator ? <> ({client.retailer})</> : null}
                </td>
                <td>
                  <code>{client.id}</code>
                </td>
                <td>{when(client.createdAt)}</td>
                <td>
                  {client.revokedAt ? (
                    t('integrations.revokedAt', { time: when(client.revokedAt) })
                  ) : (
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={busy}
                      onClick={() =>
                        void run(async () => {
                          await revokeApiClient(client.id);
                          setShown(null);
                          setNotice(t('integrations.revoked', { name: client.name }));
                          await refresh();
                        })
                      }
                    >
                      {t('integrations.revoke', { name: client.name })}
                    </button>
                  )}
                </td>
              </>
            )}
          />
          <IntegrationsAddForm
            heading={t('integrations.addClient')}
            submit={t('integrations.addClientSubmit')}
            busy={busy}
            onSubmit={addClient}
          >
            <TextField
              id="integrations-client-name"
              label={t('integrations.clientName')}
              value={clientName}
              onChange={setClientName}
              error={fieldErrors.name}
              options={{ hint: t('integrations.clientNameHint') }}
            />
          </IntegrationsAddForm>
        </>
      ) : null}
    </StaffFrame>
  );
}
