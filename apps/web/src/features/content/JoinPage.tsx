import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../app/session/store';
import './content.css';
import { useContentCatalogue } from './catalogue';

const benefits = ['commission', 'team', 'reports', 'support'] as const;
const steps = ['step1', 'step2', 'step3'] as const;

/** /join: agent and affiliate recruitment; a guest can register from here. */
export function JoinPage() {
  useContentCatalogue();
  const { t } = useTranslation();
  const signedIn = useSessionStore((state) => state.token !== null);
  const openModal = useSessionStore((state) => state.openModal);

  return (
    <section className="content-page join-page" data-testid="join-page">
      <header className="hero join-hero">
        <h1>{t('content.join.title')}</h1>
        <p>{t('content.join.subtitle')}</p>
        {signedIn ? (
          <p className="join-signed-in">
            {t('content.join.signedIn')} <Link to="/help#contact">{t('content.join.contact')}</Link>
          </p>
        ) : (
          <button
            type="button"
            className="button button-primary join-cta"
            onClick={() => openModal('register')}
          >
            {t('content.join.cta')}
          </button>
        )}
      </header>
      <h2 className="section-title">{t('content.join.benefitsTitle')}</h2>
      <ul className="join-benefits">
        {benefits.map((benefit) => (
          <li key={benefit} className="panel join-benefit">
            <h3>{t(`content.join.benefits.${benefit}.title`)}</h3>
            <p>{t(`content.join.benefits.${benefit}.text`)}</p>
          </li>
        ))}
      </ul>
      <h2 className="section-title">{t('content.join.stepsTitle')}</h2>
      <ol className="join-steps">
        {steps.map((step) => (
          <li key={step}>{t(`content.join.steps.${step}`)}</li>
        ))}
      </ol>
      <p className="join-terms">
        <Link to="/help#affiliates">{t('content.join.terms')}</Link>
      </p>
    </section>
  );
}
