// The group's review: every person, time and vaccine, the contact details, the guardian's consent when a child is
// in the party, then one booking for the party, all or nothing. What the page does is in use-group-review.ts.
import { Fragment } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { formatList } from '@vaxnear/domain/list-format';
import { Checkbox } from '../../components/ui/checkboxes.tsx';
import { Fieldset } from '../../components/ui/fieldset.tsx';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { GroupFrame } from './group-frame.tsx';
import { PartyList, memberName } from './party-list.tsx';
import { useGroupReview } from './use-group-review.ts';

export { groupGuardLoader as loader } from './group-guard.ts';

export default function GroupReviewPage() {
  const { t } = useTranslation('group');
  const review = useGroupReview();
  const { context, send, locale, renderBotCheck, setToken, token, botCheckKey, consent, terms, problem } = review;
  const { changeConsent, changeTerms, submitting, minors, first, submit } = review;
  const title = t('review.title');

  return (
    <GroupFrame title={title} onBack={() => send({ type: 'BACK' })} heldUntil={first?.expiresAt}>
      <h1>{title}</h1>
      {first && context.contact ? (
        <>
          <h2 className="section-title">{t('review.appointments')}</h2>
          <PartyList
            location={first.location}
            lines={context.appointments.map((a, i) => ({
              name: memberName(context.members[i]!, t('recipients.person', { n: i + 1 })),
              time: a.time,
              kinds: context.members[i]!.kinds,
            }))}
          />
          <h2 className="section-title">{t('review.contact')}</h2>
          <p>
            {context.contact.email}
            <br />
            {context.contact.phone}
            <br />
            {[
              context.contact.address1,
              context.contact.address2,
              `${context.contact.city}, ${context.contact.state} ${context.contact.zipCode}`,
            ]
              .filter(Boolean)
              .join(', ')}
          </p>
          {problem === 'taken' || problem === 'held' ? (
            <div className="notice notice--error" role="alert">
              <p>{t(problem === 'taken' ? 'review.taken' : 'review.held')}</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => send([{ type: 'DELETE_TIME_SLOTS' }, { type: 'JUMP', step: 'searchResults' }])}
              >
                {t('review.chooseAgain')}
              </button>
            </div>
          ) : problem && problem !== 'consent' && problem !== 'terms' ? (
            <p className="notice notice--error" role="alert">
              {problem}
            </p>
          ) : null}
          <form noValidate onSubmit={(event) => void submit(event)}>
            {minors.length > 0 ? (
              <Checkbox
                id="guardian-consent"
                standalone
                label={t('review.consent', {
                  names: formatList(
                    minors.map((m) => m.firstName),
                    locale,
                  ),
                  count: minors.length,
                })}
                error={problem === 'consent' ? t('review.consentRequired') : undefined}
                checked={consent}
                onChange={changeConsent}
              />
            ) : null}
            <Fieldset
              id="terms-group"
              legend={t('review.termsTitle')}
              className={problem === 'terms' ? 'vx-field--error' : undefined}
            >
              <Checkbox
                id="terms"
                label={
                  <>
                    {t('review.termsBefore')}{' '}
                    <RouteLink to="Terms" target="_blank">
                      {t('review.termsLink')}
                    </RouteLink>
                  </>
                }
                error={problem === 'terms' ? t('review.termsRequired') : undefined}
                errorAlert
                checked={terms}
                onChange={changeTerms}
              />
            </Fieldset>
            <Fragment key={botCheckKey}>
              {renderBotCheck({ action: 'create_appointments', onToken: setToken })}
            </Fragment>
            <button
              type="submit"
              className="button button--primary"
              disabled={submitting || token === null}
              aria-busy={submitting}
            >
              {submitting ? t('review.booking') : t('review.book', { count: context.groupSize })}
            </button>
          </form>
        </>
      ) : (
        <p>{t('summary.none')}</p>
      )}
    </GroupFrame>
  );
}
