import type { FallbackProps } from '../ErrorBoundary';
import * as styles from './styles.module.css';

/** The chain of `cause`s of an error, outermost first. */
export function errorCauses(error: Error): Error[] {
  const causes: Error[] = [];
  let cause = error.cause;
  while (cause instanceof Error && causes.length < 10) {
    causes.push(cause);
    cause = cause.cause;
  }
  return causes;
}

/** Shown in place of a page that threw while rendering. */
export function ErrorPageContent({ error, tryAgain }: FallbackProps) {
  return (
    <div className={styles.crash} role="alert">
      <h1>This page crashed.</h1>
      <button type="button" className="button" onClick={tryAgain}>
        Try again
      </button>
      <p className={styles.message}>{error.message}</p>
      {errorCauses(error).map((cause, i) => (
        <p key={i} className={styles.cause}>
          Cause: {cause.message}
        </p>
      ))}
    </div>
  );
}
