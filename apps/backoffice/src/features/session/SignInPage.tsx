import type { consoleAccess } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { consoleSession } from '../../api/console-session';
import { errorMessage } from '../../i18n';
import { BusyButton } from '../../ui/BusyButton';
import { Field } from '../../ui/Field';
import { FormProblem } from '../../ui/FormProblem';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { Loading } from '../../ui/states';
import { setupStateQuery, submitCode, submitPassword } from './api';
import { FirstOwnerSetup } from './FirstOwnerSetup';
import { QrCode } from './QrCode';
import './session.css';

type SecondStep = consoleAccess.LoginStep;

/** How the sign-in was reached from the first-owner set-up, told above the password form. */
type SetupOutcome = { created: string } | 'alreadyDone';

/**
 * The console's sign-in: username and password, then the authenticator's 6-digit code, or on
 * a first sign-in the set-up of an authenticator (QR code and secret) and then its code. A
 * failure that ends the attempt (locked, too slow) starts again at the password. A deployment
 * with no staff yet shows the first owner's set-up instead of the password.
 */
export function SignInPage({ sessionEnded = false }: { sessionEnded?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setupState = useQuery(setupStateQuery);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  // Why the staff member is back at the password (the attempt was locked or took too long).
  const [restartReason, setRestartReason] = useState<string | null>(null);
  const [setupOutcome, setSetupOutcome] = useState<SetupOutcome | null>(null);

  const restart = (reason: string) => {
    setSecondStep(null);
    setRestartReason(reason);
  };
  const leaveSetup = (outcome: SetupOutcome) => {
    queryClient.setQueryData(setupStateQuery.queryKey, { needed: false });
    setSetupOutcome(outcome);
  };

  let step: ReactNode;
  if (secondStep) {
    step = <CodeStep step={secondStep} onRestart={restart} />;
  } else if (setupState.isPending) {
    step = <Loading label={t('session.setup.checking')} />;
  } else if (setupState.data?.needed) {
    // A failed check falls through to the password: it must never keep staff from signing in.
    step = (
      <FirstOwnerSetup
        onCreated={(username) => leaveSetup({ created: username })}
        onAlreadyDone={() => leaveSetup('alreadyDone')}
      />
    );
  } else {
    const createdOwner = typeof setupOutcome === 'object' ? setupOutcome?.created : undefined;
    let notice: PasswordNotice | null = null;
    if (restartReason) notice = { text: restartReason };
    else if (createdOwner) {
      notice = { text: t('session.setup.created', { username: createdOwner }), success: true };
    } else if (setupOutcome === 'alreadyDone') notice = { text: t('errors.setup_done') };
    else if (sessionEnded) notice = { text: t('errors.in_logged_login') };
    step = (
      <PasswordStep
        username={createdOwner}
        notice={notice}
        onNext={(next) => {
          setRestartReason(null);
          setSecondStep(next);
        }}
      />
    );
  }

  return (
    <main className="sign-in">
      <div className="sign-in-card">
        <header className="sign-in-header">
          <h1>{t('app.name')}</h1>
          <LanguageSwitch />
        </header>
        {step}
      </div>
    </main>
  );
}

/** A line above the password form; a success (the owner was created) is set off as one. */
type PasswordNotice = { text: string; success?: boolean };

function PasswordStep({
  username: knownUsername = '',
  notice,
  onNext,
}: {
  /** Filled in when it is known (the owner just created). */
  username?: string;
  notice: PasswordNotice | null;
  onNext: (step: SecondStep) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [username, setUsername] = useState(knownUsername);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const login = useMutation({ mutationFn: submitPassword, onSuccess: onNext });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    login.mutate({ username: username.trim(), password });
  };

  const error = missing
    ? t('session.missingCredentials')
    : login.error && errorMessage(login.error);
  return (
    <form className="sign-in-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('session.title')}</h2>
      {notice && !error && (
        <p
          className={notice.success ? 'form-notice form-notice-success' : 'form-notice'}
          role="status"
        >
          {notice.text}
        </p>
      )}
      <FormProblem id={`${id}-error`}>{error}</FormProblem>
      <Field label={t('session.username')}>
        {(control) => (
          <input
            {...control}
            className="input"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus={!knownUsername}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            aria-invalid={missing && !username.trim()}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        )}
      </Field>
      <Field label={t('session.password')}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            autoFocus={Boolean(knownUsername)}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={missing && !password}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        )}
      </Field>
      <BusyButton
        type="submit"
        className="button button-primary button-block"
        busy={login.isPending}
        busyLabel={t('session.signingIn')}
      >
        {t('session.continue')}
      </BusyButton>
    </form>
  );
}

/** Errors after which the ticket is no good: the attempt starts again at the password. */
const restartingErrors = new Set(['bo_ticket_expired', 'staff_locked']);

function CodeStep({ step, onRestart }: { step: SecondStep; onRestart: (reason: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const verify = useMutation({
    mutationFn: submitCode,
    onSuccess: (session) => consoleSession.start(session.token),
    onError: (error) => {
      if (error instanceof ApiError && restartingErrors.has(error.messageKey)) {
        onRestart(errorMessage(error));
      } else {
        // A wrong code: the next one comes from the app, so the field starts empty.
        setCode('');
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    verify.mutate({ ticket: step.ticket, code });
  };

  const error = incomplete
    ? t('session.codeIncomplete')
    : verify.error && errorMessage(verify.error);
  const enrolling = step.step === 'enrol';
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The set-up is read before the code is typed: a screen reader starts at its title.
    if (enrolling) title.current?.focus();
  }, [enrolling]);
  return (
    <form className="sign-in-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={title} tabIndex={-1}>
        {enrolling ? t('session.enrol.title') : t('session.code.title')}
      </h2>
      {step.step === 'enrol' ? (
        <Enrolment secret={step.secret} otpauthUri={step.otpauthUri} />
      ) : (
        <p className="sign-in-text">{t('session.code.text')}</p>
      )}
      <FormProblem id={`${id}-error`}>{error}</FormProblem>
      <Field label={t('session.code.label')} hint={t('session.code.hint')}>
        {(control) => (
          <input
            {...control}
            className="input code-input"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            autoFocus={!enrolling}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            aria-invalid={Boolean(error)}
            // The form's problem is this field's: it is read instead of the hint.
            aria-describedby={error ? `${id}-error` : control['aria-describedby']}
          />
        )}
      </Field>
      <BusyButton
        type="submit"
        className="button button-primary button-block"
        busy={verify.isPending}
        busyLabel={t('session.verifying')}
      >
        {t('session.signIn')}
      </BusyButton>
      <button
        type="button"
        className="button-link sign-in-back"
        onClick={() => onRestart(t('session.startedAgain'))}
        disabled={verify.isPending}
      >
        {t('session.back')}
      </button>
    </form>
  );
}

/** First sign-in: add the console to an authenticator app, by QR code or by typing the key. */
function Enrolment({ secret, otpauthUri }: { secret: string; otpauthUri: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  // Groups of four are easier to type; authenticator apps ignore the spaces.
  const grouped = secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the key is on screen to type.
    }
  };
  return (
    <div className="enrolment">
      <p className="sign-in-text">{t('session.enrol.text')}</p>
      <ol className="enrolment-steps">
        <li>{t('session.enrol.install')}</li>
        <li>
          {t('session.enrol.scan')}
          <div className="enrolment-qr">
            <QrCode value={otpauthUri} alt={t('session.enrol.qrAlt')} />
          </div>
          <div className="enrolment-secret">
            <span>{t('session.enrol.secretLabel')}</span>
            <code data-testid="totp-secret">{grouped}</code>
            {typeof navigator !== 'undefined' && navigator.clipboard && (
              <button type="button" className="button button-small" onClick={() => void copy()}>
                {copied ? t('session.enrol.copied') : t('session.enrol.copy')}
              </button>
            )}
          </div>
        </li>
        <li>{t('session.enrol.enterCode')}</li>
      </ol>
    </div>
  );
}
